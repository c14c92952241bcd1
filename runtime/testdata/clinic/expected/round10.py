#!/usr/bin/env python3
"""Held-out round 10 for the clinic workspace: 12 new questions in the words of
business users (some lowercase and sloppy, some with everyday words and idioms
the knowledge files do not define, a few long), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time by
hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round10.py          # writes heldout/round10.hcl
    python3 expected/round10.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/discharge_policy.md):
- admissions, patients admitted and money (total charges, average charge per
  admission, procedure counts) are dated by the admission date of the stay;
  outcome measures (discharges, deaths, patient days, satisfaction) by the
  discharge date (rule admit_vs_discharge_date);
- patient satisfaction = AVG(satisfaction_score) over the surveys returned
  (empty scores left out), by discharge date; "planned" patients are
  admission_type 'Elective'; "the back half of 2024" = 2024-07-01..2024-12-31;
- procedures performed = COUNT(procedures rows), dated by the stay's admit_date;
  "surgical operation" = procedure_codes.category 'Surgical';
- total charges = SUM(admissions.total_charges) (open stays carry none);
  "paying out of their own pocket" = patients.insurance_type 'Self-pay'
  (empty insurance is unknown, not self-pay; it stays in the denominator);
- average charge per admission = AVG(total_charges) over the stays that carry
  charges (open stays left out, rule open_stays), by admission month;
- "never came in through the ER" in 2024 = distinct patients with at least one
  2024 admission and no 2024 admission of type 'Emergency';
- "lost a patient" = a discharge with disposition 'Deceased'; the doctor is the
  attending physician of that stay (admissions.physician_id); Q3 2024 =
  discharge date 2024-07-01..2024-09-30;
- "people who live in Redcliff" = patients.home_city 'Redcliff' (where they
  live), the hospital is where they were treated (Westmoor Regional);
- threshold per patient: SUM(total_charges) of the patient's stays admitted in
  2024 > 100,000 USD (strictly more);
- FY2025 = 2024-07-01..2025-06-30 (period fy2025); the data end 2024-12-31, so
  "so far" = discharges dated 2024-07-01..2024-12-31;
- patient days = SUM(length_of_stay) of the stays discharged in the period,
  divided by hospitals.beds (licensed beds) for "per licensed bed";
- documents/discharge_policy.md: patients other than heart failure / heart
  attack / cardiac intervention get a follow-up appointment within 14 days when
  the discharge summary asks for one.
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (whether follow-up
appointments actually happened: no appointment data anywhere) expects route
"stop"; the document question expects route "documents".
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


adm = load("admissions.csv")
patients = {p["patient_id"]: p for p in load("patients.csv")}
hospitals = {h["hospital_id"]: h for h in load("hospitals.csv")}
physicians = {p["physician_id"]: p for p in load("physicians.csv")}
codes = {c["procedure_code"]: c for c in load("procedure_codes.csv")}
procs = load("procedures.csv")
by_id = {}
for a in adm:
    a["ad"] = day(a["admit_date"])
    a["dd"] = day(a["discharge_date"])
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["hospital_region"] = hospitals[a["hospital_id"]]["region"]
    a["charges"] = None if a["total_charges"] == "" else float(a["total_charges"])
    a["los"] = None if a["length_of_stay"] == "" else int(a["length_of_stay"])
    a["home_region"] = patients[a["patient_id"]]["home_region"]
    a["home_city"] = patients[a["patient_id"]]["home_city"]
    a["physician"] = physicians[a["physician_id"]]["physician_name"]
    a["specialty"] = physicians[a["physician_id"]]["specialty"]
    assert (a["dd"] is None) == (a["charges"] is None) == (a["los"] is None)
    by_id[a["admission_id"]] = a
for p in procs:
    p["adm"] = by_id[p["admission_id"]]
    p["charge"] = float(p["charge"])
    p["category"] = codes[p["procedure_code"]]["category"]
    p["description"] = codes[p["procedure_code"]]["description"]

DB = sqlite_db(DATA, ["admissions.csv", "patients.csv", "hospitals.csv", "physicians.csv",
                      "procedures.csv", "procedure_codes.csv"])


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def A(*preds):
    return [a for a in adm if all(p(a) for p in preds)]


def admitted(lo, hi):
    return lambda a: inr(a["ad"], lo, hi)


def discharged(lo, hi):
    return lambda a: inr(a["dd"], lo, hi)


def adm_year(y):
    return admitted("%d-01-01" % y, "%d-12-31" % y)


def dis_year(y):
    return discharged("%d-01-01" % y, "%d-12-31" % y)


def charges(rows):
    return sum(a["charges"] for a in rows if a["charges"] is not None)


OUT = os.path.join(ROOT, "heldout", "round10.hcl")


def by_pid(rows):
    return {a["patient_id"] for a in rows}


# 1. average of a non-main measure, half-year idiom: average satisfaction score of elective
#    ("planned") stays discharged in July-December 2024, over the returned surveys only
sc = [int(a["satisfaction_score"]) for a in A(discharged("2024-07-01", "2024-12-31"),
                                              lambda a: a["admission_type"] == "Elective")
      if a["satisfaction_score"] != ""]
avg_sc = sum(sc) / len(sc)
check(avg_sc, """
    SELECT AVG(satisfaction_score) FROM admissions
    WHERE admission_type = 'Elective' AND discharge_date BETWEEN '2024-07-01' AND '2024-12-31'""")
golden("r10_avg_satisfaction_planned_h2_2024",
       "how did our planned patients rate us on average, the ones discharged in the back half of 2024?",
       r2(avg_sc), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "satisfaction", "idiom", "period", "sloppy"])

# 2. Nth place with a written ordinal: the fourth most frequently performed surgical procedure
#    on stays admitted in 2024 (ties checked up to the fifth)
sc24 = defaultdict(int)
for p in procs:
    if p["category"] == "Surgical" and inr(p["adm"]["ad"], "2024-01-01", "2024-12-31"):
        sc24[p["description"]] += 1
fourth = ranked(sc24, 4)[3][0]
check(fourth, """
    SELECT c.description FROM procedures p JOIN admissions a ON a.admission_id = p.admission_id
    JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    WHERE c.category = 'Surgical' AND substr(a.admit_date, 1, 4) = '2024'
    GROUP BY c.description ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 3""")
golden("r10_fourth_most_common_surgery_2024",
       "among the surgical procedures, which one came fourth by how many times it was done on stays admitted in 2024?",
       fourth, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "written-n", "procedure-category"])

# 3. share of a total where the part has a filter: Self-pay patients' share of the total charges
#    of the stays admitted in 2024 (denominator: all 2024 charges, unknown payer included)
a24 = A(adm_year(2024))
sp_share = charges([a for a in a24 if patients[a["patient_id"]]["insurance_type"] == "Self-pay"]) / charges(a24) * 100
check(sp_share, """
    SELECT 100.0 * SUM(CASE WHEN p.insurance_type = 'Self-pay' THEN a.total_charges END) / SUM(a.total_charges)
    FROM admissions a JOIN patients p ON p.patient_id = a.patient_id
    WHERE substr(a.admit_date, 1, 4) = '2024'""")
golden("r10_selfpay_share_charges_2024",
       "what slice of everything we billed for 2024 admissions was for patients paying out of their own pocket? as a percent",
       r2(sp_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "charges", "insurance", "idiom", "sloppy"])

# 4. negation over entities: distinct patients admitted in 2024 none of whose 2024 admissions
#    was an emergency admission
pt24 = by_pid(a24)
pt24_er = by_pid([a for a in a24 if a["admission_type"] == "Emergency"])
never_er = len(pt24 - pt24_er)
assert never_er != len(by_pid([a for a in a24 if a["admission_type"] != "Emergency"]))
check(never_er, """
    SELECT COUNT(*) FROM (SELECT patient_id FROM admissions WHERE substr(admit_date, 1, 4) = '2024'
                          GROUP BY patient_id
                          HAVING SUM(CASE WHEN admission_type = 'Emergency' THEN 1 ELSE 0 END) = 0)""")
golden("r10_patients_2024_never_via_er",
       "Of the people we admitted in 2024, how many never once came in through the ER that year?",
       never_er, hint="int", mode="exact", difficulty="hard", tags=["negation", "distinct-count", "value-synonym"])

# 5. distinct entities constrained by a fact, quarter: attending physicians with at least one
#    death (disposition Deceased) among the stays discharged in Q3 2024
docs_lost = {a["physician_id"] for a in A(discharged("2024-07-01", "2024-09-30"),
                                          lambda a: a["discharge_disposition"] == "Deceased")}
n_docs_lost = len(docs_lost)
n_deaths = len(A(discharged("2024-07-01", "2024-09-30"), lambda a: a["discharge_disposition"] == "Deceased"))
assert 0 < n_docs_lost < n_deaths
check(n_docs_lost, """
    SELECT COUNT(DISTINCT physician_id) FROM admissions
    WHERE discharge_disposition = 'Deceased' AND discharge_date BETWEEN '2024-07-01' AND '2024-09-30'""")
golden("r10_doctors_who_lost_a_patient_q3_2024",
       "how many different doctors lost at least one patient in q3 2024",
       n_docs_lost, hint="int", mode="exact", difficulty="hard",
       tags=["distinct-count", "physician", "idiom", "quarter", "sloppy"])

# 6. roles, home vs treated: 2023 admissions at Westmoor Regional Hospital of patients whose
#    home city is Redcliff (the other way round -- Redcliff Memorial, Westmoor residents -- differs)
wr = len(A(adm_year(2023), lambda a: a["hospital"] == "Westmoor Regional Hospital" and a["home_city"] == "Redcliff"))
rw = len(A(adm_year(2023), lambda a: a["hospital"] == "Redcliff Memorial Hospital" and a["home_city"] == "Westmoor"))
assert wr != rw and wr > 0
check(wr, """
    SELECT COUNT(*) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    JOIN patients p ON p.patient_id = a.patient_id
    WHERE h.hospital_name = 'Westmoor Regional Hospital' AND p.home_city = 'Redcliff'
      AND substr(a.admit_date, 1, 4) = '2023'""")
golden("r10_westmoor_admissions_redcliff_residents_2023",
       "We're trying to see how much of Westmoor Regional's workload comes from the neighbouring town. "
       "In 2023, how many of the admissions at Westmoor Regional were people who actually live over in Redcliff?",
       wr, hint="int", mode="exact", difficulty="hard", tags=["role", "home-city", "hospital", "long"])

# 7. threshold on a per-patient total: patients whose stays admitted in 2024 add up to more than
#    $100,000 of total charges
per_pt = defaultdict(float)
for a in a24:
    if a["charges"] is not None:
        per_pt[a["patient_id"]] += a["charges"]
big = sum(1 for v in per_pt.values() if v > 100000)
assert not any(abs(v - 100000) < 0.005 for v in per_pt.values())
assert big != sum(1 for a in a24 if a["charges"] is not None and a["charges"] > 100000)
check(big, """
    SELECT COUNT(*) FROM (SELECT patient_id FROM admissions WHERE substr(admit_date, 1, 4) = '2024'
                          GROUP BY patient_id HAVING SUM(total_charges) > 100000)""")
golden("r10_patients_over_100k_charges_2024",
       "how many patients ran up more than $100k in charges across all their 2024 admissions combined",
       big, hint="int", mode="exact", difficulty="hard", tags=["threshold", "per-entity", "charges", "sloppy"])

# 8. named period, "so far": discharges in fiscal 2025 to date (2024-07-01..2024-12-31)
fy25_dis = len(A(discharged("2024-07-01", "2025-06-30")))
assert fy25_dis != len(A(admitted("2024-07-01", "2025-06-30")))
check(fy25_dis, "SELECT COUNT(*) FROM admissions WHERE discharge_date BETWEEN '2024-07-01' AND '2025-06-30'")
golden("r10_discharges_fy25_to_date",
       "How many discharges have we had so far in fiscal 2025?",
       fy25_dis, hint="int", mode="exact", difficulty="medium", tags=["period", "fiscal-year", "so-far", "discharge-date"])

# 9. difference between two months: average charge per admission, December 2024 admissions minus
#    December 2023 admissions (stays still open carry no charges and are left out)
def avg_charge(rows):
    c = [a["charges"] for a in rows if a["charges"] is not None]
    return sum(c) / len(c)


dec24 = A(admitted("2024-12-01", "2024-12-31"))
dec23 = A(admitted("2023-12-01", "2023-12-31"))
assert any(a["charges"] is None for a in dec24)
d_avg = avg_charge(dec24) - avg_charge(dec23)
check(d_avg, """
    SELECT (SELECT AVG(total_charges) FROM admissions WHERE admit_date BETWEEN '2024-12-01' AND '2024-12-31')
         - (SELECT AVG(total_charges) FROM admissions WHERE admit_date BETWEEN '2023-12-01' AND '2023-12-31')""")
golden("r10_avg_charge_change_dec_2024_vs_dec_2023",
       "Finance is putting together the year-end pack and wants to know how the typical bill moved: "
       "for patients admitted in December 2024 compared with December 2023, what's the difference in "
       "average charge per stay, in dollars (December 2024 minus December 2023)?",
       r2(d_avg), hint="float", mode="approximate", difficulty="hard",
       tags=["difference", "month", "average-charge", "open-stays", "long"])

# 10. ratio per entity: patient days of the stays discharged in 2024 at Brookhaven Community
#     Hospital per licensed bed
bch = A(dis_year(2024), lambda a: a["hospital"] == "Brookhaven Community Hospital")
beds_bch = int(hospitals["BCH"]["beds"])
pd_per_bed = sum(a["los"] for a in bch) / beds_bch
check(pd_per_bed, """
    SELECT 1.0 * SUM(a.length_of_stay) / MAX(h.beds) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Brookhaven Community Hospital' AND substr(a.discharge_date, 1, 4) = '2024'""")
