#!/usr/bin/env python3
"""Held-out round 15 for the polls workspace: 35 new questions in the words of
users of the polling desk (terse ones, long polite ones, three with typos,
written-out numbers, words the knowledge files do not use literally such as
"typical", "went into the field", "polling companies", "in front"), written by
an independent question writer from data/*.csv, data/README.md, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv with plain Python loops, then a second time by hand-written SQL
over the same CSV files loaded into sqlite3 (a different path), and the two are
asserted equal. The two document answers are read from
documents/campaign_calendar.md and documents/polling_glossary.md, and the
sentences they come from are asserted to be in the documents.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- a poll is dated by end_date (rule poll_dated_by_end_date): "polls in / that
  ended in / from September 2016" = end_date in 2016-09; start_date only where
  the question says the poll went into the field (one role question, checked to
  differ from the end-date reading);
- every row is one poll (a pollster's LV and RV versions count twice);
- shares and leads are raw unless "adjusted" is said (rule raw_unless_adjusted);
  the lead is Clinton minus Trump (rule lead_sign); poll averages are simple
  means over polls, each poll counts once (rule unweighted_poll_averages);
- Johnson's shares are averaged over the polls that asked about him (empty
  cells left out, metric johnson_share; adj_johnson_pct is empty exactly where
  johnson_pct is);
- average sample size leaves out the one poll without a sample size; total
  respondents = SUM(sample_size) (metrics average_sample_size, respondents);
- "state" / "statewide poll" = states.level = 'state' (50 states and DC; the
  questions say so where DC matters); national polls (state 'U.S.') and the
  Maine/Nebraska district polls are not state polls; a district's state is its
  parent_state (used only where the question asks for the districts too);
- battleground / swing states = the thirteen of filter "battleground";
  A-rated = grade A+, A or A-; unrated = empty grade, which is not a grade;
- "actual" / "vote share" / "won the vote" = results.csv (rule
  polls_versus_results); actual margin = clinton_vote_pct - trump_vote_pct;
- "Clinton ahead / in front" = clinton_pct > trump_pct, "Trump in front" =
  trump_pct > clinton_pct (filters clinton_ahead, trump_ahead);
- periods (both days included): conventions 2016-07-18..2016-07-28 and final
  week 2016-11-01..2016-11-07 (knowledge.hcl periods); primary season
  2016-02-01..2016-06-14 and debate season 2016-09-26..2016-10-19
  (documents/campaign_calendar.md); Qn / "second half" = calendar quarter /
  half of 2016;
- growth in percent = 100 * (later - earlier) / earlier; a change in points =
  later minus earlier;
- "average number of polls per pollster" in a group = polls of the group /
  distinct pollsters with a poll in the group (the question says so);
- thresholds: "more than" is strict, "at least" inclusive, "fewer than" strict;
  each threshold question is checked to give a different answer with the other
  reading of the line.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties inside the list and at the cut.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
N_GOLDENS = 35
PREFIX = "r15_"


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    return 100.0 * (b - a) / a


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


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
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" else None))


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
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 and not isinstance(python_value, list) \
        else [tuple(r) for r in rows]
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
pollsters = {g["pollster_id"]: g for g in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
results = {r["state"]: r for r in load("results.csv")}
polls = load("polls.csv")
assert len({g["pollster"] for g in pollsters.values()}) == len(pollsters), "pollster names are unique"
for p in polls:
    p["c"] = float(p["clinton_pct"])
    p["t"] = float(p["trump_pct"])
    p["lead"] = p["c"] - p["t"]
    p["adj_lead"] = float(p["adj_clinton_pct"]) - float(p["adj_trump_pct"])
    p["j"] = float(p["johnson_pct"]) if p["johnson_pct"] else None
    p["n"] = int(p["sample_size"]) if p["sample_size"] else None
    st = states[p["state"]]
    p["level"], p["region"] = st["level"], st["region"]
    g = pollsters[p["pollster_id"]]
    p["firm"], p["grade"] = g["pollster"], g["grade"]
for r in results.values():
    r["ev"] = int(r["electoral_votes"])
    r["margin"] = float(r["clinton_vote_pct"]) - float(r["trump_vote_pct"])
assert all(states[s]["level"] == "state" for s in results) and len(results) == 51

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv", "results.csv"])
# the SQL path joins on the same keys; the empty cells are NULL there
assert DB.execute("SELECT COUNT(*) FROM pollsters WHERE grade IS NULL").fetchone()[0] == \
    sum(1 for g in pollsters.values() if g["grade"] == "")

BATTLEGROUND = ("Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin")
assert all(b in results for b in BATTLEGROUND)
A_RATED = ("A+", "A", "A-")
BG_SQL = "(" + ", ".join("'%s'" % s for s in BATTLEGROUND) + ")"
AR_SQL = "('A+', 'A', 'A-')"
POP_LABEL = {"lv": "Likely voters", "rv": "Registered voters", "a": "Adults", "v": "Voters"}
POP_SQL = ("CASE p.population WHEN 'lv' THEN 'Likely voters' WHEN 'rv' THEN 'Registered voters' "
           "WHEN 'a' THEN 'Adults' WHEN 'v' THEN 'Voters' END")

Y2016 = ("2016-01-01", "2016-12-31")
Q2_16, Q3_16 = ("2016-04-01", "2016-06-30"), ("2016-07-01", "2016-09-30")
H2_16 = ("2016-07-01", "2016-12-31")
DEC15 = ("2015-12-01", "2015-12-31")
AUG16 = ("2016-08-01", "2016-08-31")
SEP16, OCT16 = ("2016-09-01", "2016-09-30"), ("2016-10-01", "2016-10-31")
CONVENTIONS = ("2016-07-18", "2016-07-28")
FINAL_WEEK = ("2016-11-01", "2016-11-07")
PRIMARY = ("2016-02-01", "2016-06-14")
DEBATES = ("2016-09-26", "2016-10-19")


def ended(lo, hi):
    return [p for p in polls if lo <= p["end_date"] <= hi]


def started(lo, hi):
    return [p for p in polls if lo <= p["start_date"] <= hi]


def between(col, per):
    return "%s BETWEEN '%s' AND '%s'" % (col, per[0], per[1])


FROM = """FROM polls p JOIN states s ON s.state = p.state
          JOIN pollsters g ON g.pollster_id = p.pollster_id """


y16 = ended(*Y2016)
fw = ended(*FINAL_WEEK)
sep16 = ended(*SEP16)
oct16 = ended(*OCT16)
deb = ended(*DEBATES)

# ============================================== aggregation word + what it modifies
# 1. average number of polls per pollster within each grade, 2016 (only A+, A, A- asked for)
acc = defaultdict(lambda: [0, set()])
for p in y16:
    acc[p["grade"]][0] += 1
    acc[p["grade"]][1].add(p["pollster_id"])
ppp = {g: n / len(ids) for g, (n, ids) in acc.items()}
rows = [(g, ppp[g]) for g in A_RATED]
check(rows, "SELECT g.grade, 1.0 * COUNT(*) / COUNT(DISTINCT p.pollster_id) " + FROM + "WHERE g.grade IN " + AR_SQL
      + " AND " + between("p.end_date", Y2016) + " GROUP BY g.grade ORDER BY CASE g.grade WHEN 'A+' THEN 1 "
      "WHEN 'A' THEN 2 ELSE 3 END")
# the other reading (polls / all pollsters of the grade in pollsters.csv) gives the same figures here
all_of_grade = Counter(g["grade"] for g in pollsters.values())
assert all(abs(acc[g][0] / all_of_grade[g] - ppp[g]) < 1e-9 for g in A_RATED)
golden("r15_polls_per_pollster_by_grade_2016",
       "For the polls that ended in 2016, what was the average number of polls per pollster within each "
       "FiveThirtyEight grade, counting only the pollsters that actually released a 2016 poll? I only need the "
       "A+, A and A- figures.",
       [{"grade": g, "polls_per_pollster": r2(x)} for g, x in rows], "list[{grade:str, polls_per_pollster:float}]",
       mode="contains", difficulty="hard", tags=["average-per-entity", "aggregation-scope", "grade", "polite", "year"])

# 2. average sample size of statewide polls by census region, September 2016, largest first
acc = defaultdict(list)
for p in sep16:
    if p["level"] == "state" and p["n"] is not None:
        acc[p["region"]].append(p["n"])
rk = ranked({k: mean(x) for k, x in acc.items()})
# "statewide polls" = filter state_polls: the September district polls are left out
check(rk, "SELECT s.region, AVG(p.sample_size) a " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", SEP16)
      + " GROUP BY s.region ORDER BY a DESC")
golden("r15_avg_sample_by_region_sep_2016",
       "avg sample size of statewide polls by census region, sept 2016, biggest first",
       [{"region": k, "average_sample_size": r2(x)} for k, x in rk], "list[{region:str, average_sample_size:float}]",
       mode="contains", difficulty="medium", tags=["breakdown", "aggregation", "sample-size", "region", "month", "terse"])

# ======================================================= written / numeric limits
# 3. top three pollsters by number of swing-state polls, September 2016
cnt = Counter(p["firm"] for p in sep16 if p["state"] in BATTLEGROUND)
top = ranked(cnt, 3)
check(top, "SELECT g.pollster, COUNT(*) n " + FROM + "WHERE p.state IN " + BG_SQL + " AND " + between("p.end_date", SEP16)
      + " GROUP BY g.pollster ORDER BY n DESC, g.pollster LIMIT 3")
golden("r15_top3_pollsters_swing_sep_2016",
       "top three polling firms by number of swing-state polls in september 2016?",
       [{"pollster": k, "polls": n} for k, n in top], "list[{pollster:str, polls:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "pollster", "battleground", "month"])

# 4. the 5 states with the most respondents in final-week statewide polls
acc = Counter()
for p in fw:
    if p["level"] == "state" and p["n"] is not None:
        acc[p["state"]] += p["n"]
top = ranked(acc, 5)
check(top, "SELECT p.state, SUM(p.sample_size) n " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", FINAL_WEEK)
      + " GROUP BY p.state ORDER BY n DESC LIMIT 5")
golden("r15_top5_states_respondents_final_week",
       "Which 5 states had the most people interviewed in their statewide polls during the final week? Give the "
       "totals too.",
       [{"state": k, "respondents": n} for k, n in top], "list[{state:str, respondents:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "numeric-limit", "respondents", "state", "named-period"])

# 5. the two pollsters (>= twenty national 2016 polls) with the highest average Clinton lead in those polls
acc = defaultdict(list)
for p in y16:
    if p["state"] == "U.S.":
        acc[p["firm"]].append(p["lead"])
avg = {k: mean(x) for k, x in acc.items() if len(x) >= 20}
top = ranked(avg, 2)
check(top, "SELECT g.pollster, AVG(p.clinton_pct - p.trump_pct) l " + FROM + "WHERE s.level = 'national' AND "
      + between("p.end_date", Y2016) + " GROUP BY g.pollster HAVING COUNT(*) >= 20 ORDER BY l DESC LIMIT 2")
golden("r15_top2_pollsters_national_lead_2016",
       "Among the pollsters with at least twenty national polls ending in 2016, which two showed the biggest "
       "average Clinton lead in those national polls? Biggest first, with the lead.",
       [{"pollster": k, "clinton_lead": r2(x)} for k, x in top], "list[{pollster:str, clinton_lead:float}]",
       mode="contains", difficulty="hard", tags=["top-n", "written-limit", "ranking", "lead", "threshold", "national"])

# ================================================= ranking by a named measure
# 6. pollster with the smallest average sample size among those with at least 30 polls in 2016
acc = defaultdict(list)
cnt = Counter()
for p in y16:
    cnt[p["firm"]] += 1
    if p["n"] is not None:
        acc[p["firm"]].append(p["n"])
avg = {k: mean(acc[k]) for k in cnt if cnt[k] >= 30}
who = ranked(avg, 1, reverse=False)[0][0]
check(who, "SELECT g.pollster " + FROM + "WHERE " + between("p.end_date", Y2016)
      + " GROUP BY g.pollster HAVING COUNT(*) >= 30 ORDER BY AVG(p.sample_size) ASC LIMIT 1")
golden("r15_smallest_avg_sample_pollster_2016",
       "Of the pollsters that put out at least 30 polls in 2016, which one had the smallest average sample size?",
       who, "str", difficulty="medium", tags=["ranking", "bottom-1", "sample-size", "pollster", "threshold"])

# 7. the 538 grade with the highest average Trump share in 2016 national polls (graded pollsters)
acc = defaultdict(list)
for p in y16:
    if p["state"] == "U.S.":
        acc[p["grade"]].append(p["t"])
avg = {k: mean(x) for k, x in acc.items()}
best = ranked({k: v for k, v in avg.items() if k}, 1)[0][0]
assert ranked(avg, 1)[0][0] == best, "the unrated group is not on top either"
check(best, "SELECT g.grade " + FROM + "WHERE s.level = 'national' AND g.grade IS NOT NULL AND "
      + between("p.end_date", Y2016) + " GROUP BY g.grade ORDER BY AVG(p.trump_pct) DESC LIMIT 1")
golden("r15_grade_top_trump_share_national_2016",
       "Which FiveThirtyEight pollster grade had the highest average Trump share in the national polls that ended in 2016?",
       best, "str", difficulty="medium", tags=["ranking", "trump-share", "grade", "national", "year"])

# ============================================================ share of total
# 8. share of Ipsos's 2016 polls that were national
ip = [p for p in y16 if p["firm"] == "Ipsos"]
v = 100.0 * sum(1 for p in ip if p["state"] == "U.S.") / len(ip)
check(v, "SELECT 100.0 * SUM(s.level = 'national') / COUNT(*) " + FROM + "WHERE g.pollster = 'Ipsos' AND "
      + between("p.end_date", Y2016))
golden("r15_ipsos_national_share_2016",
       "What percent of the polls Ipsos released in 2016 were national polls rather than state or district ones?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "pollster", "national", "year"])

# 9. share of August 2016 polls that interviewed fewer than 500 people
aug = ended(*AUG16)
assert all(p["n"] is not None for p in aug)
v = 100.0 * sum(1 for p in aug if p["n"] < 500) / len(aug)
assert v != 100.0 * sum(1 for p in aug if p["n"] <= 500) / len(aug)
check(v, "SELECT 100.0 * SUM(sample_size < 500) / COUNT(*) FROM polls WHERE " + between("end_date", AUG16))
golden("r15_small_sample_share_aug_2016",
       "Of the polls that ended in August 2016, what percentage interviewed fewer than 500 people?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "comparison", "sample-size", "month"])

# 10. share of final-week respondents in polls from unrated pollsters
tot = sum(p["n"] for p in fw if p["n"] is not None)
v = 100.0 * sum(p["n"] for p in fw if p["n"] is not None and p["grade"] == "") / tot
check(v, "SELECT 100.0 * SUM(CASE WHEN g.grade IS NULL THEN p.sample_size ELSE 0 END) / SUM(p.sample_size) " + FROM
      + "WHERE " + between("p.end_date", FINAL_WEEK))
golden("r15_unrated_respondent_share_final_week",
       "what % of the people interviewed in the final week were in polls from pollsters with no 538 grade?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "respondents", "unrated", "named-period"])

# ======================================================= distinct-entity counts
# 11. pollsters with a poll in the conventions and one in the final week
conv = ended(*CONVENTIONS)
v = len({p["pollster_id"] for p in conv} & {p["pollster_id"] for p in fw})
check(v, "SELECT COUNT(*) FROM (SELECT pollster_id FROM polls WHERE " + between("end_date", CONVENTIONS)
      + " INTERSECT SELECT pollster_id FROM polls WHERE " + between("end_date", FINAL_WEEK) + ")")
golden("r15_pollsters_conventions_and_final_week",
       "How many polling firms put out at least one poll during the conventions and also at least one in the final week?",
       v, "int", difficulty="medium", tags=["distinct-count", "pollster", "named-period", "both"])

# 12. pollsters that polled Arizona in H2 2016 (typo "pollsers")
v = len({p["pollster_id"] for p in ended(*H2_16) if p["state"] == "Arizona"})
check(v, "SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE state = 'Arizona' AND " + between("end_date", H2_16))
golden("r15_pollsters_arizona_h2_2016",
       "how many different pollsers polled arizona in the second half of 2016?",
       v, "int", tags=["distinct-count", "typo", "pollster", "state", "half-year"])

# 13. states (DC included) with at least one statewide poll ending during the conventions
v = len({p["state"] for p in conv if p["level"] == "state"})
check(v, "SELECT COUNT(DISTINCT p.state) " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", CONVENTIONS))
golden("r15_states_polled_conventions",
       "During the convention weeks, how many states got at least one statewide poll? Count DC as a state.",
       v, "int", tags=["distinct-count", "state", "named-period"])

# ================================================= negation and exclusion
# 14. pollsters with 2016 polls that never asked about Johnson in them
with16 = {p["pollster_id"] for p in y16}
asked = {p["pollster_id"] for p in y16 if p["j"] is not None}
v = len(with16 - asked)
check(v, "SELECT COUNT(DISTINCT p.pollster_id) FROM polls p WHERE " + between("p.end_date", Y2016)
      + " AND NOT EXISTS (SELECT 1 FROM polls q WHERE q.pollster_id = p.pollster_id AND q.johnson_pct IS NOT NULL AND "
      + between("q.end_date", Y2016) + ")")
golden("r15_pollsters_never_johnson_2016",
       "Of the pollsters that put out polls in 2016, how many never included Gary Johnson in any of their 2016 polls?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "johnson", "pollster", "year"])

# 15. Trump's average share, national polls Sep 2016, other than registered-voter polls
x = [p["t"] for p in sep16 if p["state"] == "U.S." and p["population"] != "rv"]
v = mean(x)
check(v, "SELECT AVG(p.trump_pct) " + FROM + "WHERE s.level = 'national' AND p.population <> 'rv' AND "
      + between("p.end_date", SEP16))
golden("r15_trump_national_not_rv_sep_2016",
       "Trump's average share in the national polls that ended in September 2016, other than the registered-voter ones?",
       r2(v), "float", mode="approximate", tags=["exclusion", "trump-share", "national", "population", "month"])

# 16. pollsters with an October 2016 poll that never showed Trump ahead in any October 2016 poll
with_oct = {p["pollster_id"] for p in oct16}
trump_led = {p["pollster_id"] for p in oct16 if p["t"] > p["c"]}
v = len(with_oct - trump_led)
assert 0 < v < len(with_oct)
check(v, "SELECT COUNT(*) FROM (SELECT pollster_id FROM polls WHERE " + between("end_date", OCT16)
      + " GROUP BY pollster_id HAVING SUM(trump_pct > clinton_pct) = 0)")
golden("r15_pollsters_never_trump_ahead_oct_2016",
       "Could you tell me how many polling firms put out polls in October 2016 without a single one of those "
       "October polls showing Trump ahead?",
       v, "int", difficulty="medium", tags=["negation", "never", "distinct-count", "trump-ahead", "pollster", "month",
                                           "polite"])

# 17. Florida polls ending Oct 2016, leaving out unrated pollsters (typo "Florda")
v = sum(1 for p in oct16 if p["state"] == "Florida" and p["grade"] != "")
assert v != sum(1 for p in oct16 if p["state"] == "Florida")
check(v, "SELECT COUNT(*) " + FROM + "WHERE p.state = 'Florida' AND g.grade IS NOT NULL AND " + between("p.end_date", OCT16))
golden("r15_florida_graded_oct_2016",
       "leaving out unrated pollsters, how many Florda polls ended in october 2016",
       v, "int", tags=["exclusion", "typo", "unrated", "state", "month"])

# ============================================================== comparisons
# 18. state polls, Sep 2016, with Clinton at 50% or more
sp = [p for p in sep16 if p["level"] == "state"]
v = sum(1 for p in sp if p["c"] >= 50)
assert v != sum(1 for p in sp if p["c"] > 50), "at least vs more than differ"
check(v, "SELECT COUNT(*) " + FROM + "WHERE s.level = 'state' AND p.clinton_pct >= 50 AND " + between("p.end_date", SEP16))
golden("r15_state_polls_clinton_50_sep_2016",
       "In how many statewide polls that ended in September 2016 did Clinton get at least 50%?",
       v, "int", tags=["comparison", "threshold", "clinton-share", "state", "month"])

# 19. states (DC included) Clinton actually won by more than 20 points
v = sum(1 for r in results.values() if round(r["margin"], 6) > 20)
assert not any(round(r["margin"], 6) == 20 for r in results.values())
check(v, "SELECT COUNT(*) FROM results WHERE ROUND(clinton_vote_pct - trump_vote_pct, 6) > 20")
golden("r15_states_clinton_won_by_20",
       "In how many states, DC included, did Clinton actually win the vote by more than 20 points?",
       v, "int", tags=["comparison", "results", "actual-margin", "polls-vs-results"])

# ================================================================== roles
# 20. national polls that went into the field (start_date) during the conventions
v = sum(1 for p in started(*CONVENTIONS) if p["state"] == "U.S.")
assert v != sum(1 for p in conv if p["state"] == "U.S."), "the end-date reading differs"
check(v, "SELECT COUNT(*) FROM polls WHERE state = 'U.S.' AND " + between("start_date", CONVENTIONS))
golden("r15_national_started_conventions",
       "How many national polls went into the field during the conventions?",
       v, "int", difficulty="medium", tags=["role", "start-date", "national", "named-period"])

# 21. Trump's actual Pennsylvania vote share minus his average final-week Pennsylvania poll share
pa = [p["t"] for p in fw if p["state"] == "Pennsylvania"]
v = float(results["Pennsylvania"]["trump_vote_pct"]) - mean(pa)
assert v > 0
check(v, "SELECT r.trump_vote_pct - (SELECT AVG(trump_pct) FROM polls WHERE state = 'Pennsylvania' AND "
      + between("end_date", FINAL_WEEK) + ") FROM results r WHERE r.state = 'Pennsylvania'")
golden("r15_trump_pa_vote_vs_polls_final_week",
       "By how many points did Trump's actual vote share in Pennsylvania beat his average poll share in the "
       "Pennsylvania polls from the final week?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["role", "polls-vs-results", "trump-share", "state", "named-period"])

# 22. Maine polls, statewide plus its two districts, whole file
v = sum(1 for p in polls if p["state"] == "Maine" or states[p["state"]]["parent_state"] == "Maine")
assert v != sum(1 for p in polls if p["state"] == "Maine")
check(v, "SELECT COUNT(*) FROM polls p JOIN states s ON s.state = p.state WHERE p.state = 'Maine' OR s.parent_state = 'Maine'")
golden("r15_maine_polls_incl_districts",
       "Counting both the statewide Maine polls and the polls of Maine's two congressional districts, how many "
       "Maine polls are there in total?",
       v, "int", difficulty="medium", tags=["role", "district", "parent-state", "count"])

# ============================================================ close metrics
# 23. Clinton's average ADJUSTED share, Michigan, final week
x = [float(p["adj_clinton_pct"]) for p in fw if p["state"] == "Michigan"]
v = mean(x)
assert abs(v - mean(p["c"] for p in fw if p["state"] == "Michigan")) > 0.01
check(v, "SELECT AVG(adj_clinton_pct) FROM polls WHERE state = 'Michigan' AND " + between("end_date", FINAL_WEEK))
golden("r15_adj_clinton_michigan_final_week",
       "What was Clinton's average adjusted share in the Michigan polls from the final week?",
       r2(v), "float", mode="approximate", tags=["close-metric", "adjusted", "clinton-share", "state", "named-period"])

# 24. Trump's actual vote share averaged over the 13 swing states (metric trump_vote_share: simple mean of
#     the states' results, not his poll share) (typo "waht")
v = mean(float(results[s]["trump_vote_pct"]) for s in BATTLEGROUND)
poll_reading = mean(p["t"] for p in polls if p["state"] in BATTLEGROUND)
assert abs(v - poll_reading) > 1
check(v, "SELECT AVG(trump_vote_pct) FROM results WHERE state IN " + BG_SQL)
golden("r15_trump_actual_vote_share_swing_states",
       "waht was trump's actual share of the vote averaged over the 13 swing states (simple mean of the state results)?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["close-metric", "polls-vs-results", "trump-vote-share", "battleground", "typo"])

# 25. Johnson's average ADJUSTED share, national polls, final week (polls that asked about him)
x = [float(p["adj_johnson_pct"]) for p in fw if p["state"] == "U.S." and p["adj_johnson_pct"]]
v = mean(x)
check(v, "SELECT AVG(adj_johnson_pct) FROM polls WHERE state = 'U.S.' AND " + between("end_date", FINAL_WEEK))
golden("r15_adj_johnson_national_final_week",
       "gary johnson's adjusted number in nationwide polls, final week, on average?",
       r2(v), "float", mode="approximate", tags=["close-metric", "adjusted", "johnson", "national", "named-period", "terse"])

# ============================================================ named periods / months
# 26. average sample size of national polls that ended in primary season
x = [p["n"] for p in ended(*PRIMARY) if p["state"] == "U.S." and p["n"] is not None]
v = mean(x)
check(v, "SELECT AVG(sample_size) FROM polls WHERE state = 'U.S.' AND " + between("end_date", PRIMARY))
golden("r15_avg_sample_national_primary_season",
       "What was the typical (average) sample size of the national polls that ended during primary season 2016?",
       r2(v), "float", mode="approximate", tags=["named-period", "sample-size", "national"])

# 27. December 2015 polls with Trump in front
v = sum(1 for p in ended(*DEC15) if p["t"] > p["c"])
check(v, "SELECT COUNT(*) FROM polls WHERE trump_pct > clinton_pct AND " + between("end_date", DEC15))
golden("r15_trump_ahead_dec_2015",
       "In December 2015, how many polls had Trump in front?",
       v, "int", tags=["month", "trump-ahead", "count"])

# ================================================================== growth
# 28. Florida polls, Q2 -> Q3 2016, percent
a = sum(1 for p in ended(*Q2_16) if p["state"] == "Florida")
b = sum(1 for p in ended(*Q3_16) if p["state"] == "Florida")
v = pct_change(a, b)
sa = DB.execute("SELECT COUNT(*) FROM polls WHERE state = 'Florida' AND " + between("end_date", Q2_16)).fetchone()[0]
sb = DB.execute("SELECT COUNT(*) FROM polls WHERE state = 'Florida' AND " + between("end_date", Q3_16)).fetchone()[0]
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r15_florida_polls_growth_q2_q3_2016",
       "By what percent did the number of Florida polls grow from the second quarter to the third quarter of 2016?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "state", "quarter"])

# 29. Trump's average national share, conventions -> debate season, in points
a = mean(p["t"] for p in conv if p["state"] == "U.S.")
b = mean(p["t"] for p in deb if p["state"] == "U.S.")
v = b - a
sql_t = "(SELECT AVG(trump_pct) FROM polls WHERE state = 'U.S.' AND %s)"
check(v, "SELECT %s - %s" % (sql_t % between("end_date", DEBATES), sql_t % between("end_date", CONVENTIONS)))
golden("r15_trump_national_change_conv_to_debates",
       "How many points did Trump's average share in the national polls move between the conventions and debate "
       "season? Give a negative number if it went down.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "points-change", "trump-share",
                                                                       "national", "named-period"])

# 30. total respondents in swing-state polls, Aug -> Sep 2016, percent
def bg_resp(per):
    return sum(p["n"] for p in ended(*per) if p["state"] in BATTLEGROUND and p["n"] is not None)
v = pct_change(bg_resp(AUG16), bg_resp(SEP16))
sql_r = "(SELECT 1.0 * SUM(sample_size) FROM polls WHERE state IN " + BG_SQL + " AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_r % between("end_date", SEP16), sql_r % between("end_date", AUG16),
                                            sql_r % between("end_date", AUG16)))
golden("r15_swing_respondents_growth_aug_sep_2016",
       "% growth in total respondents in swing state polls from aug to sep 2016?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "respondents", "battleground", "month",
                                                                       "terse"])

# ===================================================== always / never entity counts
# 31. pollsters all of whose 2016 polls were likely-voter polls
pops = defaultdict(set)
for p in y16:
    pops[p["pollster_id"]].add(p["population"])
v = sum(1 for s in pops.values() if s == {"lv"})
check(v, "SELECT COUNT(*) FROM (SELECT pollster_id FROM polls WHERE " + between("end_date", Y2016)
      + " GROUP BY pollster_id HAVING SUM(population <> 'lv') = 0)")
golden("r15_pollsters_only_lv_2016",
       "How many pollsters only ever polled likely voters in 2016, i.e. every one of their 2016 polls was a "
       "likely-voter poll?",
       v, "int", difficulty="medium", tags=["always", "distinct-count", "population", "pollster", "year"])

# 32. battleground states where Clinton led in every final-week poll
by = defaultdict(list)
for p in fw:
    if p["state"] in BATTLEGROUND:
        by[p["state"]].append(p["lead"] > 0)
assert set(by) == set(BATTLEGROUND), "every swing state has final-week polls"
v = sum(1 for s in BATTLEGROUND if all(by[s]))
assert 0 < v < 13
check(v, "SELECT COUNT(*) FROM (SELECT state FROM polls WHERE state IN " + BG_SQL + " AND "
      + between("end_date", FINAL_WEEK) + " GROUP BY state HAVING MIN(clinton_pct > trump_pct) = 1)")
golden("r15_swing_states_clinton_led_every_fw_poll",
       "In how many of the battleground states was Clinton ahead in every single one of the final-week polls?",
       v, "int", difficulty="hard", tags=["always", "battleground", "clinton-ahead", "named-period"])

# ====================================================== ratio / average per entity
# 33. average number of distinct pollsters per battleground state, October 2016
firms = defaultdict(set)
for p in oct16:
    if p["state"] in BATTLEGROUND:
        firms[p["state"]].add(p["pollster_id"])
assert set(firms) == set(BATTLEGROUND)
v = mean(len(f) for f in firms.values())
check(v, "SELECT AVG(n) FROM (SELECT state, COUNT(DISTINCT pollster_id) n FROM polls WHERE state IN " + BG_SQL
      + " AND " + between("end_date", OCT16) + " GROUP BY state)")
golden("r15_avg_pollsters_per_swing_state_oct_2016",
       "On average, how many different polling companies polled each of the thirteen battleground states in October 2016?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "distinct-count", "pollster", "battleground", "month"])

# ================================================================ documents
CAL = os.path.join(DOCS, "campaign_calendar.md")
GLOS = os.path.join(DOCS, "polling_glossary.md")

# 34. city of the third and last debate
doc_says(CAL, "to the third and last debate in Las Vegas")
golden("r15_doc_last_debate_city",
       "In which city was the third and final presidential debate of 2016?",
       "Las Vegas", "str", route="documents", tags=["document", "calendar"])

# 35. reference population of the adjustments
doc_says(GLOS, "for the poll's population (likely voters are the reference)")
golden("r15_doc_adjustment_reference_population",
       "When FiveThirtyEight adjusts a poll for its voter population, which population is used as the reference?",
       "likely voters", "str", route="documents", tags=["document", "glossary", "adjusted", "population"])


HEADER = [
    "# Held-out round 15 (polls): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/campaign_calendar.md and",
    "# documents/polling_glossary.md).",
    "# GENERATED: python3 expected/round15.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
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
