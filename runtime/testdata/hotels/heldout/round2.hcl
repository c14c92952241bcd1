# Held-out round 2 (hotels): not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round2.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round2.py

golden "r2_nights_per_guest_2024" {
  question    = "on average, how many nights did each guest spend with us in 2024?"
  format_hint = "float"
  expect      = 3.8592
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per", "ratio", "distinct-count", "everyday-words"]
}

golden "r2_avg_revenue_per_stay_alfama_2024" {
  question    = "avrage room revenue per stay at the alfama in 2024"
  format_hint = "float"
  expect      = 659.14
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per", "terse", "typo", "hotel-synonym"]
}

golden "r2_adr_american_guests_2024" {
  question    = "What did American guests pay per night for their rooms, on average, in 2024?"
  format_hint = "float"
  expect      = 195.36
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per", "adr", "guest-country", "everyday-words"]
}

golden "r2_top3_corporate_clients_revenue_2023" {
  question    = "top 3 corporate clients by room revenue in 2023"
  format_hint = "list[{corporate_account:str, room_revenue:float}]"
  expect      = [
    { corporate_account = "Nortena Logistics", room_revenue = 157454.08 },
    { corporate_account = "Iberlink Telecom", room_revenue = 131010.46 },
    { corporate_account = "Veltro Pharma", room_revenue = 111358.81 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "corporate", "terse"]
}

golden "r2_which_three_markets_born_nights_2024" {
  question    = "Which three home countries sent us the most room nights at Aurelia Born in 2024?"
  format_hint = "list[{country:str}]"
  expect      = [
    { country = "Spain" },
    { country = "United Kingdom" },
    { country = "France" },
  ]
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "guest-country", "hotel"]
}

golden "r2_top2_hotels_no_shows_2023" {
  question    = "which 2 hotels had the most no-shows in 2023, and how many each?"
  format_hint = "list[{hotel:str, no_shows:int}]"
  expect      = [
    { hotel = "Aurelia Baixa", no_shows = 95 },
    { hotel = "Aurelia Born", no_shows = 78 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "status", "join"]
}

golden "r2_rank_hotels_recommend_rate_2024" {
  question    = "Please rank all of our hotels by their recomendation rate for reviews written in 2024, best first."
  format_hint = "list[{hotel:str, recommend_rate:float}]"
  expect      = [
    { hotel = "Aurelia Alfama", recommend_rate = 97.5472 },
    { hotel = "Aurelia Triana", recommend_rate = 96.423 },
    { hotel = "Aurelia Ribeira", recommend_rate = 95.5245 },
    { hotel = "Aurelia Baixa", recommend_rate = 92.437 },
    { hotel = "Aurelia Marina", recommend_rate = 90.512 },
    { hotel = "Aurelia Born", recommend_rate = 88.8604 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ranking", "rate", "second-fact", "typo", "polite"]
}

golden "r2_channel_longest_stays_2023" {
  question    = "through which channel did guests stay the longest on average in 2023?"
  format_hint = "str"
  expect      = "Travel agent"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "average", "channel", "everyday-words"]
}

golden "r2_lowest_adr_hotel_q1_2024" {
  question    = "lowest adr hotel q1 2024"
  format_hint = "str"
  expect      = "Aurelia Ribeira"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "bottom", "adr", "quarter", "terse"]
}

golden "r2_corporate_share_born_revenue_2024" {
  question    = "Would you be able to tell me what share of Aurelia Born's room revenue in 2024 came from corporate bookings?"
  format_hint = "float"
  expect      = 17.6109
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "channel", "hotel"]
}

golden "r2_share_stays_with_kids_summer_2023" {
  question    = "what % of our stays in summer 2023 had kids in the room?"
  format_hint = "float"
  expect      = 5.4851
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-period", "filter", "everyday-words"]
}

golden "r2_parking_share_triana_extras_2024" {
  question    = "how much of the triana's extras money in 2024 was parking, as a percentage?"
  format_hint = "float"
  expect      = 12.4769
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "second-fact", "hotel-synonym", "everyday-words"]
}

golden "r2_guests_stayed_porto_2024" {
  question    = "how many guests stayed in porto in 2024"
  format_hint = "int"
  expect      = 2233
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "city", "terse"]
}

golden "r2_german_guests_spanish_hotels_2023" {
  question    = "How many different German guests stayed at our Spanish hotels in 2023?"
  format_hint = "int"
  expect      = 537
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "guest-vs-hotel-country"]
}

golden "r2_companies_born_tech_congress_2024" {
  question    = "How many different companies had people staying at the Born for the 2024 tech congress?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "named-period", "corporate", "event"]
}

golden "r2_guests_three_plus_hotels" {
  question    = "How many guests have stayed at three or more of our different hotels?"
  format_hint = "int"
  expect      = 702
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "per-entity", "having", "threshold"]
}

golden "r2_revenue_excluding_otas_2024" {
  question    = "room revenue 2024 excluding the OTAs"
  format_hint = "float"
  expect      = 5449435.88
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["sum", "negation", "channel-type", "terse"]
}

