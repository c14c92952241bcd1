package understand_test

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// TestScoreBreakdown: every candidate's total is its coverage, a tenth of
// its reading quality and its priors, and each prior is listed with why.
func TestScoreBreakdown(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"demo", "top 5 products by revenue in 1997 excluding Beverages"},
		{"demo", "how many customers bought Chai"},
		{"flights", "what share of 2024 passengers flew on Bluewater Air"},
		{"clinic", "average charges by department in 2023 wibble"},
		{"polls", "how many pollsters ran more than 50 polls"},
	} {
		lx := lexicon(t, c.ws)
		res := lx.Interpret(c.q)
		if len(res.Candidates) < 2 || res.Considered < len(res.Candidates) {
			t.Errorf("%s %q: %d candidates of %d considered", c.ws, c.q, len(res.Candidates), res.Considered)
		}
		for i, q := range res.Candidates {
			s := q.Score
			if want := s.Coverage + 0.1*s.Quality + s.Prior; math.Abs(s.Total-want) > 1e-9 && !(i == 0 && q.Intent == understand.IntentStop) {
				t.Errorf("%s %q #%d: total %.4f != coverage %.4f + 0.1×quality %.4f + prior %.4f", c.ws, c.q, i+1, s.Total, s.Coverage, s.Quality, s.Prior)
			}
			sum := 0.0
			for _, p := range s.Priors {
				var v float64
				if _, err := fmt.Sscan(p, &v); err != nil {
					t.Errorf("%s %q: prior %q has no value", c.ws, c.q, p)
				}
				sum += v
			}
			if math.Abs(sum-s.Prior) > 0.006*float64(len(s.Priors)) {
				t.Errorf("%s %q #%d: priors %q add up to %.3f, prior is %.3f", c.ws, c.q, i+1, s.Priors, sum, s.Prior)
			}
			if s.Coverage < 0 || s.Coverage > 1 || s.Quality < 0 || s.Quality > 1 {
				t.Errorf("%s %q #%d: coverage %v, quality %v", c.ws, c.q, i+1, s.Coverage, s.Quality)
			}
			if i > 0 && q.Score.Total > res.Candidates[i-1].Score.Total && res.Candidates[0].Intent != understand.IntentStop {
				t.Errorf("%s %q: candidates out of order at #%d", c.ws, c.q, i+1)
			}
		}
		if !strings.Contains(res.Explain(lx, 3), "Candidates:") {
			t.Errorf("%s %q: Explain has no candidates", c.ws, c.q)
		}
	}
}

// TestScoreCoverage: coverage is the share of the words that must be
// understood that the reading uses; a word only a used thing's own text
// holds counts half and is listed as weakly explained.
func TestScoreCoverage(t *testing.T) {
	for _, c := range []struct {
		ws, q       string
		coverage    float64
		unexplained []string
		weak        []string
	}{
		// revenue, by, category, 1997: 4 of 4
		{"demo", "revenue by category in 1997", 1, nil, nil},
		// frobnicated is a fifth word nothing reads
		{"demo", "revenue by category in 1997 frobnicated", 0.8, []string{"frobnicated"}, nil},
		{"flights", "passengers by carrier in 2024 wibble", 0.8, []string{"wibble"}, nil},
		// "carried the most passengers": the synonym "passengers carried"
		// said around its ranking word
		{"flights", "Which three routes carried the most passengers in 2024?", 1, nil, nil},
		{"demo", "how many customers placed more than 20 orders", 1, nil, nil}, // "placed" orders, "orders" their unit
	} {
		lx := lexicon(t, c.ws)
		s := lx.Interpret(c.q).Best().Score
		if math.Abs(s.Coverage-c.coverage) > 1e-9 || !slices.Equal(s.Unexplained, c.unexplained) || !slices.Equal(s.Weak, c.weak) {
			t.Errorf("%s %q: coverage %.4f unexplained %q weak %q; want %.4f %q %q", c.ws, c.q, s.Coverage, s.Unexplained, s.Weak, c.coverage, c.unexplained, c.weak)
		}
	}
}

