package plan

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// FormulaFuncs are the functions a formula may call, beyond arithmetic,
// comparison, logic and the ternary operator.
var FormulaFuncs = []string{"abs", "ceil", "floor", "round", "min", "max", "pct", "growth", "coalesce", "len", "upper", "lower", "trim", "string", "int", "float"}

// Formula is an output formula compiled once at validation.
type Formula struct {
	Source  string
	Program *vm.Program
	Tree    ast.Node
	// StepRefs are the step.column references, OutRefs the output columns
	// the formula reads.
	StepRefs []Ref
	OutRefs  []string
	// Coalesce is true when the formula handles nulls itself; otherwise a
	// null input makes the result null, as in SQL.
	Coalesce bool
}

// Ref is a step.column reference.
type Ref struct{ Step, Column string }

// OutVar is the variable through which formulas reach output columns whose
// names are not identifiers: out["Share %"].
const OutVar = "out"

// maxFormulaNodes bounds formula size: formulas come from plans, which may
// come from a model or an API client.
const maxFormulaNodes = 500

// CompileFormula compiles src and checks what it references: steps must be
// in steps, bare identifiers must be output columns.
func CompileFormula(src string, steps map[string]bool, outputs []string) (*Formula, error) {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil, formulaError(err)
	}
	f := &Formula{Source: src, Tree: tree.Node}
	outSet := map[string]bool{}
	for _, o := range outputs {
		outSet[o] = true
	}
	var refErr error
	seenOut := map[string]bool{}
	var visit func(n ast.Node)
	visit = func(n ast.Node) {
		if refErr != nil || n == nil {
			return
		}
		switch x := n.(type) {
		case *ast.MemberNode:
			id, ok := x.Node.(*ast.IdentifierNode)
			prop, pok := x.Property.(*ast.StringNode)
			if ok && pok {
				switch {
				case id.Value == OutVar && !steps[OutVar]:
					if !outSet[prop.Value] {
						refErr = unknownOutput(prop.Value, outputs)
						return
					}
					if !seenOut[prop.Value] {
						seenOut[prop.Value] = true
						f.OutRefs = append(f.OutRefs, prop.Value)
					}
				case steps[id.Value]:
					f.StepRefs = append(f.StepRefs, Ref{id.Value, prop.Value})
				default:
					refErr = unknownStep(id.Value, steps)
				}
				return
			}
			visit(x.Node)
			visit(x.Property)
		case *ast.CallNode:
			callee, ok := x.Callee.(*ast.IdentifierNode)
			if !ok || !isFunc(callee.Value) {
				name := "that"
				if ok {
					name = callee.Value
				}
				refErr = fmt.Errorf("unknown function %s(); formulas may call %v", name, FormulaFuncs)
				return
			}
			if callee.Value == "coalesce" {
				f.Coalesce = true
			}
			for _, a := range x.Arguments {
				visit(a)
			}
		case *ast.BuiltinNode:
			if !isFunc(x.Name) {
				refErr = fmt.Errorf("unknown function %s(); formulas may call %v", x.Name, FormulaFuncs)
				return
			}
			for _, a := range x.Arguments {
				visit(a)
			}
		case *ast.IdentifierNode:
			switch {
			case steps[x.Value]:
				refErr = fmt.Errorf("%q is a step: name one of its columns, as %s.column", x.Value, x.Value)
			case outSet[x.Value]:
				if !seenOut[x.Value] {
					seenOut[x.Value] = true
					f.OutRefs = append(f.OutRefs, x.Value)
				}
			default:
				refErr = unknownIdent(x.Value, steps, outputs)
			}
		case *ast.BinaryNode:
			visit(x.Left)
			visit(x.Right)
		case *ast.UnaryNode:
			visit(x.Node)
		case *ast.ConditionalNode:
			visit(x.Cond)
			visit(x.Exp1)
			visit(x.Exp2)
		case *ast.IntegerNode, *ast.FloatNode, *ast.StringNode, *ast.BoolNode, *ast.NilNode:
		default:
			refErr = fmt.Errorf("this kind of expression (%T) is not allowed in a formula", n)
		}
	}
	visit(tree.Node)
	if refErr != nil {
		return nil, refErr
	}
	opts := []expr.Option{expr.AllowUndefinedVariables(), expr.DisableAllBuiltins(), expr.MaxNodes(maxFormulaNodes)}
	for _, b := range []string{"abs", "ceil", "floor", "len", "upper", "lower", "trim", "string", "int", "float"} {
		opts = append(opts, expr.EnableBuiltin(b))
	}
	opts = append(opts, formulaFunctions()...)
	prog, err := expr.Compile(src, opts...)
	if err != nil {
		return nil, formulaError(err)
	}
	f.Program = prog
	return f, nil
}

