#!/usr/bin/env python3
"""Held-out round 2 for the hr workspace (written in round 7): 12 new questions
in the words of business users (some lowercase and sloppy), written from the
data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round2.py          # writes heldout/round2.hcl
    python3 expected/round2.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/leave_policy.md,
documents/compensation_policy.md):
- staff = employment_type full-time or part-time; contractors are left out of
  headcount and hires; headcount (no date) = staff with no termination_date;
- hires = staff by hire_date; office, department and job level are today's
  values (employees.csv);
- current salary = the salaries row with an empty end_date; average salary and
  thresholds on pay use annual_salary_usd (Toronto CAD converted at 0.73);
- promotions = salaries rows with change_reason 'promotion', by effective_date,
  counted in the employee's department;
- leave days taken = SUM(days) of approved requests, by start_date; a request
  "turned down by X" has status 'rejected' and approver_id X (the approver role,
  not X's own requests), dated by its start_date.
Floats are rounded to 2 decimals. Rankings are checked for ties. The two
unanswerable questions (compliance training, job applications: no such data)
expect route "stop"; the two document questions expect route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round2.hcl")
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
    return dt.date.fromisoformat(s) if s else None


employees = {e["employee_id"]: e for e in load("employees.csv")}
departments = {d["department_id"]: d for d in load("departments.csv")}
salaries = load("salaries.csv")
leave = load("leave_requests.csv")
for e in employees.values():
    e["hired"], e["left"] = day(e["hire_date"]), day(e["termination_date"])
    e["staff"] = e["employment_type"] != "contractor"
    e["dept"] = departments[e["department_id"]]["department_name"]
current = {s["employee_id"]: float(s["annual_salary_usd"]) for s in salaries if s["end_date"] == ""}
assert set(current) == {k for k, e in employees.items() if e["staff"] and e["left"] is None}

DB = sqlite_db(DATA, ["employees.csv", "departments.csv", "salaries.csv", "leave_requests.csv"])


def person(name):
    ids = [k for k, e in employees.items() if e["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. hires (staff only) + office + year: people hired in 2024 who work from Toronto
n_tor = sum(1 for e in employees.values() if e["staff"] and e["hired"].year == 2024 and e["office"] == "Toronto")
assert n_tor != sum(1 for e in employees.values() if e["hired"].year == 2024 and e["office"] == "Toronto")  # contractors matter
check(n_tor, """
    SELECT COUNT(*) FROM employees WHERE employment_type <> 'contractor' AND office = 'Toronto'
      AND hire_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("h2_toronto_hires_2024", "how many people did we hire into the toronto office in 2024",
       n_tor, hint="int", mode="exact", difficulty="medium", tags=["period", "office", "contractors-excluded"])

# 2. average salary (today, USD) of L3 staff working from Austin
l3 = [current[k] for k, e in employees.items() if k in current and e["job_level"] == "L3" and e["office"] == "Austin"]
avg_l3 = sum(l3) / len(l3)
check(avg_l3, """
    SELECT AVG(s.annual_salary_usd) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.end_date IS NULL AND e.job_level = 'L3' AND e.office = 'Austin'""")
golden("h2_avg_salary_level3_austin", "average pay for level 3 people in Austin",
       r2(avg_l3), hint="float", mode="approximate", difficulty="medium", tags=["defined-metric", "value-synonym", "office"])

# 3. top of a breakdown: department with the most sick days taken (approved sick leave), leave starting in 2023
sk = defaultdict(int)
for r in leave:
    if r["leave_type"] == "sick" and r["status"] == "approved" and r["start_date"][:4] == "2023":
        sk[employees[r["employee_id"]]["dept"]] += int(r["days"])
top_sick = ranked(sk, 1)[0][0]
check(top_sick, """
    SELECT d.department_name FROM leave_requests l JOIN employees e ON e.employee_id = l.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE l.leave_type = 'sick' AND l.status = 'approved' AND l.start_date BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY d.department_name ORDER BY SUM(l.days) DESC LIMIT 1""")
golden("h2_most_sick_days_department_2023", "which department logged the most sick leave days in 2023",
       top_sick, hint="str", mode="exact", difficulty="easy", tags=["top-1", "leave", "value-synonym"])

# 4. promotions in Engineering, effective in 2024
n_promo = sum(1 for s in salaries if s["change_reason"] == "promotion" and s["effective_date"][:4] == "2024"
              and employees[s["employee_id"]]["dept"] == "Engineering")
