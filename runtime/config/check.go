package config

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// check cross-references the decoded blocks. Everything that can be known
// without running a data source is checked here; the knowledge builder checks
// the rest (columns, expressions) against the engine.
func check(ws *Workspace) hcl.Diagnostics {
	c := &checker{ws: ws}
	c.sources()
	c.limits()
	c.tables()
	c.dimensions()
	c.metrics()
	c.filters()
	c.rules()
	c.documents()
	c.periods()
	c.verifiedQueries()
	c.pipes()
	c.agents()
	c.goldens()
	c.learnings()
	return c.diags
}

type checker struct {
	ws    *Workspace
	diags hcl.Diagnostics
}

func (c *checker) errorf(rng hcl.Range, summary, format string, args ...any) {
	r := rng
	c.diags = append(c.diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: &r})
}

func (c *checker) warnf(rng hcl.Range, summary, format string, args ...any) {
	r := rng
	c.diags = append(c.diags, &hcl.Diagnostic{Severity: hcl.DiagWarning, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: &r})
}

// or returns the first range that is set: attribute ranges are empty when
// the attribute was left out.
func or(rngs ...hcl.Range) hcl.Range {
	for _, r := range rngs {
		if r.Filename != "" {
			return r
		}
	}
	return hcl.Range{}
}

// unknown reports a reference to a name that is not declared.
func (c *checker) unknown(rng hcl.Range, kind, name string, declared []string) {
	if c.ws.Broken(kind, name) {
		return // its syntax error is reported; this would only repeat it
	}
	detail := fmt.Sprintf("There is no %s named %q.", kind, name)
	if s := Suggest(name, declared); s != "" {
		detail += fmt.Sprintf(" Did you mean %q?", s)
	} else if len(declared) > 0 {
		detail += " Declared: " + strings.Join(declared, ", ") + "."
	} else {
		detail += fmt.Sprintf(" No %s is declared.", kind)
	}
	c.errorf(rng, "Unknown "+kind, "%s", detail)
}

func (c *checker) oneOf(rng hcl.Range, what, value string, allowed []string) bool {
	for _, a := range allowed {
		if value == a {
			return true
		}
	}
	detail := fmt.Sprintf("%s must be one of %s; got %q.", what, quoteList(allowed), value)
	if s := Suggest(value, allowed); s != "" {
		detail += fmt.Sprintf(" Did you mean %q?", s)
	}
	c.errorf(rng, "Invalid "+what, "%s", detail)
	return false
}

func quoteList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}

// unique reports blocks of one kind that share a name.
func unique[T any](c *checker, kind string, items []T, name func(T) string, rng func(T) hcl.Range) map[string]T {
	seen := make(map[string]T, len(items))
	for _, it := range items {
		n := name(it)
		if prev, ok := seen[n]; ok {
			c.errorf(rng(it), "Duplicate "+kind, "A %s named %q is already declared at %s.", kind, n, rng(prev))
			continue
		}
		seen[n] = it
	}
	return seen
}

func names[T any](m map[string]T) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// ref checks a reference to a declared name.
func (c *checker) ref(rng hcl.Range, kind, name string, declared []string) bool {
	for _, d := range declared {
		if d == name {
			return true
		}
	}
	c.unknown(rng, kind, name, declared)
	return false
}

func (c *checker) sourceNames() []string {
	out := make([]string, len(c.ws.Sources))
	for i, s := range c.ws.Sources {
		out[i] = s.Name
	}
	return out
}

// sourceRef checks an optional source reference: it may be left out when
// the workspace has exactly one source.
func (c *checker) sourceRef(rng, def hcl.Range, owner, name string) {
	srcs := c.sourceNames()
	if name == "" {
		if len(srcs) > 1 {
			c.errorf(def, "Missing source", "The workspace has %d sources (%s); %s must say which one with source = \"...\".", len(srcs), strings.Join(srcs, ", "), owner)
		}
		return
	}
	c.ref(rng, "source", name, srcs)
}

