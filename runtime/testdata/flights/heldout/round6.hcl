# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round6.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round6.py

golden "r6_great_lakes_crew_cost_q3_2023" {
  question    = "What did Great Lakes Connect spend on crew in the third quarter of 2023?"
  format_hint = "float"
  expect      = 747219.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "carrier"]
}

golden "r6_scheduled_into_denver_nov_2024" {
  question    = "How many flights were scheduled to arrive in Denver in November 2024?"
  format_hint = "int"
  expect      = 38
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "role", "count"]
}

golden "r6_landing_fees_h2_2024" {
  question    = "How much did we pay in landing fees over the second half of 2024?"
  format_hint = "float"
  expect      = 12513074.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "synonym"]
}

golden "r6_top5_routes_operating_profit_2023" {
  question    = "Which five routes made the most operating profit in 2023?"
  format_hint = "list[{route:str, operating_profit:float}]"
  expect      = [
    { route = "JFK-CDG", operating_profit = 5784287.0 },
    { route = "JFK-LHR", operating_profit = 4538278.0 },
    { route = "SFO-JFK", operating_profit = 4438575.0 },
    { route = "LHR-JFK", operating_profit = 4336998.0 },
    { route = "JFK-SFO", operating_profit = 3937010.0 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "defined-metric"]
}

golden "r6_second_highest_cancellation_rate_2024" {
  question    = "Which airline had the second-highest cancellation rate in 2024?"
  format_hint = "str"
  expect      = "Bluewater Air"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "rate"]
}

golden "r6_load_factor_by_month_q1_2024" {
  question    = "Load factor month by month for the first quarter of 2024"
  format_hint = "list[{month:str, load_factor:float}]"
  expect      = [
    { month = "2024-01-01", load_factor = 75.7378 },
    { month = "2024-02-01", load_factor = 78.1872 },
    { month = "2024-03-01", load_factor = 86.1204 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "time-grain"]
}

golden "r6_avg_departure_delay_by_carrier_type_2023" {
  question    = "Average departure delay by carrier type in 2023"
  format_hint = "list[{carrier_type:str, avg_departure_delay:float}]"
  expect      = [
    { carrier_type = "low-cost", avg_departure_delay = 16.3526 },
    { carrier_type = "regional", avg_departure_delay = 13.5408 },
    { carrier_type = "mainline", avg_departure_delay = 10.4653 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r6_summit_link_completion_factor_q1_2024" {
  question    = "What was Summit Link's completion factor in Q1 2024?"
  format_hint = "float"
  expect      = 95.9514
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["rate", "defined-metric", "document-definition"]
}

golden "r6_ticket_revenue_not_long_haul_2023" {
  question    = "How much ticket revenue did we earn in 2023 on flights that were not long-haul?"
  format_hint = "float"
  expect      = 331375193.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "named-filter"]
}

golden "r6_doc_fall_fare_sale_discount" {
  question    = "Up to what percentage off economy fares did the Fall Fare Sale 2024 offer?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "named-period"]
}

golden "r6_flights_within_california_2024" {
  question    = "How many flights were scheduled between two California airports in 2024?"
  format_hint = "int"
  expect      = 305
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "origin-and-destination", "count"]
}

golden "r6_unanswerable_wheelchair_requests_2024" {
  question    = "How many wheelchair assistance requests did we handle in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
