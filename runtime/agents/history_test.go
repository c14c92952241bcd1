package agents_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// The planner prompt carries the conversation before the question, the
// latest exchanges that fit in a quarter of the budget, the oldest dropped
// first, and the whole prompt stays under the budget.
func TestPlannerPromptHistory(t *testing.T) {
	e := engine(t, "saas")
	var h []agents.Exchange
	for i := range 40 {
		h = append(h, agents.Exchange{Question: fmt.Sprintf("question %d about billings", i), Interpretation: fmt.Sprintf("Billings · reading %d", i),
			Summary: strings.Repeat(fmt.Sprintf("answer %d ", i), 12)})
	}
	const budget = 3000
	p := e.PlannerPromptWith("and in Q2 2024?", h, budget)
	if n := knowledge.EstimateTokens(p); n > budget+20 {
		t.Errorf("the prompt is %d tokens, over the budget of %d", n, budget)
	}
	conv, q := strings.Index(p, "## Conversation so far"), strings.Index(p, "## Question\nand in Q2 2024?")
	if conv < 0 || q < conv {
		t.Fatalf("no conversation before the question:\n%s", p)
	}
	if !strings.Contains(p, "question 39 about billings") || !strings.Contains(p, "Read as: Billings · reading 39") || !strings.Contains(p, "Answer: answer 39") {
		t.Error("the latest exchange is not in the prompt")
	}
	if strings.Contains(p, "question 0 about") {
		t.Error("the oldest exchange was kept over the budget")
	}
	if strings.Index(p, "question 38 about") > strings.Index(p, "question 39 about") {
		t.Error("the exchanges are not oldest first")
	}
	if !strings.Contains(p, "## Metrics") {
		t.Error("the history pushed the workspace's knowledge out")
	}
	if p := e.PlannerPromptWith("billings in 2024", nil, budget); strings.Contains(p, "Conversation so far") {
		t.Error("a first question has a conversation section")
	}
}
