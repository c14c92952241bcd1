package server

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// rawStep is one SQL statement an answer ran, as DuckDB alone would run it.
type rawStep struct {
	db   *sql.DB
	sql  string
	args []any
}

// BenchmarkServedVsDuckDB: the demo's golden questions answered over POST
// /v1/ask on loopback from 1, 8 and 32 closed-loop clients, against raw
// DuckDB (database/sql on the same engine, no limits, no transaction)
// running the same statements each answer ran, with their arguments, from
// as many goroutines, in the same run: for each client count, a served
// pass, a raw pass and a direct pass (Runtime.Ask in process, no HTTP) in
// turn, twice. Questions whose answer ran no SQL
// (documents, refusals) are left out of both. Target: served/raw ≥ 0.9.
//
// SERVED_BENCH_SECONDS sets each pass's length (default 2 s).
func BenchmarkServedVsDuckDB(b *testing.B) {
	dir := demoCopy(b)
	ctx := context.Background()
	// as `serve` runs: every answer appended to the audit log
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, AuditLog: filepath.Join(b.TempDir(), "audit.jsonl")})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	s, err := New(rt, Options{MaxConcurrent: 256})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	ws, _ := config.Load(dir)
	snap := rt.Snapshot()
	var bodies [][]byte
	var raws [][]rawStep
	for _, g := range ws.Goldens {
		a, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
		if err != nil || len(a.Provenance.Steps) == 0 {
			continue
		}
		var steps []rawStep
		ok := true
		for _, st := range a.Provenance.Steps {
			src := snap.Sources[st.Source]
			if src == nil || src.DB == nil || st.SQL == "" {
				ok = false
				break
			}
			var args []any
			for k, v := range st.Args {
				if t, isTime := v.(time.Time); isTime {
					v = t.Format("2006-01-02")
				}
				args = append(args, sql.Named(k, v))
			}
			steps = append(steps, rawStep{db: src.DB.Raw(), sql: st.SQL, args: args})
		}
		if !ok || runRaw(ctx, steps) != nil {
			continue
		}
		body, _ := json.Marshal(map[string]string{"question": g.Question, "format_hint": g.FormatHint})
		bodies = append(bodies, body)
		raws = append(raws, steps)
	}
	if len(bodies) < 10 {
		b.Fatalf("only %d questions ran SQL", len(bodies))
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	served := func(i int) error {
		resp, err := client.Post(ts.URL+"/v1/ask", "application/json", bytes.NewReader(bodies[i]))
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}
	raw := func(i int) error { return runRaw(ctx, raws[i]) }
	// the same asks without HTTP, to tell the server's share of the
	// difference from the runtime's
	var qs []askRequest
	for _, body := range bodies {
		var r askRequest
		json.Unmarshal(body, &r)
		qs = append(qs, r)
	}
	direct := func(i int) error {
		_, err := rt.Ask(ctx, qs[i].Question, runtime.AskOptions{FormatHint: qs[i].FormatHint})
		return err
	}
	pass := 2 * time.Second
	if v := os.Getenv("SERVED_BENCH_SECONDS"); v != "" {
		d, err := time.ParseDuration(v + "s")
		if err != nil {
			b.Fatal(err)
		}
		pass = d
	}
	for _, clients := range []int{1, 8, 32} {
		b.Run(fmt.Sprintf("clients=%d", clients), func(b *testing.B) {
			var rate [3]float64 // served, raw, direct
			for b.Loop() {
				for range 2 {
					for m, f := range []func(int) error{served, raw, direct} {
						n, err := closedLoop(clients, len(bodies), pass, f)
						if err != nil {
							b.Fatal(err)
						}
						rate[m] += n / pass.Seconds()
					}
				}
			}
			b.ReportMetric(rate[0]/rate[1], "served/raw")
			b.ReportMetric(rate[2]/rate[1], "direct/raw")
			b.ReportMetric(rate[0]/float64(2*b.N), "served-asks/s")
			b.ReportMetric(rate[1]/float64(2*b.N), "raw-asks/s")
			b.ReportMetric(float64(len(bodies)), "questions")
		})
	}
}

// closedLoop runs f from clients goroutines for d, each taking the next
// question in turn, and returns how many calls completed.
func closedLoop(clients, questions int, d time.Duration, f func(int) error) (float64, error) {
	var next, done atomic.Int64
	var failed atomic.Value
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				if err := f(int(next.Add(1)-1) % questions); err != nil {
					failed.Store(err)
					return
				}
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	if err, ok := failed.Load().(error); ok {
		return 0, err
	}
	return float64(done.Load()), nil
}

// runRaw runs an answer's statements one after the other, reading every
// row.
func runRaw(ctx context.Context, steps []rawStep) error {
	for _, st := range steps {
		rows, err := st.db.QueryContext(ctx, st.sql, st.args...)
		if err != nil {
			return fmt.Errorf("%s: %w", strings.SplitN(st.sql, "\n", 2)[0], err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}
