package engine

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// batches makes a stream of nb batches of rows rows each, in every column
// type CopyArrow maps, with a null in each column every 7th row.
func batches(t *testing.T, nb, rows int) array.RecordReader {
	t.Helper()
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "id", Type: arrow.PrimitiveTypes.Int64, Nullable: true},
		{Name: "small", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
		{Name: "amount", Type: arrow.PrimitiveTypes.Float64, Nullable: true},
		{Name: "label", Type: arrow.BinaryTypes.String, Nullable: true},
		{Name: "flag", Type: arrow.FixedWidthTypes.Boolean, Nullable: true},
		{Name: "day", Type: arrow.FixedWidthTypes.Date32, Nullable: true},
		{Name: "stamp", Type: arrow.FixedWidthTypes.Timestamp_us, Nullable: true},
		{Name: "tiny", Type: arrow.PrimitiveTypes.Uint8, Nullable: true},
	}, nil)
	var recs []arrow.RecordBatch
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for b := range nb {
		rb := array.NewRecordBuilder(memory.DefaultAllocator, schema)
		for j := range rows {
			id := int64(b*rows + j)
			if id%7 == 3 {
				for _, f := range rb.Fields() {
					f.AppendNull()
				}
				continue
			}
			rb.Field(0).(*array.Int64Builder).Append(id)
			rb.Field(1).(*array.Int32Builder).Append(int32(id % 100))
			rb.Field(2).(*array.Float64Builder).Append(float64(id) / 4)
			rb.Field(3).(*array.StringBuilder).Append("a somewhat longer label " + string(rune('a'+id%26)))
			rb.Field(4).(*array.BooleanBuilder).Append(id%2 == 0)
			rb.Field(5).(*array.Date32Builder).Append(arrow.Date32FromTime(base.AddDate(0, 0, int(id%365))))
			rb.Field(6).(*array.TimestampBuilder).Append(arrow.Timestamp(base.Add(time.Duration(id) * time.Minute).UnixMicro()))
			rb.Field(7).(*array.Uint8Builder).Append(uint8(id % 200))
		}
		recs = append(recs, rb.NewRecordBatch())
		rb.Release()
	}
	r, err := array.NewRecordReader(schema, recs)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs {
		rec.Release()
	}
	return r
}

func TestCopyArrow(t *testing.T) {
	// batches that do not end on a chunk boundary, and batches several of
	// which fill one chunk
	for _, tc := range []struct{ nb, rows int }{{3, 5000}, {150, 100}} {
		t.Run(fmt.Sprintf("%d batches of %d rows", tc.nb, tc.rows), func(t *testing.T) { testCopyArrow(t, tc.nb, tc.rows) })
	}
}

func testCopyArrow(t *testing.T, nb, rows int) {
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	r := batches(t, nb, rows)
	defer r.Release()
	n, err := db.CopyArrow(ctx, "copied", r, false)
	if err != nil || n != int64(nb*rows) {
		t.Fatalf("copied %d rows, %v; want %d", n, err, nb*rows)
	}
	// Each figure is worked out here from how batches makes its rows.
	var want struct {
		count, nulls, ids, smalls, evens, tinies int64
		amount                                   float64
	}
	for id := int64(0); id < int64(nb*rows); id++ {
		want.count++
		if id%7 == 3 {
			want.nulls++
			continue
		}
		want.ids += id
		want.smalls += id % 100
		want.tinies += id % 200
		want.amount += float64(id) / 4
		if id%2 == 0 {
			want.evens++
		}
	}
	var got struct {
		count, nulls, ids, smalls, evens, tinies int64
		amount                                   float64
		labels                                   int64
		first, last, lastAt                      time.Time
	}
	err = db.db.QueryRowContext(ctx, `SELECT count(*), count(*) - count(id), sum(id), sum(small), sum(amount),
		count(*) FILTER (WHERE flag), count(DISTINCT label), min(day), max(day), sum(tiny), max(stamp) FROM copied`).Scan(
		&got.count, &got.nulls, &got.ids, &got.smalls, &got.amount, &got.evens, &got.labels, &got.first, &got.last, &got.tinies, &got.lastAt)
	if err != nil {
		t.Fatal(err)
	}
	if got.count != want.count || got.nulls != want.nulls || got.ids != want.ids || got.smalls != want.smalls ||
		got.amount != want.amount || got.evens != want.evens || got.tinies != want.tinies || got.labels != 26 {
		t.Errorf("copied table: got %+v, want %+v and 26 labels", got, want)
	}
	if !got.first.Equal(time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)) || !got.last.Equal(time.Date(2020, 12, 30, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("days run from %v to %v", got.first, got.last)
	}
	if lastID := int64(nb*rows - 1); !got.lastAt.Equal(time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(lastID) * time.Minute)) {
		t.Errorf("last time %v, want row %d's", got.lastAt, lastID)
	}
	// Rows keep the stream's order: row number = id (null rows included).
	var moved int64
	if err := db.db.QueryRowContext(ctx, `SELECT count(*) FROM copied WHERE id <> rowid`).Scan(&moved); err != nil || moved != 0 {
		t.Errorf("%d rows out of stream order (%v)", moved, err)
	}
	// A row read back whole: every column null together, or none.
	var mixed int64
	if err := db.db.QueryRowContext(ctx, `SELECT count(*) FROM copied WHERE (id IS NULL) <> (label IS NULL)
		OR (id IS NULL) <> (day IS NULL) OR (id IS NULL) <> (flag IS NULL) OR (id IS NULL) <> (stamp IS NULL)
		OR stamp <> TIMESTAMP '2020-01-01' + to_minutes(id) OR label <> 'a somewhat longer label ' || chr(97 + (id % 26)::INT)`).Scan(&mixed); err != nil || mixed != 0 {
		t.Errorf("%d rows came apart (%v)", mixed, err)
	}
}

