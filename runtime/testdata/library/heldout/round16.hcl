# Held-out round 16 (library): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/lending_policy.md).
# GENERATED: python3 expected/round16.py

golden "r16_avg_days_late_by_card_type_2023" {
  question    = "Break down the average days late by card type, for late returns on items checked out in 2023."
  format_hint = "list[{member_type:str, average_days_late:float}]"
  expect      = [
    { member_type = "Adult", average_days_late = 9.4587 },
    { member_type = "Child", average_days_late = 9.3118 },
    { member_type = "Senior", average_days_late = 9.6311 },
    { member_type = "Teen", average_days_late = 9.4958 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "breakdown", "average-days-late", "close-metric", "member-type", "year"]
}

golden "r16_child_longest_kept_genres_2023" {
  question    = "Which three genres did kids hold on to the longest on average, for items they checked out in 2023? Give me the average days for each."
  format_hint = "list[{genre:str, average_loan_days:float}]"
  expect      = [
    { genre = "Junior Fiction", average_loan_days = 19.6667 },
    { genre = "Picture Books", average_loan_days = 19.031 },
    { genre = "Young Adult", average_loan_days = 17.8916 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["aggregation", "top-n", "written-limit", "loan-length", "genre", "member-type", "year"]
}

golden "r16_districts_by_loan_length_2024" {
  question    = "Rank the five districts by average loan length for 2024 checkouts, longest first."
  format_hint = "list[{district:str, average_loan_days:float}]"
  expect      = [
    { district = "Riverside", average_loan_days = 17.0795 },
    { district = "Uptown", average_loan_days = 17.0421 },
    { district = "Valley", average_loan_days = 16.9123 },
    { district = "Harbor", average_loan_days = 16.8192 },
    { district = "Downtown", average_loan_days = 16.76 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "loan-length", "district", "year"]
}

golden "r16_top3_branches_late_returns_2024" {
  question    = "which three branches had the most late returns on stuff checked out there in 2024, and how many each"
  format_hint = "list[{branch:str, late_returns:int}]"
  expect      = [
    { branch = "Central Library", late_returns = 559 },
    { branch = "Northside", late_returns = 252 },
    { branch = "Lakeshore", late_returns = 247 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "late-return", "branch", "year"]
}

golden "r16_format_highest_renewal_rate_2023" {
  question    = "Looking at 2023 checkouts, which material type had the highest percentage of loans renewed at least once?"
  format_hint = "str"
  expect      = "Audiobook"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "renewal-rate", "format", "year"]
}

golden "r16_second_most_borrowers_q4_2024" {
  question    = "Which branch had the second-largest number of unique borrowers in the last quarter of 2024?"
  format_hint = "str"
  expect      = "Northside"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "named-measure", "active-borrowers", "branch", "quarter"]
}

golden "r16_senior_top_genre_excl_mystery_2024" {
  question    = "Apart from mysteries and thrillers, what genre did our older adults borrow the most in 2024?"
  format_hint = "str"
  expect      = "Fiction"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "ranking", "genre", "member-type", "year"]
}

golden "r16_share_returned_elsewhere_2024" {
  question    = "Of the items checked out in 2024 that have been brought back, what percentage were dropped off at a different branch from the one they were borrowed at?"
  format_hint = "float"
  expect      = 20.9713
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "role", "return-branch", "borrow-branch", "year"]
}

golden "r16_unpaid_share_lost_items" {
  question    = "Of all the money members still owe us in unpaid fines, what percentage is for lost items?"
  format_hint = "float"
  expect      = 59.7578
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "unpaid", "fine-type", "all-time"]
}

golden "r16_senior_share_valley_loans_2024" {
  question    = "what percetnage of the 2024 checkouts at the Valley branches were made on senior cards?"
  format_hint = "float"
  expect      = 19.1876
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "typo", "member-type", "district", "year"]
}

golden "r16_members_returning_at_eastgate_2024" {
  question    = "How many different people brought at least one item back to Eastgate during 2024?"
  format_hint = "int"
  expect      = 610
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "return-branch", "year"]
}

golden "r16_child_authors_q2_2024" {
  question    = "How many different authors' works did children check out in Q2 2024?"
  format_hint = "int"
  expect      = 125
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "author", "member-type", "quarter"]
}

golden "r16_2023_joiners_borrowing_cedar_grove_2024" {
  question    = "How many of the members who signed up in 2023 went on to check something out at Cedar Grove in 2024?"
  format_hint = "int"
  expect      = 38
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "new-members", "borrow-branch", "year"]
}

golden "r16_loans_outside_downtown_2024" {
  question    = "How many checkouts were there in 2024 at branches outside the Downtown district?"
  format_hint = "int"
  expect      = 13042
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "loans", "district", "year"]
}

golden "r16_2024_charges_neither_paid_nor_waived" {
  question    = "How many of the individual charges we put on accounts in 2024 have been neither paid nor waived?"
  format_hint = "int"
  expect      = 467
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["negation", "unpaid", "fines", "count", "year"]
}

