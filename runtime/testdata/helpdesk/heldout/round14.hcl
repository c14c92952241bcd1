# Held-out round 14 (helpdesk): not loaded by eval; written by an independent question
# writer without reading the runtime and without running datacopilot; answers computed
# by expected/round14.py from data/*.csv (Python standard library only, checked again
# by SQL over sqlite3; the document answers from documents/satisfaction_policy.md).
# GENERATED: python3 expected/round14.py

golden "r14_p2_chat_q2_2025" {
  question    = "How many high priority (P2) tickets came in over chat in Q2 2025?"
  format_hint = "int"
  expect      = 87
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "two-filters", "priority", "channel", "quarter"]
}

golden "r14_pro_integration_2023" {
  question    = "how many integration tikets did pro customers open in 2023"
  format_hint = "int"
  expect      = 192
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "typo", "category", "plan", "year"]
}

golden "r14_customers_with_ticket_mar_2025" {
  question    = "how many customers raised at least one ticket in march 2025?"
  format_hint = "int"
  expect      = 385
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "customer", "month"]
}

golden "r14_latam_customers_escalated_2024" {
  question    = "How many different Latin American accounts had at least one ticket escalated in 2024?"
  format_hint = "int"
  expect      = 21
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "region", "escalated", "year"]
}

golden "r14_customers_commented_2024" {
  question    = "How many different customers left a written comment on a satisfaction survey sent in 2024?"
  format_hint = "int"
  expect      = 393
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["distinct-count", "survey", "comment", "join", "year"]
}

golden "r14_top3_countries_h1_2025" {
  question    = "top 3 countries by number of tickets in the first half of 2025, with the counts"
  format_hint = "list[{country:str, tickets:int}]"
  expect      = [
    { country = "United States", tickets = 1907 },
    { country = "United Kingdom", tickets = 469 },
    { country = "Germany", tickets = 398 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "country", "half-year"]
}

golden "r14_two_slowest_categories_h1_2025" {
  question    = "Which two ticket categories took the longest to resolve on average, looking at tickets resolved in the first half of 2025? Slowest first."
  format_hint = "list[{category:str}]"
  expect      = [
    { category = "billing dispute" },
    { category = "feature request" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "resolution-time", "category", "half-year"]
}

golden "r14_top4_tier1_resolvers_q1_2025" {
  question    = "Which 4 agents on the Tier 1 team closed out the most tickets in Q1 2025, and how many each?"
  format_hint = "list[{agent:str, resolved_tickets:int}]"
  expect      = [
    { agent = "Omar Byrne", resolved_tickets = 79 },
    { agent = "Hannah Villanueva", resolved_tickets = 77 },
    { agent = "Chloe Anderson", resolved_tickets = 74 },
    { agent = "Carlo Ramos", resolved_tickets = 67 },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "numeric-limit", "resolved", "team", "agent", "quarter"]
}

golden "r14_bottom3_countries_csat_2024" {
  question    = "Which three customer countries had the worst CSAT on surveys sent in 2024? Worst first, with the CSAT."
  format_hint = "list[{country:str, csat:float}]"
  expect      = [
    { country = "France", csat = 71.0145 },
    { country = "United Arab Emirates", csat = 71.4286 },
    { country = "United Kingdom", csat = 73.0088 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["bottom-n", "written-limit", "csat", "country", "year"]
}

golden "r14_teams_by_escalation_rate_2024" {
  question    = "Rank the support teams by escalation rate for tickets opened in 2024, highest first."
  format_hint = "list[{team:str, escalation_rate:float}]"
  expect      = [
    { team = "Billing", escalation_rate = 15.5198 },
    { team = "Tier 2", escalation_rate = 11.5374 },
    { team = "Tier 1", escalation_rate = 3.9604 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["ranking", "escalation-rate", "team", "year"]
}

golden "r14_priority_highest_reopen_rate_2024" {
  question    = "Which priority level had the highest reopen rate among tickets resolved in 2024?"
  format_hint = "str"
  expect      = "P2"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "reopen-rate", "priority", "year"]
}

golden "r14_fastest_tier2_agent_2024" {
  question    = "Among Tier 2 agents who resolved at least 100 tickets in 2024, who had the fastest average resolution time?"
  format_hint = "str"
  expect      = "Priya Ramos"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "resolution-time", "agent", "team", "threshold", "year"]
}

golden "r14_avg_resolved_per_tier2_agent_2024" {
  question    = "whats the avrage number of tickets resolved per Tier 2 agent in 2024? only count agents who resolved at least one"
  format_hint = "float"
  expect      = 244.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "typo", "resolved", "team", "year"]
}

golden "r14_avg_escalations_per_receiver_h1_2025" {
  question    = "Looking at tickets opened in the first half of 2025, how many escalations did each escalation agent recieve on average? Only count the people who got at least one."
  format_hint = "float"
  expect      = 67.1667
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["average-per-entity", "typo", "role", "escalation", "half-year"]
}

golden "r14_billing_share_2023" {
  question    = "What percent of the tickets opened in 2023 were plain billing questions (not billing disputes)?"
  format_hint = "float"
  expect      = 10.2856
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "category", "billing-vs-dispute", "year"]
}

golden "r14_resolution_share_of_breaches_2024" {
  question    = "Of all the SLA breaches logged in 2024, what percentage were resolution-target misses?"
  format_hint = "float"
  expect      = 87.341
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "sla-breaches", "breach-type", "year"]
}

golden "r14_top_score_share_q4_2024" {
  question    = "Of the surveys sent in Q4 2024 that customers actually answered, what percent gave us the top score of 5?"
  format_hint = "float"
  expect      = 38.8579
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "survey", "score", "quarter"]
}

