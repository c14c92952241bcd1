# Held-out round 16 (clinic): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/kpi_definitions.md).
# GENERATED: python3 expected/round16.py

golden "r16_procedures_per_stay_by_department_2024" {
  question    = "For stays admitted in 2024, what was the average number of procedures per stay in each department? Stays that had no procedure count as zero."
  format_hint = "list[{department:str, procedures_per_stay:float}]"
  expect      = [
    { department = "Cardiology", procedures_per_stay = 1.4081 },
    { department = "General Surgery", procedures_per_stay = 1.1802 },
    { department = "Neurology", procedures_per_stay = 1.1397 },
    { department = "Oncology", procedures_per_stay = 1.0719 },
    { department = "Orthopedics", procedures_per_stay = 1.0119 },
    { department = "Obstetrics", procedures_per_stay = 1.0 },
    { department = "Pulmonology", procedures_per_stay = 0.9338 },
    { department = "Internal Medicine", procedures_per_stay = 0.5326 },
    { department = "Pediatrics", procedures_per_stay = 0.2727 },
    { department = "Psychiatry", procedures_per_stay = 0.119 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["average-per-entity-by-group", "procedures", "department", "year"]
}

golden "r16_days_per_patient_by_payer_2024" {
  question    = "Per individual patient (not per stay), how many days in hospital did we average for stays that ended in 2024, by insurance type? Leave out patients whose insurance wasn't recorded."
  format_hint = "list[{insurance_type:str, days_per_patient:float}]"
  expect      = [
    { insurance_type = "Medicare", days_per_patient = 8.7879 },
    { insurance_type = "Self-pay", days_per_patient = 6.7403 },
    { insurance_type = "Private", days_per_patient = 6.4806 },
    { insurance_type = "Medicaid", days_per_patient = 5.9817 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["average-per-entity-by-group", "patient-days", "distinct-patients", "payer", "year"]
}

golden "r16_top3_home_towns_readmission_rate_2024" {
  question    = "Which three home towns had the highest 30-day readmission rate for patients discharged in 2024? Give the rates."
  format_hint = "list[{home_city:str, readmission_rate:float}]"
  expect      = [
    { home_city = "Westmoor", readmission_rate = 14.958 },
    { home_city = "Brookhaven", readmission_rate = 14.2454 },
    { home_city = "Northfield", readmission_rate = 14.1517 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "readmission-rate", "patient-city", "year"]
}

golden "r16_top3_priciest_procedures_2023" {
  question    = "What were our top 3 priciest procedures on average in 2023, going by what we actually billed rather than the list price? Stays admitted in 2023."
  format_hint = "list[{procedure:str, average_charge:float}]"
  expect      = [
    { procedure = "Coronary artery bypass graft (CABG)", average_charge = 94762.57 },
    { procedure = "Spinal fusion", average_charge = 49884.05 },
    { procedure = "Tumor resection", average_charge = 45454.41 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "procedure-charge", "year"]
}

golden "r16_top2_psychiatrists_discharges_2024" {
  question    = "Name the two psychiatrists with the most discharges in 2024, and how many discharges each had."
  format_hint = "list[{physician:str, discharges:int}]"
  expect      = [
    { physician = "Thomas Moreau", discharges = 147 },
    { physician = "Mateo Kowalski", discharges = 84 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "discharges", "physician", "specialty", "year"]
}

golden "r16_charges_per_bed_by_hospital_2023" {
  question    = "Rank the hospitals by total charges per licensed bed for stays admitted in 2023, highest first."
  format_hint = "list[{hospital:str, charges_per_bed:float}]"
  expect      = [
    { hospital = "Riverton University Hospital", charges_per_bed = 213415.93 },
    { hospital = "Southport Medical Center", charges_per_bed = 119075.04 },
    { hospital = "Northfield General Hospital", charges_per_bed = 110178.2 },
    { hospital = "St. Agnes Hospital", charges_per_bed = 96228.61 },
    { hospital = "Westmoor Regional Hospital", charges_per_bed = 61113.76 },
    { hospital = "Brookhaven Community Hospital", charges_per_bed = 41742.48 },
    { hospital = "Redcliff Memorial Hospital", charges_per_bed = 34492.75 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["ranking", "named-measure", "total-charges", "beds", "hospital", "year"]
}

golden "r16_specialty_highest_avg_charge_2024" {
  question    = "Which physician specialty had the highest average charge per admission on 2024 admissions?"
  format_hint = "str"
  expect      = "Medical Oncology"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "named-measure", "average-charge", "specialty", "year"]
}

golden "r16_long_stay_share_of_patient_days_2023" {
  question    = "What percentage of all patient days on 2023 discharges came from long stays?"
  format_hint = "float"
  expect      = 40.7523
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "patient-days", "long-stay", "year"]
}

golden "r16_er_share_born_before_1950_2023" {
  question    = "what % of our 2023 ER admissions were patients born before 1950"
  format_hint = "float"
  expect      = 20.3952
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "emergency", "birth-year", "year"]
}

golden "r16_obstetrics_csection_share_2024" {
  question    = "Of the maternity stays admitted in 2024, what percent included at least one c-section?"
  format_hint = "float"
  expect      = 34.4408
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "procedure", "department", "year"]
}

golden "r16_patients_pci_and_cabg" {
  question    = "Across all the data we have, how many individual patients have had both an angioplasty and a heart bypass?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "procedure", "two-conditions", "all-time"]
}

golden "r16_medicare_patients_to_snf_2023" {
  question    = "How many different Medicare patients did we discharge to a nursing home in 2023?"
  format_hint = "int"
  expect      = 396
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "disposition", "payer", "year"]
}

golden "r16_oakdale_patients_h2_2024" {
  question    = "how many uniqe patients from Oakdale did we admit in the second half of 2024?"
  format_hint = "int"
  expect      = 100
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "typo", "patient-city", "half-year"]
}

golden "r16_physicians_no_deaths" {
  question    = "How many of our attending physicians have never had a patient pass away under their care, across all the data?"
  format_hint = "int"
  expect      = 71
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "negation", "physician", "disposition", "all-time"]
}

golden "r16_satisfaction_excl_riverton_2024" {
  question    = "Average patient satisfaction for 2024 discharges at every hospital other than Riverton U?"
  format_hint = "float"
  expect      = 7.5385
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "satisfaction", "hospital", "year"]
}

golden "r16_avg_charge_non_surgical_stays_2023" {
  question    = "What was the average charge per admission on 2023 admissions if we exclude every stay that had a surgical procedure?"
  format_hint = "float"
  expect      = 25813.11
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["exclusion", "average-charge", "procedure-category", "year"]
}

golden "r16_procedures_below_list_2023" {
  question    = "How many procedures on stays admitted in 2023 were billed for less than their list price in the charge master?"
  format_hint = "int"
  expect      = 2210
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "procedure-charge", "standard-charge", "year"]
}

