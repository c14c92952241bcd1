#!/usr/bin/env python3
"""Held-out round 3 for the Northwind demo: 15 questions in the words of business
users, written before running datacopilot and without reading its reader/planner.
Every expected value is computed here from data/northwind/*.csv with the Python
standard library only (no datacopilot, no DuckDB).

    python3 evals/expected/round3.py          # writes evals/heldout/round3.hcl
    python3 evals/expected/round3.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
  revenue        = SUM(UnitPrice * Quantity * (1 - Discount)) of order lines (the
                   price charged on the line, not the list price), net of discount,
                   freight never included; dated by the order's OrderDate
  orders         = COUNT(DISTINCT OrderID), dated by OrderDate
  units sold     = SUM(Quantity) of order lines, dated by OrderDate
  average order value = revenue / distinct orders of the same period
  freight        = SUM(orders.Freight), per order, dated by OrderDate unless the
                   question names the ship date
  active customers = distinct CustomerID with an order in the period
  discounted line  = Discount > 0 (filter "discounted")
  supplier country ("products made in X") is suppliers.Country of the line's product;
  customer country is customers.Country (the buyer); "shipped in <period>" dates
  an order by ShippedDate.
Floats are rounded to 2 decimals; shares and growth are percentages. Rankings
are checked for ties at the cut and inside the list. Unanswerable questions
expect route "stop" (no salary/hours or newsletter data exists).
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
OUT = os.path.join(ROOT, "evals", "heldout", "round3.hcl")
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


# 1. top-n (written), period: the five products with the highest revenue in Q3 1997
rev = defaultdict(float)
for l in L(lambda l: inp(l["od"], "1997-07-01", "1997-09-30")):
    rev[l["product"]] += l["net"]
golden("r3_five_products_q3_1997", "Which five products brought in the most revenue in Q3 1997?",
       [{"product": k, "revenue": r2(v)} for k, v in ranked(rev, 5)],
       hint="list[{product:str, revenue:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. per-entity breakdown: distinct orders per shipper (ShipVia), orders placed in 1998
cnt = defaultdict(int)
for o in O(lambda o: o["od"].year == 1998):
    cnt[shippers[o["ShipVia"]]["CompanyName"]] += 1
golden("r3_orders_per_shipper_1998", "How many orders did each shipper carry in 1998?",
       [{"shipper": k, "orders": v} for k, v in ranked(cnt)],
       hint="list[{shipper:str, orders:int}]", mode="exact", difficulty="easy", tags=["breakdown"])

# 3. period (first half): units of Seafood products sold, orders placed 1997-01-01..1997-06-30
golden("r3_seafood_units_h1_1997", "How many units of seafood did we sell in the first half of 1997?",
       sum(l["qty"] for l in L(lambda l: l["category"] == "Seafood", lambda l: inp(l["od"], "1997-01-01", "1997-06-30"))),
       hint="int", mode="exact", difficulty="medium", tags=["period", "entity"])

# 4. growth: average order value 1998 vs 1997 (revenue / distinct orders, each year), in percent
def aov(y):
    ls = L(lambda l: l["od"].year == y)
    return sum(l["net"] for l in ls) / len({l["OrderID"] for l in ls})
golden("r3_aov_growth_1997_1998", "By what percent did our average order value change from 1997 to 1998?",
       growth(aov(1997), aov(1998)), hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# 5. share: revenue of discounted lines (Discount > 0) / all revenue, orders placed in 1998
ls98 = L(lambda l: l["od"].year == 1998)
golden("r3_share_discounted_revenue_1998", "What percentage of our 1998 revenue came from discounted order lines?",
       pct(sum(l["net"] for l in ls98 if float(l["Discount"]) > 0), sum(l["net"] for l in ls98)),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "named-filter"])

# 6. negation + role: freight of orders placed in 1997 whose ShipCountry is not USA
golden("r3_freight_1997_not_usa", "Freight charged in 1997 on orders that were not shipped to the USA",
       r2(sum(float(o["Freight"]) for o in O(lambda o: o["od"].year == 1997, lambda o: o["ShipCountry"] != "USA"))),
       hint="float", mode="approximate", difficulty="hard", tags=["negation", "role"])

# 7. distinct count: distinct CustomerID on lines of Seafood products, orders placed in Q4 1997
golden("r3_customers_seafood_q4_1997", "how many different customers ordered seafood in Q4 1997?",
       len({l["o"]["CustomerID"] for l in L(lambda l: l["category"] == "Seafood",
                                           lambda l: inp(l["od"], "1997-10-01", "1997-12-31"))}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "period"])

# 8. role (supplier, not customer): units sold in 1998 of products whose supplier is in Japan
jp = sum(l["qty"] for l in L(lambda l: l["od"].year == 1998, lambda l: l["supplier_country"] == "Japan"))
assert not any(c["Country"] == "Japan" for c in customers.values())  # no Japanese customers: only one reading
golden("r3_units_made_in_japan_1998", "How many units of products made in Japan did we sell in 1998?",
       jp, hint="int", mode="exact", difficulty="medium", tags=["role", "entity"])

# 9. threshold on an aggregate: customers with more than 10 distinct orders placed in 1997
oc = defaultdict(int)
for o in O(lambda o: o["od"].year == 1997):
    oc[o["CustomerID"]] += 1
golden("r3_customers_over_10_orders_1997", "How many customers placed more than 10 orders in 1997?",
       sum(1 for v in oc.values() if v > 10), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 10. average per entity: units sold in 1997 / distinct orders placed in 1997
ls97 = L(lambda l: l["od"].year == 1997)
golden("r3_units_per_order_1997", "On average, how many units were on each order in 1997?",
       r2(sum(l["qty"] for l in ls97) / len({l["OrderID"] for l in ls97})),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity"])

# 11. superlative: the category with the most units sold, orders placed in Q4 1997
u = defaultdict(int)
for l in L(lambda l: inp(l["od"], "1997-10-01", "1997-12-31")):
    u[l["category"]] += l["qty"]
golden("r3_top_category_units_q4_1997", "Which category sold the most units in the last quarter of 1997?",
       ranked(u, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "period"])

# 12. typos, casual: revenue 1998 from customers whose Country is Brazil
golden("r3_typo_brazil_revenue_1998", "whats the tot revenue from brazilian custmers in 98",
       r2(sum(l["net"] for l in L(lambda l: l["od"].year == 1998, lambda l: l["customer_country"] == "Brazil"))),
       hint="float", mode="approximate", difficulty="hard", tags=["typo", "casual", "entity"])

# 13. bottom-n (digits) + month: the 3 employees who took the fewest orders in March 1998
ec = defaultdict(int)
for o in O(lambda o: inp(o["od"], "1998-03-01", "1998-03-31")):
    ec[emp_name(employees[o["EmployeeID"]])] += 1
assert len(ec) == len(employees)  # every employee took an order that month: no zero row left out
golden("r3_bottom3_employees_orders_march_1998", "Which 3 sales reps took the fewest orders during March 1998?",
       [{"employee": k, "orders": v} for k, v in ranked(ec, 3, reverse=False)],
       hint="list[{employee:str, orders:int}]", mode="exact", difficulty="medium",
       tags=["bottom-n", "period", "breakdown"])

# 14-15. unanswerable: no working hours, no newsletter/subscription data
golden("r3_unanswerable_rep_hours", "How many hours did our sales reps work in 1997?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])
golden("r3_unanswerable_newsletter", "Which customers unsubscribed from our newsletter in 1998?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 3: not loaded by eval; written without reading the planner and",
    "# before running datacopilot; answers computed by evals/expected/round3.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round3.py",
])
