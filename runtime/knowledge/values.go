package knowledge

import (
	"math"
	"sort"
	"strings"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// The value index links words of a question to values of text dimensions
// ("creme brulee" → product "Crème Brûlée", "garden" → category "Garden
// Supplies", "spanish" → country "Spain"). Matching is accent- and
// case-insensitive, meets plurals through Stem, takes the synonyms the
// workspace declares for values, and tolerates typos.

// Match kinds, best first.
const (
	MatchExact   = "exact"   // the words are the value
	MatchSynonym = "synonym" // the words are a declared synonym of the value
	MatchFuzzy   = "fuzzy"   // the words are the value, give or take a typo
	MatchPartial = "partial" // the words are a distinctive part of the value
)

// EntityMatch is a span of question words that names a dimension value.
type EntityMatch struct {
	Dimension string
	Value     string // the dimension's own spelling
	// Start and End are word positions in the question: [Start, End).
	Start, End int
	Text       string // the question's words
	Kind       string
	Score      float64 // 0..1
	// Learning is the learning that taught this match, if one did.
	Learning string
}

type valueEntry struct {
	dim, value string
	words      []string // folded
	folded     string
}

// ValueIndex finds dimension values in questions.
type ValueIndex struct {
	entries []valueEntry
	// exact maps stemmed word keys (of values and their synonyms) to entries.
	exact    map[string][]exactRef
	byWord   map[string][]int // folded word → entries containing it
	trigrams map[string][]int // trigram of the folded value → entries
	maxWords int
	// counters are scratch tallies of shared trigrams, one per entry,
	// reused across lookups (a lookup may run on any goroutine)
	counters sync.Pool
}

// tally counts, per entry, the trigrams a text shares with it; touched
// lists the entries counted, in the order first met.
type tally struct {
	counts  []uint16
	touched []int
}

type exactRef struct {
	entry    int
	synonym  bool
	learning string
}

func stemKey(words []string) string {
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Stem(w))
	}
	return b.String()
}

// NewValueIndex indexes the values of every text dimension, with the
// naming learnings that apply (config.Learning.Applies) as synonyms.
func NewValueIndex(dims map[string]*Dimension, learnings []*config.Learning) *ValueIndex {
	vi := &ValueIndex{exact: map[string][]exactRef{}, byWord: map[string][]int{}, trigrams: map[string][]int{}}
	for _, name := range SortedNames(dims) {
		d := dims[name]
		for _, v := range d.Values {
			words := Words(v)
			if len(words) == 0 {
				continue
			}
			i := len(vi.entries)
			vi.entries = append(vi.entries, valueEntry{dim: name, value: v, words: words, folded: strings.Join(words, " ")})
			vi.add(words, exactRef{entry: i})
			seen := map[string]bool{}
			for _, w := range words {
				if !seen[w] {
					seen[w] = true
					vi.byWord[w] = append(vi.byWord[w], i)
				}
			}
			for _, g := range trigramsOf(vi.entries[i].folded) {
				vi.trigrams[g] = append(vi.trigrams[g], i)
			}
			for _, syn := range d.ValueSynonyms[v] {
				vi.add(Words(syn), exactRef{entry: i, synonym: true})
			}
			for _, l := range learnings {
				if l.Applies() && l.Dimension == name && l.Value == v && l.Term != "" {
					vi.add(Words(l.Term), exactRef{entry: i, synonym: true, learning: l.ID})
				}
			}
		}
		// the values kept for whole matches only: no part, no near
		// spelling
		for _, v := range d.Lookup {
			if words := Words(v); len(words) > 0 {
				vi.entries = append(vi.entries, valueEntry{dim: name, value: v, words: words, folded: strings.Join(words, " ")})
				vi.add(words, exactRef{entry: len(vi.entries) - 1})
			}
		}
	}
	return vi
}

func (vi *ValueIndex) add(words []string, ref exactRef) {
	if len(words) == 0 {
		return
	}
	k := stemKey(words)
	vi.exact[k] = append(vi.exact[k], ref)
	if len(words) > vi.maxWords {
		vi.maxWords = len(words)
	}
}

// Len is the number of values indexed.
func (vi *ValueIndex) Len() int { return len(vi.entries) }

