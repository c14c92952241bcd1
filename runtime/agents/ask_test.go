package agents_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// askCase is a question and what its answer must say about itself.
type askCase struct {
	ws, q string
	check func(a *agents.Answer) string
	known string
}

func runAsk(t *testing.T, cases []askCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			skipKnown(t, c.known)
			a := ask(t, c.ws, c.q)
			if msg := valid(a); msg != "" {
				t.Errorf("invalid answer: %s", msg)
			}
			if msg := c.check(a); msg != "" {
				t.Error(msg)
			}
			if t.Failed() {
				ev, _ := json.Marshal(a.Evidence)
				t.Logf("route %s, confidence %.2f, review %v, read as %s\nsummary: %s\nalternatives: %+v\nevidence: %s", a.Route, a.Confidence, a.NeedsReview, a.Interpretation, a.Summary, a.Alternatives, ev)
			}
		})
	}
}

// valid checks what every answer has: a route, a summary, a confidence in
// [0, 1] that agrees with the review flag, and the review flag whenever a
// word was not understood.
func valid(a *agents.Answer) string {
	switch {
	case a.Route == "":
		return "no route"
	case strings.TrimSpace(a.Summary) == "":
		return "no summary"
	case a.Confidence < 0 || a.Confidence > 1:
		return fmt.Sprintf("confidence %v", a.Confidence)
	case a.NeedsReview != (a.Confidence < 0.6):
		return fmt.Sprintf("review %v at confidence %v", a.NeedsReview, a.Confidence)
	case len(a.Unexplained) > 0 && a.Route != agents.RouteStop && !a.NeedsReview:
		return fmt.Sprintf("%q not understood, and no review", a.Unexplained)
	case len(a.Alternatives) > agents.MaxAlternatives:
		return fmt.Sprintf("%d alternatives", len(a.Alternatives))
	case a.Evidence == nil:
		return "no evidence"
	}
	return ""
}

// ---------------------------------------------------------- answer checks

func both(checks ...func(*agents.Answer) string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		var msgs []string
		for _, c := range checks {
			if m := c(a); m != "" {
				msgs = append(msgs, m)
			}
		}
		return strings.Join(msgs, "; ")
	}
}

// sure: confident, not flagged, no other reading offered.
func sure(a *agents.Answer) string {
	if a.NeedsReview || a.Confidence < 0.85 || len(a.Alternatives) > 0 || len(a.Unexplained) > 0 {
		return fmt.Sprintf("unsure: confidence %.2f, review %v, alternatives %d, unexplained %q", a.Confidence, a.NeedsReview, len(a.Alternatives), a.Unexplained)
	}
	return ""
}

// unsure: flagged for review, and the summary says how it was read.
func unsure(a *agents.Answer) string {
	if !a.NeedsReview || a.Confidence >= 0.6 {
		return fmt.Sprintf("not flagged: confidence %.2f", a.Confidence)
	}
	if !strings.HasPrefix(a.Summary, "I read this as "+a.Interpretation+".") {
		return fmt.Sprintf("the summary does not begin with the reading: %q", a.Summary)
	}
	return ""
}

func summaryHas(parts ...string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		for _, p := range parts {
			if !strings.Contains(a.Summary, p) {
				return fmt.Sprintf("summary %q has no %q", a.Summary, p)
			}
		}
		return ""
	}
}

func confidenceAtMost(c float64) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		if a.Confidence > c {
			return fmt.Sprintf("confidence %.2f, want at most %.2f", a.Confidence, c)
		}
		return ""
	}
}

func alternativesHave(sub string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		for _, x := range a.Alternatives {
			if strings.Contains(x.Interpretation, sub) {
				if x.Question == "" {
					return fmt.Sprintf("alternative %q has no question to select it", x.Interpretation)
				}
				return ""
			}
		}
		return fmt.Sprintf("no alternative reading %q in %+v", sub, a.Alternatives)
	}
}

func evidence(name string, get func(*agents.Evidence) bool) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		if !get(a.Evidence) {
			return "evidence: not " + name
		}
		return ""
	}
}

func routeIs(r string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		if a.Route != r {
			return fmt.Sprintf("route %s, want %s", a.Route, r)
		}
		return ""
	}
}

// firstKey is the first row's key: the answer's KeyCol, else the first
// text column.
func firstKey(a *agents.Answer) (string, bool) {
	t := a.Data
	if t == nil || t.Rows() == 0 {
		return "", false
	}
	for _, c := range t.Columns {
		if !c.Kind.IsNumber() {
			if c.IsNull(0) {
				return "", true
			}
			return data.Format(c.Kind, c.Value(0)), false
		}
	}
	return "", false
}

func leads(key string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		k, null := firstKey(a)
		if null || k != key {
			return fmt.Sprintf("first row %q (null %v), want %q", k, null, key)
		}
		return ""
	}
}

// TestConfidenceClasses: the review flag is raised for an unexplained word,
// a close reading that gives a different result, a guessed measure, an
// empty or zero result; a confident answer is not flagged; a period
// outside the data is answered as such.
func TestConfidenceClasses(t *testing.T) {
	runAsk(t, []askCase{
		// confident
		{ws: "demo", q: "revenue by category in 1997", check: both(sure, routeIs(agents.RoutePipes))},
		{ws: "flights", q: "passengers in 2024", check: both(sure, summaryHas("2,085,750"))},
		{ws: "clinic", q: "what share of 2023 admissions were emergencies", check: sure},
		{ws: "demo", q: "delete all orders", check: both(routeIs(agents.RouteStop), func(a *agents.Answer) string {
			if a.NeedsReview || strings.HasPrefix(a.Summary, "I read this as") || a.Plan != nil {
				return "a refusal is flagged, restated or planned"
			}
			return ""
		})},
		// N asked for and fewer found (there are three carrier types):
		// fewer exist, or the reading is wrong
		{ws: "flights", q: "top 5 carrier types by passengers in 2024", check: both(unsure, func(a *agents.Answer) string {
			if !a.Evidence.Short {
				return "five asked for, fewer answered, and not said"
			}
			return ""
		})},
		{ws: "flights", q: "top 3 carriers by passengers in 2024", check: sure},
		// with a value per case in a passage, the case the question names
		{ws: "flights", q: "From how many hours of delay does an international flight count as a significant change?", check: both(sure, summaryHas("6 hours"))},
		{ws: "flights", q: "how many hours of delay count as a significant change?", check: unsure},
		// a function word read from a near spelling is a guess to confirm,
		// unless it is a grain the answer's shape shows
		{ws: "flights", q: "passengers in 2024 exluding Bluewater Air", check: both(unsure, summaryHas(`I took "exluding" for "excluding".`))},
		{ws: "flights", q: "quartely passengers in 2024", check: sure},
		// a "when" question that a passage without a date answers is not
		// answered for sure; one with the date is
		{ws: "flights", q: "When are refunds for cancelled flights issued?", check: both(unsure, func(a *agents.Answer) string {
			if !slices.ContainsFunc(a.Warnings, func(w string) bool { return strings.Contains(w, "asks for a date") }) {
				return fmt.Sprintf("warnings %q", a.Warnings)
			}
			return ""
		})},
		// an unexplained word
		{ws: "demo", q: "revenue by category in 1997 frobnicated", check: both(unsure, summaryHas(`I did not understand "frobnicated"`))},
		{ws: "clinic", q: "admissions by hospital in 2024 wibble", check: both(unsure, func(a *agents.Answer) string {
			if !slices.Equal(a.Unexplained, []string{"wibble"}) {
				return fmt.Sprintf("unexplained %q", a.Unexplained)
			}
			return ""
		})},
		// a close reading with another result
		{ws: "demo", q: "what share of 1997 revenue came from Germany", check: both(unsure, alternativesHave("Supplier country Germany"), summaryHas("It could also mean:"))},
		{ws: "clinic", q: "which insurance type had the most patients in 2023", check: both(unsure, alternativesHave("discharge date"))},
		// a guessed measure
		{ws: "demo", q: "by category in 1997", check: both(unsure, evidence("guessed measure", func(e *agents.Evidence) bool { return e.GuessedMeasure }))},
		{ws: "flights", q: "by carrier in 2024", check: both(unsure, evidence("guessed measure", func(e *agents.Evidence) bool { return e.GuessedMeasure }))},
		// nothing found, or zero
		{ws: "demo", q: "revenue for Chai in 1997 for Seafood", check: both(unsure, confidenceAtMost(0.4), summaryHas("No data found"), evidence("empty", func(e *agents.Evidence) bool { return e.Empty }))},
		{ws: "demo", q: "how many late orders shipped to Mexico in 1998 by Federal Shipping", check: both(unsure, confidenceAtMost(0.5), evidence("zero", func(e *agents.Evidence) bool { return e.Zero }))},
		{ws: "flights", q: "how many long-haul flights did Summit Link fly in 2024", check: both(unsure, confidenceAtMost(0.5), evidence("zero", func(e *agents.Evidence) bool { return e.Zero }))},
		// a period outside the data: the answer says what the data covers
		{ws: "demo", q: "revenue in 2005", check: both(summaryHas("No data found", "The data covers 1996-07-04 to 1998-05-06 only."), func(a *agents.Answer) string {
			if a.Confidence != 0.75 || a.NeedsReview || !a.Evidence.OutOfRange || len(a.Actions) == 0 {
				return fmt.Sprintf("confidence %.2f, out of range %v, actions %q", a.Confidence, a.Evidence.OutOfRange, a.Actions)
			}
			return ""
		})},
		{ws: "flights", q: "passengers in 2030", check: both(summaryHas("The data covers 2023-01-01 to 2024-12-31 only."), evidence("out of range", func(e *agents.Evidence) bool { return e.OutOfRange }))},
		// confidently wrong today
		{ws: "flights", q: "passengers on departures from ORD in 2024", check: func(a *agents.Answer) string {
			if !a.NeedsReview && !strings.Contains(a.Interpretation, "Passengers") {
				return "answered " + a.Interpretation + " for passengers, unflagged"
			}
			return ""
		}},
		{ws: "polls", q: "how many polls had a clinton share above 50%", check: func(a *agents.Answer) string {
			if !a.NeedsReview && strings.Contains(a.Summary, "4,208") {
				return "all 4,208 polls, unflagged"
			}
			return ""
		}},
		{ws: "demo", q: "revenue during summer beverages 1998", check: func(a *agents.Answer) string {
			if !a.NeedsReview && a.Route != agents.RouteStop {
				return "answered " + a.Interpretation + ", unflagged"
			}
			return ""
		}},
		{ws: "flights", q: "how many flights did Bluewater Air cancel in 2024", check: func(a *agents.Answer) string {
			if !a.NeedsReview && !strings.Contains(strings.ToLower(a.Interpretation), "cancel") {
				return "answered " + a.Interpretation + ", unflagged"
			}
			return ""
		}},
	})
}

