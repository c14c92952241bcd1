package agents

import (
	"context"
	"strings"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/exec"
)

// checks keeps the results of the plans an answer runs only to check
// itself (a runner-up reading, a pipe that may agree with the reading, the
// part of a share that cannot be told, a passage's claim): the same plan
// on the same data gives the same rows, and without them a question asked
// again runs its checks again. Only plans whose every step read a source
// whose data is fixed for the snapshot's life are kept
// (knowledge.Source.Fixed); the engine is built per snapshot, so a reload
// starts afresh. An answer's own rows always come from a query run for it.
type checks struct {
	mu sync.Mutex
	m  map[string]checkRun
}

// checkRun is a plan's result before ranks: shared by every answer that
// checks the plan, so never changed (ranks makes a new table).
type checkRun struct {
	res     *exec.Result
	problem string
}

// Bounds on what is kept: results, and rows per result.
const (
	maxChecks    = 1024
	maxCheckRows = 10_000
)

// check is execute, with the result kept when the plan may be kept.
func (e *Engine) check(ctx context.Context, p *Planned) (*exec.Result, string) {
	key := planKey(p.Plan)
	e.checks.mu.Lock()
	c, ok := e.checks.m[key]
	e.checks.mu.Unlock()
	if !ok {
		c.res, c.problem = e.runPlan(ctx, p.Plan)
		if ctx.Err() == nil && e.keepable(c) {
			e.checks.mu.Lock()
			if e.checks.m == nil || len(e.checks.m) >= maxChecks {
				e.checks.m = map[string]checkRun{}
			}
			e.checks.m[key] = c
			e.checks.mu.Unlock()
		}
	}
	if c.res == nil {
		return nil, c.problem
	}
	res := *c.res
	if c.problem == "" {
		rankVerified(p, &res)
		ranks(p, &res)
	}
	return &res, c.problem
}

// keepable reports a result that running the plan again would give: it
// read only fixed data, and did not fail (a failure may be a timeout).
func (e *Engine) keepable(c checkRun) bool {
	switch {
	case strings.HasPrefix(c.problem, "invalid plan"):
		return true // the snapshot alone decides
	case c.problem != "" && c.problem != "empty result", c.res == nil, c.res.Table == nil, c.res.Table.Rows() > maxCheckRows:
		return false
	}
	for _, st := range c.res.Steps {
		if !e.snap.Sources[st.Source].Fixed() {
			return false
		}
	}
	return true
}
