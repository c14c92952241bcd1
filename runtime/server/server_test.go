package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

func workspace(t *testing.T) string { return testfs.Workspace(t, "../testdata/saas") }

func start(t *testing.T, o Options) (*httptest.Server, *Server, string) {
	t.Helper()
	dir := workspace(t)
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, AuditLog: filepath.Join(t.TempDir(), "audit.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	s, err := New(rt, o)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return ts, s, dir
}

func call(t *testing.T, ts *httptest.Server, method, path, body string, header ...string) (int, map[string]any) {
	t.Helper()
	code, out, err := tryCall(ts, method, path, body, header...)
	if err != nil {
		t.Fatal(err)
	}
	return code, out
}

// tryCall is call for goroutines other than the test's, which must not
// call t.Fatal: it returns what went wrong.
func tryCall(ts *httptest.Server, method, path, body string, header ...string) (int, map[string]any, error) {
	req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	var out map[string]any
	b, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(b, &out); err != nil {
		return resp.StatusCode, nil, fmt.Errorf("%s %s: not JSON: %s", method, path, b)
	}
	return resp.StatusCode, out, nil
}

func errField(m map[string]any) (string, string) {
	e, _ := m["error"].(map[string]any)
	f, _ := e["field"].(string)
	c, _ := e["code"].(string)
	return c, f
}

func TestAPI(t *testing.T) {
	ts, _, _ := start(t, Options{})
	code, a := call(t, ts, "POST", "/v1/ask", `{"question": "billings by region in Q1 2024", "format_hint": "str"}`)
	if code != 200 || a["answer"] != "EMEA" || a["route"] != "metric" {
		t.Errorf("ask: %d %v %v", code, a["answer"], a["route"])
	}
	for _, c := range []struct{ body, code, field string }{
		{`{}`, "bad_request", "question"},
		{`{"question": "x", "format_hint": "list[{a}"}`, "bad_request", "format_hint"},
		{`{"question": 5}`, "bad_request", "question"},
		{`{"question": "x", "extra": 1}`, "bad_request", "extra"},
		{`not json`, "bad_request", ""},
	} {
		code, m := call(t, ts, "POST", "/v1/ask", c.body)
		if ec, f := errField(m); code != 400 || ec != c.code || f != c.field {
			t.Errorf("ask %s: %d %s field %q; want 400 %s %q", c.body, code, ec, f, c.code, c.field)
		}
	}
	code, p := call(t, ts, "POST", "/v1/plan", `{"question": "billings by plan in Q1 2024"}`)
	if code != 200 || p["route"] != "pipes" {
		t.Errorf("plan: %d %v", code, p)
	}
	code, x := call(t, ts, "POST", "/v1/execute", `{"steps": [{"id": "m", "metric": "billings", "dimensions": ["region"]}]}`)
	if code != 200 || x["data"].(map[string]any)["row_count"] != 3.0 {
		t.Errorf("execute: %d %v", code, x)
	}
	code, x = call(t, ts, "POST", "/v1/execute", `{"steps": [{"id": "m", "metric": "bilings"}]}`)
	if c, f := errField(x); code != 400 || c != "invalid_plan" || f != "steps[0].metric" {
		t.Errorf("bad plan: %d %v", code, x)
	}
	code, x = call(t, ts, "POST", "/v1/execute", `{"steps": [{"id": "q", "sql": "DELETE FROM invoices"}]}`)
	if code != 400 || !strings.Contains(fmt.Sprint(x["error"]), "rejected") {
		t.Errorf("unsafe SQL: %d %v", code, x)
	}
	code, pl := call(t, ts, "GET", "/v1/pipes", "")
	if code != 200 || len(pl["pipes"].([]any)) != 1 {
		t.Errorf("pipes: %d %v", code, pl)
	}
	code, run := call(t, ts, "POST", "/v1/pipes/billings_by_plan/run", `{"params": {"from": "2024-01-01", "to": "2024-03-31"}}`)
	if code != 200 || run["data"].(map[string]any)["row_count"] != 3.0 {
		t.Errorf("run pipe: %d %v", code, run)
	}
	code, run = call(t, ts, "POST", "/v1/pipes/billings_by_plan/run", `{"params": {"from": "January"}}`)
	if c, f := errField(run); code != 400 || c != "bad_params" || f != "params.from" {
		t.Errorf("bad param: %d %v", code, run)
	}
	code, run = call(t, ts, "POST", "/v1/pipes/nope/run", ``)
	if code != 404 {
		t.Errorf("unknown pipe: %d %v", code, run)
	}
	code, k := call(t, ts, "GET", "/v1/knowledge", "")
	if code != 200 || len(k["metrics"].([]any)) != 3 {
		t.Errorf("knowledge: %d %v", code, k)
	}
	code, h := call(t, ts, "GET", "/healthz", "")
	if code != 200 || h["status"] != "ok" {
		t.Errorf("healthz: %d %v", code, h)
	}
	code, r := call(t, ts, "POST", "/-/reload", "")
	if code != 200 || r["reloaded"] != true {
		t.Errorf("reload: %d %v", code, r)
	}
	resp, err := http.Get(ts.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{
		`datacopilot_http_requests_total{code="200",endpoint="/v1/ask"} 1`,
		`datacopilot_http_requests_total{code="400",endpoint="/v1/ask"} 5`,
		`datacopilot_answers_total{route="metric"} 1`,
		`datacopilot_guard_rejections_total 1`,
		`datacopilot_reloads_total 1`,
		`datacopilot_http_request_seconds_bucket{endpoint="/v1/ask",le=`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// sseEvent is one server-sent event.
type sseEvent struct {
	name string
	data map[string]any
}

func readEvents(t *testing.T, r io.Reader) []sseEvent {
	t.Helper()
	var events []sseEvent
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			events = append(events, sseEvent{name: strings.TrimPrefix(line, "event: ")})
		case strings.HasPrefix(line, "data: ") && len(events) > 0:
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &events[len(events)-1].data); err != nil {
				t.Fatalf("event %s: %v", events[len(events)-1].name, err)
			}
		case line != "":
			t.Fatalf("not an SSE line: %q", line)
		}
	}
	return events
}

// TestStream: the events come in order; the answer event is the answer
// the JSON endpoint gives, and the table is sent once (the data event
// carries its shape, the answer its rows).
func TestStream(t *testing.T) {
	ts, _, _ := start(t, Options{})
	const q = `{"question": "billings by region in Q1 2024"}`
	req, _ := http.NewRequest("POST", ts.URL+"/v1/ask", strings.NewReader(q))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	events := readEvents(t, resp.Body)
	var names []string
	got := map[string]map[string]any{}
	for _, e := range events {
		names = append(names, e.name)
		got[e.name] = e.data
	}
	if strings.Join(names, ",") != "route,plan,data,answer,done" {
		t.Fatalf("events %v", names)
	}
	answer := got["answer"]
	if answer["route"] != "metric" || answer["id"] == "" || got["done"]["id"] != answer["id"] {
		t.Errorf("answer event: %v; done %v", answer, got["done"])
	}
	if d := got["data"]; d["row_count"] != 3.0 || d["rows"] != nil || len(d["columns"].([]any)) != 2 {
		t.Errorf("data event %v: want the columns and row count of the 3 rows, not the rows", d)
	}
	rows, _ := answer["data"].(map[string]any)["rows"].([]any)
	if len(rows) != 3 {
		t.Errorf("answer event's data has %d rows, want 3", len(rows))
	}
	_, plain := call(t, ts, "POST", "/v1/ask", q)
	for _, m := range []map[string]any{answer, plain} {
		delete(m, "id")
		delete(m, "trace")
		// each request is a thread of its own: its token and id differ
		delete(m, "context")
		delete(m, "conversation_id")
		for _, st := range m["provenance"].(map[string]any)["steps"].([]any) {
			delete(st.(map[string]any), "ms") // timings differ
		}
	}
	if !reflect.DeepEqual(answer, plain) {
		a, _ := json.Marshal(answer)
		b, _ := json.Marshal(plain)
		t.Errorf("answer event differs from the JSON answer:\n%s\n%s", a, b)
	}
}

// flushCounter counts the flushes a streamed answer costs.
type flushCounter struct {
	*httptest.ResponseRecorder
	flushes int
}

func (f *flushCounter) Flush() { f.flushes++; f.ResponseRecorder.Flush() }

// TestStreamFlushesTogether: events that come within StreamFlush of the
// first unsent one go out in one flush (an answer that comes quickly is
// one write, not five); with a negative StreamFlush every event is
// flushed as it comes.
func TestStreamFlushesTogether(t *testing.T) {
	for _, c := range []struct {
		delay time.Duration
		want  int
	}{{time.Hour, 1}, {-1, 5}} {
		_, s, _ := start(t, Options{StreamFlush: c.delay})
		req := httptest.NewRequest("POST", "/v1/ask", strings.NewReader(`{"question": "billings by region in Q1 2024"}`))
		req.RemoteAddr, req.Host = "127.0.0.1:5000", "127.0.0.1"
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "text/event-stream")
		w := &flushCounter{ResponseRecorder: httptest.NewRecorder()}
		s.Handler().ServeHTTP(w, req)
		if n := len(readEvents(t, w.Body)); n != 5 || w.flushes != c.want {
			t.Errorf("StreamFlush %v: %d events in %d flushes, want 5 in %d", c.delay, n, w.flushes, c.want)
		}
	}
}

