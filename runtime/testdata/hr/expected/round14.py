#!/usr/bin/env python3
"""Held-out round 14 for the hr workspace: 35 new questions in the words of HR
business users and managers (terse lowercase ones, long polite ones, everyday
words the knowledge files do not use -- "stretch", "head count", "hand in their
notice and walk out the door", "generous rater", "folks", "sign off", "on the
books", "called in sick", "out sick", "customer care", "new joiners" --
two with typos, and several naming real people from data/employees.csv as
manager, reviewer, approver or employee), written by an independent question
writer from data/*.csv, knowledge.hcl, pipes/*.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with the
Python standard library, then a second time by hand-written SQL over the same
CSV files loaded into sqlite3 (a different path), and the two are asserted
equal. The four document answers are read from documents/*.md (not computed)
and checked by asserting the sentence or table row is in the document. Three
questions ask for data the workspace does not hold and expect route "stop".

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, pipes/workforce.hcl, documents/*.md), for
each word that could be read more than one way:
- staff = employment_type full-time or part-time (rule contractors_are_not_staff);
  "right now" / "today" / "currently" / "on the books" / "still here" = no
  termination_date (employed at the extract, 2025-12-31); headcount = staff with
  no termination_date (metric headcount); headcount at the end of a year = staff
  employed on Dec 31 (rule employed_on_a_day), by today's department_id;
- hires / "new joiners" = staff (not contractors) by hire_date; "hand in their
  notice and walk out the door" = staff leavers with termination_reason
  'voluntary', by termination_date; Q2 2025 = 2025-04-01 to 2025-06-30;
- "engineering headcount now vs the end of 2022" = staff employed on
  2025-12-31 minus staff employed on 2022-12-31 whose (today's) department is
  Engineering (as the headcount_as_of pipe counts it);
- department = employees.department_id; office ("working out of", "in toronto",
  "based in boston" for a person) = employees.office; "departments based in /
  located in X" = departments.location (the department_location dimension),
  which is not the office a person works from;
- salary / pay / payroll = annual_salary_usd of the salary row with no end_date
  (today's salary, rule current_salary_is_open_row), never annual_salary;
  "over 100k" = annual_salary_usd > 100,000 (nobody in Toronto is at exactly
  100,000; the nearest are 99,353 and 100,302);
  "average payroll per department" = the mean over the 13 departments of each
  department's SUM of today's salaries (every department has current staff);
- leave taken / "took" / "days off" = approved requests only, dated by
  start_date, summing the days column (rule leave_taken_is_approved); "sick
  days" = leave_type 'sick'; a request "in 2025" starts in 2025; "approved by X"
  / "X signed off" = leave_requests.approver_id with status 'approved' (the
  approver role); "more than 5 days" = days > 5 (days = 5 requests exist and
  are left out);
- reviews of a year = review_year (rule review_year); "reviewed by X" / "X gave"
  = reviews.reviewer_id (the reviewer role); "reports to X" = employees.manager_id
  for people with no termination_date (the manager role);
- "outstanding" = rating 5; "below 3" = rating 1 or 2; "the most generous
  rater" = highest AVG(rating) per reviewer_id, among reviewers with >= 10
  reviews of review_year 2024 (Liam Green 4.09 over 11, then 4.00; without the
  floor another reviewer wins); "office with the lowest average rating" =
  AVG(rating) of the 2025 reviews grouped by the reviewed employee's office;
- "average salary by gender, non-binary" = AVG of today's annual_salary_usd of
  the staff with gender 'Non-binary'; "excluding the executive office" = all
  current salary rows except those of department Executive Office;
- "customer care" = Customer Support (value synonym); "individual employees
  out sick" = distinct employee_id with an (always approved) sick request
  starting in 2023 (fewer than the requests); "sick days as a share of the
  leave days Engineering took" = approved sick days / all approved days, both
  for Engineering people, leave starting in 2025;
- "Harper Hamilton herself took" = her own requests (employee_id), approved,
  starting in 2024 -- not the requests she approved;
- growth in percent = 100 * (new - old) / old; shares are percentages 0-100.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties
inside the list and at the cut.

Where I was unsure which definition applies (noted in the report too):
- r14_top4_approvers_2025: "approved the most leave requests in 2025" is read
  as requests with status 'approved' by approver_id, leave starting in 2025
  (not requests decided, which includes rejections). Both readings were checked:
  see the assert.
- r14_direct_reports_avery_pereira: "report directly to" counts everyone with
  manager_id = Avery Pereira and no termination_date; the span_of_control
  verified query does not drop contractors, but Avery has no contractor
  reports, so both readings give the same number (asserted).
- r14_helen_reviewees_now_under_katherine: "people Helen Santos reviewed in
  2024" = distinct employees of her 2024 reviews; "report to Katherine King
  now" = manager_id Katherine King and still employed.
- r14_never_below_3_hires_2022: limited to 2022 staff hires with at least one
  review (the question says so), rating never 1 or 2 in any review year.
- r14_engineering_headcount_change_2022_2025: Engineering by today's
  department_id (the headcount_as_of pipe does the same).
- r14_avg_sick_spell_length_2025: a sick "stretch" is read as one sick leave
  request (AVG(days) per request); merging back-to-back requests into one
  spell would give another number.
- r14_average_department_payroll_now: the average of the 13 department payroll
  totals (average applied to the department sums), not the average salary.
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
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
N_GOLDENS = 35


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


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith("r14_"), name
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    assert question not in {g["question"] for g in GOLDENS}, question
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
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    assert sum(g["route"] == "documents" for g in GOLDENS) == 4
    assert sum(g["route"] == "stop" for g in GOLDENS) == 3
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


def doc_says(name, sentence):
    """The document states the sentence (whitespace-insensitive): the check of a
    document answer, which is read from the document, not computed."""
    with open(os.path.join(DOCS, name), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (name, sentence)


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
for r in reviews:
    r["y"], r["r"] = int(r["review_year"]), int(r["rating"])

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "salaries.csv", "reviews.csv", "leave_requests.csv"])

staff_now = [e for e in emps.values() if e["staff"] and e["left"] is None]
current_pay = {s["employee_id"]: float(s["annual_salary_usd"]) for s in salaries if not s["end_date"]}
assert sorted(current_pay) == sorted(e["employee_id"] for e in staff_now), "one open salary row per current staff member"


def dname(eid):
    return emps[eid]["dept"]["department_name"]


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def year(d, y):
    return d is not None and d.year == y


def person(name):
    ids = [k for k, e in emps.items() if e["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


def approved(r, kind=None):
    return r["status"] == "approved" and (kind is None or r["leave_type"] == kind)


def headcount_on(d, pred=lambda e: True):
    return sum(1 for e in emps.values() if e["staff"] and e["hired"] <= d and (e["left"] is None or e["left"] >= d)
               and pred(e))


# ============================================= aggregation words and their objects
# 1. average length of a sick-leave request starting in 2025 (AVG of days per request)
sick25 = [r["d"] for r in leave if approved(r, "sick") and year(r["start"], 2025)]
avg_sick_len = sum(sick25) / len(sick25)
check(avg_sick_len, """
    SELECT AVG(days) FROM leave_requests
    WHERE status = 'approved' AND leave_type = 'sick' AND start_date BETWEEN '2025-01-01' AND '2025-12-31'""")
golden("r14_avg_sick_spell_length_2025",
       "avg length of a sick leave stretch in 2025, in working days",
       r2(avg_sick_len), hint="float", mode="approximate", difficulty="medium",
       tags=["aggregation", "average", "leave", "sick", "plain-words"])

# 2. the most sick days one person took in 2023 (MAX over per-person totals, not the longest request)
sick23 = Counter()
for r in leave:
    if approved(r, "sick") and year(r["start"], 2023):
        sick23[r["employee_id"]] += r["d"]
max_sick23 = max(sick23.values())
assert max_sick23 != max(r["d"] for r in leave if approved(r, "sick") and year(r["start"], 2023)), \
    "the longest single request gives another number"
check(max_sick23, """
    SELECT MAX(t) FROM (SELECT employee_id, SUM(days) AS t FROM leave_requests
                        WHERE status = 'approved' AND leave_type = 'sick' AND start_date LIKE '2023-%'
                        GROUP BY employee_id)""")
golden("r14_max_sick_days_one_person_2023",
       "What's the highest total number of sick days that any single employee took over the whole of 2023?",
       max_sick23, hint="int", mode="exact", difficulty="hard",
       tags=["aggregation", "max-of-sum", "per-entity", "leave", "sick", "year"])

# 3. the average of the department payroll totals today
dept_pay = defaultdict(float)
for k, v in current_pay.items():
    dept_pay[dname(k)] += v
assert len(dept_pay) == len(depts) == 13
avg_dept_pay = sum(dept_pay.values()) / len(dept_pay)
check(avg_dept_pay, """
    SELECT AVG(p) FROM (SELECT d.department_name, SUM(s.annual_salary_usd) AS p
                        FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
                        JOIN departments d ON d.department_id = e.department_id
                        WHERE s.end_date IS NULL GROUP BY d.department_name)""")
golden("r14_average_department_payroll_now",
       "Hello! If you total up today's annual payroll for each of our departments, what does the average department come to in US dollars?",
       r2(avg_dept_pay), hint="float", mode="approximate", difficulty="hard",
       tags=["aggregation", "average-of-sums", "payroll", "department", "current"])

# ============================================= top N and rankings
# 4. top 4 approvers by requests approved, leave starting in 2025
appr25 = Counter(r["approver_id"] for r in leave if approved(r) and year(r["start"], 2025))
top4 = [emps[k]["full_name"] for k, _ in ranked(appr25, 4)]
decided25 = Counter(r["approver_id"] for r in leave if r["status"] in ("approved", "rejected") and year(r["start"], 2025))
assert [emps[k]["full_name"] for k, _ in ranked(decided25, 4, strict=False)] == top4, \
    "counting rejections too gives the same four"
check([(n,) for n in top4], """
    SELECT a.full_name FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id
    WHERE l.status = 'approved' AND l.start_date BETWEEN '2025-01-01' AND '2025-12-31'
    GROUP BY a.employee_id, a.full_name ORDER BY COUNT(*) DESC, a.full_name LIMIT 4""")
golden("r14_top4_approvers_2025",
       "top 4 people by number of leave requests they approved in 2025",
       [{"approver": n} for n in top4], hint="list[{approver:str}]", mode="exact", difficulty="medium",
       tags=["top-n", "ranking", "role", "approver", "leave", "year"])

# 5. which three departments had the most resignations in 2025
quit25 = Counter(dname(k) for k, e in emps.items() if e["staff"] and e["termination_reason"] == "voluntary"
                 and year(e["left"], 2025))
top3_quit = [k for k, _ in ranked(quit25, 3)]
check([(d,) for d in top3_quit], """
    SELECT d.department_name FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_reason = 'voluntary'
      AND e.termination_date BETWEEN '2025-01-01' AND '2025-12-31'
    GROUP BY d.department_name ORDER BY COUNT(*) DESC LIMIT 3""")
golden("r14_three_departments_most_resignations_2025",
       "Which three departments had the most people hand in their notice and walk out the door in 2025?",
       [{"department": d} for d in top3_quit], hint="list[{department:str}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-number", "voluntary-leavers", "department", "year", "plain-words"])

# 6. office with the lowest average rating in the 2025 cycle (office = where the employee works)
rat_off = defaultdict(list)
for r in reviews:
    if r["y"] == 2025:
        rat_off[emps[r["employee_id"]]["office"]].append(r["r"])
avg_off = {k: sum(v) / len(v) for k, v in rat_off.items()}
low_off = ranked(avg_off, 1, reverse=False)[0][0]
check(low_off, """
    SELECT e.office FROM reviews r JOIN employees e ON e.employee_id = r.employee_id
    WHERE r.review_year = 2025 GROUP BY e.office ORDER BY AVG(r.rating) ASC LIMIT 1""")
golden("r14_office_lowest_avg_rating_2025",
       "which office came out with the lowest average performance rating in the 2025 review cycle?",
       low_off, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "average-rating", "office", "reviews", "year"])

# 7. most generous reviewer in 2024 among those who wrote 10 or more reviews
rv24 = defaultdict(list)
for r in reviews:
    if r["y"] == 2024:
        rv24[r["reviewer_id"]].append(r["r"])
gen = {k: sum(v) / len(v) for k, v in rv24.items() if len(v) >= 10}
most_gen = emps[ranked(gen, 1)[0][0]]["full_name"]
assert most_gen != emps[ranked({k: sum(v) / len(v) for k, v in rv24.items()}, 1, strict=False)[0][0]]["full_name"], \
    "without the 10-review floor another reviewer wins"
check(most_gen, """
    SELECT v.full_name FROM reviews r JOIN employees v ON v.employee_id = r.reviewer_id
    WHERE r.review_year = 2024 GROUP BY v.employee_id, v.full_name HAVING COUNT(*) >= 10
    ORDER BY AVG(r.rating) DESC LIMIT 1""")
golden("r14_most_generous_reviewer_2024",
       "Counting only managers who wrote 10 or more reviews in the 2024 cycle, who was the most generous rater, i.e. gave the highest average score?",
       most_gen, hint="str", mode="exact", difficulty="hard",
       tags=["ranking", "role", "reviewer", "average-rating", "having", "year"])

# ============================================= shares
# 8. sick days as a share of Engineering's approved leave days starting in 2025
eng25 = [r for r in leave if approved(r) and year(r["start"], 2025) and dname(r["employee_id"]) == "Engineering"]
eng_sick_share = sum(r["d"] for r in eng25 if r["leave_type"] == "sick") / sum(r["d"] for r in eng25) * 100
check(eng_sick_share, """
    SELECT 100.0 * SUM(CASE WHEN l.leave_type = 'sick' THEN l.days ELSE 0 END) / SUM(l.days)
    FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE l.status = 'approved' AND l.start_date LIKE '2025-%' AND d.department_name = 'Engineering'""")
golden("r14_engineering_sick_share_of_leave_days_2025",
       "What percentage of the leave days Engineering took in 2025 were sick days?",
       r2(eng_sick_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "filter", "leave", "sick", "department", "year"])

# ============================================= distinct people
# 9. distinct employees rated 5 at least twice (any years)
fives = Counter(r["employee_id"] for r in reviews if r["r"] == 5)
twice5 = sum(1 for v in fives.values() if v >= 2)
assert twice5 != len(fives)
check(twice5, """
    SELECT COUNT(*) FROM (SELECT employee_id FROM reviews WHERE rating = 5 GROUP BY employee_id HAVING COUNT(*) >= 2)""")
golden("r14_people_outstanding_twice",
       "how many different people have been rated outstanding at least twice",
       twice5, hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "having", "reviews", "rating"])

# 10. distinct Customer Support employees who took sick leave starting in 2023
cs_sick = {r["employee_id"] for r in leave if approved(r, "sick") and year(r["start"], 2023)
             and dname(r["employee_id"]) == "Customer Support"}
n_cs_sick = len(cs_sick)
assert n_cs_sick != sum(1 for r in leave if approved(r, "sick") and year(r["start"], 2023)
                          and dname(r["employee_id"]) == "Customer Support"), "counting requests gives another number"
check(n_cs_sick, """
    SELECT COUNT(DISTINCT l.employee_id) FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE l.status = 'approved' AND l.leave_type = 'sick' AND l.start_date LIKE '2023-%'
      AND d.department_name = 'Customer Support'""")
golden("r14_customer_care_people_out_sick_2023",
       "How many individual customer care employees were out sick at some point in 2023?",
       n_cs_sick, hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "leave", "sick", "department", "value-synonym", "year", "plain-words"])

# ============================================= negation / exclusion
# 11. current Sales staff who have never taken a sick day
sick_ever = {r["employee_id"] for r in leave if approved(r, "sick")}
sales_never_sick = sum(1 for e in staff_now if dname(e["employee_id"]) == "Sales" and e["employee_id"] not in sick_ever)
check(sales_never_sick, """
    SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_date IS NULL AND d.department_name = 'Sales'
      AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.employee_id
                      AND l.leave_type = 'sick' AND l.status = 'approved')""")
golden("r14_sales_never_called_in_sick",
       "how many of the sales people on the books today have never once called in sick?",
       sales_never_sick, hint="int", mode="exact", difficulty="medium",
       tags=["negation", "not-exists", "leave", "sick", "department", "current", "plain-words"])

# 12. 2022 hires (staff, reviewed at least once) never rated below 3
h22 = {k for k, e in emps.items() if e["staff"] and year(e["hired"], 2022)}
rated = defaultdict(list)
for r in reviews:
    if r["employee_id"] in h22:
        rated[r["employee_id"]].append(r["r"])
never_below3 = sum(1 for v in rated.values() if min(v) >= 3)
assert never_below3 < len(rated) < len(h22)
check(never_below3, """
    SELECT COUNT(*) FROM employees e
    WHERE e.employment_type <> 'contractor' AND e.hire_date LIKE '2022-%'
      AND EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.employee_id)
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.employee_id = e.employee_id AND r.rating < 3)""")
golden("r14_never_below_3_hires_2022",
       "Of the people we hired in 2022 who have had at least one performance review, how many have never been rated below a 3?",
       never_below3, hint="int", mode="exact", difficulty="hard",
       tags=["negation", "never", "reviews", "hires", "cohort"])

# 13. average salary today excluding the Executive Office (typo: "avrage")
ex_exec = [v for k, v in current_pay.items() if dname(k) != "Executive Office"]
avg_ex_exec = sum(ex_exec) / len(ex_exec)
check(avg_ex_exec, """
    SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE s.end_date IS NULL AND d.department_name <> 'Executive Office'""")
golden("r14_avg_salary_excluding_executive_office",
       "whats the avrage salary right now excluding the executive office?",
       r2(avg_ex_exec), hint="float", mode="approximate", difficulty="medium",
       tags=["exclusion", "average-salary", "department", "current", "typo"])

# 14. 2025 hires not working out of Boston
h25_not_bos = sum(1 for e in emps.values() if e["staff"] and year(e["hired"], 2025) and e["office"] != "Boston")
assert h25_not_bos != sum(1 for e in emps.values() if e["staff"] and year(e["hired"], 2025)
                          and e["dept"]["location"] != "Boston"), "department location gives another number"
check(h25_not_bos, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor'
      AND hire_date BETWEEN '2025-01-01' AND '2025-12-31' AND office <> 'Boston'""")
