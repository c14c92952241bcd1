# Held-out round 12: not loaded by eval; written without reading the runtime and
# before running datacopilot; answers computed by expected/round12.py from data/*.csv
# (Python standard library only). GENERATED: python3 expected/round12.py

golden "r12_atlantic_opex_h2_2023" {
  question    = "opex for atlantic, jul-dec 2023?"
  format_hint = "float"
  expect      = 24313867.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["total", "half-year", "operating-cost", "synonym", "value-synonym", "terse", "sloppy"]
}

golden "r12_summit_link_late_arrivals_may_2024" {
  question    = "how many summit link flights got in late in may 2024"
  format_hint = "int"
  expect      = 22
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["count", "late", "month", "ordinary-words", "sloppy"]
}

golden "r12_third_aircraft_type_by_pax_2024" {
  question    = "Which type of aircraft carried the third-most passengers in 2024?"
  format_hint = "str"
  expect      = "A321neo"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["third-ranked", "aircraft-model", "passengers"]
}

golden "r12_operating_profit_skyward_alliance_2023" {
  question    = "Would you be so kind as to show me our 2023 operating profit split by alliance? The row I really need is the one for the Skyward Alliance."
  format_hint = "float"
  expect      = 112250860.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown-row", "operating-profit", "alliance", "polite", "long"]
}

golden "r12_lone_star_avg_fare_change_2024_vs_2023" {
  question    = "Lone Star avg fare, 2024 vs 2023 - % change"
  format_hint = "float"
  expect      = 1.1203
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["percent-change", "year", "average-fare", "ratio-metric", "terse"]
}

golden "r12_desert_sun_share_of_seats_flown_q4_2023" {
  question    = "Of all the seats we actually flew in the last quarter of 2023, what percentage were flown by Desert Sun?"
  format_hint = "float"
  expect      = 13.5345
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "seats-flown", "capacity", "quarter", "ordinary-words"]
}

golden "r12_airports_both_desert_sun_and_pacific_crest_2024" {
  question    = "how many airports did both desert sun and pacific crest fly to in 2024"
  format_hint = "int"
  expect      = 11
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["both", "distinct-count", "airports", "sloppy"]
}

golden "r12_mainline_airline_without_europe_2024" {
  question    = "Which of our mainline airlines didn't have a single flight to Europe in 2024?"
  format_hint = "str"
  expect      = "Pacific Crest Airlines"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "not-any", "carrier-type", "country", "ordinary-words"]
}

golden "r12_fuel_cost_pre_2010_aircraft_2023" {
  question    = "What did we spend on fuel in 2023 for the older planes, meaning the ones built before 2010?"
  format_hint = "float"
  expect      = 12088052.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["related-table", "aircraft-year-built", "fuel-cost"]
}

golden "r12_avg_fare_gap_mainline_vs_budget_2024" {
  question    = "In 2024, how many dollars more did the average passenger pay for a ticket on our mainline airlines than on our budget airlines?"
  format_hint = "float"
  expect      = 156.46
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["two-groups", "difference", "average-fare", "carrier-type", "value-synonym"]
}

golden "r12_doc_fall_sale_2024_loyalty_miles_multiple" {
  question    = "fall sale 2024: flights to mexico earned how many times the normal loyalty miles?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "fare-sale", "loyalty", "sloppy"]
}

golden "r12_unanswerable_pax_booked_on_cancelled_2024" {
  question    = "How many passengers were booked on the flights we cancelled in 2024?"
  expect_route = "stop"
  difficulty  = "hard"
  tags        = ["refusal", "unanswerable", "empty-on-cancelled"]
}
