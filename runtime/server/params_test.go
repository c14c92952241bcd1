package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
)

const topPipe = `pipe "top_invoices" {
  description = "The largest invoices."
  param "n" {
    type = "int"
    min  = 1
    max  = 100
  }
  sql = "SELECT invoice_id, amount FROM invoices ORDER BY amount DESC LIMIT $n"
}
`

// serveWithPipe serves the saas workspace with one more pipe file, and
// connects an MCP client to it.
func serveWithPipe(t *testing.T, file, pipe string) (*httptest.Server, *runtime.Runtime, *mcp.ClientSession) {
	t.Helper()
	dir := workspace(t)
	if err := os.WriteFile(filepath.Join(dir, "pipes", file), []byte(pipe), 0o644); err != nil {
		t.Fatal(err)
	}
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	s, err := New(rt, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return ts, rt, cs
}

// An int param reads a whole number the same way over HTTP and MCP: 5,
// 5.0, 5e0 and "5" are 5; 5.5 and "five" are refused by both, with the
// same message. So is a plan's limit.
func TestIntParamsOneRule(t *testing.T) {
	ts, _, cs := serveWithPipe(t, "top.hcl", topPipe)
	ctx := context.Background()

	for _, c := range []struct {
		json string
		rows int // 0: refused
	}{
		{`5`, 5}, {`5.0`, 5}, {`5e0`, 5}, {`"5"`, 5}, {`"5.0"`, 5},
		{`5.5`, 0}, {`"five"`, 0}, {`true`, 0}, {`0`, 0}, {`1e3`, 0},
	} {
		code, out := call(t, ts, "POST", "/v1/pipes/top_invoices/run", `{"params": {"n": `+c.json+`}}`)
		httpRows := 0
		if code == 200 {
			httpRows = int(out["data"].(map[string]any)["row_count"].(float64))
		}
		var arg any
		json.Unmarshal([]byte(c.json), &arg) // as the MCP SDK hands it over
		r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "top_invoices", Arguments: map[string]any{"n": arg}})
		if err != nil {
			t.Fatal(err)
		}
		mcpRows := 0
		if !r.IsError {
			var res struct {
				Data struct {
					RowCount int `json:"row_count"`
				} `json:"data"`
			}
			json.Unmarshal([]byte(text(r)), &res)
			mcpRows = res.Data.RowCount
		}
		if httpRows != c.rows || mcpRows != c.rows {
			t.Errorf("n = %s: HTTP %d rows (%d %v), MCP %d rows (%s); want %d from both", c.json, httpRows, code, out["error"], mcpRows, text(r), c.rows)
		}
		if c.rows == 0 {
			msg := fmt.Sprint(out["error"].(map[string]any)["message"])
			if text(r) != msg {
				t.Errorf("n = %s: HTTP says %q, MCP %q", c.json, msg, text(r))
			}
		}
	}

	for _, c := range []struct {
		limit string
		ok    bool
	}{{`2`, true}, {`2.0`, true}, {`2.5`, false}} {
		code, _ := call(t, ts, "POST", "/v1/execute", `{"steps": [{"id": "m", "metric": "billings", "dimensions": ["region"], "limit": `+c.limit+`}]}`)
		var lim any
		json.Unmarshal([]byte(c.limit), &lim)
		r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "query_metric", Arguments: map[string]any{"metric": "billings", "dimensions": []string{"region"}, "limit": lim}})
		if err != nil {
			t.Fatal(err)
		}
		if (code == 200) != c.ok || r.IsError == c.ok {
			t.Errorf("limit %s: HTTP %d, MCP error %v (%s); want ok = %v from both", c.limit, code, r.IsError, text(r), c.ok)
		}
	}
}

const valuePipe = `pipe "plan_invoices" {
  description = "Invoices of one plan, or of one account."
  param "plan" {
    type      = "string"
    dimension = "plan"
  }
  param "account" {
    type      = "string"
    dimension = "account"
  }
  sql = <<-SQL
    SELECT i.invoice_id, i.amount FROM invoices i
    JOIN plans p ON p.plan_id = i.plan_id
    JOIN accounts a ON a.account_id = i.account_id
    WHERE ($plan IS NULL OR p.plan_name = $plan) AND ($account IS NULL OR a.account_name = $account)
  SQL
}
`

// A string param bound to a dimension gets the matching a question's
// words get (case, plural, typo, a distinctive leading word); text that
// names no value is refused over HTTP and MCP alike, with the values it
// could mean — never a query that silently finds no row.
func TestDimensionParamsMatchValues(t *testing.T) {
	ts, rt, cs := serveWithPipe(t, "values.hcl", valuePipe)
	ctx := context.Background()

	exact := func(param, value string) int {
		res, err := rt.RunPipe(ctx, "plan_invoices", map[string]any{param: value})
		if err != nil {
			t.Fatal(err)
		}
		return res.Table.Rows()
	}
	for _, c := range []struct {
		param, value string
		same         string // the value it must read as ("" : refused)
		wantErr      string
	}{
		{"plan", "starter", "Starter", ""},
		{"plan", "Enterprize", "Enterprise", ""},
		{"plan", "growths", "Growth", ""},
		{"account", "cedar", "Cedar Health", ""},
		{"account", "ACME CORP", "Acme Corp", ""},
		{"plan", "Platinum", "", `param "plan" of pipe "plan_invoices": "Platinum" is not a value of dimension "plan"; its values are "Enterprise", "Growth" or "Starter"`},
		{"account", "Blue Harborr Inc", "", `"Blue Harborr Inc" is not a value of dimension "account"; did you mean "Blue Harbor"?`},
	} {
		code, out := call(t, ts, "POST", "/v1/pipes/plan_invoices/run", `{"params": {"`+c.param+`": "`+c.value+`"}}`)
		r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "plan_invoices", Arguments: map[string]any{c.param: c.value}})
		if err != nil {
			t.Fatal(err)
		}
		if c.same != "" {
			want := exact(c.param, c.same)
			if want == 0 {
				t.Fatalf("%s has no rows", c.same)
			}
			var res struct {
				Data struct {
					RowCount int `json:"row_count"`
				} `json:"data"`
			}
			json.Unmarshal([]byte(text(r)), &res)
			got := 0
			if code == 200 {
				got = int(out["data"].(map[string]any)["row_count"].(float64))
			}
			if got != want || r.IsError || res.Data.RowCount != want {
				t.Errorf("%s = %q: HTTP %d with %d rows, MCP %d rows (%s); want %d rows, as %q", c.param, c.value, code, got, res.Data.RowCount, text(r), want, c.same)
			}
			continue
		}
		msg := ""
		if e, ok := out["error"].(map[string]any); ok {
			msg = fmt.Sprint(e["message"])
		}
		if code != 400 || !r.IsError || !strings.Contains(msg, c.wantErr) || text(r) != msg {
			t.Errorf("%s = %q: HTTP %d %q, MCP error %v %q; want 400 and a tool error with %q", c.param, c.value, code, msg, r.IsError, text(r), c.wantErr)
		}
	}
}
