package knowledge

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// Documents are markdown files chunked on their headers: a chunk is one
// section (split further past MaxChunkWords), with a stable id made of the
// file name and the heading's slug: "kpi_definitions.md#gross-margin".

// MaxChunkWords bounds a chunk (about 200 tokens); a longer section is split
// on paragraphs into "#slug", "#slug-2", ...
const MaxChunkWords = 160

// Chunk is one retrievable passage of a document.
type Chunk struct {
	ID       string   `json:"id"`
	Document string   `json:"document"` // the document block's name
	File     string   `json:"file"`     // relative to the workspace
	Title    string   `json:"title"`    // the file's first heading
	Heading  string   `json:"heading"`
	Path     []string `json:"path"` // headings from the top
	Text     string   `json:"text"`
	// Period is a date range the section defines (a campaign, a season):
	// its heading names it, its text holds two ISO dates.
	Period *DocPeriod `json:"period,omitempty"`
}

// DocPeriod is a named date range found in a document.
type DocPeriod struct {
	Name     string    `json:"name"`
	Kind     string    `json:"kind,omitempty"` // the parent heading, singular: "campaign"
	From, To time.Time `json:"-"`
}

var isoDate = regexp.MustCompile(`\b(\d{4}-\d{2}-\d{2})\b`)

// documents reads and chunks every document of the workspace.
func (b *builder) documents() {
	seen := map[string]bool{}
	for _, d := range b.ws.Documents {
		for _, pattern := range d.Paths {
			matches, err := config.DocumentFiles(b.ws.Dir, pattern)
			if err != nil {
				continue // reported by config
			}
			for _, m := range matches {
				if m.Outside {
					continue // refused by config: never read
				}
				src, err := os.ReadFile(m.Real)
				if err != nil {
					b.errorf(d.PathsRng, "Cannot read document", "Document %q: %v.", d.Name, err)
					continue
				}
				rel, _ := filepath.Rel(b.ws.Dir, m.Path)
				for _, c := range ChunkMarkdown(d.Name, filepath.ToSlash(rel), string(src)) {
					if seen[c.ID] {
						b.warnf(d.PathsRng, "Duplicate chunk", "Chunk %s appears twice; the second is ignored.", c.ID)
						continue
					}
					seen[c.ID] = true
					b.s.Chunks = append(b.s.Chunks, c)
				}
			}
		}
	}
}

// ChunkMarkdown splits a markdown file into chunks on its headers.
func ChunkMarkdown(doc, file, src string) []*Chunk {
	base := filepath.Base(file)
	var out []*Chunk
	var path []string
	levels := []int{}
	title := ""
	heading := ""
	var body []string
	slugs := map[string]int{}
	flush := func() {
		text := strings.TrimSpace(strings.Join(body, "\n"))
		body = body[:0]
		if text == "" {
			return
		}
		for i, part := range splitWords(text, MaxChunkWords) {
			slug := slugify(heading)
			if slug == "" {
				slug = "intro"
			}
			if i > 0 {
				slug = fmt.Sprintf("%s-%d", slug, i+1)
			}
			if n := slugs[slug]; n > 0 {
				slugs[slug] = n + 1
				slug = fmt.Sprintf("%s-%d", slug, n+1)
			} else {
				slugs[slug] = 1
			}
			c := &Chunk{ID: base + "#" + slug, Document: doc, File: file, Title: title, Heading: heading, Path: append([]string(nil), path...), Text: part}
			if i == 0 {
				c.Period = periodIn(c)
			}
			out = append(out, c)
		}
	}
	inFence := false
	for _, line := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") {
			inFence = !inFence
		}
		level := 0
		for level < len(t) && t[level] == '#' {
			level++
		}
		if inFence || level == 0 || level > 6 || len(t) > level && t[level] != ' ' {
			body = append(body, line)
			continue
		}
		flush()
		heading = strings.TrimSpace(t[level:])
		for len(levels) > 0 && levels[len(levels)-1] >= level {
			levels = levels[:len(levels)-1]
			path = path[:len(path)-1]
		}
		levels = append(levels, level)
		path = append(path, heading)
		if title == "" {
			title = heading
		}
	}
	flush()
	return out
}

