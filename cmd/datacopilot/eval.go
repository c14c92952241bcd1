package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

func (a *app) evalCmd() *cobra.Command {
	var o evals.Options
	var report, out, compare string
	var minAccuracy float64
	var maxWrong int
	var maxReview float64
	var history bool
	cmd := &cobra.Command{
		Use:   "eval",
		Short: "Ask the golden questions (evals/*.hcl) and compare the answers: the CI gate",
		Long: `Ask every golden question of the workspace, concurrently, and compare each
answer with its expectation. Comparison modes: exact, approximate (relative
tolerance, 0.1% by default), row_count, contains, structure (columns and
types); expect_route, expect_pipe, expect_metric and expect_sql_contains are
checked too.

A golden may be a conversation: turns = [{ question, expect, mode, ... }, ...].
Each turn is asked with the context of the answer before it (as a follow-up)
and checked on its own; the golden passes when every turn does. The table
shows a line per turn, and the run the turns right over all turns.

Prints a table with a line per failure, then per suite (evals file): accuracy,
the answers that were wrong and not flagged for review ("confidently wrong"),
the precision of the unflagged answers, and how many right answers were
flagged anyway. A golden with expect_review = true passes only when flagged.
--report writes json, junit or markdown (to --out, else to stdout). Exits 1
when accuracy is below --min-accuracy (1.0: every golden must pass), when a
suite has more confidently wrong answers than --max-confidently-wrong (0), or
when a suite flags more of its right answers than --max-review-rate (1: no
limit; a flag on everything is not calibration). Each run is appended to
.datacopilot/evals.jsonl with a fingerprint of the knowledge it ran against;
--compare last lists the goldens whose status flipped since the previous run.

A run that keeps its history also scores the learnings its answers applied:
each learning's goldens_passed and goldens_failed grow by the goldens that
passed and failed with it, and its confidence moves one step (up when all of
them passed, down when one failed), in one locked write of learnings.hcl.
--history=false leaves learnings.hcl untouched. Eval runs write no audit log,
save no new learnings and do not count times_applied.`,
		Example: `  datacopilot eval
  datacopilot eval --tag ranking --difficulty hard
  datacopilot eval --suite phrasings --min-accuracy 0.95 --max-review-rate 0.1
  datacopilot eval --report junit --out eval.xml --min-accuracy 0.95
  datacopilot eval --compare last
  datacopilot eval --suite conversations --tag conversation`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if report != "" && !slices.Contains(evals.Reports, report) {
				return usageErr("--report must be one of %s; got %q", strings.Join(evals.Reports, ", "), report)
			}
			if out != "" && report == "" {
				return usageErr("--out needs --report json|junit|markdown")
			}
			if minAccuracy < 0 || minAccuracy > 1 {
				return usageErr("--min-accuracy is a fraction between 0 and 1; got %v", minAccuracy)
			}
			if maxReview < 0 || maxReview > 1 {
				return usageErr("--max-review-rate is a fraction between 0 and 1; got %v", maxReview)
			}
			if compare != "" && compare != "last" {
				return usageErr("--compare takes \"last\" (the previous run in %s)", evals.HistoryFile)
			}
			if o.Difficulty != "" && !slices.Contains([]string{"easy", "medium", "hard"}, o.Difficulty) {
				return usageErr("--difficulty must be easy, medium or hard; got %q", o.Difficulty)
			}
			rt, err := a.loadWith(cmd.Context(), runtime.Options{NoWrite: true})
			if err != nil {
				return err
			}
			defer rt.Close()
			goldens := rt.Snapshot().Goldens
			for _, n := range o.Names {
				if !hasGolden(goldens, n) {
					return usageErr("unknown golden %q%s", n, didYouMeanGolden(n, goldens))
				}
			}
			if len(evals.Select(goldens, o)) == 0 {
				if len(goldens) == 0 {
					return usageErr("the workspace has no golden questions (golden blocks in evals/*.hcl)")
				}
				return usageErr("no golden matches the filters (%d goldens in the workspace)", len(goldens))
			}
			o.Progress = progress(a.stderr)
			run := evals.Execute(cmd.Context(), rt, o)
			if isTerminal(a.stderr) {
				fmt.Fprint(a.stderr, "\r\033[K")
			}
			if history {
				if err := evals.ScoreLearnings(rt, run); err != nil {
					fmt.Fprintf(a.stderr, "warning: the learnings' confidence was not updated: %v\n", err)
				}
			}
			histPath := filepath.Join(a.dir, evals.HistoryFile)
			var prev *evals.Run
			if compare == "last" {
				if prev, err = evals.LastRun(histPath); err != nil {
					return &exitError{code: exitFailed, err: err}
				}
			}
			switch {
			case report != "" && out != "":
				f, err := os.Create(out)
				if err != nil {
					return &exitError{code: exitFailed, err: err}
				}
				if err := evals.WriteReport(f, run, report); err != nil {
					f.Close()
					return &exitError{code: exitFailed, err: err}
				}
				if err := f.Close(); err != nil {
					return &exitError{code: exitFailed, err: err}
				}
				evals.WriteConsole(a.stdout, run)
				fmt.Fprintf(a.stdout, "%s report written to %s\n", report, out)
			case report != "":
				if err := evals.WriteReport(a.stdout, run, report); err != nil {
					return &exitError{code: exitFailed, err: err}
				}
			default:
				evals.WriteConsole(a.stdout, run)
			}
			if compare == "last" {
				writeFlips(a.stdout, prev, run)
			}
			if history {
				if err := evals.AppendHistory(histPath, run); err != nil {
					fmt.Fprintf(a.stderr, "warning: the run was not saved to %s: %v\n", histPath, err)
				}
			}
			if run.Accuracy < minAccuracy {
				return &exitError{code: exitFailed, err: fmt.Errorf("accuracy %.1f%% is below --min-accuracy %.1f%%", 100*run.Accuracy, 100*minAccuracy)}
			}
			for _, c := range run.Suites {
				if maxWrong >= 0 && c.ConfidentlyWrong > maxWrong {
					return &exitError{code: exitFailed, err: fmt.Errorf("suite %s has %d confidently wrong answers (wrong and not flagged for review); --max-confidently-wrong is %d", c.Suite, c.ConfidentlyWrong, maxWrong)}
				}
				if c.ReviewRate > maxReview+1e-9 {
					return &exitError{code: exitFailed, err: fmt.Errorf("suite %s flags %d of its right answers for review (%.1f%%); --max-review-rate is %.1f%%", c.Suite, c.RightFlagged, 100*c.ReviewRate, 100*maxReview)}
				}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&o.Tags, "tag", nil, "only goldens with this tag (repeat or comma-separate for any of several)")
	f.StringVar(&o.Difficulty, "difficulty", "", "only goldens of this difficulty: easy, medium or hard")
	f.StringSliceVar(&o.Names, "name", nil, "only the goldens with these names")
	f.StringSliceVar(&o.Suites, "suite", nil, "only the goldens of these suites (evals/SUITE.hcl)")
	f.StringVar(&report, "report", "", "also write a report: json, junit or markdown")
	f.StringVar(&out, "out", "", "file for the report (stdout when not set)")
	f.Float64Var(&minAccuracy, "min-accuracy", 1.0, "exit 1 when the share of goldens passing is below this (0..1)")
	f.IntVar(&maxWrong, "max-confidently-wrong", 0, "exit 1 when a suite has more wrong answers without a review flag than this (-1: no limit)")
	f.Float64Var(&maxReview, "max-review-rate", 1, "exit 1 when a suite flags more than this share of its right answers for review (0..1)")
	f.StringVar(&compare, "compare", "", `"last": list the goldens that flipped since the previous run`)
	f.IntVar(&o.Concurrency, "concurrency", 4, "questions asked at once")
	f.BoolVar(&history, "history", true, "append the run to "+evals.HistoryFile+" and score the learnings it applied in learnings.hcl")
	cmd.RegisterFlagCompletionFunc("tag", a.completeGoldens("tag"))
	cmd.RegisterFlagCompletionFunc("name", a.completeGoldens("name"))
	cmd.RegisterFlagCompletionFunc("suite", a.completeGoldens("suite"))
	cmd.RegisterFlagCompletionFunc("difficulty", fixedCompletion(config.Difficulties...))
	cmd.RegisterFlagCompletionFunc("report", fixedCompletion("json", "junit", "markdown"))
	return cmd
}

// progress draws a bar on a terminal and prints a line per question
// otherwise (CI logs).
func progress(w io.Writer) func(done, total int, r *evals.Result) {
	tty := isTerminal(w)
	return func(done, total int, r *evals.Result) {
		if tty {
			const width = 30
			filled := width * done / total
			fmt.Fprintf(w, "\r[%s%s] %d/%d %s", strings.Repeat("#", filled), strings.Repeat(" ", width-filled), done, total, r.Name)
			fmt.Fprint(w, "\033[K")
			return
		}
		fmt.Fprintf(w, "[%d/%d] %s %s (%.1f ms)\n", done, total, strings.ToUpper(r.Status), r.Name, r.Millis)
	}
}

func writeFlips(w io.Writer, prev, run *evals.Run) {
	if prev == nil {
		fmt.Fprintf(w, "\nNo previous run to compare with (%s is empty).\n", evals.HistoryFile)
		return
	}
	flips := evals.Compare(prev, run)
	if prev.Fingerprint.Hash != run.Fingerprint.Hash {
		fmt.Fprintf(w, "\nKnowledge changed since the previous run (%s → %s).\n", prev.Fingerprint.Hash, run.Fingerprint.Hash)
	}
	if len(flips) == 0 {
		fmt.Fprintf(w, "\nNothing flipped since the previous run (%s).\n", prev.Time)
		return
	}
	fmt.Fprintf(w, "\nFlipped since the previous run (%s):\n", prev.Time)
	for _, f := range flips {
		fmt.Fprintf(w, "  %s: %s → %s  (%s)\n", f.Name, f.Before, f.After, f.Question)
	}
}

func hasGolden(gs []*config.Golden, name string) bool {
	for _, g := range gs {
		if g.Name == name {
			return true
		}
	}
	return false
}

func didYouMeanGolden(name string, gs []*config.Golden) string {
	names := make([]string, len(gs))
	for i, g := range gs {
		names[i] = g.Name
	}
	if s := config.Suggest(name, names); s != "" {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return ""
}
