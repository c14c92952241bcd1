package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
)

func (a *app) learningsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "learnings",
		Short: "Review what the agent learned: list, show, promote, reject, activate",
		Long: `Review the learnings in learnings.hcl: what the agent saved from repairs that
worked and from feedback with a correction.

A learning is pending (in the review queue) until a reviewer activates it
(keeps it as a learning), rejects it (it is no longer used) or promotes it
into knowledge.hcl as a rule, a verified query, a synonym or a filter. Pending
and active learnings are used: a naming learning matches its term to the
dimension value, a filter or join learning acts as a filter or a
relationship, and all of them are given to the model. Each records how many
answers it shaped (times_applied) and a confidence that moves with the
feedback on those answers and with the goldens that pass or fail with it
applied (datacopilot eval).

A learning is flagged "contradicted" when a newer learning says something
else for the same term, tables or question (both are flagged), or when
knowledge.hcl does (a synonym, filter, join or verified query); "redundant"
when knowledge.hcl already says it. A flag lowers its confidence once, and
the knowledge wins: a learning it flags is no longer applied. 'list
--review' is the review queue: pending learnings and flagged ones.`,
		Example: `  datacopilot learnings list --review
  datacopilot learnings list --status pending
  datacopilot learnings show naming_1a2b3c4d
  datacopilot learnings promote naming_1a2b3c4d --to synonym
  datacopilot learnings reject other_5e6f7a8b --reason "the user asked about net, not gross"`,
	}
	cmd.AddCommand(a.learningsListCmd(), a.learningsShowCmd(), a.learningsPromoteCmd(), a.learningsRejectCmd(), a.learningsActivateCmd())
	return cmd
}

func (a *app) learningsListCmd() *cobra.Command {
	var status string
	var asJSON, review bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List learnings by confidence, then times applied",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if status != "" && !oneOf(status, config.LearningStatuses) {
				return usageErr("--status must be one of %s; got %q%s", strings.Join(config.LearningStatuses, ", "), status, didYouMean(status, config.LearningStatuses))
			}
			if review && status != "" {
				return usageErr("--review lists the review queue whatever the status; leave out --status")
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			ls, err := rt.Learnings(status)
			if review {
				ls, err = rt.ReviewQueue()
			}
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSONOut(a.stdout, map[string]any{"learnings": ls})
			}
			if len(ls) == 0 {
				switch {
				case review:
					fmt.Fprintln(a.stdout, "Nothing to review.")
				case status != "":
					fmt.Fprintf(a.stdout, "No learnings with status %s.\n", status)
				default:
					fmt.Fprintln(a.stdout, "No learnings.")
				}
				return nil
			}
			fmt.Fprintf(a.stdout, "%-28s %-9s %5s %7s %-12s  %s\n", "ID", "STATUS", "CONF", "APPLIED", "FLAG", "DESCRIPTION")
			for _, l := range ls {
				fl := l.Flag
				if fl == "" {
					fl = "-"
				}
				fmt.Fprintf(a.stdout, "%-28s %-9s %5.2f %7d %-12s  %s\n", l.ID, l.Status, l.Confidence, l.TimesApplied, fl, clip(l.Description, 80))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&status, "status", "", "only learnings with this status: "+strings.Join(config.LearningStatuses, ", "))
	cmd.Flags().BoolVar(&review, "review", false, "only the review queue: pending learnings, and flagged (contradicted or redundant) ones still used")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.RegisterFlagCompletionFunc("status", fixedCompletion(config.LearningStatuses...))
	return cmd
}

