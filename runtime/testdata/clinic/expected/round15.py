#!/usr/bin/env python3
"""Held-out round 15 for the clinic workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, written numbers,
words the knowledge files do not use literally such as "bed days", "heart
doctors", "general medicine ward", "folks"), written by an independent question
writer from data/*.csv, data/README.md, knowledge.hcl, pipes/*.hcl and
documents/*.md only, without reading datacopilot's runtime (no *.go) and without
running datacopilot. Every expected value is computed here from data/*.csv with
plain Python loops, then a second time by hand-written SQL over the same CSV
files loaded into sqlite3 (a different path), and the two are asserted equal.
The two document answers are read from documents/capacity_plan.md and
documents/discharge_policy.md and checked by asserting the sentence is in the
document.

    python3 expected/round15.py          # writes heldout/round15.hcl
    python3 expected/round15.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md, documents/discharge_policy.md):
- volumes and money (admissions, patients admitted, total charges, average
  charge per admission, procedures performed, procedure charges) are dated by
  the admission date; outcome measures (discharges, dispositions, deaths, length
  of stay, median LOS, patient days, readmissions, satisfaction) by the
  discharge date (rule admit_vs_discharge_date); a year is January 1 to
  December 31, Qn / Hn are calendar quarters / halves, months are calendar
  months, all dates inclusive;
- FY2024 (knowledge.hcl period) = 2023-07-01..2024-06-30; Winter Surge 2024 =
  2024-01-08..2024-02-18 and Elective Recovery 2023 = 2023-03-01..2023-05-31
  (capacity_plan.md);
- "ER" / "emergency department" = admission_type 'Emergency'; "planned" =
  'Elective'; "rehab" = disposition 'Rehab facility'; "died" = 'Deceased';
  "general medicine ward" = department 'Internal Medicine'; "ortho" =
  'Orthopedics'; "peds" / "paediatric" = 'Pediatrics'; "knee replacement" /
  "hip replacement" = 'Total knee replacement' / 'Total hip replacement';
  "bed days" = patient days = SUM(length_of_stay); "Riverton U" / "Saint
  Agnes" = the value synonyms of knowledge.hcl;
- average charge per admission = AVG(total_charges) over the stays that carry
  charges (open stays left out, rule open_stays); total charges = SUM;
- average / median length of stay = AVG / MEDIAN(length_of_stay) of the stays
  discharged in the period; satisfaction = AVG(satisfaction_score) over returned
  surveys, by discharge date;
- 30-day readmissions = SUM(readmitted_30d) of discharges where the patient
  left alive (disposition not 'Deceased'), by discharge date; a count, not the
  rate;
- "region" of the hospital = hospitals.region (where treated); "live in" /
  "patients from" / "towns that sent us patients" = patients.home_region /
  home_city (rule hospital_region_vs_home_region);
- payer = patients.insurance_type; "uninsured" = 'Self-pay'; empty = not
  recorded (unknown), which is not Self-pay (rule unknown_insurance);
- "different / individual patients / people" = COUNT(DISTINCT patient_id);
  "attending physician" = admissions.physician_id (the only physician role in
  the data; every physician works at the hospital of the stays they attend:
  asserted); "heart doctors (Cardiology specialty)" = physicians.specialty
  'Cardiology'; per-physician averages are over physicians who attended at
  least one admission in the period, which is every physician concerned
  (asserted, so the roster reading gives the same number);
- procedure charges = SUM(procedures.charge), dated by the admission date of
  the stay, per procedure_codes.description; never added to total charges;
- growth in percent = 100 * (later - earlier) / earlier.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties inside the list and at the
cut; thresholds are checked to have no value on the line; list answers use
mode "contains".
"""
import csv
import json
import os
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round15.hcl")
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
    return 100.0 * (b - a) / a


def mean(xs):
    xs = list(xs)
    assert xs, "mean of nothing"
    return sum(xs) / len(xs)


GOLDENS = []


def golden(name, question, expect, hint, mode="exact", route=None, difficulty="easy", tags=()):
    assert route in (None, "documents"), route
    assert name.startswith("r15_"), name
    assert name not in {g["name"] for g in GOLDENS}, name
    assert expect is not None, name
    assert mode in ("exact", "approximate", "contains"), mode
    if mode == "contains":
        assert isinstance(expect, list), "contains takes lists only: " + name
    if route == "documents":
        assert mode == "exact" and isinstance(expect, (int, float, str)) and not isinstance(expect, list), name
    if isinstance(expect, float) or (isinstance(expect, list) and expect and isinstance(expect[0], dict)
                                     and any(isinstance(v, float) for v in expect[0].values())):
        assert mode in ("approximate", "contains"), "floats are compared approximately: " + name
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


