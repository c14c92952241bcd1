#!/usr/bin/env python3
"""Held-out round 3 for the clinic workspace: 15 questions in the words of
business users, written before running datacopilot and without reading its
reader/planner. Every expected value is computed here from data/*.csv with the
Python standard library only.

    python3 expected/round3.py          # writes heldout/round3.hcl
    python3 expected/round3.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
  - admissions, patients admitted, charges and procedures are dated by the
    admission date; discharges, length of stay, readmissions and satisfaction
    by the discharge date;
  - average length of stay = mean length_of_stay of the stays discharged in the
    period (open stays have none);
  - readmission rate = 100 * SUM(readmitted_30d) / discharges where the patient
    left alive (Deceased excluded from both), by discharge date;
  - satisfaction = mean satisfaction_score of the surveys returned, by discharge date;
  - procedure charges = SUM(procedures.charge) of stays admitted in the period;
    procedure category from procedure_codes.category ("Surgical");
  - current inpatients = stays with no discharge date (extract of 2024-12-31);
  - "patients from the East" = patients.home_region; the hospital is where they
    were treated;
  - "Medicaid patients" = patients.insurance_type = 'Medicaid'.
Floats are rounded to 2 decimals; shares and growth are percentages. Rankings
are checked for ties at the cut and inside the list. The unanswerable question
(emergency-department waiting times: not in the data) expects route "stop".
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
OUT = os.path.join(ROOT, "heldout", "round3.hcl")
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
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["home_region"] = patients[a["patient_id"]]["home_region"]
    a["insurance"] = patients[a["patient_id"]]["insurance_type"] or None
    a["physician"] = physicians[a["physician_id"]]["physician_name"]
by_id = {a["admission_id"]: a for a in admissions}
procedures = load("procedures")
for p in procedures:
    p["adm"] = by_id[p["admission_id"]]
    p["charge"] = float(p["charge"])
    p["category"] = codes[p["procedure_code"]]["category"]


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


# 1. top-n (written): the six physicians with the most discharges (stays discharged) in 2023
d23 = A(dis_year(2023))
pc = {k: len(v) for k, v in group(d23, "physician").items()}
golden("r3_six_physicians_discharges_2023", "Which six physicians had the most discharges in 2023?",
       [{"physician": k, "discharges": v} for k, v in ranked(pc, 6)],
       hint="list[{physician:str, discharges:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "role"])

# 2. breakdown: average length of stay per admission type, stays discharged in 2023, longest first
al = {k: mean(a["los"] for a in v) for k, v in group(d23, "admission_type").items()}
golden("r3_alos_by_admission_type_2023", "Average length of stay by admission type for 2023 discharges",
       [{"admission_type": k, "average_length_of_stay": r2(v)} for k, v in ranked(al)],
       hint="list[{admission_type:str, average_length_of_stay:float}]", mode="approximate", difficulty="easy",
       tags=["breakdown"])

# 3. month: admissions (admit_date in March 2024) at Southport Medical Center
golden("r3_southport_admissions_march_2024", "How many admissions did Southport Medical Center have during March 2024?",
       len(A(adm_in("2024-03-01", "2024-03-31"), lambda a: a["hospital"] == "Southport Medical Center")),
       hint="int", mode="exact", difficulty="easy", tags=["period", "entity"])

# 4. growth: emergency admissions (admission_type = Emergency), Q1 2024 vs Q1 2023, in percent
em = lambda a: a["admission_type"] == "Emergency"
golden("r3_emergency_growth_q1", "By what percent did emergency admissions grow from Q1 2023 to Q1 2024?",
       growth(len(A(em, adm_in("2023-01-01", "2023-03-31"))), len(A(em, adm_in("2024-01-01", "2024-03-31")))),
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "named-filter"])

# 5. share: procedure charges of Surgical procedures / all procedure charges, stays admitted in 2024
p24 = [p for p in procedures if p["adm"]["admit"].year == 2024]
golden("r3_surgical_share_procedure_charges_2024", "What share of 2024 procedure charges came from surgical procedures?",
       pct(sum(p["charge"] for p in p24 if p["category"] == "Surgical"), sum(p["charge"] for p in p24)),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "join"])

# 6. negation (list): admissions in 2023 whose department is neither Obstetrics nor Pediatrics
golden("r3_admissions_2023_excl_ob_peds", "How many admissions were there in 2023 excluding Obstetrics and Pediatrics?",
       len(A(adm_year(2023), lambda a: a["department"] not in ("Obstetrics", "Pediatrics"))),
       hint="int", mode="exact", difficulty="medium", tags=["negation", "list-filter"])

# 7. distinct count + role: distinct patient_id of 2024 admissions to Riverton University Hospital
#    whose patient's home_region is East (not the hospital's region, which is Central)
golden("r3_east_patients_at_riverton_2024",
       "How many different patients from the East were admitted to Riverton University Hospital in 2024?",
       len({a["patient_id"] for a in A(adm_year(2024), lambda a: a["hospital"] == "Riverton University Hospital",
                                        lambda a: a["home_region"] == "East")}),
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role"])

# 8. role (two dates): stays discharged in January 2024 whose admission date is in 2023
#    (as stays and as distinct patients: the same number, checked)
st = A(dis_in("2024-01-01", "2024-01-31"), adm_year(2023))
assert len(st) == len({a["patient_id"] for a in st})
golden("r3_discharged_jan_2024_admitted_2023", "How many patients discharged in January 2024 had been admitted in 2023?",
       len(st), hint="int", mode="exact", difficulty="hard", tags=["role", "period"])

# 9. threshold on an aggregate: patients with more than 3 admissions (admit_date in 2024)
n = defaultdict(int)
for a in A(adm_year(2024)):
    n[a["patient_id"]] += 1
golden("r3_patients_over_3_admissions_2024", "How many patients had more than 3 admissions in 2024?",
       sum(1 for v in n.values() if v > 3), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 10. average per entity: procedures of stays admitted in 2023 / admissions in 2023
golden("r3_procedures_per_admission_2023", "What was the average number of procedures per admission in 2023?",
       r2(sum(1 for p in procedures if p["adm"]["admit"].year == 2023) / len(A(adm_year(2023)))),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-entity", "join"])

# 11. superlative: the department with the highest readmission rate, stays discharged in 2024
rr = {k: readmission_rate(v) for k, v in group(A(dis_year(2024)), "department").items()}
golden("r3_department_highest_readmission_2024", "Which department had the highest 30-day readmission rate in 2024?",
       ranked(rr, 1)[0][0], hint="str", mode="exact", difficulty="medium", tags=["superlative", "rate"])

# 12. typos: average length of stay of Medicaid patients' stays discharged in 2024
golden("r3_typo_alos_medicaid_2024", "whats the avg lenght of stay for medicaid patiens in 2024",
       r2(mean(a["los"] for a in A(dis_year(2024), lambda a: a["insurance"] == "Medicaid"))),
       hint="float", mode="approximate", difficulty="hard", tags=["typo", "entity"])

# 13. casual: current inpatients (no discharge date) at St. Agnes Hospital
golden("r3_casual_in_house_st_agnes", "how many ppl are in house at St Agnes right now",
       len(A(lambda a: a["disch"] is None, lambda a: a["hospital"] == "St. Agnes Hospital")),
       hint="int", mode="exact", difficulty="medium", tags=["casual", "named-filter", "entity"])

# 14. bottom-n (digits): the 3 hospitals with the lowest satisfaction, stays discharged in 2024
sat = {k: mean(a["score"] for a in v) for k, v in group(A(dis_year(2024)), "hospital").items()}
golden("r3_bottom3_hospitals_satisfaction_2024", "the 3 hospitals with the lowest patient satisfaction in 2024",
       [{"hospital": k, "satisfaction_score": r2(v)} for k, v in ranked(sat, 3, reverse=False)],
       hint="list[{hospital:str, satisfaction_score:float}]", mode="approximate", difficulty="medium",
       tags=["bottom-n", "breakdown"])

# 15. unanswerable: no emergency-department waiting times in the data
golden("r3_unanswerable_ed_wait", "What was the average wait time in the emergency department in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 3: not loaded by eval; written without reading the planner and",
    "# before running datacopilot; answers computed by expected/round3.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round3.py",
])
