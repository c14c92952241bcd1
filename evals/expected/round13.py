#!/usr/bin/env python3
"""Held-out round 13 for the Northwind demo: 12 new questions in the words of
business users (terse and sloppy ones with abbreviations, polite long ones, one
with a follow-on clause, everyday words the knowledge files do not use), written
from the data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every expected
value is computed here from data/northwind/*.csv with the Python standard library
only, then computed a second time along a different path (another grouping, or
starting from another table) and the two are asserted to agree. The document
answer is not computed: it is the number documents/returns_policy.md states.

    python3 evals/expected/round13.py          # writes evals/heldout/round13.hcl
    python3 evals/expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
  revenue ("spend", "sales", "spent with us") = SUM(UnitPrice * Quantity *
                   (1 - Discount)) of Order_Details lines (the price charged, never
                   the list price; freight never included)
  every order fact is dated by Orders.OrderDate (the metrics' time = order_date),
                   except where the question says "shipped in", which dates by
                   Orders.ShippedDate (dimension ship_date); q1 = January-March
  a customer's country = Customers.Country ("german customers", "our American
                   customers", "French customers"); Orders.ShipCountry agrees with
                   it on every order (asserted), so the ship-country reading gives
                   the same numbers
  a product's category = Categories.CategoryName through Products.CategoryID;
                   "beverages" = Beverages, "dairy" = Dairy Products
  a supplier's country = Suppliers.Country of the product's supplier ("products
                   from German suppliers"); the reversed roles (German customers
                   buying from American suppliers) give a different figure (asserted)
  an employee's sales = revenue of the orders they took (Orders.EmployeeID)
  "didn't order anything in 98" = no row in Orders with OrderDate in 1998 for that
                   customer (customers that never ordered at all count too)
  "went out with Federal Shipping" = Orders.ShipVia = the ShipperID of 'Federal
                   Shipping'; share = those orders / all orders with ShippedDate in
                   1997 * 100 (orders not shipped have no ShippedDate and are not in
                   the base)
  units = SUM(Quantity) ("sold more than 600 units" is strict, no product sits at
                   600: asserted; "count the discontinued ones too" keeps every
                   product, and none over the line is discontinued, asserted)
  customers who "spent more than $15k" = customers whose 1997 revenue is > 15000
                   (none within 5% of the line: asserted)
  "what did we charge customers for delivery" = freight (Orders.Freight, the
                   shipping cost charged to the customer, metric freight) of the
                   orders placed in 1996
  document: returns_policy.md, section "Beverages": "Beverages can be returned
                   within 14 days if unopened."
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages (0-100) and asked with mode approximate (relative tolerance 0.001).
Rankings are checked for ties around the place asked for.
"""
import csv
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
DATA = os.path.join(ROOT, "data", "northwind")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "evals", "heldout", "round13.hcl")


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


def agree(a, b, what):
    """The second computation path gives the same answer."""
    if isinstance(a, float) or isinstance(b, float):
        ok = abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    else:
        ok = a == b
    assert ok, "second path disagrees on %s: %r vs %r" % (what, a, b)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
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
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


# ------------------------------------------------------------------ data
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
suppliers = {s["SupplierID"]: s for s in load("Suppliers.csv")}
shippers = {s["ShipperID"]: s for s in load("Shippers.csv")}
for o in orders.values():
    o["od"] = day(o["OrderDate"])
    o["sd"] = day(o["ShippedDate"])
    o["freight"] = float(o["Freight"])
for l in lines:
    o = orders[l["OrderID"]]
    p = products[l["ProductID"]]
    l["od"] = o["od"]
    l["qty"] = int(l["Quantity"])
    l["net"] = float(l["UnitPrice"]) * l["qty"] * (1 - float(l["Discount"]))
    l["category"] = categories[p["CategoryID"]]["CategoryName"]
    l["supplier_country"] = suppliers[p["SupplierID"]]["Country"]
    l["customer"] = o["CustomerID"]
    l["customer_country"] = customers[o["CustomerID"]]["Country"]
    l["employee"] = o["EmployeeID"]
