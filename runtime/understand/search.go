package understand

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Result is what the reader made of a question: the lattice and the
// candidate interpretations, best first, one per signature.
type Result struct {
	Question   string
	Lattice    *Lattice
	Candidates []*Query
	// Considered counts the interpretations built before duplicates and
	// impossible ones were dropped.
	Considered int
}

// Best is the top candidate (a refusal when there is none).
func (r *Result) Best() *Query {
	if len(r.Candidates) == 0 {
		return &Query{Intent: IntentStop, Stop: "unknown"}
	}
	return r.Candidates[0]
}

// BeamWidth bounds the segmentations kept at each word.
const BeamWidth = 48

// MaxQuestion is the longest question read, in characters.
const MaxQuestion = 2000

// Interpret reads a question into its candidate interpretations.
func (lx *Lexicon) Interpret(question string) *Result { return lx.InterpretAfter(question, nil) }

// InterpretAfter reads a question that may follow up on a previous
// interpretation (nil: none): each reading of its words is offered on its
// own and merged into prev (see inherit), and the two compete on the same
// score.
func (lx *Lexicon) InterpretAfter(question string, prev *Query) *Result {
	if len(question) > MaxQuestion {
		question = question[:MaxQuestion]
	}
	l := lx.Read(question)
	res := &Result{Question: question, Lattice: l}
	best := map[string]*Query{}
	offer := func(q *Query) {
		q.question = question
		res.Considered++
		lx.score(l, q)
		sig := q.Signature()
		if have, ok := best[sig]; !ok || q.Score.Total > have.Score.Total {
			best[sig] = q
		}
	}
	// a question with a word that continues a conversation, read on its
	// own, leaves that word unused
	alone := prev != nil && lx.continues(l)
	for _, seg := range lx.passiveVariants(l, lx.segment(l)) {
		for _, q := range lx.assemble(l, seg, prev) {
			for _, c := range lx.complete(q) {
				lx.priors(l, c)
				if alone && !c.Follows && c.Intent == IntentData {
					c.Score.prior(-0.06, "a follow-up question read on its own")
				}
				offer(c)
			}
		}
	}
	for _, q := range lx.textCandidates(l) {
		offer(q)
	}
	for _, q := range best {
		res.Candidates = append(res.Candidates, q)
	}
	sort.SliceStable(res.Candidates, func(i, j int) bool {
		a, b := res.Candidates[i], res.Candidates[j]
		if a.Score.Total != b.Score.Total {
			return a.Score.Total > b.Score.Total
		}
		return a.Signature() < b.Signature()
	})
	lx.refuse(l, res)
	for _, q := range res.Candidates {
		q.question = question
	}
	return res
}

// passiveVariants adds, for each segmentation that reads the "by" of a
// passive verb as a breakdown ("owned by agents in the Manila office"),
// the same one with that word read by nothing: the doers said after it
// may be which ones did it. The beam keeps the few readings of the other
// words best, so it may hold no way that skips the "by", a word that
// counts for little.
func (lx *Lexicon) passiveVariants(l *Lattice, segs [][]Reading) [][]Reading {
	out := segs
	for _, seg := range segs {
		if i := slices.IndexFunc(seg, func(r Reading) bool { return r.Kind == Func && r.Name == "group" && l.agentBy(r) }); i >= 0 {
			out = append(out, slices.Delete(slices.Clone(seg), i, i+1))
		}
	}
	return out
}

// segState is one way of reading the words before a position: its
// readings as a chain back to the first (states share their beginnings),
// its score, and a hash of its readings that tells two ways apart.
type segState struct {
	last  *segNode
	score float64
	key   uint64
}

type segNode struct {
	r    *Reading
	n    int
	prev *segNode
}

func (s segState) picks() []Reading {
	if s.last == nil {
		return nil
	}
	out := make([]Reading, s.last.n)
	for p := s.last; p != nil; p = p.prev {
		out[p.n-1] = *p.r
	}
	return out
}

// segment enumerates the best ways to cover the question with
// non-overlapping readings, by beam search from left to right.
func (lx *Lexicon) segment(l *Lattice) [][]Reading {
	n := len(l.Tokens)
	frontier := make([][]segState, n+1)
	frontier[0] = []segState{{key: fnvOffset}}
	push := func(pos int, s segState) {
		for i, have := range frontier[pos] {
			if have.key == s.key {
				if s.score > have.score {
					frontier[pos][i] = s
				}
				return
			}
		}
		frontier[pos] = append(frontier[pos], s)
	}
	for pos := 0; pos < n; pos++ {
		states := prune(frontier[pos])
		frontier[pos] = nil
		// each reading's gain and key, the same from every state
		gains := make([]float64, len(l.At[pos]))
		keys := make([]uint64, len(l.At[pos]))
		for j := range l.At[pos] {
			r := &l.At[pos][j]
			gain := 0.0
			for i := r.Start; i < r.End; i++ {
				if l.Weight[i] > 0 {
					gain += r.Score
				} else {
					gain += 0.15 * r.Score
				}
			}
			// a name of several words read as one is kept before its
			// words read apart ("annual member" of a plan, beside
			// "annual" and "member"), so that the beam holds it
			if r.Kind != Func && r.Kind != Number {
				gain += 0.06 * float64(r.End-r.Start-1)
			}
			if r.Kind == Number && l.periodAt(r.Start, r.End) {
				// a year is kept as a period before as a bare number
				// when the beam must choose (the score is the reading's)
				gain -= 0.01
			}
			gains[j], keys[j] = gain, hashString(readingKey(*r))
		}
		for _, s := range states {
			push(pos+1, s) // the word is read by nothing
			for j := range l.At[pos] {
				r := &l.At[pos][j]
				k := 1
				if s.last != nil {
					k = s.last.n + 1
				}
				push(r.End, segState{
					last:  &segNode{r: r, n: k, prev: s.last},
					score: s.score + gains[j],
					key:   (s.key ^ keys[j]) * fnvPrime,
				})
			}
		}
	}
	var out [][]Reading
	for _, s := range prune(frontier[n]) {
		out = append(out, s.picks())
	}
	return out
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hashString is the 64-bit FNV-1a hash of s.
func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * fnvPrime
	}
	return h
}

func readingKey(r Reading) string {
	return fmt.Sprintf("%d-%d:%s:%s=%s", r.Start, r.End, r.Kind, r.Name, r.Value)
}

// betweenDates: "took more than 168 hours from being opened to being
// resolved" names two dates; a metric computed from both columns is the
// time between them (not another from one of them: the first response
// time), and it explains the words of both.
func (lx *Lexicon) betweenDates(l *Lattice, q *Query) {
	var ms []string
	if q.Measure != nil && q.Measure.Metric != "" {
		ms = append(ms, q.Measure.Metric)
	}
	for _, h := range q.Having {
		if h.Metric != "" {
			ms = append(ms, h.Metric)
		}
	}
	for _, name := range ms {
		m := lx.Snap.Metrics[name]
		if m == nil {
			continue
		}
		expr := strings.ToLower(m.Expr)
		cols := map[string]bool{}
		var at []int
		for i := range l.Tokens {
			for _, r := range l.At[i] {
				d := lx.Snap.Dimensions[r.Name]
				if r.Kind != Dimension || r.End != i+1 || d == nil || !d.Kind.IsTime() || d.Table != m.Table {
					continue
				}
				col := strings.ToLower(strings.Trim(strings.TrimSpace(d.Expr), `"`))
				if col != "" && strings.Contains(expr, col) {
					cols[col] = true
					at = append(at, i)
				}
			}
		}
		if len(cols) < 2 {
			continue
		}
		q.Score.prior(0.04, fmt.Sprintf("%s is computed from the two dates said", lx.measureLabel(&Measure{Metric: name})))
		for _, i := range at {
			if q.Used != nil {
				q.Used[i] = true
			}
		}
		return
	}
}

// nounKind: a reading of a thing of the data's, by its name.
func nounKind(k Kind) bool {
	return k == Dimension || k == Table || k == Column || k == Metric
}

func prune(states []segState) []segState {
	sort.SliceStable(states, func(i, j int) bool { return states[i].score > states[j].score })
	if len(states) > BeamWidth {
		states = states[:BeamWidth]
	}
	return states
}

