package runtime

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/internal/jsonl"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// AskOptions tune one question.
type AskOptions struct {
	// FormatHint shapes the typed answer: int, float, str, bool,
	// {name:type, ...} or list[{name:type, ...}].
	FormatHint string
	// OnEvent streams the graph's progress: "route", "plan", "data".
	OnEvent func(event string, payload any)
	// Caller is who asked, for the audit log: "token sha256:… from
	// 10.0.0.5", "10.0.0.5", "cli (alice)".
	Caller string
	// Context is the context of the answer this question follows up
	// (Answer.Context); empty starts a conversation. A context that does
	// not open is a *ContextError.
	Context string
}

// Ask answers a question against the current snapshot and appends the
// answer to the audit log. A bad format hint is an error; a question the
// workspace cannot answer is an answer (route "stop").
func (r *Runtime) Ask(ctx context.Context, question string, o AskOptions) (*agents.Answer, error) {
	if err := r.CheckQuestion(question); err != nil {
		return nil, err
	}
	start := time.Now()
	var after *agents.Turn
	if o.Context != "" {
		t, err := r.OpenContext(o.Context)
		if err != nil {
			return nil, err
		}
		after = t
	}
	st := r.acquire()
	defer st.release()
	ao := agents.AskOptions{FormatHint: o.FormatHint, ReviewThreshold: reviewThreshold(st.snap.Config), OnEvent: o.OnEvent, After: after}
	ao.LLM, ao.Writer, ao.Offline = r.planner(st)
	var saved []string
	if !r.opts.NoWrite {
		ao.Learn = r.learnFrom(st, &saved)
	}
	a, err := st.engine.Ask(ctx, question, ao)
	if err != nil {
		return nil, err
	}
	for _, id := range saved {
		if x := id + " (saved, pending review)"; !slices.Contains(a.Provenance.LearningsApplied, x) {
			a.Provenance.LearningsApplied = append(a.Provenance.LearningsApplied, x)
		}
	}
	r.noteApplied(appliedLearnings(st.snap, a))
	for _, u := range st.snap.Unavailable {
		a.Warnings = append(a.Warnings, unavailableWarning(u))
	}
	a.Next().Said(a.Interpretation, a.Summary)
	a.Context = r.SignContext(a.Next())
	if err := r.appendAudit(a, o.Caller, time.Since(start)); err != nil {
		r.opts.Logger.Warn("audit log", "error", err)
		a.Warnings = append(a.Warnings, "The answer could not be written to the audit log: "+err.Error())
	}
	return a, nil
}

// unavailableWarning tells an answer's reader what it could not use. The
// reason (which may name files) is in the log and on /healthz.
func unavailableWarning(u knowledge.Unavailable) string {
	tables := "its tables"
	if len(u.Tables) > 0 {
		tables = fmt.Sprintf("its tables (%s)", strings.Join(u.Tables, ", "))
	}
	return fmt.Sprintf("Source %q did not load, so %s could not be used for this answer.", u.Source, tables)
}

// SaveLearning appends a pending learning to the workspace's
// learnings.hcl, flagging the learnings it contradicts (contradict.go).
// Writers are serialized, and each write is atomic, so concurrent feedback
// never loses or corrupts one.
func (r *Runtime) SaveLearning(l *config.Learning) error {
	if r.opts.NoWrite {
		return fmt.Errorf("this runtime was started without writing to the workspace")
	}
	return r.appendLearnings(l)
}

// PlanQuestion reads and plans a question without running anything. A
// question over the length limit is a *QuestionTooLongError.
func (r *Runtime) PlanQuestion(question string) (*agents.Interpretation, error) {
	if err := r.CheckQuestion(question); err != nil {
		return nil, err
	}
	st := r.acquire()
	defer st.release()
	return st.engine.Plan(question), nil
}

// DefaultMaxQuestion is the longest question, in characters, when
// Options.MaxQuestion is zero: several paragraphs, far more than a business
// question needs, and short enough that planning one stays quick.
const DefaultMaxQuestion = 2000