golden("r14_hires_2025_not_in_boston_office",
       "How many of the people we hired in 2025 are not working out of the Boston office?",
       h25_not_bos, hint="int", mode="exact", difficulty="medium",
       tags=["negation", "hires", "office", "year"])

# ============================================= comparisons / thresholds
# 15. Toronto staff today earning over 100k USD
tor_100k = sum(1 for e in staff_now if e["office"] == "Toronto" and current_pay[e["employee_id"]] > 100000)
assert not any(v == 100000 for k, v in current_pay.items() if emps[k]["office"] == "Toronto"), \
    "nobody in Toronto exactly on the threshold"
assert tor_100k != sum(1 for s in salaries if not s["end_date"] and emps[s["employee_id"]]["office"] == "Toronto"
                       and float(s["annual_salary"]) > 100000), "the CAD amount gives another number"
check(tor_100k, """
    SELECT COUNT(*) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.end_date IS NULL AND e.office = 'Toronto' AND s.annual_salary_usd > 100000""")
golden("r14_toronto_over_100k_usd_now",
       "how many folks in toronto make over 100k usd right now",
       tor_100k, hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "salary", "currency", "office", "current"])

# 16. approved vacation requests starting in 2025 longer than 5 working days
vac25_gt5 = sum(1 for r in leave if approved(r, "vacation") and year(r["start"], 2025) and r["d"] > 5)
assert vac25_gt5 != sum(1 for r in leave if approved(r, "vacation") and year(r["start"], 2025) and r["d"] >= 5)
check(vac25_gt5, """
    SELECT COUNT(*) FROM leave_requests WHERE status = 'approved' AND leave_type = 'vacation'
      AND start_date LIKE '2025-%' AND days > 5""")
