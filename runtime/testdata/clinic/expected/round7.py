#!/usr/bin/env python3
"""Held-out round 7 for the clinic workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round7.py          # writes heldout/round7.hcl
    python3 expected/round7.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/capacity_plan.md):
- admissions and money are dated by admit_date (total charges = SUM(total_charges)
  of the stays admitted in the period; open stays have none yet; procedure
  charges = SUM(procedures.charge) of stays admitted in the period);
- discharges, length of stay and its median are dated by discharge_date (stays
  discharged in the period; deaths included in discharges);
- the attending physician is admissions.physician_id; a hospital's licensed
  beds are hospitals.beds; "planned" admissions are admission_type 'Elective';
- FY2024 = 2023-07-01..2024-06-30;
- "home health" is the discharge disposition 'Home health'.
Floats are rounded to 2 decimals (4 below 100); growth is a percentage.
Rankings are checked for ties. The two unanswerable questions (staff flu
vaccinations, physician salaries: no such data) expect route "stop"; the two
document questions expect route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round7.hcl")
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
hospitals = {h["hospital_id"]: h for h in load("hospitals.csv")}
physicians = {p["physician_id"]: p for p in load("physicians.csv")}
codes = {c["procedure_code"]: c for c in load("procedure_codes.csv")}
procs = load("procedures.csv")
by_id = {a["admission_id"]: a for a in adm}
for a in adm:
    a["ad"] = day(a["admit_date"])
    a["dd"] = day(a["discharge_date"])
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["physician"] = physicians[a["physician_id"]]["physician_name"]
    a["charges"] = None if a["total_charges"] == "" else float(a["total_charges"])
    a["los"] = None if a["length_of_stay"] == "" else int(a["length_of_stay"])
    assert (a["dd"] is None) == (a["los"] is None) == (a["charges"] is None) == (a["discharge_disposition"] == "")
for p in procs:
    p["a"] = by_id[p["admission_id"]]
    p["description"] = codes[p["procedure_code"]]["description"]
    p["amt"] = float(p["charge"])

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


def dept_is(name):
    assert name in {a["department"] for a in adm}, name
    return lambda a: a["department"] == name


# 1. department (value synonym "ortho") + quarter: total charges of Orthopedics stays admitted Q2 2024
ch_ortho = sum(a["charges"] for a in A(admitted("2024-04-01", "2024-06-30"), dept_is("Orthopedics")) if a["charges"] is not None)
check(ch_ortho, """
    SELECT SUM(total_charges) FROM admissions
    WHERE department = 'Orthopedics' AND admit_date BETWEEN '2024-04-01' AND '2024-06-30'""")
golden("r7_ortho_charges_q2_2024", "total charges for ortho admissions in q2 2024",
       r2(ch_ortho), hint="float", mode="approximate", difficulty="easy", tags=["period", "department", "value-synonym"])

# 2. median of a department's stays discharged in 2023: Cardiology
los_card = [a["los"] for a in A(discharged("2023-01-01", "2023-12-31"), dept_is("Cardiology"))]
med_card = statistics.median(los_card)
srt = sorted(los_card)
n = len(srt)
sql_med = DB.execute("""
    SELECT AVG(length_of_stay) FROM (SELECT length_of_stay FROM admissions
    WHERE department = 'Cardiology' AND discharge_date BETWEEN '2023-01-01' AND '2023-12-31'
    ORDER BY length_of_stay LIMIT 2 - (SELECT COUNT(*) FROM admissions WHERE department = 'Cardiology'
      AND discharge_date BETWEEN '2023-01-01' AND '2023-12-31') % 2
    OFFSET ((SELECT COUNT(*) FROM admissions WHERE department = 'Cardiology'
      AND discharge_date BETWEEN '2023-01-01' AND '2023-12-31') - 1) / 2)""").fetchone()[0]
assert same(float(med_card), float(sql_med)), (med_card, sql_med)
golden("r7_cardiology_median_los_2023", "median LOS for cardiology patients discharged in 2023",
       r2(float(med_card)), hint="float", mode="approximate", difficulty="medium",
       tags=["median", "department", "date-role"])

# 3. top of a breakdown: attending physician with the most total charges, stays admitted in 2023
pc = defaultdict(float)
for a in A(admitted("2023-01-01", "2023-12-31")):
    if a["charges"] is not None:
        pc[a["physician"]] += a["charges"]
top_doc = ranked(pc, 1)[0][0]
check(top_doc, """
    SELECT p.physician_name FROM admissions a JOIN physicians p ON p.physician_id = a.physician_id
    WHERE a.admit_date BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY p.physician_name ORDER BY SUM(a.total_charges) DESC LIMIT 1""")
golden("r7_top_attending_charges_2023", "which attending racked up the highest total charges on 2023 admissions",
       top_doc, hint="str", mode="exact", difficulty="medium", tags=["top-1", "physician", "synonym"])

# 4. hospital (value synonym) + admission type synonym ("planned" = Elective) + fiscal year FY2024
n_sm = len(A(admitted("2023-07-01", "2024-06-30"), hospital_is("Southport Medical Center"),
             lambda a: a["admission_type"] == "Elective"))
check(n_sm, """
    SELECT COUNT(*) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Southport Medical Center' AND a.admission_type = 'Elective'
      AND a.admit_date BETWEEN '2023-07-01' AND '2024-06-30'""")
golden("r7_southport_planned_admissions_fy2024", "how many planned admissions did Southport Med have in FY24",
       n_sm, hint="int", mode="exact", difficulty="medium", tags=["fiscal-period", "value-synonym", "hospital"])

# 5. top of a breakdown: procedure with the most procedure charges, stays admitted in 2024
pr = defaultdict(float)
for p in procs:
    if inr(p["a"]["ad"], "2024-01-01", "2024-12-31"):
        pr[p["description"]] += p["amt"]
top_proc = ranked(pr, 1)[0][0]
check(top_proc, """
    SELECT c.description FROM procedures p JOIN procedure_codes c ON c.procedure_code = p.procedure_code
    JOIN admissions a ON a.admission_id = p.admission_id WHERE a.admit_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY c.description ORDER BY SUM(p.charge) DESC LIMIT 1""")
golden("r7_top_procedure_by_charges_2024", "Which procedure brought in the most procedure charges in 2024?",
       top_proc, hint="str", mode="exact", difficulty="easy", tags=["top-1", "procedure"])

# 6. ratio per something: admissions per licensed bed, per hospital, stays admitted in 2024: the lowest
cnt = defaultdict(int)
for a in A(admitted("2024-01-01", "2024-12-31")):
    cnt[a["hospital_id"]] += 1
per_bed = {hospitals[k]["hospital_name"]: cnt[k] / int(hospitals[k]["beds"]) for k in hospitals}
low_bed = ranked(per_bed, 1, reverse=False)[0][0]
check(low_bed, """
    SELECT h.hospital_name FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.admit_date BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY h.hospital_name, h.beds ORDER BY 1.0 * COUNT(*) / h.beds ASC LIMIT 1""")
golden("r7_fewest_admissions_per_bed_2024", "Which hospital had the fewest admissions per licensed bed in 2024?",
       low_bed, hint="str", mode="exact", difficulty="hard", tags=["ratio", "per-entity", "bottom-1"])

# 7. growth between two years: discharges to home health (by discharge date), 2023 -> 2024
hh = {y: len(A(discharged("%d-01-01" % y, "%d-12-31" % y), lambda a: a["discharge_disposition"] == "Home health"))
      for y in (2023, 2024)}
g_hh = (hh[2024] - hh[2023]) / hh[2023] * 100
check(g_hh, """
    SELECT 100.0 * (SUM(substr(discharge_date, 1, 4) = '2024') - SUM(substr(discharge_date, 1, 4) = '2023'))
           / SUM(substr(discharge_date, 1, 4) = '2023')
    FROM admissions WHERE discharge_disposition = 'Home health'""")
golden("r7_home_health_discharges_growth_2023_2024",
       "by what percent did discharges to home health grow from 2023 to 2024",
       r2(g_hh), hint="float", mode="approximate", difficulty="hard", tags=["growth", "date-role", "disposition"])

# 8. exclusion: admissions at Northfield General Hospital in 2024 other than transfers
n_ngh = len(A(admitted("2024-01-01", "2024-12-31"), hospital_is("Northfield General Hospital"),
              lambda a: a["admission_type"] != "Transfer"))
check(n_ngh, """
    SELECT COUNT(*) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Northfield General Hospital' AND a.admission_type <> 'Transfer'
      AND a.admit_date BETWEEN '2024-01-01' AND '2024-12-31'""")
golden("r7_northfield_admissions_excl_transfers_2024",
       "How many admissions did Northfield General have in 2024, not counting transfers?",
       n_ngh, hint="int", mode="exact", difficulty="medium", tags=["negation", "hospital"])

# 9. document: kpi_definitions.md, a long stay is more than 7 days
ls = section(os.path.join(DOCS, "kpi_definitions.md"), "Long stays")
days7 = [int(x) for x in re.findall(r"length of stay of more than (\d+) days", ls)]
assert len(days7) == 1
golden("r7_doc_long_stay_threshold", "a stay counts as a long stay once it goes over how many days?",
       days7[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "definition"])

# 10. document: capacity_plan.md, a surge needs 90% occupancy for two nights in a row
surge = section(os.path.join(DOCS, "capacity_plan.md"), "Surge level")
nights = re.findall(r"for (\w+) nights in a row", surge)
assert nights == ["two"]
golden("r7_doc_surge_nights_in_a_row",
       "how many nights in a row does occupancy have to stay at 90% or more before we declare a surge",
       2, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])

# 11-12. unanswerable: no staff vaccination data, no physician pay anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"vaccin|immuni|flu", heads + docs)
assert "vaccin" not in " ".join(c["description"].lower() for c in codes.values())
golden("r7_unanswerable_staff_flu_vaccinations_2024", "How many flu shots did we give our staff in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"salar|wage|pay\b|compensation", heads + docs)
golden("r7_unanswerable_physician_salary_riverton", "whats the average salary of the doctors at Riverton University Hospital",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round7.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round7.py",
])
