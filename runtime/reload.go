package runtime

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Health is what /healthz reports.
type Health struct {
	LoadedAt        time.Time  `json:"loaded_at"`
	LoadMillis      float64    `json:"load_ms"`
	Reloads         int64      `json:"reloads"`
	ReloadFailures  int64      `json:"reload_failures"`
	LastReloadError string     `json:"last_reload_error,omitempty"`
	LastReloadAt    *time.Time `json:"last_reload_at,omitempty"`
	// Unavailable are the sources the snapshot served was built without.
	Unavailable []knowledge.Unavailable `json:"unavailable_sources,omitempty"`
}

// reloadState records reloads; guarded by Runtime.reloadMu.
type reloadState struct {
	health   Health
	onReload []func()
}

// OnReload registers f to run after each successful reload (the MCP server
// refreshes its tools this way).
func (r *Runtime) OnReload(f func()) {
	r.reloadMu.Lock()
	defer r.reloadMu.Unlock()
	r.rs.onReload = append(r.rs.onReload, f)
}

// Reload rebuilds the snapshot from the files and swaps it in. When the
// workspace does not load, the current snapshot keeps serving and the
// error is returned (and reported by Health). Requests in flight finish on
// the snapshot they started with.
func (r *Runtime) Reload(ctx context.Context) error {
	r.reloadMu.Lock()
	defer r.reloadMu.Unlock()
	snap, err := r.build(ctx)
	now := time.Now()
	r.rs.health.LastReloadAt = &now
	if err != nil {
		r.rs.health.ReloadFailures++
		r.rs.health.LastReloadError = err.Error()
		var le *LoadError
		if errors.As(err, &le) {
			var b strings.Builder
			le.Write(&b, false)
			r.rs.health.LastReloadError = strings.TrimSpace(b.String())
		}
		r.opts.Logger.Error("reload failed; still serving the last good workspace", "error", r.rs.health.LastReloadError)
		return err
	}
	r.swap(snap)
	r.rs.health.Reloads++
	r.rs.health.LastReloadError = ""
	for _, f := range r.rs.onReload {
		f()
	}
	r.opts.Logger.Info("workspace reloaded", "ms", snap.LoadDuration.Milliseconds())
	return nil
}

// Health reports the snapshot served and the last reload.
func (r *Runtime) Health() Health {
	r.reloadMu.Lock()
	h := r.rs.health
	r.reloadMu.Unlock()
	if st := r.cur.Load(); st != nil {
		h.LoadedAt, h.LoadMillis = st.snap.LoadedAt, float64(st.snap.LoadDuration.Microseconds())/1000
		h.Unavailable = st.snap.Unavailable
	}
	return h
}

// Debounce is how long Watch waits after the last change before reloading:
// editors write a file in several steps.
const Debounce = 50 * time.Millisecond

// Watch reloads the workspace when its files change, until ctx is done. It
// watches folders, not files (editors save by rename): the workspace root,
// pipes/, evals/, documents/ and the folders of data files, and adds new
// subfolders of those as they appear. onReload, if set, is called after
// each attempt.
func (r *Runtime) Watch(ctx context.Context, onReload func(error)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	for _, dir := range r.watchDirs() {
		if err := w.Add(dir); err != nil && !os.IsNotExist(err) {
			r.opts.Logger.Warn("cannot watch", "dir", dir, "error", err)
		}
	}
	var mu sync.Mutex
	var timer *time.Timer
	fire := func() {
		err := r.Reload(ctx)
		if onReload != nil {
			onReload(err)
		}
		for _, dir := range r.watchDirs() { // data folders may have changed
			_ = w.Add(dir)
		}
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if !relevant(ev.Name) {
				continue
			}
			if ev.Has(fsnotify.Create) {
				if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
					_ = w.Add(ev.Name)
				}
			}
			mu.Lock()
			if timer != nil {
				timer.Stop()
			}
			timer = time.AfterFunc(Debounce, fire)
			mu.Unlock()
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			r.opts.Logger.Warn("watch", "error", err)
		}
	}
}

// relevant skips editor droppings and our own state folder.
func relevant(path string) bool {
	base := filepath.Base(path)
	switch {
	case strings.HasPrefix(base, ".") && base != ".", strings.HasSuffix(base, "~"), strings.HasSuffix(base, ".swp"), strings.HasSuffix(base, ".tmp"):
		return false
	case strings.Contains(filepath.ToSlash(path), "/.datacopilot/"):
		return false
	}
	return true
}

func (r *Runtime) watchDirs() []string {
	dirs := map[string]bool{r.opts.Dir: true}
	for _, sub := range []string{"pipes", "evals", "documents"} {
		dirs[filepath.Join(r.opts.Dir, sub)] = true
	}
	if st := r.cur.Load(); st != nil {
		for _, src := range st.snap.Config.Sources {
			for _, f := range src.Files {
				dirs[filepath.Dir(filepath.Join(r.opts.Dir, f.Path))] = true
			}
		}
		for _, d := range st.snap.Config.Documents {
			for _, p := range d.Paths {
				dirs[filepath.Dir(filepath.Join(r.opts.Dir, p))] = true
			}
		}
	}
	out := make([]string, 0, len(dirs))
	for d := range dirs {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			out = append(out, d)
		}
	}
	return out
}
