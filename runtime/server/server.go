// Package server is the HTTP face of a Runtime (DESIGN §7): the JSON API,
// streaming answers over server-sent events, MCP over streamable HTTP,
// reload and health.
//
// It listens on loopback unless given a bearer token. It refuses what a web
// page on another site could make a browser send (protect.go): a Host that
// does not name the server (DNS rebinding), a foreign Origin, a body that is
// not JSON. Every request body is size-limited and must arrive within a
// deadline, and is read before the request takes one of MaxConcurrent
// slots (the rest get 429), so slow clients hold connections, not slots;
// each remote address has at most MaxPerClient requests in progress. Errors
// are JSON: {"error": {"code", "message", "field"}}.
package server

import (
	"bytes"
	"context"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Options configure a Server.
type Options struct {
	Addr string
	// Token is the bearer token requests must carry. It is required to
	// listen anywhere but loopback.
	Token string
	// MaxBody bounds request bodies (1 MiB when zero).
	MaxBody int64
	// MaxConcurrent bounds requests running at once (64 when zero).
	MaxConcurrent int
	// MaxPerClient bounds the requests in progress from one remote address,
	// body reading included (MaxConcurrent/4 when zero; no bound when
	// negative). Behind a proxy every client has the proxy's address.
	MaxPerClient int
	// RequestTimeout bounds each request (60s when zero).
	RequestTimeout time.Duration
	// HeaderTimeout bounds reading a request's headers (10s when zero);
	// BodyTimeout bounds reading its body (10s when zero).
	HeaderTimeout, BodyTimeout time.Duration
	// CORSOrigins may call the API from a browser page on another origin
	// ("https://app.example.com"); "*" is any origin and needs a Token.
	CORSOrigins []string
	// AllowedHosts are more names the server may be reached by (the Host
	// header): "data.example.com", ".example.com" for its subdomains, or
	// "*" for any (behind a proxy that checks it). IP addresses, localhost
	// and the host of Addr are always allowed.
	AllowedHosts []string
	// StreamFlush is how long a streamed event may wait for the ones that
	// follow it before they are sent together (10 ms when zero; each event
	// on its own when negative): an answer that comes quickly costs one
	// write, a slow one still shows each step as it happens.
	StreamFlush time.Duration
	// MaxConversations bounds the conversations kept by conversation_id
	// (DefaultMaxConversations when zero); the least recently used goes
	// first. ConversationTTL ends one that long after its last answer
	// (DefaultConversationTTL when zero).
	MaxConversations int
	ConversationTTL  time.Duration
	Logger           *slog.Logger
}

// Server serves one Runtime.
type Server struct {
	rt   *runtime.Runtime
	opts Options
	sem  chan struct{}
	mux  *http.ServeMux
	// answers remembers recent answers by id, for feedback.
	answersMu sync.Mutex
	answers   map[string]answerRef
	order     []string
	metrics   *metrics
	patterns  []string // the routes served, "METHOD /path"
	mcp       *MCP
	// allowedHosts are the names a Host header may carry besides
	// addresses and localhost (see hostAllowed).
	allowedHosts []string
	clients      *clients
	// threads keeps conversations by id (threads.go).
	threads *threads
}

// Version is reported to MCP clients: the program's own (runtime.Version).
var Version = runtime.Version()

type answerRef struct {
	Question string
	Summary  string
	SQL      []string
	Tables   []string
	// Learnings are the learnings the answer applied.
	Learnings []string
}

// maxRemembered bounds the answers kept for feedback.
const maxRemembered = 10000

// New checks the options and builds the server.
func New(rt *runtime.Runtime, o Options) (*Server, error) {
	if o.Addr == "" {
		o.Addr = "127.0.0.1:8080"
	}
	if o.MaxBody == 0 {
		o.MaxBody = 1 << 20
	}
	if o.MaxConcurrent == 0 {
		o.MaxConcurrent = 64
	}
	if o.MaxPerClient == 0 {
		o.MaxPerClient = max(1, o.MaxConcurrent/4)
	}
	if o.RequestTimeout == 0 {
		o.RequestTimeout = 60 * time.Second
	}
	if o.HeaderTimeout == 0 {
		o.HeaderTimeout = 10 * time.Second
	}
	if o.BodyTimeout == 0 {
		o.BodyTimeout = 10 * time.Second
	}
	if o.StreamFlush == 0 {
		o.StreamFlush = 10 * time.Millisecond
	}
	if o.MaxConversations <= 0 {
		o.MaxConversations = DefaultMaxConversations
	}
	if o.ConversationTTL <= 0 {
		o.ConversationTTL = DefaultConversationTTL
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if !loopback(o.Addr) && o.Token == "" {
		return nil, fmt.Errorf("listening on %s (not loopback) needs a bearer token: pass --token or set DATACOPILOT_TOKEN", o.Addr)
	}
	if slices.Contains(o.CORSOrigins, "*") && o.Token == "" {
		return nil, fmt.Errorf("--cors-origin '*' lets any web page call the server, so it needs a bearer token: pass --token or set DATACOPILOT_TOKEN, or name the origins")
	}
	s := &Server{rt: rt, opts: o, sem: make(chan struct{}, o.MaxConcurrent), mux: http.NewServeMux(), answers: map[string]answerRef{},
		allowedHosts: normalizeHosts(o.Addr, o.AllowedHosts), clients: &clients{limit: o.MaxPerClient, n: map[string]int{}},
		threads: newThreads(o.MaxConversations, o.ConversationTTL)}
	s.routes()
	return s, nil
}

func loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (s *Server) routes() {
	s.metrics = newMetrics(func() (float64, float64) {
		h := s.rt.Health()
		return float64(h.Reloads), float64(h.ReloadFailures)
	})
	handle := func(pattern string, h http.HandlerFunc) {
		_, path, _ := strings.Cut(pattern, " ")
		s.mux.HandleFunc(pattern, s.metrics.observe(path, h))
		s.patterns = append(s.patterns, pattern)
	}
	handle("POST /v1/ask", s.ask)
	handle("POST /v1/plan", s.plan)
	handle("POST /v1/execute", s.execute)
	handle("POST /v1/chart", s.chart)
	handle("GET /v1/pipes", s.pipes)
	handle("POST /v1/pipes/{name}/run", s.runPipe)
	handle("GET /v1/knowledge", s.knowledge)
	handle("POST /v1/feedback", s.feedback)
	handle("GET /v1/knowledge/search", s.searchKnowledge)
	handle("GET /v1/learnings", s.learnings)
	handle("POST /v1/learnings/{id}/promote", s.promoteLearning)
	handle("POST /v1/learnings/{id}/reject", s.rejectLearning)
	handle("POST /v1/learnings/{id}/activate", s.activateLearning)
	handle("GET /healthz", s.healthz)
	handle("POST /-/reload", s.reload)
	s.mux.Handle("GET /metrics", s.metrics.handler())
	s.mcp = NewMCP(s.rt, Version)
	s.rt.OnReload(s.mcp.Sync)
	mh := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp.Server() }, nil)
	for _, m := range []string{"GET", "POST", "DELETE"} {
		s.mux.Handle(m+" /mcp", mh)
		s.patterns = append(s.patterns, m+" /mcp")
	}
	s.mux.HandleFunc("GET /openapi.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(openAPI)
	})
	s.patterns = append(s.patterns, "GET /metrics", "GET /openapi.json")
	// the chat page and its assets (not API routes: not in openapi.json)
	assets, _ := fs.Sub(webFS, "web")
	s.mux.Handle("GET /assets/", http.StripPrefix("/assets/", http.FileServerFS(assets)))
	s.mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
		b, _ := fs.ReadFile(webFS, "web/index.html")
		w.Write(b)
	})
}

