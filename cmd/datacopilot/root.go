package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/datacopilot/datacopilot/runtime"
)

// Exit codes (DESIGN §7).
const (
	exitOK     = 0
	exitFailed = 1 // a check failed
	exitUsage  = 2 // bad usage or a workspace that does not load
)

// exitError carries an exit code; its message (if any) is printed once.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func usageErr(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// app holds what every command shares.
type app struct {
	dir    string
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// maxQuestion is --max-question (0: no limit).
	maxQuestion int
	// noCache is --no-cache.
	noCache bool
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return runContext(ctx, args, stdin, stdout, stderr)
}

// runContext is run under a context (tests cancel it to stop a server).
func runContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr}
	root := &cobra.Command{
		Use:   "datacopilot",
		Short: "Answer business questions about data, and show the work",
		Long: `datacopilot answers business questions about data and shows its work.

A workspace is a folder of HCL files kept in git: knowledge.hcl (sources,
tables, dimensions, metrics, rules, verified queries), pipes/*.hcl
(parameterized SQL), evals/*.hcl (golden questions) and agents.hcl.
The datacopilot repository root is itself a demo workspace.`,
		Example: `  datacopilot validate
  datacopilot knowledge show metric revenue
  datacopilot pipes list
  datacopilot pipes run top_products --param limit=5 --param from=1997-01-01
  echo '{"steps":[{"id":"r","metric":"revenue"}]}' | datacopilot plan run -
  datacopilot ask "revenue by category in Q3 1997"
  datacopilot eval --report junit --out eval.xml
  datacopilot serve`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().StringVarP(&a.dir, "dir", "C", ".", "workspace folder")
	root.PersistentFlags().IntVar(&a.maxQuestion, "max-question", runtime.DefaultMaxQuestion, "longest question accepted, in characters (ask, plan, serve, mcp); 0 for no limit")
	root.PersistentFlags().BoolVar(&a.noCache, "no-cache", false, "read the data files at every start instead of keeping them in WORKSPACE/.datacopilot/cache (also "+runtime.CacheEnv+"=off)")
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(a.validateCmd(), a.askCmd(), a.serveCmd(), a.mcpCmd(), a.evalCmd(), a.diffCmd(), a.knowledgeCmd(), a.pipesCmd(), a.planCmd())

	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(stderr, "Error:", ee.err)
		}
		return ee.code
	}
	// Cobra's own errors: unknown command or flag, wrong arguments.
	fmt.Fprintln(stderr, "Error:", err)
	fmt.Fprintln(stderr, "Run 'datacopilot --help' for usage.")
	return exitUsage
}

// load opens the workspace, printing its diagnostics when it does not load.
func (a *app) load(ctx context.Context) (*runtime.Runtime, error) {
	return a.loadWith(ctx, runtime.Options{AuditLog: os.Getenv("DATACOPILOT_AUDIT_LOG")})
}

// loadWith is load with options; Dir is filled in.
func (a *app) loadWith(ctx context.Context, opts runtime.Options) (*runtime.Runtime, error) {
	opts.Dir = a.dir
	opts.MaxQuestion = a.maxQuestion
	if a.maxQuestion <= 0 {
		opts.MaxQuestion = -1 // the flag's 0 is "no limit"
	}
	opts.NoCache = opts.NoCache || a.noCache
	progress := newLoadProgress(a.stderr, isTerminal(a.stderr))
	opts.Progress = progress.event
	rt, err := runtime.Load(ctx, opts)
	progress.close()
	if err != nil {
		var le *runtime.LoadError
		if errors.As(err, &le) {
			le.Write(a.stderr, isTerminal(a.stderr))
			return nil, &exitError{code: exitUsage, err: fmt.Errorf("the workspace in %s does not load (run 'datacopilot validate' to see every problem)", a.dir)}
		}
		return nil, &exitError{code: exitUsage, err: err}
	}
	return rt, nil
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && os.Getenv("NO_COLOR") == ""
}
