# Held-out round 5: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round5.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round5.py

golden "r5_top4_arrival_airports_pax_q3_2023" {
  question    = "Which 4 airports received the most arriving passengers in Q3 2023?"
  format_hint = "list[{destination_airport:str, passengers:int}]"
  expect      = [
    { destination_airport = "MSP", passengers = 40959 },
    { destination_airport = "DFW", passengers = 37857 },
    { destination_airport = "SEA", passengers = 33896 },
    { destination_airport = "MCO", passengers = 29695 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role"]
}

golden "r5_bottom2_carriers_avg_fare_2024" {
  question    = "Which two airlines had the lowest average fare in 2024?"
  format_hint = "list[{carrier:str, avg_fare:float}]"
  expect      = [
    { carrier = "Desert Sun Airways", avg_fare = 106.6 },
    { carrier = "Bluewater Air", avg_fare = 133.66 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "ratio"]
}

golden "r5_revenue_2023_outside_skyward" {
  question    = "Total revenue in 2023 from carriers outside the Skyward Alliance"
  format_hint = "float"
  expect      = 297568565.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "empty-values"]
}

golden "r5_pacific_crest_destinations_from_seattle_2024" {
  question    = "How many different airports did Pacific Crest fly to out of Seattle in 2024?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "named-filter"]
}

golden "r5_desert_sun_ancillary_per_passenger_2024" {
  question    = "How much ancillary revenue did Desert Sun make per passenger in 2024?"
  format_hint = "float"
  expect      = 42.1295
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r5_cancellations_per_day_jan_2024" {
  question    = "On average, how many flights were cancelled per day in January 2024?"
  format_hint = "float"
  expect      = 1.5161
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-day", "period"]
}

golden "r5_share_flights_regional_2024" {
  question    = "What percentage of the flights scheduled in 2024 were operated by regional carriers?"
  format_hint = "float"
  expect      = 17.5142
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter"]
}

golden "r5_desert_sun_revenue_growth_h1" {
  question    = "By how much did Desert Sun Airways' revenue grow from the first half of 2023 to the first half of 2024, in percent?"
  format_hint = "float"
  expect      = 21.0944
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "named-filter"]
}

golden "r5_flights_california_to_nevada_q2_2024" {
  question    = "How many flights were scheduled from California to Nevada in Q2 2024?"
  format_hint = "int"
  expect      = 76
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "state"]
}

golden "r5_aircraft_20_late_arrivals_2024" {
  question    = "How many aircraft arrived late at least 20 times in 2024?"
  format_hint = "int"
  expect      = 83
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "named-filter"]
}

golden "r5_third_best_on_time_2024" {
  question    = "Which carrier had the third-best on-time rate in 2024?"
  format_hint = "str"
  expect      = "Northstar Airways"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "rate"]
}

golden "r5_northstar_vs_summit_load_factor_2023" {
  question    = "Compare the load factor of Northstar Airways and Summit Link in 2023"
  format_hint = "list[{carrier:str, load_factor:float}]"
  expect      = [
    { carrier = "Northstar Airways", load_factor = 83.8626 },
    { carrier = "Summit Link", load_factor = 80.2259 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["comparison", "ratio"]
}

golden "r5_on_time_spring_fare_sale_2023" {
  question    = "What was our on-time rate during the Spring Fare Sale 2023?"
  format_hint = "float"
  expect      = 75.0996
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["document-period", "named-period", "rate"]
}

golden "r5_doc_significant_delay_international" {
  question    = "From how many hours of delay does an international flight count as a significant change?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r5_unanswerable_denied_boarding_2024" {
  question    = "How many passengers were bumped because of overbooking in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