// webFS is the chat page: HTML, CSS, JS and the vendored vega builds.
//
//go:embed web
var webFS embed.FS

// openAPI documents the API; TestOpenAPI keeps it in step with routes.
//
//go:embed openapi.json
var openAPI []byte

// Handler is the server's handler with the cross-site checks, auth,
// limits and recovery, in that order.
func (s *Server) Handler() http.Handler {
	return s.accessLog(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				s.opts.Logger.Error("panic", "path", r.URL.Path, "panic", p)
				writeError(w, http.StatusInternalServerError, "internal", fmt.Sprint(p), "")
			}
		}()
		if !s.hostAllowed(r.Host) {
			writeError(w, http.StatusForbidden, "forbidden_host", fmt.Sprintf("this server is not %q; if it is reached by that name, start it with --allowed-host %s", r.Host, hostOnly(r.Host)), "")
			return
		}
		ok, cors := s.originAllowed(r)
		if !ok {
			writeError(w, http.StatusForbidden, "forbidden_origin", fmt.Sprintf("requests from the web page at %q are not allowed; start the server with --cors-origin %s to allow them", r.Header.Get("Origin"), r.Header.Get("Origin")), "")
			return
		}
		if cors {
			w.Header().Set("Access-Control-Allow-Origin", r.Header.Get("Origin"))
			w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID")
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, DELETE")
			w.Header().Set("Access-Control-Expose-Headers", "Mcp-Session-Id")
			w.Header().Add("Vary", "Origin")
			if r.Method == http.MethodOptions {
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		public := r.URL.Path == "/healthz" || r.URL.Path == "/" || strings.HasPrefix(r.URL.Path, "/assets/")
		if s.opts.Token != "" && !public && !s.authorized(r) {
			writeError(w, http.StatusUnauthorized, "unauthorized", "a bearer token is required: Authorization: Bearer TOKEN", "")
			return
		}
		if hasBody(r) && !jsonBody(r) {
			writeError(w, http.StatusUnsupportedMediaType, "unsupported_media_type", fmt.Sprintf("the body must be JSON, sent with Content-Type: application/json (got %q)", r.Header.Get("Content-Type")), "")
			return
		}
		addr := remoteHost(r)
		if !s.clients.enter(addr) {
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, "busy", fmt.Sprintf("more than %d requests at once from %s; retry shortly", s.opts.MaxPerClient, addr), "")
			return
		}
		defer s.clients.leave(addr)
		if hasBody(r) {
			if !s.readBody(w, r) {
				return
			}
		} else if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, s.opts.MaxBody)
		}
		select {
		case s.sem <- struct{}{}:
			defer func() { <-s.sem }()
		default:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, "busy", fmt.Sprintf("more than %d requests at once; retry shortly", s.opts.MaxConcurrent), "")
			return
		}
		if _, pattern := s.mux.Handler(r); pattern == "" {
			s.noRoute(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.opts.RequestTimeout)
		defer cancel()
		s.mux.ServeHTTP(w, r.WithContext(ctx))
	}))
}