func TestAuthAndLimits(t *testing.T) {
	if _, err := New(nil, Options{Addr: "0.0.0.0:8080"}); err == nil || !strings.Contains(err.Error(), "token") {
		t.Errorf("non-loopback without a token: %v", err)
	}
	ts, s, _ := start(t, Options{Token: "sesame", MaxBody: 64})
	if code, m := call(t, ts, "GET", "/v1/pipes", ""); code != 401 {
		t.Errorf("no token: %d %v", code, m)
	}
	if code, _ := call(t, ts, "GET", "/v1/pipes", "", "Authorization", "Bearer wrong"); code != 401 {
		t.Errorf("wrong token: %d", code)
	}
	if code, _ := call(t, ts, "GET", "/v1/pipes", "", "Authorization", "Bearer sesame"); code != 200 {
		t.Errorf("right token: %d", code)
	}
	if code, _ := call(t, ts, "GET", "/healthz", ""); code != 200 {
		t.Errorf("healthz needs no token: %d", code)
	}
	big := `{"question": "` + strings.Repeat("x", 200) + `"}`
	if code, m := call(t, ts, "POST", "/v1/ask", big, "Authorization", "Bearer sesame"); code != 413 {
		t.Errorf("big body: %d %v", code, m)
	}
	// fill every slot: the next request is turned away
	for i := 0; i < cap(s.sem); i++ {
		s.sem <- struct{}{}
	}
	if code, m := call(t, ts, "GET", "/v1/pipes", "", "Authorization", "Bearer sesame"); code != 429 {
		t.Errorf("busy: %d %v", code, m)
	}
	for i := 0; i < cap(s.sem); i++ {
		<-s.sem
	}
}

