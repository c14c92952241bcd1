#!/usr/bin/env python3
"""Held-out round 16 for the library workspace: 35 new questions in the words of
library staff, branch managers and analysts (terse ones, long polite ones,
three with typos -- "percetnage", "brances", "diffrent" -- written numbers
("three", "five", "forty"), everyday words the knowledge files do not use
("grown-ups", "older adults", "take in", "shut for its renovation", "written
off", "dropped off"), a named period from the lending policy (Summer Reading
2023) and the Eastgate renovation of knowledge.hcl). Written by an independent
question writer from data/*.csv, data/README.md, knowledge.hcl, pipes/*.hcl,
documents/*.md and the earlier heldout/, evals/ and expected/ files of this
workspace only (repeats of earlier questions are refused in main()), without
reading datacopilot's runtime (no *.go) and without running datacopilot.
Every expected value is computed here from data/*.csv with the Python
standard library only (csv, datetime, collections), then a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal (floats to 1e-6). The two document answers are taken from
documents/lending_policy.md and checked to be stated there.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md); numbers are the comment numbers below:
- a loan (checkout, "borrowed", "lent", "checked out") is one row of
  loans.csv, whatever its status, dated by borrowed_on and counted at the
  borrowing branch (borrow_branch_id; rule borrow_vs_return_branch); a
  return ("brought back", "returned at", "took back", "dropped off") is a loan
  with returned_on, dated by returned_on and counted at return_branch_id; a
  member's home branch ("card is from", "card was issued at") is
  members.home_branch_id and is neither;
- card type = members.member_type: kids / children = 'Child', grown-ups =
  'Adult', seniors / older adults = 'Senior'; genre, format and author come
  through the loan's item; "material type" = items.format; "mysteries and
  thrillers" = genre 'Mystery & Thriller' (knowledge.hcl value synonyms);
- late return = status 'returned' and returned_on > due_date (any number of
  days, grace period not applied); late return rate = 100 * late returns /
  returned loans, dated by borrowed_on; average days late = AVG(days_overdue)
  over returned loans with days_overdue > 0 (equal to the late returns,
  asserted); loan length = days from borrowed_on to returned_on over status
  'returned', dated by borrowed_on;
- overdue = status 'overdue' at the extract (not lost, not late returns);
  lost items = status 'lost', dated by borrowed_on;
- active / unique borrowers = distinct members with a loan in the period (at
  a branch: distinct members who checked out there);
- fines charged = fines.amount by assessed_on, every status; fines collected
  ("money we took in") = amount of status 'paid' by paid_on; unpaid = status
  'unpaid' (neither paid nor waived);
- new members / new cards = members by joined_on;
- periods: quarters and halves are calendar ones, dates inclusive; "the last
  quarter of 2024" = 2024-10-01..2024-12-31; Summer Reading 2023 =
  2023-06-19 to 2023-08-26 (lending_policy.md); Eastgate's renovation closure
  = 2024-03-01 to 2024-05-31 (knowledge.hcl rule eastgate_renovation);
- growth in percent = 100 * (later - earlier) / earlier;
- per question: 1 one row per card type (all four have late returns), days
  late not loan length (the two differ, asserted); 2 loan length of Child
  loans borrowed in 2023 per genre, top three; 3 loan length per borrowing
  district, 2024 loans; 4 late returns among 2024 loans per borrowing
  branch; 5 renewal rate = % of the format's 2023 loans with renewals > 0
  (the raw-count reading names another format, asserted); 6 distinct members
  per borrowing branch in Q4 2024, second place; 7 Senior 2024 loans per
  genre, Mystery & Thriller left out (it is first, asserted); 8 2024 loans
  with a return branch, % whose return branch differs from the borrowing
  branch; 9 unpaid fine dollars (all time), % of type 'Lost item'; 10 2024
  loans borrowed at the Valley district's branches, % on Senior cards; 11
  distinct members with a return at Eastgate dated 2024 (the borrowing
  reading differs, asserted); 12 distinct non-empty items.author of Child
  loans borrowed in Q2 2024; 13 members with joined_on in 2023 and a 2024
  loan at Cedar Grove; 14 borrowing district other than Downtown; 15 fines
  assessed in 2024 with status other than paid and waived (= 'unpaid'); 16
  loan length > 40 days (strict, the >= reading differs), 2024 loans; 17
  replacement_cost > $35 (no copy at exactly $35); 18 members with >= 5 late
  returns among their 2023 loans (the > reading differs); 19 branches with
  > 1,500 loans in 2023 (none at exactly 1,500); 20 returned at Westwood in
  2024, borrowing branch in another district than Westwood's; 21 2024 loans
  borrowed at Northside by members whose home branch is in Valley; 22
  members with home branch Oak Hollow, their 2024 returns per return branch,
  Oak Hollow left out (it is first, asserted); 23 fines collected in
  December 2023 (by paid_on; the charged reading differs, asserted); 24
  status 'overdue', borrowed at Lakeshore (lost excluded, the reading with
  lost differs, asserted); 25 distinct members with a DVD loan in Q1 2024;
  26 members with joined_on in Summer Reading 2023; 27 Eastgate's 2024 loans
  / the 9 months it lent in (no checkouts March-May 2024, asserted); 28 late
  return rate of Adult cards, loans borrowed in H2 2023; 29 distinct Senior
  borrowers, H1 2023 -> H1 2024; 30 lost items by borrowed_on, 2023 -> 2024;
  31 Senior members with any loan in the data and no DVD loan (the
  all-cardholders reading differs, asserted); 32 members with at least one
  returned 2024 loan, all of whose returned 2024 loans came back to their
  borrowing branch; 33 fines charged in 2024 (every status) / distinct
  members charged in 2024.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties at the cut and inside the
list (ranked helper). List answers use mode "contains" (every expected row
must be present; with a tolerance when they carry floats).
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
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
PREFIX = "r16_"
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
        if g["tolerance"] is not None and g["mode"] != "contains":  # (contains compares numbers to the digits given)
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
Q1_24, Q2_24 = ("2024-01-01", "2024-03-31"), ("2024-04-01", "2024-06-30")
Q4_24 = ("2024-10-01", "2024-12-31")
DEC_23 = ("2023-12-01", "2023-12-31")
SR23 = ("2023-06-19", "2023-08-26")    # lending_policy.md, Summer Reading 2023
doc_says(os.path.join(DOCS, "lending_policy.md"), "Summer Reading 2023 ran from 2023-06-19 to 2023-08-26.")
RENO = ("2024-03-01", "2024-05-31")    # knowledge.hcl rule eastgate_renovation
LOAN_DAYS = "(julianday(returned_on) - julianday(borrowed_on))"
LATE = "(status = 'returned' AND returned_on > due_date)"


# ======================================================= aggregation per group
# 1. average days late per card type, late returns among loans borrowed in 2023 (not loan length)
acc = defaultdict(list)
for l in borrowed(Y23):
    if is_late(l):
        assert l["late_days"] > 0
        acc[l["m"]["member_type"]].append(l["late_days"])
assert all(l["late_days"] == 0 for l in borrowed(Y23) if l["status"] == "returned" and not is_late(l))
rows = sorted((k, sum(x) / len(x)) for k, x in acc.items())
assert len(rows) == 4
check(rows, """SELECT m.member_type, AVG(l.days_overdue) FROM loans l JOIN members m USING (member_id)
               WHERE l.status = 'returned' AND l.days_overdue > 0 AND """ + between("l.borrowed_on", Y23)
      + " GROUP BY m.member_type ORDER BY m.member_type")
len_avg = defaultdict(list)
for l in borrowed(Y23):
    if is_late(l):
        len_avg[l["m"]["member_type"]].append((l["r"] - l["b"]).days)
assert all(abs(sum(len_avg[k]) / len(len_avg[k]) - a) > 1 for k, a in rows), "the loan-length reading differs"
golden("r16_avg_days_late_by_card_type_2023",
       "Break down the average days late by card type, for late returns on items checked out in 2023.",
       [{"member_type": k, "average_days_late": r2(a)} for k, a in rows],
       "list[{member_type:str, average_days_late:float}]", mode="contains", difficulty="medium",
       tags=["aggregation", "breakdown", "average-days-late", "close-metric", "member-type", "year"])

# 2. the three genres children kept longest on average (loan length), loans borrowed in 2023
acc = defaultdict(list)
for l in borrowed(Y23):
    if l["status"] == "returned" and l["m"]["member_type"] == "Child":
        acc[l["i"]["genre"]].append((l["r"] - l["b"]).days)
top = ranked({k: sum(x) / len(x) for k, x in acc.items()}, 3)
check(top, """SELECT i.genre, AVG(julianday(l.returned_on) - julianday(l.borrowed_on)) a
              FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
              WHERE l.status = 'returned' AND m.member_type = 'Child' AND """ + between("l.borrowed_on", Y23)
      + " GROUP BY i.genre ORDER BY a DESC LIMIT 3")
golden("r16_child_longest_kept_genres_2023",
       "Which three genres did kids hold on to the longest on average, for items they checked out in 2023? Give me the average days for each.",
       [{"genre": k, "average_loan_days": r2(a)} for k, a in top],
       "list[{genre:str, average_loan_days:float}]", mode="contains", difficulty="hard",
       tags=["aggregation", "top-n", "written-limit", "loan-length", "genre", "member-type", "year"])

# 3. average loan length per district (borrowing district), loans borrowed in 2024, ranked
acc = defaultdict(list)
for l in borrowed(Y24):
    if l["status"] == "returned":
        acc[l["bb"]["district"]].append((l["r"] - l["b"]).days)
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, """SELECT b.district, AVG(""" + LOAN_DAYS + """) a FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
             WHERE l.status = 'returned' AND """ + between("l.borrowed_on", Y24) + " GROUP BY b.district ORDER BY a DESC")
golden("r16_districts_by_loan_length_2024",
       "Rank the five districts by average loan length for 2024 checkouts, longest first.",
       [{"district": k, "average_loan_days": r2(a)} for k, a in rk],
       "list[{district:str, average_loan_days:float}]", mode="contains", difficulty="medium",
       tags=["ranking", "named-measure", "loan-length", "district", "year"])

# ================================================================ top-N / rankings
# 4. three borrowing branches with the most late returns among loans borrowed in 2024
cnt = Counter(l["bb"]["branch_name"] for l in borrowed(Y24) if is_late(l))
top = ranked(cnt, 3)
check(top, """SELECT b.branch_name, COUNT(*) n FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
              WHERE l.status = 'returned' AND l.returned_on > l.due_date AND """ + between("l.borrowed_on", Y24)
      + " GROUP BY b.branch_name ORDER BY n DESC, b.branch_name LIMIT 3")
golden("r16_top3_branches_late_returns_2024",
       "which three branches had the most late returns on stuff checked out there in 2024, and how many each",
       [{"branch": k, "late_returns": n} for k, n in top], "list[{branch:str, late_returns:int}]",
       mode="contains", tags=["top-n", "written-limit", "late-return", "branch", "year"])

# 5. the format with the highest share of 2023 checkouts renewed at least once
acc = defaultdict(lambda: [0, 0])
for l in borrowed(Y23):
    acc[l["i"]["format"]][0] += l["ren"] > 0
    acc[l["i"]["format"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
best = ranked(rate, 1)[0][0]
by_count = ranked({k: a for k, (a, b) in acc.items()}, 1)[0][0]
assert best != by_count, "the raw-count reading names another format"
check(best, """SELECT i.format FROM loans l JOIN items i USING (item_id) WHERE """ + between("l.borrowed_on", Y23)
      + " GROUP BY i.format ORDER BY 100.0 * SUM(l.renewals > 0) / COUNT(*) DESC LIMIT 1")
golden("r16_format_highest_renewal_rate_2023",
       "Looking at 2023 checkouts, which material type had the highest percentage of loans renewed at least once?",
       best, "str", difficulty="medium", tags=["ranking", "named-measure", "renewal-rate", "format", "year"])

# 6. branch with the second-most active borrowers (distinct members) in Q4 2024
acc = defaultdict(set)
for l in borrowed(Q4_24):
    acc[l["bb"]["branch_name"]].add(l["member_id"])
second = ranked({k: len(s) for k, s in acc.items()}, 2)[1][0]
check(second, """SELECT b.branch_name FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
                 WHERE """ + between("l.borrowed_on", Q4_24) + """ GROUP BY b.branch_name
                 ORDER BY COUNT(DISTINCT l.member_id) DESC LIMIT 1 OFFSET 1""")
golden("r16_second_most_borrowers_q4_2024",
       "Which branch had the second-largest number of unique borrowers in the last quarter of 2024?",
       second, "str", difficulty="medium", tags=["ranking", "named-measure", "active-borrowers", "branch", "quarter"])

# 7. apart from Mystery & Thriller, the genre seniors borrowed most in 2024
cnt = Counter(l["i"]["genre"] for l in borrowed(Y24) if l["m"]["member_type"] == "Senior")
assert ranked(cnt, 1)[0][0] == "Mystery & Thriller", "the exclusion matters"
who = ranked({k: n for k, n in cnt.items() if k != "Mystery & Thriller"}, 1)[0][0]
check(who, """SELECT i.genre FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
              WHERE m.member_type = 'Senior' AND i.genre <> 'Mystery & Thriller' AND """ + between("l.borrowed_on", Y24)
      + " GROUP BY i.genre ORDER BY COUNT(*) DESC LIMIT 1")
golden("r16_senior_top_genre_excl_mystery_2024",
       "Apart from mysteries and thrillers, what genre did our older adults borrow the most in 2024?",
       who, "str", tags=["exclusion", "ranking", "genre", "member-type", "year"])

# ================================================================ share of total
# 8. of the 2024 checkouts that have come back, % returned at another branch
r = [l for l in borrowed(Y24) if l["rb"]]
v = 100.0 * sum(1 for l in r if l["return_branch_id"] != l["borrow_branch_id"]) / len(r)
check(v, """SELECT 100.0 * SUM(return_branch_id <> borrow_branch_id) / COUNT(*) FROM loans
            WHERE return_branch_id IS NOT NULL AND """ + between("borrowed_on", Y24))
golden("r16_share_returned_elsewhere_2024",
       "Of the items checked out in 2024 that have been brought back, what percentage were dropped off at a different branch from the one they were borrowed at?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "role", "return-branch", "borrow-branch", "year"])

# 9. share of the outstanding (unpaid) fine dollars that are lost item charges, all time
u = [f for f in fines if f["status"] == "unpaid"]
v = 100.0 * sum(f["amt"] for f in u if f["fine_type"] == "Lost item") / sum(f["amt"] for f in u)
check(v, """SELECT 100.0 * SUM(CASE WHEN fine_type = 'Lost item' THEN amount ELSE 0 END) / SUM(amount)
            FROM fines WHERE status = 'unpaid'""")
golden("r16_unpaid_share_lost_items",
       "Of all the money members still owe us in unpaid fines, what percentage is for lost items?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "unpaid", "fine-type", "all-time"])

# 10. share of 2024 checkouts at Valley district branches made on senior cards (typo "percetnage")
val = [l for l in borrowed(Y24) if l["bb"]["district"] == "Valley"]
v = 100.0 * sum(1 for l in val if l["m"]["member_type"] == "Senior") / len(val)
check(v, """SELECT 100.0 * SUM(m.member_type = 'Senior') / COUNT(*) FROM loans l JOIN members m USING (member_id)
            JOIN branches b ON b.branch_id = l.borrow_branch_id WHERE b.district = 'Valley' AND """
      + between("l.borrowed_on", Y24))
golden("r16_senior_share_valley_loans_2024",
       "what percetnage of the 2024 checkouts at the Valley branches were made on senior cards?",
       r2(v), "float", mode="approximate", tags=["share", "typo", "member-type", "district", "year"])

# ================================================================ distinct counts
# 11. distinct members who returned at least one item at Eastgate in 2024
v = len({l["member_id"] for l in returned(Y24) if l["return_branch_id"] == BRANCH_ID["Eastgate"]})
assert v != len({l["member_id"] for l in borrowed(Y24) if l["borrow_branch_id"] == BRANCH_ID["Eastgate"]})
check(v, "SELECT COUNT(DISTINCT member_id) FROM loans WHERE return_branch_id = ? AND " + between("returned_on", Y24),
      BRANCH_ID["Eastgate"])
golden("r16_members_returning_at_eastgate_2024",
       "How many different people brought at least one item back to Eastgate during 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "role", "return-branch", "year"])

# 12. distinct authors of the items children borrowed in Q2 2024 (magazines have no author)
q = [l for l in borrowed(Q2_24) if l["m"]["member_type"] == "Child"]
v = len({l["i"]["author"] for l in q if l["i"]["author"]})
check(v, """SELECT COUNT(DISTINCT i.author) FROM loans l JOIN items i USING (item_id) JOIN members m USING (member_id)
            WHERE m.member_type = 'Child' AND i.author IS NOT NULL AND i.author <> '' AND """ + between("l.borrowed_on", Q2_24))
golden("r16_child_authors_q2_2024",
       "How many different authors' works did children check out in Q2 2024?",
       v, "int", tags=["distinct-count", "author", "member-type", "quarter"])

# 13. members who joined in 2023 and borrowed at Cedar Grove in 2024
v = len({l["member_id"] for l in borrowed(Y24)
         if l["borrow_branch_id"] == BRANCH_ID["Cedar Grove"] and on(day(l["m"]["joined_on"]), Y23)})
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id)
            WHERE l.borrow_branch_id = ? AND """ + between("m.joined_on", Y23) + " AND " + between("l.borrowed_on", Y24),
      BRANCH_ID["Cedar Grove"])
