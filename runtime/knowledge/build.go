package knowledge

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// Options configure Build.
type Options struct {
	Logger *slog.Logger
	// Timeout and MaxRows, when set, override the workspace's limits
	// block (tests use them).
	Timeout time.Duration
	MaxRows int
	// Previous is the snapshot being replaced: sources whose definition
	// and files are unchanged are shared with it rather than loaded again.
	Previous *Snapshot
	// Plugins are sources served in this process, by plugin name: a
	// source with that plugin uses it instead of starting a program.
	Plugins map[string]plugins.Source
	// Cache, when set, keeps the tables loaded from files, and the scans
	// of their values and ranges, under Cache.Dir (see engine.Cache); nil
	// reads the files into memory at every load.
	Cache *engine.Cache
	// Progress hears of each table whose files are read (engine.LoadOptions).
	Progress func(engine.LoadEvent)
}

// Build compiles a decoded workspace into a Snapshot. It opens and loads the
// data sources, so it is the second half of validation: columns, joins,
// expressions and pipe SQL are checked against the data here. On errors the
// snapshot is closed and nil is returned with every problem found.
func Build(ctx context.Context, ws *config.Workspace, opts Options) (*Snapshot, hcl.Diagnostics) {
	start := time.Now()
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	b := &builder{ws: ws, opts: opts, s: &Snapshot{
		Dir: ws.Dir, Config: ws,
		Sources: map[string]*Source{}, Tables: map[string]*Table{},
		Dimensions: map[string]*Dimension{}, Metrics: map[string]*Metric{}, Pipes: map[string]*Pipe{},
		Filters: map[string]*NamedFilter{},
		Rules:   ws.Rules, Verified: ws.VerifiedQueries, Documents: ws.Documents,
		Periods: ws.Periods, Goldens: ws.Goldens, Learnings: ws.Learnings,
	}, downTables: map[string]string{}}
	var prevScans *scanCache
	if opts.Previous != nil {
		prevScans = opts.Previous.scans
	}
	cacheDir := ""
	if opts.Cache != nil {
		cacheDir = opts.Cache.Dir
	}
	b.scans = newScanCache(cacheDir, prevScans)
	if cacheDir != "" {
		b.parses = engine.NewParseCache(cacheDir)
		defer func() {
			// the guard's checks of questions' SQL parse afresh: only the
			// workspace's own SQL is looked up
			for _, src := range b.s.Sources {
				if src.DB != nil {
					src.DB.UseParseCache(ctx, nil)
				}
			}
			b.parses.Freeze()
			if !b.diags.HasErrors() {
				if err := b.parses.Save(); err != nil {
					opts.Logger.Warn("cannot keep the parses of the workspace's SQL", "error", err)
				}
			}
		}()
	}
	b.s.scans = b.scans
	b.sources(ctx)
	if len(b.s.Sources) > 0 {
		b.tables()
		b.rules()
		b.dimensions(ctx)
		b.columnValues(ctx)
		b.metrics(ctx)
		b.filters(ctx)
		b.flagLearnings()
		b.learned(ctx)
		b.pipes(ctx)
		b.verified(ctx)
		b.sharedNames()
	}
	b.documents()
	if b.diags.HasErrors() {
		b.s.Close()
		return nil, b.diags
	}
	b.s.buildIndex()
	b.s.Scans = b.scans.stats
	if err := b.scans.save(); err != nil {
		opts.Logger.Warn("cannot keep the scans of the data", "error", err)
	}
	b.s.LoadedAt = time.Now()
	b.s.LoadDuration = time.Since(start)
	return b.s, b.diags
}

func cacheDirOf(c *engine.Cache) string {
	if c == nil {
		return ""
	}
	return c.Dir
}

// limits are the workspace's limits block with the options' overrides.
func (b *builder) limits() config.Resolved {
	l := b.ws.Limits.Resolve()
	if b.opts.Timeout != 0 {
		l.Timeout = b.opts.Timeout
	}
	if b.opts.MaxRows != 0 {
		l.MaxRows = b.opts.MaxRows
	}
	return l
}

// engineOptions are the options of a source's engine, from the limits.
func (b *builder) engineOptions(path string) engine.Options {
	l := b.limits()
	return engine.Options{Path: path, Timeout: l.Timeout, MaxRows: l.MaxRows, Memory: l.Memory, Threads: l.Threads,
		TempSize: l.TempSize, MaxResultBytes: l.ResultBytes, Logger: b.opts.Logger}
}

type builder struct {
	ws    *config.Workspace
	opts  Options
	s     *Snapshot
	diags hcl.Diagnostics
	// downTables are the tables of unavailable sources (lowercase name →
	// source): what reads them is left out, not an error.
	downTables map[string]string
	scans      *scanCache
	parses     *engine.ParseCache
}

// down reports whether a table is missing because its source is
// unavailable: it is one of an unavailable source's tables, or, when a
// source could not even list its tables, any unknown table.
func (b *builder) down(table string) (string, bool) {
	if src, ok := b.downTables[strings.ToLower(table)]; ok {
		return src, true
	}
	for _, u := range b.s.Unavailable {
		if u.Tables == nil {
			return u.Source, true
		}
	}
	return "", false
}

// skip notes that a dimension, metric or pipe is left out because what it
// reads is in an unavailable source.
func (b *builder) skip(source, what string) {
	for i := range b.s.Unavailable {
		if b.s.Unavailable[i].Source == source {
			b.s.Unavailable[i].Skipped = append(b.s.Unavailable[i].Skipped, what)
		}
	}
}

func (b *builder) errorf(rng hcl.Range, summary, format string, args ...any) {
	r := rng
	d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...)}
	if r.Filename != "" {
		d.Subject = &r
	}
	b.diags = append(b.diags, d)
}

