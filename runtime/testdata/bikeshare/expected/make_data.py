#!/usr/bin/env python3
"""Generate the bikeshare workspace's data: a city bike-share system, 2022-2024.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  stations.csv     docking stations (district, docks, opening date, position)
  plans.csv        the pricing plans riders can be on (casual or member)
  riders.csv       registered riders (current plan, sign-up date, birth year,
                   gender, home district; birth year, gender and home district
                   may be empty)
  bikes.csv        the fleet (classic or electric, model, commissioning date,
                   current status)
  trips.csv        one row per unlock, 2022-01-01..2024-12-31: start and end
                   station, start and end time, minutes, km, fare, status
                   (completed, cancelled, out_of_dock), optional 1-5 rating
  maintenance.csv  repair tickets on bikes (issue type, priority, reported and
                   resolved dates, repair cost; open tickets have no resolved
                   date and no cost)

Patterns built in: ridership grows each year and peaks in summer; a ten-day
spike during the Harbor Festival (2024-07-12..2024-07-21); members ride short
weekday commutes, casual riders longer leisure rides; downtown and harbour
stations are the busiest; e-bikes arrive from June 2022; the E-Bolt 2 has more
battery trouble and lower ratings.

Usage: python3 expected/make_data.py
"""
import bisect
import csv
import datetime as dt
import math
import os
import random

SEED = 20240917
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

START = dt.date(2022, 1, 1)
END = dt.date(2024, 12, 31)

# ----------------------------------------------------------------- stations
DISTRICTS = {
    # district: (centre lat, centre lon, popularity, station names)
    "Downtown": (47.600, -122.330, 1.8, [
        "Central Station", "City Hall", "Union Square", "Pike & 3rd", "Market Hall",
        "Convention Center", "Library Plaza", "5th & Pine", "Courthouse", "Financial Center"]),
    "Harborfront": (47.606, -122.345, 1.6, [
        "Ferry Terminal", "Pier 52", "Aquarium", "Harbor Steps", "Waterfront Park",
        "Cruise Terminal", "Pier 70", "Seawall North"]),
    "University": (47.660, -122.310, 1.3, [
        "University Library", "Student Union", "Stadium", "Medical Campus", "Ave & 45th",
        "Engineering Quad", "Greek Row", "University Village"]),
    "Old Town": (47.615, -122.320, 1.0, [
        "Old Market", "Clock Tower", "Cathedral Square", "Museum Plaza", "Gaslight Row",
        "Old Town Hall", "Brewery Lane"]),
    "Riverside": (47.640, -122.360, 0.9, [
        "Riverside Park", "Boathouse", "Mill Bridge", "River & 12th", "Canal Locks",
        "Rowing Club", "Riverside Mall", "Fisher's Wharf"]),
    "Northgate": (47.700, -122.325, 0.6, [
        "Northgate Transit Center", "Northgate Mall", "Maple Leaf", "Licton Springs",
        "North Hospital", "Thornton Creek", "Pinehurst", "Northgate Library"]),
    "Eastfield": (47.620, -122.290, 0.55, [
        "Eastfield Commons", "Madison Park", "Arboretum", "Eastfield Station",
        "Lakeview", "Denny Blaine", "Eastfield School", "Cherry & 23rd"]),
    "Westbrook": (47.570, -122.385, 0.45, [
        "Westbrook Junction", "Alki Beach", "Westbrook Bridge", "Admiral Way",
        "Delridge", "Westbrook Stadium", "Fauntleroy Ferry", "California & Alaska"]),
}

stations = []
sid = 0
for district, (lat, lon, pop, names) in DISTRICTS.items():
    for i, name in enumerate(names):
        sid += 1
        weight = pop * (1.0 / (1 + 0.35 * i)) * rng.uniform(0.7, 1.3)
        if i == 0:
            weight *= 1.5
        cap = rng.choice([15, 19, 23, 27, 31, 35]) if weight > 0.6 else rng.choice([11, 15, 19])
        opened = dt.date(2021, rng.randint(3, 10), rng.randint(1, 28))
        stations.append({
            "station_id": "ST%03d" % sid, "station_name": name, "district": district,
            "capacity": cap, "opened_on": opened, "lat": lat + rng.uniform(-0.012, 0.012),
            "lon": lon + rng.uniform(-0.012, 0.012), "weight": weight,
        })
