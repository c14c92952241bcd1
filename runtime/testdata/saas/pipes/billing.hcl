pipe "billings_by_plan" {
  description = "Paid billings per subscription plan in a date range."
  examples    = ["Billings by plan", "Which plan brings in the most?"]
  param "from" {
    type    = "date"
    default = "2000-01-01"
  }
  param "to" {
    type    = "date"
    default = "2100-12-31"
  }
  sql = <<-SQL
    SELECT p.plan_name AS plan, SUM(i.amount) AS billings
    FROM invoices i JOIN plans p ON p.plan_id = i.plan_id
    WHERE i.status = 'paid' AND CAST(i.issued_on AS DATE) BETWEEN $from AND $to
    GROUP BY p.plan_name
    ORDER BY billings DESC
  SQL
  output "billings" { unit = "EUR" }
}