func (b *builder) warnf(rng hcl.Range, summary, format string, args ...any) {
	b.errorf(rng, summary, format, args...)
	b.diags[len(b.diags)-1].Severity = hcl.DiagWarning
}

func (b *builder) sources(ctx context.Context) {
	for _, cs := range b.ws.Sources {
		if cs.Type == "plugin" {
			b.pluginSource(ctx, cs)
			continue
		}
		sig, def := b.signature(cs)
		if prev := b.reusable(cs.Name, sig); prev != nil {
			// the same files, unchanged: share the loaded database
			prev.refs.Add(1)
			prev.shared.join(prev)
			if b.parses != nil {
				prev.DB.UseParseCache(ctx, b.parses)
			}
			b.s.Sources[cs.Name] = prev
			b.addTables(cs, prev, prev.infos)
			continue
		}
		path := cs.Path
		if path != "" && !filepath.IsAbs(path) {
			path = filepath.Join(b.ws.Dir, path)
		}
		var loads []engine.FileLoad
		for _, f := range cs.Files {
			p := f.Path
			if !filepath.IsAbs(p) {
				p = filepath.Join(b.ws.Dir, p)
			}
			if m, _ := filepath.Glob(p); len(m) == 0 {
				continue // reported by config; load the other files
			}
			format := f.Format
			if format == "" {
				format = config.FileFormat(f.Path)
			}
			// Parquet is read in place unless the file says otherwise
			// (measured: README, "Data files and the local cache")
			inPlace := format == "parquet" && (f.InPlace == nil || *f.InPlace)
			loads = append(loads, engine.FileLoad{Table: f.Table, Path: p, Format: format, InPlace: inPlace})
		}
		lo := engine.LoadOptions{Progress: b.opts.Progress}
		if b.opts.Cache != nil && cs.Path == "" {
			c := *b.opts.Cache
			c.Logger = b.opts.Logger.With("source", cs.Name)
			lo.Cache = &c
		}
		if src := b.refresh(ctx, cs, sig, def, loads, lo); src != nil {
			// some files changed: their tables are swapped in the same
			// database, the others shared
			if b.parses != nil {
				src.DB.UseParseCache(ctx, b.parses)
			}
			b.s.Sources[cs.Name] = src
			b.addTables(cs, src, src.infos)
			continue
		}
		started := time.Now()
		db, err := engine.Open(b.engineOptions(path))
		if err != nil {
			b.errorf(cs.DefRange, "Cannot open source", "Source %q: %v.", cs.Name, err)
			continue
		}
		if b.parses != nil {
			db.UseParseCache(ctx, b.parses)
		}
		src := &Source{Name: cs.Name, Type: cs.Type, DB: db, sig: sig, def: def, refs: new(atomic.Int32), shared: newShared(db), fingerprints: map[string]string{}}
		src.refs.Store(1)
		src.shared.join(src)
		b.s.Sources[cs.Name] = src
		stats, err := db.LoadFiles(ctx, loads, lo)
		if err != nil {
			b.errorf(cs.DefRange, "Cannot load data", "Source %q: %v.", cs.Name, cleanErr(err))
			continue
		}
		src.Loads, src.LoadTime = stats, time.Since(started)
		for _, st := range stats {
			src.fingerprints[st.Table] = st.Fingerprint
		}
		if err := db.Lock(ctx); err != nil {
			b.errorf(cs.DefRange, "Cannot lock source", "Source %q: %v.", cs.Name, err)
			continue
		}
		rows := map[string]int64{}
		for _, st := range stats {
			rows[st.Table] = st.Rows
		}
		infos, err := db.TablesKnown(ctx, rows)
		if err != nil {
			b.errorf(cs.DefRange, "Cannot read tables", "Source %q: %v.", cs.Name, err)
			continue
		}
		funcs, err := db.FunctionsCached(ctx, cacheDirOf(lo.Cache))
		if err != nil {
			b.errorf(cs.DefRange, "Cannot list functions", "Source %q: %v.", cs.Name, err)
			continue
		}
		src.infos = infos
		b.addTables(cs, src, infos)
		src.Guard = sqlguard.New(db, sqlguard.Options{Tables: src.Tables, Functions: funcs})
	}
}

// addTables makes this snapshot's tables from a source's structure.
func (b *builder) addTables(cs *config.Source, src *Source, infos []engine.TableInfo) {
	var names []string
	for _, ti := range infos {
		t := &Table{Name: ti.Name, Source: cs.Name, Rows: ti.Rows}
		for _, ci := range ti.Columns {
			t.Columns = append(t.Columns, &Column{Name: ci.Name, Type: ci.Type, Kind: data.KindOf(ci.Type)})
		}
		if prev, dup := b.s.Tables[ti.Name]; dup {
			b.errorf(cs.DefRange, "Duplicate table", "Table %q exists in sources %q and %q; table names must be unique across sources.", ti.Name, prev.Source, cs.Name)
			continue
		}
		b.s.Tables[ti.Name] = t
		names = append(names, ti.Name)
	}
	if src.Tables == nil {
		src.Tables = names
	}
}

// signature identifies a source's data: its definition and its files' sizes
// and modification times. A reload with the same signature reuses the
// loaded database instead of reading the files again; one with the same
// definition (def) refreshes it in place (refresh.go).
func (b *builder) signature(cs *config.Source) (sig, def string) {
	var sb, files strings.Builder
	eo := b.engineOptions(cs.Path)
	eo.Logger = nil
	fmt.Fprintf(&sb, "%s|%s|%s|%+v", cs.Type, cs.Path, cs.Plugin, eo)
	for _, f := range cs.Files {
		fmt.Fprintf(&sb, "|%s=%s:%s", f.Table, f.Path, f.Format)
		if f.InPlace != nil {
			fmt.Fprintf(&sb, ":%v", *f.InPlace)
		}
		p := f.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(b.ws.Dir, p)
		}
		matches, _ := filepath.Glob(p)
		for _, m := range matches {
			fmt.Fprintf(&sb, ";%s", m) // a file added or removed is another definition
			if fi, err := os.Stat(m); err == nil {
				fmt.Fprintf(&files, ";%s:%d:%d", m, fi.Size(), fi.ModTime().UnixNano())
			}
		}
	}
	if cs.Path != "" {
		return "", "" // a database file can change under us: never reuse
	}
	return sb.String() + files.String(), sb.String()
}

