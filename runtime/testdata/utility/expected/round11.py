#!/usr/bin/env python3
"""Held-out round 11 for the utility workspace: 12 new golden questions.

Written by a new user from knowledge.hcl, pipes/*.hcl, documents/*.md and
data/*.csv only, without reading the tool's runtime and without running
datacopilot. Every answer is computed twice from data/*.csv (and
documents/*.md for the document question): once in plain Python, once with
hand-written SQL over the CSVs loaded into sqlite3; the two must agree.

    python3 expected/round11.py            writes heldout/round11.hcl
    python3 expected/round11.py --print    prints it instead

Definitions used (knowledge.hcl and the documents):
  - bills, kWh and amounts belong to their billing month (billing_month, rule
    bills_by_billing_month): "fy25" = billing months April 2024 .. March 2025
    (period fy2025); "in 2024" = billing months 2024-01 .. 2024-12; amount
    billed = SUM(amount_billed) (metric amount_billed); "tou" = tariff_plan
    'Time of Use' (value synonym), the account's plan in customers;
    "small business" = segment 'small business'; the average electricity
    bill = mean amount_billed over the electricity bills (one row per bill);
  - paid on time = paid_date set and paid_date <= due_date (filter
    paid_on_time); an unpaid bill is not paid on time (rule late_vs_unpaid);
    "every bill paid on time" = the account has bills and all of them are
    paid on time, closed accounts included as the question says (checked:
    no industrial account without bills, and the count is the same when only
    late payments are excluded);
  - outages belong to the day they started (started_at); unplanned = cause
    <> 'planned maintenance' (filter unplanned_outages), electricity and gas;
    "power cuts in a region" = the outage's network region (outages.region);
  - service visits requested in a year = visits of any status dated by
    requested_date (metric service_visits), credited to the assigned
    technician; jobs completed in a year = status 'completed' dated by
    completed_date (metric completed_visits); "finished by someone other than
    the technician it was given to" = closed_by_technician_id <>
    assigned_technician_id (filter handed_over) over the completed visits;
    "smart meter installs" = job_type 'meter installation'; "cancelled" =
    status 'cancelled';
  - "technicians who report to X" = technicians whose supervisor_id is X's
    technician_id (X's own jobs not included; rule technician_roles), jobs
    assigned to them = assigned_technician_id;
  - current customers = closed_date empty (filter active_accounts); a smart
    meter = meters.meter_type 'smart' of either fuel (every account has at
    least one meter);
  - the fault repair deadline is the "Field appointments" section of
    documents/service_standards.md;
  - the workspace has no vehicle, fleet or mileage data (refusal).
Floats are rounded to 2 decimals (4 below 100); shares and changes are
percentages 0-100. Rankings are checked for ties at the answer; thresholds are
checked for values exactly at the threshold.
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
OUT = os.path.join(ROOT, "heldout", "round11.hcl")

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
    assert name.startswith("r11_")
    g = dict(name=name, question=question, format_hint=hint, expect=expect, mode=mode,
             tolerance=0.001 if mode == "approximate" else None,
             expect_route=route, difficulty=difficulty, tags=list(tags))
    goldens.append(g)


# 1. total for a named fiscal period, plan synonym: amount billed to Time of
#    Use accounts, billing months FY2025 (2024-04 .. 2025-03).
fy25 = [b for b in bills if "2024-04-01" <= b["billing_month"] <= "2025-03-31"]
assert {b["billing_month"] for b in fy25} == {f"2024-{m:02d}-01" for m in range(4, 13)} | {f"2025-{m:02d}-01" for m in range(1, 4)}
v = same(sum(float(b["amount_billed"]) for b in fy25 if cust[b["customer_id"]]["tariff_plan"] == "Time of Use"), q1("""
    SELECT SUM(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE c.tariff_plan = 'Time of Use' AND b.billing_month BETWEEN '2024-04-01' AND '2025-03-31'"""))
golden("r11_billed_time_of_use_fy2025",
       "total billed to tou customers in fy25?",
       v, "float", "approximate", "medium", ["total", "fiscal-year", "named-period", "plan-synonym", "terse", "lowercase"])

# 2. Nth place: network region with the 2nd most unplanned outages started in
#    2023 (electricity and gas).
reg = Counter(o["region"] for o in outages
              if in_range(o["started_at"], "2023-01-01", "2023-12-31") and o["cause"] != "planned maintenance")
v = same(pick(reg, 2), sql_pick("""
    SELECT region, COUNT(*) AS n FROM outages
    WHERE date(started_at) BETWEEN '2023-01-01' AND '2023-12-31' AND cause <> 'planned maintenance'
    GROUP BY region ORDER BY n DESC""", 2))
# robustness: electricity outages only ("power cuts") give the same region
assert pick(Counter(o["region"] for o in outages
                    if in_range(o["started_at"], "2023-01-01", "2023-12-31") and o["cause"] != "planned maintenance"
                    and o["fuel"] == "electricity"), 2) == v
golden("r11_second_region_unplanned_outages_2023",
       "Looking back at 2023, which region came second for unplanned power cuts?",
       v, "str", "exact", "medium", ["nth-place", "written-ordinal", "outage-region", "filter"])

# 3. average per bill: mean amount of small business electricity bills,
#    billing months 2024.
xs = [float(b["amount_billed"]) for b in bills
      if b["fuel"] == "electricity" and b["billing_month"].startswith("2024")
      and cust[b["customer_id"]]["segment"] == "small business"]
v = same(sum(xs) / len(xs), q1("""
    SELECT AVG(b.amount_billed) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'electricity' AND c.segment = 'small business'
      AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r11_avg_small_business_electric_bill_2024",
       "What did the average electricity bill for a small business customer come to in 2024, in dollars?",
       v, "float", "approximate", "medium", ["average", "per-bill", "segment", "fuel"])

