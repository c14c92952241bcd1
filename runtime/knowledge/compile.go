package knowledge

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

func qi(s string) string { return engine.QuoteIdent(s) }

// MetricQuery asks for one metric, broken down by dimensions and filtered.
type MetricQuery struct {
	Metric     string
	Dimensions []string
	// Columns are more groupings, as "table.column": columns no dimension
	// declares. They come after the dimensions.
	Columns []string
	// Keys are columns grouped by but not selected, as "table.column":
	// what tells apart the things a dimension names (the guests' key under
	// their names: two guests who share a name are two rows).
	Keys []string
	// Grain applies to the time dimensions among Dimensions: year, quarter,
	// month, week or day ("" = the raw value).
	Grain   string
	Filters []Filter
	// Named are filter blocks to apply (or, with Exclude, to negate).
	Named []NamedRef
	// Where compares columns with values ("products.UnitsInStock > 50");
	// Having compares the aggregate of each group ("revenue > 1000").
	Where  []Condition
	Having []Condition
	// List selects the distinct rows of the dimensions and columns, with
	// no aggregate: a listing.
	List bool
	// Join lists tables to join although nothing else needs them (the
	// table whose keys an aggregate counts).
	Join []string
	// TimeDimension, when set, is the time dimension From and To bound
	// instead of the metric's own ("discharged in March" on a metric dated
	// by admission).
	TimeDimension string
	// From and To bound the metric's time dimension, both inclusive (dates).
	From, To *time.Time
	// Order is "desc", "asc" (by the metric) or "" (by the dimensions).
	Order string
	Limit int
}

// Filter keeps the rows whose dimension is one of Values (or none of them,
// with Exclude).
type Filter struct {
	Dimension string
	Values    []any
	Exclude   bool
	// Counted applies the filter inside the aggregate (with the metric's
	// own filters) rather than to the rows grouped: "patients admitted in
	// 2024 with no ER admission" groups every 2024 admission and counts
	// the ER ones.
	Counted bool
}

// NamedRef applies a filter block by name; Exclude negates it; Unknown
// keeps the rows where it is neither true nor false (null: a late order
// with no ship date).
type NamedRef struct {
	Name    string
	Exclude bool
	Unknown bool
}

// Condition compares a column ("table.column") with a value. In Having,
// Column is empty (the measure is compared) or an aggregate of the group's
// rows to compare instead ("COUNT(*)": the groups kept by another measure
// than the one reported).
type Condition struct {
	Column string
	Op     string
	Value  any
}

// Operators a Condition may use.
var Operators = []string{"=", "!=", ">", ">=", "<", "<="}

// CompiledQuery is SQL ready for the engine, its bound arguments, and what
// it reads.
type CompiledQuery struct {
	SQL    string
	Args   map[string]any
	Source *Source
	Tables []string
	// Dialect is the SQL's: its source's (Source.SQLDialect). Native SQL
	// (not DuckDB's) runs in the source's plugin; Check is then the same
	// query in DuckDB's dialect, for the guard, which parses DuckDB SQL.
	Dialect string
	Check   string
}

// Native reports whether the query runs in its source's plugin.
func (c *CompiledQuery) Native() bool { return c.Dialect != "" && c.Dialect != DuckDB.Name() }

// Request is the request that runs the compiled query on its source.
func (c *CompiledQuery) Request() Request {
	return Request{SQL: c.SQL, Args: c.Args, Tables: c.Tables, Native: c.Native()}
}

// CompileMetric turns a MetricQuery into one SELECT over the metric's base
// table, joined along declared relationships to the tables its dimensions
// and filters need. Filter values and dates are bound, never interpolated.
func (s *Snapshot) CompileMetric(q MetricQuery) (*CompiledQuery, error) {
	m := s.Metrics[q.Metric]
	if m == nil {
		return nil, unknownName("metric", q.Metric, SortedNames(s.Metrics))
	}
	return s.compileBoth(m, q, false)
}

// compileBoth compiles in the dialect of the metric's source and, when
// that is not DuckDB's, in DuckDB's too, for the guard.
func (s *Snapshot) compileBoth(m *Metric, q MetricQuery, inline bool) (*CompiledQuery, error) {
	var d Dialect = DuckDB
	if t := s.Tables[m.Table]; t != nil {
		d = s.Sources[t.Source].SQLDialect()
	}
	cq, err := s.compile(m, q, inline, d)
	if err != nil || d == DuckDB {
		return cq, err
	}
	check, err := s.compile(m, q, inline, DuckDB)
	if err != nil {
		return nil, err
	}
	cq.Check = check.SQL
	return cq, nil
}

