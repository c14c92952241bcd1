# Held-out round 14 (polls): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round14.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/campaign_calendar.md).
# GENERATED: python3 expected/round14.py

golden "r14_nc_likely_voter_polls_sep_2016" {
  question    = "How many likely-voter polls of North Carolina ended in September 2016?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "state", "population", "month"]
}

golden "r14_national_rv_a_rated_q3_2016" {
  question    = "how many national polls of registred voters by A-rated pollsters wrapped up in Q3 2016"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["count", "three-filters", "typo", "national", "population", "grade", "quarter"]
}

golden "r14_ohio_unrated_trump_ahead" {
  question    = "ohio polls from unrated pollsters with trump ahead - how many in the whole file?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "three-filters", "terse", "state", "unrated", "trump-ahead"]
}

golden "r14_pollsters_with_adults_poll" {
  question    = "How many pollsters had at least one poll of all adults rather than of voters?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "pollster", "population"]
}

golden "r14_pollsters_bg_clinton_up_10_2016" {
  question    = "How many different pollsters had at least one swing-state poll in 2016 that showed Clinton ahead by more than 10 points?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "pollster", "battleground", "threshold", "year"]
}

golden "r14_states_ten_plus_pollsters_2016" {
  question    = "In how many states, DC included, did at least ten different polling firms release a poll in 2016?"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "per-entity", "written-number", "state", "year"]
}

golden "r14_avg_sample_size_by_population_2016" {
  question    = "Could you give me the average sample size for each voter population, for the polls that ended in 2016? Largest first, please."
  format_hint = "list[{voter_population:str, average_sample_size:float}]"
  expect      = [
    { voter_population = "Registered voters", average_sample_size = 2111.25 },
    { voter_population = "Likely voters", average_sample_size = 1048.4 },
    { voter_population = "Voters", average_sample_size = 1008.44 },
    { voter_population = "Adults", average_sample_size = 812.53 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "breakdown", "sample-size", "population", "year", "polite"]
}

golden "r14_johnson_share_by_region_sep_2016" {
  question    = "gary johnson's avrage poll share by census region, state polls that ended in sept 2016, highest first"
  format_hint = "list[{region:str, johnson_share:float}]"
  expect      = [
    { region = "West", johnson_share = 10.6325 },
    { region = "North Central", johnson_share = 9.2456 },
    { region = "Northeast", johnson_share = 8.9036 },
    { region = "South", johnson_share = 7.5136 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-group", "typo", "johnson", "region", "state-polls", "month"]
}

golden "r14_top5_pollsters_respondents_final_week" {
  question    = "top five pollsters by total respondents in the final week"
  format_hint = "list[{pollster:str, respondents:int}]"
  expect      = [
    { pollster = "SurveyMonkey", respondents = 435386 },
    { pollster = "YouGov", respondents = 178551 },
    { pollster = "Ipsos", respondents = 59565 },
    { pollster = "Google Consumer Surveys", respondents = 53148 },
    { pollster = "Gravis Marketing", respondents = 45041 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "respondents", "pollster", "named-period", "terse"]
}

golden "r14_bottom2_bg_clinton_share_final_week" {
  question    = "Which two battleground states gave Clinton her lowest average poll share in the final week? Lowest first, with the share."
  format_hint = "list[{state:str, clinton_share:float}]"
  expect      = [
    { state = "Iowa", clinton_share = 39.6629 },
    { state = "Arizona", clinton_share = 42.5324 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "clinton-share", "battleground", "named-period"]
}

golden "r14_top3_pollsters_johnson_share" {
  question    = "Among the pollsters that asked about Gary Johnson in at least 20 of their polls, which three gave him the highest average share?"
  format_hint = "list[{pollster:str, johnson_share:float}]"
  expect      = [
    { pollster = "Morning Consult", johnson_share = 9.3333 },
    { pollster = "Marist College", johnson_share = 9.1765 },
    { pollster = "SurveyMonkey", johnson_share = 8.4316 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "johnson", "pollster", "minimum-count"]
}

golden "r14_bottom3_states_avg_sample_size_2016" {
  question    = "Which 3 states (DC counts as one) had the smallest average sample size in their 2016 polls? Smallest first."
  format_hint = "list[{state:str, average_sample_size:float}]"
  expect      = [
    { state = "North Dakota", average_sample_size = 186.68 },
    { state = "District of Columbia", average_sample_size = 201.19 },
    { state = "Wyoming", average_sample_size = 201.83 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["bottom-n", "numeric-limit", "sample-size", "state", "year"]
}

golden "r14_florida_a_rated_share_2016" {
  question    = "What percentage of the Florida polls that ended in 2016 came from A-rated pollsters?"
  format_hint = "float"
  expect      = 26.7123
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "state", "grade", "year"]
}

golden "r14_likely_voter_respondent_share_oct_2016" {
  question    = "Of all the people interviewed in polls that ended in October 2016, what percent were in likely-voter polls?"
  format_hint = "float"
  expect      = 96.4786
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "respondents", "population", "month"]
}

golden "r14_bg_polls_trump_up_more_than_5_oct_2016" {
  question    = "In October 2016, how many swing-state polls had Trump ahead by more than 5 points?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "battleground", "trump-ahead", "month"]
}

golden "r14_states_overstated_clinton_10_oct_2016" {
  question    = "In how many states (DC included) did the October 2016 polls overstate Clinton by more than 10 points, going by the desk's polling error?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "polling-error", "results", "state", "month"]
}

golden "r14_state_polls_johnson_10_plus_oct_2016" {
  question    = "How many statewide polls that ended in October 2016 had Gary Johnson at 10% or higher?"
  format_hint = "int"
  expect      = 138
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "johnson", "state-polls", "month"]
}

golden "r14_pollsters_never_polled_battleground" {
  question    = "How many polling firms never put out a single poll of a battleground state?"
  format_hint = "int"
  expect      = 93
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "distinct-count", "pollster", "battleground"]
}

golden "r14_national_non_lv_polls_q2_2016" {
  question    = "Leaving out the likely-voter ones, how many national polls ended in the second quarter of 2016?"
  format_hint = "int"
  expect      = 64
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "national", "population", "quarter"]
}

golden "r14_states_no_unrated_poll_oct_2016" {
  question    = "How many states, counting DC, didn't get a single poll from an unrated pollster in October 2016?"
  format_hint = "int"
  expect      = 26
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "state", "unrated", "month"]
}

golden "r14_national_polls_started_jul_2016" {
  question    = "how many national polls went into the field in july 2016?"
  format_hint = "int"
  expect      = 133
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-date", "national", "month"]
}

golden "r14_a_rated_polls_started_q3_2016" {
  question    = "How many polls by top-rated pollsters began fieldwork in the third quarter of 2016?"
  format_hint = "int"
  expect      = 634
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "start-date", "grade", "synonym", "quarter"]
}

golden "r14_adjusted_national_lead_conventions" {
  question    = "What was Clinton's average adjusted lead in the national polls during the conventions?"
  format_hint = "float"
  expect      = 1.6212
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "adjusted", "lead", "national"]
}

