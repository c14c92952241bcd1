package agents

import (
	"math/rand"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// TestConfidence: confidence is computed in one place from the evidence;
// each kind of plan starts from its own level, and what the evidence says
// lowers it.
func TestConfidence(t *testing.T) {
	doc := &DocAnswer{Chunk: nil}
	for _, c := range []struct {
		name string
		ev   Evidence
		p    *Planned
		want float64
	}{
		{"a pipe that serves the reading", Evidence{Kind: "pipe", Coverage: 1}, nil, 0.95},
		{"metric steps", Evidence{Kind: "metric", Coverage: 1}, nil, 0.92},
		{"an aggregate query", Evidence{Kind: "aggregate", Coverage: 1}, nil, 0.88},
		{"a verified query", Evidence{Kind: "verified", Coverage: 1}, nil, 0.85},
		{"a pipe read from its words", Evidence{Kind: "pipe_text", Coverage: 1}, nil, 0.85},
		{"a definition", Evidence{Kind: "define", Coverage: 1}, nil, 0.9},
		{"a refusal", Evidence{Kind: "stop"}, &Planned{Query: &understand.Query{Stop: "change"}}, 0.95},
		{"nothing understood", Evidence{Kind: "stop"}, &Planned{Query: &understand.Query{Stop: "unknown"}}, 0.9},
		{"documents with no passage", Evidence{Kind: "documents"}, &Planned{Doc: doc}, 0.5},
		{"a refusal's unexplained words do not lower it", Evidence{Kind: "stop", Unexplained: []string{"weather"}}, &Planned{Query: &understand.Query{Stop: "unknown"}}, 0.9},
		// coverage, entity matches, repairs, caveats, guessed periods
		{"four fifths of the words", Evidence{Kind: "metric", Coverage: 0.8}, nil, 0.88},
		{"a value matched at 0.8", Evidence{Kind: "metric", Coverage: 1, EntityScores: []float64{0.8}}, nil, 0.83},
		{"a repair", Evidence{Kind: "metric", Coverage: 1, Repairs: 1}, nil, 0.82},
		{"two caveats", Evidence{Kind: "metric", Coverage: 1, Caveats: 2}, nil, 0.86},
		{"three caveats count as two", Evidence{Kind: "metric", Coverage: 1, Caveats: 3}, nil, 0.86},
		{"a guessed period", Evidence{Kind: "metric", Coverage: 1, GuessedPeriods: 1}, nil, 0.89},
		{"an unsupported sentence", Evidence{Kind: "metric", Coverage: 1, Unsupported: 1}, nil, 0.77},
		// sources that contradict each other or the data always need review
		{"contradicting sources", Evidence{Kind: "metric", Coverage: 1, Contradictions: 1}, nil, 0.55},
		// results
		{"an empty result", Evidence{Kind: "metric", Coverage: 1, Empty: true}, nil, 0.4},
		{"a zero", Evidence{Kind: "pipe", Coverage: 1, Zero: true}, nil, 0.5},
		{"a period outside the data is a fact", Evidence{Kind: "metric", Coverage: 1, Empty: true, OutOfRange: true}, nil, 0.75},
		// below the threshold, always
		{"an unexplained word", Evidence{Kind: "pipe", Coverage: 1, Unexplained: []string{"wibble"}}, nil, 0.55},
		{"an alternative", Evidence{Kind: "pipe", Coverage: 1, Alternatives: 1}, nil, 0.55},
		{"a guessed measure", Evidence{Kind: "metric", Coverage: 1, GuessedMeasure: true}, nil, 0.55},
		{"a model that disagrees", Evidence{Kind: "llm", Coverage: 1, LLMDisagrees: true}, nil, 0.55},
		{"out of range, but a word not understood", Evidence{Kind: "metric", Coverage: 1, Empty: true, OutOfRange: true, Unexplained: []string{"x"}}, nil, 0.55},
		{"never below 0.05", Evidence{Kind: "metric", Coverage: 1, Contradictions: 9}, nil, 0.05},
	} {
		p := c.p
		if p == nil {
			p = &Planned{}
		}
		p.Evidence = c.ev
		if got := confidence(p, 0.6); got != c.want {
			t.Errorf("%s: confidence %v, want %v", c.name, got, c.want)
		}
	}
}

// TestConfidenceBelowThreshold: whatever else the evidence says, an
// unexplained word, an alternative reading, a guessed measure, a model
// that disagrees or sources that contradict each other (or the data) put
// an answer below the review threshold; the score
// stays in [0, 1].
func TestConfidenceBelowThreshold(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	kinds := []string{"pipe", "pipe_text", "metric", "aggregate", "verified", "documents", "define", "llm", "stop"}
	for i := 0; i < 5000; i++ {
		ev := Evidence{
			Kind:           kinds[rng.Intn(len(kinds))],
			Coverage:       rng.Float64(),
			Repairs:        rng.Intn(3),
			Caveats:        rng.Intn(4),
			GuessedPeriods: rng.Intn(2),
			Empty:          rng.Intn(4) == 0,
			Zero:           rng.Intn(4) == 0,
			OutOfRange:     rng.Intn(6) == 0,
			Unsupported:    rng.Intn(2),
			Contradictions: rng.Intn(2),
		}
		for j := rng.Intn(3); j > 0; j-- {
			ev.EntityScores = append(ev.EntityScores, rng.Float64())
		}
		unsure := ev.Contradictions > 0
		switch rng.Intn(5) {
		case 0:
			ev.Unexplained, unsure = []string{"w"}, true
		case 1:
			ev.Alternatives, unsure = 1+rng.Intn(3), true
		case 2:
			ev.GuessedMeasure, unsure = true, true
		case 3:
			ev.LLMDisagrees, unsure = true, true
		}
		threshold := 0.1 + 0.85*rng.Float64()
		p := &Planned{Evidence: ev, Query: &understand.Query{Stop: "unknown"}}
		c := confidence(p, threshold)
		if c < 0 || c > 1 {
			t.Fatalf("%+v: confidence %v", ev, c)
		}
		if unsure && ev.Kind != "stop" && c >= threshold {
			t.Fatalf("%+v, threshold %.2f: confidence %v is not below it", ev, threshold, c)
		}
	}
}
