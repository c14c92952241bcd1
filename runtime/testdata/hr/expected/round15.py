#!/usr/bin/env python3
"""Held-out round 15 for the hr workspace: 35 new questions in the words of HR
business users and managers (terse ones, long polite ones, three with typos,
written numbers such as "three", "fifth", "two or more", and everyday words the
knowledge files do not use -- "salary bill", "brought on", "turned down",
"handed out", "since left", "based somewhere else", "ops"), written by an
independent question writer from data/*.csv, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
without running datacopilot. Every expected value is computed here from
data/*.csv with plain Python loops, then a second time by hand-written SQL over
the same CSV files loaded into sqlite3 (a different path), and the two are
asserted equal. The two document answers are read from documents/*.md (not
computed) and checked by asserting the sentence is in the document.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, pipes/workforce.hcl, documents/*.md):
- staff = employment_type full-time or part-time; contractors are left out of
  headcount, hires, leavers and attrition (rule contractors_are_not_staff);
  "today" / "right now" / "currently" / "still with us" = no termination_date
  (employed at the extract, 2025-12-31); headcount = staff with no
  termination_date (metric headcount);
- hires = staff by hire_date; leavers = staff by termination_date (any reason
  but contract end); "resigned" = termination_reason 'voluntary' (metric
  voluntary_leavers); attrition rate = 100 * leavers / ((headcount on the first
  day + headcount on the last day) / 2), the voluntary rate with voluntary
  leavers (rule attrition_rate, pipe attrition), per department by today's
  department_id as the pipe does;
- department / division = the employee's department_id today (for leavers, the
  last one); office = employees.office (where the person works);
  "departments based in X" = departments.location, not the person's office;
  "engineers" = the Engineering department (value synonym);
- salary / pay / payroll / "salary bill" = annual_salary_usd of the row in
  force: today = the row with no end_date (rule current_salary_is_open_row);
  on a past day D = effective_date <= D and (end_date empty or >= D); nobody
  left on 2023-12-31 or 2025-12-31, so "end of 2025" = today (asserted);
  payroll = SUM, average salary = AVG, never annual_salary (CAD in Toronto);
- promotions = salary rows with change_reason 'promotion', dated by
  effective_date (metric promotions), counted as rows ("promoted at least
  twice" = two or more such rows for one employee);
- leave taken / "took" / leave days = approved requests, dated by start_date,
  summing days (rule leave_taken_is_approved); leave requests = all statuses
  (metric leave_requests); sick days = leave_type 'sick';
- reviews of a year = review_year (rule review_year); the reviewer is
  reviews.reviewer_id (the reviewer role); "reports to" / "direct reports" =
  employees.manager_id (the manager role); a team manager = job_level L5;
- the 2020 hiring freeze = 2020-04-01 to 2020-09-30 (knowledge.hcl period);
  Hn / Qn are calendar halves / quarters, dates inclusive;
- growth in percent = 100 * (later - earlier) / earlier; shares are
  percentages 0-100.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties
inside the list and at the cut (ranked). List answers use mode "contains".

Where a question could be read two ways, the reading used (and why the other
is excluded or gives the same number):
- r15_hires_not_full_time_2025: contractors are not hires (metric hires), so
  "hires who weren't full-time" are the part-time hires; counting contractors
  too gives another number (asserted different).
- r15_top_voluntary_attrition_rate_dept_2025 / r15_top_attrition_rate_dept_2023:
  the department ranked by the rate differs from the one with the most
  (voluntary) leavers, and the all-leavers and voluntary rates name different
  departments in 2023 (asserted).
- r15_fifth_department_by_payroll: the fifth by headcount is another
  department (asserted).
- r15_most_low_ratings_reviewer_2019: "handed out" = the reviewer who wrote
  the review; grouping by the reviewed employee's manager today names another
  person (a tie at the top there; asserted).
- r15_ops_team_manager_avg_reports: every current Operations L5 has at least
  one report and none of their reports is a contractor, so counting all
  current reports or staff reports gives the same average (asserted).
- r15_engineering_resignations_2023: "engineers" = the Engineering department
  (value synonym); reading it as job titles containing "Engineer" gives the
  same number (asserted); all leavers give another (asserted).
- r15_toronto_office_other_dept_location / r15_reports_to_manager_other_office:
  counting contractors too gives the same number in the first (asserted); the
  second says "staff".
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
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
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
    assert name.startswith("r15_"), name
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


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def employed(e, d):
    d = dt.date.fromisoformat(d)
    return e["hired"] <= d and (e["left"] is None or e["left"] >= d)


def attrition(pred, lo, hi, voluntary=False):
    s = [e for e in staff if pred(e)]
    a = sum(1 for e in s if employed(e, lo))
    b = sum(1 for e in s if employed(e, hi))
    n = sum(1 for e in s if inr(e["left"], lo, hi) and (not voluntary or e["termination_reason"] == "voluntary"))
    return 100.0 * n / ((a + b) / 2.0)


def promos(lo, hi):
    return [s for s in salaries if s["change_reason"] == "promotion" and inr(s["eff"], lo, hi)]


Y = {y: ("%d-01-01" % y, "%d-12-31" % y) for y in range(2019, 2026)}
H1_24, H1_25 = ("2024-01-01", "2024-06-30"), ("2025-01-01", "2025-06-30")
H2_24 = ("2024-07-01", "2024-12-31")
Q3_25 = ("2025-07-01", "2025-09-30")
DEC_24 = ("2024-12-01", "2024-12-31")
FREEZE = ("2020-04-01", "2020-09-30")

STAFF = "employment_type <> 'contractor'"
NOW = "termination_date IS NULL AND employment_type <> 'contractor'"


def between(col, p):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


# SQL: attrition rate per department for a period (the attrition pipe, by department)
def sql_attrition_by_dept(p, voluntary):
    return """WITH s AS (SELECT e.*, d.department_name dn FROM employees e JOIN departments d USING (department_id)
                         WHERE e.employment_type <> 'contractor'),
              c AS (SELECT dn,
                      SUM(hire_date <= '{lo}' AND (termination_date IS NULL OR termination_date >= '{lo}')) a,
                      SUM(hire_date <= '{hi}' AND (termination_date IS NULL OR termination_date >= '{hi}')) b,
                      SUM(termination_date BETWEEN '{lo}' AND '{hi}' {vol}) n
                    FROM s GROUP BY dn)
              SELECT dn FROM c ORDER BY 100.0 * n / ((a + b) / 2.0) DESC, dn LIMIT 1""".format(
        lo=p[0], hi=p[1], vol="AND termination_reason = 'voluntary'" if voluntary else "")


# ============================================================ written / numeric limits
# 1. three offices with the most hires in 2023
cnt = Counter(e["office"] for e in staff if inr(e["hired"], *Y[2023]))
top = ranked(cnt, 3)
check(top, "SELECT office, COUNT(*) n FROM employees WHERE " + STAFF + " AND " + between("hire_date", Y[2023])
      + " GROUP BY office ORDER BY n DESC, office LIMIT 3")
golden("r15_top3_offices_hires_2023",
       "Which three offices brought on the most new hires in 2023? Counts too please.",
       [{"office": k, "hires": n} for k, n in top], "list[{office:str, hires:int}]", mode="contains",
       difficulty="easy", tags=["top-n", "written-limit", "hires", "office", "year"])

# 2. two people with the most sick days taken in 2025
cnt = Counter()
for r in leave:
    if r["leave_type"] == "sick" and r["status"] == "approved" and inr(r["start"], *Y[2025]):
        cnt[emps[r["employee_id"]]["full_name"]] += r["d"]
top = ranked(cnt, 2)
check(top, """SELECT e.full_name, SUM(l.days) n FROM leave_requests l JOIN employees e USING (employee_id)
              WHERE l.leave_type = 'sick' AND l.status = 'approved' AND """ + between("l.start_date", Y[2025])
      + " GROUP BY e.employee_id ORDER BY n DESC, e.full_name LIMIT 2")
golden("r15_top2_sick_days_2025",
       "top 2 people by sick days taken in 2025",
       [{"employee": k, "sick_days": n} for k, n in top], "list[{employee:str, sick_days:int}]", mode="contains",
       difficulty="easy", tags=["top-n", "numeric-limit", "sick-leave", "employee", "year"])

# ============================================================ ranking by a named measure
# 3. fifth department by today's payroll (not by headcount)
pay = defaultdict(float)
for eid, usd in current_pay.items():
    pay[emps[eid]["dname"]] += usd
by_pay = ranked(pay, 5)
v = by_pay[4][0]
by_hc = ranked(Counter(e["dname"] for e in staff_now), 5)
assert by_hc[4][0] != v, "headcount reading names another department"
check(v, """SELECT d.department_name FROM salaries s JOIN employees e USING (employee_id)
            JOIN departments d USING (department_id) WHERE s.end_date IS NULL
            GROUP BY d.department_name ORDER BY SUM(s.annual_salary_usd) DESC LIMIT 1 OFFSET 4""")
golden("r15_fifth_department_by_payroll",
       "If we rank the departments by their total salary bill today, which one comes in fifth?",
       v, "str", difficulty="medium", tags=["ranking", "payroll", "department", "written-limit"])

# 4. department with the highest voluntary attrition rate in 2025 (not the most resignations)
depnames = sorted({e["dname"] for e in staff})
rate = {dn: attrition(lambda e, dn=dn: e["dname"] == dn, *Y[2025], voluntary=True) for dn in depnames}
v = ranked(rate, 1)[0][0]
most = ranked(Counter(e["dname"] for e in staff if inr(e["left"], *Y[2025]) and e["termination_reason"] == "voluntary"), 1)[0][0]
assert most != v, "the count reading names another department"
check(v, sql_attrition_by_dept(Y[2025], True))
golden("r15_top_voluntary_attrition_rate_dept_2025",
       "Which department had the highest voluntary attrition rate in 2025?",
       v, "str", difficulty="medium", tags=["ranking", "voluntary-attrition-rate", "department", "year"])

# ============================================================ close metrics
# 5. department with the highest (all leavers) attrition rate in 2023
rate = {dn: attrition(lambda e, dn=dn: e["dname"] == dn, *Y[2023]) for dn in depnames}
v = ranked(rate, 1)[0][0]
vol = {dn: attrition(lambda e, dn=dn: e["dname"] == dn, *Y[2023], voluntary=True) for dn in depnames}
assert ranked(vol, 1)[0][0] != v, "the voluntary rate names another department"
check(v, sql_attrition_by_dept(Y[2023], False))
golden("r15_top_attrition_rate_dept_2023",
       "Counting every kind of leaver (not just resignations), which department had the worst attrition rate in 2023?",
       v, "str", difficulty="medium", tags=["close-metrics", "attrition-rate", "department", "year"])

# 6. engineers who resigned in 2023 (voluntary leavers, not all leavers)
v = sum(1 for e in staff if e["dname"] == "Engineering" and inr(e["left"], *Y[2023]) and e["termination_reason"] == "voluntary")
assert v != sum(1 for e in staff if e["dname"] == "Engineering" and inr(e["left"], *Y[2023]))
assert v == sum(1 for e in staff if "Engineer" in e["job_title"] and inr(e["left"], *Y[2023])
                and e["termination_reason"] == "voluntary"), "reading engineers as job titles gives the same"
check(v, """SELECT COUNT(*) FROM employees e JOIN departments d USING (department_id)
            WHERE d.department_name = 'Engineering' AND e.""" + STAFF + """ AND e.termination_reason = 'voluntary'
            AND """ + between("e.termination_date", Y[2023]))
golden("r15_engineering_resignations_2023",
       "how many engineers resigned in 2023?",
       v, "int", tags=["close-metrics", "voluntary-leavers", "department", "year"])

# 7. Sales leave requests (any status) starting in Q3 2025
rq = [r for r in leave if emps[r["employee_id"]]["dname"] == "Sales" and inr(r["start"], *Q3_25)]
v = len(rq)
assert v != sum(1 for r in rq if r["status"] == "approved") and v != sum(r["d"] for r in rq if r["status"] == "approved")
check(v, """SELECT COUNT(*) FROM leave_requests l JOIN employees e USING (employee_id)
            JOIN departments d USING (department_id)
            WHERE d.department_name = 'Sales' AND """ + between("l.start_date", Q3_25))
golden("r15_sales_leave_requests_q3_2025",
       "How many time-off requests did the Sales team put in for Q3 2025, whatever happened to them (approved, rejected or still pending)?",
       v, "int", difficulty="medium", tags=["close-metrics", "leave-requests", "department", "quarter"])

# 8. number of reviews Quality Assurance people received in the 2024 cycle
v = sum(1 for r in reviews if r["y"] == 2024 and emps[r["employee_id"]]["dname"] == "Quality Assurance")
check(v, """SELECT COUNT(*) FROM reviews r JOIN employees e USING (employee_id) JOIN departments d USING (department_id)
            WHERE d.department_name = 'Quality Assurance' AND r.review_year = 2024""")
golden("r15_qa_reviews_count_2024",
       "How many performance reviews were written for QA staff in the 2024 cycle?",
       v, "int", tags=["close-metrics", "reviews", "department", "year"])

# ============================================================ aggregation applied to what it modifies
# 9. average current headcount per department, Operations division
hc = Counter(e["dname"] for e in staff_now if e["div"] == "Operations")
ops_depts = [d["department_name"] for d in depts.values() if d["division"] == "Operations"]
assert all(hc[d] > 0 for d in ops_depts)
v = sum(hc.values()) / len(ops_depts)
check(v, """SELECT AVG(n) FROM (SELECT d.department_name, COUNT(e.employee_id) n FROM departments d
            LEFT JOIN employees e ON e.department_id = d.department_id AND e.termination_date IS NULL
                                  AND e.employment_type <> 'contractor'
            WHERE d.division = 'Operations' GROUP BY d.department_name)""")
golden("r15_ops_avg_headcount_per_department",
       "In the Operations division, what's the average current headcount per department?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "average-of-counts", "headcount", "division"])

# 10. sick days per person who took sick leave in 2024, by division: Operations
acc = defaultdict(lambda: [0, set()])
for r in leave:
    if r["leave_type"] == "sick" and r["status"] == "approved" and inr(r["start"], *Y[2024]):
        dv = emps[r["employee_id"]]["div"]
        acc[dv][0] += r["d"]
        acc[dv][1].add(r["employee_id"])
v = acc["Operations"][0] / len(acc["Operations"][1])
check(v, """SELECT 1.0 * SUM(l.days) / COUNT(DISTINCT l.employee_id) FROM leave_requests l
            JOIN employees e USING (employee_id) JOIN departments d USING (department_id)
            WHERE d.division = 'Operations' AND l.leave_type = 'sick' AND l.status = 'approved' AND """
      + between("l.start_date", Y[2024]))
golden("r15_ops_sick_days_per_sick_person_2024",
       "Looking only at people who took any sick leave in 2024, what was the average number of sick days per person, broken down by division? I only need the Operations number.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["aggregation", "average-per-entity", "sick-leave", "division", "year"])

# ============================================================ share of total
# 11. part-time share of today's Manufacturing headcount
m = [e for e in staff_now if e["dname"] == "Manufacturing"]
v = 100.0 * sum(1 for e in m if e["employment_type"] == "part-time") / len(m)
check(v, """SELECT 100.0 * SUM(e.employment_type = 'part-time') / COUNT(*) FROM employees e
            JOIN departments d USING (department_id)
            WHERE d.department_name = 'Manufacturing' AND e.termination_date IS NULL
            AND e.employment_type <> 'contractor'""")
golden("r15_part_time_share_manufacturing",
       "What share of today's Manufacturing headcount is part-time, in %?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["share", "employment-type", "headcount", "department"])

# 12. share of 2024 promotions that went to women (typo "promtions")
p = promos(*Y[2024])
v = 100.0 * sum(1 for s in p if emps[s["employee_id"]]["gender"] == "Female") / len(p)
check(v, """SELECT 100.0 * SUM(e.gender = 'Female') / COUNT(*) FROM salaries s JOIN employees e USING (employee_id)
            WHERE s.change_reason = 'promotion' AND """ + between("s.effective_date", Y[2024]))
golden("r15_women_share_of_promotions_2024",
       "what percentage of the promtions in 2024 went to women?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "typo", "promotions", "gender", "year"])

# 13. share of all unpaid leave requests that were rejected
u = [r for r in leave if r["leave_type"] == "unpaid"]
v = 100.0 * sum(1 for r in u if r["status"] == "rejected") / len(u)
check(v, "SELECT 100.0 * SUM(status = 'rejected') / COUNT(*) FROM leave_requests WHERE leave_type = 'unpaid'")
golden("r15_unpaid_requests_rejected_share",
       "Of all the unpaid leave requests we have on record, what percentage were turned down?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["share", "leave-status", "leave-type", "all-time"])

# ============================================================ distinct counts with facts
# 14. distinct employees who took vacation starting in December 2024
v = len({r["employee_id"] for r in leave if r["leave_type"] == "vacation" and r["status"] == "approved" and inr(r["start"], *DEC_24)})
check(v, "SELECT COUNT(DISTINCT employee_id) FROM leave_requests WHERE leave_type = 'vacation' AND status = 'approved' AND "
      + between("start_date", DEC_24))
golden("r15_distinct_vacationers_dec_2024",
       "How many different employees went on vacation in December 2024 (counting vacations that started that month)?",
       v, "int", tags=["distinct-count", "vacation", "month"])

# 15. distinct reviewers in the 2022 cycle
v = len({r["reviewer_id"] for r in reviews if r["y"] == 2022})
check(v, "SELECT COUNT(DISTINCT reviewer_id) FROM reviews WHERE review_year = 2022")
golden("r15_distinct_reviewers_2022",
       "how many distinct people wrote at least one perfomance review in the 2022 cycle",
       v, "int", tags=["distinct-count", "typo", "role", "reviewer", "year"])

# 16. employees promoted two or more times
cnt = Counter(s["employee_id"] for s in salaries if s["change_reason"] == "promotion")
v = sum(1 for n in cnt.values() if n >= 2)
assert v != len(cnt)
check(v, """SELECT COUNT(*) FROM (SELECT employee_id FROM salaries WHERE change_reason = 'promotion'
            GROUP BY employee_id HAVING COUNT(*) >= 2)""")
golden("r15_promoted_two_or_more_times",
       "How many different employees have been promoted two or more times in the records we have (2019 to 2025)?",
       v, "int", difficulty="medium", tags=["distinct-count", "comparison", "promotions", "all-time"])

# ============================================================ negation / exclusion
# 17. 2025 hires who weren't full-time (contractors are not hires)
h = [e for e in emps.values() if inr(e["hired"], *Y[2025])]
v = sum(1 for e in h if e["staff"] and e["employment_type"] != "full-time")
assert v != sum(1 for e in h if e["employment_type"] != "full-time"), "counting contractors differs"
check(v, "SELECT COUNT(*) FROM employees WHERE " + STAFF + " AND employment_type <> 'full-time' AND "
      + between("hire_date", Y[2025]))
golden("r15_hires_not_full_time_2025",
       "Of our 2025 hires, how many weren't full-time?",
       v, "int", difficulty="medium", tags=["negation", "hires", "employment-type", "year"])

# 18. current staff working from an office other than Boston, remote people left out
v = sum(1 for e in staff_now if e["office"] not in ("Boston", "Remote"))
check(v, "SELECT COUNT(*) FROM employees WHERE " + NOW + " AND office NOT IN ('Boston', 'Remote')")
golden("r15_headcount_outside_boston_not_remote",
       "How many people on staff right now work from an office other than Boston? Leave out the remote folks.",
       v, "int", tags=["exclusion", "headcount", "office"])

# 19. average current salary of L4 staff outside Engineering
x = [current_pay[e["employee_id"]] for e in staff_now if e["job_level"] == "L4" and e["dname"] != "Engineering"]
v = sum(x) / len(x)
check(v, """SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN employees e USING (employee_id)
            JOIN departments d USING (department_id)
            WHERE s.end_date IS NULL AND e.job_level = 'L4' AND d.department_name <> 'Engineering'""")
golden("r15_avg_salary_l4_excluding_engineering",
       "Could you tell me the average salary of our level 4 people today, excluding anyone in Engineering? In USD please.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["exclusion", "average-salary", "job-level", "department"])

# ============================================================ comparisons
# 20. full-time L3 staff currently paid under $85,000 (typo "emplyees")
x = [current_pay[e["employee_id"]] for e in staff_now if e["job_level"] == "L3" and e["employment_type"] == "full-time"]
assert 85000.0 not in x
v = sum(1 for usd in x if usd < 85000)
check(v, """SELECT COUNT(*) FROM salaries s JOIN employees e USING (employee_id)
            WHERE s.end_date IS NULL AND e.job_level = 'L3' AND e.employment_type = 'full-time'
            AND s.annual_salary_usd < 85000""")
golden("r15_full_time_l3_under_85k",
       "how many full-time L3 emplyees currently earn under $85,000 a year (usd)?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "salary", "job-level", "typo"])

# 21. employees with three or more approved vacation requests starting in H1 2025
cnt = Counter(r["employee_id"] for r in leave if r["leave_type"] == "vacation" and r["status"] == "approved"
              and inr(r["start"], *H1_25))
v = sum(1 for n in cnt.values() if n >= 3)
assert v != sum(1 for n in cnt.values() if n > 3)
check(v, """SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests WHERE leave_type = 'vacation'
            AND status = 'approved' AND """ + between("start_date", H1_25) + " GROUP BY employee_id HAVING COUNT(*) >= 3)")
golden("r15_three_plus_vacations_h1_2025",
       "In the first half of 2025, how many employees took three or more separate vacations (approved requests)?",
       v, "int", difficulty="medium", tags=["comparison", "at-least", "vacation", "per-entity", "half-year"])

# ============================================================ roles
# 22. current staff whose manager works from a different office
v = sum(1 for e in staff_now if e["manager_id"] and emps[e["manager_id"]]["office"] != e["office"])
check(v, """SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id
            WHERE e.termination_date IS NULL AND e.employment_type <> 'contractor' AND m.office <> e.office""")
golden("r15_reports_to_manager_other_office",
       "How many current staff report to a manager who works from a different office than they do (remote counts as its own office)?",
       v, "int", difficulty="hard", tags=["role", "manager", "office", "self-join"])

# 23. reviewer who handed out the most ratings below 3 in 2019
low = [r for r in reviews if r["y"] == 2019 and r["r"] < 3]
cnt = Counter(emps[r["reviewer_id"]]["full_name"] for r in low)
v = ranked(cnt, 1)[0][0]
mgr_today = Counter(emps[emps[r["employee_id"]]["manager_id"]]["full_name"] for r in low)
assert v not in {k for k, n in mgr_today.items() if n == max(mgr_today.values())}, "the manager-today reading differs"
check(v, """SELECT e.full_name FROM reviews r JOIN employees e ON e.employee_id = r.reviewer_id
            WHERE r.review_year = 2019 AND r.rating < 3 GROUP BY e.employee_id ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r15_most_low_ratings_reviewer_2019",
       "In the 2019 review cycle, which reviewer handed out the most ratings below 3?",
       v, "str", difficulty="medium", tags=["role", "reviewer", "rating", "ranking", "year"])

