package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	chproto "github.com/ClickHouse/ch-go/proto"
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/datacopilot/datacopilot/plugins"
)

// TestColumnar reads tables of every type the columnar reader converts
// (and some it leaves to clickhouse-go) both ways, and wants the same
// Arrow columns, value for value, nulls included.
func TestColumnar(t *testing.T) {
	c := cluster(t)
	cols := []string{
		"i8 Int8", "i16 Int16", "i32 Int32", "i64 Int64", "u8 UInt8", "u16 UInt16", "u32 UInt32", "u64 UInt64",
		"f32 Float32", "f64 Float64", "d9 Decimal(9, 2)", "d18 Decimal(18, 4)", "d64 Decimal64(3)",
		"day Date", "ts DateTime", "kolkata DateTime('Asia/Kolkata')", "s String", "fs FixedString(4)",
		"ni Nullable(Int32)", "ns Nullable(String)", "nd Nullable(Date)", "nf Nullable(Float64)", "nts Nullable(DateTime)",
	}
	n := "number"
	null := func(v string) string { return "if(number % 3 = 0, NULL, " + v + ")" }
	exprs := []string{
		"-toInt8(" + n + ")", "-300 * toInt16(" + n + ")", "-70000 * toInt32(" + n + ")", "-5000000000 * toInt64(" + n + ")",
		"toUInt8(" + n + ")", "300 * " + n, "70000 * " + n, "5000000000 * " + n,
		n + " + 0.25", n + " + 0.125", "toDecimal32(" + n + " + 0.07, 2)", "toDecimal64(-0.0625 - " + n + ", 4)", "toDecimal64(" + n + " + 0.5, 3)",
		"toDate('2021-03-01') + " + n, "toDateTime('2021-03-28 00:30:00') + 3600 * (" + n + " % 10)",
		"toDateTime(toDateTime('2021-10-31 00:59:59', 'Asia/Kolkata') + 3600 * (" + n + " % 10), 'Asia/Kolkata')",
		"concat('värde ', toString(" + n + "))", "toFixedString(concat('ab', toString(" + n + " % 10)), 4)",
		null("toInt32(" + n + ")"), null("concat('n', toString(" + n + "))"), null("toDate('2020-02-29')"), null("1.5"), null("toDateTime('1999-12-31 23:59:59')"),
	}
	c.exec(t, "CREATE DATABASE IF NOT EXISTS columnar", "DROP TABLE IF EXISTS columnar.types", "DROP TABLE IF EXISTS columnar.other",
		"CREATE TABLE columnar.types ("+strings.Join(cols, ", ")+") ENGINE = Memory",
		"INSERT INTO columnar.types SELECT "+strings.Join(exprs, ", ")+" FROM numbers(20)",
		"CREATE TABLE columnar.other (e Enum8('a' = 1, 'b' = 2), arr Array(Int32), s String) ENGINE = Memory",
		"INSERT INTO columnar.other SELECT if(number = 0, 'a', 'b'), range(toUInt32(number)), toString(number) FROM numbers(2)")

	ctx := context.Background()
	s := New()
	if err := s.Configure(ctx, plugins.Config{"addr": c.addrs[0], "database": "columnar"}); err != nil {
		t.Fatal(err)
	}
	rowWise := New()
	if err := rowWise.Configure(ctx, plugins.Config{"addr": c.addrs[0], "database": "columnar"}); err != nil {
		t.Fatal(err)
	}
	rowWise.native = nil
	for _, table := range []string{"types", "other"} {
		got := readAll(t, s, table)
		want := readAll(t, rowWise, table)
		if !got.Schema().Equal(want.Schema()) {
			t.Fatalf("%s: schema %v, row by row %v", table, got.Schema(), want.Schema())
		}
		if got.NumRows() != want.NumRows() || got.NumRows() == 0 {
			t.Fatalf("%s: %d rows, row by row %d", table, got.NumRows(), want.NumRows())
		}
		for i := range int(got.NumCols()) {
			if !array.Equal(got.Column(i), want.Column(i)) {
				t.Errorf("%s.%s:\n got %v\nwant %v", table, got.ColumnName(i), got.Column(i), want.Column(i))
			}
		}
	}
	// the columnar reader read types, and left other to clickhouse-go
	if _, err := queryNative(ctx, *s.native, "SELECT * FROM columnar.types", s.querySettings()); err != nil {
		t.Errorf("types: %v", err)
	}
	if _, err := queryNative(ctx, *s.native, "SELECT * FROM columnar.other", s.querySettings()); err == nil || !strings.Contains(err.Error(), "Enum8") {
		t.Errorf("other: want the Enum8 column refused, got %v", err)
	}
	// the server's errors come back as they are
	if _, err := queryNative(ctx, *s.native, "SELECT * FROM columnar.nope", s.querySettings()); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("unknown table: got %v", err)
	}
}

