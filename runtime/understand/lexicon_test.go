package understand_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// spanOf finds the tokens of words in the question ("shipped to France"):
// [start, end) or -1, -1.
func spanOf(l *understand.Lattice, words string) (int, int) {
	want := strings.Fields(strings.ToLower(words))
	for i := 0; i+len(want) <= len(l.Tokens); i++ {
		ok := true
		for j, w := range want {
			if strings.ToLower(l.Tokens[i+j].Raw) != w {
				ok = false
				break
			}
		}
		if ok {
			return i, i + len(want)
		}
	}
	return -1, -1
}

// readingOn returns the reading of kind and name over exactly the words,
// and every reading that starts there (for the failure message).
func readingOn(l *understand.Lattice, words string, kind understand.Kind, name string) (understand.Reading, bool, string) {
	s, e := spanOf(l, words)
	if s < 0 {
		return understand.Reading{}, false, fmt.Sprintf("%q is not in the question", words)
	}
	var all []string
	for _, r := range l.At[s] {
		all = append(all, fmt.Sprintf("[%d-%d] %s", r.Start, r.End, r))
		if r.End == e && r.Kind == kind && r.Name == name {
			return r, true, ""
		}
	}
	return understand.Reading{}, false, strings.Join(all, " | ")
}

// lexCase is one thing the lexicon must know: the words of a question
// read as kind/name, with the score and how it matched.
type lexCase struct {
	ws, q, words string
	kind         understand.Kind
	name         string
	score        float64 // 0: not checked
	via          string  // "": not checked; a prefix of Reading.Via
	value        string  // for values: the dimension's spelling
}

func runLex(t *testing.T, cases []lexCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			lx := lex(t, c.ws)
			l := lx.Read(c.q)
			r, ok, seen := readingOn(l, c.words, c.kind, c.name)
			if !ok {
				t.Fatalf("%q not read as %s %s; readings there: %s", c.words, c.kind, c.name, seen)
			}
			if c.score != 0 && !near(r.Score, c.score) {
				t.Errorf("%q as %s %s: score %.3f, want %.3f", c.words, c.kind, c.name, r.Score, c.score)
			}
			if c.via != "" && !strings.HasPrefix(r.Via, c.via) {
				t.Errorf("%q as %s %s: via %q, want %q", c.words, c.kind, c.name, r.Via, c.via)
			}
			if c.value != "" && r.Value != c.value {
				t.Errorf("%q as %s %s: value %q, want %q", c.words, c.kind, c.name, r.Value, c.value)
			}
		})
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// TestLexiconNames: a thing is known by its name (as words), its label and
// its synonyms; a column by its notes' synonyms, or by its raw name at a
// lower score.
func TestLexiconNames(t *testing.T) {
	runLex(t, []lexCase{
		{ws: "shop", q: "turnover by store", words: "turnover", kind: understand.Metric, name: "turnover", score: 1, via: "name"},
		{ws: "shop", q: "sales by store", words: "sales", kind: understand.Metric, name: "turnover", score: 1, via: "synonym"},
		{ws: "shop", q: "sales by store", words: "sales", kind: understand.Table, name: "sales", score: 1},
		{ws: "shop", q: "baskets in outlets", words: "outlets", kind: understand.Table, name: "stores", score: 1, via: "synonym"},
		{ws: "shop", q: "takings by store", words: "takings", kind: understand.Column, name: "sales.amount", score: 0.95, via: "synonym"},
		{ws: "shop", q: "average items per basket", words: "items", kind: understand.Column, name: "sales.items", score: 0.85, via: "column name"},
		{ws: "shop", q: "big lines by store", words: "big lines", kind: understand.Filter, name: "big", score: 1, via: "label"},
		{ws: "demo", q: "units sold by category", words: "units sold", kind: understand.Metric, name: "units_sold", score: 1, via: "name"},
		{ws: "demo", q: "average order value by country", words: "average order value", kind: understand.Metric, name: "average_order_value", score: 1},
		{ws: "demo", q: "turnover by shipper", words: "turnover", kind: understand.Metric, name: "revenue", score: 1, via: "synonym"},
		{ws: "demo", q: "freight by destination country", words: "destination country", kind: understand.Dimension, name: "ship_country", score: 1, via: "synonym"},
		{ws: "flights", q: "otp by airline", words: "otp", kind: understand.Metric, name: "on_time_rate", score: 1, via: "synonym"},
		{ws: "flights", q: "pax by airline", words: "airline", kind: understand.Dimension, name: "carrier", score: 1, via: "synonym"},
		{ws: "clinic", q: "ALOS by ward", words: "ALOS", kind: understand.Metric, name: "average_length_of_stay", score: 1, via: "synonym"},
		{ws: "clinic", q: "admissions by payer", words: "payer", kind: understand.Dimension, name: "insurance_type", score: 1, via: "synonym"},
	})
}

