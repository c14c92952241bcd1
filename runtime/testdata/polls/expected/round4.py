#!/usr/bin/env python3
"""Held-out round 4 for the polls workspace: 15 questions in the words of
business users (the polling desk), written without reading datacopilot's
runtime or running it. Every expected value is computed here from data/*.csv
(and documents/*.md for the document question) with the Python standard
library only.

    python3 expected/round4.py          # writes heldout/round4.hcl
    python3 expected/round4.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date; each row of polls.csv is one poll;
- shares and leads are raw unless "adjusted" is said; averages are simple means
  over polls; Johnson's share is averaged over the polls that asked about him;
- lead = clinton_pct - trump_pct; adjusted lead = adj_clinton_pct - adj_trump_pct;
  "Trump ahead" = trump_pct > clinton_pct;
- respondents = SUM(sample_size) (the one empty sample size skipped);
- pollsters = distinct pollster_id with a poll in the period;
- state polls = level 'state' (the 50 states and DC); national polls (state 'U.S.')
  belong to no state and no region; district polls take their state's region;
- battleground states: the thirteen of the glossary; unrated = empty grade;
- polling error in a state = mean lead of its polls - (clinton_vote_pct - trump_vote_pct);
- conventions 2016 = 2016-07-18..2016-07-28; final week 2016 = 2016-11-01..2016-11-07;
  debate season 2016 = 2016-09-26..2016-10-19 (both days included);
- voter populations: lv Likely voters, rv Registered voters, a Adults, v Voters.
Floats are rounded to 2 decimals, or 4 below 100; shares and growth are
percentages. Rankings are checked for ties at the cut and inside the list.
The unanswerable question (campaign ad spending: not in the data) expects route
"stop"; the margin-of-error question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round4.hcl")
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


for p in polls:
    p["region"] = states[p["state"]]["region"] or None
    p["johnson"] = float(p["johnson_pct"]) if p["johnson_pct"] else None
    p["adj_lead"] = float(p["adj_clinton_pct"]) - float(p["adj_trump_pct"])

month = lambda y, m: ended("%d-%02d-01" % (y, m), "%d-%02d-%02d" % (y, m, [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]))
oct16 = month(2016, 10)
national = lambda p: p["level"] == "national"
battle = lambda p: p["state"] in BATTLEGROUND

# 1. top-n (written): the five states (level 'state') with the highest mean trump_pct,
#    state polls ending in September 2016 (district polls, which would top it, excluded by "state polls")
ts = {k: mean(p["t"] for p in v) for k, v in group(P(month(2016, 9), lambda p: p["level"] == "state"), "state").items()}
golden("r4_top5_states_trump_share_sep", "In state polls that ended in September 2016, which five states had the highest average Trump share?",
       [{"state": k, "trump_share": r2(v)} for k, v in ranked(ts, 5)],
       hint="list[{state:str, trump_share:float}]", mode="approximate", difficulty="hard",
       tags=["top-n", "written-limit", "named-filter"])

# 2. named period: mean johnson_pct of polls that asked about Johnson, ending 2016-07-18..2016-07-28
golden("r4_johnson_share_conventions", "What was Gary Johnson's average poll share during the conventions?",
       r2(mean(p["johnson"] for p in P(ended("2016-07-18", "2016-07-28")))), hint="float", mode="approximate",
       difficulty="medium", tags=["named-period", "entity"])

# 3. growth: distinct pollsters with a poll ending in October 2016 vs July 2016, in percent
npol = lambda m: len({p["pollster_id"] for p in P(month(2016, m))})
golden("r4_pollster_growth_jul_oct", "By what percent did the number of pollsters putting out polls grow from July to October 2016?",
       growth(npol(7), npol(10)), hint="float", mode="approximate", difficulty="hard",
       tags=["growth", "distinct-count"])

# 4. share with a named filter and period: polls of unrated pollsters / all polls, ending in debate season 2016
deb = P(ended("2016-09-26", "2016-10-19"))
golden("r4_share_unrated_debate_season", "What percent of the polls that ended during debate season came from unrated pollsters?",
       pct(sum(1 for p in deb if p["grade"] is None), len(deb)), hint="float", mode="approximate",
       difficulty="medium", tags=["share", "named-filter", "named-period"])

# 5. negation (two values): mean trump_pct of polls ending in October 2016 whose pollster is
#    neither SurveyMonkey nor Google Consumer Surveys
golden("r4_trump_share_oct_excl_two",
       "Average Trump share in October 2016 polls, excluding SurveyMonkey and Google Consumer Surveys",
       r2(mean(p["t"] for p in P(oct16, lambda p: p["pollster"] not in ("SurveyMonkey", "Google Consumer Surveys")))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation", "entity"])

# 6. comparison on an aggregate: states (DC counted, national left out) whose polls' mean lead
#    (all dates) is above 20 points; no congressional district is above 20, so districts do not matter
sl = {k: mean(p["lead"] for p in v) for k, v in group(P(lambda p: not national(p)), "state").items()}
assert not any(v > 20 for k, v in sl.items() if states[k]["level"] != "state")
assert all(abs(v - 20) > 1e-9 for v in sl.values())
golden("r4_states_lead_over_20", "How many states, counting DC, had an average Clinton lead of more than 20 points in their polls?",
       sum(1 for v in sl.values() if v > 20), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 7. average per day: polls ending in the final week 2016 (2016-11-01..2016-11-07) / 7 days
fw = P(ended("2016-11-01", "2016-11-07"))
assert len({p["end"] for p in fw}) == 7
golden("r4_polls_per_day_final_week", "On average, how many polls came out per day in the final week?",
       r2(len(fw) / 7), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-day", "named-period"])

# 8. ranking by a named measure: mean adjusted lead per census region (national polls, which
#    have no region, left out), polls ending in October 2016
rl = {k: mean(p["adj_lead"] for p in v) for k, v in group(P(oct16, lambda p: p["region"] is not None), "region").items()}
assert len(rl) == 4
golden("r4_rank_regions_adjusted_lead_oct", "Rank the four census regions by average adjusted Clinton lead for polls ending in October 2016",
       [{"region": k, "adjusted_lead": r2(v)} for k, v in ranked(rl)],
       hint="list[{region:str, adjusted_lead:float}]", mode="approximate", difficulty="hard",
       tags=["ranking", "adjusted"])

# 9. polls vs results: battleground state with the largest polling error (mean lead of its polls
#    ending in October 2016 - actual margin from results.csv)
pe = {}
for s in BATTLEGROUND:
    ps = P(oct16, lambda p, s=s: p["state"] == s)
    r = results[s]
    pe[s] = mean(p["lead"] for p in ps) - (float(r["clinton_vote_pct"]) - float(r["trump_vote_pct"]))
golden("r4_swing_state_largest_error_oct", "In which battleground state did the October 2016 polls overstate Clinton the most?",
       ranked(pe, 1)[0][0], hint="str", mode="exact", difficulty="hard", tags=["role", "superlative", "polls-vs-results"])

# 10. distinct entities constrained by a fact: distinct pollsters with at least one Florida poll with Trump ahead
golden("r4_pollsters_trump_ahead_florida", "How many different pollsters had at least one Florida poll with Trump ahead?",
       len({p["pollster_id"] for p in P(lambda p: p["state"] == "Florida", lambda p: p["t"] > p["c"])}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "named-filter"])

# 11. typos, casual: mean trump_pct of Ohio polls ending in September 2016 (raw, not adjusted)
golden("r4_typo_trump_ohio_sept", "wat was trumps avg share in ohio polls in sept 2016",
       r2(mean(p["t"] for p in P(month(2016, 9), lambda p: p["state"] == "Ohio"))),
       hint="float", mode="approximate", difficulty="hard", tags=["typo", "casual", "entity"])

# 12. average per entity: respondents (SUM(sample_size)) of polls ending in October 2016 /
#     distinct pollsters with a poll ending in October 2016
o = P(oct16)
golden("r4_respondents_per_pollster_oct", "On average, how many people did each pollster interview in October 2016?",
       r2(sum(p["n"] for p in o if p["n"] is not None) / len({p["pollster_id"] for p in o})),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity"])

# 13. superlative by a dimension: voter population with the highest mean lead, polls ending in October 2016
vp = {k: mean(p["lead"] for p in v) for k, v in group(o, "pop").items()}
golden("r4_population_highest_lead_oct", "Which voter population showed the biggest Clinton lead in October 2016?",
       ranked(vp, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "breakdown"])

# 14. document: reporting_policy.md, margin of error given "at the 95% confidence level"
doc = open(os.path.join(ROOT, "documents", "reporting_policy.md"), encoding="utf-8").read()
assert "at the 95% confidence level" in doc
golden("r4_doc_margin_of_error_confidence",
       "At what confidence level must the margin of error be given when we quote a single poll?",
       95, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no advertising or campaign spending data
golden("r4_unanswerable_ad_spending", "How much did the Trump campaign spend on TV ads in Florida?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 4: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round4.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round4.py",
])
