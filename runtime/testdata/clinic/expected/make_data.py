#!/usr/bin/env python3
"""Generate the clinic workspace's data: a hospital network's admissions, 2023-2024.

Synthetic, Python standard library only, fixed seed: running it twice writes
byte-identical files. Writes data/*.csv next to this folder's parent:

  hospitals.csv        the network's 7 hospitals (city, region, beds)
  physicians.csv       attending physicians (specialty, hospital)
  patients.csv         patients with at least one admission (sex, birth year,
                       home city and region, insurance type; insurance empty
                       when it was not recorded)
  admissions.csv       one row per inpatient stay admitted 2023-01-01..2024-12-31;
                       the extract was taken at the end of 2024-12-31, so stays
                       still open then have no discharge date, length of stay,
                       charges, disposition, readmission flag or survey score
  procedure_codes.csv  the charge master's procedure codes (description, category)
  procedures.csv       procedures performed during a stay, with their charge

Patterns built in: winter peaks of respiratory and medical admissions (with an
extra surge in January-February 2024), fewer elective admissions at weekends, in
August and at the end of December, about 6% more admissions in 2024, transfers
mostly into the university hospital, unplanned readmissions within 30 days that
depend on the department, and higher charges for patients whose insurance was
not recorded (mostly out-of-area emergency patients).

Usage: python3 expected/make_data.py
"""
import csv
import datetime as dt
import math
import os
import random

SEED = 20250101
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

START = dt.date(2023, 1, 1)
END = dt.date(2024, 12, 31)  # extract date: stays open after this day are current inpatients

# ------------------------------------------------------------------ geography
REGIONS = {
    "Central": [("Riverton", 0.6), ("Millbrook", 0.25), ("Cedar Falls", 0.15)],
    "North": [("Northfield", 0.55), ("Ashby", 0.25), ("Pinecrest", 0.2)],
    "South": [("Southport", 0.5), ("Brookhaven", 0.3), ("Marlow", 0.2)],
    "East": [("Eastbridge", 0.6), ("Kingsley", 0.25), ("Oakdale", 0.15)],
    "West": [("Westmoor", 0.45), ("Redcliff", 0.3), ("Harlow", 0.25)],
}
REGION_WEIGHTS = {"Central": 0.30, "North": 0.20, "South": 0.22, "East": 0.16, "West": 0.12}

DEPARTMENTS = ["Internal Medicine", "Cardiology", "General Surgery", "Orthopedics", "Obstetrics",
               "Pulmonology", "Pediatrics", "Neurology", "Oncology", "Psychiatry"]
SPECIALTY = {
    "Internal Medicine": "Internal Medicine", "Cardiology": "Cardiology",
    "General Surgery": "General Surgery", "Orthopedics": "Orthopedic Surgery",
    "Obstetrics": "Obstetrics and Gynecology", "Pulmonology": "Pulmonology",
    "Pediatrics": "Pediatrics", "Neurology": "Neurology", "Oncology": "Medical Oncology",
    "Psychiatry": "Psychiatry",
}
SMALL_DEPTS = ["Internal Medicine", "General Surgery", "Orthopedics", "Obstetrics", "Pediatrics"]
MID_DEPTS = [d for d in DEPARTMENTS if d not in ("Neurology", "Psychiatry")]

# id, name, city, region, beds, departments, physicians per department, price factor, satisfaction effect
HOSPITALS = [
    ("RUH", "Riverton University Hospital", "Riverton", "Central", 650, DEPARTMENTS, 4, 1.15, -0.15),
    ("NGH", "Northfield General Hospital", "Northfield", "North", 420, DEPARTMENTS, 3, 1.00, 0.10),
    ("SMC", "Southport Medical Center", "Southport", "South", 380, DEPARTMENTS, 3, 1.02, -0.45),
    ("SAH", "St. Agnes Hospital", "Eastbridge", "East", 300, MID_DEPTS, 2, 0.98, 0.55),
    ("WRH", "Westmoor Regional Hospital", "Westmoor", "West", 260, MID_DEPTS, 2, 0.95, 0.0),
    ("BCH", "Brookhaven Community Hospital", "Brookhaven", "South", 120, SMALL_DEPTS, 2, 0.90, 0.35),
    ("RMH", "Redcliff Memorial Hospital", "Redcliff", "West", 90, SMALL_DEPTS, 2, 0.88, 0.20),
]
HOSP = {h[0]: h for h in HOSPITALS}
REGION_HOSPITALS = {}
for h in HOSPITALS:
    REGION_HOSPITALS.setdefault(h[3], []).append(h[0])

