package agents

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// FormatHint is a parsed --format-hint: a scalar type, an object of named
// fields, or a list of either.
type FormatHint struct {
	Scalar string      // int, float, str, bool ("" for an object)
	Fields []HintField // an object's fields, in order
	List   bool
}

// HintField is one key of an object hint.
type HintField struct {
	Name, Type string
}

var hintTypes = map[string]string{
	"int": "int", "integer": "int", "float": "float", "number": "float", "double": "float",
	"str": "str", "string": "str", "text": "str", "bool": "bool", "boolean": "bool",
}

// ParseFormatHint reads a hint: int, float, str, bool, {name:type, ...} or
// list[...] of those. "" is no hint (nil).
func ParseFormatHint(h string) (*FormatHint, error) {
	h = strings.TrimSpace(h)
	if h == "" {
		return nil, nil
	}
	bad := func(why string) error {
		return fmt.Errorf("format hint %q: %s; use int, float, str, bool, {name:type, ...} or list[{name:type, ...}]", h, why)
	}
	out := &FormatHint{}
	body := h
	if strings.HasPrefix(strings.ToLower(body), "list[") {
		if !strings.HasSuffix(body, "]") {
			return nil, bad("list[ is not closed")
		}
		out.List = true
		body = strings.TrimSpace(body[5 : len(body)-1])
	}
	if strings.HasPrefix(body, "{") {
		if !strings.HasSuffix(body, "}") {
			return nil, bad("{ is not closed")
		}
		inner := strings.TrimSpace(body[1 : len(body)-1])
		if inner == "" {
			return nil, bad("an object needs at least one field")
		}
		seen := map[string]bool{}
		for _, part := range strings.Split(inner, ",") {
			name, typ, ok := strings.Cut(part, ":")
			name = strings.Trim(strings.TrimSpace(name), `"'`)
			t, known := hintTypes[strings.ToLower(strings.TrimSpace(typ))]
			switch {
			case !ok || name == "":
				return nil, bad(fmt.Sprintf("field %q needs name:type", strings.TrimSpace(part)))
			case !known:
				return nil, bad(fmt.Sprintf("field %q has unknown type %q", name, strings.TrimSpace(typ)))
			case seen[name]:
				return nil, bad(fmt.Sprintf("field %q appears twice", name))
			}
			seen[name] = true
			out.Fields = append(out.Fields, HintField{Name: name, Type: t})
		}
		return out, nil
	}
	t, ok := hintTypes[strings.ToLower(body)]
	if !ok {
		return nil, bad("unknown type")
	}
	out.Scalar = t
	return out, nil
}

// shape builds the typed answer from the result: a scalar for a 1×1 result
// without a hint, else exactly the hint's shape and key names.
func (e *Engine) shape(h *FormatHint, t *data.Table, p *Planned) any {
	if t == nil || t.Rows() == 0 {
		return nil
	}
	if h == nil {
		if t.Rows() == 1 && len(t.Columns) == 1 {
			return jsonValue(t.Columns[0], 0)
		}
		// one row of one measure and the numbers it is made of ("1998 vs
		// 1997, % change": the growth, beside the two totals): the measure
		if c := t.Col(p.MetricCol); t.Rows() == 1 && (p.KeyCol == "" || t.Col(p.KeyCol) == nil) && c != nil {
			return jsonValue(c, 0)
		}
		return nil
	}
	if h.Scalar != "" {
		col := e.scalarColumn(h.Scalar, t, p)
		if col == nil {
			return nil
		}
		if h.List {
			out := make([]any, t.Rows())
			for i := range out {
				out[i] = convert(col, i, h.Scalar)
			}
			return out
		}
		return convert(col, 0, h.Scalar)
	}
	cols := e.mapFields(h.Fields, t, p)
	row := func(i int) map[string]any {
		m := make(map[string]any, len(h.Fields))
		for k, f := range h.Fields {
			if cols[k] == nil {
				m[f.Name] = nil
				continue
			}
			m[f.Name] = convert(cols[k], i, f.Type)
		}
		return m
	}
	if h.List {
		out := make([]any, t.Rows())
		for i := range out {
			out[i] = row(i)
		}
		return out
	}
	return row(0)
}

