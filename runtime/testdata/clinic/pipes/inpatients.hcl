# The inpatient census: who is in hospital at the extract date.

pipe "current_inpatients" {
  description = "Patients still admitted (not yet discharged) at the extract date, longest stay first, with their hospital, department, attending physician and days in hospital so far; optionally at one hospital."
  examples = [
    "Who is still admitted?",
    "Current inpatients at Riverton University Hospital",
    "List the patients in hospital right now",
    "Inpatient census",
  ]
  tags = ["census", "inpatients"]

  param "hospital" {
    type        = "string"
    dimension   = "hospital"
    description = "Only this hospital (all when left out)."
  }
  param "as_of" {
    type        = "date"
    default     = "2024-12-31"
    description = "Day the days in hospital are counted to (the extract date)."
  }

  sql = <<-SQL
    SELECT a.admission_id,
           a.patient_id,
           h.hospital_name AS hospital,
           a.department,
           p.physician_name AS physician,
           a.admission_type,
           CAST(a.admit_date AS DATE) AS admit_date,
           CAST($as_of AS DATE) - CAST(a.admit_date AS DATE) AS days_in_hospital
    FROM admissions a
    JOIN hospitals h ON h.hospital_id = a.hospital_id
    JOIN physicians p ON p.physician_id = a.physician_id
    WHERE a.discharge_date IS NULL
      AND ($hospital IS NULL OR h.hospital_name = $hospital)
    ORDER BY days_in_hospital DESC, a.admission_id
  SQL

  output "days_in_hospital" {
    description = "Days from admission to the as_of date."
    unit        = "days"
  }
}
