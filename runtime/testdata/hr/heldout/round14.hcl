# Held-out round 14 (hr): not loaded by eval; written by an independent question writer
# without reading the runtime and without running datacopilot; answers computed by
# expected/round14.py from data/*.csv (Python standard library only, checked again by
# SQL over sqlite3; the document answers from documents/*.md).
# GENERATED: python3 expected/round14.py

golden "r14_avg_sick_spell_length_2025" {
  question    = "avg length of a sick leave stretch in 2025, in working days"
  format_hint = "float"
  expect      = 1.8207
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["aggregation", "average", "leave", "sick", "plain-words"]
}

golden "r14_max_sick_days_one_person_2023" {
  question    = "What's the highest total number of sick days that any single employee took over the whole of 2023?"
  format_hint = "int"
  expect      = 15
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["aggregation", "max-of-sum", "per-entity", "leave", "sick", "year"]
}

golden "r14_average_department_payroll_now" {
  question    = "Hello! If you total up today's annual payroll for each of our departments, what does the average department come to in US dollars?"
  format_hint = "float"
  expect      = 7766006.38
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "hard"
  tags        = ["aggregation", "average-of-sums", "payroll", "department", "current"]
}

golden "r14_top4_approvers_2025" {
  question    = "top 4 people by number of leave requests they approved in 2025"
  format_hint = "list[{approver:str}]"
  expect      = [
    { approver = "Helen Santos" },
    { approver = "Andre Dubois" },
    { approver = "Avery Pereira" },
    { approver = "Evelyn Nguyen" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "ranking", "role", "approver", "leave", "year"]
}

golden "r14_three_departments_most_resignations_2025" {
  question    = "Which three departments had the most people hand in their notice and walk out the door in 2025?"
  format_hint = "list[{department:str}]"
  expect      = [
    { department = "Engineering" },
    { department = "Sales" },
    { department = "Customer Support" },
  ]
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["top-n", "written-number", "voluntary-leavers", "department", "year", "plain-words"]
}

golden "r14_office_lowest_avg_rating_2025" {
  question    = "which office came out with the lowest average performance rating in the 2025 review cycle?"
  format_hint = "str"
  expect      = "Toronto"
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["ranking", "average-rating", "office", "reviews", "year"]
}

golden "r14_most_generous_reviewer_2024" {
  question    = "Counting only managers who wrote 10 or more reviews in the 2024 cycle, who was the most generous rater, i.e. gave the highest average score?"
  format_hint = "str"
  expect      = "Liam Green"
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["ranking", "role", "reviewer", "average-rating", "having", "year"]
}

golden "r14_engineering_sick_share_of_leave_days_2025" {
  question    = "What percentage of the leave days Engineering took in 2025 were sick days?"
  format_hint = "float"
  expect      = 13.1684
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["share", "filter", "leave", "sick", "department", "year"]
}

golden "r14_people_outstanding_twice" {
  question    = "how many different people have been rated outstanding at least twice"
  format_hint = "int"
  expect      = 75
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "having", "reviews", "rating"]
}

golden "r14_customer_care_people_out_sick_2023" {
  question    = "How many individual customer care employees were out sick at some point in 2023?"
  format_hint = "int"
  expect      = 84
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["distinct-count", "leave", "sick", "department", "value-synonym", "year", "plain-words"]
}

golden "r14_sales_never_called_in_sick" {
  question    = "how many of the sales people on the books today have never once called in sick?"
  format_hint = "int"
  expect      = 13
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "not-exists", "leave", "sick", "department", "current", "plain-words"]
}

golden "r14_never_below_3_hires_2022" {
  question    = "Of the people we hired in 2022 who have had at least one performance review, how many have never been rated below a 3?"
  format_hint = "int"
  expect      = 124
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["negation", "never", "reviews", "hires", "cohort"]
}

golden "r14_avg_salary_excluding_executive_office" {
  question    = "whats the avrage salary right now excluding the executive office?"
  format_hint = "float"
  expect      = 90204.84
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["exclusion", "average-salary", "department", "current", "typo"]
}

golden "r14_hires_2025_not_in_boston_office" {
  question    = "How many of the people we hired in 2025 are not working out of the Boston office?"
  format_hint = "int"
  expect      = 98
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["negation", "hires", "office", "year"]
}

golden "r14_toronto_over_100k_usd_now" {
  question    = "how many folks in toronto make over 100k usd right now"
  format_hint = "int"
  expect      = 26
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["threshold", "salary", "currency", "office", "current"]
}

golden "r14_vacations_more_than_5_days_2025" {
  question    = "In 2025, how many approved vacation requests were for more than 5 days?"
  format_hint = "int"
  expect      = 1554
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["threshold", "leave", "vacation", "year"]
}