func isFunc(name string) bool {
	for _, f := range FormulaFuncs {
		if f == name {
			return true
		}
	}
	return false
}

func formulaError(err error) error {
	var fe *file.Error
	if errors.As(err, &fe) {
		return fmt.Errorf("line %d, column %d: %s", fe.Line, fe.Column+1, fe.Message)
	}
	return err
}

func unknownStep(name string, steps map[string]bool) error {
	ids := make([]string, 0, len(steps))
	for s := range steps {
		ids = append(ids, s)
	}
	sort.Strings(ids)
	if s := config.Suggest(name, ids); s != "" {
		return fmt.Errorf("unknown step %q; did you mean %q?", name, s)
	}
	return fmt.Errorf("unknown step %q; steps are %v", name, ids)
}

func unknownOutput(name string, outputs []string) error {
	if s := config.Suggest(name, outputs); s != "" {
		return fmt.Errorf("unknown output column %q; did you mean %q?", name, s)
	}
	return fmt.Errorf("unknown output column %q; outputs are %v", name, outputs)
}

func unknownIdent(name string, steps map[string]bool, outputs []string) error {
	cands := append([]string{}, outputs...)
	for s := range steps {
		cands = append(cands, s)
	}
	msg := fmt.Sprintf("unknown name %q: a formula reads step columns (step.column) and output columns (by name, or out[\"Name\"])", name)
	if s := config.Suggest(name, cands); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return errors.New(msg)
}

// FormulaValue normalizes what a formula returned: non-finite numbers
// (division by zero) become null.
func FormulaValue(v any) any {
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil
		}
	case int:
		return int64(x)
	}
	return v
}

func formulaFunctions() []expr.Option {
	num := func(v any) (float64, bool) {
		switch x := v.(type) {
		case int:
			return float64(x), true
		case int64:
			return float64(x), true
		case float64:
			return x, true
		}
		return 0, false
	}
	nums := func(name string, params []any) ([]float64, error) {
		out := make([]float64, len(params))
		for i, p := range params {
			f, ok := num(p)
			if !ok {
				return nil, fmt.Errorf("%s() takes numbers; argument %d is %T", name, i+1, p)
			}
			out[i] = f
		}
		return out, nil
	}
	return []expr.Option{
		expr.Function("round", func(params ...any) (any, error) {
			if len(params) < 1 || len(params) > 2 {
				return nil, fmt.Errorf("round(x) or round(x, digits)")
			}
			xs, err := nums("round", params)
			if err != nil {
				return nil, err
			}
			return RoundTo(xs[0], xs[1:]...), nil
		}),
		expr.Function("pct", func(params ...any) (any, error) {
			if len(params) != 2 {
				return nil, fmt.Errorf("pct(part, whole) takes two numbers")
			}
			xs, err := nums("pct", params)
			if err != nil {
				return nil, err
			}
			return xs[0] / xs[1] * 100, nil
		}),
		expr.Function("growth", func(params ...any) (any, error) {
			if len(params) != 2 {
				return nil, fmt.Errorf("growth(current, previous) takes two numbers")
			}
			xs, err := nums("growth", params)
			if err != nil {
				return nil, err
			}
			return (xs[0] - xs[1]) / xs[1] * 100, nil
		}),
		expr.Function("min", func(params ...any) (any, error) {
			xs, err := nums("min", params)
			if err != nil || len(xs) == 0 {
				return nil, fmt.Errorf("min() takes one or more numbers")
			}
			m := xs[0]
			for _, x := range xs[1:] {
				m = math.Min(m, x)
			}
			return m, nil
		}),
		expr.Function("max", func(params ...any) (any, error) {
			xs, err := nums("max", params)
			if err != nil || len(xs) == 0 {
				return nil, fmt.Errorf("max() takes one or more numbers")
			}
			m := xs[0]
			for _, x := range xs[1:] {
				m = math.Max(m, x)
			}
			return m, nil
		}),
		expr.Function("coalesce", func(params ...any) (any, error) {
			for _, p := range params {
				if p != nil {
					return p, nil
				}
			}
			return nil, nil
		}),
	}
}

// RoundTo rounds half away from zero to digits decimals (0 by default).
func RoundTo(x float64, digits ...float64) float64 {
	d := 0.0
	if len(digits) > 0 {
		d = digits[0]
	}
	p := math.Pow(10, d)
	return math.Round(x*p) / p
}
