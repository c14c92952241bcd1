#!/usr/bin/env python3
"""Generate the invented data of the hotels workspace (Aurelia Hotels).

Python standard library only, fixed seed: running it again writes the same
files byte for byte.

    python3 expected/make_data.py      # writes data/*.csv

Aurelia Hotels is an invented group of six boutique hotels in Lisbon (two),
Porto, Seville, Valencia and Barcelona. The extract was taken at the end of
2024-12-31. It holds every booking with a check-in date from 2023-01-01, and
the bookings already made for 2025 (future arrivals).

Files:
  hotels.csv      6 hotels: city, country, stars, rooms, opening date, general manager
  room_types.csv  the room types of each hotel (Standard, Superior, Deluxe, Suite),
                  with their room count, maximum guests and rack rate
  channels.csv    the six sales channels, their channel type and commission
  guests.csv      every guest who holds a booking: name, home country, loyalty tier
  bookings.csv    one row per booking (one room): dates, nights, rate, status
  charges.csv     extras posted to the room bill of a stay (restaurant, bar, spa, ...)
  reviews.csv     guest reviews of completed stays, overall score 1-10

Patterns built in:
  - seasonality per city (Seville is quieter in the July-August heat; Valencia
    and Porto very seasonal); 2024 demand about 4% up, rates about 5% up;
  - Barcelona Tech Congress (2023-02-27..03-02, 2024-02-26..02-29): Aurelia
    Born sells out at about 2.2x its usual rates, mostly corporate;
  - Seville Spring Fair (2023-04-23..04-29, 2024-04-14..04-20): Aurelia Triana
    sells out at about 1.8x;
  - Aurelia Marina (Valencia) opened on 2023-05-15 and ramped up over its first
    months; its reviews were weaker in 2023;
  - the direct-booking push launched with the new website on 2024-03-01 moved
    bookings from Booking.com and Expedia to the website;
  - cancellations are highest on Booking.com and lowest on non-refundable rates
    and travel-agent bookings, and rise with lead time.
"""
import csv
import datetime as dt
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
R = random.Random(20240917)
D = dt.date
EXTRACT = D(2024, 12, 31)
FIRST = D(2023, 1, 1)
LAST_ARRIVAL = D(2025, 10, 31)

