package agents

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// Why did it change? A change-drivers interpretation (understand's
// Query.Drivers: "why did revenue drop in 1998?", or "why did it drop?"
// after an answer about a period) is planned as one instruction plan:
//
//   - a step "keys" (SQL compiled from the workspace, values as literals)
//     lists, for each dimension the change is broken down by, the values
//     that have rows in either period: one row per dimension and value,
//     with the value in that dimension's own key column k_<dimension>;
//   - two metric steps per dimension, prev_<dimension> and
//     cur_<dimension>: the metric by that dimension in the earlier and
//     the later period, each joined to the keys on its key column;
//   - two one-row steps total_prev and total_cur: the metric in each
//     period, over all values;
//   - formula columns: the metric in each period (coalesce of the
//     dimension steps, 0 where a value had no rows), change = later -
//     earlier, total_change, and share_of_change = change / total_change
//     in percent; rows ranked by share_of_change (the values that moved
//     with the total first, those that moved against it last).
//
// The dimensions are the question's own breakdown first, then the text
// dimensions reachable from the metric's table with the fewest values (2
// to MaxDriverValues), at most MaxDriverDims in all, skipping one the
// question pins to a single value; the answer says which it used and
// which it left out. The answer states the values that make up most of
// the change as a breakdown of it: "Books accounts for 35% of the
// drop", never a cause. On a metric that is not a sum over rows (a
// distinct count, a ratio) the values' changes need not add up to the
// total change, and the answer says so.

// MaxDriverDims caps the dimensions a change is broken down by;
// MaxDriverValues the values of a dimension chosen without being asked
// for.
const (
	MaxDriverDims   = 4
	MaxDriverValues = 50
)

// Drivers is how a change-drivers plan broke the change down.
type Drivers struct {
	// Dims are the dimensions, in the plan's order; Labels their names in
	// the dimension column; Asked how many came from the question.
	Dims   []string
	Labels map[string]string
	Asked  int
	// Left are the reachable text dimensions left out by the cap.
	Left []string
	// Summable: the metric is a sum (or plain count) over rows, so the
	// values' changes of each dimension add up to the total change.
	Summable bool
	// Prev and Cur are the metric's columns for the two periods.
	Prev, Cur string
}

// driversPlan plans a change-drivers interpretation.
func (e *Engine) driversPlan(p *Planned) error {
	q := p.Query
	if q.Measure == nil || q.Measure.Metric == "" || q.Measure.Agg != "" || q.Per != nil || len(q.Having) > 0 || q.Entity != nil || q.List || len(q.Also) > 0 {
		return fmt.Errorf("a change is broken down for a declared metric only")
	}
	if len(q.Compare) != 2 {
		return fmt.Errorf("a change is broken down between two periods; say which (\"in 1998 vs 1997\")")
	}
	m := e.snap.Metrics[q.Measure.Metric]
	timeDim := m.Time
	if q.TimeDim != "" {
		timeDim = q.TimeDim
	}
	if timeDim == "" {
		return fmt.Errorf("%s is not tied to a date, so it has no change between periods", labelOf(m.Label, m.Name))
	}
	dv := e.driverDims(q, m)
	if len(dv.Dims) == 0 {
		return fmt.Errorf("no text dimension reaches %s to break its change down by", labelOf(m.Label, m.Name))
	}
	p.Route, p.Metric, p.Drivers = RouteMetric, m, dv
	a, b := q.Compare[0], q.Compare[1]
	keys, err := e.driverKeys(q, m, timeDim, dv)
	if err != nil {
		return err
	}
	pl := &plan.Plan{Steps: []plan.Step{keys}}
	step := func(id string, per understand.Period, dims []string) plan.Step {
		st := plan.Step{ID: id, Metric: m.Name, Dimensions: dims}
		st.Filters, st.Where = e.filters(q, &per, true)
		if timeDim != m.Time {
			st.TimeDimension = timeDim
		}
		return st
	}
	var prevRefs, curRefs []string
	for _, d := range dv.Dims {
		for _, s := range []struct {
			id   string
			per  understand.Period
			refs *[]string
		}{{"prev_" + d, a, &prevRefs}, {"cur_" + d, b, &curRefs}} {
			st := step(s.id, s.per, []string{d})
			st.Join = fmt.Sprintf("keys.k_%s = %s.%s", d, s.id, d)
			pl.Steps = append(pl.Steps, st)
			*s.refs = append(*s.refs, s.id+"."+m.Name)
		}
	}
	pl.Steps = append(pl.Steps, step("total_prev", a, nil), step("total_cur", b, nil))
	dv.Prev, dv.Cur = colName(m.Name, a.Label), colName(m.Name, b.Label)
	pl.Output = []plan.Output{
		{Type: plan.DirectColumn, Name: "dimension", From: "keys.dimension"},
		{Type: plan.DirectColumn, Name: "value", From: "keys.value"},
		{Type: plan.FormulaColumn, Name: dv.Prev, Formula: "coalesce(" + strings.Join(prevRefs, ", ") + ", 0)", Unit: m.Unit},
		{Type: plan.FormulaColumn, Name: dv.Cur, Formula: "coalesce(" + strings.Join(curRefs, ", ") + ", 0)", Unit: m.Unit},
		{Type: plan.FormulaColumn, Name: "change", Formula: fmt.Sprintf("out[%q] - out[%q]", dv.Cur, dv.Prev), Unit: m.Unit},
		{Type: plan.FormulaColumn, Name: "total_change", Formula: fmt.Sprintf("total_cur.%s - total_prev.%s", m.Name, m.Name), Unit: m.Unit},
		{Type: plan.FormulaColumn, Name: "share_of_change", Formula: `round(pct(out["change"], out["total_change"]), 2)`, Unit: "%"},
	}
	pl.Sort = []plan.Sort{{Column: "share_of_change", Desc: true}, {Column: "change", Desc: true}, {Column: "dimension"}, {Column: "value"}}
	p.Plan, p.MetricCol, p.KeyCol, p.Groups = pl, "change", "value", dv.Dims
	p.Compare, p.Period, p.Grain = q.Compare, nil, ""
	p.Assumptions = append(p.Assumptions, e.driversHow(dv))
	if first, last := e.lx.DataRange(); !first.IsZero() {
		for _, per := range q.Compare {
			if per.From.Before(first) || per.To.After(last) {
				p.Warnings = append(p.Warnings, fmt.Sprintf("The data covers %s to %s, so %s is only partly in it: the change compares what the data holds of it.", first.Format("2006-01-02"), last.Format("2006-01-02"), per.Label))
			}
		}
	}
	if !dv.Summable {
		p.Assumptions = append(p.Assumptions, fmt.Sprintf("%s is not a sum over rows, so the changes of a dimension's values need not add up to the total change.", labelOf(m.Label, m.Name)))
	} else {
		p.Assumptions = append(p.Assumptions, "Rows with no value of a dimension are left out of its breakdown, so its shares may add up to less or more than the whole change.")
	}
	return nil
}

