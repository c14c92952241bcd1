#!/usr/bin/env python3
"""Held-out round 6 for the flights workspace: 12 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round6.py          # writes heldout/round6.hcl
    python3 expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- scheduled flights count every row, cancelled included (metric "flights");
- cancellation rate = cancelled / scheduled flights, in percent; the completion
  factor = share of scheduled flights that operated = 100 - cancellation rate;
- load factor = SUM(passengers) / SUM(seats) of completed flights, in percent;
- average departure delay = mean dep_delay_minutes of completed flights;
- operating profit = (ticket + ancillary revenue) - (fuel + crew + airport fees),
  of completed flights (cancelled ones have no money values);
- crew cost = SUM(crew_cost); airport fees ("landing fees") = SUM(airport_fees);
- long-haul = distance_miles >= 3000 (filter "long_haul"), so "not long-haul" is
  distance_miles < 3000;
- flights to X / arriving in X filter the destination, from X the origin; a route
  is origin-destination (directional);
- a carrier type is carriers.carrier_type (mainline, regional, low-cost).
Floats are rounded to 2 decimals (4 below 100); rates are percentages. Rankings
are checked for ties at the cut and inside the list; breakdowns list every row.
The unanswerable question (wheelchair assistance: no such data) expects route
"stop"; the fare-sale discount question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round6.hcl")
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
for f in flights:
    f["date"] = dt.date.fromisoformat(f["flight_date"])
    f["canc"] = f["cancelled"] == "1"
    for k in ("dep_delay_minutes", "arr_delay_minutes", "passengers", "seats", "distance_miles") + MONEY:
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    f["carrier_type"] = carriers[f["carrier_code"]]["carrier_type"]
    if not f["canc"]:
        assert all(f[k] is not None for k in MONEY + ("passengers", "dep_delay_minutes")), f["flight_id"]

DB = sqlite_db(DATA, ["flights.csv", "carriers.csv", "airports.csv"])


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


completed = lambda f: not f["canc"]

# 1. period + carrier: crew cost of Great Lakes Connect, flights 2023-07-01..2023-09-30
crew = sum(f["crew_cost"] for f in W(between("2023-07-01", "2023-09-30"), carrier_is("Great Lakes Connect"), completed))
check(crew, """
    SELECT SUM(f.crew_cost) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Great Lakes Connect' AND f.flight_date BETWEEN '2023-07-01' AND '2023-09-30'""")
golden("r6_great_lakes_crew_cost_q3_2023", "What did Great Lakes Connect spend on crew in the third quarter of 2023?",
       r2(crew), hint="float", mode="approximate", difficulty="easy", tags=["period", "carrier"])

# 2. role (destination) + month: scheduled flights (cancelled included) into Denver, November 2024
den = [k for k, a in airports.items() if a["city"] == "Denver"]
assert den == ["DEN"], den
n_den = len(W(between("2024-11-01", "2024-11-30"), lambda f: f["destination"] in den))
check(n_den, """
    SELECT COUNT(*) FROM flights f JOIN airports a ON a.airport_code = f.destination
    WHERE a.city = 'Denver' AND f.flight_date BETWEEN '2024-11-01' AND '2024-11-30'""")
golden("r6_scheduled_into_denver_nov_2024", "How many flights were scheduled to arrive in Denver in November 2024?",
       n_den, hint="int", mode="exact", difficulty="easy", tags=["period", "role", "count"])

# 3. period, synonym: airport fees ("landing fees"), flights 2024-07-01..2024-12-31
fees = sum(f["airport_fees"] for f in W(between("2024-07-01", "2024-12-31"), completed))
check(fees, "SELECT SUM(airport_fees) FROM flights WHERE flight_date BETWEEN '2024-07-01' AND '2024-12-31'")
golden("r6_landing_fees_h2_2024", "How much did we pay in landing fees over the second half of 2024?",
       r2(fees), hint="float", mode="approximate", difficulty="easy", tags=["period", "synonym"])

# 4. top-n: operating profit per route (origin-destination), flights in 2023
def profit(f):
    return (f["ticket_revenue"] + f["ancillary_revenue"]) - (f["fuel_cost"] + f["crew_cost"] + f["airport_fees"])
rp = defaultdict(float)
for f in W(yr(2023), completed):
    rp[f["origin"] + "-" + f["destination"]] += profit(f)
top_routes = ranked(rp, 5)
check(top_routes, """
    SELECT origin || '-' || destination AS route,
           SUM(ticket_revenue + ancillary_revenue) - SUM(fuel_cost + crew_cost + airport_fees) AS p
    FROM flights WHERE substr(flight_date, 1, 4) = '2023' GROUP BY route ORDER BY p DESC LIMIT 5""")
golden("r6_top5_routes_operating_profit_2023", "Which five routes made the most operating profit in 2023?",
       [{"route": k, "operating_profit": r2(v)} for k, v in top_routes],
       hint="list[{route:str, operating_profit:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "defined-metric"])

# 5. ordinal: carrier with the second-highest cancellation rate, flights in 2024
sched, canc = defaultdict(int), defaultdict(int)
for f in W(yr(2024)):
    sched[f["carrier"]] += 1
    canc[f["carrier"]] += f["canc"]
cr = {k: canc[k] / sched[k] * 100 for k in sched}
second = ranked(cr, 2)[1][0]
check(second, """
    SELECT c.carrier_name FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE substr(f.flight_date, 1, 4) = '2024' GROUP BY c.carrier_name
    ORDER BY 100.0 * AVG(f.cancelled) DESC LIMIT 1 OFFSET 1""")
golden("r6_second_highest_cancellation_rate_2024", "Which airline had the second-highest cancellation rate in 2024?",
       second, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "rate"])

