package agents

import (
	"slices"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// TestClauseValue: a sentence that gives a value per case answers with
// the case the question names; when the question names none, the other
// values are reported rather than the first served as the answer.
func TestClauseValue(t *testing.T) {
	c := &knowledge.Chunk{Heading: "Significant delays"}
	delays := "A delay of 3 hours or more on a domestic flight, or 6 hours or more on an international flight, counts as a significant change."
	refunds := &knowledge.Chunk{Heading: "Refunds for cancelled orders"}
	fines := &knowledge.Chunk{Heading: "Charges"}
	outage := &knowledge.Chunk{Heading: "Standards"}
	refundText := "Refunds to a credit card are issued within 7 business days; refunds paid another way are issued within 20 days."
	for _, tc := range []struct {
		c          *knowledge.Chunk
		sentence   string
		question   string
		want       string
		wantOthers []string
	}{
		{c, delays, "From how many hours of delay does an international flight count as a significant change?", "6 hours", nil},
		{c, delays, "how many hours of delay make a domestic flight a significant change", "3 hours", nil},
		{c, delays, "how many hours of delay count as a significant change?", "3 hours", []string{"6 hours"}},
		{refunds, refundText, "within how many days are refunds to a credit card issued?", "7", nil},
		{refunds, refundText, "how many days until refunds paid another way are issued", "20 days", nil},
		{refunds, "Orders over 1,000 units ship free.", "which orders ship free", "1,000 units", nil},
		// what a sentence says before its first value is said of every
		// clause: "senior cards" does not pick the first
		{fines, "Senior cards pay $0.10 per day late, and $0.50 per day late for DVDs.", "how much does a senior card pay per day when a DVD comes back late?", "$0.50", nil},
		{fines, "Standard members pay 3 credits per night, and 5 credits per night for suites.", "how many credits does a standard member pay per night for a suite?", "5", nil},
		// the unit asked picks the clause that gives it, not the condition
		{outage, "When an unplanned outage lasts longer than 12 hours, each affected residential customer gets a credit of $50 and each small business customer a credit of $100, plus $25 for every further 12 hours without supply.", "What credit does a residential customer get when an outage lasts more than 12 hours, in dollars?", "$50", nil},
		{outage, "If a parcel is more than 3 days late, the customer gets 10 points.", "how many points does a customer get when a parcel is more than 3 days late", "10", nil},
		// the end asked for picks the clause that says it
		{fines, "A late payment charge of 1.5% of the overdue balance, with a minimum of $5, is added to the next bill.", "What is the minimum late payment charge?", "$5", nil},
		{fines, "A booking may run for 14 nights at most, with a maximum of 3 rooms.", "what is the maximum number of rooms in a booking?", "3", nil},
		// the first value in the unit asked, not a count said before it
		{fines, "A booking for one room is capped at $300 for members and $400 for guests.", "what is the cap on a single room for members, in dollars?", "$300", nil},
		{fines, "Each account may hold two cards, with a spending limit of $50 a day.", "what is the spending limit of an account, in dollars?", "$50", nil},
		// (not an end the first clause says of every case: the name of
		// what each case gives)
		{c, "At Oslo the minimum transfer time for domestic transfers is 40 minutes, and 70 minutes when either flight is international.", "what's the minimum transfer time at Oslo if one flight is international, in minutes?", "70 minutes", nil},
		{fines, "The maximum loan period for books is 21 days, and 7 days for DVDs.", "what is the maximum loan period for a DVD, in days?", "7 days", nil},
		// a number the question says is its condition, not the answer
		{fines, "The late fine on one item is capped at $10.", "What is the late fine cap on one item?", "$10", nil},
	} {
		got, _, others := clauseValue(tc.c, tc.sentence, askingOf(tc.question))
		if got != tc.want || !slices.Equal(others, tc.wantOthers) {
			t.Errorf("%q: %q, others %q; want %q, others %q", tc.question, got, others, tc.want, tc.wantOthers)
		}
	}
}

// TestRanks: the row at the rank asked for is kept, a tie beside it said;
// fewer rows than asked for are said.
func TestRanks(t *testing.T) {
	table := func(vals ...float64) *exec.Result {
		k := data.NewColumn("customer", data.String, 0)
		v := data.NewColumn("revenue", data.Float, 0)
		for i, f := range vals {
			k.Append(string(rune('A' + i)))
			v.Append(f)
		}
		return &exec.Result{Table: &data.Table{Columns: []*data.Column{k, v}}}
	}
	for _, c := range []struct {
		nth, limit int
		vals       []float64
		want       string
		tie, short bool
	}{
		{nth: 2, limit: 3, vals: []float64{9, 7, 5}, want: "B"},
		{nth: 2, limit: 3, vals: []float64{9, 7, 7}, want: "B", tie: true},
		{nth: 3, limit: 4, vals: []float64{9, 9, 8}, want: "C"},
		{nth: 3, limit: 4, vals: []float64{9, 8}, want: "A", short: true},
		{limit: 3, vals: []float64{9, 8}, want: "A", short: true},
		{limit: 2, vals: []float64{9, 8}, want: "A"},
	} {
		p := &Planned{Query: &understand.Query{Nth: c.nth, Limit: c.limit, Order: "desc"}, MetricCol: "revenue"}
		res := table(c.vals...)
		ranks(p, res)
		if got := res.Table.Col("customer").Text(0); got != c.want || p.Evidence.Tie != c.tie || p.Evidence.Short != c.short {
			t.Errorf("%+v: first row %s, tie %v, short %v", c, got, p.Evidence.Tie, p.Evidence.Short)
		}
		if c.nth > 0 && !c.short && res.Table.Rows() != 1 {
			t.Errorf("%+v: %d rows, want the one at the rank", c, res.Table.Rows())
		}
	}
}

// TestUnitValue: of a sentence with values in several units, the one in
// the unit the question asks for.
func TestUnitValue(t *testing.T) {
	s := "Every readmission within 30 days is reviewed by the quality lead, within 10 working days of the readmission."
	for _, tc := range []struct {
		q, want string
		ok      bool
	}{
		{"Within how many working days is a readmission reviewed?", "10 working days", true},
		// "days" is said of both: the unit does not pick one
		{"How many days after discharge does a readmission count?", "", false},
		{"Who reviews a readmission?", "", false},
	} {
		v, _, ok := unitValue(s, askedUnit(tc.q))
		if ok != tc.ok || v != tc.want {
			t.Errorf("%q: %q %v, want %q %v", tc.q, v, ok, tc.want, tc.ok)
		}
	}
	// two values said in the unit as well: neither is picked
	if v, _, ok := unitValue("Bags up to 8 kg ride free; bags over 23 kg pay.", askedUnit("how many kg can a bag weigh")); ok {
		t.Errorf("picked %q of two values in kg", v)
	}
}

// TestBestSentenceInUnit: of a section's sentences, one that gives a number
// in the unit the question asks comes first, and a term few sentences
// hold tells them apart: the DFW sentence, not the definition that
// repeats the question's words nor the first airport's.
func TestBestSentenceInUnit(t *testing.T) {
	c := &knowledge.Chunk{Heading: "Minimum connecting times", Text: "The minimum connecting time is the shortest connection the reservation system will sell between two flights of the group at the same airport. " +
		"At Minneapolis (MSP) the minimum connecting time for domestic connections is 45 minutes, and 60 minutes when either flight is international. " +
		"At Dallas-Fort Worth (DFW) it is 50 minutes for domestic connections."}
	q := "whats the shortest connection we'll sell at DFW between two domestic flights, in minutes?"
	s := bestSentence(c, askingOf(q))
	if !strings.Contains(s, "DFW") {
		t.Errorf("picked %q", s)
	}
	if u := askedUnit("What credit does a customer get, in dollars?"); !slices.Equal(u, []string{"$"}) {
		t.Errorf("unit of a currency: %v", u)
	}
	if u := askedUnit("when is a nurse to phone them? (hours)"); !slices.Equal(u, []string{"hour"}) {
		t.Errorf("unit in parentheses: %v", u)
	}
}

// TestOtherNoun: a count a passage gives of another noun than the one the
// question asks how many of does not answer it ("40 escalation beds" for
// "how many elective surgeries"); the noun asked for, or a unit said with
// the value, does.
func TestOtherNoun(t *testing.T) {
	for _, c := range []struct {
		q, sentence, value, want string
	}{
		{"how many elective surgeries did we have to postpone", "the network opened 40 escalation beds at Riverton University Hospital and postponed some elective surgery.", "40", "escalation beds"},
		{"how many visitors can a patient have", "Patients may have 2 visitors at a time.", "2", ""},
		{"how many books did a kid have to read", "Children who read 8 books win a free book.", "8", ""},
		{"how many days do customers have to return goods", "Beverages can be returned within 14 days if unopened.", "14 days", ""},
	} {
		if got := otherNoun(c.sentence, c.value, askedUnit(c.q)); got != c.want {
			t.Errorf("%q in %q: %q, want %q", c.q, c.sentence, got, c.want)
		}
	}
}
