package config

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/zclconf/go-cty/cty"
)

func TestPlaceholders(t *testing.T) {
	cases := []struct {
		sql        string
		named, bad []string
	}{
		{"SELECT * FROM t WHERE a = $a AND b = $b_2 OR a = $a", []string{"a", "b_2"}, nil},
		{"SELECT '$notparam', \"$col\" FROM t -- $comment\nWHERE x = $x /* $block */", []string{"x"}, nil},
		{"SELECT 'it''s $x' , $y", []string{"y"}, nil},
		{"SELECT * FROM t WHERE a = $1 OR b = ?", nil, []string{"$1", "?"}},
		{"SELECT 1", nil, nil},
		{"SELECT $$not $a param$$, $tag$ nor $b $tag$, E'\\' $c', $d", []string{"d"}, nil},
	}
	for _, c := range cases {
		named, bad := Placeholders(c.sql)
		if d := cmp.Diff(c.named, named); d != "" {
			t.Errorf("%q named (-want +got):\n%s", c.sql, d)
		}
		if d := cmp.Diff(c.bad, bad); d != "" {
			t.Errorf("%q bad (-want +got):\n%s", c.sql, d)
		}
	}
}

func TestParamValue(t *testing.T) {
	lo, hi := 1.0, 100.0
	intP := &Param{Name: "limit", Type: TypeInt, Min: &lo, Max: &hi}
	enumP := &Param{Name: "grain", Type: TypeString, Enum: []string{"month", "year"}}
	cases := []struct {
		p       *Param
		in      any
		want    any
		wantErr string
	}{
		{intP, "10", int64(10), ""},
		{intP, 10.0, int64(10), ""},
		{intP, cty.NumberIntVal(7), int64(7), ""},
		{intP, "ten", nil, `param "limit" must be an int`},
		{intP, 5.0, int64(5), ""},
		{intP, json.Number("5.0"), int64(5), ""},
		{intP, json.Number("5e0"), int64(5), ""},
		{intP, json.Number("5"), int64(5), ""},
		{intP, "5.0", int64(5), ""},
		{intP, " 7 ", int64(7), ""},
		{intP, json.Number("5.5"), nil, `param "limit" must be an int`},
		{intP, "5.5", nil, `param "limit" must be an int`},
		{intP, true, nil, `param "limit" must be an int`},
		{&Param{Name: "big", Type: TypeInt}, json.Number("9007199254740993"), int64(9007199254740993), ""},
		{&Param{Name: "big", Type: TypeInt}, json.Number("1e300"), nil, `param "big" must be an int`},
		{&Param{Name: "big", Type: TypeInt}, 1e17, nil, `param "big" must be an int`},
		{intP, 2.5, nil, `param "limit" must be an int`},
		{intP, "0", nil, `param "limit" must be between 1 and 100; got 0`},
		{enumP, "Month", "month", ""},
		{enumP, "mnth", nil, `param "grain" must be one of "month", "year"; got "mnth" (did you mean "month"?)`},
		{&Param{Name: "d", Type: TypeDate}, "1997-06-01", time.Date(1997, 6, 1, 0, 0, 0, 0, time.UTC), ""},
		{&Param{Name: "d", Type: TypeDate}, "06/01/1997", nil, `param "d" must be a date (YYYY-MM-DD); got "06/01/1997"`},
		{&Param{Name: "f", Type: TypeFloat}, "NaN", nil, `param "f" must be a float`},
		{&Param{Name: "b", Type: TypeBool}, "true", true, ""},
		{&Param{Name: "b", Type: TypeBool}, "yes", nil, `param "b" must be a bool`},
	}
	for _, c := range cases {
		got, err := ParamValue(c.p, c.in)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%s %v: got %v, want error %q", c.p.Name, c.in, err, c.wantErr)
			}
			continue
		}
		if err != nil || !cmp.Equal(got, c.want) {
			t.Errorf("%s %v: got %v (%v), want %v", c.p.Name, c.in, got, err, c.want)
		}
	}
}

func TestSuggest(t *testing.T) {
	names := []string{"revenue", "orders", "average_order_value", "int"}
	cases := map[string]string{"revenu": "revenue", "ordrs": "orders", "Revenue": "revenue", "integer": "int", "zzz": "", "average_order": "average_order_value"}
	for in, want := range cases {
		if got := Suggest(in, names); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
}
