#!/usr/bin/env python3
"""Expected answers for the utility workspace's golden questions, computed from the CSVs.

This is the independent check of the golden suites: it reads data/*.csv with the
Python standard library only and computes every answer itself, without
datacopilot or DuckDB, then computes each answer a second way in SQL over the
same CSVs loaded into sqlite3 (also the standard library) and asserts that both
agree. Document answers are read from documents/*.md by their section. It
writes two files:

  evals/utility.hcl    the tuning suite `datacopilot eval` asks (30 goldens)
  heldout/round1.hcl   25 more, kept apart (never tuned on)

All questions were written before the tool was run on them.
Running it twice writes the same files: `python3 expected/gen.py`.

Definitions follow knowledge.hcl and the documents:
  - bills, amount billed, kWh and therms belong to the billing month
    (billing_month); "in 2024" is the billing months of 2024, a fiscal year
    April to March (FY2025 = billing months 2024-04 .. 2025-03), winter
    2024-25 the billing months December 2024 .. February 2025;
  - a late payment is a bill with paid_date > due_date; an unpaid bill has no
    paid_date; the on-time payment rate = 100 * bills paid on or before the due
    date / bills (unpaid bills count as not on time);
  - electricity usage per customer = kWh of the electricity bills / different
    customers with an electricity bill in the period (and likewise therms per
    gas customer);
  - outages belong to the day they started (started_at); duration = seconds
    from started_at to restored_at / 3600; customers affected = SUM of
    customers_affected; the outage region is outages.region;
  - service visits belong to the day they were requested (requested_date) and
    to the technician they were assigned to; completed visits to the day they
    were completed (completed_date) and to the technician who closed them
    (closed_by_technician_id); a "visit for customers in X" is the customer's
    region, a visit "assigned to technicians based in X" the assigned
    technician's depot region;
  - supervisors: technicians.supervisor_id; "currently" = no left_date;
  - customers who never had a visit: every row of customers (closed accounts
    included) with no matching visit.
Floats are rounded to 2 decimals; shares, rates and growth are percentages;
money is USD. Rankings are checked for ties at the cut.
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
from collections import defaultdict
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
NAME = "utility"


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def ts(s):
    return dt.datetime.fromisoformat(s) if s else None


def day(s):
    return dt.date.fromisoformat(s) if s else None


customers = load("customers")
cust = {c["customer_id"]: c for c in customers}
assert len({c["account_name"] for c in customers}) == len(customers), "account names are unique"
meters = load("meters")
bills = load("bills")
for b in bills:
    b["c"] = cust[b["customer_id"]]
    b["month"] = day(b["billing_month"])
    b["kwh"] = int(b["kwh_used"]) if b["kwh_used"] else None
    b["therms"] = int(b["therms_used"]) if b["therms_used"] else None
    b["amt"] = Decimal(b["amount_billed"])
    b["due"] = day(b["due_date"])
    b["paid"] = day(b["paid_date"])
    b["late"] = b["paid"] is not None and b["paid"] > b["due"]
    b["on_time"] = b["paid"] is not None and b["paid"] <= b["due"]
    assert (b["kwh"] is None) == (b["fuel"] == "gas") and (b["therms"] is None) == (b["fuel"] == "electricity")
    assert b["due"] <= dt.date(2025, 6, 30), "every bill was due by the extract"
outages = load("outages")
for o in outages:
    o["st"] = ts(o["started_at"])
    o["rs"] = ts(o["restored_at"])
    o["h"] = (o["rs"] - o["st"]).total_seconds() / 3600.0
    o["aff"] = int(o["customers_affected"])
techs = load("technicians")
tech = {t["technician_id"]: t for t in techs}
by_name = {t["full_name"]: t for t in techs}
assert len(by_name) == len(techs), "technician names are unique"
visits = load("service_visits")
for v in visits:
    v["c"] = cust[v["customer_id"]]
    v["req"] = day(v["requested_date"])
    v["done"] = day(v["completed_date"])
    v["a"] = tech[v["assigned_technician_id"]]
    v["cl"] = tech.get(v["closed_by_technician_id"])
    assert (v["cl"] is None) == (v["status"] != "completed") == (v["done"] is None)

# ------------------------------------------------------------- sqlite side
db = sqlite3.connect(":memory:")
INTS = ("kwh_used", "therms_used", "customers_affected")
REALS = ("amount_billed",)
for name in ("customers", "meters", "bills", "outages", "technicians", "service_visits"):
    rows = load(name)
    cols = list(rows[0].keys())
    db.execute("CREATE TABLE %s (%s)" % (name, ", ".join(
        c + (" INTEGER" if c in INTS else " REAL" if c in REALS else " TEXT") for c in cols)))
    db.executemany("INSERT INTO %s VALUES (%s)" % (name, ", ".join("?" * len(cols))),
                   [[None if r[c] == "" else r[c] for c in cols] for r in rows])
HRS = "((strftime('%s', restored_at) - strftime('%s', started_at)) / 3600.0)"
db.execute("CREATE VIEW bc AS SELECT b.*, c.account_name, c.segment, c.region, c.tariff_plan "
           "FROM bills b JOIN customers c USING (customer_id)")
db.execute("CREATE VIEW vt AS SELECT v.*, c.segment, c.region AS customer_region, "
           "a.full_name AS assigned_name, a.depot AS assigned_depot, a.region AS technician_region, "
           "k.full_name AS closer_name FROM service_visits v JOIN customers c USING (customer_id) "
           "JOIN technicians a ON a.technician_id = v.assigned_technician_id "
           "LEFT JOIN technicians k ON k.technician_id = v.closed_by_technician_id")


def q(sql, *args):
    return db.execute(sql, args).fetchall()


def q1(sql, *args):
    rows = q(sql, *args)
    assert len(rows) == 1 and len(rows[0]) == 1, rows
    return rows[0][0]


def same(a, b):
    """Assert that the Python answer a equals the SQL answer b (floats to a relative 1e-9)."""
    if isinstance(a, (float, Decimal)) or isinstance(b, (float, Decimal)):
        a, b = float(a), float(b)
        assert abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b)), (a, b)
    else:
        assert a == b, (a, b)
    return a


# ------------------------------------------------------------------ helpers
def r2(x):
    return round(float(x) + 0.0, 2)


def in_range(d, lo, hi):
    """lo and hi are inclusive days 'YYYY-MM-DD'; d a date or datetime."""
    if d is None:
        return False
    if isinstance(d, dt.datetime):
        d = d.date()
    return dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def billed(lo, hi, pred=lambda b: True):
    return [b for b in bills if in_range(b["month"], lo, hi) and pred(b)]


def started(lo, hi, pred=lambda o: True):
    return [o for o in outages if in_range(o["st"], lo, hi) and pred(o)]


def requested(lo, hi, pred=lambda v: True):
    return [v for v in visits if in_range(v["req"], lo, hi) and pred(v)]


def completed(lo, hi, pred=lambda v: True):
    return [v for v in visits if in_range(v["done"], lo, hi) and pred(v)]


def mean(values):
    values = list(values)
    return sum(values) / len(values)


def pct(part, whole):
    return 100.0 * float(part) / float(whole)


def money(bs):
    return sum((b["amt"] for b in bs), Decimal(0))


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


def section(doc, heading):
    """The text of a '## heading' section of documents/<doc>.md."""
    with open(os.path.join(DOCS, doc + ".md"), encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^## " + re.escape(heading) + r"\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert m, (doc, heading)
    return " ".join(m.group(1).split())


def doc_number(doc, heading, pattern):
    """The one number a regular expression (one group) finds in a document's section."""
    found = re.findall(pattern, section(doc, heading))
    assert len(found) == 1, (doc, heading, pattern, found)
    return int(found[0])


