package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"maps"
	"net"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	chproto "github.com/ClickHouse/ch-go/proto"
	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/column"
	"github.com/ClickHouse/clickhouse-go/v2/lib/proto"
	"github.com/ClickHouse/clickhouse-go/v2/lib/timezone"
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
)

// A whole table (a copy, with copy = true) is read column by column: the
// plugin speaks the few packets of ClickHouse's native protocol a SELECT
// needs, decodes each block's columns into ch-go's typed column buffers and
// turns those into Arrow arrays with one loop per column, where
// clickhouse-go's rows cost a Scan and a boxed value per cell (0.4–0.9M
// rows/s against several million). ch-go's own client is not used: it
// does not speak to servers before 20.x (18.16 takes client information
// and integer settings it leaves out). Hello and query packets are
// clickhouse-go's encoders, which do.

// nativeRevision is the protocol revision the columnar reader declares:
// settings travel as strings from 54429 on, and nothing newer is asked
// for, so a recent server sends no custom serialization, profile events or
// addendum; an older server (18.16 is 54412) answers in its own revision.
const nativeRevision = 54429

// errUnsupportedColumn: the result has a column type the columnar reader
// does not convert; the table is read through clickhouse-go instead.
var errUnsupportedColumn = errors.New("column type not read column by column")

// nativeOptions are what the columnar reader connects with.
type nativeOptions struct {
	addrs       []string
	database    string
	user        string
	password    string
	tls         *tls.Config
	dialTimeout time.Duration
}

// nativeConn is one connection of the columnar reader, used for one query.
type nativeConn struct {
	conn     net.Conn
	r        *chproto.Reader
	buf      chproto.Buffer
	revision uint64
	tz       *time.Location
}

