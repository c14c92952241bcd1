#!/usr/bin/env python3
"""Held-out round 11 for the library workspace: 12 new questions in the words of
business users (terse ones, lowercase sloppy ones, long polite ones; words the
knowledge files do not define, e.g. "came back to us", "people borrowing from
us", "hung on to", "stopped borrowing", "wipe off", "took back"), written from
the data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed
  (borrow_branch_id); a return ("came back to us", "took back") is a loan with
  returned_on set, dated by returned_on and counted at the branch where it was
  returned (return_branch_id);
- active borrowers ("people borrowing from us") = distinct loans.member_id with
  a loan borrowed in the period; percent change = (2024 - 2023) / 2023 * 100;
- "stopped borrowing" / "didn't borrow anything in 2024" = members with at
  least one loan borrowed in 2023 and no loan borrowed in 2024;
- average loan length ("hung on to", in days) = mean of returned_on -
  borrowed_on over loans with status 'returned', dated by borrowed_on;
  "audiobooks" = items.format 'Audiobook';
- late return rate = 100 * (returned loans with returned_on > due_date) /
  returned loans, over status 'returned', dated by borrowed_on; the district is
  the district of the borrowing branch (dimension borrow_district);
- "express branches" = branches.branch_type 'Express' of the borrowing branch;
  the share is a percentage of the count of 2024 loans (by borrowed_on);
- "teenagers" = members.member_type 'Teen'; a title is items.title (copies of
  a title counted together);
- fines charged = fines of any status (paid, unpaid, waived), dated by
  assessed_on; "late fees" = fine_type 'Late return'; a fine reaches a branch
  through its loan (fines.loan_id -> loans.borrow_branch_id), whenever the
  loan was borrowed; a member's total = the sum of the amounts of all their
  fines assessed in 2024; "more than $40" = strictly above 40.00 (no member
  totals exactly 40.00);
- "returned somewhere else" = return_branch_id set and different from
  borrow_branch_id; "took most of them back" = the return branch with the most
  such loans;
- Food for Fines 2024 (lending_policy.md): each item of food donated waived $1
  of late fines.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The unanswerable question (gender of cardholders: members.csv has no gender
column and nothing in the workspace records it) expects route "stop"; the
document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round11.hcl")
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



# 1. total for a month, by the return date: returns in September 2024 (all branches)
sep_returns = sum(1 for l in loans if inr(l["ret"], "2024-09-01", "2024-09-30"))
sep_borrowed_returned = len(L("2024-09-01", "2024-09-30", lambda l: l["ret"] is not None))
assert sep_returns != sep_borrowed_returned
check(sep_returns, "SELECT COUNT(*) FROM loans WHERE returned_on BETWEEN '2024-09-01' AND '2024-09-30'")
golden("r11_items_came_back_sept_2024",
       "how many items came back to us in september 2024",
       sep_returns, hint="int", mode="exact", difficulty="easy",
       tags=["total", "returns", "month", "return-date"])

# 2. top-1 with a member-type condition: the title teens borrowed most in 2024
teen_titles = defaultdict(int)
for l in L("2024-01-01", "2024-12-31", lambda l: l["member"]["member_type"] == "Teen"):
    teen_titles[l["item"]["title"]] += 1
top_teen = ranked(teen_titles, 1)[0][0]
teen_books = defaultdict(int)  # "book title": the same answer when only format 'Book' is counted
for l in L("2024-01-01", "2024-12-31", lambda l: l["member"]["member_type"] == "Teen" and l["item"]["format"] == "Book"):
    teen_books[l["item"]["title"]] += 1
assert ranked(teen_books, 1)[0][0] == top_teen
check(top_teen, """
    SELECT i.title FROM loans l JOIN items i ON i.item_id = l.item_id JOIN members m ON m.member_id = l.member_id
    WHERE m.member_type = 'Teen' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY i.title ORDER BY COUNT(*) DESC, i.title LIMIT 1""")
golden("r11_top_title_teenagers_2024",
       "What book title were teenagers borrowing more than any other in 2024?",
       top_teen, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "top-1", "title", "member-type", "value-synonym"])

# 3. average loan length for one format, loans borrowed in 2023
ab = [(l["ret"] - l["bor"]).days
      for l in L("2023-01-01", "2023-12-31", lambda l: l["status"] == "returned" and l["item"]["format"] == "Audiobook")]
avg_ab = statistics.mean(ab)
check(avg_ab, """
    SELECT AVG(julianday(l.returned_on) - julianday(l.borrowed_on))
    FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE l.status = 'returned' AND i.format = 'Audiobook'
      AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r11_avg_days_audiobooks_kept_2023",
       "On average, how many days did people hang on to the audiobooks they borrowed in 2023?",
       r2(avg_ab), hint="float", mode="approximate", difficulty="easy",
       tags=["average", "loan-length", "format", "idiom"])

