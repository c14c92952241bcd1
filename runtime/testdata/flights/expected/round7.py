#!/usr/bin/env python3
"""Held-out round 7 for the flights workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round7.py          # writes heldout/round7.hcl
    python3 expected/round7.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/customer_commitments.md):
- scheduled flights count every row, cancelled included (metric "flights");
  cancelled flights have no passengers, money, delay or satisfaction values;
- ancillary revenue = SUM(ancillary_revenue); fuel cost ("fuel bill") = SUM(fuel_cost);
- load factor ("how full") = SUM(passengers) / SUM(seats) of completed flights, %;
- on-time rate = completed flights with arr_delay_minutes < 15 over completed
  flights, in percent;
- operating profit = (ticket + ancillary revenue) - (fuel + crew + airport fees);
  "per completed flight" divides it by the flights that operated;
- flights out of / leaving X filter the origin, into / arriving in X the
  destination; an alliance is carriers.alliance (empty for unaligned carriers);
- the fleet today is aircraft with status 'active' (metric "fleet_size");
- named period holiday_peak_2023 = 2023-12-15..2024-01-07.
Floats are rounded to 2 decimals (4 below 100); rates and shares are
percentages. Rankings are checked for ties. The two unanswerable questions
(passenger age, travel-agent sales: no such data) expect route "stop"; the two
document questions expect route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round7.hcl")
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

# 1. carrier + quarter: ancillary revenue of Lone Star Airlines, flights 2024-01-01..2024-03-31
anc = sum(f["ancillary_revenue"] for f in W(between("2024-01-01", "2024-03-31"), carrier_is("Lone Star Airlines"), completed))
check(anc, """
    SELECT SUM(f.ancillary_revenue) FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Lone Star Airlines' AND f.flight_date BETWEEN '2024-01-01' AND '2024-03-31'""")
golden("r7_lone_star_ancillary_q1_2024", "ancillary revenue for lone star in q1 2024",
       r2(anc), hint="float", mode="approximate", difficulty="easy", tags=["period", "carrier", "value-synonym"])

# 2. origin role + named period: load factor ("how full") of completed flights departing Las Vegas
#    (LAS), holiday peak 2023 (2023-12-15..2024-01-07)
las = city_codes("Las Vegas")
assert las == ["LAS"]
lv = W(between("2023-12-15", "2024-01-07"), completed, lambda f: f["origin"] in las)
lf_las = sum(f["passengers"] for f in lv) / sum(f["seats"] for f in lv) * 100
check(lf_las, """
    SELECT 100.0 * SUM(f.passengers) / SUM(f.seats) FROM flights f JOIN airports a ON a.airport_code = f.origin
    WHERE a.city = 'Las Vegas' AND f.cancelled = 0 AND f.flight_date BETWEEN '2023-12-15' AND '2024-01-07'""")
golden("r7_load_factor_out_of_vegas_holiday_peak_2023", "how full were our flights out of las vegas during the 2023 holiday peak",
       r2(lf_las), hint="float", mode="approximate", difficulty="medium",
       tags=["named-period", "role", "synonym", "defined-metric"])

# 3. top of a breakdown: alliance with the most passengers, flights in 2023. The unaligned group
#    (empty alliance) is below the winner, so leaving it in or out does not change the answer.
pa = defaultdict(float)
for f in W(yr(2023), completed):
    pa[f["alliance"]] += f["passengers"]
top_all = ranked(pa, 1)[0][0]
assert top_all != ""
check(top_all, """
    SELECT c.alliance FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE substr(f.flight_date, 1, 4) = '2023' AND c.alliance IS NOT NULL
    GROUP BY c.alliance ORDER BY SUM(f.passengers) DESC LIMIT 1""")
golden("r7_top_alliance_passengers_2023", "which alliance flew the most passengers in 2023?",
       top_all, hint="str", mode="exact", difficulty="easy", tags=["top-1", "breakdown"])

# 4. origin role (city) + year: fuel cost of flights departing Denver, 2023
den = city_codes("Denver")
fuel_den = sum(f["fuel_cost"] for f in W(yr(2023), completed, lambda f: f["origin"] in den))
check(fuel_den, """
    SELECT SUM(f.fuel_cost) FROM flights f JOIN airports a ON a.airport_code = f.origin
    WHERE a.city = 'Denver' AND substr(f.flight_date, 1, 4) = '2023'""")
golden("r7_fuel_bill_leaving_denver_2023", "whats the fuel bill for flights leaving denver in 2023",
       r2(fuel_den), hint="float", mode="approximate", difficulty="easy", tags=["period", "role", "synonym"])

