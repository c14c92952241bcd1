#!/usr/bin/env python3
"""Held-out round 4 for the clinic workspace: 15 questions in the words of
business users, written without reading datacopilot's runtime or running it.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only.

    python3 expected/round4.py          # writes heldout/round4.hcl
    python3 expected/round4.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md):
- admissions, patients admitted (distinct patient_id), total charges, procedures
  performed and procedure charges are dated by the admission date;
- discharges, length of stay (average and patient days), readmissions and
  satisfaction are dated by the discharge date; open stays are left out;
- readmission rate = SUM(readmitted_30d) / discharges where the patient left alive
  (disposition <> Deceased), in percent;
- average charge per admission = AVG(total_charges) over stays that carry charges;
- "region" alone is the hospital's region; "patients who live in X" is
  patients.home_region;
- FY2024 = 2023-07-01..2024-06-30 (period fy2024);
- a procedure belongs to the hospital and admit date of its stay.
Floats are rounded to 2 decimals (4 below 100); shares and growth are percentages.
Rankings are checked for ties at the cut and inside the list. The unanswerable
question (theatre hours: no operating-room data) expects route "stop"; the
visitors question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round4.hcl")
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


def charges(rows):
    return sum(float(a["total_charges"]) for a in rows if a["total_charges"] != "")


for a in admissions:
    a["hospital_region"] = hospitals[a["hospital_id"]]["region"]
    a["specialty"] = physicians[a["physician_id"]]["specialty"]
    a["sex"] = patients[a["patient_id"]]["sex"]
for p in procedures:
    p["description"] = codes[p["procedure_code"]]["description"]

a24 = A(adm_year(2024))

# 1. top-n (written), named measure: the four hospitals with the highest SUM(total_charges),
#    stays admitted in 2024 (open stays carry no charges)
hc = {k: charges(v) for k, v in group(a24, "hospital").items()}
golden("r4_top4_hospitals_charges_2024", "Which four hospitals billed the highest total charges in 2024?",
       [{"hospital": k, "total_charges": r2(v)} for k, v in ranked(hc, 4)],
       hint="list[{hospital:str, total_charges:float}]", mode="approximate", difficulty="medium",
       tags=["top-n", "written-limit", "period"])

# 2. named period (fiscal year): readmission rate of stays discharged 2023-07-01..2024-06-30, alive
golden("r4_readmission_rate_fy2024", "What was our 30-day readmission rate in FY2024?",
       r2(readmission_rate(A(dis_in("2023-07-01", "2024-06-30")))), hint="float", mode="approximate",
       difficulty="hard", tags=["named-period", "rate"])

# 3. growth: patient days (SUM(length_of_stay) of stays discharged in the year), 2024 vs 2023, in percent
pd = {y: sum(a["los"] for a in A(dis_year(y))) for y in (2023, 2024)}
golden("r4_patient_days_growth", "By what percent did patient days change from 2023 to 2024?",
       growth(pd[2023], pd[2024]), hint="float", mode="approximate", difficulty="medium", tags=["growth"])

# 4. share of distinct entities: distinct female patients / distinct patients, stays admitted in 2023
a23 = A(adm_year(2023))
pts23 = {a["patient_id"] for a in a23}
golden("r4_share_female_patients_2023", "What percent of the patients admitted in 2023 were women?",
       pct(sum(1 for p in pts23 if patients[p]["sex"] == "F"), len(pts23)), hint="float",
       mode="approximate", difficulty="hard", tags=["share", "distinct-count"])

# 5. negation: AVG(length_of_stay) of stays discharged in 2024 whose disposition is not Deceased
golden("r4_alos_2024_excluding_deaths", "Average length of stay for 2024 discharges, not counting patients who died",
       r2(mean(a["los"] for a in A(dis_year(2024), lambda a: a["discharge_disposition"] != "Deceased"))),
       hint="float", mode="approximate", difficulty="medium", tags=["negation"])

# 6. comparison on an aggregate: departments whose ALOS (stays discharged in 2024) is above 6 days
dl = {k: mean(a["los"] for a in v) for k, v in group(A(dis_year(2024)), "department").items()}
assert all(abs(v - 6) > 1e-9 for v in dl.values())
golden("r4_departments_alos_over_6_2024",
       "How many departments had an average length of stay of more than 6 days for 2024 discharges?",
       sum(1 for v in dl.values() if v > 6), hint="int", mode="exact", difficulty="hard",
       tags=["comparison", "distinct-count"])

# 7. average per day: discharges (discharge_date in December 2024) / 31 days
dec = A(dis_in("2024-12-01", "2024-12-31"))
golden("r4_discharges_per_day_dec_2024", "On average, how many discharges did we have per day in December 2024?",
       r2(len(dec) / 31), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-day", "period"])

# 8. ranking by a named measure: AVG(total_charges) per hospital region (the hospital's region),
#    stays admitted in 2024 that carry charges
rc = {k: mean(num(a["total_charges"]) for a in v) for k, v in group(a24, "hospital_region").items()}
golden("r4_rank_regions_avg_charge_2024", "Rank the regions by average charge per admission in 2024",
       [{"hospital_region": k, "average_charge_per_admission": r2(v)} for k, v in ranked(rc)],
       hint="list[{hospital_region:str, average_charge_per_admission:float}]", mode="approximate",
       difficulty="medium", tags=["ranking", "role"])

# 9. two roles + negation: among hospitals whose region is not West, the one with the most 2024
#    admissions of patients whose home_region is West (same hospital counting distinct patients)
wa = A(adm_year(2024), lambda a: a["home_region"] == "West", lambda a: a["hospital_region"] != "West")
wc = {k: len(v) for k, v in group(wa, "hospital").items()}
wp = {k: len({a["patient_id"] for a in v}) for k, v in group(wa, "hospital").items()}
assert ranked(wc, 1)[0][0] == ranked(wp, 1)[0][0]
golden("r4_top_non_west_hospital_for_west_patients_2024",
       "Outside the West region, which hospital admitted the most patients who live in the West in 2024?",
       ranked(wc, 1)[0][0], hint="str", mode="exact", difficulty="hard", tags=["role", "negation", "superlative"])

# 10. distinct entities constrained by facts: patients with a 2024 admission at Riverton University
#     Hospital and a 2024 admission at St. Agnes Hospital
ru = {a["patient_id"] for a in a24 if a["hospital"] == "Riverton University Hospital"}
sa = {a["patient_id"] for a in a24 if a["hospital"] == "St. Agnes Hospital"}
golden("r4_patients_riverton_and_st_agnes_2024",
       "How many patients were admitted to both Riverton University Hospital and St. Agnes Hospital in 2024?",
       len(ru & sa), hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "intersection"])

# 11. typos, casual: procedures "Cesarean section" performed on stays admitted in 2024 at Northfield General Hospital
golden("r4_typo_csections_northfield_2024", "how many c-sections did northfeild general do in 2024",
       sum(1 for p in procedures if p["description"] == "Cesarean section" and p["adm"]["admit"].year == 2024
           and p["adm"]["hospital"] == "Northfield General Hospital"),
       hint="int", mode="exact", difficulty="hard", tags=["typo", "casual", "entity"])

# 12. average per entity: 2024 admissions of Medicare patients / distinct Medicare patients admitted in 2024
mc = [a for a in a24 if a["insurance"] == "Medicare"]
golden("r4_admissions_per_medicare_patient_2024",
       "On average, how many times was each Medicare patient admitted in 2024?",
       r2(len(mc) / len({a["patient_id"] for a in mc})), hint="float", mode="approximate", difficulty="hard",
       tags=["average-per-entity", "entity"])

# 13. superlative on a joined dimension: physician specialty with the lowest AVG(satisfaction_score),
#     stays discharged in 2023 with a returned survey
ss = {k: mean(a["score"] for a in v) for k, v in group(A(dis_year(2023)), "specialty").items()}
golden("r4_specialty_lowest_satisfaction_2023", "Which physician specialty had the lowest patient satisfaction in 2023?",
       ranked(ss, 1, reverse=False)[0][0], hint="str", mode="exact", difficulty="medium",
       tags=["superlative", "join"])

# 14. document: capacity_plan.md, "During a surge the limit is 1 visitor."
doc = open(os.path.join(ROOT, "documents", "capacity_plan.md"), encoding="utf-8").read()
assert "During a\nsurge the limit is 1 visitor." in doc
golden("r4_doc_visitors_during_surge", "How many visitors can an inpatient have at a time while we're in surge?",
       1, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 15. unanswerable: no operating-room / theatre scheduling data
golden("r4_unanswerable_theatre_hours", "How many operating theatre hours did each hospital use in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 4: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round4.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round4.py",
])
