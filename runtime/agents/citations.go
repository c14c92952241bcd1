package agents

import (
	"fmt"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// hybrid marks a data plan that takes a constraint from the documents: a
// period a document defines (a campaign's dates), or a metric asked for
// "as the KPI definition says". Both are cited.
func (e *Engine) hybrid(p *Planned) {
	if p.Route != RoutePipes && p.Route != RouteMetric {
		return
	}
	periods := append([]understand.Period(nil), p.Compare...)
	if p.Period != nil {
		periods = append(periods, *p.Period)
	}
	for _, per := range periods {
		if per.Chunk == "" {
			continue
		}
		p.Route = RouteHybrid
		p.DocChunks = appendNew(p.DocChunks, per.Chunk)
		p.DocNotes = append(p.DocNotes, fmt.Sprintf("The period %s (%s to %s) is taken from %s.", per.Label, per.From.Format("2006-01-02"), per.To.Format("2006-01-02"), per.Chunk))
	}
	if p.Metric != nil && p.Query != nil && p.Query.Define {
		if c := e.definitionChunk(p.Metric); c != nil {
			p.Route = RouteHybrid
			p.DocNotes = append(p.DocNotes, fmt.Sprintf("%s is computed as its canonical metric %s, which %s defines.", labelOf(p.Metric.Label, p.Metric.Name), p.Metric.Name, c.ID))
		}
	}
}

// definitionChunk is the chunk of a metric's documented_in document that
// best matches the metric's name.
func (e *Engine) definitionChunk(m *knowledge.Metric) *knowledge.Chunk {
	if m.DocumentedIn == "" {
		return nil
	}
	var first *knowledge.Chunk
	for _, h := range e.snap.SearchChunks(labelOf(m.Label, m.Name)+" "+m.Name, 0) {
		if h.Chunk.Document == m.DocumentedIn {
			return h.Chunk
		}
	}
	for _, c := range e.snap.Chunks {
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