# department: share of index admissions, (emergency, elective, transfer), mean LOS, daily rate,
# 30-day unplanned readmission probability
DEPT = {
    "Internal Medicine": (0.235, (0.84, 0.10, 0.06), 4.8, 2400, 0.14),
    "Cardiology": (0.13, (0.62, 0.22, 0.16), 4.2, 3200, 0.15),
    "General Surgery": (0.11, (0.50, 0.44, 0.06), 4.0, 2900, 0.08),
    "Orthopedics": (0.10, (0.34, 0.62, 0.04), 3.4, 2800, 0.05),
    "Obstetrics": (0.10, (0.68, 0.31, 0.01), 2.4, 2200, 0.02),
    "Pulmonology": (0.08, (0.80, 0.08, 0.12), 5.6, 3000, 0.18),
    "Pediatrics": (0.07, (0.76, 0.18, 0.06), 2.9, 2300, 0.05),
    "Neurology": (0.06, (0.70, 0.10, 0.20), 5.4, 3100, 0.10),
    "Oncology": (0.065, (0.30, 0.62, 0.08), 6.6, 3400, 0.15),
    "Psychiatry": (0.05, (0.82, 0.12, 0.06), 9.5, 1600, 0.11),
}
TYPES = ["Emergency", "Elective", "Transfer"]

# ------------------------------------------------------------------ procedures
# code, description, category, standard charge
CODES = [
    ("PX1001", "Total knee replacement", "Surgical", 28500),
    ("PX1002", "Total hip replacement", "Surgical", 31200),
    ("PX1003", "Spinal fusion", "Surgical", 46800),
    ("PX1004", "Hip fracture repair (ORIF)", "Surgical", 24400),
    ("PX1005", "Knee arthroscopy", "Surgical", 9800),
    ("PX1010", "Appendectomy", "Surgical", 14200),
    ("PX1011", "Laparoscopic cholecystectomy", "Surgical", 16900),
    ("PX1012", "Hernia repair", "Surgical", 11800),
    ("PX1013", "Bowel resection", "Surgical", 38500),
    ("PX1014", "Tumor resection", "Surgical", 42600),
    ("PX1015", "Coronary artery bypass graft (CABG)", "Surgical", 78900),
    ("PX2001", "Cardiac catheterization", "Cardiac", 12600),
    ("PX2002", "Percutaneous coronary intervention (PCI)", "Cardiac", 27400),
    ("PX2003", "Pacemaker insertion", "Cardiac", 23900),
    ("PX3001", "MRI brain", "Imaging", 3200),
    ("PX3002", "CT chest", "Imaging", 1900),
    ("PX3003", "CT abdomen", "Imaging", 2100),
    ("PX3004", "Echocardiogram", "Imaging", 1600),
    ("PX4001", "Vaginal delivery", "Obstetric", 7400),
    ("PX4002", "Cesarean section", "Obstetric", 13900),
    ("PX5001", "Chemotherapy infusion", "Therapeutic", 8600),
    ("PX5002", "Radiation therapy", "Therapeutic", 6300),
    ("PX5003", "Blood transfusion", "Therapeutic", 2400),
    ("PX5004", "Mechanical ventilation", "Therapeutic", 15800),
    ("PX5005", "Mechanical thrombectomy", "Therapeutic", 33500),
    ("PX5006", "Electroconvulsive therapy", "Therapeutic", 2900),
    ("PX6001", "Bronchoscopy", "Diagnostic", 4100),
    ("PX6002", "Upper GI endoscopy", "Diagnostic", 3300),
    ("PX6003", "EEG", "Diagnostic", 1400),
    ("PX6004", "Lumbar puncture", "Diagnostic", 1800),
]
CODE = {c[0]: c for c in CODES}

