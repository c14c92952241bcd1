package knowledge

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// Request is one query for a source.
type Request struct {
	// SQL the caller has checked: a pipe's, a compiled metric's or SQL the
	// guard approved.
	SQL string
	// Setup runs first, in the same transaction (sqlguard.Checked.Setup).
	Setup []sqlguard.Setup
	Args  map[string]any
	// Tables are the workspace tables SQL reads.
	Tables []string
	// Pipe is set when SQL is that pipe's: a pipe written in its plugin's
	// dialect runs in the plugin, with the pipe's typed params.
	Pipe *Pipe
	// SchemaOnly asks for the columns only (load-time probes).
	SchemaOnly bool
	// Native: SQL is written in the source's dialect (by the compiler, or
	// a plan's SQL step); on a plugin source that runs SQL it runs in the
	// plugin, its Args bound with the types of their values.
	Native bool
}

// Query runs a request on the source. A duckdb source runs it on its
// engine. A plugin source sends the pipes written in its dialect (or
// translated into it) and native SQL (the compiler's, a plan's SQL step,
// a verified query) to the plugin; all other SQL runs on the source's own
// DuckDB: over its tables copied empty at load for the load's probes, and
// copied whole, once per snapshot, only on a source with copy = true or
// whose plugin runs no SQL.
func (s *Source) Query(ctx context.Context, r Request) (*data.Table, error) {
	setup := make([]engine.Setup, len(r.Setup))
	for i, st := range r.Setup {
		setup[i] = engine.Setup{SQL: st.SQL, Params: st.Params}
	}
	if s.Plugin == nil {
		return s.DB.Query(ctx, r.SQL, r.Args, setup...)
	}
	if (r.Pipe != nil && r.Pipe.Pushdown) || (r.Native && s.RunsSQL()) {
		return s.pushdown(ctx, r)
	}
	if err := s.mirror.ensure(ctx, s, r.Tables, !r.SchemaOnly); err != nil {
		return nil, err
	}
	return s.DB.Query(ctx, r.SQL, r.Args, setup...)
}

// Fixed reports a source whose data cannot change while the snapshot
// serves: files read into DuckDB (into memory, or into the file cache it
// attaches read-only) when the snapshot was built, so that a query gives
// the same rows every time. A plugin's tables, a database file and Parquet
// read in place can change under the snapshot; changed files make a new
// snapshot.
func (s *Source) Fixed() bool {
	if s == nil || s.Plugin != nil || s.DB == nil || s.sig == "" {
		return false
	}
	for _, l := range s.Loads {
		if l.How == engine.InPlace {
			return false
		}
	}
	return true
}

// pushdown runs a pipe, or the compiler's SQL, in the plugin.
func (s *Source) pushdown(ctx context.Context, r Request) (*data.Table, error) {
	timeout, maxRows := s.DB.Limits()
	sql := r.SQL
	if r.Pipe != nil && r.Pipe.SourceSQL != "" {
		sql = r.Pipe.SourceSQL
	}
	q := plugins.Query{SQL: strings.TrimRight(strings.TrimSpace(sql), ";"), SchemaOnly: r.SchemaOnly, MaxRows: int64(maxRows) + 1}
	what := "the compiled query"
	if r.Pipe != nil {
		what = fmt.Sprintf("the result of pipe %q", r.Pipe.Pipe.Name)
		for _, pa := range r.Pipe.Pipe.Params {
			q.Params = append(q.Params, plugins.Param{Name: pa.Name, Type: pa.Type, Value: r.Args[pa.Name]})
		}
	} else {
		for _, name := range SortedNames(r.Args) {
			q.Params = append(q.Params, paramOf(name, r.Args[name]))
		}
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	rr, err := s.Plugin.Query(ctx, q, timeout)
	if err != nil {
		return nil, err
	}
	defer rr.Release()
	bytes := s.limits.ResultBytes
	if bytes == 0 {
		bytes = engine.DefaultResultBytes
	}
	t, err := data.FromArrow(&boundedReader{RecordReader: rr, what: fmt.Sprintf("%s from plugin source %q", what, s.Name), maxBytes: bytes}, maxRows)
	if err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			return nil, fmt.Errorf("plugin %q did not answer within %s", s.Name, timeout)
		}
		return nil, err
	}
	if r.Pipe != nil && r.Pipe.SourceSQL != "" && !r.SchemaOnly {
		coerce(t, r.Pipe.Columns)
	}
	return t, nil
}

