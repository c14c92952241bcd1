#!/usr/bin/env python3
"""Held-out round 9 for the flights workspace: 12 new questions in the words of
business users (some lowercase and sloppy, with words the knowledge files do
not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
before running datacopilot. Every expected value is computed here from
data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over the
same CSV files loaded into sqlite3, and the two are asserted to agree.

    python3 expected/round9.py          # writes heldout/round9.hcl
    python3 expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/customer_commitments.md):
- scheduled flights count every row, cancelled included (metric "flights");
  cancelled flights have no passengers, money, delay or satisfaction values;
  "flown" / "operated" means completed (cancelled = 0, filter "completed");
- miles flown = SUM(distance_miles) of completed flights (distance_miles is
  filled on cancelled rows too, so the filter matters);
- revenue without a qualifier = total revenue = ticket + ancillary revenue;
- operating profit = total revenue - (fuel + crew + airport fees);
- load factor = 100 * SUM(passengers) / SUM(seats) of completed flights, from
  the totals, never an average of per-flight load factors;
- average arrival delay = mean arr_delay_minutes of completed flights (early
  arrivals negative);
- customer satisfaction = AVG(satisfaction_score), flights with no answer left
  out; the aircraft type is aircraft.model (joined on tail_number);
- a late departure threshold is on dep_delay_minutes; "more than two hours" is
  dep_delay_minutes > 120 (strictly more, in minutes);
- a route is directional (origin-destination), written "ORG-DST";
- long-haul = distance_miles >= 3000 (filter "long_haul");
- departures from a state filter the origin (origin_airports.state), flights
  landing in a state filter the destination (destination_airports.state);
- passengers = SUM(passengers);
- the 2024 summer peak is period "summer_peak_2024", 2024-06-15..2024-08-31.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (fuel burned in
gallons: the data has fuel cost in dollars only, no fuel quantity or price)
expects route "stop"; the document question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round9.hcl")
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

# 1. aggregation word on what it modifies: "total miles flown" = SUM(distance_miles) of
#    Desert Sun Airways' completed flights in 2024 (with the cancelled legs it would be larger)
ds24 = W(yr(2024), carrier_is("Desert Sun Airways"))
miles = sum(f["distance_miles"] for f in ds24 if not f["canc"])
assert miles != sum(f["distance_miles"] for f in ds24)
check(miles, """
    SELECT SUM(f.distance_miles) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Desert Sun Airways' AND f.cancelled = 0 AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r9_total_miles_flown_desert_sun_2024", "total miles flown by desert sun in 2024?",
       int(miles), hint="int", mode="exact", difficulty="medium",
       tags=["aggregation-word", "completed", "value-synonym", "sloppy"])

# 2. written N limit folded into one name: among the five directional routes with the most
#    total revenue in 2023 (the cut 5th/6th checked for a tie; the same five by ticket revenue),
#    the one with the lowest load factor
rev23, tick23, pax23, seat23 = defaultdict(float), defaultdict(float), defaultdict(float), defaultdict(float)
for f in W(yr(2023), completed):
    r = f["origin"] + "-" + f["destination"]
    rev23[r] += revenue(f)
    tick23[r] += f["ticket_revenue"]
    pax23[r] += f["passengers"]
    seat23[r] += f["seats"]
top5 = [r for r, _ in ranked(rev23, 5)]
assert sorted(top5) == sorted(r for r, _ in ranked(tick23, 5))
lf_top5 = {r: pax23[r] / seat23[r] * 100 for r in top5}
low_lf_route = ranked(lf_top5, 1, reverse=False)[0][0]
check(low_lf_route, """
    WITH t AS (SELECT origin || '-' || destination AS route, SUM(ticket_revenue + ancillary_revenue) AS rev,
                      100.0 * SUM(passengers) / SUM(CASE WHEN cancelled = 0 THEN seats END) AS lf
               FROM flights WHERE substr(flight_date, 1, 4) = '2023' GROUP BY route ORDER BY rev DESC LIMIT 5)
    SELECT route FROM t ORDER BY lf ASC LIMIT 1""")
golden("r9_lowest_load_factor_among_top5_revenue_routes_2023",
       "Of our five highest-revenue routes in 2023, which one had the emptiest planes (lowest load factor)?",
       low_lf_route, hint="str", mode="exact", difficulty="hard", tags=["top-n", "route", "ranking-within-top-n"])

