#!/usr/bin/env python3
"""Expected answers for the polls workspace, computed straight from the CSVs.

The independent check of the golden questions: it reads data/*.csv with the
Python standard library only and computes every answer by hand, without
datacopilot or DuckDB. It writes both golden files:

    python3 expected/gen.py      # writes evals/polls.hcl and heldout/polls.hcl
                                 # and heldout/round2.hcl (held-out round 2)

Definitions follow knowledge.hcl and documents/polling_glossary.md:
- a poll is dated by end_date (the last day of fieldwork); start_date only
  when a question asks when polls started / went into the field;
- shares and leads are raw unless "adjusted"; averages are simple means over
  polls (each row of polls.csv is one poll);
- lead = clinton_pct - trump_pct (positive: Clinton ahead);
- respondents = sum of sample_size (the one empty sample size is skipped, as
  SQL's SUM/AVG skip NULL);
- the state dimension leaves national polls (state 'U.S.') out: they belong
  to no state and no region;
- "state polls" are polls of a state or DC (level 'state'); battleground
  states are the thirteen listed in the glossary; A-rated = grade A+, A, A-;
- periods: conventions 2016-07-18..2016-07-28 and final week
  2016-11-01..2016-11-07 (period blocks), debate season 2016-09-26..2016-10-19
  (campaign_calendar.md);
- shares of total and growth are percentages rounded to 2 decimals.
"""
import csv
import datetime as dt
import json
import os
import re
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(s):
    return float(s) if s != "" else None


polls = load("polls.csv")
pollsters = {r["pollster_id"]: r for r in load("pollsters.csv")}
states = {r["state"]: r for r in load("states.csv")}
results = {r["state"]: r for r in load("results.csv")}

for p in polls:
    p["end"] = dt.date.fromisoformat(p["end_date"])
    p["start"] = dt.date.fromisoformat(p["start_date"])
    p["clinton"] = float(p["clinton_pct"])
    p["trump"] = float(p["trump_pct"])
    p["adj_clinton"] = float(p["adj_clinton_pct"])
    p["adj_trump"] = float(p["adj_trump_pct"])
    p["n"] = int(p["sample_size"]) if p["sample_size"] else None
    p["lead"] = p["clinton"] - p["trump"]
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"] or None
    geo = states[p["state"]]
    p["level"] = geo["level"]
    p["region"] = geo["region"] or None
    p["state_dim"] = None if geo["level"] == "national" else p["state"]
    p["population_label"] = {"lv": "Likely voters", "rv": "Registered voters", "a": "Adults",
                             "v": "Voters"}[p["population"]]

BATTLEGROUND = ["Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin"]
A_GRADES = {"A+", "A", "A-"}


# ---------------------------------------------------------------- helpers
def d(s):
    return dt.date.fromisoformat(s)


def ended(lo, hi):
    lo, hi = d(lo), d(hi)
    return lambda p: lo <= p["end"] <= hi


def ended_month(ym):
    return lambda p: p["end_date"][:7] == ym


def started_month(ym):
    return lambda p: p["start_date"][:7] == ym


def where(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs)


def total(xs):
    return sum(x for x in xs if x is not None)


def group(rows, key, value):
    """value(list of rows) per key, the NULL key kept as None."""
    g = defaultdict(list)
    for r in rows:
        g[key(r)].append(r)
    return {k: value(v) for k, v in g.items()}


def ranked(dct, n=None, reverse=True, drop_null=True):
    """Sorted by value (desc by default); asserts no tie decides the order or the cut."""
    items = [(k, v) for k, v in dct.items() if not (drop_null and k is None)]
    items.sort(key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    cut = items[: (n + 1 if n else len(items))]
    vals = [round(v, 6) for _, v in cut]
    assert len(set(vals)) == len(vals), "tie in ranking: %r" % cut
    return items[:n] if n else items


def r2(x):
    """x to 2 decimals, half up, from the decimal value the float sum stands
    for (float noise below 1e-9 removed first). An exact tie (a 5 in the third
    decimal) keeps its 3 decimals: a tool may round its own float sum of it
    either way, and the eval accepts 0.005 either side."""
    d = Decimal("%.9f" % x)
    q = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if abs(d - q) == Decimal("0.005"):
        q = d.quantize(Decimal("0.001"))
    return float(q) + 0.0


def pct(part, whole):
    return r2(part / whole * 100)


def doc_section(name, heading):
    text = open(os.path.join(DOCS, name), encoding="utf-8").read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, flags=re.S | re.M)
    assert m, heading
    return " ".join(m.group(1).split())


