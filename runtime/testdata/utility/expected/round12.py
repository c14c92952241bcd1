#!/usr/bin/env python3
"""Held-out round 12 for the utility workspace: 12 new golden questions.

Written by a new user from knowledge.hcl, pipes/*.hcl, documents/*.md and
data/*.csv only, without reading the tool's runtime and without running
datacopilot. Every answer is computed twice from data/*.csv (and
documents/*.md for the document question): once in plain Python, once with
hand-written SQL over the CSVs loaded into sqlite3; the two must agree.

    python3 expected/round12.py            writes heldout/round12.hcl
    python3 expected/round12.py --print    prints it instead

Definitions used (knowledge.hcl and the documents):
  - bills, amounts, therms and the on-time payment rate belong to their
    billing month (billing_month, rule bills_by_billing_month); periods are
    written as calendar months in the questions ("jul-sep 2024", "jan-mar"),
    so no calendar/fiscal quarter reading arises; "in 2024" = billing months
    2024-01 .. 2024-12; "invoice" (table synonym of bills) = amount billed =
    SUM(amount_billed) (metric amount_billed); "lakeside customers" = the
    customer's region (customers.region, rule three_regions: bills only
    carry the customer's region);
  - "gas consumption" / "gas users" = therms_used of gas bills (metric
    gas_usage, never added to kWh); a tariff plan's gas consumption = the
    therms of the bills of the accounts on that plan (customers.tariff_plan,
    the account's plan today, as the knowledge states; checked: ranking the
    plans by gas dollars billed gives the same third place); "our ten biggest gas
    users in 2024" = the ten accounts with the most therms over the 2024
    billing months (checked: the same ten by gas amount billed, and no tie at
    10th/11th); "no longer customers" = closed_date set (filter
    closed_accounts: "former customers", "lost customers");
  - "new customers we picked up in 2024" = accounts whose joined_date is in
    2024 (metric customers, dated by joined_date), including any that have
    closed again since ("picked up" is about the opening, not about still
    being a customer);
  - "households we currently supply" = segment residential (value synonym
    "households") and closed_date empty (filter active_accounts, "current
    customers"); "the fixed price plan" = tariff_plan 'Fixed Price 24' (value
    synonym "fixed price"); the share is of those households, in percent;
  - on-time payment rate = bills paid on or before their due date over all
    bills of the billing months, unpaid counting as not on time (metric
    on_time_payment_rate, rule late_vs_unpaid); "by how many percentage
    points did Standard beat Fixed Price 24" = rate(Standard) -
    rate(Fixed Price 24) over the 2024 bills of the accounts on each plan;
  - outages belong to the day they started (started_at); "a planned outage"
    = cause 'planned maintenance' (value synonym "planned outages"),
    electricity and gas (metric outages has both); its length = restored_at
    - started_at in hours, averaged over the outages (metric
    avg_outage_hours);
  - "signed off" a job = closed_by_technician_id, dated by completed_date
    (metric completed_visits phrasing "signed off", rule technician_roles);
    "people in the field team" = every row of technicians whatever the role
    (the technicians table's synonyms "field staff", "crew"), deliberately not
    "techs", which a reader could take as the role 'Technician' only
    (checked: supervisors never reach the threshold; no one is at exactly 45,
    44 or 46, so "more than" vs "at least" cannot matter; dating the closed
    jobs by request day instead of completion day gives the same count);
  - "customers who put in requests for both a fault repair and an outage
    repair in 2024" = distinct customer_id with at least one visit of each
    job type requested in 2024 (requested_date, any status: a request is a
    request whatever became of it; metric service_visits counts every
    status);
  - the window for claiming a missing outage credit is the "Claiming a
    credit" section of documents/service_standards.md;
  - the workspace has no wholesale energy purchase, cost or price per MWh
    data (refusal): no column or document mentions it.
Floats are rounded to 2 decimals (4 below 100); shares and changes are
percentages 0-100. Rankings are checked for ties at the answer and at the
cut; thresholds are checked for values exactly at the threshold.
"""
import csv
import datetime as dt
import os
import re
import sqlite3
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round12.hcl")

TABLES = ["customers", "meters", "bills", "outages", "technicians", "service_visits"]


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


rows = {t: load(t) for t in TABLES}
customers = rows["customers"]
cust = {c["customer_id"]: c for c in customers}
meters = rows["meters"]
bills = rows["bills"]
outages = rows["outages"]
techs = {t["technician_id"]: t for t in rows["technicians"]}
visits = rows["service_visits"]

