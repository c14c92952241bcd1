#!/usr/bin/env python3
"""Held-out round 15 for the bikeshare workspace: 35 new questions in the words
of business users (ops, finance, fleet, growth; terse ones, long polite ones,
three with a typo, some with written numbers), written by an independent
question writer from data/*.csv, knowledge.hcl, pipes/*.hcl and documents/*.md
only, without reading datacopilot's runtime (no *.go) and without running
datacopilot. Every expected value is computed here from data/*.csv with plain
Python loops, then a second time by hand-written SQL over the same CSV files
loaded into sqlite3 (a different path), and the two are asserted equal. The two
document answers are read from documents/pricing_policy.md and checked by
asserting the sentence is in the document.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip is a row of trips.csv with status completed or out_of_dock; cancelled
  unlocks (status = 'cancelled') are never trips, riders, ride time, distance or
  part of an average (rule cancelled_unlocks_are_not_trips); a trip belongs to
  the day it started (started_at), also for arrivals;
- cancelled unlocks = rows with status 'cancelled' (metric cancelled_unlocks);
- revenue = SUM(fare_usd) (cancelled unlocks have fare 0); average fare =
  AVG(fare_usd) over trips; ride minutes = SUM(duration_min) over trips;
  distance = SUM(distance_km) over trips (out-of-dock trips have none);
  active riders = distinct riders with a trip; trips per rider = trips /
  active riders; out-of-dock rate = 100 * out-of-dock trips / trips; average
  rating = AVG(rating) over rated trips;
- "members"/"casual" = plans.plan_type of the rider's current plan; a named plan
  = plans.plan_name of the current plan; gender = riders.gender; e-bike =
  bikes.bike_type = 'electric';
- roles: "from"/"started"/departures = start_station_id; "to"/"ended"/
  arrivals/destination = end_station_id (out-of-dock trips have none); "people
  who live in X" / "X residents" = riders.home_district (rule
  home_district_vs_station_district), empty for out-of-town visitors;
- maintenance tickets are dated by reported_on; repair cost = repair_cost_usd
  of resolved tickets (0 = warranty, still a resolved ticket); days to resolve
  = resolved_on - reported_on over resolved tickets; open = no resolved_on; a
  ticket's station / district is maintenance.station_id (empty = reported on
  the street);
- new riders = accounts by signup_date;
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
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
PREFIX = "r15_"
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
    m["days"] = ((dt.date.fromisoformat(m["resolved_on"]) - dt.date.fromisoformat(m["reported_on"])).days
                 if m["resolved_on"] else None)
    assert (m["cost"] is None) == (m["days"] is None), m

rides = [t for t in trips if t["status"] != "cancelled"]
# cancelled unlocks: no fare, no distance, never rated, end where they started;
# out-of-dock trips: no end station, no distance
assert all(t["fare"] == 0 and t["km"] == 0 and not t["rating"] and t["end_station_id"] == t["start_station_id"]
           for t in trips if t["status"] == "cancelled")
assert all(t["end_station_id"] == "" and t["km"] is None for t in trips if t["status"] == "out_of_dock")
assert all(t["km"] is not None and t["end_station_id"] for t in trips if t["status"] == "completed")

DB = sqlite_db(DATA, ["trips.csv", "riders.csv", "plans.csv", "bikes.csv", "stations.csv", "maintenance.csv"])

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
H1_22, H2_22 = ("2022-01-01", "2022-06-30"), ("2022-07-01", "2022-12-31")
H1_24 = ("2024-01-01", "2024-06-30")
H2_23 = ("2023-07-01", "2023-12-31")
Q3_22 = ("2022-07-01", "2022-09-30")
Q4_22 = ("2022-10-01", "2022-12-31")
Q2_23, Q2_24 = ("2023-04-01", "2023-06-30"), ("2024-04-01", "2024-06-30")
Q4_24 = ("2024-10-01", "2024-12-31")
JAN_23 = ("2023-01-01", "2023-01-31")
FEB_24 = ("2024-02-01", "2024-02-29")
MAR_24 = ("2024-03-01", "2024-03-31")
DEC_22 = ("2022-12-01", "2022-12-31")
DEC_23 = ("2023-12-01", "2023-12-31")
DEC_24 = ("2024-12-01", "2024-12-31")
FEST = ("2024-07-12", "2024-07-21")

r22, r23, r24 = started(Y22), started(Y23), started(Y24)

# ====================================================== aggregation per / by
# 1. trips per active rider, by gender: women, 2022
w = [t for t in r22 if t["gender"] == "F"]
v = len(w) / len({t["rider_id"] for t in w})
check(v, f"""SELECT COUNT(*) * 1.0 / COUNT(DISTINCT t.rider_id) FROM trips t JOIN riders r ON r.rider_id = t.rider_id
             WHERE {R} AND r.gender = 'F' AND """ + between("t.started_at", Y22))
golden("r15_trips_per_rider_women_2022",
       "Average trips per rider by gender for 2022 - what's the figure for women?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "trips-per-rider", "gender", "year", "terse"])

# 2. average repair cost per ticket, by bike model: E-Bolt 3, reported in 2023 (typo "avrage")
e3 = [m for m in reported(Y23) if m["model"] == "E-Bolt 3"]
assert all(m["cost"] is not None for m in e3), "an open ticket would make 'per ticket' ambiguous"
v = mean(m["cost"] for m in e3)
check(v, """SELECT AVG(m.repair_cost_usd) FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
            WHERE b.model = 'E-Bolt 3' AND """ + between("m.reported_on", Y23))
golden("r15_avg_repair_cost_ebolt3_2023",
       "what was the avrage repair cost per ticket for each bike model on tickets reported in 2023? "
       "I'm only after the E-Bolt 3 number, in dollars",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "repair-cost", "bike-model", "year", "typo"])

# 3. member trips per day, February 2024 (29 days; every day had member trips)
fm = [t for t in started(FEB_24) if t["ptype"] == "member"]
assert len({t["day"] for t in fm}) == 29
v = len(fm) / 29.0
check(v, f"""SELECT COUNT(*) * 1.0 / COUNT(DISTINCT date(t.started_at)) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_type = 'member' AND """ + between("t.started_at", FEB_24))
golden("r15_member_trips_per_day_feb_2024",
       "On an average day in February 2024, how many trips did our members take?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation", "average-per-day", "rider-type", "month", "leap-year"])

# ======================================================= written / numeric limits
# 4. top three home districts by trips their residents took in 2023 (visitors left out)
cnt = Counter(t["home"] for t in r23 if t["home"])
top = ranked(cnt, 3)
assert [k for k, _ in top] != [k for k, _ in ranked(Counter(t["sdist"] for t in r23), 3)], \
    "the start-district reading must give a different answer"
check(top, f"""SELECT r.home_district, COUNT(*) n FROM trips t JOIN riders r ON r.rider_id = t.rider_id
               WHERE {R} AND r.home_district IS NOT NULL AND """ + between("t.started_at", Y23) + """
               GROUP BY r.home_district ORDER BY n DESC, r.home_district LIMIT 3""")
golden("r15_top3_home_districts_by_trips_2023",
       "Counting 2023 trips by where the rider lives, which three districts come out on top? "
       "Leave the out-of-town visitors out.",
       [{"home_district": k} for k, _ in top], "list[{home_district:str}]", mode="contains",
       difficulty="medium", tags=["top-n", "written-limit", "role", "home-district", "year"])

# 5. five most common issue types reported at Harborfront stations in 2024
cnt = Counter(m["issue_type"] for m in reported(Y24) if m["sdist"] == "Harborfront")
top = ranked(cnt, 5)
check(top, """SELECT m.issue_type, COUNT(*) n FROM maintenance m JOIN stations s ON s.station_id = m.station_id
              WHERE s.district = 'Harborfront' AND """ + between("m.reported_on", Y24) + """
              GROUP BY m.issue_type ORDER BY n DESC, m.issue_type LIMIT 5""")
golden("r15_top5_issues_harborfront_2024",
       "What were the five most common kinds of bike problem reported at our Harborfront stations in 2024, "
       "and how many tickets each?",
       [{"issue_type": k, "maintenance_tickets": n} for k, n in top],
       "list[{issue_type:str, maintenance_tickets:int}]", mode="contains", difficulty="medium",
       tags=["top-n", "written-limit", "maintenance", "issue-type", "station-district", "year"])

# 6. the 3 riders who paid the most in fares in H1 2024
spend = defaultdict(float)
for t in started(H1_24):
    spend[t["rider_id"]] += t["fare"]
top = ranked(spend, 3)
check([(k,) for k, _ in top], f"""SELECT t.rider_id FROM trips t WHERE {R} AND """ + between("t.started_at", H1_24)
      + " GROUP BY t.rider_id ORDER BY SUM(t.fare_usd) DESC, t.rider_id LIMIT 3")
golden("r15_top3_riders_by_fares_h1_2024",
       "which 3 riders spent the most on ride fares in the first half of 2024? rider ids please",
       [{"rider_id": k} for k, _ in top], "list[{rider_id:str}]", mode="contains", difficulty="medium",
       tags=["top-n", "numeric-limit", "riders", "revenue", "half-year", "lowercase"])

# ======================================================= ranking by a named measure
# 7. start station with the highest out-of-dock rate in 2024
acc = defaultdict(lambda: [0, 0])
for t in r24:
    acc[t["sname"]][0] += t["status"] == "out_of_dock"
    acc[t["sname"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
(best, _), = ranked(rate, 1)
busiest = ranked(Counter(t["sname"] for t in r24), 1)[0][0]
most_odk = ranked(Counter(t["sname"] for t in r24 if t["status"] == "out_of_dock"), 1)[0][0]
assert best != busiest and best != most_odk, "the rate must not be the same answer as a count"
check(best, f"""SELECT ss.station_name FROM trips t {START_JOIN} WHERE {R} AND """ + between("t.started_at", Y24) + """
                GROUP BY ss.station_name
                ORDER BY 100.0 * SUM(CASE WHEN t.status = 'out_of_dock' THEN 1 ELSE 0 END) / COUNT(*) DESC LIMIT 1""")
golden("r15_start_station_highest_out_of_dock_rate_2024",
       "Which station had the worst out-of-dock rate in 2024 for rides starting there?",
       best, "str", difficulty="medium",
       tags=["ranking", "named-measure", "out-of-dock-rate", "start-station", "role", "year"])

# 8. bike model with the slowest average repair turnaround, tickets reported in 2022
days = defaultdict(list)
for m in reported(Y22):
    if m["days"] is not None:
        days[m["model"]].append(m["days"])
avg = {k: mean(x) for k, x in days.items()}
(best, _), = ranked(avg, 1)
assert best != ranked(Counter(m["model"] for m in reported(Y22)), 1)[0][0], "ticket count gives another model"
check(best, """SELECT b.model FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
               WHERE m.resolved_on IS NOT NULL AND """ + between("m.reported_on", Y22) + """
               GROUP BY b.model ORDER BY AVG(julianday(m.resolved_on) - julianday(m.reported_on)) DESC LIMIT 1""")
golden("r15_model_slowest_turnaround_2022",
       "For repair tickets reported in 2022, which bike model took the longest to get fixed on average?",
       best, "str", difficulty="medium",
       tags=["ranking", "named-measure", "days-to-resolve", "bike-model", "year"])

# 9. start district with the highest average fare in 2023
fares = defaultdict(list)
for t in r23:
    fares[t["sdist"]].append(t["fare"])
avg = {k: mean(x) for k, x in fares.items()}
(best, _), = ranked(avg, 1)
assert best != ranked({k: sum(x) for k, x in fares.items()}, 1)[0][0], "total revenue gives another district"
assert best != ranked({k: len(x) for k, x in fares.items()}, 1)[0][0], "trip count gives another district"
check(best, f"""SELECT ss.district FROM trips t {START_JOIN} WHERE {R} AND """ + between("t.started_at", Y23) + """
                GROUP BY ss.district ORDER BY AVG(t.fare_usd) DESC LIMIT 1""")
golden("r15_start_district_highest_avg_fare_2023",
       "Looking at 2023, rides starting in which district paid the highest fare per trip on average?",
       best, "str", difficulty="medium",
       tags=["ranking", "named-measure", "average-fare", "start-district", "role", "year"])

# ============================================================== share of total
# 10. share of 2023 km ridden on e-bikes
tot = sum(t["km"] for t in r23 if t["km"] is not None)
v = 100.0 * sum(t["km"] for t in r23 if t["km"] is not None and t["btype"] == "electric") / tot
check(v, f"""SELECT 100.0 * SUM(CASE WHEN b.bike_type = 'electric' THEN t.distance_km ELSE 0 END) / SUM(t.distance_km)
             FROM trips t {BIKE_JOIN} WHERE {R} AND """ + between("t.started_at", Y23))
golden("r15_ebike_share_of_km_2023",
       "What share of all the kilometres ridden in 2023 were ridden on e-bikes? As a percentage.",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["share", "distance", "bike-type", "year"])

# 11. vandalism share of the tickets reported on the street in 2023
street = [m for m in reported(Y23) if not m["station_id"]]
v = 100.0 * sum(1 for m in street if m["issue_type"] == "Vandalism") / len(street)
assert abs(v - 100.0 * sum(1 for m in reported(Y23) if m["issue_type"] == "Vandalism") / len(reported(Y23))) > 0.5
check(v, """SELECT 100.0 * SUM(CASE WHEN issue_type = 'Vandalism' THEN 1 ELSE 0 END) / COUNT(*) FROM maintenance
            WHERE station_id IS NULL AND """ + between("reported_on", Y23))
golden("r15_vandalism_share_street_tickets_2023",
       "Of the repair tickets in 2023 where the problem was reported out on the street rather than at a station, "
       "what percent were vandalism?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "filter", "maintenance", "issue-type", "street", "year"])

# 12. out-of-dock rate of trips by Riverside residents, 2024
rv = [t for t in r24 if t["home"] == "Riverside"]
v = 100.0 * sum(1 for t in rv if t["status"] == "out_of_dock") / len(rv)
rs = [t for t in r24 if t["sdist"] == "Riverside"]
assert abs(v - 100.0 * sum(1 for t in rs if t["status"] == "out_of_dock") / len(rs)) > 0.01
check(v, f"""SELECT 100.0 * SUM(CASE WHEN t.status = 'out_of_dock' THEN 1 ELSE 0 END) / COUNT(*)
             FROM trips t JOIN riders r ON r.rider_id = t.rider_id
             WHERE {R} AND r.home_district = 'Riverside' AND """ + between("t.started_at", Y24))
golden("r15_out_of_dock_rate_riverside_residents_2024",
       "For riders who live in Riverside, what percentage of their 2024 trips ended with the bike left outside a "
       "station?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["share", "out-of-dock-rate", "role", "home-district", "year"])

# ====================================================== distinct entities
# 13. Westbrook residents with a trip ending in Harborfront, H2 2023
v = len({t["rider_id"] for t in started(H2_23) if t["home"] == "Westbrook" and t["edist"] == "Harborfront"})
assert v != len({t["rider_id"] for t in started(H2_23) if t["home"] == "Westbrook" and t["sdist"] == "Harborfront"})
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t JOIN riders r ON r.rider_id = t.rider_id {END_JOIN}
             WHERE {R} AND r.home_district = 'Westbrook' AND es.district = 'Harborfront' AND """
      + between("t.started_at", H2_23))