func (c *checker) sources() {
	unique(c, "source", c.ws.Sources, func(s *Source) string { return s.Name }, func(s *Source) hcl.Range { return s.DefRange })
	if len(c.ws.Sources) == 0 && len(c.ws.broken["source"]) == 0 {
		c.diags = append(c.diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No source", Detail: "knowledge.hcl declares no source block; declare at least one, e.g. source \"main\" { type = \"duckdb\" }."})
	}
	for _, s := range c.ws.Sources {
		if !c.oneOf(or(s.TypeRng, s.DefRange), "source type", s.Type, []string{"duckdb", "plugin"}) {
			continue
		}
		switch s.Type {
		case "duckdb":
			if s.Plugin != "" || s.Config != nil {
				c.errorf(s.DefRange, "Plugin settings on a duckdb source", "Source %q has type \"duckdb\"; plugin and config belong to sources with type = \"plugin\".", s.Name)
			}
			unique(c, "file", s.Files, func(f *File) string { return f.Table }, func(f *File) hcl.Range { return f.DefRange })
			for _, f := range s.Files {
				if f.Format != "" {
					c.oneOf(f.DefRange, "file format", f.Format, FileFormats)
				} else if FileFormat(f.Path) == "" {
					c.errorf(f.PathRng, "Unknown file format", "Cannot tell the format of %q from its extension; set format = \"csv\", \"parquet\" or \"json\".", f.Path)
				}
				if format := f.Format; f.InPlace != nil && *f.InPlace && format != "parquet" && (format != "" || FileFormat(f.Path) != "parquet") {
					c.errorf(f.DefRange, "in_place needs Parquet", "File %q has in_place = true, but only Parquet files can be queried where they are (a CSV or JSON file would be parsed again by every query); remove in_place to load it once into the cache.", f.Table)
				}
				p := f.Path
				if !filepath.IsAbs(p) {
					p = filepath.Join(c.ws.Dir, p)
				}
				if m, _ := filepath.Glob(p); len(m) == 0 {
					c.errorf(f.PathRng, "Data file not found", "No file matches %q (looked for %s).", f.Path, p)
				}
			}
		case "plugin":
			if s.Plugin == "" {
				c.errorf(s.DefRange, "Missing plugin", "Source %q has type = \"plugin\" but no plugin = \"NAME\".", s.Name)
			}
			if len(s.Files) > 0 {
				c.errorf(s.Files[0].DefRange, "Files on a plugin source", "file blocks belong to duckdb sources; a plugin source reads its tables from the plugin.")
			}
		}
	}
}

// FileFormats are the formats a duckdb source's file blocks may name.
// JSON covers a top-level array of objects and newline-delimited objects
// (.json, .jsonl, .ndjson); DuckDB's read_json_auto tells which.
var FileFormats = []string{"csv", "parquet", "json"}

// FileFormat tells a data file's format from its extension ("" if unknown).
func FileFormat(path string) string {
	p := strings.ToLower(path)
	for _, ext := range []string{".gz", ".zst"} {
		p = strings.TrimSuffix(p, ext)
	}
	switch {
	case strings.HasSuffix(p, ".csv"), strings.HasSuffix(p, ".tsv"), strings.HasSuffix(p, ".txt"):
		return "csv"
	case strings.HasSuffix(p, ".parquet"):
		return "parquet"
	case strings.HasSuffix(p, ".json"), strings.HasSuffix(p, ".jsonl"), strings.HasSuffix(p, ".ndjson"):
		return "json"
	}
	return ""
}

func (c *checker) tables() {
	unique(c, "table", c.ws.Tables, func(t *Table) string { return t.Name }, func(t *Table) hcl.Range { return t.DefRange })
	// References to tables are checked by the knowledge builder against the
	// tables the data sources actually have: a table needs no block to exist.
	for _, t := range c.ws.Tables {
		c.sourceRef(t.SourceRng, t.DefRange, fmt.Sprintf("table %q", t.Name), t.Source)
		unique(c, "column", t.Columns, func(col *Column) string { return col.Name }, func(col *Column) hcl.Range { return col.DefRange })
		c.phrasings(t.DefRange, fmt.Sprintf("Table %q", t.Name), t.Phrasings, false)
		for _, j := range t.Joins {
			if j.Kind != "" {
				c.oneOf(j.DefRange, "join kind", j.Kind, []string{JoinManyToOne, JoinOneToOne})
			}
		}
	}
}

func (c *checker) dimensionNames() []string {
	out := make([]string, len(c.ws.Dimensions))
	for i, d := range c.ws.Dimensions {
		out[i] = d.Name
	}
	return out
}

