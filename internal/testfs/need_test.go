package testfs

import (
	"fmt"
	"strings"
	"testing"
)

type fakeTB struct{ fatal, skip string }

func (f *fakeTB) Helper()           {}
func (f *fakeTB) Fatal(args ...any) { f.fatal = fmt.Sprint(args...) }
func (f *fakeTB) Skip(args ...any)  { f.skip = fmt.Sprint(args...) }

// TestMissingProgramFailsWhenRequired: under `make test` and in CI a
// missing program fails the test with the command that installs it; only
// a bare `go test` elsewhere skips.
func TestMissingProgramFailsWhenRequired(t *testing.T) {
	for _, c := range []struct {
		ci, deps  string
		wantFatal bool
	}{{"", "", false}, {"true", "", true}, {"", "required", true}} {
		t.Setenv("CI", c.ci)
		t.Setenv("DATACOPILOT_TEST_DEPS", c.deps)
		f := &fakeTB{}
		if p := Program(f, "no-such-package", "datacopilot-no-such-program"); p != "" {
			t.Fatalf("found %s", p)
		}
		got := f.skip
		if c.wantFatal {
			got = f.fatal
		}
		if (f.fatal != "") != c.wantFatal || !strings.Contains(got, "apt-get install -y no-such-package") {
			t.Errorf("CI=%q deps=%q: fatal %q, skip %q", c.ci, c.deps, f.fatal, f.skip)
		}
	}
	if p := Program(t, "coreutils", "sh"); p == "" {
		t.Error("sh not found")
	}
}