// dialNative connects to the first address that answers and says hello.
func dialNative(ctx context.Context, o nativeOptions) (*nativeConn, error) {
	var errs []error
	for _, addr := range o.addrs {
		c, err := dialOne(ctx, o, addr)
		if err == nil {
			return c, nil
		}
		var ex *clickhouse.Exception
		if errors.As(err, &ex) || ctx.Err() != nil {
			return nil, err // the server said no: another one would too
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

func dialOne(ctx context.Context, o nativeOptions, addr string) (*nativeConn, error) {
	d := net.Dialer{Timeout: o.dialTimeout}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	if o.tls != nil {
		cfg := o.tls.Clone()
		if cfg.ServerName == "" {
			cfg.ServerName, _, _ = net.SplitHostPort(addr)
		}
		tc := tls.Client(conn, cfg)
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return nil, err
		}
		conn = tc
	}
	c := &nativeConn{conn: conn, r: chproto.NewReader(bufio.NewReaderSize(conn, 1<<20)), revision: nativeRevision}
	conn.SetDeadline(time.Now().Add(o.dialTimeout))
	if err := c.hello(o); err != nil {
		conn.Close()
		return nil, err
	}
	conn.SetDeadline(time.Time{})
	return c, nil
}

func (c *nativeConn) hello(o nativeOptions) error {
	c.buf.Reset()
	c.buf.PutByte(proto.ClientHello)
	proto.ClientHandshake{ProtocolVersion: nativeRevision, ClientName: "datacopilot", ClientVersion: proto.Version{Major: 1}}.Encode(&c.buf)
	c.buf.PutString(o.database)
	c.buf.PutString(o.user)
	c.buf.PutString(o.password)
	if _, err := c.conn.Write(c.buf.Buf); err != nil {
		return err
	}
	packet, err := c.r.ReadByte()
	if err != nil {
		return err
	}
	switch packet {
	case proto.ServerException:
		return c.exception()
	case proto.ServerHello:
	default:
		return fmt.Errorf("unexpected packet %d in the handshake", packet)
	}
	var srv proto.ServerHandshake
	if err := srv.Decode(c.r); err != nil {
		return err
	}
	if srv.Revision < proto.DBMS_MIN_REVISION_WITH_VERSION_PATCH {
		return fmt.Errorf("server revision %d is older than the columnar reader speaks", srv.Revision)
	}
	c.revision = min(c.revision, srv.Revision)
	c.tz = srv.Timezone
	if c.tz == nil {
		c.tz = time.UTC
	}
	return nil
}

func (c *nativeConn) exception() error {
	var ex proto.Exception
	if err := ex.Decode(c.r); err != nil {
		return err
	}
	return &ex
}

// send sends a query with its settings (integers before revision 54429,
// as the server reads them), then the empty block that ends its input.
func (c *nativeConn) send(body string, settings clickhouse.Settings) error {
	var set proto.Settings
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		if k != "readonly" {
			set = append(set, proto.Setting{Key: k, Value: settings[k]})
		}
	}
	if v, ok := settings["readonly"]; ok {
		set = append(set, proto.Setting{Key: "readonly", Value: v}) // last, once the others are set
	}
	if c.revision >= proto.DBMS_MIN_REVISION_WITH_SETTINGS_SERIALIZED_AS_STRINGS {
		for i, s := range set {
			set[i].Value = fmt.Sprint(s.Value)
		}
	}
	local := ""
	if a := c.conn.LocalAddr(); a != nil {
		local = a.String()
	}
	c.buf.Reset()
	c.buf.PutByte(proto.ClientQuery)
	q := proto.Query{ClientName: "datacopilot", ClientVersion: proto.Version{Major: 1}, ClientTCPProtocolVersion: nativeRevision,
		Body: body, Settings: set, InitialAddress: local}
	if err := q.Encode(&c.buf, c.revision); err != nil {
		return err
	}
	c.buf.PutByte(proto.ClientData)
	c.buf.PutString("")
	if err := proto.NewBlock().EncodeHeader(&c.buf, c.revision); err != nil {
		return err
	}
	_, err := c.conn.Write(c.buf.Buf)
	return err
}

// next reads packets up to the next data block and decodes it with dec;
// false at the end of the result.
func (c *nativeConn) next(dec *blockDecoder) (bool, error) {
	for {
		packet, err := c.r.ReadByte()
		if err != nil {
			return false, err
		}
		switch packet {
		case proto.ServerData:
			if _, err := c.r.Str(); err != nil { // the table's name, empty
				return false, err
			}
			return true, dec.decode(c)
		case proto.ServerEndOfStream:
			return false, nil
		case proto.ServerException:
			return false, c.exception()
		case proto.ServerProgress:
			var p proto.Progress
			err = p.Decode(c.r, c.revision)
		case proto.ServerProfileInfo:
			var p proto.ProfileInfo
			err = p.Decode(c.r, c.revision)
		case proto.ServerTableColumns:
			var t proto.TableColumns
			err = t.Decode(c.r, c.revision)
		case proto.ServerTotals, proto.ServerExtremes, proto.ServerLog, proto.ServerProfileEvents:
			if _, err = c.r.Str(); err == nil {
				blk := proto.Block{ServerContext: &column.ServerContext{Revision: c.revision, Timezone: c.tz}}
				err = blk.Decode(c.r, c.revision)
			}
		default:
			return false, fmt.Errorf("unexpected packet %d", packet)
		}
		if err != nil {
			return false, err
		}
	}
}

// blockDecoder decodes the data blocks of one result. The first block
// (the header, which has no rows) sets its columns.
type blockDecoder struct {
	names []string
	types []string
	cols  []*nativeColumn
	rows  int
}

func (d *blockDecoder) decode(c *nativeConn) error {
	var blk chproto.Block
	if c.revision > 0 {
		if err := blk.Info.Decode(c.r); err != nil {
			return err
		}
	}
	ncols, err := c.r.UVarInt()
	if err != nil {
		return err
	}
	nrows, err := c.r.UVarInt()
	if err != nil {
		return err
	}
	if nrows > 1<<30 {
		return fmt.Errorf("a block of %d rows", nrows)
	}
	d.rows = 0
	if ncols == 0 && nrows == 0 {
		return nil // the empty block that ends the data
	}
	if d.cols != nil && int(ncols) != len(d.cols) {
		return fmt.Errorf("a block of %d columns in a result of %d", ncols, len(d.cols))
	}
	d.rows = int(nrows)
	for i := range int(ncols) {
		name, err := c.r.Str()
		if err != nil {
			return err
		}
		typ, err := c.r.Str()
		if err != nil {
			return err
		}
		if len(d.cols) <= i {
			col, ok := newNativeColumn(typ, c.tz)
			if !ok {
				return fmt.Errorf("%w: %s %s", errUnsupportedColumn, name, typ)
			}
			d.names, d.types, d.cols = append(d.names, name), append(d.types, typ), append(d.cols, col)
		} else if typ != d.types[i] {
			return fmt.Errorf("column %q is %s in one block and %s in another", name, d.types[i], typ)
		}
		if d.rows > 0 {
			if err := d.cols[i].decode(c.r, d.rows); err != nil {
				return fmt.Errorf("column %q: %w", name, err)
			}
		}
	}
	return nil
}

// nativeColumn is one column of a result: ch-go's buffer for its values
// (and null map) and how they become an Arrow array.
type nativeColumn struct {
	nullable bool
	nulls    chproto.ColUInt8
	data     chproto.ColResult
	// arrow makes the Arrow array of the decoded rows; valid is nil or
	// the validity bitmap the nulls make.
	arrow func(n int, valid []byte, nulls int) arrow.Array
}

func (c *nativeColumn) decode(r *chproto.Reader, rows int) error {
	c.nulls.Reset()
	c.data.Reset()
	if s, ok := c.data.(chproto.StateDecoder); ok {
		if err := s.DecodeState(r); err != nil {
			return err
		}
	}
	if c.nullable {
		if err := c.nulls.DecodeColumn(r, rows); err != nil {
			return err
		}
	}
	return c.data.DecodeColumn(r, rows)
}

// array is the column's decoded rows as Arrow.
func (c *nativeColumn) array(n int) arrow.Array {
	if !c.nullable {
		return c.arrow(n, nil, 0)
	}
	valid, nulls := validity(c.nulls)
	return c.arrow(n, valid, nulls)
}

// validity turns a null map (1 = NULL) into an Arrow validity bitmap
// (1 = a value), nil when nothing is NULL.
func validity(nullMap []uint8) ([]byte, int) {
	nulls := 0
	for _, b := range nullMap {
		nulls += int(b & 1)
	}
	if nulls == 0 {
		return nil, 0
	}
	bm := make([]byte, (len(nullMap)+7)/8)
	for i, b := range nullMap {
		if b&1 == 0 {
			bm[i>>3] |= 1 << (i & 7)
		}
	}
	return bm, nulls
}

// newNativeColumn makes the column of a ClickHouse type, false for a type
// the columnar reader leaves to clickhouse-go. Each travels as ArrowType
// says, converted as the row reader converts it.
func newNativeColumn(typ string, serverTZ *time.Location) (*nativeColumn, bool) {
	c := &nativeColumn{}
	t := typ
	if inner, ok := cutType(t, "Nullable"); ok {
		c.nullable, t = true, inner
	}
	if inner, ok := cutType(t, "LowCardinality"); ok {
		if inner != "String" || c.nullable {
			return nil, false
		}
		lc := new(chproto.ColStr).LowCardinality()
		c.data = lc
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array { return stringsArray(lc.Values[:n], valid, nulls) }
		return c, true
	}
	switch t {
	case "Int8":
		return ints(c, new(chproto.ColInt8)), true
	case "Int16":
		return ints(c, new(chproto.ColInt16)), true
	case "Int32":
		return ints(c, new(chproto.ColInt32)), true
	case "Int64":
		return ints(c, new(chproto.ColInt64)), true
	case "UInt8":
		return ints(c, new(chproto.ColUInt8)), true
	case "UInt16":
		return ints(c, new(chproto.ColUInt16)), true
	case "UInt32":
		return ints(c, new(chproto.ColUInt32)), true
	case "UInt64":
		return ints(c, new(chproto.ColUInt64)), true
	case "Float32":
		return floats(c, new(chproto.ColFloat32), 1), true
	case "Float64":
		return floats(c, new(chproto.ColFloat64), 1), true
	case "Bool":
		col := new(chproto.ColBool)
		c.data = col
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array { return boolArray((*col)[:n], valid, nulls) }
		return c, true
	case "Date":
		col := new(chproto.ColDate)
		c.data = col
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
			out := make([]int32, n)
			for i, v := range (*col)[:n] {
				out[i] = int32(v)
			}
			return fixedArray(arrow.FixedWidthTypes.Date32, arrow.Int32Traits.CastToBytes(out), n, valid, nulls)
		}
		return c, true
	case "Date32":
		col := new(chproto.ColDate32)
		c.data = col
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
			out := make([]int32, n)
			for i, v := range (*col)[:n] {
				out[i] = int32(v)
			}
			return fixedArray(arrow.FixedWidthTypes.Date32, arrow.Int32Traits.CastToBytes(out), n, valid, nulls)
		}
		return c, true
	case "String":
		col := new(chproto.ColStr)
		c.data = col
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array { return strArray(col, n, valid, nulls) }
		return c, true
	}
	if size, ok := cutType(t, "FixedString"); ok {
		n, err := strconv.Atoi(size)
		if err != nil || n <= 0 {
			return nil, false
		}
		col := &chproto.ColFixedStr{Size: n}
		c.data = col
		c.arrow = func(rows int, valid []byte, nulls int) arrow.Array { return fixedStrArray(col, rows, valid, nulls) }
		return c, true
	}
	if t == "DateTime" || strings.HasPrefix(t, "DateTime(") {
		loc, ok := typeZone(t, "DateTime", 0, serverTZ)
		if !ok {
			return nil, false
		}
		col := new(chproto.ColDateTime)
		c.data = col
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
			out := make([]int64, n)
			for i, v := range col.Data[:n] {
				out[i] = wallMicros(int64(v), 0, loc)
			}
			return fixedArray(arrow.FixedWidthTypes.Timestamp_us, arrow.Int64Traits.CastToBytes(out), n, valid, nulls)
		}
		return c, true
	}
	if args, ok := cutType(t, "DateTime64"); ok {
		p, _, _ := strings.Cut(args, ",")
		prec, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || prec < 0 || prec > 9 {
			return nil, false
		}
		loc, ok := typeZone(t, "DateTime64", 1, serverTZ)
		if !ok {
			return nil, false
		}
		col := new(chproto.ColDateTime64)
		c.data = col
		scale := int64(1)
		for range prec {
			scale *= 10
		}
		c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
			out := make([]int64, n)
			for i, v := range col.Data[:n] {
				sec, frac := int64(v)/scale, int64(v)%scale
				if frac < 0 {
					sec, frac = sec-1, frac+scale
				}
				out[i] = wallMicros(sec, frac*1_000_000_000/scale, loc)
			}
			return fixedArray(arrow.FixedWidthTypes.Timestamp_us, arrow.Int64Traits.CastToBytes(out), n, valid, nulls)
		}
		return c, true
	}
	if bits, scale, ok := decimalType(t); ok {
		div := 1.0
		for range scale {
			div *= 10
		}
		switch bits {
		case 32:
			return floats(c, new(chproto.ColDecimal32), div), true
		case 64:
			return floats(c, new(chproto.ColDecimal64), div), true
		}
	}
	return nil, false
}

