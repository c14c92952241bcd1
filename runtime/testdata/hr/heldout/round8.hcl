# Held-out round 8 (hr): not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round8.py

golden "r8_sick_days_q1_2025" {
  question    = "how many sick days did people take in q1 2025"
  format_hint = "int"
  expect      = 682
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "value-synonym", "leave"]
}

golden "r8_women_toronto_office_now" {
  question    = "How many women currently work out of our Toronto office?"
  format_hint = "int"
  expect      = 47
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "value-synonym", "office"]
}

golden "r8_third_biggest_department" {
  question    = "which department is the third biggest by headcount right now"
  format_hint = "str"
  expect      = "Sales"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "word-number", "department"]
}

golden "r8_division_best_avg_rating_2024" {
  question    = "Which division came out with the highest average performance rating in the 2024 review cycle?"
  format_hint = "str"
  expect      = "Corporate"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "division"]
}

golden "r8_people_over_10_sick_days_2024" {
  question    = "how many employees were out sick for more than 10 days in total in 2024?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "comparison", "distinct-count"]
}

golden "r8_leavers_2023_not_retirement" {
  question    = "leavers in 2023, not counting retirements - how many?"
  format_hint = "int"
  expect      = 153
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "exclusion", "leavers"]
}

golden "r8_remote_share_of_headcount" {
  question    = "What share of our current headcount works from home?"
  format_hint = "float"
  expect      = 11.3106
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "value-synonym", "office"]
}

golden "r8_fewer_hires_2024_than_2023" {
  question    = "how many fewer people did we bring on in 2024 compared with 2023"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "hires"]
}

golden "r8_avg_days_per_parental_leave_2024" {
  question    = "On average how many working days long was each approved parental leave that began in 2024?"
  format_hint = "float"
  expect      = 41.9048
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["per-entity", "average", "leave"]
}

golden "r8_harper_hamilton_team_size" {
  question    = "how many people are on Harper Hamilton's team at the moment"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "manager", "count"]
}

golden "r8_doc_unpaid_leave_cap" {
  question    = "what's the max number of unpaid leave days someone can take in a year?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r8_unanswerable_bonus_payout_2024" {
  question    = "How much did we pay out in bonuses for 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
