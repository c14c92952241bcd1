#!/usr/bin/env python3
"""Held-out round 12 for the clinic workspace: 12 new questions in the words of
business users (lowercase and terse ones, polite long ones, everyday words the
knowledge files do not define), written from the data, knowledge.hcl,
pipes/*.hcl and documents/*.md only, without reading datacopilot's runtime (no
*.go) and without running datacopilot. Every expected value is computed here
from data/*.csv (and documents/*.md for the document question) with the Python
standard library only, then computed a second time by hand-written SQL over the
same CSV files loaded into sqlite3.

    python3 expected/round12.py          # writes heldout/round12.hcl
    python3 expected/round12.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/discharge_policy.md):
- admissions, money (total charges) and procedure counts are dated by the
  admission date of the stay; outcome measures (discharges, deaths, length of
  stay, patient days, readmissions) by the discharge date (rule
  admit_vs_discharge_date);
- "ER admits" = admission_type 'Emergency' (filter emergency, synonym "ER
  admissions"); "jan-jun 2023" = admit_date 2023-01-01..2023-06-30; total
  charges = SUM(total_charges), open stays add nothing (none is open in that
  range, checked);
- "passed away in hospital" = discharge_disposition 'Deceased' (value synonyms
  died / death / expired); a death is the end of the stay, so it is dated by
  the discharge date (2024); every deceased patient has exactly one Deceased
  stay and no later admission (checked), so stays and patients give the same
  count;
- "kind of doctor" = the attending physician's specialty
  (physicians.specialty, dimension specialty); ranked by SUM(total_charges) of
  the stays admitted in 2024, second place, ranking checked for ties (the
  specialty -> department mapping is one to one and Cardiology has the same name
  in both, so the department reading gives the same answer);
- average length of stay = AVG(length_of_stay) of the stays discharged in 2023
  (ALOS is always by discharge date), the Redcliff Memorial Hospital row of the
  per-hospital breakdown;
- c-sections = procedures rows with code 'Cesarean section' (value synonym
  c-section), dated by the admission date of their stay; percent change =
  (2024 - 2023) / 2023 * 100 (the discharge-year reading is computed too and
  noted, it is not the knowledge's rule);
- "days patients spent in our beds" = patient days (synonym bed days) =
  SUM(length_of_stay) of the stays discharged in 2024 (the question says
  "stays that ended in 2024"); Riverton U = Riverton University Hospital; share
  of the network total, percent;
- both: distinct patients with at least one 'Emergency' stay admitted in 2024
  AND at least one 'Elective' stay admitted in 2024 ("planned" is the value
  synonym of Elective);
- top-N then something: the three departments with the most stays admitted in
  2023 (cut checked for ties), then among those three the lowest 30-day
  readmission rate = 100 * SUM(readmitted_30d) / COUNT(*) over stays discharged
  in 2023 whose disposition is not 'Deceased' (rule readmission_denominator);
  the network-wide lowest department is a different one (checked), so the
  restriction matters;
- comparison of two groups: ALOS of 2024 discharges of patients whose
  insurance_type is 'Medicare' minus that of 'Private' ("commercially insured"
  is the value synonym of Private), in days;
- ratio computed from totals: over the stays discharged in 2024, SUM(total_charges)
  / SUM(length_of_stay), USD per day (the question rules out the mean of each
  stay's own charge per day, which differs and is checked to differ);
- documents/discharge_policy.md, Discharge time: patients should leave the ward
  by 11:00 on the day of discharge -> the hour 11.
Floats are rounded to 2 decimals (4 below 100); shares and percent changes are
percentages 0-100. Rankings are checked for ties. The unanswerable question (how
many 2024 patients arrived by ambulance: the data has admission_type Emergency /
Elective / Transfer, i.e. through the emergency department, planned or
transferred in, but no arrival mode or transport anywhere) expects route
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


def by_pid(rows):
    return {a["patient_id"] for a in rows}


def avg_charge(rows):
    c = [a["charges"] for a in rows if a["charges"] is not None]
    return sum(c) / len(c)


OUT = os.path.join(ROOT, "heldout", "round12.hcl")

a23 = A(adm_year(2023))
a24 = A(adm_year(2024))
d23 = A(dis_year(2023))
d24 = A(dis_year(2024))

# 1. total in a period: total charges of Emergency admissions admitted January-June 2023
er_h1 = A(admitted("2023-01-01", "2023-06-30"), lambda a: a["admission_type"] == "Emergency")
assert all(a["charges"] is not None for a in er_h1)
ch_er_h1 = charges(er_h1)
check(ch_er_h1, """
    SELECT SUM(total_charges) FROM admissions
    WHERE admission_type = 'Emergency' AND admit_date BETWEEN '2023-01-01' AND '2023-06-30'""")
golden("r12_er_charges_jan_jun_2023",
       "total charges on ER admits jan-jun 2023?",
       r2(ch_er_h1), hint="float", mode="approximate", difficulty="easy",
       tags=["total", "total-charges", "emergency", "half-year-in-words", "terse", "sloppy"])

# 2. a count in everyday words: patients who died in hospital, stays ending in 2024
dead = [a for a in adm if a["discharge_disposition"] == "Deceased"]
assert len(dead) == len(by_pid(dead))  # one Deceased stay per patient
death_day = {a["patient_id"]: a["dd"] for a in dead}
assert not any(a["patient_id"] in death_day and a["ad"] > death_day[a["patient_id"]] for a in adm)
dead24 = [a for a in d24 if a["discharge_disposition"] == "Deceased"]
n_dead24 = len(dead24)
assert n_dead24 == len(by_pid(dead24))
check(n_dead24, """
    SELECT COUNT(DISTINCT patient_id) FROM admissions
    WHERE discharge_disposition = 'Deceased' AND substr(discharge_date, 1, 4) = '2024'""")
check(n_dead24, """
    SELECT COUNT(*) FROM admissions
    WHERE discharge_disposition = 'Deceased' AND discharge_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r12_patients_passed_away_2024",
       "How many of our patients passed away in hospital during 2024?",
       n_dead24, hint="int", mode="exact", difficulty="easy",
       tags=["count", "disposition", "deaths", "discharge-date", "ordinary-words"])

