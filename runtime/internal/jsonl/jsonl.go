// Package jsonl appends JSON records to line-delimited files (the audit
// log, the eval history).
package jsonl

import (
	"encoding/json"
	"fmt"
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
	return AppendRotating(path, v, Rotation{})
}

// Rotation bounds a log file's size: when a line would take the file past
// MaxBytes, the file becomes path.1 (path.1 becomes path.2, and so on, up
// to Keep old files; the oldest is dropped) and the line starts a new file.
// A zero MaxBytes never rotates.
type Rotation struct {
	MaxBytes int64
	Keep     int
}

// AppendRotating is Append with rotation by size. Rotation happens under
// the file's lock; a writer that was waiting for the lock of a file that
// was rotated meanwhile opens the new file instead, so every line lands in
// the current file and none is lost.
func AppendRotating(path string, v any, rot Rotation) error {
	line, err := json.Marshal(v)
	if err != nil {
		return err
	}
	line = append(line, '\n')
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	for attempt := 0; ; attempt++ {
		f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		unlock, err := filelock.LockFile(f)
		if err != nil {
			f.Close()
			return err
		}
		fi, err1 := f.Stat()
		pi, err2 := os.Stat(path)
		if err1 == nil && (err2 != nil || !os.SameFile(fi, pi)) && attempt < 10 {
			unlock() // rotated while we waited: write to the new file
			f.Close()
			continue
		}
		if rot.MaxBytes > 0 && err1 == nil && fi.Size() > 0 && fi.Size()+int64(len(line)) > rot.MaxBytes && attempt < 10 {
			err := rotate(path, rot.Keep)
			unlock()
			f.Close()
			if err != nil {
				return err
			}
			continue
		}
		_, err = f.Write(line)
		unlock()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
}

// rotate shifts path.N-1 to path.N … path to path.1, keeping keep old
// files (at least one).
func rotate(path string, keep int) error {
	if keep < 1 {
		keep = 1
	}
	os.Remove(fmt.Sprintf("%s.%d", path, keep))
	for i := keep - 1; i >= 1; i-- {
		if err := os.Rename(fmt.Sprintf("%s.%d", path, i), fmt.Sprintf("%s.%d", path, i+1)); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return os.Rename(path, path+".1")
}
