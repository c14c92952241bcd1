#!/usr/bin/env python3
"""Expected answers for a second, independent golden suite of the Northwind demo.

The questions are phrased as a new user of the demo would type them (terse,
full sentences, small typos) and written before anyone ran them through
datacopilot. Every expected answer is computed here from data/northwind/*.csv
with the Python standard library only, without datacopilot, its planner or
DuckDB.

    python3 evals/expected/phrasings.py > evals/phrasings.hcl
    python3 evals/expected/phrasings.py --heldout heldout.hcl > evals/phrasings.hcl

The first prints the golden suite; with --heldout FILE it also writes the
held-out questions (same classes, different wording) to FILE. Keep that file
out of evals/ so that nobody tunes on it: it is for a final check only.
With --round2 FILE it also writes a second held-out set (round 2, written
without reading the planner):

    python3 evals/expected/phrasings.py --round2 evals/heldout/round2.hcl > /dev/null

Definitions follow knowledge.hcl, with one change decided for this suite:
  revenue      = SUM(UnitPrice * Quantity * (1 - Discount)) over order lines,
                 dated by the order's OrderDate; freight is never part of it
  gross margin = SUM(UnitPrice * 0.3 * Quantity * (1 - Discount))
                 (cost of goods is 70% of the unit price, on the discounted line)
  order value  = the revenue of the order's lines
  late order   = ShippedDate > RequiredDate
  freight      = orders.Freight, per order
  the data ends 1998-05-06; relative periods count back from it.
Floats are rounded to 2 decimals; shares and growth are percentages.
Set NORTHWIND_DATA to read the CSVs from another folder.
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("NORTHWIND_DATA") or os.path.join(HERE, "..", "..", "data", "northwind")


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

LAST = max(day(o["OrderDate"]) for o in orders.values())
assert LAST == dt.date(1998, 5, 6), LAST


# ------------------------------------------------------------ line helpers
def net(l):
    """Revenue of one order line."""
    return float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"]))


def margin(l):
    """Gross margin of one order line: 30% of the discounted line."""
    return float(l["UnitPrice"]) * 0.3 * int(l["Quantity"]) * (1 - float(l["Discount"]))


def qty(l):
    return int(l["Quantity"])


def order_of(l):
    return orders[l["OrderID"]]


def odate(l):
    return day(order_of(l)["OrderDate"])


def product_of(l):
    return products[l["ProductID"]]


def category_of(l):
    return categories[product_of(l)["CategoryID"]]["CategoryName"]


def customer_of(l):
    return customers[order_of(l)["CustomerID"]]


def employee_name(e):
    return e["FirstName"] + " " + e["LastName"]


def year(y):
    return lambda l: odate(l).year == y


def period(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda l: lo <= odate(l) <= hi


def both(*preds):
    return lambda l: all(p(l) for p in preds)


def total(value, pred=lambda l: True):
    return sum(value(l) for l in lines if pred(l))


def by(key, value, pred=lambda l: True):
    out = defaultdict(float)
    for l in lines:
        if pred(l):
            out[key(l)] += value(l)
    return out


# ----------------------------------------------------------- order helpers
def o_year(y):
    return lambda o: day(o["OrderDate"]).year == y


def o_period(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda o: lo <= day(o["OrderDate"]) <= hi


def o_select(pred=lambda o: True):
    return [o for o in orders.values() if pred(o)]


def is_late(o):
    return bool(o["ShippedDate"]) and day(o["ShippedDate"]) > day(o["RequiredDate"])


def order_values():
    """Order value = the revenue of the order's lines."""
    v = defaultdict(float)
    for l in lines:
        v[l["OrderID"]] += net(l)
    return v