golden "r16_surveys_nine_plus_2024" {
  question    = "For patients discharged in 2024, how many of the returned surveys rated us nine or higher?"
  format_hint = "int"
  expect      = 884
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "satisfaction", "written-number", "year"]
}

golden "r16_departments_avg_charge_over_30k_2024" {
  question    = "How many departments averaged more than $30,000 per admission on stays admitted in 2024?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "average-charge", "department", "year"]
}

golden "r16_hospital_most_brookhaven_residents_2024" {
  question    = "Which of our hospitals took in the most admissions of people who live in Brookhaven during 2024?"
  format_hint = "str"
  expect      = "Southport Medical Center"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "patient-city", "hospital", "ranking", "year"]
}

golden "r16_alos_southport_brookhaven_residents_2024" {
  question    = "avrage length of stay at Southport Med for patients who live in Brookhaven, 2024 discharges"
  format_hint = "float"
  expect      = 5.1894
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "typo", "alos", "patient-city", "hospital", "year"]
}

golden "r16_typical_los_rehab_discharges_2024" {
  question    = "What's the typical length of stay for patients we discharged to rehab in 2024?"
  format_hint = "float"
  expect      = 4.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "median-los", "disposition", "year"]
}

golden "r16_peds_stays_ended_q3_2023" {
  question    = "How many peds stays ended in Q3 2023?"
  format_hint = "int"
  expect      = 123
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "discharges", "department", "quarter"]
}

golden "r16_selfpay_patients_2023" {
  question    = "How many individual self-pay patients did we admit in 2023? People, not stays."
  format_hint = "int"
  expect      = 311
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "distinct-patients", "payer", "year"]
}

golden "r16_psych_patient_days_h2_2024" {
  question    = "In total, how many days did psych patients spend in hospital for stays that ended in the second half of 2024?"
  format_hint = "int"
  expect      = 2380
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "patient-days", "department", "half-year"]
}

golden "r16_hip_fracture_repairs_winter_surge" {
  question    = "How many hip fracture repairs did we do on stays admitted during the Winter Surge 2024?"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "procedure", "count"]
}

golden "r16_cardiology_readmission_rate_fy24" {
  question    = "cardiology's 30 day readmit rate for FY24?"
  format_hint = "float"
  expect      = 17.9238
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "fiscal-year", "readmission-rate", "department"]
}

golden "r16_procedure_charges_sep_2023" {
  question    = "procedure charges for stays admitted in septembr 2023?"
  format_hint = "float"
  expect      = 7000892.7
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["month", "typo", "procedure-charges"]
}

golden "r16_avg_charge_planned_ortho_elective_recovery" {
  question    = "During the Elective Recovery 2023 push, what was the average bill per stay for planned orthopedic admissions?"
  format_hint = "float"
  expect      = 41853.4
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "average-charge", "department", "admission-type"]
}

golden "r16_satisfaction_change_h1" {
  question    = "By what percent did our average patient satisfaction score change between the first half of 2023 and the first half of 2024?"
  format_hint = "float"
  expect      = -0.879
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "satisfaction", "half-year"]
}

golden "r16_riverton_snf_growth_q2" {
  question    = "I'm looking at post-acute placements at Riverton University Hospital. Could you tell me by how many percent its discharges to skilled nursing facilities changed from Q2 2023 to Q2 2024?"
  format_hint = "float"
  expect      = 2.1978
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "disposition", "hospital", "quarter"]
}

golden "r16_repeat_patients_same_hospital_2024" {
  question    = "Among patients admitted more than once in 2024, how many were admitted to the same hospital every time?"
  format_hint = "int"
  expect      = 1575
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "distinct-count", "hospital", "comparison", "year"]
}

golden "r16_most_beds_per_physician" {
  question    = "Which hospital has the most licensed beds per attending physician, and what is that ratio?"
  format_hint = "list[{hospital:str, beds_per_physician:float}]"
  expect      = [
    { hospital = "St. Agnes Hospital", beds_per_physician = 18.75 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["ratio-per-entity", "beds", "physician", "hospital"]
}

golden "r16_doc_same_day_los" {
  question    = "If someone is admitted and sent home the same day, how many days does that stay count for in length of stay?"
  format_hint = "int"
  expect      = 1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "kpi-definition", "length-of-stay"]
}

golden "r16_doc_long_stay_review_frequency" {
  question    = "How often does each department's patient-flow lead review long stays?"
  format_hint = "str"
  expect      = "weekly"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "kpi-definition", "long-stay"]
}
