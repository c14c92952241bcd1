package evals

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	dc "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Statuses of one golden question.
const (
	Pass  = "pass"
	Fail  = "fail"
	Error = "error" // the question could not be answered at all
)

// Options select and run goldens.
type Options struct {
	Tags       []string // any of these tags (all goldens when empty)
	Difficulty string
	Names      []string // only these goldens
	Suites     []string // only the goldens of these files (evals/NAME.hcl)
	// Concurrency is how many questions run at once (4 when zero).
	Concurrency int
	// Progress is called after each question, from one goroutine at a time.
	Progress func(done, total int, r *Result)
}

// Result is one golden question's outcome.
type Result struct {
	Name       string   `json:"name"`
	Question   string   `json:"question"`
	Difficulty string   `json:"difficulty,omitempty"`
	Tags       []string `json:"tags,omitempty"`
	Status     string   `json:"status"`
	Failures   []string `json:"failures,omitempty"`
	Error      string   `json:"error,omitempty"`
	Route      string   `json:"route,omitempty"`
	Pipe       string   `json:"pipe,omitempty"`
	Metric     string   `json:"metric,omitempty"`
	SQL        []string `json:"sql,omitempty"`
	Answer     any      `json:"answer,omitempty"`
	Expected   any      `json:"expected,omitempty"`
	Summary    string   `json:"answer_summary,omitempty"`
	// Deviation is how far the answer's numbers were from the expected
	// ones (exact and approximate goldens with numbers to compare).
	Deviation  *Deviation `json:"deviation,omitempty"`
	Confidence float64    `json:"confidence,omitempty"`
	// NeedsReview is the answer's review flag; ExpectReview says the
	// golden wants it set.
	NeedsReview  bool    `json:"needs_human_review,omitempty"`
	ExpectReview bool    `json:"expect_review,omitempty"`
	Suite        string  `json:"suite,omitempty"`
	Millis       float64 `json:"ms"`
	// Turns are the results of a conversation's turns, in order; the
	// conversation passes when every turn does.
	Turns []Result `json:"turns,omitempty"`
	// Learnings are the IDs of the learnings the answer applied (a
	// conversation's: any turn's).
	Learnings []string `json:"learnings_applied,omitempty"`
}

// Right reports whether the answer is right: it passed.
func (r *Result) Right() bool { return r.Status == Pass }

// ConfidentlyWrong reports a wrong answer given without a review flag or
// a refusal: the outcome that must never happen.
func (r *Result) ConfidentlyWrong() bool {
	return r.Status == Fail && !r.NeedsReview && r.Route != "stop"
}

// Run is one eval run: what was run against which knowledge, and how it went.
type Run struct {
	ID          string      `json:"id"`
	Time        string      `json:"time"`
	Workspace   string      `json:"workspace"`
	Fingerprint Fingerprint `json:"knowledge"`
	Agents      []string    `json:"agents"`
	Filters     Options     `json:"-"`
	Results     []Result    `json:"results"`
	Passed      int         `json:"passed"`
	Failed      int         `json:"failed"`
	Errored     int         `json:"errored"`
	Accuracy    float64     `json:"accuracy"`
	// Turns and TurnsRight count the turns of the conversations run, and
	// the ones answered right.
	Turns      int `json:"turns,omitempty"`
	TurnsRight int `json:"turns_right,omitempty"`
	// Suites are the figures per suite (evals file), then over all.
	Suites []Calibration `json:"suites"`
	Millis float64       `json:"ms"`
	// Learnings are what the run did to the learnings it applied, when it
	// kept its history (ScoreLearnings).
	Learnings []dc.GoldenScore `json:"learnings,omitempty"`
}

