package plan

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// Error is one problem with a plan, at a path such as "steps[1].inputs.from".
type Error struct {
	Path string `json:"path"`
	Msg  string `json:"message"`
}

func (e Error) Error() string { return e.Path + ": " + e.Msg }

// Errors is every problem found in a plan.
type Errors []Error

func (e Errors) Error() string {
	msgs := make([]string, len(e))
	for i, x := range e {
		msgs[i] = x.Error()
	}
	return "invalid plan: " + strings.Join(msgs, "; ")
}

// Checked is a plan that passed validation, with every step resolved to the
// SQL it runs and every formula compiled.
type Checked struct {
	Plan     *Plan
	Steps    []*Resolved
	RowsFrom int
	Outputs  []*ResolvedOutput
	// EvalOrder lists output indexes so that every formula comes after the
	// outputs it reads.
	EvalOrder []int
}

// Resolved is a step ready to run.
type Resolved struct {
	*Step
	Index  int
	Kind   string
	Source *knowledge.Source
	SQL    string
	Args   map[string]any
	Tables []string
	// Setup runs before SQL (the guard's types for PIVOT values).
	Setup     []sqlguard.Setup
	PipeDef   *knowledge.Pipe
	MetricDef *knowledge.Metric
	// SingleRow is known before running: a metric with no dimension.
	SingleRow bool
	// Native: SQL is in the source's own dialect and runs in its plugin.
	Native bool
	// JoinBase and JoinThis are the key columns of a join with rows_from.
	JoinBase, JoinThis string
}

// ResolvedOutput is an output column ready to compute.
type ResolvedOutput struct {
	*Output
	FromStep, FromColumn string
	Formula              *Formula
}

var idPattern = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Validate checks a plan against a snapshot and resolves it. It runs
// nothing but the SQL guard's parse; every problem found is returned.
func Validate(ctx context.Context, s *knowledge.Snapshot, p *Plan) (*Checked, error) {
	v := &validator{s: s, c: &Checked{Plan: p}}
	v.steps(ctx)
	v.outputs()
	v.sorting()
	if len(v.errs) > 0 {
		return nil, v.errs
	}
	return v.c, nil
}

type validator struct {
	s    *knowledge.Snapshot
	c    *Checked
	errs Errors
}

func (v *validator) errorf(path, format string, args ...any) {
	v.errs = append(v.errs, Error{Path: path, Msg: fmt.Sprintf(format, args...)})
}

func (v *validator) steps(ctx context.Context) {
	p := v.c.Plan
	if len(p.Steps) == 0 {
		v.errorf("steps", "a plan needs at least one step")
		return
	}
	ids := map[string]int{}
	for i := range p.Steps {
		st := &p.Steps[i]
		path := fmt.Sprintf("steps[%d]", i)
		switch {
		case st.ID == "":
			v.errorf(path+".id", "every step needs an id")
		case !idPattern.MatchString(st.ID):
			v.errorf(path+".id", "%q is not a valid id: use letters, digits and _ (formulas refer to it as %s.column)", st.ID, "id")
		case st.ID == OutVar:
			v.errorf(path+".id", "%q is reserved for output columns in formulas", OutVar)
		default:
			if prev, dup := ids[st.ID]; dup {
				v.errorf(path+".id", "duplicate step id %q (also steps[%d])", st.ID, prev)
			}
			ids[st.ID] = i
		}
		n := 0
		for _, set := range []bool{st.Pipe != "", st.Metric != "", st.SQL != ""} {
			if set {
				n++
			}
		}
		if n != 1 {
			v.errorf(path, "a step runs exactly one of pipe, metric or sql (found %d)", n)
			v.c.Steps = append(v.c.Steps, &Resolved{Step: st, Index: i})
			continue
		}
		r := &Resolved{Step: st, Index: i, Kind: st.Kind()}
		switch r.Kind {
		case "pipe":
			v.pipeStep(path, r)
		case "metric":
			v.metricStep(ctx, path, r)
		case "sql":
			v.sqlStep(ctx, path, r)
		}
		v.c.Steps = append(v.c.Steps, r)
	}
	v.c.RowsFrom = 0
	if p.RowsFrom != "" {
		i, ok := ids[p.RowsFrom]
		if !ok {
			v.errorf("rows_from", "%s", unknownStep(p.RowsFrom, setOf(ids)).Error())
			return
		}
		v.c.RowsFrom = i
	}
	base := p.Steps[v.c.RowsFrom].ID
	for i, r := range v.c.Steps {
		path := fmt.Sprintf("steps[%d].join", i)
		if i == v.c.RowsFrom {
			if r.Join != "" {
				v.errorf(path, "the rows_from step %q is not joined to itself; remove join", r.ID)
			}
			continue
		}
		if r.Join == "" {
			if r.Kind == "metric" && len(r.Dimensions) > 0 {
				v.errorf(path, "step %q returns one row per %s, so it must be joined to %q by key: \"join\": \"%s.KEY = %s.KEY\"", r.ID, strings.Join(r.Dimensions, " and "), base, base, r.ID)
			}
			continue
		}
		v.join(path, r, base)
	}
}

