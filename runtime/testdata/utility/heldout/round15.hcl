# Held-out round 15 (utility): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round15.py

golden "r15_avg_therms_per_gas_bill_by_region_winter_2425" {
  question    = "For the 2024-25 winter, what was the average number of therms on a single gas bill, broken down by customer region?"
  format_hint = "list[{region:str, avg_therms_per_bill:float}]"
  expect      = [
    { region = "Riverside", avg_therms_per_bill = 455.36 },
    { region = "Metro", avg_therms_per_bill = 374.57 },
    { region = "Lakeside", avg_therms_per_bill = 347.42 },
    { region = "Highlands", avg_therms_per_bill = 296.6 },
    { region = "Coastal", avg_therms_per_bill = 135.6 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "average-per-bill", "gas", "region", "named-period"]
}

golden "r15_avg_premises_per_unplanned_outage_by_fuel_2024" {
  question    = "avg premises knocked off supply per unplanned outage in 2024, electricity vs gas"
  format_hint = "list[{fuel:str, avg_premises_affected:float}]"
  expect      = [
    { fuel = "electricity", avg_premises_affected = 1270.59 },
    { fuel = "gas", avg_premises_affected = 574.72 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["aggregation", "average-per-outage", "customers-affected", "unplanned", "fuel", "year"]
}

golden "r15_top3_depots_jobs_closed_2024" {
  question    = "Which three depots closed out the most jobs in 2024, and how many did each close?"
  format_hint = "list[{depot:str, jobs_closed:int}]"
  expect      = [
    { depot = "Millbrook", jobs_closed = 332 },
    { depot = "Ambleford", jobs_closed = 286 },
    { depot = "Northgate", jobs_closed = 254 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "completed-visits", "depot", "year"]
}

golden "r15_top5_households_gas_winter_2425" {
  question    = "name the five housholds that got through the most gas over winter 2024/25, with their therms"
  format_hint = "list[{customer:str, therms:int}]"
  expect      = [
    { customer = "Ahmed Khan", therms = 839 },
    { customer = "Hannah Williams", therms = 618 },
    { customer = "Freya Thompson", therms = 574 },
    { customer = "Max Walker", therms = 566 },
    { customer = "Liam Hall", therms = 560 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "typo", "gas-usage", "segment", "named-period"]
}

golden "r15_industrial_top_gas_user_fy2025" {
  question    = "Which of our industrial customers had the highest gas consumption in fiscal 2025? I mean therms used, not the size of the bill."
  format_hint = "str"
  expect      = "Penrose Bakeries"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "gas-usage", "segment", "fiscal-year"]
}

golden "r15_plans_by_on_time_rate_fy2025" {
  question    = "Rank the tariff plans by on-time payment rate for FY25, best payers first."
  format_hint = "list[{tariff_plan:str, on_time_payment_rate:float}]"
  expect      = [
    { tariff_plan = "Large Power", on_time_payment_rate = 89.3023 },
    { tariff_plan = "Standard", on_time_payment_rate = 88.2566 },
    { tariff_plan = "Green Choice", on_time_payment_rate = 87.3656 },
    { tariff_plan = "Time of Use", on_time_payment_rate = 87.2009 },
    { tariff_plan = "Fixed Price 24", on_time_payment_rate = 86.6834 },
    { tariff_plan = "Business Flex", on_time_payment_rate = 84.0057 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "on-time-rate", "tariff-plan", "fiscal-year"]
}

golden "r15_unpaid_balance_share_closed_accounts" {
  question    = "Of all the money still sitting on unpaid bills, what percentage is owed by accounts that have since been closed?"
  format_hint = "float"
  expect      = 7.6188
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "unpaid", "amount-billed", "closed-accounts"]
}

golden "r15_gas_share_of_meters_fitted_2024" {
  question    = "what % of the meters fitted in 2024 were gas meters?"
  format_hint = "float"
  expect      = 30.3448
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "meters", "fuel", "installed", "year"]
}

golden "r15_customers_disconnected_2024" {
  question    = "How many different customers actually had a disconnection carried out in 2024?"
  format_hint = "int"
  expect      = 35
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "job-type", "completed-visits", "year"]
}

golden "r15_smb_customers_gas_bill_over_500_q1_2025" {
  question    = "How many small business customers got at least one gas bill over $500 for the billing months January to March 2025?"
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "comparison", "threshold", "segment", "gas", "quarter"]
}

golden "r15_techs_signed_off_safety_checks_q1_2025" {
  question    = "How many different technicians signed off at least one gas safety check in the first quarter of 2025?"
  format_hint = "int"
  expect      = 32
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "closed-by", "job-type", "quarter"]
}

golden "r15_lakeside_outages_not_storm_or_planned_2024" {
  question    = "Leaving out storms and planned maintenance, how many outages did Lakeside have in 2024?"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "outages", "cause", "region", "year"]
}

golden "r15_current_customers_never_gas_bill" {
  question    = "how many of our current customers have never recieved a gas bill from us?"
  format_hint = "int"
  expect      = 277
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "typo", "active-accounts", "gas", "bills"]
}

golden "r15_kwh_fy2024_excluding_large_power" {
  question    = "Total kWh used in FY2024 by everyone except the customers on the Large Power tariff?"
  format_hint = "int"
  expect      = 3900967
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "electricity-usage", "tariff-plan", "fiscal-year"]
}