# 4. one row of a breakdown: visits requested in 2024 (any status) by job
#    type, the meter installation row.
jt = Counter(x["job_type"] for x in visits if in_range(x["requested_date"], "2024-01-01", "2024-12-31"))
v = same(jt["meter installation"], dict(qall("""
    SELECT job_type, COUNT(*) FROM service_visits
    WHERE requested_date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY job_type"""))["meter installation"])
golden("r11_breakdown_2024_jobs_meter_installs",
       "Could you break down the jobs that were requested during 2024 by type of job, please? I'm mainly after the number of smart meter installs.",
       v, "int", "exact", "easy", ["breakdown", "one-row", "job-type-synonym", "polite", "long"])

# 5. percent change between two years: jobs completed (dated by completion)
#    in 2024 vs 2023.
def done(year):
    return sum(1 for x in visits if x["status"] == "completed" and x["completed_date"].startswith(year))


SQL_DONE = "SELECT COUNT(*) FROM service_visits WHERE status = 'completed' AND completed_date BETWEEN '{0}-01-01' AND '{0}-12-31'"
a, b_ = q1(SQL_DONE.format(2023)), q1(SQL_DONE.format(2024))
v = same(100.0 * (done("2024") - done("2023")) / done("2023"), 100.0 * (b_ - a) / a)
assert v > 0
golden("r11_pct_change_jobs_completed_2023_2024",
       "jobs finished in 2024 vs jobs finished in 2023, % change?",
       v, "float", "approximate", "medium", ["percent-change", "period-comparison", "completed", "terse", "lowercase"])

