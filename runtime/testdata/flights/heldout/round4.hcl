# Held-out round 4: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round4.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round4.py

golden "r4_top4_carriers_ancillary_2023" {
  question    = "Which four airlines earned the most ancillary revenue in 2023?"
  format_hint = "list[{carrier:str, ancillary_revenue:float}]"
  expect      = [
    { carrier = "Bluewater Air", ancillary_revenue = 12061006.0 },
    { carrier = "Desert Sun Airways", ancillary_revenue = 10799981.0 },
    { carrier = "Northstar Airways", ancillary_revenue = 5985512.0 },
    { carrier = "Lone Star Airlines", ancillary_revenue = 5611955.0 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r4_load_factor_fall_fare_sale_2024" {
  question    = "What was the load factor during the Fall Fare Sale 2024?"
  format_hint = "float"
  expect      = 84.0505
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "document-period", "ratio"]
}

golden "r4_operating_profit_growth_q1" {
  question    = "By what percent did operating profit change from Q1 2023 to Q1 2024?"
  format_hint = "float"
  expect      = 18.5209
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "period"]
}

golden "r4_share_ticket_revenue_long_haul_2024" {
  question    = "What share of 2024 ticket revenue came from long-haul flights?"
  format_hint = "float"
  expect      = 22.7826
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter"]
}

golden "r4_avg_arrival_delay_2024_excl_two" {
  question    = "What was the average arrival delay in 2024, leaving out Atlantic Transair and Bluewater Air?"
  format_hint = "float"
  expect      = 6.4685
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation"]
}

golden "r4_aircraft_over_110_completed_2024" {
  question    = "How many aircraft completed more than 110 flights in 2024?"
  format_hint = "int"
  expect      = 39
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r4_revenue_per_day_feb_2024" {
  question    = "how much revenue did we make per day on average in february 2024?"
  format_hint = "float"
  expect      = 971510.52
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "period", "casual"]
}

golden "r4_rank_carrier_types_avg_fare_2023" {
  question    = "Rank the carrier types by average fare in 2023"
  format_hint = "list[{carrier_type:str, avg_fare:float}]"
  expect      = [
    { carrier_type = "mainline", avg_fare = 271.77 },
    { carrier_type = "regional", avg_fare = 188.41 },
    { carrier_type = "low-cost", avg_fare = 118.37 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ranking", "breakdown", "ratio"]
}

golden "r4_pax_texas_to_florida_2024" {
  question    = "How many passengers flew from Texas to Florida in 2024?"
  format_hint = "int"
  expect      = 6705
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "period"]
}

golden "r4_origins_weather_cancellations_2024" {
  question    = "How many different departure airports had at least one flight cancelled because of weather in 2024?"
  format_hint = "int"
  expect      = 39
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role"]
}

golden "r4_typo_desert_sun_csat_q4_2023" {
  question    = "avrage satisfacton score for desert sun flights in q4 2023"
  format_hint = "float"
  expect      = 3.9814
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["typo", "casual", "entity"]
}

golden "r4_pax_per_pacific_crest_long_haul_2024" {
  question    = "On average, how many passengers were on each Pacific Crest long-haul flight in 2024?"
  format_hint = "float"
  expect      = 247.13
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r4_origin_highest_cancel_rate_2024" {
  question    = "Which airport had the highest cancellation rate on departures in 2024?"
  format_hint = "str"
  expect      = "AMS"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "role", "rate"]
}

golden "r4_doc_jfk_international_mct" {
  question    = "how long is the minimum connection at JFK, in minutes, if one of the two flights is international?"
  format_hint = "int"
  expect      = 90
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document"]
}

golden "r4_unanswerable_loyalty_gold" {
  question    = "How many loyalty members reached gold status in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
