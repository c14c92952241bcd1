#!/usr/bin/env python3
"""Held-out round 3 for the flights workspace: 15 questions in the words of
business users, written before running datacopilot and without reading its
reader/planner. Every expected value is computed here from data/*.csv with the
Python standard library only.

    python3 expected/round3.py          # writes heldout/round3.hcl
    python3 expected/round3.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
- scheduled flights (the "flights" metric) count every row, cancelled included;
- cancellation rate = cancelled / scheduled flights, in percent;
- on-time rate = completed flights with arr_delay_minutes < 15 over completed
  flights, in percent;
- load factor = SUM(passengers) / SUM(seats) of completed flights, in percent
  (from the totals, never an average of per-flight factors);
- total revenue = ticket + ancillary revenue (cancelled flights carry none);
- fuel cost = SUM(fuel_cost); passengers = SUM(passengers);
- satisfaction = AVG(satisfaction_score) over flights with a score;
- a route is directional, origin-destination ("MSP-DTW");
- departures from X filter the origin airport (origin_airports for a city/state),
  arrivals / flights into X filter the destination (destination_airports);
- carrier type comes from carriers.carrier_type ("regional", "low-cost", "mainline").
Floats are rounded to 2 decimals; shares and growth are percentages. Rankings
are checked for ties at the cut and inside the list. The unanswerable question
(missed connections: no itinerary or connection data) expects route "stop".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "heldout", "round3.hcl")
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


def growth(old, new):
    return r2((new - old) / old * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
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
    assert len(GOLDENS) == 15, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (out_path, len(GOLDENS)))


def load(name):
    with open(os.path.join(ROOT, "data", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(s):
    return None if s == "" else float(s)


flights = load("flights.csv")
carriers = {c["carrier_code"]: c for c in load("carriers.csv")}
aircraft = {a["tail_number"]: a for a in load("aircraft.csv")}
airports = {a["airport_code"]: a for a in load("airports.csv")}
for f in flights:
    f["date"] = dt.date.fromisoformat(f["flight_date"])
    f["canc"] = f["cancelled"] == "1"
    for k in ("dep_delay_minutes", "arr_delay_minutes", "passengers", "seats", "ticket_revenue",
              "ancillary_revenue", "fuel_cost", "satisfaction_score"):
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    f["carrier_type"] = carriers[f["carrier_code"]]["carrier_type"]
    f["model"] = aircraft[f["tail_number"]]["model"]
    f["route"] = f["origin"] + "-" + f["destination"]
    f["dest_state"] = airports[f["destination"]]["state"]


def W(*preds):
    return [f for f in flights if all(p(f) for p in preds)]


def yr(y):
    return lambda f: f["date"].year == y


def btw(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda f: lo <= f["date"] <= hi


def S(rows, k):
    return sum(f[k] for f in rows if f[k] is not None)


def group(rows, key):
    g = defaultdict(list)
    for f in rows:
        g[f[key]].append(f)
    return g


def on_time(rows):
    done = [f for f in rows if not f["canc"]]
    return 100.0 * sum(1 for f in done if f["arr_delay_minutes"] < 15) / len(done)


def load_factor(rows):
    done = [f for f in rows if not f["canc"]]
    return 100.0 * S(done, "passengers") / S(done, "seats")


def avg(rows, k):
    v = [f[k] for f in rows if f[k] is not None]
    return sum(v) / len(v)


# 1. top-n (written), period: the six routes with the highest total revenue (ticket + ancillary),
#    flights dated in Q3 2024 (routes fly daily, so counts of flights tie: revenue does not)
q3 = W(btw("2024-07-01", "2024-09-30"))
rc = {k: S(v, "ticket_revenue") + S(v, "ancillary_revenue") for k, v in group(q3, "route").items()}
golden("r3_six_routes_revenue_q3_2024", "name the six routes that brought in the most revenue in Q3 2024",
       [{"route": k, "total_revenue": r2(v)} for k, v in ranked(rc, 6)],
       hint="list[{route:str, total_revenue:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. breakdown: cancellation rate (cancelled / scheduled, %) per carrier type, 2023, highest first
ct = {k: 100.0 * sum(1 for f in v if f["canc"]) / len(v) for k, v in group(W(yr(2023)), "carrier_type").items()}
golden("r3_cancel_rate_by_carrier_type_2023", "cancellation rate by carrier type in 2023",
       [{"carrier_type": k, "cancellation_rate": r2(v)} for k, v in ranked(ct)],
       hint="list[{carrier_type:str, cancellation_rate:float}]", mode="approximate", difficulty="easy",
       tags=["breakdown", "rate"])

# 3. period (first half): passengers of Pacific Crest Airlines, flights dated 2024-01-01..2024-06-30
golden("r3_pacific_crest_pax_h1_2024", "How many passengers did Pacific Crest carry in the first half of 2024?",
       int(S(W(btw("2024-01-01", "2024-06-30"), lambda f: f["carrier"] == "Pacific Crest Airlines"), "passengers")),
       hint="int", mode="exact", difficulty="medium", tags=["period", "entity"])

# 4. growth: scheduled flights of Bluewater Air, 2024 vs 2023, in percent
bw = lambda f: f["carrier"] == "Bluewater Air"
golden("r3_bluewater_flight_growth", "By what percent did the number of Bluewater Air flights grow from 2023 to 2024?",
       growth(len(W(yr(2023), bw)), len(W(yr(2024), bw))), hint="float", mode="approximate", difficulty="medium",
       tags=["growth", "entity"])

# 5. share: ancillary revenue / total revenue (ticket + ancillary), 2024, in percent
r24 = W(yr(2024))
golden("r3_ancillary_share_2024", "What percentage of our 2024 revenue came from ancillaries?",
       pct(S(r24, "ancillary_revenue"), S(r24, "ticket_revenue") + S(r24, "ancillary_revenue")),
       hint="float", mode="approximate", difficulty="hard", tags=["share", "ratio-of-metrics"])

# 6. negation: on-time rate of completed 2023 flights whose carrier is not Bluewater Air
golden("r3_otp_2023_excluding_bluewater", "What was the on-time rate in 2023 excluding Bluewater Air?",
       r2(on_time(W(yr(2023), lambda f: not bw(f)))), hint="float", mode="approximate", difficulty="medium",
       tags=["negation"])

# 7. distinct count: distinct routes of Summit Link's 2024 flights (same whether or not
#    cancelled flights are counted, checked below)
sm24 = W(yr(2024), lambda f: f["carrier"] == "Summit Link")
routes_all = {f["route"] for f in sm24}
assert routes_all == {f["route"] for f in sm24 if not f["canc"]}
golden("r3_summit_link_routes_2024", "How many different routes did Summit Link fly in 2024?",
       len(routes_all), hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "entity"])

# 8. role (destination): passengers on flights whose destination airport is in CA, December 2023
golden("r3_pax_into_california_dec_2023", "How many passengers flew into California in December 2023?",
       int(S(W(btw("2023-12-01", "2023-12-31"), lambda f: f["dest_state"] == "CA"), "passengers")),
       hint="int", mode="exact", difficulty="medium", tags=["role", "period"])

# 9. threshold on an aggregate: routes with more than 140 scheduled flights in 2023
#    (the count is checked to be the same with completed flights only)
rc23 = {k: len(v) for k, v in group(W(yr(2023)), "route").items()}
rc23c = {k: sum(1 for f in v if not f["canc"]) for k, v in group(W(yr(2023)), "route").items()}
n140 = sum(1 for v in rc23.values() if v > 140)
assert n140 == sum(1 for v in rc23c.values() if v > 140)
golden("r3_routes_over_140_flights_2023", "How many routes had more than 140 flights in 2023?",
       n140, hint="int", mode="exact", difficulty="hard", tags=["comparison", "distinct-count"])

# 10. average per day: scheduled flights in March 2024 / 31 days
golden("r3_flights_per_day_march_2024", "On average, how many flights did we schedule per day in March 2024?",
       r2(len(W(btw("2024-03-01", "2024-03-31"))) / 31), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "period"])

# 11. superlative: the aircraft model with the highest load factor in 2024
lf = {k: load_factor(v) for k, v in group(r24, "model").items()}
golden("r3_model_highest_load_factor_2024", "Which aircraft model had the highest load factor in 2024?",
       ranked(lf, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "join"])

# 12. typos + role (origin): cancelled flights whose origin is ORD, January 2024
golden("r3_typo_ohare_cancellations_jan_2024", "how many flights leaving o'hare got cancelled in janaury 2024",
       len(W(btw("2024-01-01", "2024-01-31"), lambda f: f["origin"] == "ORD", lambda f: f["canc"])),
       hint="int", mode="exact", difficulty="hard", tags=["typo", "role", "named-filter"])

# 13. casual: fuel cost of the regional carriers (carrier_type = regional), 2024
golden("r3_casual_regional_fuel_2024", "whats the fuel bill for the regionals in 2024",
       r2(S(W(yr(2024), lambda f: f["carrier_type"] == "regional"), "fuel_cost")),
       hint="float", mode="approximate", difficulty="medium", tags=["casual", "entity"])

# 14. bottom-n (digits): the 3 carriers with the lowest average satisfaction score in 2023
sat = {k: avg(v, "satisfaction_score") for k, v in group(W(yr(2023)), "carrier").items()}
golden("r3_bottom3_carriers_satisfaction_2023", "the 3 carriers with the lowest customer satisfaction in 2023",
       [{"carrier": k, "satisfaction": r2(v)} for k, v in ranked(sat, 3, reverse=False)],
       hint="list[{carrier:str, satisfaction:float}]", mode="approximate", difficulty="medium",
       tags=["bottom-n", "breakdown"])

# 15. unanswerable: no itineraries or connections in the data
golden("r3_unanswerable_missed_connections", "How many passengers missed their connection in 2024?", route="stop",
       difficulty="hard", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 3: not loaded by eval; written without reading the planner and",
    "# before running datacopilot; answers computed by expected/round3.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round3.py",
])
