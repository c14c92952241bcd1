package runtime_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
	"github.com/datacopilot/datacopilot/runtime/llm/fakegemini"
)

// demoWithModel copies the demo workspace with its planner pointed at a
// fake Gemini server.
func demoWithModel(tb testing.TB, fake *fakegemini.Server, timeout string) *runtime.Runtime {
	tb.Helper()
	dir := testfs.Demo(tb, "..")
	withModel(tb, dir, fake, timeout, "planner")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { rt.Close() })
	return rt
}

// TestGoldenSuiteThroughFailingModel: the model fails in every way in turn
// (5xx, 429, invalid JSON, an unknown pipe, unsafe SQL, a timeout), and
// every golden question is still answered right, through the fallback.
func TestGoldenSuiteThroughFailingModel(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	var n atomic.Int64
	fake.Handle(func(c fakegemini.Call) fakegemini.Reply {
		switch n.Add(1) % 6 {
		case 0:
			return fakegemini.Reply{Status: 500}
		case 1:
			return fakegemini.Reply{Status: 429}
		case 2:
			return fakegemini.Reply{Text: `{"route": "metric", "plan": `}
		case 3:
			return fakegemini.Reply{Text: `{"route": "pipes", "plan": {"steps": [{"id": "p", "pipe": "sales_by_everything"}]}}`}
		case 4:
			return fakegemini.Reply{Text: `{"route": "sql", "plan": {"steps": [{"id": "q", "sql": "DROP TABLE orders"}]}}`}
		}
		return fakegemini.Reply{Text: "{}", Delay: 2 * time.Second}
	})
	rt := demoWithModel(t, fake, "250ms")
	run := evals.Execute(context.Background(), rt, evals.Options{Concurrency: 8, Suites: []string{"northwind"}})
	if run.Passed != len(run.Results) {
		for _, r := range run.Results {
			if r.Status != evals.Pass {
				t.Errorf("%s: %s %v", r.Name, r.Error, r.Failures)
			}
		}
	}
	if fake.Count() < len(run.Results) {
		t.Errorf("the model was called %d times for %d questions", fake.Count(), len(run.Results))
	}
}

// BenchmarkGoldenWithModel answers the golden suite with a fake model that
// plans perfectly (it returns the offline planner's plan) and reports LLM
// calls and tokens per answer. Target: 1 call per pipe/metric question.
func BenchmarkGoldenWithModel(b *testing.B) {
	offline := demoRuntime(b)
	fake := fakegemini.New()
	defer fake.Close()
	fake.Handle(func(c fakegemini.Call) fakegemini.Reply {
		_, q, _ := strings.Cut(c.Prompt, "## Question\n")
		d, _ := offline.PlanQuestion(strings.TrimSpace(q))
		body, _ := json.Marshal(map[string]any{"route": d.Route, "plan": d.Plan, "message": d.Message})
		return fakegemini.Reply{Text: string(body), PromptTokens: len(strings.Fields(c.Prompt+c.System)) * 4 / 3, OutputTokens: len(body) / 4}
	})
	rt := demoWithModel(b, fake, "10s")
	goldens := evals.Select(rt.Snapshot().Goldens, evals.Options{Suites: []string{"northwind"}})
	var calls, prompt, output, answers, passed int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range goldens {
			a, err := rt.Ask(context.Background(), g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
			if err != nil {
				b.Fatal(err)
			}
			answers++
			calls += a.Usage.LLMCalls
			prompt += a.Usage.PromptTokens
			output += a.Usage.OutputTokens
			if len(evals.Check(g, a)) == 0 {
				passed++
			}
		}
	}
	b.ReportMetric(float64(calls)/float64(answers), "calls/answer")
	b.ReportMetric(float64(prompt)/float64(answers), "prompt_tokens/answer")
	b.ReportMetric(float64(output)/float64(answers), "output_tokens/answer")
	b.ReportMetric(float64(passed)/float64(answers), "accuracy")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(answers), "ms/answer")
}
