package evals_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
	dc "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// A conversation golden asks its turns in order, each with the context of
// the answer before it, and passes only when every turn does; the report
// shows each turn.
func TestConversationGolden(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	dir := testfs.Workspace(t, "../testdata/saas")
	os.WriteFile(filepath.Join(dir, "evals", "conv.hcl"), []byte(`
golden "regions" {
  turns = [
    { question = "billings by region in Q1 2024", format_hint = "str", expect = "EMEA" },
    { question = "and in Q2 2024?", format_hint = "str", expect = "Americas" },
    { question = "only Americas", format_hint = "float", expect = 499 },
  ]
}
golden "wrong_second_turn" {
  turns = [
    { question = "billings by region in Q1 2024", format_hint = "str", expect = "EMEA" },
    { question = "and in Q2 2024?", format_hint = "str", expect = "EMEA" },
    { question = "only Americas", format_hint = "float", expect = 499 },
  ]
}
`), 0o644)
	rt, err := dc.Load(context.Background(), dc.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	run := evals.Execute(context.Background(), rt, evals.Options{Suites: []string{"conv"}})
	if len(run.Results) != 2 {
		t.Fatalf("%d results", len(run.Results))
	}
	ok, bad := run.Results[0], run.Results[1]
	if !ok.Right() || len(ok.Turns) != 3 || ok.Question != "billings by region in Q1 2024 → and in Q2 2024? → only Americas" {
		t.Errorf("regions: %s %v %q", ok.Status, ok.Failures, ok.Question)
	}
	if bad.Status != evals.Fail || bad.Turns[1].Status != evals.Fail || !bad.Turns[2].Right() || len(bad.Failures) != 1 || !strings.HasPrefix(bad.Failures[0], "turn #2:") {
		t.Errorf("wrong_second_turn: %s, turns %s %s %s, failures %v", bad.Status, bad.Turns[0].Status, bad.Turns[1].Status, bad.Turns[2].Status, bad.Failures)
	}
	if run.Turns != 6 || run.TurnsRight != 5 {
		t.Errorf("turns %d/%d, want 5/6", run.TurnsRight, run.Turns)
	}
	var b bytes.Buffer
	evals.WriteConsole(&b, run)
	for _, want := range []string{`#2   FAIL  "and in Q2 2024?" → "Americas"`, "conversation turns: 5/6 right"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("console report lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	evals.WriteReport(&b, run, "markdown")
	if !strings.Contains(b.String(), "| ❌ | ↳ #2 and in Q2 2024? |") {
		t.Errorf("markdown report:\n%s", b.String())
	}
}