assert set(orders) == {l["OrderID"] for l in lines}, "an order without lines"
assert all(o["ShipCountry"] == customers[o["CustomerID"]]["Country"] for o in orders.values())

lines_of = defaultdict(list)          # second paths walk orders first, then their lines
for l in lines:
    lines_of[l["OrderID"]].append(l)


def order_net(oid):
    return sum(float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"])) for l in lines_of[oid])


def year(y):
    return lambda x: x["od"].year == y


def L(*preds):
    return [l for l in lines if all(p(l) for p in preds)]


def O(*preds):
    return [o for o in orders.values() if all(p(o) for p in preds)]


def one(d, field, value):
    ids = [k for k, v in d.items() if v[field] == value]
    assert len(ids) == 1, value
    return ids[0]


def ids_where(d, field, value):
    ids = {k for k, v in d.items() if v[field] == value}
    assert ids, value
    return ids


# 1. total with two filters: 1997 revenue of German customers on Beverages
de_bev = sum(l["net"] for l in L(year(1997), lambda l: l["customer_country"] == "Germany",
                                 lambda l: l["category"] == "Beverages"))
bev_products = {pid for pid, p in products.items()
                if p["CategoryID"] == one(categories, "CategoryName", "Beverages")}
de_custs = ids_where(customers, "Country", "Germany")
de_bev2 = sum(float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"]))
              for o in O(year(1997), lambda o: o["CustomerID"] in de_custs)
              for l in lines_of[o["OrderID"]] if l["ProductID"] in bev_products)
agree(de_bev, de_bev2, "German beverages 1997")
golden("r13_german_customers_beverages_1997",
       "what did german customers spend on beverages in 1997?",
       r2(de_bev), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "two-filters", "customer-country", "category", "revenue", "terse"])

# 2. distinct count constrained by facts: French customers who bought Dairy Products in 1997
fr_dairy = {l["customer"] for l in L(year(1997), lambda l: l["customer_country"] == "France",
                                     lambda l: l["category"] == "Dairy Products")}
dairy_products = {pid for pid, p in products.items()
                  if p["CategoryID"] == one(categories, "CategoryName", "Dairy Products")}
fr_custs = ids_where(customers, "Country", "France")
fr_dairy2 = Counter()
for o in O(year(1997)):
    if o["CustomerID"] in fr_custs and any(l["ProductID"] in dairy_products for l in lines_of[o["OrderID"]]):
        fr_dairy2[o["CustomerID"]] += 1
agree(len(fr_dairy), len(fr_dairy2), "French dairy customers 1997")
golden("r13_french_customers_buying_dairy_1997",
       "How many different French customers bought dairy products from us in 1997?",
       len(fr_dairy), hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "customer", "customer-country", "category", "period"])

# 3. Nth of a ranking: the employee with the third-highest 1998 sales (orders they took)
emp_rev = defaultdict(float)
for l in L(year(1998)):
    e = employees[l["employee"]]
    emp_rev[e["FirstName"] + " " + e["LastName"]] += l["net"]
third_emp = ranked(emp_rev, 3)[2][0]
emp_rev2 = defaultdict(float)
for o in O(year(1998)):
    emp_rev2[o["EmployeeID"]] += order_net(o["OrderID"])
eid3 = ranked(emp_rev2, 3)[2][0]
agree(third_emp, employees[eid3]["FirstName"] + " " + employees[eid3]["LastName"], "3rd employee 1998")
golden("r13_third_employee_by_sales_1998",
       "which employee brought in the 3rd highest sales in 1998?",
       third_emp, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "ordinal", "employee", "revenue"])

