# Held-out round 13: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round13.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round13.py

golden "r13_bluewater_ancillaries_out_of_mco_q3_2024" {
  question    = "bluewater ancillaries on flights out of MCO, q3 2024?"
  format_hint = "float"
  expect      = 1140269.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "two-filters", "ancillary-revenue", "origin", "quarter", "terse", "value-synonym"]
}

golden "r13_lone_star_destinations_from_dfw_2024" {
  question    = "How many different airports did Lone Star fly to from DFW in 2024?"
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "destination", "origin", "carrier", "value-synonym"]
}

golden "r13_third_worst_on_time_airline_2023" {
  question    = "Which airline had the third-worst on-time performance in 2023?"
  format_hint = "str"
  expect      = "Great Lakes Connect"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "bottom", "on-time-rate", "carrier"]
}

golden "r13_cancellations_not_weather_2024" {
  question    = "how many flights did we cancel in 2024 for reasons other than weather?"
  format_hint = "int"
  expect      = 137
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["negation", "cancellations", "cancellation-reason", "sloppy"]
}

golden "r13_more_passengers_dec_2024_vs_dec_2023" {
  question    = "How many more passengers did we carry in December 2024 than in December 2023?"
  format_hint = "int"
  expect      = 8515
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "difference", "passengers", "month", "period"]
}

golden "r13_atlantic_long_haul_share_fare_revenue_2024" {
  question    = "What percent of Atlantic Transair's 2024 fare revenue came from long-haul flights? By long-haul I mean 3,000 miles or more."
  format_hint = "float"
  expect      = 47.4408
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "ticket-revenue", "long-haul", "carrier", "follow-on"]
}

golden "r13_arrivals_over_3h_late_2023" {
  question    = "how many flights got in more than 3 hrs late in 2023"
  format_hint = "int"
  expect      = 61
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "late", "arrival-delay", "sloppy", "unit-conversion"]
}

golden "r13_passengers_into_florida_mar_2024" {
  question    = "How many passengers did we fly into Florida airports in March 2024?"
  format_hint = "int"
  expect      = 19256
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "destination", "state", "passengers", "value-synonym"]
}

golden "r13_planes_over_150k_miles_2024" {
  question    = "How many of our planes flew more than 150,000 miles in 2024?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "aircraft", "distance"]
}

golden "r13_breakdown_cancellations_2023_by_cause_atc" {
  question    = "Could you split our 2023 cancellations by cause for me? I'm only after the air traffic control figure."
  format_hint = "int"
  expect      = 46
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "one-row", "cancellation-reason", "polite"]
}

golden "r13_doc_jfk_international_min_connect_minutes" {
  question    = "whats the min connecting time at JFK if one of the flights is international? (minutes)"
  format_hint = "int"
  expect      = 90
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "connecting-time", "sloppy"]
}

golden "r13_summit_link_wage_bill_2024_everyday_words" {
  question    = "What was Summit Link's wage bill for pilots and flight attendants in 2024?"
  format_hint = "float"
  expect      = 1531577.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["total", "crew-cost", "everyday-word", "carrier"]
}
