package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/server"
)

// shutdown closes a serving runtime: requests still running after a few
// seconds are cut off, so that no plugin process outlives the command.
func shutdown(rt *runtime.Runtime) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	rt.Shutdown(ctx)
}

func (a *app) serveCmd() *cobra.Command {
	var o server.Options
	var noWatch bool
	var auditMax int64
	var auditKeep int
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the HTTP API (ask with streaming, plan, execute, pipes, feedback) with hot reload",
		Long: `Serve the workspace over HTTP (DESIGN §7). Listens on 127.0.0.1:8080 by default;
any other address needs a bearer token (--token or DATACOPILOT_TOKEN), which
every request but /healthz and the web page's files must then carry.

Endpoints: POST /v1/ask (JSON, or server-sent events with Accept:
text/event-stream), POST /v1/plan, POST /v1/execute, POST /v1/chart,
GET /v1/pipes, POST /v1/pipes/{name}/run, GET /v1/knowledge, POST /v1/feedback,
GET /healthz, GET /metrics, POST /-/reload, /mcp (MCP, streamable HTTP), and
the chat page at /.

Other web sites cannot use it through a visitor's browser: request bodies
must be JSON (Content-Type: application/json, else 415); the Host header must
be an IP address, localhost, the --addr host or an --allowed-host (this stops
DNS rebinding); a request with an Origin header must come from the server's
own page or a --cors-origin (else 403). Clients that are not browsers send no
Origin and are unaffected.

Limits: bodies up to --max-body bytes, arriving within --body-timeout
(headers within 10s); at most --max-concurrent requests run at once and
--max-per-client from one address (429 beyond); each request has
--request-timeout; questions are at most --max-question characters (400).
/healthz says ok or degraded to anyone, and adds the detail (reload errors
with file lines, sources that did not load) only with the token, or to
everyone when there is no token (loopback).

The workspace reloads when its inputs change (its .hcl files, the documents
and data files they name; never .datacopilot/ or other files), and on SIGHUP
or POST /-/reload. An edit that does not load keeps the last good workspace
serving; the error shows on /healthz and in the log. A plugin source that
does not start or answer is left out (its tables absent, said on /healthz and
in answers' warnings) and tried again on the next reload.

Conversations: every answer carries a context; a follow-up question ("and in
1998?") passes it back as {"question", "context"} and any instance with the
same context key answers it (set DATACOPILOT_CONTEXT_KEY alike on every
instance behind a load balancer; else the key is .datacopilot/context.key). A
forged or edited context is 400 bad_context. Or pass the conversation_id of
the last answer: this instance keeps at most --max-conversations threads
(the least recently used goes first), each for --conversation-ttl after its
last answer.

Logs go to stderr (--log-format text|json, --log-level): one line per request
with method, route, status, duration_ms, caller and, for an ask, answer_id.
Every answer is appended to the audit log (.datacopilot/audit.jsonl, or
$DATACOPILOT_AUDIT_LOG) with its caller (the token's fingerprint and the
remote address) and duration; the log rotates by size (--audit-max-bytes,
--audit-keep).`,
		Example: `  datacopilot serve
  curl -s localhost:8080/v1/ask -H 'Content-Type: application/json' -d '{"question": "revenue by category in 1997"}'
  curl -s localhost:8080/v1/ask -H 'Content-Type: application/json' -d '{"question": "and in 1998?", "context": "c1.…"}'
  curl -N localhost:8080/v1/ask -H 'Content-Type: application/json' -H 'Accept: text/event-stream' -d '{"question": "top 5 products"}'
  DATACOPILOT_TOKEN=secret datacopilot serve --addr 0.0.0.0:8080 --allowed-host data.example.com`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.Token == "" {
				o.Token = os.Getenv("DATACOPILOT_TOKEN")
			}
			logger, err := a.logger(slog.LevelInfo)
			if err != nil {
				return err
			}
			o.Logger = logger
			rt, err := a.loadWith(cmd.Context(), runtime.Options{Logger: logger, AuditLog: os.Getenv("DATACOPILOT_AUDIT_LOG"), AuditMaxBytes: auditMax, AuditKeep: auditKeep})
			if err != nil {
				return err
			}
			defer shutdown(rt)
			srv, err := server.New(rt, o)
			if err != nil {
				return usageErr("%v", err)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			if !noWatch {
				go func() {
					if err := rt.Watch(ctx, nil); err != nil {
						logger.Error("watching the workspace failed; reload with SIGHUP or POST /-/reload", "error", err)
					}
				}()
			}
			hup := make(chan os.Signal, 1)
			signal.Notify(hup, syscall.SIGHUP)
			defer signal.Stop(hup)
			go func() {
				for {
					select {
					case <-ctx.Done():
						return
					case <-hup:
						_ = rt.Reload(context.Background())
					}
				}
			}()
			return srv.ListenAndServe(ctx, func(addr string) {
				fmt.Fprintf(a.stderr, "serving %s on http://%s\n", a.dir, addr)
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Addr, "addr", "127.0.0.1:8080", "address to listen on")
	f.StringVar(&o.Token, "token", "", "bearer token required on every request (default $DATACOPILOT_TOKEN); needed off loopback")
	f.IntVar(&o.MaxConcurrent, "max-concurrent", 64, "requests served at once; more get 429")
	f.IntVar(&o.MaxPerClient, "max-per-client", 0, "requests in progress from one remote address (default a quarter of --max-concurrent; -1 for no limit)")
	f.Int64Var(&o.MaxBody, "max-body", 1<<20, "largest request body in bytes")
	f.DurationVar(&o.BodyTimeout, "body-timeout", 0, "time for a request's body to arrive (default 10s)")
	f.DurationVar(&o.RequestTimeout, "request-timeout", 0, "deadline of each request (default 60s)")
	f.StringArrayVar(&o.CORSOrigins, "cors-origin", nil, "allow browser pages on this origin (https://app.example.com) to call the API; repeatable; none by default")
	f.StringArrayVar(&o.AllowedHosts, "allowed-host", nil, "another name the server is reached by (the Host header), besides IP addresses, localhost and the --addr host; .example.com for subdomains, * for any; repeatable")
	f.IntVar(&o.MaxConversations, "max-conversations", server.DefaultMaxConversations, "conversations kept by conversation_id; the least recently used goes first")
	f.DurationVar(&o.ConversationTTL, "conversation-ttl", server.DefaultConversationTTL, "how long a conversation is kept after its last answer")
	f.BoolVar(&noWatch, "no-watch", false, "do not reload when files change")
	f.Int64Var(&auditMax, "audit-max-bytes", runtime.DefaultAuditMaxBytes, "rotate the audit log when it would grow past this size; -1 never")
	f.IntVar(&auditKeep, "audit-keep", runtime.DefaultAuditKeep, "old audit logs kept when rotating (audit.jsonl.1, .2, …)")
	return cmd
}