// TestLexiconJoinKeys: a join key is reached through the table it points
// at, never read as a column of its own.
func TestLexiconJoinKeys(t *testing.T) {
	for _, c := range []struct{ ws, q, words, column string }{
		{"shop", "turnover by store id", "store id", "sales.store_id"},
		{"demo", "revenue by customer id", "customer id", "orders.CustomerID"},
		{"flights", "passengers by carrier code", "carrier code", "flights.carrier_code"},
	} {
		lx := lex(t, c.ws)
		if _, ok, _ := readingOn(lx.Read(c.q), c.words, understand.Column, c.column); ok {
			t.Errorf("%s: %q is read as the join key %s", c.ws, c.words, c.column)
		}
		if !lx.IsKey(c.column) {
			t.Errorf("%s: IsKey(%s) = false", c.ws, c.column)
		}
	}
}

// TestLexiconSynonymWeights: a synonym that is only usually meant carries
// its weight into the reading's score.
func TestLexiconSynonymWeights(t *testing.T) {
	runLex(t, []lexCase{
		{ws: "shop", q: "income by store", words: "income", kind: understand.Metric, name: "turnover", score: 0.6, via: "synonym"},
		{ws: "shop", q: "turnover by branch", words: "branch", kind: understand.Dimension, name: "store", score: 0.7, via: "synonym"},
		{ws: "flights", q: "sales by carrier", words: "sales", kind: understand.Metric, name: "total_revenue", score: 0.9, via: "synonym"},
		{ws: "flights", q: "departures from ORD", words: "departures", kind: understand.Metric, name: "flights", score: 0.9, via: "synonym"},
		{ws: "flights", q: "arrivals by carrier", words: "arrivals", kind: understand.Metric, name: "flights", score: 0.9, via: "synonym"},
	})
}

