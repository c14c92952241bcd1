package understand

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Reading is one meaning of a span of the question.
type Reading struct {
	Start, End int
	Kind       Kind
	// Name is the metric, dimension, table, filter or "table.column" read;
	// for a value, its dimension; for a function word, its class.
	Name string
	// Value is a dimension value, or a function word's value ("3", "%").
	Value string
	Num   float64
	// Score is how well the words match: 1 for a name, a synonym's weight,
	// less for a typo or a part of a value.
	Score float64
	// Via says how it matched: name, label, synonym, phrasing, fuzzy, ...
	Via    string
	Period *Period
	// Entity is the value match, for values.
	Entity *knowledge.EntityMatch
	// Raw is the word as written, for a near spelling.
	Raw string
	// Also are tokens outside the span the reading explains too: the
	// words of a metric's name said around the values ("stay" of "how
	// many days on average did medicare patients stay").
	Also []int
}

func (r Reading) String() string {
	s := fmt.Sprintf("%s %s", r.Kind, r.Name)
	switch {
	case r.Kind == Value:
		s = fmt.Sprintf("value %s=%q", r.Name, r.Value)
	case r.Kind == Number:
		s = "number " + strconv.FormatFloat(r.Num, 'f', -1, 64)
	case r.Kind == Time:
		s = "period " + r.Period.Label
	case r.Value != "":
		s += "=" + r.Value
	}
	if r.Via != "" && r.Via != "name" {
		s += " (" + r.Via + ")"
	}
	return fmt.Sprintf("%s %.2f", s, r.Score)
}

// Lattice holds every reading of every span of a question.
type Lattice struct {
	Tokens []Token
	// At lists the readings that start at each token.
	At [][]Reading
	// Weight says how much each token counts for coverage: 1 for a word
	// that must be understood (a content word, a number, a restrictive
	// function word), 0 for filler.
	Weight []float64
	// Classes are the function-word classes of each token (as one word).
	lex *Lexicon

	// computed once per question, for the priors of every candidate
	headOnce  sync.Once
	head      Reading
	headFound bool
	namesOnce sync.Once
	nameSpans []Reading
	wholeOnce sync.Once
	wholeVals []Reading
}

// unread lists the words that count and that no reading covers.
func (l *Lattice) unread() []string {
	covered := make([]bool, len(l.Tokens))
	for _, rs := range l.At {
		for _, r := range rs {
			for i := r.Start; i < r.End && i < len(covered); i++ {
				covered[i] = true
			}
		}
	}
	var out []string
	for i, t := range l.Tokens {
		if !covered[i] && l.Weight[i] > 0 && !slices.Contains(out, t.Raw) {
			out = append(out, t.Raw)
		}
	}
	return out
}

// latticeClasses are the function-word classes a reading can use; the
// others (filler, time words, pipe-param words) are read elsewhere.
var latticeClasses = []string{
	"agg.sum", "agg.avg", "agg.median", "agg.count", "events", "agg.distinct", "agg.max", "agg.min", "agg.single",
	"order.desc", "order.asc", "ordinal", "number", "group", "per", "each", "which", "listing",
	"cmp.gt", "cmp.ge", "cmp.lt", "cmp.le", "cmp.eq", "cmp.between",
	"unit.percent", "unit.currency", "multiplier", "neg", "only", "list", "both",
	"share", "growth", "versus", "trend", "define", "whatis", "when", "change", "change.lead", "chat", "grain", "unit.time", "combined",
	"drivers", "modal", "amount", "current", "difference", "frequent", "combined.before", "clock",
}

// MaxSpan is the longest span read as one thing.
const MaxSpan = 6

