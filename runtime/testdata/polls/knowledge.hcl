# The polling desk's workspace: 2016 US presidential general-election polls.
# Data: data/*.csv, from the dslabs R package (FiveThirtyEight poll file and
# Ballotpedia results); see data/README.md for the source and licence.

source "polls" {
  type = "duckdb" # embedded, in-memory; the files below are loaded as tables

  file "polls"     { path = "data/polls.csv" }
  file "pollsters" { path = "data/pollsters.csv" }
  file "states"    { path = "data/states.csv" }
  file "results"   { path = "data/results.csv" }
}

# ---------------------------------------------------------------- tables

table "polls" {
  description  = "General-election polls of the 2016 presidential race (Clinton vs Trump), one row per poll and voter population, with its fieldwork dates, sample size and each candidate's share."
  use_cases    = ["polling averages", "Clinton lead / margin", "poll counts by state, pollster or month", "sample sizes", "likely vs registered voters"]
  data_quality = [
    "A pollster that published likely-voter and registered-voter numbers from the same fieldwork appears twice, once per population.",
    "johnson_pct is empty for polls that did not ask about Gary Johnson; mcmullin_pct is empty except in a few Utah and national polls.",
    "One poll (Basswood Research, Illinois, July 2016) has no sample size.",
    "National polls have state = 'U.S.'.",
  ]
  owner    = "polling-desk"
  refresh  = "static: polls ending 2015-11-08 to 2016-11-07"
  synonyms = ["surveys", "poll results", "poll"]

  column "poll_id" { description = "Row id, in the order of FiveThirtyEight's file." }
  column "state" {
    description = "State, congressional district or 'U.S.' (national poll) the poll surveyed."
  }
  column "start_date" {
    description = "First day of fieldwork."
    synonyms    = ["field start", "fieldwork start", "start of fieldwork"]
  }
  column "end_date" {
    description = "Last day of fieldwork. A poll is dated by this day."
    synonyms    = ["poll date", "field end", "fieldwork end", "completion date"]
  }
  column "sample_size" {
    description = "Number of people interviewed."
    unit        = "respondents"
    synonyms    = ["sample", "respondents", "n", "number of respondents", "people interviewed"]
  }
  column "population" {
    description = "Voter population: lv (likely voters), rv (registered voters), a (all adults), v (voters, unspecified)."
  }
  column "clinton_pct" {
    description = "Hillary Clinton's raw share in the poll, in percent."
    unit        = "percent (0-100)"
  }
  column "trump_pct" {
    description = "Donald Trump's raw share in the poll, in percent."
    unit        = "percent (0-100)"
  }
  column "johnson_pct" {
    description = "Gary Johnson's raw share in the poll, in percent; empty when not asked."
    unit        = "percent (0-100)"
  }
  column "mcmullin_pct" {
    description = "Evan McMullin's raw share in the poll, in percent; empty when not asked."
    unit        = "percent (0-100)"
  }
  column "adj_clinton_pct" {
    description = "Clinton's share adjusted by FiveThirtyEight (house effect, population, trend line)."
    unit        = "percent (0-100)"
  }
  column "adj_trump_pct" {
    description = "Trump's share adjusted by FiveThirtyEight."
    unit        = "percent (0-100)"
  }
  column "adj_johnson_pct" {
    description = "Johnson's share adjusted by FiveThirtyEight; can be slightly negative."
    unit        = "percent (0-100)"
  }
  column "adj_mcmullin_pct" {
    description = "McMullin's share adjusted by FiveThirtyEight."
    unit        = "percent (0-100)"
  }

  join "states"    { column = "state" }
  join "pollsters" { column = "pollster_id" }
}

