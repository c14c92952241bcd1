# Held-out round 12: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only; checked a second time by SQL in sqlite3).
# GENERATED: python3 expected/round12.py

golden "r12_virginia_respondents_sep_2016" {
  question    = "how many ppl did the virginia polls talk to in sept 2016"
  format_hint = "int"
  expect      = 15748
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["total", "respondents", "state", "month", "sloppy", "idiom"]
}

golden "r12_third_biggest_trump_lead_state_final_week" {
  question    = "which state had trump's 3rd biggest avg lead in the final week polls"
  format_hint = "str"
  expect      = "Oklahoma"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "lead", "state", "named-period", "sloppy"]
}

golden "r12_trump_share_south_aug_2016" {
  question    = "Would you mind splitting Trump's average poll share for August 2016 by region of the country? I only really need the number for the South, thanks."
  format_hint = "float"
  expect      = 41.2002
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "share", "region", "month", "polite", "long"]
}

golden "r12_georgia_polls_pct_change_aug_sep_2016" {
  question    = "georgia poll count, aug vs sep 2016 - % change?"
  format_hint = "float"
  expect      = 70.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["percent-change", "count", "state", "month", "terse"]
}

golden "r12_swing_state_share_of_2016_respondents" {
  question    = "Of everybody interviewed in 2016 polls, what percentage was in swing-state polls?"
  format_hint = "float"
  expect      = 24.2439
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "respondents", "battleground", "year", "idiom"]
}

golden "r12_avg_sample_size_nevada_oct_2016" {
  question    = "on avg how big were the nevada polls in oct 2016"
  format_hint = "float"
  expect      = 639.14
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average", "sample-size", "state", "month", "sloppy", "idiom"]
}

golden "r12_pollsters_both_michigan_wisconsin_oct_2016" {
  question    = "How many polling firms did polls of both Michigan and Wisconsin in October 2016?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "pollster", "state", "month"]
}

golden "r12_swing_polls_per_electoral_vote_oct_2016" {
  question    = "In October 2016, how many swing-state polls were there per electoral vote at stake in those states?"
  format_hint = "float"
  expect      = 2.5954
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["rate", "related-table", "electoral-votes", "battleground", "month"]
}

golden "r12_unrated_among_top10_pollsters_2016" {
  question    = "Of the ten pollsters that put out the most polls in 2016, how many have no 538 grade?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n-then", "grade", "pollster", "year"]
}

golden "r12_national_lead_a_rated_minus_unrated_oct_2016" {
  question    = "In the national polls from October 2016, how many points bigger was Clinton's average lead in polls by A-rated pollsters than in polls by unrated ones?"
  format_hint = "float"
  expect      = 1.4565
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["group-comparison", "lead", "grade", "national", "month"]
}

golden "r12_doc_clinton_trump_debates" {
  question    = "how many times did clinton and trump debate each other in 2016?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "calendar"]
}

golden "r12_unanswerable_sanders_vs_trump" {
  question    = "what was bernie's avg margin over trump in the national head-to-head polls?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
