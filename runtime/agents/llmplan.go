package agents

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/llm"
	"github.com/datacopilot/datacopilot/runtime/plan"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// The LLM planner routes and plans in one structured call whose answer
// must follow planSchema; the plan is validated like any other, one retry
// carries the validation error back, and any failure falls back to the
// offline planner with a warning.

//go:embed prompts/planner.txt
var plannerPrompt string

// PromptBudget bounds the knowledge put into a prompt, in tokens.
const PromptBudget = 5000

var planSchema = map[string]any{
	"type":     "object",
	"required": []string{"route"},
	"properties": map[string]any{
		"route":   map[string]any{"type": "string", "enum": []string{RouteStop, RoutePipes, RouteMetric, RouteSQL, RouteDocuments, RouteHybrid}},
		"message": map[string]any{"type": "string", "description": "for stop: why, and what can be answered"},
		"plan":    map[string]any{"type": "object", "description": "the instruction plan (steps, rows_from, output, sort, limit)"},
	},
}

type llmPlan struct {
	Route   string          `json:"route"`
	Message string          `json:"message"`
	Plan    json.RawMessage `json:"plan"`
}

// LLM is a provider and what it has cost.
type LLM struct {
	Provider llm.Provider
	Usage    *llm.Usage
	// System overrides the embedded planner prompt (agents.hcl prompt).
	System string
}

// planWithLLM asks the model for a plan. It returns nil (and a warning)
// when the offline planner must answer instead.
func (e *Engine) planWithLLM(ctx context.Context, m *LLM, question string, history []Exchange, calls *int, tokens *[2]int) (*Planned, string) {
	system := plannerPrompt
	if m.System != "" {
		system = m.System
	}
	prompt := e.PlannerPromptWith(question, history, PromptBudget)
	var lastErr string
	for attempt := 0; attempt < 2; attempt++ {
		p := prompt
		if lastErr != "" {
			p += "\n\nYour previous answer was rejected: " + lastErr + "\nAnswer again with a corrected JSON object."
		}
		resp, err := m.Provider.Generate(ctx, llm.Request{System: system, Prompt: p, Schema: planSchema})
		*calls++
		if resp != nil {
			tokens[0] += resp.PromptTokens
			tokens[1] += resp.OutputTokens
		}
		if m.Usage != nil {
			m.Usage.Add(resp)
		}
		if err != nil {
			return nil, "The language model failed (" + err.Error() + "); answered offline."
		}
		var lp llmPlan
		if err := json.Unmarshal([]byte(resp.Text), &lp); err != nil {
			lastErr = "not valid JSON: " + err.Error()
			continue
		}
		d, verr := e.decisionFromLLM(ctx, question, &lp)
		if verr != "" {
			lastErr = verr
			continue
		}
		return d, ""
	}
	return nil, "The language model's plan was not valid (" + lastErr + "); answered offline."
}