// TestReviewThreshold: the threshold is the caller's; an unsure answer is
// below whichever threshold is set.
func TestReviewThreshold(t *testing.T) {
	e := engine(t, "demo")
	ctx := context.Background()
	a, err := e.Ask(ctx, "units sold by supplier in 1997", agents.AskOptions{ReviewThreshold: 0.95})
	if err != nil || !a.NeedsReview || a.Confidence >= 0.95 {
		t.Errorf("threshold 0.95: %v, confidence %.2f, review %v", err, a.Confidence, a.NeedsReview)
	}
	a, err = e.Ask(ctx, "units sold by supplier in 1997 frobnicated", agents.AskOptions{ReviewThreshold: 0.9})
	if err != nil || !a.NeedsReview || a.Confidence > 0.85 {
		t.Errorf("threshold 0.9, a word not understood: %v, confidence %.2f, review %v", err, a.Confidence, a.NeedsReview)
	}
	if _, err := e.Ask(ctx, "revenue", agents.AskOptions{FormatHint: "list[{"}); err == nil {
		t.Error("a bad format hint is no error")
	}
}

// TestSynthesis: the summary answers the question in the numbers of the
// result; shares, listings, growth, rankings and time series each say it
// their way. Expected numbers are worked out from the CSV files.
func TestSynthesis(t *testing.T) {
	runAsk(t, []askCase{
		// the share of a part: the part, the share, the whole's scope
		{ws: "demo", q: "what percentage of 1997 revenue came from German customers", check: both(summaryHas("Germany was 19.01% of revenue in 1997."), func(a *agents.Answer) string {
			if len(a.KeyMetrics) == 0 || a.KeyMetrics[0].Label != "Share" || a.KeyMetrics[0].Unit != "%" {
				return fmt.Sprintf("key metrics %+v", a.KeyMetrics)
			}
			return ""
		})},
		{ws: "clinic", q: "what share of 2023 admissions were emergencies", check: summaryHas("Emergency admissions was 73.64% of admissions in 2023.")},
		{ws: "flights", q: "What share of 2024 passengers flew on Bluewater Air?", check: summaryHas("Bluewater Air was 16.04% of passengers in 2024.")},
		// listings: how many, and the first names
		{ws: "demo", q: "show the orders of Around the Horn", check: both(summaryHas("Found 13 orders for Around the Horn: "), func(a *agents.Answer) string {
			if a.Data.Rows() != 13 || a.KeyMetrics[0].Label != "Rows" {
				return fmt.Sprintf("%d rows, key metrics %+v", a.Data.Rows(), a.KeyMetrics)
			}
			return ""
		})},
		{ws: "clinic", q: "Show me the patients still in hospital at St. Agnes Hospital", check: summaryHas("Found 11 patients for current inpatients and St. Agnes Hospital: ")},
		{ws: "demo", q: "products in the Beverages category", check: summaryHas("Found 11 products for Beverages: Chai, Chang")},
		// growth between two periods, and per group
		{ws: "demo", q: "revenue growth from 1996 to 1997", check: summaryHas("Revenue grew 196.56% from $208,083.97 in 1996 to $617,085.20 in 1997.")},
		{ws: "flights", q: "passenger growth in 2024", check: summaryHas("Passengers grew 6.30% from 1,962,150 in 2023 to 2,085,750 in 2024.")},
		{ws: "demo", q: "revenue growth by category from 1996 to 1997", check: summaryHas("Grains/Cereals changed most (+498.15%), Beverages least (+116.87%), over 8 rows.")},
		{ws: "clinic", q: "admissions growth by hospital from 2023 to 2024", check: summaryHas("Westmoor Regional Hospital changed most (+18.11%), Redcliff Memorial Hospital least (-3.14%), over 7 rows.")},
		// a ranking: the first, then the next two
		{ws: "demo", q: "top 3 categories by revenue in 1997", check: summaryHas("Dairy Products had the highest revenue in 1997 ($115,387.64), followed by Beverages ($103,924.30) and Confections ($82,657.75).")},
		{ws: "flights", q: "passengers growth by carrier from 2023 to 2024", check: summaryHas("Bluewater Air changed most (+16.14%), Great Lakes Connect least (-17.99%)")},
		// a time series: highest and lowest
		{ws: "demo", q: "revenue by month in 1997", check: summaryHas("by month: highest in December 1997", "over 12 months")},
		{ws: "polls", q: "How many polls were there each month?", check: summaryHas("Number of polls by month: highest in October 2016 (1,349)")},
		// a count a curated pipe agrees with is still a ranking of numbers
		{ws: "clinic", q: "stays by hospital", check: summaryHas("Riverton University Hospital had the highest")},
		// a refusal says what the workspace can answer
		{ws: "saas", q: "what's the weather like?", check: summaryHas("I can answer questions about", "billings")},
		// a document answer quotes and cites its passage
		{ws: "demo", q: "how long do customers have to return beverages", check: both(summaryHas("14 days", "[returns_policy.md#beverages]"), func(a *agents.Answer) string {
			if len(a.Provenance.Documents) == 0 {
				return "no document in the provenance"
			}
			return ""
		})},
	})
}

// TestNullGroupsLast: a group with no value ("(none)") never leads a
// ranking, even where it is the largest.
func TestNullGroupsLast(t *testing.T) {
	runAsk(t, []askCase{
		// aircraft from the legacy register have no manufacturer: 6,702 of
		// the 2023 flights, more than Airbus's 3,775
		{ws: "flights", q: "which manufacturer had the most flights in 2023", check: both(leads("Airbus"), summaryHas("Airbus had the highest"))},
		// unaligned carriers carried 715,756 passengers in 2024, Skyward 732,463
		{ws: "flights", q: "passengers by alliance in 2024", check: leads("Skyward Alliance")},
		// most orders have no ship region ($736,758.88 of revenue)
		{ws: "demo", q: "revenue by ship region", check: both(leads("ID"), func(a *agents.Answer) string {
			if strings.HasPrefix(a.Summary, "(none)") {
				return "the summary leads with the null group"
			}
			return ""
		})},
		{ws: "clinic", q: "admissions by insurance type in 2024", check: func(a *agents.Answer) string {
			if _, null := firstKey(a); null {
				return "the null group leads"
			}
			return ""
		}},
	})
}

// TestFuzzRegressions: questions the fuzzer found that crashed or broke
// an answer's contract.
func TestFuzzRegressions(t *testing.T) {
	runAsk(t, []askCase{
		// a growth of a listing was planned as the listing, and the
		// synthesizer took the growth summary of a metric it did not have
		// (nil dereference in compareSummary)
		{ws: "clinic", q: "unit 000 ChAge 1900", check: func(*agents.Answer) string { return "" }},
		{ws: "demo", q: "product change in 1997", check: func(*agents.Answer) string { return "" }},
		{ws: "flights", q: "carrier growth from 2023 to 2024", check: func(a *agents.Answer) string {
			if !a.NeedsReview && a.Route != agents.RouteStop {
				return "answered " + a.Interpretation + " with a listing, unflagged: " + a.Summary
			}
			return ""
		}},
	})
}

// TestDocumentRangeEnd: a passage that gives a range ("3 to 7 days", "1 to
// 10 points") answers "at most" or "the highest" with its end, "at least"
// with its start, and reads the word as used.
func TestDocumentRangeEnd(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		want  int64
	}{
		{"demo", "At most how many days can dairy products be returned?", 7},
		{"demo", "At least how many days do customers have to return dairy products?", 3},
		{"clinic", "What is the highest score on the patient satisfaction scale?", 10},
	} {
		a, err := engine(t, c.ws).Ask(context.Background(), c.q, agents.AskOptions{FormatHint: "int"})
		if err != nil {
			t.Fatal(err)
		}
		if a.Route != agents.RouteDocuments || a.Answer != c.want || len(a.Unexplained) > 0 {
			t.Errorf("%s %q: route %s, answer %v, unexplained %q; want %d from the documents", c.ws, c.q, a.Route, a.Answer, a.Unexplained, c.want)
		}
	}
}

// TestDocumentValueClasses: the value a passage gives for what the
// question asks, in several workspaces. A "when" after the words that ask
// the question opens a condition and asks no date; a unit after a number
// ("longer than 12 hours") or after "per" ("per day") is not the unit
// asked; a rate ("$0.10 per minute") is no number in minutes; what a
// sentence says before its first value is said of every clause; the end
// asked for ("minimum") picks the clause that says it; a number the
// question says is a condition, not the answer.
func TestDocumentValueClasses(t *testing.T) {
	for _, c := range []struct {
		ws, q, hint string
		want        any
	}{
		{"utility", "What credit does a small business customer get when the gas supply is off too long?", "int", int64(100)},
		{"library", "How many days is a magazine lent for when it is borrowed at a branch?", "int", int64(14)},
		{"library", "how much does a senior card pay when a DVD comes back late, per day?", "float", 0.50},
		{"utility", "What credit does a residential customer get when an unplanned power cut lasts more than 12 hours, in dollars?", "int", int64(50)},
		{"bikes", "how many minutes of free riding do members get on each ride?", "int", int64(45)},
		{"library", "What is the late fine per day for a DVD on an adult card, in dollars?", "float", 1.0},
		{"utility", "What is the minimum late payment charge?", "int", int64(5)},
		// a word the passage says in another form ("adopting" of
		// "adoptive parents") picks its sentence
		{"hr", "how many working days of leave does a parent get after adopting?", "str", "30 working days"},
		// "how many days did it last" of a range of days of a month
		// ("from 18 to 21 July") is the days it spans
		{"polls", "how many days did the democratic convention last?", "int", int64(4)},
		{"utility", "how many days did the 2024 customer open house last?", "int", int64(3)},
		// a value the unit asked reads with no space before its unit
		// (was a panic)
		{"polls", "Below how many points must a lead be reported as a toss-up?", "int", int64(3)},
		// a table's column named by another form of the question's word
		// ("resolution target" of "to resolve"); the unit asked, which no
		// reading of the data gives, read by a passage of the document
		// named for the question's word ("sla_policy" of "the SLA")
		{"helpdesk", "How many hours does the SLA give us to resolve a P3 ticket?", "int", int64(72)},
		{"utility", "what is the gas unit rate on the Green Choice plan?", "float", 1.45},
		// two cases joined in one clause, each with its value ("capped
		// at $10 for adult cards and $5 for senior cards"); the most a
		// thing can be is the passage's cap, and "one item" its own
		{"library", "What's the most a senior card can be fined for one late item, in dollars?", "int", int64(5)},
		{"library", "What's the most an adult card can be fined for one late item, in dollars?", "int", int64(10)},
		// the extreme of the values sections give for cases the question
		// names none of
		{"demo", "what is the longest return window, in days?", "int", int64(30)},
		{"demo", "what is the shortest return window, in days?", "int", int64(3)},
		// hours asked of two times of day ("from 6:00 to 22:00"); a year
		// or a time of day asked by "what year", "what time" (a year is
		// no value otherwise)
		{"bikes", "how many hours a day do the rebalancing vans run?", "int", int64(16)},
		{"clinic", "how many hours a day can visitors come to see an inpatient?", "int", int64(10)},
		{"library", "since what year have teen cards been fine-free?", "int", int64(2022)},
		{"utility", "since what year do the service standards apply?", "int", int64(2023)},
		{"clinic", "by what time should patients leave the ward on the day of discharge?", "str", "11:00"},
		{"bikes", "at what time do the rebalancing vans stop running?", "str", "22:00"},
		// "what <word>" with a word no reading of the data gives, asked
		// in percent: the passage's value in percent ("10%")
		{"hotels", "what discount do gold members get when they book direct, in percent?", "float", 10.0},
		{"utility", "what charge applies to late payments, in percent?", "float", 1.5},
		// a passage's table with a column two of the question's words
		// name and a row it names is the passage's (was a count of P4
		// tickets by first response)
		{"helpdesk", "what first response target do P4 tickets have?", "str", "24 hours"},
		// "how many times" of a multiple said as a word ("double",
		// "twice"); a word of the section's heading (a name: "Fall Fare
		// Sale") is the passage's even when it ranks or changes elsewhere
		{"flights", "during the fall fare sale 2024, flights to mexico earned how many times the loyalty miles?", "int", int64(2)},
		{"polls", "how many times does a pollster with likely-voter and registered-voter numbers from the same fieldwork appear in the file?", "int", int64(2)},
		// a number of times said in one word ("only once") gives the
		// times asked: the sentence that says it, not the general rule
		// beside it ("up to 2 times … DVDs can be renewed only once")
		{"library", "how many times is someone allowed to renew a dvd?", "int", int64(1)},
		{"hr", "how many times a year is each member of staff reviewed?", "int", int64(1)},
	} {
		a, err := engine(t, c.ws).Ask(context.Background(), c.q, agents.AskOptions{FormatHint: c.hint})
		if err != nil {
			t.Fatal(err)
		}
		if a.Route != agents.RouteDocuments || a.Answer != c.want || a.NeedsReview {
			t.Errorf("%s %q: route %s, answer %v, review %v (%q, warnings %q); want %v from the documents, sure", c.ws, c.q, a.Route, a.Answer, a.NeedsReview, a.Unexplained, a.Warnings, c.want)
		}
	}
}

