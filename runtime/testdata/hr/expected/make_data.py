#!/usr/bin/env python3
"""Generate the hr workspace's data: Halvorsen Instruments, people data 2019-2025.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  departments.csv     the 13 departments (division, cost center, location)
  employees.csv       everyone employed at any time from 2019-01-01 to
                      2025-12-31: name, gender, birth date, hire and termination
                      dates, termination reason, department, manager (another
                      employee), job level and title, office, employment type
  salaries.csv        salary history: one row per salary in force, with its
                      effective and end dates (end empty for the salary in
                      force today), local amount, currency, amount in USD and
                      the reason for the change (hire, opening balance, merit,
                      promotion, market adjustment)
  reviews.csv         annual performance reviews 2019-2025 (December): rating
                      1-5 and the reviewer (the employee's manager at the time)
  leave_requests.csv  leave requests: vacation, sick, parental, unpaid; start
                      and end dates, working days, status and approver

Patterns built in: headcount grows from about 900 to about 1,100 staff, most
in Engineering; a hiring freeze from April to September 2020 and no merit
raises in 2020; the "great resignation" of 2021-2022 raises voluntary
attrition; Manufacturing cut 22 jobs on 2023-02-28; Engineering got a 5%
market adjustment on 2022-07-01; raises follow the rating per the
compensation policy; Toronto staff are paid in CAD; contractors have no
salary, review or leave rows; managers leave and are replaced, so the
reviewer of an old review is often not the employee's manager today.

Usage: python3 expected/make_data.py
"""
import csv
import datetime as dt
import math
import os
import random

SEED = 20250611
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

START = dt.date(2019, 1, 1)
END = dt.date(2025, 12, 31)            # the extract was taken at the end of this day
D = dt.timedelta
CAD_USD = 0.73                         # planning rate of the compensation policy

# -------------------------------------------------------------- departments
DEPTS = [
    # id, name, division, cost center, location, staff 2019, staff 2025, role noun, head title, vol. attrition factor
    ("D01", "Executive Office", "Corporate", "CC-1000", "Boston", 6, 7, None, None, 0.6),
    ("D02", "Finance", "Corporate", "CC-1100", "Boston", 44, 54, "Financial Analyst", "Chief Financial Officer", 0.9),
    ("D03", "Human Resources", "Corporate", "CC-1200", "Boston", 28, 36, "HR Generalist", "VP People", 0.9),
    ("D04", "Legal", "Corporate", "CC-1300", "Boston", 12, 15, "Counsel", "General Counsel", 0.6),
    ("D05", "Engineering", "Product & Technology", "CC-2000", "Boston", 205, 320, "Software Engineer", "VP Engineering", 1.1),
    ("D06", "Product Management", "Product & Technology", "CC-2100", "Boston", 34, 50, "Product Manager", "VP Product", 1.0),
    ("D07", "IT", "Product & Technology", "CC-2200", "Denver", 40, 47, "IT Specialist", "Director of IT", 0.9),
    ("D08", "Sales", "Commercial", "CC-3000", "Austin", 118, 150, "Account Executive", "VP Sales", 1.35),
    ("D09", "Marketing", "Commercial", "CC-3100", "Austin", 44, 57, "Marketing Specialist", "VP Marketing", 1.1),
    ("D10", "Customer Support", "Commercial", "CC-3200", "Denver", 88, 108, "Support Specialist", "Director of Customer Support", 1.6),
    ("D11", "Manufacturing", "Operations", "CC-4000", "Denver", 182, 168, "Production Technician", "Director of Manufacturing", 0.85),
    ("D12", "Supply Chain", "Operations", "CC-4100", "Denver", 54, 60, "Supply Chain Analyst", "Director of Supply Chain", 0.9),
    ("D13", "Quality Assurance", "Operations", "CC-4200", "Toronto", 40, 45, "Quality Inspector", "Director of Quality", 0.8),
]
DEPT = {d[0]: d for d in DEPTS}
DEPT_PAY = {"D01": 1.0, "D02": 1.0, "D03": 0.92, "D04": 1.22, "D05": 1.2, "D06": 1.15, "D07": 1.0,
            "D08": 0.95, "D09": 0.95, "D10": 0.74, "D11": 0.72, "D12": 0.86, "D13": 0.8}
