package runtime

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// Debounce is how long Watch waits after the last change before reloading:
// editors write a file in several steps.
const Debounce = 50 * time.Millisecond

// Watching is closed once Watch watches the workspace's folders: a change
// made after it is seen (a change made before may not be).
func (r *Runtime) Watching() <-chan struct{} { return r.watching }

// Watch reloads the workspace when one of its inputs changes, until ctx is
// done. The inputs are what a load reads: knowledge.hcl, agents.hcl,
// learnings.hcl, pipes/*.hcl, evals/*.hcl, the files the document blocks'
// paths match and the data files of the sources. Nothing else reloads it:
// not .datacopilot/ (the audit log), not a log file or notes beside the
// inputs, not editor droppings. It watches folders, not files (editors save
// by rename), and after each reload it reads the files again to follow new
// document globs, data folders and subfolders. onReload, if set, is called
// after each attempt.
func (r *Runtime) Watch(ctx context.Context, onReload func(error)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	var mu sync.Mutex // guards in and watched
	in := workspaceInputs(r.opts.Dir)
	watched := map[string]bool{}
	watchDirs := func() {
		mu.Lock()
		defer mu.Unlock()
		for _, dir := range in.dirs() {
			if watched[dir] {
				continue
			}
			if err := w.Add(dir); err != nil {
				if !os.IsNotExist(err) {
					r.opts.Logger.Warn("cannot watch", "dir", dir, "error", err)
				}
				continue
			}
			watched[dir] = true
		}
	}
	watchDirs()
	r.watchingOnce.Do(func() { close(r.watching) })
	var timer *time.Timer
	fire := func() {
		err := r.Reload(ctx)
		if onReload != nil {
			onReload(err)
		}
		next := workspaceInputs(r.opts.Dir) // the globs may have changed
		mu.Lock()
		in = next
		mu.Unlock()
		watchDirs()
	}
	for {
		select {
		case <-ctx.Done():
			mu.Lock()
			if timer != nil {
				timer.Stop()
			}
			mu.Unlock()
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Has(fsnotify.Create) {
				if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
					watchDirs() // a folder an input glob names may have appeared
				}
			}
			if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
				mu.Lock()
				delete(watched, filepath.Clean(ev.Name)) // re-added when it is back
				mu.Unlock()
			}
			mu.Lock()
			match := in.match(ev.Name)
			if match {
				if timer != nil {
					timer.Stop()
				}
				timer = time.AfterFunc(Debounce, fire)
			}
			mu.Unlock()
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			r.opts.Logger.Warn("watch", "error", err)
		}
	}
}

// inputs are the files a workspace load reads, as exact paths and glob
// patterns, all absolute.
type inputs struct {
	root     string
	files    map[string]bool
	patterns []string
}

// workspaceInputs reads the workspace's files for the globs they name. A
// workspace that does not load still names the files to watch for its fix.
func workspaceInputs(dir string) *inputs {
	root, err := filepath.Abs(dir)
	if err != nil {
		root = dir
	}
	in := &inputs{root: root, files: map[string]bool{}}
	for _, f := range []string{config.KnowledgeFile, config.AgentsFile, config.LearningsFile} {
		in.files[filepath.Join(root, f)] = true
	}
	in.patterns = append(in.patterns, filepath.Join(root, config.PipesDir, "*.hcl"), filepath.Join(root, config.EvalsDir, "*.hcl"))
	ws, _ := config.Load(dir)
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return filepath.Clean(p)
		}
		return filepath.Join(root, p)
	}
	for _, src := range ws.Sources {
		if src.Path != "" {
			in.files[abs(src.Path)] = true
		}
		for _, f := range src.Files {
			in.patterns = append(in.patterns, abs(f.Path))
		}
	}
	for _, d := range ws.Documents {
		for _, p := range d.Paths {
			in.patterns = append(in.patterns, abs(p))
		}
	}
	return in
}

// match reports whether a changed path is an input.
func (in *inputs) match(path string) bool {
	p, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	base := filepath.Base(p)
	switch {
	case strings.HasPrefix(base, "."), strings.HasSuffix(base, "~"), strings.HasSuffix(base, ".swp"), strings.HasSuffix(base, ".tmp"):
		return false // editor droppings and our own temporary files
	case config.Within(filepath.Join(in.root, ".datacopilot"), p):
		return false // our own state
	case in.files[p]:
		return true
	}
	for _, pat := range in.patterns {
		if ok, _ := filepath.Match(pat, p); ok {
			return true
		}
	}
	return false
}

// dirs are the folders to watch: the workspace's and those of the inputs
// that exist (a pattern's folder may itself be a glob).
func (in *inputs) dirs() []string {
	set := map[string]bool{in.root: true}
	for f := range in.files {
		set[filepath.Dir(f)] = true
	}
	for _, pat := range in.patterns {
		dir := filepath.Dir(pat)
		if matches, err := filepath.Glob(dir); err == nil {
			for _, m := range matches {
				set[m] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for d := range set {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			out = append(out, d)
		}
	}
	return out
}