// TestScoreRestrictiveWords: a restrictive function word counts as
// understood only when a construct consumed it: a candidate that drops
// "not", "top 5" or "more than 50" lists it as unexplained.
func TestScoreRestrictiveWords(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		words []string
	}{
		{"demo", "revenue not from Beverages", []string{"not"}},
		{"demo", "top 5 products by revenue", []string{"top", "5"}},
		{"clinic", "admissions with more than 5 procedures", []string{"more than", "5"}},
		{"flights", "passengers excluding Bluewater Air", []string{"excluding"}},
	} {
		lx := lexicon(t, c.ws)
		res := lx.Interpret(c.q)
		if u := res.Best().Score.Unexplained; len(u) > 0 {
			t.Errorf("%s %q: the best reading leaves %q", c.ws, c.q, u)
		}
		// some candidate drops the restriction, and says so
		found := false
		for _, q := range res.Candidates {
			missing := 0
			for _, w := range c.words {
				if slices.Contains(q.Score.Unexplained, w) {
					missing++
				}
			}
			if missing == len(c.words) {
				found = true
				if q.Score.Coverage >= res.Best().Score.Coverage {
					t.Errorf("%s %q: %s drops %q at coverage %.3f", c.ws, c.q, q.Restate(lx), c.words, q.Score.Coverage)
				}
			}
		}
		if !found {
			t.Errorf("%s %q: no candidate reports %q unexplained", c.ws, c.q, c.words)
		}
	}
}

// TestScorePriors: the structural priors are named in Score.Priors.
func TestScorePriors(t *testing.T) {
	for _, c := range []struct {
		ws, q, prior string
	}{
		{"demo", "revenue by category", "+0.02 a declared metric"},
		{"demo", "average quantity by country", "-0.04 an aggregate the reader composed"},
		{"demo", "how many customers bought Chai", "-0.04 a count the reader composed"},
		{"demo", "revenue shipped to France", `+0.06 the phrasing "shipped to france"`},
		{"demo", "revenue from customers in France", `"customers" says whose "in France" is`},
		{"demo", "by category in 1997", "-0.15 a guess"},
		{"flights", "by carrier in 2024", "-0.15 a guess"},
		{"flights", "flights departing from ORD", `+0.06 the phrasing "departing from ord"`},
		{"clinic", "average procedure charge by hospital", "-0.04 an aggregate the reader composed"},
		{"clinic", "what does readmission rate mean", "a question about what"},
		{"demo", "delete all orders", "+1.00 a request to change data"},
		{"demo", "revenue by ship region", "read as the column orders.ShipRegion, which no dimension or synonym declares"},
	} {
		lx := lexicon(t, c.ws)
		b := lx.Interpret(c.q).Best()
		if !hasPrior(b, c.prior) {
			t.Errorf("%s %q: %s; priors %q, want %q", c.ws, c.q, b.Restate(lx), b.Score.Priors, c.prior)
		}
	}
	// a guessed measure is said in the notes
	lx := lexicon(t, "demo")
	b := lx.Interpret("by category in 1997").Best()
	if b.Guessed != 1 || len(b.Notes) == 0 || !strings.HasPrefix(b.Notes[0], "No measure was named") {
		t.Errorf("guessed %d, notes %q", b.Guessed, b.Notes)
	}
}

// TestScoreRefusalFirst: a reading that understands half the question or
// less is put behind a refusal.
func TestScoreRefusalFirst(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"demo", "revenue of the zorblax quuxes in frobnia"},
		{"flights", "wibble wobble passengers quux"},
	} {
		lx := lexicon(t, c.ws)
		res := lx.Interpret(c.q)
		if b := res.Best(); b.Intent != understand.IntentStop || b.Stop != "unknown" {
			t.Errorf("%s %q: %s", c.ws, c.q, b.Restate(lx))
		}
		if len(res.Candidates) < 2 || res.Candidates[1].Intent == understand.IntentStop {
			t.Errorf("%s %q: the data reading behind the refusal is gone", c.ws, c.q)
		}
	}
	// nothing to read at all
	lx := lexicon(t, "saas")
	if b := lx.Interpret("the of and").Best(); b.Intent != understand.IntentStop {
		t.Errorf("filler: %s", b.Restate(lx))
	}
}

