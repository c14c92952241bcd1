package exec

import (
	"fmt"
	"math"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/vm"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

func suggest(name string, names []string) string { return config.Suggest(name, names) }

// viewFunc resolves step.column to the column and the row index array that
// maps output rows to its rows (-1 = null).
type viewFunc func(step, col string) (*data.Column, []int, error)

// evalFormula computes a formula column over rows output rows. Arithmetic
// over numeric columns is evaluated a column at a time; anything else runs
// the compiled expr program row by row. Both give the same values: a null
// input gives null (unless the formula uses coalesce), and division by zero
// gives null.
func evalFormula(f *plan.Formula, rows int, view viewFunc, outs map[string]*data.Column) (*data.Column, error) {
	if !f.Coalesce {
		vc := &vcompiler{rows: rows, view: view, outs: outs}
		if fn := vc.compile(f.Tree); fn != nil && vc.err == nil {
			v := fn()
			return v.column(rows), nil
		} else if vc.err != nil {
			return nil, vc.err
		}
	}
	return evalRows(f, rows, view, outs)
}

// ---------------------------------------------------------------- vectors

// vec is a numeric vector, or a scalar when scalar is set.
type vec struct {
	vals   []float64
	null   []bool // nil: no nulls
	scalar bool
	s      float64
	isInt  bool
}

func (v vec) at(i int) float64 {
	if v.scalar {
		return v.s
	}
	return v.vals[i]
}

func (v vec) isNull(i int) bool { return !v.scalar && v.null != nil && v.null[i] }

func (v vec) column(rows int) *data.Column {
	kind := data.Float
	if v.isInt {
		kind = data.Int
	}
	c := &data.Column{Kind: kind}
	if v.scalar {
		vals := make([]float64, rows)
		for i := range vals {
			vals[i] = v.s
		}
		v.vals, v.scalar = vals, false
	}
	if kind == data.Int {
		c.Ints = make([]int64, len(v.vals))
		for i, x := range v.vals {
			c.Ints[i] = int64(x)
		}
	} else {
		c.Floats = v.vals
	}
	c.Null = v.null
	// Non-finite results (division by zero) are null.
	if kind == data.Float {
		for i, x := range v.vals {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				if c.Null == nil {
					c.Null = make([]bool, len(v.vals))
				}
				c.Null[i] = true
			}
		}
	}
	return c
}

type vfunc func() vec

type vcompiler struct {
	rows int
	view viewFunc
	outs map[string]*data.Column
	err  error
}

// compile returns nil when a node cannot be vectorized (the row path takes
// over); err is set for real errors such as a missing column.
func (c *vcompiler) compile(n ast.Node) vfunc {
	switch x := n.(type) {
	case *ast.IntegerNode:
		v := vec{scalar: true, s: float64(x.Value), isInt: true}
		return func() vec { return v }
	case *ast.FloatNode:
		v := vec{scalar: true, s: x.Value}
		return func() vec { return v }
	case *ast.MemberNode:
		id, ok1 := x.Node.(*ast.IdentifierNode)
		prop, ok2 := x.Property.(*ast.StringNode)
		if !ok1 || !ok2 {
			return nil
		}
		if id.Value == plan.OutVar {
			return c.outColumn(prop.Value)
		}
		col, ix, err := c.view(id.Value, prop.Value)
		if err != nil {
			c.err = err
			return nil
		}
		if col.Kind != data.Int && col.Kind != data.Float {
			return nil
		}
		return func() vec { return gather(col, ix) }
	case *ast.IdentifierNode:
		return c.outColumn(x.Value)
	case *ast.UnaryNode:
		inner := c.compile(x.Node)
		if inner == nil {
			return nil
		}
		switch x.Operator {
		case "+":
			return inner
		case "-":
			return func() vec { return mapVec(inner(), func(a float64) float64 { return -a }, true) }
		}
		return nil
	case *ast.BinaryNode:
		return c.binary(x)
	case *ast.CallNode:
		id, ok := x.Callee.(*ast.IdentifierNode)
		if !ok {
			return nil
		}
		return c.call(id.Value, x.Arguments)
	case *ast.BuiltinNode:
		return c.call(x.Name, x.Arguments)
	}
	return nil
}

