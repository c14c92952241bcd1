# Held-out round 11: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round11.py

golden "r11_day_pass_fares_q2_2023" {
  question    = "how much did day pass riders pay us in ride fares in q2 2023"
  format_hint = "float"
  expect      = 3586.42
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "revenue", "quarter", "plan", "lowercase"]
}

golden "r11_riverside_third_station_departures_2022" {
  question    = "In 2022, looking only at the stations in the Riverside district, which one came in at number 3 for rides starting there?"
  format_hint = "str"
  expect      = "Mill Bridge"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["nth-place", "start-station", "district-filter", "ranking"]
}

golden "r11_day_pass_avg_ride_minutes_harbour_festival" {
  question    = "Could you please tell me how long, in minutes, the average ride lasted for our Day Pass customers during the Harbour Festival?"
  format_hint = "float"
  expect      = 31.1318
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "duration", "named-period", "plan", "polite", "long"]
}

golden "r11_2024_signups_living_in_eastfield" {
  question    = "Please split 2024's new sign-ups by the district people live in. I only need the Eastfield number."
  format_hint = "int"
  expect      = 572
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown-row", "count", "new-riders", "home-district"]
}

golden "r11_km_ridden_q1_2024_vs_q1_2023_pct" {
  question    = "km ridden Q1 2024 vs Q1 2023 - % change?"
  format_hint = "float"
  expect      = 21.9445
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "quarter", "distance", "terse"]
}

golden "r11_battery_share_of_2023_repair_cost" {
  question    = "of the money we spent fixing bikes whose problems were reported in 2023, what percentage went on battery issues?"
  format_hint = "float"
  expect      = 21.3788
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "repair-cost", "issue-type", "value-synonym"]
}

golden "r11_2024_riders_without_any_ebike_ride" {
  question    = "how many of the people who rode with us in 2024 didn't take a single e-bike ride all year?"
  format_hint = "int"
  expect      = 2620
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "anti-join", "ebike", "active-riders"]
}

golden "r11_2024_rides_from_stations_opened_2023_or_later" {
  question    = "How many rides in 2024 started from one of the stations we opened in 2023 or 2024?"
  format_hint = "int"
  expect      = 559
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "station-attribute", "opened-on", "start-station"]
}

golden "r11_riders_over_100_dollars_fares_2023" {
  question    = "How many riders ran up more than $100 in ride fares over the course of 2023?"
  format_hint = "int"
  expect      = 343
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "revenue", "having"]
}

golden "r11_pike_3rd_arrivals_per_departure_2024" {
  question    = "In 2024, how many rides arrived at Pike & 3rd for each ride that departed from it?"
  format_hint = "float"
  expect      = 1.3555
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "role", "arrivals-vs-departures", "start-station", "end-station"]
}

golden "r11_doc_pay_as_you_go_price_per_minute" {
  question    = "on top of the unlock fee, how much per minute does a pay-as-you-go rider pay on a classic bike? in dollars"
  format_hint = "float"
  expect      = 0.39
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "pricing"]
}

golden "r11_unanswerable_central_station_empty" {
  question    = "how many times in 2024 did Central Station run completely out of bikes to rent?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable", "availability"]
}
