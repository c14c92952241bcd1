#!/usr/bin/env python3
"""Expected answers for the hr workspace's golden questions, computed from the CSVs.

This is the independent check of the golden suites: it reads data/*.csv with the
Python standard library only and computes every answer itself, without
datacopilot or DuckDB, then computes each answer a second way in SQL over the
same CSVs loaded into sqlite3 (also the standard library) and asserts that both
agree. It writes two files:

  evals/hr.hcl         the tuning suite `datacopilot eval` asks (30 goldens)
  heldout/round1.hcl   25 more, kept apart (never tuned on)

All questions were written before the tool was run on them.
Running it twice writes the same files: `python3 expected/gen.py`.

Definitions follow knowledge.hcl and the documents:
  - staff = employment_type full-time or part-time; contractors are left out of
    headcount, hires, leavers, voluntary leavers and attrition;
  - headcount (no date) = staff with no termination_date (employed at the
    extract, 2025-12-31); employed on day D = hire_date <= D <= termination_date
    (or no termination_date);
  - hires = staff by hire_date; leavers = staff by termination_date (voluntary,
    involuntary, retirement); voluntary leavers = termination_reason 'voluntary';
  - attrition rate = 100 * leavers / ((headcount on the first day + headcount on
    the last day) / 2);
  - contractors (today) = employment_type 'contractor' with no termination_date;
  - current salary = the salaries row with an empty end_date (one per active
    staff member); average salary and payroll use annual_salary_usd;
  - promotions = salaries rows with change_reason 'promotion', by effective_date;
  - leave days taken = sum of days of approved requests, by start_date; leave
    requests (any status) by start_date; "took X leave" = approved requests;
  - average rating = mean rating of the reviews of the year (review_date in
    December of review_year);
  - direct reports of X = people still employed (any employment type) whose
    manager_id is X; the reviewer is reviews.reviewer_id; the approver
    leave_requests.approver_id;
  - department, division, office, gender, level and title are the employee's
    (employees.department_id -> departments).
Floats are rounded to 2 decimals; shares and rates are percentages.
Breakdowns are ordered by the measure, largest first, unless the question asks
for the smallest; time series by period.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
NAME = "hr"


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


depts = {d["department_id"]: d for d in load("departments")}
emps = load("employees")
for e in emps:
    e["hire"] = day(e["hire_date"])
    e["term"] = day(e["termination_date"])
    e["department"] = depts[e["department_id"]]["department_name"]
    e["division"] = depts[e["department_id"]]["division"]
    e["staff"] = e["employment_type"] != "contractor"
emp = {e["employee_id"]: e for e in emps}
sal = load("salaries")
for s in sal:
    s["usd"] = int(s["annual_salary_usd"])
    s["eff"] = day(s["effective_date"])
    s["e"] = emp[s["employee_id"]]
revs = load("reviews")
for r in revs:
    r["rt"] = int(r["rating"])
    r["year"] = int(r["review_year"])
    r["e"] = emp[r["employee_id"]]
    r["reviewer"] = emp[r["reviewer_id"]]["full_name"]
leave = load("leave_requests")
for l in leave:
    l["start"] = day(l["start_date"])
    l["n"] = int(l["days"])
    l["e"] = emp[l["employee_id"]]
    l["approver"] = emp[l["approver_id"]]["full_name"]

# ------------------------------------------------------------- sqlite side
db = sqlite3.connect(":memory:")
for t in ("departments", "employees", "salaries", "reviews", "leave_requests"):
    rows = load(t)
    cols = list(rows[0].keys())
    ints = ("days", "rating", "review_year", "annual_salary", "annual_salary_usd")
    db.execute("CREATE TABLE %s (%s)" % (t, ", ".join(c + (" INTEGER" if c in ints else " TEXT") for c in cols)))
    db.executemany("INSERT INTO %s VALUES (%s)" % (t, ", ".join("?" * len(cols))),
                   [[None if r[c] == "" else r[c] for c in cols] for r in rows])
db.execute("CREATE VIEW e AS SELECT e.*, d.department_name AS department, d.division AS division "
           "FROM employees e JOIN departments d USING (department_id)")


def q(sql, *args):
    return db.execute(sql, args).fetchall()


def q1(sql, *args):
    rows = q(sql, *args)
    assert len(rows) == 1 and len(rows[0]) == 1, rows
    return rows[0][0]


def same(a, b):
    """Assert that the Python answer a equals the SQL answer b (floats to 1e-9)."""
    if isinstance(a, float) or isinstance(b, float):
        assert abs(float(a) - float(b)) < 1e-9, (a, b)
    else:
        assert a == b, (a, b)
    return a


# ------------------------------------------------------------------ helpers
def r2(x):
    return round(x + 0.0, 2)


def between(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def employed_on(e, d):
    d = dt.date.fromisoformat(d) if isinstance(d, str) else d
    return e["hire"] <= d and (e["term"] is None or e["term"] >= d)


def staff(pred=lambda e: True):
    return [e for e in emps if e["staff"] and pred(e)]


def headcount(pred=lambda e: True):
    return len(staff(lambda e: e["term"] is None and pred(e)))


def hires(lo, hi, pred=lambda e: True):
    return staff(lambda e: between(e["hire"], lo, hi) and pred(e))


def leavers(lo, hi, pred=lambda e: True):
    return staff(lambda e: between(e["term"], lo, hi) and pred(e))


def current_salaries(pred=lambda s: True):
    return [s for s in sal if s["end_date"] == "" and pred(s)]


def approved(lo, hi, pred=lambda l: True):
    return [l for l in leave if l["status"] == "approved" and between(l["start"], lo, hi) and pred(l)]


def mean(values):
    values = list(values)
    return sum(values) / len(values)


def group(xs, key, agg=len):
    g = defaultdict(list)
    for x in xs:
        k = key(x)
        if k is not None and k != "":
            g[k].append(x)
    return {k: agg(v) for k, v in g.items()}


def ranked(d, n=None, reverse=True, rounding=None):
    items_ = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    vals = [rounding(v) if rounding else v for _, v in items_]
    # a tie anywhere in an ordered answer (or at the cut) would make it ambiguous
    upto = len(items_) if n is None else min(len(items_), n + 1)
    for i in range(upto - 1):
        assert vals[i] != vals[i + 1], ("tie", items_[i], items_[i + 1])
    return items_ if n is None else items_[:n]


def top1(d, reverse=True):
    return ranked(d, 1, reverse)[0][0]


def nth(d, n):
    return ranked(d, n)[n - 1][0]


def pct(part, whole):
    return r2(100.0 * part / whole)


def attrition_rate(lo, hi, pred=lambda e: True):
    start = len(staff(lambda e: employed_on(e, lo) and pred(e)))
    end = len(staff(lambda e: employed_on(e, hi) and pred(e)))
    return 100.0 * len(leavers(lo, hi, pred)) / ((start + end) / 2.0)


def sql_rows(sql, *args):
    return [tuple(r) for r in q(sql, *args)]


goldens = {"evals": [], "round1": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(),
           tolerance=None, route=None, review=False):
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    goldens[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode,
                               tolerance=tolerance, route=route, review=review,
                               difficulty=difficulty, tags=list(tags)))


E, H = "evals", "round1"
Y = {y: ("%d-01-01" % y, "%d-12-31" % y) for y in range(2019, 2026)}
STAFF_SQL = "employment_type <> 'contractor'"

# =================================================================== tuning suite (30)
v = same(headcount(), q1("SELECT COUNT(*) FROM employees WHERE termination_date IS NULL AND " + STAFF_SQL))
golden(E, "headcount_now", "How many employees do we have right now?", v,
       hint="int", mode="exact", tags=["count", "canonical-metric"])

v = same(len(hires(*Y[2023])), q1("SELECT COUNT(*) FROM employees WHERE hire_date LIKE '2023-%' AND " + STAFF_SQL))
golden(E, "hires_2023", "How many people did we hire in 2023?", v,
       hint="int", mode="exact", tags=["count", "period"])

v = same(len(leavers(*Y[2024])), q1("SELECT COUNT(*) FROM employees WHERE termination_date LIKE '2024-%' AND " + STAFF_SQL))
golden(E, "leavers_2024", "How many employees left the company in 2024?", v,
       hint="int", mode="exact", tags=["count", "period", "canonical-metric"])

v = same(len(leavers(*Y[2022], pred=lambda e: e["termination_reason"] == "voluntary")),
         q1("SELECT COUNT(*) FROM employees WHERE termination_date LIKE '2022-%' AND termination_reason = 'voluntary' AND " + STAFF_SQL))
golden(E, "quits_2022", "How many people quit in 2022?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "synonym", "canonical-metric"])

hc_dept = group(staff(lambda e: e["term"] is None), lambda e: e["department"])
v = [{"department": k, "headcount": n} for k, n in ranked(hc_dept)]
same([(x["department"], x["headcount"]) for x in v],
     sql_rows("SELECT department, COUNT(*) n FROM e WHERE termination_date IS NULL AND " + STAFF_SQL +
              " GROUP BY department ORDER BY n DESC, department"))
golden(E, "headcount_by_department", "Headcount by department", v,
       hint="list[{department:str, headcount:int}]", mode="exact", difficulty="medium", tags=["breakdown", "join"])

v = [{"department": k} for k, _ in ranked(group(hires(*Y[2024]), lambda e: e["department"]), 3)]
same([x["department"] for x in v],
     [r[0] for r in q("SELECT department, COUNT(*) n FROM e WHERE hire_date LIKE '2024-%' AND " + STAFF_SQL +
                      " GROUP BY department ORDER BY n DESC, department LIMIT 3")])
golden(E, "top3_departments_hires_2024", "Which 3 departments hired the most people in 2024?", v,
       hint="list[{department:str}]", mode="exact", difficulty="medium", tags=["top-n", "join"])

v = same(r2(mean(s["usd"] for s in current_salaries(lambda s: s["e"]["department"] == "Engineering"))),
         round(q1("SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN e USING (employee_id) "
                  "WHERE s.end_date IS NULL AND e.department = 'Engineering'"), 2))
golden(E, "avg_salary_engineering", "What is the average salary in Engineering?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["average", "current-row", "join"])

lvl = group(current_salaries(), lambda s: s["e"]["job_level"], lambda ss: mean(s["usd"] for s in ss))
v = [{"job_level": k, "average_salary": r2(x)} for k, x in ranked(lvl, rounding=r2)]
same([(x["job_level"], x["average_salary"]) for x in v],
     [(a, round(b, 2)) for a, b in q("SELECT e.job_level, AVG(s.annual_salary_usd) a FROM salaries s JOIN employees e "
                                      "USING (employee_id) WHERE s.end_date IS NULL GROUP BY e.job_level ORDER BY a DESC")])
golden(E, "avg_salary_by_level", "average salary by job level", v,
       hint="list[{job_level:str, average_salary:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "average", "current-row"])

v = same(sum(l["n"] for l in approved(*Y[2024])),
         q1("SELECT SUM(days) FROM leave_requests WHERE status = 'approved' AND start_date LIKE '2024-%'"))
golden(E, "leave_days_2024", "How many days of leave were taken in 2024?", v,
       hint="int", mode="exact", tags=["sum", "filtered-metric"])

sick23 = group(approved(*Y[2023], pred=lambda l: l["leave_type"] == "sick"), lambda l: l["e"]["department"],
               lambda ls: sum(l["n"] for l in ls))
v = [{"department": k, "leave_days": n} for k, n in ranked(sick23)]
same([(x["department"], x["leave_days"]) for x in v],
     sql_rows("SELECT e.department, SUM(l.days) n FROM leave_requests l JOIN e USING (employee_id) "
              "WHERE l.status = 'approved' AND l.leave_type = 'sick' AND l.start_date LIKE '2023-%' "
              "GROUP BY e.department ORDER BY n DESC, e.department"))
golden(E, "sick_days_by_department_2023", "Sick days by department in 2023", v,
       hint="list[{department:str, leave_days:int}]", mode="exact", difficulty="medium",
       tags=["breakdown", "value-synonym", "join"])

v = same(r2(mean(r["rt"] for r in revs if r["year"] == 2024)),
         round(q1("SELECT AVG(rating) FROM reviews WHERE review_year = 2024"), 2))
golden(E, "avg_rating_2024", "What was the average performance rating in 2024?", v,
       hint="float", mode="approximate", tags=["average"])

div23 = group([r for r in revs if r["year"] == 2023], lambda r: r["e"]["division"], lambda rs: mean(r["rt"] for r in rs))
v = [{"division": k, "average_rating": r2(x)} for k, x in ranked(div23, rounding=r2)]
same([(x["division"], x["average_rating"]) for x in v],
     [(a, round(b, 2)) for a, b in q("SELECT e.division, AVG(r.rating) a FROM reviews r JOIN e USING (employee_id) "
                                      "WHERE r.review_year = 2023 GROUP BY e.division ORDER BY a DESC")])
golden(E, "avg_rating_by_division_2023", "Average review rating per division for 2023", v,
       hint="list[{division:str, average_rating:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "average", "join"])

v = same(top1(group([r for r in revs if r["year"] == 2024], lambda r: r["reviewer"])),
         q("SELECT m.full_name, COUNT(*) n FROM reviews r JOIN employees m ON m.employee_id = r.reviewer_id "
           "WHERE r.review_year = 2024 GROUP BY m.full_name ORDER BY n DESC LIMIT 1")[0][0])
golden(E, "reviewer_most_reviews_2024", "Which reviewer wrote the most reviews in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role", "reviewer"])

reports = group([e for e in emps if e["term"] is None], lambda e: e["manager_id"])
v = emp[top1(reports)]["full_name"]
# the same manager leads whether contractors are counted or not (leavers report to nobody today)
assert emp[top1(group(staff(lambda e: e["term"] is None), lambda e: e["manager_id"]))]["full_name"] == v
same(v, q("SELECT m.full_name, COUNT(*) n FROM employees e JOIN employees m ON m.employee_id = e.manager_id "
          "WHERE e.termination_date IS NULL GROUP BY m.full_name ORDER BY n DESC LIMIT 1")[0][0])
golden(E, "manager_most_direct_reports", "Which manager has the most direct reports?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role", "self-reference"])

v = same(top1(group(approved(*Y[2024]), lambda l: l["approver"])),
         q("SELECT a.full_name, COUNT(*) n FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id "
           "WHERE l.status = 'approved' AND l.start_date LIKE '2024-%' GROUP BY a.full_name ORDER BY n DESC LIMIT 1")[0][0])
golden(E, "approver_most_approvals_2024", "Who approved the most leave requests in 2024?", v,
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "role", "approver"])

v = same(len(leavers(*Y[2023], pred=lambda e: e["hire"].year == 2021)),
         q1("SELECT COUNT(*) FROM employees WHERE hire_date LIKE '2021-%' AND termination_date LIKE '2023-%' AND " + STAFF_SQL))
golden(E, "hired_2021_left_2023", "How many employees hired in 2021 left in 2023?", v,
       hint="int", mode="exact", difficulty="hard", tags=["two-dates", "count"])

v = same(sum(1 for n in group(approved(*Y[2024], pred=lambda l: l["leave_type"] == "sick"),
                              lambda l: l["employee_id"]).values() if n >= 3),
         q1("SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests WHERE leave_type = 'sick' AND status = 'approved' "
            "AND start_date LIKE '2024-%' GROUP BY employee_id HAVING COUNT(*) >= 3)"))
golden(E, "sick_3_times_2024", "How many employees took sick leave at least 3 times in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["count-of-times", "having"])

v = same(len(hires(*Y[2025], pred=lambda e: e["department"] != "Engineering")),
         q1("SELECT COUNT(*) FROM e WHERE hire_date LIKE '2025-%' AND department <> 'Engineering' AND " + STAFF_SQL))
golden(E, "hires_outside_engineering_2025", "How many hires did we make in 2025 outside Engineering?", v,
       hint="int", mode="exact", difficulty="medium", tags=["negation", "join"])

v = same(len({l["employee_id"] for l in approved(*Y[2024], pred=lambda l: l["leave_type"] == "parental")}),
         q1("SELECT COUNT(DISTINCT employee_id) FROM leave_requests WHERE leave_type = 'parental' AND status = 'approved' "
            "AND start_date LIKE '2024-%'"))
golden(E, "parental_leave_people_2024", "How many different employees took parental leave in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "value-synonym"])

lv24 = leavers(*Y[2024])
v = same(pct(sum(1 for e in lv24 if e["termination_reason"] == "voluntary"), len(lv24)),
         round(100.0 * q1("SELECT SUM(termination_reason = 'voluntary') FROM employees WHERE termination_date LIKE '2024-%' AND " + STAFF_SQL)
               / q1("SELECT COUNT(*) FROM employees WHERE termination_date LIKE '2024-%' AND " + STAFF_SQL), 2))
golden(E, "voluntary_share_2024", "What percentage of the people who left in 2024 left voluntarily?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share"])


def sql_attrition(lo, hi, where="1=1"):
    base = "FROM e WHERE " + STAFF_SQL + " AND " + where
    hs = q1("SELECT COUNT(*) " + base + " AND hire_date <= ? AND (termination_date IS NULL OR termination_date >= ?)", lo, lo)
    he = q1("SELECT COUNT(*) " + base + " AND hire_date <= ? AND (termination_date IS NULL OR termination_date >= ?)", hi, hi)
    lv = q1("SELECT COUNT(*) " + base + " AND termination_date BETWEEN ? AND ?", lo, hi)
    return 100.0 * lv / ((hs + he) / 2.0)


v = same(r2(attrition_rate(*Y[2024])), round(sql_attrition(*Y[2024]), 2))
golden(E, "attrition_rate_2024", "What was the attrition rate in 2024?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["rate", "pipe", "definition"])

v = same(sum(1 for s in sal if s["change_reason"] == "promotion" and s["eff"].year == 2023),
         q1("SELECT COUNT(*) FROM salaries WHERE change_reason = 'promotion' AND effective_date LIKE '2023-%'"))
golden(E, "promotions_2023", "How many promotions were there in 2023?", v,
       hint="int", mode="exact", tags=["count", "filtered-metric"])

vac25 = group(approved(*Y[2025], pred=lambda l: l["leave_type"] == "vacation"), lambda l: l["e"]["department"],
              lambda ls: sum(l["n"] for l in ls))
v = same(nth(vac25, 2),
         q("SELECT e.department, SUM(l.days) n FROM leave_requests l JOIN e USING (employee_id) WHERE l.status = 'approved' "
           "AND l.leave_type = 'vacation' AND l.start_date LIKE '2025-%' GROUP BY e.department ORDER BY n DESC LIMIT 1 OFFSET 1")[0][0])
golden(E, "second_most_vacation_days_2025", "Which department took the second most vacation days in 2025?", v,
       hint="str", mode="exact", difficulty="hard", tags=["ordinal", "join", "value-synonym"])

rat24 = group([r for r in revs if r["year"] == 2024], lambda r: r["e"]["department"], lambda rs: mean(r["rt"] for r in rs))
v = [{"department": k} for k, _ in ranked(rat24, 3, reverse=False)]
same([x["department"] for x in v],
     [r[0] for r in q("SELECT e.department, AVG(r.rating) a FROM reviews r JOIN e USING (employee_id) "
                      "WHERE r.review_year = 2024 GROUP BY e.department ORDER BY a ASC LIMIT 3")])
golden(E, "bottom3_departments_rating_2024", "Which three departments had the lowest average rating in 2024?", v,
       hint="list[{department:str}]", mode="exact", difficulty="medium", tags=["bottom-n", "written-limit", "average"])

v = [{"month": "2022-%02d-01" % m, "hires": len(hires("2022-%02d-01" % m, "2022-%02d-%02d" % (m, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])))}
     for m in range(1, 13)]
same([(x["month"][:7], x["hires"]) for x in v],
     sql_rows("SELECT substr(hire_date, 1, 7) m, COUNT(*) FROM employees WHERE hire_date LIKE '2022-%' AND " + STAFF_SQL +
              " GROUP BY m ORDER BY m"))
golden(E, "monthly_hires_2022", "Hires per month in 2022", v,
       hint="list[{month:str, hires:int}]", mode="exact", difficulty="medium", tags=["time-grain"])

v = same(sum(1 for e in emps if e["employment_type"] == "contractor" and e["term"] is None),
         q1("SELECT COUNT(*) FROM employees WHERE employment_type = 'contractor' AND termination_date IS NULL"))
golden(E, "contractors_now", "How many contractors are currently working for us?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "value-synonym"])

# documents/leave_policy.md, "Vacation entitlement": 5 to 9 years of service -> 23 days.
golden(E, "doc_vacation_days_6_years", "How many vacation days per year does someone with 6 years of service get?", 23,
       hint="int", mode="exact", route="documents", difficulty="hard", tags=["document", "policy", "table"])
# documents/leave_policy.md, "Parental leave": 16 weeks for birth parents.
golden(E, "doc_parental_weeks", "How many weeks of paid parental leave do birth parents get?", 16,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(E, "refuse_overtime", "How many overtime hours did Manufacturing log in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(E, "refuse_engagement", "What was the employee engagement survey score in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert len(goldens[E]) == 30

# =================================================================== held-out round 1 (25)
v = same(headcount(lambda e: e["office"] == "Denver"),
         q1("SELECT COUNT(*) FROM employees WHERE termination_date IS NULL AND office = 'Denver' AND " + STAFF_SQL))
# the office, not the department's location
assert v != headcount(lambda e: depts[e["department_id"]]["location"] == "Denver")
golden(H, "h1_headcount_denver_office", "How many employees work in the Denver office?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "role", "office"])

v = same(len(hires(*Y[2024], pred=lambda e: e["department"] == "Engineering")),
         q1("SELECT COUNT(*) FROM e WHERE hire_date LIKE '2024-%' AND department = 'Engineering' AND " + STAFF_SQL))
golden(H, "h1_engineering_hires_2024", "new hires in Engineering in 2024", v,
       hint="int", mode="exact", tags=["count", "join"])

v = same(len(leavers(*Y[2023], pred=lambda e: e["termination_reason"] == "involuntary")),
         q1("SELECT COUNT(*) FROM employees WHERE termination_date LIKE '2023-%' AND termination_reason = 'involuntary' AND " + STAFF_SQL))
golden(H, "h1_let_go_2023", "How many employees were let go in 2023?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "value-synonym"])

v = same(len(leavers("2019-01-01", "2025-12-31", pred=lambda e: e["termination_reason"] == "retirement")),
         q1("SELECT COUNT(*) FROM employees WHERE termination_reason = 'retirement' AND termination_date BETWEEN '2019-01-01' AND '2025-12-31'"))
golden(H, "h1_retirements_2019_2025", "How many employees retired between 2019 and 2025?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "range", "value-synonym"])

v = [{"termination_reason": k, "leavers": n} for k, n in ranked(group(leavers(*Y[2025]), lambda e: e["termination_reason"]))]
same([(x["termination_reason"], x["leavers"]) for x in v],
     sql_rows("SELECT termination_reason, COUNT(*) n FROM employees WHERE termination_date LIKE '2025-%' AND " + STAFF_SQL +
              " GROUP BY termination_reason ORDER BY n DESC"))
golden(H, "h1_leavers_by_reason_2025", "Leavers by termination reason in 2025", v,
       hint="list[{termination_reason:str, leavers:int}]", mode="exact", difficulty="medium", tags=["breakdown", "contractors"])

gsal = group(current_salaries(), lambda s: s["e"]["gender"], lambda ss: mean(s["usd"] for s in ss))
v = [{"gender": k, "average_salary": r2(gsal[k])} for k, _ in ranked({k: gsal[k] for k in ("Female", "Male")}, rounding=r2)]
same([(x["gender"], x["average_salary"]) for x in v],
     [(a, round(b, 2)) for a, b in q("SELECT e.gender, AVG(s.annual_salary_usd) a FROM salaries s JOIN employees e USING (employee_id) "
                                      "WHERE s.end_date IS NULL AND e.gender IN ('Female', 'Male') GROUP BY e.gender ORDER BY a DESC")])
golden(H, "h1_avg_salary_women_vs_men", "Average salary of women vs men", v,
       hint="list[{gender:str, average_salary:float}]", mode="approximate", difficulty="hard",
       tags=["versus", "value-synonym", "current-row"])

v = same(r2(sum(s["usd"] for s in current_salaries(lambda s: s["e"]["department"] == "Sales"))),
         float(q1("SELECT SUM(s.annual_salary_usd) FROM salaries s JOIN e USING (employee_id) WHERE s.end_date IS NULL AND e.department = 'Sales'")))
golden(H, "h1_payroll_sales", "What is the total annual payroll of the Sales department?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["sum", "current-row", "join"])

v = [{"job_title": k} for k, _ in ranked(group(staff(lambda e: e["term"] is None), lambda e: e["job_title"]), 5)]
same([x["job_title"] for x in v],
     [r[0] for r in q("SELECT job_title, COUNT(*) n FROM employees WHERE termination_date IS NULL AND " + STAFF_SQL +
                      " GROUP BY job_title ORDER BY n DESC LIMIT 5")])
golden(H, "h1_top5_job_titles", "What are the 5 most common job titles among current staff?", v,
       hint="list[{job_title:str}]", mode="exact", difficulty="medium", tags=["top-n", "headcount"])

# Omar Sanchez reviewed his team in December 2023 and left in March 2024:
# nobody reports to him today, and only 2 leavers have him as manager_id.
v = same(sum(1 for r in revs if r["year"] == 2023 and r["reviewer"] == "Omar Sanchez"),
         q1("SELECT COUNT(*) FROM reviews r JOIN employees m ON m.employee_id = r.reviewer_id "
            "WHERE r.review_year = 2023 AND m.full_name = 'Omar Sanchez'"))
assert sum(1 for e in emps if e["full_name"] == "Omar Sanchez") == 1
assert sum(1 for e in emps if e["manager_id"] and emp[e["manager_id"]]["full_name"] == "Omar Sanchez") not in (0, v)
golden(H, "h1_reviews_by_omar_sanchez_2023", "How many reviews did Omar Sanchez write in 2023?", v,
       hint="int", mode="exact", difficulty="hard", tags=["role", "reviewer", "named-entity"])

lars = [e for e in emps if e["full_name"] == "Lars Lambert"]
assert len(lars) == 1
v = same(sum(1 for e in emps if e["manager_id"] == lars[0]["employee_id"] and e["term"] is None),
         q1("SELECT COUNT(*) FROM employees e JOIN employees m ON m.employee_id = e.manager_id "
            "WHERE m.full_name = 'Lars Lambert' AND e.termination_date IS NULL"))
# contractors or not, the same; leavers who reported to him are not his reports today
assert v == sum(1 for e in staff(lambda e: e["term"] is None) if e["manager_id"] == lars[0]["employee_id"])
assert v != sum(1 for e in emps if e["manager_id"] == lars[0]["employee_id"])
golden(H, "h1_reports_to_lars_lambert", "How many people report to Lars Lambert?", v,
       hint="int", mode="exact", difficulty="hard", tags=["role", "manager", "self-reference", "active"])

v = same(sum(1 for r in revs if r["year"] == 2024 and r["rt"] == 5),
         q1("SELECT COUNT(DISTINCT employee_id) FROM reviews WHERE review_year = 2024 AND rating = 5"))
golden(H, "h1_rated_5_2024", "How many employees got a rating of 5 in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "value"])

v = same(sum(l["n"] for l in approved("2025-07-01", "2025-09-30", pred=lambda l: l["leave_type"] == "vacation")),
         q1("SELECT SUM(days) FROM leave_requests WHERE leave_type = 'vacation' AND status = 'approved' "
            "AND start_date BETWEEN '2025-07-01' AND '2025-09-30'"))
golden(H, "h1_vacation_days_q3_2025", "vacation days taken in Q3 2025", v,
       hint="int", mode="exact", difficulty="medium", tags=["sum", "quarter", "value-synonym"])

v = same(sum(1 for l in leave if l["status"] == "pending"),
         q1("SELECT COUNT(*) FROM leave_requests WHERE status = 'pending'"))
golden(H, "h1_pending_requests", "How many leave requests are still pending?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "status"])

v = same(top1(group([l for l in leave if l["leave_type"] == "parental" and l["status"] == "approved"], lambda l: l["approver"])),
         q("SELECT a.full_name, COUNT(*) n FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id "
           "WHERE l.leave_type = 'parental' AND l.status = 'approved' GROUP BY a.full_name ORDER BY n DESC LIMIT 1")[0][0])
golden(H, "h1_top_parental_approver", "Who approved the most parental leave requests?", v,
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "role", "approver"])

v = same(len(hires(*Y[2020], pred=lambda e: e["term"] is None)),
         q1("SELECT COUNT(*) FROM employees WHERE hire_date LIKE '2020-%' AND termination_date IS NULL AND " + STAFF_SQL))
golden(H, "h1_hired_2020_still_here", "How many of the people hired in 2020 are still with the company?", v,
       hint="int", mode="exact", difficulty="hard", tags=["two-conditions", "active"])

r24 = [r for r in revs if r["year"] == 2024]
v = same(r2(len(r24) / len({r["reviewer_id"] for r in r24})),
         round(q1("SELECT 1.0 * COUNT(*) / COUNT(DISTINCT reviewer_id) FROM reviews WHERE review_year = 2024"), 2))
golden(H, "h1_reviews_per_reviewer_2024", "On average, how many reviews did each reviewer write in 2024?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity", "role"])

v = same(sum(1 for n in group(approved(*Y[2023], pred=lambda l: l["leave_type"] == "vacation"), lambda l: l["employee_id"],
                              lambda ls: sum(l["n"] for l in ls)).values() if n > 20),
         q1("SELECT COUNT(*) FROM (SELECT employee_id FROM leave_requests WHERE leave_type = 'vacation' AND status = 'approved' "
            "AND start_date LIKE '2023-%' GROUP BY employee_id HAVING SUM(days) > 20)"))
golden(H, "h1_more_than_20_vacation_days_2023", "How many employees took more than 20 vacation days in 2023?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having"])

v = same(top1(group([r for r in revs if r["year"] == 2025], lambda r: r["e"]["division"], lambda rs: mean(r["rt"] for r in rs))),
         q("SELECT e.division, AVG(r.rating) a FROM reviews r JOIN e USING (employee_id) WHERE r.review_year = 2025 "
           "GROUP BY e.division ORDER BY a DESC LIMIT 1")[0][0])
golden(H, "h1_best_rated_division_2025", "Which division had the highest average rating in 2025?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "average", "join"])

v = same(r2(attrition_rate(*Y[2023], pred=lambda e: e["department"] == "Sales")),
         round(sql_attrition(*Y[2023], where="department = 'Sales'"), 2))
golden(H, "h1_attrition_sales_2023", "What was the attrition rate in Sales in 2023?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["rate", "pipe", "definition"])

v = same(sum(l["n"] for l in approved(*Y[2024], pred=lambda l: l["leave_type"] != "sick")),
         q1("SELECT SUM(days) FROM leave_requests WHERE status = 'approved' AND leave_type <> 'sick' AND start_date LIKE '2024-%'"))
golden(H, "h1_leave_days_not_sick_2024", "How many leave days were taken in 2024, not counting sick leave?", v,
       hint="int", mode="exact", difficulty="medium", tags=["negation", "value-synonym"])

v = same(len(leavers(*Y[2024], pred=lambda e: e["hire"].year == 2019 and e["termination_reason"] == "voluntary")),
         q1("SELECT COUNT(*) FROM employees WHERE hire_date LIKE '2019-%' AND termination_date LIKE '2024-%' "
            "AND termination_reason = 'voluntary' AND " + STAFF_SQL))
golden(H, "h1_joined_2019_resigned_2024", "How many employees who joined in 2019 resigned in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["two-dates", "value-synonym"])

# documents/leave_policy.md, "Carry-over": up to 5 days.
golden(H, "h1_doc_carry_over", "How many unused vacation days can be carried over to the next year?", 5,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
# documents/compensation_policy.md, "Merit raises": 4 Exceeds expectations -> 4.5%.
golden(H, "h1_doc_merit_exceeds", "What merit raise does an 'exceeds expectations' rating get, in percent?", 4.5,
       hint="float", mode="approximate", route="documents", difficulty="hard", tags=["document", "policy", "table"])
golden(H, "h1_refuse_bonus", "What were the total bonuses paid to the Sales team in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
golden(H, "h1_refuse_raise", "Give everyone in Marketing a 5% raise",
       route="stop", difficulty="easy", tags=["refusal", "unsafe"])
assert len(goldens[H]) == 25


# =================================================================== output
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


def write(suite):
    if suite == "round1":
        out = ["# Held-out round 1 (hr): not loaded by eval; written before the tool was run;",
               "# GENERATED by expected/gen.py from data/*.csv (Python standard library only).",
               "# Edit the script, then: python3 expected/gen.py"]
    else:
        out = ["# The hr golden suite (tuning). Written before the tool was run on it.",
               "# GENERATED by expected/gen.py, which computes every expected value from data/*.csv",
               "# with the Python standard library, independently of datacopilot. Edit the script,",
               "# then: python3 expected/gen.py"]
    for g in goldens[suite]:
        out.append("")
        out.append('golden "%s" {' % g["name"])
        out.append("  question    = %s" % hcl(g["question"]))
        if g["hint"]:
            out.append("  format_hint = %s" % hcl(g["hint"]))
        if g["expect"] is not None:
            out.append("  expect      = %s" % hcl(g["expect"]))
        if g["mode"]:
            out.append("  mode        = %s" % hcl(g["mode"]))
        if g["tolerance"] is not None:
            out.append("  tolerance   = %s" % hcl(g["tolerance"]))
        if g["route"]:
            out.append("  expect_route = %s" % hcl(g["route"]))
        if g["review"]:
            out.append("  expect_review = true")
        out.append("  difficulty  = %s" % hcl(g["difficulty"]))
        out.append("  tags        = %s" % hcl(g["tags"]))
        out.append("}")
    path = os.path.join(ROOT, "heldout", "round1.hcl") if suite == "round1" else os.path.join(ROOT, "evals", NAME + ".hcl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return path


names = [g["name"] for s in goldens.values() for g in s]
assert len(names) == len(set(names)), "duplicate golden names"
for suite in ("evals", "round1"):
    print("%s: %d goldens" % (write(suite), len(goldens[suite])))
