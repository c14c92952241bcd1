# Held-out round 15 (polls): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/campaign_calendar.md and
# documents/polling_glossary.md).
# GENERATED: python3 expected/round15.py

golden "r15_polls_per_pollster_by_grade_2016" {
  question    = "For the polls that ended in 2016, what was the average number of polls per pollster within each FiveThirtyEight grade, counting only the pollsters that actually released a 2016 poll? I only need the A+, A and A- figures."
  format_hint = "list[{grade:str, polls_per_pollster:float}]"
  expect      = [
    { grade = "A+", polls_per_pollster = 16.6 },
    { grade = "A", polls_per_pollster = 14.0 },
    { grade = "A-", polls_per_pollster = 81.8462 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["average-per-entity", "aggregation-scope", "grade", "polite", "year"]
}

golden "r15_avg_sample_by_region_sep_2016" {
  question    = "avg sample size of statewide polls by census region, sept 2016, biggest first"
  format_hint = "list[{region:str, average_sample_size:float}]"
  expect      = [
    { region = "North Central", average_sample_size = 631.88 },
    { region = "South", average_sample_size = 567.42 },
    { region = "West", average_sample_size = 543.67 },
    { region = "Northeast", average_sample_size = 536.09 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "aggregation", "sample-size", "region", "month", "terse"]
}

golden "r15_top3_pollsters_swing_sep_2016" {
  question    = "top three polling firms by number of swing-state polls in september 2016?"
  format_hint = "list[{pollster:str, polls:int}]"
  expect      = [
    { pollster = "Ipsos", polls = 65 },
    { pollster = "Google Consumer Surveys", polls = 52 },
    { pollster = "SurveyMonkey", polls = 13 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "pollster", "battleground", "month"]
}

golden "r15_top5_states_respondents_final_week" {
  question    = "Which 5 states had the most people interviewed in their statewide polls during the final week? Give the totals too."
  format_hint = "list[{state:str, respondents:int}]"
  expect      = [
    { state = "Florida", respondents = 41348 },
    { state = "Pennsylvania", respondents = 36032 },
    { state = "Ohio", respondents = 30388 },
    { state = "North Carolina", respondents = 29879 },
    { state = "Michigan", respondents = 28173 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "respondents", "state", "named-period"]
}

golden "r15_top2_pollsters_national_lead_2016" {
  question    = "Among the pollsters with at least twenty national polls ending in 2016, which two showed the biggest average Clinton lead in those national polls? Biggest first, with the lead."
  format_hint = "list[{pollster:str, clinton_lead:float}]"
  expect      = [
    { pollster = "Ipsos", clinton_lead = 7.0387 },
    { pollster = "The Times-Picayune/Lucid", clinton_lead = 6.8632 },
  ]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "ranking", "lead", "threshold", "national"]
}

golden "r15_smallest_avg_sample_pollster_2016" {
  question    = "Of the pollsters that put out at least 30 polls in 2016, which one had the smallest average sample size?"
  format_hint = "str"
  expect      = "Monmouth University"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "bottom-1", "sample-size", "pollster", "threshold"]
}

golden "r15_grade_top_trump_share_national_2016" {
  question    = "Which FiveThirtyEight pollster grade had the highest average Trump share in the national polls that ended in 2016?"
  format_hint = "str"
  expect      = "C+"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "trump-share", "grade", "national", "year"]
}

golden "r15_ipsos_national_share_2016" {
  question    = "What percent of the polls Ipsos released in 2016 were national polls rather than state or district ones?"
  format_hint = "float"
  expect      = 34.292
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "pollster", "national", "year"]
}

golden "r15_small_sample_share_aug_2016" {
  question    = "Of the polls that ended in August 2016, what percentage interviewed fewer than 500 people?"
  format_hint = "float"
  expect      = 32.8897
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "comparison", "sample-size", "month"]
}

golden "r15_unrated_respondent_share_final_week" {
  question    = "what % of the people interviewed in the final week were in polls from pollsters with no 538 grade?"
  format_hint = "float"
  expect      = 8.1825
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "respondents", "unrated", "named-period"]
}

golden "r15_pollsters_conventions_and_final_week" {
  question    = "How many polling firms put out at least one poll during the conventions and also at least one in the final week?"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "pollster", "named-period", "both"]
}

golden "r15_pollsters_arizona_h2_2016" {
  question    = "how many different pollsers polled arizona in the second half of 2016?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "typo", "pollster", "state", "half-year"]
}

golden "r15_states_polled_conventions" {
  question    = "During the convention weeks, how many states got at least one statewide poll? Count DC as a state."
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "state", "named-period"]
}

golden "r15_pollsters_never_johnson_2016" {
  question    = "Of the pollsters that put out polls in 2016, how many never included Gary Johnson in any of their 2016 polls?"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "johnson", "pollster", "year"]
}

golden "r15_trump_national_not_rv_sep_2016" {
  question    = "Trump's average share in the national polls that ended in September 2016, other than the registered-voter ones?"
  format_hint = "float"
  expect      = 41.3654
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "trump-share", "national", "population", "month"]
}

