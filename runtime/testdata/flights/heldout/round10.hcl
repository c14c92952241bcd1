# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round10.py

golden "r10_avg_distance_great_lakes_2024" {
  question    = "on average how far did a great lakes flight go in 2024? only count the ones that actually took off. miles please"
  format_hint = "float"
  expect      = 479.79
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "non-default-measure", "completed", "sloppy", "value-synonym"]
}

golden "r10_third_destination_from_dfw_by_pax_2024" {
  question    = "Looking only at flights leaving Dallas-Fort Worth in 2024, which airport was the third most popular place to fly to, going by the number of travelers?"
  format_hint = "str"
  expect      = "LAS"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["third-ranked", "role", "origin", "destination", "long"]
}

golden "r10_pacific_crest_fuel_share_over_2000mi_2023" {
  question    = "What percentage of Pacific Crest's 2023 fuel spend went on flights longer than 2,000 miles?"
  format_hint = "float"
  expect      = 47.2098
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "threshold", "fuel", "non-default-measure"]
}

golden "r10_bluewater_routes_no_cancellation_2024" {
  question    = "how many bluewater routes got through 2024 without a single cancellation"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "route", "sloppy", "idiom"]
}

golden "r10_airports_with_five_plus_airlines_2024" {
  question    = "How many airports had at least five different airlines of ours landing there in 2024?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "threshold", "at-least", "airport", "destination"]
}

golden "r10_top_feeder_into_kennedy_q2_2024" {
  question    = "which airport fed the most passengers into kennedy in the second quarter of 2024?"
  format_hint = "str"
  expect      = "SFO"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "origin", "destination", "quarter", "value-synonym", "idiom"]
}

golden "r10_flights_over_150k_fares_2024" {
  question    = "How many individual flights in 2024 pulled in more than $150,000 in fares?"
  format_hint = "int"
  expect      = 433
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "money", "per-flight", "idiom"]
}

golden "r10_avg_fare_holiday_rush_2023" {
  question    = "Over the 2023 holiday rush, what did people pay on average for a ticket?"
  format_hint = "float"
  expect      = 231.54
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "average-fare", "ordinary-words"]
}

golden "r10_great_lakes_fewer_flights_h1_2024_vs_h1_2023" {
  question    = "Great Lakes Connect has been shrinking. How many fewer flights did they have on the schedule in the first six months of 2024 than in the same six months of 2023?"
  format_hint = "int"
  expect      = 148
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "half-year", "period", "long"]
}

golden "r10_fuel_per_mile_budget_carriers_2024" {
  question    = "what did fuel run us per mile flown on the budget airlines in 2024"
  format_hint = "float"
  expect      = 4.5744
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per", "fuel", "value-synonym", "sloppy", "idiom"]
}

golden "r10_doc_significant_delay_domestic_hours" {
  question    = "how many hours late does a domestic flight have to be before the passenger can call the whole trip off and get their money back?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "ordinary-words"]
}

golden "r10_unanswerable_maintenance_spend_2023" {
  question    = "What was the fleet's maintenance bill in 2023?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "near-miss-metric"]
}