# 6. share: cancelled visits among the visits requested in 2024.
v24 = [x for x in visits if in_range(x["requested_date"], "2024-01-01", "2024-12-31")]
v = same(100.0 * sum(1 for x in v24 if x["status"] == "cancelled") / len(v24), q1("""
    SELECT 100.0 * SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*) FROM service_visits
    WHERE requested_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r11_share_visits_cancelled_2024",
       "what % of the visit requests we got in 2024 ended up getting cancelled",
       v, "float", "approximate", "easy", ["share", "status", "lowercase"])

# 7. ratio with roles: completed visits (completed_date in 2024) closed by a
#    technician other than the assigned one, as a % of the completed visits.
c24 = [x for x in visits if x["status"] == "completed" and in_range(x["completed_date"], "2024-01-01", "2024-12-31")]
assert all(x["closed_by_technician_id"] for x in c24)
v = same(100.0 * sum(1 for x in c24 if x["closed_by_technician_id"] != x["assigned_technician_id"]) / len(c24), q1("""
    SELECT 100.0 * SUM(CASE WHEN closed_by_technician_id <> assigned_technician_id THEN 1 ELSE 0 END) / COUNT(*)
    FROM service_visits WHERE status = 'completed' AND completed_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r11_pct_completed_2024_finished_by_colleague",
       "Of the jobs completed in 2024, what percentage were finished by someone other than the technician the job was given to?",
       v, "float", "approximate", "hard", ["ratio", "share", "roles", "handover", "assigned", "closed-by"])

# 8. condition on a related table through the supervisor role: visits
#    requested in 2024 assigned to technicians reporting to Sofia Lindgren
#    (her own jobs excluded).
sofia = [t for t in techs.values() if t["full_name"] == "Sofia Lindgren"]
assert len(sofia) == 1 and sofia[0]["role"] == "Supervisor"
team = {tid for tid, t in techs.items() if t["supervisor_id"] == sofia[0]["technician_id"]}
assert sofia[0]["technician_id"] not in team
v = same(sum(1 for x in v24 if x["assigned_technician_id"] in team), q1("""
    SELECT COUNT(*) FROM service_visits v
    JOIN technicians t ON t.technician_id = v.assigned_technician_id
    JOIN technicians s ON s.technician_id = t.supervisor_id
    WHERE s.full_name = 'Sofia Lindgren' AND v.requested_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r11_jobs_2024_assigned_to_sofia_lindgren_reports",
       "How many jobs requested in 2024 were assigned to technicians who report to Sofia Lindgren?",
       v, "int", "exact", "hard", ["roles", "supervisor", "assigned", "related-table"])

# 9. negation + distinct entities + related table: current accounts with no
#    smart meter (of either fuel).
metered = {m["customer_id"] for m in meters}
assert all(c["customer_id"] in metered for c in customers), "an account without meters"
smart = {m["customer_id"] for m in meters if m["meter_type"] == "smart"}
v = same(sum(1 for c in customers if c["closed_date"] == "" and c["customer_id"] not in smart), q1("""
    SELECT COUNT(*) FROM customers c
    WHERE c.closed_date IS NULL
      AND NOT EXISTS (SELECT 1 FROM meters m WHERE m.customer_id = c.customer_id AND m.meter_type = 'smart')"""))
golden("r11_current_customers_without_smart_meter",
       "how many of our current customers still don't have a single smart meter",
       v, "int", "exact", "hard", ["negation", "count-distinct", "related-table", "active", "lowercase"])

# 10. condition per entity over all its bills: industrial accounts whose every
#     bill (all billing months in the extract) was paid on or before its due
#     date.
ind = [c["customer_id"] for c in customers if c["segment"] == "industrial"]
by_c = {}
for b in bills:
    by_c.setdefault(b["customer_id"], []).append(b)
assert all(cid in by_c for cid in ind), "an industrial account without bills"
ontime = lambda b: b["paid_date"] != "" and b["paid_date"] <= b["due_date"]
v = same(sum(1 for cid in ind if all(ontime(b) for b in by_c[cid])), q1("""
    SELECT COUNT(*) FROM customers c
    WHERE c.segment = 'industrial'
      AND EXISTS (SELECT 1 FROM bills b WHERE b.customer_id = c.customer_id)
      AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.customer_id = c.customer_id
                      AND (b.paid_date IS NULL OR b.paid_date > b.due_date))"""))
# closed accounts matter (the question says they are included): open ones only give fewer
assert sum(1 for c in customers if c["segment"] == "industrial" and c["closed_date"] == ""
           and all(ontime(b) for b in by_c[c["customer_id"]])) < v
# robustness: ignoring unpaid bills (only late payments excluded) gives the same count
assert sum(1 for cid in ind if not any(b["paid_date"] != "" and b["paid_date"] > b["due_date"] for b in by_c[cid])) == v
golden("r11_industrial_accounts_always_paid_on_time",
       "Including accounts that have since closed, how many industrial customers paid every single one of their bills on or before its due date?",
       v, "int", "exact", "hard", ["negation", "per-entity", "count-distinct", "segment", "on-time"])

# 11. document: how soon a fault repair visit must take place.
with open(os.path.join(DOCS, "service_standards.md"), encoding="utf-8") as f:
    std = f.read()
appt = std.split("## Field appointments", 1)[1].split("\n## ", 1)[0]
flat = " ".join(appt.split())
m = re.findall(r"fault repair visit must take place within (\d+) days of the request", flat)
assert len(m) == 1, m
db.execute("CREATE TABLE doc (body TEXT)")
db.execute("INSERT INTO doc VALUES (?)", (flat,))
frag = q1("""SELECT substr(body, instr(body, 'must take place within ') + length('must take place within '), 3) FROM doc
             WHERE instr(body, 'fault repair visit must take place') > 0""")
v = same(int(m[0]), int(re.match(r"\d+", frag).group(0)))
golden("r11_doc_fault_repair_deadline_days",
       "what's our deadline, in days, for getting a technician out to a fault repair once the customer has asked for it?",
       v, "int", "exact", "medium", ["document", "policy", "standard", "lowercase"], route="documents")

# 12. refusal: no vehicle / fleet / mileage data anywhere in the workspace.
for t in TABLES:
    for col in rows[t][0]:
        assert not any(w in col for w in ("mile", "van", "vehicle", "fleet", "km", "distance", "fuel_cost"))
golden("r11_refuse_van_mileage_2024",
       "How many miles did our technicians' vans clock up in 2024?",
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
        "# Held-out round 11 (utility): not loaded by eval; written by a new user without",
        "# reading the runtime and without running datacopilot.",
        "# GENERATED by expected/round11.py from data/*.csv and documents/*.md",
        "# (Python standard library only; every answer checked again in sqlite3 SQL).",
        "# Edit the script, then: python3 expected/round11.py",
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