func (b *builder) reusable(name, sig string) *Source {
	if b.opts.Previous == nil || sig == "" {
		return nil
	}
	prev := b.opts.Previous.Sources[name]
	if prev == nil || prev.sig != sig || prev.DB == nil || prev.Guard == nil || prev.refs == nil || prev.refs.Load() <= 0 {
		return nil
	}
	return prev
}

// tables merges the notes of table blocks into the dictionary read from the
// engine, and resolves relationships.
func (b *builder) tables() {
	for _, ct := range b.ws.Tables {
		t := b.lookupTable(ct.DefRange, ct.Name)
		if t == nil {
			continue
		}
		if ct.Source != "" && ct.Source != t.Source && b.s.Sources[ct.Source] != nil {
			b.errorf(ct.SourceRng, "Table in another source", "Table %q is in source %q, not %q.", ct.Name, t.Source, ct.Source)
		}
		t.Notes = ct
		for _, cc := range ct.Columns {
			col := b.lookupColumn(cc.DefRange, t, cc.Name)
			if col == nil {
				continue
			}
			if cc.Description != "" { // else the source's own, if any
				col.Description = cc.Description
			}
			col.Synonyms, col.Unit, col.Sensitive = cc.Synonyms, cc.Unit, cc.Sensitive
		}
	}
	for _, ct := range b.ws.Tables {
		t := b.s.Tables[ct.Name]
		if t == nil {
			continue
		}
		for _, j := range ct.Joins {
			to := b.lookupTable(j.DefRange, j.Table)
			if to == nil {
				continue
			}
			from := b.lookupColumn(j.ColumnRng, t, j.Column)
			ref := j.References
			if ref == "" {
				ref = j.Column
			}
			toCol := b.lookupColumn(hclOr(j.RefRng, j.ColumnRng), to, ref)
			if from == nil || toCol == nil {
				continue
			}
			kind := j.Kind
			if kind == "" {
				kind = config.JoinManyToOne
			}
			t.Joins = append(t.Joins, &Join{From: t.Name, Column: from.Name, To: to.Name, References: toCol.Name, Kind: kind})
		}
	}
}

func (b *builder) rules() {
	for _, r := range b.ws.Rules {
		for _, t := range r.Tables {
			b.lookupTable(hclOr(r.TablesRng, r.DefRange), t)
		}
	}
}

func hclOr(a, b hcl.Range) hcl.Range {
	if a.Filename != "" {
		return a
	}
	return b
}

func (b *builder) lookupTable(rng hcl.Range, name string) *Table {
	if name == "" {
		return nil // a missing attribute, reported by the decoder
	}
	if t := b.s.Tables[name]; t != nil {
		return t
	}
	for _, t := range b.s.Tables {
		if equalFold(t.Name, name) {
			return t
		}
	}
	if _, ok := b.down(name); ok {
		return nil // left out with its source; said once, at the source
	}
	known := SortedNames(b.s.Tables)
	detail := fmt.Sprintf("No data source has a table named %q.", name)
	if s := config.Suggest(name, known); s != "" {
		detail += fmt.Sprintf(" Did you mean %q?", s)
	} else {
		detail += " Tables: " + strings.Join(known, ", ") + "."
	}
	b.errorf(rng, "Unknown table", "%s", detail)
	return nil
}

// unknownColumn finds the column DuckDB's binder could not find in an
// expression over one table.
var unknownColumn = regexp.MustCompile(`Referenced column "([^"]+)" not found`)

// exprError reports an expression that does not run. A column the table
// does not have gets "Did you mean …?" over the table's own columns, at the
// column's place in the expression, instead of DuckDB's binder message.
func (b *builder) exprError(rng hcl.Range, summary, what string, t *Table, err error) {
	m := unknownColumn.FindStringSubmatch(err.Error())
	if m == nil {
		b.errorf(rng, summary, "%s: %v.", what, err)
		return
	}
	detail := fmt.Sprintf("%s: table %q has no column %q.", what, t.Name, m[1])
	if s := config.Suggest(m[1], t.ColumnNames()); s != "" {
		detail += fmt.Sprintf(" Did you mean %q?", s)
	} else {
		detail += " Columns: " + strings.Join(t.ColumnNames(), ", ") + "."
	}
	b.errorf(config.Narrow(b.ws.Files, rng, config.WordRE("", m[1])), summary, "%s", detail)
}

func (b *builder) lookupColumn(rng hcl.Range, t *Table, name string) *Column {
	if c := t.Column(name); c != nil {
		return c
	}
	detail := fmt.Sprintf("Table %q has no column %q.", t.Name, name)
	if s := config.Suggest(name, t.ColumnNames()); s != "" {
		detail += fmt.Sprintf(" Did you mean %q?", s)
	} else {
		detail += " Columns: " + strings.Join(t.ColumnNames(), ", ") + "."
	}
	b.errorf(rng, "Unknown column", "%s", detail)
	return nil
}

