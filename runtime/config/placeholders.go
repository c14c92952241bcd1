package config

import "strings"

// Placeholders lists the named parameters ($name) a SQL text uses, in order
// of first use, skipping string literals, quoted identifiers and comments.
// Positional parameters ($1, ?) are returned in bad: pipes bind by name.
func Placeholders(sql string) (named, bad []string) {
	seen := map[string]bool{}
	for i := 0; i < len(sql); i++ {
		ch := sql[i]
		switch {
		case ch == '\'' || ch == '"':
			// Quoted text; a doubled quote escapes itself.
			for i++; i < len(sql); i++ {
				if sql[i] == ch {
					if i+1 < len(sql) && sql[i+1] == ch {
						i++
						continue
					}
					break
				}
			}
		case ch == '-' && i+1 < len(sql) && sql[i+1] == '-':
			for i < len(sql) && sql[i] != '\n' {
				i++
			}
		case ch == '/' && i+1 < len(sql) && sql[i+1] == '*':
			end := strings.Index(sql[i+2:], "*/")
			if end < 0 {
				return named, bad
			}
			i += end + 3
		case ch == '?':
			bad = append(bad, "?")
		case ch == '$':
			j := i + 1
			for j < len(sql) && isIdent(sql[j]) {
				j++
			}
			name := sql[i+1 : j]
			switch {
			case name == "":
			case name[0] >= '0' && name[0] <= '9':
				bad = append(bad, "$"+name)
			case !seen[name]:
				seen[name] = true
				named = append(named, name)
			}
			i = j - 1
		}
	}
	return named, bad
}

func isIdent(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}
