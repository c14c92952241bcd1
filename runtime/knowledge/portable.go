package knowledge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// Portable SQL. A pipe or a verified query written in DuckDB SQL, on a
// plugin source that runs SQL in a dialect the compiler writes, runs in
// the source: DuckDB's parser reads it (the syntax tree the guard checked)
// and the source's Dialect writes it again. Column references take each
// column's own spelling; casts, date truncation, day differences,
// divisions (as a float) and case-insensitive matching are the dialect's;
// GROUP BY ALL and positions are spelled out; ORDER BY keeps DuckDB's
// NULLS LAST; every output column is named as DuckDB names it; on
// ClickHouse, which takes one JOIN per SELECT before version 20, joins
// nest, each table a subquery whose columns are named "alias.column".
//
// What it cannot write with DuckDB's meaning is not portable, and the
// builder refuses the query, saying what to do: a function it does not
// know, a window, a CTE, a subquery, a UNION, a LIKE on SQLite (which
// folds case). Nothing is copied.

// translate writes the SELECT of tree (DuckDB's serialization of the
// query, checked by the guard) in dl, naming its output columns names
// (DuckDB's). params types its $name parameters.
func translate(s *Snapshot, dl Dialect, tree string, names []string, params map[string]string) (sql string, err error) {
	var doc struct {
		Error      bool              `json:"error"`
		Statements []json.RawMessage `json:"statements"`
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(tree)))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil || doc.Error || len(doc.Statements) != 1 {
		return "", fmt.Errorf("DuckDB's parser did not read it as one statement")
	}
	var stmt node
	dec = json.NewDecoder(bytes.NewReader(doc.Statements[0]))
	dec.UseNumber()
	if err := dec.Decode(&stmt); err != nil {
		return "", err
	}
	t := &translator{s: s, dl: dl, ch: dl.Name() == "clickhouse", params: params, names: names}
	defer func() {
		if r := recover(); r != nil {
			np, ok := r.(notPortable)
			if !ok {
				panic(r)
			}
			sql, err = "", np
		}
	}()
	return t.query(stmt.node("node")), nil
}

// notPortable says what a query uses that the translator does not write.
type notPortable string

func (e notPortable) Error() string { return string(e) }

func (t *translator) fail(format string, args ...any) {
	panic(notPortable(fmt.Sprintf(format, args...)))
}

type node map[string]any

func (n node) node(k string) node {
	m, _ := n[k].(map[string]any)
	return m
}
func (n node) str(k string) string { s, _ := n[k].(string); return s }
func (n node) list(k string) []node {
	l, _ := n[k].([]any)
	out := make([]node, 0, len(l))
	for _, x := range l {
		m, _ := x.(map[string]any)
		out = append(out, m)
	}
	return out
}

// translator writes one query. It panics with notPortable.
type translator struct {
	s  *Snapshot
	dl Dialect
	ch bool // ClickHouse
	// nested: ClickHouse reads the FROM tables as subqueries whose
	// columns are named "alias.column".
	nested bool
	params map[string]string
	names  []string
	rels   []rel
	items  []item
	// aggs counts the aggregates written, to tell which select items
	// GROUP BY ALL groups by.
	aggs  int
	inAgg bool
}

// rel is a table of the FROM clause, by its alias.
type rel struct {
	alias string
	table *Table
}

// item is a select item: its output name and how it is written.
type item struct {
	name, alias string
	v           value
	agg         bool
}

// value is a written expression and the kind of what it gives.
type value struct {
	sql  string
	kind data.Kind
}

