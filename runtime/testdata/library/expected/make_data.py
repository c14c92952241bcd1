#!/usr/bin/env python3
"""Generate the library workspace's data: Riverbend Public Library, 2023-2024.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  branches.csv  the 12 branches (district, branch type, weekly opening hours)
  members.csv   library card holders (member type, home branch, join date,
                birth year; birth year may be empty)
  items.csv     the physical collection, one row per copy (title, author,
                format, genre, acquisition date, replacement cost; magazines
                have no author)
  loans.csv     one row per checkout, 2023-01-01..2024-12-31: item, member,
                branch where it was borrowed and branch where it was returned,
                borrowed, due and returned dates, renewals, status (returned,
                on_loan, overdue, lost) and days overdue
  fines.csv     charges on loans: late return, lost item, damage; amount,
                assessed and paid dates, status (paid, unpaid, waived)

Patterns built in: Central Library lends the most; branches are closed on
Sundays and public holidays; Eastgate was closed for renovation from
2024-03-01 to 2024-05-31; loans grow about 6% in 2024 and peak in summer,
with children's borrowing up during Summer Reading; about a fifth of items
are returned at a branch other than the one they were borrowed at; teens and
DVD borrowers return late more often; children's and teen cards carry no late
fines; unpaid late fines were partly waived during Food for Fines 2024.

Usage: python3 expected/make_data.py
"""
import bisect
import csv
import datetime as dt
import os
import random

SEED = 20250203
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

START = dt.date(2023, 1, 1)
END = dt.date(2024, 12, 31)          # the extract was taken at the end of this day
D = dt.timedelta

# ----------------------------------------------------------------- branches
BRANCHES = [
    # id, name, district, type, weekly hours, popularity
    ("BR01", "Central Library", "Downtown", "Central", 68, 3.2),
    ("BR02", "Market Street", "Downtown", "Express", 40, 0.85),
    ("BR03", "Northside", "Uptown", "Community", 54, 1.55),
    ("BR04", "Elm Park", "Uptown", "Community", 48, 1.2),
    ("BR05", "Hillcrest", "Uptown", "Community", 44, 0.8),
    ("BR06", "Mill Creek", "Riverside", "Community", 48, 1.05),
    ("BR07", "Lakeshore", "Riverside", "Community", 50, 1.35),
    ("BR08", "Eastgate", "Harbor", "Community", 46, 1.0),
    ("BR09", "Harbor Point", "Harbor", "Express", 36, 0.6),
    ("BR10", "Westwood", "Valley", "Community", 50, 1.25),
    ("BR11", "Oak Hollow", "Valley", "Community", 40, 0.7),
    ("BR12", "Cedar Grove", "Valley", "Community", 36, 0.5),
]
BR_IDS = [b[0] for b in BRANCHES]
BR_POP = {b[0]: b[5] for b in BRANCHES}
EASTGATE = "BR08"
RENOVATION = (dt.date(2024, 3, 1), dt.date(2024, 5, 31))


def holidays(y):
    # New Year's Day, Independence Day, Thanksgiving (4th Thursday of November), Christmas
    nov1 = dt.date(y, 11, 1)
    thanks = nov1 + D(days=(3 - nov1.weekday()) % 7 + 21)
    return {dt.date(y, 1, 1), dt.date(y, 7, 4), thanks, dt.date(y, 12, 25)}


HOLIDAYS = holidays(2023) | holidays(2024) | holidays(2025)


def is_open(day, branch=None):
    if day.weekday() == 6 or day in HOLIDAYS:
        return False
    if branch == EASTGATE and RENOVATION[0] <= day <= RENOVATION[1]:
        return False
    return True


def next_open(day, branch=None):
    while not is_open(day, branch):
        day += D(days=1)
    return day