# 4. one row of a breakdown: late return rate of the Harbor district (borrowing branches), 2024
by_dist = defaultdict(lambda: [0, 0])
for l in L("2024-01-01", "2024-12-31", lambda l: l["status"] == "returned"):
    d = by_dist[branches[l["borrow_branch_id"]]["district"]]
    d[0] += l["ret"] > l["due"]
    d[1] += 1
assert len(by_dist) == 5
harbor = by_dist["Harbor"][0] / by_dist["Harbor"][1] * 100
check([(k, v[0] / v[1] * 100) for k, v in sorted(by_dist.items())], """
    SELECT b.district, 100.0 * SUM(l.returned_on > l.due_date) / COUNT(*)
    FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE l.status = 'returned' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY b.district ORDER BY b.district""")
golden("r11_late_return_rate_harbor_district_2024",
       "Could you please break down our 2024 late return rate by district? The figure I actually need is the one "
       "for Harbor, as a percentage.",
       r2(harbor), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown", "one-row", "late-return-rate", "borrow-district", "polite"])

# 5. percent change between two years: active borrowers 2023 -> 2024
act = {y: {l["member_id"] for l in L("%d-01-01" % y, "%d-12-31" % y)} for y in (2023, 2024)}
growth = (len(act[2024]) - len(act[2023])) / len(act[2023]) * 100
check(growth, """
    SELECT 100.0 * (b24.n - b23.n) / b23.n FROM
      (SELECT COUNT(DISTINCT member_id) AS n FROM loans WHERE borrowed_on BETWEEN '2023-01-01' AND '2023-12-31') b23,
      (SELECT COUNT(DISTINCT member_id) AS n FROM loans WHERE borrowed_on BETWEEN '2024-01-01' AND '2024-12-31') b24""")
golden("r11_pct_change_people_borrowing_2023_2024",
       "by what percent did the number of people borrowing from us change from 2023 to 2024",
       r2(growth), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "active-borrowers", "distinct-count"])

