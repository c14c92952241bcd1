# Held-out round 15 (library): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/lending_policy.md).
# GENERATED: python3 expected/round15.py

golden "r15_adult_magazines_hillcrest_h2_2023" {
  question    = "How many magazine checkouts did adult cardholders make at Hillcrest in the second half of 2023?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "three-filters", "format", "member-type", "branch", "half-year"]
}

golden "r15_senior_audiobooks_elm_park_q2_2024" {
  question    = "how many times did seniors borow an audiobook at elm park in q2 2024"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "typo", "format", "member-type", "branch", "quarter"]
}

golden "r15_romance_renewed_twice_2023" {
  question    = "How many Romance checkouts from 2023 were renewed the maximum two times?"
  format_hint = "int"
  expect      = 84
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "written-number", "genre", "renewals", "year"]
}

golden "r15_members_with_lost_item_2024" {
  question    = "How many members had at least one item declared lost among the things they borrowed in 2024?"
  format_hint = "int"
  expect      = 166
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "lost", "member", "year"]
}

golden "r15_seniors_fined_2023" {
  question    = "How many different senior cardholders were charged at least one fine in 2023, of any type?"
  format_hint = "int"
  expect      = 212
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "fines", "member-type", "join", "year"]
}

golden "r15_cedar_grove_cards_at_central_2024" {
  question    = "How many members with a Cedar Grove card borrowed at least one item at Central Library in 2024?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "home-branch", "borrow-branch", "year"]
}

golden "r15_child_titles_summer_reading_2024" {
  question    = "How many different titles did children check out during Summer Reading 2024?"
  format_hint = "int"
  expect      = 276
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "title", "member-type", "named-period"]
}

golden "r15_avg_replacement_cost_audiobook" {
  question    = "whats the averge replacement cost of an audiobook copy in our collection?"
  format_hint = "float"
  expect      = 45.0579
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "typo", "items", "format"]
}

golden "r15_avg_late_fine_adult_vs_senior_2024" {
  question    = "average late return fine, adults vs seniors, for late fines charged in 2024"
  format_hint = "list[{member_type:str, average_late_fine:float}]"
  expect      = [
    { member_type = "Adult", average_late_fine = 3.5166 },
    { member_type = "Senior", average_late_fine = 1.5323 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "breakdown", "a-vs-b", "fines", "member-type", "year"]
}

golden "r15_loan_length_by_branch_type_2024" {
  question    = "Could you give me the average loan length for each type of branch (Central, Community, Express), for items checked out in 2024? Longest first, please."
  format_hint = "list[{branch_type:str, average_loan_days:float}]"
  expect      = [
    { branch_type = "Community", average_loan_days = 16.9972 },
    { branch_type = "Express", average_loan_days = 16.9221 },
    { branch_type = "Central", average_loan_days = 16.703 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "ranking", "loan-length", "branch-type", "year"]
}

golden "r15_top3_genres_seniors_2023" {
  question    = "top three genres among senior cardholders in 2023 by checkouts, with the counts"
  format_hint = "list[{genre:str, loans:int}]"
  expect      = [
    { genre = "Mystery & Thriller", loans = 788 },
    { genre = "Fiction", loans = 544 },
    { genre = "History", loans = 447 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "genre", "member-type", "year"]
}

golden "r15_two_lowest_late_rate_branches_2023" {
  question    = "which two branchs had the lowest late return rate on items borrowed in 2023? lowest first, with the rate"
  format_hint = "list[{branch:str, late_return_rate:float}]"
  expect      = [
    { branch = "Hillcrest", late_return_rate = 13.5362 },
    { branch = "Harbor Point", late_return_rate = 13.5753 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "typo", "late-return-rate", "branch", "year"]
}

golden "r15_bottom3_branches_active_borrowers_2023" {
  question    = "Which 3 branches had the fewest active borrowers in 2023? Give the number for each, fewest first."
  format_hint = "list[{branch:str, active_borrowers:int}]"
  expect      = [
    { branch = "Cedar Grove", active_borrowers = 283 },
    { branch = "Harbor Point", active_borrowers = 336 },
    { branch = "Oak Hollow", active_borrowers = 404 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "numeric-limit", "active-borrowers", "branch", "year"]
}

golden "r15_top5_home_branches_active_borrowers_2024" {
  question    = "Which five branches have the most cardholders who actually borrowed something in 2024 (wherever they borrowed it)? Count each member once under the branch their card is from."
  format_hint = "list[{home_branch:str, active_borrowers:int}]"
  expect      = [
    { home_branch = "Central Library", active_borrowers = 1187 },
    { home_branch = "Northside", active_borrowers = 589 },
    { home_branch = "Lakeshore", active_borrowers = 519 },
    { home_branch = "Westwood", active_borrowers = 464 },
    { home_branch = "Elm Park", active_borrowers = 420 },
  ]
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "role", "home-branch", "active-borrowers", "year"]
}

golden "r15_top4_cooking_titles_2024" {
  question    = "Name the four most borrowed cooking titles of 2024, with how many checkouts each had."
  format_hint = "list[{title:str, loans:int}]"
  expect      = [
    { title = "The Final Bread", loans = 70 },
    { title = "The Hidden Soup", loans = 52 },
    { title = "Lost Pasta", loans = 45 },
    { title = "Paper Baking", loans = 32 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "title", "genre", "year"]
}

golden "r15_lost_share_of_collected_2024" {
  question    = "What percentage of the fine money we collected in 2024 came from lost item charges?"
  format_hint = "float"
  expect      = 35.5566
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "fines-collected", "fine-type", "year"]
}

golden "r15_loans_market_street_vs_harbor_point_2024" {
  question    = "2024 checkouts: Market Street vs Harbor Point?"
  format_hint = "list[{branch:str, loans:int}]"
  expect      = [
    { branch = "Market Street", loans = 1154 },
    { branch = "Harbor Point", loans = 796 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["breakdown", "a-vs-b", "loans", "branch", "year"]
}

golden "r15_child_share_central_2024" {
  question    = "what % of central library's checkouts this year were on children's cards?"
  format_hint = "float"
  expect      = 15.4978
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "member-type", "branch", "relative-period"]
}

golden "r15_lost_charges_over_30" {
  question    = "How many lost item charges came to more than $30?"
  format_hint = "int"
  expect      = 132
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "fines", "fine-type"]
}

golden "r15_overdue_more_than_30_days" {
  question    = "How many loans are currently overdue by more than thirty days?"
  format_hint = "int"
  expect      = 23
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "overdue", "written-number"]
}

golden "r15_members_unpaid_over_40" {
  question    = "How many members owe more than $40 in unpaid fines altogether?"
  format_hint = "int"
  expect      = 26
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "per-entity", "unpaid", "fines"]
}

golden "r15_borrowers_never_late_2024" {
  question    = "Of the members who borrowed something in 2024, how many never brought any of those 2024 checkouts back late?"
  format_hint = "int"
  expect      = 3561
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "late-return", "year"]
}

golden "r15_mill_creek_q3_2023_excl_film_tv" {
  question    = "Excluding Film & TV, how many loans did Mill Creek make in Q3 2023?"
  format_hint = "int"
  expect      = 349
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "genre", "branch", "quarter"]
}

