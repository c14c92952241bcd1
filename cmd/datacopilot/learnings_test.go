package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
)

// learningWorkspace is the saas test workspace with a pending naming
// learning and a pending feedback learning, as the runtime writes them.
func learningWorkspace(t *testing.T) string {
	t.Helper()
	dir := testfs.Workspace(t, "../../runtime/testdata/saas")
	learnings := `# Learnings, pending review.

learning "naming_0000abcd" {
  description    = "In questions, \"acme co\" means account \"Acme Corp\"."
  category       = "naming"
  tables         = ["accounts", "invoices"]
  dimension      = "account"
  term           = "acme co"
  value          = "Acme Corp"
  original_error = "empty result"
  corrected_sql  = "SELECT SUM(amount) AS billings FROM invoices JOIN accounts USING (account_id) WHERE account_name = 'Acme Corp' AND status = 'paid'"
  confidence     = 0.5
  times_applied  = 3
  status         = "pending"
  question       = "billings for acme co"
  created_at     = "2024-05-01T10:00:00Z"
}

learning "other_0000beef" {
  description   = "A user marked this answer wrong."
  category      = "other"
  correction    = "Void invoices count too."
  confidence    = 0.7
  times_applied = 0
  status        = "pending"
  question      = "billings in 2024"
}
`
	if err := os.WriteFile(filepath.Join(dir, "learnings.hcl"), []byte(learnings), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestLearningsCLI: list (sorted, filtered, JSON), show, promote to a
// synonym (knowledge.hcl gains one line, the ask that follows uses it),
// reject with a reason, and the errors of bad input, which change nothing.
func TestLearningsCLI(t *testing.T) {
	dir := learningWorkspace(t)
	code, out, errOut := runCLI(t, "", "-C", dir, "learnings", "list")
	if code != 0 || strings.Index(out, "other_0000beef") > strings.Index(out, "naming_0000abcd") || !strings.Contains(out, "naming_0000abcd") {
		t.Fatalf("list: %d %s %s (want by confidence: other first)", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "-C", dir, "learnings", "list", "--status", "pending", "--json")
	var doc struct {
		Learnings []struct {
			ID           string  `json:"id"`
			Confidence   float64 `json:"confidence"`
			TimesApplied int     `json:"times_applied"`
			CorrectedSQL string  `json:"corrected_sql"`
		}
	}
	if code != 0 || json.Unmarshal([]byte(out), &doc) != nil || len(doc.Learnings) != 2 || doc.Learnings[1].TimesApplied != 3 || doc.Learnings[1].CorrectedSQL == "" {
		t.Fatalf("list --json: %d %s", code, out)
	}
	if code, out, _ = runCLI(t, "", "-C", dir, "learnings", "show", "naming_0000abcd"); code != 0 || !strings.Contains(out, `"acme co" means account "Acme Corp"`) || !strings.Contains(out, "corrected SQL:") {
		t.Errorf("show: %d %s", code, out)
	}

	kpath := filepath.Join(dir, "knowledge.hcl")
	before, _ := os.ReadFile(kpath)
	lbefore, _ := os.ReadFile(filepath.Join(dir, "learnings.hcl"))
	for _, bad := range [][]string{
		{"learnings", "promote", "naming_0000abcd", "--to", "synonyms"},
		{"learnings", "promote", "naming_0000abcx", "--to", "synonym"},
		{"learnings", "promote", "other_0000beef", "--to", "synonym"},
		{"learnings", "promote", "other_0000beef", "--to", "filter", "--expr", "no_such_column = 1"},
		{"learnings", "list", "--status", "pendng"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"-C", dir}, bad...)...)
		if code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, %q; want 2 and a message", bad, code, errOut)
		}
		after, _ := os.ReadFile(kpath)
		lafter, _ := os.ReadFile(filepath.Join(dir, "learnings.hcl"))
		if string(after) != string(before) || string(lafter) != string(lbefore) {
			t.Fatalf("%v changed the workspace", bad)
		}
	}

	code, out, errOut = runCLI(t, "", "-C", dir, "learnings", "promote", "naming_0000abcd", "--to", "synonym")
	if code != 0 || !strings.Contains(out, "Promoted naming_0000abcd to synonym dimension.account") {
		t.Fatalf("promote: %d %s %s", code, out, errOut)
	}
	after, _ := os.ReadFile(kpath)
	if added := strings.TrimPrefix(string(after), strings.Split(string(before), "dimension \"industry\"")[0]); !strings.Contains(string(after), `"Acme Corp" = ["acme co"]`) || len(after)-len(before) > 60 || added == "" {
		t.Errorf("knowledge.hcl after promote:\n%s", after)
	}
	if code, _, errOut := runCLI(t, "", "-C", dir, "validate"); code != 0 {
		t.Errorf("validate after promote: %s", errOut)
	}
	code, out, _ = runCLI(t, "", "-C", dir, "ask", "billings for acme co", "--json")
	if code != 0 || !strings.Contains(out, `"answer": 3600`) {
		t.Errorf("ask after promote: %d %s", code, out)
	}

	code, out, _ = runCLI(t, "", "-C", dir, "learnings", "reject", "other_0000beef", "--reason", "void invoices are never billed")
	if code != 0 || !strings.Contains(out, "Rejected other_0000beef") {
		t.Errorf("reject: %d %s", code, out)
	}
	code, out, _ = runCLI(t, "", "-C", dir, "learnings", "list", "--status", "pending")
	if code != 0 || !strings.Contains(out, "No learnings with status pending") {
		t.Errorf("after review, pending: %s", out)
	}
	if code, out, _ = runCLI(t, "", "-C", dir, "learnings", "show", "other_0000beef", "--json"); !strings.Contains(out, `"reason": "void invoices are never billed"`) || !strings.Contains(out, `"status": "rejected"`) {
		t.Errorf("rejected learning: %d %s", code, out)
	}
	if code, out, _ = runCLI(t, "", "-C", dir, "learnings", "activate", "other_0000beef"); code != 0 || !strings.Contains(out, "Activated") {
		t.Errorf("activate: %d %s", code, out)
	}
}

