#!/usr/bin/env python3
"""Generate the utility workspace's data: Northvale Energy, a regional electricity and gas
utility, 2023-01-01 to 2025-06-30.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  customers.csv       every account active at some time since 2023-01-01: account
                      name, segment (residential, small business, industrial),
                      region, tariff plan, joined date, closed date
  meters.csv          the meters of each account (as at the extract, or at closure):
                      fuel (electricity, gas), smart or legacy, installed date
  bills.csv           one bill per account, fuel and billing month (2023-01 to
                      2025-05): kWh or therms used, amount billed (USD), due date,
                      paid date (empty while unpaid)
  outages.csv         supply interruptions on Northvale's network: region, fuel,
                      cause, started / restored timestamps, customers affected
  technicians.csv     field technicians: depot, region, role, hire and leaving
                      dates, supervisor (another technician)
  service_visits.csv  field jobs at customers' premises: job type, requested /
                      scheduled / completed dates, status, the technician it was
                      assigned to and the technician who closed it

Patterns built in: usage is seasonal (gas far more than electricity), 2024 had a
mild winter and early 2025 a cold one; unit rates rose 4.5% for billing months
from April 2024 except on the Fixed Price 24 plan; a few customers pay late
habitually and some never pay; outages rise in winter and Storm Isla
(2024-01-18 to 2024-01-21) took down Coastal and Highlands for days; a quarter of
field jobs are finished by another technician than the one assigned (handovers,
mostly to senior technicians); about one job in ten goes to a depot of a
neighbouring region.

Usage: python3 expected/make_data.py
"""
import csv
import datetime as dt
import math
import os
import random

SEED = 20250630
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

D = dt.timedelta
START = dt.date(2023, 1, 1)
END = dt.date(2025, 6, 30)                      # the extract was taken at the end of this day
EXTRACT = dt.datetime(2025, 6, 30, 23, 59, 59)
MONTHS = [(y, m) for y in (2023, 2024, 2025) for m in range(1, 13) if (y, m) <= (2025, 5)]

REGIONS = ["Metro", "Riverside", "Lakeside", "Coastal", "Highlands"]
REGION_W = {"Metro": 0.34, "Riverside": 0.20, "Lakeside": 0.17, "Coastal": 0.16, "Highlands": 0.13}
NEIGHBOURS = {"Metro": ["Riverside", "Lakeside"], "Riverside": ["Metro", "Coastal"], "Lakeside": ["Metro", "Highlands"],
              "Coastal": ["Riverside"], "Highlands": ["Lakeside"]}
DEPOTS = [("Northgate", "Metro"), ("Southgate", "Metro"), ("Millbrook", "Riverside"), ("Ambleford", "Lakeside"),
          ("Saltmarsh", "Coastal"), ("Havenport", "Coastal"), ("Kinross", "Highlands")]
DEPOT_W = {"Northgate": 0.55, "Southgate": 0.45, "Millbrook": 1, "Ambleford": 1, "Saltmarsh": 0.6, "Havenport": 0.4,
           "Kinross": 1}

# Tariffs (documents/tariff_guide.md): (unit rate USD per kWh or therm, customer charge USD per meter per month)
PLANS = {
    "Standard":       {"electricity": (0.162, 12.00), "gas": (1.38, 10.50), "fixed": False},
    "Time of Use":    {"electricity": (0.148, 14.00), "gas": (1.38, 10.50), "fixed": False},
    "Green Choice":   {"electricity": (0.171, 12.00), "gas": (1.45, 10.50), "fixed": False},
    "Fixed Price 24": {"electricity": (0.155, 12.00), "gas": (1.32, 10.50), "fixed": True},
    "Business Flex":  {"electricity": (0.139, 35.00), "gas": (1.21, 28.00), "fixed": False},
    "Large Power":    {"electricity": (0.094, 450.00), "gas": (0.98, 300.00), "fixed": False},
}
RATE_RISE = 1.045            # unit rates from billing month 2024-04, except fixed-price plans
RES_PLAN_W = {"Standard": 0.45, "Time of Use": 0.14, "Green Choice": 0.16, "Fixed Price 24": 0.25}


def pick(weights):
    keys = list(weights)
    return rng.choices(keys, [weights[k] for k in keys])[0]


