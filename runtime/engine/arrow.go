package engine

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/duckdb/duckdb-go/v2/mapping"
	"golang.org/x/sync/errgroup"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// CopyArrow creates (or replaces) table with the schema of the record
// stream r and copies every row into it. Rows from plugins are always
// copied this way before queries read them: querying an Arrow stream
// registered as a view can ignore WHERE clauses or crash. With schemaOnly
// the table is created empty. It returns the rows copied and does not
// release r.
//
// The rows go through one INSERT from a table function that fills
// DuckDB's chunks of 2048 rows straight from the Arrow buffers: numbers
// and dates are copied whole, a string of 12 bytes or less is written into
// its slot, and only a longer string costs a cgo call. It runs on one
// DuckDB thread, so the table keeps the stream's row order, and a table
// reads as it does at its source. A goroutine reads the stream ahead,
// copyAhead batches at most, so that decoding overlaps the inserts.
//
// The statement runs in a loop of its own (execPolling): in DuckDB's,
// the calling thread polls for tasks without pause while the worker
// thread runs the statement's one task, which cost a core on a machine of
// two that the plugin and the stream's reader needed (measured: a third
// to a half of the copy's CPU). DuckDB's appender is no way around it: it
// writes each batch of rows it holds with such a statement.
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
	n, err := d.appendArrow(ctx, table, fields, r)
	if err != nil {
		return n, fmt.Errorf("copy rows into %q: %w", table, err)
	}
	return n, nil
}

// copyAhead is how many record batches CopyArrow reads ahead of DuckDB.
const copyAhead = 4

// copyFunction is the table function CopyArrow reads a stream through:
// copyFunction(id) yields the rows of the stream registered under id. The
// SQL guard admits no table function of this name, so only CopyArrow calls
// it.
const copyFunction = "__datacopilot_copy_arrow"

// pollWait is how long the copy's INSERT waits, when DuckDB's worker
// thread has its one task, before it asks again.
const pollWait = 200 * time.Microsecond

