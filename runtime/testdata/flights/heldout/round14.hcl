# Held-out round 14 (flights): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round14.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/network_calendar.md).
# GENERATED: python3 expected/round14.py

golden "r14_desert_sun_las_weather_cancellations_2023" {
  question    = "How many Desert Sun flights out of Las Vegas were cancelled because of the weather in 2023?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "carrier", "origin", "cancellation-reason", "year"]
}

golden "r14_pacific_crest_long_haul_operated_q1_2024" {
  question    = "pacific crest long-haul flights actually operated in Q1 2024?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "carrier", "long-haul", "completed", "quarter", "terse"]
}

golden "r14_regional_late_into_ohare_q4_2023" {
  question    = "how many flights by our regionl carriers arrived late into O'Hare in the fourth quarter of 2023?"
  format_hint = "int"
  expect      = 57
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "three-filters", "typo", "carrier-type", "late", "destination", "quarter"]
}

golden "r14_aircraft_with_security_cancellation" {
  question    = "How many different aircraft had at least one flight cancelled for security reasons, across the whole of 2023 and 2024?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "aircraft", "cancellation-reason", "all-time"]
}

golden "r14_days_with_atc_cancellation_2023" {
  question    = "On how many different days in 2023 did we cancel at least one flight because of air traffic control?"
  format_hint = "int"
  expect      = 45
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "day", "cancellation-reason", "year"]
}

golden "r14_lone_star_routes_90_minutes_late_2024" {
  question    = "How many Lone Star routes had at least one flight that got in more than 90 minutes late in 2024? Count a route once per direction."
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "route", "carrier", "arrival-delay", "threshold", "year"]
}

