package knowledge

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/datacopilot/datacopilot/runtime/english"
)

// Fold lowercases s and strips accents: "Crème Brûlée" → "creme brulee".
// It is how every name, synonym, value and question is compared.
func Fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// Words splits folded text into words: runs of letters and digits. An
// apostrophe inside a word is dropped ("customer's" → "customers"), and a
// hyphen or slash splits ("Meat/Poultry" → "meat", "poultry").
func Words(s string) []string {
	s = Fold(s)
	var out []string
	start := -1
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
		}
		start = -1
	}
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			cur.WriteRune(r)
		case (r == '\'' || r == '’') && start >= 0:
			// keep the word going: "customer's" → "customers"
		case r == '+' && start >= 0 && !isNumber(cur.String()):
			// "A+", "C++": plus signs written on a word are part of it
			cur.WriteRune(r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// Stem reduces an English word to a crude common form, enough to make
// plurals and -ing forms meet: "categories" → "category", "sales" → "sale",
// "selling" → "sell". Past tenses are left alone ("united" must not meet
// "unit"). It never changes words of three letters or fewer, or numbers.
func Stem(w string) string {
	n := len(w)
	if n <= 3 || w[0] >= '0' && w[0] <= '9' {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && n > 4:
		return w[:n-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "xes"):
		return w[:n-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "ings") && n > 6:
		return undouble(w[:n-4]) // "billings" → "bill", like "billing"
	case strings.HasSuffix(w, "s"):
		return w[:n-1]
	case strings.HasSuffix(w, "ing") && n > 5:
		return undouble(w[:n-3])
	}
	return w
}

// RegularPlural reports a word in the regular plural of its stem:
// "seniors", "customers", "categories" (not "class", "status", "analysis").
// Irregular plurals ("women") are words of the English vocabulary, not
// this suffix rule.
func RegularPlural(w string) bool {
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && Stem(w) != w
}

// Participle reports a present participle, the "-ing" form the stemmer
// takes back to its verb: "borrowing", "ordering" (not "ring", "king").
func Participle(w string) bool {
	return strings.HasSuffix(w, "ing") && Stem(w) != w
}

// PastTenseStems are the forms a past tense may come from: "reordered" →
// "reorder", "shipped" → "ship", "placed" → "place". Stem leaves -ed alone
// because it cannot tell "united" from "unit"; a caller that knows which
// words exist (an index, a vocabulary) tries these.
func PastTenseStems(w string) []string {
	n := len(w)
	if n <= 4 || !strings.HasSuffix(w, "ed") {
		return nil
	}
	out := []string{undouble(w[:n-2]), w[:n-1]}
	if strings.HasSuffix(w, "ied") {
		out = append(out, w[:n-3]+"y") // "carried" → "carry"
	}
	// "cancelled" (British spelling) is "cancel", but "called" is "call":
	// both are offered
	if b := w[:n-2]; len(b) >= 2 && b[len(b)-1] == b[len(b)-2] && strings.ContainsRune("ls", rune(b[len(b)-1])) {
		out = append([]string{b[:len(b)-1]}, out...)
	}
	return out
}

// Derived reports a word made from a stem of five letters or more by a
// suffix of a few letters ("adoptive", "adoption" of "adopt"; a verb's
// final "e" or "ve" giving way to it: "completion" of "complete",
// "resolution" of "resolve"): the same word to a reader looking for the
// stem in a passage.
func Derived(stem, word string) bool {
	if len(stem) >= 5 && len(word) > len(stem) && len(word) <= len(stem)+4 && strings.HasPrefix(word, stem) {
		return true
	}
	for _, end := range []string{"e", "ve"} {
		if b, ok := strings.CutSuffix(stem, end); ok && len(b) >= 5 && len(word) > len(stem) && len(word) <= len(b)+5 && strings.HasPrefix(word, b) {
			return true
		}
	}
	return false
}

// undouble drops a doubled final consonant left by a suffix: "shipp" → "ship".
func undouble(w string) string {
	n := len(w)
	if n >= 2 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}

// Terms is Words, stemmed, without stop words: what the search index keeps.
func Terms(s string) []string {
	words := Words(s)
	out := words[:0]
	for _, w := range words {
		if IsStopWord(w) {
			continue
		}
		out = append(out, Stem(w))
	}
	return out
}

// IsStopWord reports whether w (folded) carries no meaning for retrieval:
// a one-word phrase of the English vocabulary's filler class (articles,
// pronouns, auxiliaries, light verbs). Words that carry intent ("top",
// "per", "not") are in other classes and so are kept.
func IsStopWord(w string) bool { return stopWords()[w] }

var stopWords = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, p := range english.Words().Class("stop") {
		if len(p.Words) == 1 {
			out[p.Words[0]] = true
		}
	}
	return out
})

func setOf(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// NameWords spells an identifier as words: snake_case and camelCase
// split ("DueDate" → "Due Date", "due_date" → "due date",
// "HTTPStatus" → "HTTP Status").
func NameWords(name string) string {
	rs := []rune(strings.ReplaceAll(name, "_", " "))
	var b strings.Builder
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) && rs[i-1] != ' ' &&
			(unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Plural is the English plural of a noun phrase's last word, crudely:
// "branch" → "branches", "category" → "categories"; a word ending in s is
// taken as plural already.
func Plural(s string) string {
	switch {
	case strings.HasSuffix(s, "s"):
		return s
	case strings.HasSuffix(s, "y") && !strings.HasSuffix(s, "ey") && !strings.HasSuffix(s, "ay") && !strings.HasSuffix(s, "oy"):
		return s[:len(s)-1] + "ies"
	case strings.HasSuffix(s, "ch"), strings.HasSuffix(s, "sh"), strings.HasSuffix(s, "x"), strings.HasSuffix(s, "z"):
		return s + "es"
	}
	return s + "s"
}
