#!/usr/bin/env python3
"""Held-out round 16 for the hr workspace: 35 new questions in the words of HR
business users and managers (terse ones, long polite ones, three with typos,
written numbers such as "two", "three", "fifteen", "a thousand", and everyday
words the knowledge files do not use -- "signed off", "turned down", "length of
service", "on the books", "personally", "stretch"), written by an independent
question writer from data/*.csv, knowledge.hcl, pipes/*.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with plain
Python loops, then a second time by hand-written SQL over the same CSV files
loaded into sqlite3 (a different path), and the two are asserted equal. The two
document answers are read from documents/*.md (not computed) and checked by
asserting the sentence is in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, pipes/workforce.hcl, documents/*.md):
- staff = employment_type full-time or part-time; contractors are left out of
  headcount, hires and leavers (rule contractors_are_not_staff) and are
  counted with the active_contractors metric (contractor, no termination_date);
  "today" / "right now" / "currently" = no termination_date (employed at the
  extract, 2025-12-31); headcount = staff with no termination_date;
- hires = staff by hire_date; leavers = staff by termination_date (voluntary,
  involuntary, retirement; never 'contract end'); "resignations" =
  termination_reason 'voluntary' (metric voluntary_leavers);
- department / division / office / job level / manager = today's values of
  employees (for leavers, the last ones); "reports to" / "direct reports" /
  "team" = employees.manager_id (manager role); a review's writer =
  reviews.reviewer_id (reviewer role); who signed off, approved, rejected or
  "turned down" leave = leave_requests.approver_id (approver role; sick leave
  is recorded by the manager at the time, as approver_id); the CEO = job_level
  L7 (the only one, never left);
- salary / pay / payroll / "salary bill" = annual_salary_usd of the row in
  force: today = the row with no end_date (rule current_salary_is_open_row);
  on a past day D = effective_date <= D and (end_date empty or >= D);
  payroll = SUM, average salary = AVG, never annual_salary (CAD in Toronto);
- merit raises and promotions = salary rows with change_reason 'merit' /
  'promotion', dated by effective_date (every merit row takes effect on
  April 1, asserted); salary history starts on 2019-01-01;
- leave taken / "took" / leave days = approved requests, dated by start_date,
  summing days (rule leave_taken_is_approved); leave requests / absences =
  rows of any status (metric leave_requests); a request "rejected in
  November" belongs to the month its leave starts (the data has no decision
  date); sick days = leave_type 'sick';
- reviews of a year = review_year (rule review_year);
- length of service (tenure) today = days from hire_date to 2025-12-31;
- Hn / Qn are calendar halves / quarters, dates inclusive;
- growth in percent = 100 * (later - earlier) / earlier; shares are
  percentages 0-100.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties
inside the list and at the cut (ranked). List answers use mode "contains".

Where a question could be read two ways, the reading used (and why the other
is excluded or gives the same number):
- r16_female_share_engineering_headcount: "headcount" leaves contractors out;
  counting Engineering's contractors gives another share (asserted).
- r16_part_time_share_hires_2022: contractors are not hires; putting 2022
  contractors in the denominator gives another share (asserted).
- r16_depts_over_thousand_leave_days_2024: "took" = approved; counting every
  request's days gives another number (asserted).
- r16_it_leavers_2024_all_reasons: the question lists the reasons (resigned,
  let go, retired), so contract ends are out (they are not leavers anyway);
  voluntary only or contract ends included give other numbers (asserted).
- r16_marketing_contractors_now: contractors, not headcount (asserted
  different).
- r16_manager_team_most_sick_days_2024: the team is who reports to the manager
  today; grouping by who recorded (approved) the sick leave names someone else
  (asserted).
- r16_reports_to_toronto_managers: "staff" leaves contractors out; counting
  the contractors too gives another number (asserted).
- r16_top_rejecter_2021: the approver who rejected; the CEO (Andre Dubois)
  decides his department heads' leave.
- r16_smallest_department_excl_exec: contractors in or out give the same
  department (asserted).
- r16_service_over_fifteen_years: nobody still employed was hired within a day
  of the 15-year mark (2010-12-31), so "more than" / "at least" agree
  (asserted).
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
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
N_GOLDENS = 35


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    return 100.0 * (b - a) / a


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert name.startswith("r16_"), name
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert question not in {g["question"] for g in GOLDENS}, question
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list) and expect, "contains takes lists only: " + name
    if isinstance(expect, float):
        assert mode == "approximate", "floats are compared approximately: " + name
    if route == "documents":
        assert mode == "exact" and isinstance(expect, (int, str)), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" else None))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and all(not isinstance(x, dict) for x in v):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { %s }," % ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()), file=out)
            print("  ]", file=out)
        else:
            print("  expect      = %s" % hcl(e), file=out)
        print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def balanced(text):
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            assert depth >= 0, "unbalanced"
    return depth == 0 and not in_str


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


def sql1(sql, *params):
    return DB.execute(sql, params).fetchone()[0]


def doc_says(name, sentence):
    with open(os.path.join(DOCS, name), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (name, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
def day(s):
    return dt.date.fromisoformat(s) if s else None


depts = {d["department_id"]: d for d in load("departments.csv")}
emps = {e["employee_id"]: e for e in load("employees.csv")}
salaries = load("salaries.csv")
reviews = load("reviews.csv")
leave = load("leave_requests.csv")
for e in emps.values():
    e["hired"], e["left"] = day(e["hire_date"]), day(e["termination_date"])
    e["dname"] = depts[e["department_id"]]["department_name"]
    e["div"] = depts[e["department_id"]]["division"]
    e["staff"] = e["employment_type"] != "contractor"
for s in salaries:
    s["eff"], s["end"], s["usd"] = day(s["effective_date"]), day(s["end_date"]), float(s["annual_salary_usd"])
for r in reviews:
    r["y"], r["r"] = int(r["review_year"]), int(r["rating"])
for r in leave:
    r["start"], r["d"] = day(r["start_date"]), int(r["days"])
assert len({e["full_name"] for e in emps.values()}) == len(emps), "names are unique"

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "salaries.csv", "reviews.csv", "leave_requests.csv"])

staff = [e for e in emps.values() if e["staff"]]
staff_now = [e for e in staff if e["left"] is None]
current_pay = {s["employee_id"]: s["usd"] for s in salaries if s["end"] is None}
assert sorted(current_pay) == sorted(e["employee_id"] for e in staff_now), "one open salary row per current staff member"
assert all((s["eff"].month, s["eff"].day) == (4, 1) for s in salaries if s["change_reason"] == "merit")
ceos = [e for e in emps.values() if e["job_level"] == "L7"]
assert len(ceos) == 1 and ceos[0]["left"] is None
CEO = ceos[0]
EXTRACT = dt.date(2025, 12, 31)


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def taken(kind=None):
    return [r for r in leave if r["status"] == "approved" and (kind is None or r["leave_type"] == kind)]


Y = {y: ("%d-01-01" % y, "%d-12-31" % y) for y in range(2019, 2026)}
H1_25 = ("2025-01-01", "2025-06-30")
Q1_24, Q1_25 = ("2024-01-01", "2024-03-31"), ("2025-01-01", "2025-03-31")
Q2_23 = ("2023-04-01", "2023-06-30")
NOV_24 = ("2024-11-01", "2024-11-30")
APR_24 = ("2024-04-01", "2024-04-30")

STAFF = "employment_type <> 'contractor'"
NOW = "termination_date IS NULL AND employment_type <> 'contractor'"
NOW_E = "e.termination_date IS NULL AND e.employment_type <> 'contractor'"
STAFF_E = "e.employment_type <> 'contractor'"


def between(col, p):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


# ============================================================ written / numeric limits
# 1. the two reviewers who handed out the most 5 ratings in the 2022 cycle
cnt = Counter(emps[r["reviewer_id"]]["full_name"] for r in reviews if r["y"] == 2022 and r["r"] == 5)
top = ranked(cnt, 2)
check(top, """SELECT v.full_name, COUNT(*) n FROM reviews r JOIN employees v ON v.employee_id = r.reviewer_id
              WHERE r.review_year = 2022 AND r.rating = 5 GROUP BY v.employee_id ORDER BY n DESC, v.full_name LIMIT 2""")
golden("r16_top2_outstanding_raters_2022",
       "In the 2022 review cycle, which two reviewers gave out the most 'outstanding' ratings? Include how many each.",
       [{"reviewer": k, "outstanding_ratings": n} for k, n in top], "list[{reviewer:str, outstanding_ratings:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "role", "reviewer", "rating", "year"])

# 2. three departments with the most rejected leave requests starting in 2024
cnt = Counter(emps[r["employee_id"]]["dname"] for r in leave if r["status"] == "rejected" and inr(r["start"], *Y[2024]))
top = ranked(cnt, 3)
check(top, """SELECT d.department_name, COUNT(*) n FROM leave_requests l JOIN employees e USING (employee_id)
              JOIN departments d USING (department_id)
              WHERE l.status = 'rejected' AND """ + between("l.start_date", Y[2024])
      + " GROUP BY d.department_name ORDER BY n DESC, d.department_name LIMIT 3")
golden("r16_top3_depts_rejected_requests_2024",
       "top three departments by number of time-off requests turned down in 2024",
       [{"department": k, "rejected_requests": n} for k, n in top], "list[{department:str, rejected_requests:int}]",
       mode="contains", tags=["top-n", "written-limit", "leave-requests", "rejected", "department", "year"])

# 3. the three offices with the lowest average current salary for full-time L2 staff
acc = defaultdict(list)
for e in staff_now:
    if e["job_level"] == "L2" and e["employment_type"] == "full-time":
        acc[e["office"]].append(current_pay[e["employee_id"]])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
bot = ranked(avg, 3, reverse=False)
check(bot, """SELECT e.office, AVG(s.annual_salary_usd) a FROM salaries s JOIN employees e USING (employee_id)
              WHERE s.end_date IS NULL AND e.job_level = 'L2' AND e.employment_type = 'full-time'
              GROUP BY e.office ORDER BY a ASC LIMIT 3""")
golden("r16_bottom3_offices_l2_full_time_pay",
       "Which three offices pay their full-time level 2 people the least on average right now? Lowest first.",
       [{"office": k} for k, _ in bot], "list[{office:str}]",
       mode="contains", difficulty="medium", tags=["bottom-n", "written-limit", "average-salary", "office", "job-level"])

# ============================================================ ranking by a named measure
# 4. the two departments whose current staff have the longest average length of service
acc = defaultdict(list)
for e in staff_now:
    acc[e["dname"]].append((EXTRACT - e["hired"]).days)
avg = {k: sum(x) / len(x) for k, x in acc.items()}
top = ranked(avg, 2)
by_hc = ranked(Counter(e["dname"] for e in staff_now), 2)
assert [k for k, _ in by_hc] != [k for k, _ in top], "the headcount ranking names other departments"
check([(k,) for k, _ in top], """SELECT d.department_name FROM employees e JOIN departments d USING (department_id)
              WHERE """ + NOW_E + """ GROUP BY d.department_name
              ORDER BY AVG(julianday('2025-12-31') - julianday(e.hire_date)) DESC LIMIT 2""")
golden("r16_top2_depts_length_of_service",
       "Which 2 departments have the longest average length of service among the people currently on staff?",
       [{"department": k} for k, _ in top], "list[{department:str}]", mode="contains",
       difficulty="medium", tags=["ranking", "tenure", "department", "numeric-limit"])

# 5. division with the lowest average current salary for women
acc = defaultdict(list)
for e in staff_now:
    if e["gender"] == "Female":
        acc[e["div"]].append(current_pay[e["employee_id"]])
v = ranked({k: sum(x) / len(x) for k, x in acc.items()}, 1, reverse=False)[0][0]
check(v, """SELECT d.division FROM salaries s JOIN employees e USING (employee_id) JOIN departments d USING (department_id)
            WHERE s.end_date IS NULL AND e.gender = 'Female' GROUP BY d.division
            ORDER BY AVG(s.annual_salary_usd) ASC LIMIT 1""")
golden("r16_division_lowest_pay_women",
       "Looking only at women, which division has the lowest average salary today?",
       v, "str", tags=["ranking", "average-salary", "gender", "division"])

# ============================================================ share of total
# 6. female share of today's Engineering headcount
eng = [e for e in staff_now if e["dname"] == "Engineering"]
v = 100.0 * sum(1 for e in eng if e["gender"] == "Female") / len(eng)
eng_all = [e for e in emps.values() if e["left"] is None and e["dname"] == "Engineering"]
assert r2(v) != r2(100.0 * sum(1 for e in eng_all if e["gender"] == "Female") / len(eng_all)), "contractors change it"
check(v, """SELECT 100.0 * SUM(e.gender = 'Female') / COUNT(*) FROM employees e JOIN departments d USING (department_id)
            WHERE d.department_name = 'Engineering' AND """ + NOW_E)
golden("r16_female_share_engineering_headcount",
       "What share of Engineering's current headcount is female, in percent?",
       r2(v), "float", mode="approximate", tags=["share", "headcount", "gender", "department"])

# 7. part-time share of 2022 hires
h22 = [e for e in staff if inr(e["hired"], *Y[2022])]
v = 100.0 * sum(1 for e in h22 if e["employment_type"] == "part-time") / len(h22)
c22 = sum(1 for e in emps.values() if not e["staff"] and inr(e["hired"], *Y[2022]))
assert c22 > 0 and r2(v) != r2(100.0 * sum(1 for e in h22 if e["employment_type"] == "part-time") / (len(h22) + c22))
check(v, "SELECT 100.0 * SUM(employment_type = 'part-time') / COUNT(*) FROM employees WHERE " + STAFF
      + " AND " + between("hire_date", Y[2022]))
golden("r16_part_time_share_hires_2022",
       "what percentage of the people we hired in 2022 were part-timers?",
       r2(v), "float", mode="approximate", tags=["share", "hires", "employment-type", "year"])

# 8. Manufacturing's share of the leave days taken in H1 2025
h1 = [r for r in taken() if inr(r["start"], *H1_25)]
v = 100.0 * sum(r["d"] for r in h1 if emps[r["employee_id"]]["dname"] == "Manufacturing") / sum(r["d"] for r in h1)
check(v, """SELECT 100.0 * SUM(CASE WHEN d.department_name = 'Manufacturing' THEN l.days ELSE 0 END) / SUM(l.days)
            FROM leave_requests l JOIN employees e USING (employee_id) JOIN departments d USING (department_id)
            WHERE l.status = 'approved' AND """ + between("l.start_date", H1_25))
golden("r16_manufacturing_share_leave_days_h1_2025",
       "Of all the leave days people took in the first half of 2025, what percentage were taken by the production team?",
       r2(v), "float", mode="approximate", tags=["share", "leave-days", "department", "half-year"])

# ============================================================ distinct counts with facts
# 9. distinct people who signed off sick leave starting in Q1 2024 (approver role)
v = len({r["approver_id"] for r in leave if r["leave_type"] == "sick" and inr(r["start"], *Q1_24)})
check(v, "SELECT COUNT(DISTINCT approver_id) FROM leave_requests WHERE leave_type = 'sick' AND " + between("start_date", Q1_24))
golden("r16_distinct_sick_signoffs_q1_2024",
       "How many different people signed off on sick leave that started in Q1 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "role", "approver", "sick-leave", "quarter"])

# 10. distinct Sales employees with a merit raise in April 2024 (typo "employes")
v = len({s["employee_id"] for s in salaries if s["change_reason"] == "merit" and inr(s["eff"], *APR_24)
         and emps[s["employee_id"]]["dname"] == "Sales"})
check(v, """SELECT COUNT(DISTINCT s.employee_id) FROM salaries s JOIN employees e USING (employee_id)
            JOIN departments d USING (department_id)
            WHERE s.change_reason = 'merit' AND d.department_name = 'Sales' AND """ + between("s.effective_date", APR_24))
golden("r16_sales_merit_raises_apr_2024",
       "how many different sales employes got a merit raise in april 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "typo", "merit", "department", "month"])

# ============================================================ negation / exclusion
# 11. average current salary of L3 people, remote workers left out
x = [current_pay[e["employee_id"]] for e in staff_now if e["job_level"] == "L3" and e["office"] != "Remote"]
v = sum(x) / len(x)
check(v, """SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN employees e USING (employee_id)
            WHERE s.end_date IS NULL AND e.job_level = 'L3' AND e.office <> 'Remote'""")
golden("r16_avg_pay_l3_excluding_remote",
       "Leaving out the remote workers, what's the average salary of our L3 people today, in US dollars?",
       r2(v), "float", mode="approximate", tags=["exclusion", "average-salary", "job-level", "office"])

# 12. smallest department by current headcount, the Executive Office left out
hc = Counter(e["dname"] for e in staff_now if e["dname"] != "Executive Office")
v = ranked(hc, 1, reverse=False)[0][0]
assert v == ranked(Counter(e["dname"] for e in emps.values() if e["left"] is None and e["dname"] != "Executive Office"),
                   1, reverse=False)[0][0], "contractors in or out give the same department"
check(v, """SELECT d.department_name FROM employees e JOIN departments d USING (department_id)
            WHERE """ + NOW_E + """ AND d.department_name <> 'Executive Office'
            GROUP BY d.department_name ORDER BY COUNT(*) ASC LIMIT 1""")
golden("r16_smallest_department_excl_exec",
       "Apart from the Executive Office, which department has the fewest people on staff right now?",
       v, "str", tags=["exclusion", "ranking", "headcount", "department"])

# 13. current staff whose manager sits in another department
v = sum(1 for e in staff_now if e["manager_id"] and emps[e["manager_id"]]["department_id"] != e["department_id"])
check(v, """SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id
            WHERE """ + NOW_E + " AND m.department_id <> e.department_id")
golden("r16_reports_to_manager_outside_own_dept",
       "How many current staff report to a manager who is not in their own department?",
       v, "int", difficulty="medium", tags=["negation", "role", "manager", "department"])

# ============================================================ comparisons
# 14. current staff with more than fifteen years of service at 2025-12-31
mark = dt.date(2010, 12, 31)
assert not any(abs((e["hired"] - mark).days) <= 1 for e in staff_now), "nobody sits on the 15-year mark"
v = sum(1 for e in staff_now if e["hired"] < mark)
check(v, "SELECT COUNT(*) FROM employees WHERE " + NOW + " AND hire_date < '2010-12-31'")
golden("r16_service_over_fifteen_years",
       "How many people currently on staff have been with the company for more than fifteen years?",
       v, "int", tags=["comparison", "tenure", "headcount"])

# 15. departments with more than a thousand leave days taken in 2024
days = defaultdict(int)
alld = defaultdict(int)
for r in leave:
    if inr(r["start"], *Y[2024]):
        alld[emps[r["employee_id"]]["dname"]] += r["d"]
        if r["status"] == "approved":
            days[emps[r["employee_id"]]["dname"]] += r["d"]
v = sum(1 for n in days.values() if n > 1000)
assert v == sum(1 for n in days.values() if n >= 1000)
assert v != sum(1 for n in alld.values() if n > 1000), "counting every request gives another number"
check(v, """SELECT COUNT(*) FROM (SELECT d.department_name FROM leave_requests l JOIN employees e USING (employee_id)
            JOIN departments d USING (department_id) WHERE l.status = 'approved' AND """ + between("l.start_date", Y[2024])
      + " GROUP BY d.department_name HAVING SUM(l.days) > 1000)")
golden("r16_depts_over_thousand_leave_days_2024",
       "How many departments took more than a thousand days of leave in 2024?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "leave-days", "department", "year"])

# 16. employees with more than three rejected leave requests, all years
cnt = Counter(r["employee_id"] for r in leave if r["status"] == "rejected")
v = sum(1 for n in cnt.values() if n > 3)
assert v != sum(1 for n in cnt.values() if n >= 3)
check(v, "SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests WHERE status = 'rejected' GROUP BY employee_id HAVING COUNT(*) > 3)")
golden("r16_more_than_three_rejections",
       "Across all the years we have, how many employees have had more than three leave requests rejected?",
       v, "int", tags=["comparison", "per-entity", "rejected", "all-time"])

# ============================================================ roles
# 17. who rejected the most leave requests starting in 2021 (approver)
cnt = Counter(emps[r["approver_id"]]["full_name"] for r in leave if r["status"] == "rejected" and inr(r["start"], *Y[2021]))
v = ranked(cnt, 1)[0][0]
check(v, """SELECT a.full_name FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id
            WHERE l.status = 'rejected' AND """ + between("l.start_date", Y[2021]) + """
            GROUP BY a.employee_id ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r16_top_rejecter_2021",
       "Who turned down the most time-off requests for leave starting in 2021?",
       v, "str", difficulty="medium", tags=["role", "approver", "rejected", "ranking", "year"])

