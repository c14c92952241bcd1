package knowledge

import (
	"math"
	"sort"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// The search index is BM25 over weighted fields (a name counts more than a
// description), kept in memory and rebuilt with every snapshot. It is our
// own rather than bleve's: the corpus is a few hundred short entries, and a
// map of postings answers a query in microseconds without an analyzer
// pipeline or a second copy of the text (see BenchmarkSearch).

// Entry kinds in the index.
const (
	KindPipe      = "pipe"
	KindMetric    = "metric"
	KindDimension = "dimension"
	KindTable     = "table"
	KindColumn    = "column"
	KindVerified  = "verified_query"
	KindRule      = "rule"
	KindLearning  = "learning"
	KindDocument  = "document"
	KindPeriod    = "period"
)

// Doc is one entry to index.
type Doc struct {
	Kind, ID string
	Fields   []Field
}

// Field is text with a weight: how much a match in it counts.
type Field struct {
	Text   string
	Weight float64
}

// Hit is a search result.
type Hit struct {
	Kind, ID string
	Score    float64
	// Matched lists the query terms the entry contains.
	Matched []string
}

// Index is a BM25 index over Docs.
type Index struct {
	docs     []Doc
	lengths  []float64
	avgLen   float64
	postings map[string][]posting
}

type posting struct {
	doc int
	tf  float64
}

const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// NewIndex indexes docs.
func NewIndex(docs []Doc) *Index {
	ix := &Index{docs: docs, lengths: make([]float64, len(docs)), postings: map[string][]posting{}}
	total := 0.0
	for i, d := range docs {
		tf := map[string]float64{}
		for _, f := range d.Fields {
			for _, t := range Terms(f.Text) {
				tf[t] += f.Weight
				ix.lengths[i] += f.Weight
				// a past tense also counts, at half weight, for its verb
				// ("returned" for "return"), which Stem leaves alone
				for _, v := range PastTenseStems(t) {
					tf[v] += f.Weight / 2
				}
			}
		}
		total += ix.lengths[i]
		for t, n := range tf {
			ix.postings[t] = append(ix.postings[t], posting{doc: i, tf: n})
		}
	}
	if len(docs) > 0 {
		ix.avgLen = total / float64(len(docs))
	}
	return ix
}

// Docs are the entries indexed, in order.
func (ix *Index) Docs() []Doc { return ix.docs }

// Len is the number of entries indexed.
func (ix *Index) Len() int { return len(ix.docs) }

// Search scores every entry of the given kinds (all kinds when none) against
// the query and returns the ones that match, best first.
func (ix *Index) Search(query string, kinds ...string) []Hit {
	return ix.SearchTerms(Terms(query), kinds...)
}

// SearchTerms is Search over terms already extracted with Terms.
func (ix *Index) SearchTerms(terms []string, kinds ...string) []Hit {
	if ix == nil || len(ix.docs) == 0 {
		return nil
	}
	want := func(string) bool { return true }
	if len(kinds) > 0 {
		set := setOf(kinds...)
		want = func(k string) bool { return set[k] }
	}
	scores := map[int]*Hit{}
	n := float64(len(ix.docs))
	seen := map[string]bool{}
	for _, t := range terms {
		if seen[t] {
			continue
		}
		seen[t] = true
		ps := ix.postings[t]
		if len(ps) == 0 {
			// a past tense the stemmer left alone ("reordered"), when the
			// index knows the verb
			for _, v := range PastTenseStems(t) {
				if ps = ix.postings[v]; len(ps) > 0 {
					t = v
					break
				}
			}
			if len(ps) == 0 {
				continue
			}
		}
		idf := math.Log(1 + (n-float64(len(ps))+0.5)/(float64(len(ps))+0.5))
		for _, p := range ps {
			d := &ix.docs[p.doc]
			if !want(d.Kind) {
				continue
			}
			norm := bm25K1 * (1 - bm25B + bm25B*ix.lengths[p.doc]/ix.avgLen)
			s := idf * p.tf * (bm25K1 + 1) / (p.tf + norm)
			h := scores[p.doc]
			if h == nil {
				h = &Hit{Kind: d.Kind, ID: d.ID}
				scores[p.doc] = h
			}
			h.Score += s
			h.Matched = append(h.Matched, t)
		}
	}
	out := make([]Hit, 0, len(scores))
	for _, h := range scores {
		out = append(out, *h)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// buildIndex indexes everything the snapshot declares.
func (s *Snapshot) buildIndex() {
	var docs []Doc
	add := func(kind, id string, fields ...Field) {
		docs = append(docs, Doc{Kind: kind, ID: id, Fields: fields})
	}
	many := func(xs []string, w float64) Field { return Field{Text: joinLines(xs), Weight: w} }
	for _, name := range SortedNames(s.Pipes) {
		p := s.Pipes[name]
		var params, cols []string
		for _, pa := range p.Pipe.Params {
			params = append(params, pa.Name+" "+pa.Description)
		}
		for _, c := range p.Columns {
			cols = append(cols, c.Name)
		}
		add(KindPipe, name, Field{name, 2}, Field{p.Description, 1}, many(p.Examples, 1.5), many(p.Tags, 1), many(params, 0.5), many(cols, 1))
	}
	for _, name := range SortedNames(s.Metrics) {
		m := s.Metrics[name]
		add(KindMetric, name, Field{name, 3}, Field{m.Label, 2}, many(m.Synonyms, 2), Field{m.Description, 0.5})
	}
	for _, name := range SortedNames(s.Dimensions) {
		d := s.Dimensions[name]
		add(KindDimension, name, Field{name, 3}, Field{d.Label, 2}, many(d.Synonyms, 2), Field{d.Description, 0.5})
	}
	for _, name := range SortedNames(s.Tables) {
		t := s.Tables[name]
		f := []Field{{name, 3}, {t.Description(), 1}}
		if t.Notes != nil {
			f = append(f, many(t.Notes.Synonyms, 2), many(t.Notes.UseCases, 1))
		}
		add(KindTable, name, f...)
		for _, c := range t.Columns {
			add(KindColumn, name+"."+c.Name, Field{c.Name, 2}, Field{c.Description, 1}, many(c.Synonyms, 2))
		}
	}
	for _, v := range s.Verified {
		add(KindVerified, v.Name, Field{v.Name, 1}, Field{v.Question, 2}, Field{v.Description, 1})
	}
	for _, r := range s.Rules {
		add(KindRule, r.Name, Field{r.Name, 1}, Field{r.Description, 1})
	}
	for _, l := range s.Learnings {
		if l.Applies() {
			add(KindLearning, l.ID, Field{l.Description, 1}, Field{l.Question, 1})
		}
	}
	for _, p := range s.Periods {
		add(KindPeriod, p.Name, Field{p.Name, 2}, Field{p.Label, 2}, many(p.Synonyms, 2), Field{p.Description, 0.5})
	}
	s.Index = NewIndex(docs)
	var naming []*config.Learning // the knowledge does not say otherwise
	for _, l := range s.Learnings {
		if _, flagged := s.LearningFlags[l.ID]; !flagged {
			naming = append(naming, l)
		}
	}
	s.Values = NewValueIndex(s.Dimensions, naming)
	cols := map[string]*Dimension{}
	for _, t := range s.Tables {
		for _, c := range t.Columns {
			if len(c.Values) > 0 {
				name := t.Name + "." + c.Name
				cols[name] = &Dimension{Dimension: &config.Dimension{Name: name, Table: t.Name, Expr: c.Name}, Values: c.Values}
			}
		}
	}
	s.ColumnValues = NewValueIndex(cols, nil)
	s.SetChunks(s.Chunks)
}

// SetChunks installs document chunks with their search index.
func (s *Snapshot) SetChunks(cs []*Chunk) {
	s.Chunks = cs
	docs := make([]Doc, len(cs))
	s.chunkByID = make(map[string]*Chunk, len(cs))
	for i, c := range cs {
		s.chunkByID[c.ID] = c
		docs[i] = Doc{Kind: KindDocument, ID: c.ID, Fields: []Field{{c.Heading, 2}, {c.Text, 1}}}
	}
	s.DocIndex = NewIndex(docs)
}

func joinLines(xs []string) string {
	n := 0
	for _, x := range xs {
		n += len(x) + 1
	}
	b := make([]byte, 0, n)
	for _, x := range xs {
		b = append(b, x...)
		b = append(b, '\n')
	}
	return string(b)
}
