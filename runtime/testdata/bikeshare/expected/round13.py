#!/usr/bin/env python3
"""Held-out round 13 for the bikeshare workspace: 12 new questions in the words
of different users (an ops manager, a finance analyst, terse and sloppy ones,
long polite ones, and everyday words the knowledge files do not use: "taken
by thieves", "never actually gone for a ride"), written by an
independent question writer from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
without running datacopilot. Every expected value is computed here from
data/*.csv with the Python standard library only, then a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal. The document answer is taken from documents/pricing_policy.md
and only checked to be stated there.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
- a trip is a row with status completed or out_of_dock; cancelled unlocks are
  never trips (rule cancelled_unlocks_are_not_trips); a trip belongs to the
  day it started (started_at), so "q2 2024" = started 2024-04-01..2024-06-30;
- revenue = SUM(fare_usd) (cancelled unlocks have fare 0, so they change no
  sum); "casual riders" / "members" = plans.plan_type of the rider's current
  plan (riders.plan_id); e-bike = bikes.bike_type = 'electric';
- departures from a station = trips started there; arrivals ("dropped off
  at") = trips that ended there (end_station_id; out-of-dock trips have none);
  the July 2024 arrival count is the same whether trips are dated by start or
  by end (asserted);
- "never actually went for a ride" = no trip (cancelled unlocks do not
  count) in the whole extract, 2022-01-01 to 2024-12-31;
- the ride rating is AVG(rating) over rated trips (cancelled unlocks are
  never rated, asserted);
- "taken by thieves" = bikes.status = 'stolen' (current status at the
  extract, 2024-12-31);
- percentages are 0-100; percent change = (new - old) / old * 100; floats are
  rounded to 4 decimals (2 from 100 up).
Rankings are checked for ties at the asked position and the next one.
"""
import csv
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")
PREFIX = "r13_"

# ---------------------------------------------------------------- helpers
GOLDENS = []


def golden(name, question, expect=None, hint=None, mode="exact", route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert name.startswith(PREFIX), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert route in (None, "documents"), route
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags), tolerance=tolerance))


def rnd(x):
    """4 decimals, 2 from 100 up (well inside the 0.1% relative tolerance)."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def nth(counts, n, reverse=True):
    """The n-th item (1-based) by value, refusing a tie at n-1/n/n+1."""
    items = sorted(counts.items(), key=lambda kv: (-kv[1] if reverse else kv[1], str(kv[0])))
    vals = [round(v, 6) for _, v in items]
    if n >= 2:
        assert vals[n - 2] != vals[n - 1], ("tie above", items[n - 2], items[n - 1])
    if n < len(vals):
        assert vals[n - 1] != vals[n], ("tie below", items[n - 1], items[n])
    return items[n - 1][0]


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float, str)):
        return json.dumps(v, ensure_ascii=False)
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


def main(header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(header, f)
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


def check(value, sql, *params):
    """The Python answer equals the first cell of the SQL answer."""
    got = DB.execute(sql, params).fetchall()[0][0]
    if isinstance(value, float) or isinstance(got, float):
        assert abs(value - got) <= 1e-6 * max(1.0, abs(value)), (value, got, sql)
    else:
        assert value == got, (value, got, sql)


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


# ---------------------------------------------------------------- data
trips = load("trips.csv")
riders = {r["rider_id"]: r for r in load("riders.csv")}
plans = {p["plan_id"]: p for p in load("plans.csv")}
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
name_id = {s["station_name"]: k for k, s in stations.items()}
assert len(name_id) == len(stations)
DB = sqlite_db(["trips.csv", "riders.csv", "plans.csv", "bikes.csv", "stations.csv", "maintenance.csv"])
for t in trips:
    t["day"] = t["started_at"][:10]
    t["ptype"] = plans[riders[t["rider_id"]]["plan_id"]]["plan_type"]
    t["btype"] = bikes[t["bike_id"]]["bike_type"]
rides = [t for t in trips if t["status"] != "cancelled"]


def year(t, y):
    return t["day"].startswith(y)


# 1. total with two filters (bike type + rider type) in a quarter --------------------
q2 = [t for t in trips if "2024-04-01" <= t["day"] <= "2024-06-30"]
v1 = sum(float(t["fare_usd"]) for t in q2 if t["btype"] == "electric" and t["ptype"] == "casual")
check(v1, """SELECT SUM(t.fare_usd) FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
             JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id
             WHERE b.bike_type = 'electric' AND p.plan_type = 'casual'
               AND date(t.started_at) BETWEEN '2024-04-01' AND '2024-06-30'""")
golden("r13_casual_ebike_revenue_q2_2024",
       "ebike fare revenue from casual riders q2 2024?",
       round(v1, 2), "float", "approximate", difficulty="easy",
       tags=["total", "two-filters", "revenue", "bike-type", "rider-type", "quarter", "terse"])

# 2. distinct entities constrained by facts -----------------------------------------
v2 = len({t["rider_id"] for t in trips if t["status"] == "out_of_dock" and year(t, "2023")})
check(v2, """SELECT COUNT(DISTINCT rider_id) FROM trips
             WHERE status = 'out_of_dock' AND started_at LIKE '2023-%'""")
golden("r13_riders_with_out_of_dock_trip_2023",
       "How many different riders left a bike outside a station (an out-of-dock trip) at least once in 2023?",
       v2, "int", difficulty="easy",
       tags=["distinct-count", "riders", "out-of-dock", "year"])

# 3. ranking: the n-th --------------------------------------------------------------
c3 = Counter(stations[t["start_station_id"]]["station_name"] for t in rides if year(t, "2023"))
v3 = nth(c3, 3)
check(v3, """SELECT s.station_name FROM trips t JOIN stations s ON s.station_id = t.start_station_id
             WHERE t.status <> 'cancelled' AND t.started_at LIKE '2023-%'
             GROUP BY s.station_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