# department -> admission type -> list of (probability, [codes]) "bundles", drawn independently
BUNDLES = {
    "Orthopedics": {
        "Elective": [(0.44, ["PX1001"]), (0.33, ["PX1002"]), (0.11, ["PX1003"]), (0.10, ["PX1005"])],
        "Emergency": [(0.62, ["PX1004"]), (0.12, ["PX1005"]), (0.25, ["PX3003"])],
        "Transfer": [(0.70, ["PX1004"]), (0.15, ["PX1003"])],
    },
    "Cardiology": {
        "Elective": [(0.45, ["PX2001"]), (0.25, ["PX2003"]), (0.20, ["PX2002"]), (0.5, ["PX3004"])],
        "Emergency": [(0.50, ["PX2001"]), (0.30, ["PX2002"]), (0.05, ["PX2003"]), (0.55, ["PX3004"])],
        "Transfer": [(0.60, ["PX2001"]), (0.45, ["PX2002"]), (0.12, ["PX1015"]), (0.4, ["PX3004"])],
    },
    "General Surgery": {
        "Elective": [(0.40, ["PX1011"]), (0.35, ["PX1012"]), (0.18, ["PX1013"])],
        "Emergency": [(0.42, ["PX1010"]), (0.22, ["PX1011"]), (0.10, ["PX1013"]), (0.55, ["PX3003"])],
        "Transfer": [(0.35, ["PX1013"]), (0.30, ["PX1010"]), (0.5, ["PX3003"])],
    },
    "Obstetrics": {
        "Elective": [(0.55, ["PX4002"]), (0.45, ["PX4001"])],
        "Emergency": [(0.70, ["PX4001"]), (0.27, ["PX4002"])],
        "Transfer": [(0.6, ["PX4002"]), (0.4, ["PX4001"])],
    },
    "Pulmonology": {
        "*": [(0.55, ["PX3002"]), (0.25, ["PX6001"]), (0.14, ["PX5004"])],
    },
    "Neurology": {
        "*": [(0.70, ["PX3001"]), (0.25, ["PX6003"]), (0.15, ["PX6004"])],
        "Transfer": [(0.8, ["PX3001"]), (0.45, ["PX5005"])],
        "Emergency": [(0.72, ["PX3001"]), (0.2, ["PX6003"]), (0.08, ["PX5005"]), (0.1, ["PX6004"])],
    },
    "Oncology": {
        "Elective": [(0.55, ["PX5001"]), (0.25, ["PX1014"]), (0.22, ["PX5002"]), (0.15, ["PX5003"])],
        "*": [(0.30, ["PX5003"]), (0.35, ["PX3003"]), (0.15, ["PX5001"])],
    },
    "Internal Medicine": {
        "*": [(0.22, ["PX3003"]), (0.14, ["PX6002"]), (0.10, ["PX5003"]), (0.08, ["PX3004"])],
    },
    "Pediatrics": {
        "*": [(0.12, ["PX6004"]), (0.10, ["PX3002"]), (0.08, ["PX1010"])],
    },
    "Psychiatry": {
        "*": [(0.06, ["PX5006"]), (0.05, ["PX3001"])],
    },
}

FIRST_F = ["Maria", "Sarah", "Emily", "Anna", "Laura", "Priya", "Grace", "Hannah", "Olivia", "Sofia", "Mei",
           "Claire", "Rachel", "Nadia", "Elena", "Fatima", "Julia", "Rebecca", "Aisha", "Ingrid", "Leah",
           "Chloe", "Naomi", "Yuki", "Amara", "Helen", "Irene", "Lucia", "Monica", "Vera"]
FIRST_M = ["James", "David", "Michael", "Daniel", "Samuel", "Ahmed", "Raj", "Thomas", "Lucas", "Mateo", "Wei",
           "Omar", "Jonas", "Peter", "Andrew", "Victor", "Kenji", "Marcus", "Ethan", "Noah", "Felix", "Hugo",
           "Isaac", "Leon", "Nikolai", "Oscar", "Paul", "Ravi", "Simon", "Tomas"]
