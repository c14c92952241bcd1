#!/usr/bin/env python3
"""Held-out round 16 for the flights workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, numbers written
out, words the knowledge files do not use literally such as "bottom line",
"schedule", "ahead of schedule", "left the gate", "IT outage"), written by an
independent question writer from data/*.csv, data/README.md, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv with plain Python loops, then a second time by hand-written SQL
over the same CSV files loaded into sqlite3 (a different path), and the two are
asserted equal. The document answer is read from documents/customer_commitments.md
and checked by asserting the sentence is in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md, documents/customer_commitments.md):
- a flight is dated by flight_date (scheduled local date of departure); years,
  quarters (Qn), halves (Hn) and months are calendar periods, both ends
  included; explicit date ranges are inclusive too;
- named periods: holiday peak 2023 = 2023-12-15..2024-01-07 (knowledge.hcl
  period); Fall Fare Sale 2024 = travel 2024-10-28..2024-11-17
  (network_calendar.md, "both days included"); the IT outage is given with its
  dates in the question (2024-07-19..22, as in data/README.md);
- carriers by name or value synonym ("bluewater" = BW, "great lakes" = GX,
  "summit link" = SM, "northstar" = NS, "atlantic" = AX, "desert sun" = DS);
  a carrier's hubs as in network_calendar.md (Summit Link: MSP and DTW;
  Atlantic Transair: JFK and BOS);
- scheduled flights = COUNT(*) with cancelled ones (metric flights); the
  "schedule" = scheduled flights; "flew" / "operated" / "actually flew" =
  cancelled = 0; cancellation rate = 100 * cancelled / scheduled; cancellation
  reasons as recorded (weather, carrier, air traffic control, security);
- late / delayed = arr_delay_minutes >= 15 (rule late_means_arrival), so "not
  delayed" = completed flights with arr_delay_minutes < 15; "left the gate late"
  = dep_delay_minutes >= 15 (filter departed_late), as a share of completed
  flights; "ahead of schedule" arrival = arr_delay_minutes < 0 (data_quality:
  negative delays are early arrivals); on-time rate = completed flights with
  arr_delay_minutes < 15 / completed flights * 100; average departure delay =
  mean dep_delay_minutes of completed flights (negative minutes included);
- passengers = SUM(passengers) (completed flights only have them); averages
  "per flight" are over completed flights (rule
  cancelled_flights_have_no_values);
- ticket revenue = fare revenue = passenger revenue (excludes ancillaries);
  average fare = SUM(ticket_revenue) / SUM(passengers); total operating cost =
  fuel + crew + airport fees; operating profit ("what we made after fuel, crew
  and airport fees", "bottom line") = ticket + ancillary revenue - total
  operating cost; fuel cost per mile = SUM(fuel_cost) / SUM(distance_miles) and
  fuel cost per passenger = SUM(fuel_cost) / SUM(passengers), both from totals
  of completed flights, like the load factor;
- miles flown = SUM(distance_miles) over completed flights;
- customer satisfaction = AVG(satisfaction_score) over flights that have one;
- long-haul = distance_miles >= 3000 (filter long_haul);
- roles (rule airport_roles): out of / leaving / departing / from = origin;
  into / to / landing in = destination; a state or country of an airport
  comes from airports.csv in that role ("California" = state CA, "Texas" =
  state TX, "Mexico" = country Mexico);
- route = directional origin-destination pair (dimension route), so each
  direction counts on its own;
- aircraft model (type) = aircraft.model of the tail that flew the leg; a
  plane = a tail number;
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
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
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
    assert name.startswith("r16_"), name
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


def period(lo, hi):
    return [f for f in flights if lo <= f["flight_date"] <= hi]


def done(fs):
    return [f for f in fs if not f["canc"]]


def between(p, col="f.flight_date"):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


def route(f):
    return f["origin"] + "-" + f["destination"]


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
Q1_23, Q1_24 = ("2023-01-01", "2023-03-31"), ("2024-01-01", "2024-03-31")
Q2_24 = ("2024-04-01", "2024-06-30")
Q3_23 = ("2023-07-01", "2023-09-30")
Q4_24 = ("2024-10-01", "2024-12-31")
H1_24 = ("2024-01-01", "2024-06-30")
H2_23, H2_24 = ("2023-07-01", "2023-12-31"), ("2024-07-01", "2024-12-31")
HOLIDAY_23 = ("2023-12-15", "2024-01-07")
FALL_SALE_24 = ("2024-10-28", "2024-11-17")
OUTAGE_24 = ("2024-07-19", "2024-07-22")
assert min(f["flight_date"] for f in flights) == "2023-01-01"
assert max(f["flight_date"] for f in flights) == "2024-12-31"

F_ = "FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code"
FA = F_ + " JOIN aircraft a ON a.tail_number = f.tail_number"
FP = F_ + " JOIN airports o ON o.airport_code = f.origin JOIN airports d ON d.airport_code = f.destination"
ROUTE = "(f.origin || '-' || f.destination)"
PROFIT = "(f.ticket_revenue + f.ancillary_revenue - f.fuel_cost - f.crew_cost - f.airport_fees)"
y23, y24 = period(*Y23), period(*Y24)
name = {k: c["carrier_name"] for k, c in carriers.items()}


def profit(f):
    return f["ticket_revenue"] + f["ancillary_revenue"] - f["fuel_cost"] - f["crew_cost"] - f["airport_fees"]


def of(code, fs):
    return [f for f in fs if f["carrier_code"] == code]


# ============================================ aggregation word / averages per entity
# 1. Northstar 2023: average passengers per operated flight by aircraft type; the A321neo row
acc = defaultdict(list)
for f in done(of("NS", y23)):
    acc[f["plane"]["model"]].append(f["passengers"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
rows = sorted(avg.items())
check(rows, "SELECT a.model, AVG(f.passengers) " + FA + " WHERE f.carrier_code='NS' AND f.cancelled=0 AND "
      + between(Y23) + " GROUP BY a.model ORDER BY a.model")
v = avg["A321neo"]
sched = [f["passengers"] or 0 for f in of("NS", y23) if f["plane"]["model"] == "A321neo"]
assert r2(sum(sched) / len(sched)) != r2(v), "averaging over scheduled flights would differ"
golden("r16_northstar_a321neo_avg_pax_per_flight_2023",
       "Break down Northstar's average passengers per operated flight by aircraft type for 2023 - the number I actually need is the A321neo one.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["aggregation-scope", "average-per-flight", "passengers", "aircraft-model", "carrier", "year"])

# 2. Desert Sun 2023: average scheduled flights per route (each direction its own route)
ds = of("DS", y23)
v = len(ds) / len({route(f) for f in ds})
check(v, "SELECT 1.0 * COUNT(*) / COUNT(DISTINCT " + ROUTE + ") FROM flights f WHERE f.carrier_code='DS' AND " + between(Y23))
golden("r16_desert_sun_flights_per_route_2023",
       "On average, how many flights did Desert Sun have on the schedule per route in 2023? Treat each direction as a separate route.",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["average-per-entity", "flights", "route", "carrier", "year", "ordinary-words"])

# 3. average number of distinct destinations per departure airport, 2024 (scheduled)
dests = defaultdict(set)
for f in y24:
    dests[f["origin"]].add(f["destination"])
v = sum(len(s) for s in dests.values()) / len(dests)
check(v, "SELECT AVG(n) FROM (SELECT f.origin, COUNT(DISTINCT f.destination) n FROM flights f WHERE "
      + between(Y24) + " GROUP BY f.origin)")
golden("r16_avg_destinations_per_origin_2024",
       "I'm trying to get a feel for how connected our network is. Looking at 2024, could you tell me how many different destination airports each airport we fly out of had flights to, on average across those departure airports?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "distinct-count", "role", "origin", "destination", "year", "long-polite"])

# 4. Atlantic Transair long-haul 2024: fuel cost per passenger (from totals)
q = [f for f in done(of("AX", y24)) if f["distance_miles"] >= 3000]
v = sum(f["fuel_cost"] for f in q) / sum(f["passengers"] for f in q)
check(v, "SELECT 1.0 * SUM(f.fuel_cost) / SUM(f.passengers) FROM flights f WHERE f.carrier_code='AX' AND f.cancelled=0 "
      "AND f.distance_miles >= 3000 AND " + between(Y24))
golden("r16_atlantic_long_haul_fuel_per_passenger_2024",
       "What did fuel cost us per passenger on Atlantic Transair's long-haul flights in 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["ratio", "fuel-cost", "per-passenger", "long-haul", "carrier", "year"])

# ======================================================== written / numeric limits
# 5. Bluewater's three biggest destinations out of Orlando, 2023, by passengers
cnt = Counter()
for f in done(of("BW", y23)):
    if f["origin"] == "MCO":
        cnt[f["destination"]] += f["passengers"]
top = ranked(cnt, 3)
check(top, "SELECT f.destination, SUM(f.passengers) n FROM flights f WHERE f.carrier_code='BW' AND f.origin='MCO' AND "
      + between(Y23) + " GROUP BY f.destination ORDER BY n DESC LIMIT 3")
rev = Counter()
for f in done(of("BW", y23)):
    if f["destination"] == "MCO":
        rev[f["origin"]] += f["passengers"]
assert {k for k, _ in ranked(rev, 3)} != {k for k, _ in top}, "the arrivals reading gives other airports"
golden("r16_bluewater_top3_destinations_from_orlando_2023",
       "What were Bluewater's three biggest destinations out of Orlando in 2023, by passengers carried? Airport codes please.",
       [k for k, _ in top], "list[str]", mode="contains", difficulty="medium",
       tags=["top-n", "written-limit", "role", "origin", "destination", "passengers", "carrier", "year"])

# 6. top 4 carriers by miles flown, Q2 2024
cnt = Counter()
for f in done(period(*Q2_24)):
    cnt[name[f["carrier_code"]]] += f["distance_miles"]
top = ranked(cnt, 4)
check(top, "SELECT c.carrier_name, SUM(f.distance_miles) n " + F_ + " WHERE f.cancelled=0 AND " + between(Q2_24)
      + " GROUP BY c.carrier_name ORDER BY n DESC LIMIT 4")
golden("r16_top4_carriers_miles_q2_2024",
       "top 4 airlines by miles flown, Q2 2024",
       [k for k, _ in top], "list[str]", mode="contains", difficulty="easy",
       tags=["top-n", "numeric-limit", "miles-flown", "carrier", "quarter", "terse"])

# 7. the two tail numbers with the most late arrivals, 2023 (typo "arivals")
cnt = Counter(f["tail_number"] for f in done(y23) if f["arr_delay_minutes"] >= 15)
top = ranked(cnt, 2)
check(top, "SELECT f.tail_number, COUNT(*) n FROM flights f WHERE f.cancelled=0 AND f.arr_delay_minutes >= 15 AND "
      + between(Y23) + " GROUP BY f.tail_number ORDER BY n DESC LIMIT 2")
golden("r16_two_tails_most_late_arrivals_2023",
       "Which two planes racked up the most late arivals in 2023? Tail numbers please.",
       [k for k, _ in top], "list[str]", mode="contains", difficulty="easy",
       tags=["top-n", "written-limit", "late", "aircraft", "typo", "year"])

# 8. Atlantic Transair routes with >= 50 operated flights in 2024: the three worst on-time rates
acc = defaultdict(lambda: [0, 0])
for f in done(of("AX", y24)):
    acc[route(f)][0] += f["arr_delay_minutes"] < 15
    acc[route(f)][1] += 1
otp = {k: 100.0 * a / b for k, (a, b) in acc.items() if b >= 50}
bot = ranked(otp, 3, reverse=False)
check(bot, "SELECT " + ROUTE + " r, 100.0 * SUM(f.arr_delay_minutes < 15) / COUNT(*) m FROM flights f "
      "WHERE f.carrier_code='AX' AND f.cancelled=0 AND " + between(Y24)
      + " GROUP BY r HAVING COUNT(*) >= 50 ORDER BY m ASC LIMIT 3")
all_bot = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 3, reverse=False)
assert {k for k, _ in all_bot} != {k for k, _ in bot}, "the threshold matters"
golden("r16_atlantic_bottom3_routes_on_time_2024",
       "Among Atlantic Transair routes with at least fifty operated flights in 2024, which three had the worst on-time rate? Give them as origin-destination, like JFK-LHR.",
       [k for k, _ in bot], "list[str]", mode="contains", difficulty="hard",
       tags=["bottom-n", "written-limit", "on-time-rate", "route", "threshold", "carrier", "year"])

# ======================================================== ranking by a named measure
# 9. carrier with the lowest operating profit per operated flight, 2024
acc = defaultdict(list)
for f in done(y24):
    acc[name[f["carrier_code"]]].append(profit(f))
per = {k: sum(x) / len(x) for k, x in acc.items()}
low = ranked(per, 1, reverse=False)[0][0]
check(low, "SELECT c.carrier_name " + F_ + " WHERE f.cancelled=0 AND " + between(Y24)
      + " GROUP BY c.carrier_name ORDER BY AVG" + PROFIT + " ASC LIMIT 1")
golden("r16_lowest_profit_per_flight_carrier_2024",
       "Which airline made the least operating profit per operated flight in 2024?",
       low, "str", difficulty="easy", tags=["ranking", "non-default-metric", "operating-profit", "per-flight", "carrier", "year"])

# 10. aircraft type with the lowest fuel cost per mile flown, 2023
acc = defaultdict(lambda: [0.0, 0.0])
for f in done(y23):
    acc[f["plane"]["model"]][0] += f["fuel_cost"]
    acc[f["plane"]["model"]][1] += f["distance_miles"]
cheap = ranked({k: a / b for k, (a, b) in acc.items()}, 1, reverse=False)[0][0]
check(cheap, "SELECT a.model " + FA + " WHERE f.cancelled=0 AND " + between(Y23)
      + " GROUP BY a.model ORDER BY 1.0 * SUM(f.fuel_cost) / SUM(f.distance_miles) ASC LIMIT 1")
golden("r16_cheapest_fuel_per_mile_model_2023",
       "Which aircraft type was cheapest to fuel per mile flown in 2023?",
       cheap, "str", difficulty="easy", tags=["ranking", "non-default-metric", "fuel-cost", "per-mile", "aircraft-model", "year"])

# 11. route with the highest cancellation rate in 2024, routes with at least 100 scheduled flights
acc = defaultdict(lambda: [0, 0])
for f in y24:
    acc[route(f)][0] += f["canc"]
    acc[route(f)][1] += 1
rate = {k: 100.0 * a / b for k, (a, b) in acc.items() if b >= 100}
worst = ranked(rate, 1)[0][0]
check(worst, "SELECT " + ROUTE + " r FROM flights f WHERE " + between(Y24)
      + " GROUP BY r HAVING COUNT(*) >= 100 ORDER BY 100.0 * SUM(f.cancelled) / COUNT(*) DESC LIMIT 1")
assert ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 1)[0][0] != worst, "the threshold matters"
golden("r16_highest_cancellation_rate_route_2024",
       "Of the routes that had at least 100 flights on the 2024 schedule, which one had the highest cancellation rate? Origin-destination please.",
       worst, "str", difficulty="hard", tags=["ranking", "cancellation-rate", "route", "threshold", "year"])

# ================================================================= share of total
# 12. share of Northstar's 2024 scheduled flights departing Detroit
ns = of("NS", y24)
v = 100.0 * sum(1 for f in ns if f["origin"] == "DTW") / len(ns)
check(v, "SELECT 100.0 * SUM(f.origin='DTW') / COUNT(*) FROM flights f WHERE f.carrier_code='NS' AND " + between(Y24))
assert r2(v) != r2(100.0 * sum(1 for f in ns if f["destination"] == "DTW") / len(ns))
golden("r16_northstar_share_departing_detroit_2024",
       "What percentage of Northstar's 2024 schedule departed from Detroit?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["share", "role", "origin", "flights", "carrier", "year", "ordinary-words"])

# 13. Bluewater's share of all ancillary revenue, Q3 2023
q = done(period(*Q3_23))
v = 100.0 * sum(f["ancillary_revenue"] for f in q if f["carrier_code"] == "BW") / sum(f["ancillary_revenue"] for f in q)
check(v, "SELECT 100.0 * SUM(CASE WHEN f.carrier_code='BW' THEN f.ancillary_revenue ELSE 0 END) / SUM(f.ancillary_revenue) "
      "FROM flights f WHERE f.cancelled=0 AND " + between(Q3_23))
golden("r16_bluewater_share_ancillary_q3_2023",
       "What share of the group's bag fees and other extras revenue in Q3 2023 came from Bluewater Air?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["share", "ancillary-revenue", "carrier", "quarter", "ordinary-words"])

# 14. share of operated 2024 flights arriving ahead of schedule
d24 = done(y24)
v = 100.0 * sum(1 for f in d24 if f["arr_delay_minutes"] < 0) / len(d24)
assert sum(1 for f in d24 if f["arr_delay_minutes"] == 0) > 0
check(v, "SELECT 100.0 * SUM(f.arr_delay_minutes < 0) / COUNT(*) FROM flights f WHERE f.cancelled=0 AND " + between(Y24))
golden("r16_share_arrived_early_2024",
       "Of the flights we actually flew in 2024, what percent got in ahead of schedule?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["share", "arrival-delay", "early", "completed", "year", "ordinary-words"])

# ================================================== distinct entities with conditions
# 15. Atlantic Transair routes with at least one weather cancellation, Q1 2024
v = len({route(f) for f in of("AX", period(*Q1_24)) if f["cancellation_reason"] == "weather"})
check(v, "SELECT COUNT(DISTINCT " + ROUTE + ") FROM flights f WHERE f.carrier_code='AX' AND f.cancellation_reason='weather' AND "
      + between(Q1_24))
golden("r16_atlantic_routes_weather_cancellation_q1_2024",
       "On how many different routes did Atlantic Transair lose at least one flight to weather in the first quarter of 2024? Count each direction separately.",
       v, "int", difficulty="medium",
       tags=["distinct-count", "route", "cancelled", "cancellation-reason", "carrier", "quarter"])

# 16. planes that flew in Q1 2024 and never arrived late that quarter
late = defaultdict(int)
for f in done(period(*Q1_24)):
    late[f["tail_number"]] += f["arr_delay_minutes"] >= 15
v = sum(1 for n in late.values() if n == 0)
check(v, "SELECT COUNT(*) FROM (SELECT f.tail_number FROM flights f WHERE f.cancelled=0 AND " + between(Q1_24)
      + " GROUP BY f.tail_number HAVING SUM(f.arr_delay_minutes >= 15) = 0)")
golden("r16_planes_never_late_q1_2024",
       "How many of the planes that flew in Q1 2024 never once arrived late during that quarter?",
       v, "int", difficulty="hard", tags=["never", "negation", "distinct-count", "aircraft", "late", "quarter"])

# 17. days in 2024 without a single cancellation
days = Counter()
for f in y24:
    days[f["flight_date"]] += f["canc"]
assert len(days) == 366
v = sum(1 for n in days.values() if n == 0)
check(v, "SELECT COUNT(*) FROM (SELECT f.flight_date FROM flights f WHERE " + between(Y24)
      + " GROUP BY f.flight_date HAVING SUM(f.cancelled) = 0)")
golden("r16_days_without_cancellation_2024",
       "on how many days in 2024 did we get through without cancelling a single flight",
       v, "int", difficulty="medium", tags=["never", "negation", "day", "cancelled", "year", "terse"])

# 18. carriers with at least one cancellation in every month of 2023
months = defaultdict(set)
for f in y23:
    if f["canc"]:
        months[name[f["carrier_code"]]].add(f["flight_date"][:7])
always = sorted(k for k, m in months.items() if len(m) == 12)
assert 0 < len(always) < len(carriers)
check([(k,) for k in always], "SELECT c.carrier_name " + F_ + " WHERE f.cancelled=1 AND " + between(Y23)
      + " GROUP BY c.carrier_name HAVING COUNT(DISTINCT substr(f.flight_date, 1, 7)) = 12 ORDER BY c.carrier_name")
golden("r16_carriers_cancelled_every_month_2023",
       "Which of our airlines had at least one cancellation in every single month of 2023?",
       always, "list[str]", mode="contains", difficulty="hard",
       tags=["always", "carrier", "cancelled", "month", "year"])

# =========================================================== negation / exclusion
# 19. Summit Link scheduled flights in 2023 touching neither MSP nor DTW
HUBS_SM = ("MSP", "DTW")
v = sum(1 for f in of("SM", y23) if f["origin"] not in HUBS_SM and f["destination"] not in HUBS_SM)
check(v, "SELECT COUNT(*) FROM flights f WHERE f.carrier_code='SM' AND f.origin NOT IN ('MSP','DTW') "
      "AND f.destination NOT IN ('MSP','DTW') AND " + between(Y23))
golden("r16_summit_link_off_hub_flights_2023",
       "How many Summit Link flights were on the 2023 schedule that neither started nor ended at Minneapolis or Detroit?",
       v, "int", difficulty="medium", tags=["negation", "exclusion", "role", "hub", "flights", "carrier", "year"])

# 20. average satisfaction score in Q4 2024 on flights that weren't delayed
q = [f for f in done(period(*Q4_24)) if f["arr_delay_minutes"] < 15 and f["satisfaction_score"] is not None]
v = sum(f["satisfaction_score"] for f in q) / len(q)
check(v, "SELECT AVG(f.satisfaction_score) FROM flights f WHERE f.cancelled=0 AND f.arr_delay_minutes < 15 AND "
      + between(Q4_24))
golden("r16_satisfaction_not_delayed_q4_2024",
       "What was the average satisfaction score in Q4 2024 on flights that weren't delayed?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["negation", "satisfaction", "late", "quarter"])

# 21. leaving JFK and Boston aside, Atlantic Transair's top departure airport by passengers, H1 2024
cnt, rev = Counter(), Counter()
for f in done(of("AX", period(*H1_24))):
    if f["origin"] not in ("JFK", "BOS"):
        cnt[f["origin"]] += f["passengers"]
    if f["destination"] not in ("JFK", "BOS"):
        rev[f["destination"]] += f["passengers"]
top = ranked(cnt, 1)[0][0]
assert ranked(rev, 1)[0][0] != top, "the arrivals reading names another airport"
check(top, "SELECT f.origin FROM flights f WHERE f.carrier_code='AX' AND f.origin NOT IN ('JFK','BOS') AND "
      + between(H1_24) + " GROUP BY f.origin ORDER BY SUM(f.passengers) DESC LIMIT 1")
golden("r16_atlantic_top_non_hub_origin_h1_2024",
       "Leaving JFK and Boston aside, which airport did Atlantic Transair fly the most passengers out of in the first half of 2024?",
       top, "str", difficulty="hard", tags=["exclusion", "role", "origin", "ranking", "passengers", "carrier", "half-year"])

# ==================================================================== comparisons
# 22. routes with an on-time rate of at least 85% in 2024 (one route sits exactly on 85%)
acc = defaultdict(lambda: [0, 0])
for f in d24:
    acc[route(f)][0] += f["arr_delay_minutes"] < 15
    acc[route(f)][1] += 1
v = sum(1 for a, b in acc.values() if 100 * a >= 85 * b)
assert v != sum(1 for a, b in acc.values() if 100 * a > 85 * b), "'at least' includes the route at exactly 85%"
check(v, "SELECT COUNT(*) FROM (SELECT " + ROUTE + " r FROM flights f WHERE f.cancelled=0 AND " + between(Y24)
      + " GROUP BY r HAVING 100 * SUM(f.arr_delay_minutes < 15) >= 85 * COUNT(*))")
golden("r16_routes_on_time_at_least_85_2024",
       "How many routes had an on-time rate of at least 85% in 2024?",
       v, "int", difficulty="medium", tags=["comparison", "at-least", "boundary", "on-time-rate", "route", "year"])

# 23. flights in 2023 with more than $30,000 of fuel (typo "flihgts")
v = sum(1 for f in done(y23) if f["fuel_cost"] > 30000)
check(v, "SELECT COUNT(*) FROM flights f WHERE f.cancelled=0 AND f.fuel_cost > 30000 AND " + between(Y23))
golden("r16_flights_fuel_over_30k_2023",
       "how many flihgts in 2023 burned more than $30,000 worth of fuel?",
       v, "int", difficulty="easy", tags=["comparison", "threshold", "fuel-cost", "per-flight", "typo", "year"])

# ========================================================================= roles
# 24. passengers from California to Texas, H2 2023 (typo "passangers")
q = done(period(*H2_23))
v = int(sum(f["passengers"] for f in q if f["orig"]["state"] == "CA" and f["dest"]["state"] == "TX"))
assert v != int(sum(f["passengers"] for f in q if f["orig"]["state"] == "TX" and f["dest"]["state"] == "CA"))
check(v, "SELECT SUM(f.passengers) " + FP + " WHERE o.state='CA' AND d.state='TX' AND " + between(H2_23))
golden("r16_passengers_california_to_texas_h2_2023",
       "How many passangers flew from California to Texas in the second half of 2023? Just that direction.",
       v, "int", difficulty="easy", tags=["role", "origin-state", "destination-state", "passengers", "half-year", "typo"])

# 25. average fare on flights into JFK from Heathrow, 2024
q = [f for f in d24 if f["origin"] == "LHR" and f["destination"] == "JFK"]
v = sum(f["ticket_revenue"] for f in q) / sum(f["passengers"] for f in q)
q2 = [f for f in d24 if f["origin"] == "JFK" and f["destination"] == "LHR"]
assert r2(v) != r2(sum(f["ticket_revenue"] for f in q2) / sum(f["passengers"] for f in q2))
check(v, "SELECT 1.0 * SUM(f.ticket_revenue) / SUM(f.passengers) FROM flights f WHERE f.origin='LHR' AND f.destination='JFK' AND "
      + between(Y24))
golden("r16_avg_fare_heathrow_to_jfk_2024",
       "For flights coming into JFK from Heathrow in 2024, what was the average fare?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["role", "origin", "destination", "average-fare", "year"])

# 26. average departure delay of Great Lakes Connect flights out of Midway, 2023
q = [f for f in done(of("GX", y23)) if f["origin"] == "MDW"]
v = sum(f["dep_delay_minutes"] for f in q) / len(q)
assert r2(v) != r2(sum(f["arr_delay_minutes"] for f in q) / len(q))
check(v, "SELECT AVG(f.dep_delay_minutes) FROM flights f WHERE f.carrier_code='GX' AND f.cancelled=0 AND f.origin='MDW' AND "
      + between(Y23))
golden("r16_great_lakes_midway_departure_delay_2023",
       "What was the average delay leaving the gate for Great Lakes Connect flights out of Midway in 2023, in minutes?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["close-metrics", "departure-delay", "role", "origin", "carrier", "year"])

# ================================================================= close metrics
# 27. Northstar passenger revenue (= ticket revenue), H2 2023
q = done(of("NS", period(*H2_23)))
v = int(sum(f["ticket_revenue"] for f in q))
assert v != int(sum(f["ticket_revenue"] + f["ancillary_revenue"] for f in q))
check(v, "SELECT SUM(f.ticket_revenue) FROM flights f WHERE f.carrier_code='NS' AND " + between(H2_23))
golden("r16_northstar_passenger_revenue_h2_2023",
       "What was Northstar's passenger revenue in the second half of 2023?",
       v, "int", difficulty="easy", tags=["close-metrics", "ticket-revenue", "carrier", "half-year"])

# 28. share of Northstar's operated flights that left the gate late, Q1 2023
q = done(of("NS", period(*Q1_23)))
v = 100.0 * sum(1 for f in q if f["dep_delay_minutes"] >= 15) / len(q)
assert r2(v) != r2(100.0 * sum(1 for f in q if f["arr_delay_minutes"] >= 15) / len(q))
check(v, "SELECT 100.0 * SUM(f.dep_delay_minutes >= 15) / COUNT(*) FROM flights f WHERE f.carrier_code='NS' AND f.cancelled=0 AND "
      + between(Q1_23))
golden("r16_northstar_late_departure_share_q1_2023",
       "What percentage of the flights Northstar operated in Q1 2023 left the gate late?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["close-metrics", "late-departures", "share", "carrier", "quarter"])

# 29. Bluewater's operating profit, Q1 2024
v = int(sum(profit(f) for f in done(of("BW", period(*Q1_24)))))
check(v, "SELECT SUM" + PROFIT + " FROM flights f WHERE f.carrier_code='BW' AND f.cancelled=0 AND " + between(Q1_24))
golden("r16_bluewater_bottom_line_q1_2024",
       "What was Bluewater Air's bottom line for Q1 2024 - what did it make once fuel, crew and airport fees were paid?",
       v, "int", difficulty="easy", tags=["close-metrics", "operating-profit", "carrier", "quarter", "ordinary-words"])

# ================================================================= named periods
# 30. Northstar + Summit Link cancellation rate over the IT outage, 2024-07-19..22
q = [f for f in period(*OUTAGE_24) if f["carrier_code"] in ("NS", "SM")]
v = 100.0 * sum(1 for f in q if f["canc"]) / len(q)
check(v, "SELECT 100.0 * SUM(f.cancelled) / COUNT(*) FROM flights f WHERE f.carrier_code IN ('NS','SM') AND " + between(OUTAGE_24))
golden("r16_outage_cancellation_rate_jul_2024",
       "During the IT outage from 19 to 22 July 2024 (both days included), what was the combined cancellation rate of Northstar and Summit Link?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["named-period", "date-range", "cancellation-rate", "carrier"])

# 31. Bluewater's total operating cost over the 2023 holiday peak
v = int(sum(f["fuel_cost"] + f["crew_cost"] + f["airport_fees"] for f in done(of("BW", period(*HOLIDAY_23)))))
check(v, "SELECT SUM(f.fuel_cost + f.crew_cost + f.airport_fees) FROM flights f WHERE f.carrier_code='BW' AND "
      + between(HOLIDAY_23))
golden("r16_bluewater_operating_cost_holiday_peak_2023",
       "What did Bluewater's total operating costs come to over the 2023 holiday peak?",
       v, "int", difficulty="easy", tags=["named-period", "total-operating-cost", "carrier"])

# 32. passengers into Mexico during the Fall Fare Sale 2024
v = int(sum(f["passengers"] for f in done(period(*FALL_SALE_24)) if f["dest"]["country"] == "Mexico"))
check(v, "SELECT SUM(f.passengers) " + FP + " WHERE d.country='Mexico' AND " + between(FALL_SALE_24))
golden("r16_passengers_into_mexico_fall_sale_2024",
       "How many passengers did we fly into Mexico during the Fall Fare Sale 2024?",
       v, "int", difficulty="easy", tags=["named-period", "fare-sale", "role", "destination-country", "passengers"])

# ======================================================================== growth
# 33. Summit Link fare revenue, H2 2023 -> H2 2024
def fares(code, p):
    return sum(f["ticket_revenue"] for f in done(of(code, period(*p))))
v = pct_change(fares("SM", H2_23), fares("SM", H2_24))
sql_f = "(SELECT SUM(f.ticket_revenue) FROM flights f WHERE f.carrier_code='SM' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_f % between(H2_24), sql_f % between(H2_23), sql_f % between(H2_23)))
golden("r16_summit_link_fare_revenue_growth_h2",
       "By how much did Summit Link's fare revenue grow from the second half of 2023 to the second half of 2024, in percent?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["growth", "ticket-revenue", "carrier", "half-year"])

# 34. passengers departing JFK ("kennedy"), Q1 2023 -> Q1 2024
def jfk(p, col="origin"):
    return sum(f["passengers"] for f in done(period(*p)) if f[col] == "JFK")
v = pct_change(jfk(Q1_23), jfk(Q1_24))
assert r2(v) != r2(pct_change(jfk(Q1_23, "destination"), jfk(Q1_24, "destination"))), "arrivals reading differs"
sql_d = "(SELECT SUM(f.passengers) FROM flights f WHERE f.origin='JFK' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_d % between(Q1_24), sql_d % between(Q1_23), sql_d % between(Q1_23)))
golden("r16_kennedy_departing_passengers_growth_q1",
       "passengers departing kennedy: Q1 2024 vs Q1 2023, % change?",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["growth", "passengers", "role", "origin", "quarter", "terse"])

# ===================================================================== documents
doc_says(os.path.join(DOCS, "customer_commitments.md"),
         "When a delay within the carrier's control reaches 3 hours, every passenger gets a meal voucher of 15 dollars.")
golden("r16_doc_meal_voucher_delay_hours",
       "If a delay is the airline's own fault, how many hours does it have to reach before every passenger gets a meal voucher?",
       3, "int", route="documents", difficulty="easy", tags=["document", "customer-commitments", "delay"])
HEADER = [
    "# Held-out round 16 (flights): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answer from documents/customer_commitments.md).",
    "# GENERATED: python3 expected/round16.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    assert 1 <= sum(1 for g in GOLDENS if g["route"] == "documents") <= 2
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