// Read builds the lattice of a question.
func (lx *Lexicon) Read(question string) *Lattice {
	toks := Tokenize(question)
	l := &Lattice{Tokens: toks, At: make([][]Reading, len(toks)), Weight: make([]float64, len(toks)), lex: lx}
	words := texts(toks)
	stems := make([]string, len(toks))
	for i, t := range toks {
		stems[i] = t.Stem
	}
	// a word nothing knows that nearly spells one word of the workspace's
	// names ("lenght of stay", "medicaid patiens") is read as that word
	fixed := lx.spell(toks, stems)
	defer markSpelt(l, fixed)
	add := func(r Reading) {
		if r.End <= r.Start || r.End > len(toks) || crossesQuote(toks, r.Start, r.End) {
			return
		}
		for _, have := range l.At[r.Start] {
			if have.End == r.End && have.Kind == r.Kind && have.Name == r.Name && have.Value == r.Value {
				return
			}
		}
		l.At[r.Start] = append(l.At[r.Start], r)
	}
	// workspace names
	for i := range toks {
		for n := min(MaxSpan, lx.maxWords, len(toks)-i); n >= 1; n-- {
			for _, k := range lx.byKey[strings.Join(stems[i:i+n], " ")] {
				e := lx.entries[k]
				if e.kind == Metric && strings.HasPrefix(e.via, "verb of") && !l.verbSaid(words[i:i+n], e.word, i) {
					// a metric's verb in its base only as asked in its
					// base: "did Laura close", not "2024 bills" for "billed"
					continue
				}
				add(Reading{Start: i, End: i + n, Kind: e.kind, Name: e.name, Score: e.weight, Via: e.via})
			}
		}
	}
	// two words that a name writes as one ("home towns" of "hometown"),
	// a little below the name written so
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].IsNum || toks[i+1].IsNum || len(words[i]) < 3 || len(words[i+1]) < 3 || toks[i+1].Clause || toks[i+1].Sentence {
			continue
		}
		// (not words English joins into a phrase of its own: "break
		// down" is no "breakdown"; asked only of a name found)
		ks := lx.byKey[knowledge.Stem(words[i]+words[i+1])]
		if len(ks) == 0 || lx.Vocab.Phrased(words, i, 2) {
			continue
		}
		for _, k := range ks {
			if e := lx.entries[k]; len(e.stems) == 1 && e.kind != Value {
				add(Reading{Start: i, End: i + 2, Kind: e.kind, Name: e.name, Score: 0.95 * e.weight, Via: "written apart: " + e.via})
			}
		}
	}
	// a word after "a" or "an" is a noun: its reading as a verb goes where
	// the word names something else too ("never took a leave": the leave
	// requests, not the leavers "leave" is the verb of)
	for i := 1; i < len(toks); i++ {
		if v, ok := lx.Vocab.Value("number.article", words[i-1]); !ok || v != "1" {
			continue
		}
		noun := slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Via != "verb" && r.Kind != Func })
		if noun {
			l.At[i] = slices.DeleteFunc(l.At[i], func(r Reading) bool { return r.Via == "verb" && r.End == i+1 })
		}
	}
	// a past tense of an amount's one-word name, where nothing else reads
	// the word, said before a comparison: "stays billed over $50,000" (the
	// bill), a little below the name itself
	for i, t := range toks {
		if len(l.At[i]) > 0 || t.IsNum || len(lx.Vocab.ClassesOf(t.Text)) > 0 || !lx.comparisonAt(words, i+1) {
			continue
		}
		for _, f := range knowledge.PastTenseStems(t.Text) {
			for _, k := range lx.byKey[knowledge.Stem(f)] {
				if e := lx.entries[k]; e.kind == Column {
					add(Reading{Start: i, End: i + 1, Kind: e.kind, Name: e.name, Score: 0.9 * e.weight, Via: "past tense of " + e.via})
				}
			}
		}
	}
	// a metric's name of three words or more said without its last word,
	// the question asking for its unit ("what did an average order come
	// to, in dollars": the average order value)
	if asked := AskedUnit(lx.Vocab, words); asked != "" {
		for _, k := range lx.longMetrics {
			e := lx.entries[k]
			m := lx.Snap.Metrics[e.name]
			if !(asked == "$" && lx.currencyUnit(m.Unit)) && !slices.Contains(stemsOf(m.Unit), asked) {
				continue
			}
			head := e.stems[:len(e.stems)-1]
			for i := 0; i+len(head) <= len(stems); i++ {
				if slices.Equal(stems[i:i+len(head)], head) && (i+len(head) == len(stems) || stems[i+len(head)] != e.stems[len(e.stems)-1]) {
					add(Reading{Start: i, End: i + len(head), Kind: Metric, Name: e.name, Score: 0.9, Via: "name without its last word"})
				}
			}
		}
	}
	// a metric's name broken by the aggregation it already is ("Clinton's
	// average poll share" for "Clinton poll share", an average)
	lx.gapped(l, stems, words, add)
	// an average said by its unit, the aggregation and a word of its
	// name apart ("how many days on average did medicare patients stay",
	// "how many dollars more did the average passenger pay for a ticket")
	lx.byUnit(l, stems, words, add)
	// a name said in another order, with filler between ("flights were
	// scheduled" for "Scheduled flights", "delay of departures")
	lx.reordered(stems, words, add)
	// two names of one thing that overlap are one reading: "customer
	// satisfaction score" of "customer satisfaction" and "satisfaction score"
	for i := range l.At {
		for _, a := range l.At[i] {
			for j := i + 1; j < a.End; j++ {
				for _, b := range l.At[j] {
					if b.End > a.End && b.Kind == a.Kind && b.Name == a.Name && a.Kind != Func && a.Kind != Number && a.Value == "" && b.Value == "" {
						add(Reading{Start: a.Start, End: b.End, Kind: a.Kind, Name: a.Name, Score: 0.95 * min(a.Score, b.Score), Via: "overlapping names"})
					}
				}
			}
		}
	}
	// function words and numbers; a word inside a longer function phrase
	// means what the phrase means ("more than" is not "more")
	defer l.dropShadowedFuncs()
	for i, t := range toks {
		for _, c := range latticeClasses {
			if p, n := MatchAsked(lx.Vocab, c, words, i); n > 0 {
				if c == "change" && lx.askedWhy(words, i) {
					continue // "why did it drop?" asks about a change (why.go)
				}
				if c == "agg.distinct" && i > 0 && lx.Vocab.Is("number.article", words[i-1]) {
					continue // "at a different branch": another one, not a count of distinct ones
				}
				if (c == "change" || c == "change.lead") && (t.Hyphened || i+n < len(toks) && toks[i+n].Hyphened) {
					continue // "drop-offs", "set-up": a compound noun, not an instruction
				}
				r := Reading{Start: i, End: i + n, Kind: Func, Name: c, Value: p.Value, Score: 1}
				if c == "number" {
					f, _ := strconv.ParseFloat(p.Value, 64)
					r.Kind, r.Num = Number, f
				}
				add(r)
			}
		}
		if t.IsNum {
			add(Reading{Start: i, End: i + 1, Kind: Number, Num: t.Num, Value: t.Text, Score: 1})
		} else if f, ok := lx.multiplied(t.Text); ok {
			add(Reading{Start: i, End: i + 1, Kind: Number, Num: f, Value: t.Text, Score: 1})
		}
	}
	// "how many flights a day": "a" between the noun counted and a unit of
	// time says per one of it, as "per day" does
	for i := 1; i+1 < len(toks); i++ {
		if v, ok := lx.Vocab.Value("number.article", words[i]); !ok || v != "1" || toks[i+1].Plural {
			continue
		}
		unit := slices.ContainsFunc(l.At[i+1], func(r Reading) bool { return r.Kind == Func && r.Name == "unit.time" && r.End == i+2 })
		noun := false
		for j := max(0, i-MaxSpan); j < i; j++ {
			noun = noun || slices.ContainsFunc(l.At[j], func(r Reading) bool { return r.End == i && (r.Kind == Metric || r.Kind == Table) })
		}
		if unit && noun {
			add(Reading{Start: i, End: i + 1, Kind: Func, Name: "per", Score: 1})
		}
	}
	// "Is freight included in revenue?": a yes/no question whether one
	// thing is part of another asks what something means
	if len(toks) > 0 && lx.Vocab.Is("yesno", words[0]) {
		for i := range toks {
			if _, n := lx.Vocab.Match("relation", words, i); n > 0 {
				add(Reading{Start: i, End: i + n, Kind: Func, Name: "define", Score: 1})
			}
		}
	}
	lx.writtenNumbers(l, toks, words, add)
	// a number followed by a multiplier word: "2 million"
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].IsNum {
			if m, ok := lx.Vocab.Value("multiplier", toks[i+1].Text); ok {
				f, _ := strconv.ParseFloat(m, 64)
				add(Reading{Start: i, End: i + 2, Kind: Number, Num: toks[i].Num * f, Value: toks[i].Text + " " + toks[i+1].Text, Score: 1})
			}
		}
	}
	// dimension values, with the phrasings that bind them to a role; a
	// part or a near spelling of one value is not read where another value
	// matches the same words exactly
	var values []Reading
	matches := lx.Snap.Values.Match(words, func(i int) bool { return toks[i].IsNum })
	exact := map[[2]int]bool{}
	for _, m := range matches {
		if m.Kind == knowledge.MatchExact || m.Kind == knowledge.MatchSynonym {
			exact[[2]int{m.Start, m.End}] = true
		}
	}
	// the values of columns no dimension declares, after the dimensions'
	for _, m := range lx.Snap.ColumnValues.Match(words, func(i int) bool { return toks[i].IsNum }) {
		if m.Kind == knowledge.MatchExact || m.Kind == knowledge.MatchSynonym {
			m.Kind = "column value"
			m.Score = 0.9
			matches = append(matches, m)
		}
	}
	for _, m := range matches {
		if (m.Kind == knowledge.MatchPartial || m.Kind == knowledge.MatchFuzzy) && exact[[2]int{m.Start, m.End}] {
			continue
		}
		if m.Kind == knowledge.MatchFuzzy && !typoShape(m.Text, knowledge.Fold(m.Value)) {
			continue // "carried" is not a typo of "Carrier"
		}
		// a value that is a restrictive function word ("Growth" plan,
		// "Top" tier) is the value only where its dimension is named
		if m.End-m.Start == 1 && lx.restrictive(words[m.Start]) && !l.names(m.Dimension) {
			continue
		}
		// a value spelled like the name of another thing ("carriers": a
		// cancellation reason, and the carrier dimension) is the value
		// only where its dimension is named ("cancellations caused by the
		// carrier")
		if m.End-m.Start == 1 && m.Kind == knowledge.MatchExact && lx.namesOther(stems[m.Start:m.End], m.Dimension) && !l.names(m.Dimension) {
			continue
		}
		m := m
		// a part of a value, or a near spelling, is not read over a word
		// that names a thing of the workspace ("products" is not "Dairy
		// Products")
		if (m.Kind == knowledge.MatchPartial || m.Kind == knowledge.MatchFuzzy) && (lx.isName(stems[m.Start:m.End]) || lx.restrictiveSpan(words[m.Start:m.End])) {
			continue
		}
		r := Reading{Start: m.Start, End: m.End, Kind: Value, Name: m.Dimension, Value: m.Value, Score: m.Score, Via: m.Kind, Entity: &m}
		add(r)
		values = append(values, r)
	}
	// a filler word that is a whole value, said beside its noun
	// ("performance tickets"), a little below a value said otherwise: the
	// value where it is read, and then a word that counts
	var fillerValues []int
	for i, t := range toks {
		if cls := lx.Vocab.ClassesOf(t.Text); len(cls) != 1 || cls[0] != "stop" || slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind == Value }) {
			continue
		}
		for _, m := range lx.Snap.Values.Whole(words[i], i) {
			m := m
			// (a short one only as the value writes it: "IT", not "it";
			// "OR", not "or")
			if !l.besideNoun(lx, i, m.Dimension) || len(words[i]) < 5 && (t.Raw != m.Value || strings.ToLower(m.Value) == m.Value) {
				continue
			}
			r := Reading{Start: i, End: i + 1, Kind: Value, Name: m.Dimension, Value: m.Value, Score: 0.9, Via: m.Kind, Entity: &m}
			add(r)
			values = append(values, r)
			fillerValues = append(fillerValues, i)
		}
	}
	// (a name said around it took it for filler: "how many performance
	// tickets" is no reordered "how many tickets")
	for _, i := range fillerValues {
		for k := range l.At[:i] {
			l.At[k] = slices.DeleteFunc(l.At[k], func(r Reading) bool {
				return r.End > i && r.Kind != Value && r.Kind != Func && r.Kind != Time && (r.Via == "name reordered" || r.Via == "overlapping names")
			})
		}
	}
	// periods
	pw, fixed := lx.monthTypos(l, words)
	pr := &periodReader{w: pw, v: lx.Vocab, anchor: lx.Anchor, first: lx.First, named: lx.named}
	var periods []Reading
	for _, p := range pr.read(nil) {
		p := p
		r := Reading{Start: p.Start, End: p.End, Kind: Time, Name: p.Unit, Period: &p, Score: 1}
		if p.Guessed {
			r.Score = 0.9
		}
		for i := p.Start; i < p.End; i++ {
			if m, ok := fixed[i]; ok {
				r.Score *= 0.9
				r.Via, r.Raw = "typo of "+m, toks[i].Raw
			}
		}
		add(r)
		periods = append(periods, r)
	}
	type phrased struct {
		r    Reading
		name string // the template's thing
		v    [2]int // the value's tokens
		own  []string
	}
	var said []phrased
	for _, tp := range lx.templates {
		for _, v := range append(values, periods...) {
			fits, sibling := lx.templateFits(tp, v)
			// "Reyes's team" is whose team, not a "{value} team"
			if !fits || len(tp.after) > 0 && !tp.possessive && possessive(toks[v.End-1].Raw) {
				continue
			}
			s, ok1 := matchBefore(stems, words, v.Start, tp.before, lx)
			e, ok2 := matchAfter(stems, words, v.End, tp.after, lx)
			if ok1 && !ok2 && len(tp.before) == 0 && v.Start > 0 && lx.Vocab.Is("do", words[v.Start-1]) {
				// "did Laura close" for "{value} closed"
				for _, alt := range baseForms(tp.after) {
					if e, ok2 = matchAfter(stems, words, v.End, alt, lx); ok2 {
						break
					}
				}
			}
			if !ok1 || !ok2 {
				continue
			}
			// the phrasing's own nouns ("customers" of "customers in
			// {value}") stay free to be read: what is counted or listed
			var trimmed []int
			verb := s
			// (not the thing's own name said as the phrasing: "escalated
			// to {value}" of a dimension labelled "Escalated to")
			for s < v.Start && l.entityWithin(s, s, v.Start) && !l.readAs(s, tp.kind, tp.name) {
				trimmed = append(trimmed, s)
				s++
			}
			for e > v.End && !tp.possessive && l.entityWithin(e-1, v.End, e) && !l.readAs(e-1, tp.kind, tp.name) {
				trimmed = append(trimmed, e-1)
				e--
			}
			// ... but a noun of other rows ("parental leave in 2024" is
			// not "left in 2024", whatever "left" stems to): the words
			// are not the phrasing
			if slices.ContainsFunc(trimmed, func(i int) bool { return !lx.entityOf(l, i, lx.templateTable(tp)) }) {
				continue
			}
			// "every request that started in Q4": the verb of a relative
			// clause is its noun's, a date of the noun's own rows that the
			// verb names, not a phrasing of other rows' date
			if v.Kind == Time && tp.kind == Dimension {
				if d := lx.Snap.Dimensions[tp.name]; d != nil {
					if own := lx.subjectDate(l, stems, words, verb, d.Table); own != "" {
						add(Reading{Start: verb, End: verb + 1, Kind: Dimension, Name: own, Score: 0.85, Via: "verb of date"})
						continue
					}
				}
			}
			r := v
			r.Start, r.End, r.Via = s, e, "phrasing"
			r.Score = min(1, v.Score+0.05)
			if sibling {
				// "customers in Japan": Japan is a country, the phrasing says
				// whose, even if no customer is there
				r.Name, r.Score, r.Entity = tp.name, 0.85*v.Score, nil
			}
			if tp.kind != Dimension {
				// a metric's or table's phrasing: the value keeps its
				// dimension, and the words name the metric or table
				r.Via = "phrasing of " + string(tp.kind) + " " + tp.name
			}
			if v.Kind == Time {
				r.Name, r.Via = v.Name, "phrasing of dimension "+tp.name
			}
			said = append(said, phrased{r, tp.name, [2]int{v.Start, v.End}, append(slices.Clone(tp.before), tp.after...)})
		}
	}
	// "to out of Seattle": a phrasing that passes over another thing's
	// phrasing of the same words, nearer to them, is not said ("out of
	// Seattle" is); one whose own words hold it is ("dropped off at" of
	// "at")
	lx.askedInPhrasing(l, stems, words, add)
	lx.speedOf(l, stems, words, add)
	for _, m := range said {
		inner := slices.ContainsFunc(said, func(o phrased) bool {
			return o.v == m.v && o.name != m.name && o.r.Start > m.r.Start && o.r.End <= m.r.End && !slices.Contains(m.own, stems[o.r.Start])
		})
		if !inner {
			add(m.r)
		}
	}
	lx.compounds(l, add)
	// a word said of one role of a list only: the rows in that role
	lx.roleReadings(l, stems, add)
	lx.twinReadings(l, stems, add)
	lx.typos(l, words)
	for i, t := range toks {
		l.Weight[i] = lx.weight(words, i, t)
		if l.Weight[i] > 0 && !l.covered(i) && lx.fillerTypo(t) {
			l.Weight[i] = 0
		}
		// "could you please tell me": a request's opener asks nothing (its
		// "could" is no modal)
		if _, n := lx.Vocab.Match("lead", words, i); n > 1 {
			for k := i; k < i+n; k++ {
				l.At[k] = slices.DeleteFunc(l.At[k], func(r Reading) bool { return r.Kind == Func && r.Name == "modal" })
			}
			if !slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind != Func }) {
				l.Weight[i] = 0
			}
		}
		if slices.Contains(fillerValues, i) {
			l.Weight[i] = 1
		}
		// "20%" and "$1,000": a unit symbol written on a number belongs
		// to it; a reading that drops it compares another number
		if !isWord(t.Text) && (lx.Vocab.Is("unit.percent", t.Text) && t.Attached && i > 0 && toks[i-1].IsNum ||
			lx.Vocab.Is("unit.currency", t.Text) && i+1 < len(toks) && toks[i+1].Attached && toks[i+1].IsNum) {
			l.Weight[i] = 1
		}
		// "60 grand", "thirty thousand": a multiplier after a number is
		// part of it
		if i > 0 && (toks[i-1].IsNum || lx.Vocab.Is("number", words[i-1])) && lx.Vocab.Is("multiplier", t.Text) {
			l.Weight[i] = 1
		}
	}
	// an instruction verb where a request starts, on the workspace's rows
	// ("cancel all unpaid bills"), is what the request asks: no reading of
	// the rows explains it
	for i := range toks {
		if l.Weight[i] == 0 && lx.Vocab.Is("change.lead", words[i]) && lx.requestStart(words, i) && l.objectIsData(i) {
			l.Weight[i] = 1
		}
	}
	// "by" before something to break down by must be used: a breakdown
	// dropped would answer another question
	for i := range toks {
		for _, r := range l.At[i] {
			if r.Kind == Func && (r.Name == "group" || r.Name == "per") && r.End < len(toks) && l.groupable(r.End) && !l.agentBy(r) {
				l.Weight[i] = 1
			}
		}
	}
	// a restrictive phrase of filler words ("how many", "at least") must
	// be used too: its first word carries it
	for i := range toks {
		for _, r := range l.At[i] {
			if r.Kind == Func && lx.Vocab.Restrictive(r.Name) && (!lx.Vocab.BeforeNumber(r.Name) || numberAfter(words, r.End-1)) {
				l.Weight[i] = 1
			}
		}
	}
	// "over the 2023 holiday peak", "over Q1": a comparison word before
	// a period says when, not more than
	for i := range toks {
		j := i + 1
		for j < len(toks) && lx.Vocab.Is("stop", words[j]) && !l.startsPeriod(j) {
			j++
		}
		if j == len(toks) || !l.startsPeriod(j) || !slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind == Func && r.Name == "cmp.gt" && r.End == i+1 }) {
			continue
		}
		l.At[i] = slices.DeleteFunc(l.At[i], func(r Reading) bool { return r.Kind == Func && strings.HasPrefix(r.Name, "cmp.") })
		l.Weight[i] = 0
	}
	// a time-order word pointing back at something said ("never rode
	// before it started", "since then") relates two times the question
	// names: no period reads it, and a reading that drops it answers
	// another question
	for i := range toks {
		if l.Weight[i] > 0 || !lx.timeOrder(words[i]) || !lx.Vocab.Is("time.back", nextWord(words, i)) || l.inPeriod(i) {
			continue
		}
		l.Weight[i] = 1
	}
	// "our current fleet": a word of the present before a noun that no
	// period reads says which of the things, a state the question keeps
	// (no longer a word of time)
	for i := range toks {
		if l.Weight[i] == 0 && lx.Vocab.Is("this", words[i]) && !lx.Vocab.Is("stop", words[i]) && !l.inPeriod(i) && i+1 < len(toks) && l.nameAt(i+1) &&
			!lx.Vocab.Is("unit.time", words[i+1]) && !lx.Vocab.Is("grain", words[i+1]) && !lx.Vocab.Is("period.same.span", words[i+1]) {
			l.Weight[i] = 1
		}
	}
	// a negation a period takes in ("didn't ship until 1998") is read
	// by the period alone
	for _, p := range periods {
		if n := p.Period.Negated - 1; n >= 0 {
			l.At[n] = slices.DeleteFunc(l.At[n], func(r Reading) bool { return r.Kind == Func && r.Name == "neg" })
		}
	}
	// a workspace name made of filler words only ("report to" of a column
	// ReportsTo) is said when its words are: its first word counts, so
	// a reading that leaves it out reports it
	for i := range toks {
		for _, r := range l.At[i] {
			if r.End-r.Start < 2 || r.Kind == Func || r.Kind == Number || r.Kind == Value || r.Kind == Time || strings.HasPrefix(r.Via, "typo") {
				continue
			}
			if !slices.ContainsFunc(l.Weight[r.Start:r.End], func(w float64) bool { return w > 0 }) {
				l.Weight[i] = 1
			}
		}
	}
	// a word of a function class that is a verb of the workspace's own
	// ("closed" of completed jobs, beside "closed" asking a range's end)
	// says which thing is meant: it counts
	// (so does one that ends a range said of one role: "which technician
	// closed the most jobs")
	for i := range toks {
		if l.Weight[i] > 0 {
			continue
		}
		for _, r := range l.At[i] {
			if r.End == i+1 && (r.Kind == Metric || r.Kind == Filter) && verbVia(r.Via) {
				l.Weight[i] = 1
			}
		}
		if lx.soft(l, i) && l.saysRole(i) {
			l.Weight[i] = 1
		}
	}
	// "sales after discounts": the rows a filter keeps are not what an
	// amount is net of; the filter is not read there
	for i := range toks {
		if _, n := lx.Vocab.Match("net", words, i); n > 0 && i+n < len(toks) {
			l.At[i+n] = slices.DeleteFunc(l.At[i+n], func(r Reading) bool { return r.Kind == Filter })
		}
	}
	// a filler phrase ("right now", "that year") is filler as a whole,
	// its words too, where nothing of the workspace reads them
	// (and so are the courtesies of a chat phrase: "thanks a lot")
	for i := range toks {
		_, n := lx.Vocab.Match("stop", words, i)
		if _, c := lx.Vocab.Match("chat", words, i); c > n {
			n = c
		}
		if n > 1 {
			for k := i; k < i+n; k++ {
				if !l.named(k) {
					l.Weight[k] = 0
				}
			}
		}
	}
	return l
}