# 3. ranking by a measure that is not the default: the aircraft model (type) with the best
#    average satisfaction score in 2024 (flights with no answers left out)
ss, sn = defaultdict(float), defaultdict(int)
for f in W(yr(2024), completed):
    if f["satisfaction_score"] != "":
        ss[model_of[f["tail_number"]]] += float(f["satisfaction_score"])
        sn[model_of[f["tail_number"]]] += 1
csat_model = {m: ss[m] / sn[m] for m in ss}
best_model = ranked(csat_model, 1)[0][0]
check(best_model, """
    SELECT a.model FROM flights f JOIN aircraft a ON a.tail_number = f.tail_number
    WHERE substr(f.flight_date, 1, 4) = '2024' AND f.satisfaction_score IS NOT NULL
    GROUP BY a.model ORDER BY AVG(f.satisfaction_score) DESC LIMIT 1""")
golden("r9_plane_type_best_csat_2024",
       "which kind of plane had the happiest passengers in 2024, going by the survey?",
       best_model, hint="str", mode="exact", difficulty="medium",
       tags=["top-1", "non-default-metric", "aircraft-model", "ordinary-words"])

# 4. share whose total drops the filter defining the part: Bluewater Air's 2024 total revenue on
#    flights landing in Florida (destination state FL), over all of Bluewater Air's 2024 revenue
fl = state_codes("FL")
bw24 = W(yr(2024), carrier_is("Bluewater Air"), completed)
share_fl = sum(revenue(f) for f in bw24 if f["destination"] in fl) / sum(revenue(f) for f in bw24) * 100
assert share_fl != sum(revenue(f) for f in bw24 if f["origin"] in fl) / sum(revenue(f) for f in bw24) * 100
check(share_fl, """
    SELECT 100.0 * SUM(CASE WHEN a.state = 'FL' THEN f.ticket_revenue + f.ancillary_revenue ELSE 0 END)
           / SUM(f.ticket_revenue + f.ancillary_revenue)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code JOIN airports a ON a.airport_code = f.destination
    WHERE c.carrier_name = 'Bluewater Air' AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r9_bluewater_revenue_share_into_florida_2024",
       "what % of bluewater's 2024 revenue came from flights landing in florida",
       r2(share_fl), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "destination", "state", "sloppy"])

# 5. distinct entities constrained by facts: aircraft (tail numbers) that completed at least one
#    long-haul leg (distance_miles >= 3000) in 2024 (the same count with cancelled legs)
lh = W(yr(2024), lambda f: f["distance_miles"] >= 3000)
n_lh_tails = len({f["tail_number"] for f in lh if not f["canc"]})
assert n_lh_tails == len({f["tail_number"] for f in lh})
check(n_lh_tails, """
    SELECT COUNT(DISTINCT tail_number) FROM flights
    WHERE distance_miles >= 3000 AND cancelled = 0 AND substr(flight_date, 1, 4) = '2024'""")
golden("r9_aircraft_flying_long_haul_2024",
       "How many individual aircraft operated at least one long haul sector in 2024?",
       n_lh_tails, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "aircraft", "long-haul"])

# 6. exclusion + origin role: passengers on 2024 departures from Florida airports (origin state FL)
#    flown by carriers other than Bluewater Air
pax_fl_not_bw = sum(f["passengers"] for f in W(yr(2024), completed, lambda f: f["origin"] in fl,
                                                 lambda f: f["carrier"] != "Bluewater Air"))
assert pax_fl_not_bw != sum(f["passengers"] for f in W(yr(2024), completed, lambda f: f["destination"] in fl,
                                                         lambda f: f["carrier"] != "Bluewater Air"))
check(pax_fl_not_bw, """
    SELECT SUM(f.passengers) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    JOIN airports a ON a.airport_code = f.origin
    WHERE a.state = 'FL' AND c.carrier_name <> 'Bluewater Air' AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r9_pax_out_of_florida_not_bluewater_2024",
       "How many passengers flew out of Florida in 2024 on airlines other than Bluewater?",
       int(pax_fl_not_bw), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "role", "origin", "state"])