// priors adds the structural preferences: a declared metric over an
// aggregate the reader made up, a role a phrasing names, the simpler
// reading.
func (lx *Lexicon) priors(l *Lattice, q *Query) {
	if q.Intent == IntentStop && q.Stop == "change" {
		// a request to change data is refused, whatever else it says
		q.Score.prior(1, "a request to change data")
		return
	}
	if q.Intent == IntentDefine {
		q.Score.prior(0.08, "a question about what a metric means")
		return
	}
	if q.Intent != IntentData {
		return
	}
	// "of our five highest-revenue routes, which had the lowest load
	// factor": each of the two rankings said is read (a reading of the two
	// measures side by side ranks by one only)
	if q.Within != nil {
		q.Score.prior(0.06, fmt.Sprintf("a ranking of the %d rows another keeps", q.Within.Limit))
	}
	// "how many guests stayed more than 5 times": things counted by a label
	// of their rows (a name, which may repeat) rather than by their key
	if e := q.Entity; e != nil && e.Dim != "" && !q.List {
		// (a label with as many values as its table has rows is one per
		// row; one with more values than are kept is not known to be)
		if d := lx.Snap.Dimensions[e.Dim]; d != nil && lx.Snap.Tables[d.Table] != nil && (d.Values == nil || int64(len(d.Values)) < lx.Snap.Tables[d.Table].Rows) {
			if key := lx.keyOf(d.Table); key != "" && !strings.EqualFold(strings.Trim(d.Expr, `"`), key[strings.IndexByte(key, '.')+1:]) {
				q.Score.prior(-0.05, fmt.Sprintf("%s counted by %s, which may repeat, not by %s", plural(lower(lx.dimLabel(e.Dim))), d.Expr, key))
			}
		}
	}
	// "non-refundable bookings": a negation that is the first word of a
	// value said whole is that value, not "not refundable"
	for _, r := range q.Readings {
		if r.Kind != Func || r.Name != "neg" {
			continue
		}
		for _, o := range l.At[r.Start] {
			if o.Kind == Value && o.Score >= 1 && o.End > r.End && !slices.ContainsFunc(q.Readings, func(x Reading) bool { return x.Kind == Value && x.Start == o.Start && x.End == o.End }) {
				q.Score.prior(-0.1, fmt.Sprintf("%q is the value %s", strings.Join(texts(l.Tokens[o.Start:o.End]), " "), o.Value))
				break
			}
		}
	}
	// "how many stays": a word that is the name of a metric that counts,
	// read as a table whose rows another metric counts, counts what the
	// name does not ("how many fines" of a sum of fines counts the fines)
	if m := q.Measure; m != nil {
		for _, r := range q.Readings {
			if r.Kind != Table || m.Table != r.Name && (m.Metric == "" || m.Metric != lx.rowCount(r.Name)) {
				continue
			}
			for _, o := range l.At[r.Start] {
				if o.Kind == Metric && o.End == r.End && named(o) && o.Score >= 1 && o.Name != m.Metric && lx.countMetric(o.Name) {
					q.Score.prior(-0.1, fmt.Sprintf("%q is the name of %s, read as %s", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), o.Name, r.Name))
					break
				}
			}
		}
	}
	// rows a question counts in ("how many flights did we operate,
	// including cancelled flights") that the measure's own conditions may
	// leave out make the answer doubtful
	if m := q.Measure; len(q.Included) > 0 && m != nil && m.Metric != "" && lx.Snap.Metrics[m.Metric] != nil && len(lx.Snap.Metrics[m.Metric].Filters) > 0 {
		q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("%q asks to count them in; %s has conditions of its own that may leave them out.", q.Included[0], lx.measureLabel(m)))
	}
	lx.betweenDates(l, q)
	// "by product category": two names said together that are one name of
	// the data's are that one, not two things ("product" and "category")
	for i := 1; i < len(q.Readings); i++ {
		a, b := q.Readings[i-1], q.Readings[i]
		if a.End != b.Start || !nounKind(a.Kind) || !nounKind(b.Kind) {
			continue
		}
		if slices.ContainsFunc(l.At[a.Start], func(r Reading) bool {
			return r.End == b.End && nounKind(r.Kind) && r.Score >= 1 && !strings.HasPrefix(r.Via, "typo")
		}) {
			q.Score.prior(-0.03, fmt.Sprintf("%q is one name", strings.Join(texts(l.Tokens[a.Start:b.End]), " ")))
		}
	}
	// "which airport fed the most passengers into JFK": a breakdown by the
	// dimension a condition holds to one value has one row, which no
	// ranking asks (the airport is the other role's); without a ranking,
	// a value said apart after the breakdown is the row asked of it
	// ("break down the 2024 load factor by alliance: the figure I need is
	// the one for a single alliance")
	for _, g := range q.Groups {
		said := -1
		for _, r := range q.Readings {
			if r.Kind == Dimension && r.Name == g.Dim {
				said = r.End
			}
		}
		if g.Dim != "" && slices.ContainsFunc(q.Conds, func(c Cond) bool {
			return c.Dim == g.Dim && !c.Exclude && len(c.Values) == 1 && c.Dated == nil && (q.Order != "" || said < 0 || c.At <= said)
		}) {
			q.Score.prior(-0.1, fmt.Sprintf("a breakdown by %s, held to one value", lower(lx.dimLabel(g.Dim))))
		}
	}
	// "split the loans by branch district? I only need the number for
	// Harbor" read by branch, for the district Harbor: the value said in
	// a later sentence picks a row of the breakdown, and is none of its
	// rows when it is of another dimension (the answer would list the
	// branches of Harbor)
	if len(q.Groups) == 1 && q.Groups[0].Dim != "" && q.Order == "" && q.Grain == "" {
		g := q.Groups[0].Dim
		said := -1
		for i, r := range q.Readings {
			// (or the noun after "by": "by product" read as the count)
			if r.Kind == Dimension && r.Name == g || r.Kind == Table && lx.labelDimension(r.Name) == g ||
				i > 0 && q.Readings[i-1].Kind == Func && q.Readings[i-1].Name == "group" && nounKind(r.Kind) {
				said = r.End
			}
		}
		for _, r := range q.Readings {
			if said >= 0 && r.Kind == Value && r.Name != g && r.Start > said && l.sentenceBetween(said, r.Start) &&
				slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Dim == r.Name && !c.Exclude && len(c.Values) == 1 }) {
				q.Score.prior(-0.05, fmt.Sprintf("%q, said apart after the breakdown by %s, is none of its rows", r.Value, lower(lx.dimLabel(g))))
				break
			}
		}
	}
	// "how many stations did trips from City Hall go to" read as the
	// start stations, from City Hall: a count of the values of a dimension
	// held to one of them is 1, which no question asks
	if m := q.Measure; m != nil && m.Dim != "" && slices.ContainsFunc(q.Conds, func(c Cond) bool {
		return c.Dim == m.Dim && !c.Exclude && len(c.Values) == 1 && c.Dated == nil
	}) {
		q.Score.prior(-0.1, fmt.Sprintf("a count of %s, held to one value", lower(lx.dimLabel(m.Dim))))
	}
	// "routes flown without a single cancellation" read with the filter
	// "flown" (not cancelled) and a count of cancelled flights: a filter and
	// a compared metric that bound the same column of the same rows say
	// two things of it, of which the answer can hold only one
	for _, h := range q.Having {
		m := lx.Snap.Metrics[h.Metric]
		if m == nil || len(m.Filters) == 0 {
			continue
		}
		for _, c := range q.Conds {
			f := lx.Snap.Filters[c.Filter]
			if f == nil || f.Table != m.Table || slices.Contains(m.Filters, f.Expr) {
				continue
			}
			if col := lx.sharedColumn(m.Table, f.Expr, strings.Join(m.Filters, " ")); col != "" {
				q.Score.prior(-0.15, fmt.Sprintf("%s and %s both bound %s", lower(lx.filterLabel(c.Filter)), lower(lx.measureLabel(&Measure{Metric: m.Name})), col))
			}
		}
	}
	// "customers that have no gas meter" read as the customers excluding
	// gas meters (those with another meter): a denial of having said of
	// rows of another table than the things counted is not an exclusion
	// of those rows
	// (nor, said with the noun of the value's rows, "no gas meter", of
	// those rows: it says there is none)
	if m := q.Measure; m != nil {
		own := lx.measureTable(m)
		counts := m.Dim != "" || m.Table != "" || m.Agg == "count_distinct"
		for _, c := range q.Conds {
			d := lx.Snap.Dimensions[c.Dim]
			if !c.Exclude || d == nil || !l.denialBefore(lx, c.At, "neg.verb") {
				continue
			}
			switch {
			case counts && own != "" && d.Table != own:
				q.Score.prior(-0.3, fmt.Sprintf("%q excludes %s of %s, not the %s that have none", c.Text, strings.Join(c.Values, ", "), d.Table, own))
			case l.denialBefore(lx, c.At, "neg.none") && l.nounAfter(lx, c, d.Table):
				q.Score.prior(-0.3, fmt.Sprintf("\"no %s\" says there are none, not others", c.Text))
			}
		}
	}
	// "how many employees do we have today": of a measure of what is open
	// now (the headcount), "today" is now, not a day of its rows' dates
	if p := q.Period; p != nil && strings.HasPrefix(p.Relative, "day_") && lx.keepsOpen(q) {
		q.Score.prior(-0.1, fmt.Sprintf("%q is now, for %s", p.Label, lx.measureLabel(q.Measure)))
	}
	// "how many members do we have today" read as the members who joined
	// on the data's last day: a count of a table's rows by their own date,
	// named by the table's noun alone, is the rows there are, now
	if p, m := q.Period, q.Measure; p != nil && p.Relative == "day_0" && m != nil && m.Metric != "" && m.Agg == "" && lx.countsRows(m.Metric) {
		mt := lx.Snap.Metrics[m.Metric]
		if d := lx.Snap.Dimensions[mt.Time]; d != nil && d.Table == mt.Table && (q.TimeDim == "" || q.TimeDim == mt.Time) {
			byNoun := slices.ContainsFunc(q.Readings, func(r Reading) bool { return r.Kind == Table && r.Name == mt.Table })
			byName := slices.ContainsFunc(q.Readings, func(r Reading) bool { return r.Kind == Metric && r.Name == m.Metric })
			if byNoun && !byName {
				q.Score.prior(-0.4, fmt.Sprintf("%q of %s is now, not the %s of one day", p.Label, lower(knowledge.NameWords(mt.Table)), lower(lx.measureLabel(m))))
			}
		}
	}
	// "how many employees do we have today": things counted through the
	// rows of one day of another table's date (the employees with orders
	// on the data's last day) are not the things there are now
	if p, m := q.Period, q.Measure; p != nil && p.Relative == "day_0" && m != nil && (m.Dim != "" || m.Table != "" || m.Agg == "count_distinct" || m.Metric != "" && m.Agg == "" && lx.countedColumn(m.Metric) != "" && !lx.countsRows(m.Metric)) {
		td := q.TimeDim
		if td == "" && m.Metric != "" {
			td = lx.Snap.Metrics[m.Metric].Time
		}
		counted := lx.measureTable(m)
		if m.Metric != "" {
			counted, _, _ = strings.Cut(lx.countedColumn(m.Metric), ".")
			if lx.keyOf(counted) == "" {
				counted = "" // (the counted column is the metric's own table's)
			}
		}
		// (unless the words name those rows: "customers who ordered today")
		named := func(table string) bool {
			return slices.ContainsFunc(q.Readings, func(r Reading) bool {
				switch r.Kind {
				case Table:
					return r.Name == table
				case Metric:
					return lx.measureTable(&Measure{Metric: r.Name}) == table && r.Name != m.Metric
				case Dimension, Value:
					dd := lx.Snap.Dimensions[r.Name]
					return dd != nil && dd.Table == table && r.Period == nil
				}
				return false
			})
		}
		if d := lx.Snap.Dimensions[td]; d != nil && d.Table != counted && q.Fact == "" && !named(d.Table) {
			q.Score.prior(-0.4, fmt.Sprintf("%q of %s is now, not the %s of one day's %s", p.Label, lx.measureLabel(m), lower(lx.measureLabel(m)), d.Table))
		}
	}
	lx.rolePriors(l, q)
	lx.copyPriors(q)
	lx.excludedSaid(l, q)
	lx.thingsOrTimes(l, q)
	lx.countAsVerb(l, q)
	lx.negatedPerRow(q)
	// "loans returned in 2024": a value whose word is also a date's, said
	// just before the period, is more likely the date the period is of
	for _, r := range q.Readings {
		if r.Kind != Value {
			continue
		}
		date := ""
		for _, x := range l.At[r.Start] {
			if x.End == r.End && (x.Kind == Column || x.Kind == Dimension) {
				if d := lx.readingDate(x); d != "" {
					date = d
				}
			}
		}
		next := r.End
		for next < len(l.Tokens) && l.Weight[next] == 0 {
			next++
		}
		if date != "" && q.TimeDim != date && next < len(l.Tokens) && slices.ContainsFunc(l.At[next], func(x Reading) bool { return x.Kind == Time }) {
			q.Score.prior(-0.1, fmt.Sprintf("%q before the period says the date it is of", l.Tokens[r.Start].Raw))
		}
	}
	// "the number of respondents" is not how many distinct sample sizes
	// there are: distinct values of a measured number are rarely counted
	if m := q.Measure; m != nil && m.Agg == "count_distinct" && m.Column != "" && !lx.IsKey(m.Column) {
		if _, c := lx.ColumnOf(m.Column); c != nil && numeric(c) {
			q.Score.prior(-0.05, "distinct values of a measured number counted")
		}
	}
	// "excluding Books and Games": values said as one list are
	// one condition on one dimension, the negation over all of them,
	// rather than values of two dimensions that happen to share a name
	for _, c := range q.Conds {
		if c.Dim != "" && len(c.Values) >= 2 && slices.ContainsFunc(q.Readings, func(r Reading) bool { return r.Kind == Func && r.Name == "list" && r.Start > c.At }) {
			q.Score.prior(0.03, "a list of values of one dimension")
			break
		}
	}
	if m := q.Measure; m != nil {
		switch {
		case q.composed:
			q.Score.prior(-0.04, "an aggregate the reader composed")
		case m.Metric != "" && m.Agg == "":
			q.Score.prior(0.02, "a declared metric")
		case m.Metric != "" && (m.Agg == "max" || m.Agg == "min"):
			q.Score.prior(-0.03, "the largest row of a metric")
		case m.Metric == "" && m.Agg == "":
			q.Score.prior(-0.04, "a count the reader composed")
		case m.Column != "":
			q.Score.prior(-0.04, "an aggregate the reader composed")
		}
	}
	// "the total discount we gave" of a column of fractions (0.15 = 15%): a
	// sum of ratios adds nothing up
	if m := q.Measure; m != nil && m.Column != "" && m.Agg == "sum" {
		if _, c := lx.ColumnOf(m.Column); c != nil && (lx.Vocab.Is("unit.fraction", strings.ToLower(strings.TrimSpace(c.Unit))) || isPercent(c.Unit)) {
			q.Score.prior(-0.2, fmt.Sprintf("a sum of %s, a ratio", m.Column))
		}
	}
	// "how many branches ... Cedar Grove": counting the rows of a table by a
	// value that names one of them counts that one
	if m := q.Measure; m != nil && m.Metric == "" && m.Table != "" && q.Entity == nil && len(q.Groups) == 0 && lx.onePerValue(q, m.Table) {
		q.Score.prior(-0.2, fmt.Sprintf("a count of %s by a value that names one of them", knowledge.NameWords(m.Table)))
	}
	// "returned to Central Library": a value the phrasing of one role
	// says, read in another role with the phrasing's words spent elsewhere
	for _, r := range q.Readings {
		if r.Kind == Value && r.Via != "phrasing" {
			if p := l.phrasedOther(r); p != "" {
				q.Score.prior(-0.1, fmt.Sprintf("%q is said as %s", r.Value, lx.dimLabel(p)))
				break
			}
		}
	}
	if w := lx.percentUnsaid(l, q); w != "" {
		what := "a list of rows"
		if q.Measure != nil {
			what = lx.measureLabel(q.Measure)
		}
		q.Score.prior(-0.1, fmt.Sprintf("%q asks for a percentage, which %s is not", w, what))
	}
	// "how many airports did Lone Star fly to from DFW": the words of a
	// role's phrasing before its value, said with no value after them,
	// say the role of the thing asked, which stands for the value
	if d, w := lx.strandedRole(l, q); d != "" {
		q.Score.prior(0.06, fmt.Sprintf("%q, with no value after it, says %s", w, lower(lx.dimLabel(d))))
	}
	// "fired in February 2023": of the dates of the rows, the one named
	// like a condition's column (termination_date of termination_reason)
	if d := lx.Snap.Dimensions[q.TimeDim]; d != nil && q.Period != nil {
		for _, c := range q.Conds {
			if cd := lx.Snap.Dimensions[c.Dim]; cd != nil && cd.Table == d.Table && sameLead(bareColumn(cd.Expr), bareColumn(d.Expr)) {
				q.Score.prior(0.06, fmt.Sprintf("%s is the date of %s", lower(lx.dimLabel(q.TimeDim)), lower(lx.dimLabel(c.Dim))))
				break
			}
		}
	}
	// "reviews posted on Booking.com": a value two dimensions have is
	// rather the one of the measure's own rows (the review's source) than
	// of rows it points at (the booking's channel)
	if own := lx.measureTable(q.Measure); own != "" {
		for _, c := range q.Conds {
			d := lx.Snap.Dimensions[c.Dim]
			if d == nil || d.Table != own || len(c.Values) != 1 || c.At >= len(l.At) {
				continue
			}
			if slices.ContainsFunc(l.At[c.At], func(r Reading) bool {
				od := lx.Snap.Dimensions[r.Name]
				return r.Kind == Value && r.Name != c.Dim && r.Value == c.Values[0] && od != nil && od.Table != own
			}) {
				q.Score.prior(0.02, fmt.Sprintf("%s is of the measure's own rows", c.Values[0]))
				break
			}
		}
	}
	if col := lx.emptied(q); col != "" {
		q.Score.prior(-0.3, fmt.Sprintf("%s counts only rows with no %s, and the question asks about their %s", lx.measureLabel(q.Measure), knowledge.NameWords(col), knowledge.NameWords(col)))
	}
	// "each annual member ... in 2024": a breakdown by year of one year
	// has one row; the word meant something else
	// (its word is left unexplained)
	if q.Grain != "" && q.Period != nil && oneBucket(q.Grain, q.Period.From, q.Period.To) {
		for _, r := range q.Readings {
			if r.Kind == Func && (r.Name == "grain" || r.Name == "unit.time") && r.Value == q.Grain {
				for i := r.Start; i < r.End; i++ {
					q.Used[i] = false
				}
			}
		}
		q.Score.prior(-0.05, fmt.Sprintf("a breakdown by %s of %s has one row", q.Grain, q.Period.Label))
	}
	// "at Northfield General": a value's whole name (a hospital's) read as
	// two values in pieces (a city, and "General" of a department)
	for _, v := range l.wholeValues() {
		pieces, whole := 0, false
		for _, r := range q.Readings {
			if r.Kind != Value || r.End <= v.Start || r.Start >= v.End {
				continue
			}
			if r.Value == v.Value && r.Name == v.Name {
				whole = true
			} else {
				pieces++
			}
		}
		if pieces >= 2 && !whole {
			q.Score.prior(-0.1, fmt.Sprintf("%q, a value of %s, read in pieces", strings.Join(texts(l.Tokens[v.Start:v.End]), " "), v.Name))
			break
		}
	}
	// "by voter population": a thing's own name read in pieces (a value
	// "voter" of a dimension "population") reads the words twice over
	for _, n := range l.multiWordNames() {
		pieces, whole, same, value := 0, false, false, false
		for _, r := range q.Readings {
			switch {
			case r.Start == n.Start && r.End == n.End:
				whole = true
			case r.Start < n.End && r.End > n.Start && (r.Start >= n.Start && r.End <= n.End || n.Kind == Value) && r.Kind != Func:
				// (a value's name is broken as well by a reading that
				// runs past its end: "Student" and "Annual plan")
				pieces++
				same = same || r.Kind == n.Kind && r.Name == n.Name
				value = value || r.Kind == Value && (n.Kind != Value || r.Name != n.Name || r.Value != n.Value)
			}
		}
		// a piece that reads the same thing, the rest a noun and no
		// value ("long-haul" of "long-haul flights") is the name said
		// around its noun
		whole = whole || same && !value
		if pieces >= 2 && !whole {
			q.Score.prior(-0.12, fmt.Sprintf("%q, the name of %s, read in pieces", strings.Join(texts(l.Tokens[n.Start:n.End]), " "), n.Name))
		}
	}
	// "bill amount" read as the bills counted, "amount" left over: a
	// name said whole, cut to a word another thing has
	for _, rs := range l.At {
		for _, n := range rs {
			// (a value by its own name, not by a phrasing's words around it)
			value := n.Kind == Value && (n.Via == "exact" || n.Via == "synonym")
			if n.Kind != Table && n.Kind != Column && n.Kind != Metric && n.Kind != Filter && !value || n.End-n.Start < 2 || n.Score < 0.95 || q.Used == nil {
				continue
			}
			cut, whole, left := false, false, false
			for _, r := range q.Readings {
				switch {
				case r.Start == n.Start && r.End == n.End:
					whole = true
				case r.Kind != Func && r.Start >= n.Start && r.End <= n.End:
					cut = true
				}
			}
			for i := n.Start; i < n.End; i++ {
				left = left || !q.Used[i]
			}
			if cut && !whole && left {
				said := strings.Join(texts(l.Tokens[n.Start:n.End]), " ")
				q.Score.prior(-0.06, fmt.Sprintf("%q, a name of %s, cut short", said, n.Name))
				// (a condition named whole and not applied is lost, though
				// the word left is one that counts for nothing: "long")
				if n.Kind == Filter && !slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter == n.Name }) {
					q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("%q names the condition %s, which this reading does not apply.", said, n.Name))
				}
				break
			}
		}
	}
	// "customers who never paid a bill late": a condition whose name
	// begins with a negation ("never paid", unpaid) said before another
	// condition of its rows in the same clause may be the negation of
	// both ("never [paid late]"), a question of things with no such rows
	for _, r := range q.Readings {
		f := lx.Snap.Filters[r.Name]
		if r.Kind != Filter || f == nil || r.End-r.Start < 2 || !lx.Vocab.Is("neg", l.Tokens[r.Start].Text) {
			continue
		}
		if i := slices.IndexFunc(q.Conds, func(c Cond) bool {
			table := ""
			if g := lx.Snap.Filters[c.Filter]; g != nil {
				table = g.Table
			} else if d := lx.Snap.Dimensions[c.Dim]; d != nil && c.Dated == nil && !lx.timeDim(c.Dim) {
				table = d.Table
			}
			return c.At >= r.End && table == f.Table && !l.clauseBetween(r.End, c.At)
		}); i >= 0 {
			q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("%q may deny %q too (things with no such rows), not name a condition of its own.", l.Tokens[r.Start].Raw, q.Conds[i].Text))
			break
		}
	}
	// "average rating by rating": a breakdown by the very numbers the
	// measure aggregates has one value per row, itself
	if m := q.Measure; m != nil {
		for _, g := range q.Groups {
			if col := lx.dimColumn(g.Dim); col != "" && (m.Column == col || m.Metric != "" && lx.aggregatedColumn(m.Metric) == col) {
				q.Score.prior(-0.1, fmt.Sprintf("a breakdown of %s by the numbers it aggregates", cmp.Or(m.Metric, m.Column)))
				break
			}
		}
	}
	for _, r := range q.Readings {
		if r.Kind == Func && r.Name == "group" && l.agentBy(r) {
			q.Score.prior(-0.04, fmt.Sprintf("%q says who did it rather than asking for a breakdown", l.Tokens[r.Start-1].Raw+" by"))
			// ("owned by agents in the Manila office": the doers said with
			// a value of their own are those, not each of them)
			if lx.doersQualified(q, r) {
				q.Score.prior(-0.1, "the doers are said with a value of theirs: some of them, not each")
				q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("%q is read as a breakdown, though the words after it say which of them did it.", l.Tokens[r.Start-1].Raw+" by"))
			}
		}
		// "going by the day they were cancelled": a unit of time with a
		// clause after it is the day something happened, which date,
		// not a breakdown by day
		if r.Kind == Func && r.Name == "group" && q.Grain != "" {
			if u := l.unitAfter(r.End); u >= 0 && u+1 < len(l.Tokens) && (lx.Vocab.Is("subject", l.Tokens[u+1].Text) || lx.Vocab.Is("relative", l.Tokens[u+1].Text)) {
				q.Score.prior(-0.15, fmt.Sprintf("%q is the day something happened, not a breakdown", strings.Join(texts(l.Tokens[r.Start:u+2]), " ")))
			}
		}
	}
	if head, ok := l.countedHeadOnce(lx); ok && !q.counts(lx, head) {
		said := strings.Join(texts(l.Tokens[head.Start:head.End]), " ")
		q.Score.prior(-0.12, fmt.Sprintf("\"how many %s\" counts %s, not what this reading counts", said, said))
		// (and a count of a dimension's values that wins so, none of
		// whose names the counted words say, is not sure of itself:
		// "how many new library cards did Cedar Grove issue" read as the
		// branches borrowed at)
		if m := q.Measure; m != nil && m.Dim != "" && !slices.ContainsFunc(l.At[head.Start], func(r Reading) bool { return r.Kind == Dimension && r.Name == m.Dim }) {
			q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("The question counts %s; the answer counts %s.", said, lower(lx.measureLabel(q.Measure))))
		}
	}
	// "the number of members who rode": the noun counted is also, by the
	// workspace's own synonyms, a value of a thing the rows have (the
	// rider type "member"); counting all of them is one reading of two
	if head, ok := l.countedHeadOnce(lx); ok && head.Kind == Table && q.counts(lx, head) {
		for _, x := range l.At[head.Start] {
			d := lx.Snap.Dimensions[x.Name]
			// (a condition on the rows the value is of says which already:
			// "annual members" are of the Annual plan)
			if x.Kind != Value || x.End != head.End || x.Via != "synonym" || d == nil || lx.hops(head.Name, d.Table) < 0 ||
				slices.ContainsFunc(q.Conds, func(c Cond) bool {
					return c.Dim != "" && lx.Snap.Dimensions[c.Dim] != nil && lx.Snap.Dimensions[c.Dim].Table == d.Table
				}) {
				continue
			}
			said := strings.Join(texts(l.Tokens[head.Start:head.End]), " ")
			q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("%q is read as all %s; it is also a name of %s %s.", said, knowledge.NameWords(head.Name), lower(lx.dimLabel(x.Name)), x.Value))
			break
		}
	}
	// a weaker name of one thing where the same words name another surely
	// ("bills": the Bills, and the amount billed by "billings" at 0.8)
	for _, r := range q.Readings {
		if r.Kind != Metric && r.Kind != Dimension && r.Kind != Table && r.Kind != Filter || !named(r) {
			continue
		}
		for _, x := range l.At[r.Start] {
			if x.End == r.End && x.Kind == r.Kind && x.Name != r.Name && named(x) && x.Score > r.Score+0.01 {
				q.Score.prior(-0.25*(x.Score-r.Score), fmt.Sprintf("%q names %s more surely than %s", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), x.Name, r.Name))
				break
			}
		}
	}
	if head, ok := l.countedHeadOnce(lx); ok {
		if c := lx.countReading(l, q, head); c != "" {
			q.Score.prior(-0.06, fmt.Sprintf("\"how many %s\" asks for a count, which %s is", strings.Join(texts(l.Tokens[head.Start:head.End]), " "), lx.measureLabel(&Measure{Metric: c})))
		}
	}
	for _, r := range q.Readings {
		if r.Kind == Value && r.Via == "column value" {
			q.Score.prior(-0.03, fmt.Sprintf("%q read as a value of the column %s, which no dimension declares", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), r.Name))
			// ("signed off by technicians who report to ...": the plural
			// noun of the list names its people, not a job title of theirs)
			if lx.listNounAt(l, r) {
				q.Score.prior(-0.08, fmt.Sprintf("%q names the list itself", strings.Join(texts(l.Tokens[r.Start:r.End]), " ")))
			}
		}
		if r.Kind == Dimension || r.Kind == Column {
			if o := lx.sayOther(l, q, r); o != "" {
				q.Score.prior(-0.1, fmt.Sprintf("%q with the rest of the question names %s, not %s", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), o, r.Name))
			}
		}
		if strings.HasSuffix(r.Via, "head of name") && (r.Kind != Dimension || lx.restOfName(l, q, r, true) == nil) {
			q.Score.prior(-0.08, fmt.Sprintf("%q read as %s, whose name ends with it", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), r.Name))
			// "airports" by average departure delay: the departure airport
			if r.Kind == Dimension {
				if w := lx.measureWordOf(q.Measure, "dimension:"+r.Name); w != "" {
					q.Score.prior(0.06, fmt.Sprintf("%q of the measure describes %s", w, r.Name))
				}
			}
		}
		if r.Kind == Column && strings.HasSuffix(r.Via, "column name") {
			q.Score.prior(-0.05, fmt.Sprintf("%q read as the column %s, which no dimension or synonym declares", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), r.Name))
		}
		// (a phrasing of function words only, "at {value}", says less
		// than one with words of its own, "checked out at {value}")
		// (nor one whose word is a filter the reading leaves out: "miles
		// flown by Desert Sun", with "flown" the completed flights)
		if r.Via == "phrasing" || strings.HasPrefix(r.Via, "phrasing of") {
			w := 0.06
			// (a date's phrasing says which date even in light words:
			// "bookings made in December", of the booking date)
			if !l.phrasingSays(r) && !(r.Kind == Time && strings.HasPrefix(r.Via, "phrasing of dimension")) || l.filterLeft(r, q) {
				w = 0.03
			}
			q.Score.prior(w, fmt.Sprintf("the phrasing %q", strings.Join(texts(l.Tokens[r.Start:r.End]), " ")))
		}
	}
	// "employees in each country": a count of an entity breaks down by
	// what the entity has, not by what its facts reach
	if m := q.Measure; m != nil && (m.Table != "" || m.Dim != "") {
		own := lx.measureTable(m)
		for _, t := range lx.groupTables(q) {
			if lx.hops(own, t) < 0 {
				q.Score.prior(-0.15, fmt.Sprintf("%s broken down by %s, which only their facts reach", knowledge.NameWords(own), t))
				break
			}
		}
	}
	// a function word that a longer reading of the measure's own name
	// covers ("share" of "Clinton's average poll share") is its name
	if q.Measure != nil && q.Measure.Metric != "" {
		for _, r := range q.Readings {
			// (unless it restates how the metric aggregates: "the average
			// fare per trip" of an average fare)
			if agg, ok := aggOf[r.Name]; ok && lx.aggregates(q.Measure.Metric, agg) {
				continue
			}
			if r.Kind == Func && l.namedBy(r, Metric, q.Measure.Metric) {
				q.Score.prior(-0.1, fmt.Sprintf("%q is part of the name of %s", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), q.Measure.Metric))
			}
			// a name split in two: "room" of "room revenue" read as the
			// rooms, the rest as the metric
			if (r.Kind == Table || r.Kind == Dimension || r.Kind == Column) && l.namedBy(r, Metric, q.Measure.Metric) {
				w := -0.1
				if l.namedExactlyBy(r, q.Measure.Metric) {
					w = -0.15 // (the metric's own name, said as it is)
				}
				q.Score.prior(w, fmt.Sprintf("%q is part of the name of %s", strings.Join(texts(l.Tokens[r.Start:r.End]), " "), q.Measure.Metric))
			}
		}
	}
	if q.Guessed > 0 {
		q.Score.prior(-0.15*float64(q.Guessed), "a guess")
	}
	if q.List {
		q.Score.prior(-0.01, "a listing")
		if q.Order != "" {
			q.Score.prior(-0.05, "a listing ranked by nothing it shows")
		}
	}
}

