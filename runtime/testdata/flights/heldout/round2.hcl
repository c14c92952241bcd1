# Held-out round 2: not loaded by eval; written without reading the planner;
# answers computed by expected/gen.py from data/*.csv (Python standard library only).
# Edit the script, then: python3 expected/gen.py

golden "r2_seven_busiest_departure_airports_2024" {
  question    = "Which seven airports had the most departures in 2024?"
  format_hint = "list[{origin_airport:str}]"
  expect      = [
    { origin_airport = "MSP" },
    { origin_airport = "DFW" },
    { origin_airport = "SEA" },
    { origin_airport = "ORD" },
    { origin_airport = "DTW" },
    { origin_airport = "MCO" },
    { origin_airport = "LAS" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role"]
}

golden "r2_bottom2_carriers_load_factor_2023" {
  question    = "bottom 2 airlines by load factor for 2023"
  format_hint = "list[{carrier:str, load_factor:float}]"
  expect      = [
    { carrier = "Great Lakes Connect", load_factor = 79.76 },
    { carrier = "Summit Link", load_factor = 80.23 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["bottom-n", "rank-by-measure", "join"]
}

golden "r2_lone_star_departure_airports_2024" {
  question    = "how many different airports did Lone Star have departures from in 2024?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "join"]
}

golden "r2_cancelled_not_weather_2024" {
  question    = "How many flights were cancelled in 2024 for reasons other than weather?"
  format_hint = "int"
  expect      = 137
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation"]
}

golden "r2_passengers_out_of_texas_2023" {
  question    = "passengers flying out of Texas in 2023?"
  format_hint = "int"
  expect      = 207475
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "plain-total", "join"]
}

golden "r2_flights_over_97pct_full_2023" {
  question    = "How many flights in 2023 were more than 97% full?"
  format_hint = "int"
  expect      = 911
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison"]
}

golden "r2_max_single_flight_ticket_revenue_2024" {
  question    = "What was the highest ticket revenue on a single flight in 2024?"
  format_hint = "float"
  expect      = 370452.0
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["superlative"]
}

golden "r2_weather_share_of_cancellations_2023" {
  question    = "Of the flights cancelled in 2023, what percentage were cancelled because of weather?"
  format_hint = "float"
  expect      = 56.88
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["share"]
}

golden "r2_ancillary_growth_2023_2024" {
  question    = "how much did ancilary revenue grow from 2023 to 2024 in %"
  format_hint = "float"
  expect      = 9.55
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["growth"]
}

golden "r2_operating_profit_by_carrier_type_2024" {
  question    = "Operating profit by carrier type in 2024"
  format_hint = "list[{carrier_type:str, operating_profit:float}]"
  expect      = [
    { carrier_type = "mainline", operating_profit = 248835817.0 },
    { carrier_type = "low-cost", operating_profit = 66231978.0 },
    { carrier_type = "regional", operating_profit = 22258528.0 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["breakdown", "close-metrics", "join"]
}

golden "r2_on_time_rate_by_quarter_2023" {
  question    = "on-time performance per quarter, 2023"
  format_hint = "list[{quarter:str, on_time_rate:float}]"
  expect      = [
    { quarter = "2023-01-01", on_time_rate = 76.46 },
    { quarter = "2023-04-01", on_time_rate = 74.98 },
    { quarter = "2023-07-01", on_time_rate = 75.12 },
    { quarter = "2023-10-01", on_time_rate = 79.65 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["time-grain"]
}

golden "r2_passengers_per_day_july_2024" {
  question    = "How many passengers did we carry per day, on average, in July 2024?"
  format_hint = "float"
  expect      = 7235.48
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["average-per-entity", "aggregation-target"]
}

golden "r2_doc_meal_voucher" {
  question    = "how much is the meal voucher when a delay the airline caused reaches 3 hours?"
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document"]
}

golden "r2_unanswerable_lost_bags" {
  question    = "How many checked bags did we lose in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r2_unanswerable_pilot_hours" {
  question    = "Which pilot flew the most hours in 2023?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
