# Held-out round 16 (utility): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round16.py

golden "r16_avg_days_fault_repair_by_depot_2024" {
  question    = "For fault repairs completed in 2024, what was the average number of days from the customer's request to completion, depot by depot?"
  format_hint = "list[{depot:str, avg_days:float}]"
  expect      = [
    { depot = "Ambleford", avg_days = 3.7805 },
    { depot = "Saltmarsh", avg_days = 3.6038 },
    { depot = "Northgate", avg_days = 3.6024 },
    { depot = "Kinross", avg_days = 3.5472 },
    { depot = "Millbrook", avg_days = 3.4956 },
    { depot = "Southgate", avg_days = 3.4262 },
    { depot = "Havenport", avg_days = 3.0741 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "average-per-job", "lead-time", "depot", "year"]
}

golden "r16_billed_per_customer_by_segment_2024" {
  question    = "In 2024, how much did we bill per customer in each segment? I mean the segment's total billed divided by the number of its customers who got at least one bill."
  format_hint = "list[{segment:str, billed_per_customer:float}]"
  expect      = [
    { segment = "industrial", billed_per_customer = 188044.94 },
    { segment = "small business", billed_per_customer = 4842.89 },
    { segment = "residential", billed_per_customer = 1181.9 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "per-customer", "amount-billed", "segment", "year"]
}

golden "r16_avg_household_gas_bill_by_plan_winter_2324" {
  question    = "what did the average household gas bill come to over winter 2023/24 (per bill, in dollars), split by tariff plan?"
  format_hint = "list[{tariff_plan:str, avg_gas_bill:float}]"
  expect      = [
    { tariff_plan = "Green Choice", avg_gas_bill = 145.88 },
    { tariff_plan = "Standard", avg_gas_bill = 128.49 },
    { tariff_plan = "Fixed Price 24", avg_gas_bill = 126.34 },
    { tariff_plan = "Time of Use", avg_gas_bill = 114.12 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "average-per-bill", "gas", "segment", "tariff-plan", "named-period"]
}

golden "r16_four_biggest_outages_2024" {
  question    = "Give me the outage references of the four outages in 2024 that cut off the most premises, with how many premises each."
  format_hint = "list[{outage_id:str, customers_affected:int}]"
  expect      = [
    { outage_id = "OU30340", customers_affected = 14282 },
    { outage_id = "OU30338", customers_affected = 12913 },
    { outage_id = "OU30330", customers_affected = 12059 },
    { outage_id = "OU30305", customers_affected = 9450 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "customers-affected", "year"]
}

golden "r16_top3_fault_repair_closers_2023" {
  question    = "Which three technicians signed off the most fault repairs during 2023, and how many each?"
  format_hint = "list[{technician:str, fault_repairs_closed:int}]"
  expect      = [
    { technician = "Jodie Chen", fault_repairs_closed = 28 },
    { technician = "Bethany Rahman", fault_repairs_closed = 21 },
    { technician = "Kieran Hussain", fault_repairs_closed = 17 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "role", "closed-by", "job-type", "year"]
}

golden "r16_top5_metro_smb_kwh_fy2025" {
  question    = "top 5 small business customers in Metro by kWh used in FY25"
  format_hint = "list[{customer:str, kwh:int}]"
  expect      = [
    { customer = "Orchard Way Dental Practice", kwh = 35683 },
    { customer = "Lighthouse Point Brewery Tap", kwh = 34129 },
    { customer = "Market Row Brewery Tap", kwh = 30234 },
    { customer = "Orchard Way Laundrette", kwh = 29802 },
    { customer = "Market Row Garage", kwh = 28224 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "electricity-usage", "segment", "region", "fiscal-year"]
}

golden "r16_region_second_most_owed_unpaid" {
  question    = "Which customer region is second for money owed on unpaid bills? Going by the dollars outstanding, not how many bills."
  format_hint = "str"
  expect      = "Riverside"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "unpaid", "amount-billed", "region"]
}

golden "r16_slowest_job_type_2024" {
  question    = "Looking at jobs completed in 2024, which type of job took the longest on average between the request and completion?"
  format_hint = "str"
  expect      = "meter installation"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "lead-time", "job-type", "year"]
}

golden "r16_region_most_outage_hours_fy2025" {
  question    = "Which region racked up the most outage hours in fiscal 2025 - adding up how long each outage lasted, not counting the outages?"
  format_hint = "str"
  expect      = "Metro"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "outage-duration", "region", "fiscal-year"]
}

golden "r16_smb_share_gas_fy2025" {
  question    = "what percentage of our total gas consumtion in fiscal 2025 was small business customers?"
  format_hint = "float"
  expect      = 9.0325
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "gas-usage", "segment", "fiscal-year", "typo"]
}

golden "r16_share_unplanned_elec_over_12h_2024" {
  question    = "Of the unplanned electricity outages that started in 2024, what percentage lasted longer than 12 hours?"
  format_hint = "float"
  expect      = 24.569
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "comparison", "outage-duration", "unplanned", "fuel", "year"]
}

golden "r16_green_customers_smart_install_2024" {
  question    = "How many Green Choice customers had a smart meter installation job completed in 2024?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "job-type", "tariff-plan", "year"]
}

golden "r16_techs_on_isla_outage_repairs" {
  question    = "How many different technicians were assigned outage repair callouts that came in during Storm Isla?"
  format_hint = "int"
  expect      = 34
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "role", "assigned", "job-type", "named-period"]
}

