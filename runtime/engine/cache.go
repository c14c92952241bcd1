package engine

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/datacopilot/datacopilot/runtime/internal/filelock"
)

// The file cache keeps what a source's files load into: one DuckDB
// database file (a "slot") per file block, under Cache.Dir, holding the
// table and a record of the files it was made from (path, size,
// modification time and SHA-256 of each). A later load attaches the slot
// read-only and puts a view in its place, instead of reading the files
// again; a file whose size or time changed is hashed, and only when its
// content changed too is its slot made again. Other slots are untouched,
// so a changed file reloads only its own table.
//
// Slots are immutable once written: a new one is written to a temporary
// name and renamed over the old, so a process (or an older snapshot of
// `serve`) that has the old one attached keeps reading the old file,
// whole. Writers take the cache's lock file without waiting; a run that
// cannot take it (another is writing) reads the files it needs directly
// into memory, as with no cache at all. A slot that does not open, or
// whose record or row count is not what it should be, is made again; it
// is never read as data.
//
// A Parquet file block with InPlace (the workspace's default) is not
// loaded at all: a view over read_parquet of the exact files, which Lock
// leaves readable through DuckDB's allowed_paths. Measured on a 3M-row
// file (README, "Data files and the local cache"), a copy makes the first
// load 6-7 times longer and a cold ask no faster; only served asks gain
// (about 15%).

// cacheVersion changes when what a slot holds, or how a file is read into
// it, changes: slots of another version are made again.
const cacheVersion = 2

const (
	slotTable = "data"
	metaTable = "__datacopilot_cache"
	lockName  = "lock"
)

// Cache configures the file cache of a source's loads.
type Cache struct {
	// Dir holds the slots and the lock file (WORKSPACE/.datacopilot/cache).
	Dir    string
	Logger *slog.Logger
}

// LoadOptions configure LoadFiles.
type LoadOptions struct {
	// Cache, when set, keeps loaded tables in database files under
	// Cache.Dir; nil loads every file into memory.
	Cache *Cache
	// Progress, when set, hears of each table whose files are read (not
	// of tables served from the cache): once when it starts, once when it
	// is done. It is called from several goroutines.
	Progress func(LoadEvent)
}

// How a table came to be.
const (
	FromCache   = "cache"    // a slot made by an earlier load
	InPlace     = "in place" // a view over the Parquet files themselves
	Loaded      = "loaded"   // read from the files into memory (no cache)
	LoadedSaved = "loaded, cached"
	LoadedBusy  = "loaded (cache busy)" // another process was writing the cache
)

// LoadStat is what loading one table took.
type LoadStat struct {
	Table string
	Files []string
	// Bytes is the size of its files.
	Bytes int64
	Rows  int64
	// How is FromCache, InPlace, Loaded, LoadedSaved or LoadedBusy.
	How      string
	Duration time.Duration
	// Fingerprint identifies the files' content (path, size, time and
	// hash of each); "" without a cache. Results computed from the table
	// may be kept under it.
	Fingerprint string
}

// LoadEvent is a table whose files are being read.
type LoadEvent struct {
	Table string
	Bytes int64
	// Done is false when reading starts, true when it ends (Stat is then
	// set, or Err).
	Done bool
	Stat LoadStat
	Err  error
}

// fileState is one data file as recorded in a slot.
type fileState struct {
	Path  string `json:"path"`
	Size  int64  `json:"size"`
	MTime int64  `json:"mtime_ns"`
	Hash  string `json:"sha256,omitempty"`
}

// slotMeta is the record a slot keeps of what it was made from.
type slotMeta struct {
	Version int         `json:"version"`
	Table   string      `json:"table"`
	Format  string      `json:"format"`
	Files   []fileState `json:"files"`
	Rows    int64       `json:"rows"`
	// Read is when the files were stated, before they were read.
	Read int64 `json:"read_ns"`
}

