#!/usr/bin/env python3
"""Held-out round 11 for the flights workspace: 12 new questions in the words of
business users (terse, sloppy lowercase and polite long ones), written from the
data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3, and the two
are asserted to agree.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure); a
  year is January 1 to December 31; September = the 30 days of the month;
  the third quarter (Q3) = July 1 to September 30;
- revenue without a qualifier is total revenue = SUM(ticket_revenue +
  ancillary_revenue) (rule "revenue_means_total"); "Summit Link" is the
  carrier of that name (code SM);
- cancelled flights = cancelled = 1; "scrubbed" is a synonym of the filter
  "cancelled"; "because of air traffic control" = cancellation_reason
  'air traffic control'; "Northstar" = Northstar Airways (value synonym);
- average departure delay = AVG(dep_delay_minutes) over completed flights
  (empty on cancelled legs); "worst" = highest (higher_is = "worse"); the
  2nd worst airline is the second by that value, highest first (no ties);
- load factor = 100 * SUM(passengers) / SUM(seats) over completed flights,
  from the totals (kpi_definitions.md); by alliance = carriers.alliance
  (unaligned carriers form their own, empty group and are not asked about);
- passengers = SUM(passengers); percent change = (new - old) / old * 100,
  Q3 2024 against Q3 2023, for Pacific Crest Airlines;
- crew cost share of total operating cost = SUM(crew_cost) /
  SUM(fuel_cost + crew_cost + airport_fees) * 100 (metric
  "total_operating_cost": fuel + crew + airport fees), 2023;
- negation: an aircraft (tail_number) "operated in 2024" when it has at least
  one completed 2024 flight (every tail with a scheduled 2024 flight has one:
  checked); it "never had a flight cancelled" when none of its 2024 legs has
  cancelled = 1;
- threshold per entity: a route is directional (origin-destination,
  dimension "route"); its 2023 load factor is computed from the route's
  totals; "above 88%" = load factor > 88 (no route sits at exactly 88, and
  averaging per-flight load factors gives the same count: checked);
- condition on a related table: "aircraft that have since been retired" =
  aircraft.status = 'retired', joined to flights on tail_number; passengers
  carried in 2024 on them;
- roles: "from Chicago to Washington D.C." = origin city Chicago (ORD, MDW)
  and destination city Washington (DCA, IAD; the question says D.C. so that
  it cannot mean Washington state), origin_airports / destination_airports
  (rule "airport_roles"); the reverse direction gives a different number
  (checked);
- document: the Spring Fare Sale 2023 offered up to 30% off economy fares
  (network_calendar.md).
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (how far ahead
tickets were booked: no booking or purchase date is in any file, only the
flight date) expects route "stop"; the document question expects route
"documents".
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
OUT = os.path.join(ROOT, "heldout", "round11.hcl")
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


# 1. total for a month (revenue = ticket + ancillary): Summit Link, September 2024
sm_sep = W(month(2024, 9), carrier_is("Summit Link"), completed)
sm_rev = sum(revenue(f) for f in sm_sep)
assert sm_rev != sum(f["ticket_revenue"] for f in sm_sep)
check(sm_rev, """
    SELECT SUM(f.ticket_revenue + f.ancillary_revenue) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Summit Link' AND f.flight_date BETWEEN '2024-09-01' AND '2024-09-30'""")
golden("r11_summit_link_revenue_sep_2024",
       "summit link revenue for sept 2024?",
       r2(sm_rev), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "month", "revenue-means-total", "terse", "sloppy"])

# 2. count with a reason: Northstar flights cancelled because of air traffic control in 2024
reasons = {f["cancellation_reason"] for f in flights if f["canc"]}
assert "air traffic control" in reasons, reasons
ns_atc = len(W(yr(2024), carrier_is("Northstar Airways"), lambda f: f["canc"],
               lambda f: f["cancellation_reason"] == "air traffic control"))
