package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// cacheWorkspace is a workspace of a CSV and an NDJSON file.
func cacheWorkspace(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"data/t.csv":        "id,amount\n1,2.5\n2,4\n",
		"data/events.jsonl": "{\"id\": 1, \"kind\": \"open\"}\n{\"id\": 2, \"kind\": \"close\"}\n{\"id\": 3, \"kind\": \"open\"}\n",
		"knowledge.hcl": `source "s" {
  type = "duckdb"
  file "t"      { path = "data/t.csv" }
  file "events" { path = "data/events.jsonl" }
}
metric "m" {
  table = "t"
  expr  = "SUM(amount)"
}
`,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestValidatePrintsRowsAndLoads(t *testing.T) {
	dir := cacheWorkspace(t)
	for _, c := range []struct {
		args []string
		how  string
	}{
		{[]string{"--no-cache"}, "2 read into memory"},
		{nil, "2 read and cached"},
		{nil, "2 from the cache"},
	} {
		code, out, errs := runCLI(t, "", append(append([]string{"--dir", dir}, c.args...), "validate")...)
		if code != 0 {
			t.Fatalf("exit %d\n%s%s", code, out, errs)
		}
		for _, want := range []string{"source s (duckdb): 2 tables, 5 rows, loaded in ", "(" + c.how + ")", "events 3 · t 2"} {
			if !strings.Contains(out, want) {
				t.Errorf("validate %v: no %q in\n%s", c.args, want, out)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".datacopilot", "cache", "scans.json")); err != nil {
		t.Errorf("the cache keeps no scans: %v", err)
	}
	t.Setenv("DATACOPILOT_CACHE", "off")
	if _, out, _ := runCLI(t, "", "--dir", dir, "validate"); !strings.Contains(out, "(2 read into memory)") {
		t.Errorf("DATACOPILOT_CACHE=off still used the cache:\n%s", out)
	}
}

func TestLoadProgress(t *testing.T) {
	var b strings.Builder
	p := newLoadProgress(&b, false)
	p.event(engine.LoadEvent{Table: "big", Bytes: 3 << 20})
	p.event(engine.LoadEvent{Table: "small", Bytes: 10})
	p.event(engine.LoadEvent{Table: "small", Bytes: 10, Done: true, Stat: engine.LoadStat{Rows: 1}})
	time.Sleep(progressLog + 3*progressTick)
	p.event(engine.LoadEvent{Table: "big", Bytes: 3 << 20, Done: true, Stat: engine.LoadStat{Rows: 3_000_000}})
	p.close()
	want := "load: reading big (3.0 MB)…\nload: big: 3,000,000 rows from 3.0 MB in 1.3 s\n"
	if got := b.String(); !strings.HasPrefix(got, "load: reading big (3.0 MB)…\nload: big: 3,000,000 rows from 3.0 MB in ") {
		t.Errorf("log lines:\n%s\nwant like:\n%s", got, want)
	}

	b.Reset()
	p = newLoadProgress(&b, true)
	p.event(engine.LoadEvent{Table: "a", Bytes: 1 << 20})
	p.event(engine.LoadEvent{Table: "b", Bytes: 1 << 20})
	p.event(engine.LoadEvent{Table: "a", Bytes: 1 << 20, Done: true})
	time.Sleep(progressAfter + 2*progressTick)
	p.event(engine.LoadEvent{Table: "b", Bytes: 1 << 20, Done: true})
	got := b.String()
	if !strings.Contains(got, fmt.Sprintf("[%s%s] 1.0 MB of 2.0 MB · 1/2 tables", strings.Repeat("#", 15), strings.Repeat(".", 15))) || !strings.HasSuffix(got, "\r\033[K") {
		t.Errorf("bar: %q", got)
	}
}
