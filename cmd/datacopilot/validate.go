package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
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
line. Exit status: 0 when the workspace is valid (warnings may be printed),
2 when it has errors.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			start := time.Now()
			diags, files := runtime.Check(cmd.Context(), runtime.Options{Dir: a.dir})
			if len(diags) > 0 {
				config.WriteDiagnostics(a.stderr, files, diags, 100, isTerminal(a.stderr))
			}
			if diags.HasErrors() {
				return &exitError{code: exitUsage, err: fmt.Errorf("%d error(s) in the workspace %s", len(diags.Errs()), a.dir)}
			}
			fmt.Fprintf(a.stdout, "The workspace %s is valid (checked in %d ms).\n", a.dir, time.Since(start).Milliseconds())
			return nil
		},
	}
}
