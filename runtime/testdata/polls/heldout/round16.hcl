# Held-out round 16 (polls): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/campaign_calendar.md).
# GENERATED: python3 expected/round16.py

golden "r16_respondents_per_state_by_region_oct_2016" {
  question    = "For the statewide polls that wrapped up in October 2016 (DC counts as a state), what was the average number of people interviewed per state in each census region? I mean the region's total respondents divided by the number of its states that had at least one of those polls."
  format_hint = "list[{region:str, respondents_per_state:float}]"
  expect      = [
    { region = "North Central", respondents_per_state = 15843.58 },
    { region = "South", respondents_per_state = 15759.41 },
    { region = "Northeast", respondents_per_state = 13704.22 },
    { region = "West", respondents_per_state = 13568.54 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["aggregation", "average-per-entity", "respondents", "region", "month"]
}

golden "r16_adj_trump_by_region_final_week" {
  question    = "mean adjusted trump share by census region, statewide polls in the final week"
  format_hint = "list[{region:str, adjusted_trump_share:float}]"
  expect      = [
    { region = "South", adjusted_trump_share = 45.8462 },
    { region = "North Central", adjusted_trump_share = 45.0608 },
    { region = "West", adjusted_trump_share = 40.6848 },
    { region = "Northeast", adjusted_trump_share = 37.1548 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "breakdown", "adjusted", "region", "named-period", "terse"]
}

golden "r16_actual_clinton_share_by_region" {
  question    = "Going by the official results, what was Clinton's share of the vote in each census region? Take the simple average of the states' results, with DC counted as a state."
  format_hint = "list[{region:str, clinton_vote_share:float}]"
  expect      = [
    { region = "Northeast", clinton_vote_share = 53.6556 },
    { region = "South", clinton_vote_share = 43.9765 },
    { region = "West", clinton_vote_share = 43.6308 },
    { region = "North Central", clinton_vote_share = 40.5333 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["aggregation", "results", "role", "region"]
}

golden "r16_top4_states_typical_poll_size_oct_2016" {
  question    = "Looking only at states (DC counts) with at least 20 statewide polls that ended in October 2016, which four had the biggest typical poll size, i.e. the largest average sample size? Biggest first, with the averages."
  format_hint = "list[{state:str, average_sample_size:float}]"
  expect      = [
    { state = "California", average_sample_size = 1331.41 },
    { state = "Texas", average_sample_size = 1164.17 },
    { state = "Pennsylvania", average_sample_size = 1080.91 },
    { state = "Florida", average_sample_size = 1063.75 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "sample-size", "threshold", "state", "month"]
}

golden "r16_top2_regions_respondents_aug_2016" {
  question    = "What are the two parts of the country where the statewide polls ending in August 2016 talked to the most people? Give the totals."
  format_hint = "list[{region:str, respondents:int}]"
  expect      = [
    { region = "South", respondents = 70413 },
    { region = "North Central", respondents = 55102 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "respondents", "region", "month"]
}

golden "r16_top3_pollsters_adjusted_lead_oct_2016" {
  question    = "Of the pollsters with at least 25 polls ending in October 2016, which three had the largest average adjusted Clinton lead? Largest first, with the figure."
  format_hint = "list[{pollster:str, adjusted_lead:float}]"
  expect      = [
    { pollster = "CVOTER International", adjusted_lead = 2.6979 },
    { pollster = "Emerson College", adjusted_lead = 1.5507 },
    { pollster = "The Times-Picayune/Lucid", adjusted_lead = 1.4729 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["ranking", "top-n", "written-limit", "adjusted", "threshold", "month"]
}

golden "r16_a_rated_largest_avg_sample_2016" {
  question    = "Which A-rated polster had the largest average sample size in 2016, counting only those with at least ten polls that year?"
  format_hint = "str"
  expect      = "Marist College"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "sample-size", "grade", "threshold", "typo", "year"]
}

golden "r16_bg_third_best_actual_margin" {
  question    = "Going by the official results, which battleground state gave Clinton her third-biggest winning margin?"
  format_hint = "str"
  expect      = "Nevada"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "results", "actual-margin", "battleground"]
}

golden "r16_south_share_of_respondents_oct_2016" {
  question    = "Of all the people interviewed in statewide polls that ended in October 2016, what percentage were in Southern states (DC counts as a Southern state)?"
  format_hint = "float"
  expect      = 35.3554
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "respondents", "region", "month"]
}

golden "r16_a_rated_share_swing_final_week" {
  question    = "What % of the swing-state polls in the final week came from top-rated pollsters (A+, A or A-)?"
  format_hint = "float"
  expect      = 19.8502
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "grade", "battleground", "named-period"]
}

golden "r16_google_share_sep_2016" {
  question    = "what % of the polls from september 2016 were google's?"
  format_hint = "float"
  expect      = 25.8537
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "pollster", "month", "terse"]
}

golden "r16_rv_pollsters_debate_season_not_national" {
  question    = "During debate season, how many different pollsters released at least one registered-voter poll, not counting national polls?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "population", "exclusion", "named-period"]
}

golden "r16_states_polled_2015" {
  question    = "How many different states had a statewide poll wrap up back in 2015?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "state", "year"]
}

golden "r16_pollsters_asking_mcmullin" {
  question    = "How many different polling outfits included Evan McMullin in at least one of their polls?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "pollster", "mcmullin"]
}

golden "r16_lead_oct_2016_state_polls_excl_battleground" {
  question    = "Clinton's average lead in October 2016 statewide polls, leaving out the thirteen battleground states (DC stays in)?"
  format_hint = "float"
  expect      = 1.0105
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "lead", "battleground", "state", "month"]
}

golden "r16_final_week_newcomer_pollsters" {
  question    = "Of the pollsters that put out polls in the final week, how many were newcomers that had never published a poll ending before October 2016?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "pollster", "named-period"]
}

golden "r16_pollsters_polled_every_state" {
  question    = "How many pollsters polled every single one of the 50 states plus DC with a statewide poll at some point?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "every", "pollster", "state"]
}

golden "r16_pollsters_every_month_jul_oct_2016" {
  question    = "How many polling firms had at least one poll end in each and every month from July through October 2016?"
  format_hint = "int"
  expect      = 29
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "every", "pollster", "month"]
}

golden "r16_swing_polls_over_1500_sep_2016" {
  question    = "how many swing state polls endng in september 2016 interviewed more than 1,500 people?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "sample-size", "battleground", "month", "typo"]
}

golden "r16_tossup_swing_polls_final_week" {
  question    = "Using the desk's toss-up rule, how many of the swing-state polls from the final week would we have to report as a toss-up rather than as someone leading?"
  format_hint = "int"
  expect      = 115
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "toss-up", "document-definition", "battleground", "named-period"]
}

golden "r16_a_rated_pollsters_avg_at_least_1000" {
  question    = "How many A-rated pollsters averaged at least 1,000 respondents per poll across all of their polls in the file?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "threshold", "average-per-entity", "grade", "sample-size"]
}

golden "r16_started_in_conventions_ended_after" {
  question    = "How many polls went into the field during the conventions but didn't wrap up until after the conventions were over?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-date", "end-date", "named-period"]
}

