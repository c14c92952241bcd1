package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
	"github.com/datacopilot/datacopilot/plugins/plugintest"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/knowledge"

	_ "github.com/duckdb/duckdb-go/v2" // DuckDB, the dialect test's reference
)

// workspace is a copy of the demo whose source is the clickhouse plugin
// program, serving database db of the test cluster (Distributed tables
// over two shards).
func workspace(t *testing.T, c *testCluster, db string) string {
	t.Helper()
	dir := testfs.Demo(t, sourcetest.Root())
	loadDemo(t, c, dir, db)
	sourcetest.Build(t, "./plugins/clickhouse", dir)
	sourcetest.UsePlugin(t, dir, "clickhouse", map[string]string{"addr": c.addrs[0], "database": db}, "")
	return dir
}

// TestDemoGoldens answers the demo's golden questions on the two-shard
// cluster, through the plugin program, and runs every demo pipe on both
// engines comparing the results cell by cell.
func TestDemoGoldens(t *testing.T) {
	c := cluster(t)
	want := sourcetest.Load(t, testfs.Demo(t, sourcetest.Root()))
	got := sourcetest.Load(t, workspace(t, c, "northwind"))
	if src := got.Snapshot().Sources["northwind"]; src == nil || src.Plugin == nil || !src.Pushdown || src.Dialect != "clickhouse" {
		t.Fatal("the workspace does not use the clickhouse plugin with pushdown")
	}
	t.Logf("%d demo pipe runs agree", sourcetest.ComparePipes(t, want, got, sourcetest.Cases(want)))
	t.Logf("%d golden questions pass", sourcetest.Goldens(t, got, "northwind"))
}

// TestHarness checks the source in-process: conformance, rows spread over
// both shards read through the Distributed tables, typed parameters,
// readonly, the query timeout, max_result_rows and config errors.
func TestHarness(t *testing.T) {
	c := cluster(t)
	loadDemo(t, c, testfs.Demo(t, sourcetest.Root()), "northwind")
	cfg := map[string]any{"addr": c.addrs[0], "database": "northwind", "query_timeout": "1s"}
	h := plugintest.New(t, New(), cfg)
	h.Conformance()

	// each shard holds part of a table; the Distributed table all of it
	var local, all uint64
	conn, err := c.open(1)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.QueryRow(context.Background(), `SELECT count() FROM northwind_local.orders`).Scan(&local)
	conn.QueryRow(context.Background(), `SELECT count() FROM northwind.orders`).Scan(&all)
	if local == 0 || local >= all {
		t.Errorf("shard 2 holds %d of %d orders; want a part", local, all)
	}

	res := h.Query(plugins.Query{
		SQL: `SELECT count() AS n, toInt64($n) + 0 AS i FROM orders WHERE "OrderDate" >= $from AND "ShipCountry" = $country AND $flag = 1 AND $none IS NULL`,
		Params: []plugins.Param{
			{Name: "from", Type: "date", Value: time.Date(1997, 1, 1, 0, 0, 0, 0, time.UTC)},
			{Name: "country", Type: "string", Value: "O'Brien's \\ land"},
			{Name: "n", Type: "int", Value: int64(3)},
			{Name: "flag", Type: "bool", Value: true},
			{Name: "none", Type: "string", Value: nil},
		},
	})
	if res.Table.Rows() != 1 || res.Table.Columns[0].Value(0) != int64(0) || res.Table.Columns[1].Value(0) != int64(3) {
		t.Errorf("bound parameters: got %v, %v", res.Table.Columns[0].Value(0), res.Table.Columns[1].Value(0))
	}

	// readonly = 1 whatever the user may do
	for _, q := range []string{`INSERT INTO orders SELECT * FROM orders LIMIT 1`, `CREATE TABLE x (a Int8) ENGINE = Memory`, `DROP TABLE orders`} {
		if _, err := h.TryQuery(plugins.Query{SQL: q}); err == nil || !strings.Contains(err.Error(), "readonly") {
			t.Errorf("%s: want a readonly error, got %v", q, err)
		}
	}
	start := time.Now()
	_, err = h.TryQuery(plugins.Query{SQL: `SELECT count() FROM system.numbers WHERE sleepEachRow(0.5) = 0`})
	if err == nil || time.Since(start) > 8*time.Second {
		t.Errorf("a query past the 1s timeout: %v after %s", err, time.Since(start))
	}
	limited := plugintest.New(t, New(), map[string]any{"addr": c.addrs[0], "database": "northwind", "max_result_rows": 10.0})
	if _, err := limited.TryQuery(plugins.Query{SQL: `SELECT * FROM orders`}); err == nil || !strings.Contains(err.Error(), "max rows") {
		t.Errorf("max_result_rows 10: want a limit error, got %v", err)
	}

	// (protocol = "http" is not checked here: clickhouse-go's HTTP
	// handshake sends a setting 18.16 does not know)
	plugintest.New(t, New(), map[string]any{"addr": c.addrs[0], "protocol": "gopher"}, plugintest.ExpectConfigError("protocol"))
	plugintest.New(t, New(), map[string]any{"addr": c.addrs[0], "database": "nope"}, plugintest.ExpectConfigError("database"))
	plugintest.New(t, New(), map[string]any{"addr": c.addrs[0], "query_timeout": "soon"}, plugintest.ExpectConfigError("query_timeout"))
	plugintest.New(t, New(), map[string]any{"addr": "127.0.0.1:1"}, plugintest.ExpectConfigError("addr"))
	plugintest.New(t, New(), map[string]any{"addr": c.addrs[0], "settings": map[string]any{"readonly": "0"}}, plugintest.ExpectConfigError("settings"))
}

