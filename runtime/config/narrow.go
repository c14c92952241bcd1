package config

import (
	"regexp"

	"github.com/hashicorp/hcl/v2"
)

// Narrow returns the range of the first match of re (of its first group,
// when it has one) inside rng, in the
// source of files, so that a diagnostic about one name in a long value (a
// $param in a heredoc of SQL, a column in a metric's expression) points at
// that name's line and column rather than at the whole value. It returns
// rng when the source is not at hand or re does not match in it.
func Narrow(files map[string]*hcl.File, rng hcl.Range, re *regexp.Regexp) hcl.Range {
	return NarrowNth(files, rng, re, 0)
}

// NarrowNth is Narrow at the match after the first n (the same text in a
// comment or a string literal may come before the one that matters).
func NarrowNth(files map[string]*hcl.File, rng hcl.Range, re *regexp.Regexp, n int) hcl.Range {
	f := files[rng.Filename]
	if f == nil || rng.Start.Byte < 0 || rng.End.Byte > len(f.Bytes) || rng.Start.Byte >= rng.End.Byte {
		return rng
	}
	all := re.FindAllSubmatchIndex(f.Bytes[rng.Start.Byte:rng.End.Byte], -1)
	if n >= len(all) {
		return rng
	}
	loc := all[n]
	if len(loc) >= 4 && loc[2] >= 0 {
		loc = loc[2:4] // the first group, where the pattern has one
	}
	return hcl.Range{Filename: rng.Filename, Start: pos(f.Bytes, rng.Start.Byte+loc[0]), End: pos(f.Bytes, rng.Start.Byte+loc[1])}
}

// pos is the line and column (both from 1, columns in characters) of a
// byte offset in src.
func pos(src []byte, off int) hcl.Pos {
	line, col := 1, 1
	for _, r := range string(src[:off]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return hcl.Pos{Line: line, Column: col, Byte: off}
}

// WordRE matches name as a whole word (not inside a longer identifier).
func WordRE(prefix, name string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^\w$])(` + regexp.QuoteMeta(prefix+name) + `)\b`)
}
