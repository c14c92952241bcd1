// Package sqlguard decides whether a SQL text may reach an engine. It never
// parses SQL itself: DuckDB's parser (json_serialize_sql) turns the text into
// a syntax tree, and the guard walks that tree. Approved SQL is exactly one
// SELECT over the workspace's tables using allowlisted functions; anything
// else is rejected with a reason the user can act on.
//
// The guard is one of three locks: the engine also runs every query in a
// read-only transaction, with file access off and its configuration frozen.
package sqlguard

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// Parser returns DuckDB's JSON serialization of a SQL text.
type Parser interface {
	Serialize(ctx context.Context, sql string) (string, error)
}

// Options configure a Guard.
type Options struct {
	// Tables the SQL may read (case-insensitive).
	Tables []string
	// Functions the engine has, by lower-case name, with their kind as in
	// duckdb_functions().function_type. Scalar, aggregate and macro
	// functions are allowed unless denied below.
	Functions map[string]string
	// AllowParams lets the SQL use $name parameters (pipes bind them).
	AllowParams bool
}

// Guard checks SQL against one workspace's allowlists.
type Guard struct {
	parser Parser
	opts   Options
	tables map[string]string
}

// New makes a guard.
func New(p Parser, opts Options) *Guard {
	g := &Guard{parser: p, opts: opts, tables: map[string]string{}}
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
	SQL    string
	Tables []string // workspace tables referenced, sorted
	Params []string // $name parameters used
}

// tableFunctions may appear in FROM: they generate rows and read nothing.
var tableFunctions = map[string]bool{"range": true, "generate_series": true, "unnest": true}

// deniedPrefixes and denied are functions that read files, settings or the
// environment, or change state, even though DuckDB lists them as scalar.
var deniedPrefixes = []string{"read_", "duckdb_", "pragma_", "sniff_", "parquet_", "glob", "query", "getenv", "getvariable", "current_setting", "set", "nextval", "currval", "checkpoint", "force_checkpoint", "enable_", "disable_", "export_", "import_", "install_", "load_", "write_", "copy_", "create_", "drop_", "which_secret", "test_", "file", "iceberg", "delta", "sql_auto_complete", "json_serialize", "json_deserialize", "json_execute", "to_json_sql", "finalize", "combine"}

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
	if strings.TrimSpace(sql) == "" {
		return nil, reject("the SQL is empty")
	}
	raw, err := g.parser.Serialize(ctx, sql)
	if err != nil {
		return nil, reject("%v", err)
	}
	var tree struct {
		Error      bool              `json:"error"`
		ErrorType  string            `json:"error_type"`
		ErrorMsg   string            `json:"error_message"`
		Statements []json.RawMessage `json:"statements"`
	}
	if err := json.Unmarshal([]byte(raw), &tree); err != nil {
		return nil, reject("cannot read the parse of the SQL: %v", err)
	}
	if tree.Error {
		if strings.Contains(tree.ErrorMsg, "Only SELECT statements") {
			return nil, reject("only a single SELECT statement is allowed (no DDL, DML, PRAGMA, SET, ATTACH, COPY, INSTALL or LOAD, and one statement only)")
		}
		return nil, reject("%s error: %s", tree.ErrorType, firstLine(tree.ErrorMsg))
	}
	if len(tree.Statements) != 1 {
		return nil, reject("exactly one statement is allowed; found %d", len(tree.Statements))
	}
	var stmt any
	if err := json.Unmarshal(tree.Statements[0], &stmt); err != nil {
		return nil, reject("cannot read the parse of the SQL: %v", err)
	}
	w := &walker{g: g, ctes: map[string]bool{}, tables: map[string]bool{}}
	collectCTEs(stmt, w.ctes)
	w.walk(stmt)
	if w.err != nil {
		return nil, w.err
	}
	out := &Checked{SQL: sql}
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
	return out, nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// collectCTEs finds every CTE name anywhere in the tree, so that references
// to them are not mistaken for tables.
func collectCTEs(n any, into map[string]bool) {
	switch x := n.(type) {
	case map[string]any:
		if cm, ok := x["cte_map"].(map[string]any); ok {
			if entries, ok := cm["map"].([]any); ok {
				for _, e := range entries {
					if em, ok := e.(map[string]any); ok {
						if k, ok := em["key"].(string); ok {
							into[strings.ToLower(k)] = true
						}
					}
				}
			}
		}
		for _, v := range x {
			collectCTEs(v, into)
		}
	case []any:
		for _, v := range x {
			collectCTEs(v, into)
		}
	}
}

