package agents

import (
	"reflect"
	"testing"
)

func TestParseFormatHint(t *testing.T) {
	good := map[string]*FormatHint{
		"int":                                 {Scalar: "int"},
		"Float":                               {Scalar: "float"},
		"str":                                 {Scalar: "str"},
		"{category:str, revenue:float}":       {Fields: []HintField{{"category", "str"}, {"revenue", "float"}}},
		"list[{product: string, units: int}]": {List: true, Fields: []HintField{{"product", "str"}, {"units", "int"}}},
		"list[str]":                           {List: true, Scalar: "str"},
	}
	for in, want := range good {
		got, err := ParseFormatHint(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v, want %+v", in, got, want)
		}
	}
	for _, bad := range []string{"integer64", "{a}", "{a:int", "list[{a:int}", "{}", "{a:int, a:str}", "{a:date}"} {
		if _, err := ParseFormatHint(bad); err == nil {
			t.Errorf("%q: parsed, want an error", bad)
		}
	}
	if h, err := ParseFormatHint(""); h != nil || err != nil {
		t.Errorf(`"": %v %v, want no hint`, h, err)
	}
}

func TestFormatNum(t *testing.T) {
	cases := []struct {
		v    float64
		unit string
		want string
	}{
		{1234.5, "USD", "$1,234.50"},
		{-0.256, "%", "-0.26%"},
		{830, "orders", "830 orders"},
		{1234567.891, "", "1,234,567.89"},
		{12.5, "units", "12.50 units"},
	}
	for _, c := range cases {
		if got := formatNum(c.v, c.unit, "float"); got != c.want {
			t.Errorf("formatNum(%v, %q) = %q, want %q", c.v, c.unit, got, c.want)
		}
	}
}
