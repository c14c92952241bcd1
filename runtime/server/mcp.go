package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// MCP serves a Runtime over the Model Context Protocol: one tool per pipe
// (input schema from its params), ask, run_plan, query_metric and
// list_metrics, and the knowledge as resources. Sync brings the tools and
// resources in line with the current snapshot after a reload.
type MCP struct {
	rt  *runtime.Runtime
	srv *mcp.Server

	mu        sync.Mutex
	pipeTools []string
	resources []string
}

// Fixed tool names; a pipe with one of these names is exposed as pipe_NAME.
var fixedTools = map[string]bool{"ask": true, "run_plan": true, "query_metric": true, "list_metrics": true,
	"search_knowledge": true, "list_learnings": true, "promote_learning": true, "reject_learning": true, "activate_learning": true}

// NewMCP builds the MCP server for a runtime.
func NewMCP(rt *runtime.Runtime, version string) *MCP {
	m := &MCP{rt: rt, srv: mcp.NewServer(&mcp.Implementation{Name: "datacopilot", Version: version}, nil)}
	m.fixed()
	m.curation()
	m.Sync()
	return m
}

// Server is the underlying MCP server, for a transport to run.
func (m *MCP) Server() *mcp.Server { return m.srv }

func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: json.RawMessage(b)}, nil
}

func toolError(format string, args ...any) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}, nil
}

func args(req *mcp.CallToolRequest) (map[string]any, error) {
	out := map[string]any{}
	if len(req.Params.Arguments) == 0 {
		return out, nil
	}
	if err := json.Unmarshal(req.Params.Arguments, &out); err != nil {
		return nil, fmt.Errorf("arguments must be a JSON object: %v", err)
	}
	return out, nil
}