def sql1(sql, *params):
    return DB.execute(sql, params).fetchone()[0]


def doc_says(path, sentence):
    with open(path, encoding="utf-8") as f:
        text = " ".join(f.read().split())
    assert " ".join(sentence.split()) in text, (path, sentence)


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ------------------------------------------------------------------- data
hospitals = {h["hospital_id"]: h for h in load("hospitals.csv")}
patients = {p["patient_id"]: p for p in load("patients.csv")}
physicians = {d["physician_id"]: d for d in load("physicians.csv")}
codes = {c["procedure_code"]: c for c in load("procedure_codes.csv")}
admissions = load("admissions.csv")
for a in admissions:
    a["pat"] = patients[a["patient_id"]]
    a["hosp"] = hospitals[a["hospital_id"]]
    a["doc"] = physicians[a["physician_id"]]
    a["open"] = a["discharge_date"] == ""
    a["los"] = None if a["open"] else int(a["length_of_stay"])
    a["charges"] = None if a["total_charges"] == "" else float(a["total_charges"])
    a["readm"] = None if a["readmitted_30d"] == "" else int(a["readmitted_30d"])
    a["sat"] = None if a["satisfaction_score"] == "" else int(a["satisfaction_score"])
    # the attending physician works at the hospital of the stay: one physician role only
    assert a["doc"]["hospital_id"] == a["hospital_id"]
    # open stays carry none of the discharge fields
    assert a["open"] == (a["los"] is None) == (a["charges"] is None) == (a["readm"] is None)
adm_by_id = {a["admission_id"]: a for a in admissions}
procedures = load("procedures.csv")
for p in procedures:
    p["adm"] = adm_by_id[p["admission_id"]]
    p["code"] = codes[p["procedure_code"]]
    p["amount"] = float(p["charge"])

DB = sqlite_db(DATA, ["hospitals.csv", "patients.csv", "physicians.csv", "admissions.csv",
                      "procedures.csv", "procedure_codes.csv"])
assert sql1("SELECT COUNT(*) FROM admissions") == len(admissions)
assert sql1("SELECT COUNT(*) FROM admissions WHERE discharge_date IS NULL") == 145


def on(d, p):
    return d != "" and p[0] <= d <= p[1]


def admitted(p):
    return [a for a in admissions if on(a["admit_date"], p)]


def discharged(p):
    return [a for a in admissions if on(a["discharge_date"], p)]


def alive(rows):
    return [a for a in rows if a["discharge_disposition"] != "Deceased"]


def between(col, p):
    return "%s BETWEEN '%s' AND '%s'" % (col, p[0], p[1])


Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")
Q2_24, Q3_24 = ("2024-04-01", "2024-06-30"), ("2024-07-01", "2024-09-30")
Q4_23, Q4_24 = ("2023-10-01", "2023-12-31"), ("2024-10-01", "2024-12-31")
H1_23, H1_24 = ("2023-01-01", "2023-06-30"), ("2024-01-01", "2024-06-30")
NOV_23 = ("2023-11-01", "2023-11-30")
FY24 = ("2023-07-01", "2024-06-30")
WINTER_SURGE = ("2024-01-08", "2024-02-18")
ELECTIVE_RECOVERY = ("2023-03-01", "2023-05-31")

A = "admissions a"
AJ = ("admissions a JOIN patients p ON p.patient_id = a.patient_id "
      "JOIN hospitals h ON h.hospital_id = a.hospital_id "
      "JOIN physicians d ON d.physician_id = a.physician_id")

P = "procedures x JOIN admissions a ON a.admission_id = x.admission_id JOIN procedure_codes c ON c.procedure_code = x.procedure_code"


def median(xs):
    xs = sorted(xs)
    assert xs, "median of nothing"
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2.0


# ============================================ aggregation word and what it modifies
# 1. average 2024 admissions per attending physician, by hospital
cnt = Counter(a["physician_id"] for a in admitted(Y24))
# every physician on the roster attended at least one 2024 admission: "per physician" has one reading
assert set(cnt) == set(physicians), "some physician had no 2024 admission"
per = defaultdict(list)
for pid, n in cnt.items():
    per[physicians[pid]["hospital_id"]].append(n)