# three stations opened later (expansion)
for s, d in zip([st for st in stations if st["district"] in ("Westbrook", "Northgate")][-3:],
                [dt.date(2023, 4, 3), dt.date(2023, 9, 18), dt.date(2024, 5, 6)]):
    s["opened_on"] = d

# -------------------------------------------------------------------- plans
PLANS = [
    # plan_id, name, type, price, price_period, included minutes (classic)
    ("P1", "Pay As You Go", "casual", 0.00, "none", 0),
    ("P2", "Day Pass", "casual", 12.00, "day", 180),
    ("P3", "Monthly", "member", 19.00, "month", 45),
    ("P4", "Annual", "member", 149.00, "year", 45),
    ("P5", "Student Annual", "member", 79.00, "year", 45),
]
PLAN_WEIGHTS = [0.42, 0.16, 0.15, 0.20, 0.07]
PLAN_TYPE = {p[0]: p[2] for p in PLANS}

# ------------------------------------------------------------------- riders
N_RIDERS = 16000
riders = []
dist_names = list(DISTRICTS)
home_w = [1.0, 0.5, 1.4, 0.9, 1.0, 1.2, 1.0, 0.9]
span0 = dt.date(2021, 6, 1)
for i in range(N_RIDERS):
    # sign-ups grow over time
    u = rng.random() ** 0.8
    signup = span0 + dt.timedelta(days=int(u * ((END - span0).days)))
    plan = rng.choices([p[0] for p in PLANS], PLAN_WEIGHTS)[0]
    if plan == "P5":
        by = rng.randint(1998, 2006)
    else:
        by = int(min(2006, max(1945, rng.gauss(1988, 12))))
    home = rng.choices(dist_names, home_w)[0]
    if PLAN_TYPE[plan] == "casual" and rng.random() < 0.18:
        home = ""  # visitors from out of town
    elif rng.random() < 0.03:
        home = ""
    gender = rng.choices(["F", "M", "X", ""], [0.44, 0.46, 0.02, 0.08])[0]
    riders.append({
        "rider_id": "R%05d" % (i + 1), "plan_id": plan, "signup_date": signup,
        "birth_year": "" if rng.random() < 0.11 else by, "gender": gender, "home_district": home,
        "activity": (min(rng.paretovariate(1.6), 30.0) * (3.0 if PLAN_TYPE[plan] == "member" else 1.0)),
    })
riders.sort(key=lambda r: (r["signup_date"], r["rider_id"]))
for i, r in enumerate(riders):
    r["rider_id"] = "R%05d" % (i + 1)
rider_dates = [r["signup_date"] for r in riders]
rider_cum = []
acc = 0.0
for r in riders:
    acc += r["activity"]
    rider_cum.append(acc)

# -------------------------------------------------------------------- bikes
bikes = []
for i in range(1350):
    if rng.random() < 0.68:
        btype = "classic"
        model = rng.choices(["Cruiser 3", "Cruiser 7"], [0.45, 0.55])[0]
        comm = dt.date(2021, 5, 1) + dt.timedelta(days=int(rng.random() ** 1.8 * 1200))
    else:
        btype = "electric"
        model = rng.choices(["E-Bolt 2", "E-Bolt 3"], [0.5, 0.5])[0]
        if model == "E-Bolt 2":
            comm = dt.date(2022, 6, 1) + dt.timedelta(days=rng.randint(0, 400))
        else:
            comm = dt.date(2023, 5, 1) + dt.timedelta(days=rng.randint(0, 480))
    if comm > dt.date(2024, 11, 30):
        comm = dt.date(2024, 11, 30)
    bikes.append({"bike_type": btype, "model": model, "commissioned_on": comm})
