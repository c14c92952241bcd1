package config

import (
	"strings"

	"github.com/agext/levenshtein"
)

// Suggest returns the declared name closest to name, or "" when none is close
// enough to be a likely typo. Used for every "Did you mean …?".
func Suggest(name string, declared []string) string {
	best, bestDist := "", 0
	lname := strings.ToLower(name)
	for _, d := range declared {
		// A typo that cuts a name short ("integr") or runs past it.
		if ld := strings.ToLower(d); len(lname) >= 3 && (strings.HasPrefix(ld, lname) || strings.HasPrefix(lname, ld) && len(ld) >= 3) {
			return d
		}
	}
	for _, d := range declared {
		dist := levenshtein.Distance(lname, strings.ToLower(d), nil)
		if best == "" || dist < bestDist {
			best, bestDist = d, dist
		}
	}
	// Allow roughly one edit in three characters, and at least two.
	limit := len(name) / 3
	if limit < 2 {
		limit = 2
	}
	if best == "" || bestDist > limit {
		return ""
	}
	return best
}
