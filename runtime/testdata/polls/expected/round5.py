#!/usr/bin/env python3
"""Held-out round 5 for the polls workspace: 15 questions in the words of
business users (the polling desk), written from the data, knowledge.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and before
running datacopilot. Every expected value is computed here from data/*.csv (and
documents/*.md for the document question) with the Python standard library only.

    python3 expected/round5.py          # writes heldout/round5.hcl
    python3 expected/round5.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is dated by end_date; each row of polls.csv is one poll;
- shares and leads are raw unless "adjusted" is said; averages are simple means
  over polls; Johnson's share is averaged over the polls that asked about him;
- lead = clinton_pct - trump_pct;
- respondents = SUM(sample_size) (the one empty sample size skipped); average
  sample size = AVG(sample_size) over polls with one;
- pollsters = distinct pollster_id with a poll in the period;
- national polls = level 'national' (state 'U.S.'); state polls = level 'state'
  (the 50 states and DC); district polls = level 'congressional district';
- battleground states: the thirteen of the glossary (filter "battleground");
- actual results: results.csv (Trump won a state when trump_vote_pct > clinton_vote_pct);
- debate season 2016 = 2016-09-26..2016-10-19 (campaign_calendar.md, both days included).
Floats are rounded to 2 decimals, or 4 below 100; shares and growth are
percentages. Rankings are checked for ties at the cut and inside the list.
The unanswerable question (early votes: not in the data) expects route "stop";
the debate-season length question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round5.hcl")
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
for p in polls:
    p["end"] = dt.date.fromisoformat(p["end_date"])
    p["c"] = float(p["clinton_pct"])
    p["t"] = float(p["trump_pct"])
    p["lead"] = p["c"] - p["t"]
    p["n"] = int(p["sample_size"]) if p["sample_size"] else None
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"] or None
    p["level"] = states[p["state"]]["level"]
    p["johnson"] = float(p["johnson_pct"]) if p["johnson_pct"] else None


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


y2016 = ended("2016-01-01", "2016-12-31")
sep16 = ended("2016-09-01", "2016-09-30")
oct16 = ended("2016-10-01", "2016-10-31")
national = lambda p: p["level"] == "national"
state_level = lambda p: p["level"] == "state"
battle = lambda p: p["state"] in BATTLEGROUND
assert all(states[s]["level"] == "state" for s in BATTLEGROUND)

# 1. top-n (written limit): polls per pollster, national polls ending in 2016
nat = {k: len(v) for k, v in group(P(y2016, national), "pollster").items()}
golden("r5_top4_pollsters_national_2016", "Which four pollsters put out the most national polls in 2016?",
       [{"pollster": k, "polls": v} for k, v in ranked(nat, 4)],
       hint="list[{pollster:str, polls:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "named-filter"])

# 2. bottom-n: mean trump_pct per state (level 'state': the 50 states and DC), polls
#    ending in 2016, lowest first; no congressional district is that low either
ts = {k: mean(p["t"] for p in v) for k, v in group(P(y2016, state_level), "state").items()}
bottom3 = ranked(ts, 3, reverse=False)
allgeo = {k: mean(p["t"] for p in v) for k, v in group(P(y2016, lambda p: not national(p)), "state").items()}
assert [k for k, _ in ranked(allgeo, 3, reverse=False)] == [k for k, _ in bottom3]
golden("r5_bottom3_states_trump_share_2016", "Which three states (DC included) gave Trump his lowest average poll share in 2016?",
       [{"state": k, "trump_share": r2(v)} for k, v in bottom3],
       hint="list[{state:str, trump_share:float}]", mode="approximate", difficulty="medium",
       tags=["bottom-n", "written-limit"])

# 3. negation on the voter population: polls ending in September 2016 whose population is not lv
sep = P(sep16)
golden("r5_sep_2016_polls_not_likely_voters", "How many polls that ended in September 2016 were not likely-voter polls?",
       len([p for p in sep if p["population"] != "lv"]), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "population"])

# 4. distinct count of a level: distinct pollster_id with a district poll (Maine / Nebraska
#    congressional districts), whole file
golden("r5_pollsters_with_district_polls", "How many different pollsters released congressional district polls?",
       len({p["pollster_id"] for p in P(lambda p: p["level"] == "congressional district")}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "named-filter"])

# 5. average per entity: polls in battleground states ending in October 2016 / 13 states
#    (every one of the thirteen had an October poll)
bo = P(oct16, battle)
assert len({p["state"] for p in bo}) == 13
golden("r5_avg_polls_per_battleground_state_oct_2016", "On average, how many polls did each battleground state get in October 2016?",
       r2(len(bo) / 13), hint="float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "named-filter"])

# 6. average per day over a document period: respondents (SUM sample_size) of polls ending
#    2016-09-26..2016-10-19 / 24 days
deb = P(ended("2016-09-26", "2016-10-19"))
n_days = (dt.date(2016, 10, 19) - dt.date(2016, 9, 26)).days + 1
assert n_days == 24
golden("r5_respondents_per_day_debate_season", "On average, how many people did the polls interview per day during debate season 2016?",
       r2(sum(p["n"] for p in deb if p["n"] is not None) / n_days), hint="float", mode="approximate",
       difficulty="hard", tags=["average-per-day", "document-period"])

# 7. share: polls with a Johnson number / all polls in the file
golden("r5_share_polls_asking_johnson", "What percentage of the polls in our file asked about Gary Johnson?",
       pct(len([p for p in polls if p["johnson"] is not None]), len(polls)),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "empty-values"])

# 8. growth of an average: mean sample size, polls ending in August 2016 -> October 2016
aug_n = mean(p["n"] for p in P(ended("2016-08-01", "2016-08-31")))
oct_n = mean(p["n"] for p in P(oct16))
golden("r5_avg_sample_size_change_aug_oct_2016", "By what percent did the average sample size change from August to October 2016?",
       growth(aug_n, oct_n), hint="float", mode="approximate", difficulty="hard", tags=["growth", "average"])

# 9. polls vs results: battleground states where the official result has Trump above Clinton
won = [s for s in BATTLEGROUND if float(results[s]["trump_vote_pct"]) > float(results[s]["clinton_vote_pct"])]
golden("r5_battlegrounds_trump_actually_won", "In how many of the battleground states did Trump actually win the vote?",
       len(won), hint="int", mode="exact", difficulty="medium", tags=["role", "polls-vs-results"])

# 10. count over a threshold: states (level 'state') with at least 100 polls, whole file;
#     no district and no state has exactly 100
sp = {k: len(v) for k, v in group(P(state_level), "state").items()}
assert 100 not in sp.values()
golden("r5_states_with_100_polls", "How many states had at least 100 polls?",
       sum(1 for v in sp.values() if v >= 100), hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "count"])

# 11. ordinal: state (national polls excluded) with the second-most polls ending in October 2016
so = {k: len(v) for k, v in group(P(oct16, lambda p: not national(p)), "state").items()}
golden("r5_second_most_polled_state_oct_2016", "Which state had the second-most polls in October 2016?",
       ranked(so, 3)[1][0], hint="str", mode="exact", difficulty="medium", tags=["ordinal"])

# 12. comparison A vs B: mean lead in two states, polls ending in October 2016 (rows in any order)
lead = {k: mean(p["lead"] for p in v) for k, v in group(P(oct16), "state").items()}
golden("r5_michigan_vs_pennsylvania_lead_oct_2016", "Michigan vs Pennsylvania: Clinton's average lead in October 2016 polls",
       [{"state": s, "clinton_lead": r2(lead[s])} for s in ("Michigan", "Pennsylvania")],
       hint="list[{state:str, clinton_lead:float}]", mode="contains", difficulty="medium",
       tags=["comparison"])

# 13. a state in passing: Johnson's mean share over the Utah polls that asked about him
ut = P(lambda p: p["state"] == "Utah")
assert any(p["johnson"] is None for p in ut)
golden("r5_johnson_share_utah", "What was Gary Johnson's average poll share in Utah?",
       r2(mean(p["johnson"] for p in ut)), hint="float", mode="approximate", difficulty="easy",
       tags=["named-filter", "empty-values"])

# 14. document: campaign_calendar.md, debate season 2016 runs 2016-09-26..2016-10-19, both days included
golden("r5_doc_debate_season_length", "How many days did the 2016 debate season last?",
       n_days, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "named-period"])

# 15. unanswerable: no early-vote data
golden("r5_unanswerable_early_votes_florida", "How many early votes were cast in Florida before election day?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 5: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round5.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round5.py",
])