LAST = ["Chen", "Patel", "Okafor", "Novak", "Schmidt", "Garcia", "Kim", "Nguyen", "Rossi", "Haddad", "Murphy",
        "Larsen", "Kowalski", "Silva", "Tanaka", "Brennan", "Moreau", "Fischer", "Ibrahim", "Costa", "Walsh",
        "Lindqvist", "Mendez", "Abbott", "Reyes", "Varga", "Sato", "Odum", "Petrov", "Hughes", "Quinn",
        "Duarte", "Fraser", "Holm", "Jensen", "Khan", "Lowe", "Mistry", "Nolan", "Park", "Ramos", "Stewart",
        "Turner", "Usman", "Vidal", "Weber", "Young", "Zhou", "Bauer", "Castillo"]


def weighted(pairs):
    """Pick from [(item, weight), ...]."""
    items = [p[0] for p in pairs]
    weights = [p[1] for p in pairs]
    return rng.choices(items, weights=weights)[0]


# ------------------------------------------------------------------ physicians
physicians = []  # (id, name, specialty, hospital_id, department, workload weight)
used_names = set()
pid = 1
for h in HOSPITALS:
    for d in h[5]:
        for _ in range(h[6]):
            while True:
                first = rng.choice(FIRST_F if rng.random() < 0.48 else FIRST_M)
                name = first + " " + rng.choice(LAST)
                if name not in used_names:
                    used_names.add(name)
                    break
            physicians.append((pid, name, SPECIALTY[d], h[0], d, rng.lognormvariate(0, 0.45)))
            pid += 1
PHYS_BY = {}
for p in physicians:
    PHYS_BY.setdefault((p[3], p[4]), []).append(p)

# ------------------------------------------------------------------ patients
N_POOL = 20000
pool = []  # dicts
for i in range(N_POOL):
    r = rng.random()
    if r < 0.12:
        age = rng.randint(0, 17)
    elif r < 0.66:
        age = rng.randint(18, 64)
    else:
        age = min(100, 65 + int(rng.expovariate(1 / 10.0)))
    birth_year = 2023 - age
    sex = "F" if rng.random() < 0.53 else "M"
    region = weighted(list(REGION_WEIGHTS.items()))
    city = weighted(REGIONS[region])
    if age >= 65:
        ins = weighted([("Medicare", 0.86), ("Private", 0.09), ("Medicaid", 0.04), ("Self-pay", 0.01)])
    elif age < 18:
        ins = weighted([("Private", 0.52), ("Medicaid", 0.45), ("Self-pay", 0.03)])
    else:
        ins = weighted([("Private", 0.58), ("Medicaid", 0.28), ("Self-pay", 0.09), ("Medicare", 0.05)])
    if rng.random() < 0.07:
        ins = ""  # not recorded at registration
    frailty = (0.6 + age / 40.0) * rng.lognormvariate(0, 0.5)
    pool.append(dict(id=10001 + i, sex=sex, birth_year=birth_year, age=age, city=city, region=region,
                     insurance=ins, frailty=frailty, busy_until=None, deceased=False, n=0))


def bucket(pred, weight):
    members = [p for p in pool if pred(p)]
    cum, s = [], 0.0
    for p in members:
        s += weight(p)
        cum.append(s)
    return members, cum


BUCKETS = {
    "child": bucket(lambda p: p["age"] < 18, lambda p: 1.0 + 0.2 * p["frailty"]),
    "maternity": bucket(lambda p: p["sex"] == "F" and 17 <= p["age"] <= 44, lambda p: 1.0),
    "adult": bucket(lambda p: p["age"] >= 18, lambda p: p["frailty"]),
    "older": bucket(lambda p: p["age"] >= 40, lambda p: p["frailty"] ** 1.5),
    "young_adult": bucket(lambda p: 16 <= p["age"] <= 70, lambda p: 1.0),
}
DEPT_BUCKET = {
    "Pediatrics": "child", "Obstetrics": "maternity", "Psychiatry": "young_adult",
    "Cardiology": "older", "Pulmonology": "older", "Oncology": "older", "Neurology": "older",
    "Internal Medicine": "adult", "General Surgery": "adult", "Orthopedics": "adult",
}


