# Held-out round 11 (helpdesk): not loaded by eval; written without reading the runtime
# and without running datacopilot; answers computed by expected/round11.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round11.py

golden "r11_q1_2025_web_form_row_of_channel_split" {
  question    = "split q1 2025 tickets by channel pls - whats the number for the help center form"
  format_hint = "int"
  expect      = 529
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "row", "channel", "quarter"]
}

golden "r11_sla_misses_total_q4_2024" {
  question    = "How many SLA targets did we blow in total during Q4 2024? Count first response and resolution misses separately, so a ticket that missed both counts twice."
  format_hint = "int"
  expect      = 462
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["total", "sla-breaches", "quarter"]
}

golden "r11_second_most_common_category_2023" {
  question    = "2023: second most common ticket topic?"
  format_hint = "str"
  expect      = "how-to"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ordinal", "second", "category", "year"]
}

golden "r11_enterprise_avg_resolution_hours_resolved_2024" {
  question    = "Hello! For a review with our Enterprise accounts, could you please tell me how long, on average, it took us to resolve their tickets, looking at the tickets we resolved during 2024? An answer in hours would be perfect, thank you."
  format_hint = "float"
  expect      = 38.2702
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "resolution-time", "plan", "resolved-date"]
}

golden "r11_share_agent_logged_2024" {
  question    = "what % of the tickets opened in 2024 were logged by one of our agents on the customer's behalf, instead of the customer creating them themselves?"
  format_hint = "float"
  expect      = 21.4014
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "part-of-total", "agent-logged", "year"]
}

golden "r11_resolved_pct_change_q1_to_q2_2025" {
  question    = "By what percent did the number of tickets we solved change from Q1 2025 to Q2 2025?"
  format_hint = "float"
  expect      = -7.7447
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "two-periods", "resolved-date", "quarter"]
}

golden "r11_resolved_2024_never_surveyed" {
  question    = "of the tickets we solved in 2024, how many never got a satisfaction survey sent out at all?"
  format_hint = "int"
  expect      = 1098
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-exists", "survey", "resolved-date"]
}

golden "r11_apac_customers_bug_and_performance_2024" {
  question    = "How many Asia-Pacific customers opened at least one bug ticket AND at least one performance ticket in 2024?"
  format_hint = "int"
  expect      = 34
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "both-conditions", "region", "category"]
}

golden "r11_csat_surveys_on_breached_tickets_2024" {
  question    = "Looking at the surveys we sent out in 2024 for tickets that had missed their SLA, what was the CSAT?"
  format_hint = "float"
  expect      = 53.8922
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["csat", "related-table", "sla-breached", "survey"]
}

golden "r11_top_escalation_engineer_for_billing_owned_2024" {
  question    = "which escalations engineer had the most tickets escalated to them in 2024 from tickets owned by Billing team agents?"
  format_hint = "str"
  expect      = "Enzo Aquino"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "escalation-agent", "assigned", "team", "top-1"]
}

golden "r11_doc_p1_escalation_after_hours" {
  question    = "per our sla policy, how many hours after it's opened does an urgent P1 that still isn't resolved get escalated?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "escalation"]
}

golden "r11_refuse_ticket_language_2024" {
  question    = "how many of the tickets in 2024 were written in spanish or portuguese?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
