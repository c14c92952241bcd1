#!/usr/bin/env python3
"""Held-out round 16 for the polls workspace: 35 new questions in the words of
users of the polling desk (terse ones, long polite ones, three with typos,
written-out numbers such as "three", "four", "two", "ten", and words the
knowledge files do not use literally, such as "wrapped up", "polling outfits",
"newcomers", "typical poll size", "the Democrats' convention"), written by an
independent question writer from data/*.csv, data/README.md, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv with plain Python loops, then a second time by hand-written SQL
over the same CSV files loaded into sqlite3 (a different path), and the two are
asserted equal. The two document answers are read from
documents/campaign_calendar.md, and the sentence they come from is asserted to
be in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/*.md):
- a poll is dated by end_date (rule poll_dated_by_end_date): "polls in / that
  ended in / wrapped up in October 2016" = end_date in 2016-10; start_date only
  where the question says the poll went into the field / started fieldwork
  (two role questions, each checked to differ from the end-date reading);
- every row is one poll (a pollster's LV and RV versions count twice);
- shares and leads are raw unless "adjusted" is said (rule raw_unless_adjusted);
  the lead is Clinton minus Trump (rule lead_sign); poll averages are simple
  means over polls, each poll counts once (rule unweighted_poll_averages);
  "support" / "poll share" = the polls; "actual" / "vote share" / "official
  result" = results.csv (rule polls_versus_results); actual margin =
  clinton_vote_pct - trump_vote_pct; over several states the actual vote
  share is the simple mean of the states' shares (metric clinton_vote_share);
- average sample size leaves out the one poll without a sample size; people
  interviewed / respondents = SUM(sample_size) (metrics average_sample_size,
  respondents);
- "state poll" / "statewide poll" = states.level = 'state' (50 states and DC,
  the questions say DC counts where it matters); national polls (state 'U.S.')
  and the Maine/Nebraska district polls are not state polls; regions are the
  Census regions of states.csv (DC is in the South);
- battleground / swing states = the thirteen of filter "battleground";
  A-rated = grade A+, A or A-; unrated = empty grade (filter "unrated");
- "Trump ahead / in front" = trump_pct > clinton_pct (filter trump_ahead);
- a toss-up is a poll whose lead is less than 3 points either way,
  |clinton_pct - trump_pct| < 3 (documents/reporting_policy.md, "Toss-ups");
- periods (both days included): conventions 2016-07-18..2016-07-28 and final
  week 2016-11-01..2016-11-07 (knowledge.hcl periods); debate season
  2016-09-26..2016-10-19 (documents/campaign_calendar.md); Qn / "first half" /
  "second half" = calendar quarter / half of 2016; a month = its calendar days;
- growth in percent = 100 * (later - earlier) / earlier;
- per-entity averages state their denominator in the question (e.g. "counting
  only the A-rated pollsters with at least one statewide poll that year");
- thresholds: "more than" is strict, "at least" inclusive; a threshold question
  is checked to give a different answer with the other reading of the line
  where the data allow it.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties inside the list and at the cut.
List answers use mode "contains" (no tolerance on them).
"""
import csv
import datetime as dt
from decimal import Decimal
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
N_GOLDENS = 35
PREFIX = "r16_"


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

Y2015 = ("2015-01-01", "2015-12-31")
Y2016 = ("2016-01-01", "2016-12-31")
H1_16, H2_16 = ("2016-01-01", "2016-06-30"), ("2016-07-01", "2016-12-31")
Q2_16, Q3_16 = ("2016-04-01", "2016-06-30"), ("2016-07-01", "2016-09-30")
DEC15 = ("2015-12-01", "2015-12-31")
JUL16, AUG16 = ("2016-07-01", "2016-07-31"), ("2016-08-01", "2016-08-31")
SEP16, OCT16 = ("2016-09-01", "2016-09-30"), ("2016-10-01", "2016-10-31")
CONVENTIONS = ("2016-07-18", "2016-07-28")
FINAL_WEEK = ("2016-11-01", "2016-11-07")
DEBATES = ("2016-09-26", "2016-10-19")
CAL = os.path.join(DOCS, "campaign_calendar.md")
POLICY = os.path.join(DOCS, "reporting_policy.md")
GLOS = os.path.join(DOCS, "polling_glossary.md")


