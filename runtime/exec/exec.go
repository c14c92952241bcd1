// Package exec runs validated instruction plans: steps concurrently on their
// sources, then the rows_from step's rows with the other steps broadcast
// (one row) or joined by key (in DuckDB, whatever sources the steps ran
// on), then direct and formula output columns, sort and limit.
package exec

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Result is a plan's output table with a record of every step run.
type Result struct {
	Table *data.Table
	// Units maps output column names to their units, where known.
	Units map[string]string
	Steps []StepRun
}

// StepRun records one step: what ran, where, and how long it took.
type StepRun struct {
	ID     string `json:"id"`
	Kind   string `json:"kind"`
	Name   string `json:"name,omitempty"`
	Source string `json:"source,omitempty"`
	// RanOn is where the step ran: "warehouse (clickhouse)" in a plugin,
	// "files (duckdb)" in DuckDB.
	RanOn  string         `json:"ran_on,omitempty"`
	SQL    string         `json:"sql"`
	Args   map[string]any `json:"args,omitempty"`
	Tables []string       `json:"tables,omitempty"`
	Rows   int            `json:"rows"`
	Millis float64        `json:"ms"`
	Error  string         `json:"error,omitempty"`
}

// StepError is a step that failed while running.
type StepError struct {
	Step string
	Err  error
}

func (e *StepError) Error() string { return fmt.Sprintf("step %q: %v", e.Step, e.Err) }
func (e *StepError) Unwrap() error { return e.Err }

