# Held-out round 3: not loaded by eval; written without reading the planner and
# before running datacopilot; answers computed by expected/round3.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round3.py

golden "r3_six_routes_revenue_q3_2024" {
  question    = "name the six routes that brought in the most revenue in Q3 2024"
  format_hint = "list[{route:str, total_revenue:float}]"
  expect      = [
    { route = "JFK-SFO", total_revenue = 2634550.0 },
    { route = "SFO-JFK", total_revenue = 2471616.0 },
    { route = "LHR-JFK", total_revenue = 2086620.0 },
    { route = "BOS-LHR", total_revenue = 2081737.0 },
    { route = "JFK-CDG", total_revenue = 2007143.0 },
    { route = "JFK-LHR", total_revenue = 1836552.0 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r3_cancel_rate_by_carrier_type_2023" {
  question    = "cancellation rate by carrier type in 2023"
  format_hint = "list[{carrier_type:str, cancellation_rate:float}]"
  expect      = [
    { carrier_type = "regional", cancellation_rate = 3.6752 },
    { carrier_type = "low-cost", cancellation_rate = 2.2348 },
    { carrier_type = "mainline", cancellation_rate = 1.6787 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown", "rate"]
}

golden "r3_pacific_crest_pax_h1_2024" {
  question    = "How many passengers did Pacific Crest carry in the first half of 2024?"
  format_hint = "int"
  expect      = 138399
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "entity"]
}

golden "r3_bluewater_flight_growth" {
  question    = "By what percent did the number of Bluewater Air flights grow from 2023 to 2024?"
  format_hint = "float"
  expect      = 12.8831
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "entity"]
}

golden "r3_ancillary_share_2024" {
  question    = "What percentage of our 2024 revenue came from ancillaries?"
  format_hint = "float"
  expect      = 9.7116
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "ratio-of-metrics"]
}

golden "r3_otp_2023_excluding_bluewater" {
  question    = "What was the on-time rate in 2023 excluding Bluewater Air?"
  format_hint = "float"
  expect      = 78.0136
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation"]
}

golden "r3_summit_link_routes_2024" {
  question    = "How many different routes did Summit Link fly in 2024?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "entity"]
}

golden "r3_pax_into_california_dec_2023" {
  question    = "How many passengers flew into California in December 2023?"
  format_hint = "int"
  expect      = 20265
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "period"]
}

golden "r3_routes_over_140_flights_2023" {
  question    = "How many routes had more than 140 flights in 2023?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r3_flights_per_day_march_2024" {
  question    = "On average, how many flights did we schedule per day in March 2024?"
  format_hint = "float"
  expect      = 41.3548
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "period"]
}

golden "r3_model_highest_load_factor_2024" {
  question    = "Which aircraft model had the highest load factor in 2024?"
  format_hint = "str"
  expect      = "A320-200"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "join"]
}

golden "r3_typo_ohare_cancellations_jan_2024" {
  question    = "how many flights leaving o'hare got cancelled in janaury 2024"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["typo", "role", "named-filter"]
}

golden "r3_casual_regional_fuel_2024" {
  question    = "whats the fuel bill for the regionals in 2024"
  format_hint = "float"
  expect      = 4617026.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["casual", "entity"]
}

golden "r3_bottom3_carriers_satisfaction_2023" {
  question    = "the 3 carriers with the lowest customer satisfaction in 2023"
  format_hint = "list[{carrier:str, satisfaction:float}]"
  expect      = [
    { carrier = "Bluewater Air", satisfaction = 3.7686 },
    { carrier = "Great Lakes Connect", satisfaction = 3.9594 },
    { carrier = "Desert Sun Airways", satisfaction = 3.9771 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "breakdown"]
}

golden "r3_unanswerable_missed_connections" {
  question    = "How many passengers missed their connection in 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