// racyWindow is how close to the moment a slot's files were read a file's
// time must be for the time to prove nothing: a file written again within
// the clock's granularity (a few milliseconds on Linux, 2 s on FAT) keeps
// its time, and size alone does not tell. Such a file is hashed (as git
// does with "racily clean" index entries).
var racyWindow = 3 * time.Second // a variable for the tests

// Load creates one table per file, in memory, in parallel. It must run
// before Lock, which turns file access off for good.
func (d *DB) Load(ctx context.Context, files []FileLoad) error {
	_, err := d.LoadFiles(ctx, files, LoadOptions{})
	return err
}

// LoadFiles creates one table (or view) per file block, in parallel,
// through the cache when opts.Cache is set, and says how each came to be.
// It must run before Lock.
func (d *DB) LoadFiles(ctx context.Context, files []FileLoad, opts LoadOptions) ([]LoadStat, error) {
	d.mu.Lock()
	locked := d.locked
	d.mu.Unlock()
	if locked {
		return nil, errors.New("engine is locked: files can only be loaded before the first query")
	}
	if opts.Cache != nil {
		c := *opts.Cache
		if c.Logger == nil {
			c.Logger = d.opts.Logger
		}
		opts.Cache = &c
		if err := c.prepare(); err != nil {
			c.Logger.Warn("file cache unavailable; reading the files directly", "dir", c.Dir, "error", err)
			opts.Cache = nil
		}
	}
	l := &loader{d: d, opts: opts}
	defer l.unlock()
	stats := make([]LoadStat, len(files))
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.NumCPU())
	for i, f := range files {
		g.Go(func() error {
			st, err := l.load(ctx, f)
			if err != nil {
				return fmt.Errorf("load %s as table %q: %w", f.Path, f.Table, err)
			}
			stats[i] = st
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return stats, nil
}

// loader is one LoadFiles call.
type loader struct {
	d    *DB
	opts LoadOptions
	// the cache's write lock, taken at the first slot to write (tried
	// once: a busy cache stays busy for this load)
	lockOnce sync.Once
	release  func() error
}

func (l *loader) lock() bool {
	l.lockOnce.Do(func() {
		rel, ok, err := filelock.TryLock(filepath.Join(l.opts.Cache.Dir, lockName))
		if err != nil {
			l.opts.Cache.Logger.Warn("cannot take the file cache's lock; reading files directly", "error", err)
		}
		if ok {
			l.release = rel
			// slots are written only under the lock: a temporary slot
			// found now was left by a run that died writing it
			left, _ := filepath.Glob(filepath.Join(l.opts.Cache.Dir, "*.duckdb.tmp-*"))
			for _, p := range left {
				os.Remove(p)
			}
			l.opts.Cache.collect()
		}
	})
	return l.release != nil
}

func (l *loader) unlock() {
	if l.release != nil {
		l.release()
	}
}

// alias names an attached cache file, uniquely in the database.
func (l *loader) alias(prefix string) string {
	return prefix + strconv.FormatInt(l.d.aliases.Add(1), 10)
}

func (l *loader) load(ctx context.Context, f FileLoad) (LoadStat, error) {
	start := time.Now()
	st := LoadStat{Table: f.Table}
	files, err := statFiles(f.Path)
	if err != nil {
		return st, err
	}
	for _, fs := range files {
		st.Files = append(st.Files, fs.Path)
		st.Bytes += fs.Size
	}
	c := l.opts.Cache
	switch {
	case f.InPlace && f.Format == "parquet":
		err = l.inPlace(ctx, f, files, &st)
	case c == nil:
		st.How = Loaded
		err = l.loadMemory(ctx, f, files, &st)
	default:
		err = l.cached(ctx, f, files, &st)
	}
	st.Duration = time.Since(start)
	return st, err
}

// statFiles lists the files a path or glob names, in order, with their
// sizes and times.
func statFiles(pattern string) ([]fileState, error) {
	paths, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no file matches %s", pattern)
	}
	slices.Sort(paths)
	out := make([]fileState, len(paths))
	for i, p := range paths {
		// the same file is the same slot from any working directory
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		out[i] = fileState{Path: p, Size: fi.Size(), MTime: fi.ModTime().UnixNano()}
	}
	return out, nil
}

// reader is the table function that reads a file block's files.
func reader(format string, files []fileState) string {
	lits := make([]string, len(files))
	for i, f := range files {
		lits[i] = QuoteString(f.Path)
	}
	list := "[" + strings.Join(lits, ", ") + "]"
	switch format {
	case "parquet":
		return "read_parquet(" + list + ")"
	case "json":
		// arrays of objects and newline-delimited objects alike
		return "read_json(" + list + ", format = 'auto', sample_size = -1)"
	}
	return "read_csv(" + list + ", header = true, sample_size = -1)"
}

// loadMemory reads the files into an in-memory table.
func (l *loader) loadMemory(ctx context.Context, f FileLoad, files []fileState, st *LoadStat) error {
	l.d.setView(f.Table, nil, "")
	l.progress(LoadEvent{Table: f.Table, Bytes: st.Bytes})
	q := "CREATE OR REPLACE TABLE " + QuoteIdent(f.Table) + " AS SELECT * FROM " + reader(f.Format, files)
	_, err := l.d.db.ExecContext(ctx, q)
	if err == nil {
		err = l.d.db.QueryRowContext(ctx, "SELECT count(*) FROM "+QuoteIdent(f.Table)).Scan(&st.Rows)
	}
	l.done(f.Table, st, err)
	return err
}

func (l *loader) progress(ev LoadEvent) {
	if l.opts.Progress != nil {
		l.opts.Progress(ev)
	}
}

func (l *loader) done(table string, st *LoadStat, err error) {
	if l.opts.Progress != nil {
		cp := *st
		l.opts.Progress(LoadEvent{Table: table, Bytes: st.Bytes, Done: true, Stat: cp, Err: err})
	}
}

// inPlace puts a view over the Parquet files; Lock allows reading them.
func (l *loader) inPlace(ctx context.Context, f FileLoad, files []fileState, st *LoadStat) error {
	l.d.setView(f.Table, nil, "")
	st.How = InPlace
	q := "CREATE OR REPLACE VIEW " + QuoteIdent(f.Table) + " AS SELECT * FROM " + reader(f.Format, files)
	if _, err := l.d.db.ExecContext(ctx, q); err != nil {
		return err
	}
	if err := l.d.db.QueryRowContext(ctx, "SELECT count(*) FROM "+QuoteIdent(f.Table)).Scan(&st.Rows); err != nil {
		return err
	}
	// hashing whole files at every start would cost what the cache saves:
	// a Parquet file's footer (its schema, row groups and their
	// statistics) and head stand for its content, beside size and time
	for i := range files {
		h, err := hashEnds(files[i].Path, 64<<10)
		if err != nil {
			return err
		}
		files[i].Hash = h
	}
	st.Fingerprint = fingerprint(f, files)
	l.d.mu.Lock()
	l.d.allowed = append(l.d.allowed, st.Files...)
	l.d.mu.Unlock()
	return nil
}

// prepare makes the cache's folder, with a .gitignore that keeps all of
// it out of git in any workspace (the way tools' caches do), whatever the
// workspace's own .gitignore says.
func (c *Cache) prepare() error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	ignore := filepath.Join(c.Dir, ".gitignore")
	if _, err := os.Stat(ignore); err == nil {
		return nil
	}
	return writeAtomic(ignore, []byte("# datacopilot's file cache: made again from the data files when missing.\n*\n"))
}

