#!/usr/bin/env python3
"""Held-out round 5 for the bikeshare workspace: 15 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only.

    python3 expected/round5.py          # writes heldout/round5.hcl
    python3 expected/round5.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip is a row with status completed or out_of_dock; cancelled unlocks are not
  trips (rule cancelled_unlocks_are_not_trips) and never count as trips, riders,
  bikes ridden or ride time; a trip belongs to the day it started (started_at);
- revenue = SUM(fare_usd) (cancelled unlocks carry fare 0); membership fees are not in it;
- active riders = distinct rider_id with a trip; trips per rider = trips / active riders;
- a rider's plan and rider type are riders.plan_id -> plans (the current plan);
- departures from a station or district = start station; "riders who live in X" =
  riders.home_district;
- long ride = duration_min > 45 (pricing policy, filter "long_ride");
- average ride rating = AVG(rating) over rated trips;
- repair cost = SUM(repair_cost_usd) of resolved tickets, dated by reported_on;
- Harbor Festival 2024 = 2024-07-12..2024-07-21, both days included (10 days).
Floats are rounded to 2 decimals, or 4 below 100; shares and growth are
percentages. Rankings are checked for ties at the cut and inside the list.
The unanswerable question (CO2 savings: not in the data) expects route "stop";
the rebalancing question expects route "documents".
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


def num(s):
    return float(s) if s != "" else None


plans = {p["plan_id"]: p for p in load("plans.csv")}
riders = {r["rider_id"]: r for r in load("riders.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
maintenance = load("maintenance.csv")
for m in maintenance:
    m["reported"] = dt.date.fromisoformat(m["reported_on"])
    m["cost"] = num(m["repair_cost_usd"])
rows = load("trips.csv")  # every unlock, cancelled ones included
for t in rows:
    t["start"] = dt.datetime.fromisoformat(t["started_at"])
    t["day"] = t["start"].date()
    t["fare"] = float(t["fare_usd"])
    t["dur"] = float(t["duration_min"])
    t["stars"] = num(t["rating"])
    r = riders[t["rider_id"]]
    t["plan"] = plans[r["plan_id"]]["plan_name"]
    t["plan_type"] = plans[r["plan_id"]]["plan_type"]
    t["home_district"] = r["home_district"]
    t["start_station"] = stations[t["start_station_id"]]["station_name"]
    t["start_district"] = stations[t["start_station_id"]]["district"]
trips = [t for t in rows if t["status"] != "cancelled"]
assert {t["status"] for t in trips} == {"completed", "out_of_dock"}
assert all(t["fare"] == 0 and t["stars"] is None for t in rows if t["status"] == "cancelled")


def T(*preds, src=None):
    return [t for t in (trips if src is None else src) if all(p(t) for p in preds)]


def days(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda t: lo <= t["day"] <= hi


def year(y):
    return days("%d-01-01" % y, "%d-12-31" % y)


def mean(vals):
    vals = [v for v in vals if v is not None]
    return sum(vals) / len(vals)


def group(rs, key):
    g = defaultdict(list)
    for t in rs:
        g[t[key]].append(t)
    return g


# 1. top-n (written limit): repair cost (SUM of resolved tickets' cost) per issue type,
#    tickets reported in 2023
rc = defaultdict(float)
for m in maintenance:
    if m["reported"].year == 2023 and m["cost"] is not None:
        rc[m["issue_type"]] += m["cost"]
golden("r5_top3_issue_types_repair_cost_2023", "Which three kinds of bike problems cost us the most to repair in 2023?",
       [{"issue_type": k, "repair_cost": r2(v)} for k, v in ranked(rc, 3)],
       hint="list[{issue_type:str, repair_cost:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit"])

# 2. bottom-n: trips (departures) per start district, 2023, fewest first
sd = {k: len(v) for k, v in group(T(year(2023)), "start_district").items()}
golden("r5_bottom2_districts_departures_2023", "Which two districts had the fewest departures in 2023?",
       [{"start_district": k, "trips": v} for k, v in ranked(sd, 2, reverse=False)],
       hint="list[{start_district:str, trips:int}]", mode="exact", difficulty="medium",
       tags=["bottom-n", "written-limit", "role"])

# 3. negation on the plan: revenue 2023 of riders whose plan is not Pay As You Go
golden("r5_revenue_2023_not_payg", "How much trip revenue did we make in 2023 from riders who aren't on Pay As You Go?",
       r2(sum(t["fare"] for t in T(year(2023), lambda t: t["plan"] != "Pay As You Go"))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation", "named-filter"])

# 4. distinct count: distinct bike_id of trips (cancelled unlocks are not trips) starting at
#    Central Station in December 2024; counting cancelled unlocks too would give more
cs = T(days("2024-12-01", "2024-12-31"), lambda t: t["start_station"] == "Central Station")
cs_all = T(days("2024-12-01", "2024-12-31"), lambda t: t["start_station"] == "Central Station", src=rows)
assert len({t["bike_id"] for t in cs}) != len({t["bike_id"] for t in cs_all})
golden("r5_distinct_bikes_central_station_dec_2024", "How many different bikes were ridden out of Central Station in December 2024?",
       len({t["bike_id"] for t in cs}), hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "role", "cancelled-rule"])

# 5. average per entity: trips / active riders, riders on Student Annual, 2024
st = T(year(2024), lambda t: t["plan"] == "Student Annual")
golden("r5_trips_per_student_rider_2024", "On average, how many trips did each Student Annual rider take in 2024?",
       r2(len(st) / len({t["rider_id"] for t in st})), hint="float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "named-filter"])

# 6. average per day over a named period: revenue 2024-07-12..2024-07-21 / 10 days
fest = T(days("2024-07-12", "2024-07-21"), src=rows)
assert sum(t["fare"] for t in fest) == sum(t["fare"] for t in T(days("2024-07-12", "2024-07-21")))
golden("r5_revenue_per_day_harbor_festival_2024", "What was our average daily trip revenue during the Harbor Festival 2024?",
       r2(sum(t["fare"] for t in fest) / 10), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-day", "named-period"])

# 7. share: trips with duration_min > 45 / trips, 2023
t23 = T(year(2023))
golden("r5_share_long_rides_2023", "What percentage of 2023 trips were long rides?",
       pct(len([t for t in t23 if t["dur"] > 45]), len(t23)), hint="float", mode="approximate",
       difficulty="medium", tags=["share", "defined-filter"])

# 8. growth of a distinct count: active riders 2022 -> 2023
def active(y):
    return len({t["rider_id"] for t in T(year(y))})
golden("r5_active_riders_growth_2022_2023", "How much did the number of active riders grow from 2022 to 2023, in percent?",
       growth(active(2022), active(2023)), hint="float", mode="approximate", difficulty="medium",
       tags=["growth", "distinct-count"])

# 9. two district roles: trips 2024 of riders whose home district is Riverside that started
#    at a station outside Riverside
rv = T(year(2024), lambda t: t["home_district"] == "Riverside")
golden("r5_riverside_residents_trips_elsewhere_2024", "How many trips in 2024 did riders who live in Riverside start from stations outside Riverside?",
       len([t for t in rv if t["start_district"] != "Riverside"]), hint="int", mode="exact", difficulty="hard",
       tags=["role", "negation"])

# 10. count over a threshold: bikes with at least 10 maintenance tickets (whole history)
tk = defaultdict(int)
for m in maintenance:
    tk[m["bike_id"]] += 1
golden("r5_bikes_with_10_tickets", "How many bikes have had at least 10 repair tickets?",
       sum(1 for v in tk.values() if v >= 10), hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "count"])

# 11. ordinal: start station with the second-most trips, 2024
ss = {k: len(v) for k, v in group(T(year(2024)), "start_station").items()}
golden("r5_second_busiest_start_station_2024", "Which station had the second-most departures in 2024?",
       ranked(ss, 3)[1][0], hint="str", mode="exact", difficulty="medium", tags=["ordinal", "role"])

# 12. comparison A vs B: average trip duration of members vs casual riders, 2024 (rows in any order)
dur = {k: mean(t["dur"] for t in v) for k, v in group(T(year(2024)), "plan_type").items()}
golden("r5_members_vs_casual_duration_2024", "Members vs casual riders: how long was the average trip in 2024?",
       [{"plan_type": k, "average_trip_duration": r2(dur[k])} for k in ("member", "casual")],
       hint="list[{plan_type:str, average_trip_duration:float}]", mode="contains", difficulty="medium",
       tags=["comparison"])

# 13. a station in passing: AVG(rating) of rated trips starting at Ferry Terminal, 2024
golden("r5_rating_ferry_terminal_2024", "What's the average rating of rides from Ferry Terminal in 2024?",
       r2(mean(t["stars"] for t in T(year(2024), lambda t: t["start_station"] == "Ferry Terminal"))),
       hint="float", mode="approximate", difficulty="easy", tags=["named-filter", "role"])

# 14. document: pricing_policy.md, stations below 10% of their docks with bikes at 7:00 are refilled
golden("r5_doc_rebalancing_threshold", "Below what percentage of its docks holding bikes does a station get refilled by the rebalancing vans?",
       10, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no emissions data
golden("r5_unanswerable_co2_saved_2024", "How much CO2 did our riders save in 2024 compared with driving?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 5: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round5.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round5.py",
])
