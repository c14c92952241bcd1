#!/usr/bin/env python3
"""Held-out round 8 for the polls workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round8.py          # writes heldout/round8.hcl
    python3 expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md, documents/reporting_policy.md):
- a poll is dated by end_date; start_date only when the question asks when
  polls went into the field;
- respondents = SUM(sample_size) (the one poll without a sample size adds
  nothing); polls = COUNT(*), one per row;
- shares and leads are raw, simple means over polls; the lead is Clinton minus
  Trump, in points;
- national polls are state 'U.S.'; statewide polls are states.level 'state'
  (the 50 states and DC); battleground states are the glossary's thirteen;
- A-rated pollsters are graded A+, A or A-; census region is states.region;
- named periods: conventions_2016 = 2016-07-18..2016-07-28 (11 days),
  final_week_2016 = 2016-11-01..2016-11-07; debate season 2016 =
  2016-09-26..2016-10-19 (campaign_calendar.md).
Floats are rounded to 2 decimals (4 below 100); shares are percentages, the
lead difference is in points. Rankings are checked for ties. The unanswerable
question (Hispanic voters: no breakdown by voter group) expects route "stop";
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
OUT = os.path.join(ROOT, "heldout", "round8.hcl")
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


# 1. period: respondents (sum of sample sizes) of the polls that ended in July 2016; the poll
#    without a sample size ends in July and adds nothing
jul = P(month("2016-07"))
resp = sum(p["sample_size"] for p in jul if p["sample_size"] is not None)
assert sum(1 for p in jul if p["sample_size"] is None) == 1
check(resp, "SELECT SUM(sample_size) FROM polls WHERE substr(end_date, 1, 7) = '2016-07'")
golden("r8_respondents_july_2016", "how many people did the polls that ended in july 2016 interview in total",
       int(resp), hint="int", mode="exact", difficulty="easy", tags=["period", "respondents"])

# 2. distinct count: pollsters with at least one Wisconsin poll that ended in October 2016
n_wi = len({p["pollster_id"] for p in P(month("2016-10"), lambda p: p["state"] == "Wisconsin")})
check(n_wi, """
    SELECT COUNT(DISTINCT pollster_id) FROM polls WHERE state = 'Wisconsin' AND substr(end_date, 1, 7) = '2016-10'""")
golden("r8_wisconsin_pollsters_oct_2016", "How many different polling firms surveyed Wisconsin in October 2016?",
       n_wi, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "pollster", "state"])

# 3. top-N by ordinal: the pollster with the third-most polls ending in September 2016
pc = defaultdict(int)
for p in P(month("2016-09")):
    pc[p["pollster"]] += 1
third = ranked(pc, 3)[2][0]
check(third, """
    SELECT ps.pollster FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE substr(p.end_date, 1, 7) = '2016-09' GROUP BY ps.pollster ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r8_third_most_polls_pollster_sep_2016", "who was the 3rd most prolific polling firm in september 2016?",
       third, hint="str", mode="exact", difficulty="medium", tags=["top-n", "ordinal", "pollster", "sloppy"])

# 4. ranking by a measure that is not the default: the census region with the lowest average raw
#    Trump share in statewide polls that ended in October 2016 (with the district polls too: same)
def region_low(rows):
    s, n = defaultdict(float), defaultdict(int)
    for p in rows:
        s[p["region"]] += p["trump_pct"]
        n[p["region"]] += 1
    return ranked({k: s[k] / n[k] for k in s}, 1, reverse=False)[0][0]


low = region_low(P(month("2016-10"), lambda p: p["level"] == "state"))
assert low == region_low(P(month("2016-10"), lambda p: p["level"] != "national"))
check(low, """
    SELECT s.region FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND substr(p.end_date, 1, 7) = '2016-10'
    GROUP BY s.region ORDER BY AVG(p.trump_pct) ASC LIMIT 1""")
golden("r8_region_lowest_trump_share_oct_2016",
       "Which part of the country gave Trump his weakest average poll share in statewide polls that ended in October 2016?",
       low, hint="str", mode="exact", difficulty="hard", tags=["bottom-1", "non-default-metric", "region", "synonym"])

# 5. threshold: polls of the final week (2016-11-01..07) with a sample of at least 1,000
fw = P(ended("2016-11-01", "2016-11-07"))
n_1k = sum(1 for p in fw if p["sample_size"] is not None and p["sample_size"] >= 1000)
check(n_1k, "SELECT COUNT(*) FROM polls WHERE end_date BETWEEN '2016-11-01' AND '2016-11-07' AND sample_size >= 1000")
golden("r8_final_week_polls_1000_plus", "How many polls in the final week interviewed at least 1,000 people?",
       n_1k, hint="int", mode="exact", difficulty="medium", tags=["threshold", "named-period"])