def ended(lo, hi):
    return [p for p in polls if lo <= p["end_date"] <= hi]


def started(lo, hi):
    return [p for p in polls if lo <= p["start_date"] <= hi]


def between(col, per):
    return "%s BETWEEN '%s' AND '%s'" % (col, per[0], per[1])


FROM = """FROM polls p JOIN states s ON s.state = p.state
          JOIN pollsters g ON g.pollster_id = p.pollster_id """

for p in polls:
    p["adj_c"] = float(p["adj_clinton_pct"])
    p["adj_t"] = float(p["adj_trump_pct"])

y16 = ended(*Y2016)
fw = ended(*FINAL_WEEK)
aug16 = ended(*AUG16)
sep16 = ended(*SEP16)
oct16 = ended(*OCT16)
deb = ended(*DEBATES)
assert all(p["n"] is not None for p in oct16 + fw + aug16 + sep16), "the poll without a sample size ended in July"

# ============================================== aggregation word + what it modifies
# 1. respondents per state, by census region, October 2016 statewide polls
acc = defaultdict(lambda: [0, set()])
for p in oct16:
    if p["level"] == "state":
        acc[p["region"]][0] += p["n"]
        acc[p["region"]][1].add(p["state"])
per_state = {k: n / len(sts) for k, (n, sts) in acc.items()}
# every state and DC had an October poll, so "states with a poll" and "all states of the region" agree
all_states = Counter(s["region"] for s in states.values() if s["level"] == "state")
assert all(len(acc[k][1]) == all_states[k] for k in all_states)
rk = ranked(per_state)
check(rk, "SELECT s.region, 1.0 * SUM(p.sample_size) / COUNT(DISTINCT p.state) v " + FROM
      + "WHERE s.level = 'state' AND " + between("p.end_date", OCT16) + " GROUP BY s.region ORDER BY v DESC")
golden("r16_respondents_per_state_by_region_oct_2016",
       "For the statewide polls that wrapped up in October 2016 (DC counts as a state), what was the average number "
       "of people interviewed per state in each census region? I mean the region's total respondents divided by the "
       "number of its states that had at least one of those polls.",
       [{"region": k, "respondents_per_state": r2(v)} for k, v in rk],
       "list[{region:str, respondents_per_state:float}]",
       mode="contains", difficulty="hard", tags=["aggregation", "average-per-entity", "respondents", "region", "month"])

# 2. mean adjusted Trump share by region, final-week statewide polls
acc = defaultdict(list)
for p in fw:
    if p["level"] == "state":
        acc[p["region"]].append(p["adj_t"])
rk = ranked({k: mean(v) for k, v in acc.items()})
check(rk, "SELECT s.region, AVG(p.adj_trump_pct) v " + FROM + "WHERE s.level = 'state' AND "
      + between("p.end_date", FINAL_WEEK) + " GROUP BY s.region ORDER BY v DESC")
