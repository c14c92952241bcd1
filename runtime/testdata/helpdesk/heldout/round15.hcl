# Held-out round 15 (helpdesk): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round15.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round15.py

golden "r15_chat_tickets_per_day_q2_2025" {
  question    = "On average, how many chat tickets did we get per day in Q2 2025?"
  format_hint = "float"
  expect      = 6.5604
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-unit", "channel", "quarter"]
}

golden "r15_avg_resolution_by_priority_q1_2025" {
  question    = "For the tickets we resolved in Q1 2025, what was the average time to resolve per priority level, in hours? P1 to P4 please."
  format_hint = "list[{priority:str, avg_resolution_hours:float}]"
  expect      = [
    { priority = "P1", avg_resolution_hours = 11.9675 },
    { priority = "P2", avg_resolution_hours = 20.3045 },
    { priority = "P3", avg_resolution_hours = 34.7801 },
    { priority = "P4", avg_resolution_hours = 68.9175 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["aggregation-by", "resolution-time", "priority", "quarter"]
}

golden "r15_first_response_web_enterprise_h2_2024" {
  question    = "Hi, could you tell me how long, on average, our Enterprise customers waited for a first reply when they came in through the help center web form? Tickets opened in the second half of 2024, answer in hours please. Thanks!"
  format_hint = "float"
  expect      = 3.1878
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["aggregation", "first-response-time", "channel", "plan", "half-year", "polite"]
}

golden "r15_top3_escalation_receivers_2023" {
  question    = "Who were the three escalation agents that had the most tickets escalated to them in 2023?"
  format_hint = "list[str]"
  expect      = ["Camille Davis", "Felix Wilson", "Enzo Aquino"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "role", "escalated-to", "year"]
}

golden "r15_top5_accounts_breached_all_time" {
  question    = "give me the five accounts with the most tickets that blew the SLA, across all the data we have"
  format_hint = "list[str]"
  expect      = ["Cobalt Motors AB", "Redwood Biotech Inc", "Vantage Media Inc", "Birchwood Foods Pvt Ltd", "Ironwood Marine Inc"]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "customer", "sla-breached", "all-time"]
}

golden "r15_top2_countries_breach_rate_2024" {
  question    = "Among countries whose customers opened at least 200 tickets in 2024, which two had the highest SLA breach rate?"
  format_hint = "list[str]"
  expect      = ["Sweden", "Netherlands"]
  mode        = "contains"
  difficulty  = "hard"
  tags        = ["top-n", "written-limit", "ranking-by-measure", "sla-breach-rate", "country", "threshold", "year"]
}

golden "r15_best_csat_agent_2024" {
  question    = "Which agent had the highest CSAT on surveys sent in 2024? Only count agents with at least 50 answered surveys on tickets they owned."
  format_hint = "str"
  expect      = "Jasmine Lewis"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking-by-measure", "csat", "agent", "threshold", "year"]
}

golden "r15_slowest_first_reply_channel_h1_2025" {
  question    = "which channel had the slowest avg frist reply time for tickets opened in h1 2025?"
  format_hint = "str"
  expect      = "web"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking-by-measure", "typo", "first-response-time", "channel", "half-year"]
}

golden "r15_worst_breach_category_excl_disputes_2023" {
  question    = "Leaving billing disputes aside, which ticket category had the highest SLA breach rate among tickets opened in 2023?"
  format_hint = "str"
  expect      = "feature request"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking-by-measure", "exclusion", "sla-breach-rate", "category", "year"]
}

golden "r15_phone_share_of_urgent_2024" {
  question    = "Of the urgent tickets opened in 2024, what percentage came in over the phone?"
  format_hint = "float"
  expect      = 22.1269
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "channel", "priority", "year"]
}

golden "r15_manila_share_resolved_q2_2025" {
  question    = "What share of the tickets resolved in Q2 2025 were owned by agents in the Manila office, as a percentage?"
  format_hint = "float"
  expect      = 22.4252
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "role", "site", "resolved", "quarter"]
}

golden "r15_survey_response_rate_migration" {
  question    = "what % of the satisfaction surveys we sent out during the billing migration actually got answered?"
  format_hint = "float"
  expect      = 35.4955
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "close-metric", "survey-response-rate", "named-period"]
}

golden "r15_agents_resolved_disputes_h2_2024" {
  question    = "How many different agents resolved at least one billing dispute in the second half of 2024?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "agent", "category", "resolved", "half-year"]
}

golden "r15_canadian_customers_breached_2024" {
  question    = "How many distinct Canadian custmers had at least one ticket opened in 2024 that missed its SLA?"
  format_hint = "int"
  expect      = 36
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "typo", "country", "sla-breached", "year"]
}

golden "r15_email_only_customers_2024" {
  question    = "How many customers who contacted us in 2024 did it only ever by email, i.e. every single ticket they opened that year came in by email?"
  format_hint = "int"
  expect      = 58
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["always", "distinct-count", "channel", "year"]
}

