# Held-out round 13 (utility): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round13.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answer from documents/tariff_guide.md).
# GENERATED: python3 expected/round13.py

golden "r13_kwh_small_business_metro_2024" {
  question    = "total kWh billed to small business customers in Metro for 2024?"
  format_hint = "int"
  expect      = 452131
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["sum", "two-filters", "usage", "segment", "region"]
}

golden "r13_accounts_with_unpaid_2024_bill" {
  question    = "How many accounts still have at least one unpaid bill from a 2024 billing month?"
  format_hint = "int"
  expect      = 65
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "unpaid", "bills", "year"]
}

golden "r13_second_most_unplanned_outages_region_2023" {
  question    = "which region had the 2nd most unplanned outages in 2023"
  format_hint = "str"
  expect      = "Coastal"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth", "ranking", "outages", "region", "year"]
}

golden "r13_open_households_without_smart_meter" {
  question    = "How many of our open residential accounts don't have a single smart meter?"
  format_hint = "int"
  expect      = 130
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "not-exists", "meters", "segment", "current"]
}

golden "r13_gas_usage_pct_change_q1_2025_vs_q1_2024" {
  question    = "gas usage jan-mar 2025 vs jan-mar 2024, % change?"
  format_hint = "float"
  expect      = -4.3567
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "usage", "gas"]
}

golden "r13_storm_share_customers_affected_2024" {
  question    = "Of all the customers affected by outages in 2024, what percentage were affected by storm outages?"
  format_hint = "float"
  expect      = 60.579
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "outages", "cause", "year"]
}

golden "r13_fault_repairs_over_5_days_2024" {
  question    = "Of the fault repair jobs requested in 2024 that got done, how many took more than 5 days from the request to completion?"
  format_hint = "int"
  expect      = 45
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "two-dates", "visits", "job-type", "year"]
}

golden "r13_rosa_delgado_closed_for_others_2024" {
  question    = "how many jobs did Rosa Delgado close in 2024 that had originally been assigned to a different technician?"
  format_hint = "int"
  expect      = 27
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "closed-by", "assigned", "technician", "year"]
}

golden "r13_customers_more_than_3_late_payments_2024" {
  question    = "how many customers paid more than 3 of their 2024 bills late"
  format_hint = "int"
  expect      = 138
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "late-payment", "bills", "year"]
}

golden "r13_on_time_rate_by_region_highlands_2024" {
  question    = "Please break down the on-time payment rate by customer region for 2024 and tell me the Highlands figure."
  format_hint = "float"
  expect      = 85.6474
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "on-time-rate", "region", "year"]
}

golden "r13_doc_minimum_late_payment_charge" {
  question    = "whats the smallest late fee we can add to a customer's bill, in dollars?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "billing"]
}

golden "r13_lights_out_metro_2023" {
  question    = "How many separate times were the lights out in the Metro area during 2023?"
  format_hint = "int"
  expect      = 69
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["plain-words", "outages", "fuel", "region", "year"]
}