def rand_date(lo, hi):
    return lo + D(days=rng.randint(0, (hi - lo).days))


def month_end(y, m):
    return (dt.date(y + (m == 12), m % 12 + 1, 1) - D(days=1))


# ---------------------------------------------------------------- customers
FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "James", "Sophia", "Lucas", "Mia", "Henry", "Amelia", "Jack",
         "Harper", "Owen", "Ella", "Samuel", "Grace", "Leo", "Chloe", "Daniel", "Zoe", "Isaac", "Nora", "Caleb",
         "Ruby", "Adam", "Ivy", "Ethan", "Lily", "Max", "Hannah", "Oscar", "Alice", "Felix", "Clara", "Theo",
         "Maya", "Arthur", "Rose", "Elliot", "Freya", "Tobias", "Esme", "Jonah", "Iris", "Declan", "Anya", "Rohan",
         "Fatima", "Kofi", "Mei", "Pavel", "Ines", "Tariq", "Yara", "Bruno", "Keiko", "Ahmed", "Lucia", "Dmitri"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
        "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
        "Khan", "Lewis", "James", "Phillips", "Mason", "Mitchell", "Rose", "Davis", "Rodriguez", "Cox", "Alexander",
        "Morgan", "Moore", "Hughes", "Ward", "Turner", "Carter", "Baker", "Harris", "Cooper", "King", "Hill",
        "Nguyen", "Kowalski", "Okafor", "Schmidt", "Rossi", "Fernandes", "Novak", "Ibrahim", "Sato", "Larsen",
        "Murphy", "Fraser", "Quinn", "Barker", "Holt", "Stone", "Marsh"]
STREETS = ["Harbor Lane", "Elm Street", "Market Row", "Mill Road", "Church Walk", "Station Yard", "Bridge Street",
           "Orchard Way", "Castle Hill", "Quayside", "High Street", "Kings Parade", "Willow Court", "Abbey Road",
           "Canal Wharf", "Victoria Arcade", "Fountain Square", "Chapel Lane", "Granary Row", "Lighthouse Point"]
SHOPS = ["Bakery", "Dental Practice", "Hair Studio", "Cafe", "Pharmacy", "Garage", "Florist", "Bookshop", "Deli",
         "Veterinary Clinic", "Laundrette", "Print Shop", "Fitness Studio", "Brewery Tap", "Hardware", "Pizzeria"]
WORKS = [("Ironbridge", "Steel Works"), ("Calder", "Paper Mill"), ("Ashdown", "Cement Plant"), ("Redcliff", "Foundry"),
         ("Tidemouth", "Cold Storage"), ("Greystone", "Quarry"), ("Blackwater", "Brewery"), ("Fenwick", "Glassworks"),
         ("Harrowgate", "Data Centre"), ("Millstream", "Dairy"), ("Kestrel", "Plastics"), ("Oakhurst", "Sawmill"),
         ("Silverton", "Textiles"), ("Larkfield", "Hospital"), ("Westmoor", "Water Treatment"), ("Penrose", "Bakeries"),
         ("Drummond", "Distillery"), ("Copperhill", "Smelter"), ("Eastbay", "Container Terminal"),
         ("Thornbury", "Pharmaceuticals"), ("Halden", "Chemicals"), ("Rookwood", "Printing Works"),
         ("Sandpiper", "Fish Processing"), ("Brackenridge", "Foods"), ("Moorland", "Creamery"),
         ("Stonebridge", "University"), ("Winterbourne", "Greenhouses"), ("Ravensworth", "Motors")]

used = set()


def unique(make):
    while True:
        n = make()
        if n not in used:
            used.add(n)
            return n