check(ns_atc, """
    SELECT COUNT(*) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Northstar Airways' AND f.cancelled = 1
      AND f.cancellation_reason = 'air traffic control' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_northstar_atc_cancellations_2024",
       "How many Northstar flights got scrubbed because of air traffic control in 2024?",
       ns_atc, hint="int", mode="exact", difficulty="easy",
       tags=["count", "cancellation-reason", "synonym", "value-synonym"])

# 3. Nth by an average: the airline with the 2nd highest (worst) average departure delay in 2023
dd = defaultdict(list)
for f in W(yr(2023), completed):
    dd[f["carrier"]].append(f["dep_delay_minutes"])
dd_avg = {k: sum(v) / len(v) for k, v in dd.items()}
second_worst = ranked(dd_avg, 2)[1][0]
check(second_worst, """
    SELECT c.carrier_name FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.cancelled = 0 AND f.flight_date BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY c.carrier_name ORDER BY AVG(f.dep_delay_minutes) DESC LIMIT 1 OFFSET 1""")
golden("r11_second_worst_departure_delay_airline_2023",
       "which airline had the 2nd worst average departure delay in 2023",
       second_worst, hint="str", mode="exact", difficulty="medium",
       tags=["second-ranked", "average", "departure-delay", "worst", "sloppy"])

# 4. one row of a breakdown: 2024 load factor by alliance, the Meridian Alliance row
lf = defaultdict(lambda: [0.0, 0.0])
for f in W(yr(2024), completed):
    lf[f["alliance"]][0] += f["passengers"]
    lf[f["alliance"]][1] += f["seats"]
assert "Meridian Alliance" in lf
meridian_lf = lf["Meridian Alliance"][0] / lf["Meridian Alliance"][1] * 100
check(meridian_lf, """
    SELECT 100.0 * SUM(f.passengers) / SUM(f.seats) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.alliance = 'Meridian Alliance' AND f.cancelled = 0 AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_load_factor_meridian_alliance_2024",
       "Could you please break down our 2024 load factor by alliance? The figure I actually need is the one for the Meridian Alliance.",
       r2(meridian_lf), hint="float", mode="approximate", difficulty="medium",
       tags=["breakdown-row", "load-factor", "alliance", "polite", "long"])

# 5. percent change between two quarters: Pacific Crest passengers, Q3 2023 -> Q3 2024
pk_q3 = {y: sum(f["passengers"] for f in W(between("%d-07-01" % y, "%d-09-30" % y),
                                            carrier_is("Pacific Crest Airlines"), completed))
         for y in (2023, 2024)}
pk_chg = pct_change(pk_q3[2023], pk_q3[2024])
check(pk_chg, """
    SELECT 100.0 * (SUM(CASE WHEN f.flight_date BETWEEN '2024-07-01' AND '2024-09-30' THEN f.passengers END)
                  - SUM(CASE WHEN f.flight_date BETWEEN '2023-07-01' AND '2023-09-30' THEN f.passengers END))
                  / SUM(CASE WHEN f.flight_date BETWEEN '2023-07-01' AND '2023-09-30' THEN f.passengers END)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code WHERE c.carrier_name = 'Pacific Crest Airlines'""")
golden("r11_pacific_crest_pax_change_q3_2024_vs_q3_2023",
       "Pacific Crest passengers, Q3 2024 vs Q3 2023: % change?",
       r2(pk_chg), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "quarter", "passengers", "terse"])

