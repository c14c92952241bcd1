package agents

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// AskOptions tune one question.
type AskOptions struct {
	// FormatHint shapes Answer.Answer (DESIGN §6).
	FormatHint string
	// ReviewThreshold flags answers below it for review (0.6 when zero).
	ReviewThreshold float64
	// Learn saves a learning from a repair that worked; nil saves nothing.
	Learn func(*config.Learning) error
	// OnEvent, if set, is called as each node finishes: "route" (route
	// and candidates), "plan" (the plan), "data" (the result table).
	OnEvent func(event string, payload any)
	// LLM, when set, routes and plans in one structured call; any failure
	// falls back to the offline planner.
	LLM *LLM
	// Offline, when set, is said once in the answer's warnings: why no
	// model was used although the workspace configures one.
	Offline string
	// Writer, when set, writes the prose of answers that ran a query.
	Writer *LLM
}

// MaxRepairs bounds the check-and-repair loop.
const MaxRepairs = 3

// Ask answers a question: route, plan, validate, execute, check and repair,
// synthesize. It returns an error only for a bad format hint or a canceled
// context; everything else is an answer (a refusal is an answer too).
func (b *Brain) Ask(ctx context.Context, question string, o AskOptions) (*Answer, error) {
	hint, err := ParseFormatHint(o.FormatHint)
	if err != nil {
		return nil, err
	}
	if o.ReviewThreshold == 0 {
		o.ReviewThreshold = 0.6
	}
	a := &Answer{ID: newID(), Question: question}
	clock := time.Now()
	lap := func(node string, detail map[string]any) {
		now := time.Now()
		a.Trace = append(a.Trace, TraceNode{Node: node, Ms: float64(now.Sub(clock).Microseconds()) / 1000, Detail: detail})
		clock = now
	}
	emit := func(event string, payload any) {
		if o.OnEvent != nil {
			o.OnEvent(event, payload)
		}
	}
	var d *Decision
	if o.LLM != nil {
		var calls int
		var tokens [2]int
		var warn string
		d, warn = b.planWithLLM(ctx, o.LLM, question, &calls, &tokens)
		a.Usage = Usage{LLMCalls: calls, PromptTokens: tokens[0], OutputTokens: tokens[1]}
		if d == nil {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			d = b.Plan(question)
			d.Warnings = append(d.Warnings, warn)
		}
		lap("llm_planner", map[string]any{"calls": calls, "prompt_tokens": tokens[0], "output_tokens": tokens[1], "fallback": warn != ""})
	} else {
		d = b.Plan(question)
	}
	if o.Offline != "" {
		d.Warnings = append(d.Warnings, o.Offline)
	}
	lap("router", map[string]any{"route": d.Route, "candidates": d.Candidates})
	emit("route", map[string]any{"route": d.Route, "candidates": d.Candidates})
	var res *exec.Result
	if d.Plan != nil {
		lap("planner", map[string]any{"steps": len(d.Plan.Steps)})
		emit("plan", d.Plan)
		res, d = b.run(ctx, d, o, a, lap)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if res != nil && res.Table != nil {
			emit("data", res.Table)
		}
	}
	b.synthesize(a, d, res)
	a.Answer = b.shape(hint, a.Data, d)
	if d.Doc != nil && d.Doc.Chunk != nil {
		a.Answer = docValue(hint, d.Doc)
	}
	b.ground(a, d)
	if o.Writer != nil && d.Plan != nil && !d.Evidence.Empty {
		b.synthesizeWithLLM(ctx, o.Writer, a, d)
	}
	if a.Data != nil && !d.Evidence.Empty {
		val := d.MetricCol
		if d.Slots.Share && a.Data.Col("share_pct") != nil {
			val = "share_pct"
		}
		a.Chart = ChartFor(chartTitle(question), a.Data, d.KeyCol, val)
	}
	lap("chart", nil)
	if hint != nil && a.Answer == nil && a.Data != nil && a.Data.Rows() > 0 {
		a.Warnings = append(a.Warnings, fmt.Sprintf("The result does not fit the format hint %q.", o.FormatHint))
	}
	a.Confidence = confidence(d, a)
	a.NeedsReview = a.Confidence < o.ReviewThreshold
	ev := d.Evidence
	a.Evidence = &ev
	lap("synthesizer", nil)
	return a, nil
}

// run validates and executes the plan, checking the result and repairing
// the plan up to MaxRepairs times.
func (b *Brain) run(ctx context.Context, d *Decision, o AskOptions, a *Answer, lap func(string, map[string]any)) (*exec.Result, *Decision) {
	tried := map[string]bool{}
	for attempt := 0; ; attempt++ {
		res, problem := b.execute(ctx, d)
		lap("execute", map[string]any{"attempt": attempt + 1, "problem": problem})
		if problem == "" {
			d.Warnings = append(d.Warnings, suspicious(d, res)...)
			if attempt > 0 {
				a.Provenance.Repairs[len(a.Provenance.Repairs)-1].Worked = true
				b.learn(d, a, o, res)
			}
			return res, d
		}
		if ctx.Err() != nil || attempt == MaxRepairs {
			return res, b.giveUp(d, a, problem, res)
		}
		next, action := b.repair(d, problem, res, tried)
		if next == nil && o.LLM != nil && d.Plan != nil && len(d.Plan.Steps) == 1 && d.Plan.Steps[0].SQL != "" && d.Verified == nil {
			next, action = b.repairSQL(ctx, o.LLM, d, problem, a)
		}
		lap("repair", map[string]any{"problem": problem, "action": action})
		if next == nil {
			return res, b.giveUp(d, a, problem, res)
		}
		a.Provenance.Repairs = append(a.Provenance.Repairs, Repair{Problem: problem, Action: action})
		next.Evidence.Repairs = d.Evidence.Repairs + 1
		d = next
	}
}