// cutType returns the arguments of NAME(…).
func cutType(t, name string) (string, bool) {
	if strings.HasPrefix(t, name+"(") && strings.HasSuffix(t, ")") {
		return t[len(name)+1 : len(t)-1], true
	}
	return "", false
}

// typeZone is the time zone a DateTime type names (its argument number
// arg), or the server's.
func typeZone(t, name string, arg int, serverTZ *time.Location) (*time.Location, bool) {
	args, ok := cutType(t, name)
	if !ok {
		return serverTZ, true
	}
	parts := strings.Split(args, ",")
	if len(parts) <= arg {
		return serverTZ, true
	}
	loc, err := timezone.Load(strings.Trim(strings.TrimSpace(parts[arg]), "'"))
	return loc, err == nil
}

// decimalType reads Decimal(P, S), Decimal32(S) and Decimal64(S): the
// width of the stored integer and the scale; false for wider decimals.
func decimalType(t string) (bits, scale int, ok bool) {
	if args, ok := cutType(t, "Decimal"); ok {
		p, s, _ := strings.Cut(args, ",")
		prec, err1 := strconv.Atoi(strings.TrimSpace(p))
		sc, err2 := strconv.Atoi(strings.TrimSpace(s))
		if err1 != nil || err2 != nil {
			return 0, 0, false
		}
		switch {
		case prec <= 9:
			return 32, sc, true
		case prec <= 18:
			return 64, sc, true
		}
		return 0, 0, false
	}
	for _, w := range []int{32, 64} {
		if args, ok := cutType(t, "Decimal"+strconv.Itoa(w)); ok {
			sc, err := strconv.Atoi(strings.TrimSpace(args))
			return w, sc, err == nil
		}
	}
	return 0, 0, false
}

