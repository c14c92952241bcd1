package knowledge

import "testing"

// TestConditional: an aggregate over some rows, written over all of them;
// an expression it cannot rewrite is refused, not half rewritten.
func TestConditional(t *testing.T) {
	for _, c := range []struct {
		sql   string
		conds []string
		want  string
		ok    bool
	}{
		{"COUNT(*)", []string{"cancelled = 1"}, "SUM(CASE WHEN (cancelled = 1) THEN 1 ELSE 0 END)", true},
		{"count( * )", []string{"a", "b"}, "SUM(CASE WHEN (a) AND (b) THEN 1 ELSE 0 END)", true},
		{"COUNT(DISTINCT patient_id)", []string{"x > 0"}, "COUNT(DISTINCT CASE WHEN (x > 0) THEN patient_id END)", true},
		{"SUM(price * (1 - discount))", []string{"y"}, "SUM(CASE WHEN (y) THEN price * (1 - discount) ELSE 0 END)", true},
		{"SUM(a) / SUM(b)", []string{"y"}, "SUM(a) / SUM(b)", false},
		{"AVG(x)", []string{"y"}, "AVG(x)", false},
		{"AVG(x)", nil, "AVG(x)", true},
	} {
		got, ok := Conditional(c.sql, c.conds)
		if got != c.want || ok != c.ok {
			t.Errorf("Conditional(%q, %q) = %q, %v; want %q, %v", c.sql, c.conds, got, ok, c.want, c.ok)
		}
	}
}
