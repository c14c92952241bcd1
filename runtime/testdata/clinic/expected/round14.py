#!/usr/bin/env python3
"""Held-out round 14 for the clinic workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, written numbers,
relative words), written by an independent question writer from data/*.csv,
data/README.md, knowledge.hcl, pipes/*.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with plain Python loops, then a
second time by hand-written SQL over the same CSV files loaded into sqlite3 (a
different path), and the two are asserted equal. The two document answers are
read from documents/capacity_plan.md and checked by asserting the sentence is in
the document.

    python3 expected/round14.py          # writes heldout/round14.hcl
    python3 expected/round14.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
- volumes and money (admissions, patients admitted, total charges, average
  charge per admission, procedure charges) are dated by the admission date;
  outcome measures (discharges, dispositions, length of stay, readmissions,
  satisfaction) by the discharge date (rule admit_vs_discharge_date); a year is
  January 1 to December 31, Qn / Hn are calendar quarters / halves, months are
  calendar months, all dates inclusive;
- fiscal years (knowledge.hcl periods): FY2024 = 2023-07-01..2024-06-30,
  FY2025 = 2024-07-01..2025-06-30 (the data ends 2024-12-31, so "so far");
  Winter Surge 2024 (capacity_plan.md) = 2024-01-08..2024-02-18;
- "ER" / "emergency" = admission_type 'Emergency'; "planned" = 'Elective';
  "transfer" = 'Transfer'; "home health" = disposition 'Home health'; "skilled
  nursing facility" = 'Skilled nursing'; value synonyms of knowledge.hcl for
  hospitals (St. Agnes = SAH, Northfield General = NGH, ...);
- average charge per admission = AVG(total_charges) over the stays that carry
  charges (open stays left out, rule open_stays); total charges = SUM;
- average length of stay = AVG(length_of_stay) of the stays discharged in the
  period; satisfaction = AVG(satisfaction_score) over returned surveys, by
  discharge date;
- 30-day readmissions / readmission rate: readmitted_30d of discharges where the
  patient left alive (disposition not 'Deceased'), by discharge date; the rate
  is 100 * SUM(readmitted_30d) / COUNT(*);
- "region" alone = hospitals.region (where treated); "live in" / "patients from"
  = patients.home_region / home_city (rule hospital_region_vs_home_region);
  "home town" = patients.home_city;
- payer = patients.insurance_type; empty = not recorded (unknown), which is not
  Self-pay (rule unknown_insurance);
- "different / individual patients" = COUNT(DISTINCT patient_id); "attending
  physician" = admissions.physician_id (the only physician role in the data;
  every physician works at the hospital of the stays they attend: asserted);
- procedure charges = SUM(procedures.charge), dated by the admission date of the
  stay, per procedure_codes.description;
- growth in percent = 100 * (later - earlier) / earlier.
Floats are rounded to 2 decimals (4 below 100); shares and rates are
percentages 0-100. Rankings are checked for ties inside the list and at the
cut; thresholds are checked to have no value on or near the line.
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
OUT = os.path.join(ROOT, "heldout", "round14.hcl")
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
    assert name.startswith("r14_"), name
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
Q1_24 = ("2024-01-01", "2024-03-31")
Q3_23, Q3_24 = ("2023-07-01", "2023-09-30"), ("2024-07-01", "2024-09-30")
Q4_24 = ("2024-10-01", "2024-12-31")
H2_23 = ("2023-07-01", "2023-12-31")
FEB_24 = ("2024-02-01", "2024-02-29")
FY25 = ("2024-07-01", "2025-06-30")
WINTER_SURGE = ("2024-01-08", "2024-02-18")

A = "admissions a"
AJ = ("admissions a JOIN patients p ON p.patient_id = a.patient_id "
      "JOIN hospitals h ON h.hospital_id = a.hospital_id "
      "JOIN physicians d ON d.physician_id = a.physician_id")

# ================================================= counts with two/three filters
# 1. emergency + Pulmonology + Northfield General, Q1 2024 (admission date)
v = sum(1 for a in admitted(Q1_24)
        if a["admission_type"] == "Emergency" and a["department"] == "Pulmonology" and a["hospital_id"] == "NGH")
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.admission_type='Emergency' AND a.department='Pulmonology'"
      " AND a.hospital_id='NGH' AND " + between("a.admit_date", Q1_24))
golden("r14_er_pulmonology_northfield_q1_2024",
       "How many emergency admissions did Pulmonology get at Northfield General in Q1 2024?",
       v, "int", difficulty="easy", tags=["count", "three-filters", "emergency", "department", "hospital", "quarter"])

# 2. transfers into Cardiology, 2024 (typo "admisions")
v = sum(1 for a in admitted(Y24) if a["admission_type"] == "Transfer" and a["department"] == "Cardiology")
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.admission_type='Transfer' AND a.department='Cardiology' AND "
      + between("a.admit_date", Y24))
golden("r14_transfer_cardiology_2024",
       "how many transfer admisions to cardiology in 2024",
       v, "int", tags=["count", "two-filters", "typo", "admission-type", "department", "year"])

# 3. Obstetrics admissions of Medicaid patients, 2023
v = sum(1 for a in admitted(Y23) if a["department"] == "Obstetrics" and a["pat"]["insurance_type"] == "Medicaid")
check(v, "SELECT COUNT(*) FROM " + AJ + " WHERE a.department='Obstetrics' AND p.insurance_type='Medicaid' AND "
      + between("a.admit_date", Y23))
golden("r14_obstetrics_medicaid_2023",
       "How many Obstetrics admissions in 2023 were for patients covered by Medicaid?",
       v, "int", tags=["count", "two-filters", "department", "payer", "year"])

# 4. St. Agnes discharges to skilled nursing, H2 2023 (discharge date)
v = sum(1 for a in discharged(H2_23) if a["hospital_id"] == "SAH" and a["discharge_disposition"] == "Skilled nursing")
check(v, "SELECT COUNT(*) FROM " + AJ + " WHERE h.hospital_name='St. Agnes Hospital'"
      " AND a.discharge_disposition='Skilled nursing' AND " + between("a.discharge_date", H2_23))
golden("r14_st_agnes_snf_discharges_h2_2023",
       "How many St. Agnes discharges in the second half of 2023 went to a skilled nursing facility?",
       v, "int", difficulty="medium", tags=["count", "two-filters", "discharges", "disposition", "hospital", "half-year"])

# 5. Emergency admissions to Internal Medicine, February 2024 (typo "emergancy")
v = sum(1 for a in admitted(FEB_24) if a["admission_type"] == "Emergency" and a["department"] == "Internal Medicine")
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.admission_type='Emergency' AND a.department='Internal Medicine'"
      " AND " + between("a.admit_date", FEB_24))
golden("r14_er_internal_medicine_feb_2024",
       "number of emergancy admissions to internal medicine in feb 2024?",
       v, "int", tags=["count", "two-filters", "typo", "emergency", "department", "month"])

# ============================================================ distinct counts
# 6. different patients born before 1940 admitted in 2024
v = len({a["patient_id"] for a in admitted(Y24) if int(a["pat"]["birth_year"]) < 1940})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE p.birth_year < 1940 AND "
      + between("a.admit_date", Y24))
golden("r14_patients_born_before_1940_2024",
       "How many different patients born before 1940 were admitted in 2024?",
       v, "int", tags=["distinct-count", "patient", "birth-year", "year"])

# 7. different patients with at least one 2023 discharge followed by a 30-day readmission
v = len({a["patient_id"] for a in alive(discharged(Y23)) if a["readm"] == 1})
assert v == len({a["patient_id"] for a in discharged(Y23) if a["readm"] == 1}), "deaths carry no flag"
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + A + " WHERE a.readmitted_30d = 1"
      " AND a.discharge_disposition <> 'Deceased' AND " + between("a.discharge_date", Y23))
golden("r14_patients_readmitted_2023",
       "How many different patients had at least one discharge in 2023 that was followed by a 30-day readmission?",
       v, "int", difficulty="medium", tags=["distinct-count", "patient", "readmissions", "discharge-date", "year"])

# 8. patients with ER admissions at two or more different hospitals, 2024
seen = defaultdict(set)
for a in admitted(Y24):
    if a["admission_type"] == "Emergency":
        seen[a["patient_id"]].add(a["hospital_id"])
v = sum(1 for s in seen.values() if len(s) >= 2)
check(v, "SELECT COUNT(*) FROM (SELECT a.patient_id FROM " + A + " WHERE a.admission_type='Emergency' AND "
      + between("a.admit_date", Y24) + " GROUP BY a.patient_id HAVING COUNT(DISTINCT a.hospital_id) >= 2)")
golden("r14_patients_er_two_hospitals_2024",
       "How many patients came in through the ER at two or more different hospitals of ours during 2024?",
       v, "int", difficulty="hard", tags=["distinct-count", "patient", "emergency", "hospital", "written-number", "year"])

# ================================================ averages of a column per group
# 9. average charge per admission by admission type, 2023 admissions, highest first
acc = defaultdict(list)
for a in admitted(Y23):
    if a["charges"] is not None:
        acc[a["admission_type"]].append(a["charges"])
rk = ranked({k: mean(x) for k, x in acc.items()})
check(rk, "SELECT a.admission_type, AVG(a.total_charges) v FROM " + A + " WHERE a.total_charges IS NOT NULL AND "
      + between("a.admit_date", Y23) + " GROUP BY a.admission_type ORDER BY v DESC")
golden("r14_avg_charge_by_admission_type_2023",
       "Average charge per admission by admission type for stays admitted in 2023, highest first",
       [{"admission_type": k, "average_charge_per_admission": r2(x)} for k, x in rk],
       "list[{admission_type:str, average_charge_per_admission:float}]", mode="approximate",
       difficulty="medium", tags=["average-per-group", "average-charge", "admission-type", "year"])

# 10. satisfaction by (hospital) region, 2023 discharges, best first
acc = defaultdict(list)
for a in discharged(Y23):
    if a["sat"] is not None:
        acc[a["hosp"]["region"]].append(a["sat"])
rk = ranked({k: mean(x) for k, x in acc.items()})
check(rk, "SELECT h.region, AVG(a.satisfaction_score) v FROM " + AJ + " WHERE a.satisfaction_score IS NOT NULL AND "
      + between("a.discharge_date", Y23) + " GROUP BY h.region ORDER BY v DESC")
golden("r14_satisfaction_by_region_2023",
       "Could you rank our regions by average patient satisfaction score for patients discharged in 2023? Best first, please.",
       [{"hospital_region": k, "satisfaction_score": r2(x)} for k, x in rk],
       "list[{hospital_region:str, satisfaction_score:float}]", mode="approximate",
       difficulty="medium", tags=["average-per-group", "ranking", "satisfaction", "hospital-region", "discharge-date"])

# 11. Medicare vs Medicaid ALOS, 2023 discharges (breakdown over a list of values)
acc = defaultdict(list)
for a in discharged(Y23):
    if a["pat"]["insurance_type"] in ("Medicare", "Medicaid"):
        acc[a["pat"]["insurance_type"]].append(a["los"])
rows = [(k, mean(acc[k])) for k in ("Medicare", "Medicaid")]
check(rows, "SELECT p.insurance_type, AVG(a.length_of_stay) FROM " + AJ + " WHERE p.insurance_type IN ('Medicare','Medicaid')"
      " AND " + between("a.discharge_date", Y23) + " GROUP BY p.insurance_type ORDER BY p.insurance_type = 'Medicaid'")
golden("r14_medicare_vs_medicaid_alos_2023",
       "Medicare vs Medicaid: average length of stay for stays discharged in 2023",
       [{"insurance_type": k, "average_length_of_stay": r2(x)} for k, x in rows],
       "list[{insurance_type:str, average_length_of_stay:float}]", mode="contains",
       difficulty="medium", tags=["breakdown", "a-vs-b", "alos", "payer", "discharge-date", "year"])

# ============================================================== top/bottom N
# 12. top three physicians at Southport Medical by total charges, 2024 admissions
acc = defaultdict(float)
for a in admitted(Y24):
    if a["hospital_id"] == "SMC" and a["charges"] is not None:
        acc[a["doc"]["physician_name"]] += a["charges"]
top = ranked(acc, 3)
check(top, "SELECT d.physician_name, SUM(a.total_charges) v FROM " + AJ + " WHERE h.hospital_name='Southport Medical Center'"
      " AND " + between("a.admit_date", Y24) + " GROUP BY d.physician_name ORDER BY v DESC LIMIT 3")
golden("r14_top3_physicians_charges_southport_2024",
       "Top three attending physicians at Southport Medical Center by total charges on 2024 admissions, with the amounts",
       [{"physician": k, "total_charges": r2(x)} for k, x in top], "list[{physician:str, total_charges:float}]",
       mode="approximate", difficulty="medium", tags=["top-n", "written-limit", "physician", "total-charges", "hospital", "year"])

# 13. five home towns with the most ER admissions, 2023
cnt = Counter(a["pat"]["home_city"] for a in admitted(Y23) if a["admission_type"] == "Emergency")
top = ranked(cnt, 5)
check(top, "SELECT p.home_city, COUNT(*) n FROM " + AJ + " WHERE a.admission_type='Emergency' AND "
      + between("a.admit_date", Y23) + " GROUP BY p.home_city ORDER BY n DESC LIMIT 5")
# the hospital-city reading gives another list
assert [k for k, _ in top] != [k for k, _ in Counter(a["hosp"]["city"] for a in admitted(Y23)
                                                     if a["admission_type"] == "Emergency").most_common(5)]
golden("r14_top5_home_towns_er_2023",
       "Which five home towns did the most ER admissions come from in 2023? Most first.",
       [{"home_city": k} for k, _ in top], "list[{home_city:str}]",
       difficulty="medium", tags=["top-n", "written-limit", "patient-city", "emergency", "year"])

# 14. bottom two hospitals by readmission rate, 2024 discharges
acc = defaultdict(lambda: [0, 0])
for a in alive(discharged(Y24)):
    acc[a["hosp"]["hospital_name"]][0] += a["readm"]
    acc[a["hosp"]["hospital_name"]][1] += 1
bot = ranked({k: 100.0 * x / n for k, (x, n) in acc.items()}, 2, reverse=False)
check(bot, "SELECT h.hospital_name, 100.0 * SUM(a.readmitted_30d) / COUNT(*) v FROM " + AJ
      + " WHERE a.discharge_date IS NOT NULL AND a.discharge_disposition <> 'Deceased' AND "
      + between("a.discharge_date", Y24) + " GROUP BY h.hospital_name ORDER BY v ASC LIMIT 2")
golden("r14_bottom2_hospitals_readmission_2024",
       "Which two hospitals had the lowest 30-day readmission rate for 2024 discharges? Lowest first, with the rate.",
       [{"hospital": k, "readmission_rate": r2(x)} for k, x in bot], "list[{hospital:str, readmission_rate:float}]",
       mode="approximate", difficulty="medium", tags=["bottom-n", "written-limit", "readmission-rate", "hospital", "year"])

# 15. physician with the most 30-day readmissions among their 2024 discharges
cnt = Counter(a["doc"]["physician_name"] for a in alive(discharged(Y24)) if a["readm"] == 1)
who = ranked(cnt, 1)[0][0]
check(who, "SELECT d.physician_name FROM " + AJ + " WHERE a.readmitted_30d = 1 AND a.discharge_disposition <> 'Deceased'"
      " AND " + between("a.discharge_date", Y24) + " GROUP BY d.physician_name ORDER BY COUNT(*) DESC LIMIT 1")
golden("r14_physician_most_readmissions_2024",
       "Which attending physician had the most 30-day readmissions among the patients they discharged in 2024?",
       who, "str", difficulty="medium", tags=["ranking", "top-1", "physician", "readmissions", "discharge-date"])

# 16. four procedures with the highest procedure charges, 2023 admissions
acc = defaultdict(float)
for p in procedures:
    if on(p["adm"]["admit_date"], Y23):
        acc[p["code"]["description"]] += p["amount"]
top = ranked(acc, 4)
check([(k,) for k, _ in top], "SELECT c.description FROM procedures x JOIN procedure_codes c ON c.procedure_code = x.procedure_code"
      " JOIN admissions a ON a.admission_id = x.admission_id WHERE " + between("a.admit_date", Y23)
      + " GROUP BY c.description ORDER BY SUM(x.charge) DESC LIMIT 4")
golden("r14_top4_procedures_by_charges_2023",
       "Name the four procedures that brought in the most procedure charges on 2023 admissions, biggest first.",
       [{"procedure": k} for k, _ in top], "list[{procedure:str}]",
       difficulty="medium", tags=["top-n", "written-limit", "procedure", "procedure-charges", "year"])

# ============================================================== share of total
# 17. share of Cardiology's 2024 discharges that went to home health
rows = [a for a in discharged(Y24) if a["department"] == "Cardiology"]
v = 100.0 * sum(1 for a in rows if a["discharge_disposition"] == "Home health") / len(rows)
check(v, "SELECT 100.0 * SUM(a.discharge_disposition = 'Home health') / COUNT(*) FROM " + A
      + " WHERE a.department='Cardiology' AND " + between("a.discharge_date", Y24))
golden("r14_cardiology_home_health_share_2024",
       "What percentage of Cardiology's 2024 discharges went home with home health?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "disposition", "department", "discharge-date"])

# 18. share of the distinct patients admitted in 2024 whose payer is Medicare (unknown payers stay in the base)
pts = {a["patient_id"] for a in admitted(Y24)}
v = 100.0 * sum(1 for p in pts if patients[p]["insurance_type"] == "Medicare") / len(pts)
check(v, "SELECT 100.0 * SUM(p.insurance_type = 'Medicare') / COUNT(*) FROM patients p WHERE p.patient_id IN "
      "(SELECT a.patient_id FROM " + A + " WHERE " + between("a.admit_date", Y24) + ")")
golden("r14_medicare_share_patients_2024",
       "Of the individual patients we admitted in 2024, what percent had Medicare as their insurance?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "distinct-patients", "payer", "year"])

# 19. share of West-region hospital admissions in 2024 by patients who live outside the West (roles)
rows = [a for a in admitted(Y24) if a["hosp"]["region"] == "West"]
v = 100.0 * sum(1 for a in rows if a["pat"]["home_region"] != "West") / len(rows)
assert all(a["pat"]["home_region"] for a in rows)
check(v, "SELECT 100.0 * SUM(p.home_region <> 'West') / COUNT(*) FROM " + AJ + " WHERE h.region='West' AND "
      + between("a.admit_date", Y24))
golden("r14_west_hospitals_outside_patients_share_2024",
       "What percent of the admissions at our West region hospitals in 2024 were patients who live outside the West?",
       r2(v), "float", mode="approximate", difficulty="hard",
       tags=["share", "role", "hospital-region", "home-region", "negation", "year"])

# =================================================== comparisons / thresholds
# 20. Oncology admissions in 2023 billed over $75,000
x = [a["charges"] for a in admitted(Y23) if a["department"] == "Oncology" and a["charges"] is not None]
assert not any(abs(c - 75000) < 1.0 for c in x)
v = sum(1 for c in x if c > 75000)
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.department='Oncology' AND a.total_charges > 75000 AND "
      + between("a.admit_date", Y23))
golden("r14_oncology_over_75k_2023",
       "How many Oncology admissions in 2023 were billed over $75,000?",
       v, "int", tags=["comparison", "threshold", "total-charges", "department", "year"])

# 21. physicians whose 2024 discharges averaged a satisfaction score above 8.4
acc = defaultdict(list)
for a in discharged(Y24):
    if a["sat"] is not None:
        acc[a["physician_id"]].append(a["sat"])
avgs = {k: mean(x) for k, x in acc.items()}
assert not any(abs(s - 8.4) < 0.02 for s in avgs.values())
v = sum(1 for s in avgs.values() if s > 8.4)
check(v, "SELECT COUNT(*) FROM (SELECT a.physician_id FROM " + A + " WHERE a.satisfaction_score IS NOT NULL AND "
      + between("a.discharge_date", Y24) + " GROUP BY a.physician_id HAVING AVG(a.satisfaction_score) > 8.4)")
golden("r14_physicians_satisfaction_above_8_4_2024",
       "How many attending physicians averaged a patient satisfaction score above 8.4 for the patients they discharged in 2024?",
       v, "int", difficulty="hard", tags=["comparison", "threshold", "per-entity", "satisfaction", "physician"])

# 22. stays admitted in 2023 that ran on into 2024 (admission date vs discharge date roles)
v = sum(1 for a in admitted(Y23) if on(a["discharge_date"], Y24))
assert not any(a["open"] for a in admitted(Y23)), "every 2023 stay is discharged"
check(v, "SELECT COUNT(*) FROM " + A + " WHERE " + between("a.admit_date", Y23) + " AND "
      + between("a.discharge_date", Y24))
golden("r14_admitted_2023_discharged_2024",
       "How many stays that started in 2023 weren't discharged until 2024?",
       v, "int", difficulty="medium", tags=["role", "admit-vs-discharge-date", "comparison", "year"])

# ================================================================ negation
# 23. physicians active in 2024 with no planned admission in 2024
act = {a["physician_id"] for a in admitted(Y24)}
ele = {a["physician_id"] for a in admitted(Y24) if a["admission_type"] == "Elective"}
v = len(act - ele)
check(v, "SELECT COUNT(DISTINCT a.physician_id) FROM " + A + " WHERE " + between("a.admit_date", Y24)
      + " AND NOT EXISTS (SELECT 1 FROM admissions b WHERE b.physician_id = a.physician_id"
      " AND b.admission_type='Elective' AND " + between("b.admit_date", Y24) + ")")
golden("r14_physicians_no_planned_2024",
       "Of the doctors who attended at least one admission in 2024, how many never had a single planned admission that year?",
       v, "int", difficulty="hard", tags=["negation", "never", "distinct-count", "physician", "elective", "year"])

# 24. ALOS of 2024 discharges excluding Psychiatry and Obstetrics
v = mean(a["los"] for a in discharged(Y24) if a["department"] not in ("Psychiatry", "Obstetrics"))
check(v, "SELECT AVG(a.length_of_stay) FROM " + A + " WHERE a.department NOT IN ('Psychiatry','Obstetrics') AND "
      + between("a.discharge_date", Y24))
golden("r14_alos_excl_psych_ob_2024",
       "What was the average length of stay for 2024 discharges if we leave out Psychiatry and Obstetrics?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["exclusion", "alos", "department", "year"])

# 25. distinct patients admitted in 2023 whose insurance was not recorded
v = len({a["patient_id"] for a in admitted(Y23) if a["pat"]["insurance_type"] == ""})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE p.insurance_type IS NULL AND "
      + between("a.admit_date", Y23))
assert v != len({a["patient_id"] for a in admitted(Y23) if a["pat"]["insurance_type"] == "Self-pay"})
golden("r14_patients_insurance_not_recorded_2023",
       "How many different patients admitted in 2023 had no insurance type recorded at all?",
       v, "int", difficulty="medium", tags=["negation", "missing-value", "distinct-count", "payer", "year"])

# ============================================================== named periods
# 26. Westmoor Regional admissions in FY2025 so far
v = sum(1 for a in admitted(FY25) if a["hospital_id"] == "WRH")
check(v, "SELECT COUNT(*) FROM " + AJ + " WHERE h.hospital_name='Westmoor Regional Hospital' AND "
      + between("a.admit_date", FY25))
golden("r14_westmoor_admissions_fy2025",
       "How many admissions has Westmoor Regional had so far in FY25?",
       v, "int", difficulty="medium", tags=["named-period", "fiscal-year", "hospital", "admissions"])

# 27. Pulmonology ALOS for stays discharged during the Winter Surge 2024
v = mean(a["los"] for a in discharged(WINTER_SURGE) if a["department"] == "Pulmonology")
check(v, "SELECT AVG(a.length_of_stay) FROM " + A + " WHERE a.department='Pulmonology' AND "
      + between("a.discharge_date", WINTER_SURGE))
golden("r14_pulmonology_alos_winter_surge_2024",
       "During the Winter Surge 2024, what was the average length of stay of Pulmonology patients discharged in that period?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["named-period", "document-period", "alos", "department"])

# 28. total charges of Brookhaven Community admissions in H2 2023
v = sum(a["charges"] for a in admitted(H2_23) if a["hospital_id"] == "BCH" and a["charges"] is not None)
check(v, "SELECT SUM(a.total_charges) FROM " + AJ + " WHERE h.hospital_name='Brookhaven Community Hospital' AND "
      + between("a.admit_date", H2_23))
golden("r14_brookhaven_charges_h2_2023",
       "total charges for brookhaven community, stays admitted in the back half of 2023?",
       r2(v), "float", mode="approximate", difficulty="easy", tags=["period", "half-year", "total-charges", "hospital"])

# ================================================================== growth
# 29. Oncology admissions, Q3 2023 -> Q3 2024
a0 = sum(1 for a in admitted(Q3_23) if a["department"] == "Oncology")
a1 = sum(1 for a in admitted(Q3_24) if a["department"] == "Oncology")
v = pct_change(a0, a1)
s0 = sql1("SELECT COUNT(*) FROM admissions WHERE department='Oncology' AND " + between("admit_date", Q3_23))
s1 = sql1("SELECT COUNT(*) FROM admissions WHERE department='Oncology' AND " + between("admit_date", Q3_24))
check(v, "SELECT 100.0 * (? - ?) / ?", s1, s0, s0)
golden("r14_oncology_admissions_growth_q3",
       "By what percent did Oncology admissions grow from Q3 2023 to Q3 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "department", "quarter"])

# 30. distinct patients admitted, 2023 -> 2024
p0 = len({a["patient_id"] for a in admitted(Y23)})
p1 = len({a["patient_id"] for a in admitted(Y24)})
v = pct_change(p0, p1)
pats = "(SELECT COUNT(DISTINCT patient_id) FROM admissions WHERE %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (pats % between("admit_date", Y24), pats % between("admit_date", Y23),
                                            pats % between("admit_date", Y23)))
golden("r14_patients_admitted_growth_2023_2024",
       "I'm preparing a slide on patient volumes. Could you tell me by how many percent the number of individual patients we admitted changed from 2023 to 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "patients-admitted", "distinct", "year"])

# ================================================================ breakdowns
# 31. Brookhaven Community vs Redcliff Memorial, admissions 2024
cnt = Counter(a["hosp"]["hospital_name"] for a in admitted(Y24) if a["hospital_id"] in ("BCH", "RMH"))
rows = [(k, cnt[k]) for k in ("Brookhaven Community Hospital", "Redcliff Memorial Hospital")]
check(rows, "SELECT h.hospital_name, COUNT(*) FROM " + AJ + " WHERE h.hospital_id IN ('BCH','RMH') AND "
      + between("a.admit_date", Y24) + " GROUP BY h.hospital_name ORDER BY h.hospital_name")
golden("r14_brookhaven_vs_redcliff_admissions_2024",
       "Brookhaven Community vs Redcliff Memorial - admissions in 2024?",
       [{"hospital": k, "admissions": n} for k, n in rows], "list[{hospital:str, admissions:int}]",
       mode="contains", tags=["breakdown", "a-vs-b", "hospital", "admissions", "year"])

# ======================================================= rates from knowledge.hcl
# 32. readmission rate of patients living in the North, 2024 discharges (home region role)
rows = [a for a in alive(discharged(Y24)) if a["pat"]["home_region"] == "North"]
v = 100.0 * sum(a["readm"] for a in rows) / len(rows)
check(v, "SELECT 100.0 * SUM(a.readmitted_30d) / COUNT(*) FROM " + AJ + " WHERE p.home_region='North'"
      " AND a.discharge_disposition <> 'Deceased' AND " + between("a.discharge_date", Y24))
rows_h = [a for a in alive(discharged(Y24)) if a["hosp"]["region"] == "North"]
assert abs(100.0 * sum(a["readm"] for a in rows_h) / len(rows_h) - v) > 0.05, "hospital-region reading differs"
golden("r14_readmission_rate_north_residents_2024",
       "What was the 30-day readmission rate for patients who live in the North, for stays discharged in 2024?",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["rate", "readmission-rate", "home-region", "role", "discharge-date"])

# 33. average charge per admission, Cardiology emergency admissions in Q4 2024 (typo "admision")
x = [a["charges"] for a in admitted(Q4_24)
     if a["department"] == "Cardiology" and a["admission_type"] == "Emergency" and a["charges"] is not None]
assert any(a["open"] for a in admitted(Q4_24) if a["department"] == "Cardiology" and a["admission_type"] == "Emergency"), \
    "some of these stays are still open: they are left out, not counted as zero"
v = mean(x)
check(v, "SELECT AVG(a.total_charges) FROM " + A + " WHERE a.department='Cardiology' AND a.admission_type='Emergency'"
      " AND a.total_charges IS NOT NULL AND " + between("a.admit_date", Q4_24))
golden("r14_avg_charge_cardiology_er_q4_2024",
       "whats the avg charge per admision for cardiology ER admits in Q4 2024",
       r2(v), "float", mode="approximate", difficulty="medium",
       tags=["rate", "average-charge", "typo", "emergency", "department", "quarter", "open-stays"])

# ================================================================ documents
doc_says(os.path.join(DOCS, "capacity_plan.md"),
         "During a surge, elective admissions that need an overnight bed may be postponed, and discharge rounds start at 08:00.")
golden("r14_doc_surge_discharge_rounds_hour",
       "when we're in surge, what time do discharge rounds start? hour only, 24h clock",
       8, "int", route="documents", tags=["document", "policy", "surge"])

doc_says(os.path.join(DOCS, "capacity_plan.md"),
         "Each inpatient may have 2 visitors at a time, between 10:00 and 20:00.")
golden("r14_doc_visiting_hours_end",
       "Visiting hours: at what hour in the evening do they end? (24-hour clock, just the number)",
       20, "int", route="documents", tags=["document", "policy", "visitors"])

HEADER = [
    "# Held-out round 14 (clinic): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round14.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/capacity_plan.md).",
    "# GENERATED: python3 expected/round14.py",
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
