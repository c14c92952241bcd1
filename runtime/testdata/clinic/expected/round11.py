#!/usr/bin/env python3
"""Held-out round 11 for the clinic workspace: 12 new questions in the words of
business users (lowercase and terse ones, polite long ones, everyday words the
knowledge files do not define), written from the data, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over the
same CSV files loaded into sqlite3.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
- admissions, patients admitted, money (total charges, average charge per
  admission) and procedure counts are dated by the admission date of the stay;
  outcome measures (discharges, length of stay, readmissions) by the discharge
  date (rule admit_vs_discharge_date);
- patients admitted = COUNT(DISTINCT patient_id) of the stays admitted in the
  period; "April to June 2024" = admit_date 2024-04-01..2024-06-30;
- the busiest doctor = the attending physician (admissions.physician_id) with
  the most stays admitted in 2024 at St. Agnes Hospital (every physician's
  privileges hospital equals the hospital of all their stays, checked, so
  "doctor at St Agnes" has one meaning); ranking checked for ties;
- average charge per admission = AVG(total_charges) over the stays that carry
  charges (open stays left out, rule open_stays); "transferred in from another
  facility" = admission_type 'Transfer';
- discharges by disposition = COUNT(*) of stays with a discharge date in 2024,
  grouped by discharge_disposition; "rehab facility" = 'Rehab facility';
- 30-day readmission rate = 100 * SUM(readmitted_30d) / COUNT(*) over the
  stays discharged in the year whose disposition is not 'Deceased'; the change
  is 2024 minus 2023, in percentage points;
- procedures performed = COUNT(procedures rows) of the stays admitted in 2024;
  "imaging" = procedure_codes.category 'Imaging'; share of all those rows;
- negation over years: distinct patients with at least one stay admitted in
  2023 and no stay admitted in 2024;
- condition on a related table: stays admitted in 2024 to the Orthopedics
  department with at least one procedures row whose code is in category
  'Imaging' (each stay counted once);
- threshold per entity: attending physicians whose average length_of_stay over
  the stays discharged in 2024 is strictly above 6 days (no physician at
  exactly 6.0, checked);
- roles: 2024 admissions where the patient's home city (patients.home_city)
  equals the city of the hospital that treated them (hospitals.city), as a
  percentage of all 2024 admissions;
- documents/capacity_plan.md, Visitors: 2 visitors at a time (1 during a surge).
Floats are rounded to 2 decimals (4 below 100); shares are percentages 0-100.
Rankings are checked for ties. The unanswerable question (how many elective
surgeries were postponed during Winter Surge 2024: no scheduling, booking or
cancellation data anywhere) expects route "stop"; the document question
expects route "documents".
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


def by_pid(rows):
    return {a["patient_id"] for a in rows}


def avg_charge(rows):
    c = [a["charges"] for a in rows if a["charges"] is not None]
    return sum(c) / len(c)


OUT = os.path.join(ROOT, "heldout", "round11.hcl")

a23 = A(adm_year(2023))
a24 = A(adm_year(2024))

# 1. distinct count over a quarter in words: unique patients admitted April-June 2024
q2 = A(admitted("2024-04-01", "2024-06-30"))
n_q2 = len({a["patient_id"] for a in q2})
assert n_q2 != len(q2)
check(n_q2, "SELECT COUNT(DISTINCT patient_id) FROM admissions WHERE admit_date BETWEEN '2024-04-01' AND '2024-06-30'")
golden("r11_unique_patients_apr_jun_2024",
       "how many individual patients did we admit between april and june 2024",
       n_q2, hint="int", mode="exact", difficulty="easy",
       tags=["distinct-count", "patients-admitted", "quarter-in-words", "sloppy"])

# 2. top-1 with a hospital filter: attending with the most 2024 admissions at St. Agnes Hospital
assert all(physicians[a["physician_id"]]["hospital_id"] == a["hospital_id"] for a in adm)
sah = defaultdict(int)
for a in a24:
    if a["hospital"] == "St. Agnes Hospital":
        sah[a["physician"]] += 1
top_sah = ranked(sah, 1)[0][0]
sah_pt = defaultdict(set)
for a in a24:
    if a["hospital"] == "St. Agnes Hospital":
        sah_pt[a["physician"]].add(a["patient_id"])
assert ranked({k: len(v) for k, v in sah_pt.items()}, 1)[0][0] == top_sah  # distinct patients agree
check(top_sah, """
    SELECT p.physician_name FROM admissions a JOIN physicians p ON p.physician_id = a.physician_id
    JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'St. Agnes Hospital' AND substr(a.admit_date, 1, 4) = '2024'
    GROUP BY p.physician_name ORDER BY COUNT(*) DESC LIMIT 1""")
golden("r11_busiest_doctor_saint_agnes_2024",
       "Who was the busiest attending doctor at Saint Agnes in 2024, going by how many admissions they had?",
       top_sah, hint="str", mode="exact", difficulty="easy", tags=["top-1", "physician", "hospital", "value-synonym"])

# 3. average with a value synonym: average charge per admission of 2024 Transfer admissions
tr24 = [a for a in a24 if a["admission_type"] == "Transfer"]
assert any(a["charges"] is None for a in tr24)
avg_tr = avg_charge(tr24)
check(avg_tr, """
    SELECT AVG(total_charges) FROM admissions
    WHERE admission_type = 'Transfer' AND substr(admit_date, 1, 4) = '2024'""")
golden("r11_avg_charge_transfers_2024",
       "Could you tell me what the average bill came to for patients who were transferred in to us from another "
       "facility, looking at stays admitted in 2024? Just the average total charge per stay, in dollars, please.",
       r2(avg_tr), hint="float", mode="approximate", difficulty="easy",
       tags=["average", "average-charge", "admission-type", "open-stays", "polite", "long"])

# 4. one row of a breakdown: 2024 discharges by disposition, the 'Rehab facility' row
disp = defaultdict(int)
for a in A(dis_year(2024)):
    disp[a["discharge_disposition"]] += 1
n_rehab = disp["Rehab facility"]
check(sorted(disp.items()), """
    SELECT discharge_disposition, COUNT(*) FROM admissions WHERE substr(discharge_date, 1, 4) = '2024'
    GROUP BY discharge_disposition ORDER BY discharge_disposition""")
golden("r11_discharges_to_rehab_2024",
       "2024 discharges split by where the patient went afterwards -- how many went to rehab?",
       n_rehab, hint="int", mode="exact", difficulty="easy",
       tags=["breakdown-row", "discharges", "disposition", "value-synonym", "terse"])

# 5. comparison of two periods as a difference in percentage points: readmission rate 2024 - 2023
def readmit_rate(rows):
    d = [a for a in rows if a["dd"] is not None and a["discharge_disposition"] != "Deceased"]
    return 100.0 * sum(int(a["readmitted_30d"]) for a in d) / len(d)


rr23 = readmit_rate(A(dis_year(2023)))
rr24 = readmit_rate(A(dis_year(2024)))
d_rr = rr24 - rr23
rr_sql = """
    SELECT 100.0 * SUM(readmitted_30d) / COUNT(*) FROM admissions
    WHERE discharge_date IS NOT NULL AND discharge_disposition <> 'Deceased' AND substr(discharge_date, 1, 4) = '%s'"""
check(d_rr, "SELECT (%s) - (%s)" % (rr_sql % "2024", rr_sql % "2023"))
golden("r11_readmit_rate_change_pp_2023_to_2024",
       "by how many percentage points did our 30 day readmit rate move between 2023 and 2024? (2024 minus 2023, "
       "negative if it went down)",
       r2(d_rr), hint="float", mode="approximate", difficulty="medium",
       tags=["comparison", "difference", "percentage-points", "readmission-rate", "sloppy"])

# 6. share of a count: imaging procedures as a share of all procedures on stays admitted in 2024
pr24 = [p for p in procs if inr(p["adm"]["ad"], "2024-01-01", "2024-12-31")]
img_share = sum(1 for p in pr24 if p["category"] == "Imaging") / len(pr24) * 100
check(img_share, """
    SELECT 100.0 * SUM(CASE WHEN c.category = 'Imaging' THEN 1 ELSE 0 END) / COUNT(*)
    FROM procedures p JOIN admissions a ON a.admission_id = p.admission_id
    JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    WHERE substr(a.admit_date, 1, 4) = '2024'""")
golden("r11_imaging_share_of_procedures_2024",
       "What percentage of the procedures performed on patients admitted in 2024 were imaging procedures (by number of procedures, not charges)?",
       r2(img_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "procedures-performed", "procedure-category"])

# 7. negation across periods: patients admitted in 2023 who had no admission at all in 2024
gone = by_pid(a23) - by_pid(a24)
n_gone = len(gone)
check(n_gone, """
    SELECT COUNT(DISTINCT patient_id) FROM admissions WHERE substr(admit_date, 1, 4) = '2023'
      AND patient_id NOT IN (SELECT patient_id FROM admissions WHERE substr(admit_date, 1, 4) = '2024')""")
golden("r11_patients_2023_not_back_in_2024",
       "Of the patients we admitted at some point in 2023, how many did not have a single admission in 2024?",
       n_gone, hint="int", mode="exact", difficulty="hard", tags=["negation", "distinct-count", "two-periods"])

# 8. condition on a related table: 2024 Orthopedics stays with at least one imaging procedure
img_adm = {p["admission_id"] for p in procs if p["category"] == "Imaging"}
ortho_img = [a for a in a24 if a["department"] == "Orthopedics" and a["admission_id"] in img_adm]
n_ortho_img = len(ortho_img)
n_ortho_img_rows = sum(1 for p in pr24 if p["category"] == "Imaging" and p["adm"]["department"] == "Orthopedics")
assert 0 < n_ortho_img <= n_ortho_img_rows
check(n_ortho_img, """
    SELECT COUNT(*) FROM admissions a WHERE a.department = 'Orthopedics' AND substr(a.admit_date, 1, 4) = '2024'
      AND EXISTS (SELECT 1 FROM procedures p JOIN procedure_codes c ON c.procedure_code = p.procedure_code
                  WHERE p.admission_id = a.admission_id AND c.category = 'Imaging')""")
golden("r11_ortho_stays_with_imaging_2024",
       "how many ortho stays admitted in 2024 had at least one imaging procedure done during the stay?",
       n_ortho_img, hint="int", mode="exact", difficulty="hard",
       tags=["related-table", "exists", "procedure-category", "department", "value-synonym", "sloppy"])

# 9. threshold per entity: physicians whose 2024 discharges average more than 6 days of stay
los_doc = defaultdict(list)
for a in A(dis_year(2024)):
    los_doc[a["physician_id"]].append(a["los"])
alos_doc = {k: sum(v) / len(v) for k, v in los_doc.items()}
assert not any(abs(v - 6) < 1e-9 for v in alos_doc.values())
n_doc6 = sum(1 for v in alos_doc.values() if v > 6)
check(n_doc6, """
    SELECT COUNT(*) FROM (SELECT physician_id FROM admissions
                          WHERE discharge_date IS NOT NULL AND substr(discharge_date, 1, 4) = '2024'
                          GROUP BY physician_id HAVING AVG(length_of_stay) > 6)""")
golden("r11_doctors_alos_over_6_days_2024",
       "How many attending physicians had an average length of stay of more than 6 days across the patients they discharged in 2024?",
       n_doc6, hint="int", mode="exact", difficulty="hard",
       tags=["threshold", "per-entity", "physician", "length-of-stay", "discharge-date"])

# 10. roles: patient's home city equals the treating hospital's city, share of 2024 admissions
local = sum(1 for a in a24 if a["home_city"] == hospitals[a["hospital_id"]]["city"])
local_share = local / len(a24) * 100
check(local_share, """
    SELECT 100.0 * SUM(CASE WHEN p.home_city = h.city THEN 1 ELSE 0 END) / COUNT(*)
    FROM admissions a JOIN patients p ON p.patient_id = a.patient_id JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE substr(a.admit_date, 1, 4) = '2024'""")
golden("r11_share_treated_in_home_city_2024",
       "We'd like to know how local our care is. Out of all admissions in 2024, what percent were patients treated "
       "at a hospital located in the same city they live in?",
       r2(local_share), hint="float", mode="approximate", difficulty="hard",
       tags=["role", "home-city", "hospital-city", "share", "long"])

# 11. document: capacity_plan.md, Visitors: 2 visitors at a time normally, 1 during a surge
vis = section(os.path.join(DOCS, "capacity_plan.md"), "Visitors")
m = re.search(r"Each inpatient may have (\d+) visitors at a time", vis)
assert m and re.search(r"During a\s+surge the limit is 1 visitor", vis)
golden("r11_doc_visitors_outside_surge",
       "on a normal day, no surge on, how many visitors can a patient have with them at once?",
       int(m.group(1)), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "negation", "ordinary-words"])

# 12. unanswerable: the capacity plan says elective surgery may be postponed in a surge, but there is
#     no scheduling / booking / cancellation data anywhere in the workspace
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"postpon|cancel|schedul|booking|booked|waitlist|theatre", heads)
golden("r11_unanswerable_postponed_electives_winter_surge",
       "how many elective surgeries did we have to postpone because of the winter surge 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "policy-vs-data"])

main(OUT, [
    "# Held-out round 11: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round11.py",
])