MANAGER_TITLE = {"D02": "Finance Manager", "D03": "HR Manager", "D04": "Legal Manager",
                 "D05": "Engineering Manager", "D06": "Group Product Manager", "D07": "IT Manager",
                 "D08": "Sales Manager", "D09": "Marketing Manager", "D10": "Support Manager",
                 "D11": "Production Manager", "D12": "Supply Chain Manager", "D13": "Quality Manager"}
# contractors kept on hand per department
CONTRACTORS = {"D05": 16, "D07": 6, "D09": 5, "D10": 4, "D06": 2}
PART_TIME = {"D10": 0.16, "D11": 0.08, "D03": 0.08, "D02": 0.05, "D09": 0.06}

OFFICES = ["Boston", "Austin", "Denver", "Toronto", "Remote"]
LEVEL_PAY = {"L1": 56000, "L2": 70000, "L3": 90000, "L4": 112000, "L5": 134000, "L6": 178000, "L7": 330000}
OFFICE_PAY = {"Boston": 1.05, "Austin": 0.96, "Denver": 0.95, "Toronto": 1.0, "Remote": 0.95}
MERIT = {1: 0.0, 2: 0.01, 3: 0.03, 4: 0.045, 5: 0.06}

FEMALE = ["Olivia", "Emma", "Ava", "Sophia", "Isabella", "Mia", "Amelia", "Harper", "Evelyn", "Abigail",
          "Emily", "Elizabeth", "Sofia", "Avery", "Ella", "Scarlett", "Grace", "Chloe", "Victoria", "Riley",
          "Aria", "Lily", "Aubrey", "Zoey", "Penelope", "Layla", "Nora", "Hannah", "Priya", "Aisha",
          "Mei", "Yuki", "Fatima", "Lucia", "Camila", "Valentina", "Ingrid", "Sara", "Naomi", "Rachel",
          "Laura", "Julia", "Megan", "Nicole", "Jessica", "Ananya", "Leila", "Rosa", "Claire", "Diana",
          "Helen", "Irene", "Joanna", "Katherine", "Linda", "Maria", "Nadia", "Paula", "Ruth", "Tara"]
MALE = ["Liam", "Noah", "William", "James", "Oliver", "Benjamin", "Elijah", "Lucas", "Mason", "Logan",
        "Alexander", "Ethan", "Jacob", "Michael", "Daniel", "Henry", "Jackson", "Sebastian", "Aiden", "Matthew",
        "Samuel", "David", "Joseph", "Carter", "Owen", "Wyatt", "John", "Jack", "Luke", "Jayden",
        "Rahul", "Arjun", "Wei", "Kenji", "Omar", "Carlos", "Diego", "Mateo", "Lars", "Andre",
        "Brian", "Kevin", "Thomas", "Robert", "Peter", "Marcus", "Victor", "Hassan", "Ivan", "Felix",
        "George", "Hugo", "Isaac", "Jonah", "Kyle", "Martin", "Nathan", "Patrick", "Ryan", "Simon"]
NEUTRAL = ["Alex", "Jordan", "Taylor", "Morgan", "Casey", "Jamie", "Quinn", "Robin", "Sam", "Charlie"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
        "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
        "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
        "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
        "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
        "Patel", "Shah", "Kumar", "Singh", "Chen", "Wang", "Li", "Zhang", "Kim", "Park",
        "Tanaka", "Sato", "Suzuki", "Cohen", "Levy", "Murphy", "O'Brien", "Kelly", "Sullivan", "Walsh",
        "Novak", "Kowalski", "Nowak", "Schmidt", "Muller", "Fischer", "Weber", "Becker", "Hansen", "Larsen",
        "Johansson", "Lindqvist", "Dubois", "Laurent", "Moreau", "Rossi", "Russo", "Ferrari", "Costa", "Silva",
        "Santos", "Oliveira", "Pereira", "Ali", "Khan", "Hussain", "Ahmed", "Hassan", "Ibrahim", "Mensah",
        "Okafor", "Adeyemi", "Nkosi", "Bennett", "Brooks", "Cooper", "Cox", "Foster", "Gray", "Hughes",
        "Howard", "Jenkins", "Long", "Morgan", "Murray", "Palmer", "Price", "Reed", "Ross", "Russell",
        "Stewart", "Sanders", "Ward", "Watson", "Wood", "Fraser", "Grant", "Hamilton", "Lawson", "Morrison",
        "Bishop", "Chambers", "Dalton", "Ellis", "Fleming", "Gibson", "Hayes", "Irwin", "Knight", "Lambert"]


