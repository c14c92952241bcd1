# Held-out round 15 (clinic): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/capacity_plan.md and
# documents/discharge_policy.md).
# GENERATED: python3 expected/round15.py

golden "r15_avg_admissions_per_physician_by_hospital_2024" {
  question    = "For each hospital, how many 2024 admissions did an attending physician handle on average?"
  format_hint = "list[{hospital:str, admissions_per_physician:float}]"
  expect      = [
    { hospital = "Riverton University Hospital", admissions_per_physician = 113.03 },
    { hospital = "St. Agnes Hospital", admissions_per_physician = 77.25 },
    { hospital = "Northfield General Hospital", admissions_per_physician = 61.0 },
    { hospital = "Southport Medical Center", admissions_per_physician = 55.3333 },
    { hospital = "Westmoor Regional Hospital", admissions_per_physician = 48.5 },
    { hospital = "Brookhaven Community Hospital", admissions_per_physician = 27.7 },
    { hospital = "Redcliff Memorial Hospital", admissions_per_physician = 15.4 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["average-per-entity-by-group", "physician", "hospital", "admissions", "year"]
}

golden "r15_charges_per_patient_by_sex_2023" {
  question    = "Split by sex, what did we bill per individual patient (not per stay) on average for stays admitted in 2023? i.e. total charges divided by the number of different patients"
  format_hint = "list[{sex:str, charges_per_patient:float}]"
  expect      = [
    { sex = "F", charges_per_patient = 40790.22 },
    { sex = "M", charges_per_patient = 42927.09 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["average-per-entity-by-group", "total-charges", "distinct-patients", "sex", "year"]
}

golden "r15_alos_by_home_region_q2_2024" {
  question    = "avg length of stay by the region patients live in, for discharges in Q2 2024"
  format_hint = "list[{patient_region:str, average_length_of_stay:float}]"
  expect      = [
    { patient_region = "West", average_length_of_stay = 5.1022 },
    { patient_region = "East", average_length_of_stay = 5.0277 },
    { patient_region = "South", average_length_of_stay = 4.9432 },
    { patient_region = "North", average_length_of_stay = 4.9371 },
    { patient_region = "Central", average_length_of_stay = 4.8243 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["average-per-group", "alos", "patient-region", "role", "quarter"]
}

golden "r15_top3_home_towns_patients_2024" {
  question    = "Which three towns sent us the most individual patients in 2024? I mean where the patients live, counting each person once."
  format_hint = "list[{home_city:str, patients:int}]"
  expect      = [
    { home_city = "Riverton", patients = 1286 },
    { home_city = "Northfield", patients = 796 },
    { home_city = "Southport", patients = 766 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "patient-city", "distinct-patients", "year"]
}

golden "r15_top5_physicians_avg_charge_2024" {
  question    = "Among attending physicians with at least 120 admissions in 2024, give me the top 5 by average charge per admission, with the averages."
  format_hint = "list[{physician:str, average_charge_per_admission:float}]"
  expect      = [
    { physician = "Anna Garcia", average_charge_per_admission = 50504.76 },
    { physician = "Isaac Schmidt", average_charge_per_admission = 48783.71 },
    { physician = "Oscar Young", average_charge_per_admission = 42109.4 },
    { physician = "Emily Vidal", average_charge_per_admission = 41534.15 },
    { physician = "Mei Nguyen", average_charge_per_admission = 41403.14 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["top-n", "numeric-limit", "threshold", "physician", "average-charge", "year"]
}

golden "r15_top2_procedures_riverton_q3_2024" {
  question    = "What were the two most common procedures at Riverton U on stays admitted in Q3 2024, and how many of each?"
  format_hint = "list[{procedure:str, procedures_performed:int}]"
  expect      = [
    { procedure = "CT abdomen", procedures_performed = 116 },
    { procedure = "Echocardiogram", procedures_performed = 101 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "procedure", "hospital", "quarter"]
}

golden "r15_hospitals_by_patient_days_2023" {
  question    = "Rank the hospitals by bed days for stays discharged in 2023, most first"
  format_hint = "list[{hospital:str, patient_days:int}]"
  expect      = [
    { hospital = "Riverton University Hospital", patient_days = 21872 },
    { hospital = "Southport Medical Center", patient_days = 8002 },
    { hospital = "Northfield General Hospital", patient_days = 7856 },
    { hospital = "St. Agnes Hospital", patient_days = 4900 },
    { hospital = "Westmoor Regional Hospital", patient_days = 2707 },
    { hospital = "Brookhaven Community Hospital", patient_days = 982 },
    { hospital = "Redcliff Memorial Hospital", patient_days = 606 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["ranking", "patient-days", "hospital", "discharge-date", "year"]
}

golden "r15_dept_highest_home_health_share_2024" {
  question    = "Which department sent the largest proportion of its 2024 discharges home with home health services?"
  format_hint = "str"
  expect      = "Neurology"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "share", "disposition", "department", "discharge-date"]
}

golden "r15_internal_medicine_share_er_charges_2024" {
  question    = "What share of the total charges on 2024 ER admissions came from the general medicine ward? As a percent please."
  format_hint = "float"
  expect      = 26.5047
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "total-charges", "emergency", "department", "synonym", "year"]
}

golden "r15_knee_share_ortho_procedure_charges_2024" {
  question    = "knee replacements as a % of the procedure charges on ortho stays admitted in 2024"
  format_hint = "float"
  expect      = 27.3442
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "procedure-charges", "procedure", "department", "year"]
}

golden "r15_patients_discharged_rehab_2024" {
  question    = "How many different people did we discharge to rehab in 2024?"
  format_hint = "int"
  expect      = 621
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "patient", "disposition", "discharge-date", "year"]
}

golden "r15_patients_with_procedure_southport_q2_2024" {
  question    = "How many individual patients had at least one procedure done at Southport Medical Center during a stay admitted in Q2 2024?"
  format_hint = "int"
  expect      = 209
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "patient", "procedure", "hospital", "quarter"]
}

golden "r15_millbrook_er_patients_h1_2024" {
  question    = "how many diffrent patients from Millbrook came in through the ER in the first half of 2024"
  format_hint = "int"
  expect      = 221
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "typo", "patient-city", "emergency", "half-year"]
}

golden "r15_patients_2024_never_had_procedure" {
  question    = "Of the patients admitted in 2024, how many never had a single procedure on any of their 2024 stays?"
  format_hint = "int"
  expect      = 2118
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "procedure", "year"]
}

golden "r15_discharges_not_home_2024" {
  question    = "How many 2024 discharges had a disposition other than Home or Home health?"
  format_hint = "int"
  expect      = 2330
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "disposition", "discharges", "year"]
}

golden "r15_avg_charge_excl_selfpay_unknown_2024" {
  question    = "What was the average charge per admission for 2024 admissions if we leave out the uninsured and anyone whose insurance wasn't recorded?"
  format_hint = "float"
  expect      = 28327.25
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "average-charge", "payer", "unknown-insurance", "year"]
}

golden "r15_procedures_over_40k_2023" {
  question    = "how many procedures on 2023 admissions were billed at more than $40k each?"
  format_hint = "int"
  expect      = 263
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "procedure-charges", "year"]
}

golden "r15_patients_discharged_3plus_2023" {
  question    = "How many patients were discharged at least three times during 2023?"
  format_hint = "int"
  expect      = 622
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "at-least", "written-number", "per-entity", "discharges", "year"]
}

golden "r15_alos_central_residents_south_hospitals_2024" {
  question    = "For patients who live in the Central region but were treated at one of our South region hospitals, what was the average length of stay on 2024 discharges?"
  format_hint = "float"
  expect      = 5.9821
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "patient-region", "hospital-region", "alos", "discharge-date", "year"]
}

