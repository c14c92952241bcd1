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

	"github.com/modelcontextprotocol/go-sdk/mcp"
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
	if got := strings.Join(toolNames(t, cs), " "); got != "ask billings_by_plan list_metrics query_metric run_plan" {
		t.Errorf("tools: %s", got)
	}
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range res.Tools {
		if tl.Name == "billings_by_plan" {
			b, _ := json.Marshal(tl.InputSchema)
			if !strings.Contains(string(b), `"from":{"description":"","format":"date","type":"string"}`) {
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
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "datacopilot://knowledge/metrics"})
	if err != nil || len(rr.Contents) != 1 || !strings.Contains(rr.Contents[0].Text, "billings") {
		t.Errorf("resource: %v", err)
	}
	pipe := "pipe \"invoice_list\" {\n  description = \"Every invoice.\"\n  sql = \"SELECT invoice_id, amount FROM invoices\"\n}\n"
	os.WriteFile(filepath.Join(dir, "pipes", "list.hcl"), []byte(pipe), 0o644)
	if err := s.rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(toolNames(t, cs), " "); got != "ask billings_by_plan invoice_list list_metrics query_metric run_plan" {
		t.Errorf("tools after reload: %s", got)
	}
}

var _ = httptest.NewServer
