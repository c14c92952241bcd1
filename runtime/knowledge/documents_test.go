package knowledge

import (
	"strings"
	"testing"
)

const calendar = `# Calendar

Intro text.

## Campaigns

### Spring Tools 2024

Runs from 2024-03-01 to 2024-03-31. Focus on garden tools,
wrapped over two lines.

### Spring Tools 2024

A second section with the same heading.

## Notes
` + "```" + `
# not a heading inside a fence
` + "```"

func TestChunkMarkdown(t *testing.T) {
	cs := ChunkMarkdown("calendar", "docs/calendar.md", calendar)
	var ids []string
	for _, c := range cs {
		ids = append(ids, c.ID)
	}
	want := "calendar.md#calendar calendar.md#spring-tools-2024 calendar.md#spring-tools-2024-2 calendar.md#notes"
	if got := strings.Join(ids, " "); got != want {
		t.Fatalf("ids:\n got %s\nwant %s", got, want)
	}
	p := cs[1].Period
	if p == nil || p.Name != "Spring Tools 2024" || p.Kind != "campaign" || p.From.Format("2006-01-02") != "2024-03-01" || p.To.Format("2006-01-02") != "2024-03-31" {
		t.Errorf("period: %+v", p)
	}
	if got := cs[1].Path; strings.Join(got, " > ") != "Calendar > Campaigns > Spring Tools 2024" {
		t.Errorf("path %v", got)
	}
	if !strings.Contains(cs[3].Text, "# not a heading") {
		t.Errorf("a fenced # line was read as a heading: %q", cs[3].Text)
	}
	if got := Sentences(cs[1].Text); len(got) != 2 || got[1] != "Focus on garden tools, wrapped over two lines." {
		t.Errorf("sentences %q", got)
	}
}

func TestChunkSplitsLongSections(t *testing.T) {
	para := strings.Repeat("word ", 100)
	cs := ChunkMarkdown("d", "d.md", "# Long\n\n"+para+"\n\n"+para+"\n\n"+para)
	if len(cs) != 3 || cs[1].ID != "d.md#long-2" || cs[2].ID != "d.md#long-3" {
		t.Fatalf("got %d chunks", len(cs))
	}
	for _, c := range cs {
		if n := len(strings.Fields(c.Text)); n > MaxChunkWords {
			t.Errorf("%s has %d words", c.ID, n)
		}
	}
}

func TestSearchAndContext(t *testing.T) {
	s := &Snapshot{}
	s.SetChunks(append(ChunkMarkdown("cal", "cal.md", calendar),
		ChunkMarkdown("pol", "pol.md", "# Policy\n\n## Tools\n\nGarden tools can be returned within 30 days. Power tools within 14 days. Spring is busy.\n")...))
	if hits := s.SearchChunks(`what did "Spring Tools 2024" focus on`, 1); len(hits) != 1 || hits[0].Chunk.ID != "cal.md#spring-tools-2024" {
		t.Errorf("exact phrase: %+v", hits)
	}
	ctx := s.BuildContext("how long to return power tools", 12)
	if len(ctx.Chunks) == 0 || ctx.Chunks[0].ID != "pol.md#tools" || !ctx.Chunks[0].Excerpt || !strings.Contains(ctx.Chunks[0].Text, "Power tools within 14 days.") || strings.Contains(ctx.Chunks[0].Text, "Spring is busy") {
		t.Errorf("context: %+v", ctx)
	}
	if ctx.Tokens > 12 {
		t.Errorf("context has %d tokens, budget 12", ctx.Tokens)
	}
	if again := s.BuildContext("how long to return power tools", 12); again.Hash != ctx.Hash || len(ctx.Hash) != 16 {
		t.Errorf("hash %q then %q", ctx.Hash, again.Hash)
	}
}