# ------------------------------------------------------------------ reference data
HOTELS = [
    # id, name, city, country, stars, opened, general manager, std rate, spa, parking
    ("H1", "Aurelia Baixa", "Lisbon", "Portugal", 4, D(2016, 3, 1), "Inês Carvalho", 135, True, False),
    ("H2", "Aurelia Alfama", "Lisbon", "Portugal", 5, D(2019, 6, 1), "Rui Tavares", 150, False, False),
    ("H3", "Aurelia Ribeira", "Porto", "Portugal", 4, D(2017, 9, 15), "Marta Sousa", 110, False, True),
    ("H4", "Aurelia Triana", "Seville", "Spain", 4, D(2018, 4, 1), "Javier Morales", 120, False, True),
    ("H5", "Aurelia Marina", "Valencia", "Spain", 4, D(2023, 5, 15), "Lucía Ferrer", 125, True, True),
    ("H6", "Aurelia Born", "Barcelona", "Spain", 4, D(2015, 6, 1), "Jordi Puig", 160, False, False),
]
CODE = {"H1": "BAI", "H2": "ALF", "H3": "RIB", "H4": "TRI", "H5": "MAR", "H6": "BOR"}
ROOMS = {  # hotel -> [(room type, rooms, max guests)]
    "H1": [("Standard", 14, 2), ("Superior", 10, 2), ("Deluxe", 7, 3), ("Suite", 3, 4)],
    "H2": [("Standard", 8, 2), ("Superior", 6, 2), ("Suite", 4, 4)],
    "H3": [("Standard", 10, 2), ("Superior", 8, 2), ("Deluxe", 6, 3), ("Suite", 2, 4)],
    "H4": [("Standard", 9, 2), ("Superior", 7, 2), ("Deluxe", 4, 3), ("Suite", 2, 4)],
    "H5": [("Standard", 12, 2), ("Superior", 8, 3), ("Deluxe", 8, 3), ("Suite", 2, 4)],
    "H6": [("Standard", 12, 2), ("Superior", 8, 2), ("Deluxe", 6, 3), ("Suite", 2, 4)],
}
TYPE_CODE = {"Standard": "STD", "Superior": "SUP", "Deluxe": "DLX", "Suite": "STE"}
TYPE_MULT = {"Standard": 1.0, "Superior": 1.25, "Deluxe": 1.55, "Suite": 2.4}
SEASON = {  # target occupancy by month
    "Lisbon":    [0.58, 0.62, 0.72, 0.82, 0.86, 0.89, 0.93, 0.94, 0.89, 0.84, 0.64, 0.68],
    "Porto":     [0.46, 0.52, 0.62, 0.74, 0.82, 0.86, 0.91, 0.93, 0.86, 0.74, 0.52, 0.58],
    "Seville":   [0.58, 0.68, 0.82, 0.92, 0.88, 0.70, 0.52, 0.54, 0.78, 0.86, 0.66, 0.66],
    "Valencia":  [0.46, 0.52, 0.66, 0.74, 0.82, 0.90, 0.96, 0.97, 0.84, 0.72, 0.50, 0.52],
    "Barcelona": [0.58, 0.66, 0.74, 0.84, 0.88, 0.91, 0.94, 0.94, 0.89, 0.84, 0.66, 0.66],
}
EVENTS = [  # hotel, first night, last night, demand, rate multiplier, name
    ("H6", D(2023, 2, 27), D(2023, 3, 2), 1.6, 2.2, "Barcelona Tech Congress 2023"),
    ("H6", D(2024, 2, 26), D(2024, 2, 29), 1.6, 2.25, "Barcelona Tech Congress 2024"),
    ("H4", D(2023, 4, 23), D(2023, 4, 29), 1.5, 1.8, "Seville Spring Fair 2023"),
    ("H4", D(2024, 4, 14), D(2024, 4, 20), 1.5, 1.85, "Seville Spring Fair 2024"),
]
WEBSITE_PUSH = D(2024, 3, 1)
CHANNELS = [  # channel, type, commission %
    ("Website", "direct", 0),
    ("Phone", "direct", 0),
    ("Booking.com", "OTA", 17),
    ("Expedia", "OTA", 18),
    ("Corporate", "corporate", 0),
    ("Travel agent", "travel trade", 10),
]
CHANNEL_MIX = {  # hotel -> weights in CHANNELS order
    "H1": [24, 6, 30, 12, 20, 8],
    "H2": [28, 8, 32, 12, 8, 12],
    "H3": [22, 6, 36, 14, 12, 10],
    "H4": [22, 6, 34, 14, 10, 14],
    "H5": [18, 5, 40, 20, 8, 9],
    "H6": [22, 5, 30, 13, 22, 8],
}
CANCEL = {"Website": 0.14, "Phone": 0.10, "Booking.com": 0.30, "Expedia": 0.22, "Corporate": 0.12, "Travel agent": 0.08}
LEAD_MEAN = {"Website": 38, "Phone": 24, "Booking.com": 27, "Expedia": 32, "Corporate": 12, "Travel agent": 70}
COMPANIES = [  # name, country, travellers, weight
    ("Nortena Logistics", "Spain", 34, 1.6),
    ("Veltro Pharma", "Germany", 26, 1.3),
    ("Calloway & Brandt", "United Kingdom", 22, 1.1),
    ("Iberlink Telecom", "Portugal", 30, 1.5),
    ("Solaris Grid", "Spain", 18, 0.8),
    ("Quintal Consulting", "Portugal", 16, 0.9),
    ("Marebleu Shipping", "France", 14, 0.6),
    ("Atlas Biomedical", "United States", 20, 0.9),
    ("Hollis Data Systems", "Netherlands", 12, 0.5),
    ("Fenwick Reinsurance", "Ireland", 10, 0.45),
]
COUNTRY_MIX = {
    "Portugal": [("Portugal", 17), ("Spain", 8), ("United Kingdom", 15), ("Germany", 10), ("France", 12),
                 ("United States", 13), ("Brazil", 10), ("Netherlands", 5), ("Italy", 6), ("Ireland", 4)],
    "Spain":    [("Spain", 24), ("Portugal", 4), ("United Kingdom", 16), ("Germany", 11), ("France", 14),
                 ("United States", 12), ("Brazil", 3), ("Netherlands", 6), ("Italy", 7), ("Ireland", 3)],
}
FIRST_NAMES = {
    "pt": ["João", "Ana", "Pedro", "Maria", "Tiago", "Beatriz", "Miguel", "Sofia", "Rita", "Duarte", "Catarina",
           "Gonçalo", "Inês", "Bruno", "Leonor", "Ricardo", "Carolina", "Nuno", "Mariana", "Diogo", "Lucas",
           "Gabriela", "Rafael", "Larissa", "Felipe", "Camila"],
    "es": ["Javier", "Lucía", "Carlos", "Marta", "Pablo", "Elena", "Sergio", "Laura", "Álvaro", "Carmen", "Diego",
           "Paula", "Alejandro", "Irene", "Raúl", "Cristina", "Jorge", "Nuria", "Marc", "Montserrat", "Adrián", "Sara"],
    "en": ["James", "Emma", "Oliver", "Charlotte", "Harry", "Sophie", "Thomas", "Emily", "Jack", "Olivia", "George",
           "Grace", "Michael", "Jennifer", "David", "Sarah", "Daniel", "Jessica", "Ryan", "Megan", "Sean", "Aoife",
           "Christopher", "Ashley", "Matthew", "Lauren"],
    "de": ["Lukas", "Anna", "Jonas", "Lena", "Felix", "Laura", "Maximilian", "Julia", "Paul", "Hannah", "Niklas",
           "Lea", "Sebastian", "Katharina", "Tobias", "Sophie", "Jan", "Sanne", "Daan", "Fleur", "Bram", "Lotte"],
    "fr": ["Louis", "Camille", "Hugo", "Manon", "Lucas", "Chloé", "Arthur", "Léa", "Jules", "Inès", "Théo",
           "Clara", "Antoine", "Juliette", "Nicolas", "Élise", "Marco", "Giulia", "Luca", "Francesca", "Matteo",
           "Chiara", "Alessandro", "Martina"],
}
LAST_NAMES = {
    "pt": ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Jesus", "Sousa",
           "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho",
           "Teixeira", "Moreira", "Correia", "Mendes", "Nunes", "Barbosa", "Rocha", "Cardoso"],
    "es": ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín",
           "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Navarro",
           "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Molina", "Castro"],
    "en": ["Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Johnson",
           "Roberts", "Walker", "Wright", "Robinson", "Thompson", "White", "Hughes", "Edwards", "Green", "Hall",
           "Murphy", "Kelly", "O'Brien", "Byrne", "Miller", "Anderson", "Clark", "Lewis", "Young", "King"],
    "de": ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
           "Koch", "Richter", "Klein", "Wolf", "Neumann", "Schwarz", "de Jong", "Jansen", "de Vries", "van Dijk",
           "Bakker", "Visser", "Smit", "Mulder"],
    "fr": ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
           "Simon", "Laurent", "Lefebvre", "Michel", "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano",
           "Colombo", "Ricci", "Marino", "Greco"],
}
LANG = {"Portugal": "pt", "Brazil": "pt", "Spain": "es", "United Kingdom": "en", "United States": "en",
        "Ireland": "en", "Germany": "de", "Netherlands": "de", "France": "fr", "Italy": "fr"}


