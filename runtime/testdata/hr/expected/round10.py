#!/usr/bin/env python3
"""Held-out round 10 for the hr workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define, such as "added up", "longest-serving", "signed off", "turned a
request down", "gone on", "folks", "60 grand", "fired", "climb", "for every
man"), written from the data, knowledge.hcl, pipes/*.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and before running
datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library
only, then computed a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/leave_policy.md,
documents/compensation_policy.md):
- staff = employment_type full-time or part-time; contractors are not staff
  (no salary, review or leave rows); "still here" / "on the payroll right now"
  / "on staff today" = staff with no termination_date (employed at the
  extract, 2025-12-31); "still with us" (people with reviews) = no
  termination_date;
- salary/pay = annual_salary_usd (never annual_salary, which is CAD for
  Toronto); today's salary = the salary row with no end_date; a starting
  salary = the salary row with change_reason 'hire' (its effective_date is the
  hire date), and hires are dated by hire_date; department = the employee's
  department (employees.department_id);
- "longest-serving" = earliest hire_date among current staff (no tie at the
  cut between 5th and 6th);
- leave requests (any status) and leave taken (approved only) are dated by
  start_date; "denied" = status rejected; "gone on unpaid leave" = an
  approved unpaid request; "signed off on time off" = approver_id of a
  request starting in 2025 (all 2025 requests are approved or rejected);
- "their boss today" = employees.manager_id; the reviewer = reviews.reviewer_id;
  the 2024 appraisals = review_year 2024; the company-wide average score of a
  cycle = AVG(rating) over the reviews of that review_year;
- "fired or laid off" = termination_reason involuntary, dated by
  termination_date (staff; no contractor is involuntary);
- the women-to-men ratio counts current staff by gender (Non-binary left out
  of both sides);
- "first half of 2025" = 2025-01-01 to 2025-06-30, "Q4 2024" = 2024-10-01 to
  2024-12-31, "so far in 2025" = 2025-01-01 to the extract (2025-12-31),
  "feb 2023" = 2023-02-01 to 2023-02-28.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (business travel
spend: no travel or expense data anywhere in the workspace) expects route
"stop"; the document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round10.hcl")
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


# 1. sum of a measure that is not the main one, over a half year: starting salaries of Sales hires, H1 2025
h1 = [s for s in salaries if s["change_reason"] == "hire" and inr(s["from"], "2025-01-01", "2025-06-30")
      and emps[s["employee_id"]]["dept"]["department_name"] == "Sales"]
assert all(s["from"] == emps[s["employee_id"]]["hired"] for s in h1)
assert len(h1) == sum(1 for e in emps.values() if e["staff"] and e["dept"]["department_name"] == "Sales"
                      and inr(e["hired"], "2025-01-01", "2025-06-30")), "every staff hire has a hire row"
start_sum = sum(s["usd"] for s in h1)
assert start_sum != sum(float(s["annual_salary"]) for s in h1), "the CAD trap gives another total"
check(start_sum, """
    SELECT SUM(s.annual_salary_usd) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE s.change_reason = 'hire' AND d.department_name = 'Sales'
      AND e.hire_date BETWEEN '2025-01-01' AND '2025-06-30'""")
golden("r10_sales_h1_2025_starting_pay_total",
       "Add up the starting salaries of everyone Sales hired in the first half of 2025 - what's the total in US dollars?",
       r2(start_sum), hint="float", mode="approximate", difficulty="hard",
       tags=["sum", "non-default-metric", "half-year", "salary"])

# 2. top N as a word: average current pay of the five longest-serving current staff
by_tenure = sorted(staff_now, key=lambda e: (e["hired"], e["employee_id"]))
assert by_tenure[4]["hired"] != by_tenure[5]["hired"], "tie at the cut"
assert not any(not e["staff"] and e["left"] is None and e["hired"] <= by_tenure[4]["hired"] for e in emps.values())
pay_now = {s["employee_id"]: s["usd"] for s in current_pay}
five = [e["employee_id"] for e in by_tenure[:5]]
avg5 = sum(pay_now[k] for k in five) / 5
check(avg5, """
    SELECT AVG(x) FROM (SELECT s.annual_salary_usd AS x FROM employees e
                        JOIN salaries s ON s.employee_id = e.employee_id AND s.end_date IS NULL
                        WHERE %s ORDER BY e.hire_date LIMIT 5)""" % STAFF_NOW)
golden("r10_avg_pay_five_longest_serving",
       "whats the average pay of our five longest-serving people who are still here",
       r2(avg5), hint="float", mode="approximate", difficulty="hard", tags=["top-n", "word-number", "salary", "tenure"])

# 3. share where the part has a filter, over a quarter: denied vacation requests / all requests, Q4 2024
q4 = [r for r in leave if inr(r["start"], "2024-10-01", "2024-12-31")]
part = sum(1 for r in q4 if r["leave_type"] == "vacation" and r["status"] == "rejected")
share_q4 = part / len(q4) * 100
assert part > 0 and not any(r["status"] == "pending" for r in q4)
check(share_q4, """
    SELECT 100.0 * SUM(leave_type = 'vacation' AND status = 'rejected') / COUNT(*) FROM leave_requests
    WHERE start_date BETWEEN '2024-10-01' AND '2024-12-31'""")
golden("r10_q4_2024_denied_vacation_share_of_requests",
       "Looking at every time-off request that started in Q4 2024, what percentage were vacation requests that ended up being denied?",
       r2(share_q4), hint="float", mode="approximate", difficulty="medium", tags=["share", "quarter", "leave", "filter"])

# 4. negation over a role: approvers of 2025 requests who rejected none
dec = defaultdict(Counter)
for r in leave:
    if r["start"].year == 2025:
        dec[r["approver_id"]][r["status"]] += 1
assert all(set(c) <= {"approved", "rejected"} for c in dec.values())
never_no = sum(1 for c in dec.values() if c["rejected"] == 0)
assert all(c["approved"] > 0 for c in dec.values() if c["rejected"] == 0)
assert 0 < never_no < len(dec)
check(never_no, """
    SELECT COUNT(*) FROM (SELECT approver_id FROM leave_requests
                          WHERE start_date BETWEEN '2025-01-01' AND '2025-12-31'
                          GROUP BY approver_id HAVING SUM(status = 'rejected') = 0)""")
golden("r10_approvers_2025_never_rejected",
       "of everyone who signed off on time off in 2025, how many never turned a single request down that year",
       never_no, hint="int", mode="exact", difficulty="hard", tags=["negation", "role", "approver", "leave"])

# 5. distinct people, "so far in" a year: people who took (approved) unpaid leave in 2025
unpaid = [r for r in leave if r["leave_type"] == "unpaid" and r["start"].year == 2025]
took = {r["employee_id"] for r in unpaid if r["status"] == "approved"}
assert len(took) != len({r["employee_id"] for r in unpaid}), "rejected requests would change it"
check(len(took), """
    SELECT COUNT(DISTINCT employee_id) FROM leave_requests
    WHERE leave_type = 'unpaid' AND status = 'approved' AND start_date BETWEEN '2025-01-01' AND '2025-12-31'""")
golden("r10_distinct_people_unpaid_leave_2025",
       "how many different people have gone on unpaid leave so far in 2025?",
       len(took), hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "so-far", "leave"])

# 6. roles: 2024 reviews of people still here, written by someone who is not their manager today
r24 = [r for r in reviews if r["review_year"] == "2024" and emps[r["employee_id"]]["left"] is None]
assert len({r["employee_id"] for r in r24}) == len(r24), "one review per person per year"
other = sum(1 for r in r24 if r["reviewer_id"] != emps[r["employee_id"]]["manager_id"])
assert 0 < other < len(r24)
check(other, """
    SELECT COUNT(*) FROM reviews r JOIN employees e ON e.employee_id = r.employee_id
    WHERE r.review_year = 2024 AND e.termination_date IS NULL AND r.reviewer_id <> e.manager_id""")
golden("r10_2024_reviews_not_by_current_manager",
       "For the people who are still with us, how many of their 2024 appraisals were written by somebody who isn't their boss today?",
       other, hint="int", mode="exact", difficulty="hard", tags=["role", "reviewer-vs-manager", "reviews"])

# 7. threshold: current staff paid under 60,000 USD
under = sum(1 for s in current_pay if s["usd"] < 60000)
assert not any(s["usd"] == 60000 for s in current_pay)
assert under != sum(1 for s in current_pay if float(s["annual_salary"]) < 60000), "the CAD trap"
check(under, "SELECT COUNT(*) FROM salaries WHERE end_date IS NULL AND annual_salary_usd < 60000")
golden("r10_current_staff_under_60k",
       "how many folks on the payroll right now make under 60 grand a year (in us dollars)?",
       under, hint="int", mode="exact", difficulty="medium", tags=["threshold", "salary", "current"])

# 8. a month of a year: involuntary leavers in February 2023
feb = sum(1 for e in emps.values() if e["staff"] and e["termination_reason"] == "involuntary"
          and inr(e["left"], "2023-02-01", "2023-02-28"))
assert feb != sum(1 for e in emps.values() if e["staff"] and inr(e["left"], "2023-02-01", "2023-02-28"))
check(feb, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor' AND termination_reason = 'involuntary'
      AND termination_date BETWEEN '2023-02-01' AND '2023-02-28'""")