// LearningOutcomes counts, for each learning applied by a golden of the
// run, the goldens that passed and failed with it. A golden that errored
// is no evidence either way.
func LearningOutcomes(run *Run) (passed, failed map[string]int) {
	passed, failed = map[string]int{}, map[string]int{}
	for _, r := range run.Results {
		for _, id := range r.Learnings {
			switch r.Status {
			case Pass:
				passed[id]++
			case Fail:
				failed[id]++
			}
		}
	}
	return passed, failed
}

// ScoreLearnings moves the confidence of the learnings the run applied
// (dc.Runtime.ScoreLearnings) and records the moves in the run.
func ScoreLearnings(rt *dc.Runtime, run *Run) error {
	scores, err := rt.ScoreLearnings(LearningOutcomes(run))
	run.Learnings = scores
	return err
}

// Calibration says how far a suite's answers can be trusted: accuracy;
// the answers that were wrong and not flagged for review (confidently
// wrong, the goal being 0); the precision of the answers given without a
// flag (right ones among them, the goal being 100%); and how many right
// answers were flagged anyway (a flag on everything is not calibration).
// Goldens that expect a review flag are left out of the last figure.
type Calibration struct {
	Suite            string  `json:"suite"`
	Total            int     `json:"total"`
	Right            int     `json:"right"`
	Accuracy         float64 `json:"accuracy"`
	ConfidentlyWrong int     `json:"confidently_wrong"`
	Unflagged        int     `json:"unflagged"`
	Precision        float64 `json:"unflagged_precision"`
	RightFlagged     int     `json:"right_flagged"`
	ReviewRate       float64 `json:"right_review_rate"`
}

// Calibrate computes the figures of results.
func Calibrate(suite string, results []Result) Calibration {
	c := Calibration{Suite: suite, Total: len(results)}
	unflaggedRight, rightPlain := 0, 0
	for _, r := range results {
		right := r.Right()
		if right {
			c.Right++
		}
		if r.ConfidentlyWrong() {
			c.ConfidentlyWrong++
		}
		if !r.NeedsReview {
			c.Unflagged++
			if right {
				unflaggedRight++
			}
		}
		if right && !r.ExpectReview {
			rightPlain++
			if r.NeedsReview {
				c.RightFlagged++
			}
		}
	}
	if c.Total > 0 {
		c.Accuracy = float64(c.Right) / float64(c.Total)
	}
	c.Precision = 1
	if c.Unflagged > 0 {
		c.Precision = float64(unflaggedRight) / float64(c.Unflagged)
	}
	if rightPlain > 0 {
		c.ReviewRate = float64(c.RightFlagged) / float64(rightPlain)
	}
	return c
}

// suites calibrates each suite of a run, in the order they first appear,
// and the whole run when it has more than one.
func suites(results []Result) []Calibration {
	var order []string
	by := map[string][]Result{}
	for _, r := range results {
		if _, ok := by[r.Suite]; !ok {
			order = append(order, r.Suite)
		}
		by[r.Suite] = append(by[r.Suite], r)
	}
	var out []Calibration
	for _, s := range order {
		out = append(out, Calibrate(s, by[s]))
	}
	if len(order) > 1 {
		out = append(out, Calibrate("all", results))
	}
	return out
}

// Fingerprint identifies the knowledge a run used: counts of what the
// workspace declares and a hash of its HCL files.
type Fingerprint struct {
	Tables     int    `json:"tables"`
	Dimensions int    `json:"dimensions"`
	Metrics    int    `json:"metrics"`
	Pipes      int    `json:"pipes"`
	Rules      int    `json:"rules"`
	Goldens    int    `json:"goldens"`
	Hash       string `json:"sha256"`
}

// Select lists the goldens that pass the filters, in file order.
func Select(goldens []*config.Golden, o Options) []*config.Golden {
	var out []*config.Golden
	for _, g := range goldens {
		if o.Difficulty != "" && g.Difficulty != o.Difficulty {
			continue
		}
		if len(o.Names) > 0 && !slices.Contains(o.Names, g.Name) {
			continue
		}
		if len(o.Suites) > 0 && !slices.Contains(o.Suites, g.Suite) {
			continue
		}
		if len(o.Tags) > 0 {
			hit := false
			for _, t := range g.Tags {
				hit = hit || slices.Contains(o.Tags, t)
			}
			if !hit {
				continue
			}
		}
		out = append(out, g)
	}
	return out
}