table "pollsters" {
  description = "Polling firms, with the letter grade FiveThirtyEight gave them."
  use_cases   = ["pollster lookups", "poll quality (grades)"]
  data_quality = ["grade is empty for pollsters FiveThirtyEight did not rate (unrated pollsters)."]
  owner       = "polling-desk"
  synonyms    = ["polling firms", "pollster list"]

  column "pollster" { synonyms = ["polling firm", "firm", "polling company"] }
  column "grade" {
    description = "FiveThirtyEight pollster grade, A+ (best) to D; empty when unrated."
    synonyms    = ["rating", "pollster rating", "538 grade"]
  }
}

table "states" {
  description  = "Geographies a poll can survey: the 50 states, the District of Columbia, the five congressional districts of Maine and Nebraska, and 'U.S.' for national polls."
  use_cases    = ["polls by state or region", "battleground states"]
  data_quality = ["region is empty for the national row 'U.S.'.", "region is the Census region; the Midwest is called North Central."]
  owner        = "polling-desk"
  synonyms     = ["geographies", "geography"]

  column "state_code" { description = "Postal code (FL); districts are ME-1, NE-2 and so on; US for national." }
  column "level" { description = "national, state (including DC) or congressional district." }
  column "region" {
    description = "Census region: Northeast, South, North Central (Midwest) or West."
    synonyms    = ["census region"]
  }
  column "parent_state" { description = "State of a congressional district; empty otherwise." }
}

table "results" {
  description  = "Official 2016 result in each state and DC: electoral votes and each candidate's share of the popular vote."
  use_cases    = ["actual results", "electoral votes", "polling error"]
  data_quality = ["No row for national or district results.", "electoral_votes is the state's total, including the district votes of Maine and Nebraska."]
  owner        = "polling-desk"
  synonyms     = ["election results", "official results", "outcome"]

  column "electoral_votes" {
    description = "Electoral votes the state has."
    unit        = "electoral votes"
  }
  column "clinton_vote_pct" {
    description = "Clinton's share of the state's popular vote."
    unit        = "percent (0-100)"
  }
  column "trump_vote_pct" {
    description = "Trump's share of the state's popular vote."
    unit        = "percent (0-100)"
  }
  column "others_vote_pct" {
    description = "Share of the popular vote for all other candidates."
    unit        = "percent (0-100)"
  }

  join "states" {
    column = "state"
    kind   = "one_to_one"
  }
}

# ------------------------------------------------------------ dimensions

dimension "state" {
  table       = "states"
  expr        = "NULLIF(state, 'U.S.')"
  label       = "State"
  description = "State (or DC, or a Maine/Nebraska congressional district) surveyed; empty for national polls."
  synonyms    = ["states", "state polled", "district"]
  phrasings   = ["polls in {value}", "polls of {value}", "{value} polls", "voters in {value}"]
  value_synonyms = {
    "Arizona"              = ["AZ"]
    "California"           = ["CA", "cali"]
    "Colorado"             = ["colo"]
    "District of Columbia" = ["DC", "D.C.", "washington dc"]
    "Florida"              = ["FL", "fla"]
    "Georgia"              = ["GA"]
    "Iowa"                 = ["IA"]
    "Maine CD-1"           = ["ME-1", "maine 1st district", "maine first district"]
    "Maine CD-2"           = ["ME-2", "maine 2nd district", "maine second district"]
    "Michigan"             = ["MI", "mich"]
    "Minnesota"            = ["MN", "minn"]
    "Nebraska CD-1"        = ["NE-1", "nebraska 1st district"]
    "Nebraska CD-2"        = ["NE-2", "nebraska 2nd district", "omaha district"]
    "Nebraska CD-3"        = ["NE-3", "nebraska 3rd district"]
    "Nevada"               = ["NV", "nev"]
    "New Hampshire"        = ["NH"]
    "New Jersey"           = ["NJ"]
    "New Mexico"           = ["NM"]
    "New York"             = ["NY"]
    "North Carolina"       = ["NC"]
    "Pennsylvania"         = ["PA", "penn"]
    "South Carolina"       = ["SC"]
    "Texas"                = ["TX"]
    "Utah"                 = ["UT"]
    "Virginia"             = ["VA"]
    "Washington"           = ["WA", "washington state"]
    "Wisconsin"            = ["WI", "wisc"]
  }
}