// TestFeedbackConcurrent sends 100 thumbs-down at once: all 100 become
// pending learnings, and learnings.hcl still parses.
func TestFeedbackConcurrent(t *testing.T) {
	t.Parallel() // mostly waiting for learnings.hcl to be synced to disk
	ts, _, dir := start(t, Options{MaxConcurrent: 200, MaxPerClient: -1})
	var ids []string
	for i := 0; i < 100; i++ {
		_, a := call(t, ts, "POST", "/v1/ask", fmt.Sprintf(`{"question": "billings in %d"}`, 2000+i%30))
		ids = append(ids, a["id"].(string))
	}
	var wg sync.WaitGroup
	problems := make(chan string, len(ids))
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, m, err := tryCall(ts, "POST", "/v1/feedback", fmt.Sprintf(`{"answer_id": %q, "correct": false, "correction": "wrong %d"}`, id, i))
			if err != nil || code != 200 || m["saved"] != true {
				problems <- fmt.Sprintf("feedback %d: %d %v %v", i, code, m, err)
			}
		}()
	}
	wg.Wait()
	close(problems)
	for p := range problems { // reported by the test's own goroutine
		t.Error(p)
	}
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatalf("learnings.hcl no longer loads: %v", diags)
	}
	if len(ws.Learnings) != 100 {
		t.Errorf("%d learnings saved, want 100", len(ws.Learnings))
	}
	if code, m := call(t, ts, "POST", "/v1/feedback", `{"answer_id": "ans_nope", "correct": false}`); code != 404 {
		t.Errorf("unknown answer: %d %v", code, m)
	}
	if code, m := call(t, ts, "POST", "/v1/feedback", `{"answer_id": "x"}`); code != 400 {
		t.Errorf("missing correct: %d %v", code, m)
	}
}

