package agents

import (
	"fmt"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// hybrid marks a data plan that takes a constraint from the documents: a
// period a document defines (a campaign's dates), or a metric asked for
// "as the KPI definition says". Both are cited.
func (b *Brain) hybrid(d *Decision) {
	if d.Route != RoutePipes && d.Route != RouteMetric {
		return
	}
	periods := append([]Period(nil), d.Compare...)
	if d.Period != nil {
		periods = append(periods, *d.Period)
	}
	for _, p := range periods {
		if p.Chunk == "" {
			continue
		}
		d.Route = RouteHybrid
		d.DocChunks = appendNew(d.DocChunks, p.Chunk)
		d.DocNotes = append(d.DocNotes, fmt.Sprintf("The period %s (%s to %s) is taken from %s.", p.Label, p.From.Format("2006-01-02"), p.To.Format("2006-01-02"), p.Chunk))
	}
	if d.Metric != nil && d.Slots.Define {
		if c := b.definitionChunk(d.Metric); c != nil {
			d.Route = RouteHybrid
			d.DocNotes = append(d.DocNotes, fmt.Sprintf("%s is computed as its canonical metric %s, which %s defines.", labelOf(d.Metric.Label, d.Metric.Name), d.Metric.Name, c.ID))
		}
	}
}

// definitionChunk is the chunk of a metric's documented_in document that
// best matches the metric's name.
func (b *Brain) definitionChunk(m *knowledge.Metric) *knowledge.Chunk {
	if m.DocumentedIn == "" {
		return nil
	}
	var first *knowledge.Chunk
	for _, h := range b.snap.SearchChunks(labelOf(m.Label, m.Name)+" "+m.Name, 0) {
		if h.Chunk.Document == m.DocumentedIn {
			return h.Chunk
		}
	}
	for _, c := range b.snap.Chunks {
		if c.Document == m.DocumentedIn && first == nil {
			first = c
		}
	}
	return first
}

func appendNew(xs []string, x string) []string {
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}
