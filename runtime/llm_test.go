package runtime_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/llm/fakegemini"
)

const goodPlan = `{"route": "metric", "plan": {"steps": [{"id": "m", "metric": "billings", "dimensions": ["region"], "filters": {"period": ["2024-01-01", "2024-03-31"]}, "order": "desc"}]}}`

// withModel writes the agents.hcl of a workspace whose agents (planner,
// synthesizer) use Gemini at a fake server, with the key in the environment.
// timeout "" is the llm block's default.
func withModel(tb testing.TB, dir string, fake *fakegemini.Server, timeout string, agents ...string) {
	tb.Helper()
	src := "llm \"gemini\" {\n  provider    = \"gemini\"\n  model       = \"gemini-test\"\n  api_key_env = \"TEST_GEMINI_KEY\"\n  base_url    = \"" + fake.URL + "\"\n"
	if timeout != "" {
		src += "  timeout     = \"" + timeout + "\"\n"
	}
	src += "}\n"
	for _, a := range agents {
		src += "agent \"" + a + "\" {\n  llm     = \"gemini\"\n  retries = 1\n}\n"
	}
	if err := os.WriteFile(filepath.Join(dir, "agents.hcl"), []byte(src), 0o644); err != nil {
		tb.Fatal(err)
	}
	tb.Setenv("TEST_GEMINI_KEY", "test-key")
}

// llmWorkspace is the billing workspace with its planner on Gemini, pointed
// at a fake server.
func llmWorkspace(t *testing.T, fake *fakegemini.Server, timeout string) *runtime.Runtime {
	t.Helper()
	dir := testfs.Workspace(t, "testdata/saas")
	withModel(t, dir, fake, timeout, "planner")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func TestLLMPlanner(t *testing.T) {
	q := "billings by region in Q1 2024"
	cases := []struct {
		name     string
		replies  []fakegemini.Reply
		calls    int
		fallback bool
	}{
		{"happy path", []fakegemini.Reply{{Text: goodPlan, PromptTokens: 900, OutputTokens: 60}}, 1, false},
		{"invalid JSON then a fix", []fakegemini.Reply{{Text: `{"route": "metric", "plan": {`}, {Text: goodPlan}}, 2, false},
		{"hallucinated pipe", []fakegemini.Reply{
			{Text: `{"route": "pipes", "plan": {"steps": [{"id": "p", "pipe": "billings_by_region"}]}}`},
			{Text: `{"route": "pipes", "plan": {"steps": [{"id": "p", "pipe": "billings_by_regions"}]}}`}}, 2, true},
		{"SQL the guard rejects", []fakegemini.Reply{
			{Text: `{"route": "sql", "plan": {"steps": [{"id": "q", "sql": "DELETE FROM invoices"}]}}`},
			{Text: `{"route": "sql", "plan": {"steps": [{"id": "q", "sql": "SELECT 1; DROP TABLE invoices"}]}}`}}, 2, true},
		{"server errors", []fakegemini.Reply{{Status: 500}, {Status: 500}}, 1, true},
		{"rate limited", []fakegemini.Reply{{Status: 429}, {Status: 429}}, 1, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fake := fakegemini.New()
			defer fake.Close()
			fake.Push(c.replies...)
			rt := llmWorkspace(t, fake, "10s")
			a, err := rt.Ask(context.Background(), q, runtime.AskOptions{FormatHint: "str"})
			if err != nil {
				t.Fatal(err)
			}
			if a.Answer != "EMEA" {
				t.Errorf("answer %v (%s)", a.Answer, a.Summary)
			}
			if a.Usage.LLMCalls != c.calls {
				t.Errorf("%d LLM calls, want %d", a.Usage.LLMCalls, c.calls)
			}
			fellBack := strings.Contains(strings.Join(a.Warnings, " "), "answered offline")
			if fellBack != c.fallback {
				t.Errorf("fallback %v, want %v: %v", fellBack, c.fallback, a.Warnings)
			}
			if c.name == "happy path" && (a.Usage.PromptTokens != 900 || a.Usage.OutputTokens != 60) {
				t.Errorf("usage %+v", a.Usage)
			}
			if c.name == "hallucinated pipe" && !strings.Contains(fake.Calls[1].Prompt, "billings_by_region") {
				t.Error("the retry does not carry the validation error")
			}
		})
	}
}