golden("r16_adj_trump_by_region_final_week",
       "mean adjusted trump share by census region, statewide polls in the final week",
       [{"region": k, "adjusted_trump_share": r2(v)} for k, v in rk],
       "list[{region:str, adjusted_trump_share:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "breakdown", "adjusted", "region", "named-period", "terse"])

# 3. Clinton's actual vote share by region, simple mean of the states (DC included)
acc = defaultdict(list)
for s, r in results.items():
    acc[states[s]["region"]].append(float(r["clinton_vote_pct"]))
rk = ranked({k: mean(v) for k, v in acc.items()})
check(rk, "SELECT s.region, AVG(r.clinton_vote_pct) v FROM results r JOIN states s ON s.state = r.state "
      "GROUP BY s.region ORDER BY v DESC")
golden("r16_actual_clinton_share_by_region",
       "Going by the official results, what was Clinton's share of the vote in each census region? Take the simple "
       "average of the states' results, with DC counted as a state.",
       [{"region": k, "clinton_vote_share": r2(v)} for k, v in rk],
       "list[{region:str, clinton_vote_share:float}]",
       mode="contains", difficulty="medium", tags=["aggregation", "results", "role", "region"])

# ======================================================= written / numeric limits
# 4. four states with the largest average sample size, October 2016, states with >= 20 statewide polls
acc = defaultdict(list)
for p in oct16:
    if p["level"] == "state":
        acc[p["state"]].append(p["n"])
avg = {k: mean(v) for k, v in acc.items() if len(v) >= 20}
top = ranked(avg, 4)
check(top, "SELECT p.state, AVG(p.sample_size) v " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", OCT16)
      + " GROUP BY p.state HAVING COUNT(*) >= 20 ORDER BY v DESC LIMIT 4")
# the 20-poll floor is part of the question; without it the four are the same states
assert [k for k, _ in ranked({k: mean(v) for k, v in acc.items()}, 4)] == [k for k, _ in top]
golden("r16_top4_states_typical_poll_size_oct_2016",
       "Looking only at states (DC counts) with at least 20 statewide polls that ended in October 2016, which four "
       "had the biggest typical poll size, i.e. the largest average sample size? Biggest first, with the averages.",
       [{"state": k, "average_sample_size": r2(v)} for k, v in top],
       "list[{state:str, average_sample_size:float}]",
       mode="contains", difficulty="hard", tags=["top-n", "written-limit", "sample-size", "threshold", "state", "month"])

# 5. two regions with the most respondents in August 2016 statewide polls
acc = Counter()
for p in aug16:
    if p["level"] == "state":
        acc[p["region"]] += p["n"]
top = ranked(acc, 2)
check(top, "SELECT s.region, SUM(p.sample_size) v " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", AUG16)
      + " GROUP BY s.region ORDER BY v DESC LIMIT 2")
golden("r16_top2_regions_respondents_aug_2016",
       "What are the two parts of the country where the statewide polls ending in August 2016 talked to the most "
       "people? Give the totals.",
       [{"region": k, "respondents": v} for k, v in top], "list[{region:str, respondents:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "respondents", "region", "month"])

# ================================================= ranking by a named measure
# 6. top three pollsters by average adjusted lead, >= 25 polls ending October 2016
acc = defaultdict(list)
for p in oct16:
    acc[p["firm"]].append(p["adj_c"] - p["adj_t"])
avg = {k: mean(v) for k, v in acc.items() if len(v) >= 25}
top = ranked(avg, 3)
check(top, "SELECT g.pollster, AVG(p.adj_clinton_pct - p.adj_trump_pct) v " + FROM + "WHERE "
      + between("p.end_date", OCT16) + " GROUP BY g.pollster HAVING COUNT(*) >= 25 ORDER BY v DESC LIMIT 3")
golden("r16_top3_pollsters_adjusted_lead_oct_2016",
       "Of the pollsters with at least 25 polls ending in October 2016, which three had the largest average adjusted "
       "Clinton lead? Largest first, with the figure.",
       [{"pollster": k, "adjusted_lead": r2(v)} for k, v in top], "list[{pollster:str, adjusted_lead:float}]",
       mode="contains", difficulty="hard", tags=["ranking", "top-n", "written-limit", "adjusted", "threshold", "month"])

# 7. A-rated pollster (>= ten 2016 polls) with the largest average sample size (typo "polster")
acc = defaultdict(list)
cnt = Counter()
for p in y16:
    if p["grade"] in A_RATED:
        cnt[p["firm"]] += 1
        if p["n"] is not None:
            acc[p["firm"]].append(p["n"])
avg = {k: mean(acc[k]) for k in cnt if cnt[k] >= 10}
who = ranked(avg, 1)[0][0]
check(who, "SELECT g.pollster " + FROM + "WHERE g.grade IN " + AR_SQL + " AND " + between("p.end_date", Y2016)
      + " GROUP BY g.pollster HAVING COUNT(*) >= 10 ORDER BY AVG(p.sample_size) DESC LIMIT 1")
assert ranked({k: mean(v) for k, v in acc.items()}, 1)[0][0] != who, "the floor matters"
golden("r16_a_rated_largest_avg_sample_2016",
       "Which A-rated polster had the largest average sample size in 2016, counting only those with at least ten "
       "polls that year?",
       who, "str", difficulty="medium", tags=["ranking", "sample-size", "grade", "threshold", "typo", "year"])

# 8. battleground state with Clinton's third-best actual margin
mg = {s: results[s]["margin"] for s in BATTLEGROUND}
top = ranked(mg, 3)
who = top[2][0]
check(who, "SELECT state FROM results WHERE state IN " + BG_SQL
      + " ORDER BY clinton_vote_pct - trump_vote_pct DESC LIMIT 1 OFFSET 2")
golden("r16_bg_third_best_actual_margin",
       "Going by the official results, which battleground state gave Clinton her third-biggest winning margin?",
       who, "str", difficulty="medium", tags=["ranking", "results", "actual-margin", "battleground"])

# ============================================================== share of total
# 9. share of October 2016 statewide-poll respondents in Southern states
st_oct = [p for p in oct16 if p["level"] == "state"]
v = 100.0 * sum(p["n"] for p in st_oct if p["region"] == "South") / sum(p["n"] for p in st_oct)
check(v, "SELECT 100.0 * SUM(CASE WHEN s.region = 'South' THEN p.sample_size ELSE 0 END) / SUM(p.sample_size) "
      + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", OCT16))
golden("r16_south_share_of_respondents_oct_2016",
       "Of all the people interviewed in statewide polls that ended in October 2016, what percentage were in "
       "Southern states (DC counts as a Southern state)?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "respondents", "region", "month"])

# 10. share of final-week swing-state polls from A-rated pollsters
x = [p for p in fw if p["state"] in BATTLEGROUND]
v = 100.0 * sum(1 for p in x if p["grade"] in A_RATED) / len(x)
check(v, "SELECT 100.0 * SUM(g.grade IN " + AR_SQL + ") / COUNT(*) " + FROM + "WHERE p.state IN " + BG_SQL
      + " AND " + between("p.end_date", FINAL_WEEK))
golden("r16_a_rated_share_swing_final_week",
       "What % of the swing-state polls in the final week came from top-rated pollsters (A+, A or A-)?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "grade", "battleground", "named-period"])

# 11. share of September 2016 polls from Google Consumer Surveys
v = 100.0 * sum(1 for p in sep16 if p["firm"] == "Google Consumer Surveys") / len(sep16)
check(v, "SELECT 100.0 * SUM(g.pollster = 'Google Consumer Surveys') / COUNT(*) " + FROM + "WHERE "
      + between("p.end_date", SEP16))
golden("r16_google_share_sep_2016",
       "what % of the polls from september 2016 were google's?",
       r2(v), "float", mode="approximate", tags=["share", "pollster", "month", "terse"])

# ============================================================ distinct counts
# 12. pollsters with a registered-voter poll (not national) during debate season
v = len({p["pollster_id"] for p in deb if p["population"] == "rv" and p["level"] != "national"})
assert v != len({p["pollster_id"] for p in deb if p["population"] == "rv"}), "the national exclusion matters"
check(v, "SELECT COUNT(DISTINCT p.pollster_id) " + FROM + "WHERE p.population = 'rv' AND s.level <> 'national' AND "
      + between("p.end_date", DEBATES))
golden("r16_rv_pollsters_debate_season_not_national",
       "During debate season, how many different pollsters released at least one registered-voter poll, not "
       "counting national polls?",
       v, "int", difficulty="medium", tags=["distinct-count", "population", "exclusion", "named-period"])

# 13. states with a statewide poll ending in 2015
v = len({p["state"] for p in ended(*Y2015) if p["level"] == "state"})
check(v, "SELECT COUNT(DISTINCT p.state) " + FROM + "WHERE s.level = 'state' AND " + between("p.end_date", Y2015))
golden("r16_states_polled_2015",
       "How many different states had a statewide poll wrap up back in 2015?",
       v, "int", tags=["distinct-count", "state", "year"])

# 14. pollsters that asked about Evan McMullin
v = len({p["pollster_id"] for p in polls if p["mcmullin_pct"] != ""})
check(v, "SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE mcmullin_pct IS NOT NULL")
golden("r16_pollsters_asking_mcmullin",
       "How many different polling outfits included Evan McMullin in at least one of their polls?",
       v, "int", tags=["distinct-count", "pollster", "mcmullin"])

# ============================================================ negation / exclusion
# 15. average lead, October 2016 statewide polls, excluding battleground states
x = [p["lead"] for p in oct16 if p["level"] == "state" and p["state"] not in BATTLEGROUND]
v = mean(x)
check(v, "SELECT AVG(p.clinton_pct - p.trump_pct) " + FROM + "WHERE s.level = 'state' AND p.state NOT IN " + BG_SQL
      + " AND " + between("p.end_date", OCT16))
golden("r16_lead_oct_2016_state_polls_excl_battleground",
       "Clinton's average lead in October 2016 statewide polls, leaving out the thirteen battleground states (DC "
       "stays in)?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["exclusion", "lead", "battleground", "state", "month"])

# 16. final-week pollsters that never published a poll ending before October 2016
fw_firms = {p["pollster_id"] for p in fw}
earlier = {p["pollster_id"] for p in polls if p["end_date"] < "2016-10-01"}
v = len(fw_firms - earlier)
check(v, """SELECT COUNT(DISTINCT p.pollster_id) FROM polls p WHERE """ + between("p.end_date", FINAL_WEEK) + """
            AND NOT EXISTS (SELECT 1 FROM polls q WHERE q.pollster_id = p.pollster_id AND q.end_date < '2016-10-01')""")
golden("r16_final_week_newcomer_pollsters",
       "Of the pollsters that put out polls in the final week, how many were newcomers that had never published a "
       "poll ending before October 2016?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "pollster", "named-period"])

# ============================================================ never / always counts
# 17. pollsters with statewide polls of every state and DC (whole file)
acc = defaultdict(set)
for p in polls:
    if p["level"] == "state":
        acc[p["pollster_id"]].add(p["state"])
n_states = sum(1 for s in states.values() if s["level"] == "state")
assert n_states == 51
v = sum(1 for sts in acc.values() if len(sts) == n_states)
check(v, "SELECT COUNT(*) FROM (SELECT p.pollster_id FROM polls p JOIN states s ON s.state = p.state "
      "WHERE s.level = 'state' GROUP BY p.pollster_id HAVING COUNT(DISTINCT p.state) = "
      "(SELECT COUNT(*) FROM states WHERE level = 'state'))")
golden("r16_pollsters_polled_every_state",
       "How many pollsters polled every single one of the 50 states plus DC with a statewide poll at some point?",
       v, "int", difficulty="medium", tags=["always", "every", "pollster", "state"])

# 18. pollsters with a poll ending in every month July..October 2016
months = ("2016-07", "2016-08", "2016-09", "2016-10")
acc = defaultdict(set)
for p in polls:
    acc[p["pollster_id"]].add(p["end_date"][:7])
v = sum(1 for ms in acc.values() if set(months) <= ms)
check(v, "SELECT COUNT(*) FROM (SELECT pollster_id FROM polls WHERE " + between("end_date", ("2016-07-01", "2016-10-31"))
      + " GROUP BY pollster_id HAVING COUNT(DISTINCT substr(end_date, 1, 7)) = 4)")
golden("r16_pollsters_every_month_jul_oct_2016",
       "How many polling firms had at least one poll end in each and every month from July through October 2016?",
       v, "int", difficulty="medium", tags=["always", "every", "pollster", "month"])

# ================================================================ comparisons
# 19. swing-state polls ending September 2016 with more than 1,500 respondents (typo "endng")
x = [p for p in sep16 if p["state"] in BATTLEGROUND]
v = sum(1 for p in x if p["n"] > 1500)
check(v, "SELECT COUNT(*) FROM polls WHERE state IN " + BG_SQL + " AND sample_size > 1500 AND "
      + between("end_date", SEP16))
golden("r16_swing_polls_over_1500_sep_2016",
       "how many swing state polls endng in september 2016 interviewed more than 1,500 people?",
       v, "int", tags=["comparison", "threshold", "sample-size", "battleground", "month", "typo"])

# 20. final-week swing-state polls that count as toss-ups (|lead| < 3, reporting policy)
doc_says(POLICY, "A lead of less than 3 points is reported as a toss-up or a statistical tie")
x = [p for p in fw if p["state"] in BATTLEGROUND]
v = sum(1 for p in x if abs(p["lead"]) < 3)
# exact decimal arithmetic agrees with the float lead at the 3-point line (several polls sit exactly on it)
assert v == sum(1 for p in x if abs(Decimal(p["clinton_pct"]) - Decimal(p["trump_pct"])) < 3)
assert v != sum(1 for p in x if abs(p["lead"]) <= 3), "the strict reading matters"
check(v, "SELECT COUNT(*) FROM polls WHERE state IN " + BG_SQL + " AND ABS(clinton_pct - trump_pct) < 3 AND "
      + between("end_date", FINAL_WEEK))
golden("r16_tossup_swing_polls_final_week",
       "Using the desk's toss-up rule, how many of the swing-state polls from the final week would we have to "
       "report as a toss-up rather than as someone leading?",
       v, "int", difficulty="medium", tags=["comparison", "toss-up", "document-definition", "battleground", "named-period"])

# 21. A-rated pollsters averaging at least 1,000 respondents per poll (whole file)
acc = defaultdict(list)
for p in polls:
    if p["grade"] in A_RATED and p["n"] is not None:
        acc[p["pollster_id"]].append(p["n"])
avgs = {k: mean(v) for k, v in acc.items()}
v = sum(1 for a in avgs.values() if a >= 1000)
assert v != sum(1 for a in avgs.values() if a > 1000), "the inclusive reading matters"
check(v, "SELECT COUNT(*) FROM (SELECT p.pollster_id FROM polls p JOIN pollsters g ON g.pollster_id = p.pollster_id "
      "WHERE g.grade IN " + AR_SQL + " GROUP BY p.pollster_id HAVING AVG(p.sample_size) >= 1000)")
golden("r16_a_rated_pollsters_avg_at_least_1000",
       "How many A-rated pollsters averaged at least 1,000 respondents per poll across all of their polls in the file?",
       v, "int", difficulty="hard", tags=["comparison", "threshold", "average-per-entity", "grade", "sample-size"])

# ==================================================================== roles
# 22. polls that went into the field during the conventions but ended after them
x = started(*CONVENTIONS)
v = sum(1 for p in x if p["end_date"] > CONVENTIONS[1])
check(v, "SELECT COUNT(*) FROM polls WHERE " + between("start_date", CONVENTIONS) + " AND end_date > '%s'" % CONVENTIONS[1])
golden("r16_started_in_conventions_ended_after",
       "How many polls went into the field during the conventions but didn't wrap up until after the conventions "
       "were over?",
       v, "int", difficulty="medium", tags=["role", "start-date", "end-date", "named-period"])

# 23. state with the second-most statewide polls that went into the field during debate season
cnt = Counter(p["state"] for p in started(*DEBATES) if p["level"] == "state")
top = ranked(cnt, 2)
who = top[1][0]
by_end = ranked(Counter(p["state"] for p in deb if p["level"] == "state"), 2)[1][0]
assert by_end != who, "the end-date reading names another state"
check(who, "SELECT p.state " + FROM + "WHERE s.level = 'state' AND " + between("p.start_date", DEBATES)
      + " GROUP BY p.state ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1")
golden("r16_second_state_started_debate_season",
       "Which state had the second-most statewide polls that started fieldwork during debate season?",
       who, "str", difficulty="medium", tags=["role", "start-date", "ranking", "state", "named-period"])

# 24. battleground state where Trump's actual vote share beat his October 2016 poll average by the most
acc = defaultdict(list)
for p in oct16:
    if p["state"] in BATTLEGROUND:
        acc[p["state"]].append(p["t"])
gap = {s: float(results[s]["trump_vote_pct"]) - mean(v) for s, v in acc.items()}
assert len(gap) == 13
who = ranked(gap, 1)[0][0]
check(who, """SELECT r.state FROM results r JOIN polls p ON p.state = r.state
              WHERE r.state IN """ + BG_SQL + " AND " + between("p.end_date", OCT16) + """
              GROUP BY r.state, r.trump_vote_pct ORDER BY r.trump_vote_pct - AVG(p.trump_pct) DESC LIMIT 1""")
golden("r16_bg_trump_vote_beat_polls_most_oct_2016",
       "In which battleground state did Trump's actual vote share beat his average poll share in that state's "
       "October 2016 polls by the most points?",
       who, "str", difficulty="hard", tags=["role", "polls-vs-results", "ranking", "battleground", "month"])

# ============================================================ close metrics
# 25. Trump's poll support in Utah, final week (not his vote share)
x = [p["t"] for p in fw if p["state"] == "Utah"]
v = mean(x)
assert abs(v - float(results["Utah"]["trump_vote_pct"])) > 1
check(v, "SELECT AVG(trump_pct) FROM polls WHERE state = 'Utah' AND " + between("end_date", FINAL_WEEK))
golden("r16_utah_trump_poll_support_final_week",
       "What was Trump's average support in the Utah polls from the final week?",
       r2(v), "float", mode="approximate", tags=["close-metric", "poll-share", "state", "named-period"])

# 26. adjusted Clinton lead in Colorado, September 2016
x = [p["adj_c"] - p["adj_t"] for p in sep16 if p["state"] == "Colorado"]
v = mean(x)
assert abs(v - mean(p["lead"] for p in sep16 if p["state"] == "Colorado")) > 0.1, "raw differs"
check(v, "SELECT AVG(adj_clinton_pct - adj_trump_pct) FROM polls WHERE state = 'Colorado' AND "
      + between("end_date", SEP16))
golden("r16_colorado_adjusted_lead_sep_2016",
       "colorado, september 2016: what was clinton's adjusted lead on average?",
       r2(v), "float", mode="approximate", tags=["close-metric", "adjusted", "lead", "state", "month", "terse"])

# 27. Clinton's adjusted share in national registered-voter polls, Q3 2016
x = [p["adj_c"] for p in ended(*Q3_16) if p["state"] == "U.S." and p["population"] == "rv"]
v = mean(x)
check(v, "SELECT AVG(adj_clinton_pct) FROM polls WHERE state = 'U.S.' AND population = 'rv' AND "
      + between("end_date", Q3_16))
golden("r16_adj_clinton_share_national_rv_q3_2016",
       "Could you tell me Clinton's average adjusted share (her share, not her lead) in the national polls of "
       "registered voters that ended in the third quarter of 2016?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["close-metric", "adjusted", "share", "population", "national", "quarter", "polite"])

# ============================================================ named periods / months / halves
# 28. national lead, December 2015 (typo "nationl")
x = [p["lead"] for p in ended(*DEC15) if p["state"] == "U.S."]
v = mean(x)
check(v, "SELECT AVG(p.clinton_pct - p.trump_pct) " + FROM + "WHERE s.level = 'national' AND "
      + between("p.end_date", DEC15))
golden("r16_national_lead_dec_2015",
       "what was clintons avg lead in nationl polls in december 2015",
       r2(v), "float", mode="approximate", tags=["named-month", "lead", "national", "typo"])

# 29. Clinton's poll share in North Carolina, first half of 2016
x = [p["c"] for p in ended(*H1_16) if p["state"] == "North Carolina"]
v = mean(x)
check(v, "SELECT AVG(clinton_pct) FROM polls WHERE state = 'North Carolina' AND " + between("end_date", H1_16))
golden("r16_nc_clinton_share_h1_2016",
       "Clinton's average poll share in North Carolina polls during the first half of 2016?",
       r2(v), "float", mode="approximate", tags=["half-year", "poll-share", "state"])

# ================================================================== growth
# 30. distinct states with a statewide poll, Q2 -> Q3 2016
def states_polled(per):
    return len({p["state"] for p in ended(*per) if p["level"] == "state"})
a, b = states_polled(Q2_16), states_polled(Q3_16)
v = pct_change(a, b)
sql_n = "(SELECT COUNT(DISTINCT p.state) FROM polls p JOIN states s ON s.state = p.state WHERE s.level = 'state' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_n % between("p.end_date", Q3_16), sql_n % between("p.end_date", Q2_16),
                                            sql_n % between("p.end_date", Q2_16)))
golden("r16_states_polled_growth_q2_q3_2016",
       "By what percent did the number of different states (DC counts) that got at least one statewide poll grow "
       "from Q2 to Q3 2016?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "distinct-count", "state", "quarter"])

# 31. polls by unrated pollsters, H1 -> H2 2016
def unrated(per):
    return sum(1 for p in ended(*per) if p["grade"] == "")
a, b = unrated(H1_16), unrated(H2_16)
v = pct_change(a, b)
sql_n = "(SELECT COUNT(*) FROM polls p JOIN pollsters g ON g.pollster_id = p.pollster_id WHERE g.grade IS NULL AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_n % between("p.end_date", H2_16), sql_n % between("p.end_date", H1_16),
                                            sql_n % between("p.end_date", H1_16)))
golden("r16_unrated_polls_growth_h1_h2_2016",
       "How much did the number of polls from ungraded pollsters grow, in percent, from the first half of 2016 to "
       "the second half?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "grade", "unrated", "half-year"])

# ============================================================ ratio / average per entity
# 32. states per A-rated pollster, 2016 (A-rated pollsters with at least one statewide poll)
acc = defaultdict(set)
for p in y16:
    if p["grade"] in A_RATED and p["level"] == "state":
        acc[p["pollster_id"]].add(p["state"])
v = sum(len(s) for s in acc.values()) / len(acc)
assert len(acc) != len({p["pollster_id"] for p in y16 if p["grade"] in A_RATED}), "the denominator matters"
check(v, "SELECT AVG(n) FROM (SELECT p.pollster_id, COUNT(DISTINCT p.state) n " + FROM
      + "WHERE g.grade IN " + AR_SQL + " AND s.level = 'state' AND " + between("p.end_date", Y2016)
      + " GROUP BY p.pollster_id)")
golden("r16_states_per_a_rated_pollster_2016",
       "On average, how many different states did each A-rated pollster cover with statewide polls in 2016? Only "
       "count the A-rated pollsters that released at least one statewide poll that year (DC counts as a state).",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "distinct-count", "grade", "state", "year"])

# 33. final week: statewide polls per national poll
ns = sum(1 for p in fw if p["level"] == "state")
nn = sum(1 for p in fw if p["level"] == "national")
v = ns / nn
check(v, "SELECT 1.0 * SUM(s.level = 'state') / SUM(s.level = 'national') " + FROM + "WHERE "
      + between("p.end_date", FINAL_WEEK))
golden("r16_state_polls_per_national_poll_final_week",
       "In the final week, how many statewide polls were there for every national poll?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["ratio", "state", "national", "named-period"])

# ================================================================ documents
# 34. city of the Democratic convention
doc_says(CAL, "the Democratic convention in Philadelphia from 25 to 28 July")
golden("r16_doc_democratic_convention_city",
       "Where did the Democrats hold their 2016 convention? Just the city.",
       "Philadelphia", "str", route="documents", tags=["document", "calendar"])

# 35. day in July the Democratic convention opened
doc_says(CAL, "the Democratic convention in Philadelphia from 25 to 28 July")
golden("r16_doc_democratic_convention_start_day",
       "On what day of July 2016 did the Democratic convention open? Just the day number, please.",
       25, "int", route="documents", tags=["document", "calendar"])


HEADER = [
    "# Held-out round 16 (polls): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/campaign_calendar.md).",
    "# GENERATED: python3 expected/round16.py",
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
