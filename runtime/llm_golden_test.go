package runtime_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
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

// BenchmarkGoldenWithModel answers the golden suite with a fake model
// that returns plans written by hand (testdata/model_plans.json), not the
// offline planner's, and reports LLM calls and tokens per answer and the
// accuracy of the answers it planned. Target: 1 call per pipe/metric
// question; accuracy 1.
func BenchmarkGoldenWithModel(b *testing.B) {
	raw, err := os.ReadFile(filepath.Join("testdata", "model_plans.json"))
	if err != nil {
		b.Fatal(err)
	}
	var plans map[string]json.RawMessage
	if err := json.Unmarshal(raw, &plans); err != nil {
		b.Fatal(err)
	}
	fake := fakegemini.New()
	defer fake.Close()
	fake.Handle(func(c fakegemini.Call) fakegemini.Reply {
		_, q, _ := strings.Cut(c.Prompt, "## Question\n")
		body, ok := plans[strings.TrimSpace(q)]
		if !ok {
			return fakegemini.Reply{Status: 500} // not planned by hand: the offline planner answers
		}
		return fakegemini.Reply{Text: string(body), PromptTokens: len(strings.Fields(c.Prompt+c.System)) * 4 / 3, OutputTokens: len(body) / 4}
	})
	rt := demoWithModel(b, fake, "10s")
	goldens := evals.Select(rt.Snapshot().Goldens, evals.Options{Suites: []string{"northwind"}})
	var calls, prompt, output, answers, planned, passed int
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
			if _, ok := plans[g.Question]; !ok {
				continue
			}
			planned++
			if fails := evals.Check(g, a); len(fails) == 0 {
				passed++
			} else if i == 0 {
				b.Logf("%s: %v", g.Name, fails)
			}
		}
	}
	if planned == 0 {
		b.Fatal("no golden question has a plan written for it")
	}
	b.ReportMetric(float64(calls)/float64(answers), "calls/answer")
	b.ReportMetric(float64(prompt)/float64(answers), "prompt_tokens/answer")
	b.ReportMetric(float64(output)/float64(answers), "output_tokens/answer")
	b.ReportMetric(float64(passed)/float64(planned), "accuracy")
	b.ReportMetric(float64(planned)/float64(answers), "planned_by_hand")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(answers), "ms/answer")
}
