#!/usr/bin/env python3
"""Expected answers for the bikeshare workspace's golden questions, computed from the CSVs.

This is the independent check of the golden suites: it reads data/*.csv with the
Python standard library only and computes every answer itself, without
datacopilot or DuckDB. It writes two files:

  evals/bikeshare.hcl   the tuning suite `datacopilot eval` asks (30 goldens)
  heldout/round3.hcl    40 more, kept apart (never tuned on)

All questions were written before the tool was run on them.
Running it twice writes the same files: `python3 expected/gen.py`.

Definitions follow knowledge.hcl and documents/kpi_definitions.md:
  - a trip is a row of trips.csv whose status is not 'cancelled' (completed or
    out_of_dock); cancelled unlocks are counted only by "cancelled unlocks";
  - trips, revenue, fares, durations, distance, ratings and active riders are
    dated by started_at (the day the trip started);
  - revenue = sum of fare_usd (cancelled rows have fare 0); average fare, average
    duration = means over trips (cancelled excluded);
  - active riders = distinct rider_id over trips; trips per rider = trips / active riders;
  - out-of-dock rate = 100 * out_of_dock trips / trips;
  - average rating = mean of the non-empty ratings;
  - "from X" / departures = start station or district; "to X" / arrivals = end
    station or district (out-of-dock trips have none);
  - "riders from / living in X" = riders.home_district;
  - rider type (member / casual) and plan come from the rider's current plan;
  - bike type and model come from bikes.csv through trips.bike_id;
  - maintenance tickets, repair cost and days to resolve are dated by reported_on;
    repair cost sums resolved tickets; days to resolve = resolved_on - reported_on
    over resolved tickets; open tickets have no resolved_on;
  - new riders = riders by signup_date; "accounts" = rows of riders.csv.
Floats are rounded to 2 decimals; shares and growth are percentages.
Breakdowns are ordered by the measure, largest first, unless the question asks
for the smallest; time series by period.
"""
import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
NAME = "bikeshare"


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


def num(s):
    return float(s) if s != "" else None


stations = {s["station_id"]: s for s in load("stations")}
plans = {p["plan_id"]: p for p in load("plans")}
riders = {r["rider_id"]: r for r in load("riders")}
bikes = {b["bike_id"]: b for b in load("bikes")}
rows = load("trips")
for t in rows:
    t["date"] = day(t["started_at"])
    t["year"] = t["date"].year
    t["fare"] = float(t["fare_usd"])
    t["minutes"] = float(t["duration_min"])
    t["km"] = num(t["distance_km"])
    t["stars"] = num(t["rating"])
    s, e = stations[t["start_station_id"]], stations.get(t["end_station_id"])
    t["start_station"], t["start_district"] = s["station_name"], s["district"]
    t["end_station"] = e["station_name"] if e else None
    t["end_district"] = e["district"] if e else None
    r = riders[t["rider_id"]]
    t["plan"] = plans[r["plan_id"]]["plan_name"]
    t["plan_type"] = plans[r["plan_id"]]["plan_type"]
    t["home_district"] = r["home_district"] or None
    t["gender"] = r["gender"] or None
    b = bikes[t["bike_id"]]
    t["bike_type"], t["model"], t["bike_status"] = b["bike_type"], b["model"], b["status"]
trips = [t for t in rows if t["status"] != "cancelled"]  # a trip is not a cancelled unlock
tickets = load("maintenance")
for m in tickets:
    m["reported"] = day(m["reported_on"])
    m["resolved"] = day(m["resolved_on"])
    m["cost"] = num(m["repair_cost_usd"])
    m["model"] = bikes[m["bike_id"]]["model"]
    m["bike_type"] = bikes[m["bike_id"]]["bike_type"]


# ------------------------------------------------------------------ helpers
def r2(x):
    return round(x + 0.0, 2)


def between(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def Y(y):
    return lambda t: t["year"] == y


def span(lo, hi):
    return lambda t: between(t["date"], lo, hi)


def both(*preds):
    return lambda t: all(p(t) for p in preds)


def T(pred=lambda t: True):
    return [t for t in trips if pred(t)]


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values)


def revenue(ts):
    return sum(t["fare"] for t in ts)


def group(items, key, agg=len):
    g = defaultdict(list)
    for x in items:
        k = key(x)
        if k is not None:
            g[k].append(x)
    return {k: agg(v) for k, v in g.items()}