SEG_COUNTS = {"residential": 860, "small business": 110, "industrial": 28}
SEG_CHURN = {"residential": 0.085, "small business": 0.07, "industrial": 0.02}
customers = []
works = WORKS[:]
rng.shuffle(works)
for seg, n in SEG_COUNTS.items():
    for i in range(n):
        region = pick(REGION_W)
        if seg == "residential":
            name = unique(lambda: rng.choice(FIRST) + " " + rng.choice(LAST))
            plan = pick(RES_PLAN_W)
            joined = dt.date(2004, 1, 1) + D(days=int(rng.random() ** 0.8 * (dt.date(2025, 6, 20) - dt.date(2004, 1, 1)).days))
        elif seg == "small business":
            name = unique(lambda: rng.choice(STREETS) + " " + rng.choice(SHOPS))
            plan = "Business Flex"
            joined = dt.date(2006, 1, 1) + D(days=int(rng.random() ** 0.9 * (dt.date(2025, 6, 10) - dt.date(2006, 1, 1)).days))
        else:
            place, kind = works[i]
            name = unique(lambda: place + " " + kind)
            plan = "Large Power"
            joined = rand_date(dt.date(1998, 1, 1), dt.date(2023, 9, 30))
        start = max(joined, dt.date(2019, 1, 1))
        closed = start + D(days=int(rng.expovariate(SEG_CHURN[seg] / 365.0)))
        if closed > END:
            closed = None
        if closed is not None and closed < START:
            continue                    # gone before the extract starts
        if closed is not None and closed <= joined:
            closed = joined + D(days=rng.randint(40, 300))
            if closed > END:
                closed = None
        payer = pick({"autopay": 0.45, "prompt": 0.35, "sloppy": 0.15, "debtor": 0.05} if seg != "industrial"
                     else {"autopay": 0.5, "prompt": 0.44, "sloppy": 0.06})
        customers.append({"name": name, "segment": seg, "region": region, "plan": plan, "joined": joined,
                          "closed": closed, "payer": payer})
customers.sort(key=lambda c: (c["joined"], c["name"]))
for i, c in enumerate(customers):
    c["id"] = "CU%05d" % (10001 + i)


def active(c, d):
    return c["joined"] <= d and (c["closed"] is None or c["closed"] >= d)


# ------------------------------------------------------------------- meters
meters = []
for c in customers:
    seg = c["segment"]
    n_el = 1 if seg == "residential" else (1 + (rng.random() < 0.2) if seg == "small business" else rng.randint(1, 4))
    p_gas = {"residential": 0.62, "small business": 0.45, "industrial": 0.65}[seg]
    n_gas = 0 if rng.random() >= p_gas else (1 if seg != "industrial" else rng.randint(1, 2))
    for fuel, n in (("electricity", n_el), ("gas", n_gas)):
        for _ in range(n):
            recent = c["joined"] >= dt.date(2022, 6, 1)
            p_smart = 0.88 if recent else {"residential": 0.55, "small business": 0.5, "industrial": 0.75}[seg]
            if fuel == "gas":
                p_smart -= 0.08
            smart = rng.random() < p_smart
            if recent:
                installed = c["joined"] - D(days=rng.randint(0, 20)) if smart else rand_date(dt.date(1995, 1, 1), c["joined"])
            elif smart:
                lo = max(c["joined"] + D(days=30), dt.date(2013, 1, 1))
                hi = c["closed"] or dt.date(2025, 6, 25)
                installed = rand_date(lo, hi) if lo < hi else lo
                if installed > END:
                    installed = END - D(days=3)
            else:
                installed = rand_date(max(dt.date(1988, 1, 1), c["joined"] - D(days=8000)), c["joined"])
            meters.append({"customer": c, "fuel": fuel, "type": "smart" if smart else "legacy", "installed": installed})
meters.sort(key=lambda m: (m["customer"]["id"], m["fuel"], m["installed"]))
for i, m in enumerate(meters):
    m["id"] = "M%06d" % (200001 + i)
for c in customers:
    c["meters"] = [m for m in meters if m["customer"] is c]

# -------------------------------------------------------------------- bills
ELEC_SEASON = [1.30, 1.22, 1.08, 0.95, 0.88, 0.90, 1.02, 1.00, 0.90, 0.96, 1.10, 1.28]
GAS_SEASON = [2.00, 1.80, 1.40, 1.00, 0.60, 0.35, 0.30, 0.30, 0.45, 0.85, 1.40, 1.90]
ELEC_YEAR = {2023: 1.00, 2024: 1.01, 2025: 1.03}
GAS_YEAR = {2023: 1.00, 2024: 0.93, 2025: 1.08}        # a mild 2024, a cold start to 2025
BASE = {("residential", "electricity"): 265, ("small business", "electricity"): 1700, ("industrial", "electricity"): 36000,
        ("residential", "gas"): 46, ("small business", "gas"): 165, ("industrial", "gas"): 2500}
