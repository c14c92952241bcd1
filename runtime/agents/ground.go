package agents

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// The grounding guard checks generated text against its evidence: every
// number in a sentence must be found in the result data, a cited document
// chunk, the question or the plan; a citation must name a known chunk.
// Offline answers are built from the data and pass; the guard is there for
// every text generator, the LLM's included.

// Warning codes of the guard.
const (
	WarnUnsupported   = "unsupported_claim"
	WarnUnknownCite   = "unknown_citation"
	WarnContradictory = "contradictory_sources"
	WarnInsufficient  = "insufficient_context"
)

// MaxUnsupported is the share of unsupported sentences above which the
// whole answer is replaced by an insufficient-context answer.
const MaxUnsupported = 0.2

// Evidence for grounding: numbers that may be stated, and chunk ids that
// may be cited.
type GroundEvidence struct {
	Numbers []float64
	Chunks  map[string]bool
}

// GroundResult is checked text: the sentences kept, and what was wrong.
type GroundResult struct {
	Text        string
	Warnings    []string
	Sentences   int
	Unsupported int
}

var (
	numberRe   = regexp.MustCompile(`\d[\d,]*(?:\.\d+)?`)
	citationRe = regexp.MustCompile(`\[([^\[\]\s]+#[^\[\]\s]+)\]`)
)

// Ground checks text sentence by sentence.
func Ground(text string, ev GroundEvidence) GroundResult {
	var r GroundResult
	var kept []string
	for _, s := range knowledge.Sentences(text) {
		r.Sentences++
		for _, m := range citationRe.FindAllStringSubmatch(s, -1) {
			if !ev.Chunks[m[1]] {
				r.Warnings = append(r.Warnings, fmt.Sprintf("%s: %s is not a document chunk of this workspace; the citation was removed.", WarnUnknownCite, m[1]))
				s = strings.TrimSpace(strings.NewReplacer(" "+m[0], "", m[0], "").Replace(s))
			}
		}
		bare := citationRe.ReplaceAllString(s, "")
		if n, ok := supported(bare, ev.Numbers); !ok {
			r.Unsupported++
			r.Warnings = append(r.Warnings, fmt.Sprintf("%s: dropped %q: no result or cited source holds %s.", WarnUnsupported, s, n))
			continue
		}
		kept = append(kept, s)
	}
	r.Text = strings.Join(kept, " ")
	return r
}

// supported reports whether every number of a sentence is in the evidence;
// when not, it returns the first one that is not.
func supported(s string, nums []float64) (string, bool) {
	for _, m := range numberRe.FindAllString(s, -1) {
		f, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64)
		if err != nil {
			continue
		}
		ok := false
		for _, e := range nums {
			if math.Abs(math.Abs(f)-math.Abs(e)) <= 0.006 || e != 0 && math.Abs(f-math.Abs(e))/math.Abs(e) < 1e-9 {
				ok = true
				break
			}
		}
		if !ok {
			return m, false
		}
	}
	return "", true
}

