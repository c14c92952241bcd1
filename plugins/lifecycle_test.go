package plugins_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/plugins"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/server"
)

// faultWorkspace is a workspace with a CSV source and a faultplugin source
// configured with config (HCL attributes), a metric on each and a pipe on
// the plugin.
func faultWorkspace(t *testing.T, config string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"data/sales.csv": "region,amount\nNorth,10\nSouth,32\n",
		"knowledge.hcl": fmt.Sprintf(`source "files" {
  type = "duckdb"
  file "sales" { path = "data/sales.csv" }
}
source "fault" {
  type   = "plugin"
  plugin = %q
  copy   = true
  config {
    rows = 10
%s
  }
}
metric "sales_total" {
  table    = "sales"
  expr     = "SUM(amount)"
  synonyms = ["sales"]
}
dimension "label" {
  table = "rows"
  expr  = "label"
}
metric "row_count" {
  table = "rows"
  expr  = "COUNT(*)"
}
`, faultPlugin, config),
		"pipes/rows.hcl": `pipe "fault_rows" {
  description = "The plugin's rows."
  source      = "fault"
  sql         = "SELECT COUNT(*) AS n FROM rows"
}
`,
		"pipes/slow.hcl": `pipe "slow_rows" {
  description = "Rows that never come."
  source      = "fault"
  sql         = "SELECT * FROM slow"
}
`,
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestHangingPluginTable: a plugin with a table that never answers does
// not stop the workspace loading: the other source is served, the plugin's
// source is left out (its tables, and what reads them), /healthz says so
// and answers warn; validate reports it as an error.
func TestHangingPluginTable(t *testing.T) {
	dir := faultWorkspace(t, "    hang = true")
	ctx := context.Background()
	start := time.Now()
	rt, err := dcruntime.Load(ctx, dcruntime.Options{Dir: dir, NoWrite: true, QueryTimeout: time.Second})
	if err != nil {
		t.Fatalf("the workspace did not load: %v", err)
	}
	defer rt.Close()
	if d := time.Since(start); d > 30*time.Second { // (a hang, not a speed: the query timeout is 1 s)
		t.Errorf("loading took %s", d)
	}
	h := rt.Health()
	if len(h.Unavailable) != 1 {
		t.Fatalf("unavailable: %+v", h.Unavailable)
	}
	u := h.Unavailable[0]
	if u.Source != "fault" || strings.Join(u.Tables, ",") != "rows,hang" || !strings.Contains(u.Reason, "within 1s") ||
		strings.Join(u.Skipped, ",") != "dimension label,metric row_count,pipe fault_rows,pipe slow_rows" {
		t.Errorf("unavailable: %+v", u)
	}
	snap := rt.Snapshot()
	if snap.Tables["rows"] != nil || snap.Metrics["row_count"] != nil || snap.Metrics["sales_total"] == nil {
		t.Errorf("tables %v, metrics %v", knowledge.SortedNames(snap.Tables), knowledge.SortedNames(snap.Metrics))
	}
	a, err := rt.Ask(ctx, "total sales", dcruntime.AskOptions{FormatHint: "float"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Answer != 42.0 || !strings.Contains(strings.Join(a.Warnings, " "), `Source "fault" did not load, so its tables (rows, hang)`) {
		t.Errorf("answer %v, warnings %q", a.Answer, a.Warnings)
	}

	srv, err := server.New(rt, server.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var health struct {
		Status string
		Health struct {
			Unavailable []knowledge.Unavailable `json:"unavailable_sources"`
		}
	}
	json.Unmarshal(b, &health)
	if health.Status != "degraded" || len(health.Health.Unavailable) != 1 || health.Health.Unavailable[0].Source != "fault" {
		t.Errorf("/healthz: %s", b)
	}

	diags, _ := dcruntime.Check(ctx, dcruntime.Options{Dir: dir, QueryTimeout: time.Second})
	if errs := diags.Errs(); len(errs) != 1 || !strings.Contains(errs[0].Error(), knowledge.SummaryUnavailable) {
		t.Errorf("validate: %v", diags)
	}
}

// TestPluginThatDoesNotStart: a plugin program that exits at start leaves
// its source out, saying why; the rest is served.
func TestPluginThatDoesNotStart(t *testing.T) {
	t.Setenv("FAULT", "exit")
	dir := faultWorkspace(t, "")
	rt, err := dcruntime.Load(context.Background(), dcruntime.Options{Dir: dir, NoWrite: true, QueryTimeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("the workspace did not load: %v", err)
	}
	defer rt.Close()
	h := rt.Health()
	if len(h.Unavailable) != 1 || !strings.Contains(h.Unavailable[0].Reason, "cannot reach the warehouse") || h.Unavailable[0].Tables != nil {
		t.Errorf("unavailable: %+v", h.Unavailable)
	}
	if rt.Snapshot().Metrics["sales_total"] == nil {
		t.Error("the CSV source's metric is missing")
	}
}

// pluginProcesses counts this process's live children running the fault
// plugin.
func pluginProcesses(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc to count processes in")
	}
	me := os.Getpid()
	n := 0
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		rest := string(stat[strings.LastIndexByte(string(stat), ')')+2:])
		f := strings.Fields(rest)
		if len(f) < 2 || f[0] == "Z" {
			continue
		}
		if ppid, _ := strconv.Atoi(f[1]); ppid != me {
			continue
		}
		exe, _ := os.Readlink(filepath.Join("/proc", strconv.Itoa(pid), "exe"))
		if strings.HasPrefix(filepath.Base(exe), plugins.BinaryPrefix+"fault") {
			n++
		}
	}
	return n
}

// waitProcesses waits until there are want plugin processes.
func waitProcesses(t *testing.T, want int, when string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		n := pluginProcesses(t)
		if n == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %d plugin processes, want %d", when, n, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestPluginProcessesEnd: a reload storm leaves one plugin process (each
// reload's old one is stopped once no request uses it), a request that
// hangs keeps its snapshot's process only until Shutdown, and none is left
// after it.
func TestPluginProcessesEnd(t *testing.T) {
	dir := faultWorkspace(t, "    slow = true")
	ctx := context.Background()
	waitProcesses(t, 0, "before")
	rt, err := dcruntime.Load(ctx, dcruntime.Options{Dir: dir, NoWrite: true, QueryTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	waitProcesses(t, 1, "after loading")
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				if err := rt.Reload(ctx); err != nil {
					t.Error(err)
				}
				if _, err := rt.RunPipe(ctx, "fault_rows", nil); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	waitProcesses(t, 1, "after 20 reloads")

	// a request that hangs holds its snapshot, and its plugin, through a reload
	hung := make(chan error, 1)
	go func() {
		_, err := rt.RunPipe(ctx, "slow_rows", nil)
		hung <- err
	}()
	time.Sleep(300 * time.Millisecond)
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	waitProcesses(t, 2, "with a hung request on the old snapshot")

	sctx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
	defer cancel()
	rt.Shutdown(sctx)
	waitProcesses(t, 0, "after Shutdown")
	select {
	case err := <-hung:
		if err == nil {
			t.Error("the hung request succeeded")
		}
	case <-time.After(10 * time.Second):
		t.Error("the hung request did not end at Shutdown")
	}
	if err := rt.Reload(ctx); err == nil {
		t.Error("a reload after Shutdown worked")
	}
	waitProcesses(t, 0, "after a reload after Shutdown")
}

// TestClosedClientStaysClosed: a call on a closed client (a request on a
// snapshot being closed) fails and starts no process that no one would stop.
func TestClosedClientStaysClosed(t *testing.T) {
	waitProcesses(t, 0, "before")
	c, err := plugins.Start(faultPlugin, plugins.Options{Name: "faulty"})
	if err != nil {
		t.Fatal(err)
	}
	waitProcesses(t, 1, "started")
	c.Close()
	waitProcesses(t, 0, "closed")
	if _, err := c.Tables(context.Background()); !errors.Is(err, plugins.ErrClosed) {
		t.Errorf("Tables after Close: %v", err)
	}
	if _, err := c.Query(context.Background(), plugins.Query{Table: "rows"}, time.Second); !errors.Is(err, plugins.ErrClosed) {
		t.Errorf("Query after Close: %v", err)
	}
	time.Sleep(200 * time.Millisecond)
	waitProcesses(t, 0, "after calls on the closed client")
}