golden("r16_2023_joiners_borrowing_cedar_grove_2024",
       "How many of the members who signed up in 2023 went on to check something out at Cedar Grove in 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "new-members", "borrow-branch", "year"])

# ================================================================ negation / exclusion
# 14. 2024 checkouts at branches outside the Downtown district
v = sum(1 for l in borrowed(Y24) if l["bb"]["district"] != "Downtown")
check(v, """SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE b.district <> 'Downtown' AND """ + between("l.borrowed_on", Y24))
golden("r16_loans_outside_downtown_2024",
       "How many checkouts were there in 2024 at branches outside the Downtown district?",
       v, "int", tags=["exclusion", "loans", "district", "year"])

# 15. fines assessed in 2024 that are neither paid nor waived (count of charges)
assert all(f["status"] in ("paid", "waived", "unpaid") for f in fines)
v = sum(1 for f in assessed(Y24) if f["status"] not in ("paid", "waived"))
check(v, "SELECT COUNT(*) FROM fines WHERE status NOT IN ('paid', 'waived') AND " + between("assessed_on", Y24))
golden("r16_2024_charges_neither_paid_nor_waived",
       "How many of the individual charges we put on accounts in 2024 have been neither paid nor waived?",
       v, "int", tags=["negation", "unpaid", "fines", "count", "year"])

# ================================================================ comparisons
# 16. 2024 checkouts kept more than forty days before coming back
x = [(l["r"] - l["b"]).days for l in borrowed(Y24) if l["status"] == "returned"]
v = sum(1 for d in x if d > 40)
assert v != sum(1 for d in x if d >= 40)
check(v, "SELECT COUNT(*) FROM loans WHERE status = 'returned' AND " + LOAN_DAYS + " > 40 AND " + between("borrowed_on", Y24))
golden("r16_loans_kept_over_40_days_2024",
       "How many 2024 checkouts were kept out for more than forty days before being returned?",
       v, "int", tags=["comparison", "threshold", "written-number", "loan-length", "year"])

# 17. copies costing more than $35 to replace (no copy costs exactly $35)
assert not any(abs(i["cost"] - 35) < 1e-9 for i in items.values())
v = sum(1 for i in items.values() if i["cost"] > 35)
check(v, "SELECT COUNT(*) FROM items WHERE replacement_cost > 35")
golden("r16_copies_replacement_over_35",
       "how many copies in the collection would cost us over $35 each to replace?",
       v, "int", tags=["comparison", "threshold", "items", "replacement-cost"])

# 18. members with at least five late returns among their 2023 checkouts
cnt = Counter(l["member_id"] for l in borrowed(Y23) if is_late(l))
v = sum(1 for n in cnt.values() if n >= 5)
assert v != sum(1 for n in cnt.values() if n > 5)
check(v, "SELECT COUNT(*) FROM (SELECT member_id FROM loans WHERE " + LATE + " AND " + between("borrowed_on", Y23)
      + " GROUP BY member_id HAVING COUNT(*) >= 5)")
golden("r16_members_five_plus_late_2023",
       "How many members brought back at least five of their 2023 checkouts late?",
       v, "int", difficulty="medium", tags=["comparison", "per-entity", "written-number", "late-return", "year"])

# 19. branches that lent out more than 1,500 items in 2023 (typo "brances")
cnt = Counter(l["bb"]["branch_name"] for l in borrowed(Y23))
assert 1500 not in cnt.values()
v = sum(1 for n in cnt.values() if n > 1500)
check(v, "SELECT COUNT(*) FROM (SELECT borrow_branch_id FROM loans WHERE " + between("borrowed_on", Y23)
      + " GROUP BY borrow_branch_id HAVING COUNT(*) > 1500)")
golden("r16_branches_over_1500_loans_2023",
       "how many brances lent out more than 1,500 items in 2023?",
       v, "int", tags=["comparison", "threshold", "typo", "branch", "loans", "year"])

# ==================================================================== roles
# 20. returns at Westwood in 2024 of items borrowed in another district
ww = BRANCH_ID["Westwood"]
v = sum(1 for l in returned(Y24) if l["return_branch_id"] == ww and l["bb"]["district"] != branches[ww]["district"])
check(v, """SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            JOIN branches r ON r.branch_id = l.return_branch_id
            WHERE r.branch_name = 'Westwood' AND b.district <> r.district AND """ + between("l.returned_on", Y24))
golden("r16_westwood_returns_from_other_districts_2024",
       "Of the items returned at Westwood in 2024, how many had been checked out at a branch in a different district?",
       v, "int", difficulty="hard", tags=["role", "return-branch", "borrow-branch", "district", "year"])

# 21. 2024 checkouts at Northside by members whose home branch is in the Valley district
v = sum(1 for l in borrowed(Y24)
        if l["bb"]["branch_name"] == "Northside" and branches[l["m"]["home_branch_id"]]["district"] == "Valley")
check(v, """SELECT COUNT(*) FROM loans l JOIN members m USING (member_id) JOIN branches h ON h.branch_id = m.home_branch_id
            JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE b.branch_name = 'Northside' AND h.district = 'Valley' AND """ + between("l.borrowed_on", Y24))
golden("r16_northside_loans_valley_cardholders_2024",
       "How many 2024 checkouts at Northside were made by people whose library card was issued at a Valley district branch?",
       v, "int", difficulty="hard", tags=["role", "home-branch", "borrow-branch", "district", "year"])

# 22. Oak Hollow cardholders: the return branch other than Oak Hollow that took back most of their items in 2024
oh = BRANCH_ID["Oak Hollow"]
cnt = Counter(l["rb"]["branch_name"] for l in returned(Y24) if l["m"]["home_branch_id"] == oh)
assert ranked(cnt, 1)[0][0] == "Oak Hollow", "the exclusion matters"
who = ranked({k: n for k, n in cnt.items() if k != "Oak Hollow"}, 1)[0][0]
check(who, """SELECT r.branch_name FROM loans l JOIN members m USING (member_id) JOIN branches r ON r.branch_id = l.return_branch_id
              WHERE m.home_branch_id = ? AND r.branch_name <> 'Oak Hollow' AND """ + between("l.returned_on", Y24)
      + " GROUP BY r.branch_name ORDER BY COUNT(*) DESC LIMIT 1", oh)
golden("r16_oak_hollow_cards_top_other_return_branch_2024",
       "For members whose card is from Oak Hollow, which branch other than Oak Hollow itself took back the most of their items in 2024?",
       who, "str", difficulty="hard", tags=["role", "home-branch", "return-branch", "exclusion", "ranking", "year"])

# ============================================================ close metrics
# 23. fines collected (paid, by paid_on) in December 2023 -- not fines charged
v = sum(f["amt"] for f in fines if f["status"] == "paid" and on(f["p"], DEC_23))
charged = sum(f["amt"] for f in assessed(DEC_23))
assert abs(charged - v) > 1, "the fines-charged reading differs"
check(v, "SELECT SUM(amount) FROM fines WHERE status = 'paid' AND " + between("paid_on", DEC_23))
golden("r16_fines_collected_dec_2023",
       "How much fine money did we actually take in during December 2023?",
       r2(v), "float", mode="approximate", tags=["close-metric", "fines-collected", "month"])

# 24. loans borrowed at Lakeshore that are overdue at the extract (not lost, not late returns)
v = sum(1 for l in loans if l["bb"]["branch_name"] == "Lakeshore" and l["status"] == "overdue")
assert v != sum(1 for l in loans if l["bb"]["branch_name"] == "Lakeshore" and l["status"] in ("overdue", "lost"))
check(v, "SELECT COUNT(*) FROM loans WHERE status = 'overdue' AND borrow_branch_id = ?", BRANCH_ID["Lakeshore"])
golden("r16_lakeshore_overdue_now",
       "How many items checked out at Lakeshore are overdue right now? Don't count the ones already declared lost.",
       v, "int", tags=["close-metric", "overdue", "branch", "extract"])

# 25. distinct members who borrowed a DVD in Q1 2024 (borrowers, not loans; typo "diffrent")
q = [l for l in borrowed(Q1_24) if l["i"]["format"] == "DVD"]
v = len({l["member_id"] for l in q})
assert v != len(q)
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN items i USING (item_id)
            WHERE i.format = 'DVD' AND """ + between("l.borrowed_on", Q1_24))
golden("r16_dvd_borrowers_q1_2024",
       "how many diffrent people borrowed a dvd in q1 2024",
       v, "int", tags=["close-metric", "active-borrowers", "distinct-count", "typo", "format", "quarter"])

# ============================================================ named periods
# 26. new cards issued during Summer Reading 2023 (lending_policy.md dates)
v = sum(1 for m in members.values() if on(day(m["joined_on"]), SR23))
check(v, "SELECT COUNT(*) FROM members WHERE " + between("joined_on", SR23))
golden("r16_new_cards_summer_reading_2023",
       "How many new library cards did we issue while Summer Reading 2023 was running?",
       v, "int", tags=["named-period", "new-members"])

# 27. Eastgate's average monthly checkouts in 2024 over the months it was open (closed March-May)
e = [l for l in borrowed(Y24) if l["borrow_branch_id"] == BRANCH_ID["Eastgate"]]
assert not any(on(l["b"], RENO) for l in e), "no Eastgate checkouts during the renovation"
months = Counter(l["b"].month for l in e)
assert set(months) == set(range(1, 13)) - {3, 4, 5}, sorted(months)
v = len(e) / len(months)
check(v, """SELECT 1.0 * COUNT(*) / COUNT(DISTINCT substr(borrowed_on, 1, 7)) FROM loans
            WHERE borrow_branch_id = ? AND """ + between("borrowed_on", Y24), BRANCH_ID["Eastgate"])
golden("r16_eastgate_monthly_loans_open_months_2024",
       "Leaving out the months Eastgate was shut for its renovation, how many checkouts a month did it average in 2024?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["named-period", "average-per-month", "exclusion", "branch", "renovation", "year"])

# 28. late return rate for adult cards, loans borrowed in the second half of 2023
q = [l for l in borrowed(H2_23) if l["status"] == "returned" and l["m"]["member_type"] == "Adult"]
v = 100.0 * sum(1 for l in q if is_late(l)) / len(q)
check(v, """SELECT 100.0 * SUM(l.returned_on > l.due_date) / COUNT(*) FROM loans l JOIN members m USING (member_id)
            WHERE l.status = 'returned' AND m.member_type = 'Adult' AND """ + between("l.borrowed_on", H2_23))
golden("r16_adult_late_rate_h2_2023",
       "What was the late return rate for grown-ups on items they borrowed in the second half of 2023?",
       r2(v), "float", mode="approximate", tags=["rate", "late-return-rate", "member-type", "half-year"])

# ================================================================ growth
# 29. senior active borrowers, H1 2023 -> H1 2024
def senior_borrowers(p):
    return len({l["member_id"] for l in borrowed(p) if l["m"]["member_type"] == "Senior"})


a, b = senior_borrowers(H1_23), senior_borrowers(H1_24)
v = pct_change(a, b)
sql_sb = ("(SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id) "
          "WHERE m.member_type = 'Senior' AND %s)")
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_sb % between("l.borrowed_on", H1_24), sql_sb % between("l.borrowed_on", H1_23),
                                            sql_sb % between("l.borrowed_on", H1_23)))
golden("r16_senior_borrowers_growth_h1",
       "By what percent did the number of seniors borrowing from us change between the first half of 2023 and the first half of 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "active-borrowers", "member-type", "half-year"])

# 30. lost items (by checkout day), 2023 -> 2024
a = sum(1 for l in borrowed(Y23) if l["status"] == "lost")
b = sum(1 for l in borrowed(Y24) if l["status"] == "lost")
v = pct_change(a, b)
sql_lost = "(SELECT COUNT(*) FROM loans WHERE status = 'lost' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_lost % between("borrowed_on", Y24), sql_lost % between("borrowed_on", Y23),
                                            sql_lost % between("borrowed_on", Y23)))
golden("r16_lost_items_growth_2023_2024",
       "What was the % change in lost items from 2023 to 2024?",
       r2(v), "float", mode="approximate", tags=["growth", "lost-items", "year"])

# ====================================================== never / always
# 31. senior cardholders who have borrowed something (2023-2024) but never a DVD
sen = {l["member_id"] for l in loans if l["m"]["member_type"] == "Senior"}
sen_dvd = {l["member_id"] for l in loans if l["m"]["member_type"] == "Senior" and l["i"]["format"] == "DVD"}
v = len(sen - sen_dvd)
assert v != sum(1 for m in members.values() if m["member_type"] == "Senior") - len(sen_dvd), "the all-cardholders reading differs"
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m USING (member_id)
            WHERE m.member_type = 'Senior' AND NOT EXISTS
            (SELECT 1 FROM loans u JOIN items i USING (item_id) WHERE u.member_id = l.member_id AND i.format = 'DVD')""")