// noRoute answers a request no route serves with the JSON error envelope
// (the mux's own answers are text/plain): 405 with Allow when the path is
// served for other methods, else 404.
func (s *Server) noRoute(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		r2 := r.Clone(r.Context())
		r2.Method = m
		if _, p := s.mux.Handler(r2); p != "" {
			allow = append(allow, m)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", fmt.Sprintf("%s is not served for %s; use %s", r.URL.Path, r.Method, strings.Join(allow, " or ")), "")
		return
	}
	writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("no route %s %s; the API is described at GET /openapi.json", r.Method, r.URL.Path), "")
}

// authorized: the request carries the server's bearer token.
func (s *Server) authorized(r *http.Request) bool {
	if s.opts.Token == "" {
		return false
	}
	got := []byte(r.Header.Get("Authorization"))
	return subtle.ConstantTimeCompare(got, []byte("Bearer "+s.opts.Token)) == 1
}

func hostOnly(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	return hostport
}

// HTTPServer is the http.Server that ListenAndServe runs: headers must
// arrive within HeaderTimeout (bodies within BodyTimeout, see readBody),
// responses within the request deadline.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{Handler: s.Handler(), ReadHeaderTimeout: s.opts.HeaderTimeout, MaxHeaderBytes: 64 << 10,
		WriteTimeout: s.opts.RequestTimeout + 5*time.Second, IdleTimeout: 120 * time.Second}
}

// ListenAndServe serves until ctx is done, then shuts down gracefully.
func (s *Server) ListenAndServe(ctx context.Context, ready func(addr string)) error {
	ln, err := net.Listen("tcp", s.opts.Addr)
	if err != nil {
		return err
	}
	hs := s.HTTPServer()
	if ready != nil {
		ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return hs.Shutdown(sctx)
	case err := <-errc:
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return err
	}
}

// ---------------------------------------------------------------- helpers

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
}

func writeError(w http.ResponseWriter, status int, code, msg, field string) {
	writeJSON(w, status, map[string]apiError{"error": {Code: code, Message: msg, Field: field}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// decode reads a JSON body strictly; a bad body is answered with 400.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		var ute *json.UnmarshalTypeError
		switch {
		case errors.As(err, &mbe):
			writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("the body is over %d bytes", mbe.Limit), "")
		case errors.As(err, &ute):
			writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("%s must be %s", ute.Field, ute.Type), ute.Field)
		case errors.Is(err, io.EOF):
			writeError(w, http.StatusBadRequest, "bad_request", "the body is empty; send a JSON object", "")
		case strings.HasPrefix(err.Error(), "json: unknown field "):
			f := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
			writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("unknown field %q", f), f)
		default:
			writeError(w, http.StatusBadRequest, "bad_request", "the body is not valid JSON: "+err.Error(), "")
		}
		return false
	}
	return true
}

// ---------------------------------------------------------------- handlers

