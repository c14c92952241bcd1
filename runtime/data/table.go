// Package data holds query results: a small columnar Table with typed
// vectors, shared by the engine (which fills it), the plan executor (which
// joins it and computes formula columns over it) and every output format.
package data

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// Kind is the portable type of a column, as shown to users and matched by
// format hints.
type Kind string

// Column kinds.
const (
	Int       Kind = "int"
	Float     Kind = "float"
	String    Kind = "string"
	Bool      Kind = "bool"
	Date      Kind = "date"
	Timestamp Kind = "timestamp"
	Other     Kind = "other"
)

// IsTime reports whether the kind is a date or a timestamp.
func (k Kind) IsTime() bool { return k == Date || k == Timestamp }

// IsNumber reports whether the kind is an int or a float.
func (k Kind) IsNumber() bool { return k == Int || k == Float }

// KindOf maps a DuckDB type name to a Kind.
func KindOf(dbType string) Kind {
	t := strings.ToUpper(dbType)
	switch {
	case t == "BOOLEAN":
		return Bool
	case strings.HasSuffix(t, "INT") || t == "HUGEINT" || t == "UHUGEINT" || t == "BIGINT" || t == "INTEGER" || t == "SMALLINT" || t == "TINYINT":
		return Int
	case t == "DOUBLE" || t == "FLOAT" || t == "REAL" || strings.HasPrefix(t, "DECIMAL"):
		return Float
	case t == "VARCHAR" || t == "UUID" || strings.HasPrefix(t, "ENUM"):
		return String
	case t == "DATE":
		return Date
	case strings.HasPrefix(t, "TIMESTAMP"):
		return Timestamp
	}
	return Other
}

// Column is one typed vector. Exactly one of the slices is used, chosen by
// Kind (Date and Timestamp use Times); Null marks missing values (nil when
// the column has none).
type Column struct {
	Name   string `json:"name"`
	Kind   Kind   `json:"type"`
	DBType string `json:"-"`

	Ints   []int64     `json:"-"`
	Floats []float64   `json:"-"`
	Strs   []string    `json:"-"`
	Bools  []bool      `json:"-"`
	Times  []time.Time `json:"-"`
	Others []any       `json:"-"`
	Null   []bool      `json:"-"`

	// Grain says a time column's values stand for whole periods (year,
	// quarter, month) starting on that date: they print as the period
	// (1997-12, 1997-Q3, 1997), not as its first day. Set by whoever knows
	// how the column was computed (the answer's synthesis).
	Grain string `json:"-"`
	// scale is the decimals a number column is shown and sent with; set
	// with SetScale, else Scale derives it from the column.
	scale  int
	scaled bool
}

// SetScale fixes the decimals a number column is shown and sent with (2
// for money).
func (c *Column) SetScale(n int) { c.scale, c.scaled = n, true }

// Scale is the decimals a number column is shown and sent with: 0 for
// integers, the declared scale of a DECIMAL, else what SetScale set, else 2
// decimals, or 4 when every value is a fraction below 1 (a rate).
func (c *Column) Scale() int {
	switch {
	case c.scaled:
		return c.scale
	case c.Kind == Int:
		return 0
	case c.Kind != Float:
		return 0
	}
	if t := strings.ToUpper(c.DBType); strings.HasPrefix(t, "DECIMAL(") {
		if _, s, ok := strings.Cut(strings.TrimSuffix(t, ")"), ","); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
				return n
			}
		}
	}
	for i, f := range c.Floats {
		if !c.IsNull(i) && math.Abs(f) >= 1 {
			return 2
		}
	}
	return 4
}

// Round rounds a value of the column to its scale (floats only).
func (c *Column) Round(f float64) float64 {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	// through the decimal text, as the prose formats it: 21321.775 held
	// as 21321.77499… is 21321.77 in the table and in the summary alike
	r, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'f', c.Scale(), 64), 64)
	if r == 0 && f != 0 {
		// a tiny value does not round to zero: 3 significant digits
		r, _ = strconv.ParseFloat(strconv.FormatFloat(f, 'g', 3, 64), 64)
	}
	return r
}

// JSON is value i as JSON output writes it: a period for a time bucket,
// a number rounded to the column's scale, else as JSONValue.
func (c *Column) JSON(i int) any {
	v := c.Value(i)
	switch x := v.(type) {
	case time.Time:
		if l := BucketLabel(x, c.Grain); l != "" {
			return l
		}
	case float64:
		if c.Kind == Float {
			v = c.Round(x)
		}
	}
	return JSONValue(c.Kind, v)
}