// TestDocumentExtremeOfCases: a passage's sentence that gives a value
// beyond the one read, for another case the question does not name,
// leaves the extreme asked for review ("for international flights the
// limit is 4 hours" beside "a domestic flight ... more than 3 hours"); the
// cap a passage gives answers "the most it can be", flagged only for a
// word no passage reads.
func TestDocumentExtremeOfCases(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"flights", "what is the longest a flight may be held on the tarmac, in hours?"},
		{"utility", "What is the most an outage credit can be worth for one outage?"},
	} {
		a := ask(t, c.ws, c.q)
		if a.Route != agents.RouteDocuments || !a.NeedsReview {
			t.Errorf("%s %q: route %s, answer %v, review %v; want a passage's value for review", c.ws, c.q, a.Route, a.Answer, a.NeedsReview)
		}
	}
	// (the cap, not the planned outage's $30 credit)
	if a := ask(t, "utility", "What is the most an outage credit can be worth for one outage?"); a.Answer != "$300" {
		t.Errorf("the most an outage credit can be worth = %v, want $300", a.Answer)
	}
}

// TestDocumentTableTie: a table's columns the question's words tell no
// more one from the other ("8 hours" first response, "72 hours" resolution;
// electricity and gas unit rates) give alternatives, for review.
func TestDocumentTableTie(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"helpdesk", "how many hours do we have for a P3 ticket"},
		{"utility", "what is the unit rate on the Green Choice plan?"},
		// (the customer charge of a plan, electricity's or gas's: was the
		// amount billed to its customers, sure)
		{"utility", "how much is the customer charge on Business Flex?"},
	} {
		a := ask(t, c.ws, c.q)
		if a.Route != agents.RouteDocuments || !a.NeedsReview || len(a.Alternatives) == 0 {
			t.Errorf("%s %q: route %s, answer %v, review %v, alternatives %v; want a passage's value for review, with the other column's", c.ws, c.q, a.Route, a.Answer, a.NeedsReview, a.Alternatives)
		}
	}
}

// TestDocumentGivesNoNumber: a count or an amount asked of a passage that
// gives no number ("how many books does the library own" answered with a
// passage on e-books) is not answered: flagged, never sure.
func TestDocumentGivesNoNumber(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"library", "how many books does the library own"},
		{"helpdesk", "how many agents are on the support team"},
	} {
		a, err := engine(t, c.ws).Ask(context.Background(), c.q, agents.AskOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if a.Route == agents.RouteDocuments && !a.NeedsReview {
			t.Errorf("%s %q: %v from the documents, sure of itself (%q)", c.ws, c.q, a.Answer, a.Summary)
		}
	}
}

// TestZeroOfOwnRows: a count of the entities with none of some rows, the
// entities being values of those rows' own table or made by rows the
// question names, counts those with rows but none of the kind (it counted
// no route: grouped after the filter, a route with no cancellation had no
// group; and every patient with no ER admission). Expected values from
// the CSV files (flights: 38 Bluewater routes flown in 2024, 8 never
// cancelled).
func TestZeroOfOwnRows(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		want  float64
	}{
		{"flights", "how many bluewater routes had no cancellations in 2024", 8},
		{"library", "how many members went all of 2024 without a single loan", 2191},
		// entities made by the rows said of them, none of a kind among those
		// (patients admitted in 2024 with no ER admission that year)
		{"clinic", "Of the people we admitted in 2024, how many never once came in through the ER that year?", 1425},
		{"helpdesk", "Of the customers who opened tickets in 2024, how many never opened a phone ticket that year?", 404},
	} {
		a := ask(t, c.ws, c.q)
		if got := fmt.Sprint(a.Answer); got != fmt.Sprint(c.want) {
			t.Errorf("%s %q = %v (%T), want %v", c.ws, c.q, a.Answer, a.Answer, c.want)
		}
	}
}

// TestGroundedByTheNamesKept: a number in the name of what the answer kept
// ("Readmitted within 30 days", a filter's label) is evidence; the summary
// that said it was dropped as unsupported and the answer replaced by an
// insufficient-context one.
func TestGroundedByTheNamesKept(t *testing.T) {
	for _, q := range []string{
		"how many patients that were admitted in 2024 were readmitted",
		"what was the readmission rate in 2024",
	} {
		a := ask(t, "clinic", q)
		for _, w := range a.Warnings {
			if strings.HasPrefix(w, agents.WarnUnsupported) || strings.HasPrefix(w, agents.WarnInsufficient) {
				t.Errorf("%q: %s", q, w)
			}
		}
		if a.Summary == "" {
			t.Errorf("%q: no summary", q)
		}
	}
}

// TestRateOverQuantity: "per" a quantity said by its unit divides the total
// by that quantity's total over the same rows. Expected values from the CSV
// files (flights 2024: fuel 72,253,308 over 14,938,247 miles; bikeshare
// 2024: fares 241,981.67 over 168,673.48 km).
func TestRateOverQuantity(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		want  float64
	}{
		{"flights", "fuel cost per mile in 2024", 4.84},
		{"bikes", "average fare per km in 2024", 1.43},
	} {
		a := ask(t, c.ws, c.q)
		if got, ok := a.Answer.(float64); !ok || math.Abs(got-c.want) > 0.005 || a.NeedsReview {
			t.Errorf("%s %q = %v (%T, review %v), want %v", c.ws, c.q, a.Answer, a.Answer, a.NeedsReview, c.want)
		}
	}
}

// TestAmountOfEach: an amount said after the number ("more than 20
// vacation days") of the rows that belong to each counted thing is each
// thing's total; a filter the workspace reads from a word ("took": approved
// leave) is no second reading when left out. Expected from the CSV files
// (hr: 67 employees with over 20 days of approved vacation starting in
// 2023; bikeshare: 128 riders with over 100 km of trips started in 2024).
func TestAmountOfEach(t *testing.T) {
	for _, c := range []struct {
		ws, q  string
		want   float64
		review bool
	}{
		{"hr", "How many employees took more than 20 vacation days in 2023?", 67, false},
		{"bikes", "how many riders rode more than 100 km in 2024?", 128, true},
	} {
		a := ask(t, c.ws, c.q)
		if got, ok := a.Answer.(int64); !ok || float64(got) != c.want || a.NeedsReview != c.review {
			t.Errorf("%s %q = %v (%T, review %v), want %v (review %v)", c.ws, c.q, a.Answer, a.Answer, a.NeedsReview, c.want, c.review)
		}
	}
}

// TestNeverOfAVerb: "never" before the verb of rows that point at the
// counted noun ("products never ordered", "members who never borrowed a
// DVD") counts the nouns with none of those rows, the values said after
// the verb conditions on the rows, those of the noun's own table (its own
// date too) on the nouns. Expected values from the CSV files.
func TestNeverOfAVerb(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		want  float64
	}{
		{"demo", "how many products have never been ordered by brazilian customers", 10},
		{"demo", "how many customers have never ordered", 4},
		{"library", "how many members have never borrowed a dvd", 5014},
		{"library", "how many members never borrowed anything", 1344},
		{"library", "how many members joined in 2024 but never borrowed a book", 496},
		// a filter said as the verb ("took" of approved leave requests)
		{"hr", "how many employees never took a leave", 318},
		{"bikes", "how many bikes never had a repair ticket", 59},
		// the rows named after a verb of having (tickets resolved in 2024
		// with no survey sent)
		{"helpdesk", "of the tickets we solved in 2024, how many never got a satisfaction survey sent out at all?", 1098},
	} {
		a := ask(t, c.ws, c.q)
		if got := fmt.Sprint(a.Answer); got != fmt.Sprint(c.want) {
			t.Errorf("%s %q = %v (%T), want %v", c.ws, c.q, a.Answer, a.Answer, c.want)
		}
	}
}

// TestCountOfARoleCopy: a list copied for a role (the employee list once
// more as "managers") counted alone is the rows that play the role, not
// every row of the list (2,251 employees read as managers, sure of itself);
// a condition only the rows pointing at them reach, or rows that reach
// them only through another table beside the same list in another role,
// are doubts. Expected values from the CSV files (distinct manager_id,
// supervisor_id).
func TestCountOfARoleCopy(t *testing.T) {
	for _, c := range []struct {
		ws, q  string
		want   float64
		review bool
	}{
		{"hr", "how many managers do we have", 173, false},
		{"utility", "how many supervisors are there", 8, false},
		{"helpdesk", "how many managers are there", 6, false},
		// (the department of the employees they manage: 41; their own: 40)
		{"hr", "how many managers are in engineering", 41, true},
		// (the reviews reach the managers of the employees reviewed; the
		// reviewers are the same list)
		{"hr", "how many managers never reviewed anyone in 2024", 57, true},
	} {
		a := ask(t, c.ws, c.q)
		if got := fmt.Sprint(a.Answer); got != fmt.Sprint(c.want) || a.NeedsReview != c.review {
			t.Errorf("%s %q = %v (review %v), want %v (review %v)", c.ws, c.q, a.Answer, a.NeedsReview, c.want, c.review)
		}
	}
}

// TestOneOfEach: "more than 50 units of a single product on one order"
// compares each order line. Expected from the CSV files: 74 lines of 1997
// orders with a quantity over 50 (of 60 orders). Not sure of itself: "a
// customer" is not read.
func TestOneOfEach(t *testing.T) {
	a := ask(t, "demo", "During 1997, how many times did a customer order more than 50 units of a single product on one order?")
	if fmt.Sprint(a.Answer) != "74" {
		t.Errorf("answer %v, want 74", a.Answer)
	}
}

