# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round9.py

golden "r9_max_pollster_total_sample_aug_2016" {
  question    = "whats the biggest total sample any one polling company racked up in august 2016"
  format_hint = "int"
  expect      = 135376
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["aggregation-scope", "max-of-sum", "respondents", "sloppy", "synonym"]
}

golden "r9_narrowest_lead_top3_swing_oct_2016" {
  question    = "of the three swing states with the most polls in october 2016, which one had the narrowest average clinton lead?"
  format_hint = "str"
  expect      = "Florida"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "written-n", "non-default-metric", "battleground"]
}

golden "r9_florida_share_swing_respondents_oct_2016" {
  question    = "what percent of the people interviewed in swing-state polls ending in october 2016 were in florida polls?"
  format_hint = "float"
  expect      = 14.8243
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "respondents", "battleground"]
}

golden "r9_states_polled_by_unrated_final_week" {
  question    = "How many different states did ungraded pollsters survey in the final week?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "unrated", "named-period"]
}

golden "r9_pollsters_never_national" {
  question    = "how many polling outfits never put out a single nationwide poll?"
  format_hint = "int"
  expect      = 142
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "pollster", "national", "synonym"]
}

golden "r9_pollsters_avg_sample_over_2000_2016" {
  question    = "How many pollsters averaged more than 2,000 respondents per poll in their 2016 polls?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "average-sample-size", "pollster"]
}

golden "r9_states_clinton_led_oct_polls_trump_won" {
  question    = "In how many states did Clinton lead the October 2016 polls on average but Trump actually win the state?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "polls-vs-results", "lead"]
}

golden "r9_trump_share_national_q3_2016" {
  question    = "trump's avg poll number in nationwide polls, 3rd quarter of 2016"
  format_hint = "float"
  expect      = 40.1529
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "quarter", "trump-share", "national", "sloppy"]
}

golden "r9_second_biggest_trump_lead_swing_final_week" {
  question    = "which swing state showed trump's second-biggest average lead in the final week polls?"
  format_hint = "str"
  expect      = "Georgia"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ordinal", "second", "trump-lead", "battleground"]
}

golden "r9_pa_trump_share_change_sep_oct_2016" {
  question    = "By how many points did Trump's average poll share in Pennsylvania go up from September to October 2016?"
  format_hint = "float"
  expect      = 0.692
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["difference", "trump-share", "state"]
}

golden "r9_doc_republican_convention_days" {
  question    = "how many days did the republican convention last?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "calendar"]
}

golden "r9_unanswerable_phone_share_ohio" {
  question    = "what percent of the ohio polls were done over the phone?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
