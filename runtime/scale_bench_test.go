package runtime_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// scaledDemo is a copy of the demo whose two fact files (orders and their
// lines) hold n copies of the demo's rows, each copy with its own order
// ids: n = 1000 makes 830,000 orders and 2,155,000 lines.
func scaledDemo(b *testing.B, n int) string {
	b.Helper()
	dir := testfs.Demo(b, "..")
	db, err := sql.Open("duckdb", "")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	for _, f := range []string{"Orders.csv", "Order_Details.csv"} {
		path := filepath.Join(dir, "data", "northwind", f)
		tmp := path + ".scaled"
		q := fmt.Sprintf(`COPY (SELECT * REPLACE (CAST("OrderID" AS BIGINT) + k * 100000 AS "OrderID") FROM read_csv(%s, header = true, all_varchar = true) AS t,
			range(%d) AS r(k) ORDER BY k) TO %s (FORMAT csv, HEADER)`, engine.QuoteString(path), n, engine.QuoteString(tmp))
		if _, err := db.Exec(q); err != nil {
			b.Fatal(err)
		}
		if err := os.Rename(tmp, path); err != nil {
			b.Fatal(err)
		}
	}
	// data written an hour ago, as a workspace's usually is (a file
	// written just before it is cached is hashed by the next load)
	old := time.Now().Add(-time.Hour)
	files, _ := filepath.Glob(filepath.Join(dir, "data", "northwind", "*.csv"))
	for _, f := range files {
		os.Chtimes(f, old, old)
	}
	return dir
}

// memory reads the process's resident set and its high-water mark (Linux:
// /proc/self/status), in MiB.
func memory(b *testing.B) (rss, peak float64) {
	b.Helper()
	st, err := os.ReadFile("/proc/self/status")
	if err != nil {
		b.Skip("no /proc/self/status: ", err)
	}
	field := func(name string) float64 {
		i := bytes.Index(st, []byte(name+":"))
		if i < 0 {
			b.Skip("no " + name + " in /proc/self/status")
		}
		f := strings.Fields(string(st[i+len(name)+1:]))
		kb, _ := strconv.ParseFloat(f[0], 64)
		return kb / 1024
	}
	return field("VmRSS"), field("VmHWM")
}

// resetPeak starts a new high-water mark at the current resident set.
func resetPeak(b *testing.B) {
	b.Helper()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		b.Skip("cannot reset the peak resident set: ", err)
	}
}

// benchScale is the demo's scale for the scaled benchmarks:
// DATACOPILOT_BENCH_SCALE, else def.
func benchScale(b *testing.B, def int) int {
	if s := os.Getenv("DATACOPILOT_BENCH_SCALE"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			b.Fatalf("DATACOPILOT_BENCH_SCALE=%q is not a positive whole number", s)
		}
		return n
	}
	return def
}