# 3. Nth ranked item: the specialty with the second-highest total charges on 2024 admissions
spec_ch = defaultdict(float)
for a in a24:
    if a["charges"] is not None:
        spec_ch[a["specialty"]] += a["charges"]
second_spec = ranked(spec_ch, 2)[1][0]
dept_of_spec = defaultdict(set)
for a in adm:
    dept_of_spec[a["specialty"]].add(a["department"])
assert all(len(v) == 1 for v in dept_of_spec.values()) and dept_of_spec[second_spec] == {second_spec}
check(second_spec, """
    SELECT p.specialty FROM admissions a JOIN physicians p ON p.physician_id = a.physician_id
    WHERE substr(a.admit_date, 1, 4) = '2024'
    GROUP BY p.specialty ORDER BY SUM(a.total_charges) DESC LIMIT 1 OFFSET 1""")
golden("r12_second_specialty_by_charges_2024",
       "which kind of doctor brought in the second most in charges on 2024 admissions?",
       second_spec, hint="str", mode="exact", difficulty="easy",
       tags=["nth-ranked", "specialty", "total-charges", "ordinary-words", "sloppy"])

# 4. one row of a breakdown: ALOS per hospital for 2023 discharges, the Redcliff Memorial row
los_h = defaultdict(list)
for a in d23:
    los_h[a["hospital"]].append(a["los"])
alos_h = {k: sum(v) / len(v) for k, v in los_h.items()}
alos_rmh = alos_h["Redcliff Memorial Hospital"]
check(sorted(alos_h.items()), """
    SELECT h.hospital_name, AVG(a.length_of_stay) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.discharge_date IS NOT NULL AND substr(a.discharge_date, 1, 4) = '2023'
    GROUP BY h.hospital_name ORDER BY h.hospital_name""")
golden("r12_alos_redcliff_2023",
       "I'm looking at average length of stay per hospital for patients discharged in 2023. Could you give me the "
       "figure for Redcliff Memorial, in days, please?",
       r2(alos_rmh), hint="float", mode="approximate", difficulty="easy",
       tags=["breakdown-row", "average", "length-of-stay", "hospital", "discharge-date", "polite"])

# 5. two periods compared: percent change in c-sections, 2023 -> 2024 (by admission date of the stay)
def csections(year, key="ad"):
    return sum(1 for p in procs if p["description"] == "Cesarean section" and p["adm"][key] is not None
               and p["adm"][key].year == year)


