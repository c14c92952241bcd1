# Held-out round 12: not loaded by eval; written without reading the runtime and
# without running datacopilot; answers computed by evals/expected/round12.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round12.py

golden "r12_revenue_jun_aug_1997_summer" {
  question    = "total sales over the summer months of 97 (jun thru aug)?"
  format_hint = "float"
  expect      = 134671.33
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "period", "month-range", "revenue", "sloppy", "everyday-word"]
}

golden "r12_second_seafood_item_by_revenue_1997" {
  question    = "Which seafood item was our number two seller by revenue in 1997?"
  format_hint = "str"
  expect      = "Ikura"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "product", "category", "synonym"]
}

golden "r12_breakdown_1997_by_origin_country_australia" {
  question    = "Good morning! I'm putting together a slide on where our goods are sourced from. If we split our 1997 sales by the country our products come from, could you tell me what the figure for Australia is? Many thanks."
  format_hint = "float"
  expect      = 91942.56
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "one-row", "supplier-country", "everyday-word", "polite", "long"]
}

golden "r12_revenue_pct_change_jan_apr_98_vs_97" {
  question    = "how much are we up in sales jan-apr 98 vs the same four months of 97, in %?"
  format_hint = "float"
  expect      = 120.72
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "percent-change", "month-range", "revenue", "sloppy"]
}

golden "r12_share_catalogue_discontinued" {
  question    = "What percentage of the products in our catalogue have been discontinued?"
  format_hint = "float"
  expect      = 10.3896
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "product", "discontinued", "count"]
}

golden "r12_aov_quick_stop_1998" {
  question    = "quick-stop avg order value in 98?"
  format_hint = "float"
  expect      = 4652.16
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "average-order-value", "customer", "terse", "sloppy"]
}

golden "r12_customers_ordering_in_both_1996_and_1998" {
  question    = "How many customers placed orders with us in both 1996 and 1998?"
  format_hint = "int"
  expect      = 61
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "customer", "period"]
}

golden "r12_anne_dodsworth_top_customer_1997" {
  question    = "Which customer did Anne Dodsworth rack up the most sales with in 1997?"
  format_hint = "str"
  expect      = "Hungry Owl All-Night Grocers"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "employee", "customer", "top-1", "idiom"]
}

golden "r12_employees_over_10pct_late_1997" {
  question    = "how many employees had more than 10% of the orders they took in 1997 ship late?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "rate", "late", "employee", "sloppy"]
}

golden "r12_1997_orders_without_any_discount" {
  question    = "In 1997, how many orders had no discount on any of their lines?"
  format_hint = "int"
  expect      = 211
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "order-level", "discount", "anti-join", "count"]
}

golden "r12_doc_longest_return_window_days" {
  question    = "Under our returns policy, what's the longest window, in days, that a customer gets to send goods back?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "returns", "superlative"]
}

golden "r12_unanswerable_days_in_transit_1997" {
  question    = "On average, how many days were our 1997 shipments in transit before they reached the customer?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "shipping", "date-roles"]
}
