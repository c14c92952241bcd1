# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round6.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round6.py

golden "r6_fare_revenue_nov_2023" {
  question    = "How much did riders pay in trip fares in November 2023?"
  format_hint = "float"
  expect      = 10293.73
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period"]
}

golden "r6_high_priority_tickets_h2_2023" {
  question    = "How many high-priority repair tickets were reported in the second half of 2023?"
  format_hint = "int"
  expect      = 446
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count"]
}

golden "r6_signups_q1_2022" {
  question    = "How many people signed up in the first quarter of 2022?"
  format_hint = "int"
  expect      = 951
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count"]
}

golden "r6_top4_stations_revenue_q2_2024" {
  question    = "Which four stations brought in the most fare revenue from rides that started there in Q2 2024?"
  format_hint = "list[{start_station:str, revenue:float}]"
  expect      = [
    { start_station = "University Library", revenue = 5529.49 },
    { start_station = "Riverside Park", revenue = 3259.09 },
    { start_station = "Ferry Terminal", revenue = 3136.06 },
    { start_station = "Westbrook Junction", revenue = 2649.1 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role"]
}

golden "r6_third_district_revenue_2022" {
  question    = "Counting rides by the district they started in, which district had the third-highest trip revenue in 2022?"
  format_hint = "str"
  expect      = "Harborfront"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "role"]
}

golden "r6_tickets_by_issue_type_2023" {
  question    = "Repair tickets by issue type for 2023"
  format_hint = "list[{issue_type:str, maintenance_tickets:int}]"
  expect      = [
    { issue_type = "Flat tire", maintenance_tickets = 771 },
    { issue_type = "Brakes", maintenance_tickets = 407 },
    { issue_type = "Chain", maintenance_tickets = 250 },
    { issue_type = "Other", maintenance_tickets = 237 },
    { issue_type = "Lights", maintenance_tickets = 208 },
    { issue_type = "Vandalism", maintenance_tickets = 165 },
    { issue_type = "Battery", maintenance_tickets = 151 },
    { issue_type = "Frame damage", maintenance_tickets = 84 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r6_monthly_active_riders_h1_2024" {
  question    = "Monthly active riders for January to June 2024"
  format_hint = "list[{month:str, active_riders:int}]"
  expect      = [
    { month = "2024-01-01", active_riders = 1480 },
    { month = "2024-02-01", active_riders = 1684 },
    { month = "2024-03-01", active_riders = 2259 },
    { month = "2024-04-01", active_riders = 2740 },
    { month = "2024-05-01", active_riders = 3466 },
    { month = "2024-06-01", active_riders = 3808 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown", "time-grain", "distinct-count"]
}

golden "r6_round_trip_share_2022" {
  question    = "What share of 2022 trips were round trips?"
  format_hint = "float"
  expect      = 6.2207
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter"]
}

golden "r6_riders_never_took_a_trip" {
  question    = "How many registered riders have never taken a trip?"
  format_hint = "int"
  expect      = 2775
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "count"]
}

golden "r6_doc_day_pass_ebike_surcharge" {
  question    = "What's the per-minute e-bike surcharge for someone riding on a Day Pass?"
  format_hint = "float"
  expect      = 0.2
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r6_ferry_terminal_end_stations_mar_2024" {
  question    = "How many different stations did trips from Ferry Terminal end at in March 2024?"
  format_hint = "int"
  expect      = 38
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role"]
}

golden "r6_unanswerable_helmets_harbor_festival" {
  question    = "How many helmets did we hand out during the Harbor Festival 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