// besideNoun reports a word just before or after a word that names the
// table a dimension's values are of ("performance tickets", "tickets about
// performance" is not).
func (l *Lattice) besideNoun(lx *Lexicon, i int, dim string) bool {
	d := lx.Snap.Dimensions[dim]
	if d == nil {
		return false
	}
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(l.Tokens) {
			continue
		}
		for k := max(0, j-MaxSpan+1); k <= j; k++ {
			for _, r := range l.At[k] {
				if r.Start <= j && r.End > j && (r.Kind == Table && r.Name == d.Table || r.Kind == Metric && lx.measureTable(&Measure{Metric: r.Name}) == d.Table) {
					return true
				}
			}
		}
	}
	return false
}

// agentBy reports a lone "by" after a participle: "orders placed by
// customers from the UK" says who placed them, which need not be a
// breakdown.
func (l *Lattice) agentBy(r Reading) bool {
	if r.End-r.Start != 1 || r.Start == 0 || !l.lex.Vocab.Is("agent", l.Tokens[r.Start].Text) {
		return false
	}
	p := l.Tokens[r.Start-1]
	if strings.HasSuffix(p.Text, "ed") && len(p.Text) > 4 || l.lex.Vocab.Is("irregular", p.Text) {
		return true
	}
	for _, x := range l.At[r.Start-1] {
		if x.Via == "verb" || strings.HasPrefix(x.Via, "verb of") {
			return true
		}
	}
	return false
}