// appendArrow inserts the rows of r into table, whose columns are fields.
// It returns the rows handed to DuckDB.
func (d *DB) appendArrow(ctx context.Context, table string, fields []arrow.Field, r array.RecordReader) (int64, error) {
	if err := d.copies.register(func() error { return d.registerCopyFunction(ctx) }); err != nil {
		return 0, err
	}
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	batches := make(chan arrow.RecordBatch, copyAhead)
	g, gctx := errgroup.WithContext(ctx)
	src, err := newArrowSource(gctx, fields, batches)
	if err != nil {
		return 0, err
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
	g.Go(func() error {
		defer src.drain()
		id := d.copies.add(src)
		defer d.copies.remove(id)
		return conn.Raw(func(dc any) error {
			h, err := connHandle(dc)
			if err != nil {
				return err
			}
			return execPolling(gctx, h, "INSERT INTO "+QuoteIdent(table)+" SELECT * FROM "+copyFunction+"("+strconv.FormatInt(id, 10)+")")
		})
	})
	err = g.Wait()
	return src.rows.Load(), err
}

// execPolling runs query on conn as duckdb-go does, but when DuckDB's
// worker thread holds the statement's one task it sleeps pollWait rather
// than asking again at once: DuckDB's own loop polls without pause, which
// cost a core while the worker filled and inserted the rows.
func execPolling(ctx context.Context, conn mapping.Connection, query string) error {
	var stmt mapping.PreparedStatement
	if mapping.Prepare(conn, query, &stmt) == mapping.StateError {
		err := errors.New(mapping.PrepareError(stmt))
		mapping.DestroyPrepare(&stmt)
		return err
	}
	defer mapping.DestroyPrepare(&stmt)
	var pending mapping.PendingResult
	if mapping.PendingPrepared(stmt, &pending) == mapping.StateError {
		err := errors.New(mapping.PendingError(pending))
		mapping.DestroyPending(&pending)
		return err
	}
	defer mapping.DestroyPending(&pending)
	interrupted := false
	for {
		if !interrupted && ctx.Err() != nil {
			mapping.Interrupt(conn)
			interrupted = true
		}
		state := mapping.PendingExecuteTask(pending)
		if mapping.PendingExecutionIsFinished(state) {
			if state == mapping.PendingStateError {
				// interrupted, or the source saw the context end
				if err := ctx.Err(); err != nil {
					return err
				}
				return errors.New(mapping.PendingError(pending))
			}
			break
		}
		if state == mapping.PendingStateNoTasksAvailable {
			time.Sleep(pollWait)
		}
	}
	var res mapping.Result
	defer mapping.DestroyResult(&res)
	if mapping.ExecutePending(pending, &res) == mapping.StateError {
		return errors.New(mapping.ResultError(&res))
	}
	return nil
}

// connHandle is the DuckDB connection under a database/sql connection of
// duckdb-go. duckdb-go runs a statement only through its own loop, so the
// handle its own package (mapping) takes is read from the driver's
// connection; a duckdb-go whose connection no longer holds it fails every
// copy, and TestCopyArrow says so.
func connHandle(dc any) (mapping.Connection, error) {
	var h mapping.Connection
	if !fieldOf(dc, "conn", &h) || h.Ptr == nil {
		return h, fmt.Errorf("the DuckDB driver's connection (%T) holds no connection handle this build knows", dc)
	}
	return h, nil
}

// chunkHandle is the DuckDB chunk under a duckdb-go DataChunk, read as
// connHandle reads a connection: duckdb-go writes a chunk value by value,
// one cgo call per string and a type switch per value.
func chunkHandle(chunk *duckdb.DataChunk) (mapping.DataChunk, error) {
	var h mapping.DataChunk
	if !fieldOf(chunk, "chunk", &h) || h.Ptr == nil {
		return h, errors.New("duckdb-go's DataChunk holds no chunk handle this build knows")
	}
	return h, nil
}

// fieldOf sets *out to the field of the struct p points to, when the
// field is there with out's type.
func fieldOf[T any](p any, name string, out *T) bool {
	v := reflect.ValueOf(p)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return false
	}
	f := v.Elem().FieldByName(name)
	if !f.IsValid() || f.Type() != reflect.TypeFor[T]() {
		return false
	}
	*out = *(*T)(unsafe.Pointer(f.UnsafeAddr()))
	return true
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

// arrowSource is the table source of a copy: each FillChunk fills a chunk
// from the batches of the stream, the rows of one batch or several.
// DuckDB calls it from one thread at a time.
type arrowSource struct {
	ctx     context.Context
	infos   []duckdb.ColumnInfo
	cols    []chunkColumn
	batches <-chan arrow.RecordBatch
	rows    atomic.Int64

	cur arrow.RecordBatch
	off int
}

func newArrowSource(ctx context.Context, fields []arrow.Field, batches <-chan arrow.RecordBatch) (*arrowSource, error) {
	s := &arrowSource{ctx: ctx, batches: batches, cols: make([]chunkColumn, len(fields))}
	for i, f := range fields {
		_, dbType := data.ArrowKind(f.Type)
		s.cols[i] = chunkColumn{name: f.Name, dbType: dbType, typ: typeIDs[dbType]}
		t, err := duckdb.NewTypeInfo(s.cols[i].typ)
		if err != nil {
			return nil, err
		}
		s.infos = append(s.infos, duckdb.ColumnInfo{Name: f.Name, T: t})
	}
	return s, nil
}

func (s *arrowSource) ColumnInfos() []duckdb.ColumnInfo     { return s.infos }
func (s *arrowSource) Cardinality() *duckdb.CardinalityInfo { return nil }
func (s *arrowSource) Init()                                {}

func (s *arrowSource) FillChunk(chunk duckdb.DataChunk) error {
	h, err := chunkHandle(&chunk)
	if err != nil {
		return err
	}
	for i := range s.cols {
		c := &s.cols[i]
		c.vec = mapping.DataChunkGetVector(h, mapping.IdxT(i))
		c.data = mapping.VectorGetData(c.vec)
		c.valid = nil
	}
	size := 0
	for size < chunkRows() {
		if s.cur != nil && s.off == int(s.cur.NumRows()) {
			s.cur.Release()
			s.cur = nil
		}
		if s.cur == nil {
			var rec arrow.RecordBatch
			var ok bool
			if size > 0 {
				// a chunk begun waits for no batch
				select {
				case rec, ok = <-s.batches:
				default:
					return s.done(h, size)
				}
			} else {
				select {
				case rec, ok = <-s.batches:
				case <-s.ctx.Done():
					return s.ctx.Err()
				}
			}
			if !ok {
				return s.done(h, size)
			}
			s.cur, s.off = rec, 0
			continue
		}
		n := min(chunkRows()-size, int(s.cur.NumRows())-s.off)
		for i := range s.cols {
			if err := s.cols[i].fill(s.cur.Column(i), s.off, n, size); err != nil {
				return fmt.Errorf("column %q: %w", s.cols[i].name, err)
			}
		}
		s.off += n
		size += n
	}
	return s.done(h, size)
}

func (s *arrowSource) done(h mapping.DataChunk, size int) error {
	mapping.DataChunkSetSize(h, mapping.IdxT(size))
	s.rows.Add(int64(size))
	return nil
}

// drain releases what is left once the copy has ended, well or not.
func (s *arrowSource) drain() {
	if s.cur != nil {
		s.cur.Release()
		s.cur = nil
	}
	for rec := range s.batches {
		rec.Release()
	}
}

// chunkColumn is a column of the chunk being filled. vec, data and valid
// are the chunk's, found again after each reset.
type chunkColumn struct {
	name   string
	dbType string
	typ    mapping.Type
	vec    mapping.Vector
	data   unsafe.Pointer
	valid  []uint64 // the validity mask, once a row is NULL
}

// chunkRows is DuckDB's vector size, asked once.
var chunkRows = sync.OnceValue(func() int { return int(mapping.VectorSize()) })

// typeIDs maps the column types ArrowKind gives to DuckDB's type ids.
var typeIDs = map[string]mapping.Type{
	"BOOLEAN": mapping.TypeBoolean, "BIGINT": mapping.TypeBigInt, "UBIGINT": mapping.TypeUBigInt,
	"DOUBLE": mapping.TypeDouble, "VARCHAR": mapping.TypeVarchar, "DATE": mapping.TypeDate,
	"TIMESTAMP": mapping.TypeTimestamp,
}

// fill writes rows off..off+n of x into the column from row at on, with
// the type switch done once per call and, for each type CopyArrow maps, a
// typed loop or a copy.
func (c *chunkColumn) fill(x arrow.Array, off, n, at int) error {
	if x.NullN() > 0 {
		for j := range n {
			if x.IsNull(off + j) {
				c.setNull(at + j)
			}
		}
	}
	switch x := x.(type) {
	case *array.Int64:
		copy(vectorData[int64](c, at, n), x.Int64Values()[off:off+n])
	case *array.Uint64:
		copy(vectorData[uint64](c, at, n), x.Uint64Values()[off:off+n])
	case *array.Float64:
		copy(vectorData[float64](c, at, n), x.Float64Values()[off:off+n])
	case *array.Date32:
		copy(vectorData[arrow.Date32](c, at, n), x.Date32Values()[off:off+n])
	case *array.Int32:
		widen(vectorData[int64](c, at, n), x.Int32Values()[off:off+n])
	case *array.Int16:
		widen(vectorData[int64](c, at, n), x.Int16Values()[off:off+n])
	case *array.Int8:
		widen(vectorData[int64](c, at, n), x.Int8Values()[off:off+n])
	case *array.Uint32:
		widen(vectorData[int64](c, at, n), x.Uint32Values()[off:off+n])
	case *array.Uint16:
		widen(vectorData[int64](c, at, n), x.Uint16Values()[off:off+n])
	case *array.Uint8:
		widen(vectorData[int64](c, at, n), x.Uint8Values()[off:off+n])
	case *array.Float32:
		widen(vectorData[float64](c, at, n), x.Float32Values()[off:off+n])
	case *array.Boolean:
		dst := vectorData[bool](c, at, n)
		for j := range dst {
			dst[j] = x.Value(off + j)
		}
	case *array.Timestamp:
		unit := x.DataType().(*arrow.TimestampType).Unit
		for j := range n {
			if !x.IsNull(off + j) {
				if err := c.setTimestamp(at+j, x.Value(off+j).ToTime(unit)); err != nil {
					return err
				}
			}
		}
	case *array.String:
		o := x.ValueOffsets()
		fillStrings(c, x, off, n, at, isASCII(x.ValueBytes()[o[off]-o[0]:o[off+n]-o[0]]))
	case *array.LargeString:
		o := x.ValueOffsets()
		fillStrings(c, x, off, n, at, isASCII(x.ValueBytes()[o[off]-o[0]:o[off+n]-o[0]]))
	default:
		for j := range n {
			v, err := data.ArrowValue(x, off+j)
			if err != nil {
				return err
			}
			if err := c.set(at+j, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// vectorData is rows at..at+n of the column's data, as Ts.
func vectorData[T any](c *chunkColumn, at, n int) []T {
	return unsafe.Slice((*T)(c.data), at+n)[at:]
}

func widen[D int64 | float64, S int8 | int16 | int32 | uint8 | uint16 | uint32 | float32](dst []D, src []S) {
	for j, v := range src {
		dst[j] = D(v)
	}
}

// fillStrings writes strings as setString does, the short ones straight
// into their slots; ascii says all of them are ASCII, so UTF-8 too.
func fillStrings[A interface {
	IsNull(int) bool
	Value(int) string
}](c *chunkColumn, x A, off, n, at int, ascii bool) {
	dst := vectorData[duckString](c, at, n)
	for j := range dst {
		if x.IsNull(off + j) {
			dst[j] = duckString{}
			continue
		}
		s := x.Value(off + j)
		if len(s) <= stringInline && (ascii || utf8.ValidString(s)) {
			dst[j] = duckString{length: uint32(len(s))}
			copy(dst[j].inlined[:], s)
			continue
		}
		mapping.VectorAssignStringElement(c.vec, mapping.IdxT(at+j), s)
	}
}

// isASCII reports whether b is all ASCII, eight bytes at a time.
func isASCII(b []byte) bool {
	for ; len(b) >= 8; b = b[8:] {
		if binary.LittleEndian.Uint64(b)&0x8080808080808080 != 0 {
			return false
		}
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// duckString is DuckDB's string_t as it holds a string of stringInline
// bytes or less: its length, then its bytes, zero-padded.
type duckString struct {
	length  uint32
	inlined [stringInline]byte
}

const stringInline = 12

// setString writes s as row i. A short string goes into its slot as DuckDB
// keeps it, with no cgo call; a longer one, or one that is not UTF-8
// (which DuckDB turns into NULL), goes through DuckDB, which copies it
// into the vector's own memory.
func (c *chunkColumn) setString(i int, s string) {
	if len(s) <= stringInline && utf8.ValidString(s) {
		slot := duckString{length: uint32(len(s))}
		copy(slot.inlined[:], s)
		vectorData[duckString](c, i, 1)[0] = slot
		return
	}
	mapping.VectorAssignStringElement(c.vec, mapping.IdxT(i), s)
}

// setNull marks row i NULL.
func (c *chunkColumn) setNull(i int) {
	if c.valid == nil {
		mapping.VectorEnsureValidityWritable(c.vec)
		c.valid = unsafe.Slice((*uint64)(mapping.VectorGetValidity(c.vec)), (chunkRows()+63)/64)
	}
	c.valid[i/64] &^= 1 << (i % 64)
}

// set writes a value of data.ArrowValue as row i, for the Arrow types
// fill has no loop of its own for.
func (c *chunkColumn) set(i int, v any) error {
	if v == nil {
		return nil // setNull marked it
	}
	switch c.typ {
	case mapping.TypeBigInt:
		if x, ok := v.(int64); ok {
			vectorData[int64](c, i, 1)[0] = x
			return nil
		}
	case mapping.TypeUBigInt:
		if x, ok := v.(uint64); ok {
			vectorData[uint64](c, i, 1)[0] = x
			return nil
		}
	case mapping.TypeDouble:
		if x, ok := v.(float64); ok {
			vectorData[float64](c, i, 1)[0] = x
			return nil
		}
	case mapping.TypeBoolean:
		if x, ok := v.(bool); ok {
			vectorData[bool](c, i, 1)[0] = x
			return nil
		}
	case mapping.TypeVarchar:
		if x, ok := v.(string); ok {
			c.setString(i, x)
			return nil
		}
	case mapping.TypeDate:
		if x, ok := v.(time.Time); ok {
			vectorData[int32](c, i, 1)[0] = int32(x.Unix() / secondsPerDay)
			return nil
		}
	case mapping.TypeTimestamp:
		if x, ok := v.(time.Time); ok {
			return c.setTimestamp(i, x)
		}
	}
	return fmt.Errorf("cannot write a %T as %s", v, c.dbType)
}

const secondsPerDay = 24 * 60 * 60

// setTimestamp writes t as row i in microseconds, within the years DuckDB's
// TIMESTAMP holds (duckdb-go's bounds).
func (c *chunkColumn) setTimestamp(i int, t time.Time) error {
	if y := t.Year(); y < -290307 || y > 294246 {
		return fmt.Errorf("timestamp %s is out of DuckDB's range", t)
	}
	vectorData[int64](c, i, 1)[0] = t.UnixMicro()
	return nil
}
