//go:build !unix

package filelock

import "os"

func lockFile(*os.File) error { return nil }

func unlockFile(*os.File) {}

func tryLockFile(*os.File) (bool, error) { return true, nil }
