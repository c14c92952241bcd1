package understand

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// An assembler turns one segmentation of a question (non-overlapping
// readings, in order) into interpretations. The grammar lives here as
// structure — what a reading means next to an aggregation, a grouping, a
// negation, a comparison — never as words: words come from the lexicon
// and the function-word file.
type assembler struct {
	lx  *Lexicon
	l   *Lattice
	rs  []Reading
	use []bool // readings consumed
	q   *Query
	// mentions are entity nouns (dimensions, tables) with no role yet.
	mentions []int
	// asked are the readings of a dimension asked in its phrasing ("who
	// closed")
	asked []int
	// unitAvg: the measure is the average of a column said as a unit
	// ("on average, how many seats does each plane have")
	unitAvg bool
	// difference is what a difference asked says: "more", "fewer" or ""
	difference string
	// owner marks the nouns credited for saying whose a value is
	owner map[int]bool
	// thresholds are "more than 50" and the like, waiting for a target.
	thresholds []threshold
	// workdays is a condition on a column of working days a threshold in
	// weeks was converted for (at 7 days a week), and the other reading's
	// number (at 5): both are kept, as close readings
	workdays *workdayCond
	// target marks readings a threshold compares.
	target map[int]int
	// bare are count metrics read from their noun alone ("the orders of
	// Acme"): a count, or a listing of the rows?
	bare []int
	// shareAt is the token of the share word; tokens are words used
	// outside any reading (a threshold's unit: "60 minutes").
	shareAt int
	tokens  []int
	// apart are the counts set apart from what is asked ("I want
	// people, not stays")
	apart []int
	// judged: the order was a judgement ("best", "worst"), which follows
	// what is better for the measure.
	judged string
	// every: a breakdown said with "per" as well as "which ... most": the
	// whole ranking is asked for
	every bool
	// rankedBy: the measure came after "by" ("accounts by billings"): it
	// ranks the noun before it
	rankedBy bool
	// perGrain: the time breakdown was said as a rate ("per day", "daily")
	perGrain bool
	// countAvg is the average word read with a count metric, or -1
	countAvg int
	// avgOfRate: a rate per what follows used the question's average word
	avgOfRate bool
	// versusDim is the dimension of two values said one against the other
	versusDim string
	// eventFrom, eventTo: the word for times and the event it counts
	// ("how many times were patients admitted"), or -1
	eventFrom, eventTo int
	// neverAt is the threshold of a "never" read as a count of none (nil
	// when there is none)
	neverAt *threshold
	// eachGroup is the breakdown said with "each", at eachGroupAt
	eachGroup   *Group
	eachGroupAt int
	// sharedBefore: the share, and the conditions of its part, come from
	// the previous question of a conversation
	sharedBefore bool
}

type threshold struct {
	op         string
	num        float64
	unit       string // USD, %, ...
	start, end int    // reading indexes [start, end]
	done       bool
	// word is the token after the number that says its unit ("4 hours")
	// in a metric's unit, plus one (0: none)
	word int
	// minutes is the length of the number's unit of time, in minutes
	// ("3 hours": 60), 0 when it is said in none
	minutes float64
	// per is the token after a rate's unit of time said after the
	// number ("60k a year", "$20 per hour"), plus one (0: none): the
	// words say what the number is, not what it is compared with
	per int
}

// assemble builds the interpretations of one segmentation; after a
// previous interpretation (prev, in a conversation) each also merged into
// it.
func (lx *Lexicon) assemble(l *Lattice, seg []Reading, prev *Query) []*Query {
	a := &assembler{lx: lx, l: l, rs: seg, use: make([]bool, len(seg)), q: &Query{Intent: IntentData}, target: map[int]int{}, shareAt: -1, countAvg: -1, eventFrom: -1, eventTo: -1}
	// the words a reading explains beyond its span are its: their own
	// readings mean nothing more ("the average passenger pay for a
	// ticket" of an average fare asked in dollars)
	for _, r := range seg {
		for _, t := range r.Also {
			for j, o := range seg {
				if o.Start <= t && t < o.End && len(o.Also) == 0 {
					a.use[j] = true
				}
			}
		}
	}
	if a.intents() {
		return []*Query{a.finish()}
	}
	a.ranking()
	a.comparisons()
	a.valueOf()
	a.setApart()
	a.never()
	a.events()
	a.perWho()
	a.roles()
	a.derived()
	a.drivers() // why.go
	a.periods()
	branches := a.resolveComparisons()
	var out []*Query
	for _, b := range branches {
		b.leftovers()
		b.countedThrough()
		b.inclusions()
		b.contexts()
		if prev != nil {
			if m := b.clone(); m.inherit(prev) {
				m.settle()
				out = append(out, m.finish())
			}
		}
		b.settle()
		out = append(out, b.finish())
	}
	return out
}

// settle fills in what the question leaves to defaults and reads what
// the whole reading shows: a filter its counted noun names, a count said
// with a passive verb.
func (a *assembler) settle() {
	a.defaults()
	a.filterOfNoun()
	a.passiveCount()
	a.verbObject()
}

// verbObject reads the noun of the rows a count said by its verb counts,
// after the verb, as its object ("which technician signed off the most
// jobs": the jobs are what the signing off counts), not a word left
// unexplained.
func (a *assembler) verbObject() {
	m := a.q.Measure
	if m == nil || m.Metric == "" || m.Agg != "" || !a.lx.countsRows(m.Metric) {
		return
	}
	table := a.lx.Snap.Metrics[m.Metric].Table
	verb := -1
	for k, r := range a.rs {
		if a.use[k] && r.Kind == Metric && r.Name == m.Metric && verbVia(r.Via) {
			verb = k
		}
	}
	if verb < 0 {
		return
	}
	for n := a.next(verb); n >= 0 && a.rs[n].Start-a.rs[verb].End <= 4; n = a.next(n) {
		r := a.rs[n]
		if a.use[n] || a.tokenUsed(r.Start) {
			if a.is(n, "order.desc", "order.asc", "number", "agg.single") {
				continue
			}
			return
		}
		if r.Kind == Table && r.Name == table || r.Kind == Metric && r.Name == a.lx.rowCount(table) {
			a.consume(n)
		}
		return
	}
}

func (a *assembler) clone() *assembler {
	b := *a
	b.use = slices.Clone(a.use)
	b.mentions = slices.Clone(a.mentions)
	b.thresholds = slices.Clone(a.thresholds)
	b.bare = slices.Clone(a.bare)
	b.tokens = slices.Clone(a.tokens)
	b.apart = slices.Clone(a.apart)
	b.target = map[int]int{}
	for k, v := range a.target {
		b.target[k] = v
	}
	q := *a.q
	q.Conds = slices.Clone(a.q.Conds)
	q.Groups = slices.Clone(a.q.Groups)
	q.Having = slices.Clone(a.q.Having)
	q.Also = slices.Clone(a.q.Also)
	q.Notes = slices.Clone(a.q.Notes)
	q.Included = slices.Clone(a.q.Included)
	b.q = &q
	return &b
}

// ------------------------------------------------------------ adjacency

// gapOK reports whether tokens [i, j) are all filler.
func (a *assembler) gapOK(i, j int) bool {
	for k := i; k < j; k++ {
		if a.l.Weight[k] > 0 {
			return false
		}
	}
	return true
}

// prev is the reading just before k with only filler between, or -1.
func (a *assembler) prev(k int) int {
	if k <= 0 || k >= len(a.rs) || !a.gapOK(a.rs[k-1].End, a.rs[k].Start) {
		return -1
	}
	return k - 1
}

// next is the reading just after k with only filler between, or -1.
func (a *assembler) next(k int) int {
	if k < 0 || k+1 >= len(a.rs) || !a.gapOK(a.rs[k].End, a.rs[k+1].Start) {
		return -1
	}
	return k + 1
}

func (a *assembler) is(k int, classes ...string) bool {
	if k < 0 || k >= len(a.rs) || a.rs[k].Kind != Func {
		return false
	}
	return slices.Contains(classes, a.rs[k].Name)
}

// chain lists the function words and numbers just before reading k,
// nearest first; adjectives between are passed over ("which 3 battleground
// states": the 3 is the states').
func (a *assembler) chain(k int) []int {
	var out []int
	qualified := false
	// a filter or value before the noun qualifies it and lets the words
	// before reach it: "how many Medicare patients", "top 5 German customers"
	// ("how many times was each patient admitted": the count is of the
	// times, the words before them do not reach the patient)
	for p, after := a.prev(k), k; p >= 0 && (a.rs[p].Kind == Func || a.rs[p].Kind == Number || a.rs[p].Kind == Filter || a.rs[p].Kind == Value && a.adjacentTo(p, k) && !a.endsInMeasure(p)) && !a.is(p, "events"); p, after = a.prev(p), p {
		// ("leaving out unrated pollsters, how many Florida polls": a
		// comma ends what the words before it reach; one between the
		// items of a list does not)
		if !(a.rs[p].Kind == Value && a.rs[after].Kind == Value) && a.boundary(a.rs[p].End, a.rs[after].Start) {
			break
		}
		// ("bought by French customers": the agent's "by" before a
		// qualified noun says which ones did it, no breakdown)
		if qualified && a.rs[p].Kind == Func && a.rs[p].Name == "group" && a.l.agentBy(a.rs[p]) {
			break
		}
		qualified = qualified || a.rs[p].Kind == Filter || a.rs[p].Kind == Value
		// ("for each customer who joined": "who" after a noun begins a
		// clause about it, and asks nothing)
		if a.is(p, "which") && a.relative(p) {
			break
		}
		// ("what did german customers spend": "what" asks what they
		// spent, an auxiliary after it, not which customers)
		if e := a.rs[p].End; a.is(p, "which") && e < len(a.l.Tokens) && a.lx.Vocab.Is("do", a.l.Tokens[e].Text) {
			break
		}
		if a.rs[p].Kind != Filter && a.rs[p].Kind != Value {
			out = append(out, p)
		}
	}
	return out
}

// relative reports a question word just after a noun, in the middle of
// the question: a relative pronoun ("customers who joined"), not a word
// that asks which.
func (a *assembler) relative(w int) bool {
	n := a.prev(w)
	if n < 0 || a.rs[n].End != a.rs[w].Start {
		return false
	}
	switch a.rs[n].Kind {
	case Table, Dimension:
		return true
	case Metric:
		return a.lx.countMetric(a.rs[n].Name)
	}
	return false
}

// endsInMeasure reports a value said with a word that names a number of
// its rows ("vacation days": the days column of the leave requests): a
// noun of its own, what a count before it counts, not a qualifier of the
// noun after it ("the number of vacation days people took").
func (a *assembler) endsInMeasure(p int) bool {
	r := a.rs[p]
	if r.End-r.Start < 2 {
		return false
	}
	for _, x := range a.l.At[r.End-1] {
		if _, c := a.lx.ColumnOf(x.Name); x.Kind == Column && x.End == r.End && numeric(c) && !a.lx.IsKey(x.Name) {
			return true
		}
	}
	return false
}

// adjacentTo reports readings p..k written one after the other, nothing
// between them.
func (a *assembler) adjacentTo(p, k int) bool {
	for i := p; i < k; i++ {
		if a.rs[i].End != a.rs[i+1].Start {
			return false
		}
	}
	return true
}

// has returns the first reading of the chain in one of the classes, or -1.
// eachIn is the reading of "each" in a chain: as itself, or as the
// breakdown's word ("each" is both), -1 when none.
func (a *assembler) eachIn(chain []int) int {
	if e := a.has(chain, "each"); e >= 0 {
		return e
	}
	if g := a.has(chain, "group"); g >= 0 && a.lx.Vocab.Is("each", a.text(g)) {
		return g
	}
	return -1
}

func (a *assembler) has(chain []int, classes ...string) int {
	for _, c := range chain {
		if a.is(c, classes...) {
			return c
		}
	}
	return -1
}

func (a *assembler) consume(ks ...int) {
	for _, k := range ks {
		if k >= 0 && k < len(a.use) {
			a.use[k] = true
		}
	}
}

// singular reports whether the last word of reading k is singular.
func (a *assembler) singular(k int) bool {
	t := a.l.Tokens[a.rs[k].End-1]
	return t.Text == t.Stem
}

func (a *assembler) text(k int) string {
	var ws []string
	for _, t := range a.l.Tokens[a.rs[k].Start:a.rs[k].End] {
		ws = append(ws, t.Raw)
	}
	return strings.Join(ws, " ")
}

// saysAll reports reading k's words a phrase of class, all of them.
func (a *assembler) saysAll(k int, class string) bool {
	_, n := a.lx.Vocab.Match(class, texts(a.l.Tokens), a.rs[k].Start)
	return n > 0 && n == a.rs[k].End-a.rs[k].Start
}

// --------------------------------------------------------------- passes

// intents refuses requests to change data and small talk.
func (a *assembler) intents() bool {
	content := false
	for k, r := range a.rs {
		switch {
		case a.is(k, "change") && !a.l.longerFunc(r):
			a.stop("change", k)
			return true
		case a.is(k, "change.lead") && a.leading(k):
			a.stop("change", k)
			return true
		case r.Kind != Func && r.Kind != Number:
			content = true
		}
	}
	for k := range a.rs {
		if a.is(k, "chat") && !content {
			a.stop("chat", k)
			return true
		}
	}
	return false
}

// leading: reading k opens the request (after "please", "can you", ...).
func (a *assembler) leading(k int) bool {
	words := texts(a.l.Tokens)
	for i := 0; i < a.rs[k].Start; {
		_, n := a.lx.Vocab.Match("lead", words, i)
		if n == 0 {
			return false
		}
		i += n
	}
	return true
}

func (a *assembler) stop(why string, k int) {
	a.q.Intent, a.q.Stop = IntentStop, why
	a.consume(k)
}

var orderOf = map[string]string{"order.desc": "desc", "order.asc": "asc"}

// ranking reads the order words and the N next to them ("top 5", "5 best").
func (a *assembler) ranking() {
	for k := range a.rs {
		if !a.is(k, "order.desc", "order.asc") {
			continue
		}
		if a.q.Order == "" {
			a.q.Order = orderOf[a.rs[k].Name]
			if t := a.l.Tokens[a.rs[k].Start]; a.lx.Vocab.Is("order.judged", t.Text) {
				a.judged = t.Raw
			}
		}
		a.consume(k)
		// "the second biggest", "third-best": one row, at that rank (and
		// the one below it, to tell a tie)
		// (or after it: "ranked second")
		o := a.prev(k)
		if !a.is(o, "ordinal") || a.rs[o].End != a.rs[k].Start {
			// ("longest first" is an order, not a rank)
			if n := a.next(k); a.is(n, "ordinal") && a.rs[n].Start == a.rs[k].End && a.rs[n].Value != "1" {
				o = n
			} else if a.is(n, "ordinal") && a.rs[n].Start == a.rs[k].End && a.q.Order == orderOf[a.rs[k].Name] {
				a.consume(n) // ("worst first": the order the rows are listed in)
			} else if f := a.listedFirst(k); f >= 0 && a.q.Order == orderOf[a.rs[k].Name] {
				a.consume(f) // ("longest lead time first", "bigger group first")
			}
		}
		if a.is(o, "ordinal") && (a.rs[o].End == a.rs[k].Start || a.rs[o].Start == a.rs[k].End) && a.q.Nth == 0 {
			if n, err := strconv.Atoi(a.rs[o].Value); err == nil && n >= 1 {
				a.q.Nth, a.q.Limit, a.q.Single = n, n+1, true
				if n == 1 {
					a.q.Nth, a.q.Limit = 0, 0
				}
				a.consume(o)
				continue
			}
		}
		for _, n := range []int{a.next(k), a.prev(k)} {
			// ("sold the most in 1997": a year after a word between is
			// the period, not how many)
			if n >= 0 && a.rs[n].Num >= 1900 && a.rs[n].Num <= 2100 && a.rs[n].Start != a.rs[k].End && a.rs[n].End != a.rs[k].Start {
				continue
			}
			// ("in 2023, highest first": a comma between is another clause)
			if n >= 0 && a.boundary(min(a.rs[n].End, a.rs[k].End), max(a.rs[n].Start, a.rs[k].Start)) {
				continue
			}
			if n >= 0 && a.rs[n].Kind == Number && !a.use[n] && a.q.Limit == 0 && wholeCount(a.rs[n].Num) && !a.spanAt(n) {
				a.q.Limit = int(a.rs[n].Num)
				a.consume(n)
				break
			}
		}
	}
	// "who came in third on operating profit", "which home town ranks
	// second": a rank said with no order word is a place from the top
	if a.q.Order != "" || a.q.Nth > 0 {
		return
	}
	for k := range a.rs {
		if !a.is(k, "ordinal") || a.use[k] {
			continue
		}
		if n := a.next(k); n >= 0 && a.rs[n].Kind == Time {
			continue // "the second half of 2024"
		}
		if n, err := strconv.Atoi(a.rs[k].Value); err == nil && n >= 2 {
			a.q.Order, a.q.Nth, a.q.Limit, a.q.Single = "desc", n, n+1, true
			a.consume(k)
			return
		} else if err == nil && n <= -2 {
			// "came second to last": a place from the bottom
			a.q.Order, a.q.Nth, a.q.Limit, a.q.Single = "asc", -n, -n+1, true
			a.consume(k)
			return
		} else if err == nil && n == 1 && a.rs[k].End-a.rs[k].Start > 1 {
			// "our number one customer": the top one ("first" alone is
			// no rank: "the first order")
			a.q.Order, a.q.Single = "desc", true
			a.consume(k)
			return
		}
	}
}

func wholeCount(f float64) bool { return f >= 1 && f <= 10000 && f == float64(int(f)) }

var opOf = map[string]string{"cmp.gt": ">", "cmp.ge": ">=", "cmp.lt": "<", "cmp.le": "<=", "cmp.eq": "="}

// comparisons reads thresholds: "more than 50", "over $1,000", "at least
// 20%", "50 or more", "between 10 and 20".
func (a *assembler) comparisons() {
	words := texts(a.l.Tokens)
	for k, r := range a.rs {
		op, ok := opOf[r.Name]
		if r.Kind != Func || !ok {
			if a.is(k, "cmp.between") {
				a.between(k)
			}
			continue
		}
		// "50 or more": the comparison after its number
		if _, n := a.lx.Vocab.Match("cmp.after", words, r.Start); n == r.End-r.Start {
			p := a.prev(k)
			if p < 0 && k > 0 && a.rs[k-1].End+1 == r.Start && a.lx.minutesIn(words[r.Start-1]) > 0 {
				p = k - 1 // "three hours or more"
			}
			if p >= 0 && a.rs[p].Kind == Number && !a.use[p] {
				t := threshold{op: op, num: a.rs[p].Num, start: p, end: k}
				if u := a.unitBefore(p); u != "" {
					t.unit, t.start = u, p-1
				}
				// "three hours or more": the unit between
				if w := a.rs[p].End; w+1 == r.Start {
					a.unitAfter(&t, w)
				}
				a.thresholds = append(a.thresholds, t)
			}
			continue
		}
		t := threshold{op: op, start: k}
		if a.articleDuration(&t, k) {
			a.thresholds = append(a.thresholds, t)
			continue
		}
		j := a.next(k)
		if a.is(j, "unit.currency") {
			t.unit = a.rs[j].Value
			j = a.next(j)
		}
		if j < 0 || a.rs[j].Kind != Number || a.use[j] {
			continue
		}
		t.num, t.end = a.rs[j].Num, j
		if n := a.next(j); a.is(n, "unit.percent", "unit.currency") {
			t.unit, t.end = a.rs[n].Value, n
		} else if t.unit == "" {
			a.unitAfter(&t, a.rs[j].End)
		}
		a.rateAfter(&t)
		a.thresholds = append(a.thresholds, t)
	}
}

// after is the reading just after a threshold, past the word that says
// its unit ("more than 3 hours late"), or -1.
func (a *assembler) after(t threshold) int {
	if t.per > 0 {
		t.word = max(t.word, t.per)
	}
	if t.word == 0 || t.word <= a.rs[t.end].End {
		// ("more than 3 of their 2024 bills": the period said between
		// the number and its noun dates the rows, the noun is counted)
		if n := a.next(t.end); n >= 0 && a.rs[n].Kind == Time {
			if m := a.next(n); m >= 0 && (a.rs[m].Kind == Table || a.rs[m].Kind == Metric) {
				return m
			}
		}
		return a.next(t.end)
	}
	for j := t.end + 1; j < len(a.rs); j++ {
		if a.rs[j].Start >= t.word {
			if a.gapOK(t.word, a.rs[j].Start) {
				return j
			}
			break
		}
	}
	return -1
}

// verbOfNoun is the unused reading, after table reading k, of the verb of
// a count metric whose name begins with k's words ("check out" after
// "items" of "items checked out"), or -1.
func (a *assembler) verbOfNoun(k int) int {
	for v := k + 1; v < len(a.rs); v++ {
		if r := a.rs[v]; !a.use[v] && r.Kind == Metric && a.lx.countMetric(r.Name) && a.lx.nounOf(r.Name, a.l.Tokens[a.rs[k].Start:a.rs[k].End]) {
			return v
		}
	}
	return -1
}

// periodRows reads the rows a period's date is on, said beside the
// period ("procedure charges on 2024 stays": the stays admitted in 2024,
// whose admission date dates the charges): they restate the period.
func (a *assembler) periodRows() {
	q := a.q
	if q.Period == nil || q.Measure == nil || q.Measure.Metric == "" {
		return
	}
	td := q.TimeDim
	if td == "" {
		td = a.lx.Snap.Metrics[q.Measure.Metric].Time
	}
	d := a.lx.Snap.Dimensions[td]
	if d == nil {
		return
	}
	if d.Table == a.lx.measureTable(q.Measure) {
		// (the measure's own rows are read as what is measured, but for a
		// leading scope of a measure that does not count them: "for loans
		// taken out in 2024, how much higher was the late return rate")
		if a.lx.countsRows(q.Measure.Metric) {
			return
		}
		for k, r := range a.rs {
			own := r.Kind == Table && r.Name == d.Table || r.Kind == Metric && a.lx.countsRows(r.Name) && a.lx.Snap.Metrics[r.Name].Table == d.Table
			// (its verb between, which may be unread: "taken out"; or
			// the period first: "for 2024 discharges")
			lead := k == 0 && k+1 < len(a.rs) && a.rs[k+1].Kind == Time && a.rs[k+1].Start-r.End <= 3 ||
				k == 1 && a.rs[0].Kind == Time && a.rs[0].End == r.Start
			// (or its date said after it: "total charges for Brookhaven,
			// stays admitted in H2 2023")
			// ("reviews written in 2024": the period's own phrasing)
			dated := k+1 < len(a.rs) && a.rs[k+1].Start == r.End && a.use[k+1] &&
				(a.rs[k+1].Kind == Dimension && a.rs[k+1].Name == td || a.rs[k+1].Kind == Time && a.rs[k+1].Via == "phrasing of dimension "+td)
			if !a.use[k] && own && (lead || dated) {
				a.consume(k)
				// (and says whose the value before it is, as a noun does)
				if v := a.prev(k); dated && v >= 0 && a.rs[v].Kind == Value && a.use[v] {
					if vd := a.lx.Snap.Dimensions[a.rs[v].Name]; vd != nil {
						a.ownerPrior(d.Table, vd.Table, k, v, a.rs[v].Name)
					}
				}
			}
		}
		return
	}
	for k, r := range a.rs {
		if !a.use[k] && r.Kind == Table && r.Name == d.Table && a.adjacentKind(k, Time) {
			a.consume(k)
		}
	}
}

// perSides reads a rate of a measure in itself ("how many likely voter
// polls were there for every registered voter poll", "for every man on
// staff, how many women"): the values said in the rate's words (from its
// word to the end of its clause) are the denominator's, the others the
// numerator's. A rate of a measure in itself with nothing to tell its
// sides apart is 1, whatever the data: no question asks it.
func (a *assembler) perSides() {
	q := a.q
	at := -1
	// "for every man on staff, how many women": the rate's word before a
	// value of a condition on two values, with no measure of its own
	k := a.freeCue("per")
	if k < 0 {
		k = a.freeCue("each")
	}
	if q.Per == nil && q.Measure != nil && k >= 0 && !q.Share {
		n := a.next(k)
		// ("for every order shipped by Speedy Express, how many were
		// shipped by United Package": the measure's own noun first)
		noun := n >= 0 && (a.rs[n].Kind == Metric && a.lx.sameCount(q.Measure, &Measure{Metric: a.rs[n].Name}) || a.rs[n].Kind == Table && a.lx.sameCount(q.Measure, &Measure{Table: a.rs[n].Name}))
		two := slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Dim != "" && len(c.Values) > 1 })
		if n >= 0 && a.rs[n].Kind == Value && slices.ContainsFunc(q.Conds, func(c Cond) bool {
			return c.Dim == a.rs[n].Name && len(c.Values) > 1 && slices.Contains(c.Values, a.rs[n].Value)
		}) || noun && two {
			m := *q.Measure
			q.Per = &m
			a.consume(k)
			if noun {
				a.consume(n)
			}
		}
	}
	if q.Per == nil || q.Measure == nil || q.Share || !a.lx.sameCount(q.Measure, q.Per) {
		return
	}
	if q.Measure.Metric != "" {
		m := *q.Measure // (the metric on both sides: one plan computes both)
		q.Per = &m
	}
	for k := range a.rs {
		if a.use[k] && a.is(k, "per", "each") {
			at = a.rs[k].Start
		}
	}
	// the rate's words run to the end of their clause
	end := len(a.l.Tokens)
	for i := at + 1; at >= 0 && i < len(a.l.Tokens); i++ {
		if a.l.Tokens[i].Clause {
			end = i
			break
		}
	}
	var out []Cond
	split := false
	for _, c := range q.Conds {
		if c.Dim == "" || c.Exclude || c.Dated != nil || at < 0 {
			out = append(out, c)
			continue
		}
		var num, den []string
		for _, v := range c.Values {
			side := -1
			for k, r := range a.rs {
				if a.use[k] && r.Kind == Value && r.Name == c.Dim && r.Value == v {
					side = r.Start
				}
			}
			switch {
			case side < 0:
				num, den = append(num, v), append(den, v)
			case side < at || side >= end:
				num = append(num, v)
			default:
				den = append(den, v)
			}
		}
		if len(num) == len(c.Values) && len(den) == len(c.Values) {
			out = append(out, c)
			continue
		}
		split = true
		if len(num) > 0 {
			n := c
			n.Values, n.Part = num, true
			out = append(out, n)
		}
		if len(den) > 0 {
			d := c
			d.Values, d.PerOnly = den, true
			out = append(out, d)
		}
	}
	// (with no value of its own on the denominator's side, the rate
	// divides by all the rows, which the words do not say)
	if !split || !slices.ContainsFunc(out, func(c Cond) bool { return c.PerOnly }) {
		q.Score.prior(-0.3, "a rate of a measure in itself")
		return
	}
	q.Conds = out
	q.Score.prior(0.04, "the rate's words hold the values of its denominator")
}

// oneRowBefore reports a noun of the table's rows said as one row, with
// an article, just before token i ("a stay with charges", "one order
// over"): the value compared is that row's.
func (a *assembler) oneRowBefore(i int, table string) bool {
	return a.rowsBefore(i, table, false)
}

// rowSaidBefore reports a threshold on a metric said of the rows it
// aggregates, named as one, or a number, of them before it, with nothing
// but a date, what qualifies the rows, the metric's own name and words
// that weigh nothing between:
// "at least one gas bill over $500", "at least one Denver flight in 2024
// that showed a profit of more than $20,000".
func (a *assembler) rowSaidBefore(t threshold, metric string) bool {
	return a.rowsSaidBefore(t, a.lx.measureTable(&Measure{Metric: metric}), metric)
}

// rowsSaidBefore is rowSaidBefore of a table's rows (metric, when not
// "", the name that may stand between).
func (a *assembler) rowsSaidBefore(t threshold, table, metric string) bool {
	for i := a.rs[t.start].Start; i > 0; {
		if a.rowsBefore(i, table, true) {
			return true
		}
		j := i - 1
		if a.l.Weight[j] == 0 || !a.read(j) {
			i = j // (a word nothing reads: "showing")
			continue
		}
		from := -1
		for s := max(0, j-MaxSpan+1); s <= j && from < 0; s++ {
			for _, r := range a.l.At[s] {
				if r.End == j+1 && (r.Kind == Time || r.Kind == Filter || r.Kind == Value || r.Kind == Metric && r.Name == metric && metric != "") {
					from = r.Start
					break
				}
			}
		}
		if from < 0 {
			return false
		}
		i = from
	}
	return false
}

// rowsBefore reports the noun of a table's rows just before token i
// (past the values that qualify it), said as one of them ("a gas bill",
// "a single order"), or with counted also as a number of them ("at least
// two gas bills over $500": each over it).
func (a *assembler) rowsBefore(i int, table string, counted bool) bool {
	j := i - 1
	for j >= 0 && a.l.Weight[j] == 0 {
		j--
	}
	if j < 0 || table == "" {
		return false
	}
	for s := max(0, j-MaxSpan+1); s <= j; s++ {
		for _, r := range a.l.At[s] {
			if r.Kind != Table || r.Name != table || r.End != j+1 || r.Start == 0 {
				continue
			}
			if t := a.l.Tokens[j]; t.Text != t.Stem && !counted {
				continue // (said in the plural)
			}
			// (past the values that qualify it: "a gas bill")
			p := r.Start - 1
			for p > 0 {
				start := -1
				for s := max(0, p-MaxSpan+1); s <= p && start < 0; s++ {
					if slices.ContainsFunc(a.l.At[s], func(v Reading) bool { return (v.Kind == Value || v.Kind == Filter && counted) && v.End == p+1 }) {
						start = s
					}
				}
				if start <= 0 {
					break
				}
				p = start - 1 // (a value of several words: "e bike")
			}
			w := a.l.Tokens[p].Text
			if v, ok := a.lx.Vocab.Value("number.article", w); ok && v == "1" || a.lx.Vocab.Is("agg.single", w) {
				return true
			}
			for s := max(0, p-MaxSpan+1); counted && s <= p; s++ {
				if slices.ContainsFunc(a.l.At[s], func(v Reading) bool { return v.Kind == Number && v.End == p+1 }) {
					return true
				}
			}
		}
	}
	return false
}

// rowOfEach compares each row's value of the metric at k when the words
// after the threshold say one of each of two things its rows point at;
// "how many times" then counts those rows. nil otherwise.
func (a *assembler) rowOfEach(ti int, t threshold, k int) *assembler {
	table := a.lx.measureTable(&Measure{Metric: a.rs[k].Name})
	said := a.oneOfEach(t, table)
	col := a.rowColumn(a.rs[k])
	if said == nil || col == "" {
		return nil
	}
	b := a.clone()
	b.columnCondition(ti, t, k, col)
	for _, n := range said {
		b.consume(n)
	}
	b.consumeCue("agg.single")
	if m := b.q.Measure; b.eventFrom >= 0 && m != nil && m.Metric != "" && b.lx.measureTable(m) == table {
		b.q.Measure = &Measure{Table: table}
	}
	return b
}

// oneOfEach is the readings after a threshold of two or more different
// tables a table's rows point at, each said as one ("of a single product
// on one order"): together they say one of the rows, when the rows have
// no key of their own (a trip of a rider on a bike is one of many). nil
// when there are not two.
func (a *assembler) oneOfEach(t threshold, table string) []int {
	if a.lx.rowKey(table) != "" {
		return nil
	}
	var said []int
	seen := map[string]bool{}
	for k := t.end + 1; k < len(a.rs); k++ {
		r := a.rs[k]
		if r.Kind != Table && r.Kind != Dimension || a.use[k] && !slices.Contains(a.mentions, k) {
			continue // (read already: "one product" as a breakdown's limit)
		}
		if u := a.mentionTable(k); u != "" && !seen[u] && a.lx.hops(table, u) == 1 && (r.Kind == Table || a.lx.labelDimension(u) == r.Name) {
			p := a.l.Tokens[r.Start-1].Text
			if v, ok := a.lx.Vocab.Value("number", p); a.lx.Vocab.Is("agg.single", p) || a.lx.Vocab.Is("number.article", p) || ok && v == "1" {
				said, seen[u] = append(said, k), true
				// (the "one" read as a number is said of it)
				if n := a.prev(k); n >= 0 && a.rs[n].Kind == Number && a.rs[n].End == r.Start {
					said = append(said, n)
				}
			}
		}
	}
	if len(seen) < 2 {
		return nil
	}
	return said
}

// oneRowOf reports the metric (or the column it adds up) read just after
// a noun of its table's rows said as one row ("a stay with charges").
func (a *assembler) oneRowOf(metric string) bool {
	col := a.lx.aggregatedColumn(metric)
	table := a.lx.measureTable(&Measure{Metric: metric})
	for _, r := range a.rs {
		if (r.Kind == Metric && r.Name == metric || r.Kind == Column && r.Name == col) && a.oneRowBefore(r.Start, table) {
			return true
		}
	}
	return false
}

// throughFacts reports words of the rows that point at a table (its
// facts) or beyond them: a date of a fact ("borrowed"), or a value of a
// fact or of a table reached through one ("a dvd").
func (a *assembler) throughFacts(table string, facts []string) bool {
	if !a.cue("agg.distinct") {
		return false
	}
	for _, r := range a.rs {
		var d *knowledge.Dimension
		switch r.Kind {
		case Value, Dimension:
			d = a.lx.Snap.Dimensions[r.Name]
		}
		if d == nil || d.Table == table {
			continue
		}
		if slices.Contains(facts, d.Table) && (r.Kind == Value || d.Kind.IsTime()) || r.Kind == Value && a.lx.hops(d.Table, table) >= 2 {
			return true
		}
	}
	return false
}

// differentValue reads "how many different households got a gas bill
// over $250": a value said right after "how many different" names the
// things counted (the customers of that segment, each once), and the
// count metric read after it the rows they are found through.
func (a *assembler) differentValue() {
	q := a.q
	m := q.Measure
	if m == nil || m.Metric == "" || m.Agg != "" || !a.lx.countMetric(m.Metric) || q.Entity != nil || len(q.Groups) > 0 || q.Grain != "" ||
		len(q.Having) > 0 || q.Share || q.Per != nil || q.List || q.Order != "" {
		return
	}
	t, v := a.countedValueAt()
	own := a.lx.measureTable(m)
	// ("the number of seniors borrowing": a value of a list of persons
	// said in the plural names the persons who have it, as "senior
	// members" would, each once)
	persons := t != "" && v >= 0 && a.lx.personsOfValue(a.l, a.rs[v])
	if t == "" || t == own || a.lx.hops(own, t) != 1 || a.freeCue("agg.distinct") < 0 && !persons {
		return
	}
	q.Fact, q.Events = own, m.Metric
	q.Measure = &Measure{Table: t}
	a.consumeCue("agg.distinct")
	a.consumeCue("agg.count")
}

