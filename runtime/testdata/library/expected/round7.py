#!/usr/bin/env python3
"""Held-out round 7 for the library workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round7.py          # writes heldout/round7.hcl
    python3 expected/round7.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed;
- a return is a loan with a returned_on, dated by it and counted at the branch
  where it was returned; "borrowed at another branch" means
  return_branch_id <> borrow_branch_id;
- average loan length = mean days from borrowed_on to returned_on over returned
  loans, by borrowed_on; late return rate = returned loans with
  returned_on > due_date over returned loans, by borrowed_on;
- lost items = loans with status 'lost', by borrowed_on;
- new members = cards by joined_on at their home branch (the branch that issued
  the card);
- fines collected = SUM(amount) of paid fines, by paid_on;
- a title is items.title (several copies of a title are one title; here no
  two authors share a title among the loans counted, checked below).
Floats are rounded to 2 decimals (4 below 100); growth is a percentage.
Rankings are checked for ties. The two unanswerable questions (door counts,
interlibrary loans: no such data) expect route "stop"; the two document
questions expect route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round7.hcl")
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
    l["member"] = members[l["member_id"]]
    assert (l["back"] is None) == (l["return_branch_id"] == "") == (l["status"] != "returned")
for f in fines:
    f["paid"] = day(f["paid_on"])
    f["amt"] = float(f["amount"])

DB = sqlite_db(DATA, ["loans.csv", "fines.csv", "items.csv", "members.csv", "branches.csv"])


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


Y23, Y24 = borrowed("2023-01-01", "2023-12-31"), borrowed("2024-01-01", "2024-12-31")

# 1. format + branch + year: audiobook checkouts at Lakeshore, 2023
lake = branch_named("Lakeshore")
n_aud = len(Lo(Y23, lambda l: l["borrow_branch_id"] == lake, lambda l: l["item"]["format"] == "Audiobook"))
check(n_aud, """
    SELECT COUNT(*) FROM loans l JOIN items i ON i.item_id = l.item_id JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE b.branch_name = 'Lakeshore' AND i.format = 'Audiobook' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r7_lakeshore_audiobook_checkouts_2023", "audiobook checkouts at lakeshore in 2023",
       n_aud, hint="int", mode="exact", difficulty="easy", tags=["period", "format", "branch"])

# 2. member type + year: average loan length of returned loans borrowed by teens in 2024
teen = Lo(Y24, lambda l: l["status"] == "returned", lambda l: l["member"]["member_type"] == "Teen")
len_teen = sum((l["back"] - l["out"]).days for l in teen) / len(teen)
check(len_teen, """
    SELECT AVG(julianday(l.returned_on) - julianday(l.borrowed_on)) FROM loans l JOIN members m ON m.member_id = l.member_id
    WHERE m.member_type = 'Teen' AND l.status = 'returned' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r7_teen_avg_loan_length_2024", "on average how many days did teenagers keep the stuff they borrowed in 2024",
       r2(len_teen), hint="float", mode="approximate", difficulty="medium",
       tags=["defined-metric", "member-type", "value-synonym"])

# 3. top of a breakdown on a rate: genre with the highest late return rate, loans borrowed in 2023
lt, rt = defaultdict(int), defaultdict(int)
for l in Lo(Y23, lambda l: l["status"] == "returned"):
    g = l["item"]["genre"]
    rt[g] += 1
    lt[g] += l["back"] > l["due"]
worst = ranked({g: lt[g] / rt[g] * 100 for g in rt}, 1)[0][0]
check(worst, """
    SELECT i.genre FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE l.status = 'returned' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY i.genre ORDER BY 1.0 * SUM(l.returned_on > l.due_date) / COUNT(*) DESC LIMIT 1""")
golden("r7_genre_worst_late_return_rate_2023", "which genre had the worst late return rate in 2023?",
       worst, hint="str", mode="exact", difficulty="medium", tags=["top-1", "rate", "genre"])

# 4. branch + year: loans borrowed at Harbor Point in 2023 that ended declared lost
hp = branch_named("Harbor Point")
n_lost = len(Lo(Y23, lambda l: l["borrow_branch_id"] == hp, lambda l: l["status"] == "lost"))
check(n_lost, """
    SELECT COUNT(*) FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE b.branch_name = 'Harbor Point' AND l.status = 'lost' AND l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r7_harbor_point_lost_items_2023", "How many items checked out at Harbor Point in 2023 were declared lost?",
       n_lost, hint="int", mode="exact", difficulty="easy", tags=["period", "branch", "status"])

