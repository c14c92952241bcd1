package engine_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/internal/filelock"
)

// cacheWorkspace writes a CSV, a JSON array, an NDJSON and a Parquet file,
// and returns their loads.
func cacheWorkspace(t *testing.T) (string, []engine.FileLoad) {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	csv := write("items.csv", "id,name,price\n1,apple,1.5\n2,pear,2.25\n3,plum,0.75\n")
	arr := write("people.json", `[{"id": 1, "name": "Ann", "joined": "2024-01-02"}, {"id": 2, "name": "Bo", "joined": "2024-03-04"}]`)
	nd := write("events.ndjson", "{\"id\": 1, \"kind\": \"click\"}\n{\"id\": 2, \"kind\": \"view\"}\n{\"id\": 3, \"kind\": \"click\"}\n")
	pq := filepath.Join(dir, "sales.parquet")
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec("COPY (SELECT i AS id, i * 10 AS amount FROM range(1000) t(i)) TO " + engine.QuoteString(pq) + " (FORMAT parquet)"); err != nil {
		t.Fatal(err)
	}
	return dir, []engine.FileLoad{
		{Table: "items", Path: csv, Format: "csv"},
		{Table: "people", Path: arr, Format: "json"},
		{Table: "events", Path: nd, Format: "json"},
		{Table: "sales", Path: pq, Format: "parquet"},
	}
}

// open loads files through a cache in dir and locks the engine; it
// returns how each table came to be, by table.
func open(t *testing.T, files []engine.FileLoad, cache *engine.Cache) (*engine.DB, map[string]string) {
	t.Helper()
	db, err := engine.Open(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var c *engine.Cache
	if cache != nil {
		cp := *cache
		c = &cp
	}
	stats, err := db.LoadFiles(context.Background(), files, engine.LoadOptions{Cache: c})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Lock(context.Background()); err != nil {
		t.Fatal(err)
	}
	how := map[string]string{}
	for _, s := range stats {
		how[s.Table] = s.How
	}
	return db, how
}

// contents reads every table as text, the way a test compares data.
func contents(t *testing.T, db *engine.DB) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, q := range []struct{ table, sql string }{
		{"items", "SELECT string_agg(id || ':' || name || ':' || price, ',' ORDER BY id) FROM items"},
		{"people", "SELECT string_agg(id || ':' || name || ':' || joined, ',' ORDER BY id) FROM people"},
		{"events", "SELECT string_agg(id || ':' || kind, ',' ORDER BY id) FROM events"},
		{"sales", "SELECT count(*) || ':' || sum(amount) FROM sales"},
	} {
		tab, err := db.Query(context.Background(), q.sql, nil)
		if err != nil {
			t.Fatalf("%s: %v", q.table, err)
		}
		out[q.table] = fmt.Sprint(tab.Columns[0].Value(0))
	}
	return out
}

var wantContents = map[string]string{
	"items":  "1:apple:1.5,2:pear:2.25,3:plum:0.75",
	"people": "1:Ann:2024-01-02,2:Bo:2024-03-04",
	"events": "1:click,2:view,3:click",
	"sales":  "1000:4995000",
}

