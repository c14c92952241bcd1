package agents

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/llm"
	"github.com/datacopilot/datacopilot/runtime/plan"
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
func (b *Brain) planWithLLM(ctx context.Context, m *LLM, question string, calls *int, tokens *[2]int) (*Decision, string) {
	system := plannerPrompt
	if m.System != "" {
		system = m.System
	}
	prompt := b.PlannerPrompt(question, PromptBudget)
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
		d, verr := b.decisionFromLLM(ctx, question, &lp)
		if verr != "" {
			lastErr = verr
			continue
		}
		return d, ""
	}
	return nil, "The language model's plan was not valid (" + lastErr + "); answered offline."
}

// decisionFromLLM checks the model's answer and turns it into a decision,
// or says what is wrong with it.
func (b *Brain) decisionFromLLM(ctx context.Context, question string, lp *llmPlan) (*Decision, string) {
	s := b.read(question)
	d := &Decision{Slots: s, Filters: s.Filters, Route: lp.Route}
	switch lp.Route {
	case RouteStop:
		return b.stop(d, strings.TrimSpace(lp.Message)), ""
	case RouteDocuments:
		b.documentsPlan(d, b.readDocuments(s))
		return d, ""
	case RoutePipes, RouteMetric, RouteSQL, RouteHybrid:
	default:
		return nil, fmt.Sprintf("route %q is not one of stop, pipes, metric, sql, documents, hybrid", lp.Route)
	}
	if len(lp.Plan) == 0 {
		return nil, "a plan is required for route " + lp.Route
	}
	p, err := plan.ParseBytes(lp.Plan)
	if err != nil {
		return nil, err.Error()
	}
	if _, err := plan.Validate(ctx, b.snap, p); err != nil {
		return nil, err.Error()
	}
	// the model agrees with the offline planner: keep the offline
	// decision, which knows what each column means
	if od := b.Plan(question); od.Plan != nil && samePlan(od.Plan, p) {
		return od, ""
	}
	d.Plan = p
	b.period(d)
	first := p.Steps[0]
	if first.Pipe != "" {
		d.Pipe = b.snap.Pipes[first.Pipe]
		for _, c := range d.Pipe.Columns {
			if d.KeyCol == "" && !c.Kind.IsNumber() {
				d.KeyCol = c.Name
			}
		}
	}
	if first.Metric != "" {
		d.Metric = b.snap.Metrics[first.Metric]
		d.MetricCol = first.Metric
		d.Groups, d.Grain = first.Dimensions, first.Grain
		if len(first.Dimensions) > 0 {
			d.KeyCol = first.Dimensions[0]
			if first.Grain != "" && b.snap.Dimensions[first.Dimensions[0]].Kind.IsTime() {
				d.KeyCol = first.Grain
			}
		}
	} else if len(s.Metrics) > 0 {
		d.Metric = b.snap.Metrics[s.Metrics[0].Name]
	}
	if d.Metric != nil && d.MetricCol == "" && d.Pipe != nil {
		d.MetricCol = b.column(d.Pipe, knowledge.KindMetric, d.Metric.Name)
	}
	base := map[string]float64{RoutePipes: 0.95, RouteMetric: 0.9, RouteHybrid: 0.9, RouteSQL: 0.7}
	d.Evidence.Base = base[lp.Route]
	b.evidenceFromFilters(d)
	b.explainUnknown(d)
	b.hybrid(d)
	return d, ""
}

// PlannerPrompt is what the model is told about the workspace for one
// question: metrics and rules always; pipes, dimensions, tables, verified
// queries, learnings and document chunks by relevance, under a budget.
func (b *Brain) PlannerPrompt(question string, budget int) string {
	var sb strings.Builder
	used := 0
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
	for _, name := range knowledge.SortedNames(b.snap.Metrics) {
		m := b.snap.Metrics[name]
		add(fmt.Sprintf("- %s: %s [%s; time: %s]\n", name, m.Description, m.Unit, m.Time))
	}
	add("\n## Business rules\n")
	for _, r := range b.snap.Rules {
		add(fmt.Sprintf("- %s: %s\n", r.Name, r.Description))
	}
	add("\n## Dimensions\n")
	for _, name := range knowledge.SortedNames(b.snap.Dimensions) {
		d := b.snap.Dimensions[name]
		line := fmt.Sprintf("- %s (%s)", name, d.Kind)
		if len(d.Grains) > 0 {
			line += " grains: " + strings.Join(d.Grains, ", ")
		}
		add(line + "\n")
	}
	hits := b.snap.Index.Search(question)
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
		p := b.snap.Pipes[id]
		var params []string
		for _, pa := range p.Pipe.Params {
			params = append(params, pa.Name+":"+pa.Type)
		}
		return fmt.Sprintf("- %s(%s): %s\n", id, strings.Join(params, ", "), p.Description)
	})
	section("Tables", knowledge.KindTable, func(id string) string {
		t := b.snap.Tables[id]
		return fmt.Sprintf("- %s(%s): %s\n", id, strings.Join(t.ColumnNames(), ", "), t.Description())
	})
	section("Verified queries", knowledge.KindVerified, func(id string) string {
		for _, v := range b.snap.Verified {
			if v.Name == id {
				return fmt.Sprintf("- %q:\n%s\n", v.Question, strings.TrimSpace(v.SQL))
			}
		}
		return ""
	})
	section("Learnings", knowledge.KindLearning, func(id string) string {
		for _, l := range b.snap.Learnings {
			if l.ID == id {
				return "- " + l.Description + "\n"
			}
		}
		return ""
	})
	if left := budget - used; left > 50 {
		ctx := b.snap.BuildContext(question, left/2)
		if len(ctx.Chunks) > 0 {
			add("\n## Documents\n")
			for _, c := range ctx.Chunks {
				add(fmt.Sprintf("[%s] %s\n", c.ID, c.Text))
			}
		}
	}
	add("\n## Question\n" + question + "\n")
	return sb.String()
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