func (t *translator) query(n node) string {
	if n == nil || n.str("type") != "SELECT_NODE" {
		t.fail("a UNION or another set operation")
	}
	if m := n.node("cte_map"); m != nil && len(m.list("map")) > 0 {
		t.fail("a WITH clause")
	}
	for _, k := range []string{"qualify", "sample"} {
		if n[k] != nil {
			t.fail("%s", strings.ToUpper(k))
		}
	}
	sel := n.list("select_list")
	for _, e := range sel {
		if e.str("class") == "STAR" {
			t.fail("SELECT *: name the columns")
		}
	}
	from := t.from(n.node("from_table"))
	if len(sel) != len(t.names) {
		t.fail("%d output columns where DuckDB gives %d", len(sel), len(t.names))
	}
	seen := map[string]bool{}
	for i, e := range sel {
		aggs := t.aggs
		v := t.expr(e)
		name := t.names[i]
		if seen[name] {
			t.fail("two output columns named %q", name)
		}
		seen[name] = true
		t.items = append(t.items, item{name: name, alias: e.str("alias"), v: v, agg: t.aggs > aggs})
	}
	var b strings.Builder
	b.WriteString("SELECT ")
	var order, limit string
	for _, m := range n.list("modifiers") {
		switch m.str("type") {
		case "DISTINCT_MODIFIER":
			if len(m.list("distinct_on_targets")) > 0 {
				t.fail("DISTINCT ON")
			}
			b.WriteString("DISTINCT ")
		case "ORDER_MODIFIER":
			order = t.orderBy(m.list("orders"))
		case "LIMIT_MODIFIER":
			limit = t.limit(m)
		default:
			t.fail("%s", strings.TrimSuffix(m.str("type"), "_MODIFIER"))
		}
	}
	for i, it := range t.items {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(it.v.sql + " AS " + t.dl.Quote(it.name))
	}
	b.WriteString(" FROM " + from)
	if w := n.node("where_clause"); w != nil {
		b.WriteString(" WHERE " + t.cond(w))
	}
	if g := t.groupBy(n); g != "" {
		b.WriteString(" GROUP BY " + g)
	}
	if h := n.node("having"); h != nil {
		b.WriteString(" HAVING " + t.cond(h))
	}
	if order != "" {
		b.WriteString(" ORDER BY " + order)
	}
	b.WriteString(limit)
	return b.String()
}

// from writes the FROM clause and sets the tables in scope.
func (t *translator) from(n node) string {
	if n == nil {
		t.fail("a SELECT without FROM")
	}
	type join struct {
		kind string
		r    rel
		cond node
	}
	var first rel
	var joins []join
	var walk func(n node)
	walk = func(n node) {
		switch n.str("type") {
		case "BASE_TABLE":
			r := t.relOf(n)
			if len(t.rels) == 0 {
				first = r
			}
			t.rels = append(t.rels, r)
		case "JOIN":
			if n.str("ref_type") != "REGULAR" || len(n.list("using_columns")) > 0 {
				t.fail("a %s JOIN", strings.ToUpper(n.str("ref_type")))
			}
			kind := n.str("join_type")
			if kind != "INNER" && kind != "LEFT" {
				t.fail("a %s JOIN", kind)
			}
			walk(n.node("left"))
			right := n.node("right")
			if right.str("type") != "BASE_TABLE" {
				t.fail("a join of a subquery or of joins in parentheses")
			}
			r := t.relOf(right)
			t.rels = append(t.rels, r)
			joins = append(joins, join{kind: kind, r: r, cond: n.node("condition")})
		case "SUBQUERY":
			t.fail("a subquery in FROM")
		case "EMPTY":
			t.fail("a SELECT without FROM")
		default:
			t.fail("a %s in FROM", strings.ToLower(n.str("type")))
		}
	}
	walk(n)
	if !t.ch {
		var b strings.Builder
		b.WriteString(t.tableRef(first))
		for _, j := range joins {
			fmt.Fprintf(&b, " %s JOIN %s ON %s", j.kind, t.tableRef(j.r), t.cond(j.cond))
		}
		return b.String()
	}
	if len(joins) == 0 && !t.aliasShadows() {
		return t.dl.Quote(first.table.Name) // plain: an aggregate runs on the shards
	}
	// one JOIN per SELECT, each side a subquery of "alias.column" names
	t.nested = true
	cur := t.renamed(first)
	left := map[string]bool{strings.ToLower(first.alias): true}
	for _, j := range joins {
		on := t.chJoinOn(j.cond, left, j.r)
		cur = fmt.Sprintf("SELECT * FROM (%s) GLOBAL ALL %s JOIN (%s) ON %s", cur, j.kind, t.renamed(j.r), on)
		left[strings.ToLower(j.r.alias)] = true
	}
	return "(" + cur + ")"
}

// aliasShadows: a select alias is spelled as a column of the FROM table.
// ClickHouse lets an alias stand for its expression anywhere in the
// query, so such a query reads its columns renamed.
func (t *translator) aliasShadows() bool {
	for _, n := range t.names {
		for _, r := range t.rels {
			for _, c := range r.table.Columns {
				if c.Name == n {
					return true
				}
			}
		}
	}
	return false
}

