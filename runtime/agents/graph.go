package agents

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/internal/sqltext"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// Engine answers questions over one snapshot: it reads a question into
// interpretations (package understand), plans the best, runs it, checks it
// against the close runners-up, and writes the answer. Build it once per
// snapshot with New; it is immutable and safe for concurrent use.
type Engine struct {
	snap   *knowledge.Snapshot
	lx     *understand.Lexicon
	reads  readings
	checks checks
}

// New compiles what the engine needs from a snapshot.
func New(s *knowledge.Snapshot) *Engine {
	return &Engine{snap: s, lx: understand.NewLexicon(s)}
}

// Snapshot is the snapshot the engine answers from.
func (e *Engine) Snapshot() *knowledge.Snapshot { return e.snap }

// Lexicon is what the engine knows of the workspace's words.
func (e *Engine) Lexicon() *understand.Lexicon { return e.lx }

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
	// After is the turn a follow-up question continues (nil: the question
	// starts a conversation).
	After *Turn
}

// MaxRepairs bounds the check-and-repair loop.
const MaxRepairs = 3

// Margin is the score gap under which a runner-up reading that gives a
// different result makes the answer uncertain.
const Margin = 0.05

// MaxAlternatives bounds the other readings an answer lists.
const MaxAlternatives = 3

// Interpretation is the reading of a question and its plan, without
// running anything (what `plan QUESTION` shows).
type Interpretation struct {
	*Planned
	Result *understand.Result
	lx     *understand.Lexicon
}

// Plan reads a question and plans its best interpretation. It runs no
// query, and reads the question afresh (Ask keeps readings).
func (e *Engine) Plan(question string) *Interpretation {
	res := e.lx.Interpret(question)
	p, _ := e.best(res)
	return &Interpretation{Planned: p, Result: res, lx: e.lx}
}

// Restatement says how the question was read ("" for a plan from a model).
func (in *Interpretation) Restatement() string {
	if in.Query == nil {
		return ""
	}
	return in.Query.Restate(in.lx)
}

// Explain prints the lattice and the top candidates with their scores.
func (in *Interpretation) Explain(top int) string { return in.Result.Explain(in.lx, top) }

// Candidates are the top interpretations, each restated with its score.
func (in *Interpretation) Candidates(top int) []Alternative {
	var out []Alternative
	for i, q := range in.Result.Candidates {
		if i == top {
			break
		}
		out = append(out, Alternative{Interpretation: q.Restate(in.lx), Question: q.AsQuestion(in.lx), Score: round3(q.Score.Total)})
	}
	return out
}

// best plans the candidates in order and returns the first that plans,
// with its index.
func (e *Engine) best(res *understand.Result) (*Planned, int) {
	var declined []string
	for i, q := range res.Candidates {
		p, err := e.planFor(q)
		if err == nil {
			p.Evidence.Candidates = res.Considered
			p.Declined = declined
			// a better data reading that could not be planned: the answer
			// is of a lesser one
			p.Evidence.Unplanned = i > 0 && res.Candidates[0].Intent == understand.IntentData && res.Candidates[0].Score.Total-q.Score.Total > 0.005
			return p, i
		}
		declined = append(declined, fmt.Sprintf("%d. %s: %v", i+1, q.Restate(e.lx), err))
	}
	p, _ := e.planFor(&understand.Query{Intent: understand.IntentStop, Stop: "unknown"})
	p.Evidence.Candidates = res.Considered
	return p, len(res.Candidates)
}