rows = sorted(((hospitals[h]["hospital_name"], mean(x)) for h, x in per.items()), key=lambda r: (-r[1], r[0]))
check(rows, """SELECT h.hospital_name, AVG(n) v FROM (SELECT a.physician_id, COUNT(*) n FROM admissions a
               WHERE """ + between("a.admit_date", Y24) + """ GROUP BY a.physician_id) t
               JOIN physicians d ON d.physician_id = t.physician_id JOIN hospitals h ON h.hospital_id = d.hospital_id
               GROUP BY h.hospital_name ORDER BY v DESC, h.hospital_name""")
golden("r15_avg_admissions_per_physician_by_hospital_2024",
       "For each hospital, how many 2024 admissions did an attending physician handle on average?",
       [{"hospital": k, "admissions_per_physician": r2(x)} for k, x in rows],
       "list[{hospital:str, admissions_per_physician:float}]", mode="contains", difficulty="medium",
       tags=["average-per-entity-by-group", "physician", "hospital", "admissions", "year"])

# 2. total charges per individual patient, by sex, 2023 admissions
a23 = admitted(Y23)
assert all(a["charges"] is not None for a in a23), "every 2023 stay is closed and carries charges"
acc = defaultdict(lambda: [0.0, set()])
for a in a23:
    acc[a["pat"]["sex"]][0] += a["charges"]
    acc[a["pat"]["sex"]][1].add(a["patient_id"])
rows = [(s, acc[s][0] / len(acc[s][1])) for s in ("F", "M")]
check(rows, "SELECT p.sex, SUM(a.total_charges) * 1.0 / COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE "
      + between("a.admit_date", Y23) + " GROUP BY p.sex ORDER BY p.sex")
# per patient differs from per stay
assert abs(rows[0][1] - mean(a["charges"] for a in a23 if a["pat"]["sex"] == "F")) > 1000
golden("r15_charges_per_patient_by_sex_2023",
       "Split by sex, what did we bill per individual patient (not per stay) on average for stays admitted in 2023? i.e. total charges divided by the number of different patients",
       [{"sex": s, "charges_per_patient": r2(x)} for s, x in rows],
       "list[{sex:str, charges_per_patient:float}]", mode="contains", difficulty="hard",
       tags=["average-per-entity-by-group", "total-charges", "distinct-patients", "sex", "year"])

# 3. average LOS by patients' home region, Q2 2024 discharges
acc = defaultdict(list)
for a in discharged(Q2_24):
    acc[a["pat"]["home_region"]].append(a["los"])
rk = ranked({k: mean(x) for k, x in acc.items()})
check(rk, "SELECT p.home_region, AVG(a.length_of_stay) v FROM " + AJ + " WHERE "
      + between("a.discharge_date", Q2_24) + " GROUP BY p.home_region ORDER BY v DESC")
golden("r15_alos_by_home_region_q2_2024",
       "avg length of stay by the region patients live in, for discharges in Q2 2024",
       [{"patient_region": k, "average_length_of_stay": r2(x)} for k, x in rk],
       "list[{patient_region:str, average_length_of_stay:float}]", mode="contains",
       tags=["average-per-group", "alos", "patient-region", "role", "quarter"])

# ================================================================ limits (top N)
# 4. three home towns with the most individual patients admitted in 2024
seen = defaultdict(set)
for a in admitted(Y24):
    seen[a["pat"]["home_city"]].add(a["patient_id"])
top = ranked({k: len(s) for k, s in seen.items()}, 3)
check(top, "SELECT p.home_city, COUNT(DISTINCT a.patient_id) n FROM " + AJ + " WHERE "
      + between("a.admit_date", Y24) + " GROUP BY p.home_city ORDER BY n DESC LIMIT 3")
golden("r15_top3_home_towns_patients_2024",
       "Which three towns sent us the most individual patients in 2024? I mean where the patients live, counting each person once.",
       [{"home_city": k, "patients": n} for k, n in top], "list[{home_city:str, patients:int}]",
       mode="contains", tags=["top-n", "written-limit", "patient-city", "distinct-patients", "year"])

assert len({d["physician_name"] for d in physicians.values()}) == len(physicians), "physician names are unique"
# 5. top 5 attendings by average charge per admission, 2024 admissions, at least 120 admissions
allc = Counter(a["physician_id"] for a in admitted(Y24))
acc = defaultdict(list)
for a in admitted(Y24):
    if a["charges"] is not None:
        acc[a["physician_id"]].append(a["charges"])
