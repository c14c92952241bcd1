# Held-out round 14 (clinic): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round14.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/capacity_plan.md).
# GENERATED: python3 expected/round14.py

golden "r14_er_pulmonology_northfield_q1_2024" {
  question    = "How many emergency admissions did Pulmonology get at Northfield General in Q1 2024?"
  format_hint = "int"
  expect      = 36
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "emergency", "department", "hospital", "quarter"]
}

golden "r14_transfer_cardiology_2024" {
  question    = "how many transfer admisions to cardiology in 2024"
  format_hint = "int"
  expect      = 199
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "typo", "admission-type", "department", "year"]
}

golden "r14_obstetrics_medicaid_2023" {
  question    = "How many Obstetrics admissions in 2023 were for patients covered by Medicaid?"
  format_hint = "int"
  expect      = 219
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "department", "payer", "year"]
}

golden "r14_st_agnes_snf_discharges_h2_2023" {
  question    = "How many St. Agnes discharges in the second half of 2023 went to a skilled nursing facility?"
  format_hint = "int"
  expect      = 53
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "two-filters", "discharges", "disposition", "hospital", "half-year"]
}

golden "r14_er_internal_medicine_feb_2024" {
  question    = "number of emergancy admissions to internal medicine in feb 2024?"
  format_hint = "int"
  expect      = 300
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "typo", "emergency", "department", "month"]
}

golden "r14_patients_born_before_1940_2024" {
  question    = "How many different patients born before 1940 were admitted in 2024?"
  format_hint = "int"
  expect      = 485
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "patient", "birth-year", "year"]
}

golden "r14_patients_readmitted_2023" {
  question    = "How many different patients had at least one discharge in 2023 that was followed by a 30-day readmission?"
  format_hint = "int"
  expect      = 1040
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "patient", "readmissions", "discharge-date", "year"]
}

golden "r14_patients_er_two_hospitals_2024" {
  question    = "How many patients came in through the ER at two or more different hospitals of ours during 2024?"
  format_hint = "int"
  expect      = 411
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "patient", "emergency", "hospital", "written-number", "year"]
}

golden "r14_avg_charge_by_admission_type_2023" {
  question    = "Average charge per admission by admission type for stays admitted in 2023, highest first"
  format_hint = "list[{admission_type:str, average_charge_per_admission:float}]"
  expect      = [
    { admission_type = "Transfer", average_charge_per_admission = 44513.77 },
    { admission_type = "Elective", average_charge_per_admission = 33152.48 },
    { admission_type = "Emergency", average_charge_per_admission = 26117.65 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "average-charge", "admission-type", "year"]
}

golden "r14_satisfaction_by_region_2023" {
  question    = "Could you rank our regions by average patient satisfaction score for patients discharged in 2023? Best first, please."
  format_hint = "list[{hospital_region:str, satisfaction_score:float}]"
  expect      = [
    { hospital_region = "East", satisfaction_score = 8.0028 },
    { hospital_region = "North", satisfaction_score = 7.68 },
    { hospital_region = "West", satisfaction_score = 7.5906 },
    { hospital_region = "Central", satisfaction_score = 7.412 },
    { hospital_region = "South", satisfaction_score = 7.2481 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "ranking", "satisfaction", "hospital-region", "discharge-date"]
}

golden "r14_medicare_vs_medicaid_alos_2023" {
  question    = "Medicare vs Medicaid: average length of stay for stays discharged in 2023"
  format_hint = "list[{insurance_type:str, average_length_of_stay:float}]"
  expect      = [
    { insurance_type = "Medicare", average_length_of_stay = 5.2636 },
    { insurance_type = "Medicaid", average_length_of_stay = 4.4863 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "a-vs-b", "alos", "payer", "discharge-date", "year"]
}

golden "r14_top3_physicians_charges_southport_2024" {
  question    = "Top three attending physicians at Southport Medical Center by total charges on 2024 admissions, with the amounts"
  format_hint = "list[{physician:str, total_charges:float}]"
  expect      = [
    { physician = "James Silva", total_charges = 3610086.02 },
    { physician = "Emily Ibrahim", total_charges = 3116681.05 },
    { physician = "Elena Okafor", total_charges = 2766797.25 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "physician", "total-charges", "hospital", "year"]
}

golden "r14_top5_home_towns_er_2023" {
  question    = "Which five home towns did the most ER admissions come from in 2023? Most first."
  format_hint = "list[{home_city:str}]"
  expect      = [
    { home_city = "Riverton" },
    { home_city = "Northfield" },
    { home_city = "Southport" },
    { home_city = "Eastbridge" },
    { home_city = "Millbrook" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "patient-city", "emergency", "year"]
}

golden "r14_bottom2_hospitals_readmission_2024" {
  question    = "Which two hospitals had the lowest 30-day readmission rate for 2024 discharges? Lowest first, with the rate."
  format_hint = "list[{hospital:str, readmission_rate:float}]"
  expect      = [
    { hospital = "Brookhaven Community Hospital", readmission_rate = 9.4203 },
    { hospital = "Redcliff Memorial Hospital", readmission_rate = 12.5828 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "readmission-rate", "hospital", "year"]
}

golden "r14_physician_most_readmissions_2024" {
  question    = "Which attending physician had the most 30-day readmissions among the patients they discharged in 2024?"
  format_hint = "str"
  expect      = "Nikolai Castillo"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "top-1", "physician", "readmissions", "discharge-date"]
}

golden "r14_top4_procedures_by_charges_2023" {
  question    = "Name the four procedures that brought in the most procedure charges on 2023 admissions, biggest first."
  format_hint = "list[{procedure:str}]"
  expect      = [
    { procedure = "Percutaneous coronary intervention (PCI)" },
    { procedure = "Cardiac catheterization" },
    { procedure = "Hip fracture repair (ORIF)" },
    { procedure = "Bowel resection" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "procedure", "procedure-charges", "year"]
}

golden "r14_cardiology_home_health_share_2024" {
  question    = "What percentage of Cardiology's 2024 discharges went home with home health?"
  format_hint = "float"
  expect      = 14.7253
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "disposition", "department", "discharge-date"]
}

golden "r14_medicare_share_patients_2024" {
  question    = "Of the individual patients we admitted in 2024, what percent had Medicare as their insurance?"
  format_hint = "float"
  expect      = 34.4521
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "distinct-patients", "payer", "year"]
}

golden "r14_west_hospitals_outside_patients_share_2024" {
  question    = "What percent of the admissions at our West region hospitals in 2024 were patients who live outside the West?"
  format_hint = "float"
  expect      = 5.6989
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "role", "hospital-region", "home-region", "negation", "year"]
}

golden "r14_oncology_over_75k_2023" {
  question    = "How many Oncology admissions in 2023 were billed over $75,000?"
  format_hint = "int"
  expect      = 85
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "total-charges", "department", "year"]
}

golden "r14_physicians_satisfaction_above_8_4_2024" {
  question    = "How many attending physicians averaged a patient satisfaction score above 8.4 for the patients they discharged in 2024?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "threshold", "per-entity", "satisfaction", "physician"]
}

golden "r14_admitted_2023_discharged_2024" {
  question    = "How many stays that started in 2023 weren't discharged until 2024?"
  format_hint = "int"
  expect      = 147
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "admit-vs-discharge-date", "comparison", "year"]
}

golden "r14_physicians_no_planned_2024" {
  question    = "Of the doctors who attended at least one admission in 2024, how many never had a single planned admission that year?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "physician", "elective", "year"]
}

golden "r14_alos_excl_psych_ob_2024" {
  question    = "What was the average length of stay for 2024 discharges if we leave out Psychiatry and Obstetrics?"
  format_hint = "float"
  expect      = 4.8988
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "alos", "department", "year"]
}

