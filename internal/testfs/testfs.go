// Package testfs copies workspaces for tests that change them.
package testfs

import (
	"os"
	"path/filepath"
	"testing"
)

// Copy copies a file, or a folder with everything in it but .datacopilot
// folders, to to.
func Copy(tb testing.TB, from, to string) {
	tb.Helper()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			if d.Name() == ".datacopilot" && path != from {
				// the runtime's own state (audit log, file cache) of
				// earlier runs is not part of a workspace
				return filepath.SkipDir
			}
			return os.MkdirAll(dst, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// Workspace copies the folder from into a new temporary folder and
// returns it.
func Workspace(tb testing.TB, from string) string {
	tb.Helper()
	dir := tb.TempDir()
	Copy(tb, from, dir)
	return dir
}

// Demo copies the demo workspace at root (the repository root) without its
// agents.hcl into a new temporary folder and returns it.
func Demo(tb testing.TB, root string) string {
	tb.Helper()
	dir := tb.TempDir()
	for _, part := range []string{"knowledge.hcl", "pipes", "evals", "documents", "data"} {
		Copy(tb, filepath.Join(root, part), filepath.Join(dir, part))
	}
	return dir
}
