#!/usr/bin/env python3
"""Held-out round 6 for the library workspace: 12 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round6.py          # writes heldout/round6.hcl
    python3 expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed;
- a return is a loan with a returned_on, dated by it and counted at the branch
  where it was returned (return_branch_id), wherever it was borrowed;
- late return rate = returned loans with returned_on > due_date over returned
  loans, by borrowed_on, per borrowing branch;
- renewed = renewals > 0; its share is over all loans borrowed in the period;
- fines charged = SUM(amount) by assessed_on, whatever the status; fines
  collected = SUM(amount) of paid fines, by paid_on;
- new members = cards by joined_on; member_type as recorded;
- a branch type is the borrowing branch's branch_type.
Floats are rounded to 2 decimals, or 4 below 100; shares are percentages.
Rankings are checked for ties at the cut and inside the list; breakdowns list
every row. The unanswerable question (story-time attendance: not in the data)
expects route "stop"; the senior fine-cap question expects route "documents".
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
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round6.hcl")
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
    return dt.date.fromisoformat(s) if s else None


loans = load("loans.csv")
fines = load("fines.csv")
items = {i["item_id"]: i for i in load("items.csv")}
members = {m["member_id"]: m for m in load("members.csv")}
branches = {b["branch_id"]: b for b in load("branches.csv")}
for l in loans:
    l["out"], l["due"], l["back"] = day(l["borrowed_on"]), day(l["due_date"]), day(l["returned_on"])
    l["item"] = items[l["item_id"]]
    assert (l["back"] is None) == (l["return_branch_id"] == "") == (l["status"] != "returned")
for f in fines:
    f["assessed"], f["paid"] = day(f["assessed_on"]), day(f["paid_on"])
    f["amt"] = float(f["amount"])

DB = sqlite_db(DATA, ["loans.csv", "fines.csv", "items.csv", "members.csv", "branches.csv"])
DB.execute("CREATE INDEX loans_member ON loans (member_id)")


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def Lo(*preds):
    return [l for l in loans if all(p(l) for p in preds)]


def borrowed(lo, hi):
    return lambda l: inr(l["out"], lo, hi)


def branch_named(name):
    ids = [k for k, b in branches.items() if b["branch_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. loans of one format: DVD checkouts borrowed in October 2023
n_dvd = len(Lo(borrowed("2023-10-01", "2023-10-31"), lambda l: l["item"]["format"] == "DVD"))
check(n_dvd, """
    SELECT COUNT(*) FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE i.format = 'DVD' AND l.borrowed_on BETWEEN '2023-10-01' AND '2023-10-31'""")
golden("r6_dvd_checkouts_oct_2023", "How many DVD checkouts were there in October 2023?",
       n_dvd, hint="int", mode="exact", difficulty="easy", tags=["period", "count"])

# 2. fines charged of one type: Damage charges assessed 2024-01-01..2024-06-30, any status
dmg = sum(f["amt"] for f in fines if f["fine_type"] == "Damage" and inr(f["assessed"], "2024-01-01", "2024-06-30"))
check(dmg, "SELECT SUM(amount) FROM fines WHERE fine_type = 'Damage' AND assessed_on BETWEEN '2024-01-01' AND '2024-06-30'")
golden("r6_damage_charges_h1_2024", "How much did we charge in damage fees in the first half of 2024?",
       r2(dmg), hint="float", mode="approximate", difficulty="easy", tags=["period", "value-synonym"])

# 3. new members of one type: Senior cards joined 2023-07-01..2023-09-30
n_sen = sum(1 for m in members.values() if m["member_type"] == "Senior" and inr(day(m["joined_on"]), "2023-07-01", "2023-09-30"))
check(n_sen, "SELECT COUNT(*) FROM members WHERE member_type = 'Senior' AND joined_on BETWEEN '2023-07-01' AND '2023-09-30'")
golden("r6_new_senior_cards_q3_2023", "How many new senior cards did we issue in Q3 2023?",
       n_sen, hint="int", mode="exact", difficulty="easy", tags=["period", "count", "synonym"])

# 4. top-n: loans per author (magazines have none), borrowed in 2023
au = defaultdict(int)
for l in Lo(lambda l: l["out"].year == 2023):
    if l["item"]["author"]:
        au[l["item"]["author"]] += 1
top_au = ranked(au, 4)
check(top_au, """
    SELECT i.author, COUNT(*) AS n FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE substr(l.borrowed_on, 1, 4) = '2023' AND i.author IS NOT NULL GROUP BY i.author ORDER BY n DESC LIMIT 4""")
golden("r6_top4_authors_loans_2023", "Which four authors were borrowed the most in 2023?",
       [{"author": k, "loans": v} for k, v in top_au],
       hint="list[{author:str, loans:int}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit"])

# 5. ordinal: borrowing branch with the second-highest late return rate, loans borrowed in 2023
ret, late = defaultdict(int), defaultdict(int)
for l in Lo(lambda l: l["out"].year == 2023, lambda l: l["status"] == "returned"):
    b = branches[l["borrow_branch_id"]]["branch_name"]
    ret[b] += 1
    late[b] += l["back"] > l["due"]
lr = {b: late[b] / ret[b] * 100 for b in ret}
second = ranked(lr, 2)[1][0]
check(second, """
    SELECT b.branch_name FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE l.status = 'returned' AND substr(l.borrowed_on, 1, 4) = '2023' GROUP BY b.branch_name
    ORDER BY 100.0 * SUM(l.returned_on > l.due_date) / COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r6_second_highest_late_rate_branch_2023", "Which branch had the second-highest late return rate in 2023?",
       second, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "rate", "role"])

