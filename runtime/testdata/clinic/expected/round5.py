#!/usr/bin/env python3
"""Held-out round 5 for the clinic workspace: 15 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only.

    python3 expected/round5.py          # writes heldout/round5.hcl
    python3 expected/round5.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
- admissions, patients admitted (distinct patient_id), total charges, procedures
  performed and procedure charges are dated by the admission date (rule
  admit_vs_discharge_date; a procedure belongs to the admit date of its stay);
- discharges, length of stay (average and patient days), readmissions and
  satisfaction are dated by the discharge date; open stays are left out;
- patient days = SUM(length_of_stay) of the stays discharged in the period;
- readmission rate = SUM(readmitted_30d) / discharges where the patient left alive
  (disposition <> Deceased), in percent;
- procedure charges are a part of total charges: reported as a share, never added;
- "region" alone is the hospital's region; "patients who live in X" is the patient's
  home city or region;
- Elective Recovery 2023 = 2023-03-01..2023-05-31 (capacity_plan.md, both days included).
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question (staff turnover: no staff data) expects route "stop"; the escalation-beds
question expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
OUT = os.path.join(ROOT, "heldout", "round5.hcl")
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


def growth(old, new):
    return r2((new - old) / old * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
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
    assert len(GOLDENS) == 15, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (out_path, len(GOLDENS)))



def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


def num(s):
    return float(s) if s != "" else None


hospitals = {h["hospital_id"]: h for h in load("hospitals")}
physicians = {p["physician_id"]: p for p in load("physicians")}
patients = {p["patient_id"]: p for p in load("patients")}
codes = {c["procedure_code"]: c for c in load("procedure_codes")}
admissions = load("admissions")
for a in admissions:
    a["admit"] = day(a["admit_date"])
    a["disch"] = day(a["discharge_date"])
    a["los"] = num(a["length_of_stay"])
    a["readmit"] = num(a["readmitted_30d"])
    a["score"] = num(a["satisfaction_score"])
    a["charges"] = num(a["total_charges"])
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["hospital_region"] = hospitals[a["hospital_id"]]["region"]
    a["hospital_city"] = hospitals[a["hospital_id"]]["city"]
    a["home_city"] = patients[a["patient_id"]]["home_city"]
by_id = {a["admission_id"]: a for a in admissions}
procedures = load("procedures")
for p in procedures:
    p["adm"] = by_id[p["admission_id"]]
    p["charge"] = float(p["charge"])
    p["category"] = codes[p["procedure_code"]]["category"]
    p["description"] = codes[p["procedure_code"]]["description"]


def btw(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def A(*preds):
    return [a for a in admissions if all(p(a) for p in preds)]


def adm_in(lo, hi):
    return lambda a: btw(a["admit"], lo, hi)


def dis_in(lo, hi):
    return lambda a: btw(a["disch"], lo, hi)


def adm_year(y):
    return adm_in("%d-01-01" % y, "%d-12-31" % y)


def dis_year(y):
    return dis_in("%d-01-01" % y, "%d-12-31" % y)


def mean(vals):
    vals = [v for v in vals if v is not None]
    return sum(vals) / len(vals)


def group(rows, key):
    g = defaultdict(list)
    for a in rows:
        g[a[key]].append(a)
    return g


def readmission_rate(rows):
    rows = [a for a in rows if a["disch"] is not None and a["discharge_disposition"] != "Deceased"]
    return 100.0 * sum(a["readmit"] for a in rows) / len(rows)


# every discharged stay has a length of stay and charges; open stays have neither
assert all((a["disch"] is None) == (a["los"] is None) == (a["charges"] is None) for a in admissions)

d23, d24 = A(dis_year(2023)), A(dis_year(2024))
a23, a24 = A(adm_year(2023)), A(adm_year(2024))

# 1. top-n (written limit): patient days = SUM(length_of_stay) per department, 2024 discharges
pd = {k: sum(a["los"] for a in v) for k, v in group(d24, "department").items()}
golden("r5_top4_departments_patient_days_2024", "Which four departments used the most patient days among 2024 discharges?",
       [{"department": k, "patient_days": int(v)} for k, v in ranked(pd, 4)],
       hint="list[{department:str, patient_days:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "discharge-date"])

# 2. bottom-n: readmission rate per department, 2023 discharges, lowest first
rr23 = {k: readmission_rate(v) for k, v in group(d23, "department").items()}
golden("r5_bottom2_departments_readmission_2023", "Which two departments had the lowest 30-day readmission rate in 2023?",
       [{"department": k, "readmission_rate": r2(v)} for k, v in ranked(rr23, 2, reverse=False)],
       hint="list[{department:str, readmission_rate:float}]", mode="approximate", difficulty="medium",
       tags=["bottom-n", "written-limit", "rate"])

# 3. negation on the hospital's region: AVG(length_of_stay) of 2024 discharges at hospitals
#    whose region is not Central. Second path: patient days / discharges.
out_c = [a for a in d24 if a["hospital_region"] != "Central"]
alos = mean(a["los"] for a in out_c)
assert abs(alos - sum(a["los"] for a in out_c) / len(out_c)) < 1e-9
golden("r5_alos_2024_outside_central", "What was the average length of stay for 2024 discharges at hospitals outside the Central region?",
       r2(alos), hint="float", mode="approximate", difficulty="medium", tags=["negation", "discharge-date"])

# 4. distinct count through the procedures: distinct patient_id of stays admitted in 2023
#    with at least one procedure whose category is Surgical
surg = {p["adm"]["patient_id"] for p in procedures if p["category"] == "Surgical" and p["adm"]["admit"].year == 2023}
golden("r5_patients_surgical_procedure_2023", "How many different patients underwent a surgical procedure in 2023?",
       len(surg), hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "join"])

# 5. average per entity: admissions 2024 at hospitals in the South region / South hospitals (2)
south = [h for h in hospitals.values() if h["region"] == "South"]
assert len(south) == 2
n_south = len([a for a in a24 if a["hospital_region"] == "South"])
assert all(any(a["hospital_id"] == h["hospital_id"] for a in a24) for h in south)
golden("r5_avg_admissions_per_south_hospital_2024", "On average, how many admissions did each hospital in the South region have in 2024?",
       r2(n_south / len(south)), hint="float", mode="approximate", difficulty="medium",
       tags=["average-per-entity", "named-filter"])

# 6. average per day: Emergency admissions 2024-01-01..2024-03-31 / 91 days (2024 is a leap year)
n_days = (dt.date(2024, 3, 31) - dt.date(2024, 1, 1)).days + 1
assert n_days == 91
em = A(adm_in("2024-01-01", "2024-03-31"), lambda a: a["admission_type"] == "Emergency")
golden("r5_emergency_admissions_per_day_q1_2024", "How many emergency admissions did we get per day, on average, in Q1 2024?",
       r2(len(em) / n_days), hint="float", mode="approximate", difficulty="medium",
       tags=["average-per-day", "named-filter"])

# 7. share of a part in its whole: procedure charges / total charges, stays admitted in 2023
#    (every 2023 stay is discharged, so all of them carry charges)
assert all(a["charges"] is not None for a in a23)
proc23 = sum(p["charge"] for p in procedures if p["adm"]["admit"].year == 2023)
golden("r5_share_procedure_charges_2023", "What share of 2023 total charges were procedure charges?",
       pct(proc23, sum(a["charges"] for a in a23)), hint="float", mode="approximate", difficulty="hard",
       tags=["share", "part-of-whole"])

# 8. growth: total charges of St. Agnes Hospital, stays admitted in 2023 -> 2024
sah = lambda a: a["hospital"] == "St. Agnes Hospital"
golden("r5_st_agnes_charges_growth", "By how much did total charges at St Agnes grow from 2023 to 2024, in percent?",
       growth(sum(a["charges"] for a in a23 if sah(a)), sum(a["charges"] for a in a24 if sah(a) and a["charges"] is not None)),
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "named-filter"])

# 9. two city roles: admissions 2024 at Riverton University Hospital whose patient's home
#    city is Riverton (the hospital is in Riverton too; the patient's city is meant)
ruh24 = [a for a in a24 if a["hospital"] == "Riverton University Hospital"]
local = [a for a in ruh24 if a["home_city"] == "Riverton"]
assert 0 < len(local) < len(ruh24)
golden("r5_riverton_residents_at_ruh_2024", "How many of Riverton University Hospital's 2024 admissions were patients who live in Riverton?",
       len(local), hint="int", mode="exact", difficulty="medium", tags=["role", "entity"])

# 10. count over a threshold: procedures (procedure codes) performed at least 500 times
#     during stays admitted in 2023
assert len({c["description"] for c in codes.values()}) == len(codes)
pc = defaultdict(int)
for p in procedures:
    if p["adm"]["admit"].year == 2023:
        pc[p["description"]] += 1
assert 500 not in pc.values()
golden("r5_procedures_done_500_times_2023", "How many different procedures were performed at least 500 times in 2023?",
       sum(1 for v in pc.values() if v >= 500), hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "distinct-count"])

# 11. ordinal: hospital with the second-highest readmission rate, 2023 discharges
rh = {k: readmission_rate(v) for k, v in group(d23, "hospital").items()}
golden("r5_second_highest_readmission_hospital_2023", "Which hospital had the second-highest 30-day readmission rate in 2023?",
       ranked(rh, 3)[1][0], hint="str", mode="exact", difficulty="medium", tags=["ordinal", "rate"])

# 12. comparison A vs B: average length of stay of two departments, 2024 discharges (rows in any order)
al = {k: mean(a["los"] for a in v) for k, v in group(d24, "department").items()}
golden("r5_ortho_vs_cardiology_alos_2024", "Orthopedics vs Cardiology: average length of stay for 2024 discharges",
       [{"department": d, "average_length_of_stay": r2(al[d])} for d in ("Orthopedics", "Cardiology")],
       hint="list[{department:str, average_length_of_stay:float}]", mode="contains", difficulty="medium",
       tags=["comparison", "discharge-date"])

# 13. document period in a data question: Elective admissions with admit date in
#     2023-03-01..2023-05-31 (Elective Recovery 2023, capacity_plan.md)
golden("r5_elective_admissions_elective_recovery_2023", "How many planned admissions did we have during the Elective Recovery 2023 period?",
       len(A(adm_in("2023-03-01", "2023-05-31"), lambda a: a["admission_type"] == "Elective")),
       hint="int", mode="exact", difficulty="hard", tags=["document-period", "named-period", "synonym"])

# 14. document: capacity_plan.md, 40 escalation beds opened at Riverton University Hospital
#     during Winter Surge 2024 (not the 650 licensed beds of hospitals.csv)
golden("r5_doc_escalation_beds_winter_surge", "How many escalation beds were opened at Riverton University Hospital during the Winter Surge 2024?",
       40, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no staff / HR data
golden("r5_unanswerable_staff_turnover", "What was the nursing staff turnover rate at Northfield General in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 5: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round5.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round5.py",
])
