package knowledge

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// named is one thing of the workspace a phrase names: a table, dimension,
// metric or filter, with where it is declared.
type named struct {
	kind, name string
	weight     float64
	phrasings  []string
	rng        hcl.Range
}

// where says what it is and where it is declared, relative to dir.
func (n named) where(dir string) string {
	file := n.rng.Filename
	if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
		file = rel
	}
	return fmt.Sprintf("%s %q (%s:%d)", n.kind, n.name, file, n.rng.Start.Line)
}

// sharedNames warns when one phrase (a name, label or synonym, compared
// folded and stemmed) names two things with the same weight and no
// phrasing of either says which the phrase means. A question that uses it
// is read both ways and flagged for review, every time; the author can
// settle it once with a synonym weight, a phrasing, or by dropping one.
//
// Only things of one kind are compared (two metrics, two dimensions, two
// filters, two tables): across kinds the question's grammar tells them
// apart ("how many customers" is the metric, "by customer" the dimension).
func (b *builder) sharedNames() {
	byPhrase := map[string][]named{}
	add := func(n named, phrases ...string) {
		seen := map[string]bool{}
		for _, p := range phrases {
			key := phraseKey(p)
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			w := n
			w.weight = 1
			byPhrase[key] = append(byPhrase[key], w)
		}
	}
	addSyn := func(n named, set config.SynonymSet, phrases ...string) {
		add(n, phrases...)
		for _, s := range set.Synonyms {
			key := phraseKey(s)
			if key == "" {
				continue
			}
			w := n
			w.weight = set.Weight(s)
			if list := byPhrase[key]; len(list) > 0 && list[len(list)-1].kind == n.kind && list[len(list)-1].name == n.name {
				continue // its own name again
			}
			byPhrase[key] = append(byPhrase[key], w)
		}
	}
	for _, name := range SortedNames(b.s.Tables) {
		t := b.s.Tables[name]
		if t.Notes == nil {
			continue
		}
		addSyn(named{kind: "table", name: name, phrasings: t.Notes.Phrasings, rng: t.Notes.DefRange}, t.Notes.SynonymSet, NameWords(name))
	}
	for _, name := range SortedNames(b.s.Dimensions) {
		d := b.s.Dimensions[name]
		addSyn(named{kind: "dimension", name: name, phrasings: d.Phrasings, rng: d.DefRange}, d.SynonymSet, NameWords(name), d.Label)
	}
	for _, name := range SortedNames(b.s.Metrics) {
		m := b.s.Metrics[name]
		addSyn(named{kind: "metric", name: name, phrasings: m.Phrasings, rng: m.DefRange}, m.SynonymSet, NameWords(name), m.Label)
	}
	for _, name := range SortedNames(b.s.Filters) {
		f := b.s.Filters[name]
		addSyn(named{kind: "filter", name: name, phrasings: f.Phrasings, rng: f.DefRange}, f.SynonymSet, NameWords(name), f.Label)
	}
	keys := make([]string, 0, len(byPhrase))
	for k := range byPhrase {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		list := byPhrase[key]
		for i := 0; i < len(list); i++ {
			for j := i + 1; j < len(list); j++ {
				x, y := list[i], list[j]
				if x.kind != y.kind || x.name == y.name || x.weight != y.weight ||
					separates(x.phrasings, key) || separates(y.phrasings, key) {
					continue
				}
				b.warnf(y.rng, "One word names two things",
					"%q names both %s and %s, with the same weight and no phrasing to tell them apart: a question that says it is read both ways and flagged for review. Give one of them a lower weight (synonyms = [{%q = 0.8}]), drop it, or add phrasings that say which is meant.",
					key, x.where(b.ws.Dir), y.where(b.ws.Dir), key)
			}
		}
	}
}

// separates reports a phrasing that holds the phrase: the author has said
// in which words it means this thing.
func separates(phrasings []string, key string) bool {
	for _, p := range phrasings {
		if strings.Contains(" "+phraseKey(strings.ReplaceAll(p, "{value}", " "))+" ", " "+key+" ") {
			return true
		}
	}
	return false
}

// phraseKey is a phrase folded and stemmed, words joined by spaces.
func phraseKey(s string) string {
	ws := Words(s)
	for i, w := range ws {
		ws[i] = Stem(w)
	}
	return strings.Join(ws, " ")
}
