# Held-out round 16 (flights): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answer from documents/customer_commitments.md).
# GENERATED: python3 expected/round16.py

golden "r16_northstar_a321neo_avg_pax_per_flight_2023" {
  question    = "Break down Northstar's average passengers per operated flight by aircraft type for 2023 - the number I actually need is the A321neo one."
  format_hint = "float"
  expect      = 162.56
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation-scope", "average-per-flight", "passengers", "aircraft-model", "carrier", "year"]
}

golden "r16_desert_sun_flights_per_route_2023" {
  question    = "On average, how many flights did Desert Sun have on the schedule per route in 2023? Treat each direction as a separate route."
  format_hint = "float"
  expect      = 46.8824
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "flights", "route", "carrier", "year", "ordinary-words"]
}

golden "r16_avg_destinations_per_origin_2024" {
  question    = "I'm trying to get a feel for how connected our network is. Looking at 2024, could you tell me how many different destination airports each airport we fly out of had flights to, on average across those departure airports?"
  format_hint = "float"
  expect      = 6.0889
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "distinct-count", "role", "origin", "destination", "year", "long-polite"]
}

golden "r16_atlantic_long_haul_fuel_per_passenger_2024" {
  question    = "What did fuel cost us per passenger on Atlantic Transair's long-haul flights in 2024?"
  format_hint = "float"
  expect      = 97.798
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "fuel-cost", "per-passenger", "long-haul", "carrier", "year"]
}

golden "r16_bluewater_top3_destinations_from_orlando_2023" {
  question    = "What were Bluewater's three biggest destinations out of Orlando in 2023, by passengers carried? Airport codes please."
  format_hint = "list[str]"
  expect      = ["EWR", "PHL", "SJU"]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role", "origin", "destination", "passengers", "carrier", "year"]
}

golden "r16_top4_carriers_miles_q2_2024" {
  question    = "top 4 airlines by miles flown, Q2 2024"
  format_hint = "list[str]"
  expect      = ["Atlantic Transair", "Northstar Airways", "Pacific Crest Airlines", "Lone Star Airlines"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "miles-flown", "carrier", "quarter", "terse"]
}

golden "r16_two_tails_most_late_arrivals_2023" {
  question    = "Which two planes racked up the most late arivals in 2023? Tail numbers please."
  format_hint = "list[str]"
  expect      = ["N137BW", "N144BW"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "late", "aircraft", "typo", "year"]
}

golden "r16_atlantic_bottom3_routes_on_time_2024" {
  question    = "Among Atlantic Transair routes with at least fifty operated flights in 2024, which three had the worst on-time rate? Give them as origin-destination, like JFK-LHR."
  format_hint = "list[str]"
  expect      = ["DCA-BOS", "JFK-SFO", "BOS-LGA"]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["bottom-n", "written-limit", "on-time-rate", "route", "threshold", "carrier", "year"]
}

golden "r16_lowest_profit_per_flight_carrier_2024" {
  question    = "Which airline made the least operating profit per operated flight in 2024?"
  format_hint = "str"
  expect      = "Summit Link"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "non-default-metric", "operating-profit", "per-flight", "carrier", "year"]
}

golden "r16_cheapest_fuel_per_mile_model_2023" {
  question    = "Which aircraft type was cheapest to fuel per mile flown in 2023?"
  format_hint = "str"
  expect      = "A220-300"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "non-default-metric", "fuel-cost", "per-mile", "aircraft-model", "year"]
}

golden "r16_highest_cancellation_rate_route_2024" {
  question    = "Of the routes that had at least 100 flights on the 2024 schedule, which one had the highest cancellation rate? Origin-destination please."
  format_hint = "str"
  expect      = "MCO-DTW"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "cancellation-rate", "route", "threshold", "year"]
}

golden "r16_northstar_share_departing_detroit_2024" {
  question    = "What percentage of Northstar's 2024 schedule departed from Detroit?"
  format_hint = "float"
  expect      = 19.7689
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "role", "origin", "flights", "carrier", "year", "ordinary-words"]
}

golden "r16_bluewater_share_ancillary_q3_2023" {
  question    = "What share of the group's bag fees and other extras revenue in Q3 2023 came from Bluewater Air?"
  format_hint = "float"
  expect      = 25.3183
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "ancillary-revenue", "carrier", "quarter", "ordinary-words"]
}

golden "r16_share_arrived_early_2024" {
  question    = "Of the flights we actually flew in 2024, what percent got in ahead of schedule?"
  format_hint = "float"
  expect      = 55.2353
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "arrival-delay", "early", "completed", "year", "ordinary-words"]
}

golden "r16_atlantic_routes_weather_cancellation_q1_2024" {
  question    = "On how many different routes did Atlantic Transair lose at least one flight to weather in the first quarter of 2024? Count each direction separately."
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "route", "cancelled", "cancellation-reason", "carrier", "quarter"]
}

golden "r16_planes_never_late_q1_2024" {
  question    = "How many of the planes that flew in Q1 2024 never once arrived late during that quarter?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "distinct-count", "aircraft", "late", "quarter"]
}

