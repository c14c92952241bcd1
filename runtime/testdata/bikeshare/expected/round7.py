#!/usr/bin/env python3
"""Held-out round 7 for the bikeshare workspace: 12 new questions in the words
of business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round7.py          # writes heldout/round7.hcl
    python3 expected/round7.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/pricing_policy.md):
- a trip is a row of trips.csv with status completed or out_of_dock (cancelled
  unlocks are not trips), dated by the day it started (started_at);
- revenue = SUM(fare_usd) of the trips; e-bike trips are trips on bikes with
  bike_type 'electric'; the average trip duration is AVG(duration_min) of trips;
- trips "starting in" a district filter the start station's district;
- active riders = distinct rider_id of trips; Harbor Festival 2024 =
  2024-07-12..2024-07-21;
- new riders ("sign-ups") = riders by signup_date, with their current plan;
- maintenance tickets are dated by reported_on and counted at their station_id
  (where the problem was reported); repair cost = repair_cost_usd of resolved
  tickets, and "per resolved ticket" divides it by the resolved tickets (0 cost
  warranty repairs included).
Floats are rounded to 2 decimals (4 below 100); growth is a percentage.
Rankings are checked for ties. The two unanswerable questions (battery charge
levels, rebalancing-van cost: no such data) expect route "stop"; the two
document questions expect route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round7.hcl")
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



def day(s):
    return dt.date.fromisoformat(s[:10]) if s else None


trips = load("trips.csv")
bikes = {b["bike_id"]: b for b in load("bikes.csv")}
stations = {s["station_id"]: s for s in load("stations.csv")}
riders = {r["rider_id"]: r for r in load("riders.csv")}
plans = {p["plan_id"]: p for p in load("plans.csv")}
tickets = load("maintenance.csv")
for t in trips:
    t["day"] = day(t["started_at"])
    t["fare"] = float(t["fare_usd"])
    t["dur"] = float(t["duration_min"])
    t["bike"] = bikes[t["bike_id"]]
    t["start_district"] = stations[t["start_station_id"]]["district"]
for m in tickets:
    m["rep"], m["res"] = day(m["reported_on"]), day(m["resolved_on"])
    m["cost"] = None if m["repair_cost_usd"] == "" else float(m["repair_cost_usd"])
    assert (m["res"] is None) == (m["cost"] is None)

DB = sqlite_db(DATA, ["trips.csv", "bikes.csv", "stations.csv", "riders.csv", "plans.csv", "maintenance.csv"])
DB.execute("CREATE INDEX trips_bike ON trips (bike_id)")


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def T(*preds):
    return [t for t in trips if t["status"] != "cancelled" and all(p(t) for p in preds)]


def started(lo, hi):
    return lambda t: inr(t["day"], lo, hi)


ebike = lambda t: t["bike"]["bike_type"] == "electric"
SD = "substr(t.started_at, 1, 10)"

# 1. named filter + quarter: fare revenue of e-bike trips started 2024-07-01..2024-09-30
rev_e = sum(t["fare"] for t in T(started("2024-07-01", "2024-09-30"), ebike))
check(rev_e, """
    SELECT SUM(t.fare_usd) FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
    WHERE b.bike_type = 'electric' AND %s BETWEEN '2024-07-01' AND '2024-09-30'""" % SD)
golden("r7_ebike_revenue_q3_2024", "how much did we make from e-bike rides in q3 2024",
       r2(rev_e), hint="float", mode="approximate", difficulty="easy", tags=["period", "named-filter", "synonym"])

# 2. start-district role + year: average trip duration of trips starting in Old Town, 2023
ot = T(started("2023-01-01", "2023-12-31"), lambda t: t["start_district"] == "Old Town")
dur_ot = sum(t["dur"] for t in ot) / len(ot)
check(dur_ot, """
    SELECT AVG(t.duration_min) FROM trips t JOIN stations s ON s.station_id = t.start_station_id
    WHERE s.district = 'Old Town' AND t.status <> 'cancelled' AND %s BETWEEN '2023-01-01' AND '2023-12-31'""" % SD)
golden("r7_avg_ride_time_from_old_town_2023", "avg ride time for trips starting in old town in 2023",
       r2(dur_ot), hint="float", mode="approximate", difficulty="medium", tags=["role", "period", "average"])

# 3. top of a breakdown: bike model with the most trips, 2024
bm = defaultdict(int)
for t in T(started("2024-01-01", "2024-12-31")):
    bm[t["bike"]["model"]] += 1
top_model = ranked(bm, 1)[0][0]
check(top_model, """
    SELECT b.model FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
    WHERE t.status <> 'cancelled' AND %s BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY b.model ORDER BY COUNT(*) DESC LIMIT 1""" % SD)
golden("r7_most_ridden_bike_model_2024", "Which bike model got ridden the most in 2024?",
       top_model, hint="str", mode="exact", difficulty="easy", tags=["top-1", "bike-model"])

# 4. sign-ups of one (current) plan: riders who signed up in 2023 and are on Student Annual
stu = [k for k, p in plans.items() if p["plan_name"] == "Student Annual"]
assert len(stu) == 1
n_stu = sum(1 for r in riders.values() if r["signup_date"][:4] == "2023" and r["plan_id"] == stu[0])
check(n_stu, """
    SELECT COUNT(*) FROM riders r JOIN plans p ON p.plan_id = r.plan_id
    WHERE p.plan_name = 'Student Annual' AND r.signup_date BETWEEN '2023-01-01' AND '2023-12-31'""")
golden("r7_student_plan_signups_2023", "how many 2023 sign-ups are on the student plan",
       n_stu, hint="int", mode="exact", difficulty="easy", tags=["period", "value-synonym", "count"])

# 5. top of a breakdown on maintenance: station where the most repair tickets were reported, 2023
st = defaultdict(int)
for m in tickets:
    if m["station_id"] and inr(m["rep"], "2023-01-01", "2023-12-31"):
        st[stations[m["station_id"]]["station_name"]] += 1
top_st = ranked(st, 1)[0][0]
check(top_st, """
    SELECT s.station_name FROM maintenance m JOIN stations s ON s.station_id = m.station_id
    WHERE m.reported_on BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY s.station_name ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r7_station_most_repair_tickets_2023", "which station had the most repair tickets reported in 2023",
       top_st, hint="str", mode="exact", difficulty="medium", tags=["top-1", "maintenance", "station"])