func object(props map[string]any, required ...string) map[string]any {
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func (m *MCP) fixed() {
	m.srv.AddTool(&mcp.Tool{
		Name:        "ask",
		Description: "Answer a business question from the workspace's data and documents, with sources, provenance and a computed confidence. To ask a follow-up (\"and last year?\", \"only Europe\", \"break that down by month\"), pass the previous answer's context.",
		InputSchema: object(map[string]any{
			"question":    map[string]any{"type": "string", "description": "The question, in plain words."},
			"context":     map[string]any{"type": "string", "description": "The context field of the answer this question follows up, unchanged; leave it out to start a conversation."},
			"format_hint": map[string]any{"type": "string", "description": "Shape of the typed answer: int, float, str, bool, {name:type, ...} or list[{name:type, ...}]."},
		}, "question"),
		OutputSchema: answerSchema,
		Annotations:  additive,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := args(req)
		if err != nil {
			return toolError("%v", err)
		}
		q, _ := a["question"].(string)
		h, _ := a["format_hint"].(string)
		if q == "" {
			return toolError("question is required")
		}
		c, ok := a["context"].(string)
		if !ok && a["context"] != nil {
			return toolError("context must be a string: the context field of an earlier answer")
		}
		ans, err := m.rt.Ask(ctx, q, runtime.AskOptions{FormatHint: h, Caller: "mcp " + clientName(req), Context: c})
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(ans)
	})
	m.srv.AddTool(&mcp.Tool{
		Name:         "run_plan",
		Description:  "Validate and run an instruction plan: steps (pipe with inputs, metric with dimensions and filters, or guarded SQL) and output columns (direct or expr formulas).",
		InputSchema:  object(map[string]any{"plan": map[string]any{"type": "object", "description": "The plan (DESIGN §5)."}}, "plan"),
		OutputSchema: resultSchema(map[string]any{"steps": map[string]any{"type": "array", "description": "What each step ran, where, and how long it took."}}),
		Annotations:  readOnly,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := args(req)
		if err != nil {
			return toolError("%v", err)
		}
		b, _ := json.Marshal(a["plan"])
		p, err := plan.ParseBytes(b)
		if err != nil {
			return toolError("%v", err)
		}
		res, err := m.rt.Execute(ctx, p)
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(map[string]any{"data": res.Table, "units": res.Units, "steps": res.Steps})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:        "query_metric",
		Description: "Compute a canonical metric, optionally by dimensions, filtered (dimension values, or period: [from, to]), with a time grain, order and limit.",
		InputSchema: object(map[string]any{
			"metric":     map[string]any{"type": "string"},
			"dimensions": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
			"filters":    map[string]any{"type": "object", "description": `{"period": ["1997-01-01", "1997-12-31"], "<dimension>": "value" or ["v1", "v2"]}`},
			"grain":      map[string]any{"type": "string", "enum": []string{"year", "quarter", "month", "week", "day"}},
			"order":      map[string]any{"type": "string", "enum": []string{"asc", "desc"}},
			"limit":      map[string]any{"type": "integer", "minimum": 1},
		}, "metric"),
		OutputSchema: resultSchema(map[string]any{"sql": map[string]any{"type": "string", "description": "The SQL that computed it."}}),
		Annotations:  readOnly,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var st plan.Step
		if err := json.Unmarshal(req.Params.Arguments, &st); err != nil {
			return toolError("arguments: %v", err)
		}
		st.ID = "m"
		res, err := m.rt.Execute(ctx, &plan.Plan{Steps: []plan.Step{st}})
		if err != nil {
			return toolError("%v", err)
		}
		// month, quarter and year buckets print as periods (1997-12), as
		// in an answer
		if res.Table != nil && (st.Grain == "year" || st.Grain == "quarter" || st.Grain == "month") {
			for _, c := range res.Table.Columns {
				if c.Kind.IsTime() && c.AlignedTo(st.Grain) {
					c.Grain = st.Grain
				}
			}
		}
		return jsonResult(map[string]any{"data": res.Table, "units": res.Units, "sql": res.Steps[0].SQL})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:        "list_metrics",
		Description: "List the workspace's canonical metrics with their definitions, units and the dimensions they can be broken down by.",
		InputSchema: object(map[string]any{}),
		OutputSchema: map[string]any{"type": "object", "properties": map[string]any{
			"metrics": map[string]any{"type": "array", "items": map[string]any{"type": "object", "properties": map[string]any{
				"name": map[string]any{"type": "string"}, "label": map[string]any{"type": "string"}, "description": map[string]any{"type": "string"},
				"unit": map[string]any{"type": "string"}, "sql": map[string]any{"type": "string"}}, "required": []string{"name", "sql"}}},
			"dimensions": map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
		}, "required": []string{"metrics", "dimensions"}},
		Annotations: readOnly,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		snap := m.rt.Snapshot()
		out := []map[string]any{}
		for _, name := range knowledge.SortedNames(snap.Metrics) {
			mt := snap.Metrics[name]
			out = append(out, map[string]any{"name": name, "label": mt.Label, "description": mt.Description, "unit": mt.Unit, "synonyms": mt.Synonyms, "sql": mt.Canonical})
		}
		return jsonResult(map[string]any{"metrics": out, "dimensions": knowledge.SortedNames(snap.Dimensions)})
	})
}

// learningSchema is a learning as the review tools return it (its main
// fields; HTTP's is in openapi.json).
var learningSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"id": map[string]any{"type": "string"}, "description": map[string]any{"type": "string"},
		"status":        map[string]any{"type": "string", "enum": config.LearningStatuses},
		"confidence":    map[string]any{"type": "number", "minimum": 0, "maximum": 1},
		"times_applied": map[string]any{"type": "integer", "minimum": 0},
		"question":      map[string]any{"type": "string"}, "original_sql": map[string]any{"type": "string"},
		"corrected_sql": map[string]any{"type": "string"}, "correction": map[string]any{"type": "string"},
		"promoted_to": map[string]any{"type": "string"},
		"flag":        map[string]any{"type": "string", "enum": []string{config.FlagContradicted, config.FlagRedundant}},
		"flag_reason": map[string]any{"type": "string"}, "goldens_passed": map[string]any{"type": "integer"},
		"goldens_failed": map[string]any{"type": "integer"},
	},
	"required": []string{"id", "description", "status", "confidence", "times_applied"},
}

func objectOf(name string, schema any) map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{name: schema}, "required": []string{name}}
}

