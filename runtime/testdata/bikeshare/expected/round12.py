#!/usr/bin/env python3
"""Held-out round 12 for the bikeshare workspace: 12 new questions in the words
of business users (terse ones, lowercase and sloppy ones, polite long ones, some
with everyday words the knowledge files do not define), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3, and the two are
asserted equal.

    python3 expected/round12.py          # writes heldout/round12.hcl
    python3 expected/round12.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip / ride is a row of trips.csv with status completed or out_of_dock
  (cancelled unlocks are not trips, rule cancelled_unlocks_are_not_trips),
  dated by the day it started (started_at);
- fares = SUM(fare_usd) over trips (metric revenue); rides "out of harborfront
  stations" = trips whose START station is in district Harborfront (dimension
  start_district, phrasing "out of {value}"; rule start_vs_end_station: a
  station's trips are its departures), not the end district and not riders who
  live there (rule home_district_vs_station_district);
- repair cost / "money spent on repairs" / "repair bill" = SUM(repair_cost_usd)
  of tickets dated by reported_on (metric repair_cost; open tickets have no cost
  yet); "2023 repair costs" are the costs of tickets reported in 2023 (the
  metric dates them by the report day, not the fix day); the district of a
  ticket is the district of the station where the problem was reported
  (maintenance.station_id; tickets reported on the street have no station and
  no district); priority is maintenance.priority (low, medium, high);
- cancellations = cancelled unlocks (status 'cancelled', metric
  cancelled_unlocks, synonym "cancellations"), dated by started_at; a percent
  change is (new - old) / old * 100;
- "out-of-towners" = registered riders with no home district: knowledge.hcl
  says home_district "is empty for visitors from out of town" (riders and the
  home_district column), while everyone with a home district lives in one of
  the city's 8 districts ("locals"); the whole is all 16,000 registered
  accounts in riders.csv (the question says "registered with us", so not only
  active riders);
- days to fix = days from reported_on to resolved_on over resolved tickets
  (metric average_days_to_resolve), for Brakes tickets ("brake problems" is a
  value synonym of issue type Brakes) reported ("logged") in 2023;
- the Harbour Festival is the period harbor_festival_2024, 2024-07-12 to
  2024-07-21 inclusive; "the people who rode during the festival" = distinct
  riders with a trip started in it; "had never taken a ride with us before it
  started" = no trip (cancelled unlocks are not rides) started before
  2024-07-12; signing up earlier without riding does not count as a ride;
- "both kinds of bike" = bikes.bike_type classic and electric; a rider counts
  when they took at least one trip on each in Q3 2024 (2024-07-01 to
  2024-09-30), cancelled unlocks left out;
- "busiest stations for departures" = stations ranked by trips started there in
  2023; their share = their departures / all 2023 trips * 100 (every trip has a
  start station, so this is the share of all trips);
- "customers born in the 90s" = riders.birth_year 1990 to 1999 inclusive
  (riders with no birth year are not in it); their rides = 2024 trips taken by
  them;
- the rebalancing vans "run from 6:00 to 22:00" (pricing_policy.md,
  Rebalancing): 16 hours a day; this is only in the documents.
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100. Rankings are checked for ties at the answer and its
neighbours (the top five and the sixth station; the first four districts). For
the readings a careful person might try instead (end district, resolved date,
counting cancelled unlocks, arrivals instead of departures) the script asserts
they give another number, so the golden tells the readings apart. The
unanswerable question (refunds paid to riders: the data has only fares charged,
all >= 0, and no refund, credit or payment records) expects route "stop"; the
document question (the rebalancing vans' daily hours, only in
pricing_policy.md) expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round12.hcl")
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



Q4_23 = started("2023-10-01", "2023-12-31")
Q3_24 = started("2024-07-01", "2024-09-30")
FEST = started("2024-07-12", "2024-07-21")


def cost(m):
    return float(m["repair_cost_usd"])


def rep_in(m, year):
    return m["reported_on"].startswith(year)


# 1. total in a period by start district: fares of rides out of Harborfront stations, Q4 2023
hf_start = sum(t["fare"] for t in T(Q4_23) if t["start"]["district"] == "Harborfront")
hf_end = sum(t["fare"] for t in T(Q4_23) if t["end"] is not None and t["end"]["district"] == "Harborfront")
hf_home = sum(t["fare"] for t in T(Q4_23) if t["rider"]["home_district"] == "Harborfront")
assert abs(hf_start - hf_end) > 1 and abs(hf_start - hf_home) > 1, "other readings must differ"
check(hf_start, """
    SELECT SUM(t.fare_usd) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
    WHERE s.district = 'Harborfront' AND t.status <> 'cancelled'
      AND %s BETWEEN '2023-10-01' AND '2023-12-31'""" % SD)
golden("r12_harborfront_departure_fares_q4_2023",
       "total fares on rides out of harborfront stations in q4 2023?",
       r2(hf_start), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "revenue", "quarter", "start-district", "lowercase"])

# 2. Nth ranked: third district by repair cost of 2024 tickets, by the district of the reporting station
dist_cost = defaultdict(float)
for m in tickets:
    if rep_in(m, "2024") and m["station_id"] and m["repair_cost_usd"] != "":
        dist_cost[stations[m["station_id"]]["district"]] += cost(m)
third = ranked(dist_cost, 4)[2][0]  # strict: no tie among the first four and at the cut
check(third, """
    SELECT s.district FROM maintenance m JOIN stations s ON s.station_id = m.station_id
    WHERE m.reported_on BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY s.district ORDER BY SUM(m.repair_cost_usd) DESC, s.district LIMIT 1 OFFSET 2""")
golden("r12_third_district_repair_bill_2024",
       "If we group the money spent on repairs by the district of the station where each problem was reported, which district comes third for the tickets reported in 2024?",
       third, hint="str", mode="exact", difficulty="easy",
       tags=["nth-place", "repair-cost", "station-district", "ranking", "long"])

# 3. one row of a breakdown: 2023 repair cost by priority, the medium row
pri = defaultdict(float)
for m in tickets:
    if rep_in(m, "2023") and m["repair_cost_usd"] != "":
        pri[m["priority"]] += cost(m)
med = pri["medium"]
med_fixed23 = sum(cost(m) for m in tickets if m["resolved_on"].startswith("2023") and m["priority"] == "medium")
assert abs(med - med_fixed23) > 1, "dating by the fix day must give another number"
check(med, """
    SELECT SUM(repair_cost_usd) FROM maintenance
    WHERE priority = 'medium' AND reported_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r12_2023_repair_cost_medium_priority",
       "Could you break down the 2023 repair costs by ticket priority for me? I only need the figure for medium priority.",
       r2(med), hint="float", mode="approximate", difficulty="easy",
       tags=["breakdown-row", "repair-cost", "priority", "polite"])

