#!/usr/bin/env python3
"""Held-out round 10 for the utility workspace: 12 new golden questions.

Written by a new user from knowledge.hcl, pipes/*.hcl, documents/*.md and
data/*.csv only, without reading the tool's runtime and without running
datacopilot. Every answer is computed twice from data/*.csv (and
documents/*.md for the document question): once in plain Python, once with
hand-written SQL over the CSVs loaded into sqlite3; the two must agree.

    python3 expected/round10.py            writes heldout/round10.hcl
    python3 expected/round10.py --print    prints it instead

Definitions used (knowledge.hcl and the documents):
  - bills, kWh, therms and amounts belong to their billing month
    (billing_month, rule bills_by_billing_month): "January 2025" = billing
    month 2025-01; "FY2024" = billing months April 2023 .. March 2024 (period
    fy2024); "winter 2024/25" = billing months December 2024 .. February 2025
    (period winter_2024_25); "households" / "home" = segment residential,
    "industrial customers" = segment industrial; "customers outside X" = the
    customer's region (customers.region);
  - gas usage = therms_used of gas bills, electricity usage = kwh_used of
    electricity bills (never added together); the dollars per kWh of a group
    of electricity bills = SUM(amount_billed) / SUM(kwh_used) of those bills;
  - outages belong to the day they started (started_at), planned ones
    included, electricity and gas; duration = restored_at - started_at in
    hours; "premises knocked off supply" = customers_affected summed over the
    outages (all suppliers' premises); the outage's region is outages.region;
    winters are the periods winter_2023_24 (2023-12-01 .. 2024-02-29) and
    winter_2024_25 (2024-12-01 .. 2025-02-28) by outage start day; "so far in
    2025" = 2025-01-01 .. 2025-06-30 (the extract ends 2025-06-30); a "gas
    supply interruption" = an outage with fuel gas;
  - jobs "signed off" / "finished" by a technician are completed visits
    credited to closed_by_technician_id and dated by completed_date (metric
    completed_visits, rule technician_roles); "given to someone else" = the
    assigned technician (assigned_technician_id) differs from the closer
    (filter handed_over); "the second half of 2024" = completed_date
    2024-07-01 .. 2024-12-31; requests for a visit ("asked us to come out")
    are visits of any status dated by requested_date;
  - a "no-show" credit is the missed booked appointment credit of
    documents/service_standards.md ("Field appointments").
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties at the answer; thresholds are checked for
values exactly at the threshold.
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
OUT = os.path.join(ROOT, "heldout", "round10.hcl")

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
    assert name.startswith("r10_")
    g = dict(name=name, question=question, format_hint=hint, expect=expect, mode=mode,
             tolerance=0.001 if mode == "approximate" else None,
             expect_route=route, difficulty=difficulty, tags=list(tags))
    goldens.append(g)


# 1. average of a non-main measure in one month of a year: therms per
#    residential gas bill, billing month January 2025.
xs = [int(b["therms_used"]) for b in bills
      if b["fuel"] == "gas" and b["billing_month"] == "2025-01-01"
      and cust[b["customer_id"]]["segment"] == "residential"]
v = same(sum(xs) / len(xs), q1("""
    SELECT AVG(b.therms_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'gas' AND c.segment = 'residential' AND b.billing_month = '2025-01-01'"""))
golden("r10_avg_therms_per_home_gas_bill_jan_2025",
       "how many therms did the average home gas bill show for january 2025?",
       v, "float", "approximate", "medium", ["average", "non-main-measure", "month-of-year", "segment-synonym", "lowercase"])

# 2. Nth place (written ordinal) in a half year, closing role: jobs signed off
#    (completed_date in H2 2024) per closing technician.
closers = Counter(techs[x["closed_by_technician_id"]]["full_name"] for x in visits
                  if x["status"] == "completed" and in_range(x["completed_date"], "2024-07-01", "2024-12-31"))
v = same(pick(closers, 4), sql_pick("""
    SELECT t.full_name, COUNT(*) AS n FROM service_visits v
    JOIN technicians t ON t.technician_id = v.closed_by_technician_id
    WHERE v.status = 'completed' AND v.completed_date BETWEEN '2024-07-01' AND '2024-12-31'
    GROUP BY t.full_name ORDER BY n DESC""", 4))
# robustness: dating the signed-off jobs by request day instead gives the same name
assert pick(Counter(techs[x["closed_by_technician_id"]]["full_name"] for x in visits
                    if x["status"] == "completed" and in_range(x["requested_date"], "2024-07-01", "2024-12-31")), 4) == v
golden("r10_fourth_most_jobs_signed_off_h2_2024",
       "In the second half of 2024, which technician came in fourth for the number of jobs they signed off?",
       v, "str", "exact", "hard", ["nth-place", "written-ordinal", "half-year", "closed-by", "roles"])

# 3. share of a total where only the part is filtered: premises off supply
#    from Coastal storm outages over all premises off supply, outages started
#    in 2024 (every region, every cause).
o24 = [o for o in outages if in_range(o["started_at"], "2024-01-01", "2024-12-31")]
part = sum(int(o["customers_affected"]) for o in o24 if o["region"] == "Coastal" and o["cause"] == "storm")
v = same(100.0 * part / sum(int(o["customers_affected"]) for o in o24), q1("""
    SELECT 100.0 * SUM(CASE WHEN region = 'Coastal' AND cause = 'storm' THEN customers_affected ELSE 0 END)
           / SUM(customers_affected)
    FROM outages WHERE date(started_at) BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r10_share_premises_coastal_storms_2024",
       "Of all the premises knocked off supply anywhere on the network in 2024, what percentage were down to storm outages in Coastal?",
       v, "float", "approximate", "hard", ["share", "filtered-part", "customers-affected", "outage-region", "idiom", "long"])