// Aggregate is an aggregate no metric declares: SQL (say "AVG(minutes)")
// over Table, named Name, dated by the time dimension Time ("" = none).
type Aggregate struct {
	Name, Table, SQL, Time string
	// Filters are SQL conditions it always has (a metric's own).
	Filters []string
}

// CompileAggregate compiles an aggregate as CompileMetric compiles a
// metric, with its values written in as literals (quoted), for a plan's
// SQL step, which takes no parameters: in the dialect of the aggregate's
// source, and in DuckDB's too (Check) when that is another, for the
// guard. The plan step carries both (plan.Step.Native), so the query runs
// in the source and no table is copied.
func (s *Snapshot) CompileAggregate(a Aggregate, q MetricQuery) (*CompiledQuery, error) {
	if s.Tables[a.Table] == nil {
		return nil, unknownName("table", a.Table, SortedNames(s.Tables))
	}
	m := &Metric{Metric: &config.Metric{Name: a.Name, Table: a.Table, Time: a.Time}, SQL: a.SQL, Filters: a.Filters}
	return s.compileBoth(m, q, true)
}

// GuardSQL is the query in DuckDB's dialect: the text the guard checks
// (and a plan's SQL step holds).
func (c *CompiledQuery) GuardSQL() string {
	if c.Check != "" {
		return c.Check
	}
	return c.SQL
}

// Wrap puts the query inside another, in both its dialects: format has
// one %s, where the query goes ("SELECT COUNT(*) AS n FROM (%s) AS t").
func (c *CompiledQuery) Wrap(format string) *CompiledQuery {
	w := *c
	w.SQL = fmt.Sprintf(format, c.SQL)
	if c.Check != "" {
		w.Check = fmt.Sprintf(format, c.Check)
	}
	return &w
}

