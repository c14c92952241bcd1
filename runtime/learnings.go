package runtime

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// The learnings lifecycle (DESIGN §3): a learning is saved pending (from a
// repair that worked, or from feedback with a correction); a reviewer
// activates it, rejects it, or promotes it into knowledge.hcl. While it is
// pending or active the runtime uses it (config.Learning.Applies), counts
// each answer it shapes (times_applied) and moves its confidence with the
// feedback those answers get. Counts and confidence changes are kept in
// memory and written back in batches (LearningsFlushInterval, and at
// Close), each batch one locked read-merge-write of learnings.hcl, so
// concurrent asks, and concurrent processes, never lose a count.

// LearningsFlushInterval is how long counts of applied learnings wait in
// memory before they are written to learnings.hcl.
var LearningsFlushInterval = 2 * time.Second

// Confidence steps: feedback on an answer that applied a learning, and a
// golden that passed or failed with it.
const (
	ConfidenceUp   = 0.1
	ConfidenceDown = -0.2
)

// ErrUnknownLearning is wrapped by the errors for an ID learnings.hcl does
// not hold (HTTP 404).
var ErrUnknownLearning = errors.New("unknown learning")

// ReviewError is a review the learning's state or the workspace refuses:
// promoting a rejected learning, a promotion that would not validate.
// Nothing was written. Diagnostics, when set, are the validation's.
type ReviewError struct {
	Msg         string
	Diagnostics string
}

func (e *ReviewError) Error() string {
	if e.Diagnostics != "" {
		return e.Msg + "\n" + e.Diagnostics
	}
	return e.Msg
}

// learnUsage holds what asks and feedback did to learnings since the last
// write: applied counts and confidence steps, by learning ID.
type learnUsage struct {
	mu      sync.Mutex
	applied map[string]int
	conf    map[string]float64
	timer   *time.Timer
	// flushMu serializes flushes (a timer's and Close's).
	flushMu sync.Mutex
}

// noteApplied counts the learnings an answer applied.
func (r *Runtime) noteApplied(ids []string) {
	if r.opts.NoWrite || len(ids) == 0 {
		return
	}
	u := &r.learned
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.applied == nil {
		u.applied = map[string]int{}
	}
	for _, id := range ids {
		u.applied[id]++
	}
	r.scheduleFlushLocked()
}

// AdjustLearnings moves the confidence of learnings by delta (clamped to
// [0, 1] when written): ConfidenceUp when an answer that applied them was
// right, ConfidenceDown when it was wrong.
func (r *Runtime) AdjustLearnings(ids []string, delta float64) {
	if r.opts.NoWrite || len(ids) == 0 {
		return
	}
	u := &r.learned
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.conf == nil {
		u.conf = map[string]float64{}
	}
	for _, id := range ids {
		u.conf[id] += delta
	}
	r.scheduleFlushLocked()
}

func (r *Runtime) scheduleFlushLocked() {
	u := &r.learned
	if u.timer == nil {
		u.timer = time.AfterFunc(LearningsFlushInterval, func() {
			if err := r.FlushLearnings(); err != nil {
				r.opts.Logger.Warn("learnings: counts not written; kept for the next write", "error", err)
			}
		})
	}
}

// FlushLearnings writes the counts and confidence changes kept in memory
// to learnings.hcl now. On failure they are kept for the next write.
func (r *Runtime) FlushLearnings() error {
	u := &r.learned
	u.flushMu.Lock()
	defer u.flushMu.Unlock()
	u.mu.Lock()
	applied, conf := u.applied, u.conf
	u.applied, u.conf = nil, nil
	if u.timer != nil {
		u.timer.Stop()
		u.timer = nil
	}
	u.mu.Unlock()
	if len(applied) == 0 && len(conf) == 0 {
		return nil
	}
	r.learnMu.Lock()
	err := config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		for id, n := range applied {
			if l, b := byID[id], config.LearningBlock(f, id); l != nil && b != nil {
				b.SetAttributeValue("times_applied", cty.NumberIntVal(int64(l.TimesApplied+n)))
			}
		}
		for id, d := range conf {
			if l, b := byID[id], config.LearningBlock(f, id); l != nil && b != nil {
				c := l.Confidence
				if c == 0 {
					c = DefaultConfidence
				}
				b.SetAttributeValue("confidence", cty.NumberFloatVal(clampConfidence(c+d)))
			}
		}
		return nil
	})
	r.learnMu.Unlock()
	if err != nil {
		u.mu.Lock()
		if u.applied == nil {
			u.applied = map[string]int{}
		}
		if u.conf == nil {
			u.conf = map[string]float64{}
		}
		for id, n := range applied {
			u.applied[id] += n
		}
		for id, d := range conf {
			u.conf[id] += d
		}
		r.scheduleFlushLocked()
		u.mu.Unlock()
	}
	return err
}

