package main

import (
	"io"
	"log/slog"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/server"
)

func (a *app) mcpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "mcp",
		Short: "Serve the workspace to an MCP client over stdio",
		Long: `Speak the Model Context Protocol on stdin/stdout, for MCP clients that start
datacopilot as a subprocess. Tools: one per pipe (its params as the input
schema), ask, run_plan, query_metric and list_metrics; resources: the
metrics, tables, rules, pipes and document chunks. The workspace reloads when
its files change, and the tools follow. Logs go to stderr.

The same server is at /mcp (streamable HTTP) under datacopilot serve.`,
		Example: `  # in an MCP client's configuration:
  {"command": "datacopilot", "args": ["--dir", "/path/to/workspace", "mcp"]}`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			logger, err := a.logger(slog.LevelInfo)
			if err != nil {
				return err
			}
			rt, err := a.loadWith(cmd.Context(), runtime.Options{Logger: logger, AuditLog: os.Getenv("DATACOPILOT_AUDIT_LOG")})
			if err != nil {
				return err
			}
			defer shutdown(rt)
			m := server.NewMCP(rt, server.Version)
			rt.OnReload(m.Sync)
			go rt.Watch(cmd.Context(), nil)
			t := &mcp.IOTransport{Reader: io.NopCloser(a.stdin), Writer: nopWriteCloser{a.stdout}}
			return m.Server().Run(cmd.Context(), t)
		},
	}
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
