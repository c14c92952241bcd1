package runtime

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// A repair of generated SQL that worked often worked because it added
// what the knowledge lacks: a condition the question's words stand for
// (WHERE status = 'void' for "void invoices"), or a relationship between
// two tables that no join declares. Those become filter and join
// learnings, which the next load applies offline like filter and join
// blocks (knowledge's learned). Both SQL texts are read with DuckDB's own
// parser (json_serialize_sql), never with patterns.

// learnFrom is the Learn callback of one ask: it saves the learning a
// repair made, or the filter and join learnings its SQL repair teaches in
// its place, and notes the IDs saved.
func (r *Runtime) learnFrom(st *state, saved *[]string) func(*config.Learning) error {
	return func(l *config.Learning) error {
		ls := []*config.Learning{l}
		if derived := repairLessons(r.life, st, l); len(derived) > 0 {
			*l = *derived[0] // the answer cites the first by its ID
			ls = append([]*config.Learning{l}, derived[1:]...)
		}
		if err := r.appendLearnings(ls...); err != nil {
			return err
		}
		for _, x := range ls {
			*saved = append(*saved, x.ID)
		}
		return nil
	}
}

// repairLessons compares a repair's original and corrected SQL and returns
// a filter learning per condition the correction added on one table (not
// on a date or time column: periods are understood already; nor one a
// filter block or a metric already has), and a join learning per equality
// that the correction added between two tables no join relates. Each
// carries the repair's evidence.
func repairLessons(ctx context.Context, st *state, l *config.Learning) []*config.Learning {
	if l.OriginalSQL == "" || l.CorrectedSQL == "" {
		return nil
	}
	s := st.snap
	p := &sqlReader{s: s, ctx: ctx}
	for _, name := range knowledge.SortedNames(s.Sources) {
		if src := s.Sources[name]; src.DB != nil {
			p.db = src.DB
			break
		}
	}
	if p.db == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	p.ctx = ctx
	before, ok := p.read(l.OriginalSQL)
	if !ok {
		before = &sqlFacts{} // SQL that did not parse added nothing of its own
	}
	after, ok := p.read(l.CorrectedSQL)
	if !ok {
		return nil
	}
	var out []*config.Learning
	lesson := func(category string) *config.Learning {
		x := *l
		x.Category, x.Term, x.Dimension, x.Value, x.Expr, x.JoinColumn, x.References = category, "", "", "", "", "", ""
		x.Flag, x.FlagReason, x.FlaggedAt = "", "", ""
		return &x
	}
	for _, c := range after.conds {
		if before.has(c) || p.declared(c) {
			continue
		}
		x := lesson("filter_required")
		x.Tables, x.Expr = []string{c.table}, c.expr
		x.Term = termFor(st, l.Question, c)
		if x.Term != "" {
			x.Description = fmt.Sprintf("Repair that worked: in questions, %q means the condition %s on %s.", x.Term, c.expr, c.table)
		} else {
			x.Description = fmt.Sprintf("Repair that worked: the question needed the condition %s on %s.", c.expr, c.table)
		}
		x.ID = lessonID(x.Category, c.table, knowledge.SameExpr(c.expr), knowledge.Fold(x.Term))
		out = append(out, x)
	}
	for _, j := range after.joins {
		if before.joined(j) || related(s, j.from, j.to) {
			continue
		}
		j = p.direct(j)
		x := lesson("join_pattern")
		x.Tables, x.JoinColumn, x.References = []string{j.from, j.to}, j.column, j.references
		x.Description = fmt.Sprintf("Repair that worked: %s.%s references %s.%s, a relationship no join declares.", j.from, j.column, j.to, j.references)
		x.ID = lessonID(x.Category, j.from, j.column, j.to, j.references)
		if !slices.ContainsFunc(out, func(o *config.Learning) bool { return o.ID == x.ID }) {
			out = append(out, x)
		}
	}
	return out
}

// sqlFacts are what one SQL text does: its conditions on one table, and
// the equalities that join two.
type sqlFacts struct {
	conds []sqlCond
	joins []sqlJoin
}

type sqlCond struct {
	table, expr string
	// literals are the condition's text constants; time says it reads a
	// date or time column.
	literals []string
	time     bool
}

