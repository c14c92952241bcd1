package engine

import (
	"context"
	"strconv"
	"syscall"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// BenchmarkCopyArrow copies 1Mi rows of a BIGINT, a DOUBLE and a VARCHAR
// column, made beforehand in batches of 64Ki rows, into a table: the
// host's side of plugins' BenchmarkToDuckDB, without the plugin and gRPC.
func BenchmarkCopyArrow(b *testing.B) {
	const rows, batch = 1 << 20, 64 << 10
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "id", Type: arrow.PrimitiveTypes.Int64},
		{Name: "amount", Type: arrow.PrimitiveTypes.Float64},
		{Name: "label", Type: arrow.BinaryTypes.String},
	}, nil)
	var recs []arrow.RecordBatch
	for start := 0; start < rows; start += batch {
		rb := array.NewRecordBuilder(memory.DefaultAllocator, schema)
		for id := start; id < start+batch; id++ {
			rb.Field(0).(*array.Int64Builder).Append(int64(id))
			rb.Field(1).(*array.Float64Builder).Append(float64(id) / 4)
			rb.Field(2).(*array.StringBuilder).Append("label-" + strconv.Itoa(id%1000))
		}
		recs = append(recs, rb.NewRecordBatch())
		rb.Release()
	}
	defer func() {
		for _, rec := range recs {
			rec.Release()
		}
	}()
	db, err := Open(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	cpu0 := cpuTime()
	for b.Loop() {
		r, err := array.NewRecordReader(schema, recs)
		if err != nil {
			b.Fatal(err)
		}
		n, err := db.CopyArrow(ctx, "copied", r, false)
		r.Release()
		if err != nil || n != rows {
			b.Fatalf("copied %d rows: %v", n, err)
		}
	}
	b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(rows*b.N), "cpu_ns/row")
}

// cpuTime is the CPU time the process has used, in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