// Execute asks every selected golden question of the runtime, concurrently,
// and compares the answers. A question that panics or errors is recorded
// as errored and the run goes on.
func Execute(ctx context.Context, rt *dc.Runtime, o Options) *Run {
	snap := rt.Snapshot()
	goldens := Select(snap.Goldens, o)
	run := &Run{
		ID: fmt.Sprintf("run_%d", time.Now().UnixNano()), Time: time.Now().UTC().Format(time.RFC3339),
		Workspace: snap.Dir, Fingerprint: FingerprintOf(snap), Agents: agentsOf(snap.Config), Filters: o,
		Results: make([]Result, len(goldens)),
	}
	start := time.Now()
	n := o.Concurrency
	if n <= 0 {
		n = 4
	}
	var mu sync.Mutex
	done := 0
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(n)
	for i, gold := range goldens {
		g.Go(func() error {
			r := ask(gctx, rt, gold)
			run.Results[i] = r
			mu.Lock()
			done++
			if o.Progress != nil {
				o.Progress(done, len(goldens), &run.Results[i])
			}
			mu.Unlock()
			return nil
		})
	}
	_ = g.Wait()
	for _, r := range run.Results {
		for _, t := range r.Turns {
			run.Turns++
			if t.Right() {
				run.TurnsRight++
			}
		}
		switch r.Status {
		case Pass:
			run.Passed++
		case Fail:
			run.Failed++
		default:
			run.Errored++
		}
	}
	if len(goldens) > 0 {
		run.Accuracy = float64(run.Passed) / float64(len(goldens))
	}
	run.Suites = suites(run.Results)
	run.Millis = float64(time.Since(start).Microseconds()) / 1000
	return run
}

// ask runs one golden: a question, or a conversation whose turns are
// asked in order, each with the context of the answer before it.
func ask(ctx context.Context, rt *dc.Runtime, g *config.Golden) Result {
	if len(g.Turns) == 0 {
		r, _ := askOne(ctx, rt, g, "")
		return r
	}
	r := Result{Name: g.Name, Difficulty: g.Difficulty, Tags: g.Tags, Suite: g.Suite}
	var qs []string
	after := ""
	for i, t := range g.Turns {
		qs = append(qs, t.Question)
		var tr Result
		if i > 0 && after == "" {
			tr = Result{Name: t.Name, Question: t.Question, Status: Error, Error: "not asked: the turn before it was not answered"}
			tr.Expected, _ = expected(t)
		} else {
			var next string
			tr, next = askOne(ctx, rt, t, after)
			after = next
		}
		tr.Suite, tr.Difficulty, tr.Tags = "", "", nil
		for _, id := range tr.Learnings {
			if !slices.Contains(r.Learnings, id) {
				r.Learnings = append(r.Learnings, id)
			}
		}
		r.Turns = append(r.Turns, tr)
		r.Millis += tr.Millis
	}
	r.Question = strings.Join(qs, " → ")
	r.Status = Pass
	flagged, wrong := false, 0
	for _, tr := range r.Turns {
		flagged = flagged || tr.NeedsReview
		switch {
		case tr.Status == Error:
			r.Status = Error
		case tr.Status == Fail && r.Status != Error:
			r.Status = Fail
		}
		if tr.Status != Pass {
			for _, f := range tr.Failures {
				r.Failures = append(r.Failures, fmt.Sprintf("turn %s: %s", strings.TrimPrefix(tr.Name, g.Name), f))
			}
			if tr.Error != "" && r.Error == "" {
				r.Error = fmt.Sprintf("turn %s: %s", strings.TrimPrefix(tr.Name, g.Name), tr.Error)
			}
			if r.Route == "" {
				r.Route = tr.Route
			}
			if tr.ConfidentlyWrong() {
				wrong++
			}
		}
	}
	// a conversation is flagged when its answers were: all its wrong
	// turns flagged (or refused), or, when it passed, any turn flagged
	r.NeedsReview = flagged
	if r.Status == Fail {
		r.NeedsReview = wrong == 0
	}
	if r.Route == "" {
		r.Route = r.Turns[len(r.Turns)-1].Route
	}
	return r
}

