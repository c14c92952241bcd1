# Held-out round 11: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round11.py

golden "r11_items_came_back_sept_2024" {
  question    = "how many items came back to us in september 2024"
  format_hint = "int"
  expect      = 1550
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["total", "returns", "month", "return-date"]
}

golden "r11_top_title_teenagers_2024" {
  question    = "What book title were teenagers borrowing more than any other in 2024?"
  format_hint = "str"
  expect      = "Midnight Storm"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "top-1", "title", "member-type", "value-synonym"]
}

golden "r11_avg_days_audiobooks_kept_2023" {
  question    = "On average, how many days did people hang on to the audiobooks they borrowed in 2023?"
  format_hint = "float"
  expect      = 18.495
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "loan-length", "format", "idiom"]
}

golden "r11_late_return_rate_harbor_district_2024" {
  question    = "Could you please break down our 2024 late return rate by district? The figure I actually need is the one for Harbor, as a percentage."
  format_hint = "float"
  expect      = 14.0433
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "one-row", "late-return-rate", "borrow-district", "polite"]
}

golden "r11_pct_change_people_borrowing_2023_2024" {
  question    = "by what percent did the number of people borrowing from us change from 2023 to 2024"
  format_hint = "float"
  expect      = 10.3602
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "active-borrowers", "distinct-count"]
}

golden "r11_express_share_checkouts_2024" {
  question    = "share of 2024 checkouts done at the express branches, in %?"
  format_hint = "float"
  expect      = 10.515
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "percentage", "branch-type", "terse"]
}

golden "r11_borrowed_2023_stopped_2024" {
  question    = "How many members who borrowed at least one item in 2023 then stopped borrowing, i.e. didn't check out anything at all in 2024?"
  format_hint = "int"
  expect      = 847
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "two-periods", "active-borrowers"]
}

golden "r11_late_fees_2024_on_northside_loans" {
  question    = "what was the total of the late fees we charged during 2024 on items that had been checked out at northside (no matter when they were checked out)?"
  format_hint = "float"
  expect      = 418.05
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["related-table", "fines-via-loans", "borrow-branch", "fine-type"]
}

golden "r11_members_charged_over_40_total_2024" {
  question    = "How many members were charged more than $40 in fines in total during 2024, counting every charge whether it was paid, unpaid or waived?"
  format_hint = "int"
  expect      = 41
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "having", "fines"]
}

golden "r11_branch_took_back_most_central_loans_2024" {
  question    = "Of the items checked out at Central Library in 2024 that were returned somewhere else, which branch took most of them back?"
  format_hint = "str"
  expect      = "Northside"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "borrow-branch", "return-branch", "ranking"]
}

golden "r11_doc_food_for_fines_dollars_per_item" {
  question    = "during food for fines, how many dollars of late fines did each food item someone donated wipe off?"
  format_hint = "int"
  expect      = 1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "named-period"]
}

golden "r11_unanswerable_women_cardholders" {
  question    = "How many of our cardholders are women?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