def pick(weights_items):
    total = sum(w for _, w in weights_items)
    x = R.random() * total
    for k, w in weights_items:
        x -= w
        if x < 0:
            return k
    return weights_items[-1][0]


def days(a, b):
    """Dates from a to b inclusive."""
    return [a + dt.timedelta(n) for n in range((b - a).days + 1)]


# ------------------------------------------------------------------ guests
guests = []  # dicts


def new_guest(country, member_p):
    lang = LANG[country]
    g = {
        "guest_id": "G%05d" % (len(guests) + 1),
        "full_name": "%s %s" % (R.choice(FIRST_NAMES[lang]), R.choice(LAST_NAMES[lang])),
        "country": country,
        "member": R.random() < member_p,
        "nights": {},  # year -> qualifying nights
        "first_booking": None,
    }
    guests.append(g)
    return g


travellers = {}
for name, country, n, _ in COMPANIES:
    pool = []
    for i in range(n):
        c = country if R.random() < 0.8 else R.choice(["Spain", "Portugal", "United Kingdom", "Germany", "France"])
        g = new_guest(c, 0.85)
        pool.append((g, 1.0 / (i + 1) ** 0.9))
    travellers[name] = pool

repeaters = []  # leisure guests who come back
def leisure_guest(hotel_country):
    if repeaters and R.random() < 0.16:
        return pick(repeaters)
    g = new_guest(pick(COUNTRY_MIX[hotel_country]), 0.2)
    if R.random() < 0.12:
        repeaters.append((g, R.choice([1.0, 1.0, 2.0, 3.0])))
    return g