golden "r14_avg_passengers_per_flight_by_carrier_type_h2_2024" {
  question    = "What was the average number of passengers per flight for each carrier type in the second half of 2024? Highest first."
  format_hint = "list[{carrier_type:str, avg_passengers:float}]"
  expect      = [
    { carrier_type = "low-cost", avg_passengers = 173.85 },
    { carrier_type = "mainline", avg_passengers = 153.68 },
    { carrier_type = "regional", avg_passengers = 63.0807 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "passengers", "carrier-type", "half-year"]
}

golden "r14_jfk_avg_departure_delay_by_carrier_2024" {
  question    = "For flights leaving JFK in 2024, what was the average departure delay of each airline that flies out of there? Worst first, in minutes."
  format_hint = "list[{carrier:str, avg_departure_delay:float}]"
  expect      = [
    { carrier = "Atlantic Transair", avg_departure_delay = 16.0147 },
    { carrier = "Pacific Crest Airlines", avg_departure_delay = 11.4559 },
    { carrier = "Northstar Airways", avg_departure_delay = 8.7692 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "departure-delay", "origin", "carrier", "year"]
}

golden "r14_top5_routes_avg_fare_2024" {
  question    = "Which five routes had the highest average fare in 2024? Give the route as origin-destination (like MSP-DTW) and the average fare."
  format_hint = "list[{route:str, avg_fare:float}]"
  expect      = [
    { route = "NRT-DTW", avg_fare = 1093.61 },
    { route = "DTW-NRT", avg_fare = 1046.7 },
    { route = "SFO-NRT", avg_fare = 911.51 },
    { route = "NRT-SFO", avg_fare = 908.22 },
    { route = "NRT-SEA", avg_fare = 879.75 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "average-fare", "route", "year"]
}

golden "r14_bottom2_models_on_time_2023" {
  question    = "which two aircraft types had the worst on-time rate in 2023"
  format_hint = "list[{model:str, on_time_rate:float}]"
  expect      = [
    { model = "A320-200", on_time_rate = 62.9073 },
    { model = "757-200", on_time_rate = 66.8122 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "on-time-rate", "aircraft-model", "year"]
}

golden "r14_bottom3_departure_airports_satisfaction_2024" {
  question    = "bottom 3 departure airports by average custmer satisfaction score in 2024, lowest first"
  format_hint = "list[{airport:str, avg_satisfaction:float}]"
  expect      = [
    { airport = "TPA", avg_satisfaction = 3.7392 },
    { airport = "FRA", avg_satisfaction = 3.8 },
    { airport = "SJU", avg_satisfaction = 3.8301 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "numeric-limit", "typo", "satisfaction", "origin", "year"]
}

golden "r14_top3_tails_by_passengers_2023" {
  question    = "Name the three individual aircraft (tail numbers) that carried the most passengers in 2023, with their passenger totals."
  format_hint = "list[{tail_number:str, passengers:int}]"
  expect      = [
    { tail_number = "N224LS", passengers = 20199 },
    { tail_number = "N272DS", passengers = 20185 },
    { tail_number = "N399AX", passengers = 19984 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "passengers", "aircraft", "year"]
}

golden "r14_pacific_crest_share_of_canada_arrivals_pax_2024" {
  question    = "Of all the passengers we flew into Canada in 2024, what percentage flew on Pacific Crest?"
  format_hint = "float"
  expect      = 56.3282
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "passengers", "destination-country", "carrier", "year"]
}

golden "r14_great_lakes_jan_feb_share_of_cancellations_2024" {
  question    = "Great Lakes Connect: what share of their 2024 cancellations happened in January and February combined? As a percentage please."
  format_hint = "float"
  expect      = 26.7606
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "cancellations", "carrier", "months", "year"]
}

golden "r14_routes_over_200_avg_passengers_2024" {
  question    = "How many routes averaged more than 200 passengers per flight in 2024?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "route", "average-per-group", "year"]
}

golden "r14_flights_revenue_over_50k_q2_2024" {
  question    = "How many single flights in Q2 2024 brought in over $50,000 in revenue?"
  format_hint = "int"
  expect      = 466
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "total-revenue", "per-flight", "quarter"]
}

golden "r14_carriers_on_time_above_80_2024" {
  question    = "Which of our airlines had an on-time rate above 80% in 2024? Best first."
  format_hint = "list[{carrier:str}]"
  expect      = [
    { carrier = "Pacific Crest Airlines" },
    { carrier = "Lone Star Airlines" },
    { carrier = "Northstar Airways" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "on-time-rate", "carrier", "year"]
}

golden "r14_aircraft_never_long_haul_2024" {
  question    = "Of the aircraft that flew for us in 2024, how many never operated a single long-haul flight that year?"
  format_hint = "int"
  expect      = 162
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "aircraft", "long-haul", "year"]
}

golden "r14_passengers_2024_excluding_new_york_airports" {
  question    = "I'd like our total 2024 passenger count excluding any flight that departed from or arrived at one of the New York area airports (JFK, LaGuardia or Newark). Could you work that out for me?"
  format_hint = "int"
  expect      = 1645680
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "passengers", "origin", "destination", "polite", "year"]
}

golden "r14_carriers_never_security_cancellation" {
  question    = "Which of our eight airlines never had a flight cancelled for security reasons in 2023-2024? Alphabetical order please."
  format_hint = "list[{carrier:str}]"
  expect      = [
    { carrier = "Atlantic Transair" },
    { carrier = "Desert Sun Airways" },
    { carrier = "Summit Link" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "carrier", "cancellation-reason", "all-time"]
}

golden "r14_top_origin_into_las_vegas_2024" {
  question    = "Which airport sent us the most passengers into Las Vegas in 2024?"
  format_hint = "str"
  expect      = "SEA"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "destination", "origin", "ranking", "passengers", "year"]
}

golden "r14_ohare_late_departures_q4_2024" {
  question    = "How many late departures did O'Hare have in the last quarter of 2024?"
  format_hint = "int"
  expect      = 41
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "origin", "late-departure", "quarter"]
}

golden "r14_passengers_florida_to_new_york_state_h1_2024" {
  question    = "How many passengers flew from Florida to New York State in the first half of 2024? Just that direction."
  format_hint = "int"
  expect      = 20240
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "origin-state", "destination-state", "passengers", "half-year"]
}

