#!/usr/bin/env python3
"""Held-out round 14 for the bikeshare workspace: 35 new questions in the words
of different users (ops, finance, fleet, growth; terse ones, long ones, two with
a typo), written by an independent question writer from data/*.csv,
knowledge.hcl and documents/*.md only, without reading datacopilot's runtime
(no *.go) and without running datacopilot. Every expected value is computed
here from data/*.csv with the Python standard library, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal. The two document answers are taken from
documents/pricing_policy.md and checked to be stated there.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
- a trip is a row with status completed or out_of_dock; cancelled unlocks are
  never trips, riders, ride time or part of an average (rule
  cancelled_unlocks_are_not_trips); a trip belongs to the day it started;
- revenue = SUM(fare_usd) (cancelled unlocks have fare 0); average fare =
  AVG(fare_usd) over trips; ride minutes = SUM(duration_min) over trips;
  average trip duration = AVG(duration_min) over trips; active riders =
  distinct riders with a trip; average rating = AVG(rating) over rated rows;
- "members"/"casual" = plans.plan_type of the rider's current plan; a named plan
  ("Annual", "Monthly", "Student Annual") = plans.plan_name of the current plan;
  e-bike = bikes.bike_type = 'electric';
- departures from a station / district = start_station_id; arrivals ("ended
  at") = end_station_id (out-of-dock trips have none);
- maintenance tickets are dated by reported_on; repair cost = SUM of
  repair_cost_usd (open tickets have none); days to resolve = resolved_on -
  reported_on in days over resolved tickets; a ticket's station / district is
  maintenance.station_id (street reports have none);
- the Harbor Festival 2024 = 2024-07-12..2024-07-21 inclusive (period in
  knowledge.hcl, pricing_policy.md);
- percentages are 0-100; percent change = (new - old) / old * 100; floats are
  rounded to 4 decimals (2 from 100 up); quarters are written as the first day
  of the quarter like the other golden files.
Rankings are checked for ties at the asked positions and the next one.
"""
import csv
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
PREFIX = "r14_"
N_GOLDENS = 35

# ---------------------------------------------------------------- helpers
GOLDENS = []