# 4. two periods compared: cancelled unlocks 2023 -> 2024, percent change
can = defaultdict(int)
for t in trips:
    if t["status"] == "cancelled":
        can[t["day"].year] += 1
can_chg = (can[2024] - can[2023]) / can[2023] * 100
check(can_chg, """
    SELECT 100.0 * (SUM(%s BETWEEN '2024-01-01' AND '2024-12-31') - SUM(%s BETWEEN '2023-01-01' AND '2023-12-31'))
                 / SUM(%s BETWEEN '2023-01-01' AND '2023-12-31')
    FROM trips t WHERE t.status = 'cancelled'""" % (SD, SD, SD))
golden("r12_cancellations_2024_vs_2023_pct",
       "% change in cancellations, 2023 -> 2024",
       r2(can_chg), hint="float", mode="approximate", difficulty="easy",
       tags=["percent-change", "two-periods", "year", "cancelled", "terse"])

# 5. share of a whole: registered riders who are out-of-towners (no home district)
visitors = sum(1 for r in riders.values() if r["home_district"] == "")
assert len({r["home_district"] for r in riders.values()} - {""}) == 8
vis_share = visitors / len(riders) * 100
act = {t["rider_id"] for t in T()}
assert abs(sum(1 for r in act if riders[r]["home_district"] == "") / len(act) * 100 - vis_share) > 0.01
check(vis_share, "SELECT 100.0 * SUM(home_district IS NULL) / COUNT(*) FROM riders")
golden("r12_share_of_riders_out_of_towners",
       "what percentage of all the riders registered with us are out-of-towners rather than locals?",
       pct(visitors, len(riders)), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "riders", "home-district", "everyday-word", "lowercase"])