func (t *translator) relOf(n node) rel {
	if n.str("schema_name") != "" || n.str("catalog_name") != "" {
		t.fail("a table named with its schema")
	}
	name := n.str("table_name")
	tab := t.s.Tables[name]
	if tab == nil {
		for _, x := range t.s.Tables {
			if strings.EqualFold(x.Name, name) {
				tab = x
			}
		}
	}
	if tab == nil {
		t.fail("table %q, which is not one of the source's", name)
	}
	alias := n.str("alias")
	if alias == "" {
		alias = tab.Name
	}
	for _, r := range t.rels {
		if strings.EqualFold(r.alias, alias) {
			t.fail("two tables named %q", alias)
		}
	}
	return rel{alias: alias, table: tab}
}

func (t *translator) tableRef(r rel) string {
	return t.dl.Quote(r.table.Name) + " AS " + t.dl.Quote(r.alias)
}

// renamed selects a table's columns as "alias.column".
func (t *translator) renamed(r rel) string {
	cols := make([]string, len(r.table.Columns))
	for i, c := range r.table.Columns {
		cols[i] = t.dl.Quote(c.Name) + " AS " + t.dl.Quote(r.alias+"."+c.Name)
	}
	return "SELECT " + strings.Join(cols, ", ") + " FROM " + t.dl.Quote(r.table.Name)
}

// chJoinOn writes a ClickHouse join's condition: equalities of a column
// of the left side with one of the right table, joined by AND.
func (t *translator) chJoinOn(cond node, left map[string]bool, right rel) string {
	var eqs []string
	var walk func(n node)
	walk = func(n node) {
		switch {
		case n.str("type") == "CONJUNCTION_AND":
			for _, c := range n.list("children") {
				walk(c)
			}
		case n.str("type") == "COMPARE_EQUAL" && n.node("left").str("class") == "COLUMN_REF" && n.node("right").str("class") == "COLUMN_REF":
			a, b := t.colRel(n.node("left")), t.colRel(n.node("right"))
			if strings.EqualFold(a, right.alias) {
				n = node{"left": n["right"], "right": n["left"]}
				a, b = b, a
			}
			if !left[strings.ToLower(a)] || !strings.EqualFold(b, right.alias) {
				t.fail("a join condition ClickHouse cannot take (one column of each side per equality)")
			}
			eqs = append(eqs, t.expr(n.node("left")).sql+" = "+t.expr(n.node("right")).sql)
		default:
			t.fail("a join condition ClickHouse cannot take (equalities joined by AND)")
		}
	}
	walk(cond)
	return strings.Join(eqs, " AND ")
}

// colRel is the alias of the table a column reference reads.
func (t *translator) colRel(n node) string {
	r, c := t.resolve(n)
	if c == nil {
		t.fail("a join condition on something that is not a column")
	}
	return r.alias
}

// resolve finds the table and column a reference names; no column for a
// bare name no table has (it may be a select alias).
func (t *translator) resolve(n node) (rel, *Column) {
	raw, _ := n["column_names"].([]any)
	parts := make([]string, len(raw))
	for i, p := range raw {
		parts[i], _ = p.(string)
	}
	switch len(parts) {
	case 1:
		var found rel
		var col *Column
		for _, r := range t.rels {
			if c := r.table.Column(parts[0]); c != nil {
				if col != nil {
					t.fail("column %q, which more than one table has: name its table", parts[0])
				}
				found, col = r, c
			}
		}
		return found, col
	case 2:
		for _, r := range t.rels {
			if strings.EqualFold(r.alias, parts[0]) {
				c := r.table.Column(parts[1])
				if c == nil {
					t.fail("column %q, which table %s does not have", parts[1], r.table.Name)
				}
				return r, c
			}
		}
		t.fail("%q, which names no table of the query", parts[0])
	}
	t.fail("a column named %q", strings.Join(parts, "."))
	return rel{}, nil
}

// item finds a select item by its alias or output name.
func (t *translator) item(name string) *item {
	for i := range t.items {
		if strings.EqualFold(t.items[i].alias, name) || strings.EqualFold(t.items[i].name, name) {
			return &t.items[i]
		}
	}
	return nil
}

