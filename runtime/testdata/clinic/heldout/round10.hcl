# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round10.py

golden "r10_avg_satisfaction_planned_h2_2024" {
  question    = "how did our planned patients rate us on average, the ones discharged in the back half of 2024?"
  format_hint = "float"
  expect      = 8.0029
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "satisfaction", "idiom", "period", "sloppy"]
}

golden "r10_fourth_most_common_surgery_2024" {
  question    = "among the surgical procedures, which one came fourth by how many times it was done on stays admitted in 2024?"
  format_hint = "str"
  expect      = "Total knee replacement"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "written-n", "procedure-category"]
}

golden "r10_selfpay_share_charges_2024" {
  question    = "what slice of everything we billed for 2024 admissions was for patients paying out of their own pocket? as a percent"
  format_hint = "float"
  expect      = 4.188
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "charges", "insurance", "idiom", "sloppy"]
}

golden "r10_patients_2024_never_via_er" {
  question    = "Of the people we admitted in 2024, how many never once came in through the ER that year?"
  format_hint = "int"
  expect      = 1425
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "value-synonym"]
}

golden "r10_doctors_who_lost_a_patient_q3_2024" {
  question    = "how many different doctors lost at least one patient in q3 2024"
  format_hint = "int"
  expect      = 23
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "physician", "idiom", "quarter", "sloppy"]
}

golden "r10_westmoor_admissions_redcliff_residents_2023" {
  question    = "We're trying to see how much of Westmoor Regional's workload comes from the neighbouring town. In 2023, how many of the admissions at Westmoor Regional were people who actually live over in Redcliff?"
  format_hint = "int"
  expect      = 191
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-city", "hospital", "long"]
}

golden "r10_patients_over_100k_charges_2024" {
  question    = "how many patients ran up more than $100k in charges across all their 2024 admissions combined"
  format_hint = "int"
  expect      = 539
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "charges", "sloppy"]
}

golden "r10_discharges_fy25_to_date" {
  question    = "How many discharges have we had so far in fiscal 2025?"
  format_hint = "int"
  expect      = 4990
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "fiscal-year", "so-far", "discharge-date"]
}

golden "r10_avg_charge_change_dec_2024_vs_dec_2023" {
  question    = "Finance is putting together the year-end pack and wants to know how the typical bill moved: for patients admitted in December 2024 compared with December 2023, what's the difference in average charge per stay, in dollars (December 2024 minus December 2023)?"
  format_hint = "float"
  expect      = -186.52
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "month", "average-charge", "open-stays", "long"]
}

golden "r10_brookhaven_patient_days_per_bed_2024" {
  question    = "brookhaven community - days of care per licensed bed for stays that wrapped up in 2024?"
  format_hint = "float"
  expect      = 9.2333
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "per-bed", "patient-days", "idiom", "sloppy"]
}

golden "r10_doc_noncardiac_followup_appointment_days" {
  question    = "for a patient who wasn't in for anything heart-related, how many days after going home do they have to be seen for the follow-up appointment (when the discharge summary asks for one)?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "negation", "ordinary-words"]
}

golden "r10_unanswerable_cardiac_followup_within_7_days_2024" {
  question    = "what % of our 2024 heart failure discharges actually got seen by a clinician within the 7 days the policy asks for?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "policy-vs-data"]
}
