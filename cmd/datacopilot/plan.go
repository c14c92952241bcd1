package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime/plan"
)

func (a *app) planCmd() *cobra.Command {
	var explain bool
	cmd := &cobra.Command{
		Use:   "plan QUESTION",
		Short: "Print the plan for a question without running it; plan run executes a plan file",
		Long: `plan QUESTION reads and plans a question and prints the instruction plan
(JSON) without running any query; plan run FILE executes a plan.

The reading is printed first (on stderr): how the question was understood,
and the words nothing in the workspace explains. --explain prints how it was
read: every token with the readings the workspace and the function words give
it, then the top interpretations with their score (coverage, reading quality,
priors), best first.

An instruction plan lists steps (a pipe with inputs, a metric with dimensions
and filters, or guarded SQL) and the output columns to compute from them:
direct columns copied from a step, and formula columns computed with expr,
e.g. "cat.revenue / tot.revenue * 100". See DESIGN §5 for the JSON format.`,
		Example: `  datacopilot plan "revenue by category in Q3 1997"
  datacopilot plan --explain "top 3 categories by units sold in 1997"
  datacopilot plan "revenue by category in Q3 1997" > p.json && datacopilot plan run p.json`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			q := strings.TrimSpace(strings.Join(args, " "))
			if q == "" {
				return cmd.Help()
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			d, err := rt.PlanQuestion(q)
			if err != nil {
				return questionErr(err)
			}
			if explain {
				fmt.Fprintln(a.stdout, d.Explain(5))
			}
			if r := d.Restatement(); r != "" {
				fmt.Fprintf(a.stderr, "read as: %s\n", r)
			}
			if len(d.Evidence.Unexplained) > 0 {
				fmt.Fprintf(a.stderr, "not understood: %s\n", strings.Join(d.Evidence.Unexplained, ", "))
			}
			if d.Plan == nil {
				fmt.Fprintf(a.stderr, "route %s: no query to run. %s\n", d.Route, d.Message)
				return &exitError{code: exitFailed}
			}
			fmt.Fprintf(a.stderr, "route: %s\n", d.Route)
			enc := json.NewEncoder(a.stdout)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			return enc.Encode(d.Plan)
		},
	}
	cmd.Flags().BoolVar(&explain, "explain", false, "print the lattice of readings and the top interpretations with their scores")
	cmd.AddCommand(a.planRunCmd())
	return cmd
}

func (a *app) planRunCmd() *cobra.Command {
	var format string
	var showSteps bool
	cmd := &cobra.Command{
		Use:   "run FILE|-",
		Short: "Validate and execute a plan from a JSON file (or - for stdin)",
		Example: `  datacopilot plan run plan.json
  echo '{"steps":[{"id":"r","metric":"revenue","dimensions":["category"],"filters":{"period":["1997-01-01","1997-12-31"]}}]}' | datacopilot plan run -`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			var r io.Reader = cmd.InOrStdin()
			if args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return usageErr("%v", err)
				}
				defer f.Close()
				r = f
			}
			p, err := plan.Parse(r)
			if err != nil {
				return usageErr("%v", err)
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			res, err := rt.Execute(cmd.Context(), p)
			var perrs plan.Errors
			if errors.As(err, &perrs) {
				fmt.Fprintln(a.stderr, "The plan is not valid:")
				for _, e := range perrs {
					fmt.Fprintf(a.stderr, "  %s: %s\n", e.Path, e.Msg)
				}
				return &exitError{code: exitUsage}
			}
			if err != nil {
				return &exitError{code: exitFailed, err: err}
			}
			if format == "json" {
				out := struct {
					Data  any `json:"data"`
					Steps any `json:"steps"`
				}{res.Table, res.Steps}
				enc := json.NewEncoder(a.stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			if err := writeResult(a.stdout, res.Table, format, res.Units); err != nil {
				return err
			}
			if showSteps {
				for _, st := range res.Steps {
					fmt.Fprintf(a.stderr, "-- step %s (%s %s): %d rows in %.1f ms\n%s\n", st.ID, st.Kind, st.Name, st.Rows, st.Millis, st.SQL)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&format, "format", "f", "table", "output format: table, json or csv")
	cmd.Flags().BoolVar(&showSteps, "show-steps", false, "print each step's SQL and timing to stderr")
	return cmd
}