check(n_promo, """
    SELECT COUNT(*) FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    JOIN departments d ON d.department_id = e.department_id
    WHERE s.change_reason = 'promotion' AND d.department_name = 'Engineering'
      AND s.effective_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("h2_engineering_promotions_2024", "how many promotions did the engineering department have in 2024",
       n_promo, hint="int", mode="exact", difficulty="medium", tags=["period", "department", "defined-metric"])

# 5. bottom of a breakdown: office with the lowest average salary today (USD)
of = defaultdict(list)
for k, v in current.items():
    of[employees[k]["office"]].append(v)
low_office = ranked({k: sum(v) / len(v) for k, v in of.items()}, 1, reverse=False)[0][0]
check(low_office, """
    SELECT e.office FROM salaries s JOIN employees e ON e.employee_id = s.employee_id
    WHERE s.end_date IS NULL GROUP BY e.office ORDER BY AVG(s.annual_salary_usd) ASC LIMIT 1""")
golden("h2_lowest_paid_office", "which office has the lowest average salary?",
       low_office, hint="str", mode="exact", difficulty="easy", tags=["bottom-1", "office", "defined-metric"])

# 6. approver role: leave requests Helen Santos rejected (as approver), leave starting in 2025.
#    Her own rejected requests (as the employee) are a different number.
hs = person("Helen Santos")
n_rej = sum(1 for r in leave if r["approver_id"] == hs and r["status"] == "rejected" and r["start_date"][:4] == "2025")
assert n_rej != sum(1 for r in leave if r["employee_id"] == hs and r["status"] == "rejected")
check(n_rej, """
    SELECT COUNT(*) FROM leave_requests l JOIN employees a ON a.employee_id = l.approver_id
    WHERE a.full_name = 'Helen Santos' AND l.status = 'rejected' AND l.start_date BETWEEN '2025-01-01' AND '2025-12-31'""")
golden("h2_helen_santos_rejections_2025", "How many leave requests did Helen Santos turn down in 2025?",
       n_rej, hint="int", mode="exact", difficulty="hard", tags=["role", "approver", "value-synonym"])

# 7. exclusion: Customer Support headcount (staff employed today) without the part-timers
n_cs = sum(1 for e in employees.values() if e["left"] is None and e["staff"] and e["dept"] == "Customer Support"
           and e["employment_type"] != "part-time")
check(n_cs, """
    SELECT COUNT(*) FROM employees e JOIN departments d ON d.department_id = e.department_id
    WHERE e.termination_date IS NULL AND e.employment_type NOT IN ('contractor', 'part-time')
      AND d.department_name = 'Customer Support'""")
golden("h2_customer_support_headcount_excl_part_time", "customer support headcount, leaving out the part-timers",
       n_cs, hint="int", mode="exact", difficulty="medium", tags=["negation", "headcount", "department"])

# 8. threshold: staff whose salary in force today is above $150,000 (USD)
n_150 = sum(1 for v in current.values() if v > 150000)
check(n_150, "SELECT COUNT(*) FROM salaries WHERE end_date IS NULL AND annual_salary_usd > 150000")
golden("h2_current_staff_over_150k", "How many current employees make more than $150k a year?",
       n_150, hint="int", mode="exact", difficulty="hard", tags=["threshold", "current-salary", "count"])

# 9. document: leave_policy.md, 10 paid sick days per year
sick = section(os.path.join(DOCS, "leave_policy.md"), "Sick leave")
sd = [int(x) for x in re.findall(r"Staff get (\d+) paid sick days per year", sick)]
assert len(sd) == 1
golden("h2_doc_paid_sick_days", "how many paid sick days do we get a year",
       sd[0], hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "policy"])

# 10. document: compensation_policy.md, the 2022 Engineering market adjustment was 5%
ma = section(os.path.join(DOCS, "compensation_policy.md"), "Market adjustment 2022")
pc = [int(x) for x in re.findall(r"every Engineering employee got a (\d+)% market adjustment", ma)]
assert len(pc) == 1
golden("h2_doc_engineering_market_adjustment_pct",
       "What percent market adjustment did the engineering team get in 2022?",
       pc[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 11-12. unanswerable: no training records, no recruiting pipeline anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"training|course|compliance|certif", heads + docs)
golden("h2_unanswerable_compliance_training_2025", "how many employees finished their compliance training in 2025",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"applica|candidate|applicant|requisition", heads + docs)
golden("h2_unanswerable_engineering_job_applications_2025",
       "How many job applications did we receive for engineering roles in 2025?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7 (hr round 2): not loaded by eval; written without reading the",
    "# runtime and before running datacopilot; answers computed by expected/round2.py",
    "# from data/*.csv (Python standard library only). GENERATED: python3 expected/round2.py",
])
