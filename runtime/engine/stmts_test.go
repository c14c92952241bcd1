package engine

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// A statement kept from an earlier query answers for the tables as they
// are now: a view redefined, or pointed at another database whose old one
// is detached (a reload swapping a table), gives the new rows.
func TestKeptStatementsFollowTheTables(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := range 2 {
		f := filepath.Join(dir, fmt.Sprintf("t%d.duckdb", i))
		d, err := Open(Options{Path: f})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.db.Exec(fmt.Sprintf("CREATE TABLE t AS SELECT %d AS x, 'v%d' AS s", 10*(i+1), i)); err != nil {
			t.Fatal(err)
		}
		d.Close()
		files = append(files, f)
	}
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	exec := func(q string) {
		t.Helper()
		if _, err := db.db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	exec("ATTACH " + QuoteString(files[0]) + " AS a0 (READ_ONLY)")
	exec("CREATE VIEW v AS SELECT * FROM a0.t")
	query := "SELECT x + $k AS y, s FROM v"
	ask := func(want string) {
		t.Helper()
		// more than one connection's worth, from several goroutines, so
		// that every kept connection has the statement
		var wg sync.WaitGroup
		for range 4 * idleQueryConns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tab, err := db.Query(ctx, query, map[string]any{"k": 1})
				if err != nil {
					t.Error(err)
					return
				}
				if got := fmt.Sprint(tab.Columns[0].Value(0), " ", tab.Columns[1].Value(0)); got != want {
					t.Errorf("got %q, want %q", got, want)
				}
			}()
		}
		wg.Wait()
	}
	ask("11 v0")
	exec("CREATE OR REPLACE VIEW v AS SELECT x * 2 AS x, s FROM a0.t")
	ask("21 v0")
	exec("ATTACH " + QuoteString(files[1]) + " AS a1 (READ_ONLY)")
	exec("CREATE OR REPLACE VIEW v AS SELECT * FROM a1.t")
	exec("DETACH a0")
	ask("21 v1")
	// a column of another type: the statement is bound anew
	exec("CREATE OR REPLACE VIEW v AS SELECT 2.5 AS x, 42 AS s")
	ask("3.5 42")
}

// Every kept statement still runs in a read-only transaction, and a query
// that fails leaves its connection fit for the next.
func TestKeptConnectionsStayReadOnly(t *testing.T) {
	db := open(t, Options{})
	ctx := context.Background()
	for range 3 {
		_, err := db.Query(ctx, "SELECT * FROM (SELECT 1) WHERE error('boom') IS NULL", nil)
		if err == nil || !strings.Contains(err.Error(), "boom") {
			t.Fatalf("got %v, want the query's own error", err)
		}
		tab, err := db.Query(ctx, "SELECT 41 + $n AS n", map[string]any{"n": 1})
		if err != nil || tab.Columns[0].Value(0) != int64(42) {
			t.Fatalf("after a failed query: %v %v", tab, err)
		}
	}
	if _, err := db.db.Exec("CREATE SEQUENCE s"); err != nil {
		t.Fatal(err)
	}
	for range 2 { // prepared, then kept
		if _, err := db.Query(ctx, "SELECT nextval('s')", nil); err == nil || !strings.Contains(err.Error(), "read-only") {
			t.Errorf("nextval in a query: %v; want a read-only transaction's refusal", err)
		}
	}
	if _, err := db.Query(ctx, "SELECT $"+budgetParam, map[string]any{budgetParam: 1}); err == nil {
		t.Error("a query used the engine's own parameter")
	}
}