// sameCount reports two measures that count the same rows: the same
// measure, or a metric that counts its table's rows and that table.
func (lx *Lexicon) sameCount(m, n *Measure) bool {
	if m.key() == n.key() {
		return true
	}
	if n.Table != "" && m.Metric != "" && m.Agg == "" {
		m, n = n, m
	}
	return m.Table != "" && n.Metric != "" && n.Agg == "" && lx.measureTable(n) == m.Table && lx.countsRows(n.Metric)
}

// frequency reads "the most common issue type", "which fault was
// reported most often": the values of a dimension ranked by how many rows
// of its table have them (the table's count metric, when one counts its
// rows), the breakdown said or the dimension mentioned.
func (a *assembler) frequency(mentionGroup func(int) Group) {
	k := a.freeCue("frequent")
	if k < 0 {
		return
	}
	q := a.q
	var g Group
	mention := -1
	switch {
	case len(q.Groups) == 1 && q.Groups[0].Dim != "":
		g = q.Groups[0]
	case len(q.Groups) == 0 && len(a.mentions) > 0 && a.rs[a.mentions[0]].Kind == Dimension:
		mention = a.mentions[0]
		g = mentionGroup(mention)
	default:
		return
	}
	d := a.lx.Snap.Dimensions[g.Dim]
	if d == nil || d.Kind.IsTime() {
		return
	}
	m := Measure{Table: d.Table}
	if name := a.lx.rowCount(d.Table); name != "" {
		m = Measure{Metric: name}
	}
	if mention >= 0 {
		q.Groups = []Group{g}
		a.consume(mention)
		a.mentions = a.mentions[1:]
	}
	q.Measure = &m
	a.consume(k)
	// "the most common issue type": one, said in the singular
	for j, r := range a.rs {
		if r.Kind == Dimension && r.Name == g.Dim && a.singular(j) && q.Limit == 0 {
			q.Single = true
		}
	}
}

// combined reads a word for the total of several rows together: of a
// ranking kept to N rows, the total of those rows ("our five biggest
// customers ... all together"); of a condition on several values, the
// one total the condition already gives ("A and B combined", of two
// values). Elsewhere it stays unexplained.
func (a *assembler) combined() {
	k := a.freeCue("combined")
	if k < 0 {
		// "total revenue from the top 5 customers": before the ranking
		if k = a.freeCue("combined.before"); k < 0 {
			return
		}
		after := false
		for j := range a.rs {
			if a.is(j, "order.desc", "order.asc") {
				if a.rs[j].Start < a.rs[k].Start {
					return
				}
				after = true
			}
		}
		if !after {
			return // ("what about total charges?" of a ranking asked before)
		}
	}
	q := a.q
	switch {
	case q.Limit > 1 && q.Nth == 0 && len(q.Groups) == 1 && q.Order != "" && q.Measure != nil && !q.List && q.Entity == nil && !q.Share && !q.Growth && (q.Measure.Agg == "" && a.lx.additive(q.Measure.Metric) || q.Measure.Agg == "sum"):
		q.Combined = true
		a.consume(k)
		if a.is(k, "combined.before") {
			// (a word that also just says "total": the listing stays close)
			q.Score.prior(0.03, "a total said before a ranking")
		}
	case len(q.Groups) == 0 && q.Grain == "" && slices.ContainsFunc(q.Conds, func(c Cond) bool { return len(c.Values) > 1 && !c.Exclude }):
		a.consume(k)
	}
}

// nounOf reports words that begin a longer name of a metric ("items" of
// "items checked out"): the noun of what it counts.
func (lx *Lexicon) nounOf(metric string, ts []Token) bool {
	m := lx.Snap.Metrics[metric]
	if m == nil || len(ts) == 0 {
		return false
	}
	st := make([]string, len(ts))
	for i, t := range ts {
		st[i] = t.Stem
	}
	for _, name := range append([]string{m.Label}, m.Synonyms...) {
		if ns := stemsOf(name); len(ns) > len(st) && slices.Equal(ns[:len(st)], st) {
			return true
		}
	}
	return false
}

// wordAfter is the first content word within two words after a
// threshold's unit ("resolve" of "more than a day to resolve"), or -1.
func (a *assembler) wordAfter(t threshold) int {
	i := a.rs[t.end].End
	if t.word > i {
		i = t.word
	}
	for j := i; j < min(i+2, len(a.l.Tokens)); j++ {
		if a.l.Weight[j] > 0 {
			return j
		}
	}
	return -1
}

// spanAt reports a number said as a length of time that qualifies what
// follows ("the lowest 30 day readmission rate": a unit in the singular
// after a number above one), not a count of rows ("top 5 months").
func (a *assembler) spanAt(n int) bool {
	i := a.rs[n].End
	if i >= len(a.l.Tokens) || a.rs[n].Num <= 1 {
		return false
	}
	w := a.l.Tokens[i].Text
	u, ok := a.lx.Vocab.Value("unit.time", w)
	return ok && w == u
}

// unitChange reads a count word before a word of the measure's unit
// ("by how many points did Trump's share go up", "how many kWh did usage
// rise"): the change is asked in that unit, not in percent.
func (a *assembler) unitChange() bool {
	m := a.q.Measure
	if m == nil || m.Metric == "" {
		return false
	}
	mt := a.lx.Snap.Metrics[m.Metric]
	if mt == nil || mt.Unit == "" {
		return false
	}
	percent := a.lx.percentUnit(mt.Unit)
	for k := range a.rs {
		if !a.is(k, "agg.count") {
			continue
		}
		i := a.rs[k].End
		if i >= len(a.l.Tokens) {
			continue
		}
		w := a.l.Tokens[i]
		if a.use[k] && !percent {
			// (a count word read already, as a count of something else,
			// still says "percentage points" after it, never "respondents")
			continue
		}
		if !a.use[k] && slices.Contains(stemsOf(mt.Unit), w.Stem) || percent && a.lx.Vocab.Is("unit.points", w.Text) {
			a.consume(k)
			a.tokens = append(a.tokens, i)
			return true
		}
		// "how many percentage points": one unit of two words
		if _, n := a.lx.Vocab.Match("unit.percent", texts(a.l.Tokens), i); percent && n == 2 && a.lx.Vocab.Is("unit.points", a.l.Tokens[i+1].Text) {
			a.consume(k)
			for j := range a.rs {
				if a.rs[j].Start >= i && a.rs[j].End <= i+2 {
					a.consume(j)
				}
			}
			a.tokens = append(a.tokens, i, i+1)
			return true
		}
	}
	return false
}

// unitAfter reads the word at token w after a threshold's number as its
// unit: a length of time ("3 hours"), or a word nothing else reads in the
// unit of a metric ("resolved in under 4 hours").
func (a *assembler) unitAfter(t *threshold, w int) {
	if w >= len(a.l.Tokens) {
		return
	}
	tok := a.l.Tokens[w]
	t.minutes = a.lx.minutesIn(tok.Text)
	if !a.read(w) && (t.minutes > 0 || a.lx.metricUnit(tok.Stem)) {
		t.unit, t.word = tok.Stem, w+1
	}
}

// rateAfter reads a unit of time said after a threshold's number and its
// unit with "a" or "per" ("under 60k a year", "over $20 an hour"): the
// number is a rate in it, which no word after it is compared with.
func (a *assembler) rateAfter(t *threshold) {
	i := a.rs[t.end].End
	if t.word > i {
		i = t.word
	}
	if i+1 >= len(a.l.Tokens) || t.minutes > 0 {
		return
	}
	w := a.l.Tokens[i].Text
	if !a.lx.Vocab.Is("per", w) && !a.lx.Vocab.Is("number.article", w) || a.lx.minutesIn(a.l.Tokens[i+1].Text) == 0 && !a.lx.Vocab.Is("unit.time", a.l.Tokens[i+1].Text) {
		return
	}
	t.per = i + 3
}

// articleDuration reads a quantity said with an article before a unit of
// time after comparison k: "more than an hour", "over half a day".
func (a *assembler) articleDuration(t *threshold, k int) bool {
	words := texts(a.l.Tokens)
	i := a.rs[k].End
	p, n := a.lx.Vocab.Match("number.article", words, i)
	if n == 0 || i+n >= len(words) {
		return false
	}
	m := a.lx.minutesIn(words[i+n])
	if m == 0 {
		return false
	}
	num, err := strconv.ParseFloat(p.Value, 64)
	if err != nil {
		return false
	}
	t.num, t.minutes, t.end = num, m, k
	t.unit, t.word = a.l.Tokens[i+n].Stem, i+n+1
	// readings inside the quantity ("half" as a half-year) are its own
	for j := a.next(k); j >= 0 && a.rs[j].End <= i+n; j = a.next(j) {
		t.end = j
	}
	return true
}

// minutesIn is the length in minutes of a unit of time ("hours": 60; a
// unit such as "minutes (0-600)" by its first word), 0 for another unit.
func (lx *Lexicon) minutesIn(unit string) float64 { return MinutesIn(lx.Vocab, unit) }

// MinutesIn is the length of a unit of time in minutes ("hours": 60), 0 for
// a word that is none.
func MinutesIn(v *english.Vocabulary, unit string) float64 {
	f := strings.Fields(strings.ToLower(unit))
	if len(f) == 0 {
		return 0
	}
	w, ok := v.Value("unit.duration", strings.Trim(f[0], "(),."))
	if !ok {
		return 0
	}
	m, _ := strconv.ParseFloat(w, 64)
	return m
}

// filterBound reads a filter's condition that bounds one column
// ("arr_delay_minutes >= 15"): the column and the comparison.
var filterBound = regexp.MustCompile(`^\s*"?([A-Za-z_][A-Za-z0-9_]*)"?\s*(>=|>|<=|<)\s*-?[0-9.]+\s*$`)

// splitFilter finds a filter of two words said around a threshold: the
// first within a few words before it, the second the last word of the
// filter read at k after it ("left ... late" of "left late"). It returns
// the filter and the first word's token, or "".
func (a *assembler) splitFilter(k int, t threshold) (string, int) {
	last := a.l.Tokens[a.rs[k].End-1].Stem
	start := a.rs[t.start].Start
	for p := start - 1; p >= 0 && p >= start-4; p-- {
		if a.l.Weight[p] == 0 {
			continue
		}
		for _, i := range a.lx.byKey[a.l.Tokens[p].Stem+" "+last] {
			if e := a.lx.entries[i]; e.kind == Filter && e.name != a.rs[k].Name {
				return e.name, p
			}
		}
		if a.read(p) {
			break // (only words nothing reads between)
		}
	}
	return "", -1
}

// countedTable is the table whose rows the measure counts ("how many
// products": products), "" when the measure counts none.
func (a *assembler) countedTable() string {
	m := a.q.Measure
	switch {
	case m == nil:
		return ""
	case m.Table != "" && m.Agg == "" && m.Column == "":
		return m.Table
	case m.Metric != "" && m.Agg == "" && a.lx.countsRows(m.Metric):
		return a.lx.Snap.Metrics[m.Metric].Table
	}
	return ""
}

// countColumn is the column ("table.column") a filter keeps the rows of
// where it is above zero ("renewals > 0", "reopened_count >= 1"): a count
// of times, "" for another filter.
func (lx *Lexicon) countColumn(filter string) string {
	f := lx.Snap.Filters[filter]
	if f == nil {
		return ""
	}
	m := filterBound.FindStringSubmatch(f.Expr)
	if m == nil {
		return ""
	}
	n := strings.TrimSpace(f.Expr[strings.LastIndex(f.Expr, m[2])+len(m[2]):])
	if !(m[2] == ">" && n == "0" || m[2] == ">=" && n == "1") {
		return ""
	}
	if t := lx.Snap.Tables[f.Table]; t != nil {
		if c := t.Column(m[1]); c != nil && numeric(c) {
			return f.Table + "." + c.Name
		}
	}
	return ""
}

// splitColumn finds a numeric column of two words said around a
// threshold, neither of them read otherwise: the word just after it and
// one of the few words before it ("interviewed at least 1,000 people" of
// "people interviewed"). It returns the column ("table.column") and the
// two tokens, or "".
func (a *assembler) splitColumn(t threshold) (string, int, int) {
	end := a.rs[t.end].End
	if t.word > end {
		end = t.word
	}
	if end >= len(a.l.Tokens) || a.l.Weight[end] == 0 || a.read(end) {
		return "", -1, -1
	}
	after := a.l.Tokens[end].Stem
	start := a.rs[t.start].Start
	for p := start - 1; p >= 0 && p >= start-3; p-- {
		if a.l.Weight[p] == 0 {
			continue
		}
		if a.read(p) {
			break
		}
		before := a.l.Tokens[p].Stem
		for _, key := range []string{after + " " + before, before + " " + after} {
			for _, i := range a.lx.byKey[key] {
				if e := a.lx.entries[i]; e.kind == Column {
					if _, c := a.lx.ColumnOf(e.name); numeric(c) {
						return e.name, p, end
					}
				}
			}
		}
	}
	return "", -1, -1
}

// splitMetric is the count metric named by a verb just before a threshold
// and the noun just after its number ("borrowed more than 50 items" of
// "items borrowed"), with the two tokens; "" when none is.
func (a *assembler) splitMetric(t threshold) (string, int, int) {
	end := a.rs[t.end].End
	if t.word > end {
		end = t.word
	}
	p := a.rs[t.start].Start - 1
	if end >= len(a.l.Tokens) || p < 0 || a.l.Weight[end] == 0 || a.l.Weight[p] == 0 {
		return "", -1, -1
	}
	after, before := a.l.Tokens[end].Stem, a.l.Tokens[p].Stem
	for _, i := range a.lx.byKey[after+" "+before] {
		if e := a.lx.entries[i]; e.kind == Metric && a.lx.countMetric(e.name) {
			return e.name, p, end
		}
	}
	return "", -1, -1
}

// filterColumnOf is the column ("table.column") a threshold measures
// filter name (read at k) by, in a unit the threshold says: the one column
// the filter bounds the same way ("late": arr_delay_minutes >= 15, read as
// "three hours or more late"; bound is true, the threshold replaces the
// filter), else a column of the filter's table, in that unit, whose own
// words say the filter's ("2 weeks late" of a filter "returned late" is
// days_overdue, "days late"; the filter stays). "" when none is.
func (a *assembler) filterColumnOf(name string, k int, t threshold) (col string, bound bool) {
	lx := a.lx
	f := lx.Snap.Filters[name]
	if f == nil || t.unit == "" {
		return "", false
	}
	table := lx.Snap.Tables[f.Table]
	if table == nil {
		return "", false
	}
	inUnit := func(c *knowledge.Column) bool {
		return c != nil && numeric(c) && (t.minutes > 0 && lx.minutesIn(c.Unit) > 0 || strings.EqualFold(c.Unit, t.unit) || slices.Contains(stemsOf(c.Unit), t.unit))
	}
	if m := filterBound.FindStringSubmatch(f.Expr); m != nil {
		if c := table.Column(m[1]); m[2][0] == t.op[0] && inUnit(c) {
			return f.Table + "." + c.Name, true
		}
		return "", false
	}
	var found []string
	for _, c := range table.Columns {
		if !inUnit(c) {
			continue
		}
		says := true
		for i := a.rs[k].Start; i < a.rs[k].End; i++ {
			if a.l.Weight[i] > 0 && !lx.Describes("column:"+f.Table+"."+c.Name, a.l.Tokens[i].Stem) {
				says = false
			}
		}
		if says {
			found = append(found, f.Table+"."+c.Name)
		}
	}
	if len(found) == 1 {
		return found[0], false
	}
	return "", false
}

// inMinutes is a threshold's number in the unit of time of what it is
// compared with ("over 3 hours" of a column in minutes: 180), the number
// itself when either says no unit of time.
func (lx *Lexicon) inMinutes(t threshold, unit string) float64 {
	if m := lx.minutesIn(unit); t.minutes > 0 && m > 0 {
		return t.num * t.minutes / m
	}
	return t.num
}

// never reads "never placed a single order", "didn't borrow any item": a
// negation before a count's verb or noun says the count is zero (an
// entity with none of the events).
func (a *assembler) never() {
	for k := range a.rs {
		if !a.is(k, "neg") || a.use[k] || !a.lx.Vocab.Is("neg.verb", a.l.Tokens[a.rs[k].Start].Text) {
			continue
		}
		j := a.afterVerb(k)
		// "without a single cancellation": "a single" restates the none
		single := -1
		if a.is(j, "agg.single") || j >= 0 && a.rs[j].Kind == Number && a.rs[j].Num == 1 && a.rs[j].End-a.rs[j].Start == 1 {
			single, j = j, a.next(j)
		}
		// "never opened a phone ticket": the verb of the rows the value
		// is of, before it, says the rows (and is read with the negation)
		// ("haven't raised a single ticket": the same after the rows' verb)
		if n := a.next(j); a.verbTable(j) != "" && single < 0 && a.is(n, "agg.single") {
			if m := a.next(n); m >= 0 && a.verbTable(j) == a.nounTable(m) {
				single, j = n, m
			}
		}
		if t := a.verbTable(j); t != "" && single < 0 {
			if n := a.next(j); n >= 0 && a.rs[n].Kind == Value && a.valueCount(n) != "" {
				if d := a.lx.Snap.Dimensions[a.rs[n].Name]; d != nil && d.Table == t {
					single, j = n-1, n
				}
			}
		}
		if j < 0 || (a.rs[j].Kind != Metric || !a.lx.countMetric(a.rs[j].Name)) && a.valueCount(j) == "" && a.verbCount(j) == "" {
			continue
		}
		end := k
		if single >= 0 {
			end = single
		}
		a.thresholds = append(a.thresholds, threshold{op: "=", num: 0, start: k, end: end})
	}
}

// setApart reads "the count, not the rate", "the median, not the mean",
// "just the procedure, not the whole stay": a negation that opens a
// clause of its own and names, up to the clause's end, only measures,
// nouns and words of aggregation says what the answer is not. Its words
// are explained by that (a count set apart is doubted when it is what the
// reading counts, in defaults); a value or a condition in the clause
// makes it an exclusion ("revenue, not in Germany").
func (a *assembler) setApart() {
	for k := range a.rs {
		r := a.rs[k]
		if r.Kind != Func || r.Name != "neg" || a.use[k] || !a.l.Tokens[r.Start].Clause && !a.l.Tokens[r.Start].Sentence || !a.lx.Vocab.Is("neg.apart", strings.Join(texts(a.l.Tokens[r.Start:r.End]), " ")) {
			continue
		}
		end := r.End
		for end < len(a.l.Tokens) && !a.l.Tokens[end].Clause && !a.l.Tokens[end].Sentence {
			end++
		}
		var set []int
		ok := true
		for j := k + 1; j < len(a.rs) && a.rs[j].Start < end; j++ {
			x := a.rs[j]
			switch {
			case a.use[j]:
				ok = false
			case x.Kind == Metric || x.Kind == Table || x.Kind == Column || x.Kind == Dimension && !a.lx.Snap.Dimensions[x.Name].Kind.IsTime():
			case x.Kind == Func && strings.HasPrefix(x.Name, "agg."):
			case x.Kind == Filter && a.filterNoun(j) != "": // "stays"
			default:
				ok = false
			}
			set = append(set, j)
		}
		if !ok || len(set) == 0 || a.rs[set[len(set)-1]].End < end {
			continue
		}
		a.consume(k)
		for _, j := range set {
			a.consume(j)
			if a.rs[j].Kind == Metric {
				a.apart = append(a.apart, j)
			}
		}
	}
}

// afterVerb is the reading after reading k, past a verb nothing reads
// ("never called in sick": the value "sick"), or -1.
func (a *assembler) afterVerb(k int) int {
	if j := a.next(k); j >= 0 || k+1 >= len(a.rs) {
		return j
	}
	unread := 0
	for i := a.rs[k].End; i < a.rs[k+1].Start; i++ {
		if a.l.Weight[i] > 0 {
			if a.read(i) {
				return -1
			}
			unread++
		}
	}
	if unread > 1 {
		return -1
	}
	return k + 1
}

// valueCount is the metric counting the rows of the table a value at k
// qualifies, when they are other rows than those of the noun said before
// the negation ("customers ... never had an outage visit": the service
// visits of that type; not "customers not in Germany", whose own country
// the negation excludes); "" when k is no such value or its rows have no
// count.
func (a *assembler) valueCount(k int) string {
	if k < 1 || a.rs[k].Kind != Value {
		return ""
	}
	d := a.lx.Snap.Dimensions[a.rs[k].Name]
	if d == nil {
		return ""
	}
	// (the noun is an entity the value's rows point at: "leave days not
	// sick" negates the value of the measure's own rows)
	counted := false
	for n := k - 1; n >= 0; n-- {
		if a.verbTable(n) == d.Table {
			continue // "never opened a phone ticket": the rows' own verb
		}
		if a.is(n, "agg.count") {
			counted = true
		}
		// ("of the customers who opened tickets in 2024, how many never
		// ...": rows of the value's table said before the count are said
		// of the entities)
		if counted && (a.rs[n].Kind == Metric && a.lx.measureTable(&Measure{Metric: a.rs[n].Name}) == d.Table || a.rs[n].Kind == Table && a.rs[n].Name == d.Table) {
			continue
		}
		switch r := a.rs[n]; r.Kind {
		case Metric:
			return ""
		case Table, Dimension:
			if t := a.mentionTable(n); t == d.Table || a.lx.hops(d.Table, t) != 1 {
				return ""
			}
			return a.lx.rowCount(d.Table)
		case Filter:
			// ("how many open accounts have never had an electricity
			// bill": the filter's name ends with the things' noun)
			if t := a.filterNoun(n); t == "" || t == d.Table || a.lx.hops(d.Table, t) != 1 {
				return ""
			}
			return a.lx.rowCount(d.Table)
		}
	}
	return ""
}

// perWho reads "for each person who left", "per customer that churned":
// a rate over the count of the noun's rows the relative clause's verb
// counts (the leavers), not a breakdown by the noun.
func (a *assembler) perWho() {
	for k := range a.rs {
		if !a.is(k, "each", "per", "group") || a.use[k] {
			continue
		}
		n := a.next(k)
		if n < 0 || a.rs[n].Kind != Table && a.rs[n].Kind != Dimension {
			continue
		}
		w := a.next(n)
		m := a.next(w)
		if !a.is(w, "which") || m < 0 || a.rs[m].Kind != Metric || !strings.HasPrefix(a.rs[m].Via, "verb") || !a.lx.countMetric(a.rs[m].Name) {
			continue
		}
		if t := a.lx.Snap.Metrics[a.rs[m].Name].Table; t != a.mentionTable(n) {
			continue
		}
		a.q.Per = &Measure{Metric: a.rs[m].Name}
		a.consume(k, n, w, m)
		a.q.Score.prior(0.06, fmt.Sprintf("%q says what the rate is over", a.text(w)+" "+a.text(m)))
		return
	}
}

// verbCount is a count of the rows whose verb reading k is ("never been
// ordered": the order lines), when the noun counted before the negation is
// another table those rows point at; "" otherwise. Any count of the rows
// with no filter of its own is zero exactly when there are none.
func (a *assembler) verbCount(k int) string {
	if k < 1 {
		return ""
	}
	r := a.rs[k]
	table := a.verbTable(k) // "never borrowed": a date of the rows
	switch {
	case r.Kind == Table && strings.HasPrefix(r.Via, "verb"):
		table = r.Name
	case r.Kind == Table && a.lightVerbBefore(k):
		// "never got a satisfaction survey": the rows named after a verb
		// that says only having them
		table = r.Name
	case r.Kind == Filter && a.lx.Snap.Filters[r.Name] != nil:
		// "never took leave" of approved leave requests
		table = a.lx.Snap.Filters[r.Name].Table
	}
	if table == "" {
		return ""
	}
	for n := k - 1; n >= 0; n-- {
		t := a.mentionTable(n)
		switch r := a.rs[n]; r.Kind {
		case Metric:
			// ("how many products": the count of the noun's rows)
			if !a.lx.countsRows(r.Name) {
				return ""
			}
			t = a.lx.Snap.Metrics[r.Name].Table
		case Table, Dimension:
		case Value:
			// ("how many Gold members never stayed": the rows the counted
			// value is of)
			if t = a.countedValue(); t == "" {
				continue
			}
		default:
			continue
		}
		// (rows that point at the noun's, in one step or more)
		if t == table || a.lx.hops(table, t) < 1 {
			return ""
		}
		return a.lx.zeroCount(table)
	}
	return ""
}

// lightVerbBefore reports a reading said after a verb of having ("got",
// "had") and an article, with nothing else between it and the reading
// before: the rows themselves are what is had.
func (a *assembler) lightVerbBefore(k int) bool {
	p := a.prev(k)
	if p < 0 {
		return false
	}
	light := false
	for i := a.rs[p].End; i < a.rs[k].Start; i++ {
		w := a.l.Tokens[i].Text
		switch {
		case a.lx.Vocab.Is("copula", w):
			light = true
		case a.lx.Vocab.Is("number.article", w) || a.lx.Vocab.Is("agg.single", w):
		default:
			return false
		}
	}
	return light
}

// zeroCount is a metric that counts a table's rows, or distinct values of
// them, with no filter: the rows' count, else the first such by name.
func (lx *Lexicon) zeroCount(table string) string {
	if m := lx.rowCount(table); m != "" && len(lx.Snap.Metrics[m].Filters) == 0 {
		return m
	}
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		m := lx.Snap.Metrics[name]
		if m.Table == table && len(m.Filters) == 0 && strings.HasPrefix(strings.ReplaceAll(strings.ToUpper(m.Expr), " ", ""), "COUNT(") {
			return name
		}
	}
	return ""
}

// resolveNever resolves a "never" threshold: the count the negation comes
// before, compared per entity with zero; "a single order", "any item"
// after its verb restates it.
func (a *assembler) resolveNever(ti int, t threshold) ([]*assembler, bool) {
	out, ok := a.resolveNone(ti, t)
	for _, b := range out {
		b.neverAt = &t
	}
	return out, ok
}

// madeByCounted doubts "the planes that flew in Q1 2024 never once arrived
// late" read with no condition kept apart for the rows counted: the
// counted rows said before the negation make the things ("flew"), which a
// count of those with none over all of them does not keep.
func (a *assembler) madeByCounted() {
	q := a.q
	if a.neverAt == nil {
		return
	}
	t := *a.neverAt
	if q.Entity == nil || q.Measure == nil || slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Counted }) {
		return
	}
	table := a.lx.measureTable(q.Measure)
	v := a.factSaid(table, a.rs[t.start].Start)
	for i := 0; i < a.rs[t.start].Start && v < 0; i++ {
		// (or a condition of the rows: "flew" of completed flights)
		if slices.ContainsFunc(a.l.At[i], func(r Reading) bool {
			return r.Kind == Filter && a.lx.Snap.Filters[r.Name] != nil && a.lx.Snap.Filters[r.Name].Table == table
		}) {
			v = i
		}
	}
	if v >= 0 && slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter != "" || c.Dim != "" && c.Dated == nil }) {
		q.Doubts = append(q.Doubts, fmt.Sprintf("%q, said before %q, may say which %s are counted; they are read as all of them.", a.l.Tokens[v].Raw, a.thresholdText(t), a.lx.GroupLabel(*q.Entity)))
	}
}

// resolveNone reads a "never" threshold for resolveNever, which keeps the
// threshold for the doubts taken once the whole question is read.
func (a *assembler) resolveNone(ti int, t threshold) ([]*assembler, bool) {
	if t.op != "=" || t.num != 0 || !a.is(t.start, "neg") {
		return nil, false
	}
	j := a.afterVerb(t.end)
	// "never had an outage visit": none of the rows the value qualifies,
	// the value a condition on the rows counted
	if m := a.valueCount(j); m != "" {
		b := a.clone()
		b.having(ti, t, m, -1)
		// (the negation is the count's: the value keeps the rows counted,
		// not those left out)
		for i := range b.q.Conds {
			if c := &b.q.Conds[i]; c.At == b.rs[j].Start && c.Dim == b.rs[j].Name {
				c.Exclude = false
			}
		}
		// "of the people we admitted in 2024, how many never came in
		// through the ER": rows of the value's table said of the entities
		// before the negation make them; the value is counted among them
		if d := a.lx.Snap.Dimensions[a.rs[j].Name]; d != nil {
			if v := b.factSaid(d.Table, a.rs[t.start].Start); v >= 0 {
				for i := range b.q.Conds {
					if c := &b.q.Conds[i]; c.At == b.rs[j].Start && c.Dim == b.rs[j].Name {
						c.Counted = true
					}
				}
				for k, r := range b.rs {
					if r.Start <= v && v < r.End && !b.use[k] {
						b.consume(k)
					}
				}
				b.tokens = append(b.tokens, v)
			}
		}
		return []*assembler{b}, true
	}
	if m := a.verbCount(j); m != "" && (a.rs[j].Kind != Metric || !a.lx.countMetric(a.rs[j].Name)) {
		// "products never ordered by customers in Brazil": none of the
		// rows the verb names, the values said after it conditions on them
		b := a.clone()
		b.having(ti, t, m, -1)
		b.consume(j)
		if r := b.rs[j]; r.Kind == Table {
			// (the rows said are what is counted, not a measure of their own)
			if b.q.Measure != nil && b.q.Measure.Table == r.Name && b.q.Measure.Metric == "" {
				b.q.Measure = nil
			}
			b.q.Also = slices.DeleteFunc(b.q.Also, func(x Measure) bool { return x.Table == r.Name && x.Metric == "" })
			if b.q.Measure == nil && len(b.q.Also) > 0 {
				m := b.q.Also[0]
				b.q.Measure, b.q.Also = &m, b.q.Also[1:]
			}
		}
		if r := b.rs[j]; r.Kind == Filter {
			// (the filter keeps the rows counted, not those left out)
			b.q.Conds = slices.DeleteFunc(b.q.Conds, func(c Cond) bool { return c.Filter == r.Name && c.At == r.Start })
			b.q.Conds = append(b.q.Conds, Cond{Filter: r.Name, Text: b.text(j), At: r.Start})
			// "never took a leave": the rows' noun restates them
			if n := b.next(j); n >= 0 && b.rs[n].Kind == Table && b.rs[n].Name == b.lx.Snap.Filters[r.Name].Table {
				b.consume(n)
			}
		}
		return []*assembler{b}, true
	}
	if j < 0 || a.rs[j].Kind != Metric {
		return nil, false
	}
	m := a.rs[j].Name
	b := a.clone()
	b.having(ti, t, m, j)
	for n := b.next(j); n >= 0; n = b.next(n) {
		r := b.rs[n]
		switch {
		case b.is(n, "agg.single") || b.is(n, "number") && r.Num == 1:
			b.consume(n) // "a single", "one"
			continue
		case r.Kind == Metric && r.Name == m || r.Kind == Table && r.Name == b.lx.Snap.Metrics[m].Table:
			b.consume(n)
			b.dropMeasure(n)
		}
		break
	}
	return []*assembler{b}, true
}

// verbTable is the table whose rows reading k names as their verb: one of
// their dates ("opened"), or a metric on them said by its verb; "" for
// another reading.
func (a *assembler) verbTable(k int) string {
	if k < 0 {
		return ""
	}
	switch r := a.rs[k]; r.Kind {
	case Dimension:
		if d := a.lx.Snap.Dimensions[r.Name]; d != nil && d.Kind.IsTime() {
			return d.Table
		}
	case Metric:
		if strings.HasPrefix(r.Via, "verb") {
			return a.lx.measureTable(&Measure{Metric: r.Name})
		}
	case Column:
		// "raised" of the day a ticket was opened (a synonym of the column)
		if t, c := a.lx.ColumnOf(r.Name); t != nil && c != nil && c.Kind.IsTime() {
			return t.Name
		}
	}
	return ""
}

// factSaid is the token of a word before token end that names rows of
// the table: a metric on it or one of its dates ("admitted" of
// admissions), -1 when none does.
func (a *assembler) factSaid(table string, end int) int {
	for i := 0; i < end; i++ {
		for _, r := range a.l.At[i] {
			switch r.Kind {
			case Metric:
				if a.lx.measureTable(&Measure{Metric: r.Name}) == table {
					return i
				}
			case Dimension:
				if d := a.lx.Snap.Dimensions[r.Name]; d != nil && d.Table == table && d.Kind.IsTime() {
					return i
				}
			}
		}
	}
	return -1
}

// dimColumn is the numeric column a dimension is ("rating" of reviews),
// "" when it is an expression or not a number.
func (lx *Lexicon) dimColumn(name string) string {
	d := lx.Snap.Dimensions[name]
	if d == nil {
		return ""
	}
	ref := d.Table + "." + strings.Trim(strings.TrimSpace(d.Expr), `"`)
	if _, c := lx.ColumnOf(ref); numeric(c) {
		return ref
	}
	return ""
}

// valueOf reads "a rating of 5", "rating 5": a number said right after a
// numeric dimension or column, only filler between, is its value.
func (a *assembler) valueOf() {
	for j, r := range a.rs {
		if r.Kind != Number || a.use[j] || r.End-r.Start != 1 || slices.ContainsFunc(a.l.At[r.Start], func(x Reading) bool { return x.Kind == Time }) {
			continue // (a year is a period)
		}
		if slices.ContainsFunc(a.thresholds, func(t threshold) bool { return t.start <= j && j <= t.end }) {
			continue // "more than 50 units": a threshold's number
		}
		numericName := func(p int) bool {
			if p < 0 || a.use[p] {
				return false
			}
			if a.rs[p].Kind == Column {
				_, c := a.lx.ColumnOf(a.rs[p].Name)
				return numeric(c)
			}
			return a.rs[p].Kind == Dimension && a.lx.dimColumn(a.rs[p].Name) != ""
		}
		// "a rating of 5": the name, filler, the number
		if p := a.prev(j); numericName(p) {
			filler := true
			for i := a.rs[p].End; i < r.Start; i++ {
				filler = filler && a.l.Weight[i] == 0
			}
			if filler {
				a.thresholds = append(a.thresholds, threshold{op: "=", num: r.Num, start: j, end: j})
				continue
			}
		}
		// "2 renewals": the number written against the name
		if n := a.next(j); numericName(n) && a.rs[n].Start == r.End {
			a.thresholds = append(a.thresholds, threshold{op: "=", num: r.Num, start: j, end: j})
		}
	}
}

func (a *assembler) unitBefore(k int) string {
	if p := a.prev(k); a.is(p, "unit.currency") {
		return a.rs[p].Value
	}
	return ""
}

func (a *assembler) between(k int) {
	x := a.next(k)
	if a.is(x, "unit.currency") {
		x = a.next(x)
	}
	and := a.next(x)
	y := a.next(and)
	if a.is(y, "unit.currency") {
		y = a.next(y)
	}
	if x < 0 || y < 0 || a.rs[x].Kind != Number || a.rs[y].Kind != Number || !a.is(and, "list") {
		return
	}
	end := y
	if n := a.next(y); a.is(n, "unit.percent", "unit.currency") {
		end = n
	}
	lo, hi := a.rs[x].Num, a.rs[y].Num
	if lo > hi {
		lo, hi = hi, lo
	}
	a.thresholds = append(a.thresholds, threshold{op: ">=", num: lo, start: k, end: end}, threshold{op: "<=", num: hi, start: k, end: end})
}

