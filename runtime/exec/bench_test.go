package exec

import (
	"database/sql"
	"testing"
	"time"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// BenchmarkFormulaStage computes three formula columns over 1M rows already
// in memory (the executor's own work), against DuckDB computing the same
// three expressions over the same 1M rows in a table (aggregated, so that
// only the computation is timed, not the transfer of results).
func BenchmarkFormulaStage(b *testing.B) {
	const n = 1_000_000
	a := data.NewColumn("a", data.Float, n)
	bb := data.NewColumn("b", data.Float, n)
	c := data.NewColumn("c", data.Int, n)
	for i := 0; i < n; i++ {
		a.Append(float64(i))
		bb.Append(float64(i%97 + 1))
		c.Append(int64(i % 13))
	}
	view := func(step, col string) (*data.Column, []int, error) {
		switch col {
		case "a":
			return a, nil, nil
		case "b":
			return bb, nil, nil
		}
		return c, nil, nil
	}
	var formulas []*plan.Formula
	for _, src := range []string{"s.a * s.b", "s.a / s.b * 100", "round(s.a - s.b * s.c, 2)"} {
		f, err := plan.CompileFormula(src, map[string]bool{"s": true}, nil)
		if err != nil {
			b.Fatal(err)
		}
		formulas = append(formulas, f)
	}
	db, err := sql.Open("duckdb", "")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("CREATE TABLE t AS SELECT i::DOUBLE AS a, (i % 97 + 1)::DOUBLE AS b, (i % 13)::BIGINT AS c FROM range(1000000) t(i)"); err != nil {
		b.Fatal(err)
	}
	var ours, duck time.Duration
	for b.Loop() {
		start := time.Now()
		for _, f := range formulas {
			if _, err := evalFormula(f, n, view, nil); err != nil {
				b.Fatal(err)
			}
		}
		ours += time.Since(start)
		start = time.Now()
		var x, y, z float64
		if err := db.QueryRow("SELECT sum(a * b), sum(a / b * 100), sum(round(a - b * c, 2)) FROM t").Scan(&x, &y, &z); err != nil {
			b.Fatal(err)
		}
		duck += time.Since(start)
	}
	rows := float64(n) * float64(b.N)
	b.ReportMetric(rows/ours.Seconds(), "rows/s")
	b.ReportMetric(rows/duck.Seconds(), "duckdb_rows/s")
	b.ReportMetric(ours.Seconds()/duck.Seconds(), "ratio_to_duckdb")
}
