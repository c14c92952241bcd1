package plugins_test

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// BenchmarkStart measures starting a plugin program: process start, the
// go-plugin handshake and Describe (target: 50 ms or less).
func BenchmarkStart(b *testing.B) {
	b.Setenv("FAULT", "")
	for b.Loop() {
		c, err := plugins.Start(faultPlugin, plugins.Options{Name: "bench"})
		if err != nil {
			b.Fatal(err)
		}
		c.Close()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/start")
}

// BenchmarkToDuckDB streams 1M rows of 3 columns (BIGINT, DOUBLE, VARCHAR)
// from a plugin program into a DuckDB table, as a plugin table is copied
// before SQL reads it (target: 5M rows/s or more).
func BenchmarkToDuckDB(b *testing.B) {
	const rows = 1_000_000
	children0 := cpuTime(syscall.RUSAGE_CHILDREN)
	c, err := plugins.Start(faultPlugin, plugins.Options{Name: "bench"})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Configure(context.Background(), []byte(`{"rows": 1000000}`)); err != nil {
		b.Fatal(err)
	}
	db, err := engine.Open(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	cpu0 := cpuTime(syscall.RUSAGE_SELF)
	for b.Loop() {
		rr, err := c.Query(ctx, plugins.Query{Table: "rows"}, time.Minute)
		if err != nil {
			b.Fatal(err)
		}
		n, err := db.CopyArrow(ctx, "rows", rr, false)
		rr.Release()
		if err != nil || n != rows {
			b.Fatalf("copied %d rows: %v", n, err)
		}
	}
	b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	// the host's CPU per row (the plugin is another process): steadier
	// than rows/s on a machine other work shares
	b.ReportMetric(float64(cpuTime(syscall.RUSAGE_SELF)-cpu0)/float64(rows*b.N), "host_cpu_ns/row")
	// the plugin's, its start included, once it has exited and been
	// waited for
	c.Close()
	b.ReportMetric(float64(cpuTime(syscall.RUSAGE_CHILDREN)-children0)/float64(rows*b.N), "plugin_cpu_ns/row")
}

// cpuTime is the CPU time the process (RUSAGE_SELF) or its children
// waited for (RUSAGE_CHILDREN) have used, user and system, in nanoseconds
// (0 where getrusage is not there).
func cpuTime(who int) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