// coerce gives the columns of a translated pipe's result the kinds DuckDB
// gives the pipe: a boolean comes back from ClickHouse and SQLite as 0 or
// 1, a date from SQLite as text.
func coerce(t *data.Table, want []PipeColumn) {
	for i, c := range t.Columns {
		if i >= len(want) || c.Kind == want[i].Kind || want[i].Kind == data.Other {
			continue
		}
		kind := want[i].Kind
		out := data.NewColumn(c.Name, kind, c.Len())
		for r := range c.Len() {
			out.Append(convert(c.Value(r), kind))
		}
		t.Columns[i] = out
	}
}

// convert turns a value into one of kind, or nil.
func convert(v any, kind data.Kind) any {
	if v == nil {
		return nil
	}
	switch kind {
	case data.Bool:
		if f, ok := data.AsFloat(v); ok {
			return f != 0
		}
	case data.Date, data.Timestamp:
		if s, ok := v.(string); ok {
			for _, layout := range []string{time.DateOnly, time.DateTime, "2006-01-02T15:04:05Z07:00", "2006-01-02 15:04:05.999999999"} {
				if t, err := time.Parse(layout, s); err == nil {
					return t
				}
			}
			return nil
		}
	case data.Float, data.Int:
		if b, ok := v.(bool); ok {
			if b {
				return int64(1)
			}
			return int64(0)
		}
	}
	return v
}

// paramOf types a compiled query's argument by its value.
func paramOf(name string, v any) plugins.Param {
	p := plugins.Param{Name: name, Type: config.TypeString, Value: v}
	switch x := v.(type) {
	case time.Time:
		p.Type = config.TypeDate
	case int:
		p.Type, p.Value = config.TypeInt, int64(x)
	case int64:
		p.Type = config.TypeInt
	case float64:
		p.Type = config.TypeFloat
	case bool:
		p.Type = config.TypeBool
	case string:
	default:
		p.Value = fmt.Sprint(v)
	}
	return p
}

// mirror tracks the plugin tables copied into a plugin source's DuckDB:
// empty (columns only, for load-time probes) or whole.
type mirror struct {
	mu    sync.Mutex
	state map[string]mirrorState
}

type mirrorState int

const (
	mirrorNone mirrorState = iota
	mirrorSchema
	mirrorFull
)

func (m *mirror) ensure(ctx context.Context, s *Source, tables []string, full bool) error {
	want := mirrorSchema
	if full {
		want = mirrorFull
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, t := range tables {
		if m.state[t] >= want {
			continue
		}
		if err := m.copy(ctx, s, t, !full); err != nil {
			return err
		}
		m.state[t] = want
	}
	return nil
}

func (m *mirror) copy(ctx context.Context, s *Source, table string, schemaOnly bool) error {
	timeout, _ := s.DB.Limits()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	rows, bytes := s.limits.PluginRows, s.limits.PluginBytes
	if rows == 0 {
		rows = DefaultPluginRows
	}
	if bytes == 0 {
		bytes = DefaultPluginBytes
	}
	// the plugin stops one row past the bound; the reader says why
	rr, err := s.Plugin.Query(ctx, plugins.Query{Table: table, SchemaOnly: schemaOnly, MaxRows: rows + 1}, timeout)
	if err != nil {
		return err
	}
	defer rr.Release()
	bounded := &boundedReader{RecordReader: rr, what: fmt.Sprintf("table %q of plugin source %q", table, s.Name), maxRows: rows, maxBytes: bytes}
	n, err := s.DB.CopyArrow(ctx, table, bounded, schemaOnly)
	if err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			return fmt.Errorf("copying table %q from plugin %q took longer than %s", table, s.Name, timeout)
		}
		if bounded.err != nil {
			return bounded.err
		}
		return fmt.Errorf("copy table %q from plugin %q: %w", table, s.Name, err)
	}
	if !schemaOnly {
		s.copied.Add(n)
		s.logger.Info("copied plugin table", "table", table, "rows", n, "ms", time.Since(start).Milliseconds())
	}
	return nil
}

