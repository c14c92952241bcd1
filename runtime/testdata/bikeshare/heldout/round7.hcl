# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round7.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round7.py

golden "r7_ebike_revenue_q3_2024" {
  question    = "how much did we make from e-bike rides in q3 2024"
  format_hint = "float"
  expect      = 57900.9
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "named-filter", "synonym"]
}

golden "r7_avg_ride_time_from_old_town_2023" {
  question    = "avg ride time for trips starting in old town in 2023"
  format_hint = "float"
  expect      = 18.6807
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "period", "average"]
}

golden "r7_most_ridden_bike_model_2024" {
  question    = "Which bike model got ridden the most in 2024?"
  format_hint = "str"
  expect      = "E-Bolt 3"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["top-1", "bike-model"]
}

golden "r7_student_plan_signups_2023" {
  question    = "how many 2023 sign-ups are on the student plan"
  format_hint = "int"
  expect      = 339
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "value-synonym", "count"]
}

golden "r7_station_most_repair_tickets_2023" {
  question    = "which station had the most repair tickets reported in 2023"
  format_hint = "str"
  expect      = "Ferry Terminal"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "maintenance", "station"]
}

golden "r7_ebike_riders_harbor_festival_2024" {
  question    = "How many different riders took an e-bike out during the Harbor Festival 2024?"
  format_hint = "int"
  expect      = 1750
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "named-period", "named-filter"]
}

golden "r7_ebike_repair_cost_per_resolved_ticket_2024" {
  question    = "For e-bike repair tickets reported in 2024, what was the average repair cost per resolved ticket?"
  format_hint = "float"
  expect      = 68.1162
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per-entity", "maintenance"]
}

golden "r7_ebike_trip_growth_2022_2023" {
  question    = "by how much did e-bike trips grow from 2022 to 2023, in percent"
  format_hint = "float"
  expect      = 352.92
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "named-filter"]
}

golden "r7_doc_member_overtime_rate" {
  question    = "on a classic bike, what do members pay per minute once they go past their included 45 minutes"
  format_hint = "float"
  expect      = 0.15
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "pricing"]
}

golden "r7_doc_festival_corrals" {
  question    = "how many temporary bike corrals did we staff for the harbor festival"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "named-period"]
}

golden "r7_unanswerable_ebike_battery_level" {
  question    = "what was the average battery charge of e-bikes when they were docked in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_rebalancing_van_cost_2024" {
  question    = "how much did it cost to run the rebalancing vans in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
