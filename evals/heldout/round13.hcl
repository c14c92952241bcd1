# Held-out round 13: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by evals/expected/round13.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round13.py

golden "r13_german_customers_beverages_1997" {
  question    = "what did german customers spend on beverages in 1997?"
  format_hint = "float"
  expect      = 18595.6
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "two-filters", "customer-country", "category", "revenue", "terse"]
}

golden "r13_french_customers_buying_dairy_1997" {
  question    = "How many different French customers bought dairy products from us in 1997?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "customer", "customer-country", "category", "period"]
}

golden "r13_third_employee_by_sales_1998" {
  question    = "which employee brought in the 3rd highest sales in 1998?"
  format_hint = "str"
  expect      = "Nancy Davolio"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "employee", "revenue"]
}

golden "r13_french_customers_no_orders_1998" {
  question    = "how many of our french customers didnt order anything at all in 98?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "anti-join", "customer", "customer-country", "sloppy"]
}

golden "r13_freight_pct_change_q1_98_vs_q1_97" {
  question    = "Freight charges for q1 1998 vs q1 1997 - what's the % change?"
  format_hint = "float"
  expect      = 163.83
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["comparison", "percent-change", "quarter", "freight", "terse"]
}

golden "r13_federal_shipping_share_shipped_1997" {
  question    = "Of all the orders that actually shipped during 1997, what percentage went out with Federal Shipping?"
  format_hint = "float"
  expect      = 31.407
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "shipper", "ship-date", "date-roles", "count"]
}

golden "r13_products_over_600_units_1997" {
  question    = "How many products sold more than 600 units in 1997? Count the discontinued ones too."
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "per-entity", "product", "units", "discontinued", "follow-on"]
}

golden "r13_us_customers_german_suppliers_1997" {
  question    = "In 1997, how much did our American customers spend on products that come from German suppliers?"
  format_hint = "float"
  expect      = 19625.23
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "customer-country", "supplier-country", "revenue", "value-synonym"]
}

golden "r13_customers_spent_over_15k_1997" {
  question    = "how many customers spent more than $15k with us in 1997"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "customer", "revenue", "sloppy"]
}

golden "r13_breakdown_units_1998_by_category_confections" {
  question    = "Hi, could you break down the units we sold in 1998 by product category for me? I only need the number for Confections, thank you."
  format_hint = "int"
  expect      = 2412
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "one-row", "category", "units", "polite", "long"]
}

golden "r13_doc_unopened_beverage_return_days" {
  question    = "A customer wants to send back a case of drinks they never opened - how many days do they have to return it under our policy?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "returns", "everyday-word"]
}

golden "r13_delivery_charges_1996_everyday_words" {
  question    = "What did we charge customers for delivery on the orders they placed in 1996?"
  format_hint = "float"
  expect      = 10279.87
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["total", "freight", "everyday-word", "period"]
}