golden "r16_days_without_cancellation_2024" {
  question    = "on how many days in 2024 did we get through without cancelling a single flight"
  format_hint = "int"
  expect      = 167
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "negation", "day", "cancelled", "year", "terse"]
}

golden "r16_carriers_cancelled_every_month_2023" {
  question    = "Which of our airlines had at least one cancellation in every single month of 2023?"
  format_hint = "list[str]"
  expect      = ["Great Lakes Connect", "Pacific Crest Airlines", "Summit Link"]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["always", "carrier", "cancelled", "month", "year"]
}

golden "r16_summit_link_off_hub_flights_2023" {
  question    = "How many Summit Link flights were on the 2023 schedule that neither started nor ended at Minneapolis or Detroit?"
  format_hint = "int"
  expect      = 187
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "exclusion", "role", "hub", "flights", "carrier", "year"]
}

golden "r16_satisfaction_not_delayed_q4_2024" {
  question    = "What was the average satisfaction score in Q4 2024 on flights that weren't delayed?"
  format_hint = "float"
  expect      = 4.2103
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["negation", "satisfaction", "late", "quarter"]
}

golden "r16_atlantic_top_non_hub_origin_h1_2024" {
  question    = "Leaving JFK and Boston aside, which airport did Atlantic Transair fly the most passengers out of in the first half of 2024?"
  format_hint = "str"
  expect      = "LHR"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["exclusion", "role", "origin", "ranking", "passengers", "carrier", "half-year"]
}

golden "r16_routes_on_time_at_least_85_2024" {
  question    = "How many routes had an on-time rate of at least 85% in 2024?"
  format_hint = "int"
  expect      = 44
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "at-least", "boundary", "on-time-rate", "route", "year"]
}

golden "r16_flights_fuel_over_30k_2023" {
  question    = "how many flihgts in 2023 burned more than $30,000 worth of fuel?"
  format_hint = "int"
  expect      = 348
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "fuel-cost", "per-flight", "typo", "year"]
}

golden "r16_passengers_california_to_texas_h2_2023" {
  question    = "How many passangers flew from California to Texas in the second half of 2023? Just that direction."
  format_hint = "int"
  expect      = 7515
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "origin-state", "destination-state", "passengers", "half-year", "typo"]
}

golden "r16_avg_fare_heathrow_to_jfk_2024" {
  question    = "For flights coming into JFK from Heathrow in 2024, what was the average fare?"
  format_hint = "float"
  expect      = 631.69
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["role", "origin", "destination", "average-fare", "year"]
}

golden "r16_great_lakes_midway_departure_delay_2023" {
  question    = "What was the average delay leaving the gate for Great Lakes Connect flights out of Midway in 2023, in minutes?"
  format_hint = "float"
  expect      = 14.5575
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "departure-delay", "role", "origin", "carrier", "year"]
}

golden "r16_northstar_passenger_revenue_h2_2023" {
  question    = "What was Northstar's passenger revenue in the second half of 2023?"
  format_hint = "int"
  expect      = 50002301
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "ticket-revenue", "carrier", "half-year"]
}

golden "r16_northstar_late_departure_share_q1_2023" {
  question    = "What percentage of the flights Northstar operated in Q1 2023 left the gate late?"
  format_hint = "float"
  expect      = 19.4
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "late-departures", "share", "carrier", "quarter"]
}

golden "r16_bluewater_bottom_line_q1_2024" {
  question    = "What was Bluewater Air's bottom line for Q1 2024 - what did it make once fuel, crew and airport fees were paid?"
  format_hint = "int"
  expect      = 7551157
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "operating-profit", "carrier", "quarter", "ordinary-words"]
}

golden "r16_outage_cancellation_rate_jul_2024" {
  question    = "During the IT outage from 19 to 22 July 2024 (both days included), what was the combined cancellation rate of Northstar and Summit Link?"
  format_hint = "float"
  expect      = 14.2857
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "date-range", "cancellation-rate", "carrier"]
}

golden "r16_bluewater_operating_cost_holiday_peak_2023" {
  question    = "What did Bluewater's total operating costs come to over the 2023 holiday peak?"
  format_hint = "int"
  expect      = 1302083
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "total-operating-cost", "carrier"]
}

golden "r16_passengers_into_mexico_fall_sale_2024" {
  question    = "How many passengers did we fly into Mexico during the Fall Fare Sale 2024?"
  format_hint = "int"
  expect      = 2635
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "fare-sale", "role", "destination-country", "passengers"]
}

golden "r16_summit_link_fare_revenue_growth_h2" {
  question    = "By how much did Summit Link's fare revenue grow from the second half of 2023 to the second half of 2024, in percent?"
  format_hint = "float"
  expect      = 2.3257
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "ticket-revenue", "carrier", "half-year"]
}

golden "r16_kennedy_departing_passengers_growth_q1" {
  question    = "passengers departing kennedy: Q1 2024 vs Q1 2023, % change?"
  format_hint = "float"
  expect      = -16.3726
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "passengers", "role", "origin", "quarter", "terse"]
}

golden "r16_doc_meal_voucher_delay_hours" {
  question    = "If a delay is the airline's own fault, how many hours does it have to reach before every passenger gets a meal voucher?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "customer-commitments", "delay"]
}