func (t *translator) groupBy(n node) string {
	var keys []string
	if n.str("aggregate_handling") == "FORCE_AGGREGATES" { // GROUP BY ALL
		for _, it := range t.items {
			if !it.agg {
				keys = append(keys, it.v.sql)
			}
		}
		if len(keys) == len(t.items) {
			return "" // nothing to aggregate: no grouping, as in DuckDB
		}
		return strings.Join(keys, ", ")
	}
	if sets := n.list("group_sets"); len(sets) > 1 {
		t.fail("GROUPING SETS, ROLLUP or CUBE")
	}
	for _, g := range n.list("group_expressions") {
		keys = append(keys, t.groupKey(g))
	}
	return strings.Join(keys, ", ")
}

// groupKey writes a GROUP BY term: a position or a select alias stands
// for its item's expression.
func (t *translator) groupKey(g node) string {
	if k, ok := t.position(g); ok {
		return t.items[k].v.sql
	}
	return t.expr(g).sql // a select alias stands for its item's expression
}

// position reads an integer constant as a select item's index.
func (t *translator) position(n node) (int, bool) {
	if n.str("class") != "CONSTANT" {
		return 0, false
	}
	v := n.node("value")
	if id := v.node("type").str("id"); id != "INTEGER" && id != "BIGINT" {
		return 0, false
	}
	k, err := strconv.Atoi(fmt.Sprint(v["value"]))
	if err != nil || k < 1 || k > len(t.items) {
		t.fail("position %v, which is no output column", v["value"])
	}
	return k - 1, true
}

// orderBy writes ORDER BY terms: a position or a select alias is the
// output column's name, as every dialect takes it.
func (t *translator) orderBy(orders []node) string {
	var terms []string
	for _, o := range orders {
		e := o.node("expression")
		key := ""
		if k, ok := t.position(e); ok {
			key = t.dl.Quote(t.items[k].name)
		} else if e.str("class") == "COLUMN_REF" {
			if parts, _ := e["column_names"].([]any); len(parts) == 1 {
				if it := t.item(fmt.Sprint(parts[0])); it != nil {
					key = t.dl.Quote(it.name)
				}
			}
		}
		if key == "" {
			key = t.expr(e).sql
		}
		desc := o.str("type") == "DESCENDING"
		switch o.str("null_order") {
		case "NULLS FIRST", "NULLS_FIRST":
			terms = append(terms, key+order(desc)+" NULLS FIRST")
		default: // DuckDB's default is NULLS LAST
			terms = append(terms, t.dl.OrderBy(key, desc))
		}
	}
	return strings.Join(terms, ", ")
}

func (t *translator) limit(m node) string {
	if m["offset"] != nil {
		t.fail("OFFSET")
	}
	l := m.node("limit")
	switch l.str("class") {
	case "CONSTANT":
		n, err := strconv.Atoi(fmt.Sprint(l.node("value")["value"]))
		if err != nil || n < 0 {
			t.fail("LIMIT %v", l.node("value")["value"])
		}
		return t.dl.Limit(n)
	case "PARAMETER":
		name := l.str("identifier")
		if t.params[name] != config.TypeInt {
			t.fail("LIMIT $%s, which is not an int parameter", name)
		}
		return " LIMIT " + t.dl.Param(name)
	}
	t.fail("a LIMIT that is not a number or a parameter")
	return ""
}

// cond writes a condition.
func (t *translator) cond(n node) string { return t.expr(n).sql }