# 7. threshold in another unit: 2023 flights that left the gate more than two hours late,
#    dep_delay_minutes > 120 (strictly; ">= 120" would give more)
n_dep2h = len(W(yr(2023), completed, lambda f: f["dep_delay_minutes"] > 120))
assert n_dep2h != len(W(yr(2023), completed, lambda f: f["dep_delay_minutes"] >= 120))
assert n_dep2h != len(W(yr(2023), completed, lambda f: f["arr_delay_minutes"] > 120))
check(n_dep2h, "SELECT COUNT(*) FROM flights WHERE substr(flight_date, 1, 4) = '2023' AND dep_delay_minutes > 120")
golden("r9_departed_over_two_hours_late_2023",
       "how many flights left the gate more than two hours late in 2023",
       n_dep2h, hint="int", mode="exact", difficulty="medium", tags=["threshold", "unit-conversion", "departure-delay"])

# 8. named period with a year: average arrival delay of Northstar Airways' completed flights during
#    the 2024 summer peak (period summer_peak_2024, 2024-06-15..2024-08-31)
ns_sp = W(between("2024-06-15", "2024-08-31"), carrier_is("Northstar Airways"), completed)
avg_ns = sum(f["arr_delay_minutes"] for f in ns_sp) / len(ns_sp)
check(avg_ns, """
    SELECT AVG(f.arr_delay_minutes) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Northstar Airways' AND f.flight_date BETWEEN '2024-06-15' AND '2024-08-31'""")
golden("r9_northstar_avg_arrival_delay_summer_peak_2024",
       "What was Northstar's average arrival delay during the 2024 summer peak, in minutes?",
       r2(avg_ns), hint="float", mode="approximate", difficulty="medium",
       tags=["period", "named-period", "delay", "value-synonym"])

# 9. third-ranked: the carrier with the third-highest operating profit in 2023
op23 = defaultdict(float)
for f in W(yr(2023), completed):
    op23[f["carrier"]] += profit(f)
third = ranked(op23, 3)[2][0]
check(third, """
    SELECT c.carrier_name FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE substr(f.flight_date, 1, 4) = '2023' GROUP BY c.carrier_name
    ORDER BY SUM(f.ticket_revenue + f.ancillary_revenue) - SUM(f.fuel_cost + f.crew_cost + f.airport_fees) DESC
    LIMIT 1 OFFSET 2""")
golden("r9_third_highest_operating_profit_carrier_2023",
       "who came in third on operating profit among our airlines in 2023?",
       third, hint="str", mode="exact", difficulty="medium", tags=["third-ranked", "carrier", "defined-metric"])

# 10. difference between two periods: passengers December 2024 minus December 2023
def pax_between(lo, hi):
    return sum(f["passengers"] for f in W(between(lo, hi), completed))


p_dec23, p_dec24 = pax_between("2023-12-01", "2023-12-31"), pax_between("2024-12-01", "2024-12-31")
diff = p_dec24 - p_dec23
assert diff > 0
check(diff, """
    SELECT SUM(CASE WHEN flight_date BETWEEN '2024-12-01' AND '2024-12-31' THEN passengers ELSE 0 END)
         - SUM(CASE WHEN flight_date BETWEEN '2023-12-01' AND '2023-12-31' THEN passengers ELSE 0 END)
    FROM flights""")
golden("r9_more_passengers_dec_2024_vs_dec_2023",
       "how many more people did we fly in dec 2024 than in dec 2023?",
       int(diff), hint="int", mode="exact", difficulty="medium", tags=["difference", "period", "passengers", "sloppy"])

# 11. document: customer_commitments.md, tarmac delay limit for international flights: 4 hours
tarmac = section(os.path.join(DOCS, "customer_commitments.md"), "Tarmac delays")
intl = re.findall(r"For international flights the limit\s+is (\d+) hours", tarmac)
assert len(intl) == 1
golden("r9_doc_tarmac_limit_international_hours",
       "on an international flight, how many hours can we keep people sitting on the tarmac before they have to be offered to get off?",
       int(intl[0]), hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: fuel quantity (gallons) is nowhere: only fuel_cost in dollars, no fuel price
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"gallon|litre|liter|fuel_burn|fuel_qty|fuel_price|kg", heads)
assert not re.search(r"gallon|litre|liter|per gallon", docs)
golden("r9_unanswerable_fuel_gallons_2023", "How many gallons of jet fuel did we burn in 2023?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "near-miss-column"])

main(OUT, [
    "# Held-out round 9: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round9.py",
])
