package understand

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Kind is what a reading names.
type Kind string

// Reading kinds: the things of the workspace a span can name, and the
// function words, numbers and periods.
const (
	Metric    Kind = "metric"
	Dimension Kind = "dimension"
	Value     Kind = "value"
	Table     Kind = "table"
	Column    Kind = "column"
	Filter    Kind = "filter"
	Time      Kind = "period"
	Number    Kind = "number"
	Func      Kind = "func"
)

// entry is one way the workspace names a thing.
type entry struct {
	kind   Kind
	name   string // metric, dimension, table or filter name; "table.column"
	stems  []string
	weight float64
	via    string // name, label, synonym, phrasing
	// word is the form a verb's base must be said in ("close"), if any
	word string
}

// template is a phrasing with {value}: the words around a value of a
// dimension (or, on a metric or table, of any dimension it reaches).
type template struct {
	kind          Kind // Dimension, Metric or Table
	name          string
	before, after []string // stems
	// possessive: the words after are what the value has ("{value}'s
	// team"), the phrasing's own, not a noun of other rows
	possessive bool
}

// Lexicon is what the reader knows of one workspace's words, built with
// each snapshot from the workspace alone.
type Lexicon struct {
	Snap  *knowledge.Snapshot
	Vocab *english.Vocabulary

	entries  []entry
	byKey    map[string][]int // stems joined by spaces → entries
	maxWords int
	single   []int // one-word entries, for typo matching
	// fillers are the one-word phrases of the classes that need no
	// reading (question words, courtesy), for their misspellings
	fillers   []string
	templates []template
	named     []NamedPeriod
	// First and Anchor are the earliest and latest dates of the data's
	// time dimensions: relative periods count back from Anchor.
	First, Anchor time.Time
	// described holds, per metric, pipe and verified query, the stems of
	// its own text: a word the chosen thing's text uses is explained by it.
	described map[string]map[string]bool
	// paramDims counts the pipe params that take each dimension.
	paramDims map[string]int
	dimOrder  map[string]int
	// dims are the dimensions' names in the order declared (those not
	// declared after, by name)
	dims []string
	keys map[string]bool // "table.column" of join keys, either end
	// referenced are the columns joins point at: a table's own key, which
	// names the table's rows ("orders.OrderID" counts orders)
	referenced map[string]bool
	// siblings lists, per text dimension, the others whose values are
	// mostly its own (the same domain: countries, cities)
	siblings map[string][]string
	// own are the stems of every name, label, synonym and phrasing: a
	// word the workspace itself uses is not a misspelling of another
	own map[string]bool
	// ownByFirst lists the one-word stems of own by their first letter,
	// for respelling (spell)
	ownByFirst map[byte][]string
	// roles are the tables of one list joined in several roles, and
	// roleCues the stems said of one role only (roles.go)
	roles    map[string]role
	roleCues map[string]string
	// softCues are the cues that are words of the vocabulary too (roles.go)
	softCues map[string]bool
	// verifiedReads caches the lattices of verified queries' questions.
	verifiedReads sync.Map
	// hopsCache holds the join distances asked for ("from\x00to" → int),
	// ranges which chunks give a range of numbers (chunk id → bool);
	// saidIn the restrictive classes a chunk says (chunk id → set).
	hopsCache, ranges, saidIn sync.Map
	// tableKeys holds each table's key column as keyOf finds it.
	tableKeys sync.Map
	// links holds the joins from one table to another ("from\x00to" →
	// []*knowledge.Join, path).
	links sync.Map
	// chunkText holds each passage's tokens (chunk id → *chunkText),
	// unitIn whether it gives a number in a unit (id\x00unit → bool).
	chunkText, unitIn sync.Map
	// leftOut holds, per metric, the stems its description says it leaves
	// out, those it says otherwise, and those of its own names
	// ([3]map[string]bool).
	leftOut sync.Map
	// labels are the stems a text gives as the names of numbers (codeLabels)
	labels map[string]bool
	// longMetrics are the entries of metrics' names, labels and synonyms
	// of three words or more (said without their last word, lattice.go).
	longMetrics []int
}

