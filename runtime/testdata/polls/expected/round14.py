#!/usr/bin/env python3
"""Held-out round 14 for the polls workspace: 35 new questions in the words of
users of the polling desk (terse ones, long polite ones, three with typos,
written-out numbers, relative words), written by an independent question writer
from data/*.csv, data/README.md, knowledge.hcl, pipes/*.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with plain
Python loops, then a second time by hand-written SQL over the same CSV files
loaded into sqlite3 (a different path), and the two are asserted equal. The two
document answers are worked out from dates in documents/campaign_calendar.md,
and the sentences they rest on are asserted to be in the document.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- a poll is dated by end_date (rule poll_dated_by_end_date): "polls in / that
  ended in October 2016" = end_date in 2016-10; start_date only where the
  question says the poll went into the field / started fieldwork (the two
  role questions, which are checked to differ from the end-date reading);
- every row is one poll (a pollster's LV and RV versions count twice);
- shares and leads are raw unless "adjusted" is said; the lead is Clinton minus
  Trump; averages are simple means over polls (each poll counts once);
- Johnson's share is averaged over the polls that asked about him (empty
  johnson_pct left out, metric johnson_share);
- average sample size leaves out the one poll without a sample size; total
  respondents = SUM(sample_size);
- "state" = states.level = 'state' (50 states and DC; the questions say "DC
  included"); national polls (state 'U.S.') and the Maine/Nebraska district
  polls are not states; national = state 'U.S.';
- battleground / swing states = the thirteen of filter "battleground";
  A-rated = grade A+, A or A-; unrated = empty grade;
- voter population labels as in dimension voter_population (Likely voters,
  Registered voters, Voters, Adults);
- periods (both days included): conventions 2016-07-18..2016-07-28 and final
  week 2016-11-01..2016-11-07 (knowledge.hcl periods); primary season
  2016-02-01..2016-06-14 and debate season 2016-09-26..2016-10-19
  (documents/campaign_calendar.md); Qn = calendar quarter; "the seven days
  right before the final week" = 2016-10-25..2016-10-31;
- polling error of a state = average Clinton lead of its polls in the period
  minus (clinton_vote_pct - trump_vote_pct) from results.csv; positive =
  the polls overstated Clinton (glossary); states and DC only;
- "Clinton actually won" a state = clinton_vote_pct > trump_vote_pct in the
  results; electoral votes = the state's total from results.csv;
- growth in percent = 100 * (later - earlier) / earlier; a change in points =
  later minus earlier;
- thresholds on leads are strict for "more than" and compared at 6 decimals so
  float noise cannot move a poll across the line; each threshold question is
  checked to give a different answer with the other reading of the line.
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
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
N_GOLDENS = 35
PREFIX = "r14_"


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
Q1_16, Q2_16, Q3_16 = ("2016-01-01", "2016-03-31"), ("2016-04-01", "2016-06-30"), ("2016-07-01", "2016-09-30")
SEP16, OCT16 = ("2016-09-01", "2016-09-30"), ("2016-10-01", "2016-10-31")
JUL16 = ("2016-07-01", "2016-07-31")
CONVENTIONS = ("2016-07-18", "2016-07-28")
FINAL_WEEK = ("2016-11-01", "2016-11-07")
WEEK_BEFORE_FINAL = ("2016-10-25", "2016-10-31")
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
oct16 = ended(*OCT16)
fw = ended(*FINAL_WEEK)

# ====================================================== counts with filters
# 1. likely-voter North Carolina polls, September 2016
v = sum(1 for p in ended(*SEP16) if p["state"] == "North Carolina" and p["population"] == "lv")
check(v, "SELECT COUNT(*) " + FROM + "WHERE p.state = 'North Carolina' AND p.population = 'lv' AND "
      + between("p.end_date", SEP16))
golden("r14_nc_likely_voter_polls_sep_2016",
       "How many likely-voter polls of North Carolina ended in September 2016?",
       v, "int", tags=["count", "two-filters", "state", "population", "month"])

# 2. national registered-voter polls by A-rated pollsters, Q3 2016 (typo "registred")
v = sum(1 for p in ended(*Q3_16) if p["state"] == "U.S." and p["population"] == "rv" and p["grade"] in A_RATED)
check(v, "SELECT COUNT(*) " + FROM + "WHERE s.level = 'national' AND p.population = 'rv' AND g.grade IN "
      + AR_SQL + " AND " + between("p.end_date", Q3_16))
golden("r14_national_rv_a_rated_q3_2016",
       "how many national polls of registred voters by A-rated pollsters wrapped up in Q3 2016",
       v, "int", difficulty="medium", tags=["count", "three-filters", "typo", "national", "population", "grade",
                                           "quarter"])

# 3. Ohio polls from unrated pollsters with Trump ahead, whole file
v = sum(1 for p in polls if p["state"] == "Ohio" and p["grade"] == "" and p["t"] > p["c"])
check(v, "SELECT COUNT(*) " + FROM + "WHERE p.state = 'Ohio' AND g.grade IS NULL AND p.trump_pct > p.clinton_pct")
golden("r14_ohio_unrated_trump_ahead",
       "ohio polls from unrated pollsters with trump ahead - how many in the whole file?",
       v, "int", tags=["count", "three-filters", "terse", "state", "unrated", "trump-ahead"])

# =========================================================== distinct counts
# 4. pollsters with at least one poll of all adults
v = len({p["pollster_id"] for p in polls if p["population"] == "a"})
check(v, "SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE population = 'a'")
golden("r14_pollsters_with_adults_poll",
       "How many pollsters had at least one poll of all adults rather than of voters?",
       v, "int", tags=["distinct-count", "pollster", "population"])

# 5. pollsters with a 2016 battleground poll showing Clinton ahead by more than 10
v = len({p["pollster_id"] for p in y16 if p["state"] in BATTLEGROUND and round(p["lead"], 6) > 10})
assert v != len({p["pollster_id"] for p in y16 if p["state"] in BATTLEGROUND and round(p["lead"], 6) >= 10})
check(v, "SELECT COUNT(DISTINCT p.pollster_id) " + FROM + "WHERE p.state IN " + BG_SQL
      + " AND ROUND(p.clinton_pct - p.trump_pct, 6) > 10 AND " + between("p.end_date", Y2016))
golden("r14_pollsters_bg_clinton_up_10_2016",
       "How many different pollsters had at least one swing-state poll in 2016 that showed Clinton ahead by "
       "more than 10 points?",
       v, "int", difficulty="medium", tags=["distinct-count", "pollster", "battleground", "threshold", "year"])

# 6. states (DC included) polled by at least ten different pollsters in 2016
firms = defaultdict(set)
for p in y16:
    if p["level"] == "state":
        firms[p["state"]].add(p["pollster_id"])
v = sum(1 for s in firms.values() if len(s) >= 10)
assert v != sum(1 for s in firms.values() if len(s) > 10)
check(v, "SELECT COUNT(*) FROM (SELECT p.state " + FROM + "WHERE s.level = 'state' AND "
      + between("p.end_date", Y2016) + " GROUP BY p.state HAVING COUNT(DISTINCT p.pollster_id) >= 10)")
golden("r14_states_ten_plus_pollsters_2016",
       "In how many states, DC included, did at least ten different polling firms release a poll in 2016?",
       v, "int", difficulty="medium", tags=["distinct-count", "per-entity", "written-number", "state", "year"])

# ==================================================== averages per group
# 7. average sample size by voter population, polls that ended in 2016, largest first
acc = defaultdict(list)
for p in y16:
    if p["n"] is not None:
        acc[POP_LABEL[p["population"]]].append(p["n"])
rk = ranked({k: mean(x) for k, x in acc.items()})
check(rk, "SELECT " + POP_SQL + " AS pop, AVG(p.sample_size) a " + FROM + "WHERE " + between("p.end_date", Y2016)
      + " GROUP BY pop ORDER BY a DESC")
golden("r14_avg_sample_size_by_population_2016",
       "Could you give me the average sample size for each voter population, for the polls that ended in "
       "2016? Largest first, please.",
       [{"voter_population": k, "average_sample_size": r2(x)} for k, x in rk],
       "list[{voter_population:str, average_sample_size:float}]", mode="approximate", difficulty="medium",
       tags=["average-per-group", "breakdown", "sample-size", "population", "year", "polite"])

# 8. Johnson's average share by census region, state polls ending September 2016 (typo "avrage")
acc = defaultdict(list)
for p in ended(*SEP16):
    if p["level"] == "state" and p["j"] is not None:
        acc[p["region"]].append(p["j"])
rk = ranked({k: mean(x) for k, x in acc.items()})
check(rk, "SELECT s.region, AVG(p.johnson_pct) a " + FROM + "WHERE s.level = 'state' AND p.johnson_pct IS NOT NULL AND "
      + between("p.end_date", SEP16) + " GROUP BY s.region ORDER BY a DESC")
golden("r14_johnson_share_by_region_sep_2016",
       "gary johnson's avrage poll share by census region, state polls that ended in sept 2016, highest first",
       [{"region": k, "johnson_share": r2(x)} for k, x in rk], "list[{region:str, johnson_share:float}]",
       mode="approximate", difficulty="medium",
       tags=["average-per-group", "typo", "johnson", "region", "state-polls", "month"])

# ====================================================== top / bottom N
# 9. top five pollsters by respondents in the final week
cnt = Counter()
for p in fw:
    cnt[p["firm"]] += p["n"] or 0
top = ranked(cnt, 5)
check(top, "SELECT g.pollster, SUM(p.sample_size) r " + FROM + "WHERE " + between("p.end_date", FINAL_WEEK)
      + " GROUP BY g.pollster ORDER BY r DESC, g.pollster LIMIT 5")
golden("r14_top5_pollsters_respondents_final_week",
       "top five pollsters by total respondents in the final week",
       [{"pollster": k, "respondents": n} for k, n in top], "list[{pollster:str, respondents:int}]",
       difficulty="medium", tags=["top-n", "written-limit", "respondents", "pollster", "named-period", "terse"])

# 10. two battleground states with Clinton's lowest average poll share, final week
acc = defaultdict(list)
for p in fw:
    if p["state"] in BATTLEGROUND:
        acc[p["state"]].append(p["c"])
bot = ranked({k: mean(x) for k, x in acc.items()}, 2, reverse=False)
check(bot, "SELECT p.state, AVG(p.clinton_pct) a " + FROM + "WHERE p.state IN " + BG_SQL + " AND "
      + between("p.end_date", FINAL_WEEK) + " GROUP BY p.state ORDER BY a ASC LIMIT 2")
golden("r14_bottom2_bg_clinton_share_final_week",
       "Which two battleground states gave Clinton her lowest average poll share in the final week? "
       "Lowest first, with the share.",
       [{"state": k, "clinton_share": r2(x)} for k, x in bot], "list[{state:str, clinton_share:float}]",
       mode="approximate", difficulty="medium",
       tags=["bottom-n", "written-limit", "clinton-share", "battleground", "named-period"])

# 11. three pollsters with Johnson's highest average share, among those that asked about him in >= 20 polls
acc = defaultdict(list)
for p in polls:
    if p["j"] is not None:
        acc[p["firm"]].append(p["j"])
top = ranked({k: mean(x) for k, x in acc.items() if len(x) >= 20}, 3)
check(top, "SELECT g.pollster, AVG(p.johnson_pct) a " + FROM + "WHERE p.johnson_pct IS NOT NULL"
      + " GROUP BY g.pollster HAVING COUNT(*) >= 20 ORDER BY a DESC LIMIT 3")
golden("r14_top3_pollsters_johnson_share",
       "Among the pollsters that asked about Gary Johnson in at least 20 of their polls, which three gave him "
       "the highest average share?",
       [{"pollster": k, "johnson_share": r2(x)} for k, x in top], "list[{pollster:str, johnson_share:float}]",
       mode="approximate", difficulty="hard",
       tags=["top-n", "written-limit", "johnson", "pollster", "minimum-count"])

# 12. three states (DC included) with the smallest average sample size, polls that ended in 2016
acc = defaultdict(list)
for p in y16:
    if p["level"] == "state" and p["n"] is not None:
        acc[p["state"]].append(p["n"])
bot = ranked({k: mean(x) for k, x in acc.items()}, 3, reverse=False)
check(bot, "SELECT p.state, AVG(p.sample_size) a " + FROM + "WHERE s.level = 'state' AND "
      + between("p.end_date", Y2016) + " GROUP BY p.state ORDER BY a ASC LIMIT 3")
golden("r14_bottom3_states_avg_sample_size_2016",
       "Which 3 states (DC counts as one) had the smallest average sample size in their 2016 polls? "
       "Smallest first.",
       [{"state": k, "average_sample_size": r2(x)} for k, x in bot], "list[{state:str, average_sample_size:float}]",
       mode="approximate", difficulty="medium",
       tags=["bottom-n", "numeric-limit", "sample-size", "state", "year"])

# ==================================================== share of total
# 13. share of 2016 Florida polls from A-rated pollsters
fl = [p for p in y16 if p["state"] == "Florida"]
v = 100.0 * sum(1 for p in fl if p["grade"] in A_RATED) / len(fl)
check(v, "SELECT 100.0 * SUM(CASE WHEN g.grade IN " + AR_SQL + " THEN 1 ELSE 0 END) / COUNT(*) " + FROM
      + "WHERE p.state = 'Florida' AND " + between("p.end_date", Y2016))
golden("r14_florida_a_rated_share_2016",
       "What percentage of the Florida polls that ended in 2016 came from A-rated pollsters?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "state", "grade", "year"])

# 14. share of October 2016 respondents who were in likely-voter polls
v = 100.0 * sum(p["n"] for p in oct16 if p["population"] == "lv" and p["n"]) / sum(p["n"] for p in oct16 if p["n"])
check(v, "SELECT 100.0 * SUM(CASE WHEN population = 'lv' THEN sample_size ELSE 0 END) / SUM(sample_size) "
      "FROM polls p WHERE " + between("p.end_date", OCT16))
golden("r14_likely_voter_respondent_share_oct_2016",
       "Of all the people interviewed in polls that ended in October 2016, what percent were in likely-voter "
       "polls?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "respondents", "population", "month"])

# ============================================== comparisons / thresholds
# 15. battleground polls, October 2016, Trump ahead by more than 5 points
v = sum(1 for p in oct16 if p["state"] in BATTLEGROUND and round(-p["lead"], 6) > 5)
assert v != sum(1 for p in oct16 if p["state"] in BATTLEGROUND and round(-p["lead"], 6) >= 5)
check(v, "SELECT COUNT(*) " + FROM + "WHERE p.state IN " + BG_SQL + " AND ROUND(p.trump_pct - p.clinton_pct, 6) > 5 AND "
      + between("p.end_date", OCT16))
golden("r14_bg_polls_trump_up_more_than_5_oct_2016",
       "In October 2016, how many swing-state polls had Trump ahead by more than 5 points?",
       v, "int", difficulty="medium", tags=["threshold", "comparison", "battleground", "trump-ahead", "month"])

# 16. states (DC included) where the October 2016 polls overstated Clinton by more than 10 points
err = {}
for s, r in results.items():
    x = [p["lead"] for p in oct16 if p["state"] == s]
    if x:
        err[s] = mean(x) - r["margin"]
assert len(err) == 51
v = sum(1 for e in err.values() if round(e, 6) > 10)
assert v != sum(1 for e in err.values() if abs(round(e, 6)) > 10), "the absolute reading differs"
check(v, """SELECT COUNT(*) FROM (SELECT p.state, AVG(p.clinton_pct - p.trump_pct) - (r.clinton_vote_pct - r.trump_vote_pct) e
            FROM polls p JOIN results r ON r.state = p.state WHERE """ + between("p.end_date", OCT16) + """
            GROUP BY p.state, r.clinton_vote_pct, r.trump_vote_pct) WHERE ROUND(e, 6) > 10""")
golden("r14_states_overstated_clinton_10_oct_2016",
       "In how many states (DC included) did the October 2016 polls overstate Clinton by more than 10 points, "
       "going by the desk's polling error?",
       v, "int", difficulty="hard", tags=["threshold", "polling-error", "results", "state", "month"])

# 17. October 2016 state polls with Johnson at 10% or higher
v = sum(1 for p in oct16 if p["level"] == "state" and p["j"] is not None and p["j"] >= 10)
assert v != sum(1 for p in oct16 if p["level"] == "state" and p["j"] is not None and p["j"] > 10)
check(v, "SELECT COUNT(*) " + FROM + "WHERE s.level = 'state' AND p.johnson_pct >= 10 AND " + between("p.end_date", OCT16))
golden("r14_state_polls_johnson_10_plus_oct_2016",
       "How many statewide polls that ended in October 2016 had Gary Johnson at 10% or higher?",
       v, "int", tags=["threshold", "johnson", "state-polls", "month"])

# ====================================================== negation / exclusion
# 18. pollsters that never released a battleground-state poll (whole file)
with_bg = {p["pollster_id"] for p in polls if p["state"] in BATTLEGROUND}
v = sum(1 for k in pollsters if k not in with_bg)
assert all(any(p["pollster_id"] == k for p in polls) for k in pollsters), "every pollster has a poll"
check(v, "SELECT COUNT(*) FROM pollsters g WHERE NOT EXISTS (SELECT 1 FROM polls p WHERE p.pollster_id = g.pollster_id"
      " AND p.state IN " + BG_SQL + ")")
golden("r14_pollsters_never_polled_battleground",
       "How many polling firms never put out a single poll of a battleground state?",
       v, "int", difficulty="medium", tags=["negation", "never", "distinct-count", "pollster", "battleground"])

# 19. national polls in Q2 2016 excluding the likely-voter ones
v = sum(1 for p in ended(*Q2_16) if p["state"] == "U.S." and p["population"] != "lv")
check(v, "SELECT COUNT(*) " + FROM + "WHERE s.level = 'national' AND p.population <> 'lv' AND " + between("p.end_date", Q2_16))
golden("r14_national_non_lv_polls_q2_2016",
       "Leaving out the likely-voter ones, how many national polls ended in the second quarter of 2016?",
       v, "int", tags=["exclusion", "national", "population", "quarter"])

# 20. states (DC included) with no poll from an unrated pollster in October 2016
polled_oct = {p["state"] for p in oct16 if p["level"] == "state"}
unrated_oct = {p["state"] for p in oct16 if p["level"] == "state" and p["grade"] == ""}
assert len(polled_oct) == 51
v = sum(1 for s, row in states.items() if row["level"] == "state" and s not in unrated_oct)
check(v, """SELECT COUNT(*) FROM states s WHERE s.level = 'state' AND NOT EXISTS (
            SELECT 1 FROM polls p JOIN pollsters g ON g.pollster_id = p.pollster_id
            WHERE p.state = s.state AND g.grade IS NULL AND """ + between("p.end_date", OCT16) + ")")
golden("r14_states_no_unrated_poll_oct_2016",
       "How many states, counting DC, didn't get a single poll from an unrated pollster in October 2016?",
       v, "int", difficulty="hard", tags=["negation", "never", "state", "unrated", "month"])

# ================================================ roles: fieldwork start vs end
# 21. national polls that went into the field in July 2016
v = sum(1 for p in started(*JUL16) if p["state"] == "U.S.")
assert v != sum(1 for p in ended(*JUL16) if p["state"] == "U.S."), "the end-date reading differs"
check(v, "SELECT COUNT(*) FROM polls WHERE state = 'U.S.' AND " + between("start_date", JUL16))
golden("r14_national_polls_started_jul_2016",
       "how many national polls went into the field in july 2016?",
       v, "int", difficulty="medium", tags=["role", "start-date", "national", "month"])

# 22. polls by A-rated pollsters that started fieldwork in Q3 2016
v = sum(1 for p in started(*Q3_16) if p["grade"] in A_RATED)
assert v != sum(1 for p in ended(*Q3_16) if p["grade"] in A_RATED), "the end-date reading differs"
check(v, "SELECT COUNT(*) " + FROM + "WHERE g.grade IN " + AR_SQL + " AND " + between("p.start_date", Q3_16))
golden("r14_a_rated_polls_started_q3_2016",
       "How many polls by top-rated pollsters began fieldwork in the third quarter of 2016?",
       v, "int", difficulty="medium", tags=["role", "start-date", "grade", "synonym", "quarter"])

# ========================================================== periods
# 23. adjusted national lead during the conventions
v = mean(p["adj_lead"] for p in ended(*CONVENTIONS) if p["state"] == "U.S.")
check(v, "SELECT AVG(adj_clinton_pct - adj_trump_pct) FROM polls WHERE state = 'U.S.' AND "
      + between("end_date", CONVENTIONS))
golden("r14_adjusted_national_lead_conventions",
       "What was Clinton's average adjusted lead in the national polls during the conventions?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["named-period", "adjusted", "lead", "national"])

# 24. state polls (DC included) that ended during primary season
v = sum(1 for p in ended(*PRIMARY) if p["level"] == "state")
check(v, "SELECT COUNT(*) " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", PRIMARY))
golden("r14_state_polls_primary_season",
       "How many state polls (DC included) ended during primary season 2016?",
       v, "int", difficulty="medium", tags=["named-period", "document-period", "state-polls", "count"])

# 25. polls with Clinton ahead in the seven days right before the final week
v = sum(1 for p in ended(*WEEK_BEFORE_FINAL) if p["c"] > p["t"])
check(v, "SELECT COUNT(*) FROM polls WHERE clinton_pct > trump_pct AND " + between("end_date", WEEK_BEFORE_FINAL))
golden("r14_clinton_ahead_week_before_final_week",
       "In the seven days right before the final week, how many polls had Clinton in front?",
       v, "int", difficulty="hard", tags=["relative-period", "written-number", "clinton-ahead", "count"])

# 26. national Clinton lead, Q1 2016
v = mean(p["lead"] for p in ended(*Q1_16) if p["state"] == "U.S.")
check(v, "SELECT AVG(clinton_pct - trump_pct) FROM polls WHERE state = 'U.S.' AND " + between("end_date", Q1_16))
golden("r14_national_lead_q1_2016",
       "clinton's avg margin in nationwide polls, Q1 2016?",
       r2(v), "float", mode="approximate", tags=["quarter", "lead", "national", "terse"])

# ===================================================== growth / change
# 27. state polls (DC included), Q2 -> Q3 2016
a = sum(1 for p in ended(*Q2_16) if p["level"] == "state")
b = sum(1 for p in ended(*Q3_16) if p["level"] == "state")
v = pct_change(a, b)
sa = DB.execute("SELECT COUNT(*) " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", Q2_16)).fetchone()[0]
sb = DB.execute("SELECT COUNT(*) " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", Q3_16)).fetchone()[0]
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r14_state_polls_growth_q2_q3_2016",
       "By what percentage did the number of state polls (DC included) grow from Q2 to Q3 2016?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "state-polls", "quarter"])

# 28. national lead, debate season -> final week (change in points, later minus earlier)
a = mean(p["lead"] for p in ended(*DEBATES) if p["state"] == "U.S.")
b = mean(p["lead"] for p in fw if p["state"] == "U.S.")
v = b - a
assert v < 0
sql_lead = "(SELECT AVG(clinton_pct - trump_pct) FROM polls WHERE state = 'U.S.' AND %s)"
check(v, "SELECT %s - %s" % (sql_lead % between("end_date", FINAL_WEEK), sql_lead % between("end_date", DEBATES)))
golden("r14_national_lead_change_debates_to_final_week",
       "By how many points did Clinton's average lead in national polls change from debate season to the final "
       "week? Give a negative number if it shrank.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["change", "difference", "lead", "national", "named-period", "relative"])

# 29. Florida respondents, September -> October 2016 (typo "respondants")
a = sum(p["n"] for p in ended(*SEP16) if p["state"] == "Florida" and p["n"])
b = sum(p["n"] for p in oct16 if p["state"] == "Florida" and p["n"])
v = pct_change(a, b)
sql_resp = "(SELECT SUM(sample_size) FROM polls WHERE state = 'Florida' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_resp % between("end_date", OCT16), sql_resp % between("end_date", SEP16),
                                           sql_resp % between("end_date", SEP16)))
golden("r14_florida_respondents_growth_sep_oct_2016",
       "florida poll respondants sept vs oct 2016, % growth?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "typo", "respondents", "state", "month", "terse"])

# ============================================================ breakdowns
# 30. Ohio vs Iowa: polls that ended in October 2016
cnt = Counter(p["state"] for p in oct16 if p["state"] in ("Ohio", "Iowa"))
rows = [(s, cnt[s]) for s in ("Ohio", "Iowa")]
check(rows, "SELECT state, COUNT(*) FROM polls WHERE state IN ('Ohio', 'Iowa') AND " + between("end_date", OCT16)
      + " GROUP BY state ORDER BY CASE state WHEN 'Ohio' THEN 0 ELSE 1 END")
golden("r14_ohio_vs_iowa_polls_oct_2016",
       "Ohio vs Iowa: number of polls that ended in October 2016",
       [{"state": s, "polls": n} for s, n in rows], "list[{state:str, polls:int}]", mode="contains",
       tags=["breakdown", "a-vs-b", "state", "month"])

# 31. final week: polls from A+ vs A vs A- pollsters
cnt = Counter(p["grade"] for p in fw if p["grade"] in A_RATED)
rows = [(gr, cnt[gr]) for gr in A_RATED]
check(rows, "SELECT g.grade, COUNT(*) " + FROM + "WHERE g.grade IN " + AR_SQL + " AND " + between("p.end_date", FINAL_WEEK)
      + " GROUP BY g.grade ORDER BY CASE g.grade WHEN 'A+' THEN 0 WHEN 'A' THEN 1 ELSE 2 END")
golden("r14_final_week_polls_by_a_grade",
       "In the final week, how many polls came from pollsters graded A+ vs A vs A-? One number per grade please.",
       [{"grade": gr, "polls": n} for gr, n in rows], "list[{grade:str, polls:int}]", mode="contains",
       difficulty="medium", tags=["breakdown", "a-vs-b", "grade", "named-period", "polite"])

# ========================================== knowledge-defined measures
# 32. polling error in Wisconsin, final-week polls
x = [p["lead"] for p in fw if p["state"] == "Wisconsin"]
v = mean(x) - results["Wisconsin"]["margin"]
check(v, """SELECT AVG(p.clinton_pct - p.trump_pct) - (r.clinton_vote_pct - r.trump_vote_pct)
            FROM polls p JOIN results r ON r.state = p.state
            WHERE p.state = 'Wisconsin' AND """ + between("p.end_date", FINAL_WEEK))
golden("r14_wisconsin_polling_error_final_week",
       "What was the polling error in Wisconsin, going by the polls that ended in the final week?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["polling-error", "results", "state", "named-period"])

# 33. electoral votes of the battleground states Clinton actually won
v = sum(r["ev"] for s, r in results.items() if s in BATTLEGROUND and r["margin"] > 0)
assert not any(results[s]["margin"] == 0 for s in BATTLEGROUND)
check(v, "SELECT SUM(electoral_votes) FROM results WHERE state IN " + BG_SQL + " AND clinton_vote_pct > trump_vote_pct")
golden("r14_electoral_votes_bg_clinton_won",
       "How many electoral votes were there in the battleground states that Clinton actually won?",
       v, "int", difficulty="medium", tags=["results", "electoral-votes", "battleground", "polls-vs-results"])

# ================================================================ documents
CAL = os.path.join(DOCS, "campaign_calendar.md")


def day(s):
    return dt.date.fromisoformat(s)


# 34. length of primary season, both days included
doc_says(CAL, "Each phase lists its dates (both days included).")
doc_says(CAL, "Runs from 2016-02-01 to 2016-06-14, from the Iowa caucuses to the last Democratic primary")
v = (day("2016-06-14") - day("2016-02-01")).days + 1
assert v == 135
golden("r14_doc_primary_season_days",
       "According to the campaign calendar, how many days did primary season 2016 last, counting both the first "
       "and the last day?",
       v, "int", route="documents", difficulty="medium", tags=["document", "calendar", "date-arithmetic"])

# 35. days from the end of the Democratic convention to the first debate
doc_says(CAL, "the Democratic convention in Philadelphia from 25 to 28 July")
doc_says(CAL, "Runs from 2016-09-26 to 2016-10-19, from the first presidential debate at Hofstra University")
v = (day("2016-09-26") - day("2016-07-28")).days
assert v == 60
golden("r14_doc_days_dnc_to_first_debate",
       "How many days after the Democratic convention ended did the first presidential debate take place?",
       v, "int", route="documents", difficulty="medium", tags=["document", "calendar", "date-arithmetic"])


HEADER = [
    "# Held-out round 14 (polls): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round14.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/campaign_calendar.md).",
    "# GENERATED: python3 expected/round14.py",
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
