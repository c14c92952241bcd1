# Held-out round 11: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only; checked a second time by SQL in sqlite3).
# GENERATED: python3 expected/round11.py

golden "r11_west_polls_aug_2016" {
  question    = "how many polls of western states wrapped up in aug 2016"
  format_hint = "int"
  expect      = 78
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "region", "month", "sloppy", "idiom"]
}

golden "r11_fourth_pollster_final_week" {
  question    = "Which polling firm put out the fourth-most polls in the final week before the election?"
  format_hint = "str"
  expect      = "Google Consumer Surveys"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "written-n", "pollster", "named-period"]
}

golden "r11_avg_sample_size_texas" {
  question    = "avg sample size, texas polls?"
  format_hint = "float"
  expect      = 1293.91
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "sample-size", "state", "terse"]
}

golden "r11_sept_2016_polls_grade_b" {
  question    = "Could you break the polls that ended in September 2016 down by FiveThirtyEight grade for me? I'm mainly interested in how many came from pollsters graded a plain B (not B+ or B-)."
  format_hint = "int"
  expect      = 259
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown-row", "grade", "month", "polite", "long"]
}

golden "r11_respondents_final_week_minus_conventions" {
  question    = "How many more people got interviewed in final-week polls than in the polls from the convention period?"
  format_hint = "int"
  expect      = 875571
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "respondents", "named-period", "idiom"]
}

golden "r11_final_week_respondents_share_national" {
  question    = "In the final week, what percentage of all the people interviewed were in nationwide polls?"
  format_hint = "float"
  expect      = 30.788
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "respondents", "national", "named-period"]
}

golden "r11_states_never_polled_by_a_rated" {
  question    = "How many states, counting DC, never got a single poll from an A-rated pollster?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "state", "grade"]
}

golden "r11_states_with_a_dead_even_poll" {
  question    = "in how many states was there at least one statewide poll with clinton and trump dead even (exactly tied)?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "condition", "state", "idiom", "sloppy"]
}

golden "r11_final_week_polls_states_20plus_ev" {
  question    = "How many polls in the final week were of states worth 20 or more electoral votes?"
  format_hint = "int"
  expect      = 101
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "electoral-votes", "threshold", "named-period"]
}

golden "r11_pollsters_trump_ahead_on_avg_national_2016" {
  question    = "How many pollsters had Trump ahead on average across their 2016 national polls?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold-per-entity", "lead", "pollster", "national"]
}

golden "r11_doc_number_of_swing_states" {
  question    = "How many states are on the desk's list of 2016 swing states?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "glossary"]
}

golden "r11_unanswerable_2012_ohio_comparison" {
  question    = "how did clinton's ohio poll numbers compare with obama's ohio polling back in 2012?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