golden "r14_state_polls_primary_season" {
  question    = "How many state polls (DC included) ended during primary season 2016?"
  format_hint = "int"
  expect      = 147
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "document-period", "state-polls", "count"]
}

golden "r14_clinton_ahead_week_before_final_week" {
  question    = "In the seven days right before the final week, how many polls had Clinton in front?"
  format_hint = "int"
  expect      = 312
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["relative-period", "written-number", "clinton-ahead", "count"]
}

golden "r14_national_lead_q1_2016" {
  question    = "clinton's avg margin in nationwide polls, Q1 2016?"
  format_hint = "float"
  expect      = 6.9857
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["quarter", "lead", "national", "terse"]
}

golden "r14_state_polls_growth_q2_q3_2016" {
  question    = "By what percentage did the number of state polls (DC included) grow from Q2 to Q3 2016?"
  format_hint = "float"
  expect      = 584.31
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "state-polls", "quarter"]
}

golden "r14_national_lead_change_debates_to_final_week" {
  question    = "By how many points did Clinton's average lead in national polls change from debate season to the final week? Give a negative number if it shrank."
  format_hint = "float"
  expect      = -1.6818
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["change", "difference", "lead", "national", "named-period", "relative"]
}

golden "r14_florida_respondents_growth_sep_oct_2016" {
  question    = "florida poll respondants sept vs oct 2016, % growth?"
  format_hint = "float"
  expect      = 176.35
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "typo", "respondents", "state", "month", "terse"]
}

golden "r14_ohio_vs_iowa_polls_oct_2016" {
  question    = "Ohio vs Iowa: number of polls that ended in October 2016"
  format_hint = "list[{state:str, polls:int}]"
  expect      = [
    { state = "Ohio", polls = 42 },
    { state = "Iowa", polls = 19 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["breakdown", "a-vs-b", "state", "month"]
}

golden "r14_final_week_polls_by_a_grade" {
  question    = "In the final week, how many polls came from pollsters graded A+ vs A vs A-? One number per grade please."
  format_hint = "list[{grade:str, polls:int}]"
  expect      = [
    { grade = "A+", polls = 11 },
    { grade = "A", polls = 11 },
    { grade = "A-", polls = 148 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["breakdown", "a-vs-b", "grade", "named-period", "polite"]
}

golden "r14_wisconsin_polling_error_final_week" {
  question    = "What was the polling error in Wisconsin, going by the polls that ended in the final week?"
  format_hint = "float"
  expect      = 5.4663
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["polling-error", "results", "state", "named-period"]
}

golden "r14_electoral_votes_bg_clinton_won" {
  question    = "How many electoral votes were there in the battleground states that Clinton actually won?"
  format_hint = "int"
  expect      = 32
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["results", "electoral-votes", "battleground", "polls-vs-results"]
}

golden "r14_doc_primary_season_days" {
  question    = "According to the campaign calendar, how many days did primary season 2016 last, counting both the first and the last day?"
  format_hint = "int"
  expect      = 135
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "calendar", "date-arithmetic"]
}

golden "r14_doc_days_dnc_to_first_debate" {
  question    = "How many days after the Democratic convention ended did the first presidential debate take place?"
  format_hint = "int"
  expect      = 60
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "calendar", "date-arithmetic"]
}
