package runtime_test

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// coldAsk is what one CLI `ask` does in-process: load the workspace, ask,
// close. The process's own start (about 10 ms) is left out.
func coldAsk(b *testing.B, opts runtime.Options, question string) (time.Duration, []string) {
	b.Helper()
	ctx := context.Background()
	start := time.Now()
	rt, err := runtime.Load(ctx, opts)
	if err != nil {
		b.Fatal(err)
	}
	ans, err := rt.Ask(ctx, question, runtime.AskOptions{})
	if err != nil {
		b.Fatal(err)
	}
	took := time.Since(start)
	rt.Close()
	if ans.Data == nil || ans.Data.Rows() == 0 {
		b.Fatalf("%q: no rows (%s)", question, ans.Summary)
	}
	return took, ans.Provenance.SQL
}

// BenchmarkColdAskDemo: a cold CLI-equivalent ask on the demo with a warm
// file cache and without the cache. Target: ≤ 150 ms with the cache.
func BenchmarkColdAskDemo(b *testing.B) {
	const q = "revenue by category in 1997"
	cached := runtime.Options{Dir: "..", NoWrite: true, CacheDir: b.TempDir()}
	uncached := runtime.Options{Dir: "..", NoWrite: true, NoCache: true}
	coldAsk(b, cached, q) // warms the cache
	var withCache, without time.Duration
	for b.Loop() {
		d, _ := coldAsk(b, cached, q)
		withCache += d
		d, _ = coldAsk(b, uncached, q)
		without += d
	}
	n := float64(b.N)
	b.ReportMetric(ms(withCache)/n, "cached_ms")
	b.ReportMetric(ms(without)/n, "uncached_ms")
	b.ReportMetric(withCache.Seconds()/without.Seconds(), "cached/uncached")
}

const parquetRows = 3_000_000

// parquetWorkspace writes a workspace of one 3M-row Parquet fact table
// (made by DuckDB's COPY) with a metric, two text dimensions (one with
// more values than the value index takes) and a time dimension.
func parquetWorkspace(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(fmt.Sprintf(`COPY (SELECT i AS id, DATE '2021-01-01' + CAST(i %% 1095 AS INTEGER) AS day,
		'customer ' || (i %% 50000) AS customer, 'category ' || chr(65 + CAST(i %% 12 AS INTEGER)) AS category,
		round((i %% 1000) / 10.0, 2) AS amount FROM range(%d) t(i)) TO %s (FORMAT parquet)`, parquetRows, engine.QuoteString(filepath.Join(dir, "sales.parquet")))); err != nil {
		b.Fatal(err)
	}
	writeKnowledge(b, dir, "Sales lines.", false)
	return dir
}

func writeKnowledge(b *testing.B, dir, description string, inPlace bool) {
	b.Helper()
	hcl := `source "lake" {
  type = "duckdb"
  file "sales" {
    path     = "sales.parquet"
    in_place = ` + fmt.Sprint(inPlace) + `
  }
}
table "sales" { description = "` + description + `" }
dimension "category" {
  table = "sales"
  expr  = "category"
}
dimension "customer" {
  table = "sales"
  expr  = "customer"
}
dimension "day" {
  table  = "sales"
  expr   = "day"
  type   = "time"
  grains = ["month", "quarter", "year"]
}
metric "revenue" {
  label = "Revenue"
  table = "sales"
  expr  = "SUM(amount)"
  time  = "day"
}
`
	if err := os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(hcl), 0o644); err != nil {
		b.Fatal(err)
	}
}

// rawQuery is the SQL the metric compiler writes for the question, with
// its parameters written in.
const rawQuery = `SELECT "sales"."category" AS "category", SUM("sales"."amount") AS "revenue" FROM "sales"
	WHERE "sales"."day" >= DATE '2022-01-01' AND "sales"."day" < DATE '2023-01-01' GROUP BY 1 ORDER BY 2 DESC`

