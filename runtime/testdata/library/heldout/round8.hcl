# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round8.py

golden "r8_fines_charged_h1_2024" {
  question    = "total fines charged in the first half of 2024?"
  format_hint = "float"
  expect      = 6534.7
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "defined-metric", "fines"]
}

golden "r8_pensioners_who_borrowed_2024" {
  question    = "how many pensioners borrowed something from us in 2024"
  format_hint = "int"
  expect      = 1083
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "value-synonym", "member-type"]
}

golden "r8_second_most_borrowed_genre_2024" {
  question    = "What was the second most borrowed genre in 2024?"
  format_hint = "str"
  expect      = "Fiction"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "word-number", "genre"]
}

golden "r8_branch_longest_loan_length_2023" {
  question    = "At which branch did borrowers hang on to their items the longest on average, for stuff checked out in 2023?"
  format_hint = "str"
  expect      = "Oak Hollow"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "non-default-metric", "branch"]
}

golden "r8_members_10_plus_checkouts_2024" {
  question    = "How many members checked out at least 10 items in 2024?"
  format_hint = "int"
  expect      = 291
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "distinct-count"]
}

golden "r8_fines_2024_excluding_late_fines" {
  question    = "excluding late fees, how much did we charge members in fines in 2024"
  format_hint = "float"
  expect      = 9312.91
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "exclusion", "value-synonym"]
}

golden "r8_dvd_share_of_checkouts_2023" {
  question    = "what percentage of 2023 checkouts were dvds"
  format_hint = "float"
  expect      = 11.6643
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "format"]
}

golden "r8_new_member_growth_2023_2024" {
  question    = "By how many percent did new member sign-ups change from 2023 to 2024?"
  format_hint = "float"
  expect      = -13.6026
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "defined-metric", "two-periods"]
}

golden "r8_loans_per_borrower_2023" {
  question    = "In 2023, how many items did each active borrower check out on average?"
  format_hint = "float"
  expect      = 3.6981
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["per-entity", "average", "defined-metric"]
}

golden "r8_items_brought_back_market_street_2024" {
  question    = "how many items were brought back to market street in 2024"
  format_hint = "int"
  expect      = 1161
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "period"]
}

golden "r8_doc_magazine_loan_period" {
  question    = "how many days can I keep a magazine before it's due back?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r8_unanswerable_ebook_downloads_2024" {
  question    = "How many e-books did members download in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