// driversHow says which dimensions the change is broken down by, and why
// those.
func (e *Engine) driversHow(dv *Drivers) string {
	low := func(ds []string) []string {
		var out []string
		for _, d := range ds {
			out = append(out, strings.ToLower(dimLabel(e.snap.Dimensions[d])))
		}
		return out
	}
	asked, chosen := low(dv.Dims[:dv.Asked]), low(dv.Dims[dv.Asked:])
	var how string
	switch {
	case len(chosen) == 0:
		return "The change is broken down by " + listAnd(asked) + "."
	case len(asked) > 0:
		how = fmt.Sprintf("The change is broken down by %s, as asked, and by %s, the text dimensions with the fewest values", listAnd(asked), listAnd(chosen))
	default:
		how = fmt.Sprintf("The change is broken down by %s, the text dimensions with the fewest values", listAnd(chosen))
	}
	if left := low(dv.Left); len(left) > 0 {
		more := ""
		if len(left) > 3 {
			more, left = " and others", left[:3]
		}
		how += fmt.Sprintf(" (not %s%s: ask \"why … by %s\" for one of them)", strings.Join(left, ", "), more, left[0])
	}
	return how + "."
}

// driverDims chooses the dimensions to break the change down by.
func (e *Engine) driverDims(q *understand.Query, m *knowledge.Metric) *Drivers {
	dv := &Drivers{Labels: map[string]string{}, Summable: summable(m.Expr)}
	pinned := func(d string) bool {
		return slices.ContainsFunc(q.Conds, func(c understand.Cond) bool { return c.Dim == d && !c.Exclude && len(c.Values) == 1 })
	}
	text := func(d *knowledge.Dimension) bool {
		if d == nil || d.Kind != data.String {
			return false
		}
		_, err := knowledge.JoinPath(e.snap, m.Table, []string{d.Table})
		return err == nil
	}
	for _, g := range q.Groups {
		if d := e.snap.Dimensions[g.Dim]; text(d) && !pinned(g.Dim) && !slices.Contains(dv.Dims, g.Dim) && len(dv.Dims) < MaxDriverDims {
			dv.Dims = append(dv.Dims, g.Dim)
		}
	}
	dv.Asked = len(dv.Dims)
	var cands []*knowledge.Dimension
	for _, d := range e.snap.Dimensions {
		if text(d) && !pinned(d.Name) && !slices.Contains(dv.Dims, d.Name) && len(d.Values) >= 2 && len(d.Values) <= MaxDriverValues {
			cands = append(cands, d)
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if len(a.Values) != len(b.Values) {
			return len(a.Values) < len(b.Values)
		}
		if a.DefRange.Filename != b.DefRange.Filename {
			return a.DefRange.Filename < b.DefRange.Filename
		}
		if a.DefRange.Start.Line != b.DefRange.Start.Line {
			return a.DefRange.Start.Line < b.DefRange.Start.Line
		}
		return a.Name < b.Name
	})
	for _, d := range cands {
		if len(dv.Dims) < MaxDriverDims {
			dv.Dims = append(dv.Dims, d.Name)
		} else {
			dv.Left = append(dv.Left, d.Name)
		}
	}
	for _, d := range dv.Dims {
		dv.Labels[d] = dimLabel(e.snap.Dimensions[d])
	}
	return dv
}

