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
		{config.Golden{Expect: cty.NumberFloatVal(1000), Mode: "approximate"}, answer(1000.9), ""}, // 0.1% by default
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
