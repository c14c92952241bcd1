#!/usr/bin/env python3
"""Held-out round 13 for the clinic workspace: 12 new questions in the words of
business users (terse and sloppy ones with abbreviations, polite long ones, one
with a follow-on clause, everyday words the knowledge files do not use), written
from the data, knowledge.hcl, pipes/*.hcl and documents/*.md only, without
reading datacopilot's runtime (no *.go) and without running datacopilot. Every
expected value is computed here from data/*.csv with the Python standard library
only, then computed a second time along a different path (another grouping, the
complement of a total, or starting from another table) and the two are asserted
to agree. The document answer is not computed: it is the number
documents/capacity_plan.md states.

    python3 expected/round13.py          # writes heldout/round13.hcl
    python3 expected/round13.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
- admissions, money (total charges, procedure charges) and procedures are dated
  by the admission date of the stay; outcome measures (discharges, dispositions,
  readmissions) by the discharge date (rule admit_vs_discharge_date); a year is
  January 1 to December 31;
- "avg bill" = average charge per admission = AVG(total_charges) over the stays
  that carry charges (open stays left out; none is open in the slice asked:
  asserted); "planned" = admission_type 'Elective' (value synonym); "ortho" =
  department 'Orthopedics'; "southport med" = Southport Medical Center (SMC);
- "different patients who got a knee replacement in 2023" = distinct
  admissions.patient_id of stays admitted in 2023 with a procedures row of code
  'Total knee replacement' (value synonym "knee replacement"); the discharge-
  year reading gives the same count (asserted);
- "ER admissions" = admission_type 'Emergency' (filter emergency); hospital
  ranking by count of 2024 admissions, 3rd place, no ties around it (asserted);
- "no procedures done at all" = 2024 admissions with no row in procedures;
- readmission rate = SUM(readmitted_30d) / discharges where the patient left
  alive (disposition not 'Deceased') * 100, by discharge date (metric
  readmission_rate); payer = patients.insurance_type ("privately insured" =
  Private, "Medicaid" = Medicaid); the answer is the difference in percentage
  points, private minus Medicaid;
- share of procedure charges = SUM(procedures.charge) of category 'Imaging'
  (procedure_codes.category) / all procedure charges, stays admitted in 2024, * 100;
- "doctors who attended more than 180 admissions" = physicians with > 180 stays
  admitted in 2023 as attending physician (admissions.physician_id); no one sits
  within 5 of the line (asserted);
- roles: "live in the North" = patients.home_region 'North'; "treated at
  hospitals outside the North" = hospitals.region not 'North' (rule
  hospital_region_vs_home_region); stays admitted in 2024; the reversed roles
  give a different count (asserted);
- "patients with total charges over $300k across all their 2024 admissions" =
  per patient, SUM(total_charges) of stays admitted in 2024 (open stays add
  nothing) > 300000; no patient within 2% of the line (asserted);
- discharges by disposition, 2024 by discharge date, the row 'Rehab facility'
  (value synonym "rehab");
- "paid out of pocket" (words the knowledge files do not use) = insurance_type
  'Self-pay' ("uninsured patients are Self-pay"; an empty payer is unknown, not
  self-pay); stays admitted in 2024;
- document: capacity_plan.md, "Winter Surge 2024": "opened 40 escalation beds at
  Riverton University Hospital".
Floats are rounded to 2 decimals (4 below 100); shares and differences of rates
are percentages / percentage points and asked with mode approximate (relative
tolerance 0.001). Rankings are checked for ties.
"""
import csv
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round13.hcl")


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


def agree(a, b, what):
    """The second computation path gives the same answer."""
    if isinstance(a, float) or isinstance(b, float):
        ok = abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    else:
        ok = a == b
    assert ok, "second path disagrees on %s: %r vs %r" % (what, a, b)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(hcl(x) for x in v) + "]"
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


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


# ------------------------------------------------------------------ data
def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


