# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round9.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round9.py

golden "r9_avg_seafood_line_item_value_1997" {
  question    = "whats the avg value of a seafood line item in 1997?"
  format_hint = "float"
  expect      = 413.33
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-line", "category", "sloppy"]
}

golden "r9_dairy_among_top_ten_products_1997" {
  question    = "Of our top ten products by revenue in 1997, how many were dairy products?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "written-number", "product", "category"]
}

golden "r9_item_on_most_orders_1998" {
  question    = "which item showed up on the most orders in 1998?"
  format_hint = "str"
  expect      = "Konbu"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "product", "synonym"]
}

golden "r9_us_share_of_cheese_sales_1998" {
  question    = "what % of our 1998 cheese sales went to american customers?"
  format_hint = "float"
  expect      = 18.9428
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "customer-country", "category", "synonym"]
}

golden "r9_reps_serving_ernst_handel_1998" {
  question    = "how many different sales reps took orders from Ernst Handel in 1998?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "employee", "customer"]
}

golden "r9_customers_without_1998_orders" {
  question    = "How many customers on our books didn't place a single order in 1998?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "customer", "anti-join"]
}

golden "r9_orders_under_100_1997" {
  question    = "how many 1997 orders came in under a hundred bucks?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "per-order", "sloppy"]
}

golden "r9_revenue_delivered_to_colchester_1997" {
  question    = "How much revenue did we make on orders delivered to Colchester in 1997?"
  format_hint = "float"
  expect      = 6406.9
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "ship-city", "period"]
}

golden "r9_third_biggest_market_1997" {
  question    = "which country was our number 3 market in 1997, by sales?"
  format_hint = "str"
  expect      = "Austria"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "customer-country", "synonym"]
}

golden "r9_more_orders_apr98_than_apr97" {
  question    = "how many more orders did we get in april 98 than in april 97?"
  format_hint = "int"
  expect      = 43
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "period", "orders", "sloppy"]
}

golden "r9_doc_categories_promoted_1997_campaigns" {
  question    = "across all our 1997 marketing campaigns, how many different product categories got promoted?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "campaign", "count"]
}

golden "r9_unanswerable_staff_turnover_1997" {
  question    = "what was our staff turnover in 1997, i.e. what % of employees quit that year?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "synonym-trap"]
}
