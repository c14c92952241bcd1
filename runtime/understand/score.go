package understand

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Score is why a candidate ranks where it does.
type Score struct {
	// Coverage is the share of the question's words that must be
	// understood (content words, numbers, restrictive function words) that
	// the interpretation uses; a word only its metric's or pipe's own text
	// uses counts half.
	Coverage float64 `json:"coverage"`
	// Quality is the mean match score of the readings used.
	Quality float64 `json:"quality"`
	// Prior is the sum of the structural priors, named in Priors.
	Prior  float64  `json:"prior"`
	Priors []string `json:"priors,omitempty"`
	Total  float64  `json:"total"`
	// Unexplained are the words nothing in the interpretation uses.
	Unexplained []string `json:"unexplained,omitempty"`
	// Weak are the words only a used thing's own text explains.
	Weak []string `json:"weakly_explained,omitempty"`
}

// Weights of the score's parts.
const (
	qualityWeight = 0.1
)

func (s *Score) prior(v float64, why string) {
	s.Prior += v
	s.Priors = append(s.Priors, fmt.Sprintf("%+.2f %s", v, why))
}

// String is the breakdown in one line.
func (s Score) String() string {
	out := fmt.Sprintf("total %.3f = coverage %.3f + %.1f×quality %.3f + prior %+.3f", s.Total, s.Coverage, qualityWeight, s.Quality, s.Prior)
	if len(s.Priors) > 0 {
		out += " [" + strings.Join(s.Priors, "; ") + "]"
	}
	if len(s.Unexplained) > 0 {
		out += fmt.Sprintf(" unexplained: %q", s.Unexplained)
	}
	if len(s.Weak) > 0 {
		out += fmt.Sprintf(" weakly explained: %q", s.Weak)
	}
	return out
}

// score computes a candidate's score from the tokens it uses.
func (lx *Lexicon) score(l *Lattice, q *Query) {
	sc := q.Score
	sc.Coverage, sc.Quality, sc.Total = 0, 0, 0
	sc.Unexplained, sc.Weak = nil, nil
	total, got := 0.0, 0.0
	rest := lx.nameRest(l, q)
	phraseEnd := 0
	for i, t := range l.Tokens {
		w := l.Weight[i]
		if w == 0 {
			continue
		}
		total += w
		switch {
		case q.Used[i] || rest[i]:
			got += w
		case q.Weak != nil && q.Weak[i] || !l.namesThing(i, lx.ownTables(q)) && !l.saysRole(i) && !lx.restrictiveAt(l, i) && !lx.Vocab.Is("this", t.Text) && lx.weaklyExplained(q, t):
			// ("our current fleet": which of the things, not a word the
			// column's description happens to use)
			// a word that names a metric, dimension, table or filter of
			// its own is asked for in that role: another thing's text
			// that mentions it does not explain it
			got += w / 2
			sc.Weak = append(sc.Weak, t.Raw)
		case lx.linkExplained(l, q, i):
			got += w / 2
			sc.Weak = append(sc.Weak, t.Raw)
		default:
			if i < phraseEnd {
				continue // reported with the phrase it is in
			}
			w, end := lx.phraseAt(l, i)
			sc.Unexplained, phraseEnd = append(sc.Unexplained, w), end
		}
	}
	if total > 0 {
		sc.Coverage = got / total
	}
	n, sum := 0, 0.0
	for _, r := range q.Readings {
		if r.Kind != Func {
			n++
			sum += r.Score
		}
	}
	sc.Quality = 1
	if n > 0 {
		sc.Quality = sum / float64(n)
	}
	sc.Total = sc.Coverage + qualityWeight*sc.Quality + sc.Prior
	q.Score = sc
}

// nameRest are the words that, with a word read as the head of a
// dimension's name, say the rest of it elsewhere in the question ("cities
// did we ship to": "ship" of ship_city, read from "cities"). A name said in
// two places is said whole.
func (lx *Lexicon) nameRest(l *Lattice, q *Query) map[int]bool {
	var out map[int]bool
	for _, r := range q.Readings {
		if r.Kind != Dimension || !strings.HasSuffix(r.Via, "head of name") {
			continue
		}
		for i := range lx.restOfName(l, q, r, false) {
			if out == nil {
				out = map[int]bool{}
			}
			out[i] = true
		}
	}
	return out
}

