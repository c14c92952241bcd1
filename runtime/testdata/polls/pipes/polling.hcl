# Pipes the polling desk uses every day.

pipe "state_averages" {
  description = "Polling average per state in a date range: number of polls, Clinton's and Trump's average raw shares and the average Clinton lead. National polls are left out; districts of Maine and Nebraska are listed on their own."
  examples = [
    "Polling average by state",
    "Where was Clinton ahead in October?",
    "State polls in the final week",
    "Average lead in each state since September",
  ]
  tags = ["states", "averages"]

  param "from" {
    type        = "date"
    default     = "2015-11-01"
    description = "First poll end date included."
  }
  param "to" {
    type        = "date"
    default     = "2016-11-08"
    description = "Last poll end date included."
  }
  param "state" {
    type        = "string"
    dimension   = "state"
    description = "Only this state (all when left out)."
  }

  sql = <<-SQL
    SELECT p.state AS state,
           COUNT(*) AS polls,
           AVG(p.clinton_pct) AS clinton_share,
           AVG(p.trump_pct) AS trump_share,
           AVG(p.clinton_pct - p.trump_pct) AS clinton_lead
    FROM polls p
    JOIN states s ON s.state = p.state
    WHERE s.level <> 'national'
      AND CAST(p.end_date AS DATE) BETWEEN $from AND $to
      AND ($state IS NULL OR p.state = $state)
    GROUP BY p.state
    ORDER BY clinton_lead DESC, state
  SQL

  output "clinton_share" { unit = "percent (0-100)" }
  output "trump_share" { unit = "percent (0-100)" }
  output "clinton_lead" { unit = "points (-100 to 100)" }
}

pipe "pollster_scorecard" {
  description = "Pollsters ranked by number of polls in a date range, with their grade, respondents, average raw and adjusted Clinton lead."
  examples = [
    "Most active pollsters",
    "Pollster scorecard for October",
    "Which firms polled the most?",
    "How did each pollster's margin compare with its adjusted margin?",
  ]
  tags = ["pollsters", "ranking"]

  param "limit" {
    type    = "int"
    default = 20
    min     = 1
    max     = 200
  }
  param "from" {
    type    = "date"
    default = "2015-11-01"
  }
  param "to" {
    type    = "date"
    default = "2016-11-08"
  }

  sql = <<-SQL
    SELECT ps.pollster AS pollster,
           ps.grade AS grade,
           COUNT(*) AS polls,
           SUM(p.sample_size) AS respondents,
           AVG(p.clinton_pct - p.trump_pct) AS clinton_lead,
           AVG(p.adj_clinton_pct - p.adj_trump_pct) AS adjusted_lead
    FROM polls p
    JOIN pollsters ps ON ps.pollster_id = p.pollster_id
    WHERE CAST(p.end_date AS DATE) BETWEEN $from AND $to
    GROUP BY ps.pollster, ps.grade
    ORDER BY polls DESC, pollster
    LIMIT $limit
  SQL

  output "respondents" { unit = "respondents" }
  output "clinton_lead" { unit = "points (-100 to 100)" }
  output "adjusted_lead" { unit = "points (-100 to 100)" }
}

pipe "polling_error" {
  description = "Polling error per state: the average Clinton lead of the state's polls in a date range against Clinton's actual margin in the result. Positive error means the polls overstated Clinton. States and DC only."
  examples = [
    "Polling error by state",
    "Where did the polls miss?",
    "How far off were the final-week polls in Wisconsin?",
    "Polls vs results",
  ]
  tags = ["accuracy", "results", "states"]

  param "from" {
    type        = "date"
    default     = "2016-10-18"
    description = "First poll end date included (default: the last three weeks)."
  }
  param "to" {
    type    = "date"
    default = "2016-11-07"
  }
  param "state" {
    type      = "string"
    dimension = "state"
  }

  sql = <<-SQL
    SELECT p.state AS state,
           COUNT(*) AS polls,
           AVG(p.clinton_pct - p.trump_pct) AS clinton_lead,
           r.clinton_vote_pct - r.trump_vote_pct AS actual_margin,
           AVG(p.clinton_pct - p.trump_pct) - (r.clinton_vote_pct - r.trump_vote_pct) AS polling_error
    FROM polls p
    JOIN results r ON r.state = p.state
    WHERE CAST(p.end_date AS DATE) BETWEEN $from AND $to
      AND ($state IS NULL OR p.state = $state)
    GROUP BY p.state, r.clinton_vote_pct, r.trump_vote_pct
    ORDER BY abs(polling_error) DESC, state
  SQL

  output "clinton_lead" { unit = "points (-100 to 100)" }
  output "actual_margin" { unit = "points (-100 to 100)" }
  output "polling_error" { unit = "points" }
}
