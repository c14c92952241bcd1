#!/usr/bin/env python3
"""Held-out round 5 for the Northwind demo: 15 questions in the words of business
users, written from the data, knowledge.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and before running datacopilot. Every
expected value is computed here from data/northwind/*.csv with the Python
standard library only (no datacopilot, no DuckDB).

    python3 evals/expected/round5.py          # writes evals/heldout/round5.hcl
    python3 evals/expected/round5.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/marketing_calendar.md, documents/returns_policy.md):
  revenue        = SUM(UnitPrice * Quantity * (1 - Discount)) of order lines, freight
                   never included; dated by OrderDate (metric "revenue")
  gross margin   = SUM(UnitPrice * 0.3 * Quantity * (1 - Discount)), dated by OrderDate
  orders         = COUNT(DISTINCT OrderID), dated by OrderDate
  units sold     = SUM(Quantity) of order lines, dated by OrderDate
  freight        = SUM(orders.Freight), per order, dated by OrderDate
  active customers ("customers who ordered") = distinct CustomerID with an order in the period
  a sales rep is the order's employee; a shipper is the order's ShipVia; "shipped to"
  is the order's ShipCity / ShipCountry; "shipped in" is ShippedDate.
  Campaign periods are the marketing calendar's dates, both days included.
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question expects route "stop" (no purchase cost is recorded); the returns question
expects route "documents".
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
OUT = os.path.join(ROOT, "evals", "heldout", "round5.hcl")
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


def period(lo, hi):
    return lambda x: inp(x["od"], lo, hi)


# 1. top-n (written limit) of a count: orders (distinct OrderID) per employee, orders placed
#    1997-07-01..1997-12-31. Second path: distinct OrderID of the order lines.
ob = defaultdict(int)
for o in O(period("1997-07-01", "1997-12-31")):
    ob[emp_name(employees[o["EmployeeID"]])] += 1
ob2 = defaultdict(set)
for l in L(period("1997-07-01", "1997-12-31")):
    ob2[emp_name(employees[l["o"]["EmployeeID"]])].add(l["OrderID"])
assert {k: len(v) for k, v in ob2.items()} == dict(ob)
golden("r5_top4_reps_orders_h2_1997", "Which four sales reps took the most orders in the second half of 1997?",
       [{"employee": k, "orders": v} for k, v in ranked(ob, 4)],
       hint="list[{employee:str, orders:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. bottom-n: units sold per category, orders placed in 1998, fewest first
cu = defaultdict(int)
for l in L(one_year(1998)):
    cu[l["category"]] += l["qty"]
golden("r5_bottom3_categories_units_1998", "Which three product categories sold the fewest units in 1998?",
       [{"category": k, "units_sold": v} for k, v in ranked(cu, 3, reverse=False)],
       hint="list[{category:str, units_sold:int}]", mode="exact", difficulty="medium",
       tags=["bottom-n", "written-limit", "period"])

# 3. distinct count in a role: distinct orders.ShipCity of orders placed in 1997 (the ship
#    city, not the customer's city: they differ in count here, 69 vs 68); no city name
#    occurs in two countries
sc = defaultdict(set)
for o in orders.values():
    sc[o["ShipCity"]].add(o["ShipCountry"])
assert all(len(v) == 1 for v in sc.values())
n_cities = len({o["ShipCity"] for o in O(one_year(1997))})
assert n_cities != len({customers[o["CustomerID"]]["City"] for o in O(one_year(1997))})
golden("r5_distinct_ship_cities_1997", "To how many different cities did we ship the orders placed in 1997?",
       n_cities, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "role"])

# 4. average per entity: orders placed in 1998 / employees who took an order in 1998
#    (all nine employees took one, so "each sales rep" is not ambiguous)
o98 = O(one_year(1998))
reps98 = {o["EmployeeID"] for o in o98}
assert len(reps98) == len(employees) == 9
golden("r5_orders_per_rep_1998", "On average, how many orders did each sales rep take in 1998?",
       r2(len(o98) / len(reps98)), hint="float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "period"])

# 5. two date roles: orders with OrderDate in 1997 and ShippedDate in 1998
placed_97_shipped_98 = O(one_year(1997), lambda o: o["sd"] is not None and o["sd"].year == 1998)
assert len(placed_97_shipped_98) == sum(1 for o in orders.values() if o["OrderDate"][:4] == "1997" and o["ShippedDate"][:4] == "1998")
golden("r5_placed_1997_shipped_1998", "How many orders placed in 1997 didn't ship until 1998?",
       len(placed_97_shipped_98), hint="int", mode="exact", difficulty="hard", tags=["role", "date-roles"])

# 6. count with a threshold on an aggregate: products on at least 20 distinct orders placed in 1997
po = defaultdict(set)
for l in L(one_year(1997)):
    po[l["product"]].add(l["OrderID"])
n_prod20 = sum(1 for v in po.values() if len(v) >= 20)
# second path: (OrderID, ProductID) pairs are unique per line, so line counts equal order counts
pairs = defaultdict(int)
for l in L(one_year(1997)):
    pairs[l["product"]] += 1
assert n_prod20 == sum(1 for v in pairs.values() if v >= 20)
golden("r5_products_on_20_orders_1997", "How many products were ordered on at least 20 different orders in 1997?",
       n_prod20, hint="int", mode="exact", difficulty="hard", tags=["threshold", "distinct-count"])

# 7. ordinal: second customer (CompanyName) by revenue, orders placed in 1998
cr = defaultdict(float)
for l in L(one_year(1998)):
    cr[customers[l["o"]["CustomerID"]]["CompanyName"]] += l["net"]
golden("r5_second_biggest_customer_1998", "Who was our second-biggest customer by revenue in 1998?",
       ranked(cr, 3)[1][0], hint="str", mode="exact", difficulty="medium", tags=["ordinal", "superlative"])

# 8. comparison A vs B: revenue of two categories, orders placed in 1997 (rows in any order)
catr = defaultdict(float)
for l in L(one_year(1997)):
    catr[l["category"]] += l["net"]
golden("r5_dairy_vs_confections_1997", "Dairy Products vs Confections: how much revenue did each bring in during 1997?",
       [{"category": c, "revenue": r2(catr[c])} for c in ("Dairy Products", "Confections")],
       hint="list[{category:str, revenue:float}]", mode="contains", difficulty="medium",
       tags=["comparison", "named-filter"])

# 9. growth of a distinct count: active customers Q1 1997 -> Q1 1998
def active(lo, hi):
    return len({o["CustomerID"] for o in O(period(lo, hi))})
golden("r5_active_customers_growth_q1", "By what percent did the number of customers who ordered from us grow from Q1 1997 to Q1 1998?",
       growth(active("1997-01-01", "1997-03-31"), active("1998-01-01", "1998-03-31")),
       hint="float", mode="approximate", difficulty="hard", tags=["growth", "distinct-count"])

# 10. share with a role: freight of orders placed in 1997 with ShipCountry = Germany / all 1997 freight
o97 = O(one_year(1997))
golden("r5_freight_share_shipped_germany_1997", "What share of the freight we charged in 1997 was on orders shipped to Germany?",
       pct(sum(float(o["Freight"]) for o in o97 if o["ShipCountry"] == "Germany"), sum(float(o["Freight"]) for o in o97)),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "role"])

# 11. negation on a metric with a definition: gross margin (30% of net line revenue),
#     orders placed in 1997, categories other than Beverages and Condiments
gm_excl = sum(float(l["UnitPrice"]) * 0.3 * l["qty"] * (1 - float(l["Discount"]))
              for l in L(one_year(1997), lambda l: l["category"] not in ("Beverages", "Condiments")))
assert abs(gm_excl - 0.3 * (sum(catr.values()) - catr["Beverages"] - catr["Condiments"])) < 1e-6
golden("r5_gross_margin_1997_excl_bev_cond", "Gross margin for 1997, leaving out Beverages and Condiments",
       r2(gm_excl), hint="float", mode="approximate", difficulty="medium", tags=["negation", "defined-metric"])

# 12. a dimension value in passing: revenue of orders taken by Robert King, placed in Q3 1997
rk = [k for k, e in employees.items() if emp_name(e) == "Robert King"]
assert len(rk) == 1
golden("r5_robert_king_revenue_q3_1997", "How much revenue came in from the orders Robert King took in the third quarter of 1997?",
       r2(rev_of(L(period("1997-07-01", "1997-09-30"), lambda l: l["o"]["EmployeeID"] == rk[0]))),
       hint="float", mode="approximate", difficulty="easy", tags=["named-filter", "period"])

# 13. document constraints in a data question: the Summer Beverages 1997 campaign runs
#     1997-06-01..1997-06-30 and promotes Beverages and Condiments (marketing_calendar.md);
#     units sold of those two categories on orders placed in the campaign
golden("r5_units_promoted_categories_summer_1997",
       "How many units of the categories promoted in the Summer Beverages 1997 campaign did we sell while it ran?",
       sum(l["qty"] for l in L(period("1997-06-01", "1997-06-30"), lambda l: l["category"] in ("Beverages", "Condiments"))),
       hint="int", mode="exact", difficulty="hard", tags=["document-period", "hybrid", "named-period"])

# 14. document: returns_policy.md, perishables can be returned within 3 to 7 days
golden("r5_doc_longest_perishable_return_window", "At most how many days does a customer have to return perishable goods like seafood or cheese?",
       7, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no purchase cost / supplier invoices are recorded (kpi_definitions.md)
golden("r5_unanswerable_supplier_spend_1997", "How much did we pay our suppliers for the goods we bought from them in 1997?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 5: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by evals/expected/round5.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round5.py",
])
