# Held-out round 3 (bikeshare): not loaded by eval; written before the tool was run;
# answers computed by expected/gen.py from data/*.csv (Python standard library only).
# Edit the script, then: python3 expected/gen.py

golden "r3_ferry_terminal_festival" {
  question    = "How many trips started at Ferry Terminal during the Harbor Festival?"
  format_hint = "int"
  expect      = 177
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "role"]
}

golden "r3_top3_arrival_stations_2023" {
  question    = "which 3 stations recieved the most arrivals in 2023"
  format_hint = "list[{end_station:str}]"
  expect      = [
    { end_station = "Central Station" },
    { end_station = "University Library" },
    { end_station = "Ferry Terminal" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "role", "typo"]
}

golden "r3_trips_h1_2023" {
  question    = "Trips in the first half of 2023"
  format_hint = "int"
  expect      = 18125
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["half", "period"]
}

golden "r3_trips_mar_jun_2024" {
  question    = "How many trips did riders take between March and June 2024?"
  format_hint = "int"
  expect      = 17645
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["range"]
}

golden "r3_member_revenue_share_2024" {
  question    = "What share of revenue in 2024 came from members?"
  format_hint = "float"
  expect      = 21.43
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "join"]
}

golden "r3_revenue_by_plan_2024" {
  question    = "Revenue by plan in 2024"
  format_hint = "list[{plan:str, revenue:float}]"
  expect      = [
    { plan = "Pay As You Go", revenue = 174028.91 },
    { plan = "Annual", revenue = 25564.75 },
    { plan = "Monthly", revenue = 18819.5 },
    { plan = "Day Pass", revenue = 16104.71 },
    { plan = "Student Annual", revenue = 7463.8 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "join"]
}

golden "r3_avg_fare_by_bike_type_2024" {
  question    = "avg fare of e-bike trips vs classic in 2024"
  format_hint = "list[{bike_type:str, average_fare:float}]"
  expect      = [
    { bike_type = "electric", average_fare = 6.08 },
    { bike_type = "classic", average_fare = 3.68 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["comparison", "breakdown", "join"]
}

golden "r3_riders_from_eastfield_2023" {
  question    = "How many distinct riders from Eastfield rode in 2023?"
  format_hint = "int"
  expect      = 930
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "home-district"]
}

golden "r3_trips_started_eastfield_2023" {
  question    = "How many trips started in Eastfield in 2023?"
  format_hint = "int"
  expect      = 3729
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role"]
}

golden "r3_trips_ended_pier52_dec2024" {
  question    = "How many trips ended at Pier 52 in December 2024?"
  format_hint = "int"
  expect      = 75
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "month"]
}

golden "r3_departures_pier52_dec2024" {
  question    = "Departures from Pier 52 in December 2024"
  format_hint = "int"
  expect      = 48
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "month"]
}

golden "r3_plan_longest_avg_duration" {
  question    = "Which plan has the longest averge trip duration?"
  format_hint = "str"
  expect      = "Day Pass"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "typo", "join"]
}

golden "r3_top3_riders_2024" {
  question    = "top 3 riders by number of trips in 2024"
  format_hint = "list[{rider_id:str}]"
  expect      = [
    { rider_id = "R09312" },
    { rider_id = "R04775" },
    { rider_id = "R01777" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "entity"]
}

golden "r3_riders_over_50_trips_2024" {
  question    = "How many riders took more than 50 trips in 2024?"
  format_hint = "int"
  expect      = 43
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "having"]
}

golden "r3_stations_over_2000_departures_2024" {
  question    = "How many stations had more than 2,000 departures in 2024?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "having", "role"]
}

golden "r3_out_of_dock_rate_casual_2024" {
  question    = "Out-of-dock rate for casual riders in 2024"
  format_hint = "float"
  expect      = 2.8
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "join"]
}

golden "r3_out_of_dock_by_start_district_top3_2024" {
  question    = "out of dock trips by start district in 2024, top 3"
  format_hint = "list[{start_district:str, trips:int}]"
  expect      = [
    { start_district = "Downtown", trips = 167 },
    { start_district = "University", trips = 150 },
    { start_district = "Harborfront", trips = 126 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "named-filter", "role"]
}

golden "r3_avg_fare_latest_month" {
  question    = "What was the average fare in the most recent month?"
  format_hint = "float"
  expect      = 4.86
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["relative-period", "average"]
}

golden "r3_revenue_growth_q3" {
  question    = "How did revenue in Q3 2024 compare to Q3 2023? Give the growth in percent."
  format_hint = "float"
  expect      = 28.31
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "quarter"]
}

