package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// chat reads a conversation from stdin: each question follows up the
// answer before it, /reset starts again, and the commands show the last
// answer's SQL, plan and reading.
func TestChat(t *testing.T) {
	t.Setenv("DATACOPILOT_CONTEXT_KEY", "")
	dir := saasCopy(t)
	in := strings.Join([]string{
		"/sql", // nothing asked yet
		"billings by region in Q1 2024",
		"and in Q2 2024?",
		"/sql",
		"/why",
		"/plan",
		"/history",
		"/bogus",
		"/reset",
		"and in Q2 2024?",
		"/quit",
		"billings in 2024", // after /quit: not asked
	}, "\n")
	code, out, errs := runCLI(t, in, "--dir", dir, "chat", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not a JSON line: %q", l)
		}
		lines = append(lines, m)
	}
	if len(lines) != 8 {
		t.Fatalf("%d lines, want 8 (2 answers, sql, why, plan, history, reset, answer):\n%s", len(lines), out)
	}
	first, second, again := lines[0], lines[1], lines[7]
	if second["interpretation"] != "Billings · by region · Q2 2024" || second["follows"] != first["id"] || second["thread"] != first["id"] {
		t.Errorf("the follow-up: %q follows %v thread %v", second["interpretation"], second["follows"], second["thread"])
	}
	if sql, _ := lines[2]["sql"].([]any); len(sql) == 0 || !strings.Contains(sql[0].(string), "issued_on >=") || lines[2]["id"] != second["id"] {
		t.Errorf("/sql: %v", lines[2])
	}
	if lines[3]["interpretation"] != "Billings · by region · Q2 2024" || lines[3]["follows"] != first["id"] {
		t.Errorf("/why: %v", lines[3])
	}
	if p, _ := lines[4]["plan"].(map[string]any); p == nil || p["steps"] == nil {
		t.Errorf("/plan: %v", lines[4])
	}
	if h, _ := lines[5]["history"].([]any); len(h) != 2 {
		t.Errorf("/history: %v", lines[5])
	}
	if lines[6]["reset"] != true {
		t.Errorf("/reset: %v", lines[6])
	}
	if again["follows"] != nil || again["thread"] != nil || again["interpretation"] == "Billings · by region · Q2 2024" {
		t.Errorf("after /reset the question followed up: %q follows %v", again["interpretation"], again["follows"])
	}
	for _, want := range []string{"No answer yet", "Unknown command /bogus"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q: %s", want, errs)
		}
	}

	// the human form
	code, out, errs = runCLI(t, "billings by region in Q1 2024\nonly EMEA\n/why\n", "--dir", dir, "chat")
	if code != 0 || !strings.Contains(out, "Read as: Billings · by region · Q1 2024") || !strings.Contains(out, "It continues the previous answer.") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
	if code, _, errs := runCLI(t, "", "--dir", dir, "chat", "--format-hint", "list[{a}"); code != 2 {
		t.Errorf("bad format hint: exit %d %s", code, errs)
	}
}