golden "r2_non_member_guests_2024" {
  question    = "How many of the guests who stayed with us in 2024 are not part of the loyalty programme?"
  format_hint = "int"
  expect      = 8827
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "distinct-count", "loyalty"]
}

golden "r2_guests_2023_never_back_2024" {
  question    = "how many guests who stayed in 2023 never came back in 2024?"
  format_hint = "int"
  expect      = 9335
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-exists", "two-periods", "everyday-words"]
}

golden "r2_stays_without_extras_2024" {
  question    = "How many stays in 2024 didn't have a single extra charged to the room?"
  format_hint = "int"
  expect      = 3329
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-exists", "second-fact"]
}

golden "r2_stays_over_1000_2024" {
  question    = "how many stays in 2024 were worth over €1,000 in room revenue?"
  format_hint = "int"
  expect      = 1887
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "count"]
}

golden "r2_triana_stays_more_than_3_nights_2023" {
  question    = "In 2023, how many stays at our Seville hotel lasted more than 3 nights?"
  format_hint = "int"
  expect      = 593
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "hotel-by-city"]
}

golden "r2_booked_q1_for_summer_2024" {
  question    = "How many of the bookings made in the first quarter of 2024 were for arrivals in the 2024 summer peak?"
  format_hint = "int"
  expect      = 121
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["count", "date-role", "two-dates", "quarter", "named-period"]
}

golden "r2_cancelled_in_march_2024" {
  question    = "How many bookings were cancelled in March 2024, going by the day they were cancelled?"
  format_hint = "int"
  expect      = 255
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "date-role", "cancellation-date", "month"]
}

golden "r2_portuguese_guests_lisbon_revenue_2024" {
  question    = "how much room revenue did portuguese guests bring in at our lisbon hotels in 2024"
  format_hint = "float"
  expect      = 542945.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["sum", "role", "guest-vs-hotel-country", "city"]
}

golden "r2_silver_direct_nights_2024" {
  question    = "How many room nights did our Silver members book straight with us (website or phone) in 2024?"
  format_hint = "int"
  expect      = 2215
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["sum", "loyalty", "channel-type", "everyday-words"]
}

golden "r2_alfama_revenue_may_2023" {
  question    = "alfama room revenue may 2023"
  format_hint = "float"
  expect      = 101160.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["sum", "month", "hotel-synonym", "terse"]
}

golden "r2_marina_adr_summer_2023" {
  question    = "Could you tell me the average daily rate we achieved at our Valencia hotel during the summer peak of 2023?"
  format_hint = "float"
  expect      = 185.15
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "adr", "named-period", "hotel-by-city", "polite"]
}

golden "r2_triana_cancellations_spring_fair_2024" {
  question    = "how many bookings at the triana arriving during the 2024 spring fair got cancelled?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "named-period", "event", "status"]
}

golden "r2_ancillary_growth_2024_vs_2023" {
  question    = "By how much did our income from extras grow in 2024 compared with 2023, in percent?"
  format_hint = "float"
  expect      = 13.6402
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "second-fact", "everyday-words"]
}

golden "r2_born_revenue_growth_feb_2024" {
  question    = "what was the % change in room revenue at the born, february 2024 vs february 2023?"
  format_hint = "float"
  expect      = 12.8483
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "month", "hotel-synonym"]
}

golden "r2_expedia_net_revenue_2024" {
  question    = "If you split 2024 room revenue after commission by channel, what's the number for Expedia?"
  format_hint = "float"
  expect      = 861031.96
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["breakdown-one-group", "derived", "commission", "channel"]
}

golden "r2_gold_alos_2024" {
  question    = "Looking at average length of stay by loyalty tier for 2024, what was it for the Gold tier?"
  format_hint = "float"
  expect      = 2.4806
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-one-group", "average", "loyalty"]
}

golden "r2_doc_group_booking_rooms" {
  question    = "From how many rooms does a reservation count as a group booking?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "definition"]
}

golden "r2_doc_points_expiry_months" {
  question    = "how long before aurelia circle points run out? (months)"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "loyalty", "terse"]
}

golden "r2_doc_channel_cancellation_target" {
  question    = "What cancellation rate are we aiming to stay under on any one channel, in percent?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "target", "kpi"]
}

golden "r2_doc_points_per_euro_ota" {
  question    = "If a member books through Booking.com, how many points do they earn per euro of room revenue?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "hard"
  tags        = ["document", "loyalty", "qualifier"]
}

golden "r2_unanswerable_staff_born_2024" {
  question    = "How many staff worked at Aurelia Born in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r2_unanswerable_guest_age" {
  question    = "what's the average age of our guests?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable", "terse"]
}

golden "r2_unanswerable_competitor_rates_lisbon_2024" {
  question    = "Were our Lisbon room rates in 2024 above or below what competing hotels in the city charged?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "external-data"]
}