// Ask answers a question: read, plan, validate, execute, check and repair,
// compare with the close runners-up, synthesize. It returns an error only
// for a bad format hint or a canceled context; everything else is an
// answer (a refusal is an answer too).
func (e *Engine) Ask(ctx context.Context, question string, o AskOptions) (*Answer, error) {
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
	if strings.TrimSpace(question) == "" {
		p, _ := e.planFor(&understand.Query{Intent: understand.IntentStop, Stop: "empty"})
		return e.finish(ctx, a, p, nil, hint, o, lap), nil
	}
	var prev *understand.Query
	if o.After != nil {
		prev = o.After.Query
	}
	res := e.interpret(question, prev)
	lap("understand", map[string]any{"candidates": res.Considered, "distinct": len(res.Candidates)})
	p, idx := e.best(res)
	e.follow(a, p, res, o.After)
	if o.LLM != nil {
		var calls int
		var tokens [2]int
		lp, warn := e.planWithLLM(ctx, o.LLM, question, o.After.Conversation(), &calls, &tokens)
		a.Usage = Usage{LLMCalls: calls, PromptTokens: tokens[0], OutputTokens: tokens[1]}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lap("llm_planner", map[string]any{"calls": calls, "prompt_tokens": tokens[0], "output_tokens": tokens[1], "fallback": warn != ""})
		switch {
		case lp == nil:
			p.Warnings = append(p.Warnings, warn)
		case lp.Plan != nil && p.Plan != nil && samePlan(lp.Plan, p.Plan):
			// the model agrees with the best offline reading
		default:
			lp.offline = p
			p = lp
		}
	}
	if o.Offline != "" {
		p.Warnings = append(p.Warnings, o.Offline)
	}
	router := map[string]any{"route": p.Route, "interpretation": p.restate(e), "candidates": res.Considered}
	if len(p.Declined) > 0 {
		router["declined"] = p.Declined
	}
	lap("router", router)
	emit("route", map[string]any{"route": p.Route, "interpretation": p.restate(e), "candidates": res.Considered})
	var result *exec.Result
	if p.Plan != nil {
		lap("planner", map[string]any{"steps": len(p.Plan.Steps)})
		emit("plan", p.Plan)
		result, p = e.run(ctx, p, o, a, lap)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if result != nil && result.Table != nil {
			emit("data", result.Table)
		}
	}
	if p.offline != nil {
		e.compareWithOffline(ctx, p, result, a)
	} else if p.Query != nil {
		if pp, pr := e.agreeingPipe(ctx, res, p, result); pp != nil {
			p, result = pp, pr
		}
		e.unknownPart(ctx, p, a)
		e.alternatives(ctx, res, idx, p, result, a)
	}
	e.checkClaims(ctx, p)
	lap("check", map[string]any{"alternatives": len(a.Alternatives)})
	return e.finish(ctx, a, p, result, hint, o, lap), nil
}

// finish writes the answer: synthesis, format, grounding, chart, and the
// confidence, computed in one place.
func (e *Engine) finish(ctx context.Context, a *Answer, p *Planned, res *exec.Result, hint *FormatHint, o AskOptions, lap func(string, map[string]any)) *Answer {
	e.synthesize(a, p, res)
	a.Answer = e.shape(hint, a.Data, p)
	if p.Doc != nil && p.Doc.Chunk != nil {
		a.Answer = docValue(hint, p.Doc)
	}
	e.ground(a, p)
	if o.Writer != nil && p.Plan != nil && !p.Evidence.Empty {
		e.synthesizeWithLLM(ctx, o.Writer, a, p)
	}
	if a.Data != nil && !p.Evidence.Empty {
		val := p.MetricCol
		if p.Query != nil && p.Query.Share && a.Data.Col("share_pct") != nil {
			val = "share_pct"
		}
		a.Chart = ChartFor(chartTitle(a.Question), a.Data, p.KeyCol, val)
	}
	lap("chart", nil)
	if hint != nil && a.Answer == nil && a.Data != nil && a.Data.Rows() > 0 {
		a.Warnings = append(a.Warnings, fmt.Sprintf("The result does not fit the format hint %q.", o.FormatHint))
	}
	a.Interpretation = p.restate(e)
	a.Unexplained = append([]string{}, p.Evidence.Unexplained...)
	a.Confidence = confidence(p, o.ReviewThreshold)
	a.NeedsReview = a.Confidence < o.ReviewThreshold
	if a.NeedsReview && a.Route != RouteStop && a.Interpretation != "" {
		e.unsure(a, p)
	}
	ev := p.Evidence
	a.Evidence = &ev
	lap("synthesizer", nil)
	return a
}

// unsure says, at the top of the answer, how the question was read and
// what was not understood.
func (e *Engine) unsure(a *Answer, p *Planned) {
	lead := "I read this as " + a.Interpretation + "."
	if len(a.Unexplained) > 0 {
		lead += fmt.Sprintf(" I did not understand %s, so the answer may not reflect it.", listAnd(quoteAll(a.Unexplained)))
	}
	if m := p.Evidence.Misspelt; len(m) > 0 {
		lead += fmt.Sprintf(" I took %s.", listAnd(m))
	}
	if len(a.Alternatives) > 0 {
		var alts []string
		for _, x := range a.Alternatives {
			alts = append(alts, x.Interpretation)
		}
		lead += " It could also mean: " + strings.Join(alts, "; ") + "."
	}
	a.Summary = lead + " " + a.Summary
}

// restate is the interpretation in a line ("" for a plan from the model).
func (p *Planned) restate(e *Engine) string {
	if p.Query == nil {
		return ""
	}
	return p.Query.Restate(e.lx)
}

// alternatives plans and runs the runners-up within the margin that read
// the question differently; one that gives a different result makes the
// answer uncertain and is offered as an alternative.
// clearsWeak reports a reading that explains fully a word the best one
// explains only weakly.
func clearsWeak(best, q *understand.Query) bool {
	return slices.ContainsFunc(best.Score.Weak, func(w string) bool {
		return !slices.Contains(q.Score.Weak, w) && !slices.Contains(q.Score.Unexplained, w)
	})
}

