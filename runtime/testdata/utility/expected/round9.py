#!/usr/bin/env python3
"""Held-out round 9 for the utility workspace: 12 new golden questions.

Written by a new user from knowledge.hcl, pipes/*.hcl, documents/*.md and
data/*.csv only, without reading the tool's runtime and before running
datacopilot. Every answer is computed twice from data/*.csv (and
documents/*.md for the document question): once in plain Python, once with
hand-written SQL over the CSVs loaded into sqlite3; the two must agree.

    python3 expected/round9.py            writes heldout/round9.hcl
    python3 expected/round9.py --print    prints it instead

Definitions used (knowledge.hcl and the documents):
  - bills, kWh and therms belong to their billing month (billing_month);
    "Q1 2025" = billing months 2025-01 .. 2025-03; winter 2024-25 = billing
    months December 2024 .. February 2025 (period "winter_2024_25");
  - on-time payment rate = 100 * bills with paid_date <= due_date / all bills
    of the billing months (unpaid bills count as not on time);
  - electricity usage = SUM(kwh_used) of electricity bills, gas usage =
    SUM(therms_used) of gas bills; "households" = segment residential,
    "small business" = segment small business;
  - outages belong to the day they started (started_at), planned ones
    included, electricity and gas; duration = restored_at - started_at;
    customers affected (premises) = customers_affected, all suppliers'
    premises, summed over outages; the outage's region is outages.region;
  - service visits belong to their requested_date and to the technician they
    were assigned to (assigned_technician_id); a depot or technician region
    without a role word is the assigned technician's; "customers in X" is the
    customer's region (customers.region);
  - "current customers" = accounts with no closed_date (filter
    active_accounts); a customer "has a gas meter" when meters.csv lists a
    meter with fuel gas for the account;
  - the late payment charge is added when a bill is still unpaid N days after
    its due date (documents/tariff_guide.md, "Late payment").
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties at the answer.
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
OUT = os.path.join(ROOT, "heldout", "round9.hcl")

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
    assert name.startswith("r9_")
    g = dict(name=name, question=question, format_hint=hint, expect=expect, mode=mode,
             tolerance=0.001 if mode == "approximate" else None,
             expect_route=route, difficulty=difficulty, tags=list(tags))
    goldens.append(g)


# 1. aggregation word: "on average ... per outage" = AVG(customers_affected)
#    over the outages (not per premises, not SUM).
xs = [int(o["customers_affected"]) for o in outages
      if o["region"] == "Lakeside" and in_range(o["started_at"], "2024-01-01", "2024-12-31")]
v = same(sum(xs) / len(xs),
         q1("SELECT AVG(customers_affected) FROM outages "
            "WHERE region = 'Lakeside' AND date(started_at) BETWEEN '2024-01-01' AND '2024-12-31'"))
golden("r9_avg_premises_per_outage_lakeside_2024",
       "on average how many premises were cut off per outage in lakeside during 2024?",
       v, "float", "approximate", "medium", ["average", "aggregation-scope", "outage-region", "lowercase"])

# 2. written N limit: the three small business accounts with the most kWh in
#    2024, their kWh added up.
kwh = Counter()
for b in bills:
    if (b["fuel"] == "electricity" and b["billing_month"].startswith("2024")
            and cust[b["customer_id"]]["segment"] == "small business"):
        kwh[b["customer_id"]] += int(b["kwh_used"])
top = sorted(kwh.values(), reverse=True)
assert top[2] != top[3], "tie at the cut"
sql_top = qall("""
    SELECT SUM(b.kwh_used) AS k FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'electricity' AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'
      AND c.segment = 'small business'
    GROUP BY b.customer_id ORDER BY k DESC LIMIT 4""")
assert sql_top[2][0] != sql_top[3][0]
v = same(sum(top[:3]), sum(r[0] for r in sql_top[:3]))
golden("r9_top3_small_business_kwh_2024",
       "combined kwh of our three biggest small business electricity users in 2024",
       v, "int", "exact", "hard", ["top-n", "written-limit", "sum", "segment", "lowercase"])

# 3. ranking by a non-default measure: causes ranked by premises off supply
#    (SUM customers_affected), not by the number of outages.
by_prem = Counter()
for o in outages:
    if in_range(o["started_at"], "2023-01-01", "2023-12-31"):
        by_prem[o["cause"]] += int(o["customers_affected"])
v = same(pick(by_prem, 1), sql_pick("""
    SELECT cause, SUM(customers_affected) AS p FROM outages
    WHERE date(started_at) BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY cause ORDER BY p DESC""", 1))
by_count = Counter(o["cause"] for o in outages if in_range(o["started_at"], "2023-01-01", "2023-12-31"))
assert pick(by_count, 1) != v, "the default measure (count) must give another answer"
golden("r9_cause_most_premises_2023",
       "Which outage cause left the most premises off supply in 2023?",
       v, "str", "exact", "medium", ["superlative", "non-default-measure", "customers-affected"])

# 4. share of a total that drops the part's filter: Metro customers' fault
#    repairs over all fault repairs requested in 2024 (every region).
fr = [x for x in visits if x["job_type"] == "fault repair" and in_range(x["requested_date"], "2024-01-01", "2024-12-31")]
part = sum(1 for x in fr if cust[x["customer_id"]]["region"] == "Metro")
v = same(100.0 * part / len(fr), q1("""
    SELECT 100.0 * SUM(CASE WHEN c.region = 'Metro' THEN 1 ELSE 0 END) / COUNT(*)
    FROM service_visits v JOIN customers c ON c.customer_id = v.customer_id
    WHERE v.job_type = 'fault repair' AND v.requested_date BETWEEN '2024-01-01' AND '2024-12-31'"""))
golden("r9_metro_share_fault_repairs_2024",
       "what % of the fault repair jobs requested in 2024 were for customers in metro?",
       v, "float", "approximate", "medium", ["share", "customer-region", "lowercase"])

# 5. negation / distinct entities: open accounts with no gas meter.
gas_meter = {m["customer_id"] for m in meters if m["fuel"] == "gas"}
v = same(sum(1 for c in customers if not c["closed_date"] and c["customer_id"] not in gas_meter),
         q1("""SELECT COUNT(*) FROM customers c WHERE c.closed_date IS NULL
               AND NOT EXISTS (SELECT 1 FROM meters m WHERE m.customer_id = c.customer_id AND m.fuel = 'gas')"""))
golden("r9_current_customers_without_gas_meter",
       "how many of our current customers have no gas meter at all?",
       v, "int", "exact", "hard", ["negation", "count-distinct", "active-accounts", "lowercase"])

# 6. threshold in another unit: 600 minutes = 10 hours, outages started in
#    2025 (the extract ends 2025-06-30).
durs = [hours(o) for o in outages if in_range(o["started_at"], "2025-01-01", "2025-12-31")]
assert all(abs(h - 10.0) > 1e-9 for h in durs), "an outage lasts exactly the threshold"
v = same(sum(1 for h in durs if h > 10.0), q1("""
    SELECT COUNT(*) FROM outages
    WHERE date(started_at) BETWEEN '2025-01-01' AND '2025-12-31'
      AND (strftime('%s', restored_at) - strftime('%s', started_at)) > 600 * 60"""))
golden("r9_outages_over_600_minutes_2025",
       "How many outages so far in 2025 lasted more than 600 minutes?",
       v, "int", "exact", "hard", ["threshold", "unit-conversion", "duration", "relative-period"])

# 7. roles: customer region (Riverside) vs assigned technician's depot region
#    (anything but Riverside), visits requested in 2024.
v = same(sum(1 for x in visits
             if in_range(x["requested_date"], "2024-01-01", "2024-12-31")
             and cust[x["customer_id"]]["region"] == "Riverside"
             and techs[x["assigned_technician_id"]]["region"] != "Riverside"),
         q1("""SELECT COUNT(*) FROM service_visits v
               JOIN customers c ON c.customer_id = v.customer_id
               JOIN technicians t ON t.technician_id = v.assigned_technician_id
               WHERE v.requested_date BETWEEN '2024-01-01' AND '2024-12-31'
                 AND c.region = 'Riverside' AND t.region <> 'Riverside'"""))
golden("r9_riverside_jobs_out_of_region_techs_2024",
       "In 2024, how many jobs for Riverside customers were given to techs based outside Riverside?",
       v, "int", "exact", "hard", ["roles", "region-role", "customer-region", "technician-region", "negation"])

# 8. named period with a year: winter 2024-25 = billing months Dec 2024 .. Feb 2025.
wb = [b for b in bills if "2024-12-01" <= b["billing_month"] <= "2025-02-28"]
assert {b["billing_month"] for b in wb} == {"2024-12-01", "2025-01-01", "2025-02-01"}
v = same(100.0 * sum(1 for b in wb if b["paid_date"] and b["paid_date"] <= b["due_date"]) / len(wb), q1("""
    SELECT 100.0 * SUM(CASE WHEN paid_date IS NOT NULL AND paid_date <= due_date THEN 1 ELSE 0 END) / COUNT(*)
    FROM bills WHERE billing_month BETWEEN '2024-12-01' AND '2025-02-28'"""))
golden("r9_pay_on_time_winter_2024_25",
       "what was the pay-on-time percentage for bills in winter 2024/25",
       v, "float", "approximate", "medium", ["rate", "named-period", "lowercase", "synonym"])

# 9. second-ranked (and the assigned role of a depot): outage repair jobs
#    requested in 2024 per depot of the assigned technician.
dep = Counter(techs[x["assigned_technician_id"]]["depot"] for x in visits
              if x["job_type"] == "outage repair" and in_range(x["requested_date"], "2024-01-01", "2024-12-31"))
v = same(pick(dep, 2), sql_pick("""
    SELECT t.depot, COUNT(*) AS n FROM service_visits v
    JOIN technicians t ON t.technician_id = v.assigned_technician_id
    WHERE v.job_type = 'outage repair' AND v.requested_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY t.depot ORDER BY n DESC""", 2))
golden("r9_second_depot_outage_repairs_2024",
       "which depot got the 2nd most outage repair jobs in 2024?",
       v, "str", "exact", "hard", ["second-ranked", "depot", "assigned", "lowercase"])

# 10. difference between two periods: residential therms, billing months
#     Q1 2025 minus Q1 2024.
def res_therms(lo, hi):
    return sum(int(b["therms_used"]) for b in bills
               if b["fuel"] == "gas" and lo <= b["billing_month"] <= hi
               and cust[b["customer_id"]]["segment"] == "residential")


SQL_T = """SELECT SUM(b.therms_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
           WHERE b.fuel = 'gas' AND c.segment = 'residential' AND b.billing_month BETWEEN '{}' AND '{}'"""
v = same(res_therms("2025-01-01", "2025-03-31") - res_therms("2024-01-01", "2024-03-31"),
         q1(SQL_T.format("2025-01-01", "2025-03-31")) - q1(SQL_T.format("2024-01-01", "2024-03-31")))
golden("r9_household_therms_q1_2025_vs_q1_2024",
       "how many more therms did households burn in Q1 2025 than in Q1 2024?",
       v, "int", "exact", "hard", ["difference", "period-comparison", "segment-synonym", "unit", "lowercase"])

# 11. document: days after the due date before the late payment charge is added.
with open(os.path.join(DOCS, "tariff_guide.md"), encoding="utf-8") as f:
    guide = f.read()
late = guide.split("## Late payment", 1)[1].split("\n## ", 1)[0]
m = re.findall(r"still unpaid\s+(\d+)\s+days\s+after\s+its\s+due\s+date", late)
assert len(m) == 1, m
# second way: the sentence that names the charge, found with sqlite's instr over the text
db.execute("CREATE TABLE doc (body TEXT)")
db.execute("INSERT INTO doc VALUES (?)", (" ".join(late.split()),))
frag = q1("""SELECT substr(body, instr(body, 'still unpaid ') + length('still unpaid '), 3) FROM doc
             WHERE instr(body, 'late payment charge') > 0""")
v = same(int(m[0]), int(frag.split()[0]))
golden("r9_doc_days_before_late_fee",
       "how many days past the due date before a late fee gets tacked on?",
       v, "int", "exact", "medium", ["document", "policy", "synonym", "lowercase"], route="documents")

# 12. refusal: no solar generation or export data in the workspace.
for t in TABLES:
    for col in rows[t][0]:
        assert "solar" not in col and "export" not in col
golden("r9_refuse_solar_export_2024",
       "How many kWh did customers with rooftop solar export back to the grid in 2024?",
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
        "# Held-out round 9 (utility): not loaded by eval; written by a new user without",
        "# reading the runtime and before running datacopilot.",
        "# GENERATED by expected/round9.py from data/*.csv and documents/*.md",
        "# (Python standard library only; every answer checked again in sqlite3 SQL).",
        "# Edit the script, then: python3 expected/round9.py",
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
