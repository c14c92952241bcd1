#!/usr/bin/env python3
"""Held-out round 8 for the flights workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round8.py          # writes heldout/round8.hcl
    python3 expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- scheduled flights count every row, cancelled included (metric "flights");
  cancelled flights have no passengers, money, delay or satisfaction values;
- passengers = SUM(passengers); crew cost = SUM(crew_cost);
- operating profit = (ticket + ancillary revenue) - (fuel + crew + airport fees);
- average arrival delay = mean arr_delay_minutes of completed flights;
- "three hours or more behind schedule" = arr_delay_minutes >= 180 (arrival,
  the knowledge's meaning of late);
- a route is directional (origin-destination); the routes that carried the most
  passengers are ranked by SUM(passengers) (pipe top_routes);
- flights into a city filter the destination (Chicago = ORD and MDW);
- an alliance is carriers.alliance; the current fleet is aircraft with status
  'active' (metric "fleet_size"), its seats aircraft.seats;
- planes that flew for a carrier are the distinct tail numbers of its completed
  flights (the count is the same with cancelled flights).
Floats are rounded to 2 decimals (4 below 100); shares and growth are
percentages. Rankings are checked for ties. The unanswerable question (crew
sick calls: no such data) expects route "stop"; the document question expects
route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round8.hcl")
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


# 1. period: passengers carried on the flights of August 2023
pax = sum(f["passengers"] for f in W(between("2023-08-01", "2023-08-31"), completed))
check(pax, "SELECT SUM(passengers) FROM flights WHERE flight_date BETWEEN '2023-08-01' AND '2023-08-31'")
golden("r8_passengers_aug_2023", "How many passengers did we fly in August 2023?",
       int(pax), hint="int", mode="exact", difficulty="easy", tags=["period", "passengers"])

# 2. distinct count: planes (tail numbers) that flew for Bluewater Air, 2024-01-01..2024-03-31.
#    Completed flights only; counting the cancelled ones too gives the same number.
bw = W(between("2024-01-01", "2024-03-31"), carrier_is("Bluewater Air"))
n_tails = len({f["tail_number"] for f in bw if not f["canc"]})
assert n_tails == len({f["tail_number"] for f in bw})
check(n_tails, """
    SELECT COUNT(DISTINCT f.tail_number) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Bluewater Air' AND f.cancelled = 0 AND f.flight_date BETWEEN '2024-01-01' AND '2024-03-31'""")
golden("r8_bluewater_distinct_planes_q1_2024", "how many different planes did bluewater fly in the first quarter of 2024",
       n_tails, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "aircraft", "value-synonym"])

# 3. top-N folded into one number: passengers of the 10 directional routes with the most
#    passengers in 2024, added up (the cut between the 10th and the 11th is checked for a tie)
rp = defaultdict(float)
for f in W(yr(2024), completed):
    rp[f["origin"] + "-" + f["destination"]] += f["passengers"]
top10 = ranked(rp, 10)
top10_sum = sum(v for _, v in top10)
check(top10_sum, """
    SELECT SUM(p) FROM (SELECT origin || '-' || destination AS route, SUM(passengers) AS p FROM flights
    WHERE substr(flight_date, 1, 4) = '2024' GROUP BY route ORDER BY p DESC LIMIT 10)""")
golden("r8_top_ten_routes_passengers_2024",
       "Add up the passengers on the 10 routes that carried the most people in 2024 - what's the total?",
       int(top10_sum), hint="int", mode="exact", difficulty="hard", tags=["top-n", "route", "sum-of-top"])

# 4. ranking by a measure that is not the default: the carrier with the highest average arrival
#    delay of completed flights, 2024-07-01..2024-09-30
ad, an = defaultdict(float), defaultdict(int)
for f in W(between("2024-07-01", "2024-09-30"), completed):
    ad[f["carrier"]] += f["arr_delay_minutes"]
    an[f["carrier"]] += 1
avg_ad = {k: ad[k] / an[k] for k in ad}
worst = ranked(avg_ad, 1)[0][0]
check(worst, """
    SELECT c.carrier_name FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE f.cancelled = 0 AND f.flight_date BETWEEN '2024-07-01' AND '2024-09-30'
    GROUP BY c.carrier_name ORDER BY AVG(f.arr_delay_minutes) DESC LIMIT 1""")
golden("r8_worst_avg_arrival_delay_carrier_q3_2024", "Which airline had the worst average arrival delay in Q3 2024?",
       worst, hint="str", mode="exact", difficulty="medium", tags=["top-1", "non-default-metric", "carrier"])

# 5. threshold: flights of 2024 that arrived 180 minutes or more after schedule
n_3h = len(W(yr(2024), completed, lambda f: f["arr_delay_minutes"] >= 180))
check(n_3h, "SELECT COUNT(*) FROM flights WHERE substr(flight_date, 1, 4) = '2024' AND arr_delay_minutes >= 180")
golden("r8_flights_3h_late_2024", "how many flights in 2024 got in three hours or more behind schedule?",
       n_3h, hint="int", mode="exact", difficulty="medium", tags=["threshold", "delay", "ordinary-words"])

