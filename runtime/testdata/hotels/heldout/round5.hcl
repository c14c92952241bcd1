# Held-out round 5 (hotels): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round5.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/loyalty_programme.md and
# documents/cancellation_policy.md).
# GENERATED: python3 expected/round5.py

golden "r5_cleanliness_spain_h2_2024" {
  question    = "Not the overall rating, just cleanliness: what did the reviews written in the second half of 2024 about our hotels in Spain average?"
  format_hint = "float"
  expect      = 8.5299
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "close-metrics", "cleanliness", "hotel-country", "half-year", "review-date"]
}

golden "r5_review_score_travel_agent_2024" {
  question    = "avg review score on travel agent bookings, reviews written in 2024"
  format_hint = "float"
  expect      = 8.4082
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["aggregation", "review-score", "channel", "terse", "review-date"]
}

golden "r5_family_alos_spain_2024" {
  question    = "How long did families - bookings with kids in the room - stay on average at our Spanish hotels in 2024? In nights please."
  format_hint = "float"
  expect      = 3.5483
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "length-of-stay", "families", "hotel-country", "year"]
}

golden "r5_top3_channels_no_shows_2024" {
  question    = "Name the three sales channels that gave us the most no-shows for 2024 arrivals, with how many each."
  format_hint = "list[{channel:str, no_shows:int}]"
  expect      = [
    { channel = "Website", no_shows = 153 },
    { channel = "Booking.com", no_shows = 117 },
    { channel = "Travel agent", no_shows = 48 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "no-shows", "channel", "year"]
}

golden "r5_top2_hotels_gold_platinum_nights_2024" {
  question    = "Which two hotels sold the most room nights to our Gold and Platinum members in 2024?"
  format_hint = "list[{hotel:str}]"
  expect      = [
    { hotel = "Aurelia Baixa" },
    { hotel = "Aurelia Born" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "room-nights", "loyalty-tier", "hotel", "year"]
}

golden "r5_top5_markets_unique_guests_2024" {
  question    = "Top 5 home countries by number of different guests who stayed with us in 2024 - I want people, not stays. Include the guest counts."
  format_hint = "list[{country:str, guests:int}]"
  expect      = [
    { country = "Spain", guests = 1861 },
    { country = "United Kingdom", guests = 1819 },
    { country = "France", guests = 1509 },
    { country = "United States", guests = 1445 },
    { country = "Portugal", guests = 1316 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "unique-guests", "close-metrics", "guest-country", "year"]
}

golden "r5_hotel_longest_lead_time_2024" {
  question    = "Which of our hotels do guests book furthest ahead for? Use the average lead time on 2024 arrivals."
  format_hint = "str"
  expect      = "Aurelia Triana"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "lead-time", "hotel", "year"]
}

golden "r5_city_least_extras_2024" {
  question    = "which city brought in the least ancillary revenue in 2024?"
  format_hint = "str"
  expect      = "Seville"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "ancillary", "city", "year"]
}

golden "r5_marina_share_spa_2024" {
  question    = "What share of our 2024 spa takings came from the Valencia hotel, in %?"
  format_hint = "float"
  expect      = 35.5199
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "ancillary", "spa", "hotel", "year"]
}

golden "r5_website_share_bookings_made_2024" {
  question    = "Of all the reservations we took during 2024 - by the date they were made, whatever the arrival date - what percentage came in through our own website?"
  format_hint = "float"
  expect      = 32.159
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "role", "booking-date", "channel", "year"]
}

golden "r5_long_stay_share_q1_2024" {
  question    = "What percentage of the stays that arrived in Q1 2024 were seven nights or longer?"
  format_hint = "float"
  expect      = 6.0441
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "long-stay", "stays", "quarter", "comparison"]
}

golden "r5_guests_lisbon_and_barcelona_2024" {
  question    = "How many different guests stayed with us both in Lisbon and in Barcelona during 2024 (stays arriving that year)?"
  format_hint = "int"
  expect      = 254
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "two-conditions", "city", "guest", "year"]
}

golden "r5_guests_cancelled_in_2024" {
  question    = "How many different guests cancelled at least one booking during 2024? Go by the day they cancelled, not the arrival date."
  format_hint = "int"
  expect      = 2557
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "cancellation-date", "guest", "year"]
}

golden "r5_guests_more_than_one_review_2024" {
  question    = "how many guests wrote us more than one revew in 2024?"
  format_hint = "int"
  expect      = 200
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "comparison", "reviews", "guest", "typo", "year"]
}

golden "r5_ribeira_extras_ex_restaurant_2024" {
  question    = "Leaving the restaurant aside, how much did our Porto hotel take in extras in 2024?"
  format_hint = "float"
  expect      = 136425.77
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "ancillary", "charge-category", "hotel", "year"]
}

golden "r5_portuguese_stays_outside_lisbon_2023" {
  question    = "In 2023, how many stays did guests from Portugal have at our hotels outside Lisbon?"
  format_hint = "int"
  expect      = 955
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "role", "guest-country", "city", "stays", "year"]
}