def holidays(y):
    # New Year's Day, Memorial Day (last Monday of May), Independence Day, Labor Day (1st Monday
    # of September), Thanksgiving (4th Thursday of November), Christmas
    may31 = dt.date(y, 5, 31)
    memorial = may31 - D(days=may31.weekday())
    sep1 = dt.date(y, 9, 1)
    labor = sep1 + D(days=(0 - sep1.weekday()) % 7)
    nov1 = dt.date(y, 11, 1)
    thanks = nov1 + D(days=(3 - nov1.weekday()) % 7 + 21)
    days = [dt.date(y, 1, 1), memorial, dt.date(y, 7, 4), labor, thanks, dt.date(y, 12, 25)]
    out = set()
    for h in days:   # observed on the nearest weekday
        if h.weekday() == 5:
            h -= D(days=1)
        elif h.weekday() == 6:
            h += D(days=1)
        out.add(h)
    return out


HOLIDAYS = set()
for _y in range(2018, 2028):
    HOLIDAYS |= holidays(_y)


def workday(d):
    return d.weekday() < 5 and d not in HOLIDAYS


def add_workdays(start, n):
    """The day on which n working days starting at `start` (a working day) end."""
    d, left = start, n - 1
    while left > 0:
        d += D(days=1)
        if workday(d):
            left -= 1
    return d


def next_workday(d):
    while not workday(d):
        d += D(days=1)
    return d


def month_days(y, m):
    first = dt.date(y, m, 1)
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return first, nxt - D(days=1)


def rand_day(lo, hi):
    return lo + D(days=rng.randint(0, (hi - lo).days))


def years_between(a, b):
    return (b - a).days / 365.25


# ------------------------------------------------------------------ people
class P:
    __slots__ = ("k", "first", "last", "gender", "birth", "hire", "term", "reason", "dept", "level",
                 "title", "office", "etype", "perf", "team", "held", "sal", "cur", "currency",
                 "level_since", "ratings", "contract_end", "id", "manager")

    def __init__(self):
        self.term = None
        self.reason = None
        self.team = None
        self.held = []        # [pid, from, to]
        self.sal = []         # [effective, local amount, reason]
        self.ratings = {}
        self.contract_end = None
        self.manager = None


people = []
names_used = set()


def new_name(gender):
    while True:
        if gender == "Female":
            f = rng.choice(FEMALE)
        elif gender == "Male":
            f = rng.choice(MALE)
        else:
            f = rng.choice(NEUTRAL)
        last = rng.choice(LAST)
        if (f, last) not in names_used:
            names_used.add((f, last))
            return f, last


AGE_AT_HIRE = {"L1": (22, 29), "L2": (24, 36), "L3": (27, 48), "L4": (30, 55), "L5": (32, 56),
               "L6": (38, 58), "L7": (48, 58)}


def title_for(dept, level):
    if dept == "D01":
        return {"L7": "Chief Executive Officer", "L6": "Chief of Staff", "L5": "Head of Strategy",
                "L4": "Strategy Lead", "L3": "Senior Executive Assistant", "L2": "Executive Assistant",
                "L1": "Office Coordinator"}[level]
    noun = DEPT[dept][7]
    if level == "L6":
        return DEPT[dept][8]
    if level == "L5":
        return MANAGER_TITLE[dept]
    if dept == "D03" and level in ("L3", "L4"):
        return {"L3": "HR Business Partner", "L4": "Lead HR Business Partner"}[level]
    return {"L1": noun + " I", "L2": noun + " II", "L3": "Senior " + noun, "L4": "Lead " + noun}[level]


def salary_for(dept, level, office):
    usd = LEVEL_PAY[level] * DEPT_PAY[dept] * OFFICE_PAY[office] * rng.uniform(0.92, 1.08)
    if office == "Toronto":
        return int(round(usd / CAD_USD / 100.0)) * 100
    return int(round(usd / 100.0)) * 100


