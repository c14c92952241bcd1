#!/usr/bin/env python3
"""Held-out round 13 for the flights workspace: 12 new questions in the words of
business users (terse and sloppy ones with abbreviations, polite long ones, one
with a follow-on clause, everyday words the knowledge files do not use), written
from the data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with the Python standard library
only, then computed a second time along a different path (another grouping, or
the complement of a total) and the two are asserted to agree. The document
answer is not computed: it is the number documents/network_calendar.md states.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/network_calendar.md):
- a flight is dated by flight_date (scheduled local date of departure); a year is
  January 1 to December 31; "q3 2024" = 2024-07-01..2024-09-30; December and
  March are the calendar months;
- carriers by name or value synonym: "bluewater" = Bluewater Air (BW), "Lone
  Star" = Lone Star Airlines (LS), "Summit Link" = SM, "Atlantic Transair" = AX;
- ancillary revenue = SUM(ancillary_revenue) (empty, so nothing, on cancelled
  legs); "out of MCO" = origin 'MCO' (departures, phrasing "out of {value}");
- "airports Lone Star flew to from DFW" = distinct destination of LS legs with
  origin DFW in 2024; counting completed legs only gives the same number
  (asserted);
- on-time performance = completed flights arriving less than 15 minutes late /
  completed flights * 100 (metric on_time_rate); "third-worst" = the 3rd lowest
  (no ties around it: asserted);
- cancellations "for reasons other than weather" = cancelled = 1 and
  cancellation_reason not 'weather' (every cancelled leg has a reason:
  asserted);
- passengers = SUM(passengers) (metric passengers); "how many more ... in
  December 2024 than in December 2023" = difference of the two monthly totals;
- long-haul = distance_miles >= 3000 (filter long_haul, restated in the
  question); fare revenue = ticket_revenue (ancillaries excluded); share = long-
  haul ticket revenue / all ticket revenue of Atlantic Transair in 2024 * 100;
- "got in more than 3 hrs late" = arrival delay > 180 minutes (rule
  late_means_arrival: "got in" is the arrival); no 2023 leg sits at exactly 180
  (asserted); the departure-delay reading gives a different count (asserted);
- "fly into Florida airports" = destination airport's state 'FL' (rule
  airport_roles: arrivals filter the destination); the departures reading gives
  a different number (asserted);
- "planes that flew more than 150,000 miles in 2024" = tail numbers whose
  completed 2024 legs add up to > 150000 distance_miles; adding the planned
  miles of cancelled legs gives the same count, and no tail is within 5% of the
  line (asserted); all of them are still active, so "our planes" read as the
  current fleet gives the same count (asserted);
- cancellations by cause = cancelled flights grouped by cancellation_reason;
  the row asked is 'air traffic control', 2023;
- "wage bill for pilots and flight attendants" = crew_cost ("pilots' and cabin
  crew's pay for the block time of the leg", metric crew_cost), Summit Link,
  2024;
- document: network_calendar.md, "Minimum connecting times": "At New York JFK it
  is 60 minutes for domestic connections and 90 minutes when either flight is
  international."
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100 and
asked with mode approximate (relative tolerance 0.001). Rankings are checked for
ties.
"""
import csv
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")


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


def agree(a, b, what):
    """The second computation path gives the same answer."""
    if isinstance(a, float) or isinstance(b, float):
        ok = abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    else:
        ok = a == b
    assert ok, "second path disagrees on %s: %r vs %r" % (what, a, b)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


# ------------------------------------------------------------------ data
def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(s):
    return None if s == "" else float(s)