golden "r14_p1_growth_2023_2024" {
  question    = "By what percentage did the number of P1 tickets change from 2023 to 2024?"
  format_hint = "float"
  expect      = 80.4954
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "priority", "year"]
}

golden "r14_manila_resolved_growth_q1" {
  question    = "% change in tickets resolved by the Manila office from Q1 2024 to Q1 2025?"
  format_hint = "float"
  expect      = 24.8544
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "resolved", "site", "quarter"]
}

golden "r14_first_response_change_h2_2024_h1_2025" {
  question    = "By how many percent did our average first response time change from the second half of 2024 to the first half of 2025?"
  format_hint = "float"
  expect      = -1.5468
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "first-response-time", "half-year"]
}

golden "r14_customers_never_escalated_2024" {
  question    = "How many customers opened tickets in 2024 but never had any of those 2024 tickets escalated?"
  format_hint = "int"
  expect      = 461
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "distinct-count", "escalated", "year"]
}

golden "r14_enterprise_non_phone_q1_2025" {
  question    = "Excluding phone calls, how many tickets did Enterprise customers open in Q1 2025?"
  format_hint = "int"
  expect      = 1234
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "channel", "plan", "quarter"]
}

golden "r14_2024_signups_no_tickets" {
  question    = "Of the customers who signed up in 2024, how many haven't raised a single ticket?"
  format_hint = "int"
  expect      = 44
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "never", "signup", "year"]
}

golden "r14_reopened_more_than_once_2024" {
  question    = "how many tickets resolved in 2024 were reopened more than once"
  format_hint = "int"
  expect      = 108
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "reopened", "year"]
}

golden "r14_p2_over_48h_2024" {
  question    = "How many P2 tickets resolved in 2024 took over 48 hours from open to resolution?"
  format_hint = "int"
  expect      = 167
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "resolution-time", "priority", "year"]
}

golden "r14_customers_more_than_3_disputes" {
  question    = "How many customers have raised more than 3 billing disputes in total, across all the data we have?"
  format_hint = "int"
  expect      = 66
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "per-entity", "category", "all-time"]
}

golden "r14_logged_by_austin_h1_2025" {
  question    = "How many tickets opened in the first half of 2025 were logged by an agent based in Austin on the customer's behalf?"
  format_hint = "int"
  expect      = 295
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "logged-by", "site", "half-year"]
}

golden "r14_logged_tier1_owned_tier2_2024" {
  question    = "In 2024, how many tickets were logged by a Tier 1 agent but ended up assigned to a Tier 2 agent?"
  format_hint = "int"
  expect      = 817
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "logged-by", "assigned", "team", "year"]
}

golden "r14_top_p1_escalation_receiver_h1_2025" {
  question    = "Who had the most urgent tickets escalated to them in the first half of 2025?"
  format_hint = "str"
  expect      = "Felix Wilson"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "escalated-to", "priority", "ranking", "half-year"]
}

golden "r14_first_response_billing_migration" {
  question    = "During the billing migration, what was our average first response time in hours?"
  format_hint = "float"
  expect      = 2.1867
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["named-period", "first-response-time"]
}

golden "r14_p1_on_2024_11_12" {
  question    = "How many P1 tickets were opened on 12 November 2024?"
  format_hint = "int"
  expect      = 109
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["named-day", "priority", "count"]
}

golden "r14_backlog_by_priority" {
  question    = "break down the current open backlog by priority, P1 through P4"
  format_hint = "list[{priority:str, open_tickets:int}]"
  expect      = [
    { priority = "P1", open_tickets = 1 },
    { priority = "P2", open_tickets = 6 },
    { priority = "P3", open_tickets = 35 },
    { priority = "P4", open_tickets = 79 },
  ]
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["breakdown", "open-tickets", "priority"]
}

golden "r14_csat_by_region_h1_2025" {
  question    = "Can you show me CSAT by customer region for the surveys we sent in the first half of 2025? Highest first please."
  format_hint = "list[{region:str, csat:float}]"
  expect      = [
    { region = "LATAM", csat = 81.457 },
    { region = "EMEA", csat = 77.9817 },
    { region = "North America", csat = 77.8082 },
    { region = "APAC", csat = 76.7176 },
  ]
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "csat", "region", "half-year"]
}

golden "r14_doc_reopen_rate_target" {
  question    = "what reopen rate is the desk supposed to stay under, in %?"
  format_hint = "int"
  expect      = 8
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "reopen"]
}

golden "r14_doc_survey_window_days" {
  question    = "How many days does a customer get to answer a satisfaction survey before it expires?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "survey"]
}