// entityWithin reports a reading of a table, dimension or metric on token
// i that lies within [from, to): a noun of a phrasing's own words.
// readAs reports token i read as the given thing by some reading.
func (l *Lattice) readAs(i int, kind Kind, name string) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && r.Kind == kind && r.Name == name {
				return true
			}
		}
	}
	return false
}

func (l *Lattice) entityWithin(i, from, to int) bool {
	for k := max(from, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && r.Start >= from && r.End <= to && (r.Kind == Table || r.Kind == Dimension || r.Kind == Metric) && r.Via != "phrasing" && r.Via != "verb" && !strings.HasPrefix(r.Via, "verb of") && !strings.HasPrefix(r.Via, "role ") {
				return true
			}
		}
	}
	return false
}

// gapped finds multi-word metric names with an aggregation word inside
// ("average") that the metric itself is, or that applies to what it sums.
func (lx *Lexicon) gapped(l *Lattice, stems, words []string, add func(Reading)) {
	for _, e := range lx.entries {
		if e.kind != Metric || len(e.stems) < 2 {
			continue
		}
		for i := 0; i+len(e.stems) < len(stems); i++ {
			if stems[i] != e.stems[0] {
				continue
			}
			k, j, agg := i+1, 1, ""
			for j < len(e.stems) && k < len(stems) && k-i <= len(e.stems)+2 {
				if stems[k] == e.stems[j] {
					j, k = j+1, k+1
					continue
				}
				if c := lx.aggClass(words[k]); c != "" && agg == "" {
					agg, k = c, k+1
					continue
				}
				break
			}
			if j < len(e.stems) || agg == "" {
				continue
			}
			a := aggOf[agg]
			if !(lx.aggregates(e.name, a) || a == "sum" || a == "count" || lx.summedColumn(e.name) != "" && (a == "avg" || a == "max" || a == "min" || a == "median")) {
				continue
			}
			add(Reading{Start: i, End: k, Kind: Metric, Name: e.name, Score: 0.9 * e.weight, Via: "name around " + agg, Value: a})
		}
	}
}

// byUnit reads the word of the unit a question asks its number in as an
// average metric in that unit, when the question says an average and a
// word of the metric's names after the unit (itself, or a word made from
// it: "resolve" of "resolution time"); the reading explains those words
// too.
func (lx *Lexicon) byUnit(l *Lattice, stems, words []string, add func(Reading)) {
	unit := AskedUnit(lx.Vocab, words)
	if unit == "" {
		return
	}
	at, avg := -1, []int{}
	for i, w := range words {
		if at < 0 && (stems[i] == unit || unit == "$" && lx.Vocab.Is("unit.currency", w)) && i > 0 {
			at = i
		}
		if lx.Vocab.Is("agg.avg", w) {
			avg = append(avg, i)
		}
		if _, n := lx.Vocab.Match("agg.avg", words, i); n > 1 {
			for k := i; k < i+n; k++ {
				avg = append(avg, k)
			}
		}
	}
	if at < 0 || len(avg) == 0 {
		return
	}
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		m := lx.Snap.Metrics[name]
		if !(unit == "$" && lx.currencyUnit(m.Unit) || slices.Contains(stemsOf(m.Unit), unit)) {
			continue
		}
		own := map[string]bool{}
		average := strings.HasPrefix(strings.ToUpper(strings.TrimSpace(m.Expr)), "AVG(")
		for k, n := range append([]string{m.Label, knowledge.NameWords(m.Name)}, m.Synonyms...) {
			for _, w := range strings.Fields(strings.ToLower(n)) {
				if lx.Vocab.Is("agg.avg", w) {
					average = average || k < 2 // (by its own name, not a synonym's "typical")
					continue
				}
				if st := knowledge.Stem(w); !knowledge.IsStopWord(w) && st != unit && len(lx.Vocab.ClassesOf(w)) == 0 {
					own[st] = true
				}
			}
		}
		if !average {
			continue
		}
		var also []int
		for j := at + 1; j < len(stems); j++ {
			if l.Weight[j] == 0 && len(lx.Vocab.ClassesOf(words[j])) > 0 || slices.Contains(avg, j) {
				continue
			}
			if own[stems[j]] || derived(stems[j], own) || derivedOf(stems[j], own) {
				also = append(also, j)
			}
		}
		if len(also) == 0 {
			continue
		}
		add(Reading{Start: at, End: at + 1, Kind: Metric, Name: name, Score: 0.85, Via: "its unit, an average and its words", Also: append(also, avg...)})
	}
}

// reordered finds names of two or three words said in another order, with
// only filler between them: every word of the name once, nothing else that
// means something. A breakdown or comparison word between them ("revenue
// by customer" is not "customer revenue") stops it.
func (lx *Lexicon) reordered(stems, words []string, add func(Reading)) {
	filler := func(k int) bool { return lx.filler(words[k]) }
	for _, e := range lx.entries {
		n := len(e.stems)
		if n < 2 || n > 4 {
			continue
		}
		for i := range stems {
			if !slices.Contains(e.stems, stems[i]) {
				continue
			}
			left := slices.Clone(e.stems)
			inOrder := true
			order := "" // "interviewed the most people": a ranking inside the name
			fillers := 0
			k := i
			for ; k < len(stems) && k-i < n+3 && len(left) > 0; k++ {
				if j := slices.Index(left, stems[k]); j >= 0 {
					if j != 0 {
						inOrder = false
					}
					left = slices.Delete(left, j, j+1)
					continue
				}
				// (not "fewer" of "how many fewer loans": a difference)
				if k > i && order == "" && e.kind == Metric && !lx.inPhrase("difference", words, k) {
					if o := orderClass(lx.Vocab, words[k]); o != "" {
						order, inOrder = o, false
						continue
					}
				}
				// one filler word between the name's words at most ("flights
				// were scheduled", "interviewed the most people"): a longer gap
				// joins words of two things ("hospital earned the most charges")
				if fillers++; k == i || !filler(k) || fillers > 1 {
					break
				}
				inOrder = false
			}
			if len(left) > 0 || inOrder {
				continue
			}
			r := Reading{Start: i, End: k, Kind: e.kind, Name: e.name, Score: 0.9 * e.weight, Via: "name reordered"}
			if order != "" {
				r.Via, r.Value = "name around "+order, orderOf[order]
			}
			add(r)
		}
	}
}

// inPhrase reports word k inside a phrase of the class.
func (lx *Lexicon) inPhrase(class string, words []string, k int) bool {
	for p := max(0, k-lx.Vocab.MaxWords()+1); p <= k; p++ {
		if _, n := lx.Vocab.Match(class, words, p); n > 0 && p+n > k {
			return true
		}
	}
	return false
}

// orderClass is the order class of a word ("" when none).
func orderClass(v *english.Vocabulary, w string) string {
	for _, c := range []string{"order.desc", "order.asc"} {
		if v.Is(c, w) {
			return c
		}
	}
	return ""
}

// aggClass is the aggregation class of a word ("" when none).
func (lx *Lexicon) aggClass(w string) string {
	for _, c := range []string{"agg.avg", "agg.sum", "agg.median", "agg.max", "agg.min"} {
		if lx.Vocab.Is(c, w) {
			return c
		}
	}
	return ""
}