// pluginSource starts a source's plugin, configures it and reads its
// tables. Its SQL engine is an in-memory DuckDB that holds copies of the
// plugin's tables.
//
// What the files say wrong (no such plugin, a config the plugin refuses)
// is an error. A plugin that does not start, or does not answer within the
// query timeout (a table that hangs), is not the files' fault: the source
// is left out of the snapshot as Unavailable, with a warning, so that the
// other sources are served; a reload tries it again.
func (b *builder) pluginSource(ctx context.Context, cs *config.Source) {
	logger := b.opts.Logger.With("source", cs.Name)
	timeout := b.opts.Timeout
	if timeout <= 0 {
		timeout = engine.DefaultTimeout
	}
	// one deadline for the whole start: a plugin that hangs on one table
	// must not hold the load for a timeout per table
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var client *plugins.Client
	var err error
	if src, ok := b.opts.Plugins[cs.Plugin]; ok {
		client, err = plugins.NewInProcess(src, plugins.Options{Name: cs.Name, Logger: logger})
	} else {
		var path string
		if path, err = plugins.Find(b.ws.Dir, cs.Plugin); err != nil {
			b.errorf(hclOr(cs.PluginRng, cs.DefRange), "Plugin not found", "Source %q: %v.", cs.Name, err)
			return
		}
		client, err = plugins.Start(path, plugins.Options{Name: cs.Name, Dir: b.ws.Dir, Logger: logger, StartTimeout: min(timeout, 10*time.Second)})
	}
	if err != nil {
		b.unavailable(cs, nil, "Cannot start plugin", err)
		return
	}
	desc := client.Description()
	if !desc.Pushdown && !cs.Copy {
		// No table is copied whole unless the source says so: a plugin
		// that runs no SQL can only be answered over copies of its tables.
		client.Close()
		b.errorf(hclOr(cs.PluginRng, cs.DefRange), SummaryNeedsCopy, "Source %q: plugin %q runs no SQL itself, so its tables can only be queried as copies in DuckDB, each copied whole when a question first needs it (up to limits { plugin_rows, plugin_size }). Set copy = true on source %q to allow that, or use a plugin that runs SQL in its engine.", cs.Name, cs.Plugin, cs.Name)
		return
	}
	cfg, ok := b.pluginConfig(cs, desc)
	if !ok {
		client.Close()
		return
	}
	diags, err := client.Configure(ctx, cfg)
	if err != nil {
		client.Close()
		b.unavailable(cs, nil, "Cannot configure plugin", err)
		return
	}
	failed := false
	for _, d := range diags {
		rng := b.configAttrRange(cs, d.Attribute)
		if d.Warning {
			b.warnf(rng, d.Summary, "Source %q: %s", cs.Name, d.Detail)
		} else {
			b.errorf(rng, d.Summary, "Source %q: %s", cs.Name, d.Detail)
			failed = true
		}
	}
	if failed {
		client.Close()
		return
	}
	db, err := engine.Open(b.engineOptions(""))
	if err != nil {
		client.Close()
		b.errorf(cs.DefRange, "Cannot open source", "Source %q: %v.", cs.Name, err)
		return
	}
	src := &Source{Name: cs.Name, Type: cs.Type, DB: db, Plugin: client, Pushdown: desc.Pushdown, Dialect: desc.Dialect, Copy: cs.Copy,
		mirror: &mirror{state: map[string]mirrorState{}}, logger: logger, limits: b.limits()}
	b.s.Sources[cs.Name] = src // closed with the snapshot from here on
	if err := db.Lock(ctx); err != nil {
		b.errorf(cs.DefRange, "Cannot lock source", "Source %q: %v.", cs.Name, err)
		return
	}
	tables, err := client.Tables(ctx)
	if err != nil {
		b.dropSource(src)
		b.unavailable(cs, nil, "Cannot read tables", err)
		return
	}
	names := make([]string, len(tables))
	rows := make(map[string]int64, len(tables))
	for i, t := range tables {
		names[i] = t.Name
		rows[t.Name] = t.Rows
	}
	if err := src.mirror.ensure(ctx, src, names, false); err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			err = fmt.Errorf("plugin %q did not describe its tables within %s: %w", cs.Name, timeout, err)
		}
		b.dropSource(src)
		b.unavailable(cs, names, "Cannot read tables", err)
		return
	}
	infos, err := db.Tables(ctx) // the columns as DuckDB types them
	if err != nil {
		b.errorf(cs.DefRange, "Cannot read tables", "Source %q: %v.", cs.Name, err)
		return
	}
	for i := range infos {
		infos[i].Rows = rows[infos[i].Name] // the copies are empty so far
	}
	funcs, err := db.Functions(ctx)
	if err != nil {
		b.errorf(cs.DefRange, "Cannot list functions", "Source %q: %v.", cs.Name, err)
		return
	}
	for _, f := range desc.Functions {
		if _, ok := funcs[strings.ToLower(f)]; !ok {
			funcs[strings.ToLower(f)] = "scalar"
		}
	}
	src.infos = infos
	b.addTables(cs, src, infos)
	for _, t := range tables {
		bt := b.s.Tables[t.Name]
		if bt == nil || bt.Source != cs.Name {
			continue
		}
		for _, c := range t.Columns {
			if col := bt.Column(c.Name); col != nil {
				col.Description = c.Description
			}
		}
	}
	src.Guard = sqlguard.New(db, sqlguard.Options{Tables: src.Tables, Functions: funcs})
	logger.Info("plugin source ready", "plugin", desc.Name, "version", desc.Version, "tables", len(tables), "pushdown", desc.Pushdown)
}