// inThreshold reports whether reading k is part of a threshold.
func (a *assembler) inThreshold(k int) bool {
	for _, t := range a.thresholds {
		if k >= t.start && k <= t.end {
			return true
		}
	}
	return false
}

// roles gives each content reading its role, by what stands before it.
func (a *assembler) roles() {
	for k := range a.rs {
		if a.inThreshold(k) || a.nearThreshold(k) {
			continue // a threshold's target: the comparison decides
		}
		if a.use[k] {
			continue // read already (the event a count of times counts)
		}
		a.role(k)
	}
}

// events reads a count of occurrences ("how many times were patients
// admitted", "how many times did each customer order"): the count word
// and the word for times count the first event named after them, a metric
// that counts rows or the rows a date of the question dates (by the metric
// that counts that date's table), and the words between them and it do not
// say what is counted.
func (a *assembler) events() {
	e := a.freeCue("events")
	c := a.prev(e)
	if e < 0 || !a.is(c, "agg.count") || a.use[c] {
		return
	}
	m, k := a.eventReading(e)
	if m == "" {
		return
	}
	a.setMeasure(Measure{Metric: m}, k)
	if a.rs[k].Kind == Dimension {
		a.q.TimeDim = a.rs[k].Name
	}
	a.consume(c, e)
	a.eventFrom, a.eventTo = e, k
}

// eventReading is the first free reading from reading from on that names
// events, and the metric that counts them: a metric that counts its rows
// ("how many times did each customer order"), or a date, counted by the
// metric of its table's rows.
func (a *assembler) eventReading(from int) (string, int) {
	for k := from; k < len(a.rs); k++ {
		r := a.rs[k]
		if a.use[k] && !(r.Kind == Table && r.Via == "verb") { // (a table's verb says only whose facts)
			continue
		}
		switch {
		case r.Kind == Metric && a.lx.countsEvents(r.Name):
			return r.Name, k
		case r.Kind == Dimension && a.lx.timeDim(r.Name):
			if m := a.lx.eventCount(r.Name); m != "" {
				return m, k
			}
		case r.Kind == Table && r.Via == "verb":
			// "customers who ordered more than 10 times": the count of the
			// events of the table whose verb it is
			if m := a.lx.tableEvents(r.Name); m != "" {
				return m, k
			}
		}
	}
	return "", -1
}

// tableEvents is the one metric without filters that counts the events of
// a table's rows ("orders" of the order lines), "" when none or several.
func (lx *Lexicon) tableEvents(table string) string {
	found := ""
	for _, name := range lx.metricNames() {
		if m := lx.Snap.Metrics[name]; m != nil && m.Table == table && len(m.Filters) == 0 && lx.countsEvents(name) {
			if found != "" {
				return ""
			}
			found = name
		}
	}
	return found
}

// countsEvents reports a dated count metric that counts its events: its
// rows, or the rows of the table its date is on ("distinct orders" of the
// order lines), not the patients or customers the events belong to.
func (lx *Lexicon) countsEvents(metric string) bool {
	m := lx.Snap.Metrics[metric]
	if m == nil || m.Time == "" || !lx.countMetric(metric) {
		return false
	}
	if lx.countsRows(metric) {
		return true
	}
	d := lx.Snap.Dimensions[m.Time]
	if d == nil {
		return false
	}
	_, col, _ := strings.Cut(lx.countedColumn(metric), ".")
	_, key, _ := strings.Cut(lx.keyOf(d.Table), ".")
	return col != "" && strings.EqualFold(col, key)
}

// countedThrough reads the noun of a count metric that keeps all its
// table's rows, said after the things counted, as the rows the count goes
// through when the conditions are on them: "how many different employees
// had a vacation request turned down" (the employees of those requests).
func (a *assembler) countedThrough() {
	m := a.q.Measure
	if m == nil || m.Metric != "" || m.Table == "" && m.Dim == "" || a.q.Events != "" {
		return
	}
	own := a.lx.measureTable(m)
	head, ok := a.l.countedHeadOnce(a.lx)
	if !ok || own == "" {
		return
	}
	base, err := a.lx.Base(a.q)
	if err != nil || base == own {
		return
	}
	// the rows' noun ("took orders"), or a count of them by its name or
	// verb: a count of the base table's rows, or of their distinct keys
	// on the table below them (orders counted on their lines)
	through := func(r Reading) bool {
		if r.Kind == Table {
			// (rows the workspace counts with filters are counted over
			// by their metric: countedOver)
			rc := a.lx.rowCount(base)
			return r.Name == base && (rc == "" || len(a.lx.Snap.Metrics[rc].Filters) == 0)
		}
		if r.Kind != Metric || !a.lx.countMetric(r.Name) {
			return false
		}
		mt := a.lx.Snap.Metrics[r.Name]
		if mt == nil || len(mt.Filters) > 0 || mt.Table == own || a.lx.hops(mt.Table, own) < 0 {
			return false
		}
		return mt.Table == base || a.lx.tableCounted(a.lx.countedColumn(r.Name)) == base
	}
	for k, r := range a.rs {
		if !a.use[k] && r.Start >= head.End && through(r) {
			a.consume(k)
		}
	}
}

// countedOver reads the events an entity count goes over: "how many
// different bikes were ridden" counts the bikes of the trips, the rows the
// trips metric counts (its filters too), when a metric that counts events
// is named and nothing else used it.
func (a *assembler) countedOver() {
	m := a.q.Measure
	if m == nil || m.Metric != "" || m.Table == "" && m.Dim == "" || a.q.Events != "" {
		return
	}
	// the entity is what the count word asks about, the events said after
	// it ("how many of the hospital's admissions" counts admissions)
	head, ok := a.l.countedHeadOnce(a.lx)
	if !ok || !slices.ContainsFunc(a.rs, func(r Reading) bool {
		return r.Start == head.Start && (r.Kind == Table && r.Name == m.Table || r.Kind == Dimension && r.Name == m.Dim)
	}) {
		return
	}
	for k, r := range a.rs {
		if a.use[k] || r.Kind != Metric || r.Start < head.End || !a.lx.countsEvents(r.Name) {
			continue
		}
		// (a metric that keeps all its table's rows adds nothing to say)
		mt := a.lx.Snap.Metrics[r.Name]
		if own := a.lx.measureTable(m); own == "" || own == mt.Table || a.lx.hops(mt.Table, own) < 0 || len(mt.Filters) == 0 {
			continue
		}
		a.q.Events, a.q.Fact = r.Name, mt.Table
		if a.q.TimeDim == "" && mt.Time != "" && (a.q.Period != nil || a.q.Grain != "") {
			a.q.TimeDim = mt.Time
		}
		a.consume(k)
		return
	}
}

// amount uses "how much" when the reading gives an amount: a sum, an
// average, a rate, a share or a change. A count of rows is no answer to it
// ("how much did we make from e-bike rides" is not the number of rides),
// and the words stay unexplained.
func (a *assembler) amount() {
	q := a.q
	m := q.Measure
	counted := m != nil && (m.Agg == "count" || m.Agg == "count_distinct" || m.Agg == "" && (m.Table != "" || m.Dim != "" || m.Metric != "" && a.lx.countMetric(m.Metric)))
	if m == nil || counted && !q.Growth && !q.Share && q.Per == nil && len(q.Compare) == 0 {
		return
	}
	for k := range a.rs {
		if a.is(k, "amount") {
			a.consume(k)
		}
	}
}

// declaredCount reads a count of entities made through another table's
// rows as the declared metric that counts those entities on that table:
// its filters say which rows count ("how many different riders took an
// e-bike out" counts active riders, whose cancelled unlocks are no ride).
func (a *assembler) declaredCount() {
	q := a.q
	m := q.Measure
	if m == nil || m.Metric != "" || m.Table == "" || m.Agg != "" || q.Events != "" || q.List || q.Entity != nil || len(q.Having) > 0 {
		return
	}
	base, err := a.lx.Base(q)
	if err != nil || a.lx.Snap.Tables[base] == nil {
		return
	}
	if base == m.Table {
		// "how many support tickets came in during 2024": every row of
		// the table is what its declared count counts (and dates)
		// (when dates are asked: the metric says which date)
		dated := q.Period != nil || q.Grain != "" || len(q.Compare) > 0
		if head, ok := a.l.countedHeadOnce(a.lx); !ok || !(head.Kind == Table && head.Name == m.Table || head.Kind == Metric && a.lx.Snap.Metrics[head.Name].Table == m.Table) {
			return // the table is not what "how many" asks about
		}
		if rc := a.lx.rowCount(base); dated && q.TimeDim == "" && rc != "" && len(a.lx.Snap.Metrics[rc].Filters) == 0 && a.lx.Snap.Metrics[rc].Time != "" {
			q.Measure = &Measure{Metric: rc}
		}
		return
	}
	fk := ""
	for _, j := range a.lx.Snap.Tables[base].Joins {
		if j.To == m.Table {
			fk = base + "." + j.Column
		}
	}
	if fk == "" {
		return
	}
	for _, name := range a.lx.metricNames() {
		mt := a.lx.Snap.Metrics[name]
		if mt.Table == base && len(mt.Filters) > 0 && strings.EqualFold(a.lx.countedColumn(name), fk) {
			q.Measure = &Measure{Metric: name}
			return
		}
	}
}

// eventsNamed is the metric counting the events a question names besides
// the word for times at e ("arrived late at least 20 times": the flights,
// late ones by the filter): a metric counting events, the count of a date's
// table, or of a named filter's table; with the reading that names them
// (-1 for a filter, which stays a condition).
func (a *assembler) eventsNamed(e int) (string, int) {
	if m, k := a.eventReading(0); m != "" {
		return m, k
	}
	for _, r := range a.rs {
		if f := a.lx.Snap.Filters[r.Name]; r.Kind == Filter && f != nil {
			if m := a.lx.rowCount(f.Table); m != "" {
				return m, -1
			}
		}
	}
	return "", -1
}

// eventCount is the metric that counts every row of the table a time
// dimension dates, by that date ("" when none does).
func (lx *Lexicon) eventCount(dim string) string {
	for _, name := range lx.metricNames() {
		m := lx.Snap.Metrics[name]
		if m.Time == dim && len(m.Filters) == 0 && lx.countsEvents(name) {
			return name
		}
	}
	return ""
}

// datedCount is the one metric counting a table's rows dated by a date
// ("hires" of the hire date), "" when none or several.
func (lx *Lexicon) datedCount(table, dim string) string {
	found := ""
	for _, name := range lx.metricNames() {
		if m := lx.Snap.Metrics[name]; m.Table == table && m.Time == dim && lx.countsRows(name) {
			if found != "" {
				return ""
			}
			found = name
		}
	}
	return found
}

// countedTable is the table whose rows a count metric counts: its own, or
// the one the column it counts distinct values of points at (the riders of
// "distinct riders" of the trips).
func (lx *Lexicon) countedTable(metric string) string {
	m := lx.Snap.Metrics[metric]
	if m == nil {
		return ""
	}
	if lx.countsRows(metric) {
		return m.Table
	}
	t, c, _ := strings.Cut(lx.countedColumn(metric), ".")
	if tb := lx.Snap.Tables[t]; tb != nil {
		for _, j := range tb.Joins {
			if j.From == t && strings.EqualFold(j.Column, c) {
				return j.To
			}
		}
	}
	return ""
}

// saidAsCount reports a metric read from words that begin with a count
// word ("how many people" of a headcount): a count of rows said, more than
// the metric named.
func (a *assembler) saidAsCount(metric string) bool {
	words := texts(a.l.Tokens)
	for _, r := range a.rs {
		if r.Kind == Metric && r.Name == metric {
			if _, n := a.lx.Vocab.Match("agg.count", words, r.Start); n > 0 && n < r.End-r.Start {
				return true
			}
		}
	}
	return false
}

// nearThreshold reports a column or metric just before or after a
// threshold ("a discount of at least 20%", "more than 50 units in stock").
func (a *assembler) nearThreshold(k int) bool {
	if r := a.rs[k]; r.Kind != Column && r.Kind != Metric {
		return false
	}
	for _, t := range a.thresholds {
		if k == a.next(t.end) || k == a.prev(t.start) {
			return true
		}
		// "at least 20 different orders"
		if d := a.next(t.end); a.is(d, "agg.distinct") && k == a.next(d) {
			return true
		}
	}
	return false
}

// leftovers gives a role to the readings a threshold could have compared
// but did not.
func (a *assembler) leftovers() {
	for k := range a.rs {
		if !a.use[k] && !a.inThreshold(k) && a.nearThreshold(k) {
			a.role(k)
		}
	}
}

// role gives reading k its role, by what stands before it.
func (a *assembler) role(k int) {
	s := a.lx.Snap
	r := a.rs[k]
	{
		ch := a.chain(k)
		grouped := a.has(ch, "group", "each", "which", "order.desc", "order.asc") >= 0 || a.groupGoesOn(k) || r.Via == viaAsked
		switch r.Kind {
		case Value:
			// "what did each Gold-tier member bring us on average": a rate
			// over the things a value's phrasing names (the guests whose
			// tier it is)
			if d := s.Dimensions[r.Name]; d != nil && r.Via == "phrasing" && a.lx.labelDimension(d.Table) != r.Name && a.nounOf(r.End-1, d.Table) {
				a.perThings(ch, d.Table, a.cue("agg.avg"))
			}
			a.value(k, ch)
		case Filter:
			// "what did each loyalty member bring us on average": a rate
			// over the things the filter keeps (which it still keeps)
			// (a filter whose last word is a noun of its own, or that a
			// noun of its rows follows, does not: "each battleground
			// state", per state already)
			if f := s.Filters[r.Name]; f != nil && a.filterNoun(k) == "" && !(r.End < len(a.l.Tokens) && a.nounOf(r.End, f.Table)) {
				a.perThings(ch, f.Table, a.ratePerTable(ch, f.Table) || a.cue("agg.avg"))
			}
			c := Cond{Filter: r.Name, Text: a.text(k), At: r.Start}
			if n := a.has(ch, "neg"); n >= 0 {
				c.Exclude = true
				a.consume(n)
			}
			if o := a.has(ch, "only"); o >= 0 {
				a.consume(o)
			}
			a.q.Conds = append(a.q.Conds, c)
			a.consume(k)
		case Metric:
			a.metric(k, ch)
		case Column:
			a.column(k, ch, grouped)
		case Dimension:
			d := s.Dimensions[r.Name]
			if d == nil {
				return
			}
			if d.Kind.IsTime() {
				a.timeDimension(k, ch)
				return
			}
			// "each Gold-tier member": the dimension's word right after a
			// value of its own says the value's kind, and the noun after
			// them is what each is of
			if p := a.prev(k); p >= 0 && a.rs[p].Kind == Value && a.rs[p].Name == r.Name && a.rs[p].End == r.Start && a.eachIn(ch) >= 0 {
				if n := a.next(k); n >= 0 && a.rs[n].Start == r.End && (a.rs[n].Kind == Filter || a.rs[n].Kind == Table) {
					a.consume(k)
					return
				}
			}
			switch {
			case a.has(ch, "agg.count", "agg.distinct") >= 0 && !a.nounAfter(k):
				a.setMeasure(Measure{Dim: r.Name}, k)
				a.consume(a.has(ch, "agg.count", "agg.distinct"), a.has(ch, "agg.count"))
			case a.q.Measure == nil && !grouped && a.has(ch, "per", "group") < 0 && a.lx.dimColumn(r.Name) != "" && a.detachedAvg() >= 0:
				// "break down the 2021 review scores by gender and let me
				// know the average for women": an average said with no
				// measure after it is of the numbers named before it
				avg := a.detachedAvg()
				a.setMeasure(Measure{Column: a.lx.dimColumn(r.Name), Agg: "avg"}, k)
				a.consume(avg)
			case (a.has(ch, "per") >= 0 || a.avgCount() && a.has(ch, "group") >= 0 || a.avgRate(ch)) && a.q.Measure != nil && (a.q.Measure.Agg == "avg" || a.avgRate(ch)):
				a.q.Per = &Measure{Dim: r.Name}
				a.consume(k, a.has(ch, "per", "group", "each"), a.rateAvg())
			case grouped || a.has(ch, "per") >= 0 || a.numberBefore(ch, k) >= 0:
				a.group(k, ch, Group{Dim: r.Name})
				if r.Via == viaAsked {
					a.asked = append(a.asked, k)
					if a.q.Order != "" && a.q.Limit == 0 {
						a.q.Single = true // "who closed the most jobs": one
					}
				}
			default:
				a.mentions = append(a.mentions, k)
			}
		case Table:
			a.table(k, ch, grouped)
		case Number:
			// a written N before a ranked noun is read with that noun
		}
	}
}

// detachedAvg is a free average word said after every measure the
// question could name, with nothing measured after it ("the average for
// women"), or -1.
func (a *assembler) detachedAvg() int {
	k := a.freeCue("agg.avg")
	if k < 0 {
		return -1
	}
	for _, r := range a.rs[k+1:] {
		if r.Kind == Metric || r.Kind == Column || r.Kind == Table || r.Kind == Dimension {
			return -1
		}
	}
	return k
}

// numberBefore finds a limit in the chain: "which three", "the five".
//
// The number must be written against the noun, with only the chain's own
// words between ("5 customers", "the 3 biggest customers"): in "sales in
// 1998 from customers" the number is not a count of customers. Nor is a
// number that reads as a year, unless an order word says it is one ("top
// 2000 customers").
func (a *assembler) numberBefore(ch []int, k int) int {
	for i, c := range ch {
		if a.rs[c].Kind != Number || a.use[c] || !wholeCount(a.rs[c].Num) {
			continue
		}
		covered := map[int]bool{}
		for _, d := range ch[:i] {
			for t := a.rs[d].Start; t < a.rs[d].End; t++ {
				covered[t] = true
			}
		}
		for t := a.rs[c].End; t < a.rs[k].Start; t++ {
			if !covered[t] && a.l.Weight[t] == 0 {
				return -1
			}
		}
		if a.isYear(c) && a.has(ch, "order.desc", "order.asc") < 0 {
			return -1
		}
		// "our two Lisbon hotels": how many there are, said with no
		// ranking word
		if s := a.rs[c].Start; s > 0 && a.lx.Vocab.Is("possessive", a.l.Tokens[s-1].Text) && a.has(ch, "order.desc", "order.asc", "which") < 0 {
			return -1
		}
		// "for every 100 employees": the scale of a rate, no number of rows
		if p := a.has(ch, "per", "each", "group"); p >= 0 && a.rs[p].End <= a.rs[c].Start && a.gapOK(a.rs[p].End, a.rs[c].Start) {
			if _, n := a.lx.Vocab.Match("per", texts(a.l.Tokens), a.rs[p].Start); n == a.rs[p].End-a.rs[p].Start {
				return -1
			}
		}
		return c
	}
	return -1
}

// isYear reports a number the lattice also reads as a period.
func (a *assembler) isYear(k int) bool {
	for _, r := range a.l.At[a.rs[k].Start] {
		if r.Kind == Time && r.End == a.rs[k].End {
			return true
		}
	}
	return false
}

func (a *assembler) value(k int, ch []int) {
	r := a.rs[k]
	if a.valueRange(k) {
		return
	}
	// "split into members and casual riders", "split by P1 and P2": a
	// list of values said after a grouping word are the groups, each of
	// them (one value is no split: "for every man", "booked by German
	// guests")
	if g := a.prev(k); a.is(g, "group") && r.Via != "phrasing" && a.lx.Snap.Dimensions[r.Name] != nil && a.versusDim == "" && a.listOfValues(k) {
		a.versusDim = r.Name
		a.consume(g)
	}
	// "Shoes and Hats", "France or Spain": one condition
	if p := a.prev(k); a.is(p, "list") {
		if pp := a.prev(p); pp >= 0 && a.rs[pp].Kind == Value && a.rs[pp].Name == r.Name && a.use[pp] {
			for i := range a.q.Conds {
				c := &a.q.Conds[i]
				if c.Dim == r.Name && slices.Contains(c.Values, a.rs[pp].Value) {
					if !slices.Contains(c.Values, r.Value) {
						c.Values = append(c.Values, r.Value)
					}
					c.Text += " " + a.text(p) + " " + a.text(k)
					a.consume(k, p)
					return
				}
			}
		}
	}
	for _, c := range a.q.Conds {
		if c.Dim == r.Name && slices.Contains(c.Values, r.Value) {
			a.consume(k) // the same value again
			return
		}
	}
	// a second value of a dimension already conditioned, with no word of
	// its own: one row has one value, so it is the same list ("except
	// Shoes and Hats" excludes both)
	if r.Name != "" && a.lx.Snap.Dimensions[r.Name] != nil && a.has(ch, "neg") < 0 {
		for i := range a.q.Conds {
			c := &a.q.Conds[i]
			if c.Dim == r.Name && c.Filter == "" && len(c.Values) > 0 {
				// "went home with home health": a value whose words are
				// another's said too is the longer one; the shorter is
				// the words of the longer said first, or of a verb
				// (said close, nothing but function words between: "home or
				// home health" is the two, and so is "a billing dispute ...
				// than an ordinary billing question")
				close, apart := false, false
				if p := slices.IndexFunc(a.rs, func(x Reading) bool { return x.Kind == Value && x.Name == r.Name && x.Start == c.At }); p >= 0 && a.rs[p].End <= r.Start {
					// (not against one another: "mainline carriers than
					// low-cost carriers")
					apart = slices.ContainsFunc(a.l.Weight[a.rs[p].End:r.Start], func(w float64) bool { return w > 0 }) &&
						!slices.ContainsFunc(a.l.Tokens[a.rs[p].End:r.Start], func(t Token) bool {
							return a.lx.Vocab.Is("list", t.Text) || a.lx.Vocab.Is("contrast.against", t.Text) || a.lx.Vocab.Is("period.against", t.Text)
						})
					close = !slices.ContainsFunc(a.l.Tokens[a.rs[p].End:r.Start], func(t Token) bool { return a.lx.Vocab.Is("list", t.Text) })
					for i := a.rs[p].End; i < r.Start; i++ {
						// (or the noun of the rows: "annual members with a
						// student annual plan")
						noun := slices.ContainsFunc(a.rs, func(x Reading) bool { return x.Kind == Table && x.Start <= i && i < x.End })
						close = close && (a.l.Weight[i] == 0 || noun)
					}
				}
				if o := slices.IndexFunc(c.Values, func(v string) bool { return wordsWithin(v, r.Value) || wordsWithin(r.Value, v) }); o >= 0 && close {
					short, long := c.Values[o], r.Value
					if wordsWithin(r.Value, short) {
						short, long = r.Value, short
					}
					c.Values[o] = long
					c.Text += " " + a.text(k)
					a.consume(k)
					a.q.Doubts = append(a.q.Doubts, fmt.Sprintf("%q is read as %s only; %s is another value.", c.Text, long, short))
					return
				}
				// (said apart, with words between that may give each a
				// role of its own: "opened by Priya Ramos in 2024 were
				// escalated to Felix Wilson" is not either of two, sure)
				if apart {
					a.q.Doubts = append(a.q.Doubts, fmt.Sprintf("%q and %q are read as one list of %s; the words between them may say otherwise.", c.Text, a.text(k), lower(a.lx.dimLabel(r.Name))))
					a.q.Score.prior(-0.1, fmt.Sprintf("%q and %q, said apart, read as one list", c.Text, a.text(k)))
				}
				c.Values = append(c.Values, r.Value)
				c.Text += " " + a.text(k)
				a.consume(k)
				return
			}
		}
	}
	c := Cond{Dim: r.Name, Values: []string{r.Value}, Text: a.text(k), Match: r.Entity, At: r.Start}
	if a.lx.Snap.Dimensions[r.Name] == nil {
		// a value of a column no dimension declares
		c.Dim, c.Column, c.Op = "", r.Name, "="
	}
	if n := a.has(ch, "neg"); n >= 0 {
		c.Exclude = true
		a.consume(n)
	}
	if o := a.has(ch, "only"); o >= 0 {
		a.consume(o)
	}
	a.q.Conds = append(a.q.Conds, c)
	a.consume(k)
	// "on average, how many trips did each annual member take": a value
	// whose words end with a noun of rows ("annual member": riders) is
	// also the rows a rate is per, as the noun alone would be
	if t := a.valueNoun(k); t != "" && a.q.Per == nil && a.ratePerTable(ch, t) {
		a.q.Per = &Measure{Table: t}
		a.consume(a.has(ch, "per", "group", "each"), a.rateAvg())
	}
}

// wordsWithin reports the words of value a all within value b, in order
// ("Home" within "Home health").
func wordsWithin(a, b string) bool {
	aw, bw := english.Tokens(knowledge.Fold(a)), english.Tokens(knowledge.Fold(b))
	if len(aw) == 0 || len(aw) >= len(bw) {
		return false
	}
	for i := 0; i+len(aw) <= len(bw); i++ {
		if slices.Equal(aw, bw[i:i+len(aw)]) {
			return true
		}
	}
	return false
}

// ratePerTable reports a table's rows said, with the words before them,
// as what a rate is per: "per", "each" after an average of a count, or a
// rate asked; not a breakdown by the table's own name.
func (a *assembler) ratePerTable(ch []int, table string) bool {
	return (a.has(ch, "per") >= 0 || a.avgCount() && a.has(ch, "group") >= 0 || a.avgRate(ch)) && a.q.Measure != nil &&
		(a.q.Measure.Agg == "avg" || a.avgRate(ch) || a.lx.labelDimension(table) == "")
}

// valueNoun is the table a value's last word names when the value is said
// in several words ("annual member": the riders), "" when none.
func (a *assembler) valueNoun(k int) string {
	r := a.rs[k]
	if r.End-r.Start < 2 {
		return ""
	}
	// a noun of rows after it is what it says of them: "each annual
	// member trip" is per trip, not per rider
	if r.End < len(a.l.At) && slices.ContainsFunc(a.l.At[r.End], func(x Reading) bool { return x.Kind == Table }) {
		return ""
	}
	for _, x := range a.l.At[r.End-1] {
		if x.Kind == Table && x.End == r.End && x.Start == r.End-1 {
			return x.Name
		}
	}
	return ""
}

var aggOf = map[string]string{"agg.avg": "avg", "agg.median": "median", "agg.max": "max", "agg.min": "min", "agg.sum": "sum", "agg.count": "count", "agg.distinct": "count_distinct"}

func (a *assembler) aggIn(ch []int) (string, int) {
	if c := a.has(ch, "agg.avg", "agg.median", "agg.max", "agg.min", "agg.sum", "agg.count", "agg.distinct"); c >= 0 {
		return aggOf[a.rs[c].Name], c
	}
	return "", -1
}

func (a *assembler) setMeasure(m Measure, k int) {
	// the same measure said twice ("billed the highest total charges")
	// is one
	if a.q.Measure != nil && a.q.Measure.key() == m.key() || slices.ContainsFunc(a.q.Also, func(o Measure) bool { return o.key() == m.key() }) {
		a.consume(k)
		return
	}
	if a.q.Measure == nil {
		a.q.Measure = &m
	} else {
		a.q.Also = append(a.q.Also, m)
	}
	a.consume(k)
}

func (a *assembler) metric(k int, ch []int) {
	r := a.rs[k]
	// "how many different sales reps took orders": the verb of the rows
	// a count of another thing goes through is not what is counted; the
	// count of the thing said after the count word is (countedThrough)
	if isVerb(r) && a.q.Measure == nil && len(ch) == 0 && a.lx.countMetric(r.Name) {
		head, ok := a.l.countedHeadOnce(a.lx)
		if ok && head.End <= r.Start && (head.Kind == Dimension || head.Kind == Table) && slices.ContainsFunc(a.rs, func(x Reading) bool {
			return x.Start <= head.Start && x.End >= head.End && x.Kind == head.Kind && x.Name == head.Name
		}) {
			return
		}
	}
	if strings.HasPrefix(r.Via, "verb of") && a.q.Measure != nil && a.q.Measure.Metric == r.Name {
		// "how many kwh did customers use": the verb of the measure named
		a.consume(k)
		return
	}

	agg, ak := a.aggIn(ch)
	if strings.HasPrefix(r.Via, "name around order") {
		// "interviewed the most people": the ranking inside the name
		if a.q.Order == "" {
			a.q.Order = r.Value
		}
	} else if strings.HasPrefix(r.Via, "name around ") && agg == "" {
		agg = r.Value // the aggregation inside the name
	}
	switch {
	case (a.has(ch, "per") >= 0 || a.avgCount() && a.has(ch, "group") >= 0 || a.avgRate(ch)) && a.q.Measure != nil:
		// "revenue per customer", "on average, how many trips did each
		// active rider take": a count of the entity; a count metric
		// that has no date is counted where the measure's rows are instead,
		// so that the period applies to both
		a.q.Per = &Measure{Metric: r.Name}
		// (so is one dated by another event than the measure, with a
		// period: "kwh per customer in 2024" divides by the customers
		// billed in 2024, not those who joined then)
		if a.lx.countMetric(r.Name) && (a.lx.Snap.Metrics[r.Name].Time == "" || a.otherEvent(r)) {
			a.q.Per = &Measure{Table: a.lx.Snap.Metrics[r.Name].Table}
			if col := a.lx.countedColumn(r.Name); col != "" {
				t, _, _ := strings.Cut(col, ".")
				if ld := a.lx.labelDimension(t); ld == "" {
					a.q.Per = &Measure{Table: t}
				}
			}
		}
		a.consume(k, a.has(ch, "per", "group", "each"), a.rateAvg())
	case a.has(ch, "group") >= 0 && a.saysAll(a.has(ch, "group"), "group.within") && a.q.Measure != nil && a.ranks() && a.sameRows(r.Name):
		// "the highest reopen rate among tickets resolved in 2024": the
		// rows the measure is of, ranked within, not what ranks them
		a.consume(k, a.has(ch, "group"))
	case a.has(ch, "group") >= 0 && a.q.Measure != nil && a.ranks() && !a.saysAll(a.has(ch, "group"), "each"):
		// ("on each review site" says no measure to rank by)
		a.q.RankBy = &Measure{Metric: r.Name}
		a.consume(k, a.has(ch, "group"))
	case a.has(ch, "group") >= 0 && a.q.Measure == nil:
		// "top 3 categories by units sold": the measure ranks them
		a.setMeasure(Measure{Metric: r.Name}, k)
		a.consume(a.has(ch, "group"))
		a.rankedBy = true
	case agg == "count" && a.lx.currencyThing(r):
		// "how many fines were charged" of an amount of money: no count of
		// it; the count word stays for the rows ("fines") to take
		a.setMeasure(Measure{Metric: r.Name}, k)
	case agg == "sum" || agg == "count" || agg == "count_distinct" || a.lx.aggregates(r.Name, agg):
		// "total revenue", "how many orders", "average lead" of a metric
		// that is itself an average: the word restates the metric
		a.setMeasure(Measure{Metric: r.Name}, k)
		a.consume(ak)
	case agg != "" && (a.lx.summedColumn(r.Name) != "" || agg == "avg" && (a.perFollows(k) || a.lx.countMetric(r.Name) && a.groupFollows(k))):
		// "average quantity": the aggregate of what the metric sums, row
		// by row; "average revenue per customer": a rate. A count has no
		// rows to average.
		a.setMeasure(Measure{Metric: r.Name, Agg: agg}, k)
		a.consume(ak)
		if a.q.Measure.Metric == r.Name && a.lx.countMetric(r.Name) {
			a.countAvg = ak
		}
	case agg != "":
		a.setMeasure(Measure{Metric: r.Name}, k)
	case a.q.Measure == nil:
		a.setMeasure(Measure{Metric: r.Name}, k)
		if a.lx.countMetric(r.Name) {
			a.bare = append(a.bare, k)
		}
	case a.is(a.prev(k), "list"):
		a.setMeasure(Measure{Metric: r.Name}, k)
		a.consume(a.prev(k))
	case a.cue("share") && len(a.q.Also) == 0 && a.q.Per == nil && a.q.Measure != nil && a.q.Measure.Metric != "" && a.lx.isPart(a.q.Measure.Metric, r.Name):
		// "what share of revenue came from fees": a second metric,
		// the part of the first if it is one (defaults)
		a.setMeasure(Measure{Metric: r.Name}, k)
	}
}

func (a *assembler) column(k int, ch []int, grouped bool) {
	r := a.rs[k]
	_, col := a.lx.ColumnOf(r.Name)
	if col == nil {
		return
	}
	// "on the non-refundable rate": the column of the value said just
	// before names the value's kind, not a measure
	if p := a.prev(k); p >= 0 && a.rs[p].Kind == Value && a.use[p] && a.rs[p].End == r.Start {
		if d := a.lx.Snap.Dimensions[a.rs[p].Name]; d != nil && d.Table+"."+strings.Trim(strings.TrimSpace(d.Expr), `"`) == r.Name {
			a.consume(k)
			return
		}
	}
	agg, ak := a.aggIn(ch)
	// "mcmullin's average": an aggregation said just after the column's
	// possessive is of it
	if n := a.next(k); agg == "" && n >= 0 && !a.use[n] && a.possessive(k) && a.is(n, "agg.avg", "agg.median", "agg.max", "agg.min", "agg.sum") {
		agg, ak = aggOf[a.rs[n].Name], n
	}
	isNum := numeric(col)
	key := a.lx.IsKey(r.Name)
	// "sample sizes of the florida polls: what was the average?": an
	// average said after, with nothing measured after it
	if agg == "" && isNum && !key && a.q.Measure == nil && !grouped && a.has(ch, "per", "group") < 0 {
		if avg := a.detachedAvg(); avg >= 0 {
			agg, ak = "avg", avg
		}
	}
	// "loans returned in 2024": the column of a date, said by its verb
	// before the period, dates the question
	if d := a.lx.readingDate(r); d != "" && agg == "" && a.q.TimeDim == "" && (a.adjacentKind(k, Time) || a.periodAfter(k)) {
		a.q.TimeDim = d
		a.consume(k)
		return
	}
	switch {
	case agg != "" && isNum && !key && agg != "count" && agg != "count_distinct":
		a.setMeasure(Measure{Column: r.Name, Agg: agg}, k)
		a.consume(ak)
	case agg == "count" && isNum && !key && a.inOwnUnit(k, col):
		// "how many working days long was each leave", "how many km did
		// riders ride": the quantity the column holds in the unit said,
		// added up (or averaged when an average is asked), not how many
		// distinct values it has
		m := Measure{Column: r.Name, Agg: "sum"}
		if avg := a.freeCue("agg.avg"); avg >= 0 {
			m.Agg = "avg"
			a.consume(avg)
			a.unitAvg = true
		}
		a.setMeasure(m, k)
		a.consume(ak)
	case agg == "count" || agg == "count_distinct":
		a.setMeasure(Measure{Column: r.Name, Agg: "count_distinct"}, k)
		a.consume(ak, a.has(ch, "agg.count"), a.has(ch, "agg.distinct"))
	case a.has(ch, "per") >= 0 && isNum && !key && agg == "" && a.q.Per == nil && a.inOwnUnit(k, col) && a.totalled():
		// "fuel per mile flown", "trips per dock": a rate of a total over
		// the total of a quantity said by its unit, not a breakdown by its
		// values ("average fare per km" is the fares over the km)
		a.q.Per = &Measure{Column: r.Name, Agg: "sum"}
		if a.q.Measure.Column != "" {
			a.q.Measure.Agg = "sum"
		}
		a.consume(k, a.has(ch, "per"))
	case (grouped || a.has(ch, "per") >= 0) && !isNum && !key:
		a.group(k, ch, Group{Column: r.Name})
	case isNum && !key && a.q.Measure == nil && a.has(ch, "per") < 0:
		a.setMeasure(Measure{Column: r.Name, Agg: "sum"}, k)
		a.q.Notes = append(a.q.Notes, fmt.Sprintf("%q is read as the total of the column %s.", a.text(k), r.Name))
	}
}

