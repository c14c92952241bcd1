#!/usr/bin/env python3
"""Held-out round 13 for the utility workspace: 12 new questions in the words
of business users, analysts and managers (terse lowercase ones, polite long
ones, one with everyday words the knowledge files do not use: "the lights were
out"), written by an independent question writer from data/*.csv,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with the Python standard
library, then a second time by hand-written SQL over the same CSV files loaded
into sqlite3 (a different path), and the two are asserted equal. The document
answer is read from documents/tariff_guide.md (not computed) and checked by
asserting the sentence is in the document.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- bills, usage and payment rates belong to the billing month (billing_month):
  "2024" = billing months 2024-01 to 2024-12, "jan-mar 2025" = billing months
  2025-01 to 2025-03; kWh from electricity bills only, therms from gas bills
  only; segment and region of bills = the customer's;
- unpaid = no paid_date; late = paid_date > due_date (unpaid bills are not
  late payments); on-time payment rate = % of the bills paid on or before the
  due date, unpaid counting as not on time;
- open accounts = no closed_date; "don't have a single smart meter" = none of
  the account's meters has meter_type 'smart';
- outages belong to the day they started and to their network region
  (outages.region); unplanned = cause <> 'planned maintenance'; "customers
  affected" = SUM(customers_affected); "the lights were out" = electricity
  outages (gas interruptions do not turn the lights off), all causes;
- service visits: "requested in 2024" = requested_date in 2024; days from
  request to completion = completed_date - requested_date; "closed ... that
  had been assigned to a different technician" = closed_by_technician_id is the
  named technician and assigned_technician_id is someone else (the two
  technician roles), completed in 2024 (completed_date);
- the document question: the minimum late payment charge,
  documents/tariff_guide.md "Late payment".
Floats are rounded to 2 decimals (4 below 100); shares, rates and percent
changes are percentages 0-100 (percent change = 100 * (new - old) / old).
Rankings are checked for ties at the cut.
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
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
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


GOLDENS = []


def golden(name, question, expect, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


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
        if g["hint"]:
            print("  format_hint = %s" % hcl(g["hint"]), file=out)
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


def doc_says(path, sentence):
    """The document states the sentence (whitespace-insensitive): the check of a
    document answer, which is read from the document, not computed."""
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


customers = {c["customer_id"]: c for c in load("customers.csv")}
meters = load("meters.csv")
bills = load("bills.csv")
outages = load("outages.csv")
techs = {t["technician_id"]: t for t in load("technicians.csv")}
visits = load("service_visits.csv")
for b in bills:
    b["month"], b["due"], b["paid"] = day(b["billing_month"]), day(b["due_date"]), day(b["paid_date"])
    b["cust"] = customers[b["customer_id"]]
for o in outages:
    o["start"] = dt.datetime.fromisoformat(o["started_at"])
    o["n"] = int(o["customers_affected"])
for v in visits:
    v["req"], v["done"] = day(v["requested_date"]), day(v["completed_date"])

DB = sqlite_db(DATA, ["customers.csv", "meters.csv", "bills.csv", "outages.csv", "technicians.csv", "service_visits.csv"])


def months(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return [b for b in bills if lo <= b["month"] <= hi]


def tech(name):
    ids = [k for k, t in techs.items() if t["full_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


B24 = months("2024-01-01", "2024-12-01")
O23 = [o for o in outages if o["start"].year == 2023]
O24 = [o for o in outages if o["start"].year == 2024]

# 1. total with two filters: kWh on 2024 electricity bills of small business customers in Metro
kwh_sb_metro = sum(int(b["kwh_used"]) for b in B24 if b["fuel"] == "electricity"
                   and b["cust"]["segment"] == "small business" and b["cust"]["region"] == "Metro")
check(kwh_sb_metro, """
    SELECT SUM(b.kwh_used) FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.fuel = 'electricity' AND c.segment = 'small business' AND c.region = 'Metro'
      AND b.billing_month BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_kwh_small_business_metro_2024",
       "total kWh billed to small business customers in Metro for 2024?",
       kwh_sb_metro, hint="int", mode="exact", difficulty="easy", tags=["sum", "two-filters", "usage", "segment", "region"])

