#!/usr/bin/env python3
"""Held-out round 5 for the flights workspace: 15 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only.

    python3 expected/round5.py          # writes heldout/round5.hcl
    python3 expected/round5.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/customer_commitments.md, documents/network_calendar.md):
- scheduled flights count every row, cancelled included; completed = cancelled 0;
- late = arr_delay_minutes >= 15 (completed flights only; cancelled are never late);
- on-time rate = completed flights with arr_delay_minutes < 15 over completed, in percent;
- load factor = SUM(passengers) / SUM(seats) of completed flights, in percent;
- total revenue ("revenue") = ticket + ancillary; average fare = ticket revenue / passengers;
- departures from / flights from X filter the origin (origin_airports for a state),
  arrivals at / flights to X the destination (destination_airports for a state);
- an alliance is carriers.alliance; unaligned carriers have none, so "outside the
  Skyward Alliance" is every carrier not in it, unaligned ones included;
- the Spring Fare Sale 2023 is 2023-03-06..2023-03-19, both days included.
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question (denied boarding: no overbooking data) expects route "stop"; the
significant-delay question expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "heldout", "round5.hcl")
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
              "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees", "satisfaction_score",
              "distance_miles"):
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    f["carrier_type"] = carriers[f["carrier_code"]]["carrier_type"]
    f["alliance"] = carriers[f["carrier_code"]]["alliance"]
    f["dest_state"] = airports[f["destination"]]["state"]
    f["orig_state"] = airports[f["origin"]]["state"]


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


def rev(rows):
    return S(rows, "ticket_revenue") + S(rows, "ancillary_revenue")


def carrier_named(name):
    code = [k for k, c in carriers.items() if c["carrier_name"] == name]
    assert len(code) == 1, name
    return lambda f: f["carrier_code"] == code[0]


# cancelled flights carry no passengers or money: sums over all rows equal sums over completed ones
assert all(f["passengers"] is None and f["ticket_revenue"] is None for f in flights if f["canc"])
assert all(f["passengers"] is not None and f["arr_delay_minutes"] is not None for f in flights if not f["canc"])

# 1. top-n (written limit) in the arrival role: SUM(passengers) per destination airport,
#    flights 2023-07-01..2023-09-30
q3 = W(btw("2023-07-01", "2023-09-30"))
arr = {k: S(v, "passengers") for k, v in group(q3, "destination").items()}
dep = {k: S(v, "passengers") for k, v in group(q3, "origin").items()}
top_arr = ranked(arr, 4)
assert [k for k, _ in top_arr] != [k for k, _ in ranked(dep, 4, strict=False)]  # the role matters
golden("r5_top4_arrival_airports_pax_q3_2023", "Which 4 airports received the most arriving passengers in Q3 2023?",
       [{"destination_airport": k, "passengers": int(v)} for k, v in top_arr],
       hint="list[{destination_airport:str, passengers:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "role"])

# 2. bottom-n of a ratio metric: average fare = SUM(ticket_revenue) / SUM(passengers), per carrier, 2024
f24 = W(yr(2024))
fare = {k: S(v, "ticket_revenue") / S(v, "passengers") for k, v in group(f24, "carrier").items()}
golden("r5_bottom2_carriers_avg_fare_2024", "Which two airlines had the lowest average fare in 2024?",
       [{"carrier": k, "avg_fare": r2(v)} for k, v in ranked(fare, 2, reverse=False)],
       hint="list[{carrier:str, avg_fare:float}]", mode="approximate", difficulty="medium",
       tags=["bottom-n", "written-limit", "ratio"])

# 3. negation over a dimension with empty values: total revenue 2023 of carriers whose
#    alliance is not Skyward Alliance (Meridian Alliance and the unaligned carriers)
f23 = W(yr(2023))
not_skyward = rev([f for f in f23 if f["alliance"] != "Skyward Alliance"])
by_all = {k: rev(v) for k, v in group(f23, "alliance").items()}
assert abs(not_skyward - (by_all["Meridian Alliance"] + by_all[""])) < 1e-6 and by_all[""] > 0
golden("r5_revenue_2023_outside_skyward", "Total revenue in 2023 from carriers outside the Skyward Alliance",
       r2(not_skyward), hint="float", mode="approximate", difficulty="hard", tags=["negation", "empty-values"])

# 4. distinct count with two roles and a carrier: distinct destination of Pacific Crest
#    flights whose origin is SEA, 2024 (the same with or without cancelled flights)
pk_sea = W(yr(2024), carrier_named("Pacific Crest Airlines"), lambda f: f["origin"] == "SEA")
n_dest = len({f["destination"] for f in pk_sea})
assert n_dest == len({f["destination"] for f in pk_sea if not f["canc"]})
golden("r5_pacific_crest_destinations_from_seattle_2024", "How many different airports did Pacific Crest fly to out of Seattle in 2024?",
       n_dest, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "role", "named-filter"])

# 5. average per entity (per passenger): SUM(ancillary_revenue) / SUM(passengers), Desert Sun, 2024
ds24 = W(yr(2024), carrier_named("Desert Sun Airways"))
golden("r5_desert_sun_ancillary_per_passenger_2024", "How much ancillary revenue did Desert Sun make per passenger in 2024?",
       r2(S(ds24, "ancillary_revenue") / S(ds24, "passengers")), hint="float", mode="approximate",
       difficulty="medium", tags=["average-per-entity", "named-filter"])

# 6. average per day: cancelled flights in January 2024 / 31 days
jan = W(btw("2024-01-01", "2024-01-31"), lambda f: f["canc"])
golden("r5_cancellations_per_day_jan_2024", "On average, how many flights were cancelled per day in January 2024?",
       r2(len(jan) / 31), hint="float", mode="approximate", difficulty="medium", tags=["average-per-day", "period"])

# 7. share: scheduled flights (all rows) of regional carriers / all scheduled flights, 2024
golden("r5_share_flights_regional_2024", "What percentage of the flights scheduled in 2024 were operated by regional carriers?",
       pct(len([f for f in f24 if f["carrier_type"] == "regional"]), len(f24)),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "named-filter"])

# 8. growth: total revenue of Desert Sun, 2023-01-01..06-30 -> 2024-01-01..06-30
ds = carrier_named("Desert Sun Airways")
golden("r5_desert_sun_revenue_growth_h1", "By how much did Desert Sun Airways' revenue grow from the first half of 2023 to the first half of 2024, in percent?",
       growth(rev(W(ds, btw("2023-01-01", "2023-06-30"))), rev(W(ds, btw("2024-01-01", "2024-06-30")))),
       hint="float", mode="approximate", difficulty="hard", tags=["growth", "named-filter"])

# 9. origin vs destination state: scheduled flights with origin state CA and destination
#    state NV, 2024-04-01..06-30 (the reverse direction has a different count)
ca_nv = W(btw("2024-04-01", "2024-06-30"), lambda f: f["orig_state"] == "CA" and f["dest_state"] == "NV")
nv_ca = W(btw("2024-04-01", "2024-06-30"), lambda f: f["orig_state"] == "NV" and f["dest_state"] == "CA")
assert len(ca_nv) != len(nv_ca)
golden("r5_flights_california_to_nevada_q2_2024", "How many flights were scheduled from California to Nevada in Q2 2024?",
       len(ca_nv), hint="int", mode="exact", difficulty="medium", tags=["role", "state"])

# 10. count of entities over a threshold: aircraft (tail_number) with >= 20 late arrivals
#     (arr_delay_minutes >= 15, completed flights) in 2024
late = defaultdict(int)
for f in f24:
    if not f["canc"] and f["arr_delay_minutes"] >= 15:
        late[f["tail_number"]] += 1
golden("r5_aircraft_20_late_arrivals_2024", "How many aircraft arrived late at least 20 times in 2024?",
       sum(1 for v in late.values() if v >= 20), hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "named-filter"])

# 11. ordinal: carrier with the third-highest on-time rate, 2024
otp = {k: on_time(v) for k, v in group(f24, "carrier").items()}
golden("r5_third_best_on_time_2024", "Which carrier had the third-best on-time rate in 2024?",
       ranked(otp, 4)[2][0], hint="str", mode="exact", difficulty="medium", tags=["ordinal", "rate"])

# 12. comparison A vs B: load factor of two carriers, 2023 (rows in any order)
lf = {k: load_factor(v) for k, v in group(f23, "carrier").items()}
golden("r5_northstar_vs_summit_load_factor_2023", "Compare the load factor of Northstar Airways and Summit Link in 2023",
       [{"carrier": c, "load_factor": r2(lf[c])} for c in ("Northstar Airways", "Summit Link")],
       hint="list[{carrier:str, load_factor:float}]", mode="contains", difficulty="medium",
       tags=["comparison", "ratio"])

# 13. document period in a data question: on-time rate of completed flights 2023-03-06..2023-03-19
golden("r5_on_time_spring_fare_sale_2023", "What was our on-time rate during the Spring Fare Sale 2023?",
       r2(on_time(W(btw("2023-03-06", "2023-03-19")))), hint="float", mode="approximate",
       difficulty="hard", tags=["document-period", "named-period", "rate"])

# 14. document: customer_commitments.md, a delay of 6 hours or more on an international
#     flight counts as a significant change
golden("r5_doc_significant_delay_international", "From how many hours of delay does an international flight count as a significant change?",
       6, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no overbooking / denied-boarding data
golden("r5_unanswerable_denied_boarding_2024", "How many passengers were bumped because of overbooking in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 5: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round5.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round5.py",
])