type askRequest struct {
	Question   string `json:"question"`
	FormatHint string `json:"format_hint,omitempty"`
	// Context is the previous answer's context: the question follows it
	// up, on any instance with the same key.
	Context string `json:"context,omitempty"`
	// ConversationID continues a conversation this instance keeps.
	ConversationID string `json:"conversation_id,omitempty"`
}

// askResponse is the Answer and the conversation it belongs to here.
type askResponse struct {
	*agents.Answer
	ConversationID string `json:"conversation_id"`
}

// decodeQuestion reads a request that must carry a question no longer
// than the runtime's limit.
func (s *Server) decodeQuestion(w http.ResponseWriter, r *http.Request) (askRequest, bool) {
	var req askRequest
	if !decode(w, r, &req) {
		return req, false
	}
	if strings.TrimSpace(req.Question) == "" {
		writeError(w, http.StatusBadRequest, "bad_request", "question is required", "question")
		return req, false
	}
	if err := s.rt.CheckQuestion(req.Question); err != nil {
		questionError(w, err)
		return req, false
	}
	return req, true
}

// questionError answers an error of Ask or PlanQuestion: 400 for a question
// over the length limit, 500 otherwise.
func questionError(w http.ResponseWriter, err error) {
	var tl *runtime.QuestionTooLongError
	var bc *runtime.ContextError
	switch {
	case errors.As(err, &tl):
		writeError(w, http.StatusBadRequest, "question_too_long", err.Error(), "question")
	case errors.As(err, &bc):
		writeError(w, http.StatusBadRequest, "bad_context", "the context cannot be used: "+bc.Reason+"; pass the context of an answer this server gave, unchanged, or ask without one", "context")
	default:
		writeError(w, http.StatusInternalServerError, "ask_failed", err.Error(), "")
	}
}

// followUp is the context a question continues: the request's own, or
// the last of the conversation it names. An unknown conversation is
// answered with 404 (ok false).
func (s *Server) followUp(w http.ResponseWriter, req askRequest) (string, bool) {
	if req.ConversationID == "" {
		return req.Context, true
	}
	if req.Context != "" {
		writeError(w, http.StatusBadRequest, "bad_request", "pass either context or conversation_id, not both", "context")
		return "", false
	}
	c, ok := s.threads.get(req.ConversationID)
	if !ok {
		writeError(w, http.StatusNotFound, "unknown_conversation", fmt.Sprintf("no conversation %q here: it was never started on this server, or it ended (one is kept for %s after its last answer, at most %d at once); ask without conversation_id to start one, or pass the last answer's context instead",
			req.ConversationID, s.opts.ConversationTTL, s.opts.MaxConversations), "conversation_id")
		return "", false
	}
	return c, true
}

func (s *Server) ask(w http.ResponseWriter, r *http.Request) {
	req, ok := s.decodeQuestion(w, r)
	if !ok {
		return
	}
	if _, err := agents.ParseFormatHint(req.FormatHint); err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error(), "format_hint")
		return
	}
	after, ok := s.followUp(w, req)
	if !ok {
		return
	}
	if strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
		s.askStream(w, r, req, after)
		return
	}
	ri := infoOf(r.Context())
	a, err := s.rt.Ask(r.Context(), req.Question, runtime.AskOptions{FormatHint: req.FormatHint, Caller: ri.caller, Context: after})
	if err != nil {
		questionError(w, err)
		return
	}
	ri.answerID = a.ID
	s.remember(a)
	writeJSON(w, http.StatusOK, askResponse{a, s.threads.put(req.ConversationID, a.Context)})
}