golden "r15_admitted_q3_discharged_q4_2024" {
  question    = "Of the stays admitted in Q3 2024, how many were still in hospital when the quarter ended?"
  format_hint = "int"
  expect      = 127
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "admit-vs-discharge-date", "quarter"]
}

golden "r15_st_agnes_non_east_residents_2023" {
  question    = "How many of Saint Agnes' 2023 admissions were folks who don't live in the East region?"
  format_hint = "int"
  expect      = 47
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "exclusion", "patient-region", "hospital", "year"]
}

golden "r15_pulmonology_readmissions_count_2024" {
  question    = "How many 30-day readmissions did Pulmonology's 2024 discharges lead to? The count, not the rate."
  format_hint = "int"
  expect      = 158
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "readmissions", "department", "discharge-date", "year"]
}

golden "r15_median_los_neurology_northfield_h1_2024" {
  question    = "median length of stay for nuerology patients discharged from Northfield General in H1 2024?"
  format_hint = "float"
  expect      = 5.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metric", "median-los", "typo", "department", "hospital", "half-year"]
}

golden "r15_cardiology_procedure_charges_q2_2024" {
  question    = "What did we bill for procedures alone - not the whole stay - on Cardiology admissions in Q2 2024?"
  format_hint = "float"
  expect      = 6563713.77
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "procedure-charges", "department", "quarter"]
}