// textCandidates are interpretations read from text rather than structure:
// a pipe or a verified query whose own words say what the question asks,
// a document passage that covers it, and the definition of a metric.
// readVerified is the lattice of a verified query's own question, read
// once per snapshot.
func (lx *Lexicon) readVerified(id, question string) *Lattice {
	if l, ok := lx.verifiedReads.Load(id); ok {
		return l.(*Lattice)
	}
	l := lx.Read(question)
	lx.verifiedReads.Store(id, l)
	return l
}

func (lx *Lexicon) textCandidates(l *Lattice) []*Query {
	var out []*Query
	s := lx.Snap
	content := []string{}
	for i, t := range l.Tokens {
		if l.Weight[i] > 0 && !t.IsNum {
			content = append(content, t.Stem)
		}
	}
	if len(content) == 0 {
		return nil
	}
	for i, h := range s.Index.SearchTerms(content, knowledge.KindPipe) {
		if i == 6 {
			break
		}
		if q := lx.pipeCandidate(l, h.ID); q != nil {
			out = append(out, q)
		}
	}
	for i, h := range s.Index.SearchTerms(content, knowledge.KindVerified) {
		if i == 2 {
			break
		}
		q := &Query{Intent: IntentVerified, Verified: h.ID, Used: make([]bool, len(l.Tokens))}
		for i, t := range l.Tokens {
			if !t.IsNum && lx.Describes("verified:"+h.ID, t.Stem) {
				q.Used[i] = true
			}
		}
		v := lx.verified(h.ID)
		switch {
		case v != nil && sameContent(l, lx.readVerified(h.ID, v.Question)):
			// its own question, give or take filler: the answer the
			// workspace's authors checked
			q.Score.prior(0.1, "the verified query's own question")
		case v != nil && lx.rankedVerified(l, lx.readVerified(h.ID, v.Question), q):
			// its own question asked of its top rows: "which manager has
			// the most direct reports" of "how many direct reports does
			// each manager have"
			q.Score.prior(0.1, "the verified query's own question, ranked")
		default:
			q.Score.prior(-0.15, "a verified query read from its question's words")
		}
		lx.score(l, q)
		out = append(out, q)
	}
	out = append(out, lx.documentCandidates(l)...)
	return out
}

