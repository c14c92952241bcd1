package agents

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// workspace builds an engine over a workspace made of the given files.
func workspace(t *testing.T, files map[string]string) *Engine {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	s, diags := knowledge.Build(context.Background(), ws, knowledge.Options{})
	if diags.HasErrors() {
		t.Fatal(diags.Error())
	}
	t.Cleanup(func() { s.Close() })
	return New(s)
}

// A passage that states a metric's value against the data is not served as
// fact: the answer says both values, flags contradictory_sources and needs
// review. A passage whose numbers are not the metric's value (a target, a
// threshold, another unit) is quoted as it is.
func TestClaimsCheckedAgainstData(t *testing.T) {
	e := workspace(t, map[string]string{
		"deliveries.csv": "id,day,late\n1,2024-01-05,0\n2,2024-02-05,0\n3,2024-03-05,1\n4,2024-04-05,0\n5,2023-05-05,1\n",
		"knowledge.hcl": `
source "s" {
  type = "duckdb"
  file "deliveries" { path = "deliveries.csv" }
}
dimension "day" {
  table = "deliveries"
  expr  = "day"
  type  = "time"
}
metric "on_time_rate" {
  label = "On-time rate"
  unit  = "%"
  table = "deliveries"
  expr  = "100.0 * AVG(CASE WHEN late = 0 THEN 1 ELSE 0 END)"
  time  = "day"
}
document "ops" { paths = ["docs/ops.md"] }
`,
		"docs/ops.md": `# Operations review

## Punctuality in 2024

The on-time rate was 0% in 2024, after the depot moved.

## Punctuality targets

The on-time rate target is 95%, reviewed every quarter.
`,
	})
	ctx := context.Background()
	a, err := e.Ask(ctx, "What was the punctuality in 2024 after the depot moved?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Route != RouteDocuments {
		t.Fatalf("route %s: %s", a.Route, a.Summary)
	}
	w := strings.Join(a.Warnings, " ")
	if !strings.Contains(w, WarnContradictory) || !strings.Contains(w, "75.00%") || !a.NeedsReview {
		t.Errorf("a passage saying 0%% against 75%% in the data: review %v, warnings %q", a.NeedsReview, a.Warnings)
	}
	a, err = e.Ask(ctx, "What is the punctuality target?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(a.Warnings, " "), WarnContradictory) {
		t.Errorf("a target is not a claim of the metric's value: %q (%s)", a.Warnings, a.Summary)
	}
}
