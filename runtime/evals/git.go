package evals

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// RevisionError is a revision that cannot be materialized: it does not
// exist, or holds no workspace.
type RevisionError struct {
	Rev string
	Msg string
}

func (e *RevisionError) Error() string { return fmt.Sprintf("revision %q: %s", e.Rev, e.Msg) }

// Materialize writes the workspace at dir as it was at git revision rev
// into a new temporary folder, with `git archive`: the user's work tree,
// index and refs are not touched. cleanup removes the folder.
func Materialize(dir, rev string) (folder string, cleanup func(), err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", nil, err
	}
	top, err := git(abs, "rev-parse", "--show-toplevel")
	if err != nil {
		return "", nil, fmt.Errorf("%s is not in a git repository: %v", dir, err)
	}
	top = strings.TrimSpace(top)
	if resolved, err := filepath.EvalSymlinks(abs); err == nil {
		abs = resolved
	}
	if resolved, err := filepath.EvalSymlinks(top); err == nil {
		top = resolved
	}
	rel, err := filepath.Rel(top, abs)
	if err != nil {
		return "", nil, err
	}
	if _, err := git(abs, "rev-parse", "--verify", "--quiet", rev+"^{commit}"); err != nil {
		return "", nil, &RevisionError{Rev: rev, Msg: "no such commit in this repository"}
	}
	prefix := filepath.ToSlash(rel)
	if prefix == "." {
		prefix = ""
	}
	treeish := rev
	if prefix != "" {
		treeish = rev + ":" + prefix
	}
	if _, err := git(abs, "cat-file", "-e", rev+":"+path.Join(prefix, "knowledge.hcl")); err != nil {
		return "", nil, &RevisionError{Rev: rev, Msg: fmt.Sprintf("has no workspace at %s (no knowledge.hcl)", orDefault(prefix, "the repository root"))}
	}
	cmd := exec.Command("git", "archive", "--format=tar", treeish)
	cmd.Dir = abs
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp("", "datacopilot-"+sanitize(rev)+"-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(tmp) }
	if err := cmd.Start(); err != nil {
		cleanup()
		return "", nil, err
	}
	if err := untar(out, tmp); err != nil {
		cmd.Wait()
		cleanup()
		return "", nil, err
	}
	if err := cmd.Wait(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("git archive %s: %v: %s", treeish, err, strings.TrimSpace(stderr.String()))
	}
	return tmp, cleanup, nil
}

func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return "", fmt.Errorf("%s", msg)
		}
		return "", err
	}
	return string(out), nil
}

func untar(r io.Reader, dir string) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := filepath.Clean(filepath.FromSlash(h.Name))
		if name == "." || strings.HasPrefix(name, "..") || filepath.IsAbs(name) {
			continue
		}
		dst := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(dst, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
			if err != nil {
				return err
			}
			if _, err := io.Copy(f, tr); err != nil {
				f.Close()
				return err
			}
			if err := f.Close(); err != nil {
				return err
			}
		}
	}
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, s)
}
