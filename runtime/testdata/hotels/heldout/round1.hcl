# Held-out round 1 (hotels): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round1.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round1.py

golden "r1_nights_sold_porto_2024" {
  question    = "how many nights did we sell in porto in 2024"
  format_hint = "int"
  expect      = 7126
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["sum", "city", "year"]
}

golden "r1_suite_adr_2023" {
  question    = "Could you kindly tell me what our average nightly rate for suites was across the whole group in 2023?"
  format_hint = "float"
  expect      = 376.62
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "adr", "room-type", "polite"]
}

golden "r1_best_cleanliness_2023" {
  question    = "which property had the best average cleanliness score in 2023?"
  format_hint = "str"
  expect      = "Aurelia Alfama"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "column-average", "second-fact", "join"]
}

golden "r1_expedia_cancellations_2023" {
  question    = "expedia cancellations 2023?"
  format_hint = "int"
  expect      = 419
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "terse", "channel", "status"]
}

golden "r1_member_share_room_nights_2024" {
  question    = "What percentage of the room nights we sold in 2024 went to loyalty members?"
  format_hint = "float"
  expect      = 39.0273
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "loyalty", "filter"]
}

golden "r1_top3_home_countries_excl_iberia_2024" {
  question    = "Leaving out Spain and Portugal, which three home countries brought us the most room revenue in 2024?"
  format_hint = "list[{country:str}]"
  expect      = [
    { country = "United Kingdom" },
    { country = "United States" },
    { country = "France" },
  ]
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "negation", "guest-country", "written-limit"]
}

golden "r1_spa_spend_lisbon_2024" {
  question    = "how much did guests spend at the spa in lisbon in 2024"
  format_hint = "float"
  expect      = 73901.18
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["sum", "second-fact", "city", "value-synonym"]
}

golden "r1_alos_corporate_2023" {
  question    = "avg stay length corporate bookings 2023"
  format_hint = "float"
  expect      = 2.2196
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "terse", "channel"]
}

golden "r1_august_2024_booked_60_days_ahead" {
  question    = "of the bookings checking in during august 2024, how many were made at least 60 days ahead of arrival?"
  format_hint = "int"
  expect      = 317
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "derived", "date-role", "lead-time"]
}

golden "r1_seville_room_revenue_yoy_2024" {
  question    = "Year-on-year growth of room revenue at our Seville hotel, 2024 versus 2023, in %?"
  format_hint = "float"
  expect      = 7.9359
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "hotel-by-city"]
}

golden "r1_doc_gold_discount" {
  question    = "what discount do gold members get when they book direct, in percent?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "loyalty", "policy"]
}

golden "r1_unanswerable_google_ads_2024" {
  question    = "How much did we spend on Google Ads in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