# 18. current staff reporting to a manager who works out of Toronto
v = sum(1 for e in staff_now if e["manager_id"] and emps[e["manager_id"]]["office"] == "Toronto")
assert v != sum(1 for e in emps.values() if e["left"] is None and e["manager_id"] and emps[e["manager_id"]]["office"] == "Toronto")
assert v != sum(1 for e in staff_now if e["office"] == "Toronto"), "the employee's own office gives another number"
check(v, """SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id
            WHERE """ + NOW_E + " AND m.office = 'Toronto'")
golden("r16_reports_to_toronto_managers",
       "How many current staff report to a manager who works out of our Toronto office (wherever they work themselves)?",
       v, "int", difficulty="medium", tags=["role", "manager", "office"])

# 19. reviews the CEO wrote in the 2024 cycle
v = sum(1 for r in reviews if r["y"] == 2024 and r["reviewer_id"] == CEO["employee_id"])
check(v, """SELECT COUNT(*) FROM reviews r JOIN employees v ON v.employee_id = r.reviewer_id
            WHERE r.review_year = 2024 AND v.job_level = 'L7'""")
golden("r16_ceo_reviews_2024",
       "how many performance reviews did our CEO personally write in the 2024 cycle?",
       v, "int", tags=["role", "reviewer", "ceo", "year"])

