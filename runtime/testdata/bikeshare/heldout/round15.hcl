# Held-out round 15 (bikeshare): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/pricing_policy.md).
# GENERATED: python3 expected/round15.py

golden "r15_trips_per_rider_women_2022" {
  question    = "Average trips per rider by gender for 2022 - what's the figure for women?"
  format_hint = "float"
  expect      = 7.1565
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "trips-per-rider", "gender", "year", "terse"]
}

golden "r15_avg_repair_cost_ebolt3_2023" {
  question    = "what was the avrage repair cost per ticket for each bike model on tickets reported in 2023? I'm only after the E-Bolt 3 number, in dollars"
  format_hint = "float"
  expect      = 56.4854
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "repair-cost", "bike-model", "year", "typo"]
}

golden "r15_member_trips_per_day_feb_2024" {
  question    = "On an average day in February 2024, how many trips did our members take?"
  format_hint = "float"
  expect      = 48.6552
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "average-per-day", "rider-type", "month", "leap-year"]
}

golden "r15_top3_home_districts_by_trips_2023" {
  question    = "Counting 2023 trips by where the rider lives, which three districts come out on top? Leave the out-of-town visitors out."
  format_hint = "list[{home_district:str}]"
  expect      = [
    { home_district = "University" },
    { home_district = "Northgate" },
    { home_district = "Eastfield" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role", "home-district", "year"]
}

golden "r15_top5_issues_harborfront_2024" {
  question    = "What were the five most common kinds of bike problem reported at our Harborfront stations in 2024, and how many tickets each?"
  format_hint = "list[{issue_type:str, maintenance_tickets:int}]"
  expect      = [
    { issue_type = "Flat tire", maintenance_tickets = 133 },
    { issue_type = "Brakes", maintenance_tickets = 95 },
    { issue_type = "Chain", maintenance_tickets = 52 },
    { issue_type = "Other", maintenance_tickets = 50 },
    { issue_type = "Lights", maintenance_tickets = 41 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "maintenance", "issue-type", "station-district", "year"]
}

golden "r15_top3_riders_by_fares_h1_2024" {
  question    = "which 3 riders spent the most on ride fares in the first half of 2024? rider ids please"
  format_hint = "list[{rider_id:str}]"
  expect      = [
    { rider_id = "R05137" },
    { rider_id = "R01259" },
    { rider_id = "R08498" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "riders", "revenue", "half-year", "lowercase"]
}

golden "r15_start_station_highest_out_of_dock_rate_2024" {
  question    = "Which station had the worst out-of-dock rate in 2024 for rides starting there?"
  format_hint = "str"
  expect      = "Denny Blaine"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "out-of-dock-rate", "start-station", "role", "year"]
}

golden "r15_model_slowest_turnaround_2022" {
  question    = "For repair tickets reported in 2022, which bike model took the longest to get fixed on average?"
  format_hint = "str"
  expect      = "E-Bolt 2"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "days-to-resolve", "bike-model", "year"]
}

golden "r15_start_district_highest_avg_fare_2023" {
  question    = "Looking at 2023, rides starting in which district paid the highest fare per trip on average?"
  format_hint = "str"
  expect      = "Northgate"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "average-fare", "start-district", "role", "year"]
}

golden "r15_ebike_share_of_km_2023" {
  question    = "What share of all the kilometres ridden in 2023 were ridden on e-bikes? As a percentage."
  format_hint = "float"
  expect      = 43.7915
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "distance", "bike-type", "year"]
}

golden "r15_vandalism_share_street_tickets_2023" {
  question    = "Of the repair tickets in 2023 where the problem was reported out on the street rather than at a station, what percent were vandalism?"
  format_hint = "float"
  expect      = 6.7183
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "filter", "maintenance", "issue-type", "street", "year"]
}

golden "r15_out_of_dock_rate_riverside_residents_2024" {
  question    = "For riders who live in Riverside, what percentage of their 2024 trips ended with the bike left outside a station?"
  format_hint = "float"
  expect      = 1.6257
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "out-of-dock-rate", "role", "home-district", "year"]
}

golden "r15_westbrook_residents_rode_to_harborfront_h2_2023" {
  question    = "How many different Westbrook residents took at least one ride that ended at a Harborfront station in the second half of 2023?"
  format_hint = "int"
  expect      = 303
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "home-district", "end-district", "half-year"]
}

golden "r15_bikes_with_ticket_at_ferry_terminal_2024" {
  question    = "How many diffrent bikes had a problem reported at Ferry Terminal in 2024?"
  format_hint = "int"
  expect      = 135
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "bikes", "maintenance", "station", "year", "typo"]
}

golden "r15_student_ebike_riders_q4_2024" {
  question    = "In Q4 2024, how many students on the Student Annual plan took an e-bike out at least once?"
  format_hint = "int"
  expect      = 295
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "riders", "plan", "bike-type", "quarter"]
}

