package understand

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Where a query's rows come from, and which dates its period bounds, are
// settled here, under the workspace's join constraints: a candidate whose
// breakdown or conditions its measure cannot reach is not a reading.

// constraintTables lists the tables a query's breakdown and conditions
// need, besides its measure's.
func (lx *Lexicon) constraintTables(q *Query) []string {
	s := lx.Snap
	var out []string
	add := func(t string) {
		if t != "" && !contains(out, t) {
			out = append(out, t)
		}
	}
	groups := q.Groups
	if q.Entity != nil {
		groups = append([]Group{*q.Entity}, groups...)
	}
	for _, g := range groups {
		if d := s.Dimensions[g.Dim]; d != nil {
			add(d.Table)
		}
		if t, _, ok := strings.Cut(g.Column, "."); ok {
			add(t)
		}
	}
	for _, c := range q.Conds {
		switch {
		case c.Dim != "":
			if d := s.Dimensions[c.Dim]; d != nil {
				add(d.Table)
			}
		case c.Filter != "":
			if f := s.Filters[c.Filter]; f != nil {
				add(f.Table)
			}
		case c.Column != "":
			t, _, _ := strings.Cut(c.Column, ".")
			add(t)
		}
	}
	if q.TimeDim != "" {
		if d := s.Dimensions[q.TimeDim]; d != nil {
			add(d.Table)
		}
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// hops counts the joins from one table to another (0: the same; -1:
// unreachable).
func (lx *Lexicon) hops(from, to string) int {
	if from == to {
		return 0
	}
	key := from + "\x00" + to
	if n, ok := lx.hopsCache.Load(key); ok {
		return n.(int)
	}
	n := -1
	if js, err := knowledge.JoinPath(lx.Snap, from, []string{to}); err == nil {
		n = len(js)
	}
	lx.hopsCache.Store(key, n)
	return n
}

// Base is the table a query's rows come from: its metric's or column's
// table; for a count of an entity, the entity's own table when it reaches
// every condition, else a table of facts that reaches the entity and the
// conditions ("customers who bought Chai" counts customers through the
// order lines).
func (lx *Lexicon) Base(q *Query) (string, error) {
	need := lx.constraintTables(q)
	m := q.Measure
	if m == nil {
		if q.List && len(q.Groups) > 0 {
			m = &Measure{Dim: q.Groups[0].Dim, Column: q.Groups[0].Column}
		} else {
			return "", fmt.Errorf("nothing to measure")
		}
	}
	own := lx.measureTable(m)
	if own == "" {
		if m.Column != "" {
			own, _, _ = strings.Cut(m.Column, ".")
		}
		if own == "" {
			return "", fmt.Errorf("no table for the measure")
		}
	}
	reachesAll := func(base string) bool {
		for _, t := range need {
			if lx.hops(base, t) < 0 {
				return false
			}
		}
		return true
	}
	counting := m.Metric == "" && (m.Table != "" || m.Dim != "" || m.Agg == "count_distinct") || q.List
	// "how many managers": the employees' managers, not every row of the
	// employee list copied for the role
	if counting && !q.List && q.Entity == nil && (m.Table != "" || m.Dim != "") {
		if f := lx.CopyFact(own); f != "" && reachesAll(f) {
			return f, nil
		}
	}
	needTime := q.Period != nil || len(q.Compare) > 0 || q.Grain != ""
	if reachesAll(own) && (!counting || !needTime || q.TimeDim != "" || len(lx.timeDims(own)) > 0) && (!counting || q.Fact == "" || q.Fact == own) {
		return own, nil
	}
	if !counting {
		return "", fmt.Errorf("%s cannot reach %s along the declared joins", own, strings.Join(need, ", "))
	}
	type cand struct {
		table string
		cost  int
	}
	var cands []cand
	for _, t := range knowledge.SortedNames(lx.Snap.Tables) {
		h := lx.hops(t, own)
		if t == own || h < 0 || !reachesAll(t) {
			continue
		}
		if needTime && q.TimeDim == "" && len(lx.timeDims(t)) == 0 {
			continue
		}
		cost := h
		for _, n := range need {
			cost += lx.hops(t, n)
		}
		if t == q.Fact {
			cost -= 100
		}
		cands = append(cands, cand{t, cost})
	}
	if len(cands) == 0 {
		return "", fmt.Errorf("no table reaches %s and %s along the declared joins", own, strings.Join(need, ", "))
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].cost < cands[j].cost })
	return cands[0].table, nil
}