# 20. manager whose current direct reports took the most sick days in 2024
cnt = defaultdict(int)
by_approver = defaultdict(int)
for r in taken("sick"):
    if inr(r["start"], *Y[2024]):
        e = emps[r["employee_id"]]
        by_approver[emps[r["approver_id"]]["full_name"]] += r["d"]
        if e["left"] is None:
            cnt[emps[e["manager_id"]]["full_name"]] += r["d"]
v = ranked(cnt, 1)[0][0]
assert ranked(by_approver, 1)[0][0] != v, "the approver reading names someone else"
check(v, """SELECT m.full_name FROM leave_requests l JOIN employees e USING (employee_id)
            JOIN employees m ON m.employee_id = e.manager_id
            WHERE l.leave_type = 'sick' AND l.status = 'approved' AND e.termination_date IS NULL AND """
      + between("l.start_date", Y[2024]) + " GROUP BY m.employee_id ORDER BY SUM(l.days) DESC LIMIT 1")
golden("r16_manager_team_most_sick_days_2024",
       "Which manager's current direct reports took the most sick days between them in 2024?",
       v, "str", difficulty="hard", tags=["role", "manager", "sick-leave", "ranking", "year"])

# ============================================================ close metrics
# 21. IT leavers in 2024, every reason but contract end
it = [e for e in emps.values() if e["dname"] == "IT" and inr(e["left"], *Y[2024])]
v = sum(1 for e in it if e["staff"])
assert v != sum(1 for e in it if e["staff"] and e["termination_reason"] == "voluntary") and v != len(it)
assert all(e["termination_reason"] in ("voluntary", "involuntary", "retirement") for e in it if e["staff"])
check(v, """SELECT COUNT(*) FROM employees e JOIN departments d USING (department_id)
            WHERE d.department_name = 'IT' AND """ + STAFF_E + " AND " + between("e.termination_date", Y[2024]))
