package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

func (a *app) diffCmd() *cobra.Command {
	var base, head, format, out string
	cmd := &cobra.Command{
		Use:   "diff --base REV [--head REV]",
		Short: "Show what a change does to metric definitions, their numbers and the golden questions",
		Long: `Compare the workspace at git revision --base with --head (the working tree
when not given). Revisions are read with git archive into a temporary folder:
your working tree, index and branches are not touched.

Reports added, removed and changed metrics, dimensions, pipes and rules with
the attributes that changed; for each changed metric, its value overall and for
the top values of a dimension at base and head; for each changed pipe, its
result with default params; and the golden questions whose status flips.
Markdown (ready for a pull-request comment) or --format json. Exits 1 when a
golden question that passed at base fails at head.`,
		Example: `  datacopilot diff --base main
  datacopilot diff --base HEAD~1 --format json
  datacopilot diff --base origin/main --out diff.md`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if base == "" {
				return usageErr("diff needs --base REV (a commit, branch or tag)")
			}
			if format != "markdown" && format != "json" {
				return usageErr("--format must be markdown or json; got %q", format)
			}
			ctx := cmd.Context()
			load := func(rev string) (*runtime.Runtime, func(), error) {
				dir, cleanup := a.dir, func() {}
				if rev != "" {
					var err error
					dir, cleanup, err = evals.Materialize(a.dir, rev)
					if err != nil {
						var re *evals.RevisionError
						if errors.As(err, &re) {
							return nil, nil, usageErr("%v", err)
						}
						return nil, nil, &exitError{code: exitUsage, err: err}
					}
				}
				rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
				if err != nil {
					cleanup()
					var le *runtime.LoadError
					if errors.As(err, &le) {
						le.Write(a.stderr, false)
					}
					name := rev
					if name == "" {
						name = "the working tree"
					}
					return nil, nil, &exitError{code: exitUsage, err: fmt.Errorf("the workspace at %s does not load", name)}
				}
				return rt, func() { rt.Close(); cleanup() }, nil
			}
			brt, bclose, err := load(base)
			if err != nil {
				return err
			}
			defer bclose()
			hrt, hclose, err := load(head)
			if err != nil {
				return err
			}
			defer hclose()
			headLabel := head
			if headLabel == "" {
				headLabel = "working tree"
			}
			d := evals.CompareWorkspaces(ctx, brt, hrt, base, headLabel)
			var w io.Writer = a.stdout
			if out != "" {
				f, err := os.Create(out)
				if err != nil {
					return &exitError{code: exitFailed, err: err}
				}
				defer f.Close()
				w = f
			}
			if format == "json" {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				enc.SetEscapeHTML(false)
				if err := enc.Encode(d); err != nil {
					return err
				}
			} else {
				evals.WriteDiffMarkdown(w, d)
			}
			if d.Regressions > 0 {
				return &exitError{code: exitFailed, err: fmt.Errorf("%d golden question(s) regressed", d.Regressions)}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&base, "base", "", "git revision to compare against (required)")
	cmd.Flags().StringVar(&head, "head", "", "git revision to compare (default: the working tree)")
	cmd.Flags().StringVar(&format, "format", "markdown", "markdown or json")
	cmd.Flags().StringVar(&out, "out", "", "write to this file instead of stdout")
	return cmd
}
