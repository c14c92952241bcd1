#!/usr/bin/env python3
"""Held-out round 13 for the library workspace: 12 new questions in the words
of different users (a branch manager, a finance clerk, terse and sloppy ones,
long polite ones, and everyday words the knowledge files do not use: "hand
over to pay off fines"), written by an independent
question writer from the data, knowledge.hcl, pipes/*.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with the
Python standard library only (csv, datetime, collections), then a second time
by hand-written SQL over the same CSV files loaded into sqlite3, and the two
are asserted equal. The document answer is taken from
documents/lending_policy.md and only checked to be stated there.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) belongs to the day it was borrowed and to the borrowing
  branch; a return to the day it came back and to the return branch (rule
  borrow_vs_return_branch); every loan status counts as a loan;
- member attributes of a fine come through its loan (fines.member_id equals
  the loan's member_id for every fine, asserted); fines charged are dated by
  assessed_on, whatever their status; fines collected ("money handed over")
  are the paid fines dated by paid_on;
- "senior cardholders" / "adult cardholders" = members.member_type;
- a title is items.title (each title has one author, asserted); an author is
  items.author (empty for magazines, left out);
- loan length = days from borrowed_on to returned_on over returned loans
  (status 'returned'), by the checkout day; "print books (not large print)" =
  items.format = 'Book';
- "came back more than 30 days late" = returned loans with days_overdue > 30
  (strict; the 8 loans of exactly 30 days are not counted);
- "haven't borrowed anything" = no loan at all in the data (2023-2024);
- percentages are 0-100; floats are rounded to 4 decimals (2 from 100 up),
  money to the cent.
Rankings are checked for ties at the asked position and the next one.
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
PREFIX = "r13_"

# ---------------------------------------------------------------- helpers
GOLDENS = []


def golden(name, question, expect=None, hint=None, mode="exact", route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith(PREFIX), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert route in (None, "documents"), route
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


def rnd(x):
    """4 decimals, 2 from 100 up (well inside the 0.1% relative tolerance)."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def nth(counts, n, reverse=True):
    """The n-th item (1-based) by value, refusing a tie at n-1/n/n+1."""
    items = sorted(counts.items(), key=lambda kv: (-kv[1] if reverse else kv[1], str(kv[0])))
    vals = [round(v, 6) for _, v in items]
    if n >= 2:
        assert vals[n - 2] != vals[n - 1], ("tie above", items[n - 2], items[n - 1])
    if n < len(vals):
        assert vals[n - 1] != vals[n], ("tie below", items[n - 1], items[n])
    return items[n - 1][0]


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float, str)):
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