// periodIn reads a section that defines a date range: two ISO dates in its
// text, named by its heading; the parent heading says what kind it is.
func periodIn(c *Chunk) *DocPeriod {
	ds := isoDate.FindAllString(c.Text, 2)
	if len(ds) < 2 || c.Heading == "" || c.Heading == c.Title {
		return nil
	}
	from, err1 := time.Parse("2006-01-02", ds[0])
	to, err2 := time.Parse("2006-01-02", ds[1])
	if err1 != nil || err2 != nil || to.Before(from) {
		return nil
	}
	p := &DocPeriod{Name: c.Heading, From: from, To: to}
	if len(c.Path) >= 2 {
		p.Kind = strings.ToLower(singularWord(c.Path[len(c.Path)-2]))
	}
	return p
}

func singularWord(s string) string {
	ws := strings.Fields(s)
	if len(ws) != 1 {
		return ""
	}
	return Stem(strings.ToLower(ws[0]))
}

func splitWords(text string, max int) []string {
	if len(strings.Fields(text)) <= max {
		return []string{text}
	}
	var out []string
	var cur []string
	n := 0
	for _, para := range strings.Split(text, "\n\n") {
		w := len(strings.Fields(para))
		if n > 0 && n+w > max {
			out = append(out, strings.TrimSpace(strings.Join(cur, "\n\n")))
			cur, n = nil, 0
		}
		cur = append(cur, para)
		n += w
	}
	if len(cur) > 0 {
		out = append(out, strings.TrimSpace(strings.Join(cur, "\n\n")))
	}
	return out
}

