package runtime_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"sort"
	"testing"
	"time"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/evals"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

const benchRows = 1_000_000

// benchSQL makes 1M rows of three numeric columns inside DuckDB.
const benchSQL = "SELECT i::DOUBLE AS a, (i % 97 + 1)::DOUBLE AS b, (i % 13)::BIGINT AS c FROM range(1000000) t(i)"

var benchFormulas = []string{"s.a * s.b", "s.a / s.b * 100", "round(s.a - s.b * s.c, 2)"}

// BenchmarkFormulaPlan runs a plan with three formula columns over 1M rows,
// end to end (query, fetch, formulas), and DuckDB computing the same three
// expressions in SQL and returning the same 1M rows through the same
// engine. It reports rows/s for both and their ratio.
func BenchmarkFormulaPlan(b *testing.B) {
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: "..", MaxRows: 2 * benchRows})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	p := &plan.Plan{Steps: []plan.Step{{ID: "s", SQL: benchSQL}}}
	for i, f := range benchFormulas {
		p.Output = append(p.Output, plan.Output{Type: "formula", Name: fmt.Sprintf("f%d", i+1), Formula: f})
	}
	sqlOnly := &plan.Plan{Steps: []plan.Step{{ID: "s", SQL: "SELECT a * b AS f1, a / b * 100 AS f2, round(a - b * c, 2) AS f3 FROM (" + benchSQL + ")"}}}
	var planDur, duckDur time.Duration
	for b.Loop() {
		start := time.Now()
		res, err := rt.Execute(ctx, p)
		if err != nil {
			b.Fatal(err)
		}
		planDur += time.Since(start)
		if res.Table.Rows() != benchRows {
			b.Fatalf("rows = %d", res.Table.Rows())
		}
		start = time.Now()
		if _, err := rt.Execute(ctx, sqlOnly); err != nil {
			b.Fatal(err)
		}
		duckDur += time.Since(start)
	}
	n := float64(b.N)
	b.ReportMetric(benchRows*n/planDur.Seconds(), "plan_rows/s")
	b.ReportMetric(benchRows*n/duckDur.Seconds(), "duckdb_rows/s")
	b.ReportMetric(planDur.Seconds()/duckDur.Seconds(), "ratio_to_duckdb")
}

// BenchmarkPipeOverhead runs a demo pipe through the runtime (param
// checks, binding, read-only transaction, typed result) and the same SQL
// with the same arguments on a plain DuckDB connection over the same CSVs.
func BenchmarkPipeOverhead(b *testing.B) {
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: ".."})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	pp := rt.Snapshot().Pipes["top_products"]
	args, errs := plan.BindParams(rt.Snapshot(), pp, nil)
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	raw, err := sql.Open("duckdb", "")
	if err != nil {
		b.Fatal(err)
	}
	defer raw.Close()
	for table, file := range map[string]string{"order_details": "Order_Details.csv", "orders": "Orders.csv", "products": "Products.csv", "categories": "Categories.csv"} {
		path := filepath.Join("..", "data", "northwind", file)
		if _, err := raw.Exec(fmt.Sprintf("CREATE TABLE %s AS SELECT * FROM read_csv('%s', header = true, sample_size = -1)", table, path)); err != nil {
			b.Fatal(err)
		}
	}
	named := []any{}
	for k, v := range args {
		if t, ok := v.(time.Time); ok {
			v = t.Format("2006-01-02")
		}
		named = append(named, sql.Named(k, v))
	}
	rawQuery := func() {
		rows, err := raw.QueryContext(ctx, pp.SQL, named...)
		if err != nil {
			b.Fatal(err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			rows.Scan(ptrs...)
		}
		rows.Close()
	}
	var pipeDur, rawDur time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := rt.RunPipe(ctx, "top_products", nil); err != nil {
			b.Fatal(err)
		}
		pipeDur += time.Since(start)
		start = time.Now()
		rawQuery()
		rawDur += time.Since(start)
	}
	n := float64(b.N)
	b.ReportMetric(float64(pipeDur.Microseconds())/n/1000, "pipe_ms")
	b.ReportMetric(float64(rawDur.Microseconds())/n/1000, "raw_ms")
	b.ReportMetric(float64((pipeDur-rawDur).Microseconds())/n/1000, "overhead_ms")
}

// BenchmarkLoadDemo loads the demo workspace: parse and check the files,
// load 11 CSVs into DuckDB, read the dictionary, check every expression
// and pipe.
func BenchmarkLoadDemo(b *testing.B) {
	ctx := context.Background()
	var total time.Duration
	for b.Loop() {
		start := time.Now()
		rt, err := runtime.Load(ctx, runtime.Options{Dir: ".."})
		if err != nil {
			b.Fatal(err)
		}
		total += time.Since(start)
		rt.Close()
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "load_ms")
}

// BenchmarkPlanQuestion routes and plans every golden question (no query
// runs) once per iteration and reports the time per question. Target:
// ≤ 1 ms per question.
func BenchmarkPlanQuestion(b *testing.B) {
	rt := demoRuntime(b)
	qs := goldenQuestions(rt)
	times := make([]time.Duration, 0, b.N*len(qs))
	candidates := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, q := range qs {
			start := time.Now()
			in, err := rt.PlanQuestion(q)
			if err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
			candidates += in.Result.Considered
		}
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(qs))/1e6, "ms/question")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(candidates)/float64(b.N*len(qs)), "candidates/question")
}

// BenchmarkAsk answers every golden question in process once per iteration,
// end to end (plan, validate, execute, synthesize), and reports the median
// and 95th percentile per question. Target: p50 ≤ 5 ms.
func BenchmarkAsk(b *testing.B) {
	rt := demoRuntime(b)
	ctx := context.Background()
	goldens := evals.Select(rt.Snapshot().Goldens, evals.Options{Suites: []string{"northwind"}})
	times := make([]time.Duration, 0, b.N*len(goldens))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range goldens {
			start := time.Now()
			if _, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint}); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
}

func goldenQuestions(rt *runtime.Runtime) []string {
	var qs []string
	for _, g := range evals.Select(rt.Snapshot().Goldens, evals.Options{Suites: []string{"northwind"}}) {
		qs = append(qs, g.Question)
	}
	return qs
}

// BenchmarkDocumentQuestion answers the demo's document questions (route
// documents): chunk retrieval, sentence choice, value extraction, grounding.
// Target: ≤ 2 ms per question.
func BenchmarkDocumentQuestion(b *testing.B) {
	rt := demoRuntime(b)
	ctx := context.Background()
	var goldens []*config.Golden
	for _, g := range rt.Snapshot().Goldens {
		if g.ExpectRoute == "documents" {
			goldens = append(goldens, g)
		}
	}
	if len(goldens) == 0 {
		b.Fatal("no document goldens")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range goldens {
			if _, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*len(goldens)), "ms/question")
}