// TestLexiconPhrasings: a phrasing with {value} binds a value to its role
// (whose country, origin or destination); one without is a verb of a
// table or metric.
func TestLexiconPhrasings(t *testing.T) {
	runLex(t, []lexCase{
		// the phrasing's own noun ("stores") stays free to be what is counted
		{ws: "shop", q: "baskets of stores in Lisbon", words: "in Lisbon", kind: understand.Value, name: "store_city", via: "phrasing", value: "Lisbon"},
		{ws: "shop", q: "turnover of Porto stores", words: "Porto", kind: understand.Value, name: "store_city", via: "exact", value: "Porto"},
		{ws: "shop", q: "turnover sold in Faro", words: "sold in Faro", kind: understand.Value, name: "store_city", via: "phrasing of metric turnover", value: "Faro"},
		{ws: "shop", q: "what did we buy", words: "buy", kind: understand.Table, name: "sales", via: "verb"},
		{ws: "demo", q: "revenue shipped to France", words: "shipped to France", kind: understand.Value, name: "ship_country", via: "phrasing", value: "France"},
		{ws: "demo", q: "revenue from customers in France", words: "in France", kind: understand.Value, name: "customer_country", via: "phrasing", value: "France"},
		{ws: "demo", q: "orders shipped by Speedy Express", words: "shipped by Speedy Express", kind: understand.Value, name: "shipper", via: "phrasing", value: "Speedy Express"},
		// a sibling dimension's value, bound by the phrasing to its role
		{ws: "demo", q: "products made in Brazil", words: "made in Brazil", kind: understand.Value, name: "supplier_country", value: "Brazil"},
		{ws: "flights", q: "passengers departing from ORD", words: "departing from ORD", kind: understand.Value, name: "origin_airport", via: "phrasing", value: "ORD"},
		{ws: "flights", q: "passengers arriving at ORD", words: "arriving at ORD", kind: understand.Value, name: "destination_airport", via: "phrasing", value: "ORD"},
		{ws: "flights", q: "flights bound for Honolulu", words: "bound for Honolulu", kind: understand.Value, name: "destination_city", via: "phrasing", value: "Honolulu"},
		{ws: "clinic", q: "admissions of patients from the North", words: "from the North", kind: understand.Value, name: "patient_region", via: "phrasing", value: "North"},
		{ws: "clinic", q: "admissions at hospitals in the North", words: "in the North", kind: understand.Value, name: "hospital_region", via: "phrasing", value: "North"},
		{ws: "demo", q: "customers who bought Chai", words: "bought", kind: understand.Table, name: "order_details", via: "verb"},
	})
}

// TestLexiconHeadOfName: the last word of a compound dimension name names
// it too, at 0.8 ("city" of store_city), and a reading of it carries a
// prior against it.
func TestLexiconHeadOfName(t *testing.T) {
	runLex(t, []lexCase{
		{ws: "shop", q: "turnover by city", words: "city", kind: understand.Dimension, name: "store_city", score: 0.8, via: "head of name"},
		{ws: "demo", q: "revenue by country", words: "country", kind: understand.Dimension, name: "supplier_country", score: 0.8, via: "head of name"},
		{ws: "demo", q: "revenue by country", words: "country", kind: understand.Dimension, name: "ship_country", score: 0.8, via: "head of name"},
		{ws: "flights", q: "flights by city", words: "city", kind: understand.Dimension, name: "origin_city", score: 0.8, via: "head of name"},
		{ws: "flights", q: "flights by city", words: "city", kind: understand.Dimension, name: "destination_city", score: 0.8, via: "head of name"},
	})
	// a filler word is the head of no name ("on" of library's joined_on,
	// "at" and "by" of helpdesk's opened_at and logged_by)
	for _, c := range []struct{ ws, q string }{{"library", "late return rate on adult members"}, {"helpdesk", "tickets opened at night by phone"}} {
		l := lexicon(t, c.ws).Read(c.q)
		for i, tok := range l.Tokens {
			for _, r := range l.At[i] {
				if knowledge.IsStopWord(tok.Text) && r.Via == "head of name" {
					t.Errorf("%s %q: %q read as %s (head of name)", c.ws, c.q, tok.Text, r.Name)
				}
			}
		}
	}
	// a declared name beats the head of another's: "country" is the
	// customer's in the demo
	lx := lexicon(t, "demo")
	b := lx.Interpret("revenue by country").Best()
	if len(b.Groups) != 1 || b.Groups[0].Dim != "customer_country" {
		t.Errorf("revenue by country: %s", b.Restate(lx))
	}
	lx = shop(t)
	b = lx.Interpret("turnover by city").Best()
	if len(b.Groups) != 1 || b.Groups[0].Dim != "store_city" || !hasPrior(b, "whose name ends with it") {
		t.Errorf("turnover by city: %s; priors %q", b.Restate(lx), b.Score.Priors)
	}
}

