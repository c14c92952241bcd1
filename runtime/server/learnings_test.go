package server

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime/config"
)

func naming(id, term, value string) *config.Learning {
	return &config.Learning{ID: id, Description: "In questions, " + term + " means " + value + ".", Category: "naming", Tables: []string{"accounts"},
		Dimension: "account", Term: term, Value: value, Confidence: 0.5, Status: "pending", Question: "billings for " + term}
}

// TestLearningsAPI: list, promote, reject and activate learnings over HTTP
// and MCP, search the knowledge, and feedback with a correct answer saved
// as a pending learning tied to its answer.
func TestLearningsAPI(t *testing.T) {
	ts, _, dir := start(t, Options{})
	for _, l := range []*config.Learning{naming("naming_a", "acme co", "Acme Corp"), naming("naming_b", "blue h", "Blue Harbor"), naming("naming_c", "cedar", "Cedar Health")} {
		if err := config.AppendLearning(dir, l); err != nil {
			t.Fatal(err)
		}
	}
	if code, m := call(t, ts, "GET", "/v1/learnings?status=pending", ""); code != 200 || len(m["learnings"].([]any)) != 3 {
		t.Fatalf("list: %d %v", code, m)
	}
	for _, tc := range []struct {
		path, body string
		code       int
		field      string
	}{
		{"/v1/learnings?status=done", "", 400, "status"},
		{"/v1/learnings/naming_x/promote", `{"to": "rule"}`, 404, "id"},
		{"/v1/learnings/naming_a/promote", `{"to": "synonyms"}`, 400, "to"},
		{"/v1/learnings/naming_a/promote", `{"to": "filter", "expr": "no_such_column = 1"}`, 422, ""},
		{"/v1/knowledge/search", "", 400, "q"},
	} {
		method := "POST"
		if tc.body == "" {
			method = "GET"
		}
		code, m := call(t, ts, method, tc.path, tc.body)
		if _, f := errField(m); code != tc.code || f != tc.field {
			t.Errorf("%s %s: %d %v; want %d on %q", method, tc.path, code, m, tc.code, tc.field)
		}
	}
	before, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl"))
	code, m := call(t, ts, "POST", "/v1/learnings/naming_a/promote", `{"to": "filter"}`)
	if code != 200 {
		t.Fatalf("promote: %d %v", code, m)
	}
	after, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl"))
	if !strings.HasPrefix(string(after), strings.TrimRight(string(before), "\n")) || !strings.Contains(string(after), `filter "acme_co" {`) {
		t.Errorf("knowledge.hcl after promote:\n%s", after)
	}
	if code, a := call(t, ts, "POST", "/v1/ask", `{"question": "billings for acme co", "format_hint": "float"}`); code != 200 || a["answer"] != 3600.0 {
		t.Errorf("ask after promoting to a filter: %d %v %v", code, a["answer"], a["answer_summary"])
	}
	if code, m := call(t, ts, "POST", "/v1/learnings/naming_b/reject", `{"reason": "not a customer"}`); code != 200 || m["learning"].(map[string]any)["status"] != "rejected" {
		t.Errorf("reject: %d %v", code, m)
	}
	if code, m := call(t, ts, "POST", "/v1/learnings/naming_b/promote", `{"to": "synonym"}`); code != 422 {
		t.Errorf("promote a rejected learning: %d %v", code, m)
	}
	if code, m := call(t, ts, "POST", "/v1/learnings/naming_b/activate", ""); code != 200 || m["learning"].(map[string]any)["status"] != "active" {
		t.Errorf("activate: %d %v", code, m)
	}
	code, m = call(t, ts, "GET", "/v1/knowledge/search?q=acme&limit=5", "")
	if code != 200 || !strings.Contains(mustJSON(m), `{"kind":"value","location":"knowledge.hcl:32","name":"account=Acme Corp"`) || !strings.Contains(mustJSON(m), `{"kind":"filter","location":"knowledge.hcl:79","name":"acme_co"`) {
		t.Errorf("search: %d %s", code, mustJSON(m))
	}

	// MCP
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_learnings", Arguments: map[string]any{"status": "pending"}})
	if err != nil || r.IsError || !strings.Contains(text(r), "naming_c") || strings.Contains(text(r), "naming_a") {
		t.Errorf("list_learnings: %v %s", err, text(r))
	}
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "promote_learning", Arguments: map[string]any{"id": "naming_c", "to": "rule", "name": "cedar_naming"}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"promoted_to": "rule cedar_naming"`) {
		t.Errorf("promote_learning: %v %s", err, text(r))
	}
	if k, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl")); !strings.Contains(string(k), `rule "cedar_naming" {`) {
		t.Errorf("no rule after promote_learning:\n%s", k)
	}
	r, _ = cs.CallTool(ctx, &mcp.CallToolParams{Name: "reject_learning", Arguments: map[string]any{"id": "naming_c"}})
	if r == nil || !r.IsError || !strings.Contains(text(r), "promoted") {
		t.Errorf("reject a promoted learning: %s", text(r))
	}
	r, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "search_knowledge", Arguments: map[string]any{"query": "cedar"}})
	if err != nil || r.IsError || !strings.Contains(text(r), `"name": "cedar_naming"`) {
		t.Errorf("search_knowledge: %v %s", err, text(r))
	}

	// feedback with a correct answer: a pending learning tied to the answer
	_, a := call(t, ts, "POST", "/v1/ask", `{"question": "billings in 2024"}`)
	id := a["id"].(string)
	if code, m := call(t, ts, "POST", "/v1/feedback", `{"answer_id": "`+id+`", "correct": true, "correct_answer": "5000 EUR"}`); code != 200 || m["saved"] != true {
		t.Fatalf("feedback: %d %v", code, m)
	}
	ls, _ := config.ReadLearnings(dir)
	var fb *config.Learning
	for _, l := range ls {
		if l.AnswerID == id {
			fb = l
		}
	}
	if fb == nil || fb.Status != "pending" || fb.Correction != "The answer should be: 5000 EUR" || fb.Question != "billings in 2024" {
		t.Errorf("feedback learning: %+v", fb)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
