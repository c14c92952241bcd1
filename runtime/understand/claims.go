package understand

import (
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Claim is a value a sentence states for a metric: "The on-time rate was
// 0% in 2024" claims on_time_rate = 0 (%) for 2024.
type Claim struct {
	Metric string
	Value  float64
	// Unit is "%" for a percentage, else the metric's own unit when the
	// sentence spells it after the number ("12 minutes").
	Unit string
	// Of is the metric a percentage is of ("gross margin is 30% of
	// revenue"): the claim is 100 × Metric / Of.
	Of string
	// Period is the period the sentence names, nil for none.
	Period *Period
	// Text is the words of the claim, from the metric to the number.
	Text string
}

// Claims reads the values a sentence (of a document) states for the
// workspace's metrics: a metric's name, then within the same sentence a
// number in the metric's unit. Only what can be checked against the data
// is returned: a percentage for a metric in percent, or a number followed
// by the metric's unit word.
func (lx *Lexicon) Claims(sentence string) []Claim {
	l := lx.Read(sentence)
	var period *Period
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == Time && r.Period != nil && r.Period.Unit != "all" && period == nil {
				period = r.Period
			}
		}
	}
	var out []Claim
	for i := 0; i < len(l.At); i++ {
		for _, r := range l.At[i] {
			if r.Kind != Metric || strings.HasPrefix(r.Via, "typo") {
				continue
			}
			m := lx.Snap.Metrics[r.Name]
			if m == nil {
				continue
			}
			if c, ok := lx.claimAfter(l, r.End, m); ok {
				c.Period = period
				c.Text = strings.Join(texts(l.Tokens[r.Start:c.end]), " ")
				out = append(out, c.Claim)
			}
		}
	}
	return out
}

type claimAt struct {
	Claim
	end int
}

// claimAfter finds the first number after token i with the metric's unit.
func (lx *Lexicon) claimAfter(l *Lattice, i int, m *knowledge.Metric) (claimAt, bool) {
	percent := isPercent(m.Unit)
	inPeriod := make([]bool, len(l.Tokens))
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == Time {
				for x := r.Start; x < r.End; x++ {
					inPeriod[x] = true
				}
			}
		}
	}
	for k := i; k < len(l.Tokens); k++ {
		t := l.Tokens[k]
		if inPeriod[k] {
			continue
		}
		if !t.IsNum {
			// only "is", "was", "in 2024" between: "the target is 80%" or
			// "below 70%" say something else than what the metric is
			if !lx.filler(t.Text) {
				return claimAt{}, false
			}
			continue
		}
		next := ""
		if k+1 < len(l.Tokens) {
			next = l.Tokens[k+1].Text
		}
		switch {
		case lx.Vocab.Is("unit.percent", next) && lx.Vocab.Is("time.of", l.text(k+2)):
			// "30% of revenue": a ratio of two metrics
			for _, r := range l.at(k + 3) {
				if r.Kind == Metric && r.Name != m.Name && !strings.HasPrefix(r.Via, "typo") {
					return claimAt{Claim{Metric: m.Name, Value: t.Num, Unit: "%", Of: r.Name}, r.End}, true
				}
			}
			if percent {
				return claimAt{Claim{Metric: m.Name, Value: t.Num, Unit: "%"}, k + 2}, true
			}
		case percent && lx.Vocab.Is("unit.percent", next):
			return claimAt{Claim{Metric: m.Name, Value: t.Num, Unit: "%"}, k + 2}, true
		case !percent && m.Unit != "" && next != "" && knowledge.Stem(next) == knowledge.Stem(knowledge.Fold(m.Unit)):
			return claimAt{Claim{Metric: m.Name, Value: t.Num, Unit: m.Unit}, k + 2}, true
		}
		return claimAt{}, false // the first number is the claim's, or none is
	}
	return claimAt{}, false
}

// PercentUnit reports a unit that is a percentage ("%", "percent (0-100)").
func (lx *Lexicon) PercentUnit(unit string) bool { return lx.percentUnit(unit) }

// isPercent reports a unit that is a percentage.
func isPercent(unit string) bool {
	u := strings.ToLower(strings.TrimSpace(unit))
	return u == "%" || u == "percent" || u == "pct" || strings.HasPrefix(u, "% ") || strings.HasPrefix(u, "%(")
}

// filler reports a filler word or a copula ("the", "is", "were") that is
// of no class that means something (a comparison, a negation, a ranking).
func (lx *Lexicon) filler(w string) bool {
	if !lx.Vocab.Is("stop", w) && !lx.Vocab.Is("copula", w) {
		return false
	}
	for _, c := range latticeClasses {
		if lx.Vocab.Is(c, w) {
			return false
		}
	}
	return true
}

func (l *Lattice) text(i int) string {
	if i < 0 || i >= len(l.Tokens) {
		return ""
	}
	return l.Tokens[i].Text
}

func (l *Lattice) at(i int) []Reading {
	if i < 0 || i >= len(l.At) {
		return nil
	}
	return l.At[i]
}
