#!/usr/bin/env python3
"""Held-out round 9 for the library workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some using words the knowledge files
do not define, e.g. "elderly patrons", "racked up", "went out"), written from the
data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round9.py          # writes heldout/round9.hcl
    python3 expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/glossary.md,
documents/lending_policy.md):
- a loan (checkout) is one row of loans.csv, whatever its status, dated by
  borrowed_on and counted at the branch where it was borrowed
  (borrow_branch_id); a member's home branch (members.home_branch_id) is where
  the card was issued and is neither the borrowing nor the return branch;
- renewals is a per-loan column (0-2); "average renewals" is its mean over
  the loans in scope;
- active/distinct borrowers = distinct member_id of loans, by borrowed_on;
  member type ("kids" = Child, "elderly patrons" = Senior) from members.csv;
  author is empty for magazines, which therefore have no author;
- a late return is a returned loan with returned_on > due_date;
  days_overdue is the days past the due date at return ("more than two weeks
  late" = days_overdue > 14), by the day the item was borrowed;
- fines charged = SUM(amount) of all fines (paid, unpaid, waived) by
  assessed_on; they reach items (genre, format) through their loan; "late
  fees" are fine_type 'Late return';
- Summer Reading 2023 ran from 2023-06-19 to 2023-08-26 (lending_policy.md);
- Eastgate was closed 2024-03-01..2024-05-31 (its 2024 loans are lower);
- loan periods and renewals (lending_policy.md): audiobooks are lent for 21
  days, a loan can be renewed up to 2 times, each renewal adds a full loan
  period, so the longest an audiobook can be kept is 21 * (1 + 2) days;
- shares are percentages of the total without the filter that defines the part.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The unanswerable question (staff numbers: there is no staff data) expects route
"stop"; the document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round9.hcl")
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



# 1. aggregation word applying to the column it modifies: mean renewals per audiobook loan, 2024
ab = L("2024-01-01", "2024-12-31", lambda l: l["item"]["format"] == "Audiobook")
avg_ren = statistics.mean(int(l["renewals"]) for l in ab)
check(avg_ren, """
    SELECT AVG(l.renewals) FROM loans l JOIN items i ON i.item_id = l.item_id
    WHERE i.format = 'Audiobook' AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r9_avg_renewals_audiobook_loans_2024", "whats the avg number of renewals on audiobook checkouts from 2024",
       r2(avg_ren), hint="float", mode="approximate", difficulty="medium",
       tags=["aggregation", "average", "format"])

# 2. written N limit: combined 2023 checkouts of the three busiest borrowing branches
bl = defaultdict(int)
for l in L("2023-01-01", "2023-12-31"):
    bl[branches[l["borrow_branch_id"]]["branch_name"]] += 1
top3 = sum(v for _, v in ranked(bl, 3))
check(top3, """
    SELECT SUM(n) FROM (SELECT COUNT(*) AS n FROM loans WHERE borrowed_on BETWEEN '2023-01-01' AND '2023-12-31'
                        GROUP BY borrow_branch_id ORDER BY n DESC LIMIT 3)""")
golden("r9_three_busiest_branches_combined_2023",
       "our three busiest branches in 2023 by checkouts - how many checkouts did they do between them?",
       top3, hint="int", mode="exact", difficulty="hard", tags=["top-n", "word-number", "branch", "sum"])

# 3. ranking by a non-default measure: genre with the most fines charged (amount) in 2024
lid = {l["loan_id"]: l for l in loans}
gf, gn = defaultdict(float), defaultdict(int)
for f in fines:
    if f["ass"].year == 2024:
        gf[lid[f["loan_id"]]["item"]["genre"]] += f["amt"]
        gn[lid[f["loan_id"]]["item"]["genre"]] += 1
top_fine_genre = ranked(gf, 1)[0][0]
assert top_fine_genre == ranked(gn, 1)[0][0], "counting fines instead of summing them must agree"
gl = defaultdict(int)
for l in L("2024-01-01", "2024-12-31"):
    gl[l["item"]["genre"]] += 1