func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range Fold(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// ChunkHit is a chunk found for a query.
type ChunkHit struct {
	Chunk *Chunk
	Score float64
	// Matched are the query terms the chunk contains.
	Matched []string
}

// SearchChunks ranks the document chunks for a query: BM25 (stemmed), plus
// a boost for exact phrases: a quoted phrase of the query found in the
// chunk, or a section heading of two words or more that the query names.
func (s *Snapshot) SearchChunks(query string, n int) []ChunkHit {
	if s.DocIndex == nil {
		return nil
	}
	hits := s.DocIndex.Search(query)
	fq := " " + strings.Join(Words(query), " ") + " "
	quoted := quotedPhrases(query)
	out := make([]ChunkHit, 0, len(hits))
	for _, h := range hits {
		c := s.chunkByID[h.ID]
		score := h.Score
		if len(quoted) > 0 {
			ft := " " + strings.Join(Words(c.Text), " ") + " "
			for _, q := range quoted {
				if strings.Contains(ft, " "+q+" ") {
					score += 5
				}
			}
		}
		if hw := Words(c.Heading); len(hw) >= 2 && strings.Contains(fq, " "+strings.Join(hw, " ")+" ") {
			score += 5
		}
		out = append(out, ChunkHit{Chunk: c, Score: score, Matched: h.Matched})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

func quotedPhrases(q string) []string {
	var out []string
	for _, quote := range []string{`"`, "“", "'"} {
		end := quote
		if quote == "“" {
			end = "”"
		}
		rest := q
		for {
			i := strings.Index(rest, quote)
			if i < 0 {
				break
			}
			j := strings.Index(rest[i+len(quote):], end)
			if j < 0 {
				break
			}
			phrase := strings.Join(Words(rest[i+len(quote):i+len(quote)+j]), " ")
			if strings.Contains(phrase, " ") {
				out = append(out, phrase)
			}
			rest = rest[i+len(quote)+j+len(end):]
		}
	}
	return out
}

// Chunk finds a chunk by id.
func (s *Snapshot) Chunk(id string) *Chunk { return s.chunkByID[id] }

// ContextChunk is a chunk, or the part of it most relevant to a query, put
// into a prompt.
type ContextChunk struct {
	ID      string `json:"id"`
	Text    string `json:"text"`
	Excerpt bool   `json:"excerpt,omitempty"`
	Tokens  int    `json:"tokens"`
}

// Context is what a prompt gets from the documents for one question.
type Context struct {
	Chunks []ContextChunk `json:"chunks"`
	Tokens int            `json:"tokens"`
	// Hash identifies the context exactly (ids and texts), for caching
	// and for the record.
	Hash string `json:"hash"`
}

// EstimateTokens is a cheap token count: words plus a third for
// punctuation and subwords.
func EstimateTokens(s string) int { return len(strings.Fields(s)) * 4 / 3 }

// BuildContext selects the chunks most relevant to a query under a token
// budget. A chunk that does not fit whole is cut to its sentences that
// share the most terms with the query, in their original order.
func (s *Snapshot) BuildContext(query string, budget int) Context {
	var ctx Context
	terms := map[string]bool{}
	for _, t := range Terms(query) {
		terms[t] = true
	}
	for _, h := range s.SearchChunks(query, 8) {
		left := budget - ctx.Tokens
		if left <= 8 {
			break
		}
		text, excerpt := h.Chunk.Text, false
		if EstimateTokens(text) > left {
			text, excerpt = bestSentences(text, terms, left), true
			if text == "" {
				continue
			}
		}
		n := EstimateTokens(text)
		ctx.Chunks = append(ctx.Chunks, ContextChunk{ID: h.Chunk.ID, Text: text, Excerpt: excerpt, Tokens: n})
		ctx.Tokens += n
	}
	h := sha256.New()
	for _, c := range ctx.Chunks {
		fmt.Fprintf(h, "%s\x00%s\x00", c.ID, c.Text)
	}
	ctx.Hash = hex.EncodeToString(h.Sum(nil))[:16]
	return ctx
}

// Sentences splits text into sentences: paragraphs (lines wrapped inside
// one are joined), list items, then sentence ends.
func Sentences(text string) []string {
	var paras []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, " "))
			cur = nil
		}
	}
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			flush()
		case isListItem(t):
			flush()
			cur = append(cur, t)
		default:
			cur = append(cur, t)
		}
	}
	flush()
	var out []string
	for _, para := range paras {
		start := 0
		for i := 0; i < len(para); i++ {
			if (para[i] == '.' || para[i] == '!' || para[i] == '?') && (i+1 == len(para) || para[i+1] == ' ') {
				if seg := strings.TrimSpace(para[start : i+1]); seg != "" {
					out = append(out, seg)
				}
				start = i + 1
			}
		}
		if seg := strings.TrimSpace(para[start:]); seg != "" {
			out = append(out, seg)
		}
	}
	return out
}

func isListItem(t string) bool {
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") {
		return true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && t[i] == '.' && t[i+1] == ' '
}

func bestSentences(text string, terms map[string]bool, budget int) string {
	ss := Sentences(text)
	type scored struct {
		i, score, tokens int
	}
	var sc []scored
	for i, s := range ss {
		n := 0
		for _, t := range Terms(s) {
			if terms[t] {
				n++
			}
		}
		sc = append(sc, scored{i, n, EstimateTokens(s)})
	}
	sort.SliceStable(sc, func(a, b int) bool { return sc[a].score > sc[b].score })
	keep := map[int]bool{}
	used := 0
	for _, x := range sc {
		if x.score == 0 || used+x.tokens > budget {
			continue
		}
		keep[x.i] = true
		used += x.tokens
	}
	var out []string
	for i, s := range ss {
		if keep[i] {
			out = append(out, s)
		}
	}
	return strings.Join(out, " … ")
}
