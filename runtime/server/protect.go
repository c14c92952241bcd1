package server

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// What a browser can be made to send from another site, and how the server
// tells: a page on evil.example can POST to http://127.0.0.1:8080 (a "simple"
// request with Content-Type text/plain needs no CORS preflight), and with DNS
// rebinding it can even read the answers, since to the browser the server
// then is evil.example. So:
//
//   - the Host header must name this server: an IP address, localhost (or
//     *.localhost), the host the server was told to listen on, or one of
//     Options.AllowedHosts. A rebound name is none of these.
//   - a request with an Origin header must come from the same origin (the
//     page the server serves) or one of Options.CORSOrigins.
//   - a body must be JSON (application/json), which a cross-site form or a
//     simple request cannot send.
//
// Clients that are not browsers (curl, scripts, MCP clients) send no Origin
// and are unaffected.

// hostAllowed reports whether a Host header names this server.
func (s *Server) hostAllowed(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	switch {
	case host == "":
		return true // HTTP/1.0 without a Host: not a browser
	case net.ParseIP(host) != nil:
		return true // an address cannot be rebound
	case host == "localhost" || strings.HasSuffix(host, ".localhost"):
		return true
	}
	for _, a := range s.allowedHosts {
		switch {
		case a == "*", a == host:
			return true
		case strings.HasPrefix(a, ".") && strings.HasSuffix(host, a):
			return true
		}
	}
	return false
}

// normalizeHosts lowercases the allowed hosts and adds the one the server
// listens on, when it is a name.
func normalizeHosts(addr string, extra []string) []string {
	var out []string
	if h, _, err := net.SplitHostPort(addr); err == nil && h != "" && net.ParseIP(strings.Trim(h, "[]")) == nil {
		out = append(out, strings.ToLower(h))
	}
	for _, h := range extra {
		h = strings.ToLower(strings.TrimSpace(h))
		if hh, _, err := net.SplitHostPort(h); err == nil {
			h = hh
		}
		if h != "" {
			out = append(out, strings.TrimSuffix(h, "."))
		}
	}
	return out
}

// originAllowed reports whether a request's Origin (if any) may call the
// server, and whether it is a CORS origin to answer with CORS headers.
func (s *Server) originAllowed(r *http.Request) (ok, cors bool) {
	origin := r.Header.Get("Origin")
	if origin == "" {
		// Browsers send Origin on every cross-site request that changes
		// anything; Sec-Fetch-Site covers the odd one that does not.
		switch r.Header.Get("Sec-Fetch-Site") {
		case "cross-site", "same-site":
			return r.Method == http.MethodGet || r.Method == http.MethodHead, false
		}
		return true, false
	}
	for _, o := range s.opts.CORSOrigins {
		if o == "*" || strings.EqualFold(strings.TrimSuffix(o, "/"), origin) {
			return true, true
		}
	}
	if origin == "null" { // sandboxed frames, file:// pages
		return false, false
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false, false
	}
	return strings.EqualFold(u.Host, r.Host), false
}

// jsonBody reports whether a request's body, if it has one, is declared
// JSON. A request without a body and without a Content-Type passes (POST
// /-/reload from curl); any declared type but JSON does not, body or not,
// since that is what a cross-site form sends.
func jsonBody(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		return r.ContentLength == 0
	}
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && mt == "application/json"
}

// hasBody: methods whose body the server reads.
func hasBody(r *http.Request) bool {
	return r.Method == http.MethodPost || r.Method == http.MethodPut || r.Method == http.MethodPatch
}

// readBody reads the whole body (at most MaxBody bytes) within BodyTimeout,
// before the request takes a concurrency slot: a client that sends its body
// slowly holds a connection, but not a slot. It answers and returns false
// when the body is too large, too slow or broken.
func (s *Server) readBody(w http.ResponseWriter, r *http.Request) bool {
	if r.Body == nil || r.Body == http.NoBody {
		return true
	}
	rc := http.NewResponseController(w)
	deadline := rc.SetReadDeadline(time.Now().Add(s.opts.BodyTimeout)) == nil
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.opts.MaxBody))
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("the body is over %d bytes", mbe.Limit), "")
		return false
	case errors.Is(err, os.ErrDeadlineExceeded):
		// the deadline stays, and the connection closes: the server does
		// not wait for the rest of the body
		w.Header().Set("Connection", "close")
		writeError(w, http.StatusRequestTimeout, "body_timeout", fmt.Sprintf("the body did not arrive within %s", s.opts.BodyTimeout), "")
		return false
	case err != nil:
		w.Header().Set("Connection", "close")
		writeError(w, http.StatusBadRequest, "bad_request", "cannot read the body: "+err.Error(), "")
		return false
	}
	if deadline {
		// the server reads on in the background to notice a client that
		// goes away; a deadline left in place would cancel the request
		_ = rc.SetReadDeadline(time.Time{})
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	r.ContentLength = int64(len(b))
	return true
}

// clients counts the requests in progress per remote address.
type clients struct {
	mu    sync.Mutex
	limit int
	n     map[string]int
}

// enter counts a request from addr in, or returns false when that address
// already has limit requests in progress. Each true enter needs a leave.
func (c *clients) enter(addr string) bool {
	if c.limit <= 0 {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[addr] >= c.limit {
		return false
	}
	c.n[addr]++
	return true
}

func (c *clients) leave(addr string) {
	if c.limit <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[addr]--; c.n[addr] <= 0 {
		delete(c.n, addr)
	}
}

// remoteHost is the address a request comes from, without its port.
func remoteHost(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return h
	}
	return r.RemoteAddr
}
