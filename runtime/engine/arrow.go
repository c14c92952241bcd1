package engine

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	duckdb "github.com/duckdb/duckdb-go/v2"
	"golang.org/x/sync/errgroup"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// copyFunction is the table function CopyArrow reads a stream through:
// copyFunction(id) yields the rows of the stream registered under id. The
// SQL guard admits no table function of this name, so only CopyArrow calls
// it.
const copyFunction = "__datacopilot_copy_arrow"

// CopyArrow creates (or replaces) table with the schema of the record
// stream r and copies every row into it. Rows from plugins are always
// copied this way before queries read them: querying an Arrow stream
// registered as a view can ignore WHERE clauses or crash. With schemaOnly
// the table is created empty. It returns the rows copied and does not
// release r.
//
// The rows go through a table function that fills whole chunks of 2048
// rows straight from the Arrow buffers, which costs one cgo call per
// string and none per number. It runs on one DuckDB thread, so the table
// keeps the stream's row order, and a table reads as it does at its source.
//
// A goroutine reads the stream ahead into groups of copyGroupRows rows,
// and each group is one INSERT that never waits for the stream: while a
// DuckDB statement runs, its calling thread polls for tasks as long as
// the worker thread has one, so a table function that waited on the
// stream would spend a core polling while the plugin and the reader
// needed it (measured: a third of the copy's CPU). Memory holds two
// groups at most beside the one being inserted.
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
	if err := d.copies.register(func() error { return d.registerCopyFunction(ctx) }); err != nil {
		return 0, fmt.Errorf("copy rows into %q: %w", table, err)
	}
	groups := make(chan []arrow.RecordBatch, 1)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		defer close(groups)
		var group []arrow.RecordBatch
		rows := 0
		send := func() bool {
			select {
			case groups <- group:
				group, rows = nil, 0
				return true
			case <-gctx.Done():
				return false
			}
		}
		defer func() { releaseAll(group) }()
		for r.Next() {
			rec := r.RecordBatch()
			rec.Retain()
			group = append(group, rec)
			if rows += int(rec.NumRows()); rows >= copyGroupRows && !send() {
				return gctx.Err()
			}
		}
		if err := r.Err(); err != nil {
			return err
		}
		if len(group) > 0 && !send() {
			return gctx.Err()
		}
		return nil
	})
	var copied atomic.Int64
	g.Go(func() error {
		defer func() {
			for group := range groups {
				releaseAll(group)
			}
		}()
		for group := range groups {
			n, err := d.insertGroup(gctx, table, fields, group)
			copied.Add(n)
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return copied.Load(), fmt.Errorf("copy rows into %q: %w", table, err)
	}
	return copied.Load(), nil
}

// copyGroupRows is how many rows CopyArrow inserts per statement, at least.
var copyGroupRows = 256 << 10

// insertGroup inserts a group of batches, which it releases, through the
// copy function.
func (d *DB) insertGroup(ctx context.Context, table string, fields []arrow.Field, group []arrow.RecordBatch) (int64, error) {
	src, err := newArrowSource(fields)
	if err != nil {
		releaseAll(group)
		return 0, err
	}
	src.batches = make(chan arrow.RecordBatch, len(group))
	for _, rec := range group {
		src.batches <- rec
	}
	close(src.batches)
	id := d.copies.add(src)
	defer d.copies.remove(id)
	defer src.drain()
	_, err = d.db.ExecContext(ctx, "INSERT INTO "+QuoteIdent(table)+" SELECT * FROM "+copyFunction+"("+strconv.FormatInt(id, 10)+")")
	return src.rows.Load(), err
}

func releaseAll(recs []arrow.RecordBatch) {
	for _, rec := range recs {
		rec.Release()
	}
}

// registerCopyFunction makes copyFunction known to the database.
func (d *DB) registerCopyFunction(ctx context.Context) error {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	bigint, err := duckdb.NewTypeInfo(duckdb.TYPE_BIGINT)
	if err != nil {
		return err
	}
	return duckdb.RegisterTableUDF(conn, copyFunction, duckdb.ChunkTableFunction{
		Config: duckdb.TableFunctionConfig{Arguments: []duckdb.TypeInfo{bigint}},
		BindArguments: func(_ map[string]any, args ...any) (duckdb.ChunkTableSource, error) {
			id, _ := args[0].(int64)
			src := d.copies.get(id)
			if src == nil {
				return nil, fmt.Errorf("no Arrow stream %d is being copied", id)
			}
			return src, nil
		},
	})
}

// copyRegistry holds the streams being copied, by id.
type copyRegistry struct {
	mu   sync.Mutex
	next int64
	srcs map[int64]*arrowSource
	// registered: copyFunction is known to the database, which the first
	// copy does (an engine that never copies does not pay for it).
	registered bool
}

// register runs reg once it succeeds.
func (c *copyRegistry) register(reg func() error) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.registered {
		return nil
	}
	if err := reg(); err != nil {
		return err
	}
	c.registered = true
	return nil
}

func (c *copyRegistry) add(s *arrowSource) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.srcs == nil {
		c.srcs = map[int64]*arrowSource{}
	}
	c.next++
	c.srcs[c.next] = s
	return c.next
}

func (c *copyRegistry) get(id int64) *arrowSource {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.srcs[id]
}

func (c *copyRegistry) remove(id int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.srcs, id)
}