golden("r16_it_leavers_2024_all_reasons",
       "How many IT employees left us in 2024, whatever the reason (resigned, let go or retired)?",
       v, "int", tags=["close-metrics", "leavers", "department", "year"])

# 22. contractors working in Marketing today (not headcount)
v = sum(1 for e in emps.values() if not e["staff"] and e["left"] is None and e["dname"] == "Marketing")
assert v != sum(1 for e in staff_now if e["dname"] == "Marketing")
check(v, """SELECT COUNT(*) FROM employees e JOIN departments d USING (department_id)
            WHERE d.department_name = 'Marketing' AND e.employment_type = 'contractor' AND e.termination_date IS NULL""")
golden("r16_marketing_contractors_now",
       "How many contractors are working in Marketing at the moment?",
       v, "int", tags=["close-metrics", "contractors", "department"])

# 23. number of sick absences (requests, not days) starting in 2023
s23 = [r for r in leave if r["leave_type"] == "sick" and inr(r["start"], *Y[2023])]
v = len(s23)
assert v != sum(r["d"] for r in s23)
check(v, "SELECT COUNT(*) FROM leave_requests WHERE leave_type = 'sick' AND " + between("start_date", Y[2023]))
golden("r16_sick_absences_2023",
       "How many separate sick absences were logged in 2023? I mean the number of absences, not the number of days.",
       v, "int", tags=["close-metrics", "leave-requests", "sick-leave", "year"])

