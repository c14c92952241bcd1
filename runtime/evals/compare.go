// Package evals checks answers against golden questions (evals/*.hcl).
//
// Comparison modes:
//   - exact: the typed answer equals expect; numbers are compared at 2
//     decimals, lists in order, objects key by key.
//   - approximate: as exact, but numbers may differ by a relative tolerance
//     (tolerance = 0.01 is 1%; 1e-6 when not set, so that a dropped order
//     line or day fails), and always by the 0.005 of rounding to 2 decimals.
//   - row_count: the result has expect rows.
//   - contains: every element of expect (a list) is in the answer list.
//   - structure: the result has the columns of expect, a list of names or
//     an object of name = type (int, float, str, bool, date); without
//     expect, the answer has the format hint's shape.
//
// expect_route, expect_pipe, expect_metric, expect_sql_contains and
// expect_citation (document chunk ids) are checked in every mode.
package evals

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// DefaultTolerance is the approximate mode's relative tolerance when none
// is set: expected values are computed exactly from the data, so the
// default only absorbs floating-point summation order (0.1% of a year's
// revenue would let a whole day of it go missing).
const DefaultTolerance = 1e-6

// Deviation is how far an answer's numbers were from the expected ones:
// the largest absolute and relative difference over the numbers compared
// (Numbers of them).
type Deviation struct {
	Abs     float64 `json:"abs"`
	Rel     float64 `json:"rel"`
	Numbers int     `json:"numbers"`
}

func (d *Deviation) add(want, got float64) {
	d.Numbers++
	diff := math.Abs(got - want)
	d.Abs = max(d.Abs, diff)
	if want != 0 {
		d.Rel = max(d.Rel, diff/math.Abs(want))
	} else if diff != 0 {
		d.Rel = math.Inf(1)
	}
}

// String is the deviation in a few characters: "0", "±0.004 (3.1e-08)".
func (d *Deviation) String() string {
	if d == nil || d.Numbers == 0 {
		return "-"
	}
	if d.Abs == 0 {
		return "0"
	}
	if d.Rel == math.MaxFloat64 {
		return fmt.Sprintf("±%.3g", d.Abs)
	}
	return fmt.Sprintf("±%.3g (%.2g)", d.Abs, d.Rel)
}

// Measure is how far got's numbers are from want's, pairing the numbers
// that equal pairs (positions in lists, keys in objects); nil when there
// is no number to compare.
func Measure(want, got any) *Deviation {
	d := &Deviation{}
	measure(want, got, d)
	if d.Numbers == 0 {
		return nil
	}
	if math.IsInf(d.Rel, 1) {
		d.Rel = math.MaxFloat64 // JSON has no infinity
	}
	return d
}

func measure(want, got any, d *Deviation) {
	switch w := want.(type) {
	case float64:
		if g, ok := got.(float64); ok {
			d.add(w, g)
		}
	case []any:
		if g, ok := got.([]any); ok && len(g) == len(w) {
			for i := range w {
				measure(w[i], g[i], d)
			}
		}
	case map[string]any:
		if g, ok := got.(map[string]any); ok {
			for k, wv := range w {
				measure(wv, g[k], d)
			}
		}
	}
}

// Check compares an answer with a golden question and returns every
// difference found (none when it passes).
func Check(g *config.Golden, a *agents.Answer) []string {
	var fails []string
	failf := func(format string, args ...any) { fails = append(fails, fmt.Sprintf(format, args...)) }
	if g.ExpectReview {
		// the question has two close readings: the right outcome is to
		// say so, whichever reading the number follows
		if !a.NeedsReview && a.Route != "stop" {
			failf("answered without a review flag (confidence %.2f); the question has two close readings", a.Confidence)
		}
		return fails
	}
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
	for _, id := range g.ExpectCitation {
		found := false
		for _, d := range a.Provenance.Documents {
			found = found || d == id
		}
		if !found {
			failf("does not cite %s (cites %s)", id, strings.Join(a.Provenance.Documents, ", "))
		}
	}
	want, err := expected(g)
	if err != nil {
		return append(fails, err.Error())
	}
	got := normalize(a.Answer)
	tol := 0.0
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
		fails = append(fails, structure(want, got, a)...)
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
		if diff := math.Abs(g - w); diff > math.Max(tol*math.Abs(w), 0.005)+1e-9 {
			if w == 0 {
				return fmt.Sprintf("got %v, want %v (off by %.3g)", g, w, diff)
			}
			return fmt.Sprintf("got %v, want %v (off by %.3g, %.2g relative)", g, w, diff, diff/math.Abs(w))
		}
	case string:
		if g, ok := got.(string); !ok || g != w && !samePeriod(w, g) {
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

// samePeriod: a golden may name a period by its first day (1998-04-01)
// where the answer names the period (1998-04, 1998-Q2, 1998).
func samePeriod(want, got string) bool {
	w, err := time.Parse("2006-01-02", want)
	if err != nil {
		return false
	}
	g, ok := data.ParseBucket(got)
	return ok && g.Equal(w)
}

// structure checks the result's columns (and types) against expect.
func structure(want, got any, a *agents.Answer) []string {
	var fails []string
	if want == nil {
		if got == nil {
			fails = append(fails, "no typed answer")
		}
		return fails
	}
	cols := map[string]string{}
	if a.Data != nil {
		for _, c := range a.Data.Columns {
			cols[c.Name] = string(c.Kind)
		}
	}
	check := func(name, typ string) {
		k, ok := cols[name]
		switch {
		case !ok:
			fails = append(fails, fmt.Sprintf("no column %q (columns: %s)", name, strings.Join(knowledge.SortedNames(cols), ", ")))
		case typ != "" && !kindIs(k, typ):
			fails = append(fails, fmt.Sprintf("column %q is %s, want %s", name, k, typ))
		}
	}
	switch w := want.(type) {
	case []any:
		for _, x := range w {
			check(fmt.Sprint(x), "")
		}
	case map[string]any:
		for _, name := range knowledge.SortedNames(w) {
			check(name, fmt.Sprint(w[name]))
		}
	default:
		fails = append(fails, "structure: expect a list of column names or an object of name = type")
	}
	return fails
}

func kindIs(kind, typ string) bool {
	switch typ {
	case "float", "number":
		return kind == "float" || kind == "int"
	case "str", "string":
		return kind == "string"
	case "date":
		return kind == "date" || kind == "timestamp"
	}
	return kind == typ
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
