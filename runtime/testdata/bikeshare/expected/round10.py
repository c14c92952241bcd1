#!/usr/bin/env python3
"""Held-out round 10 for the bikeshare workspace: 12 new questions in the words
of business users (some lowercase and sloppy, some using everyday words the
knowledge files do not define, a few long), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip is a row of trips.csv with status completed or out_of_dock (cancelled
  unlocks are not trips), dated by the day it started (started_at), also for
  arrivals (the station_flow pipe does the same); "so far in 2024" is all of
  2024, the extract being taken at the end of 2024-12-31;
- distance is distance_km, recorded for docked trips only: the average km per
  ride is AVG(distance_km) over trips that have a distance (out-of-dock trips
  have none and are left out, cancelled unlocks are not trips);
- a rider's plan is the current plan in riders.csv (plan changes are not
  kept); "monthly member" = plan Monthly, "students" = plan Student Annual;
- e-bike / electric = bikes.bike_type 'electric'; a share is part / whole * 100
  where the whole keeps every filter but the one defining the part (share of
  2024 Student Annual trips that were on e-bikes: whole = all 2024 Student
  Annual trips);
- departures / "picked up at" a station or district = the trip's start station;
  "rides finishing there" / "dropped off" = the end station (out-of-dock trips
  have none); a station's surplus = arrivals minus departures (the
  station_flow pipe's net_flow); "residents of Northgate" = riders.home_district,
  not the station district (rule home_district_vs_station_district);
- bikes "left outside a station" = trips with status out_of_dock;
- docks = stations.capacity; trips per dock in a district = departures from the
  district's stations / the summed capacity of those stations;
- a bike "in service" = bikes.status 'in_service' (current status); a bike that
  "never had a problem reported" has no row in maintenance.csv at all;
- maintenance tickets are dated by reported_on; days to fix = resolved_on -
  reported_on in days (resolved tickets; every ticket reported in the first half
  of 2024 is resolved), "more than two weeks" = more than 14 days.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties (the 7th place and its neighbours, the top
surplus). The unanswerable question (purchase price of bikes: the fleet
register has no price or cost column, repair cost is not a purchase price)
expects route "stop"; the document question (Day Pass overtime per minute,
only in pricing_policy.md) expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round10.hcl")
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


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
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
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


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
    """The CSV files in an in-memory SQLite database, one table per file named after
    it (empty cells NULL, integers and decimals typed): every answer is computed a
    second time by hand-written SQL over it and compared with the Python loops."""
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


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))



def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


trips = load("trips.csv")
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
riders = {r["rider_id"]: r for r in load("riders.csv")}
plans = {p["plan_id"]: p for p in load("plans.csv")}
tickets = load("maintenance.csv")
for t in trips:
    t["day"] = day(t["started_at"])
    t["fare"] = float(t["fare_usd"])
    t["dur"] = float(t["duration_min"])
    t["km"] = None if t["distance_km"] == "" else float(t["distance_km"])
    t["start"] = stations[t["start_station_id"]]
    t["end"] = stations[t["end_station_id"]] if t["end_station_id"] else None
    t["rider"] = riders[t["rider_id"]]
    t["plan"] = plans[t["rider"]["plan_id"]]
for m in tickets:
    m["rep"] = day(m["reported_on"])
assert all((t["end"] is None) == (t["status"] == "out_of_dock") for t in trips)

DB = sqlite_db(DATA, ["trips.csv", "bikes.csv", "stations.csv", "riders.csv", "plans.csv", "maintenance.csv"])
DB.execute("CREATE INDEX trips_rider ON trips (rider_id)")
DB.execute("CREATE INDEX riders_id ON riders (rider_id)")


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def T(*preds):
    return [t for t in trips if t["status"] != "cancelled" and all(p(t) for p in preds)]


def started(lo, hi):
    return lambda t: inr(t["day"], lo, hi)


SD = "substr(t.started_at, 1, 10)"
Y24 = started("2024-01-01", "2024-12-31")
Y23 = started("2023-01-01", "2023-12-31")

H1_24 = started("2024-01-01", "2024-06-30")
H2_24 = started("2024-07-01", "2024-12-31")


def cut_ok(d, n):
    """The n-th and (n+1)-th values of a descending ranking differ."""
    vals = sorted(d.values(), reverse=True)
    assert len(vals) > n and vals[n - 1] != vals[n], "tie at the cut: %r" % vals[n - 1:n + 1]



# 1. sum of a non-trip measure (docks), everyday wording: all docks of the Westbrook stations
wb = [s for s in stations.values() if s["district"] == "Westbrook"]
docks_wb = sum(int(s["capacity"]) for s in wb)
assert len(wb) == 8
check(docks_wb, "SELECT SUM(capacity) FROM stations WHERE district = 'Westbrook'")
golden("r10_westbrook_bike_slots",
       "how many bikes can the westbrook stations hold at once if you add up all their docks?",
       docks_wb, hint="int", mode="exact", difficulty="easy",
       tags=["sum", "non-default-metric", "capacity", "synonym"])

# 2. average of a non-main measure over a month of a year, with a plan filter:
#    km per ride of Monthly members in May 2023 (out-of-dock trips have no distance)
may = T(started("2023-05-01", "2023-05-31"), lambda t: t["plan"]["plan_name"] == "Monthly")
kms = [t["km"] for t in may if t["km"] is not None]
avg_km = statistics.fmean(kms)
assert len(kms) < len(may), "some out-of-dock trips without a distance"
assert abs(avg_km - sum(kms) / len(may)) / avg_km > 0.005, "counting them as 0 must give another number"
check(avg_km, """
    SELECT AVG(t.distance_km) FROM trips t
    JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id
    WHERE p.plan_name = 'Monthly' AND t.status <> 'cancelled' AND %s BETWEEN '2023-05-01' AND '2023-05-31'""" % SD)
golden("r10_avg_km_per_ride_monthly_members_may_2023",
       "on average how far did monthly members go per ride in may 2023, in km?",
       r2(avg_km), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "non-default-metric", "distance", "month", "plan"])

# 3. Nth place in words, arrival role: seventh station by trips ending there in 2024
arr24 = defaultdict(int)
for t in T(Y24):
    if t["end"] is not None:
        arr24[t["end"]["station_name"]] += 1
top8 = ranked(arr24, 8)  # strict: no tie among the first eight and at the cut
seventh = top8[6][0]
dep24 = defaultdict(int)
for t in T(Y24):
    dep24[t["start"]["station_name"]] += 1
assert ranked(dep24, 7, strict=False)[6][0] != seventh, "the departures reading must give another station"
check(seventh, """
    SELECT s.station_name FROM trips t JOIN stations s ON s.station_id = t.end_station_id
    WHERE t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY s.station_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 6""" % SD)
golden("r10_seventh_station_for_ride_endings_2024",
       "Which station ranked seventh in 2024 for the number of rides finishing there?",
       seventh, hint="str", mode="exact", difficulty="medium",
       tags=["nth-place", "word-number", "role", "end-station", "ranking"])

# 4. share with a filter on the part: e-bike share of Student Annual riders' 2024 trips
stu = T(Y24, lambda t: t["plan"]["plan_name"] == "Student Annual")
stu_eb = [t for t in stu if bikes[t["bike_id"]]["bike_type"] == "electric"]
stu_sh = len(stu_eb) / len(stu) * 100
check(stu_sh, """
    SELECT 100.0 * SUM(b.bike_type = 'electric') / COUNT(*)
    FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
    JOIN riders r ON r.rider_id = t.rider_id JOIN plans p ON p.plan_id = r.plan_id
    WHERE p.plan_name = 'Student Annual' AND t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r10_student_rides_on_ebikes_share_2024",
       "of all the rides our students took in 2024, what percentage were on electric bikes?",
       pct(len(stu_eb), len(stu)), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "value-synonym", "plan", "ebike"])

