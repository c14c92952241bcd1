# Held-out round 9 (helpdesk): not loaded by eval; written without reading the runtime
# and before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round9.py

golden "r9_total_reopens_billing_disputes_resolved_2024" {
  question    = "what's the total number of times billing dispute tickets got reopened, counting the ones resolved in 2024?"
  format_hint = "int"
  expect      = 23
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["aggregation-word", "sum", "value"]
}

golden "r9_top10_accounts_combined_tickets_2024" {
  question    = "top 10 accounts by number of tickets in 2024 - how many tickets did they open between them?"
  format_hint = "int"
  expect      = 894
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "numeric-limit", "sum"]
}

golden "r9_highest_escalation_rate_category_h2_2024" {
  question    = "which type of issue got escalated most often percentage-wise in the back half of 2024?"
  format_hint = "str"
  expect      = "billing dispute"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "non-default-metric", "rate", "relative-period"]
}

golden "r9_enterprise_share_of_breached_2024" {
  question    = "of the 2024 tickets that blew the sla, what % came from enterprise clients?"
  format_hint = "float"
  expect      = 67.4389
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "part-of-total", "plan", "sla"]
}

golden "r9_cancelled_2024_with_billing_dispute" {
  question    = "how many of the customers that cancelled in 2024 had ever raised a billing dispute with us?"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "churn", "value-contains-value"]
}

golden "r9_enterprise_accounts_never_phoned" {
  question    = "How many enterprise accounts, including ones that have since churned, have never opened a ticket by phone?"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-exists", "plan", "channel"]
}

golden "r9_resolved_h1_2025_over_a_week" {
  question    = "Of the tickets we resolved in the first half of 2025, how many took longer than a week to resolve?"
  format_hint = "int"
  expect      = 152
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["threshold", "unit", "duration", "resolved-date"]
}

golden "r9_logged_by_one_rep_owned_by_another_2024" {
  question    = "in 2024 how many tickets were logged by one rep but ended up owned by a different rep"
  format_hint = "int"
  expect      = 1293
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "logged-by", "assigned", "self-join"]
}

golden "r9_third_most_escalations_received_h1_2025" {
  question    = "who had the third most tickets escalated to them in the first half of 2025?"
  format_hint = "str"
  expect      = "Kayla Thomas"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ordinal", "third", "roles", "escalation-agent"]
}

golden "r9_enterprise_tickets_h1_2025_vs_h1_2024" {
  question    = "how many more tickets did enterprise clients open in h1 2025 than in h1 2024?"
  format_hint = "int"
  expect      = 698
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "two-periods", "plan", "half-year"]
}

golden "r9_doc_service_credit_monthly_cap" {
  question    = "whats the most service credit an enterprise customer can get from us in one month, as a % of their monthly fee?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "cap"]
}

golden "r9_refuse_cost_per_ticket_2024" {
  question    = "what did each support ticket cost us on average in 2024, in dollars?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
