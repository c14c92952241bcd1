package engine

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"testing"
)

func keysOf(ks ...string) Keys {
	out := make(Keys, len(ks))
	for i, k := range ks {
		out[i] = sql.NullString{String: k, Valid: k != "-"}
	}
	return out
}

func TestLeftJoin(t *testing.T) {
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Left rows a, b, null, c; the first join matches a twice (right rows
	// 2 and 0, returned in right order), b never; the second matches c.
	got, err := db.LeftJoin(context.Background(), 4, []JoinOn{
		{Left: keysOf("a", "b", "-", "c"), Right: keysOf("a", "x", "a", "-")},
		{Left: keysOf("x", "y", "z", "c"), Right: keysOf("c")},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{0, 0, 1, 2, 3}, {0, 2, -1, -1, -1}, {-1, -1, -1, -1, 0}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	var temps int
	if err := db.db.QueryRow("SELECT count(*) FROM duckdb_tables() WHERE temporary").Scan(&temps); err != nil || temps != 0 {
		t.Errorf("%d temporary tables left (%v)", temps, err)
	}
}

// BenchmarkLeftJoin joins 100k rows with a 100k-row step on a text key.
func BenchmarkLeftJoin(b *testing.B) {
	db, err := Open(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const n = 100_000
	left, right := make(Keys, n), make(Keys, n)
	for i := range n {
		left[i] = sql.NullString{String: strconv.Itoa(i), Valid: true}
		right[i] = sql.NullString{String: strconv.Itoa(n - 1 - i), Valid: true}
	}
	for b.Loop() {
		if _, err := db.LeftJoin(context.Background(), n, []JoinOn{{Left: left, Right: right}}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}
