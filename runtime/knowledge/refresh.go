package knowledge

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// A reload after data files change refreshes the live snapshot's database
// at table level (engine.DB.Refresh) instead of opening another: the
// tables whose files are unchanged are the same tables for the new
// snapshot (not read again, not held twice in memory), and a changed
// table is written into its cache slot and its view swapped to it. The
// snapshot still serving reads the new rows from then on (the columns
// are the same, or the source is loaded afresh); the rows a swap leaves
// stay attached until every snapshot that was alive at the swap has
// closed, so that a query already running reads them whole.

// sharedDB records the sources of several snapshots that share one
// database: how many snapshots use each, and the old slots waiting for
// them to close.
type sharedDB struct {
	mu      sync.Mutex
	db      *engine.DB
	users   map[*Source]int
	retired []retiredSlot
}

// retiredSlot is a slot alias to detach once the sources alive at the
// swap (waiting) are closed.
type retiredSlot struct {
	alias   string
	waiting map[*Source]bool
}

func newShared(db *engine.DB) *sharedDB {
	return &sharedDB{db: db, users: map[*Source]int{}}
}

// join records one more snapshot using src.
func (sh *sharedDB) join(src *Source) {
	if sh == nil {
		return
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	sh.users[src]++
}

// leave records a snapshot using src closing, and detaches the slots no
// one may read any more.
func (sh *sharedDB) leave(src *Source) {
	if sh == nil {
		return
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.users[src]--; sh.users[src] > 0 {
		return
	}
	delete(sh.users, src)
	var free []string
	kept := sh.retired[:0]
	for _, r := range sh.retired {
		delete(r.waiting, src)
		if len(r.waiting) == 0 {
			free = append(free, r.alias)
		} else {
			kept = append(kept, r)
		}
	}
	sh.retired = kept
	if len(sh.users) > 0 { // else the database is closing: nothing to detach
		sh.db.Detach(free)
	}
}

// retire schedules aliases for detaching once every source alive now has
// closed.
func (sh *sharedDB) retire(aliases []string) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	for _, a := range aliases {
		waiting := map[*Source]bool{}
		for s := range sh.users {
			waiting[s] = true
		}
		sh.retired = append(sh.retired, retiredSlot{alias: a, waiting: waiting})
	}
}

// refresh makes the source from the previous snapshot's, whose definition
// is the same and whose files changed, by refreshing its database in
// place; nil when it cannot (the caller loads the source afresh).
func (b *builder) refresh(ctx context.Context, cs *config.Source, sig, def string, loads []engine.FileLoad, lo engine.LoadOptions) *Source {
	if b.opts.Previous == nil || lo.Cache == nil || def == "" {
		return nil
	}
	prev := b.opts.Previous.Sources[cs.Name]
	if prev == nil || prev.def != def || prev.DB == nil || prev.Guard == nil || prev.refs == nil || prev.shared == nil || prev.refs.Load() <= 0 {
		return nil
	}
	started := time.Now()
	stats, retired, err := prev.DB.Refresh(ctx, loads, lo)
	if err != nil {
		level := b.opts.Logger.Warn
		if errors.Is(err, engine.ErrNotRefreshable) {
			level = b.opts.Logger.Debug
		}
		level("loading the source afresh", "source", cs.Name, "reason", err)
		return nil
	}
	rows := map[string]int64{}
	for _, st := range stats {
		rows[st.Table] = st.Rows
	}
	infos := make([]engine.TableInfo, len(prev.infos))
	for i, ti := range prev.infos {
		infos[i] = ti
		if n, ok := rows[ti.Name]; ok {
			infos[i].Rows = n
		}
	}
	prev.refs.Add(1)
	src := &Source{Name: cs.Name, Type: cs.Type, DB: prev.DB, Guard: prev.Guard, sig: sig, def: def, refs: prev.refs, shared: prev.shared,
		infos: infos, Loads: stats, LoadTime: time.Since(started), fingerprints: map[string]string{}}
	for _, st := range stats {
		src.fingerprints[st.Table] = st.Fingerprint
	}
	prev.shared.retire(retired)
	prev.shared.join(src)
	return src
}
