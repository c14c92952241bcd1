#!/usr/bin/env python3
"""Held-out round 6 for the bikeshare workspace: 12 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round6.py          # writes heldout/round6.hcl
    python3 expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip is a row with status completed or out_of_dock; cancelled unlocks are not
  trips (rule cancelled_unlocks_are_not_trips) and never count as trips, riders
  or stations reached; a trip belongs to the day it started (started_at);
- revenue ("fares") = SUM(fare_usd) (cancelled unlocks carry fare 0);
- active riders = distinct rider_id with a trip; new riders ("signed up") =
  riders by signup_date;
- round trip = completed and start station = end station (filter "round_trip");
  its share is over trips;
- a station's or district's revenue and trips are its departures (start station);
- maintenance tickets are dated by reported_on; priority and issue_type as recorded.
Floats are rounded to 2 decimals, or 4 below 100; shares are percentages.
Rankings are checked for ties at the cut and inside the list; breakdowns list
every row. The unanswerable question (helmets handed out: not in the data)
expects route "stop"; the e-bike surcharge question expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round6.hcl")
# ---------------------------------------------------------------- output
def ranked(d, n=None, reverse=True, strict=True):
    """Items by value (highest first unless reverse=False), then by key. With strict,
    refuse a ranking whose cut (the n-th and the next item) or whose listed items tie."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    if strict:
        vals = [round(v, 6) for _, v in items]
        upto = len(head) if n is None else min(n + 1, len(items))
        for i in range(1, upto):
            assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100 so that rounding does not eat the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct(part, whole):
    return r2(part / whole * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


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


def main(out_path, header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


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


def sqlite_db(folder, files):
    """The CSV files in an in-memory SQLite database, one table per file named after
    it (empty cells NULL, integers and decimals typed): every answer is computed a
    second time by hand-written SQL over it and compared with the Python loops."""
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(folder, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


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


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


trips = load("trips.csv")
riders = {r["rider_id"]: r for r in load("riders.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
maint = load("maintenance.csv")
for t in trips:
    t["day"] = dt.date.fromisoformat(t["started_at"][:10])
    t["fare"] = float(t["fare_usd"])
    t["trip"] = t["status"] != "cancelled"
    assert t["status"] in ("completed", "out_of_dock", "cancelled")
for m in maint:
    m["day"] = dt.date.fromisoformat(m["reported_on"])

DB = sqlite_db(DATA, ["trips.csv", "riders.csv", "stations.csv", "maintenance.csv"])
DB.execute("CREATE INDEX trips_rider ON trips (rider_id, status)")
SD = "substr(t.started_at, 1, 10)"


def T(*preds):
    return [t for t in trips if all(p(t) for p in preds)]


def between(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda x: lo <= x["day"] <= hi


is_trip = lambda t: t["trip"]


def station_named(name):
    ids = [k for k, s in stations.items() if s["station_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


# 1. revenue (all fares, cancelled unlocks are 0), trips started in November 2023
rev_nov = sum(t["fare"] for t in T(between("2023-11-01", "2023-11-30")))
check(rev_nov, "SELECT SUM(fare_usd) FROM trips t WHERE %s BETWEEN '2023-11-01' AND '2023-11-30'" % SD)
golden("r6_fare_revenue_nov_2023", "How much did riders pay in trip fares in November 2023?",
       r2(rev_nov), hint="float", mode="approximate", difficulty="easy", tags=["period"])

# 2. count with a value: high-priority maintenance tickets reported 2023-07-01..2023-12-31
n_high = sum(1 for m in maint if m["priority"] == "high" and between("2023-07-01", "2023-12-31")(m))
check(n_high, "SELECT COUNT(*) FROM maintenance WHERE priority = 'high' AND reported_on BETWEEN '2023-07-01' AND '2023-12-31'")
golden("r6_high_priority_tickets_h2_2023", "How many high-priority repair tickets were reported in the second half of 2023?",
       n_high, hint="int", mode="exact", difficulty="easy", tags=["period", "count"])

# 3. new riders: accounts with signup_date 2022-01-01..2022-03-31
n_signup = sum(1 for r in riders.values() if dt.date(2022, 1, 1) <= dt.date.fromisoformat(r["signup_date"]) <= dt.date(2022, 3, 31))
check(n_signup, "SELECT COUNT(*) FROM riders WHERE signup_date BETWEEN '2022-01-01' AND '2022-03-31'")
golden("r6_signups_q1_2022", "How many people signed up in the first quarter of 2022?",
       n_signup, hint="int", mode="exact", difficulty="easy", tags=["period", "count"])

# 4. top-n: revenue per start station, trips started 2024-04-01..2024-06-30
sr = defaultdict(float)
for t in T(between("2024-04-01", "2024-06-30")):
    sr[stations[t["start_station_id"]]["station_name"]] += t["fare"]
top_st = ranked(sr, 4)
check(top_st, """
    SELECT s.station_name, SUM(t.fare_usd) AS r FROM trips t JOIN stations s ON s.station_id = t.start_station_id
    WHERE %s BETWEEN '2024-04-01' AND '2024-06-30' GROUP BY s.station_name ORDER BY r DESC LIMIT 4""" % SD)
golden("r6_top4_stations_revenue_q2_2024",
       "Which four stations brought in the most fare revenue from rides that started there in Q2 2024?",
       [{"start_station": k, "revenue": r2(v)} for k, v in top_st],
       hint="list[{start_station:str, revenue:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "role"])

# 5. ordinal: start district with the third-highest revenue, trips started in 2022
dr = defaultdict(float)
for t in T(lambda t: t["day"].year == 2022):
    dr[stations[t["start_station_id"]]["district"]] += t["fare"]
third = ranked(dr, 3)[2][0]
check(third, """
    SELECT s.district FROM trips t JOIN stations s ON s.station_id = t.start_station_id
    WHERE substr(t.started_at, 1, 4) = '2022' GROUP BY s.district ORDER BY SUM(t.fare_usd) DESC LIMIT 1 OFFSET 2""")
golden("r6_third_district_revenue_2022",
       "Counting rides by the district they started in, which district had the third-highest trip revenue in 2022?",
       third, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "role"])

# 6. breakdown: maintenance tickets per issue type, reported in 2023, largest first
it = defaultdict(int)
for m in maint:
    if m["day"].year == 2023:
        it[m["issue_type"]] += 1
by_issue = ranked(it)
check(by_issue, """
    SELECT issue_type, COUNT(*) AS n FROM maintenance WHERE substr(reported_on, 1, 4) = '2023'
    GROUP BY issue_type ORDER BY n DESC""")
golden("r6_tickets_by_issue_type_2023", "Repair tickets by issue type for 2023",
       [{"issue_type": k, "maintenance_tickets": v} for k, v in by_issue],
       hint="list[{issue_type:str, maintenance_tickets:int}]", mode="exact", difficulty="easy", tags=["breakdown"])

# 7. breakdown by month: active riders (distinct riders with a trip), January..June 2024
mr = defaultdict(set)
for t in T(between("2024-01-01", "2024-06-30"), is_trip):
    mr[t["day"].replace(day=1).isoformat()].add(t["rider_id"])
monthly = [(m, len(mr[m])) for m in sorted(mr)]
assert len(monthly) == 6
check(monthly, """
    SELECT substr(t.started_at, 1, 7) || '-01' AS month, COUNT(DISTINCT t.rider_id) FROM trips t
    WHERE t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-06-30' GROUP BY month ORDER BY month""" % SD)
golden("r6_monthly_active_riders_h1_2024", "Monthly active riders for January to June 2024",
       [{"month": m, "active_riders": v} for m, v in monthly],
       hint="list[{month:str, active_riders:int}]", mode="exact", difficulty="medium",
       tags=["breakdown", "time-grain", "distinct-count"])

# 8. share: round trips (completed, start = end station) over trips started in 2022
t22 = T(lambda t: t["day"].year == 2022, is_trip)
rt = sum(1 for t in t22 if t["status"] == "completed" and t["start_station_id"] == t["end_station_id"]) / len(t22) * 100
check(rt, """
    SELECT 100.0 * SUM(status = 'completed' AND start_station_id = end_station_id) / COUNT(*) FROM trips
    WHERE status <> 'cancelled' AND substr(started_at, 1, 4) = '2022'""")
golden("r6_round_trip_share_2022", "What share of 2022 trips were round trips?",
       r2(rt), hint="float", mode="approximate", difficulty="medium", tags=["share", "named-filter"])

# 9. negation ("never"): registered riders with no trip at all (a cancelled unlock is not a trip)
rode = {t["rider_id"] for t in trips if t["trip"]}
n_never = sum(1 for r in riders if r not in rode)
unlocked = {t["rider_id"] for t in trips}
assert n_never != sum(1 for r in riders if r not in unlocked)  # the cancelled unlocks matter
check(n_never, """
    SELECT COUNT(*) FROM riders r WHERE NOT EXISTS
      (SELECT 1 FROM trips t WHERE t.rider_id = r.rider_id AND t.status <> 'cancelled')""")
golden("r6_riders_never_took_a_trip", "How many registered riders have never taken a trip?",
       n_never, hint="int", mode="exact", difficulty="hard", tags=["negation", "never", "count"])

# 10. document: pricing_policy.md, e-bike surcharge on a Day Pass is $0.20 per minute
eb = section(os.path.join(DOCS, "pricing_policy.md"), "E-bikes")
sur = [float(x) for x in re.findall(r"\$(\d+\.\d+) per minute on a Day Pass", eb)]
assert len(sur) == 1
golden("r6_doc_day_pass_ebike_surcharge", "What's the per-minute e-bike surcharge for someone riding on a Day Pass?",
       sur[0], hint="float", mode="approximate", route="documents", difficulty="medium", tags=["document", "policy"])

# 11. distinct count through the roles: distinct end stations of the trips that started at
#     Ferry Terminal in March 2024 (out-of-dock trips have no end station)
ft = station_named("Ferry Terminal")
ends = {t["end_station_id"] for t in T(between("2024-03-01", "2024-03-31"), is_trip, lambda t: t["start_station_id"] == ft)}
ends.discard("")
check(len(ends), """
    SELECT COUNT(DISTINCT t.end_station_id) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
    WHERE s.station_name = 'Ferry Terminal' AND t.status <> 'cancelled' AND %s BETWEEN '2024-03-01' AND '2024-03-31'""" % SD)
golden("r6_ferry_terminal_end_stations_mar_2024",
       "How many different stations did trips from Ferry Terminal end at in March 2024?",
       len(ends), hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role"])

# 12. unanswerable: no helmet data (no column, no document mentions helmets)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        assert "helmet" not in open(os.path.join(DATA, f), encoding="utf-8").readline().lower(), f
for f in os.listdir(DOCS):
    assert "helmet" not in open(os.path.join(DOCS, f), encoding="utf-8").read().lower(), f
golden("r6_unanswerable_helmets_harbor_festival", "How many helmets did we hand out during the Harbor Festival 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round6.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round6.py",
])
