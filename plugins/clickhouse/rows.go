package main

import (
	"context"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/shopspring/decimal"

	"github.com/datacopilot/datacopilot/plugins"
)

// reader streams a ClickHouse result as Arrow record batches of
// plugins.BatchRows rows, built as the driver decodes the server's blocks.
type reader struct {
	rows   driver.Rows
	cancel context.CancelFunc
	schema *arrow.Schema
	dests  []any
	rec    arrow.RecordBatch
	err    error
	done   bool
	refs   int64
}

var _ array.RecordReader = (*reader)(nil)

func newReader(rows driver.Rows, cancel context.CancelFunc) (*reader, error) {
	cts := rows.ColumnTypes()
	r := &reader{rows: rows, cancel: cancel, refs: 1, dests: make([]any, len(cts))}
	fields := make([]arrow.Field, len(cts))
	for i, ct := range cts {
		fields[i] = arrow.Field{Name: ct.Name(), Type: ArrowType(ct.DatabaseTypeName()), Nullable: true}
		r.dests[i] = reflect.New(ct.ScanType()).Interface()
	}
	r.schema = arrow.NewSchema(fields, nil)
	return r, nil
}

// ArrowType is the Arrow type a ClickHouse column travels as: integers as
// int64, floats and decimals as float64, Date as date32, DateTime as
// microsecond timestamps, Bool as boolean, anything else as text.
func ArrowType(chType string) arrow.DataType {
	t := unwrap(chType)
	switch {
	case strings.HasPrefix(t, "Int"), strings.HasPrefix(t, "UInt"):
		return arrow.PrimitiveTypes.Int64
	case strings.HasPrefix(t, "Float"), strings.HasPrefix(t, "Decimal"):
		return arrow.PrimitiveTypes.Float64
	case t == "Date", t == "Date32":
		return arrow.FixedWidthTypes.Date32
	case strings.HasPrefix(t, "DateTime"):
		return arrow.FixedWidthTypes.Timestamp_us
	case t == "Bool":
		return arrow.FixedWidthTypes.Boolean
	}
	return arrow.BinaryTypes.String
}

// unwrap strips Nullable(…) and LowCardinality(…).
func unwrap(t string) string {
	for {
		switch {
		case strings.HasPrefix(t, "Nullable(") && strings.HasSuffix(t, ")"):
			t = t[len("Nullable(") : len(t)-1]
		case strings.HasPrefix(t, "LowCardinality(") && strings.HasSuffix(t, ")"):
			t = t[len("LowCardinality(") : len(t)-1]
		default:
			return t
		}
	}
}

func (r *reader) Retain() { atomic.AddInt64(&r.refs, 1) }

func (r *reader) Release() {
	if atomic.AddInt64(&r.refs, -1) == 0 {
		if r.rec != nil {
			r.rec.Release()
			r.rec = nil
		}
		r.rows.Close()
		r.cancel()
	}
}

func (r *reader) Schema() *arrow.Schema          { return r.schema }
func (r *reader) RecordBatch() arrow.RecordBatch { return r.rec }
func (r *reader) Record() arrow.RecordBatch      { return r.rec }
func (r *reader) Err() error                     { return r.err }

func (r *reader) Next() bool {
	if r.rec != nil {
		r.rec.Release()
		r.rec = nil
	}
	if r.err != nil || r.done {
		return false
	}
	b := array.NewRecordBuilder(memory.DefaultAllocator, r.schema)
	defer b.Release()
	n := 0
	for n < plugins.BatchRows {
		if !r.rows.Next() {
			r.done = true
			if err := r.rows.Err(); err != nil {
				r.err = err
				return false
			}
			break
		}
		if err := r.rows.Scan(r.dests...); err != nil {
			r.err = err
			return false
		}
		for i, d := range r.dests {
			if err := appendValue(b.Field(i), reflect.ValueOf(d).Elem().Interface()); err != nil {
				r.err = fmt.Errorf("column %q: %w", r.schema.Field(i).Name, err)
				return false
			}
		}
		n++
	}
	if n == 0 {
		return false
	}
	r.rec = b.NewRecordBatch()
	return true
}

// appendValue appends one scanned value (a Nullable column's arrives as a
// pointer) to its column's builder.
func appendValue(b array.Builder, v any) error {
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			b.AppendNull()
			return nil
		}
		v = rv.Elem().Interface()
	}
	if v == nil {
		b.AppendNull()
		return nil
	}
	switch b := b.(type) {
	case *array.Int64Builder:
		rv := reflect.ValueOf(v)
		switch rv.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			b.Append(rv.Int())
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			b.Append(int64(rv.Uint()))
		default:
			if bi, ok := v.(big.Int); ok {
				b.Append(bi.Int64())
				return nil
			}
			return fmt.Errorf("cannot read %T as an integer", v)
		}
	case *array.Float64Builder:
		switch x := v.(type) {
		case float64:
			b.Append(x)
		case float32:
			b.Append(float64(x))
		case decimal.Decimal:
			f, _ := x.Float64()
			b.Append(f)
		default:
			return fmt.Errorf("cannot read %T as a number", v)
		}
	case *array.Date32Builder:
		t, ok := v.(time.Time)
		if !ok {
			return fmt.Errorf("cannot read %T as a date", v)
		}
		b.Append(arrow.Date32FromTime(time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)))
	case *array.TimestampBuilder:
		t, ok := v.(time.Time)
		if !ok {
			return fmt.Errorf("cannot read %T as a time", v)
		}
		// the wall clock the server shows, as DuckDB's TIMESTAMP holds it
		wall := time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC)
		b.Append(arrow.Timestamp(wall.UnixMicro()))
	case *array.BooleanBuilder:
		x, ok := v.(bool)
		if !ok {
			return fmt.Errorf("cannot read %T as a boolean", v)
		}
		b.Append(x)
	case *array.StringBuilder:
		switch x := v.(type) {
		case string:
			b.Append(x)
		case []byte:
			b.Append(string(x))
		default:
			b.Append(fmt.Sprint(x))
		}
	default:
		return fmt.Errorf("unsupported Arrow builder %T", b)
	}
	return nil
}