func (t *translator) expr(n node) value {
	switch n.str("class") {
	case "COLUMN_REF":
		r, c := t.resolve(n)
		if c == nil {
			parts, _ := n["column_names"].([]any)
			if len(parts) == 1 {
				if it := t.item(fmt.Sprint(parts[0])); it != nil {
					return it.v
				}
			}
			t.fail("column %q, which no table of the query has", fmt.Sprint(parts...))
		}
		if t.ch && t.nested {
			return value{t.dl.Quote(r.alias + "." + c.Name), c.Kind}
		}
		if t.ch {
			return value{t.dl.Quote(c.Name), c.Kind}
		}
		return value{t.dl.Quote(r.alias) + "." + t.dl.Quote(c.Name), c.Kind}
	case "CONSTANT":
		return t.constant(n.node("value"))
	case "PARAMETER":
		name := n.str("identifier")
		typ, ok := t.params[name]
		if !ok {
			t.fail("parameter $%s, which is not declared", name)
		}
		return value{t.dl.Param(name), paramKind(typ)}
	case "CAST":
		return t.cast(n)
	case "COMPARISON":
		return t.compare(n.str("type"), t.expr(n.node("left")), t.expr(n.node("right")))
	case "BETWEEN":
		x := t.expr(n.node("input"))
		lo, hi := t.compare("COMPARE_GREATERTHANOREQUALTO", x, t.expr(n.node("lower"))), t.compare("COMPARE_LESSTHANOREQUALTO", x, t.expr(n.node("upper")))
		return value{"(" + lo.sql + " AND " + hi.sql + ")", data.Bool}
	case "CONJUNCTION":
		op := map[string]string{"CONJUNCTION_AND": " AND ", "CONJUNCTION_OR": " OR "}[n.str("type")]
		if op == "" {
			t.fail("%s", n.str("type"))
		}
		var parts []string
		for _, c := range n.list("children") {
			parts = append(parts, t.expr(c).sql)
		}
		return value{"(" + strings.Join(parts, op) + ")", data.Bool}
	case "OPERATOR":
		return t.operator(n)
	case "CASE":
		var b strings.Builder
		b.WriteString("CASE")
		kind := data.Kind("")
		for _, c := range n.list("case_checks") {
			then := t.expr(c.node("then_expr"))
			if kind == "" || kind == data.Other {
				kind = then.kind
			}
			fmt.Fprintf(&b, " WHEN %s THEN %s", t.expr(c.node("when_expr")).sql, then.sql)
		}
		if e := n.node("else_expr"); e != nil {
			b.WriteString(" ELSE " + t.expr(e).sql)
		}
		b.WriteString(" END")
		return value{b.String(), kind}
	case "FUNCTION":
		return t.function(n)
	case "STAR":
		t.fail("SELECT *: name the columns")
	case "WINDOW":
		t.fail("a window function")
	case "SUBQUERY":
		t.fail("a subquery")
	}
	t.fail("%s", strings.ToLower(n.str("class")))
	return value{}
}

func paramKind(typ string) data.Kind {
	switch typ {
	case config.TypeInt:
		return data.Int
	case config.TypeFloat:
		return data.Float
	case config.TypeBool:
		return data.Bool
	case config.TypeDate:
		return data.Date
	}
	return data.String
}

func (t *translator) constant(v node) value {
	typ := v.node("type")
	if b, _ := v["is_null"].(bool); b {
		return value{"NULL", data.Other}
	}
	raw := v["value"]
	switch id := typ.str("id"); id {
	case "VARCHAR":
		s, _ := raw.(string)
		return value{t.dl.Literal(s), data.String}
	case "BOOLEAN":
		b, _ := raw.(bool)
		return value{t.dl.Literal(b), data.Bool}
	case "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER", "UBIGINT":
		return value{fmt.Sprint(raw), data.Int}
	case "DOUBLE", "FLOAT":
		f, err := strconv.ParseFloat(fmt.Sprint(raw), 64)
		if err != nil {
			t.fail("the number %v", raw)
		}
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return value{s, data.Float}
	case "DECIMAL":
		scale, _ := strconv.Atoi(fmt.Sprint(typ.node("type_info")["scale"]))
		digits := fmt.Sprint(raw)
		neg := strings.HasPrefix(digits, "-")
		digits = strings.TrimPrefix(digits, "-")
		for len(digits) <= scale {
			digits = "0" + digits
		}
		s := digits[:len(digits)-scale] + "." + digits[len(digits)-scale:]
		if scale == 0 {
			s = digits + ".0"
		}
		if neg {
			s = "-" + s
		}
		return value{s, data.Float}
	default:
		t.fail("a constant of type %s", id)
	}
	return value{}
}