def pick_office(dept):
    home = DEPT[dept][4]
    u = rng.random()
    if u < 0.68:
        return home
    if u < 0.80:
        return "Remote"
    return rng.choice([o for o in OFFICES if o not in (home, "Remote")])


def make_person(dept, level, hire, etype="full-time", office=None):
    p = P()
    p.k = len(people)
    g = rng.random()
    p.gender = "Female" if g < 0.47 else ("Male" if g < 0.988 else "Non-binary")
    p.first, p.last = new_name(p.gender)
    lo, hi = AGE_AT_HIRE[level]
    age = rng.uniform(lo, hi)
    p.birth = hire - D(days=int(age * 365.25))
    p.hire = hire
    p.dept = dept
    p.level = level
    p.title = title_for(dept, level)
    p.office = office or pick_office(dept)
    p.etype = etype
    p.perf = rng.gauss(0, 1)
    p.currency = "CAD" if p.office == "Toronto" else "USD"
    p.level_since = hire
    if etype != "contractor":
        amt = salary_for(dept, level, p.office)
        if etype == "part-time":
            amt = int(round(amt * 0.6 / 100.0)) * 100
        p.cur = amt
        if hire < START:
            p.sal.append([START, amt, "opening balance"])
        else:
            p.sal.append([hire, amt, "hire"])
    else:
        p.cur = None
        p.contract_end = hire + D(days=rng.randint(180, 720))
    people.append(p)
    return p


def active(p, d):
    return p.hire <= d and (p.term is None or p.term >= d)


# --------------------------------------------------------------- positions
positions = {}        # pid -> dict(dept, kind, holders=[[person, from, to]], fill_at)


def add_position(pid, dept, kind):
    positions[pid] = {"dept": dept, "kind": kind, "holders": [], "fill_at": None}


def holder_at(pid, d):
    for person, lo, hi in positions[pid]["holders"]:
        if lo <= d and (hi is None or hi >= d):
            return person
    return None


def assign(pid, person, d):
    positions[pid]["holders"].append([person, d, None])
    person.held.append([pid, d, None])
    positions[pid]["fill_at"] = None


def release(person, d):
    for h in person.held:
        if h[2] is None:
            h[2] = d
            pos = positions[h[0]]
            for hh in pos["holders"]:
                if hh[0] is person and hh[2] is None:
                    hh[2] = d
            return h[0]
    return None


def held_at(person, d):
    for pid, lo, hi in person.held:
        if lo <= d and (hi is None or hi >= d):
            return pid
    return None


CEO_POS = "CEO"
add_position(CEO_POS, "D01", "ceo")
N_TEAMS = {}
for dep in DEPTS:
    did = dep[0]
    if did == "D01":
        continue
    add_position("H-" + did, did, "head")
    N_TEAMS[did] = max(1, math.ceil(dep[5] / 10.0))
    for t in range(N_TEAMS[did]):
        add_position("T-%s-%d" % (did, t + 1), did, "team")


def manager_at(person, d):
    """The employee `person` reported to on day d."""
    ceo = holder_at(CEO_POS, d)
    pid = held_at(person, d)
    if pid == CEO_POS:
        return None
    if pid is not None:
        kind = positions[pid]["kind"]
        if kind == "head":
            return ceo
        head = holder_at("H-" + person.dept, d)
        return head if head is not None else ceo
    if person.dept == "D01":
        return ceo
    if person.team is not None:
        m = holder_at(person.team, d)
        if m is not None:
            return m
    head = holder_at("H-" + person.dept, d)
    return head if head is not None else ceo


def team_sizes(dept, d):
    sizes = {}
    for t in range(N_TEAMS[dept]):
        sizes["T-%s-%d" % (dept, t + 1)] = 0
    for p in people:
        if p.dept == dept and p.team is not None and active(p, d):
            sizes[p.team] += 1
    return sizes