golden "r15_adults_borrowed_never_fined" {
  question    = "How many adult cardholders have borrowed at least one item from us but have never been charged a fine of any kind?"
  format_hint = "int"
  expect      = 1866
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "distinct-count", "fines", "member-type", "all-time"]
}

golden "r15_elm_park_to_northside_2024" {
  question    = "How many items borrowed at Elm Park in 2024 were returned at Northside?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "borrow-branch", "return-branch", "year"]
}

golden "r15_central_returns_own_cards_borrowed_elsewhere_2024" {
  question    = "Of the items returned at Central Library during 2024, how many had been checked out at some other branch by people whose library card is from Central Library?"
  format_hint = "int"
  expect      = 43
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "borrow-branch", "home-branch", "year"]
}

golden "r15_branch_most_returns_over_loans_2024" {
  question    = "In 2024, which branch took back the most items over and above what it lent out itself?"
  format_hint = "str"
  expect      = "Central Library"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "return-branch", "borrow-branch", "comparison", "year"]
}

golden "r15_loans_during_fine_amnesty" {
  question    = "how many checkouts did we do during the fine amnesty?"
  format_hint = "int"
  expect      = 617
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "loans"]
}

golden "r15_late_rate_q3_2024" {
  question    = "Late return rate for loans borrowed in Q3 2024?"
  format_hint = "float"
  expect      = 15.0157
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["rate", "late-return-rate", "quarter"]
}

golden "r15_loans_per_borrower_teens_2024" {
  question    = "What was the loans per active borrower figure for teens in 2024?"
  format_hint = "float"
  expect      = 3.4026
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "loans-per-borrower", "member-type", "year"]
}

golden "r15_lakeshore_returns_growth_q2" {
  question    = "By what percent did returns at Lakeshore change from Q2 2023 to Q2 2024?"
  format_hint = "float"
  expect      = 15.6658
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "returns", "return-branch", "quarter"]
}

golden "r15_fines_charged_growth_h1" {
  question    = "How much did the dollar amount of fines charged grow from the first half of 2023 to the first half of 2024, in %?"
  format_hint = "float"
  expect      = 57.5519
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "fines-charged", "half-year"]
}

golden "r15_senior_new_cards_growth_this_year" {
  question    = "How did the number of new senior cards we issued this year compare with the year before? Give me the % change."
  format_hint = "float"
  expect      = 4.9689
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "new-members", "member-type", "relative-period", "year"]
}

golden "r15_doc_adult_late_fine_cap" {
  question    = "What's the most an adult card can be charged in late fines for a single item, in dollars?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "late-fine", "cap"]
}

golden "r15_doc_dvd_loan_period" {
  question    = "how long is the loan period on a DVD, in days?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "loan-period"]
}