def pick_patient(dept, day):
    members, cum = BUCKETS[DEPT_BUCKET[dept]]
    for _ in range(40):
        p = rng.choices(members, cum_weights=cum)[0]
        if p["deceased"]:
            continue
        if p["busy_until"] is not None and p["busy_until"] >= day:
            continue
        return p
    return None


def pick_hospital(patient, dept, adm_type):
    if adm_type == "Transfer":
        # transfers go up to a larger hospital, mostly the university hospital
        return weighted([("RUH", 0.68), ("NGH", 0.16), ("SMC", 0.16)])
    r = rng.random()
    if r < 0.82:
        cands = REGION_HOSPITALS[patient["region"]]
        h = weighted([(c, HOSP[c][4]) for c in cands])
    elif r < 0.95:
        h = "RUH"
    else:
        h = weighted([(x[0], x[4]) for x in HOSPITALS])
    if dept not in HOSP[h][5]:
        # the department is not offered there: the largest hospital of the region that has it, else Riverton
        cands = [c for c in REGION_HOSPITALS[patient["region"]] if dept in HOSP[c][5]]
        h = max(cands, key=lambda c: HOSP[c][4]) if cands else "RUH"
    return h


def season(day, dept, adm_type):
    f = 1.0
    m = day.month
    if dept in ("Pulmonology", "Internal Medicine", "Pediatrics") and m in (12, 1, 2):
        f *= 1.45
    elif dept in ("Pulmonology", "Internal Medicine", "Pediatrics") and m in (3, 11):
        f *= 1.15
    elif dept in ("Pulmonology", "Pediatrics") and m in (6, 7, 8):
        f *= 0.8
    if adm_type == "Elective":
        if day.weekday() >= 5:
            f *= 0.15
        if m == 8:
            f *= 0.72
        if m == 12 and day.day >= 20:
            f *= 0.45
        if dt.date(2023, 3, 1) <= day <= dt.date(2023, 5, 31):
            f *= 1.18  # elective recovery program
    else:
        if day.weekday() >= 5:
            f *= 0.93
        if dt.date(2024, 1, 8) <= day <= dt.date(2024, 2, 18):
            f *= 1.22  # winter surge 2024
    if day.year == 2024:
        f *= 1.04
    return f


def draw_los(dept, adm_type, age):
    mean = DEPT[dept][2]
    if adm_type == "Transfer":
        mean += 1.6
    if adm_type == "Elective" and dept in ("Orthopedics", "General Surgery", "Obstetrics"):
        mean *= 0.8
    if age >= 75:
        mean *= 1.25
    sigma = 0.62
    mu = math.log(mean) - sigma * sigma / 2
    return max(1, min(90, int(round(rng.lognormvariate(mu, sigma)))))


def disposition(dept, age, los):
    p_dead = 0.004 + (0.02 if age >= 75 else 0.0) + (0.015 if dept in ("Oncology", "Pulmonology", "Neurology") else 0) \
        + (0.01 if los > 14 else 0)
    if dept in ("Obstetrics", "Pediatrics"):
        p_dead = 0.0005
    r = rng.random()
    if r < p_dead:
        return "Deceased"
    opts = [("Home", 0.70), ("Home health", 0.10), ("Skilled nursing", 0.05), ("Rehab facility", 0.04),
            ("Transferred", 0.04), ("Left against medical advice", 0.02)]
    if age >= 70:
        opts = [("Home", 0.50), ("Home health", 0.18), ("Skilled nursing", 0.17), ("Rehab facility", 0.08),
                ("Transferred", 0.05), ("Left against medical advice", 0.01)]
    if dept == "Orthopedics":
        opts = [(o, w * (3 if o == "Rehab facility" else 1)) for o, w in opts]
    if dept == "Psychiatry":
        opts = [(o, w * (4 if o == "Left against medical advice" else 1)) for o, w in opts]
    return weighted(opts)