// TestLexiconIrregularVerbs: an irregular verb form meets its base in the
// workspace's words ("bought" the phrasing "buy", "flew" "fly").
func TestLexiconIrregularVerbs(t *testing.T) {
	runLex(t, []lexCase{
		{ws: "shop", q: "which stores bought the most", words: "bought", kind: understand.Table, name: "sales", via: "verb"},
		{ws: "flights", q: "passengers who flew on Bluewater Air", words: "flew on Bluewater Air", kind: understand.Value, name: "carrier", via: "phrasing", value: "Bluewater Air"},
		// "flown" and "flew" are one verb: the filter's synonym "flown"
		{ws: "flights", q: "flights that flew in 2024", words: "flew", kind: understand.Filter, name: "completed", via: "synonym"},
	})
	for irregular, base := range map[string]string{"bought": "buy", "flew": "fly", "sold": "sell", "paid": "pay", "left": "leave"} {
		a, b := understand.Tokenize(irregular), understand.Tokenize(base)
		if a[0].Stem != b[0].Stem {
			t.Errorf("stem of %q = %q, of %q = %q", irregular, a[0].Stem, base, b[0].Stem)
		}
	}
}

// TestLexiconNamedPeriods: period blocks are named periods, by name, label
// and synonyms, and without their year.
func TestLexiconNamedPeriods(t *testing.T) {
	for _, c := range []struct {
		ws, q, words, name, from, to string
	}{
		{"shop", "turnover in the spring sale 2021", "spring sale 2021", "spring_sale_2021", "2021-03-01", "2021-03-31"},
		{"shop", "turnover in the spring sale", "spring sale", "spring_sale_2021", "2021-03-01", "2021-03-31"},
		{"clinic", "admissions in FY24", "FY24", "fy2024", "2023-07-01", "2024-06-30"},
		{"clinic", "admissions in fiscal year 2023", "fiscal year 2023", "fy2023", "2022-07-01", "2023-06-30"},
		{"flights", "flights in the holiday peak", "holiday peak", "holiday_peak_2023", "2023-12-15", "2024-01-07"},
		{"polls", "polls during the conventions", "the conventions", "conventions_2016", "2016-07-18", "2016-07-28"},
	} {
		lx := lex(t, c.ws)
		l := lx.Read(c.q)
		s, e := spanOf(l, c.words)
		found := false
		for _, r := range l.At[max(s, 0)] {
			if s >= 0 && r.Kind == understand.Time && r.End == e && r.Period.Name == c.name {
				found = true
				if got := r.Period.From.Format("2006-01-02") + " " + r.Period.To.Format("2006-01-02"); got != c.from+" "+c.to {
					t.Errorf("%s %q: %s, want %s %s", c.ws, c.q, got, c.from, c.to)
				}
			}
		}
		if !found {
			t.Errorf("%s %q: %q not read as the period %s:\n%s", c.ws, c.q, c.words, c.name, l.Explain())
		}
	}
}

// TestLexiconDescribes: a thing's own text explains the words it uses.
func TestLexiconDescribes(t *testing.T) {
	lx := shop(t)
	for key, stems := range map[string][]string{
		"metric:baskets":      {"receipt", "rung"},
		"table:sales":         {"till", "basket"},
		"column:sales.amount": {"euro", "paid"},
	} {
		for _, st := range stems {
			if !lx.Describes(key, understand.Tokenize(st)[0].Stem) {
				t.Errorf("%s does not describe %q", key, st)
			}
		}
	}
	if lx.Describes("metric:baskets", "turnover") {
		t.Error("metric:baskets describes turnover")
	}
	if !lx.KnownAs("income", "turnover") || lx.KnownAs("takings", "turnover") {
		t.Error("KnownAs: income is a name of turnover, takings (a column's synonym) is not")
	}
}

func hasPrior(q *understand.Query, substr string) bool {
	for _, p := range q.Score.Priors {
		if strings.Contains(p, substr) {
			return true
		}
	}
	return false
}