// names reports a reading of the dimension (its name or a synonym)
// anywhere in the question.
func (l *Lattice) names(dim string) bool {
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == Dimension && r.Name == dim {
				return true
			}
		}
	}
	return false
}

// columnOn is the numeric column read on the same words as r ("arrival
// delay" names a column and a metric over it), or "".
func (l *Lattice) columnOn(r Reading) string {
	for _, o := range l.At[r.Start] {
		if o.Kind == Column && o.End == r.End {
			if _, c := l.lex.ColumnOf(o.Name); numeric(c) {
				return o.Name
			}
		}
	}
	return ""
}

// namedBy reports a reading of kind and name that covers r's words and
// more.
func (l *Lattice) namedBy(r Reading, kind Kind, name string) bool {
	for i := max(0, r.Start-MaxSpan-2); i <= r.Start; i++ {
		for _, o := range l.At[i] {
			if o.Kind == kind && o.Name == name && o.Start <= r.Start && o.End >= r.End && o.End-o.Start > r.End-r.Start {
				return true
			}
		}
	}
	return false
}

// namedExactlyBy reports a reading inside a longer one that is the
// metric's name, label or synonym as written ("room" of "room revenue").
func (l *Lattice) namedExactlyBy(r Reading, metric string) bool {
	for i := max(0, r.Start-MaxSpan-2); i <= r.Start; i++ {
		for _, o := range l.At[i] {
			if o.Kind == Metric && o.Name == metric && named(o) && o.Score >= 1 && o.Start <= r.Start && o.End >= r.End && o.End-o.Start > r.End-r.Start {
				return true
			}
		}
	}
	return false
}

// named reports a reading of a workspace name (metric, dimension, table,
// column, filter, value, period) on token i.
func (l *Lattice) named(i int) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && r.Kind != Func && r.Kind != Number {
				return true
			}
		}
	}
	return false
}

// namedData reports a token some name of the data reads (not a period,
// which a passage may be the section of).
func (l *Lattice) namedData(i int) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && r.Kind != Func && r.Kind != Number && r.Kind != Time {
				return true
			}
		}
	}
	return false
}

// namesThing reports a reading of a metric, dimension, table or filter
// name on token i (not a typo of one) that is not one of the own tables,
// nor a count of their rows.
func (l *Lattice) namesThing(i int, own map[string]bool) bool {
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start > i || r.End <= i || strings.HasPrefix(r.Via, "typo") {
				continue
			}
			switch r.Kind {
			case Table:
				if own[r.Name] {
					return false
				}
			case Metric:
				if l.lex.countMetric(r.Name) && own[l.lex.Snap.Metrics[r.Name].Table] {
					return false
				}
			}
		}
	}
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start <= i && r.End > i && !strings.HasPrefix(r.Via, "typo") && (r.Kind == Metric || r.Kind == Dimension || r.Kind == Table || r.Kind == Filter) {
				return true
			}
		}
	}
	return false
}

// possessive reports a word written with a possessive ending ("Reyes's",
// "Lambert’s", "players'").
func possessive(raw string) bool {
	for _, end := range []string{"'s", "’s", "'", "’"} {
		if strings.HasSuffix(strings.ToLower(raw), end) {
			return true
		}
	}
	return false
}

// typoShape: a typo keeps the first and the last letter.
func typoShape(a, b string) bool {
	return a != "" && b != "" && a[0] == b[0] && a[len(a)-1] == b[len(b)-1]
}

// dropShadowedFuncs removes a function-word reading that lies inside a
// longer function phrase of another class.
func (l *Lattice) dropShadowedFuncs() {
	for i := range l.At {
		keep := l.At[i][:0]
		for _, r := range l.At[i] {
			if r.Kind == Func && (l.longerFunc(r) || l.inValueName(r)) {
				continue
			}
			keep = append(keep, r)
		}
		l.At[i] = keep
	}
}

// inValueName reports a time grain word that a value's name of several
// words begins ("annual member" of the Annual plan, "monthly pass"): the
// word names the value, not a grain.
func (l *Lattice) inValueName(r Reading) bool {
	if r.Name != "grain" && r.Name != "unit.time" {
		return false
	}
	return slices.ContainsFunc(l.At[r.Start], func(o Reading) bool {
		return o.Kind == Value && o.End-o.Start >= 2 && o.End > r.End && (o.Via == "synonym" || o.Via == "exact" || o.Via == "")
	})
}

// groupable reports a reading at token i that can be broken down by.
func (l *Lattice) groupable(i int) bool {
	for _, r := range l.At[i] {
		switch {
		case r.Kind == Dimension || r.Kind == Table || r.Kind == Column:
			return true
		case r.Kind == Func && r.Name == "unit.time":
			return true
		}
	}
	return false
}

// longerFunc reports whether another function-word reading covers r's
// words and more ("drop in" of a growth over "drop").
func (l *Lattice) longerFunc(r Reading) bool {
	for i := max(0, r.Start-MaxSpan); i <= r.Start; i++ {
		for _, o := range l.At[i] {
			if o.Kind == Func && o.Name != r.Name && o.Start <= r.Start && o.End >= r.End && o.End-o.Start > r.End-r.Start {
				return true
			}
		}
	}
	return false
}

// restrictiveSpan: one function word ("bottom" is not a part of
// "Bottom-Dollar Markets", nor "total" of "Total hip replacement").
func (lx *Lexicon) restrictiveSpan(words []string) bool {
	return len(words) == 1 && len(lx.Vocab.ClassesOf(words[0])) > 0
}

// isName reports whether the stems are a name of a metric, dimension,
// table, column or filter.
func (lx *Lexicon) isName(stems []string) bool {
	return len(lx.byKey[strings.Join(stems, " ")]) > 0
}

// namesOther reports words that name a thing other than the dimension.
func (lx *Lexicon) namesOther(stems []string, dim string) bool {
	for _, i := range lx.byKey[strings.Join(stems, " ")] {
		if e := lx.entries[i]; e.kind != Value && !(e.kind == Dimension && e.name == dim) {
			return true
		}
	}
	return false
}

// templateFits: a dimension's phrasing binds its own values (or, for a
// time dimension, periods), and the values of a dimension of the same
// domain (sibling: countries of suppliers and of customers); a metric's or
// table's, values of dimensions it reaches.
// templateTable is the table whose rows a phrasing is said of.
func (lx *Lexicon) templateTable(tp template) string {
	switch tp.kind {
	case Dimension:
		if d := lx.Snap.Dimensions[tp.name]; d != nil {
			return d.Table
		}
	case Metric:
		if m := lx.Snap.Metrics[tp.name]; m != nil {
			return m.Table
		}
	case Table:
		return tp.name
	}
	return ""
}

// entityOf reports a reading of token i that may be of the table's rows:
// the table itself, or a dimension or metric.
// subjectDate is the time dimension a verb at token i names of the rows
// of the noun its relative clause follows ("request that started": the
// requests' start date), when those rows are another table than the one
// given; "" otherwise.
func (lx *Lexicon) subjectDate(l *Lattice, stems, words []string, i int, table string) string {
	p := i - 1
	if p < 1 || !lx.Vocab.Is("relative", words[p]) {
		return ""
	}
	forms := append([]string{stems[i]}, knowledge.PastTenseStems(words[i])...)
	for k := max(0, p-MaxSpan); k < p; k++ {
		for _, r := range l.At[k] {
			if r.End != p || r.Kind != Table && r.Kind != Metric {
				continue
			}
			own := r.Name
			if r.Kind == Metric {
				own = lx.measureTable(&Measure{Metric: r.Name})
			}
			if own == "" || own == table {
				continue
			}
			for _, name := range knowledge.SortedNames(lx.Snap.Dimensions) {
				d := lx.Snap.Dimensions[name]
				if d.Table != own || !d.Kind.IsTime() {
					continue
				}
				words := append(stemsOf(d.Label), stemsOf(knowledge.NameWords(d.Name))...)
				if slices.ContainsFunc(forms, func(f string) bool { return slices.Contains(words, f) }) {
					return name
				}
			}
		}
	}
	return ""
}

func (lx *Lexicon) entityOf(l *Lattice, i int, table string) bool {
	if table == "" {
		return true
	}
	for k := max(0, i-MaxSpan); k <= i; k++ {
		for _, r := range l.At[k] {
			if r.Start > i || r.End <= i || r.Via == "phrasing" || verbVia(r.Via) || strings.HasPrefix(r.Via, "role ") {
				continue
			}
			// (only a noun for other rows' table says other rows: a word
			// that also names a date or a measure may be the phrasing's
			// verb, "started in {value}")
			if r.Kind == Dimension || r.Kind == Metric || r.Kind == Table && r.Name == table {
				return true
			}
		}
	}
	return false
}

