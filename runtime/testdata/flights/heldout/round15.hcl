# Held-out round 15 (flights): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/network_calendar.md).
# GENERATED: python3 expected/round15.py

golden "r15_avg_crew_cost_per_flight_by_carrier_type_2024" {
  question    = "What was the average crew cost per flight for each carrier type in 2024?"
  format_hint = "list[{carrier_type:str, avg_crew_cost:float}]"
  expect      = [
    { carrier_type = "mainline", avg_crew_cost = 7589.07 },
    { carrier_type = "low-cost", avg_crew_cost = 4228.07 },
    { carrier_type = "regional", avg_crew_cost = 1434.94 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["average-per-group", "crew-cost", "per-flight", "carrier-type", "year"]
}

golden "r15_daily_flights_by_carrier_aug_2024" {
  question    = "On average, how many flights a day did each of our airlines have on the schedule in August 2024?"
  format_hint = "list[{carrier:str, flights_per_day:float}]"
  expect      = [
    { carrier = "Northstar Airways", flights_per_day = 7.9355 },
    { carrier = "Lone Star Airlines", flights_per_day = 6.7419 },
    { carrier = "Pacific Crest Airlines", flights_per_day = 6.7097 },
    { carrier = "Bluewater Air", flights_per_day = 6.129 },
    { carrier = "Desert Sun Airways", flights_per_day = 5.5161 },
    { carrier = "Atlantic Transair", flights_per_day = 4.9032 },
    { carrier = "Great Lakes Connect", flights_per_day = 4.7419 },
    { carrier = "Summit Link", flights_per_day = 3.129 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["average-per-day", "flights", "carrier", "month"]
}

golden "r15_ticket_revenue_per_flight_by_alliance_2023" {
  question    = "What was the average ticket revenue per flight for each alliance in 2023? Leave the unaligned airlines out."
  format_hint = "list[{alliance:str, avg_ticket_revenue_per_flight:float}]"
  expect      = [
    { alliance = "Meridian Alliance", avg_ticket_revenue_per_flight = 44238.91 },
    { alliance = "Skyward Alliance", avg_ticket_revenue_per_flight = 31904.56 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["average-per-group", "close-metrics", "ticket-revenue", "per-flight", "alliance", "exclusion", "year"]
}

golden "r15_miles_per_pacific_crest_aircraft_2024" {
  question    = "Could you tell me how many miles, on average, each Pacific Crest plane flew in 2024? Please count only the flights that actually operated, and only the planes that flew for them that year."
  format_hint = "float"
  expect      = 99525.74
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "distance", "aircraft", "carrier", "completed", "year", "long-polite"]
}

golden "r15_top3_summit_link_destinations_pax_2024" {
  question    = "Which three airports did Summit Link fly the most passengers into in 2024?"
  format_hint = "list[{airport:str, passengers:int}]"
  expect      = [
    { airport = "MSP", passengers = 15192 },
    { airport = "DTW", passengers = 13868 },
    { airport = "ORD", passengers = 9977 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role", "destination", "carrier", "passengers", "year"]
}

golden "r15_top2_models_by_miles_2024" {
  question    = "top 2 aircraft types by miles actually flown in 2024"
  format_hint = "list[{aircraft_model:str, miles:int}]"
  expect      = [
    { aircraft_model = "737-800", miles = 2558724 },
    { aircraft_model = "737 MAX 8", miles = 2374944 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "distance", "aircraft-model", "year", "terse"]
}

golden "r15_bottom4_lone_star_routes_load_factor_2023" {
  question    = "Which four Lone Star routes had the emptiest planes in 2023, going by load factor? Routes as origin-destination, e.g. DFW-IAH."
  format_hint = "list[{route:str, load_factor:float}]"
  expect      = [
    { route = "LHR-IAH", load_factor = 78.8676 },
    { route = "ORD-DFW", load_factor = 81.9338 },
    { route = "DFW-LAS", load_factor = 82.1041 },
    { route = "IAH-LHR", load_factor = 82.3158 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["bottom-n", "written-limit", "load-factor", "route", "carrier", "year", "ordinary-words"]
}

golden "r15_most_ancillary_per_passenger_carrier_2023" {
  question    = "Which airline squeezed the most ancillary revenue out of each passenger in 2023?"
  format_hint = "str"
  expect      = "Desert Sun Airways"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "ancillary-revenue", "per-passenger", "carrier", "year", "ordinary-words"]
}

golden "r15_most_seats_flown_carrier_q4_2023" {
  question    = "Which airline put the most seats in the air in Q4 2023?"
  format_hint = "str"
  expect      = "Northstar Airways"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "seats-flown", "capacity", "carrier", "quarter", "ordinary-words"]
}

golden "r15_great_lakes_share_chicago_departures_pax_2024" {
  question    = "What percentage of the passengers departing Chicago in 2024, O'Hare and Midway together, flew with Great Lakes Connect?"
  format_hint = "float"
  expect      = 51.0274
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "role", "origin-city", "carrier", "passengers", "year"]
}

golden "r15_summit_link_carrier_caused_cancellation_share_2024" {
  question    = "Of all the flights Summit Link cancelled in 2024, what percent were down to the airline itself (cancellation reason 'carrier') rather than weather, air traffic control or security?"
  format_hint = "float"
  expect      = 22.8571
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "cancellation-reason", "carrier", "year", "long-polite"]
}

golden "r15_empty_seat_share_2024" {
  question    = "What share of the seats we flew in 2024 went out empty?"
  format_hint = "float"
  expect      = 14.353
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "seats-flown", "load-factor", "complement", "year", "ordinary-words"]
}

golden "r15_distinct_aircraft_into_honolulu_2024" {
  question    = "How many different planes actually landed in Honolulu in 2024?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "aircraft", "role", "destination", "completed", "year"]
}

golden "r15_models_flown_by_low_cost_2024" {
  question    = "how many diffrent aircraft types did the low cost airlines fly in 2024"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "aircraft-model", "carrier-type", "typo", "year"]
}

golden "r15_days_over_three_cancellations_q1_2024" {
  question    = "On how many days in the first quarter of 2024 did we cancel more than three flights?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "day", "comparison", "cancelled", "quarter", "written-number"]
}

golden "r15_satisfaction_excluding_budget_2024" {
  question    = "What was the average satisfaction score in 2024 on flights not flown by our budget airlines?"
  format_hint = "float"
  expect      = 4.1205
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "satisfaction", "carrier-type", "year"]
}

golden "r15_boston_arrivals_on_time_excl_atlantic_2023" {
  question    = "on-time % for flights arriving in boston in 2023, not counting atlantic transair"
  format_hint = "float"
  expect      = 70.5674
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "on-time-rate", "role", "destination", "carrier", "year", "terse"]
}

golden "r15_airports_no_cancelled_departure_2023" {
  question    = "How many of the airports we flew out of in 2023 never had a single departure cancelled that year?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "distinct-count", "role", "origin", "cancelled", "year"]
}

golden "r15_routes_every_month_2023" {
  question    = "Would you be able to tell me how many routes had at least one flight on the schedule in every single month of 2023? Please count each direction as its own route."
  format_hint = "int"
  expect      = 191
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "route", "month", "distinct-count", "year", "long-polite"]
}

golden "r15_flights_profit_under_5000_2024" {
  question    = "Of the flights we actually operated in 2024, how many made less than $5,000 of operating profit?"
  format_hint = "int"
  expect      = 220
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "operating-profit", "per-flight", "completed", "year"]
}