golden "r15_industrial_bills_over_30k_2024" {
  question    = "how many industrial bills for 2024 billing months came in above thirty thousand dollars?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "bills", "segment", "year", "written-number"]
}

golden "r15_techs_given_at_least_50_jobs_2024" {
  question    = "How many technicians were given at least fifty jobs in 2024?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "at-least", "per-entity", "assigned", "year", "written-number"]
}

golden "r15_outages_over_2000_premises_6h_2024" {
  question    = "In 2024, how many outages cut off more than 2,000 premises and also lasted 6 hours or more?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "two-conditions", "customers-affected", "duration", "year"]
}

golden "r15_jobs_signed_off_by_seniors_h1_2025" {
  question    = "How many of the jobs completed in the first half of 2025 were signed off by a senior technician?"
  format_hint = "int"
  expect      = 237
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "closed-by", "technician-role", "half-year"]
}

golden "r15_technician_assigned_senior_closed_2024" {
  question    = "Of the jobs requested in 2024, how many were assigned to someone in the ordinary Technician role but ended up being closed by a Senior Technician?"
  format_hint = "int"
  expect      = 197
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "assigned", "closed-by", "technician-role", "year"]
}

golden "r15_signed_off_by_owen_gallagher_team_q4_2024" {
  question    = "How many jobs completed in Q4 2024 were signed off by technicians who report to Owen Gallagher?"
  format_hint = "int"
  expect      = 88
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "closed-by", "supervisor", "quarter"]
}

golden "r15_green_choice_kwh_per_customer_fy2025" {
  question    = "kwh per customer on the green tariff in fiscal 2025?"
  format_hint = "float"
  expect      = 3275.19
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "per-customer", "electricity-usage", "tariff-plan", "fiscal-year"]
}

golden "r15_jobs_finished_mar_2025" {
  question    = "how many jobs got finished in march 2025"
  format_hint = "int"
  expect      = 118
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "completed-visits", "month"]
}

golden "r15_coastal_2024_bills_never_paid" {
  question    = "How many of the 2024 bills for our Coastal customers have never been paid at all?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "unpaid", "region", "year"]
}

golden "r15_riverside_premises_off_supply_q3_2024" {
  question    = "How many premises were left without supply by outages in Riverside during Q3 2024, electricity and gas together?"
  format_hint = "int"
  expect      = 3387
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "customers-affected", "region", "quarter"]
}

golden "r15_storm_isla_coastal_storm_outage_avg_hours" {
  question    = "During Storm Isla, how long did the storm outages in Coastal last on average, in hours?"
  format_hint = "float"
  expect      = 23.375
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "avg-outage-duration", "cause", "region"]
}

golden "r15_industrial_on_time_rate_fy2024" {
  question    = "industrial customers on-time payemnt rate for FY2024?"
  format_hint = "float"
  expect      = 89.0351
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "fiscal-year", "on-time-rate", "segment", "typo"]
}

golden "r15_time_of_use_kwh_feb_2025" {
  question    = "How many kWh did our Time of Use customers consume in February 2025?"
  format_hint = "int"
  expect      = 37137
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "electricity-usage", "tariff-plan"]
}

golden "r15_metro_households_on_time_rate_h2_2024" {
  question    = "Could you tell me what share of the bills for households in Metro were paid on time in the second half of 2024, please?"
  format_hint = "float"
  expect      = 88.2504
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["half-year", "on-time-rate", "segment", "region"]
}

golden "r15_smb_billed_growth_q4_2023_q4_2024" {
  question    = "% change in what we billed small businesses, Q4 2023 vs Q4 2024?"
  format_hint = "float"
  expect      = 10.4031
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "amount-billed", "segment", "quarter"]
}

golden "r15_meter_install_jobs_growth_h1" {
  question    = "By what percentage did the number of smart meter installation jobs we completed change from the first half of 2024 to the first half of 2025?"
  format_hint = "float"
  expect      = 34.375
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "completed-visits", "job-type", "half-year"]
}

golden "r15_techs_never_closed_others_jobs" {
  question    = "Of the technicians who have signed off at least one job, how many have never signed off a job that had been assigned to somebody else?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "role", "closed-by", "handed-over", "per-entity"]
}

golden "r15_riverside_customers_always_on_time_2024" {
  question    = "How many Riverside customers paid every single one of their 2024 bills on time?"
  format_hint = "int"
  expect      = 58
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "on-time", "region", "per-entity", "year"]
}

golden "r15_visits_per_highlands_customer_2024" {
  question    = "On average, how many service visits were requested per Highlands customer in 2024? Only count customers who had at least one."
  format_hint = "float"
  expect      = 2.7812
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "service-visits", "region", "year"]
}

golden "r15_doc_time_of_use_peak_rate" {
  question    = "On the Time of Use plan, how many cents per kWh does a customer pay between 4 pm and 9 pm on a weekday?"
  format_hint = "int"
  expect      = 21
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "tariff", "time-of-use"]
}

golden "r15_doc_planned_work_max_hours" {
  question    = "what's the longest a planned maintenance job is allowed to keep the supply off, in hours?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "service-standards", "planned-outages"]
}