bikes.sort(key=lambda b: b["commissioned_on"])
for i, b in enumerate(bikes):
    b["bike_id"] = "B%04d" % (i + 1)
    r = rng.random()
    if b["model"] == "Cruiser 3" and r < 0.22:
        b["status"] = "retired"
    elif r < 0.03:
        b["status"] = "stolen"
    elif r < 0.06:
        b["status"] = "in_repair"
    else:
        b["status"] = "in_service"
bike_dates = [b["commissioned_on"] for b in bikes]

# -------------------------------------------------------------------- trips
MONTH_W = {1: 0.45, 2: 0.5, 3: 0.7, 4: 0.9, 5: 1.15, 6: 1.35, 7: 1.5, 8: 1.45, 9: 1.2, 10: 0.95, 11: 0.6, 12: 0.45}
YEAR_W = {2022: 1.0, 2023: 1.22, 2024: 1.45}
DOW_W = [1.05, 1.05, 1.05, 1.05, 1.0, 0.95, 0.85]
days = []
wts = []
d = START
while d <= END:
    w = MONTH_W[d.month] * YEAR_W[d.year] * DOW_W[d.weekday()] * rng.uniform(0.75, 1.2)
    if dt.date(2024, 7, 12) <= d <= dt.date(2024, 7, 21):
        w *= 1.8
    if (d.month, d.day) in ((12, 25), (1, 1)):
        w *= 0.3
    days.append(d)
    wts.append(w)
    d += dt.timedelta(days=1)
N_TRIPS = 128000
trip_days = rng.choices(days, wts, k=N_TRIPS)
trip_days.sort()


def hav(a, b):
    R = 6371.0
    p1, p2 = math.radians(a["lat"]), math.radians(b["lat"])
    dp = p2 - p1
    dl = math.radians(b["lon"] - a["lon"])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R * math.asin(math.sqrt(h))


RATES = {  # (included minutes classic, per-minute classic after, e-bike per-minute surcharge, unlock)
    "P1": (0, 0.39, 0.10, 1.00),
    "P2": (180, 0.39, 0.20, 0.00),
    "P3": (45, 0.15, 0.10, 0.00),
    "P4": (45, 0.15, 0.10, 0.00),
    "P5": (45, 0.15, 0.10, 0.00),
}
OUT_OF_DOCK_FEE = 15.00


def fare(plan, minutes, btype):
    incl, rate, ebike, unlock = RATES[plan]
    m = math.ceil(minutes)
    f = unlock + max(0, m - incl) * rate
    if btype == "electric":
        f += m * ebike
    return round(f, 2)


