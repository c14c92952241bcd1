package understand_test

import (
	"testing"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// TestChangeDriversReading: a question that asks what a change is made of
// reads as a breakdown of the change between two periods, on its own and
// after an answer about a period (its period against the one before) or a
// growth (its two periods); a change request is still refused.
func TestChangeDriversReading(t *testing.T) {
	cases := []struct {
		ws    string
		turns [][2]string // question, restatement
	}{
		{"demo", [][2]string{{"why did revenue drop in 1998", "Breakdown of the change in revenue · 1997 vs 1998"}}},
		{"demo", [][2]string{{"why did revenue drop in 1998 vs 1997", "Breakdown of the change in revenue · 1997 vs 1998"}}},
		{"demo", [][2]string{{"what drove the change in revenue from 1997 to 1998", "Breakdown of the change in revenue · 1997 vs 1998"}}},
		{"demo", [][2]string{{"why did units sold of Beverages go down in Q1 1998", "Breakdown of the change in units sold · Category Beverages · Q4 1997 vs Q1 1998"}}},
		{"demo", [][2]string{
			{"revenue in 1998", "Revenue · 1998"},
			{"why did it drop?", "Breakdown of the change in revenue · 1997 vs 1998"},
		}},
		{"demo", [][2]string{
			{"revenue by category in Q2 1997", "Revenue · by category · Q2 1997"},
			{"what drove the increase?", "Breakdown of the change in revenue · by category · Q1 1997 vs Q2 1997"},
		}},
		{"demo", [][2]string{
			{"revenue growth from 1996 to 1997", "Growth of revenue · 1996 vs 1997"},
			{"what explains the change?", "Breakdown of the change in revenue · 1996 vs 1997"},
		}},
		{"demo", [][2]string{{"drop the orders table", "Refused (change)"}}},
		{"clinic", [][2]string{{"what drove the change in admissions from 2023 to 2024", "Breakdown of the change in admissions · 2023 vs 2024"}}},
		{"clinic", [][2]string{
			{"emergency admissions in 2024", ""},
			{"why did they go up?", ""},
		}},
	}
	for _, c := range cases {
		lx := lex(t, c.ws)
		var prev *understand.Query
		for i, turn := range c.turns {
			res := lx.InterpretAfter(turn[0], prev)
			best := res.Best()
			if turn[1] != "" && best.Restate(lx) != turn[1] {
				t.Errorf("%s turn %d: %q read as %q, want %q\n%s", c.ws, i, turn[0], best.Restate(lx), turn[1], res.Explain(lx, 3))
			}
			if i == len(c.turns)-1 && turn[1] == "" && (!best.Drivers || len(best.Compare) != 2 || best.Measure == nil) {
				t.Errorf("%s turn %d: %q read as %q, not a breakdown of a change\n%s", c.ws, i, turn[0], best.Restate(lx), res.Explain(lx, 3))
			}
			prev = best
		}
	}
}