// QuestionTooLongError is a question over the runtime's length limit. The
// CLI exits 2 on it, HTTP answers 400 and MCP a tool error.
type QuestionTooLongError struct {
	Length, Limit int
}

func (e *QuestionTooLongError) Error() string {
	return fmt.Sprintf("the question is %d characters long, over the limit of %d; ask it in fewer words (the limit is set with --max-question)", e.Length, e.Limit)
}

// MaxQuestion is the question length limit in characters (0: none).
func (r *Runtime) MaxQuestion() int {
	switch {
	case r.opts.MaxQuestion < 0:
		return 0
	case r.opts.MaxQuestion == 0:
		return DefaultMaxQuestion
	}
	return r.opts.MaxQuestion
}

// CheckQuestion returns a *QuestionTooLongError for a question over the
// limit. Ask and PlanQuestion call it; servers call it too, to refuse a
// question before they start answering.
func (r *Runtime) CheckQuestion(question string) error {
	limit := r.MaxQuestion()
	if limit == 0 || len(question) <= limit { // bytes ≥ characters: most questions stop here
		return nil
	}
	if n := utf8.RuneCountInString(question); n > limit {
		return &QuestionTooLongError{Length: n, Limit: limit}
	}
	return nil
}

// reviewThreshold is the synthesizer agent's review threshold, else the
// router's, else 0.6.
func reviewThreshold(ws *config.Workspace) float64 {
	t := 0.0
	for _, a := range ws.Agents {
		if a.ReviewThreshold != nil && (a.Name == "synthesizer" || t == 0) {
			t = *a.ReviewThreshold
		}
	}
	if t == 0 {
		t = 0.6
	}
	return t
}

// auditRecord is one line of the audit log: the answer without its rows.
type auditRecord struct {
	Time        string   `json:"time"`
	ID          string   `json:"id"`
	Question    string   `json:"question"`
	Route       string   `json:"route"`
	Summary     string   `json:"answer_summary"`
	Answer      any      `json:"answer"`
	RowCount    int      `json:"row_count"`
	Confidence  float64  `json:"confidence_score"`
	NeedsReview bool     `json:"needs_human_review"`
	SQL         []string `json:"sql"`
	Warnings    []string `json:"warnings"`
	Plan        any      `json:"plan"`
	Caller      string   `json:"caller,omitempty"`
	DurationMS  float64  `json:"duration_ms"`
	// Thread and Follows link the answers of one conversation.
	Thread  string `json:"thread,omitempty"`
	Follows string `json:"follows,omitempty"`
}

func (r *Runtime) appendAudit(a *agents.Answer, caller string, took time.Duration) error {
	if r.opts.NoWrite {
		return nil
	}
	path := r.opts.AuditLog
	if path == "" {
		path = filepath.Join(r.opts.Dir, ".datacopilot", "audit.jsonl")
	}
	rec := auditRecord{Time: time.Now().UTC().Format(time.RFC3339Nano), ID: a.ID, Question: a.Question, Route: a.Route,
		Summary: a.Summary, Answer: a.Answer, Confidence: a.Confidence, NeedsReview: a.NeedsReview,
		SQL: a.Provenance.SQL, Warnings: a.Warnings, Plan: a.Plan, Caller: caller, DurationMS: float64(took.Microseconds()) / 1000,
		Thread: a.Thread, Follows: a.Follows}
	if a.Data != nil {
		rec.RowCount = a.Data.Rows()
	}
	rot := jsonl.Rotation{MaxBytes: r.opts.AuditMaxBytes, Keep: r.opts.AuditKeep}
	if rot.MaxBytes == 0 {
		rot.MaxBytes = DefaultAuditMaxBytes
	}
	if rot.Keep == 0 {
		rot.Keep = DefaultAuditKeep
	}
	return jsonl.AppendRotating(path, rec, rot)
}

// PlannerPrompt is the knowledge the LLM planner would be given for a
// question (for tests and inspection).
func (r *Runtime) PlannerPrompt(question string) string {
	st := r.acquire()
	defer st.release()
	return st.engine.PlannerPrompt(question, agents.PromptBudget)
}
