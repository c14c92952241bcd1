# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round8.py

golden "r8_total_charges_oct_2024" {
  question    = "hospital charges for october 2024?"
  format_hint = "float"
  expect      = 24824636.02
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "defined-metric"]
}

golden "r8_westmoor_er_distinct_patients_2024" {
  question    = "How many different patients came in through the ER at Westmoor Regional in 2024?"
  format_hint = "int"
  expect      = 487
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "hospital", "value-synonym"]
}

golden "r8_third_busiest_department_2023" {
  question    = "which department was third by number of admissions in 2023?"
  format_hint = "str"
  expect      = "General Surgery"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "ordinal", "department"]
}

golden "r8_lowest_avg_bill_hospital_2023" {
  question    = "Which hospital had the lowest average bill per stay for patients admitted in 2023?"
  format_hint = "str"
  expect      = "Redcliff Memorial Hospital"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-1", "non-default-metric", "hospital", "synonym"]
}

golden "r8_stays_over_50k_2024" {
  question    = "How many stays admitted in 2024 were billed over $50,000?"
  format_hint = "int"
  expect      = 1462
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "charges"]
}

golden "r8_charges_2024_excl_oncology_cardiology" {
  question    = "total charges on 2024 admissions, excluding oncology and cardiology"
  format_hint = "float"
  expect      = 215018268.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "department"]
}

golden "r8_transfer_share_admissions_2024" {
  question    = "What percent of our 2024 admissions were transfers in from other facilities?"
  format_hint = "float"
  expect      = 7.1743
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "admission-type"]
}

golden "r8_maternity_admissions_growth_2023_2024" {
  question    = "percent change in maternity admissions, 2023 vs 2024"
  format_hint = "float"
  expect      = 1.9187
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "value-synonym", "department"]
}

golden "r8_stays_per_patient_brookhaven_2023" {
  question    = "avg number of stays per patient at brookhaven in 2023"
  format_hint = "float"
  expect      = 1.0847
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-entity", "sloppy"]
}

golden "r8_charges_2024_patients_living_west" {
  question    = "total charges on 2024 admissions of patients living in the western region"
  format_hint = "float"
  expect      = 35368055.52
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "home-region", "value-synonym"]
}

golden "r8_doc_followup_call_hours" {
  question    = "when someone is sent home, how soon does a nurse have to phone them? (hours)"
  format_hint = "int"
  expect      = 48
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "ordinary-words"]
}

golden "r8_unanswerable_bad_debt_2024" {
  question    = "How much did we write off as bad debt in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
