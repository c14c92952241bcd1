#!/usr/bin/env python3
"""Held-out round 15 for the library workspace: 35 new questions in the words of
library staff, branch managers and analysts (terse ones, long polite ones,
three with small typos -- "borow", "averge", "branchs" -- written numbers
("two", "three", "four", "five", "thirty"), a relative period ("this year"
against "the year before"), a named period from knowledge.hcl (the fine
amnesty, Food for Fines 2024) and one from the lending policy (Summer Reading
2024). Written by an independent question writer from data/*.csv,
data/README.md, knowledge.hcl, pipes/*.hcl, documents/*.md and the earlier
heldout/expected files of this workspace only (to avoid repeats, checked in
main()), without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with the
Python standard library only (csv, datetime, collections), then a second time
by hand-written SQL over the same CSV files loaded into sqlite3, and the two
are asserted equal (floats to 1e-6). The two document answers are taken from
documents/lending_policy.md and checked to be stated there.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md); numbers are the comment numbers below:
- a loan (checkout, "borrowed", "took out", "lent") is one row of loans.csv,
  whatever its status, dated by borrowed_on and counted at the borrowing
  branch (borrow_branch_id; rule borrow_vs_return_branch); a return ("came
  back", "returned at", "took back", "checked in") is a loan with returned_on,
  dated by returned_on and counted at return_branch_id; a member's home branch
  ("card from", "card was issued at", "cardholders of") is
  members.home_branch_id and is neither;
- adults / adult cardholders = member_type 'Adult'; seniors = 'Senior';
  children = 'Child'; teenagers / teens = 'Teen' (member_type is the card
  type); member attributes of a fine come through its loan (fines.member_id
  equals the loan's member, asserted);
- genre, format and title come through the loan's item; magazines = format
  'Magazine', DVDs = 'DVD', audiobooks = 'Audiobook'; "Romance", "Film & TV",
  "Cooking" are items.genre values;
- lost = loans.status 'lost' (dated by borrowed_on); overdue = status
  'overdue' with days_overdue counted to 2024-12-31; renewed the maximum two
  times = renewals = 2;
- late return = status 'returned' and returned_on > due_date (any number of
  days, grace period not applied); late return rate = 100 * late returns /
  returned loans, dated by borrowed_on; average days late = AVG(days_overdue)
  over returned loans with days_overdue > 0; loan length = days from
  borrowed_on to returned_on over status 'returned', dated by borrowed_on;
- active borrowers = distinct members with a loan in the period (at a
  branch: distinct members who checked out there); loans per active borrower
  = loans / active borrowers (glossary);
- fines charged = fines.amount by assessed_on, every status; fines collected
  = amount of status 'paid' by paid_on; unpaid = status 'unpaid'; a "late
  return fine" is fine_type 'Late return', a "lost item charge" 'Lost item';
- new members / new cards = members by joined_on;
- periods: quarters and halves are calendar ones, dates inclusive; "this
  year" = 2024 and "the year before" = 2023 (the extract was taken at the end
  of 2024-12-31); the fine amnesty = Food for Fines 2024, 2024-11-11 to
  2024-11-23 (knowledge.hcl period); Summer Reading 2024 = 2024-06-17 to
  2024-08-24 (lending_policy.md);
- growth in percent = 100 * (later - earlier) / earlier;
- per question: 3 "renewed the maximum two times" = renewals = 2 (2 is the
  most in the data); 4 lost items among the member's loans borrowed in 2024;
  5 fines assessed in 2023, senior through the loan's member; 6 home branch
  Cedar Grove, borrowing branch Central Library, 2024 loans, distinct
  members; 7 distinct items.title (copies differ, asserted); 8 AVG over
  every Audiobook copy in items.csv; 9 late return fines assessed in 2024
  (every status), only adult and senior cards have them (asserted); 10 loan
  length by the type of the borrowing branch; 13 active borrowers of a
  branch = distinct members who checked out there in 2023; 14 members
  grouped by their home branch, counted once if they borrowed anywhere in
  2024 (differs from the borrowing-branch reading, asserted); 16 fines
  collected in 2024 (paid, by paid_on), share of dollars; 17 loans at the two
  named borrowing branches (mode "contains": both rows, any order); 18 share
  of Central Library's 2024 loans made by Child cards; 19 "more than $30"
  strict, all fines in the data; 20 status 'overdue' and days_overdue > 30
  (no loan at exactly 30; "currently" = at the extract); 21 sum of
  unpaid fine amounts per member > $40 (nobody at exactly $40); 22 distinct
  members with a 2024 loan and no late return among their 2024 loans; 24
  Adult members with a loan (any status, 2023-2024) and no row in fines; 25
  borrowed at Elm Park in 2024 and returned at Northside; 26 returned at
  Central Library in 2024 (returned_on), borrow branch not Central Library,
  member's home branch Central Library; 27 2024 returns at the return branch
  minus 2024 loans at the borrowing branch, largest (the reading "most items
  taken back that were lent elsewhere" names the same branch, asserted); 31
  returns at Lakeshore as return branch, by returned_on (the checkout reading
  differs, asserted); 32 fines charged = every status, by assessed_on; 33
  new members of type Senior by joined_on.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties at the cut and inside the
list. The integer breakdown over a named pair of values (17, "A vs B") uses
mode "contains" (both rows, any order); ordered rankings use mode "exact", or
"approximate" with a tolerance when they carry floats (9: the asked order
Adult, Senior is also the highest-first and alphabetical order, asserted).
"""
import csv
import datetime as dt
import glob
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
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
PREFIX = "r15_"
N_GOLDENS = 35


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(items) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    return 100.0 * (b - a) / a


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert name.startswith(PREFIX), name
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list), name
    if route == "documents":
        assert mode == "exact" and isinstance(expect, (int, float, str)), name
    approx = mode == "approximate" or (mode == "contains" and any(
        isinstance(v, float) for row in expect for v in row.values()))
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if approx else None))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and all(not isinstance(x, dict) for x in v):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { %s }," % ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()), file=out)
            print("  ]", file=out)
        else:
            print("  expect      = %s" % hcl(e), file=out)
        print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def balanced(text):
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            assert depth >= 0, "unbalanced"
    return depth == 0 and not in_str


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


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
def day(s):
    return dt.date.fromisoformat(s) if s else None