func (a *app) learningsShowCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show one learning with its evidence",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			l, err := rt.Learning(args[0])
			if err != nil {
				return reviewErr(err)
			}
			if asJSON {
				return writeJSONOut(a.stdout, l)
			}
			writeLearning(a.stdout, l)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func (a *app) learningsPromoteCmd() *cobra.Command {
	var o runtime.PromoteOptions
	cmd := &cobra.Command{
		Use:   "promote ID --to rule|verified_query|synonym|filter",
		Short: "Write a learning into knowledge.hcl and mark it promoted",
		Long: `Write a learning into knowledge.hcl and mark it promoted in learnings.hcl.

  rule            a rule block with the learning's description and tables
  verified_query  a verified_query block with its question and corrected SQL
                  (--sql when it has none)
  synonym         the learning's term added to its dimension: to the value's
                  value_synonyms, or to the dimension's synonyms
  filter          a filter block on its table, named by its term: its
                  condition (--expr when it has none), or "dimension = value"
                  for a naming learning

The new text is added after the last block of its kind (a synonym, to the
dimension's own list); the rest of knowledge.hcl is kept byte for byte, so
'git diff' shows only the promotion. The workspace is validated with the new
text, against the data, before anything is written: a promotion that would
not validate writes nothing and prints the problems.`,
		Example: `  datacopilot learnings promote naming_1a2b3c4d --to synonym
  datacopilot learnings promote other_5e6f7a8b --to rule --name refunds_are_negative
  datacopilot learnings promote sql_9c8d7e6f --to verified_query`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !oneOf(o.To, config.PromoteTargets) {
				return usageErr("--to must be one of %s; got %q%s", strings.Join(config.PromoteTargets, ", "), o.To, didYouMean(o.To, config.PromoteTargets))
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			p, err := rt.PromoteLearning(cmd.Context(), args[0], o)
			if err != nil {
				return reviewErr(err)
			}
			fmt.Fprintf(a.stdout, "Promoted %s to %s (%s:%d). Review it with 'git diff %s'.\n", p.Learning.ID, p.Learning.PromotedTo, p.File, p.Line, p.File)
			return nil
		},
	}
	cmd.Flags().StringVar(&o.To, "to", "", "what it becomes: "+strings.Join(config.PromoteTargets, ", "))
	cmd.Flags().StringVar(&o.Name, "name", "", "name of the new block (default: from the learning)")
	cmd.Flags().StringVar(&o.SQL, "sql", "", "the verified query's SQL, when the learning has no corrected SQL")
	cmd.Flags().StringVar(&o.Expr, "expr", "", "the filter's condition, when the learning has none")
	cmd.RegisterFlagCompletionFunc("to", fixedCompletion(config.PromoteTargets...))
	return cmd
}

func (a *app) learningsRejectCmd() *cobra.Command {
	var reason string
	cmd := &cobra.Command{
		Use:   "reject ID [--reason TEXT]",
		Short: "Mark a learning rejected: it is no longer used",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			l, err := rt.RejectLearning(cmd.Context(), args[0], reason)
			if err != nil {
				return reviewErr(err)
			}
			fmt.Fprintf(a.stdout, "Rejected %s.\n", l.ID)
			return nil
		},
	}
	cmd.Flags().StringVar(&reason, "reason", "", "why, for the record in learnings.hcl")
	return cmd
}

func (a *app) learningsActivateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "activate ID",
		Short: "Mark a learning reviewed and kept: it leaves the review queue",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			l, err := rt.ActivateLearning(cmd.Context(), args[0])
			if err != nil {
				return reviewErr(err)
			}
			fmt.Fprintf(a.stdout, "Activated %s.\n", l.ID)
			return nil
		},
	}
}

// reviewErr: an unknown ID or a refused review is a usage error (exit 2),
// with the validation's problems when there are some.
func reviewErr(err error) error {
	var re *runtime.ReviewError
	if errors.Is(err, runtime.ErrUnknownLearning) || errors.As(err, &re) {
		return &exitError{code: exitUsage, err: err}
	}
	return err
}

func writeLearning(w io.Writer, l *config.Learning) {
	fmt.Fprintf(w, "%s  (%s, confidence %.2f, applied %d times)\n  %s\n", l.ID, l.Status, l.Confidence, l.TimesApplied, l.Description)
	if l.Flag != "" {
		fmt.Fprintf(w, "  %s: %s (%s)\n", strings.ToUpper(l.Flag), l.FlagReason, l.FlaggedAt)
	}
	field := func(name, v string) {
		if v != "" {
			fmt.Fprintf(w, "  %-15s %s\n", name+":", strings.ReplaceAll(strings.TrimSpace(v), "\n", "\n"+strings.Repeat(" ", 18)))
		}
	}
	field("category", l.Category)
	field("question", l.Question)
	field("answer", l.AnswerID)
	field("created", l.CreatedAt)
	field("tables", strings.Join(l.Tables, ", "))
	if l.Term != "" {
		field("term", fmt.Sprintf("%q means %s %q", l.Term, l.Dimension, l.Value))
	}
	field("condition", l.Expr)
	if l.JoinColumn != "" && len(l.Tables) == 2 {
		ref := l.References
		if ref == "" {
			ref = l.JoinColumn
		}
		field("join", fmt.Sprintf("%s.%s = %s.%s", l.Tables[0], l.JoinColumn, l.Tables[1], ref))
	}
	if l.GoldensPassed+l.GoldensFailed > 0 {
		field("goldens", fmt.Sprintf("%d passed, %d failed with it applied", l.GoldensPassed, l.GoldensFailed))
	}
	field("error", l.OriginalError)
	field("original SQL", l.OriginalSQL)
	field("corrected SQL", l.CorrectedSQL)
	field("correction", l.Correction)
	field("promoted to", l.PromotedTo)
	field("reviewed", l.ReviewedAt)
	field("reason", l.Reason)
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func writeJSONOut(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