// SummaryUnavailable is the summary of the warning about a source left out
// of a snapshot (`validate` makes it an error).
const SummaryUnavailable = "Source unavailable"

// unavailable leaves a source out of the snapshot: a warning at its block
// and an entry in Snapshot.Unavailable. tables are its tables, when known;
// what reads them is left out too (see skip).
func (b *builder) unavailable(cs *config.Source, tables []string, what string, err error) {
	reason := fmt.Sprintf("%s: %v", what, err)
	b.warnf(cs.DefRange, SummaryUnavailable, "Source %q is left out, with its tables, until a reload finds it working. %s.", cs.Name, strings.TrimRight(reason, "."))
	b.s.Unavailable = append(b.s.Unavailable, Unavailable{Source: cs.Name, Reason: reason, Tables: tables})
	for _, t := range tables {
		b.downTables[strings.ToLower(t)] = cs.Name
	}
	b.opts.Logger.Warn("source unavailable; serving the others", "source", cs.Name, "reason", reason)
}

// dropSource takes a source out of the snapshot being built and closes it.
func (b *builder) dropSource(src *Source) {
	delete(b.s.Sources, src.Name)
	src.Plugin.Close()
	src.DB.Close()
}

// pluginConfig decodes the source's config block with the plugin's own
// schema and returns it as JSON. Expressions may call env("NAME") to read
// secrets from the environment rather than the workspace files.
func (b *builder) pluginConfig(cs *config.Source, desc plugins.Description) ([]byte, bool) {
	spec := hcldec.ObjectSpec{}
	for _, a := range desc.Config {
		ty := cty.String
		if a.Type != "" {
			expr, diags := hclsyntax.ParseExpression([]byte(a.Type), "plugin schema", hcl.InitialPos)
			if !diags.HasErrors() {
				ty, diags = typeexpr.TypeConstraint(expr)
			}
			if diags.HasErrors() {
				b.errorf(cs.DefRange, "Invalid plugin schema", "Source %q: plugin %q declares attribute %q with type %q, which is not an HCL type.", cs.Name, desc.Name, a.Name, a.Type)
				return nil, false
			}
		}
		spec[a.Name] = &hcldec.AttrSpec{Name: a.Name, Type: ty, Required: a.Required}
	}
	body := hcl.EmptyBody()
	if cs.Config != nil {
		body = cs.Config.Remain
	}
	val, diags := hcldec.Decode(body, spec, &hcl.EvalContext{Functions: map[string]function.Function{"env": envFunc}})
	if len(desc.Config) > 0 && cs.Config == nil && diags.HasErrors() {
		for _, d := range diags {
			d.Subject = &cs.DefRange
		}
	}
	b.diags = append(b.diags, diags...)
	if diags.HasErrors() {
		return nil, false
	}
	js, err := ctyjson.Marshal(val, val.Type())
	if err != nil {
		b.errorf(cs.DefRange, "Invalid plugin config", "Source %q: %v.", cs.Name, err)
		return nil, false
	}
	return js, true
}

// configAttrRange is where a config attribute is written, or the source
// block when it is not.
func (b *builder) configAttrRange(cs *config.Source, name string) hcl.Range {
	if cs.Config != nil && name != "" {
		if attrs, _ := cs.Config.Remain.JustAttributes(); attrs[name] != nil {
			return attrs[name].Expr.Range()
		}
	}
	return cs.DefRange
}

// envFunc is env("NAME"): an environment variable's value ("" when unset).
var envFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "name", Type: cty.String}},
	Type:   function.StaticReturnType(cty.String),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.StringVal(os.Getenv(args[0].AsString())), nil
	},
})