# 6. share of a total: crew cost as a percentage of total operating cost, 2023
c23 = W(yr(2023), completed)
crew_share = sum(f["crew_cost"] for f in c23) / sum(f["fuel_cost"] + f["crew_cost"] + f["airport_fees"] for f in c23) * 100
check(crew_share, """
    SELECT 100.0 * SUM(crew_cost) / SUM(fuel_cost + crew_cost + airport_fees) FROM flights
    WHERE flight_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r11_crew_share_of_operating_cost_2023",
       "What fraction of our total operating costs in 2023 was crew pay? Please give it as a percentage.",
       r2(crew_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "crew", "operating-cost", "polite"])

# 7. negation over entities: aircraft that operated in 2024 and had no cancelled leg in 2024
tails = defaultdict(lambda: [0, 0])
for f in W(yr(2024)):
    tails[f["tail_number"]][0] += not f["canc"]
    tails[f["tail_number"]][1] += f["canc"]
assert all(done > 0 for done, _ in tails.values())
clean_tails = sum(1 for done, canc in tails.values() if done > 0 and canc == 0)
assert 0 < clean_tails < len(tails)
check(clean_tails, """
    SELECT COUNT(*) FROM (SELECT tail_number FROM flights WHERE flight_date BETWEEN '2024-01-01' AND '2024-12-31'
                          GROUP BY tail_number HAVING SUM(1 - cancelled) > 0 AND SUM(cancelled) = 0)""")
golden("r11_aircraft_never_cancelled_2024",
       "Of the aircraft that operated in 2024, how many never had one of their flights cancelled that year?",
       clean_tails, hint="int", mode="exact", difficulty="hard",
       tags=["negation", "never", "distinct-count", "aircraft"])

# 8. threshold per entity: directional routes with a 2023 load factor above 88%
rl = defaultdict(lambda: [0.0, 0.0, []])
for f in W(yr(2023), completed):
    r = rl[f["origin"] + "-" + f["destination"]]
    r[0] += f["passengers"]
    r[1] += f["seats"]
    r[2].append(f["passengers"] / f["seats"] * 100)
route_lf = {k: v[0] / v[1] * 100 for k, v in rl.items()}
assert not any(abs(v - 88) < 1e-9 for v in route_lf.values())
full_routes = sorted(k for k, v in route_lf.items() if v > 88)
assert len(full_routes) == sum(1 for v in rl.values() if sum(v[2]) / len(v[2]) > 88)
check(len(full_routes), """
    SELECT COUNT(*) FROM (SELECT origin, destination FROM flights
                          WHERE cancelled = 0 AND flight_date BETWEEN '2023-01-01' AND '2023-12-31'
                          GROUP BY origin, destination HAVING 100.0 * SUM(passengers) / SUM(seats) > 88)""")
golden("r11_routes_load_factor_above_88_2023",
       "how many routes ran a load factor above 88% in 2023?",
       len(full_routes), hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "per-entity", "route", "load-factor", "sloppy"])

# 9. condition on a related table: 2024 passengers carried by aircraft now retired
status_of = {a["tail_number"]: a["status"] for a in aircraft}
assert set(status_of.values()) == {"active", "retired"}
retired_pax = sum(f["passengers"] for f in W(yr(2024), completed, lambda f: status_of[f["tail_number"]] == "retired"))
assert 0 < retired_pax
check(retired_pax, """
    SELECT SUM(f.passengers) FROM flights f JOIN aircraft a ON a.tail_number = f.tail_number
    WHERE a.status = 'retired' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_pax_on_since_retired_aircraft_2024",
       "How many passengers did we carry in 2024 on aircraft that have since been retired?",
       int(retired_pax), hint="int", mode="exact", difficulty="hard",
       tags=["related-table", "aircraft-status", "passengers"])

# 10. roles by city: passengers from Chicago (ORD, MDW) to Washington (DCA, IAD) in 2024
chi, was = city_codes("Chicago"), city_codes("Washington")
assert chi == ["MDW", "ORD"] and was == ["DCA", "IAD"], (chi, was)
chi_was = sum(f["passengers"] for f in W(yr(2024), completed, lambda f: f["origin"] in chi and f["destination"] in was))
was_chi = sum(f["passengers"] for f in W(yr(2024), completed, lambda f: f["origin"] in was and f["destination"] in chi))
assert chi_was != was_chi
check(chi_was, """
    SELECT SUM(f.passengers) FROM flights f
    JOIN airports o ON o.airport_code = f.origin JOIN airports d ON d.airport_code = f.destination
    WHERE o.city = 'Chicago' AND d.city = 'Washington' AND f.flight_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r11_pax_chicago_to_washington_2024",
       "How many passengers flew from Chicago to Washington D.C. in 2024? Count both Chicago airports and both D.C. airports, and only that direction.",
       int(chi_was), hint="int", mode="exact", difficulty="hard",
       tags=["role", "origin", "destination", "city", "multi-airport"])

# 11. document: network_calendar.md, Spring Fare Sale 2023: up to 30% off economy fares
spring = section(os.path.join(DOCS, "network_calendar.md"), "Spring Fare Sale 2023")
off = re.findall(r"Up to (\d+)% off economy fares", spring)
assert len(off) == 1, spring
golden("r11_doc_spring_sale_2023_max_discount",
       "In the spring 2023 fare sale, what was the biggest discount we gave on economy fares, in percent?",
       int(off[0]), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "fare-sale", "ordinary-words"])

# 12. unanswerable: booking lead time needs a booking/purchase date, which no file has
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"book|purchase|sold|sale|ticketed|reserv", heads), heads
golden("r11_unanswerable_booking_lead_time_2024",
       "On average, how many days before departure did people book their tickets in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "missing-column"])

main(OUT, [
    "# Held-out round 11: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round11.py",
])