// pipeCandidate reads the question as a pipe: its text explains words,
// its date params take the period, its dimension params the values, its
// limit param a top N.
func (lx *Lexicon) pipeCandidate(l *Lattice, name string) *Query {
	p := lx.Snap.Pipes[name]
	if p == nil {
		return nil
	}
	q := &Query{Intent: IntentPipe, Pipe: name, Used: make([]bool, len(l.Tokens))}
	key := "pipe:" + name
	dims := map[string]bool{}
	for _, d := range p.ParamDims {
		dims[d.Name] = true
	}
	hasDates := lx.pipeHasDates(p)
	for pos, rs := range l.At {
		for _, r := range rs {
			switch {
			// one period: a second one is left unread, never silently
			// put in place of the first
			case r.Kind == Time && hasDates && r.Period.Unit != "all" && q.Period == nil && !anyUsed(q.Used, r.Start, r.End):
				p := *r.Period
				q.Period = &p
				markUsed(q.Used, r.Start, r.End)
			case r.Kind == Value && dims[r.Name] && !negated(l, pos) && !anyUsed(q.Used, r.Start, r.End):
				q.Conds = append(q.Conds, Cond{Dim: r.Name, Values: []string{r.Value}, Text: strings.Join(texts(l.Tokens[r.Start:r.End]), " "), Match: r.Entity})
				markUsed(q.Used, r.Start, r.End)
			}
		}
	}
	explained := 0
	for i, t := range l.Tokens {
		if !q.Used[i] && !t.IsNum && l.Weight[i] > 0 && lx.Describes(key, t.Stem) && !lx.restrictive(t.Text) && !lx.asksOtherRows(l, i, p) {
			q.Used[i] = true
			explained++
		}
	}
	if explained == 0 {
		return nil
	}
	// it ranks its rows by its number: "top 3", "the worst"
	if lx.pipeRanks(p) {
		for pos, rs := range l.At {
			for _, r := range rs {
				if r.Kind == Func && (r.Name == "order.desc" || r.Name == "order.asc") && !anyUsed(q.Used, r.Start, r.End) {
					q.Order = map[string]string{"order.desc": "desc", "order.asc": "asc"}[r.Name]
					markUsed(q.Used, r.Start, r.End)
					for _, n := range append(l.At[min(r.End, len(l.At)-1)], l.At[max(pos-1, 0)]...) {
						if n.Kind == Number && (n.Start == r.End || n.End == r.Start) && !anyUsed(q.Used, n.Start, n.End) && n.Num >= 1 && n.Num <= 1000 {
							q.Limit = int(n.Num)
							markUsed(q.Used, n.Start, n.End)
							break
						}
					}
				}
			}
		}
	}
	// a pipe's words match the question's, but what it computes is not
	// read: a structural reading that explains as much comes first
	q.Score.prior(-0.15, "a pipe read from its own text")
	lx.score(l, q)
	return q
}

// asksOtherRows reports a noun the question asks for the rows of ("which
// district", "by district") that is not what the pipe's rows are (its
// first text column: "station"): the pipe's text may mention the noun
// ("the stations of one district"), but it does not answer for it.
func (lx *Lexicon) asksOtherRows(l *Lattice, i int, p *knowledge.Pipe) bool {
	if i == 0 {
		return false
	}
	prev := l.Tokens[i-1].Text
	if !lx.Vocab.Is("which", prev) && !lx.Vocab.Is("group", prev) {
		return false
	}
	noun := false
	for _, r := range l.At[i] {
		noun = noun || r.Kind == Dimension || r.Kind == Table
	}
	if !noun {
		return false
	}
	for _, c := range p.Columns {
		if c.Kind.IsNumber() || c.Kind.IsTime() {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(c.Name), func(r rune) bool { return r == '_' || r == ' ' }) {
			if knowledge.Stem(w) == l.Tokens[i].Stem {
				return false
			}
		}
		return true
	}
	return false
}

func (lx *Lexicon) restrictive(w string) bool {
	for _, c := range lx.Vocab.ClassesOf(w) {
		if lx.Vocab.Restrictive(c) {
			return true
		}
	}
	return false
}

// negated: a negation stands just before token i.
func negated(l *Lattice, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		for _, r := range l.At[k] {
			if r.Kind == Func && r.Name == "neg" && r.End <= i {
				return true
			}
		}
		if l.Weight[k] > 0 {
			break
		}
	}
	return false
}

func anyUsed(used []bool, s, e int) bool {
	for i := s; i < e; i++ {
		if used[i] {
			return true
		}
	}
	return false
}

func markUsed(used []bool, s, e int) {
	for i := s; i < e; i++ {
		used[i] = true
	}
}

// pipeRanks: a pipe returns rows with a number to rank them by.
func (lx *Lexicon) pipeRanks(p *knowledge.Pipe) bool {
	key, num := false, false
	for _, c := range p.Columns {
		if c.Kind.IsNumber() {
			num = true
		} else {
			key = true
		}
	}
	return key && num
}

func (lx *Lexicon) pipeHasDates(p *knowledge.Pipe) bool {
	n := 0
	for _, pa := range p.Pipe.Params {
		if pa.Type == "date" {
			n++
		}
	}
	return n >= 2
}

// documentCandidates: the passage that covers the question best, and for
// a question about what a metric means, its definition.
func (lx *Lexicon) documentCandidates(l *Lattice) []*Query {
	var out []*Query
	define := false
	for i := range l.Tokens {
		for _, r := range l.At[i] {
			if r.Kind == Func && r.Name == "define" {
				define = true
			}
		}
	}
	// (five: the section that gives the number asked may hold fewer of the
	// question's words than others that only speak of it)
	hits := lx.Snap.SearchChunks(l.question(), 5)
	// "how many loans had 2 renewals": a count of the data's own things,
	// which no passage holds (a passage counts days, times, hours)
	head, countsData := l.countedHead(lx)
	countsData = countsData && (head.Kind == Table || head.Kind == Metric && lx.countMetric(head.Name)) && !l.has("events") && l.countsFirst(head)
	unit := AskedUnit(lx.Vocab, l.unitWords())
	// "what is the day pass price", "how much is the fee": a word the
	// workspace reads only as amounts of money asks for one
	money := -1
	if unit == "" && !define && (l.has("amount") || l.has("whatis")) {
		if money = l.moneyWord(); money >= 0 {
			unit = "$"
		}
	}
	var headed []bool
	var want map[string]bool // the question's terms, made once
	for _, h := range hits {
		ct := lx.chunkTokens(h.Chunk)
		text, heading := ct.context, ct.heading
		q := &Query{Intent: IntentDocuments, Chunk: h.Chunk.ID, Used: make([]bool, len(l.Tokens)), Weak: make([]bool, len(l.Tokens))}
		// "why did prices go up": a passage that speaks of a change
		// explains the question's word for it
		changes := false
		if l.has("growth") {
			words := english.Tokens(h.Chunk.Text)
			for i := range words {
				if _, n := lx.Vocab.Match("growth", words, i); n > 0 {
					changes = true
					break
				}
			}
		}
		// "at most how many days" of a passage that gives a range ("3 to 7
		// days"): the word picks the range's end
		ranged := l.hasAny(rangeEnds) && lx.givesRange(h.Chunk)
		durationAsked := l.says("duration")
		// "the shortest connection" of a passage giving the "minimum
		// connecting time": a restrictive word whose class the passage
		// says too is the passage's
		said := lx.classesSaid(h.Chunk)
		// ("the most a credit can be worth": what it can be is its bound)
		modal := l.has("modal")
		for i, t := range l.Tokens {
			for _, r := range l.At[i] {
				if r.Kind == Func && extremes[r.Name] && (said[r.Name] || said[boundOf[r.Name]] && modal) {
					markUsed(q.Used, r.Start, r.End)
				}
			}
			if changes {
				for _, r := range l.At[i] {
					if r.Kind == Func && r.Name == "growth" {
						markUsed(q.Used, r.Start, r.End)
					}
				}
			}
			if ranged {
				for _, r := range l.At[i] {
					if r.Kind == Func && rangeEnds[r.Name] {
						markUsed(q.Used, r.Start, r.End)
					}
				}
			}
			ok := text[t.Stem] || text[knowledge.Stem(t.Text)] // "held" (of "hold") is held
			for _, v := range knowledge.PastTenseStems(t.Stem) {
				ok = ok || text[v]
			}
			if !ok && len(l.At[i]) == 0 && l.Weight[i] > 0 {
				ok = derived(t.Stem, text) // "adopts" of "adoptive parents"
			}
			switch {
			case l.oneOfSaid(i, text):
				q.Used[i] = true
			case ok && lx.restrictive(t.Text) && !(lx.Vocab.Is("number", t.Text) && l.numberOf(i, ct)) && !(heading[t.Stem] && !l.namedData(i)) && !(l.saidAlike(i, ct) && !l.named(i)):
				// "biggest", "not", "top": a passage that holds the word does
				// not rank or negate (a number it says of the same thing
				// is its: "for one outage"; and a word of its heading, a
				// name: "Fall Fare Sale")
			case ok && l.named(i) && !define && !heading[t.Stem]:
				// a word the workspace's names read means its data; a
				// passage that holds it explains it only in part
				q.Weak[i] = true
			case ok || t.IsNum && (strings.Contains(h.Chunk.Text, t.Raw) || tableHolds(h.Chunk, t.Num, lx.Vocab)):
				q.Used[i] = true
			}
			// "on each ride" of a passage on what members get "of every
			// ride": a word of a class the passage says before the same
			// word is the passage's
			for _, r := range l.At[i] {
				if r.Kind == Func && r.End < len(l.Tokens) && lx.saysBefore(h.Chunk, r.Name, l.Tokens[r.End].Stem) {
					markUsed(q.Used, r.Start, r.End)
				}
			}
			// "power cut" of a passage on outages: a span that names a
			// thing of the workspace the passage names by another of its
			// names is the passage's, as a word the names read is
			for _, r := range l.At[i] {
				if r.End-r.Start > 1 && (r.Kind == Metric || r.Kind == Table || r.Kind == Filter) && !define && lx.namedIn(r.Kind, r.Name, text) {
					for k := r.Start; k < r.End; k++ {
						if !q.Used[k] {
							q.Weak[k] = true
						}
					}
				}
			}
			// the question's function words ask about the passage ("how
			// many days", "what share"); a negation or a threshold would
			// change what it says, and must be matched by its words
			for _, r := range l.At[i] {
				if r.Kind == Func && docAsks[r.Name] {
					markUsed(q.Used, r.Start, r.End)
				}
			}
			// "how many days did the convention last": the verb of a
			// length of time asked
			if durationAsked && lx.Vocab.Is("duration.verb", t.Text) {
				q.Used[i] = true
			}
		}
		// "how many days can a DVD be borrowed for": a passage that gives
		// a number in the unit asked ("DVDs are lent for 7 days") answers
		// it; the data's words it holds are the passage's
		// (the words of a sentence that gives it: the passage's definition
		// of "length of stay" in days does not answer when a stay is long)
		// "the minimum late payment charge" of a passage on "a late payment
		// charge": a data word said in the passage's own words with the
		// question's word before or after it is the passage's (unless the
		// two words are one name of the data's: "smart meters")
		if !countsData {
			pairs := lx.chunkTokens(h.Chunk).pairs
			for i, t := range l.Tokens {
				if !q.Weak[i] {
					continue
				}
				before := i > 0 && l.Weight[i-1] > 0 && pairs[[2]string{l.Tokens[i-1].Stem, t.Stem}] && !l.oneName(i-1, i)
				after := i+1 < len(l.Tokens) && l.Weight[i+1] > 0 && pairs[[2]string{t.Stem, l.Tokens[i+1].Stem}] && !l.oneName(i, i+1)
				if before || after {
					q.Used[i], q.Weak[i] = true, false
				}
			}
		}
		if at := l.saysPhrase(h.Chunk); !countsData && !define && at >= 0 {
			// "the minimum late payment charge" of a passage on "a late
			// payment charge": three words of the question together, which
			// no one name of the data's reads, are the passage's thing,
			// each of them ("first response target": "first" ranks nothing)
			q.Score.prior(0.05, "the passage says the question's words as one phrase")
			markUsed(q.Used, at, at+3)
			for k := at; k < at+3; k++ {
				q.Weak[k] = false
			}
		}
		if unit != "" && !countsData && !lx.givesUnit(h.Chunk, unit) {
			// "how many minutes are included per ride" of a section that
			// gives prices per minute and no number of minutes: it may
			// hold the words, it cannot give the answer
			q.Score.prior(-0.1, "the passage gives no number in the unit asked")
		} else if money >= 0 && !q.Used[money] && !countsData {
			// the money word asks what a passage's amount gives ("costs $12")
			q.Weak[money] = true
		}
		if unit != "" && !countsData {
			answer := lx.chunkTokens(h.Chunk).answerTerms(h.Chunk, unit)
			for i, t := range l.Tokens {
				if q.Weak[i] && answer[t.Stem] {
					q.Used[i], q.Weak[i] = true, false
				}
				// ("how many hours" of "from 6:00 to 22:00")
				if t.Stem == unit && !q.Used[i] && lx.givesUnit(h.Chunk, unit) {
					q.Used[i], q.Weak[i] = true, false
				}
			}
		}
		if countsData && !define {
			for i := head.Start; i < head.End; i++ {
				q.Used[i], q.Weak[i] = false, false
			}
		}
		// the question's own content words (not its function words) must
		// mostly be in the passage
		content, held := 0.0, 0.0
		for i, t := range l.Tokens {
			if l.Weight[i] > 0 && len(lx.Vocab.ClassesOf(t.Text)) == 0 && !t.IsNum {
				content++
				if q.Used[i] {
					held++
				} else if q.Weak[i] {
					held += 0.5
				}
			}
		}
		// (a passage that gives a number in the unit asked needs half:
		// "within how many hours are field staff supposed to go get it"
		// of "field staff collect the bike within 4 hours")
		need := MinPassageCoverage
		if unit != "" && !countsData && lx.givesUnit(h.Chunk, unit) {
			need = 0.5
		}
		if content > 0 && held/content < need {
			continue
		}
		if define {
			q.Score.prior(0.09, "a question about what something means")
		} else {
			q.Score.prior(-0.04, "a passage rather than the data")
		}
		lx.score(l, q)
		out = append(out, q)
		// "how much is the customer charge on Business Flex": the passage's
		// table has a column named by two of the question's words and a
		// row it names
		if !countsData {
			if want == nil {
				want = map[string]bool{}
				for _, t := range knowledge.Terms(l.question()) {
					want[t] = true
				}
			}
			if tableNamed(h.Chunk, want) >= 2 {
				q.Score.prior(0.2, "the passage's table has the row and the column the question names")
				lx.score(l, q)
			}
		}
		headed = append(headed, namesHeading(l, h.Chunk))
	}
	// "what CSAT target ...": of the sections that hold the words, the
	// ones whose own heading names one ("Targets") are about it; the
	// others come after them (and not the other way round, so that a
	// passage gains nothing over the data)
	if slices.Contains(headed, true) {
		for i, q := range out {
			if !headed[i] {
				q.Score.prior(-0.03, "another section's heading names a word of the question")
				lx.score(l, q)
			}
		}
	}
	return out
}