# 2. distinct count: accounts with at least one unpaid bill for a 2024 billing month
unpaid_accts = {b["customer_id"] for b in B24 if b["paid"] is None}
n_unpaid_accts = len(unpaid_accts)
assert n_unpaid_accts != sum(1 for b in B24 if b["paid"] is None), "counting bills gives another number"
check(n_unpaid_accts, """
    SELECT COUNT(DISTINCT customer_id) FROM bills
    WHERE paid_date IS NULL AND billing_month BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_accounts_with_unpaid_2024_bill",
       "How many accounts still have at least one unpaid bill from a 2024 billing month?",
       n_unpaid_accts, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "unpaid", "bills", "year"])

# 3. the Nth: network region with the second-most unplanned outages that started in 2023
unpl23 = Counter(o["region"] for o in O23 if o["cause"] != "planned maintenance")
second_region = ranked(unpl23, 2)[1][0]
check(second_region, """
    SELECT region FROM outages WHERE cause <> 'planned maintenance' AND started_at LIKE '2023-%'
    GROUP BY region ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r13_second_most_unplanned_outages_region_2023",
       "which region had the 2nd most unplanned outages in 2023",
       second_region, hint="str", mode="exact", difficulty="medium", tags=["nth", "ranking", "outages", "region", "year"])

# 4. negation: open residential accounts with no smart meter at all
types_of = defaultdict(set)
for m in meters:
    types_of[m["customer_id"]].add(m["meter_type"])
open_res = [c for c in customers.values() if c["segment"] == "residential" and not c["closed_date"]]
no_smart = sum(1 for c in open_res if "smart" not in types_of[c["customer_id"]])
assert all(types_of[c["customer_id"]] for c in open_res), "every open residential account has a meter"
check(no_smart, """
    SELECT COUNT(*) FROM customers c WHERE c.segment = 'residential' AND c.closed_date IS NULL
      AND NOT EXISTS (SELECT 1 FROM meters m WHERE m.customer_id = c.customer_id AND m.meter_type = 'smart')""")
golden("r13_open_households_without_smart_meter",
       "How many of our open residential accounts don't have a single smart meter?",
       no_smart, hint="int", mode="exact", difficulty="medium", tags=["negation", "not-exists", "meters", "segment", "current"])

# 5. two periods compared: % change in therms billed, Jan-Mar 2025 vs Jan-Mar 2024
def therms(lo, hi):
    return sum(int(b["therms_used"]) for b in months(lo, hi) if b["fuel"] == "gas")


old, new = therms("2024-01-01", "2024-03-01"), therms("2025-01-01", "2025-03-01")
gas_chg = 100.0 * (new - old) / old
TH = "SELECT SUM(therms_used) FROM bills WHERE fuel = 'gas' AND billing_month BETWEEN ? AND ?"
check(gas_chg, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (TH, TH, TH),
      "2025-01-01", "2025-03-31", "2024-01-01", "2024-03-31", "2024-01-01", "2024-03-31")
golden("r13_gas_usage_pct_change_q1_2025_vs_q1_2024",
       "gas usage jan-mar 2025 vs jan-mar 2024, % change?",
       r2(gas_chg), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "usage", "gas"])

# 6. share of a total: storm outages' share of the customers affected by outages that started in 2024
storm_share = 100.0 * sum(o["n"] for o in O24 if o["cause"] == "storm") / sum(o["n"] for o in O24)
check(storm_share, """
    SELECT 100.0 * SUM(CASE WHEN cause = 'storm' THEN customers_affected ELSE 0 END) / SUM(customers_affected)
    FROM outages WHERE started_at BETWEEN '2024-01-01' AND '2024-12-31 23:59:59'""")
golden("r13_storm_share_customers_affected_2024",
       "Of all the customers affected by outages in 2024, what percentage were affected by storm outages?",
       r2(storm_share), hint="float", mode="approximate", difficulty="medium", tags=["share", "outages", "cause", "year"])

# 7. threshold on two dates of one row: fault repairs requested in 2024 and completed more than 5 days
#    after the request
fr24 = [v for v in visits if v["job_type"] == "fault repair" and v["status"] == "completed" and v["req"].year == 2024]
late_fr = sum(1 for v in fr24 if (v["done"] - v["req"]).days > 5)
assert late_fr != sum(1 for v in fr24 if (v["done"] - v["req"]).days >= 5), "more than vs at least differ"
check(late_fr, """
    SELECT COUNT(*) FROM service_visits WHERE job_type = 'fault repair' AND status = 'completed'
      AND requested_date BETWEEN '2024-01-01' AND '2024-12-31'
      AND julianday(completed_date) - julianday(requested_date) > 5""")
golden("r13_fault_repairs_over_5_days_2024",
       "Of the fault repair jobs requested in 2024 that got done, how many took more than 5 days from the request to completion?",
       late_fr, hint="int", mode="exact", difficulty="hard", tags=["threshold", "two-dates", "visits", "job-type", "year"])

