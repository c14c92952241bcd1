# Held-out round 13: not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round13.py from data/*.csv (Python standard library only; checked a second
# time by SQL in sqlite3; the document answer from documents/pricing_policy.md).
# GENERATED: python3 expected/round13.py

golden "r13_casual_ebike_revenue_q2_2024" {
  question    = "ebike fare revenue from casual riders q2 2024?"
  format_hint = "float"
  expect      = 32236.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "two-filters", "revenue", "bike-type", "rider-type", "quarter", "terse"]
}

golden "r13_riders_with_out_of_dock_trip_2023" {
  question    = "How many different riders left a bike outside a station (an out-of-dock trip) at least once in 2023?"
  format_hint = "int"
  expect      = 642
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "riders", "out-of-dock", "year"]
}

golden "r13_third_busiest_departure_station_2023" {
  question    = "Which station had the third most departures in 2023?"
  format_hint = "str"
  expect      = "Riverside Park"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "ranking", "start-station", "year"]
}

golden "r13_2023_signups_who_never_rode" {
  question    = "Of the people who signed up in 2023, how many have never actually gone for a ride with us (up to the end of 2024)?"
  format_hint = "int"
  expect      = 430
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "riders", "signups", "year", "idiom"]
}

golden "r13_student_annual_trips_pct_change_2023_2024" {
  question    = "% change in trips by student annual riders, 2023 vs 2024?"
  format_hint = "float"
  expect      = 23.8473
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "period-comparison", "trips", "plan", "year", "terse"]
}

golden "r13_ebike_share_of_trips_2024" {
  question    = "Roughly half our rides are on e-bikes now, I'm told. What percentage of 2024 trips were actually on electric bikes?"
  format_hint = "float"
  expect      = 48.9567
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "trips", "bike-type", "year", "follow-on"]
}

golden "r13_stations_over_1000_departures_2024" {
  question    = "how many stations had more than 1,000 trips starting there in 2024"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "start-station", "count", "year"]
}

golden "r13_pier52_arrivals_jul_2024" {
  question    = "how many bikes got dropped off at Pier 52 in July 2024"
  format_hint = "int"
  expect      = 321
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "end-station", "arrivals", "month", "idiom"]
}

golden "r13_members_more_than_40_trips_2024" {
  question    = "How many of our members took more than 40 trips in 2024?"
  format_hint = "int"
  expect      = 62
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "members", "trips", "year"]
}

golden "r13_avg_rating_e_bolt_2_2023" {
  question    = "Hi, could you pull the average ride rating per bike model for trips in 2023? The one I'm after is the E-Bolt 2."
  format_hint = "float"
  expect      = 3.7571
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "rating", "bike-model", "year", "polite"]
}

golden "r13_doc_out_of_dock_pickup_hours" {
  question    = "if someone leaves a bike outside a station, within how many hours are our field staff supposed to go and collect it?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "out-of-dock"]
}

golden "r13_bikes_taken_by_thieves" {
  question    = "how many of our bikes have been taken by thieves, going by the fleet register at the end of 2024?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["idiom", "fleet", "bike-status"]
}
