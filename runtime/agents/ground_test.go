package agents

import (
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

func TestGround(t *testing.T) {
	ev := GroundEvidence{Numbers: []float64{3485.43, 12, 1997}, Chunks: map[string]bool{"cal.md#summer": true}}
	r := Ground("Revenue in 1997 was $3,485.43 [cal.md#summer]. It grew 40% on the year before [cal.md#winter]. There were 12 orders.", ev)
	if r.Sentences != 3 || r.Unsupported != 1 {
		t.Fatalf("sentences %d, unsupported %d", r.Sentences, r.Unsupported)
	}
	if r.Text != "Revenue in 1997 was $3,485.43 [cal.md#summer]. There were 12 orders." {
		t.Errorf("kept %q", r.Text)
	}
	joined := strings.Join(r.Warnings, "\n")
	for _, want := range []string{WarnUnknownCite + ": cal.md#winter", WarnUnsupported + `: dropped "It grew 40% on the year before."`} {
		if !strings.Contains(joined, want) {
			t.Errorf("warnings lack %q:\n%s", want, joined)
		}
	}
}

// docBrain is an engine over documents only.
func docBrain(t *testing.T, files map[string]string) *Engine {
	t.Helper()
	s := &knowledge.Snapshot{Config: &config.Workspace{}, Metrics: map[string]*knowledge.Metric{}, Dimensions: map[string]*knowledge.Dimension{}, Pipes: map[string]*knowledge.Pipe{}}
	var chunks []*knowledge.Chunk
	for name, src := range files {
		chunks = append(chunks, knowledge.ChunkMarkdown(name, name+".md", src)...)
	}
	s.SetChunks(chunks)
	s.Index = knowledge.NewIndex(nil)
	s.Values = knowledge.NewValueIndex(nil, nil)
	return New(s)
}

func TestDocumentsAnswer(t *testing.T) {
	b := docBrain(t, map[string]string{
		"policy":  "# Policy\n\n## Laptops\n\nLaptops can be returned within 30 days if unopened. Opened laptops cannot be returned.\n",
		"old_faq": "# FAQ\n\n## Laptop returns\n\nLaptops can be returned within 14 days if unopened.\n",
	})
	d := b.Plan("How many days to return unopened laptops?")
	if d.Route != RouteDocuments || d.Doc == nil || d.Doc.Chunk == nil {
		t.Fatalf("route %s, doc %+v", d.Route, d.Doc)
	}
	if d.Doc.Conflict == nil || !strings.Contains(strings.Join(d.Warnings, " "), WarnContradictory) {
		t.Errorf("the two sources disagree (30 and 14 days) and no %s warning: %v", WarnContradictory, d.Warnings)
	}
	if d.Evidence.Contradictions != 1 || confidence(d.Planned, 0.6) >= 0.8 {
		t.Errorf("contradictions %d, confidence %.2f", d.Evidence.Contradictions, confidence(d.Planned, 0.6))
	}
	none := b.Plan("What is the laptop warranty policy?")
	if none.Route != RouteDocuments || none.Doc.Chunk != nil || !strings.HasPrefix(none.Message, "I don't have information on that") {
		t.Errorf("unanswerable: route %s, %q", none.Route, none.Message)
	}
	if c := confidence(none.Planned, 0.6); c >= 0.6 {
		t.Errorf("no-information answer has confidence %.2f", c)
	}
}

// TestDocumentsDuration: "how many days" of a passage that gives a range of
// dates is the days the range spans, both ends counted; the parts of a date
// are never a passage's value ("12" of 1997-12-01).
func TestDocumentsDuration(t *testing.T) {
	b := docBrain(t, map[string]string{
		"calendar": "# Calendar\n\n## Spring sale\n\nThe spring sale runs from 2024-03-01 to 2024-03-15 on every product.\n",
	})
	d := b.Plan("How many days does the spring sale run?")
	if d.Route != RouteDocuments || d.Doc == nil || d.Doc.Number == nil || *d.Doc.Number != 15 || d.Doc.Value != "15 days" {
		t.Fatalf("route %s, doc %+v", d.Route, d.Doc)
	}
	if w := b.Plan("What does the spring sale cover?"); w.Doc != nil && w.Doc.Value != "" {
		t.Errorf("a date's parts read as the passage's value: %q", w.Doc.Value)
	}
}