func (s *Snapshot) compile(m *Metric, q MetricQuery, inline bool, dl Dialect) (*CompiledQuery, error) {
	base := s.Tables[m.Table]
	args := map[string]any{}
	bind := func(v any) string {
		if inline {
			if t, ok := v.(time.Time); ok {
				return dl.Date(t)
			}
			return dl.Literal(v)
		}
		name := fmt.Sprintf("p%d", len(args)+1)
		args[name] = v
		return dl.Param(name)
	}
	qi := dl.Quote
	needed := append([]string{}, q.Join...)
	var selects, groups, where, counted []string
	for _, f := range m.Filters {
		where = append(where, "("+f+")")
	}
	for _, dn := range q.Dimensions {
		d := s.Dimensions[dn]
		if d == nil {
			return nil, unknownName("dimension", dn, SortedNames(s.Dimensions))
		}
		needed = append(needed, d.Table)
		expr, alias := d.SQL, dn
		if d.Type == config.DimTime && q.Grain != "" {
			expr, alias = dl.Trunc(q.Grain, d.SQL), q.Grain
		}
		selects = append(selects, expr+" AS "+qi(alias))
		groups = append(groups, expr)
	}
	for _, ref := range q.Columns {
		t, c, ok := strings.Cut(ref, ".")
		if !ok || s.Tables[t] == nil || s.Tables[t].Column(c) == nil {
			return nil, fmt.Errorf("no column %q to group by", ref)
		}
		needed = append(needed, t)
		expr := qi(t) + "." + qi(c)
		selects = append(selects, expr+" AS "+qi(c))
		groups = append(groups, expr)
	}
	for _, ref := range q.Keys {
		t, c, ok := strings.Cut(ref, ".")
		if !ok || s.Tables[t] == nil || s.Tables[t].Column(c) == nil {
			return nil, fmt.Errorf("no column %q to tell the groups apart by", ref)
		}
		needed = append(needed, t)
		groups = append(groups, qi(t)+"."+qi(c))
	}
	for _, f := range q.Filters {
		d := s.Dimensions[f.Dimension]
		if d == nil {
			return nil, unknownName("dimension", f.Dimension, SortedNames(s.Dimensions))
		}
		if len(f.Values) == 0 {
			continue
		}
		needed = append(needed, d.Table)
		ph := make([]string, len(f.Values))
		for i, v := range f.Values {
			ph[i] = bind(v)
		}
		cond := d.SQL + " IN (" + strings.Join(ph, ", ") + ")"
		if f.Exclude {
			// "excluding Shoes" keeps the rows with no category
			cond = "(" + d.SQL + " IS NULL OR " + d.SQL + " NOT IN (" + strings.Join(ph, ", ") + "))"
		}
		if f.Counted {
			counted = append(counted, cond)
			continue
		}
		where = append(where, cond)
	}
	for _, nr := range q.Named {
		f := s.Filters[nr.Name]
		if f == nil {
			return nil, unknownName("filter", nr.Name, SortedNames(s.Filters))
		}
		needed = append(needed, f.Table)
		switch {
		case nr.Unknown:
			where = append(where, "("+f.SQL+") IS NULL")
		case nr.Exclude:
			where = append(where, dl.NotTrue(f.SQL))
		default:
			where = append(where, "("+f.SQL+")")
		}
	}
	for _, c := range q.Where {
		t, col, ok := strings.Cut(c.Column, ".")
		if !ok || s.Tables[t] == nil || s.Tables[t].Column(col) == nil {
			return nil, fmt.Errorf("no column %q to compare", c.Column)
		}
		if !validOp(c.Op) {
			return nil, fmt.Errorf("comparison %q is not one of %s", c.Op, strings.Join(Operators, " "))
		}
		needed = append(needed, t)
		column := s.Tables[t].Column(col)
		expr := qi(t) + "." + qi(column.Name)
		// a date column compared with an ISO date: bound as a date, in
		// the dialect's comparison (a text parameter is no date to every
		// engine)
		if v, ok := c.Value.(string); ok && column.Kind.IsTime() {
			if d, err := time.Parse(time.DateOnly, v); err == nil {
				where = append(where, dl.DateCmp(expr, column.Kind == data.Timestamp, c.Op, bind(d)))
				continue
			}
		}
		where = append(where, expr+" "+c.Op+" "+bind(c.Value))
	}
	timeDim := m.Time
	if q.TimeDimension != "" {
		timeDim = q.TimeDimension
		if d := s.Dimensions[timeDim]; d == nil || d.Type != config.DimTime {
			return nil, fmt.Errorf("%q is not a time dimension", timeDim)
		}
	}
	if q.From != nil || q.To != nil {
		if timeDim == "" {
			return nil, fmt.Errorf("metric %q has no time dimension, so it cannot be limited to a period; set time = \"...\" on the metric", m.Name)
		}
		td := s.Dimensions[timeDim]
		needed = append(needed, td.Table)
		ts := td.Kind == data.Timestamp
		if q.From != nil {
			where = append(where, dl.DateCmp(td.SQL, ts, ">=", bind(*q.From)))
		}
		if q.To != nil {
			where = append(where, dl.DateCmp(td.SQL, ts, "<", bind(q.To.AddDate(0, 0, 1))))
		}
	}
	joins, err := JoinPath(s, base.Name, needed)
	if err != nil {
		return nil, fmt.Errorf("metric %q: %w", m.Name, err)
	}
	if len(counted) > 0 {
		// the metric's own filters go inside it too: the rows grouped are
		// all those the other conditions keep
		sql, ok := Conditional(m.SQL, append(slices.Clone(m.Filters), counted...))
		if !ok {
			return nil, fmt.Errorf("metric %q: %s cannot be counted over some of its rows only", m.Name, m.SQL)
		}
		where = where[len(m.Filters):]
		mm := *m
		mm.SQL = sql
		m = &mm
	}
	if !q.List {
		selects = append(selects, m.SQL+" AS "+qi(m.Name))
	}
	from, ref := dl.From(s, base.Name, joins)
	for _, xs := range [][]string{selects, groups, where} {
		for i := range xs {
			xs[i] = ref(xs[i])
		}
	}
	measure := ref(m.SQL)
	sql := "SELECT " + strings.Join(selects, ", ") + " FROM " + from
	if q.List {
		sql = "SELECT DISTINCT" + sql[len("SELECT"):]
	}
	if len(where) > 0 {
		sql += " WHERE " + strings.Join(where, " AND ")
	}
	if len(groups) > 0 && !q.List {
		sql += " GROUP BY " + strings.Join(groups, ", ")
	}
	var having []string
	for _, c := range q.Having {
		if !validOp(c.Op) {
			return nil, fmt.Errorf("comparison %q is not one of %s", c.Op, strings.Join(Operators, " "))
		}
		// (a Column compares each group by another aggregate of its rows)
		lhs := measure
		if c.Column != "" {
			lhs = ref(c.Column)
		}
		having = append(having, lhs+" "+c.Op+" "+bind(c.Value))
	}
	if len(having) > 0 {
		sql += " HAVING " + strings.Join(having, " AND ")
	}
	// DuckDB orders NULLs last by default; other engines are told
	orderBy := func(gs []string) string {
		if dl == DuckDB {
			return strings.Join(gs, ", ")
		}
		out := make([]string, len(gs))
		for i, g := range gs {
			out[i] = dl.OrderBy(g, false)
		}
		return strings.Join(out, ", ")
	}
	switch {
	case q.List && dl == DuckDB:
		sql += " ORDER BY 1"
	case q.List && len(groups) > 0:
		sql += " ORDER BY " + orderBy(groups[:1])
	case q.Order == "desc" || q.Order == "asc":
		// a group with no value (no country on record) never leads a
		// ranking: it is not one of the things ranked
		sql += " ORDER BY "
		for _, g := range groups {
			sql += "(" + g + ") IS NULL, "
		}
		sql += qi(m.Name) + " " + strings.ToUpper(q.Order) + " NULLS LAST"
		if len(groups) > 0 {
			sql += ", " + orderBy(groups)
		}
	case len(groups) > 0:
		sql += " ORDER BY " + orderBy(groups)
	}
	if q.Limit > 0 {
		sql += dl.Limit(q.Limit)
	}
	tables := []string{base.Name}
	for _, j := range joins {
		tables = append(tables, j.To)
	}
	return &CompiledQuery{SQL: sql, Args: args, Source: s.Sources[base.Source], Tables: tables, Dialect: dl.Name()}, nil
}

