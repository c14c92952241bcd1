# Held-out round 5: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round5.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round5.py

golden "r5_top4_reps_orders_h2_1997" {
  question    = "Which four sales reps took the most orders in the second half of 1997?"
  format_hint = "list[{employee:str, orders:int}]"
  expect      = [
    { employee = "Margaret Peacock", orders = 45 },
    { employee = "Janet Leverling", orders = 36 },
    { employee = "Nancy Davolio", orders = 35 },
    { employee = "Laura Callahan", orders = 26 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r5_bottom3_categories_units_1998" {
  question    = "Which three product categories sold the fewest units in 1998?"
  format_hint = "list[{category:str, units_sold:int}]"
  expect      = [
    { category = "Produce", units_sold = 858 },
    { category = "Meat/Poultry", units_sold = 1060 },
    { category = "Grains/Cereals", units_sold = 1377 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "period"]
}

golden "r5_distinct_ship_cities_1997" {
  question    = "To how many different cities did we ship the orders placed in 1997?"
  format_hint = "int"
  expect      = 69
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role"]
}

golden "r5_orders_per_rep_1998" {
  question    = "On average, how many orders did each sales rep take in 1998?"
  format_hint = "float"
  expect      = 30.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "period"]
}

golden "r5_placed_1997_shipped_1998" {
  question    = "How many orders placed in 1997 didn't ship until 1998?"
  format_hint = "int"
  expect      = 19
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "date-roles"]
}

golden "r5_products_on_20_orders_1997" {
  question    = "How many products were ordered on at least 20 different orders in 1997?"
  format_hint = "int"
  expect      = 14
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "distinct-count"]
}

golden "r5_second_biggest_customer_1998" {
  question    = "Who was our second-biggest customer by revenue in 1998?"
  format_hint = "str"
  expect      = "QUICK-Stop"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal", "superlative"]
}

golden "r5_dairy_vs_confections_1997" {
  question    = "Dairy Products vs Confections: how much revenue did each bring in during 1997?"
  format_hint = "list[{category:str, revenue:float}]"
  expect      = [
    { category = "Dairy Products", revenue = 115387.64 },
    { category = "Confections", revenue = 82657.75 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["comparison", "named-filter"]
}

golden "r5_active_customers_growth_q1" {
  question    = "By what percent did the number of customers who ordered from us grow from Q1 1997 to Q1 1998?"
  format_hint = "float"
  expect      = 33.3333
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "distinct-count"]
}

golden "r5_freight_share_shipped_germany_1997" {
  question    = "What share of the freight we charged in 1997 was on orders shipped to Germany?"
  format_hint = "float"
  expect      = 19.1955
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "role"]
}

golden "r5_gross_margin_1997_excl_bev_cond" {
  question    = "Gross margin for 1997, leaving out Beverages and Condiments"
  format_hint = "float"
  expect      = 137337.69
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["negation", "defined-metric"]
}

golden "r5_robert_king_revenue_q3_1997" {
  question    = "How much revenue came in from the orders Robert King took in the third quarter of 1997?"
  format_hint = "float"
  expect      = 25520.43
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-filter", "period"]
}

golden "r5_units_promoted_categories_summer_1997" {
  question    = "How many units of the categories promoted in the Summer Beverages 1997 campaign did we sell while it ran?"
  format_hint = "int"
  expect      = 408
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["document-period", "hybrid", "named-period"]
}

golden "r5_doc_longest_perishable_return_window" {
  question    = "At most how many days does a customer have to return perishable goods like seafood or cheese?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r5_unanswerable_supplier_spend_1997" {
  question    = "How much did we pay our suppliers for the goods we bought from them in 1997?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