func (c *vcompiler) outColumn(name string) vfunc {
	col := c.outs[name]
	if col == nil || (col.Kind != data.Int && col.Kind != data.Float) {
		return nil
	}
	return func() vec { return gather(col, nil) }
}

// gather reads a numeric column through a row index (nil = identity).
func gather(col *data.Column, ix []int) vec {
	n := col.Len()
	if ix != nil {
		n = len(ix)
	}
	v := vec{vals: make([]float64, n), isInt: col.Kind == data.Int}
	for i := 0; i < n; i++ {
		r := i
		if ix != nil {
			r = ix[i]
		}
		if r < 0 || col.IsNull(r) {
			if v.null == nil {
				v.null = make([]bool, n)
			}
			v.null[i] = true
			continue
		}
		if v.isInt {
			v.vals[i] = float64(col.Ints[r])
		} else {
			v.vals[i] = col.Floats[r]
		}
	}
	return v
}

func mapVec(a vec, f func(float64) float64, keepInt bool) vec {
	if a.scalar {
		return vec{scalar: true, s: f(a.s), isInt: a.isInt && keepInt}
	}
	out := vec{vals: make([]float64, len(a.vals)), null: a.null, isInt: a.isInt && keepInt}
	for i, x := range a.vals {
		out.vals[i] = f(x)
	}
	return out
}

func orNull(a, b vec, n int) []bool {
	if (a.scalar || a.null == nil) && (b.scalar || b.null == nil) {
		return nil
	}
	out := make([]bool, n)
	for i := range out {
		out[i] = a.isNull(i) || b.isNull(i)
	}
	return out
}

func zip(a, b vec, rows int, isInt bool, f func(x, y float64) float64) vec {
	if a.scalar && b.scalar {
		return vec{scalar: true, s: f(a.s, b.s), isInt: isInt}
	}
	out := vec{vals: make([]float64, rows), null: orNull(a, b, rows), isInt: isInt}
	switch {
	case a.scalar:
		for i := range out.vals {
			out.vals[i] = f(a.s, b.vals[i])
		}
	case b.scalar:
		for i := range out.vals {
			out.vals[i] = f(a.vals[i], b.s)
		}
	default:
		for i := range out.vals {
			out.vals[i] = f(a.vals[i], b.vals[i])
		}
	}
	return out
}

func (c *vcompiler) binary(x *ast.BinaryNode) vfunc {
	l, r := c.compile(x.Left), c.compile(x.Right)
	if l == nil || r == nil {
		return nil
	}
	rows := c.rows
	switch x.Operator {
	case "+":
		return func() vec {
			a, b := l(), r()
			return zip(a, b, rows, a.isInt && b.isInt, func(x, y float64) float64 { return x + y })
		}
	case "-":
		return func() vec {
			a, b := l(), r()
			return zip(a, b, rows, a.isInt && b.isInt, func(x, y float64) float64 { return x - y })
		}
	case "*":
		return func() vec {
			a, b := l(), r()
			return zip(a, b, rows, a.isInt && b.isInt, func(x, y float64) float64 { return x * y })
		}
	case "/":
		// expr divides as floats, even for two ints.
		return func() vec { return zip(l(), r(), rows, false, func(x, y float64) float64 { return x / y }) }
	case "**", "^":
		return func() vec { return zip(l(), r(), rows, false, math.Pow) }
	}
	return nil
}

