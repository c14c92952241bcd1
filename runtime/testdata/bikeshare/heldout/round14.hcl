# Held-out round 14: not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round14.py from data/*.csv (Python standard library only; checked a second
# time by hand-written SQL in sqlite3; the document answers from documents/pricing_policy.md).
# GENERATED: python3 expected/round14.py

golden "r14_annual_member_ebike_trips_mar_2024" {
  question    = "how many e-bike trips did Annual members take in March 2024?"
  format_hint = "int"
  expect      = 431
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["total", "two-filters", "trips", "plan", "bike-type", "month", "lowercase"]
}

golden "r14_casual_ride_minutes_q4_2022" {
  question    = "Total minutes ridden by casual riders, Q4 2022"
  format_hint = "float"
  expect      = 60216.7
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "ride-minutes", "rider-type", "quarter", "terse", "non-default-metric"]
}

golden "r14_men_signed_up_2022_on_monthly" {
  question    = "How many men who signed up with us in 2022 are currently on the Monthly plan?"
  format_hint = "int"
  expect      = 303
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["total", "signups", "gender", "plan", "year", "riders"]
}

golden "r14_distinct_bikes_out_of_dock_2024" {
  question    = "In 2024, how many distinct bikes were involved in at least one out-of-dock trip?"
  format_hint = "int"
  expect      = 607
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "bikes", "out-of-dock", "year"]
}

golden "r14_riders_gave_one_star_2023" {
  question    = "how many separate riders gave at least one of their 2023 rides a 1-star rating?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "riders", "rating", "year", "lowercase"]
}

golden "r14_stations_student_departures_jan_2022" {
  question    = "In January 2022, from how many different stations did Student Annual riders start at least one trip?"
  format_hint = "int"
  expect      = 51
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "start-station", "plan", "month", "role"]
}

golden "r14_top5_riders_by_ride_minutes_2023" {
  question    = "top five riders by total minutes ridden in 2023"
  format_hint = "list[{rider_id:str}]"
  expect      = [
    { rider_id = "R03742" },
    { rider_id = "R01152" },
    { rider_id = "R03831" },
    { rider_id = "R01938" },
    { rider_id = "R01777" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "riders", "ride-minutes", "year", "terse"]
}

golden "r14_top2_models_by_tickets_2024" {
  question    = "Which two bike models had the most repair tickets reported in 2024, and how many did each have?"
  format_hint = "list[{bike_model:str, maintenance_tickets:int}]"
  expect      = [
    { bike_model = "Cruiser 7", maintenance_tickets = 1031 },
    { bike_model = "Cruiser 3", maintenance_tickets = 860 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "maintenance", "bike-model", "year"]
}

golden "r14_bottom3_start_stations_by_rating_2024" {
  question    = "Which three stations had the lowest average ride rating for trips starting there in 2024? Lowest first, with the rating."
  format_hint = "list[{start_station:str, average_rating:float}]"
  expect      = [
    { start_station = "Thornton Creek", average_rating = 3.8723 },
    { start_station = "Market Hall", average_rating = 3.9395 },
    { start_station = "Denny Blaine", average_rating = 3.9853 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["bottom-n", "rating", "start-station", "role", "year"]
}

golden "r14_plan_highest_rating_2024" {
  question    = "Which plan's riders gave their rides the highest average star rating in 2024?"
  format_hint = "str"
  expect      = "Monthly"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "rating", "plan", "year"]
}

golden "r14_old_town_top_revenue_station_2023" {
  question    = "Which Old Town station brought in the most fare revenue from rides that started there in 2023?"
  format_hint = "str"
  expect      = "Old Market"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "revenue", "start-station", "start-district", "year"]
}

golden "r14_models_ranked_by_avg_duration_2024" {
  question    = "rank our bike models by average trip length in 2024, longest first"
  format_hint = "list[{bike_model:str, average_trip_duration:float}]"
  expect      = [
    { bike_model = "Cruiser 3", average_trip_duration = 26.6233 },
    { bike_model = "Cruiser 7", average_trip_duration = 26.1727 },
    { bike_model = "E-Bolt 2", average_trip_duration = 21.8755 },
    { bike_model = "E-Bolt 3", average_trip_duration = 21.7228 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ranking", "breakdown", "duration", "bike-model", "year", "lowercase"]
}

golden "r14_avg_trips_per_ridden_bike_2022" {
  question    = "Looking only at the bikes that were actually ridden at least once in 2022, how many trips did each of them make that year on average?"
  format_hint = "float"
  expect      = 45.3943
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["per-entity", "average", "bikes", "trips", "year", "long"]
}

golden "r14_tickets_per_ebike_all_time" {
  question    = "On average, how many repair tickets has each electric bike had? Count every e-bike in the fleet register whatever its status, and all tickets ever reported."
  format_hint = "float"
  expect      = 4.0124
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["per-entity", "average", "maintenance", "bike-type", "fleet"]
}

golden "r14_ride_minutes_per_monthly_rider_2024" {
  question    = "for monthly members who rode in 2024, what was the average total ride time per person over the year, in minutes?"
  format_hint = "float"
  expect      = 120.91
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["per-entity", "average", "ride-minutes", "active-riders", "plan", "year"]
}

golden "r14_share_trips_from_downtown_2023" {
  question    = "What percentage of 2023 trips started at a Downtown station?"
  format_hint = "float"
  expect      = 19.6828
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "trips", "start-district", "year"]
}

golden "r14_share_high_priority_tickets_2024" {
  question    = "what share of the repair tickets reported in 2024 were high priority, in %?"
  format_hint = "float"
  expect      = 38.3913
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "maintenance", "priority", "year", "lowercase"]
}

golden "r14_share_revenue_ebikes_2022" {
  question    = "Of all the trip fare revenue we took in 2022, what percentage came from rides on e-bikes?"
  format_hint = "float"
  expect      = 17.7433
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "revenue", "bike-type", "year"]
}

golden "r14_festival_trips_vs_same_dates_2023" {
  question    = "How did the number of trips during the Harbor Festival 2024 compare with the same dates (12-21 July) a year earlier? Give me the % change."
  format_hint = "float"
  expect      = 124.54
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["percent-change", "named-period", "two-periods", "trips"]
}

golden "r14_repair_cost_pct_change_2023_2024" {
  question    = "By what percent did our total repair cost change from 2023 to 2024?"
  format_hint = "float"
  expect      = 30.1398
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "repair-cost", "two-periods", "year"]
}

