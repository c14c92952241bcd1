package server

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus metrics, on a registry of its own so
// that several servers (tests) do not collide.
type metrics struct {
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	answers   *prometheus.CounterVec
	llmCalls  prometheus.Counter
	llmTokens *prometheus.CounterVec
	rejected  prometheus.Counter
}

func newMetrics(health func() (reloads, failures float64)) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "datacopilot_http_requests_total", Help: "HTTP requests by endpoint and status code.",
		}, []string{"endpoint", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "datacopilot_http_request_seconds", Help: "HTTP request latency by endpoint.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
		}, []string{"endpoint"}),
		answers: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "datacopilot_answers_total", Help: "Answers by route.",
		}, []string{"route"}),
		llmCalls: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "datacopilot_llm_calls_total", Help: "Calls made to an LLM.",
		}),
		llmTokens: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "datacopilot_llm_tokens_total", Help: "LLM tokens by kind (prompt, output).",
		}, []string{"kind"}),
		rejected: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "datacopilot_guard_rejections_total", Help: "SQL statements the guard rejected.",
		}),
	}
	m.reg.MustRegister(m.requests, m.latency, m.answers, m.llmCalls, m.llmTokens, m.rejected,
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "datacopilot_reloads_total", Help: "Successful workspace reloads."},
			func() float64 { r, _ := health(); return r }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "datacopilot_reload_failures_total", Help: "Reloads that failed (the last good workspace kept serving)."},
			func() float64 { _, f := health(); return f }),
		prometheus.NewGoCollector(),
	)
	return m
}

func (m *metrics) handler() http.Handler { return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}) }

// statusWriter records the status code a handler writes.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

// Flush keeps streaming working through the wrapper.
func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// observe wraps a handler with request counting and timing.
func (m *metrics) observe(endpoint string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, code: http.StatusOK}
		h(sw, r)
		m.requests.WithLabelValues(endpoint, strconv.Itoa(sw.code)).Inc()
		m.latency.WithLabelValues(endpoint).Observe(time.Since(start).Seconds())
	}
}