// NewLexicon compiles the lexicon of a snapshot.
func NewLexicon(s *knowledge.Snapshot) *Lexicon {
	lx := &Lexicon{Snap: s, Vocab: english.Words(), byKey: map[string][]int{}, described: map[string]map[string]bool{},
		paramDims: map[string]int{}, dimOrder: map[string]int{}, keys: map[string]bool{}, referenced: map[string]bool{}}
	defer lx.sortDims()
	for _, name := range knowledge.SortedNames(s.Metrics) {
		m := s.Metrics[name]
		lx.names(Metric, name, m.Label, m.SynonymSet.Synonyms, m.SynonymSet.Weights)
		lx.phrasings(Metric, name, m.Phrasings)
		lx.participle(name, m.Label)
		lx.verbForms(Metric, name, m.Synonyms)
		lx.describe("metric:"+name, name, m.Label, m.Description, strings.Join(m.Synonyms, " "), strings.Join(m.Phrasings, " "))
	}
	for i, cd := range s.Config.Dimensions {
		d := s.Dimensions[cd.Name]
		if d == nil {
			continue
		}
		lx.dimOrder[d.Name] = i
		lx.names(Dimension, d.Name, d.Label, d.Synonyms, d.Weights)
		lx.phrasings(Dimension, d.Name, d.Phrasings)
		if d.Kind.IsTime() {
			if lx.Anchor.IsZero() || d.Max.After(lx.Anchor) {
				lx.Anchor = d.Max
			}
			if !d.Min.IsZero() && (lx.First.IsZero() || d.Min.Before(lx.First)) {
				lx.First = d.Min
			}
		}
	}
	for _, name := range knowledge.SortedNames(s.Filters) {
		f := s.Filters[name]
		lx.names(Filter, name, f.Label, f.Synonyms, f.Weights)
		lx.phrasings(Filter, name, f.Phrasings)
		lx.verbForms(Filter, name, nil)
	}
	for _, name := range knowledge.SortedNames(s.Tables) {
		t := s.Tables[name]
		for _, j := range t.Joins {
			lx.keys[strings.ToLower(j.From+"."+j.Column)] = true
			lx.keys[strings.ToLower(j.To+"."+j.References)] = true
			lx.referenced[strings.ToLower(j.To+"."+j.References)] = true
		}
	}
	for _, name := range knowledge.SortedNames(s.Tables) {
		t := s.Tables[name]
		var syns []string
		var weights map[string]float64
		if t.Notes != nil {
			syns, weights = t.Notes.Synonyms, t.Notes.Weights
			lx.phrasings(Table, name, t.Notes.Phrasings)
		}
		lx.names(Table, name, "", syns, weights)
		for _, c := range t.Columns {
			key := name + "." + c.Name
			// a column a dimension is declared on answers to the
			// dimension's names; its raw name would only compete with them
			switch {
			case lx.declared(name, c.Name), lx.keys[strings.ToLower(key)]:
				// a join key is reached through the table it points at
			case lx.noted(t, c.Name):
				// a column the author wrote notes for is known by its name
				lx.add(Column, key, knowledge.NameWords(c.Name), 0.9, "name")
			default:
				lx.add(Column, key, knowledge.NameWords(c.Name), 0.85, "column name")
			}
			for _, syn := range c.Synonyms {
				lx.add(Column, key, syn, 0.95*weightOf(weights2(t, c), syn), "synonym")
			}
		}
	}
	lx.personWords(s)
	for _, name := range knowledge.SortedNames(s.Pipes) {
		p := s.Pipes[name]
		lx.describe("pipe:"+name, knowledge.NameWords(name), p.Description, strings.Join(p.Examples, " "), strings.Join(p.Tags, " "))
		for _, pd := range p.ParamDims {
			lx.paramDims[pd.Name]++
		}
	}
	for _, v := range s.Verified {
		lx.describe("verified:"+v.Name, knowledge.NameWords(v.Name), v.Question, v.Description)
	}
	// the last word of a dimension's compound name names it too, at a
	// lower score ("country" of supplier_country, said of suppliers)
	for i := range s.Config.Dimensions {
		d := s.Dimensions[s.Config.Dimensions[i].Name]
		if d == nil {
			continue
		}
		for _, name := range []string{knowledge.NameWords(d.Name), d.Label} {
			// (not a filler word: "on" of borrowed_on names no date)
			if st := stemsOf(name); len(st) >= 2 && !knowledge.IsStopWord(st[len(st)-1]) {
				lx.add(Dimension, d.Name, st[len(st)-1], 0.8, "head of name")
			}
		}
	}
	// a word of a dimension's label that names its table may be said by
	// another of the table's nouns: "doctor specialty" of "Physician
	// specialty" on physicians ("doctors")
	for i := range s.Config.Dimensions {
		d := s.Dimensions[s.Config.Dimensions[i].Name]
		if d == nil || d.Label == "" {
			continue
		}
		lx.labelNouns(d.Name, d.Label, s.Tables[d.Table], d.Table)
	}
	for _, name := range knowledge.SortedNames(s.Dimensions) {
		d := s.Dimensions[name]
		lx.describe("dimension:"+name, d.Description, knowledge.NameWords(d.Expr))
	}
	for _, name := range knowledge.SortedNames(s.Filters) {
		f := s.Filters[name]
		lx.describe("filter:"+name, f.Description)
	}
	for _, name := range knowledge.SortedNames(s.Tables) {
		t := s.Tables[name]
		var texts []string
		if t.Notes != nil {
			texts = append(texts, t.Notes.Description)
		}
		lx.describe("table:"+name, texts...)
		for _, c := range t.Columns {
			lx.describe("column:"+name+"."+c.Name, knowledge.NameWords(c.Name), c.Description, strings.Join(c.Synonyms, " "))
		}
	}
	lx.scaleLabels(s)
	lx.averageWords()
	lx.dateVerbs(s)
	lx.siblings = siblingDims(s)
	lx.findRoles(s)
	lx.periods(s)
	for i, e := range lx.entries {
		if len(e.stems) == 1 && len(e.stems[0]) >= 5 {
			lx.single = append(lx.single, i)
		}
		if e.kind == Metric && len(e.stems) >= 3 && (e.via == "name" || e.via == "label" || e.via == "synonym") {
			lx.longMetrics = append(lx.longMetrics, i)
		}
	}
	lx.fillers = fillerWords(lx.Vocab)
	lx.own = map[string]bool{}
	for _, e := range lx.entries {
		for _, st := range e.stems {
			lx.own[st] = true
		}
	}
	// the words of phrasings ("leaving {value}") are the workspace's too
	var phrasings []string
	for _, t := range s.Config.Tables {
		phrasings = append(phrasings, t.Phrasings...)
	}
	for _, d := range s.Config.Dimensions {
		phrasings = append(phrasings, d.Phrasings...)
	}
	for _, m := range s.Config.Metrics {
		phrasings = append(phrasings, m.Phrasings...)
	}
	for _, f := range s.Config.Filters {
		phrasings = append(phrasings, f.Phrasings...)
	}
	for _, ph := range phrasings {
		for _, w := range strings.Fields(strings.ToLower(ph)) {
			if !strings.HasPrefix(w, "{") {
				lx.own[knowledge.Stem(strings.Trim(w, ".,;:!?\"'"))] = true
			}
		}
	}
	lx.ownByFirst = map[byte][]string{}
	for w := range lx.own {
		if len(w) >= 4 && !strings.Contains(w, " ") {
			lx.ownByFirst[w[0]] = append(lx.ownByFirst[w[0]], w)
		}
	}
	return lx
}