dimension "region" {
  table       = "states"
  expr        = "region"
  label       = "Region"
  description = "Census region of the state polled; empty for national polls."
  synonyms    = ["regions", "census region", "part of the country"]
  value_synonyms = {
    "North Central" = ["midwest", "midwestern", "mid-west"]
    "South"         = ["southern", "the south"]
    "West"          = ["western", "the west"]
    "Northeast"     = ["northeastern", "north east", "north-east"]
  }
}

dimension "pollster" {
  table    = "pollsters"
  expr     = "pollster"
  label    = "Pollster"
  synonyms = ["pollsters", "polling firm", "polling firms", "firm", "polling company", "polling companies"]
  value_synonyms = {
    "ABC News/Washington Post"                 = ["abc", "washington post", "abc/wapo"]
    "Google Consumer Surveys"                  = ["google"]
    "Rasmussen Reports/Pulse Opinion Research" = ["rasmussen"]
    "USC Dornsife/LA Times"                    = ["usc", "la times", "usc dornsife"]
    "The Times-Picayune/Lucid"                 = ["lucid", "times-picayune"]
    "CVOTER International"                     = ["cvoter", "c-voter"]
    "Public Policy Polling"                    = ["ppp"]
  }
}

dimension "grade" {
  table       = "pollsters"
  expr        = "grade"
  label       = "Pollster grade"
  description = "FiveThirtyEight's letter grade of the pollster; empty for unrated pollsters."
  synonyms    = ["grades", "pollster grade", "pollster rating", "538 grade", "rating"]
}

dimension "voter_population" {
  table       = "polls"
  expr        = "CASE WHEN population = 'lv' THEN 'Likely voters' WHEN population = 'rv' THEN 'Registered voters' WHEN population = 'a' THEN 'Adults' WHEN population = 'v' THEN 'Voters' END"
  label       = "Voter population"
  description = "Who the poll sampled."
  synonyms    = ["population", "voter population", "sample population", "poll population", "voter type"]
  value_synonyms = {
    "Likely voters"     = ["likely voter", "likely-voter", "LV"]
    "Registered voters" = ["registered voter", "registered-voter", "RV"]
    "Adults"            = ["all adults", "adult"]
  }
}

dimension "poll_date" {
  table       = "polls"
  expr        = "end_date"
  label       = "Poll date (end of fieldwork)"
  description = "The day fieldwork ended: the date a poll is counted on."
  type        = "time"
  grains      = ["year", "quarter", "month", "week", "day"]
  synonyms    = ["date", "end date", "poll end date", "field end", "when the poll ended", "completed"]
  phrasings   = ["polls ending in {value}", "polls that ended in {value}", "completed in {value}"]
}

dimension "field_start" {
  table       = "polls"
  expr        = "start_date"
  label       = "Fieldwork start date"
  description = "The day fieldwork began; used only when a question asks when polls started or went into the field."
  type        = "time"
  grains      = ["year", "quarter", "month", "week", "day"]
  synonyms    = ["start date", "fieldwork start", "field start", "in the field from"]
  phrasings   = ["started in {value}", "polls starting in {value}", "went into the field in {value}", "began fieldwork in {value}", "started fieldwork in {value}"]
}

# ---------------------------------------------------------------- filters

filter "national" {
  table       = "states"
  expr        = "level = 'national'"
  label       = "National polls"
  synonyms    = ["national polls", "national", "nationwide", "nationwide polls", "U.S. polls"]
  description = "Polls of the whole country (state = 'U.S.')."
}

filter "state_polls" {
  table       = "states"
  expr        = "level = 'state'"
  label       = "State polls"
  synonyms    = ["state polls", "statewide polls", "state-level polls"]
  description = "Polls of one state or DC; national and congressional-district polls excluded."
}