// scalarColumn picks the column a scalar hint reads: the main number for a
// number, the row's name for text.
func (e *Engine) scalarColumn(typ string, t *data.Table, p *Planned) *data.Column {
	numeric := typ == "int" || typ == "float"
	if numeric && p.MetricCol != "" {
		if c := t.Col(p.MetricCol); c != nil {
			return c
		}
	}
	if !numeric && typ == "str" && p.KeyCol != "" {
		if c := t.Col(p.KeyCol); c != nil {
			return c
		}
	}
	for _, c := range t.Columns {
		if numeric == c.Kind.IsNumber() || typ == "bool" && c.Kind == data.Bool {
			return c
		}
	}
	return t.Columns[0]
}

// mapFields matches hint keys to result columns: the same name, then the
// same words, then a name the workspace knows the column by (a metric or
// dimension synonym), then the next unused column of a fitting type.
func (e *Engine) mapFields(fields []HintField, t *data.Table, p *Planned) []*data.Column {
	out := make([]*data.Column, len(fields))
	used := map[string]bool{}
	try := func(match func(f HintField, c *data.Column) bool) {
		for k, f := range fields {
			if out[k] != nil {
				continue
			}
			for _, c := range t.Columns {
				if !used[c.Name] && match(f, c) {
					out[k], used[c.Name] = c, true
					break
				}
			}
		}
	}
	try(func(f HintField, c *data.Column) bool { return knowledge.Fold(f.Name) == knowledge.Fold(c.Name) })
	try(func(f HintField, c *data.Column) bool {
		return strings.Join(stems(f.Name), " ") == strings.Join(stems(c.Name), " ")
	})
	try(func(f HintField, c *data.Column) bool { return e.knownAs(f.Name, c.Name) && typeFits(f.Type, c) })
	try(func(f HintField, c *data.Column) bool {
		fs, cs := stems(f.Name), stems(c.Name)
		return (subset(cs, fs) || subset(fs, cs)) && typeFits(f.Type, c)
	})
	try(func(f HintField, c *data.Column) bool {
		return typeFits(f.Type, c) && (f.Type != "str" || c.Name == p.KeyCol || p.KeyCol == "")
	})
	try(func(f HintField, c *data.Column) bool { return typeFits(f.Type, c) })
	return out
}

// knownAs reports whether key names the metric or dimension the column is.
func (e *Engine) knownAs(key, col string) bool { return e.lx.KnownAs(key, col) }

// stems are the stemmed words of a name.
func stems(s string) []string {
	ws := knowledge.Words(knowledge.NameWords(s))
	for i, w := range ws {
		ws[i] = knowledge.Stem(w)
	}
	return ws
}

func subset(a, b []string) bool {
	if len(a) == 0 {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

func typeFits(typ string, c *data.Column) bool {
	switch typ {
	case "int", "float":
		return c.Kind.IsNumber()
	case "bool":
		return c.Kind == data.Bool || c.Kind == data.Int
	}
	return !c.Kind.IsNumber()
}

// convert reads row i of a column as the hint's type.
func convert(c *data.Column, i int, typ string) any {
	if c.IsNull(i) {
		return nil
	}
	v := c.Value(i)
	switch typ {
	case "int":
		if f, ok := data.AsFloat(v); ok {
			return int64(math.Round(f))
		}
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return int64(math.Round(n))
			}
		}
		return nil
	case "float":
		if f, ok := data.AsFloat(v); ok {
			return math.Round(f*100) / 100
		}
		return nil
	case "bool":
		switch x := v.(type) {
		case bool:
			return x
		case int64:
			return x != 0
		}
		return nil
	}
	switch x := v.(type) {
	case string:
		return x
	case time.Time:
		if l := data.BucketLabel(x, c.Grain); l != "" {
			return l
		}
		if c.Kind == data.Date {
			return x.Format("2006-01-02")
		}
		return x.Format(time.RFC3339)
	}
	return data.Format(c.Kind, v)
}

func jsonValue(c *data.Column, i int) any {
	if c.IsNull(i) {
		return nil
	}
	return c.JSON(i)
}
