package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// BenchmarkServeLoad drives POST /v1/ask on loopback with the demo's golden
// questions from 8 clients for 10 s and reports asks/s, p50 and p99
// (target: ≥ 500 asks/s, p99 ≤ 50 ms).
func BenchmarkServeLoad(b *testing.B) { serveLoad(b, 0) }

// BenchmarkServeLoadReloading is the same load while the workspace is
// edited and reloaded 100 times, 20 of the edits invalid (target: 0 failed
// requests).
func BenchmarkServeLoadReloading(b *testing.B) { serveLoad(b, 100) }

func serveLoad(b *testing.B, reloads int) {
	dir := demoCopy(b)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
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
	var bodies [][]byte
	for _, g := range ws.Goldens {
		body, _ := json.Marshal(map[string]string{"question": g.Question, "format_hint": g.FormatHint})
		bodies = append(bodies, body)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	const clients, duration = 8, 10 * time.Second
	var failed, total atomic.Int64
	lat := make([][]time.Duration, clients)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	b.ResetTimer()
	start := time.Now()
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				t0 := time.Now()
				resp, err := client.Post(ts.URL+"/v1/ask", "application/json", bytes.NewReader(bodies[i%len(bodies)]))
				if err != nil {
					failed.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					failed.Add(1)
				}
				total.Add(1)
				lat[c] = append(lat[c], time.Since(t0))
			}
		}()
	}
	// 100 reloads during the run, every fifth from a broken edit
	path := filepath.Join(dir, "knowledge.hcl")
	good, _ := os.ReadFile(path)
	reloadsOK, reloadsBad := 0, 0
	for i := 0; i < reloads; i++ {
		content := append([]byte(nil), good...)
		if i%5 == 4 {
			content = append(content, []byte("\nmetric \"broken\" {\n")...)
		} else {
			content = append(content, []byte("\n# edit "+strings.Repeat("x", i)+"\n")...)
		}
		os.WriteFile(path, content, 0o644)
		if err := rt.Reload(ctx); err != nil {
			reloadsBad++
		} else {
			reloadsOK++
		}
		time.Sleep(duration / 110)
	}
	for time.Since(start) < duration {
		time.Sleep(10 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	if len(all) == 0 {
		b.Fatal("no request completed")
	}
	b.ReportMetric(float64(total.Load())/elapsed.Seconds(), "asks/s")
	b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(failed.Load()), "failed")
	b.ReportMetric(float64(reloadsOK), "reloads")
	b.ReportMetric(float64(reloadsBad), "reloads_rejected")
	if failed.Load() > 0 {
		b.Errorf("%d requests failed", failed.Load())
	}
	if reloadsBad != reloads/5 {
		b.Errorf("%d invalid edits rejected, want %d", reloadsBad, reloads/5)
	}
}

// BenchmarkReloadLatency writes a pipe file into the demo under Watch and
// measures the time until the new pipe answers (target: p50 ≤ 150 ms).
func BenchmarkReloadLatency(b *testing.B) {
	dir := demoCopy(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	go rt.Watch(ctx, nil)
	<-rt.Watching()
	var lat []time.Duration
	const trials = 10
	b.ResetTimer()
	for i := 0; i < trials; i++ {
		name := "probe_" + strings.Repeat("x", i+1)
		src := "pipe \"" + name + "\" {\n  description = \"probe\"\n  sql = \"SELECT 1 AS one\"\n}\n"
		t0 := time.Now()
		os.WriteFile(filepath.Join(dir, "pipes", "probe.hcl"), []byte(src), 0o644)
		for {
			if _, err := rt.RunPipe(ctx, name, nil); err == nil {
				break
			}
			if time.Since(t0) > 10*time.Second {
				b.Fatalf("pipe %s never appeared", name)
			}
			time.Sleep(2 * time.Millisecond)
		}
		lat = append(lat, time.Since(t0))
	}
	b.StopTimer()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "max-ms")
}

// demoCopy is the demo workspace, agents.hcl included, in a folder a
// benchmark may edit.
func demoCopy(tb testing.TB) string {
	dir := testfs.Demo(tb, filepath.Join("..", ".."))
	testfs.Copy(tb, filepath.Join("..", "..", "agents.hcl"), filepath.Join(dir, "agents.hcl"))
	return dir
}