func (c *checker) dimensions() {
	unique(c, "dimension", c.ws.Dimensions, func(d *Dimension) string { return d.Name }, func(d *Dimension) hcl.Range { return d.DefRange })
	for _, d := range c.ws.Dimensions {
		if d.Type != "" {
			c.oneOf(d.DefRange, "dimension type", d.Type, []string{DimCategory, DimTime, DimNumber})
		}
		if len(d.Grains) > 0 && d.Type != DimTime {
			c.errorf(d.DefRange, "Grains on a non-time dimension", "Dimension %q declares grains but its type is %q; set type = \"time\".", d.Name, d.Type)
		}
		for _, g := range d.Grains {
			c.oneOf(d.DefRange, "time grain", g, Grains)
		}
		c.phrasings(d.DefRange, fmt.Sprintf("Dimension %q", d.Name), d.Phrasings, true)
	}
}

func (c *checker) metrics() {
	unique(c, "metric", c.ws.Metrics, func(m *Metric) string { return m.Name }, func(m *Metric) hcl.Range { return m.DefRange })
	dims := map[string]*Dimension{}
	for _, d := range c.ws.Dimensions {
		dims[d.Name] = d
	}
	docs := make([]string, len(c.ws.Documents))
	for i, d := range c.ws.Documents {
		docs[i] = d.Name
	}
	for _, m := range c.ws.Metrics {
		if m.Time != "" && c.ref(m.TimeRng, "dimension", m.Time, c.dimensionNames()) && dims[m.Time].Type != DimTime {
			c.errorf(m.TimeRng, "Not a time dimension", "Metric %q uses %q as its time, but that dimension's type is %q; time must name a dimension with type = \"time\".", m.Name, m.Time, dims[m.Time].Type)
		}
		if m.DocumentedIn != "" {
			c.ref(m.DocRng, "document", m.DocumentedIn, docs)
		}
		if m.Higher != "" {
			c.oneOf(m.DefRange, "higher_is", m.Higher, []string{"better", "worse"})
		}
		c.phrasings(m.DefRange, fmt.Sprintf("Metric %q", m.Name), m.Phrasings, false)
	}
}

// filters checks filter blocks. Their names share the plan's filter keys
// with dimensions ("filters": {"late": true, "category": "Shoes"}), so
// a filter may not be named like a dimension.
func (c *checker) filters() {
	unique(c, "filter", c.ws.Filters, func(f *Filter) string { return f.Name }, func(f *Filter) hcl.Range { return f.DefRange })
	dims := map[string]bool{}
	for _, d := range c.ws.Dimensions {
		dims[d.Name] = true
	}
	for _, f := range c.ws.Filters {
		if dims[f.Name] || f.Name == "period" {
			c.errorf(f.DefRange, "Filter named like a dimension", "Filter %q has the name of a dimension (or of the period filter); plans name both in the same place, so give the filter another name.", f.Name)
		}
		for _, ph := range f.Phrasings {
			if strings.Contains(ph, "{value}") {
				c.errorf(f.DefRange, "Invalid phrasing", "Filter %q: phrasing %q has {value}, but a filter has no values; write the words that name it (\"shipped late\").", f.Name, ph)
			}
		}
	}
}

// phrasings checks the templates of one block: words, with {value} at most
// once, and required where wantValue.
func (c *checker) phrasings(rng hcl.Range, owner string, phrasings []string, wantValue bool) {
	for _, ph := range phrasings {
		n := strings.Count(ph, "{value}")
		rest := strings.TrimSpace(strings.ReplaceAll(ph, "{value}", ""))
		switch {
		case rest == "":
			c.errorf(rng, "Invalid phrasing", "%s: phrasing %q has no words besides {value}.", owner, ph)
		case n > 1:
			c.errorf(rng, "Invalid phrasing", "%s: phrasing %q has {value} %d times; use it once.", owner, ph, n)
		case n == 0 && wantValue:
			c.errorf(rng, "Invalid phrasing", "%s: phrasing %q has no {value}. A dimension's phrasings bind words to its values (\"shipped to {value}\"); other names of the dimension belong in synonyms.", owner, ph)
		case strings.ContainsAny(strings.ReplaceAll(ph, "{value}", ""), "{}"):
			c.errorf(rng, "Invalid phrasing", "%s: phrasing %q has a placeholder other than {value}.", owner, ph)
		}
	}
}

func (c *checker) metricNames() []string {
	out := make([]string, len(c.ws.Metrics))
	for i, m := range c.ws.Metrics {
		out[i] = m.Name
	}
	return out
}

