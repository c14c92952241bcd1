package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
)

func (a *app) chatCmd() *cobra.Command {
	var asJSON bool
	var hint string
	cmd := &cobra.Command{
		Use:   "chat",
		Short: "Ask questions in a conversation: each follows up the answer before it",
		Long: `Read questions from stdin, one a line, and answer each as a follow-up to the
answer before it: "and last year?", "only Europe", "break that down by
month", "what about the bottom five?", "same for units". A question that does
not continue the previous answer is read on its own (the answer says so).

Lines starting with / are commands:
  /sql      the SQL the previous answer ran
  /plan     its instruction plan (JSON)
  /why      how it was read: the interpretation, the other readings, the
            words it could not use and its assumptions
  /history  the questions of this conversation and how each was read
  /reset    start a new conversation (the next question stands alone)
  /help     this list
  /quit     leave (so does the end of input, Ctrl-D)

With --json every answer is printed as one line of JSON (the Answer of
ask --json, with its context), and /sql, /plan and /why print JSON lines too.
It works the same when stdin is a file or a pipe, so a conversation can be
scripted. Every answer goes to the audit log, linked to its conversation
(thread) and to the answer it follows.`,
		Example: `  datacopilot chat
  > sales by region in 2024
  Read as: Sales · by region · 2024
  > and in 2025?
  Read as: Sales · by region · 2025
  > only Europe
  Read as: Sales · Region Europe · 2025
  > /sql
  > /reset

  printf 'top 5 products by sales in 2024\nwhat about the bottom five?\n' | datacopilot chat --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := agents.ParseFormatHint(hint); err != nil {
				return usageErr("%v", err)
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			c := &chat{app: a, rt: rt, json: asJSON, hint: hint, interactive: terminal(a.stdin)}
			return c.run(cmd)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print each answer as one line of JSON")
	cmd.Flags().StringVar(&hint, "format-hint", "", "shape of every typed answer: int, float, str, bool, {name:type, ...} or list[{name:type, ...}]")
	return cmd
}

// terminal: r is a terminal, so the chat prompts.
func terminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// chat is one session: the conversation so far.
type chat struct {
	*app
	rt          *runtime.Runtime
	json        bool
	hint        string
	interactive bool
	// turns are the answers of the current conversation, oldest first.
	turns []*agents.Answer
}

const chatHelp = `Ask a question, then follow it up ("and last year?", "only Europe", "by month").
Commands: /sql, /plan, /why, /history, /reset (new conversation), /help, /quit.`

func (c *chat) run(cmd *cobra.Command) error {
	if c.interactive {
		fmt.Fprintln(c.stdout, chatHelp)
	}
	sc := bufio.NewScanner(c.stdin)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for {
		if c.interactive {
			fmt.Fprint(c.stdout, "> ")
		}
		if !sc.Scan() {
			break
		}
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "/"):
			if quit := c.command(line); quit {
				return nil
			}
		default:
			if err := c.ask(cmd, line); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		return &exitError{code: exitFailed, err: fmt.Errorf("reading stdin: %w", err)}
	}
	return nil
}

// ask answers a question as a follow-up to the last answer. A question
// the runtime refuses (too long, a context it cannot use) is said on
// stderr and the chat goes on; a cancelled one ends it.
func (c *chat) ask(cmd *cobra.Command, q string) error {
	ctx := ""
	if n := len(c.turns); n > 0 {
		ctx = c.turns[n-1].Context
	}
	ans, err := c.rt.Ask(cmd.Context(), q, runtime.AskOptions{FormatHint: c.hint, Caller: cliCaller() + " chat", Context: ctx})
	if err != nil {
		if cmd.Context().Err() != nil {
			return cmd.Context().Err()
		}
		var bc *runtime.ContextError
		if errors.As(err, &bc) {
			c.turns = nil
			fmt.Fprintf(c.stderr, "error: %v\nStarting a new conversation; ask the question in full.\n", err)
			return nil
		}
		fmt.Fprintf(c.stderr, "error: %v\n", err)
		return nil
	}
	c.turns = append(c.turns, ans)
	if c.json {
		c.line(ans)
		return nil
	}
	writeAnswer(c.stdout, ans)
	fmt.Fprintln(c.stdout)
	return nil
}

// line prints v as one line of JSON.
func (c *chat) line(v any) {
	enc := json.NewEncoder(c.stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(c.stderr, "error: %v\n", err)
	}
}

// command runs a /command; quit reports /quit.
func (c *chat) command(line string) (quit bool) {
	name := strings.Fields(line)[0]
	var last *agents.Answer
	if n := len(c.turns); n > 0 {
		last = c.turns[n-1]
	}
	needAnswer := func() bool {
		if last == nil {
			fmt.Fprintln(c.stderr, "No answer yet in this conversation: ask a question first.")
			return false
		}
		return true
	}
	switch strings.ToLower(name) {
	case "/quit", "/exit", "/q":
		return true
	case "/help", "/?":
		fmt.Fprintln(c.stdout, chatHelp)
	case "/reset", "/new":
		c.turns = nil
		if c.json {
			c.line(map[string]any{"reset": true})
		} else {
			fmt.Fprintln(c.stdout, "New conversation: the next question stands on its own.")
		}
	case "/sql":
		if !needAnswer() {
			break
		}
		sql := last.Provenance.SQL
		if c.json {
			c.line(map[string]any{"id": last.ID, "sql": append([]string{}, sql...)})
			break
		}
		if len(sql) == 0 {
			fmt.Fprintln(c.stdout, "The previous answer ran no query.")
		}
		for _, s := range sql {
			fmt.Fprintln(c.stdout, strings.TrimSpace(s)+";")
		}
	case "/plan":
		if !needAnswer() {
			break
		}
		if c.json {
			c.line(map[string]any{"id": last.ID, "plan": last.Plan})
			break
		}
		if last.Plan == nil {
			fmt.Fprintln(c.stdout, "The previous answer had no plan.")
			break
		}
		b, _ := json.MarshalIndent(last.Plan, "", "  ")
		fmt.Fprintln(c.stdout, string(b))
	case "/why":
		if !needAnswer() {
			break
		}
		c.why(last)
	case "/history":
		if c.json {
			var h []map[string]string
			for _, t := range c.turns {
				h = append(h, map[string]string{"id": t.ID, "question": t.Question, "interpretation": t.Interpretation, "answer_summary": t.Summary})
			}
			c.line(map[string]any{"history": h})
			break
		}
		if len(c.turns) == 0 {
			fmt.Fprintln(c.stdout, "No questions yet in this conversation.")
		}
		for i, t := range c.turns {
			fmt.Fprintf(c.stdout, "%d. %s\n   Read as: %s\n   %s\n", i+1, t.Question, t.Interpretation, t.Summary)
		}
	default:
		fmt.Fprintf(c.stderr, "Unknown command %s. %s\n", name, chatHelp)
	}
	return false
}

// why says how the last answer was read.
func (c *chat) why(a *agents.Answer) {
	if c.json {
		c.line(map[string]any{"id": a.ID, "interpretation": a.Interpretation, "follows": a.Follows, "alternatives": nonNil(a.Alternatives),
			"unexplained": nonNil(a.Unexplained), "assumptions": nonNil(a.Assumptions), "confidence_score": a.Confidence, "needs_human_review": a.NeedsReview})
		return
	}
	w := c.stdout
	if a.Interpretation != "" {
		fmt.Fprintf(w, "Read as: %s\n", a.Interpretation)
	} else {
		fmt.Fprintln(w, "It was not read as a question about the data.")
	}
	if a.Follows != "" {
		fmt.Fprintln(w, "It continues the previous answer.")
	} else if len(c.turns) > 1 {
		fmt.Fprintln(w, "It was read on its own, not as a continuation of the previous answer.")
	}
	list := func(title string, items []string) {
		if len(items) == 0 {
			fmt.Fprintf(w, "%s: none\n", title)
			return
		}
		fmt.Fprintf(w, "%s:\n", title)
		for _, s := range items {
			fmt.Fprintf(w, "  - %s\n", s)
		}
	}
	var alts []string
	for _, x := range a.Alternatives {
		alts = append(alts, fmt.Sprintf("%s — ask: %q", x.Interpretation, x.Question))
	}
	list("Other readings", alts)
	list("Words not understood", a.Unexplained)
	list("Assumptions", a.Assumptions)
	review := ""
	if a.NeedsReview {
		review = " (needs human review)"
	}
	fmt.Fprintf(w, "Confidence: %.2f%s\n", a.Confidence, review)
}

// nonNil makes an empty list print as [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
