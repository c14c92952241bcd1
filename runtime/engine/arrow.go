package engine

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
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
// The rows go through DuckDB's appender, on the calling goroutine's
// thread, in chunks of 2048 rows filled straight from the Arrow buffers:
// numbers and dates are copied whole, a string of 12 bytes or less is
// written into its slot, and only a longer string costs a cgo call. The
// table keeps the stream's row order, so a table reads as it does at its
// source.
//
// Not an INSERT through a table function (as before): DuckDB runs such a
// statement's one task on a worker thread while the statement's calling
// thread polls for tasks the whole time, which cost a core on a machine
// of two that the plugin and the stream's reader needed (measured: half
// the copy's CPU). A goroutine reads the stream ahead, copyAhead batches
// at most, so that decoding overlaps the appends.
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

// copyAhead is how many record batches CopyArrow reads ahead of the
// appender.
const copyAhead = 4

// appendArrow appends the rows of r to table, whose columns are fields.
// It returns the rows handed to DuckDB.
func (d *DB) appendArrow(ctx context.Context, table string, fields []arrow.Field, r array.RecordReader) (int64, error) {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	batches := make(chan arrow.RecordBatch, copyAhead)
	g, gctx := errgroup.WithContext(ctx)
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
	var rows int64
	g.Go(func() error {
		defer func() {
			for rec := range batches {
				rec.Release()
			}
		}()
		return conn.Raw(func(dc any) error {
			h, err := connHandle(dc)
			if err != nil {
				return err
			}
			a, err := newChunkAppender(h, table, fields)
			if err != nil {
				return err
			}
			for {
				var rec arrow.RecordBatch
				var ok bool
				select {
				case rec, ok = <-batches:
				case <-gctx.Done():
					a.abort()
					return gctx.Err()
				}
				if !ok {
					if err := gctx.Err(); err != nil {
						a.abort()
						return err
					}
					return a.close()
				}
				err := a.append(rec)
				rows += rec.NumRows()
				rec.Release()
				if err != nil {
					a.abort()
					return err
				}
			}
		})
	})
	err = g.Wait()
	return rows, err
}

// connHandle is the DuckDB connection under a database/sql connection of
// duckdb-go. duckdb-go has no API for appending whole chunks, nor one that
// gives the handle its own package (mapping) takes, so it is read from the
// driver's connection; a duckdb-go whose connection no longer holds it
// fails every copy, and TestCopyArrow says so.
func connHandle(dc any) (mapping.Connection, error) {
	v := reflect.ValueOf(dc)
	if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
		if f := v.Elem().FieldByName("conn"); f.IsValid() && f.Type() == reflect.TypeFor[mapping.Connection]() {
			if h := *(*mapping.Connection)(unsafe.Pointer(f.UnsafeAddr())); h.Ptr != nil {
				return h, nil
			}
		}
	}
	return mapping.Connection{}, fmt.Errorf("the DuckDB driver's connection (%T) holds no connection handle this build knows", dc)
}

// chunkAppender appends record batches to a table through a DuckDB
// appender, one chunk of up to chunkRows rows at a time.
type chunkAppender struct {
	app   mapping.Appender
	chunk mapping.DataChunk
	cols  []chunkColumn
	size  int // rows filled in the chunk
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

func newChunkAppender(conn mapping.Connection, table string, fields []arrow.Field) (*chunkAppender, error) {
	a := &chunkAppender{cols: make([]chunkColumn, len(fields))}
	types := make([]mapping.LogicalType, len(fields))
	for i, f := range fields {
		_, dbType := data.ArrowKind(f.Type)
		a.cols[i] = chunkColumn{name: f.Name, dbType: dbType, typ: typeIDs[dbType]}
		types[i] = mapping.CreateLogicalType(a.cols[i].typ)
	}
	a.chunk = mapping.CreateDataChunk(types)
	for i := range types {
		mapping.DestroyLogicalType(&types[i])
	}
	if mapping.AppenderCreateExt(conn, "", "", table, &a.app) == mapping.StateError {
		err := appenderError(a.app)
		mapping.AppenderDestroy(&a.app)
		mapping.DestroyDataChunk(&a.chunk)
		return nil, err
	}
	a.reset()
	return a, nil
}

func appenderError(app mapping.Appender) error {
	if msg := mapping.AppenderError(app); msg != "" {
		return errors.New(msg)
	}
	return errors.New("the appender failed")
}

// reset empties the chunk and finds its vectors' data again.
func (a *chunkAppender) reset() {
	mapping.DataChunkReset(a.chunk)
	for i := range a.cols {
		c := &a.cols[i]
		c.vec = mapping.DataChunkGetVector(a.chunk, mapping.IdxT(i))
		c.data = mapping.VectorGetData(c.vec)
		c.valid = nil
	}
	a.size = 0
}

// append copies the rows of rec into the chunk, handing each full chunk to
// the appender.
func (a *chunkAppender) append(rec arrow.RecordBatch) error {
	rows := int(rec.NumRows())
	for off := 0; off < rows; {
		n := min(chunkRows()-a.size, rows-off)
		for i := range a.cols {
			if err := a.cols[i].fill(rec.Column(i), off, n, a.size); err != nil {
				return fmt.Errorf("column %q: %w", a.cols[i].name, err)
			}
		}
		a.size += n
		off += n
		if a.size == chunkRows() {
			if err := a.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// flush hands the rows of the chunk to the appender.
func (a *chunkAppender) flush() error {
	if a.size == 0 {
		return nil
	}
	mapping.DataChunkSetSize(a.chunk, mapping.IdxT(a.size))
	if mapping.AppendDataChunk(a.app, a.chunk) == mapping.StateError {
		return appenderError(a.app)
	}
	a.reset()
	return nil
}

// close appends what is left and writes the rows to the table.
func (a *chunkAppender) close() error {
	err := a.flush()
	if err == nil && mapping.AppenderClose(a.app) == mapping.StateError {
		err = appenderError(a.app)
	}
	if err != nil {
		a.abort()
		return err
	}
	mapping.AppenderDestroy(&a.app)
	mapping.DestroyDataChunk(&a.chunk)
	return nil
}

// abort drops the rows the appender holds (destroying it would write
// them) and frees it.
func (a *chunkAppender) abort() {
	mapping.AppenderClear(a.app)
	mapping.AppenderDestroy(&a.app)
	mapping.DestroyDataChunk(&a.chunk)
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
