# Builds data/*.csv from the dslabs R package (Debian: r-cran-dslabs 0.7.4).
#   apt-get install -y r-base-core r-cran-dslabs
#   cd data && Rscript make_tables.R
# The only changes to the source data are: the flat poll table is split into
# polls / pollsters / states / results, columns are renamed, ids are added
# (poll_id in the package's row order, pollster_id in alphabetical order of
# the pollster's name), and the states table gets a state code, a level and
# a Census region (taken from dslabs' `murders` table; the Maine and Nebraska
# congressional districts take the region of their state).
suppressMessages(library(dslabs))
p <- polls_us_election_2016

pollster_names <- sort(unique(as.character(p$pollster)))
grade_of <- tapply(as.character(p$grade), as.character(p$pollster), function(x) x[1])
pollsters <- data.frame(
  pollster_id = seq_along(pollster_names),
  pollster    = pollster_names,
  grade       = unname(grade_of[pollster_names]),
  stringsAsFactors = FALSE
)

polls <- data.frame(
  poll_id         = seq_len(nrow(p)),
  state           = as.character(p$state),
  pollster_id     = match(as.character(p$pollster), pollster_names),
  start_date      = format(p$startdate, "%Y-%m-%d"),
  end_date        = format(p$enddate, "%Y-%m-%d"),
  sample_size     = p$samplesize,
  population      = p$population,
  clinton_pct     = p$rawpoll_clinton,
  trump_pct       = p$rawpoll_trump,
  johnson_pct     = p$rawpoll_johnson,
  mcmullin_pct    = p$rawpoll_mcmullin,
  adj_clinton_pct = round(p$adjpoll_clinton, 4),
  adj_trump_pct   = round(p$adjpoll_trump, 4),
  adj_johnson_pct = round(p$adjpoll_johnson, 4),
  adj_mcmullin_pct = round(p$adjpoll_mcmullin, 4),
  stringsAsFactors = FALSE
)

geo <- sort(unique(as.character(p$state)))
m <- murders
cd <- grepl(" CD-", geo)
parent <- ifelse(cd, sub(" CD-.*", "", geo), NA)
base <- ifelse(cd, parent, geo)
abb <- m$abb[match(base, m$state)]
states <- data.frame(
  state        = geo,
  state_code   = ifelse(geo == "U.S.", "US", ifelse(cd, paste0(abb, "-", sub(".* CD-", "", geo)), abb)),
  level        = ifelse(geo == "U.S.", "national", ifelse(cd, "congressional district", "state")),
  region       = as.character(m$region[match(base, m$state)]),
  parent_state = parent,
  stringsAsFactors = FALSE
)

r <- results_us_election_2016
results <- data.frame(
  state            = r$state,
  electoral_votes  = r$electoral_votes,
  clinton_vote_pct = r$clinton,
  trump_vote_pct   = r$trump,
  others_vote_pct  = r$others,
  stringsAsFactors = FALSE
)
results <- results[order(results$state), ]

w <- function(d, f) write.csv(d, f, row.names = FALSE, na = "", fileEncoding = "UTF-8")
w(polls, "polls.csv")
w(pollsters, "pollsters.csv")
w(states, "states.csv")
w(results, "results.csv")