type sqlJoin struct{ from, column, to, references string }

func (f *sqlFacts) has(c sqlCond) bool {
	return slices.ContainsFunc(f.conds, func(o sqlCond) bool {
		return o.table == c.table && knowledge.SameExpr(o.expr) == knowledge.SameExpr(c.expr)
	})
}

func (f *sqlFacts) joined(j sqlJoin) bool {
	return slices.ContainsFunc(f.joins, func(o sqlJoin) bool { return o.from == j.from && o.to == j.to || o.from == j.to && o.to == j.from })
}

// declared: a filter block or a metric of the table already has the
// condition (compared as the parser prints both), or it reads a date or
// time (a period).
func (p *sqlReader) declared(c sqlCond) bool {
	if c.time {
		return true
	}
	same := knowledge.SameExpr(c.expr)
	for _, f := range p.s.Filters {
		if f.Table == c.table && knowledge.SameExpr(p.canon(f.Expr)) == same {
			return true
		}
	}
	for _, m := range p.s.Metrics {
		if m.Table != c.table {
			continue
		}
		for _, x := range m.Metric.Filters {
			if knowledge.SameExpr(p.canon(x)) == same {
				return true
			}
		}
	}
	return false
}

// canon is a condition as the parser prints it (itself when it does not
// parse).
func (p *sqlReader) canon(expr string) string {
	raw, err := p.db.Serialize(p.ctx, "SELECT "+expr)
	if err != nil {
		return expr
	}
	var tree struct {
		Error      bool             `json:"error"`
		Statements []map[string]any `json:"statements"`
	}
	if decodeJSON(raw, &tree) != nil || tree.Error || len(tree.Statements) != 1 {
		return expr
	}
	items, _ := asMap(tree.Statements[0]["node"])["select_list"].([]any)
	if len(items) != 1 {
		return expr
	}
	if out, ok := p.text(asMap(items[0])); ok {
		return out
	}
	return expr
}

func related(s *knowledge.Snapshot, a, b string) bool {
	for _, t := range []string{a, b} {
		if tb := s.Tables[t]; tb != nil {
			for _, j := range tb.Joins {
				if j.To == a || j.To == b {
					return true
				}
			}
		}
	}
	return false
}

// termFor is the question's words for a condition: a text constant of it
// that the question names, else the words the offline reading did not
// understand (at most three), else none (the learning then waits for a
// reviewer to promote it with words).
func termFor(st *state, question string, c sqlCond) string {
	q := " " + strings.Join(knowledge.Words(question), " ") + " "
	for _, lit := range c.literals {
		if w := strings.Join(knowledge.Words(lit), " "); w != "" && strings.Contains(q, " "+w+" ") {
			return w
		}
	}
	if in := st.engine.Plan(question); in != nil && in.Planned != nil {
		if u := in.Evidence.Unexplained; len(u) > 0 && len(u) <= 3 {
			return strings.Join(u, " ")
		}
	}
	return ""
}

func lessonID(category string, parts ...string) string {
	key := category + "|" + strings.Join(parts, "|")
	var h uint32 = 2166136261
	for i := 0; i < len(key); i++ {
		h ^= uint32(key[i])
		h *= 16777619
	}
	return fmt.Sprintf("%s_%08x", category, h)
}

// sqlReader reads SQL texts through DuckDB's parser.
type sqlReader struct {
	s   *knowledge.Snapshot
	db  *engine.DB
	ctx context.Context
}

// read returns the conditions and joins of one SELECT statement.
func (p *sqlReader) read(sql string) (*sqlFacts, bool) {
	raw, err := p.db.Serialize(p.ctx, sql)
	if err != nil {
		return nil, false
	}
	var tree struct {
		Error      bool             `json:"error"`
		Statements []map[string]any `json:"statements"`
	}
	if decodeJSON(raw, &tree) != nil || tree.Error || len(tree.Statements) != 1 {
		return nil, false
	}
	f := &sqlFacts{}
	p.node(asMap(tree.Statements[0]["node"]), f)
	return f, true
}

