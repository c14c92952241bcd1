#!/usr/bin/env python3
"""Held-out round 4 for the hotels workspace: 35 new questions in the words of
business users of a hotel group (terse ones, long polite ones, three with small
typos: "diffrent", "avergae", "revenu"; written numbers "three", "two" and a
numeric "top 5"; words the knowledge files do not use literally, such as
"party size", "departures", "biggest spenders", "in their own home country",
"our Porto hotel", "bar tab", "negotiated-rate clients"). They differ from the
30 of the tuning suite (evals/hotels.hcl) and from the questions of rounds 1-3
(heldout/round1-3.hcl). Written by an
independent question writer from data/*.csv, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's code (no *.go) and without
running datacopilot. Every expected value is computed here from data/*.csv
with plain Python loops, then a second time by hand-written SQL over the same
CSV files loaded into sqlite3 (a different path), and the two are asserted
equal (floats to 1e-6). The two document answers are read from
documents/*.md and checked by asserting the sentence is in the document.

    python3 expected/round4.py          # writes heldout/round4.hcl
    python3 expected/round4.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/loyalty_programme.md, pipes/performance.hcl):
- a stay = a booking with status checked_out or in_house (filter "stayed");
  "bookings" alone = every row, any status; stays, bookings, room nights,
  room revenue, ADR, cancellations and the cancellation rate are dated by
  check_in_date unless the question says when a booking was made
  (booking_date), when it departed (check_out_date) or was cancelled (rule
  booking_date_roles); "check-ins" / "arrivals" = stays (metric stays);
- room nights = SUM(nights) of stays; room revenue ("revenue") =
  SUM(room_revenue) of stays; ADR = room revenue / room nights of stays from
  the totals (never the mean of nightly_rate); total revenue = room revenue +
  ancillary revenue (rule revenue_means_room_revenue_of_stays);
- occupancy and RevPAR = night by night (pipes hotel_occupancy /
  group_occupancy): nights of the period covered by a stay (check_in <= night
  < check_out), available room nights = rooms * nights of the period on or
  after opened_date; RevPAR = nightly_rate of the nights sold / available;
- ancillary revenue / extras = SUM(charges.amount) dated by charge_date, per
  hotel or guest through the booking (rule ancillary_dated_by_charge); spa
  revenue = charges of category spa;
- a late cancellation = a cancelled booking whose cancellation_date is the day
  before check-in or the check-in day (filter late_cancellation);
- a long stay = nights >= 7 (filter long_stay); direct = channel_type
  'direct' (Website, Phone); OTA = channel_type 'OTA' (Booking.com, Expedia);
  "corporate bookings" = channel Corporate (equal to rate plan Corporate and
  to a filled corporate_account in this data, asserted); a corporate account
  / client = a distinct non-empty corporate_account;
- reviews are dated by review_date; a review's guest, hotel, room type and
  channel are its booking's (rule reviews_belong_to_bookings); recommendation
  rate = 100 * AVG(would_recommend);
- guests.country is the guest's home country ("Irish guests", "source
  markets"); hotels.country is where the hotel is ("our Spanish hotels",
  "our hotels in Portugal") (rule guest_country_vs_hotel_country);
- loyalty_tier is today's (2025) tier; members = any tier;
- unique guests = COUNT(DISTINCT guest_id) of stays ("how many Irish guests
  stayed"); guests are identified by guest_id, names only shown;
- periods: Qn / Hn = calendar quarters / halves, dates inclusive; "summer
  peak 2024" = arrivals 2024-07-01..08-31; "Seville Spring Fair 2024" =
  2024-04-14..04-20 (as a night range for occupancy); "2023 Barcelona Tech
  Congress" = arrivals 2023-02-27..03-02 (knowledge.hcl periods);
- growth in percent = 100 * (later - earlier) / earlier;
- per-question readings that another reading would change (asserted where
  cheap): ADR questions name the arrival period so that the check-in ADR of
  the metric is the only reading (the night-by-night pipe cannot filter a
  channel anyway); the extras-per-stay average counts stays without extras
  as zero (the question says so); RevPAR is the pipe's night-by-night one
  (Aurelia Alfama 168.19 vs Aurelia Born 167.84; the check-in basis would
  name Alfama too); "the biggest spenders on extras in 2024"
  sums charges posted in 2024 per guest_id; the per-Gold-member average
  divides by Gold guests with a 2024 stay, which is every Gold guest
  (asserted); "never written a review" looks at every review
  in the extract, any booking.
- thresholds are strict where the question says "more than" / "over", and
  inclusive where it says "at least" / "or less"; no value sits on a strict
  threshold (asserted).
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties at the cut and inside the
listed rows. List answers use mode "contains" and hold no floats.
Document questions: 1,000 Aurelia Circle points are worth a 10 euro voucher
(documents/loyalty_programme.md); the group's target is an average review
score of 8.5 or more at every hotel (documents/kpi_definitions.md).
"""
import csv
import datetime as dt
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round4.hcl")
FILES = ["hotels", "room_types", "channels", "guests", "bookings", "charges", "reviews"]
N_GOLDENS = 35