func TestCopyArrowSchemaOnlyAndCancel(t *testing.T) {
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	r := batches(t, 2, 100)
	defer r.Release()
	if n, err := db.CopyArrow(context.Background(), "empty", r, true); err != nil || n != 0 {
		t.Fatalf("schema only: %d rows, %v", n, err)
	}
	var cols int
	if err := db.db.QueryRow(`SELECT count(*) FROM information_schema.columns WHERE table_name = 'empty'`).Scan(&cols); err != nil || cols != 8 {
		t.Errorf("empty table has %d columns (%v), want 8", cols, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r2 := batches(t, 2, 100)
	defer r2.Release()
	if _, err := db.CopyArrow(ctx, "cancelled", r2, false); err == nil {
		t.Error("a cancelled copy succeeded")
	}
	if len(db.copies.srcs) != 0 {
		t.Errorf("%d copies still registered", len(db.copies.srcs))
	}
}

// TestCopyArrowValues copies a value of each Arrow type CopyArrow maps,
// and NULL, and reads them back as DuckDB prints them. Strings cover both
// ways into a chunk: 12 bytes or less written in place, longer ones and
// ones that are not UTF-8 through DuckDB.
func TestCopyArrowValues(t *testing.T) {
	mem := memory.NewCheckedAllocator(memory.DefaultAllocator)
	defer mem.AssertSize(t, 0)
	type column struct {
		typ    arrow.DataType
		append func(array.Builder)
		want   string // as DuckDB prints it; NULL second
	}
	cols := []column{
		{arrow.PrimitiveTypes.Int8, func(b array.Builder) { b.(*array.Int8Builder).Append(-8) }, "-8"},
		{arrow.PrimitiveTypes.Int16, func(b array.Builder) { b.(*array.Int16Builder).Append(-16) }, "-16"},
		{arrow.PrimitiveTypes.Int32, func(b array.Builder) { b.(*array.Int32Builder).Append(-32) }, "-32"},
		{arrow.PrimitiveTypes.Int64, func(b array.Builder) { b.(*array.Int64Builder).Append(-1 << 40) }, "-1099511627776"},
		{arrow.PrimitiveTypes.Uint8, func(b array.Builder) { b.(*array.Uint8Builder).Append(255) }, "255"},
		{arrow.PrimitiveTypes.Uint16, func(b array.Builder) { b.(*array.Uint16Builder).Append(65535) }, "65535"},
		{arrow.PrimitiveTypes.Uint32, func(b array.Builder) { b.(*array.Uint32Builder).Append(1 << 31) }, "2147483648"},
		{arrow.PrimitiveTypes.Uint64, func(b array.Builder) { b.(*array.Uint64Builder).Append(1 << 63) }, "9223372036854775808"},
		{arrow.PrimitiveTypes.Float32, func(b array.Builder) { b.(*array.Float32Builder).Append(0.5) }, "0.5"},
		{arrow.PrimitiveTypes.Float64, func(b array.Builder) { b.(*array.Float64Builder).Append(-2.25) }, "-2.25"},
		{&arrow.Decimal128Type{Precision: 10, Scale: 2}, func(b array.Builder) {
			b.(*array.Decimal128Builder).Append(decimal128.FromI64(12345))
		}, "123.45"},
		{arrow.FixedWidthTypes.Boolean, func(b array.Builder) { b.(*array.BooleanBuilder).Append(true) }, "true"},
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("") }, ""},
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("twelve bytes") }, "twelve bytes"},
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("thirteen byte") }, "thirteen byte"},
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("héllo") }, "héllo"},
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("héllo wörld") }, "héllo wörld"},
		// as DuckDB's C API takes a string that is not UTF-8
		{arrow.BinaryTypes.String, func(b array.Builder) { b.(*array.StringBuilder).Append("bad \xff") }, "NULL"},
		{arrow.BinaryTypes.LargeString, func(b array.Builder) { b.(*array.LargeStringBuilder).Append("large") }, "large"},
		{arrow.FixedWidthTypes.Date32, func(b array.Builder) {
			b.(*array.Date32Builder).Append(arrow.Date32FromTime(time.Date(1969, 7, 20, 0, 0, 0, 0, time.UTC)))
		}, "1969-07-20"},
		{arrow.FixedWidthTypes.Date64, func(b array.Builder) {
			b.(*array.Date64Builder).Append(arrow.Date64FromTime(time.Date(2024, 2, 29, 0, 0, 0, 0, time.UTC)))
		}, "2024-02-29"},
		{arrow.FixedWidthTypes.Timestamp_s, func(b array.Builder) { b.(*array.TimestampBuilder).Append(86400) }, "1970-01-02 00:00:00"},
		{arrow.FixedWidthTypes.Timestamp_ms, func(b array.Builder) { b.(*array.TimestampBuilder).Append(-1) }, "1969-12-31 23:59:59.999"},
		{arrow.FixedWidthTypes.Timestamp_ns, func(b array.Builder) { b.(*array.TimestampBuilder).Append(1500) }, "1970-01-01 00:00:00.000001"},
		{arrow.ListOf(arrow.PrimitiveTypes.Int64), func(b array.Builder) {
			lb := b.(*array.ListBuilder)
			lb.Append(true)
			lb.ValueBuilder().(*array.Int64Builder).AppendValues([]int64{1, 2}, nil)
		}, "[1,2]"},
	}
	fields := make([]arrow.Field, len(cols))
	for i, c := range cols {
		fields[i] = arrow.Field{Name: fmt.Sprintf("c%d", i), Type: c.typ, Nullable: true}
	}
	schema := arrow.NewSchema(fields, nil)
	rb := array.NewRecordBuilder(mem, schema)
	for i, c := range cols {
		c.append(rb.Field(i))
		rb.Field(i).AppendNull()
	}
	rec := rb.NewRecordBatch()
	rb.Release()
	r, err := array.NewRecordReader(schema, []arrow.RecordBatch{rec})
	rec.Release()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Release()
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	if n, err := db.CopyArrow(ctx, "typed", r, false); err != nil || n != 2 {
		t.Fatalf("copied %d rows, %v", n, err)
	}
	var want, got []string
	for i, c := range cols {
		_, dbType := data.ArrowKind(c.typ)
		want = append(want, fmt.Sprintf("c%d %s %s NULL", i, dbType, c.want))
		var typ, value, null string
		err := db.db.QueryRowContext(ctx, fmt.Sprintf(`SELECT typeof(c%[1]d), coalesce((SELECT c%[1]d::VARCHAR FROM typed WHERE rowid = 0), 'NULL'),
			coalesce((SELECT c%[1]d::VARCHAR FROM typed WHERE rowid = 1), 'NULL') FROM typed LIMIT 1`, i)).Scan(&typ, &value, &null)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("c%d %s %s %s", i, typ, value, null))
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("values (-want +got):\n%s", d)
	}
}