// Match finds every value named in words (folded, as from Words). skip marks
// words that are read only inside a whole value of more words (numbers,
// dates and the like, already read by the caller). Overlapping matches are all returned;
// the caller chooses.
func (vi *ValueIndex) Match(words []string, skip func(i int) bool) []EntityMatch {
	if vi == nil || len(vi.entries) == 0 {
		return nil
	}
	var out []EntityMatch
	maxN := vi.maxWords
	if maxN < 1 {
		maxN = 1
	}
	for i := range words {
		numeric := false
		for n := 1; n <= maxN && i+n <= len(words); n++ {
			if skip != nil && skip(i+n-1) {
				// a number is read as a value only inside a value of more
				// words that says it whole ("Model 7", "Series 300 B"), never
				// by a near spelling or a part, nor alone
				numeric = true
			}
			if numeric && n == 1 {
				continue
			}
			span := words[i : i+n]
			// filler words are no value, unless a value or synonym of two
			// words or more says them exactly ("let go")
			stop := allStop(span)
			if stop && n < 2 {
				continue
			}
			text := strings.Join(span, " ")
			found := false
			for _, ref := range vi.exact[stemKey(span)] {
				e := vi.entries[ref.entry]
				m := EntityMatch{Dimension: e.dim, Value: e.value, Start: i, End: i + n, Text: text, Kind: MatchExact, Score: 1}
				if ref.synonym {
					m.Kind, m.Score, m.Learning = MatchSynonym, 0.95, ref.learning
				}
				out = append(out, m)
				found = true
			}
			if found || numeric || stop {
				continue
			}
			// a near spelling starts and ends with a word of the value:
			// "spa in" is the spa, in somewhere, not "Spain"
			if n > 1 && (IsStopWord(span[0]) || IsStopWord(span[n-1])) {
				continue
			}
			out = vi.fuzzy(out, text, i, i+n)
			if n == 1 {
				out = vi.partial(out, span[0], i)
			}
		}
	}
	return out
}

// Whole finds the values that are exactly the one word w (folded), filler
// word or not: Match reads no value from a filler word alone, and the
// caller decides where one is meant ("performance" tickets).
func (vi *ValueIndex) Whole(w string, at int) []EntityMatch {
	if vi == nil {
		return nil
	}
	var out []EntityMatch
	for _, ref := range vi.exact[stemKey([]string{w})] {
		if e := vi.entries[ref.entry]; !ref.synonym && len(e.words) == 1 {
			out = append(out, EntityMatch{Dimension: e.dim, Value: e.value, Start: at, End: at + 1, Text: w, Kind: MatchExact, Score: 1})
		}
	}
	return out
}

// fuzzy matches whole values within a small edit distance: at least 5
// characters, and a similarity of 0.8 or more.
func (vi *ValueIndex) fuzzy(out []EntityMatch, text string, start, end int) []EntityMatch {
	if len(text) < 5 {
		return out
	}
	grams := trigramsOf(text)
	t, _ := vi.counters.Get().(*tally)
	if t == nil || len(t.counts) != len(vi.entries) {
		t = &tally{counts: make([]uint16, len(vi.entries))}
	}
	defer func() {
		for _, e := range t.touched {
			t.counts[e] = 0
		}
		t.touched = t.touched[:0]
		vi.counters.Put(t)
	}()
	for _, g := range grams {
		for _, e := range vi.trigrams[g] {
			if t.counts[e] == 0 {
				t.touched = append(t.touched, e)
			}
			if t.counts[e] < math.MaxUint16 {
				t.counts[e]++
			}
		}
	}
	for _, e := range t.touched {
		if c := t.counts[e]; float64(c) < 0.4*float64(len(grams)) {
			continue
		}
		v := vi.entries[e].folded
		if abs(len(v)-len(text)) > len(text)/4+1 {
			continue
		}
		sim := Similarity(text, v)
		if sim >= 0.8 {
			out = append(out, EntityMatch{Dimension: vi.entries[e].dim, Value: vi.entries[e].value, Start: start, End: end, Text: text, Kind: MatchFuzzy, Score: 0.9 * sim})
		}
	}
	return out
}

// partial matches the distinctive leading word of a longer value ("garden"
// → "Garden Products"): a word of four letters or more that is in at most
// three values of the dimension. It scores below any whole match.
func (vi *ValueIndex) partial(out []EntityMatch, w string, pos int) []EntityMatch {
	if len(w) < 4 || IsStopWord(w) {
		return out
	}
	ids := vi.byWord[w]
	if len(ids) == 0 {
		ids = vi.byWord[Stem(w)]
	}
	perDim := map[string]int{}
	for _, e := range ids {
		perDim[vi.entries[e].dim]++
	}
	for _, e := range ids {
		ent := vi.entries[e]
		if len(ent.words) < 2 || perDim[ent.dim] > 3 {
			continue
		}
		// only a leading word names the value: "shop" is not "Corner
		// Shop", nor "shoes" "Bob's Shoes"
		if ent.words[0] != w && ent.words[0] != Stem(w) && Stem(ent.words[0]) != Stem(w) {
			continue
		}
		score := 0.7
		out = append(out, EntityMatch{Dimension: ent.dim, Value: ent.value, Start: pos, End: pos + 1, Text: w, Kind: MatchPartial, Score: score})
	}
	return out
}