func (e *Engine) alternatives(ctx context.Context, res *understand.Result, idx int, best *Planned, result *exec.Result, a *Answer) {
	if idx >= len(res.Candidates) || best.Route == RouteStop {
		return
	}
	top := res.Candidates[idx]
	seen := map[string]bool{}
	if best.Plan != nil {
		seen[planKey(best.Plan)] = true
	}
	// a passage that gives a value per case, the question naming none
	if d := best.Doc; d != nil && d.Chunk != nil {
		for _, v := range d.Others {
			a.Alternatives = append(a.Alternatives, Alternative{Interpretation: fmt.Sprintf("%s, the value %s gives for another case", v, d.Chunk.ID), Question: top.AsQuestion(e.lx), Score: round3(top.Score.Total)})
		}
	}
	gap := math.Inf(1)
	for _, q := range res.Candidates[idx+1:] {
		if d := top.Score.Total - q.Score.Total; d > 2*Margin || len(a.Alternatives) == MaxAlternatives {
			break
		} else if d > Margin && !clearsWeak(top, q) {
			// (a little further, a reading that fully explains a word the
			// best one explains only weakly is still close: "the desk's
			// list" of a passage, beside a count of the data)
			continue
		}
		if q.Intent == understand.IntentStop {
			continue
		}
		// a pipe or verified query read from its words is a fallback, not a
		// second reading of a question the structure explains as well
		if (q.Intent == understand.IntentPipe || q.Intent == understand.IntentVerified) && top.Intent == understand.IntentData && q.Score.Coverage <= top.Score.Coverage {
			continue
		}
		// a definition and the passage that gives it answer alike (two
		// passages that give different values do not)
		if docLike(q) && docLike(top) && (q.Intent == understand.IntentDefine || top.Intent == understand.IntentDefine || q.Chunk == top.Chunk) {
			continue
		}
		// a reading that leaves out words the best one reads, and reads
		// none the best one leaves out, is close only by its priors
		if dominated(q, top) || top.LessFilters(q) {
			continue
		}
		alt, err := e.planFor(q)
		if err != nil {
			continue
		}
		if alt.Plan != nil {
			k := planKey(alt.Plan)
			if seen[k] {
				continue // the same plan: the same answer
			}
			seen[k] = true
			if result != nil && result.Table != nil && !best.Evidence.Empty {
				other, problem := e.check(ctx, alt)
				if problem != "" || sameResult(result.Table, best, other.Table, alt) {
					continue // it finds nothing, or the same numbers
				}
			}
		} else if alt.Route == best.Route && (alt.Message == best.Message || sameDocValue(alt.Doc, best.Doc)) {
			continue
		}
		a.Alternatives = append(a.Alternatives, Alternative{Interpretation: alt.restate(e), Question: q.AsQuestion(e.lx), Score: round3(q.Score.Total)})
		gap = math.Min(gap, top.Score.Total-q.Score.Total)
	}
	best.Evidence.Alternatives = len(a.Alternatives)
	if !math.IsInf(gap, 1) {
		best.Evidence.Margin = round3(gap)
	} else if idx+1 < len(res.Candidates) {
		best.Evidence.Margin = round3(top.Score.Total - res.Candidates[idx+1].Score.Total)
	} else {
		best.Evidence.Margin = 1
	}
}

// dominated reports a reading that leaves every word the best one leaves
// unexplained, and more.
func dominated(q, best *understand.Query) bool {
	if len(q.Score.Unexplained) <= len(best.Score.Unexplained) {
		return false
	}
	for _, w := range best.Score.Unexplained {
		if !slices.Contains(q.Score.Unexplained, w) {
			return false
		}
	}
	return true
}