filter "district_polls" {
  table       = "states"
  expr        = "level = 'congressional district'"
  label       = "District polls"
  synonyms    = ["district polls", "congressional district polls", "CD polls"]
  description = "Polls of one congressional district of Maine or Nebraska."
}

filter "battleground" {
  table       = "states"
  expr        = "state IN ('Arizona', 'Colorado', 'Florida', 'Georgia', 'Iowa', 'Michigan', 'Nevada', 'New Hampshire', 'North Carolina', 'Ohio', 'Pennsylvania', 'Virginia', 'Wisconsin')"
  label       = "Battleground states"
  synonyms    = ["battleground", "battleground states", "swing states", "swing state", "battlegrounds", "toss-up states"]
  description = "The desk's thirteen battleground states of 2016 (see the glossary)."
}

filter "a_rated" {
  table       = "pollsters"
  expr        = "grade IN ('A+', 'A', 'A-')"
  label       = "A-rated pollsters"
  synonyms    = ["A-rated", "A rated", "A-grade", "top-rated", "top rated", "high-quality pollsters"]
  description = "Pollsters graded A+, A or A- by FiveThirtyEight."
}

filter "unrated" {
  table       = "pollsters"
  expr        = "grade IS NULL"
  label       = "Unrated pollsters"
  synonyms    = ["unrated", "ungraded", "without a grade", "no grade"]
  description = "Pollsters FiveThirtyEight did not grade."
}

filter "clinton_ahead" {
  table       = "polls"
  expr        = "clinton_pct > trump_pct"
  label       = "Clinton ahead"
  synonyms    = ["clinton ahead", "clinton leading", "clinton leads", "clinton in front"]
  description = "Polls with Clinton's raw share above Trump's."
}

filter "trump_ahead" {
  table       = "polls"
  expr        = "trump_pct > clinton_pct"
  label       = "Trump ahead"
  synonyms    = ["trump ahead", "trump leading", "trump leads", "trump in front"]
  description = "Polls with Trump's raw share above Clinton's."
}

# --------------------------------------------------------------- metrics

metric "polls" {
  label       = "Number of polls"
  description = "Polls counted: one per row (a poll published for two populations counts twice)."
  synonyms    = ["poll count", "number of polls", "how many polls", "surveys", "polls conducted", "polls released"]
  unit        = "polls"
  owner       = "polling-desk"
  table       = "polls"
  expr        = "COUNT(*)"
  time        = "poll_date"
}

metric "respondents" {
  label         = "Respondents"
  description   = "Total people interviewed: the sum of the polls' sample sizes."
  synonyms      = ["total respondents", "people interviewed", "people surveyed", "interviews", "total sample size", "total sample"]
  unit          = "respondents"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "SUM(sample_size)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "average_sample_size" {
  label       = "Average sample size"
  description = "Mean sample size per poll (the one poll without a sample size is left out)."
  synonyms    = ["avg sample size", "mean sample size", "typical sample size", "respondents per poll", "average respondents"]
  unit        = "respondents"
  owner       = "polling-desk"
  table       = "polls"
  expr        = "AVG(sample_size)"
  time        = "poll_date"
}

metric "clinton_share" {
  label         = "Clinton poll share"
  description   = "Clinton's raw poll share, averaged over polls (each poll counts once)."
  synonyms      = ["clinton support", "clinton's poll share", "clinton poll share", "clinton polling", "support for clinton", "clinton %", { "clinton share" = 0.9 }]
  unit          = "percent (0-100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(clinton_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "trump_share" {
  label         = "Trump poll share"
  description   = "Trump's raw poll share, averaged over polls (each poll counts once)."
  synonyms      = ["trump support", "trump's poll share", "trump poll share", "trump polling", "support for trump", "trump %", { "trump share" = 0.9 }]
  unit          = "percent (0-100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(trump_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "johnson_share" {
  label       = "Johnson poll share"
  description = "Gary Johnson's raw poll share, averaged over the polls that asked about him."
  synonyms    = ["johnson support", "gary johnson", "johnson's poll share", "libertarian share"]
  unit        = "percent (0-100)"
  owner       = "polling-desk"
  caveats     = ["Averaged only over polls that included Johnson."]
  table       = "polls"
  expr        = "AVG(johnson_pct)"
  time        = "poll_date"
}

