# Held-out round 16 (hr): not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round16.py from data/*.csv (Python standard library only, checked again by
# SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round16.py

golden "r16_top2_outstanding_raters_2022" {
  question    = "In the 2022 review cycle, which two reviewers gave out the most 'outstanding' ratings? Include how many each."
  format_hint = "list[{reviewer:str, outstanding_ratings:int}]"
  expect      = [
    { reviewer = "Liam Green", outstanding_ratings = 5 },
    { reviewer = "Helen Santos", outstanding_ratings = 3 },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["top-n", "written-limit", "role", "reviewer", "rating", "year"]
}

golden "r16_top3_depts_rejected_requests_2024" {
  question    = "top three departments by number of time-off requests turned down in 2024"
  format_hint = "list[{department:str, rejected_requests:int}]"
  expect      = [
    { department = "Engineering", rejected_requests = 51 },
    { department = "Manufacturing", rejected_requests = 26 },
    { department = "Sales", rejected_requests = 21 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "leave-requests", "rejected", "department", "year"]
}

golden "r16_bottom3_offices_l2_full_time_pay" {
  question    = "Which three offices pay their full-time level 2 people the least on average right now? Lowest first."
  format_hint = "list[{office:str}]"
  expect      = [
    { office = "Denver" },
    { office = "Austin" },
    { office = "Remote" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["bottom-n", "written-limit", "average-salary", "office", "job-level"]
}

golden "r16_top2_depts_length_of_service" {
  question    = "Which 2 departments have the longest average length of service among the people currently on staff?"
  format_hint = "list[{department:str}]"
  expect      = [
    { department = "Executive Office" },
    { department = "Manufacturing" },
  ]
  mode        = "contains"
  difficulty  = "medium"
  tags        = ["ranking", "tenure", "department", "numeric-limit"]
}

golden "r16_division_lowest_pay_women" {
  question    = "Looking only at women, which division has the lowest average salary today?"
  format_hint = "str"
  expect      = "Operations"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["ranking", "average-salary", "gender", "division"]
}

golden "r16_female_share_engineering_headcount" {
  question    = "What share of Engineering's current headcount is female, in percent?"
  format_hint = "float"
  expect      = 50.6289
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "headcount", "gender", "department"]
}

golden "r16_part_time_share_hires_2022" {
  question    = "what percentage of the people we hired in 2022 were part-timers?"
  format_hint = "float"
  expect      = 5.1887
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "hires", "employment-type", "year"]
}

golden "r16_manufacturing_share_leave_days_h1_2025" {
  question    = "Of all the leave days people took in the first half of 2025, what percentage were taken by the production team?"
  format_hint = "float"
  expect      = 16.1271
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "leave-days", "department", "half-year"]
}

golden "r16_distinct_sick_signoffs_q1_2024" {
  question    = "How many different people signed off on sick leave that started in Q1 2024?"
  format_hint = "int"
  expect      = 104
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "role", "approver", "sick-leave", "quarter"]
}

golden "r16_sales_merit_raises_apr_2024" {
  question    = "how many different sales employes got a merit raise in april 2024?"
  format_hint = "int"
  expect      = 127
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "typo", "merit", "department", "month"]
}

golden "r16_avg_pay_l3_excluding_remote" {
  question    = "Leaving out the remote workers, what's the average salary of our L3 people today, in US dollars?"
  format_hint = "float"
  expect      = 93438.35
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["exclusion", "average-salary", "job-level", "office"]
}

golden "r16_smallest_department_excl_exec" {
  question    = "Apart from the Executive Office, which department has the fewest people on staff right now?"
  format_hint = "str"
  expect      = "Legal"
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "ranking", "headcount", "department"]
}

golden "r16_reports_to_manager_outside_own_dept" {
  question    = "How many current staff report to a manager who is not in their own department?"
  format_hint = "int"
  expect      = 17
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "role", "manager", "department"]
}

golden "r16_service_over_fifteen_years" {
  question    = "How many people currently on staff have been with the company for more than fifteen years?"
  format_hint = "int"
  expect      = 79
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "tenure", "headcount"]
}

golden "r16_depts_over_thousand_leave_days_2024" {
  question    = "How many departments took more than a thousand days of leave in 2024?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "leave-days", "department", "year"]
}

golden "r16_more_than_three_rejections" {
  question    = "Across all the years we have, how many employees have had more than three leave requests rejected?"
  format_hint = "int"
  expect      = 21
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["comparison", "per-entity", "rejected", "all-time"]
}

