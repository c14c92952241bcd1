#!/usr/bin/env python3
"""Held-out round 16 for the bikeshare workspace: 35 new questions in the words
of business users (ops, finance, fleet, growth; terse ones, long polite ones,
three with a typo, some with written numbers and words the knowledge files do
not use literally), written by an independent question writer from data/*.csv,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. Every expected
value is computed here from data/*.csv with plain Python loops, then a second
time by hand-written SQL over the same CSV files loaded into sqlite3 (a
different path), and the two are asserted equal. The two document answers are
read from documents/pricing_policy.md and checked by asserting the sentence is
in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md, pipes/stations.hcl):
- a trip is a row of trips.csv with status completed or out_of_dock; cancelled
  unlocks (status = 'cancelled') are never trips, riders, ride time, distance or
  part of an average (rule cancelled_unlocks_are_not_trips); a trip belongs to
  the day it started (started_at), also for arrivals;
- cancelled unlocks = rows with status 'cancelled' (metric cancelled_unlocks),
  counted at their start station;
- revenue = SUM(fare_usd) (cancelled unlocks have fare 0); average fare =
  AVG(fare_usd) over trips; ride minutes = SUM(duration_min) over trips;
  average trip duration = AVG(duration_min) over trips; distance =
  SUM(distance_km) over trips (out-of-dock trips have none); active riders =
  distinct riders with a trip; trips per rider = trips / active riders;
  out-of-dock rate = 100 * out-of-dock trips / trips; average rating =
  AVG(rating) over rated trips;
- round trips = completed trips with start station = end station (filter
  round_trip); long ride = duration_min > 45 (filter long_ride);
- "members"/"casual" = plans.plan_type of the rider's current plan; a named plan
  = plans.plan_name of the current plan; e-bike = bikes.bike_type = 'electric';
  bike model = bikes.model;
- roles: "from"/"started"/departures = start_station_id; "to"/"ended"/
  arrivals/destination = end_station_id (out-of-dock trips have none); net flow
  = arrivals - departures of the trips started in the period (pipe
  station_flow); "people who live in X" = riders.home_district (rule
  home_district_vs_station_district);
- maintenance tickets are dated by reported_on; repair cost = repair_cost_usd
  of resolved tickets (0 = under warranty, still a resolved ticket); open = no
  resolved_on; a ticket's district = the district of maintenance.station_id
  (empty = reported on the street); fleet register = every row of bikes.csv,
  whatever its status;
- the Harbor Festival 2024 = 2024-07-12..2024-07-21 inclusive (period in
  knowledge.hcl, pricing_policy.md);
- Qn / Hn are calendar quarters / halves, dates inclusive; growth in percent =
  100 * (later - earlier) / earlier.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings refuse ties inside the listed items and at the cut.
List answers use mode "contains" with the expected items.
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
PREFIX = "r16_"
N_GOLDENS = 35


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    assert a
    return 100.0 * (b - a) / a


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert name.startswith(PREFIX), name
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert question not in {g["question"] for g in GOLDENS}, question
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list) and expect, name
    assert difficulty in ("easy", "medium", "hard"), difficulty
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" else None))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and all(not isinstance(x, dict) for x in v):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { %s }," % ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()), file=out)
            print("  ]", file=out)
        else:
            print("  expect      = %s" % hcl(e), file=out)
        print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def balanced(text):
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            assert depth >= 0, "unbalanced"
    return depth == 0 and not in_str


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


def sql1(sql, *params):
    return DB.execute(sql, params).fetchone()[0]


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
plans = {p["plan_id"]: p for p in load("plans.csv")}
riders = {r["rider_id"]: r for r in load("riders.csv")}
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
tickets = load("maintenance.csv")
trips = load("trips.csv")
assert len(stations) == 65 and len(plans) == 5
for r in riders.values():
    r["plan"] = plans[r["plan_id"]]["plan_name"]
    r["ptype"] = plans[r["plan_id"]]["plan_type"]
for t in trips:
    t["day"] = t["started_at"][:10]
    rd = riders[t["rider_id"]]
    t["plan"], t["ptype"] = rd["plan"], rd["ptype"]
    t["gender"], t["home"] = rd["gender"], rd["home_district"]
    t["btype"] = bikes[t["bike_id"]]["bike_type"]
    t["model"] = bikes[t["bike_id"]]["model"]
    t["dur"] = float(t["duration_min"])
    t["fare"] = float(t["fare_usd"])
    t["km"] = float(t["distance_km"]) if t["distance_km"] else None
    t["stars"] = int(t["rating"]) if t["rating"] else None
    t["sname"] = stations[t["start_station_id"]]["station_name"]
    t["sdist"] = stations[t["start_station_id"]]["district"]
    es = stations.get(t["end_station_id"])
    t["ename"] = es["station_name"] if es else None
    t["edist"] = es["district"] if es else None
for m in tickets:
    b = bikes[m["bike_id"]]
    m["model"], m["btype"] = b["model"], b["bike_type"]
    st = stations.get(m["station_id"])
    m["sname"] = st["station_name"] if st else None
    m["sdist"] = st["district"] if st else None
    m["cost"] = float(m["repair_cost_usd"]) if m["repair_cost_usd"] else None
    assert (m["cost"] is None) == (m["resolved_on"] == ""), m

rides = [t for t in trips if t["status"] != "cancelled"]
# cancelled unlocks: no fare, no distance, never rated, end where they started;
# out-of-dock trips: no end station, no distance
assert all(t["fare"] == 0 and t["km"] == 0 and t["stars"] is None and t["end_station_id"] == t["start_station_id"]
           for t in trips if t["status"] == "cancelled")
assert all(t["end_station_id"] == "" and t["km"] is None for t in trips if t["status"] == "out_of_dock")
assert all(t["km"] is not None and t["end_station_id"] for t in trips if t["status"] == "completed")

DB = sqlite_db(DATA, ["trips.csv", "riders.csv", "plans.csv", "bikes.csv", "stations.csv", "maintenance.csv"])
assert sql1("SELECT COUNT(*) FROM trips WHERE end_station_id IS NULL") == sum(1 for t in trips if not t["end_station_id"])

R = "t.status <> 'cancelled'"
PLAN_JOIN = "JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id"
BIKE_JOIN = "JOIN bikes b ON b.bike_id = t.bike_id"
START_JOIN = "JOIN stations ss ON ss.station_id = t.start_station_id"
END_JOIN = "JOIN stations es ON es.station_id = t.end_station_id"


def on(day, p):
    return p[0] <= day <= p[1]


def started(p):
    return [t for t in rides if on(t["day"], p)]


def reported(p):
    return [m for m in tickets if on(m["reported_on"], p)]


def between(col, p):
    return "date(%s) BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


Y22, Y23, Y24 = ("2022-01-01", "2022-12-31"), ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
H1_23, H2_23, H2_24 = ("2023-01-01", "2023-06-30"), ("2023-07-01", "2023-12-31"), ("2024-07-01", "2024-12-31")
Q1_24, Q2_24 = ("2024-01-01", "2024-03-31"), ("2024-04-01", "2024-06-30")
H1_24 = ("2024-01-01", "2024-06-30")
Q4_23, Q4_24 = ("2023-10-01", "2023-12-31"), ("2024-10-01", "2024-12-31")
JUL_23 = ("2023-07-01", "2023-07-31")
FEST = ("2024-07-12", "2024-07-21")

r22, r23, r24 = started(Y22), started(Y23), started(Y24)

# ====================================================== aggregation per / by
# 1. average fare per trip by plan, H2 2023: the Monthly figure
x = [t["fare"] for t in started(H2_23) if t["plan"] == "Monthly"]
v = mean(x)
check(v, f"""SELECT AVG(t.fare_usd) FROM trips t {PLAN_JOIN} WHERE {R} AND p.plan_name = 'Monthly' AND """
      + between("t.started_at", H2_23))
assert abs(v - mean(t["fare"] for t in trips if on(t["day"], H2_23) and t["plan"] == "Monthly")) > 1e-3, \
    "leaving the cancelled unlocks in must change the answer"
golden("r16_avg_fare_monthly_h2_2023",
       "Could you give me the average fare per trip for each plan over the second half of 2023? "
       "The only number I actually need is the one for the Monthly plan.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "average-fare", "plan", "half-year", "polite"])

# 2. average star rating by destination district, 2022: Westbrook
x = [t["stars"] for t in r22 if t["edist"] == "Westbrook" and t["stars"] is not None]
v = mean(x)
w_start = mean(t["stars"] for t in r22 if t["sdist"] == "Westbrook" and t["stars"] is not None)
assert abs(r2(v) - r2(w_start)) > 1e-3, "the start-district reading must differ"
check(v, f"""SELECT AVG(t.rating) FROM trips t {END_JOIN} WHERE {R} AND es.district = 'Westbrook' AND """
      + between("t.started_at", Y22))
golden("r16_avg_rating_dest_westbrook_2022",
       "avg star rating by destination district for 2022 - what did Westbrook score?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "rating", "end-district", "role", "year", "terse"])

# ======================================================= written / numeric limits
# 3. the four stations with the most round trips in 2023 (five would tie at the cut)
cnt = Counter(t["sname"] for t in r23 if t["status"] == "completed" and t["start_station_id"] == t["end_station_id"])
top = ranked(cnt, 4)
check(top, f"""SELECT ss.station_name, COUNT(*) n FROM trips t {START_JOIN}
               WHERE t.status = 'completed' AND t.start_station_id = t.end_station_id AND """
      + between("t.started_at", Y23) + " GROUP BY ss.station_name ORDER BY n DESC, ss.station_name LIMIT 4")
golden("r16_top4_round_trip_stations_2023",
       "Name the four stations where the most round trips happened in 2023, i.e. bikes taken out and brought back to the same dock.",
       [{"station": k, "round_trips": n} for k, n in top], "list[{station:str, round_trips:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "round-trip", "station", "year"])

# 4. the three stations with the most e-bike departures in 2022
cnt = Counter(t["sname"] for t in r22 if t["btype"] == "electric")
top = ranked(cnt, 3)
assert [k for k, _ in top] != [k for k, _ in ranked(Counter(t["sname"] for t in r22), 3)], \
    "without the e-bike filter the list must differ"
check(top, f"""SELECT ss.station_name, COUNT(*) n FROM trips t {START_JOIN} {BIKE_JOIN}
               WHERE {R} AND b.bike_type = 'electric' AND """ + between("t.started_at", Y22)
      + " GROUP BY ss.station_name ORDER BY n DESC, ss.station_name LIMIT 3")
golden("r16_top3_ebike_departure_stations_2022",
       "which three stations had the most e-bikes picked up from them in 2022?",
       [{"start_station": k, "trips": n} for k, n in top], "list[{start_station:str, trips:int}]",
       mode="contains", tags=["top-n", "written-limit", "bike-type", "start-station", "year"])

# 5. the two issue types with the most tickets still open
cnt = Counter(m["issue_type"] for m in tickets if not m["resolved_on"])
top = ranked(cnt, 2)
check(top, """SELECT issue_type, COUNT(*) n FROM maintenance WHERE resolved_on IS NULL
              GROUP BY issue_type ORDER BY n DESC, issue_type LIMIT 2""")
golden("r16_top2_issue_types_open",
       "What are the 2 kinds of fault with the most repair tickets still waiting to be fixed, and how many of each?",
       [{"issue_type": k, "open_tickets": n} for k, n in top], "list[{issue_type:str, open_tickets:int}]",
       mode="contains", tags=["top-n", "numeric-limit", "open-tickets", "issue-type"])

# ======================================================= ranking by a named measure
# 6. plan whose riders rode the most total minutes in 2023 (not the plan with the most trips)
mins = defaultdict(float)
for t in r23:
    mins[t["plan"]] += t["dur"]
(best, _), = ranked(mins, 1)
assert best != ranked(Counter(t["plan"] for t in r23), 1)[0][0], "the trip count must name another plan"
check(best, f"""SELECT p.plan_name FROM trips t {PLAN_JOIN} WHERE {R} AND """ + between("t.started_at", Y23)
      + " GROUP BY p.plan_name ORDER BY SUM(t.duration_min) DESC LIMIT 1")
golden("r16_plan_most_ride_minutes_2023",
       "Which plan's riders spent the most total time in the saddle in 2023?",
       best, "str", tags=["ranking", "named-measure", "ride-minutes", "plan", "year"])

# 7. bike model with the lowest average fare per trip in 2023 (not the model with the fewest trips)
fares = defaultdict(list)
for t in r23:
    fares[t["model"]].append(t["fare"])
(low, _), = ranked({k: mean(x) for k, x in fares.items()}, 1, reverse=False)
assert low != ranked(Counter(t["model"] for t in r23), 1, reverse=False)[0][0]
check(low, f"""SELECT b.model FROM trips t {BIKE_JOIN} WHERE {R} AND """ + between("t.started_at", Y23)
      + " GROUP BY b.model ORDER BY AVG(t.fare_usd) ASC LIMIT 1")
golden("r16_model_cheapest_avg_fare_2023",
       "In 2023, rides on which bike model were cheapest on average for the rider?",
       low, "str", tags=["ranking", "named-measure", "average-fare", "bike-model", "year"])

# 8. station district with the highest average repair cost per resolved ticket, reported in 2023
costs = defaultdict(list)
for m in reported(Y23):
    if m["sdist"] and m["cost"] is not None:
        costs[m["sdist"]].append(m["cost"])
(best, _), = ranked({k: mean(x) for k, x in costs.items()}, 1)
tot = defaultdict(float)
for k, x in costs.items():
    tot[k] = sum(x)
assert best != ranked(tot, 1)[0][0], "total repair cost must name another district"
check(best, """SELECT s.district FROM maintenance m JOIN stations s ON s.station_id = m.station_id
               WHERE m.repair_cost_usd IS NOT NULL AND """ + between("m.reported_on", Y23)
      + " GROUP BY s.district ORDER BY AVG(m.repair_cost_usd) DESC LIMIT 1")
golden("r16_district_highest_avg_repair_cost_2023",
       "Grouping the repair tickets reported in 2023 by the district of the station where the problem was reported, "
       "which district had the highest average cost per fixed ticket?",
       best, "str", difficulty="hard",
       tags=["ranking", "named-measure", "repair-cost", "average", "station-district", "year"])

# 9. plan with the highest out-of-dock rate in 2024 (not the plan with the most out-of-dock trips)
acc = defaultdict(lambda: [0, 0])
for t in r24:
    acc[t["plan"]][0] += t["status"] == "out_of_dock"
    acc[t["plan"]][1] += 1
(best, _), = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 1)
assert best != ranked({k: a for k, (a, b) in acc.items()}, 1)[0][0]
check(best, f"""SELECT p.plan_name FROM trips t {PLAN_JOIN} WHERE {R} AND """ + between("t.started_at", Y24)
      + """ GROUP BY p.plan_name
            ORDER BY 100.0 * SUM(CASE WHEN t.status = 'out_of_dock' THEN 1 ELSE 0 END) / COUNT(*) DESC LIMIT 1""")
golden("r16_plan_highest_ood_rate_2024",
       "Which plan had the highest out-of-dock rate in 2024?",
       best, "str", tags=["ranking", "named-measure", "out-of-dock-rate", "plan", "year"])

# ============================================================== share of total
# 10. share of 2024 revenue from out-of-dock trips
v = 100.0 * sum(t["fare"] for t in r24 if t["status"] == "out_of_dock") / sum(t["fare"] for t in r24)
check(v, """SELECT 100.0 * SUM(CASE WHEN status = 'out_of_dock' THEN fare_usd ELSE 0 END) / SUM(fare_usd)
            FROM trips WHERE status <> 'cancelled' AND """ + between("started_at", Y24))
golden("r16_ood_share_of_revenue_2024",
       "What percentage of 2024 trip revenue came from rides where the bike was left outside a station?",
       r2(v), "float", mode="approximate", tags=["share", "revenue", "out-of-dock", "year"])

# 11. share of festival trips taken by casual riders (typo "festval")
f = started(FEST)
v = 100.0 * sum(1 for t in f if t["ptype"] == "casual") / len(f)
check(v, f"""SELECT 100.0 * SUM(CASE WHEN p.plan_type = 'casual' THEN 1 ELSE 0 END) / COUNT(*)
             FROM trips t {PLAN_JOIN} WHERE {R} AND """ + between("t.started_at", FEST))
golden("r16_casual_share_festival",
       "what % of trips during the harbor festval were taken by casual riders?",
       r2(v), "float", mode="approximate",
       tags=["share", "rider-type", "named-period", "typo"])

# 12. of the resolved tickets reported in 2023, % fixed under warranty (cost 0)
res = [m for m in reported(Y23) if m["cost"] is not None]
v = 100.0 * sum(1 for m in res if m["cost"] == 0) / len(res)
check(v, """SELECT 100.0 * SUM(CASE WHEN repair_cost_usd = 0 THEN 1 ELSE 0 END) / COUNT(*) FROM maintenance
            WHERE repair_cost_usd IS NOT NULL AND """ + between("reported_on", Y23))
golden("r16_warranty_share_2023",
       "Of the repair tickets reported in 2023 that have been fixed, what percentage were covered by warranty, so cost us nothing?",
       r2(v), "float", mode="approximate", tags=["share", "warranty", "repair-cost", "year"])

# 13. of trips ending at Harborfront stations in 2024, % that started outside Harborfront
arr = [t for t in r24 if t["edist"] == "Harborfront"]
v = 100.0 * sum(1 for t in arr if t["sdist"] != "Harborfront") / len(arr)
dep = [t for t in r24 if t["sdist"] == "Harborfront"]
assert abs(v - 100.0 * sum(1 for t in dep if t["edist"] != "Harborfront") / len(dep)) > 0.01, "the reverse reading differs"
check(v, f"""SELECT 100.0 * SUM(CASE WHEN ss.district <> 'Harborfront' THEN 1 ELSE 0 END) / COUNT(*)
             FROM trips t {START_JOIN} {END_JOIN} WHERE {R} AND es.district = 'Harborfront' AND """
      + between("t.started_at", Y24))
golden("r16_harborfront_arrivals_from_outside_2024",
       "I'm looking at bikes coming into the waterfront. Of all the 2024 trips that ended at a Harborfront station, "
       "what share had started in some other district? A percentage would be great, thanks.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["share", "role", "end-district", "start-district", "year", "polite"])

# ============================================================ distinct counts
# 14. distinct riders with at least one long ride (> 45 min) in Q1 2024
v = len({t["rider_id"] for t in started(Q1_24) if t["dur"] > 45})
assert v != len({t["rider_id"] for t in started(Q1_24) if t["dur"] >= 45})
check(v, f"SELECT COUNT(DISTINCT t.rider_id) FROM trips t WHERE {R} AND t.duration_min > 45 AND "
      + between("t.started_at", Q1_24))
golden("r16_riders_with_long_ride_q1_2024",
       "How many individual customers went on at least one long ride in Q1 2024?",
       v, "int", tags=["distinct-count", "long-ride", "riders", "quarter"])

# 15. distinct University residents who gave a 2024 ride five stars
v = len({t["rider_id"] for t in r24 if t["home"] == "University" and t["stars"] == 5})
assert v != len({t["rider_id"] for t in r24 if t["sdist"] == "University" and t["stars"] == 5})
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t JOIN riders r ON r.rider_id = t.rider_id
             WHERE {R} AND r.home_district = 'University' AND t.rating = 5 AND """ + between("t.started_at", Y24))