# 6. exclusion: statewide polls (states and DC) that ended in October 2016 and were not of a
#    battleground state (DC's 11 October polls are in; the question says so)
n_nbg = len(P(month("2016-10"), lambda p: p["level"] == "state" and p["state"] not in BATTLEGROUND))
check(n_nbg, """
    SELECT COUNT(*) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND substr(p.end_date, 1, 7) = '2016-10'
      AND p.state NOT IN (%s)""" % ", ".join("'%s'" % s for s in BATTLEGROUND))
golden("r8_oct_2016_statewide_polls_not_battleground",
       "How many statewide polls (DC included) ending in October 2016 were not of a swing state?",
       n_nbg, hint="int", mode="exact", difficulty="medium", tags=["negation", "named-filter", "synonym"])

# 7. share: polls from A-rated pollsters (A+, A, A-) among the national polls that ended in 2016
nat = P(lambda p: p["level"] == "national" and p["end"].year == 2016)
share_a = sum(1 for p in nat if p["grade"] in A_GRADES) / len(nat) * 100
check(share_a, """
    SELECT 100.0 * SUM(CASE WHEN ps.grade IN ('A+', 'A', 'A-') THEN 1 ELSE 0 END) / COUNT(*)
    FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id JOIN states s ON s.state = p.state
    WHERE s.level = 'national' AND substr(p.end_date, 1, 4) = '2016'""")
golden("r8_a_rated_share_national_polls_2016", "What percentage of 2016 national polls came from A-rated pollsters?",
       r2(share_a), hint="float", mode="approximate", difficulty="medium", tags=["share", "grade", "national"])

# 8. difference between two periods: average raw Clinton lead of national polls, October 2016 minus
#    September 2016, in points
def nat_lead(m):
    rows = P(month(m), lambda p: p["level"] == "national")
    return sum(p["lead"] for p in rows) / len(rows)


d_lead = nat_lead("2016-10") - nat_lead("2016-09")
sql_lead = """SELECT AVG(p.clinton_pct - p.trump_pct) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'national' AND substr(p.end_date, 1, 7) = ?"""
check(nat_lead("2016-09"), sql_lead, "2016-09")
check(nat_lead("2016-10"), sql_lead, "2016-10")
golden("r8_national_lead_change_sep_oct_2016",
       "By how many points did Clinton's average lead in national polls widen from September to October 2016?",
       r2(d_lead), hint="float", mode="approximate", difficulty="hard", tags=["difference", "lead", "national"])

# 9. average per day: polls per day over the convention period (2016-07-18..28, 11 days)
conv = P(ended("2016-07-18", "2016-07-28"))
ndays = (dt.date(2016, 7, 28) - dt.date(2016, 7, 18)).days + 1
assert ndays == 11
per_day = len(conv) / ndays
check(per_day, "SELECT COUNT(*) / 11.0 FROM polls WHERE end_date BETWEEN '2016-07-18' AND '2016-07-28'")
golden("r8_polls_per_day_conventions", "How many polls came out per day, on average, during the conventions?",
       r2(per_day), hint="float", mode="approximate", difficulty="medium", tags=["average", "per-day", "named-period"])

# 10. role (fieldwork start vs poll date): polls that went into the field during debate season
#     2016 (start_date 2016-09-26..2016-10-19); by end date it would be 760
lo, hi = dt.date(2016, 9, 26), dt.date(2016, 10, 19)
n_start = sum(1 for p in polls if lo <= p["start"] <= hi)
assert n_start != sum(1 for p in polls if lo <= p["end"] <= hi)
check(n_start, "SELECT COUNT(*) FROM polls WHERE start_date BETWEEN '2016-09-26' AND '2016-10-19'")
golden("r8_polls_started_debate_season", "how many polls went into the field during debate season?",
       n_start, hint="int", mode="exact", difficulty="hard", tags=["role", "start-date", "document-period"])

# 11. document: reporting_policy.md, a single poll is quoted alone only with at least 400 respondents
ms = section(os.path.join(DOCS, "reporting_policy.md"), "Minimum sample size")
mins = [int(x) for x in re.findall(r"at least (\d+)\s+respondents", ms)]
assert len(mins) == 1
golden("r8_doc_min_sample_to_quote_alone",
       "whats the smallest sample a poll can have and still get quoted by itself in a story?",
       mins[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: no crosstabs by ethnicity or any voter group
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"hispanic|latino|ethnic|demograph|crosstab|\brace\b", heads) and not re.search(r"hispanic|latino|ethnic|demograph|crosstab", docs)
golden("r8_unanswerable_hispanic_lead_florida", "What was Clinton's lead among Hispanic voters in the Florida polls?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round8.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round8.py",
])