golden "r16_riverside_smb_elec_bill_over_500_fy2025" {
  question    = "In fiscal 2025, how many small business customers in Riverside got at least one electricity bill for more than $500?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "comparison", "segment", "region", "fuel", "fiscal-year"]
}

golden "r16_frontline_techs_no_signoff_jun_2025" {
  question    = "Looking only at people in the Technician or Senior Technician role who are still on staff, which of them didn't sign off a single job in June 2025?"
  format_hint = "list[{technician:str}]"
  expect      = [
    { technician = "Dev Barnes" },
    { technician = "Jodie Dunn" },
    { technician = "Kieran Hayes" },
    { technician = "Lewis Gill" },
    { technician = "Niall Burke" },
    { technician = "Orla Barnes" },
    { technician = "Usha Chen" },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["negation", "never", "role", "closed-by", "current-technicians", "month"]
}

golden "r16_storm_outage_hours_winter_2324_ex_isla" {
  question    = "Leaving Storm Isla itself out, how long did storm outages last on average over the 2023-24 winter, in hours?"
  format_hint = "float"
  expect      = 11.0892
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["exclusion", "named-period", "outage-duration", "cause"]
}

golden "r16_non_meter_jobs_2024" {
  question    = "How many jobs were requested in 2024 other than meter inspections and meter installations?"
  format_hint = "int"
  expect      = 1254
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "job-type", "year"]
}

golden "r16_elec_bills_paid_30_days_late_2024" {
  question    = "how many electricty bills for 2024 billing months were paid more than 30 days after they were due?"
  format_hint = "int"
  expect      = 306
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "late-payment", "fuel", "year", "typo"]
}

golden "r16_customers_50k_kwh_2024" {
  question    = "How many customers used at least fifty thousand kWh of electricity in 2024?"
  format_hint = "int"
  expect      = 27
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "per-entity", "electricity-usage", "year"]
}

golden "r16_helen_shaw_closed_h1_2025" {
  question    = "How many jobs did Helen Shaw close in H1 2025?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "closed-by", "technician", "half-year"]
}

golden "r16_coastal_jobs_to_havenport_2024" {
  question    = "In 2024, how many jobs requested by Coastal customers were dispatched to the Havenport depot?"
  format_hint = "int"
  expect      = 125
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "customer-region", "depot", "year"]
}

golden "r16_coastal_outage_repairs_outside_techs_2024" {
  question    = "Of the outage repair jobs requested in 2024 that followed an outage on the Coastal network, how many were assigned to a technician whose depot is outside Coastal?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "outage-region", "technician-region", "job-type", "year"]
}

golden "r16_smb_q1_2025_outstanding" {
  question    = "How many of the small business customers' bills for Q1 2025 are still outstanding?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "unpaid", "segment", "quarter"]
}

golden "r16_smb_kwh_per_customer_h2_2024" {
  question    = "What was electricity usage per customer for our small businesses in the second half of 2024?"
  format_hint = "float"
  expect      = 11374.2
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "electricity-per-customer", "segment", "half-year"]
}

golden "r16_callouts_requested_may_2025" {
  question    = "how many callouts were reqeusted in may 2025, whatever happened to them afterwards?"
  format_hint = "int"
  expect      = 120
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "service-visits", "month", "typo"]
}

golden "r16_business_flex_on_time_fy2024" {
  question    = "What was the on-time payment rate for customers on Business Flex in fiscal year 2024?"
  format_hint = "float"
  expect      = 83.7799
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "fiscal-year", "on-time-payment-rate", "tariff-plan"]
}

golden "r16_smart_meters_fitted_q2_2024" {
  question    = "How many smart meters were fitted in the second quarter of 2024?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "quarter", "smart-meters", "meters"]
}

golden "r16_avg_outage_hours_nov_2024" {
  question    = "Average outage duration for outages that began in November 2024, in hours?"
  format_hint = "float"
  expect      = 5.8253
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "month", "avg-outage-hours"]
}

golden "r16_customers_affected_growth_h1" {
  question    = "By what percentage did the number of premises affected by outages change between the first half of 2024 and the first half of 2025?"
  format_hint = "float"
  expect      = -63.9538
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "customers-affected", "half-year"]
}

golden "r16_kwh_per_customer_growth_fy" {
  question    = "How much did kWh per customer move from FY2024 to FY2025, as a % change?"
  format_hint = "float"
  expect      = -1.6024
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "electricity-per-customer", "fiscal-year"]
}

golden "r16_disconnections_done_growth_2023_2024" {
  question    = "Disconnections actually carried out: what was the percentage change from 2023 to 2024?"
  format_hint = "float"
  expect      = 25.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "completed-visits", "job-type", "year"]
}

golden "r16_metro_elec_billed_every_month_2024" {
  question    = "How many Metro customers got an electricity bill for every single month of 2024, all twelve?"
  format_hint = "int"
  expect      = 205
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "per-entity", "fuel", "region", "year"]
}

golden "r16_techs_always_closed_own_jobs_h1_2025" {
  question    = "Among the technicians who had at least one of their assigned jobs completed in H1 2025, how many signed off every one of those jobs themselves, with none finished by a colleague?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "never", "role", "assigned", "closed-by", "half-year"]
}

golden "r16_jobs_per_millbrook_tech_2024" {
  question    = "On average, how many jobs were assigned to each Millbrook technician in 2024? Only count technicians who were given at least one."
  format_hint = "float"
  expect      = 39.1111
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "per-entity", "assigned", "depot", "year"]
}

golden "r16_doc_autopay_credit" {
  question    = "Customers on AutoPay get a little credit on each bill - how much is it, in dollars?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "tariff-guide", "autopay"]
}
