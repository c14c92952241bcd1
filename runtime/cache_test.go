package runtime_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// loads says how each table of the served snapshot came to be, and its rows.
func loads(rt *runtime.Runtime) map[string]string {
	out := map[string]string{}
	for _, s := range rt.Sources() {
		for _, t := range s.Tables {
			out[t.Name] = t.How
		}
	}
	return out
}

func rows(rt *runtime.Runtime, table string) int64 {
	return rt.Snapshot().Tables[table].Rows
}

// TestFileCacheAcrossRunsAndReloads: a second run reads the cache, a
// reload after one data file changed loads that file alone and serves its
// new rows, and a reload after a knowledge edit shares the source and
// scans nothing.
func TestFileCacheAcrossRunsAndReloads(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx := context.Background()
	open := func() *runtime.Runtime {
		t.Helper()
		rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { rt.Close() })
		return rt
	}
	first := open()
	all := func(how string) map[string]string {
		return map[string]string{"accounts": how, "plans": how, "invoices": how}
	}
	if diff := cmp.Diff(all(engine.LoadedSaved), loads(first)); diff != "" {
		t.Errorf("first run (-want +got):\n%s", diff)
	}
	rt := open()
	if diff := cmp.Diff(all(engine.FromCache), loads(rt)); diff != "" {
		t.Errorf("second run (-want +got):\n%s", diff)
	}
	if s := rt.Snapshot().Scans; s.Run != 0 || s.Cached == 0 {
		t.Errorf("second run scanned the data again: %+v", s)
	}

	before := rows(rt, "invoices")
	path := filepath.Join(dir, "data", "invoices.csv")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	if err := os.WriteFile(path, []byte(string(raw)+lines[len(lines)-1]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	want := all(engine.FromCache)
	want["invoices"] = engine.LoadedSaved
	if diff := cmp.Diff(want, loads(rt)); diff != "" {
		t.Errorf("reload after one file changed (-want +got):\n%s", diff)
	}
	if got := rows(rt, "invoices"); got != before+1 {
		t.Errorf("invoices has %d rows after the reload, want %d", got, before+1)
	}
	// the first runtime still serves its own snapshot, whole
	if got := rows(first, "invoices"); got != before {
		t.Errorf("the older runtime's invoices: %d rows, want %d", got, before)
	}
	if _, err := first.Ask(ctx, "how many invoices", runtime.AskOptions{}); err != nil {
		t.Errorf("the older runtime after the cache changed: %v", err)
	}

	kpath := filepath.Join(dir, "knowledge.hcl")
	k, _ := os.ReadFile(kpath)
	edited := strings.Replace(string(k), `description = "Customer accounts."`, `description = "Customer accounts, one per company."`, 1)
	if edited == string(k) {
		t.Fatal("the edit changed nothing")
	}
	os.WriteFile(kpath, []byte(edited), 0o644)
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if s := rt.Snapshot().Scans; s.Run != 0 {
		t.Errorf("a knowledge edit rescanned: %+v", s)
	}
}

func TestNoCacheOption(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	os.RemoveAll(filepath.Join(dir, ".datacopilot")) // the copy may bring the testdata's own
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for table, how := range loads(rt) {
		if how != engine.Loaded {
			t.Errorf("%s: %s", table, how)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".datacopilot", "cache")); err == nil {
		t.Error("NoCache made a cache folder")
	}
}

// TestParquetInPlaceByDefault: a Parquet file is read in place unless its
// block says in_place = false, with the same data either way.
func TestParquetInPlaceByDefault(t *testing.T) {
	for _, c := range []struct {
		attr, how string
	}{{"", engine.InPlace}, {"in_place = false", engine.LoadedSaved}, {"in_place = true", engine.InPlace}} {
		t.Run(c.attr, func(t *testing.T) {
			dir := t.TempDir()
			writeParquet(t, filepath.Join(dir, "facts.parquet"))
			os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(`source "s" {
  type = "duckdb"
  file "facts" {
    path = "facts.parquet"
    `+c.attr+`
  }
}
metric "total" {
  table = "facts"
  expr  = "SUM(amount)"
}
`), 0o644)
			rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			if got := loads(rt)["facts"]; got != c.how {
				t.Errorf("facts: %s, want %s", got, c.how)
			}
			if got := rows(rt, "facts"); got != 100 {
				t.Errorf("facts: %d rows", got)
			}
		})
	}
}

func writeParquet(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("COPY (SELECT i AS id, i * 2 AS amount FROM range(100) t(i)) TO " + engine.QuoteString(path) + " (FORMAT parquet)"); err != nil {
		t.Fatal(err)
	}
}