// TestComparedOnOwnDate: "jobs finished in 2024 vs jobs finished in 2023"
// compares the two years of the completion date. Expected from the CSV
// file: 1,463 completed visits in 2023, 1,633 in 2024 (+11.62%; was -100%,
// sure of itself).
func TestComparedOnOwnDate(t *testing.T) {
	a := ask(t, "utility", "jobs finished in 2024 vs jobs finished in 2023, % change?")
	if got, ok := a.Answer.(float64); !ok || math.Abs(got-11.62) > 0.005 {
		t.Errorf("answer %v, want 11.62", a.Answer)
	}
}

// TestRateOverClause: "how many people did we hire for each person who
// left" divides the hires by the leavers. Expected from the CSV file
// (staff, contractors left out): 146 hires and 109 leavers in 2024, 166
// and 154 in 2023 (was 1, sure of itself: a breakdown by employee).
func TestRateOverClause(t *testing.T) {
	for _, c := range []struct {
		q    string
		want float64
	}{
		{"In 2024, how many people did we hire for each person who left?", 1.34},
		{"how many hires did we make in 2023 for every employee who left", 1.08},
	} {
		a := ask(t, "hr", c.q)
		if got, ok := a.Answer.(float64); !ok || math.Abs(got-c.want) > 0.005 {
			t.Errorf("%q = %v, want %v", c.q, a.Answer, c.want)
		}
	}
}

// TestEveryEntityPasses: a count of entities with none of some rows where
// every entity passes is a doubt (the rows counted may be none at all:
// "aircraft that operated, never cancelled" read as rows both completed and
// cancelled gave all 195, sure of itself).
func TestEveryEntityPasses(t *testing.T) {
	a := ask(t, "flights", "Of the aircraft that operated in 2024, how many never had one of their flights cancelled that year?")
	if !a.NeedsReview || !slices.ContainsFunc(a.Warnings, func(w string) bool { return strings.HasPrefix(w, "Every one of the") }) {
		t.Errorf("answer %v, review %v, warnings %q: want a doubt", a.Answer, a.NeedsReview, a.Warnings)
	}
	// (one that passes for some only is no doubt)
	if a := ask(t, "demo", "how many customers have never ordered"); a.NeedsReview || fmt.Sprint(a.Answer) != "4" {
		t.Errorf("customers who never ordered: %v (review %v), want 4", a.Answer, a.NeedsReview)
	}
}

// TestDocumentCountOfAnotherNoun: a passage's count of another noun than
// the one asked how many of is no answer (it answered 40, the escalation
// beds, to "how many elective surgeries did we postpone", sure of itself).
func TestDocumentCountOfAnotherNoun(t *testing.T) {
	a := ask(t, "clinic", "how many elective surgeries did we have to postpone because of the winter surge 2024?")
	if !a.NeedsReview {
		t.Errorf("answer %v from %v, sure of itself", a.Answer, a.Route)
	}
}

// TestCountDatedByThePeriod: "how many people were hired in 2024" counts
// the hires (146 from the CSV file, contractors left out), not today's
// staff hired in 2024 (120, sure of itself); "how many loans were
// returned in 2024" is 18,354 by the return date, or flagged (the loans of
// 2024 with the status returned are 17,729).
func TestCountDatedByThePeriod(t *testing.T) {
	if a := ask(t, "hr", "how many people were hired in 2024"); fmt.Sprint(a.Answer) != "146" {
		t.Errorf("hired in 2024: %v, want 146", a.Answer)
	}
	if a := ask(t, "library", "how many loans were returned in 2024"); fmt.Sprint(a.Answer) != "18354" && !a.NeedsReview {
		t.Errorf("returned in 2024: %v, sure of itself", a.Answer)
	}
}

// TestWeakWordOfAPassage: a reading a little behind the best that fully
// explains a word the best explains only weakly ("the desk's list" of a
// passage, beside a count of the data) is an alternative: the answer is
// for review.
func TestWeakWordOfAPassage(t *testing.T) {
	a := ask(t, "polls", "How many states are on the desk's list of 2016 swing states?")
	if !a.NeedsReview || len(a.Alternatives) == 0 {
		t.Errorf("answer %v (%s), review %v, alternatives %d", a.Answer, a.Route, a.NeedsReview, len(a.Alternatives))
	}
}

// TestCountOfTheRowsADateDates: "how many riders signed up in 2024"
// counts the riders by their sign-up date (5,354 in the CSV file), not
// the riders of 2024's trips who signed up then (3,057, sure of itself).
func TestCountOfTheRowsADateDates(t *testing.T) {
	if a := ask(t, "bikes", "how many riders signed up in 2024"); fmt.Sprint(a.Answer) != "5354" {
		t.Errorf("signed up in 2024: %v, want 5354", a.Answer)
	}
}

// TestYearAfterTheMost: "which employee sold the most in 1997" is sure of
// itself; a reading of 1997 as how many employees to show was run as an
// alternative and flagged it.
func TestYearAfterTheMost(t *testing.T) {
	if a := ask(t, "demo", "which employee sold the most in 1997"); a.NeedsReview {
		t.Errorf("flagged, alternatives %+v", a.Alternatives)
	}
}

// TestValueWithAPlus: "A+" is a grade of its own, not the A-rated
// pollsters a filter's synonym "A-grade" names (29, sure of itself; 5
// pollsters are graded A+ in the CSV file).
func TestValueWithAPlus(t *testing.T) {
	if a := ask(t, "polls", "how many pollsters have an A+ grade"); fmt.Sprint(a.Answer) != "5" {
		t.Errorf("A+ pollsters: %v, want 5", a.Answer)
	}
}

// TestShareOfAColumnTotal: a share of a column's total that no metric
// names is the part over the whole, in percent (it answered the part:
// 82,026 seats, sure of itself). Values from the CSV files: Desert Sun's
// seats on completed flights in Q4 2023 over all carriers', 13.5345%;
// beverages' units in stock over all products', 559 / 3,119 = 17.9224%.
func TestShareOfAColumnTotal(t *testing.T) {
	near := func(want float64) func(a *agents.Answer) string {
		return func(a *agents.Answer) string {
			if v, ok := a.Answer.(float64); !ok || math.Abs(v-want) > 0.01 {
				return fmt.Sprintf("answer %v, want %v", a.Answer, want)
			}
			return ""
		}
	}
	runAsk(t, []askCase{
		{ws: "flights", q: "Of all the seats we actually flew in the last quarter of 2023, what percentage were flown by Desert Sun?", check: near(13.53)},
		{ws: "demo", q: "what percentage of the units in stock are beverages", check: near(17.92)},
	})
}

// TestOwnerOnlyADescriptionMentions: "trump's lead" of a lead that is
// Clinton minus Trump (its description mentions Trump) is not Trump's: the
// answer gave Clinton's third biggest lead (Maryland), sure of itself.
func TestOwnerOnlyADescriptionMentions(t *testing.T) {
	flagged := func(a *agents.Answer) string {
		if !a.NeedsReview || !slices.ContainsFunc(a.Warnings, func(w string) bool { return strings.Contains(w, "trump's") }) {
			return fmt.Sprintf("answer %v, review %v, warnings %q", a.Answer, a.NeedsReview, a.Warnings)
		}
		return ""
	}
	runAsk(t, []askCase{
		{ws: "polls", q: "which state had trump's 3rd biggest avg lead in the final week polls", check: flagged},
		{ws: "polls", q: "what was trump's avg lead in ohio in october 2016", check: flagged},
	})
}

// TestContrastOfTwoValues: "how much higher was X of A than of B" is A's
// value less B's (it answered X of both together, or a growth over the
// year before). Values from the held-out goldens, computed from the CSV
// files: mainline less low-cost average fare in 2024, 277.50 - 121.04 =
// 156.46; Medicare less Private average length of stay of 2024
// discharges, 0.8775; Senior less Adult late return rate of 2024 loans
// asked as how much lower, 13.4767 - 9.1850 = 4.2917.
func TestContrastOfTwoValues(t *testing.T) {
	near := func(want float64) func(a *agents.Answer) string {
		return func(a *agents.Answer) string {
			if v, ok := a.Answer.(float64); !ok || math.Abs(v-want) > 0.01 || a.NeedsReview {
				return fmt.Sprintf("answer %v (review %v), want %v", a.Answer, a.NeedsReview, want)
			}
			return ""
		}
	}
	runAsk(t, []askCase{
		{ws: "flights", q: "how much higher was the average fare of mainline carriers than low-cost carriers in 2024", check: near(156.46)},
		{ws: "clinic", q: "how much longer was the average length of stay of medicare patients than private patients in 2024", check: near(0.88)},
		{ws: "library", q: "how much lower was the late return rate of senior members than adult members in 2024", check: near(4.29)},
		{ws: "library", q: "how many percentage points higher was the late return rate on adult members than on senior members in 2024?", check: near(4.29)},
		// (the measure said by its unit, "on average" and its words)
		{ws: "clinic", q: "for 2024 discharges, how many more days on average did medicare patients stay than commercially insured ones?", check: near(0.88)},
		// (a percentage of a filter said as a verb is the rate declared
		// of it: reopen rate of 2024's resolved tickets, Pro 7.6152 less
		// Free 5.7994 = 1.82; on-time rate of 2024's flown flights,
		// mainline 79.2642 less low-cost 69.7662 = 9.50; from the CSVs)
		{ws: "helpdesk", q: "by how many percentage points did Pro customers beat Free customers at getting tickets reopened in 2024?", check: near(1.82)},
		{ws: "flights", q: "by how many percentage points did mainline carriers beat low-cost carriers at arriving on time in 2024?", check: near(9.50)},
	})
}

// TestBothValues: "how many X had both A and B" counts the things with
// rows of each value (it counted those with either, flagged). Values
// from the CSV files: patients admitted in 2024 to both Riverton
// University Hospital and St. Agnes Hospital, 141; employees with
// approved sick and unpaid leave starting in 2024, 5 (held-out golden);
// members who borrowed a DVD and an audiobook in 2024, 343 (held-out
// golden, answered with a review flag for "borrowed").
func TestBothValues(t *testing.T) {
	is := func(want string) func(a *agents.Answer) string { return answerIs(want, false) }
	runAsk(t, []askCase{
		{ws: "clinic", q: "how many patients were admitted to both Riverton University Hospital and St. Agnes Hospital in 2024", check: is("141")},
		{ws: "hr", q: "How many employees took both sick leave and unpaid leave during 2024?", check: is("5")},
		{ws: "library", q: "how many members borrowed both a dvd and an audiobook in 2024", check: is("343")},
	})
}

// TestDetachedAverage: "sample sizes of the florida polls in october
// 2016: what was the average?" is the average sample size of those polls,
// 1,063.75 over 56 polls (from the CSV file); it was their respondents'
// total.
func TestDetachedAverage(t *testing.T) {
	a := ask(t, "polls", "sample sizes of the florida polls in october 2016: what was the average?")
	if got, ok := a.Answer.(float64); !ok || math.Abs(got-1063.75) > 0.005 || a.NeedsReview {
		t.Errorf("answer %v (%T, review %v), want 1063.75", a.Answer, a.Answer, a.NeedsReview)
	}
}

// answerIs checks an answer's value as printed, and that it is not for
// review when sure is asked.
func answerIs(want string, sure bool) func(a *agents.Answer) string {
	return func(a *agents.Answer) string {
		if fmt.Sprint(a.Answer) != want || sure && a.NeedsReview {
			return fmt.Sprintf("answer %v (review %v), want %s", a.Answer, a.NeedsReview, want)
		}
		return ""
	}
}

