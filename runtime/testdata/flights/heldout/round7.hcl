# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round7.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round7.py

golden "r7_lone_star_ancillary_q1_2024" {
  question    = "ancillary revenue for lone star in q1 2024"
  format_hint = "float"
  expect      = 1307895.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "carrier", "value-synonym"]
}

golden "r7_load_factor_out_of_vegas_holiday_peak_2023" {
  question    = "how full were our flights out of las vegas during the 2023 holiday peak"
  format_hint = "float"
  expect      = 85.507
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "role", "synonym", "defined-metric"]
}

golden "r7_top_alliance_passengers_2023" {
  question    = "which alliance flew the most passengers in 2023?"
  format_hint = "str"
  expect      = "Skyward Alliance"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["top-1", "breakdown"]
}

golden "r7_fuel_bill_leaving_denver_2023" {
  question    = "whats the fuel bill for flights leaving denver in 2023"
  format_hint = "float"
  expect      = 1566640.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "role", "synonym"]
}

golden "r7_on_time_into_honolulu_2024" {
  question    = "On-time % for flights arriving in Honolulu in 2024?"
  format_hint = "float"
  expect      = 80.5825
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "rate", "defined-metric"]
}

golden "r7_active_aircraft_built_before_2015" {
  question    = "how many planes still in the fleet were built before 2015"
  format_hint = "int"
  expect      = 66
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "fleet", "exclusion"]
}

golden "r7_lone_star_share_of_mexico_arrivals_2024" {
  question    = "what percentage of the flights scheduled into Mexico in 2024 were Lone Star's?"
  format_hint = "float"
  expect      = 63.8298
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "role", "country"]
}

golden "r7_atlantic_profit_per_completed_flight_2024" {
  question    = "On average, how much operating profit did Atlantic Transair make per completed flight in 2024?"
  format_hint = "float"
  expect      = 43666.32
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per-entity", "defined-metric"]
}

golden "r7_doc_tarmac_food_water_hours" {
  question    = "during a tarmac delay, how many hours in do passengers have to get food and water"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r7_doc_refund_days_not_credit_card" {
  question    = "if a cancelled passenger's refund doesn't go back on a credit card, within how many days is it issued?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r7_unanswerable_passenger_age_2024" {
  question    = "what was the average age of our passengers in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_travel_agent_tickets_2024" {
  question    = "How many tickets did travel agents sell for us in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
