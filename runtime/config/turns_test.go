package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A golden may be a conversation: each turn is decoded into a golden of
// its own, and validated like one; a bad turn says which and why.
func TestGoldenTurns(t *testing.T) {
	for _, c := range []struct {
		name, golden, want string
		turns              int
	}{
		{"valid", `turns = [
    { question = "m in 2024", expect = 3, format_hint = "int" },
    { question = "and in 2023?", expect = 2.5, mode = "approximate", tolerance = 0.01 },
    { question = "by id", expect = 2, mode = "row_count", expect_metric = "m", expect_sql_contains = ["GROUP BY"] },
  ]`, "", 3},
		{"question and turns", `question = "m"
  turns = [{ question = "m" }]`, "has both question and turns", 1},
		{"neither", `expect = 1`, "needs a question", 0},
		{"not a list", `turns = "m"`, "turns must be a list", 0},
		{"empty", `turns = []`, "turns is empty", 0},
		{"turn without a question", `turns = [{ question = "m" }, { expect = 1 }]`, "turn 2 has no question", 2},
		{"unknown attribute", `turns = [{ question = "m", expct = 1 }]`, `unknown attribute "expct". Did you mean "expect"?`, 1},
		{"bad mode", `turns = [{ question = "m", expect = "x", mode = "row_count" }]`, "expect must be a whole number", 1},
		{"unknown metric", `turns = [{ question = "m", expect_metric = "mm" }]`, `Did you mean "m"?`, 1},
		{"expectation outside", `turns = [{ question = "m" }]
  expect = 1`, "put expect, mode and expect_* in the turn", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			os.MkdirAll(filepath.Join(dir, "evals"), 0o755)
			os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(`source "s" {
  type = "duckdb"
}
table "t" {
  source = "s"
}
metric "m" {
  table = "t"
  expr  = "SUM(amount)"
}
`), 0o644)
			os.WriteFile(filepath.Join(dir, "evals", "conv.hcl"), []byte("golden \"g\" {\n  "+c.golden+"\n}\n"), 0o644)
			ws, diags := Load(dir)
			var msgs []string
			for _, d := range diags {
				msgs = append(msgs, d.Summary+": "+d.Detail)
			}
			got := strings.Join(msgs, "\n")
			if c.want == "" && diags.HasErrors() || c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("diagnostics %q, want %q", got, c.want)
			}
			if len(ws.Goldens) != 1 || len(ws.Goldens[0].Turns) != c.turns {
				t.Fatalf("%d goldens, turns %v", len(ws.Goldens), ws.Goldens)
			}
			if c.turns == 3 {
				tt := ws.Goldens[0].Turns
				if tt[0].Name != "g#1" || tt[1].Question != "and in 2023?" || *tt[1].Tolerance != 0.01 || tt[2].ExpectMetric != "m" || tt[2].ExpectSQL[0] != "GROUP BY" || tt[0].FormatHint != "int" || tt[0].Suite != "conv" {
					t.Errorf("turns decoded as %+v %+v %+v", tt[0], tt[1], tt[2])
				}
			}
		})
	}
}