trips = []
for n, day in enumerate(trip_days):
    k = bisect.bisect_right(rider_dates, day)
    r = riders[bisect.bisect_left(rider_cum, rng.random() * rider_cum[k - 1])]
    member = PLAN_TYPE[r["plan_id"]] == "member"
    open_st = [s for s in stations if s["opened_on"] <= day]
    # start station
    if member and rng.random() < 0.5 and r["home_district"]:
        cand = [s for s in open_st if s["district"] == r["home_district"]] or open_st
    else:
        cand = open_st
    start = rng.choices(cand, [s["weight"] for s in cand])[0]
    kb = bisect.bisect_right(bike_dates, day)
    bike = bikes[rng.randrange(kb)]
    if bike["bike_type"] == "classic" and day >= dt.date(2022, 9, 1) and rng.random() < (0.25 if member else 0.35):
        # riders who prefer e-bikes pick one when the dock has one
        eb = [i for i in range(max(0, kb - 400), kb) if bikes[i]["bike_type"] == "electric"]
        if eb:
            bike = bikes[rng.choice(eb)]
    speed = 16.0 if bike["bike_type"] == "electric" else 12.0
    if member:
        hour = rng.choices(range(24), [0.2, 0.1, 0.05, 0.05, 0.1, 0.5, 2, 5, 7, 3.5, 2, 2.2, 2.8, 2.5, 2.2, 2.8, 4.5, 6.5, 4.5, 2.5, 1.6, 1.1, 0.7, 0.4])[0]
    else:
        hour = rng.choices(range(24), [0.2, 0.15, 0.05, 0.02, 0.02, 0.1, 0.4, 0.9, 1.5, 2.2, 3.2, 4.2, 5, 5.3, 5.4, 5.3, 5, 4.6, 3.9, 3, 2.1, 1.4, 0.9, 0.5])[0]
    started = dt.datetime(day.year, day.month, day.day, hour, rng.randint(0, 59), rng.randint(0, 59))
    roll = rng.random()
    status = "completed"
    if roll < 0.03:
        status = "cancelled"
    elif roll < 0.03 + (0.012 if member else 0.028):
        status = "out_of_dock"
    rating = ""
    if status == "cancelled":
        end = start
        minutes = round(rng.uniform(0.2, 1.9), 1)
        km = 0.0
        f = 0.0
    else:
        if rng.random() < (0.03 if member else 0.14):
            end = start
            minutes = round(rng.lognormvariate(math.log(35), 0.5), 1)
            km = round(minutes / 60 * speed * rng.uniform(0.35, 0.6), 2)
        else:
            if rng.random() < 0.35:
                cand = [s for s in open_st if s["district"] == start["district"] and s is not start]
            else:
                cand = [s for s in open_st if s is not start]
            ws = [s["weight"] / (0.6 + hav(start, s)) for s in cand]
            end = rng.choices(cand, ws)[0]
            km = round(hav(start, end) * rng.uniform(1.15, 1.45), 2)
            minutes = km / speed * 60 * rng.uniform(0.95, 1.3) + rng.uniform(1, 3)
            if not member:
                minutes *= rng.uniform(1.0, 2.2)
            minutes = round(minutes, 1)
        if rng.random() < 0.004:
            minutes = round(minutes + rng.uniform(120, 400), 1)  # forgotten / long leisure rides
        f = fare(r["plan_id"], minutes, bike["bike_type"])
        if status == "out_of_dock":
            f = round(f + OUT_OF_DOCK_FEE, 2)
            end = None
            km = None
        if rng.random() < 0.22:
            base = 4.3 if bike["model"] != "E-Bolt 2" else 3.8
            if status == "out_of_dock":
                base -= 1.2
            rating = max(1, min(5, int(round(rng.gauss(base, 0.9)))))
    ended = started + dt.timedelta(seconds=int(round(minutes * 60)))
    trips.append({
        "trip_id": "T%06d" % (n + 1), "rider_id": r["rider_id"], "bike_id": bike["bike_id"],
        "start_station_id": start["station_id"], "end_station_id": end["station_id"] if end else "",
        "started_at": started.strftime("%Y-%m-%d %H:%M:%S"), "ended_at": ended.strftime("%Y-%m-%d %H:%M:%S"),
        "duration_min": minutes, "distance_km": "" if km is None else km, "fare_usd": "%.2f" % f,
        "status": status, "rating": rating,
    })
trips.sort(key=lambda t: (t["started_at"], t["trip_id"]))
for i, t in enumerate(trips):
    t["trip_id"] = "T%06d" % (i + 1)

# -------------------------------------------------------------- maintenance
ISSUES = [("Flat tire", 0.27, 18, 10), ("Brakes", 0.17, 35, 15), ("Chain", 0.11, 28, 12),
          ("Battery", 0.16, 160, 70), ("Lights", 0.08, 22, 8), ("Vandalism", 0.07, 120, 80),
          ("Frame damage", 0.04, 240, 90), ("Other", 0.10, 40, 25)]
