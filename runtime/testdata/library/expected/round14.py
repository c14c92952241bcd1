#!/usr/bin/env python3
"""Held-out round 14 for the library workspace: 35 new questions in the words of
library staff, branch managers and analysts (terse lowercase ones, long polite
ones, two with typos -- "whcih", "asessed" -- and everyday words the knowledge
files do not use: "what would it cost to replace", "typical size of a
charge", "best at bringing stuff back on time", "went out", "folks", "a card
from", "pensioners", "dinged"), several naming titles, authors and branches
from the data. Written by an independent question writer from the data,
knowledge.hcl, pipes/*.hcl, documents/*.md and the earlier evals/heldout files
only (to avoid repeats, checked in main()), without reading datacopilot's
runtime (no *.go) and without running datacopilot. Every expected value is
computed here from data/*.csv with the Python standard library only (csv,
datetime, collections), then a second time by hand-written SQL over the same
CSV files loaded into sqlite3, and the two are asserted equal. The four
document answers are taken from documents/lending_policy.md and checked to be
stated there; the three unanswerable questions expect route "stop" and are
checked to have no column, knowledge entry, pipe or document behind them.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md); numbers are the comment numbers below:
- a loan (checkout, "borrowed", "took out", "went out") is one row of
  loans.csv, whatever its status, dated by borrowed_on and counted at the
  borrowing branch (borrow_branch_id; rule borrow_vs_return_branch); a return
  ("brought back to", "checked in at", "returned to") is a loan with
  returned_on, dated by returned_on and counted at return_branch_id; a
  member's home branch ("card from", "card was issued at", "new library cards
  issued" by branch) is members.home_branch_id and is neither;
- kids = member_type 'Child'; teenagers = 'Teen'; adult cardholders =
  'Adult'; seniors / pensioners = 'Senior' (value synonyms; member_type is
  the card type); "mystery" = genre 'Mystery & Thriller';
- aggregation words apply to what they modify: 1 "on average how many times
  ... renewed" = AVG(loans.renewals) over the 2024 mystery loans (not the
  share renewed); 2 "what would it cost to replace every large print copy" =
  SUM(items.replacement_cost) over items of format 'Large Print' (every copy
  in items.csv, all acquired by the extract), not a count of copies and not
  lost item charges; 3 "typical size of a damage charge, on average" =
  AVG(fines.amount) of fine_type 'Damage' assessed in 2023 (fines dated by
  assessed_on);
- top-N lists (4-6) are by loan count, or for 5 by new members (members by
  joined_on in 2023, counted at the card's home branch, "the branch that
  issued the card"); authors leave out the empty author of magazines; no tie
  at the cut or inside any list (asserted);
- late return rate (7, 8, 28) = 100 * returned loans with returned_on >
  due_date / returned loans (status 'returned'), dated by borrowed_on, grace
  period not applied (glossary); 8 "best at bringing stuff back on time" =
  the lowest late return rate; 9 average days late = AVG(days_overdue) over
  returned loans with days_overdue > 0 (metric average_days_late), dated by
  borrowed_on, by the district of the borrowing branch;
- 10 the dollar amount of fines charged to adult cardholders = fines
  assessed in 2024 (fines_assessed, all statuses), member type through the
  loan (fines.member_id equals the loan member, asserted); share of amount;
- 11 "renewed at least once" = renewals > 0 (filter renewed), over 2023 DVD
  loans; 20 "renewed more than once" = renewals > 1;
- 12 "brought back at least one item late, counting only things they
  checked out in Q2 2024" = distinct members with a returned loan borrowed
  2024-04-01..2024-06-30 and returned_on > due_date (late return filter,
  dated by checkout as the question says);
- 13 "separate copies" = distinct item_id of the title (6 of its 8 copies,
  fewer than its loans: both asserted different); 14 "different branches" =
  distinct borrow_branch_id, 3 or more; 15 "a branch that isn't the one
  their card is from" = borrow_branch_id <> home_branch_id, distinct teen
  members, 2023 loans;
- 16 "excluding Central Library" = 2024 loans at every other borrowing
  branch; 17 "book" is spelled out in the question as items.format 'Book';
  DVDs = format 'DVD'; both borrowed in 2024, distinct members; 18 "not
  counting the waived ones" = fines assessed in 2023 with status paid or
  unpaid; 19 authors in our collection = distinct non-empty items.author;
  "never had a checkout at Cedar Grove in 2024" = no loan borrowed there in
  2024;
- 21 "over $5" is strict (amount > 5; fines of exactly $5 exist in the
  quarter and are left out, asserted); Q4 2023 by assessed_on;
- roles: 22 returns at Oak Hollow in 2024 (returned_on, return branch) by
  members whose home branch is Oak Hollow; 23 Central Library checkouts
  (borrowing branch) in March 2023 by members whose home branch is Westwood;
  24 share of Harbor Point's 2024 returns (return branch, returned_on) that
  had been borrowed at Eastgate, as a percentage of those returns;
- growth = (later - earlier) / earlier * 100: 25 active borrowers (distinct
  members with a loan) at Westwood as borrowing branch, Q1 2023 -> Q1 2024;
  26 returns checked in at Eastgate (return branch, by returned_on) 2023 ->
  2024 (the loans figure differs, asserted; Eastgate was closed for
  renovation in spring 2024);
- one-group breakdowns: 27 2023 loans of branch type 'Express' (type of the
  borrowing branch, dimension branch_type); 28 2024 late return rate of
  senior cards;
- documents (lending_policy.md): DVDs can be renewed only once; seniors pay
  $0.10 a day late for books; the Summer Reading 2024 theme; damage charges
  between $5 and $30.
Floats are rounded to 2 decimals (4 below 100); shares are percentages
0-100. Rankings are checked for ties at the cut and inside the list.
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
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
PREFIX = "r14_"
N_GOLDENS = 35

# ---------------------------------------------------------------- helpers
GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith(PREFIX), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert route in (None, "stop", "documents"), route
    assert (expect is None) == (route == "stop"), name
    if route != "stop":
        assert mode in ("exact", "approximate"), name
        assert hint, name
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


def rnd(x):
    """2 decimals, 4 below 100 (well inside the 0.1% relative tolerance)."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then by key; refuse a tie
    inside the first n or between the n-th and the next."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    vals = [round(v, 6) for _, v in items]
    upto = len(items) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], ("tie in ranking", items[i - 1], items[i])
    return items[:n] if n else items