// askStream sends route, plan, data, answer and done events as the graph
// moves, or error. The data event is the result's shape (columns and row
// count) as soon as the query has run; its rows come once, in the answer,
// which is the answer the JSON endpoint gives.
func (s *Server) askStream(w http.ResponseWriter, r *http.Request, req askRequest, after string) {
	// a context that does not open is a 400 before the stream starts
	if after != "" {
		if _, err := s.rt.OpenContext(after); err != nil {
			questionError(w, err)
			return
		}
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		writeError(w, http.StatusInternalServerError, "no_streaming", "this connection cannot stream", "")
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	ev := &eventWriter{w: w, fl: fl, delay: s.opts.StreamFlush}
	ev.enc = json.NewEncoder(&ev.buf)
	ev.enc.SetEscapeHTML(false)
	defer ev.close()
	ri := infoOf(r.Context())
	a, err := s.rt.Ask(r.Context(), req.Question, runtime.AskOptions{FormatHint: req.FormatHint, OnEvent: ev.send, Caller: ri.caller, Context: after})
	if err != nil {
		ev.send("error", apiError{Code: "ask_failed", Message: err.Error()})
		return
	}
	ri.answerID = a.ID
	s.remember(a)
	conv := s.threads.put(req.ConversationID, a.Context)
	ev.send("answer", askResponse{a, conv})
	ev.send("done", map[string]string{"id": a.ID, "conversation_id": conv})
}

// eventWriter writes server-sent events as they come and flushes them
// together: the first unsent event starts a timer of delay, and every
// event written before it fires goes out in the same flush (close sends
// what is left). The graph may call send from its own goroutine.
type eventWriter struct {
	mu      sync.Mutex
	w       io.Writer
	fl      http.Flusher
	delay   time.Duration
	buf     bytes.Buffer
	enc     *json.Encoder
	timer   *time.Timer
	pending bool // written, not flushed
	closed  bool
}

// tableShape is what the data event says of a result table.
type tableShape struct {
	Columns   []*data.Column `json:"columns"`
	RowCount  int            `json:"row_count"`
	Truncated bool           `json:"truncated"`
}

func (e *eventWriter) send(event string, v any) {
	if t, ok := v.(*data.Table); ok && event == "data" {
		v = tableShape{Columns: t.Columns, RowCount: t.Rows(), Truncated: t.Truncated}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return
	}
	e.buf.Reset()
	e.buf.WriteString("event: " + event + "\ndata: ")
	if err := e.enc.Encode(v); err != nil {
		e.buf.Reset()
		e.buf.WriteString("event: error\ndata: ")
		e.enc.Encode(apiError{Code: "ask_failed", Message: err.Error()})
	}
	e.buf.WriteByte('\n') // Encode ended the data line; a blank line ends the event
	if _, err := e.w.Write(e.buf.Bytes()); err != nil {
		return
	}
	switch {
	case e.delay < 0:
		e.fl.Flush()
	case !e.pending:
		e.pending = true
		if e.timer == nil {
			e.timer = time.AfterFunc(e.delay, e.flush)
		} else {
			e.timer.Reset(e.delay)
		}
	}
}

func (e *eventWriter) flush() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pending && !e.closed {
		e.fl.Flush()
		e.pending = false
	}
}

// close flushes what is unsent; after it nothing is written (the handler
// has returned and the connection is no longer its to write).
func (e *eventWriter) close() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.timer != nil {
		e.timer.Stop()
	}
	if e.pending {
		e.fl.Flush()
		e.pending = false
	}
	e.closed = true
}

func (s *Server) remember(a *agents.Answer) {
	s.metrics.answers.WithLabelValues(a.Route).Inc()
	s.metrics.llmCalls.Add(float64(a.Usage.LLMCalls))
	s.metrics.llmTokens.WithLabelValues("prompt").Add(float64(a.Usage.PromptTokens))
	s.metrics.llmTokens.WithLabelValues("output").Add(float64(a.Usage.OutputTokens))
	s.answersMu.Lock()
	defer s.answersMu.Unlock()
	ref := answerRef{Question: a.Question, Summary: a.Summary, SQL: a.Provenance.SQL, Tables: a.Provenance.TablesAccessed}
	for _, l := range a.Provenance.LearningsApplied {
		if !strings.Contains(l, " ") { // not "ID (saved, pending review)"
			ref.Learnings = append(ref.Learnings, l)
		}
	}
	s.answers[a.ID] = ref
	s.order = append(s.order, a.ID)
	if len(s.order) > maxRemembered {
		delete(s.answers, s.order[0])
		s.order = s.order[1:]
	}
}

func (s *Server) plan(w http.ResponseWriter, r *http.Request) {
	req, ok := s.decodeQuestion(w, r)
	if !ok {
		return
	}
	if req.Context != "" || req.ConversationID != "" {
		writeError(w, http.StatusBadRequest, "bad_request", "a plan is made for a question on its own; to follow up an answer, POST /v1/ask with its context", "context")
		return
	}
	d, err := s.rt.PlanQuestion(req.Question)
	if err != nil {
		questionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"route": d.Route, "plan": d.Plan, "message": d.Message, "assumptions": d.Assumptions, "warnings": d.Warnings,
		"interpretation": d.Restatement(), "unexplained": append([]string{}, d.Evidence.Unexplained...), "candidates": d.Candidates(5), "considered": d.Result.Considered})
}

