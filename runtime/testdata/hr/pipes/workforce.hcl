# Workforce: headcount on a given day, and attrition over a period.

pipe "headcount_as_of" {
  description = "Headcount per department on a given day (staff employed that day: hired on or before it and not yet gone), with the contractors working there that day and the average salary in USD in force that day, optionally for one division."
  examples = [
    "Headcount by department at the end of 2022",
    "How many people worked in each department on 2021-06-30?",
    "Headcount per department at year end 2023",
    "What was the headcount on January 1st 2020?",
  ]
  tags = ["headcount", "workforce"]

  param "as_of" {
    type        = "date"
    default     = "2025-12-31"
    description = "The day counted."
  }
  param "division" {
    type        = "string"
    dimension   = "division"
    description = "Only the departments of this division (all when left out)."
  }

  sql = <<-SQL
    WITH emp AS (
      SELECT * FROM employees
      WHERE hire_date <= $as_of
        AND (termination_date IS NULL OR termination_date >= $as_of)
    ),
    pay AS (
      SELECT s.employee_id, s.annual_salary_usd
      FROM salaries s
      WHERE s.effective_date <= $as_of
        AND (s.end_date IS NULL OR s.end_date >= $as_of)
    )
    SELECT d.department_name AS department,
           d.division,
           COUNT(e.employee_id) FILTER (WHERE e.employment_type <> 'contractor') AS headcount,
           COUNT(e.employee_id) FILTER (WHERE e.employment_type = 'contractor') AS contractors,
           AVG(p.annual_salary_usd) AS average_salary
    FROM departments d
    LEFT JOIN emp e ON e.department_id = d.department_id
    LEFT JOIN pay p ON p.employee_id = e.employee_id
    WHERE ($division IS NULL OR d.division = $division)
    GROUP BY d.department_name, d.division
    ORDER BY headcount DESC, department
  SQL

  output "headcount" { description = "Full-time and part-time staff employed on the day (contractors left out)." }
  output "contractors" { description = "Contractors working on the day." }
  output "average_salary" {
    description = "Mean annual base salary in force on the day, USD."
    unit        = "USD"
  }
}

pipe "attrition" {
  description = "Attrition over a date range: headcount on the first and last day, average headcount, hires, leavers, voluntary leavers, the attrition rate (leavers / average headcount, %) and the voluntary attrition rate, for the company or one department or division. Staff only, contractors left out."
  examples = [
    "What was the attrition rate in 2023?",
    "Voluntary attrition in Sales in 2022",
    "Turnover rate for Engineering last year",
    "Attrition in the Commercial division in 2024",
  ]
  tags = ["attrition", "turnover", "workforce"]

  param "from" {
    type        = "date"
    default     = "2025-01-01"
    description = "First day of the period."
  }
  param "to" {
    type        = "date"
    default     = "2025-12-31"
    description = "Last day of the period."
  }
  param "department" {
    type        = "string"
    dimension   = "department"
    description = "Only this department (the whole company when left out)."
  }
  param "division" {
    type        = "string"
    dimension   = "division"
    description = "Only this division (the whole company when left out)."
  }

  sql = <<-SQL
    WITH staff AS (
      SELECT e.*
      FROM employees e JOIN departments d ON d.department_id = e.department_id
      WHERE e.employment_type <> 'contractor'
        AND ($department IS NULL OR d.department_name = $department)
        AND ($division IS NULL OR d.division = $division)
    ),
    c AS (
      SELECT
        COUNT(*) FILTER (WHERE hire_date <= $from AND (termination_date IS NULL OR termination_date >= $from)) AS headcount_start,
        COUNT(*) FILTER (WHERE hire_date <= $to AND (termination_date IS NULL OR termination_date >= $to)) AS headcount_end,
        COUNT(*) FILTER (WHERE hire_date BETWEEN $from AND $to) AS hires,
        COUNT(*) FILTER (WHERE termination_date BETWEEN $from AND $to) AS leavers,
        COUNT(*) FILTER (WHERE termination_date BETWEEN $from AND $to AND termination_reason = 'voluntary') AS voluntary_leavers
      FROM staff
    )
    SELECT headcount_start, headcount_end,
           (headcount_start + headcount_end) / 2.0 AS average_headcount,
           hires, leavers, voluntary_leavers,
           100.0 * leavers / NULLIF((headcount_start + headcount_end) / 2.0, 0) AS attrition_rate,
           100.0 * voluntary_leavers / NULLIF((headcount_start + headcount_end) / 2.0, 0) AS voluntary_attrition_rate
    FROM c
  SQL

  output "attrition_rate" {
    description = "Leavers as a percentage of the average headcount."
    unit        = "%"
  }
  output "voluntary_attrition_rate" {
    description = "Voluntary leavers as a percentage of the average headcount."
    unit        = "%"
  }
}