// TestDialect runs each of the ClickHouse dialect's pieces on the cluster
// and DuckDB's on DuckDB, and compares the values: truncation per grain
// (weeks from Monday, across a year's end), date literals and moves, safe
// division, case-insensitive matching and distinct counts.
func TestDialect(t *testing.T) {
	c := cluster(t)
	h := plugintest.New(t, New(), map[string]any{"addr": c.addrs[0]})
	duck, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer duck.Close()
	ch, dd := knowledge.ClickHouse, knowledge.DuckDB
	ts := func(d knowledge.Dialect, s string) string {
		if d == ch {
			return "toDateTime('" + s + "')"
		}
		return "TIMESTAMP '" + s + "'"
	}
	day := time.Date(1997, 12, 30, 0, 0, 0, 0, time.UTC)
	type piece func(d knowledge.Dialect) string
	cases := map[string]piece{
		"date":          func(d knowledge.Dialect) string { return d.Date(day) },
		"add 3 days":    func(d knowledge.Dialect) string { return d.AddDays(d.Date(day), 3) },
		"cast date":     func(d knowledge.Dialect) string { return d.CastDate(ts(d, "1998-01-02 23:59:59")) },
		"safe div":      func(d knowledge.Dialect) string { return d.SafeDiv("7", "2") },
		"safe div by 0": func(d knowledge.Dialect) string { return d.SafeDiv("7", "0") },
		"match fold":    func(d knowledge.Dialect) string { return d.MatchFold("'Ångström CAFÉ'", "'%café%'") },
		"no match":      func(d knowledge.Dialect) string { return d.MatchFold("'Ångström'", "'%cafe%'") },
		"count distinct": func(d knowledge.Dialect) string {
			return "(SELECT " + d.CountDistinct("x") + " FROM (SELECT 1 AS x UNION ALL SELECT 2 UNION ALL SELECT 1))"
		},
		"literal": func(d knowledge.Dialect) string { return d.Literal(`O'Brien \ co`) },
		"date compare": func(d knowledge.Dialect) string {
			return d.DateCmp(ts(d, "1997-12-30 10:00:00"), true, ">=", d.Date(day))
		},
	}
	for _, g := range []string{"year", "quarter", "month", "week", "day"} {
		for _, s := range []string{"1997-02-05 13:00:00", "1996-12-31 23:59:59", "1998-01-01 00:00:00", "1997-06-30 12:00:00"} {
			cases[g+" of "+s] = func(d knowledge.Dialect) string { return d.Trunc(g, ts(d, s)) }
		}
	}
	for name, p := range cases {
		var want any
		if err := duck.QueryRow("SELECT " + p(dd)).Scan(&want); err != nil {
			t.Errorf("%s: duckdb: %s: %v", name, p(dd), err)
			continue
		}
		res, err := h.TryQuery(plugins.Query{SQL: "SELECT " + p(ch) + " AS v"})
		if err != nil {
			t.Errorf("%s: clickhouse: %s: %v", name, p(ch), err)
			continue
		}
		got := res.Table.Columns[0].Value(0)
		if b, ok := want.(bool); ok { // ClickHouse answers 1 or 0
			want = int64(0)
			if b {
				want = int64(1)
			}
		}
		if w, g := fmt.Sprint(want), fmt.Sprint(got); w != g {
			t.Errorf("%s: duckdb %s = %s; clickhouse %s = %s", name, p(dd), w, p(ch), g)
		}
	}
}

// TestNoCopies asks questions answered by metrics (joins, filters,
// periods, grains, order and limit), by aggregate queries and by verified
// queries, and runs a plan's SQL step, on the cluster: every step runs in
// ClickHouse, agrees with DuckDB, and no row is copied into DuckDB. The
// demo's pipes and verified queries are DuckDB SQL: a verified query
// ClickHouse takes as written runs so (late_shipments), the others and
// every pipe run translated (GROUP BY ALL spelled out, joins nested).
func TestNoCopies(t *testing.T) {
	c := cluster(t)
	want := sourcetest.Load(t, testfs.Demo(t, sourcetest.Root()))
	dir := workspace(t, c, "northwind")
	got := sourcetest.Load(t, dir)
	// medianExact takes one of the two middle values, where DuckDB
	// averages them; products_to_reorder orders by a column with ties
	sourcetest.NoCopies(t, want, got, "northwind", "clickhouse", map[string]bool{"Median freight by ship country": true,
		"Which active products are at or below their reorder level?": true})
	asWritten := map[string]bool{"late_shipments": true, "products_to_reorder": true}
	for _, v := range got.Snapshot().Verified {
		_, translated := got.Snapshot().Translated(v.SQL)
		if translated == asWritten[v.Name] {
			t.Errorf("verified query %s: translated %v", v.Name, translated)
		}
	}
	if diags, _ := dcruntime.Check(context.Background(), dcruntime.Options{Dir: dir, NoWrite: true}); len(diags) > 0 {
		t.Errorf("want no diagnostics: %s", diags)
	}
}