def join_team(p, d):
    """Put a new starter in the smallest team of the department; a department that has
    outgrown its teams opens a new one, whose manager is hired (or promoted) next month."""
    if p.dept == "D01":
        return
    sizes = team_sizes(p.dept, d)
    best = min(sizes, key=lambda k: (sizes[k], k))
    if sizes[best] >= 11 and d >= START:
        N_TEAMS[p.dept] += 1
        best = "T-%s-%d" % (p.dept, N_TEAMS[p.dept])
        add_position(best, p.dept, "team")
        positions[best]["fill_at"] = (d.year + (d.month == 12), d.month % 12 + 1)
    p.team = best


# ------------------------------------------------------------ 2019 opening
def old_hire(min_years, max_years):
    return START - D(days=int(rng.uniform(min_years, max_years) * 365.25)) - D(days=1)


PRE_TENURE = {"L1": (0.1, 3), "L2": (0.5, 7), "L3": (1, 12), "L4": (2, 16)}


def pre_level():
    return rng.choices(["L1", "L2", "L3", "L4"], [0.18, 0.36, 0.32, 0.14])[0]


ceo = make_person("D01", "L7", dt.date(2011, 3, 14), office="Boston")
assign(CEO_POS, ceo, ceo.hire)
for dep in DEPTS:
    did = dep[0]
    if did == "D01":
        for lvl in ["L6", "L5", "L4", "L3", "L2"]:
            make_person(did, lvl, old_hire(0.5, 9))
        continue
    head = make_person(did, "L6", old_hire(2, 14), office=dep[4])
    assign("H-" + did, head, head.hire)
    n_fill = N_TEAMS[did]
    for t in range(N_TEAMS[did]):
        m = make_person(did, "L5", old_hire(1, 12))
        assign("T-%s-%d" % (did, t + 1), m, m.hire)
    staff = dep[5] - 1 - n_fill
    for i in range(staff):
        et = "part-time" if rng.random() < PART_TIME.get(did, 0.0) else "full-time"
        lvl = pre_level()
        p = make_person(did, lvl, old_hire(*PRE_TENURE[lvl]), etype=et)
        join_team(p, START)
    for i in range(CONTRACTORS.get(did, 0)):
        c = make_person(did, rng.choice(["L2", "L3", "L3"]), START - D(days=rng.randint(10, 300)), etype="contractor")
        c.contract_end = START + D(days=rng.randint(20, 500))
        join_team(c, START)
for p in people:
    # ages of the opening staff: nobody under 21 on 2019-01-01
    if years_between(p.birth, START) < 21:
        p.birth = START - D(days=int(rng.uniform(21, 26) * 365.25))


# ------------------------------------------------------------- simulation
VOL_YEAR = {2019: 0.075, 2020: 0.04, 2021: 0.105, 2022: 0.11, 2023: 0.07, 2024: 0.06, 2025: 0.065}
VOL_LEVEL = {"L1": 1.3, "L2": 1.15, "L3": 1.0, "L4": 0.8, "L5": 0.7, "L6": 0.5, "L7": 0.0}
review_log = []        # (person, year, review day, rating, reviewer)
leniency = {}


def monthly(p_annual):
    return 1.0 - (1.0 - min(p_annual, 0.95)) ** (1.0 / 12.0)


def target(did, y, m):
    dep = DEPT[did]
    i = (y - 2019) * 12 + (m - 1)
    t = dep[5] + (dep[6] - dep[5]) * i / 83.0
    if did == "D11":
        t = 184 if (y, m) < (2023, 2) else 158 + 10 * (i - 50) / 33.0
    if (2020, 4) <= (y, m) <= (2020, 12):
        t = min(t, dep[5] + (dep[6] - dep[5]) * 15 / 83.0)
    return t


def last_rating(p, y):
    return p.ratings.get(y, p.ratings.get(y - 1))


def terminate(p, d, reason):
    p.term = d
    p.reason = reason
    pid = release(p, d)
    if pid is not None:
        pos = positions[pid]
        gap = rng.randint(1, 3) if pos["kind"] == "team" else rng.randint(2, 4)
        fy, fm = d.year, d.month + gap
        while fm > 12:
            fy, fm = fy + 1, fm - 12
        pos["fill_at"] = (fy, fm)


def raise_salary(p, d, pct, reason):
    if p.etype == "contractor":
        return
    amt = int(round(p.cur * (1 + pct) / 100.0)) * 100
    if p.sal and p.sal[-1][0] == d:
        p.sal[-1][1] = amt
        if reason == "promotion":
            p.sal[-1][2] = reason
    else:
        p.sal.append([d, amt, reason])
    p.cur = amt


