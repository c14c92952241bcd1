package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
)

// startOn serves the workspace at dir (several servers may share one).
func startOn(t *testing.T, dir, audit string, o Options) *httptest.Server {
	t.Helper()
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, AuditLog: audit})
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
	return ts
}

func askJSON(t *testing.T, ts *httptest.Server, fields map[string]string) (int, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(fields)
	return call(t, ts, "POST", "/v1/ask", string(b))
}

// A follow-up passes the previous answer's context; a second instance
// with the same workspace (and so the same key) answers it, as one
// behind a load balancer would.
func TestFollowUpOnAnotherInstance(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	dir := workspace(t)
	audit := filepath.Join(t.TempDir(), "audit.jsonl")
	one := startOn(t, dir, audit, Options{})
	two := startOn(t, dir, audit, Options{})

	code, first := askJSON(t, one, map[string]string{"question": "billings by region in Q1 2024"})
	if code != 200 || first["context"] == "" || first["conversation_id"] == "" {
		t.Fatalf("first: %d %v", code, first)
	}
	code, next := askJSON(t, two, map[string]string{"question": "and in Q2 2024?", "context": first["context"].(string)})
	if code != 200 {
		t.Fatalf("follow-up on the second instance: %d %v", code, next)
	}
	if next["interpretation"] != "Billings · by region · Q2 2024" || next["follows"] != first["id"] || next["thread"] != first["id"] {
		t.Errorf("follow-up read as %q, follows %v, thread %v (first %v)", next["interpretation"], next["follows"], next["thread"], first["id"])
	}
	_, alone := askJSON(t, two, map[string]string{"question": "billings by region in Q2 2024"})
	if fmt.Sprint(next["data"]) != fmt.Sprint(alone["data"]) {
		t.Errorf("follow-up data %v, the question in full %v", next["data"], alone["data"])
	}
	// a third turn continues the thread
	code, third := askJSON(t, one, map[string]string{"question": "only EMEA", "context": next["context"].(string)})
	if code != 200 || third["thread"] != first["id"] || third["follows"] != next["id"] {
		t.Errorf("third turn: %d thread %v follows %v interpretation %q", code, third["thread"], third["follows"], third["interpretation"])
	}

	// the audit log links the answers of the thread
	b, err := os.ReadFile(audit)
	if err != nil {
		t.Fatal(err)
	}
	linked := map[string][2]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var rec struct{ ID, Thread, Follows string }
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		linked[rec.ID] = [2]string{rec.Thread, rec.Follows}
	}
	want := map[string][2]string{
		first["id"].(string): {"", ""},
		next["id"].(string):  {first["id"].(string), first["id"].(string)},
		third["id"].(string): {first["id"].(string), next["id"].(string)},
	}
	for id, w := range want {
		if got, ok := linked[id]; !ok || got != w {
			t.Errorf("audit of %s: thread, follows %v, want %v", id, got, w)
		}
	}
}