admissions = load("admissions.csv")
patients = {p["patient_id"]: p for p in load("patients.csv")}
hospitals = {h["hospital_id"]: h for h in load("hospitals.csv")}
physicians = {p["physician_id"]: p for p in load("physicians.csv")}
procedures = load("procedures.csv")
codes = {c["procedure_code"]: c for c in load("procedure_codes.csv")}
by_id = {a["admission_id"]: a for a in admissions}
for a in admissions:
    a["ad"] = day(a["admit_date"])
    a["dd"] = day(a["discharge_date"])
    a["charges"] = float(a["total_charges"]) if a["total_charges"] else None
    a["payer"] = patients[a["patient_id"]]["insurance_type"]
    a["home"] = patients[a["patient_id"]]["home_region"]
    a["hregion"] = hospitals[a["hospital_id"]]["region"]
    assert (a["dd"] is None) == (a["charges"] is None) == (a["discharge_disposition"] == "")
for p in procedures:
    p["adm"] = by_id[p["admission_id"]]
    p["amount"] = float(p["charge"])
    assert p["procedure_code"] in codes


def A(*preds):
    return [a for a in admissions if all(p(a) for p in preds)]


def adm_year(y):
    return lambda a: a["ad"].year == y


def dis_year(y):
    return lambda a: a["dd"] is not None and a["dd"].year == y


def hospital_id(name):
    ids = [k for k, h in hospitals.items() if h["hospital_name"] == name]
    assert len(ids) == 1, name
    return ids[0]


def code_of(description):
    ids = [k for k, c in codes.items() if c["description"] == description]
    assert len(ids) == 1, description
    return ids[0]


# 1. average with filters: average charge of planned (Elective) Orthopedics admissions at
#    Southport Medical Center, admitted in 2024
smc = hospital_id("Southport Medical Center")
rows = A(adm_year(2024), lambda a: a["hospital_id"] == smc, lambda a: a["department"] == "Orthopedics",
         lambda a: a["admission_type"] == "Elective")
assert rows and all(a["charges"] is not None for a in rows)
avg_ortho = sum(a["charges"] for a in rows) / len(rows)
by_month = defaultdict(lambda: [0.0, 0])
for a in admissions:
    if (a["ad"].year, a["hospital_id"], a["department"], a["admission_type"]) == (2024, smc, "Orthopedics", "Elective"):
        by_month[a["ad"].month][0] += float(a["total_charges"])
        by_month[a["ad"].month][1] += 1
agree(avg_ortho, sum(v[0] for v in by_month.values()) / sum(v[1] for v in by_month.values()),
      "avg charge elective ortho SMC 2024")
golden("r13_avg_charge_planned_ortho_southport_2024",
       "avg bill for planned ortho admits at southport med in 2024?",
       r2(avg_ortho), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "two-filters", "average-charge", "hospital", "department", "value-synonym", "terse"])

# 2. distinct count: patients with a total knee replacement on a stay admitted in 2023
tkr = code_of("Total knee replacement")
knee23 = {p["adm"]["patient_id"] for p in procedures if p["procedure_code"] == tkr and p["adm"]["ad"].year == 2023}
knee_d23 = {p["adm"]["patient_id"] for p in procedures if p["procedure_code"] == tkr
            and p["adm"]["dd"] is not None and p["adm"]["dd"].year == 2023}
assert len(knee23) == len(knee_d23)
tkr_stays = {p["admission_id"] for p in procedures if p["procedure_code"] == tkr}
knee23b = Counter(a["patient_id"] for a in A(adm_year(2023)) if a["admission_id"] in tkr_stays)
agree(len(knee23), len(knee23b), "knee replacement patients 2023")
golden("r13_patients_knee_replacement_2023",
       "How many different patients got a knee replacement in 2023?",
       len(knee23), hint="int", mode="exact", difficulty="medium",
       tags=["distinct-count", "patient", "procedure", "value-synonym"])

# 3. Nth of a ranking: hospital with the third-most emergency admissions in 2024
er = Counter(hospitals[a["hospital_id"]]["hospital_name"]
             for a in A(adm_year(2024), lambda a: a["admission_type"] == "Emergency"))
third_er = ranked(er, 3)[2][0]
er_hm = defaultdict(int)                # by (hospital id, month), then summed
for a in A(adm_year(2024), lambda a: a["admission_type"] == "Emergency"):
    er_hm[(a["hospital_id"], a["ad"].month)] += 1
