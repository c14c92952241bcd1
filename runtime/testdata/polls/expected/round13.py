#!/usr/bin/env python3
"""Held-out round 13 for the polls workspace: 12 new questions in the words of
different users (terse and sloppy ones, long polite ones, a manager's
follow-on clause, and everyday words the knowledge files do not use: "the
Republican candidate come out on top", "didn't finish ... until"), written by an
independent question writer from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
without running datacopilot. Every expected value is computed here from
data/*.csv with the Python standard library only (csv, datetime, collections),
then a second time by hand-written SQL over the same CSV files loaded into
sqlite3 (standard library), and the two are asserted equal. The document
answer is taken from documents/reporting_policy.md and only checked to be
stated there.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md):
- a poll is dated by end_date (rule poll_dated_by_end_date); "polls in October
  2016" = end_date in 2016-10; every row is one poll;
- "went into the field in September" = start_date in 2016-09 (the one
  question about when fieldwork started; the glossary's start-date case);
- shares and leads are raw unless "adjusted" is said; the lead is Clinton
  minus Trump; averages are simple means over polls;
- Johnson's share is averaged over the polls that asked about him (empty
  johnson_pct left out, metric johnson_share);
- "state" = states.level = 'state' (the 50 states and DC); national polls
  (state 'U.S.') and districts are not states;
- A-rated = grade in ('A+', 'A', 'A-'); "the final week" = end_date from
  2016-11-01 to 2016-11-07 (period final_week_2016, stated in the question);
- a pollster is a pollster_id (names are unique);
- "the Republican candidate" is Donald Trump (the only Republican in the
  file); "came out on top" = trump_pct > clinton_pct (filter trump_ahead;
  no October Pennsylvania poll is a tie);
- "more than 5 points" is strict: the 14 national October polls with a lead
  of exactly 5 are not counted (the lead is taken to 6 decimals, so float
  noise cannot move a poll across the line; checked equal to the plain float
  comparison as well);
- percentages are 0-100; floats are rounded to 4 decimals (2 from 100 up).
Rankings are checked for ties at the asked position and the next one.
"""
import csv
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
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
PREFIX = "r13_"

# ---------------------------------------------------------------- helpers
GOLDENS = []


