# Held-out round 9: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round9.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round9.py

golden "r9_total_miles_flown_desert_sun_2024" {
  question    = "total miles flown by desert sun in 2024?"
  format_hint = "int"
  expect      = 1163208
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["aggregation-word", "completed", "value-synonym", "sloppy"]
}

golden "r9_lowest_load_factor_among_top5_revenue_routes_2023" {
  question    = "Of our five highest-revenue routes in 2023, which one had the emptiest planes (lowest load factor)?"
  format_hint = "str"
  expect      = "LHR-JFK"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["top-n", "route", "ranking-within-top-n"]
}

golden "r9_plane_type_best_csat_2024" {
  question    = "which kind of plane had the happiest passengers in 2024, going by the survey?"
  format_hint = "str"
  expect      = "737-900ER"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-1", "non-default-metric", "aircraft-model", "ordinary-words"]
}

golden "r9_bluewater_revenue_share_into_florida_2024" {
  question    = "what % of bluewater's 2024 revenue came from flights landing in florida"
  format_hint = "float"
  expect      = 49.5699
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["share", "destination", "state", "sloppy"]
}

golden "r9_aircraft_flying_long_haul_2024" {
  question    = "How many individual aircraft operated at least one long haul sector in 2024?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "aircraft", "long-haul"]
}

golden "r9_pax_out_of_florida_not_bluewater_2024" {
  question    = "How many passengers flew out of Florida in 2024 on airlines other than Bluewater?"
  format_hint = "int"
  expect      = 56899
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "role", "origin", "state"]
}

golden "r9_departed_over_two_hours_late_2023" {
  question    = "how many flights left the gate more than two hours late in 2023"
  format_hint = "int"
  expect      = 283
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "unit-conversion", "departure-delay"]
}

golden "r9_northstar_avg_arrival_delay_summer_peak_2024" {
  question    = "What was Northstar's average arrival delay during the 2024 summer peak, in minutes?"
  format_hint = "float"
  expect      = 6.4168
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["period", "named-period", "delay", "value-synonym"]
}

golden "r9_third_highest_operating_profit_carrier_2023" {
  question    = "who came in third on operating profit among our airlines in 2023?"
  format_hint = "str"
  expect      = "Pacific Crest Airlines"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["third-ranked", "carrier", "defined-metric"]
}

golden "r9_more_passengers_dec_2024_vs_dec_2023" {
  question    = "how many more people did we fly in dec 2024 than in dec 2023?"
  format_hint = "int"
  expect      = 8515
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["difference", "period", "passengers", "sloppy"]
}

golden "r9_doc_tarmac_limit_international_hours" {
  question    = "on an international flight, how many hours can we keep people sitting on the tarmac before they have to be offered to get off?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy"]
}

golden "r9_unanswerable_fuel_gallons_2023" {
  question    = "How many gallons of jet fuel did we burn in 2023?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "near-miss-column"]
}