golden("r14_vacations_more_than_5_days_2025",
       "In 2025, how many approved vacation requests were for more than 5 days?",
       vac25_gt5, hint="int", mode="exact", difficulty="easy",
       tags=["threshold", "leave", "vacation", "year"])

# ============================================= roles (named people)
# 17. manager: people who report directly to Avery Pereira today
avery = person("Avery Pereira")
avery_reports = sum(1 for e in emps.values() if e["manager_id"] == avery and e["left"] is None)
assert avery_reports == sum(1 for e in staff_now if e["manager_id"] == avery), "no contractor reports"
assert avery_reports != sum(1 for e in emps.values() if e["manager_id"] == avery), "leavers give another number"
assert avery_reports != len({r["employee_id"] for r in reviews if r["reviewer_id"] == avery and r["y"] == 2025}), \
    "the people she reviewed in 2025 give another number"
check(avery_reports, """
    SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id
    WHERE m.full_name = 'Avery Pereira' AND e.termination_date IS NULL""")
golden("r14_direct_reports_avery_pereira",
       "How many people report directly to Avery Pereira at the moment?",
       avery_reports, hint="int", mode="exact", difficulty="easy",
       tags=["role", "manager", "named-person", "current"])

# 18. reviewer: average rating Zoey Young gave in the 2024 reviews
zoey = person("Zoey Young")
z24 = [r["r"] for r in reviews if r["reviewer_id"] == zoey and r["y"] == 2024]
z_avg = sum(z24) / len(z24)
z_own = [r["r"] for r in reviews if r["employee_id"] == zoey and r["y"] == 2024]
assert not z_own or z_own[0] != z_avg
check(z_avg, """
    SELECT AVG(r.rating) FROM reviews r JOIN employees v ON v.employee_id = r.reviewer_id
    WHERE v.full_name = 'Zoey Young' AND r.review_year = 2024""")
