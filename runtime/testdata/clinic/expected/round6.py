#!/usr/bin/env python3
"""Held-out round 6 for the clinic workspace: 12 questions in the words of
business users, written from the data, knowledge.hcl and documents/*.md only,
without reading datacopilot's runtime (no *.go) and before running datacopilot.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round6.py          # writes heldout/round6.hcl
    python3 expected/round6.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/discharge_policy.md):
- admissions and procedures performed are dated by the admission date (a
  procedure belongs to the admit date of its stay; rule admit_vs_discharge_date);
- discharges, patient days ("bed days") and readmissions are dated by the
  discharge date; open stays are left out;
- patient days = SUM(length_of_stay) of the stays discharged in the period;
- readmission rate = SUM(readmitted_30d) / discharges where the patient left alive
  (disposition <> Deceased), in percent;
- a share of discharges counts every discharge (deaths included) in the denominator;
- a physician's specialty is physicians.specialty of the attending physician;
- "home town" is the patient's home_city, not the hospital's city.
Floats are rounded to 2 decimals (4 below 100); rates are percentages. Rankings
are checked for ties at the cut and inside the list; breakdowns list every row.
The unanswerable question (antibiotic doses: no medication data) expects route
"stop"; the readmission-review question expects route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round6.hcl")
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
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


adm = load("admissions")
patients = {p["patient_id"]: p for p in load("patients")}
hospitals = {h["hospital_id"]: h for h in load("hospitals")}
physicians = {p["physician_id"]: p for p in load("physicians")}
codes = {c["procedure_code"]: c for c in load("procedure_codes")}
procs = load("procedures")
by_id = {a["admission_id"]: a for a in adm}
for a in adm:
    a["ad"] = day(a["admit_date"])
    a["dd"] = day(a["discharge_date"])
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["specialty"] = physicians[a["physician_id"]]["specialty"]
    a["home_city"] = patients[a["patient_id"]]["home_city"]
    assert (a["dd"] is None) == (a["length_of_stay"] == "") == (a["discharge_disposition"] == "")
for p in procs:
    p["a"] = by_id[p["admission_id"]]
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


def hospital_is(name):
    assert name in {h["hospital_name"] for h in hospitals.values()}, name
    return lambda a: a["hospital"] == name


# 1. period + hospital: discharges (by discharge date) of Westmoor Regional Hospital, Q3 2024
n_wrh = len(A(discharged("2024-07-01", "2024-09-30"), hospital_is("Westmoor Regional Hospital")))
check(n_wrh, """
    SELECT COUNT(*) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Westmoor Regional Hospital' AND a.discharge_date BETWEEN '2024-07-01' AND '2024-09-30'""")
golden("r6_westmoor_discharges_q3_2024", "How many discharges did Westmoor Regional Hospital have in the third quarter of 2024?",
       n_wrh, hint="int", mode="exact", difficulty="easy", tags=["period", "date-role"])

# 2. synonym of a metric: bed days = patient days = SUM(length_of_stay), stays discharged Q2 2023
bed_days = sum(int(a["length_of_stay"]) for a in A(discharged("2023-04-01", "2023-06-30")))
check(bed_days, "SELECT SUM(length_of_stay) FROM admissions WHERE discharge_date BETWEEN '2023-04-01' AND '2023-06-30'")
golden("r6_bed_days_q2_2023", "How many bed days did we log for stays discharged in the second quarter of 2023?",
       bed_days, hint="int", mode="exact", difficulty="easy", tags=["period", "synonym", "defined-metric"])

# 3. value synonym: hip replacements (Total hip replacement) performed during stays admitted
#    2024-01-01..2024-06-30
n_hip = sum(1 for p in procs if p["description"] == "Total hip replacement" and inr(p["a"]["ad"], "2024-01-01", "2024-06-30"))
check(n_hip, """
    SELECT COUNT(*) FROM procedures p JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    JOIN admissions a ON a.admission_id = p.admission_id
    WHERE c.description = 'Total hip replacement' AND a.admit_date BETWEEN '2024-01-01' AND '2024-06-30'""")
golden("r6_hip_replacements_h1_2024", "How many hip replacements did we do in the first half of 2024?",
       n_hip, hint="int", mode="exact", difficulty="medium", tags=["period", "value-synonym", "count"])

# 4. top-n: admissions per attending physician's specialty, admitted in 2024
sp = defaultdict(int)
for a in A(admitted("2024-01-01", "2024-12-31")):
    sp[a["specialty"]] += 1
top_sp = ranked(sp, 3)
check(top_sp, """
    SELECT ph.specialty, COUNT(*) AS n FROM admissions a JOIN physicians ph ON ph.physician_id = a.physician_id
    WHERE substr(a.admit_date, 1, 4) = '2024' GROUP BY ph.specialty ORDER BY n DESC LIMIT 3""")
golden("r6_top3_specialties_admissions_2024", "Which three physician specialties had the most admissions in 2024?",
       [{"specialty": k, "admissions": v} for k, v in top_sp],
       hint="list[{specialty:str, admissions:int}]", mode="exact", difficulty="medium",
       tags=["top-n", "written-limit", "join"])

# 5. ordinal: hospital with the second-most emergency admissions, admitted 2024-04-01..2024-06-30
em = defaultdict(int)
for a in A(admitted("2024-04-01", "2024-06-30"), lambda a: a["admission_type"] == "Emergency"):
    em[a["hospital"]] += 1
second = ranked(em, 2)[1][0]
check(second, """
    SELECT h.hospital_name FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.admission_type = 'Emergency' AND a.admit_date BETWEEN '2024-04-01' AND '2024-06-30'
    GROUP BY h.hospital_name ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""")
