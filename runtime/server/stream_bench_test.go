package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// BenchmarkStreamVsJSON asks the demo's golden questions over POST
// /v1/ask as JSON and as server-sent events from 4 clients, each question
// both ways in a row, and reports each one's asks/s and their ratio
// (target: stream/json ≥ 0.9): all of them, and the ones whose answer is
// over 4 KiB of JSON (long tables), where what the stream adds weighs most.
func BenchmarkStreamVsJSON(b *testing.B) {
	dir := demoCopy(b)
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
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
	var large [][]byte
	for _, body := range bodies {
		resp, err := client.Post(ts.URL+"/v1/ask", "application/json", bytes.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if n > 4<<10 {
			large = append(large, body)
		}
	}
	b.Run("goldens", func(b *testing.B) { streamVsJSON(b, ts.URL, client, bodies) })
	b.Run("large", func(b *testing.B) { streamVsJSON(b, ts.URL, client, large) })
}

func streamVsJSON(b *testing.B, url string, client *http.Client, bodies [][]byte) {
	if len(bodies) == 0 {
		b.Fatal("no question to ask")
	}
	const clients = 4
	var sent [2]atomic.Int64 // bytes: JSON, stream
	ask := func(body []byte, stream bool) (time.Duration, bool) {
		t0 := time.Now()
		req, _ := http.NewRequest("POST", url+"/v1/ask", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if stream {
			req.Header.Set("Accept", "text/event-stream")
		}
		resp, err := client.Do(req)
		if err != nil {
			return 0, false
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if stream {
			sent[1].Add(int64(len(got)))
		} else {
			sent[0].Add(int64(len(got)))
		}
		return time.Since(t0), resp.StatusCode == 200 && (!stream || bytes.Contains(got, []byte("event: done\n")))
	}
	// Each client asks each question both ways, one right after the
	// other (in turn JSON or stream first), so that both see the same load
	// from the rest of the machine; a closed-loop client's asks/s is the
	// inverse of its time per ask.
	var spent [2]atomic.Int64 // ns: JSON, stream
	var failed atomic.Int64
	pass := func(round int) {
		var next atomic.Int64
		var wg sync.WaitGroup
		for c := 0; c < clients; c++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i := int(next.Add(1) - 1)
					if i >= len(bodies) {
						return
					}
					first := (i + round) % 2
					for _, mode := range []int{first, 1 - first} {
						d, ok := ask(bodies[i], mode == 1)
						if !ok {
							failed.Add(1)
						}
						spent[mode].Add(int64(d))
					}
				}
			}()
		}
		wg.Wait()
	}
	pass(0) // warm both paths
	for m := range 2 {
		spent[m].Store(0)
		sent[m].Store(0)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pass(i + 1)
	}
	b.StopTimer()
	if failed.Load() > 0 {
		b.Fatalf("%d requests failed", failed.Load())
	}
	n := float64(b.N * len(bodies))
	jsonRate := clients * n / time.Duration(spent[0].Load()).Seconds()
	streamRate := clients * n / time.Duration(spent[1].Load()).Seconds()
	b.ReportMetric(jsonRate, "json-asks/s")
	b.ReportMetric(streamRate, "stream-asks/s")
	b.ReportMetric(streamRate/jsonRate, "stream/json")
	b.ReportMetric(float64(sent[1].Load())/float64(sent[0].Load()), "stream/json-bytes")
	b.ReportMetric(float64(len(bodies)), "questions")
}