// wallMicros is the wall clock of a Unix time in loc, as microseconds of a
// UTC timestamp: what the server shows, as DuckDB's TIMESTAMP holds it.
func wallMicros(sec, nsec int64, loc *time.Location) int64 {
	if loc != time.UTC {
		_, off := time.Unix(sec, 0).In(loc).Zone()
		sec += int64(off)
	}
	return sec*1_000_000 + nsec/1000
}

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// ints reads an integer column as int64.
func ints[T integer, C ~[]T, P interface {
	*C
	chproto.ColResult
}](c *nativeColumn, col P) *nativeColumn {
	c.data = col
	c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
		out := make([]int64, n)
		for i, v := range (*col)[:n] {
			out[i] = int64(v)
		}
		return fixedArray(arrow.PrimitiveTypes.Int64, arrow.Int64Traits.CastToBytes(out), n, valid, nulls)
	}
	return c
}

// floats reads a float or decimal column as float64, divided by div (a
// decimal's 10^scale).
func floats[T integer | ~float32 | ~float64, C ~[]T, P interface {
	*C
	chproto.ColResult
}](c *nativeColumn, col P, div float64) *nativeColumn {
	c.data = col
	c.arrow = func(n int, valid []byte, nulls int) arrow.Array {
		out := make([]float64, n)
		for i, v := range (*col)[:n] {
			out[i] = float64(v)
		}
		if div != 1 {
			for i := range out {
				out[i] /= div
			}
		}
		return fixedArray(arrow.PrimitiveTypes.Float64, arrow.Float64Traits.CastToBytes(out), n, valid, nulls)
	}
	return c
}