// TestBreakdownOfNamedThings: a breakdown by the dimension that names a
// table's rows groups them by the table's key too: two guests who share a
// name are two guests. Grouped by name, Camila Marques had 217 room nights
// in 2024, sure; the guest G00083 of that name had 211, and Álvaro Sánchez
// (157) was third, not George Thompson (176 for three guests of that name;
// values from the CSV files). A dimension that names no table's rows is a
// grouping of its own: loans by title count the copies of a title
// together (223 for The Sleep of Ivy Lane), and the names of rows that
// belong to rows of another table are kinds within it: "Standard" is a
// room type of each hotel (23 rows, 4 names), and room nights by room
// type are by the four.
func TestBreakdownOfNamedThings(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "room nights by room type in 2024", check: func(a *agents.Answer) string {
			if a.Data == nil || a.Data.Rows() != 4 {
				return fmt.Sprintf("got %v, want the 4 room types", a.Data)
			}
			return ""
		}},
		{ws: "hotels", q: "which 3 guests had the most room nights in 2024", check: summaryHas("Camila Marques", "(211)", "Felix Bakker (166)", "Álvaro Sánchez (157)")},
		{ws: "library", q: "which three titles had the most loans in 2024", check: summaryHas("The Sleep of Ivy Lane", "(223)", "The Dinosaur of Holloway Bay (171)", "Long Chronicles (169)")},
	})
}

// TestValueRange: "P2 to P3", "L2 through L4" are every value of the
// dimension between the two, both included, in the values' order (digits
// by their number), not the two ends: 41 open P2 and P3 tickets, 120 of
// P2 to P4; 792
// current L2, L3 and L4 staff, not contractors (485 for L2 and L4; from
// the CSV files).
func TestValueRange(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "open tickets for P2 to P3", check: answerIs("41", true)},
		// ("through {value}" is a phrasing of the channel, and "through
		// P4" was read in it: 80 for P2 and P4)
		{ws: "helpdesk", q: "how many tickets are still open for priorities P2 through P4?", check: answerIs("120", true)},
		{ws: "hr", q: "how many employees are at levels L2 through L4?", check: answerIs("792", false)},
		// a breakdown by the dimension keeps the range's order (by the
		// measure it was P3 35, P2 6, P1 1)
		{ws: "helpdesk", q: "open tickets by priority for P1 to P3", check: summaryHas("P1 1, P2 6, P3 35")},
		// values with no number to order them are the two said, for
		// review (the tiers between may be meant)
		{ws: "hotels", q: "room nights of members from Blue to Gold in 2024", check: unsure},
	})
}

// TestRankedWithin: "the highest reopen rate among tickets resolved in
// 2024" ranks by the reopen rate; "among" says the rows ranked within,
// not a measure to rank by (it ranked by the number of tickets, P3
// 7.41%, sure; P2 had the highest, 7.96%, from the CSV). The same of
// bookings: the hotel with the highest cancellation rate among bookings
// made in 2024 is Aurelia Marina, 15.78% (ranked by bookings it was
// Aurelia Baixa).
func TestRankedWithin(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "Which priority had the highest reopen rate among tickets resolved in 2024?", check: summaryHas("P2", "7.96%")},
		{ws: "hotels", q: "which hotel had the highest cancellation rate among bookings made in 2024?", check: summaryHas("Aurelia Marina", "15.78%")},
	})
}

// TestPercentOfPassages: "in %" asks for a number in percent, as "in
// days" asks for days: the passage with a sentence that gives one answers
// (the escalation section's "stays assigned" sentence was given for what
// escalation rate the desk stays under, sure; the entitlement of
// part-time staff was a share of leavers). Of a passage's cases, a
// sentence that names another value of the question's dimension is
// another case: "Blue: 5% off" is not what Gold members get.
func TestPercentOfPassages(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "what escalation rate is the desk supposed to stay under, in %?", check: answerIs("10%", false)},
		{ws: "hr", q: "how much of the full-time leave entitlement do part-time staff get, in %?", check: answerIs("60%", false)},
		{ws: "hotels", q: "how much off the flexible rate do gold members get, in %?", check: answerIs("10%", false)},
		{ws: "demo", q: "Can opened beverages be returned?", check: summaryHas("opened, it cannot be returned")},
	})
}

// TestCompoundNouns: a noun of a table's rows said before a dimension of
// theirs is the dimension, in the rows' role: "customer countries" are the
// customers' countries (it was the distinct countries of each customer, 1
// each, sure), "item formats" the items' formats (it was the items).
// Values from the CSV files. And "worst first", "highest first" say the
// order the rows are listed in, no rank.
func TestCompoundNouns(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "which 3 customer countries raised the most tickets in 2024?", check: summaryHas("United States", "(2,916)", "United Kingdom (788)", "Germany (761)")},
		{ws: "library", q: "which 2 item formats had the most loans in 2024?", check: summaryHas("Book", "(13,249)", "DVD (2,131)")},
		{ws: "helpdesk", q: "CSAT by customer region for surveys sent in the first half of 2025, highest first", check: func(a *agents.Answer) string {
			if slices.Contains(a.Unexplained, "first") {
				return fmt.Sprintf("unexplained %v", a.Unexplained)
			}
			return ""
		}},
	})
}

// TestNeverWithTheRowsVerb: a negation before the verb of a table's rows
// (a synonym of its date: "raised" of the day a ticket was opened) and
// their noun counts the things with none of them; "haven't" is a
// negation, and "a single" restates the none. 155 customers have no
// ticket (it was a pipe, for review), 23 of those who signed up in 2023
// (it was the distinct opening days of the year); 1,344 members have
// never borrowed (refused). Values from the CSV files.
func TestNeverWithTheRowsVerb(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "how many customers have never raised a ticket?", check: answerIs("155", true)},
		{ws: "helpdesk", q: "how many customers who signed up in 2023 haven't raised a single ticket?", check: answerIs("23", true)},
		{ws: "library", q: "how many members haven't borrowed a single item?", check: answerIs("1344", false)},
	})
}

// TestNeverOfACountedValue: "how many <value> <noun> never/didn't <verb>"
// counts the things the value is of with none of the rows, where the noun
// is said only in the value's words ("annual members": riders with the
// Annual plan, 388 with no trip in 2024 that was not cancelled; "Blue
// members": guests of that tier, 3,007 with no stay in 2024; values from
// the CSV files). It counted the plans (sure), and bookings of Blue guests
// that were no stays (for review); the value's own table's conditions
// keep the entities, not the rows counted.
func TestNeverOfACountedValue(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "how many annual members never took a ride in 2024?", check: answerIs("388", true)},
		{ws: "hotels", q: "How many Blue members didn't stay with us in 2024?", check: answerIs("3007", true)},
	})
}

// TestValueWithinAnother: a value whose words are within another value of
// the same dimension said too is the longer one ("went home with home
// health": 130 Pulmonology discharges in 2024; "annual members with a
// student annual plan": 4,996 trips in 2024; values from the CSV files),
// for review; it was the two (683 and 21,565, sure). Said with a list
// word between, they are the two.
func TestValueWithinAnother(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "how many Pulmonology discharges in 2024 went home with home health", check: answerIs("130", false)},
		{ws: "bikes", q: "how many 2024 trips were by annual members with a student annual plan", check: answerIs("4996", false)},
		{ws: "bikes", q: "how many 2024 trips were by riders on the annual or the student annual plan", check: answerIs("21565", true)},
	})
}

// TestRowsDatedAfterAValue: the noun of a metric's own rows said with
// their date after a value ("total charges for Redcliff Memorial, stays
// admitted in H1 2024") restates the period and says whose the value is;
// it is not another table's rows ("charges" of procedures: the procedure
// charges, sure). $1,366,380.30 of total charges; €255,817.88 of room
// revenue of stays at the Marina that checked in in Q1 2024, not the room
// revenue column summed over bookings of every status (values from the
// CSV files).
func TestRowsDatedAfterAValue(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "total charges for Redcliff Memorial, stays admitted in the first half of 2024", check: answerIs("1.3663803e+06", true)},
		{ws: "hotels", q: "room revenue for the Marina, bookings checked in during Q1 2024", check: answerIs("255817.88", false)},
	})
}

// TestEachIsNoRankingMeasure: "each" before a metric's noun that begins
// a dimension's name ("on each review site", "in each admission type")
// is the breakdown, not a measure to rank by: "lowest first" ranks the
// sites by the average score (Booking.com 8.277 first in 2023), "longest
// first" the admission types by the length of stay (Transfer 6.76,
// Emergency 4.85, Elective 4.09; values from the CSV files). Both ranked
// by the count of reviews or admissions, sure; the rows' noun dated by the
// period's phrasing ("reviews written in 2023") restates the period.
func TestEachIsNoRankingMeasure(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "what's the average review score on each review site for reviews written in 2023? lowest first", check: summaryHas("Booking.com had the lowest average review score in 2023 (8.28", "followed by TripAdvisor (8.29")},
		{ws: "clinic", q: "average length of stay in each admission type for stays discharged in 2023, longest first", check: summaryHas("Transfer had the highest average length of stay in 2023 (6.76", "followed by Emergency (4.85", "and Elective (4.09")},
	})
}

// TestYearBeforeAClauseIsNoLimit: a year and an order word in two clauses
// ("in 2023, highest first") are a period and an order, not the top 2023
// (a close second reading that sent the answers to review). Values from
// the CSV files.
func TestYearBeforeAClauseIsNoLimit(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "average review score on each review site in 2023, highest first", check: summaryHas("Expedia had the highest average review score in 2023 (8.42", "Post-stay survey (8.36")},
		{ws: "hotels", q: "average review score on each review site in 2023, highest first", check: sure},
		{ws: "library", q: "average loan length for each loan branch in 2024, longest first", check: summaryHas("Westwood had the highest average loan length in 2024 (17.34", "Northside (17.25")},
		{ws: "library", q: "average loan length for each loan branch in 2024, longest first", check: sure},
	})
}

// TestShareWholeInALeadingClause: with no verb after the share word, the
// clause before it says the whole and what follows the part ("of the
// Cardiology admissions in 2024, what percentage involved Medicare
// patients": 54.58%; "of the tickets Enterprise customers opened in 2024,
// what percentage used chat": 20.68%; values from the CSV files). Both
// were shares of every row (7.13%, 12.70%).
func TestShareWholeInALeadingClause(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "Of the Cardiology admissions in 2024, what percentage involved Medicare patients?", check: answerIs("54.58", false)},
		{ws: "helpdesk", q: "Of the tickets Enterprise customers opened in 2024, what percentage used chat?", check: answerIs("20.68", false)},
	})
}

// TestCountOfAFilter: "how many <filter>" counts the rows the filter
// keeps, and the filter's name said whole is not cut to its noun: 288
// current customers in EMEA (all 379 EMEA customers, sure), 13 current
// agents on Tier 2 (all 16, sure), 635 loyalty members from Portugal (the
// bookings, for review); "late departures" of a filter of flights counts
// flights, so the reading with it is not one that counts something else:
// 24 at Denver in Q2 2024. Values from the
// CSV files.
func TestCountOfAFilter(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "how many current customers does EMEA have?", check: answerIs("288", true)},
		{ws: "helpdesk", q: "how many current agents are on the Tier 2 team?", check: answerIs("13", true)},
		{ws: "hotels", q: "how many loyalty members come from Portugal?", check: answerIs("635", true)},
		{ws: "flights", q: "How many late departures did Denver have in Q2 2024?", check: answerIs("24", false)},
	})
}