// agreeingPipe looks for a curated pipe whose own words cover the question
// as well as the reading does, and answers with it when it gives the same
// numbers: a pipe the workspace's authors wrote, agreeing with the reading,
// is the better source to cite.
func (e *Engine) agreeingPipe(ctx context.Context, res *understand.Result, best *Planned, result *exec.Result) (*Planned, *exec.Result) {
	q := best.Query
	if q.Intent != understand.IntentData || best.Route == RoutePipes || result == nil || result.Table == nil || best.Evidence.Empty || !adHoc(q) {
		return nil, nil
	}
	tried := 0
	for _, c := range res.Candidates {
		if c.Intent != understand.IntentPipe || c.Score.Coverage < q.Score.Coverage {
			continue
		}
		if tried++; tried > 2 {
			break // the best two pipes by their words
		}
		alt, err := e.planFor(c)
		if err != nil {
			continue
		}
		other, problem := e.check(ctx, alt)
		if problem != "" || !sameResult(result.Table, best, other.Table, alt) {
			continue
		}
		// the answer's rows come from a query run for it
		if other, problem = e.execute(ctx, alt); problem != "" {
			continue
		}
		// the reading stays; the pipe computes it
		pp := *best
		pp.Route, pp.Pipe, pp.Plan = RoutePipes, alt.Pipe, alt.Plan
		pp.MetricCol, pp.KeyCol = alt.MetricCol, alt.KeyCol
		// the columns that agreed are the answer's (a count the pipe
		// computes is not a listing of its rows)
		if pp.MetricCol == "" {
			pp.MetricCol = mainColumn(other.Table, alt).Name
		}
		if k := keyColumn(other.Table, alt); pp.KeyCol == "" && k != nil {
			pp.KeyCol = k.Name
		}
		pp.SQLNote = ""
		pp.Evidence.Kind = "pipe"
		pp.Assumptions = append(append([]string(nil), best.Assumptions...), fmt.Sprintf("The pipe %s gives the same result as the reading, and is used.", alt.Pipe.Name))
		if pp.Route != RouteStop {
			e.hybrid(&pp)
		}
		return &pp, other
	}
	return nil, nil
}

// sameDocValue reports two passages that do not give two different
// numbers: a passage that explains is not a second answer to one that
// explains too.
func sameDocValue(a, b *DocAnswer) bool {
	if a == nil || b == nil || a.Number == nil || b.Number == nil {
		return true
	}
	return *a.Number == *b.Number
}

func docLike(q *understand.Query) bool {
	return q.Intent == understand.IntentDefine || q.Intent == understand.IntentDocuments
}

// adHoc reports a reading that is more than a declared metric sliced by
// dimension values and a period: a filter block, a comparison, an
// aggregate or count the reader composed. A curated pipe that agrees with
// it is the better source.
func adHoc(q *understand.Query) bool {
	if q.Measure == nil || q.Measure.Metric == "" || q.Measure.Agg != "" || q.Per != nil || len(q.Having) > 0 || q.List {
		return true
	}
	for _, c := range q.Conds {
		if c.Filter != "" || c.Column != "" {
			return true
		}
	}
	return false
}

// unknownPart checks a share whose part is a filter for rows where the
// filter is neither true nor false ("late" needs a ship date): the whole
// could count them or not, which is a second reading of the question.
func (e *Engine) unknownPart(ctx context.Context, p *Planned, a *Answer) {
	q := p.Query
	if !q.Share || p.Metric == nil || p.Plan == nil || p.Evidence.Empty {
		return
	}
	for _, c := range q.Conds {
		if !c.Part || c.Filter == "" {
			continue
		}
		st := plan.Step{ID: "unknown", Metric: p.Metric.Name}
		st.Filters, st.Where = e.filters(q, p.Period, false)
		if st.Filters == nil {
			st.Filters = map[string]any{}
		}
		st.Filters[c.Filter] = nil
		if q.TimeDim != "" && q.TimeDim != p.Metric.Time {
			st.TimeDimension = q.TimeDim
		}
		res, problem := e.check(ctx, &Planned{Plan: &plan.Plan{Steps: []plan.Step{st}}})
		if problem != "" || res.Table.Rows() != 1 {
			continue
		}
		n := num(res.Table.Columns[len(res.Table.Columns)-1], 0)
		if n == 0 || math.IsNaN(n) {
			continue
		}
		f := e.snap.Filters[c.Filter]
		label := strings.ToLower(e.filterLabel(c.Filter))
		a.Alternatives = append(a.Alternatives, Alternative{
			Interpretation: fmt.Sprintf("the share among the rows that can be %s or not (leaving out %s where %s is unknown)", label, formatNum(n, p.Metric.Unit, data.Float), f.Expr),
			Question:       q.AsQuestion(e.lx) + ", leaving out those where " + label + " is unknown",
			Score:          round3(q.Score.Total)})
		p.Warnings = append(p.Warnings, fmt.Sprintf("For %s of the whole, %s cannot be told (%s is null there); they are counted in the whole.", formatNum(n, p.Metric.Unit, data.Float), label, f.Expr))
		p.Evidence.Alternatives++
	}
}

// compareWithOffline checks the model's plan against the best offline
// reading: when their results differ, the answer is flagged and both are
// shown.
func (e *Engine) compareWithOffline(ctx context.Context, p *Planned, result *exec.Result, a *Answer) {
	off := p.offline
	if off.Plan == nil || result == nil || result.Table == nil {
		return
	}
	other, problem := e.execute(ctx, off)
	if problem != "" || sameResult(result.Table, p, other.Table, off) {
		return
	}
	p.Evidence.LLMDisagrees = true
	a.Alternatives = append(a.Alternatives, Alternative{Interpretation: "offline reading: " + off.restate(e), Question: off.Query.AsQuestion(e.lx), Score: round3(off.Query.Score.Total)})
	a.Warnings = append(a.Warnings, "The language model's plan and the offline reading ("+off.restate(e)+") give different results; check which one answers the question.")
}