for c in customers:
    for fuel in ("electricity", "gas"):
        b = BASE[(c["segment"], fuel)] * rng.lognormvariate(0, 0.35 if c["segment"] != "industrial" else 0.5)
        if fuel == "electricity" and c["plan"] == "Time of Use":
            b *= 1.1
        c["base_" + fuel] = b

bills = []
for (y, m) in MONTHS:
    first, last = dt.date(y, m, 1), month_end(y, m)
    issue = dt.date(y + (m == 12), m % 12 + 1, 5)
    due = issue + D(days=21)
    for c in customers:
        if c["joined"] > last or (c["closed"] is not None and c["closed"] < first):
            continue
        for fuel in ("electricity", "gas"):
            ms = [mt for mt in c["meters"] if mt["fuel"] == fuel]
            if not ms:
                continue
            season = (ELEC_SEASON if fuel == "electricity" else GAS_SEASON)[m - 1]
            yearf = (ELEC_YEAR if fuel == "electricity" else GAS_YEAR)[y]
            use = c["base_" + fuel] * len(ms) * season * yearf * max(0.3, rng.gauss(1.0, 0.09))
            if rng.random() < 0.01:
                use *= 0.1                   # an empty premises for a month
            use = int(round(use))
            rate, charge = PLANS[c["plan"]][fuel]
            if (y, m) >= (2024, 4) and not PLANS[c["plan"]]["fixed"]:
                rate = round(rate * RATE_RISE, 4)
            amount = round(use * rate + charge * len(ms) + 1e-9, 2)
            p = c["payer"]
            r = rng.random()
            if p == "autopay":
                paid = due if r > 0.02 else due + D(days=rng.randint(4, 20))
            elif p == "prompt":
                paid = issue + D(days=rng.randint(2, 21)) if r > 0.07 else due + D(days=rng.randint(1, 25))
            elif p == "sloppy":
                paid = (issue + D(days=rng.randint(8, 21)) if r > 0.46 else
                        due + D(days=rng.randint(1, 45)) if r > 0.03 else None)
            else:
                paid = (issue + D(days=rng.randint(10, 21)) if r > 0.74 else
                        due + D(days=rng.randint(5, 90)) if r > 0.18 else None)
            if paid is not None and paid > END:
                paid = None
            bills.append({"customer": c, "fuel": fuel, "month": first, "kwh": use if fuel == "electricity" else None,
                          "therms": use if fuel == "gas" else None, "amount": amount, "due": due, "paid": paid})
for i, b in enumerate(bills):
    b["id"] = "B%07d" % (1000001 + i)

# ------------------------------------------------------------------ outages
REGION_RATE = {"Metro": 0.15, "Riverside": 0.11, "Lakeside": 0.10, "Coastal": 0.13, "Highlands": 0.12}
WINTER = {11: 1.3, 12: 1.5, 1: 1.6, 2: 1.4, 3: 1.1}


def cause_weights(month):
    storm = 0.34 if month in (11, 12, 1, 2) else 0.07
    return {"planned maintenance": 0.20, "equipment failure": 0.30, "vegetation": 0.14, "animal": 0.08,
            "third-party damage": 0.10, "storm": storm}


def duration(cause, fuel, major=False):
    if major:
        return rng.lognormvariate(math.log(21), 0.55)
    if fuel == "gas":
        return rng.lognormvariate(math.log(9), 0.6)
    return {"planned maintenance": lambda: rng.uniform(2, 8),
            "equipment failure": lambda: rng.lognormvariate(math.log(3.0), 0.8),
            "vegetation": lambda: rng.lognormvariate(math.log(2.6), 0.7),
            "animal": lambda: rng.lognormvariate(math.log(1.3), 0.6),
            "third-party damage": lambda: rng.lognormvariate(math.log(4.2), 0.7),
            "storm": lambda: rng.lognormvariate(math.log(8.5), 0.9)}[cause]()


outages = []