# ------------------------------------------------------------------ members
MEMBER_TYPES = ["Adult", "Child", "Teen", "Senior"]
MT_W = [0.53, 0.18, 0.09, 0.20]
N_MEMBERS = 7400
members = []
for i in range(N_MEMBERS):
    mtype = rng.choices(MEMBER_TYPES, MT_W)[0]
    home = rng.choices(BR_IDS, [BR_POP[b] for b in BR_IDS])[0]
    u = rng.random()
    if u < 0.21:    # joined during the two years of the extract
        joined = START + D(days=rng.randint(0, (END - START).days))
    else:
        joined = dt.date(2006, 1, 1) + D(days=int(rng.random() ** 0.7 * (dt.date(2022, 12, 31) - dt.date(2006, 1, 1)).days))
    if mtype == "Child":
        by = rng.randint(2013, 2020)
        joined = max(joined, dt.date(by + 3, rng.randint(1, 12), rng.randint(1, 28)))
    elif mtype == "Teen":
        by = rng.randint(2006, 2012)
        joined = max(joined, dt.date(by + 6, rng.randint(1, 12), rng.randint(1, 28)))
    elif mtype == "Senior":
        by = rng.randint(1932, 1959)
    else:
        by = int(min(2005, max(1960, rng.gauss(1983, 11))))
    if joined > END:
        joined = END - D(days=rng.randint(0, 200))
    activity = min(rng.paretovariate(1.35), 40.0)
    if rng.random() < 0.12:
        activity *= 0.05        # card holders who hardly ever borrow
    members.append({
        "member_type": mtype, "home_branch_id": home, "joined_on": joined,
        "birth_year": "" if rng.random() < 0.09 else by, "activity": activity,
    })
members.sort(key=lambda m: (m["joined_on"], m["home_branch_id"], m["member_type"]))
for i, m in enumerate(members):
    m["member_id"] = "M%05d" % (i + 1)

# -------------------------------------------------------------------- items
GENRES = {
    # genre: (formats with weights, title words)
    "Fiction": ({"Book": 0.78, "Large Print": 0.1, "Audiobook": 0.12},
                ["River", "Summer", "Daughter", "House", "Light", "Garden", "Letters", "Winter", "Orchard", "Promise"]),
    "Mystery & Thriller": ({"Book": 0.75, "Large Print": 0.13, "Audiobook": 0.12},
                           ["Murder", "Silence", "Shadow", "Witness", "Vanishing", "Alibi", "Cold Case", "Stranger", "Lie", "Night"]),
    "Science Fiction & Fantasy": ({"Book": 0.85, "Audiobook": 0.15},
                                  ["Star", "Dragon", "Empire", "Machine", "Crown", "Void", "Station", "Sword", "Orbit", "Mage"]),
    "Romance": ({"Book": 0.82, "Large Print": 0.12, "Audiobook": 0.06},
                ["Heart", "Kiss", "Wedding", "Bride", "Duke", "Love", "Beach", "Valentine", "Affair", "Season"]),
    "Young Adult": ({"Book": 0.9, "Audiobook": 0.1},
                    ["Academy", "Rebel", "Secret", "Girl", "Boy", "Storm", "Fire", "Trials", "Crush", "Summer"]),
    "Picture Books": ({"Book": 1.0},
                      ["Bear", "Bunny", "Moon", "Truck", "Puppy", "Dinosaur", "Bedtime", "Kitten", "Balloon", "Rainbow"]),
    "Junior Fiction": ({"Book": 0.88, "Audiobook": 0.12},
                       ["Club", "Adventure", "Detective", "Wizard", "Island", "Treehouse", "Robot", "Mystery", "Quest", "School"]),
    "Biography": ({"Book": 0.7, "Large Print": 0.1, "Audiobook": 0.2},
                  ["Life", "Memoir", "Journey", "Years", "Story", "Becoming", "Road", "Voice", "Legacy", "Letters"]),
    "History": ({"Book": 0.84, "Audiobook": 0.06, "DVD": 0.10},
                ["War", "Empire", "Revolution", "Century", "Kings", "Frontier", "Republic", "Siege", "Atlas", "Ages"]),
    "Science & Nature": ({"Book": 0.72, "DVD": 0.14, "Magazine": 0.14},
                         ["Planet", "Ocean", "Birds", "Brain", "Forest", "Universe", "Climate", "Cells", "Wild", "Rivers"]),
    "Cooking": ({"Book": 0.82, "Magazine": 0.18},
                ["Kitchen", "Bread", "Table", "Soup", "Baking", "Feast", "Spice", "Vegetables", "Pasta", "Grill"]),
    "Travel": ({"Book": 0.8, "Magazine": 0.2},
               ["Guide", "Italy", "Japan", "Coast", "Trails", "Islands", "Rail", "Mountains", "Cities", "Roads"]),
    "Self-Help": ({"Book": 0.82, "Audiobook": 0.18},
                  ["Habits", "Mind", "Calm", "Focus", "Money", "Sleep", "Courage", "Balance", "Power", "Joy"]),
    "Film & TV": ({"DVD": 1.0}, ["Season", "Movie", "Chronicles", "Series", "Collection", "Detective", "Western", "Comedy", "Saga", "Musical"]),
    "Current Affairs": ({"Magazine": 0.85, "Book": 0.15},
                        ["Weekly", "Review", "Report", "Digest", "Monthly", "Times", "Observer", "Post", "Journal", "Insight"]),
}
GENRE_N = {  # titles per genre
    "Fiction": 190, "Mystery & Thriller": 150, "Science Fiction & Fantasy": 95, "Romance": 90,
    "Young Adult": 85, "Picture Books": 120, "Junior Fiction": 100, "Biography": 70, "History": 70,
    "Science & Nature": 65, "Cooking": 55, "Travel": 45, "Self-Help": 50, "Film & TV": 120,
    "Current Affairs": 25,
}
ADJ = ["Silent", "Last", "Hidden", "Golden", "Lost", "Little", "Broken", "Bright", "Secret", "Wild",
       "Quiet", "Long", "Final", "Paper", "Glass", "Iron", "Crimson", "Distant", "Forgotten", "Northern",
       "Velvet", "Burning", "Hollow", "Painted", "Second", "Midnight", "Endless", "Salt", "Winter", "Small"]