def golden(name, question, expect=None, hint=None, mode="exact", route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith(PREFIX), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert route in (None, "documents"), route
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


def rnd(x):
    """4 decimals, 2 from 100 up (well inside the 0.1% relative tolerance)."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def nth(counts, n, reverse=True):
    """The n-th item (1-based) by value, refusing a tie at n-1/n/n+1."""
    items = sorted(counts.items(), key=lambda kv: (-kv[1] if reverse else kv[1], str(kv[0])))
    vals = [round(v, 6) for _, v in items]
    if n >= 2:
        assert vals[n - 2] != vals[n - 1], ("tie above", items[n - 2], items[n - 1])
    if n < len(vals):
        assert vals[n - 1] != vals[n], ("tie below", items[n - 1], items[n])
    return items[n - 1][0]


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float, str)):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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
    assert len(GOLDENS) == 12, len(GOLDENS)
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


def check(value, sql, *params):
    """The Python answer equals the first cell of the SQL answer."""
    got = DB.execute(sql, params).fetchall()[0][0]
    if isinstance(value, float) or isinstance(got, float):
        assert abs(value - got) <= 1e-6 * max(1.0, abs(value)), (value, got, sql)
    else:
        assert value == got, (value, got, sql)


def doc_says(fname, sentence):
    with open(os.path.join(DOCS, fname), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert sentence in text, (fname, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


# ---------------------------------------------------------------- data
polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
assert len({p["pollster"] for p in pollsters.values()}) == len(pollsters)
for p in polls:
    p["lead"] = float(p["clinton_pct"]) - float(p["trump_pct"])
    p["level"] = states[p["state"]]["level"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"]
DB = sqlite_db(["polls.csv", "pollsters.csv", "states.csv", "results.csv"])
A_RATED = ("A+", "A", "A-")


def ended(p, prefix):
    return p["end_date"].startswith(prefix)


# 1. average with two filters (state + voter population) in a month --------------
xs = [float(p["johnson_pct"]) for p in polls
      if p["state"] == "Ohio" and p["population"] == "lv" and ended(p, "2016-10") and p["johnson_pct"] != ""]
v1 = mean(xs)
check(v1, """SELECT AVG(johnson_pct) FROM polls WHERE state = 'Ohio' AND population = 'lv'
             AND end_date BETWEEN '2016-10-01' AND '2016-10-31'""")
golden("r13_johnson_ohio_likely_voters_oct_2016",
       "avg johnson number among likely voters in ohio polls, oct 2016?",
       rnd(v1), "float", "approximate", difficulty="easy",
       tags=["average", "two-filters", "johnson", "state", "population", "month", "sloppy"])

# 2. distinct entities constrained by facts ----------------------------------------
fw = [p for p in polls if "2016-11-01" <= p["end_date"] <= "2016-11-07" and p["grade"] in A_RATED]
v2 = len({p["state"] for p in fw if p["level"] == "state"})
# no district and no DC poll by an A-rated pollster that week: "states" is not ambiguous
assert not any(p["level"] == "congressional district" for p in fw)
assert "District of Columbia" not in {p["state"] for p in fw}
check(v2, """SELECT COUNT(DISTINCT p.state) FROM polls p JOIN states s ON s.state = p.state
             JOIN pollsters g ON g.pollster_id = p.pollster_id
             WHERE s.level = 'state' AND g.grade IN ('A+','A','A-')
               AND p.end_date BETWEEN '2016-11-01' AND '2016-11-07'""")
golden("r13_states_polled_by_a_rated_final_week",
       "How many different states did A-rated pollsters poll during the final week before the election "
       "(polls ending 1-7 November 2016)?",
       v2, "int", difficulty="medium",
       tags=["distinct-count", "state", "grade", "named-period"])

# 3. ranking: the n-th ---------------------------------------------------------------
c3 = Counter(p["state"] for p in polls if ended(p, "2016-10") and p["level"] == "state")
v3 = nth(c3, 4)
check(v3, """SELECT p.state FROM polls p JOIN states s ON s.state = p.state
             WHERE s.level = 'state' AND p.end_date LIKE '2016-10-%'
             GROUP BY p.state ORDER BY COUNT(*) DESC, p.state LIMIT 1 OFFSET 3""")
# national polls are not a state; even counting districts the 4th place is the same
c3b = Counter(p["state"] for p in polls if ended(p, "2016-10") and p["state"] != "U.S.")
assert nth(c3b, 4) == v3
golden("r13_fourth_most_polled_state_oct_2016",
       "which state had the 4th most polls in oct 2016",
       v3, "str", difficulty="medium",
       tags=["ordinal", "ranking", "state", "month", "terse"])

# 4. negation / exclusion -----------------------------------------------------------
pops = defaultdict(set)
for p in polls:
    if ended(p, "2016-10"):
        pops[p["pollster_id"]].add(p["population"])
v4 = sum(1 for s in pops.values() if "lv" not in s)
check(v4, """SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE end_date LIKE '2016-10-%'
             AND pollster_id NOT IN (SELECT pollster_id FROM polls
                                     WHERE end_date LIKE '2016-10-%' AND population = 'lv')""")
golden("r13_pollsters_no_likely_voter_poll_oct_2016",
       "How many polling firms had polls ending in October 2016 but not a single one of them "
       "among likely voters?",
       v4, "int", difficulty="hard",
       tags=["negation", "distinct-count", "pollster", "population", "month"])

# 5. comparison between two periods (difference) -------------------------------------
sep = mean(p["lead"] for p in polls if p["state"] == "U.S." and ended(p, "2016-09"))
octo = mean(p["lead"] for p in polls if p["state"] == "U.S." and ended(p, "2016-10"))
v5 = octo - sep
check(v5, """SELECT (SELECT AVG(clinton_pct - trump_pct) FROM polls
                      WHERE state = 'U.S.' AND end_date LIKE '2016-10-%')
                  - (SELECT AVG(clinton_pct - trump_pct) FROM polls
                      WHERE state = 'U.S.' AND end_date LIKE '2016-09-%')""")
assert v5 > 0
golden("r13_national_lead_change_sep_to_oct_2016",
       "by how many points did clinton's avg lead in the national polls go up from sept to oct 2016?",
       rnd(v5), "float", "approximate", difficulty="medium",
       tags=["period-comparison", "difference", "lead", "national", "month", "sloppy"])

# 6. share of a total -----------------------------------------------------------------
y2016 = [p for p in polls if ended(p, "2016-")]
v6 = 100.0 * sum(1 for p in y2016 if p["population"] == "rv") / len(y2016)
check(v6, """SELECT 100.0 * SUM(CASE WHEN population = 'rv' THEN 1 ELSE 0 END) / COUNT(*)
             FROM polls WHERE end_date >= '2016-01-01' AND end_date <= '2016-12-31'""")
golden("r13_registered_voter_share_of_2016_polls",
       "What percentage of the polls that ended in 2016 were polls of registered voters?",
       rnd(v6), "float", "approximate", difficulty="easy",
       tags=["share", "population", "year"])

# 7. threshold ------------------------------------------------------------------------
nat_oct = [p for p in polls if p["state"] == "U.S." and ended(p, "2016-10")]
v7 = sum(1 for p in nat_oct if round(p["lead"], 6) > 5)
assert v7 == sum(1 for p in nat_oct if p["lead"] > 5)  # float noise does not matter
check(v7, """SELECT COUNT(*) FROM polls WHERE state = 'U.S.' AND end_date LIKE '2016-10-%'
             AND ROUND(clinton_pct - trump_pct, 6) > 5""")
golden("r13_national_polls_clinton_up_more_than_5_oct_2016",
       "In the national polls that ended in October 2016, how many had Clinton ahead by more than 5 points?",
       v7, "int", difficulty="medium",
       tags=["threshold", "count", "lead", "national", "month"])

# 8. role: fieldwork start vs end -----------------------------------------------------
v8 = sum(1 for p in polls if p["start_date"].startswith("2016-09") and ended(p, "2016-10"))
check(v8, """SELECT COUNT(*) FROM polls WHERE substr(start_date, 1, 7) = '2016-09'
             AND substr(end_date, 1, 7) = '2016-10'""")
golden("r13_polls_started_sep_ended_oct_2016",
       "How many polls went into the field in September 2016 but didn't finish their fieldwork until "
       "October 2016?",
       v8, "int", difficulty="medium",
       tags=["role", "start-vs-end-date", "count", "month", "idiom"])

# 9. per-entity amount ----------------------------------------------------------------
c9 = Counter(p["pollster_id"] for p in polls if p["state"] == "Florida" and ended(p, "2016-"))
v9 = sum(1 for n in c9.values() if n > 10)
assert 10 not in c9.values() and 11 not in c9.values()  # nobody sits on the line
check(v9, """SELECT COUNT(*) FROM (SELECT pollster_id FROM polls
             WHERE state = 'Florida' AND end_date BETWEEN '2016-01-01' AND '2016-12-31'
             GROUP BY pollster_id HAVING COUNT(*) > 10)""")
golden("r13_pollsters_more_than_10_florida_polls_2016",
       "how many pollsters did more than 10 florida polls in 2016",
       v9, "int", difficulty="medium",
       tags=["per-entity", "threshold", "pollster", "state", "year", "terse"])

# 10. breakdown, one row asked for ----------------------------------------------------
by_pop = defaultdict(list)
for p in nat_oct:
    by_pop[p["population"]].append(float(p["adj_clinton_pct"]) - float(p["adj_trump_pct"]))
assert set(by_pop) == {"lv", "rv"}
v10 = mean(by_pop["rv"])
check(v10, """SELECT AVG(adj_clinton_pct - adj_trump_pct) FROM polls
              WHERE state = 'U.S.' AND end_date LIKE '2016-10-%' AND population = 'rv'""")
golden("r13_adjusted_national_lead_registered_voters_oct_2016",
       "Could you break down the adjusted Clinton lead in the October 2016 national polls by voter "
       "population for me? I only need the registered-voter figure, thanks.",
       rnd(v10), "float", "approximate", difficulty="medium",
       tags=["breakdown-row", "adjusted", "lead", "population", "national", "month", "polite"])

# 11. document: a policy number -------------------------------------------------------
# documents/reporting_policy.md, section "Toss-ups": "A lead of less than 3 points is
# reported as a toss-up or a statistical tie, never as one candidate leading."
doc_says("reporting_policy.md", "A lead of less than 3 points is reported as a toss-up or a statistical tie")
golden("r13_doc_toss_up_threshold",
       "when we write up a poll, how small does the lead have to be before we call it a statistical tie "
       "instead of saying someone's ahead? (in points)",
       3, "int", route="documents", difficulty="easy",
       tags=["document", "policy", "reporting"])

# 12. ordinary words the files do not use ("the Republican candidate", "on top") ------
pa = [p for p in polls if p["state"] == "Pennsylvania" and ended(p, "2016-10")]
v12 = sum(1 for p in pa if float(p["trump_pct"]) > float(p["clinton_pct"]))
assert v12 == sum(1 for p in pa if round(p["lead"], 6) < 0)
assert not any(round(p["lead"], 6) == 0 for p in pa)
check(v12, """SELECT COUNT(*) FROM polls WHERE state = 'Pennsylvania' AND end_date LIKE '2016-10-%'
              AND trump_pct > clinton_pct""")
golden("r13_pennsylvania_republican_in_front_oct_2016",
       "In October 2016, in how many of the Pennsylvania polls did the Republican candidate come out on top?",
       v12, "int", difficulty="easy",
       tags=["idiom", "count", "state", "month", "trump-ahead"])

main([
    "# Held-out round 13: not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round13.py from data/*.csv (Python standard library only; checked a second",
    "# time by SQL in sqlite3; the document answer from documents/reporting_policy.md).",
    "# GENERATED: python3 expected/round13.py",
])