# 8. role: 2024 jobs closed by Rosa Delgado that had been assigned to a different technician
rosa = tech("Rosa Delgado")
rosa_handover = sum(1 for v in visits if v["status"] == "completed" and v["done"].year == 2024
                    and v["closed_by_technician_id"] == rosa and v["assigned_technician_id"] != rosa)
assert rosa_handover != sum(1 for v in visits if v["status"] == "completed" and v["done"].year == 2024
                            and v["assigned_technician_id"] == rosa and v["closed_by_technician_id"] != rosa), \
    "the other direction gives another count"
check(rosa_handover, """
    SELECT COUNT(*) FROM service_visits v JOIN technicians c ON c.technician_id = v.closed_by_technician_id
    WHERE c.full_name = 'Rosa Delgado' AND v.assigned_technician_id <> v.closed_by_technician_id
      AND v.status = 'completed' AND v.completed_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_rosa_delgado_closed_for_others_2024",
       "how many jobs did Rosa Delgado close in 2024 that had originally been assigned to a different technician?",
       rosa_handover, hint="int", mode="exact", difficulty="hard", tags=["role", "closed-by", "assigned", "technician", "year"])

# 9. per-entity amount: customers with more than 3 late-paid bills for 2024 billing months
late_per = Counter(b["customer_id"] for b in B24 if b["paid"] is not None and b["paid"] > b["due"])
many_late = sum(1 for v in late_per.values() if v > 3)
assert many_late != sum(1 for v in late_per.values() if v >= 3), "more than vs at least differ"
check(many_late, """
    SELECT COUNT(*) FROM (SELECT customer_id FROM bills WHERE paid_date > due_date
                            AND billing_month BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY customer_id HAVING COUNT(*) > 3)""")
golden("r13_customers_more_than_3_late_payments_2024",
       "how many customers paid more than 3 of their 2024 bills late",
       many_late, hint="int", mode="exact", difficulty="medium", tags=["per-entity", "threshold", "late-payment", "bills", "year"])

# 10. breakdown, one row: on-time payment rate by customer region, 2024 billing months, the Highlands row
by_reg = defaultdict(lambda: [0, 0])
for b in B24:
    by_reg[b["cust"]["region"]][0] += b["paid"] is not None and b["paid"] <= b["due"]
    by_reg[b["cust"]["region"]][1] += 1
hl = 100.0 * by_reg["Highlands"][0] / by_reg["Highlands"][1]
check([(k, 100.0 * v[0] / v[1]) for k, v in sorted(by_reg.items())], """
    SELECT c.region, 100.0 * SUM(CASE WHEN b.paid_date IS NOT NULL AND b.paid_date <= b.due_date THEN 1 ELSE 0 END) / COUNT(*)
    FROM bills b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.billing_month BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY c.region ORDER BY c.region""")
golden("r13_on_time_rate_by_region_highlands_2024",
       "Please break down the on-time payment rate by customer region for 2024 and tell me the Highlands figure.",
       r2(hl), hint="float", mode="approximate", difficulty="medium", tags=["breakdown", "on-time-rate", "region", "year"])

# 11. document: the minimum late payment charge.
# documents/tariff_guide.md, "Late payment": "A late payment charge of 1.5% of the overdue balance,
# with a minimum of $5, is added to the next bill when a bill is still unpaid 10 days after its due date."
doc_says(os.path.join(DOCS, "tariff_guide.md"),
         "A late payment charge of 1.5% of the overdue balance, with a minimum of $5, is added to the next bill")
golden("r13_doc_minimum_late_payment_charge",
       "whats the smallest late fee we can add to a customer's bill, in dollars?",
       5, hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "policy", "billing"])

# 12. words the files do not use: "the lights were out" = electricity outages, network region Metro, 2023
lights_out = sum(1 for o in O23 if o["region"] == "Metro" and o["fuel"] == "electricity")
assert lights_out != sum(1 for o in O23 if o["region"] == "Metro"), "counting gas interruptions gives another number"
check(lights_out, """
    SELECT COUNT(*) FROM outages WHERE region = 'Metro' AND fuel = 'electricity'
      AND started_at BETWEEN '2023-01-01' AND '2023-12-31 23:59:59'""")
golden("r13_lights_out_metro_2023",
       "How many separate times were the lights out in the Metro area during 2023?",
       lights_out, hint="int", mode="exact", difficulty="hard", tags=["plain-words", "outages", "fuel", "region", "year"])


HEADER = [
    "# Held-out round 13 (utility): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round13.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answer from documents/tariff_guide.md).",
    "# GENERATED: python3 expected/round13.py",
]

if __name__ == "__main__":
    main(OUT, HEADER)
