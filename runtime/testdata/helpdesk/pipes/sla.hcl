# SLA compliance per priority over a period.

pipe "sla_compliance" {
  description = "SLA compliance per priority for the tickets opened in a date range: tickets, the first response and resolution targets in hours, tickets that missed the first response target, tickets that missed the resolution target, tickets that breached either, and the breach rate (%), optionally for one plan."
  examples = [
    "SLA compliance by priority in 2024",
    "How many P1 tickets missed their response target last quarter?",
    "SLA report for Enterprise customers in Q2 2025",
    "Breach rate per priority in 2023",
  ]
  tags = ["sla", "breaches", "priority"]

  param "from" {
    type        = "date"
    default     = "2025-01-01"
    description = "First day of the period (by opening date)."
  }
  param "to" {
    type        = "date"
    default     = "2025-06-30"
    description = "Last day of the period (by opening date)."
  }
  param "plan" {
    type        = "string"
    dimension   = "plan"
    description = "Only the tickets of customers on this plan (every plan when left out)."
  }

  sql = <<-SQL
    WITH t AS (
      SELECT t.ticket_id, t.priority, t.sla_breached
      FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
      WHERE CAST(t.opened_at AS DATE) BETWEEN $from AND $to
        AND ($plan IS NULL OR c.plan = $plan)
    ),
    b AS (
      SELECT ticket_id,
             bool_or(breach_type = 'first response') AS missed_first_response,
             bool_or(breach_type = 'resolution') AS missed_resolution
      FROM sla_breaches GROUP BY ticket_id
    )
    SELECT t.priority,
           COUNT(*) AS tickets,
           CASE t.priority WHEN 'P1' THEN 1 WHEN 'P2' THEN 4 WHEN 'P3' THEN 8 ELSE 24 END AS first_response_target_hours,
           CASE t.priority WHEN 'P1' THEN 8 WHEN 'P2' THEN 24 WHEN 'P3' THEN 72 ELSE 120 END AS resolution_target_hours,
           COUNT(*) FILTER (WHERE b.missed_first_response) AS missed_first_response,
           COUNT(*) FILTER (WHERE b.missed_resolution) AS missed_resolution,
           COUNT(*) FILTER (WHERE t.sla_breached) AS breached_tickets,
           100.0 * COUNT(*) FILTER (WHERE t.sla_breached) / COUNT(*) AS breach_rate
    FROM t LEFT JOIN b ON b.ticket_id = t.ticket_id
    GROUP BY t.priority
    ORDER BY t.priority
  SQL

  output "first_response_target_hours" {
    description = "First response target of the priority (documents/sla_policy.md)."
    unit        = "hours"
  }
  output "resolution_target_hours" {
    description = "Resolution target of the priority."
    unit        = "hours"
  }
  output "breached_tickets" { description = "Tickets that missed at least one target (each counted once)." }
  output "breach_rate" {
    description = "Breached tickets as a percentage of tickets opened."
    unit        = "%"
  }
}
