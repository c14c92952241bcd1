#!/usr/bin/env python3
"""Held-out round 8 for the library workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and before
running datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library
only, then computed a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round8.py          # writes heldout/round8.hcl
    python3 expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed;
- a return is a loan with a returned_on, dated by it and counted at the branch
  where it was returned (return_branch_id);
- active borrowers = distinct member_id of loans, by borrowed_on; loans per
  borrower = loans / active borrowers; member type from members.csv;
- average loan length = mean days from borrowed_on to returned_on over
  returned loans, by borrowed_on, at the borrowing branch;
- fines charged = SUM(amount) of all fines (paid, unpaid, waived) by
  assessed_on; "late fines" are fine_type 'Late return';
- new members (new cards) = members by joined_on;
- shares and growth are percentages.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The unanswerable question (e-book downloads: lent through a partner app, not
in the data) expects route "stop"; the document question expects route
"documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round8.hcl")
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


loans = load("loans.csv")
items = {i["item_id"]: i for i in load("items.csv")}
members = {m["member_id"]: m for m in load("members.csv")}
branches = {b["branch_id"]: b for b in load("branches.csv")}
fines = load("fines.csv")
for l in loans:
    l["bor"], l["due"], l["ret"] = day(l["borrowed_on"]), day(l["due_date"]), day(l["returned_on"])
    l["item"], l["member"] = items[l["item_id"]], members[l["member_id"]]
    assert (l["ret"] is None) == (l["status"] != "returned") == (l["return_branch_id"] == "")
for f in fines:
    f["ass"], f["amt"] = day(f["assessed_on"]), float(f["amount"])
for m in members.values():
    m["joined"] = day(m["joined_on"])

DB = sqlite_db(DATA, ["loans.csv", "items.csv", "members.csv", "branches.csv", "fines.csv"])


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def L(lo, hi, *preds):
    return [l for l in loans if inr(l["bor"], lo, hi) and all(p(l) for p in preds)]


def bname(name):
    ids = [k for k, b in branches.items() if b["branch_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. single number for a period: fines charged (all statuses) assessed in H1 2024
f_h1 = sum(f["amt"] for f in fines if inr(f["ass"], "2024-01-01", "2024-06-30"))
check(f_h1, "SELECT SUM(amount) FROM fines WHERE assessed_on BETWEEN '2024-01-01' AND '2024-06-30'")
golden("r8_fines_charged_h1_2024", "total fines charged in the first half of 2024?",
       r2(f_h1), hint="float", mode="approximate", difficulty="easy", tags=["period", "defined-metric", "fines"])

# 2. filtered distinct count: senior card holders who borrowed at least one item in 2024
n_sen = len({l["member_id"] for l in L("2024-01-01", "2024-12-31", lambda l: l["member"]["member_type"] == "Senior")})
check(n_sen, """
    SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m ON m.member_id = l.member_id
    WHERE m.member_type = 'Senior' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r8_pensioners_who_borrowed_2024", "how many pensioners borrowed something from us in 2024",
       n_sen, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "value-synonym", "member-type"])

# 3. N-th of a ranking, N as a word: second genre by loans, 2024
g = defaultdict(int)
for l in L("2024-01-01", "2024-12-31"):
    g[l["item"]["genre"]] += 1