// totalled reports a measure that adds up over rows: an additive metric, or
// a column's total or average.
func (a *assembler) totalled() bool {
	m := a.q.Measure
	switch {
	case m == nil:
		return false
	case m.Metric != "":
		return m.Agg == "" && a.lx.additive(m.Metric)
	default:
		return m.Column != "" && (m.Agg == "sum" || m.Agg == "avg")
	}
}

// possessive reports a reading whose last word is written with a
// possessive ending ("Angelica Reyes's").
func (a *assembler) possessive(k int) bool {
	return possessive(a.l.Tokens[a.rs[k].End-1].Raw)
}

// inOwnUnit reports a column read from words that end with a word of its
// unit or its name ("working days" of a column days): what it measures,
// said as a unit.
func (a *assembler) inOwnUnit(k int, col *knowledge.Column) bool {
	own := append(stemsOf(col.Unit), stemsOf(knowledge.NameWords(col.Name))...)
	// (its last word: "working days" of a column in days)
	return slices.Contains(own, a.l.Tokens[a.rs[k].End-1].Stem)
}

func (a *assembler) group(k int, ch []int, g Group) {
	for _, have := range a.q.Groups {
		if have == g {
			// said twice, once "per shipper": every group is asked for,
			// not only the top one
			if a.has(ch, "per") >= 0 {
				a.every = true
				a.consume(a.has(ch, "per"))
			}
			a.consume(k)
			return
		}
	}
	a.q.Groups = append(a.q.Groups, g)
	a.consume(k, a.has(ch, "group"), a.has(ch, "per"))
	if e := a.eachIn(ch); e >= 0 {
		// "each Swiss client": a breakdown, or a rate once an average
		// of a total turns up (defaults)
		a.consume(e)
		a.eachGroup = &a.q.Groups[len(a.q.Groups)-1]
		a.eachGroupAt = len(a.q.Groups) - 1
	}
	if w := a.has(ch, "which"); w >= 0 {
		a.consume(w)
		if a.singular(k) {
			a.q.Single = true
		}
	}
	if a.has(ch, "order.desc", "order.asc") >= 0 && a.singular(k) && a.q.Limit == 0 {
		a.q.Single = true
	}
	if n := a.numberBefore(ch, k); n >= 0 && a.q.Limit == 0 {
		a.q.Limit = int(a.rs[n].Num)
		a.consume(n)
	}
}

func (a *assembler) timeDimension(k int, ch []int) {
	r := a.rs[k]
	switch {
	case a.has(ch, "group") >= 0:
		a.q.TimeDim = r.Name
		if a.q.Grain == "" {
			a.q.Grain = a.lx.defaultGrain(r.Name)
		}
		a.consume(k, a.has(ch, "group"))
	case a.is(a.prev(k), "order.desc", "order.asc") && a.q.Measure == nil && a.lx.eventCount(r.Name) != "":
		// "the most borrowed genre": ranked by the events the date dates
		a.setMeasure(Measure{Metric: a.lx.eventCount(r.Name)}, k)
	case a.adjacentKind(k, Time) || a.periodAfter(k):
		a.q.TimeDim = r.Name
		a.consume(k)
	}
}

// periodAfter reports a date's word whose period follows it a few words on
// (or more, when it is the question's only date word), with no other date
// between: "customers opened a P1 ticket in 2024" dates
// the tickets by their opening.
func (a *assembler) periodAfter(k int) bool {
	// (a word that is a metric's too may be the measure: "patients
	// admitted")
	if slices.ContainsFunc(a.l.At[a.rs[k].Start], func(x Reading) bool { return x.Kind == Metric }) {
		return false
	}
	// (further on when no other word of the question is a date's: "put
	// in requests for both a fault repair and an outage repair in 2024")
	// (but not past a comparison or a count of times, which the date's
	// word is the verb of: "titles borrowed more than 30 times in 2023")
	reach := 4
	if !slices.ContainsFunc(a.rs, func(r Reading) bool {
		return r.Start != a.rs[k].Start && (r.Kind == Dimension && a.lx.timeDim(r.Name) || a.lx.readingDate(r) != "") ||
			r.Start > a.rs[k].Start && r.Kind == Func && (opOf[r.Name] != "" || r.Name == "events")
	}) {
		reach = 12
	}
	for j := a.next(k); j >= 0; j = a.next(j) {
		r := a.rs[j]
		if r.Start-a.rs[k].End > reach {
			return false
		}
		switch {
		case r.Kind == Time:
			return r.Period != nil && r.Via != "phrasing" && !strings.HasPrefix(r.Via, "phrasing of")
		case r.Kind == Dimension && a.lx.timeDim(r.Name), a.lx.readingDate(r) != "":
			return false
		}
	}
	return false
}

func (a *assembler) adjacentKind(k int, kind Kind) bool {
	p, n := a.prev(k), a.next(k)
	return p >= 0 && a.rs[p].Kind == kind || n >= 0 && a.rs[n].Kind == kind
}

func (lx *Lexicon) defaultGrain(dim string) string {
	d := lx.Snap.Dimensions[dim]
	if d != nil && len(d.Grains) > 0 {
		if slices.Contains(d.Grains, "month") {
			return "month"
		}
		return d.Grains[0]
	}
	return "month"
}

func (a *assembler) table(k int, ch []int, grouped bool) {
	r := a.rs[k]
	if r.Via == "verb" {
		a.q.Fact = r.Name
		a.consume(k)
		return
	}
	switch {
	case a.has(ch, "agg.count") >= 0 && a.countsNext(k):
		// "how many people quit": the count is the metric's, the noun
		// what it counts
		a.consume(k, a.has(ch, "agg.count"))
	case a.has(ch, "agg.count") >= 0 && a.verbOfNoun(k) >= 0:
		// "how many items did each member check out" of "items checked
		// out": the noun of a count metric's name, its verb said after
		v := a.verbOfNoun(k)
		a.setMeasure(Measure{Metric: a.rs[v].Name}, k)
		a.consume(v, a.has(ch, "agg.count"))
	case a.has(ch, "agg.count", "agg.distinct") >= 0:
		a.setMeasure(Measure{Table: r.Name}, k)
		a.consume(a.has(ch, "agg.count"), a.has(ch, "agg.distinct"))
	case a.ratePerTable(ch, r.Name):
		// "freight per order", "on average, how many units were on each
		// order": a rate over what has no name to break down by;
		// "products per category" is a breakdown
		a.q.Per = &Measure{Table: r.Name}
		a.consume(k, a.has(ch, "per", "group", "each"), a.rateAvg())
	case grouped || a.numberBefore(ch, k) >= 0 || a.has(ch, "per") >= 0:
		if d := a.lx.labelDimension(r.Name); d != "" {
			a.group(k, ch, Group{Dim: d})
			return
		}
		// "top 3 riders by trips": rows with no name are told apart by
		// their key, when the question ranks a number of them
		if key := a.lx.keyOf(r.Name); key != "" && a.q.Order != "" && a.has(ch, "order.desc", "order.asc", "which") >= 0 &&
			(a.q.Limit > 0 && slices.ContainsFunc(ch, func(c int) bool { return a.rs[c].Kind == Number }) || a.q.Limit == 0 && a.singular(k) && (a.q.Measure != nil || a.has(ch, "which") >= 0)) {
			// ("our single biggest order": the one row of the most)
			a.consume(a.freeCue("agg.single"))
			// (named by a list too long to index, with the key under it:
			// "top 2 people by sick days" are two names)
			if d := a.lx.namingDimension(r.Name, true); d != "" && a.lx.EntityKey(d) == key {
				a.group(k, ch, Group{Dim: d})
				return
			}
			a.group(k, ch, Group{Column: key})
			return
		}
		a.mentions = append(a.mentions, k)
	default:
		a.mentions = append(a.mentions, k)
	}
}

// labelDimension is the text dimension that names a table's rows: the one
// on the table named like the table ("customer" of customers).
func (lx *Lexicon) labelDimension(table string) string {
	return lx.namingDimension(table, false)
}

// namingDimension is labelDimension, of a list too long to list too when
// long is set (the names of 26,000 guests).
func (lx *Lexicon) namingDimension(table string, long bool) string {
	var dims []string
	for _, n := range lx.sortedDims() {
		d := lx.Snap.Dimensions[n]
		if d.Table == table && !d.Kind.IsTime() && (len(d.Values) > 0 || long && len(d.Lookup) > 0) {
			dims = append(dims, n)
		}
	}
	tw := stemsOf(table)
	for _, n := range dims {
		d := lx.Snap.Dimensions[n]
		for _, name := range append([]string{n, d.Label}, d.Synonyms...) {
			if slices.Equal(stemsOf(name), tw) {
				return n
			}
		}
	}
	return ""
}

func (lx *Lexicon) sortedDims() []string { return lx.dims }

// sortDims puts the dimensions' names in the order they are declared in.
func (lx *Lexicon) sortDims() {
	lx.dims = knowledge.SortedNames(lx.Snap.Dimensions)
	sort.SliceStable(lx.dims, func(i, j int) bool {
		oi, iok := lx.dimOrder[lx.dims[i]]
		oj, jok := lx.dimOrder[lx.dims[j]]
		if iok != jok {
			return iok
		}
		return oi < oj
	})
}

// eachOfUnitAvg: "on average, how many seats does each plane have" is the
// average over the planes of their own column, not a breakdown by plane;
// the column of the entity's table is the one meant (the aircraft's
// seats, not each flight's). A column of other rows averaged "each" entity
// is not read as one number.
func (a *assembler) eachOfUnitAvg() {
	q := a.q
	if !a.unitAvg || a.eachGroup == nil || len(q.Groups) != 1 || q.Measure == nil || q.Measure.Column == "" {
		return
	}
	tables := a.lx.groupTables(q)
	if len(tables) != 1 {
		return
	}
	table := tables[0]
	_, col, _ := strings.Cut(q.Measure.Column, ".")
	if t := a.lx.Snap.Tables[table]; t != nil && t.Column(col) != nil {
		q.Measure.Column = table + "." + t.Column(col).Name
		q.Groups, q.Single, q.Order, q.Limit = nil, false, "", 0
		a.eachGroup = nil
		return
	}
	// "on average, how many vacation days did each person take": a
	// quantity of rows that belong to the entity is each one's total,
	// averaged over the entities that have any (the column's total over
	// how many there are), not a breakdown by entity
	own, _, _ := strings.Cut(q.Measure.Column, ".")
	if own != table && q.Measure.Agg == "avg" && a.lx.reaches(own, table) && a.lx.keyOf(table) != "" {
		q.Measure.Agg = "sum"
		q.Per = &Measure{Table: table}
		q.Groups, q.Single, q.Order, q.Limit = nil, false, "", 0
		a.eachGroup = nil
	}
}

// askedVerbValue: the verb of a phrasing asked with "who" that is also a
// value of the measure's rows says which rows too ("who approved the most
// leave requests": the approver, of the approved requests).
func (a *assembler) askedVerbValue() {
	if a.q.Measure == nil {
		return
	}
	own := a.lx.measureTable(a.q.Measure)
	for _, k := range a.asked {
		r := a.rs[k]
		for i := r.Start + 1; i < r.End; i++ {
			for _, v := range a.l.At[i] {
				d := a.lx.Snap.Dimensions[v.Name]
				if v.Kind != Value || d == nil || d.Table != own || slices.ContainsFunc(a.q.Conds, func(c Cond) bool { return c.Dim == v.Name }) {
					continue
				}
				a.q.Conds = append(a.q.Conds, Cond{Dim: v.Name, Values: []string{v.Value}, At: v.Start})
			}
		}
	}
}

// derived reads shares, growth, trends and grains.
func (a *assembler) derived() {
	for k, r := range a.rs {
		if r.Kind != Func {
			continue
		}
		switch r.Name {
		case "share":
			a.q.Share = true
			a.consume(k)
			if a.shareAt < 0 {
				a.shareAt = r.Start
			}
		case "growth":
			a.q.Growth = true
			a.consume(k)
		case "difference":
			a.q.Growth = true
			a.difference = r.Value
			a.consume(k)
		case "versus":
			// "1997 vs 1998", "vs last year": a growth between periods;
			// "Books vs Games": the two values side by side; one
			// value against another thing is not read
			p, n := a.prev(k), a.next(k)
			periods := 0
			for _, x := range a.rs {
				if x.Kind == Time {
					periods++
				}
			}
			switch {
			case r.Start == 0:
				// "Compare revenue in Q1 1997 vs Q1 1998": the request; a
				// growth when two periods are said
				a.q.Growth = a.q.Growth || periods >= 2
				a.consume(k)
				// "compare Books and Games": side by side
				for _, c := range a.q.Conds {
					if periods < 2 && c.Dim != "" && len(c.Values) >= 2 && !c.Exclude {
						a.versusDim = c.Dim
					}
				}
			case p >= 0 && a.rs[p].Kind == Time || n >= 0 && a.rs[n].Kind == Time || n < 0:
				a.q.Growth = true
				a.consume(k)
			case p >= 0 && n >= 0 && a.rs[p].Kind == Value && a.rs[n].Kind == Value && a.rs[p].Name == a.rs[n].Name:
				a.versusDim = a.rs[p].Name
				a.consume(k)
			}
		case "define":
			a.q.Define = true
			a.consume(k)
		case "when":
			// "when did sales peak": a time breakdown answers with a date
			defer func(k int) {
				if a.q.Grain != "" {
					a.consume(k)
				}
			}(k)
		case "trend":
			if a.q.Grain == "" {
				a.q.Grain = "month"
			}
			a.consume(k)
		case "grain":
			if a.q.Grain == "" {
				a.q.Grain = r.Value
				a.perGrain = true // "average daily flights": a rate if averaged
			}
			a.consume(k)
		case "unit.time":
			// "by month", "per quarter", "each year", "best month"
			ch := a.chain(k)
			g := a.has(ch, "group", "per")
			o := a.has(ch, "order.desc", "order.asc", "which")
			if g < 0 && o < 0 || r.Value == "half" {
				continue
			}
			if a.q.Grain == "" {
				a.q.Grain = r.Value
				a.perGrain = a.is(g, "per") || g >= 0 && a.lx.Vocab.Is("per", a.text(g)) // ("per" read as a breakdown's word too)
			}
			a.consume(k, g)
			if o >= 0 && a.singular(k) && a.q.Limit == 0 {
				a.q.Single = true
				a.consume(o)
			}
		}
	}
}

// periods settles the period, or the two periods of a comparison.
func (a *assembler) periods() {
	var ps []Period
	last := -1 // the reading of the last period kept
	for k, r := range a.rs {
		if r.Kind != Time {
			continue
		}
		// "went into the field in October and finished in November": a
		// second period after a word for a range's start or end, or a
		// verb of its own, is another date's; one range would answer
		// another question, so it is left unread (and reported)
		if last >= 0 && a.otherRole(last, k) {
			// a date of its own that the words name: a condition on it
			if d := a.ownDate(last, k); d != "" && r.Period != nil && !r.Period.Missing && r.Period.Unit != "all" {
				p := *r.Period
				a.q.Conds = append(a.q.Conds, Cond{Dim: d, Dated: &p, Text: a.text(k), At: r.Start})
				a.consume(k)
				// the word that named the date ("had been admitted in 2023")
				for j := last + 1; j < k; j++ {
					if a.lx.readingDate(a.rs[j]) == d {
						a.consume(j)
					}
				}
				// (or the lattice read it so, in another segmentation:
				// "didn't ship until 1998")
				for t := a.rs[last].End; t < r.Start; t++ {
					for _, x := range a.l.At[t] {
						if x.End == t+1 && a.lx.readingDate(x) == d {
							a.tokens = append(a.tokens, t)
						}
					}
				}
			}
			continue
		}
		last = k
		a.consume(k)
		if r.Period.Unit == "all" {
			a.q.AllTime = true
			continue
		}
		if strings.HasPrefix(r.Via, "phrasing of dimension ") {
			a.q.TimeDim = strings.TrimPrefix(r.Via, "phrasing of dimension ")
		}
		if r.Period.Missing {
			// a period that does not exist: say so rather than answer
			// for another one
			a.q.Intent, a.q.Stop, a.q.StopReason = IntentStop, "period", r.Period.Rule
			continue
		}
		ps = append(ps, *r.Period)
	}
	q := a.q
	// "in March 2024 than in the previous month": a period relative to
	// the one said before it, not to the end of the data
	if len(ps) >= 2 && ps[1].Relative == "last_"+ps[0].Unit && ps[0].Relative == "" && a.saidBefore(ps[1]) {
		prev := ps[0].Previous()
		prev.Start, prev.End = ps[1].Start, ps[1].End
		ps[1] = prev
	}
	for _, p := range ps {
		if p.Rule != "" {
			q.Notes = append(q.Notes, p.Rule)
		}
	}
	if q.Growth && a.difference == "" && len(ps) > 0 && a.unitChange() {
		// "by how many points did it go up from A to B"; "did the lead
		// narrow": the fall
		a.difference = "more"
		if a.l.saysAsked("growth.down") {
			a.difference = "fewer"
		}
	}
	// "how many more customers signed up in 2024 than in 2023, as a %
	// increase": the change asked in percent, of a measure that is no
	// percentage itself (whose change would be in points)
	if u := a.percentAfter(ps); q.Growth && a.difference != "" && u >= 0 && !a.percentMeasure() {
		a.difference = ""
		a.consume(u)
		q.Share = false
	}
	if q.Growth && len(ps) > 2 {
		// "jan-jun 2024 vs jan-jun 2023": ranges compared
		ps = a.joinRanges(ps)
	}
	if q.Growth && len(ps) == 2 {
		// "jan-mar 2025 vs the same months of 2024"
		for i, p := range ps {
			if o := ps[1-i]; p.Same && !o.Same {
				ps[i] = o.inYear(p.From.Year(), p.Start, p.End)
			}
		}
	}
	// "customers who ordered in both 1996 and 1998": rows in each of two
	// periods, of the things counted
	if len(ps) == 2 && !q.Growth {
		for k := range a.rs {
			if a.use[k] || !a.is(k, "both") || a.rs[k].End > ps[0].Start || ps[0].Start-a.rs[k].End > 1 {
				continue
			}
			a.consume(k)
			for j := range a.rs {
				if !a.use[j] && a.is(j, "list") && a.rs[j].Start >= ps[0].End && a.rs[j].End <= ps[1].Start {
					a.consume(j)
				}
			}
			first, second := ps[0], ps[1]
			if second.From.Before(first.From) {
				first, second = second, first
			}
			q.Each = []Period{first, second}
			q.Period = &Period{From: first.From, To: second.To, Unit: "range", Label: "both " + first.Label + " and " + second.Label}
			return
		}
	}
	switch {
	case len(ps) == 0:
	case q.Growth && len(ps) >= 2:
		q.Compare = []Period{ps[0], ps[1]}
		sort.SliceStable(q.Compare, func(i, j int) bool { return q.Compare[i].From.Before(q.Compare[j].From) })
		if a.difference != "" {
			// "how many more in 2024 than in 2023": the first said less
			// the second; "how many fewer": the second less the first
			// ("from H2 2024 into H1 2025": the later less the earlier)
			q.Difference = 1
			if ps[0].From.Before(ps[1].From) && !a.fromTo(ps[0], ps[1]) {
				q.Difference = -1
			}
			if a.difference == "fewer" {
				q.Difference = -q.Difference
			}
		}
	case q.Growth && len(ps[0].Parts) == 2 && q.Grain == "":
		q.Compare = slices.Clone(ps[0].Parts)
		switch a.difference {
		case "more":
			q.Difference = 1
		case "fewer":
			q.Difference = -1
		}
	case q.Growth && q.Grain == "" && len(ps) == 1 && a.difference != "" && a.valuesAgainst():
		// "for 2024 discharges, how many more days did medicare patients
		// stay than private ones": the difference of two values in the
		// period (a contrast), not a change since the period before
		p := ps[0]
		q.Period = &p
	case q.Growth && q.Grain == "":
		prev := ps[0].Previous()
		q.Compare = []Period{prev, ps[0]}
		q.Notes = append(q.Notes, fmt.Sprintf("Growth in %s is measured against the period before it of the same length, %s.", ps[0].Label, prev.Label))
		// "than in the quarter just before it": the period before, said
		if w, before := a.periodBefore(ps[0]); w >= 0 {
			a.tokens = append(a.tokens, w, before)
			switch a.difference {
			case "more":
				q.Difference = 1
			case "fewer":
				q.Difference = -1
			}
		}
	case len(ps) == 2 && ps[0].Name != "" != (ps[1].Name != "") && within(ps[0], ps[1]):
		// "while the fine amnesty was running in November 2024": a named
		// period said with the one it falls in is itself
		p := ps[0]
		if ps[1].Name != "" {
			p = ps[1]
		}
		q.Period = &p
	case len(ps) == 2 && !q.Growth && (ps[0].Unit == "year") != (ps[1].Unit == "year") && within(ps[0], ps[1]):
		// "the summer months of 97 (jun thru aug)": a part of the year
		// said with the year is the part
		p := ps[0]
		if p.Unit == "year" {
			p = ps[1]
		}
		q.Period = &p
	case len(ps) >= 2:
		p := Period{From: ps[0].From, To: ps[len(ps)-1].To, Unit: "range", Label: ps[0].Label + " to " + ps[len(ps)-1].Label}
		if ps[len(ps)-1].To.Before(ps[0].From) {
			p.From, p.To = ps[len(ps)-1].From, ps[0].To
		}
		q.Period = &p
	default:
		p := ps[0]
		q.Period = &p
	}
}

// valuesAgainst reports two values of one dimension said one against the
// other ("medicare patients ... than private ones").
func (a *assembler) valuesAgainst() bool {
	for i, x := range a.rs {
		if x.Kind != Value {
			continue
		}
		for _, y := range a.rs[i+1:] {
			if y.Kind != Value || y.Name != x.Name || y.Value == x.Value || y.Start < x.End {
				continue
			}
			for t := x.End; t < y.Start; t++ {
				if a.lx.Vocab.Is("contrast.against", a.l.Tokens[t].Text) {
					return true
				}
			}
		}
	}
	return false
}

// joinRanges makes each two periods of one unit said as a range, joined by
// a hyphen or a word for a range ("jan-jun", "q1 to q3"), one period.
func (a *assembler) joinRanges(ps []Period) []Period {
	var out []Period
	for i := 0; i < len(ps); i++ {
		if i+1 < len(ps) && ps[i].Unit == ps[i+1].Unit && ps[i].Unit != "range" && a.rangeJoined(ps[i], ps[i+1]) {
			out = append(out, Period{From: ps[i].From, To: ps[i+1].To, Unit: "range", Label: ps[i].Label + " to " + ps[i+1].Label,
				Start: ps[i].Start, End: ps[i+1].End})
			i++
			continue
		}
		out = append(out, ps[i])
	}
	return out
}

// rangeJoined reports two periods written as the ends of one range: a
// hyphen between them, or only words that join a range.
func (a *assembler) rangeJoined(x, y Period) bool {
	if x.End > y.Start || y.Start >= len(a.l.Tokens) || !x.To.Before(y.From) {
		return false
	}
	if x.End == y.Start {
		return a.l.Tokens[y.Start].Hyphened
	}
	for i := x.End; i < y.Start; i++ {
		if !a.lx.Vocab.Is("range.to", a.l.Tokens[i].Text) {
			return false
		}
	}
	return true
}

// fromTo reports two periods said as the start and end of a change ("from
// H2 2024 into H1 2025"): a word that joins a range between them, none
// that compares them.
func (a *assembler) fromTo(x, y Period) bool {
	joined := false
	for i := x.End; i < y.Start && i < len(a.l.Tokens); i++ {
		w := a.l.Tokens[i].Text
		if a.lx.Vocab.Is("period.against", w) {
			return false
		}
		if a.lx.Vocab.Is("range.to", w) {
			joined = true
		}
	}
	return joined
}

// saidBefore reports a relative period said with a word for the one
// before ([period.previous]: not "last", which counts back from the end of
// the data) after a word that compares periods ([period.against]: "than").
func (a *assembler) saidBefore(p Period) bool {
	than := false
	for i := 0; i < p.Start; i++ {
		if a.lx.Vocab.Is("period.against", a.l.Tokens[i].Text) {
			than = true
		}
	}
	for i := p.Start; i < p.End; i++ {
		if a.lx.Vocab.Is("period.previous", a.l.Tokens[i].Text) {
			return than
		}
	}
	return false
}

// within reports one of two periods inside the other.
func within(a, b Period) bool {
	in := func(x, y Period) bool { return !x.From.Before(y.From) && !x.To.After(y.To) }
	return in(a, b) || in(b, a)
}

// periodBefore is the token of a unit of time, the period's own, said
// after it with a word for "before" ("the quarter just before it", "the
// previous quarter"), and that word's, or -1.
func (a *assembler) periodBefore(p Period) (int, int) {
	for i := p.End; i < len(a.l.Tokens); i++ {
		u, ok := a.lx.Vocab.Value("unit.time", a.l.Tokens[i].Text)
		if !ok || u != p.Unit || a.read(i) && !slices.ContainsFunc(a.l.At[i], func(r Reading) bool { return r.Kind == Func && r.Name == "unit.time" }) {
			continue
		}
		for j := max(p.End, i-1); j <= min(len(a.l.Tokens)-1, i+3); j++ {
			w := a.l.Tokens[j].Text
			if a.lx.Vocab.Is("last", w) || a.lx.Vocab.Is("range.before", w) {
				return i, j
			}
		}
	}
	return -1, -1
}

// otherRole reports words between two periods that give the second its
// own role: a start or end word, or a content word nothing reads.
// ownDate is the time dimension the words of period k name, when it is
// not the one period p is on: the dimension whose phrasing it is, or the
// date a word between the two names ("placed in 1997 and shipped in
// 1998").
func (a *assembler) ownDate(p, k int) string {
	first := a.q.TimeDim
	if first == "" && a.q.Measure != nil && a.q.Measure.Metric != "" {
		if m := a.lx.Snap.Metrics[a.q.Measure.Metric]; m != nil {
			first = m.Time
		}
	}
	if d, ok := strings.CutPrefix(a.rs[p].Via, "phrasing of dimension "); ok {
		first = d
	}
	d, ok := strings.CutPrefix(a.rs[k].Via, "phrasing of dimension ")
	if !ok {
		d = ""
		// the best reading of a date among the words between ("a check-in
		// date": check-in's, not any date's head word "date")
		best, bestLen := 0.0, 0
		for t := a.rs[p].End; t < a.rs[k].Start; t++ {
			for _, r := range a.l.At[t] {
				if x := a.lx.readingDate(r); x != "" && a.lx.timeDim(x) && (r.Score > best || r.Score == best && r.End-r.Start > bestLen) {
					d, best, bestLen = x, r.Score, r.End-r.Start
				}
			}
			// "went into the field in October and finished in November":
			// a word for a range's end (or start) names the one date of
			// the rows whose own words say end (or start)
			for _, class := range []string{"time.end", "time.start"} {
				if d == "" && a.lx.Vocab.Is(class, a.l.Tokens[t].Text) && first != "" {
					d = a.lx.dateSaying(class, a.lx.Snap.Dimensions[first].Table)
				}
			}
		}
	}
	if d == "" || d == first || !a.lx.timeDim(d) {
		return ""
	}
	return d
}

// phraseOf reports token t inside a function phrase of class ("compared
// with").
func (l *Lattice) phraseOf(t int, class string) bool {
	for _, rs := range l.At[:t+1] {
		for _, r := range rs {
			if r.Kind == Func && r.Name == class && r.Start <= t && t < r.End {
				return true
			}
		}
	}
	return false
}

// dateSaying is the one time dimension of a table whose label or
// synonyms hold a word of class ("end date", "when the poll ended" for
// time.end), or "".
// dateSays reports a date whose label or synonyms say a word of class
// ("end" of "Poll date (end of fieldwork)").
func (lx *Lexicon) dateSays(dim, class string) bool {
	d := lx.Snap.Dimensions[dim]
	if d == nil {
		return false
	}
	for _, text := range append([]string{d.Label}, d.Synonyms...) {
		for _, w := range strings.Fields(knowledge.Fold(text)) {
			if lx.Vocab.Is(class, strings.Trim(w, ".,;:()")) {
				return true
			}
		}
	}
	return false
}

func (lx *Lexicon) dateSaying(class, table string) string {
	found := ""
	for _, name := range knowledge.SortedNames(lx.Snap.Dimensions) {
		d := lx.Snap.Dimensions[name]
		if d.Table != table || !d.Kind.IsTime() {
			continue
		}
		if lx.dateSays(name, class) {
			if found != "" {
				return ""
			}
			found = name
		}
	}
	return found
}

func (a *assembler) otherRole(p, k int) bool {
	// "while the fine amnesty was running in November 2024": a named
	// period and the one it falls in say one period, whatever is between
	if x, y := a.rs[p].Period, a.rs[k].Period; x != nil && y != nil && x.Name != "" != (y.Name != "") && within(*x, *y) {
		return false
	}
	// "jobs finished in 2024 vs jobs finished in 2023": the two said one
	// against the other are the two compared, whatever they restate
	versus := false
	for t := a.rs[p].End; t < a.rs[k].Start; t++ {
		versus = versus || a.lx.Vocab.Is("versus", a.l.Tokens[t].Text) || a.l.phraseOf(t, "versus")
	}
	for t := a.rs[p].End; t < a.rs[k].Start; t++ {
		w := a.l.Tokens[t].Text
		if a.lx.Vocab.Is("time.end", w) || a.lx.Vocab.Is("time.start", w) {
			return true
		}
		// "borrowed in March and returned in April": a word that means
		// something between the two makes them no range
		if a.l.Weight[t] > 0 && !versus && !slices.ContainsFunc([]string{"list", "range.to", "range.and", "versus"}, func(c string) bool { return a.lx.Vocab.Is(c, w) }) && !a.l.phraseOf(t, "versus") {
			return true
		}
	}
	// "patients discharged in January 2024 who had been admitted in
	// 2023": the words nearest before the first period are dated by one
	// date, words between the two by another (whatever reading the words
	// get in this segmentation)
	before := map[string]bool{}
	for t := a.rs[p].Start - 1; t >= 0 && len(before) == 0; t-- {
		for _, rs := range a.l.At[:t+1] {
			for _, r := range rs {
				if d := a.lx.readingDate(r); d != "" && r.End == t+1 {
					before[d] = true
				}
			}
		}
	}
	for t := a.rs[p].End; t < a.rs[k].Start && len(before) > 0; t++ {
		for _, r := range a.l.At[t] {
			if d := a.lx.readingDate(r); d != "" && !before[d] {
				return true
			}
		}
	}
	// "placed in 1997 were shipped in 1998": the second is said with
	// another date's phrasing
	if d, ok := strings.CutPrefix(a.rs[k].Via, "phrasing of dimension "); ok {
		if e, ok := strings.CutPrefix(a.rs[p].Via, "phrasing of dimension "); ok && e != d || len(before) > 0 && !before[d] {
			return true
		}
	}
	return false
}

// readingDate is the time dimension a reading names or dates its metric
// by ("" for any other reading).
func (lx *Lexicon) readingDate(r Reading) string {
	switch r.Kind {
	case Metric:
		if m := lx.Snap.Metrics[r.Name]; m != nil {
			return m.Time
		}
	case Dimension:
		if d := lx.Snap.Dimensions[r.Name]; d != nil && d.Kind.IsTime() {
			return r.Name
		}
	case Column:
		// the column a time dimension is ("returned" of returned_on)
		t, col, _ := strings.Cut(r.Name, ".")
		for _, name := range knowledge.SortedNames(lx.Snap.Dimensions) {
			if d := lx.Snap.Dimensions[name]; d.Kind.IsTime() && d.Table == t && strings.EqualFold(strings.Trim(strings.TrimSpace(d.Expr), `"`), col) {
				return name
			}
		}
	}
	return ""
}

// resolveComparisons finds what each threshold compares: a column (a
// condition on rows) or a metric (on each group's or entity's value).
// A threshold with a currency and no words for its target branches on
// each metric in that currency.
func (a *assembler) resolveComparisons() []*assembler {
	out := []*assembler{a}
	for ti, t := range a.thresholds {
		var next []*assembler
		for _, b := range out {
			for _, c := range b.resolve(ti, t) {
				next = append(next, c)
				if w := c.workdays; w != nil {
					c.workdays = nil
					d := c.clone()
					d.q.Conds[w.cond].Num = w.num
					d.q.Notes = append(slices.DeleteFunc(slices.Clone(d.q.Notes), func(n string) bool { return strings.HasPrefix(n, w.said) }), w.note)
					next = append(next, d)
				}
			}
		}
		out = next
	}
	return out
}

type workdayCond struct {
	cond int
	num  float64
	// note says the reading; said begins the notes of the other one
	note, said string
}

// workingDays reports a column counted in working days (its unit, name,
// synonyms or description say so): a week of it is 5, not 7.
func (lx *Lexicon) workingDays(column string) bool {
	_, c := lx.ColumnOf(column)
	if c == nil || lx.minutesIn(c.Unit) != lx.minutesIn("day") {
		return false
	}
	words := english.Tokens(knowledge.Fold(strings.Join([]string{c.Unit, knowledge.NameWords(c.Name), c.Description, strings.Join(c.Synonyms, " ")}, " ")))
	for i := range words {
		if _, n := lx.Vocab.Match("unit.workday", words, i); n > 0 {
			return true
		}
	}
	return false
}

