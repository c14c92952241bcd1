package understand

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Roles: one list joined to a table twice or more, once per role ("start
// stations" and "end stations" of a trip, origin and destination airports
// of a flight): two tables of the same columns and rows, each joined from
// the same table and sharing a dimension's expression. The words the
// workspace says of one role and never of
// another ("arrivals", "destination", "dropped off") are its cues: "which
// district had the most arrivals" counts the trips by the district of the
// end station, though "district" alone names the start's.

// role is what the lexicon knows of one role table.
type role struct {
	fact  string   // the table whose rows have the role ("trips")
	twins []string // the other role tables of the same list
	// count is the metric counting the fact's rows ("" when none, or
	// several)
	count string
	// copy: the table copies another table's list, which the workspace
	// says more of (CopyFact)
	copy bool
	// nouns are the head nouns of the fact's rows (nounsOf): a cue that
	// is one of them is weak (weakCue)
	nouns map[string]bool
}

// findRoles finds the role tables of the snapshot and the cue stems of
// each: the stems of its dimensions' names, synonyms and phrasings, and of
// its own synonyms and phrasings, that no twin's words hold and that are
// not function words.
func (lx *Lexicon) findRoles(s *knowledge.Snapshot) {
	lx.roles, lx.roleCues, lx.softCues = map[string]role{}, map[string]string{}, map[string]bool{}
	exprs := map[string]map[string]bool{} // table → its dimensions' expressions
	for _, d := range s.Dimensions {
		if exprs[d.Table] == nil {
			exprs[d.Table] = map[string]bool{}
		}
		exprs[d.Table][strings.ToLower(strings.TrimSpace(d.Expr))] = true
	}
	for _, fact := range knowledge.SortedNames(s.Tables) {
		// the tables the fact joins, and those they join in turn (the
		// members' home branch of a loan is a third role beside the
		// branches it was borrowed and returned at)
		var targets []string
		via := map[string]string{} // a table reached in two steps: through which
		for _, j := range s.Tables[fact].Joins {
			if j.From != fact || slices.Contains(targets, j.To) {
				continue
			}
			targets = append(targets, j.To)
			delete(via, j.To)
			if t := s.Tables[j.To]; t != nil {
				for _, k := range t.Joins {
					if k.From == j.To && k.To != fact && !slices.Contains(targets, k.To) {
						targets = append(targets, k.To)
						via[k.To] = j.To
					}
				}
			}
		}
		for _, a := range targets {
			var twins []string
			for _, b := range targets {
				if a != b && sameList(s.Tables[a], s.Tables[b]) && shareAny(exprs[a], exprs[b]) {
					twins = append(twins, b)
				}
			}
			if len(twins) == 0 {
				continue
			}
			// the rows in a role reached in two steps are those of the
			// table between, which joins it (the employees who report to
			// a manager, not their leave requests)
			own := fact
			if v, ok := via[a]; ok {
				own = v
			}
			if _, found := lx.roles[a]; !found || own == fact {
				lx.roles[a] = role{fact: own, twins: twins, count: lx.rowCount(own), nouns: lx.nounsOf(own)}
			}
		}
	}
	words := map[string]map[string]bool{}
	for t := range lx.roles {
		words[t] = lx.roleWords(s, t)
	}
	for t, r := range lx.roles {
		for w := range words[t] {
			other := false
			for _, tw := range r.twins {
				// (a plural of a word both roles say is a cue of
				// neither: "districts" beside "return district")
				other = other || words[tw][w] || words[tw][knowledge.Stem(w)]
			}
			if !other && len(w) >= 3 && !lx.functionWord(w) {
				if len(lx.Vocab.ClassesOf(w)) > 0 {
					lx.softCues[w] = true
				}
				if prev, ok := lx.roleCues[w]; ok && prev != t {
					lx.roleCues[w] = "" // a cue of two roles of different lists is none
					continue
				}
				lx.roleCues[w] = t
			}
		}
	}
	for w, t := range lx.roleCues {
		if t == "" {
			delete(lx.roleCues, w)
		}
	}
	for t, r := range lx.roles {
		for _, name := range knowledge.SortedNames(s.Tables) {
			if name != t && sameList(s.Tables[t], s.Tables[name]) && lx.saidOf(name) > lx.saidOf(t) {
				r.copy = true
				lx.roles[t] = r
				break
			}
		}
	}
}

// CopyFact is, for a role table that copies another table's list (the
// employee list once more as "managers"), the table whose rows point at it:
// its rows counted alone are the distinct ones those rows point at (the
// employees' managers, not every employee). "" for any other table. The
// list's own table is the one the workspace says more of: more
// dimensions, metrics, filters and joins of its own.
func (lx *Lexicon) CopyFact(table string) string {
	if r := lx.roles[table]; r.copy {
		return r.fact
	}
	return ""
}

// copyPriors: entities of a list copied for a role ("managers"), counted or
// compared through rows that reach them only through another table while
// the same list in another role is one step from those rows ("managers who
// never reviewed anyone": the reviews reach the managers of the employees
// reviewed, and the reviewers directly), are maybe the other role's: the
// verb may be theirs. A condition the list's own rows do not reach is a
// doubt too.
func (lx *Lexicon) copyPriors(q *Query) {
	if q.Intent != IntentData {
		return
	}
	table := ""
	switch m := q.Measure; {
	case q.Entity != nil && lx.Snap.Dimensions[q.Entity.Dim] != nil:
		table = lx.Snap.Dimensions[q.Entity.Dim].Table
	case q.Entity != nil:
		table, _, _ = strings.Cut(q.Entity.Column, ".")
	case m != nil && m.Metric == "" && (m.Table != "" || m.Dim != ""):
		table = lx.measureTable(m) // "how many managers reviewed someone"
	}
	if lx.CopyFact(table) == "" {
		return
	}
	base, err := lx.Base(q)
	if err != nil {
		return
	}
	// "how many managers are in engineering": a condition the list's own
	// rows do not reach is of the rows that point at them (the department
	// of the employees they manage, not their own)
	for _, t := range lx.constraintTables(q) {
		if t != table && t != base && lx.hops(table, t) < 0 && lx.hops(base, t) >= 0 {
			why := fmt.Sprintf("The condition on %s is of the %s that point at the %s, not of the %s themselves.", lower(knowledge.NameWords(t)), lower(knowledge.NameWords(base)), lower(knowledge.NameWords(table)), lower(knowledge.NameWords(table)))
			q.Doubts = append(q.Doubts, why)
			return
		}
	}
	if lx.hops(base, table) <= 1 {
		return
	}
	for _, name := range knowledge.SortedNames(lx.Snap.Tables) {
		if _, role := lx.roles[name]; name != table && role && sameList(lx.Snap.Tables[name], lx.Snap.Tables[table]) && lx.hops(base, name) == 1 {
			why := fmt.Sprintf("The %s reach the %s only through another table, and the %s (the same list) directly: the %s may be the ones meant.", lower(knowledge.NameWords(base)), lower(knowledge.NameWords(table)), lower(knowledge.NameWords(name)), lower(knowledge.NameWords(name)))
			q.Score.prior(-0.1, why)
			q.Doubts = append(q.Doubts, why)
			return
		}
	}
}

// saidOf counts what the workspace declares of a table: its dimensions,
// metrics, filters and joins.
func (lx *Lexicon) saidOf(table string) int {
	n := 0
	for _, d := range lx.Snap.Dimensions {
		if d.Table == table {
			n++
		}
	}
	for _, m := range lx.Snap.Metrics {
		if m.Table == table {
			n++
		}
	}
	for _, f := range lx.Snap.Filters {
		if f.Table == table {
			n++
		}
	}
	for _, j := range lx.Snap.Tables[table].Joins {
		if j.From == table {
			n++
		}
	}
	return n
}

// sameList reports two tables that hold one list: the same columns, of the
// same types, and as many rows.
func sameList(a, b *knowledge.Table) bool {
	if a == nil || b == nil || a.Rows != b.Rows || len(a.Columns) != len(b.Columns) {
		return false
	}
	for i, c := range a.Columns {
		if !strings.EqualFold(c.Name, b.Columns[i].Name) || c.Type != b.Columns[i].Type {
			return false
		}
	}
	return true
}

func shareAny(a, b map[string]bool) bool {
	for x := range a {
		if b[x] {
			return true
		}
	}
	return false
}

// cueOfAnother reports a cue of role t at token i inside a longer reading
// that does not say the role: "return" of "late return rate" is the
// rate's, read from its name (not "items returned", of the returns, nor
// "signed off by", a name of the closing technician).
func (lx *Lexicon) cueOfAnother(l *Lattice, i int, t string) bool {
	for j := max(0, i-MaxSpan); j <= i; j++ {
		for _, r := range l.At[j] {
			if r.Start > i || i >= r.End || r.End-r.Start < 2 || r.Kind == Func || strings.HasSuffix(r.Via, "role "+t) {
				continue
			}
			if d := lx.Snap.Dimensions[r.Name]; d != nil && (r.Kind == Dimension || r.Kind == Value) && lx.roleOfDim(d) == t {
				continue
			}
			return true
		}
	}
	return false
}

// soft reports a cue at token i that is also a word of the vocabulary
// ("closed", a word for the end of a range): it says a role only where
// the question names the list (listSaid).
func (lx *Lexicon) soft(l *Lattice, i int) bool {
	return lx.softCues[l.Tokens[i].Stem] || lx.softCues[knowledge.Fold(l.Tokens[i].Text)]
}

// listSaid reports a word other than the one at i that names the list
// of role table t, in that role or a twin ("technician ... closed"; not
// "accounts were closed", where no technician is said).
func (lx *Lexicon) listSaid(l *Lattice, i int, t string) bool {
	list := append([]string{t}, lx.roles[t].twins...)
	for j := range l.Tokens {
		if j == i {
			continue
		}
		for _, x := range l.At[j] {
			in := ""
			switch x.Kind {
			case Table:
				in = x.Name
			case Dimension, Value:
				if d := lx.Snap.Dimensions[x.Name]; d != nil {
					in = lx.roleOfDim(d)
				}
			}
			if in != "" && slices.Contains(list, in) {
				return true
			}
		}
	}
	return false
}

// functionWord reports a word of the vocabulary's classes other than
// those that ask for the end or the start of a range: "closed", "ended"
// are verbs a role may be said by ("{value} closed").
func (lx *Lexicon) functionWord(w string) bool {
	return slices.ContainsFunc(lx.Vocab.ClassesOf(w), func(c string) bool { return c != "time.end" && c != "time.start" })
}

// weakCue reports a cue of role t at token i that names the rows in the
// role themselves ("jobs" of a phrasing "{value}'s jobs" of the assigned
// technician): it says the role only when no word says another.
//
// So is a cue that is the noun of the list in that role itself ("techs",
// a synonym of the assigned technician): "how many techs completed ..."
// are the technicians who completed.
func (lx *Lexicon) weakCue(l *Lattice, i int, t string) bool {
	if n := lx.roles[t].nouns; n[l.Tokens[i].Stem] || n[knowledge.Fold(l.Tokens[i].Text)] {
		return true
	}
	return slices.ContainsFunc(l.At[i], func(r Reading) bool {
		d := lx.Snap.Dimensions[r.Name]
		return r.Kind == Dimension && r.End == i+1 && d != nil && named(r) && lx.roleOfDim(d) == t
	})
}

// cuesKept are the roles cued: every strongly cued one, every one cued
// inside a condition's words, and a weakly cued one when no twin of it is
// cued strongly ("which technician signed off the most jobs": the closing
// technician, "jobs" notwithstanding).
func (lx *Lexicon) cuesKept(strong, weak, inner map[string]bool) map[string]bool {
	out := maps.Clone(strong)
	maps.Copy(out, inner)
	for t := range weak {
		if !slices.ContainsFunc(lx.roles[t].twins, func(tw string) bool { return strong[tw] }) {
			out[t] = true
		}
	}
	return out
}

// nounsOf are the head nouns (the last words) of a table's name and
// synonyms, and of those of the metric counting its rows, and their
// stems ("tickets" of "support tickets", not "support"; "cards" of the
// members' count "new cards").
func (lx *Lexicon) nounsOf(table string) map[string]bool {
	s := lx.Snap
	texts := []string{knowledge.NameWords(table)}
	if t := s.Tables[table]; t != nil && t.Notes != nil {
		texts = append(texts, t.Notes.Synonyms...)
	}
	if m := s.Metrics[lx.rowCount(table)]; m != nil {
		texts = append(texts, m.Label)
		texts = append(texts, m.Synonyms...)
	}
	out := map[string]bool{}
	for _, t := range texts {
		if f := strings.Fields(knowledge.Fold(t)); len(f) > 0 {
			w := f[len(f)-1]
			out[w], out[knowledge.Stem(w)] = true, true
		}
	}
	return out
}

// roleWords are the stems the workspace says of a role table.
func (lx *Lexicon) roleWords(s *knowledge.Snapshot, table string) map[string]bool {
	var texts []string
	if t := s.Tables[table]; t != nil && t.Notes != nil {
		texts = append(texts, t.Notes.Synonyms...)
		texts = append(texts, t.Notes.Phrasings...)
	}
	for _, d := range s.Dimensions {
		if lx.roleOfDim(d) == table {
			texts = append(texts, d.Label)
			texts = append(texts, d.Synonyms...)
			texts = append(texts, d.Phrasings...)
		}
	}
	out := map[string]bool{}
	for _, t := range texts {
		t = strings.ReplaceAll(t, "{value}", " ")
		for _, w := range strings.Fields(knowledge.Fold(t)) {
			w = strings.Trim(w, ".,;:!?\"'()")
			if w != "" {
				out[w] = true
				out[knowledge.Stem(w)] = true
			}
		}
	}
	return out
}

// rowCount is the metric that counts a table's rows: the only one, else
// the one named like the table ("trips" of trips, beside "cancelled
// unlocks"), else ""
// factsOf are the tables that join the table (the rows that point at it).
func (lx *Lexicon) factsOf(table string) []string {
	var out []string
	for _, name := range knowledge.SortedNames(lx.Snap.Tables) {
		for _, j := range lx.Snap.Tables[name].Joins {
			if j.From == name && j.To == table && !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// RowCount is the metric that counts a table's rows as the workspace
// defines them (named after the rows, its filters leaving some out: the
// trips without the cancelled unlocks), "" when none.
func (lx *Lexicon) RowCount(table string) string { return lx.rowCount(table) }

func (lx *Lexicon) rowCount(table string) string {
	var found []string
	own := knowledge.Stem(knowledge.Fold(knowledge.NameWords(table)))
	named := func(name string) bool {
		m := lx.Snap.Metrics[name]
		for _, n := range append([]string{knowledge.NameWords(name), m.Label}, m.Synonyms...) {
			if st := stemsOf(n); len(st) == 1 && st[0] == own {
				return true
			}
		}
		return false
	}
	for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
		m := lx.Snap.Metrics[name]
		// (a count of some of the rows is the count of the rows only when
		// named after them: "trips" without the cancelled unlocks, not
		// "promotions" of salary changes)
		if m.Table == table && strings.HasPrefix(strings.ReplaceAll(strings.ToUpper(m.Expr), " ", ""), "COUNT(*)") && (len(m.Filters) == 0 || named(name)) {
			found = append(found, name)
		}
	}
	if len(found) == 1 {
		return found[0]
	}
	for _, name := range found {
		if named(name) {
			return name
		}
	}
	return ""
}

// roleReadings reads a role cue that nothing else reads as the rows of
// the fact in that role: the fact's row count, or the fact itself. A name
// of that count already says the role; a cue inside another reading
// ("departing from ORD", a phrasing) is that reading's.
func (lx *Lexicon) roleReadings(l *Lattice, stems []string, add func(Reading)) {
	for i := range stems {
		t, ok := lx.cueAt(l, stems, i)
		if !ok {
			continue
		}
		r := lx.roles[t]
		rd := Reading{Start: i, End: i + 1, Kind: Table, Name: r.fact, Score: 0.9, Via: "role " + t}
		if r.count != "" {
			rd.Kind, rd.Name = Metric, r.count
		}
		// a name of the count already ("departures" of scheduled
		// flights) says the role too
		named := false
		for k, have := range l.At[i] {
			if have.End == rd.End && have.Kind == rd.Kind && have.Name == rd.Name && have.Value == "" {
				l.At[i][k].Via, named = have.Via+"; "+rd.Via, true
			}
			// so does the name of another metric of the fact's rows that
			// the cue begins ("returns" of the loans, counted where they
			// were returned)
			if have.Kind == Metric && have.Name != rd.Name && !strings.Contains(have.Via, "role ") {
				if m := lx.Snap.Metrics[have.Name]; m != nil && m.Table == r.fact {
					l.At[i][k].Via = have.Via + "; " + rd.Via
				}
			}
		}
		// ... or ends ("items returned" of the returns)
		for j := max(0, i-MaxSpan); j < i; j++ {
			for k, have := range l.At[j] {
				if have.Kind == Metric && have.End == i+1 && !strings.Contains(have.Via, "role ") && !lx.weakCue(l, i, t) {
					if m := lx.Snap.Metrics[have.Name]; m != nil && m.Table == r.fact {
						l.At[j][k].Via = have.Via + "; " + rd.Via
					}
				}
			}
		}
		if !named && !l.named(i) {
			add(rd)
		}
		// or it says only the role of what the question breaks down or
		// picks, of another measure ("arriving passengers")
		add(Reading{Start: i, End: i + 1, Kind: Func, Name: "role", Value: t, Score: 0.9, Via: "role " + t})
	}
}

// twinReadings reads a noun of a dimension in one role as the same
// dimension of a twin role that a cue of the question names: "how many
// technicians signed off a safety check" counts the technicians who
// signed off (the closing technician's name), though "technicians" is a
// synonym of the assigned technician only. Without a cue of the twin
// the noun keeps its own role.
func (lx *Lexicon) twinReadings(l *Lattice, stems []string, add func(Reading)) {
	strong, weak := map[string]bool{}, map[string]bool{}
	for i := range stems {
		t, ok := lx.cueAt(l, stems, i)
		if ok && !lx.cueOfAnother(l, i, t) {
			if lx.weakCue(l, i, t) {
				weak[t] = true
			} else {
				strong[t] = true
			}
		}
	}
	cued := lx.cuesKept(strong, weak, nil)
	if len(cued) == 0 {
		return
	}
	for i := range l.Tokens {
		for _, r := range l.At[i] {
			if r.Kind != Dimension || r.Value != "" || !named(r) {
				continue
			}
			d := lx.Snap.Dimensions[r.Name]
			rt := ""
			if d != nil {
				rt = lx.roleOfDim(d)
			}
			if rt == "" || cued[rt] {
				continue
			}
			// (the noun of the list, not words of its own role: "escalated
			// to" is the agent escalated to whatever else is said)
			if slices.ContainsFunc(stems[r.Start:r.End], func(st string) bool { return lx.roleCues[st] == rt }) && !lx.weakCue(l, r.Start, rt) {
				continue
			}
			for _, t := range lx.roles[rt].twins {
				if !cued[t] {
					continue
				}
				for _, name := range knowledge.SortedNames(lx.Snap.Dimensions) {
					o := lx.Snap.Dimensions[name]
					if name == r.Name || lx.roleOfDim(o) != t || o.Kind != d.Kind {
						continue
					}
					// the same column of the twin list, or the fact's other
					// join column into it
					if o.Table == t && d.Table == rt && normExpr(o.Expr) == normExpr(d.Expr) || o.Table == d.Table && o.Table != t && d.Table != rt {
						tw := Reading{Start: r.Start, End: r.End, Kind: Dimension, Name: name, Score: r.Score, Via: "twin of " + r.Name + ", as " + t}
						// (a weaker reading of the twin there already, "head
						// of name", is this one)
						if k := slices.IndexFunc(l.At[i], func(x Reading) bool { return x.End == tw.End && x.Kind == Dimension && x.Name == name && x.Value == "" }); k >= 0 {
							if l.At[i][k].Score < tw.Score {
								l.At[i][k] = tw
							}
							continue
						}
						add(tw)
					}
				}
			}
		}
	}
}

// cueAt is the role table a cue at token i says (its stem's or its
// word's), when it says one there: a number says none, nor does a soft
// cue where the question names no list of the role.
func (lx *Lexicon) cueAt(l *Lattice, stems []string, i int) (string, bool) {
	t, ok := lx.roleCues[stems[i]]
	if !ok {
		t, ok = lx.roleCues[l.Tokens[i].Text]
	}
	if !ok || t == "" || l.Tokens[i].IsNum || lx.soft(l, i) && !lx.listSaid(l, i, t) {
		return "", false
	}
	return t, true
}

// roleSaid consumes a word that says a role only, when a breakdown or
// condition of the query is in that role.
func (a *assembler) roleSaid() {
	for k, r := range a.rs {
		if a.use[k] || !a.is(k, "role") {
			continue
		}
		for _, g := range a.q.Groups {
			t, _, _ := strings.Cut(g.Column, ".")
			if d := a.lx.Snap.Dimensions[g.Dim]; d != nil && a.lx.roleOfDim(d) == r.Value || g.Dim == "" && t == r.Value {
				a.consume(k)
			}
		}
		for _, c := range a.q.Conds {
			if d := a.lx.Snap.Dimensions[c.Dim]; d != nil && a.lx.roleOfDim(d) == r.Value {
				a.consume(k)
			}
		}
	}
}

// rolePriors: a breakdown or condition in the role a cue of the question
// names is the reading meant; one in a twin role goes against the words.
func (lx *Lexicon) rolePriors(l *Lattice, q *Query) {
	// (a cue inside a value's or filter's words says that condition's
	// role, and leaves a weak cue of another role standing: "central
	// library checkouts ... with a card from westwood")
	strong, weak, inner := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, r := range q.Readings {
		if _, t, ok := strings.Cut(r.Via, "role "); ok {
			if lx.weakCue(l, r.Start, t) {
				weak[t] = true
			} else {
				strong[t] = true
			}
		}
		// a word read as a filter or a value that says a role too ("got
		// escalated to someone in the Austin office": the filter
		// "escalated", and the office of the agent escalated to; "loans
		// returned at Harbor Point": the status, and the return branch)
		// (or a date said by its verb: "items borrowed at Elm Park", the
		// borrowing date and the branch borrowed at)
		if r.Kind != Filter && r.Kind != Value && !(r.Kind == Dimension && lx.timeDim(r.Name)) {
			continue
		}
		for i := r.Start; i < r.End; i++ {
			for _, x := range l.At[i] {
				if x.Kind == Func && x.Name == "role" && x.End <= r.End {
					inner[x.Value] = true
				}
			}
		}
	}
	cued := lx.cuesKept(strong, weak, inner)
	if len(cued) == 0 {
		return
	}
	// a value's phrasing says its role itself ("departures from ORD"):
	// the cue only goes against a condition in another role
	type said struct{ name, table string }
	var dims []said
	grouped := map[string]bool{}
	for _, g := range q.Groups {
		if t, _, ok := strings.Cut(g.Column, "."); ok && g.Dim == "" {
			// the rows of a role table told apart by their key
			dims = append(dims, said{t, t})
			grouped[t] = true
			continue
		}
		dims = append(dims, said{name: g.Dim})
		grouped[g.Dim] = true
	}
	for _, c := range q.Conds {
		dims = append(dims, said{name: c.Dim})
	}
	// what is counted ("how many technicians signed off ...") is grouped
	// by: its role is the one the words name
	if e := q.Entity; e != nil && e.Dim != "" {
		dims = append(dims, said{name: e.Dim})
		grouped[e.Dim] = true
	}
	inRole := map[string]bool{}
	for _, x := range dims {
		if x.table != "" {
			inRole[x.table] = true
		} else if d := lx.Snap.Dimensions[x.name]; d != nil {
			inRole[lx.roleOfDim(d)] = true
		}
	}
	// ("how many jobs did Laura Hussain close": "jobs" of the assigned
	// technician's phrasing names the rows, and nothing of the reading is
	// in that role, said of the closer's)
	for t := range weak {
		if cued[t] && !strong[t] && !inner[t] && !inRole[t] && slices.ContainsFunc(lx.roles[t].twins, func(tw string) bool { return inner[tw] }) {
			delete(cued, t)
		}
	}
	for _, x := range dims {
		dn, rt := x.name, x.table
		if rt == "" {
			d := lx.Snap.Dimensions[dn]
			if d == nil {
				continue
			}
			rt = lx.roleOfDim(d)
		}
		r, isRole := lx.roles[rt]
		// (a role the words name whose twin this is: "top 4 people by
		// leave requests they approved" names the approvers, a twin of
		// the employee list on the leave requests)
		twinOfCued := false
		for _, t := range knowledge.SortedNames(cued) {
			if t != rt && !inRole[t] && slices.Contains(lx.roles[t].twins, rt) {
				if !twinOfCued {
					q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("The question's words name %s; the answer is by %s.", t, lx.dimLabel(dn)))
				}
				twinOfCued = true
			}
		}
		switch {
		case !isRole:
			if twinOfCued {
				q.Score.prior(-0.12, dn+" is in another role than the one the question's words name")
			}
		case cued[rt]:
			// ("escalated to someone in the Austin office": the office
			// is the agents', and the words name another role of theirs
			// too, which nothing of the reading is in)
			if i := slices.IndexFunc(r.twins, func(t string) bool { return cued[t] && !inRole[t] }); i >= 0 && !grouped[dn] {
				q.Doubts = append(slices.Clip(q.Doubts), fmt.Sprintf("The question's words name two roles of %s (%s and %s); %s is read as %s's.", rt, rt, r.twins[i], lx.dimLabel(dn), rt))
			}
			if !grouped[dn] {
				continue
			}
			q.Score.prior(0.06, "the role of "+dn+" is the one the question's words name")
		case twinOfCued || slices.ContainsFunc(r.twins, func(t string) bool { return cued[t] }):
			q.Score.prior(-0.12, dn+" is in another role than the one the question's words name")
		}
	}
}

// roleOfDim is the role table a dimension is in: its own table, or the
// role table its fact's join column reaches ("origin" of flights, the key
// of origin airports); "" when none.
func (lx *Lexicon) roleOfDim(d *knowledge.Dimension) string {
	if _, ok := lx.roles[d.Table]; ok {
		return d.Table
	}
	t := lx.Snap.Tables[d.Table]
	if t == nil {
		return ""
	}
	col := strings.Trim(strings.TrimSpace(d.Expr), `"`)
	for _, j := range t.Joins {
		if _, ok := lx.roles[j.To]; ok && j.From == d.Table && strings.EqualFold(j.Column, col) {
			return j.To
		}
	}
	return ""
}

// RoleConflict reports a name whose words are a cue of another role than
// the one dimension dim is in ("departures" said of a breakdown by end
// station): a pipe column so named does not count what the question asks.
func (lx *Lexicon) RoleConflict(name, dim string) bool {
	d := lx.Snap.Dimensions[dim]
	if d == nil {
		return false
	}
	rt := lx.roleOfDim(d)
	if rt == "" {
		return false
	}
	for _, st := range stemsOf(name) {
		if t, ok := lx.roleCues[st]; ok && t != rt {
			return true
		}
	}
	return false
}

// subjectOfVerb reads the things named between an auxiliary and the
// measure's verb, with nothing else to say of them, as whose the measure
// is ("how many kwh did our customers use").
func (a *assembler) subjectOfVerb() {
	if m := a.q.Measure; m != nil && m.Metric != "" {
		for k, r := range a.rs {
			if !a.use[k] || r.Kind != Metric || r.Name != m.Metric || !strings.HasPrefix(r.Via, "verb of") {
				continue
			}
			for j, x := range a.rs {
				if !a.use[j] && (x.Kind == Table || x.Kind == Dimension) && x.End <= r.Start && a.l.auxBefore(x.Start) &&
					a.lx.hops(a.lx.Snap.Metrics[m.Metric].Table, a.mentionTable(j)) >= 0 {
					a.consume(j)
				}
			}
		}
	}
}

// sharedVerb reads the verb of a role that is also the verb of a metric
// counting the same rows as that metric: "how many jobs did Laura close",
// "jobs closed by Laura" say whose the jobs are and which jobs they are
// (the closed ones, dated as the metric dates them), one word doing both.
func (a *assembler) sharedVerb() {
	m := a.q.Measure
	if m == nil || a.q.Events != "" {
		return
	}
	table := a.lx.measureTable(m)
	switch {
	case m.Table != "" && m.Agg == "":
	case m.Metric != "" && m.Agg == "" && a.lx.countsRows(m.Metric) && len(a.lx.Snap.Metrics[m.Metric].Filters) == 0:
	default:
		return
	}
	verb := func(r Reading) bool { return verbVia(r.Via) }
	// "how many tickets did Carlo close": the verb left over, the one an
	// auxiliary asks with (a participle after the noun, "employees hired
	// in 2021 left in 2023", only says which of them)
	for k, r := range a.rs {
		if a.use[k] || r.Kind != Metric || !verb(r) || r.Name == m.Metric || !a.l.auxBefore(r.Start) {
			continue
		}
		if mt := a.lx.Snap.Metrics[r.Name]; mt.Table == table && a.lx.countsRows(r.Name) {
			a.q.Measure = &Measure{Metric: r.Name}
			a.consume(k)
			return
		}
	}
	for k, r := range a.rs {
		// (or a word read only as saying the role: "which technician
		// closed the most jobs")
		if !a.use[k] || r.Kind != Value && r.Kind != Dimension && !(r.Kind == Func && r.Name == "role") || r.Kind == Value && r.Via != "phrasing" {
			continue
		}
		for i := r.Start; i < r.End; i++ {
			for _, x := range a.l.At[i] {
				if x.End != i+1 || x.Kind != Metric || !verb(x) {
					continue
				}
				mt := a.lx.Snap.Metrics[x.Name]
				if x.Name == m.Metric || mt.Table != table || !a.lx.countsRows(x.Name) {
					continue
				}
				a.q.Measure = &Measure{Metric: x.Name}
				return
			}
		}
	}
}

// excludedSaid: a word of the question that the measure's own description
// says it leaves out ("money from annual memberships" of trip revenue,
// whose description says "Membership and day-pass fees are not
// included") is a doubt: the measure is maybe not the one asked for.
func (lx *Lexicon) excludedSaid(l *Lattice, q *Query) {
	m := q.Measure
	if m == nil || m.Metric == "" || q.Intent != IntentData {
		return
	}
	mt := lx.Snap.Metrics[m.Metric]
	if mt == nil || mt.Description == "" {
		return
	}
	out, rest, own := lx.leftOutOf(mt)
	if len(out) == 0 {
		return
	}
	for i, t := range l.Tokens {
		// (a word the description says of what it counts too, or that
		// names a value the question keeps: "day pass riders")
		if l.Weight[i] == 0 || !out[t.Stem] || own[t.Stem] || rest[t.Stem] || l.negatedAt(lx, i) || q.namesValue(i, t.Stem) {
			continue
		}
		q.Doubts = append(q.Doubts, fmt.Sprintf("%s, by its description, leaves out %q: %s", lx.measureLabel(m), t.Raw, strings.TrimSpace(mt.Description)))
		return
	}
}

// leftOutOf is, of a metric's description, the stems of the clauses that
// say what it leaves out, those of the others, and those of its own names
// (kept once per metric).
func (lx *Lexicon) leftOutOf(mt *knowledge.Metric) (out, rest, own map[string]bool) {
	if v, ok := lx.leftOut.Load(mt.Name); ok {
		x := v.([3]map[string]bool)
		return x[0], x[1], x[2]
	}
	out, rest, own = map[string]bool{}, map[string]bool{}, map[string]bool{}
	// (by clause: "score of completed flights, on a 1 to 5 scale (flights
	// with no answers left out)")
	for _, sentence := range strings.FieldsFunc(mt.Description, func(r rune) bool { return strings.ContainsRune(".;,()", r) }) {
		words := english.Tokens(knowledge.Fold(sentence))
		said := false
		for i := range words {
			if _, n := lx.Vocab.Match("exclusion", words, i); n > 0 {
				said = true
			}
		}
		for _, w := range words {
			if len(lx.Vocab.ClassesOf(w)) == 0 {
				if said {
					out[knowledge.Stem(w)] = true
				} else {
					rest[knowledge.Stem(w)] = true
				}
			}
		}
	}
	for _, w := range stemsOf(strings.Join(append([]string{knowledge.NameWords(mt.Name), mt.Label}, mt.Synonyms...), " ")) {
		own[w] = true
	}
	lx.leftOut.Store(mt.Name, [3]map[string]bool{out, rest, own})
	return out, rest, own
}

// namesValue reports token i (of the stem) read as a value whose own name
// says it (not a synonym of it).
func (q *Query) namesValue(i int, stem string) bool {
	for _, r := range q.Readings {
		if r.Kind == Value && r.Start <= i && i < r.End && slices.Contains(stemsOf(r.Value), stem) {
			return true
		}
	}
	return false
}

// negatedAt reports a word said after a negation a few words before it
// ("excluding memberships").
func (l *Lattice) negatedAt(lx *Lexicon, i int) bool {
	for k := max(0, i-3); k < i; k++ {
		if lx.Vocab.Is("neg", l.Tokens[k].Text) {
			return true
		}
	}
	return false
}

// thingsOrTimes: "how many books were borrowed in 2024" counts the books,
// or the times books were borrowed; a count of a table's rows dated by
// another table's date said in the passive ("were borrowed") is a doubt
// when those rows are counted by a metric of their own (the loans).
func (lx *Lexicon) thingsOrTimes(l *Lattice, q *Query) {
	m := q.Measure
	if m == nil || m.Metric != "" || m.Table == "" && m.Dim == "" || q.TimeDim == "" || q.Entity != nil || q.List {
		return
	}
	// ("how many different titles": the things, said so)
	if slices.ContainsFunc(q.Readings, func(r Reading) bool { return r.Kind == Func && r.Name == "agg.distinct" }) {
		return
	}
	d := lx.Snap.Dimensions[q.TimeDim]
	if d == nil || d.Table == lx.measureTable(m) {
		return
	}
	events := lx.rowCount(d.Table)
	if events == "" {
		return
	}
	for _, r := range q.Readings {
		if r.Kind == Dimension && r.Name == q.TimeDim && r.Start > 0 && lx.Vocab.Is("copula", l.Tokens[r.Start-1].Text) {
			q.Doubts = append(q.Doubts, fmt.Sprintf("%q: %s, or the times they were (%s)?", l.Tokens[r.Start-1].Raw+" "+l.Tokens[r.Start].Raw,
				lower(lx.measureLabel(m)), lower(lx.measureLabel(&Measure{Metric: events}))))
			return
		}
	}
}

// countAsVerb doubts a count of rows read from a word said as a verb, with
// no word that asks for a count ("what did we invoice lakeside customers
// for": the amount invoiced, not how many invoices), when the rows carry an
// amount of money that may be what the verb asks.
func (lx *Lexicon) countAsVerb(l *Lattice, q *Query) {
	m := q.Measure
	if m == nil || m.Metric == "" || q.Entity != nil || q.List {
		return
	}
	mt := lx.Snap.Metrics[m.Metric]
	if mt == nil || !lx.countMetric(m.Metric) || lx.currencyUnit(mt.Unit) {
		return
	}
	for _, r := range q.Readings {
		if r.Kind != Metric || r.Name != m.Metric {
			continue
		}
		// ("did we invoice"; not "did admissions grow"); the question's
		// words are scanned last, for the few readings that get here
		if r.Start < 2 || !lx.Vocab.Is("do", l.Tokens[r.Start-2].Text) || !lx.Vocab.Is("subject", l.Tokens[r.Start-1].Text) || l.says("agg.count") || l.says("events") {
			return
		}
		var amounts []string
		for _, name := range knowledge.SortedNames(lx.Snap.Metrics) {
			if o := lx.Snap.Metrics[name]; o.Table == mt.Table && lx.currencyUnit(o.Unit) {
				amounts = append(amounts, lower(lx.measureLabel(&Measure{Metric: name})))
			}
		}
		if len(amounts) > 0 {
			q.Doubts = append(q.Doubts, fmt.Sprintf("%q is said as a verb and no word asks how many: %s, or the amount (%s)?",
				l.Tokens[r.Start].Raw, lower(lx.measureLabel(m)), strings.Join(amounts, ", ")))
		}
		return
	}
}

// negatedPerRow doubts a negated condition on the rows of a count of
// distinct things that each have many of them ("how many orders had no
// discount on any of their lines": read on each line, it counts the orders
// with a line not discounted, not those with no discounted line at all).
func (lx *Lexicon) negatedPerRow(q *Query) {
	m := q.Measure
	if m == nil || m.Metric == "" || q.Entity != nil || len(q.Having) > 0 {
		return
	}
	mt := lx.Snap.Metrics[m.Metric]
	cc := lx.countedColumn(m.Metric)
	if mt == nil || cc == "" || cc == lx.keyOf(mt.Table) {
		return
	}
	for _, c := range q.Conds {
		if !c.Exclude {
			continue
		}
		table, what := "", ""
		switch {
		case c.Filter != "" && lx.Snap.Filters[c.Filter] != nil:
			table, what = lx.Snap.Filters[c.Filter].Table, lower(lx.filterLabel(c.Filter))
		case c.Dim != "" && lx.Snap.Dimensions[c.Dim] != nil:
			table, what = lx.Snap.Dimensions[c.Dim].Table, lower(lx.dimLabel(c.Dim))+" "+strings.Join(c.Values, ", ")
		}
		// (a condition on the counted things themselves, or on what each has
		// one of, holds of each: "orders not shipped by Speedy Express")
		if table == "" || lx.reachesOut(lx.tableCounted(cc), table) {
			continue
		}
		rows := lower(knowledge.NameWords(mt.Table))
		q.Doubts = append(q.Doubts, fmt.Sprintf("%s counts those with at least one %s row that is not %s; those with no %s row that is may be meant.", lx.measureLabel(m), rows, what, rows))
		return
	}
}

// TableCounted is the table whose rows a counted column names (see
// tableCounted).
func (lx *Lexicon) TableCounted(col string) string { return lx.tableCounted(col) }

// tableCounted is the table whose rows a counted column ("trips.rider_id")
// names: the table it joins to, else its own.
func (lx *Lexicon) tableCounted(col string) string {
	table, c, _ := strings.Cut(col, ".")
	if t := lx.Snap.Tables[table]; t != nil {
		for _, j := range t.Joins {
			if j.From == table && strings.EqualFold(j.Column, c) {
				return j.To
			}
		}
	}
	return table
}

// reachesOut reports a table the rows of from reach by the joins they make
// (each row one of the other's): itself, its lookups, theirs.
func (lx *Lexicon) reachesOut(from, to string) bool {
	seen := map[string]bool{from: true}
	for queue := []string{from}; len(queue) > 0; queue = queue[1:] {
		t := lx.Snap.Tables[queue[0]]
		if queue[0] == to {
			return true
		}
		if t == nil {
			continue
		}
		for _, j := range t.Joins {
			if j.From == queue[0] && !seen[j.To] {
				seen[j.To] = true
				queue = append(queue, j.To)
			}
		}
	}
	return false
}