tickets = []
for i in range(7400):
    dday = rng.choices(days, wts)[0]
    kb = bisect.bisect_right(bike_dates, dday)
    if kb == 0:
        continue
    bike = bikes[rng.randrange(kb)]
    if bike["model"] == "E-Bolt 2" and rng.random() < 0.5:
        pass
    issue = rng.choices(ISSUES, [w for _, w, _, _ in ISSUES])[0]
    if issue[0] == "Battery" and bike["bike_type"] != "electric":
        if rng.random() < 0.7:
            continue
        issue = ISSUES[0]
    if issue[0] == "Battery" and bike["model"] == "E-Bolt 2":
        tickets.append(None)  # placeholder: E-Bolt 2 has twice the battery tickets
    prio = rng.choices(["low", "medium", "high"], [0.35, 0.45, 0.2])[0]
    if issue[0] in ("Brakes", "Frame damage"):
        prio = "high"
    mean_days = {"high": 1.5, "medium": 4, "low": 9}[prio]
    res_days = int(rng.expovariate(1 / mean_days))
    if rng.random() < 0.01:
        res_days = rng.randint(60, 200)  # tickets forgotten in the queue
    resolved = dday + dt.timedelta(days=res_days)
    cost = max(0.0, rng.gauss(issue[2], issue[3]))
    if rng.random() < 0.06:
        cost = 0.0  # fixed under warranty
    st = rng.choices(stations, [s["weight"] for s in stations])[0]
    row = {
        "bike_id": bike["bike_id"], "station_id": st["station_id"] if rng.random() > 0.18 else "",
        "reported_on": dday, "resolved_on": resolved if resolved <= END else "",
        "issue_type": issue[0], "priority": prio,
        "repair_cost_usd": ("%.2f" % cost) if resolved <= END else "",
    }
    tickets.append(row)
    if issue[0] == "Battery" and bike["model"] == "E-Bolt 2":
        tickets[-2] = dict(row, reported_on=dday + dt.timedelta(days=rng.randint(20, 90)))
        if tickets[-2]["reported_on"] > END:
            tickets[-2] = None
        elif tickets[-2]["resolved_on"] != "":
            nr = tickets[-2]["reported_on"] + dt.timedelta(days=res_days)
            tickets[-2]["resolved_on"] = nr if nr <= END else ""
            if nr > END:
                tickets[-2]["repair_cost_usd"] = ""
tickets = [t for t in tickets if t is not None]
tickets.sort(key=lambda t: (t["reported_on"], t["bike_id"], t["issue_type"]))
for i, t in enumerate(tickets):
    t["ticket_id"] = "M%05d" % (i + 1)


# -------------------------------------------------------------------- write
def write(name, cols, rows):
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, name + ".csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(cols)
        for r in rows:
            w.writerow([r[c].isoformat() if isinstance(r[c], dt.date) else r[c] for c in cols])
    print("%s.csv: %d rows" % (name, len(rows)))


for s in stations:
    s["latitude"] = "%.5f" % s["lat"]
    s["longitude"] = "%.5f" % s["lon"]
write("stations", ["station_id", "station_name", "district", "capacity", "opened_on", "latitude", "longitude"], stations)
write("plans", ["plan_id", "plan_name", "plan_type", "price_usd", "billing_period", "included_minutes"],
      [dict(zip(["plan_id", "plan_name", "plan_type", "price_usd", "billing_period", "included_minutes"],
                (p[0], p[1], p[2], "%.2f" % p[3], p[4], p[5]))) for p in PLANS])
write("riders", ["rider_id", "plan_id", "signup_date", "birth_year", "gender", "home_district"], riders)
write("bikes", ["bike_id", "bike_type", "model", "commissioned_on", "status"], bikes)
write("trips", ["trip_id", "rider_id", "bike_id", "start_station_id", "end_station_id", "started_at",
                "ended_at", "duration_min", "distance_km", "fare_usd", "status", "rating"], trips)
write("maintenance", ["ticket_id", "bike_id", "station_id", "reported_on", "resolved_on", "issue_type",
                      "priority", "repair_cost_usd"], tickets)