func (c *checker) rules() {
	unique(c, "rule", c.ws.Rules, func(r *Rule) string { return r.Name }, func(r *Rule) hcl.Range { return r.DefRange })
	for _, r := range c.ws.Rules {
		for _, m := range r.Metrics {
			c.ref(or(r.MetricsRng, r.DefRange), "metric", m, c.metricNames())
		}
	}
}

func (c *checker) documents() {
	unique(c, "document", c.ws.Documents, func(d *Document) string { return d.Name }, func(d *Document) hcl.Range { return d.DefRange })
	for _, d := range c.ws.Documents {
		for _, p := range d.Paths {
			rng := or(d.PathsRng, d.DefRange)
			matches, err := DocumentFiles(c.ws.Dir, p)
			if err != nil {
				c.errorf(rng, "Bad document path", "Document %q: %q: %v.", d.Name, p, err)
				continue
			}
			if len(matches) == 0 {
				c.errorf(rng, "Document not found", "No file matches %q in document %q.", p, d.Name)
			}
			for _, m := range matches {
				if m.Outside {
					c.errorf(rng, "Document outside the workspace", "%s", outsideDetail(d.Name, p, m, c.ws.Dir))
				}
			}
		}
	}
}

// DateLayout is how dates are written in workspace files and params.
const DateLayout = "2006-01-02"

func (c *checker) periods() {
	unique(c, "period", c.ws.Periods, func(p *Period) string { return p.Name }, func(p *Period) hcl.Range { return p.DefRange })
	for _, p := range c.ws.Periods {
		from, err1 := time.Parse(DateLayout, p.From)
		if err1 != nil {
			c.errorf(p.FromRng, "Invalid date", "from = %q is not a date; write it as YYYY-MM-DD.", p.From)
		}
		to, err2 := time.Parse(DateLayout, p.To)
		if err2 != nil {
			c.errorf(p.ToRng, "Invalid date", "to = %q is not a date; write it as YYYY-MM-DD.", p.To)
		}
		if err1 == nil && err2 == nil && to.Before(from) {
			c.errorf(p.ToRng, "Empty period", "Period %q ends (%s) before it starts (%s).", p.Name, p.To, p.From)
		}
	}
}

func (c *checker) verifiedQueries() {
	unique(c, "verified query", c.ws.VerifiedQueries, func(v *VerifiedQuery) string { return v.Name }, func(v *VerifiedQuery) hcl.Range { return v.DefRange })
	for _, v := range c.ws.VerifiedQueries {
		c.sourceRef(v.DefRange, v.DefRange, fmt.Sprintf("verified query %q", v.Name), v.Source)
	}
}

func (c *checker) pipes() {
	unique(c, "pipe", c.ws.Pipes, func(p *Pipe) string { return p.Name }, func(p *Pipe) hcl.Range { return p.DefRange })
	for _, p := range c.ws.Pipes {
		c.sourceRef(p.SourceRng, p.DefRange, fmt.Sprintf("pipe %q", p.Name), p.Source)
		params := unique(c, "param", p.Params, func(pa *Param) string { return pa.Name }, func(pa *Param) hcl.Range { return pa.DefRange })
		for _, pa := range p.Params {
			c.param(p, pa)
		}
		// Positional parameters are reported by the SQL guard.
		used, _ := Placeholders(p.SQL)
		declared := names(params)
		for _, u := range used {
			if _, ok := params[u]; !ok {
				detail := fmt.Sprintf("The SQL of pipe %q uses $%s, but the pipe declares no param %q.", p.Name, u, u)
				if s := Suggest(u, declared); s != "" {
					detail += fmt.Sprintf(" Did you mean $%s?", s)
				} else {
					detail += fmt.Sprintf(" Add param %q { type = \"string\" } or remove it from the SQL.", u)
				}
				// at the use itself: the same text in a comment before it is not one
				re := WordRE("$", u)
				n := len(re.FindAllStringIndex(p.SQL[:max(PlaceholderAt(p.SQL, u), 0)], -1))
				c.errorf(NarrowNth(c.ws.Files, p.SQLRng, re, n), "Undeclared parameter", "%s", detail)
			}
		}
		inSQL := map[string]bool{}
		for _, u := range used {
			inSQL[u] = true
		}
		for _, pa := range p.Params {
			if !inSQL[pa.Name] {
				c.errorf(pa.DefRange, "Unused parameter", "Param %q of pipe %q is not used in its SQL; use it as $%s or remove it.", pa.Name, p.Name, pa.Name)
			}
		}
	}
}

