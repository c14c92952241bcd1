package plugins_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// faultPlugin is the path of the built faultplugin program.
var faultPlugin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "faultplugin")
	if err != nil {
		panic(err)
	}
	faultPlugin = filepath.Join(dir, plugins.BinaryPrefix+"fault")
	if out, err := exec.Command("go", "build", "-o", faultPlugin, "./internal/faultplugin").CombinedOutput(); err != nil {
		panic("build faultplugin: " + err.Error() + "\n" + string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func start(t testing.TB, fault string) *plugins.Client {
	t.Helper()
	t.Setenv("FAULT", fault)
	c, err := plugins.Start(faultPlugin, plugins.Options{Name: "faulty"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func query(c *plugins.Client, table string, timeout time.Duration) (*data.Table, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	rr, err := c.Query(ctx, plugins.Query{Table: table}, timeout)
	if err != nil {
		return nil, err
	}
	defer rr.Release()
	return data.FromArrow(rr, 0)
}

func TestQueryStreams(t *testing.T) {
	c := start(t, "")
	// more than one batch and one chunk
	if _, err := c.Configure(context.Background(), []byte(`{"rows": 200000}`)); err != nil {
		t.Fatal(err)
	}
	tab, err := query(c, "rows", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Rows() != 200000 || strings.Join(tab.Names(), ",") != "id,amount,label" {
		t.Fatalf("got %d rows of %v", tab.Rows(), tab.Names())
	}
	if v := tab.Columns[1].Value(199999); v != 199999*0.25 {
		t.Fatalf("last amount %v", v)
	}
}

// TestCrashMidStream: the plugin dies after sending a few chunks. That
// request fails with a clear error; the next one starts the plugin again,
// with the configuration it had, and works.
func TestCrashMidStream(t *testing.T) {
	c := start(t, "")
	cfg, _ := json.Marshal(map[string]any{"rows": 1234})
	if _, err := c.Configure(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	_, err := query(c, "crash", 10*time.Second)
	if err == nil || !strings.Contains(err.Error(), "restarted on the next request") {
		t.Fatalf("crash: want a clear error, got %v", err)
	}
	tab, err := query(c, "rows", 10*time.Second)
	if err != nil {
		t.Fatalf("after the crash: %v", err)
	}
	if tab.Rows() != 1234 {
		t.Fatalf("after the restart the plugin serves %d rows, want the configured 1234", tab.Rows())
	}
	if c.Restarts() != 1 {
		t.Fatalf("restarts = %d, want 1", c.Restarts())
	}
}

// TestHang: a plugin that never answers is cut off at the timeout; the host
// goes on serving.
func TestHang(t *testing.T) {
	c := start(t, "")
	start := time.Now()
	_, err := query(c, "hang", 300*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "did not answer within 300ms") {
		t.Fatalf("hang: want a timeout error, got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("the timeout took %s", d)
	}
	if _, err := query(c, "rows", 10*time.Second); err != nil {
		t.Fatalf("after a hang: %v", err)
	}
}

func TestMalformedArrow(t *testing.T) {
	c := start(t, "malformed")
	_, err := query(c, "rows", 10*time.Second)
	if err == nil || !strings.Contains(err.Error(), "malformed Arrow data") {
		t.Fatalf("want a malformed-Arrow error, got %v", err)
	}
}

func TestProtocolMismatch(t *testing.T) {
	t.Setenv("FAULT", "version")
	_, err := plugins.Start(faultPlugin, plugins.Options{Name: "faulty"})
	if err == nil || !strings.Contains(err.Error(), "another protocol version") || !strings.Contains(err.Error(), "99") {
		t.Fatalf("want a protocol version error naming both versions, got %v", err)
	}
}

func TestStartFailure(t *testing.T) {
	t.Setenv("FAULT", "exit")
	_, err := plugins.Start(faultPlugin, plugins.Options{Name: "faulty", StartTimeout: 5 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "cannot reach the warehouse") {
		t.Fatalf("want the plugin's own words in the error, got %v", err)
	}
}

func TestFind(t *testing.T) {
	dir := t.TempDir()
	if _, err := plugins.Find(dir, "nosuch"); err == nil || !strings.Contains(err.Error(), "datacopilot-plugin-nosuch") {
		t.Fatalf("want a not-found error naming the program, got %v", err)
	}
	os.MkdirAll(filepath.Join(dir, "plugins"), 0o755)
	bin := filepath.Join(dir, "plugins", plugins.BinaryPrefix+"mine")
	os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755)
	if got, err := plugins.Find(dir, "mine"); err != nil || got != bin {
		t.Fatalf("Find = %q, %v", got, err)
	}
	if got, err := plugins.Find(dir, "./plugins/"+plugins.BinaryPrefix+"mine"); err != nil || got != bin {
		t.Fatalf("Find by path = %q, %v", got, err)
	}
}
