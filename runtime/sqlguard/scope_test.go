package sqlguard_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// shapes generates nested statements — WITH (recursive or not) at any
// depth, subqueries in FROM, WHERE and the select list, joins, LATERAL,
// UNION ALL of parenthesized queries — whose table references draw on a
// small pool of names: a hidden name (a DuckDB catalog view, or a name
// that exists nowhere) and CTE names. It knows, by SQL's scoping rules,
// whether every reference is in scope.
type shapes struct {
	r      *rand.Rand
	hidden string
	pool   []string
	n      int // alias counter
}

// maxDepth bounds nesting: DuckDB inlines a CTE at every reference, so a
// statement's cost grows with the product of its references.
const maxDepth = 4

func (g *shapes) alias(p string) string { g.n++; return fmt.Sprintf("%s%d", p, g.n) }

// spell writes a name as a user might: any case, sometimes quoted.
func (g *shapes) spell(name string) string {
	b := []byte(name)
	for i := range b {
		if g.r.IntN(3) == 0 && b[i] >= 'a' && b[i] <= 'z' {
			b[i] -= 'a' - 'A'
		}
	}
	if g.r.IntN(4) == 0 {
		return `"` + string(b) + `"`
	}
	return string(b)
}

func (g *shapes) query(vis []string, d int) (string, bool) {
	if d < maxDepth && g.r.IntN(2) == 0 {
		return g.with(vis, d)
	}
	return g.body(vis, d)
}

func (g *shapes) with(vis []string, d int) (string, bool) {
	names := slices.Clone(g.pool)
	g.r.Shuffle(len(names), func(i, j int) { names[i], names[j] = names[j], names[i] })
	names = names[:1+g.r.IntN(3)]
	recursive := g.r.IntN(3) == 0
	ok := true
	var defs []string
	scope := slices.Clone(vis)
	for _, name := range names {
		var body string
		var bodyOK bool
		if recursive && g.r.IntN(2) == 0 {
			self := g.spell(name)
			cond, condOK := g.cond(append(slices.Clone(scope), name), d+1)
			body = fmt.Sprintf("SELECT 1 AS x UNION ALL SELECT %s.x + 1 AS x FROM %s WHERE %s.x < 2 AND %s", self, self, self, cond)
			bodyOK = condOK
		} else if recursive {
			// a UNION here would make the CTE recursive in DuckDB's eyes
			body, bodyOK = g.sel(scope, d+1)
		} else {
			body, bodyOK = g.query(scope, d+1)
		}
		ok = ok && bodyOK
		defs = append(defs, g.spell(name)+" AS ("+body+")")
		scope = append(scope, name)
	}
	// DuckDB binds only the CTEs a query reads: read them all, so that
	// DuckDB judges every body
	main, mainOK := g.body(scope, d)
	main = "SELECT 1 AS x FROM (" + main + ") AS " + g.alias("m")
	for _, name := range names {
		main += ", " + g.spell(name) + " AS " + g.alias("u")
	}
	kw := "WITH "
	if recursive {
		kw = "WITH RECURSIVE "
	}
	return kw + strings.Join(defs, ", ") + " " + main, ok && mainOK
}

func (g *shapes) body(vis []string, d int) (string, bool) {
	if d < maxDepth && g.r.IntN(4) == 0 {
		a, aok := g.query(vis, d+1)
		b, bok := g.query(vis, d+1)
		return "(" + a + ") UNION ALL (" + b + ")", aok && bok
	}
	return g.sel(vis, d)
}

func (g *shapes) sel(vis []string, d int) (string, bool) {
	item, ok := "1", true
	if d < maxDepth && g.r.IntN(4) == 0 {
		q, qok := g.query(vis, d+1)
		item, ok = "(SELECT count(*) FROM ("+q+") AS "+g.alias("s")+")", qok
	}
	from, fok := g.from(vis, d)
	sql := "SELECT " + item + " AS x FROM " + from
	ok = ok && fok
	if g.r.IntN(3) == 0 {
		c, cok := g.cond(vis, d+1)
		sql += " WHERE " + c
		ok = ok && cok
	}
	return sql, ok
}