# ------------------------------------------------------------ sqlite copy
db = sqlite3.connect(":memory:")
INT_COLS = {"kwh_used", "therms_used", "customers_affected"}
REAL_COLS = {"amount_billed"}
for t in TABLES:
    cols = list(rows[t][0].keys())
    decl = ", ".join(
        f"{c} {'INTEGER' if c in INT_COLS else 'REAL' if c in REAL_COLS else 'TEXT'}" for c in cols)
    db.execute(f"CREATE TABLE {t} ({decl})")

    def conv(c, v):
        if v == "":
            return None
        if c in INT_COLS:
            return int(v)
        if c in REAL_COLS:
            return float(v)
        return v

    db.executemany(f"INSERT INTO {t} VALUES ({', '.join('?' * len(cols))})",
                   [tuple(conv(c, r[c]) for c in cols) for r in rows[t]])


def q1(sql):
    res = db.execute(sql).fetchall()
    assert len(res) == 1 and len(res[0]) == 1, (sql, res)
    return res[0][0]


def qall(sql):
    return db.execute(sql).fetchall()


def rnd(x):
    x = float(x)
    return round(x, 4) if abs(x) < 100 else round(x, 2)


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        assert abs(float(a) - float(b)) < 1e-6 * max(1.0, abs(float(a))), (a, b)
        return rnd(a)
    assert a == b, (a, b)
    return a


def ts(s):
    return dt.datetime.fromisoformat(s)


def hours(o):
    return (ts(o["restored_at"]) - ts(o["started_at"])).total_seconds() / 3600.0


def in_range(s, lo, hi):
    return lo <= s[:10] <= hi


def pick(counter, rank):
    """The name at 1-based `rank` of a descending ranking; asserts no tie around it."""
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    val = items[rank - 1][1]
    assert sum(1 for _, v in items if v == val) == 1, ("tie at rank", rank, items)
    return items[rank - 1][0]


def sql_pick(sql, rank):
    res = qall(sql)  # rows (name, value) ordered by value desc
    val = res[rank - 1][1]
    assert sum(1 for _, v in res if v == val) == 1, ("sql tie", res)
    return res[rank - 1][0]


goldens = []


def golden(name, question, expect=None, hint=None, mode=None, difficulty="medium", tags=(), route=None):
    assert name.startswith("r12_")
    g = dict(name=name, question=question, format_hint=hint, expect=expect, mode=mode,
             tolerance=0.001 if mode == "approximate" else None,
             expect_route=route, difficulty=difficulty, tags=list(tags))
    goldens.append(g)


def months(lo, hi):
    """Billing months 'YYYY-MM-01' from lo to hi (inclusive), as a set."""
    return {b["billing_month"] for b in bills if lo <= b["billing_month"] <= hi}


# 1. total in a period: amount billed to Lakeside customers, billing months
#    July .. September 2024.
q3 = months("2024-07-01", "2024-09-01")
assert q3 == {"2024-07-01", "2024-08-01", "2024-09-01"}
v = same(sum(float(b["amount_billed"]) for b in bills
             if b["billing_month"] in q3 and cust[b["customer_id"]]["region"] == "Lakeside"), q1("""
    SELECT SUM(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE c.region = 'Lakeside' AND b.billing_month BETWEEN '2024-07-01' AND '2024-09-30'"""))
golden("r12_billed_lakeside_jul_sep_2024",
       "what did we invoice lakeside customers for, jul-sep 2024?",
       v, "float", "approximate", "easy", ["total", "customer-region", "month-range", "synonym", "terse", "lowercase"])