MONEY = ("ticket_revenue", "ancillary_revenue", "fuel_cost", "crew_cost", "airport_fees")
flights = load("flights.csv")
carriers = {c["carrier_code"]: c for c in load("carriers.csv")}
airports = {a["airport_code"]: a for a in load("airports.csv")}
aircraft = {a["tail_number"]: a for a in load("aircraft.csv")}
for f in flights:
    f["date"] = dt.date.fromisoformat(f["flight_date"])
    f["canc"] = f["cancelled"] == "1"
    for k in ("dep_delay_minutes", "arr_delay_minutes", "passengers", "seats", "distance_miles") + MONEY:
        f[k] = num(f[k])
    f["carrier"] = carriers[f["carrier_code"]]["carrier_name"]
    if f["canc"]:
        assert all(f[k] is None for k in MONEY + ("passengers", "arr_delay_minutes")), f["flight_id"]
        assert f["cancellation_reason"], f["flight_id"]
    else:
        assert all(f[k] is not None for k in MONEY + ("passengers", "arr_delay_minutes")), f["flight_id"]
        assert f["cancellation_reason"] == "", f["flight_id"]
assert all(f["origin"] in airports and f["destination"] in airports for f in flights)
assert all(f["tail_number"] in aircraft for f in flights)


def W(*preds):
    return [f for f in flights if all(p(f) for p in preds)]


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda f: lo <= f["date"] <= hi


def yr(y):
    return lambda f: f["date"].year == y


def month(y, m):
    return lambda f: f["date"].year == y and f["date"].month == m


def carrier_is(name):
    assert name in {c["carrier_name"] for c in carriers.values()}, name
    return lambda f: f["carrier"] == name


def code_of(name):
    codes = [k for k, c in carriers.items() if c["carrier_name"] == name]
    assert len(codes) == 1, name
    return codes[0]


completed = lambda f: not f["canc"]

# 1. total with two filters: Bluewater Air's ancillary revenue on departures from MCO, Q3 2024
bw_mco = sum(f["ancillary_revenue"] for f in W(carrier_is("Bluewater Air"), lambda f: f["origin"] == "MCO",
                                               between("2024-07-01", "2024-09-30"), completed))
by_cm = defaultdict(float)              # by (carrier code, origin, year, month)
for f in flights:
    if f["ancillary_revenue"] is not None:
        by_cm[(f["carrier_code"], f["origin"], f["date"].year, f["date"].month)] += f["ancillary_revenue"]
agree(bw_mco, sum(by_cm[(code_of("Bluewater Air"), "MCO", 2024, m)] for m in (7, 8, 9)), "BW MCO ancillaries")
golden("r13_bluewater_ancillaries_out_of_mco_q3_2024",
       "bluewater ancillaries on flights out of MCO, q3 2024?",
       r2(bw_mco), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "two-filters", "ancillary-revenue", "origin", "quarter", "terse", "value-synonym"])

# 2. distinct count: airports Lone Star flew to from DFW in 2024
ls_dfw = {f["destination"] for f in W(carrier_is("Lone Star Airlines"), lambda f: f["origin"] == "DFW", yr(2024))}
ls_dfw_done = {f["destination"] for f in W(carrier_is("Lone Star Airlines"), lambda f: f["origin"] == "DFW",
                                            yr(2024), completed)}
assert ls_dfw == ls_dfw_done
routes = Counter(f["origin"] + "-" + f["destination"] for f in flights
                 if f["carrier_code"] == code_of("Lone Star Airlines") and f["flight_date"].startswith("2024"))
agree(len(ls_dfw), sum(1 for r in routes if r.startswith("DFW-")), "LS destinations from DFW")
golden("r13_lone_star_destinations_from_dfw_2024",
       "How many different airports did Lone Star fly to from DFW in 2024?",
       len(ls_dfw), hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "destination", "origin", "carrier", "value-synonym"])

# 3. Nth of a ranking: the carrier with the third-worst (third-lowest) on-time rate in 2023
otp = {}
for name in {c["carrier_name"] for c in carriers.values()}:
    done = W(carrier_is(name), yr(2023), completed)
    otp[name] = sum(1 for f in done if f["arr_delay_minutes"] < 15) / len(done) * 100
third_worst = ranked(otp, 3, reverse=False)[2][0]
late_share = defaultdict(lambda: [0, 0])          # late (>= 15) share by carrier code, highest first
for f in W(yr(2023), completed):
    late_share[f["carrier_code"]][0] += f["arr_delay_minutes"] >= 15
    late_share[f["carrier_code"]][1] += 1