func (a *assembler) resolve(ti int, t threshold) []*assembler {
	if out, ok := a.resolveNever(ti, t); ok {
		return out
	}
	// "at least 20 times", "at least twice": a count of the events the
	// question names
	e := a.next(t.end)
	inNumber := t.end >= 0 && a.lx.Vocab.Is("events", a.l.Tokens[a.rs[t.end].Start].Text)
	if inNumber {
		e = t.end
	}
	if a.is(e, "events") && !a.use[e] || inNumber {
		// "rated under 3 at least once": a condition read already says
		// it happened, and so once
		if t.op == ">=" && t.num == 1 && slices.ContainsFunc(a.q.Conds, func(c Cond) bool { return c.At < a.rs[t.start].Start && c.Column != "" }) {
			b := a.clone()
			b.consumeThreshold(t)
			b.consume(e)
			return []*assembler{b}
		}
		// "renewed at least once": a condition that says it happened
		// already says it happened once
		for p := a.prev(t.start); p >= 0 && p < t.start; p = a.prev(p) {
			if a.rs[p].Kind == Filter {
				if t.op == ">=" && t.num == 1 {
					b := a.clone()
					b.consumeThreshold(t)
					b.consume(e)
					return []*assembler{b}
				}
				// "renewed at least twice" of a filter that keeps the rows
				// with a count above zero (renewals > 0): that count
				if col := a.lx.countColumn(a.rs[p].Name); col != "" {
					name := a.rs[p].Name
					b := a.clone()
					b.q.Conds = slices.DeleteFunc(b.q.Conds, func(c Cond) bool { return c.Filter == name })
					b.columnCondition(ti, t, p, col)
					b.consume(e)
					return []*assembler{b}
				}
			}
			if a.rs[p].Kind != Func {
				break
			}
		}
		if m, k := a.eventsNamed(e); m != "" {
			b := a.clone()
			b.having(ti, t, m, k)
			b.consume(e)
			return []*assembler{b}
		}
	}
	// "interviewed at least 1,000 people" of a column "people
	// interviewed": a column named by the words around the threshold
	if col, before, after := a.splitColumn(t); col != "" {
		b := a.clone()
		b.columnCondition(ti, t, -1, col)
		b.tokens = append(b.tokens, before, after)
		return []*assembler{b}
	}
	// "members who borrowed more than 50 items" of a count metric "items
	// borrowed": a count named by the words around the threshold
	if m, before, after := a.splitMetric(t); m != "" {
		b := a.clone()
		b.having(ti, t, m, -1)
		b.tokens = append(b.tokens, before, after)
		for k, r := range b.rs {
			if r.Start == before && r.End == before+1 || r.Start == after && r.End == after+1 {
				b.use[k] = true
			}
		}
		return []*assembler{b}
	}
	// "how many aircraft operated at least one long-haul sector": one of
	// the rows a condition keeps, said of things counted through them,
	// is that they have some (the count has each once)
	if n := a.next(t.end); t.op == ">=" && t.num == 1 && n >= 0 && a.rs[n].Kind == Filter && a.cue("agg.count") {
		if m := a.next(n); m >= 0 && a.rs[m].Kind == Table && a.rs[m].Name == a.lx.Snap.Filters[a.rs[n].Name].Table {
			b := a.clone()
			b.consumeThreshold(t)
			b.consume(m)
			return []*assembler{b}
		}
	}
	cands := []int{a.after(t), a.prev(t.start)}
	// "at least 5 Florida polls": values qualify the noun counted
	if n := a.next(t.end); n >= 0 && a.rs[n].Kind == Value {
		m := n
		for m >= 0 && a.rs[m].Kind == Value {
			m = a.next(m)
		}
		if m >= 0 && a.rs[m].Kind == Metric && a.lx.countMetric(a.rs[m].Name) {
			cands = []int{m, a.prev(t.start)}
		}
		// "more than 20 vacation days": the values qualify the amount
		// of a column said after the number, each entity's total
		if tb, _, _ := strings.Cut(a.rs[max(m, 0)].Name, "."); m >= 0 && a.rs[m].Kind == Column && !a.use[m] && !a.oneRowBefore(a.rs[t.start].Start, tb) {
			if _, col := a.lx.ColumnOf(a.rs[m].Name); numeric(col) && a.amountOfEach(a.rs[m].Name) {
				b := a.clone()
				b.q.Having = append(b.q.Having, Cond{Column: a.rs[m].Name, Op: t.op, Num: t.num, Text: a.thresholdText(t) + " " + a.text(m)})
				b.consumeThreshold(t)
				b.consume(m)
				return []*assembler{b}
			}
		}
	}
	// "at least one long ride": a filter whose name ends with the noun of
	// its rows qualifies the rows counted, as values do
	if n := a.next(t.end); n >= 0 && a.rs[n].Kind == Filter && a.adjacent(t.end, n) {
		if m := a.nounMetric(n); m != "" {
			b := a.clone()
			b.having(ti, t, m, -1)
			return []*assembler{b}
		}
	}
	// "at least 20 different orders": a word that restates a count of
	// distinct things stands between the number and its noun
	if d := a.next(t.end); a.is(d, "agg.distinct") {
		if n := a.next(d); n >= 0 && a.rs[n].Kind == Metric && a.lx.countedColumn(a.rs[n].Name) != "" && !a.lx.countsRows(a.rs[n].Name) {
			b := a.clone()
			b.having(ti, t, a.rs[n].Name, n)
			b.consume(d)
			return []*assembler{b}
		}
	}
	// "a freight charge above 100 dollars": the thing named one unread
	// word before (the word stays unexplained, and says so)
	if p := t.start - 1; cands[1] < 0 && p >= 0 && a.rs[t.start].Start-a.rs[p].End == 1 {
		cands = append(cands, p)
	}
	// "a discount of at least 20%": the target, then filler, then the threshold
	for _, k := range cands {
		// "three hours or more behind schedule": how far past the
		// filter's own bound, on the column it compares (the filter, read
		// already, gives way to it)
		if k >= 0 && a.rs[k].Kind == Filter {
			name := a.rs[k].Name
			// "left the gate more than two hours late": a filter named by
			// a word before the threshold and the filter's word after it
			// ("left late") is the one measured
			split, w := a.splitFilter(k, t)
			if split != "" {
				name = split
			}
			if col, bound := a.filterColumnOf(name, k, t); col != "" && !slices.ContainsFunc(a.q.Conds, func(c Cond) bool { return c.Filter == name && c.Exclude }) {
				b := a.clone()
				if bound {
					b.q.Conds = slices.DeleteFunc(b.q.Conds, func(c Cond) bool { return c.Filter == name || c.Filter == a.rs[k].Name })
				}
				b.columnCondition(ti, t, k, col)
				if split != "" {
					b.tokens = append(b.tokens, w)
				}
				return []*assembler{b}
			}
		}
		if k < 0 || a.use[k] && a.target[k] == 0 {
			continue
		}
		// "an arrival delay of more than 60 minutes": each row's value,
		// when the words name a column as well as a metric over it and
		// what is counted is the rows themselves ("how many routes had
		// over 15,000 passengers" compares each route's total)
		if a.rs[k].Kind == Metric && a.countsRowsOf(a.rs[k]) {
			if col := a.rowColumn(a.rs[k]); col != "" {
				b := a.clone()
				b.columnCondition(ti, t, k, col)
				return []*assembler{b}
			}
		}
		// "had a stay with charges over $50,000": one row, named with an
		// article just before the metric, has the value (each row's, not
		// the total of the entity counted)
		if a.rs[k].Kind == Metric && a.oneRowBefore(a.rs[k].Start, a.lx.measureTable(&Measure{Metric: a.rs[k].Name})) {
			if col := a.rowColumn(a.rs[k]); col != "" {
				b := a.clone()
				b.columnCondition(ti, t, k, col)
				if p := a.prev(k); p >= 0 && a.rs[p].Kind == Table {
					b.consume(p)
				}
				return []*assembler{b}
			}
		}
		// "more than 50 units of a single product on one order": one of
		// each of two things the rows point at is one row
		if a.rs[k].Kind == Metric {
			if b := a.rowOfEach(ti, t, k); b != nil {
				return []*assembler{b}
			}
		}
		switch a.rs[k].Kind {
		case Dimension:
			if col := a.lx.dimColumn(a.rs[k].Name); col != "" {
				b := a.clone()
				b.columnCondition(ti, t, k, col)
				return []*assembler{b}
			}
		case Column:
			if _, col := a.lx.ColumnOf(a.rs[k].Name); numeric(col) {
				b := a.clone()
				// "out sick for more than 10 days in total": the column's
				// sum for each entity, not each row's value
				// (so is an amount said after the number of the rows of
				// each thing counted: "employees who took more than 20
				// days off", unless one row is named: "a leave of")
				tb, _, _ := strings.Cut(a.rs[k].Name, ".")
				if b.sumSaid(t, k) || a.rs[k].Start > a.rs[t.end].Start && a.amountOfEach(a.rs[k].Name) && !a.rowsSaidBefore(t, tb, "") {
					b.q.Having = append(b.q.Having, Cond{Column: a.rs[k].Name, Op: t.op, Num: t.num, Text: a.thresholdText(t) + " " + a.text(k)})
					b.consumeThreshold(t)
					b.consume(k)
					return []*assembler{b}
				}
				b.columnCondition(ti, t, k, a.rs[k].Name)
				return []*assembler{b}
			}
		case Metric:
			if t.word > 0 && !a.lx.inUnit(a.rs[k].Name, t) {
				continue // "resolved in under 4 hours" compares no count of tickets
			}
			// "more than $100 in ride fares": an amount of money compares
			// no count of rides
			if m := a.lx.Snap.Metrics[a.rs[k].Name]; m != nil && a.lx.currencyUnit(t.unit) && m.Unit != "" && !a.lx.currencyUnit(m.Unit) {
				continue
			}
			if a.lx.currencyUnit(t.unit) && !a.lx.inUnit(a.rs[k].Name, t) && a.oneRowBefore(a.rs[k].End, a.lx.measureTable(&Measure{Metric: a.rs[k].Name})) {
				if m := a.lx.Snap.Metrics[a.rs[k].Name]; m != nil && m.Unit != "" && !a.lx.currencyUnit(m.Unit) {
					continue // "a gas bill north of $250" compares no count of bills
				}
			}
			// "at least one booking in 2024 with room revenue of more
			// than €2,500": the one row's value
			if col := a.lx.aggregatedColumn(a.rs[k].Name); col != "" && !a.lx.countMetric(a.rs[k].Name) && a.rowSaidBefore(t, a.rs[k].Name) {
				b := a.clone()
				b.columnCondition(ti, t, k, col)
				return []*assembler{b}
			}
			b := a.clone()
			b.having(ti, t, a.rs[k].Name, k)
			// "checked out at least 10 items" of "items checked out": the
			// noun of the metric's name after the number is its unit
			if n := a.after(t); n >= 0 && n != k && !b.use[n] && b.rs[n].Kind == Table && a.lx.nounOf(a.rs[k].Name, a.l.Tokens[a.rs[n].Start:a.rs[n].End]) {
				b.consume(n)
			}
			return []*assembler{b}
		}
	}
	if t.unit != "" && t.unit != "%" {
		var out []*assembler
		// "how many products cost more than $50": a column of the rows
		// counted, in the threshold's unit (the list price), each row's
		if own := a.countedTable(); own != "" {
			if tb := a.lx.Snap.Tables[own]; tb != nil {
				for _, c := range tb.Columns {
					if !numeric(c) || c.Unit == "" || !(strings.EqualFold(c.Unit, t.unit) || t.minutes > 0 && a.lx.minutesIn(c.Unit) > 0) {
						continue
					}
					b := a.clone()
					b.columnCondition(ti, t, -1, own+"."+c.Name)
					b.q.Notes = append(b.q.Notes, b.unitNote(t, own+"."+c.Name))
					b.q.Score.prior(0.06, fmt.Sprintf("%s.%s is the counted rows' own, in %s", own, c.Name, c.Unit))
					out = append(out, b)
				}
			}
		}
		for _, name := range a.lx.metricNames() {
			if m := a.lx.Snap.Metrics[name]; m != nil && a.lx.inUnit(name, t) {
				b := a.clone()
				// "how many invoices were over 1000 EUR": each invoice's
				// amount, when the rows counted are the metric's own
				if col := a.lx.aggregatedColumn(name); col != "" && a.countsRowsOf(Reading{Kind: Metric, Name: name}) {
					b.columnCondition(ti, t, -1, col)
					b.q.Notes = append(b.q.Notes, b.unitNote(t, col))
					out = append(out, b)
					continue
				}
				// "had a stay with charges over $50,000": the one row's value
				// (or "got at least one gas bill over $500": said right
				// after one, or a number, of the rows)
				if col := a.lx.aggregatedColumn(name); col != "" && (a.oneRowOf(name) || a.rowSaidBefore(t, name)) {
					b.columnCondition(ti, t, -1, col)
					b.q.Notes = append(b.q.Notes, b.unitNote(t, col))
					out = append(out, b)
					continue
				}
				b.having(ti, t, name, -1)
				if a.lx.minutesIn(m.Unit) > 0 && t.minutes > 0 {
					b.q.Notes = append(b.q.Notes, fmt.Sprintf("%q is compared with %s, a metric in %s (%s).", b.thresholdText(t), a.lx.measureLabel(&Measure{Metric: name}), m.Unit, num(a.lx.inMinutes(t, m.Unit))))
				} else {
					b.q.Notes = append(b.q.Notes, fmt.Sprintf("%q is compared with %s, a metric in %s.", b.thresholdText(t), a.lx.measureLabel(&Measure{Metric: name}), t.unit))
				}
				// "resolved in under 4 hours", "took more than a day to
				// resolve": of the metrics in hours, one whose own text says
				// the word before the comparison, or the one after it
				if p := a.prev(t.start); p >= 0 && a.rs[p].Kind != Func && a.lx.Describes("metric:"+name, a.l.Tokens[a.rs[p].End-1].Stem) {
					b.q.Score.prior(0.06, fmt.Sprintf("%s says %q", name, a.l.Tokens[a.rs[p].End-1].Raw))
				}
				if w := a.wordAfter(t); w >= 0 && a.lx.Describes("metric:"+name, a.l.Tokens[w].Stem) {
					b.q.Score.prior(0.06, fmt.Sprintf("%s says %q", name, a.l.Tokens[w].Raw))
				}
				out = append(out, b)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return []*assembler{a}
}

// sumSaid reports (and uses) a word for a total said of a threshold on
// column k: just after the column ("more than 10 days in total") or before
// the threshold ("a total of more than 10 days").
func (a *assembler) sumSaid(t threshold, k int) bool {
	if n := a.next(k); a.is(n, "agg.sum") && !a.use[n] {
		a.consume(n)
		return true
	}
	if p := a.prev(t.start); a.is(p, "agg.sum") && !a.use[p] {
		a.consume(p)
		return true
	}
	// (words no reading of the segment holds: "in total" is filler)
	i := a.rs[k].End
	return i < len(a.l.Tokens) && slices.ContainsFunc(a.l.At[i], func(r Reading) bool { return r.Kind == Func && r.Name == "agg.sum" })
}

// amountOfEach reports a column of rows that each belong to one of the
// things counted: an amount said of each counted thing ("employees who took more than 20
// vacation days") is the total of its rows.
func (a *assembler) amountOfEach(column string) bool {
	t, _, _ := strings.Cut(column, ".")
	own := a.countedTable()
	if m := a.q.Measure; own == "" && m != nil && m.Dim != "" && m.Agg == "" {
		if d := a.lx.Snap.Dimensions[m.Dim]; d != nil {
			own = d.Table
		}
	} else if own == "" && m != nil && m.Metric != "" && a.lx.countsThings(m) {
		own = a.lx.tableCounted(a.lx.countedColumn(m.Metric)) // "active riders"
	}
	// (rows that each point at one counted thing, not what each has one
	// of: "polls of states worth 20 electoral votes" is each poll's
	// state's)
	return own != "" && own != t && a.lx.reachesOut(t, own)
}

// havingMeasure is what a comparison per entity compares: its metric, or
// the sum of its column.
func havingMeasure(h Cond) *Measure {
	if h.Metric == "" && h.Column != "" {
		return &Measure{Agg: "sum", Column: h.Column}
	}
	return &Measure{Metric: h.Metric}
}

func (a *assembler) thresholdText(t threshold) string {
	if t.minutes > 0 && t.word > 0 {
		// "more than half an hour": every word of the length of time
		return strings.Join(texts(a.l.Tokens[a.rs[t.start].Start:max(a.rs[t.end].End, t.word)]), " ")
	}
	var ws []string
	for k := t.start; k <= t.end; k++ {
		ws = append(ws, a.text(k))
	}
	return strings.Join(ws, " ")
}

func (a *assembler) consumeThreshold(t threshold) {
	for k := t.start; k <= t.end; k++ {
		a.consume(k)
	}
	if t.per > 0 {
		a.tokens = append(a.tokens, t.per-3, t.per-2)
		for k, r := range a.rs {
			if r.Start >= t.per-3 && r.End <= t.per-1 {
				a.use[k] = true
			}
		}
	}
	if t.word > 0 {
		a.tokens = append(a.tokens, t.word-1)
	}
	// "lasted more than half an hour": the verb that says how long;
	// "cost more than $50": the one that says how much
	if i := a.rs[t.start].Start - 1; i >= 0 {
		w := a.l.Tokens[i].Text
		if t.minutes > 0 && a.lx.Vocab.Is("duration.verb", w) || a.lx.currencyUnit(t.unit) && a.lx.Vocab.Is("money.verb", w) {
			a.tokens = append(a.tokens, i)
		}
	}
}

// unitNote says how a threshold with a unit is compared with each row's
// column: in a length of time, with the number in the column's unit.
func (a *assembler) unitNote(t threshold, column string) string {
	if _, col := a.lx.ColumnOf(column); col != nil && t.minutes > 0 && a.lx.minutesIn(col.Unit) > 0 {
		return fmt.Sprintf("%q is compared with each row's %s, in %s (%s).", a.thresholdText(t), column, col.Unit, num(a.lx.inMinutes(t, col.Unit)))
	}
	return fmt.Sprintf("%q is compared with each row's %s, in %s.", a.thresholdText(t), column, t.unit)
}

// read reports a token some reading of the lattice covers (other than as
// a unit of time: "10 days").
func (a *assembler) read(i int) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		if slices.ContainsFunc(a.l.At[k], func(r Reading) bool { return r.Start <= i && i < r.End && !(r.Kind == Func && r.Name == "unit.time") }) {
			return true
		}
	}
	return false
}

// metricUnit reports a stem of some metric's unit ("hour" of "hours").
func (lx *Lexicon) metricUnit(stem string) bool {
	for _, m := range lx.Snap.Metrics {
		if slices.Contains(stemsOf(m.Unit), stem) {
			return true
		}
	}
	return false
}

// inUnit reports a metric in the unit of a threshold: the same currency
// or symbol, or a unit word of the same stem.
func (lx *Lexicon) inUnit(metric string, t threshold) bool {
	m := lx.Snap.Metrics[metric]
	if m == nil {
		return false
	}
	if t.minutes > 0 {
		return lx.minutesIn(m.Unit) > 0
	}
	if t.word > 0 {
		return slices.Contains(stemsOf(m.Unit), t.unit)
	}
	return strings.EqualFold(m.Unit, t.unit)
}

// columnCondition compares each row's column with the threshold; k is the
// reading that names it (-1: the threshold's unit alone said which).
func (a *assembler) columnCondition(ti int, t threshold, k int, column string) {
	v := t.num
	_, col := a.lx.ColumnOf(column)
	if t.unit == "%" && col != nil && a.lx.Vocab.Is("unit.fraction", strings.ToLower(strings.TrimSpace(col.Unit))) {
		v /= 100 // "at least 20%" of a column of fractions is 0.2
	}
	if col != nil {
		v = a.lx.inMinutes(threshold{num: v, minutes: t.minutes}, col.Unit)
		if week := a.lx.minutesIn("week"); t.minutes >= week && a.lx.workingDays(column) {
			// "more than 2 weeks" of a column of working days: 14, or 10
			work := t.num * t.minutes / week * 5
			a.workdays = &workdayCond{cond: len(a.q.Conds), num: work, note: fmt.Sprintf("%q is read as %s working days (%s counts working days).", a.thresholdText(t), num(work), column), said: fmt.Sprintf("%q is compared", a.thresholdText(t))}
		}
	}
	text := a.thresholdText(t)
	if k >= 0 {
		text += " " + a.text(k)
	}
	a.q.Conds = append(a.q.Conds, Cond{Column: column, Op: t.op, Num: v, Text: text, At: a.rs[t.start].Start})
	a.consumeThreshold(t)
	// "lasted more than 3 nights": the verb that says how long, of a
	// column in a unit of the workspace's own named after the number
	if i := a.rs[t.start].Start - 1; k >= 0 && a.rs[k].Start >= a.rs[t.end].End && i >= 0 && a.lx.Vocab.Is("duration.verb", a.l.Tokens[i].Text) {
		a.tokens = append(a.tokens, i)
	}
	if k >= 0 {
		a.consume(k)
		a.target[k] = ti + 1
		a.dropMeasure(k)
	}
	a.unitWord(t, column)
}

// having compares a metric per entity: the entity is the group, or the
// noun the question names before the comparison ("customers with more
// than 10 orders", "orders over $1,000").
func (a *assembler) having(ti int, t threshold, metric string, k int) {
	num := t.num
	if m := a.lx.Snap.Metrics[metric]; m != nil {
		num = a.lx.inMinutes(t, m.Unit)
	}
	a.q.Having = append(a.q.Having, Cond{Metric: metric, Op: t.op, Num: num, Text: a.thresholdText(t)})
	// "at least one Denver flight that showed a profit of more than
	// $20,000", of a profit no one column holds: said of one row, but
	// compared with the total of each one's rows
	if m := a.lx.Snap.Metrics[metric]; m != nil && !a.lx.countMetric(metric) && a.rowSaidBefore(t, metric) {
		a.q.Doubts = append(a.q.Doubts, fmt.Sprintf("%q is said of one row of %s, but compared with the total %s of all of them.", a.thresholdText(t), m.Table, lower(a.lx.measureLabel(&Measure{Metric: metric}))))
	}
	a.consumeThreshold(t)
	// "an average stay of more than 6 days": the metric's unit after the number
	if m := a.lx.Snap.Metrics[metric]; m != nil && t.end >= 0 && t.end < len(a.rs) {
		if i := a.rs[t.end].End; i < len(a.l.Tokens) && a.l.Weight[i] > 0 && slices.Contains(stemsOf(m.Unit), a.l.Tokens[i].Stem) {
			a.tokens = append(a.tokens, i)
		}
	}
	if k >= 0 {
		a.consume(k)
		a.target[k] = ti + 1
		a.dropMeasure(k)
	}
}

// dropMeasure undoes a measure read from reading k, now a comparison's target.
func (a *assembler) dropMeasure(k int) {
	r := a.rs[k]
	if a.q.Measure != nil && (a.q.Measure.Metric == r.Name && r.Kind == Metric || a.q.Measure.Column == r.Name && r.Kind == Column) {
		a.q.Measure = nil
		if len(a.q.Also) > 0 {
			m := a.q.Also[0]
			a.q.Measure, a.q.Also = &m, a.q.Also[1:]
		}
	}
}

func (lx *Lexicon) metricNames() []string {
	out := make([]string, 0, len(lx.Snap.Config.Metrics))
	for _, m := range lx.Snap.Config.Metrics {
		out = append(out, m.Name)
	}
	return out
}

// includedValue reports a value counted in, which is no condition and
// says nothing of the nouns beside it ("state polls (DC included)").
func (a *assembler) includedValue(k int) bool {
	r := a.rs[k]
	return slices.ContainsFunc(a.q.Included, func(t string) bool { return slices.Contains(strings.Fields(t), a.l.Tokens[r.Start].Text) }) &&
		!slices.ContainsFunc(a.q.Conds, func(c Cond) bool { return c.Dim == r.Name && slices.Contains(c.Values, r.Value) })
}

// contexts uses the nouns that say whose a value is: "German customers",
// "customers in London", "suppliers from Japan". The noun may be what is
// counted too ("how many customers outside the USA").
func (a *assembler) contexts() {
	s := a.lx.Snap
	for k, r := range a.rs {
		if r.Kind != Value || !a.use[k] {
			continue
		}
		if a.includedValue(k) {
			continue
		}
		valueTable := ""
		if d := s.Dimensions[r.Name]; d != nil {
			valueTable = d.Table
		} else if t, _, ok := strings.Cut(r.Name, "."); ok {
			valueTable = t
		}
		if valueTable == "" {
			continue
		}
		// the nearest noun: the one after the value ("UK employees"),
		// else the one before ("customers in the UK")
		for _, n := range []int{a.next(k), a.prev(k), a.prev(a.prev(k))} {
			if n < 0 || !a.use[n] || slices.Contains(a.mentions, n) || n == a.next(k) && a.possessive(k) {
				continue
			}
			nr := a.rs[n]
			if nr.Kind != Table && nr.Kind != Dimension && nr.Kind != Metric && (nr.Kind != Filter || a.filterNoun(n) == "" || a.countedFilter() == "") || nr.Via == "verb" {
				continue // a verb ("ordered") is not whose the value is
			}
			table := a.mentionTable(n)
			if nr.Kind == Filter {
				table = a.filterNoun(n) // "how many current customers in EMEA"
			}
			if nr.Kind == Metric && a.lx.countMetric(nr.Name) {
				table = a.lx.Snap.Metrics[nr.Name].Table
			}
			if r.Via != "column value" {
				a.ownerPrior(table, valueTable, n, k, r.Name)
			}
			a.negatedVia(n, k)
			break
		}
	}
	var keep []int
	for _, m := range a.mentions {
		// "how many people quit": the noun is the rows the metric beside it
		// counts (a count of the table's rows, said by its verb)
		if a.countedBy(m) {
			a.consume(m)
			continue
		}
		used := false
		for _, k := range []int{a.prev(m), a.next(m), a.next(a.next(m))} {
			// a filter qualifies its noun ("late shipments"), which stays
			// the thing counted or listed; a value's noun says whose it is
			// ("Reyes's team": the noun after a possessive is what the
			// value has, not whose it is)
			if k < 0 || a.rs[k].Kind != Value || k == a.prev(m) && a.possessive(k) || a.includedValue(k) {
				continue
			}
			table := ""
			if d := s.Dimensions[a.rs[k].Name]; d != nil {
				table = d.Table
			} else if t, _, ok := strings.Cut(a.rs[k].Name, "."); ok {
				table = t
			}
			// "units of items made in Peru": the noun is what the
			// value's rows describe, one step from it and from the measure's
			// rows; the measure stays what is summed
			// (not when the words are a value of the noun's own rows too:
			// "no gas meter" is a meter's fuel, not the bills' of a meter)
			through := table != "" && a.q.Measure != nil && a.rs[k].Via != "column value" && a.lx.hops(a.mentionTable(m), table) == 1 &&
				a.lx.hops(a.lx.measureTable(a.q.Measure), a.mentionTable(m)) == 1 && !a.valueOfTable(k, a.mentionTable(m))
			if table != "" && a.mentionTable(m) == table || through {
				used = true
				a.consume(m)
				a.negatedVia(m, k)
				// a column no dimension declares is a weaker reading: the
				// noun does not make it a better one
				if a.rs[k].Via != "column value" {
					a.ownerPrior(a.mentionTable(m), table, m, k, a.rs[k].Name)
				}
				break
			}
			// "the orders of Alfreds Futterkiste": the value names what the
			// noun's rows belong to; the noun stays what is listed
			// (credited only while the noun can still be what is counted or
			// listed: beside another measure it would be left unread)
			if table != "" && a.rs[k].Via != "column value" && a.lx.labelDimension(table) == a.rs[k].Name && a.lx.hops(a.mentionTable(m), table) == 1 && a.q.Measure == nil {
				a.ownerPrior(a.mentionTable(m), table, m, k, a.rs[k].Name)
				break
			}
		}
		if !used && a.onPath(m) {
			a.consume(m)
			continue
		}
		if !used && a.ownerOfRows(m) {
			a.consume(m)
			continue
		}
		// "list the customers in Mexico": whose the value is, and what is
		// listed
		if !used || a.cue("listing") && a.q.Measure == nil {
			keep = append(keep, m)
		}
	}
	a.mentions = keep
}

// filterOfNoun: the noun that names what is counted or listed and that a
// filter on the same table declares too ("staff" of employees, and of the
// filter "staff", not contractors) says both: the rows are those of the
// filter ("how many of our current staff have never had a request
// rejected" counts no contractor).
func (a *assembler) filterOfNoun() {
	q := a.q
	counted := ""
	switch {
	case q.Entity != nil:
		if ts := a.lx.groupTables(&Query{Groups: []Group{*q.Entity}}); len(ts) == 1 {
			counted = ts[0]
		}
	case q.Measure != nil && q.Measure.Table != "" && q.Measure.Agg == "":
		counted = q.Measure.Table
	case q.List && q.Measure == nil && len(q.Groups) == 1 && strings.HasSuffix(q.Groups[0].Column, ".*"):
		counted = strings.TrimSuffix(q.Groups[0].Column, ".*")
	}
	if counted == "" {
		return
	}
	for k, r := range a.rs {
		// ("how many of our current staff": the noun ending the filter
		// "current staff" is the filter "staff" too)
		if a.use[k] && r.Kind == Filter && a.filterNoun(k) == counted {
			for _, x := range a.l.At[r.End-1] {
				f := a.lx.Snap.Filters[x.Name]
				if x.Kind == Filter && x.End == r.End && x.Name != r.Name && f != nil && f.Table == counted && !slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter == x.Name }) {
					q.Conds = append(q.Conds, Cond{Filter: x.Name, Text: a.l.Tokens[r.End-1].Text, At: r.End - 1})
				}
			}
		}
		if !a.use[k] || (r.Kind != Table || r.Name != counted) && (r.Kind != Dimension || q.Entity == nil || q.Entity.Dim != r.Name) {
			continue
		}
		// "how many current customers have never had a gas bill": a
		// filter whose name ends with the counted noun, its first words
		// said before it and read as nothing else, keeps the things
		// counted
		for s := r.Start - 1; s >= 0 && s >= r.Start-3 && !a.tokenUsed(s); s-- {
			for _, x := range a.l.At[s] {
				f := a.lx.Snap.Filters[x.Name]
				if x.Kind != Filter || x.End != r.End || f == nil || f.Table != a.mentionTable(k) || slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter == x.Name }) {
					continue
				}
				q.Conds = append(q.Conds, Cond{Filter: x.Name, Text: strings.Join(texts(a.l.Tokens[s:r.End]), " "), At: s})
				for i := s; i < r.Start; i++ {
					a.tokens = append(a.tokens, i)
				}
			}
		}
		if r.Kind != Table {
			continue
		}
		for _, x := range a.l.At[r.Start] {
			f := a.lx.Snap.Filters[x.Name]
			if x.Kind != Filter || x.End != r.End || f == nil || f.Table != counted || slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Filter == x.Name }) {
				continue
			}
			q.Conds = append(q.Conds, Cond{Filter: x.Name, Text: a.text(k), At: r.Start})
		}
	}
}

// afterThreshold reports reading m said after the first words of the
// comparison a having condition was read from.
func (a *assembler) afterThreshold(m int) bool {
	for _, t := range a.thresholds {
		if len(a.q.Having) > 0 && a.q.Having[0].Text == a.thresholdText(t) && t.start >= 0 {
			return a.rs[m].Start > a.rs[t.start].Start
		}
	}
	return false
}

// thingsOf is what tells the rows of table apart when they are counted
// or compared each: its naming dimension, else its key; nil when neither.
func (lx *Lexicon) thingsOf(table string) *Group {
	if d := lx.labelDimension(table); d != "" {
		return &Group{Dim: d}
	}
	if key := lx.keyOf(table); key != "" {
		return &Group{Column: key}
	}
	return nil
}

// valueOfTable reports a reading of the words of value reading k as a
// value of a dimension of table t.
func (a *assembler) valueOfTable(k int, t string) bool {
	r := a.rs[k]
	return slices.ContainsFunc(a.l.At[r.Start], func(x Reading) bool {
		d := a.lx.Snap.Dimensions[x.Name]
		return x.Kind == Value && x.End == r.End && x.Value == r.Value && d != nil && d.Table == t
	})
}

// perThings makes the query a rate over the rows of table, the things a
// filter or a value's phrasing names after "each" or "per", when rate
// says the question asks one (an average) and nothing else is the rate's
// denominator yet.
func (a *assembler) perThings(ch []int, table string, rate bool) {
	if !rate || a.has(ch, "each", "per") < 0 || a.q.Per != nil || a.lx.keyOf(table) == "" || a.q.Measure != nil && a.lx.measureTable(a.q.Measure) == table {
		return
	}
	a.q.Per = &Measure{Table: table}
	a.consume(a.has(ch, "per", "group", "each"), a.rateAvg())
}

// nounOf reports token i read as a noun of table t: the table, or a
// filter of its rows ("member" of the loyalty members, guests).
func (a *assembler) nounOf(i int, t string) bool {
	return slices.ContainsFunc(a.l.At[i], func(x Reading) bool {
		f := a.lx.Snap.Filters[x.Name]
		return x.End == i+1 && (x.Kind == Table && x.Name == t || x.Kind == Filter && f != nil && f.Table == t)
	})
}

// tokenUsed reports a token inside a reading the query uses, or one it
// reads as words of its own.
func (a *assembler) tokenUsed(i int) bool {
	for k, r := range a.rs {
		if a.use[k] && r.Start <= i && i < r.End {
			return true
		}
	}
	return slices.Contains(a.tokens, i)
}

// inclusions: a condition said with a word that counts its rows in as well
// ("how many products sold more than 600 units? Count the discontinued ones
// too", "including discontinued products") restricts nothing; the words
// are read as that.
func (a *assembler) inclusions() {
	q := a.q
	words := texts(a.l.Tokens)
	said := func(i int, class string) bool {
		if i < 0 || i >= len(words) {
			return false
		}
		_, n := a.lx.Vocab.Match(class, words, i)
		return n > 0
	}
	q.Conds = slices.DeleteFunc(q.Conds, func(c Cond) bool {
		if c.Filter == "" && c.Dim == "" || c.Exclude || c.Part {
			return false
		}
		k := slices.IndexFunc(a.rs, func(r Reading) bool { return r.Start == c.At && (r.Kind == Filter || r.Kind == Value) })
		if k < 0 || !a.use[k] {
			return false
		}
		r := a.rs[k]
		before, after := -1, -1
		for i := r.Start - 1; i >= max(0, r.Start-2); i-- {
			if said(i, "inclusion.before") {
				before = i
				break
			}
		}
		// (the noun said again after it: "the discontinued ones too")
		afterN := 1
		for i := r.End; i <= min(len(a.l.Tokens)-1, r.End+2); i++ {
			if said(i, "inclusion.after") {
				after = i
				_, afterN = a.lx.Vocab.Match("inclusion.after", words, i)
				break
			}
			if a.l.Tokens[i].Clause || a.l.Tokens[i].Sentence {
				break
			}
			// (another condition between is what is included: "state
			// polls (DC included)")
			if slices.ContainsFunc(a.rs, func(x Reading) bool { return x.Start == i && (x.Kind == Value || x.Kind == Filter) && x.End > r.End }) {
				break
			}
		}
		if before < 0 && after < 0 {
			return false
		}
		// (every word of it: "counts as one")
		end := after + afterN
		for j, x := range a.rs {
			if x.Start <= before && before < x.End || after >= 0 && x.Start < end && after < x.End {
				a.consume(j)
			}
		}
		if before >= 0 {
			a.tokens = append(a.tokens, before)
		}
		for i := after; after >= 0 && i < end; i++ {
			a.tokens = append(a.tokens, i)
		}
		from, to := r.Start, r.End
		if before >= 0 {
			from = before
		}
		if after >= 0 {
			to = end
		}
		text := strings.Join(words[from:to], " ")
		q.Notes = append(q.Notes, fmt.Sprintf("%q counts them in: no condition.", text))
		q.Included = append(q.Included, text)
		return true
	})
}

