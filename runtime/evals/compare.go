// Package evals checks answers against golden questions (evals/*.hcl).
//
// Comparison modes:
//   - exact: the typed answer equals expect; numbers are compared at 2
//     decimals, lists in order, objects key by key.
//   - approximate: as exact, but numbers may differ by up to tolerance
//     (absolute; 0.01 when not set).
//   - row_count: the result has expect rows.
//   - contains: every element of expect (a list) is in the answer list.
//   - structure: the answer has the shape of the format hint; values are
//     not compared.
//
// expect_route, expect_pipe, expect_metric and expect_sql_contains are
// checked in every mode.
package evals

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// DefaultTolerance is the approximate mode's tolerance when none is set.
const DefaultTolerance = 0.01

// Check compares an answer with a golden question and returns every
// difference found (none when it passes).
func Check(g *config.Golden, a *agents.Answer) []string {
	var fails []string
	failf := func(format string, args ...any) { fails = append(fails, fmt.Sprintf(format, args...)) }
	if g.ExpectRoute != "" && a.Route != g.ExpectRoute {
		failf("route %s, want %s", a.Route, g.ExpectRoute)
	}
	if g.ExpectPipe != "" {
		found := false
		for _, st := range a.Provenance.Steps {
			if st.Kind == "pipe" && st.Name == g.ExpectPipe {
				found = true
			}
		}
		if !found {
			failf("pipe %s was not used", g.ExpectPipe)
		}
	}
	if g.ExpectMetric != "" && a.Provenance.MetricUsed != g.ExpectMetric {
		failf("metric %q, want %s", a.Provenance.MetricUsed, g.ExpectMetric)
	}
	for _, s := range g.ExpectSQL {
		found := false
		for _, q := range a.Provenance.SQL {
			if strings.Contains(strings.ToLower(q), strings.ToLower(s)) {
				found = true
			}
		}
		if !found {
			failf("no SQL contains %q", s)
		}
	}
	want, err := expected(g)
	if err != nil {
		return append(fails, err.Error())
	}
	got := normalize(a.Answer)
	tol := 0.005
	mode := g.Mode
	if mode == "" {
		mode = "exact"
	}
	if mode == "approximate" {
		tol = DefaultTolerance
		if g.Tolerance != nil {
			tol = *g.Tolerance
		}
	}
	switch mode {
	case "row_count":
		n := 0
		if a.Data != nil {
			n = a.Data.Rows()
		}
		if w, ok := want.(float64); ok && float64(n) != w {
			failf("%d rows, want %v", n, w)
		}
	case "structure":
		if got == nil {
			failf("no typed answer")
		}
	case "contains":
		wl, _ := want.([]any)
		gl, ok := got.([]any)
		if !ok {
			failf("answer is not a list: %s", show(got))
			break
		}
		for _, w := range wl {
			found := false
			for _, x := range gl {
				if equal(w, x, tol) == "" {
					found = true
					break
				}
			}
			if !found {
				failf("answer does not contain %s", show(w))
			}
		}
	default: // exact, approximate
		if want == nil {
			break
		}
		if why := equal(want, got, tol); why != "" {
			failf("%s", why)
		}
	}
	return fails
}

func expected(g *config.Golden) (any, error) {
	if g.Expect.IsNull() || !g.Expect.IsKnown() {
		return nil, nil
	}
	b, err := ctyjson.Marshal(g.Expect, g.Expect.Type())
	if err != nil {
		return nil, fmt.Errorf("expect: %v", err)
	}
	var v any
	return v, json.Unmarshal(b, &v)
}

// normalize turns an answer into the JSON-decoded form expectations have.
func normalize(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return v
	}
	var out any
	if json.Unmarshal(b, &out) != nil {
		return v
	}
	return out
}

// equal returns "" when got matches want, else why not.
func equal(want, got any, tol float64) string {
	switch w := want.(type) {
	case float64:
		g, ok := got.(float64)
		if !ok {
			return fmt.Sprintf("got %s, want %v", show(got), w)
		}
		if math.Abs(g-w) > tol+1e-9 {
			return fmt.Sprintf("got %v, want %v", g, w)
		}
	case string:
		if g, ok := got.(string); !ok || g != w {
			return fmt.Sprintf("got %s, want %q", show(got), w)
		}
	case bool:
		if g, ok := got.(bool); !ok || g != w {
			return fmt.Sprintf("got %s, want %v", show(got), w)
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return fmt.Sprintf("got %s, want a list", show(got))
		}
		if len(g) != len(w) {
			return fmt.Sprintf("got %d items, want %d", len(g), len(w))
		}
		for i := range w {
			if why := equal(w[i], g[i], tol); why != "" {
				return fmt.Sprintf("item %d: %s", i, why)
			}
		}
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("got %s, want an object", show(got))
		}
		for k, wv := range w {
			if why := equal(wv, g[k], tol); why != "" {
				return fmt.Sprintf("%s: %s", k, why)
			}
		}
	case nil:
		if got != nil {
			return fmt.Sprintf("got %s, want null", show(got))
		}
	}
	return ""
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}
