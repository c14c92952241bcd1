package engine

import "time"

// SetRacyWindow sets how close to a slot's read a file's time proves
// nothing, until the returned func puts it back.
func SetRacyWindow(d time.Duration) (restore func()) {
	old := racyWindow
	racyWindow = d
	return func() { racyWindow = old }
}

// Hashes is how many files have been hashed.
func Hashes() int64 { return hashes.Load() }