// rawDuckDB is DuckDB alone answering the same SQL cold: open a database,
// put a view over the Parquet file, run the query, read the rows.
func rawDuckDB(b *testing.B, dir string, queries []string) time.Duration {
	b.Helper()
	start := time.Now()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE VIEW sales AS SELECT * FROM read_parquet(" + engine.QuoteString(filepath.Join(dir, "sales.parquet")) + ")"); err != nil {
		b.Fatal(err)
	}
	for _, q := range queries {
		rows, err := db.Query(q)
		if err != nil {
			b.Fatal(err)
		}
		for rows.Next() {
		}
		rows.Close()
	}
	return time.Since(start)
}

// BenchmarkParquet3M: on a 3M-row Parquet workspace, the first load (an
// empty cache), a cold CLI-equivalent ask on a warm cache, DuckDB alone
// running the same SQL cold, a served (warm) ask, and a reload after a knowledge edit
// (`serve`), with Parquet read in place (the default) and copied into the
// cache (in_place = false). Both modes run in each iteration, in turn, so
// that they share the machine's load; the figures are medians. Targets:
// cold ask ≤ 0.5 s; reload ≤ 250 ms.
func BenchmarkParquet3M(b *testing.B) {
	copied := parquetWorkspace(b)
	inPlace := b.TempDir()
	if err := os.Link(filepath.Join(copied, "sales.parquet"), filepath.Join(inPlace, "sales.parquet")); err != nil {
		b.Fatal(err)
	}
	writeKnowledge(b, inPlace, "Sales lines.", true)
	const q = "revenue by category in 2022"
	ctx := context.Background()
	type samples struct{ first, ask, warm, raw, reload []time.Duration }
	modes := []struct {
		name, dir string
		inPlace   bool
		s         samples
	}{{name: "copied", dir: copied}, {name: "in_place", dir: inPlace, inPlace: true}}
	i := 0
	for b.Loop() {
		for k := range modes {
			m := &modes[(i+k)%len(modes)]
			opts := runtime.Options{Dir: m.dir, NoWrite: true, CacheDir: b.TempDir()}
			start := time.Now()
			rt, err := runtime.Load(ctx, opts)
			if err != nil {
				b.Fatal(err)
			}
			m.s.first = append(m.s.first, time.Since(start))
			rt.Close()
			d, _ := coldAsk(b, opts, q)
			m.s.ask = append(m.s.ask, d)
			m.s.raw = append(m.s.raw, rawDuckDB(b, m.dir, []string{rawQuery}))

			rt, err = runtime.Load(ctx, opts)
			if err != nil {
				b.Fatal(err)
			}
			// a served ask: the same question asked again
			for range 2 {
				start = time.Now()
				if _, err := rt.Ask(ctx, q, runtime.AskOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			m.s.warm = append(m.s.warm, time.Since(start))
			writeKnowledge(b, m.dir, fmt.Sprintf("Sales lines, edited %d.", time.Now().UnixNano()), m.inPlace)
			start = time.Now()
			if err := rt.Reload(ctx); err != nil {
				b.Fatal(err)
			}
			m.s.reload = append(m.s.reload, time.Since(start))
			if got := rt.Snapshot().Scans; got.Run != 0 {
				b.Fatalf("a knowledge edit rescanned: %+v", got)
			}
			rt.Close()
		}
		i++
	}
	for _, m := range modes {
		b.ReportMetric(ms(median(m.s.first)), m.name+"_first_load_ms")
		b.ReportMetric(ms(median(m.s.ask)), m.name+"_cold_ask_ms")
		b.ReportMetric(ms(median(m.s.warm)), m.name+"_warm_ask_ms")
		b.ReportMetric(ms(median(m.s.raw)), m.name+"_raw_duckdb_ms")
		b.ReportMetric(float64(median(m.s.ask))/float64(median(m.s.raw)), m.name+"_ask/raw")
		b.ReportMetric(ms(median(m.s.reload)), m.name+"_reload_ms")
	}
	b.ReportMetric(float64(median(modes[0].s.ask))/float64(median(modes[1].s.ask)), "copied/in_place_ask")
	b.ReportMetric(float64(median(modes[0].s.warm))/float64(median(modes[1].s.warm)), "copied/in_place_warm_ask")
	b.ReportMetric(float64(median(modes[0].s.first))/float64(median(modes[1].s.first)), "copied/in_place_first_load")
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
