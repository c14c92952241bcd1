#!/usr/bin/env python3
"""Held-out round 12 for the polls workspace: 12 new questions in the words of
business users (terse ones, lowercase and sloppy ones, long polite ones, and
everyday words the knowledge files do not define: "talk to", "how big",
"everybody interviewed", "did polls of both", "at stake"), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round12.py          # writes heldout/round12.hcl
    python3 expected/round12.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date (last day of fieldwork; rule
  poll_dated_by_end_date); every row is one poll (an LV and an RV version of
  the same fieldwork count twice); "polls in sept 2016" / "from October 2016" =
  end_date in that month; "2016 polls" = end_date in 2016;
- "how many people did the polls talk to" and "everybody interviewed" =
  respondents = SUM(sample_size) (glossary "Respondents"); "how big were the
  polls on average" = average_sample_size = AVG(sample_size) (the size of a
  poll is its sample; the one poll without a sample size, Basswood Research in
  Illinois ending 2016-07-12, is outside Nevada and outside the swing states,
  and adds nothing to a sum);
- shares and leads are the raw numbers (rule raw_unless_adjusted); the lead is
  Clinton's share minus Trump's; "Trump's lead" in a state = minus the
  average Clinton lead; the lead (or share) of a group of polls is the simple
  mean over its polls, every poll counting once (glossary, rule
  unweighted_poll_averages), so "A-rated pollsters' lead" pools the A-rated
  polls rather than averaging per-pollster means;
- "state" = states.level = 'state' (50 states and DC); no district poll ends
  in the final week, so the final-week state ranking is the same with or
  without districts (asserted);
- region = states.region (Census region; "the South" = region 'South',
  DC included); national polls belong to no region; no district is in the
  South, so the South row is the same for "all polls" and "state polls";
- battleground / swing states = the desk's thirteen (glossary, filter
  battleground); "swing-state polls" = polls whose state is one of them;
- "polls per electoral vote" = number of swing-state polls ending in October
  2016 divided by the thirteen states' electoral votes summed from
  results.csv (173); every one of the thirteen has at least one October poll,
  so summing over "states with polls" gives the same denominator (asserted);
- grade is pollsters.grade; A-rated = grade IN ('A+', 'A', 'A-') (filter
  a_rated); "no 538 grade" = unrated = grade empty (filter unrated);
- a pollster is a pollster_id (names are unique); "did polls of both Michigan
  and Wisconsin in October 2016" = the pollster has at least one Michigan poll
  AND at least one Wisconsin poll, each ending in October 2016;
- "the ten pollsters that put out the most polls in 2016" = top 10 by
  COUNT(*) of polls ending in 2016 (no tie inside the ten or at the cut:
  73 vs 71 polls at 10th/11th, asserted by ranked());
- the percent change from August to September = (Sep - Aug) / Aug * 100;
- "how many debates did Clinton and Trump have against each other" = the
  general-election presidential debates of the calendar's debate season: the
  first at Hofstra and "the third and last debate" in Las Vegas make three;
  the vice-presidential debate in between was not between Clinton and Trump
  (the question names the two so that primary debates cannot be meant).
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100. Rankings are checked for ties. The unanswerable question
(Bernie Sanders against Trump: the file holds only Clinton, Trump, Johnson and
McMullin numbers, and no file names Sanders) expects route "stop"; the
document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round12.hcl")
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

BATTLEGROUND = ("Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin")
assert all(s in results for s in BATTLEGROUND) and len(BATTLEGROUND) == 13
BG_SQL = "(%s)" % ", ".join("'%s'" % s for s in BATTLEGROUND)


def year(y):
    return lambda p: p["end"].year == y


def in_state(s):
    return lambda p: p["state"] == s


# 1. total in a period: respondents of Virginia polls that ended in September 2016
va_sep = P(in_state("Virginia"), month("2016-09"))
assert va_sep and all(p["sample_size"] is not None for p in va_sep)
va_resp = int(sum(p["sample_size"] for p in va_sep))
check(va_resp, "SELECT SUM(sample_size) FROM polls WHERE state = 'Virginia' AND substr(end_date, 1, 7) = '2016-09'")
golden("r12_virginia_respondents_sep_2016",
       "how many ppl did the virginia polls talk to in sept 2016",
       va_resp, hint="int", mode="exact", difficulty="easy",
       tags=["total", "respondents", "state", "month", "sloppy", "idiom"])

# 2. Nth place: the state with Trump's third-biggest average lead (most negative mean Clinton lead)
#    in final-week polls; no district poll ends in the final week
fw = P(FINAL_WEEK)
assert not any(p["level"] == "congressional district" for p in fw)
fw_lead = defaultdict(list)
for p in fw:
    if p["level"] == "state":
        fw_lead[p["state"]].append(p["lead"])
trump_lead = {s: -mean(v) for s, v in fw_lead.items()}
top3 = ranked(trump_lead, 3)
third = top3[2][0]
check(third, """
    SELECT p.state FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND p.end_date BETWEEN '2016-11-01' AND '2016-11-07'
    GROUP BY p.state ORDER BY AVG(p.trump_pct - p.clinton_pct) DESC, p.state LIMIT 1 OFFSET 2""")
golden("r12_third_biggest_trump_lead_state_final_week",
       "which state had trump's 3rd biggest avg lead in the final week polls",
       third, hint="str", mode="exact", difficulty="medium",
       tags=["ordinal", "lead", "state", "named-period", "sloppy"])

# 3. one row of a breakdown: Trump's average raw share by Census region, polls ending in August 2016,
#    the South row (national polls have no region; no district is in the South)
assert not any(v["region"] == "South" and v["level"] != "state" for v in states.values())
reg = defaultdict(list)
for p in P(month("2016-08")):
    if p["region"]:
        reg[p["region"]].append(p["trump_pct"])
reg_mean = {k: mean(v) for k, v in reg.items()}
south = reg_mean["South"]
check(sorted(reg_mean.items()), """
    SELECT s.region, AVG(p.trump_pct) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.region IS NOT NULL AND substr(p.end_date, 1, 7) = '2016-08' GROUP BY s.region ORDER BY s.region""")
check(south, """
    SELECT AVG(p.trump_pct) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.region = 'South' AND s.level = 'state' AND substr(p.end_date, 1, 7) = '2016-08'""")
golden("r12_trump_share_south_aug_2016",
       "Would you mind splitting Trump's average poll share for August 2016 by region of the country? I only really need the number for the South, thanks.",
       r2(south), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown-row", "share", "region", "month", "polite", "long"])

# 4. two periods compared: percent change in the number of Georgia polls from August to September 2016
ga_aug, ga_sep = len(P(in_state("Georgia"), month("2016-08"))), len(P(in_state("Georgia"), month("2016-09")))
ga_change = (ga_sep - ga_aug) / ga_aug * 100
sql_ga = "SELECT COUNT(*) FROM polls WHERE state = 'Georgia' AND substr(end_date, 1, 7) = ?"
check(ga_aug, sql_ga, "2016-08")
check(ga_sep, sql_ga, "2016-09")
check(ga_change, """
    SELECT 100.0 * (SUM(substr(end_date, 1, 7) = '2016-09') - SUM(substr(end_date, 1, 7) = '2016-08'))
         / SUM(substr(end_date, 1, 7) = '2016-08')
    FROM polls WHERE state = 'Georgia'""")
golden("r12_georgia_polls_pct_change_aug_sep_2016",
       "georgia poll count, aug vs sep 2016 - % change?",
       r2(ga_change), hint="float", mode="approximate", difficulty="easy",
       tags=["percent-change", "count", "state", "month", "terse"])

# 5. share of a whole: swing-state polls' share of all respondents of polls ending in 2016
y16 = P(year(2016))
resp16 = sum(p["sample_size"] for p in y16 if p["sample_size"] is not None)
bg16 = sum(p["sample_size"] for p in y16 if p["sample_size"] is not None and p["state"] in BATTLEGROUND)
assert nosample[0]["state"] not in BATTLEGROUND
check(bg16 / resp16 * 100, """
    SELECT 100.0 * SUM(CASE WHEN state IN %s THEN sample_size ELSE 0 END) / SUM(sample_size)
    FROM polls WHERE substr(end_date, 1, 4) = '2016'""" % BG_SQL)
golden("r12_swing_state_share_of_2016_respondents",
       "Of everybody interviewed in 2016 polls, what percentage was in swing-state polls?",
       pct(bg16, resp16), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "respondents", "battleground", "year", "idiom"])

# 6. average: mean sample size of Nevada polls ending in October 2016
nv_oct = P(in_state("Nevada"), month("2016-10"))
assert all(p["sample_size"] is not None for p in nv_oct)
nv_avg = mean(p["sample_size"] for p in nv_oct)
check(nv_avg, "SELECT AVG(sample_size) FROM polls WHERE state = 'Nevada' AND substr(end_date, 1, 7) = '2016-10'")
golden("r12_avg_sample_size_nevada_oct_2016",
       "on avg how big were the nevada polls in oct 2016",
       r2(nv_avg), hint="float", mode="approximate", difficulty="easy",
       tags=["average", "sample-size", "state", "month", "sloppy", "idiom"])

# 7. "both" of two values: pollsters with at least one Michigan AND at least one Wisconsin poll
#    ending in October 2016
oct16 = P(month("2016-10"))
mi = {p["pollster_id"] for p in oct16 if p["state"] == "Michigan"}
wi = {p["pollster_id"] for p in oct16 if p["state"] == "Wisconsin"}
both = mi & wi
assert both and both != mi and both != wi
check(len(both), """
    SELECT COUNT(*) FROM (
      SELECT pollster_id FROM polls WHERE substr(end_date, 1, 7) = '2016-10' AND state = 'Michigan'
      INTERSECT
      SELECT pollster_id FROM polls WHERE substr(end_date, 1, 7) = '2016-10' AND state = 'Wisconsin')""")
golden("r12_pollsters_both_michigan_wisconsin_oct_2016",
       "How many polling firms did polls of both Michigan and Wisconsin in October 2016?",
       len(both), hint="int", mode="exact", difficulty="hard",
       tags=["both", "distinct-count", "pollster", "state", "month"])

# 8. rate over another quantity: swing-state polls ending in October 2016 per electoral vote of the
#    thirteen swing states (results table)
bg_oct = [p for p in oct16 if p["state"] in BATTLEGROUND]
assert {p["state"] for p in bg_oct} == set(BATTLEGROUND)
bg_ev = sum(results[s]["electoral_votes"] for s in BATTLEGROUND)
assert bg_ev == 173
check(len(bg_oct) / bg_ev, """
    SELECT CAST((SELECT COUNT(*) FROM polls WHERE state IN %s AND substr(end_date, 1, 7) = '2016-10') AS REAL)
         / (SELECT SUM(electoral_votes) FROM results WHERE state IN %s)""" % (BG_SQL, BG_SQL))
golden("r12_swing_polls_per_electoral_vote_oct_2016",
       "In October 2016, how many swing-state polls were there per electoral vote at stake in those states?",
       r2(len(bg_oct) / bg_ev), hint="float", mode="approximate", difficulty="hard",
       tags=["rate", "related-table", "electoral-votes", "battleground", "month"])

# 9. top-N then something about it: of the ten pollsters with the most polls ending in 2016, how many
#    are unrated (no grade)
by_pollster = defaultdict(int)
for p in y16:
    by_pollster[p["pollster"]] += 1
top10 = ranked(by_pollster, 10)
assert top10[-1][1] == 73 and sorted(by_pollster.values(), reverse=True)[10] == 71
grade_of = {v["pollster"]: v["grade"] for v in pollsters.values()}
unrated_top10 = [k for k, _ in top10 if grade_of[k] == ""]
check(len(unrated_top10), """
    SELECT COUNT(*) FROM (
      SELECT ps.pollster, ps.grade FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
      WHERE substr(p.end_date, 1, 4) = '2016'
      GROUP BY ps.pollster_id ORDER BY COUNT(*) DESC, ps.pollster LIMIT 10) WHERE grade IS NULL""")
golden("r12_unrated_among_top10_pollsters_2016",
       "Of the ten pollsters that put out the most polls in 2016, how many have no 538 grade?",
       len(unrated_top10), hint="int", mode="exact", difficulty="hard",
       tags=["top-n-then", "grade", "pollster", "year"])

# 10. comparison of two groups: October 2016 national polls, mean Clinton lead of A-rated pollsters'
#    polls minus that of unrated pollsters' polls (pooled over polls)
nat_oct = [p for p in oct16 if p["level"] == "national"]
a_lead = mean(p["lead"] for p in nat_oct if p["grade"] in A_GRADES)
u_lead = mean(p["lead"] for p in nat_oct if p["grade"] == "")
gap = a_lead - u_lead
assert gap > 0
check(gap, """
    SELECT AVG(CASE WHEN ps.grade IN ('A+', 'A', 'A-') THEN p.clinton_pct - p.trump_pct END)
         - AVG(CASE WHEN ps.grade IS NULL THEN p.clinton_pct - p.trump_pct END)
    FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE p.state = 'U.S.' AND substr(p.end_date, 1, 7) = '2016-10'""")
golden("r12_national_lead_a_rated_minus_unrated_oct_2016",
       "In the national polls from October 2016, how many points bigger was Clinton's average lead in polls by A-rated pollsters than in polls by unrated ones?",
       r2(gap), hint="float", mode="approximate", difficulty="hard",
       tags=["group-comparison", "lead", "grade", "national", "month"])

# 11. document: the calendar names a first presidential debate and "the third and last debate"
deb = section(os.path.join(DOCS, "campaign_calendar.md"), "Debate season 2016")
assert "first presidential debate" in deb and "third and last debate" in deb, deb
assert "vice presidential debate" in deb
golden("r12_doc_clinton_trump_debates",
       "how many times did clinton and trump debate each other in 2016?",
       3, hint="int", mode="exact", route="documents", difficulty="easy", tags=["document", "calendar"])

# 12. unanswerable: only Clinton, Trump, Johnson and McMullin are in the poll file; nothing anywhere
#     names Bernie Sanders
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").read().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
know = open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8").read().lower()
assert not re.search(r"sanders|bernie", heads + docs + know)
assert [c for c in polls[0] if c.endswith("_pct") and not c.startswith("adj_")] == [
    "clinton_pct", "trump_pct", "johnson_pct", "mcmullin_pct"]
golden("r12_unanswerable_sanders_vs_trump",
       "what was bernie's avg margin over trump in the national head-to-head polls?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 12: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round12.py from data/*.csv",
    "# (Python standard library only; checked a second time by SQL in sqlite3).",
    "# GENERATED: python3 expected/round12.py",
])