# --------------------------------------------------------------- rankings
def ranked(d, n=None, reverse=True, strict=True):
    """Items by value (highest first unless reverse=False), then by key.

    With strict, refuse a ranking whose cut (the n-th and the next item) or
    whose listed items tie: a golden must have one right answer."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), kv[0]))
    head = items[:n] if n else items
    if strict:
        vals = [round(v, 6) for _, v in items]
        upto = len(head) if n is None else min(n + 1, len(items))
        for i in range(1, upto):
            assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """x to 2 decimals, half up, from the decimal value the float sum stands
    for (float noise below 1e-9 removed first). An exact tie (a 5 in the third
    decimal) keeps its 3 decimals: a tool may round its own float sum of it
    either way, and the eval accepts 0.005 either side."""
    d = Decimal("%.9f" % x)
    q = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if abs(d - q) == Decimal("0.005"):
        q = d.quantize(Decimal("0.001"))
    return float(q) + 0.0


def pct(part, whole):
    return r2(part / whole * 100)


def growth(old, new):
    return r2((new - old) / old * 100)


goldens, heldout = [], []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None, review=False, into=None):
    g = dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
             difficulty=difficulty, tags=list(tags), review=review,
             tolerance=tolerance)
    assert route in (None, "stop", "documents"), route
    (goldens if into is None else into).append(g)


def held(*args, **kw):
    golden(*args, into=heldout, **kw)


# ======================================================================
# aggregation-target: the aggregate asked for, over the column asked for
# ======================================================================

# AVG(Quantity) over order lines, per customer country (not SUM, not revenue); highest first
avgq = defaultdict(lambda: [0, 0])
for l in lines:
    a = avgq[customer_of(l)["Country"]]
    a[0] += qty(l)
    a[1] += 1
avgq = {k: s / n for k, (s, n) in avgq.items()}
golden("ph_avg_quantity_per_line_by_country", "average quantity per order line by country",
       [{"customer_country": k, "average_quantity": r2(v)} for k, v in ranked(avgq)],
       hint="list[{customer_country:str, average_quantity:float}]", mode="approximate", difficulty="medium",
       tags=["aggregation-target", "breakdown"])

# AVG(Freight) over the orders placed in 1997 (one freight per order)
fr97 = [float(o["Freight"]) for o in o_select(o_year(1997))]
golden("ph_avg_freight_per_order_1997", "What was the average freight per order in 1997?",
       r2(sum(fr97) / len(fr97)), hint="float", mode="approximate", difficulty="medium",
       tags=["aggregation-target", "close-metrics"])

# AVG(Discount) over Beverages order lines, as stored (a fraction; lines without discount count as 0)
bev_disc = [float(l["Discount"]) for l in lines if category_of(l) == "Beverages"]
golden("ph_avg_discount_beverages", "avg discount on Bevrages lines", r2(sum(bev_disc) / len(bev_disc)),
       hint="float", mode="approximate", difficulty="medium", tags=["aggregation-target", "filter-by-value"])

# AVG(Quantity) over order lines of Dairy Products (all time)
dq = [qty(l) for l in lines if category_of(l) == "Dairy Products"]
held("ho_avg_units_per_line_dairy", "On average, how many units are on a dairy products order line?",
     r2(sum(dq) / len(dq)), hint="float", mode="approximate", difficulty="medium",
     tags=["aggregation-target"])

# ======================================================================
# written-limit: "three", "five", "ten" written out limit the rows
# ======================================================================

# top 3 customers by 1997 revenue
cust_rev97 = by(lambda l: customer_of(l)["CompanyName"], net, year(1997))
golden("ph_three_biggest_customers_1997", "Which three customers spent the most with us in 1997?",
       [{"customer": k} for k, _ in ranked(cust_rev97, 3)], hint="list[{customer:str}]", mode="exact",
       difficulty="medium", tags=["written-limit", "top-n"])

# top 5 products by units sold (SUM(Quantity)) in 1998
prod_units98 = by(lambda l: product_of(l)["ProductName"], qty, year(1998))
golden("ph_five_products_units_1998", "Show me the five products with the most units sold in 1998",
       [{"product": k, "units_sold": int(v)} for k, v in ranked(prod_units98, 5)],
       hint="list[{product:str, units_sold:int}]", mode="exact", difficulty="medium",
       tags=["written-limit", "rank-by-measure", "top-n"])

# top 10 customer countries by 1997 revenue
country_rev97 = by(lambda l: customer_of(l)["Country"], net, year(1997))
golden("ph_top_ten_countries_1997", "top ten contries by revenue 1997",
       [{"customer_country": k, "revenue": r2(v)} for k, v in ranked(country_rev97, 10)],
       hint="list[{customer_country:str, revenue:float}]", mode="approximate",
       tags=["written-limit", "top-n"])

# top 4 categories by 1998 revenue
cat_rev98 = by(category_of, net, year(1998))
held("ho_four_categories_1998", "Name the four categories that brought in the most revenue in 1998",
     [{"category": k} for k, _ in ranked(cat_rev98, 4)], hint="list[{category:str}]", mode="exact",
     difficulty="medium", tags=["written-limit", "top-n"])

# ======================================================================
# rank-by-measure: the ranking uses the measure named, not revenue
# ======================================================================

# top 3 categories by SUM(Quantity) in 1998 (by revenue it would be Beverages, Dairy, Confections)
cat_units98 = by(category_of, qty, year(1998))
golden("ph_top3_categories_units_1998", "top 3 categories by units sold in 1998",
       [{"category": k, "units_sold": int(v)} for k, v in ranked(cat_units98, 3)],
       hint="list[{category:str, units_sold:int}]", mode="exact", difficulty="medium",
       tags=["rank-by-measure", "top-n"])

# the customer with the most orders (all time), by COUNT(orders)
cust_orders = defaultdict(int)
for o in orders.values():
    cust_orders[customers[o["CustomerID"]]["CompanyName"]] += 1
golden("ph_customer_most_orders", "Which customer has placed the most orders?",
       ranked(cust_orders, 1)[0][0], hint="str", mode="exact", tags=["rank-by-measure"])

# customer country with the highest average order value (revenue / distinct orders), all time
c_rev, c_ord = defaultdict(float), defaultdict(set)
for l in lines:
    c = customer_of(l)["Country"]
    c_rev[c] += net(l)
    c_ord[c].add(l["OrderID"])
aov_country = {k: c_rev[k] / len(c_ord[k]) for k in c_rev}
golden("ph_country_highest_aov", "which country has the highest average order value?",
       ranked(aov_country, 1)[0][0], hint="str", mode="exact", difficulty="hard",
       tags=["rank-by-measure", "close-metrics"])

# the employee who took the fewest orders in 1997 (by revenue the last would be someone else)
emp_orders97 = defaultdict(int)
for o in o_select(o_year(1997)):
    emp_orders97[employee_name(employees[o["EmployeeID"]])] += 1
golden("ph_employee_fewest_orders_1997", "Which sales rep took the fewest orders in 1997?",
       ranked(emp_orders97, 1, reverse=False)[0][0], hint="str", mode="exact", difficulty="medium",
       tags=["rank-by-measure", "bottom-n"])

# top 3 customers by units bought (SUM(Quantity)) in 1997
cust_units97 = by(lambda l: customer_of(l)["CompanyName"], qty, year(1997))
held("ho_top3_customers_units_1997", "Top 3 customers by number of units bought in 1997",
     [{"customer": k, "units_sold": int(v)} for k, v in ranked(cust_units97, 3)],
     hint="list[{customer:str, units_sold:int}]", mode="exact", difficulty="medium",
     tags=["rank-by-measure", "top-n"])

# ======================================================================
# share: part / whole, where the whole drops the filter defining the part
# ======================================================================

rev97 = total(net, year(1997))
rev98 = total(net, year(1998))

# Germany's 1997 revenue / all countries' 1997 revenue, in percent
golden("ph_share_germany_1997", "what share of 1997 revenue came from Germany?",
       pct(total(net, both(year(1997), lambda l: customer_of(l)["Country"] == "Germany")), rev97),
       hint="float", mode="approximate", difficulty="hard", tags=["share"])

# Beverages units in 1998 / all units in 1998, in percent
golden("ph_share_beverages_units_1998", "What percentage of the units we sold in 1998 were beverages?",
       pct(total(qty, both(year(1998), lambda l: category_of(l) == "Beverages")), total(qty, year(1998))),
       hint="float", mode="approximate", difficulty="hard", tags=["share"])

# 1997 orders carried by Speedy Express / all 1997 orders, in percent (every 1997 order shipped;
# over all the data, 4 unshipped 1998 orders assigned to Speedy Express would blur "carry")
o97 = o_select(o_year(1997))
assert all(o["ShippedDate"] for o in o97)
golden("ph_share_orders_speedy_1997", "what % of our 1997 orders did speedy express carry",
       pct(sum(1 for o in o97 if shippers[o["ShipVia"]]["CompanyName"] == "Speedy Express"), len(o97)),
       hint="float", mode="approximate", difficulty="hard", tags=["share"])

# USA's 1998 revenue / all 1998 revenue, in percent
held("ho_share_usa_1998", "How much of our 1998 revenue, in percent, came from American customers?",
     pct(total(net, both(year(1998), lambda l: customer_of(l)["Country"] == "USA")), rev98),
     hint="float", mode="approximate", difficulty="hard", tags=["share"])

# ======================================================================
# distinct-count: distinct entities behind a set of order lines
# ======================================================================

# distinct customers on the Chai order lines of 1997
golden("ph_customers_bought_chai_1997", "how many customers bought Chai in 1997",
       len({order_of(l)["CustomerID"] for l in lines
            if product_of(l)["ProductName"] == "Chai" and odate(l).year == 1997}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count"])

# distinct products on order lines of customers in France (all time)
golden("ph_products_sold_to_france", "How many different products did we sell to France?",
       len({l["ProductID"] for l in lines if customer_of(l)["Country"] == "France"}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count"])

# distinct customers on the 1998 orders taken by Margaret Peacock
golden("ph_peacock_customers_1998", "how many distinct customers did Margaret Peacock sell to in 1998?",
       len({o["CustomerID"] for o in o_select(o_year(1998))
            if employee_name(employees[o["EmployeeID"]]) == "Margaret Peacock"}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count"])

# distinct products on 1998 order lines of customers in Germany
held("ho_products_german_customers_1998", "number of different products german customers ordered in 1998",
     len({l["ProductID"] for l in lines if customer_of(l)["Country"] == "Germany" and odate(l).year == 1998}),
     hint="int", mode="exact", difficulty="medium", tags=["distinct-count"])

# ======================================================================
# negation
# ======================================================================

# 1997 revenue of every category but Beverages
golden("ph_revenue_1997_excl_beverages", "revenue in 1997 excluding Beverages",
       r2(total(net, both(year(1997), lambda l: category_of(l) != "Beverages"))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation"])

# 1997 orders whose shipper (ShipVia) is not Speedy Express; every 1997 order was shipped
golden("ph_orders_1997_not_speedy", "How many orders in 1997 were not shipped by Speedy Express?",
       sum(1 for o in o97 if shippers[o["ShipVia"]]["CompanyName"] != "Speedy Express"),
       hint="int", mode="exact", difficulty="medium", tags=["negation"])

# distinct customers with a 1997 order whose Customers.Country is not USA (all have a country)
cust97 = {o["CustomerID"] for o in o97}
assert all(customers[c]["Country"] for c in cust97)
golden("ph_customers_outside_usa_1997", "How many customers outside the USA ordered from us in 1997?",
       sum(1 for c in cust97 if customers[c]["Country"] != "USA"),
       hint="int", mode="exact", difficulty="medium", tags=["negation", "distinct-count"])

# 1998 revenue of customers whose country is not Germany
held("ho_revenue_1998_not_germany", "sales in 1998 from customers not in germany",
     r2(total(net, both(year(1998), lambda l: customer_of(l)["Country"] != "Germany"))),
     hint="float", mode="approximate", difficulty="medium", tags=["negation"])

# ======================================================================
# comparison: filters by a value, with the unit the question means
# ======================================================================

values = order_values()

# 1997 orders whose value (sum of the lines' net revenue, no freight) is over 1,000
golden("ph_orders_over_1000_1997", "how many orders over $1,000 did we get in 1997?",
       sum(1 for o in o97 if values[o["OrderID"]] > 1000), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "close-metrics"])

# products (catalog rows) with UnitsInStock > 50; none of them is discontinued
stock50 = [p for p in products.values() if int(p["UnitsInStock"]) > 50]
assert all(p["Discontinued"] == "0" for p in stock50)
golden("ph_products_stock_over_50", "products with more than 50 units in stock", len(stock50),
       mode="row_count", tags=["comparison"])

# order lines with Discount >= 0.20 (the discount is a fraction)
golden("ph_lines_discount_20", "How many order lines had a discount of at least 20%?",
       sum(1 for l in lines if float(l["Discount"]) >= 0.2), hint="int", mode="exact", difficulty="medium",
       tags=["comparison"])

# 1998 orders with Freight > 100
held("ho_orders_freight_over_100_1998", "In 1998, how many orders had a freight charge above 100 dollars?",
     sum(1 for o in o_select(o_year(1998)) if float(o["Freight"]) > 100), hint="int", mode="exact",
     difficulty="medium", tags=["comparison"])

# ======================================================================
# role: the same word in different roles (ship-to vs customer, supplier vs customer, ...)
# ======================================================================

# orders whose ShipCity is London (13 orders of a London customer went to Colchester)
golden("ph_orders_shipped_to_london", "How many orders were shipped to London?",
       sum(1 for o in orders.values() if o["ShipCity"] == "London"), hint="int", mode="exact",
       difficulty="hard", tags=["role"])

# orders of customers whose Customers.City is London
golden("ph_orders_from_london_customers", "how many orders came from customers based in London",
       sum(1 for o in orders.values() if customers[o["CustomerID"]]["City"] == "London"), hint="int",
       mode="exact", difficulty="medium", tags=["role"])

# late orders (ShippedDate > RequiredDate) per shipper (ShipVia), all time, most first
late_by_shipper = defaultdict(int)
for o in orders.values():
    if is_late(o):
        late_by_shipper[shippers[o["ShipVia"]]["CompanyName"]] += 1
golden("ph_late_orders_per_shipper", "Which carrier delivers late most often? late orders per shipper please",
       [{"shipper": k, "late_orders": v} for k, v in ranked(late_by_shipper)],
       hint="list[{shipper:str, late_orders:int}]", mode="exact", difficulty="medium", tags=["role", "breakdown"])

# suppliers whose Country is Japan
golden("ph_suppliers_in_japan", "How many suppliers do we have in Japan?",
       sum(1 for s in suppliers.values() if s["Country"].strip() == "Japan"), hint="int", mode="exact",
       difficulty="medium", tags=["role"])

# customers whose Country is Japan: none (Japan is only a supplier country)
golden("ph_customers_in_japan", "how many customers do we have in japan",
       sum(1 for c in customers.values() if c["Country"].strip() == "Japan"), hint="int", mode="exact",
       difficulty="hard", tags=["role"])

# 1997 orders taken by employees whose Employees.Country is UK
golden("ph_orders_uk_employees_1997", "How many orders did our UK-based employees take in 1997?",
       sum(1 for o in o97 if employees[o["EmployeeID"]]["Country"] == "UK"), hint="int", mode="exact",
       difficulty="hard", tags=["role"])

# orders whose ShippedDate is in December 1997 (not OrderDate)
golden("ph_orders_shipped_dec_1997", "How many orders were shipped in December 1997?",
       sum(1 for o in orders.values() if o["ShippedDate"] and day(o["ShippedDate"]).strftime("%Y-%m") == "1997-12"),
       hint="int", mode="exact", difficulty="hard", tags=["role"])

# 1997 orders of customers whose Customers.Country is UK (vs the UK employees above)
held("ho_orders_uk_customers_1997", "orders placed by customers from the UK in 1997, how many?",
     sum(1 for o in o97 if customers[o["CustomerID"]]["Country"] == "UK"), hint="int", mode="exact",
     difficulty="medium", tags=["role"])

# ======================================================================
# close-metrics: freight vs revenue, margin vs revenue, AOV vs revenue per customer
# ======================================================================

# SUM(Freight) of the orders placed in 1997
golden("ph_shipping_cost_1997", "What was our total shipping cost in 1997?", r2(sum(fr97)), hint="float",
       mode="approximate", tags=["close-metrics", "plain-total"])

# gross margin of 1997 = SUM(UnitPrice * 0.3 * Quantity * (1 - Discount))
golden("ph_gross_margin_1997", "gross margin 1997", r2(total(margin, year(1997))), hint="float",
       mode="approximate", difficulty="medium", tags=["close-metrics"])

# average order value of 1997 = revenue / distinct orders
golden("ph_aov_1997", "Whats the average order value for 1997?",
       r2(rev97 / len({l["OrderID"] for l in lines if odate(l).year == 1997})), hint="float",
       mode="approximate", tags=["close-metrics"])

# revenue of 1997 / distinct customers who ordered in 1997
golden("ph_revenue_per_customer_1997", "What was the average revenue per customer in 1997?",
       r2(rev97 / len(cust97)), hint="float", mode="approximate", difficulty="hard",
       tags=["close-metrics", "aggregation-target"])

# value of the orders placed in 1998 = 1998 revenue (order lines, no freight)
golden("ph_total_value_orders_1998", "What's the total value of all orders placed in 1998?", r2(rev98),
       hint="float", mode="approximate", difficulty="medium", tags=["close-metrics", "plain-total"])

# gross margin per category in 1998, highest first
gm_cat98 = by(category_of, margin, year(1998))
golden("ph_gross_margin_by_category_1998", "gross margin per catagory for 1998",
       [{"category": k, "gross_margin": r2(v)} for k, v in ranked(gm_cat98)],
       hint="list[{category:str, gross_margin:float}]", mode="approximate", difficulty="medium",
       tags=["close-metrics", "breakdown"])

# SUM(Freight) of the orders placed in Q1 1998
held("ho_shipping_charges_q1_1998", "shipping charges on orders placed in Q1 1998",
     r2(sum(float(o["Freight"]) for o in o_select(o_period("1998-01-01", "1998-03-31")))), hint="float",
     mode="approximate", tags=["close-metrics"])

# ======================================================================
# null-group: breakdowns over columns with empty values; the empty group
# is not a region, so the expected rankings leave it out
# ======================================================================

# orders per ShipRegion (empty for 507 orders), the 4 regions with the most orders
region_orders = defaultdict(int)
for o in orders.values():
    if o["ShipRegion"]:
        region_orders[o["ShipRegion"]] += 1
golden("ph_top_ship_regions_orders", "Which 4 ship regions get the most orders?",
       [{"ship_region": k, "orders": v} for k, v in ranked(region_orders, 4)],
       hint="list[{ship_region:str, orders:int}]", mode="exact", difficulty="hard",
       tags=["null-group", "written-limit", "top-n"])

# customers per Customers.Region (empty for 62), the region with the most customers
cust_region = defaultdict(int)
for c in customers.values():
    if c["Region"]:
        cust_region[c["Region"]] += 1
golden("ph_region_most_customers", "customers by region - which region has the most?",
       ranked(cust_region, 1)[0][0], hint="str", mode="exact", difficulty="hard", tags=["null-group"])

# 1997 revenue per ShipRegion, the top 3 non-empty regions
region_rev97 = by(lambda l: order_of(l)["ShipRegion"], net, both(year(1997), lambda l: order_of(l)["ShipRegion"] != ""))
golden("ph_revenue_by_ship_region_1997", "Revenue by ship region in 1997, top 3",
       [{"ship_region": k, "revenue": r2(v)} for k, v in ranked(region_rev97, 3)],
       hint="list[{ship_region:str, revenue:float}]", mode="approximate", difficulty="hard",
       tags=["null-group", "top-n"])

# 1998 revenue per ShipRegion, the non-empty region with the most
region_rev98 = by(lambda l: order_of(l)["ShipRegion"], net, both(year(1998), lambda l: order_of(l)["ShipRegion"] != ""))
held("ho_ship_region_top_revenue_1998", "which shipping region brought in the most revenue in 1998?",
     ranked(region_rev98, 1)[0][0], hint="str", mode="exact", difficulty="hard", tags=["null-group"])

# ======================================================================
# document: answered from documents/*.md
# ======================================================================

# returns_policy.md, "Non-perishable goods": condiments, within 30 days
golden("ph_doc_return_condiments", "how many days do customers have to return condiments?", 30, hint="int",
       mode="exact", route="documents", difficulty="medium", tags=["document"])

# kpi_definitions.md, "Gross margin": a definition; any sentence of it answers
golden("ph_doc_gross_margin_meaning", "What does gross margin mean here?", route="documents",
       difficulty="medium", tags=["document"])

# marketing_calendar.md, "Winter Classics 1997": runs from 1997-12-01
golden("ph_doc_winter_start", "When does the Winter Classics campaign start?", "1997-12-01", hint="str",
       mode="exact", route="documents", difficulty="hard", tags=["document", "named-period"])

# kpi_definitions.md, "Revenue": freight is never part of revenue
golden("ph_doc_freight_in_revenue", "Is freight included in revenue?", False, hint="bool", mode="exact",
       route="documents", difficulty="medium", tags=["document", "close-metrics"])

# returns_policy.md, "Perishable goods": seafood, 3 to 7 days
held("ho_doc_return_seafood", "what's the return window for seafood", "3 to 7 days", hint="str",
     mode="exact", route="documents", difficulty="medium", tags=["document"])

# ======================================================================
# named-period: the campaigns of documents/marketing_calendar.md
#   Summer Beverages 1997: 1997-06-01 .. 1997-06-30
#   Winter Classics 1997:  1997-12-01 .. 1997-12-31
# ======================================================================
summer = period("1997-06-01", "1997-06-30")
winter = period("1997-12-01", "1997-12-31")

# revenue of all categories in June 1997 (the campaign's dates)
golden("ph_revenue_summer_beverages_1997", "Total revenue during the Summer Beverages 1997 campaign",
       r2(total(net, summer)), hint="float", mode="approximate", difficulty="hard", tags=["named-period"])

# orders placed in December 1997 (campaign named without its year)
golden("ph_orders_winter_classics", "How many orders did we get during Winter Classics?",
       len(o_select(o_period("1997-12-01", "1997-12-31"))), hint="int", mode="exact", difficulty="hard",
       tags=["named-period"])

# Confections revenue in December 1997
golden("ph_confections_winter_campaign", "confections sales in the winter classics campaign",
       r2(total(net, both(winter, lambda l: category_of(l) == "Confections"))), hint="float",
       mode="approximate", difficulty="hard", tags=["named-period", "filter-by-value"])

# units sold (all categories) in June 1997, campaign named without its year
held("ho_units_summer_campaign", "How many units did we sell in the summer campaign?",
     int(total(qty, summer)), hint="int", mode="exact", difficulty="hard", tags=["named-period"])

# ======================================================================
# plain totals, breakdowns, grains, filters, growth, top/bottom N
# ======================================================================

# revenue over all the data
golden("ph_total_revenue_all_time", "total revenue", r2(total(net)), hint="float", mode="approximate",
       tags=["plain-total"])

# orders placed in 1998 (to 1998-05-06)
golden("ph_orders_1998", "How many orders did we receive in 1998?", len(o_select(o_year(1998))), hint="int",
       mode="exact", tags=["plain-total"])

# 1997 revenue per employee, highest first
emp_rev97 = by(lambda l: employee_name(employees[order_of(l)["EmployeeID"]]), net, year(1997))
golden("ph_revenue_by_employee_1997", "Sales by employee for 1997",
       [{"employee": k, "revenue": r2(v)} for k, v in ranked(emp_rev97)],
       hint="list[{employee:str, revenue:float}]", mode="approximate", tags=["breakdown"])

# 1998 revenue per quarter (Q2 runs to 1998-05-06), in time order
q98 = by(lambda l: "1998-%02d-01" % (3 * ((odate(l).month - 1) // 3) + 1), net, year(1998))
golden("ph_quarterly_revenue_1998", "quartely revenue 1998",
       [{"quarter": k, "revenue": r2(v)} for k, v in sorted(q98.items())],
       hint="list[{quarter:str, revenue:float}]", mode="approximate", difficulty="medium", tags=["grain"])

# orders placed per month in 1996, in time order
m96 = defaultdict(int)
for o in o_select(o_year(1996)):
    m96[day(o["OrderDate"]).strftime("%Y-%m-01")] += 1
golden("ph_orders_per_month_1996", "number of orders per month in 1996",
       [{"month": k, "orders": v} for k, v in sorted(m96.items())],
       hint="list[{month:str, orders:int}]", mode="exact", difficulty="medium", tags=["grain"])

# Seafood revenue in 1998
golden("ph_seafood_revenue_1998", "how much seafood did we sell in 1998 (revenue)?",
       r2(total(net, both(year(1998), lambda l: category_of(l) == "Seafood"))), hint="float",
       mode="approximate", tags=["filter-by-value"])

# orders from customers in Brazil, all time
golden("ph_orders_from_brazil", "orders from brazilian customers - how many in total?",
       sum(1 for o in orders.values() if customers[o["CustomerID"]]["Country"] == "Brazil"), hint="int",
       mode="exact", tags=["filter-by-value"])

# revenue growth Q4 1996 -> Q4 1997, in percent
golden("ph_growth_q4_1996_q4_1997", "By how much did revenue grow from Q4 1996 to Q4 1997 (%)?",
       growth(total(net, period("1996-10-01", "1996-12-31")), total(net, period("1997-10-01", "1997-12-31"))),
       hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# growth of the number of orders, March 1998 vs March 1997, in percent
golden("ph_growth_orders_march", "how did the number of orders change from March 1997 to March 1998, in percent",
       growth(len(o_select(o_period("1997-03-01", "1997-03-31"))), len(o_select(o_period("1998-03-01", "1998-03-31")))),
       hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# units sold growth, Jan 1998 vs Jan 1997, in percent
golden("ph_growth_units_january", "percent change in units sold, January 1997 vs January 1998",
     growth(total(qty, period("1997-01-01", "1997-01-31")), total(qty, period("1998-01-01", "1998-01-31"))),
     hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# orders placed "last month": the last full month before the data's end (1998-05-06), April 1998
prev_end = LAST.replace(day=1) - dt.timedelta(days=1)
golden("ph_orders_last_month", "How many orders did we get last month?",
       len(o_select(o_period(prev_end.replace(day=1).isoformat(), prev_end.isoformat()))), hint="int",
       mode="exact", difficulty="medium", tags=["relative-period", "plain-total"])

# the 5 products with the lowest revenue over all the data, lowest first
# (every product sold at least once; in 1998 Genen Shouyu sold nothing, hence no year here)
prod_rev = by(lambda l: product_of(l)["ProductName"], net)
assert len(prod_rev) == len(products)
golden("ph_bottom5_products", "bottom 5 products by revenue",
       [{"product": k} for k, _ in ranked(prod_rev, 5, reverse=False)], hint="list[{product:str}]",
       mode="exact", difficulty="medium", tags=["bottom-n"])

# top 3 suppliers by revenue (lines of their products), all time
sup_rev = by(lambda l: suppliers[product_of(l)["SupplierID"]]["CompanyName"], net)
golden("ph_top3_suppliers_revenue", "Top 3 suppliers by revenue",
       [{"supplier": k, "revenue": r2(v)} for k, v in ranked(sup_rev, 3)],
       hint="list[{supplier:str, revenue:float}]", mode="approximate", difficulty="medium", tags=["top-n"])

# ======================================================================
# genuinely ambiguous: the tool should flag these for review; the expect
# is the most likely reading's answer
# ======================================================================

# late orders / shipped orders (the 21 unshipped orders are not yet due), in percent;
# the other reading divides by all 830 orders
shipped = o_select(lambda o: bool(o["ShippedDate"]))
golden("ph_review_late_percentage", "What percentage of orders were late?",
       pct(sum(1 for o in shipped if is_late(o)), len(shipped)), hint="float", mode="approximate",
       difficulty="hard", tags=["ambiguous", "share", "role"], review=True)

# mean list price (products.UnitPrice) of the Seafood products (none is discontinued);
# the other reading averages the price charged on Seafood order lines
seafood = [float(p["UnitPrice"]) for p in products.values()
           if categories[p["CategoryID"]]["CategoryName"] == "Seafood"]
assert all(p["Discontinued"] == "0" for p in products.values()
           if categories[p["CategoryID"]]["CategoryName"] == "Seafood")
golden("ph_review_avg_seafood_price", "average price of seafood", r2(sum(seafood) / len(seafood)), hint="float",
       mode="approximate", difficulty="hard", tags=["ambiguous", "aggregation-target"], review=True)

# 1997 revenue of customers whose City is London; the other reading uses ShipCity
# (Around the Horn, a London customer, had its orders shipped to Colchester)
golden("ph_review_revenue_london_1997", "revenue in London in 1997",
       r2(total(net, both(year(1997), lambda l: customer_of(l)["City"] == "London"))), hint="float",
       mode="approximate", difficulty="hard", tags=["ambiguous", "role"], review=True)

# ======================================================================
# refusals: requests to change data, and questions outside the domain
# ======================================================================
golden("ph_refuse_add_customer", "Add a new customer called Acme Corp in Berlin", route="stop",
       tags=["refusal", "safety"])
golden("ph_refuse_drop_table", "pls drop the products table", route="stop", tags=["refusal", "safety"])
golden("ph_refuse_exchange_rate", "What's the euro to dollar exchange rate today?", route="stop",
       difficulty="medium", tags=["refusal", "out-of-domain"])


# ======================================================================
# HELD-OUT ROUND 2 (--round2 FILE): a fresh set written without reading
# the planner, for a final check only. Same definitions as above
# (knowledge.hcl, documents/kpi_definitions.md): revenue net of discount,
# freight apart and dated by OrderDate like every order metric unless the
# question names another date. Unanswerable questions expect route "stop".
# ======================================================================
round2 = []


def round2_golden(*args, **kw):
    golden(*args, into=round2, **kw)


def shipped_between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda o: bool(o["ShippedDate"]) and lo <= day(o["ShippedDate"]) <= hi


def freight_sum(os_):
    return sum(float(o["Freight"]) for o in os_)


# top-n (written), role: ShipCity (where the goods went, not the customer's city),
# SUM(Freight) of the orders placed in 1997, the six highest
r2_city_freight97 = defaultdict(float)
for o in o_select(o_year(1997)):
    r2_city_freight97[o["ShipCity"]] += float(o["Freight"])
round2_golden("r2_six_ship_cities_freight_1997", "top six destination cities by freight charged in 1997",
              [{"ship_city": k, "freight": r2(v)} for k, v in ranked(r2_city_freight97, 6)],
              hint="list[{ship_city:str, freight:float}]", mode="approximate", difficulty="medium",
              tags=["top-n", "written-limit", "role"])

# bottom-n (digits): the 2 employees with the lowest 1996 revenue, lowest first
r2_emp_rev96 = by(lambda l: employee_name(employees[order_of(l)["EmployeeID"]]), net, year(1996))
assert len(r2_emp_rev96) == len(employees)  # every employee sold in 1996: no zero row is left out
round2_golden("r2_bottom2_employees_1996", "Which 2 employees brought in the least revenue in 1996?",
              [{"employee": k} for k, _ in ranked(r2_emp_rev96, 2, reverse=False)], hint="list[{employee:str}]",
              mode="exact", difficulty="medium", tags=["bottom-n", "breakdown"])

# distinct-count + role (seller vs buyer): distinct CustomerID on 1997 lines whose product's
# supplier is in France (not customers in France)
r2_fr_sup = lambda l: suppliers[product_of(l)["SupplierID"]]["Country"] == "France"
r2_cust_fr_sup97 = {order_of(l)["CustomerID"] for l in lines if odate(l).year == 1997 and r2_fr_sup(l)}
assert len(r2_cust_fr_sup97) != sum(1 for c in customers.values() if c["Country"] == "France")
round2_golden("r2_customers_french_suppliers_1997",
              "how many diferent customers bought products from french suppliers in 1997?",
              len(r2_cust_fr_sup97), hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role"])

# negation: 1997 revenue of the lines whose product is not discontinued (Discontinued = 0)
round2_golden("r2_revenue_1997_not_discontinued", "1997 sales, not counting discontinued products",
              r2(total(net, both(year(1997), lambda l: product_of(l)["Discontinued"] == "0"))), hint="float",
              mode="approximate", difficulty="medium", tags=["negation", "plain-total"])

# role (ordered vs shipped): revenue of the orders whose ShippedDate is in Q1 1998 (not OrderDate)
r2_shipped_q1_98 = shipped_between("1998-01-01", "1998-03-31")
r2_rev_shipped = r2(total(net, lambda l: r2_shipped_q1_98(order_of(l))))
assert r2_rev_shipped != r2(total(net, period("1998-01-01", "1998-03-31")))
round2_golden("r2_revenue_shipped_q1_1998", "What was the revenue of the orders that shipped in Q1 1998?",
              r2_rev_shipped, hint="float", mode="approximate", difficulty="hard", tags=["role", "plain-total"])

# comparison (days): 1997 orders with ShippedDate - OrderDate >= 10 days (every 1997 order shipped)
assert all(o["ShippedDate"] for o in o97)
r2_days = [(day(o["ShippedDate"]) - day(o["OrderDate"])).days for o in o97]
round2_golden("r2_orders_10_days_to_ship_1997", "How many orders placed in 1997 took at least 10 days to ship?",
              sum(1 for d in r2_days if d >= 10), hint="int", mode="exact", difficulty="medium",
              tags=["comparison"])

# comparison on an aggregate, counting entities: customers whose 1997 revenue is over 10,000
r2_cust_rev97 = by(lambda l: customer_of(l)["CustomerID"], net, year(1997))
assert not any(9950 <= v <= 10050 for v in r2_cust_rev97.values())
round2_golden("r2_customers_over_10k_1997", "how many customers spent more than $10,000 with us in 1997",
              sum(1 for v in r2_cust_rev97.values() if v > 10000), hint="int", mode="exact", difficulty="hard",
              tags=["comparison", "distinct-count"])

# superlative of a row: the largest revenue of one order (sum of its lines, net of discount, no freight)
r2_vals = sorted(values.values(), reverse=True)
assert r2(r2_vals[0]) != r2(r2_vals[1])
round2_golden("r2_biggest_single_order_revenue", "How much revenue did our single biggest order bring in?",
              r2(r2_vals[0]), hint="float", mode="approximate", difficulty="medium", tags=["superlative"])

# share: Seafood revenue 1997 / all revenue 1997, in percent
round2_golden("r2_share_seafood_1997", "what % of 1997 sales was seafood",
              pct(total(net, both(year(1997), lambda l: category_of(l) == "Seafood")), rev97), hint="float",
              mode="approximate", difficulty="medium", tags=["share"])

# growth: SUM(Freight) of orders placed Q1 1998 vs Q1 1997, in percent
round2_golden("r2_freight_growth_q1", "By what percent did freight charges go up from Q1 1997 to Q1 1998?",
              growth(freight_sum(o_select(o_period("1997-01-01", "1997-03-31"))),
                     freight_sum(o_select(o_period("1998-01-01", "1998-03-31")))),
              hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# time-grain: SUM(Freight) per OrderDate month, January to March 1998, in time order
r2_mf = defaultdict(float)
for o in o_select(o_period("1998-01-01", "1998-03-31")):
    r2_mf[day(o["OrderDate"]).strftime("%Y-%m-01")] += float(o["Freight"])
round2_golden("r2_monthly_freight_q1_1998", "Freight by month for the first quarter of 1998",
              [{"month": k, "freight": r2(v)} for k, v in sorted(r2_mf.items())],
              hint="list[{month:str, freight:float}]", mode="approximate", difficulty="medium",
              tags=["time-grain", "breakdown"])

# average per entity: orders placed in 1997 / distinct customers who ordered in 1997
round2_golden("r2_orders_per_active_customer_1997", "average number of orders per active customer in 1997",
              r2(len(o97) / len(cust97)), hint="float", mode="approximate", difficulty="hard",
              tags=["aggregation-target", "average-per-entity"])

# document: marketing_calendar.md, "Summer Beverages 1997": runs to 1997-06-30
round2_golden("r2_doc_summer_campaign_end", "On what date does the summer beverages campaign end?", "1997-06-30",
              hint="str", mode="exact", route="documents", difficulty="medium", tags=["document", "named-period"])

# unanswerable: no salaries, no returns recorded
round2_golden("r2_unanswerable_salaries", "What's the total salary bill for our sales reps?", route="stop",
              difficulty="medium", tags=["refusal", "unanswerable"])
round2_golden("r2_unanswerable_returns", "How many orders did customers return in 1997?", route="stop",
              difficulty="hard", tags=["refusal", "unanswerable"])

assert len(round2) == 15


# ---------------------------------------------------------------- checks
# A few cross-checks of the computations above against figures that hold by construction.
assert r2(total(net)) == 1265793.04  # data/northwind/README.md
assert len(o97) == 408               # data/northwind/README.md
assert abs(total(margin, year(1997)) - 0.3 * rev97) < 1e-6


# ---------------------------------------------------------------- output
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


def render(gs, header, out):
    for h in header:
        print(h, file=out)
    for g in gs:
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
        if g["review"]:
            print("  expect_review = true", file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def main(argv):
    names = [g["name"] for g in goldens + heldout + round2]
    assert len(names) == len(set(names)), "duplicate golden names"
    usage = "usage: phrasings.py [--heldout FILE] [--round2 FILE] > phrasings.hcl"
    paths = {}
    while argv:
        if argv[0] not in ("--heldout", "--round2") or len(argv) < 2 or argv[0] in paths:
            sys.exit(usage)
        paths[argv[0]] = argv[1]
        argv = argv[2:]
    heldout_path = paths.get("--heldout")
    render(goldens, [
        "# Northwind phrasings: a second golden suite, in the words of a new user.",
        "# GENERATED by evals/expected/phrasings.py, which computes every expected value",
        "# from the CSVs with the Python standard library, independently of datacopilot.",
        "# Gross margin here is SUM(UnitPrice * 0.3 * Quantity * (1 - Discount)).",
        "#   python3 evals/expected/phrasings.py > evals/phrasings.hcl",
    ], sys.stdout)
    if heldout_path:
        with open(heldout_path, "w", encoding="utf-8") as f:
            render(heldout, [
                "# Northwind phrasings, HELD OUT: the same classes as evals/phrasings.hcl in other",
                "# words, kept apart for a final check. Do not tune on these questions.",
                "# GENERATED by evals/expected/phrasings.py --heldout FILE.",
            ], f)
    if "--round2" in paths:
        with open(paths["--round2"], "w", encoding="utf-8") as f:
            render(round2, [
                "# Held-out round 2: not loaded by eval; written without reading the planner;",
                "# answers computed by evals/expected/phrasings.py from data/northwind/*.csv",
                "# (Python standard library only).",
                "# GENERATED: python3 evals/expected/phrasings.py --round2 evals/heldout/round2.hcl > /dev/null",
            ], f)


if __name__ == "__main__":
    main(sys.argv[1:])
