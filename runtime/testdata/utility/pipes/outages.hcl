# Network reliability per region over a period.

pipe "outage_report" {
  description = "Outage report per network region for the outages that started in a date range: outages, unplanned outages, average outage duration in hours, customers affected, and unplanned electricity outages that lasted longer than the 12-hour restoration standard, optionally for one fuel."
  examples = [
    "Outage report by region for 2024",
    "How reliable was each region's network in Q1 2025?",
    "Reliability by region during fiscal 2025",
    "Gas interruptions per region in 2023",
  ]
  tags = ["outages", "reliability", "regions"]

  param "from" {
    type        = "date"
    default     = "2025-01-01"
    description = "First day of the period (by outage start)."
  }
  param "to" {
    type        = "date"
    default     = "2025-06-30"
    description = "Last day of the period (by outage start)."
  }
  param "fuel" {
    type        = "string"
    dimension   = "outage_fuel"
    description = "Only outages of this supply, electricity or gas (both when left out)."
  }

  sql = <<-SQL
    SELECT region,
           COUNT(*) AS outages,
           COUNT(*) FILTER (WHERE cause <> 'planned maintenance') AS unplanned_outages,
           AVG(date_diff('second', started_at, restored_at) / 3600.0) AS avg_outage_hours,
           SUM(customers_affected) AS customers_affected,
           COUNT(*) FILTER (WHERE cause <> 'planned maintenance' AND fuel = 'electricity'
                            AND date_diff('second', started_at, restored_at) > 12 * 3600) AS over_12_hours
    FROM outages
    WHERE CAST(started_at AS DATE) BETWEEN $from AND $to
      AND ($fuel IS NULL OR fuel = $fuel)
    GROUP BY region
    ORDER BY outages DESC, region
  SQL

  output "avg_outage_hours" {
    description = "Mean hours from the start of an outage to restoration (planned outages included)."
    unit        = "hours"
  }
  output "customers_affected" { description = "Premises off supply, summed over the outages (all suppliers' customers)." }
  output "over_12_hours" { description = "Unplanned electricity outages restored after more than 12 hours: the restoration standard of documents/service_standards.md was missed." }
}
