# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round6.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round6.py

golden "r6_dvd_checkouts_oct_2023" {
  question    = "How many DVD checkouts were there in October 2023?"
  format_hint = "int"
  expect      = 171
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count"]
}

golden "r6_damage_charges_h1_2024" {
  question    = "How much did we charge in damage fees in the first half of 2024?"
  format_hint = "float"
  expect      = 1680.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "value-synonym"]
}

golden "r6_new_senior_cards_q3_2023" {
  question    = "How many new senior cards did we issue in Q3 2023?"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count", "synonym"]
}

golden "r6_top4_authors_loans_2023" {
  question    = "Which four authors were borrowed the most in 2023?"
  format_hint = "list[{author:str, loans:int}]"
  expect      = [
    { author = "Samuel Zeller", loans = 245 },
    { author = "Ruth Novak", loans = 243 },
    { author = "Ruth Iverson", loans = 222 },
    { author = "Tomas Winslow", loans = 201 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit"]
}

golden "r6_second_highest_late_rate_branch_2023" {
  question    = "Which branch had the second-highest late return rate in 2023?"
  format_hint = "str"
  expect      = "Oak Hollow"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "rate", "role"]
}

golden "r6_checkouts_by_branch_type_2023" {
  question    = "Checkouts by branch type in 2023"
  format_hint = "list[{branch_type:str, loans:int}]"
  expect      = [
    { branch_type = "Community", loans = 11693 },
    { branch_type = "Central", loans = 3944 },
    { branch_type = "Express", loans = 1818 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r6_fines_collected_by_month_q1_2024" {
  question    = "Fine money collected each month in Q1 2024"
  format_hint = "list[{month:str, fines_collected:float}]"
  expect      = [
    { month = "2024-01-01", fines_collected = 699.85 },
    { month = "2024-02-01", fines_collected = 562.4 },
    { month = "2024-03-01", fines_collected = 609.69 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "time-grain", "date-role"]
}

golden "r6_renewed_share_2023" {
  question    = "What percentage of 2023 loans were renewed at least once?"
  format_hint = "float"
  expect      = 25.7176
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter"]
}

golden "r6_cardholders_no_loans_2023_2024" {
  question    = "How many cardholders didn't borrow a single item in 2023 or 2024?"
  format_hint = "int"
  expect      = 1344
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "anti-join", "count"]
}

golden "r6_doc_senior_late_fine_cap" {
  question    = "What's the most a senior card can be fined for one late item, in dollars?"
  format_hint = "float"
  expect      = 5.0
  mode        = "approximate"
  tolerance   = 0.001
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r6_returns_at_market_street_q2_2023" {
  question    = "How many items were checked in at Market Street in the second quarter of 2023, wherever they were borrowed?"
  format_hint = "int"
  expect      = 262
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "date-role", "count"]
}

golden "r6_unanswerable_story_time_attendance_2024" {
  question    = "How many children came to story time at our branches in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
