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

// An undeclared $param is reported once, at its own line and column in the
// heredoc, not over the whole SQL.
func TestUndeclaredParamPosition(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, KnowledgeFile), []byte(`source "main" { type = "duckdb" }`), 0o644)
	os.MkdirAll(filepath.Join(dir, PipesDir), 0o755)
	os.WriteFile(filepath.Join(dir, PipesDir, "p.hcl"), []byte(`pipe "p" {
  description = "d"
  param "region" { type = "string" }
  sql = <<-SQL
    -- $regoin in a comment is not a use
    SELECT 1 FROM t
    WHERE region = $region OR region = $regoin OR x = $regoin
  SQL
}
`), 0o644)
	_, diags := Load(dir)
	if len(diags) != 1 {
		t.Fatalf("want one diagnostic, got %v", diags)
	}
	d := diags[0]
	if d.Summary != "Undeclared parameter" || d.Subject == nil || d.Subject.Start.Line != 7 || d.Subject.Start.Column != 40 || d.Subject.End.Column != 47 {
		t.Errorf("got %v at %+v", d, d.Subject)
	}
}
