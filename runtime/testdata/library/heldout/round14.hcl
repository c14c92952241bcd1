# Held-out round 14: not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round14.py from data/*.csv (Python standard library only; checked a second
# time by SQL in sqlite3; the document answers from documents/lending_policy.md).
# GENERATED: python3 expected/round14.py

golden "r14_avg_renewals_mystery_loans_2024" {
  question    = "on average how many times did a mystery checkout get renewed in 2024"
  format_hint = "float"
  expect      = 0.353
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation-target", "average", "renewals", "genre", "year", "terse"]
}

golden "r14_replacement_cost_all_large_print" {
  question    = "If we had to replace every single large print copy we own, what would that cost us in total, going by the replacement cost of each copy?"
  format_hint = "float"
  expect      = 4248.35
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation-target", "total", "collection", "replacement-cost", "format", "idiom"]
}

golden "r14_avg_damage_charge_2023" {
  question    = "what was the typical size of a damage charge in 2023, on average, in dollars?"
  format_hint = "float"
  expect      = 16.3136
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["aggregation-target", "average", "fines", "fine-type", "year"]
}

golden "r14_top3_titles_children_2024" {
  question    = "whcih three titles did kids borrow the most in 2024?"
  format_hint = "list[{title:str}]"
  expect      = [
    { title = "The Dinosaur of Holloway Bay" },
    { title = "Golden Bedtime" },
    { title = "Small Rainbow" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "titles", "member-type", "year", "typo"]
}

golden "r14_top4_branches_new_cards_2023" {
  question    = "top 4 branches by new library cards issued in 2023"
  format_hint = "list[{home_branch:str, new_members:int}]"
  expect      = [
    { home_branch = "Central Library", new_members = 222 },
    { home_branch = "Northside", new_members = 109 },
    { home_branch = "Westwood", new_members = 92 },
    { home_branch = "Lakeshore", new_members = 85 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "new-members", "home-branch", "year", "terse"]
}

golden "r14_top5_authors_central_library_2024" {
  question    = "Could you give me the five writers whose work was checked out most often at Central Library in 2024?"
  format_hint = "list[{author:str}]"
  expect      = [
    { author = "Ruth Iverson" },
    { author = "Samuel Zeller" },
    { author = "Ruth Novak" },
    { author = "Olivia Castillo" },
    { author = "Tomas Winslow" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "author", "borrow-branch", "year", "polite"]
}

golden "r14_genre_highest_late_rate_2024" {
  question    = "For items borrowed in 2024, which genre had the highest late return rate?"
  format_hint = "str"
  expect      = "Film & TV"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "late-return-rate", "genre", "year"]
}

golden "r14_member_type_lowest_late_rate_2023" {
  question    = "which card type was best at bringing stuff back on time in 2023, going by late return rate?"
  format_hint = "str"
  expect      = "Senior"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "late-return-rate", "member-type", "year", "idiom"]
}

golden "r14_district_worst_avg_days_late_2023" {
  question    = "Looking at things borrowed in 2023 that came back late, which district's branches had the worst average days late?"
  format_hint = "str"
  expect      = "Uptown"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "average-days-late", "borrow-district", "year"]
}

golden "r14_lost_share_of_adult_fines_2024" {
  question    = "Of the dollar amount of fines charged to adult cardholders in 2024, what percentage was for lost items?"
  format_hint = "float"
  expect      = 30.3814
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "filter", "fines", "fine-type", "member-type", "year"]
}

golden "r14_pct_dvd_loans_renewed_2023" {
  question    = "what % of dvd checkouts in 2023 got renewed at least once"
  format_hint = "float"
  expect      = 25.1473
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "filter", "renewed", "format", "year", "terse"]
}

golden "r14_members_with_late_return_q2_2024_checkouts" {
  question    = "How many different members brought back at least one item late, counting only things they checked out in the second quarter of 2024?"
  format_hint = "int"
  expect      = 533
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "members", "late-return", "quarter"]
}

golden "r14_copies_of_golden_comedy_ii_borrowed_q4_2024" {
  question    = "how many separate copies of Golden Comedy II went out at least once in q4 2024"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "items", "title", "quarter", "terse"]
}

golden "r14_members_borrowing_at_3plus_branches_2024" {
  question    = "How many members checked out items at three or more different branches during 2024?"
  format_hint = "int"
  expect      = 588
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "members", "borrow-branch", "threshold", "year"]
}

golden "r14_teens_borrowing_away_from_home_branch_2023" {
  question    = "how many teenagers borrowed something in 2023 at a branch that isn't the one their card is from?"
  format_hint = "int"
  expect      = 169
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role", "home-branch", "borrow-branch", "member-type", "year"]
}

