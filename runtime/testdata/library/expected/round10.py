#!/usr/bin/env python3
"""Held-out round 10 for the library workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define, e.g. "came in", "hit with", "twenty bucks", "second to last",
"got their library card", "while the fine amnesty was running", "get through"),
written from the data, knowledge.hcl, pipes/*.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running
datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library
only, then computed a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed
  (borrow_branch_id); a return ("checked in", "checked back in", "dropped
  off") is a loan with returned_on set, dated by returned_on and counted at
  the branch where it was returned (return_branch_id);
- branch type (Central, Community, Express) and weekly_hours come from
  branches.csv; "community libraries" = branch_type 'Community'; the average
  is the plain mean over those branches;
- member type from members.csv ("teenagers" = Teen); "ya" = genre
  'Young Adult'; a share of loans is a percentage of the count of loans, the
  whole being all the teens' 2023 loans (by borrowed_on);
- a member "got their library card" on members.joined_on; "never borrowed a
  single thing" = no row in loans.csv at all (the data runs to the extract,
  2024-12-31, and these members joined in 2024, so any loan of theirs is in it);
- fines charged ("put on people's accounts", "hit with", "charge") = fines of
  any status (paid, unpaid, waived), dated by assessed_on; fines.member_id is
  the member of the loan; "damage charge" = fine_type 'Damage', "late fees" =
  fine_type 'Late return'; "over twenty bucks" = amount > 20.00 (strictly);
- fines collected ("fine money came in") = fines with status 'paid', dated by
  paid_on; Q4 = October-December;
- Food for Fines 2024 ("the fine amnesty", period food_for_fines_2024 in
  knowledge.hcl, synonym "fine amnesty") = 2024-11-11..2024-11-23 inclusive;
- the back half of a year = July-December, by borrowed_on; a loan was
  "dropped off at a branch in a different district" when it was returned
  (return_branch_id set) at a branch whose district differs from the district
  of the branch where it was borrowed; loans not returned have no return
  branch and are left out;
- "checked in for every one item it checked out" at a branch = its returns
  (by return branch and returned_on) divided by its loans (by borrow branch
  and borrowed_on), both in 2024;
- Summer Reading 2023 (lending_policy.md): children who read ten books earned a
  free book.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The unanswerable question (star ratings of books: there is no rating or review
data) expects route "stop"; the document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round10.hcl")
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



# 1. average of a measure that is not the main one: weekly opening hours of the community branches
comm = [int(b["weekly_hours"]) for b in branches.values() if b["branch_type"] == "Community"]
assert len(comm) == 9
avg_hours = statistics.mean(comm)
check(avg_hours, "SELECT AVG(weekly_hours) FROM branches WHERE branch_type = 'Community'")
golden("r10_avg_weekly_hours_community_branches",
       "on average how many hours a week are our community libraries open?",
       r2(avg_hours), hint="float", mode="approximate", difficulty="easy",
       tags=["aggregation", "average", "non-default-measure", "branch-type"])

# 2. Nth place from the bottom: second-fewest returns (by return branch) in 2024
rb = defaultdict(int)
for l in loans:
    if inr(l["ret"], "2024-01-01", "2024-12-31"):
        rb[branches[l["return_branch_id"]]["branch_name"]] += 1
assert len(rb) == 12
second_last = ranked(rb, 2, reverse=False)[1][0]
lb = defaultdict(int)
for l in L("2024-01-01", "2024-12-31"):
    lb[branches[l["borrow_branch_id"]]["branch_name"]] += 1
check(second_last, """
    SELECT b.branch_name FROM loans l JOIN branches b ON b.branch_id = l.return_branch_id
    WHERE l.returned_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY b.branch_name ORDER BY COUNT(*) ASC LIMIT 1 OFFSET 1""")
golden("r10_second_to_last_branch_checkins_2024",
       "which branch came second to last for items checked back in during 2024?",
       second_last, hint="str", mode="exact", difficulty="hard",
       tags=["ranking", "nth-place", "bottom", "return-branch"])

# 3. share with a filtered part and a filtered whole: YA share of teens' 2023 checkouts
t23 = L("2023-01-01", "2023-12-31", lambda l: l["member"]["member_type"] == "Teen")
ya = sum(1 for l in t23 if l["item"]["genre"] == "Young Adult")
ya_share = ya / len(t23) * 100
check(ya_share, """
    SELECT 100.0 * SUM(i.genre = 'Young Adult') / COUNT(*)
    FROM loans l JOIN items i ON i.item_id = l.item_id JOIN members m ON m.member_id = l.member_id
    WHERE m.member_type = 'Teen' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r10_ya_share_of_teen_checkouts_2023",
       "of everything teenagers checked out in 2023, what percent was ya?",
       pct(ya, len(t23)), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "percentage", "genre", "member-type", "value-synonym"])