// node reads a query node: its FROM (tables by alias, joins), then the
// conjuncts of its WHERE.
func (p *sqlReader) node(n map[string]any, f *sqlFacts) {
	if n == nil {
		return
	}
	if n["type"] != "SELECT_NODE" {
		for _, k := range []string{"left", "right"} { // set operations
			p.node(asMap(n[k]), f)
		}
		return
	}
	scope := map[string]string{} // alias or name → table
	var tables []string
	var conds []any
	var from func(m map[string]any)
	from = func(m map[string]any) {
		switch m["type"] {
		case "BASE_TABLE":
			name, _ := m["table_name"].(string)
			t := p.table(name)
			if t == "" {
				return
			}
			tables = append(tables, t)
			scope[strings.ToLower(name)] = t
			if a, _ := m["alias"].(string); a != "" {
				scope[strings.ToLower(a)] = t
			}
		case "JOIN":
			l, r := asMap(m["left"]), asMap(m["right"])
			from(l)
			from(r)
			conds = append(conds, m["condition"])
			if using, _ := m["using_columns"].([]any); len(using) > 0 && l["type"] == "BASE_TABLE" && r["type"] == "BASE_TABLE" {
				lt, rt := p.table(str(l["table_name"])), p.table(str(r["table_name"]))
				for _, u := range using {
					if lt != "" && rt != "" {
						f.joins = append(f.joins, sqlJoin{lt, str(u), rt, str(u)})
					}
				}
			}
		case "SUBQUERY":
			if sub := asMap(m["subquery"]); sub != nil {
				p.node(asMap(sub["node"]), f)
			}
		}
	}
	from(asMap(n["from_table"]))
	conds = append(conds, n["where_clause"])
	for _, c := range conds {
		for _, x := range conjuncts(asMap(c)) {
			p.conjunct(x, scope, tables, f)
		}
	}
}

func (p *sqlReader) conjunct(x map[string]any, scope map[string]string, tables []string, f *sqlFacts) {
	var refs []map[string]any
	var literals []string
	nested := false
	walk(x, func(m map[string]any) {
		switch m["type"] {
		case "COLUMN_REF":
			refs = append(refs, m)
		case "VALUE_CONSTANT":
			if v := asMap(m["value"]); v != nil {
				if s, ok := v["value"].(string); ok {
					literals = append(literals, s)
				}
			}
		case "SUBQUERY":
			nested = true
		}
	})
	if nested || len(refs) == 0 {
		return
	}
	owner := make([]string, len(refs))
	cols := make([]string, len(refs))
	for i, ref := range refs {
		names, _ := ref["column_names"].([]any)
		if len(names) == 0 {
			return
		}
		cols[i] = str(names[len(names)-1])
		switch {
		case len(names) >= 2:
			owner[i] = scope[strings.ToLower(str(names[len(names)-2]))]
		case len(tables) == 1:
			owner[i] = tables[0]
		default:
			owner[i] = p.ownerOf(cols[i], tables)
		}
		if owner[i] == "" {
			return
		}
	}
	if x["type"] == "COMPARE_EQUAL" && len(refs) == 2 && owner[0] != owner[1] &&
		asMap(x["left"])["type"] == "COLUMN_REF" && asMap(x["right"])["type"] == "COLUMN_REF" {
		f.joins = append(f.joins, sqlJoin{owner[0], p.column(owner[0], cols[0]), owner[1], p.column(owner[1], cols[1])})
		return
	}
	for _, o := range owner[1:] {
		if o != owner[0] {
			return
		}
	}
	t := p.s.Tables[owner[0]]
	c := sqlCond{table: owner[0], literals: literals}
	for _, name := range cols {
		if col := t.Column(name); col != nil && col.Kind.IsTime() {
			c.time = true
		}
	}
	for _, ref := range refs { // the condition on its own table: no qualifier
		names, _ := ref["column_names"].([]any)
		ref["column_names"] = names[len(names)-1:]
	}
	expr, ok := p.text(x)
	if !ok {
		return
	}
	c.expr = expr
	f.conds = append(f.conds, c)
}