func planKey(p *plan.Plan) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// sameResult compares two results by their numbers: the same value for
// each row key (in any order: an order the question did not ask for is not
// part of its answer), or the same single value.
func sameResult(a *data.Table, pa *Planned, b *data.Table, pb *Planned) bool {
	if a == nil || b == nil || a.Rows() != b.Rows() {
		return false
	}
	va, vb := mainColumn(a, pa), mainColumn(b, pb)
	if va == nil || vb == nil {
		return false
	}
	// a breakdown by several groups: rows are matched on all of them
	if ca, cb := otherColumns(a, va), otherColumns(b, vb); len(ca) > 1 && slices.Equal(columnNames(ca), columnNames(cb)) {
		byRow := map[string]float64{}
		for i := 0; i < a.Rows(); i++ {
			byRow[rowKey(ca, i)] = num(va, i)
		}
		for i := 0; i < b.Rows(); i++ {
			x, ok := byRow[rowKey(cb, i)]
			if !ok || !sameNumber(x, num(vb, i)) {
				return false
			}
		}
		return true
	}
	ka, kb := keyColumn(a, pa), keyColumn(b, pb)
	if ka == nil || kb == nil || a.Rows() == 1 {
		for i := 0; i < a.Rows(); i++ {
			if !sameNumber(num(va, i), num(vb, i)) {
				return false
			}
		}
		return true
	}
	byKey := map[string]float64{}
	for i := 0; i < a.Rows(); i++ {
		byKey[cell(ka, i)] = num(va, i)
	}
	for i := 0; i < b.Rows(); i++ {
		x, ok := byKey[cell(kb, i)]
		if !ok || !sameNumber(x, num(vb, i)) {
			return false
		}
	}
	return true
}

// otherColumns are a table's columns but its main one.
func otherColumns(t *data.Table, main *data.Column) []*data.Column {
	var out []*data.Column
	for _, c := range t.Columns {
		if c != main {
			out = append(out, c)
		}
	}
	return out
}

func columnNames(cs []*data.Column) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

// rowKey joins a row's cells of the columns.
func rowKey(cs []*data.Column, i int) string {
	parts := make([]string, len(cs))
	for k, c := range cs {
		parts[k] = cell(c, i)
	}
	return strings.Join(parts, "\x1f")
}

func sameNumber(x, y float64) bool {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.IsNaN(x) == math.IsNaN(y)
	}
	// a value rounded to 2 decimals is the same value
	return math.Abs(x-y) <= math.Max(0.005, 1e-6*math.Abs(x))
}

func mainColumn(t *data.Table, p *Planned) *data.Column {
	if c := t.Col(p.MetricCol); c != nil {
		return c
	}
	for _, c := range t.Columns {
		if c.Kind.IsNumber() {
			return c
		}
	}
	return t.Columns[0]
}

func keyColumn(t *data.Table, p *Planned) *data.Column {
	if c := t.Col(p.KeyCol); c != nil {
		return c
	}
	for _, c := range t.Columns {
		if !c.Kind.IsNumber() {
			return c
		}
	}
	return nil
}

// run validates and executes the plan, checking the result and repairing
// the plan up to MaxRepairs times.
func (e *Engine) run(ctx context.Context, p *Planned, o AskOptions, a *Answer, lap func(string, map[string]any)) (*exec.Result, *Planned) {
	tried := map[string]bool{}
	for attempt := 0; ; attempt++ {
		res, problem := e.execute(ctx, p)
		lap("execute", map[string]any{"attempt": attempt + 1, "problem": problem})
		if problem == "" {
			p.Warnings = append(p.Warnings, suspicious(p, res)...)
			p.Evidence.Zero = zero(res) && !e.zeroStated(p)
			if d := everyPasses(p, res); d != "" {
				p.Evidence.Doubts = append(p.Evidence.Doubts, d)
				p.Warnings = append(p.Warnings, d)
			}
			if attempt > 0 {
				a.Provenance.Repairs[len(a.Provenance.Repairs)-1].Worked = true
				e.learn(p, a, o, res)
			}
			return res, p
		}
		if ctx.Err() != nil || attempt == MaxRepairs {
			return res, e.giveUp(p, problem)
		}
		next, action := e.repair(p, problem, tried)
		if next == nil && o.LLM != nil && p.Plan != nil && len(p.Plan.Steps) == 1 && p.Plan.Steps[0].SQL != "" && p.Verified == nil {
			next, action = e.repairSQL(ctx, o.LLM, p, problem, a)
		}
		lap("repair", map[string]any{"problem": problem, "action": action})
		if next == nil {
			return res, e.giveUp(p, problem)
		}
		a.Provenance.Repairs = append(a.Provenance.Repairs, Repair{Problem: problem, Action: action})
		next.Evidence.Repairs = p.Evidence.Repairs + 1
		p = next
	}
}

