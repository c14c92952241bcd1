# Held-out round 16 (bikeshare): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/pricing_policy.md).
# GENERATED: python3 expected/round16.py

golden "r16_avg_fare_monthly_h2_2023" {
  question    = "Could you give me the average fare per trip for each plan over the second half of 2023? The only number I actually need is the one for the Monthly plan."
  format_hint = "float"
  expect      = 1.4126
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "average-fare", "plan", "half-year", "polite"]
}

golden "r16_avg_rating_dest_westbrook_2022" {
  question    = "avg star rating by destination district for 2022 - what did Westbrook score?"
  format_hint = "float"
  expect      = 4.1246
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "rating", "end-district", "role", "year", "terse"]
}

golden "r16_top4_round_trip_stations_2023" {
  question    = "Name the four stations where the most round trips happened in 2023, i.e. bikes taken out and brought back to the same dock."
  format_hint = "list[{station:str, round_trips:int}]"
  expect      = [
    { station = "Ferry Terminal", round_trips = 144 },
    { station = "University Library", round_trips = 142 },
    { station = "Central Station", round_trips = 111 },
    { station = "Riverside Park", round_trips = 106 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "round-trip", "station", "year"]
}

golden "r16_top3_ebike_departure_stations_2022" {
  question    = "which three stations had the most e-bikes picked up from them in 2022?"
  format_hint = "list[{start_station:str, trips:int}]"
  expect      = [
    { start_station = "University Library", trips = 232 },
    { start_station = "Central Station", trips = 183 },
    { start_station = "Riverside Park", trips = 166 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "bike-type", "start-station", "year"]
}

golden "r16_top2_issue_types_open" {
  question    = "What are the 2 kinds of fault with the most repair tickets still waiting to be fixed, and how many of each?"
  format_hint = "list[{issue_type:str, open_tickets:int}]"
  expect      = [
    { issue_type = "Flat tire", open_tickets = 6 },
    { issue_type = "Vandalism", open_tickets = 4 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "open-tickets", "issue-type"]
}

golden "r16_plan_most_ride_minutes_2023" {
  question    = "Which plan's riders spent the most total time in the saddle in 2023?"
  format_hint = "str"
  expect      = "Pay As You Go"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "named-measure", "ride-minutes", "plan", "year"]
}

golden "r16_model_cheapest_avg_fare_2023" {
  question    = "In 2023, rides on which bike model were cheapest on average for the rider?"
  format_hint = "str"
  expect      = "Cruiser 3"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "named-measure", "average-fare", "bike-model", "year"]
}

golden "r16_district_highest_avg_repair_cost_2023" {
  question    = "Grouping the repair tickets reported in 2023 by the district of the station where the problem was reported, which district had the highest average cost per fixed ticket?"
  format_hint = "str"
  expect      = "Westbrook"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "named-measure", "repair-cost", "average", "station-district", "year"]
}

golden "r16_plan_highest_ood_rate_2024" {
  question    = "Which plan had the highest out-of-dock rate in 2024?"
  format_hint = "str"
  expect      = "Day Pass"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "named-measure", "out-of-dock-rate", "plan", "year"]
}

golden "r16_ood_share_of_revenue_2024" {
  question    = "What percentage of 2024 trip revenue came from rides where the bike was left outside a station?"
  format_hint = "float"
  expect      = 7.7068
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "revenue", "out-of-dock", "year"]
}

golden "r16_casual_share_festival" {
  question    = "what % of trips during the harbor festval were taken by casual riders?"
  format_hint = "float"
  expect      = 33.1718
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "rider-type", "named-period", "typo"]
}

golden "r16_warranty_share_2023" {
  question    = "Of the repair tickets reported in 2023 that have been fixed, what percentage were covered by warranty, so cost us nothing?"
  format_hint = "float"
  expect      = 8.491
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "warranty", "repair-cost", "year"]
}

golden "r16_harborfront_arrivals_from_outside_2024" {
  question    = "I'm looking at bikes coming into the waterfront. Of all the 2024 trips that ended at a Harborfront station, what share had started in some other district? A percentage would be great, thanks."
  format_hint = "float"
  expect      = 53.7855
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "role", "end-district", "start-district", "year", "polite"]
}

golden "r16_riders_with_long_ride_q1_2024" {
  question    = "How many individual customers went on at least one long ride in Q1 2024?"
  format_hint = "int"
  expect      = 940
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "long-ride", "riders", "quarter"]
}

golden "r16_university_residents_five_stars_2024" {
  question    = "How many people who live in the University district gave at least one of their 2024 rides five stars?"
  format_hint = "int"
  expect      = 497
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "home-district", "rating", "written-number", "year"]
}

golden "r16_payg_riders_from_westbrook_h2_2024" {
  question    = "How many pay-per-ride customers picked up a bike at a Westbrook station at least once in the second half of 2024?"
  format_hint = "int"
  expect      = 298
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "plan", "start-district", "role", "half-year"]
}