golden("r14_avg_rating_given_by_zoey_young_2024",
       "What was the average score Zoey Young gave out in the 2024 reviews?",
       r2(z_avg), hint="float", mode="approximate", difficulty="medium",
       tags=["role", "reviewer", "named-person", "average-rating", "year"])

# 19. approver: vacation days Priya Dubois signed off, leave starting in 2025
priya = person("Priya Dubois")
priya_vac = sum(r["d"] for r in leave if approved(r, "vacation") and r["approver_id"] == priya and year(r["start"], 2025))
assert priya_vac != sum(r["d"] for r in leave if approved(r, "vacation") and r["employee_id"] == priya
                        and year(r["start"], 2025)), "her own vacation gives another number"
check(priya_vac, """
    SELECT SUM(l.days) FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id
    WHERE a.full_name = 'Priya Dubois' AND l.status = 'approved' AND l.leave_type = 'vacation'
      AND l.start_date LIKE '2025-%'""")
golden("r14_vacation_days_signed_off_by_priya_dubois_2025",
       "How many days of vacation did Priya Dubois sign off on for time off starting in 2025?",
       priya_vac, hint="int", mode="exact", difficulty="medium",
       tags=["role", "approver", "named-person", "leave", "vacation", "year"])

# 20. reviewer vs manager: people Helen Santos reviewed in 2024 who report to Katherine King now
helen, kath = person("Helen Santos"), person("Katherine King")
hs24 = {r["employee_id"] for r in reviews if r["reviewer_id"] == helen and r["y"] == 2024}
hs_kk = sum(1 for k in hs24 if emps[k]["manager_id"] == kath and emps[k]["left"] is None)
assert 0 < hs_kk < len(hs24)
check(hs_kk, """
    SELECT COUNT(DISTINCT r.employee_id) FROM reviews r
    JOIN employees v ON v.employee_id = r.reviewer_id
    JOIN employees e ON e.employee_id = r.employee_id
    JOIN employees m ON m.employee_id = e.manager_id
    WHERE v.full_name = 'Helen Santos' AND r.review_year = 2024
      AND m.full_name = 'Katherine King' AND e.termination_date IS NULL""")