golden "r16_second_state_started_debate_season" {
  question    = "Which state had the second-most statewide polls that started fieldwork during debate season?"
  format_hint = "str"
  expect      = "North Carolina"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-date", "ranking", "state", "named-period"]
}

golden "r16_bg_trump_vote_beat_polls_most_oct_2016" {
  question    = "In which battleground state did Trump's actual vote share beat his average poll share in that state's October 2016 polls by the most points?"
  format_hint = "str"
  expect      = "Iowa"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "polls-vs-results", "ranking", "battleground", "month"]
}

golden "r16_utah_trump_poll_support_final_week" {
  question    = "What was Trump's average support in the Utah polls from the final week?"
  format_hint = "float"
  expect      = 35.6614
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "poll-share", "state", "named-period"]
}

golden "r16_colorado_adjusted_lead_sep_2016" {
  question    = "colorado, september 2016: what was clinton's adjusted lead on average?"
  format_hint = "float"
  expect      = 1.6731
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "adjusted", "lead", "state", "month", "terse"]
}

golden "r16_adj_clinton_share_national_rv_q3_2016" {
  question    = "Could you tell me Clinton's average adjusted share (her share, not her lead) in the national polls of registered voters that ended in the third quarter of 2016?"
  format_hint = "float"
  expect      = 45.4544
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metric", "adjusted", "share", "population", "national", "quarter", "polite"]
}

golden "r16_national_lead_dec_2015" {
  question    = "what was clintons avg lead in nationl polls in december 2015"
  format_hint = "float"
  expect      = 7.0833
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-month", "lead", "national", "typo"]
}

golden "r16_nc_clinton_share_h1_2016" {
  question    = "Clinton's average poll share in North Carolina polls during the first half of 2016?"
  format_hint = "float"
  expect      = 43.3529
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["half-year", "poll-share", "state"]
}

golden "r16_states_polled_growth_q2_q3_2016" {
  question    = "By what percent did the number of different states (DC counts) that got at least one statewide poll grow from Q2 to Q3 2016?"
  format_hint = "float"
  expect      = 37.8378
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "distinct-count", "state", "quarter"]
}

golden "r16_unrated_polls_growth_h1_h2_2016" {
  question    = "How much did the number of polls from ungraded pollsters grow, in percent, from the first half of 2016 to the second half?"
  format_hint = "float"
  expect      = 679.17
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "grade", "unrated", "half-year"]
}

golden "r16_states_per_a_rated_pollster_2016" {
  question    = "On average, how many different states did each A-rated pollster cover with statewide polls in 2016? Only count the A-rated pollsters that released at least one statewide poll that year (DC counts as a state)."
  format_hint = "float"
  expect      = 6.125
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "distinct-count", "grade", "state", "year"]
}

golden "r16_state_polls_per_national_poll_final_week" {
  question    = "In the final week, how many statewide polls were there for every national poll?"
  format_hint = "float"
  expect      = 11.0484
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ratio", "state", "national", "named-period"]
}

golden "r16_doc_democratic_convention_city" {
  question    = "Where did the Democrats hold their 2016 convention? Just the city."
  format_hint = "str"
  expect      = "Philadelphia"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "calendar"]
}

golden "r16_doc_democratic_convention_start_day" {
  question    = "On what day of July 2016 did the Democratic convention open? Just the day number, please."
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "calendar"]
}