assert ranked(gl, 1)[0][0] != top_fine_genre, "the default measure (loans) must give another genre"
check(top_fine_genre, """
    SELECT i.genre FROM fines f JOIN loans l ON l.loan_id = f.loan_id JOIN items i ON i.item_id = l.item_id
    WHERE f.assessed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY i.genre ORDER BY SUM(f.amount) DESC LIMIT 1""")
golden("r9_genre_most_fines_2024", "which genre racked up the most fines in 2024?",
       top_fine_genre, hint="str", mode="exact", difficulty="hard",
       tags=["ranking", "non-default-metric", "genre", "fines"])

# 4. share of a total that drops the part's filter: DVD share of late fines charged in 2024
lf = [f for f in fines if f["ass"].year == 2024 and f["fine_type"] == "Late return"]
dvd_lf = sum(f["amt"] for f in lf if lid[f["loan_id"]]["item"]["format"] == "DVD") / sum(f["amt"] for f in lf) * 100
check(dvd_lf, """
    SELECT 100.0 * SUM(CASE WHEN i.format = 'DVD' THEN f.amount ELSE 0 END) / SUM(f.amount)
    FROM fines f JOIN loans l ON l.loan_id = f.loan_id JOIN items i ON i.item_id = l.item_id
    WHERE f.fine_type = 'Late return' AND f.assessed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r9_dvd_share_of_late_fees_2024", "what % of the late fees we charged in 2024 were for dvds",
       r2(dvd_lf), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "fines", "format", "value-synonym"])

# 5. distinct entities constrained by facts, in a named period: children who borrowed
#    picture books during Summer Reading 2023
sr = section(os.path.join(DOCS, "lending_policy.md"), "Summer Reading 2023")
sr_from, sr_to = re.search(r"ran from (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)", sr).groups()
assert (sr_from, sr_to) == ("2023-06-19", "2023-08-26")
kids = {l["member_id"] for l in L(sr_from, sr_to, lambda l: l["item"]["genre"] == "Picture Books",
                                   lambda l: l["member"]["member_type"] == "Child")}
n_kids = len(kids)
check(n_kids, """
    SELECT COUNT(DISTINCT l.member_id) FROM loans l JOIN items i ON i.item_id = l.item_id
    JOIN members m ON m.member_id = l.member_id
    WHERE i.genre = 'Picture Books' AND m.member_type = 'Child' AND l.borrowed_on BETWEEN ? AND ?""", sr_from, sr_to)
golden("r9_kids_picture_books_summer_reading_2023",
       "how many different kids took out picture books during summer reading 2023?",
       n_kids, hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "named-period", "member-type", "genre"])

# 6. negation: copies in the collection not checked out even once in 2024
out24 = {l["item_id"] for l in L("2024-01-01", "2024-12-31")}
never = sum(1 for i in items if i not in out24)
assert 0 < never < len(items)
check(never, """
    SELECT COUNT(*) FROM items WHERE item_id NOT IN
      (SELECT item_id FROM loans WHERE borrowed_on BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r9_copies_never_borrowed_2024", "how many copies in the catalogue never went out once in 2024",
       never, hint="int", mode="exact", difficulty="hard", tags=["negation", "exclusion", "collection"])

# 7. threshold in another unit: 2024 checkouts returned more than two weeks (14 days) late
r24 = L("2024-01-01", "2024-12-31", lambda l: l["status"] == "returned")
assert all(int(l["days_overdue"]) == max(0, (l["ret"] - l["due"]).days) for l in r24)
late14 = sum(1 for l in r24 if (l["ret"] - l["due"]).days > 14)
assert late14 != sum(1 for l in r24 if (l["ret"] - l["due"]).days >= 14)
assert late14 != sum(1 for l in r24 if (l["ret"] - l["due"]).days > 2)
check(late14, """
    SELECT COUNT(*) FROM loans WHERE status = 'returned' AND days_overdue > 14
      AND borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r9_returned_over_two_weeks_late_2024",
       "of the stuff checked out in 2024, how many items came back more than two weeks late?",
       late14, hint="int", mode="exact", difficulty="medium", tags=["threshold", "comparison", "unit", "late"])

# 8. roles: Central Library's 2024 checkouts (borrowing branch) by members whose home branch is another one
cl = bname("Central Library")
cl24 = L("2024-01-01", "2024-12-31", lambda l: l["borrow_branch_id"] == cl)
other_home = sum(1 for l in cl24 if l["member"]["home_branch_id"] != cl)
assert 0 < other_home < len(cl24)
check(other_home, """
    SELECT COUNT(*) FROM loans l JOIN members m ON m.member_id = l.member_id
    JOIN branches b ON b.branch_id = l.borrow_branch_id
    WHERE b.branch_name = 'Central Library' AND m.home_branch_id <> l.borrow_branch_id
      AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r9_central_checkouts_by_other_branch_cardholders_2024",
       "how many of central library's 2024 checkouts were by people whose library card is from a different branch",
       other_home, hint="int", mode="exact", difficulty="hard", tags=["role", "home-branch", "borrow-branch"])

# 9. third-ranked: third most borrowed author among senior cardholders, 2024 (magazines have no author)
sa = defaultdict(int)
for l in L("2024-01-01", "2024-12-31", lambda l: l["member"]["member_type"] == "Senior", lambda l: l["item"]["author"]):
    sa[l["item"]["author"]] += 1
third = ranked(sa, 3)[2][0]
check(third, """
    SELECT i.author FROM loans l JOIN items i ON i.item_id = l.item_id JOIN members m ON m.member_id = l.member_id
    WHERE m.member_type = 'Senior' AND i.author IS NOT NULL AND l.borrowed_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY i.author ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r9_third_author_elderly_patrons_2024",
       "who was the third most borrowed author among our elderly patrons in 2024?",
       third, hint="str", mode="exact", difficulty="hard", tags=["top-n", "third", "author", "member-type", "synonym"])

# 10. difference between two periods: Eastgate checkouts 2023 minus 2024 (renovation in 2024)
eg = bname("Eastgate")
eg_n = {y: len(L("%d-01-01" % y, "%d-12-31" % y, lambda l: l["borrow_branch_id"] == eg)) for y in (2023, 2024)}
drop = eg_n[2023] - eg_n[2024]
assert drop > 0
check(drop, """
    SELECT SUM(substr(l.borrowed_on, 1, 4) = '2023') - SUM(substr(l.borrowed_on, 1, 4) = '2024')
    FROM loans l JOIN branches b ON b.branch_id = l.borrow_branch_id WHERE b.branch_name = 'Eastgate'""")
golden("r9_eastgate_fewer_checkouts_2024_vs_2023", "how many fewer checkouts did eastgate do in 2024 than in 2023",
       drop, hint="int", mode="exact", difficulty="medium", tags=["difference", "two-periods", "branch"])

# 11. document: longest an audiobook can be kept = loan period * (1 + max renewals)
lp = section(os.path.join(DOCS, "lending_policy.md"), "Loan periods")
rn = section(os.path.join(DOCS, "lending_policy.md"), "Renewals")
period = re.findall(r"Books, large print books and audiobooks are\s+lent for (\d+) days", lp)
renew = re.findall(r"renewed up to (\d+) times", rn)
assert period == ["21"] and renew == ["2"] and "Each renewal adds a full loan period" in rn, (period, renew)
max_days = int(period[0]) * (1 + int(renew[0]))
golden("r9_doc_audiobook_max_keep_days",
       "if i renew an audiobook as many times as i'm allowed, how many days in total can i keep it?",
       max_days, hint="int", mode="exact", route="documents", difficulty="hard", tags=["document", "policy"])

# 12. unanswerable: no staff data anywhere in the workspace
for f in ("branches.csv", "members.csv", "items.csv", "loans.csv", "fines.csv"):
    with open(os.path.join(DATA, f), encoding="utf-8") as fh:
        head = fh.readline().lower()
    assert "staff" not in head and "employee" not in head, f
golden("r9_unanswerable_staff_at_northside", "how many staff work at the northside branch?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 9: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round9.py",
])
