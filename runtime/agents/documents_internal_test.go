package agents

import (
	"slices"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// TestClauseValue: a sentence that gives a value per case answers with
// the case the question names; when the question names none, the other
// values are reported rather than the first served as the answer.
func TestClauseValue(t *testing.T) {
	c := &knowledge.Chunk{Heading: "Significant delays"}
	delays := "A delay of 3 hours or more on a domestic flight, or 6 hours or more on an international flight, counts as a significant change."
	refunds := &knowledge.Chunk{Heading: "Refunds for cancelled orders"}
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
	} {
		got, _, others := clauseValue(tc.c, tc.sentence, knowledge.Terms(tc.question))
		if got != tc.want || !slices.Equal(others, tc.wantOthers) {
			t.Errorf("%q: %q, others %q; want %q, others %q", tc.question, got, others, tc.want, tc.wantOthers)
		}
	}
}