# ============================================================ named periods, quarters, halves, months
# 24. parental leave days taken, Q2 2023
v = sum(r["d"] for r in taken("parental") if inr(r["start"], *Q2_23))
check(v, "SELECT SUM(days) FROM leave_requests WHERE leave_type = 'parental' AND status = 'approved' AND "
      + between("start_date", Q2_23))
golden("r16_parental_days_q2_2023",
       "parental leave days taken in Q2 2023?",
       v, "int", tags=["quarter", "leave-days", "parental"])

# 25. rejected requests for leave starting in November 2024 (typo "novmber")
v = sum(1 for r in leave if r["status"] == "rejected" and inr(r["start"], *NOV_24))
check(v, "SELECT COUNT(*) FROM leave_requests WHERE status = 'rejected' AND " + between("start_date", NOV_24))
golden("r16_rejected_requests_nov_2024",
       "how many leave requests got rejected for time off starting in novmber 2024",
       v, "int", tags=["month", "typo", "leave-requests", "rejected"])

# ============================================================ growth
# 26. resignations, 2023 -> 2025
def vol(p):
    return sum(1 for e in staff if inr(e["left"], *p) and e["termination_reason"] == "voluntary")
a, b = vol(Y[2023]), vol(Y[2025])
v = pct_change(a, b)
sv = "(SELECT COUNT(*) FROM employees WHERE " + STAFF + " AND termination_reason = 'voluntary' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sv % between("termination_date", Y[2025]), sv % between("termination_date", Y[2023]),
                                            sv % between("termination_date", Y[2023])))