// listNounAt reports a value of an undeclared column (r) whose words are
// also a name of the column's table, or of a table of the same list
// ("technicians": the technicians, and the role "Technician").
func (lx *Lexicon) listNounAt(l *Lattice, r Reading) bool {
	t, _, _ := strings.Cut(r.Name, ".")
	for _, x := range l.At[r.Start] {
		if x.End != r.End || x.Kind != Table && x.Kind != Dimension {
			continue
		}
		xt := x.Name
		if d := lx.Snap.Dimensions[x.Name]; x.Kind == Dimension && d != nil {
			xt = d.Table
		}
		if xt == t || sameList(lx.Snap.Tables[xt], lx.Snap.Tables[t]) {
			return true
		}
	}
	return false
}

// doersQualified reports the noun after an agent's "by" (r), broken down
// by, followed by a value the query reads of the noun's own rows ("by
// agents in the Manila office").
func (lx *Lexicon) doersQualified(q *Query, r Reading) bool {
	var noun *Reading
	for i := range q.Readings {
		if x := q.Readings[i]; x.Start == r.End && (x.Kind == Dimension || x.Kind == Table) {
			noun = &q.Readings[i]
		}
	}
	if noun == nil {
		return false
	}
	table := noun.Name
	if d := lx.Snap.Dimensions[noun.Name]; noun.Kind == Dimension && d != nil {
		table = d.Table
	}
	if !slices.Contains(lx.groupTables(q), table) {
		return false
	}
	for _, x := range q.Readings {
		// (the value a few function words after the noun, nothing read
		// between them)
		if x.Kind != Value || x.Start < noun.End || x.Start > noun.End+3 || slices.ContainsFunc(q.Readings, func(y Reading) bool { return y.Start >= noun.End && y.Start < x.Start }) {
			continue
		}
		if d := lx.Snap.Dimensions[x.Name]; d != nil && d.Table == table {
			return true
		}
	}
	return false
}

// strandedRole is the dimension asked for (counted, listed or broken
// down by) one of whose phrasings ("to {value}") has its words said after
// the dimension's own with no value after them: "which airports did we
// fly to", "how many airports did Lone Star fly to from DFW" (the next
// word is a function word, a period or the end, not a word of content:
// "to" of "want to serve" is no phrasing). "" when none.
func (lx *Lexicon) strandedRole(l *Lattice, q *Query) (string, string) {
	var asked []string
	if m := q.Measure; m != nil && m.Dim != "" {
		asked = append(asked, m.Dim)
	}
	if q.Entity != nil && q.Entity.Dim != "" {
		asked = append(asked, q.Entity.Dim)
	}
	for _, g := range q.Groups {
		if g.Dim != "" {
			asked = append(asked, g.Dim)
		}
	}
	for _, d := range asked {
		at := -1
		for _, r := range q.Readings {
			if r.Kind == Dimension && r.Name == d {
				at = r.End
			}
		}
		if at < 0 {
			continue
		}
		for _, tp := range lx.templates {
			n := len(tp.before)
			if tp.kind != Dimension || tp.name != d || n == 0 || len(tp.after) > 0 {
				continue
			}
			for s := at; s+n <= len(l.Tokens); s++ {
				match := true
				for k := 0; k < n && match; k++ {
					match = l.Tokens[s+k].Stem == tp.before[k] && !q.Used[s+k]
				}
				if !match {
					continue
				}
				e := s + n
				if e == len(l.Tokens) {
					return d, strings.Join(texts(l.Tokens[s:e]), " ")
				}
				// (a value right after fills it: "to Denver"; another
				// phrasing's does not: "to from DFW")
				// (nor does a function word: "to most", "to in 2024")
				filled := slices.ContainsFunc(l.At[e], func(r Reading) bool {
					return r.Kind != Func && r.Kind != Time && !(r.Kind == Value && r.Via == "phrasing")
				})
				function := l.Weight[e] == 0 || slices.ContainsFunc(l.At[e], func(r Reading) bool { return r.Kind == Func || r.Kind == Time })
				if l.Tokens[e].Clause || l.Tokens[e].Sentence || function && !filled {
					return d, strings.Join(texts(l.Tokens[s:e]), " ")
				}
			}
		}
	}
	return "", ""
}

// sentenceBetween reports a full stop, question or exclamation mark
// between two token positions.
func (l *Lattice) sentenceBetween(from, to int) bool {
	for i := from + 1; i <= to && i < len(l.Tokens); i++ {
		if l.Tokens[i].Sentence {
			return true
		}
	}
	return false
}

// clauseBetween reports a clause or a sentence beginning after token
// from, up to token to.
func (l *Lattice) clauseBetween(from, to int) bool {
	for i := from + 1; i <= to && i < len(l.Tokens); i++ {
		if l.Tokens[i].Clause || l.Tokens[i].Sentence {
			return true
		}
	}
	return false
}

// numberOf reports a number word of the question (i) that a passage says
// of the same thing: before one of the next two content words ("one late
// item" of "on one item").
func (l *Lattice) numberOf(i int, ct *chunkText) bool {
	for j, seen := i+1, 0; j < len(l.Tokens) && seen < 2; j++ {
		if l.Weight[j] == 0 {
			continue
		}
		seen++
		if strings.Contains(ct.stems, " "+l.Tokens[i].Stem+" "+l.Tokens[j].Stem+" ") {
			return true
		}
	}
	return false
}

// saidAlike reports a word of the question (i) that a passage says
// before the same next word as the question's, a few of its words apart
// at most ("left outside a station" of "leaves a bike outside a station",
// "leaves against medical advice"): the passage says the same of the same
// thing.
func (l *Lattice) saidAlike(i int, ct *chunkText) bool {
	next := -1
	for j := i + 1; j < len(l.Tokens); j++ {
		if l.Weight[j] > 0 {
			next = j
			break
		}
	}
	if next < 0 || l.Tokens[next].IsNum {
		return false
	}
	for k, t := range ct.tokens {
		if t.Stem != l.Tokens[i].Stem {
			continue
		}
		for j := k + 1; j < len(ct.tokens) && j <= k+3; j++ {
			if ct.tokens[j].Stem == l.Tokens[next].Stem {
				return true
			}
		}
	}
	return false
}

// oneOfSaid reports "one" or "single" of the question (i) before a word
// the passage holds ("in a single month", "for one outage", "one of the
// flights"): of a rule, one of a thing is any of it, not a count asked.
func (l *Lattice) oneOfSaid(i int, text map[string]bool) bool {
	v := l.lex.Vocab
	if n, ok := v.Value("number", l.Tokens[i].Text); !(ok && n == "1") && !v.Is("agg.single", l.Tokens[i].Text) {
		return false
	}
	for j := i + 1; j < len(l.Tokens); j++ {
		if l.Weight[j] > 0 {
			return !l.Tokens[j].IsNum && text[l.Tokens[j].Stem]
		}
	}
	return false
}

// saysPhrase finds three content words of the question in a row that a
// passage says in a row too, where no one name of the workspace's reads
// them all: where they start, -1 when none.
func (l *Lattice) saysPhrase(c *knowledge.Chunk) int {
	text := l.lex.chunkTokens(c).stems
	for i := 0; i+3 <= len(l.Tokens); i++ {
		phrase := " "
		ok := true
		for k := i; k < i+3; k++ {
			t := l.Tokens[k]
			ok = ok && l.Weight[k] > 0 && !t.IsNum && isWord(t.Text)
			phrase += t.Stem + " "
		}
		if ok && strings.Contains(text, phrase) && !l.oneName(i, i+2) {
			return i
		}
	}
	return -1
}

// saysBefore reports a passage that says a phrase of a distributive or
// grouping class ("every", "per") right before a word (a stem).
func (lx *Lexicon) saysBefore(c *knowledge.Chunk, class, stem string) bool {
	if class != "each" && class != "group" && class != "per" {
		return false
	}
	ct := lx.chunkTokens(c)
	ts, words := ct.tokens, ct.words
	for i := range ts {
		if _, n := lx.Vocab.Match(class, words, i); n > 0 && i+n < len(ts) && ts[i+n].Stem == stem {
			return true
		}
	}
	return false
}

// namedIn reports a thing of the workspace one of whose names has all
// its words in a text (as a set of stems).
func (lx *Lexicon) namedIn(kind Kind, name string, text map[string]bool) bool {
	for _, e := range lx.entries {
		if e.kind != kind || e.name != name || len(e.stems) == 0 || e.via == "phrasing" {
			continue
		}
		if !slices.ContainsFunc(e.stems, func(st string) bool { return !text[st] }) {
			return true
		}
	}
	return false
}

// namesHeading reports a section whose own heading (not its document's
// title) holds a word of the question.
func namesHeading(l *Lattice, c *knowledge.Chunk) bool {
	if c.Heading == c.Title {
		return false
	}
	own := knowledge.Terms(c.Heading)
	for i, t := range l.Tokens {
		if l.Weight[i] > 0 && slices.Contains(own, t.Stem) {
			return true
		}
	}
	return false
}

// rangeEnds are the classes of the words that pick an end of a range.
var rangeEnds = map[string]bool{"agg.max": true, "agg.min": true, "order.desc": true, "order.asc": true, "cmp.le": true, "cmp.ge": true}

// givesRange reports a passage with a range of numbers in it ("3 to 7
// days").
func (lx *Lexicon) givesRange(c *knowledge.Chunk) bool {
	if v, ok := lx.ranges.Load(c.ID); ok {
		return v.(bool)
	}
	found := false
	ts := Tokenize(c.Text)
	for i := 0; i+2 < len(ts) && !found; i++ {
		found = ts[i].IsNum && lx.Vocab.Is("range.to", ts[i+1].Text) && ts[i+2].IsNum
	}
	lx.ranges.Store(c.ID, found)
	return found
}

// oneName reports a reading of a workspace name over tokens i to j.
func (l *Lattice) oneName(i, j int) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > j && r.Kind != Func && r.Kind != Number {
				return true
			}
		}
	}
	return false
}

