package data

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
)

// ArrowKind maps an Arrow type to a Kind and the DuckDB type that holds it.
func ArrowKind(t arrow.DataType) (Kind, string) {
	switch t.ID() {
	case arrow.BOOL:
		return Bool, "BOOLEAN"
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.INT64, arrow.UINT8, arrow.UINT16, arrow.UINT32:
		return Int, "BIGINT"
	case arrow.UINT64:
		return Int, "UBIGINT"
	case arrow.FLOAT16, arrow.FLOAT32, arrow.FLOAT64, arrow.DECIMAL128, arrow.DECIMAL256:
		return Float, "DOUBLE"
	case arrow.STRING, arrow.LARGE_STRING, arrow.STRING_VIEW:
		return String, "VARCHAR"
	case arrow.DATE32, arrow.DATE64:
		return Date, "DATE"
	case arrow.TIMESTAMP:
		return Timestamp, "TIMESTAMP"
	}
	return String, "VARCHAR" // shown as text: lists, structs, binary, intervals
}

// FromArrow reads a record stream into a Table, at most maxRows rows (0: no
// cap); a stream with more rows is cut and marked Truncated. It does not
// release r.
func FromArrow(r array.RecordReader, maxRows int) (*Table, error) {
	fields := r.Schema().Fields()
	t := &Table{Columns: make([]*Column, len(fields))}
	for i, f := range fields {
		kind, dbType := ArrowKind(f.Type)
		t.Columns[i] = NewColumn(f.Name, kind, 64)
		t.Columns[i].DBType = dbType
	}
	n := 0
	for r.Next() {
		rec := r.RecordBatch()
		rows := int(rec.NumRows())
		if maxRows > 0 && n+rows > maxRows {
			rows = maxRows - n
			t.Truncated = true
		}
		for i, col := range t.Columns {
			if err := appendArrow(col, rec.Column(i), rows); err != nil {
				return nil, fmt.Errorf("column %q: %w", col.Name, err)
			}
		}
		n += rows
		if t.Truncated {
			return t, nil
		}
	}
	return t, r.Err()
}

// appendArrow appends the first n values of an Arrow array to c.
func appendArrow(c *Column, a arrow.Array, n int) error {
	for i := 0; i < n; i++ {
		if a.IsNull(i) {
			c.Append(nil)
			continue
		}
		v, err := ArrowValue(a, i)
		if err != nil {
			return err
		}
		c.Append(v)
	}
	return nil
}

// ArrowValue returns value i of an Arrow array as a plain Go value: int64,
// uint64, float64, string, bool or time.Time (UTC); nil for null. Types
// without a plain value come back as their text.
func ArrowValue(a arrow.Array, i int) (any, error) {
	if a.IsNull(i) {
		return nil, nil
	}
	switch x := a.(type) {
	case *array.Boolean:
		return x.Value(i), nil
	case *array.Int8:
		return int64(x.Value(i)), nil
	case *array.Int16:
		return int64(x.Value(i)), nil
	case *array.Int32:
		return int64(x.Value(i)), nil
	case *array.Int64:
		return x.Value(i), nil
	case *array.Uint8:
		return int64(x.Value(i)), nil
	case *array.Uint16:
		return int64(x.Value(i)), nil
	case *array.Uint32:
		return int64(x.Value(i)), nil
	case *array.Uint64:
		return x.Value(i), nil
	case *array.Float16:
		return float64(x.Value(i).Float32()), nil
	case *array.Float32:
		return float64(x.Value(i)), nil
	case *array.Float64:
		return x.Value(i), nil
	case *array.Decimal128:
		return x.Value(i).ToFloat64(x.DataType().(*arrow.Decimal128Type).Scale), nil
	case *array.Decimal256:
		return x.Value(i).ToFloat64(x.DataType().(*arrow.Decimal256Type).Scale), nil
	case *array.String:
		return x.Value(i), nil
	case *array.LargeString:
		return x.Value(i), nil
	case *array.StringView:
		return x.Value(i), nil
	case *array.Date32:
		return x.Value(i).ToTime().UTC(), nil
	case *array.Date64:
		return x.Value(i).ToTime().UTC(), nil
	case *array.Timestamp:
		unit := x.DataType().(*arrow.TimestampType).Unit
		return x.Value(i).ToTime(unit).UTC(), nil
	}
	return a.ValueStr(i), nil
}