# 4. negation: French customers with no order placed in 1998
c98 = {o["CustomerID"] for o in O(year(1998))}
fr_none98 = fr_custs - c98
per_cust98 = Counter(o["CustomerID"] for o in O(year(1998)))
fr_none98_2 = [cid for cid, c in customers.items() if c["Country"] == "France" and per_cust98[cid] == 0]
agree(len(fr_none98), len(fr_none98_2), "French customers without 1998 orders")
assert 0 < len(fr_none98) < len(fr_custs)
golden("r13_french_customers_no_orders_1998",
       "how many of our french customers didnt order anything at all in 98?",
       len(fr_none98), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "anti-join", "customer", "customer-country", "sloppy"])

# 5. two periods compared: freight, Q1 1998 against Q1 1997, percent change
def freight_between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return sum(o["freight"] for o in orders.values() if lo <= o["od"] <= hi)


fq97 = freight_between("1997-01-01", "1997-03-31")
fq98 = freight_between("1998-01-01", "1998-03-31")
by_month = defaultdict(float)
for o in orders.values():
    by_month[(o["od"].year, o["od"].month)] += o["freight"]
agree(fq97, sum(by_month[(1997, m)] for m in (1, 2, 3)), "freight q1 1997")
agree(fq98, sum(by_month[(1998, m)] for m in (1, 2, 3)), "freight q1 1998")
golden("r13_freight_pct_change_q1_98_vs_q1_97",
       "Freight charges for q1 1998 vs q1 1997 - what's the % change?",
       pct(fq98 - fq97, fq97), hint="float", mode="approximate", difficulty="medium",
       tags=["comparison", "percent-change", "quarter", "freight", "terse"])

# 6. share of a total: orders shipped in 1997 (by ShippedDate) that went with Federal Shipping
fed = one(shippers, "CompanyName", "Federal Shipping")
shipped97 = O(lambda o: o["sd"] is not None and o["sd"].year == 1997)
fed_share = pct(sum(1 for o in shipped97 if o["ShipVia"] == fed), len(shipped97))
by_shipper = Counter((o["sd"].year, shippers[o["ShipVia"]]["CompanyName"]) for o in orders.values() if o["sd"])
fed_share2 = by_shipper[(1997, "Federal Shipping")] / sum(v for (y, _), v in by_shipper.items() if y == 1997) * 100
agree(fed_share, r2(fed_share2), "Federal Shipping share of 1997 shipments")
# the order-date reading gives another share
assert pct(sum(1 for o in O(year(1997)) if o["ShipVia"] == fed), len(O(year(1997)))) != fed_share
golden("r13_federal_shipping_share_shipped_1997",
       "Of all the orders that actually shipped during 1997, what percentage went out with Federal Shipping?",
       fed_share, hint="float", mode="approximate", difficulty="medium",
       tags=["share", "shipper", "ship-date", "date-roles", "count"])

# 7. threshold: products with more than 600 units sold in 1997
units97 = defaultdict(int)
for l in L(year(1997)):
    units97[l["ProductID"]] += l["qty"]
over600 = [p for p, u in units97.items() if u > 600]
assert 600 not in units97.values()
# the follow-on clause asks for discontinued products to be kept; leaving them out gives the
# same count (none of the products over the line is discontinued), so either reading agrees
assert len([p for p in over600 if products[p]["Discontinued"] == "0"]) == len(over600)
units97b = defaultdict(int)             # by (product, month), then summed
for l in L(year(1997)):
    units97b[(products[l["ProductID"]]["ProductName"], l["od"].month)] += l["qty"]
per_prod = defaultdict(int)
for (name, _), u in units97b.items():
    per_prod[name] += u
agree(len(over600), sum(1 for u in per_prod.values() if u > 600), "products over 600 units 1997")
golden("r13_products_over_600_units_1997",
       "How many products sold more than 600 units in 1997? Count the discontinued ones too.",
       len(over600), hint="int", mode="exact", difficulty="easy",
       tags=["threshold", "per-entity", "product", "units", "discontinued", "follow-on"])

# 8. roles: American customers (customer country) buying goods from German suppliers (supplier
#    country), 1997
us_de = sum(l["net"] for l in L(year(1997), lambda l: l["customer_country"] == "USA",
                                lambda l: l["supplier_country"] == "Germany"))