# 4. negation, month of a year: members who joined in February 2024 and never borrowed
borrowers = {l["member_id"] for l in loans}
feb = [m for m in members.values() if inr(m["joined"], "2024-02-01", "2024-02-29")]
never = sum(1 for m in feb if m["member_id"] not in borrowers)
assert 0 < never < len(feb)
check(never, """
    SELECT COUNT(*) FROM members m
    WHERE m.joined_on BETWEEN '2024-02-01' AND '2024-02-29'
      AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.member_id = m.member_id)""")
golden("r10_feb_2024_joiners_never_borrowed",
       "how many people who got their library card in february 2024 have never borrowed a single thing from us?",
       never, hint="int", mode="exact", difficulty="hard",
       tags=["negation", "never", "month", "new-members"])

# 5. distinct people constrained by facts: members charged a damage fee in 2024
dmg = [f for f in fines if f["fine_type"] == "Damage" and f["ass"].year == 2024]
dmg_people = len({f["member_id"] for f in dmg})
lid = {l["loan_id"]: l for l in loans}
assert all(lid[f["loan_id"]]["member_id"] == f["member_id"] for f in fines)
assert dmg_people < len(dmg)
check(dmg_people, """
    SELECT COUNT(DISTINCT member_id) FROM fines
    WHERE fine_type = 'Damage' AND assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r10_people_hit_with_damage_charge_2024",
       "how many different people got hit with a damage charge in 2024",
       dmg_people, hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "fines", "fine-type", "people"])

# 6. roles: H2 2023 loans returned in a different district than the borrowing district
h2 = L("2023-07-01", "2023-12-31", lambda l: l["ret"] is not None)
other_district = sum(1 for l in h2
                     if branches[l["return_branch_id"]]["district"] != branches[l["borrow_branch_id"]]["district"])
other_branch = sum(1 for l in h2 if l["return_branch_id"] != l["borrow_branch_id"])
assert 0 < other_district < other_branch
check(other_district, """
    SELECT COUNT(*) FROM loans l
    JOIN branches bb ON bb.branch_id = l.borrow_branch_id
    JOIN branches rb ON rb.branch_id = l.return_branch_id
    WHERE bb.district <> rb.district AND l.borrowed_on BETWEEN '2023-07-01' AND '2023-12-31'""")
golden("r10_h2_2023_returned_in_other_district",
       "For the things people borrowed in the back half of 2023, how many ended up being dropped off at a branch "
       "in a different district from the one where they were checked out?",
       other_district, hint="int", mode="exact", difficulty="hard",
       tags=["role", "borrow-district", "return-district", "half-year"])

# 7. threshold in dollars: 2023 charges of more than $20
over20 = sum(1 for f in fines if f["ass"].year == 2023 and f["amt"] > 20)
assert over20 != sum(1 for f in fines if f["ass"].year == 2023 and f["amt"] >= 20)
check(over20, "SELECT COUNT(*) FROM fines WHERE amount > 20 AND assessed_on BETWEEN '2023-01-01' AND '2023-12-31'")
golden("r10_charges_over_twenty_bucks_2023",
       "how many charges over twenty bucks did we put on people's accounts in 2023",
       over20, hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "comparison", "fines", "idiom"])

# 8. named period from knowledge.hcl: late fees charged during Food for Fines 2024
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as fh:
    kh = fh.read()
ff = re.search(r'period "food_for_fines_2024" \{.*?from\s*=\s*"([\d-]+)".*?to\s*=\s*"([\d-]+)"', kh, re.S).groups()
assert ff == ("2024-11-11", "2024-11-23"), ff
ffl = sum(f["amt"] for f in fines if f["fine_type"] == "Late return" and inr(f["ass"], *ff))
check(ffl, """
    SELECT SUM(amount) FROM fines WHERE fine_type = 'Late return' AND assessed_on BETWEEN ? AND ?""", *ff)
golden("r10_late_fees_charged_amnesty_weeks",
       "how much did we charge in late fees while the fine amnesty was running in november 2024?",
       r2(ffl), hint="float", mode="approximate", difficulty="hard",
       tags=["named-period", "fines", "fine-type", "synonym"])

# 9. difference between two quarters: fines collected Q4 2023 minus Q4 2024
def collected(lo, hi):
    return sum(f["amt"] for f in fines if f["status"] == "paid" and inr(day(f["paid_on"]), lo, hi))


q4 = {y: collected("%d-10-01" % y, "%d-12-31" % y) for y in (2023, 2024)}
less = q4[2023] - q4[2024]
assert less > 0
check(less, """
    SELECT SUM(CASE WHEN paid_on BETWEEN '2023-10-01' AND '2023-12-31' THEN amount ELSE 0 END)
         - SUM(CASE WHEN paid_on BETWEEN '2024-10-01' AND '2024-12-31' THEN amount ELSE 0 END)
    FROM fines WHERE status = 'paid'""")
golden("r10_less_fine_money_q4_2024_vs_q4_2023",
       "How much less fine money came in during Q4 2024 than in Q4 2023?",
       r2(less), hint="float", mode="approximate", difficulty="hard",
       tags=["difference", "two-periods", "quarter", "fines-collected"])

# 10. ratio with both roles: Market Street returns per loan, 2024
ms = bname("Market Street")
ms_ret = sum(1 for l in loans if l["return_branch_id"] == ms and inr(l["ret"], "2024-01-01", "2024-12-31"))
ms_out = len(L("2024-01-01", "2024-12-31", lambda l: l["borrow_branch_id"] == ms))
ratio = ms_ret / ms_out
check(ratio, """
    SELECT 1.0 * (SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.return_branch_id
                  WHERE b.branch_name = 'Market Street' AND l.returned_on BETWEEN '2024-01-01' AND '2024-12-31')
               / (SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
                  WHERE b.branch_name = 'Market Street' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r10_market_street_checkins_per_checkout_2024",
       "looking at 2024, how many items did market street check in for every one item it checked out? "
       "just the ratio please",
       r2(ratio), hint="float", mode="approximate", difficulty="hard",
       tags=["ratio", "per", "role", "borrow-branch", "return-branch"])

# 11. document: books a child had to read in Summer Reading 2023 to earn a free book
sr = section(os.path.join(DOCS, "lending_policy.md"), "Summer Reading 2023")
words = {"five": 5, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20}
m = re.findall(r"Children who read (\w+) books earned a free book", sr)
assert m == ["ten"], m
books = words[m[0]]
golden("r10_doc_summer_reading_2023_books_for_prize",
       "back in the 2023 summer reading, how many books did a kid have to get through to win the free book?",
       books, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: no ratings or reviews anywhere in the workspace
for f in ("branches.csv", "members.csv", "items.csv", "loans.csv", "fines.csv"):
    with open(os.path.join(DATA, f), encoding="utf-8") as fh:
        head = fh.readline().lower()
    assert "rating" not in head and "review" not in head and "star" not in head, f
assert "rating" not in kh.lower() and "review" not in kh.lower()
golden("r10_unanswerable_star_rating_mysteries",
       "what star rating did members give our mystery novels on average in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 10: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round10.py",
])
