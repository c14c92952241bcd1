#!/usr/bin/env python3
"""Held-out round 8 for the hr workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and before
running datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library
only, then computed a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round8.py          # writes heldout/round8.hcl
    python3 expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/leave_policy.md,
documents/compensation_policy.md):
- staff = employment_type full-time or part-time; contractors are left out of
  headcount, hires and leavers; headcount (no date) = staff with no
  termination_date; office, department and gender are employees.csv values;
- hires = staff by hire_date; leavers = staff by termination_date, with their
  termination_reason;
- leave taken = approved requests, in working days (days), by start_date;
- average rating = AVG(rating) of the reviews of a review year, grouped by the
  employee's (today's) department division;
- "X's team" = the employees whose manager_id is X, still employed (checked
  below: none of them manages anyone, so direct and indirect reports agree,
  and none is a contractor).
Floats are rounded to 2 decimals (4 below 100); shares are percentages.
Rankings are checked for ties. The unanswerable question (bonuses: not in the
HR data) expects route "stop"; the document question expects route
"documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round8.hcl")
# ---------------------------------------------------------------- output
def ranked(d, n=None, reverse=True, strict=True):
    """Items by value (highest first unless reverse=False), then by key. With strict,
    refuse a ranking whose cut (the n-th and the next item) or whose listed items tie."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    if strict:
        vals = [round(v, 6) for _, v in items]
        upto = len(head) if n is None else min(n + 1, len(items))
        for i in range(1, upto):
            assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100 so that rounding does not eat the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct(part, whole):
    return r2(part / whole * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v, indent="  "):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        if all(not isinstance(x, (list, dict)) for x in v):
            return "[" + ", ".join(hcl(x) for x in v) + "]"
        return "[\n" + "".join(indent + "  " + hcl(x, indent + "  ") + ",\n" for x in v) + indent + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join("%s = %s" % (k, hcl(x)) for k, x in v.items()) + " }"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        if g["hint"]:
            print("  format_hint = %s" % hcl(g["hint"]), file=out)
        if g["expect"] is not None:
            print("  expect      = %s" % hcl(g["expect"]), file=out)
        if g["mode"]:
            print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def main(out_path, header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


# ------------------------------------------------- second path: SQLite + SQL
def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


def sqlite_db(folder, files):
    """The CSV files in an in-memory SQLite database, one table per file named after
    it (empty cells NULL, integers and decimals typed): every answer is computed a
    second time by hand-written SQL over it and compared with the Python loops."""
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(folder, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


def same(a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def check(python_value, sql, *params):
    """The Python answer equals the SQL answer (a scalar for a 1x1 result, else rows)."""
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) for x in python_value] if isinstance(python_value, list) else python_value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r" % (want, got)


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))



def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


emps = {e["employee_id"]: e for e in load("employees.csv")}
depts = {d["department_id"]: d for d in load("departments.csv")}
reviews = load("reviews.csv")
leave = load("leave_requests.csv")
for e in emps.values():
    e["hired"], e["left"] = day(e["hire_date"]), day(e["termination_date"])
    e["dept"] = depts[e["department_id"]]
    e["staff"] = e["employment_type"] != "contractor"
for r in leave:
    r["start"], r["d"] = day(r["start_date"]), int(r["days"])

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "reviews.csv", "leave_requests.csv"])

