# Held-out round 15 (hr): not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round15.py from data/*.csv (Python standard library only, checked again by
# SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round15.py

golden "r15_top3_offices_hires_2023" {
  question    = "Which three offices brought on the most new hires in 2023? Counts too please."
  format_hint = "list[{office:str, hires:int}]"
  expect      = [
    { office = "Boston", hires = 55 },
    { office = "Denver", hires = 45 },
    { office = "Austin", hires = 34 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "written-limit", "hires", "office", "year"]
}

golden "r15_top2_sick_days_2025" {
  question    = "top 2 people by sick days taken in 2025"
  format_hint = "list[{employee:str, sick_days:int}]"
  expect      = [
    { employee = "Maria Adeyemi", sick_days = 15 },
    { employee = "John Hall", sick_days = 14 },
  ]
  mode        = "contains"
  difficulty  = "easy"
  tags        = ["top-n", "numeric-limit", "sick-leave", "employee", "year"]
}

golden "r15_fifth_department_by_payroll" {
  question    = "If we rank the departments by their total salary bill today, which one comes in fifth?"
  format_hint = "str"
  expect      = "Product Management"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "payroll", "department", "written-limit"]
}

golden "r15_top_voluntary_attrition_rate_dept_2025" {
  question    = "Which department had the highest voluntary attrition rate in 2025?"
  format_hint = "str"
  expect      = "Legal"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "voluntary-attrition-rate", "department", "year"]
}

golden "r15_top_attrition_rate_dept_2023" {
  question    = "Counting every kind of leaver (not just resignations), which department had the worst attrition rate in 2023?"
  format_hint = "str"
  expect      = "Manufacturing"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metrics", "attrition-rate", "department", "year"]
}

golden "r15_engineering_resignations_2023" {
  question    = "how many engineers resigned in 2023?"
  format_hint = "int"
  expect      = 27
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "voluntary-leavers", "department", "year"]
}

golden "r15_sales_leave_requests_q3_2025" {
  question    = "How many time-off requests did the Sales team put in for Q3 2025, whatever happened to them (approved, rejected or still pending)?"
  format_hint = "int"
  expect      = 144
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["close-metrics", "leave-requests", "department", "quarter"]
}

golden "r15_qa_reviews_count_2024" {
  question    = "How many performance reviews were written for QA staff in the 2024 cycle?"
  format_hint = "int"
  expect      = 44
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["close-metrics", "reviews", "department", "year"]
}

golden "r15_ops_avg_headcount_per_department" {
  question    = "In the Operations division, what's the average current headcount per department?"
  format_hint = "float"
  expect      = 91.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "average-of-counts", "headcount", "division"]
}

golden "r15_ops_sick_days_per_sick_person_2024" {
  question    = "Looking only at people who took any sick leave in 2024, what was the average number of sick days per person, broken down by division? I only need the Operations number."
  format_hint = "float"
  expect      = 3.0677
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["aggregation", "average-per-entity", "sick-leave", "division", "year"]
}

golden "r15_part_time_share_manufacturing" {
  question    = "What share of today's Manufacturing headcount is part-time, in %?"
  format_hint = "float"
  expect      = 4.7619
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "employment-type", "headcount", "department"]
}

golden "r15_women_share_of_promotions_2024" {
  question    = "what percentage of the promtions in 2024 went to women?"
  format_hint = "float"
  expect      = 44.6809
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "typo", "promotions", "gender", "year"]
}

golden "r15_unpaid_requests_rejected_share" {
  question    = "Of all the unpaid leave requests we have on record, what percentage were turned down?"
  format_hint = "float"
  expect      = 25.0
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "easy"
  tags        = ["share", "leave-status", "leave-type", "all-time"]
}

golden "r15_distinct_vacationers_dec_2024" {
  question    = "How many different employees went on vacation in December 2024 (counting vacations that started that month)?"
  format_hint = "int"
  expect      = 209
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "vacation", "month"]
}

golden "r15_distinct_reviewers_2022" {
  question    = "how many distinct people wrote at least one perfomance review in the 2022 cycle"
  format_hint = "int"
  expect      = 111
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["distinct-count", "typo", "role", "reviewer", "year"]
}

golden "r15_promoted_two_or_more_times" {
  question    = "How many different employees have been promoted two or more times in the records we have (2019 to 2025)?"
  format_hint = "int"
  expect      = 37
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "comparison", "promotions", "all-time"]
}

