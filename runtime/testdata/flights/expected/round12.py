#!/usr/bin/env python3
"""Held-out round 12 for the flights workspace: 12 new questions in the words of
business users (terse, sloppy lowercase and polite long ones, some with everyday
words the knowledge files do not define), written from the data, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and before running datacopilot. Every expected value is computed here from
data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over the
same CSV files loaded into sqlite3, and the two are asserted to agree.

    python3 expected/round12.py          # writes heldout/round12.hcl
    python3 expected/round12.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure); a
  year is January 1 to December 31; "jul-dec 2023" = 2023-07-01..2023-12-31;
  May 2024 = the 31 days of the month; "the last quarter of 2023" = Q4 =
  2023-10-01..2023-12-31;
- "opex" is a synonym of the metric total_operating_cost = SUM(fuel_cost +
  crew_cost + airport_fees) (rule "operating_cost_scope": fuel alone is never
  total cost; checked to differ); "atlantic" = Atlantic Transair (value
  synonym of the carrier dimension);
- "got in late" = arrived late = arr_delay_minutes >= 15 (rule
  "late_means_arrival", filter "late" with synonym "arrived late"; the
  company's DOT definition, which a reader of kpi_definitions.md applies
  rather than "any minute behind"); cancelled flights are never late; Summit
  Link = carrier code SM;
- "type of aircraft" = aircraft.model (dimension aircraft_model, synonyms
  "aircraft type", "plane type"); passengers = SUM(passengers); the third-most
  is the 3rd by that sum, highest first (no ties at the cut or above: checked);
- operating profit = SUM(ticket_revenue + ancillary_revenue) -
  SUM(fuel_cost + crew_cost + airport_fees) (metric "operating_profit"); "split
  by alliance" = carriers.alliance; the Skyward Alliance row = NS, SM and PK;
- average fare = SUM(ticket_revenue) / SUM(passengers) from the totals
  (metric "avg_fare", kpi_definitions.md); percent change = (2024 - 2023) /
  2023 * 100, for Lone Star Airlines; the value is signed (positive = up);
- "seats we actually flew" = seats on completed flights (metric
  "seats_flown": SUM(seats) where cancelled = 0; the word "actually" rules out
  counting the seats of cancelled legs, which gives a different share:
  checked); Desert Sun's share = its seats flown / all carriers' seats flown *
  100, Q4 2023; "flown by Desert Sun" = operating carrier DS (every flight's
  aircraft belongs to its operating carrier: checked);
- both (with a distinct count): an airport was flown to by a carrier in 2024
  when it is the destination of at least one of the carrier's 2024 legs;
  "both Desert Sun and Pacific Crest" = the intersection of the two sets of
  distinct airports. Reading "fly to" as "serve" (origin or destination),
  reading it as departures, or counting only completed legs all give the same
  number (checked), so the question has one answer;
- negation: "Europe" (not defined in the knowledge files, clear to a person)
  = airports whose country is one of United Kingdom, Ireland, France,
  Netherlands, Germany (every non-US/Canada/Mexico/Japan/Puerto Rico country in
  airports.csv; all five are in Europe); "mainline airlines" = carriers with
  carrier_type 'mainline' (NS, PK, AX, LS); "didn't have a single flight to
  Europe in 2024" = no 2024 leg, scheduled or not, whose destination is in
  Europe. Exactly one mainline carrier qualifies, and it has no 2024 leg from
  Europe either, and every other mainline carrier has completed 2024 legs to
  Europe (checked), so "scheduled" vs "flown" does not matter;
- condition on a related table: "planes built before 2010" = aircraft with
  aircraft.year_built < 2010 (2009 or earlier), active or since retired,
  joined to flights on tail_number; fuel spend = SUM(fuel_cost) of their 2023
  flights (empty, so nothing, on cancelled legs);
- comparison of two groups: "budget airlines" = carrier_type 'low-cost'
  (value synonym "budget"); mainline = carrier_type 'mainline'; each group's
  average fare is its ticket revenue / its passengers in 2024 (kpi
  definition: from the totals, not an average of carrier averages); "how many
  dollars more" = mainline average fare minus low-cost average fare;
- document: network_calendar.md, Fall Fare Sale 2024: "double loyalty miles
  on flights to Mexico and the Caribbean", i.e. 2 times the usual miles.
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100. Rankings are checked for ties. The unanswerable question
(how many passengers were booked on the flights cancelled in 2024: passengers
counts people on board and is empty on every cancelled leg, checked, and no
file has bookings or reservations; seats is capacity, not bookings) expects
route "stop"; the document question expects route "documents".
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


def month(y, m):
    return lambda f: f["date"].year == y and f["date"].month == m


def pct_change(old, new):
    return (new - old) / old * 100


aircraft_by_tail = {a["tail_number"]: a for a in aircraft}
assert all(aircraft_by_tail[f["tail_number"]]["carrier_code"] == f["carrier_code"] for f in flights)
country_of = {k: a["country"] for k, a in airports.items()}

# 1. total for a half year (opex = fuel + crew + airport fees): Atlantic Transair, Jul-Dec 2023
ax_h2 = W(between("2023-07-01", "2023-12-31"), carrier_is("Atlantic Transair"), completed)
ax_opex = sum(f["fuel_cost"] + f["crew_cost"] + f["airport_fees"] for f in ax_h2)
assert ax_opex != sum(f["fuel_cost"] for f in ax_h2)
check(ax_opex, """
    SELECT SUM(f.fuel_cost + f.crew_cost + f.airport_fees) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Atlantic Transair' AND f.flight_date BETWEEN '2023-07-01' AND '2023-12-31'""")
