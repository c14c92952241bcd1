package runtime

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// version is set at link time by `make build` (git describe):
// -ldflags "-X github.com/datacopilot/datacopilot/runtime.version=v1.2.0-3-gabc".
var version string

// Version is the program's version, for `datacopilot --version` and what
// the MCP server reports: the one set at link time (make build), else the
// module version it was built as (`go install …@v1.2.0`), else the commit
// it was built from (`go build` in a git checkout, unless -buildvcs=false;
// "+dirty" when the tree had changes), else "dev".
var Version = sync.OnceValue(func() string {
	if version != "" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return "dev-" + rev + dirty
})

// EngineVersion is the version of the DuckDB library linked into the
// binary ("v1.5.6"), asked of DuckDB itself rather than read from go.mod,
// so it is the library that actually runs.
func EngineVersion(ctx context.Context) (string, error) {
	db, err := engine.Open(engine.Options{TempSize: -1})
	if err != nil {
		return "", fmt.Errorf("open DuckDB: %w", err)
	}
	defer db.Close()
	t, err := db.Query(ctx, "SELECT version()", nil)
	if err != nil {
		return "", fmt.Errorf("ask DuckDB its version: %w", err)
	}
	if t.Rows() != 1 || len(t.Columns) != 1 {
		return "", fmt.Errorf("ask DuckDB its version: got %d rows", t.Rows())
	}
	return fmt.Sprint(t.Columns[0].Value(0)), nil
}
