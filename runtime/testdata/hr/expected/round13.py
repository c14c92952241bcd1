#!/usr/bin/env python3
"""Held-out round 13 for the hr workspace: 12 new questions in the words of
business users, analysts and managers (terse lowercase ones, polite long ones,
one with everyday words the knowledge files do not use: "got the boot"),
written by an independent question writer from data/*.csv, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv with the Python standard library, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3 (a different
path), and the two are asserted equal. The document answer is read from
documents/leave_policy.md (not computed) and checked by asserting the sentence
and table row are in the document.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- staff = employment_type full-time or part-time (contractors are not staff and
  have no salary, review or leave rows); "current" / "right now" / "today" /
  "still with us" = no termination_date (employed at the extract, 2025-12-31);
- department = employees.department_id (today's, or the last one for leavers);
  office = employees.office ("working out of the Austin office");
- leave taken = approved requests, dated by start_date, summing the days
  column; a request "in 2023" is one whose leave starts in 2023; "turned down"
  = status 'rejected' (leave_status value synonym);
- hires = staff hired (hire_date) in the year; "got the boot" = staff whose
  termination_reason is 'involuntary' (fired, let go, dismissed) with a
  termination_date in the year;
- salary / payroll = annual_salary_usd of the salary rows with no end_date
  (today's salary); "over 150k" = annual_salary_usd > 150,000 (nobody is at
  exactly 150,000);
- the 2024 reviews = review_year 2024; "their manager today" =
  employees.manager_id (the manager role), "written by" = reviews.reviewer_id
  (the reviewer role), for employees with no termination_date;
- headcount = staff with no termination_date (metric headcount), by division of
  their department;
- the document question: vacation entitlement for 5 to 9 years of service,
  documents/leave_policy.md, "Vacation entitlement" table.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties at the cut.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
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


GOLDENS = []


def golden(name, question, expect, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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


def doc_says(path, sentence):
    """The document states the sentence (whitespace-insensitive): the check of a
    document answer, which is read from the document, not computed."""
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
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

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "salaries.csv", "reviews.csv", "leave_requests.csv"])

staff_now = [e for e in emps.values() if e["staff"] and e["left"] is None]
current_pay = {s["employee_id"]: float(s["annual_salary_usd"]) for s in salaries if not s["end_date"]}
assert sorted(current_pay) == sorted(e["employee_id"] for e in staff_now), "one open salary row per current staff member"


def dname(eid):
    return emps[eid]["dept"]["department_name"]


def year(d, y):
    return d is not None and d.year == y


# 1. total with two filters: approved sick days, Engineering people in the Austin office, leave starting 2024
sick_eng_aus = sum(r["d"] for r in leave if r["status"] == "approved" and r["leave_type"] == "sick"
                   and year(r["start"], 2024) and dname(r["employee_id"]) == "Engineering"
                   and emps[r["employee_id"]]["office"] == "Austin")
assert sick_eng_aus != sum(r["d"] for r in leave if r["status"] == "approved" and r["leave_type"] == "sick"
                           and year(r["start"], 2024) and dname(r["employee_id"]) == "Engineering"
                           and emps[r["employee_id"]]["dept"]["location"] == "Austin"), "department location gives another total"
check(sick_eng_aus, """
    SELECT SUM(l.days) FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE l.status = 'approved' AND l.leave_type = 'sick' AND l.start_date LIKE '2024-%'
      AND d.department_name = 'Engineering' AND e.office = 'Austin'""")
golden("r13_sick_days_engineering_austin_2024",
       "total sick days taken in 2024 by engineering people working out of the Austin office?",
       sick_eng_aus, hint="int", mode="exact", difficulty="medium", tags=["sum", "two-filters", "leave", "office", "department"])

# 2. distinct count constrained by a fact: employees with a vacation request rejected, leave starting in 2023
rej_vac = {r["employee_id"] for r in leave if r["status"] == "rejected" and r["leave_type"] == "vacation"
           and year(r["start"], 2023)}
n_rej_vac = len(rej_vac)
assert n_rej_vac != sum(1 for r in leave if r["status"] == "rejected" and r["leave_type"] == "vacation"
                        and year(r["start"], 2023)), "counting requests gives another number"
check(n_rej_vac, """
    SELECT COUNT(DISTINCT employee_id) FROM leave_requests
    WHERE status = 'rejected' AND leave_type = 'vacation' AND start_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r13_distinct_people_vacation_turned_down_2023",
       "how many different employees had a vacation request turned down in 2023",
       n_rej_vac, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "leave", "rejected", "year"])

