package knowledge

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Defaults for what is copied from one plugin table.
const (
	DefaultPluginRows  = 10_000_000
	DefaultPluginBytes = 1 << 30
)

// boundedReader stops a plugin's record stream once it has sent more rows
// or bytes than allowed, with an error naming the limit: a plugin table is
// copied into memory, and a plugin can send far more than the host holds.
type boundedReader struct {
	array.RecordReader
	what              string // "table \"t\" of plugin source \"s\""
	maxRows, maxBytes int64  // 0: no bound
	rows, bytes       int64
	err               error
}

func (b *boundedReader) Next() bool {
	if b.err != nil || !b.RecordReader.Next() {
		return false
	}
	rec := b.RecordReader.RecordBatch()
	b.rows += rec.NumRows()
	for _, col := range rec.Columns() {
		b.bytes += dataSize(col.Data())
	}
	switch {
	case b.maxRows > 0 && b.rows > b.maxRows:
		b.err = fmt.Errorf("%s has more than %d rows (limits.plugin_rows in knowledge.hcl): it cannot be copied whole; "+
			"answer with a pipe that runs in the plugin, or raise the limit", b.what, b.maxRows)
	case b.maxBytes > 0 && b.bytes > b.maxBytes:
		b.err = fmt.Errorf("%s is larger than %s (%s in knowledge.hcl) after %d rows; "+
			"answer with a pipe that runs in the plugin and selects less, or raise the limit", b.what, engine.FormatSize(b.maxBytes), b.limitName(), b.rows)
	default:
		return true
	}
	return false
}

func (b *boundedReader) limitName() string {
	if b.maxRows > 0 {
		return "limits.plugin_size"
	}
	return "limits.result_size"
}

func (b *boundedReader) Err() error {
	if b.err != nil {
		return b.err
	}
	return b.RecordReader.Err()
}

// dataSize is the bytes an Arrow array's buffers take.
func dataSize(d arrow.ArrayData) int64 {
	var n int64
	for _, buf := range d.Buffers() {
		if buf != nil {
			n += int64(buf.Len())
		}
	}
	for _, c := range d.Children() {
		n += dataSize(c)
	}
	return n
}