# the threshold gives the same physicians whether open stays are counted or not
assert {k for k, n in allc.items() if n >= 120} == {k for k, x in acc.items() if len(x) >= 120}
assert not any(117 <= n <= 123 for n in allc.values()), "someone sits on the line"
avg = {physicians[k]["physician_name"]: mean(x) for k, x in acc.items() if allc[k] >= 120}
assert len(avg) > 5
top = ranked(avg, 5)
check(top, """SELECT d.physician_name, AVG(a.total_charges) v FROM """ + AJ + " WHERE "
      + between("a.admit_date", Y24) + """ GROUP BY d.physician_name HAVING COUNT(*) >= 120
      ORDER BY v DESC LIMIT 5""")
golden("r15_top5_physicians_avg_charge_2024",
       "Among attending physicians with at least 120 admissions in 2024, give me the top 5 by average charge per admission, with the averages.",
       [{"physician": k, "average_charge_per_admission": r2(x)} for k, x in top],
       "list[{physician:str, average_charge_per_admission:float}]", mode="contains", difficulty="hard",
       tags=["top-n", "numeric-limit", "threshold", "physician", "average-charge", "year"])

# 6. two most frequent procedures at Riverton University Hospital, stays admitted in Q3 2024
cnt = Counter(x["code"]["description"] for x in procedures
              if x["adm"]["hospital_id"] == "RUH" and on(x["adm"]["admit_date"], Q3_24))
top = ranked(cnt, 2)
check(top, "SELECT c.description, COUNT(*) n FROM " + P + " WHERE a.hospital_id='RUH' AND "
      + between("a.admit_date", Q3_24) + " GROUP BY c.description ORDER BY n DESC LIMIT 2")
golden("r15_top2_procedures_riverton_q3_2024",
       "What were the two most common procedures at Riverton U on stays admitted in Q3 2024, and how many of each?",
       [{"procedure": k, "procedures_performed": n} for k, n in top], "list[{procedure:str, procedures_performed:int}]",
       mode="contains", tags=["top-n", "written-limit", "procedure", "hospital", "quarter"])

# ================================================== ranking by a named measure
# 7. hospitals ranked by patient days, 2023 discharges
acc = defaultdict(int)
for a in discharged(Y23):
    acc[a["hosp"]["hospital_name"]] += a["los"]
rk = ranked(acc)
check(rk, "SELECT h.hospital_name, SUM(a.length_of_stay) v FROM " + AJ + " WHERE "
      + between("a.discharge_date", Y23) + " GROUP BY h.hospital_name ORDER BY v DESC")
golden("r15_hospitals_by_patient_days_2023",
       "Rank the hospitals by bed days for stays discharged in 2023, most first",
       [{"hospital": k, "patient_days": v} for k, v in rk], "list[{hospital:str, patient_days:int}]",
       mode="contains", tags=["ranking", "patient-days", "hospital", "discharge-date", "year"])

# 8. department with the highest share of 2024 discharges going to home health
acc = defaultdict(lambda: [0, 0])
for a in discharged(Y24):
    acc[a["department"]][0] += a["discharge_disposition"] == "Home health"
    acc[a["department"]][1] += 1
rate = {k: 100.0 * x / n for k, (x, n) in acc.items()}
best = ranked(rate, 1)[0][0]
# the count reading names another department
assert ranked({k: x for k, (x, n) in acc.items()}, 1)[0][0] != best
check(best, "SELECT a.department FROM " + A + " WHERE " + between("a.discharge_date", Y24)
      + " GROUP BY a.department ORDER BY 100.0 * SUM(a.discharge_disposition = 'Home health') / COUNT(*) DESC LIMIT 1")
golden("r15_dept_highest_home_health_share_2024",
       "Which department sent the largest proportion of its 2024 discharges home with home health services?",
       best, "str", difficulty="medium", tags=["ranking", "share", "disposition", "department", "discharge-date"])

# ================================================================ share of total
# 9. share of total charges on 2024 ER admissions billed by Internal Medicine
er24 = [a for a in admitted(Y24) if a["admission_type"] == "Emergency" and a["charges"] is not None]
v = 100.0 * sum(a["charges"] for a in er24 if a["department"] == "Internal Medicine") / sum(a["charges"] for a in er24)
check(v, "SELECT 100.0 * SUM(CASE WHEN a.department = 'Internal Medicine' THEN a.total_charges ELSE 0 END)"
      " / SUM(a.total_charges) FROM " + A + " WHERE a.admission_type = 'Emergency' AND " + between("a.admit_date", Y24))
golden("r15_internal_medicine_share_er_charges_2024",
       "What share of the total charges on 2024 ER admissions came from the general medicine ward? As a percent please.",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "total-charges", "emergency", "department", "synonym", "year"])

