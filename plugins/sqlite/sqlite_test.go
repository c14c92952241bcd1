package main

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
	"github.com/datacopilot/datacopilot/plugins/plugintest"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// load writes the workspace's CSV tables into a new SQLite file, with the
// declared types SQLite users write: dates and timestamps as ISO text.
func load(t *testing.T, dir, file string) {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	types := map[string]string{sourcetest.Int: "INTEGER", sourcetest.Float: "REAL", sourcetest.Text: "TEXT", sourcetest.Date: "DATE", sourcetest.Timestamp: "TIMESTAMP"}
	for _, tab := range sourcetest.Tables(t, dir) {
		var cols, marks []string
		for i, c := range tab.Columns {
			cols = append(cols, quote(c)+" "+types[tab.Types[i]])
			marks = append(marks, "?")
		}
		if _, err := db.Exec("CREATE TABLE " + quote(tab.Name) + " (" + strings.Join(cols, ", ") + ")"); err != nil {
			t.Fatal(err)
		}
		tx, err := db.Begin()
		if err != nil {
			t.Fatal(err)
		}
		ins, err := tx.Prepare("INSERT INTO " + quote(tab.Name) + " VALUES (" + strings.Join(marks, ", ") + ")")
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range tab.Rows {
			args := make([]any, len(row))
			for i, v := range row {
				args[i] = v
				if tm, ok := v.(time.Time); ok {
					if tab.Types[i] == sourcetest.Date {
						args[i] = tm.Format(time.DateOnly)
					} else {
						args[i] = tm.Format(time.DateTime)
					}
				}
			}
			if _, err := ins.Exec(args...); err != nil {
				t.Fatal(err)
			}
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDemoPipes runs every demo pipe on a SQLite copy of the demo data,
// through the plugin program, and compares each result with DuckDB's; the
// pipes written for SQLite (testdata) run in SQLite and must agree too.
func TestDemoPipes(t *testing.T) {
	root := sourcetest.Root()
	want := sourcetest.Load(t, testfs.Demo(t, root))

	dir := testfs.Demo(t, root)
	load(t, dir, "northwind.sqlite")
	sourcetest.Build(t, "./plugins/sqlite", dir)
	extra, err := os.ReadFile("testdata/pipes.hcl")
	if err != nil {
		t.Fatal(err)
	}
	sourcetest.UsePlugin(t, dir, "sqlite", map[string]string{"path": "northwind.sqlite"}, string(extra))
	got := sourcetest.Load(t, dir)
	if src := got.Snapshot().Sources["northwind"]; src == nil || src.Plugin == nil || !src.Pushdown {
		t.Fatal("the workspace does not use the sqlite plugin with pushdown")
	}

	n := sourcetest.ComparePipes(t, want, got, sourcetest.Cases(want))
	t.Logf("%d demo pipe runs agree", n)

	// pipes written in SQLite's dialect run in SQLite
	sourcetest.ComparePushdown(t, want, got, map[string]string{
		"sqlite_customers_by_country": "customers_by_country",
		"sqlite_orders_by_shipper":    "orders_by_shipper",
		"sqlite_customer_ranking":     "customer_ranking",
		"sqlite_revenue_by_month":     "revenue_by_month",
	})
}

// TestGoldens answers the demo's golden questions on a SQLite copy of the
// demo data (the demo's pipes only: extra pipes would be candidates too).
func TestGoldens(t *testing.T) {
	dir := testfs.Demo(t, sourcetest.Root())
	load(t, dir, "northwind.sqlite")
	sourcetest.Build(t, "./plugins/sqlite", dir)
	sourcetest.UsePlugin(t, dir, "sqlite", map[string]string{"path": "northwind.sqlite"}, "")
	t.Logf("%d golden questions pass", sourcetest.Goldens(t, sourcetest.Load(t, dir), "northwind"))
}

// TestNotPortable: a pipe in DuckDB SQL that the translator cannot write
// in SQLite's SQL (a window function; a LIKE, which ignores case in
// SQLite) is an error at load that says what to do, rather than a copy of
// its tables; with copy = true on the source it runs over copies.
func TestNotPortable(t *testing.T) {
	const extra = `
pipe "ranked" {
  description = "Customers numbered."
  sql = "SELECT CompanyName AS customer, row_number() OVER (ORDER BY CompanyName) AS n FROM customers"
}
pipe "like" {
  description = "Customers whose name starts with A."
  sql = "SELECT CompanyName AS customer FROM customers WHERE CompanyName LIKE 'A%'"
}
`
	dir := testfs.Demo(t, sourcetest.Root())
	load(t, dir, "northwind.sqlite")
	sourcetest.Build(t, "./plugins/sqlite", dir)
	sourcetest.UsePlugin(t, dir, "sqlite", map[string]string{"path": "northwind.sqlite"}, extra)
	diags, _ := dcruntime.Check(context.Background(), dcruntime.Options{Dir: dir, NoWrite: true})
	var text string
	for _, d := range diags {
		text += d.Summary + ": " + d.Detail + "\n"
	}
	for _, want := range []string{`Pipe "ranked" is written in DuckDB SQL, which source "northwind" cannot run as sqlite SQL: it uses a window function`,
		`Pipe "like" is written in DuckDB SQL`, "LIKE, which ignores case in SQLite", `set copy = true on source "northwind"`} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q in the diagnostics:\n%s", want, text)
		}
	}
	if n := strings.Count(text, knowledge.SummaryNotPortable); n != 2 {
		t.Errorf("%d pipes refused, want 2:\n%s", n, text)
	}

	kh := filepath.Join(dir, "knowledge.hcl")
	b, _ := os.ReadFile(kh)
	os.WriteFile(kh, []byte(strings.Replace(string(b), `type   = "plugin"`, "type   = \"plugin\"\n  copy   = true", 1)), 0o644)
	rt := sourcetest.Load(t, dir)
	res := sourcetest.Run(t, rt, sourcetest.Case{Pipe: "ranked", Inputs: map[string]any{}})
	if int64(res.Rows()) != rt.Snapshot().Tables["customers"].Rows || rt.Snapshot().Sources["northwind"].CopiedRows() == 0 {
		t.Errorf("with copy = true: %d rows, %d copied", res.Rows(), rt.Snapshot().Sources["northwind"].CopiedRows())
	}
}

// TestHarness tests the source in-process, through the real protocol.
func TestHarness(t *testing.T) {
	dir := testfs.Demo(t, sourcetest.Root())
	load(t, dir, "db.sqlite")
	h := plugintest.New(t, New(), map[string]any{"path": filepath.Join(dir, "db.sqlite")})
	h.Conformance()
	plugintest.New(t, New(), nil, plugintest.ExpectConfigError("path"))
	plugintest.New(t, New(), map[string]any{"path": filepath.Join(dir, "knowledge.hcl")}, plugintest.ExpectConfigError("path"))
}
