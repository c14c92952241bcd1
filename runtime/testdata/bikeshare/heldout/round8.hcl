# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round8.py

golden "r8_km_pedalled_march_2024" {
  question    = "how many km did folks pedal in march 2024, all trips together"
  format_hint = "float"
  expect      = 10608.03
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "sum", "plain-words"]
}

golden "r8_women_active_riders_2023" {
  question    = "How many different women took at least one ride with us in 2023?"
  format_hint = "int"
  expect      = 3524
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "value-synonym", "period"]
}

golden "r8_third_busiest_departure_station_2024" {
  question    = "which station was the third busiest for departures in 2024"
  format_hint = "str"
  expect      = "Ferry Terminal"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "word-number", "role", "station"]
}

golden "r8_district_longest_avg_ride_2024" {
  question    = "For trips that started there in 2024, which district had the longest average ride time?"
  format_hint = "str"
  expect      = "Northgate"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "average", "district"]
}

golden "r8_rides_over_30_min_2024" {
  question    = "how many rides in 2024 lasted more than half an hour"
  format_hint = "int"
  expect      = 13519
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "period"]
}

golden "r8_revenue_2023_excluding_out_of_dock" {
  question    = "What was our trip revenue in 2023, not counting the out-of-dock trips?"
  format_hint = "float"
  expect      = 176548.37
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "exclusion", "revenue"]
}

golden "r8_casual_share_of_trips_2024" {
  question    = "what % of 2024 trips were taken by non-members"
  format_hint = "float"
  expect      = 32.1463
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "value-synonym", "plan-type"]
}

golden "r8_more_repairs_2024_vs_2023" {
  question    = "How many more bike repairs were logged in 2024 than in 2023?"
  format_hint = "int"
  expect      = 574
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "maintenance"]
}

golden "r8_trips_per_annual_member_2024" {
  question    = "on average, how many trips did each annual member who rode in 2024 take?"
  format_hint = "float"
  expect      = 5.7994
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["per-entity", "average", "plan"]
}

golden "r8_dropoffs_pier_52_harbor_festival" {
  question    = "how many drop-offs did Pier 52 get during the harbor festival?"
  format_hint = "int"
  expect      = 149
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "end-station", "named-period"]
}

golden "r8_doc_out_of_dock_pickup_hours" {
  question    = "if someone leaves a bike outside a station, within how many hours are our field staff supposed to go get it?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r8_unanswerable_annual_membership_income_2024" {
  question    = "how much money did we bring in from annual membership fees in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
