package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An unterminated string swallows the rest of its file: the parser reports
// an error on every later line. That is one mistake, reported once, and the
// blocks it swallowed are not reported as unknown where they are used.
func TestUnterminatedStringIsOneDiagnostic(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		KnowledgeFile: `source "main" { type = "duckdb" }
metric "a" {
  table = "t"
  expr  = "SUM(x)
}
metric "b" {
  table = "t"
  expr  = "COUNT(*)"
}
`,
		"evals/e.hcl": `golden "g" {
  question      = "b"
  expect        = 1
  expect_metric = "b"
}
`,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, diags := Load(dir)
	errs := diags.Errs()
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %d: %v", len(errs), diags)
	}
	if d := diags[0]; d.Subject == nil || d.Subject.Start.Line != 4 || !strings.Contains(d.Detail, "more syntax errors in this block are not shown") {
		t.Errorf("diagnostic %v at %v", d, d.Subject)
	}
}
