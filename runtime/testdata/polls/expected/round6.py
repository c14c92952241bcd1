#!/usr/bin/env python3
"""Held-out round 6 for the polls workspace: 12 questions in the words of
business users (the polling desk), written from the data, knowledge.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and before
running datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library only,
then computed a second time by hand-written SQL over the same CSV files loaded
into sqlite3.

    python3 expected/round6.py          # writes heldout/round6.hcl
    python3 expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date; each row of polls.csv is one poll;
- shares are raw unless "adjusted" is said; averages are simple means over polls;
  Johnson's share is averaged over the polls that asked about him;
- respondents ("people interviewed") = SUM(sample_size);
- state polls = level 'state' (the 50 states and DC); national polls belong to no
  region; district polls = level 'congressional district', a district's state is
  its parent_state;
- census region = states.region; a pollster's grade = pollsters.grade;
- Clinton ahead = clinton_pct > trump_pct, Trump ahead = trump_pct > clinton_pct;
- final week 2016 = 2016-11-01..2016-11-07 (period final_week_2016).
Floats are rounded to 2 decimals, or 4 below 100; shares are percentages.
Rankings are checked for ties at the cut and inside the list; breakdowns list
every row. The unanswerable question (campaign fundraising: not in the data)
expects route "stop"; the convention-city question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round6.hcl")
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


def num(s):
    return None if s == "" else float(s)


polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
for p in polls:
    p["end"] = dt.date.fromisoformat(p["end_date"])
    p["n"] = None if p["sample_size"] == "" else int(p["sample_size"])
    for k in ("clinton_pct", "trump_pct", "johnson_pct"):
        p[k] = num(p[k])
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"]
    st = states[p["state"]]
    p["level"], p["region"], p["parent"] = st["level"], st["region"], st["parent_state"]

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv"])


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def state_is(name):
    assert name in states, name
    return lambda p: p["state"] == name


state_poll = lambda p: p["level"] == "state"

# 1. count + month: Georgia polls that ended in August 2016
n_ga = len(P(state_is("Georgia"), ended("2016-08-01", "2016-08-31")))
check(n_ga, "SELECT COUNT(*) FROM polls WHERE state = 'Georgia' AND end_date BETWEEN '2016-08-01' AND '2016-08-31'")
golden("r6_georgia_polls_aug_2016", "How many Georgia polls wrapped up fieldwork in August 2016?",
       n_ga, hint="int", mode="exact", difficulty="easy", tags=["period", "count"])

# 2. respondents (sum of sample sizes) of North Carolina polls that ended 2016-07-01..2016-12-31
nc = sum(p["n"] for p in P(state_is("North Carolina"), ended("2016-07-01", "2016-12-31")) if p["n"] is not None)
check(nc, "SELECT SUM(sample_size) FROM polls WHERE state = 'North Carolina' AND end_date BETWEEN '2016-07-01' AND '2016-12-31'")
golden("r6_north_carolina_respondents_h2_2016", "How many people did the North Carolina polls interview in the second half of 2016?",
       nc, hint="int", mode="exact", difficulty="easy", tags=["period", "synonym"])

# 3. average raw Trump share of Arizona polls that ended in October 2016
az = P(state_is("Arizona"), ended("2016-10-01", "2016-10-31"))
az_trump = sum(p["trump_pct"] for p in az) / len(az)
check(az_trump, "SELECT AVG(trump_pct) FROM polls WHERE state = 'Arizona' AND end_date BETWEEN '2016-10-01' AND '2016-10-31'")
golden("r6_arizona_trump_share_oct_2016", "What was Trump's average share in Arizona polls that ended in October 2016?",
       r2(az_trump), hint="float", mode="approximate", difficulty="easy", tags=["period", "average"])

# 4. top-n within a grade: pollsters graded A+ by number of polls ending in 2016
ap = defaultdict(int)
for p in P(lambda p: p["grade"] == "A+", lambda p: p["end"].year == 2016):
    ap[p["pollster"]] += 1
top_ap = ranked(ap, 3)
check(top_ap, """
    SELECT ps.pollster, COUNT(*) AS n FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE ps.grade = 'A+' AND substr(p.end_date, 1, 4) = '2016' GROUP BY ps.pollster ORDER BY n DESC LIMIT 3""")
golden("r6_top3_a_plus_pollsters_2016", "Among pollsters graded A+, which three released the most polls in 2016?",
       [{"pollster": k, "polls": v} for k, v in top_ap],
       hint="list[{pollster:str, polls:int}]", mode="exact", difficulty="medium", tags=["top-n", "written-limit", "grade"])

# 5. ordinal: pollster with the third-most respondents, polls ending in October 2016
rp = defaultdict(int)
for p in P(ended("2016-10-01", "2016-10-31")):
    rp[p["pollster"]] += p["n"] or 0
third = ranked(rp, 3)[2][0]
check(third, """
    SELECT ps.pollster FROM polls p JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE p.end_date BETWEEN '2016-10-01' AND '2016-10-31' GROUP BY ps.pollster
    ORDER BY SUM(p.sample_size) DESC LIMIT 1 OFFSET 2""")
golden("r6_third_pollster_by_respondents_oct_2016", "Which pollster interviewed the third-most people in October 2016?",
       third, hint="str", mode="exact", difficulty="medium", tags=["ordinal"])

# 6. breakdown by month: Johnson's average raw share over the polls that asked about him,
#    polls ending June..October 2016, in date order
js, jn = defaultdict(float), defaultdict(int)
for p in P(ended("2016-06-01", "2016-10-31"), lambda p: p["johnson_pct"] is not None):
    m = p["end"].replace(day=1).isoformat()
    js[m] += p["johnson_pct"]
    jn[m] += 1
john = [(m, js[m] / jn[m]) for m in sorted(js)]
assert len(john) == 5
check(john, """
    SELECT substr(end_date, 1, 7) || '-01' AS month, AVG(johnson_pct) FROM polls
    WHERE end_date BETWEEN '2016-06-01' AND '2016-10-31' GROUP BY month ORDER BY month""")
golden("r6_johnson_share_by_month_jun_oct_2016", "Gary Johnson's average poll share by month, June through October 2016",
       [{"month": m, "johnson_share": r2(v)} for m, v in john],
       hint="list[{month:str, johnson_share:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "time-grain"])

# 7. breakdown: state polls (level 'state') ending in October 2016 per census region, largest first
reg = defaultdict(int)
for p in P(state_poll, ended("2016-10-01", "2016-10-31")):
    reg[p["region"]] += 1
by_reg = ranked(reg)
assert len(by_reg) == 4 and "" not in reg
check(by_reg, """
    SELECT s.region, COUNT(*) AS n FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND p.end_date BETWEEN '2016-10-01' AND '2016-10-31' GROUP BY s.region ORDER BY n DESC""")
golden("r6_state_polls_by_region_oct_2016", "How many state polls ended in October 2016 in each census region?",
       [{"region": k, "polls": v} for k, v in by_reg],
       hint="list[{region:str, polls:int}]", mode="exact", difficulty="medium", tags=["breakdown", "named-filter"])

# 8. share: state polls of the final week (2016-11-01..2016-11-07) with Clinton ahead
fw = P(state_poll, ended("2016-11-01", "2016-11-07"))
ahead = sum(1 for p in fw if p["clinton_pct"] > p["trump_pct"]) / len(fw) * 100
check(ahead, """
    SELECT 100.0 * SUM(p.clinton_pct > p.trump_pct) / COUNT(*) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'state' AND p.end_date BETWEEN '2016-11-01' AND '2016-11-07'""")
golden("r6_final_week_state_polls_clinton_ahead_pct", "In the final week, what percentage of state polls showed Clinton ahead?",
       r2(ahead), hint="float", mode="approximate", difficulty="medium", tags=["share", "named-period", "named-filter"])

# 9. negation ("never"): states and DC (level 'state') none of whose polls had Trump ahead
trump_led = {p["state"] for p in polls if p["trump_pct"] > p["clinton_pct"]}
level_state = [s for s, r in states.items() if r["level"] == "state"]
assert len(level_state) == 51 and all(any(p["state"] == s for p in polls) for s in level_state)
n_never = sum(1 for s in level_state if s not in trump_led)
check(n_never, """
    SELECT COUNT(*) FROM states s WHERE s.level = 'state'
      AND NOT EXISTS (SELECT 1 FROM polls p WHERE p.state = s.state AND p.trump_pct > p.clinton_pct)""")
golden("r6_states_never_trump_ahead", "How many states, counting DC, never had a single poll with Trump ahead?",
       n_never, hint="int", mode="exact", difficulty="hard", tags=["negation", "never", "count"])

# 10. document: campaign_calendar.md, the Republican convention was held in Cleveland
conv = section(os.path.join(DOCS, "campaign_calendar.md"), "Conventions and the final week")
city = re.findall(r"Republican convention was held in ([A-Z][a-z]+)", conv)
assert len(city) == 1
golden("r6_doc_republican_convention_city", "In which city was the Republican convention held?",
       city[0], hint="str", mode="exact", route="documents", difficulty="easy", tags=["document"])

# 11. role: district polls whose parent state is Maine (not the statewide Maine polls)
n_me = len(P(lambda p: p["level"] == "congressional district" and p["parent"] == "Maine"))
assert n_me != len(P(state_is("Maine")))
check(n_me, """
    SELECT COUNT(*) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'congressional district' AND s.parent_state = 'Maine'""")
golden("r6_maine_district_polls", "How many polls surveyed one of Maine's congressional districts rather than the state as a whole?",
       n_me, hint="int", mode="exact", difficulty="hard", tags=["role", "district", "count"])

# 12. unanswerable: no campaign finance data (no column, no document mentions it)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        head = open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
        assert not re.search(r"raise|donat|fund|money|spend", head), f
for f in os.listdir(DOCS):
    assert not re.search(r"fundrais|donation", open(os.path.join(DOCS, f), encoding="utf-8").read().lower()), f
golden("r6_unanswerable_clinton_fundraising_sep_2016", "How much money did the Clinton campaign raise in September 2016?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round6.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round6.py",
])
