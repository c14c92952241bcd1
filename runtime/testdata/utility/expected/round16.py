#!/usr/bin/env python3
"""Held-out round 16 for the utility workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, some with written
numbers), written by an independent question writer from data/*.csv,
knowledge.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and without running datacopilot. Every expected value is computed here
twice: once with plain Python loops over the CSV rows, once with hand-written SQL
over the same CSV files loaded into an in-memory sqlite3 database; the two are
asserted equal. The two document answers are read from documents/tariff_guide.md
and checked by asserting that the sentence is in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- bills, kWh, therms, amounts billed and the on-time payment rate belong to the
  billing month (billing_month), not to the day a bill was issued, due or paid;
  kWh come from electricity bills only, therms from gas bills only (never added
  together); a bill's segment, region and tariff plan are the customer's; fiscal
  years run April to March and are named after the year they end in (FY2024 =
  billing months 2023-04 to 2024-03, FY2025 = 2024-04 to 2025-03);
- paid late = paid_date > due_date; unpaid / outstanding = no paid_date (not a
  late payment); on-time payment rate = % of the bills paid on or before the due
  date, unpaid bills counting as not on time;
- electricity usage per customer = SUM(kwh_used) / COUNT(DISTINCT customer_id)
  over the electricity bills of the period (metric electricity_per_customer);
- outages belong to the day they started (started_at) and to their network
  region; duration = restored_at - started_at in hours; unplanned = every cause
  but planned maintenance; premises off supply / customers affected =
  SUM(customers_affected) (network premises, not rows of customers); Storm Isla
  = outages that started 2024-01-18 to 2024-01-21; winter 2023-24 = 2023-12-01
  to 2024-02-29;
- service visits: jobs requested / callouts in a period = requested_date,
  credited to assigned_technician_id; jobs completed / signed off / carried out
  in a period = completed_date of completed jobs, credited to
  closed_by_technician_id; a depot without a role word is the assigned
  technician's ("dispatched to the X depot"); "X's team" = technicians whose
  supervisor_id is X; finished by a colleague / handed over =
  closed_by_technician_id <> assigned_technician_id; an outage repair's outage
  is outage_id (outages.region is the network region, customers.region the
  customer's, technicians.region the depot's);
- days from request to completion = completed_date - requested_date in days;
- smart meters fitted in a period = meters.installed_date with meter_type smart;
  still employed / on staff = no left_date;
- percent change = 100 * (new - old) / old; Qn / Hn are calendar quarters and
  halves, dates inclusive.
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100. Rankings are checked for ties at the cut and inside the
listed rows. List answers use mode "contains" (every expected row must be in
the answer).
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
    assert expect is not None and expect != [], name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list) and expect, name
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


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
customers = {c["customer_id"]: c for c in load("customers.csv")}
techs = {t["technician_id"]: t for t in load("technicians.csv")}
meters = load("meters.csv")
bills = load("bills.csv")
for b in bills:
    b["c"] = customers[b["customer_id"]]
    b["amt"] = float(b["amount_billed"])
    b["kwh"] = int(b["kwh_used"]) if b["kwh_used"] else None
    b["therms"] = int(b["therms_used"]) if b["therms_used"] else None
    b["on_time"] = bool(b["paid_date"]) and b["paid_date"] <= b["due_date"]
outages = load("outages.csv")
for o in outages:
    o["start"] = dt.datetime.fromisoformat(o["started_at"])
    o["end"] = dt.datetime.fromisoformat(o["restored_at"])
    o["hours"] = (o["end"] - o["start"]).total_seconds() / 3600.0
    o["day"] = o["start"].date().isoformat()
    o["affected"] = int(o["customers_affected"])
visits = load("service_visits.csv")
for v in visits:
    v["c"] = customers[v["customer_id"]]
    v["assigned"] = techs.get(v["assigned_technician_id"])
    v["closer"] = techs.get(v["closed_by_technician_id"])
    v["done"] = v["status"] == "completed"
    assert v["done"] == bool(v["closed_by_technician_id"]) == bool(v["completed_date"])

DB = sqlite_db(DATA, ["customers.csv", "technicians.csv", "meters.csv", "bills.csv", "outages.csv",
                      "service_visits.csv"])
assert len(customers) == 797 and len(bills) == 30946 and len(outages) == 700 and len(visits) == 4038
HRS = "((julianday(restored_at) - julianday(started_at)) * 24.0)"

Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
FY24, FY25 = ("2023-04-01", "2024-03-31"), ("2024-04-01", "2025-03-31")
Q4_23, Q4_24 = ("2023-10-01", "2023-12-31"), ("2024-10-01", "2024-12-31")
Q3_24 = ("2024-07-01", "2024-09-30")
Q1_25 = ("2025-01-01", "2025-03-31")
H1_24, H2_24, H1_25 = ("2024-01-01", "2024-06-30"), ("2024-07-01", "2024-12-31"), ("2025-01-01", "2025-06-30")
MAR_25, FEB_25 = ("2025-03-01", "2025-03-31"), ("2025-02-01", "2025-02-28")
WINTER_2425 = ("2024-12-01", "2025-02-28")
ISLA = ("2024-01-18", "2024-01-21")


def inside(d, p):
    return bool(d) and p[0] <= d[:10] <= p[1]


def between(col, p):
    return "date(%s) BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


def billed(p):
    return [b for b in bills if inside(b["billing_month"], p)]


def started(p):
    return [o for o in outages if inside(o["day"], p)]


def requested(p):
    return [v for v in visits if inside(v["requested_date"], p)]


def completed(p):
    return [v for v in visits if v["done"] and inside(v["completed_date"], p)]


def on_time_rate(bs):
    return 100.0 * sum(1 for b in bs if b["on_time"]) / len(bs)


ON_TIME_SQL = "100.0 * SUM(b.paid_date IS NOT NULL AND b.paid_date <= b.due_date) / COUNT(*)"

WINTER_2324 = ("2023-12-01", "2024-02-29")
Q2_24, Q2_25 = ("2024-04-01", "2024-06-30"), ("2025-04-01", "2025-06-30")
JUN_25, MAY_25, NOV_24 = ("2025-06-01", "2025-06-30"), ("2025-05-01", "2025-05-31"), ("2024-11-01", "2024-11-30")
MONTHS_24 = ["2024-%02d-01" % m for m in range(1, 13)]
DAYS = "(julianday(v.completed_date) - julianday(v.requested_date))"


def days(v):
    return (dt.date.fromisoformat(v["completed_date"]) - dt.date.fromisoformat(v["requested_date"])).days


# ======================================== aggregation applied to what it modifies
# 1. average days from request to completion of fault repairs completed in 2024, per depot
#    (depot = the assigned technician's; closers are always from the same depot, checked)
fr = [v for v in completed(Y24) if v["job_type"] == "fault repair"]
assert all(v["assigned"]["depot"] == v["closer"]["depot"] for v in fr)
acc = defaultdict(list)
for v in fr:
    acc[v["assigned"]["depot"]].append(days(v))
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, """SELECT t.depot, AVG(""" + DAYS + """) a FROM service_visits v
             JOIN technicians t ON t.technician_id = v.assigned_technician_id
             WHERE v.status='completed' AND v.job_type='fault repair' AND """ + between("v.completed_date", Y24)
      + " GROUP BY t.depot ORDER BY a DESC")
golden("r16_avg_days_fault_repair_by_depot_2024",
       "For fault repairs completed in 2024, what was the average number of days from the customer's request to completion, depot by depot?",
       [{"depot": k, "avg_days": r2(a)} for k, a in rk], "list[{depot:str, avg_days:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "average-per-job", "lead-time", "depot", "year"])

# 2. amount billed per customer billed, by segment, 2024
tot, who = defaultdict(float), defaultdict(set)
for b in billed(Y24):
    tot[b["c"]["segment"]] += b["amt"]
    who[b["c"]["segment"]].add(b["customer_id"])
rk = ranked({k: tot[k] / len(who[k]) for k in tot})
check(rk, """SELECT c.segment, SUM(b.amount_billed) / COUNT(DISTINCT b.customer_id) a
             FROM bills b JOIN customers c USING (customer_id)
             WHERE """ + between("b.billing_month", Y24) + " GROUP BY c.segment ORDER BY a DESC")
golden("r16_billed_per_customer_by_segment_2024",
       "In 2024, how much did we bill per customer in each segment? I mean the segment's total billed divided by the number of its customers who got at least one bill.",
       [{"segment": k, "billed_per_customer": r2(a)} for k, a in rk], "list[{segment:str, billed_per_customer:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "per-customer", "amount-billed", "segment", "year"])

# 3. average residential gas bill by tariff plan, winter 2023-24
acc = defaultdict(list)
for b in billed(WINTER_2324):
    if b["fuel"] == "gas" and b["c"]["segment"] == "residential":
        acc[b["c"]["tariff_plan"]].append(b["amt"])
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, """SELECT c.tariff_plan, AVG(b.amount_billed) a FROM bills b JOIN customers c USING (customer_id)
             WHERE b.fuel='gas' AND c.segment='residential' AND """ + between("b.billing_month", WINTER_2324)
      + " GROUP BY c.tariff_plan ORDER BY a DESC")
golden("r16_avg_household_gas_bill_by_plan_winter_2324",
       "what did the average household gas bill come to over winter 2023/24 (per bill, in dollars), split by tariff plan?",
       [{"tariff_plan": k, "avg_gas_bill": r2(a)} for k, a in rk], "list[{tariff_plan:str, avg_gas_bill:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "average-per-bill", "gas", "segment", "tariff-plan", "named-period"])

# ====================================================== written / numeric limits
# 4. the four outages of 2024 with the most premises off supply
top = ranked({o["outage_id"]: o["affected"] for o in started(Y24)}, 4)
check(top, "SELECT outage_id, customers_affected FROM outages WHERE " + between("started_at", Y24)
      + " ORDER BY customers_affected DESC, outage_id LIMIT 4")
golden("r16_four_biggest_outages_2024",
       "Give me the outage references of the four outages in 2024 that cut off the most premises, with how many premises each.",
       [{"outage_id": k, "customers_affected": n} for k, n in top], "list[{outage_id:str, customers_affected:int}]",
       mode="contains", tags=["top-n", "written-limit", "customers-affected", "year"])

# 5. three technicians who signed off the most fault repairs in 2023 (closing role)
cnt = Counter(v["closer"]["full_name"] for v in completed(Y23) if v["job_type"] == "fault repair")
top = ranked(cnt, 3)
check(top, """SELECT t.full_name, COUNT(*) n FROM service_visits v JOIN technicians t ON t.technician_id = v.closed_by_technician_id
              WHERE v.status='completed' AND v.job_type='fault repair' AND """ + between("v.completed_date", Y23)
      + " GROUP BY t.full_name ORDER BY n DESC, t.full_name LIMIT 3")
golden("r16_top3_fault_repair_closers_2023",
       "Which three technicians signed off the most fault repairs during 2023, and how many each?",
       [{"technician": k, "fault_repairs_closed": n} for k, n in top], "list[{technician:str, fault_repairs_closed:int}]",
       mode="contains", tags=["top-n", "written-limit", "role", "closed-by", "job-type", "year"])

# 6. top 5 Metro small businesses by kWh, FY2025
cnt = Counter()
for b in billed(FY25):
    if b["fuel"] == "electricity" and b["c"]["segment"] == "small business" and b["c"]["region"] == "Metro":
        cnt[b["c"]["account_name"]] += b["kwh"]
top = ranked(cnt, 5)
check(top, """SELECT c.account_name, SUM(b.kwh_used) k FROM bills b JOIN customers c USING (customer_id)
              WHERE b.fuel='electricity' AND c.segment='small business' AND c.region='Metro' AND """
      + between("b.billing_month", FY25) + " GROUP BY c.account_name ORDER BY k DESC, c.account_name LIMIT 5")
golden("r16_top5_metro_smb_kwh_fy2025",
       "top 5 small business customers in Metro by kWh used in FY25",
       [{"customer": k, "kwh": n} for k, n in top], "list[{customer:str, kwh:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "numeric-limit", "electricity-usage", "segment", "region", "fiscal-year"])

# ==================================================== ranking by a named measure
# 7. customer region second for money outstanding on unpaid bills (by dollars, not by count)
owed, n_unpaid = defaultdict(float), Counter()
for b in bills:
    if not b["paid_date"]:
        owed[b["c"]["region"]] += b["amt"]
        n_unpaid[b["c"]["region"]] += 1
who = ranked(owed, 2)[1][0]
check(who, """SELECT c.region FROM bills b JOIN customers c USING (customer_id) WHERE b.paid_date IS NULL
              GROUP BY c.region ORDER BY SUM(b.amount_billed) DESC LIMIT 1 OFFSET 1""")
assert ranked(n_unpaid, 2)[1][0] != who, "the count reading would name the same region"
golden("r16_region_second_most_owed_unpaid",
       "Which customer region is second for money owed on unpaid bills? Going by the dollars outstanding, not how many bills.",
       who, "str", difficulty="medium", tags=["ranking", "named-measure", "unpaid", "amount-billed", "region"])

# 8. job type with the longest average request-to-completion time, jobs completed in 2024
acc = defaultdict(list)
for v in completed(Y24):
    acc[v["job_type"]].append(days(v))
who = ranked({k: sum(x) / len(x) for k, x in acc.items()}, 1)[0][0]
check(who, "SELECT v.job_type FROM service_visits v WHERE v.status='completed' AND " + between("v.completed_date", Y24)
      + " GROUP BY v.job_type ORDER BY AVG(" + DAYS + ") DESC LIMIT 1")
assert ranked(Counter(v["job_type"] for v in completed(Y24)), 1)[0][0] != who
golden("r16_slowest_job_type_2024",
       "Looking at jobs completed in 2024, which type of job took the longest on average between the request and completion?",
       who, "str", difficulty="medium", tags=["ranking", "named-measure", "lead-time", "job-type", "year"])

# 9. region with the most outage hours in total, FY2025 (sum of durations, not count)
hrs = defaultdict(float)
for o in started(FY25):
    hrs[o["region"]] += o["hours"]
who = ranked(hrs, 1)[0][0]
check(who, "SELECT region FROM outages WHERE " + between("started_at", FY25) + " GROUP BY region ORDER BY SUM(" + HRS + ") DESC LIMIT 1")
assert ranked(Counter(o["region"] for o in started(FY25)), 1)[0][0] != who, "count reading names the same region"
golden("r16_region_most_outage_hours_fy2025",
       "Which region racked up the most outage hours in fiscal 2025 - adding up how long each outage lasted, not counting the outages?",
       who, "str", difficulty="medium", tags=["ranking", "named-measure", "outage-duration", "region", "fiscal-year"])

# ================================================================ share of total
# 10. share of FY2025 therms used by small business customers (typo "consumtion")
gas = [b for b in billed(FY25) if b["fuel"] == "gas"]
v = 100.0 * sum(b["therms"] for b in gas if b["c"]["segment"] == "small business") / sum(b["therms"] for b in gas)
check(v, """SELECT 100.0 * SUM(CASE WHEN c.segment='small business' THEN b.therms_used ELSE 0 END) / SUM(b.therms_used)
            FROM bills b JOIN customers c USING (customer_id) WHERE b.fuel='gas' AND """ + between("b.billing_month", FY25))
golden("r16_smb_share_gas_fy2025",
       "what percentage of our total gas consumtion in fiscal 2025 was small business customers?",
       r2(v), "float", mode="approximate", tags=["share", "gas-usage", "segment", "fiscal-year", "typo"])

# 11. share of 2024 unplanned electricity outages that lasted longer than 12 hours
ue = [o for o in started(Y24) if o["cause"] != "planned maintenance" and o["fuel"] == "electricity"]
assert not any(abs(o["hours"] - 12) < 1e-9 for o in ue)
v = 100.0 * sum(1 for o in ue if o["hours"] > 12) / len(ue)
check(v, "SELECT 100.0 * SUM(" + HRS + " > 12) / COUNT(*) FROM outages WHERE cause <> 'planned maintenance' AND fuel='electricity' AND "
      + between("started_at", Y24))
golden("r16_share_unplanned_elec_over_12h_2024",
       "Of the unplanned electricity outages that started in 2024, what percentage lasted longer than 12 hours?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "comparison", "outage-duration", "unplanned", "fuel", "year"])

# ============================================================ distinct counts
# 12. Green Choice customers with a meter installation job completed in 2024
v = len({x["customer_id"] for x in completed(Y24) if x["job_type"] == "meter installation" and x["c"]["tariff_plan"] == "Green Choice"})
check(v, """SELECT COUNT(DISTINCT v.customer_id) FROM service_visits v JOIN customers c USING (customer_id)
            WHERE v.status='completed' AND v.job_type='meter installation' AND c.tariff_plan='Green Choice' AND """
      + between("v.completed_date", Y24))
golden("r16_green_customers_smart_install_2024",
       "How many Green Choice customers had a smart meter installation job completed in 2024?",
       v, "int", tags=["distinct-count", "job-type", "tariff-plan", "year"])

# 13. distinct technicians assigned an outage repair requested during Storm Isla
v = len({x["assigned_technician_id"] for x in requested(ISLA) if x["job_type"] == "outage repair"})
check(v, "SELECT COUNT(DISTINCT assigned_technician_id) FROM service_visits v WHERE job_type='outage repair' AND "
      + between("v.requested_date", ISLA))
golden("r16_techs_on_isla_outage_repairs",
       "How many different technicians were assigned outage repair callouts that came in during Storm Isla?",
       v, "int", tags=["distinct-count", "role", "assigned", "job-type", "named-period"])

# 14. Riverside small businesses with at least one electricity bill over $500 in FY2025
bb = [b for b in billed(FY25) if b["fuel"] == "electricity" and b["c"]["segment"] == "small business"
      and b["c"]["region"] == "Riverside"]
assert not any(b["amt"] == 500 for b in bb)
v = len({b["customer_id"] for b in bb if b["amt"] > 500})
assert 0 < v < len({b["customer_id"] for b in bb})
check(v, """SELECT COUNT(DISTINCT b.customer_id) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.segment='small business' AND c.region='Riverside' AND b.amount_billed > 500 AND """
      + between("b.billing_month", FY25))
golden("r16_riverside_smb_elec_bill_over_500_fy2025",
       "In fiscal 2025, how many small business customers in Riverside got at least one electricity bill for more than $500?",
       v, "int", difficulty="hard", tags=["distinct-count", "comparison", "segment", "region", "fuel", "fiscal-year"])

# ============================================================ negation / exclusion
# 15. still-employed Technicians / Senior Technicians who signed off no job in June 2025
closers = {x["closed_by_technician_id"] for x in completed(JUN_25)}
names = sorted(t["full_name"] for t in techs.values() if not t["left_date"]
               and t["role"] in ("Technician", "Senior Technician") and t["technician_id"] not in closers)
check([(n,) for n in names], """SELECT t.full_name FROM technicians t WHERE t.left_date IS NULL
          AND t.role IN ('Technician', 'Senior Technician')
          AND NOT EXISTS (SELECT 1 FROM service_visits v WHERE v.closed_by_technician_id = t.technician_id
                          AND v.status='completed' AND """ + between("v.completed_date", JUN_25) + """)
          ORDER BY t.full_name""")
golden("r16_frontline_techs_no_signoff_jun_2025",
       "Looking only at people in the Technician or Senior Technician role who are still on staff, which of them didn't sign off a single job in June 2025?",
       [{"technician": n} for n in names], "list[{technician:str}]",
       mode="contains", difficulty="hard", tags=["negation", "never", "role", "closed-by", "current-technicians", "month"])

# 16. average duration of storm outages in winter 2023-24, leaving out Storm Isla
x = [o["hours"] for o in started(WINTER_2324) if o["cause"] == "storm" and not inside(o["day"], ISLA)]
v = sum(x) / len(x)
check(v, "SELECT AVG(" + HRS + ") FROM outages WHERE cause='storm' AND " + between("started_at", WINTER_2324)
      + " AND NOT " + between("started_at", ISLA))
golden("r16_storm_outage_hours_winter_2324_ex_isla",
       "Leaving Storm Isla itself out, how long did storm outages last on average over the 2023-24 winter, in hours?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["exclusion", "named-period", "outage-duration", "cause"])

# 17. jobs requested in 2024 that were not meter work (not inspections, not installations)
v = sum(1 for x in requested(Y24) if x["job_type"] not in ("meter inspection", "meter installation"))
check(v, "SELECT COUNT(*) FROM service_visits v WHERE v.job_type NOT IN ('meter inspection', 'meter installation') AND "
      + between("v.requested_date", Y24))
golden("r16_non_meter_jobs_2024",
       "How many jobs were requested in 2024 other than meter inspections and meter installations?",
       v, "int", tags=["exclusion", "job-type", "year"])

# ================================================================ comparisons
# 18. electricity bills for 2024 billing months paid more than 30 days after the due date (typo)
def late_days(b):
    return (dt.date.fromisoformat(b["paid_date"]) - dt.date.fromisoformat(b["due_date"])).days
eb = [b for b in billed(Y24) if b["fuel"] == "electricity" and b["paid_date"]]
v = sum(1 for b in eb if late_days(b) > 30)
assert v != sum(1 for b in eb if late_days(b) >= 30)
check(v, """SELECT COUNT(*) FROM bills b WHERE b.fuel='electricity' AND b.paid_date IS NOT NULL
            AND julianday(b.paid_date) - julianday(b.due_date) > 30 AND """ + between("b.billing_month", Y24))
golden("r16_elec_bills_paid_30_days_late_2024",
       "how many electricty bills for 2024 billing months were paid more than 30 days after they were due?",
       v, "int", difficulty="medium", tags=["comparison", "late-payment", "fuel", "year", "typo"])

# 19. customers who used at least 50,000 kWh across 2024 billing months
cnt = Counter()
for b in billed(Y24):
    if b["fuel"] == "electricity":
        cnt[b["customer_id"]] += b["kwh"]
v = sum(1 for k in cnt.values() if k >= 50000)
check(v, """SELECT COUNT(*) FROM (SELECT customer_id FROM bills b WHERE b.fuel='electricity' AND """
      + between("b.billing_month", Y24) + " GROUP BY customer_id HAVING SUM(kwh_used) >= 50000)")
golden("r16_customers_50k_kwh_2024",
       "How many customers used at least fifty thousand kWh of electricity in 2024?",
       v, "int", tags=["comparison", "per-entity", "electricity-usage", "year"])

# ==================================================================== roles
# 20. jobs Helen Shaw signed off in H1 2025 (closing role, counted on completion date)
v = sum(1 for x in completed(H1_25) if x["closer"]["full_name"] == "Helen Shaw")
assigned_reading = sum(1 for x in requested(H1_25) if x["assigned"]["full_name"] == "Helen Shaw")
assert v != assigned_reading
check(v, """SELECT COUNT(*) FROM service_visits v JOIN technicians t ON t.technician_id = v.closed_by_technician_id
            WHERE t.full_name='Helen Shaw' AND v.status='completed' AND """ + between("v.completed_date", H1_25))
golden("r16_helen_shaw_closed_h1_2025",
       "How many jobs did Helen Shaw close in H1 2025?",
       v, "int", tags=["role", "closed-by", "technician", "half-year"])

# 21. 2024 jobs for Coastal customers dispatched to the Havenport depot
v = sum(1 for x in requested(Y24) if x["c"]["region"] == "Coastal" and x["assigned"]["depot"] == "Havenport")
check(v, """SELECT COUNT(*) FROM service_visits v JOIN customers c USING (customer_id)
            JOIN technicians t ON t.technician_id = v.assigned_technician_id
            WHERE c.region='Coastal' AND t.depot='Havenport' AND """ + between("v.requested_date", Y24))
golden("r16_coastal_jobs_to_havenport_2024",
       "In 2024, how many jobs requested by Coastal customers were dispatched to the Havenport depot?",
       v, "int", difficulty="medium", tags=["role", "customer-region", "depot", "year"])

# 22. outage repairs requested in 2024 after an outage in Coastal, assigned to a technician based outside Coastal
outage_by_id = {o["outage_id"]: o for o in outages}
rep = [x for x in requested(Y24) if x["job_type"] == "outage repair"]
assert all(x["outage_id"] in outage_by_id for x in rep)
v = sum(1 for x in rep if outage_by_id[x["outage_id"]]["region"] == "Coastal" and x["assigned"]["region"] != "Coastal")
check(v, """SELECT COUNT(*) FROM service_visits v JOIN outages o ON o.outage_id = v.outage_id
            JOIN technicians t ON t.technician_id = v.assigned_technician_id
            WHERE v.job_type='outage repair' AND o.region='Coastal' AND t.region <> 'Coastal' AND """
      + between("v.requested_date", Y24))
assert v > 0
golden("r16_coastal_outage_repairs_outside_techs_2024",
       "Of the outage repair jobs requested in 2024 that followed an outage on the Coastal network, how many were assigned to a technician whose depot is outside Coastal?",
       v, "int", difficulty="hard", tags=["role", "outage-region", "technician-region", "job-type", "year"])

# ============================================================ close metrics
# 23. Q1 2025 small business bills still unpaid (not late payments)
q1i = [b for b in billed(Q1_25) if b["c"]["segment"] == "small business"]
v = sum(1 for b in q1i if not b["paid_date"])
assert v != sum(1 for b in q1i if b["paid_date"] and b["paid_date"] > b["due_date"])
check(v, """SELECT COUNT(*) FROM bills b JOIN customers c USING (customer_id)
            WHERE c.segment='small business' AND b.paid_date IS NULL AND """ + between("b.billing_month", Q1_25))
golden("r16_smb_q1_2025_outstanding",
       "How many of the small business customers' bills for Q1 2025 are still outstanding?",
       v, "int", tags=["close-metric", "unpaid", "segment", "quarter"])

# 24. kWh per customer for small businesses, H2 2024
eb = [b for b in billed(H2_24) if b["fuel"] == "electricity" and b["c"]["segment"] == "small business"]
v = sum(b["kwh"] for b in eb) / len({b["customer_id"] for b in eb})
check(v, """SELECT 1.0 * SUM(b.kwh_used) / COUNT(DISTINCT b.customer_id) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.segment='small business' AND """ + between("b.billing_month", H2_24))
golden("r16_smb_kwh_per_customer_h2_2024",
       "What was electricity usage per customer for our small businesses in the second half of 2024?",
       r2(v), "float", mode="approximate", tags=["close-metric", "electricity-per-customer", "segment", "half-year"])

# 25. callouts requested in May 2025 (not completed in May)
v = len(requested(MAY_25))
assert v != len(completed(MAY_25))
check(v, "SELECT COUNT(*) FROM service_visits v WHERE " + between("v.requested_date", MAY_25))
golden("r16_callouts_requested_may_2025",
       "how many callouts were reqeusted in may 2025, whatever happened to them afterwards?",
       v, "int", tags=["close-metric", "service-visits", "month", "typo"])

# ============================================================ named periods
# 26. on-time payment rate for Business Flex customers, FY2024
bf = [b for b in billed(FY24) if b["c"]["tariff_plan"] == "Business Flex"]
v = on_time_rate(bf)
check(v, "SELECT " + ON_TIME_SQL + " FROM bills b JOIN customers c USING (customer_id) WHERE c.tariff_plan='Business Flex' AND "
      + between("b.billing_month", FY24))
golden("r16_business_flex_on_time_fy2024",
       "What was the on-time payment rate for customers on Business Flex in fiscal year 2024?",
       r2(v), "float", mode="approximate", tags=["named-period", "fiscal-year", "on-time-payment-rate", "tariff-plan"])

# 27. smart meters fitted in Q2 2024
v = sum(1 for m in meters if m["meter_type"] == "smart" and inside(m["installed_date"], Q2_24))
check(v, "SELECT COUNT(*) FROM meters WHERE meter_type='smart' AND " + between("installed_date", Q2_24))
golden("r16_smart_meters_fitted_q2_2024",
       "How many smart meters were fitted in the second quarter of 2024?",
       v, "int", tags=["named-period", "quarter", "smart-meters", "meters"])

# 28. average outage duration for outages that began in November 2024
x = [o["hours"] for o in started(NOV_24)]
v = sum(x) / len(x)
check(v, "SELECT AVG(" + HRS + ") FROM outages WHERE " + between("started_at", NOV_24))
golden("r16_avg_outage_hours_nov_2024",
       "Average outage duration for outages that began in November 2024, in hours?",
       r2(v), "float", mode="approximate", tags=["named-period", "month", "avg-outage-hours"])

# ============================================================ growth
# 29. customers affected, H1 2024 -> H1 2025
a = sum(o["affected"] for o in started(H1_24))
b_ = sum(o["affected"] for o in started(H1_25))
v = pct_change(a, b_)
ca = "(SELECT SUM(customers_affected) FROM outages WHERE %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (ca % between("started_at", H1_25), ca % between("started_at", H1_24),
                                            ca % between("started_at", H1_24)))
golden("r16_customers_affected_growth_h1",
       "By what percentage did the number of premises affected by outages change between the first half of 2024 and the first half of 2025?",
       r2(v), "float", mode="approximate", tags=["growth", "customers-affected", "half-year"])

# 30. electricity usage per customer, FY2024 -> FY2025
def kpc(p):
    eb = [b for b in billed(p) if b["fuel"] == "electricity"]
    return sum(b["kwh"] for b in eb) / len({b["customer_id"] for b in eb})
v = pct_change(kpc(FY24), kpc(FY25))
kp = "(SELECT 1.0 * SUM(kwh_used) / COUNT(DISTINCT customer_id) FROM bills WHERE fuel='electricity' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (kp % between("billing_month", FY25), kp % between("billing_month", FY24),
                                            kp % between("billing_month", FY24)))
golden("r16_kwh_per_customer_growth_fy",
       "How much did kWh per customer move from FY2024 to FY2025, as a % change?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "electricity-per-customer", "fiscal-year"])

# 31. disconnections carried out (completed), 2023 -> 2024
a = sum(1 for x in completed(Y23) if x["job_type"] == "disconnection")
b_ = sum(1 for x in completed(Y24) if x["job_type"] == "disconnection")
v = pct_change(a, b_)
dc = "(SELECT COUNT(*) FROM service_visits v WHERE v.job_type='disconnection' AND v.status='completed' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (dc % between("v.completed_date", Y24), dc % between("v.completed_date", Y23),
                                            dc % between("v.completed_date", Y23)))
golden("r16_disconnections_done_growth_2023_2024",
       "Disconnections actually carried out: what was the percentage change from 2023 to 2024?",
       r2(v), "float", mode="approximate", tags=["growth", "completed-visits", "job-type", "year"])

# ============================================================ never / always
# 32. Metro customers billed for electricity in every billing month of 2024
months = defaultdict(set)
for b in billed(Y24):
    if b["fuel"] == "electricity" and b["c"]["region"] == "Metro":
        months[b["customer_id"]].add(b["billing_month"])
v = sum(1 for s in months.values() if s == set(MONTHS_24))
check(v, """SELECT COUNT(*) FROM (SELECT b.customer_id FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.region='Metro' AND """ + between("b.billing_month", Y24) + """
            GROUP BY b.customer_id HAVING COUNT(DISTINCT b.billing_month) = 12)""")
assert v != len(months)
golden("r16_metro_elec_billed_every_month_2024",
       "How many Metro customers got an electricity bill for every single month of 2024, all twelve?",
       v, "int", difficulty="medium", tags=["always", "per-entity", "fuel", "region", "year"])

# 33. technicians whose assigned jobs completed in H1 2025 were all signed off by themselves
own = defaultdict(list)
for x in completed(H1_25):
    own[x["assigned_technician_id"]].append(x["closed_by_technician_id"] == x["assigned_technician_id"])
v = sum(1 for flags in own.values() if all(flags))
check(v, """SELECT COUNT(*) FROM (SELECT v.assigned_technician_id FROM service_visits v WHERE v.status='completed' AND """
      + between("v.completed_date", H1_25) + """
            GROUP BY v.assigned_technician_id HAVING SUM(v.closed_by_technician_id <> v.assigned_technician_id) = 0)""")
assert 0 < v < len(own)
golden("r16_techs_always_closed_own_jobs_h1_2025",
       "Among the technicians who had at least one of their assigned jobs completed in H1 2025, how many signed off every one of those jobs themselves, with none finished by a colleague?",
       v, "int", difficulty="hard", tags=["always", "never", "role", "assigned", "closed-by", "half-year"])

# ============================================================ ratio / average per entity
# 34. average jobs assigned per Millbrook technician in 2024 (technicians with at least one)
cnt = Counter(x["assigned_technician_id"] for x in requested(Y24) if x["assigned"]["depot"] == "Millbrook")
v = sum(cnt.values()) / len(cnt)
check(v, """SELECT 1.0 * COUNT(*) / COUNT(DISTINCT v.assigned_technician_id) FROM service_visits v
            JOIN technicians t ON t.technician_id = v.assigned_technician_id
            WHERE t.depot='Millbrook' AND """ + between("v.requested_date", Y24))
golden("r16_jobs_per_millbrook_tech_2024",
       "On average, how many jobs were assigned to each Millbrook technician in 2024? Only count technicians who were given at least one.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["ratio", "per-entity", "assigned", "depot", "year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "tariff_guide.md"),
         "Customers who pay by AutoPay are charged on the due date and get a credit of $2.00 on each bill.")
golden("r16_doc_autopay_credit",
       "Customers on AutoPay get a little credit on each bill - how much is it, in dollars?",
       2, "int", route="documents", tags=["document", "tariff-guide", "autopay"])


HEADER = [
    "# Held-out round 16 (utility): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round16.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
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