// Execute runs a checked plan.
func Execute(ctx context.Context, c *plan.Checked) (*Result, error) {
	res := &Result{Steps: make([]StepRun, len(c.Steps)), Units: map[string]string{}}
	tables := make([]*data.Table, len(c.Steps))
	g, gctx := errgroup.WithContext(ctx)
	for i, st := range c.Steps {
		run := &res.Steps[i]
		*run = StepRun{ID: st.ID, Kind: st.Kind, SQL: st.SQL, Args: st.Args, Tables: st.Tables}
		switch st.Kind {
		case "pipe":
			run.Name = st.Pipe
		case "metric":
			run.Name = st.Metric
		}
		if st.Source != nil {
			run.Source = st.Source.Name
			run.RanOn = st.Source.Name + " (duckdb)"
			if st.Native || (st.PipeDef != nil && st.PipeDef.Pushdown) {
				run.RanOn = st.Source.Name + " (" + st.Source.Dialect + ")"
			}
		}
		g.Go(func() error {
			start := time.Now()
			reads := st.Tables
			if st.PipeDef != nil {
				reads = st.PipeDef.Tables
			}
			t, err := st.Source.Query(gctx, knowledge.Request{SQL: st.SQL, Setup: st.Setup, Args: st.Args, Tables: reads, Pipe: st.PipeDef, Native: st.Native})
			run.Millis = float64(time.Since(start).Microseconds()) / 1000
			if err != nil {
				run.Error = err.Error()
				return &StepError{Step: st.ID, Err: err}
			}
			run.Rows = t.Rows()
			tables[i] = t
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return res, err
	}
	t, err := assemble(ctx, c, tables, res.Units)
	if err != nil {
		return res, err
	}
	res.Table = t
	return res, nil
}

// assemble builds the output table from the step results: the rows of the
// rows_from step, left-joined in DuckDB with the steps joined by key, and
// one-row steps broadcast to every row.
func assemble(ctx context.Context, c *plan.Checked, tables []*data.Table, units map[string]string) (*data.Table, error) {
	base := c.RowsFrom
	idx, err := joinSteps(ctx, c, tables)
	if err != nil {
		return nil, err
	}
	rows := len(idx[base])
	for i, st := range c.Steps {
		if i == base || st.JoinBase != "" {
			continue
		}
		t := tables[i]
		if t.Rows() > 1 {
			return nil, fmt.Errorf("step %q returned %d rows, so it cannot be broadcast to every row of %q: join it by key (\"join\": \"%s.KEY = %s.KEY\") or make it return one row", st.ID, t.Rows(), c.Steps[base].ID, c.Steps[base].ID, st.ID)
		}
		fill := 0
		if t.Rows() == 0 {
			fill = -1
		}
		idx[i] = make([]int, rows)
		for r := range idx[i] {
			idx[i][r] = fill
		}
	}

	stepByID := map[string]int{}
	for i, st := range c.Steps {
		stepByID[st.ID] = i
	}
	view := func(step, col string) (*data.Column, []int, error) {
		si := stepByID[step]
		column := tables[si].Col(col)
		if column == nil {
			msg := fmt.Sprintf("step %q has no column %q", step, col)
			if s := suggest(col, tables[si].Names()); s != "" {
				msg += fmt.Sprintf("; did you mean %q?", s)
			} else {
				msg += "; its columns are " + strings.Join(tables[si].Names(), ", ")
			}
			return nil, nil, fmt.Errorf("%s", msg)
		}
		return column, idx[si], nil
	}

	out := &data.Table{Truncated: tables[base].Truncated}
	if len(c.Outputs) == 0 {
		for _, col := range tables[base].Columns {
			out.Columns = append(out.Columns, take(col, idx[base]))
		}
		if st := c.Steps[base]; st.PipeDef != nil {
			for _, o := range st.PipeDef.Outputs {
				if o.Unit != "" {
					units[o.Name] = o.Unit
				}
			}
		}
	} else {
		cols := make([]*data.Column, len(c.Outputs))
		byName := map[string]*data.Column{}
		for _, oi := range c.EvalOrder {
			o := c.Outputs[oi]
			var col *data.Column
			var err error
			if o.Formula == nil {
				var src *data.Column
				var ix []int
				src, ix, err = view(o.FromStep, o.FromColumn)
				if err == nil {
					col = take(src, ix)
					if u := unitOf(c, stepByID[o.FromStep], src.Name); u != "" && o.Unit == "" {
						units[o.Name] = u
					}
				}
			} else {
				col, err = evalFormula(o.Formula, rows, view, byName)
			}
			if err != nil {
				return nil, fmt.Errorf("output column %q: %w", o.Name, err)
			}
			col.Name = o.Name
			if o.Unit != "" {
				units[o.Name] = o.Unit
			}
			cols[oi] = col
			byName[o.Name] = col
		}
		out.Columns = cols
	}
	return sortLimit(out, c.Plan.Sort, c.Plan.Limit)
}

func unitOf(c *plan.Checked, step int, col string) string {
	st := c.Steps[step]
	if st.PipeDef != nil {
		for _, o := range st.PipeDef.Outputs {
			if strings.EqualFold(o.Name, col) {
				return o.Unit
			}
		}
	}
	if st.MetricDef != nil && strings.EqualFold(col, st.MetricDef.Name) {
		return st.MetricDef.Unit
	}
	return ""
}

// joinSteps returns the row index of every step for each output row (-1:
// none): the rows_from step's rows, left-joined in DuckDB (on the rows_from
// step's source) with the steps that have a join key. Keys go in as text
// (see key), so the steps may come from different sources and 5 matches 5.0.
func joinSteps(ctx context.Context, c *plan.Checked, tables []*data.Table) ([][]int, error) {
	base := c.RowsFrom
	idx := make([][]int, len(tables))
	var joined []int
	var joins []engine.JoinOn
	for i, st := range c.Steps {
		if i == base || st.JoinBase == "" {
			continue
		}
		bcol := tables[base].Col(st.JoinBase)
		if bcol == nil {
			return nil, fmt.Errorf("step %q: join column %q is not a column of %q (%s)", st.ID, st.JoinBase, c.Steps[base].ID, strings.Join(tables[base].Names(), ", "))
		}
		tcol := tables[i].Col(st.JoinThis)
		if tcol == nil {
			return nil, fmt.Errorf("step %q: join column %q is not one of its columns (%s)", st.ID, st.JoinThis, strings.Join(tables[i].Names(), ", "))
		}
		joined = append(joined, i)
		joins = append(joins, engine.JoinOn{Left: keys(bcol), Right: keys(tcol)})
	}
	n := tables[base].Rows()
	if len(joins) == 0 {
		idx[base] = make([]int, n)
		for r := range idx[base] {
			idx[base][r] = r
		}
		return idx, nil
	}
	out, err := c.Steps[base].Source.DB.LeftJoin(ctx, n, joins)
	if err != nil {
		return nil, err
	}
	idx[base] = out[0]
	for j, i := range joined {
		idx[i] = out[1+j]
	}
	return idx, nil
}

// keys renders a column's values as join keys.
func keys(c *data.Column) engine.Keys {
	ks := make(engine.Keys, c.Len())
	for r := range ks {
		ks[r].String, ks[r].Valid = key(c, r)
	}
	return ks
}

// key renders a join key so that 5 and 5.0 match, and text matches text.
func key(c *data.Column, i int) (string, bool) {
	if c.IsNull(i) {
		return "", false
	}
	switch c.Kind {
	case data.Int:
		return strconv.FormatInt(c.Ints[i], 10), true
	case data.Float:
		f := c.Floats[i]
		if f == math.Trunc(f) && math.Abs(f) < 1e15 {
			return strconv.FormatInt(int64(f), 10), true
		}
		return strconv.FormatFloat(f, 'g', -1, 64), true
	case data.Date, data.Timestamp:
		return c.Times[i].Format(time.RFC3339Nano), true
	}
	return fmt.Sprint(c.Value(i)), true
}

// take gathers a column's values by row index (-1 = null).
func take(c *data.Column, idx []int) *data.Column {
	identity := len(idx) == c.Len()
	for i, x := range idx {
		if x != i {
			identity = false
			break
		}
	}
	if identity {
		return c
	}
	t := (&data.Table{Columns: []*data.Column{c}}).Take(idx)
	return t.Columns[0]
}

// sortLimit orders rows by the sort columns (nulls last) and keeps limit.
func sortLimit(t *data.Table, sorts []plan.Sort, limit int) (*data.Table, error) {
	n := t.Rows()
	if len(sorts) == 0 && (limit == 0 || limit >= n) {
		return t, nil
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	if len(sorts) > 0 {
		cols := make([]*data.Column, len(sorts))
		for i, s := range sorts {
			cols[i] = t.Col(s.Column)
			if cols[i] == nil {
				return nil, fmt.Errorf("sort: no column %q (columns: %s)", s.Column, strings.Join(t.Names(), ", "))
			}
		}
		sort.SliceStable(order, func(a, b int) bool {
			for i, s := range sorts {
				if s.Nulls == "last" {
					na, nb := cols[i].IsNull(order[a]), cols[i].IsNull(order[b])
					if na != nb {
						return nb
					}
					continue
				}
				c := compare(cols[i], order[a], order[b])
				if c == 0 {
					continue
				}
				if cols[i].IsNull(order[a]) || cols[i].IsNull(order[b]) {
					return c < 0 // nulls last either way
				}
				if s.Desc {
					return c > 0
				}
				return c < 0
			}
			return false
		})
	}
	if limit > 0 && limit < n {
		order = order[:limit]
	}
	return t.Take(order), nil
}

// compare orders two values of a column; nulls sort after everything.
func compare(c *data.Column, a, b int) int {
	na, nb := c.IsNull(a), c.IsNull(b)
	switch {
	case na && nb:
		return 0
	case na:
		return 1
	case nb:
		return -1
	}
	switch c.Kind {
	case data.Int:
		return cmp3(c.Ints[a] < c.Ints[b], c.Ints[a] > c.Ints[b])
	case data.Float:
		return cmp3(c.Floats[a] < c.Floats[b], c.Floats[a] > c.Floats[b])
	case data.String:
		return strings.Compare(c.Strs[a], c.Strs[b])
	case data.Bool:
		return cmp3(!c.Bools[a] && c.Bools[b], c.Bools[a] && !c.Bools[b])
	case data.Date, data.Timestamp:
		return c.Times[a].Compare(c.Times[b])
	}
	return strings.Compare(fmt.Sprint(c.Value(a)), fmt.Sprint(c.Value(b)))
}

func cmp3(less, more bool) int {
	switch {
	case less:
		return -1
	case more:
		return 1
	}
	return 0
}