def add_outage(region, day, cause, fuel, major=False):
    if cause == "planned maintenance":
        start = dt.datetime.combine(day, dt.time(8)) + D(minutes=rng.randint(0, 150))
    else:
        start = dt.datetime.combine(day, dt.time(0)) + D(minutes=rng.randint(0, 24 * 60 - 1))
    hours = min(130.0, duration(cause, fuel, major))
    restored = start + D(minutes=max(12, int(round(hours * 60))))
    if restored > EXTRACT:
        return
    if cause == "planned maintenance":
        affected = rng.randint(15, 420)
    else:
        mu = 900 if cause == "storm" else 280
        affected = int(min(12000, max(3, rng.lognormvariate(math.log(mu), 1.05))))
    if major:
        affected = int(min(15000, max(200, rng.lognormvariate(math.log(2200), 0.8))))
    outages.append({"region": region, "fuel": fuel, "cause": cause, "start": start, "restored": restored,
                    "affected": affected})


day = START
while day <= END:
    for region in REGIONS:
        lam = REGION_RATE[region] * WINTER.get(day.month, 1.0)
        if rng.random() < lam:
            if rng.random() < 0.07:
                add_outage(region, day, rng.choice(["equipment failure", "third-party damage", "planned maintenance"]), "gas")
            else:
                add_outage(region, day, pick(cause_weights(day.month)), "electricity")
    day += D(days=1)
# Storm Isla, 2024-01-18 to 2024-01-21: a major weather event on the coast and in the hills
for region, n in (("Coastal", 23), ("Highlands", 17), ("Lakeside", 5)):
    for _ in range(n):
        add_outage(region, rand_date(dt.date(2024, 1, 18), dt.date(2024, 1, 21)), "storm", "electricity", major=True)
outages.sort(key=lambda o: (o["start"], o["region"]))
for i, o in enumerate(outages):
    o["id"] = "OU%05d" % (30001 + i)

# -------------------------------------------------------------- technicians
TFIRST = ["Aaron", "Bethany", "Connor", "Deepa", "Ewan", "Fiona", "Gareth", "Helen", "Imran", "Jodie", "Kieran",
          "Laura", "Marcus", "Nadia", "Oliver", "Paula", "Rhys", "Sinead", "Tom", "Usha", "Victor", "Wendy", "Xavier",
          "Yusuf", "Zara", "Ben", "Carys", "Dev", "Erin", "Finn", "Gemma", "Harvey", "Isla", "Jamal", "Kate", "Lewis",
          "Megan", "Niall", "Orla", "Piotr"]
TLAST = ["Abbott", "Barnes", "Chen", "Doherty", "Ellis", "Foster", "Gill", "Hayes", "Iqbal", "Jenkins", "Kerr",
         "Lowe", "McKay", "Nolan", "O'Brien", "Pearce", "Rahman", "Shaw", "Thornton", "Vaughan", "Wallace", "Young",
         "Burke", "Crawford", "Dunn", "Ferguson", "Grant", "Hussain", "Kaur", "Lyons"]
tused = set()


def tname():
    while True:
        n = rng.choice(TFIRST) + " " + rng.choice(TLAST)
        if n not in tused:
            tused.add(n)
            return n


SUPERVISORS = {"Northgate": "Dylan Price", "Southgate": "Priya Raman", "Millbrook": "Owen Gallagher",
               "Ambleford": "Sofia Lindgren", "Saltmarsh": "Hamish Reid", "Havenport": "Leah Brennan",
               "Kinross": "Callum Fraser"}
CREW = {"Northgate": 8, "Southgate": 7, "Millbrook": 8, "Ambleford": 7, "Saltmarsh": 6, "Havenport": 5, "Kinross": 7}
for n in list(SUPERVISORS.values()) + ["Margaret Okonkwo", "Rosa Delgado"]:
    tused.add(n)
techs = []
manager = {"name": "Margaret Okonkwo", "depot": "Northgate", "region": "Metro", "role": "Field Operations Manager",
           "hire": dt.date(2006, 3, 13), "left": None, "sup": None, "load": 0.0, "closer": 0.0}
