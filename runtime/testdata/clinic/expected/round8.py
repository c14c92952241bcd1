#!/usr/bin/env python3
"""Held-out round 8 for the clinic workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
question) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round8.py          # writes heldout/round8.hcl
    python3 expected/round8.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/kpi_definitions.md,
documents/discharge_policy.md):
- admissions, patients admitted and money are dated by admit_date (total
  charges = SUM(total_charges) of the stays admitted in the period; open stays
  have none yet);
- average charge per admission = AVG(total_charges) over the stays that carry
  charges, by admit_date;
- distinct patients = COUNT(DISTINCT patient_id); "through the ER" is
  admission_type 'Emergency', transfers are admission_type 'Transfer';
  "maternity" is the department Obstetrics (value synonym);
- patients living in a region filter patients.home_region (where they live),
  not hospitals.region (where they were treated);
- "bill" is total_charges (column synonym).
Floats are rounded to 2 decimals (4 below 100); shares and growth are
percentages. Rankings are checked for ties. The unanswerable question (bad-debt
write-offs: no such data) expects route "stop"; the document question expects
route "documents".
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
OUT = os.path.join(ROOT, "heldout", "round8.hcl")
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
for a in adm:
    a["ad"] = day(a["admit_date"])
    a["dd"] = day(a["discharge_date"])
    a["hospital"] = hospitals[a["hospital_id"]]["hospital_name"]
    a["charges"] = None if a["total_charges"] == "" else float(a["total_charges"])
    a["home_region"] = patients[a["patient_id"]]["home_region"]
    assert (a["dd"] is None) == (a["charges"] is None)

DB = sqlite_db(DATA, ["admissions.csv", "patients.csv", "hospitals.csv", "physicians.csv",
                      "procedures.csv", "procedure_codes.csv"])


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def A(*preds):
    return [a for a in adm if all(p(a) for p in preds)]


def admitted(lo, hi):
    return lambda a: inr(a["ad"], lo, hi)


def adm_year(y):
    return admitted("%d-01-01" % y, "%d-12-31" % y)


def hospital_is(name):
    assert name in {h["hospital_name"] for h in hospitals.values()}, name
    return lambda a: a["hospital"] == name


def dept_is(name):
    assert name in {a["department"] for a in adm}, name
    return lambda a: a["department"] == name


def charges(rows):
    return sum(a["charges"] for a in rows if a["charges"] is not None)


# 1. period: total charges of the stays admitted in October 2024 (all of them discharged by the extract)
oct24 = A(admitted("2024-10-01", "2024-10-31"))
ch_oct = charges(oct24)
check(ch_oct, "SELECT SUM(total_charges) FROM admissions WHERE admit_date BETWEEN '2024-10-01' AND '2024-10-31'")
golden("r8_total_charges_oct_2024", "hospital charges for october 2024?",
       r2(ch_oct), hint="float", mode="approximate", difficulty="easy", tags=["period", "defined-metric"])

# 2. distinct count: patients admitted through the emergency department at Westmoor Regional, 2024
#    (admissions: 626; a patient admitted twice counts once)
wrh = A(adm_year(2024), hospital_is("Westmoor Regional Hospital"), lambda a: a["admission_type"] == "Emergency")
n_wrh = len({a["patient_id"] for a in wrh})
assert n_wrh < len(wrh)
check(n_wrh, """
    SELECT COUNT(DISTINCT a.patient_id) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Westmoor Regional Hospital' AND a.admission_type = 'Emergency'
      AND substr(a.admit_date, 1, 4) = '2024'""")
golden("r8_westmoor_er_distinct_patients_2024",
       "How many different patients came in through the ER at Westmoor Regional in 2024?",
       n_wrh, hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "hospital", "value-synonym"])

# 3. top-N by ordinal: the department with the third-most admissions in 2023
dc = defaultdict(int)
for a in A(adm_year(2023)):
    dc[a["department"]] += 1
third = ranked(dc, 3)[2][0]
check(third, """
    SELECT department FROM admissions WHERE substr(admit_date, 1, 4) = '2023'
    GROUP BY department ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 2""")
golden("r8_third_busiest_department_2023", "which department was third by number of admissions in 2023?",
       third, hint="str", mode="exact", difficulty="medium", tags=["top-n", "ordinal", "department"])

# 4. ranking by a measure that is not the default: the hospital with the lowest average charge per
#    admission (AVG over the stays with charges), stays admitted in 2023
sc, nc = defaultdict(float), defaultdict(int)
for a in A(adm_year(2023)):
    if a["charges"] is not None:
        sc[a["hospital"]] += a["charges"]
        nc[a["hospital"]] += 1
avg_ch = {k: sc[k] / nc[k] for k in sc}
low = ranked(avg_ch, 1, reverse=False)[0][0]
check(low, """
    SELECT h.hospital_name FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE substr(a.admit_date, 1, 4) = '2023' GROUP BY h.hospital_name ORDER BY AVG(a.total_charges) ASC LIMIT 1""")
golden("r8_lowest_avg_bill_hospital_2023", "Which hospital had the lowest average bill per stay for patients admitted in 2023?",
       low, hint="str", mode="exact", difficulty="medium", tags=["bottom-1", "non-default-metric", "hospital", "synonym"])

# 5. threshold: stays admitted in 2024 with total charges above $50,000
n_50k = sum(1 for a in A(adm_year(2024)) if a["charges"] is not None and a["charges"] > 50000)
check(n_50k, "SELECT COUNT(*) FROM admissions WHERE substr(admit_date, 1, 4) = '2024' AND total_charges > 50000")
golden("r8_stays_over_50k_2024", "How many stays admitted in 2024 were billed over $50,000?",
       n_50k, hint="int", mode="exact", difficulty="medium", tags=["threshold", "charges"])

# 6. exclusion: total charges of the 2024 admissions outside Oncology and Cardiology
ch_ex = charges(A(adm_year(2024), lambda a: a["department"] not in ("Oncology", "Cardiology")))
check(ch_ex, """
    SELECT SUM(total_charges) FROM admissions WHERE substr(admit_date, 1, 4) = '2024'
      AND department NOT IN ('Oncology', 'Cardiology')""")
golden("r8_charges_2024_excl_oncology_cardiology", "total charges on 2024 admissions, excluding oncology and cardiology",
       r2(ch_ex), hint="float", mode="approximate", difficulty="medium", tags=["negation", "department"])

# 7. share: transfers as a percentage of the admissions of 2024
a24 = A(adm_year(2024))
share_tr = sum(1 for a in a24 if a["admission_type"] == "Transfer") / len(a24) * 100
check(share_tr, """
    SELECT 100.0 * SUM(CASE WHEN admission_type = 'Transfer' THEN 1 ELSE 0 END) / COUNT(*)
    FROM admissions WHERE substr(admit_date, 1, 4) = '2024'""")
golden("r8_transfer_share_admissions_2024", "What percent of our 2024 admissions were transfers in from other facilities?",
       r2(share_tr), hint="float", mode="approximate", difficulty="medium", tags=["share", "admission-type"])

# 8. growth: Obstetrics ("maternity") admissions, 2023 -> 2024, in percent
ob23 = len(A(adm_year(2023), dept_is("Obstetrics")))
ob24 = len(A(adm_year(2024), dept_is("Obstetrics")))
g_ob = (ob24 - ob23) / ob23 * 100
check(g_ob, """
    SELECT 100.0 * (SUM(CASE WHEN substr(admit_date, 1, 4) = '2024' THEN 1 ELSE 0 END)
                  - SUM(CASE WHEN substr(admit_date, 1, 4) = '2023' THEN 1 ELSE 0 END))
           / SUM(CASE WHEN substr(admit_date, 1, 4) = '2023' THEN 1 ELSE 0 END)
    FROM admissions WHERE department = 'Obstetrics'""")
golden("r8_maternity_admissions_growth_2023_2024", "percent change in maternity admissions, 2023 vs 2024",
       r2(g_ob), hint="float", mode="approximate", difficulty="medium", tags=["growth", "value-synonym", "department"])

# 9. average per entity: admissions per distinct patient at Brookhaven Community Hospital, 2023
bch = A(adm_year(2023), hospital_is("Brookhaven Community Hospital"))
per_pt = len(bch) / len({a["patient_id"] for a in bch})
check(per_pt, """
    SELECT 1.0 * COUNT(*) / COUNT(DISTINCT a.patient_id) FROM admissions a JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE h.hospital_name = 'Brookhaven Community Hospital' AND substr(a.admit_date, 1, 4) = '2023'""")
golden("r8_stays_per_patient_brookhaven_2023", "avg number of stays per patient at brookhaven in 2023",
       r2(per_pt), hint="float", mode="approximate", difficulty="medium", tags=["average", "per-entity", "sloppy"])

# 10. role: total charges of the 2024 admissions of patients who live in the West (home region),
#     wherever treated; the charges of the West region's hospitals would be 22.9M instead
ch_west = charges(A(adm_year(2024), lambda a: a["home_region"] == "West"))
ch_west_h = charges(A(adm_year(2024), lambda a: hospitals[a["hospital_id"]]["region"] == "West"))
assert abs(ch_west - ch_west_h) > 1e6
check(ch_west, """
    SELECT SUM(a.total_charges) FROM admissions a JOIN patients p ON p.patient_id = a.patient_id
    WHERE p.home_region = 'West' AND substr(a.admit_date, 1, 4) = '2024'""")
golden("r8_charges_2024_patients_living_west", "total charges on 2024 admissions of patients living in the western region",
       r2(ch_west), hint="float", mode="approximate", difficulty="hard", tags=["role", "home-region", "value-synonym"])

# 11. document: discharge_policy.md, follow-up call within 48 hours of a discharge home
fu = section(os.path.join(DOCS, "discharge_policy.md"), "Follow-up call")
hrs = [int(x) for x in re.findall(r"within (\d+)\s+hours of discharge", fu)]
assert len(hrs) == 1
golden("r8_doc_followup_call_hours", "when someone is sent home, how soon does a nurse have to phone them? (hours)",
       hrs[0], hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy", "ordinary-words"])

# 12. unanswerable: no payments, collections or write-offs anywhere (charges are list-price billing)
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"debt|write|paid|payment|collect", heads) and not re.search(r"bad debt|write-off|written off", docs)
golden("r8_unanswerable_bad_debt_2024", "How much did we write off as bad debt in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 8: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round8.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round8.py",
])
