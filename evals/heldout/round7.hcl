# Held-out round 7: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round7.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round7.py

golden "r7_ernst_handel_spend_1997" {
  question    = "how much did ernst handel spend with us in 1997"
  format_hint = "float"
  expect      = 48096.26
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "customer", "synonym"]
}

golden "r7_united_package_freight_q2_1998" {
  question    = "freight charged on orders placed in q2 1998 that went with united package"
  format_hint = "float"
  expect      = 4200.76
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["period", "shipper", "role"]
}

golden "r7_top_aov_rep_1997" {
  question    = "which sales rep had the highest average order value in 1997?"
  format_hint = "str"
  expect      = "Andrew Fuller"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "ratio-metric", "employee"]
}

golden "r7_fewest_units_supplier_1998" {
  question    = "Which vendor's products sold the fewest units in 1998?"
  format_hint = "str"
  expect      = "Zaanse Snoepfabriek"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-1", "supplier", "synonym"]
}

golden "r7_dairy_profit_q3_1997" {
  question    = "what was our profit on dairy products in Q3 1997"
  format_hint = "float"
  expect      = 9190.26
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["period", "category", "defined-metric", "synonym"]
}

golden "r7_around_the_horn_distinct_products_1997" {
  question    = "how many different products did Around the Horn buy from us in 1997"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "customer"]
}

golden "r7_orders_over_2000_1997" {
  question    = "How many of the orders placed in 1997 brought in more than $2,000 of revenue each?"
  format_hint = "int"
  expect      = 94
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-order", "count"]
}

golden "r7_discontinued_share_revenue_1998" {
  question    = "what % of 1998 sales came from products we've since discontinued"
  format_hint = "float"
  expect      = 14.0831
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "named-filter"]
}

golden "r7_doc_campaign_promoting_condiments" {
  question    = "which of our campaigns was pushing condiments?"
  format_hint = "str"
  expect      = "Summer Beverages 1997"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "campaign"]
}

golden "r7_doc_bean_curd_category" {
  question    = "what product category does bean curd fall under in our catalog"
  format_hint = "str"
  expect      = "Produce"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "catalog"]
}

golden "r7_unanswerable_customer_satisfaction_1997" {
  question    = "what was our customer satisfaction score in 1997?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r7_unanswerable_sales_calls_leverling" {
  question    = "how many sales calls did janet leverling make in 1997"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