golden "r5_bdc_bookings_reviewed_elsewhere_2024" {
  question    = "Of the reviews written in 2024 by guests who had booked through Booking.com, how many were posted somewhere other than Booking.com itself (our survey, TripAdvisor, Google...)?"
  format_hint = "int"
  expect      = 472
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "role", "channel-vs-review-source", "reviews", "year"]
}

golden "r5_members_never_stayed" {
  question    = "How many Aurelia Circle members have never actually stayed with us - their bookings were all cancelled, no-shows or are still to come?"
  format_hint = "int"
  expect      = 1122
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "loyalty-members", "stays", "all-time"]
}

golden "r5_repeat_reviewers_always_9_plus_2024" {
  question    = "Among guests who wrote two or more reviews in 2024, how many gave us an overall score of 9 or 10 every single time?"
  format_hint = "int"
  expect      = 41
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "reviews", "guest", "comparison", "year"]
}

golden "r5_bookings_over_180_days_ahead_2024" {
  question    = "How many bookings for 2024 arrivals were made more than 180 days before check-in? Count them whatever happened to them afterwards."
  format_hint = "int"
  expect      = 211
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "lead-time", "bookings", "year"]
}

golden "r5_stays_over_300_extras_2024" {
  question    = "How many stays that checked in during 2024 ran up more than €300 in extras on the room bill?"
  format_hint = "int"
  expect      = 2482
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "ancillary", "per-stay", "year"]
}

golden "r5_jan24_extras_from_dec23_arrivals" {
  question    = "How much in extras was charged during January 2024 to guests whose stays had started in December 2023?"
  format_hint = "float"
  expect      = 7563.28
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "charge-date", "check-in-date", "ancillary", "month"]
}

golden "r5_revenue_2024_stays_booked_2023" {
  question    = "How much room revenue did we make from stays arriving in 2024 that had already been booked back in 2023?"
  format_hint = "float"
  expect      = 591920.35
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "booking-date", "check-in-date", "room-revenue", "year"]
}

golden "r5_born_nonref_adr_q3_2024" {
  question    = "What was the average daily rate on prepaid (non-refundable) stays at the Born for arrivals in Q3 2024?"
  format_hint = "float"
  expect      = 237.33
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metrics", "adr", "rate-plan", "hotel", "quarter"]
}

golden "r5_triana_total_revenue_2024" {
  question    = "What was the Triana's total revenue for 2024, rooms plus extras together?"
  format_hint = "float"
  expect      = 1372766.06
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metrics", "total-revenue", "room-revenue", "ancillary", "hotel", "year"]
}

golden "r5_gold_nights_baixa_h2_2023" {
  question    = "How many nights in total did Gold tier guests spend at the Baixa, for stays arriving in the second half of 2023?"
  format_hint = "int"
  expect      = 196
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "room-nights", "loyalty-tier", "hotel", "half-year"]
}

golden "r5_triana_lead_time_feria_2024" {
  question    = "For arrivals at the Triana during the 2024 Seville Spring Fair, how many days in advance were the bookings made on average?"
  format_hint = "float"
  expect      = 79.3143
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "lead-time", "hotel"]
}

golden "r5_marina_extras_q3_2023" {
  question    = "marina ancillary revenue Q3 2023"
  format_hint = "float"
  expect      = 123786.42
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["quarter", "ancillary", "hotel", "terse"]
}

golden "r5_porto_cancellations_feb_2024" {
  question    = "how many bookings got cancelled for arrivals in Febuary 2024 at our porto hotel"
  format_hint = "int"
  expect      = 29
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "cancellations", "city", "typo"]
}

golden "r5_alfama_nights_growth_summer" {
  question    = "How did room nights at the Alfama change from the summer peak of 2023 to the summer peak of 2024? Give me the % change."
  format_hint = "float"
  expect      = 1.3211
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "room-nights", "hotel", "named-period"]
}

golden "r5_review_volume_growth_h1" {
  question    = "By what percentage did the number of guest reviews we received grow in the first half of 2024 versus the first half of 2023?"
  format_hint = "float"
  expect      = 22.0221
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "reviews", "half-year"]
}

golden "r5_stays_per_german_guest_2023" {
  question    = "On average, how many times did each German guest who stayed with us in 2023 stay that year?"
  format_hint = "float"
  expect      = 1.2752
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "ratio", "stays", "guest-country", "year"]
}

golden "r5_commission_per_ota_stay_2024" {
  question    = "Roughly what comission did we pay per OTA stay in 2024 on average, in euros? Stays that arrived in 2024."
  format_hint = "float"
  expect      = 104.34
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "commission", "channel-type", "typo", "year"]
}

golden "r5_doc_gold_tier_nights" {
  question    = "How many qualifying nights in a year does a member need to reach Gold in Aurelia Circle?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "loyalty", "tiers"]
}

golden "r5_doc_group_cancel_fee_last_week" {
  question    = "If a group booking is cancelled within seven days of arrival, what percentage of the room revenue do we charge?"
  format_hint = "int"
  expect      = 100
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "cancellation-policy", "group-bookings"]
}