// text prints an expression back as SQL, through the parser's own
// printer: it is the one item of a SELECT with no FROM.
func (p *sqlReader) text(x map[string]any) (string, bool) {
	raw, err := p.db.Serialize(p.ctx, "SELECT 1")
	if err != nil {
		return "", false
	}
	var tree map[string]any
	if decodeJSON(raw, &tree) != nil {
		return "", false
	}
	sts, _ := tree["statements"].([]any)
	if len(sts) != 1 {
		return "", false
	}
	node := asMap(asMap(sts[0])["node"])
	if node == nil {
		return "", false
	}
	x = clone(x)
	delete(x, "alias")
	node["select_list"] = []any{x}
	b, err := json.Marshal(tree)
	if err != nil {
		return "", false
	}
	out, err := p.db.Deserialize(p.ctx, string(b))
	if err != nil || !strings.HasPrefix(out, "SELECT ") {
		return "", false
	}
	return unwrap(strings.TrimSpace(strings.TrimPrefix(out, "SELECT "))), true
}

// unwrap drops the parentheses the printer puts around a whole condition.
func unwrap(s string) string {
	for strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		depth, whole, quoted := 0, true, byte(0)
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case quoted != 0:
				if c == quoted {
					quoted = 0
				}
				continue
			case c == '\'' || c == '"':
				quoted = c
			case c == '(':
				depth++
			case c == ')':
				depth--
			}
			if depth == 0 && i < len(s)-1 {
				whole = false
				break
			}
		}
		if !whole {
			return s
		}
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	return s
}

// direct orders a join many to one: the side whose column holds each
// value once is the one referenced.
func (p *sqlReader) direct(j sqlJoin) sqlJoin {
	if p.unique(j.from, j.column) && !p.unique(j.to, j.references) {
		return sqlJoin{j.to, j.references, j.from, j.column}
	}
	return j
}

func (p *sqlReader) unique(table, column string) bool {
	t := p.s.Tables[table]
	src := p.s.Sources[t.Source]
	if src == nil || src.DB == nil {
		return false
	}
	q := "SELECT COUNT(*) = COUNT(DISTINCT " + engine.QuoteIdent(column) + ") AS u FROM " + engine.QuoteIdent(table)
	res, err := src.DB.Query(p.ctx, q, nil)
	if err != nil || res.Rows() != 1 || len(res.Columns) != 1 {
		return false
	}
	v, _ := res.Columns[0].JSON(0).(bool)
	return v
}

// table is the workspace's name of a table named in SQL ("" if none).
func (p *sqlReader) table(name string) string {
	for t := range p.s.Tables {
		if strings.EqualFold(t, name) {
			return t
		}
	}
	return ""
}

func (p *sqlReader) ownerOf(col string, tables []string) string {
	owner := ""
	for _, t := range tables {
		if p.s.Tables[t].Column(col) != nil {
			if owner != "" {
				return ""
			}
			owner = t
		}
	}
	return owner
}

func (p *sqlReader) column(table, col string) string {
	if c := p.s.Tables[table].Column(col); c != nil {
		return c.Name
	}
	return col
}

// conjuncts splits a condition on its top-level ANDs.
func conjuncts(m map[string]any) []map[string]any {
	if m == nil {
		return nil
	}
	if m["type"] != "CONJUNCTION_AND" {
		return []map[string]any{m}
	}
	var out []map[string]any
	kids, _ := m["children"].([]any)
	for _, k := range kids {
		out = append(out, conjuncts(asMap(k))...)
	}
	return out
}

func walk(v any, visit func(map[string]any)) {
	switch x := v.(type) {
	case map[string]any:
		visit(x)
		for _, c := range x {
			walk(c, visit)
		}
	case []any:
		for _, c := range x {
			walk(c, visit)
		}
	}
}

func clone(m map[string]any) map[string]any {
	b, _ := json.Marshal(m)
	var out map[string]any
	_ = decodeJSON(string(b), &out)
	return out
}

// decodeJSON keeps numbers exact: the parser's offsets are unsigned 64-bit
// integers, and a tree printed back must carry them unchanged.
func decodeJSON(s string, v any) error {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	return dec.Decode(v)
}

func asMap(v any) map[string]any { m, _ := v.(map[string]any); return m }

func str(v any) string { s, _ := v.(string); return s }
