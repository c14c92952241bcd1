#!/usr/bin/env python3
"""Golden questions of the flights workspace, with answers computed from the CSVs.

This is the independent check: it reads data/*.csv, documents/*.md and the
period blocks of knowledge.hcl with nothing but the Python standard library
and computes each expected answer by hand, without datacopilot or DuckDB.
It writes evals/flights.hcl (the suite), heldout/flights.hcl (questions kept
apart for testing after tuning) and heldout/round2.hcl (a second held-out set,
written without reading the planner):

    python3 expected/gen.py

Definitions follow knowledge.hcl and documents/kpi_definitions.md:
- scheduled flights count every row, cancelled ones included; cancelled rows
  have empty delays, passengers, revenue, costs and satisfaction;
- late = arrival delay >= 15 minutes; on-time rate = completed flights with
  arrival delay < 15, over completed flights, in percent;
- load factor = passengers / seats of completed flights, in percent;
- total revenue = ticket + ancillary; total operating cost = fuel + crew +
  airport fees; average fare = ticket revenue / passengers;
- a route is directional: origin-destination ("MSP-DTW");
- origin (departures from X) and destination (arrivals at X) are two roles.
Rankings are checked for ties at the cut and inside the list, so that every
ranked answer is unique.
"""
import csv
import datetime as dt
import json
import os
import re
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")