# 10. knee replacements' share of procedure charges on Orthopedics stays admitted in 2024
ortho = [x for x in procedures if x["adm"]["department"] == "Orthopedics" and on(x["adm"]["admit_date"], Y24)]
v = 100.0 * sum(x["amount"] for x in ortho if x["code"]["description"] == "Total knee replacement") / sum(x["amount"] for x in ortho)
check(v, "SELECT 100.0 * SUM(CASE WHEN c.description = 'Total knee replacement' THEN x.charge ELSE 0 END) / SUM(x.charge) FROM "
      + P + " WHERE a.department = 'Orthopedics' AND " + between("a.admit_date", Y24))
golden("r15_knee_share_ortho_procedure_charges_2024",
       "knee replacements as a % of the procedure charges on ortho stays admitted in 2024",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["share", "procedure-charges", "procedure", "department", "year"])

# ======================================================== distinct entity counts
# 11. different patients discharged to a rehab facility in 2024
v = len({a["patient_id"] for a in discharged(Y24) if a["discharge_disposition"] == "Rehab facility"})
assert v != sum(1 for a in discharged(Y24) if a["discharge_disposition"] == "Rehab facility")
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + A + " WHERE a.discharge_disposition = 'Rehab facility' AND "
      + between("a.discharge_date", Y24))
golden("r15_patients_discharged_rehab_2024",
       "How many different people did we discharge to rehab in 2024?",
       v, "int", tags=["distinct-count", "patient", "disposition", "discharge-date", "year"])

# 12. individual patients with a procedure at Southport Medical Center, stays admitted in Q2 2024
v = len({x["adm"]["patient_id"] for x in procedures if x["adm"]["hospital_id"] == "SMC" and on(x["adm"]["admit_date"], Q2_24)})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + P + " WHERE a.hospital_id = 'SMC' AND " + between("a.admit_date", Q2_24))
golden("r15_patients_with_procedure_southport_q2_2024",
       "How many individual patients had at least one procedure done at Southport Medical Center during a stay admitted in Q2 2024?",
       v, "int", difficulty="medium", tags=["distinct-count", "patient", "procedure", "hospital", "quarter"])

# 13. different Millbrook residents admitted through the ER in H1 2024 (typo)
v = len({a["patient_id"] for a in admitted(H1_24) if a["pat"]["home_city"] == "Millbrook" and a["admission_type"] == "Emergency"})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE p.home_city = 'Millbrook' AND a.admission_type = 'Emergency' AND "
      + between("a.admit_date", H1_24))
golden("r15_millbrook_er_patients_h1_2024",
       "how many diffrent patients from Millbrook came in through the ER in the first half of 2024",
       v, "int", difficulty="medium", tags=["distinct-count", "typo", "patient-city", "emergency", "half-year"])

# ========================================================== negation / exclusion
# 14. patients admitted in 2024 with no procedure on any of their 2024 stays
with_proc = {x["adm"]["patient_id"] for x in procedures if on(x["adm"]["admit_date"], Y24)}
pats24 = {a["patient_id"] for a in admitted(Y24)}
v = len(pats24 - with_proc)
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + A + " WHERE " + between("a.admit_date", Y24) + """
      AND NOT EXISTS (SELECT 1 FROM procedures x JOIN admissions b ON b.admission_id = x.admission_id
                      WHERE b.patient_id = a.patient_id AND """ + between("b.admit_date", Y24) + ")")
# a different number than the patients with at least one stay without a procedure
assert v != len({a["patient_id"] for a in admitted(Y24) if a["admission_id"] not in {x["admission_id"] for x in procedures}})
golden("r15_patients_2024_never_had_procedure",
       "Of the patients admitted in 2024, how many never had a single procedure on any of their 2024 stays?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "procedure", "year"])

# 15. 2024 discharges with a disposition other than Home or Home health
v = sum(1 for a in discharged(Y24) if a["discharge_disposition"] not in ("Home", "Home health"))
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.discharge_disposition NOT IN ('Home', 'Home health') AND "
      + between("a.discharge_date", Y24))
golden("r15_discharges_not_home_2024",
       "How many 2024 discharges had a disposition other than Home or Home health?",
       v, "int", tags=["exclusion", "disposition", "discharges", "year"])

# 16. average charge per admission, 2024 admissions, excluding self-pay and unrecorded insurance
x = [a["charges"] for a in admitted(Y24) if a["charges"] is not None and a["pat"]["insurance_type"] not in ("Self-pay", "")]
v = mean(x)
check(v, "SELECT AVG(a.total_charges) FROM " + AJ + " WHERE p.insurance_type IN ('Medicare', 'Medicaid', 'Private') AND "
      + between("a.admit_date", Y24))
