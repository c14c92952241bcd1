package sqlguard

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/config"
)

// A scope holds the CTEs visible at one point of a statement. SQL's rules,
// which DuckDB follows: the CTEs of a WITH clause are visible in that WITH's
// query (and in every subquery inside it), and each CTE is visible in the
// CTEs defined after it — not before it, not in an outer query, not in a
// sibling. A recursive CTE also sees itself, in the recursive part of its
// UNION only. A schema- or catalog-qualified name is never a CTE.
type scope struct {
	parent *scope
	ctes   []*cte
}

// cte is one WITH entry: its name as written and its definition as DuckDB
// serialized it (kept to rebuild queries for PIVOT values).
type cte struct {
	name string
	def  any
}

func (s *scope) with(c ...*cte) *scope {
	if len(c) == 0 {
		return s
	}
	return &scope{parent: s, ctes: c}
}

// lookup finds the innermost visible CTE called name. Names compare
// case-insensitively in ASCII only, as DuckDB compares them: a wider fold
// could take a catalog name for a CTE.
func (s *scope) lookup(name string) *cte {
	for ; s != nil; s = s.parent {
		for i := len(s.ctes) - 1; i >= 0; i-- {
			if asciiEqualFold(s.ctes[i].name, name) {
				return s.ctes[i]
			}
		}
	}
	return nil
}

// visible lists the CTEs visible in s, outermost first, the inner one of
// two with the same name kept.
func (s *scope) visible() []*cte {
	var chain []*scope
	for ; s != nil; s = s.parent {
		chain = append(chain, s)
	}
	var out []*cte
	for i := len(chain) - 1; i >= 0; i-- {
		for _, c := range chain[i].ctes {
			for j, o := range out {
				if asciiEqualFold(o.name, c.name) {
					out = append(out[:j], out[j+1:]...)
					break
				}
			}
			out = append(out, c)
		}
	}
	return out
}

func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// walker resolves every table reference of one statement and checks every
// function, stopping at the first problem.
type walker struct {
	g      *Guard
	sql    string
	tables map[string]bool
	// ctes is every CTE name defined anywhere, to explain a name used
	// outside its scope.
	ctes map[string]bool
	// pivotNames are the ENUM types the guard named in a PIVOT's text;
	// known are those an earlier Setup creates.
	pivotNames, known map[string]bool
	pivotsSeen        map[string]bool
	pivots            []pivotValues
	err               *Rejection
}

// pivotValues is a PIVOT column whose values come from the data: the
// column, the PIVOT's source and the CTEs visible there.
type pivotValues struct {
	enum   string
	source any
	expr   any
	ctes   []*cte
}

func newWalker(g *Guard, sql string, pivots, known map[string]bool) *walker {
	return &walker{g: g, sql: sql, tables: map[string]bool{}, ctes: map[string]bool{},
		pivotNames: pivots, known: known, pivotsSeen: map[string]bool{}}
}

func (w *walker) fail(r *Rejection) {
	if w.err == nil {
		w.err = r
	}
}

