package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// Each file format loads as a table with the same rows: CSV, Parquet,
// a JSON array and newline-delimited JSON.
func TestLoadFormats(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	csvPath := write("t.csv", "id,amount,day\n1,2.5,2024-01-03\n2,4,2024-02-05\n3,1.5,2024-02-07\n")
	arr := write("t.json", `[{"id":1,"amount":2.5,"day":"2024-01-03"},{"id":2,"amount":4,"day":"2024-02-05"},{"id":3,"amount":1.5,"day":"2024-02-07"}]`)
	nd := write("t.jsonl", "{\"id\":1,\"amount\":2.5,\"day\":\"2024-01-03\"}\n{\"id\":2,\"amount\":4,\"day\":\"2024-02-05\"}\n{\"id\":3,\"amount\":1.5,\"day\":\"2024-02-07\"}\n")
	pq := filepath.Join(dir, "t.parquet")

	ctx := context.Background()
	w, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.db.Exec("COPY (SELECT * FROM read_csv(" + QuoteString(csvPath) + ")) TO " + QuoteString(pq) + " (FORMAT parquet)"); err != nil {
		t.Fatal(err)
	}
	w.Close()

	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.Load(ctx, []FileLoad{
		{Table: "c", Path: csvPath, Format: "csv"},
		{Table: "p", Path: pq, Format: "parquet"},
		{Table: "j", Path: arr, Format: "json"},
		{Table: "n", Path: nd, Format: "json"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"c", "p", "j", "n"} {
		var n int
		var sum float64
		var feb int
		q := "SELECT count(*), sum(amount), count(*) FILTER (WHERE CAST(day AS DATE) >= DATE '2024-02-01') FROM " + table
		if err := db.db.QueryRow(q).Scan(&n, &sum, &feb); err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		if n != 3 || sum != 8 || feb != 2 {
			t.Errorf("table %s: %d rows, sum %g, %d in February; want 3, 8, 2", table, n, sum, feb)
		}
	}
}