golden "r15_joint_replacements_elective_recovery_2023" {
  question    = "During the Elective Recovery 2023 push, how many hip and knee replacements did we do in total? Count by admission date of the stay."
  format_hint = "int"
  expect      = 90
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "procedure", "count"]
}

golden "r15_deaths_winter_surge_2024" {
  question    = "How many patients died in our hospitals during the Winter Surge 2024?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "disposition", "deceased", "discharge-date"]
}

golden "r15_satisfaction_fy2024" {
  question    = "what was our average patient satisfacton score for FY2024?"
  format_hint = "float"
  expect      = 7.4679
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "fiscal-year", "satisfaction", "typo"]
}

golden "r15_peds_er_admissions_nov_2023" {
  question    = "paediatric ER admits in nov 2023"
  format_hint = "int"
  expect      = 40
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "emergency", "department", "terse"]
}

golden "r15_cardiology_charges_growth_h1" {
  question    = "By how many percent did Cardiology's total charges grow from the first half of 2023 to the first half of 2024?"
  format_hint = "float"
  expect      = 5.655
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "total-charges", "department", "half-year"]
}

golden "r15_alos_change_q4_2023_q4_2024" {
  question    = "Percent change in average length of stay, Q4 2023 vs Q4 2024?"
  format_hint = "float"
  expect      = 1.2087
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "alos", "discharge-date", "quarter"]
}

golden "r15_repeat_patients_always_er_2024" {
  question    = "Of the patients we admitted more than once in 2024, how many came in through the emergency department every single time?"
  format_hint = "int"
  expect      = 1217
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "per-entity", "emergency", "comparison", "year"]
}

golden "r15_er_per_planned_admission_2024" {
  question    = "For every planned admission in 2024, how many emergency admissions did we have? Just the ratio."
  format_hint = "float"
  expect      = 4.0306
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["ratio", "emergency", "elective", "year"]
}

golden "r15_avg_patients_per_cardiologist_2024" {
  question    = "On average, how many different patients did each of our heart doctors (Cardiology specialty) look after as attending on 2024 admissions?"
  format_hint = "float"
  expect      = 91.8571
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "distinct-patients", "specialty", "physician", "year"]
}

golden "r15_doc_visiting_hours_start" {
  question    = "What time in the morning can visitors start coming in? Just the hour, 24h."
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "visitors"]
}

golden "r15_doc_discharge_policy_owner" {
  question    = "Who owns the discharge and follow-up policy? Job title only."
  format_hint = "str"
  expect      = "Chief Nursing Officer"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "owner"]
}
