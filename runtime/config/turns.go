package config

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// A golden may be a conversation:
//
//	golden "region_then_year" {
//	  turns = [
//	    { question = "sales by region in 2024", expect = 4, mode = "row_count" },
//	    { question = "and in 2025?", expect = [{ region = "Europe" }], mode = "contains" },
//	  ]
//	}
//
// Each turn is asked with the previous turn's context and checked like a
// golden of its own; these are the attributes a turn may set.
const (
	turnQuestion     = "question"
	turnExpect       = "expect"
	turnMode         = "mode"
	turnTolerance    = "tolerance"
	turnFormatHint   = "format_hint"
	turnExpectRoute  = "expect_route"
	turnExpectMetric = "expect_metric"
	turnExpectPipe   = "expect_pipe"
	turnExpectSQL    = "expect_sql_contains"
	turnExpectReview = "expect_review"
)

var turnAttributes = []string{turnQuestion, turnExpect, turnMode, turnTolerance, turnFormatHint, turnExpectRoute, turnExpectMetric, turnExpectPipe, turnExpectSQL, turnExpectReview}

// decodeTurns fills g.Turns from its turns attribute.
func decodeTurns(g *Golden) hcl.Diagnostics {
	v := g.TurnsVal
	if v == cty.NilVal || v.IsNull() {
		return nil
	}
	rng := g.TurnsRng
	bad := func(format string, args ...any) hcl.Diagnostics {
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Invalid turns", Detail: fmt.Sprintf("Golden %q: ", g.Name) + fmt.Sprintf(format, args...), Subject: &rng}}
	}
	if !v.IsKnown() || !(v.Type().IsTupleType() || v.Type().IsListType()) {
		return bad("turns must be a list of turns: turns = [{ question = \"...\", expect = ... }, { question = \"and last year?\", ... }].")
	}
	if v.LengthInt() == 0 {
		return bad("turns is empty; give at least one { question = \"...\" }.")
	}
	var diags hcl.Diagnostics
	i := 0
	for it := v.ElementIterator(); it.Next(); i++ {
		_, e := it.Element()
		n := i + 1
		if e.IsNull() || !(e.Type().IsObjectType() || e.Type().IsMapType()) {
			diags = append(diags, bad("turn %d must be an object: { question = \"...\", expect = ... }.", n)...)
			continue
		}
		t := &Golden{Name: fmt.Sprintf("%s#%d", g.Name, n), Suite: g.Suite, Difficulty: g.Difficulty, Tags: g.Tags, DefRange: rng, ModeRng: rng, ExpectRng: rng, PipeRng: rng, MetricRng: rng}
		attrs := e.AsValueMap()
		names := make([]string, 0, len(attrs))
		for k := range attrs {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			a := attrs[k]
			str := func(dst *string) {
				if a.IsNull() || a.Type() != cty.String {
					diags = append(diags, bad("turn %d: %s must be a string.", n, k)...)
					return
				}
				*dst = a.AsString()
			}
			switch k {
			case turnQuestion:
				str(&t.Question)
			case turnExpect:
				t.Expect = a
			case turnMode:
				str(&t.Mode)
			case turnFormatHint:
				str(&t.FormatHint)
			case turnExpectRoute:
				str(&t.ExpectRoute)
			case turnExpectMetric:
				str(&t.ExpectMetric)
			case turnExpectPipe:
				str(&t.ExpectPipe)
			case turnTolerance:
				if a.IsNull() || a.Type() != cty.Number {
					diags = append(diags, bad("turn %d: tolerance must be a number.", n)...)
					continue
				}
				f, _ := a.AsBigFloat().Float64()
				t.Tolerance = &f
			case turnExpectReview:
				if a.IsNull() || a.Type() != cty.Bool {
					diags = append(diags, bad("turn %d: expect_review must be true or false.", n)...)
					continue
				}
				t.ExpectReview = a.True()
			case turnExpectSQL:
				if a.IsNull() || !a.CanIterateElements() {
					diags = append(diags, bad("turn %d: expect_sql_contains must be a list of strings.", n)...)
					continue
				}
				for it := a.ElementIterator(); it.Next(); {
					_, s := it.Element()
					if s.IsNull() || s.Type() != cty.String {
						diags = append(diags, bad("turn %d: expect_sql_contains must be a list of strings.", n)...)
						break
					}
					t.ExpectSQL = append(t.ExpectSQL, s.AsString())
				}
			default:
				hint := ""
				if s := Suggest(k, turnAttributes); s != "" {
					hint = fmt.Sprintf(" Did you mean %q?", s)
				}
				diags = append(diags, bad("turn %d has an unknown attribute %q.%s A turn takes %v.", n, k, hint, turnAttributes)...)
			}
		}
		if t.Question == "" {
			diags = append(diags, bad("turn %d has no question.", n)...)
		}
		g.Turns = append(g.Turns, t)
	}
	return diags
}
