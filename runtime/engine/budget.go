package engine

import (
	"context"
	"strconv"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// The result budget: DuckDB holds a query's whole result before the caller
// reads a row, outside its memory_limit, so a hundred thousand rows of wide
// strings would be gigabytes before any check in Go could run. capped
// counts the bytes of the result rows inside the query, as DuckDB makes
// them: a running sum of each row's size (a streaming window, so nothing
// is held for it), and error() once it passes the budget. It is plain SQL:
// an earlier form called a Go function for each chunk of rows, and the
// callbacks from DuckDB's threads into Go cost a third of the served
// throughput.
//
// A row's size is counted as the scan in Go counts it (valueSize): the
// text of each variable-width column (strings, blobs, lists, structs,
// maps) and a fixed 16 bytes for any other. The columns' types come from
// the statement prepared with the row cap alone: a result of fixed-width
// columns only that fits the budget at the row cap (most aggregates) runs
// as it is, and the others count only their variable-width columns, by
// position. Casting every row to text, as an earlier form did, cost a
// seventh of a served ask on the demo.
// budgetParam is the parameter that gives the query its budget in bytes:
// a parameter, so that the text, and its prepared statement, is the same
// at every run.
const budgetParam = "__datacopilot_budget_bytes"

// budgetExceeded marks the error the query raises.
const budgetExceeded = "datacopilot result budget exceeded"

// fixedSize is what a value of a fixed-width type counts for (valueSize).
const fixedSize = 16

// capped prepares query on c with the row cap (rows, the caller's cap and
// one more, to tell a cut result) and, when its rows can pass it, the
// byte budget ($budgetParam, bound at each run).
func capped(ctx context.Context, c *duckdb.Conn, query string, rows int, budget int64) (*duckdb.Stmt, error) {
	limited := "SELECT * FROM (\n" + query + "\n) LIMIT " + strconv.Itoa(rows)
	s, err := prepare(ctx, c, limited)
	if err != nil {
		return nil, err
	}
	n, err := s.ColumnCount()
	if err != nil {
		s.Close()
		return nil, err
	}
	var size []string
	fixed := 0
	for i := range n {
		t, err := s.ColumnType(i)
		if err != nil {
			s.Close()
			return nil, err
		}
		ref := "#" + strconv.Itoa(i+1)
		switch t {
		case duckdb.TYPE_VARCHAR:
			size = append(size, "coalesce(strlen("+ref+"), 0)")
			fixed += fixedSize
		case duckdb.TYPE_BLOB:
			size = append(size, "coalesce(octet_length("+ref+"), 0)")
			fixed += fixedSize + 8
		case duckdb.TYPE_BOOLEAN, duckdb.TYPE_TINYINT, duckdb.TYPE_SMALLINT, duckdb.TYPE_INTEGER, duckdb.TYPE_BIGINT,
			duckdb.TYPE_UTINYINT, duckdb.TYPE_USMALLINT, duckdb.TYPE_UINTEGER, duckdb.TYPE_UBIGINT, duckdb.TYPE_HUGEINT,
			duckdb.TYPE_UHUGEINT, duckdb.TYPE_FLOAT, duckdb.TYPE_DOUBLE, duckdb.TYPE_DECIMAL, duckdb.TYPE_DATE,
			duckdb.TYPE_TIME, duckdb.TYPE_TIME_TZ, duckdb.TYPE_TIMESTAMP, duckdb.TYPE_TIMESTAMP_S, duckdb.TYPE_TIMESTAMP_MS,
			duckdb.TYPE_TIMESTAMP_NS, duckdb.TYPE_TIMESTAMP_TZ, duckdb.TYPE_INTERVAL, duckdb.TYPE_UUID, duckdb.TYPE_SQLNULL:
			fixed += fixedSize
		default: // lists, structs, maps, enums, and types not known before the run
			size = append(size, "coalesce(strlen(CAST("+ref+" AS VARCHAR)), 0)")
			fixed += fixedSize + 8
		}
	}
	if len(size) == 0 && int64(rows)*int64(fixed) <= budget {
		return s, nil
	}
	s.Close()
	const alias = "__datacopilot_result"
	size = append(size, strconv.Itoa(fixed))
	return prepare(ctx, c, "SELECT * FROM ("+limited+") AS "+alias+
		" QUALIFY CASE WHEN sum("+strings.Join(size, " + ")+") OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) > $"+budgetParam+
		" THEN error('"+budgetExceeded+"') ELSE true END")
}