er_h = defaultdict(int)
for (h, _), n in er_hm.items():
    er_h[h] += n
agree(third_er, hospitals[ranked(er_h, 3)[2][0]]["hospital_name"], "3rd hospital by ER admissions 2024")
golden("r13_third_hospital_er_admissions_2024",
       "which hospital had the 3rd most ER admissions in 2024",
       third_er, hint="str", mode="exact", difficulty="medium",
       tags=["ranking", "ordinal", "hospital", "emergency", "sloppy"])

# 4. negation: 2024 admissions with no procedure at all
with_proc = {p["admission_id"] for p in procedures}
no_proc = A(adm_year(2024), lambda a: a["admission_id"] not in with_proc)
with_proc24 = {p["admission_id"] for p in procedures if p["adm"]["ad"].year == 2024}
agree(len(no_proc), len(A(adm_year(2024))) - len(with_proc24), "2024 admissions without procedures")
golden("r13_admissions_without_procedure_2024",
       "How many of the stays admitted in 2024 had no procedures done at all?",
       len(no_proc), hint="int", mode="exact", difficulty="medium",
       tags=["negation", "anti-join", "procedure", "admissions"])

# 5. two groups compared: 30-day readmission rate, privately insured minus Medicaid, 2023 discharges
def readmit_rate(payer):
    base = A(dis_year(2023), lambda a: a["discharge_disposition"] != "Deceased", lambda a: a["payer"] == payer)
    return sum(int(a["readmitted_30d"]) for a in base) / len(base) * 100


gap = readmit_rate("Private") - readmit_rate("Medicaid")
cnt = Counter()
for a in admissions:
    if a["discharge_date"].startswith("2023") and a["discharge_disposition"] != "Deceased":
        cnt[(patients[a["patient_id"]]["insurance_type"], a["readmitted_30d"])] += 1
rate2 = lambda p: cnt[(p, "1")] / (cnt[(p, "1")] + cnt[(p, "0")]) * 100
agree(gap, rate2("Private") - rate2("Medicaid"), "readmission gap Private - Medicaid 2023")
golden("r13_readmission_gap_private_vs_medicaid_2023",
       "For patients discharged in 2023, how many percentage points higher was the 30-day readmission "
       "rate for privately insured patients than for Medicaid patients?",
       r2(gap), hint="float", mode="approximate", difficulty="hard",
       tags=["comparison", "two-groups", "difference", "readmission-rate", "payer", "value-synonym"])

# 6. share: imaging's part of the procedure charges on stays admitted in 2024
p24 = [p for p in procedures if p["adm"]["ad"].year == 2024]
img_share = pct(sum(p["amount"] for p in p24 if codes[p["procedure_code"]]["category"] == "Imaging"),
                sum(p["amount"] for p in p24))
by_code = defaultdict(float)
for p in p24:
    by_code[p["procedure_code"]] += float(p["charge"])
agree(img_share, r2(sum(v for c, v in by_code.items() if codes[c]["category"] == "Imaging")
                    / sum(by_code.values()) * 100), "imaging share 2024")
golden("r13_imaging_share_procedure_charges_2024",
       "what share of procedure charges on 2024 admissions was imaging? in %",
       img_share, hint="float", mode="approximate", difficulty="medium",
       tags=["share", "procedure-charges", "procedure-category", "terse"])

# 7. threshold: attending physicians with more than 180 admissions in 2023
per_doc = Counter(a["physician_id"] for a in A(adm_year(2023)))
busy = [d for d, n in per_doc.items() if n > 180]
assert all(abs(n - 180) > 5 for n in per_doc.values()), "a physician sits near the line"
doc_month = Counter((a["physician_id"], a["ad"].month) for a in A(adm_year(2023)))
per_doc2 = defaultdict(int)
for (d, _), n in doc_month.items():
    per_doc2[physicians[d]["physician_name"] + "#" + d] += n
agree(len(busy), sum(1 for n in per_doc2.values() if n > 180), "physicians over 180 admissions 2023")
golden("r13_doctors_over_180_admissions_2023",
       "How many doctors were the attending on more than 180 admissions in 2023?",
       len(busy), hint="int", mode="exact", difficulty="medium",
       tags=["threshold", "per-entity", "physician", "admissions"])

