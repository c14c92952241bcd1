# Held-out round 3: not loaded by eval; written without reading the planner and
# before running datacopilot; answers computed by expected/round3.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round3.py

golden "r3_seven_pollsters_state_polls_oct" {
  question    = "Which seven pollsters released the most state polls in October 2016?"
  format_hint = "list[{pollster:str, polls:int}]"
  expect      = [
    { pollster = "Google Consumer Surveys", polls = 311 },
    { pollster = "SurveyMonkey", polls = 270 },
    { pollster = "Ipsos", polls = 178 },
    { pollster = "Rasmussen Reports/Pulse Opinion Research", polls = 47 },
    { pollster = "Emerson College", polls = 27 },
    { pollster = "Remington", polls = 19 },
    { pollster = "YouGov", polls = 16 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "named-filter"]
}

golden "r3_lead_by_population_debates" {
  question    = "Clinton lead by voter population in national polls during debate season"
  format_hint = "list[{voter_population:str, clinton_lead:float}]"
  expect      = [
    { voter_population = "Registered voters", clinton_lead = 5.9 },
    { voter_population = "Likely voters", clinton_lead = 3.6486 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["breakdown", "named-period", "named-filter"]
}

golden "r3_polls_h1_2016" {
  question    = "How many polls ended in the first half of 2016?"
  format_hint = "int"
  expect      = 535
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period"]
}

golden "r3_national_polls_growth_aug_sep" {
  question    = "By what percentage did the number of national polls change from August to September 2016?"
  format_hint = "float"
  expect      = -1.1429
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "named-filter"]
}

golden "r3_share_florida_clinton_ahead" {
  question    = "What percentage of Florida polls had Clinton ahead?"
  format_hint = "float"
  expect      = 65.5405
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter", "entity"]
}

golden "r3_swing_lead_oct_rated_only" {
  question    = "Average Clinton lead in swing state polls in October 2016, not counting unrated pollsters"
  format_hint = "float"
  expect      = 3.4599
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "named-filter"]
}

golden "r3_ppp_states_2016" {
  question    = "How many different states did Public Policy Polling survey in 2016?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "entity"]
}

golden "r3_actual_margin_michigan" {
  question    = "What was Clinton's actual margin in Michigan?"
  format_hint = "float"
  expect      = -0.2
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "entity"]
}

golden "r3_pollsters_over_100_polls" {
  question    = "How many pollsters released more than 100 polls?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r3_avg_sample_a_rated_2016" {
  question    = "What was the average sample size of polls from A-rated pollsters in 2016?"
  format_hint = "float"
  expect      = 770.8
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r3_state_most_trump_ahead_polls" {
  question    = "Which state had the most polls with Trump ahead?"
  format_hint = "str"
  expect      = "Georgia"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "named-filter"]
}

golden "r3_typo_pennsylvania_lead_oct" {
  question    = "whats clintons avg lead in pensylvania polls in octobr 2016"
  format_hint = "float"
  expect      = 5.2533
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["typo", "entity"]
}

golden "r3_casual_surveymonkey_respondents" {
  question    = "how many folks did SurveyMonkey interview in total"
  format_hint = "int"
  expect      = 1271463
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["casual", "entity"]
}

golden "r3_bottom2_swing_states_clinton_vote" {
  question    = "Which two battleground states gave Clinton her lowest actual vote share?"
  format_hint = "list[{state:str, clinton_vote_share:float}]"
  expect      = [
    { state = "Iowa", clinton_vote_share = 41.7 },
    { state = "Ohio", clinton_vote_share = 43.5 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["bottom-n", "written-limit", "role"]
}

golden "r3_unanswerable_favorability" {
  question    = "What was Clinton's favorability rating in October 2016?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