golden "r15_non_casual_trips_jan_2023" {
  question    = "how many trips were taken in january 2023 by anyone other than casual riders?"
  format_hint = "int"
  expect      = 1088
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "other-than", "rider-type", "month", "lowercase"]
}

golden "r15_non_ebike_revenue_q3_2022" {
  question    = "Trip revenu in Q3 2022, leaving out anything ridden on an e-bike?"
  format_hint = "float"
  expect      = 40975.58
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "revenue", "bike-type", "quarter", "typo"]
}

golden "r15_old_town_arrivals_from_elsewhere_mar_2024" {
  question    = "In March 2024, how many rides ended at an Old Town station after starting in some other district?"
  format_hint = "int"
  expect      = 199
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "role", "end-district", "start-district", "month"]
}

golden "r15_trips_fare_over_10_2023" {
  question    = "How many 2023 rides cost the rider over $10?"
  format_hint = "int"
  expect      = 5664
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "fare", "year"]
}

golden "r15_rides_over_8km_2022" {
  question    = "In 2022, how many rides covered more than eight kilometres?"
  format_hint = "int"
  expect      = 3518
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "distance", "written-number", "year"]
}

golden "r15_trips_by_northgate_residents_q4_2022" {
  question    = "How many trips did people who live in Northgate take in the last quarter of 2022, no matter which station they picked the bike up from?"
  format_hint = "int"
  expect      = 809
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "home-district", "quarter", "long"]
}

golden "r15_top3_riverside_dropoff_stations_2023" {
  question    = "Which three Riverside stations had the most bikes dropped off at them in 2023?"
  format_hint = "list[{end_station:str}]"
  expect      = [
    { end_station = "Riverside Park" },
    { end_station = "River & 12th" },
    { end_station = "Boathouse" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["role", "end-station", "top-n", "written-limit", "station-district", "year"]
}

golden "r15_harborfront_arrivals_growth_q2" {
  question    = "By what percent did the number of rides arriving at Harborfront stations change from Q2 2023 to Q2 2024?"
  format_hint = "float"
  expect      = 18.0389
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "role", "end-district", "quarter"]
}

golden "r15_ebike_ride_minutes_dec_2023" {
  question    = "Total time spent riding e-bikes in December 2023, in minutes - all rides added together"
  format_hint = "float"
  expect      = 17144.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "ride-minutes", "bike-type", "month", "terse"]
}

golden "r15_cancelled_unlocks_q2_2024" {
  question    = "How many times in Q2 2024 did someone unlock a bike and then put it straight back in the dock within a couple of minutes?"
  format_hint = "int"
  expect      = 442
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metric", "cancelled-unlocks", "quarter", "paraphrase"]
}

golden "r15_people_who_rode_dec_2022" {
  question    = "how many people actually rode with us in december 2022?"
  format_hint = "int"
  expect      = 1111
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "active-riders", "month", "lowercase"]
}

golden "r15_out_of_dock_rate_festival" {
  question    = "What was our out-of-dock rate over the harbour festival?"
  format_hint = "float"
  expect      = 1.89
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "out-of-dock-rate", "festival"]
}

golden "r15_signups_h2_2022" {
  question    = "New sign-ups, second half of 2022?"
  format_hint = "int"
  expect      = 2229
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "new-riders", "half-year", "terse"]
}

golden "r15_open_tickets_reported_dec_2024" {
  question    = "Of the repair tickets reported in December 2024, how many hadn't been fixed yet when the data was pulled?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "open-tickets", "month", "negation"]
}

golden "r15_ebike_rider_growth_q1_2023_2024" {
  question    = "By what percentage did the number of different people riding e-bikes grow from Q1 2023 to Q1 2024?"
  format_hint = "float"
  expect      = 45.8851
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "active-riders", "distinct-count", "bike-type", "quarter"]
}

golden "r15_regulars_always_classic_2023" {
  question    = "Of the riders who took five or more trips in 2023, how many stuck to classic bikes for every single one of those trips?"
  format_hint = "int"
  expect      = 59
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "per-entity", "comparison", "bike-type", "year", "written-number"]
}

golden "r15_day_pass_riders_never_rated" {
  question    = "Among riders currently on a Day Pass who've taken at least one trip with us, how many have never rated a single ride?"
  format_hint = "int"
  expect      = 835
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "distinct-count", "rating", "plan"]
}

golden "r15_trips_per_ebolt3_bike_2024" {
  question    = "On average how many trips did each E-Bolt 3 bike do in 2024?"
  format_hint = "float"
  expect      = 73.6
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "per-entity", "bikes", "bike-model", "year"]
}

golden "r15_doc_student_annual_price" {
  question    = "how much does the student annual membership cost per year, in dollars?"
  format_hint = "int"
  expect      = 79
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "pricing", "plan"]
}

golden "r15_doc_day_pass_included_minutes" {
  question    = "With a Day Pass, how many minutes can a single classic ride last before overtime kicks in?"
  format_hint = "int"
  expect      = 180
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "pricing", "day-pass"]
}
