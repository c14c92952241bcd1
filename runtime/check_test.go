package runtime_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"golang.org/x/tools/txtar"

	"github.com/datacopilot/datacopilot/runtime"
)

// extract writes a txtar archive's files into a new folder.
func extract(t testing.TB, archive string) string {
	t.Helper()
	a, err := txtar.ParseFile(archive)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range a.Files {
		p := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var wantRE = regexp.MustCompile(`# want "((?:[^"\\]|\\.)*)"`)

type want struct {
	file string
	line int
	text string
}

// wants collects the `# want "..."` comments: an error is expected whose
// subject starts on that line and whose message contains the text.
func wants(t *testing.T, dir string) []want {
	var out []want
	filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".hcl") {
			return err
		}
		b, _ := os.ReadFile(path)
		for i, line := range strings.Split(string(b), "\n") {
			if m := wantRE.FindStringSubmatch(line); m != nil {
				text, err := strconv.Unquote(`"` + m[1] + `"`)
				if err != nil {
					t.Fatalf("%s:%d: bad want: %v", path, i+1, err)
				}
				out = append(out, want{path, i + 1, text})
			}
		}
		return nil
	})
	return out
}

func TestValidWorkspaces(t *testing.T) {
	archives, _ := filepath.Glob("testdata/valid/*.txtar")
	for _, archive := range archives {
		t.Run(filepath.Base(archive), func(t *testing.T) {
			dir := extract(t, archive)
			diags, _ := runtime.Check(context.Background(), runtime.Options{Dir: dir})
			for _, d := range diags {
				t.Errorf("unexpected diagnostic: %v", d)
			}
		})
	}
}

func TestDemoWorkspaceIsValid(t *testing.T) {
	diags, _ := runtime.Check(context.Background(), runtime.Options{Dir: ".."})
	for _, d := range diags {
		t.Errorf("demo workspace: %v", d)
	}
}

func TestInvalidWorkspaces(t *testing.T) {
	archives, _ := filepath.Glob("testdata/invalid/*.txtar")
	if len(archives) == 0 {
		t.Fatal("no fixtures")
	}
	for _, archive := range archives {
		t.Run(filepath.Base(archive), func(t *testing.T) {
			dir := extract(t, archive)
			ws := wants(t, dir)
			diags, _ := runtime.Check(context.Background(), runtime.Options{Dir: dir})
			matched := make([]bool, len(ws))
			for _, d := range diags {
				if d.Severity != hcl.DiagError {
					continue
				}
				msg := d.Error()
				file, line := "", 0
				if d.Subject != nil {
					file, line = d.Subject.Filename, d.Subject.Start.Line
				}
				found := false
				for i, w := range ws {
					if w.file == file && w.line == line && strings.Contains(msg, w.text) {
						matched[i], found = true, true
					}
				}
				if !found {
					t.Errorf("unexpected error at %s:%d: %s", filepath.Base(file), line, msg)
				}
			}
			for i, w := range ws {
				if !matched[i] {
					t.Errorf("%s:%d: expected an error containing %q", filepath.Base(w.file), w.line, w.text)
				}
			}
		})
	}
}

// TestDocumentSymlinks: a link under documents/ to a file outside the
// workspace is refused at validate (at the paths line) and the workspace
// does not load, so the file is never quoted or served; a link to a file
// inside the workspace is fine.
func TestDocumentSymlinks(t *testing.T) {
	dir := t.TempDir()
	ws := filepath.Join(dir, "ws")
	secret := filepath.Join(dir, "secret.md")
	files := map[string]string{
		secret:                                    "# Secret\n\nThe vault code is 4711.\n",
		filepath.Join(ws, "data", "sales.csv"):    "region,amount\nNorth,10\n",
		filepath.Join(ws, "notes", "shared.md"):   "# Shared\n\nSales are net.\n",
		filepath.Join(ws, "documents", "real.md"): "# Real\n\nA document.\n",
		filepath.Join(ws, "knowledge.hcl"): `source "main" {
  type = "duckdb"
  file "sales" { path = "data/sales.csv" }
}
document "docs" {
  paths = ["documents/*.md"]
}
`,
	}
	for p, text := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// inside the workspace: fine
	if err := os.Symlink(filepath.Join("..", "notes", "shared.md"), filepath.Join(ws, "documents", "shared.md")); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if diags, _ := runtime.Check(ctx, runtime.Options{Dir: ws}); diags.HasErrors() {
		t.Fatalf("a link inside the workspace: %v", diags)
	}
	// outside: refused
	if err := os.Symlink(secret, filepath.Join(ws, "documents", "vault.md")); err != nil {
		t.Fatal(err)
	}
	diags, _ := runtime.Check(ctx, runtime.Options{Dir: ws})
	if len(diags.Errs()) != 1 {
		t.Fatalf("want one error, got %v", diags)
	}
	d := diags[0]
	if d.Summary != "Document outside the workspace" || d.Subject == nil || d.Subject.Start.Line != 6 || !strings.Contains(d.Detail, "documents/vault.md, a link to "+secret) {
		t.Errorf("diagnostic: %v (line %v)", d, d.Subject)
	}
	if _, err := runtime.Load(ctx, runtime.Options{Dir: ws, NoWrite: true}); err == nil {
		t.Fatal("the workspace loaded with a document outside it")
	}
}

// The limits block reaches each source's engine.
func TestLimitsReachEngines(t *testing.T) {
	dir := extract(t, "testdata/valid/minimal.txtar")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	o := rt.Snapshot().Sources["main"].DB.Options()
	if o.Memory != 512<<20 || o.Threads != 1 || o.TempSize != -1 || o.Timeout.String() != "10s" || o.MaxRows != 5000 || o.MaxResultBytes != 64e6 {
		t.Errorf("engine options %+v", o)
	}
}