func setOf(ids map[string]int) map[string]bool {
	out := map[string]bool{}
	for k := range ids {
		out[k] = true
	}
	return out
}

func (v *validator) join(path string, r *Resolved, base string) {
	parts := strings.Split(r.Join, "=")
	if len(parts) != 2 {
		v.errorf(path, "write a join as \"%s.column = %s.column\"", base, r.ID)
		return
	}
	sides := map[string]string{}
	for _, side := range parts {
		step, col, ok := strings.Cut(strings.TrimSpace(side), ".")
		if !ok || col == "" {
			v.errorf(path, "%q is not step.column", strings.TrimSpace(side))
			return
		}
		sides[step] = col
	}
	bc, okb := sides[base]
	tc, okt := sides[r.ID]
	if !okb || !okt {
		v.errorf(path, "a join ties this step to the rows_from step: \"%s.column = %s.column\"", base, r.ID)
		return
	}
	r.JoinBase, r.JoinThis = bc, tc
}

func (v *validator) pipeStep(path string, r *Resolved) {
	pp := v.s.Pipes[r.Pipe]
	if pp == nil {
		v.errorf(path+".pipe", "%s", unknownIn("pipe", r.Pipe, knowledge.SortedNames(v.s.Pipes)))
		return
	}
	r.PipeDef, r.Source, r.SQL = pp, pp.Src, pp.SQL
	args, errs := BindParams(v.s, pp, r.Inputs)
	for _, e := range errs {
		v.errorf(path+".inputs"+e.Path, "%s", e.Msg)
	}
	r.Args = args
}

// BindParams checks inputs against a pipe's params and returns the value
// bound for every param: the input, else the default, else null. Errors
// carry a path suffix (".name") and say what is allowed. A string param
// bound to a dimension takes the value its text names (as a question's
// words would: "shoe" is "Shoes"); text that names none is an
// error listing the closest values, never a query that silently matches
// no row.
func BindParams(s *knowledge.Snapshot, pp *knowledge.Pipe, inputs map[string]any) (map[string]any, Errors) {
	var errs Errors
	names := make([]string, 0, len(pp.Params))
	for n := range pp.Params {
		names = append(names, n)
	}
	sort.Strings(names)
	for k := range inputs {
		if _, ok := pp.Params[k]; !ok {
			msg := fmt.Sprintf("pipe %q has no param %q", pp.Name, k)
			if s := config.Suggest(k, names); s != "" {
				msg += fmt.Sprintf("; did you mean %q?", s)
			} else if len(names) > 0 {
				msg += "; its params are " + strings.Join(names, ", ")
			} else {
				msg += "; it takes no params"
			}
			errs = append(errs, Error{Path: "." + k, Msg: msg})
		}
	}
	args := make(map[string]any, len(pp.Params))
	for _, n := range names {
		pa := pp.Params[n]
		in, given := inputs[n]
		var raw any
		switch {
		case given && in != nil:
			raw = in
		case config.HasDefault(pa):
			raw = pa.Default
		case pa.Required:
			errs = append(errs, Error{Path: "." + n, Msg: fmt.Sprintf("param %q of pipe %q is required (%s)", n, pp.Name, describeParam(pa))})
			continue
		}
		val, err := config.ParamValue(pa, raw)
		if err != nil {
			errs = append(errs, Error{Path: "." + n, Msg: err.Error()})
			continue
		}
		if str, ok := val.(string); ok && pp.ParamDims[n] != nil {
			d := pp.ParamDims[n]
			v, closest, ok := s.ResolveValue(d, str)
			if pa.Match == config.MatchContains {
				switch {
				case len(d.Containing(str, true)) > 0:
					v, ok = str, true // a search: the text finds the values that contain it
				case !ok && len(closest) == 0:
					// contained but for accents or punctuation, which SQL does not fold
					closest = d.Containing(str, false)
				}
			}
			if !ok {
				msg := fmt.Sprintf("param %q of pipe %q: %q is not a value of dimension %q", n, pp.Name, str, d.Name)
				switch {
				case len(closest) > 0:
					msg += "; did you mean " + quoteAll(closest) + "?"
				case len(d.Values) <= 20:
					msg += "; its values are " + quoteAll(d.Values)
				default:
					msg += fmt.Sprintf("; it has %d values, none close to this", len(d.Values))
				}
				errs = append(errs, Error{Path: "." + n, Msg: msg})
				continue
			}
			val = v
		}
		args[n] = val
	}
	return args, errs
}

