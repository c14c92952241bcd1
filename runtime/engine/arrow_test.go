package engine

import (
	"context"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
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
	t.Run("one insert", testCopyArrow)
	// several inserts, each of several batches, in the stream's order
	defer SetCopyGroupRows(4000)()
	t.Run("inserts of 4000 rows or more", testCopyArrow)
}

func testCopyArrow(t *testing.T) {
	db, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	const nb, rows = 3, 5000 // batches that do not end on a chunk boundary
	r := batches(t, nb, rows)
	defer r.Release()
	n, err := db.CopyArrow(ctx, "copied", r, false)
	if err != nil || n != nb*rows {
		t.Fatalf("copied %d rows, %v; want %d", n, err, nb*rows)
	}
	// Each figure is worked out here from how batches makes its rows.
	var want struct {
		count, nulls, ids, smalls, evens, tinies int64
		amount                                   float64
	}
	for id := int64(0); id < nb*rows; id++ {
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