// personWords lets the words for people in general ([person]: "people",
// "folks") name the workspace's list of persons, a little below the
// list's own names: the one table with a column only persons have
// ([person.attribute]: a birth date, a gender, a full name). The same list
// in other roles (managers, reviewers of the employees) is that list: the
// first declared stands for them. A workspace with two lists of persons
// (patients and physicians) leaves the words unread: which one is meant
// is for the question to say.
func (lx *Lexicon) personWords(s *knowledge.Snapshot) {
	var lists []*knowledge.Table
	var name string
	for _, ct := range s.Config.Tables {
		t := s.Tables[ct.Name]
		if t == nil || !lx.ofPersons(t) || slices.ContainsFunc(lists, func(o *knowledge.Table) bool { return sameList(o, t) }) {
			continue
		}
		lists = append(lists, t)
		name = ct.Name
	}
	if len(lists) != 1 {
		return
	}
	for _, p := range lx.Vocab.Class("person") {
		lx.add(Table, name, p.Text, 0.85, "word for people")
	}
}

// ofPersons reports a table with a column of a person's attribute.
func (lx *Lexicon) ofPersons(t *knowledge.Table) bool {
	for _, c := range t.Columns {
		words := strings.Fields(strings.ToLower(knowledge.NameWords(c.Name)))
		for i := range words {
			if _, n := lx.Vocab.Match("person.attribute", words, i); n > 0 {
				return true
			}
		}
	}
	return false
}