func (b *builder) dimensions(ctx context.Context) {
	for _, cd := range b.ws.Dimensions {
		t := b.lookupTable(cd.TableRng, cd.Table)
		if t == nil {
			if src, ok := b.down(cd.Table); ok {
				b.skip(src, "dimension "+cd.Name)
			}
			continue
		}
		qualified, err := b.qualify(ctx, t, cd.Expr)
		if err != nil {
			b.exprError(cd.ExprRng, "Invalid dimension expression", fmt.Sprintf("Dimension %q", cd.Name), t, err)
			continue
		}
		tab, err := b.probe(ctx, t, "SELECT "+qualified+" FROM "+engine.QuoteIdent(t.Name)+" LIMIT 0")
		if err != nil {
			b.exprError(cd.ExprRng, "Invalid dimension expression", fmt.Sprintf("Dimension %q", cd.Name), t, err)
			continue
		}
		d := &Dimension{Dimension: cd, SQL: qualified, Kind: tab.Columns[0].Kind}
		if cd.Type == config.DimTime && d.Kind != data.Date && d.Kind != data.Timestamp {
			b.errorf(cd.ExprRng, "Time dimension is not a date", "Dimension %q has type = \"time\" but its expression is %s; cast it to DATE or TIMESTAMP.", cd.Name, tab.Columns[0].DBType)
			continue
		}
		if d.Kind == data.String {
			if d.Values, d.Lookup, err = b.distinct(ctx, t, qualified); err != nil {
				b.errorf(cd.ExprRng, "Cannot read dimension values", "Dimension %q: %v.", cd.Name, err)
				continue
			}
			for _, v := range SortedNames(cd.ValueSynonyms) {
				if _, ok := d.Canonical(v); !ok {
					b.warnf(cd.ValueSynRng, "Unknown dimension value", "Dimension %q has no value %q; its synonyms are ignored.%s", cd.Name, v, didYouMean(v, d.Values))
				}
			}
		}
		if cd.Type == config.DimTime {
			if d.Min, d.Max, err = b.timeRange(ctx, t, qualified); err != nil {
				b.errorf(cd.ExprRng, "Cannot read dimension range", "Dimension %q: %v.", cd.Name, err)
				continue
			}
		}
		b.s.Dimensions[cd.Name] = d
	}
}

// MaxValueRows bounds the tables whose undeclared text columns are read
// for values: a scan of a bigger table at every load costs more than the
// names it would teach.
const MaxValueRows = 1_000_000

// columnValues reads the values of the text columns that no dimension is
// declared on and that are neither keys nor sensitive, so that questions
// may name them. Tables of plugin sources are left out.
func (b *builder) columnValues(ctx context.Context) {
	declared := map[string]bool{}
	for _, d := range b.s.Dimensions {
		declared[strings.ToLower(d.Table+"."+strings.Trim(d.Expr, `" `))] = true
	}
	keys := map[string]bool{}
	for _, t := range b.s.Tables {
		for _, j := range t.Joins {
			keys[strings.ToLower(j.From+"."+j.Column)] = true
			keys[strings.ToLower(j.To+"."+j.References)] = true
		}
	}
	for _, name := range SortedNames(b.s.Tables) {
		t := b.s.Tables[name]
		// only the embedded engine's own tables: a plugin's would be
		// copied (or queried remotely) at every load for this
		if src := b.s.Sources[t.Source]; t.Rows > MaxValueRows || src == nil || src.Plugin != nil {
			continue
		}
		for _, c := range t.Columns {
			ref := strings.ToLower(t.Name + "." + c.Name)
			if c.Kind != data.String || c.Sensitive || declared[ref] || keys[ref] {
				continue
			}
			vals, _, err := b.distinct(ctx, t, engine.QuoteIdent(t.Name)+"."+engine.QuoteIdent(c.Name))
			if err != nil {
				continue
			}
			// names, not free text: a column of long values (notes,
			// addresses) is left out
			short := vals[:0:0]
			for _, v := range vals {
				if len(Words(v)) <= 4 {
					short = append(short, v)
				}
			}
			if 2*len(short) >= len(vals) {
				c.Values = short
			}
		}
	}
}

// timeRange reads the first and last dates of a time dimension: the data's
// range, which anchors relative periods ("last month") and tells a user
// asking about a period outside it what there is.
func (b *builder) timeRange(ctx context.Context, t *Table, expr string) (lo, hi time.Time, err error) {
	src := b.s.Sources[t.Source]
	dl := src.SQLDialect()
	q := fmt.Sprintf("SELECT %s AS lo, %s AS hi FROM %s", dl.CastDate("min("+expr+")"), dl.CastDate("max("+expr+")"), engine.QuoteIdent(t.Name))
	key := scanKey(b.fingerprint(t), "range", q)
	if e, ok := b.scans.get(key); ok {
		lo, _ = time.Parse(time.DateOnly, e.Lo)
		hi, _ = time.Parse(time.DateOnly, e.Hi)
		return lo, hi, nil
	}
	tab, err := src.Query(ctx, b.inSource(src, t, q))
	if err != nil {
		return lo, hi, cleanErr(err)
	}
	var e scanEntry
	if tab.Rows() == 1 {
		lo, _ = tab.Columns[0].Value(0).(time.Time)
		hi, _ = tab.Columns[1].Value(0).(time.Time)
		if !lo.IsZero() {
			e.Lo, e.Hi = lo.Format(time.DateOnly), hi.Format(time.DateOnly)
		}
	}
	b.scans.put(key, e, 0)
	return lo, hi, nil
}

func didYouMean(s string, known []string) string {
	if x := config.Suggest(s, known); x != "" {
		return fmt.Sprintf(" Did you mean %q?", x)
	}
	return ""
}

