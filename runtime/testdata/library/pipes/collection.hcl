# Collection use: which genres circulate, and to whom.

pipe "genre_circulation" {
  description = "Loans, distinct borrowers and average loan length per genre for loans checked out in a date range, optionally for one member type, largest first."
  examples = [
    "Most popular genres in 2024",
    "What do teens borrow?",
    "Genre circulation for children during the summer",
    "Top 5 genres by loans",
  ]
  tags = ["collection", "genres"]

  param "from" {
    type    = "date"
    default = "2023-01-01"
  }
  param "to" {
    type    = "date"
    default = "2024-12-31"
  }
  param "member_type" {
    type        = "string"
    dimension   = "member_type"
    description = "Only loans to this member type (all when left out)."
  }
  param "limit" {
    type    = "int"
    default = 15
    min     = 1
    max     = 50
  }

  sql = <<-SQL
    SELECT i.genre,
           COUNT(*) AS loans,
           COUNT(DISTINCT l.member_id) AS borrowers,
           AVG(DATE_DIFF('day', l.borrowed_on, l.returned_on)) FILTER (WHERE l.status = 'returned') AS average_loan_days
    FROM loans l
    JOIN items i ON i.item_id = l.item_id
    JOIN members m ON m.member_id = l.member_id
    WHERE l.borrowed_on BETWEEN $from AND $to
      AND ($member_type IS NULL OR m.member_type = $member_type)
    GROUP BY i.genre
    ORDER BY loans DESC, i.genre
    LIMIT $limit
  SQL

  output "borrowers" { description = "Distinct members who borrowed the genre in the range." }
  output "average_loan_days" {
    description = "Mean days from checkout to return over returned loans."
    unit        = "days"
  }
}