metric "clinton_lead" {
  label         = "Clinton lead"
  description   = "Clinton's raw share minus Trump's, averaged over polls; negative when Trump is ahead."
  synonyms      = ["lead", "margin", "spread", "clinton margin", "poll margin", "gap", "clinton's lead", "clinton-trump margin"]
  unit          = "points (-100 to 100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(clinton_pct - trump_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "adjusted_clinton_share" {
  label         = "Adjusted Clinton share"
  description   = "Clinton's FiveThirtyEight-adjusted poll share, averaged over polls."
  synonyms      = ["adjusted clinton share", "adjusted clinton support", "adj clinton", "538 adjusted clinton share"]
  unit          = "percent (0-100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(adj_clinton_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "adjusted_trump_share" {
  label         = "Adjusted Trump share"
  description   = "Trump's FiveThirtyEight-adjusted poll share, averaged over polls."
  synonyms      = ["adjusted trump share", "adjusted trump support", "adj trump", "538 adjusted trump share"]
  unit          = "percent (0-100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(adj_trump_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "adjusted_lead" {
  label         = "Adjusted Clinton lead"
  description   = "Clinton's adjusted share minus Trump's adjusted share, averaged over polls."
  synonyms      = ["adjusted lead", "adjusted margin", "adjusted spread", "adj lead", "adjusted clinton lead"]
  unit          = "points (-100 to 100)"
  owner         = "polling-desk"
  table         = "polls"
  expr          = "AVG(adj_clinton_pct - adj_trump_pct)"
  time          = "poll_date"
  documented_in = "polling_glossary"
}

metric "active_pollsters" {
  label       = "Pollsters"
  description = "Distinct pollsters with at least one poll in the period."
  synonyms    = ["number of pollsters", "how many pollsters", "pollster count", "polling firms active"]
  unit        = "pollsters"
  owner       = "polling-desk"
  table       = "polls"
  expr        = "COUNT(DISTINCT pollster_id)"
  time        = "poll_date"
}

metric "electoral_votes" {
  label       = "Electoral votes"
  description = "Electoral votes of the states counted (each state's total, from the official result table)."
  synonyms    = ["electoral college votes", "EVs", "electors"]
  unit        = "electoral votes"
  owner       = "polling-desk"
  table       = "results"
  expr        = "SUM(electoral_votes)"
}

metric "clinton_vote_share" {
  label       = "Clinton vote share (result)"
  description = "Clinton's share of the popular vote in the official result; over several states, the simple mean of the states' shares."
  synonyms    = ["clinton's actual vote share", "clinton vote share", "clinton result", "actual clinton share", "clinton's share of the vote", "votes for clinton"]
  unit        = "percent (0-100)"
  owner       = "polling-desk"
  caveats     = ["Across several states this is an unweighted mean of state results, not the national popular vote."]
  table       = "results"
  expr        = "AVG(clinton_vote_pct)"
}

metric "trump_vote_share" {
  label       = "Trump vote share (result)"
  description = "Trump's share of the popular vote in the official result; over several states, the simple mean of the states' shares."
  synonyms    = ["trump's actual vote share", "trump vote share", "trump result", "actual trump share", "trump's share of the vote", "votes for trump"]
  unit        = "percent (0-100)"
  owner       = "polling-desk"
  caveats     = ["Across several states this is an unweighted mean of state results, not the national popular vote."]
  table       = "results"
  expr        = "AVG(trump_vote_pct)"
}

