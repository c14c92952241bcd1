package scaffold

// skeleton is the workspace `init` writes without data files: one live
// source with no files (so it validates), and every other block commented,
// ready to uncomment.
func skeleton(source string) map[string][]byte {
	return map[string][]byte{
		knowledgeFile: []byte(`# What the data means. Uncomment and fill in; ` + "`datacopilot validate`" + ` checks it.
# Or start again from data files: datacopilot init --from data/*.csv

source "` + source + `" {
  type = "duckdb" # embedded; each file block below is loaded as a table at start

  # file "orders" { path = "data/orders.csv" }     # CSV, Parquet or JSON (.json, .jsonl)
}

# table "orders" {
#   description  = "One row per order."
#   owner        = "sales-ops"
#   data_quality = ["shipped_at is empty for orders not yet shipped."]
#   column "amount" {
#     description = "Order total before tax."
#     unit        = "USD"
#   }
#   join "customers" { column = "customer_id" } # many orders → one customer
# }

# dimension "order_date" {
#   table  = "orders"
#   expr   = "ordered_at"
#   type   = "time"
#   grains = ["year", "quarter", "month", "week", "day"]
# }

# dimension "country" {
#   table     = "customers"
#   expr      = "country"
#   synonyms  = ["countries", "market"]
#   phrasings = ["customers in {value}"]
# }

# metric "revenue" {
#   label    = "Revenue"
#   synonyms = ["sales", "turnover"]
#   unit     = "USD"
#   table    = "orders"
#   expr     = "SUM(amount)"
#   time     = "order_date"
#   filters  = ["status <> 'cancelled'"]
# }

# filter "late" {
#   table    = "orders"
#   expr     = "shipped_at > promised_at"
#   synonyms = ["late", "overdue"]
# }

# rule "no_tax" {
#   description = "Amounts exclude tax."
#   tables      = ["orders"]
# }

# verified_query "orders_last_month" {
#   question = "How many orders did we get last month?"
#   sql      = "SELECT COUNT(*) FROM orders WHERE ordered_at >= date_trunc('month', current_date) - INTERVAL 1 MONTH AND ordered_at < date_trunc('month', current_date)"
# }
`),
		agentsFile: []byte(agentsSkeleton),
		pipeFile: []byte(`# Pipes: parameterized SQL the agent runs by name. Params are bound ($name).
#
# pipe "revenue_by_country" {
#   description = "Revenue per customer country in a date range."
#   examples    = ["revenue by country in 2024"]
#   param "from" {
#     type    = "date"
#     default = "2024-01-01"
#   }
#   param "to" {
#     type    = "date"
#     default = "2024-12-31"
#   }
#   sql = <<-SQL
#     SELECT c.country, SUM(o.amount) AS revenue
#     FROM orders o JOIN customers c ON c.customer_id = o.customer_id
#     WHERE o.ordered_at BETWEEN $from AND $to
#     GROUP BY 1 ORDER BY 2 DESC
#   SQL
#   output "revenue" { unit = "USD" }
# }
`),
		evalFile: []byte(`# Golden questions with answers you checked by hand; ` + "`datacopilot eval`" + ` runs them.
#
# golden "orders_2024" {
#   question      = "How many orders in 2024?"
#   format_hint   = "int"
#   expect        = 1234
#   expect_metric = "orders"
#   difficulty    = "easy"
# }
`),
		readmeFile: []byte("# A datacopilot workspace\n\nA skeleton written by `datacopilot init`. Put data files under `data/`, declare them\n" +
			"in `knowledge.hcl` (or run `datacopilot init --from data/*.csv` in an empty folder to\n" +
			"have the blocks guessed for you), then:\n\n```sh\ndatacopilot validate\ndatacopilot ask \"how many orders by country\"\n```\n"),
	}
}