golden "r15_current_enterprise_never_breached" {
  question    = "Of our current Enterprise customers who have raised at least one ticket, how many have never had a single ticket breach its SLA?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "plan", "current-customers", "sla-breached", "all-time"]
}

golden "r15_front_line_nov_2024_excl_login" {
  question    = "tickets opened in november 2024 and owned by the front line team, not counting login problems - how many?"
  format_hint = "int"
  expect      = 259
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["exclusion", "team", "category", "month"]
}

golden "r15_surveys_answered_after_72h_2024" {
  question    = "How many of the surveys sent in 2024 were answered more than 72 hours after they went out?"
  format_hint = "int"
  expect      = 73
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "survey", "year"]
}

golden "r15_resolved_within_an_hour_h1_2025" {
  question    = "How many tickets resolved in the first half of 2025 were closed out less than an hour after they were opened?"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "threshold", "resolution-time", "half-year"]
}

golden "r15_customers_ten_plus_escalations" {
  question    = "How many customers have had at least ten of their tickets escalated, over everything we have on file?"
  format_hint = "int"
  expect      = 52
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "per-entity", "escalated", "all-time"]
}

golden "r15_phone_logged_manila_owned_elsewhere_q1_2025" {
  question    = "In Q1 2025, how many phone tickets were logged by someone in Manila but assigned to an agent in a different office?"
  format_hint = "int"
  expect      = 194
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "logged-by", "assigned", "site", "channel", "quarter"]
}

golden "r15_camille_escalations_billing_owned_2024" {
  question    = "Of the tickets opened in 2024 that were escalated to Camille Davis, how many were owned by someone on the Billing team?"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "escalated-to", "assigned", "team", "year"]
}

golden "r15_declan_murphy_tickets_escalated" {
  question    = "How many of Declan Murphy's tickets ever got pushed up to the escalations team?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "assigned", "escalated", "agent-who-left", "all-time"]
}

golden "r15_kayla_martinez_reports_resolved_2024" {
  question    = "How many tickets resolved in 2024 were owned by people who report to Kayla Martinez? Don't include her own tickets."
  format_hint = "int"
  expect      = 1303
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "manager", "resolved", "year"]
}

golden "r15_median_resolution_billing_team_2024" {
  question    = "What was the median time to resolve the Billing team's tickets resolved in 2024, in hours? The median, not the mean."
  format_hint = "float"
  expect      = 39.0075
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["close-metric", "median-resolution-time", "team", "year"]
}

golden "r15_tickets_missed_both_targets_2024" {
  question    = "How many tickets opened in 2024 missed both their first response target and their resolution target?"
  format_hint = "int"
  expect      = 54
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metric", "sla-breaches", "breach-type", "year"]
}

golden "r15_avg_score_tier2_h2_2024" {
  question    = "What was the avergae satisfaction score (on the 1-5 scale, not the CSAT %) for surveys sent in H2 2024 on tickets owned by Tier 2 agents?"
  format_hint = "float"
  expect      = 4.01
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["close-metric", "average-satisfaction-score", "typo", "team", "half-year"]
}

golden "r15_billing_team_resolved_migration" {
  question    = "How many tickets did the Billing team resolve during the billing migration?"
  format_hint = "int"
  expect      = 253
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-period", "close-metric", "resolved", "team"]
}

golden "r15_escalation_rate_q3_2023" {
  question    = "escalation rate for tickets opened in Q3 2023?"
  format_hint = "float"
  expect      = 8.3502
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["named-period", "escalation-rate", "quarter"]
}

golden "r15_customers_with_tickets_growth_2023_2024" {
  question    = "By what percent did the number of different customers who opened at least one ticket grow from 2023 to 2024?"
  format_hint = "float"
  expect      = 19.3496
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "distinct-count", "customer", "year"]
}

golden "r15_missed_targets_growth_q2_2024_q2_2025" {
  question    = "By how much did our missed SLA targets go up from Q2 2024 to Q2 2025, in percent? Count every missed target, so a ticket that missed both counts twice."
  format_hint = "float"
  expect      = 29.563
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "sla-breaches", "quarter"]
}

golden "r15_avg_reopens_per_reopened_ticket_2024" {
  question    = "For tickets resolved in 2024 that were reopened at least once, how many times was each one reopened on average?"
  format_hint = "float"
  expect      = 1.1909
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "reopened", "year"]
}

golden "r15_phone_tickets_per_logging_agent_2024" {
  question    = "In 2024, how many phone tickets did each agent who took calls log on average? Only count agents who logged at least one phone ticket."
  format_hint = "float"
  expect      = 62.8889
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "role", "logged-by", "channel", "year"]
}

golden "r15_doc_survey_response_rate_target" {
  question    = "What survey response rate is the support desk aiming for at minimum, in percent?"
  format_hint = "int"
  expect      = 35
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "survey-response-rate"]
}

golden "r15_doc_p1_breach_rate_target" {
  question    = "for urgent P1 tickets specifically, what SLA breach rate are we supposed to stay below? just the %"
  format_hint = "int"
  expect      = 10
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "sla-breach-rate", "priority"]
}