golden "r14_loans_2024_excluding_central" {
  question    = "excluding Central Library, how many checkouts did all the other branches do in 2024 combined?"
  format_hint = "int"
  expect      = 14196
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "loans", "borrow-branch", "year"]
}

golden "r14_dvd_borrowers_no_books_2024" {
  question    = "How many folks borrowed DVDs in 2024 but never took out a single book that year (regular Book format, so large print and audiobooks don't count as books)?"
  format_hint = "int"
  expect      = 295
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "members", "format", "year"]
}

golden "r14_fines_charged_2023_not_waived" {
  question    = "total fines charged in 2023, not counting the ones that were waived"
  format_hint = "float"
  expect      = 9253.61
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["negation", "exclusion", "fines", "waived", "year", "terse"]
}

golden "r14_authors_never_borrowed_at_cedar_grove_2024" {
  question    = "How many of the authors in our collection never had a single checkout at Cedar Grove in 2024?"
  format_hint = "int"
  expect      = 91
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "author", "borrow-branch", "year"]
}

golden "r14_loans_renewed_more_than_once_oct_2024" {
  question    = "how many checkouts from october 2024 were renewed more than once?"
  format_hint = "int"
  expect      = 119
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "renewals", "month", "terse"]
}

golden "r14_fines_over_5_dollars_q4_2023" {
  question    = "how many fines over $5 were asessed in Q4 2023?"
  format_hint = "int"
  expect      = 135
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "fines", "quarter", "typo"]
}

golden "r14_oak_hollow_returns_by_own_members_2024" {
  question    = "How many items were brought back to Oak Hollow during 2024 by people whose library card was issued at Oak Hollow?"
  format_hint = "int"
  expect      = 563
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "home-branch", "returns", "year"]
}

golden "r14_central_checkouts_by_westwood_members_mar_2023" {
  question    = "central library checkouts in march 2023 made by people with a card from westwood?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "borrow-branch", "home-branch", "loans", "month", "terse"]
}

golden "r14_pct_harbor_point_returns_from_eastgate_2024" {
  question    = "Of everything checked in at Harbor Point in 2024, what percentage had originally been borrowed at Eastgate?"
  format_hint = "float"
  expect      = 3.6773
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "share", "return-branch", "borrow-branch", "returns", "year"]
}

golden "r14_westwood_active_borrowers_growth_q1" {
  question    = "By how many percent did the number of distinct people borrowing at Westwood change from Q1 2023 to Q1 2024?"
  format_hint = "float"
  expect      = 15.9363
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "active-borrowers", "borrow-branch", "quarter"]
}

golden "r14_eastgate_returns_change_2023_2024" {
  question    = "What was the percentage change in items returned to Eastgate between 2023 and 2024?"
  format_hint = "float"
  expect      = -23.193
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "returns", "return-branch", "year"]
}

golden "r14_express_branch_checkouts_2023" {
  question    = "Would you mind splitting our 2023 checkouts by type of branch? The only number I actually need is the one for the express branches."
  format_hint = "int"
  expect      = 1818
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown-row", "loans", "branch-type", "year", "polite"]
}

golden "r14_senior_late_rate_2024" {
  question    = "show me the late return rate by member type for 2024 - i only need the pensioners' figure, in %"
  format_hint = "float"
  expect      = 9.185
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "late-return-rate", "member-type", "year", "idiom"]
}

golden "r14_doc_dvd_renewal_limit" {
  question    = "how many times is someone allowed to renew a dvd?"
  format_hint = "int"
  expect      = 1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "renewals", "terse"]
}

golden "r14_doc_senior_daily_book_fine" {
  question    = "When a senior brings a book back late, how much is the fine per day (in dollars)?"
  format_hint = "float"
  expect      = 0.1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "fines"]
}

golden "r14_doc_summer_reading_2024_theme" {
  question    = "What was the theme of Summer Reading 2024? I'd like to reuse the exact wording on a poster."
  format_hint = "str"
  expect      = "Adventure Begins at Your Library"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "named-period", "polite"]
}

golden "r14_doc_max_damage_charge" {
  question    = "whats the most a member can get dinged for a damaged item"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "fines", "idiom"]
}

golden "r14_unanswerable_author_talk_attendance" {
  question    = "How many people came to the Samuel Zeller author talk at Central Library last spring?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable", "author"]
}

golden "r14_unanswerable_wifi_sessions_mill_creek" {
  question    = "how many wifi sessions were logged at mill creek in 2023"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable", "terse"]
}

golden "r14_unanswerable_phone_numbers_overdue" {
  question    = "Can you list the phone numbers of members who still have overdue items so I can ring them?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "personal-data"]
}
