#!/usr/bin/env python3
"""Held-out round 9 for the hr workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define, such as "median", "boss's boss", "knocked back", "called in
sick", "lost people", "salary bill"), written from the data, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and before running datacopilot. Every expected value is computed here
from data/*.csv (and documents/*.md for the document question, knowledge.hcl
for the named period) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3,
and the two are asserted equal.

    python3 expected/round9.py          # writes heldout/round9.hcl
    python3 expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/leave_policy.md,
documents/compensation_policy.md):
- staff = employment_type full-time or part-time; contractors are not staff
  and are left out of headcount, hires and leavers (they have no salary,
  review or leave rows); "current staff" = staff with no termination_date;
- leavers = staff by termination_date (any reason), office = employees.office;
- salary/pay = annual_salary_usd (never annual_salary, which is CAD for
  Toronto); today's salary = the salary row with no end_date (one per current
  staff member); payroll on day D = SUM(annual_salary_usd) of the rows in
  force on D (effective_date <= D and (end_date empty or end_date >= D)) of
  the staff employed on D (hire_date <= D and (termination_date empty or
  termination_date >= D)); at 2025-12-31 these are exactly the open rows;
- median = the middle value of the sorted current salaries (an odd count here);
- leave taken = approved requests, in working days (days), by start_date;
  leave requests (any status) are dated by start_date; the rejection rate of
  a department = rejected requests / all its requests, by the employee's
  department (employees.department_id);
- ratings 1-5, "under 3" = rating 1 or 2 in any review year 2019-2025;
- "X's boss" = X's manager (employees.manager_id), so the boss's boss is the
  manager's manager_id;
- the named period "2020 hiring freeze" = period hiring_freeze_2020 of
  knowledge.hcl (2020-04-01 to 2020-09-30, read from the file below).
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (health insurance
costs: no benefits data anywhere in the workspace) expects route "stop"; the
document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round9.hcl")
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


def median_sql(where):
    """Median by SQL: the middle row, or the mean of the two middle rows."""
    return """
    WITH v AS (SELECT s.annual_salary_usd AS x FROM salaries s
               JOIN employees e ON e.employee_id = s.employee_id
               JOIN departments d ON d.department_id = e.department_id
               WHERE s.end_date IS NULL AND %s)
    SELECT AVG(x) FROM (SELECT x FROM v ORDER BY x
                        LIMIT 2 - (SELECT COUNT(*) FROM v) %% 2
                        OFFSET ((SELECT COUNT(*) FROM v) - 1) / 2)""" % where


# 1. aggregation word on what it modifies: median of today's salaries in Sales (USD)
sales = sorted(s["usd"] for s in current_pay if emps[s["employee_id"]]["dept"]["department_name"] == "Sales")
assert len(sales) % 2 == 1, len(sales)
med = statistics.median(sales)
med_local = statistics.median(float(s["annual_salary"]) for s in current_pay
                              if emps[s["employee_id"]]["dept"]["department_name"] == "Sales")
assert med_local != med, "the CAD trap (annual_salary) gives another median"
assert statistics.mean(sales) != med
check(med, median_sql("d.department_name = 'Sales'"))
golden("r9_median_pay_sales", "whats the median pay in sales right now?",
       r2(med), hint="float", mode="approximate", difficulty="medium", tags=["aggregation", "median", "salary"])

# 2. N limit as a word: combined current salary of the ten best-paid people
top10 = sum(sorted((s["usd"] for s in current_pay), reverse=True)[:10])
top10_local = sum(sorted((float(s["annual_salary"]) for s in current_pay), reverse=True)[:10])
assert top10_local != top10
check(top10, """
    SELECT SUM(x) FROM (SELECT annual_salary_usd AS x FROM salaries WHERE end_date IS NULL
                        ORDER BY x DESC LIMIT 10)""")
golden("r9_top_ten_earners_combined_pay", "What do our ten best-paid people earn combined, in dollars per year?",
       r2(top10), hint="float", mode="approximate", difficulty="hard", tags=["top-n", "word-number", "salary", "sum"])

# 3. ranking by a measure that is not the default: department with the highest rejection rate, 2025 requests
tot, rej = defaultdict(int), defaultdict(int)
for r in leave:
    if r["start"].year == 2025:
        dn = emps[r["employee_id"]]["dept"]["department_name"]
        tot[dn] += 1
        rej[dn] += r["status"] == "rejected"
assert not any(r["status"] == "pending" and r["start"].year == 2025 for r in leave)
rate = {k: rej[k] / tot[k] for k in tot}
worst = ranked(rate, 1)[0][0]
most_rej = ranked(dict(rej), 1)[0][0]
assert worst != most_rej, "the rate ranking differs from the raw count ranking"
check(worst, """
    SELECT d.department_name FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE l.start_date BETWEEN '2025-01-01' AND '2025-12-31'
    GROUP BY d.department_name ORDER BY 1.0 * SUM(l.status = 'rejected') / COUNT(*) DESC LIMIT 1""")
golden("r9_dept_highest_leave_rejection_rate_2025",
       "which department had the highest proportion of time off requests knocked back in 2025",
       worst, hint="str", mode="exact", difficulty="hard", tags=["ranking", "non-default-metric", "rate", "leave"])

# 4. share where the total drops the part's filter: sick days / all leave days taken in 2024
ad = defaultdict(int)
for r in leave:
    if r["status"] == "approved" and r["start"].year == 2024:
        ad[r["leave_type"]] += r["d"]
sick_share = ad["sick"] / sum(ad.values()) * 100
check(sick_share, """
    SELECT 100.0 * SUM(CASE WHEN leave_type = 'sick' THEN days ELSE 0 END) / SUM(days) FROM leave_requests
    WHERE status = 'approved' AND start_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r9_sick_share_of_leave_days_2024",
       "Sick days as a percentage of all the leave days people took in 2024?",
       r2(sick_share), hint="float", mode="approximate", difficulty="medium", tags=["share", "leave", "period"])