// declared reports whether a dimension is declared on the column.
func (lx *Lexicon) declared(table, column string) bool {
	for _, d := range lx.Snap.Dimensions {
		if d.Table == table && strings.EqualFold(strings.Trim(d.Expr, `" `), column) {
			return true
		}
	}
	return false
}

// noted reports a column block for the column in its table's notes.
func (lx *Lexicon) noted(t *knowledge.Table, column string) bool {
	if t.Notes == nil {
		return false
	}
	for _, cc := range t.Notes.Columns {
		if strings.EqualFold(cc.Name, column) {
			return true
		}
	}
	return false
}

func weights2(t *knowledge.Table, c *knowledge.Column) map[string]float64 {
	if t.Notes == nil {
		return nil
	}
	for _, cc := range t.Notes.Columns {
		if strings.EqualFold(cc.Name, c.Name) {
			return cc.Weights
		}
	}
	return nil
}

func weightOf(w map[string]float64, syn string) float64 {
	if x, ok := w[syn]; ok {
		return x
	}
	return 1
}

// verbForms adds the base of a participle that names a filter or is a
// metric's verb: "cancel" for "cancelled", "readmit" for "readmitted"
// ("how many flights did Bluewater Air cancel"), "close" for a metric
// whose verb is "closed" ("how many jobs did Laura close"), a little below
// the names themselves. Of a metric, only its verbs and the participle
// that ends a synonym ("kwh used"): "completed jobs" is not said "complete
// jobs".
func (lx *Lexicon) verbForms(kind Kind, name string, synonyms []string) {
	n := len(lx.entries)
	for i := 0; i < n; i++ {
		e := lx.entries[i]
		if e.kind != kind || e.name != name || len(e.stems) != 1 || kind == Metric && e.via != "verb" {
			continue
		}
		forms := knowledge.PastTenseStems(e.stems[0])
		if kind == Filter && len(forms) > 0 {
			forms = forms[:1]
		}
		// (of a metric each guess: "close" of "closed", "finish" of
		// "finished"; the others are no words)
		for _, form := range forms {
			lx.addVerb(kind, name, form, 0.9*e.weight, "verb of "+e.via)
		}
	}
	if kind != Metric {
		return
	}
	// "kwh used": "how many kwh did our customers use"; "items checked
	// out": "how many items did each member check out", "members who
	// checked out 10 items"
	for _, syn := range synonyms {
		words := english.Tokens(knowledge.Fold(syn))
		if len(words) == 3 && lx.Vocab.Is("particle", words[2]) {
			forms := knowledge.PastTenseStems(words[1])
			if base, ok := lx.Vocab.Value("irregular", words[1]); ok && len(forms) == 0 {
				forms = []string{base}
			}
			if len(forms) > 0 {
				lx.addVerb(kind, name, words[1]+" "+words[2], 0.9, "verb of synonym")
			}
			for _, form := range forms {
				lx.addVerb(kind, name, form+" "+words[2], 0.9, "verb of synonym")
			}
			continue
		}
		if len(words) != 2 {
			continue
		}
		forms := knowledge.PastTenseStems(words[1])
		if base, ok := lx.Vocab.Value("irregular", words[1]); ok && len(forms) == 0 {
			forms = []string{base}
		}
		for _, form := range forms {
			lx.addVerb(kind, name, form, 0.9, "verb of synonym")
		}
	}
}