# ------------------------------------------------------------------ bookings
def target(hotel, day):
    hid, _, city, _, _, opened = hotel[:6]
    occ = SEASON[city][day.month - 1]
    if day.year >= 2024:
        occ *= 1.04
    wd = day.weekday()
    occ *= 1.06 if wd in (4, 5) else (0.95 if wd == 6 else 1.0)
    if hid == "H5":  # ramp-up after the opening
        months = (day - opened).days / 30.4
        if months < 6:
            occ *= 0.55 + 0.075 * months
    dem, mult = occ, 1.0
    for h, a, b, d_, m, _ in EVENTS:
        if h == hid and a <= day <= b:
            dem, mult = d_, m
    return dem, mult


def nights_for(channel, city, event):
    if event:
        return R.choice([2, 3, 3, 4, 4, 5])
    if channel == "Corporate":
        return pick([(1, 30), (2, 34), (3, 22), (4, 10), (5, 4)])
    w = [(1, 20), (2, 29), (3, 23), (4, 12), (5, 7), (6, 3), (7, 4), (8, 1), (10, 1)]
    if city == "Valencia":
        w = [(1, 10), (2, 20), (3, 22), (4, 16), (5, 11), (6, 6), (7, 10), (10, 3), (14, 2)]
    return pick(w)


room_types = []
for h in HOTELS:
    for rt, n, mx in ROOMS[h[0]]:
        room_types.append({"room_type_id": "%s-%s" % (CODE[h[0]], TYPE_CODE[rt]), "hotel_id": h[0],
                           "room_type": rt, "rooms": n, "max_guests": mx,
                           "rack_rate": int(round(h[7] * TYPE_MULT[rt] / 5.0) * 5)})

bookings = []
for h in HOTELS:
    hid, _, city, country, _, opened = h[:6]
    types = [rt for rt in room_types if rt["hotel_id"] == hid]
    total_rooms = sum(rt["rooms"] for rt in types)
    occupied = {rt["room_type_id"]: {} for rt in types}
    start = max(FIRST, opened)
    for day in days(start, LAST_ARRIVAL):
        dem, mult = target(h, day)
        event = mult > 1.0
        expected = total_rooms * dem / (3.9 if city == "Valencia" else 2.85) / 0.78
        n = max(0, int(round(R.gauss(expected, math.sqrt(expected) * 0.9))))
        for _ in range(n):
            weights = list(CHANNEL_MIX[hid])
            if event and hid == "H6":
                weights[4] *= 3
            if day >= WEBSITE_PUSH:
                weights[0] *= 1.45
                weights[2] *= 0.82
                weights[3] *= 0.85
            channel = pick(list(zip([c[0] for c in CHANNELS], weights)))
            nights = nights_for(channel, city, event)
            lead = int(R.expovariate(1.0 / LEAD_MEAN[channel]))
            if event:
                lead = int(lead * 2.2) + 10
            lead = min(lead, 330)
            booked = day - dt.timedelta(lead)
            if booked > EXTRACT:
                continue
            rate_plan = "Corporate" if channel == "Corporate" else ("Non-refundable" if R.random() < 0.28 else "Flexible")
            p_cancel = CANCEL[channel] * (0.65 + min(lead, 150) / 90.0)
            if rate_plan == "Non-refundable":
                p_cancel *= 0.15
            cancelled = R.random() < p_cancel
            no_show = (not cancelled) and R.random() < (0.012 if channel == "Corporate" else 0.028)
            # room type: by room count, suites a little rarer
            order = sorted(types, key=lambda rt: -(rt["rooms"] * (0.7 if rt["room_type"] == "Suite" else 1.0) * R.random()))
            stay = days(day, day + dt.timedelta(nights - 1))
            chosen = None
            for rt in order:
                occ = occupied[rt["room_type_id"]]
                if cancelled or all(occ.get(x, 0) < rt["rooms"] for x in stay):
                    chosen = rt
                    break
            if chosen is None:
                continue
            if not cancelled:
                for x in stay:
                    occupied[chosen["room_type_id"]][x] = occupied[chosen["room_type_id"]].get(x, 0) + 1
            season_rate = 0.72 + 0.55 * SEASON[city][day.month - 1]
            rate = h[7] * TYPE_MULT[chosen["room_type"]] * season_rate * mult
            rate *= 1.05 if day.year >= 2024 else 1.0
            rate *= {"Flexible": 1.0, "Non-refundable": 0.9, "Corporate": 0.86}[rate_plan]
            if lead <= 3 and not event:
                rate *= 0.93
            rate *= R.uniform(0.92, 1.08)
            rate = round(rate, 2)
            # guest
            if channel == "Corporate":
                company = pick([(c[0], c[3]) for c in COMPANIES])
                g = pick(travellers[company])
            else:
                company = ""
                g = leisure_guest(country)
            adults = 1 if channel == "Corporate" else pick([(1, 22), (2, 66), (3, 12 if chosen["max_guests"] >= 3 else 0)])
            children = 0
            if channel != "Corporate" and chosen["max_guests"] >= 3 and adults == 2:
                children = pick([(0, 55), (1, 30), (2, 15 if chosen["max_guests"] >= 4 else 0)])
            check_out = day + dt.timedelta(nights)
            cancel_date = ""
            if cancelled:
                span = (day - booked).days
                cd = booked + dt.timedelta(int(span * R.random() ** 0.7))
                if cd > EXTRACT:
                    cancelled = False  # will be cancelled later: still on the books at the extract
                else:
                    cancel_date = cd.isoformat()
            if cancelled:
                status = "cancelled"
            elif day > EXTRACT:
                status = "confirmed"
            elif no_show:
                status = "no_show"
            elif check_out > EXTRACT:
                status = "in_house"
            else:
                status = "checked_out"
            if g["first_booking"] is None or booked < g["first_booking"]:
                g["first_booking"] = booked
            if status in ("checked_out", "in_house"):
                g["nights"][day.year] = g["nights"].get(day.year, 0) + nights
            bookings.append({
                "guest": g, "hotel_id": hid, "room_type_id": chosen["room_type_id"], "channel": channel,
                "rate_plan": rate_plan, "corporate_account": company, "booking_date": booked,
                "check_in_date": day, "check_out_date": check_out, "nights": nights, "adults": adults,
                "children": children, "nightly_rate": rate, "room_revenue": round(rate * nights, 2),
                "status": status, "cancellation_date": cancel_date, "event": event,
                "room_type": chosen["room_type"],
            })