branches = {b["branch_id"]: b for b in load("branches.csv")}
BRANCH_ID = {b["branch_name"]: k for k, b in branches.items()}
members = {m["member_id"]: m for m in load("members.csv")}
items = {i["item_id"]: i for i in load("items.csv")}
for i in items.values():
    i["cost"] = float(i["replacement_cost"])
loans = load("loans.csv")
for l in loans:
    l["b"], l["d"], l["r"] = day(l["borrowed_on"]), day(l["due_date"]), day(l["returned_on"])
    l["m"] = members[l["member_id"]]
    l["i"] = items[l["item_id"]]
    l["bb"] = branches[l["borrow_branch_id"]]
    l["rb"] = branches.get(l["return_branch_id"])
    l["ren"] = int(l["renewals"])
    l["late_days"] = int(l["days_overdue"]) if l["days_overdue"] else None
loans_by_id = {l["loan_id"]: l for l in loans}
fines = load("fines.csv")
for f in fines:
    f["amt"] = float(f["amount"])
    f["a"], f["p"] = day(f["assessed_on"]), day(f["paid_on"])
    f["l"] = loans_by_id[f["loan_id"]]
    assert f["member_id"] == f["l"]["member_id"], "a fine's member is its loan's member"

DB = sqlite_db(DATA, ["branches.csv", "members.csv", "items.csv", "loans.csv", "fines.csv"])
assert DB.execute("SELECT COUNT(*) FROM loans").fetchone()[0] == len(loans)


def on(d, p):
    return d is not None and dt.date.fromisoformat(p[0]) <= d <= dt.date.fromisoformat(p[1])


def borrowed(p):
    return [l for l in loans if on(l["b"], p)]


def returned(p):
    return [l for l in loans if on(l["r"], p)]


def assessed(p):
    return [f for f in fines if on(f["a"], p)]


def is_late(l):
    return l["status"] == "returned" and l["r"] > l["d"]


def between(col, p):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


def year_(y):
    return ("%d-01-01" % y, "%d-12-31" % y)


Y23, Y24 = year_(2023), year_(2024)
H1_23, H2_23 = ("2023-01-01", "2023-06-30"), ("2023-07-01", "2023-12-31")
H1_24 = ("2024-01-01", "2024-06-30")
Q1_24 = ("2024-01-01", "2024-03-31")
Q2_23, Q2_24 = ("2023-04-01", "2023-06-30"), ("2024-04-01", "2024-06-30")
Q3_23, Q3_24 = ("2023-07-01", "2023-09-30"), ("2024-07-01", "2024-09-30")
FFF = ("2024-11-11", "2024-11-23")     # knowledge.hcl period food_for_fines_2024
SR24 = ("2024-06-17", "2024-08-24")    # lending_policy.md, Summer Reading 2024
doc_says(os.path.join(DOCS, "lending_policy.md"), "Summer Reading 2024 ran from 2024-06-17 to 2024-08-24")
LOAN_DAYS = "(julianday(returned_on) - julianday(borrowed_on))"
LATE = "(status = 'returned' AND returned_on > due_date)"