# 6. breakdown by month: load factor of completed flights, January..March 2024, in date order
pax, seats = defaultdict(float), defaultdict(float)
for f in W(between("2024-01-01", "2024-03-31"), completed):
    m = f["date"].replace(day=1).isoformat()
    pax[m] += f["passengers"]
    seats[m] += f["seats"]
lf = [(m, pax[m] / seats[m] * 100) for m in sorted(pax)]
assert len(lf) == 3
check(lf, """
    SELECT substr(flight_date, 1, 7) || '-01' AS month, 100.0 * SUM(passengers) / SUM(seats)
    FROM flights WHERE cancelled = 0 AND flight_date BETWEEN '2024-01-01' AND '2024-03-31'
    GROUP BY month ORDER BY month""")
golden("r6_load_factor_by_month_q1_2024", "Load factor month by month for the first quarter of 2024",
       [{"month": m, "load_factor": r2(v)} for m, v in lf],
       hint="list[{month:str, load_factor:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "time-grain"])

# 7. breakdown: average departure delay of completed flights per carrier type, 2023, largest first
dd, dn = defaultdict(float), defaultdict(int)
for f in W(yr(2023), completed):
    dd[f["carrier_type"]] += f["dep_delay_minutes"]
    dn[f["carrier_type"]] += 1
dep_by_type = ranked({k: dd[k] / dn[k] for k in dd})
assert len(dep_by_type) == 3
check(dep_by_type, """
    SELECT c.carrier_type, AVG(f.dep_delay_minutes) AS d FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE substr(f.flight_date, 1, 4) = '2023' GROUP BY c.carrier_type ORDER BY d DESC""")
golden("r6_avg_departure_delay_by_carrier_type_2023", "Average departure delay by carrier type in 2023",
       [{"carrier_type": k, "avg_departure_delay": r2(v)} for k, v in dep_by_type],
       hint="list[{carrier_type:str, avg_departure_delay:float}]", mode="approximate", difficulty="easy",
       tags=["breakdown"])

# 8. rate defined in a document: completion factor of Summit Link, Q1 2024
#    (kpi_definitions.md: share of scheduled flights that operated = 100 - cancellation rate)
kpi = section(os.path.join(DOCS, "kpi_definitions.md"), "Scheduled, completed and cancelled flights")
assert "completion factor is the share of scheduled flights that operated" in kpi
sm = W(between("2024-01-01", "2024-03-31"), carrier_is("Summit Link"))
cf = sum(1 for f in sm if not f["canc"]) / len(sm) * 100
check(cf, """
    SELECT 100.0 - 100.0 * AVG(f.cancelled) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Summit Link' AND f.flight_date BETWEEN '2024-01-01' AND '2024-03-31'""")
golden("r6_summit_link_completion_factor_q1_2024", "What was Summit Link's completion factor in Q1 2024?",
       r2(cf), hint="float", mode="approximate", difficulty="hard", tags=["rate", "defined-metric", "document-definition"])

# 9. negation of a named filter: ticket revenue of flights that are not long-haul
#    (distance_miles < 3000), 2023
tr = sum(f["ticket_revenue"] for f in W(yr(2023), completed, lambda f: not f["distance_miles"] >= 3000))
check(tr, """
    SELECT SUM(ticket_revenue) FROM flights
    WHERE substr(flight_date, 1, 4) = '2023' AND NOT distance_miles >= 3000""")
golden("r6_ticket_revenue_not_long_haul_2023", "How much ticket revenue did we earn in 2023 on flights that were not long-haul?",
       r2(tr), hint="float", mode="approximate", difficulty="medium", tags=["negation", "named-filter"])

# 10. document: network_calendar.md, Fall Fare Sale 2024: up to 25% off economy fares
fall = section(os.path.join(DOCS, "network_calendar.md"), "Fall Fare Sale 2024")
off = [int(x) for x in re.findall(r"Up to (\d+)% off economy fares", fall)]
assert len(off) == 1
golden("r6_doc_fall_fare_sale_discount", "Up to what percentage off economy fares did the Fall Fare Sale 2024 offer?",
       off[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "named-period"])

# 11. both roles: scheduled flights whose origin and destination are both in California, 2024
ca = {k for k, a in airports.items() if a["state"] == "CA"}
n_ca = len(W(yr(2024), lambda f: f["origin"] in ca and f["destination"] in ca))
check(n_ca, """
    SELECT COUNT(*) FROM flights f JOIN airports o ON o.airport_code = f.origin
    JOIN airports d ON d.airport_code = f.destination
    WHERE o.state = 'CA' AND d.state = 'CA' AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r6_flights_within_california_2024", "How many flights were scheduled between two California airports in 2024?",
       n_ca, hint="int", mode="exact", difficulty="hard", tags=["role", "origin-and-destination", "count"])

# 12. unanswerable: no passenger-assistance data (no such column, no document mentions it)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        head = open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
        assert not re.search(r"wheelchair|assist|request|special", head), f
for f in os.listdir(DOCS):
    assert "wheelchair" not in open(os.path.join(DOCS, f), encoding="utf-8").read().lower(), f
golden("r6_unanswerable_wheelchair_requests_2024", "How many wheelchair assistance requests did we handle in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round6.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round6.py",
])
