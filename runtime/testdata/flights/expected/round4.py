#!/usr/bin/env python3
"""Held-out round 4 for the flights workspace: 15 questions in the words of
business users, written without reading datacopilot's runtime or running it.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only.

    python3 expected/round4.py          # writes heldout/round4.hcl
    python3 expected/round4.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- scheduled flights count every row, cancelled included; completed = cancelled 0;
- cancellation rate = cancelled / scheduled flights, in percent;
- on-time rate = completed flights with arr_delay_minutes < 15 over completed, in percent;
- average arrival delay = AVG(arr_delay_minutes) of completed flights;
- load factor = SUM(passengers) / SUM(seats) of completed flights, in percent;
- total revenue = ticket + ancillary; average fare = ticket revenue / passengers;
- total operating cost = fuel + crew + airport fees; operating profit = total
  revenue - total operating cost;
- long-haul = distance_miles >= 3000 (filter "long_haul");
- departures from X filter the origin (origin_airports for a state), arrivals /
  flights into X the destination;
- the Fall Fare Sale 2024 is 2024-10-28..2024-11-17, both days included;
- averages per flight cover completed flights (rule cancelled_flights_have_no_values).
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question (loyalty tiers: no loyalty data) expects route "stop"; the minimum
connecting time question expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
OUT = os.path.join(ROOT, "heldout", "round4.hcl")
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
    f["model"] = aircraft[f["tail_number"]]["model"]
    f["route"] = f["origin"] + "-" + f["destination"]
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


def avg(rows, k):
    v = [f[k] for f in rows if f[k] is not None]
    return sum(v) / len(v)


def rev(rows):
    return S(rows, "ticket_revenue") + S(rows, "ancillary_revenue")


def cost(rows):
    return S(rows, "fuel_cost") + S(rows, "crew_cost") + S(rows, "airport_fees")


def done(rows):
    return [f for f in rows if not f["canc"]]


# 1. top-n (written), named measure: the four carriers with the most ancillary revenue, flights dated 2023
anc = {k: S(v, "ancillary_revenue") for k, v in group(W(yr(2023)), "carrier").items()}
golden("r4_top4_carriers_ancillary_2023", "Which four airlines earned the most ancillary revenue in 2023?",
       [{"carrier": k, "ancillary_revenue": r2(v)} for k, v in ranked(anc, 4)],
       hint="list[{carrier:str, ancillary_revenue:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. named period from a document: load factor of completed flights dated 2024-10-28..2024-11-17
golden("r4_load_factor_fall_fare_sale_2024", "What was the load factor during the Fall Fare Sale 2024?",
       r2(load_factor(W(btw("2024-10-28", "2024-11-17")))), hint="float", mode="approximate",
       difficulty="hard", tags=["named-period", "document-period", "ratio"])

# 3. growth: operating profit (total revenue - fuel - crew - airport fees), Q1 2024 vs Q1 2023, in percent
p23 = W(btw("2023-01-01", "2023-03-31"))
p24 = W(btw("2024-01-01", "2024-03-31"))
golden("r4_operating_profit_growth_q1", "By what percent did operating profit change from Q1 2023 to Q1 2024?",
       growth(rev(p23) - cost(p23), rev(p24) - cost(p24)), hint="float", mode="approximate",
       difficulty="hard", tags=["growth", "period"])

# 4. share with a named filter: ticket revenue of flights with distance_miles >= 3000 / all ticket revenue, 2024
r24 = W(yr(2024))
golden("r4_share_ticket_revenue_long_haul_2024", "What share of 2024 ticket revenue came from long-haul flights?",
       pct(S([f for f in r24 if f["distance_miles"] >= 3000], "ticket_revenue"), S(r24, "ticket_revenue")),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "named-filter"])

# 5. negation (two values): AVG(arr_delay_minutes) of completed 2024 flights whose carrier is
#    neither Atlantic Transair nor Bluewater Air
golden("r4_avg_arrival_delay_2024_excl_two",
       "What was the average arrival delay in 2024, leaving out Atlantic Transair and Bluewater Air?",
       r2(avg(W(yr(2024), lambda f: f["carrier"] not in ("Atlantic Transair", "Bluewater Air")), "arr_delay_minutes")),
       hint="float", mode="approximate", difficulty="medium", tags=["negation"])

# 6. comparison on an aggregate: tail numbers with more than 110 completed flights dated 2024
tc = {k: len(done(v)) for k, v in group(r24, "tail_number").items()}
assert 110 not in tc.values()  # "more than" and "at least" read the same here
golden("r4_aircraft_over_110_completed_2024", "How many aircraft completed more than 110 flights in 2024?",
       sum(1 for v in tc.values() if v > 110), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 7. average per day: total revenue (ticket + ancillary) of flights dated February 2024 / 29 days
#    (leap year; every day of the month has flights)
feb = W(btw("2024-02-01", "2024-02-29"))
assert len({f["date"] for f in feb}) == 29
golden("r4_revenue_per_day_feb_2024", "how much revenue did we make per day on average in february 2024?",
       r2(rev(feb) / 29), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-day", "period", "casual"])

# 8. ranking by a named measure: average fare (ticket revenue / passengers) per carrier type, 2023
af = {k: S(v, "ticket_revenue") / S(v, "passengers") for k, v in group(W(yr(2023)), "carrier_type").items()}
golden("r4_rank_carrier_types_avg_fare_2023", "Rank the carrier types by average fare in 2023",
       [{"carrier_type": k, "avg_fare": r2(v)} for k, v in ranked(af)],
       hint="list[{carrier_type:str, avg_fare:float}]", mode="approximate", difficulty="medium",
       tags=["ranking", "breakdown", "ratio"])

# 9. origin and destination roles together: passengers of flights whose origin airport is in TX
#    and whose destination airport is in FL, 2024
golden("r4_pax_texas_to_florida_2024", "How many passengers flew from Texas to Florida in 2024?",
       int(S(W(yr(2024), lambda f: f["orig_state"] == "TX", lambda f: f["dest_state"] == "FL"), "passengers")),
       hint="int", mode="exact", difficulty="hard", tags=["role", "period"])

# 10. distinct entities constrained by a fact: distinct origin airports with a flight cancelled
#     for weather dated 2024
golden("r4_origins_weather_cancellations_2024",
       "How many different departure airports had at least one flight cancelled because of weather in 2024?",
       len({f["origin"] for f in r24 if f["canc"] and f["cancellation_reason"] == "weather"}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "role"])

# 11. typos, casual: AVG(satisfaction_score) of Desert Sun Airways flights with a score, Q4 2023
golden("r4_typo_desert_sun_csat_q4_2023", "avrage satisfacton score for desert sun flights in q4 2023",
       r2(avg(W(btw("2023-10-01", "2023-12-31"), lambda f: f["carrier"] == "Desert Sun Airways"), "satisfaction_score")),
       hint="float", mode="approximate", difficulty="hard", tags=["typo", "casual", "entity"])

# 12. average per entity: SUM(passengers) / completed flights of Pacific Crest long-haul flights, 2024
pk = W(yr(2024), lambda f: f["carrier"] == "Pacific Crest Airlines", lambda f: f["distance_miles"] >= 3000)
golden("r4_pax_per_pacific_crest_long_haul_2024",
       "On average, how many passengers were on each Pacific Crest long-haul flight in 2024?",
       r2(S(pk, "passengers") / len(done(pk))), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "named-filter"])

# 13. superlative, origin role: origin airport with the highest cancellation rate
#     (cancelled / scheduled departures), flights dated 2024
cr = {k: 100.0 * sum(1 for f in v if f["canc"]) / len(v) for k, v in group(r24, "origin").items()}
golden("r4_origin_highest_cancel_rate_2024", "Which airport had the highest cancellation rate on departures in 2024?",
       ranked(cr, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "role", "rate"])

# 14. document: network_calendar.md, minimum connecting time at JFK when either flight is international = 90
doc = open(os.path.join(ROOT, "documents", "network_calendar.md"), encoding="utf-8").read()
assert "New York JFK it\nis 60 minutes for domestic connections and 90 minutes when either flight is\ninternational" in doc
golden("r4_doc_jfk_international_mct",
       "how long is the minimum connection at JFK, in minutes, if one of the two flights is international?",
       90, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document"])

# 15. unanswerable: no loyalty programme data
golden("r4_unanswerable_loyalty_gold", "How many loyalty members reached gold status in 2024?", route="stop",
       difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 4: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round4.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round4.py",
])