# 5. negation ("never"): bikes currently in service with no repair ticket at all
ticketed = {m["bike_id"] for m in tickets}
clean = [b for b in bikes.values() if b["status"] == "in_service" and b["bike_id"] not in ticketed]
clean_all = [b for b in bikes.values() if b["bike_id"] not in ticketed]
assert len(clean) != len(clean_all), "the whole-register reading must give another number"
check(len(clean), """
    SELECT COUNT(*) FROM bikes b WHERE b.status = 'in_service'
      AND NOT EXISTS (SELECT 1 FROM maintenance m WHERE m.bike_id = b.bike_id)""")
golden("r10_in_service_bikes_never_ticketed",
       "how many of the bikes currently in service have a clean record - never a single repair ticket raised on them?",
       len(clean), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "never", "anti-join", "fleet", "maintenance"])

# 6. distinct people with two roles of a district: Northgate residents picking up in Downtown, 2024
ng = T(Y24, lambda t: t["rider"]["home_district"] == "Northgate" and t["start"]["district"] == "Downtown")
ng_riders = {t["rider_id"] for t in ng}
assert len(ng_riders) != len(ng), "the trip count must give another number"
check(len(ng_riders), """
    SELECT COUNT(DISTINCT t.rider_id) FROM trips t
    JOIN riders r ON r.rider_id = t.rider_id JOIN stations s ON s.station_id = t.start_station_id
    WHERE r.home_district = 'Northgate' AND s.district = 'Downtown'
      AND t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r10_northgate_residents_picking_up_downtown_2024",
       "I'd like to know how many individual people who live up in Northgate picked up a bike at one of the Downtown stations at least once during 2024",
       len(ng_riders), hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "role", "home-district", "start-district", "long"])

# 7. threshold in another unit (weeks vs days), a half year: tickets of H1 2024 fixed after > 14 days
h1t = [m for m in tickets if inr(m["rep"], "2024-01-01", "2024-06-30")]
assert all(m["resolved_on"] for m in h1t), "every ticket of the half is resolved"
slow = [m for m in h1t if (day(m["resolved_on"]) - m["rep"]).days > 14]
assert any((day(m["resolved_on"]) - m["rep"]).days == 14 for m in h1t)  # the boundary matters: strict '>'
check(len(slow), """
    SELECT COUNT(*) FROM maintenance
    WHERE reported_on BETWEEN '2024-01-01' AND '2024-06-30'
      AND julianday(resolved_on) - julianday(reported_on) > 14""")
golden("r10_tickets_fixed_after_two_weeks_h1_2024",
       "of the repair tickets logged in the first half of 2024, how many took more than two weeks to get fixed?",
       len(slow), hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "unit-conversion", "half-year", "maintenance", "days-to-resolve"])

# 8. roles (arrivals vs departures): Harborfront station with the largest arrivals-minus-departures, 2023
dep23, arr23 = defaultdict(int), defaultdict(int)
for t in T(Y23):
    dep23[t["start"]["station_name"]] += 1
    if t["end"] is not None:
        arr23[t["end"]["station_name"]] += 1
hf = [s["station_name"] for s in stations.values() if s["district"] == "Harborfront"]
net = {n: arr23[n] - dep23[n] for n in hf}
surplus = ranked(net, 1)[0][0]
assert net[surplus] > 0
assert ranked({n: arr23[n] for n in hf}, 1)[0][0] != surplus, "the most-arrivals reading must give another station"
check(surplus, """
    SELECT station_name FROM (
      SELECT s.station_name,
             (SELECT COUNT(*) FROM trips t WHERE t.end_station_id = s.station_id AND t.status <> 'cancelled'
                AND %s BETWEEN '2023-01-01' AND '2023-12-31')
           - (SELECT COUNT(*) FROM trips t WHERE t.start_station_id = s.station_id AND t.status <> 'cancelled'
                AND %s BETWEEN '2023-01-01' AND '2023-12-31') AS net
      FROM stations s WHERE s.district = 'Harborfront')
    ORDER BY net DESC LIMIT 1""" % (SD, SD))
golden("r10_harborfront_biggest_bike_pileup_2023",
       "in 2023 which harborfront station ended up with the biggest pile-up of bikes, meaning more bikes were dropped off there than taken out, by the widest margin?",
       surplus, hint="str", mode="exact", difficulty="hard",
       tags=["role", "net-flow", "arrivals-vs-departures", "ranking", "idiom", "long"])

# 9. ratio "per" with "so far in": Old Town departures in 2024 per Old Town dock
ot_trips = len(T(Y24, lambda t: t["start"]["district"] == "Old Town"))
ot_docks = sum(int(s["capacity"]) for s in stations.values() if s["district"] == "Old Town")
per_dock = ot_trips / ot_docks
check(per_dock, """
    SELECT (SELECT 1.0 * COUNT(*) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
            WHERE s.district = 'Old Town' AND t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-12-31')
         / (SELECT SUM(capacity) FROM stations WHERE district = 'Old Town')""" % SD)
golden("r10_old_town_trips_per_dock_2024",
       "so far in 2024, how many trips have started in old town for every dock we've got there?",
       r2(per_dock), hint="float", mode="approximate", difficulty="hard",
       tags=["ratio", "per", "so-far", "start-district", "capacity"])

# 10. difference between two periods: out-of-dock trips, second half minus first half of 2024
o1 = len(T(H1_24, lambda t: t["status"] == "out_of_dock"))
o2 = len(T(H2_24, lambda t: t["status"] == "out_of_dock"))
assert o2 > o1, (o1, o2)
check(o2 - o1, """
    SELECT SUM(%s BETWEEN '2024-07-01' AND '2024-12-31') - SUM(%s BETWEEN '2024-01-01' AND '2024-06-30')
    FROM trips t WHERE t.status = 'out_of_dock'""" % (SD, SD))
golden("r10_more_bikes_left_outside_h2_vs_h1_2024",
       "the number of times riders ditched a bike outside a station went up from the first half of 2024 to the 2nd half - by how much?",
       o2 - o1, hint="int", mode="exact", difficulty="medium",
       tags=["difference", "two-periods", "half-year", "out-of-dock", "idiom"])

# 11. document: Day Pass overtime per minute (pricing_policy.md, Overtime; not in plans.csv)
ot = section(os.path.join(DOCS, "pricing_policy.md"), "Overtime")
rates = re.findall(r"members and Day Pass holders pay \$(\d+\.\d+) and \$(\d+\.\d+) per minute respectively", ot)
assert rates == [("0.15", "0.39")], rates
assert not any(re.search(r"overtime|per_min", k) for p in plans.values() for k in p)
golden("r10_doc_day_pass_overtime_per_minute",
       "once a day pass holder goes past the ride time that's included, what do they get charged for each extra minute, in dollars?",
       float(rates[0][1]), hint="float", mode="approximate", route="documents", difficulty="medium",
       tags=["document", "policy", "pricing"])

# 12. unanswerable: what a bike cost to buy (the fleet register has no price or cost column)
with open(os.path.join(DATA, "bikes.csv"), encoding="utf-8") as f:
    bike_head = f.readline().lower()
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"price|cost|purchase|capex|value|supplier", bike_head)
assert not re.search(r"purchase|capex|supplier|acquisition|invoice", heads)
golden("r10_unanswerable_ebike_purchase_price",
       "what did we pay per bike when we bought the e-bolt 3 e-bikes?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 10: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round10.py",
])
