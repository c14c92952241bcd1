#!/usr/bin/env python3
"""Held-out round 2 for the hotels workspace: 40 questions, different from the
30 of the tuning suite (evals/hotels.hcl) and the 12 of round 1
(heldout/round1.hcl), in the words of business users of a hotel group: terse
lowercase ones, long polite ones, everyday words the knowledge files do not
use ("each guest", "pay per night", "sent us", "kids in the room", "extras
money", "income from extras", "came back", "worth over", "book straight with
us", "run out", "people staying ... for the tech congress"), and two typos
("avrage", "recomendation"). Written from the data, knowledge.hcl, pipes/*.hcl
and documents/*.md only, without reading datacopilot's code and without
running datacopilot. Every expected value is computed here from data/*.csv
(and documents/*.md for the four document questions) with the Python standard
library only, then a second time by hand-written SQL over the same CSV files
loaded into sqlite3, and the two are asserted equal.

    python3 expected/round2.py          # writes heldout/round2.hcl
    python3 expected/round2.py --print  # prints it instead

Classes covered: averages per entity (1-3), top N with numeric and written
limits (4-6), rankings by a named measure (7-9), shares with a filter
(10-12), distinct entities constrained by facts (13-16), negation / exclusion
(17-20), comparisons (21-22), date roles and qualifiers (23-26), periods:
month, quarter, named season and event (27-29, also 9, 11, 15, 23), growth
between two periods (30-31), one group of a breakdown (32-33), documents
(34-37, expect_route "documents") and unanswerable questions (38-40,
expect_route "stop", no expect).

Definitions followed (knowledge.hcl, documents/kpi_definitions.md), and the
reading chosen for each ambiguous word:
- a stay = a booking with status checked_out or in_house; stays, room nights,
  room revenue, ADR, length of stay, bookings, cancellations and no-shows are
  dated by check_in_date unless the question says when a booking was made
  (booking_date) or cancelled (cancellation_date); "bookings" alone = every
  row, any status;
- "revenue" = room revenue = SUM(room_revenue) of stays; ADR ("average daily
  rate", "pay per night on average") = room revenue / room nights of stays,
  from the totals, never the mean of nightly_rate; length of stay = AVG(nights)
  of stays;
- 1. "nights each guest spent, on average" = room nights / distinct guests of
  2024 stays (not ALOS, which is per stay);
- 2. "average room revenue per stay" = SUM(room_revenue) / COUNT of stays at
  Aurelia Alfama ("the alfama") with check-in in 2024;
- 3. "American guests" = guests.country 'United States'; "what they paid per
  night on average" = ADR of their 2024 stays;
- 4. "corporate clients" = bookings.corporate_account; room revenue of their
  2023 stays;
- 5. "home countries sent us the most room nights" = guests.country ranked by
  SUM(nights) of 2024 stays at Aurelia Born;
- 6. no-shows = bookings with status no_show and check-in in 2023;
- 7. recommendation rate = 100 * AVG(would_recommend) of reviews written in
  2024 (review_date), a review's hotel being its booking's hotel;
- 8. "stayed the longest on average" = highest AVG(nights) of 2023 stays by
  bookings.channel;
- 9. ADR by hotel for check-ins 2024-01-01..2024-03-31 (metric, check-in
  basis); the night-by-night ADR of the hotel_occupancy pipe gives the same
  lowest hotel (asserted);
- 10. "corporate bookings" = channel 'Corporate'; share = their room revenue /
  all room revenue of Aurelia Born's 2024 stays * 100;
- 11. "summer 2023" = the named period summer_peak_2023 (arrivals
  2023-07-01..2023-08-31); "kids in the room" = children > 0 (the families
  filter); share of stays;
- 12. "extras money" = ancillary revenue = SUM(charges.amount) dated by
  charge_date in 2024, at Aurelia Triana (through the booking); share of the
  category parking;
- 13. "guests stayed in porto" = distinct guest_id of 2024 stays at the hotels
  of city Porto;
- 14. "German guests" = guests.country 'Germany'; "our Spanish hotels" =
  hotels.country 'Spain'; distinct guests of 2023 stays;
- 15. "companies" = distinct corporate_account of stays at Aurelia Born with
  check-in in the named period tech_congress_2024 (2024-02-26..02-29); stays
  covering any congress night, and bookings of any status, give the same 7
  (asserted for the first);
- 16. "have stayed" = all stays in the data (no period); "three or more
  different hotels" = COUNT(DISTINCT hotel_id) >= 3;
- 17. "excluding the OTAs" = channels.channel_type <> 'OTA' (Booking.com and
  Expedia left out), room revenue of 2024 stays;
- 18. "not part of the loyalty programme" = guests.loyalty_tier empty;
  distinct guests of 2024 stays;
- 19. "never came back in 2024" = distinct guests with a 2023 stay and no 2024
  stay (a cancelled or no-show 2024 booking is not coming back);
- 20. "didn't have a single extra charged" = 2024 stays with no row in
  charges (any charge date);
- 21. "worth over EUR 1,000" = room_revenue > 1000 (strict; no stay is at
  exactly 1000), 2024 stays;
- 22. "more than 3 nights" = nights > 3 (strict), 2023 stays at Aurelia
  Triana ("our Seville hotel");
- 23. "bookings made in the first quarter of 2024" = booking_date
  2024-01-01..03-31; "arrivals in the 2024 summer peak" = check-in
  2024-07-01..08-31; any status;
- 24. "cancelled in March 2024, by the day they were cancelled" =
  cancellation_date in March 2024;
- 25. "portuguese guests" = guests.country 'Portugal'; "our lisbon hotels" =
  hotels.city 'Lisbon' (Baixa and Alfama);
- 26. "Silver members" = guests.loyalty_tier 'Silver' (today's tier); "book
  straight with us (website or phone)" = channel_type 'direct'; room nights of
  their 2024 stays;
- 27. check-in in May 2023 at Aurelia Alfama;
- 28. "our Valencia hotel" = Aurelia Marina; "summer peak of 2023" =
  arrivals 2023-07-01..08-31; ADR on the check-in basis of the adr metric
  (the night-by-night ADR of the pipe is within the 0.1% tolerance, asserted);
- 29. "the 2024 spring fair" = spring_fair_2024 (2024-04-14..04-20), bookings
  at Aurelia Triana with check-in in that week and status cancelled;
- 30. "income from extras" = ancillary revenue by charge_date; growth =
  100 * (2024 - 2023) / 2023 (Aurelia Marina opened in May 2023, so part of
  the growth is its first full year);
- 31. room revenue of Aurelia Born stays with check-in in February 2024 vs
  February 2023, percent change;
- 32. "room revenue after commission" = SUM(room_revenue * (1 -
  commission_pct / 100)) of 2024 stays (the verified query
  net_room_revenue_by_channel_2024), the Expedia row;
- 33. ALOS of 2024 stays of guests whose loyalty_tier is 'Gold' (today's tier).
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties at the cut and inside listed rows.
Document questions: group bookings from 5 rooms (cancellation_policy.md),
points expire after 24 months and 5 points per euro on non-direct channels
(loyalty_programme.md), cancellation-rate target below 20% on any single
channel (kpi_definitions.md). Unanswerable: staff numbers, guest age and
competitors' rates appear nowhere in the workspace (asserted on the knowledge,
documents, pipes and CSV headers).
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round2.hcl")
FILES = ["hotels", "room_types", "channels", "guests", "bookings", "charges", "reviews"]


# ------------------------------------------------------------------ loading
def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


hotels = {h["hotel_id"]: h for h in load("hotels")}
for h in hotels.values():
    h["rooms_n"], h["opened"] = int(h["rooms"]), day(h["opened_date"])
room_types = {r["room_type_id"]: r for r in load("room_types")}
channels = {c["channel"]: c for c in load("channels")}
guests = {g["guest_id"]: g for g in load("guests")}
bookings = load("bookings")
for b in bookings:
    b["n"] = int(b["nights"])
    b["rev"] = float(b["room_revenue"])
    b["rate"] = float(b["nightly_rate"])
    b["in"], b["out"], b["made"] = day(b["check_in_date"]), day(b["check_out_date"]), day(b["booking_date"])
    b["h"] = hotels[b["hotel_id"]]
    b["rt"] = room_types[b["room_type_id"]]["room_type"]
    b["g"] = guests[b["guest_id"]]
    b["ctype"] = channels[b["channel"]]["channel_type"]
    b["stay"] = b["status"] in ("checked_out", "in_house")
    assert b["n"] == (b["out"] - b["in"]).days
bk = {b["booking_id"]: b for b in bookings}
charges = load("charges")
for c in charges:
    c["amt"], c["d"], c["b"] = float(c["amount"]), day(c["charge_date"]), bk[c["booking_id"]]
reviews = load("reviews")
for r in reviews:
    r["score"], r["d"], r["b"] = int(r["overall_score"]), day(r["review_date"]), bk[r["booking_id"]]


# ------------------------------------------------------------- sqlite side
def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


DB = sqlite3.connect(":memory:")
for t in FILES:
    with open(os.path.join(DATA, t + ".csv"), newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    DB.execute('CREATE TABLE "%s" (%s)' % (t, ", ".join('"%s"' % c for c in rows[0])))
    DB.executemany('INSERT INTO "%s" VALUES (%s)' % (t, ", ".join("?" * len(rows[0]))),
                   [[typed(v) for v in r] for r in rows[1:]])
DB.execute("CREATE INDEX bookings_in ON bookings (check_in_date)")
DB.execute("CREATE INDEX bookings_guest ON bookings (guest_id)")
STAY = "b.status IN ('checked_out', 'in_house')"


def same(a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def check(python_value, sql, *params):
    """The Python answer equals the SQL answer (a scalar for a 1x1 result, else rows)."""
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) for x in python_value] if isinstance(python_value, list) else python_value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r" % (want, got)
    return python_value


# ------------------------------------------------------------------ helpers
def r2(x):
    """2 decimals, or 4 below 100 so that rounding does not eat the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then by key; refuse a
    ranking whose cut (the n-th and the next item) or whose listed items tie."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def group(xs, key, agg=len):
    g = defaultdict(list)
    for x in xs:
        g[key(x)].append(x)
    return {k: agg(v) for k, v in g.items()}


