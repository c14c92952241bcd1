# Held-out round 5: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round5.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round5.py

golden "r5_top4_departments_patient_days_2024" {
  question    = "Which four departments used the most patient days among 2024 discharges?"
  format_hint = "list[{department:str, patient_days:int}]"
  expect      = [
    { department = "Internal Medicine", patient_days = 15729 },
    { department = "Cardiology", patient_days = 6445 },
    { department = "Pulmonology", patient_days = 5613 },
    { department = "Psychiatry", patient_days = 5046 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "discharge-date"]
}

golden "r5_bottom2_departments_readmission_2023" {
  question    = "Which two departments had the lowest 30-day readmission rate in 2023?"
  format_hint = "list[{department:str, readmission_rate:float}]"
  expect      = [
    { department = "Pediatrics", readmission_rate = 4.0785 },
    { department = "Obstetrics", readmission_rate = 4.447 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "rate"]
}

golden "r5_alos_2024_outside_central" {
  question    = "What was the average length of stay for 2024 discharges at hospitals outside the Central region?"
  format_hint = "float"
  expect      = 4.7566
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "discharge-date"]
}

golden "r5_patients_surgical_procedure_2023" {
  question    = "How many different patients underwent a surgical procedure in 2023?"
  format_hint = "int"
  expect      = 1159
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "join"]
}

golden "r5_avg_admissions_per_south_hospital_2024" {
  question    = "On average, how many admissions did each hospital in the South region have in 2024?"
  format_hint = "float"
  expect      = 968.5
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r5_emergency_admissions_per_day_q1_2024" {
  question    = "How many emergency admissions did we get per day, on average, in Q1 2024?"
  format_hint = "float"
  expect      = 25.1538
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-day", "named-filter"]
}

golden "r5_share_procedure_charges_2023" {
  question    = "What share of 2023 total charges were procedure charges?"
  format_hint = "float"
  expect      = 31.7311
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "part-of-whole"]
}

golden "r5_st_agnes_charges_growth" {
  question    = "By how much did total charges at St Agnes grow from 2023 to 2024, in percent?"
  format_hint = "float"
  expect      = 9.9113
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "named-filter"]
}

golden "r5_riverton_residents_at_ruh_2024" {
  question    = "How many of Riverton University Hospital's 2024 admissions were patients who live in Riverton?"
  format_hint = "int"
  expect      = 1787
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "entity"]
}

golden "r5_procedures_done_500_times_2023" {
  question    = "How many different procedures were performed at least 500 times in 2023?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "distinct-count"]
}

golden "r5_second_highest_readmission_hospital_2023" {
  question    = "Which hospital had the second-highest 30-day readmission rate in 2023?"
  format_hint = "str"
  expect      = "St. Agnes Hospital"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "rate"]
}

golden "r5_ortho_vs_cardiology_alos_2024" {
  question    = "Orthopedics vs Cardiology: average length of stay for 2024 discharges"
  format_hint = "list[{department:str, average_length_of_stay:float}]"
  expect      = [
    { department = "Orthopedics", average_length_of_stay = 3.2055 },
    { department = "Cardiology", average_length_of_stay = 4.7216 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["comparison", "discharge-date"]
}

golden "r5_elective_admissions_elective_recovery_2023" {
  question    = "How many planned admissions did we have during the Elective Recovery 2023 period?"
  format_hint = "int"
  expect      = 563
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["document-period", "named-period", "synonym"]
}

golden "r5_doc_escalation_beds_winter_surge" {
  question    = "How many escalation beds were opened at Riverton University Hospital during the Winter Surge 2024?"
  format_hint = "int"
  expect      = 40
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r5_unanswerable_staff_turnover" {
  question    = "What was the nursing staff turnover rate at Northfield General in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