def golden(name, question, expect=None, hint=None, mode="exact", route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith(PREFIX), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert route in (None, "documents"), route
    assert question not in {g["question"] for g in GOLDENS}, question
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


def rnd(x):
    """4 decimals, 2 from 100 up (well inside the 0.1% relative tolerance)."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def ranked(values, n, reverse=True):
    """The first n (key, value) items by value, refusing a tie inside the first n+1."""
    items = sorted(values.items(), key=lambda kv: (-kv[1] if reverse else kv[1], str(kv[0])))
    vals = [round(v, 9) for _, v in items]
    for i in range(min(n, len(vals) - 1)):
        assert vals[i] != vals[i + 1], ("tie", items[i], items[i + 1])
    return items[:n]


def hcl(v, indent="  "):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float, str)):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and v and isinstance(v[0], dict):
        rows = ["%s  { %s }," % (indent, ", ".join("%s = %s" % (k, hcl(x)) for k, x in r.items())) for r in v]
        return "[\n" + "\n".join(rows) + "\n" + indent + "]"
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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


def balanced(text):
    depth = {"{": 0, "[": 0}
    closing = {"}": "{", "]": "["}
    in_str = esc = False
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
        elif ch in depth:
            depth[ch] += 1
        elif ch in closing:
            depth[closing[ch]] -= 1
            assert depth[closing[ch]] >= 0, "unbalanced"
    return not in_str and all(v == 0 for v in depth.values())


def main(header):
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    import io
    buf = io.StringIO()
    render(header, buf)
    text = buf.getvalue()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        sys.stdout.write(text)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


def sqlite_db(files):
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(DATA, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


def same(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-6 * max(1.0, abs(a))
    return a == b


def check(value, sql, *params):
    """The Python answer equals the first cell of the SQL answer."""
    got = DB.execute(sql, params).fetchall()[0][0]
    assert same(value, got), (value, got, sql)


def check_rows(rows, sql, *params):
    """The Python rows (tuples) equal the SQL rows, in order."""
    got = DB.execute(sql, params).fetchall()
    assert len(got) == len(rows), (rows, got, sql)
    for r, g in zip(rows, got):
        assert len(r) == len(g) and all(same(a, b) for a, b in zip(r, g)), (r, g, sql)


def doc_says(fname, sentence):
    with open(os.path.join(DOCS, fname), encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert sentence in text, (fname, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def mean(xs):
    xs = list(xs)
    assert xs
    return sum(xs) / len(xs)


def pct_change(old, new):
    assert old
    return (new - old) / old * 100.0


# ---------------------------------------------------------------- data
trips = load("trips.csv")
riders = {r["rider_id"]: r for r in load("riders.csv")}
plans = {p["plan_id"]: p for p in load("plans.csv")}
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
tickets = load("maintenance.csv")
name_id = {s["station_name"]: k for k, s in stations.items()}
assert len(name_id) == len(stations) == 65
DB = sqlite_db(["trips.csv", "riders.csv", "plans.csv", "bikes.csv", "stations.csv", "maintenance.csv"])
for t in trips:
    t["day"] = t["started_at"][:10]
    plan = plans[riders[t["rider_id"]]["plan_id"]]
    t["ptype"] = plan["plan_type"]
    t["plan"] = plan["plan_name"]
    t["btype"] = bikes[t["bike_id"]]["bike_type"]
    t["model"] = bikes[t["bike_id"]]["model"]
    t["dur"] = float(t["duration_min"])
    t["fare"] = float(t["fare_usd"])
    t["sdist"] = stations[t["start_station_id"]]["district"]
rides = [t for t in trips if t["status"] != "cancelled"]
y22r, y23, y24 = ([t for t in rides if t["day"].startswith(y)] for y in ("2022", "2023", "2024"))
# cancelled unlocks: no fare, never rated, end where they started
assert all(t["fare"] == 0 and not t["rating"] and t["end_station_id"] == t["start_station_id"]
           for t in trips if t["status"] == "cancelled")
assert all(t["end_station_id"] == "" and t["distance_km"] == "" for t in trips if t["status"] == "out_of_dock")


def between(t, lo, hi):
    return lo <= t["day"] <= hi


def yr(t, y):
    return t["day"].startswith(y)


R = "t.status <> 'cancelled'"
PLAN_JOIN = "JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id"

# ================================================================ totals with filters
# 1. e-bike trips by Annual members in March 2024 -------------------------------------
v = sum(1 for t in rides if t["day"].startswith("2024-03") and t["plan"] == "Annual" and t["btype"] == "electric")
check(v, f"""SELECT COUNT(*) FROM trips t {PLAN_JOIN} JOIN bikes b ON b.bike_id = t.bike_id
             WHERE {R} AND p.plan_name = 'Annual' AND b.bike_type = 'electric'
               AND t.started_at >= '2024-03-01' AND t.started_at < '2024-04-01'""")
golden("r14_annual_member_ebike_trips_mar_2024",
       "how many e-bike trips did Annual members take in March 2024?",
       v, "int", difficulty="easy",
       tags=["total", "two-filters", "trips", "plan", "bike-type", "month", "lowercase"])

# 2. ride minutes of casual riders in Q4 2022 -------------------------------------------
v = sum(t["dur"] for t in rides if between(t, "2022-10-01", "2022-12-31") and t["ptype"] == "casual")
check(v, f"""SELECT SUM(t.duration_min) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_type = 'casual' AND date(t.started_at) BETWEEN '2022-10-01' AND '2022-12-31'""")
golden("r14_casual_ride_minutes_q4_2022",
       "Total minutes ridden by casual riders, Q4 2022",
       rnd(v), "float", "approximate", difficulty="easy",
       tags=["total", "ride-minutes", "rider-type", "quarter", "terse", "non-default-metric"])

# 3. sign-ups: men who joined in 2022 and are now on Monthly ------------------------------
v = sum(1 for r in riders.values() if r["signup_date"].startswith("2022") and r["gender"] == "M"
        and r["plan_id"] == "P3")
assert plans["P3"]["plan_name"] == "Monthly"
check(v, """SELECT COUNT(*) FROM riders r JOIN plans p ON p.plan_id = r.plan_id
            WHERE r.gender = 'M' AND p.plan_name = 'Monthly' AND r.signup_date LIKE '2022-%'""")
golden("r14_men_signed_up_2022_on_monthly",
       "How many men who signed up with us in 2022 are currently on the Monthly plan?",
       v, "int", difficulty="easy",
       tags=["total", "signups", "gender", "plan", "year", "riders"])

# ================================================================ distinct entities
# 4. distinct bikes with an out-of-dock trip in 2024 -------------------------------------
v = len({t["bike_id"] for t in rides if yr(t, "2024") and t["status"] == "out_of_dock"})
check(v, """SELECT COUNT(DISTINCT bike_id) FROM trips WHERE status = 'out_of_dock' AND started_at LIKE '2024-%'""")
golden("r14_distinct_bikes_out_of_dock_2024",
       "In 2024, how many distinct bikes were involved in at least one out-of-dock trip?",
       v, "int", difficulty="easy",
       tags=["distinct-count", "bikes", "out-of-dock", "year"])

# 5. distinct riders who gave a 1-star rating in 2023 --------------------------------------
v = len({t["rider_id"] for t in trips if yr(t, "2023") and t["rating"] == "1"})
check(v, """SELECT COUNT(DISTINCT rider_id) FROM trips WHERE rating = 1 AND started_at LIKE '2023-%'""")
golden("r14_riders_gave_one_star_2023",
       "how many separate riders gave at least one of their 2023 rides a 1-star rating?",
       v, "int", difficulty="easy",
       tags=["distinct-count", "riders", "rating", "year", "lowercase"])

# 6. stations Student Annual riders departed from in January 2022 ---------------------------
v = len({t["start_station_id"] for t in rides if t["day"].startswith("2022-01") and t["plan"] == "Student Annual"})
open_jan22 = sum(1 for s in stations.values() if s["opened_on"] <= "2022-01-31")
assert v < open_jan22, (v, open_jan22)  # not simply every open station
check(v, f"""SELECT COUNT(DISTINCT t.start_station_id) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_name = 'Student Annual' AND t.started_at LIKE '2022-01-%'""")
golden("r14_stations_student_departures_jan_2022",
       "In January 2022, from how many different stations did Student Annual riders start at least one trip?",
       v, "int", difficulty="medium",
       tags=["distinct-count", "start-station", "plan", "month", "role"])

# ================================================================ top / bottom N
# 7. top five riders by ride minutes in 2023 -------------------------------------------------
mins = defaultdict(float)
for t in rides:
    if yr(t, "2023"):
        mins[t["rider_id"]] += t["dur"]
top = ranked(mins, 5)
check_rows([(k,) for k, _ in top], f"""SELECT t.rider_id FROM trips t WHERE {R} AND t.started_at LIKE '2023-%'
             GROUP BY t.rider_id ORDER BY SUM(t.duration_min) DESC LIMIT 5""")
golden("r14_top5_riders_by_ride_minutes_2023",
       "top five riders by total minutes ridden in 2023",
       [{"rider_id": k} for k, _ in top], "list[{rider_id:str}]", difficulty="medium",
       tags=["top-n", "riders", "ride-minutes", "year", "terse"])

# 8. two bike models with the most repair tickets in 2024 ------------------------------------
c = Counter(bikes[m["bike_id"]]["model"] for m in tickets if m["reported_on"].startswith("2024"))
top = ranked(c, 2)
check_rows(top, """SELECT b.model, COUNT(*) FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
             WHERE m.reported_on LIKE '2024-%' GROUP BY b.model ORDER BY COUNT(*) DESC LIMIT 2""")
golden("r14_top2_models_by_tickets_2024",
       "Which two bike models had the most repair tickets reported in 2024, and how many did each have?",
       [{"bike_model": k, "maintenance_tickets": n} for k, n in top],
       "list[{bike_model:str, maintenance_tickets:int}]", difficulty="medium",
       tags=["top-n", "maintenance", "bike-model", "year"])

# 9. bottom three departure stations by average rating in 2024 ---------------------------------
rat = defaultdict(list)
for t in trips:
    if yr(t, "2024") and t["rating"]:
        rat[stations[t["start_station_id"]]["station_name"]].append(int(t["rating"]))
avg = {k: mean(v) for k, v in rat.items()}
assert len(avg) == 65
bottom = ranked(avg, 3, reverse=False)
check_rows(bottom, """SELECT s.station_name, AVG(t.rating) FROM trips t
             JOIN stations s ON s.station_id = t.start_station_id
             WHERE t.rating IS NOT NULL AND t.started_at LIKE '2024-%'
             GROUP BY s.station_name ORDER BY AVG(t.rating) ASC LIMIT 3""")
golden("r14_bottom3_start_stations_by_rating_2024",
       "Which three stations had the lowest average ride rating for trips starting there in 2024? Lowest first, "
       "with the rating.",
       [{"start_station": k, "average_rating": rnd(a)} for k, a in bottom],
       "list[{start_station:str, average_rating:float}]", "approximate", difficulty="hard",
       tags=["bottom-n", "rating", "start-station", "role", "year"])

# ================================================================ ranking by a named measure
# 10. plan with the highest average ride rating in 2024 ---------------------------------------
rat = defaultdict(list)
for t in trips:
    if yr(t, "2024") and t["rating"]:
        rat[t["plan"]].append(int(t["rating"]))
avg = {k: mean(v) for k, v in rat.items()}
assert len(avg) == 5
(best, _), = ranked(avg, 1)
check(best, f"""SELECT p.plan_name FROM trips t {PLAN_JOIN}
             WHERE t.rating IS NOT NULL AND t.started_at LIKE '2024-%'
             GROUP BY p.plan_name ORDER BY AVG(t.rating) DESC LIMIT 1""")
golden("r14_plan_highest_rating_2024",
       "Which plan's riders gave their rides the highest average star rating in 2024?",
       best, "str", difficulty="medium",
       tags=["ranking", "rating", "plan", "year"])

# 11. Old Town station with the most departure revenue in 2023 ---------------------------------
rev = defaultdict(float)
for t in trips:
    if yr(t, "2023") and t["sdist"] == "Old Town":
        rev[stations[t["start_station_id"]]["station_name"]] += t["fare"]
(best, _), = ranked(rev, 1)
check(best, """SELECT s.station_name FROM trips t JOIN stations s ON s.station_id = t.start_station_id
             WHERE s.district = 'Old Town' AND t.started_at LIKE '2023-%'
             GROUP BY s.station_name ORDER BY SUM(t.fare_usd) DESC LIMIT 1""")
golden("r14_old_town_top_revenue_station_2023",
       "Which Old Town station brought in the most fare revenue from rides that started there in 2023?",
       best, "str", difficulty="medium",
       tags=["ranking", "revenue", "start-station", "start-district", "year"])

# 12. bike models ranked by average trip duration in 2024 ---------------------------------------
durs = defaultdict(list)
for t in rides:
    if yr(t, "2024"):
        durs[t["model"]].append(t["dur"])
avg = {k: mean(v) for k, v in durs.items()}
order = ranked(avg, len(avg))
assert len(order) == 4
check_rows(order, f"""SELECT b.model, AVG(t.duration_min) FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
             WHERE {R} AND t.started_at LIKE '2024-%' GROUP BY b.model ORDER BY AVG(t.duration_min) DESC""")
golden("r14_models_ranked_by_avg_duration_2024",
       "rank our bike models by average trip length in 2024, longest first",
       [{"bike_model": k, "average_trip_duration": rnd(a)} for k, a in order],
       "list[{bike_model:str, average_trip_duration:float}]", "approximate", difficulty="medium",
       tags=["ranking", "breakdown", "duration", "bike-model", "year", "lowercase"])

# ================================================================ averages per entity
# 13. trips per bike, over bikes ridden in 2022 --------------------------------------------------
# (every bike in the register was ridden in 2024, so 2022 is asked, where it matters)
assert len({t["bike_id"] for t in rides if yr(t, "2024")}) == len(bikes)
r22 = y22r
per_bike = Counter(t["bike_id"] for t in r22)
v = len(r22) / len(per_bike)
assert len(per_bike) < sum(1 for b in bikes.values() if b["commissioned_on"] <= "2022-12-31") < len(bikes)
check(v, f"""SELECT COUNT(*) * 1.0 / COUNT(DISTINCT t.bike_id) FROM trips t
             WHERE {R} AND t.started_at LIKE '2022-%'""")
golden("r14_avg_trips_per_ridden_bike_2022",
       "Looking only at the bikes that were actually ridden at least once in 2022, how many trips did each of "
       "them make that year on average?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["per-entity", "average", "bikes", "trips", "year", "long"])

# 14. repair tickets per electric bike (whole register, all tickets) ------------------------------
ebikes = {k for k, b in bikes.items() if b["bike_type"] == "electric"}
v = sum(1 for m in tickets if m["bike_id"] in ebikes) / len(ebikes)
check(v, """SELECT (SELECT COUNT(*) FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
                    WHERE b.bike_type = 'electric') * 1.0
             / (SELECT COUNT(*) FROM bikes WHERE bike_type = 'electric')""")
golden("r14_tickets_per_ebike_all_time",
       "On average, how many repair tickets has each electric bike had? Count every e-bike in the fleet register "
       "whatever its status, and all tickets ever reported.",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["per-entity", "average", "maintenance", "bike-type", "fleet"])

# 15. ride minutes per active Monthly member in 2024 ----------------------------------------------
mm = [t for t in y24 if t["plan"] == "Monthly"]
v = sum(t["dur"] for t in mm) / len({t["rider_id"] for t in mm})
check(v, f"""SELECT SUM(t.duration_min) / COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN}
             WHERE {R} AND p.plan_name = 'Monthly' AND t.started_at LIKE '2024-%'""")
golden("r14_ride_minutes_per_monthly_rider_2024",
       "for monthly members who rode in 2024, what was the average total ride time per person over the year, in "
       "minutes?",
       rnd(v), "float", "approximate", difficulty="hard",
       tags=["per-entity", "average", "ride-minutes", "active-riders", "plan", "year"])

# ================================================================ share of a total
# 16. share of 2023 trips starting in Downtown ----------------------------------------------------
v = 100.0 * sum(1 for t in y23 if t["sdist"] == "Downtown") / len(y23)
check(v, f"""SELECT 100.0 * SUM(CASE WHEN s.district = 'Downtown' THEN 1 ELSE 0 END) / COUNT(*)
             FROM trips t JOIN stations s ON s.station_id = t.start_station_id
             WHERE {R} AND t.started_at LIKE '2023-%'""")
golden("r14_share_trips_from_downtown_2023",
       "What percentage of 2023 trips started at a Downtown station?",
       rnd(v), "float", "approximate", difficulty="easy",
       tags=["share", "trips", "start-district", "year"])

# 17. share of 2024 tickets that were high priority -------------------------------------------------
t24 = [m for m in tickets if m["reported_on"].startswith("2024")]
v = 100.0 * sum(1 for m in t24 if m["priority"] == "high") / len(t24)
check(v, """SELECT 100.0 * SUM(CASE WHEN priority = 'high' THEN 1 ELSE 0 END) / COUNT(*)
            FROM maintenance WHERE reported_on LIKE '2024-%'""")
golden("r14_share_high_priority_tickets_2024",
       "what share of the repair tickets reported in 2024 were high priority, in %?",
       rnd(v), "float", "approximate", difficulty="easy",
       tags=["share", "maintenance", "priority", "year", "lowercase"])

# 18. share of 2022 revenue from e-bikes -----------------------------------------------------------
y22 = [t for t in trips if yr(t, "2022")]
v = 100.0 * sum(t["fare"] for t in y22 if t["btype"] == "electric") / sum(t["fare"] for t in y22)
check(v, """SELECT 100.0 * SUM(CASE WHEN b.bike_type = 'electric' THEN t.fare_usd ELSE 0 END) / SUM(t.fare_usd)
            FROM trips t JOIN bikes b ON b.bike_id = t.bike_id WHERE t.started_at LIKE '2022-%'""")
golden("r14_share_revenue_ebikes_2022",
       "Of all the trip fare revenue we took in 2022, what percentage came from rides on e-bikes?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["share", "revenue", "bike-type", "year"])

# ================================================================ growth between two periods
# 19. Harbor Festival 2024 vs the same dates in 2023 ------------------------------------------------
f24 = sum(1 for t in rides if between(t, "2024-07-12", "2024-07-21"))
f23 = sum(1 for t in rides if between(t, "2023-07-12", "2023-07-21"))
v = pct_change(f23, f24)
check(v, f"""SELECT 100.0 * (SUM(CASE WHEN date(t.started_at) BETWEEN '2024-07-12' AND '2024-07-21' THEN 1 ELSE 0 END)
                      - SUM(CASE WHEN date(t.started_at) BETWEEN '2023-07-12' AND '2023-07-21' THEN 1 ELSE 0 END))
             / SUM(CASE WHEN date(t.started_at) BETWEEN '2023-07-12' AND '2023-07-21' THEN 1 ELSE 0 END)
             FROM trips t WHERE {R}""")
golden("r14_festival_trips_vs_same_dates_2023",
       "How did the number of trips during the Harbor Festival 2024 compare with the same dates (12-21 July) "
       "a year earlier? Give me the % change.",
       rnd(v), "float", "approximate", difficulty="hard",
       tags=["percent-change", "named-period", "two-periods", "trips"])

# 20. repair cost 2023 -> 2024 -----------------------------------------------------------------------
def cost(y):
    return sum(float(m["repair_cost_usd"]) for m in tickets
               if m["reported_on"].startswith(y) and m["repair_cost_usd"] != "")


v = pct_change(cost("2023"), cost("2024"))
check(v, """SELECT 100.0 * (SUM(CASE WHEN reported_on LIKE '2024-%' THEN repair_cost_usd ELSE 0 END)
                      - SUM(CASE WHEN reported_on LIKE '2023-%' THEN repair_cost_usd ELSE 0 END))
            / SUM(CASE WHEN reported_on LIKE '2023-%' THEN repair_cost_usd ELSE 0 END) FROM maintenance""")
golden("r14_repair_cost_pct_change_2023_2024",
       "By what percent did our total repair cost change from 2023 to 2024?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["percent-change", "repair-cost", "two-periods", "year"])

# 21. average fare 2022 -> 2023 -----------------------------------------------------------------------
a22 = mean(t["fare"] for t in rides if yr(t, "2022"))
a23 = mean(t["fare"] for t in rides if yr(t, "2023"))
v = pct_change(a22, a23)
assert abs(v - pct_change(mean(t["fare"] for t in trips if yr(t, "2022")),
                          mean(t["fare"] for t in trips if yr(t, "2023")))) > 0.01  # cancelled rows matter
check(v, f"""SELECT 100.0 * (a23 - a22) / a22 FROM (
             SELECT AVG(CASE WHEN t.started_at LIKE '2022-%' THEN t.fare_usd END) AS a22,
                    AVG(CASE WHEN t.started_at LIKE '2023-%' THEN t.fare_usd END) AS a23
             FROM trips t WHERE {R})""")
golden("r14_avg_fare_pct_change_2022_2023",
       "avg fare 2022 -> 2023, % change?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["percent-change", "average-fare", "two-periods", "year", "terse"])

# ================================================================ negation / exclusion
# 22. stations with no repair ticket reported in October 2024 ----------------------------------------
with_t = {m["station_id"] for m in tickets if m["reported_on"].startswith("2024-10") and m["station_id"]}
assert all(s["opened_on"] < "2024-10-01" for s in stations.values())
v = sum(1 for k in stations if k not in with_t)
check(v, """SELECT COUNT(*) FROM stations s WHERE NOT EXISTS (SELECT 1 FROM maintenance m
             WHERE m.station_id = s.station_id AND m.reported_on LIKE '2024-10-%')""")
golden("r14_stations_without_tickets_oct_2024",
       "How many stations went the whole of October 2024 without a single repair ticket being reported at them?",
       v, "int", difficulty="medium",
       tags=["negation", "never", "anti-join", "maintenance", "station", "month"])

# 23. Q2 2024 trips excluding Downtown departures -----------------------------------------------------
v = sum(1 for t in rides if between(t, "2024-04-01", "2024-06-30") and t["sdist"] != "Downtown")
check(v, f"""SELECT COUNT(*) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
             WHERE {R} AND s.district <> 'Downtown' AND date(t.started_at) BETWEEN '2024-04-01' AND '2024-06-30'""")
golden("r14_trips_q2_2024_excluding_downtown",
       "Excluding trips that started at Downtown stations, how many trips were there in Q2 2024?",
       v, "int", difficulty="easy",
       tags=["negation", "exclusion", "trips", "start-district", "quarter"])

# 24. riders who never started a 2023 trip in their own home district ---------------------------------
starts = defaultdict(set)
for t in y23:
    starts[t["rider_id"]].add(t["sdist"])
v = sum(1 for rid, ds in starts.items() if riders[rid]["home_district"] and riders[rid]["home_district"] not in ds)
check(v, f"""SELECT COUNT(*) FROM riders r
             WHERE r.home_district IS NOT NULL
               AND EXISTS (SELECT 1 FROM trips t WHERE t.rider_id = r.rider_id AND {R} AND t.started_at LIKE '2023-%')
               AND NOT EXISTS (SELECT 1 FROM trips t JOIN stations s ON s.station_id = t.start_station_id
                               WHERE t.rider_id = r.rider_id AND {R} AND t.started_at LIKE '2023-%'
                                 AND s.district = r.home_district)""")
golden("r14_riders_never_started_in_home_district_2023",
       "Among riders who live in one of our districts and rode at least once in 2023, how many never started a "
       "single 2023 trip from a station in their own home district?",
       v, "int", difficulty="hard",
       tags=["negation", "never", "home-district", "start-district", "riders", "year", "long"])

# 25. Annual-plan riders with no trips in 2024 -----------------------------------------------------------
rode24 = {t["rider_id"] for t in y24}
v = sum(1 for r in riders.values() if r["plan_id"] == "P4" and r["rider_id"] not in rode24)
unlocked24 = {t["rider_id"] for t in trips if yr(t, "2024")}
assert v > sum(1 for r in riders.values() if r["plan_id"] == "P4" and r["rider_id"] not in unlocked24)
check(v, f"""SELECT COUNT(*) FROM riders r JOIN plans p ON p.plan_id = r.plan_id
             WHERE p.plan_name = 'Annual' AND NOT EXISTS (SELECT 1 FROM trips t
               WHERE t.rider_id = r.rider_id AND {R} AND t.started_at LIKE '2024-%')""")
golden("r14_annual_riders_no_trips_2024",
       "How many riders currently on the Annual plan didn't take any trips at all in 2024?",
       v, "int", difficulty="medium",
       tags=["negation", "anti-join", "riders", "plan", "year"])

# ================================================================ comparisons with a threshold
# 26. 2024 rides shorter than 5 minutes ------------------------------------------------------------------
v = sum(1 for t in y24 if t["dur"] < 5)
check(v, f"""SELECT COUNT(*) FROM trips t WHERE {R} AND t.duration_min < 5 AND t.started_at LIKE '2024-%'""")
golden("r14_rides_under_5_minutes_2024",
       "How many 2024 rides were shorter than 5 minutes?",
       v, "int", difficulty="easy",
       tags=["threshold", "comparison", "duration", "trips", "year"])

# 27. 2023 tickets costing more than $100 ----------------------------------------------------------------
v = sum(1 for m in tickets if m["reported_on"].startswith("2023") and m["repair_cost_usd"] != ""
        and float(m["repair_cost_usd"]) > 100)
assert not any(m["repair_cost_usd"] != "" and float(m["repair_cost_usd"]) == 100 for m in tickets)
check(v, """SELECT COUNT(*) FROM maintenance WHERE reported_on LIKE '2023-%' AND repair_cost_usd > 100""")
golden("r14_tickets_cost_over_100_2023",
       "how many repair tickts from 2023 cost more than $100 to fix?",
       v, "int", difficulty="easy",
       tags=["threshold", "comparison", "maintenance", "repair-cost", "year", "typo"])

# ================================================================ roles (origin vs destination)
# 28. arrivals at Central Station in Q3 2024 from other stations ------------------------------------------
cs = name_id["Central Station"]
q3 = [t for t in rides if between(t, "2024-07-01", "2024-09-30")]
v = sum(1 for t in q3 if t["end_station_id"] == cs and t["start_station_id"] != cs)
assert v == sum(1 for t in rides if t["end_station_id"] == cs and t["start_station_id"] != cs
                and "2024-07-01" <= t["ended_at"][:10] <= "2024-09-30")  # same dated by end
assert v != sum(1 for t in q3 if t["start_station_id"] == cs and t["end_station_id"] != cs)  # role matters
check(v, f"""SELECT COUNT(*) FROM trips t JOIN stations e ON e.station_id = t.end_station_id
             JOIN stations s ON s.station_id = t.start_station_id
             WHERE {R} AND e.station_name = 'Central Station' AND s.station_name <> 'Central Station'
               AND date(t.started_at) BETWEEN '2024-07-01' AND '2024-09-30'""")
golden("r14_central_arrivals_from_elsewhere_q3_2024",
       "How many trips ended at Central Station in Q3 2024 after starting at a different station?",
       v, "int", difficulty="medium",
       tags=["role", "end-station", "arrivals", "negation", "quarter"])

# 29. Ferry Terminal -> Pier 52 in 2023 --------------------------------------------------------------------
ft, pier = name_id["Ferry Terminal"], name_id["Pier 52"]
v = sum(1 for t in y23 if t["start_station_id"] == ft and t["end_station_id"] == pier)
assert v != sum(1 for t in y23 if t["start_station_id"] == pier and t["end_station_id"] == ft)
check(v, f"""SELECT COUNT(*) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
             JOIN stations e ON e.station_id = t.end_station_id
             WHERE {R} AND s.station_name = 'Ferry Terminal' AND e.station_name = 'Pier 52'
               AND t.started_at LIKE '2023-%'""")
golden("r14_ferry_terminal_to_pier52_2023",
       "How many rides went from Ferry Terminal to Pier 52 in 2023?",
       v, "int", difficulty="easy",
       tags=["role", "start-station", "end-station", "year"])

# 30. average duration of trips ending at Alki Beach in 2024 ------------------------------------------------
alki = name_id["Alki Beach"]
v = mean(t["dur"] for t in y24 if t["end_station_id"] == alki)
assert abs(v - mean(t["dur"] for t in y24 if t["start_station_id"] == alki)) > 0.01  # role matters
check(v, f"""SELECT AVG(t.duration_min) FROM trips t JOIN stations e ON e.station_id = t.end_station_id
             WHERE {R} AND e.station_name = 'Alki Beach' AND t.started_at LIKE '2024-%'""")
golden("r14_avg_duration_arrivals_alki_beach_2024",
       "What was the average ride time, in minutes, of trips that ended at Alki Beach in 2024?",
       rnd(v), "float", "approximate", difficulty="medium",
       tags=["role", "end-station", "duration", "average", "year"])

# ================================================================ breakdowns
# 31. revenue by quarter 2022 ---------------------------------------------------------------------------------
qrev = defaultdict(float)
for t in y22:
    m = int(t["day"][5:7])
    qrev["2022-%02d-01" % (3 * ((m - 1) // 3) + 1)] += t["fare"]
rows = sorted(qrev.items())
assert len(rows) == 4
check_rows(rows, """SELECT substr(started_at, 1, 5) || CASE (CAST(substr(started_at, 6, 2) AS INTEGER) - 1) / 3
                      WHEN 0 THEN '01-01' WHEN 1 THEN '04-01' WHEN 2 THEN '07-01' ELSE '10-01' END AS q,
                    SUM(fare_usd) FROM trips WHERE started_at LIKE '2022-%' GROUP BY q ORDER BY q""")
golden("r14_revenue_by_quarter_2022",
       "trip revenu by quarter for 2022",
       [{"quarter": q, "revenue": round(r, 2)} for q, r in rows],
       "list[{quarter:str, revenue:float}]", "approximate", difficulty="easy",
       tags=["breakdown", "revenue", "quarter", "year", "typo", "terse"])

# 32. active riders by rider type 2024 -----------------------------------------------------------------------
act = defaultdict(set)
for t in y24:
    act[t["ptype"]].add(t["rider_id"])
order = ranked({k: len(v) for k, v in act.items()}, 2)
check_rows(order, f"""SELECT p.plan_type, COUNT(DISTINCT t.rider_id) FROM trips t {PLAN_JOIN}
             WHERE {R} AND t.started_at LIKE '2024-%' GROUP BY p.plan_type ORDER BY 2 DESC""")
golden("r14_active_riders_by_rider_type_2024",
       "Active riders in 2024 split into members and casual riders, bigger group first",
       [{"plan_type": k, "active_riders": n} for k, n in order],
       "list[{plan_type:str, active_riders:int}]", difficulty="easy",
       tags=["breakdown", "active-riders", "rider-type", "year"])

# 33. days to resolve by priority, 2023 tickets -----------------------------------------------------------------
from datetime import date


def days(m):
    return (date.fromisoformat(m["resolved_on"]) - date.fromisoformat(m["reported_on"])).days


dd = defaultdict(list)
for m in tickets:
    if m["reported_on"].startswith("2023") and m["resolved_on"]:
        dd[m["priority"]].append(days(m))
order = ranked({k: mean(v) for k, v in dd.items()}, 3)
check_rows(order, """SELECT priority, AVG(julianday(resolved_on) - julianday(reported_on)) FROM maintenance
             WHERE reported_on LIKE '2023-%' AND resolved_on IS NOT NULL GROUP BY priority ORDER BY 2 DESC""")
golden("r14_days_to_resolve_by_priority_2023",
       "For repair tickets reported in 2023, how many days did it take on average to resolve them, broken down "
       "by priority? Slowest first please.",
       [{"priority": k, "average_days_to_resolve": rnd(a)} for k, a in order],
       "list[{priority:str, average_days_to_resolve:float}]", "approximate", difficulty="medium",
       tags=["breakdown", "ranking", "days-to-resolve", "priority", "year", "polite"])

# ================================================================ documents
# 34. e-bike surcharge for members ----------------------------------------------------------------------------------
doc_says("pricing_policy.md", "Electric bikes carry a surcharge for every minute of the ride: $0.10 per minute "
                              "for members and Pay As You Go riders")
golden("r14_doc_ebike_surcharge_members",
       "For a monthly or annual member, how much is the e-bike surcharge per minute of riding, in dollars?",
       0.10, "float", "approximate", route="documents", difficulty="easy",
       tags=["document", "policy", "pricing", "ebike"])

# 35. rebalancing deadline -----------------------------------------------------------------------------------------
doc_says("pricing_policy.md", "Stations below 10% of their docks with bikes at 7:00 on a weekday are refilled "
                              "by the rebalancing vans before 8:30.")
golden("r14_doc_rebalancing_threshold_pct",
       "At 7:00 on a weekday, below what percentage of its docks holding bikes does a station get refilled by the rebalancing vans?",
       10, "int", "exact", route="documents", difficulty="easy",
       tags=["document", "policy", "rebalancing"])

main([
    "# Held-out round 14: not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round14.py from data/*.csv (Python standard library only; checked a second",
    "# time by hand-written SQL in sqlite3; the document answers from documents/pricing_policy.md).",
    "# GENERATED: python3 expected/round14.py",
])
