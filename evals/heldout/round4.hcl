# Held-out round 4: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round4.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round4.py

golden "r4_top3_suppliers_units_1997" {
  question    = "Which three suppliers sold the most units in 1997?"
  format_hint = "list[{supplier:str, units_sold:int}]"
  expect      = [
    { supplier = "Plutzer Lebensmittelgroßmärkte AG", units_sold = 1992 },
    { supplier = "Pavlova, Ltd.", units_sold = 1982 },
    { supplier = "Specialty Biscuits, Ltd.", units_sold = 1468 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "period"]
}

golden "r4_employee_most_late_orders_1997" {
  question    = "Which sales rep had the most late orders among the orders placed in 1997?"
  format_hint = "str"
  expect      = "Margaret Peacock"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["superlative", "named-filter", "period"]
}

golden "r4_customers_summer_campaign" {
  question    = "How many different customers ordered from us during the Summer Beverages 1997 campaign?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["named-period", "distinct-count", "document-period"]
}

golden "r4_gross_margin_growth_h1" {
  question    = "By how much did gross margin grow from the first half of 1997 to the first half of 1998, in percent?"
  format_hint = "float"
  expect      = 56.5461
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "period"]
}

golden "r4_share_units_us_suppliers_1998" {
  question    = "What percent of the units we sold in 1998 came from American suppliers?"
  format_hint = "float"
  expect      = 13.9903
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "role"]
}

golden "r4_units_1998_excluding_federal" {
  question    = "Total units sold in 1998, excluding orders shipped by Federal Shipping"
  format_hint = "int"
  expect      = 12348
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "join"]
}

golden "r4_products_over_500_units_1997" {
  question    = "how many products sold more than 500 units in 1997?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["comparison", "distinct-count"]
}

golden "r4_orders_per_working_day_march_1998" {
  question    = "On average how many orders did we get per working day in March 1998?"
  format_hint = "float"
  expect      = 3.3182
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-day", "period"]
}

golden "r4_rank_shippers_freight_1997" {
  question    = "Rank our shippers by freight charged in 1997"
  format_hint = "list[{shipper:str, freight:float}]"
  expect      = [
    { shipper = "United Package", freight = 12374.04 },
    { shipper = "Federal Shipping", freight = 11413.35 },
    { shipper = "Speedy Express", freight = 8681.38 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["ranking", "breakdown"]
}

golden "r4_italian_products_french_customers_1997" {
  question    = "Revenue in 1997 from Italian-made products bought by French customers"
  format_hint = "float"
  expect      = 3895.53
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "entity"]
}

golden "r4_products_speedy_1998" {
  question    = "How many distinct products did Speedy Express carry on orders placed in 1998?"
  format_hint = "int"
  expect      = 66
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "join"]
}

golden "r4_typo_top_seafood_rep_1997" {
  question    = "wich employe brought in the most revenue from seafod in 97"
  format_hint = "str"
  expect      = "Margaret Peacock"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["typo", "casual", "superlative"]
}

golden "r4_avg_spend_german_customer_1998" {
  question    = "On average, how much did each German customer who ordered in 1998 spend with us that year?"
  format_hint = "float"
  expect      = 7050.67
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "entity"]
}

golden "r4_doc_winter_classics_length" {
  question    = "How many days does the Winter Classics 1997 campaign run?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "named-period"]
}

golden "r4_unanswerable_web_conversion" {
  question    = "What was our website conversion rate in 1998?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
