# Fleet reliability: repair tickets and cost per bike model.

pipe "model_reliability" {
  description = "Per bike model: bikes in the fleet, repair tickets reported in a date range, tickets per bike, repair cost and average days to resolve."
  examples = [
    "Which bike model breaks down the most?",
    "Repairs per bike by model in 2024",
    "Repair cost by bike model",
    "Reliability of the E-Bolt models",
  ]
  tags = ["fleet", "maintenance"]

  param "from" {
    type        = "date"
    default     = "2022-01-01"
    description = "First report date included."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last report date included."
  }

  sql = <<-SQL
    WITH m AS (
      SELECT * FROM maintenance WHERE reported_on BETWEEN $from AND $to
    )
    SELECT b.model,
           b.bike_type,
           COUNT(DISTINCT b.bike_id) AS bikes,
           COUNT(m.ticket_id) AS tickets,
           COUNT(m.ticket_id) * 1.0 / COUNT(DISTINCT b.bike_id) AS tickets_per_bike,
           COALESCE(SUM(m.repair_cost_usd), 0) AS repair_cost,
           AVG(DATE_DIFF('day', m.reported_on, m.resolved_on)) AS average_days_to_resolve
    FROM bikes b
    LEFT JOIN m ON m.bike_id = b.bike_id
    GROUP BY b.model, b.bike_type
    ORDER BY tickets_per_bike DESC, b.model
  SQL

  output "tickets_per_bike" { description = "Tickets reported in the range per bike of the model in the register." }
  output "repair_cost" { unit = "USD" }
  output "average_days_to_resolve" { unit = "days" }
}