// passiveCount: things counted through the rows of what happened to them,
// said with a passive verb ("how many bikes got dropped off at Pier 52": the
// bikes, or the drop-offs, a bike dropped off twice counted twice) may be
// counted either way; the reading counts each thing once and says so.
func (a *assembler) passiveCount() {
	q := a.q
	m := q.Measure
	if m == nil || m.Metric != "" || m.Column != "" || m.Agg != "" {
		return
	}
	own := m.Table
	if d := a.lx.Snap.Dimensions[m.Dim]; d != nil {
		own = d.Table
	}
	if own == "" {
		return
	}
	if base, err := a.lx.Base(q); err != nil || base == own {
		return
	}
	for k, r := range a.rs {
		if !a.use[k] || !(r.Kind == Table && r.Name == m.Table || r.Kind == Dimension && r.Name == m.Dim) {
			continue
		}
		// ("how many different bikes were ridden": each once, as said)
		if a.has(a.chain(k), "agg.distinct") >= 0 || a.l.funcBefore(r.Start, "agg.distinct") {
			return
		}
		// (a noun after it is no passive verb: "agents got tickets")
		if e := r.End; e+1 < len(a.l.Tokens) && a.lx.Vocab.Is("passive", a.l.Tokens[e].Text) && a.l.Weight[e+1] > 0 &&
			!slices.ContainsFunc(a.l.At[e+1], func(x Reading) bool { return x.Kind == Table }) {
			q.Doubts = append(q.Doubts, fmt.Sprintf("%q counts each of them once; counted each time it happened the number is another.", strings.Join(texts(a.l.Tokens[r.Start:e+2]), " ")))
			return
		}
	}
}

// onPath reports a table's noun said against a dimension or value whose
// table the measure reaches through the noun's table: "which vendor's
// products sold the fewest units" (units of order lines, through products,
// to suppliers) names the way, not another thing.
func (a *assembler) onPath(m int) bool {
	if a.q.Measure == nil || a.rs[m].Kind != Table {
		return false
	}
	t, own := a.rs[m].Name, a.lx.measureTable(a.q.Measure)
	// (the dimension said just before the noun, and broken down by)
	if k := a.prev(m); k >= 0 && a.use[k] && a.rs[k].Kind == Dimension && slices.ContainsFunc(a.q.Groups, func(g Group) bool { return g.Dim == a.rs[k].Name }) {
		d := a.lx.Snap.Dimensions[a.rs[k].Name]
		if d == nil || own == t {
			return false
		}
		// ("which district's branches": the dimension's own rows, named
		// by the list its role table is of)
		if sameList(a.lx.Snap.Tables[t], a.lx.Snap.Tables[d.Table]) {
			return true
		}
		// ("which alliance's carriers": the rows the dimension is of)
		if h1, h2 := a.lx.hops(own, t), a.lx.hops(t, d.Table); h1 > 0 && h2 >= 0 && h1+h2 == a.lx.hops(own, d.Table) {
			return true
		}
	}
	return false
}

// ownerOfRows reports a table's noun said of the rows measured, which each
// belong to one of its rows by the one join there is between them: "median
// LOS for cardiology patients discharged in 2023" (the patients' stays),
// "how much did riders pay in fares" (the riders' trips). Nothing is
// asked of it; the measure stays what it is. A noun that a count asks for
// ("how many patients were discharged") is the thing counted, not this.
func (a *assembler) ownerOfRows(m int) bool {
	// (nor one a breakdown, a list or a ranking word is said of, read or
	// not in this reading: "by country and category")
	if a.q.Measure == nil || a.rs[m].Kind != Table || a.has(a.chain(m), "agg.count", "agg.distinct") >= 0 ||
		a.l.funcBefore(a.rs[m].Start, "group", "list", "per", "each", "which", "order.desc", "order.asc") {
		return false
	}
	own, t := a.lx.measureTable(a.q.Measure), a.rs[m].Name
	if own == "" || own == t || !a.lx.belongsTo(own, t) || strings.HasPrefix(a.rs[m].Via, "typo") {
		return false
	}
	// a word that may also name a value or a condition says which rows
	// ("ride minutes by members": of member riders)
	// (or whose table is in two roles: "a branch" of a loan's borrowing,
	// return or home branch)
	dims := map[string]bool{}
	for i := a.rs[m].Start; i < a.rs[m].End; i++ {
		for _, r := range a.l.At[i] {
			switch {
			case r.Kind == Value || r.Kind == Filter || r.Kind == Func && r.Name == "role":
				return false
			case r.Kind == Dimension:
				dims[r.Name] = true
			}
		}
	}
	if len(dims) > 1 {
		return false
	}
	// a noun beside another noun is one name ("product categories"); a
	// value said on the noun is of its rows or of the rows measured
	// ("cardiology patients"), else the noun is how the value reaches the
	// measure ("Italian-made products" of order lines: the products' maker)
	if p := a.prev(m); p >= 0 && a.rs[p].End == a.rs[m].Start && (a.rs[p].Kind == Table || a.rs[p].Kind == Dimension || a.rs[p].Kind == Column || a.rs[p].Kind == Metric && a.lx.countMetric(a.rs[p].Name)) {
		return false
	}
	if n := a.next(m); n >= 0 && a.rs[n].Start == a.rs[m].End && (a.rs[n].Kind == Table || a.rs[n].Kind == Metric && a.lx.countMetric(a.rs[n].Name)) {
		return false
	}
	// ("the item declared lost", "Hamilton's team": a word beside it that
	// nothing reads may say which of its rows; "carriers by passengers":
	// a breakdown word after it makes it what is broken down)
	unread := func(i int) bool {
		return i >= 0 && i < len(a.l.Tokens) && a.l.Weight[i] > 0 && !slices.ContainsFunc(a.rs, func(r Reading) bool { return r.Start <= i && i < r.End })
	}
	if unread(a.rs[m].Start-1) || unread(a.rs[m].End) || a.is(a.next(m), "group", "per") {
		return false
	}
	if p := a.prev(m); p >= 0 && a.rs[p].Kind == Value {
		if d := a.lx.Snap.Dimensions[a.rs[p].Name]; d == nil || d.Table != t && d.Table != own {
			return false
		}
	}
	// a count's noun comes first: "how many trips did riders take" counts
	// trips; "of the riders who signed up, how many took a trip" riders
	if me := a.q.Measure; me.Metric != "" && a.lx.countMetric(me.Metric) || me.Metric == "" && me.Column == "" {
		said := -1
		for j, r := range a.rs {
			if a.use[j] && (r.Kind == Metric && r.Name == me.Metric && me.Metric != "" || r.Kind == Table && r.Name == me.Table && me.Table != "") {
				said = j
				break
			}
		}
		if said < 0 || a.rs[said].Start > a.rs[m].Start {
			return false
		}
	}
	// nothing else is said of its rows: no breakdown by what they have
	for _, g := range a.q.Groups {
		if d := a.lx.Snap.Dimensions[g.Dim]; d != nil && d.Table == t || strings.HasPrefix(g.Column, t+".") {
			return false
		}
	}
	return true
}

// funcBefore reports a function word of one of the classes just before
// token i, with only words that weigh nothing between.
func (l *Lattice) funcBefore(i int, classes ...string) bool {
	for j := i - 1; j >= 0; j-- {
		if slices.ContainsFunc(l.At[j], func(r Reading) bool { return r.Kind == Func && r.End == i && slices.Contains(classes, r.Name) }) {
			return true
		}
		if l.Weight[j] > 0 || len(l.At[j]) > 0 {
			return false
		}
		i = j
	}
	return false
}

// belongsTo reports a table whose rows each belong to one row of table
// to, by joins each to one row, one way only (two ways would be two roles:
// a flight's origin and destination airports): order lines belong to
// their order's customer.
func (lx *Lexicon) belongsTo(table, to string) bool {
	return lx.waysUp(table, to, 3) == 1
}

// waysUp counts the ways from table to table to by joins to one row, at
// most depth of them.
func (lx *Lexicon) waysUp(table, to string, depth int) int {
	if table == to {
		return 1
	}
	t := lx.Snap.Tables[table]
	if t == nil || depth == 0 {
		return 0
	}
	n := 0
	for _, j := range t.Joins {
		if j.From == table && (j.Kind == config.JoinManyToOne || j.Kind == config.JoinOneToOne) {
			n += lx.waysUp(j.To, to, depth-1)
		}
	}
	return n
}

// countsNext reports a table's noun just before a metric that counts the
// table's rows by its verb: "how many people quit" (quit: voluntary
// leavers, a count of employees).
func (a *assembler) countsNext(k int) bool {
	n := a.next(k)
	if n < 0 || a.rs[n].Kind != Metric || !a.lx.countsRows(a.rs[n].Name) {
		return false
	}
	return a.lx.Snap.Metrics[a.rs[n].Name].Table == a.rs[k].Name
}

// countedBy reports a table's noun said against the measure's metric, the
// rows the metric is computed over: "how many people quit", "employees
// who resigned", "on-time % for flights".
func (a *assembler) countedBy(m int) bool {
	me := a.q.Measure
	if me == nil || me.Metric == "" || me.Agg != "" || a.rs[m].Kind != Table || a.lx.Snap.Metrics[me.Metric].Table != a.rs[m].Name {
		return false
	}
	// (a sum's noun may say what is summed as well as whose: "delivery
	// costs" is left to the other readings)
	if a.lx.summedColumn(me.Metric) != "" || strings.HasPrefix(strings.ToUpper(strings.TrimSpace(a.lx.Snap.Metrics[me.Metric].Expr)), "SUM(") {
		return false
	}
	for _, k := range []int{a.next(m), a.prev(m)} {
		if k >= 0 && a.use[k] && a.rs[k].Kind == Metric && a.rs[k].Name == me.Metric {
			return true
		}
	}
	return false
}

// nounAfter reports a noun of rows said right after reading k ("high
// priority repair tickets"): the rows are what a count before both counts,
// k only says which of them.
func (a *assembler) nounAfter(k int) bool {
	n := a.next(k)
	if n < 0 || a.rs[n].Start != a.rs[k].End {
		return false
	}
	r := a.rs[n]
	return r.Kind == Table || r.Kind == Metric && !isVerb(r) && a.lx.countMetric(r.Name)
}

// ownerPrior credits a noun that says whose a value is: the value is of
// the noun's own rows ("customers in Mexico"), or names the one thing each
// of them belongs to ("the orders of Alfreds Futterkiste": each order has
// one customer, and the value is a customer's name, not an attribute).
//
// A noun is credited once: a reading that splits one phrasing into two
// values ("checked out" as a status, then "at Elm Park") says no more of
// whose they are than the phrasing whole ("checked out at Elm Park").
func (a *assembler) ownerPrior(nounTable, valueTable string, n, k int, dim string) {
	if a.owner[n] {
		return
	}
	switch {
	case nounTable == valueTable:
		a.q.Score.prior(0.08, fmt.Sprintf("%q says whose %q is", a.text(n), a.text(k)))
	case a.lx.labelDimension(valueTable) == dim && a.lx.hops(nounTable, valueTable) == 1 && a.rs[k].Score >= 0.95:
		a.q.Score.prior(0.06, fmt.Sprintf("%q belong to %q", a.text(n), a.text(k)))
	default:
		return
	}
	if a.owner == nil {
		a.owner = map[int]bool{}
	}
	a.owner[n] = true
}

// nounTable is the table whose rows reading k names: its table, or the
// table a count metric counts the rows of ("ticket" of tickets).
func (a *assembler) nounTable(k int) string {
	if r := a.rs[k]; r.Kind == Metric && a.lx.countMetric(r.Name) {
		return a.lx.measureTable(&Measure{Metric: r.Name})
	}
	return a.mentionTable(k)
}

// mentionTable is the table an entity noun names.
func (a *assembler) mentionTable(k int) string {
	r := a.rs[k]
	switch r.Kind {
	case Table:
		return r.Name
	case Dimension:
		if d := a.lx.Snap.Dimensions[r.Name]; d != nil {
			return d.Table
		}
	}
	return ""
}

// defaults completes what the words leave open: what is counted or
// listed when no measure is named, and which noun a ranking ranks.
func (a *assembler) defaults() {
	q := a.q
	if q.Intent != IntentData {
		return
	}
	mentionGroup := func(m int) Group {
		r := a.rs[m]
		if r.Kind == Dimension {
			return Group{Dim: r.Name}
		}
		return Group{Dim: a.lx.labelDimension(r.Name)}
	}
	mentionMeasure := func(m int) Measure {
		r := a.rs[m]
		if r.Kind == Dimension {
			return Measure{Dim: r.Name}
		}
		return Measure{Table: r.Name}
	}
	// "how many orders over $1,000": the count metric counts the entity
	// the comparison is about
	if len(q.Having) > 0 && q.Entity == nil && q.Measure != nil && q.Measure.Metric != "" && a.lx.countMetric(q.Measure.Metric) && q.Measure.Metric != q.Having[0].Metric {
		col := a.lx.countedColumn(q.Measure.Metric)
		if col == "" && a.lx.countsRows(q.Measure.Metric) {
			// "how many outages lasted longer than 12 hours": a count of
			// rows counts each row, by its key
			// (a table no other references only by an id of its own, and
			// only for a value of each row: a count of each row is none)
			if m := a.lx.Snap.Metrics[q.Measure.Metric]; m != nil {
				col = a.lx.keyOf(m.Table)
				if h := a.lx.Snap.Metrics[q.Having[0].Metric]; col == "" && h != nil && h.Table == m.Table && !a.lx.countMetric(h.Name) {
					col = a.lx.rowKey(m.Table)
				}
			}
		}
		if col != "" {
			q.Entity = &Group{Column: col}
			q.Measure = havingMeasure(q.Having[0])
		}
	}
	// "how many routes had over 15,000 passengers": a count of a dimension
	// or table with a comparison counts the ones that pass it
	if len(q.Having) > 0 && q.Entity == nil && q.Measure != nil && (q.Measure.Dim != "" || q.Measure.Table != "") {
		g := Group{Dim: q.Measure.Dim}
		if g.Dim == "" {
			if g.Dim = a.lx.labelDimension(q.Measure.Table); g.Dim == "" {
				g = Group{Column: a.lx.keyOf(q.Measure.Table)}
			}
		}
		if g.Dim != "" || g.Column != "" {
			q.Entity = &g
			q.Measure = havingMeasure(q.Having[0])
		}
	}
	if q.Measure == nil && q.Order != "" && len(q.Having) == 0 {
		a.frequency(mentionGroup)
	}
	switch {
	case len(q.Having) > 0 && q.Measure == nil:
		// "orders over $1,000", "customers with more than 10 orders"
		// (said before the comparison, when a filter of the things is
		// said: "how many current customers have no gas meter" names
		// what the comparison counts)
		if len(a.mentions) > 0 && !(a.afterThreshold(a.mentions[0]) && a.countedFilter() != "") {
			m := a.mentions[0]
			a.consume(m)
			a.mentions = a.mentions[1:]
			g := mentionGroup(m)
			if g.Dim == "" {
				// (a table no other references, by an id of its own:
				// "how many polls had Clinton ahead by more than 5")
				g = Group{Column: a.lx.rowKey(a.rs[m].Name)}
			}
			if g.Dim != "" || g.Column != "" {
				q.Entity = &g
			}
		} else if len(q.Groups) > 0 {
			g := q.Groups[0]
			q.Entity = &g
			q.Groups = q.Groups[1:]
		} else if t := a.countedFilter(); t != "" && a.lx.Snap.Metrics[q.Having[0].Metric] != nil && a.lx.hops(a.lx.Snap.Metrics[q.Having[0].Metric].Table, t) > 0 {
			// "how many open accounts have never had an electricity
			// bill": the things the filter said after the count word
			// keeps, each compared (the filter stays a condition on them)
			q.Entity = a.lx.thingsOf(t)
		} else if t := a.countedValue(); t != "" && !a.ownCount(t, q.Having[0].Metric) {
			// "how many different women took at least one ride": the
			// rows the value is of (the riders), each compared
			// (not by the count of those rows: each is one)
			q.Entity = a.lx.thingsOf(t)
			if q.Entity != nil {
				a.consumeCue("agg.distinct") // each counted once
			}
		} else if d := a.lx.Snap.Dimensions[q.TimeDim]; d != nil && q.Period != nil {
			// "of the people who signed up in 2023, how many have never
			// gone for a ride": the rows whose date the period is on,
			// when the compared measure's rows belong to them, each
			// compared
			if h := a.lx.Snap.Metrics[q.Having[0].Metric]; h != nil && h.Table != d.Table && a.lx.hops(h.Table, d.Table) > 0 {
				if ld := a.lx.labelDimension(d.Table); ld != "" {
					q.Entity = &Group{Dim: ld}
				} else if key := a.lx.rowKey(d.Table); key != "" {
					q.Entity = &Group{Column: key}
				}
			}
		}
		if q.Entity != nil {
			q.Measure = havingMeasure(q.Having[0])
			if !a.counted() {
				q.List = true
			}
		}
	case q.Measure == nil && len(a.mentions) > 0 && (len(q.Groups) > 0 || q.Grain != ""):
		// "employees by country", "rides per month"
		m := a.mentions[0]
		mm := mentionMeasure(m)
		q.Measure = &mm
		a.consume(m)
		a.mentions = a.mentions[1:]
	case q.Measure == nil && len(a.mentions) > 0 && !a.counted():
		// "customers in France", "products from Japanese suppliers"
		m := a.mentions[0]
		g := mentionGroup(m)
		if g.Dim == "" && g.Column == "" {
			g = Group{Column: a.mentionTable(m) + ".*"}
		}
		q.Groups = append([]Group{g}, q.Groups...)
		q.List = true
		a.consume(m)
		a.mentions = a.mentions[1:]
	case q.Measure == nil && len(q.Groups) == 0 && a.countedValue() != "":
		// "how many hip replacements": the rows that are the value, of
		// the table its dimension describes (counted by the metric that
		// counts them, if one does)
		t := a.countedValue()
		switch m, facts := a.lx.rowCount(t), a.lx.factsOf(t); {
		case m != "" && a.throughFacts(t, facts):
			// "how many different seniors borrowed a dvd": the rows the
			// value is of, found through the facts the other words are of
			// (not the metric counting them by another date)
			q.Measure = &Measure{Table: t}
		case m != "":
			q.Measure = &Measure{Metric: m}
		case len(facts) == 1 && a.lx.rowCount(facts[0]) != "" && a.lx.onePerValue(a.q, t):
			// a value that is one row of its table (a list of codes:
			// "Total hip replacement") is counted where it happens, the
			// rows that have it
			q.Measure = &Measure{Metric: a.lx.rowCount(facts[0])}
		default:
			q.Measure = &Measure{Table: t}
		}
		a.counted()
	case q.Measure == nil && len(q.Groups) == 0 && a.countedFilter() != "":
		// "how many current customers": the rows the filter keeps, its
		// name ending in their noun, counted (by the metric that counts
		// all of them, if one does)
		t := a.countedFilter()
		q.Measure = &Measure{Table: t}
		if m := a.lx.rowCount(t); m != "" && len(a.lx.Snap.Metrics[m].Filters) == 0 {
			q.Measure = &Measure{Metric: m}
		}
		a.counted()
	case q.Measure == nil && q.Order != "" && len(q.Groups) > 0 && a.verbRows() != "" && !a.nounAfterOrder():
		// "which 5 titles were borrowed most in 2024": the rows the verb
		// of their date says, counted, rank the groups
		q.Measure = &Measure{Metric: a.verbRows()}
	case q.Measure == nil && len(q.Groups) == 0 && len(q.Conds) == 0 && q.Grain == "" && a.freeCue("agg.count") >= 0 && a.lx.Snap.Dimensions[q.TimeDim] != nil && a.lx.Snap.Dimensions[q.TimeDim].Table != "":
		// "how many people signed up in Q1 2022", no noun of the rows
		// read: the rows the date said is of, counted (by the metric that
		// counts them by that date, if one does); not with a value said,
		// which may be the noun ("e-books" is no "book")
		t := a.lx.Snap.Dimensions[q.TimeDim].Table
		q.Measure = &Measure{Table: t}
		if m := a.lx.rowCount(t); m != "" && a.lx.Snap.Metrics[m].Time == q.TimeDim {
			q.Measure = &Measure{Metric: m}
		}
		a.counted()
	case q.Measure == nil && (len(q.Groups) > 0 || q.Grain != "" || len(q.Conds) > 0 || q.Period != nil) && a.lx.defaultMetric() != "":
		// nothing names a measure: the workspace's first metric, said so
		name := a.lx.defaultMetric()
		q.Measure = &Measure{Metric: name}
		if !a.namedInFilter(name) {
			q.Guessed++
			q.Notes = append(q.Notes, fmt.Sprintf("No measure was named, so %s is used.", lower(a.lx.measureLabel(q.Measure))))
		}
	}
	// "how many points higher was the late return rate on adult cards
	// than on senior cards": two values of one dimension against each
	// other, and the difference between them asked
	// (before a ranking is read into it)
	if c := a.contrast(); c != nil {
		q.Contrast = c
		q.Growth, q.Difference, q.Compare = false, 0, nil
		q.Order, q.Limit, q.Single, q.Nth = "", 0, false, 0
		q.Groups = slices.DeleteFunc(q.Groups, func(g Group) bool { return g.Dim == c.Dim })
		a.versusDim = ""
	}
	// "top 3 shoes": a ranking of a value ranks its members (the
	// products of the category), when one table's rows belong to it
	if q.Measure != nil && !q.List && len(q.Groups) == 0 && q.Grain == "" && q.Order != "" && len(a.mentions) == 0 {
		for _, c := range q.Conds {
			if c.Dim == "" || c.Exclude {
				continue
			}
			if m := a.lx.memberDimension(c.Dim); m != "" {
				q.Groups = append(q.Groups, Group{Dim: m})
				q.Notes = append(q.Notes, fmt.Sprintf("%s ranks the %s of %s.", c.Text, plural(lower(a.lx.dimLabel(m))), strings.Join(c.Values, ", ")))
				break
			}
		}
	}
	// "the best selling products": a ranking ranks the noun it names
	if q.Measure != nil && !q.List && len(q.Groups) == 0 && q.Grain == "" && (q.Order != "" || a.rankedBy) && len(a.mentions) > 0 {
		m := a.mentions[0]
		if g := mentionGroup(m); g.Dim != "" {
			q.Groups = append(q.Groups, g)
			if q.Order == "" {
				q.Order = "desc" // "accounts by billings": ranked, largest first
			}
			a.consume(m)
			if a.singular(m) && q.Limit == 0 {
				q.Single = true
			}
			a.mentions = a.mentions[1:]
		}
	}
	// an average per the measure's own rows is the average ("average
	// sample size per poll", "average fare per ticket")
	if m := q.Measure; q.Per != nil && m != nil && (m.Agg == "avg" || m.Agg == "" && m.Metric != "" && (a.lx.aggregates(m.Metric, "avg") || a.avgOfRate)) {
		own := a.lx.measureTable(m)
		if q.Per.Table == own || q.Per.Metric != "" && a.lx.countsRows(q.Per.Metric) && a.lx.Snap.Metrics[q.Per.Metric].Table == own {
			switch {
			case m.Agg == "avg" && q.Per.Metric != "" && len(a.lx.Snap.Metrics[q.Per.Metric].Filters) > 0 && !a.lx.filtersWithin(q.Per.Metric, m.Metric):
				// "on average, how much revenue per trip": the rows counted
				// are the metric's (trips not cancelled), not every row
				// averaged: the sum over that count
				switch {
				case m.Metric != "":
					m.Agg = ""
				case m.Column != "" && a.lx.sumOf(m.Column) != "":
					*m = Measure{Metric: a.lx.sumOf(m.Column)}
				case m.Column != "":
					m.Agg = "sum"
				default:
					q.Per = nil
				}
			case m.Agg == "avg" || m.Agg == "" && a.lx.aggregates(m.Metric, "avg"):
				q.Per = nil
			case a.avgOfRate && a.lx.summedColumn(m.Metric) != "" && a.lx.filtersWithin(q.Per.Metric, m.Metric):
				// "on average, how many passengers were on each flight":
				// the average of what the metric sums, over the rows that
				// have it
				q.Per = nil
				m.Agg = "avg"
			}
			// else a ratio: "on average, how much profit per completed
			// flight" is the profit over the count of completed flights
			// (the metric sums no one column, or the rows it is over are
			// not the ones asked for)
		}
	}
	// "what percentage of 2024 revenue came from fees": the share of
	// one metric in another whose expression sums what the first sums
	if m := q.Measure; q.Share && len(q.Also) == 1 && q.Per == nil && m != nil && m.Metric != "" && m.Agg == "" && q.Also[0].Metric != "" && q.Also[0].Agg == "" {
		part, whole := a.lx.partOf(m.Metric, q.Also[0].Metric)
		if part != "" {
			q.Measure, q.Per, q.Also = &Measure{Metric: part}, &Measure{Metric: whole}, nil
			for i := range q.Conds {
				q.Conds[i].Part = false
			}
		}
	}
	// "of our five highest-revenue routes, which one had the lowest load
	// factor": a first ranking whose rows the other measure ranks again
	if w := a.within(); w != nil {
		q.Within = w
	}
	// "Books vs Games": the two values side by side, by their
	// dimension
	if a.versusDim != "" && !slices.ContainsFunc(q.Groups, func(g Group) bool { return g.Dim == a.versusDim }) {
		q.Groups = append(q.Groups, Group{Dim: a.versusDim})
	}
	// "on average, how much did each Swiss client spend": the average
	// said before its total, over each of a breakdown's things, is a rate
	if m := q.Measure; a.eachGroup != nil && len(q.Groups) == 1 && a.eachGroupAt == 0 && q.Per == nil && q.Order == "" && q.Limit == 0 &&
		m != nil && m.Metric != "" && m.Agg == "" && a.lx.additive(m.Metric) {
		if avg := a.freeCue("agg.avg"); avg >= 0 {
			g := q.Groups[0]
			if g.Dim != "" {
				q.Per, q.Groups, q.Single = &Measure{Dim: g.Dim}, nil, false
				a.consume(avg)
			}
		}
	}
	// "on average, how many flights a day did each airline have": the
	// rate is per day, for each airline; not per airline, by day
	if q.Per != nil && q.Grain != "" && a.perGrain && len(q.Groups) == 0 && q.Per.Metric == "" && q.Per.Column == "" {
		dim := q.Per.Dim
		if dim == "" && q.Per.Table != "" {
			dim = a.lx.labelDimension(q.Per.Table)
		}
		for k, r := range a.rs {
			if a.use[k] && dim != "" && (r.Kind == Table && (r.Name == q.Per.Table || a.lx.labelDimension(r.Name) == dim) || r.Kind == Dimension && r.Name == dim) && a.eachIn(a.chain(k)) >= 0 {
				q.Groups, q.Per, q.Grain = []Group{{Dim: dim}}, &Measure{Grain: q.Grain}, ""
				break
			}
		}
	}
	// "on average, how many flights per day", "average daily revenue": the
	// measure over the days, not a breakdown by day; an average said of
	// the measure with "by month" stays a breakdown of it. Only a sum or a
	// count adds up over the days: the distinct patients of a year over
	// its months are not the average month's.
	if m := q.Measure; q.Grain != "" && q.Per == nil && len(q.Groups) == 0 && m != nil && m.Metric != "" && a.lx.additive(m.Metric) {
		if avg := a.freeCue("agg.avg"); avg >= 0 && (m.Agg == "" || m.Agg == "avg") || m.Agg == "avg" && a.perGrain {
			q.Per, q.Grain, m.Agg = &Measure{Grain: q.Grain}, "", ""
			a.consume(avg)
		}
	}
	// "slowest to resolve tickets, on average": an average said of a
	// metric that is one is the metric's own
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "" && !q.Share && len(q.Also) == 0 && q.Per == nil && a.lx.aggregates(m.Metric, "avg") {
		if avg := a.freeCue("agg.avg"); avg >= 0 {
			a.consume(avg)
		}
	}
	// "sales in both Peru and Chile" are the two together; "members who
	// borrowed both a DVD and an audiobook" the things counted that have
	// rows with each value (an intersection)
	if b := a.freeCue("both"); b >= 0 {
		if m := q.Measure; m != nil && (m.Metric != "" && a.lx.additive(m.Metric) && !a.lx.countMetric(m.Metric) || m.Agg == "sum") {
			for _, c := range q.Conds {
				if len(c.Values) >= 2 && c.At > a.rs[b].Start {
					a.consume(b)
					break
				}
			}
		} else if m != nil && a.lx.countsThings(m) && q.Entity == nil && len(q.Having) == 0 && !q.List && len(q.Groups) == 0 && q.Grain == "" {
			for i, c := range q.Conds {
				if c.Dim != "" && len(c.Values) >= 2 && !c.Exclude && c.Dated == nil && c.At > a.rs[b].Start {
					q.Conds[i].All = true
					a.consume(b)
					break
				}
			}
		}
	}
	// "room nights on the books": a metric said with a filter its own
	// filters leave no row for is the metric that counts the same thing
	// under that filter
	// (of a plain measure: an entity's comparison reads its rows apart)
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "" && q.Entity == nil && len(q.Having) == 0 {
		for i, c := range q.Conds {
			if c.Filter == "" || c.Exclude {
				continue
			}
			if y := a.lx.twinUnder(m.Metric, c.Filter); y != "" {
				q.Notes = append(q.Notes, fmt.Sprintf("%s for %s is %s.", a.lx.measureLabel(m), lower(a.lx.filterLabel(c.Filter)), lower(a.lx.measureLabel(&Measure{Metric: y}))))
				q.Measure = &Measure{Metric: y}
				q.Conds = slices.Delete(q.Conds, i, i+1)
				break
			}
		}
	}
	// "the on-time payment rate": the filter of a rate's own numerator,
	// read from its name's words, restates the rate
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "" {
		q.Conds = slices.DeleteFunc(q.Conds, func(c Cond) bool { return c.Filter != "" && !c.Exclude && a.lx.rateOf(c.Filter) == m.Metric })
	}
	// "by how many percentage points did Standard customers beat Fixed
	// Price 24 customers at paying their bills on time": a percentage
	// asked of a count, with a filter said, is the rate the workspace
	// declares of that filter (the share of its rows that pass it)
	if m := q.Measure; m != nil && m.Agg == "" && (m.Metric == "" || !a.lx.percentUnit(a.lx.Snap.Metrics[m.Metric].Unit)) && !q.Share && a.percentSaid() {
		for i, c := range q.Conds {
			if c.Filter == "" || c.Exclude {
				continue
			}
			if y := a.lx.rateOf(c.Filter); y != "" {
				q.Notes = append(q.Notes, fmt.Sprintf("A percentage of %s is %s.", lower(a.lx.filterLabel(c.Filter)), lower(a.lx.measureLabel(&Measure{Metric: y}))))
				q.Measure = &Measure{Metric: y}
				q.Conds = slices.Delete(q.Conds, i, i+1)
				for k := range a.rs {
					if a.is(k, "unit.percent") {
						a.consume(k)
					}
				}
				break
			}
		}
	}
	// "the average lead time, in days": the unit the measure is in, said
	// after "in"
	if m := q.Measure; m != nil && m.Metric != "" {
		if mt := a.lx.Snap.Metrics[m.Metric]; mt != nil && mt.Unit != "" {
			units := stemsOf(mt.Unit)
			for k, r := range a.rs {
				if !a.use[k] && r.Kind == Func && r.End == r.Start+1 && r.Start > 0 && slices.Contains(units, a.l.Tokens[r.Start].Stem) &&
					a.lx.Vocab.Is("time.of", a.l.Tokens[r.Start-1].Text) {
					a.consume(k)
				}
			}
		}
	}
	// "how many folks did the agency survey": a count word asks for
	// the number a summed metric adds up (people, units, passengers), not
	// an amount of money
	// (and a count metric's, with words between: "how many high-priority
	// repair tickets")
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "" && q.Entity == nil && !q.List && (a.lx.aggregates(m.Metric, "sum") || a.lx.countMetric(m.Metric)) && !a.lx.currencyThing(Reading{Kind: Metric, Name: m.Metric}) {
		if c := a.freeCue("agg.count"); c >= 0 {
			a.consume(c)
		}
	}
	// "tickets were reported", "orders were placed": the date a metric is
	// dated by, said with no period, is the metric's own event
	if m := q.Measure; m != nil && m.Metric != "" {
		if mt := a.lx.Snap.Metrics[m.Metric]; mt != nil && mt.Time != "" {
			for k, r := range a.rs {
				if !a.use[k] && r.Kind == Dimension && r.Name == mt.Time && (q.TimeDim == "" || q.TimeDim == r.Name) {
					a.consume(k)
				}
			}
		}
	}
	// "distinct products ... on orders placed in 1998": the rows named
	// just before the period, whose date the period applies to, say which
	// date it is (a count of an entity only: beside a metric they could be
	// the measure)
	if p := q.Period; p != nil && q.Measure != nil && q.Measure.Metric == "" {
		td := q.TimeDim
		if td == "" && q.Measure.Metric != "" {
			if mt := a.lx.Snap.Metrics[q.Measure.Metric]; mt != nil {
				td = mt.Time
			}
		}
		for k := len(a.rs) - 1; k >= 0; k-- {
			r := a.rs[k]
			if r.End > p.Start || !a.gapOK(r.End, p.Start) && !a.onlyFillerOrUsed(r.End, p.Start) {
				continue
			}
			if a.use[k] || r.Kind != Metric || !a.lx.countMetric(r.Name) {
				break
			}
			// a count of rows dated by the date the period applies to, or
			// by the date none has been said for yet
			// (whose rows are all the table's: a metric that filters them
			// would not count the same rows)
			mt := a.lx.Snap.Metrics[r.Name]
			if mt.Time == "" || td != "" && td != mt.Time || len(mt.Filters) > 0 {
				break
			}
			if td == "" {
				q.TimeDim, td = mt.Time, mt.Time
			}
			if td != mt.Time {
				break
			}
			a.consume(k)
		}
	}
	// a count averaged over nothing it is counted per has no rows to
	// average: the count, with its "average" left unread
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "avg" && q.Per == nil && a.countAvg >= 0 && a.lx.countMetric(m.Metric) {
		m.Agg = ""
		a.use[a.countAvg] = false
	}
	// an average per another entity is the ratio: "average number of
	// trips per station" is the trips over the stations, whatever the
	// metric aggregates its rows with
	if m := q.Measure; q.Per != nil && m != nil && m.Metric != "" && m.Agg == "avg" && !a.lx.aggregates(m.Metric, "avg") {
		m.Agg = ""
	}
	// "how many orders": the count cue is the count metric's; "how many
	// different vendors", the distinct one too when the metric counts
	// distinct values
	if q.Measure != nil && q.Measure.Metric != "" && a.lx.countMetric(q.Measure.Metric) {
		distinct := a.lx.countedColumn(q.Measure.Metric) != "" && !a.lx.countsRows(q.Measure.Metric)
		for k := range a.rs {
			if a.is(k, "agg.count") || distinct && a.is(k, "agg.distinct") {
				a.consume(k)
			}
		}
	}
	// "vendors with at least one Ohio shipment": a count of at least one
	// row is there being rows, which counting over the rows already says
	if len(q.Having) == 1 && q.List == false {
		h := q.Having[0]
		if hm := a.lx.Snap.Metrics[h.Metric]; hm != nil && a.lx.countMetric(h.Metric) && (h.Op == ">=" && h.Num == 1 || h.Op == ">" && h.Num == 0) &&
			q.Measure != nil && q.Measure.Metric == h.Metric && a.lx.countedColumn(h.Metric) != "" && !a.lx.countsRows(h.Metric) {
			q.Having, q.Entity = nil, nil
		}
	}
	// a count read from a noun alone, with no word that asks for a number
	// and nothing to break down or rank, could be a listing of the rows
	listing := a.cue("listing")
	if len(a.bare) > 0 && q.Measure != nil && !a.cue("agg.count") && len(q.Groups) == 0 && q.Grain == "" && q.Order == "" && len(q.Having) == 0 && !q.Share && !q.Growth {
		// events are counted ("admissions in 2023"), things listed
		// ("products from Japanese suppliers"): a count metric with a date
		// counts events
		dated := q.Measure.Metric != "" && a.lx.Snap.Metrics[q.Measure.Metric] != nil && a.lx.Snap.Metrics[q.Measure.Metric].Time != ""
		switch {
		case listing:
			q.Score.prior(-0.04, "a count where the question asks to see the rows")
		case !dated:
			q.Score.prior(-0.08, "a count of things no word asks for")
		}
	}
	if q.List && len(q.Groups) > 1 {
		q.Score.prior(-0.05, "a listing broken down by something")
	}
	if q.List {
		switch {
		case listing:
			q.Score.prior(0.05, "the question asks to see the rows")
			a.consumeCue("listing")
		case a.cue("agg.count"):
			q.Score.prior(-0.05, "a listing where the question counts")
		case len(q.Groups) > 0 && q.Groups[0].Column != "" && strings.HasSuffix(q.Groups[0].Column, ".*") && a.lx.dated(strings.TrimSuffix(q.Groups[0].Column, ".*")):
			q.Score.prior(-0.05, "a listing of events no word asks to see")
		}
	}
	// the part of a share: the conditions after the verb that separates it
	// from the whole ("what share of 1997 revenue came from Germany"), or
	// all of them when no verb does
	// ("what percentage of loans were renewed, by format": the part of
	// each format's loans; a breakdown by the part's own dimension, or
	// with nothing else said of the part, splits one whole)
	// (not of a measure in percent already: "Johnson's poll share by
	// region" names the measure)
	if q.Share && !a.sharedBefore && q.Per == nil && (len(q.Groups) == 0 || !a.percentMeasure()) {
		grouped := len(q.Groups) > 0
		cut := -1
		for i := a.shareAt + 1; a.shareAt >= 0 && i < len(a.l.Tokens); i++ {
			if a.lx.Vocab.Is("copula", a.l.Tokens[i].Text) {
				cut = i
				break
			}
		}
		// with no verb, "share of Bluewater Air passengers [that] flew out
		// of ORD": what qualifies the measure's noun, between "share of"
		// and it, is the whole; what follows it, the part
		byNoun := false
		if cut < 0 && a.shareAt >= 0 {
			for k, r := range a.rs {
				if a.use[k] && r.Start > a.shareAt && (r.Kind == Metric || r.Kind == Table || r.Kind == Column) {
					cut, byNoun = r.End-1, true
					break
				}
			}
		}
		// "of all the rides our students took in 2024, what percentage
		// were on e-bikes": a clause before the share word's own says
		// the whole
		from := 0
		for i := a.shareAt; i > 0; i-- {
			if a.l.Tokens[i].Clause {
				from = i
				break
			}
		}
		// ("of the passengers flown into Canada in 2024, what percentage
		// flew on Pacific Crest": with no verb the clause before says the
		// whole, what follows the share word the part)
		if cut < 0 && from > 0 {
			cut = a.shareAt
		}
		if byNoun {
			cut = a.partClause(cut, from)
		}
		part := false
		for i := range q.Conds {
			c := &q.Conds[i]
			if grouped && c.Dim != "" && slices.ContainsFunc(q.Groups, func(g Group) bool { return g.Dim == c.Dim }) {
				continue
			}
			// (a condition said with the verb itself, "were escalated",
			// is after it too)
			after := c.At > cut || c.At == cut && cut >= 0 && !byNoun
			if (c.Dim != "" || c.Filter != "" || c.Column != "") && (after || c.At < a.shareAt && c.At >= from) {
				c.Part = true
				part = true
			}
		}
		// "half our rides are on e-bikes, I'm told. What percentage of
		// 2024 trips were on electric bikes?": the part said once more in
		// a sentence before is the part, not a condition of the whole too
		// ("of the flights cancelled in 2023, what percentage were
		// cancelled because of weather" says the whole)
		sentence := 0 // where the share word's sentence begins
		for i := a.shareAt; i > 0; i-- {
			if a.l.Tokens[i].Sentence {
				sentence = i
				break
			}
		}
		q.Conds = slices.DeleteFunc(q.Conds, func(c Cond) bool {
			return !c.Part && c.At < sentence && slices.ContainsFunc(q.Conds, func(p Cond) bool {
				return p.Part && p.Filter == c.Filter && p.Dim == c.Dim && p.Column == c.Column && p.Exclude == c.Exclude && slices.Equal(p.Values, c.Values)
			})
		})
		// a share of nothing in particular ("the gross margin
		// percentage") is 100%: the share word is not understood
		if !part && q.Grain == "" && !grouped {
			q.Share = false
			for k := range a.rs {
				// a growth "in percent" uses it: growth is in percent
				if a.is(k, "share") && !q.Growth {
					a.use[k] = false
				}
			}
		}
	}
	a.perSides()
	a.differentValue()
	a.askedVerbValue()
	// "which country was our number 3 market": a second name of the
	// dimension broken down by restates it
	for k, r := range a.rs {
		if !a.use[k] && r.Kind == Dimension && slices.ContainsFunc(q.Groups, func(g Group) bool { return g.Dim == r.Name }) {
			a.consume(k)
		}
	}
	a.eachOfUnitAvg()
	// "how many repairs took more than 5 days" of repairs no key tells
	// apart: a comparison with nothing to compare each of compares the
	// total, which the question does not ask
	// (of the measure itself too: "loans with more than 2 loans" is the
	// total compared, which nothing asks)
	if len(q.Having) > 0 && q.Entity == nil && len(q.Groups) == 0 && q.Grain == "" && q.Measure != nil {
		for _, t := range a.thresholds {
			if !slices.ContainsFunc(q.Having, func(c Cond) bool { return c.Text == a.thresholdText(t) }) {
				continue
			}
			for k := t.start; k <= t.end; k++ {
				a.use[k] = false
			}
			if t.word > 0 {
				a.tokens = slices.DeleteFunc(a.tokens, func(i int) bool { return i == t.word-1 })
			}
		}
		q.Having = nil
	}
	a.periodRows()
	a.noneInAnother()
	a.madeByCounted()
	a.groupAllBut()
	a.endedIn()
	a.rankedByMeasure()
	// ranking words with nothing to rank are not used
	if len(q.Groups) == 0 && q.Grain == "" && q.Entity == nil && !q.List {
		for k := range a.rs {
			if a.is(k, "order.desc", "order.asc") || a.is(k, "ordinal") && q.Nth > 0 {
				a.use[k] = false
			}
		}
		q.Order, q.Limit, q.Single, q.Nth = "", 0, false, 0
	}
	if q.Measure == nil && !q.List {
		q.Intent, q.Stop = IntentStop, "unknown"
		// words read, and nothing to measure made of them: any reading
		// that measures something is worth more
		if len(q.Having) > 0 || len(q.Conds) > 0 {
			q.Score.prior(-0.05, "nothing to measure")
		}
	}
	// "how is gross margin defined?", "what is revenue?": nothing to
	// compute, a meaning to give
	what := -1
	for k := range a.rs {
		if a.is(k, "whatis") && a.leading(k) {
			what = k
		}
	}
	// ("what is the average salary today": a value, now)
	now := slices.ContainsFunc(a.rs, func(r Reading) bool { return r.Kind == Func && r.Name == "current" })
	if (q.Define || what >= 0 && !now) && q.Measure != nil && q.Measure.Metric != "" && q.Measure.Agg == "" && len(q.Also) == 0 && len(q.Groups) == 0 && len(q.Conds) == 0 &&
		q.Period == nil && q.Grain == "" && !q.Share && !q.Growth && q.Per == nil && q.Order == "" {
		q.Intent = IntentDefine
		a.consume(what)
	}
}