// arrowSource is a table source over a channel of record batches. Each
// FillChunk takes the next slice of up to a chunk's capacity from the
// current batch.
type arrowSource struct {
	cols    []duckdb.ColumnInfo
	batches chan arrow.RecordBatch
	rows    atomic.Int64

	mu  sync.Mutex
	cur arrow.RecordBatch
	off int
}

// chunkRows is DuckDB's vector size, asked once.
var chunkRows = sync.OnceValue(duckdb.GetDataChunkCapacity)

func newArrowSource(fields []arrow.Field) (*arrowSource, error) {
	s := &arrowSource{batches: make(chan arrow.RecordBatch, 4)}
	for _, f := range fields {
		_, dbType := data.ArrowKind(f.Type)
		t, err := duckdb.NewTypeInfo(typeIDs[dbType])
		if err != nil {
			return nil, err
		}
		s.cols = append(s.cols, duckdb.ColumnInfo{Name: f.Name, T: t})
	}
	return s, nil
}

// typeIDs maps the column types ArrowKind gives to DuckDB's type ids.
var typeIDs = map[string]duckdb.Type{
	"BOOLEAN": duckdb.TYPE_BOOLEAN, "BIGINT": duckdb.TYPE_BIGINT, "UBIGINT": duckdb.TYPE_UBIGINT,
	"DOUBLE": duckdb.TYPE_DOUBLE, "VARCHAR": duckdb.TYPE_VARCHAR, "DATE": duckdb.TYPE_DATE,
	"TIMESTAMP": duckdb.TYPE_TIMESTAMP,
}

func (s *arrowSource) ColumnInfos() []duckdb.ColumnInfo     { return s.cols }
func (s *arrowSource) Cardinality() *duckdb.CardinalityInfo { return nil }
func (s *arrowSource) Init()                                {}

// take returns the next slice of at most chunkRows rows, retained for the
// caller, or nil at the end of the stream.
func (s *arrowSource) take() (arrow.RecordBatch, int, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.cur == nil || s.off >= int(s.cur.NumRows()) {
		if s.cur != nil {
			s.cur.Release()
			s.cur = nil
		}
		rec, ok := <-s.batches
		if !ok {
			return nil, 0, 0
		}
		s.cur, s.off = rec, 0
	}
	off := s.off
	n := min(chunkRows(), int(s.cur.NumRows())-off)
	s.off += n
	s.cur.Retain()
	return s.cur, off, n
}

// drain releases what is left once the copy has ended, well or not.
func (s *arrowSource) drain() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cur != nil {
		s.cur.Release()
		s.cur = nil
	}
	for rec := range s.batches {
		rec.Release()
	}
}

func (s *arrowSource) FillChunk(chunk duckdb.DataChunk) error {
	rec, off, n := s.take()
	if rec == nil {
		return chunk.SetSize(0)
	}
	defer rec.Release()
	if err := chunk.SetSize(n); err != nil {
		return err
	}
	for i := range s.cols {
		if err := fillColumn(chunk, i, rec.Column(i), off, n); err != nil {
			return fmt.Errorf("column %q: %w", s.cols[i].Name, err)
		}
	}
	s.rows.Add(int64(n))
	return nil
}

// fillColumn writes rows off..off+n of a into column i of chunk, with the
// type switch done once per chunk rather than once per value, and no value
// boxed: each type CopyArrow maps has its own typed loop.
func fillColumn(chunk duckdb.DataChunk, i int, a arrow.Array, off, n int) error {
	switch x := a.(type) {
	case *array.Int64:
		return fill(chunk, i, x, off, n, x.Value)
	case *array.Float64:
		return fill(chunk, i, x, off, n, x.Value)
	case *array.String:
		return fill(chunk, i, x, off, n, x.Value)
	case *array.Boolean:
		return fill(chunk, i, x, off, n, x.Value)
	case *array.Int32:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Int16:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Int8:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Uint32:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Uint16:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Uint8:
		return fill(chunk, i, x, off, n, func(j int) int64 { return int64(x.Value(j)) })
	case *array.Uint64:
		return fill(chunk, i, x, off, n, x.Value)
	case *array.Float32:
		return fill(chunk, i, x, off, n, func(j int) float64 { return float64(x.Value(j)) })
	case *array.Date32:
		return fill(chunk, i, x, off, n, func(j int) time.Time { return time.Unix(int64(x.Value(j))*secondsPerDay, 0).UTC() })
	case *array.Timestamp:
		unit := x.DataType().(*arrow.TimestampType).Unit
		return fill(chunk, i, x, off, n, func(j int) time.Time { return x.Value(j).ToTime(unit).UTC() })
	}
	return fill(chunk, i, a, off, n, func(j int) any {
		v, _ := data.ArrowValue(a, j)
		return v
	})
}

const secondsPerDay = 24 * 60 * 60

// fill writes values without boxing them: SetChunkValue keeps their type,
// and a string costs one cgo call.
func fill[T any](chunk duckdb.DataChunk, i int, a arrow.Array, off, n int, value func(int) T) error {
	for j := range n {
		var err error
		if a.IsNull(off + j) {
			err = chunk.SetValue(i, j, nil)
		} else {
			err = duckdb.SetChunkValue(chunk, i, j, value(off+j))
		}
		if err != nil {
			return err
		}
	}
	return nil
}
