package main

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// demo is the repository root, which is the demo workspace.
const demo = "../.."

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestValidateDemo(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "validate")
	if code != 0 || !strings.Contains(out, "is valid") {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, out, errs)
	}
}

// brokenWorkspace has a table t (id, amount), a metric over a column it
// lacks (line 7), and more blocks.
func brokenWorkspace(t *testing.T, more string) string {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "data"), 0o755)
	os.WriteFile(filepath.Join(dir, "data", "t.csv"), []byte("id,amount\n1,2.5\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(`source "s" {
  type = "duckdb"
  file "t" { path = "data/t.csv" }
}
metric "m" {
  table = "t"
  expr  = "SUM(amont)"
}
`+more), 0o644)
	return dir
}

func TestValidateBrokenFile(t *testing.T) {
	dir := brokenWorkspace(t, `dimension "d" {
  table = "tt"
  expr  = "id"
}
`)
	code, _, errs := runCLI(t, "", "--dir", dir, "validate")
	if code != 2 {
		t.Fatalf("exit %d, want 2\n%s", code, errs)
	}
	for _, want := range []string{"knowledge.hcl line 7", `has no column "amont". Did you mean "amount"?`, "knowledge.hcl line 10", `Did you mean "t"?`, "2 error(s)"} {
		if !strings.Contains(errs, want) {
			t.Errorf("diagnostics lack %q:\n%s", want, errs)
		}
	}
}

// validate --format json and github: one record per problem, with the
// file, line and column, on stdout; the exit status still says it.
func TestValidateFormats(t *testing.T) {
	dir := brokenWorkspace(t, "")
	code, out, errs := runCLI(t, "", "--dir", dir, "validate", "--format", "json")
	if code != 2 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var report struct {
		Valid       bool
		Errors      int
		Diagnostics []map[string]any
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	file := filepath.Join(dir, "knowledge.hcl")
	want := map[string]any{"file": file, "line": 7.0, "column": 16.0, "end_line": 7.0, "end_column": 21.0, "severity": "error",
		"summary": "Invalid metric expression", "detail": `Metric "m": table "t" has no column "amont". Did you mean "amount"?`}
	if report.Valid || report.Errors != 1 || len(report.Diagnostics) != 1 {
		t.Fatalf("report %s", out)
	}
	if d := cmp.Diff(want, report.Diagnostics[0]); d != "" {
		t.Errorf("diagnostic (-want +got):\n%s", d)
	}

	code, out, _ = runCLI(t, "", "--dir", dir, "validate", "--format", "github")
	wantLine := "::error file=" + file + ",line=7,col=16,endLine=7,endColumn=21,title=Invalid metric expression::Metric \"m\": table \"t\" has no column \"amont\". Did you mean \"amount\"?\n"
	if code != 2 || out != wantLine {
		t.Errorf("exit %d\n got %q\nwant %q", code, out, wantLine)
	}

	code, out, _ = runCLI(t, "", "--dir", demo, "validate", "--format", "json")
	if code != 0 || !strings.Contains(out, `"valid": true`) {
		t.Errorf("demo: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "", "--dir", demo, "validate", "--format", "jsn"); code != 2 || !strings.Contains(errs, `did you mean "json"?`) {
		t.Errorf("bad format: exit %d %s", code, errs)
	}
}

func TestNotAWorkspace(t *testing.T) {
	code, _, errs := runCLI(t, "", "--dir", t.TempDir(), "validate")
	if code != 2 || !strings.Contains(errs, "has no knowledge.hcl") {
		t.Fatalf("exit %d\n%s", code, errs)
	}
}

func TestPipesRun(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "pipes", "run", "top_products", "--param", "limit=3", "--param", "category=beverages", "--format", "csv")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || lines[0] != "product,category,revenue,units_sold" || !strings.HasPrefix(lines[1], "Côte de Blaye,Beverages,") {
		t.Errorf("unexpected output:\n%s", out)
	}
}

func TestPipesRunBadParams(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"top_products", "--param", "limit=0"}, `param "limit" must be between 1 and 100; got 0`},
		{[]string{"top_products", "--param", "limit=ten"}, `param "limit" must be an int`},
		{[]string{"top_products", "--param", "limt=5"}, `did you mean "limit"?`},
		{[]string{"top_products", "--param", "from=1997/01/01"}, `param "from" must be a date (YYYY-MM-DD)`},
		{[]string{"customer_orders"}, `param "customer" of pipe "customer_orders" is required`},
		{[]string{"products_in_category", "--param", "category=Seafood", "--param", "include_discontinued=maybe"}, `param "include_discontinued" must be a bool`},
		{[]string{"top_prodcts"}, `unknown pipe "top_prodcts"; did you mean "top_products"?`},
		{[]string{"top_products", "--param", "limit"}, "--param takes name=value"},
		{[]string{"top_products", "--format", "xml"}, "--format must be one of table, json, csv"},
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, "", append([]string{"--dir", demo, "pipes", "run"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
}

func TestPipesList(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "pipes", "list", "--json")
	if code != 0 {
		t.Fatal(errs)
	}
	var pipes []pipeInfo
	if err := json.Unmarshal([]byte(out), &pipes); err != nil {
		t.Fatal(err)
	}
	if len(pipes) < 12 {
		t.Errorf("%d pipes, want at least 12", len(pipes))
	}
	for _, p := range pipes {
		if p.Description == "" || len(p.Examples) == 0 {
			t.Errorf("pipe %s lacks a description or examples", p.Name)
		}
	}
}

func TestPlanRunStdin(t *testing.T) {
	plan := `{"steps":[{"id":"r","metric":"revenue","dimensions":["order_date"],"grain":"year"}],
	  "output":[{"type":"direct","name":"year","from":"r.year"},{"type":"direct","name":"revenue","from":"r.revenue"}]}`
	code, out, errs := runCLI(t, plan, "--dir", demo, "plan", "run", "-", "--format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var res struct {
		Data struct {
			Rows [][]any `json:"rows"`
		} `json:"data"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Data.Rows) != 3 || res.Data.Rows[0][0] != 1996.0 {
		t.Errorf("rows: %v", res.Data.Rows)
	}
	code, _, errs = runCLI(t, `{"steps":[{"id":"r","metric":"revenu"}]}`, "--dir", demo, "plan", "run", "-")
	if code != 2 || !strings.Contains(errs, `steps[0].metric: unknown metric "revenu"; did you mean "revenue"?`) {
		t.Errorf("exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, `{"steps": [}`, "--dir", demo, "plan", "run", "-")
	if code != 2 || !strings.Contains(errs, "plan JSON") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

func TestKnowledgeShow(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "knowledge", "show", "metric", "revenue")
	if code != 0 || !strings.Contains(out, `SUM("order_details".UnitPrice * "order_details".Quantity * (1 - "order_details".Discount))`) {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runCLI(t, "", "--dir", demo, "knowledge", "show", "--json")
	var doc knowledgeDoc
	if code != 0 || json.Unmarshal([]byte(out), &doc) != nil {
		t.Fatalf("exit %d: %s", code, out)
	}
	if len(doc.Tables) != 11 || len(doc.Metrics) < 8 || len(doc.Rules) == 0 || len(doc.VerifiedQueries) == 0 {
		t.Errorf("knowledge: %d tables, %d metrics, %d rules, %d verified queries", len(doc.Tables), len(doc.Metrics), len(doc.Rules), len(doc.VerifiedQueries))
	}
	for _, tb := range doc.Tables {
		if tb.Name == "orders" && tb.Rows != 830 {
			t.Errorf("orders has %d rows, want 830", tb.Rows)
		}
	}
	code, _, errs = runCLI(t, "", "--dir", demo, "knowledge", "show", "metric", "revenu")
	if code != 2 || !strings.Contains(errs, `did you mean "revenue"?`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

func TestUnknownCommand(t *testing.T) {
	code, _, errs := runCLI(t, "", "valdate")
	if code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

func TestAsk(t *testing.T) {
	audit := filepath.Join(t.TempDir(), "audit.jsonl")
	t.Setenv("DATACOPILOT_AUDIT_LOG", audit)
	code, out, errs := runCLI(t, "", "--dir", demo, "ask", "revenue by category in Q3 1997")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Dairy Products had the highest revenue in Q3 1997 ($30,634.20)", "Sources: pipe revenue_by_category", "Confidence: 0."} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, errs = runCLI(t, "", "--dir", demo, "ask", "--json", "--format-hint", "int", "How many orders were placed in December 1997?")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var a map[string]any
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("--json is not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"id", "question", "route", "answer_summary", "answer", "key_metrics", "explanation", "query_explanation", "data", "sources", "confidence_score", "needs_human_review", "assumptions", "recommended_actions", "warnings", "provenance", "plan", "chart", "trace", "usage"} {
		if _, ok := a[k]; !ok {
			t.Errorf("the Answer lacks %q", k)
		}
	}
	if a["answer"] != 48.0 || a["route"] != "metric" {
		t.Errorf("answer %v on route %v, want 48 on metric", a["answer"], a["route"])
	}
	b, err := os.ReadFile(audit)
	if err != nil || strings.Count(string(b), "\n") != 2 {
		t.Errorf("audit log has %q (%v), want two lines", b, err)
	}
}

func TestAskRefusesAndBadHint(t *testing.T) {
	t.Setenv("DATACOPILOT_AUDIT_LOG", filepath.Join(t.TempDir(), "audit.jsonl"))
	code, out, _ := runCLI(t, "", "--dir", demo, "ask", "--json", "delete all orders")
	if code != 0 || !strings.Contains(out, `"route": "stop"`) || !strings.Contains(out, `"sql": []`) {
		t.Errorf("refusal: exit %d\n%s", code, out)
	}
	code, _, errs := runCLI(t, "", "--dir", demo, "ask", "--format-hint", "list[{a}", "revenue")
	if code != 2 || !strings.Contains(errs, "format hint") {
		t.Errorf("bad hint: exit %d, stderr %s", code, errs)
	}
	code, _, errs = runCLI(t, "", "--dir", demo, "ask")
	if code != 2 || !strings.Contains(errs, "needs a question") {
		t.Errorf("no question: exit %d, stderr %s", code, errs)
	}
}

func TestPlanQuestion(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "plan", "top 5 products by revenue in 1997")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	p, err := plan.ParseBytes([]byte(out))
	if err != nil {
		t.Fatalf("plan output does not parse: %v\n%s", err, out)
	}
	if len(p.Steps) != 1 || p.Steps[0].Pipe != "top_products" || p.Steps[0].Inputs["limit"] != json.Number("5") || p.Steps[0].Inputs["from"] != "1997-01-01" {
		t.Errorf("unexpected plan: %s", out)
	}
	// the printed plan runs as is
	code, out, errs = runCLI(t, out, "--dir", demo, "plan", "run", "-", "--format", "csv")
	if code != 0 || !strings.HasPrefix(strings.Split(out, "\n")[1], "Côte de Blaye,") {
		t.Errorf("plan run: exit %d\n%s\n%s", code, out, errs)
	}
}

// saasCopy copies the billing workspace of the runtime tests to a temporary
// folder that a test may change.
func saasCopy(t *testing.T) string { return testfs.Workspace(t, "../../runtime/testdata/saas") }

func TestEvalJUnit(t *testing.T) {
	dir := saasCopy(t)
	out := filepath.Join(t.TempDir(), "r.xml")
	code, stdout, errs := runCLI(t, "", "--dir", dir, "eval", "--report", "junit", "--out", out)
	if code != 0 || !strings.Contains(stdout, "6/6 passed") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, errs)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var suites struct {
		Tests  int `xml:"tests,attr"`
		Suites []struct {
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b, &suites); err != nil {
		t.Fatalf("the report is not XML: %v\n%s", err, b)
	}
	if suites.Tests != 6 || len(suites.Suites) != 1 || len(suites.Suites[0].Cases) != 6 {
		t.Errorf("want 6 testcases in one suite:\n%s", b)
	}
}

func TestEvalFailsAndCompares(t *testing.T) {
	dir := saasCopy(t)
	if code, out, errs := runCLI(t, "", "--dir", dir, "eval"); code != 0 {
		t.Fatalf("first run: exit %d\n%s\n%s", code, out, errs)
	}
	path := filepath.Join(dir, "evals/billing.hcl")
	src, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(src), "expect      = 4", "expect      = 5", 1)), 0o644)
	code, out, _ := runCLI(t, "", "--dir", dir, "eval", "--compare", "last")
	if code != 1 {
		t.Errorf("a wrong expectation: exit %d, want 1", code)
	}
	for _, want := range []string{"march_invoices  FAIL", "got 4, want 5", "5/6 passed", "march_invoices: pass → fail", "Knowledge changed"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// the wrong expectation makes a confidently wrong answer, which fails
	// the run unless allowed
	if code, _, errs := runCLI(t, "", "--dir", dir, "eval", "--min-accuracy", "0.8"); code != 1 || !strings.Contains(errs, "1 confidently wrong") {
		t.Errorf("--min-accuracy 0.8 with 5/6 passing, one confidently wrong: exit %d, want 1\n%s", code, errs)
	}
	if code, out, _ := runCLI(t, "", "--dir", dir, "eval", "--min-accuracy", "0.8", "--max-confidently-wrong", "1"); code != 0 || !strings.Contains(out, "suite billing: 5/6 right (83.3%), 1 confidently wrong") {
		t.Errorf("--min-accuracy 0.8 --max-confidently-wrong 1 with 5/6 passing: exit %d, want 0\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "", "--dir", dir, "eval", "--name", "march_invoice"); code != 2 || !strings.Contains(errs, `did you mean "march_invoices"`) {
		t.Errorf("unknown golden: exit %d, %s", code, errs)
	}
	if code, out, _ := runCLI(t, "", "--dir", dir, "eval", "--tag", "pipes", "--report", "markdown"); code != 0 || !strings.Contains(out, "2/2 passed") || !strings.Contains(out, "| ✅ | plans_q1 |") {
		t.Errorf("--tag pipes --report markdown: exit %d\n%s", code, out)
	}
}

func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"}, args...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// TestDiff commits a change to a metric's definition and checks that diff
// shows the definition, the moved numbers and the golden that regressed,
// without touching the working tree.
func TestDiff(t *testing.T) {
	dir := saasCopy(t)
	gitIn(t, dir, "init", "-q")
	gitIn(t, dir, "add", "-A")
	gitIn(t, dir, "commit", "-qm", "base")
	path := filepath.Join(dir, "knowledge.hcl")
	src, _ := os.ReadFile(path)
	changed := strings.Replace(string(src), `  filters     = ["status = 'paid'"]`+"\n", "", 1)
	if changed == string(src) {
		t.Fatal("the billings filter was not found")
	}
	os.WriteFile(path, []byte(changed), 0o644)
	gitIn(t, dir, "commit", "-qam", "count void invoices")

	code, out, errs := runCLI(t, "", "--dir", dir, "diff", "--base", "HEAD~1")
	if code != 1 {
		t.Errorf("exit %d, want 1 (a golden regressed)\n%s", code, errs)
	}
	for _, want := range []string{
		"| metric | billings | changed<br>`filters`: `status = 'paid'` → (none) |",
		"Overall: 6,795.00 → 7,294.00 EUR (+499.00, +7.34%)", // nine paid invoices; void invoice 5 (499) now counts
		"| q1_billings | pass | fail |",
		"regressed",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != changed {
		t.Error("diff changed the working tree")
	}
	code, out, _ = runCLI(t, "", "--dir", dir, "diff", "--base", "HEAD", "--format", "json")
	if code != 0 || !strings.Contains(out, `"definitions": null`) && !strings.Contains(out, `"definitions": []`) {
		t.Errorf("no change: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, "", "--dir", dir, "diff", "--base", "no-such-rev"); code != 2 || !strings.Contains(errs, "no such commit") {
		t.Errorf("bad revision: exit %d, %s", code, errs)
	}
	if code, _, errs := runCLI(t, "", "--dir", filepath.Join(dir, "data"), "diff", "--base", "HEAD"); code != 2 || !strings.Contains(errs, "no workspace") {
		t.Errorf("revision without a workspace: exit %d, %s", code, errs)
	}
}

// TestMCPStdio runs `datacopilot mcp` on pipes and drives it with the MCP
// SDK's client over the same newline-delimited JSON-RPC as stdio.
func TestMCPStdio(t *testing.T) {
	dir := saasCopy(t)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		var errb bytes.Buffer
		done <- runContext(ctx, []string{"--dir", dir, "mcp"}, inR, outW, &errb)
		outW.Close()
	}()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	if !strings.Contains(strings.Join(names, " "), "billings_by_plan") {
		t.Errorf("tools: %v", names)
	}
	r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_metrics", Arguments: map[string]any{}})
	if err != nil || r.IsError {
		t.Fatalf("list_metrics: %v", err)
	}
	cs.Close()
	inW.Close()
	cancel()
	<-done
}

// TestQuestionTooLong: ask and plan refuse a question over --max-question
// (2,000 characters by default) with exit 2 and a message naming the limit.
func TestQuestionTooLong(t *testing.T) {
	dir := saasCopy(t)
	long := "billings by region " + strings.Repeat("and more ", 250)
	for _, args := range [][]string{{"ask", long}, {"plan", long}, {"--max-question", "10", "ask", "billings by region"}} {
		code, _, errs := runCLI(t, "", append([]string{"--dir", dir}, args...)...)
		if code != 2 || !strings.Contains(errs, "over the limit of") {
			t.Errorf("%s: exit %d, stderr %s", args[0], code, errs)
		}
	}
	if code, _, errs := runCLI(t, "", "--dir", dir, "--max-question", "0", "plan", long); code == 2 {
		t.Errorf("--max-question 0: exit %d, stderr %s", code, errs)
	}
}

// lockedBuffer is a bytes.Buffer safe for a server goroutine to write.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// children counts this process's live children whose program is named
// name.
func children(t *testing.T, name string) int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	n := 0
	for _, e := range entries {
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+2:]))
		if len(f) < 2 || f[0] == "Z" || f[1] != strconv.Itoa(os.Getpid()) {
			continue
		}
		if exe, _ := os.Readlink(filepath.Join("/proc", e.Name(), "exe")); strings.HasPrefix(filepath.Base(exe), name) {
			n++
		}
	}
	return n
}

