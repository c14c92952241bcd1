package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
)

// send makes one request with full control over its headers (Host
// included) and returns the status, the decoded JSON body (nil if not JSON)
// and the response headers.
func send(t *testing.T, base, method, path, body string, header map[string]string) (int, map[string]any, http.Header) {
	t.Helper()
	req, err := http.NewRequest(method, base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var out map[string]any
	_ = json.Unmarshal(b, &out)
	return resp.StatusCode, out, resp.Header
}

func code(m map[string]any) string {
	c, _ := errField(m)
	return c
}

const jsonCT = "application/json"

// TestCrossSite: what a page on another site can make a browser send is
// refused: bodies that are not JSON (a "simple" request needs no CORS
// preflight), Host names that are not the server's (DNS rebinding) and
// foreign Origins; the server's own page, curl and the allowed names and
// origins still work.
func TestCrossSite(t *testing.T) {
	ts, _, _ := start(t, Options{AllowedHosts: []string{"data.example.com", ".corp.example"}, CORSOrigins: []string{"https://app.example.com"}})
	host := strings.TrimPrefix(ts.URL, "http://")
	_, port, _ := net.SplitHostPort(host)
	ask := `{"question": "billings by region in Q1 2024"}`
	cases := []struct {
		name         string
		method, path string
		body         string
		header       map[string]string
		status       int
		code         string
	}{
		{"text/plain body", "POST", "/v1/ask", ask, map[string]string{"Content-Type": "text/plain"}, 415, "unsupported_media_type"},
		{"form body", "POST", "/v1/plan", ask, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"},
		{"body without a type", "POST", "/v1/ask", ask, nil, 415, "unsupported_media_type"},
		{"empty text/plain reload", "POST", "/-/reload", "", map[string]string{"Content-Type": "text/plain"}, 415, "unsupported_media_type"},
		{"reload from curl", "POST", "/-/reload", "", nil, 200, ""},
		{"JSON with a charset", "POST", "/v1/plan", ask, map[string]string{"Content-Type": "application/json; charset=utf-8"}, 200, ""},
		{"rebound host", "POST", "/v1/ask", ask, map[string]string{"Content-Type": jsonCT, "Host": "evil.example:" + port}, 403, "forbidden_host"},
		{"rebound host, GET", "GET", "/v1/knowledge", "", map[string]string{"Host": "evil.example"}, 403, "forbidden_host"},
		{"rebound host, healthz", "GET", "/healthz", "", map[string]string{"Host": "evil.example"}, 403, "forbidden_host"},
		{"rebound host, page", "GET", "/", "", map[string]string{"Host": "evil.example"}, 403, "forbidden_host"},
		{"rebound host, mcp", "POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, map[string]string{"Content-Type": jsonCT, "Accept": "application/json, text/event-stream", "Host": "evil.example"}, 403, "forbidden_host"},
		{"localhost", "GET", "/v1/knowledge", "", map[string]string{"Host": "localhost:" + port}, 200, ""},
		{"IPv6 loopback", "GET", "/v1/knowledge", "", map[string]string{"Host": "[::1]:" + port}, 200, ""},
		{"allowed host", "GET", "/v1/knowledge", "", map[string]string{"Host": "DATA.example.com:" + port}, 200, ""},
		{"allowed subdomain", "GET", "/v1/knowledge", "", map[string]string{"Host": "bi.corp.example"}, 200, ""},
		{"foreign origin", "POST", "/v1/ask", ask, map[string]string{"Content-Type": jsonCT, "Origin": "http://evil.example"}, 403, "forbidden_origin"},
		{"foreign origin, same host other port", "POST", "/-/reload", "", map[string]string{"Origin": "http://127.0.0.1:1"}, 403, "forbidden_origin"},
		{"null origin", "POST", "/v1/plan", ask, map[string]string{"Content-Type": jsonCT, "Origin": "null"}, 403, "forbidden_origin"},
		{"foreign origin, GET", "GET", "/v1/knowledge", "", map[string]string{"Origin": "http://evil.example"}, 403, "forbidden_origin"},
		{"foreign origin, mcp", "POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, map[string]string{"Content-Type": jsonCT, "Accept": "application/json, text/event-stream", "Origin": "http://evil.example"}, 403, "forbidden_origin"},
		{"cross-site without origin", "POST", "/-/reload", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "forbidden_origin"},
		{"same origin", "POST", "/v1/plan", ask, map[string]string{"Content-Type": jsonCT, "Origin": "http://" + host}, 200, ""},
		{"CORS origin", "POST", "/v1/plan", ask, map[string]string{"Content-Type": jsonCT, "Origin": "https://app.example.com"}, 200, ""},
		{"CORS preflight", "OPTIONS", "/v1/ask", "", map[string]string{"Origin": "https://app.example.com", "Access-Control-Request-Method": "POST"}, 204, ""},
		{"foreign preflight", "OPTIONS", "/v1/ask", "", map[string]string{"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"}, 403, "forbidden_origin"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, m, h := send(t, ts.URL, c.method, c.path, c.body, c.header)
			if status != c.status || (c.code != "" && code(m) != c.code) {
				t.Errorf("%s %s: %d %v; want %d %s", c.method, c.path, status, m, c.status, c.code)
			}
			if c.code != "" {
				if msg, _ := m["error"].(map[string]any)["message"].(string); msg == "" {
					t.Errorf("no message in the error envelope: %v", m)
				}
			}
			if origin := c.header["Origin"]; origin == "https://app.example.com" && h.Get("Access-Control-Allow-Origin") != origin {
				t.Errorf("CORS origin: Access-Control-Allow-Origin %q", h.Get("Access-Control-Allow-Origin"))
			}
			if origin := c.header["Origin"]; origin != "https://app.example.com" && h.Get("Access-Control-Allow-Origin") != "" {
				t.Errorf("Access-Control-Allow-Origin %q for %q", h.Get("Access-Control-Allow-Origin"), origin)
			}
		})
	}
	if _, err := New(nil, Options{CORSOrigins: []string{"*"}}); err == nil || !strings.Contains(err.Error(), "token") {
		t.Errorf("CORS for every origin without a token: %v", err)
	}
}

// TestMCPRebinding: an MCP client that reaches the server by a rebound
// name cannot connect; by its address it can.
func TestMCPRebinding(t *testing.T) {
	ts, _, _ := start(t, Options{})
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	rebound := &http.Client{Transport: hostRewriter{"evil.example"}}
	if cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", HTTPClient: rebound}, nil); err == nil {
		cs.Close()
		t.Fatal("an MCP client connected with Host evil.example")
	}
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs.Close()
}

type hostRewriter struct{ host string }

func (h hostRewriter) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Host = h.host
	return http.DefaultTransport.RoundTrip(r)
}

// TestHealthDetail: with a token, /healthz tells anyone whether the
// workspace is degraded, and only a caller with the token why (the
// diagnostics quote file paths and lines); without a token (loopback) it
// tells everyone.
func TestHealthDetail(t *testing.T) {
	ts, _, dir := start(t, Options{Token: "sesame"})
	auth := map[string]string{"Authorization": "Bearer sesame"}
	if err := os.WriteFile(filepath.Join(dir, "pipes", "broken.hcl"), []byte("pipe \"x\" {\n  sql = \"SELECT 1\"\n  nonsense = true\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, m, _ := send(t, ts.URL, "POST", "/-/reload", "", auth); status != 422 {
		t.Fatalf("reload of a broken edit: %d %v", status, m)
	}
	for _, h := range []map[string]string{nil, {"Authorization": "Bearer wrong"}} {
		status, m, _ := send(t, ts.URL, "GET", "/healthz", "", h)
		b, _ := json.Marshal(m)
		if status != 200 || m["status"] != "degraded" || m["health"] != nil || strings.Contains(string(b), "broken.hcl") {
			t.Errorf("healthz with %v: %d %s; want the status only", h, status, b)
		}
	}
	status, m, _ := send(t, ts.URL, "GET", "/healthz", "", auth)
	b, _ := json.Marshal(m)
	if status != 200 || m["status"] != "degraded" || !strings.Contains(string(b), "broken.hcl") {
		t.Errorf("healthz with the token: %d %s; want the detail", status, b)
	}

	open, _, odir := start(t, Options{})
	os.WriteFile(filepath.Join(odir, "pipes", "broken.hcl"), []byte("pipe \"x\" {\n"), 0o644)
	send(t, open.URL, "POST", "/-/reload", "", nil)
	_, m, _ = send(t, open.URL, "GET", "/healthz", "", nil)
	if b, _ := json.Marshal(m); !strings.Contains(string(b), "broken.hcl") {
		t.Errorf("healthz without a token configured: %s; want the detail", b)
	}
}

// TestQuestionTooLong: a question over the limit is a 400 naming the limit,
// as JSON and as a stream, for ask and plan, and a tool error over MCP.
func TestQuestionTooLong(t *testing.T) {
	ts, _, _ := start(t, Options{})
	long := strings.Repeat("revenue ", 300) // 2,400 characters
	body := fmt.Sprintf(`{"question": %q}`, long)
	for _, c := range []struct{ path, accept string }{{"/v1/ask", ""}, {"/v1/ask", "text/event-stream"}, {"/v1/plan", ""}} {
		status, m, _ := send(t, ts.URL, "POST", c.path, body, map[string]string{"Content-Type": jsonCT, "Accept": c.accept})
		if c, f := errField(m); status != 400 || c != "question_too_long" || f != "question" || !strings.Contains(fmt.Sprint(m), "limit of 2000") {
			t.Errorf("%s: %d %v", c, status, m)
		}
	}
	// a megabyte is refused at once, not planned
	startAt := time.Now()
	huge := fmt.Sprintf(`{"question": %q}`, strings.Repeat("x", 900_000))
	if status, m, _ := send(t, ts.URL, "POST", "/v1/ask", huge, map[string]string{"Content-Type": jsonCT}); status != 400 || code(m) != "question_too_long" {
		t.Errorf("huge: %d %v", status, m)
	}
	if d := time.Since(startAt); d > 5*time.Second {
		t.Errorf("refusing a huge question took %s", d)
	}

	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "ask", Arguments: map[string]any{"question": long}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || !strings.Contains(text(res), "limit of 2000") {
		t.Errorf("MCP ask: error %v, %s", res.IsError, text(res))
	}
}

// serveReal runs the server on a real loopback listener (httptest's has
// none of the server's timeouts) and returns its address.
func serveReal(t *testing.T, o Options) string {
	t.Helper()
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: workspace(t), NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	o.Addr = "127.0.0.1:0"
	s, err := New(rt, o)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := s.ListenAndServe(ctx, func(a string) { addrc <- a }); err != nil {
			t.Error(err)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
	return <-addrc
}

// slowBody opens a connection from the given local address and sends a
// request whose body never finishes.
func slowBody(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	fmt.Fprintf(c, "POST /v1/ask HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"question\": \"", addr)
	return c
}

// clientFrom is an HTTP client whose connections come from a given local
// address (any of 127.0.0.0/8 works on Linux loopback).
func clientFrom(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DialContext: d.DialContext}}
}

func post(t *testing.T, c *http.Client, addr, path, body string) (int, map[string]any) {
	t.Helper()
	resp, err := c.Post("http://"+addr+path, jsonCT, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m
}

// TestSlowClients: clients that send their bodies slowly hold no
// concurrency slot, so others are served; one address cannot have more
// than MaxPerClient requests in progress; a body that does not arrive in
// time gets 408, and headers that do not arrive in time close the
// connection.
func TestSlowClients(t *testing.T) {
	addr := serveReal(t, Options{MaxConcurrent: 4, MaxPerClient: 8, BodyTimeout: 3 * time.Second, HeaderTimeout: time.Second})
	var slow []net.Conn
	for range 8 { // twice the slots, all from 127.0.0.1
		slow = append(slow, slowBody(t, "127.0.0.1", addr))
	}
	time.Sleep(200 * time.Millisecond) // let the server take them in
	other := clientFrom("127.0.0.2")
	if status, m := post(t, other, addr, "/v1/plan", `{"question": "billings by region"}`); status != 200 {
		t.Errorf("another client while 8 bodies trickle in: %d %v", status, m)
	}
	if status, m := post(t, clientFrom("127.0.0.1"), addr, "/v1/plan", `{"question": "billings by region"}`); status != 429 || !strings.Contains(fmt.Sprint(m), "from 127.0.0.1") {
		t.Errorf("a 9th request from the slow address: %d %v; want 429", status, m)
	}
	// the body deadline answers the slow ones with 408
	var wg sync.WaitGroup
	for _, c := range slow {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.SetReadDeadline(time.Now().Add(10 * time.Second))
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Errorf("slow body: %v", err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != 408 {
				t.Errorf("slow body: %d, want 408", resp.StatusCode)
			}
		}()
	}
	wg.Wait()
	// headers that never end: the connection is closed
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: %s\r\nX-Slow: ", addr)
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	startAt := time.Now()
	_, err = io.ReadAll(c)
	if err != nil || time.Since(startAt) > 4*time.Second {
		t.Errorf("slow headers: connection not closed by the server within the header timeout (%v after %s)", err, time.Since(startAt))
	}
	// and the address is free again
	if status, m := post(t, clientFrom("127.0.0.1"), addr, "/v1/plan", `{"question": "billings by region"}`); status != 200 {
		t.Errorf("after the slow clients: %d %v", status, m)
	}
}
