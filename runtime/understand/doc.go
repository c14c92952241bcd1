// Package understand reads a question into interpretations: semantic
// queries (a measure, its breakdown, conditions, period, order and limit, a
// derived ask, or a document, pipe, verified query or refusal) ranked by how
// much of the question they explain. It is the offline reader of DESIGN §4a.
//
// The reader is a small search, not a cascade of rules:
//
//  1. Lexicon (NewLexicon): built with each snapshot from the workspace
//     alone. Metrics, dimensions, filters, tables and columns by name,
//     label and synonym (with the synonym's weight), phrasings with {value}
//     as templates around a value, the distinct values of text dimensions
//     and of small undeclared text columns, named periods (period blocks and
//     document sections that hold a date range), pipes and verified
//     queries by their text. The only English it knows is the function
//     words of runtime/english (words.txt).
//  2. Lattice (Read): every span of the question matched to everything it
//     could mean, each reading with a score: names (also reordered, around
//     an aggregation or ranking word, or overlapping), values, typos,
//     numbers, periods, function words. Each token gets a weight: 1 for a
//     word that must be understood (a content word, a number, a restrictive
//     function word such as "not", "top 5", "more than"), 0 for filler.
//  3. Candidates (Interpret): a beam search over non-overlapping readings;
//     each segmentation is assembled into a Query (roles by the function
//     words before each reading, thresholds, negation, shares, growth,
//     rankings, listings, the noun that says whose a value is), completed
//     (the base table through the declared joins, the time dimension a
//     period applies to) and discarded when the joins cannot serve it.
//  4. Score: coverage (the weighted share of the words used) + 0.1 ×
//     reading quality + structural priors, each prior written down so that
//     `plan --explain` shows why a reading won. A refusal is put first when
//     the best reading explains half the question or less.
//
// The caller (runtime/agents) plans the best candidate, runs the runners-up
// within a margin, and flags the answer for review when one gives a
// different result or when a word of the question was not used.
//
// Decisions worth knowing:
//   - Events are counted, things listed: "admissions in 2023" is a count,
//     "products from Japanese suppliers" a listing, unless a word asks.
//   - A value belongs to the dimension its phrasing or noun says
//     ("customers in Japan", "shipped to France"); with none, every
//     dimension that holds it is a reading, and a tie is flagged.
//   - A word that names a metric, dimension, table or filter must be used
//     in that role; another thing's description that mentions it does not
//     explain it.
//   - "best" and "worst" follow a metric's higher_is; "maximum" before a
//     measure aggregates it rather than ranks.
//   - A named period asked for in a year the workspace does not name is
//     refused with the years it does name.
//   - "Why did it drop?" (after an answer about a period) and "what drove
//     the change in X from A to B" read as a breakdown of the change
//     (Query.Drivers, why.go): the measure between two periods, planned
//     as one instruction plan that breaks the change down by dimension
//     values and stated as a breakdown, never a cause (agents/drivers.go).
//   - The words for people in general ("people", "folks") name the
//     workspace's one list of persons, found by a column only persons
//     have (a birth date, a gender, a full name: [person.attribute] of
//     words.txt); with two such lists they stay unread, for review.
//   - A time-order word that points back at something said ("before it
//     started", "since then") is never filler: no period reads it, and a
//     reading without it is reported.
//   - A verb no name reads ("the orders Robert King took") is explained,
//     weakly, by the texts that link the query's rows to what constrains
//     them: the notes of those tables and the descriptions of the join
//     columns on the way. A word a description gives as the name of a
//     number of a scale ("5 (outstanding)") never is: it says which rows.
//   - A value of a list too long to list (over 2,000 names) is read only
//     when said whole ("Lars Lambert"); a possessive phrasing ("{value}'s
//     team") is said on the value's last word, and the noun after a
//     possessive is what the value has, not whose it is.
//   - Two values of one dimension joined by a range word ("P1 through P4",
//     "L2 to L4") are every value between, both included, in the values'
//     order (digits by their number); a breakdown by that dimension keeps
//     that order rather than ranking by the measure.
//   - A noun of a table's rows said before a dimension of theirs is the
//     dimension in the rows' role ("customer countries", "item formats").
//   - "Among" before the rows the measure is of ("the highest reopen rate
//     among tickets resolved in 2024") says the rows ranked within, never
//     a measure to rank by; "worst first" says the listing's order.
//   - A breakdown by the dimension that names a table's rows groups them by
//     the table's key too (plan step "keys"), so that two guests who share a
//     name stay two; the names of rows that belong to rows of another table
//     (room types of each hotel) are kinds, grouped by name.
//   - "In %" asks a passage for a percentage as "in days" asks for days;
//     of a passage's sentences, one that names another value of a
//     dimension whose value the question names is about another case.
package understand