type walker struct {
	g      *Guard
	ctes   map[string]bool
	tables map[string]bool
	err    *Rejection
}

// tableRefTypes are the FROM-clause node types a SELECT may use.
var tableRefTypes = map[string]bool{
	"BASE_TABLE": true, "JOIN": true, "SUBQUERY": true, "TABLE_FUNCTION": true,
	"EMPTY": true, "EMPTY_FROM": true, "EXPRESSION_LIST": true, "PIVOT": true,
}

// nodeTypes are the query node types allowed.
var nodeTypes = map[string]bool{
	"SELECT_NODE": true, "SET_OPERATION_NODE": true, "RECURSIVE_CTE_NODE": true, "CTE_NODE": true,
}

func (w *walker) fail(r *Rejection) {
	if w.err == nil {
		w.err = r
	}
}

func (w *walker) walk(n any) {
	if w.err != nil {
		return
	}
	switch x := n.(type) {
	case []any:
		for _, v := range x {
			w.walk(v)
		}
	case map[string]any:
		w.node(x)
	}
}

func (w *walker) node(m map[string]any) {
	typ, _ := m["type"].(string)
	class, _ := m["class"].(string)
	_, isTableRef := m["sample"]
	switch {
	case strings.HasSuffix(typ, "_NODE") && class == "":
		if !nodeTypes[typ] {
			w.fail(reject("%s is not allowed; only SELECT queries are", strings.TrimSuffix(typ, "_NODE")))
			return
		}
	case typ == "BASE_TABLE":
		w.baseTable(m)
		return
	case typ == "TABLE_FUNCTION":
		fn, _ := m["function"].(map[string]any)
		name, _ := fn["function_name"].(string)
		if !tableFunctions[strings.ToLower(name)] {
			w.fail(reject("table function %s() is not allowed in FROM; read the workspace's tables instead (allowed: range, generate_series, unnest)", name))
			return
		}
		if fn != nil {
			w.walk(fn["children"])
		}
		return
	case isTableRef && class == "" && typ != "" && !tableRefTypes[typ]:
		w.fail(reject("%s is not allowed in FROM", strings.ToLower(typ)))
		return
	}
	if name, ok := m["function_name"].(string); ok {
		w.function(m, name)
		if w.err != nil {
			return
		}
	}
	for _, v := range m {
		w.walk(v)
	}
}

func (w *walker) baseTable(m map[string]any) {
	name, _ := m["table_name"].(string)
	schema, _ := m["schema_name"].(string)
	catalog, _ := m["catalog_name"].(string)
	lname := strings.ToLower(name)
	if catalog == "" && schema == "" && w.ctes[lname] {
		return
	}
	if (catalog != "" && !strings.EqualFold(catalog, "memory")) || (schema != "" && !strings.EqualFold(schema, "main")) {
		w.fail(reject("table %s is not allowed: only the workspace's tables can be read", qualified(catalog, schema, name)))
		return
	}
	canon, ok := w.g.tables[lname]
	if !ok {
		known := make([]string, 0, len(w.g.tables))
		for _, t := range w.g.tables {
			known = append(known, t)
		}
		sort.Strings(known)
		msg := fmt.Sprintf("unknown table %q", name)
		if s := config.Suggest(name, known); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else {
			msg += "; the workspace's tables are " + strings.Join(known, ", ")
		}
		w.fail(reject("%s", msg))
		return
	}
	w.tables[canon] = true
}

func qualified(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, ".")
}

func (w *walker) function(m map[string]any, name string) {
	lname := strings.ToLower(name)
	if schema, _ := m["schema"].(string); schema != "" && !strings.EqualFold(schema, "main") {
		w.fail(reject("function %s.%s is not allowed", schema, name))
		return
	}
	if isOp, _ := m["is_operator"].(bool); isOp {
		return
	}
	if denied(lname) {
		w.fail(reject("function %s() is not allowed: it reads files, settings or the environment, or changes state", name))
		return
	}
	kind, known := w.g.opts.Functions[lname]
	if !known {
		if strings.Trim(lname, "+-*/%<>=!~&|^@") == "" {
			return // an operator spelled as a function
		}
		w.fail(reject("unknown function %s()", name))
		return
	}
	switch {
	case kind == "scalar", kind == "aggregate", kind == "macro", kind == "window":
	case tableFunctions[lname]: // unnest([1, 2]) in a select list
	default:
		w.fail(reject("function %s() (a %s function) is not allowed here", name, kind))
	}
}