// Text is value i for a human table: a period for a time bucket, a number
// with exactly its column's decimals, else as Format; "" for null.
func (c *Column) Text(i int) string {
	v := c.Value(i)
	switch x := v.(type) {
	case time.Time:
		if l := BucketLabel(x, c.Grain); l != "" {
			return l
		}
	case float64:
		if c.Kind == Float && !math.IsNaN(x) && !math.IsInf(x, 0) {
			r := c.Round(x)
			if r != 0 && math.Abs(r) < math.Pow(10, -float64(c.Scale())) {
				return strconv.FormatFloat(r, 'g', 3, 64)
			}
			return strconv.FormatFloat(r, 'f', c.Scale(), 64)
		}
	}
	return Format(c.Kind, v)
}

// AlignedTo reports whether a time column has values and every one starts
// a period of the grain: then it can print as those periods.
func (c *Column) AlignedTo(grain string) bool {
	n := 0
	for i := 0; i < c.Len(); i++ {
		if c.IsNull(i) {
			continue
		}
		t, ok := c.Value(i).(time.Time)
		if !ok || !Aligned(t, grain) {
			return false
		}
		n++
	}
	return n > 0
}

// BucketLabel names the period of a grain that starts at t: "1997" for a
// year, "1997-Q3" for a quarter, "1997-12" for a month; "" for other
// grains (a week or day stays a date) or when t does not start one.
func BucketLabel(t time.Time, grain string) string {
	if !Aligned(t, grain) {
		return ""
	}
	switch grain {
	case "year":
		return t.Format("2006")
	case "quarter":
		return fmt.Sprintf("%d-Q%d", t.Year(), (int(t.Month())+2)/3)
	case "month":
		return t.Format("2006-01")
	}
	return ""
}

// BucketProse names the same period in words: "1997", "Q3 1997",
// "December 1997"; "" where BucketLabel is "".
func BucketProse(t time.Time, grain string) string {
	if BucketLabel(t, grain) == "" {
		return ""
	}
	switch grain {
	case "quarter":
		return fmt.Sprintf("Q%d %d", (int(t.Month())+2)/3, t.Year())
	case "month":
		return t.Format("January 2006")
	}
	return t.Format("2006")
}

// Aligned reports whether t is the first day of a period of the grain
// (year, quarter or month), at midnight.
func Aligned(t time.Time, grain string) bool {
	if t.IsZero() || t.Day() != 1 || t.Hour() != 0 || t.Minute() != 0 || t.Second() != 0 || t.Nanosecond() != 0 {
		return false
	}
	switch grain {
	case "year":
		return t.Month() == time.January
	case "quarter":
		return (t.Month()-1)%3 == 0
	case "month":
		return true
	}
	return false
}

// ParseBucket reads a BucketLabel back to the first day of its period.
func ParseBucket(s string) (time.Time, bool) {
	if t, err := time.Parse("2006-01", s); err == nil {
		return t, true
	}
	var y, q int
	if n, err := fmt.Sscanf(s, "%d-Q%d", &y, &q); err == nil && n == 2 && q >= 1 && q <= 4 && len(s) == 7 {
		return time.Date(y, time.Month(3*q-2), 1, 0, 0, 0, 0, time.UTC), true
	}
	if t, err := time.Parse("2006", s); err == nil {
		return t, true
	}
	return time.Time{}, false
}

// NewColumn makes an empty column with room for n values.
func NewColumn(name string, kind Kind, n int) *Column {
	c := &Column{Name: name, Kind: kind}
	switch kind {
	case Int:
		c.Ints = make([]int64, 0, n)
	case Float:
		c.Floats = make([]float64, 0, n)
	case String:
		c.Strs = make([]string, 0, n)
	case Bool:
		c.Bools = make([]bool, 0, n)
	case Date, Timestamp:
		c.Times = make([]time.Time, 0, n)
	default:
		c.Others = make([]any, 0, n)
	}
	return c
}

// Len is the number of values.
func (c *Column) Len() int {
	switch c.Kind {
	case Int:
		return len(c.Ints)
	case Float:
		return len(c.Floats)
	case String:
		return len(c.Strs)
	case Bool:
		return len(c.Bools)
	case Date, Timestamp:
		return len(c.Times)
	}
	return len(c.Others)
}

// IsNull tells whether value i is missing.
func (c *Column) IsNull(i int) bool { return c.Null != nil && c.Null[i] }

