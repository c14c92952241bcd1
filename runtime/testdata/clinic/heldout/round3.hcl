# Held-out round 3: not loaded by eval; written without reading the planner and
# before running datacopilot; answers computed by expected/round3.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round3.py

golden "r3_six_physicians_discharges_2023" {
  question    = "Which six physicians had the most discharges in 2023?"
  format_hint = "list[{physician:str, discharges:int}]"
  expect      = [
    { physician = "Nikolai Castillo", discharges = 379 },
    { physician = "Sofia Bauer", discharges = 342 },
    { physician = "Vera Hughes", discharges = 295 },
    { physician = "Elena Varga", discharges = 231 },
    { physician = "Isaac Schmidt", discharges = 219 },
    { physician = "Nadia Fraser", discharges = 212 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role"]
}

golden "r3_alos_by_admission_type_2023" {
  question    = "Average length of stay by admission type for 2023 discharges"
  format_hint = "list[{admission_type:str, average_length_of_stay:float}]"
  expect      = [
    { admission_type = "Transfer", average_length_of_stay = 6.763 },
    { admission_type = "Emergency", average_length_of_stay = 4.8527 },
    { admission_type = "Elective", average_length_of_stay = 4.0936 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r3_southport_admissions_march_2024" {
  question    = "How many admissions did Southport Medical Center have during March 2024?"
  format_hint = "int"
  expect      = 139
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "entity"]
}

golden "r3_emergency_growth_q1" {
  question    = "By what percent did emergency admissions grow from Q1 2023 to Q1 2024?"
  format_hint = "float"
  expect      = 20.0944
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "named-filter"]
}

golden "r3_surgical_share_procedure_charges_2024" {
  question    = "What share of 2024 procedure charges came from surgical procedures?"
  format_hint = "float"
  expect      = 45.3429
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "join"]
}

golden "r3_admissions_2023_excl_ob_peds" {
  question    = "How many admissions were there in 2023 excluding Obstetrics and Pediatrics?"
  format_hint = "int"
  expect      = 8272
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "list-filter"]
}

golden "r3_east_patients_at_riverton_2024" {
  question    = "How many different patients from the East were admitted to Riverton University Hospital in 2024?"
  format_hint = "int"
  expect      = 368
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role"]
}

golden "r3_discharged_jan_2024_admitted_2023" {
  question    = "How many patients discharged in January 2024 had been admitted in 2023?"
  format_hint = "int"
  expect      = 147
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "period"]
}

golden "r3_patients_over_3_admissions_2024" {
  question    = "How many patients had more than 3 admissions in 2024?"
  format_hint = "int"
  expect      = 212
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r3_procedures_per_admission_2023" {
  question    = "What was the average number of procedures per admission in 2023?"
  format_hint = "float"
  expect      = 0.8448
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "join"]
}

golden "r3_department_highest_readmission_2024" {
  question    = "Which department had the highest 30-day readmission rate in 2024?"
  format_hint = "str"
  expect      = "Cardiology"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "rate"]
}

golden "r3_typo_alos_medicaid_2024" {
  question    = "whats the avg lenght of stay for medicaid patiens in 2024"
  format_hint = "float"
  expect      = 4.3088
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["typo", "entity"]
}

golden "r3_casual_in_house_st_agnes" {
  question    = "how many ppl are in house at St Agnes right now"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["casual", "named-filter", "entity"]
}

golden "r3_bottom3_hospitals_satisfaction_2024" {
  question    = "the 3 hospitals with the lowest patient satisfaction in 2024"
  format_hint = "list[{hospital:str, satisfaction_score:float}]"
  expect      = [
    { hospital = "Southport Medical Center", satisfaction_score = 7.0694 },
    { hospital = "Riverton University Hospital", satisfaction_score = 7.4058 },
    { hospital = "Westmoor Regional Hospital", satisfaction_score = 7.4713 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "breakdown"]
}

golden "r3_unanswerable_ed_wait" {
  question    = "What was the average wait time in the emergency department in 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