golden("r16_resignations_change_2023_2025",
       "What was the percentage change in resignations from 2023 to 2025?",
       r2(v), "float", mode="approximate", tags=["growth", "voluntary-leavers", "year"])

# 27. Engineering average salary in force, 2021-12-31 -> today
def eng_avg_on(d):
    dd = dt.date.fromisoformat(d)
    x = [s["usd"] for s in salaries if emps[s["employee_id"]]["dname"] == "Engineering"
         and s["eff"] <= dd and (s["end"] is None or s["end"] >= dd)]
    return sum(x) / len(x)
assert not any(e["left"] == dt.date(2021, 12, 31) for e in staff)
v = pct_change(eng_avg_on("2021-12-31"), eng_avg_on("2025-12-31"))
assert abs(eng_avg_on("2025-12-31") - sum(current_pay[e["employee_id"]] for e in eng) / len(eng)) < 1e-6


def eng_avg_employed_on(d):
    """The headcount_as_of pipe's reading: staff employed on the day, their salary in force that day."""
    dd = dt.date.fromisoformat(d)
    x = [s["usd"] for s in salaries if emps[s["employee_id"]]["dname"] == "Engineering"
         and emps[s["employee_id"]]["hired"] <= dd and (emps[s["employee_id"]]["left"] is None or emps[s["employee_id"]]["left"] >= dd)
         and s["eff"] <= dd and (s["end"] is None or s["end"] >= dd)]
    return sum(x) / len(x)