// execute runs a plan; problem is "" when it returned rows.
func (b *Brain) execute(ctx context.Context, d *Decision) (*exec.Result, string) {
	checked, err := plan.Validate(ctx, b.snap, d.Plan)
	if err != nil {
		return nil, "invalid plan: " + err.Error()
	}
	res, err := exec.Execute(ctx, checked)
	if err != nil {
		var se *exec.StepError
		if errors.As(err, &se) {
			return res, "query failed: " + se.Err.Error()
		}
		return res, "query failed: " + err.Error()
	}
	if res.Table.Rows() == 0 || allNull(res) {
		return res, "empty result"
	}
	return res, ""
}

func allNull(res *exec.Result) bool {
	t := res.Table
	if t.Rows() != 1 {
		return false
	}
	for _, c := range t.Columns {
		if !c.IsNull(0) {
			return false
		}
	}
	return true
}

// suspicious looks for results that ran but cannot be right: a count
// below zero, shares that add up to more than the whole.
func suspicious(d *Decision, res *exec.Result) []string {
	var out []string
	t := res.Table
	if d.Metric != nil && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(d.Metric.Expr)), "COUNT(") {
		if c := t.Col(d.Metric.Name); c != nil {
			for i := 0; i < c.Len(); i++ {
				if v := num(c, i); v < 0 {
					out = append(out, fmt.Sprintf("%s is negative (%v), which a count cannot be; check the metric definition.", d.Metric.Name, v))
					break
				}
			}
		}
	}
	if c := t.Col("share_pct"); c != nil && !t.Truncated && d.Plan.Limit == 0 {
		if s := sum(c); s > 100.5 {
			out = append(out, fmt.Sprintf("The shares add up to %.1f%%, more than the whole: the rows overlap, so read each share on its own.", s))
		}
	}
	return out
}

// repair proposes the next plan for a problem, or nil when nothing is left
// to try. Offline it corrects entities (the next closest value), and falls
// back from a pipe to the metric compiler.
func (b *Brain) repair(d *Decision, problem string, res *exec.Result, tried map[string]bool) (*Decision, string) {
	if strings.HasPrefix(problem, "empty") && b.outOfRange(d) {
		return nil, ""
	}
	if d.Route == RoutePipes && len(d.Slots.Metrics) > 0 && !strings.HasPrefix(problem, "empty") && !tried["metric"] {
		tried["metric"] = true
		next := d.clone()
		next.Pipe, next.Plan = nil, nil
		next.MetricCol, next.KeyCol = "", ""
		if err := b.metricPlan(next); err == nil {
			return next, "answered with the metric compiler instead of pipe " + d.Pipe.Name
		}
	}
	if strings.HasPrefix(problem, "empty") {
		for i, f := range d.Filters {
			if f.Kind == knowledge.MatchExact || f.Kind == knowledge.MatchSynonym {
				continue // the value the user named has no rows: that is the answer
			}
			for _, alt := range b.snap.Values.Closest(f.Dimension, f.Text, 3) {
				key := f.Dimension + "=" + alt
				if tried[key] || alt == f.Value {
					continue
				}
				tried[key] = true
				next := d.clone()
				next.Filters[i].Value = alt
				next.Filters[i].Kind = knowledge.MatchFuzzy
				next.Filters[i].Score = 0.6
				if !b.replan(next) {
					continue
				}
				return next, fmt.Sprintf("no rows for %s = %q; tried the closest value %q", f.Dimension, f.Value, alt)
			}
		}
	}
	return nil, ""
}

// replan rebuilds a decision's plan on the same route after its filters
// changed.
func (b *Brain) replan(d *Decision) bool {
	d.Assumptions, d.Warnings, d.Unknown = nil, nil, nil
	d.Evidence.EntityScores, d.Evidence.Ambiguous = nil, 0
	switch d.Route {
	case RoutePipes:
		d.Slots.Filters = d.Filters
		c := pipeCand{pipe: d.Pipe, score: 1}
		b.fit(d.Slots, &c)
		if !c.usable {
			return false
		}
		b.pipePlan(d, &c, nil)
	case RouteMetric:
		if b.metricPlan(d) != nil {
			return false
		}
	default:
		return false
	}
	b.period(d)
	b.explainUnknown(d)
	return true
}

func (d *Decision) clone() *Decision {
	c := *d
	c.Filters = append([]Filter(nil), d.Filters...)
	s := *d.Slots
	c.Slots = &s
	c.Assumptions = append([]string(nil), d.Assumptions...)
	c.Warnings = append([]string(nil), d.Warnings...)
	return &c
}

