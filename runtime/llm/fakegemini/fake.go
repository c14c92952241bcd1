// Package fakegemini is a scripted stand-in for the Gemini REST API
// (generateContent and streamGenerateContent), for tests: point the genai
// SDK at it with GOOGLE_GEMINI_BASE_URL or a base URL, and script what each
// call answers.
package fakegemini

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Call is one request the fake received.
type Call struct {
	Model  string
	Body   map[string]any
	Prompt string // the text of all parts, joined
	System string
}

// Reply is what one call answers: a status (200 when zero), the text of
// the model's answer, token counts, or a delay before answering.
type Reply struct {
	Status       int
	Text         string
	PromptTokens int
	OutputTokens int
	Delay        time.Duration
}

// Server is the fake. Script replies with Push or Handle.
type Server struct {
	*httptest.Server
	mu      sync.Mutex
	replies []Reply
	handle  func(Call) Reply
	Calls   []Call
}

// New starts a fake Gemini server.
func New() *Server {
	s := &Server{}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Push queues replies, answered in order.
func (s *Server) Push(rs ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies = append(s.replies, rs...)
}

// Handle answers every call not covered by a queued reply.
func (s *Server) Handle(f func(Call) Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.handle = f
}

// Count is how many calls were made.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.Calls)
}

func texts(v any) string {
	var b strings.Builder
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if t, ok := x["text"].(string); ok {
				b.WriteString(t)
				b.WriteString("\n")
			}
			for _, y := range x {
				walk(y)
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(v)
	return b.String()
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	// /v1beta/models/MODEL:generateContent or :streamGenerateContent
	path := r.URL.Path
	i := strings.Index(path, "/models/")
	if i < 0 || r.Method != http.MethodPost {
		http.Error(w, `{"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}}`, 404)
		return
	}
	model, method, _ := strings.Cut(path[i+len("/models/"):], ":")
	body, _ := io.ReadAll(r.Body)
	var m map[string]any
	json.Unmarshal(body, &m)
	call := Call{Model: model, Body: m, Prompt: texts(m["contents"]), System: texts(m["systemInstruction"])}
	s.mu.Lock()
	s.Calls = append(s.Calls, call)
	var rep Reply
	switch {
	case len(s.replies) > 0:
		rep, s.replies = s.replies[0], s.replies[1:]
	case s.handle != nil:
		h := s.handle
		s.mu.Unlock()
		rep = h(call)
		s.mu.Lock()
	default:
		rep = Reply{Status: 500, Text: "no scripted reply"}
	}
	s.mu.Unlock()
	if rep.Delay > 0 {
		select {
		case <-time.After(rep.Delay):
		case <-r.Context().Done():
			return
		}
	}
	w.Header().Set("Content-Type", "application/json")
	if rep.Status != 0 && rep.Status != 200 {
		w.WriteHeader(rep.Status)
		fmt.Fprintf(w, `{"error": {"code": %d, "message": %q, "status": "ERROR"}}`, rep.Status, rep.Text)
		return
	}
	resp := map[string]any{
		"candidates": []any{map[string]any{
			"content":      map[string]any{"role": "model", "parts": []any{map[string]any{"text": rep.Text}}},
			"finishReason": "STOP",
		}},
		"usageMetadata": map[string]any{"promptTokenCount": rep.PromptTokens, "candidatesTokenCount": rep.OutputTokens, "totalTokenCount": rep.PromptTokens + rep.OutputTokens},
	}
	b, _ := json.Marshal(resp)
	if method == "streamGenerateContent" {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "data: %s\n\n", b)
		return
	}
	w.Write(b)
}