func describeParam(pa *config.Param) string {
	d := pa.Type
	if len(pa.Enum) > 0 {
		d += " (one of " + strings.Join(pa.Enum, ", ") + ")"
	}
	if pa.Description != "" {
		d += ": " + pa.Description
	}
	return d
}

func unknownIn(kind, name string, known []string) string {
	msg := fmt.Sprintf("unknown %s %q", kind, name)
	if s := config.Suggest(name, known); s != "" {
		return msg + fmt.Sprintf("; did you mean %q?", s)
	}
	if len(known) > 0 {
		return msg + "; known: " + strings.Join(known, ", ")
	}
	return msg
}

func (v *validator) metricStep(ctx context.Context, path string, r *Resolved) {
	m := v.s.Metrics[r.Metric]
	if m == nil {
		v.errorf(path+".metric", "%s", unknownIn("metric", r.Metric, knowledge.SortedNames(v.s.Metrics)))
		return
	}
	r.MetricDef = m
	q := knowledge.MetricQuery{Metric: m.Name, Dimensions: r.Dimensions, Keys: r.Keys, Grain: r.Grain, Order: r.Order, Limit: r.Limit}
	ok := true
	hasTime := false
	for i, d := range r.Dimensions {
		dim := v.s.Dimensions[d]
		if dim == nil {
			v.errorf(fmt.Sprintf("%s.dimensions[%d]", path, i), "%s", unknownIn("dimension", d, knowledge.SortedNames(v.s.Dimensions)))
			ok = false
			continue
		}
		if dim.Type == config.DimTime {
			hasTime = true
			if r.Grain != "" && len(dim.Grains) > 0 && !contains(dim.Grains, r.Grain) {
				v.errorf(path+".grain", "dimension %q has grains %s; got %q", d, strings.Join(dim.Grains, ", "), r.Grain)
				ok = false
			}
		}
	}
	if r.Grain != "" && !hasTime {
		if !contains(config.Grains, r.Grain) {
			v.errorf(path+".grain", "grain must be one of %s; got %q", strings.Join(config.Grains, ", "), r.Grain)
		} else {
			v.errorf(path+".grain", "grain needs a time dimension among dimensions (e.g. %q)", m.Time)
		}
		ok = false
	}
	if r.Order != "" && r.Order != "asc" && r.Order != "desc" {
		v.errorf(path+".order", "order must be \"asc\" or \"desc\"; got %q", r.Order)
		ok = false
	}
	if r.Limit < 0 {
		v.errorf(path+".limit", "limit must be positive")
		ok = false
	}
	keys := make([]string, 0, len(r.Filters))
	for k := range r.Filters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fpath := path + ".filters." + k
		val := r.Filters[k]
		if k == PeriodFilter {
			from, to, err := parsePeriod(val)
			if err != nil {
				v.errorf(fpath, "%v", err)
				ok = false
				continue
			}
			if m.Time == "" && r.TimeDimension == "" {
				v.errorf(fpath, "metric %q has no time dimension, so it cannot be limited to a period", m.Name)
				ok = false
				continue
			}
			q.From, q.To = from, to
			continue
		}
		if f := v.s.Filters[k]; f != nil {
			if val == nil {
				q.Named = append(q.Named, knowledge.NamedRef{Name: k, Unknown: true})
				continue
			}
			apply, isBool := val.(bool)
			if !isBool {
				v.errorf(fpath, "%q is a filter block: give it true (apply it), false (its negation) or null (the rows where it is unknown); got %v", k, val)
				ok = false
				continue
			}
			q.Named = append(q.Named, knowledge.NamedRef{Name: k, Exclude: !apply})
			continue
		}
		if v.s.Dimensions[k] == nil {
			known := append(knowledge.SortedNames(v.s.Dimensions), knowledge.SortedNames(v.s.Filters)...)
			v.errorf(fpath, "%s (filter keys are dimension names, filter names, or %q)", unknownIn("dimension", k, known), PeriodFilter)
			ok = false
			continue
		}
		exclude := false
		if obj, isObj := val.(map[string]any); isObj {
			not, has := obj["not"]
			if !has || len(obj) != 1 {
				v.errorf(fpath, "a dimension filter is a value, a list of values, or {\"not\": [values]}")
				ok = false
				continue
			}
			val, exclude = not, true
		}
		values, err := filterValues(val)
		if err != nil {
			v.errorf(fpath, "%v", err)
			ok = false
			continue
		}
		q.Filters = append(q.Filters, knowledge.Filter{Dimension: k, Values: values, Exclude: exclude})
	}
	if r.TimeDimension != "" {
		if d := v.s.Dimensions[r.TimeDimension]; d == nil || d.Type != config.DimTime {
			v.errorf(path+".time_dimension", "%s", unknownIn("time dimension", r.TimeDimension, timeDimensions(v.s)))
			ok = false
		}
		q.TimeDimension = r.TimeDimension
	}
	for i, c := range r.Where {
		cpath := fmt.Sprintf("%s.where[%d]", path, i)
		cond, err := condition(v.s, c, true)
		if err != nil {
			v.errorf(cpath, "%v", err)
			ok = false
			continue
		}
		q.Where = append(q.Where, cond)
	}
	for i, c := range r.Having {
		cpath := fmt.Sprintf("%s.having[%d]", path, i)
		cond, err := condition(v.s, c, false)
		if err != nil {
			v.errorf(cpath, "%v", err)
			ok = false
			continue
		}
		q.Having = append(q.Having, cond)
	}
	if !ok {
		return
	}
	cq, err := v.s.CompileMetric(q)
	if err != nil {
		v.errorf(path, "%v", err)
		return
	}
	// compiled SQL is built from checked parts, and still goes through the
	// guard like any SQL that did not come from a pipe file
	// (in DuckDB's dialect, which the guard parses, when it runs in a
	// plugin's)
	check := cq.SQL
	if cq.Check != "" {
		check = cq.Check
	}
	if _, err := cq.Source.Guard.WithParams().Check(ctx, check); err != nil {
		v.errorf(path, "compiled SQL: %v", err)
		return
	}
	r.Source, r.SQL, r.Args, r.Tables, r.Native = cq.Source, cq.SQL, cq.Args, cq.Tables, cq.Native()
	r.SingleRow = len(r.Dimensions) == 0
}

