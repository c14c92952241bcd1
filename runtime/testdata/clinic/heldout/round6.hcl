# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round6.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round6.py

golden "r6_westmoor_discharges_q3_2024" {
  question    = "How many discharges did Westmoor Regional Hospital have in the third quarter of 2024?"
  format_hint = "int"
  expect      = 185
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "date-role"]
}

golden "r6_bed_days_q2_2023" {
  question    = "How many bed days did we log for stays discharged in the second quarter of 2023?"
  format_hint = "int"
  expect      = 11976
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "synonym", "defined-metric"]
}

golden "r6_hip_replacements_h1_2024" {
  question    = "How many hip replacements did we do in the first half of 2024?"
  format_hint = "int"
  expect      = 68
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "value-synonym", "count"]
}

golden "r6_top3_specialties_admissions_2024" {
  question    = "Which three physician specialties had the most admissions in 2024?"
  format_hint = "list[{specialty:str, admissions:int}]"
  expect      = [
    { specialty = "Internal Medicine", admissions = 3023 },
    { specialty = "Cardiology", admissions = 1365 },
    { specialty = "General Surgery", admissions = 999 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "join"]
}

golden "r6_second_hospital_emergency_q2_2024" {
  question    = "Which hospital ranked second for emergency admissions in Q2 2024?"
  format_hint = "str"
  expect      = "Northfield General Hospital"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "named-filter"]
}

golden "r6_readmission_rate_by_quarter_2023" {
  question    = "Quarterly 30-day readmission rate for 2023"
  format_hint = "list[{quarter:str, readmission_rate:float}]"
  expect      = [
    { quarter = "2023-01-01", readmission_rate = 13.2052 },
    { quarter = "2023-04-01", readmission_rate = 14.2503 },
    { quarter = "2023-07-01", readmission_rate = 13.3363 },
    { quarter = "2023-10-01", readmission_rate = 13.9184 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "time-grain", "defined-metric"]
}

golden "r6_discharges_by_disposition_q4_2023" {
  question    = "Where did the patients discharged in Q4 2023 go? Discharges by disposition, please"
  format_hint = "list[{discharge_disposition:str, discharges:int}]"
  expect      = [
    { discharge_disposition = "Home", discharges = 1615 },
    { discharge_disposition = "Home health", discharges = 314 },
    { discharge_disposition = "Skilled nursing", discharges = 222 },
    { discharge_disposition = "Rehab facility", discharges = 129 },
    { discharge_disposition = "Transferred", discharges = 113 },
    { discharge_disposition = "Left against medical advice", discharges = 57 },
    { discharge_disposition = "Deceased", discharges = 32 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown", "date-role"]
}

golden "r6_ama_share_of_discharges_2024" {
  question    = "What percentage of 2024 discharges were patients leaving against medical advice?"
  format_hint = "float"
  expect      = 2.0658
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "rate", "value-synonym"]
}

golden "r6_admissions_without_procedure_2024" {
  question    = "How many stays admitted in 2024 had no procedure at all?"
  format_hint = "int"
  expect      = 3912
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "anti-join", "count"]
}

golden "r6_doc_readmission_review_days" {
  question    = "Within how many working days must the department's quality lead review a readmission?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r6_redcliff_patient_home_towns_2023" {
  question    = "How many different home towns did the patients admitted to Redcliff Memorial in 2023 come from?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role"]
}

golden "r6_unanswerable_antibiotic_doses_2024" {
  question    = "How many doses of antibiotics did we give patients in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