// restOfName finds, outside the reading's own words, a token for each
// other word of the name of the dimension r reads (its name or its label),
// nil when some word is not said. Strictly, only content words the query
// leaves unused count (they are then explained by the name); loosely, any
// word does ("trips end in": "end" of end_district is a function word, or
// a value's word the query reads too).
func (lx *Lexicon) restOfName(l *Lattice, q *Query, r Reading, loose bool) map[int]bool {
	var names []string
	if d := lx.Snap.Dimensions[r.Name]; d != nil {
		names = []string{knowledge.NameWords(d.Name), d.Label}
	}
	own := map[string]bool{}
	for _, t := range l.Tokens[r.Start:r.End] {
		own[t.Stem] = true
	}
	free := func(i int) bool {
		if i >= r.Start && i < r.End {
			return false
		}
		return loose || !q.Used[i] && l.Weight[i] > 0
	}
	for _, name := range names {
		st := stemsOf(name)
		if len(st) < 2 {
			continue
		}
		found := map[int]bool{}
		complete := true
		for _, s := range st {
			if own[s] || lx.Vocab.Is("stop", s) {
				continue
			}
			at := slices.IndexFunc(l.Tokens, func(t Token) bool {
				return t.Stem == s || slices.Contains(knowledge.PastTenseStems(t.Text), s)
			})
			if at < 0 || !free(at) {
				complete = false
				break
			}
			found[at] = true
		}
		if complete && len(found) > 0 {
			return found
		}
	}
	return nil
}

// sayOther is a dimension another reading of r's own words names, whose
// name the rest of the question says ("districts ... trips end in":
// end_district), when r's own name is not said: the question names the
// other one.
func (lx *Lexicon) sayOther(l *Lattice, q *Query, r Reading) string {
	if lx.restOfName(l, q, r, true) != nil {
		return ""
	}
	for _, o := range l.At[r.Start] {
		if o.Kind == Dimension && o.Name != r.Name && o.Start == r.Start && o.End == r.End {
			if rest := lx.restOfName(l, q, o, true); rest != nil && !inMetricName(q, rest) {
				return o.Name
			}
		}
	}
	return ""
}

// inMetricName reports words all read as part of a metric's name ("return"
// of "late return rate" says no return district).
func inMetricName(q *Query, words map[int]bool) bool {
	for i := range words {
		if !slices.ContainsFunc(q.Readings, func(r Reading) bool { return r.Kind == Metric && r.Start <= i && i < r.End }) {
			return false
		}
	}
	return true
}

// saysRole reports a word that says a role of a list ("departure"): like
// a restrictive word, it must be used, not merely mentioned.
func (l *Lattice) saysRole(i int) bool {
	for _, r := range l.At[i] {
		if r.Kind == Func && r.Name == "role" {
			return true
		}
	}
	return false
}

// ownTables are the tables whose rows the query's measures aggregate: a
// noun that names them ("Ohio polls" of a poll average) says what is
// aggregated.
func (lx *Lexicon) ownTables(q *Query) map[string]bool {
	out := map[string]bool{}
	for _, m := range append([]*Measure{q.Measure, q.Per, q.RankBy}, measures(q.Also)...) {
		if t := lx.measureTable(m); t != "" {
			out[t] = true
		}
	}
	// the facts a count goes through ("states Ipsos polled": its polls)
	if q.Intent == IntentData && q.Measure != nil {
		if b, err := lx.Base(q); err == nil {
			out[b] = true
		}
	}
	return out
}

// weaklyExplained: a word the used metric's, pipe's or verified query's
// own text has ("placed" of "Distinct orders placed").
func (lx *Lexicon) weaklyExplained(q *Query, t Token) bool {
	if t.IsNum || lx.labels[t.Stem] {
		return false
	}
	for _, c := range lx.Vocab.ClassesOf(t.Text) {
		if lx.Vocab.Restrictive(c) {
			return false // a "not" or "top" must be used, not merely mentioned
		}
	}
	keys := []string{}
	if q.Pipe != "" {
		keys = append(keys, "pipe:"+q.Pipe)
	}
	if q.Verified != "" {
		keys = append(keys, "verified:"+q.Verified)
	}
	for _, m := range append([]*Measure{q.Measure, q.Per, q.RankBy}, measures(q.Also)...) {
		switch {
		case m == nil:
		case m.Metric != "":
			keys = append(keys, "metric:"+m.Metric, "table:"+lx.measureTable(m))
		case m.Column != "":
			keys = append(keys, "column:"+m.Column, "table:"+lx.measureTable(m))
		case m.Table != "" || m.Dim != "":
			keys = append(keys, "table:"+lx.measureTable(m))
		}
	}
	for _, g := range q.Groups {
		if g.Dim != "" {
			keys = append(keys, "dimension:"+g.Dim)
		}
	}
	// (the rows things are counted over: "riders who rode")
	if q.Events != "" {
		keys = append(keys, "metric:"+q.Events)
	}
	// the date a period applies to: "polls that ended in October"
	if td := lx.periodDim(q); td != "" {
		keys = append(keys, "dimension:"+td)
	}
	for _, c := range q.Conds {
		switch {
		case c.Filter != "":
			keys = append(keys, "filter:"+c.Filter)
		case c.Column != "":
			keys = append(keys, "column:"+c.Column)
		case c.Dim != "":
			keys = append(keys, "dimension:"+c.Dim)
		}
	}
	for _, k := range keys {
		if lx.Describes(k, t.Stem) {
			return true
		}
	}
	return false
}

