# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only; checked a second time by SQL in sqlite3).
# GENERATED: python3 expected/round10.py

golden "r10_mcmullin_avg_utah_oct_2016" {
  question    = "whats mcmullin's avg number in the utah polls from oct 2016"
  format_hint = "float"
  expect      = 25.625
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["non-default-metric", "average", "mcmullin", "month", "sloppy"]
}

golden "r10_tenth_pollster_by_respondents_2016" {
  question    = "Which polling firm came in tenth for the total number of people it interviewed in 2016?"
  format_hint = "str"
  expect      = "Rasmussen Reports/Pulse Opinion Research"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ordinal", "written-n", "respondents", "pollster"]
}

golden "r10_ev_share_states_trump_won_by_double_digits" {
  question    = "Looking at the official results, what percentage of all the electoral votes were in states that Trump carried by double digits?"
  format_hint = "float"
  expect      = 23.4201
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "electoral-votes", "results", "threshold", "idiom", "long"]
}

golden "r10_pollsters_ohio_never_pennsylvania" {
  question    = "how many polling shops did at least one ohio poll but never a single one in pennsylvania?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "distinct-count", "pollster", "synonym", "sloppy"]
}

golden "r10_pollsters_covering_5_swing_states_oct_2016" {
  question    = "How many pollsters spread their October 2016 polls across at least five different swing states?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "threshold", "battleground", "pollster", "month"]
}

golden "r10_oct_state_polls_raw_clinton_adj_trump" {
  question    = "Of the state polls that ended in October 2016, how many showed Clinton ahead on the raw numbers but had her trailing Trump once FiveThirtyEight's adjustments were applied?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "raw-vs-adjusted", "state-polls", "month", "long"]
}

golden "r10_q4_2016_polls_in_field_over_3_weeks" {
  question    = "how many of the polls that wrapped up in Q4 2016 had been in the field for more than three weeks?"
  format_hint = "int"
  expect      = 55
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "duration", "quarter", "idiom"]
}

golden "r10_national_lead_primary_season" {
  question    = "back in primary season, how far ahead of trump was clinton on average in the nationwide polls?"
  format_hint = "float"
  expect      = 7.2543
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["named-period", "documents-period", "lead", "national", "idiom"]
}

golden "r10_johnson_share_drop_conventions_to_final_week" {
  question    = "Gary Johnson seemed to fade toward the end. By how many points did his average poll share fall between the conventions and the final week?"
  format_hint = "float"
  expect      = 0.6302
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "johnson-share", "named-period", "idiom", "long"]
}

golden "r10_lv_per_rv_national_2016" {
  question    = "nationally in 2016, how many likely voter polls were there for every registered voter poll?"
  format_hint = "float"
  expect      = 5.2339
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "per", "voter-population", "national", "sloppy"]
}

golden "r10_doc_days_last_debate_before_election" {
  question    = "How many days before election day was the last presidential debate?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "calendar"]
}

golden "r10_unanswerable_quinnipiac_cost" {
  question    = "what did the quinnipiac polls cost us in 2016?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
