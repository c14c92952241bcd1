# Held-out round 11: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round11.py

golden "r11_summit_link_revenue_sep_2024" {
  question    = "summit link revenue for sept 2024?"
  format_hint = "float"
  expect      = 925856.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "month", "revenue-means-total", "terse", "sloppy"]
}

golden "r11_northstar_atc_cancellations_2024" {
  question    = "How many Northstar flights got scrubbed because of air traffic control in 2024?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "cancellation-reason", "synonym", "value-synonym"]
}

golden "r11_second_worst_departure_delay_airline_2023" {
  question    = "which airline had the 2nd worst average departure delay in 2023"
  format_hint = "str"
  expect      = "Atlantic Transair"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["second-ranked", "average", "departure-delay", "worst", "sloppy"]
}

golden "r11_load_factor_meridian_alliance_2024" {
  question    = "Could you please break down our 2024 load factor by alliance? The figure I actually need is the one for the Meridian Alliance."
  format_hint = "float"
  expect      = 84.9832
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "load-factor", "alliance", "polite", "long"]
}

golden "r11_pacific_crest_pax_change_q3_2024_vs_q3_2023" {
  question    = "Pacific Crest passengers, Q3 2024 vs Q3 2023: % change?"
  format_hint = "float"
  expect      = 9.3032
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "quarter", "passengers", "terse"]
}

golden "r11_crew_share_of_operating_cost_2023" {
  question    = "What fraction of our total operating costs in 2023 was crew pay? Please give it as a percentage."
  format_hint = "float"
  expect      = 43.6625
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "crew", "operating-cost", "polite"]
}

golden "r11_aircraft_never_cancelled_2024" {
  question    = "Of the aircraft that operated in 2024, how many never had one of their flights cancelled that year?"
  format_hint = "int"
  expect      = 45
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "aircraft"]
}

golden "r11_routes_load_factor_above_88_2023" {
  question    = "how many routes ran a load factor above 88% in 2023?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "route", "load-factor", "sloppy"]
}

golden "r11_pax_on_since_retired_aircraft_2024" {
  question    = "How many passengers did we carry in 2024 on aircraft that have since been retired?"
  format_hint = "int"
  expect      = 76813
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "aircraft-status", "passengers"]
}

golden "r11_pax_chicago_to_washington_2024" {
  question    = "How many passengers flew from Chicago to Washington D.C. in 2024? Count both Chicago airports and both D.C. airports, and only that direction."
  format_hint = "int"
  expect      = 4340
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "origin", "destination", "city", "multi-airport"]
}

golden "r11_doc_spring_sale_2023_max_discount" {
  question    = "In the spring 2023 fare sale, what was the biggest discount we gave on economy fares, in percent?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "fare-sale", "ordinary-words"]
}

golden "r11_unanswerable_booking_lead_time_2024" {
  question    = "On average, how many days before departure did people book their tickets in 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "missing-column"]
}
