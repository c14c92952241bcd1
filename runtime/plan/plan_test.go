package plan

import (
	"strings"
	"testing"
)

// Limits follow the rule of int params: a whole number however written.
func TestParseLimits(t *testing.T) {
	p, err := ParseBytes([]byte(`{"steps": [{"id": "m", "metric": "x", "limit": 5.0, "filters": {"n": 5}}], "limit": 1e1}`))
	if err != nil || p.Limit != 10 || p.Steps[0].Limit != 5 {
		t.Fatalf("%+v %v", p, err)
	}
	for _, bad := range []string{
		`{"steps": [], "limit": 2.5}`,
		`{"steps": [{"id": "m", "limit": "5"}]}`,
		`{"steps": [{"id": "m", "lmit": 5}]}`,
		`{"stesp": []}`,
	} {
		if _, err := ParseBytes([]byte(bad)); err == nil || !strings.Contains(err.Error(), "plan JSON") {
			t.Errorf("%s: got %v", bad, err)
		}
	}
}