bookings.sort(key=lambda b: (b["booking_date"], b["check_in_date"], b["hotel_id"], b["guest"]["guest_id"]))
for i, b in enumerate(bookings):
    b["booking_id"] = "B%06d" % (i + 1)

# ------------------------------------------------------------------ loyalty tiers
# Tier for 2025, set at the year-end close from the nights stayed in 2024
# (documents/loyalty_programme.md). Guests with 10+ nights are all members.
used = [g for g in guests if g["first_booking"] is not None]
for g in used:
    n24 = g["nights"].get(2024, 0)
    if n24 >= 10:
        g["member"] = True
    if not g["member"]:
        g["tier"], g["since"] = "", ""
        continue
    g["tier"] = "Platinum" if n24 >= 50 else "Gold" if n24 >= 25 else "Silver" if n24 >= 10 else "Blue"
    lo = D(2018, 1, 1)
    hi = g["first_booking"]
    g["since"] = (lo + dt.timedelta(R.randrange((hi - lo).days + 1))).isoformat() if R.random() < 0.7 else hi.isoformat()

# ------------------------------------------------------------------ charges
CATS = [  # category, probability per stay, amount per night low-high, hotels
    ("restaurant", 0.52, (22, 75), None),
    ("bar", 0.34, (9, 38), None),
    ("minibar", 0.14, (6, 24), None),
    ("spa", 0.11, (70, 190), {"H1", "H5"}),
    ("parking", 0.32, (18, 26), {"H3", "H4", "H5"}),
    ("laundry", 0.05, (14, 45), None),
]
charges = []
for b in bookings:
    if b["status"] not in ("checked_out", "in_house"):
        continue
    stay = [x for x in days(b["check_in_date"], b["check_out_date"] - dt.timedelta(1)) if x <= EXTRACT]
    people = b["adults"] + 0.5 * b["children"]
    for cat, p, (lo, hi), where in CATS:
        if where is not None and b["hotel_id"] not in where:
            continue
        if cat == "parking" and b["channel"] == "Corporate":
            p = 0.15
        if R.random() >= p:
            continue
        if cat == "spa":
            amount = R.uniform(lo, hi) * (1 + 0.6 * (b["adults"] - 1))
        elif cat == "parking":
            amount = R.uniform(lo, hi) * len(stay)
        elif cat in ("restaurant", "bar"):
            amount = R.uniform(lo, hi) * people * max(1, len(stay)) ** 0.8
        else:
            amount = R.uniform(lo, hi) * max(1, len(stay)) ** 0.6
        charges.append({"booking_id": b["booking_id"], "charge_date": R.choice(stay).isoformat(),
                        "category": cat, "amount": "%.2f" % amount})
