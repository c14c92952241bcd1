// Package sqltext splits SQL text into tokens the way DuckDB's scanner
// does: strings (quotes doubled inside, backslash escapes in E-strings),
// quoted identifiers, dollar quotes, nested block comments and line
// comments. It never decides what SQL means — DuckDB's parser does that —
// it only finds where a statement's text ends and where words sit, so that
// text built from it can be parsed again and checked.
package sqltext

import (
	"fmt"
	"strings"
	"time"
)

// Kind is a token's class.
type Kind int

// Token kinds.
const (
	Word    Kind = iota // a keyword or an unquoted identifier
	Quoted              // "identifier"
	String              // 'text', E'text', $$text$$
	Number              // 12, 1.5e3
	Param               // $name, $1, ?
	Punct               // ( ) , ; and operators
	Comment             // -- line or /* block */
	Space               // white space
)

// Token is one token of a SQL text: its kind and byte range.
type Token struct {
	Kind       Kind
	Start, End int
	Text       string
}

// Is reports whether t is the word w (case-insensitive).
func (t Token) Is(w string) bool { return t.Kind == Word && strings.EqualFold(t.Text, w) }

// Tokens splits sql into tokens. Text it cannot close (an unterminated
// string or comment) runs to the end as one token; DuckDB rejects it.
func Tokens(sql string) []Token {
	var out []Token
	i := 0
	for i < len(sql) {
		start := i
		c := sql[i]
		var k Kind
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			for i < len(sql) && strings.IndexByte(" \t\n\r\f\v", sql[i]) >= 0 {
				i++
			}
			k = Space
		case c == '-' && i+1 < len(sql) && sql[i+1] == '-':
			for i < len(sql) && sql[i] != '\n' {
				i++
			}
			k = Comment
		case c == '/' && i+1 < len(sql) && sql[i+1] == '*':
			i = blockComment(sql, i)
			k = Comment
		case c == '\'':
			i = quoted(sql, i, '\'', false)
			k = String
		case (c == 'e' || c == 'E') && i+1 < len(sql) && sql[i+1] == '\'':
			i = quoted(sql, i+1, '\'', true)
			k = String
		case c == '"':
			i = quoted(sql, i, '"', false)
			k = Quoted
		case c == '$':
			i, k = dollar(sql, i)
		case c == '?':
			i++
			k = Param
		case isDigit(c) || (c == '.' && i+1 < len(sql) && isDigit(sql[i+1])):
			i = number(sql, i)
			k = Number
		case isIdentStart(c):
			for i < len(sql) && isIdentPart(sql[i]) {
				i++
			}
			k = Word
		default:
			i++
			k = Punct
		}
		out = append(out, Token{Kind: k, Start: start, End: i, Text: sql[start:i]})
	}
	return out
}

// Significant drops spaces and comments.
func Significant(toks []Token) []Token {
	out := make([]Token, 0, len(toks))
	for _, t := range toks {
		if t.Kind != Space && t.Kind != Comment {
			out = append(out, t)
		}
	}
	return out
}

// TrimEnd returns sql without the semicolons, comments and spaces that
// follow its last statement, so that the text can be wrapped in a
// subquery. The result still needs to be parsed: this only cuts text.
func TrimEnd(sql string) string {
	toks := Tokens(sql)
	end := 0
	for _, t := range toks {
		if t.Kind == Space || t.Kind == Comment || (t.Kind == Punct && t.Text == ";") {
			continue
		}
		end = t.End
	}
	return sql[:end]
}

func blockComment(sql string, i int) int {
	depth := 0
	for i < len(sql) {
		switch {
		case strings.HasPrefix(sql[i:], "/*"):
			depth++
			i += 2
		case strings.HasPrefix(sql[i:], "*/"):
			depth--
			i += 2
			if depth == 0 {
				return i
			}
		default:
			i++
		}
	}
	return i
}

// quoted reads a quoted token that starts at sql[i] == q; a doubled quote
// is an escaped quote, and with backslash so is \q.
func quoted(sql string, i int, q byte, backslash bool) int {
	i++
	for i < len(sql) {
		switch {
		case backslash && sql[i] == '\\':
			i += 2
		case sql[i] == q && i+1 < len(sql) && sql[i+1] == q:
			i += 2
		case sql[i] == q:
			return i + 1
		default:
			i++
		}
	}
	return len(sql)
}

// dollar reads $name and $1 parameters and $tag$...$tag$ strings.
func dollar(sql string, i int) (int, Kind) {
	j := i + 1
	for j < len(sql) && isIdentPart(sql[j]) && sql[j] != '$' {
		j++
	}
	if j < len(sql) && sql[j] == '$' && (j == i+1 || !isDigit(sql[i+1])) {
		tag := sql[i : j+1]
		if k := strings.Index(sql[j+1:], tag); k >= 0 {
			return j + 1 + k + len(tag), String
		}
		return len(sql), String
	}
	if j == i+1 {
		return j, Punct
	}
	return j, Param
}

func number(sql string, i int) int {
	for i < len(sql) && (isDigit(sql[i]) || sql[i] == '.' || sql[i] == '_') {
		i++
	}
	if i < len(sql) && (sql[i] == 'e' || sql[i] == 'E') {
		j := i + 1
		if j < len(sql) && (sql[j] == '+' || sql[j] == '-') {
			j++
		}
		if j < len(sql) && isDigit(sql[j]) {
			i = j
			for i < len(sql) && isDigit(sql[i]) {
				i++
			}
		}
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isIdentPart(c byte) bool { return isIdentStart(c) || isDigit(c) || c == '$' }

// Inline writes the values of named parameters ($name) into sql as
// literals, for SQL meant to be read and run as it is (a learning's
// corrected SQL, a verified query). It reports false, and returns sql
// unchanged, when a parameter has no value or one of a type it does not
// write: strings, numbers, booleans, dates and lists of those.
func Inline(sql string, args map[string]any) (string, bool) {
	var b strings.Builder
	for _, t := range Tokens(sql) {
		if t.Kind != Param || !strings.HasPrefix(t.Text, "$") {
			b.WriteString(t.Text)
			continue
		}
		v, ok := args[t.Text[1:]]
		if !ok {
			return sql, false
		}
		lit, ok := literal(v)
		if !ok {
			return sql, false
		}
		b.WriteString(lit)
	}
	return b.String(), true
}

func literal(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return "'" + strings.ReplaceAll(x, "'", "''") + "'", true
	case bool:
		if x {
			return "TRUE", true
		}
		return "FALSE", true
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64:
		return fmt.Sprint(x), true
	case time.Time:
		if x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0 {
			return "DATE '" + x.Format("2006-01-02") + "'", true
		}
		return "TIMESTAMP '" + x.Format("2006-01-02 15:04:05.999999") + "'", true
	case []string:
		out := make([]any, len(x))
		for i, s := range x {
			out[i] = s
		}
		return literal(out)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			s, ok := literal(e)
			if !ok {
				return "", false
			}
			parts[i] = s
		}
		return strings.Join(parts, ", "), len(parts) > 0
	}
	return "", false
}
