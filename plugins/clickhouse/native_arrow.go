package main

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	chproto "github.com/ClickHouse/ch-go/proto"
)

// The Arrow arrays of decoded columns are made over buffers of their own
// (ch-go reuses its buffers from block to block), each filled in one pass.

// fixedArray is an array of a fixed-width type over values.
func fixedArray(t arrow.DataType, values []byte, n int, valid []byte, nulls int) arrow.Array {
	data := array.NewData(t, n, []*memory.Buffer{bitmap(valid), memory.NewBufferBytes(values)}, nil, nulls, 0)
	defer data.Release()
	return array.MakeFromData(data)
}

func bitmap(valid []byte) *memory.Buffer {
	if valid == nil {
		return nil
	}
	return memory.NewBufferBytes(valid)
}

// strArray copies a String column: its bytes in one piece, offsets from
// its positions.
func strArray(col *chproto.ColStr, n int, valid []byte, nulls int) arrow.Array {
	offsets := make([]int32, n+1)
	var start, end int
	if n > 0 {
		start, end = col.Pos[0].Start, col.Pos[n-1].End
	}
	contiguous := end-start < 1<<31
	for i, p := range col.Pos[:n] {
		if i > 0 && p.Start != col.Pos[i-1].End {
			contiguous = false
			break
		}
		offsets[i+1] = int32(p.End - start)
	}
	if !contiguous {
		values := make([]string, n)
		for i := range n {
			values[i] = col.Row(i)
		}
		return stringsArray(values, valid, nulls)
	}
	buf := make([]byte, end-start)
	copy(buf, col.Buf[start:end])
	return stringArray(offsets, buf, n, valid, nulls)
}

func stringArray(offsets []int32, buf []byte, n int, valid []byte, nulls int) arrow.Array {
	data := array.NewData(arrow.BinaryTypes.String, n,
		[]*memory.Buffer{bitmap(valid), memory.NewBufferBytes(arrow.Int32Traits.CastToBytes(offsets)), memory.NewBufferBytes(buf)}, nil, nulls, 0)
	defer data.Release()
	return array.MakeFromData(data)
}

// stringsArray is an array of Go strings (a LowCardinality column's
// values).
func stringsArray(values []string, valid []byte, nulls int) arrow.Array {
	n := len(values)
	size := 0
	for _, v := range values {
		size += len(v)
	}
	offsets := make([]int32, n+1)
	buf := make([]byte, 0, size)
	for i, v := range values {
		buf = append(buf, v...)
		offsets[i+1] = int32(len(buf))
	}
	return stringArray(offsets, buf, n, valid, nulls)
}

// fixedStrArray reads FixedString(N) values as N-byte strings, as
// clickhouse-go scans them.
func fixedStrArray(col *chproto.ColFixedStr, n int, valid []byte, nulls int) arrow.Array {
	offsets := make([]int32, n+1)
	for i := range n {
		offsets[i+1] = int32((i + 1) * col.Size)
	}
	buf := make([]byte, n*col.Size)
	copy(buf, col.Buf)
	return stringArray(offsets, buf, n, valid, nulls)
}

func boolArray(values []bool, valid []byte, nulls int) arrow.Array {
	bits := make([]byte, bitutil.BytesForBits(int64(len(values))))
	for i, v := range values {
		if v {
			bitutil.SetBit(bits, i)
		}
	}
	return fixedArray(arrow.FixedWidthTypes.Boolean, bits, len(values), valid, nulls)
}