# 6. distinct count constrained by a fact + named period: riders who took an e-bike trip during
#    the Harbor Festival 2024 (2024-07-12..2024-07-21)
n_fest = len({t["rider_id"] for t in T(started("2024-07-12", "2024-07-21"), ebike)})
check(n_fest, """
    SELECT COUNT(DISTINCT t.rider_id) FROM trips t JOIN bikes b ON b.bike_id = t.bike_id
    WHERE b.bike_type = 'electric' AND t.status <> 'cancelled' AND %s BETWEEN '2024-07-12' AND '2024-07-21'""" % SD)
golden("r7_ebike_riders_harbor_festival_2024", "How many different riders took an e-bike out during the Harbor Festival 2024?",
       n_fest, hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "named-period", "named-filter"])

# 7. ratio per something: repair cost per resolved ticket on electric bikes, tickets reported in 2024
res_e = [m for m in tickets if inr(m["rep"], "2024-01-01", "2024-12-31") and m["cost"] is not None
         and bikes[m["bike_id"]]["bike_type"] == "electric"]
cost_per = sum(m["cost"] for m in res_e) / len(res_e)
check(cost_per, """
    SELECT SUM(m.repair_cost_usd) / COUNT(*) FROM maintenance m JOIN bikes b ON b.bike_id = m.bike_id
    WHERE b.bike_type = 'electric' AND m.resolved_on IS NOT NULL AND m.reported_on BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r7_ebike_repair_cost_per_resolved_ticket_2024",
       "For e-bike repair tickets reported in 2024, what was the average repair cost per resolved ticket?",
       r2(cost_per), hint="float", mode="approximate", difficulty="hard", tags=["ratio", "per-entity", "maintenance"])

# 8. growth between two years: e-bike trips, 2022 -> 2023
e = {y: len(T(started("%d-01-01" % y, "%d-12-31" % y), ebike)) for y in (2022, 2023)}
g_e = (e[2023] - e[2022]) / e[2022] * 100
check(g_e, """
    SELECT 100.0 * (SUM(substr(t.started_at, 1, 4) = '2023') - SUM(substr(t.started_at, 1, 4) = '2022'))
           / SUM(substr(t.started_at, 1, 4) = '2022')
    FROM trips t JOIN bikes b ON b.bike_id = t.bike_id WHERE b.bike_type = 'electric' AND t.status <> 'cancelled'""")
golden("r7_ebike_trip_growth_2022_2023", "by how much did e-bike trips grow from 2022 to 2023, in percent",
       r2(g_e), hint="float", mode="approximate", difficulty="hard", tags=["growth", "named-filter"])

# 9. document: pricing_policy.md, members pay $0.15 per minute beyond the included time
ot_text = section(os.path.join(DOCS, "pricing_policy.md"), "Overtime")
rate = re.findall(r"members and Day Pass holders pay \$(\d+\.\d+) and \$(\d+\.\d+) per minute respectively", ot_text)
assert rate == [("0.15", "0.39")], rate
golden("r7_doc_member_overtime_rate", "on a classic bike, what do members pay per minute once they go past their included 45 minutes",
       float(rate[0][0]), hint="float", mode="approximate", route="documents", difficulty="medium",
       tags=["document", "pricing"])

# 10. document: pricing_policy.md, two temporary corrals at the Harbor Festival 2024
fest = section(os.path.join(DOCS, "pricing_policy.md"), "Harbor Festival 2024")
corr = re.findall(r"(\w+) temporary corrals were staffed", fest)
assert corr == ["two"], corr
golden("r7_doc_festival_corrals", "how many temporary bike corrals did we staff for the harbor festival",
       2, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "named-period"])

# 11-12. unanswerable: no battery charge readings, no van operating cost
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"charge|soc|battery_", heads) and "charge level" not in docs
golden("r7_unanswerable_ebike_battery_level", "what was the average battery charge of e-bikes when they were docked in 2024",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"van|rebalanc|fuel", heads) and not re.search(r"van[^a-z][^.]*\$", docs)
golden("r7_unanswerable_rebalancing_van_cost_2024", "how much did it cost to run the rebalancing vans in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round7.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round7.py",
])