# 5. distinct entities constrained by facts, with a threshold: people ever rated under 3
low = {r["employee_id"] for r in reviews if int(r["rating"]) < 3}
assert len(low) < sum(1 for r in reviews if int(r["rating"]) < 3), "some got a low rating twice: distinct matters"
check(len(low), "SELECT COUNT(DISTINCT employee_id) FROM reviews WHERE rating < 3")
golden("r9_distinct_people_rated_below_3",
       "how many different employees have gotten a rating under 3 at least once?",
       len(low), hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "threshold", "reviews"])

# 6. negation: current staff with no sick leave at all (2019-2025)
sick_people = {r["employee_id"] for r in leave if r["leave_type"] == "sick" and r["status"] == "approved"}
assert sick_people == {r["employee_id"] for r in leave if r["leave_type"] == "sick"}, "sick leave is always approved"
never = sum(1 for e in staff_now if e["employee_id"] not in sick_people)
assert never != sum(1 for e in emps.values() if e["left"] is None and e["employee_id"] not in sick_people)
check(never, """
    SELECT COUNT(*) FROM employees e WHERE %s AND NOT EXISTS (
        SELECT 1 FROM leave_requests l WHERE l.employee_id = e.employee_id
        AND l.leave_type = 'sick' AND l.status = 'approved')""" % STAFF_NOW)
golden("r9_current_staff_never_called_in_sick",
       "How many of our current staff have never called in sick?",
       never, hint="int", mode="exact", difficulty="hard", tags=["negation", "exclusion", "leave"])

# 7. role: manager of the manager (skip-level) of Ethan Schmidt
es = person("Ethan Schmidt")
boss = emps[es]["manager_id"]
skip = emps[emps[boss]["manager_id"]]["full_name"]
person(skip)
assert emps[es]["left"] is None and emps[boss]["left"] is None
assert emps[boss]["department_id"] != emps[emps[boss]["manager_id"]]["department_id"], "not the department's own head"
check(skip, """
    SELECT mm.full_name FROM employees e JOIN employees m ON m.employee_id = e.manager_id
    JOIN employees mm ON mm.employee_id = m.manager_id WHERE e.full_name = 'Ethan Schmidt'""")
golden("r9_ethan_schmidt_skip_level", "who is ethan schmidt's boss's boss",
       skip, hint="str", mode="exact", difficulty="medium", tags=["role", "manager", "self-join"])