# 4. exclusion + named fiscal period: therms used by customers whose premises
#    are outside Metro and Riverside, billing months FY2024 (2023-04 .. 2024-03).
fy = [b for b in bills if "2023-04-01" <= b["billing_month"] <= "2024-03-31"]
assert {b["billing_month"] for b in fy} == {f"2023-{m:02d}-01" for m in range(4, 13)} | {f"2024-{m:02d}-01" for m in range(1, 4)}
v = same(sum(int(b["therms_used"]) for b in fy
             if b["fuel"] == "gas" and cust[b["customer_id"]]["region"] not in ("Metro", "Riverside")), q1("""
    SELECT SUM(b.therms_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'gas' AND b.billing_month BETWEEN '2023-04-01' AND '2024-03-31'
      AND c.region NOT IN ('Metro', 'Riverside')"""))
golden("r10_therms_outside_metro_riverside_fy2024",
       "How many therms did customers outside Metro and Riverside get through in FY2024?",
       v, "int", "exact", "hard", ["exclusion", "fiscal-year", "named-period", "gas", "customer-region", "idiom"])

# 5. distinct entities constrained by a threshold, named winter: residential
#    accounts with at least one gas bill over $250 in billing months
#    Dec 2024 .. Feb 2025.
wg = [b for b in bills if b["fuel"] == "gas" and "2024-12-01" <= b["billing_month"] <= "2025-02-28"
      and cust[b["customer_id"]]["segment"] == "residential"]
assert all(float(b["amount_billed"]) != 250.0 for b in wg), "a bill sits exactly at the threshold"
v = same(len({b["customer_id"] for b in wg if float(b["amount_billed"]) > 250.0}), q1("""
    SELECT COUNT(DISTINCT b.customer_id) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'gas' AND c.segment = 'residential'
      AND b.billing_month BETWEEN '2024-12-01' AND '2025-02-28' AND b.amount_billed > 250"""))
golden("r10_households_gas_bill_over_250_winter_2024_25",
       "how many different households got a gas bill north of $250 at some point in winter 2024/25?",
       v, "int", "exact", "hard", ["count-distinct", "threshold", "named-period", "segment-synonym", "idiom", "lowercase"])

# 6. roles: jobs closed by Rhys Burke (dated by completion, 2024) that were
#    assigned to another technician. (Same answer when dated by request.)
def rb_handovers(datecol):
    return sum(1 for x in visits if x["status"] == "completed"
               and techs[x["closed_by_technician_id"]]["full_name"] == "Rhys Burke"
               and x["assigned_technician_id"] != x["closed_by_technician_id"]
               and in_range(x[datecol], "2024-01-01", "2024-12-31"))