# ------------------------------------------------------------------ admissions
admissions = []
procedures = []
pending = {}  # day -> list of (patient, dept, hospital)
aid = 100001
prid = 1
BASE_PER_DAY = 25.5


def poisson(lam):
    # Knuth for small lambda, normal approximation otherwise
    if lam < 30:
        L, k, p = math.exp(-lam), 0, 1.0
        while True:
            p *= rng.random()
            if p <= L:
                return k
            k += 1
    return max(0, int(round(rng.gauss(lam, math.sqrt(lam)))))


def admit(day, patient, dept, adm_type, hosp):
    global aid, prid
    age = day.year - patient["birth_year"]
    los = draw_los(dept, adm_type, age)
    disc = day + dt.timedelta(days=los)
    docs = PHYS_BY[(hosp, dept)]
    doc = rng.choices(docs, weights=[d[5] for d in docs])[0]
    disp = disposition(dept, age, los)
    h = HOSP[hosp]
    # procedures
    bundles = BUNDLES[dept].get(adm_type, BUNDLES[dept].get("*", []))
    codes = []
    for prob, cs in bundles:
        if rng.random() < prob:
            codes.extend(cs)
    if dept == "Cardiology" and hosp not in ("RUH", "NGH") and "PX1015" in codes:
        codes.remove("PX1015")
    if dept == "Obstetrics" and "PX4001" in codes and "PX4002" in codes:
        codes.remove("PX4001")
    if dept == "Obstetrics" and not codes:
        codes = ["PX4001"]
    if dept == "Oncology" and "PX5001" in codes and los > 4 and rng.random() < 0.5:
        codes.append("PX5001")  # a second cycle during a long stay
    no_ins = patient["insurance"] == ""
    proc_total = 0.0
    lines = []
    for c in codes:
        cost = round(CODE[c][3] * h[7] * rng.uniform(0.86, 1.18) * (1.25 if no_ins else 1.0), 2)
        proc_total += cost
        lines.append((prid, aid, c, cost))
        prid += 1
    room = DEPT[dept][3] * h[7] * los
    ancillary = room * rng.uniform(0.15, 0.40)
    if adm_type == "Emergency":
        ancillary += rng.uniform(900, 2600)  # emergency department work-up
    charges = round((room + ancillary) * (1.5 if no_ins else 1.0) + proc_total, 2)
    # satisfaction survey (returned by about a third of patients discharged alive)
    score = ""
    if disp not in ("Deceased", "Left against medical advice") and rng.random() < 0.36:
        mean = 8.0 + h[8] - 0.07 * (los - 4) - (0.5 if adm_type == "Emergency" else 0) \
            + (0.3 if dept == "Obstetrics" else 0) - (0.45 if no_ins else 0)
        score = max(1, min(10, int(round(rng.gauss(mean, 1.35)))))
    open_stay = disc > END
    row = dict(admission_id=aid, patient_id=patient["id"], hospital_id=hosp, department=dept,
               physician_id=doc[0], admission_type=adm_type, admit_date=day,
               discharge_date=None if open_stay else disc, length_of_stay=None if open_stay else los,
               total_charges=None if open_stay else charges, discharge_disposition=None if open_stay else disp,
               satisfaction_score="" if open_stay else score)
    admissions.append(row)
    procedures.extend(lines)
    aid += 1
    patient["busy_until"] = disc
    patient["n"] += 1
    if disp == "Deceased" and not open_stay:
        patient["deceased"] = True
        return
    # unplanned readmission within 30 days of discharge
    p = 0.8 * DEPT[dept][4] * (1.25 if age >= 75 else 1.0) * (1.3 if disp == "Left against medical advice" else 1.0)
    if not open_stay and rng.random() < p:
        gap = min(30, 1 + int(rng.expovariate(1 / 9.0)))
        rday = disc + dt.timedelta(days=gap)
        if rday <= END:
            rdept = dept if rng.random() < 0.7 else "Internal Medicine"
            if dept == "Pediatrics":
                rdept = "Pediatrics"
            if dept == "Obstetrics":
                rdept = "Obstetrics" if rng.random() < 0.5 else "General Surgery"
            pending.setdefault(rday, []).append((patient, rdept, hosp))