func TestCacheSecondOpenUsesCache(t *testing.T) {
	for _, inPlace := range []bool{false, true} {
		t.Run(fmt.Sprintf("parquet_in_place=%v", inPlace), func(t *testing.T) {
			dir, files := cacheWorkspace(t)
			cache := &engine.Cache{Dir: filepath.Join(dir, ".datacopilot", "cache")}
			files[3].InPlace = inPlace
			sales := engine.LoadedSaved
			if inPlace {
				sales = engine.InPlace
			}
			db, how := open(t, files, cache)
			if raw, err := os.ReadFile(filepath.Join(cache.Dir, ".gitignore")); err != nil || !strings.Contains(string(raw), "\n*\n") {
				t.Errorf("the cache folder does not keep itself out of git: %q %v", raw, err)
			}
			if diff := cmp.Diff(map[string]string{"items": engine.LoadedSaved, "people": engine.LoadedSaved, "events": engine.LoadedSaved, "sales": sales}, how); diff != "" {
				t.Errorf("first open (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
				t.Errorf("first open's data (-want +got):\n%s", diff)
			}
			db.Close()
			if inPlace {
				sales = engine.InPlace
			} else {
				sales = engine.FromCache
			}
			db, how = open(t, files, cache)
			if diff := cmp.Diff(map[string]string{"items": engine.FromCache, "people": engine.FromCache, "events": engine.FromCache, "sales": sales}, how); diff != "" {
				t.Errorf("second open re-imported (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
				t.Errorf("second open's data (-want +got):\n%s", diff)
			}
			// the tables are views over the cache, and the engine's
			// dictionary sees them like tables
			infos, err := db.Tables(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, ti := range infos {
				names = append(names, fmt.Sprintf("%s:%d", ti.Name, ti.Rows))
			}
			if diff := cmp.Diff([]string{"events:3", "items:3", "people:2", "sales:1000"}, names); diff != "" {
				t.Errorf("tables (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCacheChangedFileReloadsOnlyItself(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	open(t, files, cache)

	// touched, same content: still the cache (the hash decides)
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(files[0].Path, later, later); err != nil {
		t.Fatal(err)
	}
	_, how := open(t, files, cache)
	if how["items"] != engine.FromCache {
		t.Errorf("a touched file was loaded again: %s", how["items"])
	}

	// the same size, new content, new time: only that table loads again
	if err := os.WriteFile(files[0].Path, []byte("id,name,price\n1,apple,1.5\n2,pear,2.25\n3,sloe,0.75\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db, how := open(t, files, cache)
	want := map[string]string{"items": engine.LoadedSaved, "people": engine.FromCache, "events": engine.FromCache, "sales": engine.FromCache}
	if diff := cmp.Diff(want, how); diff != "" {
		t.Errorf("after one file changed (-want +got):\n%s", diff)
	}
	got := contents(t, db)["items"]
	if got != "1:apple:1.5,2:pear:2.25,3:sloe:0.75" {
		t.Errorf("items = %s, want the new content", got)
	}
}

func TestCacheCorruptFileIsRebuilt(t *testing.T) {
	for _, damage := range []struct {
		name string
		do   func(path string) error
	}{
		{"garbage", func(p string) error { return os.WriteFile(p, []byte(strings.Repeat("not a database ", 1000)), 0o644) }},
		{"truncated", func(p string) error {
			fi, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, fi.Size()/3)
		}},
		{"empty", func(p string) error { return os.WriteFile(p, nil, 0o644) }},
	} {
		t.Run(damage.name, func(t *testing.T) {
			dir, files := cacheWorkspace(t)
			cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
			open(t, files, cache)
			slots, _ := filepath.Glob(filepath.Join(cache.Dir, "*.duckdb"))
			if len(slots) != 4 {
				t.Fatalf("cache files: %v", slots)
			}
			for _, s := range slots {
				if err := damage.do(s); err != nil {
					t.Fatal(err)
				}
			}
			// and a run that died while writing left a partial file
			partial := slots[0] + ".tmp-deadbeef"
			if err := os.WriteFile(partial, []byte("partial"), 0o644); err != nil {
				t.Fatal(err)
			}
			db, how := open(t, files, cache)
			for table, h := range how {
				if h != engine.LoadedSaved {
					t.Errorf("%s: %s, want it loaded again", table, h)
				}
			}
			if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
				t.Errorf("data after a broken cache (-want +got):\n%s", diff)
			}
			if _, err := os.Stat(partial); err == nil {
				t.Error("a partial cache file was left behind")
			}
			_, how = open(t, files, cache)
			for table, h := range how {
				if h != engine.FromCache {
					t.Errorf("%s: %s after the rebuild, want the cache", table, h)
				}
			}
		})
	}
}

func TestCacheBusyReadsFilesDirectly(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	unlock, ok, err := filelock.TryLock(filepath.Join(cache.Dir, "lock"))
	if err != nil || !ok {
		t.Fatalf("take the lock: %v %v", ok, err)
	}
	db, how := open(t, files, cache)
	for table, h := range how {
		if h != engine.LoadedBusy {
			t.Errorf("%s: %s, want %s", table, h, engine.LoadedBusy)
		}
	}
	if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
	unlock()
	if _, how = open(t, files, cache); how["items"] != engine.LoadedSaved {
		t.Errorf("after the lock is free: %s", how["items"])
	}
}

func TestCacheConcurrentOpens(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			db, _ := open(t, files, cache)
			if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
				t.Errorf("data of a concurrent open (-want +got):\n%s", diff)
			}
		})
	}
	wg.Wait()
	db, how := open(t, files, cache)
	if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
		t.Errorf("data after concurrent opens (-want +got):\n%s", diff)
	}
	if how["items"] != engine.FromCache {
		t.Errorf("after concurrent opens: %s", how["items"])
	}
}

// TestCacheConcurrentProcesses opens the same cache from several processes
// at once (this test binary, run again as a child).
func TestCacheConcurrentProcesses(t *testing.T) {
	if dir := os.Getenv("DC_CACHE_CHILD"); dir != "" {
		_, files := cacheFiles(dir)
		db, _ := open(t, files, &engine.Cache{Dir: filepath.Join(dir, "cache")})
		if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
			t.Errorf("data in a child process (-want +got):\n%s", diff)
		}
		return
	}
	dir, files := cacheWorkspace(t)
	if _, want := cacheFiles(dir); !cmp.Equal(want, files) {
		t.Fatal("cacheFiles does not name cacheWorkspace's files")
	}
	var wg sync.WaitGroup
	errs := make([]error, 4)
	out := make([][]byte, 4)
	for i := range errs {
		wg.Go(func() {
			cmd := exec.Command(os.Args[0], "-test.run", "^TestCacheConcurrentProcesses$", "-test.count=1")
			cmd.Env = append(os.Environ(), "DC_CACHE_CHILD="+dir)
			out[i], errs[i] = cmd.CombinedOutput()
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("child %d: %v\n%s", i, err, out[i])
		}
	}
	db, how := open(t, files, &engine.Cache{Dir: filepath.Join(dir, "cache")})
	if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
		t.Errorf("data after the children (-want +got):\n%s", diff)
	}
	for table, h := range how {
		if h != engine.FromCache {
			t.Errorf("%s: %s after the children, want the cache", table, h)
		}
	}
}

func cacheFiles(dir string) (string, []engine.FileLoad) {
	return dir, []engine.FileLoad{
		{Table: "items", Path: filepath.Join(dir, "items.csv"), Format: "csv"},
		{Table: "people", Path: filepath.Join(dir, "people.json"), Format: "json"},
		{Table: "events", Path: filepath.Join(dir, "events.ndjson"), Format: "json"},
		{Table: "sales", Path: filepath.Join(dir, "sales.parquet"), Format: "parquet"},
	}
}

// TestParquetInPlaceStaysLocked: reading Parquet in place leaves those
// files readable after Lock, and nothing else.
func TestParquetInPlaceStaysLocked(t *testing.T) {
	dir, files := cacheWorkspace(t)
	files[3].InPlace = true
	db, how := open(t, files, &engine.Cache{Dir: filepath.Join(dir, "cache")})
	if how["sales"] != engine.InPlace {
		t.Fatalf("sales: %s", how["sales"])
	}
	if _, err := db.Query(context.Background(), "SELECT count(*) FROM sales", nil); err != nil {
		t.Fatalf("in-place Parquet after Lock: %v", err)
	}
	for _, q := range []string{
		"SELECT * FROM read_csv(" + engine.QuoteString(files[0].Path) + ")",
		"SELECT * FROM read_text(" + engine.QuoteString(filepath.Join(dir, "people.json")) + ")",
	} {
		if _, err := db.Query(context.Background(), q, nil); err == nil {
			t.Errorf("%s: read a file after Lock", q)
		}
	}
}

func TestNoCacheLoadsIntoMemory(t *testing.T) {
	_, files := cacheWorkspace(t)
	db, how := open(t, files, nil)
	for table, h := range how {
		if h != engine.Loaded {
			t.Errorf("%s: %s", table, h)
		}
	}
	if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
}

// TestCacheForgetsUnusedSlots: a slot unused for SlotMaxAge is removed by
// the next run that writes the cache; a slot in use is kept.
func TestCacheForgetsUnusedSlots(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	open(t, files, cache)
	old := time.Now().Add(-engine.SlotMaxAge - time.Hour)
	stale := filepath.Join(cache.Dir, "renamed-0123456789abcdef.duckdb")
	if err := os.WriteFile(stale, []byte("a slot of a file block since renamed"), 0o644); err != nil {
		t.Fatal(err)
	}
	slots, _ := filepath.Glob(filepath.Join(cache.Dir, "*.duckdb"))
	for _, s := range slots {
		os.Chtimes(s, old, old)
	}
	// a run that reads the cache marks what it uses
	open(t, files[1:], cache)
	// a run that writes it collects
	if err := os.WriteFile(files[0].Path, []byte("id,name,price\n9,fig,3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, how := open(t, files, cache)
	if how["items"] != engine.LoadedSaved || how["people"] != engine.FromCache {
		t.Errorf("loads: %v", how)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("an unused slot was kept")
	}
	if left, _ := filepath.Glob(filepath.Join(cache.Dir, "*.duckdb")); len(left) != 4 {
		t.Errorf("slots in use were removed: %v", left)
	}
}

// TestCacheRacyFile: a file rewritten with the same size so soon after it
// was cached that its time did not change (a coarse clock) is still seen
// to have changed.
func TestCacheRacyFile(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	fi, err := os.Stat(files[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	open(t, files, cache)
	if err := os.WriteFile(files[0].Path, []byte("id,name,price\n1,apple,1.5\n2,pear,2.25\n3,sloe,0.75\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(files[0].Path, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	db, how := open(t, files, cache)
	if how["items"] != engine.LoadedSaved {
		t.Errorf("items: %s, want it loaded again", how["items"])
	}
	if got := contents(t, db)["items"]; got != "1:apple:1.5,2:pear:2.25,3:sloe:0.75" {
		t.Errorf("items = %s, want the new content", got)
	}
}

// TestCacheSeenSparesHashing: files cached right after they were written
// (the slot's record cannot vouch for their times) are hashed by the next
// load, once; a record beside the slot then vouches for them, and later
// loads hash nothing.
func TestCacheSeenSparesHashing(t *testing.T) {
	// (a window wide enough that a loaded machine still caches the files
	// inside it; the test waits it out)
	const window = 3 * time.Second
	defer engine.SetRacyWindow(window)()
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	db, _ := open(t, files, cache)
	db.Close()
	time.Sleep(window + 100*time.Millisecond)
	before := engine.Hashes()
	db, how := open(t, files, cache)
	db.Close()
	n := engine.Hashes() - before
	if n == 0 || how["items"] != engine.FromCache {
		t.Fatalf("second load: %d files hashed, items %s; want some hashed (written just before they were cached), from the cache", n, how["items"])
	}
	if seen, _ := filepath.Glob(filepath.Join(cache.Dir, "*.seen")); int64(len(seen)) != n {
		t.Errorf("records beside the slots: %v; want one per file hashed (%d)", seen, n)
	}
	before = engine.Hashes()
	db, how = open(t, files, cache)
	if n := engine.Hashes() - before; n != 0 || how["items"] != engine.FromCache {
		t.Errorf("third load: %d files hashed, items %s; want none, from the cache", n, how["items"])
	}
	if diff := cmp.Diff(wantContents, contents(t, db)); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
}

// TestRefreshSwapsOnlyTheChangedTable refreshes a loaded, locked database
// after one file changes: only that table is loaded again, its view
// swapped, the others left as they are; the old slot stays attached until
// Detach.
// A file whose columns changed is not refreshed (nothing is swapped).
func TestRefreshSwapsOnlyTheChangedTable(t *testing.T) {
	dir, files := cacheWorkspace(t)
	cache := &engine.Cache{Dir: filepath.Join(dir, "cache")}
	db, _ := open(t, files, cache)
	ctx := context.Background()
	attached := func() int {
		tab, err := db.Query(ctx, "SELECT count(*) FROM duckdb_databases() WHERE database_name LIKE 'dc_cache_%'", nil)
		if err != nil {
			t.Fatal(err)
		}
		return int(tab.Columns[0].Value(0).(int64))
	}
	before := attached()

	stats, retired, err := db.Refresh(ctx, files, engine.LoadOptions{Cache: cache})
	if err != nil || len(retired) != 0 {
		t.Fatalf("nothing changed: %v, %d retired", err, len(retired))
	}
	for _, st := range stats {
		if st.How != engine.FromCache {
			t.Errorf("nothing changed, but %s is %s", st.Table, st.How)
		}
	}

	if err := os.WriteFile(files[0].Path, []byte("id,name,price\n1,apple,1.5\n2,pear,2.25\n3,sloe,0.75\n4,fig,3.5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stats, retired, err = db.Refresh(ctx, files, engine.LoadOptions{Cache: cache})
	if err != nil {
		t.Fatal(err)
	}
	how := map[string]string{}
	for _, st := range stats {
		how[st.Table] = fmt.Sprintf("%s %d", st.How, st.Rows)
	}
	if diff := cmp.Diff(map[string]string{"items": engine.LoadedSaved + " 4", "people": engine.FromCache + " 2", "events": engine.FromCache + " 3", "sales": engine.FromCache + " 1000"}, how); diff != "" {
		t.Errorf("refresh (-want +got):\n%s", diff)
	}
	got := contents(t, db)
	if got["items"] != "1:apple:1.5,2:pear:2.25,3:sloe:0.75,4:fig:3.5" || got["people"] != wantContents["people"] {
		t.Errorf("after the refresh: %v", got)
	}
	if len(retired) != 1 || attached() != before+1 {
		t.Errorf("%d retired, %d attached; want the old slot retired and still attached", len(retired), attached())
	}
	db.Detach(retired)
	if attached() != before {
		t.Errorf("%d attached after Detach, want %d", attached(), before)
	}

	// new columns: not in place, and the live table is untouched
	if err := os.WriteFile(files[0].Path, []byte("id,name,price,note\n1,apple,1.5,x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.Refresh(ctx, files, engine.LoadOptions{Cache: cache}); !errors.Is(err, engine.ErrNotRefreshable) {
		t.Errorf("a change of columns: %v, want ErrNotRefreshable", err)
	}
	if got := contents(t, db)["items"]; got != "1:apple:1.5,2:pear:2.25,3:sloe:0.75,4:fig:3.5" || attached() != before {
		t.Errorf("after a refused refresh: items %s, %d attached", got, attached())
	}
	// a table read from its files cannot be refreshed
	mem, _ := open(t, files, nil)
	if _, _, err := mem.Refresh(ctx, files, engine.LoadOptions{Cache: cache}); !errors.Is(err, engine.ErrNotRefreshable) {
		t.Errorf("tables read into memory: %v, want ErrNotRefreshable", err)
	}
}
