package llm

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/llm/fakegemini"
)

func gem(t *testing.T, fake *fakegemini.Server, timeout time.Duration) *Gemini {
	t.Helper()
	g, err := NewGemini(context.Background(), GeminiConfig{APIKey: "test", Model: "gemini-test", BaseURL: fake.URL, Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGeminiJSONMode(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	fake.Push(fakegemini.Reply{Text: `{"route": "metric"}`, PromptTokens: 120, OutputTokens: 7})
	g := gem(t, fake, 5*time.Second)
	schema := map[string]any{"type": "object", "properties": map[string]any{"route": map[string]any{"type": "string"}}}
	r, err := g.Generate(context.Background(), Request{System: "You route questions.", Prompt: "revenue in 1997", Schema: schema})
	if err != nil {
		t.Fatal(err)
	}
	if r.Text != `{"route": "metric"}` || r.PromptTokens != 120 || r.OutputTokens != 7 {
		t.Errorf("response %+v", r)
	}
	c := fake.Calls[0]
	cfg, _ := c.Body["generationConfig"].(map[string]any)
	if c.Model != "gemini-test" || cfg["responseMimeType"] != "application/json" || cfg["responseJsonSchema"] == nil {
		t.Errorf("request: model %s, config %v", c.Model, cfg)
	}
	if !strings.Contains(c.System, "You route questions.") || !strings.Contains(c.Prompt, "revenue in 1997") {
		t.Errorf("prompt %q, system %q", c.Prompt, c.System)
	}
}

func TestGeminiRetriesAndFailures(t *testing.T) {
	fake := fakegemini.New()
	defer fake.Close()
	// 429 then 500 then success: retried within the budget
	fake.Push(fakegemini.Reply{Status: 429}, fakegemini.Reply{Status: 500}, fakegemini.Reply{Text: "ok"})
	g := gem(t, fake, 10*time.Second)
	if r, err := g.Generate(context.Background(), Request{Prompt: "x"}); err != nil || r.Text != "ok" || fake.Count() != 3 {
		t.Fatalf("retries: %v %+v after %d calls", err, r, fake.Count())
	}
	// a 400 is not retried
	fake.Push(fakegemini.Reply{Status: 400, Text: "bad request"})
	if _, err := g.Generate(context.Background(), Request{Prompt: "x"}); err == nil || fake.Count() != 4 {
		t.Errorf("400: %v after %d calls", err, fake.Count())
	}
	// persistent 500s give up after the retries
	fake.Push(fakegemini.Reply{Status: 500}, fakegemini.Reply{Status: 500}, fakegemini.Reply{Status: 500})
	if _, err := g.Generate(context.Background(), Request{Prompt: "x"}); err == nil || fake.Count() != 7 {
		t.Errorf("500s: %v after %d calls", err, fake.Count())
	}
	// a slow model: the call ends at the timeout, not later
	slow := gem(t, fake, 300*time.Millisecond)
	fake.Push(fakegemini.Reply{Text: "late", Delay: 5 * time.Second})
	start := time.Now()
	_, err := slow.Generate(context.Background(), Request{Prompt: "x"})
	if err == nil || time.Since(start) > 2*time.Second || !strings.Contains(err.Error(), "no answer within") {
		t.Errorf("timeout: %v after %s", err, time.Since(start))
	}
}

func TestNoKey(t *testing.T) {
	if _, err := NewGemini(context.Background(), GeminiConfig{Model: "m"}); err != ErrNoKey {
		t.Errorf("no key: %v", err)
	}
}
