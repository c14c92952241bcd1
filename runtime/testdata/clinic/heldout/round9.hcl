# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round9.py

golden "r9_avg_knee_replacement_procedure_charge_2024" {
  question    = "on average what did we charge for the knee replacement itself in 2024? just the procedure, not the whole stay"
  format_hint = "float"
  expect      = 30831.49
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation-scope", "procedure", "value-synonym", "sloppy"]
}

golden "r9_top10_attendings_admissions_2023" {
  question    = "how many admissions did our ten busiest attendings handle in 2023, all together?"
  format_hint = "int"
  expect      = 2400
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "written-n", "physician", "sum-of-top"]
}

golden "r9_lowest_readmit_rate_specialty_2024" {
  question    = "which doctor specialty had the lowest 30 day readmit rate for 2024 discharges?"
  format_hint = "str"
  expect      = "Obstetrics and Gynecology"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["bottom-1", "non-default-metric", "specialty", "sloppy"]
}

golden "r9_riverton_share_of_er_admissions_2024" {
  question    = "what % of the 2024 ER admissions ended up at Riverton U?"
  format_hint = "float"
  expect      = 41.2605
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "hospital", "value-synonym", "sloppy"]
}

golden "r9_distinct_patients_stay_over_two_weeks_2024" {
  question    = "How many different patients had a hospital stay of more than two weeks that ended in 2024?"
  format_hint = "int"
  expect      = 323
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "threshold", "unit-conversion"]
}

golden "r9_procedure_charges_2024_excl_imaging_diagnostic" {
  question    = "procedure charges on 2024 stays, not counting imaging or diagnostic procedures"
  format_hint = "float"
  expect      = 88932781.63
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "procedure-category"]
}

golden "r9_south_hospitals_east_residents_2024" {
  question    = "how many 2024 admits at our southern hospitals were folks who live out east?"
  format_hint = "int"
  expect      = 36
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-region", "hospital-region", "sloppy"]
}

golden "r9_gross_charges_fy23" {
  question    = "gross charges for FY23?"
  format_hint = "float"
  expect      = 144937603.28
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["period", "fiscal-year", "synonym"]
}

golden "r9_second_home_town_riverton_2024" {
  question    = "Which home town ranks second for admissions to Riverton University Hospital in 2024?"
  format_hint = "str"
  expect      = "Millbrook"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "role", "home-city"]
}

golden "r9_er_admissions_h2_2024_vs_h2_2023" {
  question    = "how many more ER admits did we get in the second half of 2024 than in the second half of 2023?"
  format_hint = "int"
  expect      = 79
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "period", "value-synonym", "sloppy"]
}

golden "r9_doc_ama_followup_call_hours" {
  question    = "if a patient walks out against medical advice, how many hours do we have to get a follow-up call done?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "ordinary-words"]
}

golden "r9_unanswerable_patient_falls_2024" {
  question    = "how many patient falls were reported on the wards in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
