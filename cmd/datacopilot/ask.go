package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
)

// questionErr is the exit for an error of Ask or PlanQuestion: a question
// over the length limit is bad usage (2), anything else a failure (1).
func questionErr(err error) error {
	var tl *runtime.QuestionTooLongError
	var bc *runtime.ContextError
	if errors.As(err, &tl) || errors.As(err, &bc) {
		return &exitError{code: exitUsage, err: err}
	}
	return &exitError{code: exitFailed, err: err}
}

func (a *app) askCmd() *cobra.Command {
	var asJSON, failOnReview bool
	var hint, chart, context string
	cmd := &cobra.Command{
		Use:   "ask QUESTION",
		Short: "Answer a business question from the workspace's data, with sources and confidence",
		Long: `Answer a question in your own words. The question is routed to a pipe, a
metric (broken down, filtered and limited as asked), or refused with a list of
what the workspace can answer; the plan is checked, run and repaired if it
finds nothing, and the answer shows its sources, assumptions and a confidence
computed from the evidence. Every answer is appended to the audit log
(.datacopilot/audit.jsonl).

Periods: years (1997), quarters (Q3 1997, "second quarter of 1997"), halves
(H1 1997), months (December 1997), dates (1997-06-01), ranges ("between March
and June 1997", "since Q2 1997"), "all time", and relative periods ("last
month", "last 3 months", "year to date"), which count back from the latest
date in the data, not from today.

With --fail-on-review the exit status is 1 when the answer is a refusal, has
no rows, or is flagged for human review (its confidence is below the
review threshold), after the answer is printed: a script can tell an answer
it may use from one a person should look at.

A follow-up question ("and last year?", "only Europe", "break that down by
month") continues an earlier answer when given that answer's context (the
"context" field of --json): --context TOKEN. For a whole conversation, use
datacopilot chat.`,
		Example: `  datacopilot ask "revenue by category in Q3 1997"
  datacopilot ask "top 5 products by revenue in 1997" --json
  datacopilot ask "how many orders in December 1997?" --format-hint int
  datacopilot ask "top 3 customers by revenue" --format-hint 'list[{customer:str, revenue:float}]'
  datacopilot ask "revenue in 1997" --json --fail-on-review || echo "check it"`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 || strings.TrimSpace(strings.Join(args, " ")) == "" {
				return usageErr("ask needs a question, e.g. datacopilot ask \"revenue by category in 1997\"")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := agents.ParseFormatHint(hint); err != nil {
				return usageErr("%v", err)
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			ans, err := rt.Ask(cmd.Context(), strings.Join(args, " "), runtime.AskOptions{FormatHint: hint, Caller: cliCaller(), Context: context})
			if err != nil {
				return questionErr(err)
			}
			if chart != "" {
				svg, err := agents.RenderSVG(ans.Chart)
				if err != nil {
					fmt.Fprintf(a.stderr, "no chart written: %v\n", err)
				} else if err := os.WriteFile(chart, svg, 0o644); err != nil {
					return &exitError{code: exitFailed, err: err}
				} else if !asJSON {
					defer fmt.Fprintf(a.stdout, "Chart: %s\n", chart)
				}
			}
			if asJSON {
				enc := json.NewEncoder(a.stdout)
				enc.SetIndent("", "  ")
				enc.SetEscapeHTML(false)
				if err := enc.Encode(ans); err != nil {
					return err
				}
			} else {
				writeAnswer(a.stdout, ans)
			}
			if why := reviewReason(ans); failOnReview && why != "" {
				if asJSON {
					return &exitError{code: exitFailed} // the Answer on stdout says why
				}
				return &exitError{code: exitFailed, err: fmt.Errorf("--fail-on-review: %s", why)}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the whole Answer as JSON")
	cmd.Flags().BoolVar(&failOnReview, "fail-on-review", false, "exit 1 when the answer is a refusal, empty, or needs review")
	cmd.Flags().StringVar(&context, "context", "", "the context of the answer this question follows up (from --json)")
	cmd.Flags().StringVar(&chart, "chart", "", "also draw the answer's chart to this SVG file")
	cmd.Flags().StringVar(&hint, "format-hint", "", "shape of the typed answer: int, float, str, bool, {name:type, ...} or list[{name:type, ...}]")
	return cmd
}

// cliCaller names who asked from the command line, for the audit log.
func cliCaller() string {
	if u := os.Getenv("USER"); u != "" {
		return "cli (" + u + ")"
	}
	return "cli"
}

// reviewReason says why an answer should not be used without a person
// looking at it ("" when it can be).
func reviewReason(a *agents.Answer) string {
	switch {
	case a.Route == "stop":
		return "the question was refused"
	case a.Route != "documents" && a.Answer == nil && (a.Data == nil || a.Data.Rows() == 0):
		return "the answer has no rows"
	case a.NeedsReview:
		return fmt.Sprintf("the answer needs review (confidence %.2f)", a.Confidence)
	}
	return ""
}

// writeAnswer prints the human form: summary, a compact table, sources and
// confidence.
func writeAnswer(w io.Writer, a *agents.Answer) {
	if a.Interpretation != "" && a.Route != "stop" {
		fmt.Fprintf(w, "Read as: %s\n\n", a.Interpretation)
	}
	fmt.Fprintln(w, a.Summary)
	if a.Answer != nil {
		v := a.Answer
		if f, ok := v.(float64); ok {
			v = math.Round(f*100) / 100
		}
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "\nAnswer: %s\n", b)
	}
	if a.Data != nil && a.Data.Rows() > 0 && !(a.Data.Rows() == 1 && len(a.Data.Columns) == 1) {
		fmt.Fprintln(w)
		units := map[string]string{}
		if a.Result != nil {
			units = a.Result.Units
		}
		writeTable(w, a.Data, units, 15)
	}
	section := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s:\n", title)
		for _, l := range lines {
			fmt.Fprintf(w, "  - %s\n", l)
		}
	}
	var srcs []string
	for _, s := range a.Sources {
		srcs = append(srcs, fmt.Sprintf("%s %s", s.Type, s.ID))
	}
	var alts []string
	for _, x := range a.Alternatives {
		alts = append(alts, fmt.Sprintf("%s — ask: %q", x.Interpretation, x.Question))
	}
	section("It could also mean", alts)
	if len(a.Unexplained) > 0 {
		section("Not understood", []string{strings.Join(a.Unexplained, ", ")})
	}
	section("Assumptions", a.Assumptions)
	section("Warnings", a.Warnings)
	section("Recommended", a.Actions)
	if len(srcs) > 0 {
		fmt.Fprintf(w, "\nSources: %s\n", strings.Join(srcs, ", "))
	}
	review := ""
	if a.NeedsReview {
		review = " (needs human review)"
	}
	fmt.Fprintf(w, "Route: %s · Confidence: %.2f%s\n", a.Route, a.Confidence, review)
}