def stays(lo, hi, pred=lambda b: True):
    return [b for b in bookings if b["stay"] and inr(b["in"], lo, hi) and pred(b)]


def booked(lo, hi, pred=lambda b: True):
    """Bookings of any status with check-in in [lo, hi]."""
    return [b for b in bookings if inr(b["in"], lo, hi) and pred(b)]


def revenue(bs):
    return sum(b["rev"] for b in bs)


def nights(bs):
    return sum(b["n"] for b in bs)


def night_basis(lo, hi, pred=lambda h: True):
    """Occupancy pipes: (available room nights, nights sold, revenue of nights sold)."""
    lo_d, hi_d = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    avail = sum(h["rooms_n"] * max(0, (hi_d - max(lo_d, h["opened"])).days + 1) for h in hotels.values() if pred(h))
    sold, rev = 0, 0.0
    for b in bookings:
        if not b["stay"] or not pred(b["h"]):
            continue
        first, last = max(b["in"], lo_d), min(b["out"] - dt.timedelta(1), hi_d)
        if first <= last:
            k = (last - first).days + 1
            sold += k
            rev += k * b["rate"]
    return avail, sold, rev


def section(path, heading):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    if isinstance(expect, float) or (isinstance(expect, list) and any(isinstance(v, float) for x in expect for v in x.values())):
        mode = mode or "approximate"
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))



Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
IN24 = "b.check_in_date BETWEEN '2024-01-01' AND '2024-12-31'"
IN23 = "b.check_in_date BETWEEN '2023-01-01' AND '2023-12-31'"
s23, s24 = stays(*Y23), stays(*Y24)

