package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
)

// benchRowsEnv sets the fact table's size (default 10M rows; the issue's
// figure is 100M, which takes minutes to generate on a small machine).
const benchRowsEnv = "CLICKHOUSE_BENCH_ROWS"

const benchWorkspace = `
source "warehouse" {
  type   = "plugin"
  plugin = "clickhouse"
  config {
    addr     = "%s"
    database = "bench"
  }
}

table "facts" {
  description = "One sale per row."
}

dimension "region" {
  table = "facts"
  expr  = "region"
}

dimension "product" {
  table = "facts"
  expr  = "product"
}

dimension "day" {
  table  = "facts"
  expr   = "day"
  type   = "time"
  grains = ["year", "quarter", "month", "week", "day"]
}

metric "sales" {
  label = "Sales"
  table = "facts"
  expr  = "SUM(amount)"
  time  = "day"
}
`

// BenchmarkClickHouseAsk asks a metric question of a generated fact table
// on the two-shard cluster (a Distributed table over MergeTree shards):
// ask p50 against the same compiled SQL run directly with the driver in
// the same run, datacopilot's peak RSS and the rows copied into DuckDB.
func BenchmarkClickHouseAsk(b *testing.B) {
	c := cluster(b)
	rows := int64(10_000_000)
	if s := os.Getenv(benchRowsEnv); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n <= 0 {
			b.Fatalf("%s=%q: want a row count", benchRowsEnv, s)
		}
		rows = n
	}
	start := time.Now()
	c.exec(b, "DROP DATABASE IF EXISTS bench", "DROP DATABASE IF EXISTS bench_local", "CREATE DATABASE bench_local", "CREATE DATABASE bench",
		"CREATE TABLE bench_local.facts (day Date, region String, product String, amount Float64) ENGINE = MergeTree() PARTITION BY toYYYYMM(day) ORDER BY (day, region)",
		"CREATE TABLE bench.facts AS bench_local.facts ENGINE = Distributed("+clusterName+", bench_local, facts, rand())")
	conn, err := c.open(0)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	ctx := clickhouse.Context(context.Background(), clickhouse.WithSettings(clickhouse.Settings{"insert_distributed_sync": 1, "max_execution_time": 3600}))
	if err := conn.Exec(ctx, fmt.Sprintf(`INSERT INTO bench.facts SELECT toDate('2020-01-01') + (number %% 1096), concat('region ', toString(number %% 7)), concat('product ', toString(number %% 97)), (number %% 1000) / 10 FROM numbers(%d)`, rows)); err != nil {
		b.Fatal(err)
	}
	b.Logf("generated %d rows on two shards in %s", rows, time.Since(start).Round(time.Millisecond))

	dir := b.TempDir()
	sourcetest.Build(b, "./plugins/clickhouse", dir)
	if err := os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(fmt.Sprintf(benchWorkspace, c.addrs[0])), 0o644); err != nil {
		b.Fatal(err)
	}
	rt := sourcetest.Load(b, dir)
	const question = "sales by region in 2021"
	a, err := rt.Ask(context.Background(), question, dcruntime.AskOptions{})
	if err != nil {
		b.Fatal(err)
	}
	if len(a.Provenance.Steps) != 1 || a.Data == nil || a.Data.Rows() != 7 || a.Provenance.Steps[0].RanOn != "warehouse (clickhouse)" {
		b.Fatalf("%s: want one step run in ClickHouse and 7 rows; got %d steps, %+v", question, len(a.Provenance.Steps), a.Provenance.Steps)
	}
	step := a.Provenance.Steps[0]
	var params []plugins.Param
	for name, v := range step.Args {
		params = append(params, plugins.Param{Name: name, Type: "date", Value: v})
	}
	direct, args, err := Bind(step.SQL, params)
	if err != nil {
		b.Fatal(err)
	}
	// the driver alone, as the plugin connects: database bench, readonly
	dconn, err := clickhouse.Open(&clickhouse.Options{Addr: []string{c.addrs[0]}, Auth: clickhouse.Auth{Database: "bench"}})
	if err != nil {
		b.Fatal(err)
	}
	defer dconn.Close()
	qctx := clickhouse.Context(context.Background(), clickhouse.WithSettings(clickhouse.Settings{"readonly": 1, "join_use_nulls": 1}))
	var asks, raws []time.Duration
	b.ResetTimer()
	for range b.N {
		for range 10 {
			t0 := time.Now()
			if _, err := rt.Ask(context.Background(), question, dcruntime.AskOptions{}); err != nil {
				b.Fatal(err)
			}
			asks = append(asks, time.Since(t0))
			t0 = time.Now()
			r, err := dconn.Query(qctx, direct, args...)
			if err != nil {
				b.Fatal(err)
			}
			n := 0
			for r.Next() {
				n++
			}
			r.Close()
			if n != 7 {
				b.Fatalf("direct: %d rows", n)
			}
			raws = append(raws, time.Since(t0))
		}
	}
	b.StopTimer()
	ask, raw := p50(asks), p50(raws)
	b.ReportMetric(float64(rows), "fact_rows")
	b.ReportMetric(ms(ask), "ask_p50_ms")
	b.ReportMetric(ms(raw), "driver_p50_ms")
	b.ReportMetric(ms(ask-raw), "overhead_p50_ms")
	b.ReportMetric(float64(ask)/float64(raw), "ask/driver")
	b.ReportMetric(float64(peakRSS())/(1<<20), "peak_rss_MiB")
	b.ReportMetric(float64(rt.Snapshot().Sources["warehouse"].CopiedRows()), "rows_copied")
}

func p50(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// peakRSS is the process's peak resident set (VmHWM), in bytes: the
// runtime, its DuckDB and the plugin's client side (the plugin program
// and ClickHouse are other processes).
func peakRSS() int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