# 6. exclusion: operating profit of 2024 for every carrier but Northstar Airways and Summit Link
ex = ("Northstar Airways", "Summit Link")
op_ex = sum(profit(f) for f in W(yr(2024), completed, lambda f: f["carrier"] not in ex))
check(op_ex, """
    SELECT SUM(f.ticket_revenue + f.ancillary_revenue) - SUM(f.fuel_cost + f.crew_cost + f.airport_fees)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE substr(f.flight_date, 1, 4) = '2024' AND c.carrier_name NOT IN ('Northstar Airways', 'Summit Link')""")
golden("r8_profit_2024_excluding_northstar_summit", "operating profit for 2024, leaving out Northstar and Summit Link",
       r2(op_ex), hint="float", mode="approximate", difficulty="medium", tags=["negation", "carrier", "defined-metric"])

# 7. share: Skyward Alliance carriers' share of the passengers of 2024
p24 = W(yr(2024), completed)
share_sky = sum(f["passengers"] for f in p24 if f["alliance"] == "Skyward Alliance") / sum(f["passengers"] for f in p24) * 100
check(share_sky, """
    SELECT 100.0 * SUM(CASE WHEN c.alliance = 'Skyward Alliance' THEN f.passengers ELSE 0 END) / SUM(f.passengers)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code WHERE substr(f.flight_date, 1, 4) = '2024'""")
golden("r8_skyward_share_passengers_2024", "What share of our 2024 passengers flew with Skyward Alliance airlines?",
       r2(share_sky), hint="float", mode="approximate", difficulty="medium", tags=["share", "alliance"])

# 8. growth: crew cost, Q2 2023 -> Q2 2024, in percent
def crew(lo, hi):
    return sum(f["crew_cost"] for f in W(between(lo, hi), completed))


c23, c24 = crew("2023-04-01", "2023-06-30"), crew("2024-04-01", "2024-06-30")
g_crew = (c24 - c23) / c23 * 100
check(c23, "SELECT SUM(crew_cost) FROM flights WHERE flight_date BETWEEN ? AND ?", "2023-04-01", "2023-06-30")
check(c24, "SELECT SUM(crew_cost) FROM flights WHERE flight_date BETWEEN ? AND ?", "2024-04-01", "2024-06-30")
golden("r8_crew_pay_growth_q2", "by how much % did crew pay go up between Q2 2023 and Q2 2024",
       r2(g_crew), hint="float", mode="approximate", difficulty="medium", tags=["growth", "synonym", "sloppy"])

# 9. average per entity: seats per aircraft of the current fleet (status 'active')
act = [int(a["seats"]) for a in aircraft if a["status"] == "active"]
avg_seats = sum(act) / len(act)
assert len(act) < len(aircraft)
check(avg_seats, "SELECT AVG(seats) FROM aircraft WHERE status = 'active'")
golden("r8_avg_seats_current_fleet", "On average, how many seats does each plane in our current fleet have?",
       r2(avg_seats), hint="float", mode="approximate", difficulty="medium", tags=["average", "per-entity", "fleet"])

# 10. destination role: scheduled flights into Chicago (ORD, MDW), 2024-10-01..2024-12-31, cancelled
#     included (departures from Chicago in the same quarter: 250)
chi = city_codes("Chicago")
assert chi == ["MDW", "ORD"]
n_chi = len(W(between("2024-10-01", "2024-12-31"), lambda f: f["destination"] in chi))
assert n_chi != len(W(between("2024-10-01", "2024-12-31"), lambda f: f["origin"] in chi))
check(n_chi, """
    SELECT COUNT(*) FROM flights f JOIN airports a ON a.airport_code = f.destination
    WHERE a.city = 'Chicago' AND f.flight_date BETWEEN '2024-10-01' AND '2024-12-31'""")
golden("r8_scheduled_into_chicago_q4_2024", "How many flights did we have scheduled into Chicago in Q4 2024?",
       n_chi, hint="int", mode="exact", difficulty="medium", tags=["role", "destination", "city"])

# 11. document: network_calendar.md, minimum connecting time at DFW, domestic: 50 minutes
mct = section(os.path.join(DOCS, "network_calendar.md"), "Minimum connecting times")
dfw = [int(x) for x in re.findall(r"At Dallas-Fort Worth \(DFW\) it is (\d+) minutes for domestic", mct)]
assert len(dfw) == 1
golden("r8_doc_min_connect_dfw_domestic",
       "whats the shortest connection we'll sell at DFW between two domestic flights, in minutes?",
       dfw[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 12. unanswerable: no crew rostering or absence data anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"sick|absen|roster|attendant|employee|staff", heads) and not re.search(r"sick|absen|roster", docs)
golden("r8_unanswerable_flight_attendant_sick_days_2024", "How many flight attendants called in sick in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round8.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round8.py",
])