// Slots unused for SlotMaxAge are removed by the next run that writes
// the cache: those of file blocks renamed or removed, or of a workspace
// reached by another path. A slot in use has its time set at most once a
// day (its content never changes).
const SlotMaxAge = 30 * 24 * time.Hour

func (c *Cache) used(slot string) {
	if fi, err := os.Stat(slot); err == nil && time.Since(fi.ModTime()) > 24*time.Hour {
		now := time.Now()
		os.Chtimes(slot, now, now)
	}
}

// collect removes the slots unused for SlotMaxAge. It runs under the
// lock; a run that still has one attached keeps reading it (Unix keeps an
// open file's data until it is closed).
func (c *Cache) collect() {
	slots, _ := filepath.Glob(filepath.Join(c.Dir, "*.duckdb"))
	for _, s := range slots {
		if fi, err := os.Stat(s); err == nil && time.Since(fi.ModTime()) > SlotMaxAge {
			c.Logger.Debug("removing an unused cache file", "file", s)
			os.Remove(s)
			os.Remove(s + ".seen")
		}
	}
}

// slotPath is the slot of a file block: one per table and path (made
// absolute, so that it names the same slot from any working directory).
func (c *Cache) slotPath(f FileLoad) string {
	path := f.Path
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	sum := sha256.Sum256([]byte(f.Table + "\x00" + path + "\x00" + f.Format))
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' {
			return r
		}
		return '_'
	}, f.Table)
	if len(name) > 40 {
		name = name[:40]
	}
	return filepath.Join(c.Dir, name+"-"+hex.EncodeToString(sum[:8])+".duckdb")
}