golden("r15_avg_charge_excl_selfpay_unknown_2024",
       "What was the average charge per admission for 2024 admissions if we leave out the uninsured and anyone whose insurance wasn't recorded?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["exclusion", "average-charge", "payer", "unknown-insurance", "year"])

# ================================================================= comparisons
# 17. procedures billed over $40,000 on 2023 admissions
p23 = [x for x in procedures if on(x["adm"]["admit_date"], Y23)]
assert not any(x["amount"] == 40000 for x in p23)
v = sum(1 for x in p23 if x["amount"] > 40000)
check(v, "SELECT COUNT(*) FROM " + P + " WHERE x.charge > 40000 AND " + between("a.admit_date", Y23))
golden("r15_procedures_over_40k_2023",
       "how many procedures on 2023 admissions were billed at more than $40k each?",
       v, "int", tags=["comparison", "threshold", "procedure-charges", "year"])

# 18. patients discharged at least three times in 2023
cnt = Counter(a["patient_id"] for a in discharged(Y23))
v = sum(1 for n in cnt.values() if n >= 3)
assert v != sum(1 for n in cnt.values() if n > 3)
check(v, "SELECT COUNT(*) FROM (SELECT a.patient_id FROM " + A + " WHERE " + between("a.discharge_date", Y23)
      + " GROUP BY a.patient_id HAVING COUNT(*) >= 3)")
golden("r15_patients_discharged_3plus_2023",
       "How many patients were discharged at least three times during 2023?",
       v, "int", difficulty="medium", tags=["comparison", "at-least", "written-number", "per-entity", "discharges", "year"])

# ======================================================================= roles
# 19. ALOS of Central residents treated at South hospitals, 2024 discharges
x = [a["los"] for a in discharged(Y24) if a["pat"]["home_region"] == "Central" and a["hosp"]["region"] == "South"]
v = mean(x)
check(v, "SELECT AVG(a.length_of_stay) FROM " + AJ + " WHERE p.home_region = 'Central' AND h.region = 'South' AND "
      + between("a.discharge_date", Y24))
# the swapped roles give another number
assert abs(v - mean(a["los"] for a in discharged(Y24) if a["pat"]["home_region"] == "South" and a["hosp"]["region"] == "Central")) > 0.01
golden("r15_alos_central_residents_south_hospitals_2024",
       "For patients who live in the Central region but were treated at one of our South region hospitals, what was the average length of stay on 2024 discharges?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["role", "patient-region", "hospital-region", "alos", "discharge-date", "year"])

# 20. stays admitted in Q3 2024 still in hospital when the quarter ended (discharged after 2024-09-30)
q3 = admitted(Q3_24)
v = sum(1 for a in q3 if a["open"] or a["discharge_date"] > Q3_24[1])
assert v == sum(1 for a in q3 if on(a["discharge_date"], Q4_24)), "none of them is still open"
check(v, "SELECT COUNT(*) FROM " + A + " WHERE " + between("a.admit_date", Q3_24)
      + " AND (a.discharge_date IS NULL OR a.discharge_date > '2024-09-30')")
golden("r15_admitted_q3_discharged_q4_2024",
       "Of the stays admitted in Q3 2024, how many were still in hospital when the quarter ended?",
       v, "int", difficulty="medium", tags=["role", "admit-vs-discharge-date", "quarter"])

# 21. 2023 admissions at St. Agnes of patients who live outside the East region
v = sum(1 for a in admitted(Y23) if a["hospital_id"] == "SAH" and a["pat"]["home_region"] != "East")
check(v, "SELECT COUNT(*) FROM " + AJ + " WHERE h.hospital_name = 'St. Agnes Hospital' AND p.home_region <> 'East' AND "
      + between("a.admit_date", Y23))
golden("r15_st_agnes_non_east_residents_2023",
       "How many of Saint Agnes' 2023 admissions were folks who don't live in the East region?",
       v, "int", tags=["role", "exclusion", "patient-region", "hospital", "year"])

# ============================================================== close metrics
# 22. number (not rate) of 30-day readmissions from Pulmonology discharges, 2024
v = sum(a["readm"] for a in alive(discharged(Y24)) if a["department"] == "Pulmonology")
check(v, "SELECT SUM(a.readmitted_30d) FROM " + A + " WHERE a.department = 'Pulmonology' AND a.discharge_disposition <> 'Deceased' AND "
      + between("a.discharge_date", Y24))
golden("r15_pulmonology_readmissions_count_2024",
       "How many 30-day readmissions did Pulmonology's 2024 discharges lead to? The count, not the rate.",
       v, "int", tags=["close-metric", "readmissions", "department", "discharge-date", "year"])

# 23. median LOS, Neurology at Northfield General, H1 2024 discharges (typo)
x = [a["los"] for a in discharged(H1_24) if a["department"] == "Neurology" and a["hospital_id"] == "NGH"]
v = median(x)
assert abs(v - mean(x)) > 0.1, "median and mean must differ"
nx = len(x)
sql_med = ("SELECT AVG(los) FROM (SELECT a.length_of_stay los FROM " + A + " WHERE a.department = 'Neurology' AND a.hospital_id = 'NGH' AND "
           + between("a.discharge_date", H1_24) + " ORDER BY los LIMIT %d OFFSET %d)" % (2 - nx % 2, (nx - 1) // 2))
check(v, sql_med)
golden("r15_median_los_neurology_northfield_h1_2024",
       "median length of stay for nuerology patients discharged from Northfield General in H1 2024?",
       r2(float(v)), "float", mode="approximate", difficulty="medium",
       tags=["close-metric", "median-los", "typo", "department", "hospital", "half-year"])

# 24. procedure charges (not total charges) on Cardiology admissions, Q2 2024
v = sum(x["amount"] for x in procedures if x["adm"]["department"] == "Cardiology" and on(x["adm"]["admit_date"], Q2_24))
check(v, "SELECT SUM(x.charge) FROM " + P + " WHERE a.department = 'Cardiology' AND " + between("a.admit_date", Q2_24))
golden("r15_cardiology_procedure_charges_q2_2024",
       "What did we bill for procedures alone - not the whole stay - on Cardiology admissions in Q2 2024?",
       r2(v), "float", mode="approximate", tags=["close-metric", "procedure-charges", "department", "quarter"])

# ======================================================= named periods, months
# 25. hip and knee replacements on stays admitted during Elective Recovery 2023
v = sum(1 for x in procedures if on(x["adm"]["admit_date"], ELECTIVE_RECOVERY)
        and x["code"]["description"] in ("Total knee replacement", "Total hip replacement"))
check(v, "SELECT COUNT(*) FROM " + P + " WHERE c.description IN ('Total knee replacement', 'Total hip replacement') AND "
      + between("a.admit_date", ELECTIVE_RECOVERY))
golden("r15_joint_replacements_elective_recovery_2023",
       "During the Elective Recovery 2023 push, how many hip and knee replacements did we do in total? Count by admission date of the stay.",
       v, "int", difficulty="medium", tags=["named-period", "procedure", "count"])

# 26. in-hospital deaths during the Winter Surge 2024
v = sum(1 for a in discharged(WINTER_SURGE) if a["discharge_disposition"] == "Deceased")
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.discharge_disposition = 'Deceased' AND " + between("a.discharge_date", WINTER_SURGE))
golden("r15_deaths_winter_surge_2024",
       "How many patients died in our hospitals during the Winter Surge 2024?",
       v, "int", tags=["named-period", "disposition", "deceased", "discharge-date"])

# 27. patient satisfaction, fiscal 2024 (typo)
x = [a["sat"] for a in discharged(FY24) if a["sat"] is not None]
v = mean(x)
check(v, "SELECT AVG(a.satisfaction_score) FROM " + A + " WHERE a.satisfaction_score IS NOT NULL AND " + between("a.discharge_date", FY24))
golden("r15_satisfaction_fy2024",
       "what was our average patient satisfacton score for FY2024?",
       r2(v), "float", mode="approximate", tags=["named-period", "fiscal-year", "satisfaction", "typo"])

# 28. emergency Pediatrics admissions, November 2023
v = sum(1 for a in admitted(NOV_23) if a["department"] == "Pediatrics" and a["admission_type"] == "Emergency")
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.department = 'Pediatrics' AND a.admission_type = 'Emergency' AND "
      + between("a.admit_date", NOV_23))
golden("r15_peds_er_admissions_nov_2023",
       "paediatric ER admits in nov 2023",
       v, "int", tags=["month", "emergency", "department", "terse"])

# ===================================================================== growth
# 29. Cardiology total charges, H1 2023 -> H1 2024
def cardio_charges(p):
    return sum(a["charges"] for a in admitted(p) if a["department"] == "Cardiology" and a["charges"] is not None)
v = pct_change(cardio_charges(H1_23), cardio_charges(H1_24))
sq = "(SELECT SUM(a.total_charges) FROM " + A + " WHERE a.department = 'Cardiology' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sq % between("a.admit_date", H1_24), sq % between("a.admit_date", H1_23),
                                            sq % between("a.admit_date", H1_23)))
golden("r15_cardiology_charges_growth_h1",
       "By how many percent did Cardiology's total charges grow from the first half of 2023 to the first half of 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "total-charges", "department", "half-year"])

# 30. ALOS change Q4 2023 -> Q4 2024
def alos(p):
    return mean(a["los"] for a in discharged(p))
v = pct_change(alos(Q4_23), alos(Q4_24))
sq = "(SELECT AVG(a.length_of_stay) FROM " + A + " WHERE a.discharge_date IS NOT NULL AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (sq % between("a.discharge_date", Q4_24), sq % between("a.discharge_date", Q4_23),
                                            sq % between("a.discharge_date", Q4_23)))
