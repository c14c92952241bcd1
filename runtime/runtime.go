// Package runtime is the engine's facade: Load a workspace, then run pipes
// and plans against its current Snapshot. The CLI, the HTTP server and the
// MCP server use only this API and the plan types; the packages under
// runtime/ are its parts.
package runtime

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/llm"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Options configure a Runtime.
type Options struct {
	// Dir is the workspace folder.
	Dir    string
	Logger *slog.Logger
	// QueryTimeout bounds each query (30s when zero); MaxRows caps each
	// result (100,000 when zero).
	QueryTimeout time.Duration
	MaxRows      int
	// AuditLog is the file every answer is appended to
	// (WORKSPACE/.datacopilot/audit.jsonl when empty).
	AuditLog string
	// AuditMaxBytes rotates the audit log when it would grow past this size
	// (DefaultAuditMaxBytes when zero; never when negative), keeping
	// AuditKeep old files (DefaultAuditKeep when zero): audit.jsonl.1, .2, …
	AuditMaxBytes int64
	AuditKeep     int
	// NoWrite keeps the workspace untouched: no audit log, no learnings,
	// no counts (only ScoreLearnings, called on purpose, writes). Tests and
	// eval runs use it.
	NoWrite bool
	// NoCache reads the data files into memory at every load instead of
	// keeping them in the file cache (WORKSPACE/.datacopilot/cache); so
	// does DATACOPILOT_CACHE=off in the environment.
	NoCache bool
	// CacheDir overrides the file cache's folder.
	CacheDir string
	// Progress hears of each table whose files are read at a load (the
	// CLI draws a bar from it).
	Progress func(engine.LoadEvent)
	// MaxQuestion bounds a question's length in characters
	// (DefaultMaxQuestion when zero; no bound when negative). Ask and
	// PlanQuestion refuse a longer one with a *QuestionTooLongError.
	MaxQuestion int
}

// Audit log rotation defaults.
const (
	DefaultAuditMaxBytes = 16 << 20
	DefaultAuditKeep     = 5
)

// Runtime serves one workspace. It is safe for concurrent use.
type Runtime struct {
	opts Options
	// ctxKey signs the contexts of conversations.
	ctxKey contextKey
	cur    atomic.Pointer[state]
	// usage counts LLM calls and tokens.
	usage llm.Usage
	// learnMu serializes writes to learnings.hcl; learned holds the counts
	// and confidence changes not yet written (learnings.go).
	learnMu sync.Mutex
	learned learnUsage
	// reloadMu serializes reloads; it and healthMu guard rs.
	reloadMu sync.Mutex
	healthMu sync.Mutex
	rs       reloadState
	// life ends with Close: it cancels a reload in progress, and a reload
	// that finishes after Close closes what it built.
	life context.Context
	stop context.CancelFunc
	// retired are the states swapped out but still in use by a request;
	// Shutdown closes them when those requests do not finish in time.
	retiredMu sync.Mutex
	retired   map[*state]bool
	// watching is closed once a Watch has its folders watched.
	watching     chan struct{}
	watchingOnce sync.Once
}

// state is one snapshot with the planner compiled for it; they are swapped
// together. A request holds a reference for its whole life, so a reload
// never closes a snapshot under it: the last release of a retired state
// closes it.
type state struct {
	snap    *knowledge.Snapshot
	engine  *agents.Engine
	llm     llmState
	refs    atomic.Int64
	retired atomic.Bool
	closed  sync.Once
	// onClose runs once the snapshot is closed (the runtime forgets it).
	onClose func(*state)
}

func (r *Runtime) newState(s *knowledge.Snapshot) *state {
	return &state{snap: s, engine: agents.New(s), onClose: r.forget}
}

func (st *state) release() {
	if st.refs.Add(-1) == 0 && st.retired.Load() {
		st.close()
	}
}

// close closes the snapshot: its DuckDB databases and its plugin processes.
func (st *state) close() {
	st.closed.Do(func() {
		st.snap.Close()
		if st.onClose != nil {
			st.onClose(st)
		}
	})
}

// retire marks a state swapped out: it closes now if no request uses it,
// else when the last one is done (or at Shutdown).
func (r *Runtime) retire(st *state) {
	r.retiredMu.Lock()
	r.retired[st] = true
	r.retiredMu.Unlock()
	st.retired.Store(true)
	if st.refs.Load() == 0 {
		st.close()
	}
}

func (r *Runtime) forget(st *state) {
	r.retiredMu.Lock()
	delete(r.retired, st)
	r.retiredMu.Unlock()
}

// acquire takes a reference to the current state; release it when done.
func (r *Runtime) acquire() *state {
	for {
		st := r.cur.Load()
		if st == nil {
			return nil
		}
		st.refs.Add(1)
		if r.cur.Load() == st {
			return st
		}
		st.release() // swapped meanwhile: take the new one
	}
}

// swap installs a new snapshot and retires the old one, which closes once
// its last request is done.
func (r *Runtime) swap(s *knowledge.Snapshot) {
	if old := r.cur.Swap(r.newState(s)); old != nil {
		r.retire(old)
	}
}

