# A small subscription-billing workspace: nothing in it is Northwind. The
# planner must answer from these files alone.

source "billing" {
  type = "duckdb"
  file "accounts" { path = "data/accounts.csv" }
  file "plans"    { path = "data/plans.csv" }
  file "invoices" { path = "data/invoices.csv" }
}

table "invoices" {
  description = "One row per invoice sent to an account."
  join "accounts" { column = "account_id" }
  join "plans"    { column = "plan_id" }
}

table "accounts" { description = "Customer accounts." }
table "plans"    { description = "Subscription plans." }

dimension "region" {
  table    = "accounts"
  expr     = "region"
  synonyms = ["regions", "geo"]
}

dimension "industry" {
  table    = "accounts"
  expr     = "industry"
  synonyms = ["industries", "sector", "vertical"]
}

dimension "account" {
  table    = "accounts"
  expr     = "account_name"
  synonyms = ["accounts", "customer", "customers", "client"]
}

dimension "plan" {
  table    = "plans"
  expr     = "plan_name"
  synonyms = ["plans", "tier", "subscription"]
}

dimension "issued_on" {
  table  = "invoices"
  expr   = "issued_on"
  label  = "Invoice date"
  type   = "time"
  grains = ["year", "quarter", "month", "day"]
}

metric "billings" {
  label       = "Billings"
  description = "Amount invoiced and paid; void invoices excluded."
  synonyms    = ["billed", "invoiced amount", "collections"]
  unit        = "EUR"
  table       = "invoices"
  expr        = "SUM(amount)"
  filters     = ["status = 'paid'"]
  time        = "issued_on"
}

metric "invoice_count" {
  label    = "Invoices"
  synonyms = ["invoices", "number of invoices"]
  unit     = "invoices"
  table    = "invoices"
  expr     = "COUNT(*)"
  time     = "issued_on"
}

metric "account_count" {
  label    = "Accounts"
  synonyms = ["number of accounts", "how many accounts", "how many customers"]
  table    = "accounts"
  expr     = "COUNT(*)"
}
