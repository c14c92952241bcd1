package main

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
	"github.com/datacopilot/datacopilot/plugins/plugintest"
)

// TestDemoPipes runs every demo pipe against a real PostgreSQL server
// holding the demo data, through the plugin program, and compares each
// result with DuckDB's; the pipes written for PostgreSQL (testdata) run in
// PostgreSQL and must agree too.
func TestDemoPipes(t *testing.T) {
	dsn := server(t)
	root := sourcetest.Root()
	want := sourcetest.Load(t, testfs.Demo(t, root))

	load(t, dsn, root)
	extra, err := os.ReadFile("testdata/pipes.hcl")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("TEST_WAREHOUSE_URL", dsn)
	dir := workspace(t, root, string(extra))
	got := sourcetest.Load(t, dir)
	if src := got.Snapshot().Sources["northwind"]; src == nil || src.Plugin == nil || !src.Pushdown {
		t.Fatal("the workspace does not use the postgres plugin with pushdown")
	}
	n := sourcetest.ComparePipes(t, want, got, sourcetest.Cases(want))
	t.Logf("%d demo pipe runs agree", n)

	sourcetest.ComparePushdown(t, want, got, map[string]string{
		"pg_customers_by_country": "customers_by_country",
		"pg_orders_by_shipper":    "orders_by_shipper",
		"pg_customer_ranking":     "customer_ranking",
		"pg_revenue_by_month":     "revenue_by_month",
		"pg_sales_by_year":        "sales_by_year",
	})

	// The golden suite, on the demo's own pipes (extra pipes would be
	// candidates too), with PostgreSQL behind them.
	t.Logf("%d golden questions pass", sourcetest.Goldens(t, sourcetest.Load(t, workspace(t, root, "")), "northwind"))
}

// TestNoCopies answers the questions of metric steps, aggregate queries
// and verified queries (DuckDB SQL, translated), and runs a plan's SQL
// step, in PostgreSQL: the same results as DuckDB's, and no row copied
// into DuckDB.
func TestNoCopies(t *testing.T) {
	dsn := server(t)
	root := sourcetest.Root()
	load(t, dsn, root)
	t.Setenv("TEST_WAREHOUSE_URL", dsn)
	// products_to_reorder orders by a column with ties
	sourcetest.NoCopies(t, sourcetest.Load(t, testfs.Demo(t, root)), sourcetest.Load(t, workspace(t, root, "")), "northwind", "postgres",
		map[string]bool{"Which active products are at or below their reorder level?": true})
}

// workspace is a copy of the demo whose source is the postgres plugin,
// reading its DSN from TEST_WAREHOUSE_URL (as a secret should be), with
// extra HCL in pipes/extra.hcl.
func workspace(t *testing.T, root, extra string) string {
	dir := testfs.Demo(t, root)
	sourcetest.Build(t, "./plugins/postgres", dir)
	sourcetest.UsePlugin(t, dir, "postgres", nil, extra)
	kh := dir + "/knowledge.hcl"
	b, _ := os.ReadFile(kh)
	os.WriteFile(kh, []byte(strings.Replace(string(b), "config {", "config {\n    dsn = env(\"TEST_WAREHOUSE_URL\")", 1)), 0o644)
	return dir
}

// TestHarness checks the source in-process: conformance, the read-only
// transaction, the statement timeout and config errors.
func TestHarness(t *testing.T) {
	dsn := server(t)
	dir := testfs.Demo(t, sourcetest.Root())
	load(t, dsn, dir)
	h := plugintest.New(t, New(), map[string]any{"dsn": dsn, "statement_timeout": "1s"})
	h.Conformance()

	// a data-changing function is refused by the read-only transaction,
	// even when a statement slips past the host's guard
	if _, err := h.TryQuery(plugins.Query{SQL: "SELECT nextval('x')"}); err == nil {
		t.Error("nextval ran")
	}
	_, err := h.TryQuery(plugins.Query{SQL: `CREATE TABLE x (a int)`})
	if err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("a write: want a read-only error, got %v", err)
	}
	start := time.Now()
	_, err = h.TryQuery(plugins.Query{SQL: "SELECT pg_sleep(5)"})
	if err == nil || !strings.Contains(err.Error(), "statement timeout") || time.Since(start) > 4*time.Second {
		t.Errorf("pg_sleep(5) with a 1s statement timeout: %v after %s", err, time.Since(start))
	}

	plugintest.New(t, New(), map[string]any{"dsn": dsn, "schema": "nope"}, plugintest.ExpectConfigError("schema"))
	plugintest.New(t, New(), map[string]any{"dsn": dsn, "statement_timeout": "soon"}, plugintest.ExpectConfigError("statement_timeout"))
	plugintest.New(t, New(), map[string]any{"dsn": "postgres://nobody@127.0.0.1:1/x?connect_timeout=2"}, plugintest.ExpectConfigError("dsn"))
}