goldens = {"evals": [], "round1": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(),
           tolerance=None, route=None, review=False):
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    goldens[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode,
                               tolerance=tolerance, route=route, review=review,
                               difficulty=difficulty, tags=list(tags)))


E, H = "evals", "round1"
Y = {y: ("%d-01-01" % y, "%d-12-31" % y) for y in range(2023, 2026)}
M24 = "billing_month LIKE '2024-%'"
S24 = "started_at LIKE '2024-%'"
R24 = "requested_date LIKE '2024-%'"
MONEY_TOL = 1e-6          # sums of money are exact to the cent: a missing bill must fail

# =================================================================== tuning suite (30)
v = same(r2(money(billed(*Y[2024]))), round(q1("SELECT SUM(amount_billed) FROM bills WHERE " + M24), 2))
golden(E, "amount_billed_2024", "What was the total amount billed in 2024?", v,
       hint="float", mode="approximate", tolerance=MONEY_TOL, tags=["sum", "period", "canonical-metric"])

v = same(sum(b["kwh"] for b in billed("2025-01-01", "2025-03-31", lambda b: b["kwh"] is not None)),
         q1("SELECT SUM(kwh_used) FROM bills WHERE billing_month BETWEEN '2025-01-01' AND '2025-03-31'"))
golden(E, "kwh_q1_2025", "How many kWh of electricity did our customers use in Q1 2025?", v,
       hint="int", mode="exact", tags=["sum", "quarter", "unit"])