golden("r12_atlantic_opex_h2_2023",
       "opex for atlantic, jul-dec 2023?",
       r2(ax_opex), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "half-year", "operating-cost", "synonym", "value-synonym", "terse", "sloppy"])

# 2. count: Summit Link flights that arrived late (arr_delay >= 15) in May 2024
sm_late = len(W(month(2024, 5), carrier_is("Summit Link"), completed, lambda f: f["arr_delay_minutes"] >= 15))
sm_any_behind = len(W(month(2024, 5), carrier_is("Summit Link"), completed, lambda f: f["arr_delay_minutes"] > 0))
assert 0 < sm_late < sm_any_behind
check(sm_late, """
    SELECT COUNT(*) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Summit Link' AND f.arr_delay_minutes >= 15
      AND f.flight_date BETWEEN '2024-05-01' AND '2024-05-31'""")
golden("r12_summit_link_late_arrivals_may_2024",
       "how many summit link flights got in late in may 2024",
       sm_late, hint="int", mode="exact", difficulty="easy",
       tags=["count", "late", "month", "ordinary-words", "sloppy"])

# 3. Nth ranked: the aircraft model with the 3rd most passengers in 2024
mp = defaultdict(float)
for f in W(yr(2024), completed):
    mp[model_of[f["tail_number"]]] += f["passengers"]
third_model = ranked(mp, 3)[2][0]
check(third_model, """
    SELECT a.model FROM flights f JOIN aircraft a ON a.tail_number = f.tail_number
    WHERE f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY a.model ORDER BY SUM(f.passengers) DESC LIMIT 1 OFFSET 2""")
golden("r12_third_aircraft_type_by_pax_2024",
       "Which type of aircraft carried the third-most passengers in 2024?",
       third_model, hint="str", mode="exact", difficulty="medium",
       tags=["third-ranked", "aircraft-model", "passengers"])

# 4. one row of a breakdown: 2023 operating profit by alliance, the Skyward Alliance row
ap = defaultdict(float)
for f in W(yr(2023), completed):
    ap[f["alliance"]] += profit(f)