func (lx *Lexicon) templateFits(tp template, v Reading) (fits, sibling bool) {
	if v.Kind == Time {
		d := lx.Snap.Dimensions[tp.name]
		return tp.kind == Dimension && d != nil && d.Kind.IsTime(), false
	}
	vd := lx.Snap.Dimensions[v.Name]
	if vd == nil {
		return false, false // a column's value: no phrasing binds it
	}
	switch tp.kind {
	case Dimension:
		if v.Name == tp.name {
			return true, false
		}
		if _, own := lx.Snap.Dimensions[tp.name].Canonical(v.Value); own {
			return false, false // read as its own value above
		}
		// "at Brookhaven" of "at {value}" (a hospital's): the value of
		// another text dimension of the same rows (the hospital's city) is
		// said in the phrasing's role
		if td := lx.Snap.Dimensions[tp.name]; td != nil && td.Table == vd.Table && !vd.Kind.IsTime() && !td.Kind.IsTime() {
			return true, false
		}
		return slices.Contains(lx.siblings[tp.name], v.Name), true
	case Metric:
		m := lx.Snap.Metrics[tp.name]
		return m != nil && lx.reaches(m.Table, vd.Table), false
	case Table:
		return lx.reaches(tp.name, vd.Table), false
	}
	return false, false
}

// matchBefore matches a phrasing's words just before token i, filler in
// the question aside ("customers in the UK" for "customers in {value}"),
// and returns where they start. A word that means something ("which",
// "not", "and") is not passed over.
func matchBefore(stems, words []string, i int, want []string, lx *Lexicon) (int, bool) {
	k := i - 1
	for j := len(want) - 1; j >= 0; j-- {
		for k >= 0 && stems[k] != want[j] && lx.filler(words[k]) {
			k--
		}
		if k < 0 || stems[k] != want[j] {
			return 0, false
		}
		k--
	}
	return k + 1, true
}

// baseForms are a phrasing's words with its first past participle in each
// guess at its base, as an auxiliary asks it ("{value} closed" said "did
// {value} close"; a guess that is no word, "finishe", matches nothing).
func baseForms(want []string) [][]string {
	for j, w := range want {
		var out [][]string
		for _, f := range knowledge.PastTenseStems(w) {
			alt := slices.Clone(want)
			alt[j] = f
			out = append(out, alt)
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// matchAfter matches a phrasing's words just after token i.
func matchAfter(stems, words []string, i int, want []string, lx *Lexicon) (int, bool) {
	k := i
	for _, w := range want {
		for k < len(stems) && stems[k] != w && lx.filler(words[k]) {
			k++
		}
		if k >= len(stems) || stems[k] != w {
			return 0, false
		}
		k++
	}
	return k, true
}

// reaches reports whether table from reaches table to along many-to-one
// joins (or is it).
func (lx *Lexicon) reaches(from, to string) bool {
	if from == to {
		return true
	}
	_, err := knowledge.JoinPath(lx.Snap, from, []string{to})
	return err == nil
}

// multiplied reads "1.5k", "2m".
// writtenNumbers reads a number written in words of several parts as
// one number: "thirty thousand" (30000), "two thousand five hundred"
// (2500), "forty two", "three hundred and ten". The words and their
// values are the vocabulary's (number, multiplier); the grammar is
// English's: units after tens, hundreds of a unit, a scale after a group.
func (lx *Lexicon) writtenNumbers(l *Lattice, toks []Token, words []string, add func(Reading)) {
	const (
		none = iota
		unit
		teen
		ten
		hundred
		scale
	)
	for i := range toks {
		total, cur, last, parts, end, value := 0.0, 0.0, none, 0, -1, 0.0
		for j := i; j < len(toks); j++ {
			w := words[j]
			if toks[j].IsNum {
				break
			}
			if lx.Vocab.Is("number.join", w) && (last == hundred || last == scale) && j+1 < len(toks) && lx.Vocab.Is("number", words[j+1]) {
				continue
			}
			if m, ok := lx.Vocab.Value("multiplier", w); ok && isWord(w) && len(w) > 2 {
				f, _ := strconv.ParseFloat(m, 64)
				if cur == 0 || last == scale || f < 1000 {
					break
				}
				total, cur, last = total+cur*f, 0, scale
			} else if p, ok := lx.Vocab.Value("number", w); ok {
				v, err := strconv.ParseFloat(p, 64)
				if err != nil || v != float64(int(v)) {
					break
				}
				switch {
				case v >= 1 && v <= 9 && (last == none || last == ten || last == hundred || last == scale):
					cur, last = cur+v, unit
				case v >= 10 && v <= 19 && (last == none || last == hundred || last == scale):
					cur, last = cur+v, teen
				case v >= 20 && v <= 90 && int(v)%10 == 0 && (last == none || last == hundred || last == scale):
					cur, last = cur+v, ten
				case v == 100 && (last == none || last == unit) && cur < 10:
					cur, last = max(cur, 1)*100, hundred
				default:
					j = len(toks) // no number goes on like this
					continue
				}
			} else {
				break
			}
			parts++
			if parts >= 2 {
				end, value = j+1, total+cur
			}
		}
		if end > 0 && !slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind == Number && r.End == end }) {
			add(Reading{Start: i, End: end, Kind: Number, Num: value, Value: strings.Join(words[i:end], " "), Score: 1})
		}
	}
}

func (lx *Lexicon) multiplied(w string) (float64, bool) {
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || w[i] == '.') {
		i++
	}
	if i == 0 || i == len(w) {
		return 0, false
	}
	m, ok := lx.Vocab.Value("multiplier", w[i:])
	if !ok {
		return 0, false
	}
	n, err1 := strconv.ParseFloat(w[:i], 64)
	f, err2 := strconv.ParseFloat(m, 64)
	return n * f, err1 == nil && err2 == nil
}

// ownWord reports a word some name, label, synonym or phrasing of the
// workspace uses ("charge" of "shipping charges" is not "change").
func (lx *Lexicon) ownWord(t Token) bool {
	if lx.own[t.Stem] {
		return true
	}
	// "charged" of "shipping charges"
	for _, w := range knowledge.PastTenseStems(t.Text) {
		if lx.own[knowledge.Stem(w)] {
			return true
		}
	}
	return false
}

// spell puts in stems, for each word that no class or name knows and that
// nearly spells exactly one word of the workspace's names (the same first
// letter, an edit or two apart: similarity 0.8 or more), that word; it
// returns them by token.
func (lx *Lexicon) spell(toks []Token, stems []string) map[int]string {
	var fixed map[int]string
	for i, t := range toks {
		if len(t.Text) < 5 || t.IsNum || len(lx.Vocab.ClassesOf(t.Text)) > 0 || lx.ownWord(t) {
			continue
		}
		best, n := "", 0
		for _, w := range lx.ownByFirst[t.Stem[0]] {
			if knowledge.Similarity(t.Stem, w) >= 0.8 {
				best, n = w, n+1
			}
		}
		if n == 1 {
			if fixed == nil {
				fixed = map[int]string{}
			}
			stems[i], fixed[i] = best, best
		}
	}
	return fixed
}

// markSpelt marks the readings of respelt words as typos, at a lower
// score.
func markSpelt(l *Lattice, fixed map[int]string) {
	for i := range l.At {
		for k := range l.At[i] {
			r := &l.At[i][k]
			for j := r.Start; j < r.End; j++ {
				if _, ok := fixed[j]; ok && !strings.HasPrefix(r.Via, "typo") && r.Kind != Func && r.Kind != Number {
					r.Score *= 0.9
					r.Via, r.Raw = "typo of "+r.Via, l.Tokens[j].Raw
				}
			}
		}
	}
}

// monthTypos spells right the words that nearly spell a month's name and
// mean nothing else ("janaury", "octobr"), for the period reader; fixed
// maps each to the month it was taken for.
func (lx *Lexicon) monthTypos(l *Lattice, words []string) ([]string, map[int]string) {
	var out []string
	var fixed map[int]string
	for i, t := range l.Tokens {
		if len(t.Text) < 4 || t.IsNum || len(lx.Vocab.ClassesOf(t.Text)) > 0 || len(l.At[i]) > 0 || lx.ownWord(t) {
			continue
		}
		for _, p := range lx.Vocab.Class("month") {
			if len(p.Words) != 1 || len(p.Text) < 5 || p.Text[0] != t.Text[0] {
				continue
			}
			if knowledge.Similarity(t.Text, p.Text) >= 0.8 {
				if out == nil {
					out, fixed = slices.Clone(words), map[int]string{}
				}
				out[i], fixed[i] = p.Text, p.Text
				break
			}
		}
	}
	if out == nil {
		return words, nil
	}
	return out, fixed
}

