package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
	"github.com/datacopilot/datacopilot/plugins/plugintest"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

func csvDir(t *testing.T) string {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "fruit.csv"), []byte("name,colour,kilos\napple,red,3\npear,green,5\nplum,red,2\n"), 0o644)
	return dir
}

// TestHarness is the guide's in-process test.
func TestHarness(t *testing.T) {
	h := plugintest.New(t, &folder{}, map[string]any{"dir": csvDir(t)})
	h.Conformance()
	res := h.Query(plugins.Query{Table: "fruit"})
	if res.Table.Rows() != 3 {
		t.Fatalf("%d rows", res.Table.Rows())
	}
	plugintest.New(t, &folder{}, map[string]any{"dir": "/no/such/dir"}, plugintest.ExpectConfigError("dir"))
}

// workspace builds the program into a new workspace whose source "files"
// is the plugin over csvDir, with more HCL in knowledge.hcl.
func workspace(t *testing.T, more string) string {
	ws := t.TempDir()
	sourcetest.Build(t, "./plugins/example", ws)
	os.WriteFile(filepath.Join(ws, "knowledge.hcl"), []byte(`
source "files" {
  type   = "plugin"
  plugin = "example"
  copy   = true
  config {
    dir = "`+csvDir(t)+`"
  }
}
`+more), 0o644)
	return ws
}

// TestWorkspace builds the program and uses it from a workspace: a pipe in
// DuckDB SQL over the plugin's table (copied into DuckDB).
// Red and green both weigh 5: the colour breaks the tie, or the order is
// whatever the engine makes of it.
func TestWorkspace(t *testing.T) {
	ws := workspace(t, "")
	os.MkdirAll(filepath.Join(ws, "pipes"), 0o755)
	os.WriteFile(filepath.Join(ws, "pipes", "p.hcl"), []byte(`
pipe "kilos_by_colour" {
  description = "Kilos per colour."
  sql = "SELECT colour, SUM(CAST(kilos AS INTEGER)) AS kilos FROM fruit GROUP BY colour ORDER BY kilos DESC, colour DESC"
}
`), 0o644)
	rt, err := dcruntime.Load(context.Background(), dcruntime.Options{Dir: ws, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	res, err := rt.RunPipe(context.Background(), "kilos_by_colour", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Table.Row(0); got[0] != "red" || got[1] != int64(5) {
		t.Fatalf("first row %v, want [red 5]", got)
	}
}

// TestDiagnostics: a missing program, a config the plugin refuses and a
// plugin that runs no SQL on a source without copy = true are diagnostics
// at the line that says so.
func TestDiagnostics(t *testing.T) {
	ws := t.TempDir()
	sourcetest.Build(t, "./plugins/example", ws)
	for _, c := range []struct {
		hcl, summary string
		line         int
	}{
		{"source \"files\" {\n  type   = \"plugin\"\n  plugin = \"nosuch\"\n}\n", "Plugin not found", 3},
		{"source \"files\" {\n  type   = \"plugin\"\n  plugin = \"example\"\n  copy   = true\n  config {\n    dir = \"/no/such/dir\"\n  }\n}\n", "Not a folder", 6},
		{"source \"files\" {\n  type   = \"plugin\"\n  plugin = \"example\"\n  copy   = true\n}\n", "Missing required argument", 1},
		{"source \"files\" {\n  type   = \"plugin\"\n  plugin = \"example\"\n  copy   = true\n  config {\n    dir = \"x\"\n    colour = \"red\"\n  }\n}\n", "Unsupported argument", 7},
		{"source \"files\" {\n  type   = \"plugin\"\n  plugin = \"example\"\n  config {\n    dir = \"x\"\n  }\n}\n", "Plugin runs no SQL", 3},
	} {
		os.WriteFile(filepath.Join(ws, "knowledge.hcl"), []byte(c.hcl), 0o644)
		diags, _ := dcruntime.Check(context.Background(), dcruntime.Options{Dir: ws, NoWrite: true})
		found := false
		for _, d := range diags {
			if d.Summary == c.summary && d.Subject != nil && d.Subject.Start.Line == c.line {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: want %q at line %d, got %v", c.hcl, c.summary, c.line, diags)
		}
	}
}

// TestCrossSourceJoin joins plan steps from two sources, the plugin's and
// an embedded DuckDB one, by key (in DuckDB): a text key, a key that is a
// number on one side and text on the other, a row with no match and a key
// with two matches.
func TestCrossSourceJoin(t *testing.T) {
	ws := workspace(t, `
source "local" {
  type = "duckdb"
  file "prices" { path = "prices.csv" }
}
`)
	os.WriteFile(filepath.Join(ws, "prices.csv"), []byte("colour,price,stock\nred,2.0,5\ngreen,1.5,9\nyellow,4.0,3\n"), 0o644)
	rt, err := dcruntime.Load(context.Background(), dcruntime.Options{Dir: ws, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	p, err := plan.Parse(strings.NewReader(`{
	  "steps": [
	    {"id": "p", "source": "local", "sql": "SELECT colour, price, stock FROM prices"},
	    {"id": "k", "source": "files", "sql": "SELECT colour, SUM(CAST(kilos AS INTEGER)) AS kilos FROM fruit GROUP BY colour", "join": "p.colour = k.colour"},
	    {"id": "f", "source": "files", "sql": "SELECT name, colour FROM fruit", "join": "p.colour = f.colour"},
	    {"id": "s", "source": "files", "sql": "SELECT name, kilos FROM fruit", "join": "p.stock = s.kilos"}
	  ],
	  "output": [
	    {"type": "direct", "name": "colour", "from": "p.colour"},
	    {"type": "direct", "name": "fruit", "from": "f.name"},
	    {"type": "formula", "name": "value", "formula": "p.price * k.kilos"},
	    {"type": "direct", "name": "as_much_as_stock", "from": "s.name"}
	  ],
	  "sort": [{"column": "colour"}, {"column": "fruit"}]
	}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := rt.Execute(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	// fruit.csv: apple red 3, pear green 5, plum red 2; prices.csv above.
	want := [][]any{
		{"green", "pear", 7.5, nil},
		{"red", "apple", 10.0, "pear"},
		{"red", "plum", 10.0, "pear"},
		{"yellow", nil, nil, "apple"},
	}
	if res.Table.Rows() != len(want) {
		t.Fatalf("%d rows, want %d: %v", res.Table.Rows(), len(want), res.Table.Names())
	}
	for i, w := range want {
		if got := res.Table.Row(i); fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("row %d: %v, want %v", i, got, w)
		}
	}
}
