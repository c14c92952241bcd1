#!/usr/bin/env python3
"""Held-out round 14 for the flights workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, numbers written
out, relative words), written by an independent question writer from data/*.csv,
data/README.md, knowledge.hcl, pipes/*.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with plain Python loops, then a
second time by hand-written SQL over the same CSV files loaded into sqlite3 (a
different path), and the two are asserted equal. The two document answers are
read from documents/network_calendar.md and checked by asserting the sentence is
in the document.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure); years,
  quarters (Qn), halves (Hn) and months are calendar periods, both ends
  included; the data ends 2024-12-31, so "the most recent month in the data" is
  December 2024;
- named periods: holiday peak 2023 = 2023-12-15..2024-01-07 and summer peak 2024
  = 2024-06-15..2024-08-31 (knowledge.hcl periods); Spring Fare Sale 2023 =
  travel 2023-03-06..2023-03-19 (network_calendar.md, "both days included");
- carriers by name or value synonym ("desert sun" = DS, "great lakes" = GX,
  "lone star" = LS, "summit link" = SM, "pacific crest" = PK); carrier types
  from carriers.carrier_type ("regional carriers" = SM and GX); "Skyward
  Alliance" = carriers.alliance;
- scheduled flights = COUNT(*) with cancelled ones; "operated"/"flew"/"actually
  flown" = cancelled = 0; cancellation rate = 100 * cancelled / scheduled;
  completion factor = 100 - cancellation rate (kpi_definitions.md);
- late / delayed = arrival delay >= 15 minutes (rule late_means_arrival; filter
  late); "left late" = departure delay >= 15 (filter departed_late); "got in
  more than 90 minutes late" = arr_delay_minutes > 90 (no Lone Star 2024 leg
  at exactly 90: asserted); on-time rate = completed
  flights with arr_delay_minutes < 15 / completed flights * 100;
- passengers = SUM(passengers); load factor = SUM(passengers) / SUM(seats) of
  completed flights * 100, from totals; average passengers per flight = mean
  over completed flights (rule cancelled_flights_have_no_values); average fare =
  SUM(ticket_revenue) / SUM(passengers); revenue without qualifier = ticket +
  ancillary (rule revenue_means_total); average fuel cost per flight = mean of
  fuel_cost over completed flights; customer satisfaction = AVG of
  satisfaction_score over flights that have one; average departure delay = mean
  of dep_delay_minutes of completed flights;
- long-haul = distance_miles >= 3000 (filter long_haul);
- roles (rule airport_roles): departures from / out of / leaving / "sent to"
  = origin; into / arriving / bound for = destination; a state or country of
  an airport comes from airports.csv in that role ("New York State" = state NY,
  so JFK and LGA but not Newark, which is NJ; "Canada" and "Mexico" = country);
- route = directional origin-destination pair (dimension route);
- manufacturer = aircraft.manufacturer as recorded; aircraft from the legacy
  register (empty manufacturer) are neither Airbus nor Boeing (rule
  manufacturer_not_recorded: never guess a manufacturer from the model);
- growth in percent = 100 * (later - earlier) / earlier;
- shares are percentages 0-100.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties at
the cut and inside the listed items.
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
    return 100.0 * (b - a) / a


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert route in (None, "documents"), route
    assert name.startswith("r14_"), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list), name
    if route == "documents":
        assert mode == "exact" and isinstance(expect, (int, str)), name
    if isinstance(expect, float):
        assert mode == "approximate", name
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


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
def num(s):
    return None if s == "" else float(s)


NUMS = ("distance_miles", "dep_delay_minutes", "arr_delay_minutes", "seats", "passengers", "ticket_revenue",
        "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees", "satisfaction_score")
MONEY = ("ticket_revenue", "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees")
carriers = {c["carrier_code"]: c for c in load("carriers.csv")}
aircraft = {a["tail_number"]: a for a in load("aircraft.csv")}
airports = {a["airport_code"]: a for a in load("airports.csv")}
flights = load("flights.csv")
for f in flights:
    for k in NUMS:
        f[k] = num(f[k])
    f["canc"] = f["cancelled"] == "1"
    assert f["cancelled"] in ("0", "1")
    f["carrier"] = carriers[f["carrier_code"]]
    f["plane"] = aircraft[f["tail_number"]]
    f["orig"] = airports[f["origin"]]
    f["dest"] = airports[f["destination"]]
    if f["canc"]:
        assert all(f[k] is None for k in MONEY + ("passengers", "arr_delay_minutes", "dep_delay_minutes",
                                                  "satisfaction_score")), f["flight_id"]
        assert f["cancellation_reason"], f["flight_id"]
    else:
        assert all(f[k] is not None for k in MONEY + ("passengers", "arr_delay_minutes", "dep_delay_minutes"))
        assert f["cancellation_reason"] == "", f["flight_id"]

DB = sqlite_db(DATA, ["flights.csv", "carriers.csv", "aircraft.csv", "airports.csv"])
assert DB.execute("SELECT COUNT(*) FROM flights").fetchone()[0] == len(flights)


def period(lo, hi):
    return [f for f in flights if lo <= f["flight_date"] <= hi]


def done(fs):
    return [f for f in fs if not f["canc"]]


def between(p, col="f.flight_date"):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
Q1_24 = ("2024-01-01", "2024-03-31")
Q2_24 = ("2024-04-01", "2024-06-30")
Q4_23, Q4_24 = ("2023-10-01", "2023-12-31"), ("2024-10-01", "2024-12-31")
H1_23, H1_24 = ("2023-01-01", "2023-06-30"), ("2024-01-01", "2024-06-30")
H2_24 = ("2024-07-01", "2024-12-31")
JAN_24 = ("2024-01-01", "2024-01-31")
DEC_24 = ("2024-12-01", "2024-12-31")
HOLIDAY_23 = ("2023-12-15", "2024-01-07")
SUMMER_24 = ("2024-06-15", "2024-08-31")
SPRING_SALE_23 = ("2023-03-06", "2023-03-19")
assert max(f["flight_date"] for f in flights) == "2024-12-31"  # "most recent month" = December 2024

F_ = "FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code"
FA = F_ + " JOIN aircraft a ON a.tail_number = f.tail_number"
FP = F_ + " JOIN airports o ON o.airport_code = f.origin JOIN airports d ON d.airport_code = f.destination"

# =============================================== counts with two or three filters
# 1. Desert Sun, out of LAS, cancelled for weather, 2023
y23, y24 = period(*Y23), period(*Y24)
v = sum(1 for f in y23 if f["carrier_code"] == "DS" and f["origin"] == "LAS" and f["cancellation_reason"] == "weather")
check(v, "SELECT COUNT(*) " + F_ + " WHERE c.carrier_name='Desert Sun Airways' AND f.origin='LAS' "
      "AND f.cancellation_reason='weather' AND " + between(Y23))
golden("r14_desert_sun_las_weather_cancellations_2023",
       "How many Desert Sun flights out of Las Vegas were cancelled because of the weather in 2023?",
       v, "int", difficulty="easy", tags=["count", "three-filters", "carrier", "origin", "cancellation-reason", "year"])

# 2. Pacific Crest long-haul flights operated, Q1 2024
q1 = period(*Q1_24)
v = sum(1 for f in done(q1) if f["carrier_code"] == "PK" and f["distance_miles"] >= 3000)
check(v, "SELECT COUNT(*) " + F_ + " WHERE c.carrier_name='Pacific Crest Airlines' AND f.cancelled=0 "
      "AND f.distance_miles >= 3000 AND " + between(Q1_24))
golden("r14_pacific_crest_long_haul_operated_q1_2024",
       "pacific crest long-haul flights actually operated in Q1 2024?",
       v, "int", difficulty="easy", tags=["count", "three-filters", "carrier", "long-haul", "completed", "quarter", "terse"])

# 3. regional carriers, late arrivals into ORD, Q4 2023 (typo "regionl")
q4_23 = period(*Q4_23)
v = sum(1 for f in done(q4_23) if f["carrier"]["carrier_type"] == "regional" and f["destination"] == "ORD"
        and f["arr_delay_minutes"] >= 15)
dep_reading = sum(1 for f in done(q4_23) if f["carrier"]["carrier_type"] == "regional" and f["origin"] == "ORD"
                  and f["dep_delay_minutes"] >= 15)
assert v != dep_reading
check(v, "SELECT COUNT(*) " + F_ + " WHERE c.carrier_type='regional' AND f.destination='ORD' "
      "AND f.arr_delay_minutes >= 15 AND " + between(Q4_23))
golden("r14_regional_late_into_ohare_q4_2023",
       "how many flights by our regionl carriers arrived late into O'Hare in the fourth quarter of 2023?",
       v, "int", difficulty="medium", tags=["count", "three-filters", "typo", "carrier-type", "late", "destination", "quarter"])

# ================================================================ distinct counts
# 4. distinct aircraft with at least one security cancellation (all data)
sec = [f for f in flights if f["cancellation_reason"] == "security"]
v = len({f["tail_number"] for f in sec})
assert v != len(sec), "distinct differs from the number of cancellations"
check(v, "SELECT COUNT(DISTINCT f.tail_number) FROM flights f WHERE f.cancellation_reason='security'")
golden("r14_aircraft_with_security_cancellation",
       "How many different aircraft had at least one flight cancelled for security reasons, across the whole of 2023 and 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "aircraft", "cancellation-reason", "all-time"])

# 5. distinct days in 2023 with at least one ATC cancellation
atc = [f for f in y23 if f["cancellation_reason"] == "air traffic control"]
v = len({f["flight_date"] for f in atc})
assert v != len(atc)
check(v, "SELECT COUNT(DISTINCT f.flight_date) FROM flights f WHERE f.cancellation_reason='air traffic control' AND "
      + between(Y23))
golden("r14_days_with_atc_cancellation_2023",
       "On how many different days in 2023 did we cancel at least one flight because of air traffic control?",
       v, "int", difficulty="medium", tags=["distinct-count", "day", "cancellation-reason", "year"])

# 6. Lone Star routes with at least one flight arriving more than 90 minutes late, 2024
x = [f for f in done(y24) if f["carrier_code"] == "LS" and f["arr_delay_minutes"] > 90]
assert not any(f["arr_delay_minutes"] == 90 for f in done(y24) if f["carrier_code"] == "LS")
v = len({(f["origin"], f["destination"]) for f in x})
assert v != len(x)
check(v, "SELECT COUNT(DISTINCT f.origin || '-' || f.destination) " + F_ + " WHERE c.carrier_name='Lone Star Airlines' "
      "AND f.arr_delay_minutes > 90 AND " + between(Y24))
golden("r14_lone_star_routes_90_minutes_late_2024",
       "How many Lone Star routes had at least one flight that got in more than 90 minutes late in 2024? Count a route once per direction.",
       v, "int", difficulty="hard", tags=["distinct-count", "route", "carrier", "arrival-delay", "threshold", "year"])

# ============================================================ averages per group
# 7. average passengers per completed flight by carrier type, H2 2024, highest first
acc = defaultdict(list)
for f in done(period(*H2_24)):
    acc[f["carrier"]["carrier_type"]].append(f["passengers"])
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, "SELECT c.carrier_type, AVG(f.passengers) m " + F_ + " WHERE f.cancelled=0 AND " + between(H2_24)
      + " GROUP BY c.carrier_type ORDER BY m DESC")
golden("r14_avg_passengers_per_flight_by_carrier_type_h2_2024",
       "What was the average number of passengers per flight for each carrier type in the second half of 2024? Highest first.",
       [{"carrier_type": k, "avg_passengers": r2(m)} for k, m in rk], "list[{carrier_type:str, avg_passengers:float}]",
       mode="approximate", difficulty="medium", tags=["average-per-group", "passengers", "carrier-type", "half-year"])

# 8. average departure delay per carrier for departures out of JFK, 2024, worst first
acc = defaultdict(list)
for f in done(y24):
    if f["origin"] == "JFK":
        acc[f["carrier"]["carrier_name"]].append(f["dep_delay_minutes"])
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, "SELECT c.carrier_name, AVG(f.dep_delay_minutes) m " + F_ + " WHERE f.origin='JFK' AND f.cancelled=0 AND "
      + between(Y24) + " GROUP BY c.carrier_name ORDER BY m DESC")
golden("r14_jfk_avg_departure_delay_by_carrier_2024",
       "For flights leaving JFK in 2024, what was the average departure delay of each airline that flies out of there? Worst first, in minutes.",
       [{"carrier": k, "avg_departure_delay": r2(m)} for k, m in rk], "list[{carrier:str, avg_departure_delay:float}]",
       mode="approximate", difficulty="medium", tags=["average-per-group", "departure-delay", "origin", "carrier", "year"])

# ============================================================= top / bottom N
# 9. five routes with the highest average fare, 2024
acc = defaultdict(lambda: [0.0, 0.0])
for f in done(y24):
    acc[f["origin"] + "-" + f["destination"]][0] += f["ticket_revenue"]
    acc[f["origin"] + "-" + f["destination"]][1] += f["passengers"]
top = ranked({k: a / b for k, (a, b) in acc.items()}, 5)
check(top, "SELECT f.origin || '-' || f.destination r, 1.0 * SUM(f.ticket_revenue) / SUM(f.passengers) m "
      "FROM flights f WHERE " + between(Y24) + " GROUP BY r ORDER BY m DESC LIMIT 5")
golden("r14_top5_routes_avg_fare_2024",
       "Which five routes had the highest average fare in 2024? Give the route as origin-destination (like MSP-DTW) and the average fare.",
       [{"route": k, "avg_fare": r2(m)} for k, m in top], "list[{route:str, avg_fare:float}]",
       mode="approximate", difficulty="medium", tags=["top-n", "written-limit", "average-fare", "route", "year"])

# 10. two aircraft types with the lowest on-time rate, 2023
acc = defaultdict(lambda: [0, 0])
for f in done(y23):
    acc[f["plane"]["model"]][0] += f["arr_delay_minutes"] < 15
    acc[f["plane"]["model"]][1] += 1
bot = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 2, reverse=False)
check(bot, "SELECT a.model, 100.0 * SUM(f.arr_delay_minutes < 15) / COUNT(*) m " + FA + " WHERE f.cancelled=0 AND "
      + between(Y23) + " GROUP BY a.model ORDER BY m ASC LIMIT 2")
golden("r14_bottom2_models_on_time_2023",
       "which two aircraft types had the worst on-time rate in 2023",
       [{"model": k, "on_time_rate": r2(m)} for k, m in bot], "list[{model:str, on_time_rate:float}]",
       mode="approximate", difficulty="medium", tags=["bottom-n", "written-limit", "on-time-rate", "aircraft-model", "year"])

# 11. three departure airports with the lowest customer satisfaction, 2024 (typo "custmer")
acc = defaultdict(list)
for f in y24:
    if f["satisfaction_score"] is not None:
        acc[f["origin"]].append(f["satisfaction_score"])
bot = ranked({k: sum(x) / len(x) for k, x in acc.items()}, 3, reverse=False)
check(bot, "SELECT f.origin, AVG(f.satisfaction_score) m FROM flights f WHERE f.satisfaction_score IS NOT NULL AND "
      + between(Y24) + " GROUP BY f.origin ORDER BY m ASC LIMIT 3")
golden("r14_bottom3_departure_airports_satisfaction_2024",
       "bottom 3 departure airports by average custmer satisfaction score in 2024, lowest first",
       [{"airport": k, "avg_satisfaction": r2(m)} for k, m in bot], "list[{airport:str, avg_satisfaction:float}]",
       mode="approximate", difficulty="medium",
       tags=["bottom-n", "numeric-limit", "typo", "satisfaction", "origin", "year"])

# 12. three aircraft (tails) that carried the most passengers in 2023
cnt = Counter()
for f in done(y23):
    cnt[f["tail_number"]] += f["passengers"]
top = ranked(cnt, 3)
check([(k, int(n)) for k, n in top], "SELECT f.tail_number, SUM(f.passengers) n FROM flights f WHERE " + between(Y23)
      + " GROUP BY f.tail_number ORDER BY n DESC LIMIT 3")
golden("r14_top3_tails_by_passengers_2023",
       "Name the three individual aircraft (tail numbers) that carried the most passengers in 2023, with their passenger totals.",
       [{"tail_number": k, "passengers": int(n)} for k, n in top], "list[{tail_number:str, passengers:int}]",
       difficulty="medium", tags=["top-n", "written-limit", "passengers", "aircraft", "year"])

# ================================================================ share of total
# 13. Pacific Crest's share of passengers flown into Canada, 2024
can = [f for f in done(y24) if f["dest"]["country"] == "Canada"]
v = 100.0 * sum(f["passengers"] for f in can if f["carrier_code"] == "PK") / sum(f["passengers"] for f in can)
check(v, "SELECT 100.0 * SUM(CASE WHEN c.carrier_name='Pacific Crest Airlines' THEN f.passengers ELSE 0 END) "
      "/ SUM(f.passengers) " + FP + " WHERE d.country='Canada' AND " + between(Y24))
golden("r14_pacific_crest_share_of_canada_arrivals_pax_2024",
       "Of all the passengers we flew into Canada in 2024, what percentage flew on Pacific Crest?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "passengers", "destination-country", "carrier", "year"])

# 14. share of Great Lakes Connect's 2024 cancellations that fell in January or February
gx = [f for f in y24 if f["carrier_code"] == "GX" and f["canc"]]
v = 100.0 * sum(1 for f in gx if f["flight_date"][5:7] in ("01", "02")) / len(gx)
check(v, "SELECT 100.0 * SUM(substr(f.flight_date, 6, 2) IN ('01','02')) / COUNT(*) " + F_
      + " WHERE c.carrier_name='Great Lakes Connect' AND f.cancelled=1 AND " + between(Y24))
golden("r14_great_lakes_jan_feb_share_of_cancellations_2024",
       "Great Lakes Connect: what share of their 2024 cancellations happened in January and February combined? As a percentage please.",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "cancellations", "carrier", "months", "year"])

# ================================================================ comparisons
# 15. routes averaging more than 200 passengers per operated flight, 2024
acc = defaultdict(list)
for f in done(y24):
    acc[(f["origin"], f["destination"])].append(f["passengers"])
avgs = [sum(x) / len(x) for x in acc.values()]
assert not any(190 <= a <= 210 for a in avgs), "threshold sits in a gap"
v = sum(1 for a in avgs if a > 200)
check(v, "SELECT COUNT(*) FROM (SELECT f.origin, f.destination FROM flights f WHERE f.cancelled=0 AND " + between(Y24)
      + " GROUP BY f.origin, f.destination HAVING AVG(f.passengers) > 200)")
golden("r14_routes_over_200_avg_passengers_2024",
       "How many routes averaged more than 200 passengers per flight in 2024?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "route", "average-per-group", "year"])

# 16. flights in Q2 2024 with revenue over $50,000 (total revenue, rule revenue_means_total)
q2 = period(*Q2_24)
v = sum(1 for f in done(q2) if f["ticket_revenue"] + f["ancillary_revenue"] > 50000)
assert v != sum(1 for f in done(q2) if f["ticket_revenue"] > 50000), "ticket-only reading differs"
assert not any(f["ticket_revenue"] + f["ancillary_revenue"] == 50000 for f in done(q2))
check(v, "SELECT COUNT(*) FROM flights f WHERE f.ticket_revenue + f.ancillary_revenue > 50000 AND " + between(Q2_24))
golden("r14_flights_revenue_over_50k_q2_2024",
       "How many single flights in Q2 2024 brought in over $50,000 in revenue?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "total-revenue", "per-flight", "quarter"])

# 17. carriers with an on-time rate above 80% in 2024, best first
acc = defaultdict(lambda: [0, 0])
for f in done(y24):
    acc[f["carrier"]["carrier_name"]][0] += f["arr_delay_minutes"] < 15
    acc[f["carrier"]["carrier_name"]][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items()}
above = [(k, r) for k, r in ranked(rate) if r > 80]
assert not any(abs(r - 80) < 0.05 for r in rate.values())
check([(k,) for k, _ in above], "SELECT c.carrier_name " + F_ + " WHERE f.cancelled=0 AND " + between(Y24)
      + " GROUP BY c.carrier_name HAVING 100.0 * SUM(f.arr_delay_minutes < 15) / COUNT(*) > 80 "
      "ORDER BY 100.0 * SUM(f.arr_delay_minutes < 15) / COUNT(*) DESC")
golden("r14_carriers_on_time_above_80_2024",
       "Which of our airlines had an on-time rate above 80% in 2024? Best first.",
       [{"carrier": k} for k, _ in above], "list[{carrier:str}]",
       difficulty="medium", tags=["comparison", "threshold", "on-time-rate", "carrier", "year"])

# ============================================================ negation / exclusion
# 18. aircraft that flew in 2024 but never operated a long-haul leg that year
flew = {f["tail_number"] for f in done(y24)}
lh = {f["tail_number"] for f in done(y24) if f["distance_miles"] >= 3000}
v = len(flew - lh)
# counting scheduled legs (cancelled included) gives the same number
assert v == len({f["tail_number"] for f in y24} - {f["tail_number"] for f in y24 if f["distance_miles"] >= 3000})
check(v, "SELECT COUNT(DISTINCT f.tail_number) FROM flights f WHERE f.cancelled=0 AND " + between(Y24)
      + " AND NOT EXISTS (SELECT 1 FROM flights g WHERE g.tail_number=f.tail_number AND g.cancelled=0 "
      "AND g.distance_miles >= 3000 AND " + between(Y24, "g.flight_date") + ")")
golden("r14_aircraft_never_long_haul_2024",
       "Of the aircraft that flew for us in 2024, how many never operated a single long-haul flight that year?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "aircraft", "long-haul", "year"])

# 19. 2024 passengers excluding every flight touching JFK, LGA or EWR
ny = {"JFK", "LGA", "EWR"}
v = int(sum(f["passengers"] for f in done(y24) if f["origin"] not in ny and f["destination"] not in ny))
check(v, "SELECT SUM(f.passengers) FROM flights f WHERE f.origin NOT IN ('JFK','LGA','EWR') "
      "AND f.destination NOT IN ('JFK','LGA','EWR') AND " + between(Y24))
golden("r14_passengers_2024_excluding_new_york_airports",
       "I'd like our total 2024 passenger count excluding any flight that departed from or arrived at one of the New York area airports (JFK, LaGuardia or Newark). Could you work that out for me?",
       v, "int", difficulty="medium", tags=["exclusion", "passengers", "origin", "destination", "polite", "year"])

# 20. carriers that never had a security cancellation (all data), alphabetical
had = {f["carrier"]["carrier_name"] for f in sec}
never = sorted(c["carrier_name"] for c in carriers.values() if c["carrier_name"] not in had)
assert 0 < len(never) < len(carriers)
check([(k,) for k in never], "SELECT c.carrier_name FROM carriers c WHERE NOT EXISTS (SELECT 1 FROM flights f "
      "WHERE f.carrier_code=c.carrier_code AND f.cancellation_reason='security') ORDER BY c.carrier_name")
golden("r14_carriers_never_security_cancellation",
       "Which of our eight airlines never had a flight cancelled for security reasons in 2023-2024? Alphabetical order please.",
       [{"carrier": k} for k in never], "list[{carrier:str}]",
       difficulty="medium", tags=["negation", "never", "carrier", "cancellation-reason", "all-time"])

# ==================================================================== roles
# 21. origin that sent the most passengers into Las Vegas, 2024
cnt = Counter()
for f in done(y24):
    if f["destination"] == "LAS":
        cnt[f["origin"]] += f["passengers"]
who = ranked(cnt, 1)[0][0]
check(who, "SELECT f.origin FROM flights f WHERE f.destination='LAS' AND " + between(Y24)
      + " GROUP BY f.origin ORDER BY SUM(f.passengers) DESC LIMIT 1")
rev = Counter()
for f in done(y24):
    if f["origin"] == "LAS":
        rev[f["destination"]] += f["passengers"]
golden("r14_top_origin_into_las_vegas_2024",
       "Which airport sent us the most passengers into Las Vegas in 2024?",
       who, "str", difficulty="medium", tags=["role", "destination", "origin", "ranking", "passengers", "year"])

# 22. late departures out of O'Hare, Q4 2024 (departure role and departure delay)
q4_24 = period(*Q4_24)
v = sum(1 for f in done(q4_24) if f["origin"] == "ORD" and f["dep_delay_minutes"] >= 15)
assert v != sum(1 for f in done(q4_24) if f["destination"] == "ORD" and f["arr_delay_minutes"] >= 15)
assert v != sum(1 for f in done(q4_24) if f["origin"] == "ORD" and f["arr_delay_minutes"] >= 15)
check(v, "SELECT COUNT(*) FROM flights f WHERE f.origin='ORD' AND f.dep_delay_minutes >= 15 AND " + between(Q4_24))
golden("r14_ohare_late_departures_q4_2024",
       "How many late departures did O'Hare have in the last quarter of 2024?",
       v, "int", difficulty="medium", tags=["role", "origin", "late-departure", "quarter"])

# 23. passengers from Florida to New York State, H1 2024
h1_24 = period(*H1_24)
v = int(sum(f["passengers"] for f in done(h1_24) if f["orig"]["state"] == "FL" and f["dest"]["state"] == "NY"))
assert v != sum(f["passengers"] for f in done(h1_24) if f["orig"]["state"] == "NY" and f["dest"]["state"] == "FL")
check(v, "SELECT SUM(f.passengers) " + FP + " WHERE o.state='FL' AND d.state='NY' AND " + between(H1_24))
golden("r14_passengers_florida_to_new_york_state_h1_2024",
       "How many passengers flew from Florida to New York State in the first half of 2024? Just that direction.",
       v, "int", difficulty="medium", tags=["role", "origin-state", "destination-state", "passengers", "half-year"])

# ================================================================ periods
# 24. regional carriers' cancellation rate during the holiday peak 2023
hp = [f for f in period(*HOLIDAY_23) if f["carrier"]["carrier_type"] == "regional"]
v = 100.0 * sum(f["canc"] for f in hp) / len(hp)
check(v, "SELECT 100.0 * AVG(f.cancelled) " + F_ + " WHERE c.carrier_type='regional' AND " + between(HOLIDAY_23))
golden("r14_regional_cancellation_rate_holiday_peak_2023",
       "What was the cancellation rate of the regional carriers during the 2023 holiday peak?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["named-period", "cancellation-rate", "carrier-type"])

# 25. Summit Link on-time rate during the summer peak 2024
sp = [f for f in done(period(*SUMMER_24)) if f["carrier_code"] == "SM"]
v = 100.0 * sum(f["arr_delay_minutes"] < 15 for f in sp) / len(sp)
check(v, "SELECT 100.0 * AVG(f.arr_delay_minutes < 15) " + F_ + " WHERE c.carrier_name='Summit Link' "
      "AND f.cancelled=0 AND " + between(SUMMER_24))
golden("r14_summit_link_on_time_summer_peak_2024",
       "summit link on-time % over the 2024 summer peak?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["named-period", "on-time-rate", "carrier", "terse"])

# 26. Desert Sun passengers during the Spring Fare Sale 2023 (dates from network_calendar.md)
doc_says(os.path.join(DOCS, "network_calendar.md"), "Travel from 2023-03-06 to 2023-03-19.")
v = int(sum(f["passengers"] for f in done(period(*SPRING_SALE_23)) if f["carrier_code"] == "DS"))
check(v, "SELECT SUM(f.passengers) " + F_ + " WHERE c.carrier_name='Desert Sun Airways' AND " + between(SPRING_SALE_23))
golden("r14_desert_sun_passengers_spring_fare_sale_2023",
       "How many passengers did Desert Sun carry during the Spring Fare Sale 2023?",
       v, "int", difficulty="medium", tags=["named-period", "fare-sale", "passengers", "carrier"])

# 27. load factor in the most recent month of the data (December 2024)
d = done(period(*DEC_24))
v = 100.0 * sum(f["passengers"] for f in d) / sum(f["seats"] for f in d)
check(v, "SELECT 100.0 * SUM(f.passengers) / SUM(f.seats) FROM flights f WHERE f.cancelled=0 AND " + between(DEC_24))
golden("r14_load_factor_latest_month",
       "What was our load factor in the most recent month we have data for?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["relative-period", "month", "load-factor"])

# ================================================================== growth
# 28. revenue from flights into Mexico, Q4 2023 -> Q4 2024 (typo "Mexcio")
def mexico_revenue(p):
    return sum(f["ticket_revenue"] + f["ancillary_revenue"] for f in done(period(*p)) if f["dest"]["country"] == "Mexico")
v = pct_change(mexico_revenue(Q4_23), mexico_revenue(Q4_24))
mx = "(SELECT SUM(f.ticket_revenue + f.ancillary_revenue) " + FP + " WHERE d.country='Mexico' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (mx % between(Q4_24), mx % between(Q4_23), mx % between(Q4_23)))
golden("r14_mexico_revenue_growth_q4",
       "by how many percent did revenue on flights into Mexcio grow from Q4 2023 to Q4 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "typo", "total-revenue", "destination-country", "quarter"])

# 29. Skyward Alliance passengers, H1 2024 vs H1 2023
def skyward_pax(p):
    return sum(f["passengers"] for f in done(period(*p)) if f["carrier"]["alliance"] == "Skyward Alliance")
v = pct_change(skyward_pax(H1_23), skyward_pax(H1_24))
sk = "(SELECT SUM(f.passengers) " + F_ + " WHERE c.alliance='Skyward Alliance' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sk % between(H1_24), sk % between(H1_23), sk % between(H1_23)))
golden("r14_skyward_passenger_growth_h1",
       "Skyward Alliance passengers in the first half of 2024 - how much did that change versus the same half a year earlier, in %?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["growth", "relative-period", "passengers", "alliance", "half-year"])

# ============================================================== breakdowns
# 30. cancellation rate on departures: JFK vs LaGuardia vs Newark, Q1 2024
rows = []
for ap in ("JFK", "LGA", "EWR"):
    x = [f for f in q1 if f["origin"] == ap]
    rows.append((ap, 100.0 * sum(f["canc"] for f in x) / len(x)))
check(rows, "SELECT f.origin, 100.0 * AVG(f.cancelled) FROM flights f WHERE f.origin IN ('JFK','LGA','EWR') AND "
      + between(Q1_24) + " GROUP BY f.origin ORDER BY CASE f.origin WHEN 'JFK' THEN 1 WHEN 'LGA' THEN 2 ELSE 3 END")
golden("r14_ny_airports_departure_cancellation_rate_q1_2024",
       "Cancellation rate on departures, JFK vs LGA vs EWR, Q1 2024",
       [{"airport": k, "cancellation_rate": r2(r)} for k, r in rows], "list[{airport:str, cancellation_rate:float}]",
       mode="contains", difficulty="medium", tags=["breakdown", "a-vs-b", "cancellation-rate", "origin", "quarter", "terse"])

# 31. average fuel cost per completed flight, Airbus vs Boeing, 2024
rows = []
for m in ("Airbus", "Boeing"):
    x = [f["fuel_cost"] for f in done(y24) if f["plane"]["manufacturer"] == m]
    rows.append((m, sum(x) / len(x)))
check(rows, "SELECT a.manufacturer, AVG(f.fuel_cost) " + FA + " WHERE a.manufacturer IN ('Airbus','Boeing') "
      "AND f.cancelled=0 AND " + between(Y24) + " GROUP BY a.manufacturer ORDER BY a.manufacturer")
golden("r14_airbus_vs_boeing_fuel_per_flight_2024",
       "Airbus vs Boeing, going by the manufacturer in the fleet register: average fuel cost per flight in 2024?",
       [{"manufacturer": k, "avg_fuel_cost": r2(m)} for k, m in rows], "list[{manufacturer:str, avg_fuel_cost:float}]",
       mode="contains", difficulty="medium", tags=["breakdown", "a-vs-b", "fuel-cost", "manufacturer", "year"])

# ============================================================ ratios / rates
# 32. completion factor for departures from Detroit, January 2024 (kpi_definitions.md)
doc_says(os.path.join(DOCS, "kpi_definitions.md"), "so it is 100 minus the cancellation rate.")
x = [f for f in period(*JAN_24) if f["origin"] == "DTW"]
v = 100.0 * sum(1 for f in x if not f["canc"]) / len(x)
assert abs(v - (100.0 - 100.0 * sum(f["canc"] for f in x) / len(x))) < 1e-9
check(v, "SELECT 100.0 - 100.0 * AVG(f.cancelled) FROM flights f WHERE f.origin='DTW' AND " + between(JAN_24))
golden("r14_detroit_departures_completion_factor_jan_2024",
       "What was the completion factor for flights departing Detroit in January 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["ratio", "completion-factor", "origin", "month"])

# 33. load factor on long-haul flights, H2 2024
x = [f for f in done(period(*H2_24)) if f["distance_miles"] >= 3000]
v = 100.0 * sum(f["passengers"] for f in x) / sum(f["seats"] for f in x)
check(v, "SELECT 100.0 * SUM(f.passengers) / SUM(f.seats) FROM flights f WHERE f.cancelled=0 "
      "AND f.distance_miles >= 3000 AND " + between(H2_24))
golden("r14_long_haul_load_factor_h2_2024",
       "how full were our long-haul flights in H2 2024 (load factor)?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["ratio", "load-factor", "long-haul", "half-year"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "network_calendar.md"),
         "At Minneapolis (MSP) the minimum connecting time for domestic connections is 45 minutes, "
         "and 60 minutes when either flight is international.")
golden("r14_doc_msp_international_connection_minutes",
       "If one of the two flights is international, what's the minimum connecting time we sell at Minneapolis, in minutes?",
       60, "int", route="documents", difficulty="easy", tags=["document", "connecting-time", "hub"])

doc_says(os.path.join(DOCS, "network_calendar.md"), "Discounted fares are valid for travel on the dates below (both days included)")
doc_says(os.path.join(DOCS, "network_calendar.md"), "Travel from 2024-10-28 to 2024-11-17.")
import datetime as dt  # noqa: E402  (only for this day count)
v = (dt.date(2024, 11, 17) - dt.date(2024, 10, 28)).days + 1
golden("r14_doc_fall_fare_sale_2024_travel_days",
       "How many days long is the travel window of the Fall Fare Sale 2024, counting both the first and the last day?",
       v, "int", route="documents", difficulty="medium", tags=["document", "fare-sale", "calendar", "day-count"])


HEADER = [
    "# Held-out round 14 (flights): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round14.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/network_calendar.md).",
    "# GENERATED: python3 expected/round14.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    assert sum(1 for g in GOLDENS if g["route"] == "documents") == 2
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