// askOne asks one question (a golden, or a turn after the answer whose
// context is after) and returns its result and its answer's context,
// turning a panic into an errored result.
func askOne(ctx context.Context, rt *dc.Runtime, g *config.Golden, after string) (r Result, next string) {
	r = Result{Name: g.Name, Question: g.Question, Difficulty: g.Difficulty, Tags: g.Tags, Suite: g.Suite, ExpectReview: g.ExpectReview}
	r.Expected, _ = expected(g)
	start := time.Now()
	defer func() {
		r.Millis = float64(time.Since(start).Microseconds()) / 1000
		if p := recover(); p != nil {
			r.Status, r.Error = Error, fmt.Sprintf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	a, err := rt.Ask(ctx, g.Question, dc.AskOptions{FormatHint: g.FormatHint, Context: after})
	if err != nil {
		r.Status, r.Error = Error, err.Error()
		return r, ""
	}
	next = a.Context
	r.Route, r.Metric, r.SQL, r.Answer, r.Summary, r.Confidence = a.Route, a.Provenance.MetricUsed, a.Provenance.SQL, a.Answer, a.Summary, a.Confidence
	r.NeedsReview = a.NeedsReview
	for _, l := range a.Provenance.LearningsApplied {
		if !strings.Contains(l, " ") { // "ID (saved, pending review)" was saved, not applied
			r.Learnings = append(r.Learnings, l)
		}
	}
	for _, st := range a.Provenance.Steps {
		if st.Kind == "pipe" {
			r.Pipe = st.Name
		}
	}
	if a.Data != nil && a.Answer == nil && a.Data.Rows() > 0 {
		r.Answer = map[string]any{"row_count": a.Data.Rows()}
	}
	r.Failures = Check(g, a)
	if g.Mode == "" || g.Mode == "exact" || g.Mode == "approximate" {
		r.Deviation = Measure(r.Expected, normalize(a.Answer))
	}
	r.Status = Pass
	if len(r.Failures) > 0 {
		r.Status = Fail
	}
	return r, next
}

// FingerprintOf counts what a snapshot declares and hashes its HCL files.
func FingerprintOf(s *knowledge.Snapshot) Fingerprint {
	f := Fingerprint{Tables: len(s.Tables), Dimensions: len(s.Dimensions), Metrics: len(s.Metrics),
		Pipes: len(s.Pipes), Rules: len(s.Rules), Goldens: len(s.Goldens)}
	names := make([]string, 0, len(s.Config.Files))
	for name := range s.Config.Files {
		names = append(names, name)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(s.Config.Files[name].Bytes))
		h.Write(s.Config.Files[name].Bytes)
	}
	f.Hash = hex.EncodeToString(h.Sum(nil))[:16]
	return f
}

// agentsOf describes the agents: "router (offline)", "planner (gemini-2.5-flash)".
func agentsOf(ws *config.Workspace) []string {
	models := map[string]string{}
	for _, l := range ws.LLMs {
		models[l.Name] = l.Provider + "/" + l.Model
	}
	var out []string
	for _, a := range ws.Agents {
		m := "offline"
		if a.LLM != "" {
			m = models[a.LLM]
		}
		out = append(out, a.Name+" ("+m+")")
	}
	if len(out) == 0 {
		out = []string{"all offline"}
	}
	return out
}
