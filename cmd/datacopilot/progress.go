package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Loads that take longer than this are shown: a bar on a terminal, log
// lines otherwise. Shorter ones (the demo, anything from the cache) say
// nothing.
const (
	progressAfter = 300 * time.Millisecond
	progressLog   = time.Second
	progressTick  = 100 * time.Millisecond
)

// loadProgress reports the tables whose files are being read while a
// workspace loads (engine.LoadEvent). DuckDB does not say how far into a
// file it is, so the bar moves by whole files, by size, with the time
// spent.
type loadProgress struct {
	w   io.Writer
	tty bool

	mu      sync.Mutex
	start   time.Time
	running map[string]progressTable
	total   int64 // bytes of the tables started in this episode
	done    int64 // bytes of those finished
	tables  int
	loaded  int
	drawn   bool
	stop    chan struct{}
}

type progressTable struct {
	bytes  int64
	start  time.Time
	logged bool
}

func newLoadProgress(w io.Writer, tty bool) *loadProgress {
	return &loadProgress{w: w, tty: tty, running: map[string]progressTable{}}
}

// event is the engine's Progress callback.
func (p *loadProgress) event(ev engine.LoadEvent) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if !ev.Done {
		if len(p.running) == 0 && p.stop == nil {
			p.start, p.total, p.done, p.tables, p.loaded = now, 0, 0, 0, 0
			p.stop = make(chan struct{})
			go p.tick(p.stop)
		}
		p.running[ev.Table] = progressTable{bytes: ev.Bytes, start: now}
		p.total += ev.Bytes
		p.tables++
		return
	}
	t, ok := p.running[ev.Table]
	if !ok {
		return
	}
	delete(p.running, ev.Table)
	p.done += t.bytes
	p.loaded++
	if took := now.Sub(t.start); !p.tty && took >= progressLog {
		if ev.Err != nil {
			fmt.Fprintf(p.w, "load: %s failed after %s\n", ev.Table, seconds(took))
		} else {
			fmt.Fprintf(p.w, "load: %s: %s rows from %s in %s\n", ev.Table, thousands(ev.Stat.Rows), size(t.bytes), seconds(took))
		}
	}
	if len(p.running) == 0 {
		p.endLocked()
	}
}

func (p *loadProgress) tick(stop chan struct{}) {
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			p.mu.Lock()
			// the episode may have ended while this tick waited for the
			// lock: a bar drawn now would never be cleared
			if p.stop == stop {
				p.drawLocked()
			}
			p.mu.Unlock()
		}
	}
}

// drawLocked redraws the bar, or logs the tables running for long.
func (p *loadProgress) drawLocked() {
	elapsed := time.Since(p.start)
	if !p.tty {
		names := make([]string, 0, len(p.running))
		for n := range p.running {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			t := p.running[n]
			if !t.logged && time.Since(t.start) >= progressLog {
				fmt.Fprintf(p.w, "load: reading %s (%s)…\n", n, size(t.bytes))
				t.logged = true
				p.running[n] = t
			}
		}
		return
	}
	if elapsed < progressAfter {
		return
	}
	const width = 30
	frac := 0.0
	if p.total > 0 {
		frac = float64(p.done) / float64(p.total)
	}
	fill := int(frac * width)
	fmt.Fprintf(p.w, "\r\033[Kloading [%s%s] %s of %s · %d/%d tables · %s",
		strings.Repeat("#", fill), strings.Repeat(".", width-fill), size(p.done), size(p.total), p.loaded, p.tables, seconds(elapsed))
	p.drawn = true
}

// endLocked ends an episode of loads: the bar is cleared.
func (p *loadProgress) endLocked() {
	if p.stop != nil {
		close(p.stop)
		p.stop = nil
	}
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}

// close ends whatever is still shown (a load that failed midway).
func (p *loadProgress) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.endLocked()
}

func seconds(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return fmt.Sprintf("%.1f s", d.Seconds())
}

func size(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// thousands writes n with comma separators.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
