package llm

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"time"

	"google.golang.org/genai"
)

// GeminiConfig configures the Gemini provider.
type GeminiConfig struct {
	APIKey string
	Model  string
	// BaseURL overrides the endpoint (GOOGLE_GEMINI_BASE_URL does too).
	BaseURL string
	// Timeout bounds each call, retries included (20s when zero).
	Timeout time.Duration
	// Retries is how many times a 429 or 5xx is retried (2 when zero;
	// negative for none).
	Retries int
	// HTTPClient, when set, carries the calls (tests).
	HTTPClient *http.Client
}

// Gemini calls the Gemini API.
type Gemini struct {
	cfg    GeminiConfig
	client *genai.Client
}

// NewGemini makes a Gemini provider.
func NewGemini(ctx context.Context, cfg GeminiConfig) (*Gemini, error) {
	if cfg.APIKey == "" {
		return nil, ErrNoKey
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 20 * time.Second
	}
	if cfg.Retries == 0 {
		cfg.Retries = 2
	}
	cc := &genai.ClientConfig{APIKey: cfg.APIKey, Backend: genai.BackendGeminiAPI, HTTPClient: cfg.HTTPClient}
	if cfg.BaseURL != "" {
		cc.HTTPOptions.BaseURL = cfg.BaseURL
	}
	c, err := genai.NewClient(ctx, cc)
	if err != nil {
		return nil, fmt.Errorf("gemini: %w", err)
	}
	return &Gemini{cfg: cfg, client: c}, nil
}

// Name is "gemini/MODEL".
func (g *Gemini) Name() string { return "gemini/" + g.cfg.Model }

// Generate makes one call in JSON mode when the request has a schema,
// retrying 429 and 5xx with jittered backoff, all within the timeout.
func (g *Gemini) Generate(ctx context.Context, r Request) (*Response, error) {
	ctx, cancel := context.WithTimeout(ctx, g.cfg.Timeout)
	defer cancel()
	cfg := &genai.GenerateContentConfig{}
	if r.System != "" {
		cfg.SystemInstruction = genai.NewContentFromText(r.System, genai.RoleUser)
	}
	if r.Schema != nil {
		cfg.ResponseMIMEType = "application/json"
		cfg.ResponseJsonSchema = r.Schema
	}
	if r.Temperature != nil {
		t := float32(*r.Temperature)
		cfg.Temperature = &t
	}
	contents := []*genai.Content{genai.NewContentFromText(r.Prompt, genai.RoleUser)}
	backoff := 200 * time.Millisecond
	for attempt := 0; ; attempt++ {
		resp, err := g.client.Models.GenerateContent(ctx, g.cfg.Model, contents, cfg)
		if err == nil {
			out := &Response{Text: resp.Text()}
			if u := resp.UsageMetadata; u != nil {
				out.PromptTokens, out.OutputTokens = int(u.PromptTokenCount), int(u.CandidatesTokenCount)
			}
			if out.Text == "" {
				return out, fmt.Errorf("gemini: empty response")
			}
			return out, nil
		}
		var apiErr genai.APIError
		retryable := errors.As(err, &apiErr) && (apiErr.Code == http.StatusTooManyRequests || apiErr.Code >= 500)
		if !retryable || attempt >= g.cfg.Retries || ctx.Err() != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("gemini: no answer within %s: %w", g.cfg.Timeout, ctx.Err())
			}
			return nil, fmt.Errorf("gemini: %w", err)
		}
		sleep := backoff + time.Duration(rand.Int64N(int64(backoff)))
		select {
		case <-time.After(sleep):
		case <-ctx.Done():
			return nil, fmt.Errorf("gemini: no answer within %s: %w", g.cfg.Timeout, ctx.Err())
		}
		backoff *= 2
	}
}