// addVerb adds a verb form that must be said as written ("close", not
// "closes" or "bills" for "bill").
func (lx *Lexicon) addVerb(kind Kind, name, form string, weight float64, via string) {
	lx.add(kind, name, form, weight, via)
	for _, k := range lx.byKey[strings.Join(stemsOf(form), " ")] {
		if e := &lx.entries[k]; e.kind == kind && e.name == name && e.via == via {
			e.word = form
		}
	}
}

// names adds a thing's name (as words), label and synonyms.
func (lx *Lexicon) names(kind Kind, name, label string, syns []string, weights map[string]float64) {
	lx.add(kind, name, knowledge.NameWords(name), 1, "name")
	if label != "" {
		lx.add(kind, name, label, 1, "label")
	}
	// "30-day readmission rate": its synonyms said with the span its
	// label starts with ("30 day readmit rate")
	span := lx.spanOf(label)
	for _, syn := range syns {
		lx.add(kind, name, syn, weightOf(weights, syn), "synonym")
		if span != "" && !strings.HasPrefix(strings.Join(stemsOf(syn), " "), span) {
			lx.add(kind, name, span+" "+syn, weightOf(weights, syn), "synonym")
		}
	}
}

// spanOf is the number and unit of time a label starts with ("30 day" of
// "30-day readmission rate"), "" when it starts with none.
func (lx *Lexicon) spanOf(label string) string {
	st := stemsOf(label)
	if len(st) < 3 || !allDigits(st[0]) || !lx.Vocab.Is("unit.time", st[1]) {
		return ""
	}
	return st[0] + " " + st[1]
}

func (lx *Lexicon) add(kind Kind, name, text string, weight float64, via string) {
	st := stemsOf(text)
	if len(st) == 0 {
		return
	}
	key := strings.Join(st, " ")
	for _, i := range lx.byKey[key] {
		if e := lx.entries[i]; e.kind == kind && e.name == name {
			if weight > e.weight {
				lx.entries[i].weight, lx.entries[i].via = weight, via
			}
			return
		}
	}
	lx.byKey[key] = append(lx.byKey[key], len(lx.entries))
	lx.entries = append(lx.entries, entry{kind: kind, name: name, stems: st, weight: weight, via: via})
	lx.maxWords = max(lx.maxWords, len(st))
}

// dateVerbs adds the verb of a date named "<verb> date" or "<verb>ed on"
// ("ship" of ship_date, "borrow" of borrowed_on): "orders that didn't ship
// until 1998" dates the second period by the shipping date. Only a word
// nothing else is named by, a little below the names.
func (lx *Lexicon) dateVerbs(s *knowledge.Snapshot) {
	for _, name := range knowledge.SortedNames(s.Dimensions) {
		d := s.Dimensions[name]
		if !d.Kind.IsTime() {
			continue
		}
		for _, text := range []string{knowledge.NameWords(d.Name), d.Label} {
			all := stemsOf(text)
			var st []string
			for _, w := range all {
				if !lx.Vocab.Is("stop", w) {
					st = append(st, w)
				}
			}
			var verb string
			switch {
			case len(st) == 2:
				verb = st[0] // "ship date"
			case len(st) == 1 && len(all) == 2:
				verb = st[0] // "borrowed on"
			default:
				continue
			}
			forms := []string{verb}
			if base := knowledge.PastTenseStems(verb); len(base) > 0 {
				forms = base // "borrowed": "borrow", "borrowe"
			} else {
				// "ship": "shipped"; "place": "placed"
				forms = append(forms, verb+"ed", verb+verb[len(verb)-1:]+"ed", verb+"d")
			}
			for _, f := range forms {
				if len(f) < 3 || len(lx.byKey[knowledge.Stem(f)]) > 0 {
					continue
				}
				lx.add(Dimension, name, f, 0.85, "verb of date")
			}
		}
	}
}

// participle adds the verb of a metric named "<things> <participle>"
// ("Procedures performed", "Orders shipped"): "which procedures were
// performed most often" names the things and the metric apart. A little
// below the names; a metric's own phrasings come first.
func (lx *Lexicon) participle(name, label string) {
	words := strings.Fields(knowledge.Fold(label))
	if len(words) < 2 {
		return
	}
	last := words[len(words)-1]
	// regular participles only: an irregular one ("sold", "flown") is
	// too often a verb of other things too ("best selling" is revenue)
	if strings.HasSuffix(last, "ed") && len(last) > 4 {
		lx.add(Metric, name, last, 0.9, "verb")
	}
}