golden("r16_university_residents_five_stars_2024",
       "How many people who live in the University district gave at least one of their 2024 rides five stars?",
       v, "int", difficulty="medium", tags=["distinct-count", "role", "home-district", "rating", "written-number", "year"])

# 16. distinct Pay As You Go riders who started a trip at a Westbrook station, H2 2024
v = len({t["rider_id"] for t in started(H2_24) if t["plan"] == "Pay As You Go" and t["sdist"] == "Westbrook"})
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN} {START_JOIN}
             WHERE {R} AND p.plan_name = 'Pay As You Go' AND ss.district = 'Westbrook' AND """
      + between("t.started_at", H2_24))
golden("r16_payg_riders_from_westbrook_h2_2024",
       "How many pay-per-ride customers picked up a bike at a Westbrook station at least once in the second half of 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "plan", "start-district", "role", "half-year"])

# ============================================================ negation / exclusion
# 17. average trip duration 2024 leaving out round trips
x = [t["dur"] for t in r24 if not (t["status"] == "completed" and t["start_station_id"] == t["end_station_id"])]
v = mean(x)
check(v, f"""SELECT AVG(t.duration_min) FROM trips t WHERE {R} AND """ + between("t.started_at", Y24) + """
             AND NOT (t.status = 'completed' AND t.start_station_id = t.end_station_id)""")
golden("r16_avg_duration_excl_round_trips_2024",
       "What was the average trip duration in 2024 if you leave out the round trips?",
       r2(v), "float", mode="approximate", tags=["exclusion", "average-duration", "round-trip", "year"])

# 18. H1 2023 classic-bike trips by riders other than Pay As You Go
v = sum(1 for t in started(H1_23) if t["btype"] == "classic" and t["plan"] != "Pay As You Go")
check(v, f"""SELECT COUNT(*) FROM trips t {PLAN_JOIN} {BIKE_JOIN}
             WHERE {R} AND b.bike_type = 'classic' AND p.plan_name <> 'Pay As You Go' AND """
      + between("t.started_at", H1_23))
golden("r16_classic_non_payg_trips_h1_2023",
       "In the first half of 2023, how many trips on regular (non-electric) bikes were taken by anyone other than Pay As You Go riders?",
       v, "int", difficulty="medium", tags=["exclusion", "negation", "bike-type", "plan", "half-year"])

# ================================================================ comparisons
# 19. start stations with an average rating above 4 in 2024 (two stations sit at exactly 4.00)
acc = defaultdict(list)
for t in r24:
    if t["stars"] is not None:
        acc[t["start_station_id"]].append(t["stars"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
v = sum(1 for a in avg.values() if a > 4)
assert v != sum(1 for a in avg.values() if a >= 4), "'above' and 'at least' must differ here"
check(v, f"""SELECT COUNT(*) FROM (SELECT t.start_station_id FROM trips t WHERE {R} AND t.rating IS NOT NULL AND """
      + between("t.started_at", Y24) + " GROUP BY t.start_station_id HAVING AVG(t.rating) > 4)")
golden("r16_stations_rating_above_4_2024",
       "How many stations had an average ride rating above 4 stars in 2024, counting rides that started there?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "rating", "start-station", "year"])

# 20. bikes with more than $500 of repair cost over all tickets (typo "repiars")
tot = defaultdict(float)
for m in tickets:
    if m["cost"] is not None:
        tot[m["bike_id"]] += m["cost"]
assert all(abs(x - 500) > 0.005 for x in tot.values())
v = sum(1 for x in tot.values() if x > 500)
check(v, """SELECT COUNT(*) FROM (SELECT bike_id FROM maintenance WHERE repair_cost_usd IS NOT NULL
            GROUP BY bike_id HAVING SUM(repair_cost_usd) > 500)""")
golden("r16_bikes_repair_cost_over_500",
       "how many bikes have we spent more than $500 on in repiars, all time?",
       v, "int", tags=["comparison", "per-entity", "repair-cost", "all-time", "typo"])

# 21. riders with at least twenty e-bike trips in 2023
cnt = Counter(t["rider_id"] for t in r23 if t["btype"] == "electric")
v = sum(1 for n in cnt.values() if n >= 20)
assert v != sum(1 for n in cnt.values() if n > 20)
check(v, f"""SELECT COUNT(*) FROM (SELECT t.rider_id FROM trips t {BIKE_JOIN} WHERE {R} AND b.bike_type = 'electric'
             AND """ + between("t.started_at", Y23) + " GROUP BY t.rider_id HAVING COUNT(*) >= 20)")
golden("r16_riders_20_ebike_trips_2023",
       "How many riders took at least twenty e-bike trips in 2023?",
       v, "int", difficulty="medium", tags=["comparison", "at-least", "written-number", "bike-type", "year"])

# ==================================================================== roles
# 22. net flow at Maple Leaf, 2024 (arrivals - departures of trips started in 2024)
arrv = sum(1 for t in r24 if t["ename"] == "Maple Leaf")
depv = sum(1 for t in r24 if t["sname"] == "Maple Leaf")
v = arrv - depv
assert v != 0
check(v, f"""SELECT (SELECT COUNT(*) FROM trips t {END_JOIN} WHERE {R} AND es.station_name = 'Maple Leaf' AND """
      + between("t.started_at", Y24) + f""")
           - (SELECT COUNT(*) FROM trips t {START_JOIN} WHERE {R} AND ss.station_name = 'Maple Leaf' AND """
      + between("t.started_at", Y24) + ")")
golden("r16_net_flow_maple_leaf_2024",
       "For Maple Leaf in 2024, what was arrivals minus departures? Negative if it lost bikes.",
       v, "int", tags=["role", "net-flow", "arrivals", "departures", "station", "year"])

# 23. average fare of trips that ended at Aquarium, Q2 2024 (cancelled unlocks "end" there too: left out)
x = [t["fare"] for t in started(Q2_24) if t["ename"] == "Aquarium"]
v = mean(x)
assert abs(v - mean(t["fare"] for t in trips if on(t["day"], Q2_24) and t["end_station_id"] == "ST013")) > 1e-3
check(v, f"""SELECT AVG(t.fare_usd) FROM trips t {END_JOIN} WHERE {R} AND es.station_name = 'Aquarium' AND """
      + between("t.started_at", Q2_24))
golden("r16_avg_fare_ending_aquarium_q2_2024",
       "What did rides that ended at the Aquarium cost on average in Q2 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["role", "end-station", "average-fare", "quarter"])

# ============================================================ close metrics
# 24. cancelled unlocks at Ferry Terminal, July 2023 (not trips)
v = sum(1 for t in trips if t["status"] == "cancelled" and t["start_station_id"] == "ST011" and on(t["day"], JUL_23))
assert v != sum(1 for t in rides if t["sname"] == "Ferry Terminal" and on(t["day"], JUL_23))
check(v, f"""SELECT COUNT(*) FROM trips t {START_JOIN} WHERE t.status = 'cancelled' AND ss.station_name = 'Ferry Terminal'
             AND """ + between("t.started_at", JUL_23))
golden("r16_cancellations_ferry_terminal_jul_2023",
       "Ferry Terminal, July 2023: how many cancelled unlocks?",
       v, "int", tags=["close-metric", "cancelled-unlocks", "station", "month", "terse"])

# 25. out-of-dock rate (a percentage, not the count) of trips from Union Square, H1 2024
u = [t for t in started(H1_24) if t["sname"] == "Union Square"]
n_ood = sum(1 for t in u if t["status"] == "out_of_dock")
v = 100.0 * n_ood / len(u)
assert n_ood > 0 and abs(v - n_ood) > 1
check(v, f"""SELECT 100.0 * SUM(CASE WHEN t.status = 'out_of_dock' THEN 1 ELSE 0 END) / COUNT(*) FROM trips t {START_JOIN}
             WHERE {R} AND ss.station_name = 'Union Square' AND """ + between("t.started_at", H1_24))
golden("r16_ood_rate_union_square_h1_2024",
       "out-of-dock rate for rides out of Union Square, first half of 2024?",
       r2(v), "float", mode="approximate", tags=["close-metric", "out-of-dock-rate", "start-station", "role", "half-year"])

# 26. trips per active rider for casual riders, Q4 2023
c = [t for t in started(Q4_23) if t["ptype"] == "casual"]
v = len(c) / len({t["rider_id"] for t in c})
check(v, f"""SELECT COUNT(*) * 1.0 / COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_type = 'casual' AND """ + between("t.started_at", Q4_23))
golden("r16_casual_trips_per_rider_q4_2023",
       "Casual riders in Q4 2023: how many rides per active rider?",
       r2(v), "float", mode="approximate", tags=["close-metric", "trips-per-rider", "rider-type", "quarter"])

# ============================================================ named periods
# 27. average ride rating during the Harbor Festival 2024
v = mean(t["stars"] for t in started(FEST) if t["stars"] is not None)
check(v, f"SELECT AVG(t.rating) FROM trips t WHERE {R} AND t.rating IS NOT NULL AND " + between("t.started_at", FEST))
golden("r16_avg_rating_festival",
       "How happy were riders with their rides during the festival week - what was the average star rating?",
       r2(v), "float", mode="approximate", tags=["named-period", "rating"])

# ================================================================== growth
# 28. departures from Westbrook stations, 2023 -> 2024 (typo "depatures")
a = sum(1 for t in r23 if t["sdist"] == "Westbrook")
b = sum(1 for t in r24 if t["sdist"] == "Westbrook")
v = pct_change(a, b)
W = f"SELECT COUNT(*) FROM trips t {START_JOIN} WHERE {R} AND ss.district = 'Westbrook' AND "
check(v, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (W + between("t.started_at", Y24), W + between("t.started_at", Y23),
                                                  W + between("t.started_at", Y23)))
golden("r16_westbrook_departures_growth_2023_2024",
       "By what percent did depatures from Westbrook stations grow between 2023 and 2024?",
       r2(v), "float", mode="approximate",
       tags=["growth", "departures", "start-district", "year", "typo"])

# 29. active members, Q4 2023 -> Q4 2024
def active_members(p):
    return len({t["rider_id"] for t in started(p) if t["ptype"] == "member"})
v = pct_change(active_members(Q4_23), active_members(Q4_24))
A = f"SELECT COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN} WHERE {R} AND p.plan_type = 'member' AND "
check(v, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (A + between("t.started_at", Q4_24), A + between("t.started_at", Q4_23),
                                                  A + between("t.started_at", Q4_23)))
golden("r16_active_members_growth_q4",
       "How much did the number of members who actually rode change from Q4 2023 to Q4 2024, in %?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "active-riders", "rider-type", "quarter"])

# ============================================================ never / always
# 30. riders who rode in 2023 but not at all in 2024
s23, s24 = {t["rider_id"] for t in r23}, {t["rider_id"] for t in r24}
v = len(s23 - s24)
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t WHERE {R} AND """ + between("t.started_at", Y23) + f"""
             AND NOT EXISTS (SELECT 1 FROM trips u WHERE u.rider_id = t.rider_id AND u.status <> 'cancelled'
                             AND """ + between("u.started_at", Y24) + ")")
golden("r16_riders_2023_not_2024",
       "How many of the people who rode with us in 2023 never came back for a single ride in 2024?",
       v, "int", difficulty="medium", tags=["never", "negation", "active-riders", "year"])

# 31. riders who rated every one of their 2024 trips
acc = defaultdict(lambda: [0, 0])
for t in r24:
    acc[t["rider_id"]][0] += t["stars"] is not None
    acc[t["rider_id"]][1] += 1
v = sum(1 for a, n in acc.values() if a == n)
check(v, f"""SELECT COUNT(*) FROM (SELECT t.rider_id FROM trips t WHERE {R} AND """ + between("t.started_at", Y24) + """
             GROUP BY t.rider_id HAVING COUNT(t.rating) = COUNT(*))""")
golden("r16_riders_rated_every_trip_2024",
       "How many riders rated every single trip they took in 2024?",
       v, "int", difficulty="hard", tags=["always", "per-entity", "rating", "riders", "year"])

# ============================================================ ratios per entity
# 32. km per active rider, 2023
km = sum(t["km"] for t in r23 if t["km"] is not None)
v = km / len(s23)
check(v, f"""SELECT SUM(t.distance_km) / COUNT(DISTINCT t.rider_id) FROM trips t WHERE {R} AND """
      + between("t.started_at", Y23))
golden("r16_km_per_active_rider_2023",
       "Roughly how many kilometers did each active rider cover in 2023 on average? Total distance over active riders.",
       r2(v), "float", mode="approximate",
       tags=["ratio", "per-entity", "distance", "active-riders", "year"])

# 33. 2024 repair spend per Cruiser 7 in the fleet register
n_c7 = sum(1 for b in bikes.values() if b["model"] == "Cruiser 7")
v = sum(m["cost"] for m in reported(Y24) if m["model"] == "Cruiser 7" and m["cost"] is not None) / n_c7
check(v, """SELECT (SELECT SUM(m.repair_cost_usd) FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
                    WHERE b.model = 'Cruiser 7' AND """ + between("m.reported_on", Y24) + """) * 1.0
                 / (SELECT COUNT(*) FROM bikes WHERE model = 'Cruiser 7')""")
golden("r16_repair_cost_per_cruiser7_2024",
       "Hello - for budgeting, could you work out how much we spent on repairs per Cruiser 7 bike for tickets reported in 2024? "
       "Please divide by every Cruiser 7 in the fleet register, whatever its status.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["ratio", "per-entity", "repair-cost", "bike-model", "year", "polite"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "pricing_policy.md"),
         "Stations below 10% of their docks with bikes at 7:00 on a weekday are refilled by the rebalancing vans before 8:30.")
golden("r16_doc_rebalancing_deadline",
       "On weekday mornings, by what time should the vans have topped up the nearly empty stations?",
       "8:30", "str", route="documents", difficulty="easy", tags=["document", "rebalancing", "policy"])

doc_says(os.path.join(DOCS, "pricing_policy.md"),
         "two temporary corrals were staffed at Ferry Terminal and Pier 52.")
golden("r16_doc_festival_corral_stations",
       "Where did we put the staffed temporary corrals for the Harbor Festival?",
       [{"station": "Ferry Terminal"}, {"station": "Pier 52"}], "list[{station:str}]", mode="contains",
       route="documents", difficulty="easy", tags=["document", "named-period", "festival"])


HEADER = [
    "# Held-out round 16 (bikeshare): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/pricing_policy.md).",
    "# GENERATED: python3 expected/round16.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    import io
    buf = io.StringIO()
    render(HEADER, buf)
    text = buf.getvalue()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
