package server

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
)

func toolNames(t *testing.T, cs *mcp.ClientSession) []string {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, tl := range res.Tools {
		out = append(out, tl.Name)
	}
	slices.Sort(out)
	return out
}

func text(r *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestMCPOverHTTP drives /mcp with the SDK's client: the tools, a pipe
// tool, ask, a resource, and tools that follow a reload.
func TestMCPOverHTTP(t *testing.T) {
	ts, s, dir := start(t, Options{})
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if got := strings.Join(toolNames(t, cs), " "); got != "activate_learning ask billings_by_plan list_learnings list_metrics promote_learning query_metric reject_learning run_plan search_knowledge" {
		t.Errorf("tools: %s", got)
	}
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range res.Tools {
		if tl.Name == "billings_by_plan" {
			b, _ := json.Marshal(tl.InputSchema)
			if !strings.Contains(string(b), `"from":{"default":"2000-01-01","description":"","format":"date","type":"string"}`) {
				t.Errorf("pipe tool schema: %s", b)
			}
		}
	}
	r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "billings_by_plan", Arguments: map[string]any{"from": "2024-01-01", "to": "2024-03-31"}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"Enterprise"`) {
		t.Errorf("pipe tool: %v %s", err, text(r))
	}
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "billings_by_plan", Arguments: map[string]any{"from": "soon"}})
	if err != nil || !r.IsError {
		t.Errorf("bad param should be a tool error: %v %s", err, text(r))
	}
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask", Arguments: map[string]any{"question": "billings by region in Q1 2024", "format_hint": "str"}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"answer": "EMEA"`) {
		t.Errorf("ask: %v %.300s", err, text(r))
	}
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "query_metric", Arguments: map[string]any{"metric": "billings", "dimensions": []string{"plan"}, "order": "desc", "limit": 1}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"Enterprise"`) {
		t.Errorf("query_metric: %v %.300s", err, text(r))
	}
	// month buckets print as months, as in an answer
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "query_metric", Arguments: map[string]any{"metric": "billings", "dimensions": []string{"issued_on"}, "grain": "month", "filters": map[string]any{"period": []string{"2024-01-01", "2024-03-31"}}}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"2024-02"`) || strings.Contains(text(r), `"2024-02-01`) {
		t.Errorf("query_metric by month: %v %.400s", err, text(r))
	}
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "datacopilot://knowledge/metrics"})
	if err != nil || len(rr.Contents) != 1 || !strings.Contains(rr.Contents[0].Text, "billings") {
		t.Errorf("resource: %v", err)
	}
	pipe := "pipe \"invoice_list\" {\n  description = \"Every invoice.\"\n  sql = \"SELECT invoice_id, amount FROM invoices\"\n}\n"
	os.WriteFile(filepath.Join(dir, "pipes", "list.hcl"), []byte(pipe), 0o644)
	if err := s.rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(toolNames(t, cs), " "); got != "activate_learning ask billings_by_plan invoice_list list_learnings list_metrics promote_learning query_metric reject_learning run_plan search_knowledge" {
		t.Errorf("tools after reload: %s", got)
	}
}

// Tool schemas say what a client needs: defaults, the values a
// dimension param takes (as an enum, up to 50), the shape of the result
// (outputSchema, which the structured result follows) and that the tools
// only read; the server reports the program's version.
func TestMCPSchemas(t *testing.T) {
	_, _, cs := serveWithPipe(t, "values.hcl", valuePipe)
	ctx := context.Background()
	if v := cs.InitializeResult().ServerInfo.Version; v != runtime.Version() || v == "" {
		t.Errorf("server version %q, want %q", v, runtime.Version())
	}
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools := map[string]*mcp.Tool{}
	for _, tl := range res.Tools {
		tools[tl.Name] = tl
		if tl.OutputSchema == nil || tl.Annotations == nil {
			t.Errorf("%s: no outputSchema or annotations", tl.Name)
			continue
		}
		writes := map[string]bool{"ask": true, "promote_learning": true, "reject_learning": true, "activate_learning": true}
		if ro := tl.Annotations.ReadOnlyHint; ro != !writes[tl.Name] {
			t.Errorf("%s: readOnlyHint %v", tl.Name, ro)
		}
	}
	b, _ := json.Marshal(tools["plan_invoices"].InputSchema)
	if !strings.Contains(string(b), `"plan":{"description":"","enum":["Enterprise","Growth","Starter"],"type":"string"}`) {
		t.Errorf("dimension param schema: %s", b)
	}
	b, _ = json.Marshal(tools["billings_by_plan"].OutputSchema)
	if !strings.Contains(string(b), `"row_count":{"type":"integer"}`) {
		t.Errorf("pipe output schema: %s", b)
	}
	// the structured result has the declared shape
	r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "billings_by_plan", Arguments: map[string]any{}})
	if err != nil || r.IsError {
		t.Fatal(err, text(r))
	}
	var out struct {
		Data struct {
			Columns []struct{ Name, Type string } `json:"columns"`
			Rows    [][]any                       `json:"rows"`
			Count   *int                          `json:"row_count"`
		} `json:"data"`
	}
	sb, _ := json.Marshal(r.StructuredContent)
	if err := json.Unmarshal(sb, &out); err != nil || out.Data.Count == nil || len(out.Data.Columns) != 2 || len(out.Data.Rows) != *out.Data.Count {
		t.Errorf("structured result %s: %v", sb, err)
	}
	for _, name := range []string{"ask", "list_metrics", "search_knowledge", "list_learnings"} {
		var args map[string]any
		switch name {
		case "ask":
			args = map[string]any{"question": "billings in 2024"}
		case "search_knowledge":
			args = map[string]any{"query": "billings"}
		}
		r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil || r.IsError {
			t.Fatal(name, err, text(r))
		}
		conforms(t, name, tools[name].OutputSchema, r.StructuredContent)
	}
	conforms(t, "billings_by_plan", tools["billings_by_plan"].OutputSchema, r.StructuredContent)
}

// conforms checks a structured result against a tool's outputSchema.
func conforms(t *testing.T, tool string, schema, result any) {
	t.Helper()
	var sch jsonschema.Schema
	b, _ := json.Marshal(schema)
	if err := json.Unmarshal(b, &sch); err != nil {
		t.Fatal(tool, err)
	}
	rs, err := sch.Resolve(nil)
	if err != nil {
		t.Fatal(tool, err)
	}
	var v any
	b, _ = json.Marshal(result)
	json.Unmarshal(b, &v)
	if err := rs.Validate(v); err != nil {
		t.Errorf("%s: the result does not follow its outputSchema: %v", tool, err)
	}
}

var _ = httptest.NewServer
