#!/usr/bin/env python3
"""Held-out round 4 for the Northwind demo: 15 questions in the words of business
users, written without reading datacopilot's runtime or running it. Every
expected value is computed here from data/northwind/*.csv with the Python
standard library only (no datacopilot, no DuckDB).

    python3 evals/expected/round4.py          # writes evals/heldout/round4.hcl
    python3 evals/expected/round4.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/marketing_calendar.md):
  revenue        = SUM(UnitPrice * Quantity * (1 - Discount)) of order lines (price
                   charged on the line), freight never included; dated by OrderDate
  gross margin   = SUM(UnitPrice * 0.3 * Quantity * (1 - Discount)), dated by OrderDate
  orders         = COUNT(DISTINCT OrderID), dated by OrderDate
  units sold     = SUM(Quantity) of order lines, dated by OrderDate
  freight        = SUM(orders.Freight), per order, dated by OrderDate
  active customers = distinct CustomerID with an order in the period
  late order     = ShippedDate > RequiredDate (filter "late"; unshipped orders are not late)
  supplier country ("made in X", "X suppliers") is suppliers.Country of the line's
  product; customer country ("X customers") is customers.Country of the buyer;
  a shipper is the order's ShipVia. Campaign periods are the marketing calendar's
  dates, both days included.
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question expects route "stop" (no web analytics data exists); the document
question expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
DATA = os.path.join(ROOT, "data", "northwind")
OUT = os.path.join(ROOT, "evals", "heldout", "round4.hcl")
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


def growth(old, new):
    return r2((new - old) / old * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
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
    assert len(GOLDENS) == 15, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (out_path, len(GOLDENS)))


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


orders = {o["OrderID"]: o for o in load("Orders.csv")}
lines = load("Order_Details.csv")
products = {p["ProductID"]: p for p in load("Products.csv")}
categories = {c["CategoryID"]: c for c in load("Categories.csv")}
customers = {c["CustomerID"]: c for c in load("Customers.csv")}
employees = {e["EmployeeID"]: e for e in load("Employees.csv")}
shippers = {s["ShipperID"]: s for s in load("Shippers.csv")}
suppliers = {s["SupplierID"]: s for s in load("Suppliers.csv")}
for o in orders.values():
    o["od"] = day(o["OrderDate"])
    o["sd"] = day(o["ShippedDate"])
for l in lines:
    o = orders[l["OrderID"]]
    p = products[l["ProductID"]]
    l["o"] = o
    l["od"] = o["od"]
    l["net"] = float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"]))
    l["qty"] = int(l["Quantity"])
    l["product"] = p["ProductName"]
    l["category"] = categories[p["CategoryID"]]["CategoryName"]
    l["supplier_country"] = suppliers[p["SupplierID"]]["Country"]
    l["customer_country"] = customers[o["CustomerID"]]["Country"]


def inp(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def L(*preds):
    return [l for l in lines if all(p(l) for p in preds)]


def O(*preds):
    return [o for o in orders.values() if all(p(o) for p in preds)]


def emp_name(e):
    return e["FirstName"] + " " + e["LastName"]


def rev_of(ls):
    return sum(l["net"] for l in ls)


def one_year(y):
    return lambda x: x["od"] is not None and x["od"].year == y


# 1. top-n (written) by a named measure: the three suppliers (suppliers.CompanyName of the
#    line's product) with the most units sold, orders placed in 1997
u = defaultdict(int)
for l in L(one_year(1997)):
    u[suppliers[products[l["ProductID"]]["SupplierID"]]["CompanyName"]] += l["qty"]
golden("r4_top3_suppliers_units_1997", "Which three suppliers sold the most units in 1997?",
       [{"supplier": k, "units_sold": v} for k, v in ranked(u, 3)],
       hint="list[{supplier:str, units_sold:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. superlative with a named filter: employee with the most orders placed in 1997 that
#    shipped after their RequiredDate
assert all(o["sd"] is not None for o in O(one_year(1997)))  # every 1997 order shipped: no "unshipped = late?" question
late = defaultdict(int)
for o in O(one_year(1997), lambda o: o["sd"] is not None and o["sd"] > day(o["RequiredDate"])):
    late[emp_name(employees[o["EmployeeID"]])] += 1
golden("r4_employee_most_late_orders_1997", "Which sales rep had the most late orders among the orders placed in 1997?",
       ranked(late, 1)[0][0], hint="str", mode="exact", difficulty="medium",
       tags=["superlative", "named-filter", "period"])

# 3. named period (campaign): distinct CustomerID with an order placed 1997-06-01..1997-06-30
golden("r4_customers_summer_campaign", "How many different customers ordered from us during the Summer Beverages 1997 campaign?",
       len({o["CustomerID"] for o in O(lambda o: inp(o["od"], "1997-06-01", "1997-06-30"))}),
       hint="int", mode="exact", difficulty="hard", tags=["named-period", "distinct-count", "document-period"])

# 4. growth between two periods: gross margin H1 1998 vs H1 1997 (Jan 1 - Jun 30), in percent
def gm(lo, hi):
    return sum(l["net"] * 0.3 for l in L(lambda l: inp(l["od"], lo, hi)))
golden("r4_gross_margin_growth_h1", "By how much did gross margin grow from the first half of 1997 to the first half of 1998, in percent?",
       growth(gm("1997-01-01", "1997-06-30"), gm("1998-01-01", "1998-06-30")),
       hint="float", mode="approximate", difficulty="hard", tags=["growth", "period"])

# 5. share with a role: units of products whose supplier is in the USA / all units, orders placed in 1998
ls98 = L(one_year(1998))
golden("r4_share_units_us_suppliers_1998", "What percent of the units we sold in 1998 came from American suppliers?",
       pct(sum(l["qty"] for l in ls98 if l["supplier_country"] == "USA"), sum(l["qty"] for l in ls98)),
       hint="float", mode="approximate", difficulty="hard", tags=["share", "role"])

# 6. negation on a joined dimension: units of lines whose order (placed in 1998) has ShipVia != Federal Shipping
fed = [k for k, s in shippers.items() if s["CompanyName"] == "Federal Shipping"]
assert len(fed) == 1
golden("r4_units_1998_excluding_federal", "Total units sold in 1998, excluding orders shipped by Federal Shipping",
       sum(l["qty"] for l in ls98 if l["o"]["ShipVia"] != fed[0]),
       hint="int", mode="exact", difficulty="medium", tags=["negation", "join"])

# 7. comparison on an aggregate: products whose units sold (orders placed in 1997) exceed 500
pu = defaultdict(int)
for l in L(one_year(1997)):
    pu[l["product"]] += l["qty"]
assert 500 not in pu.values()  # "more than" and "at least" read the same here
golden("r4_products_over_500_units_1997", "how many products sold more than 500 units in 1997?",
       sum(1 for v in pu.values() if v > 500), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 8. average per day: orders placed in March 1998 / working days (Mon-Fri) of March 1998;
#    every working day of that month has an order and no weekend day does
mar = O(lambda o: inp(o["od"], "1998-03-01", "1998-03-31"))
wd = [dt.date(1998, 3, d) for d in range(1, 32) if dt.date(1998, 3, d).weekday() < 5]
assert {o["od"] for o in mar} == set(wd)
golden("r4_orders_per_working_day_march_1998", "On average how many orders did we get per working day in March 1998?",
       r2(len(mar) / len(wd)), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-day", "period"])

# 9. ranking by a named measure: SUM(Freight) per shipper (ShipVia), orders placed in 1997
fr = defaultdict(float)
for o in O(one_year(1997)):
    fr[shippers[o["ShipVia"]]["CompanyName"]] += float(o["Freight"])
golden("r4_rank_shippers_freight_1997", "Rank our shippers by freight charged in 1997",
       [{"shipper": k, "freight": r2(v)} for k, v in ranked(fr)],
       hint="list[{shipper:str, freight:float}]", mode="approximate", difficulty="easy",
       tags=["ranking", "breakdown"])

# 10. two roles of one country word: revenue 1997 of lines whose product's supplier is in
#     Italy and whose customer is in France ("Italian" names both a supplier and a customer country)
golden("r4_italian_products_french_customers_1997", "Revenue in 1997 from Italian-made products bought by French customers",
       r2(rev_of(L(one_year(1997), lambda l: l["supplier_country"] == "Italy",
                   lambda l: l["customer_country"] == "France"))),
       hint="float", mode="approximate", difficulty="hard", tags=["role", "entity"])

# 11. distinct entities constrained by a fact: distinct ProductID on orders placed in 1998 with ShipVia = Speedy Express
spd = [k for k, s in shippers.items() if s["CompanyName"] == "Speedy Express"]
golden("r4_products_speedy_1998", "How many distinct products did Speedy Express carry on orders placed in 1998?",
       len({l["ProductID"] for l in ls98 if l["o"]["ShipVia"] == spd[0]}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "join"])

# 12. typos, casual superlative: employee with the highest Seafood revenue, orders placed in 1997
sr = defaultdict(float)
for l in L(one_year(1997), lambda l: l["category"] == "Seafood"):
    sr[emp_name(employees[l["o"]["EmployeeID"]])] += l["net"]
golden("r4_typo_top_seafood_rep_1997", "wich employe brought in the most revenue from seafod in 97",
       ranked(sr, 1)[0][0], hint="str", mode="exact", difficulty="hard", tags=["typo", "casual", "superlative"])

# 13. average per entity: revenue 1998 of customers in Germany / distinct German customers with an order in 1998
de = L(one_year(1998), lambda l: l["customer_country"] == "Germany")
golden("r4_avg_spend_german_customer_1998", "On average, how much did each German customer who ordered in 1998 spend with us that year?",
       r2(rev_of(de) / len({l["o"]["CustomerID"] for l in de})),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity", "entity"])

# 14. document: marketing_calendar.md, Winter Classics 1997 runs 1997-12-01..1997-12-31, both days included
golden("r4_doc_winter_classics_length", "How many days does the Winter Classics 1997 campaign run?",
       (dt.date(1997, 12, 31) - dt.date(1997, 12, 1)).days + 1, hint="int", mode="exact",
       route="documents", difficulty="medium", tags=["document", "named-period"])

# 15. unanswerable: no web traffic data
golden("r4_unanswerable_web_conversion", "What was our website conversion rate in 1998?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 4: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by evals/expected/round4.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round4.py",
])
