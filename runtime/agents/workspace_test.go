package agents_test

import (
	"context"
	"os"
	"sync"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
)

// The workspaces the tests ask questions of: the demo (Northwind) and the
// other domains under runtime/testdata, each loaded once per test binary.
var workspaceDirs = map[string]string{
	"demo":     "../..",
	"flights":  "../testdata/flights",
	"clinic":   "../testdata/clinic",
	"polls":    "../testdata/polls",
	"saas":     "../testdata/saas",
	"bikes":    "../testdata/bikeshare",
	"library":  "../testdata/library",
	"utility":  "../testdata/utility",
	"hotels":   "../testdata/hotels",
	"hr":       "../testdata/hr",
	"helpdesk": "../testdata/helpdesk",
}

type loaded struct {
	once sync.Once
	rt   *runtime.Runtime
	e    *agents.Engine
	err  error
}

var loads = func() map[string]*loaded {
	m := map[string]*loaded{}
	for ws := range workspaceDirs {
		m[ws] = &loaded{}
	}
	return m
}()

// engine returns the offline engine of a workspace named in workspaceDirs.
func engine(tb testing.TB, ws string) *agents.Engine {
	tb.Helper()
	l := loads[ws]
	if l == nil {
		tb.Fatalf("no workspace %q", ws)
	}
	l.once.Do(func() {
		l.rt, l.err = runtime.Load(context.Background(), runtime.Options{Dir: workspaceDirs[ws], NoWrite: true})
		if l.err == nil {
			l.e = agents.New(l.rt.Snapshot())
		}
	})
	if l.err != nil {
		tb.Fatalf("load %s: %v", ws, l.err)
	}
	return l.e
}

// ask asks a question offline, with the default review threshold.
func ask(tb testing.TB, ws, q string) *agents.Answer {
	tb.Helper()
	a, err := engine(tb, ws).Ask(context.Background(), q, agents.AskOptions{})
	if err != nil {
		tb.Fatalf("%s %q: %v", ws, q, err)
	}
	return a
}

// skipKnown skips a case that shows a known bug of the engine (reported,
// not yet fixed). With KNOWN_BUGS=1 in the environment the case runs, to
// see whether a fix made it pass.
func skipKnown(t *testing.T, why string) {
	t.Helper()
	if why != "" && os.Getenv("KNOWN_BUGS") == "" {
		t.Skip("known: " + why)
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, l := range loads {
		if l.rt != nil {
			l.rt.Close()
		}
	}
	os.Exit(code)
}
