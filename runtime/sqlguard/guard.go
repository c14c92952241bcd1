// Package sqlguard decides whether a SQL text may reach an engine. It never
// parses SQL itself: DuckDB's parser (json_serialize_sql) turns the text into
// a syntax tree, and the guard walks that tree. Approved SQL is exactly one
// SELECT over the workspace's tables using allowlisted functions; anything
// else is rejected with a reason the user can act on.
//
// Table names are resolved with SQL's scoping rules (scope.go): a name is a
// CTE only where that CTE is visible, and every other name must be one of
// the workspace's tables. DuckDB's catalog (pg_settings, duckdb_tables,
// information_schema, sqlite_master, ...) is never readable, whatever a CTE
// elsewhere in the statement is called.
//
// The guard is one of three locks: the engine also runs every query in a
// read-only transaction, with file access off and its configuration frozen,
// under a memory limit, a timeout and a row cap.
package sqlguard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// Parser returns DuckDB's JSON serialization of a SQL text.
type Parser interface {
	Serialize(ctx context.Context, sql string) (string, error)
}

// Deparser turns DuckDB's JSON serialization back into SQL text
// (json_deserialize_sql). A Parser that is also a Deparser lets the guard
// approve PIVOT statements whose column values come from the data.
type Deparser interface {
	Deserialize(ctx context.Context, tree string) (string, error)
}

// Options configure a Guard.
type Options struct {
	// Tables the SQL may read (case-insensitive).
	Tables []string
	// Functions the engine has, by lower-case name, with their kind as in
	// duckdb_functions().function_type. Scalar, aggregate, window and macro
	// functions are allowed unless denied below; "macro_query" marks a
	// macro whose body runs a query (pg_get_viewdef reads duckdb_views()),
	// and is refused.
	Functions map[string]string
	// AllowParams lets the SQL use $name parameters (pipes bind them).
	AllowParams bool
}

// Guard checks SQL against one workspace's allowlists.
type Guard struct {
	parser Parser
	opts   Options
	tables map[string]string
	// memo keeps the verdicts on SQL already checked: the same compiled
	// metric query is checked at every question that asks it, and a check
	// is a round trip to DuckDB's parser. Shared by WithParams copies; the
	// flag is part of the key.
	memo *memo
}

type memo struct {
	mu sync.Mutex
	m  map[string]memoEntry
}

type memoEntry struct {
	checked *Checked
	err     error
}

// memoSize bounds the verdicts kept.
const memoSize = 4096

// New makes a guard.
func New(p Parser, opts Options) *Guard {
	g := &Guard{parser: p, opts: opts, tables: map[string]string{}, memo: &memo{m: map[string]memoEntry{}}}
	for _, t := range opts.Tables {
		g.tables[strings.ToLower(t)] = t
	}
	return g
}

// WithParams returns a guard with the same allowlists that also accepts
// $name parameters: pipes bind them.
func (g *Guard) WithParams() *Guard {
	c := *g
	c.opts.AllowParams = true
	return &c
}

// Rejection is why SQL was refused.
type Rejection struct {
	Reason string
}

func (r *Rejection) Error() string { return "SQL rejected: " + r.Reason }

func reject(format string, args ...any) *Rejection {
	return &Rejection{Reason: fmt.Sprintf(format, args...)}
}

// Checked is SQL the guard approved, with what it reads.
type Checked struct {
	// SQL is the text to run. It is the text given, except for a PIVOT
	// whose column values come from the data: DuckDB would create an ENUM
	// type for them in a hidden statement, so the guard names that type in
	// the text and Setup creates it.
	SQL    string
	Tables []string // workspace tables referenced, sorted
	Params []string // $name parameters used
	// Setup holds statements to run first, in the same transaction: each
	// creates a temporary ENUM type from a query the guard approved.
	Setup []Setup
}

// Setup is a statement to run before the approved SQL, with the $name
// parameters it uses.
type Setup struct {
	SQL    string
	Params []string
}

// tableFunctions may appear in FROM: they generate rows and read nothing.
var tableFunctions = map[string]bool{"range": true, "generate_series": true, "unnest": true}

// deniedPrefixes are functions that read files, settings, the catalog or
// the environment, sleep, or change state, even though DuckDB lists many of
// them as scalar.
var deniedPrefixes = []string{"read_", "duckdb_", "pragma_", "sniff_", "parquet_", "glob", "query", "getenv", "getvariable", "current_setting", "set", "nextval", "currval", "checkpoint", "force_checkpoint", "enable_", "disable_", "export_", "import_", "install_", "load_", "write_", "copy_", "create_", "drop_", "which_secret", "test_", "file", "iceberg", "delta", "sql_auto_complete", "json_serialize", "json_deserialize", "json_execute", "to_json_sql", "finalize", "combine", "sleep", "pg_sleep", "current_database", "current_catalog", "current_schema", "get_block_size", "__datacopilot"}

