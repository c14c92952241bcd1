package understand

import (
	"fmt"
	"slices"
	"strings"
)

// Follow-up questions. In a conversation a question may say only what
// changes ("and last year?", "only Europe", "what about the bottom
// five?", "break that down by month"): each reading of its words is also
// merged into the previous interpretation, and the merged reading competes
// with the reading of the words alone on the same score.
//
// What the new words say replaces the matching part of the previous
// reading, and everything else is kept:
//   - a measure replaces the measure (with its per, rank and comparison);
//     a noun alone beside a kept breakdown counts that noun instead
//     ("what about customers?" after revenue by country);
//   - a breakdown replaces the breakdown; a time grain replaces the grain
//     and keeps the breakdown ("by month" adds months to categories);
//   - a condition on a dimension, filter or column replaces the
//     previous one on the same thing and adds to the others;
//   - a period, a comparison of periods or "all time" replaces the
//     period; a ranking (order, N) replaces the ranking;
//   - a share, growth or threshold replaces the previous one.
//
// A question that names its own measure and has no word that continues a
// conversation ("and", "what about", "instead", "the same", "it", …, the
// followup classes of the English list) is read on its own: the merged
// reading ranks just below it, as an alternative.

// inherit merges the previous interpretation into the assembler's
// reading. It reports false when there is nothing to merge into.
func (a *assembler) inherit(prev *Query) bool {
	q := a.q
	if prev == nil || prev.Intent != IntentData || prev.Measure == nil && !prev.List || q.Intent != IntentData {
		return false
	}
	q.Follows = true
	own := q.Measure != nil || q.List
	if !own && len(a.mentions) == 0 {
		q.Measure = cloneMeasure(prev.Measure)
		q.Also = slices.Clone(prev.Also)
		q.Per, q.RankBy = cloneMeasure(prev.Per), cloneMeasure(prev.RankBy)
		q.Entity, q.List, q.Fact = prev.Entity, prev.List, prev.Fact
		if !q.Share && !q.Growth {
			q.Share, q.Growth, q.Drivers = prev.Share, prev.Growth, prev.Drivers
			a.sharedBefore = prev.Share
		}
		if len(q.Having) == 0 {
			q.Having = slices.Clone(prev.Having)
		}
	}
	// "by quarter instead": the new breakdown takes the old one's place
	instead := (q.Grain != "" || len(q.Groups) > 0) && a.lx.hasClass(a.l, "followup.replace")
	if len(q.Groups) == 0 && !q.List && !instead {
		// a breakdown the new words pin to one value is no breakdown:
		// "only Europe" after sales by region
		for _, g := range prev.Groups {
			if !slices.ContainsFunc(q.Conds, func(c Cond) bool { return g.Dim != "" && c.Dim == g.Dim && !c.Exclude && len(c.Values) == 1 }) {
				q.Groups = append(q.Groups, g)
			}
		}
	}
	if q.Grain == "" {
		q.Grain = prev.Grain
	}
	var conds []Cond
	for _, c := range prev.Conds {
		if !slices.ContainsFunc(q.Conds, func(o Cond) bool { return a.lx.sameSubject(c, o) }) {
			c.At = -1
			conds = append(conds, c)
		}
	}
	q.Conds = append(conds, q.Conds...)
	if q.Period == nil && len(q.Compare) == 0 && !q.AllTime {
		if prev.Period != nil {
			p := *prev.Period
			p.Start, p.End = 0, 0
			q.Period = &p
		}
		q.Compare, q.AllTime, q.TimeDim = slices.Clone(prev.Compare), prev.AllTime, prev.TimeDim
	}
	if q.Order == "" && q.Limit == 0 && !q.Single {
		q.Order, q.Limit, q.Single = prev.Order, prev.Limit, prev.Single
	}
	// the verbs of a breakdown asked for again ("break that down by
	// month") are what a merged reading with a breakdown reads them as
	if len(q.Groups) > 0 || q.Grain != "" {
		words := texts(a.l.Tokens)
		for i := range words {
			if _, n := a.lx.Vocab.Match("followup.verb", words, i); n > 0 {
				for j := i; j < i+n; j++ {
					a.tokens = append(a.tokens, j)
				}
			}
		}
	}
	a.changeAfter(prev) // why.go
	cont := a.lx.continues(a.l)
	if own && !cont {
		q.Score.prior(-0.08, "a question that names its own measure, merged into the previous one")
	}
	q.Notes = append(q.Notes, fmt.Sprintf("This continues the previous question (%s).", prev.Restate(a.lx)))
	return true
}