# 8. named period with a year: staff who left during the 2020 hiring freeze (period from knowledge.hcl)
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    kh = f.read()
pm = re.search(r'period "hiring_freeze_2020" \{.*?from\s*=\s*"([\d-]+)".*?to\s*=\s*"([\d-]+)"', kh, re.S)
p_from, p_to = pm.group(1), pm.group(2)
assert (p_from, p_to) == ("2020-04-01", "2020-09-30")
fl = sum(1 for e in emps.values() if e["staff"] and inr(e["left"], p_from, p_to))
assert fl != sum(1 for e in emps.values() if inr(e["left"], p_from, p_to)), "contractor ends would change it"
check(fl, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor'
      AND termination_date BETWEEN ? AND ?""", p_from, p_to)
golden("r9_leavers_during_2020_hiring_freeze", "how many people left the company during the 2020 hiring freeze",
       fl, hint="int", mode="exact", difficulty="medium", tags=["named-period", "leavers"])

# 9. second-ranked: office with the second most leavers in 2024 (staff)
lo = defaultdict(int)
for e in emps.values():
    if e["staff"] and e["left"] is not None and e["left"].year == 2024:
        lo[e["office"]] += 1
second = ranked(lo, 2)[1][0]
lo_all = defaultdict(int)
for e in emps.values():
    if e["left"] is not None and e["left"].year == 2024:
        lo_all[e["office"]] += 1
assert ranked(lo_all, 2)[1][0] != second, "counting contract ends gives another office"
check(second, """
    SELECT office FROM employees WHERE employment_type <> 'contractor'
      AND termination_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY office ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r9_office_second_most_leavers_2024", "Which office lost the second most people in 2024?",
       second, hint="str", mode="exact", difficulty="medium", tags=["second-ranked", "leavers", "office"])


# 10. difference between two periods: payroll at end of 2025 minus payroll at end of 2024
def payroll_on(d):
    emp_d = {k for k, e in emps.items() if e["staff"] and e["hired"] <= d and (e["left"] is None or e["left"] >= d)}
    rows = [s for s in salaries if s["from"] <= d and (s["to"] is None or s["to"] >= d)]
    assert sorted(s["employee_id"] for s in rows) == sorted(emp_d), d
    return sum(s["usd"] for s in rows)


p24, p25 = payroll_on(dt.date(2024, 12, 31)), payroll_on(dt.date(2025, 12, 31))
assert p25 == sum(s["usd"] for s in current_pay)
dp = p25 - p24
assert dp > 0
check(dp, """
    SELECT SUM(CASE WHEN s.effective_date <= '2025-12-31' AND (s.end_date IS NULL OR s.end_date >= '2025-12-31')
                    THEN s.annual_salary_usd ELSE 0 END)
         - SUM(CASE WHEN s.effective_date <= '2024-12-31' AND (s.end_date IS NULL OR s.end_date >= '2024-12-31')
                    THEN s.annual_salary_usd ELSE 0 END)
    FROM salaries s""")
golden("r9_payroll_growth_end_2024_to_end_2025",
       "by how much did our annual salary bill go up between the end of 2024 and the end of 2025 (usd)?",
       r2(dp), hint="float", mode="approximate", difficulty="hard", tags=["difference", "two-periods", "payroll"])

# 11. document: leave_policy.md, adoptive parents get 6 weeks (30 working days) of parental leave
pl = section(os.path.join(DOCS, "leave_policy.md"), "Parental leave")
n_ad = re.findall(r"including adoptive parents, get \d+ weeks \((\d+) working days\)", pl)
assert n_ad == ["30"], n_ad
golden("r9_doc_adoption_parental_leave_days",
       "if someone on my team adopts a kid, how many working days of parental leave do they get?",
       int(n_ad[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: health insurance / benefits costs are nowhere in the workspace
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
texts = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS)) + kh.lower()
assert not any(w in heads + texts for w in ("insurance", "benefit", "premium"))
golden("r9_unanswerable_health_insurance_2024",
       "What did we spend on employee health insurance in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 9 (hr): not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round9.py",
])