// linkExplained: a word that names nothing of the workspace and that the
// texts linking the query's rows to what constrains them use ("took" of
// "the orders Robert King took").
func (lx *Lexicon) linkExplained(l *Lattice, q *Query, i int) bool {
	t := l.Tokens[i]
	if t.IsNum || lx.labels[t.Stem] || lx.restrictiveAt(l, i) || slices.ContainsFunc(lx.Vocab.ClassesOf(t.Text), lx.Vocab.Restrictive) {
		return false
	}
	// (a metric's verb is a name only of what the metric counts, and the
	// date the period applies to says when the rows were what the verb
	// says: "raised … during 2024")
	td := lx.periodDim(q)
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && r.Kind != Func && r.Kind != Number && r.Via != "verb" && !lx.isDate(r, td) {
				return false
			}
		}
	}
	for _, k := range lx.linkKeys(q) {
		if lx.Describes(k, t.Stem) {
			return true
		}
	}
	return false
}

// periodDim is the date the query's period applies to, if it has one.
func (lx *Lexicon) periodDim(q *Query) string {
	if q.Period == nil && len(q.Compare) == 0 {
		return ""
	}
	if q.TimeDim == "" && q.Measure != nil && q.Measure.Metric != "" {
		if m := lx.Snap.Metrics[q.Measure.Metric]; m != nil {
			return m.Time
		}
	}
	return q.TimeDim
}

// isDate reports a reading of the time dimension td, or of its column.
func (lx *Lexicon) isDate(r Reading, td string) bool {
	d := lx.Snap.Dimensions[td]
	switch {
	case d == nil:
		return false
	case r.Kind == Dimension:
		return r.Name == td
	case r.Kind == Column:
		return strings.EqualFold(r.Name, d.Table+"."+d.Expr)
	}
	return false
}

// linkKeys are the texts that say how the query's rows meet the things
// that constrain them, in the workspace's words: the notes of each such
// table and the descriptions of the join columns on the way ("the orders
// Robert King took": the staff list is "who took each order"; "customers
// who raised a ticket": customer_id is "the customer account that raised
// the ticket").
func (lx *Lexicon) linkKeys(q *Query) []string {
	base, err := lx.Base(q)
	if err != nil {
		return nil
	}
	var keys []string
	for _, t := range lx.constraintTables(q) {
		if t == base {
			continue
		}
		keys = append(keys, "table:"+t)
		for _, j := range lx.path(base, t) {
			keys = append(keys, "column:"+j.From+"."+j.Column, "column:"+j.To+"."+j.References)
		}
	}
	return keys
}

// path is the joins from one table to another (nil: unreachable).
func (lx *Lexicon) path(from, to string) []*knowledge.Join {
	key := from + "\x00" + to
	if v, ok := lx.links.Load(key); ok {
		return v.([]*knowledge.Join)
	}
	js, err := knowledge.JoinPath(lx.Snap, from, []string{to})
	if err != nil {
		js = nil
	}
	v, _ := lx.links.LoadOrStore(key, js)
	return v.([]*knowledge.Join)
}

func measures(ms []Measure) []*Measure {
	out := make([]*Measure, len(ms))
	for i := range ms {
		out[i] = &ms[i]
	}
	return out
}

// restrictiveAt reports a token a restrictive phrase starts at ("how" of
// "how much"): it must be used, not merely mentioned.
func (lx *Lexicon) restrictiveAt(l *Lattice, i int) bool {
	_, end := lx.phraseAt(l, i)
	return end > i+1
}

// phraseAt is the words of the restrictive phrase token i starts ("how
// much"), else the token as written.
func (lx *Lexicon) phraseAt(l *Lattice, i int) (string, int) {
	for _, r := range l.At[i] {
		if r.Kind == Func && r.Start == i && r.End-r.Start > 1 && lx.Vocab.Restrictive(r.Name) {
			return strings.Join(texts(l.Tokens[r.Start:r.End]), " "), r.End
		}
	}
	return l.Tokens[i].Raw, i + 1
}
