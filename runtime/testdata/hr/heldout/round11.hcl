# Held-out round 11 (hr): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round11.py

golden "r11_resigned_commercial_2025" {
  question    = "how many ppl resigned out of the commercial division in 2025"
  format_hint = "int"
  expect      = 34
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "year", "leavers", "voluntary", "division"]
}

golden "r11_toronto_office_payroll_usd" {
  question    = "Could you please tell me the combined yearly base pay, in US dollars, of everyone currently working out of our Toronto office?"
  format_hint = "float"
  expect      = 8312583.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["sum", "payroll", "office", "currency"]
}

golden "r11_second_highest_avg_pay_department" {
  question    = "Which department pays the second-highest average salary right now?"
  format_hint = "str"
  expect      = "Legal"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth", "ranking", "salary", "department"]
}

golden "r11_headcount_level_2_today" {
  question    = "break down today's headcount by job level - what's the number at L2?"
  format_hint = "int"
  expect      = 342
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "headcount", "level", "contractors"]
}

golden "r11_headcount_growth_pct_2021_2025" {
  question    = "By what percentage did our headcount grow from the end of 2021 to the end of 2025?"
  format_hint = "float"
  expect      = 12.2984
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "headcount", "as-of"]
}

golden "r11_engineering_share_of_payroll" {
  question    = "engineering % of total payroll today?"
  format_hint = "float"
  expect      = 37.0313
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "payroll", "department"]
}

golden "r11_current_staff_never_above_3" {
  question    = "Of the people currently on staff who have had at least one performance review, how many have never scored higher than a 3?"
  format_hint = "int"
  expect      = 450
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "reviews", "current"]
}

golden "r11_promoted_2023_since_left" {
  question    = "Of the employees who got promoted during 2023, how many are no longer with the company?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "promotions", "leavers", "distinct-count"]
}

golden "r11_reviewers_over_15_reviews_2025" {
  question    = "In the 2025 review cycle, how many people wrote more than 15 performance reviews each?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "role", "reviewer"]
}

golden "r11_hires_per_leaver_2024" {
  question    = "In 2024, how many people did we hire for each person who left?"
  format_hint = "float"
  expect      = 1.3394
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "hires", "leavers", "year"]
}

golden "r11_doc_sick_days_before_doctors_note" {
  question    = "after how many sick days in a row do i need to hand in a doctor's note?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r11_unanswerable_stock_options_2025" {
  question    = "How many stock options were granted to the engineering team in 2025?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