# ---------------------------------------------------------------- helpers
def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    inside the listed items or at the cut (the n-th and the next)."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100, so rounding stays well inside the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct_change(a, b):
    """Growth from a (earlier) to b (later), in percent."""
    return 100.0 * (b - a) / a


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert name.startswith("r4_"), name
    assert route in (None, "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    assert difficulty in ("easy", "medium", "hard"), difficulty
    if mode == "contains":
        assert isinstance(expect, list) and expect, name
    if isinstance(expect, list):
        assert mode == "contains", (name, "list answers use contains")
    if route == "documents":
        assert mode == "exact" and isinstance(expect, (int, float, str)), name
    has_float = isinstance(expect, float) or (
        isinstance(expect, list) and any(isinstance(v, float) for x in expect for v in x.values()))
    if isinstance(expect, list):
        assert not has_float, (name, "list answers hold no floats")
    elif route is None:
        assert has_float == (mode == "approximate"), (name, "floats need approximate, others exact")
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" else None))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list) and all(not isinstance(x, dict) for x in v):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        print("  format_hint = %s" % hcl(g["hint"]), file=out)
        e = g["expect"]
        if isinstance(e, list) and e and isinstance(e[0], dict):
            print("  expect      = [", file=out)
            for row in e:
                print("    { %s }," % ", ".join("%s = %s" % (k, hcl(v)) for k, v in row.items()), file=out)
            print("  ]", file=out)
        else:
            print("  expect      = %s" % hcl(e), file=out)
        print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def balanced(text):
    depth = 0
    in_str = False
    esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            assert depth >= 0, "unbalanced"
    return depth == 0 and not in_str


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


# ------------------------------------------------------------------ loading
def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


hotels = {h["hotel_id"]: h for h in load("hotels")}
for h in hotels.values():
    h["rooms_n"], h["opened"] = int(h["rooms"]), day(h["opened_date"])
HOTEL = {h["hotel_name"]: h for h in hotels.values()}
room_types = {r["room_type_id"]: r for r in load("room_types")}
channels = {c["channel"]: c for c in load("channels")}
guests = {g["guest_id"]: g for g in load("guests")}
bookings = load("bookings")
for b in bookings:
    b["n"] = int(b["nights"])
    b["ad"], b["kids"] = int(b["adults"]), int(b["children"])
    b["rev"] = float(b["room_revenue"])
    b["rate"] = float(b["nightly_rate"])
    b["in"], b["out"], b["made"] = day(b["check_in_date"]), day(b["check_out_date"]), day(b["booking_date"])
    b["cxl"] = day(b["cancellation_date"])
    b["h"] = hotels[b["hotel_id"]]
    b["hn"] = b["h"]["hotel_name"]
    b["rt"] = room_types[b["room_type_id"]]["room_type"]
    b["g"] = guests[b["guest_id"]]
    b["ctype"] = channels[b["channel"]]["channel_type"]
    b["stay"] = b["status"] in ("checked_out", "in_house")
    assert b["n"] == (b["out"] - b["in"]).days
    assert (b["status"] == "cancelled") == (b["cxl"] is not None)
    assert b["cxl"] is None or b["cxl"] <= b["in"], "cancelled before (or on) arrival"
    # "corporate bookings": channel, rate plan and account agree in this data
    assert (b["channel"] == "Corporate") == (b["rate_plan"] == "Corporate") == (b["corporate_account"] != "")
bk = {b["booking_id"]: b for b in bookings}
charges = load("charges")
for c in charges:
    c["amt"], c["d"], c["b"] = float(c["amount"]), day(c["charge_date"]), bk[c["booking_id"]]
reviews = load("reviews")
for r in reviews:
    r["score"], r["clean"], r["rec"] = int(r["overall_score"]), int(r["cleanliness_score"]), int(r["would_recommend"])
    r["d"], r["b"] = day(r["review_date"]), bk[r["booking_id"]]


def inr(d, p):
    return d is not None and dt.date.fromisoformat(p[0]) <= d <= dt.date.fromisoformat(p[1])


def stays(p, pred=lambda b: True):
    return [b for b in bookings if b["stay"] and inr(b["in"], p) and pred(b)]


def booked(p, pred=lambda b: True):
    """Bookings of any status with check-in in p."""
    return [b for b in bookings if inr(b["in"], p) and pred(b)]


def revenue(bs):
    return sum(b["rev"] for b in bs)


def nights(bs):
    return sum(b["n"] for b in bs)


def night_basis(p, pred=lambda h: True):
    """Occupancy pipe: (available room nights, nights sold, revenue of nights sold)."""
    lo, hi = dt.date.fromisoformat(p[0]), dt.date.fromisoformat(p[1])
    avail = sum(h["rooms_n"] * max(0, (hi - max(lo, h["opened"])).days + 1) for h in hotels.values() if pred(h))
    sold, rev = 0, 0.0
    for b in bookings:
        if not b["stay"] or not pred(b["h"]):
            continue
        first, last = max(b["in"], lo), min(b["out"] - dt.timedelta(1), hi)
        if first <= last:
            k = (last - first).days + 1
            sold += k
            rev += k * b["rate"]
    return avail, sold, rev


# ------------------------------------------------- second path: SQLite + SQL
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
DB.execute("CREATE UNIQUE INDEX bookings_id ON bookings (booking_id)")
DB.execute("CREATE INDEX charges_b ON charges (booking_id)")
DB.execute("CREATE INDEX reviews_b ON reviews (booking_id)")


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


def q(sql, *params):
    return DB.execute(sql, params).fetchone()[0]


STAY = "b.status IN ('checked_out', 'in_house')"
HJ = "JOIN hotels h ON h.hotel_id = b.hotel_id"


def between(col, p):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


def sql_night_basis(p, where_h="1=1"):
    """Second path for the occupancy pipe: per hotel (avail, sold, revenue of nights sold)."""
    return """
      WITH RECURSIVE nights(night) AS (SELECT DATE('%(lo)s') UNION ALL
                                       SELECT DATE(night, '+1 day') FROM nights WHERE night < '%(hi)s'),
      avail AS (SELECT h.hotel_id, h.hotel_name, h.rooms * COUNT(n.night) AS a
                FROM hotels h LEFT JOIN nights n ON n.night >= h.opened_date
                WHERE %(wh)s GROUP BY h.hotel_id),
      sold AS (SELECT b.hotel_id, COUNT(*) AS s, SUM(b.nightly_rate) AS r
               FROM bookings b JOIN nights n ON n.night >= b.check_in_date AND n.night < b.check_out_date
               WHERE b.status IN ('checked_out', 'in_house') GROUP BY b.hotel_id)
      SELECT a.hotel_name, a.a, COALESCE(s.s, 0), COALESCE(s.r, 0.0)
      FROM avail a LEFT JOIN sold s ON s.hotel_id = a.hotel_id""" % dict(lo=p[0], hi=p[1], wh=where_h)


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
H1_23, H1_24 = ("2023-01-01", "2023-06-30"), ("2024-01-01", "2024-06-30")
H2_23 = ("2023-07-01", "2023-12-31")
Q2_23 = ("2023-04-01", "2023-06-30")
Q3_24 = ("2024-07-01", "2024-09-30")
Q4_23, Q4_24 = ("2023-10-01", "2023-12-31"), ("2024-10-01", "2024-12-31")
JAN24 = ("2024-01-01", "2024-01-31")
FEB24 = ("2024-02-01", "2024-02-29")
OCT24 = ("2024-10-01", "2024-10-31")
SUMMER24 = ("2024-07-01", "2024-08-31")
FAIR24 = ("2024-04-14", "2024-04-20")
CONGRESS23 = ("2023-02-27", "2023-03-02")

# ============================================ aggregation word on what it modifies
# 1. average extras spend per stay, Marina stays checking in Q3 2024 (stays without extras count 0)
ss = stays(Q3_24, lambda b: b["hn"] == "Aurelia Marina")
ids = {b["booking_id"] for b in ss}
tot = sum(c["amt"] for c in charges if c["booking_id"] in ids)
v = tot / len(ss)
assert v != tot / len({c["booking_id"] for c in charges if c["booking_id"] in ids}), "zero-extras reading differs"
check(v, """SELECT SUM(COALESCE(x.amt, 0)) / COUNT(*) FROM bookings b %s
            LEFT JOIN (SELECT booking_id, SUM(amount) amt FROM charges GROUP BY booking_id) x
                   ON x.booking_id = b.booking_id
            WHERE h.hotel_name = 'Aurelia Marina' AND %s AND %s""" % (HJ, STAY, between("b.check_in_date", Q3_24)))
golden("r4_marina_extras_per_stay_q3_2024",
       "For stays at the Marina that checked in during Q3 2024, what was the avergae spend on extras per stay? "
       "Count stays with no extras as zero.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "typo", "ancillary", "hotel", "quarter"])

# 2. hotel with the largest average party size (adults + children) per stay, 2024
acc = defaultdict(list)
for b in stays(Y24):
    acc[b["hn"]].append(b["ad"] + b["kids"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
best = ranked(avg, 1)[0][0]
check(best, """SELECT h.hotel_name FROM bookings b %s WHERE %s AND %s
               GROUP BY h.hotel_name ORDER BY AVG(b.adults + b.children) DESC LIMIT 1"""
      % (HJ, STAY, between("b.check_in_date", Y24)))
golden("r4_hotel_biggest_party_size_2024",
       "Which hotel had the biggest average party size per stay in 2024, counting adults and children together?",
       best, "str", tags=["aggregation", "ranking", "party-size", "hotel", "year"])

# 3. room type with the lowest average cleanliness score, reviews written in 2024
acc = defaultdict(list)
for r in reviews:
    if inr(r["d"], Y24):
        acc[r["b"]["rt"]].append(r["clean"])
avg = {k: sum(x) / len(x) for k, x in acc.items()}
worst = ranked(avg, 1, reverse=False)[0][0]
check(worst, """SELECT rt.room_type FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id
                JOIN room_types rt ON rt.room_type_id = b.room_type_id
                WHERE %s GROUP BY rt.room_type ORDER BY AVG(r.cleanliness_score) ASC LIMIT 1"""
      % between("r.review_date", Y24))
golden("r4_room_type_lowest_cleanliness_2024",
       "Looking at reviews written in 2024, which room type got the lowest average cleanliness score?",
       worst, "str", tags=["aggregation", "ranking", "cleanliness", "room-type", "review-date"])

# ======================================================================= top N
# 4. five source markets with the most cancellations among 2024 arrivals
cnt = Counter(b["g"]["country"] for b in booked(Y24, lambda b: b["status"] == "cancelled"))
top = ranked(cnt, 5)
check(top, """SELECT g.country, COUNT(*) n FROM bookings b JOIN guests g ON g.guest_id = b.guest_id
              WHERE b.status = 'cancelled' AND %s GROUP BY g.country ORDER BY n DESC, g.country LIMIT 5"""
      % between("b.check_in_date", Y24))
golden("r4_top5_markets_cancellations_2024",
       "top 5 source markets by cancelled bookings for 2024 arrivals, with the counts please",
       [{"country": k, "cancellations": n} for k, n in top], "list[{country:str, cancellations:int}]",
       mode="contains", tags=["top-n", "numeric-limit", "cancellations", "guest-country", "year"])

# 5. three guests who spent the most on extras posted in 2024
acc = defaultdict(float)
for c in charges:
    if inr(c["d"], Y24):
        acc[c["b"]["guest_id"]] += c["amt"]
top = ranked(acc, 3)
check([(g, round(x, 6)) for g, x in top],
      """SELECT b.guest_id, ROUND(SUM(c.amount), 6) s FROM charges c JOIN bookings b ON b.booking_id = c.booking_id
         WHERE %s GROUP BY b.guest_id ORDER BY s DESC LIMIT 3""" % between("c.charge_date", Y24))
name_count = Counter(g["full_name"] for g in guests.values())
assert any(name_count[guests[gid]["full_name"]] > 1 for gid, _ in top), "names repeat: ask for guest IDs"
golden("r4_top3_extras_spenders_2024",
       "who were our three biggest spenders on extras in 2024 (charges posted that year)? "
       "Names repeat in our guest list, so give me their guest IDs.",
       [{"guest_id": g} for g, _ in top], "list[{guest_id:str}]",
       mode="contains", difficulty="medium", tags=["top-n", "written-limit", "ancillary", "guest", "year"])

# ===================================================== ranking by a named measure
# 6. hotel with the highest RevPAR in Q4 2024 (night by night)
rp = {}
for name, h in HOTEL.items():
    a, s, rv = night_basis(Q4_24, lambda x, hid=h["hotel_id"]: x["hotel_id"] == hid)
    rp[name] = rv / a
top = ranked(rp, 2)
best = top[0][0]
check([(k, x) for k, x in sorted(rp.items())],
      "SELECT hotel_name, r / a FROM (%s) ORDER BY hotel_name"
      % sql_night_basis(Q4_24).replace("SELECT a.hotel_name, a.a, COALESCE(s.s, 0), COALESCE(s.r, 0.0)",
                                        "SELECT a.hotel_name AS hotel_name, a.a AS a, COALESCE(s.r, 0.0) AS r"))
check(best, "SELECT hotel_name FROM (%s) ORDER BY r / a DESC LIMIT 1"
      % sql_night_basis(Q4_24).replace("SELECT a.hotel_name, a.a, COALESCE(s.s, 0), COALESCE(s.r, 0.0)",
                                        "SELECT a.hotel_name AS hotel_name, a.a AS a, COALESCE(s.r, 0.0) AS r"))
golden("r4_top_revpar_hotel_q4_2024",
       "Which of our hotels had the best RevPAR in the last quarter of 2024?",
       best, "str", difficulty="medium", tags=["ranking", "revpar", "occupancy-pipe", "hotel", "quarter"])

# 7. sales channel with the lowest recommendation rate, reviews written in 2024
acc = defaultdict(list)
for r in reviews:
    if inr(r["d"], Y24):
        acc[r["b"]["channel"]].append(r["rec"])
rate = {k: 100.0 * sum(x) / len(x) for k, x in acc.items()}
worst = ranked(rate, 1, reverse=False)[0][0]
check(worst, """SELECT b.channel FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id WHERE %s
               GROUP BY b.channel ORDER BY AVG(r.would_recommend) ASC LIMIT 1""" % between("r.review_date", Y24))
golden("r4_channel_lowest_recommend_rate_2024",
       "Guests from which booking channel were the least likely to say they'd recommend us, based on reviews written in 2024?",
       worst, "str", tags=["ranking", "recommend-rate", "channel", "review-date", "year"])

# ================================================================ share of total
# 8. suites' share of room nights at the Spanish hotels, 2023
ss = stays(Y23, lambda b: b["h"]["country"] == "Spain")
v = 100.0 * nights([b for b in ss if b["rt"] == "Suite"]) / nights(ss)
check(v, """SELECT 100.0 * SUM(CASE WHEN rt.room_type = 'Suite' THEN b.nights ELSE 0 END) / SUM(b.nights)
            FROM bookings b %s JOIN room_types rt ON rt.room_type_id = b.room_type_id
            WHERE h.country = 'Spain' AND %s AND %s""" % (HJ, STAY, between("b.check_in_date", Y23)))
golden("r4_suite_share_nights_spain_2023",
       "What percentage of the room nights we sold at our hotels in Spain in 2023 were in suites?",
       r2(v), "float", mode="approximate", 
       tags=["share", "room-nights", "room-type", "hotel-country", "year"])

# 9. OTA share of stays at the Lisbon hotels, summer peak 2024
ss = stays(SUMMER24, lambda b: b["h"]["city"] == "Lisbon")
v = 100.0 * sum(1 for b in ss if b["ctype"] == "OTA") / len(ss)
check(v, """SELECT 100.0 * SUM(c.channel_type = 'OTA') / COUNT(*) FROM bookings b %s
            JOIN channels c ON c.channel = b.channel WHERE h.city = 'Lisbon' AND %s AND %s"""
      % (HJ, STAY, between("b.check_in_date", SUMMER24)))
golden("r4_ota_share_lisbon_summer_2024",
       "Of all the stays at our two Lisbon hotels over the 2024 summer peak, what percent came in through the "
       "online travel agencies?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "stays", "channel-type", "city", "named-period"])

# 10. share of 2024 ancillary revenue from the bar, group-wide
c24 = [c for c in charges if inr(c["d"], Y24)]
v = 100.0 * sum(c["amt"] for c in c24 if c["category"] == "bar") / sum(c["amt"] for c in c24)
check(v, "SELECT 100.0 * SUM(CASE WHEN category = 'bar' THEN amount ELSE 0 END) / SUM(amount) FROM charges WHERE "
      + between("charge_date", Y24))
golden("r4_bar_share_extras_2024",
       "the bar as a % of all extras revenu in 2024?",
       r2(v), "float", mode="approximate", tags=["share", "ancillary", "charge-category", "typo", "terse", "year"])

# ============================================================ distinct counts
# 11. distinct guests who wrote a TripAdvisor review in 2024 saying they would not recommend
v = len({r["b"]["guest_id"] for r in reviews if inr(r["d"], Y24) and r["source"] == "TripAdvisor" and r["rec"] == 0})
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id
            WHERE r.source = 'TripAdvisor' AND r.would_recommend = 0 AND """ + between("r.review_date", Y24))
golden("r4_guests_tripadvisor_not_recommend_2024",
       "How many different guests posted a TripAdvisor review in 2024 saying they would not recommend the hotel?",
       v, "int", tags=["distinct-count", "reviews", "review-source", "recommend", "year"])

# 12. distinct guests with a stay of a week or more, 2023
v = len({b["guest_id"] for b in stays(Y23, lambda b: b["n"] >= 7)})
check(v, "SELECT COUNT(DISTINCT b.guest_id) FROM bookings b WHERE b.nights >= 7 AND %s AND %s"
      % (STAY, between("b.check_in_date", Y23)))
golden("r4_guests_long_stays_2023",
       "how many diffrent guests had a stay of a week or longer with us in 2023?",
       v, "int", tags=["distinct-count", "typo", "long-stay", "guest", "year"])

# 13. distinct guests with a bar charge posted at the Ribeira in H1 2024
v = len({c["b"]["guest_id"] for c in charges
         if c["category"] == "bar" and c["b"]["hn"] == "Aurelia Ribeira" and inr(c["d"], H1_24)})
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM charges c JOIN bookings b ON b.booking_id = c.booking_id %s
            WHERE c.category = 'bar' AND h.hotel_name = 'Aurelia Ribeira' AND %s""" % (HJ, between("c.charge_date", H1_24)))
golden("r4_guests_bar_ribeira_h1_2024",
       "How many individual guests ran up a bar tab at our Porto hotel in the first half of 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "ancillary", "charge-category", "hotel", "half-year"])

# ========================================================== negation / exclusion
# 14. Born ADR for February 2024 arrivals, excluding Corporate bookings
ss = stays(FEB24, lambda b: b["hn"] == "Aurelia Born" and b["channel"] != "Corporate")
v = revenue(ss) / nights(ss)
assert abs(v - sum(b["rate"] for b in ss) / len(ss)) > 0.002 * v, "mean-of-rates reading too close"
check(v, """SELECT SUM(b.room_revenue) / SUM(b.nights) FROM bookings b %s
            WHERE h.hotel_name = 'Aurelia Born' AND b.channel <> 'Corporate' AND %s AND %s"""
      % (HJ, STAY, between("b.check_in_date", FEB24)))
golden("r4_born_adr_excl_corporate_feb_2024",
       "Leaving out corporate bookings, what ADR did the Born get on stays arriving in February 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["exclusion", "adr", "channel", "hotel", "month"])

# 15. guests who stayed in 2024 and have never written a review
rev_guests = {r["b"]["guest_id"] for r in reviews}
g24 = {b["guest_id"] for b in stays(Y24)}
v = len(g24 - rev_guests)
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM bookings b WHERE %s AND %s
            AND NOT EXISTS (SELECT 1 FROM reviews r JOIN bookings b2 ON b2.booking_id = r.booking_id
                            WHERE b2.guest_id = b.guest_id)""" % (STAY, between("b.check_in_date", Y24)))
golden("r4_2024_guests_never_reviewed",
       "How many of the guests who stayed with us in 2024 have never written us a single review, for any stay?",
       v, "int", difficulty="hard", tags=["never", "negation", "distinct-count", "reviews", "year"])

# ================================================================= comparisons
# 16. guests with more than EUR 2,000 of room revenue from their 2024 stays
acc = defaultdict(float)
for b in stays(Y24):
    acc[b["guest_id"]] += b["rev"]
assert not any(abs(x - 2000) < 0.005 for x in acc.values())
v = sum(1 for x in acc.values() if x > 2000)
check(v, """SELECT COUNT(*) FROM (SELECT b.guest_id FROM bookings b WHERE %s AND %s
            GROUP BY b.guest_id HAVING SUM(b.room_revenue) > 2000)""" % (STAY, between("b.check_in_date", Y24)))
golden("r4_guests_over_2000_room_revenue_2024",
       "How many guests brought in more than €2,000 of room revenue each from their 2024 stays?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "per-guest", "room-revenue", "year"])

# 17. reviews in 2024 with cleanliness >= 9 but overall <= 6
v = sum(1 for r in reviews if inr(r["d"], Y24) and r["clean"] >= 9 and r["score"] <= 6)
check(v, "SELECT COUNT(*) FROM reviews WHERE cleanliness_score >= 9 AND overall_score <= 6 AND "
      + between("review_date", Y24))
golden("r4_reviews_clean_high_overall_low_2024",
       "How many reviews written in 2024 gave us at least 9 for cleanliness but 6 or less overall?",
       v, "int", difficulty="medium", tags=["comparison", "two-conditions", "cleanliness", "review-score", "year"])

# ======================================================================== roles
# 18. stays that departed in January 2024 (check-out role)
v = sum(1 for b in bookings if b["stay"] and inr(b["out"], JAN24))
assert v != len(stays(JAN24)), "check-in reading differs"
check(v, "SELECT COUNT(*) FROM bookings b WHERE %s AND %s" % (STAY, between("b.check_out_date", JAN24)))
golden("r4_departures_jan_2024",
       "How many stays had their departure date in January 2024?",
       v, "int", tags=["role", "check-out-date", "stays", "month"])

# 19. bookings for the Born made in Q2 2023, any arrival date and status (booking-date role)
v = sum(1 for b in bookings if b["hn"] == "Aurelia Born" and inr(b["made"], Q2_23))
assert v != len(booked(Q2_23, lambda b: b["hn"] == "Aurelia Born")), "check-in reading differs"
check(v, "SELECT COUNT(*) FROM bookings b %s WHERE h.hotel_name = 'Aurelia Born' AND %s"
      % (HJ, between("b.booking_date", Q2_23)))
golden("r4_born_bookings_made_q2_2023",
       "How many reservations for Aurelia Born were taken during Q2 2023? I mean the date they were made, "
       "whatever the arrival date, and including ones later cancelled or no-shows.",
       v, "int", tags=["role", "booking-date", "bookings", "hotel", "quarter"])

# 20. 2024 stays by guests staying in their own home country (guest country = hotel country)
v = len(stays(Y24, lambda b: b["g"]["country"] == b["h"]["country"]))
check(v, """SELECT COUNT(*) FROM bookings b %s JOIN guests g ON g.guest_id = b.guest_id
            WHERE g.country = h.country AND %s AND %s""" % (HJ, STAY, between("b.check_in_date", Y24)))
golden("r4_domestic_stays_2024",
       "In 2024, how many stays were by guests staying at one of our hotels in their own home country?",
       v, "int", difficulty="hard", tags=["role", "guest-country", "hotel-country", "stays", "year"])

# ================================================================ close metrics
# 21. ADR (from totals) of Expedia stays arriving in 2023, not the mean nightly rate
ss = stays(Y23, lambda b: b["channel"] == "Expedia")
v = revenue(ss) / nights(ss)
mean_rate = sum(b["rate"] for b in ss) / len(ss)
assert abs(v - mean_rate) > 0.002 * v, "ADR and the mean nightly rate must differ"
check(v, "SELECT SUM(room_revenue) / SUM(nights) FROM bookings b WHERE b.channel = 'Expedia' AND %s AND %s"
      % (STAY, between("b.check_in_date", Y23)))
golden("r4_expedia_adr_2023",
       "what was the ADR on Expedia stays with arrival in 2023",
       r2(v), "float", mode="approximate", tags=["close-metric", "adr", "channel", "year", "terse"])

# 22. check-ins (stays) at the Alfama in October 2024, not bookings
v = len(stays(OCT24, lambda b: b["hn"] == "Aurelia Alfama"))
assert v != len(booked(OCT24, lambda b: b["hn"] == "Aurelia Alfama"))
check(v, "SELECT COUNT(*) FROM bookings b %s WHERE h.hotel_name = 'Aurelia Alfama' AND %s AND %s"
      % (HJ, STAY, between("b.check_in_date", OCT24)))
golden("r4_alfama_checkins_oct_2024",
       "how many check-ins did the alfama have in october 2024",
       v, "int", tags=["close-metric", "stays", "hotel", "month", "terse"])

# 23. late cancellations (not all cancellations) on Flexible bookings arriving in 2024
cx = booked(Y24, lambda b: b["status"] == "cancelled" and b["rate_plan"] == "Flexible")
v = sum(1 for b in cx if (b["in"] - b["cxl"]).days <= 1)
assert v != len(cx)
check(v, """SELECT COUNT(*) FROM bookings b WHERE b.status = 'cancelled' AND b.rate_plan = 'Flexible'
            AND julianday(b.check_in_date) - julianday(b.cancellation_date) <= 1 AND %s"""
      % between("b.check_in_date", Y24))
golden("r4_late_cancellations_flexible_2024",
       "How many late cancellations did we get on Flexible-rate bookings for 2024 arrivals?",
       v, "int", difficulty="medium", tags=["close-metric", "late-cancellation", "rate-plan", "year"])

# 24. unique Irish guests who stayed in 2023 (not stays)
ss = stays(Y23, lambda b: b["g"]["country"] == "Ireland")
v = len({b["guest_id"] for b in ss})
assert v != len(ss), "stays reading differs"
check(v, """SELECT COUNT(DISTINCT b.guest_id) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id
            WHERE g.country = 'Ireland' AND %s AND %s""" % (STAY, between("b.check_in_date", Y23)))
golden("r4_irish_guests_2023",
       "Irish guests who stayed with us in 2023 - how many people is that?",
       v, "int", tags=["close-metric", "unique-guests", "guest-country", "year"])

# ================================================================ named periods
# 25. Triana occupancy over the 2024 Seville Spring Fair (night by night)
a, s, rv = night_basis(FAIR24, lambda h: h["hotel_name"] == "Aurelia Triana")
v = 100.0 * s / a
check(v, "SELECT 100.0 * s / a FROM (%s) WHERE hotel_name = 'Aurelia Triana'"
      % sql_night_basis(FAIR24).replace("SELECT a.hotel_name, a.a, COALESCE(s.s, 0), COALESCE(s.r, 0.0)",
                                        "SELECT a.hotel_name AS hotel_name, a.a AS a, COALESCE(s.s, 0) AS s"))
golden("r4_triana_occupancy_spring_fair_2024",
       "What occupancy did the Triana run at during the 2024 Seville Spring Fair?",
       r2(v), "float", mode="approximate", tags=["named-period", "occupancy", "occupancy-pipe", "hotel"])

# 26. room nights of Corporate stays at the Born arriving during the 2023 Tech Congress
ss = stays(CONGRESS23, lambda b: b["hn"] == "Aurelia Born" and b["channel"] == "Corporate")
v = nights(ss)
check(v, """SELECT SUM(b.nights) FROM bookings b %s WHERE h.hotel_name = 'Aurelia Born' AND b.channel = 'Corporate'
            AND %s AND %s""" % (HJ, STAY, between("b.check_in_date", CONGRESS23)))
golden("r4_born_corporate_nights_congress_2023",
       "How many room nights did corporate bookings give Aurelia Born for arrivals during the 2023 Barcelona Tech Congress?",
       v, "int", difficulty="medium", tags=["named-period", "room-nights", "corporate", "hotel"])

# 27. ancillary revenue, second half of 2023
v = sum(c["amt"] for c in charges if inr(c["d"], H2_23))
check(v, "SELECT SUM(amount) FROM charges WHERE " + between("charge_date", H2_23))
golden("r4_ancillary_h2_2023",
       "Could you tell me how much we took in extras across the group in the second half of 2023?",
       r2(v), "float", mode="approximate", tags=["named-period", "half-year", "ancillary"])

# ====================================================================== growth
# 28. website stays, H1 2023 -> H1 2024
a = len(stays(H1_23, lambda b: b["channel"] == "Website"))
b_ = len(stays(H1_24, lambda b: b["channel"] == "Website"))
v = pct_change(a, b_)
w = "SELECT COUNT(*) FROM bookings b WHERE b.channel = 'Website' AND %s AND %s"
check(v, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (w % (STAY, between("b.check_in_date", H1_24)),
                                                 w % (STAY, between("b.check_in_date", H1_23)),
                                                 w % (STAY, between("b.check_in_date", H1_23))))
golden("r4_website_stays_growth_h1",
       "By what percent did stays booked on our own website grow in the first half of 2024 versus the first half of 2023?",
       r2(v), "float", mode="approximate", tags=["growth", "stays", "channel", "half-year"])

# 29. spa revenue, Q4 2023 -> Q4 2024
def spa(p):
    return sum(c["amt"] for c in charges if c["category"] == "spa" and inr(c["d"], p))
v = pct_change(spa(Q4_23), spa(Q4_24))
sp = "SELECT SUM(amount) FROM charges WHERE category = 'spa' AND %s"
check(v, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (sp % between("charge_date", Q4_24), sp % between("charge_date", Q4_23),
                                                 sp % between("charge_date", Q4_23)))
golden("r4_spa_growth_q4",
       "spa revenue growth Q4 2024 vs Q4 2023, in %",
       r2(v), "float", mode="approximate", tags=["growth", "ancillary", "charge-category", "quarter", "terse"])

# ============================================================ never / always
# 30. guests with two or more 2024 stays who booked every one of them direct
acc = defaultdict(list)
for b in stays(Y24):
    acc[b["guest_id"]].append(b["ctype"] == "direct")
v = sum(1 for x in acc.values() if len(x) >= 2 and all(x))
check(v, """SELECT COUNT(*) FROM (SELECT b.guest_id FROM bookings b JOIN channels c ON c.channel = b.channel
            WHERE %s AND %s GROUP BY b.guest_id
            HAVING COUNT(*) >= 2 AND SUM(c.channel_type <> 'direct') = 0)""" % (STAY, between("b.check_in_date", Y24)))
golden("r4_repeat_guests_always_direct_2024",
       "Of the guests who stayed with us two or more times in 2024, how many booked every one of those stays "
       "direct, on the website or by phone?",
       v, "int", difficulty="hard", tags=["always", "distinct-count", "channel-type", "repeat-guests", "year"])

# 31. corporate accounts with 2024 arrivals that never had a no-show among them
acc = defaultdict(list)
for b in booked(Y24, lambda b: b["corporate_account"]):
    acc[b["corporate_account"]].append(b["status"] == "no_show")
names = sorted(k for k, x in acc.items() if not any(x))
assert 0 < len(names) < len(acc), (names, len(acc))
check([(k,) for k in names], """SELECT corporate_account FROM bookings b
            WHERE corporate_account IS NOT NULL AND %s GROUP BY corporate_account
            HAVING SUM(status = 'no_show') = 0 ORDER BY corporate_account""" % between("b.check_in_date", Y24))
golden("r4_corporate_accounts_no_no_shows_2024",
       "Which corporate accounts didn't have a single no-show among their bookings arriving in 2024?",
       [{"corporate_account": k} for k in names], "list[{corporate_account:str}]",
       mode="contains", difficulty="hard", tags=["never", "corporate-account", "no-shows", "year"])

# ========================================================= ratio / average per entity
# 32. bookings (any status) per corporate account, 2024 arrivals
acc = Counter(b["corporate_account"] for b in booked(Y24, lambda b: b["corporate_account"]))
v = sum(acc.values()) / len(acc)
check(v, """SELECT AVG(n) FROM (SELECT corporate_account, COUNT(*) n FROM bookings b
            WHERE corporate_account IS NOT NULL AND %s GROUP BY corporate_account)""" % between("b.check_in_date", Y24))
golden("r4_bookings_per_corporate_account_2024",
       "On average, how many bookings did each of our negotiated-rate corporate clients have for 2024 arrivals, "
       "counting every booking whatever its status?",
       r2(v), "float", mode="approximate", 
       tags=["average-per-entity", "ratio", "corporate-account", "bookings", "year"])

# 33. room revenue per Gold member, 2024 stays
ss = stays(Y24, lambda b: b["g"]["loyalty_tier"] == "Gold")
members = {b["guest_id"] for b in ss}
assert members == {g for g, x in guests.items() if x["loyalty_tier"] == "Gold"}, "every Gold member stayed in 2024"
v = revenue(ss) / len(members)
check(v, """SELECT SUM(b.room_revenue) / COUNT(DISTINCT b.guest_id) FROM bookings b JOIN guests g ON g.guest_id = b.guest_id
            WHERE g.loyalty_tier = 'Gold' AND %s AND %s""" % (STAY, between("b.check_in_date", Y24)))
golden("r4_room_revenue_per_gold_member_2024",
       "What did each Gold-tier member bring us in room revenue from their 2024 stays, on average?",
       r2(v), "float", mode="approximate", 
       tags=["average-per-entity", "ratio", "room-revenue", "loyalty", "year"])

# ==================================================================== documents
doc_says(os.path.join(DOCS, "loyalty_programme.md"),
         "1,000 points are worth a 10 euro voucher for a stay or for the restaurant.")
golden("r4_doc_points_for_voucher",
       "How many Aurelia Circle points does a member have to collect for a €10 voucher?",
       1000, "int", route="documents", tags=["document", "loyalty", "points"])

doc_says(os.path.join(DOCS, "kpi_definitions.md"),
         "The group's target is an average review score of 8.5 or more at every hotel.")
golden("r4_doc_review_score_target",
       "what average guest review score is every hotel supposed to hit, according to our KPI definitions?",
       8.5, "float", route="documents", tags=["document", "kpi", "review-score", "target"])


HEADER = [
    "# Held-out round 4 (hotels): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round4.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/loyalty_programme.md and",
    "# documents/kpi_definitions.md).",
    "# GENERATED: python3 expected/round4.py",
]


def main():
    assert len(GOLDENS) == N_GOLDENS, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(HEADER, sys.stdout)
        return
    with open(OUT, "w", encoding="utf-8") as f:
        render(HEADER, f)
    with open(OUT, encoding="utf-8") as f:
        text = f.read()
    assert balanced(text), "unbalanced braces"
    assert text.count('golden "') == N_GOLDENS
    print("wrote %s (%d goldens)" % (os.path.relpath(OUT), len(GOLDENS)))


if __name__ == "__main__":
    main()