func (c *checker) param(p *Pipe, pa *Param) {
	if !c.oneOf(or(pa.TypeRng, pa.DefRange), "param type", pa.Type, ParamTypes) {
		return
	}
	if pa.Dimension != "" {
		c.ref(pa.DimRng, "dimension", pa.Dimension, c.dimensionNames())
	}
	if pa.Match != "" {
		if pa.Dimension == "" || pa.Type != TypeString {
			c.errorf(pa.MatchRng, "Match without a dimension", "Param %q of pipe %q sets match, which only string params with a dimension take.", pa.Name, p.Name)
		} else {
			c.oneOf(pa.MatchRng, "param match", pa.Match, []string{MatchValue, MatchContains})
		}
	}
	if len(pa.Enum) > 0 && pa.Type != TypeString {
		c.errorf(pa.DefRange, "Enum on a non-string param", "Param %q of pipe %q has enum values, which only string params take.", pa.Name, p.Name)
	}
	if (pa.Min != nil || pa.Max != nil) && pa.Type != TypeInt && pa.Type != TypeFloat {
		c.errorf(pa.DefRange, "Range on a non-numeric param", "Param %q of pipe %q has min/max, which only int and float params take.", pa.Name, p.Name)
	}
	if pa.Min != nil && pa.Max != nil && *pa.Min > *pa.Max {
		c.errorf(pa.DefRange, "Empty range", "Param %q of pipe %q has min %v above max %v.", pa.Name, p.Name, *pa.Min, *pa.Max)
	}
	if HasDefault(pa) {
		if pa.Required {
			c.errorf(pa.DefaultRng, "Required param with a default", "Param %q of pipe %q is required and has a default; drop one of them.", pa.Name, p.Name)
		}
		if _, err := ParamValue(pa, pa.Default); err != nil {
			c.errorf(pa.DefaultRng, "Invalid default", "Param %q of pipe %q: %s.", pa.Name, p.Name, err)
		}
	}
}

// HasDefault tells whether a param declares a (non-null) default.
func HasDefault(pa *Param) bool {
	return pa.Default != cty.NilVal && !pa.Default.IsNull()
}

func (c *checker) agents() {
	llms := unique(c, "llm", c.ws.LLMs, func(l *LLM) string { return l.Name }, func(l *LLM) hcl.Range { return l.DefRange })
	for _, l := range c.ws.LLMs {
		c.oneOf(l.DefRange, "llm provider", l.Provider, []string{"gemini"})
		if l.Timeout != "" {
			if _, err := time.ParseDuration(l.Timeout); err != nil {
				c.errorf(l.DefRange, "Invalid timeout", "timeout = %q is not a duration; write it like \"20s\".", l.Timeout)
			}
		}
	}
	unique(c, "agent", c.ws.Agents, func(a *Agent) string { return a.Name }, func(a *Agent) hcl.Range { return a.DefRange })
	for _, a := range c.ws.Agents {
		c.oneOf(a.DefRange, "agent", a.Name, AgentRoles)
		if a.LLM != "" {
			c.ref(a.LLMRng, "llm", a.LLM, names(llms))
		}
		if t := a.ReviewThreshold; t != nil && (*t < 0 || *t > 1) {
			c.errorf(a.DefRange, "Invalid review threshold", "review_threshold must be between 0 and 1; got %v.", *t)
		}
	}
}

func (c *checker) goldens() {
	unique(c, "golden", c.ws.Goldens, func(g *Golden) string { return g.Name }, func(g *Golden) hcl.Range { return g.DefRange })
	pipes := make([]string, len(c.ws.Pipes))
	for i, p := range c.ws.Pipes {
		pipes[i] = p.Name
	}
	for _, g := range c.ws.Goldens {
		switch {
		case len(g.Turns) > 0 && g.Question != "":
			c.errorf(g.DefRange, "Question and turns", "Golden %q has both question and turns; a conversation puts its first question in its first turn.", g.Name)
		case (g.TurnsVal == cty.NilVal || g.TurnsVal.IsNull()) && g.Question == "":
			c.errorf(g.DefRange, "Missing question", "Golden %q needs a question (question = \"...\"), or turns for a conversation (turns = [{ question = \"...\", expect = ... }, ...]).", g.Name)
		case len(g.Turns) > 0:
			if !(g.Expect == cty.NilVal || g.Expect.IsNull()) || g.Mode != "" || g.ExpectRoute != "" || g.ExpectMetric != "" || g.ExpectPipe != "" {
				c.errorf(g.DefRange, "Expectation outside the turns", "Golden %q is a conversation: put expect, mode and expect_* in the turn they are about.", g.Name)
			}
			for _, t := range g.Turns {
				c.golden(t, pipes)
			}
			continue
		}
		c.golden(g, pipes)
	}
}

