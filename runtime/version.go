package runtime

import (
	"runtime/debug"
	"sync"
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
