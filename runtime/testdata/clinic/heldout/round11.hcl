# Held-out round 11: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round11.py

golden "r11_unique_patients_apr_jun_2024" {
  question    = "how many individual patients did we admit between april and june 2024"
  format_hint = "int"
  expect      = 2083
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "patients-admitted", "quarter-in-words", "sloppy"]
}

golden "r11_busiest_doctor_saint_agnes_2024" {
  question    = "Who was the busiest attending doctor at Saint Agnes in 2024, going by how many admissions they had?"
  format_hint = "str"
  expect      = "Elena Varga"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["top-1", "physician", "hospital", "value-synonym"]
}

golden "r11_avg_charge_transfers_2024" {
  question    = "Could you tell me what the average bill came to for patients who were transferred in to us from another facility, looking at stays admitted in 2024? Just the average total charge per stay, in dollars, please."
  format_hint = "float"
  expect      = 43522.81
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "average-charge", "admission-type", "open-stays", "polite", "long"]
}

golden "r11_discharges_to_rehab_2024" {
  question    = "2024 discharges split by where the patient went afterwards -- how many went to rehab?"
  format_hint = "int"
  expect      = 640
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown-row", "discharges", "disposition", "value-synonym", "terse"]
}

golden "r11_readmit_rate_change_pp_2023_to_2024" {
  question    = "by how many percentage points did our 30 day readmit rate move between 2023 and 2024? (2024 minus 2023, negative if it went down)"
  format_hint = "float"
  expect      = -0.5953
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["comparison", "difference", "percentage-points", "readmission-rate", "sloppy"]
}

golden "r11_imaging_share_of_procedures_2024" {
  question    = "What percentage of the procedures performed on patients admitted in 2024 were imaging procedures (by number of procedures, not charges)?"
  format_hint = "float"
  expect      = 35.5199
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "procedures-performed", "procedure-category"]
}

golden "r11_patients_2023_not_back_in_2024" {
  question    = "Of the patients we admitted at some point in 2023, how many did not have a single admission in 2024?"
  format_hint = "int"
  expect      = 3791
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "two-periods"]
}

golden "r11_ortho_stays_with_imaging_2024" {
  question    = "how many ortho stays admitted in 2024 had at least one imaging procedure done during the stay?"
  format_hint = "int"
  expect      = 89
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "exists", "procedure-category", "department", "value-synonym", "sloppy"]
}

golden "r11_doctors_alos_over_6_days_2024" {
  question    = "How many attending physicians had an average length of stay of more than 6 days across the patients they discharged in 2024?"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "physician", "length-of-stay", "discharge-date"]
}

golden "r11_share_treated_in_home_city_2024" {
  question    = "We'd like to know how local our care is. Out of all admissions in 2024, what percent were patients treated at a hospital located in the same city they live in?"
  format_hint = "float"
  expect      = 44.1171
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "home-city", "hospital-city", "share", "long"]
}

golden "r11_doc_visitors_outside_surge" {
  question    = "on a normal day, no surge on, how many visitors can a patient have with them at once?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "negation", "ordinary-words"]
}

golden "r11_unanswerable_postponed_electives_winter_surge" {
  question    = "how many elective surgeries did we have to postpone because of the winter surge 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "policy-vs-data"]
}
