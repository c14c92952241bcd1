# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round10.py

golden "r10_avg_weekly_hours_community_branches" {
  question    = "on average how many hours a week are our community libraries open?"
  format_hint = "float"
  expect      = 46.2222
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["aggregation", "average", "non-default-measure", "branch-type"]
}

golden "r10_second_to_last_branch_checkins_2024" {
  question    = "which branch came second to last for items checked back in during 2024?"
  format_hint = "str"
  expect      = "Harbor Point"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "nth-place", "bottom", "return-branch"]
}

golden "r10_ya_share_of_teen_checkouts_2023" {
  question    = "of everything teenagers checked out in 2023, what percent was ya?"
  format_hint = "float"
  expect      = 38.2069
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "percentage", "genre", "member-type", "value-synonym"]
}

golden "r10_feb_2024_joiners_never_borrowed" {
  question    = "how many people who got their library card in february 2024 have never borrowed a single thing from us?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "month", "new-members"]
}

golden "r10_people_hit_with_damage_charge_2024" {
  question    = "how many different people got hit with a damage charge in 2024"
  format_hint = "int"
  expect      = 178
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "fines", "fine-type", "people"]
}

golden "r10_h2_2023_returned_in_other_district" {
  question    = "For the things people borrowed in the back half of 2023, how many ended up being dropped off at a branch in a different district from the one where they were checked out?"
  format_hint = "int"
  expect      = 1562
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "borrow-district", "return-district", "half-year"]
}

golden "r10_charges_over_twenty_bucks_2023" {
  question    = "how many charges over twenty bucks did we put on people's accounts in 2023"
  format_hint = "int"
  expect      = 167
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "fines", "idiom"]
}

golden "r10_late_fees_charged_amnesty_weeks" {
  question    = "how much did we charge in late fees while the fine amnesty was running in november 2024?"
  format_hint = "float"
  expect      = 109.3
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "fines", "fine-type", "synonym"]
}

golden "r10_less_fine_money_q4_2024_vs_q4_2023" {
  question    = "How much less fine money came in during Q4 2024 than in Q4 2023?"
  format_hint = "float"
  expect      = 36.85
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "two-periods", "quarter", "fines-collected"]
}

golden "r10_market_street_checkins_per_checkout_2024" {
  question    = "looking at 2024, how many items did market street check in for every one item it checked out? just the ratio please"
  format_hint = "float"
  expect      = 1.0061
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per", "role", "borrow-branch", "return-branch"]
}

golden "r10_doc_summer_reading_2023_books_for_prize" {
  question    = "back in the 2023 summer reading, how many books did a kid have to get through to win the free book?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r10_unanswerable_star_rating_mysteries" {
  question    = "what star rating did members give our mystery novels on average in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