golden "r16_loans_kept_over_40_days_2024" {
  question    = "How many 2024 checkouts were kept out for more than forty days before being returned?"
  format_hint = "int"
  expect      = 1169
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "written-number", "loan-length", "year"]
}

golden "r16_copies_replacement_over_35" {
  question    = "how many copies in the collection would cost us over $35 each to replace?"
  format_hint = "int"
  expect      = 244
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "items", "replacement-cost"]
}

golden "r16_members_five_plus_late_2023" {
  question    = "How many members brought back at least five of their 2023 checkouts late?"
  format_hint = "int"
  expect      = 55
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "per-entity", "written-number", "late-return", "year"]
}

golden "r16_branches_over_1500_loans_2023" {
  question    = "how many brances lent out more than 1,500 items in 2023?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "typo", "branch", "loans", "year"]
}

golden "r16_westwood_returns_from_other_districts_2024" {
  question    = "Of the items returned at Westwood in 2024, how many had been checked out at a branch in a different district?"
  format_hint = "int"
  expect      = 294
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "borrow-branch", "district", "year"]
}

golden "r16_northside_loans_valley_cardholders_2024" {
  question    = "How many 2024 checkouts at Northside were made by people whose library card was issued at a Valley district branch?"
  format_hint = "int"
  expect      = 79
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-branch", "borrow-branch", "district", "year"]
}

golden "r16_oak_hollow_cards_top_other_return_branch_2024" {
  question    = "For members whose card is from Oak Hollow, which branch other than Oak Hollow itself took back the most of their items in 2024?"
  format_hint = "str"
  expect      = "Central Library"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "home-branch", "return-branch", "exclusion", "ranking", "year"]
}

golden "r16_fines_collected_dec_2023" {
  question    = "How much fine money did we actually take in during December 2023?"
  format_hint = "float"
  expect      = 672.21
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "fines-collected", "month"]
}

golden "r16_lakeshore_overdue_now" {
  question    = "How many items checked out at Lakeshore are overdue right now? Don't count the ones already declared lost."
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "overdue", "branch", "extract"]
}

golden "r16_dvd_borrowers_q1_2024" {
  question    = "how many diffrent people borrowed a dvd in q1 2024"
  format_hint = "int"
  expect      = 450
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "active-borrowers", "distinct-count", "typo", "format", "quarter"]
}

golden "r16_new_cards_summer_reading_2023" {
  question    = "How many new library cards did we issue while Summer Reading 2023 was running?"
  format_hint = "int"
  expect      = 159
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "new-members"]
}

golden "r16_eastgate_monthly_loans_open_months_2024" {
  question    = "Leaving out the months Eastgate was shut for its renovation, how many checkouts a month did it average in 2024?"
  format_hint = "float"
  expect      = 110.56
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "average-per-month", "exclusion", "branch", "renovation", "year"]
}

golden "r16_adult_late_rate_h2_2023" {
  question    = "What was the late return rate for grown-ups on items they borrowed in the second half of 2023?"
  format_hint = "float"
  expect      = 13.8131
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["rate", "late-return-rate", "member-type", "half-year"]
}

golden "r16_senior_borrowers_growth_h1" {
  question    = "By what percent did the number of seniors borrowing from us change between the first half of 2023 and the first half of 2024?"
  format_hint = "float"
  expect      = 12.091
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "active-borrowers", "member-type", "half-year"]
}

golden "r16_lost_items_growth_2023_2024" {
  question    = "What was the % change in lost items from 2023 to 2024?"
  format_hint = "float"
  expect      = -4.918
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "lost-items", "year"]
}

golden "r16_senior_borrowers_never_dvd" {
  question    = "How many senior cardholders have borrowed from us at some point but never taken out a single DVD?"
  format_hint = "int"
  expect      = 845
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "negation", "distinct-count", "member-type", "format", "all-time"]
}

golden "r16_members_always_returned_same_branch_2024" {
  question    = "Of the members who brought back at least one item they'd borrowed in 2024, how many returned every one of those items to the same branch they borrowed it from?"
  format_hint = "int"
  expect      = 2829
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "per-entity", "role", "return-branch", "borrow-branch", "year"]
}

golden "r16_avg_charged_per_fined_member_2024" {
  question    = "In 2024, how much did we charge on average per member who got at least one fine? Count every charge, paid or not."
  format_hint = "float"
  expect      = 11.047
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "ratio", "fines-charged", "year"]
}

golden "r16_doc_large_print_loan_period" {
  question    = "for how many days can someone borrow a large print book?"
  format_hint = "int"
  expect      = 21
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "loan-period"]
}

golden "r16_doc_days_until_lost" {
  question    = "How many days after the due date does an unreturned item get written off as lost?"
  format_hint = "int"
  expect      = 45
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "lost"]
}
