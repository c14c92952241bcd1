package evals

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
)

// TestGoldenSuitesRegenerate runs every script that computes a golden
// suite from the data (Python standard library only) and fails on any
// difference from the committed suite: an expected value edited by hand,
// or a script changed without regenerating, is caught here.
func TestGoldenSuitesRegenerate(t *testing.T) {
	python := testfs.Program(t, "python3", "python3")
	root := filepath.Join("..", "..")
	run := func(t *testing.T, dir string, args ...string) []byte {
		t.Helper()
		cmd := exec.Command(python, args...)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("python3 %v: %v\n%s", args, err, stderr.Bytes())
		}
		return out
	}
	same := func(t *testing.T, committed string, got []byte) {
		t.Helper()
		want, err := os.ReadFile(committed)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(want, got) {
			t.Errorf("%s differs from what its script generates (%d bytes, want %d): regenerate it with the command in its header, never edit it by hand\n%s",
				committed, len(got), len(want), firstDifference(want, got))
		}
	}
	t.Run("northwind", func(t *testing.T) {
		t.Parallel()
		same(t, filepath.Join(root, "evals", "northwind.hcl"), run(t, root, filepath.Join("evals", "expected", "northwind.py")))
	})
	t.Run("phrasings", func(t *testing.T) {
		t.Parallel()
		tmp := t.TempDir()
		ho, r2 := filepath.Join(tmp, "heldout.hcl"), filepath.Join(tmp, "round2.hcl")
		same(t, filepath.Join(root, "evals", "phrasings.hcl"),
			run(t, root, filepath.Join("evals", "expected", "phrasings.py"), "--heldout", ho, "--round2", r2))
		for committed, path := range map[string]string{"phrasings.hcl": ho, "round2.hcl": r2} {
			b, _ := os.ReadFile(path)
			same(t, filepath.Join(root, "evals", "heldout", committed), b)
		}
	})
	// the other-domain workspaces' scripts write their suites in place:
	// run them in a copy and compare every suite file
	for _, ws := range []string{"clinic", "flights", "polls", "bikeshare", "library", "hr", "helpdesk", "utility", "hotels"} {
		t.Run(ws, func(t *testing.T) {
			t.Parallel()
			from := filepath.Join("..", "testdata", ws)
			dir := testfs.Workspace(t, from)
			run(t, dir, filepath.Join("expected", "gen.py"))
			// the held-out rounds written later have a script each, which
			// writes its own heldout/roundN.hcl: each runs beside the others
			// (some take minutes)
			rounds, _ := filepath.Glob(filepath.Join(dir, "expected", "round*.py"))
			byScript := map[string]bool{}
			for _, r := range rounds {
				name := strings.TrimSuffix(filepath.Base(r), ".py")
				byScript[name+".hcl"] = true
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					run(t, dir, filepath.Join("expected", filepath.Base(r)))
					b, _ := os.ReadFile(filepath.Join(dir, "heldout", name+".hcl"))
					same(t, filepath.Join(from, "heldout", name+".hcl"), b)
				})
			}
			for _, sub := range []string{"evals", "heldout"} {
				files, _ := filepath.Glob(filepath.Join(dir, sub, "*.hcl"))
				if sub == "evals" && len(files) == 0 {
					t.Fatalf("%s wrote no suite", ws)
				}
				for _, f := range files {
					if sub == "heldout" && byScript[filepath.Base(f)] {
						continue // (compared once its script has run)
					}
					b, _ := os.ReadFile(f)
					same(t, filepath.Join(from, sub, filepath.Base(f)), b)
				}
			}
		})
	}
}

// firstDifference shows the first line that differs.
func firstDifference(want, got []byte) string {
	wl, gl := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return fmt.Sprintf("line %d:\n  committed: %s\n  generated: %s", i+1, w, g)
		}
	}
	return ""
}