// counted reports a "how many" the question asks.
// onePerValue reports a table with one row per value of the dimension a
// condition of the query names: counting its rows with a value gives 1.
func (lx *Lexicon) onePerValue(q *Query, table string) bool {
	t := lx.Snap.Tables[table]
	for _, c := range q.Conds {
		if d := lx.Snap.Dimensions[c.Dim]; d != nil && d.Table == table && t != nil && len(d.Values) > 0 && int64(len(d.Values)) == int64(t.Rows) {
			return true
		}
	}
	return false
}

// datedRows reads the rows a period dates, named before it ("revenue per
// shipper for orders placed in the second half of 1997"): another metric
// dated by the measure's own date says which rows the period is of, not a
// second measure.
func (a *assembler) datedRows() {
	q := a.q
	if q.Period == nil || q.Measure == nil || q.Measure.Metric == "" || q.TimeDim != "" {
		return
	}
	m := a.lx.Snap.Metrics[q.Measure.Metric]
	if m == nil || m.Time == "" {
		return
	}
	for k, r := range a.rs {
		if r.Kind != Time || !a.use[k] || r.Period == nil || r.Period.From != q.Period.From {
			continue
		}
		p := a.prev(k)
		if p < 0 || a.use[p] || a.rs[p].Kind != Metric || a.rs[p].Name == q.Measure.Metric {
			continue
		}
		o := a.lx.Snap.Metrics[a.rs[p].Name]
		filler := true
		for i := a.rs[p].End; i < r.Start; i++ {
			filler = filler && a.l.Weight[i] == 0
		}
		// (a count of rows, "orders", "flights", after a word of its own:
		// "for orders placed", not "sold the fewest units in 1998")
		scoped := a.rs[p].Start > 0 && a.l.Weight[a.rs[p].Start-1] == 0 && a.lx.countMetric(a.rs[p].Name)
		if o != nil && o.Time == m.Time && filler && scoped {
			a.consume(p)
		}
	}
}

// countedValue is the table of the value a count word asks about ("how
// many hip replacements": the procedures table), "" when the words after
// the count are not one value of a dimension.
func (a *assembler) countedValue() string {
	t, _ := a.countedValueAt()
	return t
}

// countedValueAt is countedValue and the value's reading.
func (a *assembler) countedValueAt() (string, int) {
	for k := range a.rs {
		if !a.is(k, "agg.count") {
			continue
		}
		n, before := a.next(k), k
		if a.is(n, "agg.distinct") {
			n, before = a.next(n), n // "how many different women"
		}
		if n < 0 || a.rs[n].Kind != Value || !a.adjacent(before, n) || a.rs[n].Via != "exact" && a.rs[n].Via != "synonym" && a.rs[n].Via != "phrasing" {
			return "", -1
		}
		if d := a.lx.Snap.Dimensions[a.rs[n].Name]; d != nil && d.Table != "" {
			// ("how many annual members": the riders the value's last
			// word names, who have a plan, not the plans)
			if t := a.valueNoun(n); t != "" && t != d.Table && a.lx.hops(t, d.Table) > 0 {
				return t, n
			}
			return d.Table, n
		}
	}
	return "", -1
}

// listedFirst is the reading of "first" that ends the clause of order
// word k, a few words after it ("highest count first", "longest lead time
// first"): the order the rows are listed in, or -1.
func (a *assembler) listedFirst(k int) int {
	for n := a.next(k); n >= 0 && a.rs[n].Start-a.rs[k].End <= 4; n = a.next(n) {
		if a.boundary(a.rs[k].End, a.rs[n].Start) {
			return -1
		}
		if a.is(n, "ordinal") && a.rs[n].Value == "1" {
			if e := a.rs[n].End; e == len(a.l.Tokens) || a.l.Tokens[e].Clause || a.l.Tokens[e].Sentence {
				return n
			}
			return -1
		}
	}
	return -1
}

// partClause moves the cut between the whole and the part of a share said
// with no verb, at the end of its measure's noun, where the words after
// the noun are the whole's own: "knee replacements as a % of the procedure
// charges on ortho stays" says the part before the share word, and all
// after the noun is the whole; "what percentage of the passengers
// departing Chicago in 2024, O'Hare and Midway together, flew with Great
// Lakes Connect" qualifies the noun up to the last comma, and says the
// part after it.
func (a *assembler) partClause(cut, from int) int {
	conds := func(i, j int) bool {
		return slices.ContainsFunc(a.q.Conds, func(c Cond) bool {
			return (c.Dim != "" || c.Filter != "" || c.Column != "") && c.At >= i && c.At < j
		})
	}
	if conds(from, a.shareAt) {
		return len(a.l.Tokens)
	}
	for i := len(a.l.Tokens) - 1; i > cut; i-- {
		if a.l.Tokens[i].Clause && conds(cut+1, i) && conds(i, len(a.l.Tokens)) {
			return i - 1
		}
	}
	// "what percentage of the flights Northstar operated in Q1 2023 left
	// the gate late", "of the tickets Manila agents owned, breached the
	// SLA": the last verb in the past begins what is said of them, the
	// part; the words before it say which (a clause of their own about the
	// noun, "Northstar operated"). The verb is one nothing reads, or one a
	// condition reads as its verb ("breached"), not a name ("United").
	for i := len(a.l.Tokens) - 1; i > cut+1; i-- {
		if w := a.l.Tokens[i].Text; a.l.past(w, "") && a.saidAsVerb(i) && conds(cut+1, i) && conds(i, len(a.l.Tokens)) {
			return i - 1
		}
	}
	return cut
}

// saidAsVerb reports token i read by nothing, or by a condition said with
// its verb: a filter, a phrasing, a metric's verb.
func (a *assembler) saidAsVerb(i int) bool {
	if !a.l.covered(i) {
		return true
	}
	for j := max(0, i-MaxSpan); j <= i; j++ {
		for _, r := range a.l.At[j] {
			if r.Start <= i && i < r.End && (r.Kind == Filter || strings.Contains(r.Via, "verb") || strings.Contains(r.Via, "phrasing")) {
				return true
			}
		}
	}
	return false
}

// boundary reports a clause or a sentence beginning at a token from i to
// j (a comma, a full stop written before it).
func (a *assembler) boundary(i, j int) bool {
	for t := max(i, 0); t <= j && t < len(a.l.Tokens); t++ {
		if a.l.Tokens[t].Clause || a.l.Tokens[t].Sentence {
			return true
		}
	}
	return false
}

// filterNoun is the table of filter reading k when its name ends with the
// noun of its rows ("current customers"), else "".
func (a *assembler) filterNoun(k int) string {
	r := a.rs[k]
	f := a.lx.Snap.Filters[r.Name]
	if r.Kind != Filter || f == nil {
		return ""
	}
	if slices.ContainsFunc(a.l.At[r.End-1], func(x Reading) bool {
		return x.End == r.End && (x.Kind == Table && x.Name == f.Table || x.Kind == Metric && a.lx.countsRows(x.Name) && a.lx.Snap.Metrics[x.Name].Table == f.Table)
	}) {
		return f.Table
	}
	return ""
}

// nounMetric is the metric that counts a filter's rows read from the
// noun its name ends with ("long ride": the trips), "" when none.
func (a *assembler) nounMetric(k int) string {
	r := a.rs[k]
	f := a.lx.Snap.Filters[r.Name]
	if r.Kind != Filter || f == nil {
		return ""
	}
	for _, x := range a.l.At[r.End-1] {
		if x.End == r.End && x.Kind == Metric && a.lx.countsRows(x.Name) && a.lx.Snap.Metrics[x.Name].Table == f.Table {
			return x.Name
		}
	}
	return ""
}

// countedFilter is the table of a filter said right after a count word
// whose name ends with the noun of its rows ("how many current
// customers") or says the rows itself ("how many loyalty members"), ""
// when there is none.
func (a *assembler) countedFilter() string {
	for k := range a.rs {
		if !a.is(k, "agg.count") {
			continue
		}
		n := a.next(k)
		if n < 0 || a.rs[n].Kind != Filter || !a.adjacent(k, n) {
			return ""
		}
		if t := a.filterNoun(n); t != "" {
			return t
		}
		// ("how many state polls" of a filter of states: the polls its
		// last word names)
		r := a.rs[n]
		for _, x := range a.l.At[r.End-1] {
			if x.End == r.End && x.Kind == Table {
				return x.Name
			}
		}
		// ("how many loyalty members": the filter's rows, named by it)
		if f := a.lx.Snap.Filters[r.Name]; f != nil {
			return f.Table
		}
		return ""
	}
	return ""
}

// verbRows is the metric that counts the rows whose date the question's
// time dimension is, dated by it ("borrowed": the loans), or "".
func (a *assembler) verbRows() string {
	d := a.lx.Snap.Dimensions[a.q.TimeDim]
	if d == nil {
		return ""
	}
	if m := a.lx.rowCount(d.Table); m != "" && a.lx.Snap.Metrics[m].Time == a.q.TimeDim {
		return m
	}
	return ""
}

// nounAfterOrder reports a noun said right after an order word ("who
// reviewed the most employees"): what is counted, not a verb's rows.
func (a *assembler) nounAfterOrder() bool {
	for k := range a.rs {
		if a.is(k, "order.desc", "order.asc") {
			if n := a.next(k); n >= 0 && (a.rs[n].Kind == Table || a.rs[n].Kind == Dimension) {
				return true
			}
		}
	}
	return false
}

// ownCount reports a metric counting the rows of table t themselves.
func (a *assembler) ownCount(t, metric string) bool {
	m := a.lx.Snap.Metrics[metric]
	return m != nil && m.Table == t && a.lx.countsRows(metric)
}

// adjacent reports reading n right after reading k, or after the words
// that say it is of them ("how many of our Silver members").
func (a *assembler) adjacent(k, n int) bool {
	i, j := a.rs[k].End, a.rs[n].Start
	if i == j {
		return true
	}
	if i > j {
		return false
	}
	words := texts(a.l.Tokens[i:j])
	_, m := a.lx.Vocab.Match("partitive", words, 0)
	return m == len(words)
}

func (a *assembler) counted() bool {
	for k := range a.rs {
		if a.is(k, "agg.count") {
			a.consume(k)
			// "how many different women": each counted once, as a count
			// of things always is
			if n := a.next(k); a.is(n, "agg.distinct") {
				a.consume(n)
			}
			return true
		}
	}
	return false
}

// EntityKey is, for the dimension that names its table's rows ("guest":
// the guests' full names), the table's key ("guests.guest_id"): what tells
// the things apart when two share a name. "" for any other dimension, and
// for the names of rows that belong to rows of another table: those are
// kinds within it ("Standard" is a room type of each hotel, one row per
// hotel; room rates by room type are by the four kinds).
func (lx *Lexicon) EntityKey(dim string) string {
	d := lx.Snap.Dimensions[dim]
	if d == nil || lx.namingDimension(d.Table, true) != dim {
		return ""
	}
	// (a list too long to index is of things, not of kinds: the
	// employees' names, though each belongs to a department)
	if t := lx.Snap.Tables[d.Table]; t == nil || len(t.Joins) > 0 && !(len(d.Values) == 0 && len(d.Lookup) > 0) {
		return ""
	}
	return lx.keyOf(d.Table)
}

// keyOf is the key column of a table: the column other tables join to.
func (lx *Lexicon) keyOf(table string) string {
	if k, ok := lx.tableKeys.Load(table); ok {
		return k.(string)
	}
	key := ""
	for _, name := range knowledge.SortedNames(lx.Snap.Tables) {
		for _, j := range lx.Snap.Tables[name].Joins {
			if j.To == table && key == "" {
				key = table + "." + j.References
			}
		}
	}
	lx.tableKeys.Store(table, key)
	return key
}

// rowKey is the column that tells a table's rows apart: its key, else,
// of a table no other references, its first column when it is an id that
// points at no other table ("outage_id" of outages, "ticket_id" of
// maintenance tickets).
func (lx *Lexicon) rowKey(table string) string {
	if k := lx.keyOf(table); k != "" {
		return k
	}
	t := lx.Snap.Tables[table]
	if t == nil || len(t.Columns) == 0 {
		return ""
	}
	c := t.Columns[0].Name
	if l := strings.ToLower(c); l != "id" && !strings.HasSuffix(l, "_id") {
		return ""
	}
	for _, j := range t.Joins {
		if strings.EqualFold(j.Column, c) {
			return ""
		}
	}
	return table + "." + c
}

func (lx *Lexicon) defaultMetric() string {
	if len(lx.Snap.Config.Metrics) == 0 {
		return ""
	}
	return lx.Snap.Config.Metrics[0].Name
}

// measureTable is the table a measure's rows come from.
func (lx *Lexicon) measureTable(m *Measure) string {
	switch {
	case m == nil:
		return ""
	case m.Metric != "":
		if mt := lx.Snap.Metrics[m.Metric]; mt != nil {
			return mt.Table
		}
	case m.Column != "":
		t, _, _ := strings.Cut(m.Column, ".")
		return t
	case m.Table != "":
		return m.Table
	case m.Dim != "":
		if d := lx.Snap.Dimensions[m.Dim]; d != nil {
			return d.Table
		}
	}
	return ""
}

// finish records the tokens used and the readings that were.
func (a *assembler) finish() *Query {
	q := a.q
	a.combined()
	// "Expedia rather than Booking.com": values kept and values left out
	// of one dimension are the kept ones that are not left out
	var kept []Cond
	for _, x := range q.Conds {
		if x.Dim != "" && x.Filter == "" && x.Exclude {
			if i := slices.IndexFunc(kept, func(c Cond) bool {
				return c.Dim == x.Dim && c.Filter == "" && !c.Exclude && len(c.Values) > 0 && c.Part == x.Part && c.PerOnly == x.PerOnly
			}); i >= 0 {
				c := &kept[i]
				c.Values = slices.DeleteFunc(slices.Clone(c.Values), func(v string) bool { return slices.Contains(x.Values, v) })
				c.Text += " " + x.Text
				if len(c.Values) == 0 {
					q.Doubts = append(q.Doubts, fmt.Sprintf("%q keeps and leaves out the same values.", c.Text))
				}
				continue
			}
		}
		kept = append(kept, x)
	}
	q.Conds = kept
	// "how many people were hired in 2024" of a headcount named "how many
	// people": the rows counted by the date the period is on are those
	// the metric dated by it counts (the hires, not the staff of today
	// hired then)
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg == "" && q.Period != nil && q.TimeDim != "" && a.saidAsCount(m.Metric) {
		if mt := a.lx.Snap.Metrics[m.Metric]; mt.Time != q.TimeDim && a.lx.countMetric(m.Metric) {
			if e := a.lx.datedCount(a.lx.countedTable(m.Metric), q.TimeDim); e != "" && e != m.Metric {
				q.Notes = append(q.Notes, fmt.Sprintf("%s are counted by %s, the count dated by %s.", a.lx.measureLabel(m), lower(a.lx.measureLabel(&Measure{Metric: e})), lower(a.lx.dimLabel(q.TimeDim))))
				q.Measure = &Measure{Metric: e}
				// (a count the reader chose, not one the words name)
				q.Score.prior(-0.06, fmt.Sprintf("%s is the count of the rows the period's date dates", e))
			}
		}
	}
	// "at least one bug ticket and at least one performance ticket": two
	// comparisons of one count, each of other rows, are read as one (those
	// with either): not the answer asked for
	for i, h := range q.Having {
		if slices.ContainsFunc(q.Having[:i], func(o Cond) bool {
			return o.Metric == h.Metric && o.Column == h.Column && o.Op == h.Op && o.Num == h.Num
		}) {
			q.Doubts = append(q.Doubts, fmt.Sprintf("%q is said twice, of different rows; the answer counts those with either, not both.", h.Text))
			break
		}
	}
	// "I want people, not stays": the count set apart is not the answer;
	// the noun said against it, when what is counted, is the thing
	// counted said again
	for _, j := range a.apart {
		ng := a.prev(j)
		for ng >= 0 && !a.is(ng, "neg") {
			ng = a.prev(ng)
		}
		if p := a.prev(ng); ng >= 0 && p >= 0 && a.rs[p].Kind == Table && !a.use[p] && q.Measure != nil && a.lx.countsThings(q.Measure) && q.Measure.Metric != "" &&
			a.lx.tableCounted(a.lx.countedColumn(q.Measure.Metric)) == a.rs[p].Name {
			a.consume(p)
		}
		if q.Measure != nil && a.rs[j].Kind == Metric && a.lx.sameCount(q.Measure, &Measure{Metric: a.rs[j].Name}) {
			q.Doubts = append(q.Doubts, fmt.Sprintf("The question asks for something other than %s, which is what is counted.", a.text(j)))
			q.Score.prior(-0.2, fmt.Sprintf("counts %s, which the question sets apart", a.text(j)))
		}
	}
	// "how many procedures on 2023 admissions were billed at more than
	// $40k each": "each" after a comparison of a column of the rows
	// counted says each row's, not each named thing's total
	for _, t := range a.thresholds {
		if t.end < 0 || t.end >= len(a.rs) {
			continue
		}
		e := a.rs[t.end].End
		if e >= len(a.l.Tokens) || !a.lx.Vocab.Is("each", a.l.Tokens[e].Text) {
			continue
		}
		if own := a.countedTable(); own != "" && slices.ContainsFunc(q.Conds, func(c Cond) bool {
			return c.Op != "" && strings.HasPrefix(c.Column, own+".") && strings.HasPrefix(c.Text, a.thresholdText(t))
		}) {
			a.tokens = append(a.tokens, e)
			q.Score.prior(0.04, fmt.Sprintf("%q after %q says each of the rows counted", a.l.Tokens[e].Raw, a.thresholdText(t)))
		}
	}
	// "pollsters with at least one swing-state poll ... ahead by more than
	// 10 points" read per poll: a count of at least one of each row's own
	// group passes every group, and so says nothing of the question
	if e := q.Entity; e != nil && e.Column != "" {
		for _, h := range q.Having {
			m := a.lx.Snap.Metrics[h.Metric]
			// (and any count of each row's own: one, or none, and no
			// more: "trips with no trip in 2024")
			if m != nil && a.lx.countMetric(h.Metric) && a.lx.rowKey(m.Table) == e.Column {
				if h.Op == ">=" && h.Num == 1 || h.Op == ">" && h.Num == 0 {
					q.Doubts = append(q.Doubts, fmt.Sprintf("%q is read of each row of %s, which every row passes.", h.Text, m.Table))
				} else {
					q.Doubts = append(q.Doubts, fmt.Sprintf("%q is read of each row of %s, whose count is one or none.", h.Text, m.Table))
				}
				q.Score.prior(-0.1, fmt.Sprintf("%q, of each row, compares a count of one", h.Text))
				break
			}
		}
	}
	// "jobs finished in 2024 vs jobs finished in 2023": a date's own
	// period that is one of the two compared is the date they are compared
	// on, not a condition both keep
	if len(q.Compare) == 2 {
		for i := 0; i < len(q.Conds); i++ {
			c := q.Conds[i]
			if c.Dated == nil || q.TimeDim != "" && q.TimeDim != c.Dim || !slices.ContainsFunc(q.Compare, func(p Period) bool { return p.From.Equal(c.Dated.From) && p.To.Equal(c.Dated.To) }) {
				continue
			}
			q.TimeDim = c.Dim
			q.Conds = slices.Delete(q.Conds, i, i+1)
			i--
		}
	}
	// "on a single flight": the largest or smallest value of one row
	if m := q.Measure; m != nil && (m.Agg == "max" || m.Agg == "min") && len(q.Groups) == 0 && q.Entity == nil {
		for k := range a.rs {
			if a.is(k, "agg.single") {
				a.consume(k)
			}
		}
	}
	if a.every {
		q.Single = false
	}
	// "the worst delay" is the highest where lower is better
	if m := q.RankBy; a.judged != "" && q.Order != "" {
		if m == nil {
			m = q.Measure
		}
		if m != nil && m.Metric != "" && (m.Agg == "" || m.Agg == "sum" || m.Agg == "avg") {
			if mt := a.lx.Snap.Metrics[m.Metric]; mt != nil && mt.Higher == "worse" {
				q.Order = map[string]string{"desc": "asc", "asc": "desc"}[q.Order]
				label := mt.Label
				if label == "" {
					label = knowledge.NameWords(mt.Name)
				}
				q.Notes = append(q.Notes, fmt.Sprintf("A higher %s is worse, so %q ranks from the %s.", lower(label), a.judged, map[string]string{"desc": "highest", "asc": "lowest"}[q.Order]))
			}
		}
	}
	// "how many times did riders ride": the things named between the
	// times and the event, with nothing to say which of them, are whose
	// events they are (every ride has its rider)
	if q.Measure != nil && q.Measure.Metric != "" && a.eventFrom >= 0 {
		own := a.lx.measureTable(q.Measure)
		for _, m := range a.mentions {
			if m > a.eventFrom && m < a.eventTo && !a.use[m] && a.lx.hops(own, a.mentionTable(m)) >= 0 {
				a.consume(m)
			}
		}
	}
	a.roleSaid()
	a.sharedVerb()
	a.subjectOfVerb()
	a.currentSaid()
	a.countedOver()
	a.declaredCount()
	a.amount()
	a.datedRows()
	q.Used = make([]bool, len(a.l.Tokens))
	q.Readings = nil
	for k, r := range a.rs {
		if !a.use[k] {
			continue
		}
		q.Readings = append(q.Readings, r)
		for i := r.Start; i < r.End; i++ {
			q.Used[i] = true
		}
		for _, i := range r.Also {
			q.Used[i] = true
		}
		if r.Period != nil && r.Period.Negated > 0 {
			q.Used[r.Period.Negated-1] = true
		}
	}
	for _, i := range a.tokens {
		q.Used[i] = true
	}
	return q
}

// memberDimension is the label dimension of the one table whose rows
// belong to a value of dim: products of a category. "" when none or
// several tables do.
func (lx *Lexicon) memberDimension(dim string) string {
	d := lx.Snap.Dimensions[dim]
	if d == nil {
		return ""
	}
	found := ""
	for _, name := range knowledge.SortedNames(lx.Snap.Tables) {
		for _, j := range lx.Snap.Tables[name].Joins {
			if j.To != d.Table || name == d.Table {
				continue
			}
			if ld := lx.labelDimension(name); ld != "" {
				if found != "" && found != ld {
					return ""
				}
				found = ld
			}
		}
	}
	return found
}

// cue reports a function word of class in the question (read in this
// segmentation or not).
func (a *assembler) cue(class string) bool {
	for _, rs := range a.l.At {
		for _, r := range rs {
			if r.Kind == Func && r.Name == class {
				return true
			}
		}
	}
	return false
}

// onlyFillerOrUsed reports tokens [i, j) that are filler or read by a
// reading already used.
func (a *assembler) onlyFillerOrUsed(i, j int) bool {
	for t := i; t < j; t++ {
		if a.l.Weight[t] == 0 {
			continue
		}
		used := false
		for k, r := range a.rs {
			if a.use[k] && r.Start <= t && t < r.End {
				used = true
			}
		}
		if !used {
			return false
		}
	}
	return true
}

// negatedVia: "excluding orders shipped by Acme Freight" negates the
// value that noun n says whose it is, the negation said before the noun.
func (a *assembler) negatedVia(n, k int) {
	ng := a.prev(n)
	if !a.is(ng, "neg") || a.use[ng] {
		return
	}
	// ("procedures alone - not the whole stay - on Cardiology admissions":
	// a noun set apart by a dash or a comma is not whose the value is)
	if a.boundary(min(a.rs[n].End, a.rs[k].End), max(a.rs[n].Start, a.rs[k].Start)) {
		return
	}
	for i := range a.q.Conds {
		if c := &a.q.Conds[i]; c.At == a.rs[k].Start && c.Dim == a.rs[k].Name && !c.Exclude {
			c.Exclude = true
			a.consume(ng)
			return
		}
	}
}

// isPart reports two metrics one of which is a part of the other.
func (lx *Lexicon) isPart(a, b string) bool {
	p, _ := lx.partOf(a, b)
	return p != ""
}

// partOf orders two metrics as part and whole: the whole sums, on the
// same table, an expression that holds the column the part sums
// (fee revenue of total revenue = SUM(price + fees)); "" when
// neither is.
func (lx *Lexicon) partOf(a, b string) (string, string) {
	for _, p := range [][2]string{{a, b}, {b, a}} {
		pm, wm := lx.Snap.Metrics[p[0]], lx.Snap.Metrics[p[1]]
		if pm == nil || wm == nil || pm.Table != wm.Table || !lx.aggregates(p[0], "sum") || !lx.aggregates(p[1], "sum") {
			continue
		}
		col := lx.summedColumn(p[0])
		if col == "" {
			continue
		}
		_, c, _ := strings.Cut(col, ".")
		if c == "" {
			c = col
		}
		inner := strings.ToLower(wm.Expr)
		if strings.Contains(inner, strings.ToLower(c)) && strings.ContainsAny(inner, "+") {
			return p[0], p[1]
		}
	}
	return "", ""
}

// namedInFilter reports a filter read from words that name the metric
// too: "state polls" are polls, "late orders" orders, so the count of them
// is no guess.
func (a *assembler) namedInFilter(metric string) bool {
	var names [][]string
	names = append(names, a.lx.NamesOf(Metric, metric)...)
	if m := a.lx.Snap.Metrics[metric]; m != nil {
		names = append(names, a.lx.NamesOf(Table, m.Table)...)
	}
	for k, r := range a.rs {
		if !a.use[k] || r.Kind != Filter {
			continue
		}
		// counted or ranked ("the most state polls", "how many late
		// orders"), not a condition ("lead in national polls")
		if a.has(a.chain(k), "order.desc", "order.asc", "agg.count", "number") < 0 {
			continue
		}
		for i := r.Start; i < r.End; i++ {
			for _, n := range names {
				if len(n) == 1 && n[0] == a.l.Tokens[i].Stem {
					return true
				}
			}
		}
	}
	return false
}

// freeCue is the first reading of the class that nothing has used, or -1.
func (a *assembler) freeCue(class string) int {
	for k := range a.rs {
		if a.is(k, class) && !a.use[k] {
			return k
		}
	}
	return -1
}

func (a *assembler) consumeCue(class string) {
	for k := range a.rs {
		if a.is(k, class) {
			a.consume(k)
		}
	}
}

// countMetric reports a metric that counts rows or keys.
func (lx *Lexicon) countMetric(name string) bool {
	m := lx.Snap.Metrics[name]
	return m != nil && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(m.Expr)), "COUNT(")
}

