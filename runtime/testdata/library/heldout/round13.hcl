# Held-out round 13: not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round13.py from data/*.csv (Python standard library only; checked a second
# time by SQL in sqlite3; the document answer from documents/lending_policy.md).
# GENERATED: python3 expected/round13.py

golden "r13_senior_late_fines_charged_2024" {
  question    = "how much did we charge senior cardholders in late fines in 2024"
  format_hint = "float"
  expect      = 445.9
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "two-filters", "fines", "member-type", "year", "terse"]
}

golden "r13_distinct_titles_borrowed_harbor_point_2023" {
  question    = "How many different titles were checked out at Harbor Point during 2023?"
  format_hint = "int"
  expect      = 504
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "titles", "borrow-branch", "year"]
}

golden "r13_third_most_borrowed_author_2024" {
  question    = "who was our 3rd most borrowed author in 2024, counting checkouts?"
  format_hint = "str"
  expect      = "Ruth Novak"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "ranking", "author", "loans", "year", "sloppy"]
}

golden "r13_2024_new_members_never_borrowed" {
  question    = "Of the people who got a library card in 2024, how many haven't borrowed a single thing yet?"
  format_hint = "int"
  expect      = 422
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "members", "new-members", "year", "idiom"]
}

golden "r13_book_vs_dvd_loan_length_2023" {
  question    = "For things checked out in 2023, on average how many more days did people keep print books (not large print) than DVDs before bringing them back?"
  format_hint = "float"
  expect      = 10.2485
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["group-comparison", "difference", "loan-length", "format", "year"]
}

golden "r13_waived_share_of_fines_2023" {
  question    = "Of all the fines we charged in 2023, what percentage of the dollar amount was waived in the end?"
  format_hint = "float"
  expect      = 4.7875
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "fines", "waived", "amount", "year"]
}

golden "r13_2023_loans_returned_over_30_days_late" {
  question    = "how many 2023 checkouts came back more than 30 days late?"
  format_hint = "int"
  expect      = 130
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "late-return", "loans", "year", "terse"]
}

golden "r13_market_street_returns_borrowed_elsewhere_q3_2024" {
  question    = "In Q3 2024, how many items were returned at Market Street that had been borrowed at some other branch?"
  format_hint = "int"
  expect      = 67
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "borrow-branch", "returns", "quarter"]
}

golden "r13_adults_more_than_15_loans_2024" {
  question    = "How many adult cardholders checked out more than 15 items in 2024?"
  format_hint = "int"
  expect      = 74
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "members", "member-type", "loans", "year"]
}

golden "r13_unpaid_lost_item_charges_2024" {
  question    = "Could you split the unpaid fines charged in 2024 by type of charge? I just need the dollar figure for lost items, please."
  format_hint = "float"
  expect      = 3114.9
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "fines", "unpaid", "fine-type", "year", "polite"]
}

golden "r13_doc_senior_late_fine_cap" {
  question    = "whats the most a senior can be fined for one late item, in dollars?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "fines", "sloppy"]
}

golden "r13_fine_money_handed_over_q1_2024" {
  question    = "how much money did people actually hand over to pay off fines in the first quarter of 2024?"
  format_hint = "float"
  expect      = 1871.94
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["idiom", "fines-collected", "quarter"]
}
