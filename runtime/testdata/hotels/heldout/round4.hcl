# Held-out round 4 (hotels): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round4.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/loyalty_programme.md and
# documents/kpi_definitions.md).
# GENERATED: python3 expected/round4.py

golden "r4_marina_extras_per_stay_q3_2024" {
  question    = "For stays at the Marina that checked in during Q3 2024, what was the avergae spend on extras per stay? Count stays with no extras as zero."
  format_hint = "float"
  expect      = 234.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "typo", "ancillary", "hotel", "quarter"]
}

golden "r4_hotel_biggest_party_size_2024" {
  question    = "Which hotel had the biggest average party size per stay in 2024, counting adults and children together?"
  format_hint = "str"
  expect      = "Aurelia Marina"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["aggregation", "ranking", "party-size", "hotel", "year"]
}

golden "r4_room_type_lowest_cleanliness_2024" {
  question    = "Looking at reviews written in 2024, which room type got the lowest average cleanliness score?"
  format_hint = "str"
  expect      = "Standard"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["aggregation", "ranking", "cleanliness", "room-type", "review-date"]
}

golden "r4_top5_markets_cancellations_2024" {
  question    = "top 5 source markets by cancelled bookings for 2024 arrivals, with the counts please"
  format_hint = "list[{country:str, cancellations:int}]"
  expect      = [
    { country = "Spain", cancellations = 460 },
    { country = "United Kingdom", cancellations = 416 },
    { country = "Portugal", cancellations = 359 },
    { country = "France", cancellations = 358 },
    { country = "United States", cancellations = 357 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "cancellations", "guest-country", "year"]
}

golden "r4_top3_extras_spenders_2024" {
  question    = "who were our three biggest spenders on extras in 2024 (charges posted that year)? Names repeat in our guest list, so give me their guest IDs."
  format_hint = "list[{guest_id:str}]"
  expect      = [
    { guest_id = "G00083" },
    { guest_id = "G00001" },
    { guest_id = "G00035" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "ancillary", "guest", "year"]
}

golden "r4_top_revpar_hotel_q4_2024" {
  question    = "Which of our hotels had the best RevPAR in the last quarter of 2024?"
  format_hint = "str"
  expect      = "Aurelia Alfama"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "revpar", "occupancy-pipe", "hotel", "quarter"]
}

golden "r4_channel_lowest_recommend_rate_2024" {
  question    = "Guests from which booking channel were the least likely to say they'd recommend us, based on reviews written in 2024?"
  format_hint = "str"
  expect      = "Corporate"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "recommend-rate", "channel", "review-date", "year"]
}

golden "r4_suite_share_nights_spain_2023" {
  question    = "What percentage of the room nights we sold at our hotels in Spain in 2023 were in suites?"
  format_hint = "float"
  expect      = 3.2447
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "room-nights", "room-type", "hotel-country", "year"]
}

golden "r4_ota_share_lisbon_summer_2024" {
  question    = "Of all the stays at our two Lisbon hotels over the 2024 summer peak, what percent came in through the online travel agencies?"
  format_hint = "float"
  expect      = 29.4634
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "stays", "channel-type", "city", "named-period"]
}

golden "r4_bar_share_extras_2024" {
  question    = "the bar as a % of all extras revenu in 2024?"
  format_hint = "float"
  expect      = 20.2193
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "ancillary", "charge-category", "typo", "terse", "year"]
}

golden "r4_guests_tripadvisor_not_recommend_2024" {
  question    = "How many different guests posted a TripAdvisor review in 2024 saying they would not recommend the hotel?"
  format_hint = "int"
  expect      = 58
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "reviews", "review-source", "recommend", "year"]
}

golden "r4_guests_long_stays_2023" {
  question    = "how many diffrent guests had a stay of a week or longer with us in 2023?"
  format_hint = "int"
  expect      = 783
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "typo", "long-stay", "guest", "year"]
}

golden "r4_guests_bar_ribeira_h1_2024" {
  question    = "How many individual guests ran up a bar tab at our Porto hotel in the first half of 2024?"
  format_hint = "int"
  expect      = 391
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "ancillary", "charge-category", "hotel", "half-year"]
}

golden "r4_born_adr_excl_corporate_feb_2024" {
  question    = "Leaving out corporate bookings, what ADR did the Born get on stays arriving in February 2024?"
  format_hint = "float"
  expect      = 264.27
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "adr", "channel", "hotel", "month"]
}

golden "r4_2024_guests_never_reviewed" {
  question    = "How many of the guests who stayed with us in 2024 have never written us a single review, for any stay?"
  format_hint = "int"
  expect      = 7535
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "distinct-count", "reviews", "year"]
}

golden "r4_guests_over_2000_room_revenue_2024" {
  question    = "How many guests brought in more than €2,000 of room revenue each from their 2024 stays?"
  format_hint = "int"
  expect      = 531
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "per-guest", "room-revenue", "year"]
}

