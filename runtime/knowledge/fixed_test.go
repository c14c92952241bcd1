package knowledge_test

import (
	"path/filepath"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Files read into DuckDB at the build are fixed for the snapshot's life; a
// database file, and Parquet queried where it lies, can change under it.
func TestSourceFixed(t *testing.T) {
	dir := t.TempDir()
	db, err := engine.Open(engine.Options{Path: filepath.Join(dir, "w.duckdb")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Raw().Exec("CREATE TABLE kept AS SELECT 1 AS id"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Raw().Exec("COPY (SELECT 1 AS id, 2.5 AS amount) TO " + engine.QuoteString(filepath.Join(dir, "lake.parquet")) + " (FORMAT parquet)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, c := range []struct {
		name, source string
		fixed        bool
	}{
		{"csv", `source "s" {
  type = "duckdb"
  file "shipments" { path = "shipments.csv" }
}`, true},
		{"parquet loaded", `source "s" {
  type = "duckdb"
  file "lake" {
    path     = "` + filepath.Join(dir, "lake.parquet") + `"
    in_place = false
  }
}`, true},
		{"parquet in place", `source "s" {
  type = "duckdb"
  file "lake" {
    path     = "` + filepath.Join(dir, "lake.parquet") + `"
    in_place = true
  }
}`, false},
		{"database file", `source "s" {
  type = "duckdb"
  path = "` + filepath.Join(dir, "w.duckdb") + `"
}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, errs := build(t, map[string]string{"shipments.csv": shipments, "knowledge.hcl": c.source})
			if errs != "" {
				t.Fatal(errs)
			}
			if got := s.Sources["s"].Fixed(); got != c.fixed {
				t.Errorf("Fixed() = %v, want %v", got, c.fixed)
			}
		})
	}
}
