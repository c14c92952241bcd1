package agents

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/plan"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// DocAnswer is an answer read from a document chunk.
type DocAnswer struct {
	Chunk    *knowledge.Chunk
	Sentence string   // the sentence that answers
	Value    string   // the value in it: "14 days", "3 to 7 days", "no"
	Number   *float64 // its first number, if any
	Negative bool     // the sentence says no ("cannot", "not", "no ... once")
	// NoDate: a "when" question, and the passage gives no date
	NoDate   bool
	Coverage float64  // share of the question's terms the chunk holds
	Searched []string // the terms searched
	// Others are the other values the sentence gives, one per case, when
	// the question's words do not say which case it asks about.
	Others []string
	// Conflict is another chunk that matches as well and states a different
	// value for the same thing.
	Conflict *knowledge.Chunk
	// Counts is the noun the value counts when it is not the one the
	// question asks how many of ("40 escalation beds" for "how many
	// elective surgeries").
	Counts string
	// Items are the names Value lists ("at Ferry Terminal and Pier 52"),
	// when it is a list.
	Items []string
}

// MinDocCoverage is how much of a question a chunk must cover to answer it.
const MinDocCoverage = 0.6

// readChunk reads the answer of a documents interpretation from its
// chunk: the sentence that shares the most terms with the question, the
// value in it, and another chunk that matches as well with another value.
func (e *Engine) readChunk(q *understand.Query) *DocAnswer {
	question := e.lx.Question(q)
	terms := knowledge.Terms(question)
	da := &DocAnswer{Searched: terms}
	c := e.snap.Chunk(q.Chunk)
	if c == nil || q.Score.Coverage < MinDocCoverage {
		return da
	}
	da.Chunk, da.Coverage = c, q.Score.Coverage
	a := askingOf(question)
	a.valuesOf = e.valuesOf
	a.values = e.valuesOf(question)
	unit := a.unit
	da.Sentence = bestSentence(c, a)
	da.Value, da.Number, da.Others = clauseValue(c, isoDate.ReplaceAllString(da.Sentence, ""), a)
	// "with 6 years of service" of a table by years of service: its row
	if row, cell, others, ok := understand.TableValue(c, question, terms, e.lx.Vocab); ok {
		da.Sentence, da.Others = row, others
		da.Value, da.Number = valueIn(cell, nil)
		if da.Value == "" {
			da.Value = cell
		}
	}
	// "how many working days" of "within 30 days ..., within 10 working
	// days": the value in the unit asked for
	if v, n, ok := unitValue(da.Sentence, unit); ok && !saysUnit(da.Value, unitOf(v)) {
		da.Value, da.Number, da.Others = v, n, nil
	}
	// "how many hours a day do the vans run" of "from 6:00 to 22:00": the
	// length between, in the unit asked
	vocab := english.Words()
	if len(unit) > 0 && understand.InDay(vocab, unit[0]) && !saysUnit(da.Value, unit[0]) {
		if h, span, ok := understand.ClockRange(da.Sentence); ok {
			n := h * 60 / understand.MinutesIn(vocab, unit[0])
			da.Value, da.Number, da.Others = fmt.Sprintf("%g %s (%s)", n, saidAs(question, unit[0]), span), &n, nil
		}
	}
	// "how many times the normal miles" of "double loyalty miles": the
	// multiple said as a word
	if len(unit) > 0 && vocab.Is("unit.multiple", unit[0]) && !saysUnit(da.Value, unit[0]) {
		for _, w := range english.Tokens(da.Sentence) {
			if m, ok := vocab.Value("times.multiple", w); ok {
				f, _ := strconv.ParseFloat(m, 64)
				da.Value, da.Number, da.Others = fmt.Sprintf("%s (%g times)", w, f), &f, nil
				break
			}
		}
	}
	// "at most how many days" of "within 3 to 7 days": the range's end
	if end := rangeEnd(da.Value, true); end != nil && (asks(q, "agg.max") || asks(q, "cmp.le") || asks(q, "order.desc")) {
		da.Number = end
	}
	if asks(q, "duration") {
		// "how many days does the campaign run": the days its range spans,
		// both ends included
		if s, from, to := rangeIn(c); from != "" {
			a, _ := time.Parse("2006-01-02", from)
			b, _ := time.Parse("2006-01-02", to)
			if n := b.Sub(a).Hours()/24 + 1; n >= 1 {
				da.Sentence, da.Value, da.Number = s, fmt.Sprintf("%g days", n), &n
			}
		} else if n, ok := dayRange(da.Sentence, da.Value, e.lx.Vocab); ok {
			// "held from 18 to 21 July": the days of the month it spans
			da.Value, da.Number = fmt.Sprintf("%g days", n), &n
		}
	}
	// "since what year", "by what time": the year or the time of day the
	// sentence gives (a year is no value otherwise)
	point := false
	if s, v, n := pointIn(c, da.Sentence, question); v != "" {
		da.Sentence, da.Value, da.Number, da.Others, point = s, v, n, nil, true
	}
	// "in which city was the convention held": the name of a place the
	// sentence gives after "in" or "at"
	if !point {
		if s, names := placeIn(c, da.Sentence, question); len(names) > 0 {
			da.Sentence, da.Value, da.Number, da.Others, point = s, listAnd(names), nil, nil, true
			if len(names) > 1 {
				da.Items = names
			}
		}
	}
	if asks(q, "when") && !point {
		// a date is asked: the range's start, or its end when the question
		// says so, with the sentence that gives it
		if s, d := dateIn(c, q, e.lx.Vocab); d != "" {
			da.Sentence, da.Value, da.Number = s, d, nil
		} else {
			da.NoDate = true
		}
	}
	// "which <kind> ...": the section is one of the things asked for
	// (under a heading that names their kind), and its heading names it
	if name := namedBySection(c, q, terms); name != "" {
		da.Value, da.Number, da.Others = name, nil, nil
		if !strings.Contains(da.Sentence, name) {
			da.Sentence = name + ": " + da.Sentence
		}
	}
	da.Negative = denies(da.Sentence)
	da.Counts = otherNoun(da.Sentence, da.Value, unit)
	weight := map[string]float64{}
	for _, t := range terms {
		weight[t] = 1
	}
	mine := matchedTerms(c, terms)
	top := coverage(mine, weight)
	// "the longest window", "the most": of sections that give a value each
	// for a case of the same thing, the question names none of them and
	// asks the extreme, which is the answer
	// (not "at most", "at least": a bound asked of one case)
	// (nor an end the passage says of each case itself: "the minimum
	// connecting time" is what each airport's sentence gives)
	said := english.Tokens(c.Text)
	most := (asks(q, "agg.max") || asks(q, "order.desc")) && !asks(q, "cmp.le") && !says(said, "agg.max")
	least := (asks(q, "agg.min") || asks(q, "order.asc")) && !asks(q, "cmp.ge") && !says(said, "agg.min")
	extreme := (most != least) && da.Number != nil && len(da.Others) == 0 && !asks(q, "when")
	// (a sentence of the same section that gives a value beyond it, on
	// the question's words, for another case it names: "for international
	// flights the limit is 4 hours" beside "a domestic flight ... 3
	// hours": which case is meant is for review)
	if extreme && len(a.unit) > 0 {
		score := newTermScore(c, a, 0)
		unitStems := map[string]bool{}
		for _, u := range a.unit {
			unitStems[u] = true
		}
		for _, sn := range knowledge.Sentences(c.Text) {
			if sn == da.Sentence || !understand.GivesUnit(sn, a.unit[0]) || score(sn, unitStems) == 0 {
				continue
			}
			v, n := valueIn(sn, a.said)
			if n == nil || !sameUnit(v, da.Value) || slices.Contains(da.Others, v) {
				continue
			}
			if most && *n > *da.Number || least && *n < *da.Number {
				da.Others = append(da.Others, v)
			}
		}
	}
	for _, h := range e.snap.SearchChunks(question, 5) {
		if h.Chunk == c || coverage(h.Matched, weight) < top {
			continue
		}
		// another section speaks of the same thing only if it holds every
		// word of the question this one does (a question about one product
		// line is not answered by the section on another, whose terms may
		// well differ)
		if theirs := matchedTerms(h.Chunk, terms); !containsAll(theirs, mine) {
			continue
		}
		s := bestSentence(h.Chunk, a)
		v, n := valueIn(s, a.said)
		if v == "" || da.Value == "" || v == da.Value {
			continue
		}
		if extreme && n != nil && h.Chunk.Document == c.Document && sameUnit(v, da.Value) {
			// (a range is its end the extreme asks: "3 to 7 days")
			if end := rangeEnd(v, most); end != nil {
				n = end
			}
			if end := rangeEnd(da.Value, most); end != nil {
				da.Number = end
			}
			if most && *n > *da.Number || least && *n < *da.Number {
				da.Chunk, da.Sentence, da.Value, da.Number = h.Chunk, s, v, n
			}
			continue
		}
		da.Conflict = h.Chunk
	}
	return da
}

