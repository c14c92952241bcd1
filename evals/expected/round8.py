#!/usr/bin/env python3
"""Held-out round 8 for the Northwind demo: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, agents.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/northwind/*.csv (and documents/*.md for the
document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 evals/expected/round8.py          # writes evals/heldout/round8.hcl
    python3 evals/expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
  revenue ("turnover", "sales", "spend") = SUM(UnitPrice * Quantity * (1 - Discount))
                   of the order lines, freight never included, dated by OrderDate
  discount given  = SUM(UnitPrice * Quantity * Discount) (pipe discount_impact)
  orders          = COUNT(DISTINCT OrderID), dated by OrderDate; every order has lines
  a sales rep is the order's employee; "reports to" is Employees.ReportsTo (the
                   manager himself is not one of the reps who report to him);
  ship country    = Orders.ShipCountry (where the order was sent);
  beverage sales  = revenue of the products of category Beverages;
  products per order = order lines / orders ((OrderID, ProductID) is unique, so
                   a line is one distinct product on an order).
Floats are rounded to 2 decimals (4 below 100); shares and growth are
percentages (0-100). Rankings are checked for ties. The unanswerable question
(import duties: no such data) expects route "stop"; the document question
(returns policy for beverages, which include beers) expects route "documents".
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
OUT = os.path.join(ROOT, "evals", "heldout", "round8.hcl")
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


# 1. period + metric synonym: revenue ("turnover") of the orders placed in November 1997
nov = sum(l["net"] for l in L(between("1997-11-01", "1997-11-30")))
check(nov, """
    SELECT SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE %s BETWEEN '1997-11-01' AND '1997-11-30'""" % (NET, OD))
golden("r8_turnover_nov_1997", "what was our turnover in november 1997?",
       r2(nov), hint="float", mode="approximate", difficulty="easy", tags=["period", "synonym"])

# 2. distinct count through the order lines: customers ("clients") who bought Camembert Pierrot, 1997
cam = one(products, "Camembert Pierrot", "ProductName")
n_cam = len({l["o"]["CustomerID"] for l in L(year(1997), lambda l: l["ProductID"] == cam)})
check(n_cam, """
    SELECT COUNT(DISTINCT o.CustomerID) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID
    WHERE p.ProductName = 'Camembert Pierrot' AND substr(o.OrderDate, 1, 4) = '1997'""")
golden("r8_clients_bought_camembert_1997", "how many different clients bought Camembert Pierrot in 1997",
       n_cam, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "customer", "product", "synonym"])

# 3. top-N folded into one number: combined 1998 revenue of the five customers with the most 1998
#    revenue (the cut between the 5th and the 6th is checked for a tie)
cr = defaultdict(float)
for l in L(year(1998)):
    cr[customers[l["o"]["CustomerID"]]["CompanyName"]] += l["net"]
top5 = ranked(cr, 5)
top5_sum = sum(v for _, v in top5)
check(top5_sum, """
    SELECT SUM(rev) FROM (SELECT c.CompanyName, SUM(%s) AS rev FROM Order_Details d
    JOIN Orders o ON o.OrderID = d.OrderID JOIN Customers c ON c.CustomerID = o.CustomerID
    WHERE substr(o.OrderDate, 1, 4) = '1998' GROUP BY c.CompanyName ORDER BY rev DESC LIMIT 5)""" % NET)
golden("r8_top_five_customers_combined_1998",
       "What did our five biggest customers spend with us in 1998, all together?",
       r2(top5_sum), hint="float", mode="approximate", difficulty="hard", tags=["top-n", "customer", "sum-of-top"])

# 4. ranking by a measure that is not the default: the sales rep with the second-largest discount
#    given (UnitPrice * Quantity * Discount) on orders placed in 1997. By revenue the second rep
#    would be Janet Leverling; by discount given it is Robert King.
dg, rv = defaultdict(float), defaultdict(float)
for l in L(year(1997)):
    k = emp_name(employees[l["o"]["EmployeeID"]])
    dg[k] += l["given"]
    rv[k] += l["net"]
second_disc = ranked(dg, 2)[1][0]
assert second_disc != ranked(rv, 2)[1][0]
check(second_disc, """
    SELECT e.FirstName || ' ' || e.LastName AS emp FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Employees e ON e.EmployeeID = o.EmployeeID WHERE substr(o.OrderDate, 1, 4) = '1997'
    GROUP BY emp ORDER BY SUM(d.UnitPrice * d.Quantity * d.Discount) DESC LIMIT 1 OFFSET 1""")
golden("r8_second_most_discount_rep_1997",
       "Which sales rep gave away the second-largest amount in discounts in 1997?",
       second_disc, hint="str", mode="exact", difficulty="hard", tags=["ranking", "non-default-metric", "employee", "ordinal"])

# 5. threshold on a per-product value: products with more than $20,000 of revenue, orders placed in 1997
#    (the count is the same before discount, so "sales" read as gross sales gives the same answer)
pr, pg = defaultdict(float), defaultdict(float)
for l in L(year(1997)):
    pr[l["product"]] += l["net"]
    pg[l["product"]] += l["gross"]
n_20k = sum(1 for v in pr.values() if v > 20000)
assert n_20k == sum(1 for v in pg.values() if v > 20000), "the count depends on the discount"
check(n_20k, """
    SELECT COUNT(*) FROM (SELECT d.ProductID, SUM(%s) AS v FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE substr(o.OrderDate, 1, 4) = '1997' GROUP BY d.ProductID) WHERE v > 20000""" % NET)
golden("r8_products_over_20k_1997", "how many products brought in over $20k in sales in 1997",
       n_20k, hint="int", mode="exact", difficulty="medium", tags=["threshold", "product", "count"])

# 6. exclusion on the ship country: orders placed in Q4 1997 not shipped to Germany or the USA
n_ex = len(O(between("1997-10-01", "1997-12-31"), lambda o: o["ShipCountry"] not in ("Germany", "USA")))
check(n_ex, """
    SELECT COUNT(DISTINCT o.OrderID) FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID
    WHERE %s BETWEEN '1997-10-01' AND '1997-12-31' AND o.ShipCountry NOT IN ('Germany', 'USA')""" % OD)
golden("r8_orders_q4_1997_not_germany_usa",
       "Number of orders placed in Q4 1997 that weren't shipped to Germany or the USA?",
       n_ex, hint="int", mode="exact", difficulty="medium", tags=["negation", "ship-country", "period"])

# 7. share of a total: Margaret Peacock's share of the orders placed in 1997
o97 = O(year(1997))
peacock = one(employees, "Peacock", "LastName")
share_mp = sum(1 for o in o97 if o["EmployeeID"] == peacock) / len(o97) * 100
check(share_mp, """
    SELECT 100.0 * COUNT(DISTINCT CASE WHEN e.LastName = 'Peacock' THEN o.OrderID END) / COUNT(DISTINCT o.OrderID)
    FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID JOIN Employees e ON e.EmployeeID = o.EmployeeID
    WHERE substr(o.OrderDate, 1, 4) = '1997'""")
golden("r8_peacock_share_of_orders_1997", "What percentage of the orders we took in 1997 were handled by Margaret Peacock?",
       r2(share_mp), hint="float", mode="approximate", difficulty="medium", tags=["share", "employee", "orders"])

# 8. growth between two periods: Beverages revenue, Q1 1997 -> Q1 1998, in percent
def bev(lo, hi):
    return sum(l["net"] for l in L(between(lo, hi), lambda l: l["category"] == "Beverages"))


b97, b98 = bev("1997-01-01", "1997-03-31"), bev("1998-01-01", "1998-03-31")
g_bev = (b98 - b97) / b97 * 100
sql_bev = """SELECT SUM(%s) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = 'Beverages' AND %s BETWEEN ? AND ?""" % (NET, OD)
check(b97, sql_bev, "1997-01-01", "1997-03-31")
check(b98, sql_bev, "1998-01-01", "1998-03-31")
golden("r8_beverage_sales_growth_q1_97_q1_98", "how much did beverage sales grow from q1 97 to q1 98, in %?",
       r2(g_bev), hint="float", mode="approximate", difficulty="medium", tags=["growth", "category", "sloppy"])

# 9. average per order: distinct products per order, orders placed in 1997 (lines / orders)
ppo = len(L(year(1997))) / len(o97)
check(ppo, """
    SELECT 1.0 * COUNT(*) / COUNT(DISTINCT d.OrderID) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE substr(o.OrderDate, 1, 4) = '1997'""")
golden("r8_products_per_order_1997", "On average, how many different products were on each order placed in 1997?",
       r2(ppo), hint="float", mode="approximate", difficulty="medium", tags=["average", "per-order"])

# 10. role (manager vs employee): orders placed in 1997 taken by the reps who report to Steven
#     Buchanan (Employees.ReportsTo = his EmployeeID; he is not one of them)
buch = one(employees, "Buchanan", "LastName")
team = {k for k, e in employees.items() if e["ReportsTo"] == buch}
assert buch not in team and len(team) == 3
n_team = sum(1 for o in o97 if o["EmployeeID"] in team)
check(n_team, """
    SELECT COUNT(DISTINCT o.OrderID) FROM Orders o JOIN Order_Details d ON d.OrderID = o.OrderID
    JOIN Employees e ON e.EmployeeID = o.EmployeeID JOIN Employees m ON m.EmployeeID = e.ReportsTo
    WHERE m.FirstName = 'Steven' AND m.LastName = 'Buchanan' AND substr(o.OrderDate, 1, 4) = '1997'""")
golden("r8_orders_by_buchanan_reports_1997", "How many 1997 orders were taken by the reps who report to Steven Buchanan?",
       n_team, hint="int", mode="exact", difficulty="hard", tags=["role", "hierarchy", "employee"])

# 11. document: returns_policy.md, beverages returnable within 14 days if unopened (catalog.md:
#     Beverages include beers)
bev_sec = section(os.path.join(DOCS, "returns_policy.md"), "Beverages")
days = [int(x) for x in re.findall(r"returned within (\d+) days if unopened", bev_sec)]
assert len(days) == 1
assert "beers" in open(os.path.join(DOCS, "catalog.md"), encoding="utf-8").read()
golden("r8_doc_return_window_unopened_beer", "how long does a customer have to send back an unopened case of beer, in days?",
       days[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "ordinary-words"])

# 12. unanswerable: no customs or import duty anywhere in the data or documents
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"duty|duties|customs|tariff|import|tax", heads) and not re.search(r"duty|duties|customs|tariff", docs)
golden("r8_unanswerable_import_duties_japan_1997",
       "how much did we pay in import duties on goods from our japanese suppliers in 1997",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by evals/expected/round8.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round8.py",
])