// A context that was not issued with this workspace's key, or was edited,
// is refused with 400 bad_context and a message that says what to do.
func TestBadContext(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	ts, _, _ := start(t, Options{})
	_, first := askJSON(t, ts, map[string]string{"question": "billings by region in Q1 2024"})
	good := first["context"].(string)
	parts := strings.Split(good, ".")
	// another workspace's key signs the same payload differently
	other := startOn(t, workspace(t), filepath.Join(t.TempDir(), "a.jsonl"), Options{})
	_, foreign := askJSON(t, other, map[string]string{"question": "billings by region in Q1 2024"})
	for name, c := range map[string]string{
		"not a context":    "hello",
		"edited payload":   parts[0] + "." + strings.Replace(parts[1], parts[1][10:14], "AAAA", 1) + "." + parts[2],
		"forged signature": parts[0] + "." + parts[1] + ".c2lnbmF0dXJl",
		"another key":      foreign["context"].(string),
	} {
		t.Run(name, func(t *testing.T) {
			code, m := askJSON(t, ts, map[string]string{"question": "and in Q2 2024?", "context": c})
			ec, field := errField(m)
			msg, _ := m["error"].(map[string]any)["message"].(string)
			if code != 400 || ec != "bad_context" || field != "context" || !strings.Contains(msg, "context") {
				t.Errorf("%d %s %s %q", code, ec, field, msg)
			}
			// streaming refuses it before the stream starts
			req, _ := http.NewRequest("POST", ts.URL+"/v1/ask", strings.NewReader(fmt.Sprintf(`{"question": "and in Q2 2024?", "context": %q}`, c)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "text/event-stream")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 400 || resp.Header.Get("Content-Type") != "application/json" {
				t.Errorf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
			}
		})
	}
	if code, m := call(t, ts, "POST", "/v1/plan", fmt.Sprintf(`{"question": "and in Q2 2024?", "context": %q}`, good)); code != 400 {
		t.Errorf("plan with a context: %d %v", code, m)
	}
}

// conversation_id: the server keeps the thread; the id is local to the
// instance that issued it.
func TestConversationID(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	dir := workspace(t)
	audit := filepath.Join(t.TempDir(), "audit.jsonl")
	one := startOn(t, dir, audit, Options{})
	two := startOn(t, dir, audit, Options{})
	_, first := askJSON(t, one, map[string]string{"question": "billings by region in Q1 2024"})
	id, _ := first["conversation_id"].(string)
	if !strings.HasPrefix(id, "conv_") {
		t.Fatalf("conversation_id %q", id)
	}
	code, next := askJSON(t, one, map[string]string{"question": "and in Q2 2024?", "conversation_id": id})
	if code != 200 || next["conversation_id"] != id || next["follows"] != first["id"] || next["interpretation"] != "Billings · by region · Q2 2024" {
		t.Errorf("follow-up by id: %d %v %v %q", code, next["conversation_id"], next["follows"], next["interpretation"])
	}
	// the stream continues it too, and says which conversation
	req, _ := http.NewRequest("POST", one.URL+"/v1/ask", strings.NewReader(fmt.Sprintf(`{"question": "only EMEA", "conversation_id": %q}`, id)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var answer, done map[string]any
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	last := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			last = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: ") && last == "answer":
			json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &answer)
		case strings.HasPrefix(line, "data: ") && last == "done":
			json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &done)
		}
	}
	resp.Body.Close()
	if answer["follows"] != next["id"] || answer["conversation_id"] != id || done["conversation_id"] != id {
		t.Errorf("streamed follow-up: follows %v (want %v), conversation %v, done %v", answer["follows"], next["id"], answer["conversation_id"], done)
	}
	for _, c := range []struct {
		ts     *httptest.Server
		fields map[string]string
		status int
		code   string
		field  string
	}{
		{two, map[string]string{"question": "and in Q2 2024?", "conversation_id": id}, 404, "unknown_conversation", "conversation_id"},
		{one, map[string]string{"question": "and in Q2 2024?", "conversation_id": "conv_nope"}, 404, "unknown_conversation", "conversation_id"},
		{one, map[string]string{"question": "and in Q2 2024?", "conversation_id": id, "context": first["context"].(string)}, 400, "bad_request", "context"},
	} {
		code, m := askJSON(t, c.ts, c.fields)
		if ec, f := errField(m); code != c.status || ec != c.code || f != c.field {
			t.Errorf("%v: %d %s %s", c.fields, code, ec, f)
		}
	}
}

// The server keeps at most MaxConversations, dropping the least recently
// used, and none past its TTL.
func TestThreadsBounded(t *testing.T) {
	now := time.Unix(0, 0)
	th := newThreads(2, time.Minute)
	th.now = func() time.Time { return now }
	a := th.put("", "A")
	b := th.put("", "B")
	if _, ok := th.get(a); !ok { // a is now the most recently used
		t.Fatal("a lost")
	}
	c := th.put("", "C")
	if _, ok := th.get(b); ok {
		t.Error("b outlived the bound")
	}
	if v, ok := th.get(a); !ok || v != "A" {
		t.Errorf("a: %q %v", v, ok)
	}
	if th.put(c, "C2") != c || th.len() != 2 {
		t.Errorf("update: %d kept", th.len())
	}
	now = now.Add(2 * time.Minute)
	if _, ok := th.get(a); ok {
		t.Error("a outlived its TTL")
	}
	th.put("", "D")
	if th.len() != 1 {
		t.Errorf("expired conversations kept: %d", th.len())
	}
}

// MCP's ask takes the previous answer's context and returns its own in
// the structured result; a bad one is a tool error that says why.
func TestMCPFollowUp(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	ts, _, _ := start(t, Options{})
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	structured := func(args map[string]any) (map[string]any, *mcp.CallToolResult) {
		r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ask", Arguments: args})
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		b, _ := json.Marshal(r.StructuredContent)
		json.Unmarshal(b, &m)
		return m, r
	}
	first, _ := structured(map[string]any{"question": "billings by region in Q1 2024"})
	c, _ := first["context"].(string)
	if c == "" {
		t.Fatalf("no context in the structured result: %v", first)
	}
	next, r := structured(map[string]any{"question": "and in Q2 2024?", "context": c})
	if r.IsError || next["interpretation"] != "Billings · by region · Q2 2024" || next["follows"] != first["id"] {
		t.Errorf("follow-up: %q follows %v (%s)", next["interpretation"], next["follows"], text(r))
	}
	for _, bad := range []any{"c1.forged.token", 42} {
		_, r := structured(map[string]any{"question": "and in Q2 2024?", "context": bad})
		if !r.IsError || !strings.Contains(text(r), "context") {
			t.Errorf("context %v: error %v %s", bad, r.IsError, text(r))
		}
	}
}
