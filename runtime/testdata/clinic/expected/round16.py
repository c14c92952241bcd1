#!/usr/bin/env python3
"""Held-out round 16 for the clinic workspace: 35 new questions in the words of
business users (terse ones, long polite ones, three with typos, written numbers
such as "five", "three", "two", "nine", and words the knowledge files do not use
literally such as "priciest", "psych", "heart bypass", "nursing home", "rate us",
"racked up"), written by an independent question writer from data/*.csv,
data/README.md, knowledge.hcl, pipes/*.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with plain Python loops, then a
second time by hand-written SQL over the same CSV files loaded into sqlite3 (a
different path), and the two are asserted equal. The two document answers are
read from documents/kpi_definitions.md and checked by asserting the sentence is
in the document.

    python3 expected/round16.py          # writes heldout/round16.hcl
    python3 expected/round16.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
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
- "ER" = admission_type 'Emergency'; "planned" = 'Elective'; "nursing home" /
  "SNF" = disposition 'Skilled nursing'; "died" / "passed away" = 'Deceased';
  "ortho" = department 'Orthopedics'; "psych" = 'Psychiatry'; "peds" =
  'Pediatrics'; "c-section" = 'Cesarean section'; "angioplasty" = 'Percutaneous
  coronary intervention (PCI)'; "heart bypass" = 'Coronary artery bypass graft
  (CABG)'; "hip fracture repair" = 'Hip fracture repair (ORIF)'; "Riverton U" =
  Riverton University Hospital (value synonyms of knowledge.hcl);
- a long stay is a discharged stay with length_of_stay > 7 (filter long_stay);
  patient days = SUM(length_of_stay) of the stays discharged in the period;
  "typical length of stay" = the median length of stay (metric synonym);
- average charge per admission = AVG(total_charges) over the stays that carry
  charges (open stays left out, rule open_stays); total charges = SUM;
- satisfaction = AVG(satisfaction_score) over returned surveys, by discharge date;
- 30-day readmission rate = 100 * SUM(readmitted_30d) / COUNT(*) over the
  discharges where the patient left alive (disposition not 'Deceased'), by
  discharge date;
- "region" of the hospital = hospitals.region (where treated); "live in" /
  "residents" / "home town" = patients.home_region / home_city (rule
  hospital_region_vs_home_region);
- payer = patients.insurance_type; empty = not recorded (unknown), which is not
  Self-pay (rule unknown_insurance);
- "different / individual / unique patients" = COUNT(DISTINCT patient_id);
  "attending physician" = admissions.physician_id (the only physician role; every
  physician works at the hospital of the stays they attend: asserted); a
  physician's specialty is physicians.specialty;
- procedure charges = SUM(procedures.charge), dated by the admission date of
  the stay; what was billed for a procedure = procedures.charge, its list price
  = procedure_codes.standard_charge; procedure charges are never added to total
  charges;
- "procedures per stay" counts every stay admitted in the period, stays without
  a procedure as zero;
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
OUT = os.path.join(ROOT, "heldout", "round16.hcl")
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
    assert name.startswith("r16_"), name
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




Q2_23, Q3_23 = ("2023-04-01", "2023-06-30"), ("2023-07-01", "2023-09-30")
H2_24 = ("2024-07-01", "2024-12-31")
SEP_23 = ("2023-09-01", "2023-09-30")
ALL = ("2023-01-01", "2024-12-31")
assert len({d["physician_name"] for d in physicians.values()}) == len(physicians), "physician names are unique"
a23, a24 = admitted(Y23), admitted(Y24)
d23, d24 = discharged(Y23), discharged(Y24)

# ============================================ aggregation word and what it modifies
# 1. procedures per stay, by department, stays admitted in 2024 (stays without procedures count as zero)
stays = Counter(a["department"] for a in a24)
procs = Counter(p["adm"]["department"] for p in procedures if on(p["adm"]["admit_date"], Y24))
rows = ranked({d: procs[d] / stays[d] for d in stays})
check(rows, """SELECT a.department, COUNT(x.procedure_id) * 1.0 / COUNT(DISTINCT a.admission_id) v
               FROM admissions a LEFT JOIN procedures x ON x.admission_id = a.admission_id
               WHERE """ + between("a.admit_date", Y24) + " GROUP BY a.department ORDER BY v DESC")
with_proc = Counter(p["adm"]["department"] for p in {p["admission_id"]: p for p in procedures
                                                         if on(p["adm"]["admit_date"], Y24)}.values())
assert abs(procs["Cardiology"] / with_proc["Cardiology"] - dict(rows)["Cardiology"]) > 0.05, "zero-stays reading differs"
golden("r16_procedures_per_stay_by_department_2024",
       "For stays admitted in 2024, what was the average number of procedures per stay in each department? Stays that had no procedure count as zero.",
       [{"department": k, "procedures_per_stay": r2(x)} for k, x in rows],
       "list[{department:str, procedures_per_stay:float}]", mode="contains", difficulty="medium",
       tags=["average-per-entity-by-group", "procedures", "department", "year"])

# 2. days in hospital per individual patient, by payer (named payers only), 2024 discharges
acc = defaultdict(lambda: [0, set()])
for a in d24:
    ins = a["pat"]["insurance_type"]
    if ins:
        acc[ins][0] += a["los"]
        acc[ins][1].add(a["patient_id"])
rows = ranked({k: days / len(s) for k, (days, s) in acc.items()})
check(rows, "SELECT p.insurance_type, SUM(a.length_of_stay) * 1.0 / COUNT(DISTINCT a.patient_id) v FROM " + AJ
      + " WHERE p.insurance_type IS NOT NULL AND " + between("a.discharge_date", Y24)
      + " GROUP BY p.insurance_type ORDER BY v DESC")
assert abs(dict(rows)["Medicare"] - mean(a["los"] for a in d24 if a["pat"]["insurance_type"] == "Medicare")) > 0.5
golden("r16_days_per_patient_by_payer_2024",
       "Per individual patient (not per stay), how many days in hospital did we average for stays that ended in 2024, by insurance type? Leave out patients whose insurance wasn't recorded.",
       [{"insurance_type": k, "days_per_patient": r2(x)} for k, x in rows],
       "list[{insurance_type:str, days_per_patient:float}]", mode="contains", difficulty="hard",
       tags=["average-per-entity-by-group", "patient-days", "distinct-patients", "payer", "year"])

# ================================================================ limits (top N)
# 3. three home towns with the highest 30-day readmission rate, 2024 discharges
acc = defaultdict(lambda: [0, 0])
for a in alive(d24):
    acc[a["pat"]["home_city"]][0] += a["readm"]
    acc[a["pat"]["home_city"]][1] += 1
top = ranked({k: 100.0 * r / n for k, (r, n) in acc.items()}, 3)
check(top, "SELECT p.home_city, 100.0 * SUM(a.readmitted_30d) / COUNT(*) v FROM " + AJ
      + " WHERE a.discharge_disposition <> 'Deceased' AND " + between("a.discharge_date", Y24)
      + " GROUP BY p.home_city ORDER BY v DESC LIMIT 3")
# the same three towns even if deaths were (wrongly) kept in the denominator: the cut is not fragile
acc_all = defaultdict(lambda: [0, 0])
for a in d24:
    acc_all[a["pat"]["home_city"]][0] += a["readm"]
    acc_all[a["pat"]["home_city"]][1] += 1
assert [k for k, _ in ranked({k: r / n for k, (r, n) in acc_all.items()}, 3)] == [k for k, _ in top]
golden("r16_top3_home_towns_readmission_rate_2024",
       "Which three home towns had the highest 30-day readmission rate for patients discharged in 2024? Give the rates.",
       [{"home_city": k, "readmission_rate": r2(x)} for k, x in top],
       "list[{home_city:str, readmission_rate:float}]", mode="contains", difficulty="medium",
       tags=["top-n", "written-limit", "readmission-rate", "patient-city", "year"])

# 4. three priciest procedures by average billed charge, 2023 admissions
acc = defaultdict(list)
for p in procedures:
    if on(p["adm"]["admit_date"], Y23):
        acc[p["code"]["description"]].append(p["amount"])
top = ranked({k: mean(x) for k, x in acc.items()}, 3)
check(top, "SELECT c.description, AVG(x.charge) v FROM " + P + " WHERE " + between("a.admit_date", Y23)
      + " GROUP BY c.description ORDER BY v DESC LIMIT 3")
golden("r16_top3_priciest_procedures_2023",
       "What were our top 3 priciest procedures on average in 2023, going by what we actually billed rather than the list price? Stays admitted in 2023.",
       [{"procedure": k, "average_charge": r2(x)} for k, x in top],
       "list[{procedure:str, average_charge:float}]", mode="contains",
       tags=["top-n", "numeric-limit", "procedure-charge", "year"])

# 5. two psychiatrists with the most discharges in 2024
cnt = Counter(a["doc"]["physician_name"] for a in d24 if a["doc"]["specialty"] == "Psychiatry")
top = ranked(cnt, 2)
check(top, "SELECT d.physician_name, COUNT(*) n FROM " + AJ + " WHERE d.specialty = 'Psychiatry' AND "
      + between("a.discharge_date", Y24) + " GROUP BY d.physician_name ORDER BY n DESC LIMIT 2")
golden("r16_top2_psychiatrists_discharges_2024",
       "Name the two psychiatrists with the most discharges in 2024, and how many discharges each had.",
       [{"physician": k, "discharges": n} for k, n in top], "list[{physician:str, discharges:int}]",
       mode="contains", tags=["top-n", "written-limit", "discharges", "physician", "specialty", "year"])

# ================================================== ranking by a named measure
# 6. hospitals ranked by total charges per licensed bed, 2023 admissions
acc = defaultdict(float)
for a in a23:
    acc[a["hospital_id"]] += a["charges"]
rk = ranked({hospitals[h]["hospital_name"]: s / int(hospitals[h]["beds"]) for h, s in acc.items()})
check(rk, "SELECT h.hospital_name, SUM(a.total_charges) * 1.0 / h.beds v FROM " + AJ + " WHERE "
      + between("a.admit_date", Y23) + " GROUP BY h.hospital_name, h.beds ORDER BY v DESC")
by_total = [k for k, _ in ranked({hospitals[h]["hospital_name"]: s for h, s in acc.items()})]
assert by_total != [k for k, _ in rk], "per-bed order differs from the plain total"
golden("r16_charges_per_bed_by_hospital_2023",
       "Rank the hospitals by total charges per licensed bed for stays admitted in 2023, highest first.",
       [{"hospital": k, "charges_per_bed": r2(x)} for k, x in rk],
       "list[{hospital:str, charges_per_bed:float}]", mode="contains",
       tags=["ranking", "named-measure", "total-charges", "beds", "hospital", "year"])

# 7. specialty with the highest average charge per admission, 2024 admissions
acc = defaultdict(list)
for a in a24:
    if a["charges"] is not None:
        acc[a["doc"]["specialty"]].append(a["charges"])
who = ranked({k: mean(x) for k, x in acc.items()}, 1)[0][0]
check(who, "SELECT d.specialty FROM " + AJ + " WHERE a.total_charges IS NOT NULL AND " + between("a.admit_date", Y24)
      + " GROUP BY d.specialty ORDER BY AVG(a.total_charges) DESC LIMIT 1")
by_count = ranked(Counter(a["doc"]["specialty"] for a in a24), 1)[0][0]
assert by_count != who, "ranking by admissions names another specialty"
golden("r16_specialty_highest_avg_charge_2024",
       "Which physician specialty had the highest average charge per admission on 2024 admissions?",
       who, "str", tags=["ranking", "named-measure", "average-charge", "specialty", "year"])

# ================================================================ share of total
# 8. share of patient days from long stays, 2023 discharges
tot = sum(a["los"] for a in d23)
v = 100.0 * sum(a["los"] for a in d23 if a["los"] > 7) / tot
check(v, "SELECT 100.0 * SUM(CASE WHEN length_of_stay > 7 THEN length_of_stay ELSE 0 END) / SUM(length_of_stay) FROM "
      + A + " WHERE " + between("a.discharge_date", Y23))
golden("r16_long_stay_share_of_patient_days_2023",
       "What percentage of all patient days on 2023 discharges came from long stays?",
       r2(v), "float", mode="approximate", tags=["share", "patient-days", "long-stay", "year"])

# 9. share of 2023 ER admissions that were patients born before 1950
e23 = [a for a in a23 if a["admission_type"] == "Emergency"]
v = 100.0 * sum(1 for a in e23 if int(a["pat"]["birth_year"]) < 1950) / len(e23)
check(v, "SELECT 100.0 * SUM(p.birth_year < 1950) / COUNT(*) FROM " + AJ + " WHERE a.admission_type = 'Emergency' AND "
      + between("a.admit_date", Y23))
golden("r16_er_share_born_before_1950_2023",
       "what % of our 2023 ER admissions were patients born before 1950",
       r2(v), "float", mode="approximate", tags=["share", "emergency", "birth-year", "year"])

# 10. share of 2024 Obstetrics stays with at least one c-section
cs = {p["admission_id"] for p in procedures if p["code"]["description"] == "Cesarean section"}
ob = [a for a in a24 if a["department"] == "Obstetrics"]
v = 100.0 * sum(1 for a in ob if a["admission_id"] in cs) / len(ob)
check(v, """SELECT 100.0 * SUM(EXISTS (SELECT 1 FROM procedures x JOIN procedure_codes c ON c.procedure_code = x.procedure_code
                                       WHERE x.admission_id = a.admission_id AND c.description = 'Cesarean section')) / COUNT(*)
            FROM """ + A + " WHERE a.department = 'Obstetrics' AND " + between("a.admit_date", Y24))
golden("r16_obstetrics_csection_share_2024",
       "Of the maternity stays admitted in 2024, what percent included at least one c-section?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["share", "procedure", "department", "year"])

# ============================================================ distinct counts
# 11. patients who had both an angioplasty and a heart bypass, whole data
def had(desc):
    return {p["adm"]["patient_id"] for p in procedures if p["code"]["description"] == desc}
v = len(had("Percutaneous coronary intervention (PCI)") & had("Coronary artery bypass graft (CABG)"))
check(v, """SELECT COUNT(*) FROM (SELECT a.patient_id FROM """ + P + """ WHERE c.description = 'Percutaneous coronary intervention (PCI)'
            INTERSECT SELECT a.patient_id FROM """ + P + " WHERE c.description = 'Coronary artery bypass graft (CABG)')")
assert v > 0
golden("r16_patients_pci_and_cabg",
       "Across all the data we have, how many individual patients have had both an angioplasty and a heart bypass?",
       v, "int", difficulty="hard", tags=["distinct-count", "procedure", "two-conditions", "all-time"])

# 12. different Medicare patients discharged to a nursing home in 2023
v = len({a["patient_id"] for a in d23 if a["discharge_disposition"] == "Skilled nursing"
         and a["pat"]["insurance_type"] == "Medicare"})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + """ WHERE a.discharge_disposition = 'Skilled nursing'
          AND p.insurance_type = 'Medicare' AND """ + between("a.discharge_date", Y23))
assert v != sum(1 for a in d23 if a["discharge_disposition"] == "Skilled nursing" and a["pat"]["insurance_type"] == "Medicare")
golden("r16_medicare_patients_to_snf_2023",
       "How many different Medicare patients did we discharge to a nursing home in 2023?",
       v, "int", difficulty="medium", tags=["distinct-count", "disposition", "payer", "year"])

# 13. unique Oakdale residents admitted in H2 2024 (typo "uniqe")
v = len({a["patient_id"] for a in admitted(H2_24) if a["pat"]["home_city"] == "Oakdale"})
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE p.home_city = 'Oakdale' AND " + between("a.admit_date", H2_24))
golden("r16_oakdale_patients_h2_2024",
       "how many uniqe patients from Oakdale did we admit in the second half of 2024?",
       v, "int", tags=["distinct-count", "typo", "patient-city", "half-year"])

# ============================================================ negation / never
# 14. physicians who never had a patient die, whole data
assert {a["physician_id"] for a in admissions} == set(physicians), "every physician attended a stay"
died = {a["physician_id"] for a in admissions if a["discharge_disposition"] == "Deceased"}
v = len(physicians) - len(died)
check(v, """SELECT COUNT(*) FROM physicians d WHERE NOT EXISTS (SELECT 1 FROM admissions a
            WHERE a.physician_id = d.physician_id AND a.discharge_disposition = 'Deceased')""")
assert 0 < v < len(physicians)
golden("r16_physicians_no_deaths",
       "How many of our attending physicians have never had a patient pass away under their care, across all the data?",
       v, "int", difficulty="medium", tags=["never", "negation", "physician", "disposition", "all-time"])

# 15. average satisfaction of 2024 discharges outside Riverton University Hospital
v = mean(a["sat"] for a in d24 if a["sat"] is not None and a["hospital_id"] != "RUH")
check(v, "SELECT AVG(a.satisfaction_score) FROM " + A + " WHERE a.hospital_id <> 'RUH' AND " + between("a.discharge_date", Y24))
golden("r16_satisfaction_excl_riverton_2024",
       "Average patient satisfaction for 2024 discharges at every hospital other than Riverton U?",
       r2(v), "float", mode="approximate", tags=["exclusion", "satisfaction", "hospital", "year"])

# 16. average charge per admission, 2023 admissions, leaving out stays with any surgical procedure
surg = {p["admission_id"] for p in procedures if p["code"]["category"] == "Surgical"}
v = mean(a["charges"] for a in a23 if a["admission_id"] not in surg)
check(v, "SELECT AVG(a.total_charges) FROM " + A + " WHERE " + between("a.admit_date", Y23) + """
          AND a.admission_id NOT IN (SELECT x.admission_id FROM procedures x JOIN procedure_codes c
                                     ON c.procedure_code = x.procedure_code WHERE c.category = 'Surgical')""")
golden("r16_avg_charge_non_surgical_stays_2023",
       "What was the average charge per admission on 2023 admissions if we exclude every stay that had a surgical procedure?",
       r2(v), "float", mode="approximate", difficulty="hard", tags=["exclusion", "average-charge", "procedure-category", "year"])

# ================================================================ comparisons
# 17. procedures on 2023 admissions billed below their list price
p23 = [p for p in procedures if on(p["adm"]["admit_date"], Y23)]
assert not any(p["amount"] == float(p["code"]["standard_charge"]) for p in p23), "none billed exactly at list"
v = sum(1 for p in p23 if p["amount"] < float(p["code"]["standard_charge"]))
check(v, "SELECT COUNT(*) FROM " + P + " WHERE x.charge < c.standard_charge AND " + between("a.admit_date", Y23))
golden("r16_procedures_below_list_2023",
       "How many procedures on stays admitted in 2023 were billed for less than their list price in the charge master?",
       v, "int", tags=["comparison", "procedure-charge", "standard-charge", "year"])

# 18. returned surveys from 2024 discharges scoring nine or more
v = sum(1 for a in d24 if a["sat"] is not None and a["sat"] >= 9)
assert v != sum(1 for a in d24 if a["sat"] is not None and a["sat"] > 9)
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.satisfaction_score >= 9 AND " + between("a.discharge_date", Y24))
golden("r16_surveys_nine_plus_2024",
       "For patients discharged in 2024, how many of the returned surveys rated us nine or higher?",
       v, "int", tags=["comparison", "satisfaction", "written-number", "year"])

# 19. departments with an average charge per admission above $30,000, 2024 admissions
acc = defaultdict(list)
for a in a24:
    if a["charges"] is not None:
        acc[a["department"]].append(a["charges"])
avg = {k: mean(x) for k, x in acc.items()}
assert not any(29000 <= x <= 31000 for x in avg.values()), "a department sits near the line"
v = sum(1 for x in avg.values() if x > 30000)
# counting open stays as zero charges (wrong, rule open_stays) would not move a department across the line
assert v == sum(1 for k, x in acc.items() if sum(x) / sum(1 for a in a24 if a["department"] == k) > 30000)
check(v, "SELECT COUNT(*) FROM (SELECT a.department FROM " + A + " WHERE a.total_charges IS NOT NULL AND "
      + between("a.admit_date", Y24) + " GROUP BY a.department HAVING AVG(a.total_charges) > 30000)")
assert 0 < v < len(avg)
golden("r16_departments_avg_charge_over_30k_2024",
       "How many departments averaged more than $30,000 per admission on stays admitted in 2024?",
       v, "int", difficulty="medium", tags=["comparison", "threshold", "average-charge", "department", "year"])

# ==================================================================== roles
# 20. hospital with the most 2024 admissions of Brookhaven residents
bro = [a for a in a24 if a["pat"]["home_city"] == "Brookhaven"]
top = ranked(Counter(a["hosp"]["hospital_name"] for a in bro), 1)
who = top[0][0]
check(who, "SELECT h.hospital_name FROM " + AJ + " WHERE p.home_city = 'Brookhaven' AND " + between("a.admit_date", Y24)
      + " GROUP BY h.hospital_name ORDER BY COUNT(*) DESC LIMIT 1")
pts = defaultdict(set)
for a in bro:
    pts[a["hosp"]["hospital_name"]].add(a["patient_id"])
assert ranked({k: len(s) for k, s in pts.items()}, 1)[0][0] == who, "distinct patients give the same hospital"
golden("r16_hospital_most_brookhaven_residents_2024",
       "Which of our hospitals took in the most admissions of people who live in Brookhaven during 2024?",
       who, "str", difficulty="medium", tags=["role", "patient-city", "hospital", "ranking", "year"])

# 21. ALOS at Southport Medical Center for 2024 discharges of Brookhaven residents (typo "avrage")
x = [a["los"] for a in d24 if a["hospital_id"] == "SMC" and a["pat"]["home_city"] == "Brookhaven"]
v = mean(x)
check(v, "SELECT AVG(a.length_of_stay) FROM " + AJ + " WHERE h.hospital_id = 'SMC' AND p.home_city = 'Brookhaven' AND "
      + between("a.discharge_date", Y24))
assert len(x) >= 20
golden("r16_alos_southport_brookhaven_residents_2024",
       "avrage length of stay at Southport Med for patients who live in Brookhaven, 2024 discharges",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["role", "typo", "alos", "patient-city", "hospital", "year"])

# ============================================================ close metrics
# 22. typical (median) length of stay, 2024 discharges to a rehab facility
x = [a["los"] for a in d24 if a["discharge_disposition"] == "Rehab facility"]
v = median(x)
assert abs(v - mean(x)) > 0.3, "median and mean differ"
check(v, """WITH s AS (SELECT length_of_stay l, ROW_NUMBER() OVER (ORDER BY length_of_stay) rn, COUNT(*) OVER () n
                       FROM admissions a WHERE a.discharge_disposition = 'Rehab facility' AND """ + between("a.discharge_date", Y24) + """)
            SELECT AVG(l) * 1.0 FROM s WHERE rn IN ((n + 1) / 2, (n + 2) / 2)""")
golden("r16_typical_los_rehab_discharges_2024",
       "What's the typical length of stay for patients we discharged to rehab in 2024?",
       v, "float", mode="approximate", tags=["close-metric", "median-los", "disposition", "year"])

# 23. Pediatrics stays that ended in Q3 2023 (discharges, not admissions)
v = sum(1 for a in discharged(Q3_23) if a["department"] == "Pediatrics")
assert v != sum(1 for a in admitted(Q3_23) if a["department"] == "Pediatrics"), "admissions differ"
check(v, "SELECT COUNT(*) FROM " + A + " WHERE a.department = 'Pediatrics' AND " + between("a.discharge_date", Q3_23))
golden("r16_peds_stays_ended_q3_2023",
       "How many peds stays ended in Q3 2023?",
       v, "int", tags=["close-metric", "discharges", "department", "quarter"])

# 24. individual Self-pay patients admitted in 2023 (patients, not admissions)
sp = [a for a in a23 if a["pat"]["insurance_type"] == "Self-pay"]
v = len({a["patient_id"] for a in sp})
assert v != len(sp)
check(v, "SELECT COUNT(DISTINCT a.patient_id) FROM " + AJ + " WHERE p.insurance_type = 'Self-pay' AND " + between("a.admit_date", Y23))
golden("r16_selfpay_patients_2023",
       "How many individual self-pay patients did we admit in 2023? People, not stays.",
       v, "int", tags=["close-metric", "distinct-patients", "payer", "year"])

# 25. psych patient days, stays ending in H2 2024
v = sum(a["los"] for a in discharged(H2_24) if a["department"] == "Psychiatry")
check(v, "SELECT SUM(a.length_of_stay) FROM " + A + " WHERE a.department = 'Psychiatry' AND " + between("a.discharge_date", H2_24))
golden("r16_psych_patient_days_h2_2024",
       "In total, how many days did psych patients spend in hospital for stays that ended in the second half of 2024?",
       v, "int", tags=["close-metric", "patient-days", "department", "half-year"])

# ============================================================ named periods
# 26. hip fracture repairs on stays admitted during the Winter Surge 2024
v = sum(1 for p in procedures if p["code"]["description"] == "Hip fracture repair (ORIF)"
        and on(p["adm"]["admit_date"], WINTER_SURGE))
check(v, "SELECT COUNT(*) FROM " + P + " WHERE c.description = 'Hip fracture repair (ORIF)' AND " + between("a.admit_date", WINTER_SURGE))
golden("r16_hip_fracture_repairs_winter_surge",
       "How many hip fracture repairs did we do on stays admitted during the Winter Surge 2024?",
       v, "int", tags=["named-period", "procedure", "count"])

# 27. Cardiology 30-day readmission rate, FY2024 discharges
x = [a["readm"] for a in alive(discharged(FY24)) if a["department"] == "Cardiology"]
v = 100.0 * sum(x) / len(x)
check(v, "SELECT 100.0 * SUM(a.readmitted_30d) / COUNT(*) FROM " + A + """ WHERE a.department = 'Cardiology'
          AND a.discharge_disposition <> 'Deceased' AND """ + between("a.discharge_date", FY24))
golden("r16_cardiology_readmission_rate_fy24",
       "cardiology's 30 day readmit rate for FY24?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["named-period", "fiscal-year", "readmission-rate", "department"])

# 28. procedure charges on stays admitted in September 2023 (typo "septembr")
v = sum(p["amount"] for p in procedures if on(p["adm"]["admit_date"], SEP_23))
check(v, "SELECT SUM(x.charge) FROM " + P + " WHERE " + between("a.admit_date", SEP_23))
golden("r16_procedure_charges_sep_2023",
       "procedure charges for stays admitted in septembr 2023?",
       r2(v), "float", mode="approximate", tags=["month", "typo", "procedure-charges"])

# 29. average charge per planned ortho admission during Elective Recovery 2023
x = [a["charges"] for a in admitted(ELECTIVE_RECOVERY) if a["department"] == "Orthopedics" and a["admission_type"] == "Elective"]
v = mean(x)
check(v, "SELECT AVG(a.total_charges) FROM " + A + """ WHERE a.department = 'Orthopedics' AND a.admission_type = 'Elective'
          AND """ + between("a.admit_date", ELECTIVE_RECOVERY))
golden("r16_avg_charge_planned_ortho_elective_recovery",
       "During the Elective Recovery 2023 push, what was the average bill per stay for planned orthopedic admissions?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["named-period", "average-charge", "department", "admission-type"])

# ================================================================ growth
# 30. % change in average satisfaction, H1 2023 -> H1 2024
def sat(p):
    return mean(a["sat"] for a in discharged(p) if a["sat"] is not None)
v = pct_change(sat(H1_23), sat(H1_24))
s = "(SELECT AVG(satisfaction_score) FROM admissions a WHERE %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (s % between("a.discharge_date", H1_24), s % between("a.discharge_date", H1_23),
                                            s % between("a.discharge_date", H1_23)))
golden("r16_satisfaction_change_h1",
       "By what percent did our average patient satisfaction score change between the first half of 2023 and the first half of 2024?",
       r2(v), "float", mode="approximate", tags=["growth", "satisfaction", "half-year"])

# 31. Riverton U discharges to skilled nursing, Q2 2023 -> Q2 2024
def ruh_snf(p):
    return sum(1 for a in discharged(p) if a["hospital_id"] == "RUH" and a["discharge_disposition"] == "Skilled nursing")
a_, b_ = ruh_snf(Q2_23), ruh_snf(Q2_24)
v = pct_change(a_, b_)
s = "(SELECT COUNT(*) FROM admissions a WHERE a.hospital_id = 'RUH' AND a.discharge_disposition = 'Skilled nursing' AND %s)"
check(v, "SELECT 100.0 * (%s - %s) / %s" % (s % between("a.discharge_date", Q2_24), s % between("a.discharge_date", Q2_23),
                                            s % between("a.discharge_date", Q2_23)))
golden("r16_riverton_snf_growth_q2",
       "I'm looking at post-acute placements at Riverton University Hospital. Could you tell me by how many percent its discharges to skilled nursing facilities changed from Q2 2023 to Q2 2024?",
       r2(v), "float", mode="approximate", difficulty="medium", tags=["growth", "disposition", "hospital", "quarter"])

# ============================================================ always
# 32. patients admitted more than once in 2024, always to the same hospital
hs = defaultdict(list)
for a in a24:
    hs[a["patient_id"]].append(a["hospital_id"])
multi = {k: x for k, x in hs.items() if len(x) > 1}
v = sum(1 for x in multi.values() if len(set(x)) == 1)
check(v, "SELECT COUNT(*) FROM (SELECT a.patient_id FROM " + A + " WHERE " + between("a.admit_date", Y24)
      + " GROUP BY a.patient_id HAVING COUNT(*) > 1 AND COUNT(DISTINCT a.hospital_id) = 1)")
assert 0 < v < len(multi)
golden("r16_repeat_patients_same_hospital_2024",
       "Among patients admitted more than once in 2024, how many were admitted to the same hospital every time?",
       v, "int", difficulty="hard", tags=["always", "distinct-count", "hospital", "comparison", "year"])

# ============================================================ ratio per entity
# 33. hospital with the most licensed beds per attending physician
docs_per = Counter(d["hospital_id"] for d in physicians.values())
ratio = {hospitals[h]["hospital_name"]: int(hospitals[h]["beds"]) / n for h, n in docs_per.items()}
assert set(docs_per) == set(hospitals)
top = ranked(ratio, 1)
check([(top[0][0], top[0][1])], """SELECT h.hospital_name, h.beds * 1.0 / COUNT(*) v FROM hospitals h
              JOIN physicians d ON d.hospital_id = h.hospital_id GROUP BY h.hospital_name, h.beds ORDER BY v DESC LIMIT 1""")
golden("r16_most_beds_per_physician",
       "Which hospital has the most licensed beds per attending physician, and what is that ratio?",
       [{"hospital": top[0][0], "beds_per_physician": r2(top[0][1])}],
       "list[{hospital:str, beds_per_physician:float}]", mode="contains",
       tags=["ratio-per-entity", "beds", "physician", "hospital"])

# ================================================================= documents
doc_says(os.path.join(DOCS, "kpi_definitions.md"),
         "a patient admitted and discharged on the same day counts 1 day.")
golden("r16_doc_same_day_los",
       "If someone is admitted and sent home the same day, how many days does that stay count for in length of stay?",
       1, "int", route="documents", tags=["document", "kpi-definition", "length-of-stay"])

doc_says(os.path.join(DOCS, "kpi_definitions.md"),
         "Long stays are reviewed weekly by each department's patient-flow lead.")
golden("r16_doc_long_stay_review_frequency",
       "How often does each department's patient-flow lead review long stays?",
       "weekly", "str", route="documents", tags=["document", "kpi-definition", "long-stay"])


HEADER = [
    "# Held-out round 16 (clinic): not loaded by eval; written by an independent question",
    "# writer without reading the runtime and without running datacopilot; answers computed",
    "# by expected/round16.py from data/*.csv (Python standard library only, checked again",
    "# by SQL over sqlite3; the document answers from documents/kpi_definitions.md).",
    "# GENERATED: python3 expected/round16.py",
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
