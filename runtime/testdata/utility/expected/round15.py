#!/usr/bin/env python3
"""Held-out round 15 for the utility workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, some with written
numbers), written by an independent question writer from data/*.csv,
knowledge.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and without running datacopilot. Every expected value is computed here
twice: once with plain Python loops over the CSV rows, once with hand-written SQL
over the same CSV files loaded into an in-memory sqlite3 database; the two are
asserted equal. The two document answers are read from documents/*.md and checked
by asserting that the sentence is in the document.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- bills, kWh, therms, amounts billed and the on-time payment rate belong to the
  billing month (billing_month), not to the day a bill was issued, due or paid;
  kWh come from electricity bills only, therms from gas bills only; a bill's
  segment, region and tariff plan are the customer's; fiscal years run April to
  March and are named after the year they end in (FY2024 = billing months
  2023-04 to 2024-03, FY2025 = 2024-04 to 2025-03);
- paid late = paid_date > due_date; unpaid = no paid_date (not a late payment);
  on-time payment rate = % of the bills paid on or before the due date, unpaid
  bills counting as not on time; "paid every bill on time" = every bill of the
  period paid on or before its due date;
- electricity usage per customer = SUM(kwh_used) / COUNT(DISTINCT customer_id)
  over the electricity bills of the period (metric electricity_per_customer);
- outages belong to the day they started (started_at) and to their network
  region; duration = restored_at - started_at in hours; unplanned = every cause
  but planned maintenance; customers affected / premises off supply =
  SUM(customers_affected) (network premises, not rows of customers); Storm Isla
  = outages that started 2024-01-18 to 2024-01-21;
- service visits: jobs requested / given / assigned in a period = requested_date,
  credited to assigned_technician_id; jobs completed / finished / closed /
  signed off in a period = completed_date of completed jobs, credited to
  closed_by_technician_id; a depot or role without a role word is the assigned
  technician's, "signed off / closed by" names the closing technician; "report
  to X" / "X's team" = technicians.supervisor_id is X;
- meters fitted in a period = meters.installed_date; current / open accounts =
  no closed_date, accounts that have since closed = closed_date set;
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


# ======================================== aggregation applied to what it modifies
# 1. average therms per gas bill, by customer region, winter 2024-25
acc = defaultdict(list)
for b in billed(WINTER_2425):
    if b["fuel"] == "gas":
        acc[b["c"]["region"]].append(b["therms"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
rk = ranked(avg)
check(rk, """SELECT c.region, AVG(b.therms_used) a FROM bills b JOIN customers c USING (customer_id)
             WHERE b.fuel='gas' AND """ + between("b.billing_month", WINTER_2425) + " GROUP BY c.region ORDER BY a DESC")
golden("r15_avg_therms_per_gas_bill_by_region_winter_2425",
       "For the 2024-25 winter, what was the average number of therms on a single gas bill, broken down by customer region?",
       [{"region": k, "avg_therms_per_bill": r2(a)} for k, a in rk], "list[{region:str, avg_therms_per_bill:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "average-per-bill", "gas", "region", "named-period"])

# 2. average premises off supply per unplanned outage, by fuel, 2024
acc = defaultdict(list)
for o in started(Y24):
    if o["cause"] != "planned maintenance":
        acc[o["fuel"]].append(o["affected"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
rk = ranked(avg)
check(rk, "SELECT fuel, AVG(customers_affected) a FROM outages WHERE cause <> 'planned maintenance' AND "
      + between("started_at", Y24) + " GROUP BY fuel ORDER BY a DESC")
golden("r15_avg_premises_per_unplanned_outage_by_fuel_2024",
       "avg premises knocked off supply per unplanned outage in 2024, electricity vs gas",
       [{"fuel": k, "avg_premises_affected": r2(a)} for k, a in rk], "list[{fuel:str, avg_premises_affected:float}]",
       mode="contains", tags=["aggregation", "average-per-outage", "customers-affected", "unplanned", "fuel", "year"])

# ====================================================== written / numeric limits
# 3. top three depots by jobs closed in 2024 (the closing technician's depot)
cnt = Counter(v["closer"]["depot"] for v in completed(Y24))
top = ranked(cnt, 3)
check(top, """SELECT t.depot, COUNT(*) n FROM service_visits v JOIN technicians t ON t.technician_id = v.closed_by_technician_id
              WHERE v.status='completed' AND """ + between("v.completed_date", Y24)
      + " GROUP BY t.depot ORDER BY n DESC, t.depot LIMIT 3")
golden("r15_top3_depots_jobs_closed_2024",
       "Which three depots closed out the most jobs in 2024, and how many did each close?",
       [{"depot": k, "jobs_closed": n} for k, n in top], "list[{depot:str, jobs_closed:int}]",
       mode="contains", tags=["top-n", "written-limit", "completed-visits", "depot", "year"])

# 4. the five households that used the most gas over winter 2024-25 (typo "housholds")
cnt = Counter()
for b in billed(WINTER_2425):
    if b["fuel"] == "gas" and b["c"]["segment"] == "residential":
        cnt[b["c"]["account_name"]] += b["therms"]
top = ranked(cnt, 5)
check(top, """SELECT c.account_name, SUM(b.therms_used) t FROM bills b JOIN customers c USING (customer_id)
              WHERE b.fuel='gas' AND c.segment='residential' AND """ + between("b.billing_month", WINTER_2425)
      + " GROUP BY c.account_name ORDER BY t DESC, c.account_name LIMIT 5")
golden("r15_top5_households_gas_winter_2425",
       "name the five housholds that got through the most gas over winter 2024/25, with their therms",
       [{"customer": k, "therms": n} for k, n in top], "list[{customer:str, therms:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "typo", "gas-usage", "segment", "named-period"])

# ============================================== ranking by a named measure
# 5. industrial customer with the most gas used in FY2025 (not the most billed)
gas = Counter()
billed_all = Counter()
for b in billed(FY25):
    if b["c"]["segment"] == "industrial":
        billed_all[b["c"]["account_name"]] += b["amt"]
        if b["fuel"] == "gas":
            gas[b["c"]["account_name"]] += b["therms"]
who = ranked(gas, 1)[0][0]
assert who != ranked(billed_all, 1)[0][0], "the amount-billed reading names someone else"
check(who, """SELECT c.account_name FROM bills b JOIN customers c USING (customer_id)
              WHERE b.fuel='gas' AND c.segment='industrial' AND """ + between("b.billing_month", FY25)
      + " GROUP BY c.account_name ORDER BY SUM(b.therms_used) DESC LIMIT 1")
golden("r15_industrial_top_gas_user_fy2025",
       "Which of our industrial customers had the highest gas consumption in fiscal 2025? I mean therms used, not the size of the bill.",
       who, "str", difficulty="medium", tags=["ranking", "named-measure", "gas-usage", "segment", "fiscal-year"])

# 6. tariff plans ranked by on-time payment rate, FY2025
acc = defaultdict(list)
for b in billed(FY25):
    acc[b["c"]["tariff_plan"]].append(b)
rate = {k: on_time_rate(x) for k, x in acc.items()}
rk = ranked(rate)
check(rk, "SELECT c.tariff_plan, " + ON_TIME_SQL + """ r FROM bills b JOIN customers c USING (customer_id)
             WHERE """ + between("b.billing_month", FY25) + " GROUP BY c.tariff_plan ORDER BY r DESC")
golden("r15_plans_by_on_time_rate_fy2025",
       "Rank the tariff plans by on-time payment rate for FY25, best payers first.",
       [{"tariff_plan": k, "on_time_payment_rate": r2(r)} for k, r in rk],
       "list[{tariff_plan:str, on_time_payment_rate:float}]",
       mode="contains", difficulty="medium", tags=["ranking", "named-measure", "on-time-rate", "tariff-plan", "fiscal-year"])

# ============================================================== share of total
# 7. share of the unpaid balance owed by accounts that have since closed
unpaid = [b for b in bills if not b["paid_date"]]
v = 100.0 * sum(b["amt"] for b in unpaid if b["c"]["closed_date"]) / sum(b["amt"] for b in unpaid)
check(v, """SELECT 100.0 * SUM(CASE WHEN c.closed_date IS NOT NULL THEN b.amount_billed ELSE 0 END) / SUM(b.amount_billed)
            FROM bills b JOIN customers c USING (customer_id) WHERE b.paid_date IS NULL""")
golden("r15_unpaid_balance_share_closed_accounts",
       "Of all the money still sitting on unpaid bills, what percentage is owed by accounts that have since been closed?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "unpaid", "amount-billed", "closed-accounts"])

# 8. share of meters fitted in 2024 that are gas meters
m24 = [m for m in meters if inside(m["installed_date"], Y24)]
v = 100.0 * sum(1 for m in m24 if m["fuel"] == "gas") / len(m24)
check(v, "SELECT 100.0 * SUM(fuel='gas') / COUNT(*) FROM meters WHERE " + between("installed_date", Y24))
golden("r15_gas_share_of_meters_fitted_2024",
       "what % of the meters fitted in 2024 were gas meters?",
       r2(v), "float", mode="approximate", tags=["share", "meters", "fuel", "installed", "year"])

# ============================================================ distinct counts
# 9. customers with a disconnection carried out (completed) in 2024
v = len({x["customer_id"] for x in completed(Y24) if x["job_type"] == "disconnection"})
check(v, "SELECT COUNT(DISTINCT customer_id) FROM service_visits WHERE job_type='disconnection' AND status='completed' AND "
      + between("completed_date", Y24))
golden("r15_customers_disconnected_2024",
       "How many different customers actually had a disconnection carried out in 2024?",
       v, "int", tags=["distinct-count", "job-type", "completed-visits", "year"])

# 10. small business customers with a gas bill over $500 for Jan-Mar 2025
v = len({b["customer_id"] for b in billed(Q1_25)
         if b["fuel"] == "gas" and b["c"]["segment"] == "small business" and b["amt"] > 500})
assert not any(b["amt"] == 500 for b in billed(Q1_25) if b["fuel"] == "gas")
check(v, """SELECT COUNT(DISTINCT b.customer_id) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='gas' AND c.segment='small business' AND b.amount_billed > 500 AND """
      + between("b.billing_month", Q1_25))
golden("r15_smb_customers_gas_bill_over_500_q1_2025",
       "How many small business customers got at least one gas bill over $500 for the billing months January to March 2025?",
       v, "int", difficulty="medium", tags=["distinct-count", "comparison", "threshold", "segment", "gas", "quarter"])

# 11. technicians who signed off at least one safety check in Q1 2025
v = len({x["closed_by_technician_id"] for x in completed(Q1_25) if x["job_type"] == "safety check"})
alt = len({x["closed_by_technician_id"] for x in requested(Q1_25) if x["done"] and x["job_type"] == "safety check"})
assert alt != v, "the request-date reading differs"
check(v, "SELECT COUNT(DISTINCT closed_by_technician_id) FROM service_visits WHERE job_type='safety check' AND status='completed' AND "
      + between("completed_date", Q1_25))
golden("r15_techs_signed_off_safety_checks_q1_2025",
       "How many different technicians signed off at least one gas safety check in the first quarter of 2025?",
       v, "int", difficulty="medium", tags=["distinct-count", "role", "closed-by", "job-type", "quarter"])

# ======================================================= negation / exclusion
# 12. Lakeside outages in 2024 other than storms and planned maintenance
v = sum(1 for o in started(Y24) if o["region"] == "Lakeside" and o["cause"] not in ("storm", "planned maintenance"))
check(v, "SELECT COUNT(*) FROM outages WHERE region='Lakeside' AND cause NOT IN ('storm','planned maintenance') AND "
      + between("started_at", Y24))
golden("r15_lakeside_outages_not_storm_or_planned_2024",
       "Leaving out storms and planned maintenance, how many outages did Lakeside have in 2024?",
       v, "int", tags=["exclusion", "outages", "cause", "region", "year"])

# 13. current customers who have never been sent a gas bill (typo "recieved")
with_gas = {b["customer_id"] for b in bills if b["fuel"] == "gas"}
v = sum(1 for c in customers.values() if not c["closed_date"] and c["customer_id"] not in with_gas)
check(v, """SELECT COUNT(*) FROM customers c WHERE c.closed_date IS NULL
            AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.customer_id = c.customer_id AND b.fuel='gas')""")
golden("r15_current_customers_never_gas_bill",
       "how many of our current customers have never recieved a gas bill from us?",
       v, "int", difficulty="medium", tags=["negation", "never", "typo", "active-accounts", "gas", "bills"])

# 14. kWh billed in FY2024, excluding Large Power customers
v = sum(b["kwh"] for b in billed(FY24) if b["fuel"] == "electricity" and b["c"]["tariff_plan"] != "Large Power")
check(v, """SELECT SUM(b.kwh_used) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.tariff_plan <> 'Large Power' AND """ + between("b.billing_month", FY24))
golden("r15_kwh_fy2024_excluding_large_power",
       "Total kWh used in FY2024 by everyone except the customers on the Large Power tariff?",
       v, "int", tags=["exclusion", "electricity-usage", "tariff-plan", "fiscal-year"])

# ================================================================ comparisons
# 15. industrial bills for 2024 over $30,000
x = [b for b in billed(Y24) if b["c"]["segment"] == "industrial"]
assert not any(b["amt"] == 30000 for b in x)
v = sum(1 for b in x if b["amt"] > 30000)
check(v, """SELECT COUNT(*) FROM bills b JOIN customers c USING (customer_id)
            WHERE c.segment='industrial' AND b.amount_billed > 30000 AND """ + between("b.billing_month", Y24))
golden("r15_industrial_bills_over_30k_2024",
       "how many industrial bills for 2024 billing months came in above thirty thousand dollars?",
       v, "int", tags=["comparison", "threshold", "bills", "segment", "year", "written-number"])

# 16. technicians given at least fifty jobs in 2024
cnt = Counter(x["assigned_technician_id"] for x in requested(Y24))
v = sum(1 for n in cnt.values() if n >= 50)
assert v != sum(1 for n in cnt.values() if n > 50), "'at least' must matter"
check(v, "SELECT COUNT(*) FROM (SELECT assigned_technician_id FROM service_visits WHERE " + between("requested_date", Y24)
      + " GROUP BY assigned_technician_id HAVING COUNT(*) >= 50)")
golden("r15_techs_given_at_least_50_jobs_2024",
       "How many technicians were given at least fifty jobs in 2024?",
       v, "int", difficulty="medium", tags=["comparison", "at-least", "per-entity", "assigned", "year", "written-number"])

# 17. outages in 2024 with more than 2,000 premises off and at least 6 hours long
x = started(Y24)
assert not any(abs(o["hours"] - 6) < 1e-9 for o in x) and not any(o["affected"] == 2000 for o in x)
v = sum(1 for o in x if o["affected"] > 2000 and o["hours"] >= 6)
check(v, "SELECT COUNT(*) FROM outages WHERE customers_affected > 2000 AND " + HRS + " >= 6 AND " + between("started_at", Y24))
golden("r15_outages_over_2000_premises_6h_2024",
       "In 2024, how many outages cut off more than 2,000 premises and also lasted 6 hours or more?",
       v, "int", difficulty="medium", tags=["comparison", "two-conditions", "customers-affected", "duration", "year"])

# ==================================================================== roles
# 18. jobs completed in H1 2025 signed off by a Senior Technician (closing role)
h1 = completed(H1_25)
v = sum(1 for x in h1 if x["closer"]["role"] == "Senior Technician")
assert v != sum(1 for x in h1 if x["assigned"]["role"] == "Senior Technician"), "assigned reading differs"
check(v, """SELECT COUNT(*) FROM service_visits v JOIN technicians t ON t.technician_id = v.closed_by_technician_id
            WHERE t.role='Senior Technician' AND v.status='completed' AND """ + between("v.completed_date", H1_25))
golden("r15_jobs_signed_off_by_seniors_h1_2025",
       "How many of the jobs completed in the first half of 2025 were signed off by a senior technician?",
       v, "int", difficulty="medium", tags=["role", "closed-by", "technician-role", "half-year"])

# 19. jobs requested in 2024 assigned to a plain Technician but closed by a Senior Technician
v = sum(1 for x in requested(Y24) if x["closer"] and x["assigned"]["role"] == "Technician"
        and x["closer"]["role"] == "Senior Technician")
check(v, """SELECT COUNT(*) FROM service_visits v JOIN technicians a ON a.technician_id = v.assigned_technician_id
            JOIN technicians c ON c.technician_id = v.closed_by_technician_id
            WHERE a.role='Technician' AND c.role='Senior Technician' AND """ + between("v.requested_date", Y24))
golden("r15_technician_assigned_senior_closed_2024",
       "Of the jobs requested in 2024, how many were assigned to someone in the ordinary Technician role but ended up being closed by a Senior Technician?",
       v, "int", difficulty="hard", tags=["role", "assigned", "closed-by", "technician-role", "year"])

# 20. jobs completed in Q4 2024 signed off by technicians who report to Owen Gallagher
owen = [t["technician_id"] for t in techs.values() if t["full_name"] == "Owen Gallagher"]
assert len(owen) == 1
q4 = completed(Q4_24)
v = sum(1 for x in q4 if x["closer"]["supervisor_id"] == owen[0])
assert v != sum(1 for x in q4 if x["assigned"]["supervisor_id"] == owen[0]), "assigned reading differs"
check(v, """SELECT COUNT(*) FROM service_visits v JOIN technicians c ON c.technician_id = v.closed_by_technician_id
            JOIN technicians s ON s.technician_id = c.supervisor_id
            WHERE s.full_name='Owen Gallagher' AND v.status='completed' AND """ + between("v.completed_date", Q4_24))
golden("r15_signed_off_by_owen_gallagher_team_q4_2024",
       "How many jobs completed in Q4 2024 were signed off by technicians who report to Owen Gallagher?",
       v, "int", difficulty="hard", tags=["role", "closed-by", "supervisor", "quarter"])

# ============================================================= close metrics
# 21. electricity usage per customer, Green Choice, FY2025 (not kWh per bill)
x = [b for b in billed(FY25) if b["fuel"] == "electricity" and b["c"]["tariff_plan"] == "Green Choice"]
v = sum(b["kwh"] for b in x) / len({b["customer_id"] for b in x})
check(v, """SELECT 1.0 * SUM(b.kwh_used) / COUNT(DISTINCT b.customer_id) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.tariff_plan='Green Choice' AND """ + between("b.billing_month", FY25))
golden("r15_green_choice_kwh_per_customer_fy2025",
       "kwh per customer on the green tariff in fiscal 2025?",
       r2(v), "float", mode="approximate", tags=["close-metrics", "per-customer", "electricity-usage", "tariff-plan", "fiscal-year"])

# 22. jobs finished in March 2025 (completion date, not request date)
v = len(completed(MAR_25))
assert v != len(requested(MAR_25))
check(v, "SELECT COUNT(*) FROM service_visits WHERE status='completed' AND " + between("completed_date", MAR_25))
golden("r15_jobs_finished_mar_2025",
       "how many jobs got finished in march 2025",
       v, "int", tags=["close-metrics", "completed-visits", "month"])

# 23. 2024 bills for Coastal customers never paid (unpaid, not late)
x = [b for b in billed(Y24) if b["c"]["region"] == "Coastal"]
v = sum(1 for b in x if not b["paid_date"])
assert v != sum(1 for b in x if b["paid_date"] and b["paid_date"] > b["due_date"])
check(v, """SELECT COUNT(*) FROM bills b JOIN customers c USING (customer_id)
            WHERE c.region='Coastal' AND b.paid_date IS NULL AND """ + between("b.billing_month", Y24))
golden("r15_coastal_2024_bills_never_paid",
       "How many of the 2024 bills for our Coastal customers have never been paid at all?",
       v, "int", tags=["close-metrics", "unpaid", "region", "year"])

# 24. premises that lost supply in Riverside outages, Q3 2024 (sum of customers_affected)
x = [o for o in started(Q3_24) if o["region"] == "Riverside"]
v = sum(o["affected"] for o in x)
assert v != len(x) and {o["fuel"] for o in x} == {"electricity", "gas"}, "both fuels are in it"
check(v, "SELECT SUM(customers_affected) FROM outages WHERE region='Riverside' AND " + between("started_at", Q3_24))
golden("r15_riverside_premises_off_supply_q3_2024",
       "How many premises were left without supply by outages in Riverside during Q3 2024, electricity and gas together?",
       v, "int", tags=["close-metrics", "customers-affected", "region", "quarter"])

# ========================================= named periods, quarters, halves, months
# 25. average duration of the storm outages in Coastal during Storm Isla
x = [o for o in started(ISLA) if o["region"] == "Coastal" and o["cause"] == "storm"]
v = sum(o["hours"] for o in x) / len(x)
check(v, "SELECT AVG(" + HRS + ") FROM outages WHERE region='Coastal' AND cause='storm' AND " + between("started_at", ISLA))
golden("r15_storm_isla_coastal_storm_outage_avg_hours",
       "During Storm Isla, how long did the storm outages in Coastal last on average, in hours?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["named-period", "avg-outage-duration", "cause", "region"])

# 26. on-time payment rate, industrial customers, FY2024 (typo "payemnt")
v = on_time_rate([b for b in billed(FY24) if b["c"]["segment"] == "industrial"])
check(v, "SELECT " + ON_TIME_SQL + """ FROM bills b JOIN customers c USING (customer_id)
            WHERE c.segment='industrial' AND """ + between("b.billing_month", FY24))
golden("r15_industrial_on_time_rate_fy2024",
       "industrial customers on-time payemnt rate for FY2024?",
       r2(v), "float", mode="approximate", tags=["named-period", "fiscal-year", "on-time-rate", "segment", "typo"])

# 27. kWh used by Time of Use customers in February 2025
v = sum(b["kwh"] for b in billed(FEB_25) if b["fuel"] == "electricity" and b["c"]["tariff_plan"] == "Time of Use")
check(v, """SELECT SUM(b.kwh_used) FROM bills b JOIN customers c USING (customer_id)
            WHERE b.fuel='electricity' AND c.tariff_plan='Time of Use' AND """ + between("b.billing_month", FEB_25))
golden("r15_time_of_use_kwh_feb_2025",
       "How many kWh did our Time of Use customers consume in February 2025?",
       v, "int", tags=["month", "electricity-usage", "tariff-plan"])

# 28. on-time payment rate, Metro households, H2 2024
v = on_time_rate([b for b in billed(H2_24) if b["c"]["segment"] == "residential" and b["c"]["region"] == "Metro"])
check(v, "SELECT " + ON_TIME_SQL + """ FROM bills b JOIN customers c USING (customer_id)
            WHERE c.segment='residential' AND c.region='Metro' AND """ + between("b.billing_month", H2_24))
golden("r15_metro_households_on_time_rate_h2_2024",
       "Could you tell me what share of the bills for households in Metro were paid on time in the second half of 2024, please?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["half-year", "on-time-rate", "segment", "region"])

# ====================================================================== growth
# 29. amount billed to small businesses, Q4 2023 -> Q4 2024
def smb_billed(p):
    return sum(b["amt"] for b in billed(p) if b["c"]["segment"] == "small business")
v = pct_change(smb_billed(Q4_23), smb_billed(Q4_24))
SMB = """(SELECT SUM(b.amount_billed) FROM bills b JOIN customers c USING (customer_id)
          WHERE c.segment='small business' AND %s)"""
check(v, "SELECT 100.0 * (%s - %s) / %s" % (SMB % between("b.billing_month", Q4_24), SMB % between("b.billing_month", Q4_23),
                                            SMB % between("b.billing_month", Q4_23)))
golden("r15_smb_billed_growth_q4_2023_q4_2024",
       "% change in what we billed small businesses, Q4 2023 vs Q4 2024?",
       r2(v), "float", mode="approximate", tags=["growth", "amount-billed", "segment", "quarter"])

# 30. meter installation jobs completed, H1 2024 -> H1 2025
def installs(p):
    return sum(1 for x in completed(p) if x["job_type"] == "meter installation")
a, b_ = installs(H1_24), installs(H1_25)
v = pct_change(a, b_)
INS = "(SELECT COUNT(*) FROM service_visits WHERE job_type='meter installation' AND status='completed' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (INS % between("completed_date", H1_25), INS % between("completed_date", H1_24),
                                            INS % between("completed_date", H1_24)))
golden("r15_meter_install_jobs_growth_h1",
       "By what percentage did the number of smart meter installation jobs we completed change from the first half of 2024 to the first half of 2025?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "completed-visits", "job-type", "half-year"])

# ============================================================ never / always
# 31. technicians who signed off jobs but never one assigned to someone else
acc = defaultdict(list)
for x in visits:
    if x["done"]:
        acc[x["closed_by_technician_id"]].append(x["assigned_technician_id"] == x["closed_by_technician_id"])
v = sum(1 for own in acc.values() if all(own))
check(v, """SELECT COUNT(*) FROM (SELECT closed_by_technician_id FROM service_visits WHERE closed_by_technician_id IS NOT NULL
            GROUP BY closed_by_technician_id HAVING SUM(closed_by_technician_id <> assigned_technician_id) = 0)""")
golden("r15_techs_never_closed_others_jobs",
       "Of the technicians who have signed off at least one job, how many have never signed off a job that had been assigned to somebody else?",
       v, "int", difficulty="hard", tags=["never", "role", "closed-by", "handed-over", "per-entity"])

# 32. Riverside customers who paid every one of their 2024 bills on time
acc = defaultdict(list)
for b in billed(Y24):
    if b["c"]["region"] == "Riverside":
        acc[b["customer_id"]].append(b["on_time"])
v = sum(1 for x in acc.values() if all(x))
check(v, """SELECT COUNT(*) FROM (SELECT b.customer_id FROM bills b JOIN customers c USING (customer_id)
            WHERE c.region='Riverside' AND """ + between("b.billing_month", Y24) + """
            GROUP BY b.customer_id HAVING SUM(b.paid_date IS NOT NULL AND b.paid_date <= b.due_date) = COUNT(*))""")
golden("r15_riverside_customers_always_on_time_2024",
       "How many Riverside customers paid every single one of their 2024 bills on time?",
       v, "int", difficulty="medium", tags=["always", "on-time", "region", "per-entity", "year"])

# ============================================================ ratio per entity
# 33. visits requested per Highlands customer in 2024 (customers with at least one)
cnt = Counter(x["customer_id"] for x in requested(Y24) if x["c"]["region"] == "Highlands")
v = sum(cnt.values()) / len(cnt)
check(v, """SELECT 1.0 * COUNT(*) / COUNT(DISTINCT v.customer_id) FROM service_visits v JOIN customers c USING (customer_id)
            WHERE c.region='Highlands' AND """ + between("v.requested_date", Y24))
golden("r15_visits_per_highlands_customer_2024",
       "On average, how many service visits were requested per Highlands customer in 2024? Only count customers who had at least one.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["average-per-entity", "service-visits", "region", "year"])

# ================================================================= documents
doc_says(os.path.join(DOCS, "tariff_guide.md"),
         "The Time of Use rate above is the blended average: 21 cents per kWh from 4 pm to 9 pm on weekdays")
golden("r15_doc_time_of_use_peak_rate",
       "On the Time of Use plan, how many cents per kWh does a customer pay between 4 pm and 9 pm on a weekday?",
       21, "int", route="documents", tags=["document", "tariff", "time-of-use"])

doc_says(os.path.join(DOCS, "service_standards.md"), "planned work must not last more than 8 hours")
golden("r15_doc_planned_work_max_hours",
       "what's the longest a planned maintenance job is allowed to keep the supply off, in hours?",
       8, "int", route="documents", tags=["document", "service-standards", "planned-outages"])


HEADER = [
    "# Held-out round 15 (utility): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/*.md).",
    "# GENERATED: python3 expected/round15.py",
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
