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
		"deliveries.csv": "id,day,late,fee,cost\n1,2024-01-05,0,10,4\n2,2024-02-05,0,10,4\n3,2024-03-05,1,20,8\n4,2024-04-05,0,10,4\n5,2023-05-05,1,50,20\n",
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
metric "fees" {
  label = "Fees"
  unit  = "USD"
  table = "deliveries"
  expr  = "SUM(fee)"
  time  = "day"
}
metric "costs" {
  label = "Costs"
  unit  = "USD"
  table = "deliveries"
  expr  = "SUM(cost)"
  time  = "day"
}
document "ops" { paths = ["docs/ops.md"] }
`,
		"docs/ops.md": `# Operations review

## Punctuality in 2024

The on-time rate was 0% in 2024, after the depot moved.

## Punctuality targets

The on-time rate target is 95%, reviewed every quarter.

## Cost of deliveries

Delivery costs are what the carriers charge us. Costs are 40% of fees.

## Margins

Our costs were 90% of fees in 2024, which is why prices went up.
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
	// a ratio of two metrics: 40% (right) and 90% (wrong) of fees
	for q, wrong := range map[string]bool{"How are delivery costs charged?": false, "Why did prices go up?": true} {
		a, err := e.Ask(ctx, q, AskOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(strings.Join(a.Warnings, " "), WarnContradictory); got != wrong || a.Route != RouteDocuments {
			t.Errorf("%q: route %s, contradiction %v, want %v: %q", q, a.Route, got, wrong, a.Warnings)
		}
	}
	a, err = e.Ask(ctx, "What is the punctuality target?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(a.Warnings, " "), WarnContradictory) {
		t.Errorf("a target is not a claim of the metric's value: %q (%s)", a.Warnings, a.Summary)
	}
}