golden "r14_avg_fare_pct_change_2022_2023" {
  question    = "avg fare 2022 -> 2023, % change?"
  format_hint = "float"
  expect      = 16.3349
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "average-fare", "two-periods", "year", "terse"]
}

golden "r14_stations_without_tickets_oct_2024" {
  question    = "How many stations went the whole of October 2024 without a single repair ticket being reported at them?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "anti-join", "maintenance", "station", "month"]
}

golden "r14_trips_q2_2024_excluding_downtown" {
  question    = "Excluding trips that started at Downtown stations, how many trips were there in Q2 2024?"
  format_hint = "int"
  expect      = 11710
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["negation", "exclusion", "trips", "start-district", "quarter"]
}

golden "r14_riders_never_started_in_home_district_2023" {
  question    = "Among riders who live in one of our districts and rode at least once in 2023, how many never started a single 2023 trip from a station in their own home district?"
  format_hint = "int"
  expect      = 2796
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "home-district", "start-district", "riders", "year", "long"]
}

golden "r14_annual_riders_no_trips_2024" {
  question    = "How many riders currently on the Annual plan didn't take any trips at all in 2024?"
  format_hint = "int"
  expect      = 388
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "anti-join", "riders", "plan", "year"]
}

golden "r14_rides_under_5_minutes_2024" {
  question    = "How many 2024 rides were shorter than 5 minutes?"
  format_hint = "int"
  expect      = 5237
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "comparison", "duration", "trips", "year"]
}

golden "r14_tickets_cost_over_100_2023" {
  question    = "how many repair tickts from 2023 cost more than $100 to fix?"
  format_hint = "int"
  expect      = 283
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "comparison", "maintenance", "repair-cost", "year", "typo"]
}

golden "r14_central_arrivals_from_elsewhere_q3_2024" {
  question    = "How many trips ended at Central Station in Q3 2024 after starting at a different station?"
  format_hint = "int"
  expect      = 903
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "end-station", "arrivals", "negation", "quarter"]
}

golden "r14_ferry_terminal_to_pier52_2023" {
  question    = "How many rides went from Ferry Terminal to Pier 52 in 2023?"
  format_hint = "int"
  expect      = 274
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "start-station", "end-station", "year"]
}

golden "r14_avg_duration_arrivals_alki_beach_2024" {
  question    = "What was the average ride time, in minutes, of trips that ended at Alki Beach in 2024?"
  format_hint = "float"
  expect      = 25.6282
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "end-station", "duration", "average", "year"]
}

golden "r14_revenue_by_quarter_2022" {
  question    = "trip revenu by quarter for 2022"
  format_hint = "list[{quarter:str, revenue:float}]"
  expect      = [
    { quarter = "2022-01-01", revenue = 17953.59 },
    { quarter = "2022-04-01", revenue = 38233.69 },
    { quarter = "2022-07-01", revenue = 51311.88 },
    { quarter = "2022-10-01", revenue = 27580.02 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown", "revenue", "quarter", "year", "typo", "terse"]
}

golden "r14_active_riders_by_rider_type_2024" {
  question    = "Active riders in 2024 split into members and casual riders, bigger group first"
  format_hint = "list[{plan_type:str, active_riders:int}]"
  expect      = [
    { plan_type = "casual", active_riders = 6158 },
    { plan_type = "member", active_riders = 5912 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "active-riders", "rider-type", "year"]
}

golden "r14_days_to_resolve_by_priority_2023" {
  question    = "For repair tickets reported in 2023, how many days did it take on average to resolve them, broken down by priority? Slowest first please."
  format_hint = "list[{priority:str, average_days_to_resolve:float}]"
  expect      = [
    { priority = "low", average_days_to_resolve = 9.4016 },
    { priority = "medium", average_days_to_resolve = 4.2582 },
    { priority = "high", average_days_to_resolve = 3.2122 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "ranking", "days-to-resolve", "priority", "year", "polite"]
}

golden "r14_doc_ebike_surcharge_members" {
  question    = "For a monthly or annual member, how much is the e-bike surcharge per minute of riding, in dollars?"
  format_hint = "float"
  expect      = 0.1
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "pricing", "ebike"]
}

golden "r14_doc_rebalancing_threshold_pct" {
  question    = "At 7:00 on a weekday, below what percentage of its docks holding bikes does a station get refilled by the rebalancing vans?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "rebalancing"]
}
