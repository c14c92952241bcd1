# Held-out round 13 (hr): not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round13.py from data/*.csv (Python standard library only, checked again by
# SQL over sqlite3; the document answer from documents/leave_policy.md).
# GENERATED: python3 expected/round13.py

golden "r13_sick_days_engineering_austin_2024" {
  question    = "total sick days taken in 2024 by engineering people working out of the Austin office?"
  format_hint = "int"
  expect      = 61
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["sum", "two-filters", "leave", "office", "department"]
}

golden "r13_distinct_people_vacation_turned_down_2023" {
  question    = "how many different employees had a vacation request turned down in 2023"
  format_hint = "int"
  expect      = 139
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "leave", "rejected", "year"]
}

golden "r13_third_most_hires_department_2023" {
  question    = "Which department brought on the third most new hires in 2023?"
  format_hint = "str"
  expect      = "Customer Support"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth", "ranking", "hires", "department", "year"]
}

golden "r13_current_staff_never_rejected_leave" {
  question    = "How many of our current staff have never once had a leave request rejected?"
  format_hint = "int"
  expect      = 590
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "not-exists", "leave", "current"]
}

golden "r13_fewer_hires_2024_than_2021" {
  question    = "Hi, could you tell me how many fewer people we hired in 2024 than we did in 2021? Thanks!"
  format_hint = "int"
  expect      = 96
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "hires"]
}

golden "r13_engineering_share_of_payroll_now" {
  question    = "what % of today's payroll goes to engineering?"
  format_hint = "float"
  expect      = 37.0313
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "payroll", "department", "current"]
}

golden "r13_staff_over_150k_base_now" {
  question    = "how many ppl currently make over 150k base (usd)?"
  format_hint = "int"
  expect      = 98
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "salary", "current"]
}

golden "r13_2024_reviews_not_by_current_manager" {
  question    = "For employees who are still with us, how many of their 2024 performance reviews were written by someone who isn't their manager today?"
  format_hint = "int"
  expect      = 98
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "reviewer", "manager", "reviews", "current"]
}

golden "r13_people_more_than_10_sick_days_2024" {
  question    = "How many employees took more than 10 sick days in total during 2024?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "leave", "sick", "year"]
}

golden "r13_headcount_by_division_commercial" {
  question    = "headcount by division right now - whats the number for commercial"
  format_hint = "int"
  expect      = 314
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "headcount", "division", "current"]
}

golden "r13_doc_vacation_days_six_years_service" {
  question    = "I've been with the company for 6 years now (full-time) - how many vacation days do I get per year under our leave policy?"
  format_hint = "int"
  expect      = 23
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "leave"]
}

golden "r13_got_the_boot_2024" {
  question    = "how many people got the boot in 2024?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["plain-words", "leavers", "involuntary", "year"]
}
