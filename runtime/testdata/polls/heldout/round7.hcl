# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round7.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round7.py

golden "r7_emerson_polls_sep_2016" {
  question    = "how many polls did emerson put out in september 2016"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "pollster", "short-name"]
}

golden "r7_avg_sample_size_lv_final_week" {
  question    = "what was the average sample size of the likely-voter polls in the final week"
  format_hint = "float"
  expect      = 1282.94
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "population", "average"]
}

golden "r7_swing_state_best_clinton_lead_sep_2016" {
  question    = "which swing state had clinton's biggest average lead in polls ending in september 2016?"
  format_hint = "str"
  expect      = "Virginia"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "named-filter", "period"]
}

golden "r7_electoral_votes_south" {
  question    = "how many electoral votes are there in the south"
  format_hint = "int"
  expect      = 196
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["results", "region"]
}

golden "r7_best_state_for_johnson" {
  question    = "in which state did gary johnson poll best on average"
  format_hint = "str"
  expect      = "New Mexico"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "state"]
}

golden "r7_pollsters_with_5_florida_polls" {
  question    = "How many pollsters did at least 5 Florida polls?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "distinct-count", "state"]
}

golden "r7_ohio_lead_excluding_rv" {
  question    = "avg clinton lead in ohio polls, leaving out the registered voter ones"
  format_hint = "float"
  expect      = -0.1926
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "population", "state"]
}

golden "r7_share_utah_polls_with_mcmullin" {
  question    = "What percentage of the Utah polls included Evan McMullin?"
  format_hint = "float"
  expect      = 45.4545
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "state", "empty-means-not-asked"]
}

golden "r7_doc_first_debate_venue" {
  question    = "where was the first presidential debate held"
  format_hint = "str"
  expect      = "Hofstra University"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "calendar"]
}

golden "r7_doc_states_awarding_by_district" {
  question    = "how many states hand out their electoral votes by congressional district?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "definition"]
}

golden "r7_unanswerable_spanish_interviews" {
  question    = "How many of the poll interviews were done in Spanish?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_ipsos_response_rate" {
  question    = "what was the response rate on the ipsos polls"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
