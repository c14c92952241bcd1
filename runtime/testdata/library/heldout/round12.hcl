# Held-out round 12: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round12.py

golden "r12_billed_for_lost_stuff_2023" {
  question    = "how much did we bill people for lost stuff in 2023?"
  format_hint = "float"
  expect      = 4259.15
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "fines", "fine-type", "assessed-date", "idiom"]
}

golden "r12_large_print_checkouts_senior_cards_2023" {
  question    = "large print checkouts on senior cards, 2023?"
  format_hint = "int"
  expect      = 200
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "loans", "format", "member-type", "terse"]
}

golden "r12_third_most_new_cards_branch_2024" {
  question    = "Which branch handed out the third-most new library cards in 2024?"
  format_hint = "str"
  expect      = "Northside"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "nth", "new-members", "home-branch", "idiom"]
}

golden "r12_avg_loan_length_self_help_2024" {
  question    = "Would you be able to pull the average loan length by genre for items checked out in 2024? The number I need is the one for Self-Help, in days. Thank you!"
  format_hint = "float"
  expect      = 18.9034
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "one-row", "average", "loan-length", "genre", "polite"]
}

golden "r12_dvd_checkouts_h1_pct_change_2023_2024" {
  question    = "dvd checkouts jan-jun 2024 vs jan-jun 2023 - % change?"
  format_hint = "float"
  expect      = 1.2758
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "format", "terse", "abbreviation"]
}

golden "r12_share_cardholders_valley_branches" {
  question    = "What percentage of all our cardholders got their card at one of the Valley district branches?"
  format_hint = "float"
  expect      = 17.2297
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "percentage", "members", "home-branch", "district"]
}

golden "r12_ppl_borrowed_dvd_and_audiobook_2024" {
  question    = "how many ppl borrowed both a dvd and an audiobook in 2024"
  format_hint = "int"
  expect      = 343
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "format", "active-borrowers", "abbreviation"]
}

golden "r12_most_loans_per_opening_hour_excl_central_2024" {
  question    = "Leaving Central Library aside, which branch lent out the most in 2024 for the number of hours it's open each week?"
  format_hint = "str"
  expect      = "Lakeshore"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["rate", "per-hour", "excluding", "borrow-branch", "ranking"]
}

golden "r12_late_rate_gap_adult_vs_senior_cards_2024" {
  question    = "For loans taken out in 2024, how many percentage points higher was the late return rate on adult cards than on senior cards?"
  format_hint = "float"
  expect      = 4.2917
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["comparison", "two-groups", "late-return-rate", "member-type", "percentage-points"]
}

golden "r12_top5_genres_2024_kept_longest" {
  question    = "take our 5 most borrowed genres of 2024 - which of those did people keep out the longest, on avg?"
  format_hint = "str"
  expect      = "Junior Fiction"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "then", "genre", "loan-length", "ranking", "idiom"]
}

golden "r12_doc_kids_teen_cards_fine_free_since" {
  question    = "since what year have kids' and teens' cards been fine-free?"
  format_hint = "int"
  expect      = 2022
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "fine-free"]
}

golden "r12_unanswerable_avg_page_count_2024" {
  question    = "What was the average page count of the books people borrowed in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