// LoadError is a workspace that did not load: every diagnostic, with the
// files to quote them from.
type LoadError struct {
	Diags hcl.Diagnostics
	Files map[string]*hcl.File
}

func (e *LoadError) Error() string {
	errs := e.Diags.Errs()
	if len(errs) == 1 {
		return errs[0].Error()
	}
	return fmt.Sprintf("%d problems in the workspace; the first: %v", len(errs), errs[0])
}

// Write prints the diagnostics with file:line:col and source snippets.
func (e *LoadError) Write(w io.Writer, color bool) error {
	return config.WriteDiagnostics(w, e.Files, e.Diags, 100, color)
}

// Check loads the workspace in dir and returns every diagnostic (warnings
// included) without keeping anything open.
func Check(ctx context.Context, opts Options) (hcl.Diagnostics, map[string]*hcl.File) {
	diags, files, _ := CheckSources(ctx, opts)
	return diags, files
}

// CheckSources is Check that also says how each source loaded (nil when
// the workspace has errors the data checks could not get past). It is
// `datacopilot validate`.
func CheckSources(ctx context.Context, opts Options) (diags hcl.Diagnostics, files map[string]*hcl.File, stats []SourceStats) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	ws, diags := config.Load(opts.Dir)
	if len(ws.Sources) == 0 {
		return diags, ws.Files, nil
	}
	// The data-level checks run even after config errors, so that one run
	// reports every problem; the builder skips what does not resolve.
	snap, more := knowledge.Build(ctx, ws, opts.knowledge(nil))
	if snap != nil {
		stats = sourceStats(snap)
		snap.Close()
	}
	for _, d := range more {
		if d.Summary == knowledge.SummaryUnavailable {
			// serving goes on without it; a check that could not check
			// what reads it has failed
			d.Severity = hcl.DiagError
		}
	}
	all := append(diags, more...)
	sortDiags(all)
	return all, ws.Files, stats
}

// knowledge are the options of a build.
func (o Options) knowledge(prev *knowledge.Snapshot) knowledge.Options {
	ko := knowledge.Options{Logger: o.Logger, Timeout: o.QueryTimeout, MaxRows: o.MaxRows, Previous: prev, Progress: o.Progress}
	if !o.NoCache && !CacheOff() {
		dir := o.CacheDir
		if dir == "" {
			dir = filepath.Join(o.Dir, ".datacopilot", "cache")
		}
		ko.Cache = &engine.Cache{Dir: dir}
	}
	return ko
}

// CacheEnv is the environment variable that turns the file cache off
// ("off", "0", "false" or "no").
const CacheEnv = "DATACOPILOT_CACHE"

// CacheOff reports whether the environment turns the file cache off.
func CacheOff() bool {
	switch strings.ToLower(strings.TrimSpace(os.Getenv(CacheEnv))) {
	case "off", "0", "false", "no":
		return true
	}
	return false
}

// SourceStats is how one source loaded: its tables' rows and how each
// came to be (engine.FromCache, engine.LoadedSaved, ...).
type SourceStats struct {
	Name     string
	Type     string
	Tables   []TableStats
	LoadTime time.Duration
	// RanOn is where the compiler's SQL runs: "warehouse (clickhouse)" in
	// the plugin, "warehouse (duckdb)" on copies or embedded data.
	RanOn string
	// Translated counts the pipes and verified queries written in DuckDB
	// SQL that run in the plugin translated into its dialect.
	Translated int
}

// TableStats is one table of a SourceStats.
type TableStats struct {
	Name  string
	Rows  int64
	Bytes int64  // of its files, when it has files
	How   string // engine.FromCache, ...; "" for a plugin's or a database file's table
}

// Rows is the source's row count.
func (s SourceStats) Rows() int64 {
	var n int64
	for _, t := range s.Tables {
		n += t.Rows
	}
	return n
}

func sourceStats(snap *knowledge.Snapshot) []SourceStats {
	var out []SourceStats
	for _, name := range knowledge.SortedNames(snap.Sources) {
		src := snap.Sources[name]
		ss := SourceStats{Name: name, Type: src.Type, LoadTime: src.LoadTime, RanOn: src.RunsOn(), Translated: snap.TranslatedOn(src)}
		how := map[string]engine.LoadStat{}
		for _, l := range src.Loads {
			how[l.Table] = l
		}
		for _, t := range src.Tables {
			ts := TableStats{Name: t, How: how[t].How, Bytes: how[t].Bytes}
			if tab := snap.Tables[t]; tab != nil {
				ts.Rows = tab.Rows
			}
			ss.Tables = append(ss.Tables, ts)
		}
		out = append(out, ss)
	}
	return out
}

// Sources says how the snapshot served loaded its sources.
func (r *Runtime) Sources() []SourceStats {
	st := r.acquire()
	if st == nil {
		return nil
	}
	defer st.release()
	return sourceStats(st.snap)
}

