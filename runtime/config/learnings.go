package config

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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
	return EditLearnings(dir, func(f *hclwrite.File, _ map[string]*Learning) error {
		body := f.Body()
		for _, b := range body.Blocks() {
			if b.Type() == "learning" && len(b.Labels()) == 1 && b.Labels()[0] == l.ID {
				return nil
			}
		}
		if len(body.Blocks()) > 0 || len(body.Attributes()) > 0 {
			body.AppendNewline()
		}
		WriteLearning(body.AppendNewBlock("learning", []string{l.ID}).Body(), l)
		return nil
	})
}

// learningsHeader starts a new learnings.hcl.
const learningsHeader = `# Learnings the agent saved from repairs that worked and from feedback.
# Review them in pull requests, or with ` + "`datacopilot learnings list`" + ` and
# ` + "`datacopilot learnings promote|reject|activate ID`" + `.
`

// WriteLearning writes a learning's attributes into its block's body.
func WriteLearning(b *hclwrite.Body, l *Learning) {
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
	str("expr", l.Expr)
	str("join_column", l.JoinColumn)
	str("references", l.References)
	str("original_error", l.OriginalError)
	str("original_sql", l.OriginalSQL)
	str("corrected_sql", l.CorrectedSQL)
	str("correction", l.Correction)
	if l.Confidence != 0 {
		b.SetAttributeValue("confidence", cty.NumberFloatVal(l.Confidence))
	}
	b.SetAttributeValue("times_applied", cty.NumberIntVal(int64(l.TimesApplied)))
	str("status", l.Status)
	str("question", l.Question)
	str("answer_id", l.AnswerID)
	str("created_at", l.CreatedAt)
	str("flag", l.Flag)
	str("flag_reason", l.FlagReason)
	str("flagged_at", l.FlaggedAt)
}

// EditLearnings reads dir/learnings.hcl, lets edit change it, and writes
// it back, holding the OS file lock (LearningsLock) from the read to the
// rename, so that concurrent processes each edit what the others wrote
// rather than overwrite it. edit gets the file (comments and layout kept)
// and the learnings it holds, decoded, by ID; when edit returns an error,
// nothing is written. The write is atomic: a temporary file in the same
// folder, synced, then renamed over the old one, so a full disk or a crash
// leaves the old file whole.
func EditLearnings(dir string, edit func(f *hclwrite.File, byID map[string]*Learning) error) error {
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
		src = []byte(learningsHeader)
	}
	f, diags := hclwrite.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		return fmt.Errorf("%s does not parse, so nothing was changed: %s", path, diags.Error())
	}
	byID, err := decodeLearnings(src, path)
	if err != nil {
		return err
	}
	if err := edit(f, byID); err != nil {
		return err
	}
	out := f.Bytes()
	if bytes.Equal(out, src) {
		return nil
	}
	return WriteFileAtomic(path, out)
}

// ReadLearnings decodes dir/learnings.hcl (none when it does not exist).
func ReadLearnings(dir string) ([]*Learning, error) {
	path := filepath.Join(dir, LearningsFile)
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ls, diags := parseLearnings(src, path)
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s does not load: %s", path, diags.Error())
	}
	return ls, nil
}

func decodeLearnings(src []byte, path string) (map[string]*Learning, error) {
	ls, diags := parseLearnings(src, path)
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s does not load, so nothing was changed: %s", path, diags.Error())
	}
	byID := make(map[string]*Learning, len(ls))
	for _, l := range ls {
		byID[l.ID] = l
	}
	return byID, nil
}

func parseLearnings(src []byte, path string) ([]*Learning, hcl.Diagnostics) {
	var lf learningsFile
	f, diags := hclsyntax.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, diags
	}
	diags = gohcl.DecodeBody(f.Body, nil, &lf)
	return lf.Learnings, diags
}

// LearningBlock finds the block of learning id in a learnings file.
func LearningBlock(f *hclwrite.File, id string) *hclwrite.Body {
	for _, b := range f.Body().Blocks() {
		if b.Type() == "learning" && len(b.Labels()) == 1 && b.Labels()[0] == id {
			return b.Body()
		}
	}
	return nil
}

// WriteFileAtomic replaces path with data, or leaves it as it was.
func WriteFileAtomic(path string, data []byte) error { return writeAtomic(path, data) }

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

// Contradicts reports whether two learnings say different things of the
// same words, tables or question: the same term for another value or
// condition, a join of the same tables on other columns, or another
// correction (or corrected SQL) for the same question.
func (l *Learning) Contradicts(o *Learning) bool {
	if l.ID == o.ID {
		return false
	}
	if t := foldWords(l.Term); t != "" && t == foldWords(o.Term) {
		return l.meaning() != o.meaning()
	}
	if l.isJoin() && o.isJoin() {
		a, b := l.joinKey(), o.joinKey()
		if a[0] == b[0] && a[1] == b[1] {
			return a[2] != b[2]
		}
	}
	if q := foldWords(l.Question); q != "" && q == foldWords(o.Question) {
		switch {
		case l.Correction != "" && o.Correction != "":
			return foldWords(l.Correction) != foldWords(o.Correction)
		case l.sqlOnly() && o.sqlOnly():
			return spaceless(l.CorrectedSQL) != spaceless(o.CorrectedSQL)
		}
	}
	return false
}

// Says is what the learning teaches, in a few words, for flags and lists.
func (l *Learning) Says() string {
	switch {
	case l.Term != "" && l.Dimension != "":
		return fmt.Sprintf("%q means %s %q", l.Term, l.Dimension, l.Value)
	case l.Term != "" && l.Expr != "":
		return fmt.Sprintf("%q means %s", l.Term, l.Expr)
	case l.Expr != "" && len(l.Tables) > 0:
		return fmt.Sprintf("the condition %s on %s", l.Expr, l.Tables[0])
	case l.isJoin():
		k := l.joinKey()
		return fmt.Sprintf("%s.%s joins %s.%s", l.Tables[0], l.JoinColumn, l.Tables[1], k[3])
	case l.Correction != "":
		return fmt.Sprintf("the answer to %q: %s", l.Question, l.Correction)
	case l.CorrectedSQL != "":
		return fmt.Sprintf("%q is answered by %s", l.Question, strings.Join(strings.Fields(l.CorrectedSQL), " "))
	}
	return l.Description
}

func (l *Learning) meaning() string {
	if l.Dimension != "" {
		return l.Dimension + "=" + foldWords(l.Value)
	}
	return "expr:" + spaceless(l.Expr)
}

func (l *Learning) isJoin() bool { return l.JoinColumn != "" && len(l.Tables) == 2 }

// joinKey is the pair of tables in order, the columns that join them, and
// the referenced column.
func (l *Learning) joinKey() [4]string {
	ref := l.References
	if ref == "" {
		ref = l.JoinColumn
	}
	a, b := strings.ToLower(l.Tables[0]), strings.ToLower(l.Tables[1])
	ca, cb := strings.ToLower(l.JoinColumn), strings.ToLower(ref)
	if a > b {
		a, b, ca, cb = b, a, cb, ca
	}
	return [4]string{a, b, ca + "=" + cb, ref}
}

// sqlOnly: a learning whose lesson is its corrected SQL alone.
func (l *Learning) sqlOnly() bool {
	return l.CorrectedSQL != "" && l.Term == "" && l.Expr == "" && l.JoinColumn == "" && l.Correction == ""
}

func foldWords(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

func spaceless(s string) string {
	return strings.TrimRight(strings.ToLower(strings.Join(strings.Fields(s), "")), ";")
}