golden "r14_regional_cancellation_rate_holiday_peak_2023" {
  question    = "What was the cancellation rate of the regional carriers during the 2023 holiday peak?"
  format_hint = "float"
  expect      = 3.4146
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "cancellation-rate", "carrier-type"]
}

golden "r14_summit_link_on_time_summer_peak_2024" {
  question    = "summit link on-time % over the 2024 summer peak?"
  format_hint = "float"
  expect      = 71.4801
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "on-time-rate", "carrier", "terse"]
}

golden "r14_desert_sun_passengers_spring_fare_sale_2023" {
  question    = "How many passengers did Desert Sun carry during the Spring Fare Sale 2023?"
  format_hint = "int"
  expect      = 7592
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "fare-sale", "passengers", "carrier"]
}

golden "r14_load_factor_latest_month" {
  question    = "What was our load factor in the most recent month we have data for?"
  format_hint = "float"
  expect      = 89.1575
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["relative-period", "month", "load-factor"]
}

golden "r14_mexico_revenue_growth_q4" {
  question    = "by how many percent did revenue on flights into Mexcio grow from Q4 2023 to Q4 2024?"
  format_hint = "float"
  expect      = 30.2952
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "typo", "total-revenue", "destination-country", "quarter"]
}

golden "r14_skyward_passenger_growth_h1" {
  question    = "Skyward Alliance passengers in the first half of 2024 - how much did that change versus the same half a year earlier, in %?"
  format_hint = "float"
  expect      = 3.435
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "relative-period", "passengers", "alliance", "half-year"]
}

golden "r14_ny_airports_departure_cancellation_rate_q1_2024" {
  question    = "Cancellation rate on departures, JFK vs LGA vs EWR, Q1 2024"
  format_hint = "list[{airport:str, cancellation_rate:float}]"
  expect      = [
    { airport = "JFK", cancellation_rate = 2.9412 },
    { airport = "LGA", cancellation_rate = 0.0 },
    { airport = "EWR", cancellation_rate = 4.0 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "a-vs-b", "cancellation-rate", "origin", "quarter", "terse"]
}

golden "r14_airbus_vs_boeing_fuel_per_flight_2024" {
  question    = "Airbus vs Boeing, going by the manufacturer in the fleet register: average fuel cost per flight in 2024?"
  format_hint = "list[{manufacturer:str, avg_fuel_cost:float}]"
  expect      = [
    { manufacturer = "Airbus", avg_fuel_cost = 4821.4 },
    { manufacturer = "Boeing", avg_fuel_cost = 6199.71 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "a-vs-b", "fuel-cost", "manufacturer", "year"]
}

golden "r14_detroit_departures_completion_factor_jan_2024" {
  question    = "What was the completion factor for flights departing Detroit in January 2024?"
  format_hint = "float"
  expect      = 95.1613
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "completion-factor", "origin", "month"]
}

golden "r14_long_haul_load_factor_h2_2024" {
  question    = "how full were our long-haul flights in H2 2024 (load factor)?"
  format_hint = "float"
  expect      = 87.2308
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "load-factor", "long-haul", "half-year"]
}

golden "r14_doc_msp_international_connection_minutes" {
  question    = "If one of the two flights is international, what's the minimum connecting time we sell at Minneapolis, in minutes?"
  format_hint = "int"
  expect      = 60
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "connecting-time", "hub"]
}

golden "r14_doc_fall_fare_sale_2024_travel_days" {
  question    = "How many days long is the travel window of the Fall Fare Sale 2024, counting both the first and the last day?"
  format_hint = "int"
  expect      = 21
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "fare-sale", "calendar", "day-count"]
}
