# Held-out round 12: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round12.py

golden "r12_er_charges_jan_jun_2023" {
  question    = "total charges on ER admits jan-jun 2023?"
  format_hint = "float"
  expect      = 93490105.8
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "total-charges", "emergency", "half-year-in-words", "terse", "sloppy"]
}

golden "r12_patients_passed_away_2024" {
  question    = "How many of our patients passed away in hospital during 2024?"
  format_hint = "int"
  expect      = 118
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "disposition", "deaths", "discharge-date", "ordinary-words"]
}

golden "r12_second_specialty_by_charges_2024" {
  question    = "which kind of doctor brought in the second most in charges on 2024 admissions?"
  format_hint = "str"
  expect      = "Cardiology"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["nth-ranked", "specialty", "total-charges", "ordinary-words", "sloppy"]
}

golden "r12_alos_redcliff_2023" {
  question    = "I'm looking at average length of stay per hospital for patients discharged in 2023. Could you give me the figure for Redcliff Memorial, in days, please?"
  format_hint = "float"
  expect      = 3.8599
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown-row", "average", "length-of-stay", "hospital", "discharge-date", "polite"]
}

golden "r12_csections_pct_change_2023_2024" {
  question    = "c-sections: % change 2023 -> 2024"
  format_hint = "float"
  expect      = -1.5823
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["comparison", "percent-change", "procedure", "value-synonym", "terse"]
}

golden "r12_riverton_share_patient_days_2024" {
  question    = "of all the days patients spent in our beds, for stays that ended in 2024, what percent were at riverton u?"
  format_hint = "float"
  expect      = 44.8777
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "patient-days", "hospital", "value-synonym", "ordinary-words", "sloppy"]
}

golden "r12_patients_er_and_planned_2024" {
  question    = "Of the people admitted in 2024, how many came in through the ER at least once and also had at least one planned admission that same year?"
  format_hint = "int"
  expect      = 736
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "admission-type", "value-synonym"]
}

golden "r12_lowest_readmit_among_top3_departments_2023" {
  question    = "Take our three busiest departments by number of 2023 admissions. Of those three, which one had the lowest 30-day readmission rate for patients discharged in 2023?"
  format_hint = "str"
  expect      = "General Surgery"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n-then", "department", "readmission-rate", "ranking"]
}

golden "r12_alos_gap_medicare_vs_commercial_2024" {
  question    = "for 2024 discharges, how many more days on average did medicare patients stay than commercially insured ones?"
  format_hint = "float"
  expect      = 0.8775
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["two-groups", "difference", "length-of-stay", "insurance", "value-synonym", "sloppy"]
}

golden "r12_charges_per_patient_day_2024" {
  question    = "For the stays that wrapped up in 2024, what did we bill per day in hospital overall? I mean total charges divided by total days, not an average of each stay's own daily rate."
  format_hint = "float"
  expect      = 5934.52
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio-of-totals", "total-charges", "patient-days", "discharge-date", "long"]
}

golden "r12_doc_discharge_leave_ward_hour" {
  question    = "on the day someone goes home, by what time are they meant to be off the ward? just the hour (24h) pls"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "ordinary-words", "sloppy"]
}

golden "r12_unanswerable_ambulance_arrivals_2024" {
  question    = "how many of the patients we admitted in 2024 arrived by ambulance?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "near-miss-column"]
}