func (s *Server) execute(w http.ResponseWriter, r *http.Request) {
	p, err := plan.Parse(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("the body is over %d bytes", mbe.Limit), "")
			return
		}
		writeError(w, http.StatusBadRequest, "bad_plan", err.Error(), "")
		return
	}
	res, err := s.rt.Execute(r.Context(), p)
	var perrs plan.Errors
	switch {
	case errors.As(err, &perrs):
		if strings.Contains(perrs.Error(), "SQL rejected") {
			s.metrics.rejected.Inc()
		}
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": apiError{Code: "invalid_plan", Message: perrs.Error(), Field: perrs[0].Path}, "errors": perrs})
		return
	case err != nil:
		writeError(w, http.StatusUnprocessableEntity, "query_failed", err.Error(), "")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": res.Table, "units": res.Units, "steps": res.Steps})
}

type chartRequest struct {
	Title string      `json:"title"`
	Data  *data.Table `json:"data"`
	X     string      `json:"x,omitempty"` // the column naming each row
	Y     string      `json:"y,omitempty"` // the number to plot
}

// chart picks a Vega-Lite spec for a table (the data of an answer or of an
// executed plan).
func (s *Server) chart(w http.ResponseWriter, r *http.Request) {
	var req chartRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Data == nil || len(req.Data.Columns) == 0 {
		writeError(w, http.StatusBadRequest, "bad_request", "data is required: {\"columns\": [{\"name\", \"type\"}], \"rows\": [[...]]}", "data")
		return
	}
	c := agents.ChartFor(req.Title, req.Data, req.X, req.Y)
	if c == nil {
		writeJSON(w, http.StatusOK, map[string]any{"chart": nil, "reason": "one value or nothing to plot"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"chart": c})
}

type pipeInfo struct {
	Name        string      `json:"name"`
	Description string      `json:"description"`
	Examples    []string    `json:"examples,omitempty"`
	Params      []paramInfo `json:"params"`
	Columns     []string    `json:"columns"`
}

type paramInfo struct {
	Name        string   `json:"name"`
	Type        string   `json:"type"`
	Required    bool     `json:"required"`
	Default     any      `json:"default,omitempty"`
	Description string   `json:"description,omitempty"`
	Enum        []string `json:"enum,omitempty"`
	Min         *float64 `json:"min,omitempty"`
	Max         *float64 `json:"max,omitempty"`
}

// PipeInfos describes the pipes of a snapshot (also the MCP tools).
func PipeInfos(snap *knowledge.Snapshot) []pipeInfo {
	var out []pipeInfo
	for _, name := range knowledge.SortedNames(snap.Pipes) {
		p := snap.Pipes[name]
		pi := pipeInfo{Name: name, Description: p.Description, Examples: p.Examples, Params: []paramInfo{}}
		for _, pa := range p.Pipe.Params {
			info := paramInfo{Name: pa.Name, Type: pa.Type, Required: pa.Required && !config.HasDefault(pa), Description: pa.Description, Enum: pa.Enum, Min: pa.Min, Max: pa.Max}
			if config.HasDefault(pa) {
				v, _ := config.ParamValue(pa, pa.Default)
				if t, ok := v.(time.Time); ok {
					v = t.Format("2006-01-02")
				}
				info.Default = v
			}
			pi.Params = append(pi.Params, info)
		}
		for _, c := range p.Columns {
			pi.Columns = append(pi.Columns, c.Name)
		}
		out = append(out, pi)
	}
	return out
}

func (s *Server) pipes(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"pipes": PipeInfos(s.rt.Snapshot())})
}