// execute runs a plan; problem is "" when it returned rows.
func (e *Engine) execute(ctx context.Context, p *Planned) (*exec.Result, string) {
	res, problem := e.runPlan(ctx, p.Plan)
	if problem == "" {
		rankVerified(p, res)
		ranks(p, res)
	}
	return res, problem
}

// runPlan validates and runs a plan; problem is "" when it returned rows.
func (e *Engine) runPlan(ctx context.Context, pl *plan.Plan) (*exec.Result, string) {
	checked, err := plan.Validate(ctx, e.snap, pl)
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

// rankVerified keeps the top rows of a verified query asked of its top
// ("which manager has the most direct reports" of "how many direct reports
// does each manager have"): its rows ordered by its first number, the
// first kept as the question asks.
func rankVerified(p *Planned, res *exec.Result) {
	q, t := p.Query, res.Table
	if q == nil || t == nil || p.Evidence.Kind != "verified" || q.Order == "" || q.Limit == 0 {
		return
	}
	var mc *data.Column
	key := ""
	for _, name := range t.Names() {
		switch c := t.Col(name); {
		case c.Kind.IsNumber() && mc == nil:
			mc = c
		case !c.Kind.IsNumber() && key == "":
			key = name
		}
	}
	if mc == nil {
		return
	}
	idx := make([]int, t.Rows())
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := num(mc, idx[a]), num(mc, idx[b])
		if q.Order == "asc" {
			return x < y
		}
		return x > y
	})
	if want := q.Limit; len(idx) > want {
		// a tie at the cut is said, not decided silently
		if num(mc, idx[want-1]) == num(mc, idx[want]) {
			p.Warnings = append(p.Warnings, fmt.Sprintf("Number %d and number %d are tied (%v): either could be the one asked for.", want, want+1, num(mc, idx[want])))
			p.Evidence.Tie = true
		}
		idx = idx[:want]
	}
	p.MetricCol, p.KeyCol = mc.Name, key
	res.Table = t.Take(idx)
}

// ranks checks a result against the number of rows the question asks for:
// "the three kinds of problem" answered with two rows (there are fewer, or
// the question was read as something that has fewer) is said and flagged;
// "the second biggest customer" keeps the row at that rank, a tie with the
// row above or below it said and flagged.
func ranks(p *Planned, res *exec.Result) {
	q, t := p.Query, res.Table
	if q == nil || t == nil || len(p.Compare) > 0 || q.Combined {
		return // (the total of ranked rows is one row)
	}
	want := q.Limit
	if q.Nth > 0 {
		want = q.Nth
	}
	if want > 1 && t.Rows() < want {
		p.Warnings = append(p.Warnings, fmt.Sprintf("The question asks for %d, and the answer has only %d.", want, t.Rows()))
		p.Evidence.Short = true
		return
	}
	if q.Nth == 0 {
		return
	}
	n := q.Nth - 1
	if mc := t.Col(p.MetricCol); mc != nil {
		v := num(mc, n)
		for _, o := range []int{n - 1, n + 1} {
			if o >= 0 && o < t.Rows() && num(mc, o) == v {
				p.Warnings = append(p.Warnings, fmt.Sprintf("Number %d and number %d are tied (%v): either could be the one asked for.", min(n, o)+1, max(n, o)+1, v))
				p.Evidence.Tie = true
			}
		}
	}
	res.Table = t.Take([]int{n})
}

// zeroStated reports a zero that the question's own words make a fact: a
// phrasing says whose the value is ("customers in Japan"), and that
// dimension has no such value at all, so nothing else could be meant by it.
// The answer says so.
func (e *Engine) zeroStated(p *Planned) bool {
	if p.Query == nil {
		return false
	}
	for _, r := range p.Query.Readings {
		if r.Kind != understand.Value || r.Entity != nil || !strings.HasPrefix(r.Via, "phrasing") {
			continue
		}
		d := e.snap.Dimensions[r.Name]
		if d == nil || d.Values == nil {
			continue
		}
		if _, ok := d.Canonical(r.Value); ok {
			continue
		}
		p.Assumptions = append(p.Assumptions, fmt.Sprintf("%s is not a value of %s in the data, so the answer is 0.", r.Value, dimLabel(d)))
		return true
	}
	return false
}