HJ = "JOIN hotels h ON h.hotel_id = b.hotel_id"
GJ = "JOIN guests g ON g.guest_id = b.guest_id"


def pct_change(new, old):
    return (new - old) / old * 100


# ---------------------------------------------------- 1-3 averages per entity
# 1. room nights per distinct guest, 2024 stays
v = nights(s24) / len({b["guest_id"] for b in s24})
assert abs(v - nights(s24) / len(s24)) > 0.1, "per guest differs from per stay (ALOS)"
check(v, "SELECT SUM(b.nights) * 1.0 / COUNT(DISTINCT b.guest_id) FROM bookings b WHERE %s AND %s" % (STAY, IN24))
golden("r2_nights_per_guest_2024", "on average, how many nights did each guest spend with us in 2024?", r2(v),
       hint="float", difficulty="medium", tags=["average-per", "ratio", "distinct-count", "everyday-words"])

# 2. room revenue per stay at Aurelia Alfama, 2024 (typo: "avrage")
alf = [b for b in s24 if b["h"]["hotel_name"] == "Aurelia Alfama"]
v = revenue(alf) / len(alf)
check(v, "SELECT AVG(b.room_revenue) FROM bookings b %s WHERE %s AND %s AND h.hotel_name = 'Aurelia Alfama'"
      % (HJ, STAY, IN24))
golden("r2_avg_revenue_per_stay_alfama_2024", "avrage room revenue per stay at the alfama in 2024", r2(v),
       hint="float", difficulty="medium", tags=["average-per", "terse", "typo", "hotel-synonym"])

# 3. average rate paid per night by guests from the United States, 2024 (ADR from the totals)
us = [b for b in s24 if b["g"]["country"] == "United States"]
v = revenue(us) / nights(us)
assert abs(v - sum(b["rate"] for b in us) / len(us)) > 0.2, "the mean of booking rates gives another value"
check(v, "SELECT SUM(b.room_revenue) * 1.0 / SUM(b.nights) FROM bookings b %s WHERE %s AND %s AND g.country = 'United States'"
      % (GJ, STAY, IN24))
golden("r2_adr_american_guests_2024",
       "What did American guests pay per night for their rooms, on average, in 2024?", r2(v),
       hint="float", difficulty="medium", tags=["average-per", "adr", "guest-country", "everyday-words"])

# ---------------------------------------------------- 4-6 top N
# 4. top 3 corporate accounts by room revenue, 2023
corp23 = group([b for b in s23 if b["corporate_account"]], lambda b: b["corporate_account"], revenue)
top = ranked(corp23, 3)
check([(k, v) for k, v in top], """SELECT b.corporate_account, SUM(b.room_revenue) FROM bookings b
      WHERE %s AND %s AND b.corporate_account IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 3""" % (STAY, IN23))
golden("r2_top3_corporate_clients_revenue_2023", "top 3 corporate clients by room revenue in 2023",
       [{"corporate_account": k, "room_revenue": r2(v)} for k, v in top],
       hint="list[{corporate_account:str, room_revenue:float}]", difficulty="medium",
       tags=["top-n", "numeric-limit", "corporate", "terse"])

# 5. which three home countries gave Aurelia Born the most room nights, 2024
born_c = group([b for b in s24 if b["h"]["hotel_name"] == "Aurelia Born"], lambda b: b["g"]["country"], nights)
top = ranked(born_c, 3)
check([(k,) for k, _ in top], """SELECT g.country FROM bookings b %s %s
      WHERE %s AND %s AND h.hotel_name = 'Aurelia Born' GROUP BY 1 ORDER BY SUM(b.nights) DESC LIMIT 3"""
      % (GJ, HJ, STAY, IN24))