// at says where a node starts in the SQL text, as " at line L, column C".
func (w *walker) at(m map[string]any) string {
	n, _ := m["query_location"].(json.Number)
	loc, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil || loc < 0 || loc >= int64(len(w.sql)) {
		return ""
	}
	line, col := 1, 1
	for _, r := range w.sql[:loc] {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf(" at line %d, column %d", line, col)
}

// statement walks a SelectStatement: {"node": ...}.
func (w *walker) statement(st map[string]any, sc *scope) {
	w.collectCTEs(st)
	node, ok := st["node"].(map[string]any)
	if !ok {
		w.fail(reject("cannot read the parse of the SQL: no query"))
		return
	}
	w.query(node, sc)
}

// collectCTEs notes every CTE name of the tree, for messages only.
func (w *walker) collectCTEs(n any) {
	switch x := n.(type) {
	case map[string]any:
		if cm, ok := x["cte_map"].(map[string]any); ok {
			entries, _ := cm["map"].([]any)
			for _, e := range entries {
				if em, ok := e.(map[string]any); ok {
					if k, ok := em["key"].(string); ok {
						w.ctes[strings.ToLower(k)] = true
					}
				}
			}
		}
		for _, v := range x {
			w.collectCTEs(v)
		}
	case []any:
		for _, v := range x {
			w.collectCTEs(v)
		}
	}
}

// queryNodes are the query node types a SELECT is made of.
var queryNodes = map[string]bool{"SELECT_NODE": true, "SET_OPERATION_NODE": true, "RECURSIVE_CTE_NODE": true}

// query walks a query node: its WITH clause first, then everything else
// with the WITH's CTEs in scope.
func (w *walker) query(n map[string]any, sc *scope) {
	typ, _ := n["type"].(string)
	if !queryNodes[typ] {
		w.fail(reject("%s is not allowed; only SELECT queries are", strings.TrimSuffix(typ, "_NODE")))
		return
	}
	inner := w.with(n, sc)
	for _, k := range sortedKeys(n) {
		if k != "cte_map" {
			w.value(n[k], inner)
		}
	}
}

// with walks the CTE definitions of node n in order, each with the CTEs
// before it in scope, and returns the scope of n's own query.
func (w *walker) with(n map[string]any, sc *scope) *scope {
	cm, _ := n["cte_map"].(map[string]any)
	if cm == nil {
		return sc
	}
	entries, _ := cm["map"].([]any)
	cur := sc
	for _, e := range entries {
		if w.err != nil {
			return cur
		}
		em, _ := e.(map[string]any)
		name, _ := em["key"].(string)
		def, _ := em["value"].(map[string]any)
		if name == "" || def == nil {
			w.fail(reject("cannot read the parse of the SQL: a CTE without a name or query"))
			return cur
		}
		self := &cte{name: name, def: def}
		for _, k := range sortedKeys(def) {
			if k != "query" {
				w.value(def[k], cur) // key_targets of USING KEY
			}
		}
		q, _ := def["query"].(map[string]any)
		body, _ := q["node"].(map[string]any)
		if body == nil {
			w.fail(reject("cannot read the parse of the SQL: CTE %q has no query", name))
			return cur
		}
		if ctename, _ := body["cte_name"].(string); body["type"] == "RECURSIVE_CTE_NODE" && asciiEqualFold(ctename, name) {
			w.recursive(body, cur, self)
		} else {
			w.query(body, cur)
		}
		cur = cur.with(self)
	}
	return cur
}

// recursive walks the body of recursive CTE self: it is visible in the
// recursive part (right) of its UNION only.
func (w *walker) recursive(n map[string]any, sc *scope, self *cte) {
	inner := w.with(n, sc)
	for _, k := range sortedKeys(n) {
		switch k {
		case "cte_map":
		case "right":
			w.value(n[k], inner.with(self))
		default:
			w.value(n[k], inner)
		}
	}
}

func (w *walker) value(v any, sc *scope) {
	if w.err != nil {
		return
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			w.value(e, sc)
		}
	case map[string]any:
		w.object(x, sc)
	}
}

// tableRefs are the FROM-clause node types a SELECT may use (BASE_TABLE,
// TABLE_FUNCTION and PIVOT have their own checks).
var tableRefs = map[string]bool{"JOIN": true, "SUBQUERY": true, "EMPTY": true, "EMPTY_FROM": true, "EXPRESSION_LIST": true}

func (w *walker) object(m map[string]any, sc *scope) {
	typ, _ := m["type"].(string)
	class, _ := m["class"].(string)
	_, isTableRef := m["sample"]
	if class == "" {
		switch {
		case strings.HasSuffix(typ, "_NODE"):
			w.query(m, sc)
			return
		case typ == "BASE_TABLE":
			w.baseTable(m, sc)
			return
		case typ == "TABLE_FUNCTION":
			w.tableFunction(m, sc)
			return
		case typ == "PIVOT":
			w.pivot(m, sc)
			return
		case typ == "SHOW_REF":
			w.fail(reject("DESCRIBE, SHOW and SUMMARIZE are not allowed%s; query the workspace's tables", w.at(m)))
			return
		case isTableRef && typ != "" && !tableRefs[typ]:
			w.fail(reject("%s is not allowed in FROM%s", strings.ToLower(strings.ReplaceAll(typ, "_", " ")), w.at(m)))
			return
		}
		if _, ok := m["cte_map"]; ok {
			// a WITH clause where no query node holds one: refuse rather
			// than guess its scope
			w.fail(reject("cannot read the parse of the SQL: a WITH clause outside a query"))
			return
		}
	}
	if name, ok := m["function_name"].(string); ok {
		w.function(m, name)
		if w.err != nil {
			return
		}
	}
	for _, k := range sortedKeys(m) {
		w.value(m[k], sc)
	}
}