FIRST = ["Anna", "James", "Maria", "David", "Sarah", "Michael", "Laura", "Daniel", "Emma", "Robert",
         "Olivia", "Thomas", "Grace", "Samuel", "Chloe", "Peter", "Nora", "Henry", "Alice", "Victor",
         "Ruth", "Omar", "Priya", "Kenji", "Lucia", "Tomas", "Ingrid", "Mateo", "Hannah", "Felix"]
LAST = ["Hart", "Morrow", "Quinn", "Alvarez", "Whitfield", "Nakamura", "Okafor", "Lindqvist", "Brennan",
        "Castillo", "Fairchild", "Holloway", "Iverson", "Kowalski", "Mbeki", "Novak", "Pryce", "Rasmussen",
        "Sato", "Thorne", "Underwood", "Vance", "Winslow", "Yates", "Zeller", "Abbott", "Blackwood",
        "Delacroix", "Ellery", "Gallagher"]
PRICE = {"Book": (14, 32), "Large Print": (22, 38), "Audiobook": (30, 60), "DVD": (15, 30), "Magazine": (5, 9)}

titles = []
used = set()
for genre, n in GENRE_N.items():
    fmts, words = GENRES[genre]
    authors = []
    for _ in range(max(8, n // 3)):
        authors.append(rng.choice(FIRST) + " " + rng.choice(LAST))
    for i in range(n):
        while True:
            w = rng.choice(words)
            pattern = rng.random()
            if genre == "Current Affairs":
                t = rng.choice(["City", "Nation", "World", "Harbor", "Civic", "Metro", "Global", "County"]) + " " + w
            elif genre == "Film & TV":
                t = rng.choice(ADJ) + " " + w + (" " + rng.choice(["I", "II", "III"]) if rng.random() < 0.2 else "")
            elif pattern < 0.4:
                t = "The " + rng.choice(ADJ) + " " + w
            elif pattern < 0.7:
                t = "The " + w + " of " + rng.choice(["Ashford", "Brightwater", "Calder", "Dunmore", "Elmswood", "Fenwick", "Greystone", "Holloway Bay", "Ivy Lane", "Juniper Hill"])
            else:
                t = rng.choice(ADJ) + " " + w
            if t not in used:
                used.add(t)
                break
        fmt = rng.choices(list(fmts), list(fmts.values()))[0]
        author = "" if fmt == "Magazine" else rng.choice(authors)
        pop = rng.paretovariate(1.6)
        copies = 1 + min(7, int(pop * rng.uniform(0.6, 1.4)))
        titles.append({"title": t, "author": author, "genre": genre, "format": fmt, "pop": pop, "copies": copies})

items = []
for t in titles:
    for c in range(t["copies"]):
        acq = dt.date(2012, 1, 1) + D(days=int(rng.random() ** 0.6 * (dt.date(2024, 10, 31) - dt.date(2012, 1, 1)).days))
        lo, hi = PRICE[t["format"]]
        items.append({"title": t["title"], "author": t["author"], "format": t["format"], "genre": t["genre"],
                      "acquired_on": acq, "replacement_cost": round(rng.uniform(lo, hi), 2), "t": t})
items.sort(key=lambda it: (it["acquired_on"], it["title"]))
for i, it in enumerate(items):
    it["item_id"] = "I%05d" % (i + 1)
    it["t"].setdefault("copies_list", []).append(it)

# genre preference per member type
PREF = {
    "Adult": {"Fiction": 3.0, "Mystery & Thriller": 2.6, "Science Fiction & Fantasy": 1.2, "Romance": 1.3,
              "Young Adult": 0.3, "Picture Books": 0.9, "Junior Fiction": 0.4, "Biography": 1.1, "History": 0.9,
              "Science & Nature": 0.9, "Cooking": 1.1, "Travel": 0.8, "Self-Help": 1.1, "Film & TV": 2.2,
              "Current Affairs": 0.6},
    "Child": {"Picture Books": 5.0, "Junior Fiction": 4.0, "Film & TV": 1.2, "Science & Nature": 0.5,
              "Young Adult": 0.3},
    "Teen": {"Young Adult": 4.5, "Science Fiction & Fantasy": 2.4, "Junior Fiction": 1.2, "Fiction": 0.9,
             "Film & TV": 1.3, "Mystery & Thriller": 0.6, "Self-Help": 0.3},
    "Senior": {"Mystery & Thriller": 3.2, "Fiction": 2.2, "History": 1.8, "Biography": 1.7, "Romance": 1.1,
               "Current Affairs": 1.5, "Travel": 0.9, "Cooking": 0.8, "Film & TV": 1.2, "Science & Nature": 0.6,
               "Self-Help": 0.3},
}
by_genre = {}
for t in titles:
    by_genre.setdefault(t["genre"], []).append(t)
genre_cum = {}
for g, ts in by_genre.items():
    acc, cum = 0.0, []
    for t in ts:
        acc += t["pop"]
        cum.append(acc)
    genre_cum[g] = cum


def pick_title(genre):
    cum = genre_cum[genre]
    return by_genre[genre][bisect.bisect_left(cum, rng.random() * cum[-1])]


# -------------------------------------------------------------------- loans
MONTH_W = {1: 1.12, 2: 1.02, 3: 1.0, 4: 0.95, 5: 0.9, 6: 1.08, 7: 1.25, 8: 1.15, 9: 0.95, 10: 1.0, 11: 0.95, 12: 0.78}
YEAR_W = {2023: 1.0, 2024: 1.06}
DOW_W = [1.0, 1.05, 1.0, 1.05, 0.95, 1.35, 0.0]   # Monday..Sunday (closed)
SUMMER_READING = [(dt.date(2023, 6, 19), dt.date(2023, 8, 26)), (dt.date(2024, 6, 17), dt.date(2024, 8, 24))]
FOOD_FOR_FINES = (dt.date(2024, 11, 11), dt.date(2024, 11, 23))


def summer_reading(day):
    return any(a <= day <= b for a, b in SUMMER_READING)


days, wts = [], []
d = START
while d <= END:
    if is_open(d):
        days.append(d)
        wts.append(MONTH_W[d.month] * YEAR_W[d.year] * DOW_W[d.weekday()] * rng.uniform(0.8, 1.2))
    d += D(days=1)
N_LOANS = 36000
loan_days = sorted(rng.choices(days, wts, k=N_LOANS))

member_dates = [m["joined_on"] for m in members]
by_home = {b: [] for b in BR_IDS}
for m in members:
    by_home[m["home_branch_id"]].append(m)
home_dates = {b: [m["joined_on"] for m in ms] for b, ms in by_home.items()}


def cumulate(ms):
    acc, cum = 0.0, []
    for m in ms:
        acc += m["activity"]
        cum.append(acc)
    return cum


all_cum = cumulate(members)
home_cum = {b: cumulate(ms) for b, ms in by_home.items()}


def pick_member(day, branch):
    if rng.random() < 0.78:
        k = bisect.bisect_right(home_dates[branch], day)
        if k:
            cum = home_cum[branch]
            return by_home[branch][bisect.bisect_left(cum, rng.random() * cum[k - 1])]
    k = bisect.bisect_right(member_dates, day)
    return members[bisect.bisect_left(all_cum, rng.random() * all_cum[k - 1])]


LOAN_DAYS = {"Book": 21, "Large Print": 21, "Audiobook": 21, "DVD": 7, "Magazine": 14}
LATE_P = {"Adult": 0.13, "Child": 0.16, "Teen": 0.24, "Senior": 0.08}
LOST_P = {"Adult": 0.009, "Child": 0.018, "Teen": 0.02, "Senior": 0.006}

loans = []
for day in loan_days:
    open_br = [b for b in BR_IDS if is_open(day, b)]
    branch = rng.choices(open_br, [BR_POP[b] for b in open_br])[0]
    m = pick_member(day, branch)
    pref = dict(PREF[m["member_type"]])
    if summer_reading(day) and m["member_type"] == "Child":
        pref["Picture Books"] *= 1.3
    genre = rng.choices(list(pref), list(pref.values()))[0]
    t = pick_title(genre)
    item = rng.choice(t["copies_list"])
    fmt = item["format"]
    period = LOAN_DAYS[fmt]
    r = rng.random()
    renewals = 0 if r < 0.74 else (1 if r < 0.92 or fmt == "DVD" else 2)
    due = day + D(days=period * (1 + renewals))
    late_p = LATE_P[m["member_type"]] + (0.08 if fmt == "DVD" else 0.0)
    if rng.random() < LOST_P[m["member_type"]]:
        ret = None          # never comes back
    elif rng.random() < late_p:
        late = 1 + int(rng.expovariate(1 / 7.0))
        if rng.random() < 0.04:
            late += rng.randint(20, 70)
        ret = due + D(days=late)
    else:
        ret = day + D(days=rng.randint(min(3, period - 1), period * (1 + renewals)))
    ret_branch = None
    if ret is not None:
        if rng.random() < 0.79:
            ret_branch = branch
        else:
            others = [b for b in BR_IDS if b != branch]
            ret_branch = rng.choices(others, [BR_POP[b] * (1.6 if b == "BR01" else 1.0) for b in others])[0]
        if not is_open(ret, ret_branch) and ret_branch == EASTGATE and RENOVATION[0] <= ret <= RENOVATION[1]:
            ret_branch = rng.choices(["BR09", "BR01", "BR06"], [0.5, 0.3, 0.2])[0]
        ret = next_open(ret, ret_branch)
        if ret > END:
            ret, ret_branch = None, None
    if ret is not None:
        status = "returned"
        overdue = max(0, (ret - due).days)
    else:
        if due > END:
            status, overdue = "on_loan", None
        elif due + D(days=45) <= END and (rng.random() < 0.7 or due + D(days=120) <= END):
            status, overdue = "lost", None
        else:
            status, overdue = "overdue", (END - due).days
    loans.append({
        "item": item, "member": m, "borrow_branch_id": branch, "return_branch_id": ret_branch,
        "borrowed_on": day, "due_date": due, "returned_on": ret, "renewals": renewals,
        "status": status, "days_overdue": overdue,
    })
for i, ln in enumerate(loans):
    ln["loan_id"] = "L%06d" % (i + 1)

# -------------------------------------------------------------------- fines
RATE = {("Adult", False): 0.25, ("Adult", True): 1.00, ("Senior", False): 0.10, ("Senior", True): 0.50}
CAP = {"Adult": 10.00, "Senior": 5.00}
GRACE = 2
fines = []
for ln in loans:
    mt = ln["member"]["member_type"]
    if ln["status"] == "returned" and ln["days_overdue"] > GRACE and mt in CAP:
        amt = min(CAP[mt], RATE[(mt, ln["item"]["format"] == "DVD")] * ln["days_overdue"])
        fines.append({"loan": ln, "fine_type": "Late return", "amount": round(amt, 2), "assessed_on": ln["returned_on"]})
    if ln["status"] == "lost":
        fines.append({"loan": ln, "fine_type": "Lost item", "amount": round(ln["item"]["replacement_cost"] + 5.00, 2),
                      "assessed_on": ln["due_date"] + D(days=45)})
    if ln["status"] == "returned" and rng.random() < 0.008:
        fines.append({"loan": ln, "fine_type": "Damage", "amount": float(rng.choice([5, 10, 15, 20, 25, 30])),
                      "assessed_on": ln["returned_on"]})
for f in fines:
    pay_p = {"Late return": 0.72, "Lost item": 0.5, "Damage": 0.66}[f["fine_type"]]
    paid_on = None
    if rng.random() < pay_p:
        paid_on = f["assessed_on"] + D(days=int(rng.expovariate(1 / 14.0)))
        paid_on = next_open(paid_on)
    status = "paid"
    if f["fine_type"] == "Late return" and f["assessed_on"] < FOOD_FOR_FINES[0] and \
            (paid_on is None or paid_on >= FOOD_FOR_FINES[0]) and rng.random() < 0.35:
        status, paid_on = "waived", None          # Food for Fines 2024
    elif rng.random() < 0.03:
        status, paid_on = "waived", None          # staff discretion
    elif paid_on is None or paid_on > END:
        status, paid_on = "unpaid", None
    f["status"], f["paid_on"] = status, paid_on
fines.sort(key=lambda f: (f["assessed_on"], f["loan"]["loan_id"], f["fine_type"]))
for i, f in enumerate(fines):
    f["fine_id"] = "F%05d" % (i + 1)


# -------------------------------------------------------------------- write
def write(name, header, rows):
    with open(os.path.join(DATA, name + ".csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow(["" if v is None else v for v in r])


def iso(d):
    return d.isoformat() if d else ""


os.makedirs(DATA, exist_ok=True)
write("branches", ["branch_id", "branch_name", "district", "branch_type", "weekly_hours"],
      [b[:5] for b in BRANCHES])
write("members", ["member_id", "member_type", "home_branch_id", "joined_on", "birth_year"],
      [[m["member_id"], m["member_type"], m["home_branch_id"], iso(m["joined_on"]), m["birth_year"]] for m in members])
write("items", ["item_id", "title", "author", "format", "genre", "acquired_on", "replacement_cost"],
      [[it["item_id"], it["title"], it["author"], it["format"], it["genre"], iso(it["acquired_on"]),
        "%.2f" % it["replacement_cost"]] for it in items])
write("loans", ["loan_id", "item_id", "member_id", "borrow_branch_id", "return_branch_id", "borrowed_on",
                "due_date", "returned_on", "renewals", "status", "days_overdue"],
      [[ln["loan_id"], ln["item"]["item_id"], ln["member"]["member_id"], ln["borrow_branch_id"],
        ln["return_branch_id"], iso(ln["borrowed_on"]), iso(ln["due_date"]), iso(ln["returned_on"]),
        ln["renewals"], ln["status"], ln["days_overdue"]] for ln in loans])
write("fines", ["fine_id", "loan_id", "member_id", "fine_type", "amount", "assessed_on", "status", "paid_on"],
      [[f["fine_id"], f["loan"]["loan_id"], f["loan"]["member"]["member_id"], f["fine_type"], "%.2f" % f["amount"],
        iso(f["assessed_on"]), f["status"], iso(f["paid_on"])] for f in fines])
for name, n in (("branches", len(BRANCHES)), ("members", len(members)), ("items", len(items)),
                ("loans", len(loans)), ("fines", len(fines))):
    print("%-9s %6d rows" % (name, n))