day = START
while day <= END:
    # readmissions due today
    for patient, rdept, rhosp in pending.pop(day, []):
        if patient["deceased"] or (patient["busy_until"] is not None and patient["busy_until"] >= day):
            continue
        hosp = rhosp if rng.random() < 0.8 and rdept in HOSP[rhosp][5] else pick_hospital(patient, rdept, "Emergency")
        admit(day, patient, rdept, "Emergency", hosp)
    # new (index) admissions
    for dept in DEPARTMENTS:
        share, mix = DEPT[dept][0], DEPT[dept][1]
        for adm_type, tshare in zip(TYPES, mix):
            lam = BASE_PER_DAY * share * tshare * season(day, dept, adm_type)
            for _ in range(poisson(lam)):
                patient = pick_patient(dept, day)
                if patient is None:
                    continue
                admit(day, patient, dept, adm_type, pick_hospital(patient, dept, adm_type))
    day += dt.timedelta(days=1)

# ------------------------------------------------------------------ readmission flag
# A discharge is flagged when the same patient has an unplanned (emergency or transfer)
# admission at any hospital of the network 1 to 30 days after the discharge date.
by_patient = {}
for a in admissions:
    by_patient.setdefault(a["patient_id"], []).append(a)
for stays in by_patient.values():
    stays.sort(key=lambda a: (a["admit_date"], a["admission_id"]))
    for i, a in enumerate(stays):
        if a["discharge_date"] is None:
            a["readmitted_30d"] = ""
            continue
        flag = 0
        for b in stays[i + 1:]:
            gap = (b["admit_date"] - a["discharge_date"]).days
            if gap > 30:
                break
            if 1 <= gap <= 30 and b["admission_type"] in ("Emergency", "Transfer"):
                flag = 1
                break
        a["readmitted_30d"] = flag

# ------------------------------------------------------------------ write
os.makedirs(DATA, exist_ok=True)


def write(name, header, rows):
    with open(os.path.join(DATA, name), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


write("hospitals.csv", ["hospital_id", "hospital_name", "city", "region", "beds"],
      [(h[0], h[1], h[2], h[3], h[4]) for h in HOSPITALS])
write("physicians.csv", ["physician_id", "physician_name", "specialty", "hospital_id"],
      [(p[0], p[1], p[2], p[3]) for p in physicians])
admitted = sorted({a["patient_id"] for a in admissions})
pmap = {p["id"]: p for p in pool}
write("patients.csv", ["patient_id", "sex", "birth_year", "home_city", "home_region", "insurance_type"],
      [(i, pmap[i]["sex"], pmap[i]["birth_year"], pmap[i]["city"], pmap[i]["region"], pmap[i]["insurance"])
       for i in admitted])


def iso(d):
    return d.isoformat() if d else ""


def blank(v):
    return "" if v is None else v


admissions.sort(key=lambda a: a["admission_id"])
write("admissions.csv",
      ["admission_id", "patient_id", "hospital_id", "department", "physician_id", "admission_type", "admit_date",
       "discharge_date", "length_of_stay", "total_charges", "readmitted_30d", "discharge_disposition",
       "satisfaction_score"],
      [(a["admission_id"], a["patient_id"], a["hospital_id"], a["department"], a["physician_id"],
        a["admission_type"], iso(a["admit_date"]), iso(a["discharge_date"]), blank(a["length_of_stay"]),
        "" if a["total_charges"] is None else "%.2f" % a["total_charges"], a["readmitted_30d"],
        blank(a["discharge_disposition"]), a["satisfaction_score"]) for a in admissions])
write("procedure_codes.csv", ["procedure_code", "description", "category", "standard_charge"],
      [(c[0], c[1], c[2], c[3]) for c in CODES])
write("procedures.csv", ["procedure_id", "admission_id", "procedure_code", "charge"],
      [(l[0], l[1], l[2], "%.2f" % l[3]) for l in procedures])

print("hospitals %d, physicians %d, patients %d, admissions %d, procedures %d" % (
    len(HOSPITALS), len(physicians), len(admitted), len(admissions), len(procedures)))