// distinct reads the values of a text dimension, or nil when it has more
// than MaxDimensionValues (free text is not matched as entities); then,
// with at most MaxLookupValues, those of two words or more or with a digit
// are kept for whole matches (lookup). The scan stops one value past
// MaxLookupValues, unsorted (sorting a whole column's values to throw them
// away costs more than the scan), and is kept with the table's
// fingerprint.
func (b *builder) distinct(ctx context.Context, t *Table, expr string) (vals, lookup []string, err error) {
	q := fmt.Sprintf("SELECT DISTINCT %s AS v FROM %s WHERE %s IS NOT NULL", expr, engine.QuoteIdent(t.Name), expr) + b.s.Sources[t.Source].SQLDialect().Limit(MaxLookupValues+1)
	key := scanKey(b.fingerprint(t), "values", q)
	if e, ok := b.scans.get(key); ok {
		return e.Values, e.Lookup, nil
	}
	src := b.s.Sources[t.Source]
	tab, err := src.Query(ctx, b.inSource(src, t, q))
	if err != nil {
		return nil, nil, cleanErr(err)
	}
	all := tab.Columns[0].Strs
	switch {
	case len(all) > MaxLookupValues:
		b.scans.put(key, scanEntry{Over: true}, int64(len(all)))
		return nil, nil, nil
	case len(all) > MaxDimensionValues:
		for _, v := range all {
			if len(Words(v)) >= 2 || strings.ContainsAny(v, "0123456789") {
				lookup = append(lookup, v)
			}
		}
		sort.Strings(lookup)
		b.scans.put(key, scanEntry{Over: true, Lookup: lookup}, int64(len(all)))
		return nil, lookup, nil
	}
	vals = slices.Clone(all)
	sort.Strings(vals) // DuckDB's default collation orders by bytes too
	b.scans.put(key, scanEntry{Values: vals}, int64(len(vals)))
	return vals, nil, nil
}

// fingerprint is the fingerprint of a table's files ("" when it has none).
func (b *builder) fingerprint(t *Table) string {
	if src := b.s.Sources[t.Source]; src != nil {
		return src.fingerprints[t.Name]
	}
	return ""
}

func (b *builder) metrics(ctx context.Context) {
	for _, cm := range b.ws.Metrics {
		t := b.lookupTable(cm.TableRng, cm.Table)
		if t == nil {
			if src, ok := b.down(cm.Table); ok {
				b.skip(src, "metric "+cm.Name)
			}
			continue
		}
		m := &Metric{Metric: cm}
		var err error
		if m.SQL, err = b.qualify(ctx, t, cm.Expr); err != nil {
			b.exprError(cm.ExprRng, "Invalid metric expression", fmt.Sprintf("Metric %q", cm.Name), t, err)
			continue
		}
		ok := true
		for _, f := range cm.Filters {
			q, err := b.qualify(ctx, t, f)
			if err != nil {
				b.exprError(hclOr(cm.FiltersRng, cm.DefRange), "Invalid metric filter", fmt.Sprintf("Metric %q, filter %q", cm.Name, f), t, err)
				ok = false
				continue
			}
			m.Filters = append(m.Filters, q)
		}
		if !ok {
			continue
		}
		m.Canonical = canonicalSQL(m, t)
		if _, err := b.probe(ctx, t, m.Canonical+" LIMIT 0"); err != nil {
			b.exprError(cm.ExprRng, "Invalid metric expression", fmt.Sprintf("Metric %q", cm.Name), t, err)
			continue
		}
		if cm.Time != "" {
			if d := b.s.Dimensions[cm.Time]; d != nil {
				if _, err := JoinPath(b.s, t.Name, []string{d.Table}); err != nil {
					b.errorf(cm.TimeRng, "Time dimension not reachable", "Metric %q: %v.", cm.Name, err)
				}
			}
		}
		b.s.Metrics[cm.Name] = m
	}
}

// filters qualifies each filter's condition and runs it once (LIMIT 0),
// so that a typo is a load error at the expr line.
func (b *builder) filters(ctx context.Context) {
	for _, cf := range b.ws.Filters {
		t := b.lookupTable(cf.TableRng, cf.Table)
		if t == nil {
			continue
		}
		q, err := b.qualify(ctx, t, cf.Expr)
		if err == nil {
			_, err = b.probe(ctx, t, "SELECT 1 FROM "+engine.QuoteIdent(t.Name)+" WHERE "+q+" LIMIT 0")
		}
		if err != nil {
			b.exprError(cf.ExprRng, "Invalid filter expression", fmt.Sprintf("Filter %q", cf.Name), t, err)
			continue
		}
		b.s.Filters[cf.Name] = &NamedFilter{Filter: cf, SQL: q}
	}
}

// learned adds the filter and join learnings that apply to the snapshot,
// as if declared: a filter learning (a condition on a table, with the
// words that mean it) is a named filter, a join learning a relationship.
// A learning that no longer fits the data is a warning, not an error: the
// workspace keeps loading without it, and a reviewer rejects it.
func (b *builder) learned(ctx context.Context) {
	for _, l := range b.ws.Learnings {
		if _, flagged := b.s.LearningFlags[l.ID]; flagged || !l.Applies() || len(l.Tables) == 0 {
			continue // the knowledge says it, or says otherwise
		}
		t := b.s.Tables[l.Tables[0]]
		switch {
		case t == nil:
			continue
		case l.Expr != "":
			if b.s.Filters[l.ID] != nil {
				continue
			}
			q, err := b.qualify(ctx, t, l.Expr)
			if err == nil {
				_, err = b.probe(ctx, t, "SELECT 1 FROM "+engine.QuoteIdent(t.Name)+" WHERE "+q+" LIMIT 0")
			}
			if err != nil {
				b.warnf(l.DefRange, "Learning not applied", "Learning %q's condition does not run on table %q (%v); it is left out. Reject it, or correct its expr.", l.ID, t.Name, err)
				continue
			}
			f := &config.Filter{Name: l.ID, Table: t.Name, Expr: l.Expr, Label: l.Term, Description: l.Description, DefRange: l.DefRange}
			if l.Term != "" {
				f.Synonyms = []string{l.Term}
			}
			b.s.Filters[l.ID] = &NamedFilter{Filter: f, SQL: q, Learning: l.ID}
		case l.JoinColumn != "" && len(l.Tables) == 2:
			to := b.s.Tables[l.Tables[1]]
			ref := l.References
			if ref == "" {
				ref = l.JoinColumn
			}
			if to == nil || t.Column(l.JoinColumn) == nil || to.Column(ref) == nil {
				b.warnf(l.DefRange, "Learning not applied", "Learning %q joins %s.%s to %s.%s, which the data does not have; it is left out.", l.ID, l.Tables[0], l.JoinColumn, l.Tables[1], ref)
				continue
			}
			if joined(t, to.Name) || joined(to, t.Name) {
				continue
			}
			t.Joins = append(t.Joins, &Join{From: t.Name, Column: t.Column(l.JoinColumn).Name, To: to.Name, References: to.Column(ref).Name, Kind: config.JoinManyToOne, Learning: l.ID})
		}
	}
}

