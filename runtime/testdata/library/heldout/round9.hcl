# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round9.py

golden "r9_avg_renewals_audiobook_loans_2024" {
  question    = "whats the avg number of renewals on audiobook checkouts from 2024"
  format_hint = "float"
  expect      = 0.3562
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "average", "format"]
}

golden "r9_three_busiest_branches_combined_2023" {
  question    = "our three busiest branches in 2023 by checkouts - how many checkouts did they do between them?"
  format_hint = "int"
  expect      = 7436
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "word-number", "branch", "sum"]
}

golden "r9_genre_most_fines_2024" {
  question    = "which genre racked up the most fines in 2024?"
  format_hint = "str"
  expect      = "Film & TV"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "non-default-metric", "genre", "fines"]
}

golden "r9_dvd_share_of_late_fees_2024" {
  question    = "what % of the late fees we charged in 2024 were for dvds"
  format_hint = "float"
  expect      = 41.2442
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "fines", "format", "value-synonym"]
}

golden "r9_kids_picture_books_summer_reading_2023" {
  question    = "how many different kids took out picture books during summer reading 2023?"
  format_hint = "int"
  expect      = 244
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "named-period", "member-type", "genre"]
}

golden "r9_copies_never_borrowed_2024" {
  question    = "how many copies in the catalogue never went out once in 2024"
  format_hint = "int"
  expect      = 67
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "exclusion", "collection"]
}

golden "r9_returned_over_two_weeks_late_2024" {
  question    = "of the stuff checked out in 2024, how many items came back more than two weeks late?"
  format_hint = "int"
  expect      = 395
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "unit", "late"]
}

golden "r9_central_checkouts_by_other_branch_cardholders_2024" {
  question    = "how many of central library's 2024 checkouts were by people whose library card is from a different branch"
  format_hint = "int"
  expect      = 685
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-branch", "borrow-branch"]
}

golden "r9_third_author_elderly_patrons_2024" {
  question    = "who was the third most borrowed author among our elderly patrons in 2024?"
  format_hint = "str"
  expect      = "Olivia Castillo"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "third", "author", "member-type", "synonym"]
}

golden "r9_eastgate_fewer_checkouts_2024_vs_2023" {
  question    = "how many fewer checkouts did eastgate do in 2024 than in 2023"
  format_hint = "int"
  expect      = 324
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "branch"]
}

golden "r9_doc_audiobook_max_keep_days" {
  question    = "if i renew an audiobook as many times as i'm allowed, how many days in total can i keep it?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "hard"
  tags        = ["document", "policy"]
}

golden "r9_unanswerable_staff_at_northside" {
  question    = "how many staff work at the northside branch?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
