// Package english holds the English function words the offline reader
// knows, as data (words.txt): aggregations, order and limit words, numbers,
// grouping, comparison, negation, derived asks, time words, intents and
// filler. It names no business word; those come from each workspace.
//
// Code asks by class ("agg.avg", "neg") and never spells a word itself, so
// the vocabulary can be reviewed, and extended, in one file.
package english

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

//go:embed words.txt
var wordsTxt string

// Phrase is one entry of a class: its words (folded) and its value.
type Phrase struct {
	Words []string
	Text  string // the words joined by spaces
	Value string
}

// Vocabulary is the parsed file.
type Vocabulary struct {
	classes     map[string][]Phrase
	restrictive map[string]bool
	beforeNum   map[string]bool
	byWord      map[string]map[string]string // word → class → value (one-word phrases)
	// contentWords: the one-word phrases of content classes ([name~]),
	// which are not function words: ClassesOf does not list them
	contentWords map[string]map[string]string
	// starting maps a class and a first word to the class's phrases that
	// start with it, longest first
	starting map[string]map[string][]Phrase
	maxWords int
}

var (
	once  sync.Once
	vocab *Vocabulary
)

// Words returns the vocabulary (parsed once).
func Words() *Vocabulary {
	once.Do(func() {
		v, err := Parse(wordsTxt)
		if err != nil {
			panic("english/words.txt: " + err.Error())
		}
		vocab = v
	})
	return vocab
}

// Parse reads a vocabulary in the words.txt format.
func Parse(text string) (*Vocabulary, error) {
	v := &Vocabulary{classes: map[string][]Phrase{}, restrictive: map[string]bool{}, beforeNum: map[string]bool{}, byWord: map[string]map[string]string{}, contentWords: map[string]map[string]string{}}
	class, content := "", false
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			if !strings.HasSuffix(line, "]") {
				return nil, fmt.Errorf("line %d: a class header is [name] or [name!]", n+1)
			}
			class = strings.TrimSpace(line[1 : len(line)-1])
			class, content = strings.CutSuffix(class, "~")
			if strings.HasSuffix(class, "!#") {
				class = strings.TrimSuffix(class, "#")
				v.beforeNum[strings.TrimSuffix(class, "!")] = true
			}
			if strings.HasSuffix(class, "!") {
				class = strings.TrimSuffix(class, "!")
				v.restrictive[class] = true
			}
			if _, dup := v.classes[class]; dup {
				return nil, fmt.Errorf("line %d: class %q declared twice", n+1, class)
			}
			v.classes[class] = nil
			continue
		}
		if class == "" {
			return nil, fmt.Errorf("line %d: words before any [class]", n+1)
		}
		for _, item := range strings.Split(line, ",") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			text, value, _ := strings.Cut(item, "=")
			words := Tokens(text)
			if len(words) == 0 {
				return nil, fmt.Errorf("line %d: %q has no words", n+1, item)
			}
			p := Phrase{Words: words, Text: strings.Join(words, " "), Value: strings.TrimSpace(value)}
			v.classes[class] = append(v.classes[class], p)
			if len(words) == 1 {
				index := v.byWord
				if content {
					index = v.contentWords
				}
				m := index[words[0]]
				if m == nil {
					m = map[string]string{}
					index[words[0]] = m
				}
				m[class] = p.Value
			}
			v.maxWords = max(v.maxWords, len(words))
		}
	}
	v.starting = map[string]map[string][]Phrase{}
	for class, ps := range v.classes {
		sort.SliceStable(ps, func(i, j int) bool { return len(ps[i].Words) > len(ps[j].Words) })
		byFirst := map[string][]Phrase{}
		for _, p := range ps {
			byFirst[p.Words[0]] = append(byFirst[p.Words[0]], p)
		}
		v.starting[class] = byFirst
	}
	return v, nil
}

// Class returns the phrases of a class, longest first. It panics on a
// class the file does not have: a programming error.
func (v *Vocabulary) Class(name string) []Phrase {
	ps, ok := v.classes[name]
	if !ok {
		panic("english: no class " + name)
	}
	return ps
}

// Classes lists the class names.
func (v *Vocabulary) Classes() []string {
	out := make([]string, 0, len(v.classes))
	for c := range v.classes {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// Restrictive reports whether words of a class must be used by a reading
// to count as understood.
func (v *Vocabulary) Restrictive(class string) bool { return v.restrictive[class] }

// BeforeNumber reports a restrictive class that restricts only when a
// number follows its word ("over 50", not "over time").
func (v *Vocabulary) BeforeNumber(class string) bool { return v.beforeNum[class] }

// Is reports whether the one word w is a phrase of class.
func (v *Vocabulary) Is(class, w string) bool {
	_, ok := v.byWord[w][class]
	if !ok {
		_, ok = v.contentWords[w][class]
	}
	return ok
}

// Value is the value of the one-word phrase w in class ("" and false when
// w is not in it).
func (v *Vocabulary) Value(class, w string) (string, bool) {
	val, ok := v.byWord[w][class]
	if !ok {
		val, ok = v.contentWords[w][class]
	}
	return val, ok
}

// ClassesOf lists the function-word classes the one word w belongs to
// (not the content classes, [name~]).
func (v *Vocabulary) ClassesOf(w string) []string {
	var out []string
	for c := range v.byWord[w] {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// Match returns the longest phrase of class that starts at words[i], and
// how many words it takes (0 when none does).
func (v *Vocabulary) Match(class string, words []string, i int) (Phrase, int) {
	byFirst, ok := v.starting[class]
	if !ok {
		panic("english: no class " + class)
	}
	if i < 0 || i >= len(words) {
		return Phrase{}, 0
	}
	for _, p := range byFirst[words[i]] {
		if i+len(p.Words) <= len(words) && equal(words[i:i+len(p.Words)], p.Words) {
			return p, len(p.Words)
		}
	}
	return Phrase{}, 0
}

// Phrased reports words[i:i+n] a phrase of some class ("break down").
func (v *Vocabulary) Phrased(words []string, i, n int) bool {
	if i < 0 || i+n > len(words) {
		return false
	}
	for _, byFirst := range v.starting {
		for _, p := range byFirst[words[i]] {
			if len(p.Words) == n && equal(words[i:i+n], p.Words) {
				return true
			}
		}
	}
	return false
}

// Set returns the one-word phrases of a class as a set.
func (v *Vocabulary) Set(class string) map[string]bool {
	out := map[string]bool{}
	for _, p := range v.classes[class] {
		if len(p.Words) == 1 {
			out[p.Words[0]] = true
		}
	}
	return out
}

// MaxWords is the length of the longest phrase.
func (v *Vocabulary) MaxWords() int { return v.maxWords }

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Tokens splits text the way questions are split: folded (lowercase, no
// accents) runs of letters and digits; an apostrophe inside a word is
// dropped ("don't" → "dont"); the symbols $ € £ ¥ % # are tokens of their
// own; anything else separates.
func Tokens(s string) []string {
	s = fold(s)
	var out []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur.WriteRune(r)
		case (r == '\'' || r == '’') && cur.Len() > 0:
		case strings.ContainsRune("$€£¥%#", r):
			flush()
			out = append(out, string(r))
		default:
			flush()
		}
	}
	flush()
	return out
}

func fold(s string) string {
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
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
