package config

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
)

// LimitsBlock is the block of knowledge.hcl that bounds what queries use.
const LimitsBlock = "limits"

// Limits is the `limits` block of knowledge.hcl: what one query, and each
// source's engine, may use. Every attribute is optional; the defaults suit
// a machine with 2 cores and 8 GB. Memory, threads and temp_size hold for
// each source's DuckDB separately.
//
//	limits {
//	  memory      = "2GiB"    # per source; DuckDB's buffer pool gets 3/4 of it
//	  threads     = 2         # DuckDB threads, per source
//	  temp_size   = "1GiB"    # spill space, in a private temporary directory; "0": no spilling
//	  timeout     = "30s"     # per query
//	  max_rows    = 100000    # per result; more rows are cut, and the result says so
//	  result_size = "256MiB"  # one result as held in memory
//	  plugin_rows = 10000000  # rows copied from one plugin table
//	  plugin_size = "1GiB"    # bytes copied from one plugin table
//	}
type Limits struct {
	Memory     string    `hcl:"memory,optional"`
	Threads    *int      `hcl:"threads,optional"`
	TempSize   string    `hcl:"temp_size,optional"`
	Timeout    string    `hcl:"timeout,optional"`
	MaxRows    *int      `hcl:"max_rows,optional"`
	ResultSize string    `hcl:"result_size,optional"`
	PluginRows *int64    `hcl:"plugin_rows,optional"`
	PluginSize string    `hcl:"plugin_size,optional"`
	DefRange   hcl.Range `hcl:",def_range"`

	MemoryRng     hcl.Range `hcl:"memory,attr_value_range"`
	ThreadsRng    hcl.Range `hcl:"threads,attr_value_range"`
	TempSizeRng   hcl.Range `hcl:"temp_size,attr_value_range"`
	TimeoutRng    hcl.Range `hcl:"timeout,attr_value_range"`
	MaxRowsRng    hcl.Range `hcl:"max_rows,attr_value_range"`
	ResultSizeRng hcl.Range `hcl:"result_size,attr_value_range"`
	PluginRowsRng hcl.Range `hcl:"plugin_rows,attr_value_range"`
	PluginSizeRng hcl.Range `hcl:"plugin_size,attr_value_range"`
}

// Resolved are limits as numbers; zero means "the default".
type Resolved struct {
	Memory      int64
	Threads     int
	TempSize    int64 // -1: no spilling
	Timeout     time.Duration
	MaxRows     int
	ResultBytes int64
	PluginRows  int64
	PluginBytes int64
}

// Resolve reads the block's values (checked at load, so errors here are
// only for a block that was not checked). A nil block is all defaults.
func (l *Limits) Resolve() Resolved {
	var r Resolved
	if l == nil {
		return r
	}
	r.Memory, _ = ParseSize(l.Memory)
	r.ResultBytes, _ = ParseSize(l.ResultSize)
	r.PluginBytes, _ = ParseSize(l.PluginSize)
	if l.TempSize != "" {
		r.TempSize, _ = ParseSize(l.TempSize)
		if r.TempSize == 0 {
			r.TempSize = -1
		}
	}
	if l.Timeout != "" {
		r.Timeout, _ = time.ParseDuration(l.Timeout)
	}
	if l.Threads != nil {
		r.Threads = *l.Threads
	}
	if l.MaxRows != nil {
		r.MaxRows = *l.MaxRows
	}
	if l.PluginRows != nil {
		r.PluginRows = *l.PluginRows
	}
	return r
}

// String identifies the limits, so that a change reloads the sources.
func (r Resolved) String() string {
	type plain Resolved
	return fmt.Sprintf("%+v", plain(r))
}

// sizeUnits are DuckDB's: KB is 1000 bytes, KiB 1024.
var sizeUnits = []struct {
	unit string
	mult float64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40},
	{"kb", 1e3}, {"mb", 1e6}, {"gb", 1e9}, {"tb", 1e12},
	{"bytes", 1}, {"b", 1},
}

// ParseSize reads a size such as "2GiB", "512 MB" or "0". An empty string
// is zero.
func ParseSize(s string) (int64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" {
		return 0, nil
	}
	mult, unit := 1.0, false
	for _, u := range sizeUnits {
		if strings.HasSuffix(t, u.unit) {
			t, mult, unit = strings.TrimSpace(strings.TrimSuffix(t, u.unit)), u.mult, true
			break
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) || f*mult > math.MaxInt64/2 {
		return 0, fmt.Errorf("%q is not a size; write a number and a unit, such as \"2GiB\" or \"512MB\"", s)
	}
	if !unit && f != 0 {
		return 0, fmt.Errorf("%q has no unit; write one, such as \"2GiB\" or \"512MB\"", s)
	}
	return int64(f * mult), nil
}

func (c *checker) limits() {
	blocks := c.ws.limitsBlocks
	if len(blocks) == 0 {
		return
	}
	for _, dup := range blocks[1:] {
		c.errorf(dup.DefRange, "Duplicate limits block", "knowledge.hcl may have one limits block; merge this one into the first, at %s.", blocks[0].DefRange)
	}
	l := blocks[0]
	size := func(v string, rng hcl.Range, name string, min int64) {
		if v == "" {
			return
		}
		n, err := ParseSize(v)
		switch {
		case err != nil:
			c.errorf(rng, "Invalid size", "limits.%s: %v.", name, err)
		case n < min && !(name == "temp_size" && n == 0):
			c.errorf(rng, "Size too small", "limits.%s must be at least %d MB; got %q.", name, min/1e6, v)
		}
	}
	size(l.Memory, l.MemoryRng, "memory", 16e6)
	size(l.TempSize, l.TempSizeRng, "temp_size", 16e6)
	size(l.ResultSize, l.ResultSizeRng, "result_size", 1e6)
	size(l.PluginSize, l.PluginSizeRng, "plugin_size", 1e6)
	if l.Timeout != "" {
		if d, err := time.ParseDuration(l.Timeout); err != nil || d < 100*time.Millisecond {
			c.errorf(l.TimeoutRng, "Invalid timeout", "limits.timeout must be a duration of at least 100ms, such as \"30s\" or \"2m\"; got %q.", l.Timeout)
		}
	}
	if l.Threads != nil && (*l.Threads < 1 || *l.Threads > 256) {
		c.errorf(l.ThreadsRng, "Invalid threads", "limits.threads must be between 1 and 256; got %d.", *l.Threads)
	}
	if l.MaxRows != nil && *l.MaxRows < 1 {
		c.errorf(l.MaxRowsRng, "Invalid max_rows", "limits.max_rows must be at least 1; got %d.", *l.MaxRows)
	}
	if l.PluginRows != nil && *l.PluginRows < 1 {
		c.errorf(l.PluginRowsRng, "Invalid plugin_rows", "limits.plugin_rows must be at least 1; got %d.", *l.PluginRows)
	}
	c.ws.Limits = l
}