// outOfRange reports whether the question's period lies outside the data.
func (b *Brain) outOfRange(d *Decision) bool {
	lo, hi := b.v.first, b.v.anchor
	if lo.IsZero() {
		return false
	}
	check := func(p *Period) bool { return p != nil && (p.To.Before(lo) || p.From.After(hi)) }
	if check(d.Period) {
		return true
	}
	for i := range d.Compare {
		if check(&d.Compare[i]) {
			return true
		}
	}
	return false
}

// giveUp turns a problem no repair fixed into an honest answer.
func (b *Brain) giveUp(d *Decision, a *Answer, problem string, res *exec.Result) *Decision {
	switch {
	case strings.HasPrefix(problem, "empty"):
		d.Evidence.Empty = true
		if b.outOfRange(d) {
			d.Evidence.OutOfRange = true
		}
	default:
		d.Warnings = append(d.Warnings, "The query could not run: "+strings.TrimPrefix(strings.TrimPrefix(problem, "query failed: "), "invalid plan: "))
		d.Evidence.Empty = true
	}
	return d
}

// learn saves a repair that worked as a pending learning.
func (b *Brain) learn(d *Decision, a *Answer, o AskOptions, res *exec.Result) {
	if o.Learn == nil || len(a.Provenance.Repairs) == 0 {
		return
	}
	r := a.Provenance.Repairs[len(a.Provenance.Repairs)-1]
	l := &config.Learning{
		Description:   "Repair that worked: " + r.Action + ".",
		Category:      "other",
		OriginalError: r.Problem,
		Confidence:    0.6,
		Status:        "pending",
		Question:      d.Slots.Question,
		CreatedAt:     time.Now().UTC().Format(time.RFC3339),
	}
	for _, f := range d.Filters {
		if f.Kind == knowledge.MatchFuzzy && f.Score == 0.6 {
			dim := b.snap.Dimensions[f.Dimension]
			l.Category = "naming"
			l.Description = fmt.Sprintf("In questions, %q means %s %q.", f.Text, dimLabel(dim), f.Value)
			l.Tables = []string{dim.Table}
			l.Dimension, l.Term, l.Value = f.Dimension, f.Text, f.Value
		}
	}
	if res != nil && len(res.Steps) > 0 {
		l.CorrectedSQL = res.Steps[0].SQL
		l.Tables = appendNewAll(l.Tables, res.Steps[0].Tables)
	}
	if d.OriginalSQL != "" {
		l.OriginalSQL = d.OriginalSQL
		l.Category = sqlErrorCategory(r.Problem)
		l.Description = "Text-to-SQL repair: " + r.Action + "."
		l.Term = ""
	}
	l.ID = learningID(l)
	for _, have := range b.snap.Learnings {
		if have.ID == l.ID {
			return
		}
	}
	if err := o.Learn(l); err != nil {
		a.Warnings = append(a.Warnings, "Could not save what was learned: "+err.Error())
		return
	}
	a.Provenance.LearningsApplied = append(a.Provenance.LearningsApplied, l.ID+" (saved, pending review)")
}

func learningID(l *config.Learning) string {
	key := l.Category + "|" + l.Dimension + "|" + knowledge.Fold(l.Term) + "|" + l.Value
	if l.Term == "" {
		key += "|" + knowledge.Fold(l.Question)
	}
	var h uint32 = 2166136261
	for i := 0; i < len(key); i++ {
		h ^= uint32(key[i])
		h *= 16777619
	}
	return fmt.Sprintf("%s_%08x", l.Category, h)
}

func newID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return "ans_" + hex.EncodeToString(b[:])
}

// confidence is computed from evidence (DESIGN §6), never asked of a model.
func confidence(d *Decision, a *Answer) float64 {
	e := d.Evidence
	switch {
	case d.Route == RouteStop:
		return 0.95
	case d.Route == RouteDocuments && d.Doc == nil:
		return 0.9 // the workspace's own definition
	case d.Route == RouteDocuments && d.Doc.Chunk == nil:
		return 0.3 // nothing supports an answer
	}
	c := e.Base
	if c == 0 {
		c = 0.5
	}
	if e.Margin > 0 && e.Margin < 0.15 && d.Route == RoutePipes && e.Base < 0.9 {
		c -= 0.1
	}
	for _, s := range e.EntityScores {
		c *= 0.5 + 0.5*s
	}
	c -= 0.1 * float64(e.Ambiguous)
	c -= 0.08 * float64(min(e.Unknown, 4))
	c -= 0.1 * float64(e.Repairs)
	c -= 0.03 * float64(min(e.Caveats, 2))
	c -= 0.05 * float64(e.Guessed)
	c -= 0.2 * float64(e.Contradictions)
	c -= 0.15 * float64(e.Unsupported)
	if e.Empty {
		c = min(c, 0.4)
	}
	if e.OutOfRange {
		c = min(c, 0.3)
	}
	return float64(int(max(0.05, min(0.99, c))*100+0.5)) / 100
}