// cached serves a table from its slot, making the slot first when it is
// missing, stale or broken.
func (l *loader) cached(ctx context.Context, f FileLoad, files []fileState, st *LoadStat) error {
	c := l.opts.Cache
	slot := c.slotPath(f)
	alias, meta, why := l.attach(ctx, slot)
	if why == "" {
		checked := time.Now().UnixNano() // before any file is hashed
		switch ok, hashed, err := fresh(meta, f, files, readSeen(slot)); {
		case err != nil:
			return err
		case ok:
			st.How, st.Rows, st.Fingerprint = FromCache, meta.Rows, fingerprint(f, meta.Files)
			c.used(slot)
			if hashed {
				writeSeen(slot, files, checked)
			}
			return l.view(ctx, f.Table, &cachedView{alias: alias, slot: slot, meta: meta})
		default:
			why = "the files changed"
		}
	}
	if alias != "" {
		l.detach(alias)
	}
	if !l.lock() {
		c.Logger.Info("file cache busy (another run is writing it); reading the files directly", "table", f.Table)
		st.How = LoadedBusy
		return l.loadMemory(ctx, f, files, st)
	}
	c.Logger.Debug("loading into the file cache", "table", f.Table, "why", why)
	l.progress(LoadEvent{Table: f.Table, Bytes: st.Bytes})
	err := l.write(ctx, f, files, slot, st)
	if err == nil {
		alias, meta, why = l.attach(ctx, slot)
		if why == "" {
			st.Rows = meta.Rows
			err = l.view(ctx, f.Table, &cachedView{alias: alias, slot: slot, meta: meta})
		} else {
			err = errors.New(why)
		}
		if err != nil && alias != "" {
			l.detach(alias)
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			l.done(f.Table, st, err)
			return err
		}
		// the cache is a help, not a need: a full disk or an unwritable
		// folder reads the files into memory instead
		c.Logger.Warn("cannot write the file cache; reading the files directly", "table", f.Table, "error", err)
		st.How = Loaded
		return l.loadMemory(ctx, f, files, st)
	}
	st.How = LoadedSaved
	st.Fingerprint = fingerprint(f, files)
	l.done(f.Table, st, nil)
	return nil
}

