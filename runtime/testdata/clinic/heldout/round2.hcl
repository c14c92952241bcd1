# Held-out round 2: not loaded by eval; written without reading the planner;
# answers computed by expected/gen.py from data/*.csv (Python standard library only).
# Edit the script, then: python3 expected/gen.py

golden "r2_five_most_common_procedures_2024" {
  question    = "Which five procedures were performed most often in 2024?"
  format_hint = "list[{procedure:str}]"
  expect      = [
    { procedure = "CT abdomen" },
    { procedure = "Echocardiogram" },
    { procedure = "Cardiac catheterization" },
    { procedure = "Vaginal delivery" },
    { procedure = "CT chest" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "join"]
}

golden "r2_bottom3_departments_satisfaction_2024" {
  question    = "bottom 3 departments by patient satisfaction in 2024"
  format_hint = "list[{department:str, satisfaction_score:float}]"
  expect      = [
    { department = "Psychiatry", satisfaction_score = 6.83 },
    { department = "Pulmonology", satisfaction_score = 7.18 },
    { department = "Neurology", satisfaction_score = 7.28 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["bottom-n", "unit-label", "role"]
}

golden "r2_patients_cardiac_cath_2024" {
  question    = "how many individual patients got a cardiac cath in 2024"
  format_hint = "int"
  expect      = 613
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "join", "entity"]
}

golden "r2_avg_charge_2023_excluding_ruh" {
  question    = "Average charge per admission in 2023, leaving out Riverton University Hospital"
  format_hint = "float"
  expect      = 26277.52
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["negation", "aggregation-target", "join"]
}

golden "r2_north_residents_treated_elsewhere_2024" {
  question    = "How many 2024 admissions were of patients who live in the North but were treated at a hospital outside the North?"
  format_hint = "int"
  expect      = 474
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "negation", "join"]
}

golden "r2_procedures_over_20pct_above_standard_2024" {
  question    = "How many procedures in 2024 were billed more than 20% above their standard charge?"
  format_hint = "int"
  expect      = 2074
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "join"]
}

golden "r2_longest_stay_discharged_2024" {
  question    = "What was the longest stay, in days, of a patient discharged in 2024?"
  format_hint = "int"
  expect      = 72
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "role"]
}

golden "r2_share_discharged_to_snf_2023" {
  question    = "What percentage of 2023 discharges went to a skilled nursing facility?"
  format_hint = "float"
  expect      = 8.6
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["share", "role"]
}

golden "r2_procedure_charges_growth_h1" {
  question    = "By how much did procedure charges grow from H1 2023 to H1 2024, in percent?"
  format_hint = "float"
  expect      = 7.95
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["growth", "close-metrics"]
}

golden "r2_readmission_rate_by_admission_type_2024" {
  question    = "30 day readmision rate by admission type for 2024"
  format_hint = "list[{admission_type:str, readmission_rate:float}]"
  expect      = [
    { admission_type = "Transfer", readmission_rate = 16.21 },
    { admission_type = "Emergency", readmission_rate = 13.3 },
    { admission_type = "Elective", readmission_rate = 11.05 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["breakdown"]
}

golden "r2_discharges_by_quarter_2023" {
  question    = "discharges per quarter in 2023"
  format_hint = "list[{quarter:str, discharges:int}]"
  expect      = [
    { quarter = "2023-01-01", discharges = 2468 },
    { quarter = "2023-04-01", discharges = 2440 },
    { quarter = "2023-07-01", discharges = 2290 },
    { quarter = "2023-10-01", discharges = 2482 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["time-grain", "role"]
}

golden "r2_admissions_per_physician_2023" {
  question    = "What was the average number of admissions per physician in 2023?"
  format_hint = "float"
  expect      = 64.65
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["average-per-entity", "aggregation-target"]
}

golden "r2_doc_cardiac_follow_up_days" {
  question    = "Within how many days of discharge should a patient who had a cardiac intervention see a clinician?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r2_unanswerable_nurse_ratio" {
  question    = "What was the nurse-to-patient ratio at each hospital in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r2_unanswerable_medicare_payments" {
  question    = "How much did Medicare actually pay us for 2024 stays?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
