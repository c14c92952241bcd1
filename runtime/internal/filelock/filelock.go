// Package filelock takes advisory, whole-file locks that other processes
// honour: the runtime's writers (learnings.hcl, the audit log, the eval
// history) hold one while they read, merge and write, so that concurrent
// `datacopilot` processes never lose or interleave each other's writes.
//
// On Unix the lock is flock(2): it belongs to the open file, is released
// when the file is closed or the process dies, and excludes other opens of
// the same file in this process too. Elsewhere it is a no-op, and only the
// in-process locks of the callers serialize writes.
package filelock

import (
	"os"
	"path/filepath"
)

// Lock opens (creating it and its folder if needed) the file at path and
// takes an exclusive lock on it, waiting for other holders. Unlock with the
// returned function.
func Lock(path string) (unlock func() error, err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lockFile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		unlockFile(f)
		return f.Close()
	}, nil
}

// LockFile takes an exclusive lock on an open file (an append-only log
// held while one record is written). Closing the file releases it too.
func LockFile(f *os.File) (unlock func(), err error) {
	if err := lockFile(f); err != nil {
		return nil, err
	}
	return func() { unlockFile(f) }, nil
}

// TryLock is Lock without waiting: ok is false (and err nil) when another
// holder has the lock.
func TryLock(path string) (unlock func() error, ok bool, err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, false, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, false, err
	}
	ok, err = tryLockFile(f)
	if !ok || err != nil {
		f.Close()
		return nil, false, err
	}
	return func() error {
		unlockFile(f)
		return f.Close()
	}, true, nil
}
