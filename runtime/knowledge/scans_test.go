package knowledge_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// scanWorkspace has a text dimension with more values than the cap, one
// with two values and a time dimension.
func scanWorkspace(t *testing.T) string {
	return scanWorkspaceOf(t, knowledge.MaxDimensionValues+100)
}

// scanWorkspaceOf is scanWorkspace with n codes.
func scanWorkspaceOf(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("code,kind,day,amount\n")
	for i := range n {
		fmt.Fprintf(&b, "C%05d,%s,2024-01-%02d,%d\n", i, []string{"retail", "wholesale"}[i%2], i%28+1, i)
	}
	write(t, dir, "lines.csv", b.String())
	write(t, dir, "knowledge.hcl", scanKnowledge("Lines."))
	return dir
}

func scanKnowledge(desc string) string {
	return `
source "s" {
  type = "duckdb"
  file "lines" { path = "lines.csv" }
}
table "lines" { description = "` + desc + `" }
dimension "code" {
  table = "lines"
  expr  = "code"
}
dimension "kind" {
  table = "lines"
  expr  = "kind"
}
dimension "day" {
  table = "lines"
  expr  = "day"
  type  = "time"
}
`
}

func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func buildCached(t *testing.T, dir string, prev *knowledge.Snapshot) *knowledge.Snapshot {
	t.Helper()
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	s, diags := knowledge.Build(context.Background(), ws, knowledge.Options{Previous: prev, Cache: &engine.Cache{Dir: filepath.Join(dir, ".datacopilot", "cache")}})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestValuesOverTheCapAreKeptForLookup: a dimension with more values than
// MaxDimensionValues lists none, but its values are matched when a
// question says one whole ("C02042").
func TestValuesOverTheCapAreKeptForLookup(t *testing.T) {
	n := knowledge.MaxDimensionValues + 100
	s := buildCached(t, scanWorkspaceOf(t, n), nil)
	d := s.Dimensions["code"]
	if d.Values != nil || len(d.Lookup) != n {
		t.Errorf("code has %d values and %d to look up, want 0 and %d", len(d.Values), len(d.Lookup), n)
	}
	if diff := cmp.Diff([]string{"retail", "wholesale"}, s.Dimensions["kind"].Values); diff != "" {
		t.Errorf("kind values (-want +got):\n%s", diff)
	}
	var got []string
	for _, m := range s.Values.Match(knowledge.Words("orders of C02042 and C0204"), nil) {
		got = append(got, m.Dimension+"="+m.Value+"/"+m.Kind)
	}
	if diff := cmp.Diff([]string{"code=C02042/exact"}, got); diff != "" {
		t.Errorf("matches (-want +got):\n%s", diff)
	}
}

func TestValueScanStopsAtTheCap(t *testing.T) {
	s := buildCached(t, scanWorkspaceOf(t, knowledge.MaxLookupValues+100), nil)
	if d := s.Dimensions["code"]; d.Values != nil || d.Lookup != nil {
		t.Errorf("code has %d values and %d to look up, want none (more than the cap)", len(d.Values), len(d.Lookup))
	}
	// two value scans and a range: the capped one returned one row past
	// the cap, not every value
	want := knowledge.ScanStats{Run: 3, Rows: knowledge.MaxLookupValues + 1 + 2}
	if diff := cmp.Diff(want, s.Scans); diff != "" {
		t.Errorf("scans (-want +got):\n%s", diff)
	}
}

func TestKnowledgeEditRescansNothing(t *testing.T) {
	dir := scanWorkspace(t)
	first := buildCached(t, dir, nil)
	check := func(s *knowledge.Snapshot, want knowledge.ScanStats) {
		t.Helper()
		got := s.Scans
		got.Rows = 0
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("scans (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"retail", "wholesale"}, s.Dimensions["kind"].Values); diff != "" {
			t.Errorf("kind values (-want +got):\n%s", diff)
		}
		if s.Dimensions["code"].Values != nil {
			t.Error("code got values")
		}
		d := s.Dimensions["day"]
		if got, want := d.Min.Format(time.DateOnly)+".."+d.Max.Format(time.DateOnly), "2024-01-01..2024-01-28"; got != want {
			t.Errorf("day range %s, want %s", got, want)
		}
	}
	check(first, knowledge.ScanStats{Run: 3})

	// a description changes: a cold build (from the disk) and a reload
	// (from the previous snapshot) read nothing
	write(t, dir, "knowledge.hcl", scanKnowledge("The lines of the orders."))
	check(buildCached(t, dir, nil), knowledge.ScanStats{Cached: 3})
	if err := os.Remove(filepath.Join(dir, ".datacopilot", "cache", "scans.json")); err != nil {
		t.Fatal(err)
	}
	check(buildCached(t, dir, first), knowledge.ScanStats{Cached: 3})

	// the data changes: everything is read again
	raw, err := os.ReadFile(filepath.Join(dir, "lines.csv"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, "lines.csv", string(raw)+"Z99999,retail,2024-01-05,1\n")
	check(buildCached(t, dir, first), knowledge.ScanStats{Run: 3})
}

// TestKeptProbesStillCatchErrors: shapes kept from an earlier load do not
// hide a broken expression, and a pipe's kept shape follows its SQL.
func TestKeptProbesStillCatchErrors(t *testing.T) {
	dir := scanWorkspace(t)
	buildCached(t, dir, nil)
	write(t, dir, "knowledge.hcl", scanKnowledge("Lines.")+`
dimension "broken" {
  table = "lines"
  expr  = "kindd"
}
`)
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	_, diags = knowledge.Build(context.Background(), ws, knowledge.Options{Cache: &engine.Cache{Dir: filepath.Join(dir, ".datacopilot", "cache")}})
	if !strings.Contains(diags.Error(), `Dimension "broken"`) {
		t.Errorf("a broken dimension loaded from a warm cache: %v", diags)
	}

	for _, sql := range []string{"SELECT kind, count(*) AS n FROM lines GROUP BY kind", "SELECT kind, count(*) AS lines, min(day) AS first FROM lines GROUP BY kind"} {
		write(t, dir, "knowledge.hcl", scanKnowledge("Lines."))
		os.MkdirAll(filepath.Join(dir, "pipes"), 0o755)
		write(t, dir, "pipes/by_kind.hcl", `
pipe "by_kind" {
  description = "Lines per kind."
  sql = "`+sql+`"
}
`)
		s := buildCached(t, dir, nil)
		var got []string
		for _, c := range s.Pipes["by_kind"].Columns {
			got = append(got, c.Name)
		}
		want := []string{"kind", "n"}
		if strings.Contains(sql, "first") {
			want = []string{"kind", "lines", "first"}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("pipe columns (-want +got):\n%s", diff)
		}
	}
}