// TestAtLeastOneOfAFilter: "at least one <filter> <rows>" of things
// counted through the rows says they have some of the rows the filter
// keeps: 17 aircraft flew a long-haul flight in 2023 (the words were left
// unexplained, for review), 304 customers opened a ticket in 2024 that was
// reopened (refused). Values from the CSV files.
func TestAtLeastOneOfAFilter(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "How many individual aircraft operated at least one long haul sector in 2023?", check: answerIs("17", true)},
		{ws: "helpdesk", q: "how many customers had at least one reopened ticket in 2024?", check: answerIs("304", false)},
	})
}

// TestRankedByTheRowsVerb: "which 2 genres were borrowed most" ranks by
// the count of the rows whose date the verb says (loans by borrowing
// date: Mystery & Thriller 2,351, Fiction 2,250 in 2024; tickets by
// opening date: bug 1,655, how-to 1,265, integration 1,207; values from
// the CSV files), not a measure guessed for want of a name (for review).
func TestRankedByTheRowsVerb(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "library", q: "which 2 genres were borrowed most in 2024?", check: summaryHas("Mystery & Thriller had the highest loans in 2024 (2,351)", "Fiction (2,250)")},
		{ws: "library", q: "which 2 genres were borrowed most in 2024?", check: sure},
		{ws: "helpdesk", q: "which 3 categories were opened most in 2024?", check: summaryHas("bug had the highest tickets in 2024 (1,655)", "how-to (1,265)", "integration (1,207)")},
		{ws: "helpdesk", q: "which 3 categories were opened most in 2024?", check: sure},
	})
}

// TestRatherThan: "rather than" leaves its value out, and values kept and
// left out of one dimension are the kept ones not left out (the metric
// step's filter of the dimension held the exclusion only): 21 polls of
// adults (it was 63, adults or voters, sure), 3,321 tickets opened by
// email in 2024 (it was email or phone). Values from the CSV files.
func TestRatherThan(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "polls", q: "how many polls sampled all adults rather than voters?", check: answerIs("21", true)},
		{ws: "helpdesk", q: "how many tickets were opened by email rather than by phone in 2024?", check: answerIs("3321", true)},
	})
}

// TestCountOfFilterNamingOtherRows: a filter of one table whose name ends
// with the noun of another ("state polls", a filter of states) counts
// the noun's rows, and "(DC included)" after it counts a value in, not the
// filter: 147 state polls ended in primary season 2016, from the CSV files
// (it was every poll, 377, sure). The same in another workspace: "current
// customers" in EMEA.
func TestCountOfFilterNamingOtherRows(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "polls", q: "How many state polls (DC included) ended in primary season 2016?", check: answerIs("147", false)},
		{ws: "helpdesk", q: "how many current customers (EMEA included) are there?", check: func(a *agents.Answer) string {
			if !strings.Contains(a.Interpretation, "Current customers") {
				return "read as " + a.Interpretation
			}
			return ""
		}},
	})
}

// TestChangeFromToIsSigned: "by how many points did X change from A to
// B" is B less A; a word of falling in a clause a condition begins ("give
// a negative number if it fell") asks no fall (it was A less B, 1.16 and
// 1.01). On-time rate 76.03% in Q1 2024 and 74.88% in Q2; readmission
// rate 14.49% and 13.48%; from the CSV files.
func TestChangeFromToIsSigned(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "by how many points did the on-time rate change from Q1 2024 to Q2 2024? give a negative number if it fell", check: answerIs("-1.16", false)},
		{ws: "clinic", q: "by how many points did the 30-day readmission rate change from Q1 2024 to Q2 2024? negative if it dropped", check: answerIs("-1.01", false)},
	})
}

// TestRolesOfTwoVerbs: a date said by its verb names the role of the
// value after it ("items borrowed at Westwood ... returned at Lakeshore":
// the borrowing branch, then the return branch; 35 items, from the CSV
// files; it was loans borrowed at either, 3,046, sure), and two values of
// one dimension said apart, with words between that may give each its
// own role, are one list only for review ("opened by Priya Ramos ...
// escalated to Felix Wilson").
func TestRolesOfTwoVerbs(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "library", q: "how many items borrowed at Westwood in 2023 were returned at Lakeshore?", check: answerIs("35", false)},
		{ws: "helpdesk", q: "how many tickets opened by Priya Ramos in 2024 were escalated to Felix Wilson?", check: func(a *agents.Answer) string {
			if !a.NeedsReview {
				return "sure of " + a.Interpretation
			}
			return ""
		}},
	})
}

// TestCountsAsOne: "(LATAM counts as one)" counts a value in, every word
// of it, and a parenthesis is a clause of its own: its number is no limit
// of the ranking (it was one region, LATAM, and one hotel, the Triana,
// sure). LATAM 689 and APAC 1,463 tickets in 2024; Alfama 1,849 and Marina
// 2,110 stays; from the CSV files.
func TestCountsAsOne(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "which 2 regions (LATAM counts as one) opened the fewest tickets in 2024?", check: summaryHas("LATAM had the lowest tickets in 2024 (689)", "APAC (1,463)")},
		{ws: "hotels", q: "which 2 hotels (the Triana counts as one) had the fewest stays in 2024? fewest first", check: summaryHas("Aurelia Alfama had the lowest bookings in 2024 for stays (1,849)", "Aurelia Marina (2,110)")},
	})
}

// TestNameWrittenApart: two words a name writes as one ("home towns" of
// "hometown", "check outs" of "checkouts") read as the name: Riverton
// 1,876, Northfield 1,182 and Southport 1,130 admissions in 2024 (it was
// refused), 1,720 loans at Westwood in 2024 (it was those still on loan;
// values from the CSV files).
func TestNameWrittenApart(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "which 3 home towns did the most admissions come from in 2024?", check: summaryHas("Riverton had the highest admissions in 2024 (1,876)", "Northfield (1,182)", "Southport (1,130)")},
		{ws: "library", q: "how many check outs did Westwood have in 2024?", check: answerIs("1720", false)},
		// (not words English joins into a phrase of its own: "break down"
		// is no "breakdown", a synonym of the maintenance tickets)
		{ws: "bikes", q: "could you break down the 2024 repair costs by ticket priority?", check: func(a *agents.Answer) string {
			if !strings.HasPrefix(a.Interpretation, "Repair cost") {
				return "read as " + a.Interpretation
			}
			return ""
		}},
	})
}

// TestValueOfTheMeasuresOwnRows: a value two dimensions have is rather
// the one of the measure's own rows (a review's source) than of rows they
// point at (the booking's channel): 6.35% of the reviews written in 2023
// were posted on Expedia (it was the booking channel, for review); 13.06%
// of 2024 admissions were in Cardiology, the admissions' department (not
// the attending physician's specialty). Values from the CSV files.
func TestValueOfTheMeasuresOwnRows(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "what share of the reviews written in 2023 were posted on Expedia?", check: answerIs("6.35", false)},
		{ws: "clinic", q: "what share of 2024 admissions were in Cardiology?", check: answerIs("13.06", true)},
	})
}

// TestValueWithItsColumnsName: the column of a value said just after it
// names the value's kind ("the non-refundable rate": the rate plan), not a
// measure (it was the share of the nightly rates summed): 26.88% of 2023
// stays; 2,010 tickets came in on the chat channel in 2024. Values from
// the CSV files.
func TestValueWithItsColumnsName(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "What percentage of our 2023 stays were on the non-refundable rate?", check: answerIs("26.88", true)},
		{ws: "helpdesk", q: "how many tickets came in on the chat channel in 2024?", check: answerIs("2010", true)},
	})
}

// TestPhrasalVerbsOfFunction: "wrapped up" says the rows' end as "ended"
// does, "pulled in" the money brought in; neither is a word left
// unexplained (for review): 173 national polls ended in September 2016,
// 385 flights took more than $150,000 in fares in 2023 (the CSV files).
func TestPhrasalVerbsOfFunction(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "polls", q: "how many national polls wrapped up in September 2016?", check: answerIs("173", true)},
		{ws: "flights", q: "How many individual flights in 2023 pulled in more than $150,000 in fares?", check: answerIs("385", true)},
	})
}

// TestListedFirst: "first" ending the clause of an order word a few words
// before ("highest count first") says the order the rows are listed in,
// not a word left unexplained (for review): email 3,321, chat 2,010 and
// phone 1,698 tickets in 2024; Central Library 4,349, Northside 1,978 and
// Lakeshore 1,880 loans (the CSV files).
func TestListedFirst(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "tickets opened in 2024 by channel, highest count first", check: summaryHas("email had the highest tickets in 2024 (3,321)", "chat (2,010)", "phone (1,698)")},
		{ws: "helpdesk", q: "tickets opened in 2024 by channel, highest count first", check: sure},
		{ws: "library", q: "loans in 2024 by branch, highest number first", check: summaryHas("Central Library had the highest loans in 2024 (4,349)", "Northside (1,978)", "Lakeshore (1,880)")},
		{ws: "library", q: "loans in 2024 by branch, highest number first", check: sure},
	})
}

// TestValuesAfterAGroupingWord: values said after a grouping word are the
// groups ("split by member and casual": 33,821 and 16,023 trips in 2024,
// from the CSV files; it was one total of both, for review), as "split
// into Beverages and Condiments" (golden values); one value after it is
// no split ("for every man", "bought by French customers").
func TestValuesAfterAGroupingWord(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "trips in 2024 split by member and casual", check: summaryHas("member", "(33,821)", "casual (16,023)")},
		{ws: "demo", q: "revenue in 1997 split into Beverages and Condiments", check: summaryHas("Beverages", "($103,924.30)", "Condiments ($55,368.59)")},
	})
}

// TestBothPeriods: "how many X did Y in both P1 and P2" counts the things
// with rows in each period, not those of the span between (which holds
// the year between). Values from the CSV files: customers with orders in
// 1996 and in 1998, 61 (held-out golden); members with loans borrowed in
// 2023 and in 2024, 3,873; guests with stays (checked out or in house)
// checking in in 2023 and in 2024, 1,203. Rows with one date each
// ("orders placed in both 1996 and 1998") are not read so: for review.
func TestBothPeriods(t *testing.T) {
	is := func(want string) func(a *agents.Answer) string { return answerIs(want, true) }
	runAsk(t, []askCase{
		{ws: "demo", q: "How many customers ordered in both 1996 and 1998?", check: is("61")},
		{ws: "library", q: "how many members borrowed in both 2023 and 2024?", check: is("3873")},
		{ws: "hotels", q: "how many guests stayed with us in both 2023 and 2024?", check: is("1203")},
		{ws: "demo", q: "how many orders were placed in both 1996 and 1998?", check: func(a *agents.Answer) string {
			if !a.NeedsReview {
				return fmt.Sprintf("answer %v, sure; want it for review", a.Answer)
			}
			return ""
		}},
	})
}