// TestServeStopsPlugins: serve a workspace with a plugin source through a
// storm of reloads and questions, then stop it: no plugin process is left.
func TestServeStopsPlugins(t *testing.T) {
	dir := t.TempDir()
	plugin := filepath.Join(t.TempDir(), "datacopilot-plugin-fault")
	if out, err := exec.Command("go", "build", "-o", plugin, "../../plugins/internal/faultplugin").CombinedOutput(); err != nil {
		t.Fatalf("build the fault plugin: %v\n%s", err, out)
	}
	os.MkdirAll(filepath.Join(dir, "data"), 0o755)
	os.WriteFile(filepath.Join(dir, "data", "sales.csv"), []byte("region,amount\nNorth,10\nSouth,32\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(fmt.Sprintf(`source "files" {
  type = "duckdb"
  file "sales" { path = "data/sales.csv" }
}
source "fault" {
  type   = "plugin"
  plugin = %q
  copy   = true
}
metric "sales_total" {
  table    = "sales"
  expr     = "SUM(amount)"
  synonyms = ["sales"]
}
metric "row_count" {
  table = "rows"
  expr  = "COUNT(*)"
}
`, plugin)), 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var errb lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- runContext(ctx, []string{"--dir", dir, "serve", "--addr", "127.0.0.1:0", "--no-watch", "--max-per-client", "-1"}, strings.NewReader(""), io.Discard, &errb)
	}()
	var base string
	for deadline := time.Now().Add(30 * time.Second); base == ""; {
		if i := strings.Index(errb.String(), " on http://"); i >= 0 {
			base = strings.Fields(errb.String()[i+4:])[0]
		} else if time.Now().After(deadline) {
			t.Fatalf("serve did not start:\n%s", errb.String())
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			path, body := "/-/reload", ""
			if i%2 == 1 {
				path, body = "/v1/ask", `{"question": "total sales"}`
			}
			req, _ := http.NewRequest("POST", base+path, strings.NewReader(body))
			if body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("%s: %d", path, resp.StatusCode)
			}
		}()
	}
	wg.Wait()
	if n := children(t, "datacopilot-plugin-fault"); n < 1 {
		t.Errorf("%d plugin processes while serving", n)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("serve exited %d:\n%s", code, errb.String())
	}
	if n := children(t, "datacopilot-plugin-fault"); n != 0 {
		t.Errorf("%d plugin processes outlived serve", n)
	}
}

// A pipe param bound to a dimension reads near-miss values as `ask` does
// and refuses what it cannot read, with exit 2 and the values it has.
func TestPipesRunDimensionValues(t *testing.T) {
	code, out, errs := runCLI(t, "", "--dir", demo, "pipes", "run", "top_products", "--param", "category=beverage", "--param", "limit=3", "--format", "csv")
	if code != 0 || strings.Count(out, ",Beverages,") != 3 {
		t.Errorf("beverage: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "", "--dir", demo, "pipes", "run", "top_products", "--param", "category=road")
	if code != 2 || out != "" || !strings.Contains(errs, `"road" is not a value of dimension "category"; its values are "Beverages"`) {
		t.Errorf("road: exit %d\n%s%s", code, out, errs)
	}
}

// Nested commands check their arguments, unknown flags get "did you mean"
// and the command's own help, and with --json an error is a JSON object on
// stdout while the exit status still says it.
func TestUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args      []string
		code      int
		stderr    string
		jsonCode  string // "" : not JSON
		jsonMatch string
	}{
		{[]string{"pipes", "rn", "x"}, 2, "unknown command \"rn\" for \"datacopilot pipes\"; did you mean run?\nRun 'datacopilot pipes --help' for usage.", "", ""},
		{[]string{"knowledge", "zz"}, 2, "its commands are search, show", "", ""},
		{[]string{"ask", "--jsn", "revenue"}, 2, "unknown flag: --jsn (did you mean --json?)\nRun 'datacopilot ask --help' for usage.", "", ""},
		{[]string{"pipes", "run"}, 2, "Run 'datacopilot pipes run --help' for usage.", "", ""},
		{[]string{"pipes", "run", "nope", "--format", "json"}, 2, "", "usage", `unknown pipe "nope"`},
		{[]string{"pipes", "run", "top_products", "--param", "category=road", "--format=json"}, 2, "", "invalid_params", `"road" is not a value of dimension "category"`},
		{[]string{"knowledge", "show", "metric", "nope", "--json"}, 2, "", "usage", `no metric named "nope"`},
		{[]string{"ask", "--json", "--bogus", "x"}, 2, "", "usage", "unknown flag: --bogus"},
		{[]string{"--log-format", "jsn", "ask", "revenue"}, 2, `--log-format must be one of text, json; got "jsn" (did you mean "json"?)`, "", ""},
		{[]string{"--log-level", "loud", "pipes", "list"}, 2, "--log-level must be one of debug, info, warn, error", "", ""},
	} {
		code, out, errs := runCLI(t, "", append([]string{"--dir", demo}, c.args...)...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d\n%s%s", c.args, code, c.code, out, errs)
		}
		if c.jsonCode == "" {
			if !strings.Contains(errs, c.stderr) || out != "" {
				t.Errorf("%v: stdout %q, stderr %q; want stderr with %q", c.args, out, errs, c.stderr)
			}
			continue
		}
		var e struct {
			Error struct{ Code, Message string }
		}
		if err := json.Unmarshal([]byte(out), &e); err != nil || e.Error.Code != c.jsonCode || !strings.Contains(e.Error.Message, c.jsonMatch) {
			t.Errorf("%v: stdout %q (%v); want error code %q with %q", c.args, out, err, c.jsonCode, c.jsonMatch)
		}
	}
}

// ask --fail-on-review exits 1 for a refusal, an empty answer or one that
// needs review, after printing it; 0 for an answer to use.
func TestAskFailOnReview(t *testing.T) {
	for _, c := range []struct {
		q      string
		code   int
		reason string
	}{
		{"revenue in 1997", 0, ""},
		{"what is the weather in Paris?", 1, "the question was refused"},
		{"revenue in 2005", 1, ""},
		{"average price of seafood", 1, "needs review"},
	} {
		code, out, errs := runCLI(t, "", "--dir", demo, "ask", "--fail-on-review", c.q)
		if code != c.code || out == "" || !strings.Contains(errs, c.reason) {
			t.Errorf("%q: exit %d (want %d)\n%s%s", c.q, code, c.code, out, errs)
		}
		code, out, _ = runCLI(t, "", "--dir", demo, "ask", "--json", "--fail-on-review", c.q)
		var ans map[string]any
		if err := json.Unmarshal([]byte(out), &ans); code != c.code || err != nil || ans["question"] != c.q {
			t.Errorf("%q --json: exit %d (want %d), %v\n%s", c.q, code, c.code, err, out)
		}
	}
	if code, _, _ := runCLI(t, "", "--dir", demo, "ask", "average price of seafood"); code != 0 {
		t.Errorf("without the flag: exit %d", code)
	}
}

// Shell completion offers the workspace's own names: pipes, their params
// (then an enum's values), knowledge kinds and names, eval tags.
func TestCompletion(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string // lines, before the directive
	}{
		{[]string{"pipes", "run", "revenue_by_c"}, []string{"revenue_by_category\tRevenue, units and orders per product category in a date range.",
			"revenue_by_country\tRevenue and number of orders per customer country in a date range."}},
		{[]string{"pipes", "run", "top_products", "--param", "l"}, []string{"limit=\tint: How many products to return."}},
		{[]string{"knowledge", "show", "met"}, []string{"metrics"}},
		{[]string{"knowledge", "show", "dimension", "ship_c"}, []string{"ship_city", "ship_country"}},
		{[]string{"knowledge", "show", "metric", "gross"}, []string{"gross_margin\tGross margin"}},
		{[]string{"eval", "--tag", "pipes,quart"}, []string{"pipes,quarter"}},
		{[]string{"validate", "--format", "g"}, []string{"github"}},
	} {
		code, out, errs := runCLI(t, "", append([]string{"--dir", demo, "__complete"}, c.args...)...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var got []string
		for _, l := range lines {
			if !strings.HasPrefix(l, ":") {
				got = append(got, strings.SplitN(l, "\t", 2)[0]+tabPart(l))
			}
		}
		if code != 0 || !cmp.Equal(got, c.want) {
			t.Errorf("%v: exit %d\n got %q\nwant %q\n%s", c.args, code, got, c.want, errs)
		}
	}
}

func tabPart(l string) string {
	if _, d, ok := strings.Cut(l, "\t"); ok {
		return "\t" + d
	}
	return ""
}
