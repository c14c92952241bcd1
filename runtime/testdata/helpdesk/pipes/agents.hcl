# Agent performance: what each agent owned and resolved over a period.

pipe "agent_scorecard" {
  description = "Scorecard per agent for the tickets they own that were resolved in a date range: tickets resolved, average and median resolution time in hours, reopen rate, SLA breach rate, answered surveys and CSAT (% of answered surveys scoring 4 or 5), optionally for one team or one site."
  examples = [
    "Agent scorecard for Q1 2025",
    "How did each Tier 2 agent do in 2024?",
    "Resolution time and CSAT per agent last quarter",
    "Agent performance in the Billing team in 2024",
  ]
  tags = ["agents", "performance", "csat", "resolution time"]

  param "from" {
    type        = "date"
    default     = "2025-01-01"
    description = "First day of the period (by resolution date)."
  }
  param "to" {
    type        = "date"
    default     = "2025-06-30"
    description = "Last day of the period (by resolution date)."
  }
  param "team" {
    type        = "string"
    dimension   = "team"
    description = "Only the agents of this team (all teams when left out)."
  }
  param "site" {
    type        = "string"
    dimension   = "site"
    description = "Only the agents of this site (all sites when left out)."
  }

  sql = <<-SQL
    WITH t AS (
      SELECT t.*, date_diff('second', t.opened_at, t.resolved_at) / 3600.0 AS hours
      FROM tickets t
      WHERE t.resolved_at IS NOT NULL
        AND CAST(t.resolved_at AS DATE) BETWEEN $from AND $to
    ),
    s AS (
      SELECT s.ticket_id, s.score FROM satisfaction_surveys s WHERE s.score IS NOT NULL
    )
    SELECT a.full_name AS agent,
           a.team,
           a.site,
           COUNT(*) AS resolved_tickets,
           AVG(t.hours) AS avg_resolution_hours,
           MEDIAN(t.hours) AS median_resolution_hours,
           100.0 * COUNT(*) FILTER (WHERE t.reopened_count > 0) / COUNT(*) AS reopen_rate,
           100.0 * COUNT(*) FILTER (WHERE t.sla_breached) / COUNT(*) AS sla_breach_rate,
           COUNT(s.score) AS survey_responses,
           100.0 * COUNT(*) FILTER (WHERE s.score >= 4) / NULLIF(COUNT(s.score), 0) AS csat
    FROM t
    JOIN agents a ON a.agent_id = t.assigned_agent_id
    LEFT JOIN s ON s.ticket_id = t.ticket_id
    WHERE ($team IS NULL OR a.team = $team)
      AND ($site IS NULL OR a.site = $site)
    GROUP BY a.full_name, a.team, a.site
    ORDER BY resolved_tickets DESC, agent
  SQL

  output "resolved_tickets" { description = "Tickets the agent owns that were resolved in the period." }
  output "avg_resolution_hours" {
    description = "Mean hours from opening to resolution."
    unit        = "hours"
  }
  output "median_resolution_hours" {
    description = "Median hours from opening to resolution."
    unit        = "hours"
  }
  output "reopen_rate" {
    description = "Share of those tickets reopened at least once."
    unit        = "%"
  }
  output "sla_breach_rate" {
    description = "Share of those tickets that breached their SLA."
    unit        = "%"
  }
  output "csat" {
    description = "Share of the answered surveys of those tickets scoring 4 or 5 (empty with no answered survey)."
    unit        = "%"
  }
}