# 24. 2023 reviews written by someone who has since left
r23 = [r for r in reviews if r["y"] == 2023]
gone = [r for r in r23 if emps[r["reviewer_id"]]["left"] is not None]
assert all(emps[r["reviewer_id"]]["left"] > day(r["review_date"]) for r in gone), "they left after writing"
v = len(gone)
check(v, """SELECT COUNT(*) FROM reviews r JOIN employees w ON w.employee_id = r.reviewer_id
            WHERE r.review_year = 2023 AND w.termination_date IS NOT NULL""")
golden("r15_2023_reviews_by_departed_reviewers",
       "How many of the 2023 performance reviews were written by someone who has since left the company?",
       v, "int", difficulty="medium", tags=["role", "reviewer", "former", "year"])

# 25. Toronto office people whose department is based elsewhere
v = sum(1 for e in staff_now if e["office"] == "Toronto" and depts[e["department_id"]]["location"] != "Toronto")
assert v == sum(1 for e in emps.values() if e["left"] is None and e["office"] == "Toronto"
                and depts[e["department_id"]]["location"] != "Toronto"), "contractors change nothing"
check(v, """SELECT COUNT(*) FROM employees e JOIN departments d USING (department_id)
            WHERE e.termination_date IS NULL AND e.employment_type <> 'contractor'
            AND e.office = 'Toronto' AND d.location <> 'Toronto'""")
