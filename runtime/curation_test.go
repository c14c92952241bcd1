package runtime_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// learningByID reads one learning from learnings.hcl as written.
func learningByID(t *testing.T, dir, id string) *config.Learning {
	t.Helper()
	ls, err := config.ReadLearnings(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		if l.ID == id {
			return l
		}
	}
	t.Fatalf("learnings.hcl has no learning %s", id)
	return nil
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestGoldensScoreLearnings: an eval run that keeps its history moves the
// confidence of the learnings its goldens applied (up when every golden
// that applied one passed, down when one failed) and adds to their golden
// counts; a golden that applies none leaves them alone; concurrent runs
// lose no count.
func TestGoldensScoreLearnings(t *testing.T) {
	dir, id := repairedWorkspace(t)
	writeFile(t, filepath.Join(dir, "evals", "learned.hcl"), `
golden "learned_right" {
  question    = "`+repairQuestion+`"
  format_hint = "float"
  expect      = 250
}

golden "learned_wrong" {
  question    = "`+repairQuestion+`"
  format_hint = "float"
  expect      = 1
}
`)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	type counts struct {
		Confidence     float64
		Passed, Failed int
		TimesApplied   int
	}
	got := func() counts {
		l := learningByID(t, dir, id)
		return counts{l.Confidence, l.GoldensPassed, l.GoldensFailed, l.TimesApplied}
	}
	score := func(o evals.Options) *evals.Run {
		t.Helper()
		run := evals.Execute(ctx, rt, o)
		if err := evals.ScoreLearnings(rt, run); err != nil {
			t.Fatal(err)
		}
		return run
	}

	run := score(evals.Options{Names: []string{"learned_right"}})
	if r := run.Results[0]; r.Status != evals.Pass || !cmp.Equal(r.Learnings, []string{id}) {
		t.Fatalf("golden %s: %s, learnings applied %v; want a pass with %s", r.Name, r.Status, r.Learnings, id)
	}
	if diff := cmp.Diff(counts{0.6, 1, 0, 0}, got()); diff != "" {
		t.Errorf("after a passing golden (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]runtime.GoldenScore{{ID: id, Passed: 1, Delta: runtime.ConfidenceUp, Confidence: 0.6}}, run.Learnings); diff != "" {
		t.Errorf("the run's scores (-want +got):\n%s", diff)
	}

	score(evals.Options{Suites: []string{"learned"}}) // one passes, one fails: down
	if diff := cmp.Diff(counts{0.4, 2, 1, 0}, got()); diff != "" {
		t.Errorf("after a passing and a failing golden (-want +got):\n%s", diff)
	}

	run = score(evals.Options{Names: []string{"q1_billings"}}) // applies no learning
	if len(run.Results[0].Learnings) != 0 || len(run.Learnings) != 0 {
		t.Errorf("q1_billings applied %v, scored %v; want none", run.Results[0].Learnings, run.Learnings)
	}
	if diff := cmp.Diff(counts{0.4, 2, 1, 0}, got()); diff != "" {
		t.Errorf("after a golden that applies no learning (-want +got):\n%s", diff)
	}

	// concurrent writers (this runtime and another process's) lose no count
	other, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			by := rt
			if i%2 == 1 {
				by = other
			}
			if _, err := by.ScoreLearnings(map[string]int{id: 1}, map[string]int{id: i % 3 / 2}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	l := learningByID(t, dir, id)
	if l.GoldensPassed != 22 || l.GoldensFailed != 1+6 {
		t.Errorf("after 20 concurrent scores: %d passed, %d failed; want 22, 7", l.GoldensPassed, l.GoldensFailed)
	}
}
