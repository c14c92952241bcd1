#!/usr/bin/env python3
"""Held-out round 9 for the clinic workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some with synonyms the knowledge
files do not define), written from the data, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and
before running datacopilot. Every expected value is computed here from
data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over
the same CSV files loaded into sqlite3.

    python3 expected/round9.py          # writes heldout/round9.hcl
    python3 expected/round9.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/discharge_policy.md):
- admissions, patients admitted and money (total charges, procedure charges,
  procedures) are dated by the admission date of the stay; outcome measures
  (discharges, length of stay, readmissions, satisfaction) by the discharge
  date;
- total charges = SUM(admissions.total_charges) ("gross charges" is a metric
  synonym); procedure charges = SUM(procedures.charge), a part of total charges,
  dated by the admission's admit_date; the charge of one procedure is
  procedures.charge ("procedure charge"), not the stay's total_charges;
- 30-day readmission rate = 100 * SUM(readmitted_30d) / COUNT(*) over the
  discharges where the patient left alive (discharge_disposition <> 'Deceased'),
  by discharge date; a physician's specialty is physicians.specialty (not the
  admission's department: "Obstetrics and Gynecology" vs "Obstetrics");
- length of stay = admissions.length_of_stay in days; "more than two weeks" is
  length_of_stay > 14; distinct patients = COUNT(DISTINCT patient_id);
- "ER" is admission_type 'Emergency' (value synonym); "attendings" are the
  attending physicians (admissions.physician_id);
- "southern hospitals" filter hospitals.region (where treated); "live in the
  east" and "home town" filter patients.home_region / patients.home_city
  (where the patient lives);
- FY23 = fiscal year 2023 = 2022-07-01 to 2023-06-30; the data start on
  2023-01-01, so it is the stays admitted in the first half of 2023;
- "second half of <year>" = July 1 to December 31 of that year;
- documents/discharge_policy.md: a patient who leaves against medical advice
  gets a follow-up call within 24 hours.
Floats are rounded to 2 decimals (4 below 100); shares are percentages.
Rankings are checked for ties. The unanswerable question (patient falls: no
incident data) expects route "stop"; the document question expects route
"documents".
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
OUT = os.path.join(ROOT, "heldout", "round9.hcl")
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
    return dt.date.fromisoformat(s) if s else None


def num(s):
    return None if s == "" else float(s)


polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
for p in polls:
    p["start"] = day(p["start_date"])
    p["end"] = day(p["end_date"])
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    p["grade"] = pollsters[p["pollster_id"]]["grade"]
    p["level"] = states[p["state"]]["level"]
    p["region"] = states[p["state"]]["region"]
    for k in ("sample_size", "clinton_pct", "trump_pct"):
        p[k] = num(p[k])
    p["lead"] = p["clinton_pct"] - p["trump_pct"]

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv", "results.csv"])

BATTLEGROUND = ("Arizona", "Colorado", "Florida", "Georgia", "Iowa", "Michigan", "Nevada", "New Hampshire",
                "North Carolina", "Ohio", "Pennsylvania", "Virginia", "Wisconsin")
assert all(states[s]["level"] == "state" for s in BATTLEGROUND)
A_GRADES = ("A+", "A", "A-")


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def month(m):
    y, mm = int(m[:4]), int(m[5:])
    return lambda p: p["end"].year == y and p["end"].month == mm



results = {r["state"]: r for r in load("results.csv")}
for r in results.values():
    for k in ("clinton_vote_pct", "trump_vote_pct"):
        r[k] = float(r[k])
    r["margin"] = r["clinton_vote_pct"] - r["trump_vote_pct"]
    assert states[r["state"]]["level"] == "state"
BG_SQL = ", ".join("'%s'" % s for s in BATTLEGROUND)
for p in polls:
    p["trump_lead"] = p["trump_pct"] - p["clinton_pct"]


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)


# 1. aggregation word on what it modifies: the biggest pollster TOTAL of respondents (max over
#    pollsters of SUM(sample_size)) for polls that ended in August 2016, not the biggest single poll
tot = defaultdict(float)
for p in P(month("2016-08")):
    if p["sample_size"] is not None:
        tot[p["pollster"]] += p["sample_size"]
top_pollster, top_total = ranked(tot, 1)[0]
biggest_single = max(p["sample_size"] for p in P(month("2016-08")) if p["sample_size"] is not None)
assert biggest_single != top_total
check(int(top_total), """
    SELECT MAX(t) FROM (SELECT SUM(p.sample_size) AS t FROM polls p
      JOIN pollsters ps ON ps.pollster_id = p.pollster_id
      WHERE substr(p.end_date, 1, 7) = '2016-08' GROUP BY ps.pollster)""")
golden("r9_max_pollster_total_sample_aug_2016",
       "whats the biggest total sample any one polling company racked up in august 2016",
       int(top_total), hint="int", mode="exact", difficulty="hard",
       tags=["aggregation-scope", "max-of-sum", "respondents", "sloppy", "synonym"])

# 2. written N limit + ranking by a non-default measure: among the three swing states with the
#    most polls ending in October 2016 (Florida 56, North Carolina 47, Pennsylvania 43; Ohio 42
#    is fourth: no tie at the cut), the one with the narrowest average Clinton lead (all three
#    positive, so smallest lead = smallest absolute lead)
cnt = defaultdict(int)
for p in P(month("2016-10"), lambda p: p["state"] in BATTLEGROUND):
    cnt[p["state"]] += 1
top3 = [s for s, _ in ranked(cnt, 3)]
leads3 = {s: mean(p["lead"] for p in P(month("2016-10"), lambda p, s=s: p["state"] == s)) for s in top3}
assert all(v > 0 for v in leads3.values())
narrow = ranked(leads3, 1, reverse=False)[0][0]
check(narrow, """
    SELECT state FROM (
      SELECT state, COUNT(*) AS n, AVG(clinton_pct - trump_pct) AS lead FROM polls
      WHERE substr(end_date, 1, 7) = '2016-10' AND state IN (%s)
      GROUP BY state ORDER BY n DESC LIMIT 3)
    ORDER BY lead ASC LIMIT 1""" % BG_SQL)
golden("r9_narrowest_lead_top3_swing_oct_2016",
       "of the three swing states with the most polls in october 2016, which one had the narrowest average clinton lead?",
       narrow, hint="str", mode="exact", difficulty="hard", tags=["top-n", "written-n", "non-default-metric", "battleground"])

# 3. share of total, the total dropping the filter that defines the part: Florida's respondents
#    as a percentage of all respondents of battleground-state polls that ended in October 2016
sw = P(month("2016-10"), lambda p: p["state"] in BATTLEGROUND, lambda p: p["sample_size"] is not None)
fl_share = sum(p["sample_size"] for p in sw if p["state"] == "Florida") / sum(p["sample_size"] for p in sw) * 100
check(fl_share, """
    SELECT 100.0 * SUM(CASE WHEN state = 'Florida' THEN sample_size ELSE 0 END) / SUM(sample_size)
    FROM polls WHERE substr(end_date, 1, 7) = '2016-10' AND state IN (%s)""" % BG_SQL)
golden("r9_florida_share_swing_respondents_oct_2016",
       "what percent of the people interviewed in swing-state polls ending in october 2016 were in florida polls?",
       r2(fl_share), hint="float", mode="approximate", difficulty="hard", tags=["share", "respondents", "battleground"])

# 4. distinct count constrained by facts: states surveyed by unrated pollsters in the final week
#    (none of them is DC or a district, so "states" is unambiguous)
fw = P(ended("2016-11-01", "2016-11-07"))
un_geo = {p["state"] for p in fw if p["grade"] == "" and p["level"] != "national"}
assert all(states[s]["level"] == "state" for s in un_geo) and "District of Columbia" not in un_geo
check(len(un_geo), """
    SELECT COUNT(DISTINCT p.state) FROM polls p
    JOIN pollsters ps ON ps.pollster_id = p.pollster_id JOIN states s ON s.state = p.state
    WHERE ps.grade IS NULL AND s.level <> 'national' AND p.end_date BETWEEN '2016-11-01' AND '2016-11-07'""")
golden("r9_states_polled_by_unrated_final_week",
       "How many different states did ungraded pollsters survey in the final week?",
       len(un_geo), hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "unrated", "named-period"])

# 5. negation at the entity level: pollsters with no national poll at all (every pollster in
#    pollsters.csv has at least one poll)
with_polls = {p["pollster_id"] for p in polls}
assert with_polls == set(pollsters)
never_nat = with_polls - {p["pollster_id"] for p in polls if p["level"] == "national"}
check(len(never_nat), """
    SELECT COUNT(*) FROM pollsters ps WHERE NOT EXISTS (
      SELECT 1 FROM polls p JOIN states s ON s.state = p.state
      WHERE p.pollster_id = ps.pollster_id AND s.level = 'national')""")
golden("r9_pollsters_never_national", "how many polling outfits never put out a single nationwide poll?",
       len(never_nat), hint="int", mode="exact", difficulty="medium", tags=["negation", "pollster", "national", "synonym"])

# 6. threshold on a per-entity average: pollsters whose 2016 polls averaged more than 2,000
#    respondents (nobody sits near 2,000: the nearest are 1,976 and 2,240)
ss = defaultdict(list)
for p in P(lambda p: p["end"].year == 2016, lambda p: p["sample_size"] is not None):
    ss[p["pollster_id"]].append(p["sample_size"])
avgs = {k: mean(v) for k, v in ss.items()}
assert not any(abs(v - 2000) < 20 for v in avgs.values())
n_big = sum(1 for v in avgs.values() if v > 2000)
check(n_big, """
    SELECT COUNT(*) FROM (SELECT pollster_id FROM polls
      WHERE substr(end_date, 1, 4) = '2016' GROUP BY pollster_id HAVING AVG(sample_size) > 2000)""")
golden("r9_pollsters_avg_sample_over_2000_2016",
       "How many pollsters averaged more than 2,000 respondents per poll in their 2016 polls?",
       n_big, hint="int", mode="exact", difficulty="medium", tags=["threshold", "average-sample-size", "pollster"])

# 7. roles (poll lead vs official result): states (DC included) where Clinton's average lead in
#    the polls that ended in October 2016 was positive but Trump won the actual vote
oct_leads = defaultdict(list)
for p in P(month("2016-10"), lambda p: p["state"] in results):
    oct_leads[p["state"]].append(p["lead"])
flip = [s for s, v in oct_leads.items() if mean(v) > 0 and results[s]["margin"] < 0]
assert all(abs(mean(oct_leads[s])) > 0.1 and abs(results[s]["margin"]) > 0.1 for s in flip)
check(len(flip), """
    SELECT COUNT(*) FROM (
      SELECT p.state FROM polls p JOIN results r ON r.state = p.state
      WHERE substr(p.end_date, 1, 7) = '2016-10'
      GROUP BY p.state, r.clinton_vote_pct, r.trump_vote_pct
      HAVING AVG(p.clinton_pct - p.trump_pct) > 0 AND r.clinton_vote_pct < r.trump_vote_pct)""")
golden("r9_states_clinton_led_oct_polls_trump_won",
       "In how many states did Clinton lead the October 2016 polls on average but Trump actually win the state?",
       len(flip), hint="int", mode="exact", difficulty="hard", tags=["roles", "polls-vs-results", "lead"])

# 8. named period with a year: average raw Trump share in national polls of Q3 2016
q3 = P(ended("2016-07-01", "2016-09-30"), lambda p: p["level"] == "national")
q3_trump = mean(p["trump_pct"] for p in q3)
check(q3_trump, """
    SELECT AVG(p.trump_pct) FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'national' AND p.end_date BETWEEN '2016-07-01' AND '2016-09-30'""")
golden("r9_trump_share_national_q3_2016", "trump's avg poll number in nationwide polls, 3rd quarter of 2016",
       r2(q3_trump), hint="float", mode="approximate", difficulty="medium",
       tags=["named-period", "quarter", "trump-share", "national", "sloppy"])

# 9. second-ranked: the battleground state with the second-biggest average Trump lead (= the
#    second-lowest average Clinton lead) in final-week polls
tl = defaultdict(list)
for p in fw:
    if p["state"] in BATTLEGROUND:
        tl[p["state"]].append(p["trump_lead"])
second = ranked({s: mean(v) for s, v in tl.items()}, 2)[1][0]
check(second, """
    SELECT state FROM polls WHERE end_date BETWEEN '2016-11-01' AND '2016-11-07' AND state IN (%s)
    GROUP BY state ORDER BY AVG(trump_pct - clinton_pct) DESC LIMIT 1 OFFSET 1""" % BG_SQL)
golden("r9_second_biggest_trump_lead_swing_final_week",
       "which swing state showed trump's second-biggest average lead in the final week polls?",
       second, hint="str", mode="exact", difficulty="hard", tags=["ordinal", "second", "trump-lead", "battleground"])

# 10. difference between two periods: Trump's average raw share in Pennsylvania polls, October
#     2016 minus September 2016 (positive: it went up), in points
def pa_trump(m):
    return mean(p["trump_pct"] for p in P(month(m), lambda p: p["state"] == "Pennsylvania"))


d_pa = pa_trump("2016-10") - pa_trump("2016-09")
assert d_pa > 0
sql_pa = "SELECT AVG(trump_pct) FROM polls WHERE state = 'Pennsylvania' AND substr(end_date, 1, 7) = ?"
check(pa_trump("2016-09"), sql_pa, "2016-09")
check(pa_trump("2016-10"), sql_pa, "2016-10")
check(d_pa, """
    SELECT AVG(CASE WHEN substr(end_date, 1, 7) = '2016-10' THEN trump_pct END)
         - AVG(CASE WHEN substr(end_date, 1, 7) = '2016-09' THEN trump_pct END)
    FROM polls WHERE state = 'Pennsylvania'""")
golden("r9_pa_trump_share_change_sep_oct_2016",
       "By how many points did Trump's average poll share in Pennsylvania go up from September to October 2016?",
       r2(d_pa), hint="float", mode="approximate", difficulty="medium", tags=["difference", "trump-share", "state"])

# 11. document: campaign_calendar.md, the Republican convention ran from 18 to 21 July (both days
#     included): 4 days
conv = section(os.path.join(DOCS, "campaign_calendar.md"), "Conventions and the final week")
m = re.search(r"Republican convention was held in \w+ from (\d+) to (\d+) (\w+)", conv)
assert m and m.group(3) == "July", conv
rnc_days = (dt.date(2016, 7, int(m.group(2))) - dt.date(2016, 7, int(m.group(1)))).days + 1
assert rnc_days == 4
golden("r9_doc_republican_convention_days", "how many days did the republican convention last?",
       rnc_days, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "calendar"])

# 12. unanswerable: no interview mode (phone, online, IVR) anywhere in the data or documents
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"phone|online|internet|ivr|mode|method|web", heads)
assert not re.search(r"phone|online|internet|\bivr\b|live.caller|interview mode", docs)
golden("r9_unanswerable_phone_share_ohio", "what percent of the ohio polls were done over the phone?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 9: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round9.py",
])
