package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/llm"
)

var synthSchema = map[string]any{
	"type":     "object",
	"required": []string{"summary"},
	"properties": map[string]any{
		"summary":             map[string]any{"type": "string", "description": "1-2 sentences that answer the question directly"},
		"explanation":         map[string]any{"type": "string"},
		"recommended_actions": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
	},
}

const synthSystem = `You write the prose of an answer to a business question from its result data.
Answer {"summary": "...", "explanation": "...", "recommended_actions": ["..."]}.
Use only numbers that appear in the data or the cited passages, written as they appear there
(rounding to 2 decimals is fine). Cite document passages as [chunk-id]. Recommend an action only
when the data supports it; otherwise give none. Never invent a number.`

// synthesizeWithLLM rewrites the summary, explanation and recommended
// actions with the model, then grounds them. Invalid JSON gets one retry
// with the error; prose the data does not support, or any failure, keeps
// the deterministic text, with a warning.
func (e *Engine) synthesizeWithLLM(ctx context.Context, m *LLM, a *Answer, p *Planned) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Question: %s\n\nDraft summary (from the data): %s\n", a.Question, a.Summary)
	if a.Data != nil {
		rows := a.Data.Rows()
		t := a.Data
		if rows > 50 {
			t = a.Data.Take(seq(50))
		}
		js, _ := json.Marshal(t)
		fmt.Fprintf(&sb, "\nResult (%d rows):\n%s\n", rows, js)
	}
	if len(a.KeyMetrics) > 0 {
		js, _ := json.Marshal(a.KeyMetrics)
		fmt.Fprintf(&sb, "\nKey metrics: %s\n", js)
	}
	for _, id := range a.Provenance.Documents {
		if c := e.snap.Chunk(id); c != nil {
			fmt.Fprintf(&sb, "\n[%s] %s\n", id, c.Text)
		}
	}
	fmt.Fprintf(&sb, "\nHow it was computed: %s\n", a.QueryExplanation)
	prompt := sb.String()
	var out struct {
		Summary     string   `json:"summary"`
		Explanation string   `json:"explanation"`
		Actions     []string `json:"recommended_actions"`
	}
	lastErr := ""
	for attempt := 0; attempt < 2; attempt++ {
		p := prompt
		if lastErr != "" {
			p += "\nYour previous answer was rejected: " + lastErr + "\nAnswer again with valid JSON."
		}
		resp, err := m.Provider.Generate(ctx, llm.Request{System: synthSystem, Prompt: p, Schema: synthSchema})
		a.Usage.LLMCalls++
		if resp != nil {
			a.Usage.PromptTokens += resp.PromptTokens
			a.Usage.OutputTokens += resp.OutputTokens
		}
		if m.Usage != nil {
			m.Usage.Add(resp)
		}
		if err != nil {
			a.Warnings = append(a.Warnings, "The language model could not write the prose ("+err.Error()+"); the summary is the deterministic one.")
			return
		}
		if err := json.Unmarshal([]byte(resp.Text), &out); err != nil || strings.TrimSpace(out.Summary) == "" {
			lastErr = "not valid JSON with a summary"
			if err != nil {
				lastErr = "not valid JSON: " + err.Error()
			}
			continue
		}
		lastErr = ""
		break
	}
	if lastErr != "" {
		a.Warnings = append(a.Warnings, "The language model's prose was not valid ("+lastErr+"); the summary is the deterministic one.")
		return
	}
	ev := e.evidence(a, p)
	sum, exp := Ground(out.Summary, ev), Ground(out.Explanation, ev)
	total, bad := sum.Sentences+exp.Sentences, sum.Unsupported+exp.Unsupported
	a.Warnings = append(a.Warnings, sum.Warnings...)
	a.Warnings = append(a.Warnings, exp.Warnings...)
	p.Evidence.Unsupported += bad
	if sum.Text == "" || total > 0 && float64(bad)/float64(total) > MaxUnsupported {
		a.Warnings = append(a.Warnings, fmt.Sprintf("%s: %d of %d sentences of the model's prose were unsupported; the summary is the deterministic one.", WarnInsufficient, bad, total))
		return
	}
	a.Summary = sum.Text
	if exp.Text != "" {
		a.Explanation = exp.Text
	}
	for _, act := range out.Actions {
		if r := Ground(act, ev); r.Unsupported == 0 && r.Text != "" {
			a.Actions = append(a.Actions, r.Text)
		}
	}
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