// nativeReader streams the blocks of a query as Arrow record batches,
// decoded by a goroutine one block ahead of the reader.
type nativeReader struct {
	schema  *arrow.Schema
	batches chan arrow.RecordBatch
	cancel  context.CancelFunc
	done    chan struct{}
	rec     arrow.RecordBatch
	err     error
	refs    int64
	// readErr is the reading goroutine's error, read once batches closes.
	readErr atomic.Pointer[error]
}

var _ array.RecordReader = (*nativeReader)(nil)

// queryNative runs query on a connection of its own and returns its rows as
// they arrive; errUnsupportedColumn (before any row) when a column's type
// is not read column by column.
func queryNative(ctx context.Context, o nativeOptions, query string, settings clickhouse.Settings) (*nativeReader, error) {
	ctx, cancel := context.WithCancel(ctx)
	c, err := dialNative(ctx, o)
	if err != nil {
		cancel()
		return nil, err
	}
	stop := context.AfterFunc(ctx, func() { c.conn.Close() }) // a cancelled read returns
	fail := func(err error) (*nativeReader, error) {
		if ctx.Err() != nil {
			err = ctx.Err() // the read failed because the connection was closed
		}
		stop()
		c.conn.Close()
		cancel()
		return nil, err
	}
	if err := c.send(query, settings); err != nil {
		return fail(err)
	}
	dec := &blockDecoder{}
	more, err := c.next(dec)
	if err != nil {
		return fail(err)
	}
	if !more {
		return fail(errors.New("the server sent no columns"))
	}
	fields := make([]arrow.Field, len(dec.cols))
	for i := range dec.cols {
		fields[i] = arrow.Field{Name: dec.names[i], Type: ArrowType(dec.types[i]), Nullable: true}
	}
	r := &nativeReader{schema: arrow.NewSchema(fields, nil), batches: make(chan arrow.RecordBatch, 2), cancel: cancel, done: make(chan struct{}), refs: 1}
	go func() {
		defer close(r.done)
		defer close(r.batches)
		defer c.conn.Close()
		defer stop()
		for {
			if dec.rows > 0 {
				rec := dec.record(r.schema)
				select {
				case r.batches <- rec:
				case <-ctx.Done():
					rec.Release()
					return
				}
			}
			more, err := c.next(dec)
			if err != nil {
				if ctx.Err() == nil {
					r.readErr.Store(&err)
				}
				return
			}
			if !more {
				return
			}
		}
	}()
	return r, nil
}

// record is the decoded block as a record batch.
func (d *blockDecoder) record(schema *arrow.Schema) arrow.RecordBatch {
	arrs := make([]arrow.Array, len(d.cols))
	for i, c := range d.cols {
		arrs[i] = c.array(d.rows)
	}
	rec := array.NewRecordBatch(schema, arrs, int64(d.rows))
	for _, a := range arrs {
		a.Release()
	}
	return rec
}

func (r *nativeReader) Retain() { atomic.AddInt64(&r.refs, 1) }

func (r *nativeReader) Release() {
	if atomic.AddInt64(&r.refs, -1) != 0 {
		return
	}
	if r.rec != nil {
		r.rec.Release()
		r.rec = nil
	}
	r.cancel()
	for rec := range r.batches {
		rec.Release()
	}
	<-r.done
}

func (r *nativeReader) Schema() *arrow.Schema          { return r.schema }
func (r *nativeReader) RecordBatch() arrow.RecordBatch { return r.rec }
func (r *nativeReader) Record() arrow.RecordBatch      { return r.rec }
func (r *nativeReader) Err() error                     { return r.err }

func (r *nativeReader) Next() bool {
	if r.rec != nil {
		r.rec.Release()
		r.rec = nil
	}
	rec, ok := <-r.batches
	if !ok {
		if p := r.readErr.Load(); p != nil && r.err == nil {
			r.err = *p
		}
		return false
	}
	r.rec = rec
	return true
}