# =========================================================== counts with filters
# 1. magazines, adult cards, Hillcrest (borrowing branch), H2 2023
v = sum(1 for l in borrowed(H2_23)
        if l["i"]["format"] == "Magazine" and l["m"]["member_type"] == "Adult" and l["bb"]["branch_name"] == "Hillcrest")
check(v, """SELECT COUNT(*) FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
            JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE i.format = 'Magazine' AND m.member_type = 'Adult' AND b.branch_name = 'Hillcrest' AND """
      + between("l.borrowed_on", H2_23))
golden("r15_adult_magazines_hillcrest_h2_2023",
       "How many magazine checkouts did adult cardholders make at Hillcrest in the second half of 2023?",
       v, "int", difficulty="medium", tags=["count", "three-filters", "format", "member-type", "branch", "half-year"])

# 2. audiobook loans by seniors at Elm Park, Q2 2024 (typo "borow")
v = sum(1 for l in borrowed(Q2_24)
        if l["i"]["format"] == "Audiobook" and l["m"]["member_type"] == "Senior" and l["bb"]["branch_name"] == "Elm Park")
check(v, """SELECT COUNT(*) FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
            WHERE i.format = 'Audiobook' AND m.member_type = 'Senior' AND l.borrow_branch_id = ? AND """
      + between("l.borrowed_on", Q2_24), BRANCH_ID["Elm Park"])
golden("r15_senior_audiobooks_elm_park_q2_2024",
       "how many times did seniors borow an audiobook at elm park in q2 2024",
       v, "int", tags=["count", "three-filters", "typo", "format", "member-type", "branch", "quarter"])

# 3. Romance loans from 2023 renewed twice (the maximum)
v = sum(1 for l in borrowed(Y23) if l["i"]["genre"] == "Romance" and l["ren"] == 2)
assert v != sum(1 for l in borrowed(Y23) if l["i"]["genre"] == "Romance" and l["ren"] > 0)
assert max(l["ren"] for l in loans) == 2
check(v, """SELECT COUNT(*) FROM loans l JOIN items i USING (item_id)
            WHERE i.genre = 'Romance' AND l.renewals = 2 AND """ + between("l.borrowed_on", Y23))
golden("r15_romance_renewed_twice_2023",
       "How many Romance checkouts from 2023 were renewed the maximum two times?",
       v, "int", tags=["count", "two-filters", "written-number", "genre", "renewals", "year"])

# ================================================================ distinct counts
# 4. members with at least one lost item among their 2024 checkouts
v = len({l["member_id"] for l in borrowed(Y24) if l["status"] == "lost"})
check(v, "SELECT COUNT(DISTINCT member_id) FROM loans WHERE status = 'lost' AND " + between("borrowed_on", Y24))
golden("r15_members_with_lost_item_2024",
       "How many members had at least one item declared lost among the things they borrowed in 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "lost", "member", "year"])

# 5. distinct senior cardholders charged at least one fine (any type) in 2023
v = len({f["member_id"] for f in assessed(Y23) if members[f["member_id"]]["member_type"] == "Senior"})
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM fines f JOIN loans l USING (loan_id)
            JOIN members m ON m.member_id = l.member_id
            WHERE m.member_type = 'Senior' AND """ + between("f.assessed_on", Y23))
golden("r15_seniors_fined_2023",
       "How many different senior cardholders were charged at least one fine in 2023, of any type?",
       v, "int", difficulty="medium", tags=["distinct-count", "fines", "member-type", "join", "year"])

# 6. members with a Cedar Grove card who borrowed at least once at Central Library in 2024 (home vs borrowing)
v = len({l["member_id"] for l in borrowed(Y24)
         if l["m"]["home_branch_id"] == BRANCH_ID["Cedar Grove"] and l["bb"]["branch_name"] == "Central Library"})
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id)
            JOIN branches h ON h.branch_id = m.home_branch_id JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE h.branch_name = 'Cedar Grove' AND b.branch_name = 'Central Library' AND """
      + between("l.borrowed_on", Y24))
