# Held-out round 8: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round8.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round8.py

golden "r8_turnover_nov_1997" {
  question    = "what was our turnover in november 1997?"
  format_hint = "float"
  expect      = 43533.81
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "synonym"]
}

golden "r8_clients_bought_camembert_1997" {
  question    = "how many different clients bought Camembert Pierrot in 1997"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "customer", "product", "synonym"]
}

golden "r8_top_five_customers_combined_1998" {
  question    = "What did our five biggest customers spend with us in 1998, all together?"
  format_hint = "float"
  expect      = 159797.55
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["top-n", "customer", "sum-of-top"]
}

golden "r8_second_most_discount_rep_1997" {
  question    = "Which sales rep gave away the second-largest amount in discounts in 1997?"
  format_hint = "str"
  expect      = "Robert King"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "non-default-metric", "employee", "ordinal"]
}

golden "r8_products_over_20k_1997" {
  question    = "how many products brought in over $20k in sales in 1997"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "product", "count"]
}

golden "r8_orders_q4_1997_not_germany_usa" {
  question    = "Number of orders placed in Q4 1997 that weren't shipped to Germany or the USA?"
  format_hint = "int"
  expect      = 84
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "ship-country", "period"]
}

golden "r8_peacock_share_of_orders_1997" {
  question    = "What percentage of the orders we took in 1997 were handled by Margaret Peacock?"
  format_hint = "float"
  expect      = 19.8529
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "employee", "orders"]
}

golden "r8_beverage_sales_growth_q1_97_q1_98" {
  question    = "how much did beverage sales grow from q1 97 to q1 98, in %?"
  format_hint = "float"
  expect      = 153.22
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "category", "sloppy"]
}

golden "r8_products_per_order_1997" {
  question    = "On average, how many different products were on each order placed in 1997?"
  format_hint = "float"
  expect      = 2.5956
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "per-order"]
}

golden "r8_orders_by_buchanan_reports_1997" {
  question    = "How many 1997 orders were taken by the reps who report to Steven Buchanan?"
  format_hint = "int"
  expect      = 88
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "hierarchy", "employee"]
}

golden "r8_doc_return_window_unopened_beer" {
  question    = "how long does a customer have to send back an unopened case of beer, in days?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "ordinary-words"]
}

golden "r8_unanswerable_import_duties_japan_1997" {
  question    = "how much did we pay in import duties on goods from our japanese suppliers in 1997"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
