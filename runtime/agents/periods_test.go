package agents

import (
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

func TestPeriods(t *testing.T) {
	anchor := date(1998, 5, 6)
	first := date(1996, 7, 4)
	cases := []struct {
		q        string
		from, to string // of each period, in order
	}{
		{"revenue in 1997", "1997-01-01", "1997-12-31"},
		{"sales in Q3 1997", "1997-07-01", "1997-09-30"},
		{"sales in 1997 q4", "1997-10-01", "1997-12-31"},
		{"the second quarter of 1997", "1997-04-01", "1997-06-30"},
		{"H2 1996", "1996-07-01", "1996-12-31"},
		{"first half of 1997", "1997-01-01", "1997-06-30"},
		{"December 1997", "1997-12-01", "1997-12-31"},
		{"in dec of 1997", "1997-12-01", "1997-12-31"},
		{"on 1997-06-01", "1997-06-01", "1997-06-01"},
		{"in 1997-02", "1997-02-01", "1997-02-28"},
		{"between March and June 1997", "1997-03-01", "1997-06-30"},
		{"from 1996 to 1997", "1996-01-01", "1997-12-31"},
		{"from 1997-01-15 to 1997-02-15", "1997-01-15", "1997-02-15"},
		{"since Q2 1998", "1998-04-01", "1998-05-06"},
		{"before 1997", "1996-07-04", "1996-12-31"},
		{"after June 1997", "1997-07-01", "1998-05-06"},
		{"last month", "1998-04-01", "1998-04-30"},
		{"last quarter", "1998-01-01", "1998-03-31"},
		{"last year", "1997-01-01", "1997-12-31"},
		{"this year", "1998-01-01", "1998-05-06"},
		{"year to date", "1998-01-01", "1998-05-06"},
		{"the last 3 months", "1998-02-07", "1998-05-06"},
		{"past two weeks", "1998-04-23", "1998-05-06"},
		{"in March", "1998-03-01", "1998-03-31"},     // the latest March in the data
		{"in September", "1997-09-01", "1997-09-30"}, // September 1998 is after the data
		{"you may see", "", ""},                      // "may" is a verb without a year
		{"top 5 products", "", ""},
	}
	for _, c := range cases {
		r := &timeReader{w: knowledge.Words(c.q), anchor: anchor, first: first}
		r.used = make([]bool, len(r.w))
		ps := r.read()
		if c.from == "" {
			if len(ps) != 0 {
				t.Errorf("%q: read %v, want no period", c.q, ps)
			}
			continue
		}
		if len(ps) != 1 {
			t.Errorf("%q: read %d periods, want 1", c.q, len(ps))
			continue
		}
		if got := ps[0].From.Format(time.DateOnly) + ".." + ps[0].To.Format(time.DateOnly); got != c.from+".."+c.to {
			t.Errorf("%q: %s, want %s..%s", c.q, got, c.from, c.to)
		}
	}
}

func TestTwoPeriods(t *testing.T) {
	r := &timeReader{w: knowledge.Words("compare Q1 and Q2 1998"), anchor: date(1998, 5, 6)}
	r.used = make([]bool, len(r.w))
	ps := r.read()
	if len(ps) != 2 || ps[0].Label != "Q1 1998" || ps[1].Label != "Q2 1998" {
		t.Fatalf("got %+v, want Q1 1998 and Q2 1998", ps)
	}
}
