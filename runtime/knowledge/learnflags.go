package knowledge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// LearningFlag is what the declared knowledge says of a learning that
// still applies: it contradicts it (the same words, or the same tables,
// mean something else there) or already says it (the learning is
// redundant). A flagged learning is not applied: the knowledge wins, and
// a reviewer rejects the learning or keeps it (activate clears the flag).
type LearningFlag struct {
	Flag   string `json:"flag"`
	Reason string `json:"reason"`
}

// flagLearnings compares each learning that applies with the knowledge
// the files declare (not with other learnings: the runtime compares those
// when it saves one) and records what it finds in s.LearningFlags.
func (b *builder) flagLearnings() {
	b.s.LearningFlags = map[string]LearningFlag{}
	for _, l := range b.ws.Learnings {
		if !l.Applies() {
			continue
		}
		if f, ok := declaredAbout(b.s, l); ok {
			b.s.LearningFlags[l.ID] = f
		}
	}
}

// declaredAbout finds the first declaration that says the same as the
// learning, or something else for the same words, tables or question.
func declaredAbout(s *Snapshot, l *config.Learning) (LearningFlag, bool) {
	same := func(format string, args ...any) (LearningFlag, bool) {
		return LearningFlag{config.FlagRedundant, fmt.Sprintf(format, args...)}, true
	}
	other := func(format string, args ...any) (LearningFlag, bool) {
		return LearningFlag{config.FlagContradicted, fmt.Sprintf(format, args...)}, true
	}
	// the condition a learning's term stands for, to compare with a filter's
	cond := SameExpr(l.Expr)
	if d := s.Dimensions[l.Dimension]; d != nil && l.Value != "" && cond == "" {
		cond = SameExpr(d.Expr + " = '" + strings.ReplaceAll(l.Value, "'", "''") + "'")
	}
	if term := Fold(l.Term); term != "" {
		for _, name := range SortedNames(s.Dimensions) {
			d := s.Dimensions[name]
			for _, v := range sortedKeys(d.ValueSynonyms) {
				for _, syn := range d.ValueSynonyms[v] {
					if Fold(syn) != term {
						continue
					}
					if name == l.Dimension && Fold(v) == Fold(l.Value) {
						return same("dimension %s's value_synonyms already say %q means %q", name, l.Term, v)
					}
					return other("dimension %s's value_synonyms say %q means %q", name, l.Term, v)
				}
			}
		}
		for _, name := range SortedNames(s.Filters) {
			f := s.Filters[name]
			if f.Learning != "" || !namedBy(f.Filter, term) {
				continue
			}
			if cond != "" && SameExpr(f.Expr) == cond {
				return same("filter %s already says %q means %s", name, l.Term, f.Expr)
			}
			return other("filter %s says %q means %s", name, l.Term, f.Expr)
		}
	}
	if l.Expr != "" && len(l.Tables) > 0 {
		for _, name := range SortedNames(s.Filters) {
			f := s.Filters[name]
			if f.Learning == "" && f.Table == l.Tables[0] && SameExpr(f.Expr) == cond {
				return same("filter %s already has the condition %s", name, f.Expr)
			}
		}
	}
	if l.JoinColumn != "" && len(l.Tables) == 2 {
		ref := l.References
		if ref == "" {
			ref = l.JoinColumn
		}
		for _, t := range []*Table{s.Tables[l.Tables[0]], s.Tables[l.Tables[1]]} {
			if t == nil {
				continue
			}
			for _, j := range t.Joins {
				if j.Learning != "" || !(j.From == l.Tables[0] && j.To == l.Tables[1] || j.From == l.Tables[1] && j.To == l.Tables[0]) {
					continue
				}
				if j.From == l.Tables[0] && strings.EqualFold(j.Column, l.JoinColumn) && strings.EqualFold(j.References, ref) ||
					j.From == l.Tables[1] && strings.EqualFold(j.Column, ref) && strings.EqualFold(j.References, l.JoinColumn) {
					return same("table %s already joins %s on %s = %s", j.From, j.To, j.Column, j.References)
				}
				return other("table %s joins %s on %s.%s = %s.%s, not %s.%s = %s.%s", j.From, j.To, j.From, j.Column, j.To, j.References, l.Tables[0], l.JoinColumn, l.Tables[1], ref)
			}
		}
	}
	if q := Fold(l.Question); q != "" && l.CorrectedSQL != "" && l.Term == "" && l.Expr == "" && l.JoinColumn == "" {
		for _, v := range s.Verified {
			if Fold(v.Question) != q {
				continue
			}
			if SameExpr(v.SQL) == SameExpr(l.CorrectedSQL) {
				return same("verified query %s already answers %q with the same SQL", v.Name, v.Question)
			}
			return other("verified query %s answers %q with other SQL", v.Name, v.Question)
		}
	}
	return LearningFlag{}, false
}

// namedBy reports whether a filter's label or a synonym is the folded term.
func namedBy(f *config.Filter, term string) bool {
	if Fold(f.Label) == term || Fold(NameWords(f.Name)) == term {
		return true
	}
	for _, syn := range f.Synonyms {
		if Fold(syn) == term {
			return true
		}
	}
	return false
}

// SameExpr is a condition or query in a form where two spellings of it
// compare equal: lower case, without spaces or a trailing semicolon.
func SameExpr(x string) string {
	return strings.TrimRight(strings.ToLower(strings.Join(strings.Fields(x), "")), ";")
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