# 6. breakdown: loans per borrowing branch's type, borrowed in 2023, largest first
bt = defaultdict(int)
for l in Lo(lambda l: l["out"].year == 2023):
    bt[branches[l["borrow_branch_id"]]["branch_type"]] += 1
by_type = ranked(bt)
assert len(by_type) == 3
check(by_type, """
    SELECT b.branch_type, COUNT(*) AS n FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE substr(l.borrowed_on, 1, 4) = '2023' GROUP BY b.branch_type ORDER BY n DESC""")
golden("r6_checkouts_by_branch_type_2023", "Checkouts by branch type in 2023",
       [{"branch_type": k, "loans": v} for k, v in by_type],
       hint="list[{branch_type:str, loans:int}]", mode="exact", difficulty="easy", tags=["breakdown"])

# 7. breakdown by month: fines collected (paid fines, by paid_on), January..March 2024
fc = defaultdict(float)
for f in fines:
    if f["status"] == "paid" and inr(f["paid"], "2024-01-01", "2024-03-31"):
        fc[f["paid"].replace(day=1).isoformat()] += f["amt"]
coll = [(m, fc[m]) for m in sorted(fc)]
assert len(coll) == 3
check(coll, """
    SELECT substr(paid_on, 1, 7) || '-01' AS month, SUM(amount) FROM fines
    WHERE status = 'paid' AND paid_on BETWEEN '2024-01-01' AND '2024-03-31' GROUP BY month ORDER BY month""")
golden("r6_fines_collected_by_month_q1_2024", "Fine money collected each month in Q1 2024",
       [{"month": m, "fines_collected": r2(v)} for m, v in coll],
       hint="list[{month:str, fines_collected:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "time-grain", "date-role"])

# 8. share: loans renewed at least once over all loans borrowed in 2023
l23 = Lo(lambda l: l["out"].year == 2023)
ren = sum(1 for l in l23 if int(l["renewals"]) > 0) / len(l23) * 100
check(ren, "SELECT 100.0 * SUM(renewals > 0) / COUNT(*) FROM loans WHERE substr(borrowed_on, 1, 4) = '2023'")
golden("r6_renewed_share_2023", "What percentage of 2023 loans were renewed at least once?",
       r2(ren), hint="float", mode="approximate", difficulty="medium", tags=["share", "named-filter"])

# 9. negation: cardholders with no loan at all in the data (2023-2024)
assert all(l["out"].year in (2023, 2024) for l in loans)
borrowers = {l["member_id"] for l in loans}
n_none = sum(1 for m in members if m not in borrowers)
check(n_none, "SELECT COUNT(*) FROM members m WHERE NOT EXISTS (SELECT 1 FROM loans l WHERE l.member_id = m.member_id)")
golden("r6_cardholders_no_loans_2023_2024", "How many cardholders didn't borrow a single item in 2023 or 2024?",
       n_none, hint="int", mode="exact", difficulty="hard", tags=["negation", "anti-join", "count"])

# 10. document: lending_policy.md, the late fine on one item is capped at $5 for senior cards
lf = section(os.path.join(DOCS, "lending_policy.md"), "Late fines")
cap = [float(x) for x in re.findall(r"capped at \$\d+ for adult cards and \$(\d+) for senior cards", lf)]
assert len(cap) == 1
golden("r6_doc_senior_late_fine_cap", "What's the most a senior card can be fined for one late item, in dollars?",
       cap[0], hint="float", mode="approximate", route="documents", difficulty="medium", tags=["document", "policy"])

# 11. role: returns checked in at Market Street (return branch), returned 2023-04-01..2023-06-30
ms = branch_named("Market Street")
n_ms = len(Lo(lambda l: l["return_branch_id"] == ms, lambda l: inr(l["back"], "2023-04-01", "2023-06-30")))
assert n_ms != len(Lo(lambda l: l["borrow_branch_id"] == ms, lambda l: inr(l["back"], "2023-04-01", "2023-06-30")))
check(n_ms, """
    SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.return_branch_id
    WHERE b.branch_name = 'Market Street' AND l.returned_on BETWEEN '2023-04-01' AND '2023-06-30'""")
golden("r6_returns_at_market_street_q2_2023",
       "How many items were checked in at Market Street in the second quarter of 2023, wherever they were borrowed?",
       n_ms, hint="int", mode="exact", difficulty="medium", tags=["role", "date-role", "count"])

# 12. unanswerable: no events or attendance data (no column, no document mentions story time)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        head = open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
        assert not re.search(r"event|attend|visit|story", head), f
for f in os.listdir(DOCS):
    assert not re.search(r"story ?time|attendance", open(os.path.join(DOCS, f), encoding="utf-8").read().lower()), f
golden("r6_unanswerable_story_time_attendance_2024", "How many children came to story time at our branches in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round6.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round6.py",
])
