# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round8.py

golden "r8_passengers_aug_2023" {
  question    = "How many passengers did we fly in August 2023?"
  format_hint = "int"
  expect      = 188031
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "passengers"]
}

golden "r8_bluewater_distinct_planes_q1_2024" {
  question    = "how many different planes did bluewater fly in the first quarter of 2024"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "aircraft", "value-synonym"]
}

golden "r8_top_ten_routes_passengers_2024" {
  question    = "Add up the passengers on the 10 routes that carried the most people in 2024 - what's the total?"
  format_hint = "int"
  expect      = 188429
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "route", "sum-of-top"]
}

golden "r8_worst_avg_arrival_delay_carrier_q3_2024" {
  question    = "Which airline had the worst average arrival delay in Q3 2024?"
  format_hint = "str"
  expect      = "Bluewater Air"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "non-default-metric", "carrier"]
}

golden "r8_flights_3h_late_2024" {
  question    = "how many flights in 2024 got in three hours or more behind schedule?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "delay", "ordinary-words"]
}

golden "r8_profit_2024_excluding_northstar_summit" {
  question    = "operating profit for 2024, leaving out Northstar and Summit Link"
  format_hint = "float"
  expect      = 259546429.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "carrier", "defined-metric"]
}

golden "r8_skyward_share_passengers_2024" {
  question    = "What share of our 2024 passengers flew with Skyward Alliance airlines?"
  format_hint = "float"
  expect      = 35.1175
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "alliance"]
}

golden "r8_crew_pay_growth_q2" {
  question    = "by how much % did crew pay go up between Q2 2023 and Q2 2024"
  format_hint = "float"
  expect      = 4.6455
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "synonym", "sloppy"]
}

golden "r8_avg_seats_current_fleet" {
  question    = "On average, how many seats does each plane in our current fleet have?"
  format_hint = "float"
  expect      = 161.92
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-entity", "fleet"]
}

golden "r8_scheduled_into_chicago_q4_2024" {
  question    = "How many flights did we have scheduled into Chicago in Q4 2024?"
  format_hint = "int"
  expect      = 293
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "destination", "city"]
}

golden "r8_doc_min_connect_dfw_domestic" {
  question    = "whats the shortest connection we'll sell at DFW between two domestic flights, in minutes?"
  format_hint = "int"
  expect      = 50
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r8_unanswerable_flight_attendant_sick_days_2024" {
  question    = "How many flight attendants called in sick in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
