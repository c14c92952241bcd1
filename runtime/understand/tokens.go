package understand

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Token is one word of a question: folded, with its stem; a number keeps
// its value ("1,000" is one token worth 1000).
type Token struct {
	Text string // folded: lowercase, no accents
	Stem string
	Raw  string // as written
	// Num is the value of a number token.
	Num   float64
	IsNum bool
	// Quote numbers the quoted phrase the token is in (0: none); a reading
	// never takes part of a quoted phrase.
	Quote int
	// Attached says the token was written right after the one before,
	// nothing between them ("20%", "$5").
	Attached bool
	// Plural says the word is a noun's plural, regular ("seniors") or not
	// ("women").
	Plural bool
	// Hyphened says the token was joined to the one before by a hyphen
	// ("offs" of "drop-offs"): the two are one compound word.
	Hyphened bool
	// Clause says a comma, semicolon, colon, dash or parenthesis stands between the
	// token and the one before: a new clause of the question begins.
	Clause bool
	// Sentence says a full stop, question or exclamation mark stands
	// between the token and the one before: a new sentence begins.
	Sentence bool
}

// Tokenize splits a question into tokens: runs of letters and digits, with
// thousands separators and decimals kept inside numbers, the symbols
// $ € £ ¥ % # as tokens of their own, and "quoted phrases" marked.
func Tokenize(q string) []Token {
	var out []Token
	rs := []rune(q)
	quote, inQuote := 0, false
	end := -1 // where the last token ended
	add := func(t Token, start, stop int) {
		t.Attached = len(out) > 0 && end == start
		t.Hyphened = len(out) > 0 && start > 0 && end == start-1 && rs[start-1] == '-'
		t.Clause = len(out) > 0 && end < start && strings.ContainsAny(strings.ReplaceAll(string(rs[end:start]), " - ", ";"), ",;:—–()")
		t.Sentence = len(out) > 0 && end < start && strings.ContainsAny(string(rs[end:start]), ".?!")
		out = append(out, t)
		end = stop
	}
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == '"' || r == '“' || r == '”':
			if !inQuote {
				quote++
			}
			inQuote = !inQuote
			i++
		case strings.ContainsRune("$€£¥%#", r):
			add(token(string(r), string(r), quote, inQuote), i, i+1)
			i++
		case unicode.IsDigit(r):
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			// 1,000,000 and 3.5: separators between digits, three digits
			// after each comma, one decimal point last
			point := false
			for j+1 < len(rs) && isDigitsOnly(rs[i:i+1]) && isNumberSoFar(rs[i:j]) && unicode.IsDigit(rs[j+1]) {
				k := j + 1
				for k < len(rs) && unicode.IsDigit(rs[k]) {
					k++
				}
				if rs[j] == ',' && !point && k-j-1 == 3 || rs[j] == '.' && !point {
					point = point || rs[j] == '.'
					j = k
					continue
				}
				break
			}
			for j < len(rs) && unicode.IsLetter(rs[j]) { // "1.5k"
				j++
			}
			raw := string(rs[i:j])
			add(token(raw, strings.ReplaceAll(raw, ",", ""), quote, inQuote), i, j)
			i = j
			// "2024's": the possessive of a number is the number
			if j+1 < len(rs) && (rs[j] == '\'' || rs[j] == '’') && rs[j+1] == 's' && (j+2 == len(rs) || !unicode.IsLetter(rs[j+2])) {
				i = j + 2
			}
		case unicode.IsLetter(r):
			j := i
			var b strings.Builder
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || (rs[j] == '\'' || rs[j] == '’') && j+1 < len(rs) && unicode.IsLetter(rs[j+1])) {
				if rs[j] != '\'' && rs[j] != '’' {
					b.WriteRune(rs[j])
				}
				j++
			}
			// "A+", "C++": plus signs written on a word are part of it
			for j < len(rs) && rs[j] == '+' {
				b.WriteRune('+')
				j++
			}
			add(token(string(rs[i:j]), b.String(), quote, inQuote), i, j)
			i = j
		default:
			i++
		}
	}
	return out
}

func token(raw, text string, quote int, in bool) Token {
	t := Token{Raw: raw, Text: knowledge.Fold(text)}
	if full, ok := english.Words().Value("contraction", t.Text); ok && strings.ContainsAny(raw, "'’") {
		t.Text = full // "we'll" is "we", not "well"
	} else if full, ok := english.Words().Value("shorthand", t.Text); ok {
		t.Text = full // "ppl" is "people", "folks" too
	}
	t.Stem = knowledge.Stem(t.Text)
	if base, ok := english.Words().Value("irregular", t.Text); ok {
		t.Stem = knowledge.Stem(base) // "flew" meets "fly"
	}
	t.Plural = knowledge.RegularPlural(t.Text) || english.Words().Is("plural.irregular", t.Text)
	if in {
		t.Quote = quote
	}
	if f, err := strconv.ParseFloat(t.Text, 64); err == nil && t.Text != "" && (t.Text[0] >= '0' && t.Text[0] <= '9') {
		t.Num, t.IsNum = f, true
	}
	return t
}

// isNumberSoFar: digits and separators only (not "1st").
func isNumberSoFar(rs []rune) bool {
	for _, r := range rs {
		if !unicode.IsDigit(r) && r != ',' && r != '.' {
			return false
		}
	}
	return len(rs) > 0
}

func isDigitsOnly(rs []rune) bool {
	for _, r := range rs {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return len(rs) > 0
}

// texts returns the folded words of tokens.
func texts(ts []Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Text
	}
	return out
}