func validOp(op string) bool {
	for _, o := range Operators {
		if o == op {
			return true
		}
	}
	return false
}

// GrainSQL truncates a time expression to a grain in DuckDB's dialect:
// the year as a number, anything finer as the first day of the period.
func GrainSQL(expr, grain string) string { return DuckDB.Trunc(grain, expr) }

func unknownName(kind, name string, known []string) error {
	msg := fmt.Sprintf("unknown %s %q", kind, name)
	if s := config.Suggest(name, known); s != "" {
		return fmt.Errorf("%s; did you mean %q?", msg, s)
	}
	if len(known) > 0 {
		return fmt.Errorf("%s; known: %s", msg, strings.Join(known, ", "))
	}
	return fmt.Errorf("%s", msg)
}

// literal writes a filter value or date as SQL.
func literal(v any) string {
	switch x := v.(type) {
	case time.Time:
		return "DATE '" + x.Format(time.DateOnly) + "'"
	case int, int64, float64:
		return fmt.Sprint(x)
	case bool:
		return strings.ToUpper(fmt.Sprint(x))
	}
	return engine.QuoteString(fmt.Sprint(v))
}

// Conditional is an aggregate over some of the rows only, as an aggregate
// over all of them: COUNT(*) of the rows the conditions keep is the sum of
// 1 over those rows. ok is false for an expression it cannot rewrite (not
// one COUNT(*), COUNT(DISTINCT x) or SUM(x)).
func Conditional(sql string, conds []string) (string, bool) {
	if len(conds) == 0 {
		return sql, true
	}
	cond := "(" + strings.Join(conds, ") AND (") + ")"
	sql = strings.TrimSpace(sql)
	upper := strings.ToUpper(sql)
	inner := func(prefix string) string { return strings.TrimSpace(sql[len(prefix) : len(sql)-1]) }
	switch {
	case strings.ReplaceAll(upper, " ", "") == "COUNT(*)":
		return "SUM(CASE WHEN " + cond + " THEN 1 ELSE 0 END)", true
	case strings.HasPrefix(upper, "COUNT(DISTINCT ") && strings.HasSuffix(sql, ")") && balanced(inner("COUNT(DISTINCT ")):
		return "COUNT(DISTINCT CASE WHEN " + cond + " THEN " + inner("COUNT(DISTINCT ") + " END)", true
	case strings.HasPrefix(upper, "SUM(") && strings.HasSuffix(sql, ")") && balanced(inner("SUM(")):
		return "SUM(CASE WHEN " + cond + " THEN " + inner("SUM(") + " ELSE 0 END)", true
	}
	return sql, false
}

// balanced reports an expression whose parentheses close in order (so
// "x) + SUM(y" of "SUM(x) + SUM(y)" is not one argument).
func balanced(s string) bool {
	depth := 0
	for _, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}
