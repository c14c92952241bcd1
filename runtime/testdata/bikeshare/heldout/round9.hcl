# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round9.py

golden "r9_avg_fare_spend_per_rider_2024" {
  question    = "what did the average rider spend on trip fares in total over 2024? only counting people who actually rode"
  format_hint = "float"
  expect      = 20.0482
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["aggregation-scope", "per-entity", "revenue", "active-riders"]
}

golden "r9_top_ten_riders_combined_rides_2023" {
  question    = "our top ten riders of 2023 by number of rides - how many rides did they take between them?"
  format_hint = "int"
  expect      = 1053
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "word-number", "sum", "rider"]
}

golden "r9_station_priciest_rides_2023" {
  question    = "rides from which station cost the most on average in 2023?"
  format_hint = "str"
  expect      = "North Hospital"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "average-fare", "start-station"]
}

golden "r9_downtown_share_of_ebike_trips_2024" {
  question    = "what percent of the 2024 ebike rides started from downtown stations?"
  format_hint = "float"
  expect      = 19.564
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "value-synonym", "start-district", "ebike"]
}

golden "r9_bikes_with_brake_problems_2023" {
  question    = "how many of our bikes had brake issues reported in 2023"
  format_hint = "int"
  expect      = 323
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "value-synonym", "maintenance", "bike"]
}

golden "r9_avg_repair_cost_excl_warranty_2024" {
  question    = "Average repair cost per ticket for 2024, leaving out the warranty jobs"
  format_hint = "float"
  expect      = 54.6651
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "exclusion", "average", "maintenance", "data-quality-definition"]
}

golden "r9_rides_over_two_hours_q4_2023" {
  question    = "in the last quarter of 2023 how many rides went over 2 hours?"
  format_hint = "int"
  expect      = 85
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "unit-conversion", "named-period"]
}

golden "r9_where_university_rides_end_2023" {
  question    = "rides starting in the university district in 2023 - apart from University itself, which district did most of them end up in?"
  format_hint = "str"
  expect      = "Downtown"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "end-district", "exclusion", "ranking"]
}

golden "r9_second_most_common_fault_2024" {
  question    = "whats the 2nd most common kind of bike fault we got reports for in 2024"
  format_hint = "str"
  expect      = "Brakes"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["second-ranked", "synonym", "maintenance"]
}

golden "r9_more_rides_aug_2024_vs_aug_2023" {
  question    = "how many more rides did we get in august 2024 compared to august 2023"
  format_hint = "int"
  expect      = 543
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "named-period"]
}

golden "r9_doc_payg_unlock_fee" {
  question    = "how much is the unlock fee for pay per ride customers, in $?"
  format_hint = "float"
  expect      = 1.0
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "value-synonym"]
}

golden "r9_unanswerable_annual_renewals_2024" {
  question    = "how many annual members let their membership lapse instead of renewing in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