// ranks reports order words in the question: "top", "lowest".
func (a *assembler) ranks() bool {
	for k := range a.rs {
		if a.is(k, "order.desc", "order.asc") {
			return true
		}
	}
	return false
}

// groupGoesOn reports a breakdown continued by "and": "by country and
// category".
func (a *assembler) groupGoesOn(k int) bool {
	p := a.prev(k)
	if !a.is(p, "list") {
		return false
	}
	pp := a.prev(p)
	if pp < 0 || !a.use[pp] {
		return false
	}
	for _, g := range a.q.Groups {
		r := a.rs[pp]
		if g.Dim == r.Name || g.Column == r.Name || r.Kind == Table && g.Dim == a.lx.labelDimension(r.Name) {
			a.consume(p)
			return true
		}
	}
	return false
}

// perFollows reports "per" (or its like) right after reading k.
// groupFollows: "on average, how many polls did each pollster release",
// "the average number of orders by customer": a count averaged over what
// the breakdown names.
func (a *assembler) groupFollows(k int) bool {
	return a.is(a.next(k), "group")
}

// avgCount reports an average of a count metric: a rate over what a
// breakdown word names, not an average of rows.
func (a *assembler) avgCount() bool {
	m := a.q.Measure
	return m != nil && m.Agg == "avg" && m.Metric != "" && a.lx.countMetric(m.Metric) && len(a.q.Groups) == 0
}

// rateAvg is the free average word a rate uses, or -1; the rate
// remembers it, so that an average per the measure's own rows stays one.
func (a *assembler) rateAvg() int {
	k := a.freeCue("agg.avg")
	if k >= 0 {
		a.avgOfRate = true
	}
	return k
}

// avgRate reports a total averaged over each one of what follows: an
// average word no reading has used, said of a declared total, before
// "each" ("on average, how many units were on each order"), with no
// breakdown read yet. With "by" it stays a breakdown ("average billings by
// region" leaves "average" unread).
func (a *assembler) avgRate(ch []int) bool {
	m := a.q.Measure
	if m == nil || m.Metric == "" || len(a.q.Groups) > 0 || a.lx.aggregates(m.Metric, "avg") || a.has(ch, "each") < 0 {
		return false
	}
	return a.avgCount() || m.Agg == "" && a.freeCue("agg.avg") >= 0
}

func (a *assembler) perFollows(k int) bool {
	n := a.next(k)
	return a.is(n, "per")
}

// countsRows reports a count metric that counts its table's rows, not
// the distinct values of a column in them ("active riders" counts the
// riders of the trips, not the trips).
func (lx *Lexicon) countsRows(metric string) bool {
	if !lx.countMetric(metric) {
		return false
	}
	m := lx.Snap.Metrics[metric]
	col := lx.countedColumn(metric)
	return col == "" || col == lx.keyOf(m.Table)
}

// countedColumn is what a count metric counts: the column of
// COUNT(DISTINCT column), or the key of the table whose rows COUNT(*)
// counts ("table.column"; "" when neither is known).
func (lx *Lexicon) countedColumn(metric string) string {
	m := lx.Snap.Metrics[metric]
	if m == nil {
		return ""
	}
	e := strings.TrimSpace(m.Expr)
	up := strings.ToUpper(e)
	switch {
	case strings.HasPrefix(up, "COUNT(DISTINCT ") && strings.HasSuffix(up, ")"):
		col := strings.Trim(strings.TrimSpace(e[len("COUNT(DISTINCT "):len(e)-1]), `"`)
		if t := lx.Snap.Tables[m.Table]; t != nil && t.Column(col) != nil {
			return m.Table + "." + t.Column(col).Name
		}
	case strings.ReplaceAll(up, " ", "") == "COUNT(*)":
		if k := lx.keyOf(m.Table); k != "" {
			return k
		}
	}
	return ""
}

// unitWord uses the word after a threshold's number when it is the unit
// of the column compared, or a word of its name: "60 minutes" of
// arr_delay_minutes.
func (a *assembler) unitWord(t threshold, col string) {
	i := a.rs[t.end].End
	if i >= len(a.l.Tokens) || a.l.Weight[i] == 0 {
		return
	}
	_, c := a.lx.ColumnOf(col)
	if c == nil {
		return
	}
	w := a.l.Tokens[i].Stem
	if slices.Contains(stemsOf(c.Unit), w) || slices.Contains(stemsOf(knowledge.NameWords(c.Name)), w) {
		a.tokens = append(a.tokens, i)
	}
}

// dated reports a table of events: a time dimension is declared on it, or
// a metric on it is dated.
func (lx *Lexicon) dated(table string) bool {
	for _, d := range lx.Snap.Dimensions {
		if d.Table == table && d.Kind.IsTime() {
			return true
		}
	}
	for _, m := range lx.Snap.Metrics {
		if m.Table == table && m.Time != "" {
			return true
		}
	}
	return false
}

var aggFunc = map[string]string{"avg": "AVG(", "median": "MEDIAN(", "max": "MAX(", "min": "MIN(", "sum": "SUM("}

// aggregates reports a metric whose expression is that aggregate: an
// "average" of AVG(...) is the metric itself.
// additive reports a metric whose value over a period is the sum of its
// values over the period's parts: a SUM or a COUNT, not of distinct values,
// and not a ratio.
func (lx *Lexicon) additive(metric string) bool {
	m := lx.Snap.Metrics[metric]
	if m == nil {
		return false
	}
	x := strings.ToUpper(strings.TrimSpace(m.Expr))
	if !strings.HasPrefix(x, "SUM(") && !strings.HasPrefix(x, "COUNT(") || strings.Contains(x, "/") {
		return false
	}
	for _, w := range []string{"DISTINCT", "AVG(", "MIN(", "MAX(", "MEDIAN("} {
		if strings.Contains(x, w) {
			return false
		}
	}
	return true
}

func (lx *Lexicon) aggregates(metric, agg string) bool {
	m := lx.Snap.Metrics[metric]
	f := aggFunc[agg]
	return m != nil && f != "" && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(m.Expr)), f)
}

// rowColumn is the column of each row a metric reading stands for: the
// column its words also name, else the one column the metric aggregates
// ("clinton share" of AVG(clinton_pct)).
func (a *assembler) rowColumn(r Reading) string {
	if r.Start < r.End {
		if col := a.l.columnOn(r); col != "" {
			return col
		}
	}
	return a.lx.aggregatedColumn(r.Name)
}

// countsRowsOf reports a question that counts (or lists) the rows of the
// table a metric reading is on: its comparison is of each row.
func (a *assembler) countsRowsOf(r Reading) bool {
	col := a.rowColumn(r)
	if col == "" {
		return false
	}
	t, _, _ := strings.Cut(col, ".")
	m := a.q.Measure
	switch {
	case m == nil:
		// (unless a count of other things is said before: "how many
		// guests brought in more than €2,000 of room revenue each")
		return !slices.ContainsFunc(a.rs, func(x Reading) bool {
			return x.End <= r.Start && x.Kind == Metric && a.lx.countsThings(&Measure{Metric: x.Name}) && a.lx.tableCounted(a.lx.countedColumn(x.Name)) != t
		})
	case m.Table != "":
		return m.Table == t
	case m.Metric != "":
		mt := a.lx.Snap.Metrics[m.Metric]
		return mt != nil && mt.Table == t && strings.ReplaceAll(strings.ToUpper(mt.Expr), " ", "") == "COUNT(*)"
	}
	return false
}

// sumOf is the declared metric that sums a column ("" when none does).
func (lx *Lexicon) sumOf(column string) string {
	for _, name := range lx.metricNames() {
		if strings.EqualFold(lx.summedColumn(name), column) {
			return name
		}
	}
	return ""
}

// filtersWithin reports a count metric whose filters the other metric has
// too: its rows are among the other's ("" counts every row).
func (lx *Lexicon) filtersWithin(count, metric string) bool {
	if count == "" {
		return true
	}
	c, m := lx.Snap.Metrics[count], lx.Snap.Metrics[metric]
	if c == nil || m == nil {
		return false
	}
	for _, f := range c.Filters {
		if !slices.ContainsFunc(m.Filters, func(g string) bool {
			return strings.EqualFold(strings.Join(strings.Fields(f), " "), strings.Join(strings.Fields(g), " "))
		}) {
			return false
		}
	}
	return true
}

// currentSaid consumes a word for the state of things today ("currently")
// when the measure keeps only the rows still open: a metric or a filter of
// the query that keeps the rows whose end date is empty (the employees
// with no termination date). Otherwise the word is left to be reported.
func (a *assembler) currentSaid() {
	for k := range a.rs {
		if a.use[k] || !a.is(k, "current") {
			continue
		}
		if a.lx.keepsOpen(a.q) {
			a.consume(k)
			continue
		}
		// "how many women currently work here": a count of a table's rows
		// said to be current is the one count metric of the table that
		// keeps the open rows (the headcount)
		if m := a.q.Measure; m != nil && m.Table != "" && m.Metric == "" && m.Agg == "" && m.Column == "" {
			var open []string
			for _, name := range a.lx.metricNames() {
				if mt := a.lx.Snap.Metrics[name]; mt != nil && mt.Table == m.Table && a.lx.countMetric(name) && a.lx.keepsOpen(&Query{Measure: &Measure{Metric: name}}) {
					open = append(open, name)
				}
			}
			if len(open) > 1 {
				// of several ("headcount", "active contractors"), the one
				// the workspace names by the table's own noun ("number of
				// employees")
				open = slices.DeleteFunc(open, func(name string) bool { return !a.lx.namesTable(name, m.Table) })
			}
			if len(open) == 1 {
				if p := a.q.Per; p != nil && p.key() == m.key() {
					a.q.Per = &Measure{Metric: open[0]} // "for every man on staff today, how many women"
				}
				a.q.Measure = &Measure{Metric: open[0]}
				a.q.composed = false
				a.consume(k)
				continue
			}
		}
		// "how many enterprise customers do we currently have": the one
		// filter of the measure's own rows that keeps the open ones
		// (customers not churned), not another table's
		if f := a.lx.openFilter(a.lx.measureTable(a.q.Measure)); f != "" && !slices.ContainsFunc(a.q.Conds, func(c Cond) bool { return c.Filter != "" }) {
			a.q.Conds = append(a.q.Conds, Cond{Filter: f, Text: a.text(k), At: a.rs[k].Start})
			a.consume(k)
			continue
		}
		// "how much in fines is still unpaid", "how many leave requests are
		// still pending": said of a state the data holds as it is today
		// (with no period said, which would ask the state of another day)
		if n := a.next(k); n >= 0 && a.use[n] && (a.rs[n].Kind == Filter || a.rs[n].Kind == Value) && a.q.Period == nil && len(a.q.Compare) == 0 {
			a.consume(k)
			continue
		}
		// "how many passengers in 2024 as it stands": nothing to keep open
		if f := a.lx.openFilter(a.lx.measureTable(a.q.Measure)); f == "" && a.saysAll(k, "current.filler") {
			a.consume(k)
		}
	}
}

// openFilter is the one filter block of a table that keeps the rows with
// an empty date ("churned_date IS NULL"), "" when none or several.
func (lx *Lexicon) openFilter(table string) string {
	found := ""
	for _, name := range knowledge.SortedNames(lx.Snap.Filters) {
		f := lx.Snap.Filters[name]
		if f.Table != table {
			continue
		}
		if col, ok := isNullFilter(f.Expr); ok {
			if _, c := lx.ColumnOf(table + "." + col); c != nil && c.Kind.IsTime() {
				if found != "" {
					return ""
				}
				found = name
			}
		}
	}
	return found
}

// namesTable reports a metric one of whose names holds the table's noun
// ("number of employees" of employees).
func (lx *Lexicon) namesTable(metric, table string) bool {
	tw := stemsOf(table)
	for _, e := range lx.entries {
		if e.kind == Metric && e.name == metric && len(tw) > 0 && !slices.ContainsFunc(tw, func(w string) bool { return !slices.Contains(e.stems, w) }) {
			return true
		}
	}
	return false
}

// keepsOpen reports a query whose metric or filters keep only the rows
// with an empty date ("termination_date IS NULL").
func (lx *Lexicon) keepsOpen(q *Query) bool {
	type kept struct{ table, expr string }
	var exprs []kept
	if q.Measure != nil && q.Measure.Metric != "" {
		if m := lx.Snap.Metrics[q.Measure.Metric]; m != nil {
			for _, f := range m.Filters {
				exprs = append(exprs, kept{m.Table, f})
			}
		}
	}
	for _, c := range q.Conds {
		if f := lx.Snap.Filters[c.Filter]; c.Filter != "" && f != nil && !c.Exclude {
			exprs = append(exprs, kept{f.Table, f.Expr})
		}
	}
	for _, e := range exprs {
		col, ok := isNullFilter(e.expr)
		if !ok {
			continue
		}
		if _, c := lx.ColumnOf(e.table + "." + col); c != nil && c.Kind.IsTime() {
			return true
		}
	}
	return false
}

// otherEvent reports a count metric read by the plain noun of its table
// ("customer", not "new member"), dated by another date than the measure's
// metric, in a question that names a period.
func (a *assembler) otherEvent(r Reading) bool {
	m := a.q.Measure
	if m == nil || m.Metric == "" || !slices.ContainsFunc(a.rs, func(r Reading) bool { return r.Kind == Time }) {
		return false
	}
	own, other := a.lx.Snap.Metrics[m.Metric], a.lx.Snap.Metrics[r.Name]
	if own == nil || other == nil || own.Time == "" || other.Time == own.Time || own.Table == other.Table {
		return false
	}
	return slices.ContainsFunc(a.l.At[r.Start], func(x Reading) bool { return x.Kind == Table && x.Name == other.Table && x.End == r.End })
}

// contrast reads two values of one dimension said one against the other
// ("on adult cards than on senior cards", "Standard beat Fixed Price 24")
// with a word that asks the difference and says which way ("higher",
// "fewer"): nil for none, and for two values only listed or set side by
// side ("adult vs senior").
func (a *assembler) contrast() *Contrast {
	q := a.q
	if len(q.Compare) > 0 || q.Measure == nil || q.Share || q.Entity != nil || len(q.Having) > 0 || q.List || q.Per != nil {
		return nil
	}
	for _, c := range q.Conds {
		if c.Dim == "" || len(c.Values) != 2 || c.Exclude || c.Dated != nil {
			continue
		}
		at := map[string][2]int{}
		for k, r := range a.rs {
			if _, seen := at[r.Value]; r.Kind == Value && r.Name == c.Dim && a.use[k] && slices.Contains(c.Values, r.Value) && !seen {
				at[r.Value] = [2]int{r.Start, r.End}
			}
		}
		if len(at) != 2 {
			continue
		}
		first, second := c.Values[0], c.Values[1]
		if at[second][0] < at[first][0] {
			first, second = second, first
		}
		var against []int
		for i := at[first][1]; i < at[second][0]; i++ {
			if a.lx.Vocab.Is("contrast.against", a.l.Tokens[i].Text) {
				against = append(against, i)
			}
		}
		versus := -1
		for k, r := range a.rs {
			if r.Kind == Func && r.Name == "versus" && r.Start >= at[first][1] && r.End <= at[second][0] {
				versus = k
			}
		}
		if len(against) == 0 && versus < 0 {
			continue
		}
		sign := 0
		switch a.difference {
		case "more":
			sign = 1
		case "fewer":
			sign = -1
		}
		var said []int
		for i := 0; i < at[second][0] && sign == 0; i++ {
			w := a.l.Tokens[i].Text
			switch {
			case a.lx.Vocab.Is("contrast.more", w):
				sign = 1
				said = append(said, i)
			case a.lx.Vocab.Is("contrast.less", w):
				sign = -1
				said = append(said, i)
			}
		}
		if sign == 0 {
			continue // "adult vs senior": side by side
		}
		a.tokens = append(a.tokens, against...)
		a.tokens = append(a.tokens, said...)
		a.consume(versus)
		a.unitChange() // "how many percentage points", "how many dollars"
		for k, r := range a.rs {
			// the words of the difference and of an order they are read as
			if r.Kind == Func && (r.Name == "difference" || r.Name == "agg.count" || r.Name == "amount" || slices.Contains(said, r.Start) && r.End == r.Start+1) {
				a.consume(k)
			}
		}
		return &Contrast{Dim: c.Dim, Values: [2]string{first, second}, Sign: sign}
	}
	return nil
}

// countsThings reports a measure that counts distinct things, each of
// which may have many rows: an entity ("members", "patients"), or a metric
// that counts the distinct values of a column ("active borrowers").
func (lx *Lexicon) countsThings(m *Measure) bool {
	switch {
	case m.Agg != "":
		return false
	case m.Dim != "" || m.Table != "":
		return true
	case m.Metric != "":
		cc := lx.countedColumn(m.Metric)
		return cc != "" && strings.HasPrefix(strings.ToUpper(strings.TrimSpace(lx.Snap.Metrics[m.Metric].Expr)), "COUNT(DISTINCT")
	}
	return false
}

// CountedKey is what a measure that counts distinct things counts: the
// dimension it counts the values of, or the column ("loans.member_id", a
// table's key), and whether it is a dimension.
func (lx *Lexicon) CountedKey(m *Measure) (key string, dim bool) {
	switch {
	case m == nil || m.Agg != "":
		return "", false
	case m.Dim != "":
		return m.Dim, true
	case m.Table != "":
		return lx.keyOf(m.Table), false
	case m.Metric != "":
		return lx.countedColumn(m.Metric), false
	}
	return "", false
}

// within reads a second ranking of the rows a first one keeps ("of our
// five highest-revenue routes, which one had the lowest load factor"):
// one breakdown, a ranking with a number of rows and another measure, then
// an order word of its own after the first ranking's words. The measure
// ranked again becomes the query's, the first ranking the Within.
func (a *assembler) within() *Within {
	q := a.q
	if len(q.Groups) != 1 || q.Groups[0].Dim == "" || q.Order == "" || q.Limit < 2 || q.Nth > 0 || len(q.Also) != 1 || q.Per != nil || q.RankBy != nil ||
		q.Measure == nil || q.Measure.Metric == "" || q.Also[0].Metric == "" || q.Share || q.Growth || len(q.Compare) > 0 || q.Combined || q.Grain != "" {
		return nil
	}
	// the first ranking's words: the last order word used
	first := -1
	for k := range a.rs {
		if a.use[k] && a.is(k, "order.desc", "order.asc") {
			first = k
		}
	}
	if first < 0 {
		return nil
	}
	second := -1
	for k := range a.rs {
		// ("lowest" may be read as the lowest value, agg.min, too)
		if !a.use[k] && a.is(k, "order.desc", "order.asc", "agg.max", "agg.min") && a.rs[k].Start > a.rs[first].Start {
			second = k
			break
		}
	}
	if second < 0 {
		return nil
	}
	w := &Within{Measure: *q.Measure, Order: q.Order, Limit: q.Limit}
	q.Measure, q.Also = &Measure{Metric: q.Also[0].Metric}, nil
	q.Order, q.Limit, q.Single = "desc", 0, false
	if a.is(second, "order.asc", "agg.min") {
		q.Order = "asc"
	}
	a.consume(second)
	// "which one", "which of those", "which had": one row (the "which" may
	// have been read with the breakdown already, "which department", or
	// left out of this reading's words)
	for i := a.rs[first].End; i < a.rs[second].Start; i++ {
		if !a.lx.Vocab.Is("which", a.l.Tokens[i].Text) {
			continue
		}
		q.Single, q.Limit = true, 1
		for k := range a.rs {
			if a.rs[k].Start == i && a.is(k, "which") {
				a.consume(k)
			}
			if a.rs[k].Start == i+1 && !a.use[k] && a.rs[k].Kind == Number && a.rs[k].Num == 1 {
				a.consume(k) // "which one"
			}
		}
		break
	}
	return w
}

// rateOf is the declared percentage that counts the rows passing a filter
// ("On-time payment rate" of "paid on time"): a metric in percent on the
// filter's table whose expression holds the filter's; "" when none or
// several do.
func (lx *Lexicon) rateOf(filter string) string {
	f := lx.Snap.Filters[filter]
	if f == nil || strings.TrimSpace(f.Expr) == "" {
		return ""
	}
	found := ""
	for _, name := range lx.metricNames() {
		m := lx.Snap.Metrics[name]
		if m.Table != f.Table || !lx.percentUnit(m.Unit) || !strings.Contains(normExpr(m.Expr), normExpr(f.Expr)) {
			continue
		}
		if found != "" {
			return ""
		}
		found = name
	}
	return found
}

// percentSaid reports a word of a percentage in the question.
func (a *assembler) percentSaid() bool {
	for k := range a.rs {
		if a.is(k, "unit.percent") {
			return true
		}
	}
	return false
}

// twinUnder is the metric that computes what metric does, over the same
// rows and dated alike, with the filter in place of the filters of its own
// that the filter leaves out ("room nights" of stays, under "on the
// books": the room nights on the books); "" for none.
func (lx *Lexicon) twinUnder(metric, filter string) string {
	x, f := lx.Snap.Metrics[metric], lx.Snap.Filters[filter]
	if x == nil || f == nil || x.Metric == nil || f.Filter == nil {
		return ""
	}
	fe := normExpr(f.Expr)
	own := map[string]bool{}
	for _, e := range x.Metric.Filters {
		own[normExpr(e)] = true
	}
	if own[fe] || len(own) == 0 {
		return ""
	}
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		y := lx.Snap.Metrics[name]
		if name == metric || !lx.sameExpr(metric, name) {
			continue
		}
		has, within, drops := false, true, false
		theirs := map[string]bool{}
		for _, e := range y.Metric.Filters {
			e = normExpr(e)
			theirs[e] = true
			has = has || e == fe
			within = within && (e == fe || own[e])
		}
		for e := range own {
			drops = drops || !theirs[e]
		}
		if has && within && drops {
			return name
		}
	}
	return ""
}

// sameExpr reports two metrics that compute the same expression over the
// same table, dated alike (under filters of their own).
func (lx *Lexicon) sameExpr(a, b string) bool {
	x, y := lx.Snap.Metrics[a], lx.Snap.Metrics[b]
	return x != nil && y != nil && x.Table == y.Table && x.Time == y.Time && normExpr(x.Expr) == normExpr(y.Expr)
}

// normExpr is an SQL expression as two spellings of it compare: lower
// case, single spaces.
func normExpr(e string) string { return strings.Join(strings.Fields(strings.ToLower(e)), " ") }

// valueRange reads "P1 through P4", "levels L2 to L4": a value after a
// word that ends a range, just after another value of the same dimension
// already read, makes the condition every value of the dimension between
// the two, both included, in the order of their numbers. Values told apart
// by their words only ("Blue to Gold") have no order the data gives: they
// are read as the two, with a doubt.
func (a *assembler) valueRange(k int) bool {
	r := a.rs[k]
	d := a.lx.Snap.Dimensions[r.Name]
	// (the range word may begin a phrasing the value is read in: "through
	// {value}" of another dimension of the same rows)
	to := r.Start - 1
	if r.Via == "phrasing" && r.End-r.Start > 1 {
		to = r.Start
	}
	if d == nil || len(d.Values) == 0 || to < 1 || !a.lx.Vocab.Is("range.to", a.l.Tokens[to].Text) {
		return false
	}
	j := slices.IndexFunc(a.rs[:k], func(x Reading) bool { return x.Kind == Value && x.Name == r.Name && x.End == to })
	if j < 0 || !a.use[j] {
		return false
	}
	p := a.rs[j]
	shape := numberless(p.Value)
	if shape == p.Value || numberless(r.Value) != shape {
		// (read as the two, and said to be unsure: "from Blue to Gold"
		// may mean the tiers between)
		a.q.Doubts = append(a.q.Doubts, fmt.Sprintf("%q is read as the two values; the data gives no order to tell which are between them.", p.Value+" "+a.l.Tokens[to].Raw+" "+r.Value))
		return false
	}
	vals := slices.DeleteFunc(slices.Clone(d.Values), func(v string) bool { return numberless(v) != shape })
	slices.SortStableFunc(vals, naturalCompare)
	lo, hi := slices.Index(vals, p.Value), slices.Index(vals, r.Value)
	if lo < 0 || hi < 0 || lo == hi {
		return false
	}
	if lo > hi {
		lo, hi = hi, lo
	}
	for i := range a.q.Conds {
		c := &a.q.Conds[i]
		if c.Dim == r.Name && len(c.Values) == 1 && c.Values[0] == p.Value {
			c.Values, c.Range = slices.Clone(vals[lo:hi+1]), true
			between := ""
			if to < r.Start {
				between = a.l.Tokens[to].Raw + " "
			}
			c.Text += " " + between + a.text(k)
			a.consume(k)
			return true
		}
	}
	return false
}

// naturalCompare orders text with its runs of digits by their number
// ("P2" before "P10").
func naturalCompare(x, y string) int {
	for x != "" && y != "" {
		dx, dy := digitRun(x), digitRun(y)
		if dx > 0 && dy > 0 {
			nx, ny := strings.TrimLeft(x[:dx], "0"), strings.TrimLeft(y[:dy], "0")
			if c := cmp.Compare(len(nx), len(ny)); c != 0 {
				return c
			}
			if c := strings.Compare(nx, ny); c != 0 {
				return c
			}
			x, y = x[dx:], y[dy:]
			continue
		}
		if x[0] != y[0] {
			return cmp.Compare(x[0], y[0])
		}
		x, y = x[1:], y[1:]
	}
	return cmp.Compare(len(x), len(y))
}

// numberless is a value without its digits ("P" of "P4").
func numberless(v string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, v)
}

func digitRun(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// sameRows reports a metric over the rows of the measure's metric ("tickets"
// of the reopen rate, both of the tickets table).
func (a *assembler) sameRows(metric string) bool {
	m, x := a.lx.Snap.Metrics[metric], a.lx.Snap.Metrics[a.q.Measure.Metric]
	return m != nil && x != nil && m.Table == x.Table
}

// listOfValues reports a value said first of a list of values of its
// dimension ("member and casual").
func (a *assembler) listOfValues(k int) bool {
	l := a.next(k)
	n := a.next(l)
	return a.is(l, "list") && n >= 0 && a.rs[n].Kind == Value && a.rs[n].Name == a.rs[k].Name
}

// saidPlural reports a value said in the plural of its own last word
// ("seniors" of Senior).
func (a *assembler) saidPlural(k int) bool {
	return saidPlural(a.l, a.rs[k])
}

func saidPlural(l *Lattice, r Reading) bool {
	words := english.Tokens(knowledge.Fold(r.Value))
	if r.Kind != Value || len(words) == 0 {
		return false
	}
	t := l.Tokens[r.End-1]
	own := words[len(words)-1]
	if base, ok := l.lex.Vocab.Value("plural.irregular", t.Text); ok {
		return base == own
	}
	return t.Text != own && t.Stem == knowledge.Stem(own) && t.Plural
}

// personsOfValue reports a value of a list of persons said in the plural
// ("seniors"): the persons who have it.
func (lx *Lexicon) personsOfValue(l *Lattice, r Reading) bool {
	d := lx.Snap.Dimensions[r.Name]
	return d != nil && saidPlural(l, r) && lx.keyOf(d.Table) != "" && lx.ofPersons(lx.Snap.Tables[d.Table])
}

// percentMeasure reports a measure in percent (a rate metric, a column of
// percentages).
func (a *assembler) percentMeasure() bool {
	m := a.q.Measure
	switch {
	case m == nil:
		return false
	case m.Metric != "":
		mt := a.lx.Snap.Metrics[m.Metric]
		return mt != nil && a.lx.percentUnit(mt.Unit)
	case m.Column != "":
		_, c := a.lx.ColumnOf(m.Column)
		return c != nil && (a.lx.percentUnit(c.Unit) || a.lx.Vocab.Is("unit.fraction", strings.ToLower(strings.TrimSpace(c.Unit))))
	}
	return false
}

// percentAfter is the word that asks for a change in percent ("as a %
// increase", "as a percentage") said after the periods it compares, -1
// when none: a share word before them is what changes ("the share of
// e-bike trips").
func (a *assembler) percentAfter(ps []Period) int {
	if u := a.freeCue("unit.percent"); u >= 0 {
		return u
	}
	for k := range a.rs {
		if a.is(k, "share") && len(ps) > 0 && a.rs[k].Start >= ps[len(ps)-1].End {
			return k
		}
	}
	return -1
}

// noneInAnother reads "customers who opened a ticket in 2023 and didn't
// open one in 2024", "riders of 2023 who never came back for a ride in
// 2024": the things made by the rows of one period, none of whose rows
// fall in another period of the same date, counted each once (as
// "in both 1996 and 1998" is, with the second period's rows kept out).
func (a *assembler) noneInAnother() {
	q := a.q
	if q.Entity == nil || len(q.Having) != 1 || q.Period == nil || len(q.Each) > 0 || len(q.Compare) > 0 || len(q.Groups) > 0 ||
		q.Measure == nil || q.Measure.Metric == "" || q.Share || q.Per != nil || q.List {
		return
	}
	if h := q.Having[0]; h.Op != "=" || h.Num != 0 || h.Metric != "" && h.Metric != q.Measure.Metric {
		return
	}
	m := a.lx.Snap.Metrics[q.Measure.Metric]
	if m == nil || !a.lx.countMetric(m.Name) {
		return
	}
	td := cmp.Or(q.TimeDim, m.Time)
	i := slices.IndexFunc(q.Conds, func(c Cond) bool { return c.Dated != nil && !c.Exclude })
	if i < 0 || slices.ContainsFunc(q.Conds[i+1:], func(c Cond) bool { return c.Dated != nil }) {
		return
	}
	c := q.Conds[i]
	if d := a.lx.Snap.Dimensions[td]; d == nil || d.Table != m.Table {
		return // (a date of the rows counted)
	}
	if c.Dated == nil || c.Dim != td || q.Period.From.Before(c.Dated.To) && c.Dated.From.Before(q.Period.To) {
		return // another date, or periods that overlap
	}
	var measure Measure
	switch e := q.Entity; {
	case e.Dim != "":
		measure = Measure{Dim: e.Dim}
	default:
		t, _, _ := strings.Cut(e.Column, ".")
		if a.lx.keyOf(t) != e.Column {
			return // (the things themselves, by their key)
		}
		measure = Measure{Table: t}
	}
	first, none := *q.Period, *c.Dated
	// (the rows of a narrower count than the table's own, "open tickets"
	// of "opened a ticket", make the things and are counted both)
	if all := a.lx.zeroCount(m.Table); len(m.Filters) > 0 && all != "" && all != m.Name {
		q.Doubts = append(q.Doubts, fmt.Sprintf("The %s are found and counted among %s only, not all %s.", lower(a.lx.GroupLabel(*q.Entity)), lower(a.lx.measureLabel(q.Measure)), lower(a.lx.measureLabel(&Measure{Metric: all}))))
	}
	q.Events, q.Fact = m.Name, m.Table
	q.Measure, q.Entity, q.Having = &measure, nil, nil
	q.Conds = slices.Delete(slices.Clone(q.Conds), i, i+1)
	q.Each, q.None = []Period{first}, []Period{none}
	q.TimeDim = td
	from, to := first.From, first.To
	if none.From.Before(from) {
		from = none.From
	}
	if none.To.After(to) {
		to = none.To
	}
	q.Period = &Period{From: from, To: to, Unit: "range", Label: first.Label + ", none in " + none.Label}
}

// groupAllBut doubts "the average at every hospital other than Riverton U"
// read as a breakdown: the things said with the exclusion right after
// them may be the ones taken together, all but one.
func (a *assembler) groupAllBut() {
	q := a.q
	if len(q.Groups) != 1 || q.Groups[0].Dim == "" || q.Order != "" || q.Limit > 0 {
		return
	}
	g := a.lx.Snap.Dimensions[q.Groups[0].Dim]
	if g == nil {
		return
	}
	for k, r := range a.rs {
		// ("every hospital", not "by hospital": a breakdown said)
		if !a.use[k] || r.Kind != Dimension || r.Name != q.Groups[0].Dim || r.Start == 0 || !a.lx.Vocab.Is("each", a.l.Tokens[r.Start-1].Text) {
			continue
		}
		for _, c := range q.Conds {
			d := a.lx.Snap.Dimensions[c.Dim]
			if c.Exclude && d != nil && d.Table == g.Table && c.At >= r.End && c.At-r.End <= 3 {
				q.Doubts = append(q.Doubts, fmt.Sprintf("%q with %q after it may mean all of them but that, together, not each.", a.text(k), c.Text))
				return
			}
		}
	}
}

// endedIn reads "stays that ended in Q3 2023": a word for the end of
// something said right before the period dates it by the rows' date whose
// own words say end; with no such date, of rows that have more than one,
// which one is meant is doubted.
func (a *assembler) endedIn() {
	q := a.q
	if q.Period == nil || q.Measure == nil || len(q.Compare) > 0 || len(q.Each) > 0 {
		return
	}
	// (back over filler and the words of a date: "started fieldwork
	// during debate season")
	w := q.Period.Start - 1
	dateWord := func(i int) bool {
		return a.l.Weight[i] == 0 || slices.ContainsFunc(a.l.At[i], func(r Reading) bool { return r.Kind == Dimension && a.lx.timeDim(r.Name) })
	}
	class := ""
	for ; w >= 0 && w >= q.Period.Start-4 && class == ""; w-- {
		for _, c := range []string{"time.end", "time.start"} {
			if a.lx.Vocab.Is(c, a.l.Tokens[w].Text) {
				class = c
			}
		}
		if class == "" && !dateWord(w) {
			return
		}
	}
	if class == "" {
		return
	}
	w++
	table := a.lx.measureTable(q.Measure)
	if q.TimeDim != "" && (a.lx.dateSays(q.TimeDim, class) || a.lx.Snap.Dimensions[q.TimeDim].Table != table) {
		return // (the date said says it: "the end date")
	}
	if d := a.lx.dateSaying(class, table); d != "" {
		q.TimeDim = d
		a.tokens = append(a.tokens, w)
		return
	}
	if class == "time.end" && len(a.lx.timeDims(table)) > 1 {
		q.Doubts = append(q.Doubts, fmt.Sprintf("%q may date %s by another of their dates than the one used.", a.l.Tokens[w].Raw+" "+q.Period.Label, knowledge.NameWords(table)))
	}
}

// rankedByMeasure reads "top 4 airlines by miles flown": the grouping word
// right before the measure a ranking ranks by says what ranks them.
func (a *assembler) rankedByMeasure() {
	q := a.q
	if q.Measure == nil || q.Order == "" && q.Limit == 0 || len(q.Groups) == 0 {
		return
	}
	for k := range a.rs {
		if a.use[k] || !a.is(k, "group") {
			continue
		}
		n := a.next(k)
		if n < 0 || !a.use[n] || a.rs[n].Start != a.rs[k].End {
			continue
		}
		if r := a.rs[n]; r.Kind == Column && q.Measure.Column == r.Name || r.Kind == Metric && q.Measure.Metric == r.Name {
			a.consume(k)
		}
	}
}
