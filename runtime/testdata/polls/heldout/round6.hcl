# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round6.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round6.py

golden "r6_georgia_polls_aug_2016" {
  question    = "How many Georgia polls wrapped up fieldwork in August 2016?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count"]
}

golden "r6_north_carolina_respondents_h2_2016" {
  question    = "How many people did the North Carolina polls interview in the second half of 2016?"
  format_hint = "int"
  expect      = 97179
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "synonym"]
}

golden "r6_arizona_trump_share_oct_2016" {
  question    = "What was Trump's average share in Arizona polls that ended in October 2016?"
  format_hint = "float"
  expect      = 41.1418
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "average"]
}

golden "r6_top3_a_plus_pollsters_2016" {
  question    = "Among pollsters graded A+, which three released the most polls in 2016?"
  format_hint = "list[{pollster:str, polls:int}]"
  expect      = [
    { pollster = "Monmouth University", polls = 39 },
    { pollster = "ABC News/Washington Post", polls = 27 },
    { pollster = "Selzer & Company", polls = 12 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "grade"]
}

golden "r6_third_pollster_by_respondents_oct_2016" {
  question    = "Which pollster interviewed the third-most people in October 2016?"
  format_hint = "str"
  expect      = "Ipsos"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal"]
}

golden "r6_johnson_share_by_month_jun_oct_2016" {
  question    = "Gary Johnson's average poll share by month, June through October 2016"
  format_hint = "list[{month:str, johnson_share:float}]"
  expect      = [
    { month = "2016-06-01", johnson_share = 7.9636 },
    { month = "2016-07-01", johnson_share = 7.1437 },
    { month = "2016-08-01", johnson_share = 8.5991 },
    { month = "2016-09-01", johnson_share = 8.7064 },
    { month = "2016-10-01", johnson_share = 6.8664 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "time-grain"]
}

golden "r6_state_polls_by_region_oct_2016" {
  question    = "How many state polls ended in October 2016 in each census region?"
  format_hint = "list[{region:str, polls:int}]"
  expect      = [
    { region = "South", polls = 376 },
    { region = "West", polls = 273 },
    { region = "North Central", polls = 263 },
    { region = "Northeast", polls = 191 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["breakdown", "named-filter"]
}

golden "r6_final_week_state_polls_clinton_ahead_pct" {
  question    = "In the final week, what percentage of state polls showed Clinton ahead?"
  format_hint = "float"
  expect      = 53.2847
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-period", "named-filter"]
}

golden "r6_states_never_trump_ahead" {
  question    = "How many states, counting DC, never had a single poll with Trump ahead?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "count"]
}

golden "r6_doc_republican_convention_city" {
  question    = "In which city was the Republican convention held?"
  format_hint = "str"
  expect      = "Cleveland"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document"]
}

golden "r6_maine_district_polls" {
  question    = "How many polls surveyed one of Maine's congressional districts rather than the state as a whole?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "district", "count"]
}

golden "r6_unanswerable_clinton_fundraising_sep_2016" {
  question    = "How much money did the Clinton campaign raise in September 2016?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