# 3. the Nth: department with the third-most hires (staff) in 2023
hires23 = Counter(dname(e["employee_id"]) for e in emps.values() if e["staff"] and year(e["hired"], 2023))
third_dept = ranked(hires23, 3)[2][0]
check(third_dept, """
    SELECT d.department_name FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.hire_date BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY d.department_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r13_third_most_hires_department_2023",
       "Which department brought on the third most new hires in 2023?",
       third_dept, hint="str", mode="exact", difficulty="medium", tags=["nth", "ranking", "hires", "department", "year"])

# 4. negation: current staff who have never had a leave request rejected (any year)
ever_rejected = {r["employee_id"] for r in leave if r["status"] == "rejected"}
never_rej = sum(1 for e in staff_now if e["employee_id"] not in ever_rejected)
assert never_rej != sum(1 for e in emps.values() if e["left"] is None and e["employee_id"] not in ever_rejected), \
    "counting contractors gives another number"
check(never_rej, """
    SELECT COUNT(*) FROM employees e
    WHERE e.employment_type <> 'contractor' AND e.termination_date IS NULL
      AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.employee_id AND l.status = 'rejected')""")
golden("r13_current_staff_never_rejected_leave",
       "How many of our current staff have never once had a leave request rejected?",
       never_rej, hint="int", mode="exact", difficulty="medium", tags=["negation", "not-exists", "leave", "current"])

# 5. two periods compared: how many fewer staff hired in 2024 than in 2021
hires = Counter(e["hired"].year for e in emps.values() if e["staff"])
fewer = hires[2021] - hires[2024]
assert fewer > 0
assert fewer != (sum(1 for e in emps.values() if year(e["hired"], 2021)) -
                 sum(1 for e in emps.values() if year(e["hired"], 2024))), "counting contractors gives another number"
HIRES_Y = "SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor' AND hire_date BETWEEN ? AND ?"
check(fewer, "SELECT (%s) - (%s)" % (HIRES_Y, HIRES_Y), "2021-01-01", "2021-12-31", "2024-01-01", "2024-12-31")
golden("r13_fewer_hires_2024_than_2021",
       "Hi, could you tell me how many fewer people we hired in 2024 than we did in 2021? Thanks!",
       fewer, hint="int", mode="exact", difficulty="medium", tags=["difference", "two-periods", "hires"])

# 6. share of a total: Engineering's share of today's payroll (USD)
payroll = sum(current_pay.values())
eng_pay = sum(v for k, v in current_pay.items() if dname(k) == "Engineering")
eng_share = eng_pay / payroll * 100
check(eng_share, """
    SELECT 100.0 * SUM(CASE WHEN d.department_name = 'Engineering' THEN s.annual_salary_usd ELSE 0 END)
           / SUM(s.annual_salary_usd)
    FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id WHERE s.end_date IS NULL""")
golden("r13_engineering_share_of_payroll_now",
       "what % of today's payroll goes to engineering?",
       r2(eng_share), hint="float", mode="approximate", difficulty="medium", tags=["share", "payroll", "department", "current"])

# 7. threshold: current staff whose base salary today is over $150,000 (USD)
over150 = sum(1 for v in current_pay.values() if v > 150000)
assert not any(v == 150000 for v in current_pay.values()), "nobody exactly on the threshold"
check(over150, "SELECT COUNT(*) FROM salaries WHERE end_date IS NULL AND annual_salary_usd > 150000")
golden("r13_staff_over_150k_base_now",
       "how many ppl currently make over 150k base (usd)?",
       over150, hint="int", mode="exact", difficulty="easy", tags=["threshold", "salary", "current"])

# 8. role: 2024 reviews of people still employed written by someone other than their manager today
r24_still = [r for r in reviews if r["review_year"] == "2024" and emps[r["employee_id"]]["left"] is None]
not_by_mgr = sum(1 for r in r24_still if r["reviewer_id"] != emps[r["employee_id"]]["manager_id"])
assert 0 < not_by_mgr < len(r24_still)
check(not_by_mgr, """
    SELECT COUNT(*) FROM reviews r JOIN employees e ON e.employee_id = r.employee_id
    WHERE r.review_year = 2024 AND e.termination_date IS NULL AND r.reviewer_id <> e.manager_id""")
golden("r13_2024_reviews_not_by_current_manager",
       "For employees who are still with us, how many of their 2024 performance reviews were written by someone who isn't their manager today?",
       not_by_mgr, hint="int", mode="exact", difficulty="hard", tags=["role", "reviewer", "manager", "reviews", "current"])

# 9. per-entity amount: employees whose approved sick leave starting in 2024 adds up to more than 10 days
sick24 = Counter()
for r in leave:
    if r["status"] == "approved" and r["leave_type"] == "sick" and year(r["start"], 2024):
        sick24[r["employee_id"]] += r["d"]
over10 = sum(1 for v in sick24.values() if v > 10)
assert over10 != sum(1 for v in sick24.values() if v >= 10), "more than vs at least differ: the question says more than"
check(over10, """
    SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests
                          WHERE status = 'approved' AND leave_type = 'sick' AND start_date BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY employee_id HAVING SUM(days) > 10)""")
golden("r13_people_more_than_10_sick_days_2024",
       "How many employees took more than 10 sick days in total during 2024?",
       over10, hint="int", mode="exact", difficulty="medium", tags=["per-entity", "threshold", "leave", "sick", "year"])

# 10. breakdown, one row: headcount today by division, the Commercial row
by_div = Counter(e["dept"]["division"] for e in staff_now)
commercial = by_div["Commercial"]
assert commercial != sum(1 for e in emps.values() if e["left"] is None and e["dept"]["division"] == "Commercial"), \
    "counting contractors gives another number"
check([(k, by_div[k]) for k in sorted(by_div)], """
    SELECT d.division, COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_date IS NULL GROUP BY d.division ORDER BY d.division""")
golden("r13_headcount_by_division_commercial",
       "headcount by division right now - whats the number for commercial",
       commercial, hint="int", mode="exact", difficulty="easy", tags=["breakdown", "headcount", "division", "current"])

# 11. document: vacation days a year at 6 years of service.
# documents/leave_policy.md, "Vacation entitlement": "Vacation is earned by years of service on
# January 1 of each year", table row "| 5 to 9 years | 23 days |". Six years falls in 5 to 9.
doc_says(os.path.join(DOCS, "leave_policy.md"), "Vacation is earned by years of service on January 1 of each year")
doc_says(os.path.join(DOCS, "leave_policy.md"), "| 5 to 9 years | 23 days |")
golden("r13_doc_vacation_days_six_years_service",
       "I've been with the company for 6 years now (full-time) - how many vacation days do I get per year under our leave policy?",
       23, hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "policy", "leave"])

# 12. words the files do not use: "got the boot" = involuntary leavers (staff) in 2024
booted = sum(1 for e in emps.values() if e["staff"] and e["termination_reason"] == "involuntary" and year(e["left"], 2024))
assert booted != sum(1 for e in emps.values() if e["staff"] and year(e["left"], 2024)), "all leavers give another number"
check(booted, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor' AND termination_reason = 'involuntary'
      AND termination_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_got_the_boot_2024",
       "how many people got the boot in 2024?",
       booted, hint="int", mode="exact", difficulty="medium", tags=["plain-words", "leavers", "involuntary", "year"])


HEADER = [
    "# Held-out round 13 (hr): not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round13.py from data/*.csv (Python standard library only, checked again by",
    "# SQL over sqlite3; the document answer from documents/leave_policy.md).",
    "# GENERATED: python3 expected/round13.py",
]

if __name__ == "__main__":
    main(OUT, HEADER)