golden "r4_reviews_clean_high_overall_low_2024" {
  question    = "How many reviews written in 2024 gave us at least 9 for cleanliness but 6 or less overall?"
  format_hint = "int"
  expect      = 158
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "two-conditions", "cleanliness", "review-score", "year"]
}

golden "r4_departures_jan_2024" {
  question    = "How many stays had their departure date in January 2024?"
  format_hint = "int"
  expect      = 997
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "check-out-date", "stays", "month"]
}

golden "r4_born_bookings_made_q2_2023" {
  question    = "How many reservations for Aurelia Born were taken during Q2 2023? I mean the date they were made, whatever the arrival date, and including ones later cancelled or no-shows."
  format_hint = "int"
  expect      = 982
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "booking-date", "bookings", "hotel", "quarter"]
}

golden "r4_domestic_stays_2024" {
  question    = "In 2024, how many stays were by guests staying at one of our hotels in their own home country?"
  format_hint = "int"
  expect      = 3123
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "guest-country", "hotel-country", "stays", "year"]
}

golden "r4_expedia_adr_2023" {
  question    = "what was the ADR on Expedia stays with arrival in 2023"
  format_hint = "float"
  expect      = 187.53
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "adr", "channel", "year", "terse"]
}

golden "r4_alfama_checkins_oct_2024" {
  question    = "how many check-ins did the alfama have in october 2024"
  format_hint = "int"
  expect      = 160
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "stays", "hotel", "month", "terse"]
}

golden "r4_late_cancellations_flexible_2024" {
  question    = "How many late cancellations did we get on Flexible-rate bookings for 2024 arrivals?"
  format_hint = "int"
  expect      = 302
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metric", "late-cancellation", "rate-plan", "year"]
}

golden "r4_irish_guests_2023" {
  question    = "Irish guests who stayed with us in 2023 - how many people is that?"
  format_hint = "int"
  expect      = 373
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "unique-guests", "guest-country", "year"]
}

golden "r4_triana_occupancy_spring_fair_2024" {
  question    = "What occupancy did the Triana run at during the 2024 Seville Spring Fair?"
  format_hint = "float"
  expect      = 98.0519
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "occupancy", "occupancy-pipe", "hotel"]
}

golden "r4_born_corporate_nights_congress_2023" {
  question    = "How many room nights did corporate bookings give Aurelia Born for arrivals during the 2023 Barcelona Tech Congress?"
  format_hint = "int"
  expect      = 58
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "room-nights", "corporate", "hotel"]
}

golden "r4_ancillary_h2_2023" {
  question    = "Could you tell me how much we took in extras across the group in the second half of 2023?"
  format_hint = "float"
  expect      = 1161452.83
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "half-year", "ancillary"]
}

golden "r4_website_stays_growth_h1" {
  question    = "By what percent did stays booked on our own website grow in the first half of 2024 versus the first half of 2023?"
  format_hint = "float"
  expect      = 49.0541
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "stays", "channel", "half-year"]
}

golden "r4_spa_growth_q4" {
  question    = "spa revenue growth Q4 2024 vs Q4 2023, in %"
  format_hint = "float"
  expect      = -7.2429
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "ancillary", "charge-category", "quarter", "terse"]
}

golden "r4_repeat_guests_always_direct_2024" {
  question    = "Of the guests who stayed with us two or more times in 2024, how many booked every one of those stays direct, on the website or by phone?"
  format_hint = "int"
  expect      = 111
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "distinct-count", "channel-type", "repeat-guests", "year"]
}

golden "r4_corporate_accounts_no_no_shows_2024" {
  question    = "Which corporate accounts didn't have a single no-show among their bookings arriving in 2024?"
  format_hint = "list[{corporate_account:str}]"
  expect      = [
    { corporate_account = "Atlas Biomedical" },
    { corporate_account = "Fenwick Reinsurance" },
    { corporate_account = "Quintal Consulting" },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["never", "corporate-account", "no-shows", "year"]
}

golden "r4_bookings_per_corporate_account_2024" {
  question    = "On average, how many bookings did each of our negotiated-rate corporate clients have for 2024 arrivals, counting every booking whatever its status?"
  format_hint = "float"
  expect      = 261.8
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "ratio", "corporate-account", "bookings", "year"]
}

golden "r4_room_revenue_per_gold_member_2024" {
  question    = "What did each Gold-tier member bring us in room revenue from their 2024 stays, on average?"
  format_hint = "float"
  expect      = 5971.5
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "ratio", "room-revenue", "loyalty", "year"]
}

golden "r4_doc_points_for_voucher" {
  question    = "How many Aurelia Circle points does a member have to collect for a €10 voucher?"
  format_hint = "int"
  expect      = 1000
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "loyalty", "points"]
}

golden "r4_doc_review_score_target" {
  question    = "what average guest review score is every hotel supposed to hit, according to our KPI definitions?"
  format_hint = "float"
  expect      = 8.5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "kpi", "review-score", "target"]
}