# 6. share of a total: express branches' share of 2024 checkouts
l24 = L("2024-01-01", "2024-12-31")
express = sum(1 for l in l24 if branches[l["borrow_branch_id"]]["branch_type"] == "Express")
check(express / len(l24) * 100, """
    SELECT 100.0 * SUM(b.branch_type = 'Express') / COUNT(*)
    FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_express_share_checkouts_2024",
       "share of 2024 checkouts done at the express branches, in %?",
       pct(express, len(l24)), hint="float", mode="approximate", difficulty="easy",
       tags=["share", "percentage", "branch-type", "terse"])

# 7. negation across two periods: borrowed in 2023, nothing in 2024
lapsed = act[2023] - act[2024]
assert 0 < len(lapsed) < len(act[2023])
check(len(lapsed), """
    SELECT COUNT(DISTINCT l.member_id) FROM loans l
    WHERE l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
      AND NOT EXISTS (SELECT 1 FROM loans k WHERE k.member_id = l.member_id
                      AND k.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r11_borrowed_2023_stopped_2024",
       "How many members who borrowed at least one item in 2023 then stopped borrowing, i.e. didn't check out "
       "anything at all in 2024?",
       len(lapsed), hint="int", mode="exact", difficulty="hard",
       tags=["negation", "distinct-count", "two-periods", "active-borrowers"])

# 8. condition on a related table: 2024 late fees on loans borrowed at Northside (any borrow date)
lid = {l["loan_id"]: l for l in loans}
assert all(lid[f["loan_id"]]["member_id"] == f["member_id"] for f in fines)
ns = bname("Northside")
ns_late = sum(f["amt"] for f in fines
              if f["fine_type"] == "Late return" and f["ass"].year == 2024 and lid[f["loan_id"]]["borrow_branch_id"] == ns)
ns_late_both24 = sum(f["amt"] for f in fines
                     if f["fine_type"] == "Late return" and f["ass"].year == 2024
                     and lid[f["loan_id"]]["borrow_branch_id"] == ns and lid[f["loan_id"]]["bor"].year == 2024)
assert abs(ns_late - ns_late_both24) > 0.01  # the wording must fix which date: it says the fee date
check(ns_late, """
    SELECT SUM(f.amount) FROM fines f JOIN loans l ON l.loan_id = f.loan_id
    JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE f.fine_type = 'Late return' AND b.branch_name = 'Northside'
      AND f.assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_late_fees_2024_on_northside_loans",
       "what was the total of the late fees we charged during 2024 on items that had been checked out at northside "
       "(no matter when they were checked out)?",
       r2(ns_late), hint="float", mode="approximate", difficulty="hard",
       tags=["related-table", "fines-via-loans", "borrow-branch", "fine-type"])

# 9. threshold per entity: members whose 2024 charges add up to more than $40
cents = defaultdict(int)
for f in fines:
    if f["ass"].year == 2024:
        cents[f["member_id"]] += round(f["amt"] * 100)
over40 = sum(1 for v in cents.values() if v > 4000)
assert not any(v == 4000 for v in cents.values())
check(over40, """
    SELECT COUNT(*) FROM (SELECT member_id FROM fines
                          WHERE assessed_on BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY member_id HAVING SUM(amount) > 40)""")
golden("r11_members_charged_over_40_total_2024",
       "How many members were charged more than $40 in fines in total during 2024, counting every charge whether "
       "it was paid, unpaid or waived?",
       over40, hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "per-entity", "having", "fines"])

# 10. roles: of Central Library's 2024 checkouts returned elsewhere, the branch that took back most
cl = bname("Central Library")
elsewhere = defaultdict(int)
for l in L("2024-01-01", "2024-12-31", lambda l: l["borrow_branch_id"] == cl and l["ret"] is not None
           and l["return_branch_id"] != cl):
    elsewhere[branches[l["return_branch_id"]]["branch_name"]] += 1
top_back = ranked(elsewhere, 1)[0][0]
assert top_back != "Central Library"
check(top_back, """
    SELECT rb.branch_name FROM loans l
    JOIN branches bb ON bb.branch_id = l.borrow_branch_id
    JOIN branches rb ON rb.branch_id = l.return_branch_id
    WHERE bb.branch_name = 'Central Library' AND rb.branch_id <> bb.branch_id
      AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY rb.branch_name ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r11_branch_took_back_most_central_loans_2024",
       "Of the items checked out at Central Library in 2024 that were returned somewhere else, which branch took "
       "most of them back?",
       top_back, hint="str", mode="exact", difficulty="hard",
       tags=["role", "borrow-branch", "return-branch", "ranking"])

# 11. document: dollars of late fines waived per donated food item during Food for Fines 2024
ffs = section(os.path.join(DOCS, "lending_policy.md"), "Food for Fines 2024")
m = re.findall(r"each item donated waived \$(\d+(?:\.\d+)?) of late fines", ffs)
assert m == ["1"], m
golden("r11_doc_food_for_fines_dollars_per_item",
       "during food for fines, how many dollars of late fines did each food item someone donated wipe off?",
       int(m[0]), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "named-period"])

# 12. unanswerable: no gender anywhere in the workspace
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as fh:
    kh = fh.read().lower()
for f in ("branches.csv", "members.csv", "items.csv", "loans.csv", "fines.csv"):
    with open(os.path.join(DATA, f), encoding="utf-8") as fh:
        head = fh.readline().lower()
    assert "gender" not in head and "sex" not in head, f
assert "gender" not in kh and "female" not in kh
golden("r11_unanswerable_women_cardholders",
       "How many of our cardholders are women?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 11: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round11.py",
])