// TestWithinARanking: a ranking of the rows another keeps. Values from
// the held-out goldens (computed from the CSV files): of the five routes
// with the most 2023 revenue, LHR-JFK had the lowest load factor; of the
// three departments with the most 2023 admissions, General Surgery had the
// lowest readmission rate (the lowest of all departments is another).
func TestWithinARanking(t *testing.T) {
	is := func(want string) func(a *agents.Answer) string {
		return func(a *agents.Answer) string {
			if a.Data == nil || a.Data.Rows() != 1 || !strings.HasPrefix(a.Summary, want+" had") || a.NeedsReview {
				return fmt.Sprintf("summary %q (review %v), want %s", a.Summary, a.NeedsReview, want)
			}
			return ""
		}
	}
	runAsk(t, []askCase{
		{ws: "flights", q: "Of our five highest-revenue routes in 2023, which one had the lowest load factor?", check: is("LHR-JFK")},
		{ws: "clinic", q: "of the three departments with the most admissions in 2023, which had the lowest readmission rate", check: is("General Surgery")},
		// (of the five genres with the most 2024 loans, Junior Fiction
		// kept out longest; Young Adult, longest of all, is not one)
		{ws: "library", q: "of the 5 genres with the most loans in 2024, which had the longest average loan length", check: is("Junior Fiction")},
	})
}

// TestOwnerOfRows: a table's noun said of the rows measured, which each
// belong to one of its rows, says whose they are and changes nothing.
// Values from the CSV files: the median length of stay of Cardiology
// admissions discharged in 2023, 4 days; trips started March to June 2024
// (cancelled unlocks excluded), 17,645; spa charges of Lisbon stays in
// 2024, €73,901.18. A noun a count asks for is the thing counted: for
// review when the reading counts other rows.
func TestOwnerOfRows(t *testing.T) {
	is := func(want string) func(a *agents.Answer) string { return answerIs(want, true) }
	runAsk(t, []askCase{
		{ws: "clinic", q: "median LOS for cardiology patients discharged in 2023", check: is("4")},
		{ws: "bikes", q: "How many trips did riders take between March and June 2024?", check: is("17645")},
		{ws: "hotels", q: "how much did guests spend at the spa in lisbon in 2024", check: is("73901.18")},
	})
}

// TestFilterOfNoun: "current staff" counts no contractor, as the hr
// workspace says of its "staff" filter. Value from the CSV files: active
// employees not contractors with no rejected leave request, 590 (623 with
// contractors).
func TestFilterOfNoun(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hr", q: "How many of our current staff have never once had a leave request rejected?", check: answerIs("590", true)},
	})
}

// TestBreakdownRowSaidApart: the row asked of a breakdown by the value
// said after it. Value from the CSV files: units of Confections on 1998
// orders, 2,412 (the first row of a breakdown by product was 351).
func TestBreakdownRowSaidApart(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "demo", q: "Hi, could you break down the units we sold in 1998 by product category for me? I only need the number for Confections, thank you.", check: summaryHas("Confections (2,412)")},
	})
}

// TestPassiveCount: "how many bikes got dropped off at Pier 52" counts
// the bikes once each (280) or each drop-off (321, the held-out golden,
// from the CSV files): not sure either way.
func TestPassiveCount(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "how many bikes got dropped off at Pier 52 in July 2024", check: unsure},
	})
}

// TestRoleSaidByAFilterOrValue: the office of the agent a ticket was
// escalated to (287 tickets opened in 2024, the round 13 golden, from the
// CSV files) is not the owner's (366): the reading has the owner's, for
// review; loans returned late at Harbor Point (115 by the return branch,
// from the CSV files) are not read as those of its home branch for sure.
func TestRoleSaidByAFilterOrValue(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "How many tickets opened in 2024 got escalated to someone in the Austin office?", check: unsure},
		{ws: "library", q: "how many loans were returned late at the Harbor Point branch in 2024", check: unsure},
	})
}

// TestPartSaidBefore and "what did … spend": values from the CSV files:
// the share of 2024 trips (cancelled unlocks excluded) on electric bikes,
// 48.9567%; German customers' 1997 Beverages revenue, $18,595.60 (the
// first row of a breakdown by customer was 12,241.50).
func TestPartSaidBeforeAndWhatDid(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "Roughly half our rides are on e-bikes now, I'm told. What percentage of 2024 trips were actually on electric bikes?", check: answerIs("48.96", false)},
		{ws: "demo", q: "what did german customers spend on beverages in 1997?", check: answerIs("18595.6", true)},
	})
}

// TestInclusion: products with more than 600 units sold in 1997, the
// discontinued ones counted in: 6 (the round 13 golden, from the CSV
// files; 0 when held to discontinued products).
func TestInclusion(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "demo", q: "how many products sold more than 600 units in 1997, including discontinued products", check: answerIs("6", true)},
		{ws: "flights", q: "How many flights did Bluewater Air operate in 2024, including cancelled flights?", check: unsure},
	})
}

// TestPeriodInsideAThreshold: values from the CSV files: customers with
// more than 3 bills of 2024 billing months paid after the due date, 138;
// members with more than 5 loans borrowed in 2024 returned late, 29.
func TestPeriodInsideAThreshold(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "utility", q: "how many customers paid more than 3 of their 2024 bills late", check: answerIs("138", true)},
		{ws: "library", q: "how many members returned more than 5 of their 2024 loans late", check: answerIs("29", true)},
	})
}

// TestBetweenTwoDates: tickets resolved in 2024 more than 168 hours after
// they were opened: 217 (the round 13 golden, from the CSV files).
func TestBetweenTwoDates(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "how many tickets resolved in 2024 took more than 168 hours from being opened to being resolved?", check: answerIs("217", true)},
	})
}

// TestStillOfAState: values from the CSV files: unpaid fines, $9,039.01;
// pending leave requests, 330.
func TestStillOfAState(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "library", q: "How much in fines is still unpaid?", check: answerIs("9039.01", true)},
		{ws: "hr", q: "How many leave requests are still pending?", check: answerIs("330", true)},
	})
}

// TestCountedThrough: employees with a vacation request rejected, the
// leave starting in 2023: 139 (the round 13 golden, from the CSV files;
// 146 requests).
func TestCountedThrough(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hr", q: "how many different employees had a vacation request turned down in 2023", check: answerIs("139", true)},
	})
}

// TestColumnAverageOfTheCountedRows: the average of a column is over the
// rows the workspace counts as its table's (the metric counting them,
// named after them, leaves some out): "the average distance of a trip"
// leaves out the cancelled unlocks, which are no trips (3.4155 km from the
// CSV; 3.31 with them, unflagged). A table whose rows no such metric
// narrows averages all of them: adults per booking checking in in 2024,
// 1.678 from the CSV.
func TestColumnAverageOfTheCountedRows(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "what was the average distance of a trip in 2023", check: answerIs("3.42", true)},
		{ws: "hotels", q: "what was the average number of adults on a booking in 2024", check: answerIs("1.68", true)},
	})
}

// TestTopRowOfAColumnBreakdown: "which channel brought in the most room
// revenue": a breakdown by a column no dimension declares (the channels
// table's channel) that keeps one row names that row; it was summed up as
// the year's room revenue, the channel left out, sure of itself. (Website,
// €2,999,902.61 from the CSV: stays checking in in 2024.)
func TestTopRowOfAColumnBreakdown(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "which channel brought in the most room revenue in 2024", check: summaryHas("Website had the highest room revenue in 2024 (€2,999,902.61)")},
		{ws: "hotels", q: "room revenue in 2024", check: summaryHas("Room revenue in 2024 was €8,714,432.69.")},
	})
}

// TestTheDaySomethingHappened: "going by the day they were cancelled" says
// which date, not a breakdown by day: a count by day in a month came back
// sure of itself (the March 2024 cancellations, 255 from the CSV, were a
// list of 31 days). Read so or flagged, never a sure breakdown.
func TestTheDaySomethingHappened(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "How many bookings were cancelled in March 2024, going by the day they were cancelled?", check: both(answerIs("255", false), unsure)},
		{ws: "utility", q: "how many outages started in July 2024, going by the day they started?", check: unsure},
	})
}

// TestCountOfNamedThings: "how many different German guests" counts the
// guests by their key, not their names: 26,543 guests share 3,227 names,
// and counting names gave 332 for 537 (from the CSV). A thing the
// dimension gives no name is none ("how many different states did Ipsos
// poll": the national row is no state, 47).
func TestCountOfNamedThings(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hotels", q: "How many different German guests stayed at our Spanish hotels in 2023?", check: answerIs("537", false)},
		{ws: "polls", q: "How many different states did Ipsos poll?", check: answerIs("47", true)},
	})
}

// TestGroupsKeptByAnotherMeasure: "among physicians with at least 100
// admissions, the highest average charge" keeps the groups by their count
// of admissions and ranks them by the average charge; the comparison was
// made on the average charge (which every physician passes), so the
// physician with 24 admissions came first. (From the CSVs: Isaac Schmidt,
// 223 admissions in 2023 at $48,947.21 on average; USC Dornsife/LA Times,
// 121 polls in 2016 and 2,516.50 respondents on average.)
func TestGroupsKeptByAnotherMeasure(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "Among physicians with at least 100 admissions in 2023, which three had the highest average charge per admission?", check: summaryHas("Isaac Schmidt had the highest")},
		{ws: "polls", q: "Of the pollsters with at least 50 polls in 2016, which had the largest average sample size?", check: summaryHas("USC Dornsife/LA Times had the highest")},
	})
}

// TestPlaceFromAPassage: "where were the corrals staffed", "in which city
// was the Republican convention held" ask a passage for a place: the name
// written with capitals after "in" or "at" that the words before it tie
// to the question (was a date range, "18 to 21", or the sentence).
func TestPlaceFromAPassage(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "where were the temporary corrals staffed during the Harbor Festival?", check: answerIs("Ferry Terminal and Pier 52", false)},
		{ws: "polls", q: "In which city was the Democratic convention held?", check: answerIs("Philadelphia", false)},
	})
}

// TestEachOnesTotalOnAverage: "on average, how many vacation days did each
// person take" is each one's total averaged over those who have any (the
// days over the employees), not a breakdown by employee: 3.14 sick days a
// head of the 2024 approved sick leave, 13.26 vacation days a head in
// Sales in 2023 (from the CSV files). A quantity of rows no key ties to
// the entity's own is not read so, and says it.
func TestEachOnesTotalOnAverage(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "hr", q: "On average, how many sick days did each employee who was off sick take in 2024?", check: answerIs("3.14", true)},
		{ws: "hr", q: "On average, how many vacation days did each person in the Sales department take in 2023?", check: answerIs("13.26", true)},
		{ws: "bikes", q: "On average, how many km did each rider ride in March 2024?", check: unsure},
	})
}

// TestShareOfEachGroupsOwnWhole: "what percentage of tickets were
// escalated, by priority" is the part of each priority's own tickets (P1
// 57.12%, P2 15.41%), not each priority's part of all escalations; "which
// format had the highest percentage of its loans renewed" ranks the
// formats by that (Audiobook, 26.92%; from the CSV files).
func TestShareOfEachGroupsOwnWhole(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "what percentage of 2024 tickets were escalated, by priority", check: summaryHas("P1 had the highest", "(57.12%)", "P2 (15.41%)")},
		{ws: "library", q: "which format had the highest percentage of its 2024 loans renewed?", check: summaryHas("Audiobook", "26.92% of its loans")},
	})
}