// BenchmarkReloadDataChange: `serve` on the demo at 100× (or
// DATACOPILOT_BENCH_SCALE) with the file cache; after a few asks (steady),
// one data file changes and the workspace reloads. It reports the resident
// set steady, the peak during the reload as a ratio to it, and the reload
// time, for a small file (categories) and for the biggest (the order
// lines). Target: peak ≤ 1.3× steady.
func BenchmarkReloadDataChange(b *testing.B) {
	n := benchScale(b, 100)
	dir := scaledDemo(b, n)
	ctx := context.Background()
	opts := runtime.Options{Dir: dir, NoWrite: true, CacheDir: b.TempDir()}
	rt, err := runtime.Load(ctx, opts) // fills the cache
	if err != nil {
		b.Fatal(err)
	}
	rt.Close()
	questions := []string{"revenue by category in 1997", "top 5 customers by revenue", "orders by ship country"}
	type sample struct{ steady, small, big, smallMS, bigMS []float64 }
	var s sample
	for b.Loop() {
		rt, err := runtime.Load(ctx, opts)
		if err != nil {
			b.Fatal(err)
		}
		for _, q := range questions {
			if _, err := rt.Ask(ctx, q, runtime.AskOptions{}); err != nil {
				b.Fatal(err)
			}
		}
		for _, c := range []struct {
			file      string
			peak, dur *[]float64
		}{{"Categories.csv", &s.small, &s.smallMS}, {"Order_Details.csv", &s.big, &s.bigMS}} {
			steady, _ := memory(b)
			s.steady = append(s.steady, steady)
			touch(b, filepath.Join(dir, "data", "northwind", c.file))
			resetPeak(b)
			start := time.Now()
			if err := rt.Reload(ctx); err != nil {
				b.Fatal(err)
			}
			*c.dur = append(*c.dur, ms(time.Since(start)))
			for _, q := range questions {
				if _, err := rt.Ask(ctx, q, runtime.AskOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			_, peak := memory(b)
			*c.peak = append(*c.peak, peak/steady)
		}
		rt.Close()
	}
	b.ReportMetric(medianF(s.steady), "steady_MiB")
	b.ReportMetric(medianF(s.small), "small_change_peak/steady")
	b.ReportMetric(medianF(s.smallMS), "small_change_reload_ms")
	b.ReportMetric(medianF(s.big), "big_change_peak/steady")
	b.ReportMetric(medianF(s.bigMS), "big_change_reload_ms")
}

// touch changes a CSV file's content but not its shape: the last line is
// written again with its last field's final digit or letter changed.
func touch(b *testing.B, path string) {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	end := len(bytes.TrimRight(data, "\r\n")) - 1
	for ; end > 0; end-- {
		c := data[end]
		if c >= '0' && c <= '8' || c >= 'a' && c <= 'y' {
			data[end]++
			break
		}
		if c == '9' || c == 'z' {
			data[end]--
			break
		}
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
}

func medianF(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// BenchmarkColdAsk1000x: on the demo at 1000× (830,000 orders, 2,155,000
// order lines), a cold CLI-equivalent ask (load on a warm file cache,
// ask, close) against the query alone: the ask's own SQL, with its
// arguments, run on the loaded source's engine. Slow to set up (a minute
// or more): it runs only with DATACOPILOT_BENCH_1000X=1 (the scale may be
// changed with DATACOPILOT_BENCH_SCALE). Target: ≤ 1.5× the query.
func BenchmarkColdAsk1000x(b *testing.B) {
	if os.Getenv("DATACOPILOT_BENCH_1000X") == "" {
		b.Skip("set DATACOPILOT_BENCH_1000X=1 to run it (slow)")
	}
	dir := scaledDemo(b, benchScale(b, 1000))
	ctx := context.Background()
	opts := runtime.Options{Dir: dir, NoWrite: true, CacheDir: b.TempDir()}
	const q = "revenue by category in 1997"
	// the load fills the cache; the ask says what it ran
	rt, err := runtime.Load(ctx, opts)
	if err != nil {
		b.Fatal(err)
	}
	a, err := rt.Ask(ctx, q, runtime.AskOptions{})
	if err != nil || len(a.Provenance.Steps) != 1 {
		b.Fatalf("%v: want one step", err)
	}
	st := a.Provenance.Steps[0]
	rt.Close()
	var asks, raws []float64
	for b.Loop() {
		d, _ := coldAsk(b, opts, q)
		asks = append(asks, ms(d))
		rt, err := runtime.Load(ctx, opts)
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now() // the first query on a fresh engine, as the ask's
		if _, err := rt.Snapshot().Sources[st.Source].DB.Query(ctx, st.SQL, st.Args); err != nil {
			b.Fatal(err)
		}
		raws = append(raws, ms(time.Since(start)))
		rt.Close()
	}
	b.ReportMetric(medianF(asks), "cold_ask_ms")
	b.ReportMetric(medianF(raws), "query_ms")
	b.ReportMetric(medianF(asks)/medianF(raws), "cold_ask/query")
}

// BenchmarkServeHealthy1000x: the CLI binary's `serve` on the demo at
// 1000× (or DATACOPILOT_BENCH_SCALE), from the process's start to the
// first 200 of GET /healthz saying "ok": the first start (which fills the
// workspace's cache) and then starts on the warm cache. Slow to set up: it
// runs only with DATACOPILOT_BENCH_1000X=1. Target: healthy in ≤ 2 s on a
// warm cache.
func BenchmarkServeHealthy1000x(b *testing.B) {
	if os.Getenv("DATACOPILOT_BENCH_1000X") == "" {
		b.Skip("set DATACOPILOT_BENCH_1000X=1 to run it (slow)")
	}
	dir := scaledDemo(b, benchScale(b, 1000))
	bin := filepath.Join(b.TempDir(), "datacopilot")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/datacopilot").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	first := serveHealthy(b, bin, dir)
	var warm []float64
	for b.Loop() {
		warm = append(warm, ms(serveHealthy(b, bin, dir)))
	}
	b.ReportMetric(ms(first), "first_start_ms")
	b.ReportMetric(medianF(warm), "healthy_ms")
}

// serveHealthy starts `serve` on a free loopback port and returns the time
// until /healthz said ok; it stops the server before returning.
func serveHealthy(b *testing.B, bin, dir string) time.Duration {
	b.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "serve", "--dir", dir, "--addr", addr, "--no-watch")
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	}()
	client := &http.Client{Timeout: time.Second}
	for {
		resp, err := client.Get("http://" + addr + "/healthz")
		if err == nil {
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			var h struct{ Status string }
			if resp.StatusCode == 200 && json.Unmarshal(body, &h) == nil && h.Status == "ok" {
				return time.Since(start)
			}
			b.Fatalf("/healthz: %d %s", resp.StatusCode, body)
		}
		if time.Since(start) > 10*time.Minute {
			b.Fatalf("serve did not answer in 10 minutes: %s", stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}
