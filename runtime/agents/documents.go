package agents

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// DocAnswer is an answer read from a document chunk.
type DocAnswer struct {
	Chunk    *knowledge.Chunk
	Sentence string   // the sentence that answers
	Value    string   // the value in it: "14 days", "3 to 7 days", "no"
	Number   *float64 // its first number, if any
	Negative bool     // the sentence says no ("cannot", "not", "no ... once")
	Coverage float64  // share of the question's terms the chunk holds
	Searched []string // the terms searched
	// Conflict is another chunk that matches as well and states a different
	// value for the same thing.
	Conflict *knowledge.Chunk
}

// MinDocCoverage is how much of a question a chunk must cover to answer it.
const MinDocCoverage = 0.6

var (
	valueRe  = regexp.MustCompile(`(?i)\b\d+(?:[.,]\d+)?(?:\s*(?:to|-|–)\s*\d+(?:[.,]\d+)?)?\s*(?:%|percent|days?|weeks?|months?|years?|hours?|units?|usd|eur|\$)?`)
	negation = regexp.MustCompile(`(?i)\b(cannot|can't|not|no|never|none|without)\b`)
)

// readDocuments answers a question from the best chunk, or says what it
// searched when no chunk covers the question.
func (b *Brain) readDocuments(s *Slots) *DocAnswer {
	if s.doc == nil {
		s.doc = b.searchDocuments(s)
	}
	return s.doc
}

// searchDocuments is readDocuments without the memo: the planner asks
// whether the documents answer a question at several points.
func (b *Brain) searchDocuments(s *Slots) *DocAnswer {
	terms := knowledge.Terms(s.Question)
	da := &DocAnswer{Searched: terms}
	hits := b.snap.SearchChunks(s.Question, 3)
	if len(hits) == 0 || len(terms) == 0 {
		return da
	}
	// the values the question names (a category, a product) are its
	// subject: they weigh double in coverage
	weight := map[string]float64{}
	for _, t := range terms {
		weight[t] = 1
	}
	for _, f := range s.Filters {
		for i := f.Start; i < f.End; i++ {
			if _, ok := weight[s.stems[i]]; ok {
				weight[s.stems[i]] = 2
			}
		}
	}
	cov := func(matched []string) float64 { return coverage(matched, weight) }
	// the best-covering of the top hits: BM25 favours a short chunk that
	// repeats one word over the one that holds the whole question
	top := hits[0]
	for _, h := range hits[1:] {
		if cov(h.Matched) > cov(top.Matched) {
			top = h
		}
	}
	da.Coverage = cov(top.Matched)
	if da.Coverage < MinDocCoverage {
		return da
	}
	da.Chunk = top.Chunk
	da.Sentence = bestSentence(top.Chunk, terms)
	da.Value, da.Number = valueIn(da.Sentence)
	da.Negative = negation.MatchString(da.Sentence)
	// a second chunk covering the question as well, stating another value
	for _, h := range hits {
		if h.Chunk == top.Chunk || cov(h.Matched) < da.Coverage {
			continue
		}
		s := bestSentence(h.Chunk, terms)
		if v, _ := valueIn(s); v != "" && da.Value != "" && v != da.Value {
			da.Conflict = h.Chunk
		}
	}
	return da
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
func bestSentence(c *knowledge.Chunk, terms []string) string {
	want := map[string]bool{}
	for _, t := range terms {
		want[t] = true
		for _, v := range knowledge.PastTenseStems(t) {
			want[v] = true
		}
	}
	topic := map[string]bool{}
	for _, t := range knowledge.Terms(c.Heading) {
		topic[t] = true
	}
	best, score := "", -1.0
	for _, s := range knowledge.Sentences(c.Text) {
		n := 0.0
		for _, t := range knowledge.Terms(s) {
			hit := want[t]
			for _, v := range knowledge.PastTenseStems(t) {
				hit = hit || want[v]
			}
			switch {
			case hit && topic[t]:
				n += 0.5
			case hit:
				n++
			}
		}
		if n > score {
			best, score = s, n
		}
	}
	return best
}

// valueIn finds the first value with a unit in a sentence ("14 days",
// "3 to 7 days", "70%").
func valueIn(s string) (string, *float64) {
	for _, m := range valueRe.FindAllString(s, -1) {
		m = strings.TrimSpace(m)
		if len(m) == 4 && isDigits(m) {
			continue // a year, not a value
		}
		var f float64
		if _, err := fmt.Sscanf(strings.ReplaceAll(m, ",", ""), "%g", &f); err == nil {
			return m, &f
		}
		return m, nil
	}
	return "", nil
}

// documentsPlan turns a document answer into the decision.
func (b *Brain) documentsPlan(d *Decision, da *DocAnswer) {
	d.Route = RouteDocuments
	d.Doc = da
	if da.Chunk == nil {
		d.Message = fmt.Sprintf("I don't have information on that. I searched the %d document passages for %s and none covers the question.", len(b.snap.Chunks), strings.Join(quoteAll(da.Searched), ", "))
		d.Evidence.Base = 0.5
		return
	}
	d.DocChunks = appendNew(d.DocChunks, da.Chunk.ID)
	d.Message = fmt.Sprintf("%s [%s]", da.Sentence, da.Chunk.ID)
	d.Evidence.Base = 0.6 + 0.35*da.Coverage
	if da.Conflict != nil {
		d.DocChunks = appendNew(d.DocChunks, da.Conflict.ID)
		d.Warnings = append(d.Warnings, fmt.Sprintf("contradictory_sources: %s and %s give different values; check which one is current.", da.Chunk.ID, da.Conflict.ID))
		d.Evidence.Contradictions++
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