golden("r6_second_hospital_emergency_q2_2024", "Which hospital ranked second for emergency admissions in Q2 2024?",
       second, hint="str", mode="exact", difficulty="medium", tags=["ordinal", "named-filter"])

# 6. breakdown by quarter: readmission rate of 2023 discharges (patient alive), in date order
num_, den_ = defaultdict(int), defaultdict(int)
for a in A(discharged("2023-01-01", "2023-12-31"), lambda a: a["discharge_disposition"] != "Deceased"):
    q = dt.date(a["dd"].year, (a["dd"].month - 1) // 3 * 3 + 1, 1).isoformat()
    num_[q] += int(a["readmitted_30d"])
    den_[q] += 1
rr = [(q, num_[q] / den_[q] * 100) for q in sorted(den_)]
assert len(rr) == 4
check(rr, """
    SELECT CASE WHEN substr(discharge_date, 6, 2) <= '03' THEN '2023-01-01'
                WHEN substr(discharge_date, 6, 2) <= '06' THEN '2023-04-01'
                WHEN substr(discharge_date, 6, 2) <= '09' THEN '2023-07-01' ELSE '2023-10-01' END AS quarter,
           100.0 * SUM(readmitted_30d) / COUNT(*)
    FROM admissions WHERE discharge_date BETWEEN '2023-01-01' AND '2023-12-31'
      AND discharge_disposition <> 'Deceased' GROUP BY quarter ORDER BY quarter""")
golden("r6_readmission_rate_by_quarter_2023", "Quarterly 30-day readmission rate for 2023",
       [{"quarter": q, "readmission_rate": r2(v)} for q, v in rr],
       hint="list[{quarter:str, readmission_rate:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "time-grain", "defined-metric"])

# 7. breakdown: discharges (by discharge date) per disposition, Q4 2023, largest first
disp = defaultdict(int)
for a in A(discharged("2023-10-01", "2023-12-31")):
    disp[a["discharge_disposition"]] += 1
by_disp = ranked(disp)
check(by_disp, """
    SELECT discharge_disposition, COUNT(*) AS n FROM admissions
    WHERE discharge_date BETWEEN '2023-10-01' AND '2023-12-31' GROUP BY discharge_disposition ORDER BY n DESC""")
golden("r6_discharges_by_disposition_q4_2023", "Where did the patients discharged in Q4 2023 go? Discharges by disposition, please",
       [{"discharge_disposition": k, "discharges": v} for k, v in by_disp],
       hint="list[{discharge_disposition:str, discharges:int}]", mode="exact", difficulty="medium",
       tags=["breakdown", "date-role"])

# 8. share: discharges with disposition 'Left against medical advice' over all 2024 discharges
d24 = A(discharged("2024-01-01", "2024-12-31"))
ama = sum(1 for a in d24 if a["discharge_disposition"] == "Left against medical advice") / len(d24) * 100
check(ama, """
    SELECT 100.0 * SUM(discharge_disposition = 'Left against medical advice') / COUNT(*)
    FROM admissions WHERE discharge_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r6_ama_share_of_discharges_2024", "What percentage of 2024 discharges were patients leaving against medical advice?",
       r2(ama), hint="float", mode="approximate", difficulty="medium", tags=["share", "rate", "value-synonym"])

# 9. negation (anti-join): stays admitted in 2024 with no row in procedures
with_proc = {p["admission_id"] for p in procs}
n_noproc = len(A(admitted("2024-01-01", "2024-12-31"), lambda a: a["admission_id"] not in with_proc))
check(n_noproc, """
    SELECT COUNT(*) FROM admissions a WHERE a.admit_date BETWEEN '2024-01-01' AND '2024-12-31'
      AND NOT EXISTS (SELECT 1 FROM procedures p WHERE p.admission_id = a.admission_id)""")
golden("r6_admissions_without_procedure_2024", "How many stays admitted in 2024 had no procedure at all?",
       n_noproc, hint="int", mode="exact", difficulty="hard", tags=["negation", "anti-join", "count"])

# 10. document: discharge_policy.md, readmissions are reviewed within 10 working days
rev = section(os.path.join(DOCS, "discharge_policy.md"), "Readmission review")
wd = [int(x) for x in re.findall(r"within (\d+) working days", rev)]
assert len(wd) == 1 and "quality lead" in rev
golden("r6_doc_readmission_review_days",
       "Within how many working days must the department's quality lead review a readmission?",
       wd[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 11. distinct count through a role: distinct patients' home cities (not the hospital's city)
#     of the stays admitted to Redcliff Memorial Hospital in 2023
towns = {a["home_city"] for a in A(admitted("2023-01-01", "2023-12-31"), hospital_is("Redcliff Memorial Hospital"))}
assert "" not in towns
check(len(towns), """
    SELECT COUNT(DISTINCT p.home_city) FROM admissions a JOIN patients p ON p.patient_id = a.patient_id
    JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Redcliff Memorial Hospital' AND substr(a.admit_date, 1, 4) = '2023'""")
golden("r6_redcliff_patient_home_towns_2023",
       "How many different home towns did the patients admitted to Redcliff Memorial in 2023 come from?",
       len(towns), hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "role"])

# 12. unanswerable: no medication / pharmacy data (no column, no procedure code, no document)
for f in os.listdir(DATA):
    if f.endswith(".csv"):
        text = open(os.path.join(DATA, f), encoding="utf-8").read().lower()
        assert "antibiotic" not in text and "medication" not in text.splitlines()[0], f
for f in os.listdir(DOCS):
    assert "antibiotic" not in open(os.path.join(DOCS, f), encoding="utf-8").read().lower(), f
golden("r6_unanswerable_antibiotic_doses_2024", "How many doses of antibiotics did we give patients in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 6: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round6.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round6.py",
])
