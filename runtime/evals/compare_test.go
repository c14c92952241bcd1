package evals

import (
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/exec"
)

func answer(v any, cols ...*data.Column) *agents.Answer {
	t := &data.Table{Columns: cols}
	return &agents.Answer{Answer: v, Data: t, Route: "metric", Provenance: agents.Provenance{MetricUsed: "revenue", Steps: []exec.StepRun{{Kind: "pipe", Name: "top"}}, SQL: []string{"SELECT SUM(x) FROM t"}}}
}

func TestCheckModes(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	two := data.NewColumn("name", data.String, 2)
	two.Append("a")
	two.Append("b")
	num := data.NewColumn("revenue", data.Float, 2)
	num.Append(1.0)
	num.Append(2.0)
	cases := []struct {
		g    config.Golden
		a    *agents.Answer
		fail string // "" = passes
	}{
		{config.Golden{Expect: cty.NumberFloatVal(100), Mode: "exact"}, answer(100.004), ""},
		{config.Golden{Expect: cty.NumberFloatVal(100), Mode: "exact"}, answer(100.02), "got 100.02, want 100"},
		{config.Golden{Expect: cty.NumberFloatVal(1000), Mode: "approximate", Tolerance: f(0.01)}, answer(1009.0), ""},
		{config.Golden{Expect: cty.NumberFloatVal(1000), Mode: "approximate", Tolerance: f(0.01)}, answer(1011.0), "got 1011"},
		// 1e-6 relative by default: a year's revenue missing one order line
		// (or a day) fails; summation-order noise passes
		{config.Golden{Expect: cty.NumberFloatVal(617085.2), Mode: "approximate"}, answer(617085.2 + 617085.2*9e-7), ""},
		{config.Golden{Expect: cty.NumberFloatVal(617085.2), Mode: "approximate"}, answer(617085.2 - 14.0), "got 617071.2, want 617085.2 (off by 14, 2.3e-05 relative)"},
		{config.Golden{Expect: cty.NumberFloatVal(1000), Mode: "approximate"}, answer(1000.9), "off by 0.9"},
		// and never tighter than rounding to 2 decimals
		{config.Golden{Expect: cty.NumberFloatVal(12.34), Mode: "approximate"}, answer(12.344), ""},
		{config.Golden{Expect: cty.StringVal("USA")}, answer("USA"), ""},
		// a golden naming a period by its first day matches the period
		{config.Golden{Expect: cty.StringVal("1998-04-01")}, answer("1998-04"), ""},
		{config.Golden{Expect: cty.StringVal("1997-07-01")}, answer("1997-Q3"), ""},
		{config.Golden{Expect: cty.StringVal("1998-05-01")}, answer("1998-04"), `got "1998-04", want "1998-05-01"`},
		{config.Golden{Expect: cty.StringVal("1997-08-01")}, answer("1997-Q3"), `got "1997-Q3"`},
		{config.Golden{Expect: cty.NumberIntVal(2), Mode: "row_count"}, answer(nil, two), ""},
		{config.Golden{Expect: cty.NumberIntVal(3), Mode: "row_count"}, answer(nil, two), "2 rows, want 3"},
		{config.Golden{Expect: cty.TupleVal([]cty.Value{cty.StringVal("b")}), Mode: "contains"}, answer([]any{"a", "b"}), ""},
		{config.Golden{Expect: cty.TupleVal([]cty.Value{cty.StringVal("c")}), Mode: "contains"}, answer([]any{"a", "b"}), `does not contain "c"`},
		{config.Golden{Expect: cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("str"), "revenue": cty.StringVal("float")}), Mode: "structure"}, answer(nil, two, num), ""},
		{config.Golden{Expect: cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("int")}), Mode: "structure"}, answer(nil, two, num), `column "name" is string, want int`},
		{config.Golden{Expect: cty.TupleVal([]cty.Value{cty.StringVal("units")}), Mode: "structure"}, answer(nil, two, num), `no column "units"`},
		{config.Golden{ExpectRoute: "pipes"}, answer(nil), "route metric, want pipes"},
		{config.Golden{ExpectPipe: "top", ExpectMetric: "revenue", ExpectSQL: []string{"sum(x)"}}, answer(nil), ""},
		{config.Golden{ExpectSQL: []string{"JOIN"}}, answer(nil), `no SQL contains "JOIN"`},
	}
	for i, c := range cases {
		if c.g.Expect == cty.NilVal {
			c.g.Expect = cty.NullVal(cty.DynamicPseudoType)
		}
		fails := strings.Join(Check(&c.g, c.a), "; ")
		switch {
		case c.fail == "" && fails != "":
			t.Errorf("case %d: failed: %s", i, fails)
		case c.fail != "" && !strings.Contains(fails, c.fail):
			t.Errorf("case %d: failures %q, want %q", i, fails, c.fail)
		}
	}
}

// TestDeviation: the report says how far each answer's numbers were from
// the expected ones, pairing list items by position and objects by key.
func TestDeviation(t *testing.T) {
	for _, c := range []struct {
		name      string
		want, got any
		out       string // Deviation.String()
		n         int
	}{
		{"scalar", 100.0, 100.5, "±0.5 (0.005)", 1},
		{"equal", 3.0, 3.0, "0", 1},
		{"rows", []any{map[string]any{"c": "A", "v": 10.0}, map[string]any{"c": "B", "v": 200.0}},
			[]any{map[string]any{"c": "A", "v": 10.1}, map[string]any{"c": "B", "v": 199.0}}, "±1 (0.01)", 2},
		{"zero expected", 0.0, 0.25, "±0.25", 1},
		{"no number", "USA", "USA", "-", 0},
		{"not a number", 5.0, "five", "-", 0},
	} {
		d := Measure(c.want, c.got)
		if got := d.String(); got != c.out || (d != nil && d.Numbers != c.n) || (d == nil && c.n != 0) {
			t.Errorf("%s: %s (%v), want %s (%d numbers)", c.name, got, d, c.out, c.n)
		}
	}
}