// saidAs is the question's word of a stem ("hours" of "hour"), else the
// stem.
func saidAs(question, stem string) string {
	for _, w := range english.Tokens(question) {
		if knowledge.Stem(w) == stem {
			return w
		}
	}
	return stem
}

// sameUnit reports two values said in the same unit ("14 days", "3 to 7
// days"), or both without one.
func sameUnit(a, b string) bool {
	last := func(v string) string {
		f := strings.Fields(v)
		if len(f) == 0 || numberRe.MatchString(f[len(f)-1]) {
			return ""
		}
		return knowledge.Stem(strings.ToLower(f[len(f)-1]))
	}
	return last(a) == last(b) && strings.HasPrefix(a, "$") == strings.HasPrefix(b, "$") && strings.HasSuffix(a, "%") == strings.HasSuffix(b, "%")
}

// rangeEnd is the end of a range value ("3 to 7 days": 7 for the most, 3
// for the least), nil for a single value.
func rangeEnd(v string, most bool) *float64 {
	ns := numberRe.FindAllString(v, -1)
	if len(ns) != 2 {
		return nil
	}
	i := 0
	if most {
		i = 1
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(ns[i], ",", ""), 64)
	if err != nil {
		return nil
	}
	return &f
}

// otherNoun is the noun a value counts in its sentence, the content words
// just after it, when a question asks how many of another ("how many
// elective surgeries" of "opened 40 escalation beds"): "" when the value
// says its unit, no content word follows it, or one of them is the noun
// asked for.
func otherNoun(sentence, value string, unit []string) string {
	v := english.Words()
	if value == "" || len(unit) == 0 || unit[0] == "$" || !numberRe.MatchString(value) {
		return ""
	}
	vt := english.Tokens(value)
	if slices.ContainsFunc(vt, func(w string) bool { return v.Is("unit.doc", w) }) {
		return ""
	}
	at := strings.Index(sentence, value)
	if at < 0 {
		return ""
	}
	var nouns []string
	for _, w := range english.Tokens(sentence[at+len(value):]) {
		if len(v.ClassesOf(w)) > 0 || len(nouns) == 2 {
			break
		}
		nouns = append(nouns, w)
	}
	asked := unit[:min(2, len(unit))]
	if len(nouns) == 0 || slices.ContainsFunc(nouns, func(w string) bool { return slices.Contains(asked, knowledge.Stem(w)) }) {
		return ""
	}
	return strings.Join(nouns, " ")
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

// matchedTerms lists the terms a chunk holds.
func matchedTerms(c *knowledge.Chunk, terms []string) []string {
	have := map[string]bool{}
	for _, t := range knowledge.Terms(c.Heading + " " + c.Text) {
		have[t] = true
		for _, v := range knowledge.PastTenseStems(t) {
			have[v] = true // "returned" holds "return"
		}
	}
	var out []string
	for _, t := range terms {
		if have[t] {
			out = append(out, t)
		}
	}
	return out
}

// coverage is the weighted share of the question's terms a chunk holds.
func coverage(matched []string, weight map[string]float64) float64 {
	total, got := 0.0, 0.0
	for _, w := range weight {
		total += w
	}
	seen := map[string]bool{}
	for _, m := range matched {
		if w, ok := weight[m]; ok && !seen[m] {
			seen[m] = true
			got += w
		}
	}
	if total == 0 {
		return 0
	}
	return got / total
}

// bestSentence is the sentence sharing the most terms with the question; a
// term of the chunk's heading counts half, being the section's topic rather
// than what tells its sentences apart.
//
// When the question asks for a unit ("in minutes", "how many days"), the
// sentences that give a number in it come first: "the shortest connection
// we'll sell at DFW, in minutes" is answered by the sentence with DFW's
// minutes, not by the definition that repeats the question's words.
func bestSentence(c *knowledge.Chunk, a asking) string {
	best, top := "", -1.0
	score := newTermScore(c, a, 0.5)
	unit := a.unit
	sentences := knowledge.Sentences(c.Text)
	inUnit := slices.DeleteFunc(slices.Clone(sentences), func(s string) bool { return len(unit) == 0 || !understand.GivesUnit(s, unit[0]) })
	if len(inUnit) > 0 {
		sentences = inUnit
	}
	for _, s := range sentences {
		n := score(s, nil)
		if len(a.values) > 0 {
			n += a.caseOf(s)
		}
		if n > top {
			best, top = s, n
		}
	}
	return best
}

// caseOf weighs down a sentence that names another value of a dimension
// whose value the question names, and not the question's: it is about
// another case ("Blue: 5% off" is not what Gold members get). A sentence
// that names none may well be about the question's ("It can be renewed
// only once" of the section on DVDs).
func (a asking) caseOf(s string) float64 {
	n := 0.0
	sv := a.valuesOf(s)
	for dim, want := range a.values {
		said, ours := false, false
		for v := range sv[dim] {
			said, ours = true, ours || want[v]
		}
		if said && !ours {
			n -= 10
		}
	}
	return n
}

// valuesOf reads the data's values a text names, by dimension (whole
// matches of their names only).
func (e *Engine) valuesOf(text string) map[string]map[string]bool {
	l := e.lx.Read(text)
	var out map[string]map[string]bool
	for i := range l.Tokens {
		for _, r := range l.At[i] {
			if r.Kind != understand.Value || r.Start != i || r.Score < 1 || r.Via == "fuzzy" {
				continue
			}
			if out == nil {
				out = map[string]map[string]bool{}
			}
			if out[r.Name] == nil {
				out[r.Name] = map[string]bool{}
			}
			out[r.Name][strings.ToLower(r.Value)] = true
		}
	}
	return out
}

// askedUnit is the unit a question asks its number in, as stems: the
// words after "how many" ("how many working days"), else a unit word it
// says ("in minutes", "(hours)"); "$" for a currency ("in dollars"); nil
// when none.
func askedUnit(question string) []string {
	v := english.Words()
	qw := english.Tokens(question)
	for i := range qw {
		if _, n := v.Match("agg.count", qw, i); n > 0 {
			var unit []string
			for _, w := range qw[i+n : min(i+n+3, len(qw))] {
				unit = append(unit, knowledge.Stem(w))
			}
			if len(unit) > 0 {
				return unit
			}
		}
	}
	// (not a percentage)
	if u := understand.AskedUnit(v, qw); u != "" {
		return []string{u}
	}
	return nil
}

// valueIn finds the first value with its unit in a sentence ("14 days",
// "3 to 7 days", "70%"); a year is not a value.
func valueIn(s string, said map[float64]bool) (string, *float64) {
	v := english.Words()
	ts := understand.Tokenize(s)
	for i, t := range ts {
		if w, ok := v.Value("number", t.Text); ok && !t.IsNum {
			// "eight product categories"
			t.Num, _ = strconv.ParseFloat(w, 64)
			t.IsNum = true
		}
		if !t.IsNum || len(t.Text) == 4 && !strings.ContainsAny(t.Text, ".,") && t.Num >= 1900 && t.Num <= 2100 {
			continue
		}
		// a number the question says is its condition ("the fine on one
		// item is capped at $10"), when another number follows
		if said[t.Num] && slices.ContainsFunc(ts[i+1:], func(t understand.Token) bool { return t.IsNum }) {
			continue
		}
		parts := []string{t.Raw}
		if i > 0 {
			if cur, ok := v.Value("unit.currency", ts[i-1].Text); ok && ts[i-1].Text == symbolOf(v, cur) {
				parts[0] = ts[i-1].Raw + t.Raw // "$0.50"
			}
		}
		j := i + 1
		opened := i > 0 && v.Is("range.between", ts[i-1].Text)
		if j+1 < len(ts) && (v.Is("range.to", ts[j].Text) || opened && v.Is("range.and", ts[j].Text)) && ts[j+1].IsNum {
			parts = append(parts, ts[j].Raw, ts[j+1].Raw)
			j += 2
		} else if j < len(ts) && ts[j].IsNum && strings.Contains(s, t.Raw+"-"+ts[j].Raw) {
			parts = []string{t.Raw + "-" + ts[j].Raw}
			j++
		}
		if j < len(ts) && v.Is("unit.doc", ts[j].Text) {
			if ts[j].Text == "%" {
				parts[len(parts)-1] += "%"
			} else {
				parts = append(parts, ts[j].Raw)
			}
		}
		f := t.Num
		return strings.Join(parts, " "), &f
	}
	return "", nil
}

// valueInUnit is valueIn, of the first value in the unit asked when one is
// ("the late fine on one item is capped at $10", in dollars: $10, not
// "one"); the first value when none is in it.
func valueInUnit(s string, said map[float64]bool, unit []string) (string, *float64) {
	v, n := valueIn(s, said)
	if v == "" || len(unit) == 0 || understand.GivesUnit(v, unit[0]) {
		return v, n
	}
	rest := s
	for {
		at := strings.Index(rest, strings.Fields(v)[0])
		if at < 0 {
			break
		}
		rest = rest[at+len(strings.Fields(v)[0]):]
		w, m := valueIn(rest, said)
		if w == "" {
			break
		}
		if understand.GivesUnit(w, unit[0]) {
			return w, m
		}
		v = w
	}
	v, n = valueIn(s, said)
	return v, n
}

// symbolOf is the symbol a currency is written with ("$" of USD).
func symbolOf(v *english.Vocabulary, currency string) string {
	for _, p := range v.Class("currency.symbol") {
		if strings.EqualFold(p.Text, currency) {
			return p.Value
		}
	}
	return ""
}

// clauseSep ends a clause: a comma, semicolon or colon before a space (not
// the comma of "1,000").
var clauseSep = regexp.MustCompile(`[,;:]\s+`)

// clauseValue is the value a sentence gives for the case the question asks
// about: of a sentence with a value per clause ("a delay of 3 hours on a
// domestic flight, or 6 hours on an international flight"), the value of
// the clause that shares the most terms with the question, the words of
// the section's heading not counted (they are its topic, not what tells
// its cases apart). When clauses with different values tie, the first is
// given and the others are returned: the question does not say which.
// When the question asks for a unit ("in dollars"), only the clauses that
// give a number in it are read, if any does ("when an outage lasts longer
// than 12 hours, each customer gets a credit of $50": $50).
func clauseValue(c *knowledge.Chunk, s string, a asking) (string, *float64, []string) {
	type cand struct {
		value string
		num   *float64
		score float64
	}
	var cs []cand
	score := newTermScore(c, a, 0)
	unit := a.unit
	var all []string
	for _, cl := range clauseSep.Split(s, -1) {
		all = append(all, caseClauses(cl, a.said)...)
	}
	clauses := all
	if len(unit) > 0 {
		inUnit := slices.DeleteFunc(slices.Clone(clauses), func(cl string) bool { return !understand.GivesUnit(cl, unit[0]) })
		if len(inUnit) > 0 {
			clauses = inUnit
		}
	}
	// "the minimum late payment charge" of "a charge of 1.5%, with a
	// minimum of $5": the clause that says the end the question asks for
	// (not one the first clause says before its value, when the others
	// say none of their own: "the minimum connecting time ... is 45
	// minutes, and 60 minutes when either flight is international" is the
	// minimum of each case)
	lead0, shared0 := leadOf(clauses, a.said)
	for _, end := range []string{"agg.min", "agg.max"} {
		if !says(a.terms, end) || shared0 && says(english.Tokens(lead0), end) {
			continue
		}
		if at := slices.DeleteFunc(slices.Clone(clauses), func(cl string) bool { return !says(english.Tokens(cl), end) }); len(at) > 0 {
			clauses = at
		}
	}
	// "when an outage lasts longer than 12 hours, each customer gets
	// $50, plus $25 for every further 12 hours": the words of a clause
	// left out (the condition) are what the sentence as a whole matches,
	// and tell the others apart no more
	context := map[string]bool{}
	for _, cl := range all {
		if !slices.Contains(clauses, cl) {
			for _, t := range knowledge.Terms(cl) {
				context[t] = true
			}
		}
	}
	// "Senior cards pay $0.10 per day late, and $0.50 per day late for
	// DVDs": what the first clause says before its value is said of each
	// clause that has no words of its own before its value, and tells
	// none of them apart
	lead, shared := leadOf(clauses, a.said)
	for i, clause := range clauses {
		v, n := valueInUnit(clause, a.said, unit)
		if v == "" {
			continue
		}
		text := clause
		if i == 0 && shared {
			text = strings.TrimPrefix(clause, lead)
		}
		cs = append(cs, cand{v, n, score(text, context)})
	}
	if len(cs) == 0 {
		return "", nil, nil
	}
	// "Day Pass prices were not changed; two temporary corrals were
	// staffed": a value in a clause with none of the question's words,
	// beside a clause with some, is not what was asked
	if slices.IndexFunc(cs, func(x cand) bool { return x.score > 0 }) < 0 && slices.ContainsFunc(all, func(cl string) bool { return score(cl, context) > 0 }) {
		return "", nil, nil
	}
	best := 0
	for i, x := range cs {
		if x.score > cs[best].score {
			best = i
		}
	}
	var others []string
	for i, x := range cs {
		if i != best && x.score == cs[best].score && x.value != cs[best].value && !slices.Contains(others, x.value) {
			others = append(others, x.value)
		}
	}
	return cs[best].value, cs[best].num, others
}

var wordRe = regexp.MustCompile(`\S+`)

// endsWith reports a clause whose last words are its value ("... is 45
// minutes"), punctuation aside.
func endsWith(clause, value string) bool {
	return strings.HasSuffix(strings.TrimRight(strings.TrimSpace(clause), ".,;:!?"), value)
}

// leadOf is what the first clause says before its value, and whether it
// is said of every clause: when each other clause with a value has no
// subject of its own ("and $0.50 per day late for DVDs"); not when one
// has ("each residential customer gets $50 and each small business
// customer $100, plus $25 for ...": the first's subject tells it apart).
func leadOf(clauses []string, said map[float64]bool) (string, bool) {
	lead := ""
	if len(clauses) == 0 {
		return "", false
	}
	if v, _ := valueIn(clauses[0], said); v != "" {
		if at := strings.Index(clauses[0], strings.Fields(v)[0]); at > 0 {
			lead = clauses[0][:at]
		}
	}
	// (but its own case, from the word that begins it, when the clause
	// ends with its value: "the minimum connecting time | for domestic
	// connections is 45 minutes"; not "the late fine on one item is
	// capped at $10 for adult cards", whose case follows the value)
	vw := english.Words()
	words := wordRe.FindAllStringIndex(lead, -1)
	if v, _ := valueIn(clauses[0], said); v == "" || !endsWith(clauses[0], v) {
		words = nil
	}
	for i := len(words) - 1; i > 0; i-- {
		if w := lead[words[i][0]:words[i][1]]; vw.Is("case.intro", strings.ToLower(strings.Trim(w, ",;:()"))) {
			lead = lead[:words[i][0]]
			break
		}
	}
	shared := false
	for _, cl := range clauses[1:] {
		if v, _ := valueIn(cl, said); v != "" {
			if !subjectless(cl, v) {
				return lead, false
			}
			shared = true
		}
	}
	return lead, shared
}

// caseClauses splits a clause at the words that join two cases, each
// with its value ("capped at $10 for adult cards and $5 for senior
// cards"); a clause with one value is itself.
func caseClauses(cl string, said map[float64]bool) []string {
	v := english.Words()
	f := strings.Fields(cl)
	for i := 1; i < len(f)-1; i++ {
		if !v.Is("case.join", strings.ToLower(f[i])) {
			continue
		}
		left, right := strings.Join(f[:i], " "), strings.Join(f[i+1:], " ")
		if lv, _ := valueIn(left, said); lv == "" {
			continue
		}
		if rv, _ := valueIn(right, said); rv == "" {
			continue
		}
		return append([]string{left}, caseClauses(right, said)...)
	}
	return []string{cl}
}

// says reports words holding a phrase of a class.
func says(words []string, class string) bool {
	v := english.Words()
	for i := range words {
		// phrases too: "what date" asks when
		if _, n := understand.MatchAsked(v, class, words, i); n > 0 {
			return true
		}
	}
	return false
}

// subjectless reports a clause that opens with its value, function words
// aside ("and $0.50 per day late for DVDs"): it has no words of its own
// for what it is said of.
func subjectless(clause, value string) bool {
	at := strings.Index(clause, strings.Fields(value)[0])
	if at < 0 {
		return false
	}
	v := english.Words()
	for _, w := range english.Tokens(clause[:at]) {
		if len(v.ClassesOf(w)) == 0 {
			return false
		}
	}
	return true
}

// saysUnit reports a value that has every word of the unit ("7 business
// days" has "days").
func saysUnit(value, unit string) bool {
	have := map[string]bool{}
	for _, w := range english.Tokens(value) {
		have[knowledge.Stem(w)] = true
	}
	for _, w := range english.Tokens(unit) {
		if !have[knowledge.Stem(w)] {
			return false
		}
	}
	return true
}

// unitValue is the one number of a sentence followed by the most words of
// the unit the question asks for ("how many working days": "10 working
// days", not "30 days"); ok is false when no number or several say it as
// well.
func unitValue(sentence string, unit []string) (string, *float64, bool) {
	if len(unit) == 0 || unit[0] == "$" {
		return "", nil, false
	}
	ts := understand.Tokenize(sentence)
	best, top, tie := -1, 0, false
	for i, t := range ts {
		if !t.IsNum {
			continue
		}
		// the leading words of the unit, each among the few words after
		// the number ("7 business days" says "days")
		after := map[string]bool{}
		for _, x := range ts[i+1 : min(i+4, len(ts))] {
			after[knowledge.Stem(x.Text)] = true
		}
		k := 0
		for k < len(unit) && after[unit[k]] {
			k++
		}
		switch {
		case k > top:
			best, top, tie = i, k, false
		case k == top && k > 0:
			tie = true
		}
	}
	if best < 0 || tie {
		return "", nil, false
	}
	parts := []string{ts[best].Raw}
	for _, t := range ts[best+1:] {
		if !slices.Contains(unit[:top], knowledge.Stem(t.Text)) && len(parts) > top {
			break
		}
		parts = append(parts, t.Raw)
		if len(parts) > 3 {
			break
		}
	}
	// "45 minutes of every ride": the unit's words, not a filler after them
	for len(parts) > 1 && len(english.Words().ClassesOf(knowledge.Fold(parts[len(parts)-1]))) > 0 && !english.Words().Is("unit.doc", knowledge.Fold(parts[len(parts)-1])) {
		parts = parts[:len(parts)-1]
	}
	f := ts[best].Num
	return strings.Join(parts, " "), &f, true
}

// asking is what a question asks of a passage.
type asking struct {
	terms []string // its terms (stems)
	// light are the stems of its function words ("are included", "how
	// many"): they say what is asked, and tell a passage's sentences
	// apart less than the words that name what it is about
	light map[string]bool
	unit  []string // the unit asked for (askedUnit)
	// said are the numbers the question says ("on one item", "longer
	// than 12 hours"): conditions, not the value asked for
	said map[float64]bool
	// values are the data's values the question names, by dimension
	// ("Gold" of the loyalty tiers), and valuesOf reads those a sentence
	// names: a sentence that names another value of the same dimension and
	// not the question's is about another case ("Blue: 5% off" when Gold
	// is asked). Nil when the question names none.
	values   map[string]map[string]bool
	valuesOf func(text string) map[string]map[string]bool
}

func askingOf(question string) asking {
	v := english.Words()
	a := asking{terms: knowledge.Terms(question), light: map[string]bool{}, unit: askedUnit(question), said: map[float64]bool{}}
	for _, w := range english.Tokens(question) {
		if len(v.ClassesOf(w)) > 0 {
			a.light[knowledge.Stem(w)] = true
		}
	}
	for _, t := range understand.Tokenize(question) {
		if n, ok := v.Value("number", t.Text); ok && !t.IsNum {
			f, _ := strconv.ParseFloat(n, 64)
			a.said[f] = true
		} else if t.IsNum {
			a.said[t.Num] = true
		}
	}
	return a
}

// newTermScore counts the question's terms in pieces of a chunk's text,
// a term of the chunk's heading counting topicWeight and a function word's
// (light) half as much as another.
func newTermScore(c *knowledge.Chunk, a asking, topicWeight float64) func(text string, except map[string]bool) float64 {
	terms, light := a.terms, a.light
	want, fn := map[string]bool{}, map[string]bool{}
	for _, t := range terms {
		want[t] = true
		for _, v := range knowledge.PastTenseStems(t) {
			want[v] = true
			fn[v] = fn[v] || light[t] // "includes" of "included"
		}
	}
	for t := range light {
		fn[t] = true
	}
	light = fn
	topic := map[string]bool{}
	for _, t := range knowledge.Terms(c.Heading) {
		topic[t] = true
	}
	// a term said in fewer of the section's sentences tells them apart
	// more ("DFW" of the sentence on Dallas, beside "domestic" of three):
	// each counts 1 plus a half over the sentences that hold it
	df := map[string]int{}
	for _, s := range knowledge.Sentences(c.Text) {
		seen := map[string]bool{}
		for _, t := range knowledge.Terms(s) {
			if !seen[t] {
				seen[t] = true
				df[t]++
			}
		}
	}
	return func(text string, except map[string]bool) float64 {
		n := 0.0
		counted := map[string]bool{}
		for _, t := range knowledge.Terms(text) {
			if except[t] {
				continue
			}
			if counted[t] {
				continue // "45 minutes, and 60 minutes" says minutes once
			}
			counted[t] = true
			hit, fn := want[t], light[t]
			for _, v := range knowledge.PastTenseStems(t) {
				hit, fn = hit || want[v], fn || light[v]
			}
			if !hit {
				for w := range want {
					if !light[w] && knowledge.Derived(w, t) {
						hit = true // "adopts" of "adoptive parents"
					}
				}
			}
			switch {
			case hit && topic[t]:
				n += topicWeight
			case hit && fn:
				n += 0.5
			case hit:
				n += 1 + 0.5/float64(max(1, df[t]))
			}
		}
		return n
	}
}

// denies reports a sentence that says no: a negation word in it.
func denies(s string) bool {
	v := english.Words()
	words := english.Tokens(s)
	for i := range words {
		if _, n := v.Match("neg", words, i); n > 0 {
			return true
		}
	}
	return false
}

// documentsPlan turns a document answer into the decision.
func (e *Engine) documentsPlan(p *Planned, da *DocAnswer) {
	p.Route = RouteDocuments
	p.Doc = da
	p.Evidence.Kind = "documents"
	if da.Chunk == nil {
		p.Message = fmt.Sprintf("I don't have information on that. I searched the %d document passages for %s and none covers the question.", len(e.snap.Chunks), strings.Join(quoteAll(da.Searched), ", "))
		return
	}
	p.DocChunks = appendNew(p.DocChunks, da.Chunk.ID)
	p.Message = fmt.Sprintf("%s [%s]", da.Sentence, da.Chunk.ID)
	if da.NoDate {
		// a "when" question answered by a passage without a date has
		// not been answered, whatever the passage says
		p.Warnings = append(p.Warnings, fmt.Sprintf("The question asks for a date, and %s gives none.", da.Chunk.ID))
		p.Evidence.Unsupported++
		p.Evidence.Unanswered = true
	}
	if da.Number == nil && (asks(p.Query, "agg.count") || asks(p.Query, "amount") || asks(p.Query, "share")) {
		// "how many books does the library own" of a passage that gives
		// no number: the question is not answered
		p.Warnings = append(p.Warnings, fmt.Sprintf("The question asks for a number, and %s gives none.", da.Chunk.ID))
		p.Evidence.Unanswered = true
	}
	if da.Counts != "" {
		// "how many elective surgeries" of "opened 40 escalation beds"
		p.Warnings = append(p.Warnings, fmt.Sprintf("%s gives %s of %s, not of what the question asks how many of.", da.Chunk.ID, da.Value, da.Counts))
		p.Evidence.Unanswered = true
	}
	if len(da.Others) > 0 {
		p.Warnings = append(p.Warnings, fmt.Sprintf("%s gives %s for one case and %s for another, and the question does not say which it asks about.", da.Chunk.ID, da.Value, strings.Join(da.Others, " or ")))
	}
	if da.Conflict != nil {
		p.DocChunks = appendNew(p.DocChunks, da.Conflict.ID)
		p.Warnings = append(p.Warnings, fmt.Sprintf("contradictory_sources: %s and %s give different values; check which one is current.", da.Chunk.ID, da.Conflict.ID))
		p.Evidence.Contradictions++
	}
}

// docValue shapes a document answer to the format hint: a number, the value
// with its unit, the sentence, or yes/no (no when the sentence denies).
func docValue(h *FormatHint, da *DocAnswer) any {
	if h == nil {
		if da.Value != "" {
			return da.Value
		}
		return nil
	}
	// names listed, as a list of names (or of rows of one name each)
	if one := len(h.Fields) == 1 && h.Fields[0].Type == "str"; h.List && (h.Scalar == "str" || one) && len(da.Items) > 0 {
		items := make([]any, len(da.Items))
		for i, x := range da.Items {
			items[i] = x
			if one {
				items[i] = map[string]any{h.Fields[0].Name: x}
			}
		}
		return items
	}
	switch h.Scalar {
	case "int":
		if da.Number != nil {
			return int64(*da.Number)
		}
	case "float":
		if da.Number != nil {
			return *da.Number
		}
	case "bool":
		return !da.Negative
	case "str":
		if da.Value != "" {
			return da.Value
		}
		return da.Sentence
	}
	return nil
}

// namedBySection is the heading of a section a "which" question asks for:
// the section sits under a heading that names the kind of thing asked
// about ("Campaigns"), and the question does not already name it.
func namedBySection(c *knowledge.Chunk, q *understand.Query, terms []string) string {
	if len(c.Path) < 2 || !asks(q, "which") || asks(q, "when") || asks(q, "duration") {
		return ""
	}
	kind := knowledge.Terms(c.Path[len(c.Path)-2])
	if len(kind) == 0 || !containsAll(terms, kind) {
		return ""
	}
	for _, t := range knowledge.Terms(c.Heading) {
		if slices.Contains(terms, t) && !allDigitsExcept(t, ',') {
			return "" // the question names the section already
		}
	}
	return c.Heading
}

// asks reports a function word of class in the question's tokens.
func asks(q *understand.Query, class string) bool {
	return says(english.Tokens(q.Question()), class)
}

var (
	yearRe  = regexp.MustCompile(`\b(1[89]\d\d|20\d\d)\b`)
	clockRe = understand.ClockTime
)

// pointIn is the point in time a question asks with "what year" or "what
// time" (a time of day), read from the sentence that answers (else the
// first of the passage's that gives one): the sentence, the value ("2022",
// "11:00") and its number (the hours of a time of day); "" when the
// question asks none or the passage gives none.
func pointIn(c *knowledge.Chunk, sentence, question string) (string, string, *float64) {
	v := english.Words()
	words := english.Tokens(question)
	re := (*regexp.Regexp)(nil)
	for i := range words {
		if _, n := v.Match("clock", words, i); n > 0 {
			re = clockRe
			break
		}
		if i > 0 && v.Is("which", words[i-1]) {
			if u, ok := v.Value("unit.time", words[i]); ok && u == "year" {
				re = yearRe
				break
			}
		}
	}
	if re == nil {
		return "", "", nil
	}
	sentences := append([]string{sentence}, knowledge.Sentences(c.Text)...)
	// "at what time do the vans stop": the end of the times of day a
	// sentence joins as a range ("run from 6:00 to 22:00")
	if re == clockRe && says(words, "time.end") {
		for _, s := range sentences {
			if _, span, ok := understand.ClockRange(s); ok {
				ms := clockRe.FindAllStringSubmatch(span, -1)
				m := ms[len(ms)-1]
				h, _ := strconv.ParseFloat(m[1], 64)
				mins, _ := strconv.ParseFloat(m[2], 64)
				f := h + mins/60
				return s, m[0], &f
			}
		}
	}
	for _, s := range sentences {
		m := re.FindStringSubmatch(isoDate.ReplaceAllString(s, ""))
		if m == nil {
			continue
		}
		f, _ := strconv.ParseFloat(m[1], 64)
		if re == clockRe {
			mins, _ := strconv.ParseFloat(m[2], 64)
			f += mins / 60
		}
		return s, m[0], &f
	}
	return "", "", nil
}

// placeIn finds the place a question asks for ("where was the first
// debate held", "in which city was the convention"): of the names written
// with capitals after "in" or "at" ([place.before]) in the sentence (or, with none, the
// section), not a month and not said in the question, the one whose words
// before it say most of the question's and least else ("the first
// presidential debate at Hofstra University", not "the third and last
// debate in Las Vegas").
func placeIn(c *knowledge.Chunk, sentence, question string) (string, []string) {
	v := english.Words()
	words := english.Tokens(question)
	asked := false
	for i, w := range words {
		if v.Is("place.asked", w) && (i == 0 || v.Is("which", words[i-1])) {
			asked = true
		}
	}
	if !asked {
		return "", nil
	}
	want := map[string]bool{}
	for _, t := range knowledge.Terms(question) {
		want[t] = true
	}
	// a name the question does not say: written with a capital, not a month
	unsaid := func(w string) bool {
		return w != "" && unicode.IsUpper([]rune(w)[0]) && !v.Is("month", strings.ToLower(w)) && !slices.Contains(words, strings.ToLower(w))
	}
	var best []string
	bestScore, bestSentence := 0.0, ""
	for _, s := range append([]string{sentence}, knowledge.Sentences(c.Text)...) {
		raw := strings.Fields(isoDate.ReplaceAllString(s, ""))
		from := 0 // where the words said of the next name begin
		for i := 0; i < len(raw); i++ {
			if !v.Is("place.before", strings.ToLower(raw[i])) {
				continue
			}
			// (names listed: "at Ferry Terminal and Pier 52")
			var names []string
			j := i + 1
			for {
				var name []string
				for ; j < len(raw); j++ {
					w := strings.Trim(raw[j], ".,;:()")
					if strings.HasPrefix(raw[j], "(") || !unsaid(w) && !(len(name) > 0 && allDigitsExcept(w, 0) && w != "") {
						break
					}
					name = append(name, w)
					if w != strings.TrimRight(raw[j], ".,;:()") {
						j++
						break
					}
				}
				if len(name) == 0 {
					break
				}
				names = append(names, strings.Join(name, " "))
				if j+1 < len(raw) && v.Is("list", strings.ToLower(raw[j])) && !strings.HasSuffix(raw[j-1], ".") && unsaid(strings.Trim(raw[j+1], ".,;:()")) {
					j++
					continue
				}
				break
			}
			if len(names) == 0 {
				continue
			}
			score := 0.0
			for _, t := range knowledge.Terms(strings.Join(raw[from:i], " ")) {
				if want[t] {
					score++
				} else if !unicode.IsDigit([]rune(t)[0]) {
					score -= 0.5
				}
			}
			// (a name the question does not say, before it, says it is
			// another case's place: "the Republican convention ... in
			// Cleveland" when the Democratic one is asked)
			for k := max(from, 1); k < i; k++ {
				if unsaid(strings.Trim(raw[k], ".,;:()")) {
					score--
				}
			}
			if best == nil || score > bestScore {
				best, bestScore, bestSentence = names, score, s
			}
			from, i = j, j-1
		}
		if best != nil {
			return bestSentence, best
		}
	}
	return "", nil
}

// dateIn finds the ISO date a "when" question asks for in a chunk: the
// first of its sentence's dates, or the last for an end.
func dateIn(c *knowledge.Chunk, q *understand.Query, v *english.Vocabulary) (string, string) {
	end := asks(q, "time.end")
	for _, s := range knowledge.Sentences(c.Text) {
		var dates []string
		for _, f := range strings.Fields(s) {
			f = strings.Trim(f, ".,;:()")
			if len(f) == 10 && f[4] == '-' && f[7] == '-' && allDigitsExcept(f, '-') {
				dates = append(dates, f)
			}
		}
		if len(dates) == 0 {
			continue
		}
		if end {
			return s, dates[len(dates)-1]
		}
		return s, dates[0]
	}
	return "", ""
}

// isoDate is a date written 2006-01-02: its parts are no value of a
// passage's.
var isoDate = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`)

// rangeIn finds the first sentence of a chunk that gives a range of two
// ISO dates, and the two.
// unitOf is the unit a value says after its number ("days" of "14
// days"; the value itself when it says none apart: "5%").
func unitOf(v string) string {
	if _, u, ok := strings.Cut(v, " "); ok {
		return u
	}
	return v
}

// dayRange reads a value "18 to 21" that a sentence says of a month
// ("from 18 to 21 July", "July 18 to 21") as the days it spans, both
// included.
func dayRange(sentence, value string, v *english.Vocabulary) (float64, bool) {
	ns := numberRe.FindAllString(value, -1)
	if len(ns) != 2 || sentence == "" {
		return 0, false
	}
	a, err1 := strconv.Atoi(ns[0])
	b, err2 := strconv.Atoi(ns[1])
	if err1 != nil || err2 != nil || a < 1 || b > 31 || b < a {
		return 0, false
	}
	words := english.Tokens(knowledge.Fold(sentence))
	for i, w := range words {
		if w != ns[1] {
			continue
		}
		// the month after the range's end, or before its start
		if i+1 < len(words) && v.Is("month", words[i+1]) {
			return float64(b - a + 1), true
		}
		for j := i - 1; j >= 1 && j >= i-3; j-- {
			if words[j] == ns[0] && v.Is("month", words[j-1]) {
				return float64(b - a + 1), true
			}
		}
	}
	return 0, false
}

func rangeIn(c *knowledge.Chunk) (string, string, string) {
	for _, s := range knowledge.Sentences(c.Text) {
		if ds := isoDate.FindAllString(s, -1); len(ds) == 2 && ds[0] <= ds[1] {
			return s, ds[0], ds[1]
		}
	}
	return "", "", ""
}

func allDigitsExcept(s string, sep byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != sep && (s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	return true
}

// checkClaims compares what the cited passage says a metric is with the
// metric computed from the data, for the period the sentence names (else
// all the data): a passage that says a percentage is 0% while the data
// says 30% is not served as fact. It is flagged as contradictory_sources,
// with both values, and the answer needs review.
func (e *Engine) checkClaims(ctx context.Context, p *Planned) {
	if p.Doc == nil || p.Doc.Chunk == nil || p.Doc.Sentence == "" {
		return
	}
	var claims []understand.Claim
	for _, sentence := range knowledge.Sentences(p.Doc.Chunk.Text) {
		claims = append(claims, e.lx.Claims(sentence)...)
	}
	for _, c := range claims {
		got, ok := e.metricValue(ctx, c.Metric, c.Period)
		what := labelOf(e.snap.Metrics[c.Metric].Label, c.Metric)
		if c.Of != "" {
			of, ok2 := e.metricValue(ctx, c.Of, c.Period)
			if !ok2 || of == 0 {
				continue
			}
			got = 100 * got / of
			what = fmt.Sprintf("%s as a share of %s", what, strings.ToLower(labelOf(e.snap.Metrics[c.Of].Label, c.Of)))
		}
		if !ok || math.Abs(got-c.Value) <= math.Max(1, 0.1*math.Abs(got)) {
			continue
		}
		scope := "over all the data"
		if c.Period != nil {
			scope = "in " + c.Period.Label
		}
		p.Warnings = append(p.Warnings, fmt.Sprintf("%s: %s says %q, but %s, computed from the data with the workspace's metric definitions, is %s %s; check which one is right.",
			WarnContradictory, p.Doc.Chunk.ID, c.Text, what, formatNum(got, c.Unit, data.Float), scope))
		p.Evidence.Contradictions++
	}
}

// metricValue computes a metric over a period (nil: all the data).
func (e *Engine) metricValue(ctx context.Context, metric string, period *understand.Period) (float64, bool) {
	step := plan.Step{ID: "claim", Metric: metric}
	if period != nil {
		step.Filters = map[string]any{"period": []any{period.From.Format("2006-01-02"), period.To.Format("2006-01-02")}}
	}
	res, problem := e.check(ctx, &Planned{Plan: &plan.Plan{Steps: []plan.Step{step}}})
	if problem != "" || res.Table.Rows() != 1 {
		return 0, false
	}
	col := res.Table.Col(metric)
	if col == nil || col.IsNull(0) {
		return 0, false
	}
	return num(col, 0), true
}
