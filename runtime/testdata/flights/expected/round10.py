#!/usr/bin/env python3
"""Held-out round 10 for the flights workspace: 12 new questions in the words of
business users (some lowercase and sloppy, with words the knowledge files do
not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
before running datacopilot. Every expected value is computed here from
data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over the
same CSV files loaded into sqlite3, and the two are asserted to agree.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/customer_commitments.md, documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure);
- scheduled flights count every row, cancelled included (metric "flights");
  "on the schedule" therefore counts cancelled legs too; cancelled flights
  have no passengers, money, delay or satisfaction values; "actually took
  off" / "flown" means completed (cancelled = 0, filter "completed");
- average distance ("how far on average") = mean distance_miles of completed
  flights (distance_miles is filled on cancelled rows too, so the filter
  matters);
- fuel cost = SUM(fuel_cost) (completed flights only carry it); "fuel per
  mile flown" = SUM(fuel_cost) / SUM(distance_miles) over completed flights,
  from the totals (as the KPI document does for load factor), not an average
  of per-flight ratios;
- "longer than 2,000 miles" = distance_miles > 2000 (no leg is exactly 2000);
- fare revenue = ticket_revenue (ancillaries excluded); "more than $150,000 in
  fare revenue" is per flight, ticket_revenue > 150000;
- average fare ("average price paid per ticket") = SUM(ticket_revenue) /
  SUM(passengers) (kpi_definitions.md), not an average of per-flight fares;
- budget carriers = carrier_type 'low-cost' (value synonym "budget");
- a route is directional (origin-destination), written "ORG-DST"; a route of
  Bluewater Air in 2024 is one with at least one scheduled Bluewater leg in
  2024, and it "never had a cancellation" when none of those legs has
  cancelled = 1;
- departures from an airport filter the origin, flights into (landing at) an
  airport filter the destination (rule "airport_roles"); "most passengers"
  ranks by SUM(passengers); airports are answered by IATA code;
- an airline "flying into" an airport in 2024 = at least one 2024 flight of
  that carrier with that destination (the count is the same with scheduled or
  completed flights, and with origins instead of destinations: checked);
- the 2023 holiday rush is period "holiday_peak_2023", 2023-12-15..2024-01-07
  (both days included, crossing the year end);
- the first six months / first half of a year = January 1 to June 30; the
  second quarter = April 1 to June 30;
- a significant delay on a domestic flight (customer_commitments.md) starts at
  3 hours.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (aircraft
maintenance spend: kpi_definitions.md says maintenance is not booked per
flight and no file has it) expects route "stop"; the document question
expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
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



def num(s):
    return None if s == "" else float(s)


MONEY = ("ticket_revenue", "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees")
flights = load("flights.csv")
carriers = {c["carrier_code"]: c for c in load("carriers.csv")}
airports = {a["airport_code"]: a for a in load("airports.csv")}
aircraft = load("aircraft.csv")
for f in flights:
    f["date"] = dt.date.fromisoformat(f["flight_date"])
    f["canc"] = f["cancelled"] == "1"
    for k in ("dep_delay_minutes", "arr_delay_minutes", "passengers", "seats", "distance_miles") + MONEY:
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    f["alliance"] = carriers[f["carrier_code"]]["alliance"]
    if f["canc"]:
        assert all(f[k] is None for k in MONEY + ("passengers", "arr_delay_minutes")), f["flight_id"]
    else:
        assert all(f[k] is not None for k in MONEY + ("passengers", "arr_delay_minutes")), f["flight_id"]

DB = sqlite_db(DATA, ["flights.csv", "carriers.csv", "airports.csv", "aircraft.csv"])


def W(*preds):
    return [f for f in flights if all(p(f) for p in preds)]


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda f: lo <= f["date"] <= hi


def yr(y):
    return lambda f: f["date"].year == y


def carrier_is(name):
    assert name in {c["carrier_name"] for c in carriers.values()}, name
    return lambda f: f["carrier"] == name


def city_codes(city):
    codes = sorted(k for k, a in airports.items() if a["city"] == city)
    assert codes, city
    return codes


completed = lambda f: not f["canc"]


def profit(f):
    return (f["ticket_revenue"] + f["ancillary_revenue"]) - (f["fuel_cost"] + f["crew_cost"] + f["airport_fees"])



def revenue(f):
    return f["ticket_revenue"] + f["ancillary_revenue"]


def state_codes(state):
    codes = sorted(k for k, a in airports.items() if a["state"] == state)
    assert codes, state
    return codes


model_of = {a["tail_number"]: a["model"] for a in aircraft}
assert all(f["tail_number"] in model_of for f in flights)

carrier_type_of = {c["carrier_name"]: c["carrier_type"] for c in carriers.values()}

# 1. average of a measure that is not the main one: mean distance of Great Lakes Connect's
#    completed flights in 2024 (with the cancelled legs it would differ)
gx24 = W(yr(2024), carrier_is("Great Lakes Connect"))
gx24_done = [f for f in gx24 if not f["canc"]]
avg_dist = sum(f["distance_miles"] for f in gx24_done) / len(gx24_done)
assert r2(avg_dist) != r2(sum(f["distance_miles"] for f in gx24) / len(gx24))
check(avg_dist, """
    SELECT AVG(f.distance_miles) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Great Lakes Connect' AND f.cancelled = 0 AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r10_avg_distance_great_lakes_2024",
       "on average how far did a great lakes flight go in 2024? only count the ones that actually took off. miles please",
       r2(avg_dist), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "non-default-measure", "completed", "sloppy", "value-synonym"])

