# Pipes about admission volumes, charges and length of stay.

pipe "hospital_admissions" {
  description = "Admissions, emergency admissions and total charges per hospital for stays admitted in a date range, optionally for the hospitals of one region."
  examples = [
    "Admissions by hospital in 2024",
    "Which hospital admitted the most patients?",
    "Emergency admissions per hospital last year",
    "Charges by hospital in the South region",
  ]
  tags = ["admissions", "hospitals"]

  param "from" {
    type        = "date"
    default     = "2023-01-01"
    description = "First admission date included."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last admission date included."
  }
  param "region" {
    type        = "string"
    dimension   = "hospital_region"
    description = "Only the hospitals of this region (all when left out)."
  }

  sql = <<-SQL
    SELECT h.hospital_name AS hospital,
           h.region AS hospital_region,
           COUNT(*) AS admissions,
           COUNT(*) FILTER (WHERE a.admission_type = 'Emergency') AS emergency_admissions,
           SUM(a.total_charges) AS total_charges
    FROM admissions a
    JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE CAST(a.admit_date AS DATE) BETWEEN $from AND $to
      AND ($region IS NULL OR h.region = $region)
    GROUP BY h.hospital_name, h.region
    ORDER BY admissions DESC, hospital
  SQL

  output "admissions" { description = "Stays admitted in the range, including patients still admitted." }
  output "emergency_admissions" { description = "Of which admitted through the emergency department." }
  output "total_charges" {
    description = "Charges of those stays (stays still open have none yet)."
    unit        = "USD"
  }
}

pipe "department_length_of_stay" {
  description = "Discharges, average and median length of stay and patient days per department, for stays discharged in a date range, optionally at one hospital."
  examples = [
    "Average length of stay by department",
    "ALOS and median LOS per ward in 2024",
    "Which department keeps patients longest?",
    "Length of stay by department at Northfield General",
  ]
  tags = ["length of stay", "departments"]

  param "from" {
    type        = "date"
    default     = "2023-01-01"
    description = "First discharge date included."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last discharge date included."
  }
  param "hospital" {
    type        = "string"
    dimension   = "hospital"
    description = "Only this hospital (all when left out)."
  }

  sql = <<-SQL
    SELECT a.department,
           COUNT(*) AS discharges,
           AVG(a.length_of_stay) AS average_length_of_stay,
           MEDIAN(a.length_of_stay) AS median_length_of_stay,
           SUM(a.length_of_stay) AS patient_days
    FROM admissions a
    JOIN hospitals h ON h.hospital_id = a.hospital_id
    WHERE a.discharge_date IS NOT NULL
      AND CAST(a.discharge_date AS DATE) BETWEEN $from AND $to
      AND ($hospital IS NULL OR h.hospital_name = $hospital)
    GROUP BY a.department
    ORDER BY average_length_of_stay DESC, a.department
  SQL

  output "average_length_of_stay" { unit = "days" }
  output "median_length_of_stay" { unit = "days" }
  output "patient_days" { unit = "days" }
}