// typos reads a word that nothing else reads as a one-word name it nearly
// spells ("revnue"), at a lower score.
func (lx *Lexicon) typos(l *Lattice, words []string) {
	for i, t := range l.Tokens {
		if len(t.Text) < 5 || t.IsNum || len(lx.Vocab.ClassesOf(t.Text)) > 0 || len(l.At[i]) > 0 || lx.ownWord(t) {
			continue
		}
		for _, k := range lx.single {
			e := lx.entries[k]
			// a typo keeps the first and last letters: "revnue", not
			// "shipped" for "shipper"
			w := e.stems[0]
			if t.Stem[0] != w[0] || t.Stem[len(t.Stem)-1] != w[len(w)-1] {
				continue
			}
			if sim := knowledge.Similarity(t.Stem, w); sim >= 0.8 {
				l.At[i] = append(l.At[i], Reading{Start: i, End: i + 1, Kind: e.kind, Name: e.name, Score: 0.85 * sim * e.weight, Via: "typo of " + e.via})
			}
		}
		// a misspelt function word that restricts: "quartely"
		for _, c := range latticeClasses {
			if !lx.Vocab.Restrictive(c) && c != "grain" {
				continue
			}
			for _, p := range lx.Vocab.Class(c) {
				if len(p.Words) != 1 || len(p.Text) < 5 || p.Text[0] != t.Text[0] || p.Text[len(p.Text)-1] != t.Text[len(t.Text)-1] {
					continue
				}
				if sim := knowledge.Similarity(t.Text, p.Text); sim >= 0.8 {
					l.At[i] = append(l.At[i], Reading{Start: i, End: i + 1, Kind: Func, Name: c, Value: p.Value, Score: 0.85 * sim, Via: "typo of " + p.Text, Raw: t.Raw})
				}
			}
		}
	}
}

// timeOrder reports a word that orders times ("before", "after", "since",
// "until").
func (lx *Lexicon) timeOrder(w string) bool {
	for _, c := range []string{"range.before", "range.after", "range.since", "range.until"} {
		if lx.Vocab.Is(c, w) {
			return true
		}
	}
	return false
}

// inPeriod reports token i read as part of a period.
func (l *Lattice) inPeriod(i int) bool {
	for j := 0; j <= i; j++ {
		for _, r := range l.At[j] {
			if r.Kind == Time && r.End > i {
				return true
			}
		}
	}
	return false
}

// weight is how much token i counts for coverage: a restrictive function
// word or a number must be used; filler need not be; any other word is
// content and must be explained.
func (lx *Lexicon) weight(words []string, i int, t Token) float64 {
	if t.IsNum {
		return 1
	}
	classes := lx.Vocab.ClassesOf(t.Text)
	// "the one for the Meridian Alliance", "which one had": the word for
	// one after a determiner, before no noun, stands for a thing said
	// (and "a single one": the thing said before, once)
	// (not "every single one of their bills": all of them, which no
	// reading says)
	every := i > 0 && lx.Vocab.Is("each", words[i-1])
	if _, n := lx.Vocab.Match("each", words, max(i-2, 0)); i > 1 && n == 2 {
		every = true
	}
	v, _ := lx.Vocab.Value("number", t.Text)
	one := v == "1" && i > 0 && !every
	if one && (lx.Vocab.Is("pronoun.lead", words[i-1]) || lx.Vocab.Is("agg.single", words[i-1])) {
		if next := nextWord(words, i); next == "" || lx.Vocab.Is("stop", next) {
			return 0
		}
	}
	// "treated at one of our South region hospitals": the word for one
	// before "of" is any of them, which the words after say; no count
	// (not the subject of a condition: "if one of our techs is a no-show")
	if one && !lx.Vocab.Is("pronoun.lead", words[i-1]) && !lx.Vocab.Is("which", words[i-1]) && !lx.Vocab.Is("conditional", words[i-1]) {
		if _, n := lx.Vocab.Match("partitive", words, i+1); n > 0 {
			return 0
		}
	}
	if lx.Vocab.Is("month.ambiguous", t.Text) {
		if _, ok := yearOf(nextWord(words, i)); !ok && !startsMonthRange(lx.Vocab, words, i) {
			return 0 // "may" without a year is a verb
		}
	}
	if len(classes) == 0 {
		if t.Text == "$" || t.Text == "%" || t.Text == "#" {
			return 0
		}
		return 1
	}
	filler := false
	for _, c := range classes {
		if lx.Vocab.Restrictive(c) {
			if lx.Vocab.BeforeNumber(c) && !numberAfter(words, i) {
				continue
			}
			if opensCondition(lx.Vocab, c, words, i) {
				filler = true // "when" after "what credit ...": a condition
				continue
			}
			return 1
		}
		// an instruction verb ("cancel", "store") is one only where a
		// request starts; elsewhere it is the question's own verb ("how
		// many flights did Bluewater Air cancel")
		if c == "change.lead" && !lx.requestStart(words, i) {
			continue
		}
		if !auxClasses[c] {
			filler = true
		}
	}
	if !filler {
		return 1 // a word only the documents' or params' lists know: content
	}
	return 0
}

// covered reports a reading over token i (one of its own, or a longer
// one from before it: "Star" of "Lone Star").
func (l *Lattice) covered(i int) bool {
	for j := 0; j <= i; j++ {
		for _, r := range l.At[j] {
			if r.End > i {
				return true
			}
		}
	}
	return false
}

// fillerTypo reports a word no class or name knows that misspells a word
// that needs no reading ("wich", "whta", "thnaks"), and no one-word name:
// a letter left out, one too many or two swapped, the first kept, four
// letters or more. A letter changed is not read so: "seats" is not
// "stats", and a misspelt content word stays content.
func (lx *Lexicon) fillerTypo(t Token) bool {
	if len(t.Text) < 4 || t.Stem == "" || len(lx.Vocab.ClassesOf(t.Text)) > 0 || lx.ownWord(t) {
		return false
	}
	if !slices.ContainsFunc(lx.fillers, func(w string) bool { return len(w) >= 4 && w[0] == t.Text[0] && slip(t.Text, w) }) {
		return false
	}
	for _, k := range lx.single {
		if w := lx.entries[k].stems[0]; w[0] == t.Stem[0] && knowledge.Similarity(t.Stem, w) >= 0.8 {
			return false
		}
	}
	return true
}

// slip reports a and b one slip of the keys apart: a letter left out or
// added, or two letters next to each other swapped.
func slip(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	switch len(a) - len(b) {
	case 1:
		return a[i+1:] == b[i:]
	case 0:
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	}
	return false
}

// fillerWords lists the one-word phrases of the classes whose words need
// no reading: not restrictive, not a list kept for something else.
func fillerWords(v *english.Vocabulary) []string {
	var out []string
	for _, c := range v.Classes() {
		if v.Restrictive(c) || auxClasses[c] || c == "change.lead" {
			continue
		}
		for _, p := range v.Class(c) {
			if len(p.Words) == 1 && !slices.Contains(out, p.Text) {
				out = append(out, p.Text)
			}
		}
	}
	return out
}

// auxClasses are lists the reader uses for something else than reading
// the question (document units, pipe param names): their words are content.
var auxClasses = map[string]bool{"possessive": true, "unit.doc": true, "place.asked": true, "place.before": true, "unit.fraction": true, "param.from": true, "param.to": true, "param.limit": true,
	"currency.symbol": true, "month.ambiguous": true, "irregular": true, "plural.irregular": true, "contraction": true, "range.edge": true, "followup.verb": true,
	"unit.duration": true, "number.article": true, "net": true, "exclusion": true, "duration.verb": true, "unit.workday": true, "particle": true, "period.final": true, "unit.points": true, "money.verb": true,
	"period.same": true, "period.same.span": true, "contrast.against": true, "contrast.more": true, "contrast.less": true,
	"times.multiple": true, "case.join": true, "case.intro": true, "partitive": true, "conditional": true, "number.join": true, "pronoun.lead": true, "unit.multiple": true, "passive": true, "inclusion.after": true, "inclusion.before": true,
	"time.back": true}

// requestStart reports word i opening a request: the first word, or the
// first after an opener ("please", "can you").
func (lx *Lexicon) requestStart(words []string, i int) bool {
	if i == 0 {
		return true
	}
	for j := 0; j < i; j++ {
		if _, n := lx.Vocab.Match("lead", words, j); n > 0 && j+n == i {
			return true
		}
	}
	return false
}

// startsMonthRange reports a month at word i that starts a range of
// months ("jan-jun 2024", "mar to may"): another month right after it, or
// after a word that joins a range.
func startsMonthRange(v *english.Vocabulary, words []string, i int) bool {
	next := i + 1
	if next < len(words) && v.Is("range.to", words[next]) {
		next++
	}
	return next < len(words) && v.Is("month", words[next])
}

func nextWord(words []string, i int) string {
	if i+1 < len(words) {
		return words[i+1]
	}
	return ""
}

// viaAsked marks the reading of a dimension asked for where its phrasing
// has its value ("who closed").
const viaAsked = "asked in phrasing"

// askedInPhrasing reads "who closed" of a dimension's phrasing "{value}
// closed" as the dimension asked for: "who" stands where the phrasing's
// value would ("who closed the most jobs": the closing technician).
func (lx *Lexicon) askedInPhrasing(l *Lattice, stems, words []string, add func(Reading)) {
	for i := range l.Tokens {
		// (where the question starts: "customers who closed" is no question)
		if !lx.Vocab.Is("which", words[i]) || i+1 >= len(words) || slices.ContainsFunc(words[:i], func(w string) bool { return len(lx.Vocab.ClassesOf(w)) == 0 }) {
			continue
		}
		for _, tp := range lx.templates {
			if tp.kind != Dimension || len(tp.before) > 0 || len(tp.after) == 0 {
				continue
			}
			if d := lx.Snap.Dimensions[tp.name]; d == nil || d.Kind.IsTime() {
				continue
			}
			// (its first word right after "who": "who was the agent" is
			// not "{value} agents")
			// nor a noun: "which technician" is not "{value} technicians")
			if e, ok := matchAfter(stems, words, i+1, tp.after, lx); ok && e > i+1 && stems[i+1] == tp.after[0] && !lx.Vocab.Is("copula", words[i+1]) && !l.noun(i+1) {
				add(Reading{Start: i, End: e, Kind: Dimension, Name: tp.name, Score: 0.95, Via: viaAsked})
			}
		}
	}
}

