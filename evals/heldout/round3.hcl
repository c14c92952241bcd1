# Held-out round 3: not loaded by eval; written without reading the planner and
# before running datacopilot; answers computed by evals/expected/round3.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round3.py

golden "r3_five_products_q3_1997" {
  question    = "Which five products brought in the most revenue in Q3 1997?"
  format_hint = "list[{product:str, revenue:float}]"
  expect      = [
    { product = "Camembert Pierrot", revenue = 9579.5 },
    { product = "Thüringer Rostbratwurst", revenue = 8912.88 },
    { product = "Côte de Blaye", revenue = 7312.12 },
    { product = "Carnarvon Tigers", revenue = 7100.0 },
    { product = "Gnocchi di nonna Alice", revenue = 6771.6 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r3_orders_per_shipper_1998" {
  question    = "How many orders did each shipper carry in 1998?"
  format_hint = "list[{shipper:str, orders:int}]"
  expect      = [
    { shipper = "United Package", orders = 117 },
    { shipper = "Speedy Express", orders = 78 },
    { shipper = "Federal Shipping", orders = 75 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r3_seafood_units_h1_1997" {
  question    = "How many units of seafood did we sell in the first half of 1997?"
  format_hint = "int"
  expect      = 1262
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "entity"]
}

golden "r3_aov_growth_1997_1998" {
  question    = "By what percent did our average order value change from 1997 to 1998?"
  format_hint = "float"
  expect      = 7.8995
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth"]
}

golden "r3_share_discounted_revenue_1998" {
  question    = "What percentage of our 1998 revenue came from discounted order lines?"
  format_hint = "float"
  expect      = 38.8397
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "named-filter"]
}

golden "r3_freight_1997_not_usa" {
  question    = "Freight charged in 1997 on orders that were not shipped to the USA"
  format_hint = "float"
  expect      = 26649.4
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["negation", "role"]
}

golden "r3_customers_seafood_q4_1997" {
  question    = "how many different customers ordered seafood in Q4 1997?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "period"]
}

golden "r3_units_made_in_japan_1998" {
  question    = "How many units of products made in Japan did we sell in 1998?"
  format_hint = "int"
  expect      = 1034
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "entity"]
}

golden "r3_customers_over_10_orders_1997" {
  question    = "How many customers placed more than 10 orders in 1997?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r3_units_per_order_1997" {
  question    = "On average, how many units were on each order in 1997?"
  format_hint = "float"
  expect      = 62.473
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity"]
}

golden "r3_top_category_units_q4_1997" {
  question    = "Which category sold the most units in the last quarter of 1997?"
  format_hint = "str"
  expect      = "Beverages"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "period"]
}

golden "r3_typo_brazil_revenue_1998" {
  question    = "whats the tot revenue from brazilian custmers in 98"
  format_hint = "float"
  expect      = 44835.77
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["typo", "casual", "entity"]
}

golden "r3_bottom3_employees_orders_march_1998" {
  question    = "Which 3 sales reps took the fewest orders during March 1998?"
  format_hint = "list[{employee:str, orders:int}]"
  expect      = [
    { employee = "Steven Buchanan", orders = 2 },
    { employee = "Robert King", orders = 4 },
    { employee = "Anne Dodsworth", orders = 6 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "period", "breakdown"]
}

golden "r3_unanswerable_rep_hours" {
  question    = "How many hours did our sales reps work in 1997?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r3_unanswerable_newsletter" {
  question    = "Which customers unsubscribed from our newsletter in 1998?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