# 2. Nth place + origin role: among destinations of 2024 departures from DFW, the third by
#    passengers (the same airport is third by scheduled flights)
dfw_pax, dfw_n = defaultdict(float), defaultdict(int)
for f in W(yr(2024), lambda f: f["origin"] == "DFW"):
    dfw_n[f["destination"]] += 1
    if not f["canc"]:
        dfw_pax[f["destination"]] += f["passengers"]
third_dest = ranked(dfw_pax, 3)[2][0]
assert third_dest == ranked(dfw_n, 3)[2][0]
check(third_dest, """
    SELECT destination FROM flights WHERE origin = 'DFW' AND flight_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY destination ORDER BY SUM(passengers) DESC LIMIT 1 OFFSET 2""")
golden("r10_third_destination_from_dfw_by_pax_2024",
       "Looking only at flights leaving Dallas-Fort Worth in 2024, which airport was the third most popular place to fly to, going by the number of travelers?",
       third_dest, hint="str", mode="exact", difficulty="hard",
       tags=["third-ranked", "role", "origin", "destination", "long"])

# 3. share with a filtered part and a threshold: Pacific Crest's 2023 fuel cost on legs longer
#    than 2,000 miles over all of Pacific Crest's 2023 fuel cost
pk23 = W(yr(2023), carrier_is("Pacific Crest Airlines"), completed)
assert not any(f["distance_miles"] == 2000 for f in pk23)
share_long = sum(f["fuel_cost"] for f in pk23 if f["distance_miles"] > 2000) / sum(f["fuel_cost"] for f in pk23) * 100
check(share_long, """
    SELECT 100.0 * SUM(CASE WHEN f.distance_miles > 2000 THEN f.fuel_cost ELSE 0 END) / SUM(f.fuel_cost)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Pacific Crest Airlines' AND f.flight_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r10_pacific_crest_fuel_share_over_2000mi_2023",
       "What percentage of Pacific Crest's 2023 fuel spend went on flights longer than 2,000 miles?",
       r2(share_long), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "threshold", "fuel", "non-default-measure"])

# 4. negation ("without a single"): Bluewater Air routes flown in 2024 with no cancelled leg in 2024
bw_routes = defaultdict(lambda: [0, 0])
for f in W(yr(2024), carrier_is("Bluewater Air")):
    r = bw_routes[f["origin"] + "-" + f["destination"]]
    r[0] += 1
    r[1] += f["canc"]
clean_routes = sum(1 for n_, c_ in bw_routes.values() if c_ == 0)
assert 0 < clean_routes < len(bw_routes)
check(clean_routes, """
    SELECT COUNT(*) FROM (
      SELECT f.origin, f.destination FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
      WHERE c.carrier_name = 'Bluewater Air' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'
      GROUP BY f.origin, f.destination HAVING SUM(f.cancelled) = 0)""")
golden("r10_bluewater_routes_no_cancellation_2024",
       "how many bluewater routes got through 2024 without a single cancellation",
       clean_routes, hint="int", mode="exact", difficulty="hard",
       tags=["negation", "never", "route", "sloppy", "idiom"])

# 5. distinct entities constrained by facts: airports that at least five different carriers flew
#    into in 2024 (same count with completed flights only, and with departures instead)
def airports_with_carriers(key, pred, k):
    s = defaultdict(set)
    for f in W(yr(2024), pred):
        s[f[key]].add(f["carrier_code"])
    return sorted(a for a, cs in s.items() if len(cs) >= k)


busy = airports_with_carriers("destination", lambda f: True, 5)
assert busy == airports_with_carriers("destination", completed, 5) == airports_with_carriers("origin", lambda f: True, 5)
assert not airports_with_carriers("destination", lambda f: True, 6)
check(len(busy), """
    SELECT COUNT(*) FROM (SELECT destination FROM flights WHERE flight_date BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY destination HAVING COUNT(DISTINCT carrier_code) >= 5)""")
golden("r10_airports_with_five_plus_airlines_2024",
       "How many airports had at least five different airlines of ours landing there in 2024?",
       len(busy), hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "threshold", "at-least", "airport", "destination"])

# 6. roles: the origin airport that sent the most passengers into JFK in Q2 2024
#    (the same airport leads by scheduled flights)
q2 = between("2024-04-01", "2024-06-30")
jfk_pax, jfk_n = defaultdict(float), defaultdict(int)
for f in W(q2, lambda f: f["destination"] == "JFK"):
    jfk_n[f["origin"]] += 1
    if not f["canc"]:
        jfk_pax[f["origin"]] += f["passengers"]
feeder = ranked(jfk_pax, 1)[0][0]
assert feeder == ranked(jfk_n, 1)[0][0]
check(feeder, """
    SELECT origin FROM flights WHERE destination = 'JFK' AND flight_date BETWEEN '2024-04-01' AND '2024-06-30'
    GROUP BY origin ORDER BY SUM(passengers) DESC LIMIT 1""")
golden("r10_top_feeder_into_kennedy_q2_2024",
       "which airport fed the most passengers into kennedy in the second quarter of 2024?",
       feeder, hint="str", mode="exact", difficulty="medium",
       tags=["role", "origin", "destination", "quarter", "value-synonym", "idiom"])

# 7. threshold on money per flight: 2024 flights whose fare (ticket) revenue was over $150,000
big = W(yr(2024), completed, lambda f: f["ticket_revenue"] > 150000)
n_big = len(big)
assert n_big == len(W(yr(2024), completed, lambda f: f["ticket_revenue"] >= 150000))
assert n_big != len(W(yr(2024), completed, lambda f: revenue(f) > 150000))
check(n_big, """
    SELECT COUNT(*) FROM flights WHERE flight_date BETWEEN '2024-01-01' AND '2024-12-31' AND ticket_revenue > 150000""")
golden("r10_flights_over_150k_fares_2024",
       "How many individual flights in 2024 pulled in more than $150,000 in fares?",
       n_big, hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "money", "per-flight", "idiom"])

# 8. named period across the year end: average fare during the 2023 holiday peak
#    (period holiday_peak_2023, 2023-12-15..2024-01-07)
hol = W(between("2023-12-15", "2024-01-07"), completed)
avg_fare_hol = sum(f["ticket_revenue"] for f in hol) / sum(f["passengers"] for f in hol)
check(avg_fare_hol, """
    SELECT 1.0 * SUM(ticket_revenue) / SUM(passengers) FROM flights
    WHERE flight_date BETWEEN '2023-12-15' AND '2024-01-07'""")
golden("r10_avg_fare_holiday_rush_2023",
       "Over the 2023 holiday rush, what did people pay on average for a ticket?",
       r2(avg_fare_hol), hint="float", mode="approximate", difficulty="medium",
       tags=["named-period", "average-fare", "ordinary-words"])

# 9. difference between two periods: Great Lakes Connect scheduled flights, H1 2023 minus H1 2024
h1_23 = len(W(between("2023-01-01", "2023-06-30"), carrier_is("Great Lakes Connect")))
h1_24 = len(W(between("2024-01-01", "2024-06-30"), carrier_is("Great Lakes Connect")))
fewer = h1_23 - h1_24
assert fewer > 0
check(fewer, """
    SELECT SUM(CASE WHEN f.flight_date BETWEEN '2023-01-01' AND '2023-06-30' THEN 1 ELSE 0 END)
         - SUM(CASE WHEN f.flight_date BETWEEN '2024-01-01' AND '2024-06-30' THEN 1 ELSE 0 END)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code WHERE c.carrier_name = 'Great Lakes Connect'""")
golden("r10_great_lakes_fewer_flights_h1_2024_vs_h1_2023",
       "Great Lakes Connect has been shrinking. How many fewer flights did they have on the schedule in the first six months of 2024 than in the same six months of 2023?",
       fewer, hint="int", mode="exact", difficulty="medium",
       tags=["difference", "half-year", "period", "long"])

# 10. ratio / per figure: fuel cost per mile flown, low-cost carriers, 2024, from the totals
lcc24 = W(yr(2024), completed, lambda f: carrier_type_of[f["carrier"]] == "low-cost")
fuel_per_mile = sum(f["fuel_cost"] for f in lcc24) / sum(f["distance_miles"] for f in lcc24)
check(fuel_per_mile, """
    SELECT 1.0 * SUM(f.fuel_cost) / SUM(f.distance_miles) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_type = 'low-cost' AND f.cancelled = 0 AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r10_fuel_per_mile_budget_carriers_2024",
       "what did fuel run us per mile flown on the budget airlines in 2024",
       r2(fuel_per_mile), hint="float", mode="approximate", difficulty="hard",
       tags=["ratio", "per", "fuel", "value-synonym", "sloppy", "idiom"])

# 11. document: customer_commitments.md, significant delay on a domestic flight: 3 hours or more
sig = section(os.path.join(DOCS, "customer_commitments.md"), "Significant delays")
dom = re.findall(r"A delay of (\d+) hours or more on a domestic flight", sig)
assert len(dom) == 1
golden("r10_doc_significant_delay_domestic_hours",
       "how many hours late does a domestic flight have to be before the passenger can call the whole trip off and get their money back?",
       int(dom[0]), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "ordinary-words"])

# 12. unanswerable: aircraft maintenance spend is nowhere (kpi_definitions.md: not booked per flight)
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"mainten|overhaul|repair|mro", heads)
kpi = open(os.path.join(DOCS, "kpi_definitions.md"), encoding="utf-8").read()
assert "leaves\nout aircraft ownership, maintenance and overhead" in kpi
golden("r10_unanswerable_maintenance_spend_2023",
       "What was the fleet's maintenance bill in 2023?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "near-miss-metric"])

main(OUT, [
    "# Held-out round 10: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round10.py",
])
