#!/usr/bin/env python3
"""Held-out round 11 for the polls workspace: 12 new questions in the words of
a new user (terse ones, lowercase and sloppy ones, long polite ones, and some
everyday words the knowledge files do not define: "dead even", "worth",
"wrapped up", "got interviewed", "on the desk's list"), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date (last day of fieldwork); every row is one poll
  (an LV and an RV version of the same fieldwork count twice); "polls in
  August 2016" = end_date in 2016-08;
- polls metric = COUNT(*); respondents = SUM(sample_size) (the one poll without
  a sample size, Basswood Research in Illinois ending 2016-07-12, adds nothing
  and lies outside every period used here); average sample size =
  AVG(sample_size); the lead is Clinton's raw share minus Trump's, averaged
  over polls (simple means, every poll counts once); shares and leads are raw;
- region = states.region (Census region; "western states" = region 'West');
  national polls (state 'U.S.') belong to no state and no region; "state" =
  states.level = 'state' (50 states and DC; the Maine/Nebraska district polls
  are not polls of a state);
- grade is pollsters.grade; "graded B" = grade 'B' exactly (not B+ or B-);
  A-rated = grade IN ('A+', 'A', 'A-') (filter a_rated);
- the conventions = 2016-07-18..2016-07-28 and the final week =
  2016-11-01..2016-11-07 (knowledge.hcl periods);
- a pollster is a pollster_id (the 196 names are unique); "Trump ahead on
  average" = the pollster's mean Clinton lead over the polls counted < 0 (no
  pollster's mean is exactly 0);
- a poll "exactly tied" = clinton_pct = trump_pct (raw shares);
- "states worth 20 or more electoral votes" = results.electoral_votes >= 20
  (Illinois and Pennsylvania have exactly 20 and are included: the question
  says "or more");
- the number of battleground states is the one stated in the glossary
  ("thirteen states").
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (2012 polling: the
file holds only polls ending 2015-11-08 to 2016-11-07) expects route "stop";
the document question expects route "documents".
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
    return dt.date.fromisoformat(s) if s else None


def num(s):
    return None if s == "" else float(s)



polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
assert len({p["pollster"] for p in pollsters.values()}) == len(pollsters)
states = {s["state"]: s for s in load("states.csv")}
results = {r["state"]: r for r in load("results.csv")}
for p in polls:
    p["start"] = day(p["start_date"])
    p["end"] = day(p["end_date"])
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"]
    p["level"] = states[p["state"]]["level"]
    p["region"] = states[p["state"]]["region"]
    for k in ("sample_size", "clinton_pct", "trump_pct"):
        p[k] = num(p[k])
    p["lead"] = p["clinton_pct"] - p["trump_pct"]
for r in results.values():
    r["electoral_votes"] = int(r["electoral_votes"])
    assert states[r["state"]]["level"] == "state"

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv", "results.csv"])

A_GRADES = ("A+", "A", "A-")
STATES = [s for s, v in states.items() if v["level"] == "state"]
assert len(STATES) == 51


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def month(m):
    y, mm = int(m[:4]), int(m[5:])
    return lambda p: p["end"].year == y and p["end"].month == mm


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)


FINAL_WEEK = ended("2016-11-01", "2016-11-07")
CONVENTIONS = ended("2016-07-18", "2016-07-28")
# the one poll without a sample size is outside every period asked about below
nosample = [p for p in polls if p["sample_size"] is None]
assert len(nosample) == 1 and nosample[0]["end_date"] == "2016-07-12" and nosample[0]["state"] == "Illinois"

# 1. count for a month, filtered by region: polls of western states (Census region West) that
#    ended in August 2016
west_aug = P(month("2016-08"), lambda p: p["region"] == "West")
check(len(west_aug), """
    SELECT COUNT(*) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.region = 'West' AND substr(p.end_date, 1, 7) = '2016-08'""")
golden("r11_west_polls_aug_2016",
       "how many polls of western states wrapped up in aug 2016",
       len(west_aug), hint="int", mode="exact", difficulty="easy",
       tags=["count", "region", "month", "sloppy", "idiom"])

# 2. Nth place: the pollster with the fourth-most polls in the final week (no tie at 3rd/4th/5th)
fw_counts = defaultdict(int)
for p in P(FINAL_WEEK):
    fw_counts[p["pollster"]] += 1
top4 = ranked(fw_counts, 4)
fourth = top4[3][0]
check(fourth, """
    SELECT ps.pollster FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE p.end_date BETWEEN '2016-11-01' AND '2016-11-07'
    GROUP BY ps.pollster ORDER BY COUNT(*) DESC, ps.pollster LIMIT 1 OFFSET 3""")
golden("r11_fourth_pollster_final_week",
       "Which polling firm put out the fourth-most polls in the final week before the election?",
       fourth, hint="str", mode="exact", difficulty="medium",
       tags=["ordinal", "written-n", "pollster", "named-period"])

# 3. average: mean sample size of the Texas polls (whole file; all have a sample size)
tx = P(lambda p: p["state"] == "Texas")
assert all(p["sample_size"] is not None for p in tx)
tx_avg = mean(p["sample_size"] for p in tx)
check(tx_avg, "SELECT AVG(sample_size) FROM polls WHERE state = 'Texas'")
golden("r11_avg_sample_size_texas",
       "avg sample size, texas polls?",
       r2(tx_avg), hint="float", mode="approximate", difficulty="easy",
       tags=["average", "sample-size", "state", "terse"])

# 4. one row of a breakdown: September 2016 polls by pollster grade, the row of plain B
by_grade = defaultdict(int)
for p in P(month("2016-09")):
    by_grade[p["grade"]] += 1
b_sept = by_grade["B"]
check(sorted(by_grade.items()), """
    SELECT COALESCE(ps.grade, ''), COUNT(*) FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE substr(p.end_date, 1, 7) = '2016-09' GROUP BY 1 ORDER BY 1""")
check(b_sept, """
    SELECT COUNT(*) FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE substr(p.end_date, 1, 7) = '2016-09' AND ps.grade = 'B'""")
golden("r11_sept_2016_polls_grade_b",
       "Could you break the polls that ended in September 2016 down by FiveThirtyEight grade for me? I'm mainly interested in how many came from pollsters graded a plain B (not B+ or B-).",
       b_sept, hint="int", mode="exact", difficulty="medium",
       tags=["breakdown-row", "grade", "month", "polite", "long"])

# 5. difference between two named periods: total respondents of final-week polls minus total
#    respondents of polls that ended during the conventions
def respondents(pred):
    return int(sum(p["sample_size"] for p in P(pred) if p["sample_size"] is not None))


r_fw, r_conv = respondents(FINAL_WEEK), respondents(CONVENTIONS)
more = r_fw - r_conv
assert more > 0
sql_r = "SELECT SUM(sample_size) FROM polls WHERE end_date BETWEEN ? AND ?"
check(r_fw, sql_r, "2016-11-01", "2016-11-07")
check(r_conv, sql_r, "2016-07-18", "2016-07-28")
check(more, """
    SELECT SUM(CASE WHEN end_date BETWEEN '2016-11-01' AND '2016-11-07' THEN sample_size ELSE 0 END)
         - SUM(CASE WHEN end_date BETWEEN '2016-07-18' AND '2016-07-28' THEN sample_size ELSE 0 END)
    FROM polls""")
golden("r11_respondents_final_week_minus_conventions",
       "How many more people got interviewed in final-week polls than in the polls from the convention period?",
       more, hint="int", mode="exact", difficulty="medium",
       tags=["difference", "respondents", "named-period", "idiom"])

# 6. share of a total: national polls' share of the respondents of all final-week polls
fw = P(FINAL_WEEK)
assert all(p["sample_size"] is not None for p in fw)
nat_fw = sum(p["sample_size"] for p in fw if p["level"] == "national")
all_fw = sum(p["sample_size"] for p in fw)
check(nat_fw / all_fw * 100, """
    SELECT 100.0 * SUM(CASE WHEN s.level = 'national' THEN p.sample_size ELSE 0 END) / SUM(p.sample_size)
    FROM polls p JOIN states s ON s.state = p.state
    WHERE p.end_date BETWEEN '2016-11-01' AND '2016-11-07'""")
golden("r11_final_week_respondents_share_national",
       "In the final week, what percentage of all the people interviewed were in nationwide polls?",
       pct(nat_fw, all_fw), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "respondents", "national", "named-period"])

# 7. negation at the entity level: states (DC included) that never had a poll from an A-rated
#    pollster anywhere in the file (every state has at least one poll)
polled = {p["state"] for p in polls}
assert all(s in polled for s in STATES)
a_states = {p["state"] for p in polls if p["grade"] in A_GRADES}
never_a = [s for s in STATES if s not in a_states]
assert never_a
check(len(never_a), """
    SELECT COUNT(*) FROM states s WHERE s.level = 'state' AND s.state NOT IN (
      SELECT p.state FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
      WHERE ps.grade IN ('A+', 'A', 'A-'))""")
golden("r11_states_never_polled_by_a_rated",
       "How many states, counting DC, never got a single poll from an A-rated pollster?",
       len(never_a), hint="int", mode="exact", difficulty="hard",
       tags=["negation", "distinct-count", "state", "grade"])

# 8. distinct entities with a condition: states (DC included; national and district polls are not
#    states) with at least one poll in which Clinton's and Trump's raw shares were exactly equal
tied = {p["state"] for p in polls if p["clinton_pct"] == p["trump_pct"] and p["level"] == "state"}
assert any(p["clinton_pct"] == p["trump_pct"] and p["level"] != "state" for p in polls)
check(len(tied), """
    SELECT COUNT(DISTINCT p.state) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND p.clinton_pct = p.trump_pct""")
golden("r11_states_with_a_dead_even_poll",
       "in how many states was there at least one statewide poll with clinton and trump dead even (exactly tied)?",
       len(tied), hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "condition", "state", "idiom", "sloppy"])

# 9. condition on a related table: final-week polls of states with 20 or more electoral votes
#    (results table; Illinois and Pennsylvania have exactly 20 and are included)
big = {s for s, r in results.items() if r["electoral_votes"] >= 20}
assert {s for s, r in results.items() if r["electoral_votes"] == 20} == {"Illinois", "Pennsylvania"}
fw_big = [p for p in fw if p["state"] in big]
check(len(fw_big), """
    SELECT COUNT(*) FROM polls p JOIN results r ON r.state = p.state
    WHERE p.end_date BETWEEN '2016-11-01' AND '2016-11-07' AND r.electoral_votes >= 20""")
golden("r11_final_week_polls_states_20plus_ev",
       "How many polls in the final week were of states worth 20 or more electoral votes?",
       len(fw_big), hint="int", mode="exact", difficulty="hard",
       tags=["related-table", "electoral-votes", "threshold", "named-period"])

# 10. threshold per entity: pollsters whose national polls that ended in 2016 had a negative mean
#     Clinton lead (Trump ahead on average); no pollster's mean is exactly 0
nat_lead = defaultdict(list)
for p in P(lambda p: p["level"] == "national", lambda p: p["end"].year == 2016):
    nat_lead[p["pollster_id"]].append(p["lead"])
means = {k: mean(v) for k, v in nat_lead.items()}
assert not any(abs(m) < 1e-9 for m in means.values())
trump_avg = sorted(pollsters[k]["pollster"] for k, m in means.items() if m < 0)
check(len(trump_avg), """
    SELECT COUNT(*) FROM (
      SELECT p.pollster_id FROM polls p JOIN states s ON s.state = p.state
      WHERE s.level = 'national' AND substr(p.end_date, 1, 4) = '2016'
      GROUP BY p.pollster_id HAVING AVG(p.clinton_pct - p.trump_pct) < 0)""")
golden("r11_pollsters_trump_ahead_on_avg_national_2016",
       "How many pollsters had Trump ahead on average across their 2016 national polls?",
       len(trump_avg), hint="int", mode="exact", difficulty="hard",
       tags=["threshold-per-entity", "lead", "pollster", "national"])

# 11. document: the glossary lists the desk's battleground states, "thirteen states"
bg = section(os.path.join(DOCS, "polling_glossary.md"), "Battleground states")
assert "thirteen states" in bg, bg
m = re.search(r"are (.*?): thirteen states", bg)
names = [n.strip() for n in re.split(r",| and ", m.group(1)) if n.strip()]
assert len(names) == 13, names
golden("r11_doc_number_of_swing_states",
       "How many states are on the desk's list of 2016 swing states?",
       13, hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "glossary"])

# 12. unanswerable: the file holds no 2012 polls (nothing ends before 2015-11-08) and no Obama or
#     Romney numbers anywhere
assert min(p["end"] for p in polls) >= dt.date(2015, 11, 8)
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"obama|romney|2012", heads + docs)
golden("r11_unanswerable_2012_ohio_comparison",
       "how did clinton's ohio poll numbers compare with obama's ohio polling back in 2012?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 11: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only; checked a second time by SQL in sqlite3).",
    "# GENERATED: python3 expected/round11.py",
])
