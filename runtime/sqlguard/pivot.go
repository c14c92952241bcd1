package sqlguard

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/internal/sqltext"
)

// DuckDB turns `PIVOT src ON col USING agg` (no IN list) into two
// statements: CREATE TYPE e AS ENUM (SELECT DISTINCT col FROM src ...) and
// the SELECT that pivots on e. json_serialize_sql shows neither, so the
// guard writes `IN <name>` after each such column itself, has DuckDB parse
// that text, and checks it like any SELECT. It then builds the values
// query from the checked tree (the PIVOT's own source and column, with the
// CTEs visible there), has DuckDB print it, checks that too, and returns
// it as a Setup statement. What runs is exactly what was checked: the
// rewritten text, after the Setup that creates its types.

// pivotEnums writes ` IN <name>` after every simplified-PIVOT column that
// has no IN list, and returns the new text and the names. The names derive
// from a hash of the text, so a statement cannot name them in advance.
// Misplaced insertions only make DuckDB reject the text or the guard the
// tree: nothing is approved that was not parsed and checked.
func pivotEnums(sql string) (string, map[string]bool) {
	sum := sha256.Sum256([]byte(sql))
	prefix := "__datacopilot_pivot_" + hex.EncodeToString(sum[:6]) + "_"
	if strings.Contains(strings.ToLower(sql), prefix) {
		return sql, nil
	}
	toks := sqltext.Significant(sqltext.Tokens(sql))
	depth := make([]int, len(toks))
	d := 0
	for i, t := range toks {
		if t.Kind == sqltext.Punct && t.Text == ")" {
			d--
		}
		depth[i] = d
		if t.Kind == sqltext.Punct && t.Text == "(" {
			d++
		}
	}
	var inserts []int // byte offsets
	for i, t := range toks {
		if !t.Is("PIVOT") && !t.Is("PIVOT_WIDER") {
			continue
		}
		if i+1 < len(toks) && toks[i+1].Kind == sqltext.Punct && toks[i+1].Text == "(" && !simplifiedAfterParens(toks, depth, i+1) {
			// `t PIVOT (agg FOR col IN ...)`: the SQL-standard form
			// always lists its values; `PIVOT (subquery) ON` is the
			// simplified one, told apart by the ON after the parens
			continue
		}
		on := lastOn(toks, depth, i)
		if on < 0 {
			continue
		}
		inserts = append(inserts, columnEnds(toks, depth, on)...)
	}
	if len(inserts) == 0 {
		return sql, nil
	}
	sort.Ints(inserts)
	names := map[string]bool{}
	var b strings.Builder
	last := 0
	for k, at := range inserts {
		name := fmt.Sprintf("%s%d", prefix, k)
		names[name] = true
		b.WriteString(sql[last:at])
		b.WriteString(" IN " + name)
		last = at
	}
	b.WriteString(sql[last:])
	return b.String(), names
}

// simplifiedAfterParens tells `PIVOT (subquery) ON ...` from the standard
// `PIVOT (agg FOR ...)`: in the first, ON follows the closing paren.
func simplifiedAfterParens(toks []sqltext.Token, depth []int, open int) bool {
	for j := open + 1; j < len(toks); j++ {
		if toks[j].Kind == sqltext.Punct && toks[j].Text == ")" && depth[j] == depth[open] {
			rest := j + 1
			for rest < len(toks) && (toks[rest].Kind == sqltext.Word || toks[rest].Kind == sqltext.Quoted) && !toks[rest].Is("ON") {
				rest++ // an alias
			}
			return rest < len(toks) && toks[rest].Is("ON")
		}
	}
	return false
}

// pivotEnd reports tokens that end a PIVOT statement's clauses at its depth.
func pivotEnd(t sqltext.Token) bool {
	return t.Is("UNION") || t.Is("EXCEPT") || t.Is("INTERSECT") || t.Is("PIVOT") || t.Is("PIVOT_WIDER") ||
		t.Is("UNPIVOT") || (t.Kind == sqltext.Punct && t.Text == ";")
}