// curation adds the tools that search the knowledge and review learnings.
func (m *MCP) curation() {
	str := func(desc string) map[string]any { return map[string]any{"type": "string", "description": desc} }
	m.srv.AddTool(&mcp.Tool{
		Name:        "search_knowledge",
		Description: "Search everything the workspace knows (metrics, dimensions and their values, filters, tables and columns, pipes, rules, verified queries, periods, document chunks, learnings), ranked, each with its kind and where it is declared (file:line or chunk id).",
		InputSchema: object(map[string]any{"query": str("Words to look for."), "limit": map[string]any{"type": "integer", "minimum": 1, "maximum": 1000, "description": "Most results (default 20)."}}, "query"),
		OutputSchema: map[string]any{"type": "object", "required": []string{"query", "results"}, "properties": map[string]any{
			"query": map[string]any{"type": "string"},
			"results": map[string]any{"type": "array", "items": map[string]any{"type": "object", "required": []string{"kind", "name", "location", "score"}, "properties": map[string]any{
				"kind": map[string]any{"type": "string"}, "name": map[string]any{"type": "string"},
				"location": map[string]any{"type": "string", "description": "file:line relative to the workspace, or a document chunk's id."},
				"score":    map[string]any{"type": "number"}, "text": map[string]any{"type": "string"}}}},
		}},
		Annotations: readOnly,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Query string `json:"query"`
			Limit int    `json:"limit"`
		}
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || strings.TrimSpace(in.Query) == "" {
			return toolError("query is required")
		}
		if in.Limit <= 0 {
			in.Limit = 20
		}
		return jsonResult(map[string]any{"query": in.Query, "results": nonNil(m.rt.Snapshot().SearchAll(in.Query, in.Limit))})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:         "list_learnings",
		Description:  "List the learnings the agent saved (from repairs and feedback) by confidence, then times applied, with their evidence: question, original and corrected SQL, correction, status, and a flag when another learning or the knowledge contradicts it (or already says it). review=true lists the review queue: pending learnings and flagged ones.",
		InputSchema:  object(map[string]any{"status": map[string]any{"type": "string", "enum": config.LearningStatuses}, "review": map[string]any{"type": "boolean", "description": "Only the review queue (then leave out status)."}}),
		OutputSchema: objectOf("learnings", map[string]any{"type": "array", "items": learningSchema}),
		Annotations:  readOnly,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := args(req)
		if err != nil {
			return toolError("%v", err)
		}
		status, _ := a["status"].(string)
		review, _ := a["review"].(bool)
		if review && status != "" {
			return toolError("review lists the review queue whatever the status; leave out status")
		}
		ls, err := m.rt.Learnings(status)
		if review {
			ls, err = m.rt.ReviewQueue()
		}
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(map[string]any{"learnings": nonNil(ls)})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:        "promote_learning",
		Description: "Write a learning into knowledge.hcl as a rule, verified query, synonym or filter, and mark it promoted. The workspace is validated first; a promotion that would not validate writes nothing.",
		InputSchema: object(map[string]any{
			"id":   str("The learning's ID."),
			"to":   map[string]any{"type": "string", "enum": config.PromoteTargets},
			"name": str("Name of the new block (default: from the learning)."),
			"sql":  str("A verified query's SQL, when the learning has no corrected SQL."),
			"expr": str("A filter's condition, when the learning has none."),
		}, "id", "to"),
		OutputSchema: objectOf("promoted", map[string]any{"type": "object", "properties": map[string]any{
			"learning": learningSchema, "target": map[string]any{"type": "string"}, "name": map[string]any{"type": "string"},
			"file": map[string]any{"type": "string"}, "line": map[string]any{"type": "integer"}}}),
		Annotations: reviewing,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct{ ID, To, Name, SQL, Expr string }
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || in.ID == "" || in.To == "" {
			return toolError("id and to are required")
		}
		p, err := m.rt.PromoteLearning(ctx, in.ID, runtime.PromoteOptions{To: in.To, Name: in.Name, SQL: in.SQL, Expr: in.Expr})
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(map[string]any{"promoted": p})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:         "reject_learning",
		Description:  "Mark a learning rejected, with a reason: it is no longer used.",
		InputSchema:  object(map[string]any{"id": str("The learning's ID."), "reason": str("Why.")}, "id"),
		OutputSchema: objectOf("learning", learningSchema),
		Annotations:  reviewing,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct{ ID, Reason string }
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || in.ID == "" {
			return toolError("id is required")
		}
		l, err := m.rt.RejectLearning(ctx, in.ID, in.Reason)
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(map[string]any{"learning": l})
	})
	m.srv.AddTool(&mcp.Tool{
		Name:         "activate_learning",
		Description:  "Mark a learning reviewed and kept: it leaves the review queue and goes on being applied.",
		InputSchema:  object(map[string]any{"id": str("The learning's ID.")}, "id"),
		OutputSchema: objectOf("learning", learningSchema),
		Annotations:  reviewing,
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct{ ID string }
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || in.ID == "" {
			return toolError("id is required")
		}
		l, err := m.rt.ActivateLearning(ctx, in.ID)
		if err != nil {
			return toolError("%v", err)
		}
		return jsonResult(map[string]any{"learning": l})
	})
}