golden("r2_which_three_markets_born_nights_2024",
       "Which three home countries sent us the most room nights at Aurelia Born in 2024?",
       [{"country": k} for k, _ in top], hint="list[{country:str}]", mode="exact", difficulty="hard",
       tags=["top-n", "written-limit", "guest-country", "hotel"])

# 6. top two hotels by no-shows, 2023
ns = group(booked(*Y23, pred=lambda b: b["status"] == "no_show"), lambda b: b["h"]["hotel_name"])
top = ranked(ns, 2)
check([(k, v) for k, v in top], """SELECT h.hotel_name, COUNT(*) FROM bookings b %s
      WHERE b.status = 'no_show' AND %s GROUP BY 1 ORDER BY 2 DESC LIMIT 2""" % (HJ, IN23))
golden("r2_top2_hotels_no_shows_2023", "which 2 hotels had the most no-shows in 2023, and how many each?",
       [{"hotel": k, "no_shows": v} for k, v in top], hint="list[{hotel:str, no_shows:int}]", mode="exact",
       difficulty="medium", tags=["top-n", "numeric-limit", "status", "join"])

# ---------------------------------------------------- 7-9 rankings by a named measure
# 7. hotels ranked by recommendation rate of reviews written in 2024 (typo: "recomendation")
rv24 = [r for r in reviews if r["d"].year == 2024]
rec = group(rv24, lambda r: r["b"]["h"]["hotel_name"], lambda rs: 100.0 * sum(int(r["would_recommend"]) for r in rs) / len(rs))
allh = ranked(rec)
check([(k, v) for k, v in allh], """SELECT h.hotel_name, 100.0 * AVG(r.would_recommend) FROM reviews r
      JOIN bookings b ON b.booking_id = r.booking_id %s
      WHERE r.review_date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC""" % HJ)
golden("r2_rank_hotels_recommend_rate_2024",
       "Please rank all of our hotels by their recomendation rate for reviews written in 2024, best first.",
       [{"hotel": k, "recommend_rate": r2(v)} for k, v in allh],
       hint="list[{hotel:str, recommend_rate:float}]", difficulty="medium",
       tags=["ranking", "rate", "second-fact", "typo", "polite"])

# 8. channel with the longest average length of stay, 2023
al = group(s23, lambda b: b["channel"], lambda bs: nights(bs) / len(bs))
v = ranked(al, 1)[0][0]
check(v, "SELECT b.channel FROM bookings b WHERE %s AND %s GROUP BY 1 ORDER BY AVG(b.nights) DESC LIMIT 1" % (STAY, IN23))
golden("r2_channel_longest_stays_2023", "through which channel did guests stay the longest on average in 2023?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "average", "channel", "everyday-words"])

# 9. hotel with the lowest ADR in Q1 2024 (check-in basis; the night-by-night basis agrees)
q1 = stays("2024-01-01", "2024-03-31")
adr = group(q1, lambda b: b["h"]["hotel_name"], lambda bs: revenue(bs) / nights(bs))
v = ranked(adr, 1, reverse=False)[0][0]
nb = {h["hotel_name"]: (lambda a, s, r: r / s)(*night_basis("2024-01-01", "2024-03-31", lambda x, i=h["hotel_id"]: x["hotel_id"] == i))
      for h in hotels.values()}
assert ranked(nb, 1, reverse=False)[0][0] == v, "night-by-night ADR ranks another hotel lowest"
check(v, """SELECT h.hotel_name FROM bookings b %s WHERE %s AND b.check_in_date BETWEEN '2024-01-01' AND '2024-03-31'
      GROUP BY 1 ORDER BY SUM(b.room_revenue) * 1.0 / SUM(b.nights) ASC LIMIT 1""" % (HJ, STAY))
golden("r2_lowest_adr_hotel_q1_2024", "lowest adr hotel q1 2024", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "bottom", "adr", "quarter", "terse"])

# ---------------------------------------------------- 10-12 shares with a filter
# 10. corporate share of Aurelia Born's room revenue, 2024
born24 = [b for b in s24 if b["h"]["hotel_name"] == "Aurelia Born"]
v = revenue([b for b in born24 if b["channel"] == "Corporate"]) / revenue(born24) * 100
check(v, """SELECT 100.0 * SUM(CASE WHEN b.channel = 'Corporate' THEN b.room_revenue ELSE 0 END) / SUM(b.room_revenue)
      FROM bookings b %s WHERE %s AND %s AND h.hotel_name = 'Aurelia Born'""" % (HJ, STAY, IN24))
golden("r2_corporate_share_born_revenue_2024",
       "Would you be able to tell me what share of Aurelia Born's room revenue in 2024 came from corporate bookings?", r2(v),
       hint="float", difficulty="medium", tags=["share", "channel", "hotel"])