func (t *translator) cast(n node) value {
	if b, _ := n["try_cast"].(bool); b {
		t.fail("TRY_CAST")
	}
	to := n.node("cast_type").str("id")
	child := n.node("child")
	if to == "DATE" {
		if child.str("class") == "CONSTANT" && child.node("value").node("type").str("id") == "VARCHAR" {
			if d, err := time.Parse(time.DateOnly, fmt.Sprint(child.node("value")["value"])); err == nil {
				return value{t.dl.Date(d), data.Date}
			}
		}
		if fn := strings.ToLower(child.str("function_name")); child.str("class") == "FUNCTION" && (fn == "date_trunc" || fn == "datetrunc") {
			return t.truncate(child) // the dialect's truncation is a DATE already
		}
		return value{t.dl.CastDate(t.expr(child).sql), data.Date}
	}
	x := t.expr(child)
	name := t.dl.Name()
	switch to {
	case "BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT":
		if x.kind == data.Float {
			t.fail("a cast of a number with decimals to an integer (engines round it differently)")
		}
		return value{map[string]string{"duckdb": "CAST(%s AS BIGINT)", "postgres": "CAST(%s AS BIGINT)", "sqlite": "CAST(%s AS INTEGER)", "clickhouse": "toInt64(%s)"}[name], data.Int}.format(x.sql)
	case "DOUBLE", "FLOAT", "DECIMAL":
		return value{map[string]string{"duckdb": "CAST(%s AS DOUBLE)", "postgres": "CAST(%s AS DOUBLE PRECISION)", "sqlite": "CAST(%s AS REAL)", "clickhouse": "toFloat64(%s)"}[name], data.Float}.format(x.sql)
	case "VARCHAR":
		if x.kind != data.String && x.kind != data.Int {
			t.fail("a cast of a %s to text (engines write it differently)", x.kind)
		}
		return value{map[string]string{"duckdb": "CAST(%s AS VARCHAR)", "postgres": "CAST(%s AS TEXT)", "sqlite": "CAST(%s AS TEXT)", "clickhouse": "toString(%s)"}[name], data.String}.format(x.sql)
	}
	t.fail("a cast to %s", to)
	return value{}
}

func (v value) format(arg string) value { return value{fmt.Sprintf(v.sql, arg), v.kind} }

var comparisons = map[string]string{
	"COMPARE_EQUAL": "=", "COMPARE_NOTEQUAL": "<>", "COMPARE_LESSTHAN": "<", "COMPARE_GREATERTHAN": ">",
	"COMPARE_LESSTHANOREQUALTO": "<=", "COMPARE_GREATERTHANOREQUALTO": ">=",
}

var flipped = map[string]string{"=": "=", "<>": "<>", "<": ">", ">": "<", "<=": ">=", ">=": "<="}

// compare writes a comparison; a timestamp compared with a date is the
// dialect's DateCmp (as DuckDB compares them: the date at midnight).
func (t *translator) compare(typ string, l, r value) value {
	op, ok := comparisons[typ]
	if !ok {
		t.fail("%s", strings.ToLower(strings.TrimPrefix(typ, "COMPARE_")))
	}
	switch {
	case l.kind == data.Timestamp && r.kind == data.Date:
		return value{"(" + t.dl.DateCmp(l.sql, true, op, r.sql) + ")", data.Bool}
	case r.kind == data.Timestamp && l.kind == data.Date:
		return value{"(" + t.dl.DateCmp(r.sql, true, flipped[op], l.sql) + ")", data.Bool}
	case l.kind == data.Date && r.kind == data.Date:
		return value{"(" + t.dl.DateCmp(l.sql, false, op, r.sql) + ")", data.Bool}
	}
	return value{"(" + l.sql + " " + op + " " + r.sql + ")", data.Bool}
}

func (t *translator) operator(n node) value {
	kids := n.list("children")
	switch n.str("type") {
	case "OPERATOR_NOT":
		return value{"(NOT " + t.expr(kids[0]).sql + ")", data.Bool}
	case "OPERATOR_IS_NULL":
		return value{"(" + t.expr(kids[0]).sql + " IS NULL)", data.Bool}
	case "OPERATOR_IS_NOT_NULL":
		return value{"(" + t.expr(kids[0]).sql + " IS NOT NULL)", data.Bool}
	case "COMPARE_IN", "COMPARE_NOT_IN":
		x := t.expr(kids[0])
		var vals []string
		for _, k := range kids[1:] {
			v := t.expr(k)
			if v.kind.IsTime() || x.kind.IsTime() {
				t.fail("IN with dates")
			}
			vals = append(vals, v.sql)
		}
		op := " IN ("
		if n.str("type") == "COMPARE_NOT_IN" {
			op = " NOT IN ("
		}
		return value{"(" + x.sql + op + strings.Join(vals, ", ") + "))", data.Bool}
	case "OPERATOR_COALESCE":
		var parts []string
		kind := data.Kind("")
		for _, k := range kids {
			v := t.expr(k)
			if kind == "" || kind == data.Other {
				kind = v.kind
			}
			parts = append(parts, v.sql)
		}
		return value{"coalesce(" + strings.Join(parts, ", ") + ")", kind}
	}
	t.fail("%s", strings.ToLower(strings.TrimPrefix(n.str("type"), "OPERATOR_")))
	return value{}
}