// phrasings adds a thing's phrasings: templates with {value}, and plain
// words (a verb of a table, "sold" of a metric) otherwise.
func (lx *Lexicon) phrasings(kind Kind, name string, phs []string) {
	for _, ph := range phs {
		before, after, hasValue := strings.Cut(ph, "{value}")
		if !hasValue {
			lx.add(kind, name, ph, 1, "verb")
			continue
		}
		// a possessive is said on the value's last word ("Lambert's
		// team"), which the value's match reads
		possessive := false
		for _, pos := range []string{"'s", "’s", "'", "’"} {
			if rest, ok := strings.CutPrefix(after, pos); ok && (rest == "" || rest[0] == ' ') {
				after, possessive = rest, true
				break
			}
		}
		lx.templates = append(lx.templates, template{kind: kind, name: name, before: stemsOf(before), after: stemsOf(after), possessive: possessive})
	}
}

// labelNouns adds a dimension's label with a word that names its table
// said by another noun of the table (its name, a one-word synonym).
func (lx *Lexicon) labelNouns(dim, label string, t *knowledge.Table, table string) {
	words := stemsOf(label)
	if len(words) < 2 || t == nil {
		return
	}
	nouns := stemsOf(knowledge.NameWords(table))
	if len(nouns) != 1 {
		return
	}
	if t.Notes != nil {
		for _, syn := range t.Notes.Synonyms {
			if st := stemsOf(syn); len(st) == 1 && !slices.Contains(nouns, st[0]) {
				nouns = append(nouns, st[0])
			}
		}
	}
	for i, w := range words {
		if !slices.Contains(nouns, w) {
			continue
		}
		for _, n := range nouns {
			if n == w {
				continue
			}
			v := slices.Clone(words)
			v[i] = n
			lx.add(Dimension, dim, strings.Join(v, " "), 0.9, "label with another noun of its table")
		}
	}
}

func (lx *Lexicon) describe(key string, texts ...string) {
	set := map[string]bool{}
	for _, t := range texts {
		for _, w := range stemsOf(t) {
			set[w] = true
			for _, v := range knowledge.PastTenseStems(w) {
				set[v] = true
			}
		}
	}
	lx.described[key] = set
}

// scaleLabels collects the words the descriptions give as the names of
// numbers (codeLabels).
func (lx *Lexicon) scaleLabels(s *knowledge.Snapshot) {
	lx.labels = map[string]bool{}
	var texts []string
	for _, m := range s.Metrics {
		texts = append(texts, m.Description)
	}
	for _, d := range s.Dimensions {
		texts = append(texts, d.Description)
	}
	for _, f := range s.Filters {
		texts = append(texts, f.Description)
	}
	for _, t := range s.Tables {
		if t.Notes != nil {
			texts = append(texts, t.Notes.Description)
		}
		for _, c := range t.Columns {
			texts = append(texts, c.Description)
		}
	}
	for _, t := range texts {
		for _, w := range codeLabels(t) {
			lx.labels[w] = true
		}
	}
}

// codeLabel is a number with the words that name it in a text: "5
// (outstanding)", "5 = Outstanding", "2 Needs improvement,".
var codeLabel = regexp.MustCompile(`(?:^|[\s(])(\d+)\s*(?:\(|=\s*)?\s*([\pL][\pL ]{0,40}?)\s*(?:\)|,|;|\.|$)`)

