package understand_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/understand"
	"golang.org/x/tools/txtar"
)

// The workspaces the tests read questions against: the demo (Northwind)
// and the other domains under runtime/testdata. Each is loaded once per
// test binary, on first use.
var workspaceDirs = map[string]string{
	"demo":     "../..",
	"flights":  "../testdata/flights",
	"clinic":   "../testdata/clinic",
	"polls":    "../testdata/polls",
	"saas":     "../testdata/saas",
	"bikes":    "../testdata/bikeshare",
	"library":  "../testdata/library",
	"hr":       "../testdata/hr",
	"helpdesk": "../testdata/helpdesk",
	"utility":  "../testdata/utility",
	"hotels":   "../testdata/hotels",
}

type loaded struct {
	once sync.Once
	rt   *runtime.Runtime
	lx   *understand.Lexicon
	err  error
}

var (
	loadedMu sync.Mutex
	loads    = map[string]*loaded{}
)

// lexicon returns the lexicon of a workspace named in workspaceDirs, or of
// a folder.
func lexicon(tb testing.TB, ws string) *understand.Lexicon {
	tb.Helper()
	dir, ok := workspaceDirs[ws]
	if !ok {
		dir = ws
	}
	loadedMu.Lock()
	l := loads[dir]
	if l == nil {
		l = &loaded{}
		loads[dir] = l
	}
	loadedMu.Unlock()
	l.once.Do(func() {
		l.rt, l.err = runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
		if l.err == nil {
			l.lx = understand.NewLexicon(l.rt.Snapshot())
		}
	})
	if l.err != nil {
		tb.Fatalf("load %s: %v", dir, l.err)
	}
	return l.lx
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, l := range loads {
		if l.rt != nil {
			l.rt.Close()
		}
	}
	if shopDir != "" {
		os.RemoveAll(shopDir)
	}
	os.Exit(code)
}

var (
	shopOnce sync.Once
	shopDir  string
	shopErr  error
)

// shop returns the lexicon of testdata/shop.txtar, written to a temporary
// folder once.
func shop(tb testing.TB) *understand.Lexicon {
	tb.Helper()
	shopOnce.Do(func() {
		var a *txtar.Archive
		if a, shopErr = txtar.ParseFile("testdata/shop.txtar"); shopErr != nil {
			return
		}
		if shopDir, shopErr = os.MkdirTemp("", "shop"); shopErr != nil {
			return
		}
		for _, f := range a.Files {
			p := filepath.Join(shopDir, f.Name)
			if shopErr = os.MkdirAll(filepath.Dir(p), 0o755); shopErr != nil {
				return
			}
			if shopErr = os.WriteFile(p, f.Data, 0o644); shopErr != nil {
				return
			}
		}
	})
	if shopErr != nil {
		tb.Fatal(shopErr)
	}
	return lexicon(tb, shopDir)
}

// lex returns the lexicon of a workspace by name, "shop" included.
func lex(tb testing.TB, ws string) *understand.Lexicon {
	tb.Helper()
	if ws == "shop" {
		return shop(tb)
	}
	return lexicon(tb, ws)
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
