package runtime_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/evals"
)

// TestHeldOutNeverConfidentlyWrong asks the held-out questions of every
// workspace (evals/heldout/*.hcl of the demo, heldout/*.hcl of the others:
// rounds written from the data alone, kept apart from tuning) and holds
// them to the one bar that is not negotiable: no wrong answer without a
// review flag or a refusal. Their accuracy is reported, not gated (they
// measure how the reader does on questions it was not tuned on).
func TestHeldOutNeverConfidentlyWrong(t *testing.T) {
	for _, ws := range []struct{ dir, heldout string }{
		{"..", "../evals/heldout"},
		{"testdata/flights", "testdata/flights/heldout"},
		{"testdata/clinic", "testdata/clinic/heldout"},
		{"testdata/polls", "testdata/polls/heldout"},
		{"testdata/bikeshare", "testdata/bikeshare/heldout"},
		{"testdata/library", "testdata/library/heldout"},
		{"testdata/hr", "testdata/hr/heldout"},
		{"testdata/helpdesk", "testdata/helpdesk/heldout"},
		{"testdata/utility", "testdata/utility/heldout"},
		{"testdata/hotels", "testdata/hotels/heldout"},
	} {
		files, _ := filepath.Glob(filepath.Join(ws.heldout, "*.hcl"))
		if len(files) == 0 {
			t.Errorf("%s: no held-out questions", ws.heldout)
		}
		for _, f := range files {
			name := filepath.Base(ws.dir)
			if ws.dir == ".." {
				name = "demo"
			}
			t.Run(name+"/"+filepath.Base(f), func(t *testing.T) {
				dir := heldOutWorkspace(t, ws.dir, f)
				rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
				if err != nil {
					t.Fatal(err)
				}
				defer rt.Close()
				run := evals.Execute(context.Background(), rt, evals.Options{Concurrency: 4})
				for _, c := range run.Suites {
					if c.Suite != "all" {
						t.Log(c)
					}
				}
				for _, r := range run.Results {
					if r.ConfidentlyWrong() {
						t.Errorf("%s: %q answered wrong without a review flag: %s", r.Name, r.Question, strings.Join(r.Failures, "; "))
					}
				}
			})
		}
	}
}

// heldOutWorkspace is a workspace whose files are the given one's (copied,
// its data linked) but for its evals, which are the one held-out file.
func heldOutWorkspace(t *testing.T, src, suite string) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	skip := []string{"evals", "heldout", ".datacopilot", ".git", "bin", "runtime", "cmd", "plugins", "internal", "web", "testout"}
	for _, e := range entries {
		if slices.Contains(skip, e.Name()) {
			continue
		}
		if e.Name() != "data" {
			// documents must be the workspace's own files, not links
			if err := os.CopyFS(filepath.Join(dir, e.Name()), os.DirFS(filepath.Join(src, e.Name()))); err != nil && e.IsDir() {
				t.Fatal(err)
			} else if !e.IsDir() {
				b, err := os.ReadFile(filepath.Join(src, e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		abs, err := filepath.Abs(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(suite)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "evals"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "evals", filepath.Base(suite)), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