metric "actual_margin" {
  label       = "Actual Clinton margin (result)"
  description = "Clinton's vote share minus Trump's in the official result; negative where Trump won."
  synonyms    = ["actual margin", "result margin", "winning margin", "final margin", "real margin"]
  unit        = "points (-100 to 100)"
  owner       = "polling-desk"
  table       = "results"
  expr        = "AVG(clinton_vote_pct - trump_vote_pct)"
}

# ----------------------------------------------------------------- periods

period "conventions_2016" {
  label       = "Conventions 2016"
  from        = "2016-07-18"
  to          = "2016-07-28"
  synonyms    = ["conventions", "the conventions", "convention period", "convention season", "convention weeks"]
  description = "From the first day of the Republican convention to the last day of the Democratic convention."
}

period "final_week_2016" {
  label       = "Final week 2016"
  from        = "2016-11-01"
  to          = "2016-11-07"
  synonyms    = ["final week", "the final week", "last week of the campaign", "last week before the election", "closing week"]
  description = "The last seven days of polling before election day (8 November 2016)."
}

# ----------------------------------------------------------------- rules

rule "poll_dated_by_end_date" {
  description = "A poll is dated by end_date, the last day of fieldwork. Use start_date only when the question asks when polls started or went into the field."
  tables      = ["polls"]
}

rule "raw_unless_adjusted" {
  description = "Shares and leads are the raw poll numbers unless the question says adjusted; never mix raw and adjusted columns in one figure."
  metrics     = ["clinton_share", "trump_share", "clinton_lead", "adjusted_clinton_share", "adjusted_trump_share", "adjusted_lead"]
}

rule "unweighted_poll_averages" {
  description = "Poll averages are simple means over polls: every poll counts once, whatever its sample size."
  metrics     = ["clinton_share", "trump_share", "johnson_share", "clinton_lead", "adjusted_clinton_share", "adjusted_trump_share", "adjusted_lead"]
}

rule "national_polls_have_no_state" {
  description = "National polls (state = 'U.S.') belong to no state and no region; a breakdown by state or region leaves them in an empty group, which is not a state."
  tables      = ["polls", "states"]
}

rule "polls_versus_results" {
  description = "Poll shares (polls table) and vote shares (results table) are different things: 'actual', 'result' or 'vote share' means the official result; 'poll', 'polling' or 'support' means the polls."
  tables      = ["polls", "results"]
  metrics     = ["clinton_share", "clinton_vote_share", "trump_share", "trump_vote_share", "clinton_lead", "actual_margin"]
}

rule "lead_sign" {
  description = "The lead is Clinton minus Trump: positive means Clinton ahead, negative means Trump ahead."
  metrics     = ["clinton_lead", "adjusted_lead", "actual_margin"]
}

# ------------------------------------------------------- verified queries

verified_query "polls_per_month" {
  question = "How many polls ended in each month?"
  sql      = <<-SQL
    SELECT date_trunc('month', end_date) AS month, COUNT(*) AS polls
    FROM polls
    GROUP BY ALL ORDER BY month
  SQL
}

verified_query "national_lead_by_week" {
  question = "What was Clinton's average lead in national polls each week?"
  sql      = <<-SQL
    SELECT date_trunc('week', p.end_date) AS week,
           AVG(p.clinton_pct - p.trump_pct) AS clinton_lead,
           COUNT(*) AS polls
    FROM polls p JOIN states s ON s.state = p.state
    WHERE s.level = 'national'
    GROUP BY ALL ORDER BY week
  SQL
}

# -------------------------------------------------------------- documents

document "polling_glossary" {
  paths       = ["documents/polling_glossary.md"]
  description = "How the desk defines poll date, poll share, Clinton lead, adjusted numbers, grades, battleground states and polling error."
}

document "campaign_calendar" {
  paths       = ["documents/campaign_calendar.md"]
  description = "Phases of the 2016 race with their dates: primary season, conventions, debate season, final week."
}

document "reporting_policy" {
  paths       = ["documents/reporting_policy.md"]
  description = "When a poll may be quoted in a story: minimum sample size, unrated pollsters, toss-ups, margin of error, corrections."
}
