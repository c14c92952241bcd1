package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
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
	// kind is the error's code in JSON output (default: by exit code).
	kind string
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
	// logFormat and logLevel are --log-format and --log-level.
	logFormat, logLevel string
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
		Example: `  datacopilot init shop --from exports/         # a starter workspace from data files
  datacopilot import dbt models/ --out imported.hcl
  datacopilot validate
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
	var showVersion bool
	root.Flags().BoolVar(&showVersion, "version", false, "print the version of datacopilot, its commit, DuckDB and Go (as 'datacopilot version')")
	root.Args = cobra.NoArgs
	root.RunE = func(cmd *cobra.Command, _ []string) error {
		if showVersion {
			return writeVersion(cmd, a.stdout, false)
		}
		return cmd.Help()
	}
	root.PersistentFlags().StringVarP(&a.dir, "dir", "C", ".", "workspace folder")
	root.PersistentFlags().StringVar(&a.logFormat, "log-format", "text", "log format on stderr: text or json")
	root.PersistentFlags().StringVar(&a.logLevel, "log-level", "", "least level logged: debug, info, warn or error (default info for serve and mcp, warn otherwise)")
	root.PersistentFlags().IntVar(&a.maxQuestion, "max-question", runtime.DefaultMaxQuestion, "longest question accepted, in characters (ask, plan, serve, mcp); 0 for no limit")
	root.PersistentFlags().BoolVar(&a.noCache, "no-cache", false, "read the data files at every start instead of keeping them in WORKSPACE/.datacopilot/cache (also "+runtime.CacheEnv+"=off)")
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(a.validateCmd(), a.askCmd(), a.chatCmd(), a.serveCmd(), a.mcpCmd(), a.evalCmd(), a.diffCmd(), a.knowledgeCmd(), a.pipesCmd(), a.planCmd(), a.versionCmd(), a.initCmd(), a.importCmd(), a.learningsCmd())
	root.SetFlagErrorFunc(flagError)
	root.RegisterFlagCompletionFunc("log-format", fixedCompletion(logFormats...))
	root.RegisterFlagCompletionFunc("log-level", fixedCompletion("debug", "info", "warn", "error"))
	strictGroups(root)

	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return exitOK
	}
	code, kind := exitUsage, "usage"
	var ee *exitError
	if errors.As(err, &ee) {
		code, kind = ee.code, ee.kind
		if kind == "" {
			kind = map[int]string{exitFailed: "failed", exitUsage: "usage"}[code]
		}
		err = ee.err
	} else if cmd != nil {
		// Cobra's own errors: unknown command, wrong arguments.
		err = fmt.Errorf("%w\nRun '%s --help' for usage.", err, cmd.CommandPath())
	}
	if err == nil {
		return code // already reported (diagnostics, a report on stdout)
	}
	if wantsJSON(args) {
		var e struct {
			Error struct {
				Code    string `json:"code"`
				Message string `json:"message"`
			} `json:"error"`
		}
		e.Error.Code, e.Error.Message = kind, err.Error()
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(e)
		return code
	}
	fmt.Fprintln(stderr, "Error:", err)
	return code
}

// wantsJSON tells whether the command line asks for JSON output (--json,
// --format json): its errors are then JSON on stdout too. The arguments
// are read as written, since an error may come before flags are parsed.
func wantsJSON(args []string) bool {
	for i, x := range args {
		if x == "--" {
			break
		}
		switch {
		case x == "--json" || x == "--json=true" || x == "--format=json" || x == "-f=json":
			return true
		case (x == "--format" || x == "-f") && i+1 < len(args) && args[i+1] == "json":
			return true
		}
	}
	return false
}

// strictGroups makes a command that only groups others (pipes, knowledge)
// refuse an unknown subcommand with "Did you mean …?" and exit 2, where
// cobra would print its help and exit 0.
func strictGroups(c *cobra.Command) {
	for _, sub := range c.Commands() {
		strictGroups(sub)
	}
	if c.HasParent() && c.HasSubCommands() && !c.Runnable() {
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
			var names []string
			for _, sub := range cmd.Commands() {
				if sub.IsAvailableCommand() {
					names = append(names, sub.Name())
				}
			}
			if s := config.Suggest(args[0], names); s != "" {
				msg += fmt.Sprintf("; did you mean %s?", s)
			} else {
				msg += "; its commands are " + strings.Join(names, ", ")
			}
			return usageErr("%s\nRun '%s --help' for usage.", msg, cmd.CommandPath())
		}
	}
}

var unknownFlag = regexp.MustCompile(`unknown flag: --([^\s=]+)`)

// flagError adds "did you mean …?" to an unknown flag and points at the
// command's own help.
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	if m := unknownFlag.FindStringSubmatch(msg); m != nil {
		var names []string
		cmd.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		cmd.InheritedFlags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		if s := config.Suggest(m[1], names); s != "" {
			msg += fmt.Sprintf(" (did you mean --%s?)", s)
		}
	}
	return usageErr("%s\nRun '%s --help' for usage.", msg, cmd.CommandPath())
}

// load opens the workspace, printing its diagnostics when it does not load.
func (a *app) load(ctx context.Context) (*runtime.Runtime, error) {
	return a.loadWith(ctx, runtime.Options{AuditLog: os.Getenv("DATACOPILOT_AUDIT_LOG")})
}

// loadWith is load with options; Dir is filled in.
func (a *app) loadWith(ctx context.Context, opts runtime.Options) (*runtime.Runtime, error) {
	opts.Dir = a.dir
	if opts.Logger == nil {
		logger, err := a.logger(slog.LevelWarn)
		if err != nil {
			return nil, err
		}
		opts.Logger = logger
	}
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
			return nil, &exitError{code: exitUsage, kind: "invalid_workspace", err: fmt.Errorf("the workspace in %s does not load (run 'datacopilot validate' to see every problem)", a.dir)}
		}
		return nil, &exitError{code: exitUsage, err: err}
	}
	return rt, nil
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && os.Getenv("NO_COLOR") == ""
}
