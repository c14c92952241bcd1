# Held-out round 10 (helpdesk): not loaded by eval; written without reading the runtime
# and before running datacopilot; answers computed by expected/round10.py from data/*.csv
# (Python standard library only, checked again by SQL over sqlite3).
# GENERATED: python3 expected/round10.py

golden "r10_manila_avg_survey_score_q2_2025" {
  question    = "on a scale of 1 to 5, how happy were customers on average with the tickets the manila office worked in q2 2025?"
  format_hint = "float"
  expect      = 4.1345
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average", "non-default-metric", "survey", "site", "quarter"]
}

golden "r10_austin_fifth_most_closed_q4_2024" {
  question    = "Looking only at the reps who sit in Austin, who came in fifth for tickets closed out in Q4 2024?"
  format_hint = "str"
  expect      = "Carlo Costa"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ordinal", "fifth", "resolved-date", "site"]
}

golden "r10_billing_migration_share_of_2024_billing" {
  question    = "what chunk of 2024's billing and billing dispute tickets landed during the billing migration, as a percent?"
  format_hint = "float"
  expect      = 21.8155
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "part-of-total", "named-period", "category"]
}

golden "r10_current_agents_never_logged_excl_escalations" {
  question    = "Other than the escalations folks, how many agents who are still on the desk have never once logged a ticket on a customer's behalf?"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "exclusion", "roles", "current-agents"]
}

golden "r10_customers_thumbs_down_2024" {
  question    = "how many different customers gave us a thumbs-down (a 1 or a 2 out of 5) on a survey in 2024"
  format_hint = "int"
  expect      = 95
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "survey", "score"]
}

golden "r10_dublin_owned_escalated_to_austin_2024" {
  question    = "In 2024, how many tickets owned by somebody in the Dublin office got kicked over to an escalations person based in Austin?"
  format_hint = "int"
  expect      = 120
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["roles", "escalation-agent", "assigned", "site"]
}

golden "r10_sept_2024_chats_wrapped_under_3h" {
  question    = "how many chats that came in in september 2024 got wrapped up in under three hours"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "duration", "month", "channel"]
}

golden "r10_csat_change_h2_2024_to_h1_2025" {
  question    = "By how many percentage points did CSAT improve going from the second half of 2024 into the first half of 2025?"
  format_hint = "float"
  expect      = 0.5364
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["difference", "two-periods", "csat", "half-year"]
}

golden "r10_ignored_surveys_per_answered_2024" {
  question    = "in 2024, for every satisfaction survey a customer actually filled in, how many just got ignored?"
  format_hint = "float"
  expect      = 1.7536
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["ratio", "per", "survey", "response"]
}

golden "r10_billing_disputes_escalated_so_far_2025" {
  question    = "we're about halfway through the year - so far in 2025, how many billing disputes have had to be pushed up to the escalations team?"
  format_hint = "int"
  expect      = 55
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["so-far", "year-to-date", "escalated", "category"]
}

golden "r10_doc_coaching_plan_csat_threshold" {
  question    = "how low does a rep's csat have to sit, two quarters running, before their team lead puts them on a coaching plan? in percent"
  format_hint = "int"
  expect      = 75
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "threshold"]
}

golden "r10_refuse_sick_days_manila_2024" {
  question    = "how many sick days did the manila reps take between them in 2024?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