func joined(t *Table, to string) bool {
	for _, j := range t.Joins {
		if j.To == to {
			return true
		}
	}
	return false
}

func canonicalSQL(m *Metric, t *Table) string {
	q := "SELECT " + m.SQL + " AS " + engine.QuoteIdent(m.Name) + " FROM " + engine.QuoteIdent(t.Name)
	if len(m.Filters) > 0 {
		q += " WHERE " + strings.Join(parenthesize(m.Filters), " AND ")
	}
	return q
}

func parenthesize(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = "(" + x + ")"
	}
	return out
}

func allDeclared(used []string, params map[string]*config.Param) bool {
	for _, u := range used {
		if params[u] == nil {
			return false
		}
	}
	return true
}

func (b *builder) pipes(ctx context.Context) {
	for _, cp := range b.ws.Pipes {
		src := b.s.Source(cp.Source)
		if src == nil || src.Guard == nil {
			for _, u := range b.s.Unavailable {
				if u.Source == cp.Source || (cp.Source == "" && len(b.ws.Sources) == 1) {
					b.skip(u.Source, "pipe "+cp.Name)
				}
			}
			continue
		}
		p := &Pipe{Pipe: cp, Src: src, Params: map[string]*config.Param{}, ParamDims: map[string]*Dimension{}}
		for _, pa := range cp.Params {
			p.Params[pa.Name] = pa
			if d := b.s.Dimensions[pa.Dimension]; d != nil {
				p.ParamDims[pa.Name] = d
			}
		}
		checked, err := src.Guard.WithParams().Check(ctx, cp.SQL)
		if err != nil {
			b.errorf(cp.SQLRng, "Invalid pipe SQL", "Pipe %q: %v.", cp.Name, err)
			continue
		}
		p.Tables = checked.Tables
		if used, _ := config.Placeholders(cp.SQL); !allDeclared(used, p.Params) {
			continue // reported at the $name by the config check; DuckDB would only repeat it
		}
		if !b.pipeDialect(p) {
			continue
		}
		cols, err := b.pipeColumns(ctx, p)
		if err != nil {
			b.errorf(cp.SQLRng, "Invalid pipe SQL", "Pipe %q: %v.", cp.Name, err)
			continue
		}
		p.Columns = cols
		if (p.Dialect == "" || p.Dialect == "duckdb") && p.Src.RunsSQL() && !b.translatePipe(ctx, p) {
			continue
		}
		b.s.Pipes[cp.Name] = p
	}
}

// pipeDialect decides where a pipe runs: in its source's plugin when it is
// written in the plugin's dialect, or in DuckDB SQL that translatePipe
// writes in that dialect; in DuckDB on a DuckDB source, and over copies of
// its tables on a plugin source with copy = true or one that runs no SQL.
func (b *builder) pipeDialect(p *Pipe) bool {
	dialect := p.Dialect
	if dialect == "" {
		dialect = "duckdb"
	}
	src := p.Src
	switch {
	case dialect == "duckdb":
	case src.Plugin != nil && src.Pushdown && dialect == src.Dialect:
		p.Pushdown = true
	default:
		runs := "DuckDB"
		if src.Plugin != nil && src.Pushdown {
			runs = src.Dialect
		}
		b.errorf(hclOr(p.DialectRng, p.DefRange), "Pipe dialect does not match its source", "Pipe %q is written in %s SQL, but source %q runs %s SQL.", p.Name, dialect, src.Name, runs)
		return false
	}
	return true
}

// SummaryNotPortable is the summary of the error about a query written in
// DuckDB SQL that its plugin source cannot run.
const SummaryNotPortable = "DuckDB SQL the source cannot run"

// SummaryNeedsCopy is the summary of the error about a plugin that runs
// no SQL on a source without copy = true.
const SummaryNeedsCopy = "Plugin runs no SQL"

// translatePipe makes a pipe written in DuckDB SQL, on a plugin source
// that runs SQL, run in the source (portable.go): its SQL written again in
// the source's dialect, which the source must take (LIMIT 0), returning
// the columns DuckDB names (p.Columns, read over the source's tables
// copied empty). A pipe it cannot translate is an error: nothing copies a
// table to run it.
func (b *builder) translatePipe(ctx context.Context, p *Pipe) bool {
	types := map[string]string{}
	for _, pa := range p.Pipe.Params {
		types[pa.Name] = pa.Type
	}
	sql, err := b.translate(ctx, p.Src, p.SQL, p.Columns, types)
	if err == nil {
		p.Pushdown, p.SourceSQL = true, sql
		var cols []PipeColumn
		if cols, err = b.pipeColumns(ctx, p); err == nil {
			err = sameNames(p.Columns, cols)
		}
		if err != nil {
			err = fmt.Errorf("%s takes its translation (%s) with an error: %w", p.Src.Dialect, sql, err)
		}
	}
	if err != nil {
		b.errorf(p.SQLRng, SummaryNotPortable, "Pipe %q is written in DuckDB SQL, which source %q cannot run as %s SQL: %v. Write it in %s SQL and set dialect = %q, or set copy = true on source %q to run DuckDB SQL over copies of its tables.",
			p.Name, p.Src.Name, p.Src.Dialect, cleanErr(err), p.Src.Dialect, p.Src.Dialect, p.Src.Name)
		p.Pushdown, p.SourceSQL = false, ""
		return false
	}
	return true
}

