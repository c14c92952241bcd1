package understand_test

import (
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/english"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// funcOn reports a function-word reading of class over exactly the words.
func funcOn(l *understand.Lattice, words, class string) (understand.Reading, bool) {
	r, ok, _ := readingOn(l, words, understand.Func, class)
	return r, ok
}

// TestLatticeFunctionWords: function words are read by their class from
// the data file, and a word inside a longer phrase means what the phrase
// means ("more than" is a comparison, not "more" a ranking).
func TestLatticeFunctionWords(t *testing.T) {
	for _, ws := range []string{"demo", "flights"} {
		lx := lexicon(t, ws)
		for _, c := range []struct {
			q, words, class, value string
		}{
			{"average freight by year", "average", "agg.avg", ""},
			{"median freight", "median", "agg.median", ""},
			{"how many orders", "how many", "agg.count", ""},
			{"number of different products", "different", "agg.distinct", ""},
			{"the maximum freight", "maximum", "agg.max", ""},
			{"top 5 products", "top", "order.desc", ""},
			{"the fewest orders", "fewest", "order.asc", ""},
			{"revenue broken down by country", "broken down by", "group", ""},
			{"revenue for each country", "for each", "group", ""},
			{"orders with more than 5 lines", "more than", "cmp.gt", ""},
			{"orders of at least 5 lines", "at least", "cmp.ge", ""},
			{"orders under 5 lines", "under", "cmp.lt", ""},
			{"orders with no more than 5 lines", "no more than", "cmp.le", ""},
			{"5 lines or more", "or more", "cmp.ge", ""},
			{"revenue excluding beverages", "excluding", "neg", ""},
			{"revenue other than beverages", "other than", "neg", ""},
			{"only beverages", "only", "only", ""},
			{"revenue share by country", "share", "share", ""},
			{"share of revenue", "share of", "share", ""},
			{"revenue growth", "growth", "growth", ""},
			{"revenue year over year", "year over year", "growth", ""},
			{"1997 vs 1998", "vs", "versus", ""},
			{"revenue over time", "over time", "trend", ""},
			{"monthly revenue", "monthly", "grain", "month"},
			{"what is gross margin", "what is", "whatis", ""},
			{"how is revenue defined", "defined", "define", ""},
			{"delete the orders", "delete", "change", ""},
			{"hello there", "hello", "chat", ""},
			{"over $1,000", "$", "unit.currency", "USD"},
			{"at least 20%", "%", "unit.percent", "%"},
			{"at least 20 percent", "percent", "unit.percent", "%"},
		} {
			l := lx.Read(c.q)
			r, ok := funcOn(l, c.words, c.class)
			switch {
			case !ok:
				t.Errorf("%s %q: %q not read as %s:\n%s", ws, c.q, c.words, c.class, l.Explain())
			case c.value != "" && r.Value != c.value:
				t.Errorf("%s %q: %q = %q, want %q", ws, c.q, c.words, r.Value, c.value)
			}
		}
		// shadowed: a word inside a longer function phrase of another class
		for _, c := range []struct{ q, words, class string }{
			{"orders with more than 5 lines", "more", "order.desc"},
			{"orders with no more than 5 lines", "no", "neg"},
		} {
			if _, ok := funcOn(lx.Read(c.q), c.words, c.class); ok {
				t.Errorf("%s %q: %q is read as %s inside a longer phrase", ws, c.q, c.words, c.class)
			}
		}
	}
}

// TestLatticeNumbers: digits with separators and decimals, multipliers and
// written numbers are numbers.
func TestLatticeNumbers(t *testing.T) {
	for _, ws := range []string{"demo", "clinic"} {
		lx := lexicon(t, ws)
		for _, c := range []struct {
			q, words string
			want     float64
			known    string
		}{
			{"over 1,000", "1,000", 1000, ""},
			{"over 15,000 units", "15,000", 15000, ""},
			{"over 2.5 units", "2.5", 2.5, ""},
			{"over 1.5k", "1.5k", 1500, ""},
			{"over 2 million", "2 million", 2e6, ""},
			{"over 3 thousand", "3 thousand", 3000, ""},
			{"top twenty", "twenty", 20, ""},
			{"top twenty five", "twenty five", 25, ""},
			{"the three best", "three", 3, ""},
			{"a dozen", "a dozen", 12, ""},
			{"over 1,000,000", "1,000,000", 1e6, ""},
			{"over 1,234.5", "1,234.5", 1234.5, ""},
		} {
			t.Run(ws+"/"+c.q, func(t *testing.T) {
				skipKnown(t, c.known)
				l := lx.Read(c.q)
				s, e := spanOf(l, c.words)
				if s < 0 {
					t.Fatalf("%q is not in %q", c.words, c.q)
				}
				var nums []float64
				for _, r := range l.At[s] {
					if r.Kind == understand.Number && r.End == e {
						nums = append(nums, r.Num)
					}
				}
				if len(nums) != 1 || nums[0] != c.want {
					t.Errorf("%q read as numbers %v, want %v:\n%s", c.words, nums, c.want, l.Explain())
				}
			})
		}
	}
}

// TestLatticePeriods: periods are typed readings, resolved against the
// data's dates for relative ones.
func TestLatticePeriods(t *testing.T) {
	for _, c := range []struct {
		ws, q, words, from, to string
		guessed                bool
	}{
		{"demo", "revenue in Q3 1997", "Q3 1997", "1997-07-01", "1997-09-30", false},
		{"demo", "revenue in the third quarter of 1997", "third quarter of 1997", "1997-07-01", "1997-09-30", false},
		{"demo", "revenue in March 1998", "March 1998", "1998-03-01", "1998-03-31", false},
		{"demo", "revenue on 1997-06-01", "1997 06 01", "1997-06-01", "1997-06-01", false},
		{"demo", "revenue in H2 1996", "H2 1996", "1996-07-01", "1996-12-31", false},
		{"demo", "revenue between March and June 1997", "between March and June 1997", "1997-03-01", "1997-06-30", false},
		{"demo", "revenue from 1996 to 1997", "from 1996 to 1997", "1996-01-01", "1997-12-31", false},
		// the demo's data ends on 1998-05-06: "last month" is April 1998
		{"demo", "revenue last month", "last month", "1998-04-01", "1998-04-30", false},
		{"demo", "revenue since Q1 1998", "since Q1 1998", "1998-01-01", "1998-05-06", false},
		// a month without a year is the latest one in the data
		{"demo", "revenue in December", "December", "1997-12-01", "1997-12-31", true},
		{"flights", "flights in Q2 2024", "Q2 2024", "2024-04-01", "2024-06-30", false},
		// the flights data ends on 2024-12-31
		// the data ends on 2024-12-31: its last quarter is full
		{"flights", "flights last quarter", "last quarter", "2024-10-01", "2024-12-31", false},
		{"bikes", "average fare in the most recent month", "most recent month", "2024-12-01", "2024-12-31", false},
		{"flights", "flights in July", "July", "2024-07-01", "2024-07-31", true},
	} {
		lx := lexicon(t, c.ws)
		l := lx.Read(c.q)
		s, e := spanOf(l, c.words)
		var got *understand.Period
		for _, r := range l.At[max(s, 0)] {
			if s >= 0 && r.Kind == understand.Time && r.End == e {
				got = r.Period
			}
		}
		if got == nil {
			t.Errorf("%s %q: %q is not a period:\n%s", c.ws, c.q, c.words, l.Explain())
			continue
		}
		if f, to := got.From.Format(time.DateOnly), got.To.Format(time.DateOnly); f != c.from || to != c.to || got.Guessed != c.guessed {
			t.Errorf("%s %q: %s to %s (guessed %v), want %s to %s (guessed %v)", c.ws, c.q, f, to, got.Guessed, c.from, c.to, c.guessed)
		}
	}
	t.Run("last 3 months at a month's end", func(t *testing.T) {
		l := lexicon(t, "flights").Read("flights in the last 3 months")
		s, e := spanOf(l, "last 3 months")
		for _, r := range l.At[s] {
			if r.Kind == understand.Time && r.End == e && r.Period.From.Format(time.DateOnly) != "2024-10-01" {
				t.Errorf("last 3 months from 2024-12-31 starts %s, want 2024-10-01", r.Period.From.Format(time.DateOnly))
			}
		}
	})
	// a month that is a common word is a month only with a year
	lx := lexicon(t, "demo")
	if l := lx.Read("revenue in May"); l.Weight[2] != 0 || len(l.At[2]) != 0 {
		t.Errorf("\"may\" without a year is read:\n%s", l.Explain())
	}
	if _, ok, seen := readingOn(lx.Read("revenue in May 1997"), "May 1997", understand.Time, "month"); !ok {
		t.Errorf("May 1997 is not a month: %s", seen)
	}
}

// TestLatticeValues: values match exactly, by a declared synonym, give or
// take a typo, or by a distinctive part, each at its own score; a part is
// not read over a word that names a thing, nor over a function word.
func TestLatticeValues(t *testing.T) {
	runLex(t, []lexCase{
		{ws: "shop", q: "turnover of Old Town", words: "Old Town", kind: understand.Value, name: "store", score: 1, via: "exact", value: "Old Town"},
		{ws: "shop", q: "turnover of Riversde", words: "Riversde", kind: understand.Value, name: "store", via: "fuzzy", value: "Riverside"},
		{ws: "shop", q: "turnover of Harbour", words: "Harbour", kind: understand.Value, name: "store", via: "partial", value: "Harbour Road"},
		{ws: "demo", q: "revenue of Chai", words: "Chai", kind: understand.Value, name: "product", score: 1, via: "exact", value: "Chai"},
		{ws: "demo", q: "revenue of Beverges", words: "Beverges", kind: understand.Value, name: "category", via: "fuzzy", value: "Beverages"},
		{ws: "demo", q: "revenue from German customers", words: "German", kind: understand.Value, name: "customer_country", score: 0.95, via: "synonym", value: "Germany"},
		{ws: "demo", q: "revenue of Dairy", words: "Dairy", kind: understand.Value, name: "category", via: "partial", value: "Dairy Products"},
		{ws: "demo", q: "revenue of \"Côte de Blaye\"", words: "Côte de Blaye", kind: understand.Value, name: "product", score: 1, via: "exact", value: "Côte de Blaye"},
		{ws: "clinic", q: "admissions of Medicare patients", words: "Medicare patients", kind: understand.Value, name: "insurance_type", via: "synonym", value: "Medicare"},
		{ws: "clinic", q: "admissions for laparoscopic procedures", words: "laparoscopic", kind: understand.Value, name: "procedure", score: 0.7, via: "partial", value: "Laparoscopic cholecystectomy"},
		{ws: "flights", q: "passengers of Bluwater Air", words: "Bluwater Air", kind: understand.Value, name: "carrier", via: "fuzzy", value: "Bluewater Air"},
	})
	for _, c := range []struct{ ws, q, words, dim string }{
		// "products" names the product dimension; it is no part of "Dairy Products"
		{"demo", "revenue of products", "products", "category"},
		// "city" names store_city; it is no part of "City Centre"
		{"shop", "turnover by city", "city", "store"},
		// "Riverton" is a city exactly: it is no part of "Riverton University Hospital"
		{"clinic", "admissions at Riverton", "Riverton", "hospital"},
		// a fuzzy match keeps the first and last letters: "carried" is no typo of "Carrier"
		{"flights", "passengers carried", "carried", "cancellation_reason"},
	} {
		lx := lex(t, c.ws)
		if r, ok, _ := readingOn(lx.Read(c.q), c.words, understand.Value, c.dim); ok {
			t.Errorf("%s %q: %q is read as %s", c.ws, c.q, c.words, r)
		}
	}
	// a value that is a restrictive function word ("Top" tier) is the value
	// only where its dimension is named
	lx := shop(t)
	if r, ok, _ := readingOn(lx.Read("turnover of the top stores"), "top", understand.Value, "tier"); ok {
		t.Errorf("\"top stores\": %s", r)
	}
	runLex(t, []lexCase{{ws: "shop", q: "turnover of the Top tier", words: "Top", kind: understand.Value, name: "tier", value: "Top"}})
	// a quoted phrase is read whole
	l := lexicon(t, "demo").Read(`revenue of "Chai Tea"`)
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == understand.Value && r.Value == "Chai" {
				t.Errorf("a part of a quoted phrase is read: %s", r)
			}
		}
	}
}