// attach attaches a slot read-only and reads its record. why says what is
// wrong with it, when something is ("" when it is usable).
func (l *loader) attach(ctx context.Context, slot string) (alias string, meta slotMeta, why string) {
	if _, err := os.Stat(slot); err != nil {
		return "", meta, "no cache file"
	}
	alias = l.alias("dc_cache_")
	if _, err := l.d.db.ExecContext(ctx, "ATTACH "+QuoteString(slot)+" AS "+QuoteIdent(alias)+" (READ_ONLY)"); err != nil {
		return "", meta, "cannot open the cache file: " + firstLine(err.Error())
	}
	var raw string
	var rows int64
	q := "SELECT meta, (SELECT count(*) FROM " + QuoteIdent(alias) + "." + QuoteIdent(slotTable) + ") FROM " + QuoteIdent(alias) + "." + QuoteIdent(metaTable)
	if err := l.d.db.QueryRowContext(ctx, q).Scan(&raw, &rows); err != nil {
		return alias, meta, "the cache file is unreadable: " + firstLine(err.Error())
	}
	if err := json.Unmarshal([]byte(raw), &meta); err != nil {
		return alias, meta, "the cache file's record is unreadable"
	}
	if rows != meta.Rows {
		return alias, meta, fmt.Sprintf("the cache file has %d rows, its record says %d", rows, meta.Rows)
	}
	return alias, meta, ""
}

func (l *loader) detach(alias string) {
	if _, err := l.d.db.Exec("DETACH " + QuoteIdent(alias)); err != nil {
		l.opts.Cache.Logger.Debug("detach cache file", "alias", alias, "error", err)
	}
}

// view serves table from an attached slot, and records which.
func (l *loader) view(ctx context.Context, table string, v *cachedView) error {
	if _, err := l.d.db.ExecContext(ctx, "CREATE OR REPLACE VIEW "+QuoteIdent(table)+" AS SELECT * FROM "+QuoteIdent(v.alias)+"."+QuoteIdent(slotTable)); err != nil {
		return err
	}
	l.d.setView(table, v, l.opts.Cache.Dir)
	return nil
}

// cachedView is a table served from a slot, attached as alias.
type cachedView struct {
	alias, slot string
	meta        slotMeta
}

// setView records how a table is served: from a slot (v), or from its
// files (nil), which Refresh cannot bring up to date.
func (d *DB) setView(table string, v *cachedView, cacheDir string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.views == nil {
		d.views = map[string]*cachedView{}
	}
	d.views[table] = v
	if v != nil {
		d.cacheDir = cacheDir
	}
}

// seenRecord vouches for the times of a slot's files that were too close
// to the slot's read to tell (a file written just before a reload made the
// slot: the usual case under `serve`): at Checked, long enough after those
// times that a later write would have moved them, their content hashed to
// the slot's. A slot's record never changes, so without this one beside
// it (SLOT.seen) every later load would hash such a file again.
type seenRecord struct {
	Files   []fileState `json:"files"`
	Checked int64       `json:"checked_ns"`
}

func readSeen(slot string) seenRecord {
	var r seenRecord
	if b, err := os.ReadFile(slot + ".seen"); err == nil {
		json.Unmarshal(b, &r)
	}
	return r
}

// vouches reports whether the record vouches for a file's time.
func (r seenRecord) vouches(f fileState, hash string) bool {
	for _, s := range r.Files {
		if s.Path == f.Path && s.Size == f.Size && s.MTime == f.MTime && s.Hash == hash && r.Checked-f.MTime > int64(racyWindow) {
			return true
		}
	}
	return false
}

// writeSeen records that the files hashed to the slot's at checked, when
// that was long enough after all their times.
func writeSeen(slot string, files []fileState, checked int64) {
	for _, f := range files {
		if checked-f.MTime <= int64(racyWindow) {
			return
		}
	}
	b, err := json.Marshal(seenRecord{Files: files, Checked: checked})
	if err != nil {
		return
	}
	var nonce [6]byte
	rand.Read(nonce[:])
	tmp := slot + ".seen.tmp-" + hex.EncodeToString(nonce[:])
	if os.WriteFile(tmp, b, 0o644) != nil || os.Rename(tmp, slot+".seen") != nil {
		os.Remove(tmp)
	}
}