# 11. share of summer-2023 stays with children
su23 = stays("2023-07-01", "2023-08-31")
v = 100.0 * sum(1 for b in su23 if int(b["children"]) > 0) / len(su23)
check(v, """SELECT 100.0 * SUM(CASE WHEN b.children > 0 THEN 1 ELSE 0 END) / COUNT(*) FROM bookings b
      WHERE %s AND b.check_in_date BETWEEN '2023-07-01' AND '2023-08-31'""" % STAY)
golden("r2_share_stays_with_kids_summer_2023", "what % of our stays in summer 2023 had kids in the room?", r2(v),
       hint="float", difficulty="medium", tags=["share", "named-period", "filter", "everyday-words"])

# 12. parking share of Aurelia Triana's extras, 2024 (charge date)
tri_ch = [c for c in charges if c["d"].year == 2024 and c["b"]["h"]["hotel_name"] == "Aurelia Triana"]
v = 100.0 * sum(c["amt"] for c in tri_ch if c["category"] == "parking") / sum(c["amt"] for c in tri_ch)
check(v, """SELECT 100.0 * SUM(CASE WHEN c.category = 'parking' THEN c.amount ELSE 0 END) / SUM(c.amount)
      FROM charges c JOIN bookings b ON b.booking_id = c.booking_id %s
      WHERE h.hotel_name = 'Aurelia Triana' AND c.charge_date BETWEEN '2024-01-01' AND '2024-12-31'""" % HJ)
golden("r2_parking_share_triana_extras_2024",
       "how much of the triana's extras money in 2024 was parking, as a percentage?", r2(v),
       hint="float", difficulty="hard", tags=["share", "second-fact", "hotel-synonym", "everyday-words"])

# ---------------------------------------------------- 13-16 distinct entities constrained by facts
# 13. distinct guests with a stay in Porto, 2024
v = len({b["guest_id"] for b in s24 if b["h"]["city"] == "Porto"})
check(v, "SELECT COUNT(DISTINCT b.guest_id) FROM bookings b %s WHERE %s AND %s AND h.city = 'Porto'" % (HJ, STAY, IN24))
golden("r2_guests_stayed_porto_2024", "how many guests stayed in porto in 2024", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "city", "terse"])

# 14. distinct German guests with a stay at a hotel in Spain, 2023
v = len({b["guest_id"] for b in s23 if b["g"]["country"] == "Germany" and b["h"]["country"] == "Spain"})
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM bookings b %s %s
      WHERE %s AND %s AND g.country = 'Germany' AND h.country = 'Spain'""" % (GJ, HJ, STAY, IN23))
golden("r2_german_guests_spanish_hotels_2023",
       "How many different German guests stayed at our Spanish hotels in 2023?", v,
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role", "guest-vs-hotel-country"])

# 15. distinct corporate accounts with a stay at Aurelia Born arriving during the Tech Congress 2024
tc = stays("2024-02-26", "2024-02-29", lambda b: b["h"]["hotel_name"] == "Aurelia Born" and b["corporate_account"])
v = len({b["corporate_account"] for b in tc})
cover = {b["corporate_account"] for b in bookings if b["stay"] and b["h"]["hotel_name"] == "Aurelia Born"
         and b["corporate_account"] and b["in"] <= dt.date(2024, 2, 29) and b["out"] > dt.date(2024, 2, 26)}
assert len(cover) == v, "stays covering a congress night give another count"
check(v, """SELECT COUNT(DISTINCT b.corporate_account) FROM bookings b %s WHERE %s AND h.hotel_name = 'Aurelia Born'
      AND b.check_in_date BETWEEN '2024-02-26' AND '2024-02-29'""" % (HJ, STAY))
golden("r2_companies_born_tech_congress_2024",
       "How many different companies had people staying at the Born for the 2024 tech congress?", v,
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "named-period", "corporate", "event"])

# 16. guests who have stayed at three or more different hotels (all stays in the data)
allstays = [b for b in bookings if b["stay"]]
per = group(allstays, lambda b: b["guest_id"], lambda bs: len({b["hotel_id"] for b in bs}))
v = sum(1 for k in per.values() if k >= 3)
check(v, """SELECT COUNT(*) FROM (SELECT b.guest_id FROM bookings b WHERE %s GROUP BY 1
      HAVING COUNT(DISTINCT b.hotel_id) >= 3)""" % STAY)
golden("r2_guests_three_plus_hotels", "How many guests have stayed at three or more of our different hotels?", v,
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "per-entity", "having", "threshold"])

# ---------------------------------------------------- 17-20 negation / exclusion
# 17. room revenue excluding OTA bookings, 2024
v = revenue([b for b in s24 if b["ctype"] != "OTA"])
check(v, """SELECT SUM(b.room_revenue) FROM bookings b JOIN channels c ON c.channel = b.channel
      WHERE %s AND %s AND c.channel_type <> 'OTA'""" % (STAY, IN24))
golden("r2_revenue_excluding_otas_2024", "room revenue 2024 excluding the OTAs", r2(v),
       hint="float", difficulty="medium", tags=["sum", "negation", "channel-type", "terse"])

# 18. guests with a 2024 stay who are not loyalty members
v = len({b["guest_id"] for b in s24 if not b["g"]["loyalty_tier"]})
check(v, "SELECT COUNT(DISTINCT b.guest_id) FROM bookings b %s WHERE %s AND %s AND g.loyalty_tier IS NULL" % (GJ, STAY, IN24))
golden("r2_non_member_guests_2024",
       "How many of the guests who stayed with us in 2024 are not part of the loyalty programme?", v,
       hint="int", mode="exact", difficulty="medium", tags=["negation", "distinct-count", "loyalty"])

# 19. guests with a 2023 stay and no stay in 2024
g23, g24 = {b["guest_id"] for b in s23}, {b["guest_id"] for b in s24}
v = len(g23 - g24)
assert v != len(g23 - {b["guest_id"] for b in booked(*Y24)}), "any 2024 booking gives another count"
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM bookings b WHERE %s AND %s AND NOT EXISTS
      (SELECT 1 FROM bookings x WHERE x.guest_id = b.guest_id AND x.status IN ('checked_out', 'in_house')
       AND x.check_in_date BETWEEN '2024-01-01' AND '2024-12-31')""" % (STAY, IN23))
