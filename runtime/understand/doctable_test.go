package understand_test

import (
	"testing"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// TestTableValue: a passage's table of ranges answers the question's
// number with the row that holds it, in the column the question names; a
// table of named rows answers the row the question names.
func TestTableValue(t *testing.T) {
	c := &knowledge.Chunk{Text: `Parcels are charged by weight:

| parcel weight | standard fee | express fee |
|---|---|---|
| under 2 kg | $4.50 | $9 |
| 2-5 kg | $7 | $14 |
| 5 to 20 kg | $12 | $25 |
| more than 20 kg | $30 | $55 |

Fees include tax.`}
	ratings := &knowledge.Chunk{Text: `| rating | bonus |
|---|---|
| 1 Poor | 0% |
| 2 Fair | 2% |
| 3 Strong | 5% |`}
	v := english.Words()
	for _, tc := range []struct {
		c       *knowledge.Chunk
		q, cell string
		ok      bool
	}{
		{c, "What is the express fee for a 3 kg parcel?", "$14", true},
		{c, "standard fee for a parcel of 1.5 kg", "$4.50", true},
		{c, "standard fee for a 20 kg parcel", "$12", true},
		{c, "express fee for a 25 kg parcel", "$55", true},
		{c, "what is the standard fee", "", false}, // no number, no row named
		{c, "fees for 3 or 30 kg", "", false},      // two numbers
		{ratings, "What bonus does a strong rating get?", "5%", true},
		{ratings, "What bonus does a rating get?", "", false},
	} {
		_, cell, _, ok := understand.TableValue(tc.c, tc.q, knowledge.Terms(tc.q), v)
		if ok != tc.ok || cell != tc.cell {
			t.Errorf("%q: %q %v, want %q %v", tc.q, cell, ok, tc.cell, tc.ok)
		}
	}
}