def load(name):
    with open(os.path.join(ROOT, "data", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(s):
    return None if s == "" else float(s)


flights = load("flights.csv")
carriers = {c["carrier_code"]: c for c in load("carriers.csv")}
aircraft = {a["tail_number"]: a for a in load("aircraft.csv")}
airports = {a["airport_code"]: a for a in load("airports.csv")}
for f in flights:
    f["date"] = dt.date.fromisoformat(f["flight_date"])
    f["is_cancelled"] = f["cancelled"] == "1"
    for k in ("dep_delay_minutes", "arr_delay_minutes", "passengers", "seats", "ticket_revenue",
              "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees", "satisfaction_score",
              "distance_miles"):
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    f["carrier_type"] = carriers[f["carrier_code"]]["carrier_type"]
    f["alliance"] = carriers[f["carrier_code"]]["alliance"] or None
    f["model"] = aircraft[f["tail_number"]]["model"]
    f["manufacturer"] = aircraft[f["tail_number"]]["manufacturer"] or None
    f["route"] = f["origin"] + "-" + f["destination"]
    f["dest_state"] = airports[f["destination"]]["state"] or None


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as fh:
        return fh.read()


# ------------------------------------------------------------------ helpers
def where(*preds):
    return [f for f in flights if all(p(f) for p in preds)]


def year(y):
    return lambda f: f["date"].year == y


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda f: lo <= f["date"] <= hi


def is_(key, value):
    return lambda f: f[key] == value


completed = lambda f: not f["is_cancelled"]
late = lambda f: f["arr_delay_minutes"] is not None and f["arr_delay_minutes"] >= 15


def total(rows, key):
    return sum(f[key] for f in rows if f[key] is not None)


def mean(rows, key):
    vals = [f[key] for f in rows if f[key] is not None]
    return sum(vals) / len(vals)


def on_time_rate(rows):
    done = [f for f in rows if completed(f)]
    return 100.0 * sum(1 for f in done if f["arr_delay_minutes"] < 15) / len(done)


def load_factor(rows):
    done = [f for f in rows if completed(f)]
    return 100.0 * total(done, "passengers") / total(done, "seats")


def group(rows, key, measure):
    """{group value: measure(rows of the group)}; rows whose key is None form the None group."""
    g = defaultdict(list)
    for f in rows:
        g[key(f) if callable(key) else f[key]].append(f)
    return {k: measure(v) for k, v in g.items()}


def ranked(d, n=None, reverse=True, skip_none=True):
    """Items by value (descending unless reverse=False); fails on a tie that would make
    the order or the cut at n ambiguous."""
    items = [(k, v) for k, v in d.items() if not (skip_none and k is None)]
    items.sort(key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    upto = len(items) if n is None else min(n + 1, len(items))
    vals = [round(v, 2) for _, v in items[:upto]]  # distinct as shown (2 decimals)
    assert len(set(vals)) == len(vals), "tie in ranking: %r" % items[:upto]
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
    return r2(100.0 * part / whole)


def month_key(d):
    return d.strftime("%Y-%m-01")


def quarter_key(d):
    return "%d-%02d-01" % (d.year, 3 * ((d.month - 1) // 3) + 1)


# Named periods: from the period blocks of knowledge.hcl and the fare-sale
# sections of documents/network_calendar.md.
PERIODS = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(
    r'period "([a-z0-9_]+)" \{[^}]*?from\s*=\s*"([0-9-]+)"[^}]*?to\s*=\s*"([0-9-]+)"', read("knowledge.hcl"), re.S)}
CALENDAR = read("documents/network_calendar.md")
SALES = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(
    r"### (.+?)\n\nTravel from (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)", CALENDAR)}
COMMITMENTS = read("documents/customer_commitments.md")


def doc_value(text, pattern):
    m = re.search(pattern, re.sub(r"\s+", " ", text))
    assert m, pattern
    return m.group(1)


# ------------------------------------------------------------------ goldens
suites = {"evals": [], "heldout": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(), route=None,
           review=False):
    tol = None  # approximate: the default (1e-6 relative, never below 0.005)
    suites[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, tolerance=tol,
                              route=route, review=review, difficulty=difficulty, tags=list(tags)))


E, H = "evals", "heldout"
y23, y24 = year(2023), year(2024)

# ---- plain totals, breakdowns, time grains, growth, top/bottom N

# Scheduled flights dated in 2024, cancelled ones included: COUNT(*).
golden(E, "flights_2024", "How many flights were scheduled in 2024?", len(where(y24)), "int", "exact",
       tags=["metric", "plain-total"])

# Passengers carried in 2023: SUM(passengers).
golden(E, "passengers_2023", "total passengers 2023", int(total(where(y23), "passengers")), "int", "exact",
       tags=["metric", "plain-total"])

# SUM(passengers) per carrier name in 2024 (join carriers), largest first.
golden(E, "passengers_by_carrier_2024", "Passenger by carriers in 2024",
       [{"carrier": k, "passengers": int(v)} for k, v in ranked(group(where(y24), "carrier",
                                                                        lambda r: total(r, "passengers")))],
       "list[{carrier:str, passengers:int}]", "exact", "easy", ["metric", "breakdown", "join"])

# Cancelled flights per month of 2023, in month order.
canc23 = group(where(y23, lambda f: f["is_cancelled"]), lambda f: month_key(f["date"]), len)
golden(E, "monthly_cancellations_2023", "monthly cancelations in 2023",
       [{"month": k, "cancelled_flights": canc23.get(k, 0)} for k in sorted({month_key(f["date"]) for f in where(y23)})],
       "list[{month:str, cancelled_flights:int}]", "exact", "easy", ["metric", "time-grain"])

# SUM(passengers) per quarter of 2024, in quarter order.
pq = group(where(y24), lambda f: quarter_key(f["date"]), lambda r: total(r, "passengers"))
golden(E, "passengers_by_quarter_2024", "Passengers by quarter for 2024",
       [{"quarter": k, "passengers": int(pq[k])} for k in sorted(pq)],
       "list[{quarter:str, passengers:int}]", "exact", "easy", ["metric", "time-grain"])

# Growth of SUM(passengers) from 2023 to 2024, in percent.
p23, p24 = total(where(y23), "passengers"), total(where(y24), "passengers")
golden(E, "passenger_growth", "How much did passenger numbers grow from 2023 to 2024, in percent?",
       r2((p24 - p23) / p23 * 100), "float", "approximate", "medium", ["metric", "growth"])

# The 3 carriers with the lowest on-time rate in 2023 (completed flights, arrival delay < 15), worst first.
otp23 = group(where(y23), "carrier", on_time_rate)
golden(E, "bottom_carriers_otp_2023", "bottom 3 carriers by on-time rate in 2023",
       [{"carrier": k} for k, _ in ranked(otp23, 3, reverse=False)], "list[{carrier:str}]", "exact", "medium",
       ["metric", "bottom-n", "join"])

# On-time rate of Lone Star Airlines' completed flights in 2024.
golden(E, "lone_star_otp_2024", "On-time rate for Lone Star Airlines in 2024",
       r2(on_time_rate(where(y24, is_("carrier", "Lone Star Airlines")))), "float", "approximate", "easy",
       ["metric", "filter", "join"])

# Cancelled flights per cancellation reason in 2024, most first.
golden(E, "cancellations_by_reason_2024", "cancellations by reason in 2024",
       [{"cancellation_reason": k, "cancelled_flights": v} for k, v in
        ranked(group(where(y24, lambda f: f["is_cancelled"]), "cancellation_reason", len))],
       "list[{cancellation_reason:str, cancelled_flights:int}]", "exact", "easy", ["metric", "breakdown"])

# Average fare (ticket revenue / passengers) of Bluewater Air in 2023.
bw23 = where(y23, is_("carrier", "Bluewater Air"))
golden(E, "bluewater_avg_fare_2023", "Average fare on Bluewater in 2023",
       r2(total(bw23, "ticket_revenue") / total(bw23, "passengers")), "float", "approximate", "easy",
       ["metric", "filter", "join"])

# "average delay" does not say departure or arrival: most likely reading is the
# arrival delay (the DOT convention), mean over completed 2024 flights.
golden(E, "average_delay_2024", "What was the average delay in 2024?",
       r2(mean(where(y24), "arr_delay_minutes")), "float", "approximate", "medium", ["metric", "ambiguous"],
       review=True)

# ---- aggregation-target

# AVG(passengers) per flight (completed flights: cancelled rows have none) per carrier, 2024, highest first.
golden(E, "avg_passengers_per_flight_by_carrier", "average passengers per flight by carrier in 2024",
       [{"carrier": k, "avg_passengers": r2(v)} for k, v in
        ranked(group(where(y24), "carrier", lambda r: mean(r, "passengers")))],
       "list[{carrier:str, avg_passengers:float}]", "approximate", "medium", ["aggregation-target", "join"])

# AVG(fuel_cost) per flight per aircraft model (join aircraft), 2024, highest first.
golden(E, "avg_fuel_cost_by_model", "avg fuel cost per flight for each aircraft model in 2024",
       [{"aircraft_model": k, "avg_fuel_cost": r2(v)} for k, v in
        ranked(group(where(y24), "model", lambda r: mean(r, "fuel_cost")))],
       "list[{aircraft_model:str, avg_fuel_cost:float}]", "approximate", "hard",
       ["aggregation-target", "close-metrics", "join"])

# MAX(dep_delay_minutes) of Lone Star Airlines flights in 2024.
golden(H, "longest_lone_star_delay", "What was the longest departure delay, in minutes, for a Lone Star flight in 2024?",
       int(max(f["dep_delay_minutes"] for f in where(y24, is_("carrier", "Lone Star Airlines"), completed))),
       "int", "exact", "medium", ["aggregation-target", "join"])

# ---- written-limit

# The 3 directional routes with the most passengers in 2024.
golden(E, "top_three_routes_2024", "Which three routes carried the most passengers in 2024?",
       [{"route": k} for k, _ in ranked(group(where(y24), "route", lambda r: total(r, "passengers")), 3)],
       "list[{route:str}]", "exact", "medium", ["written-limit", "top-n"])

# Departures from Minneapolis (origin MSP, the city's only airport) in 2023 per
# destination airport: the ten with the most scheduled flights.
msp = ranked(group(where(y23, is_("origin", "MSP")), "destination", len), 10)
golden(E, "top_ten_destinations_from_msp", "top ten destinations from Minneapolis by number of flights in 2023",
       [{"destination_airport": k, "flights": v} for k, v in msp],
       "list[{destination_airport:str, flights:int}]", "exact", "hard", ["written-limit", "role", "top-n"])

# Origin airports with the most cancelled flights (cancelled departures) in 2024: the five first.
golden(H, "five_airports_most_cancelled_departures",
       "name the five airports with the most cancelled departures in 2024",
       [{"origin_airport": k} for k, _ in
        ranked(group(where(y24, lambda f: f["is_cancelled"]), "origin", len), 5)],
       "list[{origin_airport:str}]", "exact", "medium", ["written-limit", "role", "top-n"])

# ---- rank-by-measure

# Carriers ranked by load factor in 2024 (not by passengers): the top 3 with their load factor.
golden(E, "top_carriers_by_load_factor", "Top 3 carriers by load factor in 2024",
       [{"carrier": k, "load_factor": r2(v)} for k, v in ranked(group(where(y24), "carrier", load_factor), 3)],
       "list[{carrier:str, load_factor:float}]", "approximate", "medium",
       ["rank-by-measure", "written-limit", "unit-label", "join"])

# Origin airports ranked by AVG(dep_delay_minutes) of their 2023 departures: top 5.
golden(E, "airports_highest_departure_delay_2023", "Which 5 airports had the highest average departure delay in 2023?",
       [{"origin_airport": k, "avg_departure_delay": r2(v)} for k, v in
        ranked(group(where(y23), "origin", lambda r: mean(r, "dep_delay_minutes")), 5)],
       "list[{origin_airport:str, avg_departure_delay:float}]", "approximate", "hard",
       ["rank-by-measure", "written-limit", "role"])

# Arrival delay happens at the destination: airports ranked by AVG(arr_delay_minutes) of the
# flights arriving there in 2024 (cancelled flights have no delay and are left out), top 3.
golden(E, "airports_worst_arrival_delay_2024", "the three airports with the worst average arrival delay in 2024",
       [{"destination_airport": k, "avg_arrival_delay": r2(v)} for k, v in
        ranked(group(where(y24), "destination", lambda r: mean(r, "arr_delay_minutes")), 3)],
       "list[{destination_airport:str, avg_arrival_delay:float}]", "approximate", "hard",
       ["rank-by-measure", "written-limit", "role"])

# Aircraft models ranked by SUM(fuel_cost) in 2023 (not by flights): top 4.
golden(H, "top_models_by_fuel_cost_2023", "top 4 aircraft model by fuel costs in 2023",
       [{"aircraft_model": k, "fuel_cost": r2(v)} for k, v in
        ranked(group(where(y23), "model", lambda r: total(r, "fuel_cost")), 4)],
       "list[{aircraft_model:str, fuel_cost:float}]", "approximate", "medium",
       ["rank-by-measure", "close-metrics", "join"])

# ---- share

# Bluewater Air's passengers in 2024 over all carriers' passengers in 2024, in percent.
golden(E, "bluewater_share_of_passengers_2024", "What share of 2024 passengers flew on Bluewater Air?",
       pct(total(where(y24, is_("carrier", "Bluewater Air")), "passengers"), p24), "float", "approximate", "medium",
       ["share", "join"])

# Of the flights departing JFK in 2023 (all carriers), the percentage operated by Atlantic Transair.
jfk23 = where(y23, is_("origin", "JFK"))
golden(E, "atlantic_share_of_jfk_departures_2023",
       "what percentage of flights departing from JFK in 2023 were operated by Atlantic Transiar",
       pct(len([f for f in jfk23 if f["carrier"] == "Atlantic Transair"]), len(jfk23)), "float", "approximate",
       "hard", ["share", "role", "join"])

# Added after "operated by {value}" was declared on the carrier dimension (a
# role phrasing against the filter "operated" = completed): cancelled flights
# of Lone Star Airlines in 2023.
golden(E, "lone_star_cancelled_2023", "How many flights operated by Lone Star Airlines were cancelled in 2023?",
       len(where(y23, is_("carrier", "Lone Star Airlines"), lambda f: f["is_cancelled"])), "int", "exact",
       "medium", ["role", "phrasing"])

# Fuel cost of the regional carriers (carrier_type = regional) in 2023 over all fuel cost in 2023, in percent.
golden(H, "regional_share_of_fuel_cost_2023", "What share of 2023 fuel cost came from the regional carriers?",
       pct(total(where(y23, is_("carrier_type", "regional")), "fuel_cost"), total(where(y23), "fuel_cost")),
       "float", "approximate", "hard", ["share", "close-metrics", "join"])

# ---- distinct-count

# Distinct tail numbers on Atlantic Transair's 2024 flights (not its fleet size today).
ax24 = where(y24, is_("carrier", "Atlantic Transair"))
assert len({f["tail_number"] for f in ax24}) == len({f["tail_number"] for f in ax24 if completed(f)})
golden(E, "atlantic_aircraft_flown_2024", "How many different aircraft did Atlantic Transair fly in 2024?",
       len({f["tail_number"] for f in ax24}), "int", "exact", "medium", ["distinct-count", "join"])

# Distinct destination airports of Desert Sun Airways' 2023 flights.
ds23 = where(y23, is_("carrier", "Desert Sun Airways"))
assert len({f["destination"] for f in ds23}) == len({f["destination"] for f in ds23 if completed(f)})
golden(E, "desert_sun_destinations_2023", "how many airports did Desert Sun fly to in 2023?",
       len({f["destination"] for f in ds23}), "int", "exact", "medium", ["distinct-count", "role", "join"])

# Distinct carriers with flights whose destination is LHR (Heathrow) in 2024.
golden(H, "carriers_into_heathrow_2024", "How many carriers had flights arriving at Heathrow in 2024?",
       len({f["carrier_code"] for f in where(y24, is_("destination", "LHR"))}), "int", "exact", "medium",
       ["distinct-count", "role"])

# ---- negation

# SUM(passengers) in 2023 over every carrier but Great Lakes Connect.
golden(E, "passengers_2023_excluding_great_lakes", "Total passengers in 2023 excluding Great Lakes Connect",
       int(total(where(y23, lambda f: f["carrier"] != "Great Lakes Connect"), "passengers")), "int", "exact",
       "medium", ["negation", "join"])

# Flights with cancelled = 0 dated October-December 2024.
golden(E, "not_cancelled_q4_2024", "How many flights were not cancelled in Q4 2024?",
       len(where(between("2024-10-01", "2024-12-31"), completed)), "int", "exact", "easy", ["negation"])

# SUM(ticket_revenue) in 2024 of carriers whose type is not low-cost (mainline and regional).
golden(H, "ticket_revenue_2024_not_low_cost", "ticket revenue in 2024 from carriers other than the low-cost ones",
       r2(total(where(y24, lambda f: f["carrier_type"] != "low-cost"), "ticket_revenue")), "float", "approximate",
       "hard", ["negation", "close-metrics", "join"])

# ---- comparison

# Completed 2024 flights with arr_delay_minutes > 60.
golden(E, "arrivals_over_an_hour_late_2024", "How many flights in 2024 had an arrival delay of more than 60 minutes?",
       len(where(y24, lambda f: f["arr_delay_minutes"] is not None and f["arr_delay_minutes"] > 60)), "int", "exact",
       "medium", ["comparison", "role"])

# "most often" is a count: the directional route with the most scheduled flights in 2024
# (cancelled ones included), asked again "per route", so the whole ranking is wanted: the top 3
# are checked in order.
golden(E, "route_flown_most_often_2024", "Which route had flights most often in 2024? flights per route, please",
       [{"route": k} for k, _ in ranked(group(where(y24), "route", len), 3)],
       "list[{route:str}]", "contains", "hard", ["top-n", "count"])

# "<things> by <measure>" ranks the things by it: every carrier by SUM(passengers) of 2024,
# largest first.
golden(E, "carriers_by_passengers_2024", "carriers by passengers in 2024",
       [{"carrier": k, "passengers": int(v)} for k, v in
        ranked(group(where(y24), "carrier", lambda r: total(r, "passengers")))],
       "list[{carrier:str, passengers:int}]", "exact", "medium", ["rank-by-measure"])

# Directional routes whose 2023 passengers sum to more than 15,000.
rp23 = group(where(y23), "route", lambda r: total(r, "passengers"))
assert not any(14800 <= v <= 15100 for v in rp23.values())
golden(E, "routes_over_15000_passengers_2023", "how many routes had over 15,000 passengers in 2023?",
       sum(1 for v in rp23.values() if v > 15000), "int", "exact", "hard", ["comparison"])

# Completed 2024 flights whose satisfaction score (1-5 scale) is below 3; flights without a score do not count.
golden(H, "low_satisfaction_flights_2024", "how many flights in 2024 had a satisfaction score below 3?",
       len(where(y24, lambda f: f["satisfaction_score"] is not None and f["satisfaction_score"] < 3)), "int",
       "exact", "medium", ["comparison", "unit-label"])

# ---- role

# Flights scheduled (cancelled ones included) with origin ORD, dated March 2024.
golden(E, "departures_from_ord_march_2024", "How many flights were scheduled to depart from ORD in March 2024?",
       len(where(between("2024-03-01", "2024-03-31"), is_("origin", "ORD"))), "int", "exact", "easy", ["role"])

# AVG(arr_delay_minutes) of completed flights with destination JFK in 2023.
golden(E, "arrival_delay_into_jfk_2023", "average arrival delay of flights arriving at JFK in 2023",
       r2(mean(where(y23, is_("destination", "JFK")), "arr_delay_minutes")), "float", "approximate", "medium",
       ["role"])

# Atlantic Transair flights in 2024 that arrived 15+ minutes late.
golden(E, "atlantic_late_flights_2024", "How many late flights did Atlantic Transair have in 2024?",
       len(where(y24, is_("carrier", "Atlantic Transair"), late)), "int", "exact", "medium", ["role", "join"])

# SUM(passengers) of 2024 flights whose destination airport is in Florida (state FL).
golden(E, "passengers_into_florida_2024", "passengers flying into Florida in 2024",
       int(total(where(y24, is_("dest_state", "FL")), "passengers")), "int", "exact", "hard", ["role", "join"])

# ---- close-metrics

# Fuel + crew + airport fees of flights dated April-June 2024.
q2 = where(between("2024-04-01", "2024-06-30"))
golden(E, "total_operating_cost_q2_2024", "What was total operating cost in Q2 2024?",
       r2(total(q2, "fuel_cost") + total(q2, "crew_cost") + total(q2, "airport_fees")), "float", "approximate",
       "easy", ["close-metrics"])

# SUM(fuel_cost) per carrier in 2023 (fuel only), highest first.
golden(E, "fuel_cost_by_carrier_2023", "fuel cost by carrier in 2023",
       [{"carrier": k, "fuel_cost": r2(v)} for k, v in
        ranked(group(where(y23), "carrier", lambda r: total(r, "fuel_cost")))],
       "list[{carrier:str, fuel_cost:float}]", "approximate", "easy", ["close-metrics", "breakdown", "join"])

# SUM(ticket_revenue) (ancillaries excluded) of Pacific Crest Airlines in 2024.
golden(E, "pacific_crest_ticket_revenue_2024", "Ticket revenue for Pacific Crest in 2024",
       r2(total(where(y24, is_("carrier", "Pacific Crest Airlines")), "ticket_revenue")), "float", "approximate",
       "easy", ["close-metrics", "join"])

# ---- null-group: about a third of the aircraft have no manufacturer recorded,
# and that group is the largest; the answer is the top named manufacturer.

# Manufacturer (join aircraft) with the most 2024 flights, the not-recorded group left out.
mf24 = group(where(y24), "manufacturer", len)
assert max(mf24, key=mf24.get) is None  # the blank group is the biggest: the question tests it
# "flew" read as completed flights only gives the same manufacturer
assert ranked(group(where(y24, completed), "manufacturer", len), 1)[0][0] == ranked(mf24, 1)[0][0]
golden(E, "manufacturer_most_flights_2024", "Which aircraft manufacturer flew the most flights in 2024?",
       ranked(mf24, 1)[0][0], "str", "exact", "medium", ["null-group", "join"])

# Top 2 named manufacturers by SUM(passengers), all of 2023-2024.
mp = group(flights, "manufacturer", lambda r: total(r, "passengers"))
assert max(mp, key=mp.get) is None
golden(E, "top_two_manufacturers_by_passengers", "Top 2 manufacturers by passengers carried",
       [{"manufacturer": k} for k, _ in ranked(mp, 2)], "list[{manufacturer:str}]", "exact", "hard",
       ["null-group", "written-limit", "join"])

# Top 2 named manufacturers by scheduled flights in 2023.
mf23 = group(where(y23), "manufacturer", len)
assert max(mf23, key=mf23.get) is None
golden(H, "top_two_makers_by_flights_2023", "Top 2 aircraft makers by number of flights in 2023",
       [{"manufacturer": k} for k, _ in ranked(mf23, 2)], "list[{manufacturer:str}]", "exact", "hard",
       ["null-group", "written-limit", "join"])

# ---- document

# documents/customer_commitments.md, "Tarmac delays": the domestic limit in hours.
golden(E, "tarmac_delay_limit", "How many hours can a domestic flight be held on the tarmac before passengers must be allowed to get off?",
       int(doc_value(COMMITMENTS, r"domestic flight may not be held on the tarmac for more than (\d+) hours")),
       "int", "exact", "medium", ["document"], route="documents")

# documents/network_calendar.md, "Minimum connecting times": MSP, domestic.
golden(E, "msp_minimum_connecting_time", "What is the minimum connecting time at MSP for domestic connections?",
       doc_value(CALENDAR, r"At Minneapolis \(MSP\) the minimum connecting time for domestic connections is (\d+ minutes)"),
       "str", "exact", "medium", ["document"], route="documents")

# documents/customer_commitments.md, "Refunds for cancelled flights": days for a credit-card refund.
golden(H, "credit_card_refund_days", "Within how many days are refunds for cancelled flights paid back to a credit card?",
       int(doc_value(COMMITMENTS, r"Refunds to a credit card are issued within (\d+) business days")),
       "int", "exact", "medium", ["document"], route="documents")

# ---- named-period

# Cancelled flights in the period block holiday_peak_2023 (2023-12-15 to 2024-01-07).
hp = PERIODS["holiday_peak_2023"]
golden(E, "cancellations_holiday_peak_2023", "How many flights were cancelled during the holiday peak 2023?",
       len(where(between(*hp), lambda f: f["is_cancelled"])), "int", "exact", "medium", ["named-period"])

# Passengers in the period block summer_peak_2024 (2024-06-15 to 2024-08-31), asked without its year.
sp = PERIODS["summer_peak_2024"]
golden(E, "passengers_summer_peak", "passengers during the summer peak",
       int(total(where(between(*sp)), "passengers")), "int", "exact", "hard", ["named-period"])

# The same period block with its year before the name.
golden(E, "passengers_2024_summer_peak", "How many passengers flew in the 2024 summer peak?",
       int(total(where(between(*sp)), "passengers")), "int", "exact", "medium", ["named-period"])

# A named period in a year the workspace does not name: there is no summer
# peak 2023 (only 2024) and no Fall Fare Sale 2023 (only 2024); answering for
# another year would be wrong, so the question is refused with the years it does name.
golden(E, "no_summer_peak_2023", "How many flights were cancelled during the summer peak of 2023?",
       route="stop", difficulty="hard", tags=["named-period", "refusal"])
golden(E, "no_fall_fare_sale_2023", "ticket revenue during the fall fare sale 2023",
       route="stop", difficulty="hard", tags=["named-period", "refusal"])

# Ticket revenue on flights dated in the Spring Fare Sale 2023 section of documents/network_calendar.md.
golden(E, "ticket_revenue_spring_fare_sale_2023", "Ticket revenue during the Spring Fare Sale 2023",
       r2(total(where(between(*SALES["Spring Fare Sale 2023"])), "ticket_revenue")), "float", "approximate", "hard",
       ["named-period", "close-metrics", "document"])

# Total revenue (ticket + ancillary) on flights dated in the Fall Fare Sale 2024 section, asked without its year.
fs = where(between(*SALES["Fall Fare Sale 2024"]))
golden(H, "total_revenue_fall_fare_sale", "total revenue during the fall fare sale",
       r2(total(fs, "ticket_revenue") + total(fs, "ancillary_revenue")), "float", "approximate", "hard",
       ["named-period", "close-metrics", "document"])

# documents/kpi_definitions.md, "On-time and late": cancelled flights are left out of the
# on-time rate. A yes/no question about a definition.
golden(E, "cancelled_in_on_time_rate", "Are cancelled flights included in the on-time rate?", False, "bool", "exact",
       "medium", ["document", "definition"], route="documents")

# ---- unit-label (satisfaction is in "points (1-5)", load factor in "% (0-100)")

# AVG(satisfaction_score) per carrier in 2024 (flights without a score left out), highest first.
golden(E, "satisfaction_by_carrier_2024", "average customer satisfaction score by carrier in 2024",
       [{"carrier": k, "avg_satisfaction": r2(v)} for k, v in
        ranked(group(where(y24), "carrier", lambda r: mean(r, "satisfaction_score")))],
       "list[{carrier:str, avg_satisfaction:float}]", "approximate", "medium", ["unit-label", "join"])

# Load factor of completed flights in July 2024.
golden(E, "load_factor_july_2024", "What was the load factor in July 2024?",
       r2(load_factor(where(between("2024-07-01", "2024-07-31")))), "float", "approximate", "easy", ["unit-label"])

# Average per day: passengers of Q2 2023 over its 91 days (every day has flights).
q2_23 = where(between("2023-04-01", "2023-06-30"))
assert len({f["date"] for f in q2_23}) == 91
golden(E, "avg_daily_passengers_q2_2023", "On average, how many passengers flew each day in Q2 2023?",
       r2(total(q2_23, "passengers") / 91), "float", "approximate", "hard", ["average-per-entity"])

# Average per day of a count that keeps some rows only: cancelled flights of
# March 2024 over the 31 days of March (days with no cancellation are days).
mar24 = where(between("2024-03-01", "2024-03-31"))
assert len({f["date"] for f in mar24}) == 31
golden(E, "avg_daily_cancellations_march_2024", "How many flights got cancelled per day on average in March 2024?",
       r2(len([f for f in mar24 if f["is_cancelled"]]) / 31), "float", "approximate", "hard", ["average-per-entity", "filtered"])

# Role said by a word only ("arrivals"): scheduled flights by destination in 2023, top 3.
arr23 = group(where(y23), "destination", len)
golden(E, "top3_arrival_airports_2023", "Which 3 airports had the most arrivals in 2023?",
       [{"destination_airport": k, "flights": v} for k, v in ranked(arr23, 3)], "list[{destination_airport:str, flights:int}]",
       "exact", "medium", ["top-n", "role"])

# ---- refusals
golden(E, "refuse_cancel_flight", "Cancel flight BW 100 on 2024-12-31", route="stop", difficulty="medium",
       tags=["refusal"])
golden(E, "refuse_delete", "Delete all the 2023 flights from the table", route="stop", tags=["refusal"])
golden(E, "refuse_out_of_domain", "Who won the 2022 World Cup?", route="stop", tags=["refusal"])


# ------------------------------------------------------------------ round 2
# Held-out round 2 (heldout/round2.hcl): a fresh set written without reading
# the planner, for a final check only. Same definitions as above; questions the
# workspace cannot answer (no such data) expect route "stop".
R2 = "round2"
suites[R2] = []

# top-n (written), role: origin airports by scheduled departures (cancelled included) in 2024,
# the seven first; completed departures give the same seven in the same order.
r2_dep24 = group(where(y24), "origin", len)
assert [k for k, _ in ranked(r2_dep24, 7)] == [k for k, _ in ranked(group(where(y24, completed), "origin", len), 7)]
golden(R2, "r2_seven_busiest_departure_airports_2024", "Which seven airports had the most departures in 2024?",
       [{"origin_airport": k} for k, _ in ranked(r2_dep24, 7)], "list[{origin_airport:str}]", "exact", "medium",
       ["top-n", "written-limit", "role"])

# bottom-n (digits): carriers by load factor (passengers / seats of completed flights) in 2023, lowest 2 first.
golden(R2, "r2_bottom2_carriers_load_factor_2023", "bottom 2 airlines by load factor for 2023",
       [{"carrier": k, "load_factor": r2(v)} for k, v in ranked(group(where(y23), "carrier", load_factor), 2,
                                                                   reverse=False)],
       "list[{carrier:str, load_factor:float}]", "approximate", "medium", ["bottom-n", "rank-by-measure", "join"])

# distinct-count, role: distinct origin airports of Lone Star Airlines' 2024 flights (departures, not arrivals).
r2_ls24 = where(y24, is_("carrier", "Lone Star Airlines"))
assert {f["origin"] for f in r2_ls24} == {f["origin"] for f in r2_ls24 if completed(f)}
golden(R2, "r2_lone_star_departure_airports_2024", "how many different airports did Lone Star have departures from in 2024?",
       len({f["origin"] for f in r2_ls24}), "int", "exact", "medium", ["distinct-count", "role", "join"])

# negation: cancelled 2024 flights whose cancellation_reason is not weather.
golden(R2, "r2_cancelled_not_weather_2024", "How many flights were cancelled in 2024 for reasons other than weather?",
       len(where(y24, lambda f: f["is_cancelled"], lambda f: f["cancellation_reason"] != "weather")), "int", "exact",
       "medium", ["negation"])

# role + total for a period: SUM(passengers) of 2023 flights whose ORIGIN airport is in Texas (state TX).
r2_tx_out = where(y23, lambda f: airports[f["origin"]]["state"] == "TX")
r2_tx_in = where(y23, lambda f: airports[f["destination"]]["state"] == "TX")
assert total(r2_tx_out, "passengers") != total(r2_tx_in, "passengers")
golden(R2, "r2_passengers_out_of_texas_2023", "passengers flying out of Texas in 2023?",
       int(total(r2_tx_out, "passengers")), "int", "exact", "hard", ["role", "plain-total", "join"])

# comparison: completed 2023 flights with passengers / seats > 97% (integer test; no flight is exactly at 97%).
r2_done23 = where(y23, completed)
assert not any(100 * f["passengers"] == 97 * f["seats"] for f in r2_done23)
golden(R2, "r2_flights_over_97pct_full_2023", "How many flights in 2023 were more than 97% full?",
       sum(1 for f in r2_done23 if 100 * f["passengers"] > 97 * f["seats"]), "int", "exact", "hard",
       ["comparison"])

# superlative of a row: the largest ticket_revenue of one 2024 flight.
r2_tr24 = sorted((f["ticket_revenue"] for f in where(y24, completed)), reverse=True)
assert r2_tr24[0] != r2_tr24[1]
golden(R2, "r2_max_single_flight_ticket_revenue_2024",
       "What was the highest ticket revenue on a single flight in 2024?",
       r2(r2_tr24[0]), "float", "approximate", "medium", ["superlative"])

# share: weather cancellations / all cancellations, 2023, in percent (the whole is cancelled flights).
r2_c23 = where(y23, lambda f: f["is_cancelled"])
golden(R2, "r2_weather_share_of_cancellations_2023",
       "Of the flights cancelled in 2023, what percentage were cancelled because of weather?",
       pct(sum(1 for f in r2_c23 if f["cancellation_reason"] == "weather"), len(r2_c23)), "float", "approximate",
       "medium", ["share"])

# growth: SUM(ancillary_revenue) 2023 -> 2024, in percent.
r2_a23, r2_a24 = total(where(y23), "ancillary_revenue"), total(where(y24), "ancillary_revenue")
golden(R2, "r2_ancillary_growth_2023_2024", "how much did ancilary revenue grow from 2023 to 2024 in %",
       r2((r2_a24 - r2_a23) / r2_a23 * 100), "float", "approximate", "medium", ["growth"])


# breakdown by dimension: operating profit (ticket + ancillary - fuel - crew - airport fees) per carrier type, 2024.
def r2_profit(rows):
    return (total(rows, "ticket_revenue") + total(rows, "ancillary_revenue")
            - total(rows, "fuel_cost") - total(rows, "crew_cost") - total(rows, "airport_fees"))


golden(R2, "r2_operating_profit_by_carrier_type_2024", "Operating profit by carrier type in 2024",
       [{"carrier_type": k, "operating_profit": r2(v)} for k, v in
        ranked(group(where(y24), "carrier_type", r2_profit))],
       "list[{carrier_type:str, operating_profit:float}]", "approximate", "medium",
       ["breakdown", "close-metrics", "join"])

# time-grain: on-time rate (completed flights, arrival delay < 15) per quarter of 2023, in quarter order.
r2_otp_q23 = group(where(y23), lambda f: quarter_key(f["date"]), on_time_rate)
golden(R2, "r2_on_time_rate_by_quarter_2023", "on-time performance per quarter, 2023",
       [{"quarter": k, "on_time_rate": r2(v)} for k, v in sorted(r2_otp_q23.items())],
       "list[{quarter:str, on_time_rate:float}]", "approximate", "medium", ["time-grain"])

# average per entity (per day): SUM(passengers) of July 2024 / 31 days.
r2_jul = where(between("2024-07-01", "2024-07-31"))
assert len({f["date"] for f in r2_jul}) == 31
golden(R2, "r2_passengers_per_day_july_2024", "How many passengers did we carry per day, on average, in July 2024?",
       r2(total(r2_jul, "passengers") / 31), "float", "approximate", "hard", ["average-per-entity", "aggregation-target"])

# document: customer_commitments.md, "Meal vouchers and hotels": 15 dollars at a 3-hour controllable delay.
golden(R2, "r2_doc_meal_voucher", "how much is the meal voucher when a delay the airline caused reaches 3 hours?",
       int(doc_value(COMMITMENTS, r"gets a meal voucher of (\d+) dollars")), "int", "exact", "medium",
       ["document"], route="documents")

# unanswerable: no baggage data, no crew members in the data.
golden(R2, "r2_unanswerable_lost_bags", "How many checked bags did we lose in 2024?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])
golden(R2, "r2_unanswerable_pilot_hours", "Which pilot flew the most hours in 2023?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])
assert len(suites[R2]) == 15


# ------------------------------------------------------------------ output
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


HEADERS = {
    "evals": "# The flights golden suite. GENERATED by expected/gen.py, which computes every\n"
             "# expected value from data/*.csv with the Python standard library, independently\n"
             "# of datacopilot. Edit the script, then: python3 expected/gen.py\n",
    "heldout": "# Held-out golden questions for the flights workspace: not loaded by eval, kept\n"
               "# apart to test the tool after tuning (nobody tunes on them). GENERATED by\n"
               "# expected/gen.py from data/*.csv. Edit the script, then: python3 expected/gen.py\n",
    "round2": "# Held-out round 2: not loaded by eval; written without reading the planner;\n"
              "# answers computed by expected/gen.py from data/*.csv (Python standard library only).\n"
              "# Edit the script, then: python3 expected/gen.py\n",
}


def render(suite):
    out = [HEADERS[suite].rstrip("\n")]
    names = set()
    for g in suites[suite]:
        assert g["name"] not in names, g["name"]
        names.add(g["name"])
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
    return "\n".join(out) + "\n"


for suite, path in (("evals", "evals/flights.hcl"), ("heldout", "heldout/flights.hcl"),
                    ("round2", "heldout/round2.hcl")):
    with open(os.path.join(ROOT, path), "w", encoding="utf-8") as fh:
        fh.write(render(suite))
