# Held-out round 10: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by evals/expected/round10.py from
# data/northwind/*.csv (Python standard library only).
# GENERATED: python3 evals/expected/round10.py

golden "r10_avg_days_out_the_door_austria_1997" {
  question    = "on avg how many days did it take us to get austria-bound orders out the door? orders placed in 1997"
  format_hint = "float"
  expect      = 10.6667
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "non-default-metric", "ship-country", "idiom", "sloppy"]
}

golden "r10_fifth_vendor_by_revenue_1997" {
  question    = "Among our vendors, whose goods brought in the fifth-most money in 1997?"
  format_hint = "str"
  expect      = "G'day, Mate"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "ordinal", "written-number", "supplier", "synonym"]
}

golden "r10_share_of_1997_revenue_shipped_late" {
  question    = "What slice of our 1997 revenue, in percent, came from orders that went out after the date the customer said they needed them by?"
  format_hint = "float"
  expect      = 6.5793
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "late", "filter", "long", "paraphrase"]
}

golden "r10_products_never_bought_in_brazil" {
  question    = "how many products in our catalog have never been ordered by any of our brazilian customers"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "product", "customer-country", "anti-join"]
}

golden "r10_vendors_behind_save_a_lot_1998" {
  question    = "the stuff save-a-lot bought from us in 98 - how many different vendors did it come from?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "supplier", "customer", "sloppy", "synonym"]
}

golden "r10_revenue_customer_buys_home_country_1997" {
  question    = "In 1997, how much did customers spend with us on products from suppliers based in the customer's own country?"
  format_hint = "float"
  expect      = 35590.71
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["role", "supplier-country", "customer-country", "revenue"]
}

golden "r10_times_over_50_units_one_product_1997" {
  question    = "During 1997, how many times did a customer order more than 50 units of a single product on one order?"
  format_hint = "int"
  expect      = 74
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "order-line", "units"]
}

golden "r10_average_order_worth_back_half_1997" {
  question    = "what was the average order worth in dollars over the back half of 1997"
  format_hint = "float"
  expect      = 1505.02
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["period", "half", "average-order-value", "idiom", "sloppy"]
}

golden "r10_more_units_q1_98_than_prior_quarter" {
  question    = "How many more units did we move in Q1 1998 than in the quarter just before it?"
  format_hint = "int"
  expect      = 3429
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["difference", "period", "quarter", "units", "idiom"]
}

golden "r10_freight_cents_per_sales_dollar_1997" {
  question    = "For every dollar of sales in 1997, how many cents did we charge customers for shipping?"
  format_hint = "float"
  expect      = 5.2616
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per", "freight", "revenue"]
}

golden "r10_doc_shortest_return_window_dried_fruit" {
  question    = "whats the shortest window, in days, a customer could get for sending back dried fruit?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "hard"
  tags        = ["document", "returns", "catalog", "sloppy"]
}

golden "r10_unanswerable_commission_davolio_1997" {
  question    = "how much commission did we pay out to nancy davolio on her 1997 sales?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "employee"]
}