func (c *Column) markNull(isNull bool) {
	if isNull && c.Null == nil {
		c.Null = make([]bool, c.Len()-1, c.Len()*2)
	}
	if c.Null != nil {
		c.Null = append(c.Null, isNull)
	}
}

// Append adds one value, converting what database/sql drivers return
// (int32, *big.Int, decimals, …) to the column's kind. nil appends a null.
func (c *Column) Append(v any) {
	isNull := v == nil
	switch c.Kind {
	case Int:
		n, ok := asInt(v)
		c.Ints = append(c.Ints, n)
		isNull = isNull || !ok
	case Float:
		f, ok := AsFloat(v)
		c.Floats = append(c.Floats, f)
		isNull = isNull || !ok
	case String:
		s, _ := v.(string)
		if v != nil && !isString(v) {
			s = fmt.Sprint(v)
		}
		c.Strs = append(c.Strs, s)
	case Bool:
		b, _ := v.(bool)
		c.Bools = append(c.Bools, b)
	case Date, Timestamp:
		t, _ := v.(time.Time)
		c.Times = append(c.Times, t)
	default:
		c.Others = append(c.Others, v)
	}
	c.markNull(isNull)
}

func isString(v any) bool { _, ok := v.(string); return ok }

// Value returns value i as a plain Go value (nil for null): int64, float64,
// string, bool, time.Time or what the driver gave.
func (c *Column) Value(i int) any {
	if c.IsNull(i) {
		return nil
	}
	switch c.Kind {
	case Int:
		return c.Ints[i]
	case Float:
		return c.Floats[i]
	case String:
		return c.Strs[i]
	case Bool:
		return c.Bools[i]
	case Date, Timestamp:
		return c.Times[i]
	}
	return c.Others[i]
}

// Table is a query result: named, typed columns of equal length.
type Table struct {
	Columns   []*Column
	Truncated bool // the row cap cut the result
}

// Rows is the number of rows.
func (t *Table) Rows() int {
	if t == nil || len(t.Columns) == 0 {
		return 0
	}
	return t.Columns[0].Len()
}

// Col finds a column by name (exact first, then case-insensitive).
func (t *Table) Col(name string) *Column {
	for _, c := range t.Columns {
		if c.Name == name {
			return c
		}
	}
	for _, c := range t.Columns {
		if strings.EqualFold(c.Name, name) {
			return c
		}
	}
	return nil
}

// Names lists the column names.
func (t *Table) Names() []string {
	out := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		out[i] = c.Name
	}
	return out
}

// Row returns row i as plain values.
func (t *Table) Row(i int) []any {
	out := make([]any, len(t.Columns))
	for j, c := range t.Columns {
		out[j] = c.Value(i)
	}
	return out
}

// Take returns a new table with the given rows of t, in that order; -1
// stands for a row of nulls (an unmatched left join).
func (t *Table) Take(idx []int) *Table {
	out := &Table{Truncated: t.Truncated}
	for _, c := range t.Columns {
		nc := NewColumn(c.Name, c.Kind, len(idx))
		nc.DBType, nc.Grain, nc.scale, nc.scaled = c.DBType, c.Grain, c.scale, c.scaled
		for _, i := range idx {
			if i < 0 {
				nc.Append(nil)
				continue
			}
			nc.Append(c.Value(i))
		}
		out.Columns = append(out.Columns, nc)
	}
	return out
}

// JSONValue formats a value for JSON output: times as dates or RFC 3339,
// non-finite floats as null, big numbers as numbers.
func JSONValue(kind Kind, v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case time.Time:
		if kind == Date || (x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0) {
			return x.Format("2006-01-02")
		}
		return x.Format(time.RFC3339)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil
		}
		return x
	case *big.Int:
		return json.Number(x.String())
	}
	return v
}

// MarshalJSON writes a column's header: its name and type, the grain of
// a time bucket, and the decimals of a number.
func (c *Column) MarshalJSON() ([]byte, error) {
	type header struct {
		Name  string `json:"name"`
		Type  Kind   `json:"type"`
		Grain string `json:"grain,omitempty"`
		Scale *int   `json:"scale,omitempty"`
	}
	h := header{Name: c.Name, Type: c.Kind}
	if c.Kind.IsTime() && BucketLabel(firstTime(c), c.Grain) != "" {
		h.Grain = c.Grain
	}
	if c.Kind.IsNumber() {
		n := c.Scale()
		h.Scale = &n
	}
	return json.Marshal(h)
}

func firstTime(c *Column) time.Time {
	for i, t := range c.Times {
		if !c.IsNull(i) {
			return t
		}
	}
	return time.Time{}
}

