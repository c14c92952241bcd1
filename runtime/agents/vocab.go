package agents

import (
	"sort"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// vocab is what the offline planner knows of a workspace's words, compiled
// once per snapshot: the phrases that name metrics and dimensions, the
// words around each dimension (for telling "Spanish customers" from "Spanish
// suppliers"), and the named periods.
type vocab struct {
	phrases []phrase // longest first
	// context lists, per dimension, the words that point to it: its own
	// names and its table's.
	context map[string]map[string]bool
	// paramDims counts the pipe params that take each dimension: the
	// authors' hint of which dimension a bare value most likely means.
	paramDims map[string]int
	dimOrder  map[string]int
	named     []namedPeriod
	first     time.Time
	anchor    time.Time
}

type phrase struct {
	stems []string
	kind  string // knowledge.KindMetric or knowledge.KindDimension
	name  string
}

func stems(s string) []string {
	ws := knowledge.Words(s)
	for i, w := range ws {
		ws[i] = knowledge.Stem(w)
	}
	return ws
}

func newVocab(s *knowledge.Snapshot) *vocab {
	v := &vocab{context: map[string]map[string]bool{}, paramDims: map[string]int{}, dimOrder: map[string]int{}}
	add := func(kind, name string, texts ...string) {
		for _, t := range texts {
			if st := stems(t); len(st) > 0 {
				v.phrases = append(v.phrases, phrase{stems: st, kind: kind, name: name})
			}
		}
	}
	for _, name := range knowledge.SortedNames(s.Metrics) {
		m := s.Metrics[name]
		add(knowledge.KindMetric, name, append([]string{name, m.Label}, m.Synonyms...)...)
	}
	for i, cd := range s.Config.Dimensions {
		d := s.Dimensions[cd.Name]
		if d == nil {
			continue
		}
		v.dimOrder[d.Name] = i
		names := append([]string{d.Name, d.Label}, d.Synonyms...)
		add(knowledge.KindDimension, d.Name, names...)
		ctx := map[string]bool{}
		for _, t := range names {
			for _, w := range stems(t) {
				ctx[w] = true
			}
		}
		if t := s.Tables[d.Table]; t != nil {
			for _, w := range stems(t.Name) {
				ctx[w] = true
			}
			if t.Notes != nil {
				for _, syn := range t.Notes.Synonyms {
					for _, w := range stems(syn) {
						ctx[w] = true
					}
				}
			}
		}
		v.context[d.Name] = ctx
		if d.Kind.IsTime() && (v.anchor.IsZero() || d.Max.After(v.anchor)) {
			v.anchor = d.Max
		}
		if d.Kind.IsTime() && !d.Min.IsZero() && (v.first.IsZero() || d.Min.Before(v.first)) {
			v.first = d.Min
		}
	}
	for _, p := range s.Pipes {
		for _, d := range p.ParamDims {
			v.paramDims[d.Name]++
		}
	}
	sort.SliceStable(v.phrases, func(i, j int) bool { return len(v.phrases[i].stems) > len(v.phrases[j].stems) })
	for _, p := range s.Config.Periods {
		from, err1 := time.Parse("2006-01-02", p.From)
		to, err2 := time.Parse("2006-01-02", p.To)
		if err1 != nil || err2 != nil {
			continue
		}
		label := p.Label
		if label == "" {
			label = p.Name
		}
		for _, t := range append([]string{p.Name, label}, p.Synonyms...) {
			v.named = append(v.named, namedPeriod{words: knowledge.Words(t), from: from, to: to, label: label, name: p.Name})
		}
	}
	// periods that documents define (a campaign's dates): by their heading,
	// with and without its year, and as "<word> <kind>" ("spring campaign")
	for _, c := range s.Chunks {
		p := c.Period
		if p == nil {
			continue
		}
		words := knowledge.Words(p.Name)
		var bare []string
		for _, w := range words {
			if _, isYear := year(w); !isYear && w != p.Kind {
				bare = append(bare, w)
			}
		}
		aliases := [][]string{words, bare}
		if p.Kind != "" {
			aliases = append(aliases, append(append([]string{}, bare...), p.Kind))
			for _, w := range bare {
				if !knowledge.IsStopWord(w) {
					aliases = append(aliases, []string{w, p.Kind})
				}
			}
		}
		for _, a := range aliases {
			if len(a) == 0 || len(a) == 1 && p.Kind == "" {
				continue
			}
			v.named = append(v.named, namedPeriod{words: a, from: p.From, to: p.To, label: p.Name, name: p.Name, chunk: c.ID})
		}
	}
	// longest first; among equals, the latest period (a campaign run every
	// year answers to its bare name with its latest run)
	sort.SliceStable(v.named, func(i, j int) bool {
		if len(v.named[i].words) != len(v.named[j].words) {
			return len(v.named[i].words) > len(v.named[j].words)
		}
		return v.named[i].from.After(v.named[j].from)
	})
	return v
}

// dimensionTerms lists the words of a dimension's names, for messages.
func dimLabel(d *knowledge.Dimension) string {
	if d.Label != "" {
		return d.Label
	}
	return strings.ReplaceAll(d.Name, "_", " ")
}
