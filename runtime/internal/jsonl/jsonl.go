// Package jsonl appends JSON records to line-delimited files (the audit
// log, the eval history).
package jsonl

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/datacopilot/datacopilot/runtime/internal/filelock"
)

// Append writes v as one line at the end of path, creating the file and
// its folder if needed. The line goes out in one write to a file opened
// with O_APPEND, under an exclusive OS lock on the file, so concurrent
// writers, in this process or others, never interleave lines (a long line
// can otherwise go out in several writes).
func Append(path string, v any) error {
	line, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	unlock, err := filelock.LockFile(f)
	if err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		unlock()
		f.Close()
		return err
	}
	unlock()
	return f.Close()
}
