package agents

import (
	"slices"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Slots is what the offline reader takes from a question: the typed pieces
// a planner fills a pipe or a metric query with.
type Slots struct {
	Question string
	Words    []string // folded
	stems    []string
	used     []bool

	// Metrics are the metrics named, in order; Groups the dimensions to
	// break down by; Grain the time grain asked for ("per month").
	Metrics []Term
	Groups  []Term
	Grain   string
	// Mentions are dimension words that are neither metric nor grouping:
	// context ("Spanish customers").
	Mentions []Term

	Periods []Period
	AllTime bool
	Filters []Filter

	// Limit is N of "top N" (0 = none); Order is "desc" or "asc" when the
	// question ranks; Single marks "which category ..." (one answer).
	Limit  int
	Order  string
	Single bool

	Share, Growth, Count, Average bool
	// Per is a metric the first one is divided by ("freight per order").
	Per *Term

	Change   bool // asks to change data
	Chat     bool // greeting, thanks, small talk
	Define   bool // asks what something means
	Explicit bool // a limit was given as a number

	doc *DocAnswer // what the documents say, once read
}

// Term is a span of question words naming a metric or a dimension.
type Term struct {
	Kind, Name string
	Start, End int
	Text       string
}

// Filter is a dimension value the question names.
type Filter struct {
	knowledge.EntityMatch
	// Also lists other dimensions with the same value, when the choice
	// between them was a guess.
	Also []string
}

var (
	groupBefore = setOf("by", "per", "each", "every", "across", "which", "what", "within")
	descWords   = setOf("top", "best", "most", "highest", "largest", "biggest", "greatest", "leading", "max", "maximum", "strongest", "more", "higher")
	ascWords    = setOf("bottom", "worst", "least", "fewest", "lowest", "smallest", "weakest", "min", "minimum", "less", "fewer", "lower")
	shareWords  = setOf("share", "percentage", "percent", "proportion", "contribution", "mix", "pct")
	growthWords = setOf("growth", "grow", "grew", "grown", "change", "changed", "increase", "increased", "decrease", "decreased", "decline", "declined", "compare", "compared", "comparison", "vs", "versus", "difference", "yoy")
	avgWords    = setOf("average", "avg", "mean")
	changeVerbs = setOf("delete", "drop", "truncate", "insert", "update", "alter", "remove", "erase", "wipe", "overwrite", "modify", "rename", "grant", "revoke", "purge")
	leadVerbs   = setOf("change", "set", "add", "create", "increase", "raise", "lower", "reduce", "cancel", "replace", "edit", "write", "mark", "assign", "move", "save", "store", "put")
	chatWords   = setOf("hi", "hello", "hey", "thanks", "thank", "thx", "cheers", "bye", "goodbye", "joke", "weather", "yo", "howdy")
	defineWords = setOf("define", "definition", "defined", "meaning", "mean", "means", "policy", "policies", "calculated", "calculate", "computed", "explain", "methodology")
	grainWords  = map[string]string{
		"daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year", "annually": "year",
		"day": "day", "week": "week", "month": "month", "quarter": "quarter", "year": "year",
		"days": "day", "weeks": "week", "months": "month", "quarters": "quarter", "years": "year",
	}
	// filler words carry no constraint: a question made of them and known
	// words is fully understood.
	filler = setOf("total", "overall", "amount", "figure", "figures", "number", "numbers", "data", "report",
		"breakdown", "ranking", "rank", "ranked", "value", "values", "count", "sum", "trend", "trends", "time",
		"period", "did", "make", "made", "bring", "brought", "generate", "generated", "sell", "sold", "selling",
		"best", "top", "ever", "whole", "entire", "biggest", "period", "performance", "perform", "performed",
		"doing", "look", "looks", "looking", "across", "per", "each", "every", "by", "between", "since", "before",
		"after", "until", "through", "vs", "versus", "q1", "q2", "q3", "q4", "h1", "h2", "quarter", "half",
		"first", "second", "third", "fourth", "last", "previous", "past", "current", "year", "month", "week",
		"day", "date", "which", "split", "most", "least", "fewest", "highest", "lowest", "compared", "compare",
		"growth", "change", "average", "avg", "mean", "share", "percentage", "percent", "order", "ordered",
		"top", "bottom", "all", "only", "within", "whose", "had", "highest", "bring", "brings", "money",
		"biggest", "largest", "smallest", "worst", "leading", "ytd", "today", "yesterday", "currently", "now",
		"big", "small", "large", "high", "low", "many", "much", "more", "less", "fewer", "higher", "lower", "best",
		"during", "according", "using", "defined", "definition", "per")
)

func setOf(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// read extracts the slots of a question.
func (b *Brain) read(question string) *Slots {
	s := &Slots{Question: question, Words: knowledge.Words(question)}
	n := len(s.Words)
	s.used = make([]bool, n)
	s.stems = make([]string, n)
	for i, w := range s.Words {
		s.stems[i] = knowledge.Stem(w)
	}
	s.intents()
	terms := b.terms(s)
	tr := &timeReader{w: s.Words, used: s.used, anchor: b.v.anchor, first: b.v.first, named: b.v.named}
	for _, p := range tr.read() {
		if p.unit == "all" {
			s.AllTime = true
		} else {
			s.Periods = append(s.Periods, p)
		}
		s.mark(p.Start, p.End)
	}
	s.ranking()
	terms = b.entities(s, terms)
	s.classify(b, terms)
	return s
}

func (s *Slots) mark(from, to int) {
	for i := from; i < to && i < len(s.used); i++ {
		if i >= 0 {
			s.used[i] = true
		}
	}
}

func (s *Slots) word(i int) string {
	if i >= 0 && i < len(s.Words) {
		return s.Words[i]
	}
	return ""
}

// intents reads the words that say what kind of question it is.
func (s *Slots) intents() {
	w := s.Words
	lead := 0
	for lead < len(w) && (w[lead] == "please" || w[lead] == "can" || w[lead] == "could" || w[lead] == "would" || w[lead] == "you" || w[lead] == "i" || w[lead] == "want" || w[lead] == "to" || w[lead] == "we" || w[lead] == "kindly" || w[lead] == "lets" || w[lead] == "let" || w[lead] == "us") {
		lead++
	}
	for i, x := range w {
		switch {
		case changeVerbs[x]:
			s.Change = true
		case i == lead && leadVerbs[x]:
			s.Change = true
		case shareWords[x]:
			s.Share = true
		case growthWords[x] || x == "over" && s.word(i+1) == "year" && s.word(i-1) == "year":
			s.Growth = true
		case avgWords[x]:
			s.Average = true
		case defineWords[x]:
			s.Define = true
		case x == "many" && s.word(i-1) == "how", x == "number" && s.word(i+1) == "of", x == "count":
			s.Count = true
		}
	}
	if len(w) > 0 && (chatWords[w[0]] || len(w) <= 4 && (strings.Contains(strings.Join(w, " "), "how are you") || strings.Contains(strings.Join(w, " "), "who are you"))) {
		s.Chat = true
	}
	if strings.Contains(" "+strings.Join(w, " ")+" ", " what does ") && s.Define {
		s.Define = true
	}
	// "what is X" asks for a definition only with a definition word; "what
	// can you do" is small talk
	if strings.Contains(strings.Join(w, " "), "what can you") {
		s.Chat = true
	}
}

// terms finds metric and dimension phrases. Each position's longest phrase
// is a candidate; of overlapping candidates the one ending later wins, then
// the longer ("how many product categories" counts categories, not "how
// many products" followed by "categories").
func (b *Brain) terms(s *Slots) []Term {
	type cand struct {
		start, end int
		terms      []Term
	}
	var cands []cand
	for i := range s.stems {
		best := -1
		var found []Term
		for _, p := range b.v.phrases {
			if best >= 0 && len(p.stems) < best {
				break
			}
			if i+len(p.stems) > len(s.stems) || !slices.Equal(s.stems[i:i+len(p.stems)], p.stems) {
				continue
			}
			best = len(p.stems)
			found = append(found, Term{Kind: p.kind, Name: p.name, Start: i, End: i + len(p.stems), Text: strings.Join(s.Words[i:i+len(p.stems)], " ")})
		}
		if best > 0 {
			cands = append(cands, cand{i, i + best, dedupeTerms(found)})
		}
	}
	// English puts the head noun last: of two overlapping phrases, the one
	// reaching further right names the thing; then the longer
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].end != cands[j].end {
			return cands[i].end > cands[j].end
		}
		return cands[i].end-cands[i].start > cands[j].end-cands[j].start
	})
	taken := make([]bool, len(s.stems))
	var out []Term
	for _, c := range cands {
		free := true
		for i := c.start; i < c.end; i++ {
			free = free && !taken[i]
		}
		if !free {
			continue
		}
		for i := c.start; i < c.end; i++ {
			taken[i] = true
		}
		out = append(out, c.terms...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

func dedupeTerms(ts []Term) []Term {
	seen := map[string]bool{}
	out := ts[:0]
	for _, t := range ts {
		k := t.Kind + "/" + t.Name
		if !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	return out
}

// ranking reads top/bottom N and the order.
func (s *Slots) ranking() {
	for i, x := range s.Words {
		dir := ""
		switch {
		case descWords[x]:
			dir = "desc"
		case ascWords[x]:
			dir = "asc"
		}
		if dir == "" {
			continue
		}
		if (x == "more" || x == "less" || x == "fewer" || x == "higher" || x == "lower") && s.word(i+1) == "than" {
			continue // "more than 10": a threshold, not a ranking
		}
		if s.Order == "" {
			s.Order = dir
		}
		if n, ok := number(s.word(i + 1)); ok && !s.used[i+1] {
			s.Limit, s.Explicit = n, true
			s.used[i+1] = true
		} else if n, ok := number(s.word(i - 1)); ok && i > 0 && !s.used[i-1] {
			s.Limit, s.Explicit = n, true
			s.used[i-1] = true
		}
		s.used[i] = true
	}
}

// entities links words to dimension values, choosing among overlapping
// candidates: the higher score, then the longer span. A value may be read
// over a metric or dimension phrase only when it is an exact match of more
// words ("garden products" over "products").
func (b *Brain) entities(s *Slots, terms []Term) []Term {
	inTerm := make([]int, len(s.Words))
	for i := range inTerm {
		inTerm[i] = -1
	}
	for k, t := range terms {
		for i := t.Start; i < t.End; i++ {
			inTerm[i] = k
		}
	}
	cands := b.snap.Values.Match(s.Words, func(i int) bool { return s.used[i] })
	sort.SliceStable(cands, func(i, j int) bool {
		a, c := cands[i], cands[j]
		if a.Score != c.Score {
			return a.Score > c.Score
		}
		if a.End-a.Start != c.End-c.Start {
			return a.End-a.Start > c.End-c.Start
		}
		if a.Dimension != c.Dimension {
			return a.Dimension < c.Dimension
		}
		return a.Value < c.Value // deterministic among equals
	})
	// a value that is also a word of intent ("Growth" plan vs "revenue
	// growth") is the value only when the question names its dimension
	plain := cands[:0]
	for _, c := range cands {
		if c.End-c.Start == 1 && intentWord(s.Words[c.Start]) && !b.contextHit(s, c) {
			continue
		}
		plain = append(plain, c)
	}
	cands = plain
	taken := make([]bool, len(s.Words))
	dropTerm := map[int]bool{}
	var chosen [][]knowledge.EntityMatch
	for _, c := range cands {
		free := true
		for i := c.Start; i < c.End; i++ {
			if taken[i] {
				free = false
			}
		}
		if !free {
			// the same span in another dimension: keep it as an alternative
			for k := range chosen {
				if chosen[k][0].Start == c.Start && chosen[k][0].End == c.End && chosen[k][0].Value != "" && c.Score >= chosen[k][0].Score-0.05 {
					chosen[k] = append(chosen[k], c)
				}
			}
			continue
		}
		over := map[int]bool{}
		for i := c.Start; i < c.End; i++ {
			if inTerm[i] >= 0 {
				over[inTerm[i]] = true
			}
		}
		if len(over) > 0 {
			ok := c.Kind == knowledge.MatchExact || c.Kind == knowledge.MatchSynonym
			for k := range over {
				if terms[k].End-terms[k].Start >= c.End-c.Start {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for k := range over {
				dropTerm[k] = true
			}
		}
		for i := c.Start; i < c.End; i++ {
			taken[i] = true
		}
		chosen = append(chosen, []knowledge.EntityMatch{c})
	}
	var kept []Term
	for k, t := range terms {
		if !dropTerm[k] {
			kept = append(kept, t)
		}
	}
	for _, group := range chosen {
		s.Filters = append(s.Filters, b.pickDimension(s, group, kept))
		s.mark(group[0].Start, group[0].End)
	}
	sort.SliceStable(s.Filters, func(i, j int) bool { return s.Filters[i].Start < s.Filters[j].Start })
	// a word read as a value is no longer a word of intent
	for _, f := range s.Filters {
		for i := f.Start; i < f.End; i++ {
			switch w := s.Words[i]; {
			case growthWords[w]:
				s.Growth = s.anyOutside(growthWords, f)
			case shareWords[w]:
				s.Share = s.anyOutside(shareWords, f)
			case avgWords[w]:
				s.Average = s.anyOutside(avgWords, f)
			}
		}
	}
	return kept
}

func (s *Slots) anyOutside(set map[string]bool, f Filter) bool {
	for i, w := range s.Words {
		if (i < f.Start || i >= f.End) && set[w] {
			return true
		}
	}
	return false
}

func intentWord(w string) bool {
	return growthWords[w] || shareWords[w] || descWords[w] || ascWords[w] || avgWords[w] || grainWords[w] != "" || filler[w]
}

// contextHit reports whether the question uses a word of the match's
// dimension outside the match.
func (b *Brain) contextHit(s *Slots, m knowledge.EntityMatch) bool {
	ctx := b.v.context[m.Dimension]
	for i, st := range s.stems {
		if (i < m.Start || i >= m.End) && ctx[st] {
			return true
		}
	}
	return false
}

// pickDimension chooses which dimension a value means when several have it
// ("Spain" is a customer country and a supplier country): the one whose
// words the question uses ("Spanish suppliers"), then the one the pipes
// filter on most, then the first declared.
func (b *Brain) pickDimension(s *Slots, group []knowledge.EntityMatch, terms []Term) Filter {
	if len(group) == 1 {
		return Filter{EntityMatch: group[0]}
	}
	score := func(m knowledge.EntityMatch) (int, int) {
		ctx := b.v.context[m.Dimension]
		hits := 0
		for i, st := range s.stems {
			if (i < m.Start || i >= m.End) && ctx[st] {
				hits++
			}
		}
		return hits, b.v.paramDims[m.Dimension]
	}
	best := 0
	bh, bp := score(group[0])
	clear := false
	for k := 1; k < len(group); k++ {
		h, p := score(group[k])
		switch {
		case h > bh, h == bh && p > bp, h == bh && p == bp && b.v.dimOrder[group[k].Dimension] < b.v.dimOrder[group[best].Dimension]:
			clear = h > bh
			best, bh, bp = k, h, p
		case h < bh:
			clear = true
		}
	}
	f := Filter{EntityMatch: group[best]}
	if !clear {
		for k, m := range group {
			if k != best && m.Dimension != f.Dimension {
				f.Also = append(f.Also, m.Dimension)
			}
		}
	}
	return f
}

// classify decides what each metric and dimension phrase is: the measure,
// a grouping, or context.
func (s *Slots) classify(b *Brain, terms []Term) {
	// a phrase that names both a metric and a dimension ("customers")
	both := map[int]bool{}
	for _, t := range terms {
		if t.Kind == knowledge.KindMetric {
			for _, u := range terms {
				if u.Kind == knowledge.KindDimension && u.Start == t.Start && u.End == t.End {
					both[t.Start] = true
				}
			}
		}
	}
	plainMetric := false
	for _, t := range terms {
		if t.Kind == knowledge.KindMetric && !both[t.Start] {
			plainMetric = true
		}
	}
	seenDim := map[string]bool{}
	lastGroupEnd := -10
	for _, t := range terms {
		grouping := s.groupingAt(t.Start) || t.Start == lastGroupEnd+1 && (s.word(lastGroupEnd) == "and" || s.word(lastGroupEnd) == "then")
		// a phrase that is both is the metric after "how many", a grouping
		// after "by", and otherwise context: "customers in France" lists.
		bothRole := ""
		if both[t.Start] {
			switch {
			case grouping || plainMetric && !s.countBefore(t.Start):
				bothRole = "dimension"
			case s.Count:
				bothRole = "metric"
			default:
				bothRole = "mention"
			}
		}
		switch {
		case t.Kind == knowledge.KindMetric && both[t.Start]:
			if bothRole == "metric" {
				s.addMetric(t)
			}
		case t.Kind == knowledge.KindMetric:
			if s.word(t.Start-1) == "per" && len(s.Metrics) > 0 {
				tt := t
				s.Per = &tt
				s.mark(t.Start-1, t.End)
				continue
			}
			s.addMetric(t)
		case t.Kind == knowledge.KindDimension:
			if bothRole == "metric" {
				continue
			}
			d := b.snap.Dimensions[t.Name]
			if d.Kind.IsTime() {
				if grouping && s.Grain == "" {
					s.Grain = "day"
					if len(d.Grains) > 0 {
						s.Grain = d.Grains[0]
					}
				}
				s.mark(t.Start, t.End)
				continue
			}
			if grouping && !seenDim[t.Name] {
				seenDim[t.Name] = true
				lastGroupEnd = t.End
				s.Groups = append(s.Groups, t)
				if s.word(t.Start-1) == "which" || s.word(t.Start-1) == "what" || s.Order != "" && !s.Explicit && !isPlural(s.Words[t.End-1]) {
					s.Single = !isPlural(s.Words[t.End-1])
				}
			} else {
				s.Mentions = append(s.Mentions, t)
			}
			s.mark(t.Start, t.End)
		}
	}
	// time grains: "by month", "monthly", "per quarter", "each year"
	for i, w := range s.Words {
		g, ok := grainWords[w]
		if !ok || s.used[i] {
			continue
		}
		superlative := descWords[s.word(i-1)] || ascWords[s.word(i-1)]
		if strings.HasSuffix(w, "ly") || w == "annual" || groupBefore[s.word(i-1)] || s.word(i-1) == "over" && s.word(i-2) == w || superlative {
			if s.Grain == "" {
				s.Grain = g
			}
			s.used[i] = true
			// "the best month": one period, the top one
			if (superlative || (s.word(i-1) == "which" || s.word(i-1) == "what") && s.Order != "") && !s.Explicit && !isPlural(w) {
				s.Single = true
			}
		}
	}
	if s.Grain == "" {
		for i, w := range s.Words {
			if (w == "trend" || w == "trends" || w == "over" && s.word(i+1) == "time") && len(s.Periods) <= 1 {
				s.Grain = "month"
			}
		}
	}
}

// whatIs reports a bare "what is X?" about one metric, with nothing to
// compute: a question about the definition.
func (s *Slots) whatIs() bool {
	w := s.Words
	lead := len(w) >= 2 && w[0] == "what" && (w[1] == "is" || w[1] == "are" || w[1] == "does") || len(w) >= 1 && w[0] == "whats"
	return lead && len(s.Metrics) == 1 && s.Order == "" && !s.Share && !s.Growth && s.Per == nil && len(s.leftovers()) == 0
}

func (s *Slots) addMetric(t Term) {
	for _, m := range s.Metrics {
		if m.Name == t.Name {
			s.mark(t.Start, t.End)
			return
		}
	}
	s.Metrics = append(s.Metrics, t)
	s.mark(t.Start, t.End)
}

// groupingAt reports whether the phrase at word i is a grouping: after "by",
// "per", "each", "for each", "which", "top 5", "best", or before
// "breakdown"/"ranking".
func (s *Slots) groupingAt(i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := s.Words[k]
		if groupBefore[w] || descWords[w] || ascWords[w] {
			// "per order" after a metric is a ratio, handled by the caller
			return true
		}
		if _, isNum := number(w); isNum && k == i-1 && s.Explicit {
			return true
		}
		if w == "selling" || w == "performing" {
			continue
		}
		if k < i-1 {
			break
		}
		if knowledge.IsStopWord(w) && w != "the" {
			break
		}
	}
	return false
}

func (s *Slots) countBefore(i int) bool {
	return s.word(i-1) == "many" || s.word(i-1) == "of" && s.word(i-2) == "number" || s.word(i-1) == "count"
}

// leftovers lists the question's content words that no slot took: not a
// stop word, not filler, not a number. The planner forgives the ones its
// chosen pipe or metric explains; the rest are unknown to it.
func (s *Slots) leftovers() []int {
	var out []int
	for i, w := range s.Words {
		if s.used[i] || knowledge.IsStopWord(w) || filler[w] || isDigits(w) || len(w) < 2 ||
			shareWords[w] || growthWords[w] || avgWords[w] || defineWords[w] || descWords[w] || ascWords[w] || grainWords[w] != "" {
			continue
		}
		if _, ok := number(w); ok {
			continue
		}
		out = append(out, i)
	}
	return out
}