# 6. average: days to fix brake problems logged in 2023
def days(m):
    return (dt.date.fromisoformat(m["resolved_on"]) - dt.date.fromisoformat(m["reported_on"])).days


brk = [days(m) for m in tickets if m["issue_type"] == "Brakes" and rep_in(m, "2023") and m["resolved_on"]]
brk_avg = statistics.fmean(brk)
brk_fixed = [days(m) for m in tickets if m["issue_type"] == "Brakes" and m["resolved_on"].startswith("2023")]
assert abs(statistics.fmean(brk_fixed) - brk_avg) > 0.0005, "dating by the fix day must give another number"
check(brk_avg, """
    SELECT AVG(julianday(resolved_on) - julianday(reported_on)) FROM maintenance
    WHERE issue_type = 'Brakes' AND resolved_on IS NOT NULL AND reported_on BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r12_avg_days_to_fix_brakes_2023",
       "avg no. of days it took to fix brake problems logged in 2023",
       r2(brk_avg), hint="float", mode="approximate", difficulty="easy",
       tags=["average", "days-to-resolve", "issue-type", "value-synonym", "abbreviation"])

# 7. negation: festival riders who had never ridden before the festival
fest_riders = {t["rider_id"] for t in T(FEST)}
rode_before = {t["rider_id"] for t in T() if t["day"] < dt.date(2024, 7, 12)}
first_timers = fest_riders - rode_before
unlocked_before = {t["rider_id"] for t in trips if t["day"] < dt.date(2024, 7, 12)}
assert len(fest_riders - unlocked_before) != len(first_timers), "counting cancelled unlocks must differ"
signed_in_fest = {r for r in fest_riders if "2024-07-12" <= riders[r]["signup_date"] <= "2024-07-21"}
assert len(signed_in_fest) != len(first_timers), "the sign-up reading must give another number"
check(len(first_timers), """
    SELECT COUNT(DISTINCT t.rider_id) FROM trips t
    WHERE t.status <> 'cancelled' AND %s BETWEEN '2024-07-12' AND '2024-07-21'
      AND NOT EXISTS (SELECT 1 FROM trips t2 WHERE t2.rider_id = t.rider_id AND t2.status <> 'cancelled'
                        AND substr(t2.started_at, 1, 10) < '2024-07-12')""" % SD)
golden("r12_festival_riders_with_no_earlier_ride",
       "How many of the people who rode during the Harbour Festival had never taken a ride with us before it started?",
       len(first_timers), hint="int", mode="exact", difficulty="hard",
       tags=["negation", "never", "distinct-count", "named-period", "anti-join"])

# 8. both: riders who rode a classic AND an e-bike in Q3 2024
kinds = defaultdict(set)
for t in T(Q3_24):
    kinds[t["rider_id"]].add(bikes[t["bike_id"]]["bike_type"])
both = sum(1 for k in kinds.values() if k == {"classic", "electric"})
kinds_u = defaultdict(set)
for t in trips:
    if Q3_24(t):
        kinds_u[t["rider_id"]].add(bikes[t["bike_id"]]["bike_type"])
assert sum(1 for k in kinds_u.values() if len(k) == 2) != both, "counting cancelled unlocks must differ"
check(both, """
    SELECT COUNT(*) FROM (SELECT t.rider_id FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
                          WHERE t.status <> 'cancelled' AND %s BETWEEN '2024-07-01' AND '2024-09-30'
                          GROUP BY t.rider_id HAVING COUNT(DISTINCT b.bike_type) = 2)""" % SD)
golden("r12_riders_on_both_bike_types_q3_2024",
       "in q3 2024 how many riders rode both kinds of bike, a classic and an electric one, at least once each?",
       both, hint="int", mode="exact", difficulty="hard",
       tags=["both", "distinct-count", "bike-type", "quarter", "lowercase"])

# 9. top-N then a share: the five busiest departure stations of 2023, their share of 2023 trips
dep23, arr23 = defaultdict(int), defaultdict(int)
for t in T(Y23):
    dep23[t["start"]["station_name"]] += 1
    if t["end"] is not None:
        arr23[t["end"]["station_name"]] += 1
top5 = ranked(dep23, 5)  # strict: no tie among the five and with the sixth
n23 = len(T(Y23))
top5_share = sum(v for _, v in top5) / n23 * 100
arr_share = sum(v for _, v in ranked(arr23, 5, strict=False)) / n23 * 100
assert abs(arr_share - top5_share) > 0.01, "the arrivals reading must give another number"
all_rows23 = sum(1 for t in trips if Y23(t))
assert abs(sum(v for _, v in top5) / all_rows23 * 100 - top5_share) > 0.01
check(top5_share, """
    WITH d AS (SELECT start_station_id, COUNT(*) AS n FROM trips t
               WHERE t.status <> 'cancelled' AND %s BETWEEN '2023-01-01' AND '2023-12-31'
               GROUP BY start_station_id)
    SELECT 100.0 * (SELECT SUM(n) FROM (SELECT n FROM d ORDER BY n DESC LIMIT 5)) / (SELECT SUM(n) FROM d)""" % SD)
golden("r12_top5_departure_stations_share_2023",
       "Take our five busiest stations for departures in 2023. Together, what percentage of all 2023 trips started at them?",
       r2(top5_share), hint="float", mode="approximate", difficulty="hard",
       tags=["top-n-then", "share", "start-station", "ranking", "role"])

# 10. condition on a related table: 2024 rides by riders born 1990-1999
def born_90s(t):
    b = t["rider"]["birth_year"]
    return b != "" and 1990 <= int(b) <= 1999


r90 = len(T(Y24, born_90s))
assert r90 != len(T(Y24, lambda t: t["rider"]["birth_year"] != "" and 1990 <= int(t["rider"]["birth_year"]) <= 2000))
check(r90, """
    SELECT COUNT(*) FROM trips t JOIN riders r ON r.rider_id = t.rider_id
    WHERE r.birth_year BETWEEN 1990 AND 1999 AND t.status <> 'cancelled'
      AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r12_2024_rides_by_riders_born_in_the_90s",
       "how many rides did customers born in the 90s take in 2024",
       r90, hint="int", mode="exact", difficulty="hard",
       tags=["related-table", "rider-attribute", "birth-year", "everyday-word"])

# 11. document: the rebalancing vans' daily hours (pricing_policy.md, Rebalancing)
rb = section(os.path.join(DOCS, "pricing_policy.md"), "Rebalancing")
vans = re.findall(r"The vans run from (\d+):00 to (\d+):00", rb)
assert vans == [("6", "22")], vans
van_hours = int(vans[0][1]) - int(vans[0][0])
heads_all = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                     for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"van|rebalanc|shift", heads_all)
golden("r12_doc_rebalancing_van_hours_per_day",
       "how many hours a day are the rebalancing vans out on the road?",
       van_hours, hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "rebalancing", "everyday-word"])

# 12. unanswerable: refunds paid to riders (only fares charged, no refund/credit/payment data)
assert all(t["fare"] >= 0 for t in trips)
assert not re.search(r"refund|credit|payment|paid|chargeback|compensat|complaint", heads_all)
golden("r12_unanswerable_refunds_for_faulty_bikes_2023",
       "how much money did we refund to riders in 2023 because their bike turned out to be faulty?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable", "refunds"])

main(OUT, [
    "# Held-out round 12: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round12.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round12.py",
])
