package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/llm"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

var sqlRepairSchema = map[string]any{
	"type":       "object",
	"required":   []string{"sql"},
	"properties": map[string]any{"sql": map[string]any{"type": "string"}, "diagnosis": map[string]any{"type": "string"}},
}

const sqlRepairSystem = `You repair one read-only DuckDB SELECT statement that failed or returned nothing.
Answer {"diagnosis": "...", "sql": "..."}: the corrected single SELECT, using only the tables
and columns listed. Never write anything but a SELECT.`

// repairSQL asks the model to correct generated SQL from its error, the
// tables it reads and the relevant learnings. The correction passes the
// guard before it runs.
func (e *Engine) repairSQL(ctx context.Context, m *LLM, p *Planned, problem string, a *Answer) (*Planned, string) {
	st := p.Plan.Steps[0]
	question := a.Question
	var sb strings.Builder
	fmt.Fprintf(&sb, "Question: %s\n\nSQL:\n%s\n\nProblem: %s\n\nTables:\n", question, st.SQL, problem)
	// the tables the question and the SQL point to, directly or through
	// one of their columns
	var names []string
	for _, h := range e.snap.Index.Search(question+" "+st.SQL, knowledge.KindTable, knowledge.KindColumn) {
		name, _, _ := strings.Cut(h.ID, ".")
		names = appendNew(names, name)
	}
	for _, name := range names {
		t := e.snap.Tables[name]
		if t == nil {
			continue
		}
		var cols []string
		for _, c := range t.Columns {
			cols = append(cols, c.Name+" "+c.Type)
		}
		fmt.Fprintf(&sb, "- %s(%s)\n", t.Name, strings.Join(cols, ", "))
	}
	if ls := e.snap.Index.Search(problem+" "+question, knowledge.KindLearning); len(ls) > 0 {
		sb.WriteString("\nLearnings:\n")
		for _, h := range ls {
			for _, l := range e.snap.Learnings {
				if l.ID == h.ID {
					fmt.Fprintf(&sb, "- %s\n", l.Description)
				}
			}
		}
	}
	resp, err := m.Provider.Generate(ctx, llm.Request{System: sqlRepairSystem, Prompt: sb.String(), Schema: sqlRepairSchema})
	a.Usage.LLMCalls++
	if resp != nil {
		a.Usage.PromptTokens += resp.PromptTokens
		a.Usage.OutputTokens += resp.OutputTokens
	}
	if m.Usage != nil {
		m.Usage.Add(resp)
	}
	if err != nil {
		return nil, ""
	}
	var out struct {
		SQL       string `json:"sql"`
		Diagnosis string `json:"diagnosis"`
	}
	if json.Unmarshal([]byte(resp.Text), &out) != nil || strings.TrimSpace(out.SQL) == "" {
		return nil, ""
	}
	next := *p
	pl := *p.Plan
	pl.Steps = []plan.Step{st}
	pl.Steps[0].SQL = out.SQL
	if _, err := plan.Validate(ctx, e.snap, &pl); err != nil {
		return nil, ""
	}
	next.Plan = &pl
	if next.OriginalSQL == "" {
		next.OriginalSQL = st.SQL
	}
	action := "the model corrected the SQL"
	if out.Diagnosis != "" {
		action += ": " + strings.TrimSuffix(out.Diagnosis, ".")
	}
	return &next, action
}

// sqlErrorCategory files a repaired SQL error under a learning category.
func sqlErrorCategory(problem string) string {
	p := strings.ToLower(problem)
	switch {
	case strings.Contains(p, "conversion") || strings.Contains(p, "cast") || strings.Contains(p, "type"):
		return "type_mismatch"
	case strings.Contains(p, "not found") || strings.Contains(p, "does not exist") || strings.Contains(p, "referenced column"):
		return "naming"
	case strings.Contains(p, "join"):
		return "join_pattern"
	case strings.Contains(p, "group by") || strings.Contains(p, "aggregate"):
		return "aggregation"
	case strings.Contains(p, "empty"):
		return "filter_required"
	}
	return "other"
}

func appendNewAll(xs, ys []string) []string {
	for _, y := range ys {
		xs = appendNew(xs, y)
	}
	return xs
}