def nth(d, n, reverse=True):
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    vals = [round(v, 6) for _, v in items]
    if n >= 2:
        assert vals[n - 2] != vals[n - 1], ("tie above", items[n - 2], items[n - 1])
    if n < len(vals):
        assert vals[n - 1] != vals[n], ("tie below", items[n - 1], items[n])
    return items[n - 1][0]


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


def main(header):
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    assert sum(1 for g in GOLDENS if g["route"] == "documents") == 4
    assert sum(1 for g in GOLDENS if g["route"] == "stop") == 3
    # no repeat of an earlier question
    seen = set()
    for d in ("heldout", "evals"):
        for f in os.listdir(os.path.join(ROOT, d)):
            if f.endswith(".hcl") and f != os.path.basename(OUT):
                with open(os.path.join(ROOT, d, f), encoding="utf-8") as fh:
                    seen |= {q.lower() for q in re.findall(r'question\s*=\s*"((?:[^"\\]|\\.)*)"', fh.read())}
    for g in GOLDENS:
        assert g["question"].lower() not in seen, g["question"]
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


def same(a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def check(value, sql, *params):
    """The Python answer equals the SQL answer (a scalar for a 1x1 result, else rows)."""
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) if isinstance(x, (list, tuple)) else (x,) for x in value] if isinstance(value, list) else value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r\n%s" % (want, got, sql)