golden "r14_patients_insurance_not_recorded_2023" {
  question    = "How many different patients admitted in 2023 had no insurance type recorded at all?"
  format_hint = "int"
  expect      = 497
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "missing-value", "distinct-count", "payer", "year"]
}

golden "r14_westmoor_admissions_fy2025" {
  question    = "How many admissions has Westmoor Regional had so far in FY25?"
  format_hint = "int"
  expect      = 350
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "fiscal-year", "hospital", "admissions"]
}

golden "r14_pulmonology_alos_winter_surge_2024" {
  question    = "During the Winter Surge 2024, what was the average length of stay of Pulmonology patients discharged in that period?"
  format_hint = "float"
  expect      = 6.3333
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "document-period", "alos", "department"]
}

golden "r14_brookhaven_charges_h2_2023" {
  question    = "total charges for brookhaven community, stays admitted in the back half of 2023?"
  format_hint = "float"
  expect      = 2504182.49
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "half-year", "total-charges", "hospital"]
}

golden "r14_oncology_admissions_growth_q3" {
  question    = "By what percent did Oncology admissions grow from Q3 2023 to Q3 2024?"
  format_hint = "float"
  expect      = 4.3165
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "department", "quarter"]
}

golden "r14_patients_admitted_growth_2023_2024" {
  question    = "I'm preparing a slide on patient volumes. Could you tell me by how many percent the number of individual patients we admitted changed from 2023 to 2024?"
  format_hint = "float"
  expect      = 4.4484
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "patients-admitted", "distinct", "year"]
}

golden "r14_brookhaven_vs_redcliff_admissions_2024" {
  question    = "Brookhaven Community vs Redcliff Memorial - admissions in 2024?"
  format_hint = "list[{hospital:str, admissions:int}]"
  expect      = [
    { hospital = "Brookhaven Community Hospital", admissions = 277 },
    { hospital = "Redcliff Memorial Hospital", admissions = 154 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["breakdown", "a-vs-b", "hospital", "admissions", "year"]
}

golden "r14_readmission_rate_north_residents_2024" {
  question    = "What was the 30-day readmission rate for patients who live in the North, for stays discharged in 2024?"
  format_hint = "float"
  expect      = 13.2917
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["rate", "readmission-rate", "home-region", "role", "discharge-date"]
}

golden "r14_avg_charge_cardiology_er_q4_2024" {
  question    = "whats the avg charge per admision for cardiology ER admits in Q4 2024"
  format_hint = "float"
  expect      = 40982.34
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["rate", "average-charge", "typo", "emergency", "department", "quarter", "open-stays"]
}

golden "r14_doc_surge_discharge_rounds_hour" {
  question    = "when we're in surge, what time do discharge rounds start? hour only, 24h clock"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "surge"]
}

golden "r14_doc_visiting_hours_end" {
  question    = "Visiting hours: at what hour in the evening do they end? (24-hour clock, just the number)"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "visitors"]
}
