#!/usr/bin/env python3
"""Held-out round 6 for the Northwind demo: 12 questions in the words of business
users, written from the data, knowledge.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and before running datacopilot. Every
expected value is computed here from data/northwind/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 evals/expected/round6.py          # writes evals/heldout/round6.hcl
    python3 evals/expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/returns_policy.md, documents/catalog.md):
  revenue ("sales") = SUM(UnitPrice * Quantity * (1 - Discount)) of order lines,
                   freight never included; dated by OrderDate (metric "revenue")
  gross margin   = SUM(UnitPrice * 0.3 * Quantity * (1 - Discount)), dated by OrderDate
  orders         = COUNT(DISTINCT OrderID), dated by OrderDate
  units sold     = SUM(Quantity) of order lines, dated by OrderDate
  freight        = orders.Freight, per order, dated by OrderDate
  discounted lines = order lines with Discount > 0 (filter "discounted")
  customers on record = every row of Customers.csv (metric "customers")
  a sales rep is the order's employee; a shipper is the order's ShipVia; "shipped to"
  is the order's ShipCountry.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties at
the cut and inside the list; breakdowns list every row, largest first. The
unanswerable question expects route "stop" (no campaign spend is recorded); the
returns question expects route "documents".
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
OUT = os.path.join(ROOT, "evals", "heldout", "round6.hcl")
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
shippers = {s["ShipperID"]: s for s in load("Shippers.csv")}
for o in orders.values():
    o["od"] = day(o["OrderDate"])
for l in lines:
    o = orders[l["OrderID"]]
    p = products[l["ProductID"]]
    l["o"] = o
    l["od"] = o["od"]
    l["qty"] = int(l["Quantity"])
    l["disc"] = float(l["Discount"])
    l["net"] = float(l["UnitPrice"]) * l["qty"] * (1 - l["disc"])
    l["margin"] = float(l["UnitPrice"]) * 0.3 * l["qty"] * (1 - l["disc"])
    l["product"] = p["ProductName"]
    l["category"] = categories[p["CategoryID"]]["CategoryName"]

DB = sqlite_db(DATA, ["Orders.csv", "Order_Details.csv", "Products.csv", "Categories.csv",
                      "Customers.csv", "Employees.csv", "Shippers.csv"])
# SQL dates: OrderDate is "1996-07-04 00:00:00.000", its first 10 characters the day.
OD = "substr(o.OrderDate, 1, 10)"


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda x: x["od"] is not None and lo <= x["od"] <= hi


def L(*preds):
    return [l for l in lines if all(p(l) for p in preds)]


def O(*preds):
    return [o for o in orders.values() if all(p(o) for p in preds)]


def emp_name(e):
    return e["FirstName"] + " " + e["LastName"]


# 1. period + category: units sold of Condiments, orders placed 1996-10-01..1996-12-31
units_cond = sum(l["qty"] for l in L(between("1996-10-01", "1996-12-31"), lambda l: l["category"] == "Condiments"))
check(units_cond, """
    SELECT SUM(d.Quantity) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE c.CategoryName = 'Condiments' AND %s BETWEEN '1996-10-01' AND '1996-12-31'""" % OD)
golden("r6_condiments_units_q4_1996", "How many units of Condiments did we sell in the fourth quarter of 1996?",
       units_cond, hint="int", mode="exact", difficulty="easy", tags=["period", "category"])

# 2. period + employee: orders (distinct OrderID) taken by Nancy Davolio in April 1998.
#    Python counts Orders.csv rows; SQL counts distinct OrderID of the order lines.
nancy = [k for k, e in employees.items() if emp_name(e) == "Nancy Davolio"]
assert len(nancy) == 1
n_nancy = len(O(between("1998-04-01", "1998-04-30"), lambda o: o["EmployeeID"] == nancy[0]))
check(n_nancy, """
    SELECT COUNT(DISTINCT d.OrderID) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Employees e ON e.EmployeeID = o.EmployeeID
    WHERE e.FirstName = 'Nancy' AND e.LastName = 'Davolio' AND %s BETWEEN '1998-04-01' AND '1998-04-30'""" % OD)
golden("r6_davolio_orders_apr_1998", "How many orders did Nancy Davolio take in April 1998?",
       n_nancy, hint="int", mode="exact", difficulty="easy", tags=["period", "count"])

# 3. named filter: discounted order lines (Discount > 0), orders placed 1997-07-01..1997-09-30
n_disc = len(L(between("1997-07-01", "1997-09-30"), lambda l: l["disc"] > 0))
check(n_disc, """
    SELECT COUNT(*) FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    WHERE d.Discount > 0 AND %s BETWEEN '1997-07-01' AND '1997-09-30'""" % OD)
golden("r6_discounted_lines_q3_1997", "How many order lines were sold at a discount between July and September 1997?",
       n_disc, hint="int", mode="exact", difficulty="medium", tags=["period", "named-filter", "count"])

# 4. top-n on a defined metric: gross margin per employee, orders placed in Q4 1997
gm = defaultdict(float)
for l in L(between("1997-10-01", "1997-12-31")):
    gm[emp_name(employees[l["o"]["EmployeeID"]])] += l["margin"]
top_gm = ranked(gm, 4)
check(top_gm, """
    SELECT e.FirstName || ' ' || e.LastName AS employee, SUM(d.UnitPrice * 0.3 * d.Quantity * (1 - d.Discount)) AS gm
    FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID JOIN Employees e ON e.EmployeeID = o.EmployeeID
    WHERE %s BETWEEN '1997-10-01' AND '1997-12-31' GROUP BY employee ORDER BY gm DESC LIMIT 4""" % OD)
golden("r6_top4_reps_gross_margin_q4_1997", "Give me the four sales reps with the highest gross margin in Q4 1997",
       [{"employee": k, "gross_margin": r2(v)} for k, v in top_gm],
       hint="list[{employee:str, gross_margin:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "defined-metric"])

# 5. ordinal: the product with the third-highest revenue ("sales"), orders placed in 1996
pr = defaultdict(float)
for l in L(lambda l: l["od"].year == 1996):
    pr[l["product"]] += l["net"]
third = ranked(pr, 3)[2][0]
check(third, """
    SELECT p.ProductName FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID WHERE substr(o.OrderDate, 1, 4) = '1996'
    GROUP BY p.ProductName ORDER BY SUM(d.UnitPrice * d.Quantity * (1 - d.Discount)) DESC LIMIT 1 OFFSET 2""")
golden("r6_third_product_sales_1996", "Which product had the third-highest sales in 1996?",
       third, hint="str", mode="exact", difficulty="medium", tags=["ordinal"])

# 6. breakdown: units sold per category, orders placed in 1997, every category, largest first
cu = defaultdict(int)
for l in L(lambda l: l["od"].year == 1997):
    cu[l["category"]] += l["qty"]
assert len(cu) == len(categories)
units_by_cat = ranked(cu)
check(units_by_cat, """
    SELECT c.CategoryName, SUM(d.Quantity) AS u FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID
    JOIN Products p ON p.ProductID = d.ProductID JOIN Categories c ON c.CategoryID = p.CategoryID
    WHERE substr(o.OrderDate, 1, 4) = '1997' GROUP BY c.CategoryName ORDER BY u DESC""")
golden("r6_units_by_category_1997", "Break down 1997 units sold by product category",
       [{"category": k, "units_sold": v} for k, v in units_by_cat],
       hint="list[{category:str, units_sold:int}]", mode="exact", difficulty="easy", tags=["breakdown"])

# 7. breakdown through the order's shipper: revenue per shipper, orders placed 1997-07-01..1997-12-31
sr = defaultdict(float)
for l in L(between("1997-07-01", "1997-12-31")):
    sr[shippers[l["o"]["ShipVia"]]["CompanyName"]] += l["net"]
assert len(sr) == len(shippers)
rev_by_shipper = ranked(sr)
check(rev_by_shipper, """
    SELECT s.CompanyName, SUM(d.UnitPrice * d.Quantity * (1 - d.Discount)) AS r
    FROM Order_Details d JOIN Orders o ON o.OrderID = d.OrderID JOIN Shippers s ON s.ShipperID = o.ShipVia
    WHERE %s BETWEEN '1997-07-01' AND '1997-12-31' GROUP BY s.CompanyName ORDER BY r DESC""" % OD)
golden("r6_revenue_by_shipper_h2_1997", "Revenue per shipper for orders placed in the second half of 1997",
       [{"shipper": k, "revenue": r2(v)} for k, v in rev_by_shipper],
       hint="list[{shipper:str, revenue:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "role"])

# 8. average per entity: freight per order, orders placed in 1998 with ShipCountry Sweden
#    (every one of them has shipped, so "shipped to" is not in doubt)
se = O(lambda o: o["od"].year == 1998, lambda o: o["ShipCountry"] == "Sweden")
assert se and all(o["ShippedDate"] for o in se)
avg_fr = sum(float(o["Freight"]) for o in se) / len(se)
check(avg_fr, """
    SELECT SUM(o.Freight) * 1.0 / COUNT(*) FROM Orders o
    WHERE substr(o.OrderDate, 1, 4) = '1998' AND o.ShipCountry = 'Sweden'""")
golden("r6_avg_freight_per_order_sweden_1998",
       "On average, how much freight did we charge per order on the 1998 orders shipped to Sweden?",
       r2(avg_fr), hint="float", mode="approximate", difficulty="medium", tags=["average-per-entity", "role"])

# 9. negation ("never"): customers on record (every row of Customers.csv) with no order at all
ordering = {o["CustomerID"] for o in orders.values()}
n_never = sum(1 for c in customers if c not in ordering)
check(n_never, """
    SELECT COUNT(*) FROM Customers c WHERE NOT EXISTS (SELECT 1 FROM Orders o WHERE o.CustomerID = c.CustomerID)""")
golden("r6_customers_never_ordered", "How many customers on record have never placed a single order?",
       n_never, hint="int", mode="exact", difficulty="medium", tags=["negation", "never", "count"])

# 10. document: pasta is a Grains/Cereals product (catalog.md); grains are non-perishable,
#     returnable within 30 days in their original packaging (returns_policy.md)
cat_text = " ".join(open(os.path.join(DOCS, "catalog.md"), encoding="utf-8").read().split())
assert re.search(r"Grains/Cereals: [^.]*\bpasta\b", cat_text)
nonper = section(os.path.join(DOCS, "returns_policy.md"), "Non-perishable goods")
assert "grains" in nonper and "original packaging" in nonper
days = [int(x) for x in re.findall(r"within (\d+) days", nonper)]
assert len(days) == 1
golden("r6_doc_pasta_return_days", "How many days does a customer have to return pasta in its original packaging?",
       days[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 11. distinct count through a role: distinct customers of the orders carried by (ShipVia)
#     Federal Shipping, orders placed in 1997
fed = [k for k, s in shippers.items() if s["CompanyName"] == "Federal Shipping"]
assert len(fed) == 1
n_fed_cust = len({o["CustomerID"] for o in O(lambda o: o["od"].year == 1997, lambda o: o["ShipVia"] == fed[0])})
check(n_fed_cust, """
    SELECT COUNT(DISTINCT o.CustomerID) FROM Orders o JOIN Shippers s ON s.ShipperID = o.ShipVia
    WHERE s.CompanyName = 'Federal Shipping' AND substr(o.OrderDate, 1, 4) = '1997'""")
golden("r6_federal_shipping_distinct_customers_1997",
       "How many different customers did Federal Shipping deliver to, counting the orders placed in 1997?",
       n_fed_cust, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "role"])

# 12. unanswerable: no advertising or campaign spend anywhere (no column, and the marketing
#     calendar gives dates and categories only)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        head = open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
        assert not re.search(r"spend|budget|advert|cost|marketing", head), f
cal = open(os.path.join(DOCS, "marketing_calendar.md"), encoding="utf-8").read().lower()
assert not re.search(r"\$|budget|spend|advertis", cal)
golden("r6_unanswerable_winter_classics_ad_spend", "What did we spend on advertising for the Winter Classics 1997 campaign?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by evals/expected/round6.py from",
    "# data/northwind/*.csv (Python standard library only).",
    "# GENERATED: python3 evals/expected/round6.py",
])