third_late = ranked({k: v[0] / v[1] for k, v in late_share.items()}, 3)[2][0]
agree(third_worst, carriers[third_late]["carrier_name"], "third-worst on-time 2023")
golden("r13_third_worst_on_time_airline_2023",
       "Which airline had the third-worst on-time performance in 2023?",
       third_worst, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "ordinal", "bottom", "on-time-rate", "carrier"])

# 4. negation: 2024 cancellations for a reason other than weather
not_wx = W(yr(2024), lambda f: f["canc"], lambda f: f["cancellation_reason"] != "weather")
all_c24 = W(yr(2024), lambda f: f["canc"])
wx24 = W(yr(2024), lambda f: f["cancellation_reason"] == "weather")
agree(len(not_wx), len(all_c24) - len(wx24), "2024 non-weather cancellations")
golden("r13_cancellations_not_weather_2024",
       "how many flights did we cancel in 2024 for reasons other than weather?",
       len(not_wx), hint="int", mode="exact", difficulty="easy",
       tags=["negation", "cancellations", "cancellation-reason", "sloppy"])

# 5. two periods compared: passengers, December 2024 minus December 2023
pax = lambda rows: sum(f["passengers"] for f in rows if f["passengers"] is not None)
dec23, dec24 = pax(W(month(2023, 12))), pax(W(month(2024, 12)))
daily = defaultdict(float)
for f in flights:
    if f["passengers"] is not None:
        daily[f["flight_date"]] += f["passengers"]
agree(dec24 - dec23, sum(v for d, v in daily.items() if d.startswith("2024-12"))
      - sum(v for d, v in daily.items() if d.startswith("2023-12")), "December passengers difference")
golden("r13_more_passengers_dec_2024_vs_dec_2023",
       "How many more passengers did we carry in December 2024 than in December 2023?",
       int(dec24 - dec23), hint="int", mode="exact", difficulty="medium",
       tags=["comparison", "difference", "passengers", "month", "period"])

# 6. share: long-haul part of Atlantic Transair's 2024 ticket revenue
ax24 = W(carrier_is("Atlantic Transair"), yr(2024), completed)
lh_share = pct(sum(f["ticket_revenue"] for f in ax24 if f["distance_miles"] >= 3000),
               sum(f["ticket_revenue"] for f in ax24))
by_route = defaultdict(float)
dist = {}
for f in ax24:
    by_route[(f["origin"], f["destination"])] += f["ticket_revenue"]
    dist[(f["origin"], f["destination"])] = f["distance_miles"]
agree(lh_share, r2(sum(v for r, v in by_route.items() if dist[r] >= 3000) / sum(by_route.values()) * 100),
      "AX long-haul share")
golden("r13_atlantic_long_haul_share_fare_revenue_2024",
       "What percent of Atlantic Transair's 2024 fare revenue came from long-haul flights? "
       "By long-haul I mean 3,000 miles or more.",
       lh_share, hint="float", mode="approximate", difficulty="medium",
       tags=["share", "ticket-revenue", "long-haul", "carrier", "follow-on"])

# 7. threshold on a row value: 2023 flights that arrived more than 3 hours (180 minutes) late
over3h = W(yr(2023), completed, lambda f: f["arr_delay_minutes"] > 180)
assert not W(yr(2023), completed, lambda f: f["arr_delay_minutes"] == 180)
assert len(W(yr(2023), completed, lambda f: f["dep_delay_minutes"] > 180)) != len(over3h)
delays = sorted(f["arr_delay_minutes"] for f in W(yr(2023), completed))
agree(len(over3h), len(delays) - next(i for i, d in enumerate(delays) if d > 180), "arrivals over 3h late 2023")
golden("r13_arrivals_over_3h_late_2023",
       "how many flights got in more than 3 hrs late in 2023",
       len(over3h), hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "late", "arrival-delay", "sloppy", "unit-conversion"])

# 8. roles: passengers flown into Florida airports (destination state FL), March 2024
fl_in = pax(W(month(2024, 3), lambda f: airports[f["destination"]]["state"] == "FL"))
fl_out = pax(W(month(2024, 3), lambda f: airports[f["origin"]]["state"] == "FL"))
assert fl_in != fl_out
by_dest = defaultdict(float)
for f in W(month(2024, 3), completed):
    by_dest[f["destination"]] += f["passengers"]