cs23, cs24 = csections(2023), csections(2024)
cs_chg = (cs24 - cs23) / cs23 * 100
cs_chg_dis = (csections(2024, "dd") - csections(2023, "dd")) / csections(2023, "dd") * 100  # not the rule; noted
cs_sql = """
    SELECT COUNT(*) FROM procedures p JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    JOIN admissions a ON a.admission_id = p.admission_id
    WHERE c.description = 'Cesarean section' AND substr(a.admit_date, 1, 4) = '%s'"""
check(cs_chg, "SELECT 100.0 * ((%s) - (%s)) / (%s)" % (cs_sql % "2024", cs_sql % "2023", cs_sql % "2023"))
golden("r12_csections_pct_change_2023_2024",
       "c-sections: % change 2023 -> 2024",
       r2(cs_chg), hint="float", mode="approximate", difficulty="easy",
       tags=["comparison", "percent-change", "procedure", "value-synonym", "terse"])

# 6. share of a whole: Riverton University Hospital's share of patient days, stays ended in 2024
pd_h = defaultdict(int)
for a in d24:
    pd_h[a["hospital"]] += a["los"]
ruh_pd_share = pd_h["Riverton University Hospital"] / sum(pd_h.values()) * 100
check(ruh_pd_share, """
    SELECT 100.0 * SUM(CASE WHEN h.hospital_name = 'Riverton University Hospital' THEN a.length_of_stay ELSE 0 END)
           / SUM(a.length_of_stay)
    FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.discharge_date IS NOT NULL AND substr(a.discharge_date, 1, 4) = '2024'""")
golden("r12_riverton_share_patient_days_2024",
       "of all the days patients spent in our beds, for stays that ended in 2024, what percent were at riverton u?",
       r2(ruh_pd_share), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "patient-days", "hospital", "value-synonym", "ordinary-words", "sloppy"])

# 7. both: patients with an Emergency AND an Elective admission in 2024
er24 = by_pid(a for a in a24 if a["admission_type"] == "Emergency")
el24 = by_pid(a for a in a24 if a["admission_type"] == "Elective")
n_both = len(er24 & el24)
assert 0 < n_both < min(len(er24), len(el24))
check(n_both, """
    SELECT COUNT(*) FROM (
      SELECT patient_id FROM admissions WHERE substr(admit_date, 1, 4) = '2024'
      GROUP BY patient_id
      HAVING SUM(admission_type = 'Emergency') > 0 AND SUM(admission_type = 'Elective') > 0)""")
golden("r12_patients_er_and_planned_2024",
       "Of the people admitted in 2024, how many came in through the ER at least once and also had at least one "
       "planned admission that same year?",
       n_both, hint="int", mode="exact", difficulty="hard",
       tags=["both", "distinct-count", "admission-type", "value-synonym"])

# 8. top-N then something: among the 3 busiest departments of 2023, the lowest 2023 readmission rate
dep23 = defaultdict(int)
for a in a23:
    dep23[a["department"]] += 1
top3 = [k for k, _ in ranked(dep23, 3)]


def readmit_rate(rows):
    d = [a for a in rows if a["dd"] is not None and a["discharge_disposition"] != "Deceased"]
    return 100.0 * sum(int(a["readmitted_30d"]) for a in d) / len(d)


rr_dep = {k: readmit_rate([a for a in d23 if a["department"] == k]) for k in dep23}
low_in_top3 = ranked({k: rr_dep[k] for k in top3}, 1, reverse=False)[0][0]
assert ranked(rr_dep, 1, reverse=False)[0][0] != low_in_top3  # the restriction to the top 3 matters
check(low_in_top3, """
    WITH top3 AS (SELECT department FROM admissions WHERE substr(admit_date, 1, 4) = '2023'
                  GROUP BY department ORDER BY COUNT(*) DESC LIMIT 3)
    SELECT department FROM admissions
    WHERE discharge_date IS NOT NULL AND discharge_disposition <> 'Deceased'
      AND substr(discharge_date, 1, 4) = '2023' AND department IN (SELECT department FROM top3)
    GROUP BY department ORDER BY 100.0 * SUM(readmitted_30d) / COUNT(*) ASC LIMIT 1""")
