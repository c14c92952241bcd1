# Held-out round 10 (hr): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round10.py

golden "r10_sales_h1_2025_starting_pay_total" {
  question    = "Add up the starting salaries of everyone Sales hired in the first half of 2025 - what's the total in US dollars?"
  format_hint = "float"
  expect      = 935391.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["sum", "non-default-metric", "half-year", "salary"]
}

golden "r10_avg_pay_five_longest_serving" {
  question    = "whats the average pay of our five longest-serving people who are still here"
  format_hint = "float"
  expect      = 123873.4
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n", "word-number", "salary", "tenure"]
}

golden "r10_q4_2024_denied_vacation_share_of_requests" {
  question    = "Looking at every time-off request that started in Q4 2024, what percentage were vacation requests that ended up being denied?"
  format_hint = "float"
  expect      = 4.9116
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "quarter", "leave", "filter"]
}

golden "r10_approvers_2025_never_rejected" {
  question    = "of everyone who signed off on time off in 2025, how many never turned a single request down that year"
  format_hint = "int"
  expect      = 36
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "role", "approver", "leave"]
}

golden "r10_distinct_people_unpaid_leave_2025" {
  question    = "how many different people have gone on unpaid leave so far in 2025?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "so-far", "leave"]
}

golden "r10_2024_reviews_not_by_current_manager" {
  question    = "For the people who are still with us, how many of their 2024 appraisals were written by somebody who isn't their boss today?"
  format_hint = "int"
  expect      = 98
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "reviewer-vs-manager", "reviews"]
}

golden "r10_current_staff_under_60k" {
  question    = "how many folks on the payroll right now make under 60 grand a year (in us dollars)?"
  format_hint = "int"
  expect      = 216
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "salary", "current"]
}

golden "r10_let_go_feb_2023" {
  question    = "how many people got fired or laid off in feb 2023"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "leavers", "involuntary"]
}

golden "r10_avg_rating_change_2019_to_2023" {
  question    = "By how much did the company-wide average performance score climb between the 2019 review cycle and the 2023 one?"
  format_hint = "float"
  expect      = 0.1161
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "reviews"]
}

golden "r10_women_per_man_current_staff" {
  question    = "For every man on staff today, how many women do we have?"
  format_hint = "float"
  expect      = 0.8952
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "gender", "current"]
}

golden "r10_doc_months_at_level_before_promotion" {
  question    = "How many months does someone have to sit at their current level before they're eligible for a promotion?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r10_unanswerable_sales_travel_spend_2024" {
  question    = "What did the sales team spend on business travel in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
