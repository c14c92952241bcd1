# Branch activity: what each branch lends and takes back.

pipe "branch_activity" {
  description = "Per branch: loans checked out there, returns checked in there, active borrowers and the share of its loans returned at another branch, for a date range (loans by checkout day, returns by return day), optionally for the branches of one district."
  examples = [
    "Loans and returns by branch in 2024",
    "Branch activity in the Valley district",
    "Which branches take back more than they lend?",
    "Branch scorecard for March 2024",
  ]
  tags = ["branches", "circulation"]

  param "from" {
    type        = "date"
    default     = "2023-01-01"
    description = "First day included."
  }
  param "to" {
    type        = "date"
    default     = "2024-12-31"
    description = "Last day included."
  }
  param "district" {
    type        = "string"
    dimension   = "borrow_district"
    description = "Only the branches of this district (all when left out)."
  }

  sql = <<-SQL
    WITH out_ AS (
      SELECT borrow_branch_id AS branch_id,
             COUNT(*) AS loans,
             COUNT(DISTINCT member_id) AS active_borrowers,
             100.0 * COUNT(*) FILTER (WHERE return_branch_id <> borrow_branch_id)
                   / NULLIF(COUNT(*) FILTER (WHERE return_branch_id IS NOT NULL), 0) AS returned_elsewhere_pct
      FROM loans WHERE borrowed_on BETWEEN $from AND $to GROUP BY 1
    ),
    in_ AS (
      SELECT return_branch_id AS branch_id, COUNT(*) AS returns
      FROM loans WHERE returned_on BETWEEN $from AND $to GROUP BY 1
    )
    SELECT b.branch_name AS branch,
           b.district,
           COALESCE(out_.loans, 0) AS loans,
           COALESCE(in_.returns, 0) AS returns,
           COALESCE(out_.active_borrowers, 0) AS active_borrowers,
           out_.returned_elsewhere_pct
    FROM branches b
    LEFT JOIN out_ ON out_.branch_id = b.branch_id
    LEFT JOIN in_ ON in_.branch_id = b.branch_id
    WHERE ($district IS NULL OR b.district = $district)
    ORDER BY loans DESC, branch
  SQL

  output "loans" { description = "Items checked out at the branch in the range." }
  output "returns" { description = "Items checked in at the branch in the range, wherever they were borrowed." }
  output "returned_elsewhere_pct" {
    description = "Of the branch's returned loans, the percentage returned at another branch."
    unit        = "%"
  }
}