golden("r15_alos_change_q4_2023_q4_2024",
       "Percent change in average length of stay, Q4 2023 vs Q4 2024?",
       r2(v), "float", mode="approximate", tags=["growth", "alos", "discharge-date", "quarter"])

# ====================================================== always / never per entity
# 31. patients admitted more than once in 2024 who came in through the ER every time
types = defaultdict(list)
for a in admitted(Y24):
    types[a["patient_id"]].append(a["admission_type"])
v = sum(1 for t in types.values() if len(t) > 1 and all(x == "Emergency" for x in t))
check(v, "SELECT COUNT(*) FROM (SELECT a.patient_id FROM " + A + " WHERE " + between("a.admit_date", Y24)
      + " GROUP BY a.patient_id HAVING COUNT(*) > 1 AND SUM(a.admission_type <> 'Emergency') = 0)")
golden("r15_repeat_patients_always_er_2024",
       "Of the patients we admitted more than once in 2024, how many came in through the emergency department every single time?",
       v, "int", difficulty="hard", tags=["always", "per-entity", "emergency", "comparison", "year"])

# ============================================================ ratios per entity
# 32. emergency admissions per planned admission, 2024
a24 = admitted(Y24)
v = sum(a["admission_type"] == "Emergency" for a in a24) / sum(a["admission_type"] == "Elective" for a in a24)
check(v, "SELECT SUM(a.admission_type = 'Emergency') * 1.0 / SUM(a.admission_type = 'Elective') FROM " + A + " WHERE "
      + between("a.admit_date", Y24))