assert len(c3) == 64  # every station opened before 2024 has 2023 departures
golden("r13_third_busiest_departure_station_2023",
       "Which station had the third most departures in 2023?",
       v3, "str", difficulty="medium",
       tags=["ordinal", "ranking", "start-station", "year"])

# 4. negation ------------------------------------------------------------------------
rode = {t["rider_id"] for t in rides}
new23 = [r for r in riders.values() if r["signup_date"].startswith("2023")]
v4 = sum(1 for r in new23 if r["rider_id"] not in rode)
# cancelled-only riders are among them (a cancelled unlock is not a ride)
assert v4 > sum(1 for r in new23 if r["rider_id"] not in {t["rider_id"] for t in trips})
check(v4, """SELECT COUNT(*) FROM riders r WHERE r.signup_date LIKE '2023-%'
             AND NOT EXISTS (SELECT 1 FROM trips t WHERE t.rider_id = r.rider_id AND t.status <> 'cancelled')""")
golden("r13_2023_signups_who_never_rode",
       "Of the people who signed up in 2023, how many have never actually gone for a ride with us "
       "(up to the end of 2024)?",
       v4, "int", difficulty="hard",
       tags=["negation", "riders", "signups", "year", "idiom"])

# 5. comparison between two periods (percent change) ---------------------------------
s23 = sum(1 for t in rides if year(t, "2023") and riders[t["rider_id"]]["plan_id"] == "P5")
s24 = sum(1 for t in rides if year(t, "2024") and riders[t["rider_id"]]["plan_id"] == "P5")
assert plans["P5"]["plan_name"] == "Student Annual"
v5 = (s24 - s23) / s23 * 100
check(v5, """SELECT 100.0 * (SUM(CASE WHEN t.started_at LIKE '2024-%' THEN 1 ELSE 0 END)
                     - SUM(CASE WHEN t.started_at LIKE '2023-%' THEN 1 ELSE 0 END))
             / SUM(CASE WHEN t.started_at LIKE '2023-%' THEN 1 ELSE 0 END)
             FROM trips t JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id
             WHERE p.plan_name = 'Student Annual' AND t.status <> 'cancelled'""")
golden("r13_student_annual_trips_pct_change_2023_2024",
       "% change in trips by student annual riders, 2023 vs 2024?",
       rnd(v5), "float", "approximate", difficulty="medium",
       tags=["percent-change", "period-comparison", "trips", "plan", "year", "terse"])

# 6. share of a total ----------------------------------------------------------------
y24 = [t for t in rides if year(t, "2024")]
v6 = 100.0 * sum(1 for t in y24 if t["btype"] == "electric") / len(y24)
check(v6, """SELECT 100.0 * SUM(CASE WHEN b.bike_type = 'electric' THEN 1 ELSE 0 END) / COUNT(*)
             FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
             WHERE t.status <> 'cancelled' AND t.started_at LIKE '2024-%'""")
golden("r13_ebike_share_of_trips_2024",
       "Roughly half our rides are on e-bikes now, I'm told. What percentage of 2024 trips were actually "
       "on electric bikes?",
       rnd(v6), "float", "approximate", difficulty="easy",
       tags=["share", "trips", "bike-type", "year", "follow-on"])

