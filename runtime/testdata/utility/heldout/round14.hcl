# Held-out round 14 (utility): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round14.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round14.py

golden "r14_metro_gas_outages_2023_2024" {
  question    = "How many gas outages did Metro have in 2023 and 2024 put together?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "outages", "fuel", "region", "two-years"]
}

golden "r14_green_gas_billed_2023" {
  question    = "total billed for gas to green tariff customers in 2023"
  format_hint = "float"
  expect      = 65594.35
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["sum", "two-filters", "amount-billed", "plan", "fuel", "year"]
}

golden "r14_accounts_closed_2024" {
  question    = "How many customer accounts were closed during 2024?"
  format_hint = "int"
  expect      = 54
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "closed-accounts", "customers", "year"]
}

golden "r14_customers_outage_repair_jan_2024" {
  question    = "how many of our custmers had an outage repair visit requested in January 2024?"
  format_hint = "int"
  expect      = 139
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "visits", "job-type", "month", "typo"]
}

golden "r14_riverside_customers_inspected_2024" {
  question    = "How many different Riverside customers had a meter inspection carried out (completed) in 2024?"
  format_hint = "int"
  expect      = 45
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "visits", "job-type", "region", "completed", "year"]
}

golden "r14_people_closing_others_jobs_2024" {
  question    = "How many different people closed at least one job in 2024 that had been assigned to someone else?"
  format_hint = "int"
  expect      = 56
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "closed-by", "handed-over", "visits", "year"]
}

golden "r14_top_five_customers_billed_fy2025" {
  question    = "Which five customers did we bill the most in fiscal 2025?"
  format_hint = "list[{customer:str}]"
  expect      = [
    { customer = "Halden Chemicals" },
    { customer = "Calder Paper Mill" },
    { customer = "Copperhill Smelter" },
    { customer = "Fenwick Glassworks" },
    { customer = "Thornbury Pharmaceuticals" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "amount-billed", "fiscal-year", "list"]
}

golden "r14_bottom_3_regions_on_time_2023" {
  question    = "bottom 3 customer regions for on-time payment rate in 2023, worst first"
  format_hint = "list[{region:str}]"
  expect      = [
    { region = "Coastal" },
    { region = "Highlands" },
    { region = "Metro" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "numeric-limit", "on-time-rate", "region", "year", "list"]
}

golden "r14_top_three_small_business_gas_2024" {
  question    = "Who were our three biggest small business gas users in 2024, by therms?"
  format_hint = "list[{customer:str}]"
  expect      = [
    { customer = "Mill Road Print Shop" },
    { customer = "Elm Street Deli" },
    { customer = "Canal Wharf Bakery" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "gas-usage", "segment", "year", "list"]
}

golden "r14_residential_plan_top_kwh_per_customer_2024" {
  question    = "Among the residential tariff plans, which one had the highest electricity usage per customer in 2024?"
  format_hint = "str"
  expect      = "Time of Use"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "per-customer", "usage", "plan", "segment", "year"]
}

golden "r14_region_slowest_unplanned_restoration_2023" {
  question    = "In 2023, which region's unplanned outages took the longest to restore on average?"
  format_hint = "str"
  expect      = "Metro"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "avg-duration", "outages", "unplanned", "region", "year"]
}

golden "r14_supervisor_team_most_jobs_2024" {
  question    = "Which supervisor's team was given the most jobs in 2024?"
  format_hint = "str"
  expect      = "Owen Gallagher"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "role", "supervisor", "assigned", "visits", "year"]
}

golden "r14_avg_industrial_gas_bill_2024" {
  question    = "What was the average gas bill for an industrial customer in 2024, in dollars?"
  format_hint = "float"
  expect      = 4873.63
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "per-bill", "amount-billed", "segment", "fuel", "year"]
}

golden "r14_lakeside_kwh_per_customer_q1_2025" {
  question    = "kwh per customer for Lakeside customers in Q1 2025?"
  format_hint = "float"
  expect      = 21606.91
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-customer", "usage", "region", "quarter"]
}

golden "r14_avg_days_to_connect_2024" {
  question    = "For new connection jobs requested in 2024, how many days on average passed between the request and the job being completed?"
  format_hint = "float"
  expect      = 12.7143
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average", "two-dates", "visits", "job-type", "year"]
}

golden "r14_industrial_share_kwh_2024" {
  question    = "What percentage of all the electricity our customers used in 2024 went to industrial customers?"
  format_hint = "float"
  expect      = 90.3075
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "usage", "segment", "year"]
}

golden "r14_planned_share_outages_2023" {
  question    = "what % of the outages in 2023 were planned maintenance?"
  format_hint = "float"
  expect      = 22.9091
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "outages", "cause", "year"]
}

