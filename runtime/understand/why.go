package understand

import "fmt"

// Why did it change? A question that asks what a change is made of ("why
// did revenue drop in 1998?", "what drove the change in admissions from
// 2023 to 2024?") or, after an answer about a period, "why did it drop?"
// / "what drove the increase?", is read as a change-drivers
// interpretation (Query.Drivers): the measure and conditions of the
// question (or of the previous answer), compared between two periods:
//   - the two periods the question names ("1998 vs 1997", "from 2023 to
//     2024");
//   - one period: it against the period before it of the same length
//     ("why did revenue drop in 1998?": 1997 to 1998), as growth does;
//   - in a conversation, the previous answer's two periods (a growth), or
//     its period against the one before it.
//
// The planner (agents/drivers.go) breaks the change down by the values
// of the question's own breakdown and of the workspace's other text
// dimensions, and the answer states the values that make up most of it as
// a breakdown of the change, never as its cause. The words that ask are
// the English list's [drivers] class; a word of a change request that is
// also a growth ("drop") is a growth after one of them ("why did it
// drop?"), not a request to change data.

// driversPrior lifts a reading that uses a drivers word over the same
// reading without it, by more than the margin that makes two readings
// alternatives: a plain growth does not answer "why".
const driversPrior = 0.06

// drivers reads the words that ask what a change is made of.
func (a *assembler) drivers() {
	for k := range a.rs {
		if !a.is(k, "drivers") {
			continue
		}
		if !a.q.Drivers {
			a.q.Score.prior(driversPrior, "asks what a change is made of")
		}
		a.q.Drivers, a.q.Growth = true, true
		a.consume(k)
	}
	if a.q.Drivers {
		a.q.Share = false
	}
}

// changeAfter, on a follow-up that asks what a change is made of, takes
// the previous answer's period and the one before it as the two periods
// (or the two of a growth the previous answer compared), and drops what
// only shaped the previous table: its time grain, ranking and share.
func (a *assembler) changeAfter(prev *Query) {
	q := a.q
	if !q.Drivers {
		return
	}
	q.Grain, q.Order, q.Limit, q.Single, q.Nth, q.Share = "", "", 0, false, 0, false
	if len(q.Compare) == 0 && q.Period != nil && q.Period.Unit != "all" {
		cur := *q.Period
		before := cur.Previous()
		q.Compare, q.Period = []Period{before, cur}, nil
		q.Notes = append(q.Notes, fmt.Sprintf("The change is from %s, the period before %s of the same length, to %s.", before.Label, cur.Label, cur.Label))
	}
}

// askedWhy reports a word of a change request at word i that is also a
// growth, after a word that asks what a change is made of or after an
// auxiliary: "drop" of "why did it drop?" or of "how much did DVD loans
// drop" is not a request to drop a table.
func (lx *Lexicon) askedWhy(words []string, i int) bool {
	if _, n := lx.Vocab.Match("growth", words, i); n == 0 {
		return false
	}
	for j := 0; j < i; j++ {
		if _, n := lx.Vocab.Match("drivers", words, j); n > 0 {
			return true
		}
		// "how much did DVD loans drop": a question about a change, the
		// verb after its auxiliary and its subject, not an instruction
		// ("do drop the table" is one)
		if lx.Vocab.Is("do", words[j]) && j < i-1 {
			return true
		}
	}
	return false
}

// driversHead names a change-drivers interpretation: "Breakdown of the
// change in revenue".
func driversHead(measure string) string { return "Breakdown of the change in " + lower(measure) }