// GoldenScore is what an eval run did to one learning: the goldens that
// passed and failed with it applied, and its confidence after the run.
type GoldenScore struct {
	ID         string  `json:"id"`
	Passed     int     `json:"passed"`
	Failed     int     `json:"failed"`
	Delta      float64 `json:"delta"`
	Confidence float64 `json:"confidence"`
}

// ScoreLearnings records an eval run's evidence on the learnings it
// applied: for each, the goldens that passed and failed with it. Their
// counts are added to goldens_passed and goldens_failed, and the
// confidence moves one step per run: ConfidenceDown when a golden failed
// with it, else ConfidenceUp. It is one locked read-merge-write of
// learnings.hcl, so concurrent runs, asks and reviews lose nothing. It
// writes even when the runtime was loaded with NoWrite: eval asks its
// questions without writing, then calls it when it keeps its history.
func (r *Runtime) ScoreLearnings(passed, failed map[string]int) ([]GoldenScore, error) {
	ids := map[string]bool{}
	for id := range passed {
		ids[id] = true
	}
	for id := range failed {
		ids[id] = true
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var scores []GoldenScore
	r.learnMu.Lock()
	defer r.learnMu.Unlock()
	err := config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		for _, id := range sortedKeys(ids) {
			l, b := byID[id], config.LearningBlock(f, id)
			if l == nil || b == nil || passed[id]+failed[id] == 0 {
				continue
			}
			s := GoldenScore{ID: id, Passed: passed[id], Failed: failed[id], Delta: ConfidenceUp}
			if s.Failed > 0 {
				s.Delta = ConfidenceDown
			}
			c := l.Confidence
			if c == 0 {
				c = DefaultConfidence
			}
			s.Confidence = clampConfidence(c + s.Delta)
			b.SetAttributeValue("confidence", cty.NumberFloatVal(s.Confidence))
			if s.Passed > 0 {
				b.SetAttributeValue("goldens_passed", cty.NumberIntVal(int64(l.GoldensPassed+s.Passed)))
			}
			if s.Failed > 0 {
				b.SetAttributeValue("goldens_failed", cty.NumberIntVal(int64(l.GoldensFailed+s.Failed)))
			}
			scores = append(scores, s)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return scores, nil
}

// DefaultConfidence is a new learning's confidence.
const DefaultConfidence = 0.5

func clampConfidence(c float64) float64 {
	return math.Round(math.Max(0, math.Min(1, c))*100) / 100
}

// appliedLearnings completes an answer's provenance.learnings_applied with
// the learned filters its plan used and the learned joins between tables
// it read, and returns the IDs of the learnings it applied (not those it
// saved).
func appliedLearnings(s *knowledge.Snapshot, a *agents.Answer) []string {
	var ids []string
	seen := map[string]bool{}
	add := func(id string) {
		if id != "" && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	for _, x := range a.Provenance.LearningsApplied {
		if !strings.Contains(x, " ") { // "ID (saved, pending review)" was saved, not applied
			add(x)
		}
	}
	known := len(ids)
	if a.Plan != nil {
		for _, st := range a.Plan.Steps {
			for name := range st.Filters {
				if f := s.Filters[name]; f != nil {
					add(f.Learning)
				}
			}
		}
	}
	read := map[string]bool{}
	for _, t := range a.Provenance.TablesAccessed {
		read[t] = true
	}
	for _, name := range knowledge.SortedNames(s.Tables) {
		for _, j := range s.Tables[name].Joins {
			if j.Learning != "" && read[j.From] && read[j.To] {
				add(j.Learning)
			}
		}
	}
	a.Provenance.LearningsApplied = append(a.Provenance.LearningsApplied, ids[known:]...)
	return ids
}

// Learnings lists the learnings of the workspace with the given status
// (all when ""), by confidence, then times applied (counts not yet
// written included), then ID. It reads learnings.hcl afresh.
func (r *Runtime) Learnings(status string) ([]*config.Learning, error) {
	if status != "" && !slices.Contains(config.LearningStatuses, status) {
		return nil, fmt.Errorf("unknown status %q; statuses are %s", status, strings.Join(config.LearningStatuses, ", "))
	}
	all, err := config.ReadLearnings(r.opts.Dir)
	if err != nil {
		return nil, err
	}
	u := &r.learned
	u.mu.Lock()
	for _, l := range all {
		l.TimesApplied += u.applied[l.ID]
		if d := u.conf[l.ID]; d != 0 {
			if l.Confidence == 0 {
				l.Confidence = DefaultConfidence
			}
			l.Confidence = clampConfidence(l.Confidence + d)
		}
	}
	u.mu.Unlock()
	var out []*config.Learning
	for _, l := range all {
		if l.Status == "" {
			l.Status = config.LearningPending
		}
		if l.Confidence == 0 {
			l.Confidence = DefaultConfidence
		}
		if status == "" || l.Status == status {
			out = append(out, l)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Confidence != b.Confidence {
			return a.Confidence > b.Confidence
		}
		if a.TimesApplied != b.TimesApplied {
			return a.TimesApplied > b.TimesApplied
		}
		return a.ID < b.ID
	})
	return out, nil
}

// Learning is one learning by ID.
func (r *Runtime) Learning(id string) (*config.Learning, error) {
	all, err := r.Learnings("")
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, l := range all {
		if l.ID == id {
			return l, nil
		}
		ids = append(ids, l.ID)
	}
	return nil, unknownLearning(id, ids)
}

func unknownLearning(id string, ids []string) error {
	if len(ids) == 0 {
		return fmt.Errorf("%w %q: learnings.hcl holds none", ErrUnknownLearning, id)
	}
	return fmt.Errorf("%w %q%s; `datacopilot learnings list` lists them", ErrUnknownLearning, id, didYouMean(id, ids))
}

// ActivateLearning marks a learning reviewed and kept: it leaves the
// review queue and goes on being applied. Its flag goes too, unless the
// declared knowledge raises it (then the knowledge still wins).
func (r *Runtime) ActivateLearning(ctx context.Context, id string) (*config.Learning, error) {
	return r.review(ctx, id, func(l *config.Learning, b *hclwrite.Body) error {
		if l.Status == config.LearningPromoted {
			return &ReviewError{Msg: fmt.Sprintf("learning %s was promoted to %s; it lives in knowledge.hcl now", id, l.PromotedTo)}
		}
		b.SetAttributeValue("status", cty.StringVal(config.LearningActive))
		b.RemoveAttribute("reason")
		if _, ok := r.Snapshot().LearningFlags[id]; !ok {
			// kept over the learning it contradicted; a flag the knowledge
			// raises stays until the knowledge changes
			for _, a := range []string{"flag", "flag_reason", "flagged_at"} {
				b.RemoveAttribute(a)
			}
		}
		return nil
	})
}

// RejectLearning marks a learning rejected, with the reviewer's reason: it
// is no longer applied nor given to the model.
func (r *Runtime) RejectLearning(ctx context.Context, id, reason string) (*config.Learning, error) {
	return r.review(ctx, id, func(l *config.Learning, b *hclwrite.Body) error {
		if l.Status == config.LearningPromoted {
			return &ReviewError{Msg: fmt.Sprintf("learning %s was promoted to %s; remove that from knowledge.hcl instead", id, l.PromotedTo)}
		}
		b.SetAttributeValue("status", cty.StringVal(config.LearningRejected))
		if reason = strings.TrimSpace(reason); reason != "" {
			b.SetAttributeValue("reason", cty.StringVal(reason))
		}
		return nil
	})
}

// review edits one learning's block under the learnings lock, stamps
// reviewed_at, and reloads the workspace so that the change is served.
func (r *Runtime) review(ctx context.Context, id string, edit func(*config.Learning, *hclwrite.Body) error) (*config.Learning, error) {
	if r.opts.NoWrite {
		return nil, &ReviewError{Msg: "this runtime was started without writing to the workspace"}
	}
	r.learnMu.Lock()
	err := config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		l, b := byID[id], config.LearningBlock(f, id)
		if l == nil || b == nil {
			return unknownLearning(id, sortedKeys(byID))
		}
		if err := edit(l, b); err != nil {
			return err
		}
		b.SetAttributeValue("reviewed_at", cty.StringVal(time.Now().UTC().Format(time.RFC3339)))
		return nil
	})
	r.learnMu.Unlock()
	if err != nil {
		return nil, err
	}
	if err := r.Reload(ctx); err != nil {
		r.opts.Logger.Warn("learnings: reviewed, but the workspace did not reload", "error", err)
	}
	return r.Learning(id)
}

// PromoteOptions say what a learning becomes.
type PromoteOptions struct {
	// To is the target: rule, verified_query, synonym or filter.
	To string
	// Name names the new block (default: from the learning).
	Name string
	// SQL is a verified query's SQL when the learning has no corrected
	// SQL; Expr a filter's condition when it has none.
	SQL, Expr string
}

// Promoted is a promotion done: the learning, and where its block is.
type Promoted struct {
	Learning *config.Learning `json:"learning"`
	Target   string           `json:"target"`
	// Name is the block's name (the dimension's, for a synonym).
	Name string `json:"name"`
	// File and Line locate the new block (the dimension, for a synonym).
	File string `json:"file"`
	Line int    `json:"line"`
}

// PromoteLearning writes a learning into knowledge.hcl as a rule, a
// verified query, a filter or a synonym, and marks it promoted. The new
// knowledge.hcl is validated (every file, and against the data) before it
// is written: a promotion that would not validate writes nothing and is a
// *ReviewError with the diagnostics. The rest of knowledge.hcl is kept
// byte for byte, so the change is a reviewable diff.
func (r *Runtime) PromoteLearning(ctx context.Context, id string, o PromoteOptions) (*Promoted, error) {
	if r.opts.NoWrite {
		return nil, &ReviewError{Msg: "this runtime was started without writing to the workspace"}
	}
	if !slices.Contains(config.PromoteTargets, o.To) {
		return nil, &ReviewError{Msg: fmt.Sprintf("cannot promote to %q: the targets are %s%s", o.To, strings.Join(config.PromoteTargets, ", "), didYouMean(o.To, config.PromoteTargets))}
	}
	var done *Promoted
	r.learnMu.Lock()
	err := config.EditLearnings(r.opts.Dir, func(f *hclwrite.File, byID map[string]*config.Learning) error {
		l, b := byID[id], config.LearningBlock(f, id)
		if l == nil || b == nil {
			return unknownLearning(id, sortedKeys(byID))
		}
		switch l.Status {
		case config.LearningPromoted:
			return &ReviewError{Msg: fmt.Sprintf("learning %s was already promoted to %s", id, l.PromotedTo)}
		case config.LearningRejected:
			return &ReviewError{Msg: fmt.Sprintf("learning %s was rejected; activate it first (`datacopilot learnings activate %s`) to promote it", id, id)}
		}
		p, err := r.promotion(l, o)
		if err != nil {
			return err
		}
		kpath := filepath.Join(r.opts.Dir, config.KnowledgeFile)
		src, err := os.ReadFile(kpath)
		if err != nil {
			return err
		}
		out, line, err := config.Promote(src, kpath, p)
		if err != nil {
			return &ReviewError{Msg: fmt.Sprintf("cannot promote learning %s to a %s: %v", id, o.To, err)}
		}
		if err := r.checkWith(ctx, map[string][]byte{kpath: out}); err != nil {
			return &ReviewError{Msg: fmt.Sprintf("promoting learning %s to a %s would leave a workspace that does not validate, so nothing was written", id, o.To), Diagnostics: err.Error()}
		}
		if err := config.WriteFileAtomic(kpath, out); err != nil {
			return err
		}
		b.SetAttributeValue("status", cty.StringVal(config.LearningPromoted))
		b.SetAttributeValue("promoted_to", cty.StringVal(p.Where()))
		b.SetAttributeValue("reviewed_at", cty.StringVal(time.Now().UTC().Format(time.RFC3339)))
		name := p.Name
		if p.Target == config.PromoteSynonym {
			name = p.Dimension
		}
		done = &Promoted{Target: p.Target, Name: name, File: config.KnowledgeFile, Line: line}
		return nil
	})
	r.learnMu.Unlock()
	if err != nil {
		return nil, err
	}
	if err := r.Reload(ctx); err != nil {
		r.opts.Logger.Warn("learnings: promoted, but the workspace did not reload", "error", err)
	}
	done.Learning, err = r.Learning(id)
	return done, err
}

// promotion is what a learning becomes for a target: its own words, and
// for a naming learning (term → a dimension's value) the filter or
// synonym that says the same in knowledge.hcl.
func (r *Runtime) promotion(l *config.Learning, o PromoteOptions) (config.Promotion, error) {
	p := config.Promotion{Target: o.To, Name: o.Name, Description: l.Description}
	if l.Correction != "" && !strings.Contains(p.Description, l.Correction) {
		p.Description = strings.TrimSpace(p.Description + " Correction: " + l.Correction)
	}
	s := r.Snapshot()
	refuse := func(format string, args ...any) (config.Promotion, error) {
		return p, &ReviewError{Msg: fmt.Sprintf("learning %s cannot be a %s: ", l.ID, o.To) + fmt.Sprintf(format, args...)}
	}
	switch o.To {
	case config.PromoteRule:
		if p.Name == "" {
			p.Name = l.ID
		}
		for _, t := range l.Tables {
			if s.Tables[t] != nil {
				p.Tables = append(p.Tables, t)
			}
		}
	case config.PromoteVerified:
		if p.Name == "" {
			p.Name = l.ID
		}
		p.Question, p.SQL = l.Question, firstNonEmpty(o.SQL, l.CorrectedSQL)
		if p.Question == "" {
			return refuse("it records no question")
		}
		if p.SQL == "" {
			return refuse("it has no corrected SQL; give the SQL that answers %q (--sql), or promote it to a rule", l.Question)
		}
	case config.PromoteSynonym:
		p.Dimension, p.Value, p.Term = l.Dimension, l.Value, l.Term
		if p.Dimension == "" || p.Term == "" {
			return refuse("it is not a naming learning (a term for a dimension's value); promote it to a rule")
		}
	case config.PromoteFilter:
		p.Table, p.Expr = firstOf(l.Tables), firstNonEmpty(o.Expr, l.Expr)
		if d := s.Dimensions[l.Dimension]; d != nil && l.Value != "" && p.Expr == "" {
			// a term that names one value is the filter "dimension = value"
			p.Table, p.Expr = d.Table, d.Expr+" = "+engine.QuoteString(l.Value)
		}
		if p.Table == "" || p.Expr == "" {
			return refuse("it records no condition; give one (--expr \"column = 'value'\"), or promote it to a rule")
		}
		if l.Term != "" {
			p.Label, p.Synonyms = l.Term, []string{l.Term}
		}
		if p.Name == "" {
			p.Name = slug(firstNonEmpty(l.Term, l.ID))
		}
	}
	return p, nil
}

// checkWith loads the workspace with some files replaced, as a reload
// would, and returns its errors, if any.
func (r *Runtime) checkWith(ctx context.Context, overlay map[string][]byte) error {
	snap, err := r.buildWith(ctx, overlay)
	if err != nil {
		var le *LoadError
		if errors.As(err, &le) {
			var b strings.Builder
			le.Write(&b, false)
			return errors.New(strings.TrimSpace(b.String()))
		}
		return err
	}
	snap.Close()
	return nil
}

var nonWord = regexp.MustCompile(`[^a-z0-9]+`)

func slug(s string) string {
	return strings.Trim(nonWord.ReplaceAllString(strings.ToLower(s), "_"), "_")
}

func firstNonEmpty(xs ...string) string {
	for _, x := range xs {
		if x != "" {
			return x
		}
	}
	return ""
}

func firstOf(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[0]
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
