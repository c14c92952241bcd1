package plugins

import (
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// BatchRows is how many rows go in one Arrow record batch.
const BatchRows = 16 * 1024

// TypeFunc chooses the Arrow type of a result column from what the driver
// says of it; nil means "decide from the values" (the first non-null value
// of the first batch; text when there is none).
type TypeFunc func(ct *sql.ColumnType) arrow.DataType

// SQLRows turns database/sql rows into an Arrow record stream, closing rows
// when the stream ends or is released. Values are converted to the chosen
// type: numbers from text (drivers return decimals as text), dates and
// timestamps from ISO text. A value that does not convert ends the stream
// with an error naming the column.
func SQLRows(rows *sql.Rows, typeOf TypeFunc) (array.RecordReader, error) {
	cts, err := rows.ColumnTypes()
	if err != nil {
		rows.Close()
		return nil, err
	}
	r := &sqlReader{rows: rows, refs: 1}
	r.types = make([]arrow.DataType, len(cts))
	for i, ct := range cts {
		if typeOf != nil {
			r.types[i] = typeOf(ct)
		}
	}
	// read the first batch now: it decides the undecided types
	first, err := r.read()
	if err != nil {
		rows.Close()
		return nil, err
	}
	fields := make([]arrow.Field, len(cts))
	for i, ct := range cts {
		if r.types[i] == nil {
			r.types[i] = inferType(first, i)
		}
		fields[i] = arrow.Field{Name: ct.Name(), Type: r.types[i], Nullable: true}
	}
	r.schema = arrow.NewSchema(fields, nil)
	r.pending = first
	return r, nil
}

type sqlReader struct {
	rows    *sql.Rows
	types   []arrow.DataType
	schema  *arrow.Schema
	pending [][]any
	rec     arrow.RecordBatch
	err     error
	done    bool
	refs    int64
}

func (r *sqlReader) Retain() { atomic.AddInt64(&r.refs, 1) }

func (r *sqlReader) Release() {
	if atomic.AddInt64(&r.refs, -1) == 0 {
		if r.rec != nil {
			r.rec.Release()
			r.rec = nil
		}
		r.rows.Close()
	}
}

func (r *sqlReader) Schema() *arrow.Schema { return r.schema }

func (r *sqlReader) RecordBatch() arrow.RecordBatch { return r.rec }

// Record is RecordBatch, for older callers.
func (r *sqlReader) Record() arrow.RecordBatch { return r.rec }

func (r *sqlReader) Err() error { return r.err }

func (r *sqlReader) Next() bool {
	if r.rec != nil {
		r.rec.Release()
		r.rec = nil
	}
	if r.err != nil {
		return false
	}
	batch := r.pending
	r.pending = nil
	if batch == nil && !r.done {
		batch, r.err = r.read()
		if r.err != nil {
			return false
		}
	}
	if len(batch) == 0 {
		return false
	}
	r.rec, r.err = r.build(batch)
	return r.err == nil
}

// read scans up to BatchRows rows.
func (r *sqlReader) read() ([][]any, error) {
	var batch [][]any
	for len(batch) < BatchRows && r.rows.Next() {
		vals := make([]any, len(r.types))
		ptrs := make([]any, len(vals))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := r.rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		batch = append(batch, vals)
	}
	if len(batch) < BatchRows {
		r.done = true
		if err := r.rows.Err(); err != nil {
			return nil, err
		}
	}
	return batch, nil
}

func (r *sqlReader) build(batch [][]any) (arrow.RecordBatch, error) {
	b := array.NewRecordBuilder(memory.DefaultAllocator, r.schema)
	defer b.Release()
	for i, f := range b.Fields() {
		for _, row := range batch {
			if err := appendValue(f, row[i]); err != nil {
				return nil, fmt.Errorf("column %q: %w", r.schema.Field(i).Name, err)
			}
		}
	}
	return b.NewRecordBatch(), nil
}

// inferType picks an Arrow type from the values of column i.
func inferType(batch [][]any, i int) arrow.DataType {
	var t arrow.DataType
	for _, row := range batch {
		var vt arrow.DataType
		switch v := row[i].(type) {
		case nil:
			continue
		case int64, int32, int, int16, int8:
			vt = arrow.PrimitiveTypes.Int64
		case float64, float32:
			vt = arrow.PrimitiveTypes.Float64
		case bool:
			vt = arrow.FixedWidthTypes.Boolean
		case time.Time:
			vt = arrow.FixedWidthTypes.Timestamp_us
			if v.Hour() == 0 && v.Minute() == 0 && v.Second() == 0 && v.Nanosecond() == 0 {
				vt = arrow.FixedWidthTypes.Date32
			}
		case string:
			vt = isoType(v)
		case []byte:
			vt = isoType(string(v))
		default:
			return arrow.BinaryTypes.String
		}
		switch {
		case t == nil:
			t = vt
		case arrow.TypeEqual(t, vt):
		case isNumeric(t) && isNumeric(vt):
			t = arrow.PrimitiveTypes.Float64
		case isTime(t) && isTime(vt):
			t = arrow.FixedWidthTypes.Timestamp_us
		default:
			return arrow.BinaryTypes.String
		}
	}
	if t == nil {
		return arrow.BinaryTypes.String
	}
	return t
}

// isoType tells ISO dates (2006-01-02) and timestamps (2006-01-02
// 15:04:05, T or space) written as text from other text: databases without
// a date type (SQLite) hold them so.
func isoType(s string) arrow.DataType {
	if len(s) == 10 {
		if _, err := time.Parse(time.DateOnly, s); err == nil {
			return arrow.FixedWidthTypes.Date32
		}
	}
	if len(s) >= 19 && len(s) <= 32 && (s[10] == ' ' || s[10] == 'T') {
		if _, err := toTime(s); err == nil {
			return arrow.FixedWidthTypes.Timestamp_us
		}
	}
	return arrow.BinaryTypes.String
}

func isNumeric(t arrow.DataType) bool {
	return t.ID() == arrow.INT64 || t.ID() == arrow.FLOAT64
}

func isTime(t arrow.DataType) bool {
	return t.ID() == arrow.DATE32 || t.ID() == arrow.TIMESTAMP
}

func appendValue(b array.Builder, v any) error {
	if v == nil {
		b.AppendNull()
		return nil
	}
	if bs, ok := v.([]byte); ok {
		v = string(bs)
	}
	switch b := b.(type) {
	case *array.Int64Builder:
		n, err := toInt64(v)
		if err != nil {
			return err
		}
		b.Append(n)
	case *array.Float64Builder:
		f, err := toFloat64(v)
		if err != nil {
			return err
		}
		b.Append(f)
	case *array.BooleanBuilder:
		switch x := v.(type) {
		case bool:
			b.Append(x)
		case int64:
			b.Append(x != 0)
		case string:
			p, err := strconv.ParseBool(x)
			if err != nil {
				return err
			}
			b.Append(p)
		default:
			return fmt.Errorf("cannot read %T as a boolean", v)
		}
	case *array.Date32Builder:
		t, err := toTime(v)
		if err != nil {
			return err
		}
		b.Append(arrow.Date32FromTime(t))
	case *array.TimestampBuilder:
		t, err := toTime(v)
		if err != nil {
			return err
		}
		ts, err := arrow.TimestampFromTime(t, arrow.Microsecond)
		if err != nil {
			return err
		}
		b.Append(ts)
	case *array.StringBuilder:
		switch x := v.(type) {
		case string:
			b.Append(x)
		case time.Time:
			b.Append(x.Format("2006-01-02 15:04:05.999999"))
		default:
			b.Append(fmt.Sprint(x))
		}
	default:
		return fmt.Errorf("unsupported Arrow builder %T", b)
	}
	return nil
}

func toInt64(v any) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case int32:
		return int64(x), nil
	case int:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case int8:
		return int64(x), nil
	case float64:
		return int64(x), nil
	case string:
		return strconv.ParseInt(strings.TrimSpace(x), 10, 64)
	}
	return 0, fmt.Errorf("cannot read %T as an integer", v)
}

func toFloat64(v any) (float64, error) {
	switch x := v.(type) {
	case float64:
		return x, nil
	case float32:
		return float64(x), nil
	case string:
		return strconv.ParseFloat(strings.TrimSpace(x), 64)
	}
	n, err := toInt64(v)
	return float64(n), err
}

// timeLayouts are the ISO forms dates and timestamps take as text.
var timeLayouts = []string{time.RFC3339Nano, "2006-01-02 15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", time.DateOnly}

func toTime(v any) (time.Time, error) {
	switch x := v.(type) {
	case time.Time:
		return x, nil
	case string:
		for _, l := range timeLayouts {
			if t, err := time.Parse(l, strings.TrimSpace(x)); err == nil {
				return t, nil
			}
		}
		return time.Time{}, fmt.Errorf("%q is not an ISO date or timestamp", x)
	}
	return time.Time{}, fmt.Errorf("cannot read %T as a date", v)
}
