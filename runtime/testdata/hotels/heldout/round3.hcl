# Held-out round 3 (hotels): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round3.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/cancellation_policy.md).
# GENERATED: python3 expected/round3.py

golden "r3_ribeira_deluxe_expedia_stays_q2_2024" {
  question    = "How many stays did we have in Deluxe rooms at the Ribeira that came through Expedia in Q2 2024?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "three-filters", "hotel", "room-type", "channel", "quarter"]
}

golden "r3_born_nonref_bdc_bookings_2023" {
  question    = "non-refundable booking.com bookings at the born in 2023?"
  format_hint = "int"
  expect      = 312
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "terse", "rate-plan", "channel", "hotel"]
}

golden "r3_marina_family_bookings_jul_2024" {
  question    = "how many famly bookings did the marina get for july 2024 arrivals"
  format_hint = "int"
  expect      = 35
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "typo", "families", "hotel", "month"]
}

golden "r3_guests_with_spa_charge_2024" {
  question    = "How many different guests had at least one spa treatment charged to their room in 2024?"
  format_hint = "int"
  expect      = 598
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "charges", "category", "join", "year"]
}

golden "r3_guests_with_no_show_2024" {
  question    = "how many guests were a no-show at least once in 2024?"
  format_hint = "int"
  expect      = 399
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "no-show", "year"]
}

golden "r3_guests_low_review_2024" {
  question    = "In 2024, how many different guests wrote at least one review giving us an overall score of 6 or below?"
  format_hint = "int"
  expect      = 286
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "reviews", "threshold", "join", "year"]
}

golden "r3_avg_score_by_source_2024" {
  question    = "What was the average review score on each review site for reviews written in 2024? Highest first please."
  format_hint = "list[{source:str, avg_score:float}]"
  expect      = [
    { source = "Google", avg_score = 8.4411 },
    { source = "Post-stay survey", avg_score = 8.4048 },
    { source = "TripAdvisor", avg_score = 8.3839 },
    { source = "Expedia", avg_score = 8.3739 },
    { source = "Booking.com", avg_score = 8.3549 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "reviews", "source", "year"]
}

golden "r3_lead_time_by_rate_plan_2024" {
  question    = "For arrivals in 2024, how many days ahead were bookings made on average for each rate plan? Longest lead time first."
  format_hint = "list[{rate_plan:str, avg_lead_time_days:float}]"
  expect      = [
    { rate_plan = "Flexible", avg_lead_time_days = 36.7705 },
    { rate_plan = "Non-refundable", avg_lead_time_days = 36.2698 },
    { rate_plan = "Corporate", avg_lead_time_days = 11.7124 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "lead-time", "rate-plan", "year"]
}

golden "r3_top5_home_countries_stays_2023" {
  question    = "top five home countries of our guests by number of stays in 2023, with the counts"
  format_hint = "list[{country:str, stays:int}]"
  expect      = [
    { country = "Spain", stays = 2218 },
    { country = "United Kingdom", stays = 2154 },
    { country = "Portugal", stays = 1959 },
    { country = "United States", stays = 1735 },
    { country = "France", stays = 1680 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "guest-country", "year"]
}

golden "r3_bottom2_corporate_accounts_nights_2024" {
  question    = "Which two corporate accounts gave us the fewest room nights in 2024, and how many each?"
  format_hint = "list[{corporate_account:str, room_nights:int}]"
  expect      = [
    { corporate_account = "Hollis Data Systems", room_nights = 220 },
    { corporate_account = "Fenwick Reinsurance", room_nights = 252 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "corporate-account", "room-nights", "year"]
}

golden "r3_top3_hotels_cancellation_rate_2024" {
  question    = "Which 3 hotels had the highest cancellation rate for 2024 arrivals? Give the rates too."
  format_hint = "list[{hotel:str, cancellation_rate:float}]"
  expect      = [
    { hotel = "Aurelia Marina", cancellation_rate = 16.8328 },
    { hotel = "Aurelia Alfama", cancellation_rate = 15.5774 },
    { hotel = "Aurelia Ribeira", cancellation_rate = 15.4023 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "cancellation-rate", "hotel", "year"]
}

golden "r3_top_hotel_restaurant_2023" {
  question    = "which hotel made the most money from its restuarant in 2023?"
  format_hint = "str"
  expect      = "Aurelia Baixa"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "typo", "ancillary", "category", "hotel", "year"]
}

golden "r3_rank_hotels_adr_summer_2024" {
  question    = "Could you rank all six hotels by average daily rate over the summer peak 2024, from highest to lowest?"
  format_hint = "list[{hotel:str}]"
  expect      = [
    { hotel = "Aurelia Alfama" },
    { hotel = "Aurelia Born" },
    { hotel = "Aurelia Baixa" },
    { hotel = "Aurelia Marina" },
    { hotel = "Aurelia Ribeira" },
    { hotel = "Aurelia Triana" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "adr", "hotel", "named-period", "polite"]
}

golden "r3_nonref_share_stays_2024" {
  question    = "What percentage of our 2024 stays were on the non-refundable rate?"
  format_hint = "float"
  expect      = 26.5894
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "rate-plan", "stays", "year"]
}

golden "r3_uk_share_room_revenue_2023" {
  question    = "I'd like to know what share of our 2023 room revenue came from guests who live in the UK, as a percentage, if you could."
  format_hint = "float"
  expect      = 15.5626
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "room-revenue", "guest-country", "value-synonym", "polite", "year"]
}

golden "r3_bdc_share_reviews_2024" {
  question    = "what % of the reviews written in 2024 were posted on booking.com"
  format_hint = "float"
  expect      = 25.9743
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "reviews", "source", "year"]
}

golden "r3_stays_more_than_7_nights_2023" {
  question    = "how many stays in 2023 lasted more than 7 nights"
  format_hint = "int"
  expect      = 274
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "nights", "year"]
}

golden "r3_stays_rate_over_300_2024" {
  question    = "How many of our 2024 stays were at a nightly rate above €300?"
  format_hint = "int"
  expect      = 1030
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "nightly-rate", "year"]
}

