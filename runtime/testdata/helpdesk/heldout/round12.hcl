# Held-out round 12 (helpdesk): not loaded by eval; written without reading the runtime
# and without running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round12.py

golden "r12_accounts_walked_away_2023" {
  question    = "how many accounts walked away from us in 2023?"
  format_hint = "int"
  expect      = 102
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "churn", "year"]
}

golden "r12_fourth_biggest_customer_by_tickets_h1_2025" {
  question    = "Who was our 4th biggest customer by number of tickets in the first half of 2025?"
  format_hint = "str"
  expect      = "Redwood Biotech Inc"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ordinal", "fourth", "customer", "half-year"]
}

golden "r12_csat_by_plan_2024_free_row" {
  question    = "csat by plan for 2024 - what did the free tier come out at?"
  format_hint = "float"
  expect      = 76.555
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["breakdown", "row", "csat", "plan", "year"]
}

golden "r12_escalated_pct_change_h1_2024_to_h1_2025" {
  question    = "Hi there, could you please let me know by what percentage the number of tickets that got escalated changed between the first half of 2024 and the first half of 2025? Many thanks."
  format_hint = "float"
  expect      = 7.754
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "escalated", "half-year"]
}

golden "r12_share_of_current_customers_on_pro" {
  question    = "share of the customers we still have that are on pro, in %"
  format_hint = "float"
  expect      = 39.5161
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "part-of-total", "current-customers", "plan"]
}

golden "r12_front_line_avg_hours_to_close_q3_2024" {
  question    = "avg hrs to close out a ticket for the front line team in q3 24?"
  format_hint = "float"
  expect      = 34.4945
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "resolution-time", "team", "value-synonym", "quarter"]
}

golden "r12_current_pro_customers_no_ticket_h1_2025" {
  question    = "How many Pro customers who are still with us didn't raise a single ticket in the first half of 2025?"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-exists", "plan", "current-customers", "half-year"]
}

golden "r12_people_with_reopen_rate_over_8_2024" {
  question    = "Of the people who resolved tickets in 2024, how many had more than 8% of the tickets they resolved that year reopened by the customer?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "per-entity", "reopen-rate", "having", "resolved-date"]
}

golden "r12_phone_calls_picked_up_by_manila_2024" {
  question    = "how many customer phone calls did the manila office pick up in 2024"
  format_hint = "int"
  expect      = 932
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "logged-by", "site", "channel", "year"]
}

golden "r12_billing_dispute_vs_billing_extra_resolution_hours_2024" {
  question    = "For the tickets we resolved in 2024, how many more hours on average did a billing dispute take to resolve than an ordinary billing question?"
  format_hint = "float"
  expect      = 51.4204
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["comparison", "two-groups", "difference", "resolution-time", "category"]
}

golden "r12_doc_detractor_callback_business_days" {
  question    = "if a customer gives us a 1 or a 2 on the satisfaction survey, within how many business days is the team lead supposed to call them back?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "detractor"]
}

golden "r12_refuse_enterprise_seats_over_500" {
  question    = "how many of our enterprise customers have more than 500 seats on their contract?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
