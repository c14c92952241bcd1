package config

import "github.com/datacopilot/datacopilot/runtime/internal/sqltext"

// Placeholders lists the named parameters ($name) a SQL text uses, in order
// of first use, skipping string literals (dollar-quoted ones too), quoted
// identifiers and comments. Positional parameters ($1, ?) are returned in
// bad: pipes bind by name.
func Placeholders(sql string) (named, bad []string) {
	seen := map[string]bool{}
	for _, t := range sqltext.Tokens(sql) {
		if t.Kind != sqltext.Param {
			continue
		}
		name := t.Text[1:]
		switch {
		case t.Text == "?", name[0] >= '0' && name[0] <= '9':
			bad = append(bad, t.Text)
		case !seen[name]:
			seen[name] = true
			named = append(named, name)
		}
	}
	return named, bad
}

// PlaceholderAt is the byte offset in sql of the first use of $name as a
// parameter (not in a comment or a string), or -1.
func PlaceholderAt(sql, name string) int {
	for _, t := range sqltext.Tokens(sql) {
		if t.Kind == sqltext.Param && t.Text == "$"+name {
			return t.Start
		}
	}
	return -1
}
