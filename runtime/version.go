package runtime

import (
	"context"
	"fmt"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

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
