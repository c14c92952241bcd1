// Package llm is the language-model side of the agents: a small Provider
// interface, the Gemini provider on google.golang.org/genai, and usage
// accounting. (github.com/google/generative-ai-go, the older Gemini SDK,
// reached end of support on 2025-08-31; genai is its successor and the one
// that honours GOOGLE_GEMINI_BASE_URL, which tests point at a fake server.)
//
// Every call has a timeout; 429 and 5xx answers are retried with backoff;
// any failure is an error the caller turns into the offline path.
package llm

import (
	"context"
	"errors"
	"sync/atomic"
)

// Request is one structured call: a system prompt, the user prompt, and the
// JSON Schema the answer must follow (nil for free text).
type Request struct {
	System      string
	Prompt      string
	Schema      map[string]any
	Temperature *float64
}

// Response is the model's text (JSON when a schema was given) and what it
// cost.
type Response struct {
	Text         string
	PromptTokens int
	OutputTokens int
}

// Provider generates one response.
type Provider interface {
	Generate(ctx context.Context, r Request) (*Response, error)
	// Name is "gemini/MODEL", for the record.
	Name() string
}

// ErrNoKey is a provider configured without its API key.
var ErrNoKey = errors.New("no API key: set the environment variable named by api_key_env")

// Usage counts calls and tokens; safe for concurrent use.
type Usage struct {
	Calls, PromptTokens, OutputTokens atomic.Int64
}

// Add records one response.
func (u *Usage) Add(r *Response) {
	u.Calls.Add(1)
	if r != nil {
		u.PromptTokens.Add(int64(r.PromptTokens))
		u.OutputTokens.Add(int64(r.OutputTokens))
	}
}
