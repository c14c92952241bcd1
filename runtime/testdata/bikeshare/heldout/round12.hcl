# Held-out round 12: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round12.py

golden "r12_harborfront_departure_fares_q4_2023" {
  question    = "total fares on rides out of harborfront stations in q4 2023?"
  format_hint = "float"
  expect      = 5583.84
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "revenue", "quarter", "start-district", "lowercase"]
}

golden "r12_third_district_repair_bill_2024" {
  question    = "If we group the money spent on repairs by the district of the station where each problem was reported, which district comes third for the tickets reported in 2024?"
  format_hint = "str"
  expect      = "University"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["nth-place", "repair-cost", "station-district", "ranking", "long"]
}

golden "r12_2023_repair_cost_medium_priority" {
  question    = "Could you break down the 2023 repair costs by ticket priority for me? I only need the figure for medium priority."
  format_hint = "float"
  expect      = 33717.31
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown-row", "repair-cost", "priority", "polite"]
}

golden "r12_cancellations_2024_vs_2023_pct" {
  question    = "% change in cancellations, 2023 -> 2024"
  format_hint = "float"
  expect      = 16.8127
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["percent-change", "two-periods", "year", "cancelled", "terse"]
}

golden "r12_share_of_riders_out_of_towners" {
  question    = "what percentage of all the riders registered with us are out-of-towners rather than locals?"
  format_hint = "float"
  expect      = 13.0312
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "riders", "home-district", "everyday-word", "lowercase"]
}

golden "r12_avg_days_to_fix_brakes_2023" {
  question    = "avg no. of days it took to fix brake problems logged in 2023"
  format_hint = "float"
  expect      = 3.2064
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "days-to-resolve", "issue-type", "value-synonym", "abbreviation"]
}

golden "r12_festival_riders_with_no_earlier_ride" {
  question    = "How many of the people who rode during the Harbour Festival had never taken a ride with us before it started?"
  format_hint = "int"
  expect      = 333
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "named-period", "anti-join"]
}

golden "r12_riders_on_both_bike_types_q3_2024" {
  question    = "in q3 2024 how many riders rode both kinds of bike, a classic and an electric one, at least once each?"
  format_hint = "int"
  expect      = 2869
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "bike-type", "quarter", "lowercase"]
}

golden "r12_top5_departure_stations_share_2023" {
  question    = "Take our five busiest stations for departures in 2023. Together, what percentage of all 2023 trips started at them?"
  format_hint = "float"
  expect      = 22.9645
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n-then", "share", "start-station", "ranking", "role"]
}

golden "r12_2024_rides_by_riders_born_in_the_90s" {
  question    = "how many rides did customers born in the 90s take in 2024"
  format_hint = "int"
  expect      = 12071
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "rider-attribute", "birth-year", "everyday-word"]
}

golden "r12_doc_rebalancing_van_hours_per_day" {
  question    = "how many hours a day are the rebalancing vans out on the road?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "rebalancing", "everyday-word"]
}

golden "r12_unanswerable_refunds_for_faulty_bikes_2023" {
  question    = "how much money did we refund to riders in 2023 because their bike turned out to be faulty?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable", "refunds"]
}
