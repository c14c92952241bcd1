package understand_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// BenchmarkInterpret reads every held-out question (one op: all of them) of the other-domain
// workspaces (the questions the engine was not tuned on) and reports the
// time one interpretation takes, lattice, beam search and scoring, and
// the candidates it weighs.
func BenchmarkInterpret(b *testing.B) {
	question := regexp.MustCompile(`(?m)^\s*question\s*=\s*("(?:[^"\\]|\\.)*")`)
	type ask struct{ ws, q string }
	var asks []ask
	for _, ws := range []string{"flights", "clinic", "polls", "bikes", "library", "hr", "helpdesk", "utility", "hotels"} {
		files, _ := filepath.Glob(filepath.Join(workspaceDirs[ws], "heldout", "*.hcl"))
		for _, f := range files {
			text, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			for _, m := range question.FindAllSubmatch(text, -1) {
				if q, err := strconv.Unquote(string(m[1])); err == nil {
					asks = append(asks, ask{ws, q})
				}
			}
		}
	}
	if len(asks) == 0 {
		b.Fatal("no held-out questions found")
	}
	for _, a := range asks {
		lexicon(b, a.ws)
	}
	b.ResetTimer()
	considered := 0
	for i := 0; i < b.N; i++ {
		for _, a := range asks {
			considered += lexicon(b, a.ws).Interpret(a.q).Considered
		}
	}
	n := float64(b.N * len(asks))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/question")
	b.ReportMetric(float64(considered)/n, "candidates/question")
}