// TestCopyArrowCancelMidway: a copy whose context ends while the stream
// is still coming stops soon with the context's error and the table's
// name, and releases every batch it took.
func TestCopyArrowCancelMidway(t *testing.T) {
	mem := memory.NewCheckedAllocator(memory.DefaultAllocator)
	defer mem.AssertSize(t, 0)
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r := &endless{mem: mem, cancelAt: 20, cancel: cancel}
	defer r.Release()
	n, err := db.CopyArrow(ctx, "midway", r, false)
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), `"midway"`) {
		t.Errorf("copy ended with %v, want the context's error naming the table", err)
	}
	if n > 30*4096 {
		t.Errorf("%d rows handed to DuckDB, want 20 batches' worth at most and a few more", n)
	}
	if len(db.copies.srcs) != 0 {
		t.Errorf("%d copies still registered", len(db.copies.srcs))
	}
}

// endless is a stream of batches of 4096 rows that cancels its copy at
// batch cancelAt and goes on after it.
type endless struct {
	mem      memory.Allocator
	cancelAt int
	cancel   func()
	batches  int
	rec      arrow.RecordBatch
}

var endlessSchema = arrow.NewSchema([]arrow.Field{{Name: "id", Type: arrow.PrimitiveTypes.Int64}, {Name: "s", Type: arrow.BinaryTypes.String}}, nil)

func (e *endless) Schema() *arrow.Schema { return endlessSchema }
func (e *endless) Next() bool {
	e.Release()
	if e.batches++; e.batches == e.cancelAt {
		e.cancel()
	}
	b := array.NewRecordBuilder(e.mem, endlessSchema)
	defer b.Release()
	for i := range 4096 {
		b.Field(0).(*array.Int64Builder).Append(int64(i))
		b.Field(1).(*array.StringBuilder).Append("row " + strconv.Itoa(i))
	}
	e.rec = b.NewRecordBatch()
	return true
}
func (e *endless) RecordBatch() arrow.RecordBatch { return e.rec }
func (e *endless) Record() arrow.RecordBatch      { return e.rec }
func (e *endless) Err() error                     { return nil }
func (e *endless) Retain()                        {}
func (e *endless) Release() {
	if e.rec != nil {
		e.rec.Release()
		e.rec = nil
	}
}