// moneyWord is the first word of the question that the workspace reads,
// and reads only, as columns or metrics in a currency; -1 when none.
func (l *Lattice) moneyWord() int {
	for i := range l.Tokens {
		n, money := 0, 0
		for _, r := range l.At[i] {
			if r.Kind == Func || r.Kind == Number || r.Kind == Time {
				continue
			}
			n++
			if l.lex.currencyThing(r) {
				money++
			}
		}
		if n > 0 && money == n && l.Weight[i] > 0 {
			return i
		}
	}
	return -1
}

// currencyThing reports a reading of a column or metric whose unit is a
// currency.
func (lx *Lexicon) currencyThing(r Reading) bool {
	unit := ""
	switch r.Kind {
	case Column:
		if _, c := lx.ColumnOf(r.Name); c != nil {
			unit = c.Unit
		}
	case Metric:
		if m := lx.Snap.Metrics[r.Name]; m != nil {
			unit = m.Unit
		}
	}
	return lx.currencyUnit(unit)
}

// currencyUnit reports a unit that is a currency ("USD", "$").
func (lx *Lexicon) currencyUnit(unit string) bool {
	return unit != "" && lx.Vocab.Is("unit.currency", strings.ToLower(strings.TrimSpace(unit)))
}

// percentUnit reports a unit that is a percentage ("%", "percent
// (0-100)"): by its first word.
func (lx *Lexicon) percentUnit(unit string) bool {
	f := strings.Fields(strings.ToLower(unit))
	return isPercent(unit) || len(f) > 0 && lx.Vocab.Is("unit.percent", f[0])
}

// unitWords are the question's words where a unit can be asked: not a
// word of a value's name of several words ("the day pass price").
func (l *Lattice) unitWords() []string {
	words := texts(l.Tokens)
	for i := range l.Tokens {
		for _, r := range l.At[i] {
			if r.End-r.Start > 1 && r.Kind == Value {
				for k := r.Start; k < r.End; k++ {
					words[k] = ""
				}
			}
		}
	}
	return words
}

// AskedUnit is the unit a question's words (folded) ask its number in, as
// a stem ("day" of "how many days", "hour" of "(hours)"), "$" for a
// currency; "" when they say none.
func AskedUnit(v *english.Vocabulary, words []string) string {
	for i, w := range words {
		if i > 0 && (isNumberSoFar([]rune(words[i-1])) || v.Is("number", words[i-1]) || v.Is("per", words[i-1])) {
			continue // "longer than 12 hours" says a number, "per day" a rate: not the unit asked
		}
		if i > 0 && v.Is("which", words[i-1]) {
			continue // "since what year", "by what time": a point in time, no number of them
		}
		switch {
		case v.Is("unit.currency", w):
			return "$"
		case v.Is("unit.doc", w) && isWord(w):
			return knowledge.Stem(w)
		case v.Is("unit.doc", w) && v.Is("unit.percent", w):
			// "in %": the sign, as GivesUnit reads it of "8%"
			u, _ := v.Value("unit.percent", w)
			return u
		}
	}
	return ""
}

// givesUnit reports a passage with a sentence that gives a number in the
// unit.
func (lx *Lexicon) givesUnit(c *knowledge.Chunk, unit string) bool {
	key := c.ID + "\x00" + unit
	if v, ok := lx.unitIn.Load(key); ok {
		return v.(bool)
	}
	gives := false
	for _, sn := range knowledge.Sentences(c.Text) {
		if GivesUnit(sn, unit) {
			gives = true
			break
		}
	}
	lx.unitIn.Store(key, gives)
	return gives
}

// chunkText is a passage's text as the reader compares it: its tokens,
// their folded words, their stems joined by spaces (with one before and
// after), and its terms.
type chunkText struct {
	tokens []Token
	words  []string
	stems  string
	// context holds the terms of the passage read with its headings and
	// its document's opening (and their past-tense stems); heading those
	// of its headings
	context, heading map[string]bool
	// pairs are the stems of two words said one after the other
	pairs map[[2]string]bool
	// answers holds, per unit asked, the terms of the sentences that give
	// a number in it
	answers sync.Map
}

// answerTerms are the terms of the passage's sentences that give a number
// in unit (GivesUnit), worked out once per passage and unit.
func (ct *chunkText) answerTerms(c *knowledge.Chunk, unit string) map[string]bool {
	if v, ok := ct.answers.Load(unit); ok {
		return v.(map[string]bool)
	}
	answer := map[string]bool{}
	for _, sn := range knowledge.Sentences(c.Text) {
		if GivesUnit(sn, unit) {
			for _, t := range knowledge.Terms(sn) {
				answer[t] = true
			}
		}
	}
	ct.answers.Store(unit, answer)
	return answer
}

// chunkTokens tokenizes a passage once per lexicon.
func (lx *Lexicon) chunkTokens(c *knowledge.Chunk) *chunkText {
	if v, ok := lx.chunkText.Load(c.ID); ok {
		return v.(*chunkText)
	}
	ct := &chunkText{tokens: Tokenize(c.Text), context: map[string]bool{}, heading: map[string]bool{}, pairs: map[[2]string]bool{}}
	ct.words = texts(ct.tokens)
	for i := 1; i < len(ct.tokens); i++ {
		ct.pairs[[2]string{ct.tokens[i-1].Stem, ct.tokens[i].Stem}] = true
	}
	// a section is read with its headings and its document's opening
	// paragraph, which applies to every section ("the windows below")
	// (and its document's name: "sla_policy" is about the SLA)
	for _, t := range knowledge.Terms(strings.Join(c.Path, " ") + " " + c.Heading + " " + c.Text + " " + lx.intro(c) + " " + strings.ReplaceAll(c.Document, "_", " ")) {
		ct.context[t] = true
		for _, v := range knowledge.PastTenseStems(t) {
			ct.context[v] = true
		}
	}
	// (and an irregular verb's base: "a bike left outside" says "leaves")
	for _, t := range ct.tokens {
		if t.Stem != knowledge.Stem(t.Text) {
			ct.context[t.Stem] = true
		}
	}
	for _, t := range knowledge.Terms(c.Heading + " " + strings.Join(c.Path, " ")) {
		ct.heading[t] = true
	}
	var b strings.Builder
	b.WriteByte(' ')
	for _, t := range ct.tokens {
		b.WriteString(t.Stem + " ")
	}
	ct.stems = b.String()
	lx.chunkText.Store(c.ID, ct)
	return ct
}

// unitAfter is the unit of time said at token i, after filler ("the
// day"), or -1.
func (l *Lattice) unitAfter(i int) int {
	for ; i < len(l.Tokens); i++ {
		if slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind == Func && r.Name == "unit.time" }) {
			return i
		}
		if l.Weight[i] > 0 {
			return -1
		}
	}
	return -1
}

// GivesUnit reports a text with a number in the unit (as AskedUnit gives
// it): the unit's word among the few words after it, or "$" just before.
func GivesUnit(text, unit string) bool {
	v := english.Words()
	if _, _, ok := ClockRange(text); ok && InDay(v, unit) {
		return true // "from 6:00 to 22:00" gives 16 hours
	}
	ts := Tokenize(text)
	if v.Is("unit.multiple", unit) && slices.ContainsFunc(ts, func(t Token) bool { return v.Is("times.multiple", t.Text) }) {
		return true // "double loyalty miles" gives 2 times
	}
	// "can be renewed only once": a number of times said in one word
	if slices.ContainsFunc(v.Class("events"), func(p english.Phrase) bool { return knowledge.Stem(p.Text) == unit }) &&
		slices.ContainsFunc(ts, func(t Token) bool { _, n := v.Value("number", t.Text); return n && v.Is("events", t.Text) }) {
		return true
	}
	for i, t := range ts {
		if !t.IsNum {
			continue
		}
		if unit == "$" {
			if i > 0 && ts[i-1].Text == "$" {
				return true
			}
			continue
		}
		for _, x := range ts[i+1 : min(i+4, len(ts))] {
			if english.Words().Is("per", x.Text) {
				break // "$0.10 per minute" is a rate, not minutes
			}
			if knowledge.Stem(x.Text) == unit || english.Words().Is("unit.percent", x.Text) && english.Words().Is("unit.percent", unit) {
				return true // ("10%" of "in percent")
			}
		}
	}
	return false
}

// extremes are the classes of the words that pick an end or compare
// ("shortest", "minimum", "more than").
// boundOf is the bound a passage gives of the most or the least a thing
// can be ("the most a credit can be worth" of "capped at $300"), said
// with a modal verb.
var boundOf = map[string]string{"agg.max": "cmp.le", "order.desc": "cmp.le", "agg.min": "cmp.ge", "order.asc": "cmp.ge"}

var extremes = map[string]bool{"agg.max": true, "agg.min": true, "order.desc": true, "order.asc": true,
	"cmp.gt": true, "cmp.ge": true, "cmp.lt": true, "cmp.le": true}

// classesSaid are the classes of the words a passage says that pick an
// end or compare, of a number said with them ("a minimum of $5", "the
// minimum connecting time ... is 45 minutes").
func (lx *Lexicon) classesSaid(c *knowledge.Chunk) map[string]bool {
	if v, ok := lx.saidIn.Load(c.ID); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	ct := lx.chunkTokens(c)
	ts, words := ct.tokens, ct.words
	for i := range words {
		// (a phrase of several words too: "longer than 12 hours")
		for cl := range extremes {
			if _, n := lx.Vocab.Match(cl, words, i); n > 0 && slices.ContainsFunc(ts[i+n:min(i+n+8, len(ts))], func(t Token) bool { return t.IsNum }) {
				out[cl] = true
			}
		}
	}
	lx.saidIn.Store(c.ID, out)
	return out
}

// hasAny reports a function word of one of the classes in the question.
func (l *Lattice) hasAny(classes map[string]bool) bool {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == Func && classes[r.Name] {
				return true
			}
		}
	}
	return false
}

// has reports a function word of class anywhere in the question.
func (l *Lattice) has(class string) bool {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == Func && r.Name == class {
				return true
			}
		}
	}
	return false
}

// MinPassageCoverage is how much of a question's content words a passage
// must hold to answer it.
const MinPassageCoverage = 0.6

// docAsks are the function words a question about a passage asks with
// ("how many days", "what share", "what is"); a ranking, a negation or a
// threshold would change what the passage says, and must be its words.
var docAsks = map[string]bool{"define": true, "whatis": true, "agg.count": true, "amount": true, "when": true, "clock": true, "share": true, "listing": true, "which": true, "modal": true,
	"unit.time": true, "unit.percent": true, "unit.currency": true}

func (l *Lattice) question() string {
	var ws []string
	for _, t := range l.Tokens {
		ws = append(ws, t.Raw)
	}
	return strings.Join(ws, " ")
}

// refuse puts a refusal first when the best reading understands too little
// of the question: less than half of its words, or a guessed measure with
// a word left over (the word is most likely the measure asked for: "voter
// turnout in Florida" is not a count of Florida's polls).
func (lx *Lexicon) refuse(l *Lattice, res *Result) {
	total := 0.0
	for _, w := range l.Weight {
		total += w
	}
	stop := &Query{Intent: IntentStop, Stop: "unknown", Used: make([]bool, len(l.Tokens)), Unknown: l.unread()}
	if l.has("define") && len(lx.Snap.Chunks) > 0 {
		// a policy or definition no passage covers: say so, from the
		// documents, rather than refuse
		stop = &Query{Intent: IntentDocuments, Used: make([]bool, len(l.Tokens))}
	}
	if len(res.Candidates) == 0 || total == 0 {
		if total == 0 && len(res.Candidates) > 0 && res.Candidates[0].Intent == IntentStop {
			return
		}
		lx.score(l, stop)
		res.Candidates = append([]*Query{stop}, res.Candidates...)
		return
	}
	best := res.Candidates[0]
	if best.Intent == IntentStop && stop.Intent == IntentStop {
		return
	}
	if best.Intent == IntentStop {
		res.Candidates[0] = stop
		lx.score(l, stop)
		return
	}
	// two words or more that nothing in the workspace knows, left out of
	// a reading that covers little more than half the question, most
	// likely say what is asked ("passengers bumped because of
	// overbooking"): the question is refused, naming them
	unknownIn := func(q *Query) int {
		n := 0
		for _, w := range stop.Unknown {
			if (q.Intent == IntentData || q.Intent == IntentPipe || q.Intent == IntentVerified) && slices.Contains(q.Score.Unexplained, w) {
				n++
			}
		}
		return n
	}
	unknown := unknownIn(best)
	// "how much revenue did ..." where nothing knows "revenue": the word
	// after those that ask for an amount or a count is what is asked
	asked := l.askedUnknown(stop.Unknown)
	if asked != "" && !slices.Contains(best.Score.Unexplained, asked) {
		asked = ""
	}
	if asked != "" && best.Intent != IntentDocuments {
		// ("how many hours does the SLA give": a reading that reads the
		// word asked, and about as much of the question, answers it,
		// unless it leaves out another word nothing knows)
		for i, c := range res.Candidates[1:] {
			if c.Intent != IntentStop && c.Score.Coverage >= max(MinPassageCoverage, best.Score.Coverage-0.1) && !slices.Contains(c.Score.Unexplained, asked) && !slices.Contains(c.Score.Weak, asked) &&
				unknownIn(c) == 0 {
				c.Score.Total = best.Score.Total + 0.01
				copy(res.Candidates[1:i+2], res.Candidates[:i+1])
				res.Candidates[0] = c
				return
			}
		}
	}
	if best.Score.Coverage <= 0.5 || unknown >= 2 && best.Score.Coverage <= 0.65 || asked != "" && best.Intent != IntentDocuments || best.Guessed > 0 && len(best.Score.Unexplained) > 0 && best.Measure != nil && best.guessedMeasure() {
		lx.score(l, stop)
		stop.Score.Total = best.Score.Total + 0.01
		res.Candidates = append([]*Query{stop}, res.Candidates...)
	}
}