// evidence gathers what an answer may state: its result's cells, its key
// metrics, the numbers of its cited sources (chunks, rules, definitions),
// the question's and the plan's.
func (e *Engine) evidence(a *Answer, p *Planned) GroundEvidence {
	ev := GroundEvidence{Chunks: map[string]bool{}}
	for _, c := range e.snap.Chunks {
		ev.Chunks[c.ID] = true
	}
	add := func(s string) {
		for _, m := range numberRe.FindAllString(s, -1) {
			if f, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64); err == nil {
				ev.Numbers = append(ev.Numbers, f)
			}
		}
	}
	add(a.Question)
	// the rank asked for in words ("the second biggest")
	if p != nil && p.Query != nil && p.Query.Nth > 0 {
		ev.Numbers = append(ev.Numbers, float64(p.Query.Nth))
	}
	// the rows of a first ranking, said in words ("of our five ...")
	if p != nil && p.Query != nil && p.Query.Within != nil {
		ev.Numbers = append(ev.Numbers, float64(p.Query.Within.Limit))
	}
	// the data's date range, which the workspace knows
	if first, last := e.lx.DataRange(); !first.IsZero() {
		add(first.Format("2006-01-02") + " " + last.Format("2006-01-02"))
	}
	if a.Data != nil {
		t := a.Data
		ev.Numbers = append(ev.Numbers, float64(t.Rows()), float64(len(t.Columns)))
		for k := 1; k <= 5 && k < t.Rows(); k++ {
			ev.Numbers = append(ev.Numbers, float64(t.Rows()-k)) // "and 6 more"
		}
		for _, c := range t.Columns {
			for i := 0; i < c.Len(); i++ {
				if c.IsNull(i) {
					continue
				}
				if f, ok := data.AsFloat(c.Value(i)); ok {
					ev.Numbers = append(ev.Numbers, f, math.Round(f*100)/100, math.Round(f))
				} else {
					add(cell(c, i))
				}
			}
		}
	}
	for _, k := range a.KeyMetrics {
		if f, ok := data.AsFloat(k.Value); ok {
			ev.Numbers = append(ev.Numbers, f, math.Round(f*100)/100)
		}
		add(k.Label)
		add(k.Unit) // "points (1-10)"
	}
	if p.Metric != nil {
		add(p.Metric.Unit)
	}
	if a.Result != nil {
		for _, u := range a.Result.Units {
			add(u)
		}
	}
	// the cited rules, metric definitions and documents are sources too
	for _, src := range a.Sources {
		add(src.Description)
	}
	if p.Metric != nil {
		add(p.Metric.Description + " " + p.Metric.Expr)
	}
	for _, id := range a.Provenance.Documents {
		if c := e.snap.Chunk(id); c != nil {
			add(c.Heading + " " + c.Text)
		}
	}
	if p.Plan != nil {
		for _, st := range p.Plan.Steps {
			for _, v := range st.Inputs {
				add(fmt.Sprint(v))
			}
			for _, v := range st.Filters {
				add(fmt.Sprint(v))
			}
			for _, c := range append(append([]plan.Condition(nil), st.Where...), st.Having...) {
				add(fmt.Sprint(c.Value))
			}
			add(st.SQL)
		}
	}
	for _, c := range p.conds() {
		if c.Column != "" {
			add(fmt.Sprint(c.Num))
		}
		// the names of what the answer says it kept ("readmitted within
		// 30 days", "P1")
		if c.Filter != "" {
			add(e.filterLabel(c.Filter))
		}
		if d := e.snap.Dimensions[c.Dim]; d != nil {
			add(dimLabel(d))
		}
		add(strings.Join(c.Values, " "))
	}
	if p.Metric != nil {
		add(p.Metric.Label)
	}
	for _, per := range p.Compare {
		add(per.Label + " " + per.From.Format("2006-01-02") + " " + per.To.Format("2006-01-02"))
	}
	if p.Query != nil {
		for _, r := range p.Query.Readings {
			if r.Period != nil {
				add(r.Period.Label + " " + r.Period.From.Format("2006-01-02") + " " + r.Period.To.Format("2006-01-02"))
			}
		}
	}
	if p.Period != nil {
		add(p.Period.Label + " " + p.Period.From.Format("2006-01-02") + " " + p.Period.To.Format("2006-01-02"))
	}
	return ev
}

// ground checks the summary and the explanation; an answer with too many
// unsupported sentences becomes an insufficient-context answer.
func (e *Engine) ground(a *Answer, p *Planned) {
	if p.Route == RouteStop {
		return
	}
	ev := e.evidence(a, p)
	sum := Ground(a.Summary, ev)
	exp := Ground(a.Explanation, ev)
	a.Warnings = append(a.Warnings, sum.Warnings...)
	a.Warnings = append(a.Warnings, exp.Warnings...)
	a.Summary, a.Explanation = sum.Text, exp.Text
	total, bad := sum.Sentences+exp.Sentences, sum.Unsupported+exp.Unsupported
	p.Evidence.Unsupported = bad
	if total > 0 && float64(bad)/float64(total) > MaxUnsupported {
		a.Summary = "I don't have enough supported information to answer that: parts of the answer were not backed by the data or the documents."
		a.Warnings = append(a.Warnings, fmt.Sprintf("%s: %d of %d sentences were unsupported.", WarnInsufficient, bad, total))
		a.Answer = nil
	}
}