golden("r16_senior_borrowers_never_dvd",
       "How many senior cardholders have borrowed from us at some point but never taken out a single DVD?",
       v, "int", difficulty="medium", tags=["never", "negation", "distinct-count", "member-type", "format", "all-time"])

# 32. members who always returned their 2024 checkouts to the branch they borrowed them from
acc = defaultdict(list)
for l in borrowed(Y24):
    if l["rb"]:
        acc[l["member_id"]].append(l["return_branch_id"] == l["borrow_branch_id"])
v = sum(1 for x in acc.values() if all(x))
check(v, """SELECT COUNT(*) FROM (SELECT member_id FROM loans WHERE return_branch_id IS NOT NULL AND """
      + between("borrowed_on", Y24) + " GROUP BY member_id HAVING SUM(return_branch_id <> borrow_branch_id) = 0)")
golden("r16_members_always_returned_same_branch_2024",
       "Of the members who brought back at least one item they'd borrowed in 2024, how many returned every one of those items to the same branch they borrowed it from?",
       v, "int", difficulty="hard", tags=["always", "per-entity", "role", "return-branch", "borrow-branch", "year"])

# =================================================== ratio / average per entity
# 33. average fines charged per member charged, 2024 (every status)
a24 = assessed(Y24)
v = sum(f["amt"] for f in a24) / len({f["member_id"] for f in a24})
check(v, "SELECT SUM(amount) / COUNT(DISTINCT member_id) FROM fines WHERE " + between("assessed_on", Y24))
golden("r16_avg_charged_per_fined_member_2024",
       "In 2024, how much did we charge on average per member who got at least one fine? Count every charge, paid or not.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["average-per-entity", "ratio", "fines-charged", "year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "lending_policy.md"), "Books, large print books and audiobooks are lent for 21 days.")
golden("r16_doc_large_print_loan_period",
       "for how many days can someone borrow a large print book?",
       21, "int", route="documents", tags=["document", "policy", "loan-period"])

doc_says(os.path.join(DOCS, "lending_policy.md"), "An item not returned 45 days after its due date is declared lost.")
golden("r16_doc_days_until_lost",
       "How many days after the due date does an unreturned item get written off as lost?",
       45, "int", route="documents", tags=["document", "policy", "lost"])

HEADER = [
    "# Held-out round 16 (library): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/lending_policy.md).",
    "# GENERATED: python3 expected/round16.py",
]


def earlier_questions():
    qs = set()
    for path in glob.glob(os.path.join(ROOT, "heldout", "*.hcl")) + glob.glob(os.path.join(ROOT, "evals", "*.hcl")):
        if os.path.basename(path) == "round16.hcl":
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