// driverKeys is the step that lists each dimension's values with rows in
// either period, under the question's conditions: one SELECT DISTINCT per
// dimension and period, compiled from the workspace with its values as
// literals, in one UNION.
func (e *Engine) driverKeys(q *understand.Query, m *knowledge.Metric, timeDim string, dv *Drivers) (plan.Step, error) {
	agg := knowledge.Aggregate{Name: m.Name, Table: m.Table, SQL: m.SQL, Time: m.Time, Filters: m.Filters}
	src := e.snap.Tables[m.Table].Source
	native := e.snap.Sources[src].SQLDialect()
	var nativeParts, checkParts []string
	var first *knowledge.CompiledQuery
	tables := []string{}
	part := func(dl knowledge.Dialect, sql, d string, n int) string {
		qi := dl.Quote
		cols := []string{dl.Literal(dv.Labels[d]) + " AS " + qi("dimension"), qi(d) + " AS " + qi("value")}
		for _, o := range dv.Dims {
			v := "NULL"
			if o == d {
				v = qi(d)
			}
			cols = append(cols, v+" AS "+qi("k_"+o))
		}
		return fmt.Sprintf("SELECT %s FROM (%s) AS %s WHERE %s IS NOT NULL", strings.Join(cols, ", "), sql, qi(fmt.Sprintf("v%d", n)), qi(d))
	}
	n := 0
	for _, d := range dv.Dims {
		for _, per := range q.Compare {
			mq := driverQuery(q)
			mq.Dimensions, mq.List = []string{d}, true
			if timeDim != m.Time {
				mq.TimeDimension = timeDim
			}
			from, to := per.From, per.To
			mq.From, mq.To = &from, &to
			cq, err := e.snap.CompileAggregate(agg, mq)
			if err != nil {
				return plan.Step{}, err
			}
			if first == nil {
				first = cq
			}
			n++
			nativeParts = append(nativeParts, part(native, cq.SQL, d, n))
			checkParts = append(checkParts, part(knowledge.DuckDB, cq.GuardSQL(), d, n))
			for _, t := range cq.Tables {
				if !slices.Contains(tables, t) {
					tables = append(tables, t)
				}
			}
		}
	}
	union := func(dl knowledge.Dialect, parts []string) string {
		return "SELECT * FROM (" + strings.Join(parts, " UNION ") + ") AS " + dl.Quote("keys")
	}
	cq := *first
	cq.SQL, cq.Tables, cq.Args = union(native, nativeParts), tables, nil
	if first.Check != "" {
		cq.Check = union(knowledge.DuckDB, checkParts)
	}
	return plan.Step{ID: "keys", SQL: cq.GuardSQL(), Source: src, Native: &cq}, nil
}

// driverQuery is the question's conditions as a compiled query's.
func driverQuery(q *understand.Query) knowledge.MetricQuery {
	var mq knowledge.MetricQuery
	for _, c := range q.Conds {
		switch {
		case c.Filter != "":
			mq.Named = append(mq.Named, knowledge.NamedRef{Name: c.Filter, Exclude: c.Exclude})
		case c.Column != "":
			pc := columnCondition(c)
			mq.Where = append(mq.Where, knowledge.Condition{Column: pc.Column, Op: pc.Op, Value: pc.Value})
		default:
			vals := make([]any, len(c.Values))
			for i, v := range c.Values {
				vals[i] = v
			}
			mq.Filters = append(mq.Filters, knowledge.Filter{Dimension: c.Dim, Values: vals, Exclude: c.Exclude})
		}
	}
	return mq
}

// summable reports a metric that is one sum or plain count over rows
// ("SUM(price * qty)", "COUNT(*)"): its values' changes add up to the
// total change.
func summable(expr string) bool {
	x := strings.ToUpper(strings.Join(strings.Fields(expr), ""))
	var body string
	switch {
	case strings.HasPrefix(x, "SUM("):
		body = x[4:]
	case strings.HasPrefix(x, "COUNT("):
		body = x[6:]
	default:
		return false
	}
	if strings.HasPrefix(body, "DISTINCT") {
		return false
	}
	depth := 1
	for i, r := range body {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i == len(body)-1
			}
		}
	}
	return false
}