// codeLabels are the stems of the words a text gives as the names of
// numbers (of three words at most), when it names two numbers or more so (a scale or a list of
// codes: "from 1 (unsatisfactory) to 5 (outstanding)"): such a word says
// which rows, a condition, and a text that mentions it explains nothing.
func codeLabels(text string) []string {
	ms := codeLabel.FindAllStringSubmatch(text, -1)
	nums := map[string]bool{}
	for _, m := range ms {
		nums[m[1]] = true
	}
	if len(nums) < 2 {
		return nil
	}
	var out []string
	for _, m := range ms {
		// (a name, not a clause: "1 when the flight was cancelled")
		if st := stemsOf(m[2]); len(st) <= 3 {
			for _, w := range st {
				if !knowledge.IsStopWord(w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// periods collects the named periods: period blocks, and document sections
// that define a date range, by their heading with and without its year and
// as "<word> <kind>" ("spring campaign").
func (lx *Lexicon) periods(s *knowledge.Snapshot) {
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
		for _, t := range append([]string{knowledge.NameWords(p.Name), label}, p.Synonyms...) {
			words := english.Tokens(t)
			year := yearIn(words)
			lx.named = append(lx.named, NamedPeriod{Words: words, From: from, To: to, Label: label, Name: p.Name, Year: year})
			// "the summer peak" for "Summer peak 2024": its name without
			// the year (the latest such period wins, as for campaigns)
			if bare := withoutYears(words); len(bare) > 0 && len(bare) < len(words) {
				lx.named = append(lx.named, NamedPeriod{Words: bare, From: from, To: to, Label: label, Name: p.Name, Year: year, Bare: true})
			}
		}
	}
	for _, c := range s.Chunks {
		p := c.Period
		if p == nil {
			continue
		}
		words := english.Tokens(p.Name)
		year := yearIn(words)
		var bare []string
		for _, w := range withoutYears(words) {
			if w != p.Kind {
				bare = append(bare, w)
			}
		}
		aliases := [][]string{words, bare}
		if p.Kind != "" && !slices.Contains(words, p.Kind) {
			aliases = append(aliases, append(slices.Clone(words), p.Kind))
		}
		if p.Kind != "" {
			aliases = append(aliases, append(slices.Clone(bare), p.Kind))
			for _, w := range bare {
				if !lx.Vocab.Is("stop", w) {
					aliases = append(aliases, []string{w, p.Kind})
				}
			}
		}
		for _, a := range aliases {
			if len(a) == 0 || len(a) == 1 && p.Kind == "" {
				continue
			}
			lx.named = append(lx.named, NamedPeriod{Words: a, From: p.From, To: p.To, Label: p.Name, Name: p.Name, Chunk: c.ID, Year: year, Bare: year > 0 && yearIn(a) == 0})
		}
	}
	// longest first; among equals the latest (a campaign run every year
	// answers to its bare name with its latest run)
	sort.SliceStable(lx.named, func(i, j int) bool {
		if len(lx.named[i].Words) != len(lx.named[j].Words) {
			return len(lx.named[i].Words) > len(lx.named[j].Words)
		}
		return lx.named[i].From.After(lx.named[j].From)
	})
}

// yearIn is the first year among words, 0 when there is none.
func yearIn(words []string) int {
	for _, w := range words {
		if y, ok := yearOf(w); ok {
			return y
		}
	}
	return 0
}

// withoutYears drops the years from words: "summer peak 2024" → "summer peak".
func withoutYears(words []string) []string {
	var out []string
	for _, w := range words {
		if _, isYear := yearOf(w); !isYear {
			out = append(out, w)
		}
	}
	return out
}

func stemsOf(s string) []string {
	if v, ok := stemCache.Load(s); ok {
		return slices.Clone(v.([]string))
	}
	ws := stemsOfText(s)
	if stemCached.Add(1) <= stemCacheMax {
		stemCache.Store(s, slices.Clip(slices.Clone(ws)))
	}
	return ws
}

// stemCache keeps the stems of the texts stemsOf is given, most of them
// the workspace's names and units, asked again for every question; it
// stops growing at stemCacheMax texts.
var (
	stemCache    sync.Map
	stemCached   atomic.Int64
	stemCacheMax int64 = 50_000
)

func stemsOfText(s string) []string {
	ws := english.Tokens(s)
	v := english.Words()
	for i, w := range ws {
		if base, ok := v.Value("irregular", w); ok {
			w = base
		}
		ws[i] = knowledge.Stem(w)
	}
	return ws
}

// IsKey reports whether a "table.column" is a join key (either end):
// summing, averaging or grouping by one means nothing.
func (lx *Lexicon) IsKey(col string) bool { return lx.keys[strings.ToLower(col)] }

// ColumnOf resolves "table.column".
func (lx *Lexicon) ColumnOf(ref string) (*knowledge.Table, *knowledge.Column) {
	t, c, ok := strings.Cut(ref, ".")
	if !ok {
		return nil, nil
	}
	tab := lx.Snap.Tables[t]
	if tab == nil {
		return nil, nil
	}
	return tab, tab.Column(c)
}

// numeric reports whether a column holds numbers.
func numeric(c *knowledge.Column) bool {
	return c != nil && (c.Kind == data.Int || c.Kind == data.Float)
}

// Describes reports whether the own text of a thing ("metric:revenue",
// "pipe:top_products") uses the stem.
func (lx *Lexicon) Describes(key, stem string) bool {
	set := lx.described[key]
	if set[stem] {
		return true
	}
	for _, v := range knowledge.PastTenseStems(stem) {
		if set[v] {
			return true
		}
	}
	return false
}

func englishWords() *english.Vocabulary { return english.Words() }

// KnownAs reports whether text is one of the names of the metric or
// dimension called name.
func (lx *Lexicon) KnownAs(text, name string) bool {
	for _, i := range lx.byKey[strings.Join(stemsOf(text), " ")] {
		if e := lx.entries[i]; (e.kind == Metric || e.kind == Dimension) && strings.EqualFold(e.name, name) {
			return true
		}
	}
	return false
}

// NamesOf reports whether text names the thing (metric, dimension) called
// name, by its name, label, a synonym or a plain phrasing.
func (lx *Lexicon) NamesOf(kind Kind, name string) [][]string {
	var out [][]string
	for _, e := range lx.entries {
		if e.kind == kind && e.name == name {
			out = append(out, e.stems)
		}
	}
	return out
}

// DataRange is the first and last date of the data.
func (lx *Lexicon) DataRange() (time.Time, time.Time) { return lx.First, lx.Anchor }

// siblingDims finds the text dimensions whose values overlap: two share a
// domain when half the values of the smaller are in the larger.
func siblingDims(s *knowledge.Snapshot) map[string][]string {
	out := map[string][]string{}
	names := knowledge.SortedNames(s.Dimensions)
	sets := map[string]map[string]bool{}
	for _, n := range names {
		if vs := s.Dimensions[n].Values; len(vs) > 0 {
			set := make(map[string]bool, len(vs))
			for _, v := range vs {
				set[knowledge.Fold(v)] = true
			}
			sets[n] = set
		}
	}
	for _, a := range names {
		for _, b := range names {
			if a == b || sets[a] == nil || sets[b] == nil {
				continue
			}
			small, large := sets[a], sets[b]
			if len(small) > len(large) {
				small, large = large, small
			}
			shared := 0
			for v := range small {
				if large[v] {
					shared++
				}
			}
			if shared >= 2 && 2*shared >= len(small) {
				out[a] = append(out[a], b)
			}
		}
	}
	return out
}

// averageWords adds the names that start with an average word said with
// another: "avg ride time" for "average ride time", unless the words so
// made already name something ("typical length of stay" of a median does
// not make "average length of stay" its name).
func (lx *Lexicon) averageWords() {
	var avg []string
	for _, p := range lx.Vocab.Class("agg.avg") {
		if len(p.Words) == 1 {
			avg = append(avg, knowledge.Stem(p.Text))
		}
	}
	n := len(lx.entries)
	for i := 0; i < n; i++ {
		e := lx.entries[i]
		if len(e.stems) < 2 || !slices.Contains(avg, e.stems[0]) || e.via != "name" && e.via != "label" && e.via != "synonym" {
			continue
		}
		for _, w := range avg {
			st := append([]string{w}, e.stems[1:]...)
			key := strings.Join(st, " ")
			if w == e.stems[0] || len(lx.byKey[key]) > 0 {
				continue
			}
			lx.byKey[key] = append(lx.byKey[key], len(lx.entries))
			lx.entries = append(lx.entries, entry{kind: e.kind, name: e.name, stems: st, weight: 0.95 * e.weight, via: e.via})
		}
	}
}