# 5. destination role + year: on-time rate of completed flights arriving in Honolulu, 2024
hnl = city_codes("Honolulu")
hn = W(yr(2024), completed, lambda f: f["destination"] in hnl)
otp = sum(1 for f in hn if f["arr_delay_minutes"] < 15) / len(hn) * 100
check(otp, """
    SELECT 100.0 * AVG(CASE WHEN f.arr_delay_minutes < 15 THEN 1 ELSE 0 END) FROM flights f
    JOIN airports a ON a.airport_code = f.destination
    WHERE a.city = 'Honolulu' AND f.cancelled = 0 AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r7_on_time_into_honolulu_2024", "On-time % for flights arriving in Honolulu in 2024?",
       r2(otp), hint="float", mode="approximate", difficulty="medium", tags=["role", "rate", "defined-metric"])

# 6. threshold on the fleet register: aircraft still in the fleet (status active) built before 2015
n_old = sum(1 for a in aircraft if a["status"] == "active" and int(a["year_built"]) < 2015)
check(n_old, "SELECT COUNT(*) FROM aircraft WHERE status = 'active' AND year_built < 2015")
golden("r7_active_aircraft_built_before_2015", "how many planes still in the fleet were built before 2015",
       n_old, hint="int", mode="exact", difficulty="medium", tags=["threshold", "fleet", "exclusion"])

# 7. share with a role: share of the scheduled flights into Mexico (destination country) in 2024
#    operated by Lone Star Airlines (63.83%). The share of completed flights only is 65.33%, so the
#    question says "scheduled".
mx = W(yr(2024), lambda f: airports[f["destination"]]["country"] == "Mexico")
share_ls = sum(1 for f in mx if f["carrier"] == "Lone Star Airlines") / len(mx) * 100
check(share_ls, """
    SELECT 100.0 * SUM(CASE WHEN c.carrier_name = 'Lone Star Airlines' THEN 1 ELSE 0 END) / COUNT(*)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code JOIN airports a ON a.airport_code = f.destination
    WHERE a.country = 'Mexico' AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r7_lone_star_share_of_mexico_arrivals_2024",
       "what percentage of the flights scheduled into Mexico in 2024 were Lone Star's?",
       r2(share_ls), hint="float", mode="approximate", difficulty="hard", tags=["share", "role", "country"])

# 8. ratio per entity: operating profit per completed flight, Atlantic Transair, 2024
ax = W(yr(2024), carrier_is("Atlantic Transair"), completed)
opp = sum((f["ticket_revenue"] + f["ancillary_revenue"]) - (f["fuel_cost"] + f["crew_cost"] + f["airport_fees"])
          for f in ax) / len(ax)
check(opp, """
    SELECT 1.0 * (SUM(f.ticket_revenue + f.ancillary_revenue) - SUM(f.fuel_cost + f.crew_cost + f.airport_fees)) / COUNT(*)
    FROM flights f JOIN carriers c ON c.carrier_code = f.carrier_code
    WHERE c.carrier_name = 'Atlantic Transair' AND f.cancelled = 0 AND substr(f.flight_date, 1, 4) = '2024'""")
golden("r7_atlantic_profit_per_completed_flight_2024",
       "On average, how much operating profit did Atlantic Transair make per completed flight in 2024?",
       r2(opp), hint="float", mode="approximate", difficulty="hard", tags=["ratio", "per-entity", "defined-metric"])

# 9. document: customer_commitments.md, tarmac delays: food and water no later than 2 hours in
tarmac = section(os.path.join(DOCS, "customer_commitments.md"), "Tarmac delays")
food = [int(x) for x in re.findall(r"Food and water are provided no later than (\d+) hours", tarmac)]
assert len(food) == 1
golden("r7_doc_tarmac_food_water_hours", "during a tarmac delay, how many hours in do passengers have to get food and water",
       food[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 10. document: customer_commitments.md, refunds not paid to a credit card: within 20 days
refunds = section(os.path.join(DOCS, "customer_commitments.md"), "Refunds for cancelled flights")
other = [int(x) for x in re.findall(r"refunds paid another way are issued within (\d+) days", refunds)]
assert len(other) == 1
golden("r7_doc_refund_days_not_credit_card",
       "if a cancelled passenger's refund doesn't go back on a credit card, within how many days is it issued?",
       other[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 11-12. unanswerable: no passenger demographics and no sales channel anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"\bage\b|_age|age_|birth|gender|dob", heads), heads
assert not re.search(r"passenger age|\bage of|\bages\b|\bborn\b", docs)
golden("r7_unanswerable_passenger_age_2024", "what was the average age of our passengers in 2024",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"channel|agent|booking|website|sold_via", heads) and "travel agent" not in docs
golden("r7_unanswerable_travel_agent_tickets_2024", "How many tickets did travel agents sell for us in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round7.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round7.py",
])
