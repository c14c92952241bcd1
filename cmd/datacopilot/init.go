package main

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/scaffold"
)

func (a *app) initCmd() *cobra.Command {
	var from []string
	var source string
	cmd := &cobra.Command{
		Use:   "init [DIR] [--from FILE|FOLDER]...",
		Short: "Write a starter workspace, from data files or as a commented skeleton",
		Long: `Write a starter workspace in DIR (default: --dir, else the current folder;
created if missing).

With --from, the data files (CSV, TSV, Parquet, JSON or JSON lines; a folder
gives every such file directly in it) are loaded into a scratch DuckDB and
profiled, and init writes:

  knowledge.hcl       a duckdb source with one file block per data file; a
                      table block per file with its columns and key; joins
                      guessed from key names (customer_id → customers) and
                      kept only when 95% of the key's values are found in the
                      other table (each guess is a comment beside its block);
                      time dimensions for date columns; text dimensions for
                      text columns with at most 100 values; a COUNT metric per
                      table and SUM/AVG metrics for numeric columns that are
                      not keys, codes or dates (AVG only for prices and rates)
  pipes/starter.hcl   an example pipe: rows per a dimension, in a date range
  evals/starter.hcl   a golden question whose answer init computed
  agents.hcl          LLM settings, commented out (answers are offline)
  README.md           what was written and guessed, and what to do next

Data file paths are written relative to DIR. Without --from, the same files
are written as a commented skeleton to fill in.

init never overwrites a file: if any of them exists it stops before writing
anything. It validates what it wrote, and prints a question to try.`,
		Example: `  datacopilot init shop --from data/orders.csv --from data/customers.parquet
  datacopilot init shop --from data/            # every data file in the folder
  datacopilot init                              # a commented skeleton here
  cd shop && datacopilot ask "how many orders by country"`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := a.dir
			if len(args) == 1 {
				dir = args[0]
			}
			res, err := scaffold.Init(cmd.Context(), scaffold.Options{Dir: dir, From: from, Source: source})
			if err != nil {
				var ee *scaffold.ExistsError
				if errors.As(err, &ee) {
					return &exitError{code: exitUsage, err: err}
				}
				return &exitError{code: exitUsage, err: fmt.Errorf("init: %w", err)}
			}
			fmt.Fprintf(a.stdout, "Wrote in %s:\n", dir)
			for _, f := range res.Files {
				fmt.Fprintf(a.stdout, "  %s\n", filepath.ToSlash(f))
			}
			if len(from) > 0 {
				fmt.Fprintf(a.stdout, "\n%d table(s), %d dimension(s), %d metric(s).\n", res.Tables, res.Dimensions, res.Metrics)
				if len(res.Joins) > 0 {
					fmt.Fprintln(a.stdout, "\nJoins guessed (check them in knowledge.hcl):")
					for _, j := range res.Joins {
						fmt.Fprintf(a.stdout, "  %s\n", j)
					}
				}
				if len(res.Rejected) > 0 {
					fmt.Fprintln(a.stdout, "\nKeys not joined:")
					for _, r := range res.Rejected {
						fmt.Fprintf(a.stdout, "  %s\n", r)
					}
				}
			}
			diags, files := runtime.Check(cmd.Context(), runtime.Options{Dir: dir})
			if len(diags) > 0 {
				config.WriteDiagnostics(a.stderr, files, diags, 100, isTerminal(a.stderr))
			}
			if diags.HasErrors() {
				return &exitError{code: exitFailed, err: fmt.Errorf("the workspace written in %s does not validate; fix the problems above (the files are kept)", dir)}
			}
			fmt.Fprintln(a.stdout, "\nThe workspace is valid.")
			if res.Question != "" {
				fmt.Fprintf(a.stdout, "Try: datacopilot --dir %s ask %q   (%s)\n", shellQuote(dir), res.Question, res.Answer)
			} else {
				fmt.Fprintf(a.stdout, "Next: fill in %s, or run datacopilot init --from FILES in an empty folder.\n", filepath.Join(dir, "knowledge.hcl"))
			}
			return nil
		},
	}
	cmd.Flags().StringArrayVar(&from, "from", nil, "a data file (CSV, TSV, Parquet, JSON, JSON lines) or a folder of them; repeat for several")
	cmd.Flags().StringVar(&source, "source", "main", "name of the source block")
	return cmd
}

// shellQuote quotes a path for a command line shown to the user.
func shellQuote(s string) string {
	for _, r := range s {
		if !(r == '/' || r == '.' || r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return "'" + s + "'"
		}
	}
	return s
}