# 2. a count: accounts opened (joined_date) in 2024, closed-again ones included.
v = same(sum(1 for c in customers if c["joined_date"].startswith("2024")), q1("""
    SELECT COUNT(*) FROM customers WHERE joined_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
assert v > 0
golden("r12_new_customers_2024",
       "How many new customers did we pick up over the course of 2024?",
       v, "int", "exact", "easy", ["count", "joined", "idiom"])

# 3. Nth place: tariff plan with the 3rd largest gas consumption (therms) over
#    the 2024 billing months.
gas_plan = Counter()
for b in bills:
    if b["fuel"] == "gas" and b["billing_month"].startswith("2024"):
        gas_plan[cust[b["customer_id"]]["tariff_plan"]] += int(b["therms_used"])
v = same(pick(gas_plan, 3), sql_pick("""
    SELECT c.tariff_plan, SUM(b.therms_used) AS t FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'gas' AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY c.tariff_plan ORDER BY t DESC""", 3))
# the places around it are not ties either
assert len(set(sorted(gas_plan.values(), reverse=True)[:4])) == 4
# robustness: ranking the plans by gas dollars billed gives the same third place
gas_plan_usd = Counter()
for b in bills:
    if b["fuel"] == "gas" and b["billing_month"].startswith("2024"):
        gas_plan_usd[cust[b["customer_id"]]["tariff_plan"]] += float(b["amount_billed"])
assert pick(gas_plan_usd, 3) == v
golden("r12_third_plan_gas_2024",
       "Hi, sorry to bother you - could you tell me which tariff plan came in third for gas consumption across 2024? Thanks a lot.",
       v, "str", "exact", "medium", ["nth-place", "written-ordinal", "gas", "plan", "polite", "long"])

# 4. percent change between two periods: amount billed, billing months
#    Jan .. Mar 2025 vs Jan .. Mar 2024.
def billed(lo, hi):
    return sum(float(b["amount_billed"]) for b in bills if lo <= b["billing_month"] <= hi)


SQL_BILLED = "SELECT SUM(amount_billed) FROM bills WHERE billing_month BETWEEN '{0}' AND '{1}'"
a_py, b_py = billed("2024-01-01", "2024-03-01"), billed("2025-01-01", "2025-03-01")
a_sq, b_sq = q1(SQL_BILLED.format("2024-01-01", "2024-03-31")), q1(SQL_BILLED.format("2025-01-01", "2025-03-31"))
v = same(100.0 * (b_py - a_py) / a_py, 100.0 * (b_sq - a_sq) / a_sq)
assert v > 0
golden("r12_pct_change_billed_jan_mar_2025_vs_2024",
       "amount billed jan-mar 2025 vs the same months of 2024 - % change?",
       v, "float", "approximate", "medium", ["percent-change", "period-comparison", "month-range", "terse", "lowercase"])

# 5. share of a whole: Fixed Price 24 among the residential accounts still open.
homes = [c for c in customers if c["segment"] == "residential" and c["closed_date"] == ""]
v = same(100.0 * sum(1 for c in homes if c["tariff_plan"] == "Fixed Price 24") / len(homes), q1("""
    SELECT 100.0 * SUM(CASE WHEN tariff_plan = 'Fixed Price 24' THEN 1 ELSE 0 END) / COUNT(*)
    FROM customers WHERE segment = 'residential' AND closed_date IS NULL"""))
# "currently" matters: with closed households the share is different
allh = [c for c in customers if c["segment"] == "residential"]
assert rnd(100.0 * sum(1 for c in allh if c["tariff_plan"] == "Fixed Price 24") / len(allh)) != v
golden("r12_share_current_households_fixed_price",
       "Of the households we currently supply, what percentage are on the fixed price plan?",
       v, "float", "approximate", "medium", ["share", "active", "segment-synonym", "plan-synonym"])

# 6. average: mean duration in hours of the planned maintenance outages that
#    started in 2024 (electricity and gas).
pl = [hours(o) for o in outages if in_range(o["started_at"], "2024-01-01", "2024-12-31")
      and o["cause"] == "planned maintenance"]
v = same(sum(pl) / len(pl), q1("""
    SELECT AVG((julianday(restored_at) - julianday(started_at)) * 24.0) FROM outages
    WHERE date(started_at) BETWEEN '2024-01-01' AND '2024-12-31' AND cause = 'planned maintenance'"""))
golden("r12_avg_planned_outage_hours_2024",
       "avg length of a planned outage in 2024, in hours",
       v, "float", "approximate", "easy", ["average", "duration", "cause-synonym", "terse", "lowercase"])

# 7. threshold per entity + role: people (any role) who signed off (closed)
#    more than 45 completed jobs dated by completion in 2024.
closed24 = Counter(x["closed_by_technician_id"] for x in visits
                   if x["status"] == "completed" and in_range(x["completed_date"], "2024-01-01", "2024-12-31"))
assert "" not in closed24
assert not any(n in (44, 45, 46) for n in closed24.values())
assert all(n <= 45 for t, n in closed24.items() if techs[t]["role"] in ("Supervisor", "Field Operations Manager"))
v = same(sum(1 for n in closed24.values() if n > 45), q1("""
    SELECT COUNT(*) FROM (
      SELECT closed_by_technician_id FROM service_visits
      WHERE status = 'completed' AND completed_date BETWEEN '2024-01-01' AND '2024-12-31'
      GROUP BY closed_by_technician_id HAVING COUNT(*) > 45)"""))
# the role matters: counting jobs assigned (requested in 2024) gives another number
assigned24 = Counter(x["assigned_technician_id"] for x in visits
                     if in_range(x["requested_date"], "2024-01-01", "2024-12-31"))
assert sum(1 for n in assigned24.values() if n > 45) != v
# robustness: dating the closed jobs by request day instead gives the same count
closed_req24 = Counter(x["closed_by_technician_id"] for x in visits
                       if x["status"] == "completed" and in_range(x["requested_date"], "2024-01-01", "2024-12-31"))
assert sum(1 for n in closed_req24.values() if n > 45) == v
golden("r12_field_staff_signed_off_over_45_jobs_2024",
       "How many people in the field team signed off more than 45 jobs each during 2024?",
       v, "int", "exact", "hard", ["threshold", "per-entity", "closed-by", "roles", "count-distinct"])

# 8. "both": distinct customers with a fault repair request and an outage
#    repair request in 2024 (requested_date, any status).
def asked(job):
    return {x["customer_id"] for x in visits
            if x["job_type"] == job and in_range(x["requested_date"], "2024-01-01", "2024-12-31")}


both = asked("fault repair") & asked("outage repair")
v = same(len(both), q1("""
    SELECT COUNT(*) FROM customers c
    WHERE EXISTS (SELECT 1 FROM service_visits v WHERE v.customer_id = c.customer_id
                  AND v.job_type = 'fault repair' AND v.requested_date BETWEEN '2024-01-01' AND '2024-12-31')
      AND EXISTS (SELECT 1 FROM service_visits v WHERE v.customer_id = c.customer_id
                  AND v.job_type = 'outage repair' AND v.requested_date BETWEEN '2024-01-01' AND '2024-12-31')"""))
assert v < len(asked("fault repair") | asked("outage repair"))
golden("r12_customers_fault_and_outage_repair_2024",
       "how many customers put in requests for both a fault repair and an outage repair in 2024",
       v, "int", "exact", "hard", ["both", "count-distinct", "job-type", "lowercase"])

# 9. top-N then something: of the ten accounts with the most therms over the
#    2024 billing months, how many are closed now.
gas_cust = Counter()
gas_usd = Counter()
for b in bills:
    if b["fuel"] == "gas" and b["billing_month"].startswith("2024"):
        gas_cust[b["customer_id"]] += int(b["therms_used"])
        gas_usd[b["customer_id"]] += float(b["amount_billed"])
ranked = sorted(gas_cust.items(), key=lambda kv: (-kv[1], kv[0]))
assert len({n for _, n in ranked[:11]}) == 11, "tie inside the top ten or at the cut"
top10 = [cid for cid, _ in ranked[:10]]
assert set(top10) == {cid for cid, _ in sorted(gas_usd.items(), key=lambda kv: -kv[1])[:10]}
sql_top = [r[0] for r in qall("""
    SELECT customer_id, SUM(therms_used) AS t FROM bills
    WHERE fuel = 'gas' AND billing_month BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY customer_id ORDER BY t DESC LIMIT 10""")]
assert sql_top == top10
v = same(sum(1 for cid in top10 if cust[cid]["closed_date"] != ""), q1("""
    SELECT COUNT(*) FROM customers c
    WHERE c.closed_date IS NOT NULL AND c.customer_id IN (
      SELECT customer_id FROM bills
      WHERE fuel = 'gas' AND billing_month BETWEEN '2024-01-01' AND '2024-12-31'
      GROUP BY customer_id ORDER BY SUM(therms_used) DESC LIMIT 10)"""))
assert 0 < v < 10
golden("r12_top10_gas_users_2024_no_longer_customers",
       "Looking at our ten biggest gas users in 2024, how many of them are no longer customers?",
       v, "int", "exact", "hard", ["top-n", "then-count", "gas", "closed-accounts", "idiom"])

# 10. comparison of two groups: on-time payment rate over the 2024 bills of
#     Standard accounts minus that of Fixed Price 24 accounts, in points.
def on_time_rate(plan):
    bs = [b for b in bills if b["billing_month"].startswith("2024") and cust[b["customer_id"]]["tariff_plan"] == plan]
    return 100.0 * sum(1 for b in bs if b["paid_date"] != "" and b["paid_date"] <= b["due_date"]) / len(bs)


SQL_OT = """SELECT 100.0 * SUM(CASE WHEN b.paid_date IS NOT NULL AND b.paid_date <= b.due_date THEN 1 ELSE 0 END) / COUNT(*)
            FROM bills b JOIN customers c ON c.customer_id = b.customer_id
            WHERE c.tariff_plan = '{0}' AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'"""
v = same(on_time_rate("Standard") - on_time_rate("Fixed Price 24"),
         q1(SQL_OT.format("Standard")) - q1(SQL_OT.format("Fixed Price 24")))
assert v > 0
golden("r12_on_time_gap_standard_vs_fixed_price_2024",
       "In 2024, by how many percentage points did customers on the Standard plan beat Fixed Price 24 customers at paying their bills on time?",
       v, "float", "approximate", "hard", ["comparison", "two-groups", "rate", "plan", "difference", "long"])

# 11. document: days a customer has to claim a missing outage credit.
with open(os.path.join(DOCS, "service_standards.md"), encoding="utf-8") as f:
    std = f.read()
sec = std.split("## Claiming a credit", 1)[1].split("\n## ", 1)[0]
flat = " ".join(sec.split())
m = re.findall(r"can claim it within (\d+) days of the outage", flat)
assert len(m) == 1, m
db.execute("CREATE TABLE doc (body TEXT)")
db.execute("INSERT INTO doc VALUES (?)", (flat,))
frag = q1("""SELECT substr(body, instr(body, 'claim it within ') + length('claim it within '), 4) FROM doc
             WHERE instr(body, 'credit is missing') > 0""")
v = same(int(m[0]), int(re.match(r"\d+", frag).group(0)))
golden("r12_doc_days_to_claim_missing_credit",
       "a customer reckons their outage credit never turned up - how many days after the outage have they got to claim it?",
       v, "int", "exact", "medium", ["document", "policy", "idiom", "lowercase"], route="documents")

# 12. refusal: no wholesale purchase cost / price per MWh anywhere.
for t in TABLES:
    for col in rows[t][0]:
        assert not any(w in col for w in ("cost", "wholesale", "price", "mwh", "purchase", "margin"))
for fn in os.listdir(DOCS):
    with open(os.path.join(DOCS, fn), encoding="utf-8") as f:
        body = f.read().lower()
    assert "wholesale" not in body and "mwh" not in body and "cost" not in body
golden("r12_refuse_wholesale_price_per_mwh_2024",
       "What did we pay per MWh for wholesale electricity in 2024?",
       None, None, None, "medium", ["refusal", "unanswerable", "missing-data"], route="stop")

assert len(goldens) == 12 and len({g["name"] for g in goldens}) == 12


# ------------------------------------------------------------------ output
def hv(v):
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(hv(x) for x in v) + "]"
    if isinstance(v, float):
        return repr(v)
    return str(v)


def render():
    out = [
        "# Held-out round 12 (utility): not loaded by eval; written by a new user without",
        "# reading the runtime and without running datacopilot.",
        "# GENERATED by expected/round12.py from data/*.csv and documents/*.md",
        "# (Python standard library only; every answer checked again in sqlite3 SQL).",
        "# Edit the script, then: python3 expected/round12.py",
        "",
    ]
    for g in goldens:
        attrs = [("question", g["question"])]
        if g["format_hint"] is not None:
            attrs.append(("format_hint", g["format_hint"]))
        if g["expect"] is not None:
            attrs.append(("expect", g["expect"]))
        if g["mode"] is not None:
            attrs.append(("mode", g["mode"]))
        if g["tolerance"] is not None:
            attrs.append(("tolerance", g["tolerance"]))
        if g["expect_route"] is not None:
            attrs.append(("expect_route", g["expect_route"]))
        attrs.append(("difficulty", g["difficulty"]))
        attrs.append(("tags", g["tags"]))
        width = max(len(k) for k, _ in attrs)
        out.append(f'golden "{g["name"]}" {{')
        for k, val in attrs:
            out.append(f"  {k.ljust(width)} = {hv(val)}")
        out.append("}")
        out.append("")
    return "\n".join(out)


text = render()
if "--print" in sys.argv[1:]:
    sys.stdout.write(text)
else:
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({len(goldens)} goldens)")
