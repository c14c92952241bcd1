# Held-out round 13: not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round13.py from data/*.csv (Python standard library only; checked a second
# time by SQL in sqlite3; the document answer from documents/reporting_policy.md).
# GENERATED: python3 expected/round13.py

golden "r13_johnson_ohio_likely_voters_oct_2016" {
  question    = "avg johnson number among likely voters in ohio polls, oct 2016?"
  format_hint = "float"
  expect      = 6.2284
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "two-filters", "johnson", "state", "population", "month", "sloppy"]
}

golden "r13_states_polled_by_a_rated_final_week" {
  question    = "How many different states did A-rated pollsters poll during the final week before the election (polls ending 1-7 November 2016)?"
  format_hint = "int"
  expect      = 47
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "state", "grade", "named-period"]
}

golden "r13_fourth_most_polled_state_oct_2016" {
  question    = "which state had the 4th most polls in oct 2016"
  format_hint = "str"
  expect      = "Ohio"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "ranking", "state", "month", "terse"]
}

golden "r13_pollsters_no_likely_voter_poll_oct_2016" {
  question    = "How many polling firms had polls ending in October 2016 but not a single one of them among likely voters?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "pollster", "population", "month"]
}

golden "r13_national_lead_change_sep_to_oct_2016" {
  question    = "by how many points did clinton's avg lead in the national polls go up from sept to oct 2016?"
  format_hint = "float"
  expect      = 2.0604
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["period-comparison", "difference", "lead", "national", "month", "sloppy"]
}

golden "r13_registered_voter_share_of_2016_polls" {
  question    = "What percentage of the polls that ended in 2016 were polls of registered voters?"
  format_hint = "float"
  expect      = 9.502
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "population", "year"]
}

golden "r13_national_polls_clinton_up_more_than_5_oct_2016" {
  question    = "In the national polls that ended in October 2016, how many had Clinton ahead by more than 5 points?"
  format_hint = "int"
  expect      = 89
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "count", "lead", "national", "month"]
}

golden "r13_polls_started_sep_ended_oct_2016" {
  question    = "How many polls went into the field in September 2016 but didn't finish their fieldwork until October 2016?"
  format_hint = "int"
  expect      = 209
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-vs-end-date", "count", "month", "idiom"]
}

golden "r13_pollsters_more_than_10_florida_polls_2016" {
  question    = "how many pollsters did more than 10 florida polls in 2016"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "pollster", "state", "year", "terse"]
}

golden "r13_adjusted_national_lead_registered_voters_oct_2016" {
  question    = "Could you break down the adjusted Clinton lead in the October 2016 national polls by voter population for me? I only need the registered-voter figure, thanks."
  format_hint = "float"
  expect      = 2.284
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "adjusted", "lead", "population", "national", "month", "polite"]
}

golden "r13_doc_toss_up_threshold" {
  question    = "when we write up a poll, how small does the lead have to be before we call it a statistical tie instead of saying someone's ahead? (in points)"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "reporting"]
}

golden "r13_pennsylvania_republican_in_front_oct_2016" {
  question    = "In October 2016, in how many of the Pennsylvania polls did the Republican candidate come out on top?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["idiom", "count", "state", "month", "trump-ahead"]
}
