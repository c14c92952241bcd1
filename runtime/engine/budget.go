package engine

// The result budget: DuckDB holds a query's whole result before the caller
// reads a row, outside its memory_limit, so a hundred thousand rows of wide
// strings would be gigabytes before any check in Go could run. capped
// counts the bytes of the result rows inside the query, as DuckDB makes
// them: a running sum of each row's text length (a streaming window, so
// nothing is held for it), and error() once it passes the budget. It is
// plain SQL: an earlier form called a Go function for each chunk of rows,
// and the callbacks from DuckDB's threads into Go cost a third of the
// served throughput.

// budgetParam is the parameter that gives the query its budget in bytes:
// a parameter, so that the text, and its prepared statement, is the same
// at every run.
const budgetParam = "__datacopilot_budget_bytes"

// budgetExceeded marks the error the query raises.
const budgetExceeded = "datacopilot result budget exceeded"