// condition checks a where (column set) or having (no column) comparison.
func condition(s *knowledge.Snapshot, c Condition, where bool) (knowledge.Condition, error) {
	if !contains(knowledge.Operators, c.Op) {
		return knowledge.Condition{}, fmt.Errorf("op must be one of %s; got %q", strings.Join(knowledge.Operators, " "), c.Op)
	}
	switch {
	case where && c.Column == "":
		return knowledge.Condition{}, fmt.Errorf("a where condition needs a column (\"table.column\")")
	case !where && c.Column != "":
		return knowledge.Condition{}, fmt.Errorf("a having condition compares the step's metric and takes no column")
	case where:
		t, col, ok := strings.Cut(c.Column, ".")
		if !ok || s.Tables[t] == nil {
			return knowledge.Condition{}, fmt.Errorf("column must be \"table.column\"; %s", unknownIn("table", t, knowledge.SortedNames(s.Tables)))
		}
		if s.Tables[t].Column(col) == nil {
			return knowledge.Condition{}, fmt.Errorf("%s", unknownIn("column of table "+t, col, s.Tables[t].ColumnNames()))
		}
	}
	values, err := filterValues(c.Value)
	if err != nil || len(values) != 1 {
		return knowledge.Condition{}, fmt.Errorf("value must be one string, number or boolean; got %v", c.Value)
	}
	return knowledge.Condition{Column: c.Column, Op: c.Op, Value: values[0]}, nil
}

