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


# 1. aggregation word applies to what it modifies: the average procedure charge of the knee
#    replacements (PX1001, value synonym) done on stays admitted in 2024 -- the charge of the
#    procedure, not the total charges of the stays that had one (those average about 59k)
assert [c for c, v in codes.items() if v["description"] == "Total knee replacement"] == ["PX1001"]
tkr = [p["charge"] for p in procs if p["procedure_code"] == "PX1001" and inr(p["adm"]["ad"], "2024-01-01", "2024-12-31")]
avg_tkr = sum(tkr) / len(tkr)
tkr_stays = {p["admission_id"] for p in procs if p["procedure_code"] == "PX1001" and inr(p["adm"]["ad"], "2024-01-01", "2024-12-31")}
stay_ch = [by_id[i]["charges"] for i in tkr_stays if by_id[i]["charges"] is not None]
avg_tkr_stay = sum(stay_ch) / len(stay_ch)
assert abs(avg_tkr - avg_tkr_stay) > 10000
check(avg_tkr, """
    SELECT AVG(p.charge) FROM procedures p JOIN admissions a ON a.admission_id = p.admission_id
    JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    WHERE c.description = 'Total knee replacement' AND substr(a.admit_date, 1, 4) = '2024'""")
golden("r9_avg_knee_replacement_procedure_charge_2024",
       "on average what did we charge for the knee replacement itself in 2024? just the procedure, not the whole stay",
       r2(avg_tkr), hint="float", mode="approximate", difficulty="medium",
       tags=["aggregation-scope", "procedure", "value-synonym", "sloppy"])

# 2. numeric N limit: admissions of the ten attendings with the most admissions in 2023, combined
pc = defaultdict(int)
for a in A(adm_year(2023)):
    pc[a["physician_id"]] += 1
top10 = ranked(pc, 10)
n_top10 = sum(v for _, v in top10)
check(n_top10, """
    SELECT SUM(n) FROM (SELECT physician_id, COUNT(*) AS n FROM admissions
                        WHERE substr(admit_date, 1, 4) = '2023'
                        GROUP BY physician_id ORDER BY n DESC LIMIT 10)""")
golden("r9_top10_attendings_admissions_2023",
       "how many admissions did our ten busiest attendings handle in 2023, all together?",
       n_top10, hint="int", mode="exact", difficulty="hard", tags=["top-n", "written-n", "physician", "sum-of-top"])

# 3. ranking by a non-default measure: physician specialty with the lowest 30-day readmission
#    rate, 2024 discharges (patients alive); the specialty name differs from the department name
num, den = defaultdict(int), defaultdict(int)
for a in A(dis_year(2024), lambda a: a["discharge_disposition"] != "Deceased"):
    num[a["specialty"]] += int(a["readmitted_30d"])
    den[a["specialty"]] += 1
rate = {k: num[k] / den[k] * 100 for k in den}
low_spec = ranked(rate, 1, reverse=False)[0][0]
assert low_spec not in {a["department"] for a in adm}, low_spec
check(low_spec, """
    SELECT ph.specialty FROM admissions a JOIN physicians ph ON ph.physician_id = a.physician_id
    WHERE a.discharge_date IS NOT NULL AND substr(a.discharge_date, 1, 4) = '2024'
      AND a.discharge_disposition <> 'Deceased'
    GROUP BY ph.specialty ORDER BY 100.0 * SUM(a.readmitted_30d) / COUNT(*) ASC LIMIT 1""")
golden("r9_lowest_readmit_rate_specialty_2024",
       "which doctor specialty had the lowest 30 day readmit rate for 2024 discharges?",
       low_spec, hint="str", mode="exact", difficulty="hard", tags=["bottom-1", "non-default-metric", "specialty", "sloppy"])

# 4. share whose total drops the filter that defines the part: Riverton University Hospital's
#    share of the emergency admissions of 2024 (total = all 2024 emergency admissions, all hospitals)
er24 = A(adm_year(2024), lambda a: a["admission_type"] == "Emergency")
share_ruh = sum(1 for a in er24 if a["hospital"] == "Riverton University Hospital") / len(er24) * 100
check(share_ruh, """
    SELECT 100.0 * SUM(CASE WHEN h.hospital_name = 'Riverton University Hospital' THEN 1 ELSE 0 END) / COUNT(*)
    FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.admission_type = 'Emergency' AND substr(a.admit_date, 1, 4) = '2024'""")
golden("r9_riverton_share_of_er_admissions_2024",
       "what % of the 2024 ER admissions ended up at Riverton U?",
       r2(share_ruh), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "hospital", "value-synonym", "sloppy"])

# 5. distinct entities constrained by a fact, threshold in weeks: different patients with a stay
#    longer than two weeks (length_of_stay > 14 days) that ended in 2024 (328 such stays)
long2w = A(dis_year(2024), lambda a: a["los"] > 14)
n_pt_long = len({a["patient_id"] for a in long2w})
assert n_pt_long < len(long2w)
assert n_pt_long != len({a["patient_id"] for a in A(dis_year(2024), lambda a: a["los"] >= 14)})
check(n_pt_long, """
    SELECT COUNT(DISTINCT patient_id) FROM admissions
    WHERE discharge_date IS NOT NULL AND substr(discharge_date, 1, 4) = '2024' AND length_of_stay > 14""")
golden("r9_distinct_patients_stay_over_two_weeks_2024",
       "How many different patients had a hospital stay of more than two weeks that ended in 2024?",
       n_pt_long, hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "threshold", "unit-conversion"])