golden("r2_guests_2023_never_back_2024", "how many guests who stayed in 2023 never came back in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["negation", "not-exists", "two-periods", "everyday-words"])

# 20. 2024 stays with no extras charged
charged = {c["booking_id"] for c in charges}
v = sum(1 for b in s24 if b["booking_id"] not in charged)
check(v, """SELECT COUNT(*) FROM bookings b WHERE %s AND %s AND NOT EXISTS
      (SELECT 1 FROM charges c WHERE c.booking_id = b.booking_id)""" % (STAY, IN24))
golden("r2_stays_without_extras_2024", "How many stays in 2024 didn't have a single extra charged to the room?", v,
       hint="int", mode="exact", difficulty="hard", tags=["negation", "not-exists", "second-fact"])

# ---------------------------------------------------- 21-22 comparisons
# 21. 2024 stays with room revenue over EUR 1,000
v = sum(1 for b in s24 if b["rev"] > 1000)
assert not any(b["rev"] == 1000 for b in s24)
check(v, "SELECT COUNT(*) FROM bookings b WHERE %s AND %s AND b.room_revenue > 1000" % (STAY, IN24))
golden("r2_stays_over_1000_2024", "how many stays in 2024 were worth over €1,000 in room revenue?", v,
       hint="int", mode="exact", difficulty="medium", tags=["threshold", "comparison", "count"])

# 22. Triana stays longer than 3 nights, 2023
tri23 = [b for b in s23 if b["h"]["hotel_name"] == "Aurelia Triana"]
v = sum(1 for b in tri23 if b["n"] > 3)
assert v != sum(1 for b in tri23 if b["n"] >= 3), "more than 3 excludes 3"
check(v, "SELECT COUNT(*) FROM bookings b %s WHERE %s AND %s AND h.hotel_name = 'Aurelia Triana' AND b.nights > 3"
      % (HJ, STAY, IN23))
golden("r2_triana_stays_more_than_3_nights_2023",
       "In 2023, how many stays at our Seville hotel lasted more than 3 nights?", v,
       hint="int", mode="exact", difficulty="medium", tags=["threshold", "comparison", "hotel-by-city"])

# ---------------------------------------------------- 23-26 date roles and qualifiers
# 23. bookings made in Q1 2024 for arrivals in summer 2024 (any status)
v = sum(1 for b in bookings if inr(b["made"], "2024-01-01", "2024-03-31") and inr(b["in"], "2024-07-01", "2024-08-31"))
check(v, """SELECT COUNT(*) FROM bookings b WHERE b.booking_date BETWEEN '2024-01-01' AND '2024-03-31'
      AND b.check_in_date BETWEEN '2024-07-01' AND '2024-08-31'""")
golden("r2_booked_q1_for_summer_2024",
       "How many of the bookings made in the first quarter of 2024 were for arrivals in the 2024 summer peak?", v,
       hint="int", mode="exact", difficulty="hard", tags=["count", "date-role", "two-dates", "quarter", "named-period"])

# 24. bookings cancelled in March 2024 (cancellation date)
v = sum(1 for b in bookings if b["status"] == "cancelled" and inr(day(b["cancellation_date"]), "2024-03-01", "2024-03-31"))
assert v != len(booked("2024-03-01", "2024-03-31", lambda b: b["status"] == "cancelled")), "check-in basis differs"
check(v, "SELECT COUNT(*) FROM bookings b WHERE b.status = 'cancelled' AND b.cancellation_date BETWEEN '2024-03-01' AND '2024-03-31'")
golden("r2_cancelled_in_march_2024", "How many bookings were cancelled in March 2024, going by the day they were cancelled?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "date-role", "cancellation-date", "month"])

# 25. room revenue from Portuguese guests at the Lisbon hotels, 2024
v = revenue([b for b in s24 if b["g"]["country"] == "Portugal" and b["h"]["city"] == "Lisbon"])
check(v, """SELECT SUM(b.room_revenue) FROM bookings b %s %s WHERE %s AND %s AND g.country = 'Portugal' AND h.city = 'Lisbon'"""
      % (GJ, HJ, STAY, IN24))
golden("r2_portuguese_guests_lisbon_revenue_2024",
       "how much room revenue did portuguese guests bring in at our lisbon hotels in 2024", r2(v),
       hint="float", difficulty="hard", tags=["sum", "role", "guest-vs-hotel-country", "city"])

# 26. room nights of Silver members booked direct (Website or Phone), 2024
v = nights([b for b in s24 if b["g"]["loyalty_tier"] == "Silver" and b["ctype"] == "direct"])
check(v, """SELECT SUM(b.nights) FROM bookings b %s JOIN channels c ON c.channel = b.channel
      WHERE %s AND %s AND g.loyalty_tier = 'Silver' AND c.channel_type = 'direct'""" % (GJ, STAY, IN24))
golden("r2_silver_direct_nights_2024",
       "How many room nights did our Silver members book straight with us (website or phone) in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["sum", "loyalty", "channel-type", "everyday-words"])

# ---------------------------------------------------- 27-29 periods
# 27. Aurelia Alfama room revenue, May 2023
v = revenue(stays("2023-05-01", "2023-05-31", lambda b: b["h"]["hotel_name"] == "Aurelia Alfama"))
check(v, """SELECT SUM(b.room_revenue) FROM bookings b %s WHERE %s AND h.hotel_name = 'Aurelia Alfama'
      AND b.check_in_date BETWEEN '2023-05-01' AND '2023-05-31'""" % (HJ, STAY))
golden("r2_alfama_revenue_may_2023", "alfama room revenue may 2023", r2(v),
       hint="float", difficulty="easy", tags=["sum", "month", "hotel-synonym", "terse"])

# 28. ADR at Aurelia Marina, summer peak 2023 (arrivals July-August 2023)
mar = stays("2023-07-01", "2023-08-31", lambda b: b["h"]["hotel_name"] == "Aurelia Marina")
v = revenue(mar) / nights(mar)
_, sold, rev_n = night_basis("2023-07-01", "2023-08-31", lambda h: h["hotel_name"] == "Aurelia Marina")
assert abs(rev_n / sold - v) / v < 0.001, "the night-by-night ADR (pipe) falls outside the tolerance"
check(v, """SELECT SUM(b.room_revenue) * 1.0 / SUM(b.nights) FROM bookings b %s WHERE %s AND h.hotel_name = 'Aurelia Marina'
      AND b.check_in_date BETWEEN '2023-07-01' AND '2023-08-31'""" % (HJ, STAY))
golden("r2_marina_adr_summer_2023",
       "Could you tell me the average daily rate we achieved at our Valencia hotel during the summer peak of 2023?", r2(v),
       hint="float", difficulty="medium", tags=["ratio", "adr", "named-period", "hotel-by-city", "polite"])

# 29. cancelled bookings among arrivals at Aurelia Triana during the Seville Spring Fair 2024
v = len(booked("2024-04-14", "2024-04-20", lambda b: b["h"]["hotel_name"] == "Aurelia Triana" and b["status"] == "cancelled"))
check(v, """SELECT COUNT(*) FROM bookings b %s WHERE b.status = 'cancelled' AND h.hotel_name = 'Aurelia Triana'
      AND b.check_in_date BETWEEN '2024-04-14' AND '2024-04-20'""" % HJ)
golden("r2_triana_cancellations_spring_fair_2024",
       "how many bookings at the triana arriving during the 2024 spring fair got cancelled?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "named-period", "event", "status"])

# ---------------------------------------------------- 30-31 growth between two periods
# 30. ancillary revenue growth, 2024 vs 2023 (charge date)
a23 = sum(c["amt"] for c in charges if c["d"].year == 2023)
a24 = sum(c["amt"] for c in charges if c["d"].year == 2024)
v = pct_change(a24, a23)
check(v, """SELECT 100.0 * (y24.a - y23.a) / y23.a FROM
      (SELECT SUM(amount) a FROM charges WHERE charge_date BETWEEN '2024-01-01' AND '2024-12-31') y24,
      (SELECT SUM(amount) a FROM charges WHERE charge_date BETWEEN '2023-01-01' AND '2023-12-31') y23""")
golden("r2_ancillary_growth_2024_vs_2023",
       "By how much did our income from extras grow in 2024 compared with 2023, in percent?", r2(v),
       hint="float", difficulty="medium", tags=["percent-change", "two-periods", "second-fact", "everyday-words"])

# 31. Aurelia Born room revenue growth, February 2024 vs February 2023
bf = lambda lo, hi: revenue(stays(lo, hi, lambda b: b["h"]["hotel_name"] == "Aurelia Born"))
f23, f24 = bf("2023-02-01", "2023-02-28"), bf("2024-02-01", "2024-02-29")
v = pct_change(f24, f23)
check(v, """SELECT 100.0 * (y24.r - y23.r) / y23.r FROM
      (SELECT SUM(b.room_revenue) r FROM bookings b %s WHERE %s AND h.hotel_name = 'Aurelia Born'
       AND b.check_in_date BETWEEN '2024-02-01' AND '2024-02-29') y24,
      (SELECT SUM(b.room_revenue) r FROM bookings b %s WHERE %s AND h.hotel_name = 'Aurelia Born'
       AND b.check_in_date BETWEEN '2023-02-01' AND '2023-02-28') y23""" % (HJ, STAY, HJ, STAY))
golden("r2_born_revenue_growth_feb_2024",
       "what was the % change in room revenue at the born, february 2024 vs february 2023?", r2(v),
       hint="float", difficulty="medium", tags=["percent-change", "two-periods", "month", "hotel-synonym"])

# ---------------------------------------------------- 32-33 one group of a breakdown
# 32. Expedia's room revenue net of commission, 2024
com = {k: float(c["commission_pct"]) for k, c in channels.items()}
v = sum(b["rev"] * (1 - com[b["channel"]] / 100.0) for b in s24 if b["channel"] == "Expedia")
check(v, """SELECT SUM(b.room_revenue * (1 - c.commission_pct / 100.0)) FROM bookings b JOIN channels c ON c.channel = b.channel
      WHERE %s AND %s AND b.channel = 'Expedia'""" % (STAY, IN24))
golden("r2_expedia_net_revenue_2024",
       "If you split 2024 room revenue after commission by channel, what's the number for Expedia?", r2(v),
       hint="float", difficulty="hard", tags=["breakdown-one-group", "derived", "commission", "channel"])

# 33. average length of stay of Gold members, 2024
gold = [b for b in s24 if b["g"]["loyalty_tier"] == "Gold"]
v = nights(gold) / len(gold)
check(v, "SELECT AVG(b.nights) FROM bookings b %s WHERE %s AND %s AND g.loyalty_tier = 'Gold'" % (GJ, STAY, IN24))
golden("r2_gold_alos_2024",
       "Looking at average length of stay by loyalty tier for 2024, what was it for the Gold tier?", r2(v),
       hint="float", difficulty="medium", tags=["breakdown-one-group", "average", "loyalty"])

# ---------------------------------------------------- 34-37 documents
pol = os.path.join(DOCS, "cancellation_policy.md")
loy = os.path.join(DOCS, "loyalty_programme.md")
kpi = os.path.join(DOCS, "kpi_definitions.md")

txt = section(pol, "Group bookings")
m = re.findall(r"Bookings of (\d+) or more rooms for the same dates are group bookings", txt)
assert m == ["5"], m
golden("r2_doc_group_booking_rooms",
       "From how many rooms does a reservation count as a group booking?", int(m[0]),
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "definition"])

txt = section(loy, "Points")
m = re.findall(r"Points expire (\d+) months after they\s+were earned", txt)
assert m == ["24"], m
golden("r2_doc_points_expiry_months",
       "how long before aurelia circle points run out? (months)", int(m[0]),
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "loyalty", "terse"])

txt = section(kpi, "Cancellations and no-shows")
m = re.findall(r"below (\d+)% on any single channel", txt)
assert m == ["20"], m
golden("r2_doc_channel_cancellation_target",
       "What cancellation rate are we aiming to stay under on any one channel, in percent?", int(m[0]),
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "target", "kpi"])

txt = section(loy, "Points")
m = re.findall(r"(\d+) points per euro of room revenue on direct bookings and (\d+)\s+points per euro on every other channel", txt)
assert m == [("10", "5")], m
golden("r2_doc_points_per_euro_ota",
       "If a member books through Booking.com, how many points do they earn per euro of room revenue?", int(m[0][1]),
       hint="int", mode="exact", route="documents", difficulty="hard", tags=["document", "loyalty", "qualifier"])

# ---------------------------------------------------- 38-40 unanswerable
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    texts = f.read().lower()
for fn in sorted(os.listdir(DOCS)):
    with open(os.path.join(DOCS, fn), encoding="utf-8") as f:
        texts += f.read().lower()
for fn in sorted(os.listdir(os.path.join(ROOT, "pipes"))):
    with open(os.path.join(ROOT, "pipes", fn), encoding="utf-8") as f:
        texts += f.read().lower()
heads = " ".join(open(os.path.join(DATA, t + ".csv"), encoding="utf-8").readline().lower() for t in FILES)
blob = texts + " " + heads

assert not any(w in blob for w in ("headcount", "staff", "payroll", "workforce", "employee_"))
golden("r2_unanswerable_staff_born_2024", "How many staff worked at Aurelia Born in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

assert not any(w in blob for w in (" age ", "birth", "age_", "_age", "date of birth", "dob"))
golden("r2_unanswerable_guest_age", "what's the average age of our guests?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable", "terse"])

assert not any(w in blob for w in ("competitor", "compset", "comp set", "competitive set", "market rate", "rate shop"))
golden("r2_unanswerable_competitor_rates_lisbon_2024",
       "Were our Lisbon room rates in 2024 above or below what competing hotels in the city charged?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "external-data"])


# ================================================================== output
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



HEADER = [
    "# Held-out round 2 (hotels): not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round2.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round2.py",
]
assert len(GOLDENS) == 40, len(GOLDENS)
assert all(g["name"].startswith("r2_") for g in GOLDENS)
if len(sys.argv) > 1 and sys.argv[1] == "--print":
    render(HEADER, sys.stdout)
else:
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))
