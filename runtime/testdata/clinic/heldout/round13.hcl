# Held-out round 13: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round13.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round13.py

golden "r13_avg_charge_planned_ortho_southport_2024" {
  question    = "avg bill for planned ortho admits at southport med in 2024?"
  format_hint = "float"
  expect      = 44881.16
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "two-filters", "average-charge", "hospital", "department", "value-synonym", "terse"]
}

golden "r13_patients_knee_replacement_2023" {
  question    = "How many different patients got a knee replacement in 2023?"
  format_hint = "int"
  expect      = 154
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "patient", "procedure", "value-synonym"]
}

golden "r13_third_hospital_er_admissions_2024" {
  question    = "which hospital had the 3rd most ER admissions in 2024"
  format_hint = "str"
  expect      = "Southport Medical Center"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "hospital", "emergency", "sloppy"]
}

golden "r13_admissions_without_procedure_2024" {
  question    = "How many of the stays admitted in 2024 had no procedures done at all?"
  format_hint = "int"
  expect      = 3912
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "anti-join", "procedure", "admissions"]
}

golden "r13_readmission_gap_private_vs_medicaid_2023" {
  question    = "For patients discharged in 2023, how many percentage points higher was the 30-day readmission rate for privately insured patients than for Medicaid patients?"
  format_hint = "float"
  expect      = 1.8221
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["comparison", "two-groups", "difference", "readmission-rate", "payer", "value-synonym"]
}

golden "r13_imaging_share_procedure_charges_2024" {
  question    = "what share of procedure charges on 2024 admissions was imaging? in %"
  format_hint = "float"
  expect      = 7.276
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "procedure-charges", "procedure-category", "terse"]
}

golden "r13_doctors_over_180_admissions_2023" {
  question    = "How many doctors were the attending on more than 180 admissions in 2023?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "per-entity", "physician", "admissions"]
}

golden "r13_north_residents_treated_outside_north_2024" {
  question    = "I'd like to understand how many people leave their own region for care. In 2024, how many admissions were for patients who live in the North but were treated at one of our hospitals outside the North?"
  format_hint = "int"
  expect      = 474
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-region", "hospital-region", "admissions", "polite", "long"]
}

golden "r13_patients_charged_over_300k_2024" {
  question    = "how many patients had total charges over $300k across all their 2024 admissions?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["per-entity", "threshold", "patient", "total-charges", "sloppy"]
}

golden "r13_breakdown_2024_discharges_by_disposition_rehab" {
  question    = "2024 discharges broken down by disposition - what's the number for rehab?"
  format_hint = "int"
  expect      = 640
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "one-row", "discharge-disposition", "value-synonym", "terse"]
}

golden "r13_doc_winter_surge_2024_escalation_beds" {
  question    = "During the winter surge of 2024, how many extra escalation beds did we open at Riverton University Hospital?"
  format_hint = "int"
  expect      = 40
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "capacity-plan", "surge", "beds"]
}

golden "r13_out_of_pocket_stays_2024_everyday_words" {
  question    = "How many hospital stays in 2024 were paid out of pocket by the patient? Count by admission date."
  format_hint = "int"
  expect      = 494
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "payer", "everyday-word", "admissions", "follow-on"]
}