# 6. exclusion: procedure charges of the stays admitted in 2024, leaving out the Imaging and
#    Diagnostic procedure categories
assert {"Imaging", "Diagnostic"} <= {c["category"] for c in codes.values()}
pc_ex = sum(p["charge"] for p in procs
            if inr(p["adm"]["ad"], "2024-01-01", "2024-12-31") and p["category"] not in ("Imaging", "Diagnostic"))
check(pc_ex, """
    SELECT SUM(p.charge) FROM procedures p JOIN admissions a ON a.admission_id = p.admission_id
    JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    WHERE substr(a.admit_date, 1, 4) = '2024' AND c.category NOT IN ('Imaging', 'Diagnostic')""")
golden("r9_procedure_charges_2024_excl_imaging_diagnostic",
       "procedure charges on 2024 stays, not counting imaging or diagnostic procedures",
       r2(pc_ex), hint="float", mode="approximate", difficulty="medium", tags=["negation", "procedure-category"])

# 7. roles: 2024 admissions at the hospitals of the South region of patients who live in the East
#    (the other way round -- East hospitals, patients from the South -- gives 14)
n_se = len(A(adm_year(2024), lambda a: a["hospital_region"] == "South" and a["home_region"] == "East"))
n_es = len(A(adm_year(2024), lambda a: a["hospital_region"] == "East" and a["home_region"] == "South"))
assert n_se != n_es and n_se > 0
check(n_se, """
    SELECT COUNT(*) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    JOIN patients p ON p.patient_id = a.patient_id
    WHERE h.region = 'South' AND p.home_region = 'East' AND substr(a.admit_date, 1, 4) = '2024'""")
golden("r9_south_hospitals_east_residents_2024",
       "how many 2024 admits at our southern hospitals were folks who live out east?",
       n_se, hint="int", mode="exact", difficulty="hard", tags=["role", "home-region", "hospital-region", "sloppy"])

# 8. named period with a year: total ("gross") charges in fiscal year 2023 (2022-07-01 to
#    2023-06-30; the data start 2023-01-01)
fy23 = A(admitted("2022-07-01", "2023-06-30"))
ch_fy23 = charges(fy23)
assert all(a["charges"] is not None for a in fy23)
assert abs(ch_fy23 - charges(A(adm_year(2023)))) > 1e6
check(ch_fy23, "SELECT SUM(total_charges) FROM admissions WHERE admit_date BETWEEN '2022-07-01' AND '2023-06-30'")
golden("r9_gross_charges_fy23", "gross charges for FY23?",
       r2(ch_fy23), hint="float", mode="approximate", difficulty="medium", tags=["period", "fiscal-year", "synonym"])

# 9. second-ranked, role: the patients' home town (home_city) with the second-most admissions to
#    Riverton University Hospital in 2024 (the first is Riverton itself); the same town is second
#    by distinct patients
hc, hp = defaultdict(int), defaultdict(set)
for a in A(adm_year(2024), lambda a: a["hospital"] == "Riverton University Hospital"):
    hc[a["home_city"]] += 1
    hp[a["home_city"]].add(a["patient_id"])
second_town = ranked(hc, 2)[1][0]
assert ranked({k: len(v) for k, v in hp.items()}, 2)[1][0] == second_town
assert ranked(hc, 1)[0][0] == "Riverton"
check(second_town, """
    SELECT p.home_city FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    JOIN patients p ON p.patient_id = a.patient_id
    WHERE h.hospital_name = 'Riverton University Hospital' AND substr(a.admit_date, 1, 4) = '2024'
    GROUP BY p.home_city ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r9_second_home_town_riverton_2024",
       "Which home town ranks second for admissions to Riverton University Hospital in 2024?",
       second_town, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "role", "home-city"])

# 10. difference between two periods: emergency admissions, second half of 2024 minus second
#     half of 2023
er_h2_23 = len(A(admitted("2023-07-01", "2023-12-31"), lambda a: a["admission_type"] == "Emergency"))
er_h2_24 = len(A(admitted("2024-07-01", "2024-12-31"), lambda a: a["admission_type"] == "Emergency"))
d_er = er_h2_24 - er_h2_23
assert d_er > 0
check(d_er, """
    SELECT SUM(CASE WHEN admit_date BETWEEN '2024-07-01' AND '2024-12-31' THEN 1 ELSE 0 END)
         - SUM(CASE WHEN admit_date BETWEEN '2023-07-01' AND '2023-12-31' THEN 1 ELSE 0 END)
    FROM admissions WHERE admission_type = 'Emergency'""")
golden("r9_er_admissions_h2_2024_vs_h2_2023",
       "how many more ER admits did we get in the second half of 2024 than in the second half of 2023?",
       d_er, hint="int", mode="exact", difficulty="medium", tags=["difference", "period", "value-synonym", "sloppy"])

# 11. document: discharge_policy.md, a patient who leaves against medical advice gets a
#     follow-up call within 24 hours
ama = section(os.path.join(DOCS, "discharge_policy.md"), "Discharge against medical advice")
hrs = [int(x) for x in re.findall(r"within (\d+)\s+hours", ama)]
assert len(hrs) == 1
golden("r9_doc_ama_followup_call_hours",
       "if a patient walks out against medical advice, how many hours do we have to get a follow-up call done?",
       hrs[0], hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "ordinary-words"])

# 12. unanswerable: no incident, fall or safety-event data anywhere in the workspace
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"fall|incident|safety|event", heads) and not re.search(r"\bfalls?\b|incident", docs)
golden("r9_unanswerable_patient_falls_2024", "how many patient falls were reported on the wards in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 9: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round9.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round9.py",
])
