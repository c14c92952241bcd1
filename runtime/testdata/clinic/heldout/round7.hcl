# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round7.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round7.py

golden "r7_ortho_charges_q2_2024" {
  question    = "total charges for ortho admissions in q2 2024"
  format_hint = "float"
  expect      = 8440052.36
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "department", "value-synonym"]
}

golden "r7_cardiology_median_los_2023" {
  question    = "median LOS for cardiology patients discharged in 2023"
  format_hint = "float"
  expect      = 4.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["median", "department", "date-role"]
}

golden "r7_top_attending_charges_2023" {
  question    = "which attending racked up the highest total charges on 2023 admissions"
  format_hint = "str"
  expect      = "Isaac Schmidt"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "physician", "synonym"]
}

golden "r7_southport_planned_admissions_fy2024" {
  question    = "how many planned admissions did Southport Med have in FY24"
  format_hint = "int"
  expect      = 277
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["fiscal-period", "value-synonym", "hospital"]
}

golden "r7_top_procedure_by_charges_2024" {
  question    = "Which procedure brought in the most procedure charges in 2024?"
  format_hint = "str"
  expect      = "Percutaneous coronary intervention (PCI)"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["top-1", "procedure"]
}

golden "r7_fewest_admissions_per_bed_2024" {
  question    = "Which hospital had the fewest admissions per licensed bed in 2024?"
  format_hint = "str"
  expect      = "Redcliff Memorial Hospital"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ratio", "per-entity", "bottom-1"]
}

golden "r7_home_health_discharges_growth_2023_2024" {
  question    = "by what percent did discharges to home health grow from 2023 to 2024"
  format_hint = "float"
  expect      = 6.3035
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "date-role", "disposition"]
}

golden "r7_northfield_admissions_excl_transfers_2024" {
  question    = "How many admissions did Northfield General have in 2024, not counting transfers?"
  format_hint = "int"
  expect      = 1716
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "hospital"]
}

golden "r7_doc_long_stay_threshold" {
  question    = "a stay counts as a long stay once it goes over how many days?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "definition"]
}

golden "r7_doc_surge_nights_in_a_row" {
  question    = "how many nights in a row does occupancy have to stay at 90% or more before we declare a surge"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r7_unanswerable_staff_flu_vaccinations_2024" {
  question    = "How many flu shots did we give our staff in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_physician_salary_riverton" {
  question    = "whats the average salary of the doctors at Riverton University Hospital"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
