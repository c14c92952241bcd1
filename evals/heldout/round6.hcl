# Held-out round 6: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round6.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round6.py

golden "r6_condiments_units_q4_1996" {
  question    = "How many units of Condiments did we sell in the fourth quarter of 1996?"
  format_hint = "int"
  expect      = 559
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "category"]
}

golden "r6_davolio_orders_apr_1998" {
  question    = "How many orders did Nancy Davolio take in April 1998?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count"]
}

golden "r6_discounted_lines_q3_1997" {
  question    = "How many order lines were sold at a discount between July and September 1997?"
  format_hint = "int"
  expect      = 108
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["period", "named-filter", "count"]
}

golden "r6_top4_reps_gross_margin_q4_1997" {
  question    = "Give me the four sales reps with the highest gross margin in Q4 1997"
  format_hint = "list[{employee:str, gross_margin:float}]"
  expect      = [
    { employee = "Janet Leverling", gross_margin = 10458.51 },
    { employee = "Margaret Peacock", gross_margin = 9989.82 },
    { employee = "Nancy Davolio", gross_margin = 9553.35 },
    { employee = "Andrew Fuller", gross_margin = 6381.61 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "defined-metric"]
}

golden "r6_third_product_sales_1996" {
  question    = "Which product had the third-highest sales in 1996?"
  format_hint = "str"
  expect      = "Tarte au sucre"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ordinal"]
}

golden "r6_units_by_category_1997" {
  question    = "Break down 1997 units sold by product category"
  format_hint = "list[{category:str, units_sold:int}]"
  expect      = [
    { category = "Dairy Products", units_sold = 4374 },
    { category = "Confections", units_sold = 4137 },
    { category = "Beverages", units_sold = 3996 },
    { category = "Seafood", units_sold = 3679 },
    { category = "Condiments", units_sold = 2895 },
    { category = "Grains/Cereals", units_sold = 2636 },
    { category = "Meat/Poultry", units_sold = 2189 },
    { category = "Produce", units_sold = 1583 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown"]
}

golden "r6_revenue_by_shipper_h2_1997" {
  question    = "Revenue per shipper for orders placed in the second half of 1997"
  format_hint = "list[{shipper:str, revenue:float}]"
  expect      = [
    { shipper = "United Package", revenue = 123315.78 },
    { shipper = "Speedy Express", revenue = 107017.16 },
    { shipper = "Federal Shipping", revenue = 105286.3 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "role"]
}

golden "r6_avg_freight_per_order_sweden_1998" {
  question    = "On average, how much freight did we charge per order on the 1998 orders shipped to Sweden?"
  format_hint = "float"
  expect      = 79.0786
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "role"]
}

golden "r6_customers_never_ordered" {
  question    = "How many customers on record have never placed a single order?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "count"]
}

golden "r6_doc_pasta_return_days" {
  question    = "How many days does a customer have to return pasta in its original packaging?"
  format_hint = "int"
  expect      = 30
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r6_federal_shipping_distinct_customers_1997" {
  question    = "How many different customers did Federal Shipping deliver to, counting the orders placed in 1997?"
  format_hint = "int"
  expect      = 59
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role"]
}

golden "r6_unanswerable_winter_classics_ad_spend" {
  question    = "What did we spend on advertising for the Winter Classics 1997 campaign?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
