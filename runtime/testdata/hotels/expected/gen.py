#!/usr/bin/env python3
"""Expected answers for the hotels workspace's golden questions (tuning suite).

This is the independent check of the suite: it reads data/*.csv (and
documents/*.md for the document question) with the Python standard library
only and computes every answer itself, without datacopilot or DuckDB, then
computes each answer a second way with hand-written SQL over the same CSVs
loaded into sqlite3 (also the standard library) and asserts that both agree.
It writes:

  evals/hotels.hcl     the tuning suite `datacopilot eval` asks (30 goldens)

The questions were written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md, before the tool was run on them and without reading its code.
Running it twice writes the same file: `python3 expected/gen.py`
(`--print` prints it instead).

Definitions follow knowledge.hcl and documents/kpi_definitions.md:
  - a stay = a booking with status checked_out or in_house (cancelled, no_show
    and confirmed future bookings are not stays);
  - bookings, stays, room nights, room revenue, ADR, cancellations, no-shows,
    length of stay and lead time are dated by check_in_date unless the question
    says booked/made (booking_date);
  - bookings = every row whatever its status; room nights = SUM(nights) of
    stays; room revenue ("revenue") = SUM(room_revenue) of stays, EUR;
    ADR = room revenue / room nights of stays (from the totals);
    average length of stay = AVG(nights) of stays;
  - cancellation rate = 100 * cancelled bookings / all bookings with check-in
    in the period; no-shows = status no_show;
  - lead time = check_in_date - booking_date in days, averaged over all
    bookings (any status);
  - unique guests = distinct guest_id of stays; "stayed more than 5 times in
    2024" = 6 or more stays with check-in in 2024; "never cancelled a booking"
    = no booking of the guest with status cancelled anywhere in the data;
  - occupancy and RevPAR (pipes hotel_occupancy / group_occupancy) are counted
    night by night: a night N is sold when a stay has check_in_date <= N <
    check_out_date; available room nights = hotels.rooms * nights of the period
    on or after opened_date; RevPAR = SUM(nightly_rate) of the nights sold in
    the period / available room nights;
  - ancillary revenue = SUM(charges.amount), dated by charge_date;
  - average review score = AVG(overall_score) of the reviews written in the
    period (review_date); a review's hotel is its booking's hotel;
  - OTA = channels.channel_type 'OTA' (Booking.com and Expedia); share of room
    revenue = OTA room revenue / all room revenue * 100;
  - Platinum members = guests.loyalty_tier 'Platinum' (today's tier);
  - corporate account = bookings.corporate_account; room nights of its stays;
  - "guests from Spain" = guests.country 'Spain'; "our hotels in Spain" =
    hotels.country 'Spain';
  - named periods (knowledge.hcl): summer peak 2024 = 2024-07-01..2024-08-31,
    Barcelona Tech Congress 2024 = 2024-02-26..2024-02-29, by check-in date;
  - "on the books for 2025" = room nights of bookings with status confirmed
    (all of them have check-in in 2025).
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Breakdowns are ordered by the measure, largest first; time
series by period. Rankings are checked for ties at the cut and inside the list.
The unanswerable question (energy use: no utility data anywhere in the
workspace) expects route "stop"; the document question (free cancellation of
the Flexible rate, documents/cancellation_policy.md) expects route "documents".
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
OUT = os.path.join(ROOT, "evals", "hotels.hcl")
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

# ================================================================== the 30 questions
# 1. total: room revenue of stays checking in in 2024
v = revenue(stays(*Y24))
assert v != sum(b["rev"] for b in booked(*Y24)), "all rows would give another total"
check(v, "SELECT SUM(b.room_revenue) FROM bookings b WHERE %s AND %s" % (STAY, IN24))
golden("room_revenue_2024", "What was our total room revenue in 2024?", r2(v),
       hint="float", difficulty="easy", tags=["sum", "year", "canonical-metric", "status-filter"])

# 2. count: bookings (any status) with check-in in 2023
v = len(booked(*Y23))
assert v != sum(1 for b in bookings if b["made"].year == 2023), "booking date gives another count"
check(v, "SELECT COUNT(*) FROM bookings b WHERE %s" % IN23)
golden("bookings_2023", "How many bookings did we have in 2023?", v,
       hint="int", mode="exact", difficulty="easy", tags=["count", "year", "date-role"])

# 3. named period: room nights of stays checking in during summer peak 2024 (Jul-Aug)
v = nights(stays("2024-07-01", "2024-08-31"))
check(v, "SELECT SUM(b.nights) FROM bookings b WHERE %s AND b.check_in_date BETWEEN '2024-07-01' AND '2024-08-31'" % STAY)
golden("room_nights_summer_peak_2024", "How many room nights did we sell during the summer peak 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["sum", "named-period"])

# 4. distinct count: guests with a stay in 2024
v = len({b["guest_id"] for b in stays(*Y24)})
assert v != len(stays(*Y24))
check(v, "SELECT COUNT(DISTINCT b.guest_id) FROM bookings b WHERE %s AND %s" % (STAY, IN24))
golden("unique_guests_2024", "How many different guests stayed with us in 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "year"])

# 5. top-N: 3 hotels by room revenue 2024
rev_h24 = group(stays(*Y24), lambda b: b["h"]["hotel_name"], revenue)
top3 = ranked(rev_h24, 3)
check([(k,) for k, _ in top3], """
    SELECT h.hotel_name FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE %s AND %s GROUP BY h.hotel_name ORDER BY SUM(b.room_revenue) DESC LIMIT 3""" % (STAY, IN24))
golden("top3_hotels_room_revenue_2024", "Which 3 hotels brought in the most room revenue in 2024?",
       [{"hotel": k} for k, _ in top3], hint="list[{hotel:str}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "join"])

# 6. Nth: channel with the second most bookings (any status) in 2024
ch24 = group(booked(*Y24), lambda b: b["channel"])
v = ranked(ch24, 2)[1][0]
check(v, "SELECT b.channel FROM bookings b WHERE %s GROUP BY b.channel ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1" % IN24)
golden("second_channel_bookings_2024", "Which channel had the second most bookings in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["nth", "ranking", "channel"])

# 7. breakdown: room revenue by city 2023
rc = ranked(group(stays(*Y23), lambda b: b["h"]["city"], revenue))
check([(k, x) for k, x in rc], """
    SELECT h.city, SUM(b.room_revenue) r FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE %s AND %s GROUP BY h.city ORDER BY r DESC""" % (STAY, IN23))
golden("room_revenue_by_city_2023", "Room revenue by city in 2023",
       [{"city": k, "room_revenue": r2(x)} for k, x in rc], hint="list[{city:str, room_revenue:float}]",
       difficulty="medium", tags=["breakdown", "join", "city-vs-hotel"])

# 8. breakdown of a ratio: ADR by room type 2024
s24 = stays(*Y24)
adr_rt = ranked(group(s24, lambda b: b["rt"], lambda bs: revenue(bs) / nights(bs)))
check([(k, x) for k, x in adr_rt], """
    SELECT t.room_type, SUM(b.room_revenue) * 1.0 / SUM(b.nights) a
    FROM bookings b JOIN room_types t ON t.room_type_id = b.room_type_id
    WHERE %s AND %s GROUP BY t.room_type ORDER BY a DESC""" % (STAY, IN24))
assert any(abs(x - sum(b["rate"] for b in s24 if b["rt"] == k) / sum(1 for b in s24 if b["rt"] == k)) > 0.5
           for k, x in adr_rt), "an average of booking rates would give other values"
golden("adr_by_room_type_2024", "What was the ADR by room type in 2024?",
       [{"room_type": k, "adr": r2(x)} for k, x in adr_rt], hint="list[{room_type:str, adr:float}]",
       difficulty="medium", tags=["breakdown", "ratio", "join"])

# 9. two periods: ADR Q3 2024 vs Q3 2023, percent change
q3_23, q3_24 = stays("2023-07-01", "2023-09-30"), stays("2024-07-01", "2024-09-30")
a23, a24 = revenue(q3_23) / nights(q3_23), revenue(q3_24) / nights(q3_24)
v = (a24 - a23) / a23 * 100
check(v, """
    SELECT 100.0 * (y24.a - y23.a) / y23.a FROM
      (SELECT SUM(room_revenue) * 1.0 / SUM(nights) a FROM bookings b
       WHERE %s AND b.check_in_date BETWEEN '2024-07-01' AND '2024-09-30') y24,
      (SELECT SUM(room_revenue) * 1.0 / SUM(nights) a FROM bookings b
       WHERE %s AND b.check_in_date BETWEEN '2023-07-01' AND '2023-09-30') y23""" % (STAY, STAY))
golden("adr_change_q3_2024_vs_2023", "By what percentage did ADR change in Q3 2024 compared with Q3 2023?", r2(v),
       hint="float", difficulty="hard", tags=["percent-change", "two-periods", "ratio", "quarter"])

# 10. share: OTA share of room revenue 2024
v = revenue([b for b in s24 if b["ctype"] == "OTA"]) / revenue(s24) * 100
check(v, """
    SELECT 100.0 * SUM(CASE WHEN c.channel_type = 'OTA' THEN b.room_revenue ELSE 0 END) / SUM(b.room_revenue)
    FROM bookings b JOIN channels c ON c.channel = b.channel WHERE %s AND %s""" % (STAY, IN24))
golden("ota_share_room_revenue_2024", "What share of our 2024 room revenue came through OTAs?", r2(v),
       hint="float", difficulty="medium", tags=["share", "channel-type", "value-synonym"])

# 11. average: average length of stay 2024
v = nights(s24) / len(s24)
check(v, "SELECT AVG(b.nights) FROM bookings b WHERE %s AND %s" % (STAY, IN24))
golden("alos_2024", "What was the average length of stay in 2024?", r2(v),
       hint="float", difficulty="easy", tags=["average", "canonical-metric"])

# 12. rate: cancellation rate of Booking.com bookings 2024
bdc = booked(*Y24, pred=lambda b: b["channel"] == "Booking.com")
v = sum(1 for b in bdc if b["status"] == "cancelled") / len(bdc) * 100
check(v, """
    SELECT 100.0 * SUM(CASE WHEN b.status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*)
    FROM bookings b WHERE b.channel = 'Booking.com' AND %s""" % IN24)
golden("cancellation_rate_booking_com_2024", "What was the cancellation rate for Booking.com bookings in 2024?", r2(v),
       hint="float", difficulty="medium", tags=["rate", "channel"])

# 13. date role: bookings made (booking_date) in December 2024, any status, any check-in
v = sum(1 for b in bookings if inr(b["made"], "2024-12-01", "2024-12-31"))
assert v != len(booked("2024-12-01", "2024-12-31")), "check-in date gives another count"
check(v, "SELECT COUNT(*) FROM bookings b WHERE b.booking_date BETWEEN '2024-12-01' AND '2024-12-31'")
golden("bookings_made_december_2024", "How many bookings were made in December 2024?", v,
       hint="int", mode="exact", difficulty="medium", tags=["count", "date-role", "booking-date"])

# 14. two date roles on one row: made in 2023, check-in in 2024
v = sum(1 for b in bookings if b["made"].year == 2023 and b["in"].year == 2024)
check(v, "SELECT COUNT(*) FROM bookings b WHERE b.booking_date LIKE '2023-%' AND " + IN24)
golden("made_2023_check_in_2024", "How many bookings made in 2023 had a check-in date in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["count", "date-role", "two-dates"])

# 15. threshold per entity: guests with 6+ stays checking in in 2024
per_guest = Counter(b["guest_id"] for b in s24)
v = sum(1 for n in per_guest.values() if n > 5)
assert sum(1 for n in per_guest.values() if n == 5) > 0 and v != sum(1 for n in per_guest.values() if n >= 5)
check(v, "SELECT COUNT(*) FROM (SELECT b.guest_id FROM bookings b WHERE %s AND %s GROUP BY b.guest_id HAVING COUNT(*) > 5)"
      % (STAY, IN24))
golden("guests_more_than_5_stays_2024", "How many guests stayed with us more than 5 times in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "per-entity", "having"])

# 16. negation: guests with a 2024 stay who never cancelled any booking
cancellers = {b["guest_id"] for b in bookings if b["status"] == "cancelled"}
stayers = {b["guest_id"] for b in s24}
v = len(stayers - cancellers)
assert 0 < len(stayers & cancellers)
check(v, """
    SELECT COUNT(DISTINCT b.guest_id) FROM bookings b WHERE %s AND %s
      AND NOT EXISTS (SELECT 1 FROM bookings x WHERE x.guest_id = b.guest_id AND x.status = 'cancelled')""" % (STAY, IN24))
golden("stayed_2024_never_cancelled", "How many of the guests who stayed with us in 2024 have never cancelled a booking?", v,
       hint="int", mode="exact", difficulty="hard", tags=["negation", "distinct-count", "not-exists"])

# 17. document: free cancellation of the Flexible rate
txt = section(os.path.join(DOCS, "cancellation_policy.md"), "Flexible rate")
hours = re.findall(r"free of charge until (\d+) hours before arrival", txt)
assert hours == ["48"], hours
golden("doc_flexible_free_cancellation_hours",
       "Up to how many hours before arrival can a guest cancel a Flexible rate booking free of charge?", int(hours[0]),
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 18. unanswerable: energy use is nowhere in the workspace
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    texts = f.read().lower()
for fn in sorted(os.listdir(DOCS)):
    with open(os.path.join(DOCS, fn), encoding="utf-8") as f:
        texts += f.read().lower()
heads = " ".join(open(os.path.join(DATA, t + ".csv"), encoding="utf-8").readline().lower() for t in FILES)
assert not any(w in texts + heads for w in ("energy", "electricity", "kwh", "utilities", "utility"))
golden("refuse_energy_use", "How much electricity did Aurelia Marina use in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

# 19. occupancy (pipe, night basis): Aurelia Born, August 2024
avail, sold, _ = night_basis("2024-08-01", "2024-08-31", lambda h: h["hotel_name"] == "Aurelia Born")
v = sold / avail * 100
checkin_based = nights(stays("2024-08-01", "2024-08-31", lambda b: b["h"]["hotel_name"] == "Aurelia Born")) / avail * 100
assert abs(checkin_based - v) > 0.1, "check-in dating would give another occupancy"
NIGHTS_SQL = """
    WITH RECURSIVE n(night) AS (SELECT ? UNION ALL SELECT date(night, '+1 day') FROM n WHERE night < ?)"""
check(v, NIGHTS_SQL + """
    SELECT 100.0 * (SELECT COUNT(*) FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
                    JOIN n ON b.check_in_date <= n.night AND b.check_out_date > n.night
                    WHERE %s AND h.hotel_name = 'Aurelia Born')
         / (SELECT SUM(h.rooms) FROM hotels h JOIN n ON n.night >= h.opened_date WHERE h.hotel_name = 'Aurelia Born')"""
      % STAY, "2024-08-01", "2024-08-31")
golden("occupancy_born_august_2024", "What was the occupancy rate of Aurelia Born in August 2024?", r2(v),
       hint="float", difficulty="hard", tags=["occupancy", "pipe", "night-basis", "definition"])

# 20. RevPAR of the group, 2024 (pipe, night basis)
avail, sold, rev = night_basis(*Y24)
v = rev / avail
check(v, NIGHTS_SQL + """
    SELECT (SELECT SUM(b.nightly_rate) FROM n JOIN bookings b ON b.check_in_date <= n.night AND b.check_out_date > n.night
            WHERE %s) * 1.0
         / (SELECT SUM(h.rooms) FROM hotels h JOIN n ON n.night >= h.opened_date)""" % STAY, *Y24)
golden("group_revpar_2024", "What was the group's RevPAR in 2024?", r2(v),
       hint="float", difficulty="hard", tags=["revpar", "pipe", "night-basis", "definition"])

# 21. breakdown on the second fact table: ancillary revenue by category 2024
anc = ranked(group([c for c in charges if c["d"].year == 2024], lambda c: c["category"], lambda cs: sum(c["amt"] for c in cs)))
check([(k, x) for k, x in anc], """
    SELECT category, SUM(amount) s FROM charges WHERE charge_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY category ORDER BY s DESC""")
golden("ancillary_revenue_by_category_2024", "Ancillary revenue by category in 2024",
       [{"category": k, "ancillary_revenue": r2(x)} for k, x in anc],
       hint="list[{category:str, ancillary_revenue:float}]", difficulty="medium", tags=["breakdown", "second-fact"])

# 22. superlative (lowest) through a join: hotel with the lowest average review score 2024
sc = group([r for r in reviews if r["d"].year == 2024], lambda r: r["b"]["h"]["hotel_name"],
           lambda rs: sum(r["score"] for r in rs) / len(rs))
v = ranked(sc, 1, reverse=False)[0][0]
check(v, """
    SELECT h.hotel_name FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE r.review_date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY h.hotel_name ORDER BY AVG(r.overall_score) LIMIT 1""")
golden("lowest_review_score_hotel_2024", "Which hotel had the lowest average review score in 2024?", v,
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "bottom", "join", "second-fact"])

# 23. time grain: room nights per month at Aurelia Marina, 2024 (by check-in month)
mar = stays(*Y24, pred=lambda b: b["h"]["hotel_name"] == "Aurelia Marina")
by_m = group(mar, lambda b: b["in"].month, nights)
assert sorted(by_m) == list(range(1, 13))
v = [{"month": "2024-%02d-01" % m, "room_nights": by_m[m]} for m in range(1, 13)]
check([(x["month"][:7], x["room_nights"]) for x in v], """
    SELECT substr(b.check_in_date, 1, 7) m, SUM(b.nights) FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE %s AND %s AND h.hotel_name = 'Aurelia Marina' GROUP BY m ORDER BY m""" % (STAY, IN24))
golden("monthly_room_nights_marina_2024", "Room nights per month at Aurelia Marina in 2024", v,
       hint="list[{month:str, room_nights:int}]", mode="exact", difficulty="medium", tags=["time-grain", "hotel"])

# 24. count with a status: no-shows 2024
v = len(booked(*Y24, pred=lambda b: b["status"] == "no_show"))
check(v, "SELECT COUNT(*) FROM bookings b WHERE b.status = 'no_show' AND " + IN24)
golden("no_shows_2024", "How many no-shows did we have in 2024?", v,
       hint="int", mode="exact", difficulty="easy", tags=["count", "status"])

# 25. total for a guest attribute: room revenue of Platinum members' 2024 stays
v = revenue([b for b in s24 if b["g"]["loyalty_tier"] == "Platinum"])
check(v, """
    SELECT SUM(b.room_revenue) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id
    WHERE %s AND %s AND g.loyalty_tier = 'Platinum'""" % (STAY, IN24))
golden("platinum_room_revenue_2024", "How much room revenue did our Platinum members generate in 2024?", r2(v),
       hint="float", difficulty="medium", tags=["sum", "join", "loyalty"])

# 26. top-N with values: five corporate accounts by room nights 2024
ca = ranked(group([b for b in s24 if b["corporate_account"]], lambda b: b["corporate_account"], nights), 5)
check([(k, x) for k, x in ca], """
    SELECT b.corporate_account, SUM(b.nights) s FROM bookings b
    WHERE %s AND %s AND b.corporate_account IS NOT NULL GROUP BY b.corporate_account ORDER BY s DESC LIMIT 5""" % (STAY, IN24))
golden("top5_corporate_accounts_room_nights_2024", "Top five corporate accounts by room nights in 2024",
       [{"corporate_account": k, "room_nights": x} for k, x in ca],
       hint="list[{corporate_account:str, room_nights:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "corporate"])

# 27. two roles of one value: guests from Spain at our hotels in Spain, stays 2024
v = sum(1 for b in s24 if b["g"]["country"] == "Spain" and b["h"]["country"] == "Spain")
assert v != sum(1 for b in s24 if b["g"]["country"] == "Spain") and v != sum(1 for b in s24 if b["h"]["country"] == "Spain")
check(v, """
    SELECT COUNT(*) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE %s AND %s AND g.country = 'Spain' AND h.country = 'Spain'""" % (STAY, IN24))
golden("spanish_guests_spanish_hotels_2024", "How many stays did guests from Spain have at our hotels in Spain in 2024?", v,
       hint="int", mode="exact", difficulty="hard", tags=["count", "role", "guest-vs-hotel-country"])

# 28. average of a derived value: lead time of Non-refundable bookings (any status) 2024
nr = booked(*Y24, pred=lambda b: b["rate_plan"] == "Non-refundable")
v = sum((b["in"] - b["made"]).days for b in nr) / len(nr)
check(v, """
    SELECT AVG(julianday(b.check_in_date) - julianday(b.booking_date)) FROM bookings b
    WHERE b.rate_plan = 'Non-refundable' AND %s""" % IN24)
golden("lead_time_non_refundable_2024", "What was the average lead time, in days, of non-refundable bookings in 2024?", r2(v),
       hint="float", difficulty="medium", tags=["average", "derived", "rate-plan"])

# 29. named event period: Aurelia Born room revenue, check-ins during the Barcelona Tech Congress 2024
v = revenue(stays("2024-02-26", "2024-02-29", lambda b: b["h"]["hotel_name"] == "Aurelia Born"))
check(v, """
    SELECT SUM(b.room_revenue) FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
    WHERE %s AND h.hotel_name = 'Aurelia Born' AND b.check_in_date BETWEEN '2024-02-26' AND '2024-02-29'""" % STAY)
golden("born_room_revenue_tech_congress_2024", "What was Aurelia Born's room revenue during the Barcelona Tech Congress 2024?",
       r2(v), hint="float", difficulty="hard", tags=["sum", "named-period", "event", "hotel"])

# 30. forward business: room nights on the books for 2025
v = nights([b for b in bookings if b["status"] == "confirmed"])
assert all(b["in"].year == 2025 for b in bookings if b["status"] == "confirmed")
assert v != nights([b for b in bookings if b["in"].year == 2025]), "cancelled 2025 bookings would change it"
check(v, "SELECT SUM(b.nights) FROM bookings b WHERE b.status = 'confirmed' AND b.check_in_date LIKE '2025-%'")
golden("room_nights_on_the_books_2025", "How many room nights are on the books for 2025?", v,
       hint="int", mode="exact", difficulty="medium", tags=["sum", "forward", "status-filter"])


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
    "# The hotels golden suite (tuning). Written before the tool was run on it.",
    "# GENERATED by expected/gen.py, which computes every expected value from data/*.csv",
    "# with the Python standard library (checked again by SQL over sqlite3), independently",
    "# of datacopilot. Edit the script, then: python3 expected/gen.py",
]
assert len(GOLDENS) == 30, len(GOLDENS)
if len(sys.argv) > 1 and sys.argv[1] == "--print":
    render(HEADER, sys.stdout)
else:
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))
