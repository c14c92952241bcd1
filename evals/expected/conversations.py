#!/usr/bin/env python3
"""Conversations for the Northwind demo: goldens of 3-5 turns where each question
follows up the answer before it. Every expected value is computed here from
data/northwind/*.csv with the Python standard library only (no datacopilot, no
DuckDB), following the definitions of knowledge.hcl (see round3.py):
  revenue    = SUM(UnitPrice * Quantity * (1 - Discount)) of order lines, by OrderDate
  orders     = COUNT(DISTINCT OrderID), by OrderDate
  units sold = SUM(Quantity), by OrderDate
  country    = the customer's country (customers.Country)
The questions were written before running datacopilot on them.

    python3 evals/expected/conversations.py          # writes evals/conversations.hcl
    python3 evals/expected/conversations.py --print  # prints it instead
"""
import csv
import datetime as dt
import math
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from convlib import r2, ranked, render, turn  # noqa: E402

ROOT = os.path.join(HERE, "..", "..")
DATA = os.path.join(ROOT, "data", "northwind")
OUT = os.path.join(ROOT, "evals", "conversations.hcl")


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


orders = {o["OrderID"]: o for o in load("Orders.csv")}
lines = load("Order_Details.csv")
products = {p["ProductID"]: p for p in load("Products.csv")}
categories = {c["CategoryID"]: c for c in load("Categories.csv")}
customers = {c["CustomerID"]: c for c in load("Customers.csv")}
shippers = {s["ShipperID"]: s for s in load("Shippers.csv")}
for l in lines:
    o = orders[l["OrderID"]]
    p = products[l["ProductID"]]
    l["od"] = dt.date.fromisoformat(o["OrderDate"][:10])
    l["net"] = float(l["UnitPrice"]) * int(l["Quantity"]) * (1 - float(l["Discount"]))
    l["qty"] = int(l["Quantity"])
    l["product"] = p["ProductName"]
    l["category"] = categories[p["CategoryID"]]["CategoryName"]
    l["country"] = customers[o["CustomerID"]]["Country"]
    l["shipper"] = shippers[o["ShipVia"]]["CompanyName"]


def L(*preds):
    return [l for l in lines if all(p(l) for p in preds)]


def year(y):
    return lambda l: l["od"].year == y


def rev(ls):
    return r2(sum(l["net"] for l in ls))


def by(key, ls, value=lambda l: l["net"]):
    d = defaultdict(float)
    for l in ls:
        d[l[key]] += value(l)
    return d


def rows(d, key, n=None, reverse=True, value="revenue"):
    return [{key: k, value: r2(v)} for k, v in ranked(d, n, reverse)]