golden("r15_toronto_office_other_dept_location",
       "Of the people currently working out of our Toronto office, how many belong to a department that's based somewhere else?",
       v, "int", difficulty="hard", tags=["role", "office-vs-department-location", "headcount"])

# ============================================================ named periods, quarters, halves, months
# 26. leave days taken during the 2020 hiring freeze
v = sum(r["d"] for r in leave if r["status"] == "approved" and inr(r["start"], *FREEZE))
check(v, "SELECT SUM(days) FROM leave_requests WHERE status = 'approved' AND " + between("start_date", FREEZE))
golden("r15_leave_days_hiring_freeze",
       "How many days of leave did people take during the 2020 hiring freeze?",
       v, "int", difficulty="medium", tags=["named-period", "leave-days"])

# 27. promotions in H2 2024
v = len(promos(*H2_24))
check(v, "SELECT COUNT(*) FROM salaries WHERE change_reason = 'promotion' AND " + between("effective_date", H2_24))
golden("r15_promotions_h2_2024",
       "promotions in the second half of 2024?",
       v, "int", tags=["promotions", "half-year"])

# ============================================================ growth
# 28. promotions 2022 -> 2024
a, b = len(promos(*Y[2022])), len(promos(*Y[2024]))
v = pct_change(a, b)
cnt_sql = "(SELECT COUNT(*) FROM salaries WHERE change_reason = 'promotion' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (cnt_sql % between("effective_date", Y[2024]),
                                            cnt_sql % between("effective_date", Y[2022]),
                                            cnt_sql % between("effective_date", Y[2022])))