// Closest returns up to n values of a dimension nearest to text, best first:
// the suggestions offered when a filter finds nothing.
func (vi *ValueIndex) Closest(dim, text string, n int) []string {
	type cand struct {
		v string
		s float64
	}
	text = strings.Join(Words(text), " ")
	var cs []cand
	for _, e := range vi.entries {
		if e.dim != dim || e.folded == text {
			continue
		}
		s := Similarity(text, e.folded)
		if strings.Contains(e.folded, text) || strings.Contains(text, e.folded) {
			s += 0.3
		}
		cs = append(cs, cand{e.value, s})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].s > cs[j].s })
	var out []string
	for i := 0; i < len(cs) && i < n; i++ {
		if cs[i].s < 0.5 {
			break
		}
		out = append(out, cs[i].v)
	}
	return out
}

func allStop(words []string) bool {
	for _, w := range words {
		if !IsStopWord(w) && !isNumber(w) {
			return false
		}
	}
	return true
}

func isNumber(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

func trigramsOf(s string) []string {
	p := " " + s + " "
	if len(p) < 3 {
		return []string{p}
	}
	out := make([]string, 0, len(p)-2)
	for i := 0; i+3 <= len(p); i++ {
		out = append(out, p[i:i+3])
	}
	return out
}

// Similarity is 1 - edit distance / length of the longer string.
func Similarity(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	n := len(ra)
	if len(rb) > n {
		n = len(rb)
	}
	if n == 0 {
		return 1
	}
	return 1 - float64(editDistance(ra, rb))/float64(n)
}

// editDistance counts the insertions, deletions, substitutions and
// transpositions of two adjacent letters ("janaury") that turn a into b
// (the optimal string alignment distance).
func editDistance(a, b []rune) int {
	pp := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], pp[j-2]+1)
			}
		}
		pp, prev, cur = prev, cur, pp
	}
	return prev[len(b)]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// ResolveValue finds the value of dimension d that text names, with the
// matching a question's words get (case, accents, plurals, declared value
// synonyms, a typo, a distinctive leading word), so that a pipe param
// given "shoe" or "garden" binds "Shoes" or "Garden Furniture" as
// `ask` would. It returns ok = false, with the closest values, when text
// names no value or two equally well (closest may be empty); a dimension whose values are not
// listed (too many, or none) takes text as it is.
func (s *Snapshot) ResolveValue(d *Dimension, text string) (value string, closest []string, ok bool) {
	if len(d.Values) == 0 {
		return text, nil, true
	}
	if v, ok := d.Canonical(text); ok {
		return v, nil, true
	}
	words := Words(text)
	if len(words) > 0 && s.Values != nil {
		var best []EntityMatch
		for _, m := range s.Values.Match(words, nil) {
			if m.Dimension != d.Name || m.Start != 0 || m.End != len(words) {
				continue
			}
			switch {
			case len(best) == 0 || m.Score > best[0].Score:
				best = []EntityMatch{m}
			case m.Score == best[0].Score && m.Value != best[0].Value:
				best = append(best, m)
			}
		}
		if len(best) == 1 {
			return best[0].Value, nil, true
		}
		for _, m := range best {
			closest = append(closest, m.Value)
		}
		if len(closest) > 0 {
			sort.Strings(closest)
			return text, closest, false
		}
		closest = s.Values.Closest(d.Name, text, 5)
	}
	return text, closest, false
}

// Containing lists the values of d that contain text, ignoring case
// (exact = true: as SQL's ILIKE sees them) or also accents and
// punctuation (exact = false).
func (d *Dimension) Containing(text string, exact bool) []string {
	fold := func(x string) string { return strings.Join(Words(x), " ") }
	if exact {
		fold = strings.ToLower
	}
	t := fold(text)
	if strings.TrimSpace(t) == "" {
		return nil
	}
	var out []string
	for _, v := range d.Values {
		if strings.Contains(fold(v), t) {
			out = append(out, v)
		}
	}
	return out
}