second = ranked(g, 2)[1][0]
check(second, """
    SELECT i.genre FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY i.genre ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r8_second_most_borrowed_genre_2024", "What was the second most borrowed genre in 2024?",
       second, hint="str", mode="exact", difficulty="medium", tags=["top-n", "word-number", "genre"])

# 4. ranking by a measure that is not the default: longest average loan length by borrowing branch, 2023
ld = defaultdict(list)
for l in L("2023-01-01", "2023-12-31", lambda l: l["status"] == "returned"):
    ld[branches[l["borrow_branch_id"]]["branch_name"]].append((l["ret"] - l["bor"]).days)
avg_ld = {k: sum(v) / len(v) for k, v in ld.items()}
longest = ranked(avg_ld, 1)[0][0]
check(longest, """
    SELECT b.branch_name FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE l.status = 'returned' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY b.branch_name ORDER BY AVG(julianday(l.returned_on) - julianday(l.borrowed_on)) DESC LIMIT 1""")
golden("r8_branch_longest_loan_length_2023",
       "At which branch did borrowers hang on to their items the longest on average, for stuff checked out in 2023?",
       longest, hint="str", mode="exact", difficulty="hard", tags=["ranking", "non-default-metric", "branch"])

# 5. threshold: members with at least 10 checkouts in 2024
per = defaultdict(int)
for l in L("2024-01-01", "2024-12-31"):
    per[l["member_id"]] += 1
n10 = sum(1 for v in per.values() if v >= 10)
check(n10, """
    SELECT COUNT(*) FROM (SELECT member_id FROM loans WHERE borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY member_id HAVING COUNT(*) >= 10)""")
golden("r8_members_10_plus_checkouts_2024", "How many members checked out at least 10 items in 2024?",
       n10, hint="int", mode="exact", difficulty="medium", tags=["threshold", "comparison", "distinct-count"])

# 6. exclusion: fines charged in 2024 other than late return fines (lost item + damage charges)
f_nl = sum(f["amt"] for f in fines if f["ass"].year == 2024 and f["fine_type"] != "Late return")
check(f_nl, """
    SELECT SUM(amount) FROM fines WHERE fine_type <> 'Late return' AND assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r8_fines_2024_excluding_late_fines", "excluding late fees, how much did we charge members in fines in 2024",
       r2(f_nl), hint="float", mode="approximate", difficulty="medium", tags=["negation", "exclusion", "value-synonym"])

# 7. share of a total: DVD share of 2023 checkouts
l23 = L("2023-01-01", "2023-12-31")
dvd = sum(1 for l in l23 if l["item"]["format"] == "DVD") / len(l23) * 100
check(dvd, """
    SELECT 100.0 * SUM(i.format = 'DVD') / COUNT(*) FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r8_dvd_share_of_checkouts_2023", "what percentage of 2023 checkouts were dvds",
       r2(dvd), hint="float", mode="approximate", difficulty="easy", tags=["share", "format"])

# 8. growth between two years: new cards issued, 2023 -> 2024, in percent
nm = {y: sum(1 for m in members.values() if m["joined"].year == y) for y in (2023, 2024)}
gr = (nm[2024] - nm[2023]) / nm[2023] * 100
check(gr, """
    SELECT 100.0 * (SUM(substr(joined_on, 1, 4) = '2024') - SUM(substr(joined_on, 1, 4) = '2023'))
           / SUM(substr(joined_on, 1, 4) = '2023') FROM members""")
golden("r8_new_member_growth_2023_2024",
       "By how many percent did new member sign-ups change from 2023 to 2024?",
       r2(gr), hint="float", mode="approximate", difficulty="hard", tags=["growth", "defined-metric", "two-periods"])

# 9. average per entity: loans per active borrower, 2023
lpb = len(l23) / len({l["member_id"] for l in l23})
check(lpb, """
    SELECT COUNT(*) * 1.0 / COUNT(DISTINCT member_id) FROM loans WHERE borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r8_loans_per_borrower_2023",
       "In 2023, how many items did each active borrower check out on average?",
       r2(lpb), hint="float", mode="approximate", difficulty="medium", tags=["per-entity", "average", "defined-metric"])

# 10. role (return branch): items checked in at Market Street in 2024, wherever borrowed
ms = bname("Market Street")
n_ms = sum(1 for l in loans if l["return_branch_id"] == ms and l["ret"].year == 2024)
n_ms_lent = len(L("2024-01-01", "2024-12-31", lambda l: l["borrow_branch_id"] == ms))
assert n_ms != n_ms_lent, "the borrowing-branch reading must give another number"
check(n_ms, """
    SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.return_branch_id
    WHERE b.branch_name = 'Market Street' AND l.returned_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r8_items_brought_back_market_street_2024", "how many items were brought back to market street in 2024",
       n_ms, hint="int", mode="exact", difficulty="hard", tags=["role", "return-branch", "period"])

# 11. document: lending_policy.md, magazines are lent for 14 days
lp = section(os.path.join(DOCS, "lending_policy.md"), "Loan periods")
mag = re.findall(r"Magazines are\s+lent for (\d+) days", lp)
assert mag == ["14"], mag
golden("r8_doc_magazine_loan_period", "how many days can I keep a magazine before it's due back?",
       int(mag[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: e-books are lent through a partner app and are not in the data
assert "not part of the circulation data" in section(os.path.join(DOCS, "lending_policy.md"), "E-books")
assert not any(i["format"].lower().startswith("e") for i in items.values())
golden("r8_unanswerable_ebook_downloads_2024", "How many e-books did members download in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round8.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round8.py",
])