// paramDefault is a param's default as JSON shows it (dates as
// YYYY-MM-DD), or nil.
func paramDefault(pa *config.Param) any {
	if !config.HasDefault(pa) {
		return nil
	}
	v, err := config.ParamValue(pa, pa.Default)
	if err != nil {
		return nil
	}
	if t, ok := v.(time.Time); ok {
		return t.Format(config.DateLayout)
	}
	return v
}

// maxEnum is the most dimension values a param's schema lists as an enum.
const maxEnum = 50

// paramSchema is a pipe param as JSON Schema: its type, range, default,
// and the values of its dimension as an enum when there are at most
// maxEnum (a search param, match = "contains", lists them as examples).
func paramSchema(pa *config.Param, dim *knowledge.Dimension) map[string]any {
	s := map[string]any{"description": pa.Description}
	switch pa.Type {
	case config.TypeInt:
		s["type"] = "integer"
	case config.TypeFloat:
		s["type"] = "number"
	case config.TypeBool:
		s["type"] = "boolean"
	case config.TypeDate:
		s["type"], s["format"] = "string", "date"
	default:
		s["type"] = "string"
	}
	if len(pa.Enum) > 0 {
		s["enum"] = pa.Enum
	} else if dim != nil && len(dim.Values) > 0 && len(dim.Values) <= maxEnum {
		if pa.Match == config.MatchContains {
			s["examples"] = dim.Values
		} else {
			s["enum"] = dim.Values
		}
	}
	if pa.Min != nil {
		s["minimum"] = *pa.Min
	}
	if pa.Max != nil {
		s["maximum"] = *pa.Max
	}
	if d := paramDefault(pa); d != nil {
		s["default"] = d
	}
	return s
}

// tableSchema is the JSON Schema of a result table as data.Table writes it.
var tableSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"columns": map[string]any{"type": "array", "items": map[string]any{
			"type":       "object",
			"properties": map[string]any{"name": map[string]any{"type": "string"}, "type": map[string]any{"type": "string"}},
			"required":   []string{"name", "type"},
		}},
		"rows":      map[string]any{"type": "array", "items": map[string]any{"type": "array"}},
		"row_count": map[string]any{"type": "integer"},
		"truncated": map[string]any{"type": "boolean"},
	},
	"required": []string{"columns", "rows", "row_count"},
}

// resultSchema is the output of a tool that returns a table, with the
// units of its columns and the given extra properties.
func resultSchema(extra map[string]any) map[string]any {
	props := map[string]any{
		"data":  tableSchema,
		"units": map[string]any{"type": []string{"object", "null"}, "additionalProperties": map[string]any{"type": "string"}, "description": "Units of the columns that have one."},
	}
	for k, v := range extra {
		props[k] = v
	}
	return map[string]any{"type": "object", "properties": props, "required": []string{"data"}}
}

// answerSchema is the Answer's JSON Schema (DESIGN §6), its main fields.
var answerSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"id":                 map[string]any{"type": "string"},
		"question":           map[string]any{"type": "string"},
		"route":              map[string]any{"type": "string", "enum": []string{"pipes", "metric", "sql", "documents", "hybrid", "stop"}},
		"answer_summary":     map[string]any{"type": "string"},
		"answer":             map[string]any{"description": "The typed answer shaped by format_hint, the scalar of a 1x1 result, or null."},
		"data":               map[string]any{"anyOf": []any{tableSchema, map[string]any{"type": "null"}}},
		"confidence_score":   map[string]any{"type": "number", "minimum": 0, "maximum": 1},
		"needs_human_review": map[string]any{"type": "boolean"},
		"interpretation":     map[string]any{"type": "string"},
		"context":            map[string]any{"type": "string", "description": "Pass it back as context to ask a follow-up question."},
		"thread":             map[string]any{"type": "string", "description": "The id of the conversation's first answer."},
		"follows":            map[string]any{"type": "string", "description": "The id of the answer this one continues."},
		"sources":            map[string]any{"type": []string{"array", "null"}},
		"warnings":           map[string]any{"type": []string{"array", "null"}, "items": map[string]any{"type": "string"}},
	},
	"required": []string{"id", "question", "route", "answer_summary", "confidence_score", "needs_human_review"},
}

// The tools that answer only read: pipes, plans and metrics run in
// read-only transactions. ask also appends to the audit log and may save a
// pending learning, so it is additive rather than read-only; the review
// tools edit learnings.hcl and knowledge.hcl.
var (
	readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: ptr(false)}
	additive = &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: ptr(false), OpenWorldHint: ptr(false)}
	// reviewing tools change learnings.hcl and knowledge.hcl, by edits a
	// person can see in git and undo.
	reviewing = &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: ptr(false), IdempotentHint: false, OpenWorldHint: ptr(false)}
)

