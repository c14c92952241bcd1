# Held-out round 2 (helpdesk): not loaded by eval; written without reading the runtime
# and before running datacopilot; answers computed by expected/round2.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round2.py

golden "r2_support_requests_feb_2025" {
  question    = "how many support requests came in during feb 2025"
  format_hint = "int"
  expect      = 878
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "count", "synonym"]
}

golden "r2_enterprise_accounts_with_urgent_tickets_2024" {
  question    = "How many different enterprise accounts raised at least one urgent ticket in 2024?"
  format_hint = "int"
  expect      = 147
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "value-synonym", "plan"]
}

golden "r2_second_most_resolved_agent_2024" {
  question    = "who was the agent with the second highest number of tickets resolved in 2024?"
  format_hint = "str"
  expect      = "Declan Cruz"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "word-number", "agent"]
}

golden "r2_site_best_csat_2024" {
  question    = "Which of our support hubs had the best CSAT in 2024?"
  format_hint = "str"
  expect      = "Manila"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "non-default-metric", "site"]
}

golden "r2_waited_over_4h_first_reply_2024" {
  question    = "how many tickets opened in 2024 waited more than 4 hours before anyone replied"
  format_hint = "int"
  expect      = 1329
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "comparison", "first-response"]
}

golden "r2_q4_2024_tickets_excluding_free" {
  question    = "Leaving out free plan customers, how many tickets did we get in Q4 2024?"
  format_hint = "int"
  expect      = 2122
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "exclusion", "plan"]
}

golden "r2_europe_share_h1_2025" {
  question    = "what percent of the tickets opened in the first half of 2025 came from customers in europe"
  format_hint = "float"
  expect      = 33.6797
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "value-synonym", "region"]
}

golden "r2_apac_ticket_growth_2023_2024" {
  question    = "By how much did ticket volume from Asia-Pacific customers grow from 2023 to 2024, in percent?"
  format_hint = "float"
  expect      = 39.7326
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "two-periods", "region"]
}

golden "r2_tickets_per_enterprise_customer_h1_2025" {
  question    = "in h1 2025, how many tickets did each enterprise customer that contacted us open on average?"
  format_hint = "float"
  expect      = 19.341
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["per-entity", "average", "plan"]
}

golden "r2_escalated_to_felix_wilson_2024" {
  question    = "Of the tickets opened in 2024, how many were escalated to Felix Wilson?"
  format_hint = "int"
  expect      = 151
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "escalation-agent", "period"]
}

golden "r2_doc_enterprise_p1_service_credit" {
  question    = "when a P1 ticket from an enterprise customer blows through its resolution target, what % of their monthly fee do we owe them as a credit?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r2_unanswerable_revenue_lost_to_churn_2024" {
  question    = "how much revenue did we lose from customers who churned in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