staff_now = [e for e in emps.values() if e["staff"] and e["left"] is None]
STAFF_NOW = "e.employment_type <> 'contractor' AND e.termination_date IS NULL"


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def person(name):
    ids = [k for k, e in emps.items() if e["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. single number for a period: approved sick days starting in Q1 2025
sick = sum(r["d"] for r in leave if r["status"] == "approved" and r["leave_type"] == "sick"
           and inr(r["start"], "2025-01-01", "2025-03-31"))
check(sick, """
    SELECT SUM(days) FROM leave_requests
    WHERE status = 'approved' AND leave_type = 'sick' AND start_date BETWEEN '2025-01-01' AND '2025-03-31'""")
golden("r8_sick_days_q1_2025", "how many sick days did people take in q1 2025",
       sick, hint="int", mode="exact", difficulty="easy", tags=["period", "value-synonym", "leave"])

# 2. filtered distinct count: women on staff today working from the Toronto office
n_w = sum(1 for e in staff_now if e["gender"] == "Female" and e["office"] == "Toronto")
n_w_all = sum(1 for e in emps.values() if e["left"] is None and e["gender"] == "Female" and e["office"] == "Toronto")
assert n_w == n_w_all, "no active female contractor in Toronto: the contractor reading gives the same count"
check(n_w, """
    SELECT COUNT(*) FROM employees e WHERE %s AND e.gender = 'Female' AND e.office = 'Toronto'""" % STAFF_NOW)
golden("r8_women_toronto_office_now", "How many women currently work out of our Toronto office?",
       n_w, hint="int", mode="exact", difficulty="easy", tags=["count", "value-synonym", "office"])

# 3. N-th of a ranking, N as a word: department with the third largest headcount today
hc = defaultdict(int)
for e in staff_now:
    hc[e["dept"]["department_name"]] += 1
third = ranked(hc, 3)[2][0]
check(third, """
    SELECT d.department_name FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE %s GROUP BY d.department_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""" % STAFF_NOW)
golden("r8_third_biggest_department", "which department is the third biggest by headcount right now",
       third, hint="str", mode="exact", difficulty="medium", tags=["top-n", "word-number", "department"])

# 4. ranking by a measure that is not the default: division with the best average rating, 2024 reviews
rd = defaultdict(list)
for r in reviews:
    if r["review_year"] == "2024":
        rd[emps[r["employee_id"]]["dept"]["division"]].append(int(r["rating"]))
avg_r = {k: sum(v) / len(v) for k, v in rd.items()}
best = ranked(avg_r, 1)[0][0]
check(best, """
    SELECT d.division FROM reviews r JOIN employees e ON e.employee_id = r.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE r.review_year = 2024 GROUP BY d.division ORDER BY AVG(r.rating) DESC LIMIT 1""")
golden("r8_division_best_avg_rating_2024",
       "Which division came out with the highest average performance rating in the 2024 review cycle?",
       best, hint="str", mode="exact", difficulty="medium", tags=["ranking", "non-default-metric", "division"])

# 5. threshold: staff who took more than 10 sick days (approved, starting in 2024)
ps = defaultdict(int)
for r in leave:
    if r["status"] == "approved" and r["leave_type"] == "sick" and r["start"].year == 2024:
        ps[r["employee_id"]] += r["d"]
n_s10 = sum(1 for v in ps.values() if v > 10)
check(n_s10, """
    SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests
        WHERE status = 'approved' AND leave_type = 'sick' AND start_date BETWEEN '2024-01-01' AND '2024-12-31'
        GROUP BY employee_id HAVING SUM(days) > 10)""")
golden("r8_people_over_10_sick_days_2024", "how many employees were out sick for more than 10 days in total in 2024?",
       n_s10, hint="int", mode="exact", difficulty="hard", tags=["threshold", "comparison", "distinct-count"])

# 6. exclusion: staff who left in 2023 for any reason other than retirement
n_nr = sum(1 for e in emps.values() if e["staff"] and e["left"] is not None and e["left"].year == 2023
           and e["termination_reason"] != "retirement")
check(n_nr, """
    SELECT COUNT(*) FROM employees e
    WHERE e.employment_type <> 'contractor' AND e.termination_date BETWEEN '2023-01-01' AND '2023-12-31'
      AND e.termination_reason <> 'retirement'""")
golden("r8_leavers_2023_not_retirement", "leavers in 2023, not counting retirements - how many?",
       n_nr, hint="int", mode="exact", difficulty="medium", tags=["negation", "exclusion", "leavers"])

# 7. share of a total: % of today's headcount working remotely
rem = sum(1 for e in staff_now if e["office"] == "Remote") / len(staff_now) * 100
check(rem, "SELECT 100.0 * SUM(e.office = 'Remote') / COUNT(*) FROM employees e WHERE %s" % STAFF_NOW)
golden("r8_remote_share_of_headcount", "What share of our current headcount works from home?",
       r2(rem), hint="float", mode="approximate", difficulty="medium", tags=["share", "value-synonym", "office"])

# 8. difference between two periods: hires 2023 minus hires 2024 (staff; hiring went down)
hires = {y: sum(1 for e in emps.values() if e["staff"] and e["hired"].year == y) for y in (2023, 2024)}
dh = hires[2023] - hires[2024]
assert dh > 0, hires
check(dh, """
    SELECT SUM(substr(hire_date, 1, 4) = '2023') - SUM(substr(hire_date, 1, 4) = '2024')
    FROM employees WHERE employment_type <> 'contractor'""")
golden("r8_fewer_hires_2024_than_2023", "how many fewer people did we bring on in 2024 compared with 2023",
       dh, hint="int", mode="exact", difficulty="medium", tags=["difference", "two-periods", "hires"])

# 9. average per something: working days per approved parental leave starting in 2024
pl = [r["d"] for r in leave if r["status"] == "approved" and r["leave_type"] == "parental" and r["start"].year == 2024]
avg_pl = sum(pl) / len(pl)
check(avg_pl, """
    SELECT AVG(days) FROM leave_requests
    WHERE status = 'approved' AND leave_type = 'parental' AND start_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r8_avg_days_per_parental_leave_2024",
       "On average how many working days long was each approved parental leave that began in 2024?",
       r2(avg_pl), hint="float", mode="approximate", difficulty="medium", tags=["per-entity", "average", "leave"])

# 10. role (manager): size of Harper Hamilton's team today (direct reports still employed)
hh = person("Harper Hamilton")
assert emps[hh]["left"] is None
team = [e for e in emps.values() if e["manager_id"] == hh and e["left"] is None]
assert all(e["staff"] for e in team)
assert not any(x["manager_id"] == e["employee_id"] and x["left"] is None for e in team for x in emps.values())
check(len(team), """
    SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id
    WHERE m.full_name = 'Harper Hamilton' AND e.termination_date IS NULL""")
golden("r8_harper_hamilton_team_size", "how many people are on Harper Hamilton's team at the moment",
       len(team), hint="int", mode="exact", difficulty="medium", tags=["role", "manager", "count"])

# 11. document: leave_policy.md, up to 20 days of unpaid leave per year
up = section(os.path.join(DOCS, "leave_policy.md"), "Unpaid leave")
n_up = re.findall(r"up to (\d+) days of unpaid leave per year", up)
assert n_up == ["20"], n_up
golden("r8_doc_unpaid_leave_cap", "what's the max number of unpaid leave days someone can take in a year?",
       int(n_up[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: bonuses are paid by Finance and are not in the HR data
assert "bonuses and sales commissions are paid by Finance" in section(os.path.join(DOCS, "compensation_policy.md"), "Currency and payroll")
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert "bonus" not in heads
golden("r8_unanswerable_bonus_payout_2024", "How much did we pay out in bonuses for 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8 (hr): not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round8.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round8.py",
])