func timeDimensions(s *knowledge.Snapshot) []string {
	var out []string
	for _, n := range knowledge.SortedNames(s.Dimensions) {
		if s.Dimensions[n].Type == config.DimTime {
			out = append(out, n)
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

func parsePeriod(v any) (*time.Time, *time.Time, error) {
	list, ok := v.([]any)
	if !ok || len(list) != 2 {
		return nil, nil, fmt.Errorf("period must be [\"FROM\", \"TO\"] with inclusive dates (YYYY-MM-DD); null leaves that end open")
	}
	var out [2]*time.Time
	for i, x := range list {
		if x == nil {
			continue
		}
		s, ok := x.(string)
		t, err := time.Parse(config.DateLayout, strings.TrimSpace(s))
		if !ok || err != nil {
			return nil, nil, fmt.Errorf("period[%d] must be a date (YYYY-MM-DD); got %v", i, x)
		}
		out[i] = &t
	}
	if out[0] != nil && out[1] != nil && out[1].Before(*out[0]) {
		return nil, nil, fmt.Errorf("period ends (%s) before it starts (%s)", out[1].Format(config.DateLayout), out[0].Format(config.DateLayout))
	}
	return out[0], out[1], nil
}

func filterValues(v any) ([]any, error) {
	list, isList := v.([]any)
	if !isList {
		list = []any{v}
	}
	out := make([]any, 0, len(list))
	for _, x := range list {
		switch y := x.(type) {
		case string, bool:
			out = append(out, y)
		case json.Number:
			if i, err := y.Int64(); err == nil {
				out = append(out, i)
			} else if f, err := y.Float64(); err == nil {
				out = append(out, f)
			}
		case float64, int, int64:
			out = append(out, y)
		default:
			return nil, fmt.Errorf("filter values must be strings, numbers or booleans; got %v", x)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("a filter needs at least one value")
	}
	return out, nil
}

func (v *validator) sqlStep(ctx context.Context, path string, r *Resolved) {
	src := v.s.Source(r.Step.Source)
	if src == nil {
		if r.Step.Source == "" {
			v.errorf(path+".source", "the workspace has several sources; say which one this SQL runs on: %s", strings.Join(knowledge.SortedNames(v.s.Sources), ", "))
		} else {
			v.errorf(path+".source", "%s", unknownIn("source", r.Step.Source, knowledge.SortedNames(v.s.Sources)))
		}
		return
	}
	checked, err := src.Guard.Check(ctx, r.Step.SQL)
	if err != nil {
		v.errorf(path+".sql", "%v", err)
		return
	}
	r.Source, r.Tables = src, checked.Tables
	r.SQL, r.Setup = checked.SQL, checked.Setup
	// on a plugin source that runs SQL, the step runs there: compiled in
	// its dialect by the planner, translated at load (a verified query
	// written in DuckDB SQL), or as written; never over copies of its
	// tables
	switch n := r.Step.Native; {
	case n != nil && n.Source == src && n.GuardSQL() == r.Step.SQL && n.Native():
		r.SQL, r.Tables, r.Native = n.SQL, n.Tables, true
	case src.RunsSQL():
		if t, ok := v.s.Translated(r.Step.SQL); ok {
			r.SQL = t
		}
		if len(checked.Setup) > 0 {
			v.errorf(path+".sql", "a PIVOT without IN (...) runs only in DuckDB, and source %q runs its SQL in %s: list the values (PIVOT ... ON column IN ('a', 'b')) or write it without PIVOT", src.Name, src.Dialect)
			return
		}
		r.Native = true
	}
}

func (v *validator) outputs() {
	p := v.c.Plan
	steps := map[string]bool{}
	for _, st := range p.Steps {
		if st.ID != "" {
			steps[st.ID] = true
		}
	}
	names := make([]string, 0, len(p.Output))
	seen := map[string]int{}
	for i, o := range p.Output {
		path := fmt.Sprintf("output[%d]", i)
		if strings.TrimSpace(o.Name) == "" {
			v.errorf(path+".name", "every output column needs a name")
			continue
		}
		if prev, dup := seen[o.Name]; dup {
			v.errorf(path+".name", "duplicate output column %q (also output[%d])", o.Name, prev)
		}
		seen[o.Name] = i
		names = append(names, o.Name)
	}
	for i := range p.Output {
		o := &p.Output[i]
		path := fmt.Sprintf("output[%d]", i)
		ro := &ResolvedOutput{Output: o}
		v.c.Outputs = append(v.c.Outputs, ro)
		typ := o.Type
		if typ == "" {
			if o.Formula != "" {
				typ = FormulaColumn
			} else {
				typ = DirectColumn
			}
		}
		switch typ {
		case DirectColumn:
			step, col, ok := strings.Cut(o.From, ".")
			if !ok || col == "" {
				v.errorf(path+".from", "a direct column names its source as \"step.column\"; got %q", o.From)
				continue
			}
			if !steps[step] {
				v.errorf(path+".from", "%v", unknownStep(step, steps))
				continue
			}
			ro.FromStep, ro.FromColumn = step, col
		case FormulaColumn:
			if strings.TrimSpace(o.Formula) == "" {
				v.errorf(path+".formula", "a formula column needs a formula")
				continue
			}
			others := make([]string, 0, len(names))
			for _, n := range names {
				if n != o.Name {
					others = append(others, n)
				}
			}
			f, err := CompileFormula(o.Formula, steps, others)
			if err != nil {
				v.errorf(path+".formula", "%v", err)
				continue
			}
			ro.Formula = f
		default:
			v.errorf(path+".type", "type must be \"direct\" or \"formula\"; got %q", o.Type)
		}
	}
	if len(v.errs) == 0 {
		v.order(names)
	}
}

// order sorts outputs so each formula follows the outputs it reads, and
// reports cycles.
func (v *validator) order(names []string) {
	idx := map[string]int{}
	for i, n := range names {
		idx[n] = i
	}
	state := make([]int, len(v.c.Outputs)) // 0 new, 1 visiting, 2 done
	var visit func(i int, chain []string) bool
	visit = func(i int, chain []string) bool {
		switch state[i] {
		case 1:
			v.errorf(fmt.Sprintf("output[%d].formula", i), "formula columns depend on each other in a cycle: %s", strings.Join(append(chain, names[i]), " -> "))
			return false
		case 2:
			return true
		}
		state[i] = 1
		if f := v.c.Outputs[i].Formula; f != nil {
			for _, ref := range f.OutRefs {
				if !visit(idx[ref], append(chain, names[i])) {
					return false
				}
			}
		}
		state[i] = 2
		v.c.EvalOrder = append(v.c.EvalOrder, i)
		return true
	}
	for i := range v.c.Outputs {
		if !visit(i, nil) {
			return
		}
	}
}

func (v *validator) sorting() {
	p := v.c.Plan
	if p.Limit < 0 {
		v.errorf("limit", "limit must be positive")
	}
	if len(p.Output) == 0 {
		return // columns of rows_from are known only once it runs
	}
	for i, s := range p.Sort {
		if s.Nulls != "" && s.Nulls != "last" {
			v.errorf(fmt.Sprintf("sort[%d].nulls", i), "nulls must be \"last\" (move the rows where the column is null after the others); got %q", s.Nulls)
		}
	}
	names := make([]string, len(p.Output))
	for i, o := range p.Output {
		names[i] = o.Name
	}
	for i, s := range p.Sort {
		if !contains(names, s.Column) {
			v.errorf(fmt.Sprintf("sort[%d].column", i), "%s", unknownIn("output column", s.Column, names))
		}
	}
}

// quoteAll is "a", "b" or "c".
func quoteAll(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	if len(q) > 1 {
		return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
	}
	return strings.Join(q, "")
}
