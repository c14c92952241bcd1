#!/usr/bin/env python3
"""Held-out round 11 for the Northwind demo: 12 new questions in the words of
business users (terse ones, lowercase and sloppy ones, polite long ones), written
from the data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every expected value
is computed here from data/northwind/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3.

    python3 evals/expected/round11.py          # writes evals/heldout/round11.hcl
    python3 evals/expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
  revenue ("money our sales brought in, after discounts", "sell ... in $", "come to")
                  = SUM(UnitPrice * Quantity * (1 - Discount)) of the order lines,
                   freight never included (Order_Details.UnitPrice, the price charged,
                   never the list price)
  every fact is dated by OrderDate (the metrics' time = order_date): "third quarter of
                   1996", "q1 98", "march 98", "orders placed in 1998" select orders by
                   OrderDate; quarters are calendar quarters
  average order ("what did an average order come to, in dollars")
                  = revenue / COUNT(DISTINCT OrderID) in the period (metric
                   average_order_value)
  units ("by units sold") = SUM(Quantity) of the order lines (metric units_sold)
  customer country ("Canadian customers", "customers in the USA") = Customers.Country
  employee country ("employees based in the UK") = Employees.Country of the employee
                   who took the order (Orders.EmployeeID); all four UK employees,
                   Steven Buchanan (Sales Manager) included, are in London. Asked as
                   "employees", not "sales reps", so that the manager's title does not
                   decide whether he counts
  an employee's orders ("orders Janet Leverling handled") = Orders.EmployeeID
  customers who ordered in a year = distinct Orders.CustomerID of that year's orders
                   (metric active_customers); "didn't buy a single beverage that year"
                   = no order line of category Beverages on that customer's orders of
                   the same year
  "bought by more than 10 different customers" = distinct ordering customers per
                   product over the year's order lines, strictly greater than 10 (6
                   products sit exactly at 10, so the strict reading matters)
  discontinued product = Products.Discontinued = 1 (filter discontinued; the flag is
                   today's status, hence "we've since discontinued")
  gross margin    = 30% of revenue (kpi_definitions.md: "gross margin is 30% of the unit
                   price times the quantity, less the line discount, which is 30% of
                   revenue")
Floats are rounded to 2 decimals (4 below 100); shares are percentages (0-100).
Rankings are checked for ties around the place asked for. The unanswerable question
(customer complaints about a carrier: no complaint, claim or ticket anywhere in the data,
knowledge or documents) expects route "stop"; the document question expects route
"documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
DATA = os.path.join(ROOT, "data", "northwind")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "evals", "heldout", "round11.hcl")
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


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
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


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


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
for o in orders.values():
    o["od"] = day(o["OrderDate"])
    o["sd"] = day(o["ShippedDate"])
    o["rd"] = day(o["RequiredDate"])
for l in lines:
    o = orders[l["OrderID"]]
    p = products[l["ProductID"]]
    l["o"] = o
    l["od"] = o["od"]
    l["qty"] = int(l["Quantity"])
    l["gross"] = float(l["UnitPrice"]) * l["qty"]
    l["net"] = l["gross"] * (1 - float(l["Discount"]))
    l["given"] = l["gross"] * float(l["Discount"])
    l["product"] = p["ProductName"]
    l["category"] = categories[p["CategoryID"]]["CategoryName"]
    l["supplier"] = suppliers[p["SupplierID"]]["CompanyName"]
    l["supplier_country"] = suppliers[p["SupplierID"]]["Country"]
    l["customer_country"] = customers[o["CustomerID"]]["Country"]
assert set(orders) == {l["OrderID"] for l in lines}, "an order without lines"
assert len({(l["OrderID"], l["ProductID"]) for l in lines}) == len(lines), "a product twice on an order"

DB = sqlite_db(DATA, ["Orders.csv", "Order_Details.csv", "Products.csv", "Categories.csv",
                      "Customers.csv", "Employees.csv", "Suppliers.csv"])
OD = "substr(o.OrderDate, 1, 10)"
NET = "d.UnitPrice * d.Quantity * (1 - d.Discount)"


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda x: lo <= x["od"] <= hi


def year(y):
    return lambda x: x["od"].year == y


def L(*preds):
    return [l for l in lines if all(p(l) for p in preds)]


def O(*preds):
    return [o for o in orders.values() if all(p(o) for p in preds)]


def emp_name(e):
    return e["FirstName"] + " " + e["LastName"]


def one(d, name, field):
    ids = [k for k, v in d.items() if v[field] == name]
    assert len(ids) == 1, name
    return ids[0]


for l in lines:
    o = l["o"]
    l["customer"] = o["CustomerID"]
    l["employee"] = o["EmployeeID"]
    l["discontinued"] = products[l["ProductID"]]["Discontinued"] == "1"


def quarter(y, q):
    return between("%d-%02d-01" % (y, 3 * q - 2), ["%d-03-31", "%d-06-30", "%d-09-30", "%d-12-31"][q - 1] % y)


def month(y, m):
    return lambda x: x["od"].year == y and x["od"].month == m


Y = "substr(o.OrderDate, 1, 4)"
o97 = O(year(1997))

# 1. total for a period: revenue of the orders placed in Q3 1996 (July-September; the data
#    starts on 1996-07-04)
q3_96 = sum(l["net"] for l in L(quarter(1996, 3)))
check(q3_96, """
    SELECT SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE %s BETWEEN '1996-07-01' AND '1996-09-30'""" % (NET, OD))
golden("r11_revenue_q3_1996_polite",
       "Hi, could you please tell me how much money our sales brought in, after discounts, "
       "during the third quarter of 1996? Thanks a lot.",
       r2(q3_96), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "period", "quarter", "revenue", "polite", "long"])

# 2. Nth place: the product with the second-most units sold on orders placed in Q1 1998
#    (ties checked around the 2nd place)
u_q1 = defaultdict(int)
for l in L(quarter(1998, 1)):
    u_q1[l["product"]] += l["qty"]
second = ranked(u_q1, 2)[1][0]
check(second, """
    SELECT p.ProductName FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID
    WHERE %s BETWEEN '1998-01-01' AND '1998-03-31'
    GROUP BY p.ProductID, p.ProductName ORDER BY SUM(d.Quantity) DESC LIMIT 1 OFFSET 1""" % OD)
golden("r11_second_product_by_units_q1_98",
       "whats the no. 2 product by units sold in q1 98",
       second, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "ordinal", "product", "units", "sloppy", "terse"])

# 3. average: average order value of the 1997 orders of customers in Canada
ca = L(year(1997), lambda l: l["customer_country"] == "Canada")
aov_ca = sum(l["net"] for l in ca) / len({l["OrderID"] for l in ca})
check(aov_ca, """
    SELECT SUM(%s) / COUNT(DISTINCT d.OrderID) FROM Order_Details d
    JOIN Orders o ON o.OrderID = d.OrderID JOIN Customers cu ON cu.CustomerID = o.CustomerID
    WHERE cu.Country = 'Canada' AND %s = '1997'""" % (NET, Y))
golden("r11_average_order_canadian_customers_1997",
       "What did an average order from a Canadian customer come to in 1997, in dollars?",
       r2(aov_ca), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "average-order-value", "customer-country", "paraphrase"])

# 4. one row of a breakdown: revenue by category of the orders placed in Q2 1997, the row
#    Grains/Cereals
by_cat = defaultdict(float)
for l in L(quarter(1997, 2)):
    by_cat[l["category"]] += l["net"]
grains = by_cat["Grains/Cereals"]
check(sorted(by_cat.items()), """
    SELECT c.CategoryName, SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE %s BETWEEN '1997-04-01' AND '1997-06-30'
    GROUP BY c.CategoryName ORDER BY c.CategoryName""" % (NET, OD))
golden("r11_breakdown_q2_1997_grains_row",
       "If you split our Q2 1997 revenue across the product categories, what does the grains & cereals category come to?",
       r2(grains), hint="float", mode="approximate", difficulty="easy",
       tags=["breakdown", "one-row", "category", "quarter"])

# 5. comparison of two periods as a difference: revenue of March 1998 minus March 1997
m98 = sum(l["net"] for l in L(month(1998, 3)))
m97 = sum(l["net"] for l in L(month(1997, 3)))
sql_m = """SELECT SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE substr(o.OrderDate, 1, 7) = ?""" % NET
check(m98, sql_m, "1998-03")
check(m97, sql_m, "1997-03")
golden("r11_march_98_vs_march_97_difference",
       "how much more did we sell in march 98 than in march 97, in $",
       r2(m98 - m97), hint="float", mode="approximate", difficulty="medium",
       tags=["difference", "comparison", "month", "revenue", "sloppy"])

# 6. share of a total: Janet Leverling's orders' revenue as a percent of all 1998 revenue
jl = one(employees, "Leverling", "LastName")
assert emp_name(employees[jl]) == "Janet Leverling"
rev98 = sum(l["net"] for l in L(year(1998)))
jl98 = sum(l["net"] for l in L(year(1998), lambda l: l["employee"] == jl))
check(jl98 / rev98 * 100, """
    SELECT 100.0 * SUM(CASE WHEN e.FirstName = 'Janet' AND e.LastName = 'Leverling' THEN %s ELSE 0 END)
         / SUM(%s)
    FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Employees e ON e.EmployeeID = o.EmployeeID WHERE %s = '1998'""" % (NET, NET, Y))
golden("r11_share_1998_revenue_janet_leverling",
       "What percentage of our 1998 revenue came from orders that Janet Leverling handled?",
       pct(jl98, rev98), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "employee", "revenue"])

# 7. negation: customers who ordered in 1997 but had no Beverages line on their 1997 orders
act97 = {l["customer"] for l in L(year(1997))}
bev97 = {l["customer"] for l in L(year(1997), lambda l: l["category"] == "Beverages")}
no_bev = act97 - bev97
assert no_bev and bev97
check(len(no_bev), """
    SELECT COUNT(DISTINCT o.CustomerID) FROM Orders o WHERE %s = '1997'
    AND o.CustomerID NOT IN (
        SELECT o2.CustomerID FROM Order_Details d JOIN Orders o2 ON o2.OrderID = d.OrderID
        JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
        WHERE c.CategoryName = 'Beverages' AND substr(o2.OrderDate, 1, 4) = '1997')""" % Y)
golden("r11_1997_customers_without_beverages",
       "Of the customers who placed orders with us in 1997, how many didn't buy a single beverage that year?",
       len(no_bev), hint="int", mode="exact", difficulty="hard",
       tags=["negation", "distinct-count", "customer", "category", "anti-join"])

# 8. threshold per entity: products bought by more than 10 different customers on orders
#    placed in 1998 (some products are at exactly 10: strict reading)
pc = defaultdict(set)
for l in L(year(1998)):
    pc[l["ProductID"]].add(l["customer"])
over10 = [p for p, cs in pc.items() if len(cs) > 10]
assert [p for p, cs in pc.items() if len(cs) == 10], "no product exactly at the threshold"
check(len(over10), """
    SELECT COUNT(*) FROM (
        SELECT d.ProductID FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
        WHERE %s = '1998' GROUP BY d.ProductID HAVING COUNT(DISTINCT o.CustomerID) > 10)""" % Y)
golden("r11_products_with_over_10_buyers_1998",
       "How many products were bought by more than 10 different customers in 1998?",
       len(over10), hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "per-entity", "distinct-count", "product", "customer"])

# 9. condition on a related table: orders placed in 1998 with at least one line of a
#    product flagged discontinued
o_disc = {l["OrderID"] for l in L(year(1998), lambda l: l["discontinued"])}
assert 0 < len(o_disc) < len({l["OrderID"] for l in L(year(1998))})
check(len(o_disc), """
    SELECT COUNT(DISTINCT d.OrderID) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID WHERE p.Discontinued = 1 AND %s = '1998'""" % Y)
golden("r11_1998_orders_with_discontinued_product",
       "how many of the orders placed in 1998 had at least one product on them that we've since discontinued?",
       len(o_disc), hint="int", mode="exact", difficulty="hard",
       tags=["related-table", "exists", "discontinued", "distinct-count", "order"])

# 10. roles of a country: 1997 orders of customers in the USA taken by employees whose own
#     country is the UK (employee country vs customer country; the reverse pairing gives a
#     different count)
uk_us = [o for o in o97 if employees[o["EmployeeID"]]["Country"] == "UK"
         and customers[o["CustomerID"]]["Country"] == "USA"]
us_uk = [o for o in o97 if employees[o["EmployeeID"]]["Country"] == "USA"
         and customers[o["CustomerID"]]["Country"] == "UK"]
assert len(uk_us) != len(us_uk)
assert all(e["City"] == "London" for e in employees.values() if e["Country"] == "UK")
# "customers in the USA" read as ship country gives the same orders: every order ships to its
# customer's country
assert all(o["ShipCountry"] == customers[o["CustomerID"]]["Country"] for o in orders.values())
check(len(uk_us), """
    SELECT COUNT(*) FROM Orders o JOIN Employees e ON e.EmployeeID = o.EmployeeID
    JOIN Customers cu ON cu.CustomerID = o.CustomerID
    WHERE e.Country = 'UK' AND cu.Country = 'USA' AND %s = '1997'""" % Y)
golden("r11_1997_us_orders_taken_by_uk_employees",
       "How many orders placed in 1997 by customers in the USA were taken by employees based in the UK?",
       len(uk_us), hint="int", mode="exact", difficulty="hard",
       tags=["role", "employee-country", "customer-country", "count"])

# 11. document: kpi_definitions.md states gross margin is 30% of revenue
gm = section(os.path.join(DOCS, "kpi_definitions.md"), "Gross margin")
m = re.search(r"which is (\d+)% of revenue", gm)
assert m, gm
gm_pct = int(m.group(1))
assert gm_pct == 100 - int(re.search(r"approximated as (\d+)% of the unit", gm).group(1))
golden("r11_doc_gross_margin_percent_of_revenue",
       "Per the finance team's KPI write-up, gross margin works out to what percent of revenue?",
       gm_pct, hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "kpi", "gross-margin"])

# 12. unanswerable: customer complaints about deliveries; no complaint, claim or ticket in
#     any CSV column, document or knowledge.hcl
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
kn = open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8").read().lower()
assert not re.search(r"complain|claim|ticket|grievance|feedback|rating", heads + docs + kn)
golden("r11_unanswerable_complaints_speedy_express_1998",
       "How many customer complaints did we get about Speedy Express deliveries in 1998?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "shipper"])

main(OUT, [
    "# Held-out round 11: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by evals/expected/round11.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round11.py",
])