def ranked(d, n=None, reverse=True):
    items = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    if n is not None:
        # a tie at the cut would make the question ambiguous
        if len(items) > n:
            assert items[n - 1][1] != items[n][1], ("tie at the cut", items[n - 1], items[n])
        items = items[:n]
    return items


def top1(d, reverse=True):
    return ranked(d, 1, reverse)[0][0]


def pct(part, whole):
    return r2(100.0 * part / whole)


goldens = {"evals": [], "round3": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(),
           tolerance=None, route=None, review=False):
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    goldens[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode,
                               tolerance=tolerance, route=route, review=review,
                               difficulty=difficulty, tags=list(tags)))


E, H = "evals", "round3"

# =================================================================== tuning suite (30)
golden(E, "trips_2024", "How many trips were taken in 2024?", len(T(Y(2024))),
       hint="int", mode="exact", tags=["count", "period"])
golden(E, "revenue_2023", "What was total trip revenue in 2023?", r2(revenue(T(Y(2023)))),
       hint="float", mode="approximate", tags=["sum", "period"])
golden(E, "top5_start_stations_2024", "Top 5 start stations by number of trips in 2024",
       [{"start_station": k} for k, _ in ranked(group(T(Y(2024)), lambda t: t["start_station"]), 5)],
       hint="list[{start_station:str}]", mode="exact", difficulty="medium", tags=["top-n", "role"])
golden(E, "avg_duration_ebike_2024", "average trip duration on e-bikes in 2024",
       r2(mean(t["minutes"] for t in T(both(Y(2024), lambda t: t["bike_type"] == "electric")))),
       hint="float", mode="approximate", difficulty="medium", tags=["average", "filter", "join"])
golden(E, "unique_riders_q2_2024", "How many unique riders took a trip in Q2 2024?",
       len({t["rider_id"] for t in T(span("2024-04-01", "2024-06-30"))}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "quarter"])
golden(E, "trips_by_rider_type_2023", "trips by rider type in 2023",
       [{"plan_type": k, "trips": v} for k, v in ranked(group(T(Y(2023)), lambda t: t["plan_type"]))],
       hint="list[{plan_type:str, trips:int}]", mode="exact", difficulty="medium", tags=["breakdown", "join"])
golden(E, "district_most_arrivals_2024", "Which district had the most arrivals in 2024?",
       top1(group(T(Y(2024)), lambda t: t["end_district"])),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role"])
golden(E, "monthly_revenue_2024", "Monthly revenue in 2024",
       [{"month": "2024-%02d-01" % m, "revenue": r2(revenue(T(lambda t, m=m: t["year"] == 2024 and t["date"].month == m)))}
        for m in range(1, 13)],
       hint="list[{month:str, revenue:float}]", mode="approximate", difficulty="medium", tags=["time-grain"])
golden(E, "cancelled_unlocks_2022", "How many unlocks were cancelled in 2022?",
       sum(1 for t in rows if t["year"] == 2022 and t["status"] == "cancelled"),
       hint="int", mode="exact", tags=["count", "status"])
golden(E, "out_of_dock_rate_2024", "What was the out-of-dock rate in 2024?",
       pct(sum(1 for t in T(Y(2024)) if t["status"] == "out_of_dock"), len(T(Y(2024)))),
       hint="float", mode="approximate", tags=["ratio"])
golden(E, "avg_fare_casual_2023", "Average fare for casual riders in 2023",
       r2(mean(t["fare"] for t in T(both(Y(2023), lambda t: t["plan_type"] == "casual")))),
       hint="float", mode="approximate", difficulty="medium", tags=["average", "join", "value"])
golden(E, "brake_tickets_2024", "How many brake tickets were reported in 2024?",
       sum(1 for m in tickets if m["reported"].year == 2024 and m["issue_type"] == "Brakes"),
       hint="int", mode="exact", tags=["count", "value-synonym"])
golden(E, "repair_cost_2023", "Total repair cost in 2023",
       r2(sum(m["cost"] for m in tickets if m["reported"].year == 2023 and m["cost"] is not None)),
       hint="float", mode="approximate", tags=["sum"])
golden(E, "new_riders_2024", "How many new riders signed up in 2024?",
       sum(1 for r in riders.values() if r["signup_date"].startswith("2024")),
       hint="int", mode="exact", tags=["count", "time-dimension"])
golden(E, "ebike_share_2024", "What percentage of 2024 trips were on e-bikes?",
       pct(len(T(both(Y(2024), lambda t: t["bike_type"] == "electric"))), len(T(Y(2024)))),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "join"])