golden("r15_er_per_planned_admission_2024",
       "For every planned admission in 2024, how many emergency admissions did we have? Just the ratio.",
       r2(v), "float", mode="approximate", tags=["ratio", "emergency", "elective", "year"])

# 33. average number of different patients per cardiologist, 2024 admissions
cards = {k for k, d in physicians.items() if d["specialty"] == "Cardiology"}
seen = defaultdict(set)
for a in admitted(Y24):
    if a["physician_id"] in cards:
        seen[a["physician_id"]].add(a["patient_id"])
assert set(seen) == cards, "every cardiologist attended someone in 2024"
v = mean(len(s) for s in seen.values())
check(v, "SELECT AVG(n) FROM (SELECT a.physician_id, COUNT(DISTINCT a.patient_id) n FROM " + AJ
      + " WHERE d.specialty = 'Cardiology' AND " + between("a.admit_date", Y24) + " GROUP BY a.physician_id)")
golden("r15_avg_patients_per_cardiologist_2024",
       "On average, how many different patients did each of our heart doctors (Cardiology specialty) look after as attending on 2024 admissions?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "distinct-patients", "specialty", "physician", "year"])

# ================================================================= documents
doc_says(os.path.join(DOCS, "capacity_plan.md"),
         "Each inpatient may have 2 visitors at a time, between 10:00 and 20:00.")
golden("r15_doc_visiting_hours_start",
       "What time in the morning can visitors start coming in? Just the hour, 24h.",
       10, "int", route="documents", tags=["document", "policy", "visitors"])

doc_says(os.path.join(DOCS, "discharge_policy.md"),
         "It is owned by the Chief Nursing Officer and reviewed every year.")
golden("r15_doc_discharge_policy_owner",
       "Who owns the discharge and follow-up policy? Job title only.",
       "Chief Nursing Officer", "str", route="documents", tags=["document", "policy", "owner"])


HEADER = [
    "# Held-out round 15 (clinic): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round15.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/capacity_plan.md and",
    "# documents/discharge_policy.md).",
    "# GENERATED: python3 expected/round15.py",
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
