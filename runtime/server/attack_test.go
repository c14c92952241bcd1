package server

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// The attack corpus (runtime/testdata/attack) runs through every entry
// point that takes SQL: the guard itself, plan run (the runtime facade the
// CLI uses), POST /v1/execute and the MCP tool run_plan. An attack must be
// refused everywhere; a resource bomb ("-- expect: bounded") may pass the
// guard but must be stopped by a limit (an error naming it, or a result cut
// at the row cap); a valid read must run everywhere. Nothing may change:
// not the data, not a file of the workspace, no file written anywhere.

const attackDir = "../testdata/attack"

// testLimits keep the bombs quick: they stop at these limits. Every valid
// read of the corpus takes milliseconds, so a 1 s timeout stops only bombs
// (half the corpus's bombs run until it).
const testLimits = `
limits {
  memory      = "256MiB"
  temp_size   = "64MiB"
  timeout     = "1s"
  result_size = "16MiB"
}
`

type corpusEntry struct {
	sql     string
	bounded bool
}

func readCorpus(t testing.TB, name string) []corpusEntry {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(attackDir, name))
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(strings.TrimRight(string(b), "\n"), "\n----\n")
	lines := strings.Split(parts[0], "\n")
	for len(lines) > 0 && strings.HasPrefix(lines[0], "-- ") {
		lines = lines[1:]
	}
	parts[0] = strings.Join(lines, "\n")
	var out []corpusEntry
	for _, p := range parts {
		e := corpusEntry{sql: p}
		if rest, ok := strings.CutPrefix(p, "-- expect: bounded\n"); ok {
			e = corpusEntry{sql: rest, bounded: true}
		}
		out = append(out, e)
	}
	return out
}