v = same(rb_handovers("completed_date"), q1("""
    SELECT COUNT(*) FROM service_visits v
    JOIN technicians ct ON ct.technician_id = v.closed_by_technician_id
    WHERE v.status = 'completed' AND ct.full_name = 'Rhys Burke'
      AND v.assigned_technician_id <> v.closed_by_technician_id
      AND v.completed_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
assert rb_handovers("requested_date") == v, "answer depends on the dating"
golden("r10_rhys_burke_finished_for_others_2024",
       "How many jobs did Rhys Burke finish off in 2024 that had originally been given to someone else?",
       v, "int", "exact", "hard", ["roles", "closed-by", "assigned", "handover", "negation"])

# 7. threshold "at least three times", distinct customers: customers with
#    three or more fault repair visits requested in 2024 (any status).
fr = Counter(x["customer_id"] for x in visits
             if x["job_type"] == "fault repair" and in_range(x["requested_date"], "2024-01-01", "2024-12-31"))
v = same(sum(1 for n in fr.values() if n >= 3), q1("""
    SELECT COUNT(*) FROM (
      SELECT customer_id FROM service_visits
      WHERE job_type = 'fault repair' AND requested_date BETWEEN '2024-01-01' AND '2024-12-31'
      GROUP BY customer_id HAVING COUNT(*) >= 3)"""))
golden("r10_customers_3plus_fault_requests_2024",
       "how many customers asked us to come out and fix a fault at least three times in 2024",
       v, "int", "exact", "medium", ["threshold", "at-least", "count-distinct", "job-type-synonym", "lowercase"])

# 8. "so far in" a year, sum of a non-main measure: total hours of the gas
#    outages that started 2025-01-01 .. 2025-06-30.
gh = [hours(o) for o in outages if o["fuel"] == "gas" and in_range(o["started_at"], "2025-01-01", "2025-12-31")]
v = same(sum(gh), q1("""
    SELECT SUM((strftime('%s', restored_at) - strftime('%s', started_at)) / 3600.0) FROM outages
    WHERE fuel = 'gas' AND date(started_at) BETWEEN '2025-01-01' AND '2025-12-31'"""))
golden("r10_total_gas_outage_hours_2025_ytd",
       "if you add up how long every gas supply interruption lasted so far in 2025, how many hours is that altogether?",
       v, "float", "approximate", "medium", ["sum", "duration", "relative-period", "gas", "lowercase", "long"])

# 9. difference between two named periods: average outage duration in
#    winter 2023-24 minus winter 2024-25 (outages by start day).
def winter_avg(lo, hi):
    hs = [hours(o) for o in outages if in_range(o["started_at"], lo, hi)]
    return sum(hs) / len(hs)


SQL_W = """SELECT AVG((strftime('%s', restored_at) - strftime('%s', started_at)) / 3600.0) FROM outages
           WHERE date(started_at) BETWEEN '{}' AND '{}'"""
v = same(winter_avg("2023-12-01", "2024-02-29") - winter_avg("2024-12-01", "2025-02-28"),
         q1(SQL_W.format("2023-12-01", "2024-02-29")) - q1(SQL_W.format("2024-12-01", "2025-02-28")))
assert v > 0
golden("r10_winter_outage_length_gap",
       "How many hours longer was the typical outage in the 2023-24 winter than in the 2024-25 winter, going by the average?",
       v, "float", "approximate", "hard", ["difference", "period-comparison", "named-period", "average", "duration"])

# 10. ratio: dollars billed per kWh on industrial electricity bills, billing
#     months of 2024.
ind = [b for b in bills if b["fuel"] == "electricity" and b["billing_month"].startswith("2024")
       and cust[b["customer_id"]]["segment"] == "industrial"]
v = same(sum(float(b["amount_billed"]) for b in ind) / sum(int(b["kwh_used"]) for b in ind), q1("""
    SELECT SUM(b.amount_billed) / SUM(b.kwh_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'electricity' AND c.segment = 'industrial'
      AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r10_industrial_dollars_per_kwh_2024",
       "Taking all of our factories' electricity bills for 2024 together, what did they work out to per kWh, in dollars?",
       v, "float", "approximate", "hard", ["ratio", "per", "segment-synonym", "long"])

# 11. document: credit when a technician misses a booked appointment.
with open(os.path.join(DOCS, "service_standards.md"), encoding="utf-8") as f:
    std = f.read()
appt = std.split("## Field appointments", 1)[1].split("\n## ", 1)[0]
flat = " ".join(appt.split())
m = re.findall(r"misses a booked appointment, the customer gets a credit of \$(\d+)", flat)
assert len(m) == 1, m
db.execute("CREATE TABLE doc (body TEXT)")
db.execute("INSERT INTO doc VALUES (?)", (flat,))
frag = q1("""SELECT substr(body, instr(body, 'credit of $') + length('credit of $'), 4) FROM doc
             WHERE instr(body, 'misses a booked appointment') > 0""")
v = same(int(m[0]), int(re.match(r"\d+", frag).group(0)))
golden("r10_doc_missed_appointment_credit",
       "if one of our techs is a no-show for a booked appointment, how many dollars does the customer get credited?",
       v, "int", "exact", "medium", ["document", "policy", "idiom", "lowercase"], route="documents")

# 12. refusal: no call-centre / helpline data anywhere in the workspace.
for t in TABLES:
    for col in rows[t][0]:
        assert not any(w in col for w in ("call", "wait", "hold", "phone", "helpline"))
golden("r10_refuse_helpline_wait_mar_2025",
       "What was the average wait time on the customer helpline in March 2025, in minutes?",
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
        "# Held-out round 10 (utility): not loaded by eval; written by a new user without",
        "# reading the runtime and without running datacopilot.",
        "# GENERATED by expected/round10.py from data/*.csv and documents/*.md",
        "# (Python standard library only; every answer checked again in sqlite3 SQL).",
        "# Edit the script, then: python3 expected/round10.py",
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
