package engine

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"
)

func open(t *testing.T, o Options) *DB {
	t.Helper()
	db, err := Open(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Lock(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

func setting(t *testing.T, db *DB, name string) string {
	t.Helper()
	var v string
	if err := db.db.QueryRow("SELECT current_setting(" + QuoteString(name) + ")").Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// The limits are set before the configuration is locked, and hold after.
func TestLimitsSet(t *testing.T) {
	db := open(t, Options{Memory: 256 << 20, Threads: 1, TempSize: 64 << 20})
	for name, want := range map[string]string{"memory_limit": "192.0 MiB", "threads": "1", "max_temp_directory_size": "64.0 MiB"} {
		if got := setting(t, db, name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	dir := setting(t, db, "temp_directory")
	if !strings.HasPrefix(dir, os.TempDir()) || !strings.Contains(dir, "datacopilot-duckdb-") {
		t.Errorf("spill files go to %q, not a private temporary directory", dir)
	}
	for _, q := range []string{"SET memory_limit = '20GB'", "SET threads = 64", "SET temp_directory = '.'", "SET max_temp_directory_size = '1TB'"} {
		if _, err := db.db.Exec(q); err == nil || !strings.Contains(err.Error(), "lock") {
			t.Errorf("%s after Lock: %v; want a locked-configuration error", q, err)
		}
	}
	db.Close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the spill directory %s outlived Close (%v)", dir, err)
	}
	nospill := open(t, Options{TempSize: -1})
	if got := setting(t, nospill, "temp_directory"); got != "" {
		t.Errorf("TempSize < 0: temp_directory = %q, want none", got)
	}
	defaults := open(t, Options{})
	if got := setting(t, defaults, "memory_limit"); got != "1.5 GiB" {
		t.Errorf("default memory_limit = %q", got)
	}
}

// The row cap is part of the query: DuckDB stops at cap + 1 rows, so a
// query that would make a trillion rows returns at once.
func TestRowCapInQuery(t *testing.T) {
	db := open(t, Options{MaxRows: 10})
	start := time.Now()
	tab, err := db.Query(context.Background(), "SELECT * FROM range(1000000000000) -- a trillion\n;", nil)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Rows() != 10 || !tab.Truncated {
		t.Errorf("%d rows, truncated %v; want 10, true", tab.Rows(), tab.Truncated)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %s", d)
	}
	tab, err = db.Query(context.Background(), "SELECT * FROM range(10) ORDER BY range DESC", nil)
	if err != nil || tab.Rows() != 10 || tab.Truncated || tab.Columns[0].Ints[0] != 9 {
		t.Errorf("exactly the cap: %v %v", tab, err)
	}
}

// Each limit stops a query with an error that names it.
func TestLimitErrors(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name  string
		opts  Options
		sql   string
		is    error
		words string
	}{
		{"memory", Options{Memory: 64 << 20, TempSize: -1}, "SELECT count(*) FROM range(100000000) a, range(100000000) b", ErrMemory, "64MiB (limits.memory"},
		{"spill", Options{Memory: 64 << 20, TempSize: 32 << 20}, "SELECT * FROM range(1000000000000) a, range(1000000000000) b", ErrMemory, "32MiB of spill space"},
		{"timeout", Options{Timeout: 300 * time.Millisecond}, "SELECT count(*) FROM range(1000000000) a, range(1000000000) b", ErrTimeout, "after 300ms"},
		{"bytes", Options{MaxResultBytes: 1 << 20}, "SELECT repeat('x', 10000) FROM range(1000)", ErrTooBig, "1MiB (limits.result_size"},
		// counted inside DuckDB, which holds a whole result before the
		// first row is read: this one would be 10 GB
		{"wide", Options{MaxResultBytes: 8 << 20}, "SELECT repeat('x', 100000) FROM range(100000)", ErrTooBig, "8MiB (limits.result_size"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := open(t, c.opts)
			start := time.Now()
			_, err := db.Query(ctx, c.sql, nil)
			if !errors.Is(err, c.is) || !strings.Contains(err.Error(), c.words) {
				t.Errorf("got %v; want %v saying %q", err, c.is, c.words)
			}
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("took %s", d)
			}
			if _, err := db.Query(ctx, "SELECT 1", nil); err != nil {
				t.Errorf("the engine did not recover: %v", err)
			}
		})
	}
}

// A client that goes away interrupts DuckDB.
func TestCancelInterrupts(t *testing.T) {
	db := open(t, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	_, err := db.Query(ctx, "SELECT count(*) FROM range(1000000000) a, range(1000000000) b", nil)
	if !errors.Is(err, ErrCancel) {
		t.Errorf("got %v, want ErrCancel", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the query ran on for %s after its client left", d)
	}
}

// Setup statements run first, in the query's transaction, and leave
// nothing behind.
func TestSetup(t *testing.T) {
	db := open(t, Options{})
	setup := Setup{SQL: "CREATE TEMP TYPE __t AS ENUM (SELECT 'a' || $n UNION ALL SELECT 'b')", Params: []string{"n"}}
	tab, err := db.Query(context.Background(), "SELECT 'a1'::__t AS v, $m AS m", map[string]any{"n": "1", "m": 2}, setup)
	if err != nil || tab.Rows() != 1 {
		t.Fatalf("%v %v", tab, err)
	}
	if _, err := db.Query(context.Background(), "SELECT 'a1'::__t", nil); err == nil {
		t.Error("the setup's type outlived its query")
	}
}
