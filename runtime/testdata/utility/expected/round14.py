#!/usr/bin/env python3
"""Held-out round 14 for the utility workspace: 35 new questions in the words of
business users (terse ones, long polite ones, two with typos), written by an
independent question writer from data/*.csv, knowledge.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here twice: once with plain Python
loops over the CSV rows, once with hand-written SQL over the same CSV files
loaded into an in-memory sqlite3 database; the two are asserted equal. The two
document answers are read from documents/*.md and checked by asserting that the
sentence is in the document.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- bills, usage, amounts and the on-time payment rate belong to the billing month;
  kWh from electricity bills only, therms from gas bills only; a bill's segment,
  region and plan are the customer's; fiscal years run April to March
  (FY2025 = billing months 2024-04 to 2025-03);
- late = paid_date > due_date; on-time rate = % of bills paid on or before the
  due date, unpaid bills counting as not on time;
- electricity usage per customer = SUM(kwh_used) / COUNT(DISTINCT customer_id)
  over the electricity bills of the period (metric electricity_per_customer);
- outages belong to the day they started (started_at) and to their network
  region; duration = restored_at - started_at in hours; unplanned = cause other
  than planned maintenance; customers affected = SUM(customers_affected);
  Storm Isla = outages that started 2024-01-18 to 2024-01-21;
- service visits: requested in a period = requested_date, completed in a period
  = completed_date of completed jobs; "assigned to X" = assigned_technician_id,
  "closed / signed off by X" = closed_by_technician_id; a technician's supervisor
  = technicians.supervisor_id;
- open / active accounts = no closed_date; closed accounts = closed_date set.
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100 (percent change = 100 * (new - old) / old). Rankings are
checked for ties at the cut and inside the listed rows.
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


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """(key, value) pairs by value (highest first unless reverse=False); asserts
    there is no tie inside the listed rows nor at the cut."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    upto = len(items) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert round(items[i][1], 6) != round(items[i - 1][1], 6), "tie %r / %r" % (items[i - 1], items[i])
    return items[:n] if n else items


def r2(x):
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(old, new):
    return 100.0 * (new - old) / old


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=(), tolerance=None):
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None and expect != [], name
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


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
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { " + ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()) + " },", file=out)
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
            assert depth >= 0, "unbalanced close"
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


def sqlite_db(files):
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(DATA, f), newline="", encoding="utf-8") as fh:
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
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) if isinstance(x, (list, tuple)) else (x,) for x in python_value] \
        if isinstance(python_value, list) else python_value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r" % (want, got)