techs.append(manager)
for depot, region in DEPOTS:
    sup = {"name": SUPERVISORS[depot], "depot": depot, "region": region, "role": "Supervisor",
           "hire": rand_date(dt.date(2007, 1, 1), dt.date(2015, 12, 31)), "left": None, "sup": manager,
           "load": 0.12, "closer": 0.4}
    techs.append(sup)
    for i in range(CREW[depot]):
        senior = i < 2
        name = "Rosa Delgado" if (depot == "Saltmarsh" and i == 0) else tname()
        t = {"name": name, "depot": depot, "region": region, "role": "Senior Technician" if senior else "Technician",
             "hire": rand_date(dt.date(2008, 1, 1), dt.date(2019, 12, 31)) if senior else
             rand_date(dt.date(2012, 1, 1), dt.date(2022, 10, 31)),
             "left": None, "sup": sup, "load": max(0.4, rng.gauss(1.0, 0.25)) * (0.8 if senior else 1.0),
             "closer": 3.0 if senior else 1.0}
        if name == "Rosa Delgado":
            t["closer"] = 6.0
        techs.append(t)
        # some technicians leave during the extract and are replaced
        if not senior and rng.random() < 0.22:
            t["left"] = rand_date(dt.date(2023, 3, 1), dt.date(2025, 3, 31))
            r = {"name": tname(), "depot": depot, "region": region, "role": "Technician",
                 "hire": t["left"] + D(days=rng.randint(10, 60)), "left": None, "sup": sup,
                 "load": max(0.4, rng.gauss(1.0, 0.25)), "closer": 1.0}
            techs.append(r)
techs.sort(key=lambda t: (t["hire"], t["name"]))
for i, t in enumerate(techs):
    t["id"] = "T%03d" % (101 + i)


def on_duty(t, d):
    return t["hire"] <= d and (t["left"] is None or t["left"] >= d)


def assign(region, d):
    home = rng.random() < 0.9
    reg = region if home else rng.choice(NEIGHBOURS[region])
    deps = [dp for dp, r in DEPOTS if r == reg]
    depot = rng.choices(deps, [DEPOT_W[x] for x in deps])[0]
    crew = [t for t in techs if t["depot"] == depot and on_duty(t, d) and t["load"] > 0]
    return rng.choices(crew, [t["load"] for t in crew])[0]


def closer(assigned, d):
    if on_duty(assigned, d) and rng.random() < 0.74:
        return assigned
    crew = [t for t in techs if t["depot"] == assigned["depot"] and on_duty(t, d) and t is not assigned and t["closer"] > 0]
    return rng.choices(crew, [t["closer"] for t in crew])[0]


# ------------------------------------------------------------ service visits
LAG = {"fault repair": (1, 5), "outage repair": (0, 1), "meter inspection": (7, 30), "safety check": (7, 30),
       "meter installation": (10, 40), "connection": (3, 14), "disconnection": (5, 20)}
visits = []


def add_visit(c, job, requested, meter=None, outage=None, completed=None):
    lo, hi = LAG[job]
    scheduled = requested + D(days=rng.randint(lo, hi))
    status = "completed"
    if completed is None:
        if rng.random() < 0.07 and job not in ("outage repair",):
            status = "cancelled"
        else:
            completed = scheduled + (D(0) if rng.random() < 0.85 else D(days=rng.randint(1, 7)))
    else:
        scheduled = completed
    if completed is not None and completed > END:
        status, completed = "open", None
    a = assign(c["region"], requested)
    cl = closer(a, completed) if status == "completed" else None
    visits.append({"customer": c, "job": job, "requested": requested, "scheduled": scheduled,
                   "completed": completed if status == "completed" else None, "status": status,
                   "meter": meter, "outage": outage, "assigned": a, "closed_by": cl})


for c in customers:
    # a new connection: the account starts on the day the technician connects it
    if c["joined"] >= dt.date(2023, 1, 20) and rng.random() < 0.7:
        add_visit(c, "connection", c["joined"] - D(days=rng.randint(6, 19)), completed=c["joined"])
    if c["closed"] is not None and rng.random() < 0.75:
        req = c["closed"] - D(days=rng.randint(0, 5))
        if req >= START:
            add_visit(c, "disconnection", req)
    for mt in c["meters"]:
        if mt["type"] == "smart" and mt["installed"] >= dt.date(2023, 2, 15) and mt["installed"] > c["joined"] + D(days=30):
            add_visit(c, "meter installation", mt["installed"] - D(days=rng.randint(10, 40)), meter=mt,
                      completed=mt["installed"])
    months = [dt.date(y, m, 1) for y in (2023, 2024, 2025) for m in range(1, 13) if dt.date(y, m, 1) <= END]
    p_fault = {"residential": 0.05, "small business": 0.09, "industrial": 0.2}[c["segment"]]
    for first in months:
        d = first + D(days=rng.randint(0, 27))
        if not active(c, d) or d > END:
            continue
        if rng.random() < p_fault:
            add_visit(c, "fault repair", d)
        for mt in c["meters"]:
            if mt["installed"] > d:
                continue
            if mt["type"] == "legacy" and rng.random() < 1 / 12.0:
                add_visit(c, "meter inspection", d, meter=mt)
            if mt["fuel"] == "gas" and rng.random() < 0.06:
                add_visit(c, "safety check", d, meter=mt)