func denied(name string) bool {
	for _, p := range deniedPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// Check parses sql with DuckDB and approves it or says why not.
func (g *Guard) Check(ctx context.Context, sql string) (*Checked, error) {
	key := fmt.Sprint(g.opts.AllowParams) + "\x00" + sql
	g.memo.mu.Lock()
	e, ok := g.memo.m[key]
	g.memo.mu.Unlock()
	if !ok {
		c, err := g.check(ctx, sql, nil)
		if ctx.Err() != nil {
			return c, err // a canceled check says nothing of the SQL
		}
		e = memoEntry{c, err}
		g.memo.mu.Lock()
		if len(g.memo.m) >= memoSize {
			clear(g.memo.m)
		}
		g.memo.m[key] = e
		g.memo.mu.Unlock()
	}
	if e.checked == nil {
		return nil, e.err
	}
	c := *e.checked // callers may change their copy
	c.Tables = slices.Clone(c.Tables)
	c.Params = slices.Clone(c.Params)
	c.Setup = slices.Clone(c.Setup)
	return &c, e.err
}

// check approves sql; known are ENUM types that earlier Setup statements
// create (a PIVOT over a PIVOT).
func (g *Guard) check(ctx context.Context, sql string, known map[string]bool) (*Checked, error) {
	if strings.TrimSpace(sql) == "" {
		return nil, reject("the SQL is empty")
	}
	stmt, rej := g.parse(ctx, sql)
	var pivots map[string]bool
	text := sql
	if rej != nil && rej.multi {
		// PIVOT ... ON col without IN (...) parses as two statements: a
		// CREATE TYPE for the values, then the SELECT. Name the type in
		// the text so that DuckDB shows the SELECT, and create the type
		// ourselves from a query we check.
		rewritten, names := pivotEnums(sql)
		if len(names) == 0 {
			return nil, rej.Rejection
		}
		var prej *parseRejection
		if stmt, prej = g.parse(ctx, rewritten); prej != nil && prej.multi {
			return nil, rej.Rejection // not (only) a PIVOT: DDL, DML, ...
		} else if prej != nil {
			return nil, reject("a PIVOT without IN (...) could not be checked (%s); list its values: PIVOT ... ON column IN ('a', 'b')", prej.Reason)
		}
		text, pivots = rewritten, names
	} else if rej != nil {
		return nil, rej.Rejection
	}
	w := newWalker(g, text, pivots, known)
	w.statement(stmt, nil)
	if w.err != nil {
		return nil, w.err
	}
	for name := range pivots {
		if !w.pivotsSeen[name] {
			return nil, reject("a PIVOT without IN (...) could not be checked; list its values: PIVOT ... ON column IN ('a', 'b')")
		}
	}
	out := &Checked{SQL: text}
	for t := range w.tables {
		out.Tables = append(out.Tables, t)
	}
	sort.Strings(out.Tables)
	var positional []string
	out.Params, positional = config.Placeholders(sql)
	if len(positional) > 0 {
		return nil, reject("positional parameters (%s) are not allowed; pipes bind named parameters ($name)", positional[0])
	}
	if len(out.Params) > 0 && !g.opts.AllowParams {
		return nil, reject("parameters ($%s) are not allowed here; put literal values in the SQL, or use a pipe", out.Params[0])
	}
	if len(w.pivots) > 0 {
		setup, err := g.pivotSetup(ctx, w.pivots, known)
		if err != nil {
			return nil, err
		}
		out.Setup = setup
	}
	return out, nil
}

// parseRejection is a rejection from the parse; multi marks SQL that DuckDB
// turns into several statements (or a statement other than SELECT).
type parseRejection struct {
	*Rejection
	multi bool
}

// parse returns the one SELECT statement sql holds.
func (g *Guard) parse(ctx context.Context, sql string) (map[string]any, *parseRejection) {
	raw, err := g.parser.Serialize(ctx, sql)
	if err != nil {
		return nil, &parseRejection{Rejection: reject("%v", err)}
	}
	var tree struct {
		Error      bool              `json:"error"`
		ErrorType  string            `json:"error_type"`
		ErrorMsg   string            `json:"error_message"`
		Statements []json.RawMessage `json:"statements"`
	}
	if err := json.Unmarshal([]byte(raw), &tree); err != nil {
		return nil, &parseRejection{Rejection: reject("cannot read the parse of the SQL: %v", err)}
	}
	if tree.Error {
		if strings.Contains(tree.ErrorMsg, "Only SELECT statements") {
			return nil, &parseRejection{multi: true, Rejection: reject("only a single SELECT statement is allowed (no DDL, DML, PRAGMA, SET, ATTACH, COPY, INSTALL or LOAD, and one statement only)")}
		}
		return nil, &parseRejection{Rejection: reject("%s error: %s", tree.ErrorType, firstLine(tree.ErrorMsg))}
	}
	if len(tree.Statements) != 1 {
		return nil, &parseRejection{Rejection: reject("exactly one statement is allowed; found %d", len(tree.Statements))}
	}
	var stmt map[string]any
	if err := decode(tree.Statements[0], &stmt); err != nil {
		return nil, &parseRejection{Rejection: reject("cannot read the parse of the SQL: %v", err)}
	}
	return stmt, nil
}

// decode reads JSON keeping numbers exact: a tree the guard changes goes
// back to DuckDB, whose offsets are unsigned 64-bit integers.
func decode(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	return dec.Decode(v)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}