// TestAnotherOneIsNoDistinctCount: "at a different branch" is another
// branch than one said, not a count of distinct branches (which was read,
// sure, as a growth of loans and of branches).
func TestAnotherOneIsNoDistinctCount(t *testing.T) {
	noDistinct := func(a *agents.Answer) string {
		if strings.Contains(strings.ToLower(a.Interpretation), "distinct") || a.Route != agents.RouteStop && !a.NeedsReview {
			return "read as a count of distinct things, or sure"
		}
		return ""
	}
	runAsk(t, []askCase{
		{ws: "library", q: "Of the items checked out in 2023, what percentage were returned at a different branch?", check: noDistinct},
		{ws: "bikes", q: "how many trips in 2024 ended at a different station than they started from", check: noDistinct},
	})
}

// TestPersonsOfAValueCounted: "the number of seniors borrowing" counts the
// members of that type who borrowed, as "senior members" does (1,083 in
// 2024; teens 334 in H1 2023 and 342 in H1 2024, up 2.4%; from the CSV
// files), not their loans.
func TestPersonsOfAValueCounted(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "library", q: "number of seniors borrowing in 2024", check: answerIs("1083", true)},
		{ws: "library", q: "how did the number of teens borrowing change from the first half of 2023 to the first half of 2024, in percent?", check: both(interpretationHas("number of members"), answerIs("2.4", true))},
	})
}

// TestChangeAskedInPercent: "how many more ... than in 2023, in percent"
// asks the change in percent, not in the measure's unit (tickets up
// 43.26%, loans 6.24%; from the CSV files).
func TestChangeAskedInPercent(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "how many more tickets did we get in 2024 than in 2023, in percent?", check: answerIs("43.26", true)},
		{ws: "library", q: "how many more loans were there in 2024 than in 2023, as a percentage?", check: answerIs("6.24", true)},
	})
}

// TestAtLeastOneOfAFiltersRows: "riders who took at least one long ride"
// keep the rows the filter names ("long ride": trips over 45 minutes),
// which were dropped ("long" counts for nothing), sure: 435 riders in
// March 2024; members with a late return in 2024 (dated by the return,
// the returns' own date), 1,733 (from the CSV files).
func TestAtLeastOneOfAFiltersRows(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "how many riders took at least one long ride in March 2024", check: answerIs("435", true)},
		{ws: "library", q: "how many members had at least one late return in 2024", check: answerIs("1733", true)},
	})
}

// TestWordOfThePresentBeforeANoun: "our current fleet" says which aircraft
// (those still flying); no reading keeps them, so the word is reported,
// not taken as explained by a column's description that says "current".
func TestWordOfThePresentBeforeANoun(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "On average, how many seats does each plane in our current fleet have?", check: unsure},
		{ws: "utility", q: "On average, how many kWh does each of our current households use a month?", check: unsure},
	})
}

// TestCountedNounAlsoAValue: "members", by the workspace's own synonyms,
// name all riders and the riders of type member; counting all of them is
// one reading of two, and says so.
func TestCountedNounAlsoAValue(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "how many members took a ride in 2024", check: unsure},
		// (a value of the same rows said with it settles it)
		{ws: "bikes", q: "how many annual members took a ride in 2024", check: func(a *agents.Answer) string {
			if slices.ContainsFunc(a.Evidence.Doubts, func(d string) bool { return strings.Contains(d, "also a name of") }) {
				return "doubted, though the plan says which members"
			}
			return ""
		}},
	})
}

func interpretationHas(part string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		if !strings.Contains(a.Interpretation, part) {
			return fmt.Sprintf("read as %q, want %q in it", a.Interpretation, part)
		}
		return ""
	}
}

// TestNoneInAnotherPeriod: "of the people who rode in 2023, how many never
// came back for a ride in 2024" counts the riders of 2023 with no trip in
// 2024 (1,026; 126 customers with a ticket in 2023 and none in 2024; from
// the CSV files), not those with no trip in both at once (every rider). A
// narrower count read from the verb ("open tickets" of "open") is doubted.
func TestNoneInAnotherPeriod(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "Of the people who rode with us in 2023, how many never came back for a single ride in 2024?", check: answerIs("1026", true)},
		{ws: "helpdesk", q: "How many customers who opened a ticket in 2023 did not open any ticket in 2024?", check: unsure},
	})
}

// TestThingsMadeByTheCountedRows: "the aircraft that flew in Q2 2024 never
// once arrived late" are made by the flights counted; read as every
// aircraft with no late arrival (those that did not fly too), it is
// doubted. "Every hospital other than Riverton U" may be the hospitals
// taken together; a breakdown "by hotel except one" is not doubted.
func TestThingsMadeByTheCountedRows(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "How many of the aircraft that flew in Q2 2024 never once arrived late in that quarter?", check: unsure},
		{ws: "clinic", q: "average length of stay in 2024 at every hospital other than Riverton U", check: unsure},
		{ws: "hotels", q: "average nightly rate at every hotel except Aurelia Triana in 2024", check: unsure},
		{ws: "clinic", q: "average length of stay by hospital except Southport in 2024", check: func(a *agents.Answer) string {
			if a.NeedsReview {
				return "a breakdown said with \"by\" doubted"
			}
			return ""
		}},
	})
}

// TestEndOrStartDates: "stays that ended in 2024" are dated by the end of
// the stay, which no date of the admissions says in its words: doubted;
// "polls that started fieldwork during debate season" by the date whose
// words say start (fieldwork start), not the date polls are counted on.
func TestEndOrStartDates(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "clinic", q: "how many cardiology stays ended in 2024", check: unsure},
		{ws: "polls", q: "how many national polls started fieldwork during debate season?", check: interpretationHas("(fieldwork start date)")},
	})
}

// TestOverAPeriod: "over Q1 2024" says when, not more than: Bluewater's
// operating costs over Q1 2024 were 5,014,489, and 2,041 tickets came in
// over Q2 2024 (from the CSV files), sure; "over 2000 dollars" stays an
// amount, not the year 2000.
func TestOverAPeriod(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "total operating costs of Bluewater over Q1 2024", check: answerIs("5014489", true)},
		{ws: "helpdesk", q: "how many tickets did we get over Q2 2024", check: answerIs("2041", true)},
		{ws: "demo", q: "how many orders over 2000 dollars in 1997", check: func(a *agents.Answer) string {
			if strings.Contains(a.Interpretation, "2000 to") {
				return "read \"2000\" as a year: " + a.Interpretation
			}
			return ""
		}},
	})
}

// TestRankedByTheMeasure: "top 3 carriers by miles flown" ranks by the
// measure "by" names; the word is used, not reported (Atlantic Transair,
// Northstar Airways, Pacific Crest Airlines in 2024; the genres with the
// most replacement cost; from the CSV files).
func TestRankedByTheMeasure(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "top 3 carriers by miles flown in 2024", check: both(sure, summaryHas("Atlantic Transair", "Northstar Airways", "Pacific Crest Airlines"))},
		{ws: "library", q: "top 3 genres by replacement cost", check: both(sure, summaryHas("Fiction", "Mystery & Thriller", "Science Fiction & Fantasy"))},
	})
}

// TestHowManyThereAre: "our two Lisbon hotels" says how many there are,
// not a ranking of the top two (which read a share of each hotel's own
// stays, sure); the number the reading does not use is reported.
func TestHowManyThereAre(t *testing.T) {
	noTop := func(a *agents.Answer) string {
		if strings.Contains(a.Interpretation, "top 2") || !a.NeedsReview {
			return "read as the top two, or sure: " + a.Interpretation
		}
		return ""
	}
	runAsk(t, []askCase{
		{ws: "hotels", q: "what share of 2024 stays at our two Lisbon hotels came through OTAs?", check: noTop},
		{ws: "flights", q: "how many passengers flew out of our two Chicago airports in 2024", check: noTop},
	})
}

// TestASingleOne: "not a single one" stands for the thing said before, once:
// "one" is no number to explain (126 customers with a ticket in 2023 and
// none in 2024, from the CSV files, sure).
func TestASingleOne(t *testing.T) {
	oneExplained := func(a *agents.Answer) string {
		if slices.Contains(a.Unexplained, "one") {
			return "\"one\" reported"
		}
		return ""
	}
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "How many customers who opened a ticket in 2023 did not open a single one in 2024?", check: answerIs("126", true)},
		{ws: "flights", q: "which single one of our carriers flew the most passengers in 2024", check: oneExplained},
	})
}

// TestDoersSaidWithAValueOfTheirs: "owned by agents in the Austin office"
// says which agents did it, not a breakdown by agent; the beam that keeps
// the best readings of the other words held no way of reading the
// question that skips the "by" (36.32% of the tickets resolved in 2023;
// 1,365 admissions in 2024 by cardiologists; from the CSV files).
func TestDoersSaidWithAValueOfTheirs(t *testing.T) {
	noBreakdown := func(a *agents.Answer) string {
		if strings.Contains(a.Interpretation, " · by ") {
			return fmt.Sprintf("read as %q, a breakdown", a.Interpretation)
		}
		return ""
	}
	runAsk(t, []askCase{
		{ws: "helpdesk", q: "What share of the tickets resolved in 2023 were handled by agents in the Austin office, in percent?", check: both(noBreakdown, answerIs("36.32", true))},
		{ws: "clinic", q: "How many 2024 admissions were handled by attending physicians in the Cardiology specialty?", check: both(noBreakdown, answerIs("1365", false))},
	})
}

// TestShareSaidOfAClause: "what share of the flights Bluewater Air
// operated in 2024 arrived late": the clause about the noun ("Bluewater
// Air operated in 2024") says the whole, the last verb ("arrived",
// "breached") begins the part. Both were the part, over every flight (35.07%
// of Bluewater's completed 2024 flights arrived late; 20.69% of the
// tickets Dublin agents resolved in 2024 breached the SLA; from the CSV
// files).
func TestShareSaidOfAClause(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "flights", q: "What share of the flights Bluewater Air operated in 2024 arrived late?", check: answerIs("35.07", true)},
		{ws: "helpdesk", q: "What percentage of the tickets Dublin agents resolved in 2024 breached the SLA?", check: answerIs("20.69", true)},
	})
}

// TestARatePerUnitOfTime: "how many flights a day" is per day, as "per
// day" is; "on average, how many trips a day did each plan's riders take"
// is the rate per day for each plan, not per plan by day (Annual 33.23
// trips a day in March 2024, Northstar 7.94 flights a day in August 2024;
// from the CSV files: the period's trips over its 31 days).
func TestARatePerUnitOfTime(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "bikes", q: "on average, how many trips a day did each plan's riders take in March 2024?", check: both(interpretationHas("per day · by plan"), summaryHas("Annual had the highest", "(33.23)"))},
		{ws: "flights", q: "how many flights per day did each airline have in August 2024, on average?", check: both(interpretationHas("per day · by carrier"), summaryHas("Northstar Airways had the highest", "(7.94)"))},
		{ws: "flights", q: "on average, how many flights a day did we have in August 2024?", check: answerIs("45.81", true)},
	})
}
