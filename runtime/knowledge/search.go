package knowledge

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// Search over everything a snapshot holds, for people (`knowledge search`,
// GET /v1/knowledge/search, the search_knowledge MCP tool): metrics,
// dimensions and their values, filters, tables and columns, pipes, rules,
// verified queries, periods, document chunks and learnings, each with where
// it is declared. It is BM25 like the planner's index (index.go), over a
// catalog built the first time a snapshot is searched, since serving
// questions never needs it.

// KindValue and KindFilter are catalog kinds the planner's index does not
// hold: a dimension's value, and a named filter.
const (
	KindValue  = "value"
	KindFilter = "filter"
)

// Found is one search result.
type Found struct {
	Kind string `json:"kind"`
	// Name is the item's name: "revenue", "orders.ShipCountry", a
	// dimension's value as "country=Germany", a chunk's ID.
	Name string `json:"name"`
	// Location is where it is declared, file:line relative to the
	// workspace, or the document chunk's ID.
	Location string  `json:"location"`
	Score    float64 `json:"score"`
	// Text is its description, condition or question, shortened.
	Text string `json:"text,omitempty"`
}

type catalog struct {
	ix    *Index
	found []Found
}

// SearchAll ranks everything the snapshot holds against query and returns
// the best limit results (all of them when limit ≤ 0).
func (s *Snapshot) SearchAll(query string, limit int) []Found {
	s.catalogOnce.Do(s.buildCatalog)
	hits := s.catalog.ix.Search(query)
	if limit > 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	out := make([]Found, len(hits))
	for i, h := range hits {
		var n int
		fmt.Sscan(h.ID, &n)
		out[i] = s.catalog.found[n]
		out[i].Score = float64(int(h.Score*1000+0.5)) / 1000
	}
	return out
}

func (s *Snapshot) buildCatalog() {
	c := &catalog{}
	var docs []Doc
	add := func(f Found, fields ...Field) {
		f.Text = shorten(f.Text, 160)
		docs = append(docs, Doc{Kind: f.Kind, ID: fmt.Sprint(len(c.found)), Fields: fields})
		c.found = append(c.found, f)
	}
	many := func(xs []string, w float64) Field { return Field{Text: joinLines(xs), Weight: w} }
	at := func(r hcl.Range) string { return s.location(r) }
	for _, name := range SortedNames(s.Metrics) {
		m := s.Metrics[name]
		add(Found{Kind: KindMetric, Name: name, Location: at(m.DefRange), Text: firstText(m.Description, m.Label)},
			Field{name, 3}, Field{m.Label, 2}, many(m.Synonyms, 2), Field{m.Description, 1}, many(m.Caveats, 0.5))
	}
	for _, name := range SortedNames(s.Dimensions) {
		d := s.Dimensions[name]
		add(Found{Kind: KindDimension, Name: name, Location: at(d.DefRange), Text: firstText(d.Description, d.Label, d.Table+"."+d.Expr)},
			Field{name, 3}, Field{d.Label, 2}, many(d.Synonyms, 2), Field{d.Description, 1})
		for _, v := range d.Values {
			add(Found{Kind: KindValue, Name: name + "=" + v, Location: at(d.DefRange), Text: fmt.Sprintf("a value of %s", name)},
				Field{v, 2}, many(d.ValueSynonyms[v], 1.5))
		}
	}
	for _, name := range SortedNames(s.Filters) {
		f := s.Filters[name]
		add(Found{Kind: KindFilter, Name: name, Location: at(f.DefRange), Text: firstText(f.Description, f.Table+": "+f.Expr)},
			Field{name, 3}, Field{f.Label, 2}, many(f.Synonyms, 2), Field{f.Description, 1})
	}
	for _, name := range SortedNames(s.Tables) {
		t := s.Tables[name]
		var rng hcl.Range
		var syn, uses []string
		if t.Notes != nil {
			rng, syn, uses = t.Notes.DefRange, t.Notes.Synonyms, t.Notes.UseCases
		}
		add(Found{Kind: KindTable, Name: name, Location: at(rng), Text: t.Description()},
			Field{name, 3}, Field{t.Description(), 1}, many(syn, 2), many(uses, 1))
		for _, col := range t.Columns {
			crng := rng
			if t.Notes != nil {
				for _, cc := range t.Notes.Columns {
					if strings.EqualFold(cc.Name, col.Name) {
						crng = cc.DefRange
					}
				}
			}
			add(Found{Kind: KindColumn, Name: name + "." + col.Name, Location: at(crng), Text: firstText(col.Description, col.Type)},
				Field{col.Name, 2}, Field{col.Description, 1}, many(col.Synonyms, 2))
		}
	}
	for _, name := range SortedNames(s.Pipes) {
		p := s.Pipes[name]
		add(Found{Kind: KindPipe, Name: name, Location: at(p.DefRange), Text: p.Description},
			Field{name, 3}, Field{p.Description, 1}, many(p.Examples, 1.5), many(p.Tags, 1))
	}
	for _, r := range s.Rules {
		add(Found{Kind: KindRule, Name: r.Name, Location: at(r.DefRange), Text: r.Description},
			Field{r.Name, 2}, Field{r.Description, 1}, many(r.Tables, 0.5), many(r.Metrics, 0.5))
	}
	for _, v := range s.Verified {
		add(Found{Kind: KindVerified, Name: v.Name, Location: at(v.DefRange), Text: v.Question},
			Field{v.Name, 2}, Field{v.Question, 2}, Field{v.Description, 1})
	}
	for _, p := range s.Periods {
		add(Found{Kind: KindPeriod, Name: p.Name, Location: at(p.DefRange), Text: fmt.Sprintf("%s to %s", p.From, p.To)},
			Field{p.Name, 3}, Field{p.Label, 2}, many(p.Synonyms, 2), Field{p.Description, 1})
	}
	for _, ch := range s.Chunks {
		add(Found{Kind: KindDocument, Name: ch.ID, Location: ch.ID, Text: ch.Heading},
			Field{ch.Heading, 2}, Field{ch.Text, 1})
	}
	for _, l := range s.Learnings {
		add(Found{Kind: KindLearning, Name: l.ID, Location: at(l.DefRange), Text: l.Status + ": " + l.Description},
			Field{l.ID, 1}, Field{l.Description, 1}, Field{l.Question, 1}, Field{l.Term, 2}, Field{l.Correction, 1})
	}
	c.ix = NewIndex(docs)
	s.catalog = c
}

// location is file:line of a range, the file relative to the workspace.
func (s *Snapshot) location(r hcl.Range) string {
	if r.Filename == "" {
		return ""
	}
	f := r.Filename
	if rel, err := filepath.Rel(s.Dir, f); err == nil && !strings.HasPrefix(rel, "..") {
		f = rel
	}
	return fmt.Sprintf("%s:%d", filepath.ToSlash(f), r.Start.Line)
}

func firstText(xs ...string) string {
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			return x
		}
	}
	return ""
}

func shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
