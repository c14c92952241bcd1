package knowledge

import "testing"

func TestSimilarityTranspositions(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{
		{"january", "january", 0},
		{"janaury", "january", 1}, // two letters swapped
		{"lenght", "length", 1},
		{"octobr", "october", 1},
		{"abc", "ca", 3},
		{"", "abc", 3},
	} {
		if got := editDistance([]rune(c.a), []rune(c.b)); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}