# 8. roles: stays of North residents (home region) treated at hospitals outside the North, 2024
north_out = A(adm_year(2024), lambda a: a["home"] == "North", lambda a: a["hregion"] != "North")
north_in_others = A(adm_year(2024), lambda a: a["home"] != "North", lambda a: a["hregion"] == "North")
assert len(north_out) != len(north_in_others)
cross = Counter((a["home"], a["hregion"]) for a in A(adm_year(2024)))
agree(len(north_out), sum(n for (h, r), n in cross.items() if h == "North" and r != "North"),
      "North residents treated elsewhere 2024")
golden("r13_north_residents_treated_outside_north_2024",
       "I'd like to understand how many people leave their own region for care. In 2024, how many admissions "
       "were for patients who live in the North but were treated at one of our hospitals outside the North?",
       len(north_out), hint="int", mode="exact", difficulty="hard",
       tags=["role", "home-region", "hospital-region", "admissions", "polite", "long"])

# 9. per-entity amount: patients whose 2024 admissions add up to more than $300,000 in charges
bill = defaultdict(float)
for a in A(adm_year(2024), lambda a: a["charges"] is not None):
    bill[a["patient_id"]] += a["charges"]
big = [p for p, v in bill.items() if v > 300000]
assert all(abs(v - 300000) > 6000 for v in bill.values()), "a patient sits near the line"
stays_of = defaultdict(list)
for a in admissions:
    if a["admit_date"].startswith("2024") and a["total_charges"]:
        stays_of[a["patient_id"]].append(float(a["total_charges"]))
agree(len(big), sum(1 for v in stays_of.values() if sum(v) > 300000), "patients over 300k 2024")
golden("r13_patients_charged_over_300k_2024",
       "how many patients had total charges over $300k across all their 2024 admissions?",
       len(big), hint="int", mode="exact", difficulty="hard",
       tags=["per-entity", "threshold", "patient", "total-charges", "sloppy"])

# 10. one row of a breakdown: 2024 discharges by disposition, the row Rehab facility
disp = Counter(a["discharge_disposition"] for a in A(dis_year(2024)))
rehab = disp["Rehab facility"]
agree(rehab, len(A(dis_year(2024))) - sum(n for k, n in disp.items() if k != "Rehab facility"),
      "rehab discharges 2024")
golden("r13_breakdown_2024_discharges_by_disposition_rehab",
       "2024 discharges broken down by disposition - what's the number for rehab?",
       rehab, hint="int", mode="exact", difficulty="easy",
       tags=["breakdown", "one-row", "discharge-disposition", "value-synonym", "terse"])

# 11. document: documents/capacity_plan.md, section "Winter Surge 2024": "the network stayed in
#     surge for the whole period, opened 40 escalation beds at Riverton University Hospital and
#     postponed some elective surgery." The number is the document's, not computed.
assert "opened 40 escalation beds at Riverton University Hospital" in section(
    os.path.join(DOCS, "capacity_plan.md"), "Winter Surge 2024")
golden("r13_doc_winter_surge_2024_escalation_beds",
       "During the winter surge of 2024, how many extra escalation beds did we open at Riverton University Hospital?",
       40, hint="int", mode="exact", route="documents", difficulty="easy",
       tags=["document", "capacity-plan", "surge", "beds"])

# 12. everyday words: stays "paid out of pocket" = Self-pay payer, admitted in 2024
oop = A(adm_year(2024), lambda a: a["payer"] == "Self-pay")
per_patient = Counter(a["patient_id"] for a in A(adm_year(2024)))
agree(len(oop), sum(n for pid, n in per_patient.items() if patients[pid]["insurance_type"] == "Self-pay"),
      "self-pay stays 2024")
golden("r13_out_of_pocket_stays_2024_everyday_words",
       "How many hospital stays in 2024 were paid out of pocket by the patient? Count by admission date.",
       len(oop), hint="int", mode="exact", difficulty="medium",
       tags=["count", "payer", "everyday-word", "admissions", "follow-on"])

main(OUT, [
    "# Held-out round 13: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round13.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round13.py",
])