// demoWorkspace copies the demo workspace (the repository root) with the
// given text appended to its knowledge.hcl.
func demoWorkspace(t testing.TB, extra string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"knowledge.hcl", "agents.hcl", "pipes", "evals", "documents", "data"} {
		testfs.Copy(t, filepath.Join("../..", name), filepath.Join(dir, name))
	}
	f, err := os.OpenFile(filepath.Join(dir, "knowledge.hcl"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(extra); err != nil {
		t.Fatal(err)
	}
	return dir
}

// tree hashes every file under dir.
func tree(t testing.TB, dir string) map[string][32]byte {
	t.Helper()
	out := map[string][32]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out[path] = sha256.Sum256(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// outcome is what an entry point did with a statement.
type outcome struct {
	ran       bool // accepted (and, except for the guard, run)
	truncated bool // cut at the row cap
	msg       string
}

func TestAttackCorpus(t *testing.T) {
	t.Parallel() // mostly waiting for bombs to reach a limit
	dir := demoWorkspace(t, testLimits)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, AuditLog: filepath.Join(t.TempDir(), "audit.jsonl")})
	if err != nil {
		t.Fatal(err)
	}
	before := tree(t, dir) // after the load, which may write its file cache
	t.Cleanup(func() { rt.Close() })
	s, err := New(rt, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "attack", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	src := rt.Snapshot().Sources["northwind"]
	fingerprint := func() string {
		tab, err := src.DB.Query(ctx, `SELECT (SELECT string_agg(table_name || ':' || estimated_size, ',' ORDER BY table_name) FROM duckdb_tables()),
			(SELECT sum(Freight) FROM orders), (SELECT sum(UnitPrice * Quantity) FROM order_details), (SELECT count(*) FROM customers)`, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(tab)
		return string(b)
	}
	data := fingerprint()

	stepPlan := func(sql string) map[string]any {
		return map[string]any{"steps": []map[string]any{{"id": "q", "sql": sql}}}
	}
	entryPoints := []struct {
		name string
		run  func(sql string) outcome
	}{
		{"guard", func(sql string) outcome {
			_, err := src.Guard.Check(ctx, sql)
			return outcome{ran: err == nil, msg: fmt.Sprint(err)}
		}},
		{"plan run (facade)", func(sql string) outcome {
			res, err := rt.Execute(ctx, &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: sql}}})
			if err != nil {
				return outcome{msg: err.Error()}
			}
			return outcome{ran: true, truncated: res.Table.Truncated}
		}},
		{"POST /v1/execute", func(sql string) outcome {
			body, _ := json.Marshal(stepPlan(sql))
			code, out := call(t, ts, "POST", "/v1/execute", string(body))
			if code != 200 {
				return outcome{msg: fmt.Sprint(out["error"])}
			}
			d, _ := out["data"].(map[string]any)
			tr, _ := d["truncated"].(bool)
			return outcome{ran: true, truncated: tr}
		}},
		{"MCP run_plan", func(sql string) outcome {
			r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_plan", Arguments: map[string]any{"plan": stepPlan(sql)}})
			if err != nil {
				t.Fatal(err)
			}
			if r.IsError {
				return outcome{msg: text(r)}
			}
			var res struct {
				Data struct {
					Truncated bool `json:"truncated"`
				} `json:"data"`
			}
			json.Unmarshal([]byte(text(r)), &res)
			return outcome{ran: true, truncated: res.Data.Truncated}
		}},
	}

	attacks := readCorpus(t, "attacks.sql")
	valid := readCorpus(t, "valid_reads.sql")
	if len(attacks) < 200 || len(valid) < 50 {
		t.Fatalf("the corpus has %d attacks and %d valid reads; want at least 200 and 50", len(attacks), len(valid))
	}
	for _, ep := range entryPoints {
		var refused, bounded, passedGuard, accepted int
		for i, a := range attacks {
			start := time.Now()
			o := ep.run(a.sql)
			switch {
			case !a.bounded && o.ran:
				t.Errorf("%s: attack %d was accepted:\n%s", ep.name, i+1, a.sql)
			case !a.bounded:
				refused++
			case ep.name == "guard":
				// a bomb is a valid SELECT: the engine's limits stop it
				passedGuard++
			case o.ran && !o.truncated:
				t.Errorf("%s: bomb %d ran to the end:\n%s", ep.name, i+1, a.sql)
			case !o.ran && !strings.Contains(o.msg, "limits."):
				t.Errorf("%s: bomb %d failed without naming a limit: %s\n%s", ep.name, i+1, o.msg, a.sql)
			default:
				bounded++
				if d := time.Since(start); d > 30*time.Second {
					t.Errorf("%s: bomb %d took %s:\n%s", ep.name, i+1, d, a.sql)
				}
			}
		}
		for i, v := range valid {
			if o := ep.run(v.sql); !o.ran {
				t.Errorf("%s: valid read %d was refused: %s\n%s", ep.name, i+1, o.msg, v.sql)
			} else {
				accepted++
			}
		}
		t.Logf("%-18s unsafe refused %d/%d, bombs stopped by a limit %d (passed the guard: %d), valid accepted %d/%d",
			ep.name, refused, len(attacks)-countBounded(attacks), bounded, passedGuard, accepted, len(valid))
	}

	if after := fingerprint(); after != data {
		t.Errorf("the data changed:\nbefore %s\nafter  %s", data, after)
	}
	after := tree(t, dir)
	for path, sum := range after {
		if before[path] != sum {
			t.Errorf("workspace file changed or added: %s", path)
		}
	}
	for path := range before {
		if _, ok := after[path]; !ok {
			t.Errorf("workspace file removed: %s", path)
		}
	}
	cwd, _ := os.Getwd()
	for _, d := range []string{os.TempDir(), dir, cwd} {
		if m, _ := filepath.Glob(filepath.Join(d, "datacopilot-attack*")); len(m) > 0 {
			t.Errorf("an attack wrote %v", m)
		}
	}
}

func countBounded(es []corpusEntry) int {
	n := 0
	for _, e := range es {
		if e.bounded {
			n++
		}
	}
	return n
}