// aggregates are the aggregate functions the translator writes.
var aggregates = map[string]bool{"count_star": true, "count": true, "sum": true, "avg": true, "min": true, "max": true, "median": true}

func (t *translator) function(n node) value {
	name := strings.ToLower(n.str("function_name"))
	if n.str("schema") != "" || n.str("catalog") != "" {
		t.fail("function %s.%s", n.str("schema"), name)
	}
	kids := n.list("children")
	if aggregates[name] {
		return t.aggregate(name, n, kids)
	}
	if n["filter"] != nil || (n.node("order_bys") != nil && len(n.node("order_bys").list("orders")) > 0) {
		t.fail("FILTER or ORDER BY in %s", name)
	}
	if d, _ := n["distinct"].(bool); d {
		t.fail("DISTINCT in %s", name)
	}
	args := func() []value {
		out := make([]value, len(kids))
		for i, k := range kids {
			out[i] = t.expr(k)
		}
		return out
	}
	dialect := t.dl.Name()
	switch name {
	case "+", "-", "*":
		a := args()
		if len(a) == 1 && name == "-" {
			return value{"(-" + a[0].sql + ")", a[0].kind}
		}
		if len(a) != 2 {
			t.fail("operator %s", name)
		}
		for _, x := range a {
			if x.kind.IsTime() {
				t.fail("arithmetic on dates")
			}
		}
		kind := data.Int
		if a[0].kind != data.Int || a[1].kind != data.Int {
			kind = data.Float
		}
		return value{"(" + a[0].sql + " " + name + " " + a[1].sql + ")", kind}
	case "/":
		a := args()
		return value{"(" + divide(dialect, a[0].sql, a[1].sql) + ")", data.Float}
	case "||":
		a := args()
		for _, x := range a {
			if x.kind != data.String {
				t.fail("|| on a %s (engines write it differently)", x.kind)
			}
		}
		if t.ch {
			return value{"concat(" + a[0].sql + ", " + a[1].sql + ")", data.String}
		}
		return value{"(" + a[0].sql + " || " + a[1].sql + ")", data.String}
	case "~~", "!~~":
		if dialect == "sqlite" {
			t.fail("LIKE, which ignores case in SQLite: write ILIKE, or the pipe in SQLite's SQL")
		}
		a := args()
		not := ""
		if name == "!~~" {
			not = "NOT "
		}
		return value{"(" + a[0].sql + " " + not + "LIKE " + a[1].sql + ")", data.Bool}
	case "~~*", "!~~*":
		a := args()
		m := "(" + t.dl.MatchFold(a[0].sql, a[1].sql) + ")"
		if name == "!~~*" {
			m = "(NOT " + m + ")"
		}
		return value{m, data.Bool}
	case "year":
		a := args()
		if len(a) != 1 || !a[0].kind.IsTime() {
			t.fail("year of something that is not a date")
		}
		return value{t.dl.Trunc("year", a[0].sql), data.Int}
	case "date_trunc", "datetrunc":
		// DuckDB's is a TIMESTAMP, the dialects' a DATE
		t.fail("date_trunc without a cast to DATE (write CAST(date_trunc('month', x) AS DATE))")
	case "date_diff", "datediff":
		if part := t.stringArg(kids, 0, name); part != "day" && part != "days" {
			t.fail("%s in %q", name, part)
		}
		from, to := t.expr(kids[1]), t.expr(kids[2])
		if !from.kind.IsTime() || !to.kind.IsTime() {
			t.fail("%s of something that is not a date", name)
		}
		return value{dayDiff(dialect, from.sql, to.sql), data.Int}
	case "coalesce":
		return t.operator(node{"type": "OPERATOR_COALESCE", "children": n["children"]})
	case "nullif":
		a := args()
		fn := "nullif"
		if t.ch {
			fn = "nullIf"
		}
		return value{fn + "(" + a[0].sql + ", " + a[1].sql + ")", a[0].kind}
	case "abs":
		a := args()
		return value{"abs(" + a[0].sql + ")", a[0].kind}
	case "lower", "upper":
		if dialect == "sqlite" {
			t.fail("%s, which folds ASCII letters only in SQLite", name)
		}
		a := args()
		fn := name
		if t.ch {
			fn += "UTF8"
		}
		return value{fn + "(" + a[0].sql + ")", data.String}
	case "length":
		a := args()
		if a[0].kind != data.String {
			t.fail("length of a %s", a[0].kind)
		}
		fn := "length"
		if t.ch {
			fn = "lengthUTF8"
		}
		return value{fn + "(" + a[0].sql + ")", data.Int}
	}
	t.fail("function %s", name)
	return value{}
}

