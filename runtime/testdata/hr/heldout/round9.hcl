# Held-out round 9 (hr): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round9.py

golden "r9_median_pay_sales" {
  question    = "whats the median pay in sales right now?"
  format_hint = "float"
  expect      = 77200.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "median", "salary"]
}

golden "r9_top_ten_earners_combined_pay" {
  question    = "What do our ten best-paid people earn combined, in dollars per year?"
  format_hint = "float"
  expect      = 2446786.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n", "word-number", "salary", "sum"]
}

golden "r9_dept_highest_leave_rejection_rate_2025" {
  question    = "which department had the highest proportion of time off requests knocked back in 2025"
  format_hint = "str"
  expect      = "Finance"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "non-default-metric", "rate", "leave"]
}

golden "r9_sick_share_of_leave_days_2024" {
  question    = "Sick days as a percentage of all the leave days people took in 2024?"
  format_hint = "float"
  expect      = 12.6614
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "leave", "period"]
}

golden "r9_distinct_people_rated_below_3" {
  question    = "how many different employees have gotten a rating under 3 at least once?"
  format_hint = "int"
  expect      = 655
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "threshold", "reviews"]
}

golden "r9_current_staff_never_called_in_sick" {
  question    = "How many of our current staff have never called in sick?"
  format_hint = "int"
  expect      = 100
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "exclusion", "leave"]
}

golden "r9_ethan_schmidt_skip_level" {
  question    = "who is ethan schmidt's boss's boss"
  format_hint = "str"
  expect      = "Andre Dubois"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "manager", "self-join"]
}

golden "r9_leavers_during_2020_hiring_freeze" {
  question    = "how many people left the company during the 2020 hiring freeze"
  format_hint = "int"
  expect      = 34
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "leavers"]
}

golden "r9_office_second_most_leavers_2024" {
  question    = "Which office lost the second most people in 2024?"
  format_hint = "str"
  expect      = "Austin"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["second-ranked", "leavers", "office"]
}

golden "r9_payroll_growth_end_2024_to_end_2025" {
  question    = "by how much did our annual salary bill go up between the end of 2024 and the end of 2025 (usd)?"
  format_hint = "float"
  expect      = 5433023.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "two-periods", "payroll"]
}

golden "r9_doc_adoption_parental_leave_days" {
  question    = "if someone on my team adopts a kid, how many working days of parental leave do they get?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r9_unanswerable_health_insurance_2024" {
  question    = "What did we spend on employee health insurance in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
