package runtime

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

var errClosed = errors.New("the runtime is closed")

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

// reloadState records reloads: onReload is guarded by Runtime.reloadMu,
// health by Runtime.healthMu.
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
	if r.life.Err() != nil {
		return errClosed
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(r.life, cancel)() // Close cancels the build
	snap, err := r.build(ctx)
	if err == nil && r.life.Err() != nil {
		snap.Close()
		return errClosed
	}
	now := time.Now()
	if err != nil {
		msg := err.Error()
		var le *LoadError
		if errors.As(err, &le) {
			var b strings.Builder
			le.Write(&b, false)
			msg = strings.TrimSpace(b.String())
		}
		r.healthMu.Lock()
		r.rs.health.LastReloadAt = &now
		r.rs.health.ReloadFailures++
		r.rs.health.LastReloadError = msg
		r.healthMu.Unlock()
		r.opts.Logger.Error("reload failed; still serving the last good workspace", "error", msg)
		return err
	}
	r.swap(snap)
	r.markLearnings(snap)
	r.healthMu.Lock()
	r.rs.health.LastReloadAt = &now
	r.rs.health.Reloads++
	r.rs.health.LastReloadError = ""
	r.healthMu.Unlock()
	for _, f := range r.rs.onReload {
		f()
	}
	r.opts.Logger.Info("workspace reloaded", "ms", snap.LoadDuration.Milliseconds())
	return nil
}

// Health reports the snapshot served and the last reload.
func (r *Runtime) Health() Health {
	r.healthMu.Lock() // not reloadMu: a reload can take a while
	h := r.rs.health
	r.healthMu.Unlock()
	if st := r.cur.Load(); st != nil {
		h.LoadedAt, h.LoadMillis = st.snap.LoadedAt, float64(st.snap.LoadDuration.Microseconds())/1000
		h.Unavailable = st.snap.Unavailable
	}
	return h
}