// golden checks one question's expectations (a golden, or a turn of one).
func (c *checker) golden(g *Golden, pipes []string) {
	if g.Mode != "" && c.oneOf(or(g.ModeRng, g.DefRange), "comparison mode", g.Mode, Modes) {
		if why := expectFits(g.Mode, g.Expect); why != "" {
			c.errorf(or(g.ExpectRng, g.DefRange), "Expectation does not fit the mode", "Golden %q has mode = %q, which %s.", g.Name, g.Mode, why)
		}
	}
	if g.Tolerance != nil && g.Mode != "approximate" {
		c.errorf(g.DefRange, "Tolerance without approximate mode", "Golden %q sets tolerance; set mode = \"approximate\" too.", g.Name)
	}
	if g.Difficulty != "" {
		c.oneOf(g.DefRange, "difficulty", g.Difficulty, Difficulties)
	}
	if g.ExpectRoute != "" {
		c.oneOf(g.DefRange, "route", g.ExpectRoute, Routes)
	}
	if g.ExpectPipe != "" {
		c.ref(g.PipeRng, "pipe", g.ExpectPipe, pipes)
	}
	if g.ExpectMetric != "" {
		c.ref(g.MetricRng, "metric", g.ExpectMetric, c.metricNames())
	}
}

func (c *checker) learnings() {
	unique(c, "learning", c.ws.Learnings, func(l *Learning) string { return l.ID }, func(l *Learning) hcl.Range { return l.DefRange })
	for _, l := range c.ws.Learnings {
		if l.Category != "" {
			c.oneOf(l.DefRange, "learning category", l.Category, LearningCategories)
		}
		if l.Status != "" {
			c.oneOf(l.DefRange, "learning status", l.Status, LearningStatuses)
		}
	}
}

// expectFits says why a golden's expect value cannot be compared in its
// mode ("" when it can): such a golden would fail, or pass, for a reason
// that has nothing to do with the answer.
func expectFits(mode string, v cty.Value) string {
	absent := v == cty.NilVal || v.IsNull() || !v.IsKnown()
	t := cty.NilType
	if !absent {
		t = v.Type()
	}
	isList := !absent && (t.IsTupleType() || t.IsListType() || t.IsSetType())
	switch mode {
	case "row_count":
		if absent || t != cty.Number {
			return "compares the number of rows: expect must be a whole number (expect = 5)"
		}
		if bf := v.AsBigFloat(); !bf.IsInt() || bf.Sign() < 0 {
			return "compares the number of rows: expect must be a whole number of 0 or more"
		}
	case "contains":
		if !isList || v.LengthInt() == 0 {
			return "checks that the answer (a list) holds each expected item: expect must be a non-empty list (expect = [{ product = \"Chai\" }])"
		}
	case "structure":
		ok := isList || (!absent && (t.IsObjectType() || t.IsMapType()))
		if ok && !absent {
			for it := v.ElementIterator(); it.Next(); {
				_, e := it.Element()
				if e.IsNull() || e.Type() != cty.String {
					ok = false
				}
			}
		}
		if !absent && !ok {
			return "checks the answer's columns: expect must be a list of column names ([\"product\", \"revenue\"]) or an object of name = type ({ revenue = \"float\" })"
		}
	case "approximate":
		if absent || !hasNumber(v) {
			return "compares numbers within a tolerance: expect must hold a number"
		}
	}
	return ""
}

func hasNumber(v cty.Value) bool {
	switch {
	case v.IsNull() || !v.IsKnown():
		return false
	case v.Type() == cty.Number:
		return true
	case v.CanIterateElements():
		for it := v.ElementIterator(); it.Next(); {
			if _, e := it.Element(); hasNumber(e) {
				return true
			}
		}
	}
	return false
}
