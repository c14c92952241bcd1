package agents

import (
	"sync"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// readings keeps the readings of questions asked on their own (not as a
// follow-up): a reading depends only on the question's text and on the
// snapshot the engine was built for, and reading a question is most of
// the time an answer spends outside its query. A reload builds a new
// engine, so a changed workspace or changed data starts afresh. A kept
// Result is shared by every answer to its question: nothing changes a
// Result or its candidates once made.
type readings struct {
	mu sync.Mutex
	m  map[string]*understand.Result
}

// maxReadings bounds the readings kept; past it they start over.
const maxReadings = 2048

// interpret is e.lx.InterpretAfter, kept for questions without prev.
func (e *Engine) interpret(question string, prev *understand.Query) *understand.Result {
	if prev != nil {
		return e.lx.InterpretAfter(question, prev)
	}
	e.reads.mu.Lock()
	res := e.reads.m[question]
	e.reads.mu.Unlock()
	if res != nil {
		return res
	}
	res = e.lx.InterpretAfter(question, nil)
	e.reads.mu.Lock()
	if e.reads.m == nil || len(e.reads.m) >= maxReadings {
		e.reads.m = map[string]*understand.Result{}
	}
	e.reads.m[question] = res
	e.reads.mu.Unlock()
	return res
}