// TestSignature: readings that compute the same thing have one signature,
// whatever the words; readings that compute different things do not.
func TestSignature(t *testing.T) {
	for _, same := range []struct {
		ws string
		qs []string
	}{
		{"demo", []string{"revenue by category in 1997", "1997 revenue per category", "sales broken down by category for 1997", "Revenue by Category in 1997?"}},
		{"demo", []string{"top 5 products by revenue", "the five best selling products", "which 5 products had the most revenue"}},
		{"demo", []string{"revenue excluding Beverages", "revenue except Beverages", "revenue other than Beverages"}},
		{"flights", []string{"passengers by carrier in 2024", "pax per airline in 2024", "2024 passengers by airline"}},
		{"clinic", []string{"admissions in Q1 2024", "admissions in the first quarter of 2024", "admissions between January and March 2024"}},
	} {
		lx := lexicon(t, same.ws)
		first := lx.Interpret(same.qs[0]).Best()
		for _, q := range same.qs[1:] {
			if b := lx.Interpret(q).Best(); b.Signature() != first.Signature() {
				t.Errorf("%s: %q and %q differ:\n  %s\n  %s", same.ws, same.qs[0], q, first.Signature(), b.Signature())
			}
		}
	}
	for _, diff := range []struct {
		ws   string
		a, b string
	}{
		{"demo", "revenue by category", "revenue by supplier"},
		{"demo", "revenue shipped to France", "revenue from customers in France"},
		{"demo", "revenue in 1997", "revenue in 1998"},
		{"demo", "top 5 products by revenue", "top 3 products by revenue"},
		{"demo", "revenue excluding Beverages", "revenue for Beverages"},
		{"flights", "flights departing from ORD", "flights arriving at ORD"},
		{"clinic", "what share of 2024 admissions were emergencies", "emergency admissions in 2024"},
	} {
		lx := lexicon(t, diff.ws)
		if lx.Interpret(diff.a).Best().Signature() == lx.Interpret(diff.b).Best().Signature() {
			t.Errorf("%s: %q and %q have one signature", diff.ws, diff.a, diff.b)
		}
	}
	// candidates of one question are distinct by signature
	lx := lexicon(t, "demo")
	seen := map[string]bool{}
	for _, q := range lx.Interpret("revenue by country in 1997").Candidates {
		if seen[q.Signature()] {
			t.Errorf("two candidates with signature %s", q.Signature())
		}
		seen[q.Signature()] = true
	}
}

// TestAsQuestion: a candidate written back as a question reads back to
// the same interpretation.
func TestAsQuestion(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"demo", "revenue by category in 1997"},
		{"demo", "top 5 products by units sold"},
		{"demo", "revenue excluding Beverages in 1998"},
		{"flights", "passengers by carrier in 2024"},
		{"clinic", "total charges by hospital in Q1 2024"},
		{"polls", "number of polls by pollster grade"},
	} {
		lx := lexicon(t, c.ws)
		b := lx.Interpret(c.q).Best()
		again := lx.Interpret(b.AsQuestion(lx)).Best()
		if again.Signature() != b.Signature() {
			t.Errorf("%s %q → %q: %s, want %s", c.ws, c.q, b.AsQuestion(lx), again.Restate(lx), b.Restate(lx))
		}
	}
}

// TestScoreUndeclaredColumnTypo: a column no dimension declares costs the
// same whether its name is spelled right or not, and a reading of it
// restates whose column it is, so it never looks like the declared one.
func TestScoreUndeclaredColumnTypo(t *testing.T) {
	lx := shop(t)
	for _, q := range []string{"turnover by channel", "turnover by chanel"} {
		cs := lx.Interpret(q)
		best := cs.Best()
		if got := best.Restate(lx); got != "Turnover · by channel" {
			t.Errorf("%q: read as %q, want the declared dimension", q, got)
		}
		found := false
		for _, c := range cs.Candidates {
			if len(c.Groups) == 1 && c.Groups[0].Column == "sales.channel" {
				found = true
				if got := c.Restate(lx); got != "Turnover · by sales channel" {
					t.Errorf("%q: the column reading restates as %q", q, got)
				}
				if !hasPrior(c, "which no dimension or synonym declares") {
					t.Errorf("%q: the column reading has priors %q", q, c.Score.Priors)
				}
			}
		}
		if !found {
			t.Errorf("%q: no candidate reads the column sales.channel", q)
		}
	}
}

// TestScorePercentOnNumber: "at least 10%" keeps its unit; the reading
// that drops it (comparing with 10) is not a close second.
func TestScorePercentOnNumber(t *testing.T) {
	lx := shop(t)
	cs := lx.Interpret("how many sales had a discount of at least 10%")
	best := cs.Best()
	if len(best.Conds) != 1 || best.Conds[0].Num != 0.1 {
		t.Fatalf("read as %s, want discount >= 0.1", best.Restate(lx))
	}
	for _, c := range cs.Candidates[1:] {
		if len(c.Conds) == 1 && c.Conds[0].Num == 10 && best.Score.Total-c.Score.Total < 0.03 {
			t.Errorf("the reading without the %% is within %.3f: %s", best.Score.Total-c.Score.Total, c.Restate(lx))
		}
	}
}