def quarters(ls, value=lambda l: l["net"]):
    d = defaultdict(float)
    for l in ls:
        d["%d-Q%d" % (l["od"].year, (l["od"].month - 1) // 3 + 1)] += value(l)
    return d


CONVS = []


def conversation(name, kinds, *turns, difficulty="medium"):
    CONVS.append({"name": name, "kinds": kinds, "turns": list(turns), "difficulty": difficulty})


# 1. a new period, a value, a value replacing it, a negation
cat97, cat98 = by("category", L(year(1997))), by("category", L(year(1998)))
conversation(
    "conv_category_years", ["period", "value", "negation"],
    turn("Revenue by category in 1997", rows(cat97, "category"), "list[{category:str, revenue:float}]", "approximate"),
    turn("and in 1998?", rows(cat98, "category"), "list[{category:str, revenue:float}]", "approximate"),
    turn("only Beverages", r2(cat98["Beverages"]), "float", "approximate"),
    turn("what about Seafood?", r2(cat98["Seafood"]), "float", "approximate"),
    turn("excluding Seafood", rev(L(year(1998), lambda l: l["category"] != "Seafood")), "float", "approximate"),
)

# 2. a new N and order, a new period
p97, p98 = by("product", L(year(1997))), by("product", L(year(1998)))
conversation(
    "conv_top_products", ["order", "limit", "period"],
    turn("Top 5 products by revenue in 1997", rows(p97, "product", 5), "list[{product:str, revenue:float}]", "approximate"),
    turn("what about the bottom 5?", rows(p97, "product", 5, reverse=False), "list[{product:str, revenue:float}]", "approximate"),
    turn("and in 1998?", rows(p98, "product", 5, reverse=False), "list[{product:str, revenue:float}]", "approximate"),
    turn("show the top 3 instead", rows(p98, "product", 3), "list[{product:str, revenue:float}]", "approximate"),
)

# 3. a breakdown of "that", a grain, a new metric
q97 = quarters(L(year(1997)))
conversation(
    "conv_revenue_breakdown", ["pronoun", "breakdown", "grain", "metric"],
    turn("Revenue in 1997", rev(L(year(1997))), "float", "approximate"),
    turn("break that down by category", rows(cat97, "category"), "list[{category:str, revenue:float}]", "approximate"),
    turn("by quarter instead", [{"quarter": k, "revenue": r2(v)} for k, v in sorted(q97.items())], "list[{quarter:str, revenue:float}]", "approximate"),
    turn("what about units sold?", [{"quarter": k, "units": int(v)} for k, v in sorted(quarters(L(year(1997)), lambda l: l["qty"]).items())], "list[{quarter:str, units:int}]", "exact"),
)

# 4. "the same" for another period, a new metric, a value
def n_orders(ls):
    return len({l["OrderID"] for l in ls})


conversation(
    "conv_orders_then_revenue", ["pronoun", "period", "metric", "value"],
    turn("How many orders were placed in 1997?", n_orders(L(year(1997))), "int"),
    turn("the same for 1998", n_orders(L(year(1998))), "int"),
    turn("and revenue?", rev(L(year(1998))), "float", "approximate"),
    turn("only customers in Germany", rev(L(year(1998), lambda l: l["country"] == "Germany")), "float", "approximate"),
)

# 5. a product, another product, another period, "its" revenue
def units(ls):
    return sum(l["qty"] for l in ls)


chai, chang = (lambda l: l["product"] == "Chai"), (lambda l: l["product"] == "Chang")
conversation(
    "conv_product_units", ["value", "period", "metric", "pronoun"],
    turn("Units sold of Chai in 1997", units(L(year(1997), chai)), "int"),
    turn("what about Chang?", units(L(year(1997), chang)), "int"),
    turn("and in 1998?", units(L(year(1998), chang)), "int"),
    turn("and what was its revenue?", rev(L(year(1998), chang)), "float", "approximate"),
)

# 6. a ranking, a new N, a negation, a new period
c98 = by("country", L(year(1998)))
c98x = by("country", L(year(1998), lambda l: l["country"] != "USA"))
c97x = by("country", L(year(1997), lambda l: l["country"] != "USA"))
conversation(
    "conv_countries", ["limit", "negation", "period"],
    turn("Which customer country brought the most revenue in 1998?", ranked(c98, 1)[0][0], "str"),
    turn("top 3", rows(c98, "country", 3), "list[{country:str, revenue:float}]", "approximate"),
    turn("excluding USA", rows(c98x, "country", 3), "list[{country:str, revenue:float}]", "approximate"),
    turn("and in 1997?", rows(c97x, "country", 3), "list[{country:str, revenue:float}]", "approximate"),
)

# 7. "why did it drop?": the change from the period before to the answer's
# period, broken down by the values of dimensions (shipper and category are
# among those the planner picks: the text dimensions with the fewest values),
# each value's change and its share of the whole change; then a value pinned
# (its dimension leaves the breakdown) and a breakdown asked for
def half_up(x):
    """Two decimals, halves away from zero, as the plan's round() does."""
    return math.copysign(math.floor(abs(x) * 100 + 0.5) / 100, x)


def drivers(label, key, before, after, *preds):
    a, b = by(key, L(year(before), *preds)), by(key, L(year(after), *preds))
    total = sum(b.values()) - sum(a.values())
    out = []
    for k in sorted(set(a) | set(b)):
        change = b.get(k, 0.0) - a.get(k, 0.0)
        out.append({"dimension": label, "value": k, "change": r2(change), "share_of_change": half_up(change / total * 100)})
    return out


DRIVERS = "list[{dimension:str, value:str, change:float, share_of_change:float}]"
bev = lambda l: l["category"] == "Beverages"  # noqa: E731
conversation(
    "conv_why_drop", ["drivers", "value", "breakdown"],
    turn("Revenue in 1998", rev(L(year(1998))), "float", "approximate"),
    turn("why did it drop?", drivers("Shipper", "shipper", 1997, 1998) + drivers("Category", "category", 1997, 1998), DRIVERS, "contains"),
    turn("only Beverages", drivers("Shipper", "shipper", 1997, 1998, bev), DRIVERS, "contains"),
    turn("and by country?", drivers("Country", "country", 1997, 1998, bev), DRIVERS, "contains"),
)

HEADER = [
    "# Conversations: each turn follows up the answer before it (asked with its",
    "# context). GENERATED by evals/expected/conversations.py from data/northwind/*.csv",
    "# (Python standard library, not datacopilot); edit the script, not this file.",
]

if __name__ == "__main__":
    assert len(CONVS) >= 5
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, CONVS, sys.stdout)
    else:
        with open(OUT, "w", encoding="utf-8") as f:
            render(HEADER, CONVS, f)
        print("wrote %s (%d conversations, %d turns)" % (OUT, len(CONVS), sum(len(c["turns"]) for c in CONVS)))
