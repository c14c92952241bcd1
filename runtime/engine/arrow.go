package engine

import (
	"context"
	"database/sql/driver"
	"fmt"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	duckdb "github.com/duckdb/duckdb-go/v2"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// CopyArrow creates (or replaces) table with the schema of the record
// stream r and copies every row into it with DuckDB's appender. Rows from
// plugins are always copied this way before queries read them: querying an
// Arrow stream registered as a view can ignore WHERE clauses or crash. With
// schemaOnly the table is created empty. It returns the rows copied and
// does not release r.
func (d *DB) CopyArrow(ctx context.Context, table string, r array.RecordReader, schemaOnly bool) (int64, error) {
	fields := r.Schema().Fields()
	if len(fields) == 0 {
		return 0, fmt.Errorf("table %q has no columns", table)
	}
	defs := make([]string, len(fields))
	for i, f := range fields {
		_, dbType := data.ArrowKind(f.Type)
		defs[i] = QuoteIdent(f.Name) + " " + dbType
	}
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "CREATE OR REPLACE TABLE "+QuoteIdent(table)+" ("+strings.Join(defs, ", ")+")"); err != nil {
		return 0, fmt.Errorf("create table %q: %w", table, err)
	}
	if schemaOnly {
		return 0, nil
	}
	var n int64
	err = conn.Raw(func(dc any) error {
		app, err := duckdb.NewAppenderFromConn(dc.(driver.Conn), "", table)
		if err != nil {
			return err
		}
		row := make([]driver.Value, len(fields))
		get := make([]func(int) driver.Value, len(fields))
		for r.Next() {
			if err := ctx.Err(); err != nil {
				app.Close()
				return err
			}
			rec := r.RecordBatch()
			for i := range fields {
				get[i] = getter(rec.Column(i))
			}
			rows := int(rec.NumRows())
			for j := 0; j < rows; j++ {
				for i, g := range get {
					row[i] = g(j)
				}
				if err := app.AppendRow(row...); err != nil {
					app.Close()
					return err
				}
			}
			n += int64(rows)
		}
		if err := r.Err(); err != nil {
			app.Close()
			return err
		}
		return app.Close()
	})
	if err != nil {
		return n, fmt.Errorf("copy rows into %q: %w", table, err)
	}
	return n, nil
}

// getter returns a function reading value j of a as a driver value, with
// the type switch done once per batch rather than once per value.
func getter(a arrow.Array) func(int) driver.Value {
	null := func(j int) bool { return a.NullN() > 0 && a.IsNull(j) }
	switch x := a.(type) {
	case *array.Int64:
		vals := x.Int64Values()
		return func(j int) driver.Value {
			if null(j) {
				return nil
			}
			return vals[j]
		}
	case *array.Float64:
		vals := x.Float64Values()
		return func(j int) driver.Value {
			if null(j) {
				return nil
			}
			return vals[j]
		}
	case *array.String:
		return func(j int) driver.Value {
			if null(j) {
				return nil
			}
			return x.Value(j)
		}
	}
	return func(j int) driver.Value {
		v, _ := data.ArrowValue(a, j)
		return v
	}
}
