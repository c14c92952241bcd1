package config

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/zclconf/go-cty/cty"
)

// ParamValue converts v (a string from the command line, a JSON value, or a
// cty.Value from HCL) to the Go value bound for param pa, and checks it
// against the param's type, range and enum. Errors name the param and say
// what is allowed.
func ParamValue(pa *Param, v any) (any, error) {
	if cv, ok := v.(cty.Value); ok {
		conv, err := fromCty(cv)
		if err != nil {
			return nil, fmt.Errorf("param %q: %w", pa.Name, err)
		}
		v = conv
	}
	if v == nil {
		return nil, nil
	}
	var out any
	var err error
	switch pa.Type {
	case TypeString:
		out, err = toString(pa, v)
	case TypeInt:
		out, err = toInt(v)
	case TypeFloat:
		out, err = toFloat(v)
	case TypeDate:
		out, err = toDate(v)
	case TypeBool:
		out, err = toBool(v)
	default:
		err = fmt.Errorf("unknown type %q", pa.Type)
	}
	if _, isEnum := err.(enumError); isEnum {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("param %q must be %s; got %s", pa.Name, typePhrase(pa.Type), show(v))
	}
	if err := checkRange(pa, out); err != nil {
		return nil, err
	}
	return out, nil
}

func typePhrase(t string) string {
	switch t {
	case TypeInt:
		return "an int (a whole number such as 10)"
	case TypeFloat:
		return "a float (a number such as 2.5)"
	case TypeDate:
		return "a date (YYYY-MM-DD)"
	case TypeBool:
		return "a bool (true or false)"
	}
	return "a string"
}

func show(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func fromCty(v cty.Value) (any, error) {
	if v == cty.NilVal || v.IsNull() {
		return nil, nil
	}
	if !v.IsKnown() {
		return nil, fmt.Errorf("value is not known")
	}
	switch v.Type() {
	case cty.String:
		return v.AsString(), nil
	case cty.Number:
		f, _ := v.AsBigFloat().Float64()
		return f, nil
	case cty.Bool:
		return v.True(), nil
	}
	return nil, fmt.Errorf("expected a string, number or bool, got %s", v.Type().FriendlyName())
}

func toString(pa *Param, v any) (any, error) {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case float64, int, int64, bool, json.Number:
		s = fmt.Sprint(x)
	default:
		return nil, fmt.Errorf("not a string")
	}
	if len(pa.Enum) == 0 {
		return s, nil
	}
	for _, e := range pa.Enum {
		if strings.EqualFold(e, s) {
			return e, nil
		}
	}
	detail := fmt.Sprintf("param %q must be one of %s; got %q", pa.Name, quoteList(pa.Enum), s)
	if sug := Suggest(s, pa.Enum); sug != "" {
		detail += fmt.Sprintf(" (did you mean %q?)", sug)
	}
	return nil, enumError(detail)
}

type enumError string

func (e enumError) Error() string { return string(e) }

func toInt(v any) (any, error) {
	if n, ok := Whole(v); ok {
		return n, nil
	}
	return nil, fmt.Errorf("not an int")
}

// maxExact is the largest integer a float64 holds exactly.
const maxExact = 1 << 53

// Whole reads an int the one way every entry point does — the CLI's
// --param n=5, HTTP and MCP JSON, plan JSON: a whole number, however it is
// written. 5, 5.0, 5e0, "5" and "5.0" are all 5; 5.5, "five", true and
// null are not ints. Written with a fraction or an exponent, it must be
// within ±2^53, where float64 is exact; written as digits, any int64.
// JSON decoders give float64 (MCP) or json.Number (HTTP), so without one
// rule the same value was an int over one transport and not the other.
func Whole(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int64:
		return x, true
	case json.Number:
		return wholeText(string(x))
	case string:
		return wholeText(strings.TrimSpace(x))
	case float64:
		return wholeFloat(x)
	}
	return 0, false
}

func wholeText(s string) (int64, bool) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false
	}
	return wholeFloat(f)
}

func wholeFloat(f float64) (int64, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) || f != math.Trunc(f) || math.Abs(f) > maxExact {
		return 0, false
	}
	return int64(f), true
}

func toFloat(v any) (any, error) {
	switch x := v.(type) {
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("not a number")
		}
		return f, nil
	case json.Number:
		return x.Float64()
	case int:
		return float64(x), nil
	case int64:
		return float64(x), nil
	case float64:
		return x, nil
	}
	return nil, fmt.Errorf("not a float")
}

func toDate(v any) (any, error) {
	s, ok := v.(string)
	if !ok {
		return nil, fmt.Errorf("not a date")
	}
	return time.Parse(DateLayout, strings.TrimSpace(s))
}

func toBool(v any) (any, error) {
	switch x := v.(type) {
	case bool:
		return x, nil
	case string:
		return strconv.ParseBool(strings.TrimSpace(x))
	}
	return nil, fmt.Errorf("not a bool")
}

func checkRange(pa *Param, v any) error {
	var f float64
	switch x := v.(type) {
	case int64:
		f = float64(x)
	case float64:
		f = x
	default:
		return nil
	}
	switch {
	case pa.Min != nil && pa.Max != nil && (f < *pa.Min || f > *pa.Max):
		return fmt.Errorf("param %q must be between %v and %v; got %v", pa.Name, *pa.Min, *pa.Max, v)
	case pa.Min != nil && f < *pa.Min:
		return fmt.Errorf("param %q must be at least %v; got %v", pa.Name, *pa.Min, v)
	case pa.Max != nil && f > *pa.Max:
		return fmt.Errorf("param %q must be at most %v; got %v", pa.Name, *pa.Max, v)
	}
	return nil
}
