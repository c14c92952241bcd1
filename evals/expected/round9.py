#!/usr/bin/env python3
"""Held-out round 9 for the Northwind demo: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, agents.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/northwind/*.csv (and documents/*.md for the
document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 evals/expected/round9.py          # writes evals/heldout/round9.hcl
    python3 evals/expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
  revenue ("sales", "made on", "cheese sales")
                  = SUM(UnitPrice * Quantity * (1 - Discount)) of the order lines,
                   freight never included, dated by OrderDate (Order_Details.UnitPrice,
                   the price charged, never the list price)
  orders          = COUNT(DISTINCT OrderID), dated by OrderDate; every order has lines
  an order's value = the revenue of its lines ("an order under $100")
  a line item     = one order line (order_details synonym "line items"); the average
                   value of a line item = revenue / number of lines
  customers on record = every row of Customers.csv (metric customers), whether or
                   not they ordered; a customer who "placed an order in 1998" is one
                   with an order dated 1998 (metric active_customers)
  customer country ("market", "american customers") = Customers.Country;
  ship city ("delivered to X") = Orders.ShipCity: Around the Horn (a London
                   customer) has orders delivered to Colchester, where no customer is;
  a sales rep is the order's employee (dimension employee);
  cheese          = the category Dairy Products (catalog.md: "Dairy Products: cheeses");
  item            = a product (dimension product synonym); "showed up on the most
                   orders" ranks products by COUNT(DISTINCT OrderID), not revenue;
  campaigns       = the campaigns of documents/marketing_calendar.md, with the
                   categories each promotes.
Floats are rounded to 2 decimals (4 below 100); shares are percentages (0-100).
Rankings are checked for ties, including at the cut of a top N. The unanswerable
question (staff turnover: no leaving dates or departures anywhere) expects route
"stop"; the document question (categories promoted by the 1997 campaigns) expects
route "documents".
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
OUT = os.path.join(ROOT, "evals", "heldout", "round9.hcl")
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
for o in orders.values():
    o["od"] = day(o["OrderDate"])
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
assert set(orders) == {l["OrderID"] for l in lines}, "an order without lines"
assert len({(l["OrderID"], l["ProductID"]) for l in lines}) == len(lines), "a product twice on an order"

DB = sqlite_db(DATA, ["Orders.csv", "Order_Details.csv", "Products.csv", "Categories.csv",
                      "Customers.csv", "Employees.csv"])
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


o97 = O(year(1997))


# 1. aggregation word applying to what it modifies: the average value of a seafood order LINE
#    in 1997 (revenue / lines), not per order (revenue / orders), which differs
sea97 = L(year(1997), lambda l: l["category"] == "Seafood")
avg_line = sum(l["net"] for l in sea97) / len(sea97)
per_order = sum(l["net"] for l in sea97) / len({l["OrderID"] for l in sea97})
assert abs(avg_line - per_order) > 1
check(avg_line, """
    SELECT AVG(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = 'Seafood' AND substr(o.OrderDate, 1, 4) = '1997'""" % NET)
golden("r9_avg_seafood_line_item_value_1997", "whats the avg value of a seafood line item in 1997?",
       r2(avg_line), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "per-line", "category", "sloppy"])

# 2. written N limit folded into one number: of the ten products with the most 1997 revenue,
#    how many are Dairy Products (the cut between the 10th and the 11th is checked for a tie)
pr97 = defaultdict(float)
for l in L(year(1997)):
    pr97[l["product"]] += l["net"]
top10 = ranked(pr97, 10)
cat_of = {p["ProductName"]: categories[p["CategoryID"]]["CategoryName"] for p in products.values()}
n_dairy = sum(1 for name, _ in top10 if cat_of[name] == "Dairy Products")
check(n_dairy, """
    SELECT COUNT(*) FROM (SELECT d.ProductID, SUM(%s) AS rev FROM Order_Details d
    JOIN Orders o ON o.OrderID = d.OrderID WHERE substr(o.OrderDate, 1, 4) = '1997'
    GROUP BY d.ProductID ORDER BY rev DESC LIMIT 10) t
    JOIN Products p ON p.ProductID = t.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = 'Dairy Products'""" % NET)
golden("r9_dairy_among_top_ten_products_1997",
       "Of our top ten products by revenue in 1997, how many were dairy products?",
       n_dairy, hint="int", mode="exact", difficulty="hard", tags=["top-n", "written-number", "product", "category"])

# 3. ranking by a non-default measure: the product ("item") on the most distinct orders placed
#    in 1998. By revenue the top product would be Côte de Blaye; by orders it is Konbu.
po98, pv98 = defaultdict(set), defaultdict(float)
for l in L(year(1998)):
    po98[l["product"]].add(l["OrderID"])
    pv98[l["product"]] += l["net"]
most_orders = ranked({k: len(v) for k, v in po98.items()}, 1)[0][0]
assert most_orders != ranked(pv98, 1)[0][0]
check(most_orders, """
    SELECT p.ProductName FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID WHERE substr(o.OrderDate, 1, 4) = '1998'
    GROUP BY p.ProductName ORDER BY COUNT(DISTINCT d.OrderID) DESC LIMIT 1""")
golden("r9_item_on_most_orders_1998", "which item showed up on the most orders in 1998?",
       most_orders, hint="str", mode="exact", difficulty="medium", tags=["ranking", "non-default-metric", "product", "synonym"])

# 4. share of a total that drops the part's filter: American customers' share of the 1998
#    revenue of Dairy Products ("cheese"); the total keeps Dairy Products and 1998, drops the USA
dairy98 = L(year(1998), lambda l: l["category"] == "Dairy Products")
us_part = sum(l["net"] for l in dairy98 if customers[l["o"]["CustomerID"]]["Country"] == "USA")
share_us = us_part / sum(l["net"] for l in dairy98) * 100
check(share_us, """
    SELECT 100.0 * SUM(CASE WHEN cu.Country = 'USA' THEN %s ELSE 0 END) / SUM(%s)
    FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Customers cu ON cu.CustomerID = o.CustomerID JOIN Products p ON p.ProductID = d.ProductID
    JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = 'Dairy Products' AND substr(o.OrderDate, 1, 4) = '1998'""" % (NET, NET))
golden("r9_us_share_of_cheese_sales_1998", "what % of our 1998 cheese sales went to american customers?",
       r2(share_us), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "customer-country", "category", "synonym"])

# 5. distinct entities constrained by facts: sales reps who took at least one order from
#    Ernst Handel placed in 1998
ernst = one(customers, "Ernst Handel", "CompanyName")
n_reps = len({o["EmployeeID"] for o in O(year(1998), lambda o: o["CustomerID"] == ernst)})
check(n_reps, """
    SELECT COUNT(DISTINCT o.EmployeeID) FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID
    JOIN Customers cu ON cu.CustomerID = o.CustomerID
    WHERE cu.CompanyName = 'Ernst Handel' AND substr(o.OrderDate, 1, 4) = '1998'""")
golden("r9_reps_serving_ernst_handel_1998", "how many different sales reps took orders from Ernst Handel in 1998?",
       n_reps, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "employee", "customer"])

# 6. negation: customers on record who placed no order in 1998 (including those who never ordered)
assert {o["CustomerID"] for o in orders.values()} <= set(customers)
ordered98 = {o["CustomerID"] for o in O(year(1998))}
n_idle = sum(1 for c in customers if c not in ordered98)
check(n_idle, """
    SELECT COUNT(*) FROM Customers WHERE CustomerID NOT IN (
        SELECT o.CustomerID FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID
        WHERE substr(o.OrderDate, 1, 4) = '1998')""")
golden("r9_customers_without_1998_orders", "How many customers on our books didn't place a single order in 1998?",
       n_idle, hint="int", mode="exact", difficulty="medium", tags=["negation", "customer", "anti-join"])

# 7. threshold on an order's value: orders placed in 1997 worth under $100 of revenue
#    (the count is the same before discount, so the answer does not hang on net vs gross)
ov, og = defaultdict(float), defaultdict(float)
for l in L(year(1997)):
    ov[l["OrderID"]] += l["net"]
    og[l["OrderID"]] += l["gross"]
n_small = sum(1 for v in ov.values() if v < 100)
assert n_small == sum(1 for v in og.values() if v < 100), "the count depends on the discount"
check(n_small, """
    SELECT COUNT(*) FROM (SELECT d.OrderID, SUM(%s) AS v FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE substr(o.OrderDate, 1, 4) = '1997' GROUP BY d.OrderID) WHERE v < 100""" % NET)
golden("r9_orders_under_100_1997", "how many 1997 orders came in under a hundred bucks?",
       n_small, hint="int", mode="exact", difficulty="medium", tags=["threshold", "per-order", "sloppy"])

# 8. role: revenue of the orders placed in 1997 delivered to Colchester (Orders.ShipCity). No
#    customer is based in Colchester: the orders are Around the Horn's, a London customer.
assert not [c for c in customers.values() if c["City"] == "Colchester"]
col = sum(l["net"] for l in L(year(1997), lambda l: l["o"]["ShipCity"] == "Colchester"))
assert col > 0
check(col, """
    SELECT SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE o.ShipCity = 'Colchester' AND substr(o.OrderDate, 1, 4) = '1997'""" % NET)
golden("r9_revenue_delivered_to_colchester_1997", "How much revenue did we make on orders delivered to Colchester in 1997?",
       r2(col), hint="float", mode="approximate", difficulty="hard", tags=["role", "ship-city", "period"])

# 9. third-ranked: the customer country ("market") with the third-highest 1997 revenue
cc97 = defaultdict(float)
for l in L(year(1997)):
    cc97[customers[l["o"]["CustomerID"]]["Country"]] += l["net"]
third = ranked(cc97, 3)[2][0]
check(third, """
    SELECT cu.Country FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Customers cu ON cu.CustomerID = o.CustomerID WHERE substr(o.OrderDate, 1, 4) = '1997'
    GROUP BY cu.Country ORDER BY SUM(%s) DESC LIMIT 1 OFFSET 2""" % NET)
golden("r9_third_biggest_market_1997", "which country was our number 3 market in 1997, by sales?",
       third, hint="str", mode="exact", difficulty="medium", tags=["ranking", "ordinal", "customer-country", "synonym"])

# 10. difference between two named periods: orders placed in April 1998 minus April 1997
apr98 = len(O(between("1998-04-01", "1998-04-30")))
apr97 = len(O(between("1997-04-01", "1997-04-30")))
sql_n = """SELECT COUNT(DISTINCT o.OrderID) FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID
    WHERE %s BETWEEN ? AND ?""" % OD
check(apr98, sql_n, "1998-04-01", "1998-04-30")
check(apr97, sql_n, "1997-04-01", "1997-04-30")
golden("r9_more_orders_apr98_than_apr97", "how many more orders did we get in april 98 than in april 97?",
       apr98 - apr97, hint="int", mode="exact", difficulty="medium", tags=["difference", "period", "orders", "sloppy"])

# 11. document: marketing_calendar.md, the distinct product categories promoted by the campaigns
#     that ran in 1997 (Summer Beverages 1997: Beverages, Condiments; Winter Classics 1997: Dairy
#     Products, Confections)
cal = os.path.join(DOCS, "marketing_calendar.md")
with open(cal, encoding="utf-8") as f:
    camps = re.findall(r"^### (.+)$", f.read(), re.M)
assert len(camps) == 2, camps
promoted = set()
for c in camps:
    body = section(cal, c)
    m = re.search(r"Runs from (\d{4})-\d\d-\d\d to (\d{4})-\d\d-\d\d", body)
    assert m and m.group(1) == m.group(2) == "1997", c
    found = {n["CategoryName"] for n in categories.values() if n["CategoryName"] in body}
    assert len(found) == 2, (c, found)
    promoted |= found
golden("r9_doc_categories_promoted_1997_campaigns",
       "across all our 1997 marketing campaigns, how many different product categories got promoted?",
       len(promoted), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "campaign", "count"])

# 12. unanswerable: staff turnover needs leaving dates or departures; Employees.csv has a HireDate
#     and nothing about anyone leaving, and no document mentions it
emp_head = open(os.path.join(DATA, "Employees.csv"), encoding="utf-8").readline().lower()
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert "hiredate" in emp_head
assert not re.search(r"leave|left|termin|resign|exit|end ?date|active|status|turnover|attrition", heads)
assert not re.search(r"turnover|attrition|resign|staff|headcount", docs)
golden("r9_unanswerable_staff_turnover_1997",
       "what was our staff turnover in 1997, i.e. what % of employees quit that year?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "synonym-trap"])

main(OUT, [
    "# Held-out round 9: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by evals/expected/round9.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round9.py",
])
