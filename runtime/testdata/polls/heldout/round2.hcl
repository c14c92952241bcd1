# Held-out round 2: not loaded by eval; written without reading the planner;
# answers computed by expected/gen.py from data/*.csv (Python standard library only).
# Edit the script, then: python3 expected/gen.py

golden "r2_four_states_most_polls_final_week" {
  question    = "Which four states had the most polls in the final week?"
  format_hint = "list[{state:str}]"
  expect      = [
    { state = "Pennsylvania" },
    { state = "New Hampshire" },
    { state = "Florida" },
    { state = "Nevada" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "null-group", "named-period"]
}

golden "r2_bottom3_states_lead_oct" {
  question    = "Bottom 3 states by average Clinton lead in October 2016"
  format_hint = "list[{state:str, clinton_lead:float}]"
  expect      = [
    { state = "Wyoming", clinton_lead = -32.97 },
    { state = "West Virginia", clinton_lead = -24.29 },
    { state = "Alabama", clinton_lead = -23.51 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["bottom-n", "rank-by-measure", "unit-label"]
}

golden "r2_pollsters_national_2015" {
  question    = "how many different polsters put out national polls in 2015?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count"]
}

golden "r2_oct_polls_not_a_rated" {
  question    = "how many october 2016 polls were NOT from A-rated pollsters?"
  format_hint = "int"
  expect      = 1027
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "null-group"]
}

golden "r2_started_oct_ended_nov" {
  question    = "How many polls went into the field in October 2016 and finished in November?"
  format_hint = "int"
  expect      = 515
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role"]
}

golden "r2_states_trump_over_60" {
  question    = "In how many states did Trump win more than 60% of the vote?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "close-metrics"]
}

golden "r2_pollster_largest_single_poll" {
  question    = "Which pollster ran the single largest poll by sample size?"
  format_hint = "str"
  expect      = "YouGov"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative"]
}

golden "r2_share_battleground_trump_ahead_oct" {
  question    = "In October 2016, what percentage of swing state polls had Trump ahead?"
  format_hint = "float"
  expect      = 24.28
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["share", "filter"]
}

golden "r2_respondents_growth_q2_q3" {
  question    = "by how much did the number of respondents grow from Q2 to Q3 2016, in percent?"
  format_hint = "float"
  expect      = 225.0
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["growth"]
}

golden "r2_lead_by_region_sep" {
  question    = "avg clinton lead by region for polls that ended in september 2016"
  format_hint = "list[{region:str, clinton_lead:float}]"
  expect      = [
    { region = "Northeast", clinton_lead = 9.9 },
    { region = "West", clinton_lead = 0.63 },
    { region = "North Central", clinton_lead = -2.99 },
    { region = "South", clinton_lead = -5.94 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "null-group", "unit-label"]
}

golden "r2_national_adjusted_lead_monthly" {
  question    = "national polls: adjusted Clinton lead by month, August through October 2016"
  format_hint = "list[{month:str, adjusted_lead:float}]"
  expect      = [
    { month = "2016-08-01", adjusted_lead = 3.22 },
    { month = "2016-09-01", adjusted_lead = 1.68 },
    { month = "2016-10-01", adjusted_lead = 2.34 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["time-grain", "close-metrics"]
}

golden "r2_polls_per_pollster_2016" {
  question    = "On average, how many polls did each pollster release in 2016?"
  format_hint = "float"
  expect      = 21.21
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["average-per-entity", "aggregation-target"]
}

golden "r2_doc_correction_hours" {
  question    = "Within how many hours does a wrong poll number in a story have to be corrected?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document"]
}

golden "r2_unanswerable_turnout" {
  question    = "What was voter turnout in Florida in 2016?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r2_unanswerable_vote_count" {
  question    = "How many votes did Clinton get in Ohio?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