def promote(p, d, new_level):
    p.level = new_level
    p.title = title_for(p.dept, new_level)
    p.level_since = d
    raise_salary(p, d, rng.uniform(0.09, 0.12), "promotion")


def hire_day(y, m):
    lo, hi = month_days(y, m)
    mondays = [lo + D(days=i) for i in range((hi - lo).days + 1)
               if (lo + D(days=i)).weekday() == 0 and workday(lo + D(days=i))]
    if not mondays:
        return next_workday(lo)
    return rng.choice(mondays)


LAYOFF = dt.date(2023, 2, 28)

for y in range(2019, 2026):
    for m in range(1, 13):
        first, last = month_days(y, m)
        act = [p for p in people if active(p, first)]
        # -- first-of-month pay events
        if m == 4 and y != 2020:
            for p in act:
                if p.etype == "contractor" or p.level == "L7":
                    continue
                if p.hire > dt.date(y - 1, 9, 30):
                    continue
                r = p.ratings.get(y - 1)
                if y == 2019:
                    r = rng.choices([2, 3, 4, 5], [0.1, 0.55, 0.27, 0.08])[0]
                if r is None:
                    continue
                if MERIT[r] > 0:
                    raise_salary(p, first, MERIT[r], "merit")
        if (y, m) == (2022, 7):
            for p in act:
                if p.dept == "D05" and p.etype != "contractor":
                    raise_salary(p, first, 0.05, "market adjustment")
        if (y, m) >= (2019, 3) and not (2020, 4) <= (y, m) <= (2020, 9):
            for p in act:
                if p.etype == "contractor" or p.level not in ("L1", "L2", "L3") or held_at(p, first):
                    continue
                if years_between(p.level_since, first) < 1.5:
                    continue
                r = last_rating(p, y - 1)
                annual = 0.04 + (0.14 if r and r >= 4 else 0.0) + (0.12 if r == 5 else 0.0)
                if r is not None and r <= 2:
                    annual = 0.0
                if rng.random() < annual / 12.0:
                    promote(p, first, "L%d" % (int(p.level[1]) + 1))
        # -- leavers
        for p in act:
            if p is ceo or p.term is not None:
                continue
            if p.etype == "contractor":
                if p.contract_end <= last:
                    terminate(p, max(first, p.contract_end), "contract end")
                continue
            age = years_between(p.birth, first)
            r = last_rating(p, y - 1)
            vol = VOL_YEAR[y] * VOL_LEVEL[p.level] * DEPT[p.dept][9]
            if years_between(p.hire, first) < 1:
                vol *= 1.3
            if p.etype == "part-time":
                vol *= 1.3
            if p.perf < -1:
                vol *= 1.25
            inv = 0.015 * (4 if r == 2 else 8 if r == 1 else 1)
            ret = 0.5 if age >= 66 else 0.18 if age >= 62 else 0.03 if age >= 58 else 0.0
            u = rng.random()
            if u < monthly(ret):
                terminate(p, next_workday(rand_day(first, last - D(days=3))), "retirement")
            elif u < monthly(ret) + monthly(vol):
                terminate(p, next_workday(rand_day(first, last - D(days=3))), "voluntary")
            elif u < monthly(ret) + monthly(vol) + monthly(inv):
                terminate(p, next_workday(rand_day(first, last - D(days=3))), "involuntary")
        if (y, m) == (2023, 2):
            pool = [p for p in people if p.dept == "D11" and active(p, LAYOFF) and p.etype != "contractor"
                    and not held_at(p, LAYOFF)]
            pool.sort(key=lambda p: (p.perf, p.k))
            for p in pool[:22]:
                terminate(p, LAYOFF, "involuntary")
        # -- fill vacant manager positions
        for pid in sorted(positions):
            pos = positions[pid]
            if pos["fill_at"] is None or pos["fill_at"] > (y, m):
                continue
            if holder_at(pid, first) is not None:
                pos["fill_at"] = None
                continue
            did = pos["dept"]
            if pos["kind"] == "team":
                cands = [p for p in people if p.dept == did and active(p, first) and p.etype == "full-time"
                         and p.level in ("L3", "L4") and not held_at(p, first) and p.term is None]
                cands.sort(key=lambda p: (-(p.level == "L4"), -p.perf, p.k))
                if cands and rng.random() < 0.55:
                    c = cands[0]
                    promote(c, first, "L5")
                    c.team = None
                    assign(pid, c, first)
                    continue
                c = make_person(did, "L5", hire_day(y, m))
                assign(pid, c, c.hire)
            else:
                c = make_person(did, "L6", hire_day(y, m), office=DEPT[did][4])
                assign(pid, c, c.hire)
        # -- hires
        freeze = (2020, 4) <= (y, m) <= (2020, 9)
        for dep in DEPTS:
            did = dep[0]
            if freeze:
                continue
            cur = sum(1 for p in people if p.dept == did and p.etype != "contractor" and active(p, last))
            need = target(did, y, m) - cur
            n = int(round(need * 0.75)) if need > 0 else 0
            for i in range(n):
                lvl = rng.choices(["L1", "L2", "L3", "L4"], [0.3, 0.36, 0.25, 0.09])[0]
                et = "part-time" if rng.random() < PART_TIME.get(did, 0.0) else "full-time"
                p = make_person(did, lvl, hire_day(y, m), etype=et)
                join_team(p, p.hire)
            want = CONTRACTORS.get(did, 0)
            have = sum(1 for p in people if p.dept == did and p.etype == "contractor" and active(p, last))
            for i in range(max(0, want - have)):
                c = make_person(did, rng.choice(["L2", "L3", "L3"]), hire_day(y, m), etype="contractor")
                join_team(c, c.hire)
        # -- December reviews
        if m == 12:
            for p in [p for p in people if p.etype != "contractor" and p is not ceo]:
                rday = next_workday(dt.date(y, 12, rng.randint(1, 15)))
                if not active(p, rday) or p.hire > dt.date(y, 9, 30):
                    continue
                rv = manager_at(p, rday)
                if rv is None or rv is p:
                    continue
                if rv.k not in leniency:
                    leniency[rv.k] = rng.gauss(0, 0.3)
                score = 3.1 + 0.6 * p.perf + leniency[rv.k] + rng.gauss(0, 0.45)
                rating = int(min(5, max(1, round(score))))
                p.ratings[y] = rating
                review_log.append((p, y, rday, rating, rv))

