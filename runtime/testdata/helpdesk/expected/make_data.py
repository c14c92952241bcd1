#!/usr/bin/env python3
"""Generate the helpdesk workspace's data: Kestrel Cloud's customer support desk, 2023-01-01 to 2025-06-30.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  customers.csv             every customer account active at some time since
                            2023-01-01: company, plan (Free, Pro, Enterprise),
                            region, country, signup date, churn date
  agents.csv                everyone who has worked on the support desk since
                            2023-01-01: team (Tier 1, Tier 2, Billing,
                            Escalations), role, site, hire date, leaving date,
                            manager (another agent)
  tickets.csv               support tickets opened 2023-01-01 .. 2025-06-30:
                            customer, opened / first response / resolved
                            timestamps, channel, category, priority, status,
                            the agent who logged it (phone and some email
                            tickets), the agent it is assigned to, the agent
                            it was escalated to, times reopened, SLA breached
  satisfaction_surveys.csv  the survey sent an hour after a ticket is resolved:
                            sent and response timestamps, score 1-5, comment
  sla_breaches.csv          one row per missed SLA target (first response or
                            resolution) with the target and when it was missed

Patterns built in: ticket volume grows with the customer base and is seasonal
(busy January and September, quiet August and December); Enterprise customers
raise far more tickets and more P1s; the Billing team resolves more slowly than
the others; the March 2024 billing-system migration brought a wave of billing
and billing dispute tickets; an outage on 2024-11-12 brought a day of P1 bug and
performance tickets; Free plan customers have no phone support; Tier 1 in
Manila turns over faster than elsewhere, and Declan Murphy, a busy Tier 2 agent
in Dublin, left on 2024-08-30.

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

START = dt.datetime(2023, 1, 1)
EXTRACT = dt.datetime(2025, 6, 30, 23, 59, 59)      # the extract was taken at the end of this day
D = dt.timedelta
H = lambda h: dt.timedelta(seconds=int(round(h * 3600)))

# SLA targets in calendar hours (documents/sla_policy.md)
FR_TARGET = {"P1": 1, "P2": 4, "P3": 8, "P4": 24}
RES_TARGET = {"P1": 8, "P2": 24, "P3": 72, "P4": 120}

# ---------------------------------------------------------------- customers
COUNTRIES = {
    "North America": [("United States", 0.80, "Inc"), ("Canada", 0.20, "Inc")],
    "EMEA": [("United Kingdom", 0.30, "Ltd"), ("Germany", 0.22, "GmbH"), ("France", 0.13, "SA"),
             ("Netherlands", 0.10, "BV"), ("Ireland", 0.07, "Ltd"), ("Sweden", 0.07, "AB"),
             ("South Africa", 0.06, "Pty Ltd"), ("United Arab Emirates", 0.05, "LLC")],
    "APAC": [("Australia", 0.35, "Pty Ltd"), ("India", 0.25, "Pvt Ltd"), ("Singapore", 0.22, "Pte Ltd"),
             ("Japan", 0.18, "KK")],
    "LATAM": [("Brazil", 0.50, "Ltda"), ("Mexico", 0.35, "SA de CV"), ("Chile", 0.15, "SpA")],
}
REGION_W = {"North America": 0.44, "EMEA": 0.33, "APAC": 0.14, "LATAM": 0.09}
PREFIX = ["Acme", "Bluefin", "Cedar", "Driftwood", "Ember", "Foxglove", "Granite", "Harbor", "Ironwood",
          "Juniper", "Kite", "Lighthouse", "Maple", "Northwind", "Oakridge", "Pinecrest", "Quarry", "Redwood",
          "Silverline", "Tidewater", "Upland", "Vantage", "Willow", "Yellowstone", "Zephyr", "Alder", "Beacon",
          "Copperleaf", "Delta", "Evergreen", "Fairway", "Goldcrest", "Highland", "Indigo", "Jasper", "Keystone",
          "Lakeside", "Meridian", "Nimbus", "Orchid", "Pioneer", "Quartz", "Riverbend", "Summit", "Timber",
          "Unity", "Vertex", "Westfield", "Aspen", "Birchwood", "Cobalt", "Dune", "Eastgate", "Falcon",
          "Glacier", "Horizon", "Ivory", "Lumen", "Mosaic", "Onyx"]
INDUSTRY = ["Analytics", "Logistics", "Health", "Foods", "Robotics", "Media", "Capital", "Energy", "Labs",
            "Retail", "Systems", "Studios", "Freight", "Insurance", "Legal", "Dental", "Motors", "Textiles",
            "Pharma", "Travel", "Architects", "Biotech", "Consulting", "Hotels", "Marine"]
PLAN_W = {"Free": 0.48, "Pro": 0.38, "Enterprise": 0.14}
CHURN_PER_YEAR = {"Free": 0.20, "Pro": 0.10, "Enterprise": 0.045}


def pick(weights):
    keys = list(weights)
    return rng.choices(keys, [weights[k] for k in keys])[0]


def rand_dt(lo, hi):
    return lo + D(seconds=rng.randint(0, int((hi - lo).total_seconds())))


customers = []
used_names = set()
N_CUSTOMERS = 1250
for i in range(N_CUSTOMERS):
    plan = pick(PLAN_W)
    region = pick(REGION_W)
    cs = COUNTRIES[region]
    country, _, suffix = rng.choices(cs, [c[1] for c in cs])[0]
    while True:
        base = rng.choice(PREFIX) + " " + rng.choice(INDUSTRY)
        if base not in used_names:
            used_names.add(base)
            break
    name = base + " " + suffix
    # signups: more recent ones more likely (the business grows)
    u = rng.random() ** 0.85
    signup = dt.date(2019, 1, 1) + D(days=int(u * ((dt.date(2025, 6, 20) - dt.date(2019, 1, 1)).days)))
    churn = None
    t = max(signup, dt.date(2021, 1, 1))
    p_day = CHURN_PER_YEAR[plan] / 365.0
    # draw a churn day from an exponential clock started at signup (or 2021 for old accounts)
    wait = rng.expovariate(p_day) if p_day > 0 else 1e9
    cd = t + D(days=int(wait))
    if cd <= dt.date(2025, 6, 30):
        churn = cd
    if churn is not None and churn < dt.date(2023, 1, 1):
        continue          # gone before the data starts: not in the extract
    customers.append({"name": name, "plan": plan, "region": region, "country": country,
                      "signup": signup, "churn": churn,
                      "activity": rng.gammavariate(2.0, 0.5)})
customers.sort(key=lambda c: (c["signup"], c["name"]))
for i, c in enumerate(customers):
    c["id"] = "C%04d" % (i + 1)
# The customer who raises the most tickets: a large Enterprise account.
big = [c for c in customers if c["plan"] == "Enterprise" and c["churn"] is None and c["signup"] < dt.date(2021, 1, 1)]
big.sort(key=lambda c: c["id"])
big[0]["activity"] = 3.2
big[1]["activity"] = 2.6

# ------------------------------------------------------------------- agents
FIRST = ["Aoife", "Ciaran", "Niamh", "Declan", "Siobhan", "Eoin", "Roisin", "Padraig", "Grainne", "Darragh",
         "Maria", "Jose", "Angelica", "Mark", "Kristine", "Paolo", "Jasmine", "Rafael", "Bea", "Carlo",
         "Andrea", "Miguel", "Patricia", "Joshua", "Camille", "Nico", "Trisha", "Ramon", "Liza", "Enzo",
         "Tyler", "Brianna", "Marcus", "Kayla", "Diego", "Hannah", "Caleb", "Destiny", "Logan", "Savannah",
         "Priya", "Omar", "Lena", "Tomas", "Ingrid", "Yusuf", "Chloe", "Felix", "Amara", "Jonas",
         "Helena", "Owen", "Fiona", "Ravi", "Megan", "Sean", "Gabriel", "Isla", "Noel", "Ruth"]
LAST = ["Murphy", "Kelly", "O'Sullivan", "Walsh", "Byrne", "Ryan", "O'Connor", "Doyle", "McCarthy", "Gallagher",
        "Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Ramos", "Villanueva", "Torres", "Aquino",
        "Johnson", "Miller", "Davis", "Wilson", "Martinez", "Anderson", "Thomas", "Moore", "Clark", "Lewis",
        "Brandt", "Novak", "Okafor", "Hansen", "Patel", "Fischer", "Dubois", "Lindqvist", "Costa", "Nakamura"]

agents = []
agent_names = set()


def agent_name(first=None, last=None):
    while True:
        f = first or rng.choice(FIRST)
        l = last or rng.choice(LAST)
        if (f, l) not in agent_names:
            agent_names.add((f, l))
            return f + " " + l
        first = last = None


def new_agent(team, site, hire, role="Agent", name=None, left=None, speed=None, weight=None):
    a = {"name": name or agent_name(), "team": team, "site": site, "hire": hire, "left": left, "role": role,
         "speed": speed if speed is not None else rng.uniform(0.78, 1.28),
         "weight": weight if weight is not None else rng.uniform(0.7, 1.3),
         "quality": rng.gauss(0, 0.25), "manager": None}
    agents.append(a)
    return a


def old_hire():
    return dt.date(2017, 1, 1) + D(days=rng.randint(0, (dt.date(2022, 11, 30) - dt.date(2017, 1, 1)).days))


head = new_agent("Escalations", "Dublin", dt.date(2016, 9, 5), role="Head of Support", name=agent_name("Helena", "Brandt"),
                 speed=0.9, weight=0.15)
agent_names.add(("Helena", "Brandt"))
leads = {}
for team, site, nm in [("Tier 1", "Manila", ("Angelica", "Reyes")), ("Tier 1", "Dublin", ("Niamh", "Walsh")),
                       ("Tier 1", "Austin", ("Marcus", "Johnson")), ("Tier 2", "Dublin", ("Eoin", "Byrne")),
                       ("Billing", "Austin", ("Kayla", "Martinez"))]:
    leads[(team, site)] = new_agent(team, site, old_hire(), role="Team Lead", name=agent_name(*nm), weight=0.3)
# Tier 2 Austin agents report to the Tier 2 lead in Dublin; Billing Dublin to the Billing lead in Austin.
leads[("Tier 2", "Austin")] = leads[("Tier 2", "Dublin")]
leads[("Billing", "Dublin")] = leads[("Billing", "Austin")]

STAFFING = {("Tier 1", "Manila"): 11, ("Tier 1", "Dublin"): 5, ("Tier 1", "Austin"): 5,
            ("Tier 2", "Dublin"): 6, ("Tier 2", "Austin"): 6,
            ("Billing", "Austin"): 3, ("Billing", "Dublin"): 3,
            ("Escalations", "Dublin"): 3, ("Escalations", "Austin"): 2}
# yearly chance an agent leaves
TURNOVER = {"Manila": 0.30, "Dublin": 0.12, "Austin": 0.14}
slots = []
for (team, site), n in STAFFING.items():
    for _ in range(n):
        slots.append((team, site))
declan = None
for team, site in slots:
    if team == "Tier 2" and site == "Dublin" and declan is None:
        declan = new_agent(team, site, dt.date(2019, 3, 11), name=agent_name("Declan", "Murphy"),
                           left=dt.date(2024, 8, 30), speed=0.8, weight=1.75)
        holder = declan
    else:
        holder = new_agent(team, site, old_hire())
    # walk the slot through time: leavers are replaced 3-8 weeks later
    while True:
        if holder is declan:
            lv = holder["left"]
        else:
            wait = rng.expovariate(TURNOVER[site] / 365.0)
            lv = max(holder["hire"], dt.date(2023, 1, 1)) + D(days=int(wait))
        if lv > dt.date(2025, 6, 30):
            break
        holder["left"] = lv
        hire = lv + D(days=rng.randint(21, 56))
        if hire > dt.date(2025, 6, 16):
            break
        holder = new_agent(team, site, hire)

for a in agents:
    if a is head:
        a["manager"] = None
    elif a["role"] == "Team Lead" or a["team"] == "Escalations":
        a["manager"] = head
    else:
        a["manager"] = leads[(a["team"], a["site"])]
agents.sort(key=lambda a: (a["hire"], a["name"]))
for i, a in enumerate(agents):
    a["id"] = "AG%03d" % (i + 1)


def active_agent(a, day):
    return a["hire"] <= day and (a["left"] is None or a["left"] >= day)


def on_duty(team, day, leads_ok=True):
    return [a for a in agents if a["team"] == team and active_agent(a, day) and a is not head
            and (leads_ok or a["role"] != "Team Lead")]


# ------------------------------------------------------------------ tickets
SEASON = {1: 1.20, 2: 1.05, 3: 1.06, 4: 1.0, 5: 0.97, 6: 0.95, 7: 0.86, 8: 0.78, 9: 1.12, 10: 1.04,
          11: 1.0, 12: 0.76}
GROWTH = {2023: 1.0, 2024: 1.10, 2025: 1.16}
RATE = {"Free": 0.16, "Pro": 0.63, "Enterprise": 2.65}        # tickets per customer-month
CHANNEL_W = {
    "Free": {"web": 0.46, "email": 0.34, "chat": 0.20},
    "Pro": {"email": 0.40, "chat": 0.29, "web": 0.19, "phone": 0.12},
    "Enterprise": {"email": 0.39, "phone": 0.26, "chat": 0.20, "web": 0.15},
}
CATEGORY_W = {
    "Free": {"login": 0.20, "how-to": 0.25, "bug": 0.14, "billing": 0.10, "billing dispute": 0.02,
             "feature request": 0.10, "integration": 0.06, "performance": 0.05, "data export": 0.08},
    "Pro": {"login": 0.13, "how-to": 0.18, "bug": 0.17, "billing": 0.12, "billing dispute": 0.035,
            "feature request": 0.09, "integration": 0.11, "performance": 0.06, "data export": 0.065},
    "Enterprise": {"login": 0.09, "how-to": 0.13, "bug": 0.20, "billing": 0.09, "billing dispute": 0.04,
                   "feature request": 0.10, "integration": 0.16, "performance": 0.11, "data export": 0.08},
}
PRIORITY_W = {
    "Free": {"P1": 0.008, "P2": 0.08, "P3": 0.50, "P4": 0.412},
    "Pro": {"P1": 0.025, "P2": 0.14, "P3": 0.56, "P4": 0.275},
    "Enterprise": {"P1": 0.085, "P2": 0.23, "P3": 0.49, "P4": 0.195},
}
TEAM_OF = {"login": "Tier 1", "how-to": "Tier 1", "data export": "Tier 1", "feature request": "Tier 1",
           "bug": "Tier 2", "integration": "Tier 2", "performance": "Tier 2",
           "billing": "Billing", "billing dispute": "Billing"}
RES_BASE = {"P1": 2.6, "P2": 7.5, "P3": 16.0, "P4": 28.0}     # median hours from first response
CAT_F = {"login": 0.45, "how-to": 0.55, "data export": 0.9, "feature request": 2.2, "bug": 1.45,
         "integration": 1.35, "performance": 1.3, "billing": 1.0, "billing dispute": 2.1}
TEAM_F = {"Tier 1": 1.0, "Tier 2": 1.0, "Billing": 1.75, "Escalations": 1.0}
FR_MEDIAN = {"P1": 0.3, "P2": 0.9, "P3": 1.7, "P4": 4.5}       # email/web, hours

MIGRATION = (dt.date(2024, 3, 4), dt.date(2024, 3, 22))
OUTAGE = dt.date(2024, 11, 12)


def month_iter():
    y, m = 2023, 1
    while (y, m) <= (2025, 6):
        yield y, m
        y, m = (y + (m == 12), m % 12 + 1)


def poisson(lam):
    if lam <= 0:
        return 0
    if lam > 30:
        return max(0, int(round(rng.gauss(lam, math.sqrt(lam)))))
    L, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= L:
            return k
        k += 1


def month_bounds(y, m):
    first = dt.date(y, m, 1)
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return first, nxt - D(days=1)


HOUR_W = [0.25, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.2, 1.6, 1.8, 1.8, 1.7, 1.6, 1.7, 1.8, 1.8, 1.7, 1.5, 1.2, 0.9,
          0.7, 0.5, 0.4, 0.3]


def open_time(lo, hi):
    while True:
        d = lo + D(days=rng.randint(0, (hi - lo).days))
        if d.weekday() >= 5 and rng.random() > 0.35:
            continue
        h = rng.choices(range(24), HOUR_W)[0]
        return dt.datetime(d.year, d.month, d.day, h, rng.randint(0, 59), rng.randint(0, 59))


raw = []   # (customer, opened, category override, priority override)
for c in customers:
    for y, m in month_iter():
        lo, hi = month_bounds(y, m)
        lo = max(lo, c["signup"])
        if c["churn"] is not None:
            hi = min(hi, c["churn"])
        if lo > hi:
            continue
        frac = ((hi - lo).days + 1) / ((month_bounds(y, m)[1] - month_bounds(y, m)[0]).days + 1)
        lam = RATE[c["plan"]] * c["activity"] * SEASON[m] * GROWTH[y] * frac
        for _ in range(poisson(lam)):
            raw.append((c, open_time(lo, hi), None, None))
        # the billing-system migration: extra billing tickets
        if (y, m) == (2024, 3) and c["plan"] != "Free":
            mlo, mhi = max(MIGRATION[0], lo), min(MIGRATION[1], hi)
            if mlo <= mhi:
                for _ in range(poisson(0.55 * c["activity"])):
                    raw.append((c, open_time(mlo, mhi), rng.choice(["billing", "billing", "billing dispute"]), None))
        # the outage of 2024-11-12
        if (y, m) == (2024, 11) and c["plan"] != "Free" and lo <= OUTAGE <= hi:
            if rng.random() < (0.55 if c["plan"] == "Enterprise" else 0.12):
                t = dt.datetime(2024, 11, 12, rng.randint(13, 19), rng.randint(0, 59), rng.randint(0, 59))
                raw.append((c, t, rng.choice(["bug", "performance", "performance"]),
                            "P1" if c["plan"] == "Enterprise" else rng.choice(["P1", "P2"])))

raw.sort(key=lambda r: (r[1], r[0]["id"]))

tickets = []
for c, opened, cat_o, pri_o in raw:
    plan = c["plan"]
    channel = pick(CHANNEL_W[plan])
    category = cat_o or pick(CATEGORY_W[plan])
    pw = dict(PRIORITY_W[plan])
    if category == "feature request":
        pw = {"P1": 0.0, "P2": 0.02, "P3": 0.28, "P4": 0.70}
    elif category in ("bug", "performance") and plan != "Free":
        pw = {k: v * (1.6 if k in ("P1", "P2") else 1.0) for k, v in pw.items()}
    elif category in ("how-to", "data export"):
        pw = {k: v * (0.3 if k in ("P1", "P2") else 1.0) for k, v in pw.items()}
    priority = pri_o or pick(pw)
    day = opened.date()
    team = TEAM_OF[category]
    pool = on_duty(team, day)
    assignee = rng.choices(pool, [a["weight"] for a in pool])[0]
    # who logged it: phone tickets are logged by the Tier 1 agent who took the call; some emails are
    # forwarded and logged by an agent; chat and web tickets are created by the customer
    logged = None
    if channel == "phone" or (channel == "email" and rng.random() < 0.05):
        if assignee["team"] == "Tier 1" and rng.random() < 0.7:
            logged = assignee
        else:
            t1 = on_duty("Tier 1", day, leads_ok=False)
            logged = rng.choices(t1, [a["weight"] for a in t1])[0]
    # escalation: an Escalations agent takes over the hard part; the assignee keeps ownership
    p_esc = {"P1": 0.42, "P2": 0.11, "P3": 0.028, "P4": 0.006}[priority]
    if category == "billing dispute":
        p_esc += 0.22
    if plan == "Enterprise":
        p_esc *= 1.3
    escal = None
    if rng.random() < p_esc:
        pool_e = [a for a in agents if a["team"] == "Escalations" and active_agent(a, day)]
        escal = rng.choices(pool_e, [a["weight"] for a in pool_e])[0]
    # first response
    if channel == "phone":
        fr_h = rng.uniform(0.0, 0.08)
    elif channel == "chat":
        fr_h = rng.lognormvariate(math.log(0.07), 0.7)
    else:
        fr_h = rng.lognormvariate(math.log(FR_MEDIAN[priority]), 0.75)
        if opened.weekday() >= 5:
            fr_h *= 1.8
    fr_h *= {"Billing": 1.35}.get(team, 1.0)
    if day == OUTAGE:
        fr_h *= 2.5
    first = opened + H(fr_h)
    if first <= opened:
        first = opened + D(seconds=rng.randint(20, 120))
    # resolution
    res_h = rng.lognormvariate(math.log(RES_BASE[priority] * CAT_F[category] * TEAM_F[team] * assignee["speed"]), 0.75)
    if escal is not None:
        res_h *= 1.7
    reopened = 0
    p_re = 0.055 + (0.05 if category == "bug" else 0) + (0.04 if assignee["quality"] < -0.2 else 0)
    if rng.random() < p_re:
        reopened = rng.choices([1, 2, 3], [0.85, 0.13, 0.02])[0]
        res_h += sum(rng.uniform(18, 96) for _ in range(reopened))
    resolved = first + H(res_h)
    stuck = category == "feature request" and rng.random() < 0.03
    if stuck:
        resolved = None
    if first > EXTRACT:
        first = None
    if resolved is not None and resolved > EXTRACT:
        resolved = None
        reopened = 0 if rng.random() < 0.8 else reopened
    if first is None and rng.random() < 0.5:
        assignee = None          # not yet picked up
    if resolved is None:
        status = "pending" if rng.random() < 0.3 and first is not None else "open"
    else:
        status = "closed" if resolved <= EXTRACT - D(days=7) else "resolved"
    # SLA: first response and resolution targets, calendar hours, clock never paused
    fr_end = first if first is not None else EXTRACT
    res_end = resolved if resolved is not None else EXTRACT
    breaches = []
    if (fr_end - opened) > D(hours=FR_TARGET[priority]):
        breaches.append(("first response", FR_TARGET[priority], opened + D(hours=FR_TARGET[priority])))
    if (res_end - opened) > D(hours=RES_TARGET[priority]):
        breaches.append(("resolution", RES_TARGET[priority], opened + D(hours=RES_TARGET[priority])))
    tickets.append({"c": c, "opened": opened, "first": first, "resolved": resolved, "channel": channel,
                    "category": category, "priority": priority, "status": status, "logged": logged,
                    "assignee": assignee, "escal": escal, "reopened": reopened, "breaches": breaches})

for i, t in enumerate(tickets):
    t["id"] = 100001 + i

# ------------------------------------------------------------------ surveys
COMMENTS = {
    1: ["Took far too long.", "Nobody read my first message.", "Still not fixed.", "Had to explain the problem three times.",
        "Very disappointed with support."],
    2: ["Slow to respond.", "The fix did not last.", "Answer was not helpful.", "Too many back and forths."],
    3: ["OK in the end.", "Fine, but slow.", "Got there eventually.", "Average experience."],
    4: ["Good help, thanks.", "Quick and friendly.", "Solved my issue.", "Helpful agent."],
    5: ["Excellent support!", "Super fast, thank you!", "Fantastic, solved in minutes.", "Best support team we work with.",
        "Really knowledgeable agent."],
}
surveys = []
for t in tickets:
    if t["resolved"] is None:
        continue
    sent = t["resolved"] + D(hours=1)
    if sent > EXTRACT:
        continue
    if rng.random() < 0.12:       # the requester opted out of surveys
        continue
    responded = None
    score = None
    comment = None
    if rng.random() < 0.37:
        responded = sent + D(seconds=int(rng.expovariate(1 / (20 * 3600.0))))
        if responded > sent + D(days=7) or responded > EXTRACT:
            responded = None
    if responded is not None:
        res_hours = (t["resolved"] - t["opened"]).total_seconds() / 3600
        mu = 4.55 - 0.25 * math.log1p(res_hours / 24.0) - 0.45 * t["reopened"] - 0.35 * (t["escal"] is not None) \
            - 0.3 * bool(t["breaches"]) + (t["assignee"]["quality"] if t["assignee"] else 0) \
            - (0.25 if t["category"] == "billing dispute" else 0)
        score = int(min(5, max(1, round(rng.gauss(mu, 0.85)))))
        if rng.random() < 0.42:
            comment = rng.choice(COMMENTS[score])
    surveys.append((t, sent, responded, score, comment))
surveys.sort(key=lambda s: (s[1], s[0]["id"]))

breach_rows = []
for t in tickets:
    for kind, target, at in t["breaches"]:
        breach_rows.append((t, kind, target, at))
breach_rows.sort(key=lambda b: (b[3], b[0]["id"], b[1]))


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


write("customers", ["customer_id", "company_name", "plan", "region", "country", "signup_date", "churned_date"],
      [(c["id"], c["name"], c["plan"], c["region"], c["country"], c["signup"], c["churn"]) for c in customers])
write("agents", ["agent_id", "full_name", "team", "role", "site", "hire_date", "left_date", "manager_id"],
      [(a["id"], a["name"], a["team"], a["role"], a["site"], a["hire"], a["left"],
        a["manager"]["id"] if a["manager"] else None) for a in agents])
write("tickets", ["ticket_id", "customer_id", "opened_at", "first_response_at", "resolved_at", "channel", "category",
                  "priority", "status", "created_by_agent_id", "assigned_agent_id", "escalated_to_agent_id",
                  "reopened_count", "sla_breached"],
      [(t["id"], t["c"]["id"], ts(t["opened"]), ts(t["first"]), ts(t["resolved"]), t["channel"], t["category"],
        t["priority"], t["status"], t["logged"]["id"] if t["logged"] else None,
        t["assignee"]["id"] if t["assignee"] else None, t["escal"]["id"] if t["escal"] else None,
        t["reopened"], "true" if t["breaches"] else "false") for t in tickets])
write("satisfaction_surveys", ["survey_id", "ticket_id", "sent_at", "responded_at", "score", "comment"],
      [(500001 + i, t["id"], ts(s), ts(r), sc, cm) for i, (t, s, r, sc, cm) in enumerate(surveys)])
write("sla_breaches", ["breach_id", "ticket_id", "breach_type", "target_hours", "breached_at"],
      [(900001 + i, t["id"], k, tg, ts(at)) for i, (t, k, tg, at) in enumerate(breach_rows)])

print("customers", len(customers), "agents", len(agents), "tickets", len(tickets),
      "satisfaction_surveys", len(surveys), "sla_breaches", len(breach_rows))
