# Held-out round 5: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round5.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round5.py

golden "r5_top4_pollsters_national_2016" {
  question    = "Which four pollsters put out the most national polls in 2016?"
  format_hint = "list[{pollster:str, polls:int}]"
  expect      = [
    { pollster = "Ipsos", polls = 310 },
    { pollster = "USC Dornsife/LA Times", polls = 121 },
    { pollster = "CVOTER International", polls = 115 },
    { pollster = "The Times-Picayune/Lucid", polls = 95 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "named-filter"]
}

golden "r5_bottom3_states_trump_share_2016" {
  question    = "Which three states (DC included) gave Trump his lowest average poll share in 2016?"
  format_hint = "list[{state:str, trump_share:float}]"
  expect      = [
    { state = "District of Columbia", trump_share = 12.6396 },
    { state = "Vermont", trump_share = 21.1849 },
    { state = "Hawaii", trump_share = 27.22 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit"]
}

golden "r5_sep_2016_polls_not_likely_voters" {
  question    = "How many polls that ended in September 2016 were not likely-voter polls?"
  format_hint = "int"
  expect      = 74
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "population"]
}

golden "r5_pollsters_with_district_polls" {
  question    = "How many different pollsters released congressional district polls?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "named-filter"]
}

golden "r5_avg_polls_per_battleground_state_oct_2016" {
  question    = "On average, how many polls did each battleground state get in October 2016?"
  format_hint = "float"
  expect      = 34.5385
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "named-filter"]
}

golden "r5_respondents_per_day_debate_season" {
  question    = "On average, how many people did the polls interview per day during debate season 2016?"
  format_hint = "float"
  expect      = 31117.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "document-period"]
}

golden "r5_share_polls_asking_johnson" {
  question    = "What percentage of the polls in our file asked about Gary Johnson?"
  format_hint = "float"
  expect      = 66.5162
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "empty-values"]
}

golden "r5_avg_sample_size_change_aug_oct_2016" {
  question    = "By what percent did the average sample size change from August to October 2016?"
  format_hint = "float"
  expect      = -7.1463
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "average"]
}

golden "r5_battlegrounds_trump_actually_won" {
  question    = "In how many of the battleground states did Trump actually win the vote?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "polls-vs-results"]
}

golden "r5_states_with_100_polls" {
  question    = "How many states had at least 100 polls?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "count"]
}

golden "r5_second_most_polled_state_oct_2016" {
  question    = "Which state had the second-most polls in October 2016?"
  format_hint = "str"
  expect      = "North Carolina"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal"]
}

golden "r5_michigan_vs_pennsylvania_lead_oct_2016" {
  question    = "Michigan vs Pennsylvania: Clinton's average lead in October 2016 polls"
  format_hint = "list[{state:str, clinton_lead:float}]"
  expect      = [
    { state = "Michigan", clinton_lead = 6.509 },
    { state = "Pennsylvania", clinton_lead = 5.2533 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["comparison"]
}

golden "r5_johnson_share_utah" {
  question    = "What was Gary Johnson's average poll share in Utah?"
  format_hint = "float"
  expect      = 9.1436
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-filter", "empty-values"]
}

golden "r5_doc_debate_season_length" {
  question    = "How many days did the 2016 debate season last?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "named-period"]
}

golden "r5_unanswerable_early_votes_florida" {
  question    = "How many early votes were cast in Florida before election day?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
