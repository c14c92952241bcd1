package agents

import (
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Answer is the structured answer of DESIGN §6: what the CLI prints with
// --json, and what HTTP and MCP return.
type Answer struct {
	ID               string      `json:"id"`
	Question         string      `json:"question"`
	Route            string      `json:"route"`
	Summary          string      `json:"answer_summary"`
	Answer           any         `json:"answer"`
	KeyMetrics       []KeyMetric `json:"key_metrics"`
	Explanation      string      `json:"explanation"`
	QueryExplanation string      `json:"query_explanation"`
	Data             *data.Table `json:"data"`
	Sources          []Source    `json:"sources"`
	Confidence       float64     `json:"confidence_score"`
	NeedsReview      bool        `json:"needs_human_review"`
	Assumptions      []string    `json:"assumptions"`
	Actions          []string    `json:"recommended_actions"`
	Warnings         []string    `json:"warnings"`
	Provenance       Provenance  `json:"provenance"`
	// Interpretation restates how the question was read; Alternatives
	// are other close readings that give a different result, each with a
	// question that selects it; Unexplained the words not understood.
	Interpretation string        `json:"interpretation,omitempty"`
	Alternatives   []Alternative `json:"alternatives"`
	Unexplained    []string      `json:"unexplained"`
	Plan           *plan.Plan    `json:"plan"`
	Chart          *Chart        `json:"chart"`
	Trace          []TraceNode   `json:"trace"`
	Usage          Usage         `json:"usage"`
	Evidence       *Evidence     `json:"evidence,omitempty"`
	// Thread is the ID of the first answer of the conversation this one
	// belongs to; Follows the answer whose reading this one continues;
	// Context the signed turn a follow-up question passes back.
	Thread  string       `json:"thread,omitempty"`
	Follows string       `json:"follows,omitempty"`
	Context string       `json:"context,omitempty"`
	Result  *exec.Result `json:"-"`
	turn    *Turn
}

// Alternative is another reading of the question.
type Alternative struct {
	Interpretation string  `json:"interpretation"`
	Question       string  `json:"question"`
	Score          float64 `json:"score"`
}

// KeyMetric is one headline number.
type KeyMetric struct {
	Label string `json:"label"`
	Value any    `json:"value"`
	Unit  string `json:"unit,omitempty"`
}

// Source is something the answer rests on.
type Source struct {
	Type        string `json:"type"` // pipe, metric, sql, document, rule, verified_query
	ID          string `json:"id"`
	Description string `json:"description,omitempty"`
}

// Provenance says exactly what ran and what knowledge shaped it.
type Provenance struct {
	Steps            []exec.StepRun `json:"steps"`
	SQL              []string       `json:"sql"`
	TablesAccessed   []string       `json:"tables_accessed"`
	MetricUsed       string         `json:"metric_used,omitempty"`
	KnowledgeApplied []string       `json:"knowledge_applied"`
	LearningsApplied []string       `json:"learnings_applied"`
	Caveats          []string       `json:"caveats"`
	Documents        []string       `json:"documents"`
	VerifiedQuery    *string        `json:"verified_query_used"`
	Repairs          []Repair       `json:"repairs,omitempty"`
}

// Repair is one correction the check node made.
type Repair struct {
	Problem string `json:"problem"`
	Action  string `json:"action"`
	Worked  bool   `json:"worked"`
}

// Chart is a Vega-Lite spec for the result (filled by the chart node).
type Chart struct {
	Title string         `json:"title"`
	Spec  map[string]any `json:"spec"`
}

// TraceNode is one node of the graph with its time.
type TraceNode struct {
	Node   string         `json:"node"`
	Ms     float64        `json:"ms"`
	Detail map[string]any `json:"detail,omitempty"`
}

// Usage counts LLM calls and tokens (zero offline).
type Usage struct {
	LLMCalls     int `json:"llm_calls"`
	PromptTokens int `json:"prompt_tokens"`
	OutputTokens int `json:"output_tokens"`
}
