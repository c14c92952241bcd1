# Held-out round 4: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round4.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round4.py

golden "r4_top4_hospitals_charges_2024" {
  question    = "Which four hospitals billed the highest total charges in 2024?"
  format_hint = "list[{hospital:str, total_charges:float}]"
  expect      = [
    { hospital = "Riverton University Hospital", total_charges = 143911339.27 },
    { hospital = "Northfield General Hospital", total_charges = 48668179.17 },
    { hospital = "Southport Medical Center", total_charges = 46140797.87 },
    { hospital = "St. Agnes Hospital", total_charges = 31729821.25 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r4_readmission_rate_fy2024" {
  question    = "What was our 30-day readmission rate in FY2024?"
  format_hint = "float"
  expect      = 13.8524
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "rate"]
}

golden "r4_patient_days_growth" {
  question    = "By what percent did patient days change from 2023 to 2024?"
  format_hint = "float"
  expect      = 9.2509
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth"]
}

golden "r4_share_female_patients_2023" {
  question    = "What percent of the patients admitted in 2023 were women?"
  format_hint = "float"
  expect      = 57.328
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "distinct-count"]
}

golden "r4_alos_2024_excluding_deaths" {
  question    = "Average length of stay for 2024 discharges, not counting patients who died"
  format_hint = "float"
  expect      = 4.8874
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation"]
}

golden "r4_departments_alos_over_6_2024" {
  question    = "How many departments had an average length of stay of more than 6 days for 2024 discharges?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r4_discharges_per_day_dec_2024" {
  question    = "On average, how many discharges did we have per day in December 2024?"
  format_hint = "float"
  expect      = 30.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "period"]
}

golden "r4_rank_regions_avg_charge_2024" {
  question    = "Rank the regions by average charge per admission in 2024"
  format_hint = "list[{hospital_region:str, average_charge_per_admission:float}]"
  expect      = [
    { hospital_region = "Central", average_charge_per_admission = 32361.44 },
    { hospital_region = "South", average_charge_per_admission = 27094.52 },
    { hospital_region = "North", average_charge_per_admission = 26977.93 },
    { hospital_region = "East", average_charge_per_admission = 25901.89 },
    { hospital_region = "West", average_charge_per_admission = 24959.63 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ranking", "role"]
}

golden "r4_top_non_west_hospital_for_west_patients_2024" {
  question    = "Outside the West region, which hospital admitted the most patients who live in the West in 2024?"
  format_hint = "str"
  expect      = "Riverton University Hospital"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "negation", "superlative"]
}

golden "r4_patients_riverton_and_st_agnes_2024" {
  question    = "How many patients were admitted to both Riverton University Hospital and St. Agnes Hospital in 2024?"
  format_hint = "int"
  expect      = 141
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "intersection"]
}

golden "r4_typo_csections_northfield_2024" {
  question    = "how many c-sections did northfeild general do in 2024"
  format_hint = "int"
  expect      = 51
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["typo", "casual", "entity"]
}

golden "r4_admissions_per_medicare_patient_2024" {
  question    = "On average, how many times was each Medicare patient admitted in 2024?"
  format_hint = "float"
  expect      = 1.6038
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "entity"]
}

golden "r4_specialty_lowest_satisfaction_2023" {
  question    = "Which physician specialty had the lowest patient satisfaction in 2023?"
  format_hint = "str"
  expect      = "Psychiatry"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "join"]
}

golden "r4_doc_visitors_during_surge" {
  question    = "How many visitors can an inpatient have at a time while we're in surge?"
  format_hint = "int"
  expect      = 1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r4_unanswerable_theatre_hours" {
  question    = "How many operating theatre hours did each hospital use in 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