// TestOpenAPI keeps /openapi.json and the routes in step: every route is
// documented with its method, and nothing else is.
func TestOpenAPI(t *testing.T) {
	ts, s, _ := start(t, Options{})
	resp, err := http.Get(ts.URL + "/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var doc struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil || !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("not an OpenAPI 3 document: %v", err)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			documented[strings.ToUpper(method)+" "+path] = true
		}
	}
	served := map[string]bool{}
	for _, p := range s.patterns {
		served[p] = true
		if !documented[p] {
			t.Errorf("%s is served but not in openapi.json", p)
		}
	}
	for p := range documented {
		if !served[p] {
			t.Errorf("%s is in openapi.json but not served", p)
		}
	}
}

// The OpenAPI document's operations have ids, 4XX answers and the bearer
// scheme (what Redocly's recommended ruleset asks; .ci/run lints it with
// npx @redocly/cli), and its schemas have exactly the JSON fields of the
// Go types the handlers read and write.
func TestOpenAPIContents(t *testing.T) {
	var doc struct {
		Servers    []any                                `json:"servers"`
		Info       struct{ License map[string]any }     `json:"info"`
		Security   []map[string]any                     `json:"security"`
		Paths      map[string]map[string]map[string]any `json:"paths"`
		Components struct {
			SecuritySchemes map[string]map[string]any `json:"securitySchemes"`
			Schemas         map[string]struct {
				Properties map[string]any `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(openAPI, &doc); err != nil {
		t.Fatal(err)
	}
	// the licence is the repository's: with no LICENSE file for the code,
	// none is granted (the README says so); with one, the document names it
	licence := "https://choosealicense.com/no-permission/"
	if _, err := os.Stat(filepath.Join("..", "..", "LICENSE")); err == nil {
		licence = "../../LICENSE"
	}
	if doc.Info.License["url"] != licence && !(licence == "../../LICENSE" && doc.Info.License["url"] != nil) {
		t.Errorf("license %v: want the url %s, as the repository has it", doc.Info.License, licence)
	}
	if readme, _ := os.ReadFile(filepath.Join("..", "..", "README.md")); !strings.Contains(string(readme), "## Licence") {
		t.Error("the README has no Licence section for the OpenAPI document's licence to point at")
	}
	if len(doc.Servers) == 0 || doc.Info.License["name"] == nil || doc.Components.SecuritySchemes["bearerAuth"]["scheme"] != "bearer" || len(doc.Security) == 0 {
		t.Errorf("servers %v, license %v, security schemes %v, security %v", doc.Servers, doc.Info.License, doc.Components.SecuritySchemes, doc.Security)
	}
	ids := map[string]string{}
	for path, ops := range doc.Paths {
		for method, op := range ops {
			where := strings.ToUpper(method) + " " + path
			id, _ := op["operationId"].(string)
			if id == "" {
				t.Errorf("%s has no operationId", where)
			} else if prev, dup := ids[id]; dup {
				t.Errorf("%s and %s share operationId %s", where, prev, id)
			}
			ids[id] = where
			resp, _ := op["responses"].(map[string]any)
			has4xx := false
			for code := range resp {
				has4xx = has4xx || strings.HasPrefix(code, "4")
			}
			if !has4xx {
				t.Errorf("%s has no 4XX response", where)
			}
		}
	}
	for schema, typ := range map[string]reflect.Type{
		"AskRequest": reflect.TypeFor[askRequest](),
		"Answer":     reflect.TypeFor[agents.Answer](),
		"Plan":       reflect.TypeFor[plan.Plan](),
		"Learning":   reflect.TypeFor[config.Learning](),
		"Error": reflect.TypeFor[struct {
			Error apiError `json:"error"`
		}](),
	} {
		props := map[string]bool{}
		for p := range doc.Components.Schemas[schema].Properties {
			props[p] = true
		}
		fields := jsonFields(typ)
		for f := range fields {
			if !props[f] {
				t.Errorf("schema %s lacks %q, a field of %s", schema, f, typ)
			}
		}
		for p := range props {
			if !fields[p] {
				t.Errorf("schema %s has %q, which %s does not", schema, p, typ)
			}
		}
	}
}

// jsonFields are the names encoding/json gives a struct's fields.
func jsonFields(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		switch {
		case name == "-" || !f.IsExported():
			continue
		case f.Anonymous && name == "":
			for k := range jsonFields(f.Type) {
				out[k] = true
			}
			continue
		case name == "":
			name = f.Name
		}
		out[name] = true
	}
	return out
}

// A request no route serves gets the JSON error envelope, not the mux's
// text/plain: 404, or 405 with Allow when the path takes other methods.
func TestNoRoute(t *testing.T) {
	ts, _, _ := start(t, Options{})
	for _, c := range []struct {
		method, path string
		status       int
		code, allow  string
	}{
		{"GET", "/v1/nope", 404, "not_found", ""},
		{"POST", "/v2/ask", 404, "not_found", ""},
		{"GET", "/v1/ask", 405, "method_not_allowed", "POST"},
		{"DELETE", "/v1/pipes", 405, "method_not_allowed", "GET"},
	} {
		req, _ := http.NewRequest(c.method, ts.URL+c.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var out map[string]any
		err = json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
		code, _ := errField(out)
		if err != nil || resp.StatusCode != c.status || code != c.code || resp.Header.Get("Content-Type") != "application/json" || resp.Header.Get("Allow") != c.allow {
			t.Errorf("%s %s: %d %s %q (Allow %q), %v", c.method, c.path, resp.StatusCode, resp.Header.Get("Content-Type"), code, resp.Header.Get("Allow"), err)
		}
	}
}

// One access-log line per request, with the method, route, status,
// duration, caller and the answer's id; the audit log records the caller
// (the token's fingerprint, never the token) and the duration.
func TestAccessAndAuditLog(t *testing.T) {
	var buf lockedBuf
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	dir := workspace(t)
	audit := filepath.Join(t.TempDir(), "audit.jsonl")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, AuditLog: audit})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	s, err := New(rt, Options{Logger: logger, Token: "s3cret"})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	auth := []string{"Authorization", "Bearer s3cret"}
	_, ans := call(t, ts, "POST", "/v1/ask", `{"question": "billings by region"}`, auth...)
	call(t, ts, "GET", "/v1/nope", "", auth...)
	call(t, ts, "GET", "/v1/pipes", "")

	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %s", l)
		}
		if m["msg"] == "request" {
			lines = append(lines, m)
		}
	}
	if len(lines) != 3 {
		t.Fatalf("%d access lines:\n%s", len(lines), buf.String())
	}
	fp := tokenFingerprint("s3cret")
	want := []struct {
		method, route string
		status        float64
		caller        string
		answer        any
	}{
		{"POST", "POST /v1/ask", 200, "token " + fp + " from 127.0.0.1", ans["id"]},
		{"GET", "-", 404, "token " + fp + " from 127.0.0.1", nil},
		{"GET", "GET /v1/pipes", 401, "127.0.0.1", nil},
	}
	for i, w := range want {
		l := lines[i]
		d, _ := l["duration_ms"].(float64)
		if l["method"] != w.method || l["route"] != w.route || l["status"] != w.status || l["caller"] != w.caller || l["answer_id"] != w.answer || d <= 0 {
			t.Errorf("line %d: %v, want %+v", i, l, w)
		}
	}
	if strings.Contains(buf.String(), "s3cret") {
		t.Error("the token is in the log")
	}
	b, _ := os.ReadFile(audit)
	var rec map[string]any
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	if d, _ := rec["duration_ms"].(float64); rec["caller"] != "token "+fp+" from 127.0.0.1" || d <= 0 || rec["id"] != ans["id"] {
		t.Errorf("audit record: caller %v, duration %v, id %v", rec["caller"], rec["duration_ms"], rec["id"])
	}
}

type lockedBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