// timeDims lists the time dimensions a table reaches, nearest first.
func (lx *Lexicon) timeDims(base string) []string {
	type td struct {
		name string
		hops int
	}
	var out []td
	for _, n := range lx.sortedDims() {
		d := lx.Snap.Dimensions[n]
		if !d.Kind.IsTime() {
			continue
		}
		if h := lx.hops(base, d.Table); h >= 0 {
			out = append(out, td{n, h})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].hops < out[j].hops })
	var names []string
	for _, t := range out {
		if t.hops > out[0].hops {
			break
		}
		names = append(names, t.name)
	}
	return names
}

// TimeOf is the time dimension a query's period and grain apply to: the
// one the question names, else its metric's, else the one its base table
// reaches first. More than one at the same distance is ambiguous.
func (lx *Lexicon) TimeOf(q *Query, base string) ([]string, error) {
	if q.TimeDim != "" {
		if lx.hops(base, lx.Snap.Dimensions[q.TimeDim].Table) < 0 {
			return nil, fmt.Errorf("%s cannot reach %s", base, q.TimeDim)
		}
		return []string{q.TimeDim}, nil
	}
	if q.Measure != nil && q.Measure.Metric != "" {
		if m := lx.Snap.Metrics[q.Measure.Metric]; m != nil && m.Time != "" {
			return []string{m.Time}, nil
		}
	}
	// (the things counted over a metric's rows: the date those are dated
	// by, "the number of seniors borrowing in 2024")
	if m := lx.Snap.Metrics[q.Events]; m != nil && m.Time != "" && m.Table == base {
		return []string{m.Time}, nil
	}
	// the date the workspace's metrics on these rows are dated by
	if d := lx.primaryTime(base); d != "" {
		return []string{d}, nil
	}
	dims := lx.timeDims(base)
	if len(dims) == 0 {
		return nil, fmt.Errorf("%s has no date to apply a period to", base)
	}
	return dims, nil
}

// complete checks a data query against the joins and settles its time
// dimension; a query whose period could apply to two dates of its table
// becomes one candidate per date. It returns nil for a query that cannot
// be computed.
func (lx *Lexicon) complete(q *Query) []*Query {
	if q.Intent != IntentData {
		return []*Query{q}
	}
	lx.canonical(q)
	if q.List && q.Measure == nil && (q.Order != "" || q.Limit > 0) {
		return nil // a ranking needs something to rank by
	}
	if q.List && (q.Share || q.Growth) {
		return nil // a share or a growth is a number, not rows
	}
	base, err := lx.Base(q)
	if err != nil {
		return nil
	}
	for _, m := range append([]*Measure{q.Per, q.RankBy}, measures(q.Also)...) {
		if m != nil && m.Metric != "" {
			other := *q
			other.Measure = m
			if _, err := lx.Base(&other); err != nil {
				return nil
			}
		}
	}
	for _, h := range q.Having {
		other := *q
		other.Measure = havingMeasure(h)
		if _, err := lx.Base(&other); err != nil {
			return nil
		}
	}

	if q.Period == nil && len(q.Compare) == 0 && q.Grain == "" {
		return []*Query{q}
	}
	dims, err := lx.TimeOf(q, base)
	if err != nil {
		return nil
	}
	if len(dims) == 1 {
		if q.Measure == nil || q.Measure.Metric == "" || lx.Snap.Metrics[q.Measure.Metric].Time != dims[0] {
			q.TimeDim = dims[0]
		}
		return []*Query{q}
	}
	var out []*Query
	for _, d := range dims {
		c := *q
		c.TimeDim = d
		c.Notes = append(append([]string(nil), q.Notes...), fmt.Sprintf("The period is applied to %s.", lower(lx.dimLabel(d))))
		out = append(out, &c)
	}
	return out
}