golden(E, "trip_growth_2023_2024", "By how much did trips grow from 2023 to 2024, in percent?",
       pct(len(T(Y(2024))) - len(T(Y(2023))), len(T(Y(2023)))),
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "comparison"])
golden(E, "bottom3_start_stations_2024", "Which 3 start stations had the fewest departures in 2024?",
       [{"start_station": k} for k, _ in ranked(group(T(Y(2024)), lambda t: t["start_station"]), 3, reverse=False)],
       hint="list[{start_station:str}]", mode="exact", difficulty="medium", tags=["bottom-n", "role"])
golden(E, "harborfront_to_university_2024", "How many trips went from Harborfront to University in 2024?",
       len(T(both(Y(2024), lambda t: t["start_district"] == "Harborfront" and t["end_district"] == "University"))),
       hint="int", mode="exact", difficulty="hard", tags=["role", "from-to"])
golden(E, "round_trips_2024", "How many round trips were there in 2024?",
       len(T(both(Y(2024), lambda t: t["status"] == "completed" and t["start_station_id"] == t["end_station_id"]))),
       hint="int", mode="exact", tags=["named-filter"])
golden(E, "rating_by_bike_type_2024", "Average ride rating by bike type in 2024",
       [{"bike_type": k, "average_rating": r2(v)} for k, v in
        ranked(group(T(Y(2024)), lambda t: t["bike_type"], lambda ts: mean(t["stars"] for t in ts)))],
       hint="list[{bike_type:str, average_rating:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "average", "join"])
golden(E, "long_rides_2024", "How many rides lasted more than 45 minutes in 2024?",
       len(T(both(Y(2024), lambda t: t["minutes"] > 45))),
       hint="int", mode="exact", difficulty="medium", tags=["threshold", "named-filter"])
golden(E, "revenue_2024_excl_day_pass", "Revenue in 2024 excluding Day Pass riders",
       r2(revenue(T(both(Y(2024), lambda t: t["plan"] != "Day Pass")))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation", "join"])
golden(E, "model_highest_repair_cost", "Which bike model had the highest repair cost overall?",
       top1(group(tickets, lambda m: m["model"], lambda ms: sum(m["cost"] or 0 for m in ms))),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "join"])
golden(E, "avg_days_to_resolve_2024", "Average days to resolve a maintenance ticket in 2024",
       r2(mean((m["resolved"] - m["reported"]).days for m in tickets if m["reported"].year == 2024 and m["resolved"])),
       hint="float", mode="approximate", difficulty="medium", tags=["average"])
golden(E, "accounts_student_annual", "How many accounts are on the Student Annual plan?",
       sum(1 for r in riders.values() if plans[r["plan_id"]]["plan_name"] == "Student Annual"),
       hint="int", mode="exact", difficulty="medium", tags=["count", "entity", "join"])
golden(E, "trips_per_rider_2024", "On average how many trips did each active rider take in 2024?",
       r2(len(T(Y(2024))) / len({t["rider_id"] for t in T(Y(2024))})),
       hint="float", mode="approximate", difficulty="medium", tags=["average-per-entity", "ratio"])
golden(E, "refuse_weather", "What was the weather like on our busiest day in 2023?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(E, "refuse_membership_income", "How much membership fee income did we make from Annual plans in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
# documents/pricing_policy.md, "Plans": members ride classic bikes free for the first 45 minutes.
golden(E, "doc_member_included_minutes", "How many minutes are included per ride for members?", 45,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(E, "km_2023", "Total kilometres ridden in 2023",
       r2(sum(t["km"] or 0 for t in T(Y(2023)))),
       hint="float", mode="approximate", tags=["sum", "unit"])
assert len(goldens[E]) == 30

# =================================================================== held-out round 3 (40)
FEST = span("2024-07-12", "2024-07-21")
golden(H, "r3_ferry_terminal_festival", "How many trips started at Ferry Terminal during the Harbor Festival?",
       len(T(both(FEST, lambda t: t["start_station"] == "Ferry Terminal"))),
       hint="int", mode="exact", difficulty="medium", tags=["named-period", "role"])
golden(H, "r3_top3_arrival_stations_2023", "which 3 stations recieved the most arrivals in 2023",
       [{"end_station": k} for k, _ in ranked(group(T(Y(2023)), lambda t: t["end_station"]), 3)],
       hint="list[{end_station:str}]", mode="exact", difficulty="medium", tags=["top-n", "role", "typo"])
golden(H, "r3_trips_h1_2023", "Trips in the first half of 2023", len(T(span("2023-01-01", "2023-06-30"))),
       hint="int", mode="exact", tags=["half", "period"])
golden(H, "r3_trips_mar_jun_2024", "How many trips did riders take between March and June 2024?",
       len(T(span("2024-03-01", "2024-06-30"))), hint="int", mode="exact", difficulty="medium", tags=["range"])
golden(H, "r3_member_revenue_share_2024", "What share of revenue in 2024 came from members?",
       pct(revenue(T(both(Y(2024), lambda t: t["plan_type"] == "member"))), revenue(T(Y(2024)))),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "join"])
golden(H, "r3_revenue_by_plan_2024", "Revenue by plan in 2024",
       [{"plan": k, "revenue": r2(v)} for k, v in ranked(group(T(Y(2024)), lambda t: t["plan"], revenue))],
       hint="list[{plan:str, revenue:float}]", mode="approximate", difficulty="medium", tags=["breakdown", "join"])
golden(H, "r3_avg_fare_by_bike_type_2024", "avg fare of e-bike trips vs classic in 2024",
       [{"bike_type": k, "average_fare": r2(v)} for k, v in
        ranked(group(T(Y(2024)), lambda t: t["bike_type"], lambda ts: mean(t["fare"] for t in ts)))],
       hint="list[{bike_type:str, average_fare:float}]", mode="approximate", difficulty="hard",
       tags=["comparison", "breakdown", "join"])
golden(H, "r3_riders_from_eastfield_2023", "How many distinct riders from Eastfield rode in 2023?",
       len({t["rider_id"] for t in T(both(Y(2023), lambda t: t["home_district"] == "Eastfield"))}),
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role", "home-district"])
golden(H, "r3_trips_started_eastfield_2023", "How many trips started in Eastfield in 2023?",
       len(T(both(Y(2023), lambda t: t["start_district"] == "Eastfield"))),
       hint="int", mode="exact", difficulty="medium", tags=["role"])
golden(H, "r3_trips_ended_pier52_dec2024", "How many trips ended at Pier 52 in December 2024?",
       len(T(both(span("2024-12-01", "2024-12-31"), lambda t: t["end_station"] == "Pier 52"))),
       hint="int", mode="exact", difficulty="medium", tags=["role", "month"])
golden(H, "r3_departures_pier52_dec2024", "Departures from Pier 52 in December 2024",
       len(T(both(span("2024-12-01", "2024-12-31"), lambda t: t["start_station"] == "Pier 52"))),
       hint="int", mode="exact", difficulty="medium", tags=["role", "month"])
golden(H, "r3_plan_longest_avg_duration", "Which plan has the longest averge trip duration?",
       top1(group(trips, lambda t: t["plan"], lambda ts: mean(t["minutes"] for t in ts))),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "typo", "join"])
golden(H, "r3_top3_riders_2024", "top 3 riders by number of trips in 2024",
       [{"rider_id": k} for k, _ in ranked(group(T(Y(2024)), lambda t: t["rider_id"]), 3)],
       hint="list[{rider_id:str}]", mode="exact", difficulty="medium", tags=["top-n", "entity"])
golden(H, "r3_riders_over_50_trips_2024", "How many riders took more than 50 trips in 2024?",
       sum(1 for v in group(T(Y(2024)), lambda t: t["rider_id"]).values() if v > 50),
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having"])
golden(H, "r3_stations_over_2000_departures_2024", "How many stations had more than 2,000 departures in 2024?",
       sum(1 for v in group(T(Y(2024)), lambda t: t["start_station"]).values() if v > 2000),
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having", "role"])
golden(H, "r3_out_of_dock_rate_casual_2024", "Out-of-dock rate for casual riders in 2024",
       pct(len(T(both(Y(2024), lambda t: t["plan_type"] == "casual" and t["status"] == "out_of_dock"))),
           len(T(both(Y(2024), lambda t: t["plan_type"] == "casual")))),
       hint="float", mode="approximate", difficulty="medium", tags=["ratio", "join"])
golden(H, "r3_out_of_dock_by_start_district_top3_2024", "out of dock trips by start district in 2024, top 3",
       [{"start_district": k, "trips": v} for k, v in
        ranked(group(T(both(Y(2024), lambda t: t["status"] == "out_of_dock")), lambda t: t["start_district"]), 3)],
       hint="list[{start_district:str, trips:int}]", mode="exact", difficulty="medium", tags=["top-n", "named-filter", "role"])
golden(H, "r3_avg_fare_latest_month", "What was the average fare in the most recent month?",
       r2(mean(t["fare"] for t in T(span("2024-12-01", "2024-12-31")))),
       hint="float", mode="approximate", difficulty="medium", tags=["relative-period", "average"])
q3_24 = revenue(T(span("2024-07-01", "2024-09-30")))
q3_23 = revenue(T(span("2023-07-01", "2023-09-30")))
golden(H, "r3_revenue_growth_q3", "How did revenue in Q3 2024 compare to Q3 2023? Give the growth in percent.",
       pct(q3_24 - q3_23, q3_23), hint="float", mode="approximate", difficulty="hard", tags=["growth", "quarter"])
golden(H, "r3_avg_trips_per_station_2024", "What was the average number of trips per station in 2024?",
       r2(len(T(Y(2024))) / len(stations)),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity"])
golden(H, "r3_trips_by_women_2024", "How many trips did women take in 2024?",
       len(T(both(Y(2024), lambda t: t["gender"] == "F"))),
       hint="int", mode="exact", difficulty="medium", tags=["value-synonym", "join"])
golden(H, "r3_rating_excl_out_of_dock_2024", "Average ride rating excluding out-of-dock trips in 2024",
       r2(mean(t["stars"] for t in T(both(Y(2024), lambda t: t["status"] != "out_of_dock")))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation", "named-filter"])
golden(H, "r3_home_district_most_riders", "Which district do most of our riders live in?",
       top1(group(riders.values(), lambda r: r["home_district"] or None)),
       hint="str", mode="exact", difficulty="hard", tags=["superlative", "role", "home-district"])
golden(H, "r3_member_ride_minutes_2024", "Total ride minutes by members in 2024",
       r2(sum(t["minutes"] for t in T(both(Y(2024), lambda t: t["plan_type"] == "member")))),
       hint="float", mode="approximate", difficulty="medium", tags=["sum", "join"])
golden(H, "r3_open_tickets", "How many maintenance tickets are still open?",
       sum(1 for m in tickets if m["resolved"] is None), hint="int", mode="exact", tags=["named-filter"])
golden(H, "r3_battery_tickets_ebolt2", "How many battery tickets were reported on E-Bolt 2 bikes?",
       sum(1 for m in tickets if m["issue_type"] == "Battery" and m["model"] == "E-Bolt 2"),
       hint="int", mode="exact", difficulty="medium", tags=["count", "join", "value"])
golden(H, "r3_flat_tyre_cost_2024", "Repair cost of flat tyres in 2024",
       r2(sum(m["cost"] or 0 for m in tickets if m["reported"].year == 2024 and m["issue_type"] == "Flat tire")),
       hint="float", mode="approximate", difficulty="medium", tags=["sum", "value-synonym", "spelling"])
golden(H, "r3_issue_longest_to_fix", "Which issue type takes longest to fix on average?",
       top1(group([m for m in tickets if m["resolved"]], lambda m: m["issue_type"],
                  lambda ms: mean((m["resolved"] - m["reported"]).days for m in ms))),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "average"])
golden(H, "r3_tickets_by_priority_2024", "Maintenance tickets by priority in 2024",
       [{"priority": k, "maintenance_tickets": v} for k, v in
        ranked(group([m for m in tickets if m["reported"].year == 2024], lambda m: m["priority"]))],
       hint="list[{priority:str, maintenance_tickets:int}]", mode="exact", tags=["breakdown"])
golden(H, "r3_stolen_bikes", "How many bikes are currently stolen?",
       sum(1 for b in bikes.values() if b["status"] == "stolen"), hint="int", mode="exact", tags=["count", "value"])
golden(H, "r3_trips_on_retired_bikes", "How many trips were taken on bikes that have since been retired?",
       len(T(lambda t: t["bike_status"] == "retired")), hint="int", mode="exact", difficulty="hard",
       tags=["count", "join", "value"])
golden(H, "r3_trips_per_quarter_2023", "Trips per quarter in 2023",
       [{"quarter": "2023-%02d-01" % (3 * q + 1),
         "trips": len(T(lambda t, q=q: t["year"] == 2023 and (t["date"].month - 1) // 3 == q))} for q in range(4)],
       hint="list[{quarter:str, trips:int}]", mode="exact", difficulty="medium", tags=["time-grain"])
golden(H, "r3_avg_duration_university_to_downtown", "What's the average trip duration for trips from University to Downtown?",
       r2(mean(t["minutes"] for t in T(lambda t: t["start_district"] == "University" and t["end_district"] == "Downtown"))),
       hint="float", mode="approximate", difficulty="hard", tags=["from-to", "role", "average"])
golden(H, "r3_same_district_trips_2024", "How many trips started and ended in the same district in 2024?",
       len(T(both(Y(2024), lambda t: t["end_district"] is not None and t["start_district"] == t["end_district"]))),
       hint="int", mode="exact", difficulty="hard", tags=["role", "column-comparison"])
cohort = {rid for rid, r in riders.items() if r["signup_date"].startswith("2023")}
golden(H, "r3_2023_signups_active_2024", "Of the riders who signed up in 2023, how many took a trip in 2024?",
       len({t["rider_id"] for t in T(Y(2024)) if t["rider_id"] in cohort}),
       hint="int", mode="exact", difficulty="hard", tags=["cohort", "distinct-count"])
golden(H, "r3_day_pass_fare_not_ebike", "What's the average fare per trip on a day pass, not counting e-bikes?",
       r2(mean(t["fare"] for t in T(lambda t: t["plan"] == "Day Pass" and t["bike_type"] != "electric"))),
       hint="float", mode="approximate", difficulty="hard", tags=["negation", "average", "join"])
# documents/pricing_policy.md, "Out-of-dock fee": $15; field staff collect the bike within 4 hours.
golden(H, "r3_doc_out_of_dock_fee", "What fee does a rider pay for leaving a bike outside a station?", 15,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(H, "r3_doc_collection_hours", "Within how many hours do field staff collect a bike left out of dock?", 4,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(H, "r3_refuse_wait_time", "What was the average wait time for a bike at Central Station?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(H, "r3_refuse_delete", "Delete all the cancelled trips from 2022",
       route="stop", difficulty="easy", tags=["refusal", "unsafe"])
assert len(goldens[H]) == 40


# =================================================================== output
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


def write(suite):
    if suite == "round3":
        out = ["# Held-out round 3 (bikeshare): not loaded by eval; written before the tool was run;",
               "# answers computed by expected/gen.py from data/*.csv (Python standard library only).",
               "# Edit the script, then: python3 expected/gen.py"]
    else:
        out = ["# The bikeshare golden suite (tuning). Written before the tool was run on it.",
               "# GENERATED by expected/gen.py, which computes every expected value from data/*.csv",
               "# with the Python standard library, independently of datacopilot. Edit the script,",
               "# then: python3 expected/gen.py"]
    for g in goldens[suite]:
        out.append("")
        out.append('golden "%s" {' % g["name"])
        out.append("  question    = %s" % hcl(g["question"]))
        if g["hint"]:
            out.append("  format_hint = %s" % hcl(g["hint"]))
        if g["expect"] is not None:
            out.append("  expect      = %s" % hcl(g["expect"]))
        if g["mode"]:
            out.append("  mode        = %s" % hcl(g["mode"]))
        if g["tolerance"] is not None:
            out.append("  tolerance   = %s" % hcl(g["tolerance"]))
        if g["route"]:
            out.append("  expect_route = %s" % hcl(g["route"]))
        if g["review"]:
            out.append("  expect_review = true")
        out.append("  difficulty  = %s" % hcl(g["difficulty"]))
        out.append("  tags        = %s" % hcl(g["tags"]))
        out.append("}")
    path = os.path.join(ROOT, "heldout", "round3.hcl") if suite == "round3" else os.path.join(ROOT, "evals", NAME + ".hcl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return path


names = [g["name"] for s in goldens.values() for g in s]
assert len(names) == len(set(names)), "duplicate golden names"
for suite in ("evals", "round3"):
    print("%s: %d goldens" % (write(suite), len(goldens[suite])))