// translate writes sql (DuckDB SQL, checked by the guard, returning cols)
// in the dialect of src.
func (b *builder) translate(ctx context.Context, src *Source, sql string, cols []PipeColumn, params map[string]string) (string, error) {
	dl := src.SQLDialect()
	if dl == DuckDB {
		return "", fmt.Errorf("the compiler does not write %s SQL", src.Dialect)
	}
	tree, err := src.DB.Serialize(ctx, strings.TrimRight(strings.TrimSpace(sql), ";"))
	if err != nil {
		return "", err
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.Name
	}
	out, err := translate(b.s, dl, tree, names, params)
	if err != nil {
		return "", fmt.Errorf("it uses %w", err)
	}
	return out, nil
}

func sameNames(want, got []PipeColumn) error {
	w, g := make([]string, len(want)), make([]string, len(got))
	for i, c := range want {
		w[i] = c.Name
	}
	for i, c := range got {
		g[i] = c.Name
	}
	if strings.Join(w, ",") != strings.Join(g, ",") {
		return fmt.Errorf("it returns columns %s where DuckDB returns %s", strings.Join(g, ", "), strings.Join(w, ", "))
	}
	return nil
}

// pipeColumns runs a pipe with its defaults and no rows, to learn the
// columns it returns: the planner matches them to metrics and dimensions.
func (b *builder) pipeColumns(ctx context.Context, p *Pipe) ([]PipeColumn, error) {
	args := map[string]any{}
	for _, pa := range p.Pipe.Params {
		var v any // a param without a default: NULL is enough to read the shape
		if config.HasDefault(pa) {
			v, _ = config.ParamValue(pa, pa.Default)
		}
		args[pa.Name] = v
	}
	req := Request{SQL: "SELECT * FROM (" + strings.TrimRight(strings.TrimSpace(p.SQL), ";") + "\n) AS pipe LIMIT 0", Args: args, Tables: p.Tables, SchemaOnly: true}
	if p.Pushdown {
		req.SQL, req.Pipe = p.SQL, p // the plugin learns the shape its own way
	}
	var tab *data.Table
	var err error
	if p.Pushdown {
		tab, err = p.Src.Query(ctx, req)
		if err != nil {
			err = cleanErr(err)
		}
	} else {
		tab, err = b.probeShape(ctx, p.Src, req)
	}
	if err != nil {
		return nil, err
	}
	cols := make([]PipeColumn, len(tab.Columns))
	for i, c := range tab.Columns {
		cols[i] = PipeColumn{Name: c.Name, Kind: c.Kind}
		for _, o := range p.Outputs {
			if o.Name == c.Name {
				cols[i].Unit = o.Unit
			}
		}
	}
	return cols, nil
}

func (b *builder) verified(ctx context.Context) {
	for _, v := range b.ws.VerifiedQueries {
		src := b.s.Source(v.Source)
		if src == nil || src.Guard == nil {
			continue
		}
		if _, err := src.Guard.Check(ctx, v.SQL); err != nil {
			b.errorf(v.SQLRng, "Invalid verified query", "Verified query %q: %v.", v.Name, err)
			continue
		}
		if !src.RunsSQL() {
			continue
		}
		// it runs in the plugin as written if the plugin takes it so,
		// else translated from DuckDB SQL
		q := "SELECT * FROM (" + strings.TrimRight(strings.TrimSpace(v.SQL), ";") + "\n) AS verified LIMIT 0"
		_, asWritten := src.Query(ctx, Request{SQL: q, Native: true, SchemaOnly: true})
		if asWritten == nil {
			continue
		}
		sql, err := b.translateVerified(ctx, src, v)
		if err != nil {
			b.errorf(v.SQLRng, SummaryNotPortable, "Verified query %q is not %s SQL that source %q takes (%v), and as DuckDB SQL it cannot run there: %v. Write it in %s SQL, or set copy = true on source %q to run DuckDB SQL over copies of its tables.",
				v.Name, src.Dialect, src.Name, cleanErr(asWritten), cleanErr(err), src.Dialect, src.Name)
			continue
		}
		if b.s.translated == nil {
			b.s.translated = map[string]string{}
		}
		b.s.translated[strings.TrimSpace(v.SQL)] = sql
	}
}

// translateVerified writes a verified query written in DuckDB SQL in its
// source's dialect and checks that the source takes it.
func (b *builder) translateVerified(ctx context.Context, src *Source, v *config.VerifiedQuery) (string, error) {
	shape, err := b.probeShape(ctx, src, Request{SQL: "SELECT * FROM (" + strings.TrimRight(strings.TrimSpace(v.SQL), ";") + "\n) AS verified LIMIT 0", SchemaOnly: true})
	if err != nil {
		return "", err
	}
	want := make([]PipeColumn, len(shape.Columns))
	for i, c := range shape.Columns {
		want[i] = PipeColumn{Name: c.Name, Kind: c.Kind}
	}
	sql, err := b.translate(ctx, src, v.SQL, want, nil)
	if err != nil {
		return "", err
	}
	got, err := src.Query(ctx, Request{SQL: sql, Native: true, SchemaOnly: true})
	if err == nil {
		cols := make([]PipeColumn, len(got.Columns))
		for i, c := range got.Columns {
			cols[i] = PipeColumn{Name: c.Name}
		}
		err = sameNames(want, cols)
	}
	if err != nil {
		return "", fmt.Errorf("%s takes its translation (%s) with an error: %w", src.Dialect, sql, err)
	}
	return sql, nil
}