// driversSummary states the change and the values that make up most of
// it, per dimension, as a breakdown of the change, not its cause.
func (e *Engine) driversSummary(a *Answer, p *Planned, t *data.Table, label, unit string) {
	dv := p.Drivers
	pa, pb := p.Compare[0], p.Compare[1]
	dim, val, chg, share, total := t.Col("dimension"), t.Col("value"), t.Col("change"), t.Col("share_of_change"), t.Col("total_change")
	if dim == nil || val == nil || chg == nil || share == nil || total == nil || t.Rows() == 0 {
		a.Summary = fmt.Sprintf("%s compared between %s and %s.", label, pa.Label, pb.Label)
		return
	}
	fscope := ""
	if cs := e.condWords(p); len(cs) > 0 {
		fscope = " for " + listAnd(cs)
	}
	tc := num(total, 0)
	if math.IsNaN(tc) || tc == 0 {
		a.Summary = fmt.Sprintf("%s%s did not change from %s to %s, so there is no change to break down.", label, fscope, pa.Label, pb.Label)
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Total change", Value: jsonValue(total, 0), Unit: unit})
		return
	}
	verb, noun := "rose", "increase"
	if tc < 0 {
		verb, noun = "fell", "drop"
	}
	parts := []string{fmt.Sprintf("%s%s %s by %s from %s to %s.", label, fscope, verb, formatNum(math.Abs(tc), unit, total.Kind), pa.Label, pb.Label)}
	a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: fmt.Sprintf("Change from %s to %s", pa.Label, pb.Label), Value: jsonValue(total, 0), Unit: unit})
	// the rows of each dimension, in the table's order (by share of the
	// change, highest first)
	rows := map[string][]int{}
	for i := 0; i < t.Rows(); i++ {
		rows[dim.Text(i)] = append(rows[dim.Text(i)], i)
	}
	type lead struct {
		dim string
		top float64
	}
	var leads []lead
	for _, d := range dv.Dims {
		if rs := rows[dv.Labels[d]]; len(rs) > 0 {
			leads = append(leads, lead{d, num(share, rs[0])})
		}
	}
	// the dimensions asked for first, then the one whose first value
	// makes up most of the change
	asked := func(d string) bool { return slices.Index(dv.Dims, d) < dv.Asked }
	sort.SliceStable(leads, func(i, j int) bool {
		if asked(leads[i].dim) != asked(leads[j].dim) {
			return asked(leads[i].dim)
		}
		return leads[i].top > leads[j].top
	})
	var per []string
	for _, l := range leads {
		rs := rows[dv.Labels[l.dim]]
		var with []string
		for _, i := range rs {
			if len(with) == 3 || num(share, i) <= 0 {
				break
			}
			amount := formatNum(num(chg, i), unit, chg.Kind)
			switch {
			case !dv.Summable:
				with = append(with, fmt.Sprintf("%s (%s)", cell(val, i), amount))
			case len(per) == 0 && len(with) == 0:
				with = append(with, fmt.Sprintf("%s accounts for %s of the %s (%s)", cell(val, i), formatNum(num(share, i), "%", share.Kind), noun, amount))
			default:
				with = append(with, fmt.Sprintf("%s %s (%s)", cell(val, i), formatNum(num(share, i), "%", share.Kind), amount))
			}
		}
		if len(with) == 0 {
			continue
		}
		by := "by " + strings.ToLower(dv.Labels[l.dim]) + ", "
		if len(per) == 0 {
			by = "By " + strings.ToLower(dv.Labels[l.dim]) + ", "
		}
		if dv.Summable {
			per = append(per, by+listAnd(with))
		} else {
			per = append(per, by+"the largest moves with the "+noun+" were "+listAnd(with))
		}
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: fmt.Sprintf("Share of the change (%s %s)", strings.ToLower(dv.Labels[l.dim]), cell(val, rs[0])), Value: jsonValue(share, rs[0]), Unit: "%"})
	}
	if len(per) > 0 {
		parts = append(parts, strings.Join(per, "; ")+".")
	}
	// the largest move against the change, which the others outweighed
	against := -1
	for i := 0; i < t.Rows(); i++ {
		if s := num(share, i); s < 0 && (against < 0 || s < num(share, against)) {
			against = i
		}
	}
	if against >= 0 {
		parts = append(parts, fmt.Sprintf("Against the %s, %s (%s) moved the other way (%s).", noun, cell(val, against), strings.ToLower(dim.Text(against)), formatNum(num(chg, against), unit, chg.Kind)))
	}
	parts = append(parts, "This breaks the change down by the values of each dimension; it does not say what caused it.")
	a.Summary = strings.Join(parts, " ")
	e.explanation(a, p)
}
