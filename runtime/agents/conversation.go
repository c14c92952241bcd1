package agents

import (
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// Turn is what a follow-up question needs of the answer before it: the
// interpretation it may continue, and the conversation it belongs to.
type Turn struct {
	// Thread is the ID of the conversation's first answer; Answer the ID
	// of the answer this turn is.
	Thread string `json:"thread"`
	Answer string `json:"answer"`
	// Question is the question as asked; Query its interpretation, which
	// a follow-up merges into (nil when the turn was not read as a data
	// question and nothing came before it).
	Question string            `json:"question"`
	Query    *understand.Query `json:"query,omitempty"`
	// Interpretation and Summary are what the answer said it read and
	// answered (filled in when the answer is done); History the exchanges
	// before it, oldest first, at most MaxHistory. A model planning a
	// follow-up is shown them.
	Interpretation string     `json:"interpretation,omitempty"`
	Summary        string     `json:"summary,omitempty"`
	History        []Exchange `json:"history,omitempty"`
}

// Exchange is one earlier question of a conversation and its answer.
type Exchange struct {
	Question       string `json:"q"`
	Interpretation string `json:"i,omitempty"`
	Summary        string `json:"s,omitempty"`
}

// MaxHistory bounds the exchanges a context carries, and MaxExchange the
// characters of each summary, so that a context stays small.
const (
	MaxHistory  = 6
	MaxExchange = 300
)

// Conversation is the turn's history and the turn itself, oldest first:
// what came before a question that follows it up.
func (t *Turn) Conversation() []Exchange {
	if t == nil {
		return nil
	}
	out := append([]Exchange{}, t.History...)
	return append(out, Exchange{Question: t.Question, Interpretation: t.Interpretation, Summary: clip(t.Summary, MaxExchange)})
}

// Said records what the answer of this turn read and said.
func (t *Turn) Said(interpretation, summary string) {
	if t != nil {
		t.Interpretation, t.Summary = interpretation, clip(summary, MaxExchange)
	}
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// follow records where an answer stands in its conversation: the thread,
// the answer it continues when its reading merged into the previous one,
// and the turn a next question may continue.
func (e *Engine) follow(a *Answer, p *Planned, res *understand.Result, after *Turn) {
	next := &Turn{Thread: a.ID, Answer: a.ID, Question: a.Question}
	if after != nil {
		next.Thread = after.Thread
		a.Thread = after.Thread
		next.Query = after.Query
		next.History = after.Conversation()
		if n := len(next.History); n > MaxHistory {
			next.History = next.History[n-MaxHistory:]
		}
	}
	if q := p.Query; q != nil && q.Intent == understand.IntentData {
		next.Query = lean(q)
		if q.Follows && after != nil {
			a.Follows = after.Answer
		}
	}
	if after != nil && a.Follows == "" && p.Route != RouteStop && elliptical(res) {
		p.Warnings = append(p.Warnings, "This could not be read as a continuation of the previous question, so it was read on its own.")
	}
	a.turn = next
}

// elliptical: the best merged reading ranked first among the readings
// that use every word, but did not plan.
func elliptical(res *understand.Result) bool {
	for _, q := range res.Candidates {
		if q.Score.Coverage < 1 {
			continue
		}
		return q.Follows
	}
	return false
}

// Next is the turn a follow-up to this answer continues.
func (a *Answer) Next() *Turn { return a.turn }

// lean is what of an interpretation a follow-up needs: what it computes,
// without the score and notes of its reading.
func lean(q *understand.Query) *understand.Query {
	c := *q
	c.Score, c.Notes, c.Guessed, c.Doubts, c.Follows = understand.Score{}, nil, 0, nil, false
	c.Used, c.Weak, c.Readings = nil, nil, nil
	return &c
}
