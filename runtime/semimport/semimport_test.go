package semimport

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTranslateFilter(t *testing.T) {
	m := &dbtModel{Name: "orders", dims: map[string]string{"order_status": "status", "is_food": "is_food_order"}}
	c := &dbtConv{}
	cases := []struct {
		in, want, err string
	}{
		{"{{ Dimension('order__order_status') }} = 'completed'", "status = 'completed'", ""},
		{"{{Dimension(\"is_food\")}} AND {{ Dimension('order__order_status') }} <> 'void'", "is_food_order AND status <> 'void'", ""},
		{"{{ Dimension('customer__region') }} = 'EMEA'", "", `dimension "customer__region" is not on orders`},
		{"{{ TimeDimension('metric_time', 'month') }} >= '2024-01-01'", "", "TimeDimension(…) has no equivalent"},
		{"{% if x %}1{% endif %}", "", "Jinja"},
	}
	for _, tc := range cases {
		got, err := c.translateFilter(tc.in, m)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// A metric's problems are reported, never written half: a missing measure,
// an unknown aggregation, a cycle, an input missing from a derived
// expression.
func TestDBTReport(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "m.yml"), []byte(`
semantic_models:
  - name: events
    model: ref('events')
    entities:
      - {name: event, type: primary, expr: event_id}
      - {name: session, type: foreign, expr: session_id}
    measures:
      - {name: n, agg: count, expr: "1"}
      - {name: odd, agg: mode, expr: x}
metrics:
  - {name: ok, type: simple, type_params: {measure: n}}
  - {name: missing, type: simple, type_params: {measure: nope}}
  - {name: weird, type: simple, type_params: {measure: odd}}
  - {name: loop_a, type: derived, type_params: {expr: loop_b + 1, metrics: [{name: loop_b}]}}
  - {name: loop_b, type: derived, type_params: {expr: loop_a + 1, metrics: [{name: loop_a}]}}
  - {name: unused, type: derived, type_params: {expr: "2 * 3", metrics: [{name: ok}]}}
  - {name: conv, type: conversion}
`), 0o644)
	res, err := DBT(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, u := range res.Unmapped {
		got = append(got, u.Item+": "+u.Why)
	}
	report := strings.Join(got, "\n")
	for _, want := range []string{
		`entity "session" of events: foreign entity with no semantic model`,
		`metric "missing": measure "nope" is not declared`,
		`metric "weird": measure "odd" has an aggregation "mode"`,
		`metric "loop_a": input "loop_b": input "loop_a": its definition refers to itself`,
		`metric "unused": input "ok" is not used in the expression`,
		`metric "conv": conversion metrics`,
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	if hcl := string(res.HCL); !strings.Contains(hcl, `metric "ok"`) || !strings.Contains(hcl, `expr  = "COUNT(*)"`) || strings.Contains(hcl, `metric "missing"`) {
		t.Errorf("HCL:\n%s", hcl)
	}
}