fl_codes = sorted(k for k, a in airports.items() if a["state"] == "FL")
assert fl_codes
agree(fl_in, sum(by_dest[c] for c in fl_codes), "passengers into Florida March 2024")
golden("r13_passengers_into_florida_mar_2024",
       "How many passengers did we fly into Florida airports in March 2024?",
       int(fl_in), hint="int", mode="exact", difficulty="medium",
       tags=["role", "destination", "state", "passengers", "value-synonym"])

# 9. per-entity amount: aircraft (tails) with more than 150,000 miles flown in 2024
miles = defaultdict(float)
for f in W(yr(2024), completed):
    miles[f["tail_number"]] += f["distance_miles"]
high = [t for t, m in miles.items() if m > 150000]
assert all(abs(m - 150000) > 7500 for m in miles.values()), "a tail sits near the line"
assert all(aircraft[t]["status"] == "active" for t in high)   # "our planes": none retired either way
miles_sched = defaultdict(float)
for f in W(yr(2024)):
    miles_sched[f["tail_number"]] += f["distance_miles"]
assert len([t for t, m in miles_sched.items() if m > 150000]) == len(high)
by_tail_month = defaultdict(float)
for f in W(yr(2024), completed):
    by_tail_month[(f["tail_number"], f["date"].month)] += f["distance_miles"]
per_tail = defaultdict(float)
for (t, _), m in by_tail_month.items():
    per_tail[t] += m
agree(len(high), sum(1 for m in per_tail.values() if m > 150000), "tails over 150k miles 2024")
golden("r13_planes_over_150k_miles_2024",
       "How many of our planes flew more than 150,000 miles in 2024?",
       len(high), hint="int", mode="exact", difficulty="medium",
       tags=["per-entity", "threshold", "aircraft", "distance"])

# 10. one row of a breakdown: 2023 cancellations by cause, the air traffic control row
by_reason = Counter(f["cancellation_reason"] for f in W(yr(2023), lambda f: f["canc"]))
atc = by_reason["air traffic control"]
others = sum(v for k, v in by_reason.items() if k != "air traffic control")
agree(atc, len(W(yr(2023), lambda f: f["canc"])) - others, "ATC cancellations 2023")
golden("r13_breakdown_cancellations_2023_by_cause_atc",
       "Could you split our 2023 cancellations by cause for me? I'm only after the air traffic control figure.",
       atc, hint="int", mode="exact", difficulty="easy",
       tags=["breakdown", "one-row", "cancellation-reason", "polite"])

# 11. document: documents/network_calendar.md, section "Minimum connecting times": "At New York
#     JFK it is 60 minutes for domestic connections and 90 minutes when either flight is
#     international." The number is the document's, not computed.
assert ("At New York JFK it is 60 minutes for domestic connections and 90 minutes when either "
        "flight is international.") in section(os.path.join(DOCS, "network_calendar.md"),
                                                 "Minimum connecting times")
golden("r13_doc_jfk_international_min_connect_minutes",
       "whats the min connecting time at JFK if one of the flights is international? (minutes)",
       90, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "policy", "connecting-time", "sloppy"])

# 12. everyday words: "wage bill for pilots and flight attendants" = crew cost, Summit Link, 2024
sm_crew = sum(f["crew_cost"] for f in W(carrier_is("Summit Link"), yr(2024), completed))
by_q = defaultdict(float)
for f in W(yr(2024), completed):
    by_q[(f["carrier_code"], (f["date"].month - 1) // 3)] += f["crew_cost"]
agree(sm_crew, sum(by_q[(code_of("Summit Link"), q)] for q in range(4)), "SM crew cost 2024")
golden("r13_summit_link_wage_bill_2024_everyday_words",
       "What was Summit Link's wage bill for pilots and flight attendants in 2024?",
       r2(sm_crew), hint="float", mode="approximate", difficulty="medium",
       tags=["total", "crew-cost", "everyday-word", "carrier"])

main(OUT, [
    "# Held-out round 13: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round13.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round13.py",
])
