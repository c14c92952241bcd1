#!/usr/bin/env python3
"""Held-out round 10 for the polls workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some with everyday words the
knowledge files do not define: "carried", "double digits", "polling shops",
"faded", "wrapped up", "in the field"), written from the data, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and before running datacopilot. Every expected value is computed here from
data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then a second time by hand-written SQL over the same CSV
files loaded into sqlite3, and the two are asserted equal.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date (last day of fieldwork); every row is one poll
  (an LV and an RV version of the same fieldwork count twice);
- respondents = SUM(sample_size); shares and leads are the raw numbers unless
  "adjusted" (538's adj_* columns) is said; the lead is Clinton minus Trump;
  averages are simple means over polls;
- a candidate's average share (Johnson, McMullin) is averaged over the polls
  that asked about him (empty cells left out), as the johnson_share metric says;
- "state polls" = states.level = 'state' (50 states and DC; national and
  Maine/Nebraska district polls excluded); national = state 'U.S.';
- battleground / swing states = the desk's thirteen (glossary);
- the conventions = 2016-07-18..2016-07-28 and the final week =
  2016-11-01..2016-11-07 (knowledge.hcl periods); primary season =
  2016-02-01..2016-06-14 and the last debate = 2016-10-19, election day =
  2016-11-08 (campaign_calendar.md); Q4 2016 = 2016-10-01..2016-12-31;
- "carried a state" = won its popular vote in the results table; "by double
  digits" = Trump's vote share minus Clinton's >= 10 points (no state lies
  between 9.4 and 14.2, so > 10 gives the same); electoral votes are each
  state's total from results.csv (the whole file sums to 538);
- time "in the field" = end_date - start_date; "more than three weeks" gives
  the same polls whether days are counted inclusively (end - start + 1 > 21) or
  as a difference (end - start > 21): no poll has end - start = 21;
- a pollster is a pollster_id; "polled Ohio" = at least one poll with state
  'Ohio' anywhere in the file.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (what polls cost: no
cost data anywhere) expects route "stop"; the document question expects route
"documents".
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
    return dt.date.fromisoformat(s) if s else None


def num(s):
    return None if s == "" else float(s)


polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
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

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv", "results.csv"])

BATTLEGROUND = ("Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin")
assert all(states[s]["level"] == "state" for s in BATTLEGROUND)
A_GRADES = ("A+", "A", "A-")


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def month(m):
    y, mm = int(m[:4]), int(m[5:])
    return lambda p: p["end"].year == y and p["end"].month == mm



results = {r["state"]: r for r in load("results.csv")}
for r in results.values():
    for k in ("clinton_vote_pct", "trump_vote_pct"):
        r[k] = float(r[k])
    r["margin"] = r["clinton_vote_pct"] - r["trump_vote_pct"]
    assert states[r["state"]]["level"] == "state"
BG_SQL = ", ".join("'%s'" % s for s in BATTLEGROUND)
for p in polls:
    p["trump_lead"] = p["trump_pct"] - p["clinton_pct"]


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)



for p in polls:
    for k in ("johnson_pct", "mcmullin_pct", "adj_clinton_pct", "adj_trump_pct"):
        p[k] = num(p[k])
    p["days_in_field"] = (p["end"] - p["start"]).days
FINAL_WEEK = ended("2016-11-01", "2016-11-07")
CONVENTIONS = ended("2016-07-18", "2016-07-28")

# 1. average of a measure that is not the main metric: Evan McMullin's raw share in Utah polls that
#    ended in October 2016, over the polls that asked about him (16 of the 26)
ut = P(month("2016-10"), lambda p: p["state"] == "Utah")
ut_asked = [p["mcmullin_pct"] for p in ut if p["mcmullin_pct"] is not None]
assert 0 < len(ut_asked) < len(ut)
mcm = mean(ut_asked)
check(mcm, """
    SELECT AVG(mcmullin_pct) FROM polls
    WHERE state = 'Utah' AND substr(end_date, 1, 7) = '2016-10' AND mcmullin_pct IS NOT NULL""")
golden("r10_mcmullin_avg_utah_oct_2016",
       "whats mcmullin's avg number in the utah polls from oct 2016",
       r2(mcm), hint="float", mode="approximate", difficulty="medium",
       tags=["non-default-metric", "average", "mcmullin", "month", "sloppy"])

# 2. Nth place with a written ordinal: the pollster in tenth place by total respondents
#    (SUM(sample_size)) over the polls that ended in 2016; no tie at ninth/tenth/eleventh
tot = defaultdict(float)
for p in P(lambda p: p["end"].year == 2016, lambda p: p["sample_size"] is not None):
    tot[p["pollster"]] += p["sample_size"]
top10 = ranked(tot, 10)
tenth = top10[9][0]
check(tenth, """
    SELECT ps.pollster FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE substr(p.end_date, 1, 4) = '2016'
    GROUP BY ps.pollster ORDER BY SUM(p.sample_size) DESC, ps.pollster LIMIT 1 OFFSET 9""")
golden("r10_tenth_pollster_by_respondents_2016",
       "Which polling firm came in tenth for the total number of people it interviewed in 2016?",
       tenth, hint="str", mode="exact", difficulty="hard",
       tags=["ordinal", "written-n", "respondents", "pollster"])

# 3. share of a total where the part has a filter (and a threshold): electoral votes of the states
#    Trump carried by at least 10 points, as a percentage of all electoral votes in results.csv
all_ev = sum(int(r["electoral_votes"]) for r in results.values())
assert all_ev == 538
margins = sorted(-r["margin"] for r in results.values())
assert not any(9.5 <= m <= 14.0 for m in margins)
big_ev = sum(int(r["electoral_votes"]) for r in results.values() if -r["margin"] >= 10)
ev_share = big_ev / all_ev * 100
check(ev_share, """
    SELECT 100.0 * SUM(CASE WHEN trump_vote_pct - clinton_vote_pct >= 10 THEN electoral_votes ELSE 0 END)
           / SUM(electoral_votes) FROM results""")
golden("r10_ev_share_states_trump_won_by_double_digits",
       "Looking at the official results, what percentage of all the electoral votes were in states that Trump carried by double digits?",
       pct(big_ev, all_ev), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "electoral-votes", "results", "threshold", "idiom", "long"])

# 4. negation at the entity level: pollsters with at least one Ohio poll and no Pennsylvania poll
#    at all (whole file)
oh = {p["pollster_id"] for p in polls if p["state"] == "Ohio"}
pa = {p["pollster_id"] for p in polls if p["state"] == "Pennsylvania"}
oh_not_pa = oh - pa
assert oh_not_pa and pa - oh
check(len(oh_not_pa), """
    SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE state = 'Ohio'
      AND pollster_id NOT IN (SELECT pollster_id FROM polls WHERE state = 'Pennsylvania')""")
golden("r10_pollsters_ohio_never_pennsylvania",
       "how many polling shops did at least one ohio poll but never a single one in pennsylvania?",
       len(oh_not_pa), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "distinct-count", "pollster", "synonym", "sloppy"])

# 5. distinct entities constrained by facts: pollsters whose polls ending in October 2016 covered
#    at least five different battleground states (nobody has exactly five, so "more than four" and
#    "five or more" agree)
cov = defaultdict(set)
for p in P(month("2016-10"), lambda p: p["state"] in BATTLEGROUND):
    cov[p["pollster_id"]].add(p["state"])
n_wide = sum(1 for v in cov.values() if len(v) >= 5)
check(n_wide, """
    SELECT COUNT(*) FROM (SELECT pollster_id FROM polls
      WHERE substr(end_date, 1, 7) = '2016-10' AND state IN (%s)
      GROUP BY pollster_id HAVING COUNT(DISTINCT state) >= 5)""" % BG_SQL)
golden("r10_pollsters_covering_5_swing_states_oct_2016",
       "How many pollsters spread their October 2016 polls across at least five different swing states?",
       n_wide, hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "threshold", "battleground", "pollster", "month"])

# 6. roles of the same figure: raw vs adjusted. State polls (50 states + DC) that ended in October
#    2016 with Clinton ahead on the raw numbers (clinton_pct > trump_pct) but behind on the adjusted
#    ones (adj_clinton_pct < adj_trump_pct); no adjusted tie in that set
oct_state = P(month("2016-10"), lambda p: p["level"] == "state")
assert not any(p["adj_clinton_pct"] == p["adj_trump_pct"] for p in oct_state)
flip = [p for p in oct_state if p["clinton_pct"] > p["trump_pct"] and p["adj_clinton_pct"] < p["adj_trump_pct"]]
check(len(flip), """
    SELECT COUNT(*) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND substr(p.end_date, 1, 7) = '2016-10'
      AND p.clinton_pct > p.trump_pct AND p.adj_clinton_pct < p.adj_trump_pct""")
golden("r10_oct_state_polls_raw_clinton_adj_trump",
       "Of the state polls that ended in October 2016, how many showed Clinton ahead on the raw numbers but had her trailing Trump once FiveThirtyEight's adjustments were applied?",
       len(flip), hint="int", mode="exact", difficulty="hard",
       tags=["roles", "raw-vs-adjusted", "state-polls", "month", "long"])

# 7. threshold on a derived measure in a quarter: polls that ended in Q4 2016 and were in the field
#    more than three weeks (no poll has end - start = 21, so inclusive or difference counting agree)
q4 = P(ended("2016-10-01", "2016-12-31"))
assert not any(p["days_in_field"] == 21 for p in polls)
long_q4 = [p for p in q4 if p["days_in_field"] > 21]
assert len(long_q4) == sum(1 for p in q4 if p["days_in_field"] + 1 > 21)
check(len(long_q4), """
    SELECT COUNT(*) FROM polls WHERE end_date BETWEEN '2016-10-01' AND '2016-12-31'
      AND julianday(end_date) - julianday(start_date) > 21""")
golden("r10_q4_2016_polls_in_field_over_3_weeks",
       "how many of the polls that wrapped up in Q4 2016 had been in the field for more than three weeks?",
       len(long_q4), hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "duration", "quarter", "idiom"])

# 8. a named period defined only in documents/campaign_calendar.md: Clinton's average raw lead in
#    national polls that ended during primary season 2016 (2016-02-01 to 2016-06-14)
cal = section(os.path.join(DOCS, "campaign_calendar.md"), "Primary season 2016")
m = re.search(r"from (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)", cal)
assert m and m.groups() == ("2016-02-01", "2016-06-14"), cal
prim = P(ended(*m.groups()), lambda p: p["level"] == "national")
prim_lead = mean(p["lead"] for p in prim)
check(prim_lead, """
    SELECT AVG(p.clinton_pct - p.trump_pct) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'national' AND p.end_date BETWEEN '2016-02-01' AND '2016-06-14'""")
golden("r10_national_lead_primary_season",
       "back in primary season, how far ahead of trump was clinton on average in the nationwide polls?",
       r2(prim_lead), hint="float", mode="approximate", difficulty="hard",
       tags=["named-period", "documents-period", "lead", "national", "idiom"])

# 9. difference between two named periods: Gary Johnson's average raw share (over polls that asked
#    about him) during the conventions minus in the final week, in points (positive: it fell)
def johnson(pred):
    return mean(p["johnson_pct"] for p in P(pred) if p["johnson_pct"] is not None)


j_conv, j_fw = johnson(CONVENTIONS), johnson(FINAL_WEEK)
drop = j_conv - j_fw
assert drop > 0
sql_j = "SELECT AVG(johnson_pct) FROM polls WHERE end_date BETWEEN ? AND ?"
check(j_conv, sql_j, "2016-07-18", "2016-07-28")
check(j_fw, sql_j, "2016-11-01", "2016-11-07")
check(drop, """
    SELECT AVG(CASE WHEN end_date BETWEEN '2016-07-18' AND '2016-07-28' THEN johnson_pct END)
         - AVG(CASE WHEN end_date BETWEEN '2016-11-01' AND '2016-11-07' THEN johnson_pct END)
    FROM polls""")
golden("r10_johnson_share_drop_conventions_to_final_week",
       "Gary Johnson seemed to fade toward the end. By how many points did his average poll share fall between the conventions and the final week?",
       r2(drop), hint="float", mode="approximate", difficulty="hard",
       tags=["difference", "johnson-share", "named-period", "idiom", "long"])

# 10. ratio: national polls that ended in 2016, likely-voter polls per registered-voter poll
nat16 = P(lambda p: p["level"] == "national", lambda p: p["end"].year == 2016)
lv = sum(1 for p in nat16 if p["population"] == "lv")
rv = sum(1 for p in nat16 if p["population"] == "rv")
ratio = lv / rv
check(ratio, """
    SELECT 1.0 * SUM(population = 'lv') / SUM(population = 'rv') FROM polls
    WHERE state = 'U.S.' AND substr(end_date, 1, 4) = '2016'""")
golden("r10_lv_per_rv_national_2016",
       "nationally in 2016, how many likely voter polls were there for every registered voter poll?",
       r2(ratio), hint="float", mode="approximate", difficulty="medium",
       tags=["ratio", "per", "voter-population", "national", "sloppy"])

# 11. document: campaign_calendar.md, debate season ends 2016-10-19 with the third and last debate;
#     election day is 8 November 2016: 20 days before (date difference)
deb = section(os.path.join(DOCS, "campaign_calendar.md"), "Debate season 2016")
m = re.search(r"to (\d{4}-\d\d-\d\d), from the first presidential debate .* to the third and last debate", deb)
assert m, deb
eday = section(os.path.join(DOCS, "campaign_calendar.md"), "Election day")
assert "held on 8 November 2016" in eday, eday
gap = (dt.date(2016, 11, 8) - dt.date.fromisoformat(m.group(1))).days
assert gap == 20
golden("r10_doc_days_last_debate_before_election",
       "How many days before election day was the last presidential debate?",
       gap, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "calendar"])

# 12. unanswerable: no cost, price, fee or budget anywhere in the data or the documents
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"cost|price|fee|budget|spend|paid|invoice|dollar", heads)
assert not re.search(r"cost|price|\bfees?\b|budget|spend|paid|invoice|dollar|\$", docs)
assert "Quinnipiac University" in {p["pollster"] for p in polls}
golden("r10_unanswerable_quinnipiac_cost", "what did the quinnipiac polls cost us in 2016?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 10: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only; checked a second time by SQL in sqlite3).",
    "# GENERATED: python3 expected/round10.py",
])