# --------------------------------------------------------------- leave
leave = []   # (person, type, start, end, days, status, approver)
hr_bps = [p for p in people if p.dept == "D03"]


def hr_bp_at(d, exclude):
    c = [p for p in hr_bps if active(p, d) and p.level in ("L3", "L4") and p is not exclude]
    return rng.choice(c) if c else manager_at(exclude, d)


def within(p, s, e):
    hi = p.term if p.term is not None else END
    return s >= max(p.hire, START) and e <= hi


def vacation_entitlement(p, y):
    yrs = years_between(p.hire, dt.date(y, 1, 1))
    days = 15 if yrs < 2 else 20 if yrs < 5 else 23 if yrs < 10 else 25
    return days * (0.6 if p.etype == "part-time" else 1.0)


for p in people:
    if p.etype == "contractor" or p is ceo:
        continue
    for y in range(2019, 2026):
        lo = max(p.hire, dt.date(y, 1, 1), START)
        hi = min(p.term or END, dt.date(y, 12, 31))
        if lo > hi:
            continue
        frac = ((hi - lo).days + 1) / 365.0
        # vacation: a few requests of 1-10 working days
        budget = vacation_entitlement(p, y) * frac * rng.uniform(0.75, 1.0)
        nreq = max(0, int(round(rng.uniform(1.6, 3.2) * frac)))
        for i in range(nreq):
            days = max(1, min(10, int(round(budget / max(1, nreq) * rng.uniform(0.6, 1.3)))))
            s = next_workday(rand_day(lo, hi))
            e = add_workdays(s, days)
            if not within(p, s, e):
                continue
            st = "rejected" if rng.random() < 0.07 else "approved"
            leave.append((p, "vacation", s, e, days, st, manager_at(p, s)))
        # sick: episodes of 1-5 days, always approved (recorded by the manager)
        k = 0
        lam = 1.25 * frac * (1.4 if p.perf < -0.8 else 1.0)
        L_ = math.exp(-lam)
        pr = rng.random()
        while pr > L_:
            k += 1
            pr *= rng.random()
        for i in range(k):
            days = rng.choices([1, 2, 3, 4, 5], [0.52, 0.25, 0.12, 0.07, 0.04])[0]
            s = next_workday(rand_day(lo, hi))
            e = add_workdays(s, days)
            if not within(p, s, e):
                continue
            leave.append((p, "sick", s, e, days, "approved", manager_at(p, s)))
        # parental
        age = years_between(p.birth, lo)
        if 24 <= age <= 44 and rng.random() < 0.035 * frac:
            days = 80 if (p.gender == "Female" and rng.random() < 0.85) else 30
            s = next_workday(rand_day(lo, hi))
            e = add_workdays(s, days)
            if within(p, s, e):
                leave.append((p, "parental", s, e, days, "approved", hr_bp_at(s, p)))
        # unpaid
        if rng.random() < 0.012 * frac:
            days = rng.randint(5, 20)
            s = next_workday(rand_day(lo, hi))
            e = add_workdays(s, days)
            if within(p, s, e):
                st = "rejected" if rng.random() < 0.2 else "approved"
                leave.append((p, "unpaid", s, e, days, st, manager_at(p, s)))
    # requests for leave after the extract: still pending
    if p.term is None and rng.random() < 0.3:
        s = next_workday(rand_day(dt.date(2026, 1, 5), dt.date(2026, 2, 27)))
        days = rng.randint(2, 8)
        leave.append((p, "vacation", s, add_workdays(s, days), days, "pending", manager_at(p, END)))