for d in ("2021-12-31", "2025-12-31"):
    assert abs(eng_avg_on(d) - eng_avg_employed_on(d)) < 1e-6, "the pipe's reading gives the same average"
se = """(SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN employees e USING (employee_id)
         JOIN departments d USING (department_id) WHERE d.department_name = 'Engineering'
         AND s.effective_date <= '%s' AND (s.end_date IS NULL OR s.end_date >= '%s'))"""
check(v, "SELECT 100.0 * (%s - %s) / %s" % (se % ("2025-12-31", "2025-12-31"), se % ("2021-12-31", "2021-12-31"),
                                            se % ("2021-12-31", "2021-12-31")))
golden("r16_engineering_avg_salary_growth_2021_now",
       "By what percent has Engineering's average salary gone up since the end of 2021?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["growth", "average-salary", "salary-as-of", "department"])

# 28. parental leave days taken, Q1 2024 -> Q1 2025
def par(p):
    return sum(r["d"] for r in taken("parental") if inr(r["start"], *p))
v = pct_change(par(Q1_24), par(Q1_25))
sp = "(SELECT SUM(days) FROM leave_requests WHERE leave_type = 'parental' AND status = 'approved' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sp % between("start_date", Q1_25), sp % between("start_date", Q1_24),
                                            sp % between("start_date", Q1_24)))
golden("r16_parental_days_growth_q1",
       "Parental leave days taken in Q1 2025 versus Q1 2024: what's the % growth?",
       r2(v), "float", mode="approximate", tags=["growth", "leave-days", "parental", "quarter"])

# ============================================================ never / always
# 29. 2024 leavers who never took a sick day in the records
sick_takers = {r["employee_id"] for r in taken("sick")}
l24 = [e for e in staff if inr(e["left"], *Y[2024])]
v = sum(1 for e in l24 if e["employee_id"] not in sick_takers)
check(v, """SELECT COUNT(*) FROM employees e WHERE """ + STAFF_E + " AND " + between("e.termination_date", Y[2024]) + """
            AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.employee_id
                            AND l.leave_type = 'sick' AND l.status = 'approved')""")
golden("r16_2024_leavers_never_sick",
       "Of the people who left the company in 2024, how many never took a single sick day in the records we have?",
       v, "int", difficulty="hard", tags=["never", "negation", "leavers", "sick-leave", "year"])