golden("r14_helen_reviewees_now_under_katherine",
       "Of the people Helen Santos reviewed in 2024, how many now report to Katherine King?",
       hs_kk, hint="int", mode="exact", difficulty="hard",
       tags=["role", "reviewer", "manager", "named-person", "year"])

# 21. employee (not approver): approved leave days Harper Hamilton herself took, starting in 2024
harper = person("Harper Hamilton")
harper_days = sum(r["d"] for r in leave if approved(r) and r["employee_id"] == harper and year(r["start"], 2024))
assert harper_days != sum(r["d"] for r in leave if approved(r) and r["approver_id"] == harper and year(r["start"], 2024))
check(harper_days, """
    SELECT SUM(l.days) FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    WHERE e.full_name = 'Harper Hamilton' AND l.status = 'approved' AND l.start_date LIKE '2024-%'""")
golden("r14_harper_hamilton_own_days_off_2024",
       "how many days off did Harper Hamilton herself take in 2024",
       harper_days, hint="int", mode="exact", difficulty="medium",
       tags=["named-person", "employee", "leave", "year"])

# ============================================= department location vs office
# 22. staff in Denver-based departments who work from another office
den_other = sum(1 for e in staff_now if e["dept"]["location"] == "Denver" and e["office"] != "Denver")
assert den_other > 0
check(den_other, """
    SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_date IS NULL
      AND d.location = 'Denver' AND e.office <> 'Denver'""")