assert "Skyward Alliance" in ap and "Meridian Alliance" in ap
sky_profit = ap["Skyward Alliance"]
check(sky_profit, """
    SELECT SUM(f.ticket_revenue + f.ancillary_revenue) - SUM(f.fuel_cost + f.crew_cost + f.airport_fees)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.alliance = 'Skyward Alliance' AND f.flight_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r12_operating_profit_skyward_alliance_2023",
       "Would you be so kind as to show me our 2023 operating profit split by alliance? The row I really need is the one for the Skyward Alliance.",
       r2(sky_profit), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown-row", "operating-profit", "alliance", "polite", "long"])

# 5. percent change of a ratio metric: Lone Star average fare, 2024 vs 2023
def avg_fare(rows):
    return sum(f["ticket_revenue"] for f in rows) / sum(f["passengers"] for f in rows)
ls_fare = {y: avg_fare(W(yr(y), carrier_is("Lone Star Airlines"), completed)) for y in (2023, 2024)}
ls_chg = pct_change(ls_fare[2023], ls_fare[2024])
check(ls_chg, """
    WITH y AS (SELECT substr(f.flight_date, 1, 4) AS yr, 1.0 * SUM(f.ticket_revenue) / SUM(f.passengers) AS fare
               FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
               WHERE c.carrier_name = 'Lone Star Airlines' GROUP BY yr)
    SELECT 100.0 * ((SELECT fare FROM y WHERE yr = '2024') - (SELECT fare FROM y WHERE yr = '2023'))
                 / (SELECT fare FROM y WHERE yr = '2023')""")
golden("r12_lone_star_avg_fare_change_2024_vs_2023",
       "Lone Star avg fare, 2024 vs 2023 - % change",
       r2(ls_chg), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "year", "average-fare", "ratio-metric", "terse"])

# 6. share of a whole: Desert Sun's share of the seats flown (completed flights) in Q4 2023
q4 = W(between("2023-10-01", "2023-12-31"), completed)
ds_share = sum(f["seats"] for f in q4 if f["carrier"] == "Desert Sun Airways") / sum(f["seats"] for f in q4) * 100
q4_all = W(between("2023-10-01", "2023-12-31"))
ds_share_sched = (sum(f["seats"] for f in q4_all if f["carrier"] == "Desert Sun Airways")
                  / sum(f["seats"] for f in q4_all) * 100)
assert r2(ds_share) != r2(ds_share_sched)
check(ds_share, """
    SELECT 100.0 * SUM(CASE WHEN c.carrier_name = 'Desert Sun Airways' THEN f.seats END) / SUM(f.seats)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.cancelled = 0 AND f.flight_date BETWEEN '2023-10-01' AND '2023-12-31'""")
golden("r12_desert_sun_share_of_seats_flown_q4_2023",
       "Of all the seats we actually flew in the last quarter of 2023, what percentage were flown by Desert Sun?",
       r2(ds_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "seats-flown", "capacity", "quarter", "ordinary-words"])

# 7. both (distinct airports): airports both Desert Sun and Pacific Crest flew to in 2024
def dests(name, *preds):
    return {f["destination"] for f in W(yr(2024), carrier_is(name), *preds)}
def served(name):
    return {f[k] for f in W(yr(2024), carrier_is(name)) for k in ("origin", "destination")}
def origins(name):
    return {f["origin"] for f in W(yr(2024), carrier_is(name))}
both = dests("Desert Sun Airways") & dests("Pacific Crest Airlines")
assert both == served("Desert Sun Airways") & served("Pacific Crest Airlines")
assert both == origins("Desert Sun Airways") & origins("Pacific Crest Airlines")
assert both == dests("Desert Sun Airways", completed) & dests("Pacific Crest Airlines", completed)
assert 0 < len(both) < len(dests("Desert Sun Airways") | dests("Pacific Crest Airlines"))
check(len(both), """
    SELECT COUNT(*) FROM (
      SELECT f.destination FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
      WHERE c.carrier_name = 'Desert Sun Airways' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'
      INTERSECT
      SELECT f.destination FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
      WHERE c.carrier_name = 'Pacific Crest Airlines' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r12_airports_both_desert_sun_and_pacific_crest_2024",
       "how many airports did both desert sun and pacific crest fly to in 2024",
       len(both), hint="int", mode="exact", difficulty="hard",
       tags=["both", "distinct-count", "airports", "sloppy"])

# 8. negation: the mainline carrier with no 2024 flight to Europe
EUROPE = {"United Kingdom", "Ireland", "France", "Netherlands", "Germany"}
assert set(country_of.values()) - EUROPE == {"United States", "Canada", "Mexico", "Japan", "Puerto Rico"}, \
    set(country_of.values())
mainline = sorted(n for n, t in carrier_type_of.items() if t == "mainline")
assert len(mainline) == 4, mainline
no_europe = [n for n in mainline
             if not W(yr(2024), carrier_is(n), lambda f: country_of[f["destination"]] in EUROPE)]
assert len(no_europe) == 1, no_europe
assert not W(yr(2024), carrier_is(no_europe[0]), lambda f: country_of[f["origin"]] in EUROPE)
assert all(W(yr(2024), carrier_is(n), completed, lambda f: country_of[f["destination"]] in EUROPE)
           for n in mainline if n != no_europe[0])
check(no_europe[0], """
    SELECT c.carrier_name FROM carriers c
    WHERE c.carrier_type = 'mainline'
      AND NOT EXISTS (SELECT 1 FROM flights f JOIN airports d ON d.airport_code = f.destination
                      WHERE f.carrier_code = c.carrier_code
                        AND d.country IN ('United Kingdom', 'Ireland', 'France', 'Netherlands', 'Germany')
                        AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31')""")
golden("r12_mainline_airline_without_europe_2024",
       "Which of our mainline airlines didn't have a single flight to Europe in 2024?",
       no_europe[0], hint="str", mode="exact", difficulty="hard",
       tags=["negation", "not-any", "carrier-type", "country", "ordinary-words"])

# 9. condition on a related table: 2023 fuel cost of aircraft built before 2010
old_tails = {t for t, a in aircraft_by_tail.items() if int(a["year_built"]) < 2010}
assert {aircraft_by_tail[t]["status"] for t in old_tails} == {"active", "retired"}
old_fuel = sum(f["fuel_cost"] for f in W(yr(2023), completed, lambda f: f["tail_number"] in old_tails))
assert 0 < old_fuel
check(old_fuel, """
    SELECT SUM(f.fuel_cost) FROM flights f JOIN aircraft a ON a.tail_number = f.tail_number
    WHERE a.year_built < 2010 AND f.flight_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r12_fuel_cost_pre_2010_aircraft_2023",
       "What did we spend on fuel in 2023 for the older planes, meaning the ones built before 2010?",
       r2(old_fuel), hint="float", mode="approximate", difficulty="hard",
       tags=["related-table", "aircraft-year-built", "fuel-cost"])

# 10. comparison of two groups: mainline minus low-cost average fare, 2024
grp = defaultdict(lambda: [0.0, 0.0])
for f in W(yr(2024), completed):
    g = grp[carrier_type_of[f["carrier"]]]
    g[0] += f["ticket_revenue"]
    g[1] += f["passengers"]
fare_gap = grp["mainline"][0] / grp["mainline"][1] - grp["low-cost"][0] / grp["low-cost"][1]
assert fare_gap > 0
check(fare_gap, """
    SELECT 1.0 * SUM(CASE WHEN c.carrier_type = 'mainline' THEN f.ticket_revenue END)
               / SUM(CASE WHEN c.carrier_type = 'mainline' THEN f.passengers END)
         - 1.0 * SUM(CASE WHEN c.carrier_type = 'low-cost' THEN f.ticket_revenue END)
               / SUM(CASE WHEN c.carrier_type = 'low-cost' THEN f.passengers END)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r12_avg_fare_gap_mainline_vs_budget_2024",
       "In 2024, how many dollars more did the average passenger pay for a ticket on our mainline airlines than on our budget airlines?",
       r2(fare_gap), hint="float", mode="approximate", difficulty="hard",
       tags=["two-groups", "difference", "average-fare", "carrier-type", "value-synonym"])

# 11. document: network_calendar.md, Fall Fare Sale 2024: double loyalty miles on flights to Mexico
fall = section(os.path.join(DOCS, "network_calendar.md"), "Fall Fare Sale 2024")
assert re.search(r"\bdouble loyalty miles on flights to Mexico\b", fall), fall
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"loyal|mile_|miles_earn|points", heads), heads
golden("r12_doc_fall_sale_2024_loyalty_miles_multiple",
       "fall sale 2024: flights to mexico earned how many times the normal loyalty miles?",
       2, hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "fare-sale", "loyalty", "sloppy"])

# 12. unanswerable: people booked on cancelled flights (passengers is empty on every cancelled leg)
assert all(f["passengers"] is None for f in flights if f["canc"])
assert DB.execute("SELECT COUNT(passengers) FROM flights WHERE cancelled = 1").fetchone()[0] == 0
assert not re.search(r"book|reserv|ticketed|itinerar|pnr", heads), heads
golden("r12_unanswerable_pax_booked_on_cancelled_2024",
       "How many passengers were booked on the flights we cancelled in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "empty-on-cancelled"])

main(OUT, [
    "# Held-out round 12: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round12.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round12.py",
])