golden("r15_promotions_change_2022_2024",
       "By what percent did the number of promotions change from 2022 to 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "promotions", "year"])

# 29. average salary in force, end of 2023 -> end of 2025
def avg_salary_on(d):
    dd = dt.date.fromisoformat(d)
    x = [s["usd"] for s in salaries if s["eff"] <= dd and (s["end"] is None or s["end"] >= dd)]
    return sum(x) / len(x)


assert not any(e["left"] in (dt.date(2023, 12, 31), dt.date(2025, 12, 31)) for e in staff)
assert abs(avg_salary_on("2025-12-31") - sum(current_pay.values()) / len(current_pay)) < 1e-9, "end of 2025 = today"
v = pct_change(avg_salary_on("2023-12-31"), avg_salary_on("2025-12-31"))
avg_sql = "(SELECT AVG(annual_salary_usd) FROM salaries WHERE effective_date <= '%s' AND (end_date IS NULL OR end_date >= '%s'))"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (avg_sql % ("2025-12-31", "2025-12-31"), avg_sql % ("2023-12-31", "2023-12-31"),
                                            avg_sql % ("2023-12-31", "2023-12-31")))
golden("r15_avg_salary_growth_2023_2025",
       "By how much, in percent, did our average salary grow between the end of 2023 and the end of 2025?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["growth", "average-salary", "as-of-date"])

# 30. hires H1 2024 -> H1 2025
a = sum(1 for e in staff if inr(e["hired"], *H1_24))
b = sum(1 for e in staff if inr(e["hired"], *H1_25))
v = pct_change(a, b)
h_sql = "(SELECT COUNT(*) FROM employees WHERE " + STAFF + " AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (h_sql % between("hire_date", H1_25), h_sql % between("hire_date", H1_24),
                                            h_sql % between("hire_date", H1_24)))
