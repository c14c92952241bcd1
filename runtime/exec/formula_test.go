package exec

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

func testColumns(n int) (a, b *data.Column) {
	a = data.NewColumn("a", data.Float, n)
	b = data.NewColumn("b", data.Int, n)
	for i := 0; i < n; i++ {
		if i%7 == 0 {
			a.Append(nil)
		} else {
			a.Append(float64(i) * 1.5)
		}
		b.Append(int64(i % 5))
	}
	return a, b
}

// Formulas evaluated a column at a time must equal the expr VM's results,
// including nulls, integer results and division by zero.
func TestVectorAndRowPathsAgree(t *testing.T) {
	const n = 200
	a, b := testColumns(n)
	ix := make([]int, n)
	for i := range ix {
		ix[i] = i
	}
	ix[3] = -1 // an unmatched join row
	view := func(step, col string) (*data.Column, []int, error) {
		if col == "a" {
			return a, ix, nil
		}
		return b, ix, nil
	}
	formulas := []string{"s.a * s.b", "s.a / s.b", "s.a - s.b * 2 + 1", "round(s.a / 3, 2)", "round(s.a)", "pct(s.b, s.a)",
		"-s.a + abs(s.b - 3)", "s.b * s.b + 1", "s.b / 2", "max(s.a, s.b)", "min(s.b, 2)", "growth(s.a, s.b)", "floor(s.a / 4) + ceil(s.b / 3)", "s.a ** 2"}
	for _, src := range formulas {
		f, err := plan.CompileFormula(src, map[string]bool{"s": true}, nil)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		vc := &vcompiler{rows: n, view: view}
		fn := vc.compile(f.Tree)
		if fn == nil || vc.err != nil {
			t.Fatalf("%s: not vectorized (%v)", src, vc.err)
		}
		vec := fn().column(n)
		row, err := evalRows(f, n, view, nil)
		if err != nil {
			t.Fatalf("%s: row path: %v", src, err)
		}
		if vec.Kind != row.Kind && row.Kind != data.Float {
			t.Errorf("%s: vector kind %s, row kind %s", src, vec.Kind, row.Kind)
		}
		var gv, gr []any
		for i := 0; i < n; i++ {
			gv = append(gv, norm(vec.Value(i)))
			gr = append(gr, norm(row.Value(i)))
		}
		if d := cmp.Diff(gr, gv); d != "" {
			t.Errorf("%s: vector path differs from row path (-row +vector):\n%s", src, d)
		}
	}
}

func norm(v any) any {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case float64:
		return math.Round(x*1e9) / 1e9
	}
	return v
}

func TestRowPathFormulas(t *testing.T) {
	const n = 4
	a, b := testColumns(n)
	view := func(step, col string) (*data.Column, []int, error) {
		if col == "a" {
			return a, nil, nil
		}
		return b, nil, nil
	}
	ident := func(step, col string) (*data.Column, []int, error) {
		c, _, err := view(step, col)
		return c, []int{0, 1, 2, 3}, err
	}
	cases := []struct {
		src  string
		want []any
	}{
		{"s.b > 1 ? 'big' : 'small'", []any{"small", "small", "big", "big"}},
		{"s.a > 2 ? 'big' : 'small'", []any{nil, "small", "big", "big"}}, // a null input gives null
		{"coalesce(s.a, 0) + 1", []any{1.0, 2.5, 4.0, 5.5}},
		{"s.b % 2", []any{int64(0), int64(1), int64(0), int64(1)}},
		{"string(s.b) + '!'", []any{"0!", "1!", "2!", "3!"}},
	}
	for _, c := range cases {
		f, err := plan.CompileFormula(c.src, map[string]bool{"s": true}, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		col, err := evalFormula(f, n, ident, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		var got []any
		for i := 0; i < n; i++ {
			got = append(got, col.Value(i))
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("%s (-want +got):\n%s", c.src, d)
		}
	}
}
