# Held-out round 2: not loaded by eval; written without reading the planner;
# answers computed by evals/expected/phrasings.py from data/northwind/*.csv
# (Python standard library only).
# GENERATED: python3 evals/expected/phrasings.py --round2 evals/heldout/round2.hcl > /dev/null

golden "r2_six_ship_cities_freight_1997" {
  question    = "top six destination cities by freight charged in 1997"
  format_hint = "list[{ship_city:str, freight:float}]"
  expect      = [
    { ship_city = "Cunewalde", freight = 3537.0 },
    { ship_city = "Graz", freight = 3120.9 },
    { ship_city = "Boise", freight = 3113.5 },
    { ship_city = "Montréal", freight = 1305.33 },
    { ship_city = "Sao Paulo", freight = 1079.94 },
    { ship_city = "Bräcke", freight = 993.68 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role"]
}

golden "r2_bottom2_employees_1996" {
  question    = "Which 2 employees brought in the least revenue in 1996?"
  format_hint = "list[{employee:str}]"
  expect      = [
    { employee = "Anne Dodsworth" },
    { employee = "Robert King" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["bottom-n", "breakdown"]
}

golden "r2_customers_french_suppliers_1997" {
  question    = "how many diferent customers bought products from french suppliers in 1997?"
  format_hint = "int"
  expect      = 48
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "role"]
}

golden "r2_revenue_1997_not_discontinued" {
  question    = "1997 sales, not counting discontinued products"
  format_hint = "float"
  expect      = 525766.63
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["negation", "plain-total"]
}

golden "r2_revenue_shipped_q1_1998" {
  question    = "What was the revenue of the orders that shipped in Q1 1998?"
  format_hint = "float"
  expect      = 276329.94
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["role", "plain-total"]
}

golden "r2_orders_10_days_to_ship_1997" {
  question    = "How many orders placed in 1997 took at least 10 days to ship?"
  format_hint = "int"
  expect      = 104
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison"]
}

golden "r2_customers_over_10k_1997" {
  question    = "how many customers spent more than $10,000 with us in 1997"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r2_biggest_single_order_revenue" {
  question    = "How much revenue did our single biggest order bring in?"
  format_hint = "float"
  expect      = 16387.5
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["superlative"]
}

golden "r2_share_seafood_1997" {
  question    = "what % of 1997 sales was seafood"
  format_hint = "float"
  expect      = 10.85
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["share"]
}

golden "r2_freight_growth_q1" {
  question    = "By what percent did freight charges go up from Q1 1997 to Q1 1998?"
  format_hint = "float"
  expect      = 163.83
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["growth"]
}

golden "r2_monthly_freight_q1_1998" {
  question    = "Freight by month for the first quarter of 1998"
  format_hint = "list[{month:str, freight:float}]"
  expect      = [
    { month = "1998-01-01", freight = 5463.44 },
    { month = "1998-02-01", freight = 4272.94 },
    { month = "1998-03-01", freight = 5379.02 },
  ]
  mode        = "approximate"
  difficulty  = "medium"
  tags        = ["time-grain", "breakdown"]
}

golden "r2_orders_per_active_customer_1997" {
  question    = "average number of orders per active customer in 1997"
  format_hint = "float"
  expect      = 4.74
  mode        = "approximate"
  difficulty  = "hard"
  tags        = ["aggregation-target", "average-per-entity"]
}

golden "r2_doc_summer_campaign_end" {
  question    = "On what date does the summer beverages campaign end?"
  format_hint = "str"
  expect      = "1997-06-30"
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "named-period"]
}

golden "r2_unanswerable_salaries" {
  question    = "What's the total salary bill for our sales reps?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r2_unanswerable_returns" {
  question    = "How many orders did customers return in 1997?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable"]
}
