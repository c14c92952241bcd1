# Held-out round 11: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by evals/expected/round11.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round11.py

golden "r11_revenue_q3_1996_polite" {
  question    = "Hi, could you please tell me how much money our sales brought in, after discounts, during the third quarter of 1996? Thanks a lot."
  format_hint = "float"
  expect      = 79728.57
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "period", "quarter", "revenue", "polite", "long"]
}

golden "r11_second_product_by_units_q1_98" {
  question    = "whats the no. 2 product by units sold in q1 98"
  format_hint = "str"
  expect      = "Guaraná Fantástica"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "product", "units", "sloppy", "terse"]
}

golden "r11_average_order_canadian_customers_1997" {
  question    = "What did an average order from a Canadian customer come to in 1997, in dollars?"
  format_hint = "float"
  expect      = 1841.06
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "average-order-value", "customer-country", "paraphrase"]
}

golden "r11_breakdown_q2_1997_grains_row" {
  question    = "If you split our Q2 1997 revenue across the product categories, what does the grains & cereals category come to?"
  format_hint = "float"
  expect      = 15157.5
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown", "one-row", "category", "quarter"]
}

golden "r11_march_98_vs_march_97_difference" {
  question    = "how much more did we sell in march 98 than in march 97, in $"
  format_hint = "float"
  expect      = 66306.94
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["difference", "comparison", "month", "revenue", "sloppy"]
}

golden "r11_share_1998_revenue_janet_leverling" {
  question    = "What percentage of our 1998 revenue came from orders that Janet Leverling handled?"
  format_hint = "float"
  expect      = 17.376
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "employee", "revenue"]
}

golden "r11_1997_customers_without_beverages" {
  question    = "Of the customers who placed orders with us in 1997, how many didn't buy a single beverage that year?"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "distinct-count", "customer", "category", "anti-join"]
}

golden "r11_products_with_over_10_buyers_1998" {
  question    = "How many products were bought by more than 10 different customers in 1998?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "distinct-count", "product", "customer"]
}

golden "r11_1998_orders_with_discontinued_product" {
  question    = "how many of the orders placed in 1998 had at least one product on them that we've since discontinued?"
  format_hint = "int"
  expect      = 66
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["related-table", "exists", "discontinued", "distinct-count", "order"]
}

golden "r11_1997_us_orders_taken_by_uk_employees" {
  question    = "How many orders placed in 1997 by customers in the USA were taken by employees based in the UK?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "employee-country", "customer-country", "count"]
}

golden "r11_doc_gross_margin_percent_of_revenue" {
  question    = "Per the finance team's KPI write-up, gross margin works out to what percent of revenue?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "kpi", "gross-margin"]
}

golden "r11_unanswerable_complaints_speedy_express_1998" {
  question    = "How many customer complaints did we get about Speedy Express deliveries in 1998?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "shipper"]
}