// decisionFromLLM checks the model's answer and turns it into a planned
// answer, or says what is wrong with it.
func (e *Engine) decisionFromLLM(ctx context.Context, question string, lp *llmPlan) (*Planned, string) {
	switch lp.Route {
	case RouteStop:
		p := &Planned{Route: RouteStop, Message: strings.TrimSpace(lp.Message)}
		p.Evidence.Kind = "stop"
		return p, ""
	case RouteDocuments:
		for _, q := range e.lx.Interpret(question).Candidates {
			if q.Intent == understand.IntentDocuments {
				p, _ := e.planFor(q)
				return p, ""
			}
		}
		p := &Planned{}
		e.documentsPlan(p, &DocAnswer{Searched: knowledge.Terms(question)})
		return p, ""
	case RoutePipes, RouteMetric, RouteSQL, RouteHybrid:
	default:
		return nil, fmt.Sprintf("route %q is not one of stop, pipes, metric, sql, documents, hybrid", lp.Route)
	}
	if len(lp.Plan) == 0 {
		return nil, "a plan is required for route " + lp.Route
	}
	pl, err := plan.ParseBytes(lp.Plan)
	if err != nil {
		return nil, err.Error()
	}
	if _, err := plan.Validate(ctx, e.snap, pl); err != nil {
		return nil, err.Error()
	}
	p := &Planned{Route: lp.Route, Plan: pl}
	p.Evidence.Kind, p.Evidence.Coverage = "llm", 1
	first := pl.Steps[0]
	if first.Pipe != "" {
		p.Pipe = e.snap.Pipes[first.Pipe]
		for _, c := range p.Pipe.Columns {
			if p.KeyCol == "" && !c.Kind.IsNumber() {
				p.KeyCol = c.Name
			}
			if p.MetricCol == "" && c.Kind.IsNumber() {
				p.MetricCol = c.Name
			}
		}
	}
	if first.Metric != "" {
		p.Metric = e.snap.Metrics[first.Metric]
		p.MetricCol = first.Metric
		p.Groups, p.Grain = first.Dimensions, first.Grain
		if len(first.Dimensions) > 0 {
			p.KeyCol = first.Dimensions[0]
			if first.Grain != "" && e.snap.Dimensions[first.Dimensions[0]].Kind.IsTime() {
				p.KeyCol = first.Grain
			}
		}
		if per, ok := first.Filters[plan.PeriodFilter].([]any); ok && len(per) == 2 {
			from, err1 := time.Parse("2006-01-02", fmt.Sprint(per[0]))
			to, err2 := time.Parse("2006-01-02", fmt.Sprint(per[1]))
			if err1 == nil && err2 == nil {
				p.Period = &understand.Period{From: from, To: to, Label: from.Format("2006-01-02") + " to " + to.Format("2006-01-02")}
			}
		}
	}
	if p.Metric != nil && p.Pipe != nil {
		if c := e.column(p.Pipe, knowledge.KindMetric, p.Metric.Name); c != "" {
			p.MetricCol = c
		}
	}
	e.hybrid(p)
	return p, ""
}

// PlannerPrompt is what the model is told about the workspace for one
// question: metrics and rules always; pipes, dimensions, tables, verified
// queries, learnings and document chunks by relevance, under a budget.
func (e *Engine) PlannerPrompt(question string, budget int) string {
	return e.PlannerPromptWith(question, nil, budget)
}

// HistoryBudget is the share of the prompt's budget the conversation may
// take.
const HistoryBudget = 0.25