def doc_says(fname, sentence):
    with open(os.path.join(DOCS, fname), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert sentence in text, (fname, sentence)


def nowhere(*words):
    """None of the words is a column, or appears in knowledge.hcl, pipes or documents."""
    texts = []
    for f in ("branches.csv", "members.csv", "items.csv", "loans.csv", "fines.csv"):
        with open(os.path.join(DATA, f), encoding="utf-8") as fh:
            texts.append(fh.readline().lower())
    paths = [os.path.join(ROOT, "knowledge.hcl")]
    paths += [os.path.join(ROOT, "pipes", p) for p in os.listdir(os.path.join(ROOT, "pipes"))]
    paths += [os.path.join(DOCS, p) for p in os.listdir(DOCS)]
    for p in paths:
        with open(p, encoding="utf-8") as fh:
            texts.append(fh.read().lower())
    for w in words:
        for t in texts:
            assert not re.search(r"\b%s" % re.escape(w.lower()), t), w


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


def days(a, b):
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


def within(d, lo, hi):
    return d != "" and lo <= d <= hi


# ---------------------------------------------------------------- data
loans = load("loans.csv")
fines = load("fines.csv")
items = {i["item_id"]: i for i in load("items.csv")}
members = {m["member_id"]: m for m in load("members.csv")}
branches = {b["branch_id"]: b for b in load("branches.csv")}
bid = {b["branch_name"]: k for k, b in branches.items()}
by_loan = {l["loan_id"]: l for l in loans}
assert all(f["member_id"] == by_loan[f["loan_id"]]["member_id"] for f in fines)
assert all((f["paid_on"] != "") == (f["status"] == "paid") for f in fines)
assert all((l["returned_on"] != "") == (l["status"] == "returned") for l in loans)
assert all((l["return_branch_id"] != "") == (l["status"] == "returned") for l in loans)
DB = sqlite_db(["loans.csv", "fines.csv", "items.csv", "members.csv", "branches.csv"])


def mtype(member_id):
    return members[member_id]["member_type"]


def item(l):
    return items[l["item_id"]]


def y(l, year):
    return l["borrowed_on"].startswith(year)


def late(l):
    return l["status"] == "returned" and l["returned_on"] > l["due_date"]


def late_rate(ls):
    ret = [l for l in ls if l["status"] == "returned"]
    return 100.0 * sum(1 for l in ret if late(l)) / len(ret)


LATE_RATE_SQL = ("100.0 * SUM(CASE WHEN l.returned_on > l.due_date THEN 1 ELSE 0 END) / COUNT(*)")

# ==================================================== aggregation words (1-3)
# 1. average renewals of mystery loans in 2024
v = mean(int(l["renewals"]) for l in loans if y(l, "2024") and item(l)["genre"] == "Mystery & Thriller")
check(v, """SELECT AVG(l.renewals) FROM loans l JOIN items i ON i.item_id = l.item_id
            WHERE i.genre = 'Mystery & Thriller' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r14_avg_renewals_mystery_loans_2024",
       "on average how many times did a mystery checkout get renewed in 2024",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["aggregation-target", "average", "renewals", "genre", "year", "terse"])

# 2. what it would cost to replace every large print copy (total of replacement_cost)
assert max(i["acquired_on"] for i in items.values()) <= "2024-12-31"
lp = [i for i in items.values() if i["format"] == "Large Print"]
v = sum(float(i["replacement_cost"]) for i in lp)
assert len(lp) > 1 and abs(v - len(lp)) > 1  # the total, not the number of copies
check(v, """SELECT SUM(replacement_cost) FROM items WHERE format = 'Large Print'""")
golden("r14_replacement_cost_all_large_print",
       "If we had to replace every single large print copy we own, what would that cost us in total, going by "
       "the replacement cost of each copy?",
       round(v, 2), "float", "approximate", difficulty="medium",
       tags=["aggregation-target", "total", "collection", "replacement-cost", "format", "idiom"])

# 3. average damage charge in 2023
v = mean(float(f["amount"]) for f in fines if f["fine_type"] == "Damage" and f["assessed_on"].startswith("2023"))
check(v, """SELECT AVG(amount) FROM fines WHERE fine_type = 'Damage'
            AND assessed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r14_avg_damage_charge_2023",
       "what was the typical size of a damage charge in 2023, on average, in dollars?",
       rnd(v), "float", "approximate", difficulty="easy",
       tags=["aggregation-target", "average", "fines", "fine-type", "year"])

# ==================================================== top N (4-6)
# 4. three titles kids borrowed most in 2024 (typo "whcih")
c = Counter(item(l)["title"] for l in loans if y(l, "2024") and mtype(l["member_id"]) == "Child")
top = ranked(c, 3)
check([(t,) for t, _ in top],
      """SELECT i.title FROM loans l JOIN items i ON i.item_id = l.item_id
         JOIN members m ON m.member_id = l.member_id
         WHERE m.member_type = 'Child' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
         GROUP BY i.title ORDER BY COUNT(*) DESC, i.title LIMIT 3""")
golden("r14_top3_titles_children_2024",
       "whcih three titles did kids borrow the most in 2024?",
       [{"title": t} for t, _ in top], "list[{title:str}]", "exact", difficulty="medium",
       tags=["top-n", "written-limit", "titles", "member-type", "year", "typo"])

# 5. top 4 branches by new cards in 2023 (home branch)
c = Counter(branches[m["home_branch_id"]]["branch_name"] for m in members.values()
            if m["joined_on"].startswith("2023"))
top = ranked(c, 4)
check([(b, n) for b, n in top],
      """SELECT b.branch_name, COUNT(*) FROM members m JOIN branches b ON b.branch_id = m.home_branch_id
         WHERE m.joined_on BETWEEN '2023-01-01' AND '2023-12-31'
         GROUP BY b.branch_name ORDER BY COUNT(*) DESC, b.branch_name LIMIT 4""")
golden("r14_top4_branches_new_cards_2023",
       "top 4 branches by new library cards issued in 2023",
       [{"home_branch": b, "new_members": n} for b, n in top], "list[{home_branch:str, new_members:int}]",
       "exact", difficulty="medium",
       tags=["top-n", "numeric-limit", "new-members", "home-branch", "year", "terse"])

# 6. five most borrowed authors at Central Library in 2024
c = Counter(item(l)["author"] for l in loans
            if y(l, "2024") and l["borrow_branch_id"] == bid["Central Library"] and item(l)["author"])
top = ranked(c, 5)
check([(a,) for a, _ in top],
      """SELECT i.author FROM loans l JOIN items i ON i.item_id = l.item_id
         JOIN branches b ON b.branch_id = l.borrow_branch_id
         WHERE b.branch_name = 'Central Library' AND i.author IS NOT NULL
           AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
         GROUP BY i.author ORDER BY COUNT(*) DESC, i.author LIMIT 5""")
golden("r14_top5_authors_central_library_2024",
       "Could you give me the five writers whose work was checked out most often at Central Library in 2024?",
       [{"author": a} for a, _ in top], "list[{author:str}]", "exact", difficulty="medium",
       tags=["top-n", "written-limit", "author", "borrow-branch", "year", "polite"])

# ==================================================== ranking by a named measure (7-9)
# 7. genre with the highest late return rate, 2024 checkouts
by = defaultdict(list)
for l in loans:
    if y(l, "2024"):
        by[item(l)["genre"]].append(l)
rates = {g: late_rate(ls) for g, ls in by.items()}
v = nth(rates, 1)
check(v, """SELECT i.genre FROM loans l JOIN items i ON i.item_id = l.item_id
            WHERE l.status = 'returned' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY i.genre ORDER BY %s DESC LIMIT 1""" % LATE_RATE_SQL)
golden("r14_genre_highest_late_rate_2024",
       "For items borrowed in 2024, which genre had the highest late return rate?",
       v, "str", "exact", difficulty="medium",
       tags=["ranking", "named-measure", "late-return-rate", "genre", "year"])

# 8. member type with the lowest late return rate, 2023 checkouts
by = defaultdict(list)
for l in loans:
    if y(l, "2023"):
        by[mtype(l["member_id"])].append(l)
rates = {t: late_rate(ls) for t, ls in by.items()}
v = nth(rates, 1, reverse=False)
check(v, """SELECT m.member_type FROM loans l JOIN members m ON m.member_id = l.member_id
            WHERE l.status = 'returned' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
            GROUP BY m.member_type ORDER BY %s ASC LIMIT 1""" % LATE_RATE_SQL)
golden("r14_member_type_lowest_late_rate_2023",
       "which card type was best at bringing stuff back on time in 2023, going by late return rate?",
       v, "str", "exact", difficulty="medium",
       tags=["ranking", "named-measure", "late-return-rate", "member-type", "year", "idiom"])

# 9. district with the worst average days late, 2023 checkouts returned late
by = defaultdict(list)
for l in loans:
    if y(l, "2023") and l["status"] == "returned" and int(l["days_overdue"]) > 0:
        by[branches[l["borrow_branch_id"]]["district"]].append(int(l["days_overdue"]))
assert all(max(0, days(l["due_date"], l["returned_on"])) == int(l["days_overdue"]) for l in loans if l["status"] == "returned")
avg = {d: mean(xs) for d, xs in by.items()}
v = nth(avg, 1)
check(v, """SELECT b.district FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE l.status = 'returned' AND l.days_overdue > 0
              AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
            GROUP BY b.district ORDER BY AVG(l.days_overdue) DESC LIMIT 1""")
golden("r14_district_worst_avg_days_late_2023",
       "Looking at things borrowed in 2023 that came back late, which district's branches had the worst "
       "average days late?",
       v, "str", "exact", difficulty="medium",
       tags=["ranking", "named-measure", "average-days-late", "borrow-district", "year"])

# ==================================================== share of total with a filter (10-11)
# 10. share of adult fines (amount, 2024) that are lost item charges
adult24 = [f for f in fines if f["assessed_on"].startswith("2024") and mtype(by_loan[f["loan_id"]]["member_id"]) == "Adult"]
v = 100.0 * sum(float(f["amount"]) for f in adult24 if f["fine_type"] == "Lost item") / sum(float(f["amount"]) for f in adult24)
check(v, """SELECT 100.0 * SUM(CASE WHEN f.fine_type = 'Lost item' THEN f.amount ELSE 0 END) / SUM(f.amount)
            FROM fines f JOIN loans l ON l.loan_id = f.loan_id JOIN members m ON m.member_id = l.member_id
            WHERE m.member_type = 'Adult' AND f.assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r14_lost_share_of_adult_fines_2024",
       "Of the dollar amount of fines charged to adult cardholders in 2024, what percentage was for lost items?",
       rnd(v), "float", "approximate", difficulty="hard",
       tags=["share", "filter", "fines", "fine-type", "member-type", "year"])

# 11. share of 2023 DVD checkouts renewed at least once
dvd23 = [l for l in loans if y(l, "2023") and item(l)["format"] == "DVD"]
v = 100.0 * sum(1 for l in dvd23 if int(l["renewals"]) > 0) / len(dvd23)
check(v, """SELECT 100.0 * SUM(CASE WHEN l.renewals > 0 THEN 1 ELSE 0 END) / COUNT(*)
            FROM loans l JOIN items i ON i.item_id = l.item_id
            WHERE i.format = 'DVD' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r14_pct_dvd_loans_renewed_2023",
       "what % of dvd checkouts in 2023 got renewed at least once",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["share", "filter", "renewed", "format", "year", "terse"])

# ==================================================== distinct counts constrained by facts (12-15)
# 12. distinct members with a late return among their Q2 2024 checkouts
v = len({l["member_id"] for l in loans if within(l["borrowed_on"], "2024-04-01", "2024-06-30") and late(l)})
check(v, """SELECT COUNT(DISTINCT member_id) FROM loans
            WHERE status = 'returned' AND returned_on > due_date
              AND borrowed_on BETWEEN '2024-04-01' AND '2024-06-30'""")
golden("r14_members_with_late_return_q2_2024_checkouts",
       "How many different members brought back at least one item late, counting only things they checked "
       "out in the second quarter of 2024?",
       v, "int", "exact", difficulty="medium",
       tags=["distinct-count", "members", "late-return", "quarter"])

# 13. distinct copies of Golden Comedy II checked out in Q4 2024
gc = {k for k, i in items.items() if i["title"] == "Golden Comedy II"}
gcl = [l for l in loans if within(l["borrowed_on"], "2024-10-01", "2024-12-31") and l["item_id"] in gc]
v = len({l["item_id"] for l in gcl})
assert v != len(gcl) and v != len(gc)  # neither the loans nor every copy
check(v, """SELECT COUNT(DISTINCT l.item_id) FROM loans l JOIN items i ON i.item_id = l.item_id
            WHERE i.title = 'Golden Comedy II' AND l.borrowed_on BETWEEN '2024-10-01' AND '2024-12-31'""")
golden("r14_copies_of_golden_comedy_ii_borrowed_q4_2024",
       "how many separate copies of Golden Comedy II went out at least once in q4 2024",
       v, "int", "exact", difficulty="medium",
       tags=["distinct-count", "items", "title", "quarter", "terse"])

# 14. members who borrowed at 3+ different branches in 2024
c = defaultdict(set)
for l in loans:
    if y(l, "2024"):
        c[l["member_id"]].add(l["borrow_branch_id"])
v = sum(1 for s in c.values() if len(s) >= 3)
check(v, """SELECT COUNT(*) FROM (SELECT member_id FROM loans
            WHERE borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
            GROUP BY member_id HAVING COUNT(DISTINCT borrow_branch_id) >= 3)""")
golden("r14_members_borrowing_at_3plus_branches_2024",
       "How many members checked out items at three or more different branches during 2024?",
       v, "int", "exact", difficulty="hard",
       tags=["distinct-count", "members", "borrow-branch", "threshold", "year"])

# 15. teens who borrowed at a branch other than their home branch in 2023
v = len({l["member_id"] for l in loans if y(l, "2023") and mtype(l["member_id"]) == "Teen"
         and l["borrow_branch_id"] != members[l["member_id"]]["home_branch_id"]})
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN members m ON m.member_id = l.member_id
            WHERE m.member_type = 'Teen' AND l.borrow_branch_id <> m.home_branch_id
              AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r14_teens_borrowing_away_from_home_branch_2023",
       "how many teenagers borrowed something in 2023 at a branch that isn't the one their card is from?",
       v, "int", "exact", difficulty="hard",
       tags=["distinct-count", "role", "home-branch", "borrow-branch", "member-type", "year"])