# ------------------------------------------------------------ ids, managers
people.sort(key=lambda p: (p.hire, p.last, p.first, p.k))
for i, p in enumerate(people):
    p.id = "E%04d" % (i + 1)
for p in people:
    ref = p.term if p.term is not None else END
    p.manager = manager_at(p, ref)


# ------------------------------------------------------------------ write
def write(name, header, rows):
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, name + ".csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow(["" if v is None else v for v in r])


write("departments", ["department_id", "department_name", "division", "cost_center", "location"],
      [d[:5] for d in DEPTS])
write("employees", ["employee_id", "full_name", "gender", "birth_date", "hire_date", "termination_date",
                    "termination_reason", "department_id", "manager_id", "job_level", "job_title", "office",
                    "employment_type"],
      [(p.id, p.first + " " + p.last, p.gender, p.birth, p.hire, p.term, p.reason, p.dept,
        p.manager.id if p.manager else None, p.level, p.title, p.office, p.etype) for p in people])
sal_rows = []
for p in people:
    rows = [s for s in p.sal if p.term is None or s[0] <= p.term]
    for i, (eff, amt, why) in enumerate(rows):
        if i + 1 < len(rows):
            end = rows[i + 1][0] - D(days=1)
        else:
            end = p.term
        usd = amt if p.currency == "USD" else int(round(amt * CAD_USD))
        sal_rows.append((p.id, eff, end, amt, p.currency, usd, why))
write("salaries", ["employee_id", "effective_date", "end_date", "annual_salary", "currency",
                   "annual_salary_usd", "change_reason"], sal_rows)
review_log.sort(key=lambda r: (r[1], r[0].id))
write("reviews", ["review_id", "employee_id", "review_year", "review_date", "rating", "reviewer_id"],
      [("R%05d" % (i + 1), p.id, y, d, rt, rv.id) for i, (p, y, d, rt, rv) in enumerate(review_log)])
leave.sort(key=lambda l: (l[2], l[0].id, l[1]))
write("leave_requests", ["request_id", "employee_id", "leave_type", "start_date", "end_date", "days",
                         "status", "approver_id"],
      [("LV%05d" % (i + 1), p.id, t, s, e, n, st, a.id if a else None)
       for i, (p, t, s, e, n, st, a) in enumerate(leave)])

print("departments", len(DEPTS), "employees", len(people), "salaries", len(sal_rows),
      "reviews", len(review_log), "leave_requests", len(leave))