// sameSubject reports two conditions on the same thing: the later
// replaces the earlier. A filter is about a dimension when its expression
// uses the dimension's column ("E-bike", bike_type = 'electric', and the
// value "classic" of bike type).
func (lx *Lexicon) sameSubject(c, o Cond) bool {
	switch {
	case c.Dim != "" && c.Dim == o.Dim, c.Filter != "" && c.Filter == o.Filter,
		c.Column != "" && c.Column == o.Column, c.Metric != "" && c.Metric == o.Metric:
		return true
	case c.Filter != "" && o.Dim != "":
		return lx.filterOn(c.Filter, o.Dim)
	case o.Filter != "" && c.Dim != "":
		return lx.filterOn(o.Filter, c.Dim)
	}
	return false
}

// filterOn reports a filter whose expression uses a dimension's column.
func (lx *Lexicon) filterOn(filter, dim string) bool {
	f, d := lx.Snap.Filters[filter], lx.Snap.Dimensions[dim]
	if f == nil || d == nil || f.Table != d.Table || !identifier(d.Expr) {
		return false
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(f.Expr), func(r rune) bool { return !isIdentRune(r) }) {
		if w == strings.ToLower(d.Expr) {
			return true
		}
	}
	return false
}

func isIdentRune(r rune) bool {
	return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

func identifier(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !isIdentRune(r) }) < 0
}

func cloneMeasure(m *Measure) *Measure {
	if m == nil {
		return nil
	}
	c := *m
	return &c
}

// Check reports the first thing an interpretation names that the
// workspace does not have (a metric, dimension, filter, table or column):
// an interpretation kept from before a knowledge change may not fit the
// new one.
func (lx *Lexicon) Check(q *Query) error {
	s := lx.Snap
	var err error
	need := func(ok bool, kind, name string) {
		if err == nil && !ok {
			err = fmt.Errorf("%s %q is not in the workspace", kind, name)
		}
	}
	column := func(c string) {
		if c == "" {
			return
		}
		t, col, _ := strings.Cut(c, ".")
		tb := s.Tables[t]
		need(tb != nil, "table", t)
		if tb != nil && col != "*" {
			need(tb.Column(col) != nil, "column", c)
		}
	}
	measure := func(m *Measure) {
		if m == nil {
			return
		}
		need(m.Metric == "" || s.Metrics[m.Metric] != nil, "metric", m.Metric)
		need(m.Dim == "" || s.Dimensions[m.Dim] != nil, "dimension", m.Dim)
		need(m.Table == "" || s.Tables[m.Table] != nil, "table", m.Table)
		column(m.Column)
	}
	group := func(g Group) {
		need(g.Dim == "" || s.Dimensions[g.Dim] != nil, "dimension", g.Dim)
		column(g.Column)
	}
	need(q.Intent == IntentData, "reading", q.Intent)
	for _, m := range append([]*Measure{q.Measure, q.Per, q.RankBy}, measures(q.Also)...) {
		measure(m)
	}
	for _, g := range q.Groups {
		group(g)
	}
	if q.Entity != nil {
		group(*q.Entity)
	}
	for _, c := range append(slices.Clone(q.Conds), q.Having...) {
		need(c.Dim == "" || s.Dimensions[c.Dim] != nil, "dimension", c.Dim)
		need(c.Filter == "" || s.Filters[c.Filter] != nil, "filter", c.Filter)
		need(c.Metric == "" || s.Metrics[c.Metric] != nil, "metric", c.Metric)
		column(c.Column)
	}
	need(q.TimeDim == "" || s.Dimensions[q.TimeDim] != nil, "dimension", q.TimeDim)
	need(q.Fact == "" || s.Tables[q.Fact] != nil, "table", q.Fact)
	return err
}

// continues reports a word that continues a conversation: one of the
// followup class anywhere, or of followup.lead first ("and last year?").
func (lx *Lexicon) continues(l *Lattice) bool {
	if _, n := lx.Vocab.Match("followup.lead", texts(l.Tokens), 0); n > 0 {
		return true
	}
	return lx.hasClass(l, "followup")
}

// hasClass reports a phrase of a class anywhere in the question.
func (lx *Lexicon) hasClass(l *Lattice, class string) bool {
	words := texts(l.Tokens)
	for i := range words {
		if _, n := lx.Vocab.Match(class, words, i); n > 0 {
			return true
		}
	}
	return false
}