// lastOn finds the ON of the PIVOT at toks[p]: the last ON at its depth
// before the statement ends (an ON before it joins the source's tables).
func lastOn(toks []sqltext.Token, depth []int, p int) int {
	on := -1
	for j := p + 1; j < len(toks); j++ {
		if depth[j] < depth[p] || (depth[j] == depth[p] && pivotEnd(toks[j])) {
			break
		}
		if depth[j] == depth[p] && toks[j].Is("ON") {
			on = j
		}
	}
	return on
}

// columnEnds returns the byte offsets after each pivot column of the list
// that starts after toks[on] and has no IN of its own.
func columnEnds(toks []sqltext.Token, depth []int, on int) []int {
	var out []int
	hasIn, end := false, -1
	flush := func() {
		if end >= 0 && !hasIn {
			out = append(out, toks[end].End)
		}
		hasIn, end = false, -1
	}
	for j := on + 1; j < len(toks); j++ {
		t := toks[j]
		if depth[j] < depth[on] {
			break
		}
		if depth[j] == depth[on] {
			if t.Is("USING") || t.Is("GROUP") || t.Is("ORDER") || t.Is("LIMIT") || t.Is("OFFSET") || pivotEnd(t) {
				break
			}
			if t.Kind == sqltext.Punct && t.Text == "," {
				flush()
				continue
			}
			if t.Is("IN") {
				hasIn = true
			}
		}
		end = j
	}
	flush()
	return out
}

// valuesTemplate is the query DuckDB writes for a PIVOT column's values;
// its source and column are replaced by the PIVOT's.
const valuesTemplate = `SELECT DISTINCT CAST(__datacopilot_col AS VARCHAR) FROM __datacopilot_src WHERE __datacopilot_col IS NOT NULL ORDER BY 1`

// pivotSetup builds, checks and returns the statements that create the
// ENUM types of pivots, inner PIVOTs first.
func (g *Guard) pivotSetup(ctx context.Context, pivots []pivotValues, known map[string]bool) ([]Setup, error) {
	dp, ok := g.parser.(Deparser)
	if !ok {
		return nil, reject("a PIVOT without IN (...) needs its values listed here: PIVOT ... ON column IN ('a', 'b')")
	}
	have := map[string]bool{}
	for k := range known {
		have[k] = true
	}
	var out []Setup
	for _, p := range pivots {
		raw, err := g.parser.Serialize(ctx, valuesTemplate)
		if err != nil {
			return nil, reject("%v", err)
		}
		var tree map[string]any
		if err := decode([]byte(raw), &tree); err != nil {
			return nil, reject("cannot read the parse of the SQL: %v", err)
		}
		stmts, _ := tree["statements"].([]any)
		st, _ := stmts[0].(map[string]any)
		node, _ := st["node"].(map[string]any)
		sel, _ := node["select_list"].([]any)
		cast, _ := sel[0].(map[string]any)
		where, _ := node["where_clause"].(map[string]any)
		wargs, _ := where["children"].([]any)
		if cast == nil || len(wargs) != 1 {
			return nil, reject("cannot build the values of a PIVOT column")
		}
		cast["child"] = p.expr
		wargs[0] = p.expr
		node["from_table"] = p.source
		entries := make([]any, 0, len(p.ctes))
		for _, c := range p.ctes {
			entries = append(entries, map[string]any{"key": c.name, "value": c.def})
		}
		node["cte_map"] = map[string]any{"map": entries}
		b, err := json.Marshal(tree)
		if err != nil {
			return nil, reject("cannot build the values of a PIVOT column: %v", err)
		}
		q, err := dp.Deserialize(ctx, string(b))
		if err != nil {
			return nil, reject("cannot build the values of a PIVOT column: %v", err)
		}
		checked, err := g.check(ctx, q, have)
		if err != nil {
			return nil, err
		}
		if len(checked.Setup) > 0 {
			return nil, reject("cannot build the values of a PIVOT column")
		}
		params, _ := config.Placeholders(q)
		out = append(out, Setup{SQL: "CREATE TEMP TYPE " + p.enum + " AS ENUM (\n" + checked.SQL + "\n)", Params: params})
		have[p.enum] = true
	}
	return out, nil
}
