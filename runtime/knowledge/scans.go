package knowledge

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"sync"
)

// Scans are the load-time reads of the data that do not depend on the
// knowledge files beyond an expression: a text dimension's values, a time
// dimension's range, an undeclared text column's values. They are kept
// with the fingerprint of the table's files (engine.LoadStat.Fingerprint),
// in memory from one snapshot to the next and on disk beside the file
// cache (scans.json), so an edit of the knowledge files, or a cold run
// over unchanged data, reads nothing again. Tables without a fingerprint
// (plugin sources, database files, no cache) are read every time.

// ScanStats count a build's scans.
type ScanStats struct {
	// Run are the scans that read the data; Cached those answered from
	// the cache.
	Run, Cached int
	// Rows are the rows the value scans returned: a scan stops one row
	// past MaxDimensionValues.
	Rows int64
}

// scanEntry is the result of one scan.
type scanEntry struct {
	Values []string `json:"values,omitempty"`
	// Over: more distinct values than the cap (no values kept).
	Over bool `json:"over,omitempty"`
	// Lookup: the values of a scan over the cap kept for whole matches.
	Lookup []string `json:"lookup,omitempty"`
	Lo     string   `json:"lo,omitempty"`
	Hi     string   `json:"hi,omitempty"`
	// Columns are the shape of a probe (a query run with LIMIT 0).
	Columns []probeColumn `json:"columns,omitempty"`
}

type probeColumn struct {
	Name   string `json:"name"`
	DBType string `json:"type"`
}

type scanCache struct {
	path string // "" keeps nothing on disk
	mu   sync.Mutex
	old  map[string]scanEntry
	used map[string]scanEntry
	// added is set when a scan was run and kept
	added bool
	stats ScanStats
}

const scansFile = "scans.json"

// newScanCache reads the scans kept in dir ("" for none) and those of the
// previous snapshot.
func newScanCache(dir string, prev *scanCache) *scanCache {
	c := &scanCache{old: map[string]scanEntry{}, used: map[string]scanEntry{}}
	if dir != "" {
		c.path = filepath.Join(dir, scansFile)
		if raw, err := os.ReadFile(c.path); err == nil {
			// a broken file is only a lost cache
			_ = json.Unmarshal(raw, &c.old)
		}
	}
	if prev != nil {
		prev.mu.Lock()
		for k, v := range prev.used {
			c.old[k] = v
		}
		prev.mu.Unlock()
	}
	return c
}

func scanKey(fp, kind, sql string) string {
	if fp == "" {
		return ""
	}
	h := sha256.Sum256([]byte(fp + "\x00" + kind + "\x00" + strconv.Itoa(MaxDimensionValues) + "/" + strconv.Itoa(MaxLookupValues) + "\x00" + sql))
	return hex.EncodeToString(h[:16])
}

func (c *scanCache) get(key string) (scanEntry, bool) {
	e, ok := c.lookup(key)
	c.mu.Lock()
	if ok {
		c.stats.Cached++
	} else {
		c.stats.Run++
	}
	c.mu.Unlock()
	return e, ok
}

// lookup is get without counting (probes are not scans).
func (c *scanCache) lookup(key string) (scanEntry, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if key == "" {
		return scanEntry{}, false
	}
	e, ok := c.old[key]
	if !ok {
		e, ok = c.used[key]
	}
	if ok {
		c.used[key] = e
	}
	return e, ok
}

func (c *scanCache) put(key string, e scanEntry, rows int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stats.Rows += rows
	if key == "" {
		return
	}
	c.used[key] = e
	c.added = true
}

// save writes the scans this build used (those of data no longer there
// drop out) when it ran new ones: to a temporary file renamed into place,
// so that concurrent runs each write a whole file.
func (c *scanCache) save() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.path == "" || !c.added {
		return nil
	}
	raw, err := json.Marshal(c.used)
	if err != nil {
		return err
	}
	var nonce [6]byte
	rand.Read(nonce[:])
	tmp := c.path + ".tmp-" + hex.EncodeToString(nonce[:])
	if err := os.WriteFile(tmp, raw, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, c.path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
