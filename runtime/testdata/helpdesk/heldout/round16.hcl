# Held-out round 16 (helpdesk): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round16.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/sla_policy.md).
# GENERATED: python3 expected/round16.py

golden "r16_web_data_export_oct_2023" {
  question    = "how many help center form tickets about data exports were opened in october 2023?"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "channel", "category", "month", "synonym"]
}

golden "r16_free_customers_integration_h2_2023" {
  question    = "How many different free-tier customers opened at least one integration ticket in the second half of 2023?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "plan", "category", "half-year"]
}

golden "r16_distinct_loggers_q3_2024" {
  question    = "In Q3 2024, how many different people on the support desk, team leads included, logged at least one ticket on a customer's behalf?"
  format_hint = "int"
  expect      = 23
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "role", "logged-by", "quarter"]
}

golden "r16_uk_customers_billing_dispute_2023" {
  question    = "how many different british customers raised a billing dispute in 2023"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "country", "category", "billing-vs-dispute", "year"]
}

golden "r16_customers_2023_not_2024" {
  question    = "How many customers who opened a ticket in 2023 didn't open a single one in 2024?"
  format_hint = "int"
  expect      = 126
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["never", "negation", "distinct-count", "year"]
}

golden "r16_customers_always_five_2024" {
  question    = "Looking at the surveys we sent in 2024, how many customers answered at least three of them and gave us a 5 every single time?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "distinct-count", "survey", "score", "threshold", "year"]
}

golden "r16_top3_countries_p2_2023" {
  question    = "What were the three countries with the most high-priority tickets in 2023?"
  format_hint = "list[str]"
  expect      = ["United States", "United Kingdom", "Canada"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "country", "priority", "year"]
}

golden "r16_top3_enterprise_escalated_2024" {
  question    = "top 3 enterprise accounts by number of escalated tickets in 2024?"
  format_hint = "list[str]"
  expect      = ["Orchid Marine Ltd", "Meridian Biotech Pty Ltd", "Cobalt Motors AB"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "customer", "plan", "escalated", "year"]
}

golden "r16_bottom3_tier1_reopen_rate_2024" {
  question    = "Among the Tier 1 agents who resolved at least 200 tickets in 2024, which 3 had the lowest reopen rate?"
  format_hint = "list[str]"
  expect      = ["Jasmine Lewis", "Owen Villanueva", "Omar Byrne"]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["bottom-n", "numeric-limit", "reopen-rate", "team", "agent", "threshold", "year"]
}

golden "r16_site_highest_breach_rate_h2_2024" {
  question    = "Which of our three offices had the highest SLA breach rate on the tickets its agents owned, for tickets opened in the second half of 2024?"
  format_hint = "str"
  expect      = "Dublin"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking-by-measure", "sla-breach-rate", "site", "half-year"]
}

golden "r16_plan_highest_reopen_rate_2023" {
  question    = "wich plan had the highest reopen rate on tickets resolved in 2023?"
  format_hint = "str"
  expect      = "Pro"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking-by-measure", "reopen-rate", "plan", "typo", "year"]
}

golden "r16_channel_lowest_avg_score_2023" {
  question    = "For surveys sent in 2023, which contact channel had the lowest average rating on the 1 to 5 scale?"
  format_hint = "str"
  expect      = "phone"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking-by-measure", "average-score", "channel", "year"]
}

golden "r16_email_agent_logged_share_h1_2025" {
  question    = "Of the email tickets opened in the first half of 2025, what percentage were logged by an agent on the customer's behalf rather than created by the customer?"
  format_hint = "float"
  expect      = 4.8356
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "role", "logged-by", "channel", "half-year"]
}

golden "r16_p1_share_of_breaches_h1_2025" {
  question    = "What share of the SLA breaches in H1 2025 (dated by when the target was missed) were on P1 tickets? Count each missed target, in %."
  format_hint = "float"
  expect      = 9.9305
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "sla-breaches", "priority", "half-year"]
}

golden "r16_emea_churned_share" {
  question    = "What percentage of our European accounts have churned? Count every EMEA account we have on file, current or not."
  format_hint = "float"
  expect      = 24.0106
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "churn", "region"]
}

golden "r16_answered_surveys_growth_h1" {
  question    = "Hello, could you tell me by how much the number of survey responses we got grew from the first half of 2023 to the first half of 2024, counting surveys by the date they were sent? Only surveys customers actually answered, as a percent please."
  format_hint = "float"
  expect      = 39.0486
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "survey-responses", "close-metrics", "half-year"]
}

