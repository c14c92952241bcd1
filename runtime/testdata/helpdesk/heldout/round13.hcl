# Held-out round 13 (helpdesk): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round13.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answer from documents/sla_policy.md).
# GENERATED: python3 expected/round13.py

golden "r13_avg_resolution_hours_enterprise_p2_2024" {
  question    = "avg resolution time in hrs for enterprise P2 tickets resolved in 2024?"
  format_hint = "float"
  expect      = 22.4471
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "two-filters", "resolution-time", "plan", "priority"]
}

golden "r13_distinct_emea_customers_p1_2024" {
  question    = "How many different customers in EMEA raised at least one P1 ticket during 2024?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "region", "priority", "year"]
}

golden "r13_third_most_resolved_agent_q1_2025" {
  question    = "who resolved the 3rd most tickets in q1 2025?"
  format_hint = "str"
  expect      = "Jonas Bautista"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["nth", "ranking", "agent", "resolved", "quarter"]
}

golden "r13_p1_not_bug_h2_2024" {
  question    = "In the second half of 2024, how many urgent (P1) tickets were about something other than a bug?"
  format_hint = "int"
  expect      = 232
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["negation", "exclusion", "priority", "category", "half-year"]
}

golden "r13_dublin_vs_manila_resolution_gap_2024" {
  question    = "for tickets resolved in 2024, how many more hours on avg did the dublin agents take to resolve a ticket than the manila ones?"
  format_hint = "float"
  expect      = 8.6741
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["difference", "two-groups", "resolution-time", "site", "year"]
}

golden "r13_enterprise_share_of_tickets_h1_2025" {
  question    = "Could you tell me what percentage of all the tickets opened in the first half of 2025 came from our Enterprise customers, please?"
  format_hint = "float"
  expect      = 62.0894
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "plan", "tickets", "half-year"]
}

golden "r13_resolved_2024_over_a_week" {
  question    = "how many tickets resolved in 2024 took more than a week (168 hours) from being opened to being resolved?"
  format_hint = "int"
  expect      = 217
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "two-dates", "resolution-time", "year"]
}

golden "r13_escalated_to_austin_2024" {
  question    = "How many tickets opened in 2024 got escalated to someone in the Austin office?"
  format_hint = "int"
  expect      = 287
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "escalation", "site", "year"]
}

golden "r13_customers_over_50_tickets_2024" {
  question    = "how many accounts opened more than 50 tickets in 2024"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["per-entity", "threshold", "customer", "year"]
}

golden "r13_reopen_rate_by_category_integration_2024" {
  question    = "Can I get the reopen rate by category for tickets resolved in 2024? Mostly I need the integration number."
  format_hint = "float"
  expect      = 6.3123
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "reopen-rate", "category", "year"]
}

golden "r13_doc_enterprise_service_credit_cap" {
  question    = "whats the most service credit an enterprise customer can get in a single month, as a % of their monthly fee?"
  format_hint = "int"
  expect      = 25
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "sla"]
}

golden "r13_online_form_cant_get_in_2023" {
  question    = "In 2023, how many times did someone fill in the online help form because they couldn't get into their account?"
  format_hint = "int"
  expect      = 149
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["plain-words", "channel", "category", "year"]
}