def doc_period(heading):
    dates = re.findall(r"\d{4}-\d{2}-\d{2}", doc_section("campaign_calendar.md", heading))
    assert len(dates) == 2, heading
    return dates


def hcl_period(name):
    text = open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8").read()
    m = re.search(r'period "%s" \{(.*?)\n\}' % name, text, flags=re.S)
    return (re.search(r'from\s*=\s*"([^"]+)"', m.group(1)).group(1),
            re.search(r'to\s*=\s*"([^"]+)"', m.group(1)).group(1))


CONVENTIONS = hcl_period("conventions_2016")
FINAL_WEEK = hcl_period("final_week_2016")
DEBATES = doc_period("Debate season 2016")
assert CONVENTIONS == ("2016-07-18", "2016-07-28") and FINAL_WEEK == ("2016-11-01", "2016-11-07")
assert DEBATES == ["2016-09-26", "2016-10-19"]

national = lambda p: p["level"] == "national"
not_national = lambda p: p["level"] != "national"
state_level = lambda p: p["level"] == "state"
in_state = lambda s: (lambda p: p["state"] == s)
by_pollster = lambda name: (lambda p: p["pollster"] == name)
year2016 = lambda p: p["end"].year == 2016

evals, heldout = [], []


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(), route=None,
           review=False):
    if mode is None and expect is not None:
        mode = "exact"
    g = dict(name=name, question=question, expect=expect, hint=hint, mode=mode, difficulty=difficulty,
             tags=list(tags), route=route, review=review)
    suite.append(g)


E = lambda *a, **k: golden(evals, *a, **k)
H = lambda *a, **k: golden(heldout, *a, **k)

# ================================================================ evals

# Plain total: every row of polls.csv is one poll.
E("total_polls", "How many polls do we have?", len(polls), hint="int", tags=["total"])

# Breakdown: COUNT(*) per voter population label (lv/rv/a/v).
pop = group(polls, lambda p: p["population_label"], len)
E("polls_by_population", "number of polls by voter population",
  [{"voter_population": k, "polls": v} for k, v in ranked(pop)],
  hint="list[{voter_population:str, polls:int}]", mode="contains", tags=["breakdown"])

# Monthly grain: COUNT(*) per month of end_date, 2016 only, in month order.
monthly = group(where(year2016), lambda p: p["end_date"][:7] + "-01", len)
E("monthly_polls_2016", "Monthly poll count for 2016",
  [{"month": k, "polls": v} for k, v in sorted(monthly.items())],
  hint="list[{month:str, polls:int}]", mode="exact", tags=["time-grain"])

