package config

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// DocumentMatch is one file a document path pattern matches.
type DocumentMatch struct {
	// Path is the match as the pattern spells it, joined to the workspace.
	Path string
	// Real is Path with symlinks resolved: the file actually read ("" for
	// a link that leads nowhere).
	Real string
	// Outside: Real is not inside the workspace folder.
	Outside bool
}

// DocumentFiles lists the files a document path pattern matches in the
// workspace dir, in order. Each is resolved (symlinks followed) and marked
// Outside when it is not inside the workspace folder: documents are quoted
// in answers and served as MCP resources, so a path like "../../etc/passwd"
// or a symlink under documents/ to a file elsewhere must never be read.
func DocumentFiles(dir, pattern string) ([]DocumentMatch, error) {
	root, err := realPath(dir)
	if err != nil {
		return nil, err
	}
	matches, err := filepath.Glob(filepath.Join(dir, pattern))
	if err != nil {
		return nil, err
	}
	sort.Strings(matches)
	out := make([]DocumentMatch, 0, len(matches))
	for _, m := range matches {
		real, err := realPath(m)
		if err != nil { // a dangling link: nothing to read, and nowhere known
			out = append(out, DocumentMatch{Path: m, Outside: true})
			continue
		}
		out = append(out, DocumentMatch{Path: m, Real: real, Outside: !Within(root, real)})
	}
	return out, nil
}

// realPath is the absolute path with every symlink resolved.
func realPath(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// Within reports whether path is root or inside it; both are cleaned
// absolute paths.
func Within(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// outsideDetail explains a document path that leaves the workspace.
func outsideDetail(doc, pattern string, m DocumentMatch, dir string) string {
	rel, err := filepath.Rel(dir, m.Path)
	if err != nil {
		rel = m.Path
	}
	where := m.Real
	switch abs, _ := filepath.Abs(m.Path); {
	case m.Real == "":
		where = rel + ", a link that leads to no file"
	case abs != m.Real:
		where = fmt.Sprintf("%s, a link to %s", rel, m.Real)
	}
	return fmt.Sprintf("Document %q: %q matches %s, which is outside the workspace folder; documents are quoted in answers and served to clients, so they must be files inside the workspace. Copy the file into the workspace (documents/, say) and point paths at the copy.", doc, pattern, where)
}