// rss reads the process's resident and peak resident memory, in bytes.
func rss(t testing.TB) (cur, peak int64) {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status: cannot measure memory here")
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseInt(f[1], 10, 64)
		switch f[0] {
		case "VmRSS:":
			cur = kb << 10
		case "VmHWM:":
			peak = kb << 10
		}
	}
	return cur, peak
}

// resetPeak makes the kernel forget the peak so far (clear_refs 5), so
// that VmHWM is the peak from here on.
func resetPeak(t testing.TB) {
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skipf("cannot reset the peak memory: %v", err)
	}
}

// bomb is the cross join of the issue: guard-approved, and before the
// limits it took 5.9–12.7 GB until the timeout. (range(1e12) with a
// DOUBLE does not bind in DuckDB 1.5; the integer does.)
const bomb = "SELECT * FROM range(1000000000000) a, range(1000000000000) b"

// runBomb loads the demo with extra appended to knowledge.hcl, runs the
// bomb once through the facade, and returns the growth of the process's
// peak memory over what it held before, how long it took, and its error.
func runBomb(t testing.TB, extra string) (int64, time.Duration, error) {
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: demoWorkspace(t, extra), NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	resetPeak(t)
	base, _ := rss(t)
	start := time.Now()
	_, err = rt.Execute(context.Background(), &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: bomb}}})
	took := time.Since(start)
	_, peak := rss(t)
	return peak - base, took, err
}

// The cross-join bomb stops at the memory limit, with an error that names
// it, and the process grows by less than the limit.
func TestBombPeakMemory(t *testing.T) {
	const limit = 256 << 20
	// a generous timeout: on a loaded machine the memory limit must
	// still be what stops the bomb
	growth, took, err := runBomb(t, strings.Replace(testLimits, `timeout     = "1s"`, `timeout     = "60s"`, 1))
	if !errors.Is(err, engine.ErrMemory) || !strings.Contains(err.Error(), "limits.memory") {
		t.Errorf("got %v; want the memory limit's error", err)
	}
	t.Logf("peak growth %d MiB with limits.memory = %d MiB, in %s", growth>>20, limit>>20, took.Round(time.Millisecond))
	if growth >= limit {
		t.Errorf("the process grew by %d MiB, over limits.memory (%d MiB)", growth>>20, limit>>20)
	}
}

// BenchmarkBombPeakMemory reports the bomb's peak memory growth at the
// default limits (2GiB per source, 1GiB of spill space). Before the
// limits (commit 5684028) the same statement grew the process by about
// 12 GB in 30 s and was stopped only by the timeout.
func BenchmarkBombPeakMemory(b *testing.B) {
	var worst int64
	var took time.Duration
	for b.Loop() {
		growth, d, err := runBomb(b, "")
		if !errors.Is(err, engine.ErrMemory) {
			b.Fatalf("got %v; want the memory limit's error", err)
		}
		worst, took = max(worst, growth), d
	}
	b.ReportMetric(float64(worst)/(1<<20), "peak-MiB")
	b.ReportMetric(took.Seconds(), "s-to-stop")
}

// cpuTime is the CPU time the process has used.
func cpuTime(t testing.TB) time.Duration {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		t.Skip("no /proc/self/stat: cannot measure CPU time here")
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // clock ticks
}

// A client that goes away stops its query: DuckDB is interrupted, not left
// to run to the timeout.
func TestClientGoneInterrupts(t *testing.T) {
	dir := demoWorkspace(t, "limits {\n  timeout = \"60s\"\n}\n")
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	s, err := New(rt, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	body := `{"steps": [{"id": "q", "sql": "SELECT count(*) FROM range(1000000000000) a, range(1000000000000) b"}]}`
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", ts.URL+"/v1/execute", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		t.Fatalf("the bomb answered %s within 500ms", resp.Status)
	}
	time.Sleep(500 * time.Millisecond)
	before := cpuTime(t)
	time.Sleep(time.Second)
	if used := cpuTime(t) - before; used > 300*time.Millisecond {
		t.Errorf("the process used %s of CPU in the second after its client left: the query is still running", used)
	}
}