// noun reports a token the workspace reads as the name of a table, or of
// a dimension or metric by its own name, label or synonym (not as a verb
// or a part of a name).
func (l *Lattice) noun(i int) bool {
	return slices.ContainsFunc(l.At[i], func(r Reading) bool {
		return r.Kind == Table || (r.Kind == Dimension || r.Kind == Metric) && (r.Via == "" || r.Via == "name" || r.Via == "label" || r.Via == "synonym")
	})
}

// speedOf reads "slowest to resolve" of a metric named "time to resolve"
// (or "how long to resolve"): after a word that ranks by the time taken,
// the words of a metric's name that follow its word for the time. The
// speed word keeps its order ("slowest": the longest time first).
func (lx *Lexicon) speedOf(l *Lattice, stems, words []string, add func(Reading)) {
	for i := range l.Tokens {
		if !lx.Vocab.Is("order.speed", words[i]) {
			continue
		}
		for _, e := range lx.entries {
			if e.kind != Metric || len(e.stems) < 2 {
				continue
			}
			for cut := 1; cut < len(e.stems); cut++ {
				tail := e.stems[cut:]
				if i+1+len(tail) <= len(stems) && slices.Equal(stems[i+1:i+1+len(tail)], tail) && len(tail) >= 2 {
					add(Reading{Start: i + 1, End: i + 1 + len(tail), Kind: Metric, Name: e.name, Score: 0.9 * e.weight, Via: "time taken, of " + e.via})
					break
				}
			}
		}
	}
}

// MatchAsked is the vocabulary's match of a class at word i, except for
// a word asking for a date after the words that already ask the question
// ("what credit does a customer get when an outage lasts 12 hours", "how
// many bills are late when paid by cheque"): it opens a condition, and
// asks for no date.
func MatchAsked(v *english.Vocabulary, class string, words []string, i int) (english.Phrase, int) {
	p, n := v.Match(class, words, i)
	if n == 1 && opensCondition(v, class, words, i) {
		return english.Phrase{}, 0
	}
	return p, n
}

// opensCondition reports a word of the date-asking class after the words
// that ask the question.
func opensCondition(v *english.Vocabulary, class string, words []string, i int) bool {
	if class != "when" {
		return false
	}
	for k := range i {
		for _, c := range []string{"which", "whatis", "agg.count", "amount", "define"} {
			if _, n := v.Match(c, words, k); n > 0 && k+n <= i {
				return true
			}
		}
	}
	return false
}

// isWord reports a token of letters, not a symbol.
func isWord(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func numberAfter(words []string, i int) bool {
	for k := i + 1; k < len(words) && k <= i+3; k++ {
		w := words[k]
		if w != "" && w[0] >= '0' && w[0] <= '9' || englishWords().Is("number", w) {
			return true
		}
	}
	return false
}

func crossesQuote(ts []Token, s, e int) bool {
	q := ts[s].Quote
	for i := s; i < e; i++ {
		if ts[i].Quote != q {
			return true
		}
	}
	if q == 0 {
		return false
	}
	// a quoted phrase is read whole
	return s > 0 && ts[s-1].Quote == q || e < len(ts) && ts[e].Quote == q
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Explain writes the lattice: each token with its weight, and every
// reading of every span.
func (l *Lattice) Explain() string {
	var b strings.Builder
	for i, t := range l.Tokens {
		fmt.Fprintf(&b, "%2d %-14s w=%.0f", i, t.Raw, l.Weight[i])
		for _, r := range l.At[i] {
			span := ""
			if r.End-r.Start > 1 {
				span = fmt.Sprintf("[%d-%d] ", r.Start, r.End-1)
			}
			fmt.Fprintf(&b, " | %s%s", span, r)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// phrasingSays reports a phrasing reading with a word of its own that
// counts, outside the value it holds ("checked out at {value}", not
// "at {value}").
func (l *Lattice) phrasingSays(r Reading) bool {
	value := make([]bool, r.End-r.Start)
	for i := r.Start; i < r.End; i++ {
		for _, v := range l.At[i] {
			if v.Kind == r.Kind && v.Value == r.Value && (v.Kind != Time || v.Name == r.Name) && !strings.HasPrefix(v.Via, "phrasing") && v.End <= r.End && v.End-v.Start < r.End-r.Start {
				for k := v.Start; k < v.End; k++ {
					value[k-r.Start] = true
				}
			}
		}
	}
	for i := r.Start; i < r.End; i++ {
		if !value[i-r.Start] && l.Weight[i] > 0 {
			return true
		}
	}
	return false
}

// comparisonAt reports a comparison said at word i ("over", "more than").
func (lx *Lexicon) comparisonAt(words []string, i int) bool {
	if i >= len(words) {
		return false
	}
	for _, c := range []string{"cmp.gt", "cmp.ge", "cmp.lt", "cmp.le", "cmp.between"} {
		if _, n := lx.Vocab.Match(c, words, i); n > 0 {
			return true
		}
	}
	return false
}

// verbSaid reports a metric's verb (its base, form) said at word i as
// one: in its base after an auxiliary ("did Laura close", "did each
// member check out"), or, of a phrasal verb, in its past ("members who
// checked out 10 items").
func (l *Lattice) verbSaid(ws []string, form string, i int) bool {
	f := strings.Fields(form)
	if len(ws) != len(f) {
		return false
	}
	if len(f) > 1 && slices.Equal(ws[1:], f[1:]) && (l.past(ws[0], f[0]) || l.past(f[0], "")) {
		return true // "checked out" of "check out", or as written
	}
	return slices.Equal(ws, f) && l.auxBefore(i)
}

// past reports w a past tense of base ("checked" of "check"; with base
// "", of any verb).
func (l *Lattice) past(w, base string) bool {
	if b, ok := l.lex.Vocab.Value("irregular", w); ok {
		return base == "" || b == base
	}
	forms := knowledge.PastTenseStems(w)
	return base == "" && len(forms) > 0 || slices.Contains(forms, base)
}

// auxBefore reports an auxiliary ("did", "does") before token i.
func (l *Lattice) auxBefore(i int) bool {
	for _, t := range l.Tokens[:i] {
		if l.lex.Vocab.Is("do", t.Text) {
			return true
		}
	}
	return false
}

// objectIsData reports the first word after the verb at i that is not
// filler ("all", "the") read as the workspace's rows or their values.
func (l *Lattice) objectIsData(i int) bool {
	for j := i + 1; j < len(l.Tokens); j++ {
		if l.lex.filler(l.Tokens[j].Text) && len(l.At[j]) == 0 {
			continue
		}
		return slices.ContainsFunc(l.At[j], func(r Reading) bool {
			return r.Kind == Table || r.Kind == Metric || r.Kind == Filter || r.Kind == Value || r.Kind == Dimension || r.Kind == Column
		})
	}
	return false
}

// compounds reads a noun of a table's rows said before a dimension of
// theirs as the dimension, in the rows' role: "customer countries" are the
// customers' countries (not the customers, nor the country of another
// table's rows), "ticket categories" the tickets' categories, "product
// categories" the categories of the products.
func (lx *Lexicon) compounds(l *Lattice, add func(Reading)) {
	for i := range l.Tokens {
		for _, t := range l.At[i] {
			if t.Kind != Table || t.Start != i || t.Score < 1 {
				continue
			}
			tab := lx.Snap.Tables[t.Name]
			if tab == nil || t.End >= len(l.Tokens) {
				continue
			}
			for _, d := range l.At[t.End] {
				dim := lx.Snap.Dimensions[d.Name]
				if d.Kind != Dimension || d.Start != t.End || dim == nil || dim.Kind.IsTime() || d.Via != "" && d.Via != "name" && d.Via != "label" && d.Via != "synonym" {
					continue
				}
				if dim.Table != t.Name && !slices.ContainsFunc(tab.Joins, func(j *knowledge.Join) bool { return j.To == dim.Table }) {
					continue
				}
				// (not the table's own name: "customer name" is the
				// customer already)
				if lx.namingDimension(t.Name, true) == d.Name {
					continue
				}
				add(Reading{Start: i, End: d.End, Kind: Dimension, Name: d.Name, Score: d.Score, Via: "compound of " + t.Name})
			}
		}
	}
}

// startsPeriod reports a period read from token i on, of more than a
// bare number ("the 2023 holiday peak", "Q1 2024"; "2000" may be an
// amount).
func (l *Lattice) startsPeriod(i int) bool {
	return slices.ContainsFunc(l.At[i], func(r Reading) bool { return r.Kind == Time && (r.End-r.Start > 1 || !l.Tokens[i].IsNum) })
}
