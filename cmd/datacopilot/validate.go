package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

func (a *app) validateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "validate",
		Short: "Check every file of the workspace and report all problems",
		Long: `Check every file of the workspace: HCL syntax, block and attribute names,
references between blocks (sources, tables, dimensions, metrics, pipes, llms),
pipe params against the $name placeholders of their SQL, and, against the
loaded data, columns, relationships and every SQL expression.

All problems are reported in one run, each with file:line:col and the source
line. Then each source's tables with their row counts, how each was loaded
(from the file cache, read and cached, read in place) and how long the source
took to load. Exit status: 0 when the workspace is valid (warnings may be
printed), 2 when it has errors.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			start := time.Now()
			progress := newLoadProgress(a.stderr, isTerminal(a.stderr))
			diags, files, sources := runtime.CheckSources(cmd.Context(), runtime.Options{Dir: a.dir, NoCache: a.noCache, Progress: progress.event})
			progress.close()
			if len(diags) > 0 {
				config.WriteDiagnostics(a.stderr, files, diags, 100, isTerminal(a.stderr))
			}
			if diags.HasErrors() {
				return &exitError{code: exitUsage, err: fmt.Errorf("%d error(s) in the workspace %s", len(diags.Errs()), a.dir)}
			}
			for _, s := range sources {
				writeSourceStats(a.stdout, s)
			}
			fmt.Fprintf(a.stdout, "The workspace %s is valid (checked in %d ms).\n", a.dir, time.Since(start).Milliseconds())
			return nil
		},
	}
}

// writeSourceStats prints a source's load: a line for the source, then its
// tables with their rows and, for files, how they were loaded.
func writeSourceStats(w io.Writer, s runtime.SourceStats) {
	hows := map[string]int{}
	for _, t := range s.Tables {
		if t.How != "" {
			hows[t.How]++
		}
	}
	var how []string
	for _, h := range []struct{ how, label string }{
		{engine.FromCache, "from the cache"},
		{engine.LoadedSaved, "read and cached"},
		{engine.InPlace, "read in place"},
		{engine.Loaded, "read into memory"},
		{engine.LoadedBusy, "read directly: the cache was busy"},
	} {
		if n := hows[h.how]; n > 0 {
			how = append(how, fmt.Sprintf("%d %s", n, h.label))
		}
	}
	line := fmt.Sprintf("source %s (%s): %d tables, %s rows", s.Name, s.Type, len(s.Tables), thousands(s.Rows()))
	if s.LoadTime > 0 {
		line += ", loaded in " + seconds(s.LoadTime)
	}
	if len(how) > 0 {
		line += " (" + strings.Join(how, ", ") + ")"
	}
	fmt.Fprintln(w, line)
	var b strings.Builder
	for i, t := range s.Tables {
		if i > 0 {
			b.WriteString(" · ")
		}
		fmt.Fprintf(&b, "%s %s", t.Name, thousands(t.Rows))
	}
	if b.Len() > 0 {
		fmt.Fprintln(w, "  "+b.String())
	}
}
