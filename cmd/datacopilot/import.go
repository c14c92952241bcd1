package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime/semimport"
)

func (a *app) importCmd() *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "import dbt PATH | cortex FILE",
		Short: "Convert dbt MetricFlow or Snowflake Cortex Analyst semantic models to HCL",
		Long: `Convert a semantic model written for another tool into workspace HCL:

  dbt PATH      dbt MetricFlow semantic_models (entities, dimensions,
                measures) and metrics (simple, ratio, derived) from a YAML
                file, or every .yml/.yaml file under a folder (a dbt project)
  cortex FILE   a Snowflake Cortex Analyst semantic model (tables,
                dimensions, time_dimensions, measures/facts, metrics, filters,
                relationships, verified_queries, custom_instructions)

The HCL goes to stdout, or to --out FILE (never overwritten). A report of
every item that could not be mapped, and why, goes to stderr: cumulative and
conversion metrics, offset windows, metrics whose inputs span tables,
multi-column or many-to-many relationships, facts without an aggregation.

The result has no source block: semantic models name tables, not where
their data is. Add one whose tables have the names used (a duckdb source's
file blocks, or a plugin), paste the blocks into knowledge.hcl, and run
'datacopilot validate': every expression is then checked against the data.`,
		Example: `  datacopilot import dbt models/ --out imported.hcl
  datacopilot import cortex semantic_model.yaml >> knowledge.hcl`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 2 || (args[0] != "dbt" && args[0] != "cortex") {
				return usageErr("import takes a format and a path: import dbt PATH, or import cortex FILE")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var res *semimport.Result
			var err error
			switch args[0] {
			case "dbt":
				res, err = semimport.DBT(args[1])
			case "cortex":
				res, err = semimport.Cortex(args[1])
			}
			if err != nil {
				return &exitError{code: exitUsage, err: fmt.Errorf("import %s: %w", args[0], err)}
			}
			if out == "" {
				a.stdout.Write(res.HCL)
			} else {
				f, err := os.OpenFile(out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
				if errors.Is(err, fs.ErrExist) {
					return usageErr("%s exists; import never overwrites a file: choose another --out, or leave it out to print the HCL", out)
				}
				if err != nil {
					return &exitError{code: exitUsage, err: err}
				}
				_, err = f.Write(res.HCL)
				if cerr := f.Close(); err == nil {
					err = cerr
				}
				if err != nil {
					return &exitError{code: exitFailed, err: err}
				}
			}
			fmt.Fprintf(a.stderr, "Imported %s from %s.\n", res.Summary(), args[1])
			if len(res.Unmapped) > 0 {
				fmt.Fprintf(a.stderr, "Not mapped (%d):\n", len(res.Unmapped))
				for _, u := range res.Unmapped {
					fmt.Fprintf(a.stderr, "  - %s\n", u)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the HCL to this file (must not exist) instead of stdout")
	return cmd
}