// readAll reads a whole table into one record.
func readAll(t *testing.T, s *Source, table string) arrow.RecordBatch {
	t.Helper()
	rr, err := s.Query(context.Background(), plugins.Query{Table: table})
	if err != nil {
		t.Fatal(err)
	}
	defer rr.Release()
	var recs []arrow.RecordBatch
	for rr.Next() {
		rec := rr.RecordBatch()
		rec.Retain()
		recs = append(recs, rec)
	}
	if err := rr.Err(); err != nil {
		t.Fatal(err)
	}
	tab := array.NewTableFromRecords(rr.Schema(), recs)
	defer tab.Release()
	tr := array.NewTableReader(tab, tab.NumRows())
	defer tr.Release()
	tr.Next()
	rec := tr.RecordBatch()
	rec.Retain()
	return rec
}

// TestColumnarNewerTypes decodes blocks of types the test server (18.16)
// does not have, encoded by ch-go as a recent server sends them.
func TestColumnarNewerTypes(t *testing.T) {
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Skip(err)
	}
	ms := new(chproto.ColDateTime64).WithPrecision(chproto.PrecisionMilli).WithLocation(kolkata)
	at := time.Date(2021, 6, 1, 10, 30, 15, 250_000_000, kolkata)
	ms.Append(at)
	ms.Append(time.Date(1960, 1, 1, 0, 0, 0, 0, kolkata))
	b := new(chproto.ColBool)
	b.Append(true)
	b.Append(false)
	d32 := new(chproto.ColDate32)
	d32.Append(time.Date(1900, 1, 2, 0, 0, 0, 0, time.UTC))
	d32.Append(time.Date(2200, 1, 2, 0, 0, 0, 0, time.UTC))
	lc := new(chproto.ColStr).LowCardinality()
	lc.Append("x")
	lc.Append("y")
	var buf chproto.Buffer
	block := chproto.Block{Columns: 4, Rows: 2}
	input := []chproto.InputColumn{{Name: "ms", Data: ms}, {Name: "b", Data: b}, {Name: "d32", Data: d32}, {Name: "lc", Data: lc}}
	if err := block.EncodeBlock(&buf, nativeRevision, input); err != nil {
		t.Fatal(err)
	}
	conn := &nativeConn{r: chproto.NewReader(bytes.NewReader(buf.Buf)), revision: nativeRevision, tz: time.UTC}
	dec := &blockDecoder{}
	if err := dec.decode(conn); err != nil {
		t.Fatal(err)
	}
	fields := make([]arrow.Field, len(dec.cols))
	for i := range dec.cols {
		fields[i] = arrow.Field{Name: dec.names[i], Type: ArrowType(dec.types[i]), Nullable: true}
	}
	rec := dec.record(arrow.NewSchema(fields, nil))
	defer rec.Release()
	wall := func(t time.Time) int64 {
		return time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC).UnixMicro()
	}
	want := []string{
		fmt.Sprint([]arrow.Timestamp{arrow.Timestamp(wall(at)), arrow.Timestamp(wall(time.Date(1960, 1, 1, 0, 0, 0, 0, time.UTC)))}),
		"[true false]",
		fmt.Sprint([]arrow.Date32{arrow.Date32FromTime(time.Date(1900, 1, 2, 0, 0, 0, 0, time.UTC)), arrow.Date32FromTime(time.Date(2200, 1, 2, 0, 0, 0, 0, time.UTC))}),
		`["x" "y"]`,
	}
	for i, w := range want {
		got := rec.Column(i).String()
		if i == 0 {
			got = fmt.Sprint(rec.Column(i).(*array.Timestamp).TimestampValues())
		}
		if i == 2 {
			got = fmt.Sprint(rec.Column(i).(*array.Date32).Date32Values())
		}
		if got != w {
			t.Errorf("%s (%s): got %s, want %s", dec.names[i], dec.types[i], got, w)
		}
	}
}