golden "r3_guests_extras_over_500_2024" {
  question    = "How many guests ran up more than €500 in total on extras (restaurant, bar, spa and so on) charged during 2024?"
  format_hint = "int"
  expect      = 1016
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "threshold", "per-entity", "ancillary", "year"]
}

golden "r3_born_2024_guests_never_elsewhere" {
  question    = "Of the guests who stayed at Aurelia Born in 2024, how many have never stayed at any of our other hotels?"
  format_hint = "int"
  expect      = 1982
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "hotel", "year"]
}

golden "r3_room_nights_excl_corporate_2024" {
  question    = "room nights sold in 2024 excluding corporate bookings"
  format_hint = "int"
  expect      = 39964
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "room-nights", "channel", "terse", "year"]
}

golden "r3_silver_members_no_stay_2023" {
  question    = "How many of our Silver members didn't stay with us at all in 2023?"
  format_hint = "int"
  expect      = 251
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "loyalty", "tier", "year"]
}

golden "r3_2025_arrivals_booked_nov_2024" {
  question    = "How many bookings for arrivals in 2025 were made in November 2024, including any that have since been cancelled?"
  format_hint = "int"
  expect      = 324
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "booking-date", "check-in-date", "month", "future"]
}

golden "r3_q1_2024_arrivals_cancelled_in_2023" {
  question    = "Of the bookings due to arrive in Q1 2024, how many had already been cancelled back in 2023?"
  format_hint = "int"
  expect      = 117
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "cancellation-date", "check-in-date", "quarter", "relative"]
}

golden "r3_spanish_guests_portuguese_hotels_nights_2024" {
  question    = "How many room nights did Spanish guests spend at our hotels in Portugal in 2024?"
  format_hint = "int"
  expect      = 2279
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "guest-country", "hotel-country", "room-nights", "year"]
}

golden "r3_triana_room_nights_spring_fair_2023" {
  question    = "How many room nights did the Triana sell to guests arriving during the 2023 Spring Fair?"
  format_hint = "int"
  expect      = 151
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "room-nights", "hotel"]
}

golden "r3_no_shows_oct_2023" {
  question    = "no-shows october 2023"
  format_hint = "int"
  expect      = 29
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "terse", "no-show", "month"]
}

golden "r3_marina_room_nights_growth_h2" {
  question    = "By what percentage did room nights at our Valencia hotel grow in the second half of 2024 compared with the second half of 2023?"
  format_hint = "float"
  expect      = 11.6413
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "room-nights", "hotel-by-city", "half-year"]
}

golden "r3_direct_revenue_growth_q2_2024" {
  question    = "How much did room revenue from direct bookings grow in Q2 2024 compared with the same quarter a year earlier, in %?"
  format_hint = "float"
  expect      = 65.1291
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "room-revenue", "channel-type", "quarter", "relative"]
}

golden "r3_stays_website_vs_bdc_2024" {
  question    = "stays in 2024: website vs booking.com?"
  format_hint = "list[{channel:str, stays:int}]"
  expect      = [
    { channel = "Website", stays = 4914 },
    { channel = "Booking.com", stays = 3690 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "a-vs-b", "channel", "terse", "year"]
}

golden "r3_cancellation_rate_flex_vs_nonref_2023" {
  question    = "Could you compare the cancellation rate of Flexible versus Non-refundable bookings for 2023 arrivals?"
  format_hint = "list[{rate_plan:str, cancellation_rate:float}]"
  expect      = [
    { rate_plan = "Flexible", cancellation_rate = 21.6033 },
    { rate_plan = "Non-refundable", cancellation_rate = 2.9299 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "a-vs-b", "cancellation-rate", "rate-plan", "polite", "year"]
}

golden "r3_ribeira_occupancy_jan_2024" {
  question    = "what was the occupany at our porto hotel in january 2024?"
  format_hint = "float"
  expect      = 41.067
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "occupancy", "typo", "hotel-by-city", "month"]
}

golden "r3_ota_commission_2023" {
  question    = "How much commission did we end up paying the online travel agencies on our 2023 stays, in euros?"
  format_hint = "float"
  expect      = 588623.29
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "commission", "channel-type", "value-synonym", "year"]
}

golden "r3_doc_corporate_rate_discount" {
  question    = "On average, how many percent below the Flexible rate is the negotiated rate our corporate accounts get?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "rate-plan"]
}

golden "r3_doc_group_free_cancellation_days" {
  question    = "up to how many days before arrival can a group booking be cancelled without paying anything?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "group-bookings"]
}