func (w *walker) baseTable(m map[string]any, sc *scope) {
	name, _ := m["table_name"].(string)
	schema, _ := m["schema_name"].(string)
	catalog, _ := m["catalog_name"].(string)
	if at, ok := m["at_clause"]; ok && at != nil {
		w.fail(reject("AT (...) on table %s%s is not allowed", name, w.at(m)))
		return
	}
	if catalog == "" && schema == "" && sc.lookup(name) != nil {
		return
	}
	lname := strings.ToLower(name)
	canon, ok := w.g.tables[lname]
	qualifiedOK := (catalog == "" || strings.EqualFold(catalog, "memory")) && (schema == "" || strings.EqualFold(schema, "main"))
	switch {
	case ok && qualifiedOK:
		w.tables[canon] = true
		return
	case ok || catalog != "" || schema != "":
		w.fail(reject("table %s%s is not allowed: only the workspace's tables can be read", qualified(catalog, schema, name), w.at(m)))
		return
	}
	msg := fmt.Sprintf("unknown table %q%s", name, w.at(m))
	switch {
	case w.ctes[lname]:
		msg += fmt.Sprintf(": a CTE named %q is defined in this statement, but not where it could be read here (a CTE is visible only in its own WITH query and in the CTEs after it)", name)
	case catalogName(lname):
		msg += ": DuckDB's catalog is not readable; only the workspace's tables are"
	default:
		known := make([]string, 0, len(w.g.tables))
		for _, t := range w.g.tables {
			known = append(known, t)
		}
		sort.Strings(known)
		if s := config.Suggest(name, known); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else {
			msg += "; the workspace's tables are " + strings.Join(known, ", ")
		}
	}
	w.fail(reject("%s", msg))
}

// catalogName tells a DuckDB catalog view by its name, for messages.
func catalogName(n string) bool {
	for _, p := range []string{"pg_", "duckdb_", "sqlite_", "information_schema", "pragma_"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
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

func (w *walker) tableFunction(m map[string]any, sc *scope) {
	fn, _ := m["function"].(map[string]any)
	name, _ := fn["function_name"].(string)
	schema, _ := fn["schema"].(string)
	catalog, _ := fn["catalog"].(string)
	if !tableFunctions[strings.ToLower(name)] || catalog != "" || (schema != "" && !strings.EqualFold(schema, "main")) {
		w.fail(reject("table function %s() is not allowed in FROM%s; read the workspace's tables instead (allowed: range, generate_series, unnest)", qualified(catalog, schema, name), w.at(m)))
		return
	}
	for _, k := range sortedKeys(m) {
		w.value(m[k], sc)
	}
}

// pivot checks a PIVOT: an ENUM type named as its IN list must be one the
// guard named itself; its values query is rebuilt from the PIVOT's source.
func (w *walker) pivot(m map[string]any, sc *scope) {
	for _, k := range sortedKeys(m) {
		w.value(m[k], sc)
	}
	if w.err != nil {
		return
	}
	pivots, _ := m["pivots"].([]any)
	for _, p := range pivots {
		pm, _ := p.(map[string]any)
		enum, _ := pm["pivot_enum"].(string)
		if enum == "" {
			continue
		}
		switch {
		case w.known[enum]:
		case w.pivotNames[enum] && !w.pivotsSeen[enum]:
			exprs, _ := pm["pivot_expressions"].([]any)
			if len(exprs) != 1 {
				w.fail(reject("a PIVOT without IN (...) on %d expressions at once is not supported%s; list the values: ON column IN ('a', 'b')", len(exprs), w.at(m)))
				return
			}
			w.pivotsSeen[enum] = true
			w.pivots = append(w.pivots, pivotValues{enum: enum, source: m["source"], expr: exprs[0], ctes: sc.visible()})
		default:
			w.fail(reject("PIVOT ... IN %s%s is not allowed: list the values, as in IN ('a', 'b'), or leave IN out", enum, w.at(m)))
			return
		}
	}
}

func (w *walker) function(m map[string]any, name string) {
	lname := strings.ToLower(name)
	schema, _ := m["schema"].(string)
	catalog, _ := m["catalog"].(string)
	if catalog != "" || (schema != "" && !strings.EqualFold(schema, "main")) {
		w.fail(reject("function %s() is not allowed%s: call functions without a schema", qualified(catalog, schema, name), w.at(m)))
		return
	}
	if isOp, _ := m["is_operator"].(bool); isOp {
		return
	}
	if denied(lname) {
		w.fail(reject("function %s() is not allowed%s: it reads files, settings, the catalog or the environment, sleeps, or changes state", name, w.at(m)))
		return
	}
	kind, known := w.g.opts.Functions[lname]
	if !known {
		if strings.Trim(lname, "+-*/%<>=!~&|^@") == "" {
			return // an operator spelled as a function
		}
		w.fail(reject("unknown function %s()%s", name, w.at(m)))
		return
	}
	switch {
	case kind == "scalar", kind == "aggregate", kind == "macro", kind == "window":
	case tableFunctions[lname]: // unnest([1, 2]) in a select list
	case kind == "macro_query":
		w.fail(reject("function %s() is not allowed%s: it reads DuckDB's catalog", name, w.at(m)))
	default:
		w.fail(reject("function %s() (a %s function) is not allowed here%s", name, kind, w.at(m)))
	}
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