// zero reports a single number that is 0: nothing matched the conditions
// (which may be right, or contradict each other).
func zero(res *exec.Result) bool {
	t := res.Table
	if t.Rows() != 1 {
		return false
	}
	for _, c := range t.Columns {
		if c.Kind.IsNumber() && !c.IsNull(0) && num(c, 0) != 0 {
			return false
		}
	}
	return true
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
// everyPasses is a doubt about a count of the entities that pass a
// comparison zero passes when every one of them does: the rows counted may
// be none at all ("aircraft that operated, never cancelled" read as rows
// both completed and cancelled). "" otherwise.
func everyPasses(p *Planned, res *exec.Result) string {
	if p.outOf == "" || res == nil || res.Table == nil || res.Table.Rows() != 1 {
		return ""
	}
	n, all := res.Table.Col(p.MetricCol), res.Table.Col(p.outOf)
	if n == nil || all == nil || num(all, 0) < 2 || num(n, 0) != num(all, 0) {
		return ""
	}
	return fmt.Sprintf("Every one of the %v passes: the rows counted may be none at all.", num(all, 0))
}

func suspicious(p *Planned, res *exec.Result) []string {
	var out []string
	t := res.Table
	if p.Metric != nil && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(p.Metric.Expr)), "COUNT(") {
		if c := t.Col(p.Metric.Name); c != nil {
			for i := 0; i < c.Len(); i++ {
				if v := num(c, i); v < 0 {
					out = append(out, fmt.Sprintf("%s is negative (%v), which a count cannot be; check the metric definition.", p.Metric.Name, v))
					break
				}
			}
		}
	}
	if c := t.Col("share_pct"); c != nil && !t.Truncated && p.Plan.Limit == 0 && !p.ownWhole {
		if s := sum(c); s > 100.5 {
			out = append(out, fmt.Sprintf("The shares add up to %.1f%%, more than the whole: the rows overlap, so read each share on its own.", s))
		}
	}
	return out
}

// repair proposes the next plan for a problem, or nil when nothing is left
// to try. Offline it corrects entities (the next closest value), and falls
// back from a pipe to the metric compiler.
func (e *Engine) repair(p *Planned, problem string, tried map[string]bool) (*Planned, string) {
	if strings.HasPrefix(problem, "empty") && e.outOfRange(p) {
		return nil, ""
	}
	q := p.Query
	if q == nil {
		return nil, ""
	}
	if p.Route == RoutePipes && !strings.HasPrefix(problem, "empty") && !tried["metric"] && q.Measure != nil && q.Measure.Metric != "" {
		tried["metric"] = true
		next := &Planned{Query: q, Period: q.Period, Compare: q.Compare, Grain: q.Grain, Metric: e.snap.Metrics[q.Measure.Metric]}
		if err := e.metricPlan(next); err == nil {
			next.Evidence = p.Evidence
			next.Evidence.Kind = "metric"
			e.notes(next)
			return next, "answered with the metric compiler instead of pipe " + p.Pipe.Name
		}
	}
	if !strings.HasPrefix(problem, "empty") {
		return nil, ""
	}
	for i, c := range q.Conds {
		if c.Match == nil || c.Match.Kind == knowledge.MatchExact || c.Match.Kind == knowledge.MatchSynonym || c.Exclude || len(c.Values) != 1 {
			continue // the value the user named has no rows: that is the answer
		}
		for _, alt := range e.snap.Values.Closest(c.Dim, c.Match.Text, 3) {
			key := c.Dim + "=" + alt
			if tried[key] || alt == c.Values[0] {
				continue
			}
			tried[key] = true
			nq := *q
			nq.Conds = append([]understand.Cond(nil), q.Conds...)
			m := *c.Match
			m.Value, m.Kind, m.Score = alt, knowledge.MatchFuzzy, 0.6
			nq.Conds[i].Values, nq.Conds[i].Match = []string{alt}, &m
			next, err := e.planFor(&nq)
			if err != nil {
				continue
			}
			next.Evidence.Alternatives = p.Evidence.Alternatives
			return next, fmt.Sprintf("no rows for %s = %q; tried the closest value %q", c.Dim, c.Values[0], alt)
		}
	}
	return nil, ""
}

// outOfRange reports whether the question's period lies outside the data.
func (e *Engine) outOfRange(p *Planned) bool {
	lo, hi := e.lx.DataRange()
	if lo.IsZero() {
		return false
	}
	check := func(x *understand.Period) bool { return x != nil && (x.To.Before(lo) || x.From.After(hi)) }
	if check(p.Period) {
		return true
	}
	for i := range p.Compare {
		if check(&p.Compare[i]) {
			return true
		}
	}
	return false
}