golden "r14_legacy_meter_share_highlands" {
  question    = "For Highlands customers who are still with us, what percentage of their meters are still the old legacy type?"
  format_hint = "float"
  expect      = 31.9767
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "meters", "meter-type", "region", "active-accounts"]
}

golden "r14_residential_billed_change_fy24_fy25" {
  question    = "By what percent did the amount we billed residential customers change from FY2024 to FY2025?"
  format_hint = "float"
  expect      = 6.9208
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "fiscal-year", "amount-billed", "segment"]
}

golden "r14_outage_repairs_completed_change_2023_2024" {
  question    = "outage repairs completed in 2024 vs 2023 - percentage change?"
  format_hint = "float"
  expect      = 89.2308
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "completed-visits", "job-type"]
}

golden "r14_coastal_customers_affected_change_2023_2024" {
  question    = "How much did the number of customers affected by outages in Coastal go up or down between 2023 and 2024, as a percentage?"
  format_hint = "float"
  expect      = 119.28
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "customers-affected", "outages", "region"]
}

golden "r14_open_accounts_never_fault_repair" {
  question    = "How many open accounts have never once asked us for a fault repair visit, not even one that ended up cancelled?"
  format_hint = "int"
  expect      = 156
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "not-exists", "visits", "active-accounts"]
}

golden "r14_outages_2024_other_than_coastal_highlands" {
  question    = "How many outages started in 2024 in regions other than Coastal and Highlands?"
  format_hint = "int"
  expect      = 158
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "other-than", "outages", "region", "year"]
}

golden "r14_closed_accounts_never_visited" {
  question    = "Of the accounts that have closed, how many never had a service visit of any kind booked, not even a cancelled one?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "not-exists", "visits", "closed-accounts"]
}

golden "r14_residential_bills_over_600_kwh_jan_2025" {
  question    = "How many household electricty bills for January 2025 showed over 600 kWh?"
  format_hint = "int"
  expect      = 53
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "count", "bills", "usage", "segment", "month", "typo"]
}

golden "r14_customers_more_than_3_visits_2024" {
  question    = "How many customers had more than 3 service visits requested during 2024?"
  format_hint = "int"
  expect      = 167
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "visits", "year"]
}

golden "r14_big_outages_q1_2025" {
  question    = "In the first quarter of 2025, how many outages knocked out more than 1,000 premises each?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "count", "outages", "customers-affected", "quarter"]
}

golden "r14_aaron_lowe_jobs_closed_by_others_2024" {
  question    = "Of the jobs requested in 2024 that were assigned to Aaron Lowe, how many were closed by a different technician?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "assigned", "closed-by", "handed-over", "technician", "year"]
}

golden "r14_who_closed_dev_barnes_jobs_2024" {
  question    = "Dev Barnes had jobs assigned to him in 2024 that someone else ended up finishing - which colleague signed off the most of those?"
  format_hint = "str"
  expect      = "Rosa Delgado"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "assigned", "closed-by", "ranking", "technician", "year"]
}

golden "r14_customers_affected_storm_isla" {
  question    = "Counting every outage that started during Storm Isla, whatever its cause, how many customers were affected in total?"
  format_hint = "int"
  expect      = 139101
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "customers-affected", "outages", "sum"]
}

golden "r14_residential_therms_winter_2023_24" {
  question    = "How many therms did our residential customers use over the 2023-24 winter?"
  format_hint = "int"
  expect      = 87969
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "gas-usage", "segment", "sum"]
}

golden "r14_outages_by_cause_2024" {
  question    = "Give me the number of outages by cause for 2024, from the most common cause to the least."
  format_hint = "list[{cause:str, outages:int}]"
  expect      = [
    { cause = "storm", outages = 85 },
    { cause = "equipment failure", outages = 81 },
    { cause = "planned maintenance", outages = 57 },
    { cause = "third-party damage", outages = 39 },
    { cause = "vegetation", outages = 31 },
    { cause = "animal", outages = 14 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "list", "outages", "cause", "year"]
}

golden "r14_late_bills_by_segment_q1_2025" {
  question    = "break down the bills paid late for jan-mar 2025 by customer segment, highest count first"
  format_hint = "list[{segment:str, late_bills:int}]"
  expect      = [
    { segment = "residential", late_bills = 311 },
    { segment = "small business", late_bills = 52 },
    { segment = "industrial", late_bills = 13 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown", "list", "late-payment", "segment", "quarter"]
}

golden "r14_doc_severe_weather_restoration_hours" {
  question    = "When a severe weather event like Storm Isla is declared, how many hours do we have to get the power back on before we miss the standard?"
  format_hint = "int"
  expect      = 48
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "outages"]
}

golden "r14_doc_on_time_payment_target" {
  question    = "what's the minimum on-time payment rate finance is aiming for each quarter, in percent?"
  format_hint = "int"
  expect      = 85
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "billing"]
}
