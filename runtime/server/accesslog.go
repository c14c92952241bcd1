package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"
)

// reqInfo is what a handler tells the access log about its request.
type reqInfo struct {
	caller   string
	answerID string
}

type reqInfoKey struct{}

func infoOf(ctx context.Context) *reqInfo {
	if ri, ok := ctx.Value(reqInfoKey{}).(*reqInfo); ok {
		return ri
	}
	return &reqInfo{}
}

// accessWriter records the status a handler wrote; it passes Flush on,
// for server-sent events and MCP streams.
type accessWriter struct {
	http.ResponseWriter
	status int
}

func (w *accessWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *accessWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *accessWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		f.Flush()
	}
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *accessWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// caller names who made a request, for the access and audit logs: the
// token's fingerprint (never the token) when it carried the server's
// token, and the remote address.
func (s *Server) caller(r *http.Request) string {
	addr := remoteHost(r)
	if s.authorized(r) {
		return "token " + tokenFingerprint(s.opts.Token) + " from " + addr
	}
	return addr
}

// tokenFingerprint identifies a token in logs without revealing it.
func tokenFingerprint(token string) string {
	sum := sha256.Sum256([]byte(token))
	return "sha256:" + hex.EncodeToString(sum[:4])
}

// accessLog wraps h: one log line per request, when it is done, with the
// method, the route (the pattern it matched, "-" for none), the status,
// the duration, the caller and, for an ask, the answer's id.
func (s *Server) accessLog(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ri := &reqInfo{caller: s.caller(r)}
		sw := &accessWriter{ResponseWriter: w}
		_, route := s.mux.Handler(r)
		if route == "" {
			route = "-"
		}
		defer func() {
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			attrs := []slog.Attr{
				slog.String("method", r.Method), slog.String("route", route), slog.String("path", r.URL.Path),
				slog.Int("status", status), slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
				slog.String("caller", ri.caller),
			}
			if ri.answerID != "" {
				attrs = append(attrs, slog.String("answer_id", ri.answerID))
			}
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			s.opts.Logger.LogAttrs(r.Context(), level, "request", attrs...)
		}()
		h.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), reqInfoKey{}, ri)))
	})
}