golden("r10_brookhaven_patient_days_per_bed_2024",
       "brookhaven community - days of care per licensed bed for stays that wrapped up in 2024?",
       r2(pd_per_bed), hint="float", mode="approximate", difficulty="medium",
       tags=["ratio", "per-bed", "patient-days", "idiom", "sloppy"])

# 11. document: discharge_policy.md, non-cardiac patients get a follow-up appointment within 14
#     days when their discharge summary asks for one
fu = section(os.path.join(DOCS, "discharge_policy.md"), "Follow-up appointment")
m = re.search(r"Other patients get a follow-up\s+appointment within (\d+) days", fu)
assert m and re.search(r"within 7 days", fu)
golden("r10_doc_noncardiac_followup_appointment_days",
       "for a patient who wasn't in for anything heart-related, how many days after going home do they have to be seen "
       "for the follow-up appointment (when the discharge summary asks for one)?",
       int(m.group(1)), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "negation", "ordinary-words"])

# 12. unanswerable: the policy sets follow-up appointment deadlines, but there is no appointment
#     (outpatient / clinic visit) data anywhere in the workspace
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"appointment|follow|visit|clinic|outpatient", heads)
golden("r10_unanswerable_cardiac_followup_within_7_days_2024",
       "what % of our 2024 heart failure discharges actually got seen by a clinician within the 7 days the policy asks for?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "policy-vs-data"])

main(OUT, [
    "# Held-out round 10: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round10.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round10.py",
])