func (s *Server) runPipe(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	var req struct {
		Params map[string]any `json:"params"`
	}
	if r.ContentLength != 0 {
		if !decode(w, r, &req) {
			return
		}
	}
	res, err := s.rt.RunPipe(r.Context(), name, req.Params)
	var pe *runtime.ParamError
	switch {
	case errors.As(err, &pe):
		writeError(w, http.StatusBadRequest, "bad_params", pe.Error(), "params."+strings.TrimPrefix(pe.Errs[0].Path, "steps[0].inputs."))
		return
	case err != nil && strings.HasPrefix(err.Error(), "unknown pipe"):
		writeError(w, http.StatusNotFound, "unknown_pipe", err.Error(), "name")
		return
	case err != nil:
		writeError(w, http.StatusUnprocessableEntity, "query_failed", err.Error(), "")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": res.Table, "units": res.Units, "steps": res.Steps})
}

func (s *Server) knowledge(w http.ResponseWriter, r *http.Request) {
	snap := s.rt.Snapshot()
	type named struct {
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
	}
	var metrics, dims, tables, rules []named
	for _, n := range knowledge.SortedNames(snap.Metrics) {
		metrics = append(metrics, named{n, snap.Metrics[n].Description})
	}
	for _, n := range knowledge.SortedNames(snap.Dimensions) {
		dims = append(dims, named{n, snap.Dimensions[n].Description})
	}
	for _, n := range knowledge.SortedNames(snap.Tables) {
		tables = append(tables, named{n, snap.Tables[n].Description()})
	}
	for _, r := range snap.Rules {
		rules = append(rules, named{r.Name, r.Description})
	}
	var chunks []string
	for _, c := range snap.Chunks {
		chunks = append(chunks, c.ID)
	}
	var filters, periods []named
	for _, n := range knowledge.SortedNames(snap.Filters) {
		filters = append(filters, named{n, snap.Filters[n].Description})
	}
	for _, p := range snap.Periods {
		periods = append(periods, named{p.Name, p.From + " to " + p.To})
	}
	var verified []named
	for _, v := range snap.Verified {
		verified = append(verified, named{v.Name, v.Question})
	}
	ls, _ := s.rt.Learnings("")
	writeJSON(w, http.StatusOK, map[string]any{"metrics": metrics, "dimensions": dims, "tables": tables, "rules": rules,
		"pipes": knowledge.SortedNames(snap.Pipes), "documents": chunks, "filters": nonNil(filters), "periods": nonNil(periods),
		"verified_queries": nonNil(verified), "learnings": nonNil(ls), "loaded_at": snap.LoadedAt})
}

// searchKnowledge ranks everything the workspace knows against ?q=.
func (s *Server) searchKnowledge(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if q == "" {
		writeError(w, http.StatusBadRequest, "bad_request", "q (what to search for) is required", "q")
		return
	}
	limit := 20
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("limit must be a whole number from 1 to 1000; got %q", v), "limit")
			return
		}
		limit = n
	}
	writeJSON(w, http.StatusOK, map[string]any{"query": q, "results": nonNil(s.rt.Snapshot().SearchAll(q, limit))})
}

func nonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

type feedbackRequest struct {
	AnswerID string `json:"answer_id"`
	Correct  *bool  `json:"correct"`
	// CorrectAnswer is what the answer should have been; Comment is any
	// other note (Correction is its older name).
	CorrectAnswer string `json:"correct_answer,omitempty"`
	Comment       string `json:"comment,omitempty"`
	Correction    string `json:"correction,omitempty"`
}

// feedback records a verdict on an answer. It moves the confidence of the
// learnings the answer applied (up when right, down when wrong), and a
// thumbs-down, or any correction or comment, becomes a pending learning
// tied to the answer, for review. Learnings are written atomically under a
// lock, so concurrent feedback never loses or corrupts a write.
func (s *Server) feedback(w http.ResponseWriter, r *http.Request) {
	var req feedbackRequest
	if !decode(w, r, &req) {
		return
	}
	if req.AnswerID == "" {
		writeError(w, http.StatusBadRequest, "bad_request", "answer_id is required", "answer_id")
		return
	}
	if req.Correct == nil {
		writeError(w, http.StatusBadRequest, "bad_request", "correct (true or false) is required", "correct")
		return
	}
	s.answersMu.Lock()
	ref, ok := s.answers[req.AnswerID]
	s.answersMu.Unlock()
	if !ok {
		writeError(w, http.StatusNotFound, "unknown_answer", fmt.Sprintf("no recent answer has id %q", req.AnswerID), "answer_id")
		return
	}
	var notes []string
	if req.CorrectAnswer != "" {
		notes = append(notes, "The answer should be: "+req.CorrectAnswer)
	}
	for _, c := range []string{req.Comment, req.Correction} {
		if c = strings.TrimSpace(c); c != "" {
			notes = append(notes, c)
		}
	}
	if *req.Correct {
		s.rt.AdjustLearnings(ref.Learnings, runtime.ConfidenceUp)
		s.opts.Logger.Info("feedback: correct", "answer", req.AnswerID)
		if len(notes) == 0 {
			writeJSON(w, http.StatusOK, map[string]any{"saved": false, "message": "thanks"})
			return
		}
	} else {
		s.rt.AdjustLearnings(ref.Learnings, runtime.ConfidenceDown)
	}
	l := &config.Learning{
		ID:          "feedback_" + strings.TrimPrefix(req.AnswerID, "ans_"),
		Description: "A user marked this answer wrong: " + ref.Summary,
		Category:    "other",
		Tables:      ref.Tables,
		Confidence:  runtime.DefaultConfidence,
		Status:      config.LearningPending,
		Question:    ref.Question,
		AnswerID:    req.AnswerID,
		Correction:  strings.Join(notes, " "),
		CreatedAt:   time.Now().UTC().Format(time.RFC3339),
	}
	if *req.Correct {
		l.Description = "A user marked this answer right, with a note: " + ref.Summary
	}
	if len(ref.SQL) > 0 {
		l.OriginalSQL = ref.SQL[0]
	}
	if err := s.rt.SaveLearning(l); err != nil {
		writeError(w, http.StatusInternalServerError, "save_failed", err.Error(), "")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"saved": true, "learning": l.ID})
}