golden "r15_hires_not_full_time_2025" {
  question    = "Of our 2025 hires, how many weren't full-time?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "hires", "employment-type", "year"]
}

golden "r15_headcount_outside_boston_not_remote" {
  question    = "How many people on staff right now work from an office other than Boston? Leave out the remote folks."
  format_hint = "int"
  expect      = 615
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["exclusion", "headcount", "office"]
}

golden "r15_avg_salary_l4_excluding_engineering" {
  question    = "Could you tell me the average salary of our level 4 people today, excluding anyone in Engineering? In USD please."
  format_hint = "float"
  expect      = 98189.06
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "average-salary", "job-level", "department"]
}

golden "r15_full_time_l3_under_85k" {
  question    = "how many full-time L3 emplyees currently earn under $85,000 a year (usd)?"
  format_hint = "int"
  expect      = 121
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "threshold", "salary", "job-level", "typo"]
}

golden "r15_three_plus_vacations_h1_2025" {
  question    = "In the first half of 2025, how many employees took three or more separate vacations (approved requests)?"
  format_hint = "int"
  expect      = 49
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["comparison", "at-least", "vacation", "per-entity", "half-year"]
}

golden "r15_reports_to_manager_other_office" {
  question    = "How many current staff report to a manager who works from a different office than they do (remote counts as its own office)?"
  format_hint = "int"
  expect      = 524
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "manager", "office", "self-join"]
}

golden "r15_most_low_ratings_reviewer_2019" {
  question    = "In the 2019 review cycle, which reviewer handed out the most ratings below 3?"
  format_hint = "str"
  expect      = "Avery Pereira"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "reviewer", "rating", "ranking", "year"]
}

golden "r15_2023_reviews_by_departed_reviewers" {
  question    = "How many of the 2023 performance reviews were written by someone who has since left the company?"
  format_hint = "int"
  expect      = 135
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "reviewer", "former", "year"]
}

golden "r15_toronto_office_other_dept_location" {
  question    = "Of the people currently working out of our Toronto office, how many belong to a department that's based somewhere else?"
  format_hint = "int"
  expect      = 63
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "office-vs-department-location", "headcount"]
}

golden "r15_leave_days_hiring_freeze" {
  question    = "How many days of leave did people take during the 2020 hiring freeze?"
  format_hint = "int"
  expect      = 8116
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-period", "leave-days"]
}

golden "r15_promotions_h2_2024" {
  question    = "promotions in the second half of 2024?"
  format_hint = "int"
  expect      = 28
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["promotions", "half-year"]
}

golden "r15_promotions_change_2022_2024" {
  question    = "By what percent did the number of promotions change from 2022 to 2024?"
  format_hint = "float"
  expect      = -9.6154
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "promotions", "year"]
}

golden "r15_avg_salary_growth_2023_2025" {
  question    = "By how much, in percent, did our average salary grow between the end of 2023 and the end of 2025?"
  format_hint = "float"
  expect      = 3.6013
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["growth", "average-salary", "as-of-date"]
}

golden "r15_hires_change_h1_2024_h1_2025" {
  question    = "hiring: % change from H1 2024 to H1 2025?"
  format_hint = "float"
  expect      = 4.2857
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "hires", "half-year"]
}

golden "r15_always_rated_4_plus" {
  question    = "Among current employees who've had at least three reviews, how many have been rated 4 or higher every single time?"
  format_hint = "int"
  expect      = 112
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["always", "rating", "per-entity", "comparison"]
}

golden "r15_reviewers_never_below_3_2024" {
  question    = "Of the managers who wrote reviews in the 2024 cycle, how many never gave anyone a rating below 3 that year?"
  format_hint = "int"
  expect      = 31
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["never", "role", "reviewer", "rating", "year"]
}

golden "r15_ops_team_manager_avg_reports" {
  question    = "On average, how many direct reports does each team manager (L5) in the ops division have right now?"
  format_hint = "float"
  expect      = 8.3571
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["average-per-entity", "role", "manager", "span-of-control", "division"]
}

golden "r15_doc_part_time_vacation_share" {
  question    = "For part-timers, what percentage of the full-time vacation entitlement do they earn?"
  format_hint = "int"
  expect      = 60
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "vacation", "part-time"]
}

golden "r15_doc_outstanding_share" {
  question    = "Roughly what percent of staff is the top rating ('outstanding') meant for under our review policy?"
  format_hint = "int"
  expect      = 5
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "rating"]
}
