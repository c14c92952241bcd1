package main

import (
	"encoding/json"
	"regexp"
	goruntime "runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVersionFrom(t *testing.T) {
	bi := &debug.BuildInfo{
		Main: debug.Module{Path: "github.com/datacopilot/datacopilot", Version: "v1.2.3"},
		Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "0123456789abcdef"},
			{Key: "vcs.time", Value: "2025-01-02T03:04:05Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	want := versionInfo{Version: "v1.2.3", Commit: "0123456789abcdef-dirty", CommitTime: "2025-01-02T03:04:05Z", Go: goruntime.Version(), Platform: goruntime.GOOS + "/" + goruntime.GOARCH}
	if diff := cmp.Diff(want, versionFrom(bi)); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	if got := versionFrom(nil); got.Version != "(unknown)" || got.Commit != "" {
		t.Errorf("no build info: %+v", got)
	}
}

func TestVersionCommand(t *testing.T) {
	code, out, errs := runCLI(t, "", "version", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var v versionInfo
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	// The DuckDB version is asked of the linked library: DuckDB 1.5.x (go.mod pins duckdb-go v2.10506.0).
	if !regexp.MustCompile(`^v1\.5\.\d+`).MatchString(v.DuckDB) || v.Go != goruntime.Version() || v.Version == "" {
		t.Errorf("version --json: %+v", v)
	}
	code, out, errs = runCLI(t, "", "--version")
	if code != 0 || !strings.HasPrefix(out, "datacopilot ") || !strings.Contains(out, "duckdb:   "+v.DuckDB) || !strings.Contains(out, "go:       "+v.Go) {
		t.Errorf("--version: exit %d\n%s%s", code, out, errs)
	}
}