func TestLLMTimeoutFallsBack(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	fake.Push(fakegemini.Reply{Text: goodPlan, Delay: 10e9})
	rt := llmWorkspace(t, fake, "300ms")
	a, err := rt.Ask(context.Background(), "billings by region in Q1 2024", runtime.AskOptions{FormatHint: "str"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Answer != "EMEA" || !strings.Contains(strings.Join(a.Warnings, " "), "no answer within") {
		t.Errorf("answer %v, warnings %v", a.Answer, a.Warnings)
	}
}

func TestOfflineNotice(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	rt := llmWorkspace(t, fake, "1s")
	os.Unsetenv("TEST_GEMINI_KEY")
	if err := rt.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	a, err := rt.Ask(context.Background(), "billings by region in Q1 2024", runtime.AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if fake.Count() != 0 || !strings.Contains(strings.Join(a.Warnings, " "), "TEST_GEMINI_KEY is not set") {
		t.Errorf("calls %d, warnings %v", fake.Count(), a.Warnings)
	}
}

// TestPromptBudget: the planner prompt on the demo stays within its budget.
func TestPromptBudget(t *testing.T) {
	rt := demoRuntime(t)
	_ = rt
	for _, g := range rt.Snapshot().Goldens {
		p := rt.PlannerPrompt(g.Question)
		if n := knowledge.EstimateTokens(p); n > 6000 {
			t.Errorf("%q: prompt of %d tokens", g.Question, n)
		}
		if !strings.Contains(p, "## Metrics") || !strings.Contains(p, "## Business rules") {
			t.Errorf("%q: the prompt lacks metrics or rules", g.Question)
		}
	}
}

// TestTextToSQLRepair: the model's SQL fails on execution, the repair call
// corrects it, the answer is right, and the repair is saved as a learning
// with the original and corrected SQL.
func TestTextToSQLRepair(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	fake.Push(
		fakegemini.Reply{Text: `{"route": "sql", "plan": {"steps": [{"id": "q", "sql": "SELECT region, SUM(amount) AS billings FROM invoices GROUP BY region"}]}}`},
		fakegemini.Reply{Text: `{"diagnosis": "region is a column of accounts", "sql": "SELECT a.region, SUM(i.amount) AS billings FROM invoices i JOIN accounts a ON a.account_id = i.account_id WHERE i.status = 'paid' GROUP BY a.region ORDER BY billings DESC"}`},
	)
	dir := testfs.Workspace(t, "testdata/saas")
	withModel(t, dir, fake, "", "planner")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, AuditLog: filepath.Join(t.TempDir(), "a.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	a, err := rt.Ask(context.Background(), "paid billings per region, all time", runtime.AskOptions{FormatHint: "str"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Route != "sql" || a.Answer != "EMEA" || a.Usage.LLMCalls != 2 || len(a.Provenance.Repairs) != 1 {
		t.Fatalf("route %s, answer %v, calls %d, repairs %+v, warnings %v", a.Route, a.Answer, a.Usage.LLMCalls, a.Provenance.Repairs, a.Warnings)
	}
	if !strings.Contains(fake.Calls[1].Prompt, "not found") || !strings.Contains(fake.Calls[1].Prompt, "accounts(") {
		t.Errorf("the repair prompt lacks the error or the tables:\n%s", fake.Calls[1].Prompt)
	}
	src, err := os.ReadFile(filepath.Join(dir, "learnings.hcl"))
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(src)), " ")
	for _, want := range []string{`category = "naming"`, `original_sql = "SELECT region, SUM(amount)`, `corrected_sql = "SELECT a.region`, `status = "pending"`, `"accounts"`} {
		if !strings.Contains(flat, want) {
			t.Errorf("learnings.hcl lacks %s:\n%s", want, src)
		}
	}
}

// TestLLMSynthesizer: the model writes the prose; a sentence with a number
// the data does not hold is dropped (1 of 5: under the 20% that would
// discard the prose); invalid JSON is retried once.
func TestLLMSynthesizer(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	dir := testfs.Workspace(t, "testdata/saas")
	withModel(t, dir, fake, "", "planner", "synthesizer")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	fake.Push(
		fakegemini.Reply{Text: goodPlan},
		fakegemini.Reply{Text: `{"summary": "EMEA led`},
		fakegemini.Reply{Text: `{"summary": "EMEA led Q1 2024 billings with 3,600.00 EUR, ahead of APAC at 1,500. Billings grew 42% on the year.", "explanation": "Three regions billed in the quarter. EMEA is one account. Americas billed 1,097.00 EUR.", "recommended_actions": ["Look into why Americas billed only 1,097."]}`},
	)
	a, err := rt.Ask(context.Background(), "billings by region in Q1 2024", runtime.AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Usage.LLMCalls != 3 {
		t.Errorf("%d calls, want 3 (plan, invalid prose, prose)", a.Usage.LLMCalls)
	}
	if a.Summary != "EMEA led Q1 2024 billings with 3,600.00 EUR, ahead of APAC at 1,500." {
		t.Errorf("summary %q", a.Summary)
	}
	if !strings.Contains(strings.Join(a.Warnings, " "), `unsupported_claim: dropped "Billings grew 42% on the year."`) {
		t.Errorf("warnings %v", a.Warnings)
	}
	if len(a.Actions) != 1 {
		t.Errorf("actions %v", a.Actions)
	}
}

// With a model, a follow-up's prompt carries the conversation so far: the
// earlier questions, how each was read and what it answered.
func TestLLMFollowUpHistory(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	fake := fakegemini.New()
	defer fake.Close()
	fake.Handle(func(fakegemini.Call) fakegemini.Reply { return fakegemini.Reply{Text: goodPlan} })
	rt := llmWorkspace(t, fake, "10s")
	ctx := context.Background()
	first, err := rt.Ask(ctx, "billings by region in Q1 2024", runtime.AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	second, err := rt.Ask(ctx, "and in Q2 2024?", runtime.AskOptions{Context: first.Context})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rt.Ask(ctx, "only EMEA", runtime.AskOptions{Context: second.Context}); err != nil {
		t.Fatal(err)
	}
	if len(fake.Calls) < 3 {
		t.Fatalf("%d calls to the model", len(fake.Calls))
	}
	if p := fake.Calls[0].Prompt; strings.Contains(p, "Conversation so far") {
		t.Errorf("the first question's prompt has a conversation:\n%s", p)
	}
	last := fake.Calls[len(fake.Calls)-1].Prompt
	i := strings.Index(last, "## Conversation so far")
	if i < 0 {
		t.Fatalf("the follow-up's prompt has no conversation:\n%s", last)
	}
	conv := last[i:]
	for _, want := range []string{
		"Q: billings by region in Q1 2024", "Read as: " + first.Interpretation, "Answer: " + first.Summary,
		"Q: and in Q2 2024?", "Read as: " + second.Interpretation,
		"## Question\nonly EMEA",
	} {
		if !strings.Contains(conv, want) {
			t.Errorf("the follow-up's prompt lacks %q:\n%s", want, conv)
		}
	}
	if strings.Index(conv, "Q: billings by region") > strings.Index(conv, "Q: and in Q2 2024?") {
		t.Error("the history is not oldest first")
	}
}