golden "r16_avg_duration_excl_round_trips_2024" {
  question    = "What was the average trip duration in 2024 if you leave out the round trips?"
  format_hint = "float"
  expect      = 22.9738
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "average-duration", "round-trip", "year"]
}

golden "r16_classic_non_payg_trips_h1_2023" {
  question    = "In the first half of 2023, how many trips on regular (non-electric) bikes were taken by anyone other than Pay As You Go riders?"
  format_hint = "int"
  expect      = 8327
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "negation", "bike-type", "plan", "half-year"]
}

golden "r16_stations_rating_above_4_2024" {
  question    = "How many stations had an average ride rating above 4 stars in 2024, counting rides that started there?"
  format_hint = "int"
  expect      = 60
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "rating", "start-station", "year"]
}

golden "r16_bikes_repair_cost_over_500" {
  question    = "how many bikes have we spent more than $500 on in repiars, all time?"
  format_hint = "int"
  expect      = 161
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "per-entity", "repair-cost", "all-time", "typo"]
}

golden "r16_riders_20_ebike_trips_2023" {
  question    = "How many riders took at least twenty e-bike trips in 2023?"
  format_hint = "int"
  expect      = 50
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "at-least", "written-number", "bike-type", "year"]
}

golden "r16_net_flow_maple_leaf_2024" {
  question    = "For Maple Leaf in 2024, what was arrivals minus departures? Negative if it lost bikes."
  format_hint = "int"
  expect      = -211
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "net-flow", "arrivals", "departures", "station", "year"]
}

golden "r16_avg_fare_ending_aquarium_q2_2024" {
  question    = "What did rides that ended at the Aquarium cost on average in Q2 2024?"
  format_hint = "float"
  expect      = 3.1199
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "end-station", "average-fare", "quarter"]
}

golden "r16_cancellations_ferry_terminal_jul_2023" {
  question    = "Ferry Terminal, July 2023: how many cancelled unlocks?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "cancelled-unlocks", "station", "month", "terse"]
}

golden "r16_ood_rate_union_square_h1_2024" {
  question    = "out-of-dock rate for rides out of Union Square, first half of 2024?"
  format_hint = "float"
  expect      = 1.1881
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "out-of-dock-rate", "start-station", "role", "half-year"]
}

golden "r16_casual_trips_per_rider_q4_2023" {
  question    = "Casual riders in Q4 2023: how many rides per active rider?"
  format_hint = "float"
  expect      = 1.3735
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "trips-per-rider", "rider-type", "quarter"]
}

golden "r16_avg_rating_festival" {
  question    = "How happy were riders with their rides during the festival week - what was the average star rating?"
  format_hint = "float"
  expect      = 4.1043
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "rating"]
}

golden "r16_westbrook_departures_growth_2023_2024" {
  question    = "By what percent did depatures from Westbrook stations grow between 2023 and 2024?"
  format_hint = "float"
  expect      = 20.796
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "departures", "start-district", "year", "typo"]
}

golden "r16_active_members_growth_q4" {
  question    = "How much did the number of members who actually rode change from Q4 2023 to Q4 2024, in %?"
  format_hint = "float"
  expect      = 29.5302
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "active-riders", "rider-type", "quarter"]
}

golden "r16_riders_2023_not_2024" {
  question    = "How many of the people who rode with us in 2023 never came back for a single ride in 2024?"
  format_hint = "int"
  expect      = 1026
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "negation", "active-riders", "year"]
}

golden "r16_riders_rated_every_trip_2024" {
  question    = "How many riders rated every single trip they took in 2024?"
  format_hint = "int"
  expect      = 931
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "per-entity", "rating", "riders", "year"]
}

golden "r16_km_per_active_rider_2023" {
  question    = "Roughly how many kilometers did each active rider cover in 2023 on average? Total distance over active riders."
  format_hint = "float"
  expect      = 16.7219
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["ratio", "per-entity", "distance", "active-riders", "year"]
}

golden "r16_repair_cost_per_cruiser7_2024" {
  question    = "Hello - for budgeting, could you work out how much we spent on repairs per Cruiser 7 bike for tickets reported in 2024? Please divide by every Cruiser 7 in the fleet register, whatever its status."
  format_hint = "float"
  expect      = 84.696
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per-entity", "repair-cost", "bike-model", "year", "polite"]
}

golden "r16_doc_rebalancing_deadline" {
  question    = "On weekday mornings, by what time should the vans have topped up the nearly empty stations?"
  format_hint = "str"
  expect      = "8:30"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "rebalancing", "policy"]
}

golden "r16_doc_festival_corral_stations" {
  question    = "Where did we put the staffed temporary corrals for the Harbor Festival?"
  format_hint = "list[{station:str}]"
  expect      = [
    { station = "Ferry Terminal" },
    { station = "Pier 52" },
  ]
  mode        = "contains"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "named-period", "festival"]
}