def main(header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


def sqlite_db(files):
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(DATA, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


def check(value, sql, *params):
    """The Python answer equals the first cell of the SQL answer."""
    got = DB.execute(sql, params).fetchall()[0][0]
    if isinstance(value, float) or isinstance(got, float):
        assert abs(value - got) <= 1e-6 * max(1.0, abs(value)), (value, got, sql)
    else:
        assert value == got, (value, got, sql)


def doc_says(fname, sentence):
    with open(os.path.join(DOCS, fname), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert sentence in text, (fname, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


# ---------------------------------------------------------------- data
loans = load("loans.csv")
fines = load("fines.csv")
items = {i["item_id"]: i for i in load("items.csv")}
members = {m["member_id"]: m for m in load("members.csv")}
branches = {b["branch_id"]: b for b in load("branches.csv")}
bid = {b["branch_name"]: k for k, b in branches.items()}
by_loan = {l["loan_id"]: l for l in loans}
assert all(f["member_id"] == by_loan[f["loan_id"]]["member_id"] for f in fines)
assert len({i["title"] for i in items.values()}) == len({(i["title"], i["author"]) for i in items.values()})
assert all((f["paid_on"] != "") == (f["status"] == "paid") for f in fines)
DB = sqlite_db(["loans.csv", "fines.csv", "items.csv", "members.csv", "branches.csv"])


def days(a, b):
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


def mtype(member_id):
    return members[member_id]["member_type"]


# 1. total with two filters (fine type + card type) in a year -----------------------
v1 = sum(float(f["amount"]) for f in fines
         if f["fine_type"] == "Late return" and f["assessed_on"].startswith("2024")
         and mtype(by_loan[f["loan_id"]]["member_id"]) == "Senior")
check(v1, """SELECT SUM(f.amount) FROM fines f JOIN loans l ON l.loan_id = f.loan_id
             JOIN members m ON m.member_id = l.member_id
             WHERE f.fine_type = 'Late return' AND m.member_type = 'Senior'
               AND f.assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_senior_late_fines_charged_2024",
       "how much did we charge senior cardholders in late fines in 2024",
       round(v1, 2), "float", "approximate", difficulty="easy",
       tags=["total", "two-filters", "fines", "member-type", "year", "terse"])

# 2. distinct entities constrained by facts -----------------------------------------
v2 = len({items[l["item_id"]]["title"] for l in loans
          if l["borrow_branch_id"] == bid["Harbor Point"] and l["borrowed_on"].startswith("2023")})
check(v2, """SELECT COUNT(DISTINCT i.title) FROM loans l JOIN items i ON i.item_id = l.item_id
             JOIN branches b ON b.branch_id = l.borrow_branch_id
             WHERE b.branch_name = 'Harbor Point' AND l.borrowed_on LIKE '2023-%'""")
golden("r13_distinct_titles_borrowed_harbor_point_2023",
       "How many different titles were checked out at Harbor Point during 2023?",
       v2, "int", difficulty="medium",
       tags=["distinct-count", "titles", "borrow-branch", "year"])

# 3. ranking: the n-th --------------------------------------------------------------
c3 = Counter(items[l["item_id"]]["author"] for l in loans
             if l["borrowed_on"].startswith("2024") and items[l["item_id"]]["author"])
v3 = nth(c3, 3)
check(v3, """SELECT i.author FROM loans l JOIN items i ON i.item_id = l.item_id
             WHERE l.borrowed_on LIKE '2024-%' AND i.author IS NOT NULL
             GROUP BY i.author ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r13_third_most_borrowed_author_2024",
       "who was our 3rd most borrowed author in 2024, counting checkouts?",
       v3, "str", difficulty="medium",
       tags=["ordinal", "ranking", "author", "loans", "year", "sloppy"])

# 4. negation -----------------------------------------------------------------------
borrowers = {l["member_id"] for l in loans}
new24 = [m for m in members.values() if m["joined_on"].startswith("2024")]
v4 = sum(1 for m in new24 if m["member_id"] not in borrowers)
check(v4, """SELECT COUNT(*) FROM members m WHERE m.joined_on LIKE '2024-%'
             AND m.member_id NOT IN (SELECT member_id FROM loans)""")
golden("r13_2024_new_members_never_borrowed",
       "Of the people who got a library card in 2024, how many haven't borrowed a single thing yet?",
       v4, "int", difficulty="hard",
       tags=["negation", "members", "new-members", "year", "idiom"])

# 5. comparison between two groups (difference) --------------------------------------
def loan_len(fmt):
    return mean(days(l["borrowed_on"], l["returned_on"]) for l in loans
                if l["status"] == "returned" and l["borrowed_on"].startswith("2023")
                and items[l["item_id"]]["format"] == fmt)


v5 = loan_len("Book") - loan_len("DVD")
check(v5, """SELECT AVG(CASE WHEN i.format = 'Book' THEN julianday(l.returned_on) - julianday(l.borrowed_on) END)
                  - AVG(CASE WHEN i.format = 'DVD' THEN julianday(l.returned_on) - julianday(l.borrowed_on) END)
             FROM loans l JOIN items i ON i.item_id = l.item_id
             WHERE l.status = 'returned' AND l.borrowed_on LIKE '2023-%'""")
golden("r13_book_vs_dvd_loan_length_2023",
       "For things checked out in 2023, on average how many more days did people keep print books (not "
       "large print) than DVDs before bringing them back?",
       rnd(v5), "float", "approximate", difficulty="medium",
       tags=["group-comparison", "difference", "loan-length", "format", "year"])

# 6. share of a total ---------------------------------------------------------------
f23 = [f for f in fines if f["assessed_on"].startswith("2023")]
v6 = 100.0 * sum(float(f["amount"]) for f in f23 if f["status"] == "waived") / sum(float(f["amount"]) for f in f23)
check(v6, """SELECT 100.0 * SUM(CASE WHEN status = 'waived' THEN amount ELSE 0 END) / SUM(amount)
             FROM fines WHERE assessed_on LIKE '2023-%'""")
golden("r13_waived_share_of_fines_2023",
       "Of all the fines we charged in 2023, what percentage of the dollar amount was waived in the end?",
       rnd(v6), "float", "approximate", difficulty="medium",
       tags=["share", "fines", "waived", "amount", "year"])

# 7. threshold ----------------------------------------------------------------------
late30 = [l for l in loans if l["status"] == "returned" and l["borrowed_on"].startswith("2023")]
v7 = sum(1 for l in late30 if int(l["days_overdue"]) > 30)
assert v7 == sum(1 for l in late30 if days(l["due_date"], l["returned_on"]) > 30)
check(v7, """SELECT COUNT(*) FROM loans WHERE status = 'returned' AND borrowed_on LIKE '2023-%'
             AND days_overdue > 30""")
golden("r13_2023_loans_returned_over_30_days_late",
       "how many 2023 checkouts came back more than 30 days late?",
       v7, "int", difficulty="easy",
       tags=["threshold", "late-return", "loans", "year", "terse"])

# 8. role: return branch vs borrowing branch ----------------------------------------
ms = bid["Market Street"]
v8 = sum(1 for l in loans if l["return_branch_id"] == ms and "2024-07-01" <= l["returned_on"] <= "2024-09-30"
         and l["borrow_branch_id"] != ms)
check(v8, """SELECT COUNT(*) FROM loans l JOIN branches r ON r.branch_id = l.return_branch_id
             WHERE r.branch_name = 'Market Street' AND l.borrow_branch_id <> l.return_branch_id
               AND l.returned_on BETWEEN '2024-07-01' AND '2024-09-30'""")
golden("r13_market_street_returns_borrowed_elsewhere_q3_2024",
       "In Q3 2024, how many items were returned at Market Street that had been borrowed at some other branch?",
       v8, "int", difficulty="hard",
       tags=["role", "return-branch", "borrow-branch", "returns", "quarter"])

# 9. per-entity amount --------------------------------------------------------------
c9 = Counter(l["member_id"] for l in loans if l["borrowed_on"].startswith("2024") and mtype(l["member_id"]) == "Adult")
v9 = sum(1 for n in c9.values() if n > 15)
check(v9, """SELECT COUNT(*) FROM (SELECT l.member_id FROM loans l JOIN members m ON m.member_id = l.member_id
             WHERE m.member_type = 'Adult' AND l.borrowed_on LIKE '2024-%'
             GROUP BY l.member_id HAVING COUNT(*) > 15)""")
golden("r13_adults_more_than_15_loans_2024",
       "How many adult cardholders checked out more than 15 items in 2024?",
       v9, "int", difficulty="medium",
       tags=["per-entity", "threshold", "members", "member-type", "loans", "year"])

# 10. breakdown, one row asked for --------------------------------------------------
unpaid = defaultdict(float)
for f in fines:
    if f["status"] == "unpaid" and f["assessed_on"].startswith("2024"):
        unpaid[f["fine_type"]] += float(f["amount"])
assert set(unpaid) == {"Late return", "Lost item", "Damage"}
v10 = unpaid["Lost item"]
check(v10, """SELECT SUM(amount) FROM fines WHERE status = 'unpaid' AND fine_type = 'Lost item'
              AND assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r13_unpaid_lost_item_charges_2024",
       "Could you split the unpaid fines charged in 2024 by type of charge? I just need the dollar figure "
       "for lost items, please.",
       round(v10, 2), "float", "approximate", difficulty="medium",
       tags=["breakdown-row", "fines", "unpaid", "fine-type", "year", "polite"])

# 11. document: a policy number ----------------------------------------------------
# documents/lending_policy.md, section "Late fines": "The late fine on one item is
# capped at $10 for adult cards and $5 for senior cards."
doc_says("lending_policy.md", "The late fine on one item is capped at $10 for adult cards and $5 for senior cards.")
golden("r13_doc_senior_late_fine_cap",
       "whats the most a senior can be fined for one late item, in dollars?",
       5, "int", route="documents", difficulty="easy",
       tags=["document", "policy", "fines", "sloppy"])

# 12. ordinary words the files do not use ("hand over") ------------------------------
v12 = sum(float(f["amount"]) for f in fines if f["status"] == "paid" and "2024-01-01" <= f["paid_on"] <= "2024-03-31")
# dated by the payment, not by the charge: the two differ
assert abs(v12 - sum(float(f["amount"]) for f in fines
                     if f["status"] == "paid" and "2024-01-01" <= f["assessed_on"] <= "2024-03-31")) > 1
check(v12, """SELECT SUM(amount) FROM fines WHERE status = 'paid'
              AND paid_on BETWEEN '2024-01-01' AND '2024-03-31'""")
golden("r13_fine_money_handed_over_q1_2024",
       "how much money did people actually hand over to pay off fines in the first quarter of 2024?",
       round(v12, 2), "float", "approximate", difficulty="medium",
       tags=["idiom", "fines-collected", "quarter"])

main([
    "# Held-out round 13: not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round13.py from data/*.csv (Python standard library only; checked a second",
    "# time by SQL in sqlite3; the document answer from documents/lending_policy.md).",
    "# GENERATED: python3 expected/round13.py",
])