// reviewError answers a learnings request that failed: 404 for an unknown
// ID, 422 for a review the learning's state or the workspace refuses
// (nothing was written), 500 otherwise.
func reviewError(w http.ResponseWriter, err error) {
	var re *runtime.ReviewError
	switch {
	case errors.Is(err, runtime.ErrUnknownLearning):
		writeError(w, http.StatusNotFound, "unknown_learning", err.Error(), "id")
	case errors.As(err, &re):
		writeError(w, http.StatusUnprocessableEntity, "review_refused", err.Error(), "")
	default:
		writeError(w, http.StatusInternalServerError, "review_failed", err.Error(), "")
	}
}

func (s *Server) learnings(w http.ResponseWriter, r *http.Request) {
	status := r.URL.Query().Get("status")
	if status != "" && !slices.Contains(config.LearningStatuses, status) {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("status must be one of %s; got %q", strings.Join(config.LearningStatuses, ", "), status), "status")
		return
	}
	review := r.URL.Query().Get("review")
	if review != "" && review != "true" && review != "false" {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("review must be true or false; got %q", review), "review")
		return
	}
	if review == "true" && status != "" {
		writeError(w, http.StatusBadRequest, "bad_request", "review=true lists the review queue whatever the status; leave out status", "review")
		return
	}
	ls, err := s.rt.Learnings(status)
	if review == "true" {
		ls, err = s.rt.ReviewQueue()
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "learnings_failed", err.Error(), "")
		return
	}
	if ls == nil {
		ls = []*config.Learning{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"learnings": ls})
}

type promoteRequest struct {
	To   string `json:"to"`
	Name string `json:"name,omitempty"`
	SQL  string `json:"sql,omitempty"`
	Expr string `json:"expr,omitempty"`
}

func (s *Server) promoteLearning(w http.ResponseWriter, r *http.Request) {
	var req promoteRequest
	if !decode(w, r, &req) {
		return
	}
	if !slices.Contains(config.PromoteTargets, req.To) {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("to must be one of %s; got %q", strings.Join(config.PromoteTargets, ", "), req.To), "to")
		return
	}
	p, err := s.rt.PromoteLearning(r.Context(), r.PathValue("id"), runtime.PromoteOptions{To: req.To, Name: req.Name, SQL: req.SQL, Expr: req.Expr})
	if err != nil {
		reviewError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"promoted": p})
}

type rejectRequest struct {
	Reason string `json:"reason,omitempty"`
}

func (s *Server) rejectLearning(w http.ResponseWriter, r *http.Request) {
	var req rejectRequest
	if r.ContentLength != 0 && !decode(w, r, &req) {
		return
	}
	l, err := s.rt.RejectLearning(r.Context(), r.PathValue("id"), req.Reason)
	if err != nil {
		reviewError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"learning": l})
}

func (s *Server) activateLearning(w http.ResponseWriter, r *http.Request) {
	l, err := s.rt.ActivateLearning(r.Context(), r.PathValue("id"))
	if err != nil {
		reviewError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"learning": l})
}

// healthz reports "ok" or "degraded" to anyone. The detail (the last
// reload's diagnostics, with file paths and source lines, and the sources
// that did not load) goes only to a caller with the bearer token, or to
// every caller when the server has no token, which it only has on loopback:
// there the callers are local processes (the Host and Origin checks keep
// other sites out), which can POST /-/reload and get the same detail.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	h := s.rt.Health()
	status := "ok"
	if h.LastReloadError != "" || len(h.Unavailable) > 0 {
		status = "degraded"
	}
	if s.opts.Token != "" && !s.authorized(r) {
		writeJSON(w, http.StatusOK, map[string]any{"status": status})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": status, "health": h})
}

func (s *Server) reload(w http.ResponseWriter, r *http.Request) {
	if err := s.rt.Reload(r.Context()); err != nil {
		writeError(w, http.StatusUnprocessableEntity, "reload_failed", s.rt.Health().LastReloadError, "")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"reloaded": true, "health": s.rt.Health()})
}