golden("r14_denver_departments_staff_elsewhere",
       "Our Denver-based departments - how many of their current staff actually work from some other office (or remotely)?",
       den_other, hint="int", mode="exact", difficulty="hard",
       tags=["department-location", "office", "headcount", "current"])

# 23. headcount of the departments located in Austin (department location, not office)
aus_dept_hc = sum(1 for e in staff_now if e["dept"]["location"] == "Austin")
assert aus_dept_hc != sum(1 for e in staff_now if e["office"] == "Austin"), "the Austin office gives another number"
check(aus_dept_hc, """
    SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.employment_type <> 'contractor' AND e.termination_date IS NULL AND d.location = 'Austin'""")
golden("r14_headcount_departments_located_in_austin",
       "current head count of the departments located in austin",
       aus_dept_hc, hint="int", mode="exact", difficulty="medium",
       tags=["department-location", "headcount", "current", "plain-words"])

# ============================================= periods
# 24. quarter: staff hires in Q2 2025
q2_hires = sum(1 for e in emps.values() if e["staff"] and inr(e["hired"], "2025-04-01", "2025-06-30"))
check(q2_hires, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor'
      AND hire_date BETWEEN '2025-04-01' AND '2025-06-30'""")
golden("r14_hires_q2_2025",
       "new joiners in Q2 2025?",
       q2_hires, hint="int", mode="exact", difficulty="easy",
       tags=["period", "quarter", "hires"])

# 25. month: approved sick days starting in March 2024
sick_mar24 = sum(r["d"] for r in leave if approved(r, "sick") and inr(r["start"], "2024-03-01", "2024-03-31"))
check(sick_mar24, """
    SELECT SUM(days) FROM leave_requests WHERE status = 'approved' AND leave_type = 'sick'
      AND start_date BETWEEN '2024-03-01' AND '2024-03-31'""")
golden("r14_sick_days_march_2024",
       "sick days in march 2024",
       sick_mar24, hint="int", mode="exact", difficulty="easy",
       tags=["period", "month", "leave", "sick"])

# ============================================= growth between two periods
# 26. % growth of approved vacation days from 2022 to 2024 (by start date)
def vac_days(y):
    return sum(r["d"] for r in leave if approved(r, "vacation") and year(r["start"], y))


vac_growth = (vac_days(2024) - vac_days(2022)) / vac_days(2022) * 100
VAC_Y = "SELECT SUM(days) FROM leave_requests WHERE status = 'approved' AND leave_type = 'vacation' AND start_date LIKE ?"
check(vac_growth, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (VAC_Y, VAC_Y, VAC_Y), "2024-%", "2022-%", "2022-%")
golden("r14_vacation_days_growth_2022_to_2024",
       "By what percentage did the number of vacation days people took grow from 2022 to 2024?",
       r2(vac_growth), hint="float", mode="approximate", difficulty="medium",
       tags=["growth", "two-periods", "leave", "vacation"])

# 27. Engineering headcount change, end of 2022 to end of 2025 (people)
is_eng = lambda e: e["dept"]["department_name"] == "Engineering"
eng_change = headcount_on(dt.date(2025, 12, 31), is_eng) - headcount_on(dt.date(2022, 12, 31), is_eng)
HC_ENG = """SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
            WHERE d.department_name = 'Engineering' AND e.employment_type <> 'contractor'
              AND e.hire_date <= ? AND (e.termination_date IS NULL OR e.termination_date >= ?)"""
check(eng_change, "SELECT (%s) - (%s)" % (HC_ENG, HC_ENG), "2025-12-31", "2025-12-31", "2022-12-31", "2022-12-31")
golden("r14_engineering_headcount_change_2022_2025",
       "how much has engineering headcount grown since the end of 2022 (number of people)?",
       eng_change, hint="int", mode="exact", difficulty="hard",
       tags=["growth", "two-periods", "headcount", "department", "as-of"])

# ============================================= breakdown, one group wanted
# 28. average salary by gender today, the Non-binary row
by_g = defaultdict(list)
for k, v in current_pay.items():
    by_g[emps[k]["gender"]].append(v)
nb_avg = sum(by_g["Non-binary"]) / len(by_g["Non-binary"])
check([(g, sum(v) / len(v)) for g, v in sorted(by_g.items())], """
    SELECT e.gender, AVG(s.annual_salary_usd) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.end_date IS NULL GROUP BY e.gender ORDER BY e.gender""")
golden("r14_avg_salary_by_gender_nonbinary",
       "average salary by gender as of today - I only need the figure for non-binary employees",
       r2(nb_avg), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown", "one-row", "average-salary", "gender", "current"])

# ============================================= documents
# 29. merit raise for a "needs improvement" rating
doc_says("compensation_policy.md", "| 2 Needs improvement | 1% |")
golden("r14_doc_merit_needs_improvement",
       "if someone on my team gets a 'needs improvement' in december, what merit increase (%) do they get in april?",
       1, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "policy", "compensation"])

# 30. number of company holidays (typo: "holidys")
doc_says("leave_policy.md", "The company closes on 6 holidays a year")
golden("r14_doc_company_holidays_per_year",
       "how many company holidys do we get per year?",
       6, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "policy", "leave", "typo"])

# 31. bottom of the L5 band (full-time, Boston)
doc_says("compensation_policy.md", "Base salary bands for a full-time employee in Boston, in USD")
doc_says("compensation_policy.md", "| L5 | 120,000 to 180,000 |")
golden("r14_doc_l5_band_minimum_boston",
       "According to our salary bands, what is the lowest base salary we would pay a full-time team manager (L5) in Boston?",
       120000, hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "compensation", "salary-band"])

# 32. how early parental leave can start
doc_says("leave_policy.md", "can start up to 4 weeks before the expected birth or placement date")
golden("r14_doc_parental_leave_weeks_before_birth",
       "How many weeks before the baby is due can an employee start their parental leave?",
       4, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "policy", "leave", "parental"])

# ============================================= not in the data
golden("r14_unanswerable_sales_commissions_q3_2025",
       "What was the total sales commission paid to the Sales team in Q3 2025?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden("r14_unanswerable_tuition_reimbursement_2024",
       "how many employees used the tuition reimbursement program in 2024",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden("r14_unanswerable_interviews_customer_support_2025",
       "How many candidates did we interview for Customer Support roles in 2025?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])


HEADER = [
    "# Held-out round 14 (hr): not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round14.py from data/*.csv (Python standard library only, checked again by",
    "# SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round14.py",
]

if __name__ == "__main__":
    main(OUT, HEADER)