// probe runs a query that returns no rows, to check an expression against
// the data (columns exist, types fit) at load time.
//
// A probe's shape is kept with the fingerprint of its source's files: a
// cold run over unchanged data, or a reload after a knowledge edit, runs
// only the probes of expressions it has not seen (the guard still checks
// every one).
func (b *builder) probe(ctx context.Context, t *Table, q string) (*data.Table, error) {
	src := b.s.Sources[t.Source]
	checked, err := src.Guard.Check(ctx, q)
	if err != nil {
		return nil, err
	}
	r := b.inSource(src, t, q)
	r.Tables, r.SchemaOnly = checked.Tables, true
	return b.probeShape(ctx, src, r)
}

// inSource is the request for a query over table t written by the builder
// (in DuckDB's syntax, which the engines share for one table but for the
// spelling of column references): on a source whose plugin runs SQL in a
// dialect the compiler writes, it runs there; nothing is copied.
func (b *builder) inSource(src *Source, t *Table, q string) Request {
	r := Request{SQL: q, Tables: []string{t.Name}}
	if dl := src.SQLDialect(); dl != DuckDB {
		_, ref := dl.From(b.s, t.Name, nil)
		r.SQL, r.Native = ref(q), true
	}
	return r
}

// probeShape runs a schema-only request, or finds its shape kept.
func (b *builder) probeShape(ctx context.Context, src *Source, r Request) (*data.Table, error) {
	key := ""
	if fp := sourceFingerprint(src); fp != "" {
		key = scanKey(fp, "probe", fmt.Sprintf("%s\x00%v", r.SQL, sortedArgs(r.Args)))
	}
	if e, ok := b.scans.lookup(key); ok && len(e.Columns) > 0 {
		tab := &data.Table{}
		for _, c := range e.Columns {
			col := data.NewColumn(c.Name, data.KindOf(c.DBType), 0)
			col.DBType = c.DBType
			tab.Columns = append(tab.Columns, col)
		}
		return tab, nil
	}
	tab, err := src.Query(ctx, r)
	if err != nil {
		return nil, cleanErr(err)
	}
	if key != "" && len(tab.Columns) > 0 {
		e := scanEntry{}
		for _, c := range tab.Columns {
			e.Columns = append(e.Columns, probeColumn{Name: c.Name, DBType: c.DBType})
		}
		b.scans.put(key, e, 0)
	}
	return tab, nil
}

// sourceFingerprint identifies the data of a source loaded from files
// alone ("" for any other).
func sourceFingerprint(src *Source) string {
	if src == nil || src.Plugin != nil || len(src.fingerprints) == 0 {
		return ""
	}
	names := SortedNames(src.fingerprints)
	var sb strings.Builder
	for _, n := range names {
		fp := src.fingerprints[n]
		if fp == "" {
			return ""
		}
		sb.WriteString(n + "=" + fp + ";")
	}
	return sb.String()
}

func sortedArgs(args map[string]any) []string {
	out := make([]string, 0, len(args))
	for _, k := range SortedNames(args) {
		out = append(out, fmt.Sprintf("%s=%T:%v", k, args[k], args[k]))
	}
	return out
}

// qualify prefixes the unqualified column references of a SQL expression
// over table t with the table's name, using DuckDB's parser to find them, so
// that the expression stays unambiguous once other tables are joined.
func (b *builder) qualify(ctx context.Context, t *Table, expr string) (string, error) {
	const prefix = "SELECT "
	q := prefix + expr + " FROM " + engine.QuoteIdent(t.Name)
	raw, err := b.s.Sources[t.Source].DB.Serialize(ctx, q)
	if err != nil {
		return "", cleanErr(err)
	}
	var tree struct {
		Error      bool   `json:"error"`
		ErrorMsg   string `json:"error_message"`
		Statements []any  `json:"statements"`
	}
	if err := json.Unmarshal([]byte(raw), &tree); err != nil {
		return "", err
	}
	if tree.Error {
		return "", fmt.Errorf("%s", strings.SplitN(tree.ErrorMsg, "\n", 2)[0])
	}
	var locs []int
	var walk func(n any)
	walk = func(n any) {
		switch x := n.(type) {
		case map[string]any:
			if x["class"] == "COLUMN_REF" {
				names, _ := x["column_names"].([]any)
				loc, _ := x["query_location"].(float64)
				if len(names) == 1 && int(loc) >= len(prefix) && int(loc) < len(prefix)+len(expr) {
					if name, _ := names[0].(string); t.Column(name) != nil {
						locs = append(locs, int(loc))
					}
				}
			}
			for k, v := range x {
				if k != "from_table" {
					walk(v)
				}
			}
		case []any:
			for _, v := range x {
				walk(v)
			}
		}
	}
	walk(tree.Statements)
	// the parser may repeat one reference ("CASE x WHEN 1 ... WHEN 2 ..."
	// compares x in each branch): qualify each place once
	sort.Sort(sort.Reverse(sort.IntSlice(locs)))
	locs = slices.Compact(locs)
	out := q
	for _, l := range locs {
		out = out[:l] + engine.QuoteIdent(t.Name) + "." + out[l:]
	}
	return strings.TrimSpace(out[len(prefix) : len(out)-len(" FROM "+engine.QuoteIdent(t.Name))]), nil
}

// cleanErr keeps an engine error's message and hints ("Candidate
// bindings: …") but not the query echo with a caret that DuckDB appends,
// which means little inside a larger message.
func cleanErr(err error) error {
	var keep []string
	for _, line := range strings.Split(err.Error(), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "LINE ") {
			break
		}
		keep = append(keep, line)
	}
	return fmt.Errorf("%s", strings.TrimRight(strings.Join(keep, " "), ".!"))
}

func equalFold(a, b string) bool { return strings.EqualFold(a, b) }