golden("r15_westbrook_residents_rode_to_harborfront_h2_2023",
       "How many different Westbrook residents took at least one ride that ended at a Harborfront station in the "
       "second half of 2023?",
       v, "int", difficulty="hard",
       tags=["distinct-count", "role", "home-district", "end-district", "half-year"])

# 14. distinct bikes with a ticket reported at Ferry Terminal in 2024
v = len({m["bike_id"] for m in reported(Y24) if m["sname"] == "Ferry Terminal"})
assert v != sum(1 for m in reported(Y24) if m["sname"] == "Ferry Terminal"), "tickets != bikes"
check(v, """SELECT COUNT(DISTINCT m.bike_id) FROM maintenance m JOIN stations s ON s.station_id = m.station_id
            WHERE s.station_name = 'Ferry Terminal' AND """ + between("m.reported_on", Y24))
golden("r15_bikes_with_ticket_at_ferry_terminal_2024",
       "How many diffrent bikes had a problem reported at Ferry Terminal in 2024?",
       v, "int", difficulty="easy",
       tags=["distinct-count", "bikes", "maintenance", "station", "year", "typo"])

# 15. Student Annual riders who rode an e-bike at least once in Q4 2024
v = len({t["rider_id"] for t in started(Q4_24) if t["plan"] == "Student Annual" and t["btype"] == "electric"})
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN} {BIKE_JOIN}
             WHERE {R} AND p.plan_name = 'Student Annual' AND b.bike_type = 'electric' AND """
      + between("t.started_at", Q4_24))
golden("r15_student_ebike_riders_q4_2024",
       "In Q4 2024, how many students on the Student Annual plan took an e-bike out at least once?",
       v, "int", difficulty="medium",
       tags=["distinct-count", "riders", "plan", "bike-type", "quarter"])

# ==================================================== negation / exclusion
# 16. trips in January 2023 by anyone other than casual riders
v = sum(1 for t in started(JAN_23) if t["ptype"] != "casual")
assert v == sum(1 for t in started(JAN_23) if t["ptype"] == "member")
check(v, f"""SELECT COUNT(*) FROM trips t {PLAN_JOIN} WHERE {R} AND p.plan_type <> 'casual' AND """
      + between("t.started_at", JAN_23))
golden("r15_non_casual_trips_jan_2023",
       "how many trips were taken in january 2023 by anyone other than casual riders?",
       v, "int", difficulty="easy",
       tags=["exclusion", "other-than", "rider-type", "month", "lowercase"])

# 17. Q3 2022 trip revenue from rides not on e-bikes
v = sum(t["fare"] for t in started(Q3_22) if t["btype"] != "electric")
check(v, f"""SELECT SUM(t.fare_usd) FROM trips t {BIKE_JOIN} WHERE b.bike_type <> 'electric' AND """
      + between("t.started_at", Q3_22))
golden("r15_non_ebike_revenue_q3_2022",
       "Trip revenu in Q3 2022, leaving out anything ridden on an e-bike?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["exclusion", "revenue", "bike-type", "quarter", "typo"])

# 18. trips into Old Town in March 2024 that started outside Old Town
v = sum(1 for t in started(MAR_24) if t["edist"] == "Old Town" and t["sdist"] != "Old Town")
assert v != sum(1 for t in started(MAR_24) if t["sdist"] == "Old Town" and t["edist"] != "Old Town")
check(v, f"""SELECT COUNT(*) FROM trips t {START_JOIN} {END_JOIN}
             WHERE {R} AND es.district = 'Old Town' AND ss.district <> 'Old Town' AND """
      + between("t.started_at", MAR_24))
golden("r15_old_town_arrivals_from_elsewhere_mar_2024",
       "In March 2024, how many rides ended at an Old Town station after starting in some other district?",
       v, "int", difficulty="medium",
       tags=["exclusion", "role", "end-district", "start-district", "month"])

# =============================================================== comparisons
# 19. 2023 trips with a fare over $10
v = sum(1 for t in r23 if t["fare"] > 10)
assert v != sum(1 for t in r23 if t["fare"] >= 10), "'over' must differ from 'at least'"
check(v, f"SELECT COUNT(*) FROM trips t WHERE {R} AND t.fare_usd > 10 AND " + between("t.started_at", Y23))
golden("r15_trips_fare_over_10_2023",
       "How many 2023 rides cost the rider over $10?",
       v, "int", difficulty="easy",
       tags=["comparison", "threshold", "fare", "year"])

# 20. docked rides in 2022 longer than 8 km
v = sum(1 for t in r22 if t["km"] is not None and t["km"] > 8)
check(v, f"SELECT COUNT(*) FROM trips t WHERE {R} AND t.distance_km > 8 AND " + between("t.started_at", Y22))
golden("r15_rides_over_8km_2022",
       "In 2022, how many rides covered more than eight kilometres?",
       v, "int", difficulty="easy",
       tags=["comparison", "threshold", "distance", "written-number", "year"])

# ===================================================================== roles
# 21. trips taken by Northgate residents in Q4 2022, wherever they started
v = sum(1 for t in started(Q4_22) if t["home"] == "Northgate")
assert v != sum(1 for t in started(Q4_22) if t["sdist"] == "Northgate"), "start-district reading differs"
check(v, f"""SELECT COUNT(*) FROM trips t JOIN riders r ON r.rider_id = t.rider_id
             WHERE {R} AND r.home_district = 'Northgate' AND """ + between("t.started_at", Q4_22))
golden("r15_trips_by_northgate_residents_q4_2022",
       "How many trips did people who live in Northgate take in the last quarter of 2022, no matter which station "
       "they picked the bike up from?",
       v, "int", difficulty="medium",
       tags=["role", "home-district", "quarter", "long"])

# 22. the three Riverside stations with the most arrivals in 2023
cnt = Counter(t["ename"] for t in r23 if t["edist"] == "Riverside")
top = ranked(cnt, 3)
dep = ranked(Counter(t["sname"] for t in r23 if t["sdist"] == "Riverside"), 3)
assert {k for k, _ in top} != {k for k, _ in dep}, "the departures reading names other stations"
check(top, f"""SELECT es.station_name, COUNT(*) n FROM trips t {END_JOIN} WHERE {R} AND es.district = 'Riverside' AND """
      + between("t.started_at", Y23) + " GROUP BY es.station_name ORDER BY n DESC, es.station_name LIMIT 3")
golden("r15_top3_riverside_dropoff_stations_2023",
       "Which three Riverside stations had the most bikes dropped off at them in 2023?",
       [{"end_station": k} for k, _ in top], "list[{end_station:str}]", mode="contains", difficulty="medium",
       tags=["role", "end-station", "top-n", "written-limit", "station-district", "year"])

# 23. Harborfront arrivals, Q2 2023 -> Q2 2024
def hf_arrivals(p):
    return sum(1 for t in started(p) if t["edist"] == "Harborfront")
a, b = hf_arrivals(Q2_23), hf_arrivals(Q2_24)
v = pct_change(a, b)
HF = f"SELECT COUNT(*) FROM trips t {END_JOIN} WHERE {R} AND es.district = 'Harborfront' AND "
sa, sb = sql1(HF + between("t.started_at", Q2_23)), sql1(HF + between("t.started_at", Q2_24))
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r15_harborfront_arrivals_growth_q2",
       "By what percent did the number of rides arriving at Harborfront stations change from Q2 2023 to Q2 2024?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["growth", "role", "end-district", "quarter"])

# ============================================================= close metrics
# 24. total minutes ridden on e-bikes in December 2023 (not the average)
d = [t for t in started(DEC_23) if t["btype"] == "electric"]
v = sum(t["dur"] for t in d)
check(v, f"""SELECT SUM(t.duration_min) FROM trips t {BIKE_JOIN} WHERE {R} AND b.bike_type = 'electric' AND """
      + between("t.started_at", DEC_23))
golden("r15_ebike_ride_minutes_dec_2023",
       "Total time spent riding e-bikes in December 2023, in minutes - all rides added together",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["close-metric", "ride-minutes", "bike-type", "month", "terse"])

# 25. cancelled unlocks in Q2 2024 (not trips)
v = sum(1 for t in trips if on(t["day"], Q2_24) and t["status"] == "cancelled")
check(v, "SELECT COUNT(*) FROM trips WHERE status = 'cancelled' AND " + between("started_at", Q2_24))
golden("r15_cancelled_unlocks_q2_2024",
       "How many times in Q2 2024 did someone unlock a bike and then put it straight back in the dock within a "
       "couple of minutes?",
       v, "int", difficulty="medium",
       tags=["close-metric", "cancelled-unlocks", "quarter", "paraphrase"])

# 26. active riders in December 2022 (not trips)
d22 = started(DEC_22)
v = len({t["rider_id"] for t in d22})
assert v != len(d22)
check(v, f"SELECT COUNT(DISTINCT t.rider_id) FROM trips t WHERE {R} AND " + between("t.started_at", DEC_22))
golden("r15_people_who_rode_dec_2022",
       "how many people actually rode with us in december 2022?",
       v, "int", difficulty="easy",
       tags=["close-metric", "active-riders", "month", "lowercase"])

# ============================================================ named periods
# 27. out-of-dock rate during the Harbor Festival
f = started(FEST)
v = 100.0 * sum(1 for t in f if t["status"] == "out_of_dock") / len(f)
check(v, f"""SELECT 100.0 * SUM(CASE WHEN t.status = 'out_of_dock' THEN 1 ELSE 0 END) / COUNT(*) FROM trips t
             WHERE {R} AND """ + between("t.started_at", FEST))
golden("r15_out_of_dock_rate_festival",
       "What was our out-of-dock rate over the harbour festival?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["named-period", "out-of-dock-rate", "festival"])

# 28. sign-ups in H2 2022
v = sum(1 for r in riders.values() if on(r["signup_date"], H2_22))
check(v, "SELECT COUNT(*) FROM riders WHERE " + between("signup_date", H2_22))
golden("r15_signups_h2_2022",
       "New sign-ups, second half of 2022?",
       v, "int", difficulty="easy",
       tags=["named-period", "new-riders", "half-year", "terse"])

# 29. tickets reported in December 2024 that are still open
v = sum(1 for m in reported(DEC_24) if not m["resolved_on"])
assert 0 < v < len(reported(DEC_24))
check(v, "SELECT COUNT(*) FROM maintenance WHERE resolved_on IS NULL AND " + between("reported_on", DEC_24))
golden("r15_open_tickets_reported_dec_2024",
       "Of the repair tickets reported in December 2024, how many hadn't been fixed yet when the data was pulled?",
       v, "int", difficulty="easy",
       tags=["named-period", "open-tickets", "month", "negation"])

# ==================================================================== growth
# 30. distinct e-bike riders, Q1 2023 -> Q1 2024
Q1_23, Q1_24 = ("2023-01-01", "2023-03-31"), ("2024-01-01", "2024-03-31")


def ebike_riders(p):
    return len({t["rider_id"] for t in started(p) if t["btype"] == "electric"})


a, b = ebike_riders(Q1_23), ebike_riders(Q1_24)
v = pct_change(a, b)
assert abs(v - pct_change(sum(1 for t in started(Q1_23) if t["btype"] == "electric"),
                          sum(1 for t in started(Q1_24) if t["btype"] == "electric"))) > 1, "trip growth differs"
ER = f"SELECT COUNT(DISTINCT t.rider_id) FROM trips t {BIKE_JOIN} WHERE {R} AND b.bike_type = 'electric' AND "
sa, sb = sql1(ER + between("t.started_at", Q1_23)), sql1(ER + between("t.started_at", Q1_24))
assert (sa, sb) == (a, b)
check(v, "SELECT 100.0 * (? - ?) / ?", sb, sa, sa)
golden("r15_ebike_rider_growth_q1_2023_2024",
       "By what percentage did the number of different people riding e-bikes grow from Q1 2023 to Q1 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "active-riders", "distinct-count", "bike-type", "quarter"])

# ======================================================= never / always
# 31. riders with 5+ trips in 2023 who rode only classic bikes that year
per = defaultdict(list)
for t in r23:
    per[t["rider_id"]].append(t["btype"])
v = sum(1 for k, x in per.items() if len(x) >= 5 and all(b == "classic" for b in x))
assert 0 < v < sum(1 for x in per.values() if len(x) >= 5)
check(v, f"""SELECT COUNT(*) FROM (SELECT t.rider_id FROM trips t {BIKE_JOIN}
             WHERE {R} AND """ + between("t.started_at", Y23) + """
             GROUP BY t.rider_id HAVING COUNT(*) >= 5 AND SUM(CASE WHEN b.bike_type = 'electric' THEN 1 ELSE 0 END) = 0)""")
golden("r15_regulars_always_classic_2023",
       "Of the riders who took five or more trips in 2023, how many stuck to classic bikes for every single one of "
       "those trips?",
       v, "int", difficulty="hard",
       tags=["always", "per-entity", "comparison", "bike-type", "year", "written-number"])

# 32. current Day Pass riders who have ridden but never rated a ride
dp = {k for k, r in riders.items() if r["plan"] == "Day Pass"}
rode = {t["rider_id"] for t in rides if t["rider_id"] in dp}
rated = {t["rider_id"] for t in rides if t["rider_id"] in dp and t["rating"]}
v = len(rode - rated)
assert v < len(dp - rated), "riders with no trip must matter"
check(v, f"""SELECT COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_name = 'Day Pass'
               AND NOT EXISTS (SELECT 1 FROM trips u WHERE u.rider_id = t.rider_id AND u.rating IS NOT NULL)""")
golden("r15_day_pass_riders_never_rated",
       "Among riders currently on a Day Pass who've taken at least one trip with us, how many have never rated "
       "a single ride?",
       v, "int", difficulty="hard",
       tags=["never", "negation", "distinct-count", "rating", "plan"])

# ======================================================= ratio per entity
# 33. trips per E-Bolt 3 bike in 2024 (every E-Bolt 3 in the register was ridden in 2024)
e3 = {k for k, b in bikes.items() if b["model"] == "E-Bolt 3"}
used = {t["bike_id"] for t in r24 if t["model"] == "E-Bolt 3"}
assert used == e3, "both denominators (register / ridden) must agree"
v = sum(1 for t in r24 if t["model"] == "E-Bolt 3") / len(e3)
check(v, f"""SELECT (SELECT COUNT(*) FROM trips t {BIKE_JOIN} WHERE {R} AND b.model = 'E-Bolt 3' AND """
      + between("t.started_at", Y24) + """) * 1.0 / (SELECT COUNT(*) FROM bikes WHERE model = 'E-Bolt 3')""")
golden("r15_trips_per_ebolt3_bike_2024",
       "On average how many trips did each E-Bolt 3 bike do in 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["ratio", "per-entity", "bikes", "bike-model", "year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "pricing_policy.md"), "Student Annual at $79 a year for students with a valid student card")
golden("r15_doc_student_annual_price",
       "how much does the student annual membership cost per year, in dollars?",
       79, "int", route="documents", difficulty="easy", tags=["document", "pricing", "plan"])

doc_says(os.path.join(DOCS, "pricing_policy.md"),
         "A Day Pass costs $12 and includes classic rides of up to 180 minutes each during that day.")
golden("r15_doc_day_pass_included_minutes",
       "With a Day Pass, how many minutes can a single classic ride last before overtime kicks in?",
       180, "int", route="documents", difficulty="easy", tags=["document", "pricing", "day-pass"])


HEADER = [
    "# Held-out round 15 (bikeshare): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/pricing_policy.md).",
    "# GENERATED: python3 expected/round15.py",
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
