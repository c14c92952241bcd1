# Billing and collections per customer segment over a range of billing months.

pipe "billing_summary" {
  description = "Billing and collections per customer segment for the bills of the billing months in a date range: bills, amount billed (USD), on-time payment rate (%), bills paid late, unpaid bills and the amount still unpaid, optionally for the customers of one region."
  examples = [
    "Billing summary by segment for 2024",
    "Collections report for the Metro region in Q1 2025",
    "How much did each segment owe in unpaid bills for fiscal 2025?",
    "On-time payment and arrears per segment in 2023",
  ]
  tags = ["billing", "payments", "collections", "segments"]

  param "from" {
    type        = "date"
    default     = "2025-01-01"
    description = "First billing month of the range (its first day)."
  }
  param "to" {
    type        = "date"
    default     = "2025-05-31"
    description = "Last day of the range; billing months starting on or before it are included."
  }
  param "region" {
    type        = "string"
    dimension   = "customer_region"
    description = "Only the customers of this region (every region when left out)."
  }

  sql = <<-SQL
    SELECT c.segment,
           COUNT(*) AS bills,
           SUM(b.amount_billed) AS amount_billed,
           100.0 * COUNT(*) FILTER (WHERE b.paid_date IS NOT NULL AND b.paid_date <= b.due_date) / COUNT(*) AS on_time_payment_rate,
           COUNT(*) FILTER (WHERE b.paid_date > b.due_date) AS late_payments,
           COUNT(*) FILTER (WHERE b.paid_date IS NULL) AS unpaid_bills,
           coalesce(SUM(b.amount_billed) FILTER (WHERE b.paid_date IS NULL), 0) AS unpaid_amount
    FROM bills b
    JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.billing_month BETWEEN $from AND $to
      AND ($region IS NULL OR c.region = $region)
    GROUP BY c.segment
    ORDER BY SUM(b.amount_billed) DESC, c.segment
  SQL

  output "amount_billed" {
    description = "Total of the bills' amounts."
    unit        = "USD"
  }
  output "on_time_payment_rate" {
    description = "Bills paid on or before their due date as a percentage of the bills (unpaid bills count as not on time)."
    unit        = "%"
  }
  output "late_payments" { description = "Bills paid after their due date." }
  output "unpaid_bills" { description = "Bills with no payment at the extract." }
  output "unpaid_amount" {
    description = "Total of the unpaid bills' amounts."
    unit        = "USD"
  }
}
