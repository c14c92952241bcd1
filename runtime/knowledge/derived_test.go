package knowledge

import "testing"

func TestDerived(t *testing.T) {
	for _, c := range []struct {
		stem, word string
		want       bool
	}{
		{"adopt", "adoptive", true},
		{"adopt", "adoption", true},
		{"connect", "connection", true},
		{"adopt", "adopt", false},        // the same word is no derived one
		{"part", "partner", false},       // a short stem says too little
		{"renew", "renewables", false},   // too long a suffix
		{"order", "border", false},       // a prefix only
		{"resolve", "resolution", true},  // the verb's "ve" gives way
		{"complete", "completion", true}, // its "e"
		{"contract", "contrast", false},  // no ending given way
		{"retail", "retain", false},
	} {
		if got := Derived(c.stem, c.word); got != c.want {
			t.Errorf("Derived(%q, %q) = %v, want %v", c.stem, c.word, got, c.want)
		}
	}
}