# 30. current L1-L4 staff hired before 2019 never promoted since 2019 (typo "promotted")
promoted = {s["employee_id"] for s in salaries if s["change_reason"] == "promotion"}
ic = [e for e in staff_now if e["job_level"] in ("L1", "L2", "L3", "L4") and e["hired"] < dt.date(2019, 1, 1)]
v = sum(1 for e in ic if e["employee_id"] not in promoted)
check(v, """SELECT COUNT(*) FROM employees e WHERE """ + NOW_E + """ AND e.job_level IN ('L1','L2','L3','L4')
            AND e.hire_date < '2019-01-01'
            AND NOT EXISTS (SELECT 1 FROM salaries s WHERE s.employee_id = e.employee_id AND s.change_reason = 'promotion')""")
golden("r16_pre2019_ics_never_promoted",
       "Of our current individual contributors (L1 to L4) who joined before 2019, how many have never been promotted since the salary records start in 2019?",
       v, "int", difficulty="hard", tags=["never", "typo", "promotions", "job-level", "hire-date"])

# ============================================================ ratio / average per entity
# 31. average vacation days per person who took vacation in 2023
per = defaultdict(int)
for r in taken("vacation"):
    if inr(r["start"], *Y[2023]):
        per[r["employee_id"]] += r["d"]
v = sum(per.values()) / len(per)
check(v, """SELECT AVG(n) FROM (SELECT employee_id, SUM(days) n FROM leave_requests
            WHERE leave_type = 'vacation' AND status = 'approved' AND """ + between("start_date", Y[2023]) + """
            GROUP BY employee_id)""")
golden("r16_avg_vacation_days_per_taker_2023",
       "On average, how many vacation days did each person who went on vacation in 2023 take?",
       r2(v), "float", mode="approximate", tags=["average-per-entity", "vacation", "leave-days", "year"])

# 32. full-timers per part-timer today
ft = sum(1 for e in staff_now if e["employment_type"] == "full-time")
pt = sum(1 for e in staff_now if e["employment_type"] == "part-time")
v = ft / pt
check(v, "SELECT 1.0 * SUM(employment_type = 'full-time') / SUM(employment_type = 'part-time') FROM employees WHERE " + NOW)
golden("r16_full_timers_per_part_timer",
       "How many full-time staff do we have for every part-timer right now?",
       r2(v), "float", mode="approximate", tags=["ratio", "headcount", "employment-type"])

# ============================================================ aggregation applied to what it modifies
# 33. average length of an approved vacation request starting in 2024, by office: Toronto
acc = defaultdict(list)
for r in taken("vacation"):
    if inr(r["start"], *Y[2024]):
        acc[emps[r["employee_id"]]["office"]].append(r["d"])
v = sum(acc["Toronto"]) / len(acc["Toronto"])
per_person = defaultdict(int)
for r in taken("vacation"):
    if inr(r["start"], *Y[2024]) and emps[r["employee_id"]]["office"] == "Toronto":
        per_person[r["employee_id"]] += r["d"]
assert r2(v) != r2(sum(per_person.values()) / len(per_person)), "per person gives another number"
rows = sorted((k, sum(x) / len(x)) for k, x in acc.items())
check(rows, """SELECT e.office, AVG(l.days) FROM leave_requests l JOIN employees e USING (employee_id)
               WHERE l.leave_type = 'vacation' AND l.status = 'approved' AND """ + between("l.start_date", Y[2024])
      + " GROUP BY e.office ORDER BY e.office")
golden("r16_avg_vacation_stretch_by_office_toronto_2024",
       "For approved vacations that started in 2024, what was the average length of a single vacation in working days, by office? Just give me the Toronto figure.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-by", "per-request", "vacation", "office", "year"])

# ============================================================ documents
doc_says("leave_policy.md", "Vacation is requested in the HR system at least two weeks ahead")
golden("r16_doc_vacation_notice_weeks",
       "How many weeks ahead do I need to put in a vacation request?",
       2, "int", route="documents", tags=["document", "policy", "vacation"])

doc_says("compensation_policy.md", "A promotion moves an employee up one job level (L1 to L4 for individual "
         "contributors) with a raise of 9% to 12%.")
golden("r16_doc_max_promotion_raise",
       "What's the biggest raise, in percent, that a promotion can come with under the comp policy?",
       12, "int", route="documents", tags=["document", "policy", "promotions"])


HEADER = [
    "# Held-out round 16 (hr): not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round16.py from data/*.csv (Python standard library only, checked again by",
    "# SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round16.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    assert sum(g["route"] == "documents" for g in GOLDENS) == 2
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