golden "r16_top_rejecter_2021" {
  question    = "Who turned down the most time-off requests for leave starting in 2021?"
  format_hint = "str"
  expect      = "Andre Dubois"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "approver", "rejected", "ranking", "year"]
}

golden "r16_reports_to_toronto_managers" {
  question    = "How many current staff report to a manager who works out of our Toronto office (wherever they work themselves)?"
  format_hint = "int"
  expect      = 73
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "manager", "office"]
}

golden "r16_ceo_reviews_2024" {
  question    = "how many performance reviews did our CEO personally write in the 2024 cycle?"
  format_hint = "int"
  expect      = 18
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "reviewer", "ceo", "year"]
}

golden "r16_manager_team_most_sick_days_2024" {
  question    = "Which manager's current direct reports took the most sick days between them in 2024?"
  format_hint = "str"
  expect      = "Katherine King"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "manager", "sick-leave", "ranking", "year"]
}

golden "r16_it_leavers_2024_all_reasons" {
  question    = "How many IT employees left us in 2024, whatever the reason (resigned, let go or retired)?"
  format_hint = "int"
  expect      = 7
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "leavers", "department", "year"]
}

golden "r16_marketing_contractors_now" {
  question    = "How many contractors are working in Marketing at the moment?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "contractors", "department"]
}

golden "r16_sick_absences_2023" {
  question    = "How many separate sick absences were logged in 2023? I mean the number of absences, not the number of days."
  format_hint = "int"
  expect      = 1344
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "leave-requests", "sick-leave", "year"]
}

golden "r16_parental_days_q2_2023" {
  question    = "parental leave days taken in Q2 2023?"
  format_hint = "int"
  expect      = 250
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["quarter", "leave-days", "parental"]
}

golden "r16_rejected_requests_nov_2024" {
  question    = "how many leave requests got rejected for time off starting in novmber 2024"
  format_hint = "int"
  expect      = 20
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["month", "typo", "leave-requests", "rejected"]
}

golden "r16_resignations_change_2023_2025" {
  question    = "What was the percentage change in resignations from 2023 to 2025?"
  format_hint = "float"
  expect      = -20.202
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "voluntary-leavers", "year"]
}

golden "r16_engineering_avg_salary_growth_2021_now" {
  question    = "By what percent has Engineering's average salary gone up since the end of 2021?"
  format_hint = "float"
  expect      = 10.492
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "average-salary", "salary-as-of", "department"]
}

golden "r16_parental_days_growth_q1" {
  question    = "Parental leave days taken in Q1 2025 versus Q1 2024: what's the % growth?"
  format_hint = "float"
  expect      = 141.18
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["growth", "leave-days", "parental", "quarter"]
}

golden "r16_2024_leavers_never_sick" {
  question    = "Of the people who left the company in 2024, how many never took a single sick day in the records we have?"
  format_hint = "int"
  expect      = 9
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "negation", "leavers", "sick-leave", "year"]
}

golden "r16_pre2019_ics_never_promoted" {
  question    = "Of our current individual contributors (L1 to L4) who joined before 2019, how many have never been promotted since the salary records start in 2019?"
  format_hint = "int"
  expect      = 201
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "typo", "promotions", "job-level", "hire-date"]
}

golden "r16_avg_vacation_days_per_taker_2023" {
  question    = "On average, how many vacation days did each person who went on vacation in 2023 take?"
  format_hint = "float"
  expect      = 13.4844
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["average-per-entity", "vacation", "leave-days", "year"]
}

golden "r16_full_timers_per_part_timer" {
  question    = "How many full-time staff do we have for every part-timer right now?"
  format_hint = "float"
  expect      = 34.9355
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["ratio", "headcount", "employment-type"]
}

golden "r16_avg_vacation_stretch_by_office_toronto_2024" {
  question    = "For approved vacations that started in 2024, what was the average length of a single vacation in working days, by office? Just give me the Toronto figure."
  format_hint = "float"
  expect      = 6.3258
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-by", "per-request", "vacation", "office", "year"]
}

golden "r16_doc_vacation_notice_weeks" {
  question    = "How many weeks ahead do I need to put in a vacation request?"
  format_hint = "int"
  expect      = 2
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "vacation"]
}

golden "r16_doc_max_promotion_raise" {
  question    = "What's the biggest raise, in percent, that a promotion can come with under the comp policy?"
  format_hint = "int"
  expect      = 12
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "promotions"]
}