// truncate writes CAST(date_trunc(grain, x) AS DATE).
func (t *translator) truncate(n node) value {
	kids := n.list("children")
	grain := t.stringArg(kids, 0, "date_trunc")
	switch grain {
	case "quarter", "month", "week", "day":
	default:
		t.fail("date_trunc to %q", grain)
	}
	if len(kids) != 2 {
		t.fail("date_trunc of %d arguments", len(kids))
	}
	x := t.expr(kids[1])
	if !x.kind.IsTime() {
		t.fail("date_trunc of something that is not a date")
	}
	return value{t.dl.Trunc(grain, x.sql), data.Date}
}

func (t *translator) stringArg(kids []node, i int, fn string) string {
	if len(kids) <= i || kids[i].str("class") != "CONSTANT" {
		t.fail("%s without a constant part name", fn)
	}
	return strings.ToLower(fmt.Sprint(kids[i].node("value")["value"]))
}

// divide is DuckDB's /, a float's division; by zero it is infinite,
// which PostgreSQL refuses and SQLite makes NULL: NULL there.
func divide(dialect, n, d string) string {
	switch dialect {
	case "postgres":
		return "CAST(" + n + " AS DOUBLE PRECISION) / NULLIF(" + d + ", 0)"
	case "sqlite":
		return "CAST(" + n + " AS REAL) / " + d
	case "clickhouse":
		return "toFloat64(" + n + ") / " + d
	}
	return n + " / " + d
}

// dayDiff is DuckDB's date_diff('day', from, to): days between the dates.
func dayDiff(dialect, from, to string) string {
	switch dialect {
	case "postgres":
		return "(CAST(" + to + " AS DATE) - CAST(" + from + " AS DATE))"
	case "sqlite":
		return "CAST(julianday(date(" + to + ")) - julianday(date(" + from + ")) AS INTEGER)"
	case "clickhouse":
		return "dateDiff('day', " + from + ", " + to + ")"
	}
	return "date_diff('day', " + from + ", " + to + ")"
}

func (t *translator) aggregate(name string, n node, kids []node) value {
	if t.inAgg {
		t.fail("an aggregate inside an aggregate")
	}
	if ob := n.node("order_bys"); ob != nil && len(ob.list("orders")) > 0 {
		t.fail("ORDER BY inside %s", name)
	}
	t.inAgg = true
	defer func() { t.inAgg = false }()
	t.aggs++
	distinct, _ := n["distinct"].(bool)
	var filter string
	if f := n.node("filter"); f != nil {
		filter = t.cond(f)
	}
	arg := func() value {
		if len(kids) != 1 {
			t.fail("%s of %d arguments", name, len(kids))
		}
		v := t.expr(kids[0])
		if filter != "" {
			v.sql = "CASE WHEN " + filter + " THEN " + v.sql + " END"
		}
		return v
	}
	if distinct && name != "count" {
		t.fail("DISTINCT in %s", name)
	}
	switch name {
	case "count_star":
		if filter != "" {
			return value{"COUNT(CASE WHEN " + filter + " THEN 1 END)", data.Int}
		}
		return value{"COUNT(*)", data.Int}
	case "count":
		a := arg()
		if distinct {
			return value{t.dl.CountDistinct(a.sql), data.Int}
		}
		return value{"COUNT(" + a.sql + ")", data.Int}
	case "sum":
		a := arg()
		kind := data.Float
		if a.kind == data.Int {
			kind = data.Int
		}
		return value{"SUM(" + a.sql + ")", kind}
	case "avg":
		return value{"AVG(" + arg().sql + ")", data.Float}
	case "min", "max":
		a := arg()
		return value{strings.ToUpper(name) + "(" + a.sql + ")", a.kind}
	case "median":
		a := arg()
		m := t.dl.Median(a.sql)
		if m == "" || a.kind.IsTime() {
			t.fail("median in %s", t.dl.Name())
		}
		return value{m, data.Float}
	}
	t.fail("aggregate %s", name)
	return value{}
}