charges.sort(key=lambda c: (c["charge_date"], c["booking_id"], c["category"]))
for i, c in enumerate(charges):
    c["charge_id"] = "C%06d" % (i + 1)

# ------------------------------------------------------------------ reviews
BASE_SCORE = {"H1": 8.3, "H2": 8.9, "H3": 8.6, "H4": 8.7, "H5": 8.1, "H6": 8.0}
reviews = []
for b in bookings:
    if b["status"] != "checked_out":
        continue
    p = 0.42 if b["channel"] == "Booking.com" else 0.27 if b["channel"] != "Corporate" else 0.12
    if R.random() >= p:
        continue
    rd = b["check_out_date"] + dt.timedelta(int(R.expovariate(1 / 4.0)))
    if rd > EXTRACT:
        continue
    if b["channel"] == "Booking.com" and R.random() < 0.7:
        source = "Booking.com"
    elif b["channel"] == "Expedia" and R.random() < 0.5:
        source = "Expedia"
    else:
        source = pick([("Post-stay survey", 45), ("TripAdvisor", 30), ("Google", 25)])
    mu = BASE_SCORE[b["hotel_id"]]
    if b["hotel_id"] == "H5" and b["check_in_date"] < D(2024, 1, 1):
        mu -= 0.9
    if b["room_type"] in ("Suite", "Deluxe"):
        mu += 0.3
    if b["event"]:
        mu -= 0.4
    s = int(round(R.gauss(mu, 1.25)))
    reviews.append({"booking_id": b["booking_id"], "review_date": rd.isoformat(), "source": source,
                    "overall_score": max(1, min(10, s)),
                    "cleanliness_score": max(1, min(10, int(round(R.gauss(mu + 0.3, 1.0))))),
                    "would_recommend": 1 if s >= 7 else 0})
reviews.sort(key=lambda r: (r["review_date"], r["booking_id"]))
for i, r in enumerate(reviews):
    r["review_id"] = "R%05d" % (i + 1)


# ------------------------------------------------------------------ write
def write(name, header, rows):
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, name), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        for r in rows:
            w.writerow(r)
    print("%-16s %6d rows" % (name, len(rows)))


write("hotels.csv", ["hotel_id", "hotel_name", "city", "country", "star_rating", "rooms", "opened_date", "general_manager"],
      [[h[0], h[1], h[2], h[3], h[4], sum(n for _, n, _ in ROOMS[h[0]]), h[5].isoformat(), h[6]] for h in HOTELS])
write("room_types.csv", ["room_type_id", "hotel_id", "room_type", "rooms", "max_guests", "rack_rate"],
      [[rt["room_type_id"], rt["hotel_id"], rt["room_type"], rt["rooms"], rt["max_guests"], rt["rack_rate"]] for rt in room_types])
write("channels.csv", ["channel", "channel_type", "commission_pct"], [list(c) for c in CHANNELS])
write("guests.csv", ["guest_id", "full_name", "country", "loyalty_tier", "member_since"],
      [[g["guest_id"], g["full_name"], g["country"], g["tier"], g["since"]] for g in used])
write("bookings.csv", ["booking_id", "guest_id", "hotel_id", "room_type_id", "channel", "rate_plan", "corporate_account",
                       "booking_date", "check_in_date", "check_out_date", "nights", "adults", "children",
                       "nightly_rate", "room_revenue", "status", "cancellation_date"],
      [[b["booking_id"], b["guest"]["guest_id"], b["hotel_id"], b["room_type_id"], b["channel"], b["rate_plan"],
        b["corporate_account"], b["booking_date"].isoformat(), b["check_in_date"].isoformat(),
        b["check_out_date"].isoformat(), b["nights"], b["adults"], b["children"], "%.2f" % b["nightly_rate"],
        "%.2f" % b["room_revenue"], b["status"], b["cancellation_date"]] for b in bookings])
write("charges.csv", ["charge_id", "booking_id", "charge_date", "category", "amount"],
      [[c["charge_id"], c["booking_id"], c["charge_date"], c["category"], c["amount"]] for c in charges])
write("reviews.csv", ["review_id", "booking_id", "review_date", "source", "overall_score", "cleanliness_score", "would_recommend"],
      [[r["review_id"], r["booking_id"], r["review_date"], r["source"], r["overall_score"], r["cleanliness_score"],
        r["would_recommend"]] for r in reviews])