# ==================================================== negation / exclusion (16-19)
# 16. 2024 loans excluding Central Library
v = sum(1 for l in loans if y(l, "2024") and l["borrow_branch_id"] != bid["Central Library"])
check(v, """SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE b.branch_name <> 'Central Library' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r14_loans_2024_excluding_central",
       "excluding Central Library, how many checkouts did all the other branches do in 2024 combined?",
       v, "int", "exact", difficulty="easy",
       tags=["exclusion", "loans", "borrow-branch", "year"])

# 17. DVD borrowers in 2024 who never borrowed a Book that year
dvd, book = set(), set()
for l in loans:
    if y(l, "2024"):
        f = item(l)["format"]
        if f == "DVD":
            dvd.add(l["member_id"])
        elif f == "Book":
            book.add(l["member_id"])
v = len(dvd - book)
check(v, """SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN items i ON i.item_id = l.item_id
            WHERE i.format = 'DVD' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
              AND l.member_id NOT IN (SELECT l2.member_id FROM loans l2 JOIN items i2 ON i2.item_id = l2.item_id
                                      WHERE i2.format = 'Book'
                                        AND l2.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r14_dvd_borrowers_no_books_2024",
       "How many folks borrowed DVDs in 2024 but never took out a single book that year (regular Book format, "
       "so large print and audiobooks don't count as books)?",
       v, "int", "exact", difficulty="hard",
       tags=["negation", "never", "distinct-count", "members", "format", "year"])

# 18. 2023 fines charged, not counting waived
v = sum(float(f["amount"]) for f in fines if f["assessed_on"].startswith("2023") and f["status"] != "waived")
check(v, """SELECT SUM(amount) FROM fines WHERE status <> 'waived'
            AND assessed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r14_fines_charged_2023_not_waived",
       "total fines charged in 2023, not counting the ones that were waived",
       round(v, 2), "float", "approximate", difficulty="easy",
       tags=["negation", "exclusion", "fines", "waived", "year", "terse"])

# 19. authors with no checkout at Cedar Grove in 2024
authors = {i["author"] for i in items.values() if i["author"]}
at_cg = {item(l)["author"] for l in loans if y(l, "2024") and l["borrow_branch_id"] == bid["Cedar Grove"]
         and item(l)["author"]}
v = len(authors - at_cg)
assert 0 < v < len(authors)
check(v, """SELECT COUNT(DISTINCT author) FROM items WHERE author IS NOT NULL AND author NOT IN (
              SELECT i.author FROM loans l JOIN items i ON i.item_id = l.item_id
              JOIN branches b ON b.branch_id = l.borrow_branch_id
              WHERE b.branch_name = 'Cedar Grove' AND i.author IS NOT NULL
                AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r14_authors_never_borrowed_at_cedar_grove_2024",
       "How many of the authors in our collection never had a single checkout at Cedar Grove in 2024?",
       v, "int", "exact", difficulty="hard",
       tags=["negation", "never", "distinct-count", "author", "borrow-branch", "year"])

# ==================================================== comparisons / thresholds (20-21)
# 20. loans renewed more than once, October 2024
v = sum(1 for l in loans if l["borrowed_on"].startswith("2024-10") and int(l["renewals"]) > 1)
check(v, """SELECT COUNT(*) FROM loans WHERE renewals > 1
            AND borrowed_on BETWEEN '2024-10-01' AND '2024-10-31'""")
golden("r14_loans_renewed_more_than_once_oct_2024",
       "how many checkouts from october 2024 were renewed more than once?",
       v, "int", "exact", difficulty="easy",
       tags=["comparison", "threshold", "renewals", "month", "terse"])

# 21. fines over $5 assessed in Q4 2023 (typo "asessed")
q4 = [f for f in fines if within(f["assessed_on"], "2023-10-01", "2023-12-31")]
v = sum(1 for f in q4 if float(f["amount"]) > 5)
assert any(float(f["amount"]) == 5 for f in q4)  # strictness matters
check(v, """SELECT COUNT(*) FROM fines WHERE amount > 5
            AND assessed_on BETWEEN '2023-10-01' AND '2023-12-31'""")
golden("r14_fines_over_5_dollars_q4_2023",
       "how many fines over $5 were asessed in Q4 2023?",
       v, "int", "exact", difficulty="easy",
       tags=["comparison", "threshold", "fines", "quarter", "typo"])

# ==================================================== roles (22-24)
# 22. returns at Oak Hollow in 2024 by Oak Hollow cardholders
oh = bid["Oak Hollow"]
v = sum(1 for l in loans if l["return_branch_id"] == oh and l["returned_on"].startswith("2024")
        and members[l["member_id"]]["home_branch_id"] == oh)
check(v, """SELECT COUNT(*) FROM loans l JOIN members m ON m.member_id = l.member_id
            JOIN branches r ON r.branch_id = l.return_branch_id
            JOIN branches h ON h.branch_id = m.home_branch_id
            WHERE r.branch_name = 'Oak Hollow' AND h.branch_name = 'Oak Hollow'
              AND l.returned_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r14_oak_hollow_returns_by_own_members_2024",
       "How many items were brought back to Oak Hollow during 2024 by people whose library card was issued at "
       "Oak Hollow?",
       v, "int", "exact", difficulty="hard",
       tags=["role", "return-branch", "home-branch", "returns", "year"])

# 23. Central Library checkouts in March 2023 by Westwood cardholders
v = sum(1 for l in loans if l["borrow_branch_id"] == bid["Central Library"] and l["borrowed_on"].startswith("2023-03")
        and members[l["member_id"]]["home_branch_id"] == bid["Westwood"])
assert v > 0
check(v, """SELECT COUNT(*) FROM loans l JOIN members m ON m.member_id = l.member_id
            JOIN branches b ON b.branch_id = l.borrow_branch_id
            JOIN branches h ON h.branch_id = m.home_branch_id
            WHERE b.branch_name = 'Central Library' AND h.branch_name = 'Westwood'
              AND l.borrowed_on BETWEEN '2023-03-01' AND '2023-03-31'""")
golden("r14_central_checkouts_by_westwood_members_mar_2023",
       "central library checkouts in march 2023 made by people with a card from westwood?",
       v, "int", "exact", difficulty="hard",
       tags=["role", "borrow-branch", "home-branch", "loans", "month", "terse"])

# 24. share of Harbor Point's 2024 returns borrowed at Eastgate
hp_ret = [l for l in loans if l["return_branch_id"] == bid["Harbor Point"] and l["returned_on"].startswith("2024")]
v = 100.0 * sum(1 for l in hp_ret if l["borrow_branch_id"] == bid["Eastgate"]) / len(hp_ret)
check(v, """SELECT 100.0 * SUM(CASE WHEN b.branch_name = 'Eastgate' THEN 1 ELSE 0 END) / COUNT(*)
            FROM loans l JOIN branches r ON r.branch_id = l.return_branch_id
            JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE r.branch_name = 'Harbor Point' AND l.returned_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r14_pct_harbor_point_returns_from_eastgate_2024",
       "Of everything checked in at Harbor Point in 2024, what percentage had originally been borrowed at Eastgate?",
       rnd(v), "float", "approximate", difficulty="hard",
       tags=["role", "share", "return-branch", "borrow-branch", "returns", "year"])

# ==================================================== growth (25-26)
# 25. active borrowers at Westwood, Q1 2023 -> Q1 2024
ww = bid["Westwood"]
a23 = len({l["member_id"] for l in loans if l["borrow_branch_id"] == ww and within(l["borrowed_on"], "2023-01-01", "2023-03-31")})
a24 = len({l["member_id"] for l in loans if l["borrow_branch_id"] == ww and within(l["borrowed_on"], "2024-01-01", "2024-03-31")})
v = 100.0 * (a24 - a23) / a23
check(v, """SELECT 100.0 * (SUM(CASE WHEN q = '2024' THEN n END) - SUM(CASE WHEN q = '2023' THEN n END))
                   / SUM(CASE WHEN q = '2023' THEN n END)
            FROM (SELECT substr(l.borrowed_on, 1, 4) AS q, COUNT(DISTINCT l.member_id) AS n
                  FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
                  WHERE b.branch_name = 'Westwood'
                    AND (l.borrowed_on BETWEEN '2023-01-01' AND '2023-03-31'
                         OR l.borrowed_on BETWEEN '2024-01-01' AND '2024-03-31')
                  GROUP BY 1)""")
golden("r14_westwood_active_borrowers_growth_q1",
       "By how many percent did the number of distinct people borrowing at Westwood change from Q1 2023 to Q1 2024?",
       rnd(v), "float", "approximate", difficulty="hard",
       tags=["growth", "active-borrowers", "borrow-branch", "quarter"])

# 26. returns checked in at Eastgate, 2023 -> 2024
eg = bid["Eastgate"]
r23 = sum(1 for l in loans if l["return_branch_id"] == eg and l["returned_on"].startswith("2023"))
r24 = sum(1 for l in loans if l["return_branch_id"] == eg and l["returned_on"].startswith("2024"))
v = 100.0 * (r24 - r23) / r23
# by borrowing branch (loans) the figure differs
l23 = sum(1 for l in loans if l["borrow_branch_id"] == eg and y(l, "2023"))
l24 = sum(1 for l in loans if l["borrow_branch_id"] == eg and y(l, "2024"))
assert abs(100.0 * (l24 - l23) / l23 - v) > 0.1
check(v, """SELECT 100.0 * (SUM(CASE WHEN l.returned_on LIKE '2024-%' THEN 1 ELSE 0 END)
                           - SUM(CASE WHEN l.returned_on LIKE '2023-%' THEN 1 ELSE 0 END))
                   / SUM(CASE WHEN l.returned_on LIKE '2023-%' THEN 1 ELSE 0 END)
            FROM loans l JOIN branches r ON r.branch_id = l.return_branch_id
            WHERE r.branch_name = 'Eastgate'""")
golden("r14_eastgate_returns_change_2023_2024",
       "What was the percentage change in items returned to Eastgate between 2023 and 2024?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["growth", "returns", "return-branch", "year"])

# ==================================================== breakdown, one group wanted (27-28)
# 27. 2023 loans by branch type: Express only
c = Counter(branches[l["borrow_branch_id"]]["branch_type"] for l in loans if y(l, "2023"))
assert set(c) == {"Central", "Community", "Express"}
v = c["Express"]
check(v, """SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
            WHERE b.branch_type = 'Express' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r14_express_branch_checkouts_2023",
       "Would you mind splitting our 2023 checkouts by type of branch? The only number I actually need is "
       "the one for the express branches.",
       v, "int", "exact", difficulty="medium",
       tags=["breakdown-row", "loans", "branch-type", "year", "polite"])

# 28. 2024 late return rate by member type: seniors only
by = defaultdict(list)
for l in loans:
    if y(l, "2024"):
        by[mtype(l["member_id"])].append(l)
v = late_rate(by["Senior"])
check(v, """SELECT %s FROM loans l JOIN members m ON m.member_id = l.member_id
            WHERE l.status = 'returned' AND m.member_type = 'Senior'
              AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""" % LATE_RATE_SQL)
golden("r14_senior_late_rate_2024",
       "show me the late return rate by member type for 2024 - i only need the pensioners' figure, in %",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["breakdown-row", "late-return-rate", "member-type", "year", "idiom"])

# ==================================================== documents (29-32)
doc_says("lending_policy.md", "DVDs can be renewed only once.")
golden("r14_doc_dvd_renewal_limit",
       "how many times is someone allowed to renew a dvd?",
       1, "int", "exact", route="documents", difficulty="easy",
       tags=["document", "policy", "renewals", "terse"])

doc_says("lending_policy.md", "Senior cards pay $0.10 per day late, and $0.50 per day late for DVDs.")
golden("r14_doc_senior_daily_book_fine",
       "When a senior brings a book back late, how much is the fine per day (in dollars)?",
       0.1, "float", "exact", route="documents", difficulty="medium",
       tags=["document", "policy", "fines"])

doc_says("lending_policy.md", 'with the theme "Adventure Begins at Your Library"')
golden("r14_doc_summer_reading_2024_theme",
       "What was the theme of Summer Reading 2024? I'd like to reuse the exact wording on a poster.",
       "Adventure Begins at Your Library", "str", "exact", route="documents", difficulty="medium",
       tags=["document", "policy", "named-period", "polite"])

doc_says("lending_policy.md", "Damaged items are charged between $5 and $30, as assessed by branch staff")
golden("r14_doc_max_damage_charge",
       "whats the most a member can get dinged for a damaged item",
       30, "int", "exact", route="documents", difficulty="medium",
       tags=["document", "policy", "fines", "idiom"])

# ==================================================== unanswerable (33-35)
nowhere("attendance", "attendee", "author talk", "visitor", "headcount")
golden("r14_unanswerable_author_talk_attendance",
       "How many people came to the Samuel Zeller author talk at Central Library last spring?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable", "author"])

nowhere("wifi", "wi-fi", "session", "internet")
golden("r14_unanswerable_wifi_sessions_mill_creek",
       "how many wifi sessions were logged at mill creek in 2023",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable", "terse"])

nowhere("phone", "email", "address")
golden("r14_unanswerable_phone_numbers_overdue",
       "Can you list the phone numbers of members who still have overdue items so I can ring them?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "personal-data"])

main([
    "# Held-out round 14: not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round14.py from data/*.csv (Python standard library only; checked a second",
    "# time by SQL in sqlite3; the document answers from documents/lending_policy.md).",
    "# GENERATED: python3 expected/round14.py",
])
