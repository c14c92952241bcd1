package understand_test

import (
	"testing"
)

// TestFollowUps: each question of a conversation is read after the one
// before it; the restatement says the merged question in full.
func TestFollowUps(t *testing.T) {
	convs := []struct {
		ws    string
		turns [][2]string // question, restatement
	}{
		{"bikes", [][2]string{
			{"trips by district in 2023", "Trips · by start district · 2023"},
			{"and in 2024?", "Trips · by start district · 2024"},                            // a new period
			{"only electric bikes", "Trips · by start district · E-bike · 2024"},            // a value
			{"what about classic?", "Trips · by start district · Bike type classic · 2024"}, // replaces it
			{"the top 3", "Trips · by start district · Bike type classic · 2024 · top 3"},   // a ranking
		}},
		{"clinic", [][2]string{
			{"admissions by department in 2024", "Admissions · by department · 2024"},
			{"break that down by quarter", "Admissions · by department · by quarter · 2024"}, // a grain
			{"and total charges?", "Total charges · by department · by quarter · 2024"},      // a new measure
			{"excluding Cardiology", "Total charges · by department · by quarter · excluding department Cardiology · 2024"},
		}},
		{"flights", [][2]string{
			{"passengers by airline in Q1 2024", ""},
			// a question that names its own measure and has no word that
			// continues the conversation is read on its own
			{"number of flights by origin airport", "Scheduled flights · by origin airport"},
		}},
	}
	for _, c := range convs {
		lx := lex(t, c.ws)
		var prev = lx.Interpret(c.turns[0][0]).Best()
		for i, turn := range c.turns {
			if i == 0 {
				if turn[1] != "" && prev.Restate(lx) != turn[1] {
					t.Errorf("%s: %q read as %q, want %q", c.ws, turn[0], prev.Restate(lx), turn[1])
				}
				continue
			}
			res := lx.InterpretAfter(turn[0], prev)
			best := res.Best()
			if got := best.Restate(lx); got != turn[1] {
				t.Errorf("%s turn %d: %q read as %q, want %q\n%s", c.ws, i, turn[0], got, turn[1], res.Explain(lx, 3))
			}
			prev = best
		}
	}
}