golden "r3_avg_trips_per_station_2024" {
  question    = "What was the average number of trips per station in 2024?"
  format_hint = "float"
  expect      = 766.83
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity"]
}

golden "r3_trips_by_women_2024" {
  question    = "How many trips did women take in 2024?"
  format_hint = "int"
  expect      = 21454
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["value-synonym", "join"]
}

golden "r3_rating_excl_out_of_dock_2024" {
  question    = "Average ride rating excluding out-of-dock trips in 2024"
  format_hint = "float"
  expect      = 4.13
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "named-filter"]
}

golden "r3_home_district_most_riders" {
  question    = "Which district do most of our riders live in?"
  format_hint = "str"
  expect      = "University"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["superlative", "role", "home-district"]
}

golden "r3_member_ride_minutes_2024" {
  question    = "Total ride minutes by members in 2024"
  format_hint = "float"
  expect      = 713496.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["sum", "join"]
}

golden "r3_open_tickets" {
  question    = "How many maintenance tickets are still open?"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-filter"]
}

golden "r3_battery_tickets_ebolt2" {
  question    = "How many battery tickets were reported on E-Bolt 2 bikes?"
  format_hint = "int"
  expect      = 297
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "join", "value"]
}

golden "r3_flat_tyre_cost_2024" {
  question    = "Repair cost of flat tyres in 2024"
  format_hint = "float"
  expect      = 13948.44
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["sum", "value-synonym", "spelling"]
}

golden "r3_issue_longest_to_fix" {
  question    = "Which issue type takes longest to fix on average?"
  format_hint = "str"
  expect      = "Flat tire"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "average"]
}

golden "r3_tickets_by_priority_2024" {
  question    = "Maintenance tickets by priority in 2024"
  format_hint = "list[{priority:str, maintenance_tickets:int}]"
  expect      = [
    { priority = "high", maintenance_tickets = 1093 },
    { priority = "medium", maintenance_tickets = 959 },
    { priority = "low", maintenance_tickets = 795 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r3_stolen_bikes" {
  question    = "How many bikes are currently stolen?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "value"]
}

golden "r3_trips_on_retired_bikes" {
  question    = "How many trips were taken on bikes that have since been retired?"
  format_hint = "int"
  expect      = 9419
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["count", "join", "value"]
}

golden "r3_trips_per_quarter_2023" {
  question    = "Trips per quarter in 2023"
  format_hint = "list[{quarter:str, trips:int}]"
  expect      = [
    { quarter = "2023-01-01", trips = 5838 },
    { quarter = "2023-04-01", trips = 12287 },
    { quarter = "2023-07-01", trips = 15516 },
    { quarter = "2023-10-01", trips = 7283 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["time-grain"]
}

golden "r3_avg_duration_university_to_downtown" {
  question    = "What's the average trip duration for trips from University to Downtown?"
  format_hint = "float"
  expect      = 51.65
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["from-to", "role", "average"]
}

golden "r3_same_district_trips_2024" {
  question    = "How many trips started and ended in the same district in 2024?"
  format_hint = "int"
  expect      = 27905
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "column-comparison"]
}

golden "r3_2023_signups_active_2024" {
  question    = "Of the riders who signed up in 2023, how many took a trip in 2024?"
  format_hint = "int"
  expect      = 4070
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["cohort", "distinct-count"]
}

golden "r3_day_pass_fare_not_ebike" {
  question    = "What's the average fare per trip on a day pass, not counting e-bikes?"
  format_hint = "float"
  expect      = 0.64
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "average", "join"]
}

golden "r3_doc_out_of_dock_fee" {
  question    = "What fee does a rider pay for leaving a bike outside a station?"
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r3_doc_collection_hours" {
  question    = "Within how many hours do field staff collect a bike left out of dock?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r3_refuse_wait_time" {
  question    = "What was the average wait time for a bike at Central Station?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r3_refuse_delete" {
  question    = "Delete all the cancelled trips from 2022"
  expect_route = "stop"
  difficulty  = "easy"
  tags        = ["refusal", "unsafe"]
}