v = same(len(started(*Y[2024])), q1("SELECT COUNT(*) FROM outages WHERE " + S24))
golden(E, "outages_2024", "how many outages did we have in 2024", v,
       hint="int", mode="exact", tags=["count", "period", "lowercase"])

v = same(r2(mean(o["h"] for o in started(*Y[2024]))), round(q1("SELECT AVG(" + HRS + ") FROM outages WHERE " + S24), 2))
golden(E, "avg_outage_hours_2024", "What was the average outage duration in 2024, in hours?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["average", "duration", "canonical-metric"])

b24 = billed(*Y[2024])
v = same(r2(pct(sum(1 for b in b24 if b["on_time"]), len(b24))),
         round(q1("SELECT 100.0 * SUM(paid_date IS NOT NULL AND paid_date <= due_date) / COUNT(*) FROM bills WHERE " + M24), 2))
# unpaid bills count as not on time: the share among paid bills would differ
assert v != r2(pct(sum(1 for b in b24 if b["on_time"]), sum(1 for b in b24 if b["paid"])))
golden(E, "on_time_rate_2024", "What percentage of 2024 bills were paid on time?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["rate", "definition", "canonical-metric"])

v = same(sum(1 for b in b24 if b["late"]), q1("SELECT COUNT(*) FROM bills WHERE paid_date > due_date AND " + M24))
# by billing month, not by the day the late payment came in
assert v != sum(1 for b in bills if b["late"] and b["paid"].year == 2024)
golden(E, "late_bills_2024", "how many bills from 2024 were paid late?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "filter", "lowercase"])

v = same(sum(1 for b in bills if b["paid"] is None), q1("SELECT COUNT(*) FROM bills WHERE paid_date IS NULL"))
golden(E, "unpaid_bills", "How many bills are still unpaid?", v,
       hint="int", mode="exact", tags=["count", "filter", "all-time"])

v = same(len({b["customer_id"] for b in b24 if b["late"]}),
         q1("SELECT COUNT(DISTINCT customer_id) FROM bills WHERE paid_date > due_date AND " + M24))
golden(E, "customers_paid_late_2024", "How many different customers paid late on at least one 2024 bill?", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "filter"])

reg24 = group(started(*Y[2024]), lambda o: o["region"])
v = [{"region": k} for k, _ in ranked(reg24, 3)]
same([x["region"] for x in v],
     [r[0] for r in q("SELECT region, COUNT(*) n FROM outages WHERE " + S24 + " GROUP BY region ORDER BY n DESC LIMIT 3")])
golden(E, "top3_outage_regions_2024", "Which three regions had the most outages in 2024?", v,
       hint="list[{region:str}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "region-role"])

ind24 = group(b24, lambda b: b["c"]["account_name"] if b["c"]["segment"] == "industrial" and b["kwh"] is not None else None,
              lambda bs: sum(b["kwh"] for b in bs))
v = [{"customer": k} for k, _ in ranked(ind24, 5)]
same([x["customer"] for x in v],
     [r[0] for r in q("SELECT account_name, SUM(kwh_used) n FROM bc WHERE segment = 'industrial' AND fuel = 'electricity' AND "
                      + M24 + " GROUP BY account_name ORDER BY n DESC LIMIT 5")])
golden(E, "top5_industrial_kwh_2024", "Top five industrial customers by electricity usage in 2024", v,
       hint="list[{customer:str}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "join", "value"])

dur24 = group(started(*Y[2024]), lambda o: o["region"], lambda os_: mean(o["h"] for o in os_))
v = same(top1(dur24, reverse=False),
         q("SELECT region, AVG(" + HRS + ") h FROM outages WHERE " + S24 + " GROUP BY region ORDER BY h ASC LIMIT 1")[0][0])
assert v != top1(reg24, reverse=False)          # not the region with the fewest outages
golden(E, "shortest_avg_outage_region_2024", "Which region had the shortest average outage duration in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "bottom", "average", "non-default-measure", "region-role"])

plan_ot = group(b24, lambda b: b["c"]["tariff_plan"], lambda bs: pct(sum(1 for b in bs if b["on_time"]), len(bs)))
v = same(top1(plan_ot, reverse=False),
         q("SELECT tariff_plan, 100.0 * SUM(paid_date IS NOT NULL AND paid_date <= due_date) / COUNT(*) r FROM bc WHERE "
           + M24 + " GROUP BY tariff_plan ORDER BY r ASC LIMIT 1")[0][0])
assert v != top1(group(b24, lambda b: b["c"]["tariff_plan"]), reverse=False)     # not the plan with the fewest bills
golden(E, "worst_on_time_plan_2024", "Which tariff plan had the lowest on-time payment rate in 2024?", v,
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "rate", "non-default-measure", "join"])

v = same(sum(1 for o in started(*Y[2024]) if o["h"] > 12), q1("SELECT COUNT(*) FROM outages WHERE " + HRS + " > 12 AND " + S24))
assert not any(abs(o["h"] - 12) < 1e-9 for o in outages)
golden(E, "outages_over_12h_2024", "How many outages in 2024 lasted longer than 12 hours?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "row-condition", "duration"])

late_per_c = group([b for b in b24 if b["late"]], lambda b: b["customer_id"])
v = same(sum(1 for n in late_per_c.values() if n > 3),
         q1("SELECT COUNT(*) FROM (SELECT customer_id FROM bills WHERE paid_date > due_date AND " + M24 +
            " GROUP BY customer_id HAVING COUNT(*) > 3)"))
assert v != sum(1 for n in late_per_c.values() if n >= 3)
golden(E, "customers_over_3_late_2024", "How many customers paid more than 3 bills late in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having", "filter"])

v = same(r2(money([b for b in b24 if b["c"]["segment"] != "industrial"])),
         round(q1("SELECT SUM(amount_billed) FROM bc WHERE segment <> 'industrial' AND " + M24), 2))
golden(E, "billed_excl_industrial_2024", "How much did we bill in 2024, excluding industrial customers?", v,
       hint="float", mode="approximate", tolerance=MONEY_TOL, difficulty="medium", tags=["negation", "sum", "join"])

v = same(sum(1 for o in started(*Y[2024]) if o["cause"] != "storm"),
         q1("SELECT COUNT(*) FROM outages WHERE cause <> 'storm' AND " + S24))
golden(E, "outages_not_storm_2024", "How many outages in 2024 were not caused by storms?", v,
       hint="int", mode="exact", difficulty="medium", tags=["negation", "value-synonym"])

o24 = started(*Y[2024])
v = same(r2(pct(sum(1 for o in o24 if o["cause"] == "equipment failure"), len(o24))),
         round(100.0 * q1("SELECT COUNT(*) FROM outages WHERE cause = 'equipment failure' AND " + S24)
               / q1("SELECT COUNT(*) FROM outages WHERE " + S24), 2))
golden(E, "equipment_failure_share_2024", "What share of 2024 outages were caused by equipment failure?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share"])

g23 = sum(b["therms"] for b in billed(*Y[2023]) if b["therms"] is not None)
g24 = sum(b["therms"] for b in b24 if b["therms"] is not None)
v = same(r2(pct(g24 - g23, g23)),
         round(100.0 * (q1("SELECT SUM(therms_used) FROM bills WHERE " + M24)
                        - q1("SELECT SUM(therms_used) FROM bills WHERE billing_month LIKE '2023-%'"))
               / q1("SELECT SUM(therms_used) FROM bills WHERE billing_month LIKE '2023-%'"), 2))
assert v < 0
golden(E, "gas_usage_change_2023_2024", "By how much did gas usage change from 2023 to 2024, in percent?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "negative"])

res_el = [b for b in b24 if b["c"]["segment"] == "residential" and b["kwh"] is not None]
v = same(r2(sum(b["kwh"] for b in res_el) / len({b["customer_id"] for b in res_el})),
         round(q1("SELECT 1.0 * SUM(kwh_used) / COUNT(DISTINCT customer_id) FROM bc WHERE segment = 'residential' "
                  "AND fuel = 'electricity' AND " + M24), 2))
golden(E, "kwh_per_residential_customer_2024", "On average, how many kWh did each residential customer use in 2024?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity", "value", "canonical-metric"])

LH = "Laura Hussain"
v = same(len(requested(*Y[2024], lambda v: v["a"]["full_name"] == LH)),
         q1("SELECT COUNT(*) FROM vt WHERE assigned_name = ? AND " + R24, LH))
lh_closed = same(len(completed(*Y[2024], lambda v: v["cl"]["full_name"] == LH)),
                 q1("SELECT COUNT(*) FROM vt WHERE closer_name = ? AND completed_date LIKE '2024-%'", LH))
assert v != lh_closed
golden(E, "assigned_to_laura_hussain_2024", "How many service visits were assigned to Laura Hussain in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["role", "assigned", "named-entity"])

# closed in 2024 = completed in 2024 (the closing technician's day), not requested in 2024
assert lh_closed != len(requested(*Y[2024], lambda v: v["cl"] is not None and v["cl"]["full_name"] == LH))
golden(E, "closed_by_laura_hussain_2024", "How many jobs did Laura Hussain close in 2024?", lh_closed,
       hint="int", mode="exact", difficulty="hard", tags=["role", "closed-by", "named-entity", "completed-date"])

asg24 = group(requested(*Y[2024]), lambda v: v["a"]["full_name"])
v = same(top1(asg24),
         q("SELECT assigned_name, COUNT(*) n FROM vt WHERE " + R24 + " GROUP BY assigned_name ORDER BY n DESC LIMIT 1")[0][0])
assert v != top1(group(completed(*Y[2024]), lambda v: v["cl"]["full_name"]))
golden(E, "top_assigned_technician_2024", "Which technician was assigned the most jobs in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role", "assigned"])

CF = by_name["Callum Fraser"]
v = same(sum(1 for t in techs if t["supervisor_id"] == CF["technician_id"] and not t["left_date"]),
         q1("SELECT COUNT(*) FROM technicians t JOIN technicians s ON s.technician_id = t.supervisor_id "
            "WHERE s.full_name = 'Callum Fraser' AND t.left_date IS NULL"))
assert v != sum(1 for t in techs if t["supervisor_id"] == CF["technician_id"])
golden(E, "report_to_callum_fraser", "How many technicians currently report to Callum Fraser?", v,
       hint="int", mode="exact", difficulty="hard", tags=["self-reference", "supervisor", "filter"])

with_outage_visit = {v["customer_id"] for v in visits if v["job_type"] == "outage repair"}
v = same(sum(1 for c in customers if c["customer_id"] not in with_outage_visit),
         q1("SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM service_visits v "
            "WHERE v.customer_id = c.customer_id AND v.job_type = 'outage repair')"))
assert 0 < v < len(customers)
golden(E, "customers_never_outage_visit", "How many customers have never had an outage visit?", v,
       hint="int", mode="exact", difficulty="hard", tags=["zero-case", "negation", "value-synonym"])

v = same(len(requested(*Y[2024], lambda v: v["c"]["region"] == "Coastal")),
         q1("SELECT COUNT(*) FROM vt WHERE customer_region = 'Coastal' AND " + R24))
coastal_techs_24 = len(requested(*Y[2024], lambda v: v["a"]["region"] == "Coastal"))
assert v != coastal_techs_24
golden(E, "visits_coastal_customers_2024", "How many 2024 service visits were for customers in the Coastal region?", v,
       hint="int", mode="exact", difficulty="medium", tags=["region-role", "customer-region", "join"])

v = same(len(started("2024-01-18", "2024-01-21")),
         q1("SELECT COUNT(*) FROM outages WHERE started_at BETWEEN '2024-01-18' AND '2024-01-21 23:59:59'"))
golden(E, "outages_storm_isla", "How many outages happened during Storm Isla?", v,
       hint="int", mode="exact", difficulty="medium", tags=["named-period"])

v = doc_number("service_standards", "Restoring the electricity supply", r"residential customer gets a credit of \$(\d+)")
assert v == 50
golden(E, "doc_residential_outage_credit", "What credit does a residential customer get when an unplanned power cut lasts more than 12 hours, in dollars?", v,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "threshold"])
v = doc_number("tariff_guide", "Late payment", r"with a minimum of \$(\d+)")
assert v == 5
golden(E, "doc_minimum_late_charge", "What is the minimum late payment charge?", v,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(E, "refuse_carbon_intensity", "What was our carbon intensity per kWh in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(E, "refuse_power_station", "Which power station generated the most electricity in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
assert len(goldens[E]) == 30, len(goldens[E])

# =================================================================== held-out round 1 (25)
v = same(r2(money([b for b in bills if b["paid"] is None])),
         round(q1("SELECT SUM(amount_billed) FROM bills WHERE paid_date IS NULL"), 2))
golden(H, "h1_unpaid_amount", "how much is still owed on unpaid bills", v,
       hint="float", mode="approximate", tolerance=MONEY_TOL, difficulty="medium", tags=["sum", "filter", "lowercase"])

v = same(sum(1 for m in meters if m["fuel"] == "gas" and m["meter_type"] == "smart"),
         q1("SELECT COUNT(*) FROM meters WHERE fuel = 'gas' AND meter_type = 'smart'"))
golden(H, "h1_smart_gas_meters", "How many smart gas meters do we have?", v,
       hint="int", mode="exact", tags=["count", "filter", "value"])

MDAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
v = [{"month": "2024-%02d-01" % m,
      "electricity_usage": sum(b["kwh"] for b in billed("2024-%02d-01" % m, "2024-%02d-%02d" % (m, MDAYS[m - 1]))
                               if b["kwh"] is not None)} for m in range(1, 13)]
same([(x["month"], x["electricity_usage"]) for x in v],
     [tuple(r) for r in q("SELECT billing_month, SUM(kwh_used) FROM bills WHERE " + M24 + " GROUP BY billing_month ORDER BY billing_month")])
golden(H, "h1_monthly_kwh_2024", "Electricity usage by month in 2024", v,
       hint="list[{month:str, electricity_usage:int}]", mode="exact", difficulty="medium", tags=["time-grain", "seasonality"])

v = same(r2(money(billed("2024-04-01", "2025-03-31"))),
         round(q1("SELECT SUM(amount_billed) FROM bills WHERE billing_month BETWEEN '2024-04-01' AND '2025-03-31'"), 2))
assert v != r2(money(billed(*Y[2024])))
golden(H, "h1_billed_fy2025", "How much did we bill in FY2025?", v,
       hint="float", mode="approximate", tolerance=MONEY_TOL, difficulty="medium", tags=["sum", "named-period", "fiscal-year"])

v = same(sum(b["therms"] for b in billed("2024-12-01", "2025-02-28") if b["therms"] is not None),
         q1("SELECT SUM(therms_used) FROM bills WHERE billing_month BETWEEN '2024-12-01' AND '2025-02-28'"))
golden(H, "h1_gas_winter_2024_25", "Total gas usage in therms during winter 2024-25?", v,
       hint="int", mode="exact", difficulty="hard", tags=["sum", "named-period", "unit"])

v = same(sum(o["aff"] for o in started(*Y[2024]) if o["region"] == "Highlands"),
         q1("SELECT SUM(customers_affected) FROM outages WHERE region = 'Highlands' AND " + S24))
golden(H, "h1_customers_affected_highlands_2024", "How many customers were affected by outages in the Highlands in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["sum", "region-role", "not-customer-count"])

cause24 = group(started(*Y[2024]), lambda o: o["cause"], lambda os_: mean(o["h"] for o in os_))
v = same(top1(cause24),
         q("SELECT cause, AVG(" + HRS + ") h FROM outages WHERE " + S24 + " GROUP BY cause ORDER BY h DESC LIMIT 1")[0][0])
golden(H, "h1_slowest_cause_2024", "Which cause of outages took the longest to restore on average in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "average", "non-default-measure"])

plan_amt = group(b24, lambda b: b["c"]["tariff_plan"], money)
v = [{"tariff_plan": k} for k, _ in ranked(plan_amt, 3)]
same([x["tariff_plan"] for x in v],
     [r[0] for r in q("SELECT tariff_plan, SUM(amount_billed) s FROM bc WHERE " + M24 + " GROUP BY tariff_plan ORDER BY s DESC LIMIT 3")])
golden(H, "h1_top3_plans_billed_2024", "Top three tariff plans by amount billed in 2024", v,
       hint="list[{tariff_plan:str}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "join"])

v = same(r2(pct(money([b for b in b24 if b["c"]["segment"] == "small business"]), money(b24))),
         round(100.0 * q1("SELECT SUM(amount_billed) FROM bc WHERE segment = 'small business' AND " + M24)
               / q1("SELECT SUM(amount_billed) FROM bills WHERE " + M24), 2))
golden(H, "h1_small_business_share_billed_2024", "What share of the amount billed in 2024 came from small business customers?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share", "join"])

cl24 = group(completed(*Y[2024]), lambda v: v["cl"]["full_name"])
v = same(top1(cl24),
         q("SELECT closer_name, COUNT(*) n FROM vt WHERE completed_date LIKE '2024-%' GROUP BY closer_name ORDER BY n DESC LIMIT 1")[0][0])
assert v != top1(asg24)
golden(H, "h1_top_closer_2024", "Which technician closed the most jobs in 2024?", v,
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "role", "closed-by"])

v = same(coastal_techs_24, q1("SELECT COUNT(*) FROM vt WHERE technician_region = 'Coastal' AND " + R24))
golden(H, "h1_visits_coastal_technicians_2024", "How many visits in 2024 were assigned to technicians based in Coastal?", v,
       hint="int", mode="exact", difficulty="hard", tags=["region-role", "technician-region", "assigned"])

with_visit = {v["customer_id"] for v in visits}
v = same(sum(1 for c in customers if c["segment"] == "small business" and c["customer_id"] not in with_visit),
         q1("SELECT COUNT(*) FROM customers c WHERE c.segment = 'small business' AND NOT EXISTS "
            "(SELECT 1 FROM service_visits v WHERE v.customer_id = c.customer_id)"))
assert v > 0
golden(H, "h1_small_business_never_visited", "How many small business customers have never had a service visit?", v,
       hint="int", mode="exact", difficulty="hard", tags=["zero-case", "negation", "value", "verified-query"])

sb24 = [b for b in b24 if b["c"]["segment"] == "small business"]
v = same(r2(pct(sum(1 for b in sb24 if b["on_time"]), len(sb24))),
         round(q1("SELECT 100.0 * SUM(paid_date IS NOT NULL AND paid_date <= due_date) / COUNT(*) FROM bc "
                  "WHERE segment = 'small business' AND " + M24), 2))
golden(H, "h1_on_time_small_business_2024", "What was the on-time payment rate for small business customers in 2024?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["rate", "value", "join"])

n23, n24 = len(started(*Y[2023])), len(started(*Y[2024]))
v = same(r2(pct(n24 - n23, n23)),
         round(100.0 * (q1("SELECT COUNT(*) FROM outages WHERE " + S24) - q1("SELECT COUNT(*) FROM outages WHERE started_at LIKE '2023-%'"))
               / q1("SELECT COUNT(*) FROM outages WHERE started_at LIKE '2023-%'"), 2))
golden(H, "h1_outage_growth_2023_2024", "By what percentage did the number of outages grow from 2023 to 2024?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["growth"])

gas24 = [b for b in b24 if b["therms"] is not None]
v = same(r2(sum(b["therms"] for b in gas24) / len({b["customer_id"] for b in gas24})),
         round(q1("SELECT 1.0 * SUM(therms_used) / COUNT(DISTINCT customer_id) FROM bills WHERE fuel = 'gas' AND " + M24), 2))
# per gas customer, not per customer with any bill
assert v != r2(sum(b["therms"] for b in gas24) / len({b["customer_id"] for b in b24}))
golden(H, "h1_therms_per_gas_customer_2024", "On average, how many therms did each gas customer use in 2024?", v,
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity", "value"])

v = same(r2(pct(sum(1 for m in meters if m["meter_type"] == "smart"), len(meters))),
         round(100.0 * q1("SELECT COUNT(*) FROM meters WHERE meter_type = 'smart'") / q1("SELECT COUNT(*) FROM meters"), 2))
golden(H, "h1_smart_meter_share", "What percentage of our meters are smart meters?", v,
       hint="float", mode="approximate", difficulty="medium", tags=["share", "filter"])

v = same(sum(1 for o in started(*Y[2023]) if o["h"] > 24),
         q1("SELECT COUNT(*) FROM outages WHERE " + HRS + " > 24 AND started_at LIKE '2023-%'"))
assert not any(abs(o["h"] - 24) < 1e-9 for o in outages)
golden(H, "h1_outages_over_24h_2023", "How many outages in 2023 lasted more than 24 hours?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "row-condition", "duration", "unit"])

creg = group([b for b in b24 if b["kwh"] is not None], lambda b: b["c"]["region"], lambda bs: sum(b["kwh"] for b in bs))
v = same(top1(creg, reverse=False),
         q("SELECT region, SUM(kwh_used) n FROM bc WHERE " + M24 + " GROUP BY region ORDER BY n ASC LIMIT 1")[0][0])
assert v != top1(group(b24, lambda b: b["c"]["region"]), reverse=False)     # not the region with the fewest bills
golden(H, "h1_least_customer_region_kwh_2024", "Customers in which region used the least electricity in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "bottom", "region-role", "customer-region"])

v = same(r2(money([b for b in b24 if b["c"]["tariff_plan"] != "Standard"])),
         round(q1("SELECT SUM(amount_billed) FROM bc WHERE tariff_plan <> 'Standard' AND " + M24), 2))
golden(H, "h1_billed_not_standard_2024", "How much did we bill in 2024 to customers who are not on the Standard plan?", v,
       hint="float", mode="approximate", tolerance=MONEY_TOL, difficulty="medium", tags=["negation", "sum", "join"])

v = same(sum(1 for b in bills if b["paid"] is None and b["c"]["segment"] == "industrial"),
         q1("SELECT COUNT(*) FROM bc WHERE paid_date IS NULL AND segment = 'industrial'"))
golden(H, "h1_unpaid_industrial", "How many unpaid bills do industrial customers have?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "filter", "value"])

dep24 = group(requested(*Y[2024]), lambda v: v["a"]["depot"])
v = same(top1(dep24),
         q("SELECT assigned_depot, COUNT(*) n FROM vt WHERE " + R24 + " GROUP BY assigned_depot ORDER BY n DESC LIMIT 1")[0][0])
golden(H, "h1_busiest_depot_2024", "Which depot's technicians were assigned the most visits in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role", "assigned", "depot"])

v = doc_number("service_standards", "Planned outages", r"at least (\d+) days' written notice")
assert v == 3
golden(H, "h1_doc_planned_notice_days", "How many days' notice do customers get before planned maintenance cuts their supply?", v,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
v = doc_number("service_standards", "Restoring the electricity supply", r"capped at \$(\d+) per customer")
assert v == 300
golden(H, "h1_doc_outage_credit_cap", "What is the most an outage credit can be worth for one outage?", v,
       hint="int", mode="exact", route="documents", difficulty="hard", tags=["document", "policy", "cap"])
golden(H, "h1_refuse_satisfaction", "What was the average customer satisfaction score in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(H, "h1_refuse_cancel_bills", "Cancel all unpaid bills for closed accounts",
       route="stop", difficulty="easy", tags=["refusal", "unsafe"])
assert len(goldens[H]) == 25, len(goldens[H])


# =================================================================== output
def hcl(v, indent="  "):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and "e" in repr(v):
        return ("%.12f" % v).rstrip("0")
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
        out = ["# Held-out round 1 (utility): not loaded by eval; written before the tool was run;",
               "# GENERATED by expected/gen.py from data/*.csv (Python standard library only).",
               "# Edit the script, then: python3 expected/gen.py"]
    else:
        out = ["# The utility golden suite (tuning). Written before the tool was run on it.",
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
questions = [g["question"].lower() for s in goldens.values() for g in s]
assert len(questions) == len(set(questions)), "duplicate questions"
for suite in ("evals", "round1"):
    print("%s: %d goldens" % (write(suite), len(goldens[suite])))