// Explain writes the lattice and the top candidates with their score
// breakdown, for `plan --explain`.
func (r *Result) Explain(lx *Lexicon, top int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Question: %s\n\nLattice (token, weight, readings):\n%s\n", r.Question, r.Lattice.Explain())
	fmt.Fprintf(&b, "Candidates: %d considered, %d distinct\n", r.Considered, len(r.Candidates))
	for i, q := range r.Candidates {
		if i == top {
			break
		}
		fmt.Fprintf(&b, "%d. %s\n   %s\n   %s\n", i+1, q.Restate(lx), q.Score, q.Signature())
		for _, n := range q.Notes {
			fmt.Fprintf(&b, "   note: %s\n", n)
		}
	}
	return b.String()
}

// groupTables are the tables of a query's breakdown.
func (lx *Lexicon) groupTables(q *Query) []string {
	var out []string
	for _, g := range q.Groups {
		if d := lx.Snap.Dimensions[g.Dim]; d != nil {
			out = append(out, d.Table)
		} else if t, _, ok := strings.Cut(g.Column, "."); ok {
			out = append(out, t)
		}
	}
	return out
}

// intro is the text before a document's first section: the chunk of the
// same file whose path is only the title.
func (lx *Lexicon) intro(c *knowledge.Chunk) string {
	for _, o := range lx.Snap.Chunks {
		if o.File == c.File && o != c && len(o.Path) <= 1 {
			return o.Text
		}
	}
	return ""
}

// measureWordOf is a content word of the measure's name that the text of
// key (a dimension's description) uses: "departure" of "Average departure
// delay" in "Departure airport (IATA code)". "" when none.
func (lx *Lexicon) measureWordOf(m *Measure, key string) string {
	var name string
	switch {
	case m == nil:
		return ""
	case m.Metric != "":
		name = knowledge.NameWords(m.Metric)
		if mt := lx.Snap.Metrics[m.Metric]; mt != nil && mt.Label != "" {
			name = mt.Label
		}
	case m.Column != "":
		_, c, _ := strings.Cut(m.Column, ".")
		name = knowledge.NameWords(c)
	default:
		return ""
	}
	for _, w := range english.Tokens(name) {
		if len(lx.Vocab.ClassesOf(w)) > 0 {
			continue // "average", "total": not what it is of
		}
		if st := knowledge.Stem(w); lx.Describes(key, st) {
			return w
		}
	}
	return ""
}

func (lx *Lexicon) verified(name string) *config.VerifiedQuery {
	for _, v := range lx.Snap.Verified {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// sameContent reports two questions with the same words that count (stems,
// in any order).
// rankedVerified reports a question whose words are a verified query's
// question's but for a ranking ("the most", "top 3", "which") in place of
// a breakdown ("each", "by"): the query's rows ranked by its number. It
// sets the order and limit, and marks the ranking words used.
func (lx *Lexicon) rankedVerified(l, v *Lattice, q *Query) bool {
	rank := func(l *Lattice, i int) bool {
		if w := l.Tokens[i].Text; lx.Vocab.Is("each", w) || lx.Vocab.Is("group", w) || lx.Vocab.Is("per", w) {
			return true
		}
		for _, r := range l.At[i] {
			if r.Kind == Func && r.Start == i && slices.Contains([]string{"order.desc", "order.asc", "which", "each", "group", "per", "agg.count"}, r.Name) || r.Kind == Number {
				return true
			}
		}
		return false
	}
	words := func(l *Lattice) map[string]bool {
		out := map[string]bool{}
		for i, t := range l.Tokens {
			if l.Weight[i] > 0 && !rank(l, i) && !(i > 0 && rank(l, i-1) && l.Tokens[i-1].Stem == "how") {
				out[t.Stem] = true
			}
		}
		return out
	}
	x, y := words(l), words(v)
	if len(x) == 0 || len(x) != len(y) {
		return false
	}
	for w := range x {
		if !y[w] {
			return false
		}
	}
	var used []int
	for i, rs := range l.At {
		for _, r := range rs {
			if r.Kind != Func || r.Start != i || q.Order != "" || r.Name != "order.desc" && r.Name != "order.asc" {
				continue
			}
			q.Order = map[string]string{"order.desc": "desc", "order.asc": "asc"}[r.Name]
			for k := r.Start; k < r.End; k++ {
				used = append(used, k)
			}
			if r.End < len(l.At) {
				for _, n := range l.At[r.End] {
					if n.Kind == Number && n.Num >= 1 && n.Num <= 1000 && n.Num == float64(int(n.Num)) {
						q.Limit = int(n.Num)
						used = append(used, n.Start)
					}
				}
			}
		}
	}
	if q.Order == "" {
		return false
	}
	// "which 3 managers have the fewest": the one number said
	if q.Limit == 0 {
		var nums []Reading
		for _, rs := range l.At {
			for _, n := range rs {
				if n.Kind == Number && n.Num >= 1 && n.Num <= 1000 && n.Num == float64(int(n.Num)) {
					nums = append(nums, n)
				}
			}
		}
		if len(nums) == 1 {
			q.Limit = int(nums[0].Num)
			used = append(used, nums[0].Start)
		}
	}
	if q.Limit == 0 {
		q.Limit, q.Single = 1, true
	}
	for _, i := range used {
		q.Used[i] = true
	}
	return true
}

func sameContent(a, b *Lattice) bool {
	words := func(l *Lattice) map[string]bool {
		out := map[string]bool{}
		for i, t := range l.Tokens {
			if l.Weight[i] > 0 {
				out[t.Stem] = true
			}
		}
		return out
	}
	x, y := words(a), words(b)
	if len(x) != len(y) || len(x) == 0 {
		return false
	}
	for w := range x {
		if !y[w] {
			return false
		}
	}
	return true
}

// countedHead finds the noun a count word asks about: in "how many Medicare
// patients were readmitted" the noun phrase after "how many" runs to the
// verb, and its last word that names a thing (a table, dimension or
// metric) is what is counted.
// countsFirst reports a counted noun said right after the count words,
// only values or filler between ("how many Medicare patients"), not after
// a unit ("how many days late can an item ...").
func (l *Lattice) countsFirst(head Reading) bool {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind != Func || r.Name != "agg.count" || r.End > head.Start {
				continue
			}
			for i := r.End; i < head.Start; i++ {
				if l.Weight[i] > 0 && !slices.ContainsFunc(l.At[i], func(x Reading) bool { return x.Kind == Value }) {
					return false
				}
			}
			return true
		}
	}
	return false
}

func (l *Lattice) countedHead(lx *Lexicon) (Reading, bool) {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind != Func || r.Name != "agg.count" {
				continue
			}
			var head Reading
			found := false
			// the phrase runs over tokens something reads, to the first
			// filler word; its head is its last noun that names a thing
			for p := r.End; p < len(l.Tokens) && (l.Weight[p] > 0 || l.startsName(p)) && l.nameAt(p); p++ {
				// a verb after the noun ends the phrase: "how many
				// employees took parental leave", "jobs did Laura close"
				if w := l.Tokens[p].Text; found && (lx.Vocab.Is("irregular", w) || lx.Vocab.Is("copula", w) || slices.ContainsFunc(l.At[p], isVerb)) {
					break
				}
				// a filler word after the noun ends it too, whatever name
				// it begins: "how many stays at our Seville hotel" counts
				// stays
				if found && l.Weight[p] == 0 {
					break
				}
				// and so does a participle after a plural noun: "the
				// number of seniors borrowing", "customers ordering"
				if w := l.Tokens[p].Text; found && knowledge.Participle(w) && l.Tokens[head.End-1].Plural {
					break
				}
				best := Reading{End: -1}
				for _, x := range l.At[p] {
					// (a date is no noun counted: "members borrowed")
					// (a filler word is no noun: "to" of a name "Escalated to")
					// (a value that names the things counted, "how many
					// different women", is the noun when no noun follows)
					if (x.Kind == Table || x.Kind == Dimension && !lx.timeDim(x.Name) || x.Kind == Metric && !isVerb(x) || x.Kind == Value && (x.Via == "synonym" || lx.personsOfValue(l, x)) && !found) && x.Start == p && x.End > best.End && l.Weight[p] > 0 {
						best = x
					}
				}
				if best.End >= 0 {
					head, found = best, true
				}
			}
			return head, found
		}
	}
	return Reading{}, false
}

// filterLeft reports a word of reading r that reads as a filter the
// query does not apply.
func (l *Lattice) filterLeft(r Reading, q *Query) bool {
	for i := r.Start; i < r.End; i++ {
		for _, f := range l.At[i] {
			if f.Kind == Filter && f.End <= r.End && !slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter == f.Name }) {
				return true
			}
		}
	}
	return false
}

// says reports a phrase of class anywhere in the question ("how long" of
// [duration], "narrowed" of [growth.down]).
func (l *Lattice) says(class string) bool {
	words := texts(l.Tokens)
	for i := range words {
		if _, n := l.lex.Vocab.Match(class, words, i); n > 0 {
			return true
		}
	}
	return false
}

// saysAsked is says, but not of a word in a clause a condition begins
// ("give a negative number IF it shrank" asks no fall).
func (l *Lattice) saysAsked(class string) bool {
	words := texts(l.Tokens)
	cond := false
	for i := range words {
		if l.Tokens[i].Clause || l.Tokens[i].Sentence {
			cond = false
		}
		if _, n := l.lex.Vocab.Match("conditional", words, i); n > 0 {
			cond = true
		}
		if _, n := l.lex.Vocab.Match(class, words, i); n > 0 && !cond {
			return true
		}
	}
	return false
}

// derived reports a word of a passage's terms made from stem by a suffix
// of a few letters ("adoptive", "adoption" of "adopt"), for a stem of five
// letters or more.
func derived(stem string, terms map[string]bool) bool {
	for t := range terms {
		if knowledge.Derived(stem, t) {
			return true
		}
	}
	return false
}

// isVerb reports a reading of a metric's or a table's verb ("checked
// out" of loans, "ordered" of the order lines).
// verbVia reports a reading made from a verb: a metric's verb, or the
// verb of a metric that a role's cue marks too ("verb; role ...").
func verbVia(via string) bool {
	return via == "verb" || strings.HasPrefix(via, "verb of") || strings.HasPrefix(via, "verb;")
}

func isVerb(r Reading) bool {
	return r.Kind == Metric && verbVia(r.Via) || r.Kind == Table && r.Via == "verb"
}

// counts reports whether the query's measure is read from the noun a
// count word asks about (or counts the same thing).
func (q *Query) counts(lx *Lexicon, head Reading) bool {
	m := q.Measure
	if m == nil {
		return false
	}
	if q.Entity != nil {
		return true // "how many orders over $1,000": the orders are counted
	}
	for _, r := range q.Readings {
		if r.Start > head.Start || r.End <= head.Start {
			continue
		}
		switch r.Kind {
		case Metric:
			// ("how many jobs did Laura close": the closed ones of the
			// jobs, rows of the same table counted)
			// (or the same sum under other filters: "room nights on the
			// books" of "how many room nights")
			// (or an aggregate of the column it sums: "on average, how many
			// passengers were on each flight" of "passengers" summing them)
			return m.Metric == r.Name || m.Metric != "" && m.Agg == "" && lx.countsRows(m.Metric) && lx.countsRows(r.Name) && lx.Snap.Metrics[m.Metric].Table == lx.Snap.Metrics[r.Name].Table ||
				m.Metric != "" && m.Agg == "" && lx.sameExpr(m.Metric, r.Name) || m.Column != "" && m.Column == lx.summedColumn(r.Name)
		case Dimension:
			return m.Dim == r.Name
		case Table:
			// ("how many people did we hire": hires count employees)
			// (a count of a table's rows through facts is a count of its
			// label dimension's values: "how many different doctors
			// admitted patients")
			return m.Table == r.Name || m.Metric != "" && m.Agg == "" && lx.countsRows(m.Metric) && lx.Snap.Metrics[m.Metric].Table == r.Name ||
				m.Dim != "" && m.Agg == "" && lx.labelDimension(r.Name) == m.Dim
		case Column:
			return m.Column == r.Name
		case Filter:
			// ("how many late departures": the rows the filter keeps,
			// counted by a count of all the rows; a count that keeps some
			// of its own, as headcount keeps the current staff, counts
			// others than "former employees")
			// (its name said as such: "accounts were closed" says when,
			// which a filter of closed ones does not)
			f := lx.Snap.Filters[r.Name]
			if f == nil || strings.Contains(r.Via, "reordered") {
				return false
			}
			// ("how many state polls" of a filter of states: the noun in
			// its name is counted)
			if head.Kind == Metric && m.Metric == head.Name || head.Kind == Table && (m.Table == head.Name || m.Metric != "" && m.Agg == "" && lx.countsRows(m.Metric) && lx.Snap.Metrics[m.Metric].Table == head.Name) {
				return true
			}
			mm := lx.Snap.Metrics[m.Metric]
			d := lx.Snap.Dimensions[m.Dim]
			return m.Table == f.Table || mm != nil && m.Agg == "" && lx.countsRows(m.Metric) && mm.Table == f.Table && len(mm.Filters) == 0 ||
				d != nil && d.Table == f.Table && lx.labelDimension(f.Table) == m.Dim
		case Value:
			// the rows the value is of: "how many women" counts employees
			// (only when the value is the noun counted: "quit" read as a
			// value of "how many quit" does not count the people)
			d := lx.Snap.Dimensions[r.Name]
			if head.Kind != Value {
				return false
			}
			if d == nil {
				return true
			}
			return m.Table == d.Table || m.Dim != "" && lx.Snap.Dimensions[m.Dim] != nil && lx.Snap.Dimensions[m.Dim].Table == d.Table ||
				m.Metric != "" && m.Agg == "" && lx.countMetric(m.Metric) && lx.Snap.Metrics[m.Metric].Table == d.Table || m.Column != "" && strings.HasPrefix(m.Column, d.Table+".")
		}
		return false
	}
	return true // the noun is read by nothing: coverage says so already
}