golden "r15_pollsters_never_trump_ahead_oct_2016" {
  question    = "Could you tell me how many polling firms put out polls in October 2016 without a single one of those October polls showing Trump ahead?"
  format_hint = "int"
  expect      = 78
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "distinct-count", "trump-ahead", "pollster", "month", "polite"]
}

golden "r15_florida_graded_oct_2016" {
  question    = "leaving out unrated pollsters, how many Florda polls ended in october 2016"
  format_hint = "int"
  expect      = 50
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "typo", "unrated", "state", "month"]
}

golden "r15_state_polls_clinton_50_sep_2016" {
  question    = "In how many statewide polls that ended in September 2016 did Clinton get at least 50%?"
  format_hint = "int"
  expect      = 47
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "clinton-share", "state", "month"]
}

golden "r15_states_clinton_won_by_20" {
  question    = "In how many states, DC included, did Clinton actually win the vote by more than 20 points?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "results", "actual-margin", "polls-vs-results"]
}

golden "r15_national_started_conventions" {
  question    = "How many national polls went into the field during the conventions?"
  format_hint = "int"
  expect      = 49
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-date", "national", "named-period"]
}

golden "r15_trump_pa_vote_vs_polls_final_week" {
  question    = "By how many points did Trump's actual vote share in Pennsylvania beat his average poll share in the Pennsylvania polls from the final week?"
  format_hint = "float"
  expect      = 5.3486
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "polls-vs-results", "trump-share", "state", "named-period"]
}

golden "r15_maine_polls_incl_districts" {
  question    = "Counting both the statewide Maine polls and the polls of Maine's two congressional districts, how many Maine polls are there in total?"
  format_hint = "int"
  expect      = 78
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "district", "parent-state", "count"]
}

golden "r15_adj_clinton_michigan_final_week" {
  question    = "What was Clinton's average adjusted share in the Michigan polls from the final week?"
  format_hint = "float"
  expect      = 43.9348
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "adjusted", "clinton-share", "state", "named-period"]
}

golden "r15_trump_actual_vote_share_swing_states" {
  question    = "waht was trump's actual share of the vote averaged over the 13 swing states (simple mean of the state results)?"
  format_hint = "float"
  expect      = 48.0231
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metric", "polls-vs-results", "trump-vote-share", "battleground", "typo"]
}

golden "r15_adj_johnson_national_final_week" {
  question    = "gary johnson's adjusted number in nationwide polls, final week, on average?"
  format_hint = "float"
  expect      = 4.6435
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "adjusted", "johnson", "national", "named-period", "terse"]
}

golden "r15_avg_sample_national_primary_season" {
  question    = "What was the typical (average) sample size of the national polls that ended during primary season 2016?"
  format_hint = "float"
  expect      = 1838.79
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "sample-size", "national"]
}

golden "r15_trump_ahead_dec_2015" {
  question    = "In December 2015, how many polls had Trump in front?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "trump-ahead", "count"]
}

golden "r15_florida_polls_growth_q2_q3_2016" {
  question    = "By what percent did the number of Florida polls grow from the second quarter to the third quarter of 2016?"
  format_hint = "float"
  expect      = 221.43
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "state", "quarter"]
}

golden "r15_trump_national_change_conv_to_debates" {
  question    = "How many points did Trump's average share in the national polls move between the conventions and debate season? Give a negative number if it went down."
  format_hint = "float"
  expect      = -1.9073
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "points-change", "trump-share", "national", "named-period"]
}

golden "r15_swing_respondents_growth_aug_sep_2016" {
  question    = "% growth in total respondents in swing state polls from aug to sep 2016?"
  format_hint = "float"
  expect      = 59.8423
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "respondents", "battleground", "month", "terse"]
}

golden "r15_pollsters_only_lv_2016" {
  question    = "How many pollsters only ever polled likely voters in 2016, i.e. every one of their 2016 polls was a likely-voter poll?"
  format_hint = "int"
  expect      = 122
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "distinct-count", "population", "pollster", "year"]
}

golden "r15_swing_states_clinton_led_every_fw_poll" {
  question    = "In how many of the battleground states was Clinton ahead in every single one of the final-week polls?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "battleground", "clinton-ahead", "named-period"]
}

golden "r15_avg_pollsters_per_swing_state_oct_2016" {
  question    = "On average, how many different polling companies polled each of the thirteen battleground states in October 2016?"
  format_hint = "float"
  expect      = 14.4615
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "distinct-count", "pollster", "battleground", "month"]
}

golden "r15_doc_last_debate_city" {
  question    = "In which city was the third and final presidential debate of 2016?"
  format_hint = "str"
  expect      = "Las Vegas"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "calendar"]
}

golden "r15_doc_adjustment_reference_population" {
  question    = "When FiveThirtyEight adjusts a poll for its voter population, which population is used as the reference?"
  format_hint = "str"
  expect      = "likely voters"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "glossary", "adjusted", "population"]
}