// MarshalJSON writes {"columns": [...], "rows": [[...]], "row_count": n, "truncated": b}.
func (t *Table) MarshalJSON() ([]byte, error) {
	type out struct {
		Columns   []*Column `json:"columns"`
		Rows      [][]any   `json:"rows"`
		RowCount  int       `json:"row_count"`
		Truncated bool      `json:"truncated"`
	}
	o := out{Columns: t.Columns, Rows: make([][]any, t.Rows()), RowCount: t.Rows(), Truncated: t.Truncated}
	if o.Columns == nil {
		o.Columns = []*Column{}
	}
	for i := range o.Rows {
		row := make([]any, len(t.Columns))
		for j, c := range t.Columns {
			row[j] = c.JSON(i)
		}
		o.Rows[i] = row
	}
	return json.Marshal(o)
}

// Format renders a value for a human: dates without a time of day, floats
// with 2 decimals (tiny ones with 3 significant digits), and no thousands
// separators, so that tables stay copy-pastable.
func Format(kind Kind, v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case time.Time:
		if s, ok := JSONValue(kind, x).(string); ok {
			return s
		}
	case float64:
		if x != 0 && math.Abs(x) < 0.01 {
			return strconv.FormatFloat(x, 'g', 3, 64)
		}
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
	return fmt.Sprint(v)
}

// AsFloat converts numeric driver values to float64.
func AsFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int64:
		return float64(x), true
	case int:
		return float64(x), true
	case int32:
		return float64(x), true
	case int16:
		return float64(x), true
	case int8:
		return float64(x), true
	case uint64:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint8:
		return float64(x), true
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, true
	case interface{ Float64() float64 }: // duckdb.Decimal
		return x.Float64(), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

func asInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case int:
		return int64(x), true
	case int32:
		return int64(x), true
	case int16:
		return int64(x), true
	case int8:
		return int64(x), true
	case uint64:
		return int64(x), true
	case uint32:
		return int64(x), true
	case uint16:
		return int64(x), true
	case uint8:
		return int64(x), true
	case *big.Int:
		if x.IsInt64() {
			return x.Int64(), true
		}
	case float64:
		return int64(x), true
	}
	return 0, false
}

// UnmarshalJSON reads a table in the form MarshalJSON writes: columns with
// their types, and rows of values.
func (t *Table) UnmarshalJSON(b []byte) error {
	var in struct {
		Columns []struct {
			Name  string `json:"name"`
			Type  Kind   `json:"type"`
			Grain string `json:"grain"`
			Scale *int   `json:"scale"`
		} `json:"columns"`
		Rows      [][]any `json:"rows"`
		Truncated bool    `json:"truncated"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	t.Truncated = in.Truncated
	t.Columns = make([]*Column, len(in.Columns))
	for j, c := range in.Columns {
		if c.Name == "" {
			return fmt.Errorf("columns[%d] has no name", j)
		}
		kind := c.Type
		switch kind {
		case Int, Float, String, Bool, Date, Timestamp:
		default:
			kind = Other
		}
		t.Columns[j] = NewColumn(c.Name, kind, len(in.Rows))
		t.Columns[j].Grain = c.Grain
		if c.Scale != nil && kind == Float {
			t.Columns[j].SetScale(*c.Scale)
		}
	}
	for i, row := range in.Rows {
		if len(row) != len(t.Columns) {
			return fmt.Errorf("rows[%d] has %d values for %d columns", i, len(row), len(t.Columns))
		}
		for j, v := range row {
			col := t.Columns[j]
			switch x := v.(type) {
			case float64:
				if col.Kind == Int {
					v = int64(x)
				}
			case string:
				if col.Kind.IsTime() {
					tm, err := time.Parse("2006-01-02", x)
					if err != nil {
						tm, err = time.Parse(time.RFC3339, x)
					}
					if b, ok := ParseBucket(x); err != nil && ok {
						tm, err = b, nil
					}
					if err != nil {
						return fmt.Errorf("rows[%d][%d]: %q is not a date", i, j, x)
					}
					v = tm
				}
			}
			col.Append(v)
		}
	}
	return nil
}

// GroupThousands puts thousands separators into a formatted number:
// "1234567.89" → "1,234,567.89", "-123" → "-123".
func GroupThousands(s string) string {
	var b strings.Builder
	if strings.HasPrefix(s, "-") {
		b.WriteByte('-')
		s = s[1:]
	}
	intPart, frac, _ := strings.Cut(s, ".")
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if frac != "" {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	return b.String()
}
