package engine

import (
	"context"
	"database/sql/driver"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	duckdb "github.com/duckdb/duckdb-go/v2"
	"golang.org/x/sync/errgroup"

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
	if _, err := d.db.ExecContext(ctx, "CREATE OR REPLACE TABLE "+QuoteIdent(table)+" ("+strings.Join(defs, ", ")+")"); err != nil {
		return 0, fmt.Errorf("create table %q: %w", table, err)
	}
	if schemaOnly {
		return 0, nil
	}
	// Appending is the slow part (a cgo call per string): one appender per
	// core, each on its own connection, takes the batches as they arrive.
	workers := max(1, min(runtime.GOMAXPROCS(0), 4))
	batches := make(chan arrow.RecordBatch, workers)
	g, gctx := errgroup.WithContext(ctx)
	var n atomic.Int64
	for range workers {
		g.Go(func() error {
			defer func() {
				for rec := range batches { // drain after a failure
					rec.Release()
				}
			}()
			return d.appendBatches(gctx, table, len(fields), batches, &n)
		})
	}
	g.Go(func() error {
		defer close(batches)
		for r.Next() {
			rec := r.RecordBatch()
			rec.Retain()
			select {
			case batches <- rec:
			case <-gctx.Done():
				rec.Release()
				return gctx.Err()
			}
		}
		return r.Err()
	})
	if err := g.Wait(); err != nil {
		return n.Load(), fmt.Errorf("copy rows into %q: %w", table, err)
	}
	return n.Load(), nil
}

// appendBatches appends the batches it receives to table on a connection
// of its own.
func (d *DB) appendBatches(ctx context.Context, table string, ncols int, batches <-chan arrow.RecordBatch, n *atomic.Int64) error {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		app, err := duckdb.NewAppenderFromConn(dc.(driver.Conn), "", table)
		if err != nil {
			return err
		}
		row := make([]driver.Value, ncols)
		get := make([]func(int) driver.Value, ncols)
		for rec := range batches {
			for i := range get {
				get[i] = getter(rec.Column(i))
			}
			rows := int(rec.NumRows())
			var err error
			for j := 0; j < rows && err == nil; j++ {
				for i, g := range get {
					row[i] = g(j)
				}
				err = app.AppendRow(row...)
			}
			rec.Release()
			if err == nil {
				err = ctx.Err()
			}
			if err != nil {
				app.Close()
				return err
			}
			n.Add(int64(rows))
		}
		return app.Close()
	})
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