// nameAt reports a token some reading other than a function word (but a
// counting one) covers.
func (l *Lattice) nameAt(p int) bool {
	for _, rs := range l.At[:p+1] {
		for _, r := range rs {
			// "how many different airports": a counting word goes on
			if r.Start <= p && p < r.End && (r.Kind != Func && r.Kind != Number || r.Kind == Func && strings.HasPrefix(r.Name, "agg.")) {
				return true
			}
		}
	}
	return false
}

// guessedMeasure reports a measure chosen because the question named none.
func (q *Query) guessedMeasure() bool {
	return slices.ContainsFunc(q.Notes, func(n string) bool { return strings.HasPrefix(n, "No measure was named") })
}

// startsName reports a name or value read from token p on ("long" of
// "long-haul flights", a filler word on its own).
func (l *Lattice) startsName(p int) bool {
	for _, r := range l.At[p] {
		if r.Start == p && r.Kind != Func && r.Kind != Number && !strings.Contains(r.Via, "reordered") {
			return true
		}
	}
	return false
}

// countedHeadOnce is countedHead, computed once per question.
func (l *Lattice) countedHeadOnce(lx *Lexicon) (Reading, bool) {
	l.headOnce.Do(func() { l.head, l.headFound = l.countedHead(lx) })
	return l.head, l.headFound
}

// multiWordNames are the readings of a thing's own name or label over two
// words or more, once per question.
func (l *Lattice) multiWordNames() []Reading {
	l.namesOnce.Do(func() {
		for _, rs := range l.At {
			for _, n := range rs {
				// a value counts by its exact name ("Student Annual", read as
				// "Student" and "Annual", is not two values)
				exactValue := n.Kind == Value && n.Via == "exact"
				if n.End-n.Start < 2 || n.Score < 1 || n.Via != "name" && n.Via != "label" && !exactValue || n.Kind == Value && !exactValue || n.Kind == Func || n.Kind == Number || n.Kind == Time {
					continue
				}
				l.nameSpans = append(l.nameSpans, n)
			}
		}
	})
	return l.nameSpans
}

// periodAt reports a period reading of exactly tokens [i, j).
func (l *Lattice) periodAt(i, j int) bool {
	for _, r := range l.At[i] {
		if r.Kind == Time && r.End == j {
			return true
		}
	}
	return false
}

// timeDim reports a time dimension.
func (lx *Lexicon) timeDim(name string) bool {
	d := lx.Snap.Dimensions[name]
	return d != nil && d.Kind.IsTime()
}

// emptied is the column a reading dates or filters its metric by when the
// metric keeps only the rows where that column is empty ("col IS NULL" in
// its filters): a reading that always finds nothing ("headcount" is staff
// with no termination date; "how many people quit in 2022" dates by it).
func (lx *Lexicon) emptied(q *Query) string {
	if q.Measure == nil || q.Measure.Metric == "" {
		return ""
	}
	m := lx.Snap.Metrics[q.Measure.Metric]
	if m == nil {
		return ""
	}
	empty := map[string]bool{}
	for _, f := range m.Filters {
		if col, ok := isNullFilter(f); ok {
			empty[col] = true
		}
	}
	if len(empty) == 0 {
		return ""
	}
	dimCol := func(dim string) string {
		d := lx.Snap.Dimensions[dim]
		if d == nil || d.Table != m.Table {
			return ""
		}
		return bareColumn(d.Expr)
	}
	if q.Period != nil && q.TimeDim != "" && empty[dimCol(q.TimeDim)] {
		return dimCol(q.TimeDim)
	}
	for _, c := range q.Conds {
		if c.Dim != "" && empty[dimCol(c.Dim)] {
			return dimCol(c.Dim)
		}
		// "fired in February 2023" of a headcount (no termination date):
		// a value of a column named with the emptied one's first word
		// (termination_reason of termination_date), which such rows lack
		if col := dimCol(c.Dim); c.Dim != "" && !c.Exclude && col != "" {
			for e := range empty {
				if sameLead(col, e) {
					return e
				}
			}
		}
		if c.Dated != nil && empty[dimCol(c.Dim)] {
			return dimCol(c.Dim)
		}
	}
	return ""
}

// sameLead reports two column names that begin with the same word of four
// letters or more ("termination_reason", "termination_date").
func sameLead(a, b string) bool {
	fa, fb := strings.Fields(knowledge.NameWords(a)), strings.Fields(knowledge.NameWords(b))
	return a != b && len(fa) > 1 && len(fb) > 1 && len(fa[0]) >= 4 && strings.EqualFold(fa[0], fb[0])
}

// isNullFilter reads a filter of the form "column IS NULL".
func isNullFilter(f string) (string, bool) {
	fields := strings.Fields(f)
	if len(fields) != 3 || !strings.EqualFold(fields[1], "IS") || !strings.EqualFold(fields[2], "NULL") {
		return "", false
	}
	col := bareColumn(fields[0])
	return col, col != ""
}

// bareColumn is the column an expression names, without its table or
// quotes ("employees.termination_date" → "termination_date"); "" when the
// expression is more than a column.
func bareColumn(expr string) string {
	e := strings.TrimSpace(expr)
	if i := strings.LastIndexByte(e, '.'); i >= 0 {
		e = e[i+1:]
	}
	e = strings.Trim(e, `"`)
	for _, r := range e {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return ""
		}
	}
	return strings.ToLower(e)
}

// percentUnsaid is a percent sign or word the reading leaves unused when
// its measure is no percentage ("on-time % for flights" is a rate, not a
// count of on-time flights); "" otherwise.
func (lx *Lexicon) percentUnsaid(l *Lattice, q *Query) string {
	// (a difference is no percentage, though the change words read the
	// word: "by how much did it grow, in percent" is the growth)
	diff := q.Growth && q.Difference != 0
	if q.Measure == nil && !q.List || q.Share || q.Growth && !diff {
		return ""
	}
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind != Func || r.Name != "unit.percent" || q.Used[r.Start] && !diff {
				continue
			}
			if q.Measure == nil {
				return strings.Join(texts(l.Tokens[r.Start:r.End]), " ")
			}
			if m := lx.Snap.Metrics[q.Measure.Metric]; m != nil && q.Measure.Agg == "" && lx.Vocab.Is("unit.percent", strings.ToLower(strings.TrimSpace(m.Unit))) {
				return ""
			}
			return strings.Join(texts(l.Tokens[r.Start:r.End]), " ")
		}
	}
	return ""
}

// askedUnknown is a word nothing reads said right after the words that ask
// for an amount or a count ("how much revenue", "total revenue"), filler
// between; "" when there is none.
func (l *Lattice) askedUnknown(unknown []string) string {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind != Func || r.Name != "amount" && r.Name != "agg.count" && r.Name != "agg.sum" && r.Name != "agg.avg" && r.Name != "agg.median" && r.Name != "which" {
				continue
			}
			p := r.End
			for p < len(l.Tokens) && l.Weight[p] == 0 && len(l.At[p]) == 0 {
				p++
			}
			// (an unknown word before a noun that is read qualifies it:
			// "how many large invoices" asks about invoices)
			if p < len(l.Tokens) && slices.Contains(unknown, l.Tokens[p].Raw) && (p+1 >= len(l.Tokens) || !l.nameAt(p+1)) {
				return l.Tokens[p].Raw
			}
		}
	}
	return ""
}

// phrasedOther is the dimension a phrasing binds a value reading's value
// to, around its words, when that is another dimension ("" otherwise).
func (l *Lattice) phrasedOther(v Reading) string {
	for k := max(0, v.Start-MaxSpan); k <= v.Start; k++ {
		for _, p := range l.At[k] {
			if p.Kind == Value && p.Via == "phrasing" && p.Value == v.Value && p.Name != v.Name && p.Start <= v.Start && p.End >= v.End && (p.Start < v.Start || p.End > v.End) {
				return p.Name
			}
		}
	}
	return ""
}

// wholeValues are the value readings of two words or more that match a
// value or its synonym exactly, once per question. (multiWordNames keeps a
// value's exact name only, for its own prior.)
func (l *Lattice) wholeValues() []Reading {
	l.wholeOnce.Do(func() {
		for _, rs := range l.At {
			for _, r := range rs {
				if r.Kind == Value && r.End-r.Start >= 2 && r.Score >= 0.95 && !strings.HasPrefix(r.Via, "phrasing") && r.Via != "column value" {
					l.wholeVals = append(l.wholeVals, r)
				}
			}
		}
	})
	return l.wholeVals
}

// oneBucket reports a period inside one bucket of a time grain (2024 by
// year, March by month).
func oneBucket(grain string, from, to time.Time) bool {
	if to.Before(from) {
		return false
	}
	switch grain {
	case "year":
		return from.Year() == to.Year()
	case "quarter":
		return from.Year() == to.Year() && (from.Month()-1)/3 == (to.Month()-1)/3
	case "month":
		return from.Year() == to.Year() && from.Month() == to.Month()
	case "day":
		return from.Equal(to)
	}
	return false
}

// countReading is the count metric a noun counted by "how many" also
// names, when the query reads the noun as a metric of the same rows that
// is no count ("how many bills": Bills, not the amount billed, which
// "bills" may say too); "" otherwise.
func (lx *Lexicon) countReading(l *Lattice, q *Query, head Reading) string {
	m := q.Measure
	if m == nil || m.Metric == "" || m.Agg != "" || lx.countMetric(m.Metric) {
		return ""
	}
	read := -1.0
	for _, r := range q.Readings {
		if r.Kind == Metric && r.Name == m.Metric && r.Start <= head.Start && head.Start < r.End {
			read = r.Score
		}
	}
	if read < 0 {
		return ""
	}
	for _, x := range l.At[head.Start] {
		if x.Kind == Metric && x.End == head.End && x.Score >= read && lx.countMetric(x.Name) && lx.Snap.Metrics[x.Name].Table == lx.Snap.Metrics[m.Metric].Table {
			return x.Name
		}
	}
	return ""
}

// named reports a reading of a thing's name, label or synonym.
func named(r Reading) bool { return r.Via == "name" || r.Via == "label" || r.Via == "synonym" }

// sharedColumn is a column of the table that both SQL expressions name
// (as a whole word), "" when none is.
func (lx *Lexicon) sharedColumn(table, a, b string) string {
	t := lx.Snap.Tables[table]
	if t == nil {
		return ""
	}
	names := func(expr string) map[string]bool {
		out := map[string]bool{}
		for _, w := range strings.FieldsFunc(strings.ToLower(expr), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' }) {
			out[w] = true
		}
		return out
	}
	na, nb := names(a), names(b)
	for _, c := range t.Columns {
		if n := strings.ToLower(c.Name); na[n] && nb[n] {
			return c.Name
		}
	}
	return ""
}

// denialBefore reports a word of the class ([neg.verb]: "no", "never",
// "without", "don't"; [neg.none]: "no", "without") among the three words
// before token i.
func (l *Lattice) denialBefore(lx *Lexicon, i int, class string) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if lx.Vocab.Is(class, l.Tokens[j].Text) {
			return true
		}
	}
	return false
}

// nounAfter reports a noun of the table's rows just after the words of
// condition c ("meter" of "no gas meter").
func (l *Lattice) nounAfter(lx *Lexicon, c Cond, table string) bool {
	i := c.At + len(strings.Fields(c.Text))
	if i >= len(l.Tokens) {
		return false
	}
	for _, r := range l.At[i] {
		if r.Kind == Table && r.Name == table || r.Kind == Metric && lx.measureTable(&Measure{Metric: r.Name}) == table {
			return true
		}
	}
	return false
}

// InDay reports a unit of time shorter than a day ("hours", "minutes"): one
// two times of day can measure.
func InDay(v *english.Vocabulary, unit string) bool {
	m := MinutesIn(v, unit)
	return m > 0 && m < MinutesIn(v, "day")
}

// ClockTime is a time of day, "22:00": its hours and minutes.
var ClockTime = regexp.MustCompile(`\b([01]?\d|2[0-3]):([0-5]\d)\b`)

// ClockRange finds two times of day a text joins as a range ("run from
// 6:00 to 22:00", "between 10:00 and 20:00"): the hours between them (past
// midnight when the second is earlier), and the words that say it.
func ClockRange(text string) (hours float64, span string, ok bool) {
	ms := ClockTime.FindAllStringSubmatchIndex(text, -1)
	v := english.Words()
	for i := 0; i+1 < len(ms); i++ {
		between := strings.Fields(strings.ToLower(strings.TrimSpace(text[ms[i][1]:ms[i+1][0]])))
		if !(len(between) == 1 && (v.Is("range.to", between[0]) || v.Is("range.and", between[0]) || v.Is("range.until", between[0]) || between[0] == "-")) {
			continue
		}
		at := func(m []int) float64 {
			h, _ := strconv.ParseFloat(text[m[2]:m[3]], 64)
			mi, _ := strconv.ParseFloat(text[m[4]:m[5]], 64)
			return h + mi/60
		}
		d := at(ms[i+1]) - at(ms[i])
		if d <= 0 {
			d += 24
		}
		return d, text[ms[i][0]:ms[i+1][1]], true
	}
	return 0, "", false
}
