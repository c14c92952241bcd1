# Held-out round 12 (hr): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round12.py

golden "r12_customer_service_vacation_days_h1_2023" {
  question    = "how many vacation days did the customer service folks take in the first half of 2023?"
  format_hint = "int"
  expect      = 636
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["sum", "leave", "half-year", "department"]
}

golden "r12_part_timers_denver_now" {
  question    = "part-timers on the books in denver atm?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "headcount", "office", "employment-type"]
}

golden "r12_third_most_resignations_office_2022" {
  question    = "Which of our offices had the third-highest number of resignations in 2022?"
  format_hint = "str"
  expect      = "Austin"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth", "ranking", "voluntary", "office", "year"]
}

golden "r12_avg_rating_women_2021" {
  question    = "Could you break down the 2021 review scores by gender and let me know the average for women, please?"
  format_hint = "float"
  expect      = 3.2571
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown", "average", "reviews", "gender"]
}

golden "r12_sick_days_pct_increase_2021_2025" {
  question    = "sick days taken in 2025 vs 2021 - what's the % increase?"
  format_hint = "float"
  expect      = 10.5065
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "leave", "sick"]
}

golden "r12_share_2023_reviews_above_meets" {
  question    = "What percentage of the 2023 performance reviews came in above 'meets expectations'?"
  format_hint = "float"
  expect      = 36.963
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "reviews", "rating", "year"]
}

golden "r12_requests_approved_by_hr_2024" {
  question    = "how many leave requests starting in 2024 got approved by somebody from HR"
  format_hint = "int"
  expect      = 142
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "approver", "leave", "department"]
}

golden "r12_departments_avg_pay_over_100k" {
  question    = "How many departments pay their people more than $100k on average right now?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "salary", "department"]
}

golden "r12_took_sick_and_unpaid_2024" {
  question    = "How many employees took both sick leave and unpaid leave during 2024?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "leave", "year"]
}

golden "r12_top5_unpaid_leave_2024_still_here" {
  question    = "Looking at the five people who took the most days of unpaid leave in 2024, how many of them are still working here?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "word-number", "leave", "current"]
}

golden "r12_doc_l4_band_max_boston" {
  question    = "Per our pay bands, what's the most a full-time level 4 person in Boston can be paid in base salary?"
  format_hint = "int"
  expect      = 150000
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r12_unanswerable_time_to_fill_engineering_2024" {
  question    = "On average, how many days did it take us to fill an open engineering position in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