func (c *vcompiler) call(name string, arguments []ast.Node) vfunc {
	args := make([]vfunc, len(arguments))
	for i, a := range arguments {
		if args[i] = c.compile(a); args[i] == nil {
			return nil
		}
	}
	rows := c.rows
	switch {
	case name == "abs" && len(args) == 1:
		return func() vec { return mapVec(args[0](), math.Abs, true) }
	case name == "floor" && len(args) == 1:
		return func() vec { return mapVec(args[0](), math.Floor, false) }
	case name == "ceil" && len(args) == 1:
		return func() vec { return mapVec(args[0](), math.Ceil, false) }
	case name == "round" && len(args) == 1:
		return func() vec { return mapVec(args[0](), func(v float64) float64 { return plan.RoundTo(v) }, false) }
	case name == "round" && len(args) == 2:
		return func() vec {
			return zip(args[0](), args[1](), rows, false, func(v, d float64) float64 { return plan.RoundTo(v, d) })
		}
	case name == "pct" && len(args) == 2:
		return func() vec {
			return zip(args[0](), args[1](), rows, false, func(p, w float64) float64 { return p / w * 100 })
		}
	case name == "growth" && len(args) == 2:
		return func() vec {
			return zip(args[0](), args[1](), rows, false, func(cur, prev float64) float64 { return (cur - prev) / prev * 100 })
		}
	case (name == "min" || name == "max") && len(args) == 2:
		f := math.Min
		if name == "max" {
			f = math.Max
		}
		return func() vec { return zip(args[0](), args[1](), rows, false, f) }
	}
	return nil
}

// --------------------------------------------------------------- row path

func evalRows(f *plan.Formula, rows int, view viewFunc, outs map[string]*data.Column) (*data.Column, error) {
	type stepRef struct {
		ref plan.Ref
		col *data.Column
		ix  []int
	}
	refs := make([]stepRef, 0, len(f.StepRefs))
	for _, r := range f.StepRefs {
		col, ix, err := view(r.Step, r.Column)
		if err != nil {
			return nil, err
		}
		refs = append(refs, stepRef{r, col, ix})
	}
	values := make([]any, rows)
	var machine vm.VM
	env := map[string]any{}
	stepMaps := map[string]map[string]any{}
	for _, r := range refs {
		if stepMaps[r.ref.Step] == nil {
			stepMaps[r.ref.Step] = map[string]any{}
			env[r.ref.Step] = stepMaps[r.ref.Step]
		}
	}
	outMap := map[string]any{}
	env[plan.OutVar] = outMap
	for i := 0; i < rows; i++ {
		hasNull := false
		for _, r := range refs {
			var v any
			if ri := r.ix[i]; ri >= 0 {
				v = r.col.Value(ri)
			}
			hasNull = hasNull || v == nil
			stepMaps[r.ref.Step][r.ref.Column] = v
		}
		for _, name := range f.OutRefs {
			v := outs[name].Value(i)
			hasNull = hasNull || v == nil
			outMap[name] = v
			env[name] = v
		}
		if hasNull && !f.Coalesce {
			continue
		}
		v, err := machine.Run(f.Program, env)
		if err != nil {
			return nil, fmt.Errorf("row %d: %v", i+1, err)
		}
		values[i] = plan.FormulaValue(v)
	}
	return columnOf(values), nil
}

// columnOf builds a typed column from values, choosing the kind from them.
func columnOf(values []any) *data.Column {
	kind := data.Kind("")
	for _, v := range values {
		var k data.Kind
		switch v.(type) {
		case nil:
			continue
		case int64:
			k = data.Int
		case float64:
			k = data.Float
		case string:
			k = data.String
		case bool:
			k = data.Bool
		default:
			k = data.Other
		}
		switch {
		case kind == "":
			kind = k
		case kind == data.Int && k == data.Float, kind == data.Float && k == data.Int:
			kind = data.Float
		case kind != k:
			kind = data.Other
		}
	}
	if kind == "" {
		kind = data.Float
	}
	c := data.NewColumn("", kind, len(values))
	for _, v := range values {
		c.Append(v)
	}
	return c
}