golden("r15_cedar_grove_cards_at_central_2024",
       "How many members with a Cedar Grove card borrowed at least one item at Central Library in 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "role", "home-branch", "borrow-branch", "year"])

# 7. distinct titles children checked out during Summer Reading 2024
v = len({l["i"]["title"] for l in borrowed(SR24) if l["m"]["member_type"] == "Child"})
assert v != len({l["item_id"] for l in borrowed(SR24) if l["m"]["member_type"] == "Child"}), "copies differ"
check(v, """SELECT COUNT(DISTINCT i.title) FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
            WHERE m.member_type = 'Child' AND """ + between("l.borrowed_on", SR24))
golden("r15_child_titles_summer_reading_2024",
       "How many different titles did children check out during Summer Reading 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "title", "member-type", "named-period"])

# ================================================================ averages per group
# 8. average replacement cost of an audiobook copy (typo "averge")
x = [i["cost"] for i in items.values() if i["format"] == "Audiobook"]
v = sum(x) / len(x)
check(v, "SELECT AVG(replacement_cost) FROM items WHERE format = 'Audiobook'")
golden("r15_avg_replacement_cost_audiobook",
       "whats the averge replacement cost of an audiobook copy in our collection?",
       r2(v), "float", mode="approximate", tags=["average", "typo", "items", "format"])

# 9. average late return fine, adults vs seniors, late fines assessed in 2024
acc = defaultdict(list)
for f in assessed(Y24):
    if f["fine_type"] == "Late return":
        acc[members[f["member_id"]]["member_type"]].append(f["amt"])
assert set(acc) == {"Adult", "Senior"}, "late fines only on adult and senior cards"
rows = [(k, sum(acc[k]) / len(acc[k])) for k in ("Adult", "Senior")]
assert [k for k, _ in ranked(dict(rows))] == ["Adult", "Senior"], "asked order = highest first = alphabetical"
check(rows, """SELECT m.member_type, AVG(f.amount) FROM fines f JOIN loans l USING (loan_id)
               JOIN members m ON m.member_id = l.member_id
               WHERE f.fine_type = 'Late return' AND m.member_type IN ('Adult', 'Senior') AND """
      + between("f.assessed_on", Y24) + " GROUP BY m.member_type ORDER BY m.member_type")
golden("r15_avg_late_fine_adult_vs_senior_2024",
       "average late return fine, adults vs seniors, for late fines charged in 2024",
       [{"member_type": k, "average_late_fine": r2(a)} for k, a in rows],
       "list[{member_type:str, average_late_fine:float}]", mode="approximate", difficulty="medium",
       tags=["average", "breakdown", "a-vs-b", "fines", "member-type", "year"])

# 10. average loan length per branch type (borrowing branch), loans borrowed in 2024, longest first
acc = defaultdict(list)
for l in borrowed(Y24):
    if l["status"] == "returned":
        acc[l["bb"]["branch_type"]].append((l["r"] - l["b"]).days)
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, """SELECT b.branch_type, AVG(""" + LOAN_DAYS + """) a FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
             WHERE l.status = 'returned' AND """ + between("l.borrowed_on", Y24) + " GROUP BY b.branch_type ORDER BY a DESC")
golden("r15_loan_length_by_branch_type_2024",
       "Could you give me the average loan length for each type of branch (Central, Community, Express), for items checked out in 2024? Longest first, please.",
       [{"branch_type": k, "average_loan_days": r2(a)} for k, a in rk],
       "list[{branch_type:str, average_loan_days:float}]", mode="approximate", difficulty="medium",
       tags=["average", "ranking", "loan-length", "branch-type", "year"])

# ================================================================ top/bottom N
# 11. top three genres among seniors by 2023 checkouts
cnt = Counter(l["i"]["genre"] for l in borrowed(Y23) if l["m"]["member_type"] == "Senior")
top = ranked(cnt, 3)
check(top, """SELECT i.genre, COUNT(*) n FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
              WHERE m.member_type = 'Senior' AND """ + between("l.borrowed_on", Y23)
      + " GROUP BY i.genre ORDER BY n DESC, i.genre LIMIT 3")
golden("r15_top3_genres_seniors_2023",
       "top three genres among senior cardholders in 2023 by checkouts, with the counts",
       [{"genre": k, "loans": n} for k, n in top], "list[{genre:str, loans:int}]",
       difficulty="medium", tags=["top-n", "written-limit", "genre", "member-type", "year"])

# 12. two branches with the lowest late return rate, loans borrowed in 2023 (typo "branchs")
acc = defaultdict(lambda: [0, 0])
for l in borrowed(Y23):
    if l["status"] == "returned":
        acc[l["bb"]["branch_name"]][0] += is_late(l)
        acc[l["bb"]["branch_name"]][1] += 1
bot = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 2, reverse=False)
check(bot, """SELECT b.branch_name, 100.0 * SUM(l.returned_on > l.due_date) / COUNT(*) r
              FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
              WHERE l.status = 'returned' AND """ + between("l.borrowed_on", Y23)
      + " GROUP BY b.branch_name ORDER BY r ASC LIMIT 2")
