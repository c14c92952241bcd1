package data

import (
	"encoding/json"
	"testing"
	"time"
)

func TestBuckets(t *testing.T) {
	d := func(y, m, day int) time.Time { return time.Date(y, time.Month(m), day, 0, 0, 0, 0, time.UTC) }
	cases := []struct {
		t            time.Time
		grain        string
		label, prose string
	}{
		{d(1997, 12, 1), "month", "1997-12", "December 1997"},
		{d(1997, 7, 1), "quarter", "1997-Q3", "Q3 1997"},
		{d(2024, 1, 1), "year", "2024", "2024"},
		{d(1997, 8, 1), "quarter", "", ""}, // not the start of a quarter
		{d(1997, 12, 2), "month", "", ""},
		{d(1997, 12, 1), "week", "", ""}, // a week stays a date
		{d(1997, 12, 1), "", "", ""},
	}
	for _, c := range cases {
		if l, p := BucketLabel(c.t, c.grain), BucketProse(c.t, c.grain); l != c.label || p != c.prose {
			t.Errorf("%s by %q: %q, %q; want %q, %q", c.t.Format("2006-01-02"), c.grain, l, p, c.label, c.prose)
		}
		if c.label != "" {
			if back, ok := ParseBucket(c.label); !ok || !back.Equal(c.t) {
				t.Errorf("ParseBucket(%q) = %v, %v", c.label, back, ok)
			}
		}
	}
}

func TestScale(t *testing.T) {
	col := func(kind Kind, db string, vals ...any) *Column {
		c := NewColumn("x", kind, len(vals))
		c.DBType = db
		for _, v := range vals {
			c.Append(v)
		}
		return c
	}
	money := col(Float, "DOUBLE", 115387.64000000001, 3.5)
	money.SetScale(2)
	cases := []struct {
		c     *Column
		scale int
		json  any
		text  string
	}{
		{money, 2, 115387.64, "115387.64"},
		{col(Float, "DOUBLE", 27236.824999999997), 2, 27236.82, "27236.82"},
		{col(Float, "DOUBLE", 0.87933561), 4, 0.8793, "0.8793"}, // a rate keeps 4
		{col(Float, "DECIMAL(18,3)", 1.23456), 3, 1.235, "1.235"},
		{col(Int, "BIGINT", int64(48)), 0, int64(48), "48"},
		{col(Float, "DOUBLE", 0.0000123), 4, 1.23e-05, "1.23e-05"}, // tiny is not zero
	}
	for i, c := range cases {
		if got := c.c.Scale(); got != c.scale {
			t.Errorf("case %d: scale %d, want %d", i, got, c.scale)
		}
		if got := c.c.JSON(0); got != c.json {
			t.Errorf("case %d: JSON %v (%T), want %v", i, got, got, c.json)
		}
		if got := c.c.Text(0); got != c.text {
			t.Errorf("case %d: text %q, want %q", i, got, c.text)
		}
	}
	// a bucket column round-trips through JSON with its grain
	m := NewColumn("month", Date, 1)
	m.Append(time.Date(1997, 12, 1, 0, 0, 0, 0, time.UTC))
	m.Grain = "month"
	b, _ := json.Marshal(&Table{Columns: []*Column{m, money.take0()}})
	want := `{"columns":[{"name":"month","type":"date","grain":"month"},{"name":"x","type":"float","scale":2}],"rows":[["1997-12",115387.64]],"row_count":1,"truncated":false}`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
	var back Table
	if err := json.Unmarshal(b, &back); err != nil || back.Columns[0].Grain != "month" || back.Columns[0].Text(0) != "1997-12" {
		t.Errorf("round trip: %v %+v", err, back.Columns)
	}
}

func (c *Column) take0() *Column { return (&Table{Columns: []*Column{c}}).Take([]int{0}).Columns[0] }
