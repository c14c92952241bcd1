# Held-out round 4: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round4.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round4.py

golden "r4_top5_states_trump_share_sep" {
  question    = "In state polls that ended in September 2016, which five states had the highest average Trump share?"
  format_hint = "list[{state:str, trump_share:float}]"
  expect      = [
    { state = "Alabama", trump_share = 53.258 },
    { state = "Mississippi", trump_share = 52.992 },
    { state = "Wyoming", trump_share = 51.1917 },
    { state = "Louisiana", trump_share = 50.5664 },
    { state = "Idaho", trump_share = 49.666 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "named-filter"]
}

golden "r4_johnson_share_conventions" {
  question    = "What was Gary Johnson's average poll share during the conventions?"
  format_hint = "float"
  expect      = 6.9971
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "entity"]
}

golden "r4_pollster_growth_jul_oct" {
  question    = "By what percent did the number of pollsters putting out polls grow from July to October 2016?"
  format_hint = "float"
  expect      = 130.51
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "distinct-count"]
}

golden "r4_share_unrated_debate_season" {
  question    = "What percent of the polls that ended during debate season came from unrated pollsters?"
  format_hint = "float"
  expect      = 11.8421
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter", "named-period"]
}

golden "r4_trump_share_oct_excl_two" {
  question    = "Average Trump share in October 2016 polls, excluding SurveyMonkey and Google Consumer Surveys"
  format_hint = "float"
  expect      = 41.6087
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "entity"]
}

golden "r4_states_lead_over_20" {
  question    = "How many states, counting DC, had an average Clinton lead of more than 20 points in their polls?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r4_polls_per_day_final_week" {
  question    = "On average, how many polls came out per day in the final week?"
  format_hint = "float"
  expect      = 106.71
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "named-period"]
}

golden "r4_rank_regions_adjusted_lead_oct" {
  question    = "Rank the four census regions by average adjusted Clinton lead for polls ending in October 2016"
  format_hint = "list[{region:str, adjusted_lead:float}]"
  expect      = [
    { region = "Northeast", adjusted_lead = 11.4653 },
    { region = "West", adjusted_lead = 0.5995 },
    { region = "North Central", adjusted_lead = -3.2609 },
    { region = "South", adjusted_lead = -4.9901 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ranking", "adjusted"]
}

golden "r4_swing_state_largest_error_oct" {
  question    = "In which battleground state did the October 2016 polls overstate Clinton the most?"
  format_hint = "str"
  expect      = "Iowa"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "superlative", "polls-vs-results"]
}

golden "r4_pollsters_trump_ahead_florida" {
  question    = "How many different pollsters had at least one Florida poll with Trump ahead?"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "named-filter"]
}

golden "r4_typo_trump_ohio_sept" {
  question    = "wat was trumps avg share in ohio polls in sept 2016"
  format_hint = "float"
  expect      = 40.6984
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["typo", "casual", "entity"]
}

golden "r4_respondents_per_pollster_oct" {
  question    = "On average, how many people did each pollster interview in October 2016?"
  format_hint = "float"
  expect      = 10300.37
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity"]
}

golden "r4_population_highest_lead_oct" {
  question    = "Which voter population showed the biggest Clinton lead in October 2016?"
  format_hint = "str"
  expect      = "Likely voters"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "breakdown"]
}

golden "r4_doc_margin_of_error_confidence" {
  question    = "At what confidence level must the margin of error be given when we quote a single poll?"
  format_hint = "int"
  expect      = 95
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r4_unanswerable_ad_spending" {
  question    = "How much did the Trump campaign spend on TV ads in Florida?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