// TestLearningsReviewAndEval: an eval run that keeps its history scores
// the learning its golden applied (--history=false leaves learnings.hcl
// alone); a learning knowledge.hcl contradicts is flagged at load and
// listed, with its flag, in the review queue after it was activated.
func TestLearningsReviewAndEval(t *testing.T) {
	dir := learningWorkspace(t)
	golden := "\ngolden \"acme_learned\" {\n  question    = \"billings for acme co\"\n  format_hint = \"float\"\n  expect      = 3600\n}\n"
	f, err := os.OpenFile(filepath.Join(dir, "evals/billing.hcl"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(golden)
	f.Close()
	lpath := filepath.Join(dir, "learnings.hcl")
	before, _ := os.ReadFile(lpath)
	if code, out, errs := runCLI(t, "", "-C", dir, "eval", "--name", "acme_learned", "--history=false"); code != 0 {
		t.Fatalf("eval: %d %s %s", code, out, errs)
	}
	if after, _ := os.ReadFile(lpath); string(after) != string(before) {
		t.Errorf("eval --history=false changed learnings.hcl:\n%s", after)
	}
	code, out, errs := runCLI(t, "", "-C", dir, "eval", "--name", "acme_learned")
	if code != 0 || !strings.Contains(out, "naming_0000abcd: 1 passed, 0 failed → confidence +0.10 to 0.60") {
		t.Fatalf("eval: %d %s %s; want the learning scored", code, out, errs)
	}
	if code, out, _ := runCLI(t, "", "-C", dir, "learnings", "show", "naming_0000abcd"); code != 0 || !strings.Contains(out, "confidence 0.60") || !strings.Contains(out, "1 passed, 0 failed with it applied") {
		t.Errorf("show after eval: %s", out)
	}

	// the reviewer keeps it, then knowledge.hcl says "acme co" is another account
	if code, _, errs := runCLI(t, "", "-C", dir, "learnings", "activate", "naming_0000abcd"); code != 0 {
		t.Fatal(errs)
	}
	if code, out, _ := runCLI(t, "", "-C", dir, "learnings", "list", "--review"); code != 0 || strings.Contains(out, "naming_0000abcd") {
		t.Errorf("review queue after activation: %s; want it gone", out)
	}
	kpath := filepath.Join(dir, "knowledge.hcl")
	src, _ := os.ReadFile(kpath)
	anchor := `synonyms = ["accounts", "customer", "customers", "client"]`
	os.WriteFile(kpath, []byte(strings.Replace(string(src), anchor, anchor+"\n  value_synonyms = { \"Blue Harbor\" = [\"acme co\"] }", 1)), 0o644)
	code, out, errs = runCLI(t, "", "-C", dir, "learnings", "list", "--review")
	if code != 0 || !strings.Contains(out, "naming_0000abcd") || !strings.Contains(out, "contradicted") {
		t.Fatalf("review queue: %d %s %s; want the contradicted learning", code, out, errs)
	}
	code, out, _ = runCLI(t, "", "-C", dir, "learnings", "show", "naming_0000abcd", "--json")
	var l struct {
		Status, Flag, FlagReason string
		Confidence               float64
	}
	json.Unmarshal([]byte(out), &l)
	if code != 0 || l.Status != "active" || l.Flag != "contradicted" || !strings.Contains(out, `dimension account's value_synonyms say \"acme co\" means \"Blue Harbor\"`) || l.Confidence != 0.4 {
		t.Errorf("show --json: %s", out)
	}
	if code, _, errs := runCLI(t, "", "-C", dir, "learnings", "list", "--review", "--status", "pending"); code != 2 {
		t.Errorf("--review with --status: exit %d %s; want 2", code, errs)
	}
}
