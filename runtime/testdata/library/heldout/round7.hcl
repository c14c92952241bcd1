# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round7.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round7.py

golden "r7_lakeshore_audiobook_checkouts_2023" {
  question    = "audiobook checkouts at lakeshore in 2023"
  format_hint = "int"
  expect      = 95
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "format", "branch"]
}

golden "r7_teen_avg_loan_length_2024" {
  question    = "on average how many days did teenagers keep the stuff they borrowed in 2024"
  format_hint = "float"
  expect      = 18.622
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["defined-metric", "member-type", "value-synonym"]
}

golden "r7_genre_worst_late_return_rate_2023" {
  question    = "which genre had the worst late return rate in 2023?"
  format_hint = "str"
  expect      = "Film & TV"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "rate", "genre"]
}

golden "r7_harbor_point_lost_items_2023" {
  question    = "How many items checked out at Harbor Point in 2023 were declared lost?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "branch", "status"]
}

golden "r7_cedar_grove_new_cards_2023" {
  question    = "how many new library cards did cedar grove issue in 2023"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "role", "home-branch"]
}

golden "r7_branch_most_returns_from_elsewhere_2024" {
  question    = "In 2024, which branch took back the most items that had been borrowed at a different branch?"
  format_hint = "str"
  expect      = "Central Library"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "borrow-vs-return", "top-1"]
}

golden "r7_titles_borrowed_over_30_times_2023" {
  question    = "how many titles were borrowed more than 30 times in 2023"
  format_hint = "int"
  expect      = 93
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "distinct-count", "title"]
}

golden "r7_fines_collected_growth_2023_2024" {
  question    = "By what percent did the fine money we collected go up from 2023 to 2024?"
  format_hint = "float"
  expect      = 44.4396
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "defined-metric"]
}

golden "r7_doc_lost_item_processing_fee" {
  question    = "whats the processing fee we add when someone loses an item"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r7_doc_adult_dvd_daily_late_fine" {
  question    = "How much is the daily late fine when an adult brings a DVD back late?"
  format_hint = "float"
  expect      = 1.0
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r7_unanswerable_central_library_visitors_2024" {
  question    = "how many visitors walked through the doors of Central Library in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_interlibrary_loans_2024" {
  question    = "How many interlibrary loan requests did we get from other library systems in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
