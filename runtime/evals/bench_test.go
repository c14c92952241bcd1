package evals_test

import (
	"context"
	"testing"

	dc "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// BenchmarkEvalDemo runs the demo's whole golden suite offline, as
// `datacopilot eval` does. Target: ≤ 2 s.
func BenchmarkEvalDemo(b *testing.B) {
	ctx := context.Background()
	rt, err := dc.Load(ctx, dc.Options{Dir: "../..", NoWrite: true})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	b.ResetTimer()
	var run *evals.Run
	for i := 0; i < b.N; i++ {
		run = evals.Execute(ctx, rt, evals.Options{})
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "suite_ms")
	b.ReportMetric(float64(len(run.Results)), "goldens")
	if run.Passed != len(run.Results) {
		b.Errorf("%s", evals.Headline(run))
	}
}

// BenchmarkDiffDemo diffs the demo against its last commit as `datacopilot
// diff --base HEAD` does: materialize the revision with git archive, load
// both workspaces, compare, and run both golden suites. Target: ≤ 5 s.
func BenchmarkDiffDemo(b *testing.B) {
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		dir, cleanup, err := evals.Materialize("../..", "HEAD")
		if err != nil {
			b.Fatal(err)
		}
		base, err := dc.Load(ctx, dc.Options{Dir: dir, NoWrite: true})
		if err != nil {
			b.Fatal(err)
		}
		head, err := dc.Load(ctx, dc.Options{Dir: "../..", NoWrite: true})
		if err != nil {
			b.Fatal(err)
		}
		evals.CompareWorkspaces(ctx, base, head, "HEAD", "working tree")
		base.Close()
		head.Close()
		cleanup()
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "diff_ms")
}