golden "r16_billing_resolved_growth_q3" {
  question    = "By what percent did the number of tickets the Billing team resolved change from Q3 2023 to Q3 2024?"
  format_hint = "float"
  expect      = 38.7435
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "resolved", "team", "quarter"]
}

golden "r16_signup_growth_2023_2024" {
  question    = "how many more customers signed up in 2024 than in 2023, as a % increase?"
  format_hint = "float"
  expect      = 15.942
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "customers", "signup", "year"]
}

golden "r16_disputes_march_2024_excl_migration" {
  question    = "Not counting the billing migration itself, how many billing dispute tickets were opened in March 2024?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "named-period", "category", "month"]
}

golden "r16_non_enterprise_churn_h2_2024" {
  question    = "Other than Enterprise accounts, how many customers did we lose in the second half of 2024?"
  format_hint = "int"
  expect      = 51
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "churn", "plan", "half-year"]
}

golden "r16_p1_reply_under_20min_2023" {
  question    = "How many urgent tickets opened in 2023 got their first reply in under twenty minutes?"
  format_hint = "int"
  expect      = 228
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "first-response-time", "priority", "year"]
}

golden "r16_enterprise_40_plus_2023" {
  question    = "How many enterprise clients opened forty or more tickets in 2023?"
  format_hint = "int"
  expect      = 36
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "per-entity", "plan", "written-number", "year"]
}

golden "r16_escalated_to_head_of_support" {
  question    = "how many tickets have been escalated to the head of support herself, across all the data?"
  format_hint = "int"
  expect      = 59
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "escalated-to", "agent-role", "all-time"]
}

golden "r16_escalated_same_office_2024" {
  question    = "Hi! For tickets opened in 2024 that got escalated, could you count how many went to an escalation agent working in the same office as the agent who owned the ticket? Thank you!"
  format_hint = "int"
  expect      = 356
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "escalated-to", "assigned", "site", "year"]
}

golden "r16_top_logger_enterprise_h2_2024" {
  question    = "Which agent logged the most tickets on behalf of Enterprise clients in the secnod half of 2024?"
  format_hint = "str"
  expect      = "Carlo Ramos"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "logged-by", "ranking", "plan", "typo", "half-year"]
}

golden "r16_avg_score_chat_q4_2023" {
  question    = "What was the average survey score for chat tickets in Q4 2023 (surveys sent that quarter)? The mean rating out of 5, not the CSAT percentage."
  format_hint = "float"
  expect      = 3.9906
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "average-score", "channel", "quarter"]
}

golden "r16_median_resolution_p3_q4_2023" {
  question    = "median resolution time in hours for normal priority tickets resolved in Q4 2023?"
  format_hint = "float"
  expect      = 22.0581
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "median-resolution-time", "priority", "quarter"]
}

golden "r16_response_rate_billing_2023" {
  question    = "what percantage of the satisfaction surveys sent in 2023 for Billing team tickets did customers actually answer?"
  format_hint = "float"
  expect      = 37.2312
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metrics", "response-rate", "team", "typo", "year"]
}

golden "r16_p2_breaches_q3_2023" {
  question    = "How many SLA breaches did P2 tickets rack up in Q3 2023, going by when each target was missed? A ticket that missed both targets counts twice."
  format_hint = "int"
  expect      = 72
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metrics", "sla-breaches", "priority", "quarter"]
}

golden "r16_escalation_rate_billing_migration" {
  question    = "escalation rate during the billing migration?"
  format_hint = "float"
  expect      = 10.8548
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "escalation-rate"]
}

golden "r16_tickets_per_day_billing_migration" {
  question    = "On average, how many tickets a day did we get during the billing system migration?"
  format_hint = "float"
  expect      = 38.7895
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "per-day", "named-period"]
}

golden "r16_email_per_chat_2023" {
  question    = "In 2023, how many email tickets did we get for every chat ticket?"
  format_hint = "float"
  expect      = 1.7864
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["ratio", "channel", "year"]
}

golden "r16_avg_tickets_per_customer_apac_2023" {
  question    = "For 2023, could you work out the average number of tickets per customer in each region, counting only customers who opened at least one ticket that year? I mainly need the Asia-Pacific figure."
  format_hint = "float"
  expect      = 11.6333
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["aggregation-per-by", "average-per-entity", "region", "year"]
}

golden "r16_doc_billing_dispute_escalation_days" {
  question    = "how many business days does billing get to settle a disputed charge before it goes to escalations?"
  format_hint = "int"
  expect      = 3
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "escalation", "billing-vs-dispute"]
}

golden "r16_doc_monthly_breach_rate_target" {
  question    = "Across all priorities, what monthly SLA breach rate is the desk supposed to stay under? Just the percentage."
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "sla-breach-rate"]
}