// TestLatticeWeights: content words, numbers and restrictive function
// words must be understood (weight 1); filler need not be (weight 0); a
// comparison word restricts only before a number, a grouping word only
// before something to group by.
func TestLatticeWeights(t *testing.T) {
	for _, ws := range []string{"demo", "clinic"} {
		lx := lexicon(t, ws)
		for _, c := range []struct {
			q    string
			want []float64
		}{
			{"what is the revenue", []float64{0, 0, 0, 1}},
			{"revenue not in 1997", []float64{1, 1, 0, 1}},
			{"top 3 zorblax", []float64{1, 1, 1}},
			{"average zorblax", []float64{1, 1}},
			{"revenue over 50", []float64{1, 1, 1}},
			{"revenue over time", []float64{1, 1, 1}},
			{"zorblax over the years", []float64{1, 0, 0, 1}},
			{"show me the data please", []float64{0, 0, 0, 0, 0}},
			{"revenue by the zorblax", []float64{1, 0, 0, 1}},
			{"how many zorblax", []float64{1, 0, 1}},
			// a unit written on its number belongs to it; one apart is filler
			{"zorblax over 20%", []float64{1, 1, 1, 1}},
			{"zorblax over $5", []float64{1, 1, 1, 1}},
			{"zorblax growth in 1997 (%)", []float64{1, 1, 0, 1, 0}},
		} {
			l := lx.Read(c.q)
			if len(l.Weight) != len(c.want) {
				t.Errorf("%s %q: %d tokens, want %d", ws, c.q, len(l.Weight), len(c.want))
				continue
			}
			for i, w := range c.want {
				if l.Weight[i] != w {
					t.Errorf("%s %q: weight of %q = %v, want %v", ws, c.q, l.Tokens[i].Raw, l.Weight[i], w)
				}
			}
		}
	}
	// "by" before a breakdown must be used: it is content there
	l := lexicon(t, "demo").Read("revenue by category")
	if l.Weight[1] != 1 {
		t.Errorf("\"by\" before a dimension has weight %v", l.Weight[1])
	}
}

// TestAskedUnit: the unit a question asks its number in is not a unit
// said after a number ("longer than 12 hours") or after "per" ("per
// day"), and a rate is not a number in its unit ("$0.10 per minute").
func TestAskedUnit(t *testing.T) {
	v := english.Words()
	for q, want := range map[string]string{
		"what credit does a customer get when an outage lasts more than 12 hours, in dollars?": "$",
		"how much does a senior card pay when a DVD comes back late, per day?":                 "",
		"within how many hours is the call made":                                               "hour",
	} {
		if got := understand.AskedUnit(v, english.Tokens(q)); got != want {
			t.Errorf("%q: unit %q, want %q", q, got, want)
		}
	}
	if understand.GivesUnit("Electric bikes cost $0.10 per minute.", "minute") {
		t.Error("a rate per minute gives minutes")
	}
	if !understand.GivesUnit("Members ride free for the first 45 minutes of every ride.", "minute") {
		t.Error("45 minutes gives no minutes")
	}
}