func (g *shapes) from(vis []string, d int) (string, bool) {
	a, ok := g.item(vis, d)
	switch g.r.IntN(5) {
	case 0:
		b, bok := g.item(vis, d)
		return a + ", " + b, ok && bok
	case 1:
		b, bok := g.item(vis, d)
		return a + " JOIN " + b + " ON true", ok && bok
	case 2:
		if d < maxDepth {
			q, qok := g.query(vis, d+1)
			return a + ", LATERAL (" + q + ") AS " + g.alias("l"), ok && qok
		}
	}
	return a, ok
}

func (g *shapes) item(vis []string, d int) (string, bool) {
	switch n := g.r.IntN(6); {
	case n < 3 && (len(vis) > 0 || g.r.IntN(8) == 0):
		// mostly a name in scope, so that about half the statements are
		// in scope as a whole
		name := g.pool[g.r.IntN(len(g.pool))]
		if len(vis) > 0 && g.r.IntN(25) > 0 {
			name = vis[g.r.IntN(len(vis))]
		}
		return g.spell(name) + " AS " + g.alias("t"), slices.Contains(vis, name)
	case n == 3 && d < maxDepth:
		q, ok := g.query(vis, d+1)
		return "(" + q + ") AS " + g.alias("s"), ok
	case n == 4:
		return "(SELECT id AS x FROM orders LIMIT 1) AS " + g.alias("o"), true
	}
	return "range(1) AS " + g.alias("r"), true
}

func (g *shapes) cond(vis []string, d int) (string, bool) {
	if d > maxDepth {
		return "true", true
	}
	q, ok := g.query(vis, d)
	if g.r.IntN(2) == 0 {
		return "EXISTS (" + q + ")", ok
	}
	return "1 IN (SELECT x FROM (" + q + ") AS " + g.alias("w") + ")", ok
}

// TestScopeProperty checks the guard against the scoping model, and the
// model against DuckDB itself: with a hidden name that exists nowhere,
// DuckDB binds a statement (PREPARE: bind and plan, run nothing) exactly
// when every reference is in scope. With a catalog view as the hidden
// name, the guard must approve exactly the statements where every use of
// it is shadowed by a CTE in scope.
func TestScopeProperty(t *testing.T) {
	_, g := setup(t)
	ctx := context.Background()
	oracle, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer oracle.Close()
	if _, err := oracle.Exec("CREATE TABLE orders AS SELECT 1 AS id"); err != nil {
		t.Fatal(err)
	}
	n := 200
	if testing.Short() {
		n = 50
	}
	var good, bad int
	for seed := range n {
		for _, hidden := range []string{"zz_hidden", "pg_settings", "duckdb_tables", "sqlite_master", "information_schema"} {
			gen := &shapes{r: rand.New(rand.NewPCG(uint64(seed), 19)), hidden: hidden, pool: []string{hidden, "c1", "c2"}}
			sql, ok := gen.query(nil, 0)
			_, err := g.Check(ctx, sql)
			if (err == nil) != ok {
				t.Fatalf("seed %d: model says in scope = %v, guard says %v:\n%s", seed, ok, err, sql)
			}
			if err != nil {
				if _, isRej := err.(*sqlguard.Rejection); !isRej {
					t.Fatalf("seed %d: %T is not a *Rejection: %v", seed, err, err)
				}
			}
			if hidden != "zz_hidden" {
				continue
			}
			st, perr := oracle.PrepareContext(ctx, sql)
			if perr == nil {
				st.Close()
			}
			if (perr == nil) != ok {
				t.Fatalf("seed %d: model says in scope = %v, DuckDB says %v:\n%s", seed, ok, perr, sql)
			}
			if ok {
				good++
			} else {
				bad++
			}
		}
	}
	if good < n/5 || bad < n/5 {
		t.Errorf("the generator is lopsided: %d statements in scope, %d not", good, bad)
	}
	t.Logf("%d statements in scope, %d with a name out of scope", good, bad)
}