golden("r15_two_lowest_late_rate_branches_2023",
       "which two branchs had the lowest late return rate on items borrowed in 2023? lowest first, with the rate",
       [{"branch": k, "late_return_rate": r2(r)} for k, r in bot], "list[{branch:str, late_return_rate:float}]",
       mode="approximate", difficulty="medium", tags=["bottom-n", "written-limit", "typo", "late-return-rate", "branch", "year"])

# 13. three branches with the fewest active borrowers (distinct members checking out there) in 2023
acc = defaultdict(set)
for l in borrowed(Y23):
    acc[l["bb"]["branch_name"]].add(l["member_id"])
assert len(acc) == 12
bot = ranked({k: len(s) for k, s in acc.items()}, 3, reverse=False)
check(bot, """SELECT b.branch_name, COUNT(DISTINCT l.member_id) n FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
              WHERE """ + between("l.borrowed_on", Y23) + " GROUP BY b.branch_name ORDER BY n ASC LIMIT 3")
golden("r15_bottom3_branches_active_borrowers_2023",
       "Which 3 branches had the fewest active borrowers in 2023? Give the number for each, fewest first.",
       [{"branch": k, "active_borrowers": n} for k, n in bot], "list[{branch:str, active_borrowers:int}]",
       difficulty="medium", tags=["bottom-n", "numeric-limit", "active-borrowers", "branch", "year"])

# 14. five home branches with the most active borrowers in 2024 (members of the branch who borrowed anywhere)
acc = defaultdict(set)
for l in borrowed(Y24):
    acc[branches[l["m"]["home_branch_id"]]["branch_name"]].add(l["member_id"])
top = ranked({k: len(s) for k, s in acc.items()}, 5)
bacc = defaultdict(set)
for l in borrowed(Y24):
    bacc[l["bb"]["branch_name"]].add(l["member_id"])
assert top != sorted(((k, len(s)) for k, s in bacc.items()), key=lambda kv: -kv[1])[:5], "the borrowing-branch reading differs"
check(top, """SELECT h.branch_name, COUNT(DISTINCT l.member_id) n FROM loans l JOIN members m USING (member_id)
              JOIN branches h ON h.branch_id = m.home_branch_id
              WHERE """ + between("l.borrowed_on", Y24) + " GROUP BY h.branch_name ORDER BY n DESC LIMIT 5")
golden("r15_top5_home_branches_active_borrowers_2024",
       "Which five branches have the most cardholders who actually borrowed something in 2024 (wherever they borrowed it)? Count each member once under the branch their card is from.",
       [{"home_branch": k, "active_borrowers": n} for k, n in top], "list[{home_branch:str, active_borrowers:int}]",
       difficulty="hard", tags=["top-n", "written-limit", "role", "home-branch", "active-borrowers", "year"])

# 15. four most borrowed Cooking titles of 2024
cnt = Counter(l["i"]["title"] for l in borrowed(Y24) if l["i"]["genre"] == "Cooking")
top = ranked(cnt, 4)
check(top, """SELECT i.title, COUNT(*) n FROM loans l JOIN items i USING (item_id)
              WHERE i.genre = 'Cooking' AND """ + between("l.borrowed_on", Y24)
      + " GROUP BY i.title ORDER BY n DESC, i.title LIMIT 4")
golden("r15_top4_cooking_titles_2024",
       "Name the four most borrowed cooking titles of 2024, with how many checkouts each had.",
       [{"title": k, "loans": n} for k, n in top], "list[{title:str, loans:int}]",
       difficulty="medium", tags=["top-n", "written-limit", "title", "genre", "year"])

# ================================================================ share of total
# 16. share of fine money collected in 2024 that came from lost item charges
col = [f for f in fines if f["status"] == "paid" and on(f["p"], Y24)]
v = 100.0 * sum(f["amt"] for f in col if f["fine_type"] == "Lost item") / sum(f["amt"] for f in col)
check(v, """SELECT 100.0 * SUM(CASE WHEN fine_type = 'Lost item' THEN amount ELSE 0 END) / SUM(amount)
            FROM fines WHERE status = 'paid' AND """ + between("paid_on", Y24))
