#!/usr/bin/env python3
"""Held-out round 11 for the hr workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some long and polite, some terse,
some using words the knowledge files do not define, such as "ppl", "working
out of", "yearly base pay", "sit at", "scored higher than", "no longer with
us", "for each person who left", "in a row"), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3, and the two
are asserted equal.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/leave_policy.md,
documents/compensation_policy.md):
- staff = employment_type full-time or part-time; contractors are not staff
  and are left out of headcount, hires and leavers (they have no salary,
  review or leave rows); "current staff" / "today's headcount" / "right now" =
  staff with no termination_date (employed at the extract, 2025-12-31);
- headcount at the end of year Y = staff employed on Y-12-31 (hire_date <=
  D and (termination_date empty or termination_date >= D)), as the
  headcount_as_of pipe counts it; percent change = 100 * (new - old) / old;
- job level = employees.job_level (today's); "L2" = job_level 'L2';
- hires = staff by hire_date, leavers = staff by termination_date (any
  reason); "resigned" = termination_reason 'voluntary'; division = the
  division of the employee's department (employees.department_id);
  "no longer with the company" = a termination_date (all of them are on or
  before the extract);
- salary/pay/payroll = annual_salary_usd (never annual_salary, which is CAD
  for Toronto); today's salary = the salary row with no end_date (one per
  current staff member); payroll = SUM of those rows, average salary = AVG of
  those rows; "working out of the Toronto office" = employees.office
  'Toronto' (not the department location: Quality Assurance is based in
  Toronto); a department's share of payroll = its payroll / the company
  payroll * 100, by the employee's department;
- promotions = salary rows with change_reason 'promotion', dated by
  effective_date; "promoted during 2023" = at least one such row dated in
  2023 (distinct people; nobody has two);
- reviews: ratings 1-5; "scored higher than a 3" = a rating of 4 or 5 in any
  review year; "had at least one performance review" = at least one reviews
  row; the 2025 cycle = review_year 2025; "wrote" a review = reviews.reviewer_id
  (the reviewer, not today's manager); "more than 15" = 16 or more (no
  reviewer has 14, 15 or 16 reviews in 2025, so the threshold is not on the
  edge).
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (stock options /
equity grants: no equity data anywhere in the workspace) expects route
"stop"; the document question (consecutive sick days before a doctor's note,
documents/leave_policy.md) expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round11.hcl")
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
salaries = load("salaries.csv")
reviews = load("reviews.csv")
leave = load("leave_requests.csv")
for e in emps.values():
    e["hired"], e["left"] = day(e["hire_date"]), day(e["termination_date"])
    e["dept"] = depts[e["department_id"]]
    e["staff"] = e["employment_type"] != "contractor"
for r in leave:
    r["start"], r["d"] = day(r["start_date"]), int(r["days"])
for s in salaries:
    s["from"], s["to"], s["usd"] = day(s["effective_date"]), day(s["end_date"]), float(s["annual_salary_usd"])

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "salaries.csv", "reviews.csv", "leave_requests.csv"])

staff_now = [e for e in emps.values() if e["staff"] and e["left"] is None]
STAFF_NOW = "e.employment_type <> 'contractor' AND e.termination_date IS NULL"
current_pay = [s for s in salaries if s["to"] is None]
assert sorted(s["employee_id"] for s in current_pay) == sorted(e["employee_id"] for e in staff_now)


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def person(name):
    ids = [k for k, e in emps.items() if e["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]



def employed_on(e, d):
    return e["staff"] and e["hired"] <= d and (e["left"] is None or e["left"] >= d)


HC_ON = """SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor' AND hire_date <= ?
           AND (termination_date IS NULL OR termination_date >= ?)"""
pay_now = {s["employee_id"]: s["usd"] for s in current_pay}

# 1. count for a period with a division: staff who resigned from the Commercial division in 2025
quit_com = sum(1 for e in emps.values() if e["staff"] and e["termination_reason"] == "voluntary"
               and e["dept"]["division"] == "Commercial" and inr(e["left"], "2025-01-01", "2025-12-31"))
assert quit_com != sum(1 for e in emps.values() if e["staff"] and e["dept"]["division"] == "Commercial"
                       and inr(e["left"], "2025-01-01", "2025-12-31")), "all leavers give another count"
check(quit_com, """
    SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_reason = 'voluntary'
      AND d.division = 'Commercial' AND e.termination_date BETWEEN '2025-01-01' AND '2025-12-31'""")
golden("r11_resigned_commercial_2025", "how many ppl resigned out of the commercial division in 2025",
       quit_com, hint="int", mode="exact", difficulty="easy", tags=["count", "year", "leavers", "voluntary", "division"])

# 2. total: today's payroll of the people working from the Toronto office, in USD
tor = [s for s in current_pay if emps[s["employee_id"]]["office"] == "Toronto"]
tor_usd = sum(s["usd"] for s in tor)
assert tor_usd != sum(float(s["annual_salary"]) for s in tor), "the CAD trap gives another total"
assert tor_usd != sum(s["usd"] for s in current_pay if emps[s["employee_id"]]["dept"]["location"] == "Toronto")
check(tor_usd, """
    SELECT SUM(s.annual_salary_usd) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.end_date IS NULL AND e.office = 'Toronto'""")
golden("r11_toronto_office_payroll_usd",
       "Could you please tell me the combined yearly base pay, in US dollars, of everyone currently working out of our Toronto office?",
       r2(tor_usd), hint="float", mode="approximate", difficulty="medium", tags=["sum", "payroll", "office", "currency"])

# 3. the Nth: department with the second-highest average salary today
pay_by_dept = defaultdict(list)
for s in current_pay:
    pay_by_dept[emps[s["employee_id"]]["dept"]["department_name"]].append(s["usd"])
avg_dept = {k: sum(v) / len(v) for k, v in pay_by_dept.items()}
second = ranked(avg_dept, 3)[1][0]
check(second, """
    SELECT d.department_name FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id WHERE s.end_date IS NULL
    GROUP BY d.department_name ORDER BY AVG(s.annual_salary_usd) DESC LIMIT 1 OFFSET 1""")
golden("r11_second_highest_avg_pay_department",
       "Which department pays the second-highest average salary right now?",
       second, hint="str", mode="exact", difficulty="medium", tags=["nth", "ranking", "salary", "department"])

# 4. a breakdown, one row: today's headcount at job level L2 (contractors left out)
by_level = Counter(e["job_level"] for e in staff_now)
l2 = by_level["L2"]
assert l2 != sum(1 for e in emps.values() if e["left"] is None and e["job_level"] == "L2"), "contractor trap"
check(l2, "SELECT COUNT(*) FROM employees e WHERE %s AND e.job_level = 'L2'" % STAFF_NOW)
golden("r11_headcount_level_2_today",
       "break down today's headcount by job level - what's the number at L2?",
       l2, hint="int", mode="exact", difficulty="easy", tags=["breakdown", "headcount", "level", "contractors"])

# 5. percent change between two dates: headcount end of 2021 -> end of 2025
d21, d25 = dt.date(2021, 12, 31), dt.date(2025, 12, 31)
hc21 = sum(1 for e in emps.values() if employed_on(e, d21))
hc25 = sum(1 for e in emps.values() if employed_on(e, d25))
assert hc25 == len(staff_now)
growth = (hc25 - hc21) / hc21 * 100
check(growth, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (HC_ON, HC_ON, HC_ON),
      "2025-12-31", "2025-12-31", "2021-12-31", "2021-12-31", "2021-12-31", "2021-12-31")
golden("r11_headcount_growth_pct_2021_2025",
       "By what percentage did our headcount grow from the end of 2021 to the end of 2025?",
       r2(growth), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "headcount", "as-of"])

# 6. share of a total: Engineering's share of today's payroll
eng = sum(pay_by_dept["Engineering"])
share_eng = eng / sum(pay_now.values()) * 100
check(share_eng, """
    SELECT 100.0 * SUM(CASE WHEN d.department_name = 'Engineering' THEN s.annual_salary_usd ELSE 0 END)
           / SUM(s.annual_salary_usd)
    FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id WHERE s.end_date IS NULL""")
golden("r11_engineering_share_of_payroll", "engineering % of total payroll today?",
       r2(share_eng), hint="float", mode="approximate", difficulty="medium", tags=["share", "payroll", "department"])

# 7. negation: current staff with at least one review, none of them above 3
best = defaultdict(int)
for r in reviews:
    best[r["employee_id"]] = max(best[r["employee_id"]], int(r["rating"]))
capped = sum(1 for e in staff_now if e["employee_id"] in best and best[e["employee_id"]] <= 3)
assert any(e["employee_id"] not in best for e in staff_now), "the never-reviewed are left out by the wording"
check(capped, """
    SELECT COUNT(*) FROM employees e WHERE %s
      AND EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.employee_id)
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.employee_id AND r.rating > 3)""" % STAFF_NOW)
golden("r11_current_staff_never_above_3",
       "Of the people currently on staff who have had at least one performance review, how many have never scored higher than a 3?",
       capped, hint="int", mode="exact", difficulty="hard", tags=["negation", "distinct-count", "reviews", "current"])

# 8. condition on a related table: promoted during 2023, no longer with the company
promo23 = [s for s in salaries if s["change_reason"] == "promotion" and s["from"].year == 2023]
ids23 = {s["employee_id"] for s in promo23}
assert len(ids23) == len(promo23), "nobody promoted twice in 2023"
gone = sum(1 for k in ids23 if emps[k]["left"] is not None)
assert all(emps[k]["left"] >= s["from"] for s in promo23 for k in [s["employee_id"]] if emps[k]["left"])
assert 0 < gone < len(ids23)
check(gone, """
    SELECT COUNT(DISTINCT s.employee_id) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.change_reason = 'promotion' AND s.effective_date BETWEEN '2023-01-01' AND '2023-12-31'
      AND e.termination_date IS NOT NULL""")
golden("r11_promoted_2023_since_left",
       "Of the employees who got promoted during 2023, how many are no longer with the company?",
       gone, hint="int", mode="exact", difficulty="hard", tags=["related-table", "promotions", "leavers", "distinct-count"])

# 9. threshold per entity, reviewer role: reviewers with more than 15 reviews in the 2025 cycle
written = Counter(r["reviewer_id"] for r in reviews if r["review_year"] == "2025")
busy = sum(1 for n in written.values() if n > 15)
assert not any(n in (14, 15, 16) for n in written.values()), "threshold on the edge"
check(busy, """
    SELECT COUNT(*) FROM (SELECT reviewer_id FROM reviews WHERE review_year = 2025
                          GROUP BY reviewer_id HAVING COUNT(*) > 15)""")
golden("r11_reviewers_over_15_reviews_2025",
       "In the 2025 review cycle, how many people wrote more than 15 performance reviews each?",
       busy, hint="int", mode="exact", difficulty="hard", tags=["threshold", "per-entity", "role", "reviewer"])

# 10. ratio: hires per leaver in 2024
h24 = sum(1 for e in emps.values() if e["staff"] and e["hired"].year == 2024)
l24 = sum(1 for e in emps.values() if e["staff"] and e["left"] and e["left"].year == 2024)
assert h24 != sum(1 for e in emps.values() if e["hired"].year == 2024), "contractor trap"
ratio = h24 / l24
check(ratio, """
    SELECT 1.0 * (SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor'
                  AND hire_date BETWEEN '2024-01-01' AND '2024-12-31')
         / (SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor'
                  AND termination_date BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r11_hires_per_leaver_2024", "In 2024, how many people did we hire for each person who left?",
       r2(ratio), hint="float", mode="approximate", difficulty="hard", tags=["ratio", "hires", "leavers", "year"])

# 11. document: leave_policy.md, a doctor's note after 3 consecutive sick days
sick = section(os.path.join(DOCS, "leave_policy.md"), "Sick leave")
n_days = re.findall(r"doctor's note is needed after (\d+) consecutive sick days", sick)
assert n_days == ["3"], n_days
golden("r11_doc_sick_days_before_doctors_note",
       "after how many sick days in a row do i need to hand in a doctor's note?",
       int(n_days[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: stock options / equity grants are nowhere in the workspace
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    kh = f.read()
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
texts = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS)) + kh.lower()
assert not any(w in heads + texts for w in ("stock", "equity", "vesting", "shares", "rsu"))
golden("r11_unanswerable_stock_options_2025",
       "How many stock options were granted to the engineering team in 2025?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 11 (hr): not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round11.py",
])