def doc_says(name, sentence):
    with open(os.path.join(DOCS, name), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (name, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


# ------------------------------------------------------------------- data
customers = {c["customer_id"]: c for c in load("customers.csv")}
meters = load("meters.csv")
bills = load("bills.csv")
outages = load("outages.csv")
techs = {t["technician_id"]: t for t in load("technicians.csv")}
visits = load("service_visits.csv")
for c in customers.values():
    c["closed"] = day(c["closed_date"])
for m in meters:
    m["cust"] = customers[m["customer_id"]]
    m["inst"] = day(m["installed_date"])
for b in bills:
    b["month"], b["due"], b["paid"] = day(b["billing_month"]), day(b["due_date"]), day(b["paid_date"])
    b["cust"] = customers[b["customer_id"]]
    b["kwh"] = int(b["kwh_used"]) if b["kwh_used"] else 0
    b["therms"] = int(b["therms_used"]) if b["therms_used"] else 0
    b["amt"] = float(b["amount_billed"])
for o in outages:
    o["start"] = dt.datetime.fromisoformat(o["started_at"])
    o["end"] = dt.datetime.fromisoformat(o["restored_at"])
    o["hours"] = (o["end"] - o["start"]).total_seconds() / 3600.0
    o["n"] = int(o["customers_affected"])
for v in visits:
    v["req"], v["done"] = day(v["requested_date"]), day(v["completed_date"])
    v["cust"] = customers[v["customer_id"]]

DB = sqlite_db(["customers.csv", "meters.csv", "bills.csv", "outages.csv", "technicians.csv", "service_visits.csv"])


def bills_in(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return [b for b in bills if lo <= b["month"] <= hi]


def outages_in(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return [o for o in outages if lo <= o["start"].date() <= hi]


def tech(name):
    ids = [k for k, t in techs.items() if t["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


B23 = bills_in("2023-01-01", "2023-12-31")
B24 = bills_in("2024-01-01", "2024-12-31")
O23 = outages_in("2023-01-01", "2023-12-31")
O24 = outages_in("2024-01-01", "2024-12-31")
V24 = [v for v in visits if v["req"].year == 2024]
Y2024 = ("2024-01-01", "2024-12-31")

# =================================================== totals and counts with filters
# 1. gas outages in the Metro network region that started in 2023 or 2024
metro_gas = sum(1 for o in outages_in("2023-01-01", "2024-12-31") if o["fuel"] == "gas" and o["region"] == "Metro")
assert metro_gas != sum(1 for o in outages if o["fuel"] == "gas" and o["region"] == "Metro"), "2025 matters"
check(metro_gas, """SELECT COUNT(*) FROM outages WHERE fuel = 'gas' AND region = 'Metro'
                    AND started_at >= '2023-01-01' AND started_at < '2025-01-01'""")
golden("r14_metro_gas_outages_2023_2024",
       "How many gas outages did Metro have in 2023 and 2024 put together?",
       metro_gas, "int", difficulty="easy", tags=["count", "two-filters", "outages", "fuel", "region", "two-years"])

# 2. amount billed for gas to Green Choice customers, 2023 billing months
gc_gas = sum(b["amt"] for b in B23 if b["fuel"] == "gas" and b["cust"]["tariff_plan"] == "Green Choice")
check(gc_gas, """SELECT SUM(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                 WHERE b.fuel = 'gas' AND c.tariff_plan = 'Green Choice' AND b.billing_month BETWEEN ? AND ?""",
      "2023-01-01", "2023-12-31")
golden("r14_green_gas_billed_2023",
       "total billed for gas to green tariff customers in 2023",
       r2(gc_gas), "float", mode="approximate", difficulty="easy",
       tags=["sum", "two-filters", "amount-billed", "plan", "fuel", "year"])

# 3. accounts closed during 2024
closed24 = sum(1 for c in customers.values() if c["closed"] and c["closed"].year == 2024)
check(closed24, "SELECT COUNT(*) FROM customers WHERE closed_date BETWEEN ? AND ?", *Y2024)
golden("r14_accounts_closed_2024",
       "How many customer accounts were closed during 2024?",
       closed24, "int", difficulty="easy", tags=["count", "closed-accounts", "customers", "year"])

# =================================================== distinct entities constrained by facts
# 4. different customers with an outage repair visit requested in January 2024
jan24 = [v for v in visits if v["job_type"] == "outage repair" and v["req"].year == 2024 and v["req"].month == 1]
jan24_cust = len({v["customer_id"] for v in jan24})
assert jan24_cust != len(jan24), "counting visits gives another number"
check(jan24_cust, """SELECT COUNT(DISTINCT customer_id) FROM service_visits
                     WHERE job_type = 'outage repair' AND requested_date BETWEEN '2024-01-01' AND '2024-01-31'""")
golden("r14_customers_outage_repair_jan_2024",
       "how many of our custmers had an outage repair visit requested in January 2024?",
       jan24_cust, "int", difficulty="medium", tags=["distinct-count", "visits", "job-type", "month", "typo"])

# 5. Riverside customers who had a meter inspection completed in 2024
rv = [v for v in visits if v["job_type"] == "meter inspection" and v["status"] == "completed"
      and v["done"].year == 2024 and v["cust"]["region"] == "Riverside"]
rv_cust = len({v["customer_id"] for v in rv})
assert rv_cust != len(rv)
check(rv_cust, """SELECT COUNT(DISTINCT v.customer_id) FROM service_visits v JOIN customers c ON c.customer_id = v.customer_id
                  WHERE v.job_type = 'meter inspection' AND v.status = 'completed' AND c.region = 'Riverside'
                    AND v.completed_date BETWEEN ? AND ?""", *Y2024)
golden("r14_riverside_customers_inspected_2024",
       "How many different Riverside customers had a meter inspection carried out (completed) in 2024?",
       rv_cust, "int", difficulty="medium", tags=["distinct-count", "visits", "job-type", "region", "completed", "year"])

# 6. different people who closed at least one job completed in 2024 that had been assigned to someone else
HO24 = [v for v in visits if v["status"] == "completed" and v["done"].year == 2024
        and v["closed_by_technician_id"] != v["assigned_technician_id"]]
n_closers = len({v["closed_by_technician_id"] for v in HO24})
assert n_closers != len({v["assigned_technician_id"] for v in HO24}), "the assigned role gives another number"
check(n_closers, """SELECT COUNT(DISTINCT closed_by_technician_id) FROM service_visits
                    WHERE status = 'completed' AND closed_by_technician_id <> assigned_technician_id
                      AND completed_date BETWEEN ? AND ?""", *Y2024)
golden("r14_people_closing_others_jobs_2024",
       "How many different people closed at least one job in 2024 that had been assigned to someone else?",
       n_closers, "int", difficulty="hard", tags=["distinct-count", "role", "closed-by", "handed-over", "visits", "year"])

# =================================================== top / bottom N
# 7. five customers billed the most in FY2025 (billing months 2024-04 .. 2025-03)
fy25 = bills_in("2024-04-01", "2025-03-31")
amt_fy25 = defaultdict(float)
for b in fy25:
    amt_fy25[b["cust"]["account_name"]] += b["amt"]
top5 = [k for k, _ in ranked(amt_fy25, 5)]
check(top5, """SELECT c.account_name FROM bills b JOIN customers c ON c.customer_id = b.customer_id
               WHERE b.billing_month BETWEEN '2024-04-01' AND '2025-03-31'
               GROUP BY c.account_name ORDER BY SUM(b.amount_billed) DESC LIMIT 5""")
golden("r14_top_five_customers_billed_fy2025",
       "Which five customers did we bill the most in fiscal 2025?",
       [{"customer": k} for k in top5], "list[{customer:str}]", difficulty="medium",
       tags=["top-n", "written-limit", "amount-billed", "fiscal-year", "list"])

# 8. the 3 regions with the lowest on-time payment rate, 2023 billing months (worst first)
ot = defaultdict(lambda: [0, 0])
for b in B23:
    ot[b["cust"]["region"]][0] += b["paid"] is not None and b["paid"] <= b["due"]
    ot[b["cust"]["region"]][1] += 1
ot_rate = {k: 100.0 * a / n for k, (a, n) in ot.items()}
bottom3 = [k for k, _ in ranked(ot_rate, 3, reverse=False)]
check(bottom3, """SELECT c.region FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                  WHERE b.billing_month BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY c.region
                  ORDER BY 100.0 * SUM(CASE WHEN b.paid_date IS NOT NULL AND b.paid_date <= b.due_date THEN 1 ELSE 0 END) / COUNT(*)
                  LIMIT 3""")
golden("r14_bottom_3_regions_on_time_2023",
       "bottom 3 customer regions for on-time payment rate in 2023, worst first",
       [{"region": k} for k in bottom3], "list[{region:str}]", difficulty="medium",
       tags=["bottom-n", "numeric-limit", "on-time-rate", "region", "year", "list"])

# 9. the three small business customers who used the most gas in 2024
sbgas = defaultdict(int)
for b in B24:
    if b["fuel"] == "gas" and b["cust"]["segment"] == "small business":
        sbgas[b["cust"]["account_name"]] += b["therms"]
top3sb = [k for k, _ in ranked(sbgas, 3)]
check(top3sb, """SELECT c.account_name FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                 WHERE b.fuel = 'gas' AND c.segment = 'small business' AND b.billing_month BETWEEN ? AND ?
                 GROUP BY c.account_name ORDER BY SUM(b.therms_used) DESC LIMIT 3""", *Y2024)
golden("r14_top_three_small_business_gas_2024",
       "Who were our three biggest small business gas users in 2024, by therms?",
       [{"customer": k} for k in top3sb], "list[{customer:str}]", difficulty="medium",
       tags=["top-n", "written-limit", "gas-usage", "segment", "year", "list"])

# =================================================== ranking by a named measure
# 10. residential plan with the highest electricity usage per customer in 2024
epc = defaultdict(lambda: [0, set()])
for b in B24:
    if b["fuel"] == "electricity" and b["cust"]["segment"] == "residential":
        epc[b["cust"]["tariff_plan"]][0] += b["kwh"]
        epc[b["cust"]["tariff_plan"]][1].add(b["customer_id"])
epc_val = {k: kwh / len(cs) for k, (kwh, cs) in epc.items()}
assert len(epc_val) == 4
best_plan = ranked(epc_val, 1)[0][0]
check(best_plan, """SELECT c.tariff_plan FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                    WHERE b.fuel = 'electricity' AND c.segment = 'residential' AND b.billing_month BETWEEN ? AND ?
                    GROUP BY c.tariff_plan ORDER BY 1.0 * SUM(b.kwh_used) / COUNT(DISTINCT b.customer_id) DESC LIMIT 1""",
      *Y2024)
golden("r14_residential_plan_top_kwh_per_customer_2024",
       "Among the residential tariff plans, which one had the highest electricity usage per customer in 2024?",
       best_plan, "str", difficulty="medium", tags=["ranking", "per-customer", "usage", "plan", "segment", "year"])

# 11. network region whose unplanned outages took longest to restore on average, 2023
dur = defaultdict(list)
for o in O23:
    if o["cause"] != "planned maintenance":
        dur[o["region"]].append(o["hours"])
slowest = ranked({k: sum(v) / len(v) for k, v in dur.items()}, 1)[0][0]
check(slowest, """SELECT region FROM outages WHERE cause <> 'planned maintenance'
                  AND started_at >= '2023-01-01' AND started_at < '2024-01-01'
                  GROUP BY region ORDER BY AVG((julianday(restored_at) - julianday(started_at)) * 24) DESC LIMIT 1""")
golden("r14_region_slowest_unplanned_restoration_2023",
       "In 2023, which region's unplanned outages took the longest to restore on average?",
       slowest, "str", difficulty="medium", tags=["ranking", "avg-duration", "outages", "unplanned", "region", "year"])

# 12. supervisor whose team (technicians reporting to them) was assigned the most jobs requested in 2024
team = Counter(techs[techs[v["assigned_technician_id"]]["supervisor_id"]]["full_name"] for v in V24
               if techs[v["assigned_technician_id"]]["supervisor_id"])
top_sup = ranked(team, 1)[0][0]
# robust to counting the supervisors' own jobs into their team
team2 = Counter()
for v in V24:
    t = techs[v["assigned_technician_id"]]
    team2[t["full_name"] if t["role"] == "Supervisor" else techs[t["supervisor_id"]]["full_name"]] += 1
assert ranked(team2, 1)[0][0] == top_sup
check(top_sup, """SELECT s.full_name FROM service_visits v
                  JOIN technicians a ON a.technician_id = v.assigned_technician_id
                  JOIN technicians s ON s.technician_id = a.supervisor_id
                  WHERE v.requested_date BETWEEN ? AND ? GROUP BY s.full_name ORDER BY COUNT(*) DESC LIMIT 1""", *Y2024)
golden("r14_supervisor_team_most_jobs_2024",
       "Which supervisor's team was given the most jobs in 2024?",
       top_sup, "str", difficulty="hard", tags=["ranking", "role", "supervisor", "assigned", "visits", "year"])

# =================================================== averages per entity
# 13. average industrial gas bill, 2024 billing months
ig = [b["amt"] for b in B24 if b["fuel"] == "gas" and b["cust"]["segment"] == "industrial"]
avg_ig = sum(ig) / len(ig)
check(avg_ig, """SELECT AVG(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                 WHERE b.fuel = 'gas' AND c.segment = 'industrial' AND b.billing_month BETWEEN ? AND ?""", *Y2024)
golden("r14_avg_industrial_gas_bill_2024",
       "What was the average gas bill for an industrial customer in 2024, in dollars?",
       r2(avg_ig), "float", mode="approximate", difficulty="easy", tags=["average", "per-bill", "amount-billed", "segment", "fuel", "year"])

# 14. electricity usage per customer (metric) for Lakeside customers, Q1 2025
q1 = [b for b in bills_in("2025-01-01", "2025-03-31") if b["fuel"] == "electricity" and b["cust"]["region"] == "Lakeside"]
lk_epc = sum(b["kwh"] for b in q1) / len({b["customer_id"] for b in q1})
check(lk_epc, """SELECT 1.0 * SUM(b.kwh_used) / COUNT(DISTINCT b.customer_id) FROM bills b
                 JOIN customers c ON c.customer_id = b.customer_id
                 WHERE b.fuel = 'electricity' AND c.region = 'Lakeside' AND b.billing_month BETWEEN '2025-01-01' AND '2025-03-31'""")
golden("r14_lakeside_kwh_per_customer_q1_2025",
       "kwh per customer for Lakeside customers in Q1 2025?",
       r2(lk_epc), "float", mode="approximate", difficulty="medium", tags=["average", "per-customer", "usage", "region", "quarter"])

# 15. average days from request to completion, connection jobs requested in 2024 and completed
cn = [(v["done"] - v["req"]).days for v in V24 if v["job_type"] == "connection" and v["status"] == "completed"]
avg_cn = sum(cn) / len(cn)
check(avg_cn, """SELECT AVG(julianday(completed_date) - julianday(requested_date)) FROM service_visits
                 WHERE job_type = 'connection' AND status = 'completed' AND requested_date BETWEEN ? AND ?""", *Y2024)
golden("r14_avg_days_to_connect_2024",
       "For new connection jobs requested in 2024, how many days on average passed between the request and the job being completed?",
       r2(avg_cn), "float", mode="approximate", difficulty="hard", tags=["average", "two-dates", "visits", "job-type", "year"])

# =================================================== share of a total
# 16. industrial share of 2024 electricity usage
kwh24 = sum(b["kwh"] for b in B24 if b["fuel"] == "electricity")
ind_share = 100.0 * sum(b["kwh"] for b in B24 if b["fuel"] == "electricity" and b["cust"]["segment"] == "industrial") / kwh24
check(ind_share, """SELECT 100.0 * SUM(CASE WHEN c.segment = 'industrial' THEN b.kwh_used ELSE 0 END) / SUM(b.kwh_used)
                    FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                    WHERE b.fuel = 'electricity' AND b.billing_month BETWEEN ? AND ?""", *Y2024)
golden("r14_industrial_share_kwh_2024",
       "What percentage of all the electricity our customers used in 2024 went to industrial customers?",
       r2(ind_share), "float", mode="approximate", difficulty="medium", tags=["share", "usage", "segment", "year"])

# 17. share of 2023 outages that were planned maintenance
planned23 = 100.0 * sum(1 for o in O23 if o["cause"] == "planned maintenance") / len(O23)
check(planned23, """SELECT 100.0 * SUM(CASE WHEN cause = 'planned maintenance' THEN 1 ELSE 0 END) / COUNT(*)
                    FROM outages WHERE started_at >= '2023-01-01' AND started_at < '2024-01-01'""")
golden("r14_planned_share_outages_2023",
       "what % of the outages in 2023 were planned maintenance?",
       r2(planned23), "float", mode="approximate", difficulty="easy", tags=["share", "outages", "cause", "year"])

# 18. share of the meters of open Highlands accounts that are legacy meters
hm = [m for m in meters if m["cust"]["region"] == "Highlands" and not m["cust"]["closed_date"]]
assert len(hm) != sum(1 for m in meters if m["cust"]["region"] == "Highlands"), "closed accounts matter"
legacy_hl = 100.0 * sum(1 for m in hm if m["meter_type"] == "legacy") / len(hm)
check(legacy_hl, """SELECT 100.0 * SUM(CASE WHEN m.meter_type = 'legacy' THEN 1 ELSE 0 END) / COUNT(*)
                    FROM meters m JOIN customers c ON c.customer_id = m.customer_id
                    WHERE c.region = 'Highlands' AND c.closed_date IS NULL""")
golden("r14_legacy_meter_share_highlands",
       "For Highlands customers who are still with us, what percentage of their meters are still the old legacy type?",
       r2(legacy_hl), "float", mode="approximate", difficulty="medium", tags=["share", "meters", "meter-type", "region", "active-accounts"])

# =================================================== growth / change between two periods
# 19. residential amount billed, FY2024 -> FY2025, % change
def res_amt(lo, hi):
    return sum(b["amt"] for b in bills_in(lo, hi) if b["cust"]["segment"] == "residential")


res_chg = pct_change(res_amt("2023-04-01", "2024-03-31"), res_amt("2024-04-01", "2025-03-31"))
RA = """SELECT SUM(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
        WHERE c.segment = 'residential' AND b.billing_month BETWEEN '%s' AND '%s'"""
check(res_chg, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (RA % ("2024-04-01", "2025-03-31"), RA % ("2023-04-01", "2024-03-31"),
                                                        RA % ("2023-04-01", "2024-03-31")))
golden("r14_residential_billed_change_fy24_fy25",
       "By what percent did the amount we billed residential customers change from FY2024 to FY2025?",
       r2(res_chg), "float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "fiscal-year", "amount-billed", "segment"])

# 20. outage repair jobs completed, 2023 -> 2024, % change (by completion date)
def or_done(y):
    return sum(1 for v in visits if v["job_type"] == "outage repair" and v["status"] == "completed" and v["done"].year == y)


or_chg = pct_change(or_done(2023), or_done(2024))
OR = """SELECT COUNT(*) FROM service_visits WHERE job_type = 'outage repair' AND status = 'completed'
        AND completed_date BETWEEN '%d-01-01' AND '%d-12-31'"""
check(or_chg, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (OR % (2024, 2024), OR % (2023, 2023), OR % (2023, 2023)))
golden("r14_outage_repairs_completed_change_2023_2024",
       "outage repairs completed in 2024 vs 2023 - percentage change?",
       r2(or_chg), "float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "completed-visits", "job-type"])

# 21. customers affected by outages in Coastal, 2023 -> 2024, % change
ca23 = sum(o["n"] for o in O23 if o["region"] == "Coastal")
ca24 = sum(o["n"] for o in O24 if o["region"] == "Coastal")
ca_chg = pct_change(ca23, ca24)
CA = """SELECT SUM(customers_affected) FROM outages WHERE region = 'Coastal'
        AND started_at >= '%d-01-01' AND started_at < '%d-01-01'"""
check(ca_chg, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (CA % (2024, 2025), CA % (2023, 2024), CA % (2023, 2024)))
golden("r14_coastal_customers_affected_change_2023_2024",
       "How much did the number of customers affected by outages in Coastal go up or down between 2023 and 2024, as a percentage?",
       r2(ca_chg), "float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "customers-affected", "outages", "region"])

# =================================================== negation / exclusion
# 22. open accounts that never asked for a fault repair (no fault repair visit of any status)
fr_cust = {v["customer_id"] for v in visits if v["job_type"] == "fault repair"}
no_fr = sum(1 for c in customers.values() if not c["closed_date"] and c["customer_id"] not in fr_cust)
assert no_fr != sum(1 for c in customers.values() if not c["closed_date"] and c["customer_id"] not in
                    {v["customer_id"] for v in visits if v["job_type"] == "fault repair" and v["status"] != "cancelled"}), \
    "cancelled requests matter: the question says they count"
check(no_fr, """SELECT COUNT(*) FROM customers c WHERE c.closed_date IS NULL AND NOT EXISTS
                (SELECT 1 FROM service_visits v WHERE v.customer_id = c.customer_id AND v.job_type = 'fault repair')""")
golden("r14_open_accounts_never_fault_repair",
       "How many open accounts have never once asked us for a fault repair visit, not even one that ended up cancelled?",
       no_fr, "int", difficulty="medium", tags=["negation", "never", "not-exists", "visits", "active-accounts"])

# 23. 2024 outages outside Coastal and Highlands
other24 = sum(1 for o in O24 if o["region"] not in ("Coastal", "Highlands"))
check(other24, """SELECT COUNT(*) FROM outages WHERE region NOT IN ('Coastal', 'Highlands')
                  AND started_at >= '2024-01-01' AND started_at < '2025-01-01'""")
golden("r14_outages_2024_other_than_coastal_highlands",
       "How many outages started in 2024 in regions other than Coastal and Highlands?",
       other24, "int", difficulty="easy", tags=["exclusion", "other-than", "outages", "region", "year"])

# 24. closed accounts that never had a service visit
closed_novisit = sum(1 for c in customers.values() if c["closed_date"]
                     and not any(v["customer_id"] == c["customer_id"] for v in visits))
check(closed_novisit, """SELECT COUNT(*) FROM customers c WHERE c.closed_date IS NOT NULL AND NOT EXISTS
                         (SELECT 1 FROM service_visits v WHERE v.customer_id = c.customer_id)""")
golden("r14_closed_accounts_never_visited",
       "Of the accounts that have closed, how many never had a service visit of any kind booked, not even a cancelled one?",
       closed_novisit, "int", difficulty="medium", tags=["negation", "never", "not-exists", "visits", "closed-accounts"])

# =================================================== comparisons / thresholds
# 25. residential electricity bills for January 2025 over 600 kWh
over600 = sum(1 for b in bills_in("2025-01-01", "2025-01-31") if b["fuel"] == "electricity"
              and b["cust"]["segment"] == "residential" and b["kwh"] > 600)
check(over600, """SELECT COUNT(*) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
                  WHERE b.fuel = 'electricity' AND c.segment = 'residential' AND b.billing_month = '2025-01-01'
                    AND b.kwh_used > 600""")
golden("r14_residential_bills_over_600_kwh_jan_2025",
       "How many household electricty bills for January 2025 showed over 600 kWh?",
       over600, "int", difficulty="medium", tags=["threshold", "count", "bills", "usage", "segment", "month", "typo"])

# 26. customers with more than 3 service visits requested in 2024
per_c = Counter(v["customer_id"] for v in V24)
gt3 = sum(1 for n in per_c.values() if n > 3)
assert gt3 != sum(1 for n in per_c.values() if n >= 3)
check(gt3, """SELECT COUNT(*) FROM (SELECT customer_id FROM service_visits WHERE requested_date BETWEEN ? AND ?
              GROUP BY customer_id HAVING COUNT(*) > 3)""", *Y2024)
golden("r14_customers_more_than_3_visits_2024",
       "How many customers had more than 3 service visits requested during 2024?",
       gt3, "int", difficulty="medium", tags=["per-entity", "threshold", "visits", "year"])

# 27. outages that started in Q1 2025 and affected more than 1,000 premises
big_q1 = sum(1 for o in outages_in("2025-01-01", "2025-03-31") if o["n"] > 1000)
check(big_q1, """SELECT COUNT(*) FROM outages WHERE customers_affected > 1000
                 AND started_at >= '2025-01-01' AND started_at < '2025-04-01'""")
golden("r14_big_outages_q1_2025",
       "In the first quarter of 2025, how many outages knocked out more than 1,000 premises each?",
       big_q1, "int", difficulty="easy", tags=["threshold", "count", "outages", "customers-affected", "quarter"])

# =================================================== roles
# 28. jobs assigned to Aaron Lowe, requested in 2024, closed by somebody else
al = tech("Aaron Lowe")
al_n = sum(1 for v in V24 if v["assigned_technician_id"] == al and v["status"] == "completed"
           and v["closed_by_technician_id"] != al)
assert al_n != sum(1 for v in visits if v["status"] == "completed" and v["done"].year == 2024
                   and v["closed_by_technician_id"] == al and v["assigned_technician_id"] != al), "other direction differs"
check(al_n, """SELECT COUNT(*) FROM service_visits v JOIN technicians a ON a.technician_id = v.assigned_technician_id
               WHERE a.full_name = 'Aaron Lowe' AND v.status = 'completed'
                 AND v.closed_by_technician_id <> v.assigned_technician_id AND v.requested_date BETWEEN ? AND ?""", *Y2024)
golden("r14_aaron_lowe_jobs_closed_by_others_2024",
       "Of the jobs requested in 2024 that were assigned to Aaron Lowe, how many were closed by a different technician?",
       al_n, "int", difficulty="hard", tags=["role", "assigned", "closed-by", "handed-over", "technician", "year"])

# 29. who, other than Dev Barnes himself, signed off the most of the jobs assigned to Dev Barnes (requested 2024)
db_ = tech("Dev Barnes")
by_closer = Counter(techs[v["closed_by_technician_id"]]["full_name"] for v in V24
                    if v["assigned_technician_id"] == db_ and v["status"] == "completed" and v["closed_by_technician_id"] != db_)
top_closer = ranked(by_closer, 1)[0][0]
by_closer_done = Counter(techs[v["closed_by_technician_id"]]["full_name"] for v in visits
                         if v["assigned_technician_id"] == db_ and v["status"] == "completed"
                         and v["done"].year == 2024 and v["closed_by_technician_id"] != db_)
assert ranked(by_closer_done, 1)[0][0] == top_closer, "same answer by completion date"
check(top_closer, """SELECT c.full_name FROM service_visits v
                     JOIN technicians a ON a.technician_id = v.assigned_technician_id
                     JOIN technicians c ON c.technician_id = v.closed_by_technician_id
                     WHERE a.full_name = 'Dev Barnes' AND c.technician_id <> a.technician_id
                       AND v.requested_date BETWEEN ? AND ?
                     GROUP BY c.full_name ORDER BY COUNT(*) DESC LIMIT 1""", *Y2024)
golden("r14_who_closed_dev_barnes_jobs_2024",
       "Dev Barnes had jobs assigned to him in 2024 that someone else ended up finishing - which colleague signed off the most of those?",
       top_closer, "str", difficulty="hard", tags=["role", "assigned", "closed-by", "ranking", "technician", "year"])

# =================================================== named periods
# 30. premises off supply in all outages that started during Storm Isla (any cause)
isla = outages_in("2024-01-18", "2024-01-21")
isla_n = sum(o["n"] for o in isla)
assert isla_n != sum(o["n"] for o in isla if o["cause"] == "storm"), "whatever the cause matters"
check(isla_n, """SELECT SUM(customers_affected) FROM outages
                 WHERE started_at >= '2024-01-18' AND started_at < '2024-01-22'""")
golden("r14_customers_affected_storm_isla",
       "Counting every outage that started during Storm Isla, whatever its cause, how many customers were affected in total?",
       isla_n, "int", difficulty="medium", tags=["named-period", "customers-affected", "outages", "sum"])

# 31. therms used by residential customers in winter 2023-24 (billing months Dec 2023 - Feb 2024)
w = bills_in("2023-12-01", "2024-02-29")
w_th = sum(b["therms"] for b in w if b["fuel"] == "gas" and b["cust"]["segment"] == "residential")
check(w_th, """SELECT SUM(b.therms_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
               WHERE b.fuel = 'gas' AND c.segment = 'residential' AND b.billing_month BETWEEN '2023-12-01' AND '2024-02-29'""")
golden("r14_residential_therms_winter_2023_24",
       "How many therms did our residential customers use over the 2023-24 winter?",
       w_th, "int", difficulty="medium", tags=["named-period", "gas-usage", "segment", "sum"])

# =================================================== breakdowns (lists)
# 32. outages by cause in 2024, most to fewest
c24 = Counter(o["cause"] for o in O24)
rows = ranked(c24)
check(rows, """SELECT cause, COUNT(*) FROM outages WHERE started_at >= '2024-01-01' AND started_at < '2025-01-01'
               GROUP BY cause ORDER BY COUNT(*) DESC""")
golden("r14_outages_by_cause_2024",
       "Give me the number of outages by cause for 2024, from the most common cause to the least.",
       [{"cause": k, "outages": n} for k, n in rows], "list[{cause:str, outages:int}]", difficulty="easy",
       tags=["breakdown", "list", "outages", "cause", "year"])

# 33. late-paid bills by customer segment, billing months Jan-Mar 2025, most first
late_q1 = Counter(b["cust"]["segment"] for b in bills_in("2025-01-01", "2025-03-31")
                  if b["paid"] is not None and b["paid"] > b["due"])
rows = ranked(late_q1)
check(rows, """SELECT c.segment, COUNT(*) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
               WHERE b.paid_date > b.due_date AND b.billing_month BETWEEN '2025-01-01' AND '2025-03-31'
               GROUP BY c.segment ORDER BY COUNT(*) DESC""")
golden("r14_late_bills_by_segment_q1_2025",
       "break down the bills paid late for jan-mar 2025 by customer segment, highest count first",
       [{"segment": k, "late_bills": n} for k, n in rows], "list[{segment:str, late_bills:int}]", difficulty="medium",
       tags=["breakdown", "list", "late-payment", "segment", "quarter"])

# =================================================== documents
# 34. restoration standard during a declared severe weather event (service_standards.md, "Severe weather")
doc_says("service_standards.md",
         "the restoration standard is 48 hours instead of 12")
golden("r14_doc_severe_weather_restoration_hours",
       "When a severe weather event like Storm Isla is declared, how many hours do we have to get the power back on before we miss the standard?",
       48, "int", route="documents", difficulty="easy", tags=["document", "policy", "outages"])

# 35. the finance team's on-time payment rate target (tariff_guide.md, "Paying on time")
doc_says("tariff_guide.md", "The finance team's target is an on-time payment rate of at least 85% in every quarter.")
golden("r14_doc_on_time_payment_target",
       "what's the minimum on-time payment rate finance is aiming for each quarter, in percent?",
       85, "int", route="documents", difficulty="easy", tags=["document", "policy", "billing"])


HEADER = [
    "# Held-out round 14 (utility): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round14.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round14.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    import io
    buf = io.StringIO()
    render(HEADER, buf)
    text = buf.getvalue()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        sys.stdout.write(text)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