# 7. threshold on an aggregate -------------------------------------------------------
dep24 = Counter(t["start_station_id"] for t in y24)
v7 = sum(1 for n in dep24.values() if n > 1000)
assert all(abs(n - 1000) > 5 for n in dep24.values())  # nobody near the line
check(v7, """SELECT COUNT(*) FROM (SELECT start_station_id FROM trips
             WHERE status <> 'cancelled' AND started_at LIKE '2024-%'
             GROUP BY start_station_id HAVING COUNT(*) > 1000)""")
golden("r13_stations_over_1000_departures_2024",
       "how many stations had more than 1,000 trips starting there in 2024",
       v7, "int", difficulty="medium",
       tags=["threshold", "start-station", "count", "year"])

# 8. role: arrivals (end station), not departures -------------------------------------
pier = name_id["Pier 52"]
jul = [t for t in rides if t["day"].startswith("2024-07")]
v8 = sum(1 for t in jul if t["end_station_id"] == pier)
assert v8 == sum(1 for t in rides if t["end_station_id"] == pier and t["ended_at"].startswith("2024-07"))
assert v8 != sum(1 for t in jul if t["start_station_id"] == pier)  # the role matters
check(v8, """SELECT COUNT(*) FROM trips t JOIN stations s ON s.station_id = t.end_station_id
             WHERE s.station_name = 'Pier 52' AND t.status <> 'cancelled'
               AND t.started_at LIKE '2024-07-%'""")
golden("r13_pier52_arrivals_jul_2024",
       "how many bikes got dropped off at Pier 52 in July 2024",
       v8, "int", difficulty="medium",
       tags=["role", "end-station", "arrivals", "month", "idiom"])

# 9. per-entity amount ----------------------------------------------------------------
per = Counter(t["rider_id"] for t in y24 if t["ptype"] == "member")
v9 = sum(1 for n in per.values() if n > 40)
assert 40 not in per.values()
check(v9, """SELECT COUNT(*) FROM (SELECT t.rider_id FROM trips t JOIN riders r ON r.rider_id = t.rider_id
             JOIN plans p ON p.plan_id = r.plan_id
             WHERE p.plan_type = 'member' AND t.status <> 'cancelled' AND t.started_at LIKE '2024-%'
             GROUP BY t.rider_id HAVING COUNT(*) > 40)""")
golden("r13_members_more_than_40_trips_2024",
       "How many of our members took more than 40 trips in 2024?",
       v9, "int", difficulty="medium",
       tags=["per-entity", "threshold", "members", "trips", "year"])

# 10. breakdown, one row asked for ----------------------------------------------------
assert not any(t["rating"] for t in trips if t["status"] == "cancelled")
rat = defaultdict(list)
for t in trips:
    if year(t, "2023") and t["rating"]:
        rat[bikes[t["bike_id"]]["model"]].append(int(t["rating"]))
assert "E-Bolt 2" in rat and len(rat) == 4
v10 = mean(rat["E-Bolt 2"])
check(v10, """SELECT AVG(t.rating) FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
              WHERE b.model = 'E-Bolt 2' AND t.started_at LIKE '2023-%'""")
golden("r13_avg_rating_e_bolt_2_2023",
       "Hi, could you pull the average ride rating per bike model for trips in 2023? The one I'm "
       "after is the E-Bolt 2.",
       rnd(v10), "float", "approximate", difficulty="medium",
       tags=["breakdown-row", "rating", "bike-model", "year", "polite"])

# 11. document: a policy number -------------------------------------------------------
# documents/pricing_policy.md, section "Out-of-dock fee": "Field staff collect the bike
# within 4 hours of the alert."
doc_says("pricing_policy.md", "Field staff collect the bike within 4 hours of the alert.")
golden("r13_doc_out_of_dock_pickup_hours",
       "if someone leaves a bike outside a station, within how many hours are our field staff supposed "
       "to go and collect it?",
       4, "int", route="documents", difficulty="easy",
       tags=["document", "policy", "out-of-dock"])

# 12. ordinary words the files do not use ("taken by thieves") ------------------------
v12 = sum(1 for b in bikes.values() if b["status"] == "stolen")
check(v12, "SELECT COUNT(*) FROM bikes WHERE status = 'stolen'")
golden("r13_bikes_taken_by_thieves",
       "how many of our bikes have been taken by thieves, going by the fleet register at the end of 2024?",
       v12, "int", difficulty="easy",
       tags=["idiom", "fleet", "bike-status"])

main([
    "# Held-out round 13: not loaded by eval; written by an independent question writer",
    "# without reading the runtime and without running datacopilot; answers computed by",
    "# expected/round13.py from data/*.csv (Python standard library only; checked a second",
    "# time by SQL in sqlite3; the document answer from documents/pricing_policy.md).",
    "# GENERATED: python3 expected/round13.py",
])