golden("r15_lost_share_of_collected_2024",
       "What percentage of the fine money we collected in 2024 came from lost item charges?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "fines-collected", "fine-type", "year"])

# 17. 2024 checkouts at Market Street vs Harbor Point (the two Express branches), borrowing branch
cnt = Counter(l["bb"]["branch_name"] for l in borrowed(Y24))
rows = [(k, cnt[k]) for k in ("Market Street", "Harbor Point")]
check(sorted(rows), """SELECT b.branch_name, COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
                       WHERE b.branch_name IN ('Market Street', 'Harbor Point') AND """ + between("l.borrowed_on", Y24)
      + " GROUP BY b.branch_name ORDER BY b.branch_name")
golden("r15_loans_market_street_vs_harbor_point_2024",
       "2024 checkouts: Market Street vs Harbor Point?",
       [{"branch": k, "loans": n} for k, n in rows], "list[{branch:str, loans:int}]", mode="contains",
       tags=["breakdown", "a-vs-b", "loans", "branch", "year"])

# 18. share of Central Library's 2024 checkouts made on children's cards
cl = [l for l in borrowed(Y24) if l["bb"]["branch_name"] == "Central Library"]
v = 100.0 * sum(1 for l in cl if l["m"]["member_type"] == "Child") / len(cl)
check(v, """SELECT 100.0 * SUM(m.member_type = 'Child') / COUNT(*) FROM loans l JOIN members m USING (member_id)
            WHERE l.borrow_branch_id = ? AND """ + between("l.borrowed_on", Y24), BRANCH_ID["Central Library"])
golden("r15_child_share_central_2024",
       "what % of central library's checkouts this year were on children's cards?",
       r2(v), "float", mode="approximate", tags=["share", "member-type", "branch", "relative-period"])

# ================================================================ comparisons / thresholds
# 19. lost item charges of more than $30 (all time)
lost = [f for f in fines if f["fine_type"] == "Lost item"]
assert not any(abs(f["amt"] - 30) < 1e-9 for f in lost)
v = sum(1 for f in lost if f["amt"] > 30)
check(v, "SELECT COUNT(*) FROM fines WHERE fine_type = 'Lost item' AND amount > 30")
golden("r15_lost_charges_over_30",
       "How many lost item charges came to more than $30?",
       v, "int", tags=["comparison", "threshold", "fines", "fine-type"])

# 20. loans overdue by more than thirty days at the extract
od = [l for l in loans if l["status"] == "overdue"]
assert all(l["late_days"] is not None for l in od)
v = sum(1 for l in od if l["late_days"] > 30)
assert not any(l["late_days"] == 30 for l in od), "no loan sits exactly on the threshold"
check(v, "SELECT COUNT(*) FROM loans WHERE status = 'overdue' AND days_overdue > 30")
golden("r15_overdue_more_than_30_days",
       "How many loans are currently overdue by more than thirty days?",
       v, "int", tags=["comparison", "threshold", "overdue", "written-number"])

# 21. members with more than $40 of unpaid fines in total (all time; nobody owes exactly $40)
acc = defaultdict(float)
for f in fines:
    if f["status"] == "unpaid":
        acc[f["member_id"]] += f["amt"]
assert not any(abs(s - 40) < 1e-6 for s in acc.values())
v = sum(1 for s in acc.values() if s > 40)
check(v, """SELECT COUNT(*) FROM (SELECT member_id FROM fines WHERE status = 'unpaid'
            GROUP BY member_id HAVING SUM(amount) > 40)""")
golden("r15_members_unpaid_over_40",
       "How many members owe more than $40 in unpaid fines altogether?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "per-entity", "unpaid", "fines"])

# ================================================================ negation / exclusion
# 22. members who borrowed in 2024 and returned none of their 2024 checkouts late
b24 = borrowed(Y24)
act = {l["member_id"] for l in b24}
latem = {l["member_id"] for l in b24 if is_late(l)}
v = len(act - latem)
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l WHERE """ + between("l.borrowed_on", Y24) + """
            AND NOT EXISTS (SELECT 1 FROM loans u WHERE u.member_id = l.member_id AND u.status = 'returned'
                            AND u.returned_on > u.due_date AND """ + between("u.borrowed_on", Y24) + ")")
golden("r15_borrowers_never_late_2024",
       "Of the members who borrowed something in 2024, how many never brought any of those 2024 checkouts back late?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "late-return", "year"])

# 23. Mill Creek loans in Q3 2023 excluding Film & TV
v = sum(1 for l in borrowed(Q3_23) if l["bb"]["branch_name"] == "Mill Creek" and l["i"]["genre"] != "Film & TV")
assert v != sum(1 for l in borrowed(Q3_23) if l["bb"]["branch_name"] == "Mill Creek")
check(v, """SELECT COUNT(*) FROM loans l JOIN items i USING (item_id)
            WHERE l.borrow_branch_id = ? AND i.genre <> 'Film & TV' AND """ + between("l.borrowed_on", Q3_23),
      BRANCH_ID["Mill Creek"])
golden("r15_mill_creek_q3_2023_excl_film_tv",
       "Excluding Film & TV, how many loans did Mill Creek make in Q3 2023?",
       v, "int", tags=["exclusion", "genre", "branch", "quarter"])

# 24. adult cardholders who have borrowed but were never charged any fine
borrowers = {l["member_id"] for l in loans if l["m"]["member_type"] == "Adult"}
fined = {f["member_id"] for f in fines}
v = len(borrowers - fined)
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id)
            WHERE m.member_type = 'Adult'
            AND NOT EXISTS (SELECT 1 FROM fines f WHERE f.member_id = l.member_id)""")
golden("r15_adults_borrowed_never_fined",
       "How many adult cardholders have borrowed at least one item from us but have never been charged a fine of any kind?",
       v, "int", difficulty="medium", tags=["negation", "never", "distinct-count", "fines", "member-type", "all-time"])

# ================================================================ roles
# 25. borrowed at Elm Park in 2024, returned at Northside
v = sum(1 for l in borrowed(Y24) if l["bb"]["branch_name"] == "Elm Park" and l["rb"] and l["rb"]["branch_name"] == "Northside")
check(v, """SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            JOIN branches r ON r.branch_id = l.return_branch_id
            WHERE b.branch_name = 'Elm Park' AND r.branch_name = 'Northside' AND """ + between("l.borrowed_on", Y24))
golden("r15_elm_park_to_northside_2024",
       "How many items borrowed at Elm Park in 2024 were returned at Northside?",
       v, "int", difficulty="medium", tags=["role", "borrow-branch", "return-branch", "year"])

# 26. returns at Central Library in 2024 of items borrowed elsewhere by Central Library cardholders
cg = BRANCH_ID["Central Library"]
v = sum(1 for l in returned(Y24)
        if l["return_branch_id"] == cg and l["borrow_branch_id"] != cg and l["m"]["home_branch_id"] == cg)
check(v, """SELECT COUNT(*) FROM loans l JOIN members m USING (member_id)
            WHERE l.return_branch_id = ? AND l.borrow_branch_id <> ? AND m.home_branch_id = ? AND """
      + between("l.returned_on", Y24), cg, cg, cg)
golden("r15_central_returns_own_cards_borrowed_elsewhere_2024",
       "Of the items returned at Central Library during 2024, how many had been checked out at some other branch by people whose library card is from Central Library?",
       v, "int", difficulty="hard", tags=["role", "return-branch", "borrow-branch", "home-branch", "year"])

# 27. branch whose 2024 returns exceeded its 2024 loans by the most
ret = Counter(l["rb"]["branch_name"] for l in returned(Y24))
out = Counter(l["bb"]["branch_name"] for l in borrowed(Y24))
surplus = {k: ret[k] - out[k] for k in set(ret) | set(out)}
who, n = ranked(surplus, 1)[0]
assert n > 0
elsewhere = Counter(l["rb"]["branch_name"] for l in returned(Y24) if l["return_branch_id"] != l["borrow_branch_id"])
assert ranked(elsewhere, 1)[0][0] == who, "the 'returns of items lent elsewhere' reading names the same branch"
check([(who, n)], """WITH r AS (SELECT return_branch_id AS id, COUNT(*) n FROM loans WHERE """ + between("returned_on", Y24)
      + """ GROUP BY 1),
                          o AS (SELECT borrow_branch_id AS id, COUNT(*) n FROM loans WHERE """ + between("borrowed_on", Y24)
      + """ GROUP BY 1)
                     SELECT b.branch_name, COALESCE(r.n, 0) - COALESCE(o.n, 0) s FROM branches b
                     LEFT JOIN r ON r.id = b.branch_id LEFT JOIN o ON o.id = b.branch_id ORDER BY s DESC LIMIT 1""")
golden("r15_branch_most_returns_over_loans_2024",
       "In 2024, which branch took back the most items over and above what it lent out itself?",
       who, "str", difficulty="hard", tags=["role", "return-branch", "borrow-branch", "comparison", "year"])

# ================================================================ periods
# 28. checkouts during the fine amnesty weeks (Food for Fines 2024)
v = len(borrowed(FFF))
check(v, "SELECT COUNT(*) FROM loans WHERE " + between("borrowed_on", FFF))
golden("r15_loans_during_fine_amnesty",
       "how many checkouts did we do during the fine amnesty?",
       v, "int", tags=["named-period", "loans"])

# 29. late return rate, loans borrowed in Q3 2024
q = [l for l in borrowed(Q3_24) if l["status"] == "returned"]
v = 100.0 * sum(1 for l in q if is_late(l)) / len(q)
check(v, "SELECT 100.0 * SUM(returned_on > due_date) / COUNT(*) FROM loans WHERE status = 'returned' AND "
      + between("borrowed_on", Q3_24))
golden("r15_late_rate_q3_2024",
       "Late return rate for loans borrowed in Q3 2024?",
       r2(v), "float", mode="approximate", tags=["rate", "late-return-rate", "quarter"])

# 30. loans per active borrower, teens, 2024 (glossary ratio)
t = [l for l in borrowed(Y24) if l["m"]["member_type"] == "Teen"]
v = len(t) / len({l["member_id"] for l in t})
check(v, """SELECT 1.0 * COUNT(*) / COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id)
            WHERE m.member_type = 'Teen' AND """ + between("l.borrowed_on", Y24))
golden("r15_loans_per_borrower_teens_2024",
       "What was the loans per active borrower figure for teens in 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["ratio", "loans-per-borrower", "member-type", "year"])

# ================================================================ growth
# 31. returns at Lakeshore (return branch), Q2 2023 -> Q2 2024
def lake_returns(p):
    return sum(1 for l in returned(p) if l["rb"]["branch_name"] == "Lakeshore")
a, b = lake_returns(Q2_23), lake_returns(Q2_24)
v = pct_change(a, b)
lk = BRANCH_ID["Lakeshore"]
sa = DB.execute("SELECT COUNT(*) FROM loans WHERE return_branch_id = ? AND " + between("returned_on", Q2_23), (lk,)).fetchone()[0]
sb = DB.execute("SELECT COUNT(*) FROM loans WHERE return_branch_id = ? AND " + between("returned_on", Q2_24), (lk,)).fetchone()[0]
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
loans_v = pct_change(sum(1 for l in borrowed(Q2_23) if l["bb"]["branch_name"] == "Lakeshore"),
                     sum(1 for l in borrowed(Q2_24) if l["bb"]["branch_name"] == "Lakeshore"))
assert abs(loans_v - v) > 0.5, "the checkout reading differs"
golden("r15_lakeshore_returns_growth_q2",
       "By what percent did returns at Lakeshore change from Q2 2023 to Q2 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "returns", "return-branch", "quarter"])

# 32. fines charged (dollars, every status), H1 2023 -> H1 2024
a = sum(f["amt"] for f in assessed(H1_23))
b = sum(f["amt"] for f in assessed(H1_24))
v = pct_change(a, b)
sql_fc = "(SELECT SUM(amount) FROM fines WHERE %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_fc % between("assessed_on", H1_24), sql_fc % between("assessed_on", H1_23),
                                            sql_fc % between("assessed_on", H1_23)))
golden("r15_fines_charged_growth_h1",
       "How much did the dollar amount of fines charged grow from the first half of 2023 to the first half of 2024, in %?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "fines-charged", "half-year"])

# 33. new senior cards, this year (2024) vs the year before (2023)
a = sum(1 for m in members.values() if m["member_type"] == "Senior" and on(day(m["joined_on"]), Y23))
b = sum(1 for m in members.values() if m["member_type"] == "Senior" and on(day(m["joined_on"]), Y24))
v = pct_change(a, b)
sql_nm = "(SELECT COUNT(*) FROM members WHERE member_type = 'Senior' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_nm % between("joined_on", Y24), sql_nm % between("joined_on", Y23),
                                            sql_nm % between("joined_on", Y23)))
golden("r15_senior_new_cards_growth_this_year",
       "How did the number of new senior cards we issued this year compare with the year before? Give me the % change.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "new-members", "member-type", "relative-period", "year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "lending_policy.md"),
         "The late fine on one item is capped at $10 for adult cards and $5 for senior cards.")
golden("r15_doc_adult_late_fine_cap",
       "What's the most an adult card can be charged in late fines for a single item, in dollars?",
       10, "int", route="documents", tags=["document", "policy", "late-fine", "cap"])

doc_says(os.path.join(DOCS, "lending_policy.md"), "DVDs are lent for 7 days.")
golden("r15_doc_dvd_loan_period",
       "how long is the loan period on a DVD, in days?",
       7, "int", route="documents", tags=["document", "policy", "loan-period"])


HEADER = [
    "# Held-out round 15 (library): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/lending_policy.md).",
    "# GENERATED: python3 expected/round15.py",
]


def earlier_questions():
    qs = set()
    for path in glob.glob(os.path.join(ROOT, "heldout", "*.hcl")):
        if os.path.basename(path) == "round15.hcl":
            continue
        with open(path, encoding="utf-8") as f:
            for m in re.finditer(r'^\s*question\s*=\s*"(.*)"\s*$', f.read(), re.M):
                qs.add(" ".join(m.group(1).lower().split()))
    return qs


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    seen = earlier_questions()
    for g in GOLDENS:
        assert " ".join(g["question"].lower().split()) not in seen, "repeats an earlier question: " + g["question"]
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