// canonical names a column by the dimension declared on it, so that "by
// category" read as the dimension or as its column is one interpretation.
func (lx *Lexicon) canonical(q *Query) {
	var groups []Group
	for _, g := range q.Groups {
		if d := lx.dimensionOn(g.Column); d != "" {
			g = Group{Dim: d}
		}
		if !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	q.Groups = groups
	var conds []Cond
	for _, c := range q.Conds {
		if !slices.ContainsFunc(conds, func(o Cond) bool { return o.key() == c.key() }) {
			conds = append(conds, c)
		}
	}
	q.Conds = conds
	if q.Entity != nil {
		if d := lx.dimensionOn(q.Entity.Column); d != "" {
			q.Entity = &Group{Dim: d}
		}
	}
	// "how many products did we sell": a count of the entity's rows, with
	// a verb of the facts, counts the entities in those facts
	if m := q.Measure; m != nil && m.Metric != "" && q.Fact != "" && lx.countMetric(m.Metric) {
		if t := lx.Snap.Metrics[m.Metric].Table; t != q.Fact && lx.hops(q.Fact, t) > 0 {
			q.Measure = &Measure{Table: t}
		}
	}
	// the total of a column a metric sums is that metric
	if m := q.Measure; m != nil && m.Column != "" && m.Agg == "sum" {
		if name := lx.metricSumming(m.Column); name != "" {
			q.Measure = &Measure{Metric: name}
			q.composed = true
		}
	}
	// the average of a metric that sums a column is the column's average
	if m := q.Measure; m != nil && m.Metric != "" && m.Agg != "" {
		if col := lx.summedColumn(m.Metric); col != "" {
			q.Measure = &Measure{Column: col, Agg: m.Agg}
		}
	}
	// a count of a table's rows through facts counts its named rows: the
	// values of its label dimension (which may leave some rows out, as the
	// workspace defines them)
	if m := q.Measure; m != nil && m.Table != "" {
		if d := lx.labelDimension(m.Table); d != "" {
			q.Measure = &Measure{Dim: d}
		}
	}
	if m := q.Measure; m != nil && m.Agg == "count_distinct" {
		if d := lx.dimensionOn(m.Column); d != "" {
			q.Measure = &Measure{Dim: d}
		}
	}
}

// dimensionOn is the dimension whose expression is exactly the column
// "table.column" ("" when none is).
func (lx *Lexicon) dimensionOn(col string) string {
	t, c, ok := strings.Cut(col, ".")
	if !ok {
		return ""
	}
	for _, n := range lx.sortedDims() {
		d := lx.Snap.Dimensions[n]
		if d.Table == t && strings.EqualFold(strings.Trim(d.Expr, `" `), c) {
			return n
		}
	}
	return ""
}

// summedColumn is "table.column" when a metric is SUM(column) of its own
// table with no filter of its own ("" otherwise).
// aggregatedColumn is the one numeric column a metric aggregates, whatever
// the aggregate and the metric's own filters: "polls.clinton_pct" of
// AVG(clinton_pct). "" for anything else.
func (lx *Lexicon) aggregatedColumn(metric string) string {
	m := lx.Snap.Metrics[metric]
	if m == nil {
		return ""
	}
	e := strings.TrimSpace(m.Expr)
	open := strings.IndexByte(e, '(')
	if open < 0 || e[len(e)-1] != ')' {
		return ""
	}
	switch strings.ToUpper(strings.TrimSpace(e[:open])) {
	case "SUM", "AVG", "MIN", "MAX", "MEDIAN":
	default:
		return ""
	}
	inner := strings.Trim(strings.TrimSpace(e[open+1:len(e)-1]), `"`)
	if t := lx.Snap.Tables[m.Table]; t != nil {
		if c := t.Column(inner); c != nil && numeric(c) {
			return m.Table + "." + c.Name
		}
	}
	return ""
}

func (lx *Lexicon) summedColumn(metric string) string {
	m := lx.Snap.Metrics[metric]
	if m == nil || len(m.Filters) > 0 {
		return ""
	}
	e := strings.TrimSpace(m.Expr)
	if len(e) < 6 || !strings.EqualFold(e[:4], "SUM(") || e[len(e)-1] != ')' {
		return ""
	}
	inner := strings.Trim(strings.TrimSpace(e[4:len(e)-1]), `"`)
	if t := lx.Snap.Tables[m.Table]; t != nil {
		if c := t.Column(inner); c != nil {
			return m.Table + "." + c.Name
		}
	}
	return ""
}

// primaryTime is the time dimension the declared metrics on a table are
// dated by, when they agree on one: the date of those facts.
func (lx *Lexicon) primaryTime(table string) string {
	found := ""
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		m := lx.Snap.Metrics[name]
		if m.Table != table || m.Time == "" {
			continue
		}
		if found != "" && found != m.Time {
			return ""
		}
		found = m.Time
	}
	return found
}

// metricSumming is the metric that is SUM(column) of the column's table,
// with no filter of its own ("" when none is).
func (lx *Lexicon) metricSumming(col string) string {
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		if lx.summedColumn(name) == col {
			return name
		}
	}
	return ""
}
