package runtime_test

import (
	"context"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// TestGoldenSuite asks every golden question of the demo workspace
// (evals/*.hcl) and checks the answer. The expected values there are
// computed from the CSVs by evals/expected/northwind.py, not by datacopilot.
func TestGoldenSuite(t *testing.T) {
	rt := demoRuntime(t)
	goldens := rt.Snapshot().Goldens
	if len(goldens) < 40 {
		t.Fatalf("the demo has %d golden questions; the suite needs at least 40", len(goldens))
	}
	for _, g := range goldens {
		t.Run(g.Name, func(t *testing.T) {
			a, err := rt.Ask(context.Background(), g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
			if err != nil {
				t.Fatalf("ask %q: %v", g.Question, err)
			}
			if fails := evals.Check(g, a); len(fails) > 0 {
				t.Errorf("%q (route %s, %q):\n  %s", g.Question, a.Route, a.Summary, strings.Join(fails, "\n  "))
			}
			if a.Route == "stop" && len(a.Provenance.SQL) > 0 {
				t.Errorf("%q was refused but ran %d queries", g.Question, len(a.Provenance.SQL))
			}
		})
	}
}