// PlannerPromptWith is PlannerPrompt for a question that follows up the
// exchanges of history (oldest first): they are written before the
// question, as many of the latest as fit in a quarter of the budget, the
// oldest dropped first; the workspace's knowledge fills the rest.
func (e *Engine) PlannerPromptWith(question string, history []Exchange, budget int) string {
	var conv []string
	spent := 0
	for i := len(history) - 1; i >= 0; i-- {
		h := history[i]
		s := "- Q: " + h.Question + "\n"
		if h.Interpretation != "" {
			s += "  Read as: " + h.Interpretation + "\n"
		}
		if h.Summary != "" {
			s += "  Answer: " + h.Summary + "\n"
		}
		n := knowledge.EstimateTokens(s)
		if float64(spent+n) > HistoryBudget*float64(budget) {
			break
		}
		conv = append([]string{s}, conv...)
		spent += n
	}
	var sb strings.Builder
	used := 0
	budget -= spent
	add := func(s string) bool {
		n := knowledge.EstimateTokens(s)
		if used+n > budget {
			return false
		}
		sb.WriteString(s)
		used += n
		return true
	}
	add("## Metrics (canonical; use these names)\n")
	for _, name := range knowledge.SortedNames(e.snap.Metrics) {
		m := e.snap.Metrics[name]
		add(fmt.Sprintf("- %s: %s [%s; time: %s]\n", name, m.Description, m.Unit, m.Time))
	}
	add("\n## Business rules\n")
	for _, r := range e.snap.Rules {
		add(fmt.Sprintf("- %s: %s\n", r.Name, r.Description))
	}
	add("\n## Dimensions\n")
	for _, name := range knowledge.SortedNames(e.snap.Dimensions) {
		d := e.snap.Dimensions[name]
		line := fmt.Sprintf("- %s (%s)", name, d.Kind)
		if len(d.Grains) > 0 {
			line += " grains: " + strings.Join(d.Grains, ", ")
		}
		add(line + "\n")
	}
	hits := e.snap.Index.Search(question)
	section := func(title, kind string, f func(id string) string) {
		first := true
		for _, h := range hits {
			if h.Kind != kind {
				continue
			}
			if first {
				add("\n## " + title + "\n")
				first = false
			}
			if !add(f(h.ID)) {
				return
			}
		}
	}
	section("Pipes (most relevant first)", knowledge.KindPipe, func(id string) string {
		p := e.snap.Pipes[id]
		var params []string
		for _, pa := range p.Pipe.Params {
			params = append(params, pa.Name+":"+pa.Type)
		}
		return fmt.Sprintf("- %s(%s): %s\n", id, strings.Join(params, ", "), p.Description)
	})
	section("Tables", knowledge.KindTable, func(id string) string {
		t := e.snap.Tables[id]
		return fmt.Sprintf("- %s(%s): %s\n", id, strings.Join(t.ColumnNames(), ", "), t.Description())
	})
	section("Verified queries", knowledge.KindVerified, func(id string) string {
		for _, v := range e.snap.Verified {
			if v.Name == id {
				return fmt.Sprintf("- %q:\n%s\n", v.Question, strings.TrimSpace(v.SQL))
			}
		}
		return ""
	})
	e.learningsSection(hits, add)
	if left := budget - used; left > 50 {
		ctx := e.snap.BuildContext(question, left/2)
		if len(ctx.Chunks) > 0 {
			add("\n## Documents\n")
			for _, c := range ctx.Chunks {
				add(fmt.Sprintf("[%s] %s\n", c.ID, c.Text))
			}
		}
	}
	if len(conv) > 0 {
		sb.WriteString("\n## Conversation so far (oldest first; the question may follow up the last answer)\n" + strings.Join(conv, ""))
	}
	add("\n## Question\n" + question + "\n")
	return sb.String()
}

// learningsSection gives the model every learning that applies, under the
// budget: the ones relevant to the question first, then by confidence.
func (e *Engine) learningsSection(hits []knowledge.Hit, add func(string) bool) {
	var ls []*config.Learning
	rank := map[string]int{}
	for i, h := range hits {
		if h.Kind == knowledge.KindLearning {
			rank[h.ID] = len(hits) - i
		}
	}
	for _, l := range e.snap.Learnings {
		if l.Applies() {
			ls = append(ls, l)
		}
	}
	if len(ls) == 0 {
		return
	}
	sort.SliceStable(ls, func(i, j int) bool {
		if rank[ls[i].ID] != rank[ls[j].ID] {
			return rank[ls[i].ID] > rank[ls[j].ID]
		}
		return ls[i].Confidence > ls[j].Confidence
	})
	add("\n## Learnings (from past corrections)\n")
	for _, l := range ls {
		line := "- " + l.Description
		if l.CorrectedSQL != "" {
			line += " Corrected SQL: " + strings.Join(strings.Fields(l.CorrectedSQL), " ")
		}
		if !add(line + "\n") {
			return
		}
	}
}

// samePlan compares two plans by their JSON.
func samePlan(a, b *plan.Plan) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	if err1 != nil || err2 != nil {
		return false
	}
	// numbers parsed from the model's JSON are json.Number: compare the
	// canonical forms
	var va, vb any
	if json.Unmarshal(ja, &va) != nil || json.Unmarshal(jb, &vb) != nil {
		return false
	}
	ca, _ := json.Marshal(va)
	cb, _ := json.Marshal(vb)
	return string(ca) == string(cb)
}