// giveUp turns a problem no repair fixed into an honest answer.
func (e *Engine) giveUp(p *Planned, problem string) *Planned {
	switch {
	case strings.HasPrefix(problem, "empty"):
		p.Evidence.Empty = true
		if e.outOfRange(p) {
			p.Evidence.OutOfRange = true
		}
	default:
		p.Warnings = append(p.Warnings, "The query could not run: "+strings.TrimPrefix(strings.TrimPrefix(problem, "query failed: "), "invalid plan: "))
		p.Evidence.Empty = true
	}
	return p
}

// learn saves a repair that worked as a pending learning.
func (e *Engine) learn(p *Planned, a *Answer, o AskOptions, res *exec.Result) {
	if o.Learn == nil || len(a.Provenance.Repairs) == 0 {
		return
	}
	r := a.Provenance.Repairs[len(a.Provenance.Repairs)-1]
	l := &config.Learning{
		Description:   "Repair that worked: " + r.Action + ".",
		Category:      "other",
		OriginalError: r.Problem,
		Confidence:    0.5,
		Status:        config.LearningPending,
		Question:      a.Question,
		AnswerID:      a.ID,
		CreatedAt:     time.Now().UTC().Format(time.RFC3339),
	}
	if p.Query != nil {
		for _, c := range p.Query.Conds {
			if c.Match != nil && c.Match.Kind == knowledge.MatchFuzzy && c.Match.Score == 0.6 {
				dim := e.snap.Dimensions[c.Dim]
				l.Category = "naming"
				l.Description = fmt.Sprintf("In questions, %q means %s %q.", c.Match.Text, dimLabel(dim), c.Values[0])
				l.Tables = []string{dim.Table}
				l.Dimension, l.Term, l.Value = c.Dim, c.Match.Text, c.Values[0]
			}
		}
	}
	if res != nil && len(res.Steps) > 0 {
		l.CorrectedSQL = res.Steps[0].SQL
		if sql, ok := sqltext.Inline(res.Steps[0].SQL, res.Steps[0].Args); ok {
			l.CorrectedSQL = sql // runnable as it is, and promotable to a verified query
		}
		l.Tables = appendNewAll(l.Tables, res.Steps[0].Tables)
	}
	if p.OriginalSQL != "" {
		l.OriginalSQL = p.OriginalSQL
		l.Category = sqlErrorCategory(r.Problem)
		l.Description = "Text-to-SQL repair: " + r.Action + "."
		l.Term = ""
	}
	l.ID = learningID(l)
	for _, have := range e.snap.Learnings {
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

// confidence is computed from evidence (DESIGN §6), in this one place,
// never asked of a model. An answer with a word not understood, another
// close reading that gives a different result, a guessed measure, or a
// model that disagrees is always below the review threshold.
func confidence(p *Planned, threshold float64) float64 {
	ev := p.Evidence
	var c float64
	switch ev.Kind {
	case "stop":
		c = 0.95
		if p.Query != nil && p.Query.Stop == "unknown" {
			c = 0.9
		}
	case "define":
		c = 0.9
	case "documents":
		c = 0.5 // "I don't have information on that": a person should check the documents
		if p.Doc != nil && p.Doc.Chunk != nil {
			c = 0.6 + 0.35*p.Doc.Coverage
		}
	case "pipe":
		c = 0.95
	case "metric":
		c = 0.92
	case "aggregate":
		c = 0.88
	case "verified", "pipe_text":
		c = 0.85
	case "llm":
		c = 0.85
	default:
		c = 0.5
	}
	for _, s := range ev.EntityScores {
		c *= 0.5 + 0.5*s
	}
	if ev.Coverage > 0 && ev.Coverage < 1 && ev.Kind != "stop" {
		c -= 0.2 * (1 - ev.Coverage)
	}
	c -= 0.1 * float64(ev.Repairs)
	c -= 0.03 * float64(min(ev.Caveats, 2))
	c -= 0.03 * float64(ev.GuessedPeriods)
	c -= 0.2 * float64(ev.Contradictions)
	c -= 0.15 * float64(ev.Unsupported)
	if ev.Empty {
		c = min(c, 0.4)
	}
	if ev.Zero {
		c = min(c, 0.5)
	}
	if ev.OutOfRange {
		// no data for a period outside the data's range is a fact, and the
		// answer says what range there is
		c = 0.75
	}
	if ev.Kind != "stop" && (len(ev.Unexplained) > 0 || len(ev.Misspelt) > 0 || ev.Unanswered || ev.Short || ev.Tie || ev.Alternatives > 0 || ev.GuessedMeasure || ev.LLMDisagrees || ev.Contradictions > 0 || len(ev.Doubts) > 0 || ev.Unplanned) {
		c = min(c, threshold-0.05)
	}
	return float64(int(max(0.05, min(0.99, c))*100+0.5)) / 100
}