golden("r12_lowest_readmit_among_top3_departments_2023",
       "Take our three busiest departments by number of 2023 admissions. Of those three, which one had the lowest "
       "30-day readmission rate for patients discharged in 2023?",
       low_in_top3, hint="str", mode="exact", difficulty="hard",
       tags=["top-n-then", "department", "readmission-rate", "ranking"])

# 9. comparison of two groups: ALOS of 2024 discharges, Medicare minus Private (commercially insured)
def alos_payer(payer):
    v = [a["los"] for a in d24 if patients[a["patient_id"]]["insurance_type"] == payer]
    return sum(v) / len(v)


los_gap = alos_payer("Medicare") - alos_payer("Private")
payer_sql = """
    SELECT AVG(a.length_of_stay) FROM admissions a JOIN patients p ON p.patient_id = a.patient_id
    WHERE a.discharge_date IS NOT NULL AND substr(a.discharge_date, 1, 4) = '2024' AND p.insurance_type = '%s'"""
check(los_gap, "SELECT (%s) - (%s)" % (payer_sql % "Medicare", payer_sql % "Private"))
golden("r12_alos_gap_medicare_vs_commercial_2024",
       "for 2024 discharges, how many more days on average did medicare patients stay than commercially insured ones?",
       r2(los_gap), hint="float", mode="approximate", difficulty="hard",
       tags=["two-groups", "difference", "length-of-stay", "insurance", "value-synonym", "sloppy"])

# 10. ratio computed from totals: charges per patient day over the stays discharged in 2024
per_day = charges(d24) / sum(a["los"] for a in d24)
mean_of_ratios = sum(a["charges"] / a["los"] for a in d24) / len(d24)
assert abs(per_day - mean_of_ratios) > 100
check(per_day, """
    SELECT SUM(total_charges) * 1.0 / SUM(length_of_stay) FROM admissions
    WHERE discharge_date IS NOT NULL AND substr(discharge_date, 1, 4) = '2024'""")
golden("r12_charges_per_patient_day_2024",
       "For the stays that wrapped up in 2024, what did we bill per day in hospital overall? I mean total charges "
       "divided by total days, not an average of each stay's own daily rate.",
       r2(per_day), hint="float", mode="approximate", difficulty="hard",
       tags=["ratio-of-totals", "total-charges", "patient-days", "discharge-date", "long"])

# 11. document: discharge_policy.md, Discharge time: leave the ward by 11:00 on the day of discharge
dtime = section(os.path.join(DOCS, "discharge_policy.md"), "Discharge time")
m = re.search(r"Patients should leave the ward by (\d{1,2}):00 on\s+the day of discharge", dtime)
assert m, dtime
golden("r12_doc_discharge_leave_ward_hour",
       "on the day someone goes home, by what time are they meant to be off the ward? just the hour (24h) pls",
       int(m.group(1)), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "ordinary-words", "sloppy"])

# 12. unanswerable: arrival by ambulance -- admission_type says through the ED / planned / transferred in,
#     but there is no arrival mode or transport column anywhere in the workspace
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"ambulan|arriv|transport|mode|ems|paramedic|conveyance", heads)
assert {a["admission_type"] for a in adm} == {"Emergency", "Elective", "Transfer"}
with open(os.path.join(ROOT, "knowledge.hcl"), encoding="utf-8") as f:
    assert "ambulance" not in f.read().lower()
for doc in os.listdir(DOCS):
    with open(os.path.join(DOCS, doc), encoding="utf-8") as f:
        assert "ambulance" not in f.read().lower(), doc
golden("r12_unanswerable_ambulance_arrivals_2024",
       "how many of the patients we admitted in 2024 arrived by ambulance?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable", "near-miss-column"])

if os.environ.get("R12_DEBUG"):
    print("c-sections", cs23, cs24, "discharge-year reading", r2(cs_chg_dis), file=sys.stderr)
    print("spec charges", ranked(spec_ch), file=sys.stderr)
    print("top3", top3, {k: rr_dep[k] for k in top3}, file=sys.stderr)
    print("per day", per_day, "mean of ratios", mean_of_ratios, file=sys.stderr)

main(OUT, [
    "# Held-out round 12: not loaded by eval; written without reading the runtime and",
    "# without running datacopilot; answers computed by expected/round12.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round12.py",
])
