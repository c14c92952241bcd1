#!/usr/bin/env python3
"""Held-out round 15 for the flights workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, numbers written
out, words the knowledge files do not use literally), written by an independent
question writer from data/*.csv, data/README.md, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and without
running datacopilot. Every expected value is computed here from data/*.csv with
plain Python loops, then a second time by hand-written SQL over the same CSV
files loaded into sqlite3 (a different path), and the two are asserted equal.
The two document answers are read from documents/network_calendar.md and checked
by asserting the sentence is in the document.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure); years,
  quarters (Qn), halves (Hn) and months are calendar periods, both ends
  included;
- named periods: holiday peak 2023 = 2023-12-15..2024-01-07 and summer peak 2024
  = 2024-06-15..2024-08-31 (knowledge.hcl periods); Spring Fare Sale 2023 =
  travel 2023-03-06..2023-03-19 (network_calendar.md, "both days included");
- carriers by name or value synonym ("desert sun" = DS, "great lakes" = GX,
  "lone star" = LS, "summit link" = SM, "pacific crest" = PK, "atlantic" = AX,
  "bluewater" = BW, "northstar" = NS); carrier types from carriers.carrier_type
  ("budget" / "low cost" = low-cost, "regionals" = regional); alliances from
  carriers.alliance (empty = unaligned);
- scheduled flights = COUNT(*) with cancelled ones (metric flights);
  "operated" / "actually flew" / "landed" = cancelled = 0; cancellation rate =
  100 * cancelled / scheduled (metric cancellation_rate); cancellation reasons
  as recorded (weather, carrier, air traffic control, security);
- late / delayed = arrival delay >= 15 minutes (rule late_means_arrival);
  "pushed back late" / "left late" = dep_delay_minutes >= 15 (filter
  departed_late); on-time rate = completed flights with arr_delay_minutes < 15
  / completed flights * 100; average departure / arrival delay = mean of the
  delay minutes of completed flights (negative minutes included);
- passengers = SUM(passengers); seats flown (capacity) = SUM(seats) of
  completed flights only (metric seats_flown); load factor = SUM(passengers) /
  SUM(seats) of completed flights * 100, from totals; empty seats = seats flown
  less passengers;
- revenue without qualifier = ticket + ancillary (rule revenue_means_total);
  ticket / fare revenue excludes ancillaries; average fare = SUM(ticket_revenue)
  / SUM(passengers); ancillary revenue per passenger = SUM(ancillary_revenue) /
  SUM(passengers) (the same from-totals form); total operating cost = fuel +
  crew + airport fees; operating profit = total revenue - total operating cost
  (at flight level: a flight "lost money" when its operating profit < 0);
  averages "per flight" are over completed flights (rule
  cancelled_flights_have_no_values);
- customer satisfaction = AVG(satisfaction_score) over flights that have one;
- long-haul = distance_miles >= 3000 (filter long_haul); miles flown = SUM of
  distance_miles over completed flights;
- roles (rule airport_roles): departures from / out of / leaving = origin;
  into / arriving / landing in = destination; a city, state or country of an
  airport comes from airports.csv in that role ("Chicago" = ORD and MDW;
  "Texas" = state TX);
- route = directional origin-destination pair (dimension route);
- aircraft model = aircraft.model of the tail that flew the leg;
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
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
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
    assert name.startswith("r15_"), name
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
Q1_24 = ("2024-01-01", "2024-03-31")
Q3_24 = ("2024-07-01", "2024-09-30")
Q4_23 = ("2023-10-01", "2023-12-31")
H1_24 = ("2024-01-01", "2024-06-30")
H2_24 = ("2024-07-01", "2024-12-31")
MAR_23, MAR_24 = ("2023-03-01", "2023-03-31"), ("2024-03-01", "2024-03-31")
JUN_24 = ("2024-06-01", "2024-06-30")
JUL_24 = ("2024-07-01", "2024-07-31")
AUG_24 = ("2024-08-01", "2024-08-31")
HOLIDAY_23 = ("2023-12-15", "2024-01-07")
SUMMER_24 = ("2024-06-15", "2024-08-31")
SPRING_SALE_23 = ("2023-03-06", "2023-03-19")
assert min(f["flight_date"] for f in flights) == "2023-01-01"
assert max(f["flight_date"] for f in flights) == "2024-12-31"

F_ = "FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code"
FA = F_ + " JOIN aircraft a ON a.tail_number = f.tail_number"
FP = F_ + " JOIN airports o ON o.airport_code = f.origin JOIN airports d ON d.airport_code = f.destination"
y23, y24 = period(*Y23), period(*Y24)
name = {k: c["carrier_name"] for k, c in carriers.items()}

# ===================================================== averages / ratios per group
# 1. average crew cost per (completed) flight by carrier type, 2024
acc = defaultdict(list)
for f in done(y24):
    acc[f["carrier"]["carrier_type"]].append(f["crew_cost"])
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, "SELECT c.carrier_type, AVG(f.crew_cost) m " + F_ + " WHERE f.cancelled=0 AND "
      + between(Y24) + " GROUP BY c.carrier_type ORDER BY m DESC")
golden("r15_avg_crew_cost_per_flight_by_carrier_type_2024",
       "What was the average crew cost per flight for each carrier type in 2024?",
       [{"carrier_type": k, "avg_crew_cost": r2(m)} for k, m in rk],
       "list[{carrier_type:str, avg_crew_cost:float}]", mode="contains", difficulty="easy",
       tags=["average-per-group", "crew-cost", "per-flight", "carrier-type", "year"])

# 2. average scheduled flights per day, by carrier, August 2024 (31 days)
cnt = Counter(f["carrier"]["carrier_name"] for f in period(*AUG_24))
assert len({f["flight_date"] for f in period(*AUG_24)}) == 31
rk = ranked({k: n / 31.0 for k, n in cnt.items()})
check(rk, "SELECT c.carrier_name, COUNT(*) / 31.0 m " + F_ + " WHERE " + between(AUG_24)
      + " GROUP BY c.carrier_name ORDER BY m DESC")
golden("r15_daily_flights_by_carrier_aug_2024",
       "On average, how many flights a day did each of our airlines have on the schedule in August 2024?",
       [{"carrier": k, "flights_per_day": r2(m)} for k, m in rk], "list[{carrier:str, flights_per_day:float}]",
       mode="contains", difficulty="medium", tags=["average-per-day", "flights", "carrier", "month"])

# 3. average ticket revenue per (completed) flight by alliance, 2023, unaligned left out
acc = defaultdict(list)
for f in done(y23):
    if f["carrier"]["alliance"]:
        acc[f["carrier"]["alliance"]].append(f["ticket_revenue"])
rk = ranked({k: sum(x) / len(x) for k, x in acc.items()})
check(rk, "SELECT c.alliance, AVG(f.ticket_revenue) m " + F_ + " WHERE f.cancelled=0 AND c.alliance IS NOT NULL AND "
      + between(Y23) + " GROUP BY c.alliance ORDER BY m DESC")
fare_reading = {k: sum(f["ticket_revenue"] for f in done(y23) if f["carrier"]["alliance"] == k)
                / sum(f["passengers"] for f in done(y23) if f["carrier"]["alliance"] == k) for k in acc}
assert all(abs(fare_reading[k] - m) > 1 for k, m in rk), "the average-fare reading differs"
golden("r15_ticket_revenue_per_flight_by_alliance_2023",
       "What was the average ticket revenue per flight for each alliance in 2023? Leave the unaligned airlines out.",
       [{"alliance": k, "avg_ticket_revenue_per_flight": r2(m)} for k, m in rk],
       "list[{alliance:str, avg_ticket_revenue_per_flight:float}]", mode="contains", difficulty="medium",
       tags=["average-per-group", "close-metrics", "ticket-revenue", "per-flight", "alliance", "exclusion", "year"])

# 4. miles flown per Pacific Crest aircraft, 2024 (aircraft that operated at least one leg)
pk = [f for f in done(y24) if f["carrier_code"] == "PK"]
tails = {f["tail_number"] for f in pk}
v = sum(f["distance_miles"] for f in pk) / len(tails)
check(v, "SELECT 1.0 * SUM(f.distance_miles) / COUNT(DISTINCT f.tail_number) " + F_
      + " WHERE c.carrier_name='Pacific Crest Airlines' AND f.cancelled=0 AND " + between(Y24))
golden("r15_miles_per_pacific_crest_aircraft_2024",
       "Could you tell me how many miles, on average, each Pacific Crest plane flew in 2024? Please count only the flights that actually operated, and only the planes that flew for them that year.",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "distance", "aircraft", "carrier", "completed", "year", "long-polite"])

# ============================================================= top / bottom N
# 5. three destinations Summit Link flew the most passengers into, 2024
cnt = Counter()
for f in done(y24):
    if f["carrier_code"] == "SM":
        cnt[f["destination"]] += f["passengers"]
top = ranked(cnt, 3)
check(top, "SELECT f.destination, SUM(f.passengers) n " + F_ + " WHERE c.carrier_name='Summit Link' AND "
      + between(Y24) + " GROUP BY f.destination ORDER BY n DESC LIMIT 3")
orig_top = ranked(Counter({k: sum(f["passengers"] for f in done(y24) if f["carrier_code"] == "SM" and f["origin"] == k)
                           for k in {f["origin"] for f in y24 if f["carrier_code"] == "SM"}}), 3)
assert [k for k, _ in orig_top] != [k for k, _ in top] or [n for _, n in orig_top] != [n for _, n in top]
golden("r15_top3_summit_link_destinations_pax_2024",
       "Which three airports did Summit Link fly the most passengers into in 2024?",
       [{"airport": k, "passengers": int(n)} for k, n in top], "list[{airport:str, passengers:int}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "role", "destination", "carrier", "passengers", "year"])

# 6. two aircraft models with the most miles actually flown, 2024
cnt = Counter()
for f in done(y24):
    cnt[f["plane"]["model"]] += f["distance_miles"]
top = ranked(cnt, 2)
check(top, "SELECT a.model, SUM(f.distance_miles) n " + FA + " WHERE f.cancelled=0 AND " + between(Y24)
      + " GROUP BY a.model ORDER BY n DESC LIMIT 2")
golden("r15_top2_models_by_miles_2024",
       "top 2 aircraft types by miles actually flown in 2024",
       [{"aircraft_model": k, "miles": int(n)} for k, n in top], "list[{aircraft_model:str, miles:int}]",
       mode="contains", difficulty="easy", tags=["top-n", "numeric-limit", "distance", "aircraft-model", "year", "terse"])

# 7. four Lone Star routes with the lowest load factor, 2023
acc = defaultdict(lambda: [0.0, 0.0])
for f in done(y23):
    if f["carrier_code"] == "LS":
        acc[route(f)][0] += f["passengers"]
        acc[route(f)][1] += f["seats"]
bot = ranked({k: 100.0 * a / b for k, (a, b) in acc.items()}, 4, reverse=False)
check(bot, "SELECT f.origin || '-' || f.destination r, 100.0 * SUM(f.passengers) / SUM(f.seats) m " + F_
      + " WHERE c.carrier_name='Lone Star Airlines' AND f.cancelled=0 AND " + between(Y23)
      + " GROUP BY r ORDER BY m ASC LIMIT 4")
golden("r15_bottom4_lone_star_routes_load_factor_2023",
       "Which four Lone Star routes had the emptiest planes in 2023, going by load factor? Routes as origin-destination, e.g. DFW-IAH.",
       [{"route": k, "load_factor": r2(m)} for k, m in bot], "list[{route:str, load_factor:float}]",
       mode="contains", difficulty="hard",
       tags=["bottom-n", "written-limit", "load-factor", "route", "carrier", "year", "ordinary-words"])

# ======================================================= ranking by a named measure
# 8. carrier with the most ancillary revenue per passenger (from totals), 2023
acc = defaultdict(lambda: [0.0, 0.0])
for f in done(y23):
    acc[f["carrier"]["carrier_name"]][0] += f["ancillary_revenue"]
    acc[f["carrier"]["carrier_name"]][1] += f["passengers"]
best = ranked({k: a / b for k, (a, b) in acc.items()}, 1)[0][0]
check(best, "SELECT c.carrier_name " + F_ + " WHERE f.cancelled=0 AND " + between(Y23) + " GROUP BY c.carrier_name "
      "ORDER BY 1.0 * SUM(f.ancillary_revenue) / SUM(f.passengers) DESC LIMIT 1")
total_best = ranked({k: a for k, (a, b) in acc.items()}, 1)[0][0]
assert total_best != best, "the total ancillary revenue reading names another airline"
golden("r15_most_ancillary_per_passenger_carrier_2023",
       "Which airline squeezed the most ancillary revenue out of each passenger in 2023?",
       best, "str", difficulty="medium",
       tags=["ranking", "non-default-metric", "ancillary-revenue", "per-passenger", "carrier", "year", "ordinary-words"])

# 9. carrier with the most seats flown (capacity), Q4 2023
q4 = period(*Q4_23)
cnt = Counter()
for f in done(q4):
    cnt[f["carrier"]["carrier_name"]] += f["seats"]
best = ranked(cnt, 1)[0][0]
check(best, "SELECT c.carrier_name " + F_ + " WHERE f.cancelled=0 AND " + between(Q4_23)
      + " GROUP BY c.carrier_name ORDER BY SUM(f.seats) DESC LIMIT 1")
flights_best = ranked(Counter(f["carrier"]["carrier_name"] for f in q4), 1)[0][0]
golden("r15_most_seats_flown_carrier_q4_2023",
       "Which airline put the most seats in the air in Q4 2023?",
       best, "str", difficulty="medium", tags=["ranking", "non-default-metric", "seats-flown", "capacity", "carrier", "quarter", "ordinary-words"])

# ================================================================ share of total
# 10. Great Lakes Connect's share of passengers departing Chicago (ORD + MDW), 2024
chi = [f for f in done(y24) if f["orig"]["city"] == "Chicago"]
assert {f["origin"] for f in chi} == {"ORD", "MDW"}
v = 100.0 * sum(f["passengers"] for f in chi if f["carrier_code"] == "GX") / sum(f["passengers"] for f in chi)
check(v, "SELECT 100.0 * SUM(CASE WHEN c.carrier_name='Great Lakes Connect' THEN f.passengers ELSE 0 END) / SUM(f.passengers) "
      + FP + " WHERE o.city='Chicago' AND " + between(Y24))
golden("r15_great_lakes_share_chicago_departures_pax_2024",
       "What percentage of the passengers departing Chicago in 2024, O'Hare and Midway together, flew with Great Lakes Connect?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "role", "origin-city", "carrier", "passengers", "year"])

# 11. share of Summit Link's 2024 cancellations with reason 'carrier'
sm = [f for f in y24 if f["carrier_code"] == "SM" and f["canc"]]
v = 100.0 * sum(1 for f in sm if f["cancellation_reason"] == "carrier") / len(sm)
check(v, "SELECT 100.0 * SUM(f.cancellation_reason='carrier') / COUNT(*) " + F_
      + " WHERE c.carrier_name='Summit Link' AND f.cancelled=1 AND " + between(Y24))
golden("r15_summit_link_carrier_caused_cancellation_share_2024",
       "Of all the flights Summit Link cancelled in 2024, what percent were down to the airline itself (cancellation reason 'carrier') rather than weather, air traffic control or security?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "cancellation-reason", "carrier", "year", "long-polite"])

# 12. share of the seats flown in 2024 that went out empty (100 - load factor)
d24 = done(y24)
seats = sum(f["seats"] for f in d24)
v = 100.0 * (seats - sum(f["passengers"] for f in d24)) / seats
check(v, "SELECT 100.0 * (SUM(f.seats) - SUM(f.passengers)) / SUM(f.seats) FROM flights f WHERE f.cancelled=0 AND "
      + between(Y24))
golden("r15_empty_seat_share_2024",
       "What share of the seats we flew in 2024 went out empty?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "seats-flown", "load-factor", "complement", "year", "ordinary-words"])

# ================================================================ distinct counts
# 13. different aircraft that landed in Honolulu, 2024
x = [f for f in done(y24) if f["destination"] == "HNL"]
v = len({f["tail_number"] for f in x})
assert v != len(x)
check(v, "SELECT COUNT(DISTINCT f.tail_number) FROM flights f WHERE f.destination='HNL' AND f.cancelled=0 AND "
      + between(Y24))
golden("r15_distinct_aircraft_into_honolulu_2024",
       "How many different planes actually landed in Honolulu in 2024?",
       v, "int", difficulty="easy", tags=["distinct-count", "aircraft", "role", "destination", "completed", "year"])

# 14. different aircraft models flown by the low-cost carriers, 2024 (typo "diffrent")
lcc = [f for f in y24 if f["carrier"]["carrier_type"] == "low-cost"]
v = len({f["plane"]["model"] for f in lcc})
assert v == len({f["plane"]["model"] for f in done(lcc)}), "scheduled and operated readings agree"
check(v, "SELECT COUNT(DISTINCT a.model) " + FA + " WHERE c.carrier_type='low-cost' AND " + between(Y24))
golden("r15_models_flown_by_low_cost_2024",
       "how many diffrent aircraft types did the low cost airlines fly in 2024",
       v, "int", difficulty="easy", tags=["distinct-count", "aircraft-model", "carrier-type", "typo", "year"])

# 15. days in Q1 2024 with more than three cancellations
cnt = Counter(f["flight_date"] for f in period(*Q1_24) if f["canc"])
v = sum(1 for n in cnt.values() if n > 3)
assert v != sum(1 for n in cnt.values() if n >= 3), "'more than' matters"
check(v, "SELECT COUNT(*) FROM (SELECT f.flight_date FROM flights f WHERE f.cancelled=1 AND " + between(Q1_24)
      + " GROUP BY f.flight_date HAVING COUNT(*) > 3)")
golden("r15_days_over_three_cancellations_q1_2024",
       "On how many days in the first quarter of 2024 did we cancel more than three flights?",
       v, "int", difficulty="medium", tags=["distinct-count", "day", "comparison", "cancelled", "quarter", "written-number"])

# ============================================================ negation / exclusion
# 16. customer satisfaction in 2024 excluding the low-cost carriers
x = [f["satisfaction_score"] for f in y24 if f["carrier"]["carrier_type"] != "low-cost" and f["satisfaction_score"] is not None]
v = sum(x) / len(x)
check(v, "SELECT AVG(f.satisfaction_score) " + F_ + " WHERE c.carrier_type <> 'low-cost' AND " + between(Y24))
golden("r15_satisfaction_excluding_budget_2024",
       "What was the average satisfaction score in 2024 on flights not flown by our budget airlines?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["exclusion", "satisfaction", "carrier-type", "year"])

# 17. on-time rate for arrivals into Boston, 2023, not counting Atlantic Transair
x = [f for f in done(y23) if f["destination"] == "BOS" and f["carrier_code"] != "AX"]
v = 100.0 * sum(1 for f in x if f["arr_delay_minutes"] < 15) / len(x)
check(v, "SELECT 100.0 * SUM(f.arr_delay_minutes < 15) / COUNT(*) " + F_ + " WHERE f.destination='BOS' AND "
      "c.carrier_name <> 'Atlantic Transair' AND f.cancelled=0 AND " + between(Y23))
golden("r15_boston_arrivals_on_time_excl_atlantic_2023",
       "on-time % for flights arriving in boston in 2023, not counting atlantic transair",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["exclusion", "on-time-rate", "role", "destination", "carrier", "year", "terse"])

# ======================================================= never / always (entities)
# 18. departure airports with 2023 departures but not one cancelled departure
deps = {f["origin"] for f in y23}
canc = {f["origin"] for f in y23 if f["canc"]}
never = sorted(deps - canc)
v = len(never)
check(v, "SELECT COUNT(DISTINCT f.origin) FROM flights f WHERE " + between(Y23) + " AND NOT EXISTS (SELECT 1 FROM flights g "
      "WHERE g.origin = f.origin AND g.cancelled=1 AND " + between(Y23, "g.flight_date") + ")")
golden("r15_airports_no_cancelled_departure_2023",
       "How many of the airports we flew out of in 2023 never had a single departure cancelled that year?",
       v, "int", difficulty="hard", tags=["never", "negation", "distinct-count", "role", "origin", "cancelled", "year"])

# 19. routes with at least one scheduled flight in every month of 2023
months = defaultdict(set)
for f in y23:
    months[route(f)].add(f["flight_date"][:7])
v = sum(1 for m in months.values() if len(m) == 12)
assert 0 < v < len(months)
check(v, "SELECT COUNT(*) FROM (SELECT f.origin || '-' || f.destination r FROM flights f WHERE " + between(Y23)
      + " GROUP BY r HAVING COUNT(DISTINCT substr(f.flight_date, 1, 7)) = 12)")
golden("r15_routes_every_month_2023",
       "Would you be able to tell me how many routes had at least one flight on the schedule in every single month of 2023? Please count each direction as its own route.",
       v, "int", difficulty="hard", tags=["always", "route", "month", "distinct-count", "year", "long-polite"])

# ================================================================ comparisons
# 20. operated flights in 2024 with an operating profit under $5,000
prof = [f["ticket_revenue"] + f["ancillary_revenue"] - f["fuel_cost"] - f["crew_cost"] - f["airport_fees"] for f in d24]
v = sum(1 for p in prof if p < 5000)
assert 0 < v and not any(p == 5000 for p in prof)
check(v, "SELECT COUNT(*) FROM flights f WHERE f.cancelled=0 AND " + between(Y24)
      + " AND (f.ticket_revenue + f.ancillary_revenue) - (f.fuel_cost + f.crew_cost + f.airport_fees) < 5000")
golden("r15_flights_profit_under_5000_2024",
       "Of the flights we actually operated in 2024, how many made less than $5,000 of operating profit?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "operating-profit", "per-flight", "completed", "year"])

# 21. routes with an average fare above $400, 2023
acc = defaultdict(lambda: [0.0, 0.0])
for f in done(y23):
    acc[route(f)][0] += f["ticket_revenue"]
    acc[route(f)][1] += f["passengers"]
fares = {k: a / b for k, (a, b) in acc.items()}
v = sum(1 for m in fares.values() if m > 400)
assert not any(abs(m - 400) < 0.5 for m in fares.values())
check(v, "SELECT COUNT(*) FROM (SELECT f.origin || '-' || f.destination r FROM flights f WHERE " + between(Y23)
      + " GROUP BY r HAVING 1.0 * SUM(f.ticket_revenue) / SUM(f.passengers) > 400)")
golden("r15_routes_avg_fare_over_400_2023",
       "How many routes had an average fare of over $400 in 2023?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "average-fare", "route", "year"])

# 22. aircraft that carried at least 20,000 passengers in 2024
cnt = Counter()
for f in d24:
    cnt[f["tail_number"]] += f["passengers"]
v = sum(1 for n in cnt.values() if n >= 20000)
check(v, "SELECT COUNT(*) FROM (SELECT f.tail_number FROM flights f WHERE " + between(Y24)
      + " GROUP BY f.tail_number HAVING SUM(f.passengers) >= 20000)")
golden("r15_aircraft_20k_passengers_2024",
       "How many individual aircraft carried at least 20,000 passengers in 2024?",
       v, "int", difficulty="easy", tags=["comparison", "at-least", "aircraft", "passengers", "year"])

# ==================================================================== roles
# 23. flights bound for Detroit cancelled over the 2023 holiday peak (arrival role)
hol = period(*HOLIDAY_23)
v = sum(1 for f in hol if f["destination"] == "DTW" and f["canc"])
assert v != sum(1 for f in hol if f["origin"] == "DTW" and f["canc"]), "departure reading differs"
check(v, "SELECT COUNT(*) FROM flights f WHERE f.destination='DTW' AND f.cancelled=1 AND " + between(HOLIDAY_23))
golden("r15_detroit_arrivals_cancelled_holiday_peak_2023",
       "How many flights that were supposed to land in Detroit got cancelled over the 2023 holiday peak?",
       v, "int", difficulty="medium", tags=["role", "destination", "cancelled", "named-period", "ordinary-words"])

# 24. passengers landing in Texas, Q3 2024, airlines other than Lone Star
x = [f for f in done(period(*Q3_24)) if f["dest"]["state"] == "TX" and f["carrier_code"] != "LS"]
v = int(sum(f["passengers"] for f in x))
assert v > 0
check(v, "SELECT SUM(f.passengers) " + FP + " WHERE d.state='TX' AND c.carrier_name <> 'Lone Star Airlines' AND "
      + between(Q3_24))
golden("r15_texas_arrivals_pax_excl_lone_star_q3_2024",
       "I'd like to know how many passengers airlines other than Lone Star flew into Texas airports in Q3 2024. Would you mind pulling that number for me?",
       v, "int", difficulty="hard", tags=["role", "destination-state", "exclusion", "passengers", "quarter", "long-polite"])

# 25. average arrival delay of flights departing LaGuardia, H2 2024
x = [f["arr_delay_minutes"] for f in done(period(*H2_24)) if f["origin"] == "LGA"]
v = sum(x) / len(x)
check(v, "SELECT AVG(f.arr_delay_minutes) FROM flights f WHERE f.origin='LGA' AND f.cancelled=0 AND " + between(H2_24))
golden("r15_lga_departures_avg_arrival_delay_h2_2024",
       "For flights departing LaGuardia in the second half of 2024, what was the average arrival delay at their destination, in minutes?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["role", "origin", "close-metrics", "arrival-delay", "half-year"])

# ============================================================== close metrics
# 26. Bluewater average departure delay (not arrival), H1 2024
x = [f for f in done(period(*H1_24)) if f["carrier_code"] == "BW"]
v = sum(f["dep_delay_minutes"] for f in x) / len(x)
assert abs(v - sum(f["arr_delay_minutes"] for f in x) / len(x)) > 0.5
check(v, "SELECT AVG(f.dep_delay_minutes) " + F_ + " WHERE c.carrier_name='Bluewater Air' AND " + between(H1_24))
golden("r15_bluewater_avg_departure_delay_h1_2024",
       "bluewater average departure delay, first half of 2024 - departure, not arrival - in minutes",
       r2(v), "float", mode="approximate", difficulty="easy",
       tags=["close-metrics", "departure-delay", "carrier", "half-year", "terse"])

# 27. seat capacity flown, Q1 2024 (completed flights only)
q1 = period(*Q1_24)
v = int(sum(f["seats"] for f in done(q1)))
assert v != int(sum(f["seats"] for f in q1)), "seats on the schedule differ"
check(v, "SELECT SUM(f.seats) FROM flights f WHERE f.cancelled=0 AND " + between(Q1_24))
golden("r15_seats_flown_q1_2024",
       "How much seat capacity did we actually fly in Q1 2024?",
       v, "int", difficulty="easy", tags=["close-metrics", "seats-flown", "capacity", "quarter"])

# 28. Atlantic Transair late departures, June 2024
x = [f for f in done(period(*JUN_24)) if f["carrier_code"] == "AX"]
v = sum(1 for f in x if f["dep_delay_minutes"] >= 15)
assert v != sum(1 for f in x if f["arr_delay_minutes"] >= 15), "late-arrival reading differs"
check(v, "SELECT COUNT(*) " + F_ + " WHERE c.carrier_name='Atlantic Transair' AND f.dep_delay_minutes >= 15 AND "
      + between(JUN_24))
golden("r15_atlantic_late_departures_jun_2024",
       "how many atlantic transair flights pushed back late in june 2024?",
       v, "int", difficulty="easy", tags=["close-metrics", "late-departures", "carrier", "month"])

# 29. Desert Sun ticket revenue only, summer peak 2024 (typo "revnue")
x = [f for f in done(period(*SUMMER_24)) if f["carrier_code"] == "DS"]
v = int(sum(f["ticket_revenue"] for f in x))
check(v, "SELECT SUM(f.ticket_revenue) " + F_ + " WHERE c.carrier_name='Desert Sun Airways' AND " + between(SUMMER_24))
golden("r15_desert_sun_fare_revenue_summer_peak_2024",
       "Desert Sun's fare revnue over the 2024 summer peak? Just the fares, no bags or other extras.",
       v, "int", difficulty="medium", tags=["close-metrics", "ticket-revenue", "carrier", "named-period", "typo"])

# ============================================================ named periods / months
# 30. average fare, Spring Fare Sale 2023 (travel dates from network_calendar.md)
x = done(period(*SPRING_SALE_23))
v = sum(f["ticket_revenue"] for f in x) / sum(f["passengers"] for f in x)
check(v, "SELECT 1.0 * SUM(f.ticket_revenue) / SUM(f.passengers) FROM flights f WHERE " + between(SPRING_SALE_23))
golden("r15_avg_fare_spring_fare_sale_2023",
       "What did the average fare come to across the whole group during the Spring Fare Sale 2023?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["named-period", "average-fare", "fare-sale"])

# 31. Northstar cancellation rate, July 2024 (typo "cancelation")
x = [f for f in period(*JUL_24) if f["carrier_code"] == "NS"]
v = 100.0 * sum(1 for f in x if f["canc"]) / len(x)
check(v, "SELECT 100.0 * AVG(f.cancelled) " + F_ + " WHERE c.carrier_name='Northstar Airways' AND " + between(JUL_24))
golden("r15_northstar_cancellation_rate_jul_2024",
       "northstar cancelation rate for july 2024?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["month", "cancellation-rate", "carrier", "typo", "terse"])

# ================================================================== growth
# 32. Lone Star operating profit, 2023 -> 2024
def profit(fs):
    return sum(f["ticket_revenue"] + f["ancillary_revenue"] - f["fuel_cost"] - f["crew_cost"] - f["airport_fees"]
               for f in done(fs))
a = profit([f for f in y23 if f["carrier_code"] == "LS"])
b = profit([f for f in y24 if f["carrier_code"] == "LS"])
v = pct_change(a, b)
assert a > 0
sql_p = ("(SELECT SUM(f.ticket_revenue + f.ancillary_revenue) - SUM(f.fuel_cost + f.crew_cost + f.airport_fees) " + F_
         + " WHERE c.carrier_name='Lone Star Airlines' AND %s)")
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_p % between(Y24), sql_p % between(Y23), sql_p % between(Y23)))
golden("r15_lone_star_profit_growth_2023_2024",
       "By what percent did Lone Star's operating profit change from 2023 to 2024?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["growth", "operating-profit", "carrier", "year"])

# 33. Great Lakes Connect passengers, March 2023 -> March 2024
a = sum(f["passengers"] for f in done(period(*MAR_23)) if f["carrier_code"] == "GX")
b = sum(f["passengers"] for f in done(period(*MAR_24)) if f["carrier_code"] == "GX")
v = pct_change(a, b)
sql_x = "(SELECT SUM(f.passengers) " + F_ + " WHERE c.carrier_name='Great Lakes Connect' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sql_x % between(MAR_24), sql_x % between(MAR_23), sql_x % between(MAR_23)))
golden("r15_great_lakes_passenger_growth_march",
       "great lakes passengers, march 2024 vs march 2023 - % change?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["growth", "passengers", "carrier", "month", "terse"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "network_calendar.md"),
         "At New York JFK it is 60 minutes for domestic connections and 90 minutes when either flight is international.")
golden("r15_doc_jfk_domestic_connection_minutes",
       "Two domestic flights connecting at Kennedy: what's the minimum connecting time we'll sell, in minutes?",
       60, "int", route="documents", difficulty="easy", tags=["document", "connecting-time", "hub"])

doc_says(os.path.join(DOCS, "network_calendar.md"),
         "Northstar Airways and its regional partner Summit Link connect passengers at Minneapolis (MSP) and Detroit (DTW).")
golden("r15_doc_northstar_regional_partner",
       "According to the network guide, which airline is Northstar's regional partner?",
       "Summit Link", "str", route="documents", difficulty="easy", tags=["document", "hub", "carrier"])


HEADER = [
    "# Held-out round 15 (flights): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/network_calendar.md).",
    "# GENERATED: python3 expected/round15.py",
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