golden("r15_hires_change_h1_2024_h1_2025",
       "hiring: % change from H1 2024 to H1 2025?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "hires", "half-year"])

# ============================================================ never / always
# 31. current staff with at least three reviews, always rated 4 or 5
rv = defaultdict(list)
for r in reviews:
    rv[r["employee_id"]].append(r["r"])
now_ids = {e["employee_id"] for e in staff_now}
v = sum(1 for eid, x in rv.items() if eid in now_ids and len(x) >= 3 and min(x) >= 4)
check(v, """SELECT COUNT(*) FROM (SELECT r.employee_id FROM reviews r JOIN employees e USING (employee_id)
            WHERE e.termination_date IS NULL AND e.employment_type <> 'contractor'
            GROUP BY r.employee_id HAVING COUNT(*) >= 3 AND MIN(r.rating) >= 4)""")
golden("r15_always_rated_4_plus",
       "Among current employees who've had at least three reviews, how many have been rated 4 or higher every single time?",
       v, "int", difficulty="hard", tags=["always", "rating", "per-entity", "comparison"])

# 32. reviewers in 2024 who never gave a rating below 3 that year
by_rev = defaultdict(list)
for r in reviews:
    if r["y"] == 2024:
        by_rev[r["reviewer_id"]].append(r["r"])
v = sum(1 for x in by_rev.values() if min(x) >= 3)
check(v, """SELECT COUNT(*) FROM (SELECT reviewer_id FROM reviews WHERE review_year = 2024
            GROUP BY reviewer_id HAVING MIN(rating) >= 3)""")
golden("r15_reviewers_never_below_3_2024",
       "Of the managers who wrote reviews in the 2024 cycle, how many never gave anyone a rating below 3 that year?",
       v, "int", difficulty="hard", tags=["never", "role", "reviewer", "rating", "year"])

# ============================================================ ratio / average per entity
# 33. average direct reports per team manager (L5) in Operations, today
mgrs = [e for e in staff_now if e["job_level"] == "L5" and e["div"] == "Operations"]
reports_all = Counter(e["manager_id"] for e in emps.values() if e["left"] is None)
reports_staff = Counter(e["manager_id"] for e in staff_now)
assert all(reports_all[m["employee_id"]] > 0 for m in mgrs)
assert all(reports_all[m["employee_id"]] == reports_staff[m["employee_id"]] for m in mgrs)
v = sum(reports_all[m["employee_id"]] for m in mgrs) / len(mgrs)
check(v, """SELECT AVG(n) FROM (SELECT m.employee_id, COUNT(e.employee_id) n FROM employees m
            JOIN departments d ON d.department_id = m.department_id
            LEFT JOIN employees e ON e.manager_id = m.employee_id AND e.termination_date IS NULL
            WHERE m.job_level = 'L5' AND m.termination_date IS NULL AND m.employment_type <> 'contractor'
              AND d.division = 'Operations'
            GROUP BY m.employee_id)""")
golden("r15_ops_team_manager_avg_reports",
       "On average, how many direct reports does each team manager (L5) in the ops division have right now?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "role", "manager", "span-of-control", "division"])

# ============================================================ documents
doc_says("leave_policy.md", "Part-time staff earn 60% of the full-time entitlement.")
golden("r15_doc_part_time_vacation_share",
       "For part-timers, what percentage of the full-time vacation entitlement do they earn?",
       60, "int", route="documents", tags=["document", "policy", "vacation", "part-time"])

doc_says("compensation_policy.md", "5 Outstanding: reserved for about 5% of staff.")
golden("r15_doc_outstanding_share",
       "Roughly what percent of staff is the top rating ('outstanding') meant for under our review policy?",
       5, "int", route="documents", tags=["document", "policy", "rating"])


HEADER = [
    "# Held-out round 15 (hr): not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round15.py from data/*.csv (Python standard library only, checked again by",
    "# SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round15.py",
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