de_us = sum(l["net"] for l in L(year(1997), lambda l: l["customer_country"] == "Germany",
                                lambda l: l["supplier_country"] == "USA"))
assert r2(us_de) != r2(de_us) and de_us > 0
de_sup_products = {pid for pid, p in products.items() if suppliers[p["SupplierID"]]["Country"] == "Germany"}
us_custs = ids_where(customers, "Country", "USA")
us_de2 = sum(float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"]))
             for o in O(year(1997), lambda o: o["CustomerID"] in us_custs)
             for l in lines_of[o["OrderID"]] if l["ProductID"] in de_sup_products)
agree(us_de, us_de2, "US customers x German suppliers 1997")
golden("r13_us_customers_german_suppliers_1997",
       "In 1997, how much did our American customers spend on products that come from German suppliers?",
       r2(us_de), hint="float", mode="approximate", difficulty="hard",
       tags=["role", "customer-country", "supplier-country", "revenue", "value-synonym"])

# 9. per-entity amount: customers whose 1997 revenue is above $15,000
cust97 = defaultdict(float)
for l in L(year(1997)):
    cust97[l["customer"]] += l["net"]
big = [c for c, v in cust97.items() if v > 15000]
assert all(abs(v - 15000) > 750 for v in cust97.values()), "a customer sits near the line"
cust97b = defaultdict(float)
for o in O(year(1997)):
    cust97b[customers[o["CustomerID"]]["CompanyName"]] += order_net(o["OrderID"])
agree(len(big), sum(1 for v in cust97b.values() if v > 15000), "customers over 15k 1997")
golden("r13_customers_spent_over_15k_1997",
       "how many customers spent more than $15k with us in 1997",
       len(big), hint="int", mode="exact", difficulty="medium",
       tags=["per-entity", "threshold", "customer", "revenue", "sloppy"])

# 10. one row of a breakdown: 1998 units sold by category, the row Confections
cat_units98 = defaultdict(int)
for l in L(year(1998)):
    cat_units98[l["category"]] += l["qty"]
conf = cat_units98["Confections"]
prod_units98 = defaultdict(int)
for o in O(year(1998)):
    for l in lines_of[o["OrderID"]]:
        prod_units98[l["ProductID"]] += int(l["Quantity"])
conf_id = one(categories, "CategoryName", "Confections")
agree(conf, sum(u for pid, u in prod_units98.items() if products[pid]["CategoryID"] == conf_id),
      "Confections units 1998")
golden("r13_breakdown_units_1998_by_category_confections",
       "Hi, could you break down the units we sold in 1998 by product category for me? "
       "I only need the number for Confections, thank you.",
       conf, hint="int", mode="exact", difficulty="easy",
       tags=["breakdown", "one-row", "category", "units", "polite", "long"])

# 11. document: documents/returns_policy.md, section "Beverages", sentence "Beverages can be
#     returned within 14 days if unopened." The number is the document's, not computed.
assert "Beverages can be returned within 14 days if unopened." in section(
    os.path.join(DOCS, "returns_policy.md"), "Beverages")
golden("r13_doc_unopened_beverage_return_days",
       "A customer wants to send back a case of drinks they never opened - how many days do they have to return it under our policy?",
       14, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "policy", "returns", "everyday-word"])

# 12. everyday words: "what we charged customers for delivery" = freight, orders placed in 1996
fr96 = sum(o["freight"] for o in O(year(1996)))
fr96_by_shipper = defaultdict(float)
for o in O(year(1996)):
    fr96_by_shipper[o["ShipVia"]] += float(o["Freight"])
agree(fr96, sum(fr96_by_shipper.values()), "freight 1996")
golden("r13_delivery_charges_1996_everyday_words",
       "What did we charge customers for delivery on the orders they placed in 1996?",
       r2(fr96), hint="float", mode="approximate", difficulty="medium",
       tags=["total", "freight", "everyday-word", "period"])

main(OUT, [
    "# Held-out round 13: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by evals/expected/round13.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round13.py",
])