// fresh reports whether a slot's record matches the files: the same
// paths and sizes, and the same times or else the same content. hashed
// says whether a file's content had to decide.
func fresh(meta slotMeta, f FileLoad, files []fileState, seen seenRecord) (ok, hashed bool, err error) {
	if meta.Version != cacheVersion || meta.Table != f.Table || meta.Format != f.Format || len(meta.Files) != len(files) {
		return false, false, nil
	}
	for i, m := range meta.Files {
		if m.Path != files[i].Path || m.Size != files[i].Size {
			return false, false, nil
		}
	}
	for i, m := range meta.Files {
		if m.MTime == files[i].MTime && (meta.Read-m.MTime > int64(racyWindow) || seen.vouches(files[i], m.Hash)) {
			files[i].Hash = m.Hash
			continue
		}
		// touched, rewritten with the same size, or written too close to
		// the read for its time to tell: the content decides
		h, err := hashFile(files[i].Path)
		if err != nil {
			return false, true, err
		}
		if h != m.Hash {
			return false, true, nil
		}
		files[i].Hash = h
		hashed = true
	}
	return true, hashed, nil
}

// write makes a slot: the table and its record go into a temporary file,
// which is renamed over the slot once complete.
func (l *loader) write(ctx context.Context, f FileLoad, files []fileState, slot string, st *LoadStat) error {
	read := time.Now().UnixNano() // files stated before now; read after
	for i := range files {
		h, err := hashFile(files[i].Path)
		if err != nil {
			return err
		}
		files[i].Hash = h
	}
	var nonce [6]byte
	rand.Read(nonce[:])
	tmp := slot + ".tmp-" + hex.EncodeToString(nonce[:])
	defer os.Remove(tmp)
	defer os.Remove(tmp + ".wal")
	// in a database of its own, whose memory is given back when it
	// closes: a reload of `serve` writes while the live snapshot's
	// database holds its own (measured: BenchmarkReloadDataChange)
	w, err := sql.Open("duckdb", tmp+"?autoinstall_known_extensions=false&autoload_known_extensions=false")
	if err != nil {
		return err
	}
	defer w.Close()
	w.SetMaxOpenConns(1)
	settings := []string{
		"SET memory_limit = '" + strconv.FormatInt(min(l.d.opts.Memory/4*3, writeMemory), 10) + "B'",
		"SET threads = " + strconv.Itoa(l.d.opts.Threads),
	}
	if l.d.tempDir != "" {
		settings = append(settings, "SET temp_directory = "+QuoteString(l.d.tempDir))
	}
	for _, q := range settings {
		if _, err := w.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	target := QuoteIdent(slotTable)
	if _, err := w.ExecContext(ctx, "CREATE TABLE "+target+" AS SELECT * FROM "+reader(f.Format, files)); err != nil {
		return err
	}
	var rows int64
	if err := w.QueryRowContext(ctx, "SELECT count(*) FROM "+target).Scan(&rows); err != nil {
		return err
	}
	raw, err := json.Marshal(slotMeta{Version: cacheVersion, Table: f.Table, Format: f.Format, Files: files, Rows: rows, Read: read})
	if err != nil {
		return err
	}
	if _, err := w.ExecContext(ctx, "CREATE TABLE "+QuoteIdent(metaTable)+" AS SELECT "+QuoteString(string(raw))+" AS meta"); err != nil {
		return err
	}
	if _, err := w.ExecContext(ctx, "CHECKPOINT"); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	st.Rows = rows
	return os.Rename(tmp, slot)
}

// writeMemory bounds the memory of the database a slot is written in.
const writeMemory = 256 << 20

// fingerprint identifies a file block's content.
func fingerprint(f FileLoad, files []fileState) string {
	h := sha256.New()
	fmt.Fprintf(h, "%d|%s|%s", cacheVersion, f.Table, f.Format)
	for _, fs := range files {
		fmt.Fprintf(h, "|%s:%d:%d:%s", fs.Path, fs.Size, fs.MTime, fs.Hash)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// hashes counts the files hashed (for the tests).
var hashes atomic.Int64

func hashFile(path string) (string, error) {
	hashes.Add(1)
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hash %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashEnds hashes the first and last n bytes of a file.
func hashEnds(path string, n int64) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	if fi.Size() <= 2*n {
		_, err = io.Copy(h, f)
	} else if _, err = io.CopyN(h, f, n); err == nil {
		_, err = io.Copy(h, io.NewSectionReader(f, fi.Size()-n, n))
	}
	if err != nil {
		return "", fmt.Errorf("hash %s: %w", path, err)
	}
	return "ends:" + hex.EncodeToString(h.Sum(nil)), nil
}

// FunctionsCached is Functions, kept in dir ("" for no keeping) for this
// build of DuckDB: the list depends on nothing else before the first query
// (the engine's own functions are registered then), and reading it costs
// one of the larger queries of a load.
func (d *DB) FunctionsCached(ctx context.Context, dir string) (map[string]string, error) {
	if dir == "" {
		return d.Functions(ctx)
	}
	var version string
	if err := d.db.QueryRowContext(ctx, "SELECT library_version || ' ' || source_id FROM pragma_version()").Scan(&version); err != nil {
		return d.Functions(ctx)
	}
	sum := sha256.Sum256([]byte(strconv.Itoa(cacheVersion) + " " + version))
	path := filepath.Join(dir, "functions-"+hex.EncodeToString(sum[:8])+".json")
	if raw, err := os.ReadFile(path); err == nil {
		var funcs map[string]string
		if json.Unmarshal(raw, &funcs) == nil && len(funcs) > 0 {
			return funcs, nil
		}
	}
	funcs, err := d.Functions(ctx)
	if err != nil {
		return nil, err
	}
	if raw, err := json.Marshal(funcs); err == nil {
		writeAtomic(path, raw)
	}
	return funcs, nil
}

// writeAtomic writes a file whole or not at all (a temporary file renamed
// into place), so that concurrent writers never mix their bytes. Errors
// only lose a cache entry.
func writeAtomic(path string, raw []byte) error {
	var nonce [6]byte
	rand.Read(nonce[:])
	tmp := path + ".tmp-" + hex.EncodeToString(nonce[:])
	if err := os.WriteFile(tmp, raw, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// ErrNotRefreshable: Refresh cannot bring the database up to date in
// place; load the files into a new one.
var ErrNotRefreshable = errors.New("the tables cannot be refreshed in place")

// Refresh brings the tables a database serves from the file cache up to
// date with their files, in place, for `serve`'s reloads: the database a
// snapshot serves goes on serving the next one, whose unchanged tables
// are the same tables (nothing read twice, nothing held twice). A table
// whose files changed is written into its slot again (in a database of
// its own) and attached; once every changed table's new slot has the
// columns of its old one, each view is swapped to its new slot. The
// aliases the views leave are returned: Detach them once no query can
// still be reading them (queries that began before the swap read the old
// rows, which stay attached until then).
//
// files are the database's file blocks, as LoadFiles had them. It fails
// with ErrNotRefreshable when a table is not served from a slot (read
// from its files, or in place), the cache is busy, or a table's columns
// changed; nothing is swapped then.
func (d *DB) Refresh(ctx context.Context, files []FileLoad, opts LoadOptions) (stats []LoadStat, retired []string, err error) {
	if opts.Cache == nil {
		return nil, nil, ErrNotRefreshable
	}
	c := *opts.Cache
	if c.Logger == nil {
		c.Logger = d.opts.Logger
	}
	opts.Cache = &c
	l := &loader{d: d, opts: opts}
	defer l.unlock()
	type swap struct {
		table string
		old   string
		view  *cachedView
	}
	var swaps []swap
	defer func() {
		if err != nil {
			for _, s := range swaps {
				l.detach(s.view.alias)
			}
		}
	}()
	stats = make([]LoadStat, len(files))
	for i, f := range files {
		start := time.Now()
		d.mu.Lock()
		cur, known := d.views[f.Table]
		d.mu.Unlock()
		if !known || cur == nil || f.InPlace || c.slotPath(f) != cur.slot {
			return nil, nil, ErrNotRefreshable
		}
		st := LoadStat{Table: f.Table}
		fs, err := statFiles(f.Path)
		if err != nil {
			return nil, nil, err
		}
		for _, x := range fs {
			st.Files = append(st.Files, x.Path)
			st.Bytes += x.Size
		}
		checked := time.Now().UnixNano()
		ok, hashed, err := fresh(cur.meta, f, fs, readSeen(cur.slot))
		if err != nil {
			return nil, nil, err
		}
		if ok {
			st.How, st.Rows, st.Fingerprint = FromCache, cur.meta.Rows, fingerprint(f, cur.meta.Files)
			if hashed {
				writeSeen(cur.slot, fs, checked)
			}
			st.Duration = time.Since(start)
			stats[i] = st
			continue
		}
		if !l.lock() {
			return nil, nil, fmt.Errorf("%w: another run is writing the cache", ErrNotRefreshable)
		}
		c.Logger.Debug("refreshing a table in place", "table", f.Table)
		l.progress(LoadEvent{Table: f.Table, Bytes: st.Bytes})
		if err := l.write(ctx, f, fs, cur.slot, &st); err != nil {
			l.done(f.Table, &st, err)
			return nil, nil, err
		}
		alias, meta, why := l.attach(ctx, cur.slot)
		if why != "" {
			if alias != "" {
				l.detach(alias)
			}
			err := errors.New(why)
			l.done(f.Table, &st, err)
			return nil, nil, err
		}
		swaps = append(swaps, swap{table: f.Table, old: cur.alias, view: &cachedView{alias: alias, slot: cur.slot, meta: meta}})
		same, err := d.sameColumns(ctx, cur.alias, alias)
		if err != nil || !same {
			if err == nil {
				err = fmt.Errorf("%w: the columns of %q changed", ErrNotRefreshable, f.Table)
			}
			l.done(f.Table, &st, err)
			return nil, nil, err
		}
		st.How, st.Rows, st.Fingerprint = LoadedSaved, meta.Rows, fingerprint(f, fs)
		st.Duration = time.Since(start)
		l.done(f.Table, &st, nil)
		stats[i] = st
	}
	for _, s := range swaps {
		if err := l.view(ctx, s.table, s.view); err != nil {
			return nil, nil, err
		}
		retired = append(retired, s.old)
	}
	swaps = nil
	return stats, retired, nil
}

// sameColumns tells whether two attached slots' tables have the same
// columns, of the same types, in the same order.
func (d *DB) sameColumns(ctx context.Context, a, b string) (bool, error) {
	cols := func(alias string) (string, error) {
		var out string
		err := d.db.QueryRowContext(ctx, `SELECT coalesce(string_agg(column_name || ' ' || data_type, ', ' ORDER BY column_index), '')
			FROM duckdb_columns() WHERE database_name = `+QuoteString(alias)+` AND table_name = `+QuoteString(slotTable)).Scan(&out)
		return out, err
	}
	x, err := cols(a)
	if err != nil {
		return false, err
	}
	y, err := cols(b)
	return err == nil && x == y && x != "", err
}

// Detach lets go of the slots Refresh's swapped views left: their rows
// leave memory with them.
func (d *DB) Detach(aliases []string) {
	for _, a := range aliases {
		if _, err := d.db.Exec("DETACH " + QuoteIdent(a)); err != nil {
			d.opts.Logger.Debug("detach cache file", "alias", a, "error", err)
		}
	}
}
