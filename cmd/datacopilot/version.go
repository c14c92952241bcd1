package main

import (
	"encoding/json"
	"fmt"
	"io"
	goruntime "runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
)

// versionInfo is what `datacopilot version` reports.
type versionInfo struct {
	// Version is the module version: a release tag when installed with
	// `go install …@vX`, "(devel)" when built from a checkout.
	Version string `json:"version"`
	// Commit is the VCS revision the binary was built from, with
	// "-dirty" when the tree had uncommitted changes; "" when the build
	// recorded none (go build -buildvcs=false, or not in a git checkout).
	Commit     string `json:"commit"`
	CommitTime string `json:"commit_time,omitempty"`
	DuckDB     string `json:"duckdb"`
	Go         string `json:"go"`
	Platform   string `json:"platform"`
}

// buildInfo reads the module version and VCS stamp Go records in every
// binary (runtime/debug.ReadBuildInfo).
func buildInfo() versionInfo {
	bi, _ := debug.ReadBuildInfo()
	return versionFrom(bi)
}

// versionFrom reads the versions from build info (nil: none recorded).
func versionFrom(bi *debug.BuildInfo) versionInfo {
	v := versionInfo{Version: "(unknown)", Go: goruntime.Version(), Platform: goruntime.GOOS + "/" + goruntime.GOARCH}
	if bi == nil {
		return v
	}
	if bi.Main.Version != "" {
		v.Version = bi.Main.Version
	}
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Commit = s.Value
		case "vcs.time":
			v.CommitTime = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if dirty && v.Commit != "" {
		v.Commit += "-dirty"
	}
	return v
}

func (a *app) versionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version of datacopilot, its commit, DuckDB and Go",
		Long: `Print the module version, the git commit the binary was built from,
the version of the DuckDB library linked in (asked of DuckDB), and the Go
version and platform it was built with. 'datacopilot --version' prints the
same.

The commit is recorded by 'go build' in a git checkout; a binary built with
-buildvcs=false (or outside git) says "not recorded".`,
		Example: `  datacopilot version
  datacopilot version --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return writeVersion(cmd, a.stdout, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the versions as JSON")
	return cmd
}

func writeVersion(cmd *cobra.Command, w io.Writer, asJSON bool) error {
	v := buildInfo()
	if v.Version == "(devel)" || v.Version == "(unknown)" {
		v.Version = runtime.Version() // set at link time by make build, or the commit
	}
	duck, err := runtime.EngineVersion(cmd.Context())
	if err != nil {
		return &exitError{code: exitFailed, err: err}
	}
	v.DuckDB = duck
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	commit := v.Commit
	if commit == "" {
		commit = "not recorded (built without VCS stamping)"
	} else if v.CommitTime != "" {
		commit += " (" + v.CommitTime + ")"
	}
	fmt.Fprintf(w, "datacopilot %s\ncommit:   %s\nduckdb:   %s\ngo:       %s %s\n", v.Version, commit, v.DuckDB, v.Go, v.Platform)
	return nil
}
