package testfs

import (
	"os"
	"os/exec"
	"strings"
)

// Required reports whether a test must fail, rather than skip, when a
// program it needs is missing: in CI (CI set) and under `make test`
// (DATACOPILOT_TEST_DEPS=required), whose deps step installs them.
func Required() bool {
	return os.Getenv("CI") != "" || os.Getenv("DATACOPILOT_TEST_DEPS") == "required"
}

// Program finds the first of names on PATH. When none is there, the test
// fails if Required (saying which Debian package to install), and is
// skipped with that advice otherwise.
func Program(tb TB, pkg string, names ...string) string {
	tb.Helper()
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	Missing(tb, strings.Join(names, " or ")+" on PATH", pkg)
	return ""
}

// Missing fails (when Required) or skips a test that lacks what, naming
// the command that installs it.
func Missing(tb TB, what, pkg string) {
	tb.Helper()
	msg := "no " + what + ": run `make deps` (apt-get install -y " + pkg + ")"
	if Required() {
		tb.Fatal(msg)
	}
	tb.Skip(msg)
}

// TB is the part of testing.TB the helpers use.
type TB interface {
	Helper()
	Fatal(args ...any)
	Skip(args ...any)
}
