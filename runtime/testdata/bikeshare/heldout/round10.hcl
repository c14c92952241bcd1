# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round10.py

golden "r10_westbrook_bike_slots" {
  question    = "how many bikes can the westbrook stations hold at once if you add up all their docks?"
  format_hint = "int"
  expect      = 140
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["sum", "non-default-metric", "capacity", "synonym"]
}

golden "r10_avg_km_per_ride_monthly_members_may_2023" {
  question    = "on average how far did monthly members go per ride in may 2023, in km?"
  format_hint = "float"
  expect      = 3.4781
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "non-default-metric", "distance", "month", "plan"]
}

golden "r10_seventh_station_for_ride_endings_2024" {
  question    = "Which station ranked seventh in 2024 for the number of rides finishing there?"
  format_hint = "str"
  expect      = "Pike & 3rd"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth-place", "word-number", "role", "end-station", "ranking"]
}

golden "r10_student_rides_on_ebikes_share_2024" {
  question    = "of all the rides our students took in 2024, what percentage were on electric bikes?"
  format_hint = "float"
  expect      = 47.0977
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "value-synonym", "plan", "ebike"]
}

golden "r10_in_service_bikes_never_ticketed" {
  question    = "how many of the bikes currently in service have a clean record - never a single repair ticket raised on them?"
  format_hint = "int"
  expect      = 54
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "anti-join", "fleet", "maintenance"]
}

golden "r10_northgate_residents_picking_up_downtown_2024" {
  question    = "I'd like to know how many individual people who live up in Northgate picked up a bike at one of the Downtown stations at least once during 2024"
  format_hint = "int"
  expect      = 650
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "home-district", "start-district", "long"]
}

golden "r10_tickets_fixed_after_two_weeks_h1_2024" {
  question    = "of the repair tickets logged in the first half of 2024, how many took more than two weeks to get fixed?"
  format_hint = "int"
  expect      = 80
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "unit-conversion", "half-year", "maintenance", "days-to-resolve"]
}

golden "r10_harborfront_biggest_bike_pileup_2023" {
  question    = "in 2023 which harborfront station ended up with the biggest pile-up of bikes, meaning more bikes were dropped off there than taken out, by the widest margin?"
  format_hint = "str"
  expect      = "Pier 52"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "net-flow", "arrivals-vs-departures", "ranking", "idiom", "long"]
}

golden "r10_old_town_trips_per_dock_2024" {
  question    = "so far in 2024, how many trips have started in old town for every dock we've got there?"
  format_hint = "float"
  expect      = 39.3617
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per", "so-far", "start-district", "capacity"]
}

golden "r10_more_bikes_left_outside_h2_vs_h1_2024" {
  question    = "the number of times riders ditched a bike outside a station went up from the first half of 2024 to the 2nd half - by how much?"
  format_hint = "int"
  expect      = 71
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "half-year", "out-of-dock", "idiom"]
}

golden "r10_doc_day_pass_overtime_per_minute" {
  question    = "once a day pass holder goes past the ride time that's included, what do they get charged for each extra minute, in dollars?"
  format_hint = "float"
  expect      = 0.39
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "pricing"]
}

golden "r10_unanswerable_ebike_purchase_price" {
  question    = "what did we pay per bike when we bought the e-bolt 3 e-bikes?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