golden "r14_direct_reports_avery_pereira" {
  question    = "How many people report directly to Avery Pereira at the moment?"
  format_hint = "int"
  expect      = 26
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["role", "manager", "named-person", "current"]
}

golden "r14_avg_rating_given_by_zoey_young_2024" {
  question    = "What was the average score Zoey Young gave out in the 2024 reviews?"
  format_hint = "float"
  expect      = 3.8333
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["role", "reviewer", "named-person", "average-rating", "year"]
}

golden "r14_vacation_days_signed_off_by_priya_dubois_2025" {
  question    = "How many days of vacation did Priya Dubois sign off on for time off starting in 2025?"
  format_hint = "int"
  expect      = 111
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["role", "approver", "named-person", "leave", "vacation", "year"]
}

golden "r14_helen_reviewees_now_under_katherine" {
  question    = "Of the people Helen Santos reviewed in 2024, how many now report to Katherine King?"
  format_hint = "int"
  expect      = 24
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["role", "reviewer", "manager", "named-person", "year"]
}

golden "r14_harper_hamilton_own_days_off_2024" {
  question    = "how many days off did Harper Hamilton herself take in 2024"
  format_hint = "int"
  expect      = 16
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["named-person", "employee", "leave", "year"]
}

golden "r14_denver_departments_staff_elsewhere" {
  question    = "Our Denver-based departments - how many of their current staff actually work from some other office (or remotely)?"
  format_hint = "int"
  expect      = 125
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["department-location", "office", "headcount", "current"]
}

golden "r14_headcount_departments_located_in_austin" {
  question    = "current head count of the departments located in austin"
  format_hint = "int"
  expect      = 206
  mode        = "exact"
  difficulty  = "medium"
  tags        = ["department-location", "headcount", "current", "plain-words"]
}

golden "r14_hires_q2_2025" {
  question    = "new joiners in Q2 2025?"
  format_hint = "int"
  expect      = 35
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "quarter", "hires"]
}

golden "r14_sick_days_march_2024" {
  question    = "sick days in march 2024"
  format_hint = "int"
  expect      = 172
  mode        = "exact"
  difficulty  = "easy"
  tags        = ["period", "month", "leave", "sick"]
}

golden "r14_vacation_days_growth_2022_to_2024" {
  question    = "By what percentage did the number of vacation days people took grow from 2022 to 2024?"
  format_hint = "float"
  expect      = 6.553
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["growth", "two-periods", "leave", "vacation"]
}

golden "r14_engineering_headcount_change_2022_2025" {
  question    = "how much has engineering headcount grown since the end of 2022 (number of people)?"
  format_hint = "int"
  expect      = 49
  mode        = "exact"
  difficulty  = "hard"
  tags        = ["growth", "two-periods", "headcount", "department", "as-of"]
}

golden "r14_avg_salary_by_gender_nonbinary" {
  question    = "average salary by gender as of today - I only need the figure for non-binary employees"
  format_hint = "float"
  expect      = 105701.82
  mode        = "approximate"
  tolerance   = 0.001
  difficulty  = "medium"
  tags        = ["breakdown", "one-row", "average-salary", "gender", "current"]
}

golden "r14_doc_merit_needs_improvement" {
  question    = "if someone on my team gets a 'needs improvement' in december, what merit increase (%) do they get in april?"
  format_hint = "int"
  expect      = 1
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "compensation"]
}

golden "r14_doc_company_holidays_per_year" {
  question    = "how many company holidys do we get per year?"
  format_hint = "int"
  expect      = 6
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "leave", "typo"]
}

golden "r14_doc_l5_band_minimum_boston" {
  question    = "According to our salary bands, what is the lowest base salary we would pay a full-time team manager (L5) in Boston?"
  format_hint = "int"
  expect      = 120000
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "medium"
  tags        = ["document", "policy", "compensation", "salary-band"]
}

golden "r14_doc_parental_leave_weeks_before_birth" {
  question    = "How many weeks before the baby is due can an employee start their parental leave?"
  format_hint = "int"
  expect      = 4
  mode        = "exact"
  expect_route = "documents"
  difficulty  = "easy"
  tags        = ["document", "policy", "leave", "parental"]
}

golden "r14_unanswerable_sales_commissions_q3_2025" {
  question    = "What was the total sales commission paid to the Sales team in Q3 2025?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r14_unanswerable_tuition_reimbursement_2024" {
  question    = "how many employees used the tuition reimbursement program in 2024"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}

golden "r14_unanswerable_interviews_customer_support_2025" {
  question    = "How many candidates did we interview for Customer Support roles in 2025?"
  expect_route = "stop"
  difficulty  = "medium"
  tags        = ["refusal", "unanswerable"]
}