# legacy meters booked for a smart upgrade in June 2025, not yet done at the extract
legacy_open = [mt for mt in meters if mt["type"] == "legacy" and active(mt["customer"], END)]
for mt in rng.sample(legacy_open, 26):
    add_visit(mt["customer"], "meter installation", rand_date(dt.date(2025, 6, 2), dt.date(2025, 6, 27)), meter=mt,
              completed=dt.date(2025, 7, 1) + D(days=rng.randint(0, 30)))
# outage repairs: customers who called in with damage or a lost supply after an unplanned outage
for o in outages:
    if o["cause"] == "planned maintenance" or o["fuel"] != "electricity":
        continue
    k = min(6, int(o["affected"] / 650 + rng.random()))
    if k == 0:
        continue
    d = o["start"].date() + D(days=1 if o["start"].hour >= 18 else 0)
    pool = [c for c in customers if c["region"] == o["region"] and active(c, d)]
    for c in rng.sample(pool, min(k, len(pool))):
        if d <= END:
            add_visit(c, "outage repair", d, outage=o)
visits.sort(key=lambda v: (v["requested"], v["customer"]["id"], v["job"]))
for i, v in enumerate(visits):
    v["id"] = "J%06d" % (500001 + i)


# -------------------------------------------------------------------- write
def ts(x):
    return None if x is None else x.strftime("%Y-%m-%d %H:%M:%S")


def write(name, header, rows):
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, name + ".csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow(["" if v is None else v for v in r])


write("customers", ["customer_id", "account_name", "segment", "region", "tariff_plan", "joined_date", "closed_date"],
      [(c["id"], c["name"], c["segment"], c["region"], c["plan"], c["joined"], c["closed"]) for c in customers])
write("meters", ["meter_id", "customer_id", "fuel", "meter_type", "installed_date"],
      [(m["id"], m["customer"]["id"], m["fuel"], m["type"], m["installed"]) for m in meters])
write("bills", ["bill_id", "customer_id", "fuel", "billing_month", "kwh_used", "therms_used", "amount_billed",
                "due_date", "paid_date"],
      [(b["id"], b["customer"]["id"], b["fuel"], b["month"], b["kwh"], b["therms"], "%.2f" % b["amount"], b["due"],
        b["paid"]) for b in bills])
write("outages", ["outage_id", "region", "fuel", "cause", "started_at", "restored_at", "customers_affected"],
      [(o["id"], o["region"], o["fuel"], o["cause"], ts(o["start"]), ts(o["restored"]), o["affected"]) for o in outages])
write("technicians", ["technician_id", "full_name", "depot", "region", "role", "hire_date", "left_date", "supervisor_id"],
      [(t["id"], t["name"], t["depot"], t["region"], t["role"], t["hire"], t["left"],
        t["sup"]["id"] if t["sup"] else None) for t in techs])
write("service_visits", ["visit_id", "customer_id", "meter_id", "outage_id", "job_type", "requested_date",
                         "scheduled_date", "completed_date", "status", "assigned_technician_id",
                         "closed_by_technician_id"],
      [(v["id"], v["customer"]["id"], v["meter"]["id"] if v["meter"] else None, v["outage"]["id"] if v["outage"] else None,
        v["job"], v["requested"], v["scheduled"], v["completed"], v["status"], v["assigned"]["id"],
        v["closed_by"]["id"] if v["closed_by"] else None) for v in visits])

print("customers", len(customers), "meters", len(meters), "bills", len(bills), "outages", len(outages),
      "technicians", len(techs), "service_visits", len(visits))
