# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round8.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round8.py

golden "r8_respondents_july_2016" {
  question    = "how many people did the polls that ended in july 2016 interview in total"
  format_hint = "int"
  expect      = 267976
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "respondents"]
}

golden "r8_wisconsin_pollsters_oct_2016" {
  question    = "How many different polling firms surveyed Wisconsin in October 2016?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "pollster", "state"]
}

golden "r8_third_most_polls_pollster_sep_2016" {
  question    = "who was the 3rd most prolific polling firm in september 2016?"
  format_hint = "str"
  expect      = "SurveyMonkey"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "ordinal", "pollster", "sloppy"]
}

golden "r8_region_lowest_trump_share_oct_2016" {
  question    = "Which part of the country gave Trump his weakest average poll share in statewide polls that ended in October 2016?"
  format_hint = "str"
  expect      = "Northeast"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["bottom-1", "non-default-metric", "region", "synonym"]
}

golden "r8_final_week_polls_1000_plus" {
  question    = "How many polls in the final week interviewed at least 1,000 people?"
  format_hint = "int"
  expect      = 294
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "named-period"]
}

golden "r8_oct_2016_statewide_polls_not_battleground" {
  question    = "How many statewide polls (DC included) ending in October 2016 were not of a swing state?"
  format_hint = "int"
  expect      = 654
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "named-filter", "synonym"]
}

golden "r8_a_rated_share_national_polls_2016" {
  question    = "What percentage of 2016 national polls came from A-rated pollsters?"
  format_hint = "float"
  expect      = 41.791
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "grade", "national"]
}

golden "r8_national_lead_change_sep_oct_2016" {
  question    = "By how many points did Clinton's average lead in national polls widen from September to October 2016?"
  format_hint = "float"
  expect      = 2.0604
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "lead", "national"]
}

golden "r8_polls_per_day_conventions" {
  question    = "How many polls came out per day, on average, during the conventions?"
  format_hint = "float"
  expect      = 6.0909
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-day", "named-period"]
}

golden "r8_polls_started_debate_season" {
  question    = "how many polls went into the field during debate season?"
  format_hint = "int"
  expect      = 887
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "start-date", "document-period"]
}

golden "r8_doc_min_sample_to_quote_alone" {
  question    = "whats the smallest sample a poll can have and still get quoted by itself in a story?"
  format_hint = "int"
  expect      = 400
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r8_unanswerable_hispanic_lead_florida" {
  question    = "What was Clinton's lead among Hispanic voters in the Florida polls?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