# 5. home branch + year: new library cards issued by Cedar Grove (members' home branch) in 2023
cg = branch_named("Cedar Grove")
n_new = sum(1 for m in members.values() if m["home_branch_id"] == cg and m["joined_on"][:4] == "2023")
check(n_new, """
    SELECT COUNT(*) FROM members m JOIN branches b ON b.branch_id = m.home_branch_id
    WHERE b.branch_name = 'Cedar Grove' AND m.joined_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r7_cedar_grove_new_cards_2023", "how many new library cards did cedar grove issue in 2023",
       n_new, hint="int", mode="exact", difficulty="medium", tags=["period", "role", "home-branch"])

# 6. roles: branch that checked in the most items borrowed at a different branch, returns in 2024
#    (returns are dated by returned_on; counting the loans borrowed in 2024 instead gives the same branch)
rb = defaultdict(int)
for l in loans:
    if inr(l["back"], "2024-01-01", "2024-12-31") and l["return_branch_id"] != l["borrow_branch_id"]:
        rb[branches[l["return_branch_id"]]["branch_name"]] += 1
top_ret = ranked(rb, 1)[0][0]
rb_out = defaultdict(int)
for l in Lo(Y24, lambda l: l["back"] is not None and l["return_branch_id"] != l["borrow_branch_id"]):
    rb_out[branches[l["return_branch_id"]]["branch_name"]] += 1
assert ranked(rb_out, 1)[0][0] == top_ret
check(top_ret, """
    SELECT b.branch_name FROM loans l JOIN branches b ON b.branch_id = l.return_branch_id
    WHERE l.returned_on BETWEEN '2024-01-01' AND '2024-12-31' AND l.return_branch_id <> l.borrow_branch_id
    GROUP BY b.branch_name ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r7_branch_most_returns_from_elsewhere_2024",
       "In 2024, which branch took back the most items that had been borrowed at a different branch?",
       top_ret, hint="str", mode="exact", difficulty="hard", tags=["role", "borrow-vs-return", "top-1"])

# 7. threshold on distinct entities: titles borrowed more than 30 times in 2023
tc, tac = defaultdict(int), defaultdict(int)
for l in Lo(Y23):
    tc[l["item"]["title"]] += 1
    tac[(l["item"]["title"], l["item"]["author"])] += 1
n_pop = sum(1 for v in tc.values() if v > 30)
assert n_pop == sum(1 for v in tac.values() if v > 30)  # counting title+author gives the same
check(n_pop, """
    SELECT COUNT(*) FROM (SELECT i.title FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE l.borrowed_on BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY i.title HAVING COUNT(*) > 30)""")
golden("r7_titles_borrowed_over_30_times_2023", "how many titles were borrowed more than 30 times in 2023",
       n_pop, hint="int", mode="exact", difficulty="hard", tags=["threshold", "distinct-count", "title"])

# 8. growth between two years: fines collected (paid, by paid_on), 2023 -> 2024
fc = {y: sum(f["amt"] for f in fines if f["status"] == "paid" and f["paid"].year == y) for y in (2023, 2024)}
g_fc = (fc[2024] - fc[2023]) / fc[2023] * 100
check(g_fc, """
    SELECT 100.0 * (SUM(CASE WHEN substr(paid_on, 1, 4) = '2024' THEN amount ELSE 0 END)
                  - SUM(CASE WHEN substr(paid_on, 1, 4) = '2023' THEN amount ELSE 0 END))
           / SUM(CASE WHEN substr(paid_on, 1, 4) = '2023' THEN amount ELSE 0 END)
    FROM fines WHERE status = 'paid'""")
golden("r7_fines_collected_growth_2023_2024", "By what percent did the fine money we collected go up from 2023 to 2024?",
       r2(g_fc), hint="float", mode="approximate", difficulty="hard", tags=["growth", "defined-metric"])

# 9. document: lending_policy.md, lost items: replacement cost plus a $5 processing fee
lost = section(os.path.join(DOCS, "lending_policy.md"), "Lost and damaged items")
fee = [int(x) for x in re.findall(r"replacement cost plus a \$(\d+) processing fee", lost)]
assert len(fee) == 1
golden("r7_doc_lost_item_processing_fee", "whats the processing fee we add when someone loses an item",
       fee[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 10. document: lending_policy.md, adult cards pay $1.00 per day late for DVDs
late = section(os.path.join(DOCS, "lending_policy.md"), "Late fines")
dvd = re.findall(r"Adult cards pay \$[\d.]+ per day late for books, large print, audiobooks and magazines, and \$(\d+\.\d+) per day late for DVDs", late)
assert dvd == ["1.00"], dvd
golden("r7_doc_adult_dvd_daily_late_fine", "How much is the daily late fine when an adult brings a DVD back late?",
       float(dvd[0]), hint="float", mode="approximate", route="documents", difficulty="medium", tags=["document", "policy"])

# 11-12. unanswerable: no door counts, no interlibrary loans anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"visit|door|footfall|gate|entr", heads) and not re.search(r"visitor|door count|footfall", docs)
golden("r7_unanswerable_central_library_visitors_2024", "how many visitors walked through the doors of Central Library in 2024",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"interlibrary|ill_|request|hold", heads) and "interlibrary" not in docs
golden("r7_unanswerable_interlibrary_loans_2024", "How many interlibrary loan requests did we get from other library systems in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round7.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round7.py",
])
