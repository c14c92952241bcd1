# Held-out round 5: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round5.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round5.py

golden "r5_top3_issue_types_repair_cost_2023" {
  question    = "Which three kinds of bike problems cost us the most to repair in 2023?"
  format_hint = "list[{issue_type:str, repair_cost:float}]"
  expect      = [
    { issue_type = "Battery", repair_cost = 23096.94 },
    { issue_type = "Frame damage", repair_cost = 20248.57 },
    { issue_type = "Vandalism", repair_cost = 17795.27 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit"]
}

golden "r5_bottom2_districts_departures_2023" {
  question    = "Which two districts had the fewest departures in 2023?"
  format_hint = "list[{start_district:str, trips:int}]"
  expect      = [
    { start_district = "Westbrook", trips = 3015 },
    { start_district = "Northgate", trips = 3568 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "role"]
}

golden "r5_revenue_2023_not_payg" {
  question    = "How much trip revenue did we make in 2023 from riders who aren't on Pay As You Go?"
  format_hint = "float"
  expect      = 49899.04
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "named-filter"]
}

golden "r5_distinct_bikes_central_station_dec_2024" {
  question    = "How many different bikes were ridden out of Central Station in December 2024?"
  format_hint = "int"
  expect      = 73
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "cancelled-rule"]
}

golden "r5_trips_per_student_rider_2024" {
  question    = "On average, how many trips did each Student Annual rider take in 2024?"
  format_hint = "float"
  expect      = 5.2812
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r5_revenue_per_day_harbor_festival_2024" {
  question    = "What was our average daily trip revenue during the Harbor Festival 2024?"
  format_hint = "float"
  expect      = 2039.02
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "named-period"]
}

golden "r5_share_long_rides_2023" {
  question    = "What percentage of 2023 trips were long rides?"
  format_hint = "float"
  expect      = 14.5049
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "defined-filter"]
}

golden "r5_active_riders_growth_2022_2023" {
  question    = "How much did the number of active riders grow from 2022 to 2023, in percent?"
  format_hint = "float"
  expect      = 81.9088
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "distinct-count"]
}

golden "r5_riverside_residents_trips_elsewhere_2024" {
  question    = "How many trips in 2024 did riders who live in Riverside start from stations outside Riverside?"
  format_hint = "int"
  expect      = 3343
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "negation"]
}

golden "r5_bikes_with_10_tickets" {
  question    = "How many bikes have had at least 10 repair tickets?"
  format_hint = "int"
  expect      = 148
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "count"]
}

golden "r5_second_busiest_start_station_2024" {
  question    = "Which station had the second-most departures in 2024?"
  format_hint = "str"
  expect      = "Riverside Park"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "role"]
}

golden "r5_members_vs_casual_duration_2024" {
  question    = "Members vs casual riders: how long was the average trip in 2024?"
  format_hint = "list[{plan_type:str, average_trip_duration:float}]"
  expect      = [
    { plan_type = "member", average_trip_duration = 21.0962 },
    { plan_type = "casual", average_trip_duration = 30.5233 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["comparison"]
}

golden "r5_rating_ferry_terminal_2024" {
  question    = "What's the average rating of rides from Ferry Terminal in 2024?"
  format_hint = "float"
  expect      = 4.1053
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-filter", "role"]
}

golden "r5_doc_rebalancing_threshold" {
  question    = "Below what percentage of its docks holding bikes does a station get refilled by the rebalancing vans?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r5_unanswerable_co2_saved_2024" {
  question    = "How much CO2 did our riders save in 2024 compared with driving?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
