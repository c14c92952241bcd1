package config

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/runtime/internal/filelock"
)

// LearningsLock is the lock file, beside the runtime's other state, that
// writers of learnings.hcl hold while they read, merge and write it.
const LearningsLock = ".datacopilot/learnings.lock"

// AppendLearning adds a learning block to dir/learnings.hcl, keeping what
// the file holds (comments included). It holds an OS file lock
// (LearningsLock) from reading the file to renaming the new one in, so that
// concurrent processes each add theirs to what the others wrote rather than
// overwrite it. The write is atomic: a temporary file in the same folder,
// synced, then renamed over the old one, so a full disk or a crash leaves
// the old file whole. A learning whose ID is already in the file is not
// added twice.
func AppendLearning(dir string, l *Learning) error {
	unlock, err := filelock.Lock(filepath.Join(dir, LearningsLock))
	if err != nil {
		return fmt.Errorf("cannot lock learnings.hcl for writing: %w", err)
	}
	defer unlock()
	path := filepath.Join(dir, LearningsFile)
	src, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	if len(src) == 0 {
		src = []byte("# Learnings the agent saved from repairs that worked, pending review.\n# Review them in pull requests; `datacopilot learnings promote|reject ID`.\n")
	}
	f, diags := hclwrite.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		return fmt.Errorf("%s does not parse, so nothing was added: %s", path, diags.Error())
	}
	for _, b := range f.Body().Blocks() {
		if b.Type() == "learning" && len(b.Labels()) == 1 && b.Labels()[0] == l.ID {
			return nil
		}
	}
	body := f.Body()
	if len(body.Blocks()) > 0 || len(body.Attributes()) > 0 {
		body.AppendNewline()
	}
	b := body.AppendNewBlock("learning", []string{l.ID}).Body()
	str := func(name, v string) {
		if v != "" {
			b.SetAttributeValue(name, cty.StringVal(v))
		}
	}
	str("description", l.Description)
	str("category", l.Category)
	if len(l.Tables) > 0 {
		vals := make([]cty.Value, len(l.Tables))
		for i, t := range l.Tables {
			vals[i] = cty.StringVal(t)
		}
		b.SetAttributeValue("tables", cty.ListVal(vals))
	}
	str("dimension", l.Dimension)
	str("term", l.Term)
	str("value", l.Value)
	str("original_error", l.OriginalError)
	str("original_sql", l.OriginalSQL)
	str("corrected_sql", l.CorrectedSQL)
	if l.Confidence != 0 {
		b.SetAttributeValue("confidence", cty.NumberFloatVal(l.Confidence))
	}
	b.SetAttributeValue("times_applied", cty.NumberIntVal(int64(l.TimesApplied)))
	str("status", l.Status)
	str("question", l.Question)
	str("created_at", l.CreatedAt)
	return writeAtomic(path, f.Bytes())
}

// writeAtomic replaces path with data, or leaves it as it was.
func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	mode := os.FileMode(0o644)  // CreateTemp's 0600 would hide the file from reviewers' tools
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
