package server

import (
	"context"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
)

func TestZZDecomp(t *testing.T) {
	dir := demoCopy(t)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	ws, _ := config.Load(dir)
	snap := rt.Snapshot()
	type q struct {
		question, hint string
		steps          []struct {
			src  string
			sql  string
			args map[string]any
		}
	}
	var qs []q
	for _, g := range ws.Goldens {
		a, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
		if err != nil || len(a.Provenance.Steps) == 0 {
			continue
		}
		x := q{question: g.Question, hint: g.FormatHint}
		for _, st := range a.Provenance.Steps {
			x.steps = append(x.steps, struct {
				src  string
				sql  string
				args map[string]any
			}{st.Source, st.SQL, st.Args})
		}
		qs = append(qs, x)
	}
	var ask, eng time.Duration
	for round := 0; round < 3; round++ {
		for _, x := range qs {
			t0 := time.Now()
			rt.Ask(ctx, x.question, runtime.AskOptions{FormatHint: x.hint})
			ask += time.Since(t0)
			t0 = time.Now()
			for _, st := range x.steps {
				if _, err := snap.Sources[st.src].DB.Query(ctx, st.sql, st.args); err != nil {
					t.Log(err)
				}
			}
			eng += time.Since(t0)
		}
	}
	n := time.Duration(3 * len(qs))
	t.Logf("%d questions: ask %v/q, engine.Query %v/q", len(qs), ask/n, eng/n)
}