// sortDiags orders diagnostics by file and position, so that they read
// top to bottom; those without a position come first.
func sortDiags(d hcl.Diagnostics) {
	sort.SliceStable(d, func(i, j int) bool {
		a, b := d[i].Subject, d[j].Subject
		switch {
		case a == nil || b == nil:
			return a == nil && b != nil
		case a.Filename != b.Filename:
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
}

// Load loads the workspace. A workspace with errors returns a *LoadError.
func Load(ctx context.Context, opts Options) (*Runtime, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	r := &Runtime{opts: opts, retired: map[*state]bool{}, watching: make(chan struct{})}
	r.life, r.stop = context.WithCancel(context.Background())
	snap, err := r.build(ctx)
	if err != nil {
		r.stop()
		return nil, err
	}
	r.cur.Store(r.newState(snap))
	r.markLearnings(snap)
	return r, nil
}

func (r *Runtime) build(ctx context.Context) (*knowledge.Snapshot, error) {
	return r.buildWith(ctx, nil)
}

// buildWith builds a snapshot with some files' contents given rather than
// read (config.LoadWith).
func (r *Runtime) buildWith(ctx context.Context, overlay map[string][]byte) (*knowledge.Snapshot, error) {
	ws, diags := config.LoadWith(r.opts.Dir, overlay)
	if diags.HasErrors() {
		return nil, &LoadError{Diags: diags, Files: ws.Files}
	}
	var prev *knowledge.Snapshot
	if st := r.acquire(); st != nil {
		defer st.release() // keeps the shared sources open while building
		prev = st.snap
	}
	snap, more := knowledge.Build(ctx, ws, r.opts.knowledge(prev))
	if more.HasErrors() {
		return nil, &LoadError{Diags: append(diags, more...), Files: ws.Files}
	}
	for _, d := range append(diags, more...) {
		r.opts.Logger.Warn("workspace", "warning", d.Error())
	}
	return snap, nil
}

// Snapshot is the knowledge currently served. Hold on to the returned value
// for the whole of one request so that a reload does not change it midway.
func (r *Runtime) Snapshot() *knowledge.Snapshot { return r.cur.Load().snap }

// Close writes the learnings' counts kept in memory, releases the current
// snapshot (once in-flight requests finish) and stops reloading: a reload in progress is cancelled. The runtime
// serves nothing afterwards.
func (r *Runtime) Close() error {
	if err := r.FlushLearnings(); err != nil {
		r.opts.Logger.Warn("learnings: counts not written", "error", err)
	}
	r.stop()
	r.reloadMu.Lock() // a reload in progress ends before the last swap
	defer r.reloadMu.Unlock()
	if st := r.cur.Swap(nil); st != nil {
		r.retire(st)
	}
	return nil
}

// Shutdown is Close, then waits until no request uses a snapshot or ctx is
// done, and then closes what is still open: DuckDB databases and plugin
// processes do not outlive the runtime, even when requests hang (their
// queries fail). Servers call it on exit.
func (r *Runtime) Shutdown(ctx context.Context) error {
	r.Close()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		r.retiredMu.Lock()
		left := make([]*state, 0, len(r.retired))
		for st := range r.retired {
			left = append(left, st)
		}
		r.retiredMu.Unlock()
		if len(left) == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			for _, st := range left {
				st.close()
			}
			return nil
		case <-tick.C:
		}
	}
}

// Validate checks a plan against the current snapshot.
func (r *Runtime) Validate(ctx context.Context, p *plan.Plan) (*plan.Checked, error) {
	st := r.acquire()
	defer st.release()
	return plan.Validate(ctx, st.snap, p)
}

// Execute validates and runs a plan on one snapshot.
func (r *Runtime) Execute(ctx context.Context, p *plan.Plan) (*exec.Result, error) {
	st := r.acquire()
	defer st.release()
	c, err := plan.Validate(ctx, st.snap, p)
	if err != nil {
		return nil, err
	}
	return exec.Execute(ctx, c)
}

// RunPipe runs one pipe with the given inputs (strings from a command line,
// or JSON values), checked against its params. It is a one-step plan.
func (r *Runtime) RunPipe(ctx context.Context, name string, inputs map[string]any) (*exec.Result, error) {
	st := r.acquire()
	defer st.release()
	s := st.snap
	if s.Pipes[name] == nil {
		return nil, fmt.Errorf("unknown pipe %q%s", name, didYouMean(name, knowledge.SortedNames(s.Pipes)))
	}
	c, err := plan.Validate(ctx, s, &plan.Plan{Steps: []plan.Step{{ID: "pipe", Pipe: name, Inputs: inputs}}})
	if perrs, ok := err.(plan.Errors); ok {
		return nil, &ParamError{Pipe: name, Errs: perrs}
	}
	if err != nil {
		return nil, err
	}
	res, err := exec.Execute(ctx, c)
	if err != nil {
		return nil, fmt.Errorf("pipe %q: %w", name, errors.Unwrap(err))
	}
	return res, nil
}

// ParamError is a pipe run with bad inputs.
type ParamError struct {
	Pipe string
	Errs plan.Errors
}

func (e *ParamError) Error() string {
	msg := ""
	for i, x := range e.Errs {
		if i > 0 {
			msg += "; "
		}
		msg += x.Msg
	}
	return msg
}

func didYouMean(name string, known []string) string {
	if s := config.Suggest(name, known); s != "" {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return ""
}