func ptr[T any](v T) *T { return &v }

// Sync replaces the pipe tools and the resources with the current
// snapshot's; connected clients are told the lists changed.
func (m *MCP) Sync() {
	m.mu.Lock()
	defer m.mu.Unlock()
	snap := m.rt.Snapshot()
	if len(m.pipeTools) > 0 {
		m.srv.RemoveTools(m.pipeTools...)
	}
	if len(m.resources) > 0 {
		m.srv.RemoveResources(m.resources...)
	}
	m.pipeTools, m.resources = nil, nil
	for _, name := range knowledge.SortedNames(snap.Pipes) {
		p := snap.Pipes[name]
		props := map[string]any{}
		var required []string
		for _, pa := range p.Pipe.Params {
			props[pa.Name] = paramSchema(pa, p.ParamDims[pa.Name])
			if pa.Required && !config.HasDefault(pa) {
				required = append(required, pa.Name)
			}
		}
		tool := name
		if fixedTools[tool] {
			tool = "pipe_" + name
		}
		pipe := name
		m.srv.AddTool(&mcp.Tool{Name: tool, Description: p.Description, InputSchema: object(props, required...), OutputSchema: resultSchema(nil), Annotations: readOnly},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				a, err := args(req)
				if err != nil {
					return toolError("%v", err)
				}
				res, err := m.rt.RunPipe(ctx, pipe, a)
				if err != nil {
					return toolError("%v", err)
				}
				return jsonResult(map[string]any{"data": res.Table, "units": res.Units})
			})
		m.pipeTools = append(m.pipeTools, tool)
	}
	add := func(uri, name, desc string, v any) {
		m.srv.AddResource(&mcp.Resource{URI: uri, Name: name, Description: desc, MIMEType: "application/json"},
			func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
				b, err := json.MarshalIndent(v, "", "  ")
				if err != nil {
					return nil, err
				}
				return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: "application/json", Text: string(b)}}}, nil
			})
		m.resources = append(m.resources, uri)
	}
	metrics := map[string]any{}
	for name, mt := range snap.Metrics {
		metrics[name] = map[string]any{"label": mt.Label, "description": mt.Description, "unit": mt.Unit, "sql": mt.Canonical, "caveats": mt.Caveats}
	}
	tables := map[string]any{}
	for name, t := range snap.Tables {
		tables[name] = map[string]any{"description": t.Description(), "columns": t.ColumnNames(), "rows": t.Rows}
	}
	add("datacopilot://knowledge/metrics", "metrics", "Canonical metric definitions.", metrics)
	add("datacopilot://knowledge/tables", "tables", "Tables with their columns and descriptions.", tables)
	add("datacopilot://knowledge/rules", "rules", "Business rules.", snap.Rules)
	add("datacopilot://knowledge/pipes", "pipes", "Pipes with their params.", PipeInfos(snap))
	filters := map[string]any{}
	for name, f := range snap.Filters {
		filters[name] = map[string]any{"table": f.Table, "expr": f.Expr, "label": f.Label, "synonyms": f.Synonyms, "description": f.Description}
	}
	add("datacopilot://knowledge/filters", "filters", "Named filters (segments) with their conditions.", filters)
	periods := map[string]any{}
	for _, p := range snap.Periods {
		periods[p.Name] = map[string]any{"label": p.Label, "from": p.From, "to": p.To, "synonyms": p.Synonyms, "description": p.Description}
	}
	add("datacopilot://knowledge/periods", "periods", "Named periods.", periods)
	add("datacopilot://knowledge/learnings", "learnings", "Learnings the agent saved, with their status.", snap.Learnings)
	for _, c := range snap.Chunks {
		m.srv.AddResource(&mcp.Resource{URI: "datacopilot://documents/" + c.ID, Name: c.ID, Description: c.Heading, MIMEType: "text/markdown"},
			func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
				return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "text/markdown", Text: "## " + c.Heading + "\n\n" + c.Text}}}, nil
			})
		m.resources = append(m.resources, "datacopilot://documents/"+c.ID)
	}
}

// clientName is the MCP client's own name and version, as it introduced
// itself, for the audit log.
func clientName(req *mcp.CallToolRequest) string {
	if req.Session == nil {
		return "client"
	}
	if p := req.Session.InitializeParams(); p != nil && p.ClientInfo != nil {
		return p.ClientInfo.Name + " " + p.ClientInfo.Version
	}
	return "client"
}