golden "r15_routes_avg_fare_over_400_2023" {
  question    = "How many routes had an average fare of over $400 in 2023?"
  format_hint = "int"
  expect      = 42
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "average-fare", "route", "year"]
}

golden "r15_aircraft_20k_passengers_2024" {
  question    = "How many individual aircraft carried at least 20,000 passengers in 2024?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "at-least", "aircraft", "passengers", "year"]
}

golden "r15_detroit_arrivals_cancelled_holiday_peak_2023" {
  question    = "How many flights that were supposed to land in Detroit got cancelled over the 2023 holiday peak?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "destination", "cancelled", "named-period", "ordinary-words"]
}

golden "r15_texas_arrivals_pax_excl_lone_star_q3_2024" {
  question    = "I'd like to know how many passengers airlines other than Lone Star flew into Texas airports in Q3 2024. Would you mind pulling that number for me?"
  format_hint = "int"
  expect      = 5387
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "destination-state", "exclusion", "passengers", "quarter", "long-polite"]
}

golden "r15_lga_departures_avg_arrival_delay_h2_2024" {
  question    = "For flights departing LaGuardia in the second half of 2024, what was the average arrival delay at their destination, in minutes?"
  format_hint = "float"
  expect      = 16.2965
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "origin", "close-metrics", "arrival-delay", "half-year"]
}

golden "r15_bluewater_avg_departure_delay_h1_2024" {
  question    = "bluewater average departure delay, first half of 2024 - departure, not arrival - in minutes"
  format_hint = "float"
  expect      = 19.9061
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "departure-delay", "carrier", "half-year", "terse"]
}

golden "r15_seats_flown_q1_2024" {
  question    = "How much seat capacity did we actually fly in Q1 2024?"
  format_hint = "int"
  expect      = 541683
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "seats-flown", "capacity", "quarter"]
}

golden "r15_atlantic_late_departures_jun_2024" {
  question    = "how many atlantic transair flights pushed back late in june 2024?"
  format_hint = "int"
  expect      = 55
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "late-departures", "carrier", "month"]
}

golden "r15_desert_sun_fare_revenue_summer_peak_2024" {
  question    = "Desert Sun's fare revnue over the 2024 summer peak? Just the fares, no bags or other extras."
  format_hint = "int"
  expect      = 8630243
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metrics", "ticket-revenue", "carrier", "named-period", "typo"]
}

golden "r15_avg_fare_spring_fare_sale_2023" {
  question    = "What did the average fare come to across the whole group during the Spring Fare Sale 2023?"
  format_hint = "float"
  expect      = 225.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "average-fare", "fare-sale"]
}

golden "r15_northstar_cancellation_rate_jul_2024" {
  question    = "northstar cancelation rate for july 2024?"
  format_hint = "float"
  expect      = 3.1008
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["month", "cancellation-rate", "carrier", "typo", "terse"]
}

golden "r15_lone_star_profit_growth_2023_2024" {
  question    = "By what percent did Lone Star's operating profit change from 2023 to 2024?"
  format_hint = "float"
  expect      = 12.6695
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "operating-profit", "carrier", "year"]
}

golden "r15_great_lakes_passenger_growth_march" {
  question    = "great lakes passengers, march 2024 vs march 2023 - % change?"
  format_hint = "float"
  expect      = -23.5688
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "passengers", "carrier", "month", "terse"]
}

golden "r15_doc_jfk_domestic_connection_minutes" {
  question    = "Two domestic flights connecting at Kennedy: what's the minimum connecting time we'll sell, in minutes?"
  format_hint = "int"
  expect      = 60
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "connecting-time", "hub"]
}

golden "r15_doc_northstar_regional_partner" {
  question    = "According to the network guide, which airline is Northstar's regional partner?"
  format_hint = "str"
  expect      = "Summit Link"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "hub", "carrier"]
}