golden("r10_let_go_feb_2023", "how many people got fired or laid off in feb 2023",
       feb, hint="int", mode="exact", difficulty="easy", tags=["month", "leavers", "involuntary"])


# 9. change between two periods: average rating, 2023 cycle minus 2019 cycle
def avg_rating(y):
    v = [int(r["rating"]) for r in reviews if r["review_year"] == str(y)]
    return sum(v) / len(v)


climb = avg_rating(2023) - avg_rating(2019)
assert climb > 0.1
check(climb, """
    SELECT (SELECT AVG(rating) FROM reviews WHERE review_year = 2023)
         - (SELECT AVG(rating) FROM reviews WHERE review_year = 2019)""")
golden("r10_avg_rating_change_2019_to_2023",
       "By how much did the company-wide average performance score climb between the 2019 review cycle and the 2023 one?",
       r2(climb), hint="float", mode="approximate", difficulty="medium", tags=["difference", "two-periods", "reviews"])

# 10. ratio: women per man among current staff
g = Counter(e["gender"] for e in staff_now)
ratio = g["Female"] / g["Male"]
check(ratio, """
    SELECT 1.0 * SUM(e.gender = 'Female') / SUM(e.gender = 'Male') FROM employees e WHERE %s""" % STAFF_NOW)
golden("r10_women_per_man_current_staff", "For every man on staff today, how many women do we have?",
       r2(ratio), hint="float", mode="approximate", difficulty="medium", tags=["ratio", "gender", "current"])

# 11. document: compensation_policy.md, at least 18 months at a level before a promotion
pr = section(os.path.join(DOCS, "compensation_policy.md"), "Promotions")
months = re.findall(r"at least (\d+) months at their level", pr)
assert months == ["18"], months
golden("r10_doc_months_at_level_before_promotion",
       "How many months does someone have to sit at their current level before they're eligible for a promotion?",
       int(months[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: travel and expense spend are nowhere in the workspace
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    kh = f.read()
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
texts = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS)) + kh.lower()
assert not any(w in heads + texts for w in ("travel", "expense", "trip", "per diem", "mileage"))
golden("r10_unanswerable_sales_travel_spend_2024",
       "What did the sales team spend on business travel in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 10 (hr): not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round10.py",
])