# Quarter grain: SUM(sample_size) per quarter of end_date in 2016, in quarter order.
quarterly = group(where(year2016), lambda p: "2016-%02d-01" % (3 * ((p["end"].month - 1) // 3) + 1),
                  lambda rows: total(r["n"] for r in rows))
E("respondents_by_quarter_2016", "Total respondents by quarter in 2016",
  [{"quarter": k, "respondents": v} for k, v in sorted(quarterly.items())],
  hint="list[{quarter:str, respondents:int}]", mode="exact", difficulty="medium", tags=["time-grain"])

# Filter by a state: AVG(clinton_pct) over all Florida polls.
E("florida_clinton_share", "What was Clinton's average poll share in Florida?",
  r2(mean(p["clinton"] for p in where(in_state("Florida")))), hint="float", mode="approximate",
  tags=["filter", "unit-label"])

# AVG(clinton - trump) over national polls ending in October 2016.
E("national_lead_oct", "clinton lead in national polls oct 2016",
  r2(mean(p["lead"] for p in where(national, ended_month("2016-10")))), hint="float", mode="approximate",
  difficulty="medium", tags=["filter", "unit-label"])

# Growth: (polls ending Oct 2016 - polls ending Sep 2016) / Sep * 100.
sep, oct_ = len(where(ended_month("2016-09"))), len(where(ended_month("2016-10")))
E("polls_growth_sep_oct", "By how much did the number of polls grow from September to October 2016, in percent?",
  pct(oct_ - sep, sep), hint="float", mode="approximate", difficulty="medium", tags=["growth"])

# Top 5 pollsters by COUNT(*) of polls, all time.
per_pollster = group(polls, lambda p: p["pollster"], len)
E("top5_pollsters", "Top 5 pollsters by number of polls",
  [{"pollster": k, "polls": v} for k, v in ranked(per_pollster, 5)],
  hint="list[{pollster:str, polls:int}]", mode="exact", tags=["top-n", "written-limit"])

# Ranked by respondents (SUM(sample_size)), not by poll count: a different order.
resp_pollster = group(polls, lambda p: p["pollster"], lambda rows: total(r["n"] for r in rows))
top3_resp = ranked(resp_pollster, 3)
assert [k for k, _ in top3_resp] != [k for k, _ in ranked(per_pollster, 3)]
E("three_pollsters_by_respondents", "Which three pollsters interviewed the most people?",
  [{"pollster": k, "respondents": v} for k, v in top3_resp],
  hint="list[{pollster:str, respondents:int}]", mode="exact", difficulty="medium",
  tags=["rank-by-measure", "written-limit"])

# Regions by COUNT(*); national polls have no region (the largest group, 1106
# polls) and must not come first: the three real regions.
per_region = group(polls, lambda p: p["region"], len)
assert per_region[None] > max(v for k, v in per_region.items() if k)
E("top3_regions", "Which three regions had the most polls?",
  [{"region": k, "polls": v} for k, v in ranked(per_region, 3)],
  hint="list[{region:str, polls:int}]", mode="exact", difficulty="medium", tags=["null-group", "written-limit"])

# Share: national polls ending in October 2016 / all polls ending in October 2016.
E("share_national_oct", "What share of the polls that ended in October 2016 were national polls?",
  pct(len(where(national, ended_month("2016-10"))), oct_), hint="float", mode="approximate",
  difficulty="hard", tags=["share", "role"])

# Share: Ipsos respondents / all respondents, polls ending in 2016 (the total drops the pollster).
E("share_ipsos_respondents_2016", "What percentage of 2016 respondents came from Ipsos polls?",
  pct(total(p["n"] for p in where(year2016, by_pollster("Ipsos"))), total(p["n"] for p in where(year2016))),
  hint="float", mode="approximate", difficulty="hard", tags=["share"])

# Distinct pollsters with an Ohio poll ending in October 2016 (not the number of polls).
ohio_oct = where(in_state("Ohio"), ended_month("2016-10"))
assert len({p["pollster_id"] for p in ohio_oct}) < len(ohio_oct)
E("pollsters_ohio_oct", "How many pollsters polled Ohio in October 2016?",
  len({p["pollster_id"] for p in ohio_oct}), hint="int", difficulty="medium", tags=["distinct-count"])

# Distinct states Ipsos polled: the state dimension leaves out national polls ('U.S.').
ipsos_states = {p["state_dim"] for p in where(by_pollster("Ipsos"))} - {None}
E("states_polled_by_ipsos", "How many different states did Ipsos poll?", len(ipsos_states), hint="int",
  difficulty="hard", tags=["distinct-count"])

# Entities that pass a count: states (the state dimension, national polls left
# out) with more than 40 polls ending in October 2016.
oct_by_state = {}
for p in where(ended_month("2016-10")):
    if p["state_dim"] is not None:
        oct_by_state[p["state_dim"]] = oct_by_state.get(p["state_dim"], 0) + 1
assert len([p for p in where(national, ended_month("2016-10"))]) > 40  # the national polls would pass
E("states_over_40_polls_oct", "How many states had more than 40 polls that ended in October 2016?",
  sum(1 for v in oct_by_state.values() if v > 40), hint="int", difficulty="hard", tags=["having", "distinct-count"])

# Negation: AVG lead over polls ending in October 2016 that are not national (state + district polls).
E("lead_oct_excluding_national", "Average Clinton lead in October 2016, excluding national polls",
  r2(mean(p["lead"] for p in where(not_national, ended_month("2016-10")))), hint="float", mode="approximate",
  difficulty="medium", tags=["negation", "unit-label"])

# Negation + named period: polls ending in the final week whose pollster is not SurveyMonkey.
E("final_week_not_surveymonkey", "how many polls in the final week were not from SurveyMonkey?",
  len(where(ended(*FINAL_WEEK), lambda p: p["pollster"] != "SurveyMonkey")), hint="int", difficulty="hard",
  tags=["negation", "named-period"])

# Comparison: sample_size > 2000 (the empty one is not > 2000).
E("polls_sample_over_2000", "How many polls had a sample size over 2,000?",
  len([p for p in polls if p["n"] is not None and p["n"] > 2000]), hint="int", difficulty="medium",
  tags=["comparison"])

# Comparison: state polls (level 'state') with trump - clinton > 5.
E("state_polls_trump_up_5", "In how many state polls was Trump ahead by more than 5 points?",
  len(where(state_level, lambda p: p["trump"] - p["clinton"] > 5)), hint="int", difficulty="hard",
  tags=["comparison"])

# Role: polls whose fieldwork STARTED in October 2016 (start_date), not those ending then.
started_oct = len(where(started_month("2016-10")))
assert started_oct != oct_
E("polls_started_oct", "How many polls went into the field in October 2016?", started_oct, hint="int",
  difficulty="hard", tags=["role"])

# Role: likely voters (population 'lv') in national polls ending in September 2016, AVG lead.
E("lv_national_lead_sep", "Average Clinton lead among likely voters in national polls in September 2016",
  r2(mean(p["lead"] for p in where(national, ended_month("2016-09"), lambda p: p["population"] == "lv"))),
  hint="float", mode="approximate", difficulty="medium", tags=["role", "unit-label"])

# Close metrics: the official result (results.clinton_vote_pct), not the poll share.
E("clinton_vote_share_pa", "What was Clinton's actual vote share in Pennsylvania?",
  r2(float(results["Pennsylvania"]["clinton_vote_pct"])), hint="float", mode="approximate",
  difficulty="medium", tags=["close-metrics"])

# Close metrics: adjusted Trump share (adj_trump_pct), not raw, over all Ohio polls.
E("ohio_adjusted_trump_share", "Average adjusted Trump share in Ohio polls",
  r2(mean(p["adj_trump"] for p in where(in_state("Ohio")))), hint="float", mode="approximate",
  difficulty="medium", tags=["close-metrics"])

# AVG(sample_size) per pollster grade, top 3; unrated pollsters (no grade) would
# be second and are not a grade.
grade_avg = group(polls, lambda p: p["grade"], lambda rows: mean(r["n"] for r in rows))
assert ranked(grade_avg, 2, drop_null=False)[1][0] is None
E("grades_by_average_sample_size", "Which three pollster grades have the largest average sample size?",
  [{"grade": k, "average_sample_size": r2(v)} for k, v in ranked(grade_avg, 3)],
  hint="list[{grade:str, average_sample_size:float}]", mode="approximate", difficulty="hard",
  tags=["null-group", "aggregation-target", "written-limit"])

# Document: the minimum sample size in reporting_policy.md, "Minimum sample size".
min_sample = int(re.search(r"at least (\d+)\s+respondents", doc_section("reporting_policy.md",
                                                                          "Minimum sample size")).group(1))
E("doc_min_sample_size", "What's the minimum sample size for quoting a single poll in a story?", min_sample,
  hint="int", difficulty="medium", tags=["document"], route="documents")

# Document: a definition that is in the glossary, not in the data.
E("doc_house_effect", "What is a house effect?", difficulty="medium", tags=["document"], route="documents")

# Named period (period block, no year): polls ending 2016-07-18..2016-07-28.
E("polls_during_conventions", "How many polls ended during the conventions?",
  len(where(ended(*CONVENTIONS))), hint="int", difficulty="medium", tags=["named-period"])

# Named period with its year (campaign_calendar.md): national polls ending in debate season, AVG lead.
E("national_lead_debate_season", "Average Clinton lead in national polls during debate season 2016",
  r2(mean(p["lead"] for p in where(national, ended(*DEBATES)))), hint="float", mode="approximate",
  difficulty="hard", tags=["named-period", "unit-label"])

# Unit label (percent (0-100)): AVG(trump_pct) over national polls ending in 2016.
E("trump_share_national_2016", "What was Trump's average share in national polls in 2016?",
  r2(mean(p["trump"] for p in where(national, year2016))), hint="float", mode="approximate",
  tags=["unit-label"])

# Aggregation target: "average number of respondents per poll" = AVG(sample_size), Florida polls.
E("avg_respondents_florida", "What was the average number of respondents per poll in Florida?",
  r2(mean(p["n"] for p in where(in_state("Florida")))), hint="float", mode="approximate", difficulty="medium",
  tags=["aggregation-target"])

# Aggregation target: "total sample size" = SUM(sample_size), Ohio polls ending in October 2016.
E("ohio_total_sample_oct", "total sample size of ohio polls in october 2016",
  total(p["n"] for p in ohio_oct), hint="int", difficulty="medium", tags=["aggregation-target"])

# Bottom 3 battleground states by AVG lead, polls ending in October 2016 (ascending).
bg_lead = group(where(lambda p: p["state"] in BATTLEGROUND, ended_month("2016-10")), lambda p: p["state"],
                lambda rows: mean(r["lead"] for r in rows))
assert len(bg_lead) == 13
E("battleground_lowest_lead_oct", "Which 3 battleground states had the lowest average Clinton lead in October 2016?",
  [{"state": k, "clinton_lead": r2(v)} for k, v in ranked(bg_lead, 3, reverse=False)],
  hint="list[{state:str, clinton_lead:float}]", mode="approximate", difficulty="hard",
  tags=["rank-by-measure", "written-limit", "top-n"])

# Refusals.
E("refuse_delete", "Delete all the SurveyMonkey polls", route="stop", tags=["refusal"])
E("refuse_update_grade", "Change Ipsos's grade to A+", route="stop", tags=["refusal"])
E("refuse_out_of_domain", "What's a good recipe for banana bread?", route="stop", tags=["refusal"])

# Ambiguous (poll share or vote share?): most likely reading is the poll share, AVG(clinton_pct) in Wisconsin.
E("clinton_number_wisconsin", "Clinton's number in Wisconsin?",
  r2(mean(p["clinton"] for p in where(in_state("Wisconsin")))), hint="float", mode="approximate",
  difficulty="hard", tags=["close-metrics"], review=True)

# Ambiguous (by polls or by respondents?): most likely reading is the poll count -> Ipsos.
E("biggest_pollster", "Who was the biggest pollster?", ranked(per_pollster, 1)[0][0], hint="str",
  difficulty="medium", tags=["rank-by-measure"], review=True)

# SUM(electoral_votes) over the thirteen battleground states (results table).
E("battleground_electoral_votes", "How many electoral votes do the swing states have in total?",
  sum(int(results[s]["electoral_votes"]) for s in BATTLEGROUND), hint="int", difficulty="medium",
  tags=["filter"])

# Filter by region: COUNT(*) of polls of states in the South.
E("polls_in_the_south", "number of polls in the South", len(where(lambda p: p["region"] == "South")),
  hint="int", tags=["filter"])

# Polling error (glossary): AVG lead of Wisconsin polls ending in the final week
# minus (clinton_vote_pct - trump_vote_pct) in Wisconsin's result.
wi_final = where(in_state("Wisconsin"), ended(*FINAL_WEEK))
wi_margin = float(results["Wisconsin"]["clinton_vote_pct"]) - float(results["Wisconsin"]["trump_vote_pct"])
E("wisconsin_polling_error_final_week", "What was the polling error in Wisconsin in the final week?",
  r2(mean(p["lead"] for p in wi_final) - wi_margin), hint="float", mode="approximate", difficulty="hard",
  tags=["named-period", "document"])

# ================================================================ heldout

# Aggregation target: AVG(sample_size) of registered-voter polls.
H("avg_respondents_registered", "mean respondents per poll for registered-voter polls",
  r2(mean(p["n"] for p in where(lambda p: p["population"] == "rv"))), hint="float", mode="approximate",
  difficulty="medium", tags=["aggregation-target"])

# Written limit: five pollsters with the most polls ending in November 2016.
nov = group(where(ended_month("2016-11")), lambda p: p["pollster"], len)
H("five_pollsters_nov", "the five pollsters with the most polls in Nov 2016",
  [{"pollster": k, "polls": v} for k, v in ranked(nov, 5)],
  hint="list[{pollster:str, polls:int}]", mode="exact", difficulty="medium", tags=["written-limit", "top-n"])

# Share: likely-voter polls ending in September 2016 / all polls ending in September 2016.
H("share_likely_voters_sep", "what share of september 2016 polls were of likely voters?",
  pct(len(where(ended_month("2016-09"), lambda p: p["population"] == "lv")), sep), hint="float",
  mode="approximate", difficulty="hard", tags=["share"])

# Distinct A-rated pollsters (A+, A, A-) with a poll ending in the final week.
H("a_rated_pollsters_final_week", "how many A-rated pollsters released polls in the final week of the 2016 campaign?",
  len({p["pollster_id"] for p in where(ended(*FINAL_WEEK), lambda p: p["grade"] in A_GRADES)}), hint="int",
  difficulty="hard", tags=["distinct-count", "named-period"])

# Negation: SUM(sample_size) of Pennsylvania polls whose population is not likely voters.
H("pa_respondents_not_likely_voters", "Respondents in Pensylvania polls other than likely-voter ones",
  total(p["n"] for p in where(in_state("Pennsylvania"), lambda p: p["population"] != "lv")), hint="int",
  difficulty="hard", tags=["negation"])

# Comparison: pollsters with COUNT(*) >= 50 polls.
H("pollsters_with_50_polls", "How many pollsters have at least 50 polls?",
  len([k for k, v in per_pollster.items() if v >= 50]), hint="int", difficulty="medium", tags=["comparison"])

# Role: polls whose fieldwork started in September 2016 (start_date).
started_sep = len(where(started_month("2016-09")))
assert started_sep != sep
H("polls_started_sep", "number of polls that started fieldwork in september 2016", started_sep, hint="int",
  difficulty="hard", tags=["role"])

# Close metrics: adjusted lead (adj_clinton - adj_trump), national polls ending in October 2016.
H("adjusted_national_lead_oct", "adjusted clinton lead, national polls, october 2016",
  r2(mean(p["adj_clinton"] - p["adj_trump"] for p in where(national, ended_month("2016-10")))), hint="float",
  mode="approximate", difficulty="medium", tags=["close-metrics", "unit-label"])

# Null group: states by COUNT(*) of polls ending in October 2016; national polls (no state) would be first.
oct_states = group(where(ended_month("2016-10")), lambda p: p["state_dim"], len)
assert oct_states[None] > max(v for k, v in oct_states.items() if k)
H("top3_states_oct", "top 3 states by number of polls in October 2016",
  [{"state": k, "polls": v} for k, v in ranked(oct_states, 3)],
  hint="list[{state:str, polls:int}]", mode="exact", difficulty="medium", tags=["null-group", "written-limit"])

# Document: the toss-up threshold in reporting_policy.md, "Toss-ups".
tossup = int(re.search(r"less than (\d+) points", doc_section("reporting_policy.md", "Toss-ups")).group(1))
H("doc_tossup_threshold", "Below how many points must a lead be reported as a toss-up?", tossup, hint="int",
  difficulty="medium", tags=["document"], route="documents")


# ================================================================ round 2
# Held-out round 2 (heldout/round2.hcl): a fresh set written without reading the
# planner, for a final check only. Same definitions as above; questions the
# workspace cannot answer (no such data) expect route "stop".
round2 = []
R = lambda *a, **k: golden(round2, *a, **k)

# top-n (written), null-group: states by COUNT(*) of polls ending in the final week; national polls
# (no state, the largest group) are not a state. The four first.
r2_fw_states = group(where(ended(*FINAL_WEEK)), lambda p: p["state_dim"], len)
assert r2_fw_states[None] > max(v for k, v in r2_fw_states.items() if k)
R("r2_four_states_most_polls_final_week", "Which four states had the most polls in the final week?",
  [{"state": k} for k, _ in ranked(r2_fw_states, 4)], hint="list[{state:str}]", mode="exact",
  difficulty="medium", tags=["top-n", "written-limit", "null-group", "named-period"])

# bottom-n (digits): states (state dimension, national polls left out) by AVG(clinton - trump) of polls
# ending in October 2016, lowest 3 first.
r2_oct_lead = group([p for p in where(ended_month("2016-10")) if p["state_dim"]], lambda p: p["state_dim"],
                    lambda rows: mean(r["lead"] for r in rows))
R("r2_bottom3_states_lead_oct", "Bottom 3 states by average Clinton lead in October 2016",
  [{"state": k, "clinton_lead": r2(v)} for k, v in ranked(r2_oct_lead, 3, reverse=False)],
  hint="list[{state:str, clinton_lead:float}]", mode="approximate", difficulty="medium",
  tags=["bottom-n", "rank-by-measure", "unit-label"])

# distinct-count: distinct pollsters with a national poll ending in 2015 (not the number of polls).
r2_nat15 = where(national, lambda p: p["end"].year == 2015)
assert len({p["pollster_id"] for p in r2_nat15}) < len(r2_nat15)
R("r2_pollsters_national_2015", "how many different polsters put out national polls in 2015?",
  len({p["pollster_id"] for p in r2_nat15}), hint="int", difficulty="medium", tags=["distinct-count"])

# negation: polls ending in October 2016 whose pollster is not A-rated (grade not A+/A/A-): unrated
# pollsters (no grade) are not A-rated and count.
r2_oct = where(ended_month("2016-10"))
assert any(p["grade"] is None for p in r2_oct)
R("r2_oct_polls_not_a_rated", "how many october 2016 polls were NOT from A-rated pollsters?",
  len([p for p in r2_oct if p["grade"] not in A_GRADES]), hint="int", difficulty="hard", tags=["negation", "null-group"])

# role (start vs end date): polls whose fieldwork started in October 2016 and ended in November 2016.
R("r2_started_oct_ended_nov", "How many polls went into the field in October 2016 and finished in November?",
  len(where(started_month("2016-10"), ended_month("2016-11"))), hint="int", difficulty="hard", tags=["role"])

# comparison on the results table: states (and DC) where trump_vote_pct > 60; none is exactly 60.
assert not any(float(r["trump_vote_pct"]) == 60 for r in results.values())
R("r2_states_trump_over_60", "In how many states did Trump win more than 60% of the vote?",
  sum(1 for r in results.values() if float(r["trump_vote_pct"]) > 60), hint="int", difficulty="medium",
  tags=["comparison", "close-metrics"])

# superlative of a row: the pollster of the poll with the largest sample_size (all polls).
r2_big = sorted((p for p in polls if p["n"] is not None), key=lambda p: -p["n"])
assert r2_big[0]["n"] != r2_big[1]["n"]
R("r2_pollster_largest_single_poll", "Which pollster ran the single largest poll by sample size?",
  r2_big[0]["pollster"], hint="str", difficulty="medium", tags=["superlative"])

# share: battleground-state polls ending in October 2016 with trump_pct > clinton_pct / all battleground-state
# polls ending in October 2016, in percent.
r2_bg_oct = [p for p in r2_oct if p["state"] in BATTLEGROUND]
R("r2_share_battleground_trump_ahead_oct", "In October 2016, what percentage of swing state polls had Trump ahead?",
  pct(len([p for p in r2_bg_oct if p["trump"] > p["clinton"]]), len(r2_bg_oct)), hint="float", mode="approximate",
  difficulty="hard", tags=["share", "filter"])

# growth: respondents (SUM(sample_size)) of polls ending in Q3 2016 vs Q2 2016, in percent.
r2_resp = lambda lo, hi: total(p["n"] for p in where(ended(lo, hi)))
r2_q2, r2_q3 = r2_resp("2016-04-01", "2016-06-30"), r2_resp("2016-07-01", "2016-09-30")
R("r2_respondents_growth_q2_q3", "by how much did the number of respondents grow from Q2 to Q3 2016, in percent?",
  pct(r2_q3 - r2_q2, r2_q2), hint="float", mode="approximate", difficulty="hard", tags=["growth"])

# breakdown by dimension: AVG lead per census region, polls ending in September 2016, highest first;
# national polls have no region (contains: an empty group may be shown, it is not expected).
r2_reg_sep = group(where(ended_month("2016-09")), lambda p: p["region"], lambda rows: mean(r["lead"] for r in rows))
R("r2_lead_by_region_sep", "avg clinton lead by region for polls that ended in september 2016",
  [{"region": k, "clinton_lead": r2(v)} for k, v in ranked(r2_reg_sep)],
  hint="list[{region:str, clinton_lead:float}]", mode="contains", difficulty="medium",
  tags=["breakdown", "null-group", "unit-label"])

# time-grain: adjusted lead (adj_clinton - adj_trump) of national polls per end month, Aug-Oct 2016.
R("r2_national_adjusted_lead_monthly", "national polls: adjusted Clinton lead by month, August through October 2016",
  [{"month": m + "-01", "adjusted_lead": r2(mean(p["adj_clinton"] - p["adj_trump"]
                                                 for p in where(national, ended_month(m))))}
   for m in ("2016-08", "2016-09", "2016-10")],
  hint="list[{month:str, adjusted_lead:float}]", mode="approximate", difficulty="medium",
  tags=["time-grain", "close-metrics"])

# average per entity: polls ending in 2016 / distinct pollsters with a 2016 poll (all pollsters of the
# list polled in 2016, so both readings agree).
r2_p16 = where(year2016)
assert len({p["pollster_id"] for p in r2_p16}) == len(pollsters)
R("r2_polls_per_pollster_2016", "On average, how many polls did each pollster release in 2016?",
  r2(len(r2_p16) / len(pollsters)), hint="float", mode="approximate", difficulty="hard",
  tags=["average-per-entity", "aggregation-target"])

# document: reporting_policy.md, "Corrections": within 24 hours.
r2_corr = int(re.search(r"within (\d+) hours", doc_section("reporting_policy.md", "Corrections")).group(1))
R("r2_doc_correction_hours", "Within how many hours does a wrong poll number in a story have to be corrected?",
  r2_corr, hint="int", difficulty="medium", tags=["document"], route="documents")

# unanswerable: no turnout and no vote counts (results hold percentages only).
R("r2_unanswerable_turnout", "What was voter turnout in Florida in 2016?", route="stop", difficulty="medium",
  tags=["refusal", "unanswerable"])
R("r2_unanswerable_vote_count", "How many votes did Clinton get in Ohio?", route="stop", difficulty="hard",
  tags=["refusal", "unanswerable"])
assert len(round2) == 15


# ---------------------------------------------------------------- output
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


def write(path, header, suite):
    out = [header]
    for g in suite:
        out.append("")
        out.append('golden "%s" {' % g["name"])
        out.append("  question    = %s" % hcl(g["question"]))
        if g["hint"]:
            out.append("  format_hint = %s" % hcl(g["hint"]))
        if g["expect"] is not None:
            out.append("  expect      = %s" % hcl(g["expect"]))
        if g["mode"]:
            out.append("  mode        = %s" % hcl(g["mode"]))
        if g.get("tolerance") is not None:
            out.append("  tolerance   = %s" % hcl(g["tolerance"]))
        if g["route"]:
            out.append("  expect_route = %s" % hcl(g["route"]))
        if g["review"]:
            out.append("  expect_review = true")
        out.append("  difficulty  = %s" % hcl(g["difficulty"]))
        out.append("  tags        = %s" % hcl(g["tags"]))
        out.append("}")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


names = [g["name"] for g in evals + heldout + round2]
assert len(names) == len(set(names))
assert len(evals) >= 32 and len(heldout) == 10
HEADER = """# %s golden questions for the polls workspace. GENERATED by expected/gen.py,
# which computes every expected value from data/*.csv with the Python standard
# library, independently of datacopilot. Edit the script, then:
#   python3 expected/gen.py"""
write(os.path.join(ROOT, "evals", "polls.hcl"), HEADER % "The", evals)
write(os.path.join(ROOT, "heldout", "polls.hcl"),
      (HEADER % "Held-out") + "\n# Kept apart from evals/: not loaded by eval, not tuned on.", heldout)
write(os.path.join(ROOT, "heldout", "round2.hcl"),
      "# Held-out round 2: not loaded by eval; written without reading the planner;\n"
      "# answers computed by expected/gen.py from data/*.csv (Python standard library only).\n"
      "# Edit the script, then: python3 expected/gen.py", round2)
