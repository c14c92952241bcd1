#!/usr/bin/env python3
"""Held-out round 3 for the polls workspace: 15 questions in the words of
business users (the polling desk), written before running datacopilot and
without reading its reader/planner. Every expected value is computed here from
data/*.csv with the Python standard library only.

    python3 expected/round3.py          # writes heldout/round3.hcl
    python3 expected/round3.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date; each row of polls.csv is one poll;
- shares and leads are raw (not adjusted); averages are simple means over polls;
- lead = clinton_pct - trump_pct; "Trump ahead" = trump_pct > clinton_pct;
  "Clinton ahead" = clinton_pct > trump_pct;
- respondents = SUM(sample_size); average sample size = AVG(sample_size)
  (the one empty sample size skipped);
- the state dimension leaves national polls (state 'U.S.') out; "different
  states" counts distinct state values other than 'U.S.';
- battleground (swing) states: the thirteen of the glossary; A-rated = grade
  A+, A or A-; unrated = empty grade;
- "actual" / "vote share" / "margin in the result" = results.csv (official
  result), actual margin = clinton_vote_pct - trump_vote_pct;
- debate season 2016 = 2016-09-26..2016-10-19 (campaign_calendar.md);
- voter populations: lv Likely voters, rv Registered voters, a Adults, v Voters.
Floats are rounded to 2 decimals, or 4 below 100; shares and growth are
percentages. Rankings are checked for ties at the cut and inside the list.
The unanswerable question (favourability ratings: not in the data) expects
route "stop".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
OUT = os.path.join(ROOT, "heldout", "round3.hcl")
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


def growth(old, new):
    return r2((new - old) / old * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
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
    assert len(GOLDENS) == 15, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (out_path, len(GOLDENS)))


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


polls = load("polls.csv")
pollsters = {r["pollster_id"]: r for r in load("pollsters.csv")}
states = {r["state"]: r for r in load("states.csv")}
results = {r["state"]: r for r in load("results.csv")}
BATTLEGROUND = ["Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin"]
POP = {"lv": "Likely voters", "rv": "Registered voters", "a": "Adults", "v": "Voters"}
for p in polls:
    p["end"] = dt.date.fromisoformat(p["end_date"])
    p["c"] = float(p["clinton_pct"])
    p["t"] = float(p["trump_pct"])
    p["lead"] = p["c"] - p["t"]
    p["n"] = int(p["sample_size"]) if p["sample_size"] else None
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"] or None
    p["level"] = states[p["state"]]["level"]
    p["pop"] = POP[p["population"]]


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def mean(vals):
    vals = [v for v in vals if v is not None]
    return sum(vals) / len(vals)


def group(rows, key):
    g = defaultdict(list)
    for p in rows:
        g[p[key]].append(p)
    return g


oct16 = ended("2016-10-01", "2016-10-31")
national = lambda p: p["level"] == "national"

# 1. top-n (written): the seven pollsters with the most state polls (level 'state') ending in October 2016
sp = {k: len(v) for k, v in group(P(oct16, lambda p: p["level"] == "state"), "pollster").items()}
golden("r3_seven_pollsters_state_polls_oct", "Which seven pollsters released the most state polls in October 2016?",
       [{"pollster": k, "polls": v} for k, v in ranked(sp, 7)],
       hint="list[{pollster:str, polls:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "named-filter"])

# 2. breakdown: average lead per voter population, national polls ending in debate season 2016
deb = ended("2016-09-26", "2016-10-19")
bl = {k: mean(p["lead"] for p in v) for k, v in group(P(deb, national), "pop").items()}
golden("r3_lead_by_population_debates", "Clinton lead by voter population in national polls during debate season",
       [{"voter_population": k, "clinton_lead": r2(v)} for k, v in ranked(bl)],
       hint="list[{voter_population:str, clinton_lead:float}]", mode="approximate", difficulty="hard",
       tags=["breakdown", "named-period", "named-filter"])

# 3. period (first half): polls ending 2016-01-01..2016-06-30
golden("r3_polls_h1_2016", "How many polls ended in the first half of 2016?",
       len(P(ended("2016-01-01", "2016-06-30"))), hint="int", mode="exact", difficulty="easy", tags=["period"])

# 4. growth: national polls ending in September 2016 vs August 2016, in percent
golden("r3_national_polls_growth_aug_sep", "By what percentage did the number of national polls change from August to September 2016?",
       growth(len(P(national, ended("2016-08-01", "2016-08-31"))), len(P(national, ended("2016-09-01", "2016-09-30")))),
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "named-filter"])

# 5. share: Florida polls with Clinton ahead / all Florida polls, in percent (all dates)
fl = P(lambda p: p["state"] == "Florida")
golden("r3_share_florida_clinton_ahead", "What percentage of Florida polls had Clinton ahead?",
       pct(sum(1 for p in fl if p["c"] > p["t"]), len(fl)), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "named-filter", "entity"])

# 6. negation: average lead of battleground-state polls ending in October 2016 whose pollster has a grade
golden("r3_swing_lead_oct_rated_only",
       "Average Clinton lead in swing state polls in October 2016, not counting unrated pollsters",
       r2(mean(p["lead"] for p in P(oct16, lambda p: p["state"] in BATTLEGROUND, lambda p: p["grade"] is not None))),
       hint="float", mode="approximate", difficulty="hard", tags=["negation", "named-filter"])

# 7. distinct count: distinct states (not 'U.S.') of Public Policy Polling's polls ending in 2016
ppp = {p["state"] for p in P(lambda p: p["pollster"] == "Public Policy Polling", lambda p: p["end"].year == 2016)}
ppp.discard("U.S.")
golden("r3_ppp_states_2016", "How many different states did Public Policy Polling survey in 2016?",
       len(ppp), hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "entity"])

# 8. role (result, not polls): Michigan's actual margin = clinton_vote_pct - trump_vote_pct
mi = results["Michigan"]
golden("r3_actual_margin_michigan", "What was Clinton's actual margin in Michigan?",
       r2(float(mi["clinton_vote_pct"]) - float(mi["trump_vote_pct"])), hint="float", mode="approximate",
       difficulty="medium", tags=["role", "entity"])

# 9. threshold on an aggregate: pollsters with more than 100 polls (all dates)
pc = {k: len(v) for k, v in group(polls, "pollster").items()}
golden("r3_pollsters_over_100_polls", "How many pollsters released more than 100 polls?",
       sum(1 for v in pc.values() if v > 100), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 10. average per poll: mean sample size of polls by A-rated pollsters ending in 2016
golden("r3_avg_sample_a_rated_2016", "What was the average sample size of polls from A-rated pollsters in 2016?",
       r2(mean(p["n"] for p in P(lambda p: p["grade"] in ("A+", "A", "A-"), lambda p: p["end"].year == 2016))),
       hint="float", mode="approximate", difficulty="medium", tags=["average-per-entity", "named-filter"])

# 11. superlative: the state (national polls left out) with the most polls with Trump ahead
ta = {k: len(v) for k, v in group(P(lambda p: p["t"] > p["c"], lambda p: p["state"] != "U.S."), "state").items()}
golden("r3_state_most_trump_ahead_polls", "Which state had the most polls with Trump ahead?",
       ranked(ta, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "named-filter"])

# 12. typos: average lead of Pennsylvania polls ending in October 2016
golden("r3_typo_pennsylvania_lead_oct", "whats clintons avg lead in pensylvania polls in octobr 2016",
       r2(mean(p["lead"] for p in P(oct16, lambda p: p["state"] == "Pennsylvania"))),
       hint="float", mode="approximate", difficulty="hard", tags=["typo", "entity"])

# 13. casual: respondents (SUM(sample_size)) of SurveyMonkey's polls, all dates
golden("r3_casual_surveymonkey_respondents", "how many folks did SurveyMonkey interview in total",
       sum(p["n"] for p in P(lambda p: p["pollster"] == "SurveyMonkey") if p["n"] is not None),
       hint="int", mode="exact", difficulty="medium", tags=["casual", "entity"])

# 14. bottom-n (written), role (result): the two battleground states with Clinton's lowest vote share
vs = {s: float(results[s]["clinton_vote_pct"]) for s in BATTLEGROUND}
golden("r3_bottom2_swing_states_clinton_vote", "Which two battleground states gave Clinton her lowest actual vote share?",
       [{"state": k, "clinton_vote_share": r2(v)} for k, v in ranked(vs, 2, reverse=False)],
       hint="list[{state:str, clinton_vote_share:float}]", mode="approximate", difficulty="hard",
       tags=["bottom-n", "written-limit", "role"])

# 15. unanswerable: no favourability questions in the poll file
golden("r3_unanswerable_favorability", "What was Clinton's favorability rating in October 2016?", route="stop",
       difficulty="hard", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 3: not loaded by eval; written without reading the planner and",
    "# before running datacopilot; answers computed by expected/round3.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round3.py",
])
