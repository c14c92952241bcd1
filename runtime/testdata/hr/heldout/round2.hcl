# Held-out round 7 (hr round 2): not loaded by eval; written without reading the
# runtime and before running datacopilot; answers computed by expected/round2.py
# from data/*.csv (Python standard library only). GENERATED: python3 expected/round2.py

golden "h2_toronto_hires_2024" {
  question    = "how many people did we hire into the toronto office in 2024"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "office", "contractors-excluded"]
}

golden "h2_avg_salary_level3_austin" {
  question    = "average pay for level 3 people in Austin"
  format_hint = "float"
  expect      = 85413.56
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["defined-metric", "value-synonym", "office"]
}

golden "h2_most_sick_days_department_2023" {
  question    = "which department logged the most sick leave days in 2023"
  format_hint = "str"
  expect      = "Engineering"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["top-1", "leave", "value-synonym"]
}

golden "h2_engineering_promotions_2024" {
  question    = "how many promotions did the engineering department have in 2024"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "department", "defined-metric"]
}

golden "h2_lowest_paid_office" {
  question    = "which office has the lowest average salary?"
  format_hint = "str"
  expect      = "Denver"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["bottom-1", "office", "defined-metric"]
}

golden "h2_helen_santos_rejections_2025" {
  question    = "How many leave requests did Helen Santos turn down in 2025?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "approver", "value-synonym"]
}

golden "h2_customer_support_headcount_excl_part_time" {
  question    = "customer support headcount, leaving out the part-timers"
  format_hint = "int"
  expect      = 90
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "headcount", "department"]
}

golden "h2_current_staff_over_150k" {
  question    = "How many current employees make more than $150k a year?"
  format_hint = "int"
  expect      = 98
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "current-salary", "count"]
}

golden "h2_doc_paid_sick_days" {
  question    = "how many paid sick days do we get a year"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy"]
}

golden "h2_doc_engineering_market_adjustment_pct" {
  question    = "What percent market adjustment did the engineering team get in 2022?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "h2_unanswerable_compliance_training_2025" {
  question    = "how many employees finished their compliance training in 2025"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "h2_unanswerable_engineering_job_applications_2025" {
  question    = "How many job applications did we receive for engineering roles in 2025?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
