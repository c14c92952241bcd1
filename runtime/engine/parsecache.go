package engine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
)

// ParseCache keeps DuckDB's parses of SQL (Serialize) from one load to the
// next: a parse depends only on the SQL and on DuckDB's version, and a
// workspace's load parses every expression and pipe (to qualify columns,
// and in the guard). It is used while a workspace loads, for the
// workspace's own SQL only: SQL from questions and the API is always
// parsed afresh.
type ParseCache struct {
	path   string // "" keeps nothing on disk
	mu     sync.Mutex
	old    map[string]string
	used   map[string]string
	added  bool
	frozen bool
}

const parsesFile = "parses.json"

// NewParseCache reads the parses kept in dir ("" for none).
func NewParseCache(dir string) *ParseCache {
	c := &ParseCache{old: map[string]string{}, used: map[string]string{}}
	if dir != "" {
		c.path = filepath.Join(dir, parsesFile)
		if raw, err := os.ReadFile(c.path); err == nil {
			_ = json.Unmarshal(raw, &c.old) // a broken file is only a lost cache
		}
	}
	return c
}

func (c *ParseCache) get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.used[key]
	if !ok {
		if v, ok = c.old[key]; ok && !c.frozen {
			c.used[key] = v
		}
	}
	return v, ok
}

func (c *ParseCache) put(key, tree string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.frozen {
		return
	}
	c.used[key] = tree
	c.added = true
}

// Freeze stops additions; Save writes the parses used since the cache was
// made, when there were new ones.
func (c *ParseCache) Freeze() {
	c.mu.Lock()
	c.frozen = true
	c.mu.Unlock()
}

// Save writes the parses used since the cache was made (those of SQL no
// longer in the workspace drop out), when there were new ones.
func (c *ParseCache) Save() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.path == "" || !c.added {
		return nil
	}
	raw, err := json.Marshal(c.used)
	if err != nil {
		return err
	}
	c.added = false
	return writeAtomic(c.path, raw)
}

// UseParseCache makes Serialize look parses up in c, and keep new ones
// there; nil stops it.
func (d *DB) UseParseCache(ctx context.Context, c *ParseCache) {
	if c == nil {
		d.parses.Store(nil)
		return
	}
	if d.version == "" {
		if err := d.db.QueryRowContext(ctx, "SELECT library_version || ' ' || source_id FROM pragma_version()").Scan(&d.version); err != nil {
			return
		}
	}
	d.parses.Store(c)
}

func (d *DB) parseKey(query string) string {
	sum := sha256.Sum256([]byte(d.version + "\x00" + query))
	return hex.EncodeToString(sum[:16])
}
