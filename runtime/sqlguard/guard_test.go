package sqlguard_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// corpus reads entries separated by lines holding only "----"; lines that
// start with "-- " before the first entry are a header.
func corpus(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "\n----\n")
	lines := strings.Split(parts[0], "\n")
	for len(lines) > 0 && strings.HasPrefix(lines[0], "-- ") {
		lines = lines[1:]
	}
	parts[0] = strings.Join(lines, "\n")
	return parts
}

func setup(t testing.TB) (*engine.DB, *sqlguard.Guard) {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"orders.csv": "id,name,amount,day\n1,a,10.5,2020-01-01\n2,b,3,2020-02-01\n3,a,7,2020-03-01\n",
		"labels.csv": "id,label\n1,one\n2,two\n",
		"secret.csv": "id,secret\n1,s3cr3t\n",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db, err := engine.Open(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ctx := context.Background()
	err = db.Load(ctx, []engine.FileLoad{
		{Table: "orders", Path: filepath.Join(dir, "orders.csv"), Format: "csv"},
		{Table: "labels", Path: filepath.Join(dir, "labels.csv"), Format: "csv"},
		{Table: "secret_table", Path: filepath.Join(dir, "secret.csv"), Format: "csv"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Lock(ctx); err != nil {
		t.Fatal(err)
	}
	funcs, err := db.Functions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return db, sqlguard.New(db, sqlguard.Options{Tables: []string{"orders", "labels"}, Functions: funcs})
}

func fingerprint(t *testing.T, db *engine.DB) string {
	t.Helper()
	tab, err := db.Query(context.Background(), "SELECT (SELECT count(*) || ':' || sum(amount) FROM orders) || '/' || (SELECT count(*) FROM labels) || '/' || (SELECT string_agg(table_name, ',' ORDER BY table_name) FROM duckdb_tables())", nil)
	if err != nil {
		t.Fatal(err)
	}
	return tab.Columns[0].Strs[0]
}

func TestUnsafeRejected(t *testing.T) {
	db, g := setup(t)
	before := fingerprint(t, db)
	entries := corpus(t, "unsafe.sql")
	if len(entries) < 100 {
		t.Fatalf("the unsafe corpus has %d entries; it must have at least 100", len(entries))
	}
	for i, sql := range entries {
		c, err := g.Check(context.Background(), sql)
		if err == nil {
			t.Errorf("entry %d was approved (tables %v):\n%s", i+1, c.Tables, sql)
			continue
		}
		if _, ok := err.(*sqlguard.Rejection); !ok {
			t.Errorf("entry %d: error %T is not a *Rejection: %v", i+1, err, err)
		}
	}
	if after := fingerprint(t, db); after != before {
		t.Errorf("data changed: before %s, after %s", before, after)
	}
}

func TestSafeAccepted(t *testing.T) {
	db, g := setup(t)
	for i, sql := range corpus(t, "safe.sql") {
		c, err := g.Check(context.Background(), sql)
		if err != nil {
			t.Errorf("entry %d rejected: %v\n%s", i+1, err, sql)
			continue
		}
		if _, err := db.Query(context.Background(), c.SQL, nil); err != nil {
			t.Errorf("entry %d approved but failed to run: %v\n%s", i+1, err, sql)
		}
	}
}

func TestRejectionReasons(t *testing.T) {
	_, g := setup(t)
	cases := []struct{ sql, want string }{
		{"SELECT * FROM ordrs", `did you mean "orders"`},
		{"DROP TABLE orders", "only a single SELECT statement"},
		{"SELECT 1; SELECT 2", "exactly one statement"},
		{"SELECT * FROM read_csv('/etc/passwd')", "table function read_csv() is not allowed"},
		{"SELECT * FROM __datacopilot_copy_arrow(1)", "table function __datacopilot_copy_arrow() is not allowed"},
		{"SELECT getenv('HOME')", "getenv() is not allowed"},
		{"SELECT * FROM secret_table", `unknown table "secret_table"`},
		{"SELECT * FROM orders WHERE id = $id", "parameters ($id) are not allowed"},
		{"SELEC 1", "syntax error"},
		{"SELECT no_such_fn(1)", "unknown function no_such_fn()"},
	}
	for _, c := range cases {
		_, err := g.Check(context.Background(), c.sql)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.sql, err, c.want)
		}
	}
	if _, err := g.WithParams().Check(context.Background(), "SELECT * FROM orders WHERE id = $id"); err != nil {
		t.Errorf("WithParams: %v", err)
	}
}

// TestEngineLocks: a statement the guard would refuse, if it reached the
// engine anyway, fails there for a reason of its own, each the one meant
// to stop it: as a query, the row cap's wrapper takes only a query (a
// parser error); as a setup statement (run as it is, like the guard's
// PIVOT setup), the read-only transaction stops writes, disabled external
// access stops files and extensions, and the locked configuration stops
// SET. Nothing changes, and no file is written.
func TestEngineLocks(t *testing.T) {
	db, _ := setup(t)
	before := fingerprint(t, db)
	tmp := t.TempDir()
	csv, att := filepath.Join(tmp, "guard-test.csv"), filepath.Join(tmp, "guard-test.db")
	const (
		readOnly = "transaction is launched in read-only mode"
		noFiles  = "file system operations are disabled by configuration"
		locked   = "the configuration has been locked"
		noExt    = "Loading external extensions is disabled through configuration"
		notQuery = "Parser Error: syntax error"
	)
	for _, c := range []struct {
		sql            string
		asQuery, setup string // the reason each path must give
	}{
		{"DELETE FROM orders", notQuery, readOnly},
		{"DROP TABLE orders", notQuery, readOnly},
		{"UPDATE orders SET amount = 0", notQuery, readOnly},
		{"CREATE TABLE x AS SELECT 1", notQuery, readOnly},
		{"SELECT * FROM read_csv('/etc/passwd')", noFiles, noFiles},
		{"COPY orders TO '" + csv + "'", notQuery, noFiles},
		{"SET enable_external_access = true", notQuery, locked},
		{"ATTACH '" + att + "' AS x", notQuery, noFiles},
		{"INSTALL httpfs", notQuery, noFiles},
		{"LOAD httpfs", notQuery, noExt},
	} {
		_, err := db.Query(context.Background(), c.sql, nil)
		if err == nil || !strings.Contains(err.Error(), c.asQuery) {
			t.Errorf("as a query, %q failed with %v; want %q", c.sql, err, c.asQuery)
		}
		_, err = db.Query(context.Background(), "SELECT 1", nil, engine.Setup{SQL: c.sql})
		if err == nil || !strings.Contains(err.Error(), c.setup) {
			t.Errorf("as a setup statement, %q failed with %v; want %q", c.sql, err, c.setup)
		}
	}
	if after := fingerprint(t, db); after != before {
		t.Errorf("data changed: before %s, after %s", before, after)
	}
	for _, f := range []string{csv, att} {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("%s was written", f)
		}
	}
}

// run executes what the guard approved, as the executor does: its setup
// statements, then its SQL.
func run(db *engine.DB, c *sqlguard.Checked) (*data.Table, error) {
	setup := make([]engine.Setup, len(c.Setup))
	for i, s := range c.Setup {
		setup[i] = engine.Setup{SQL: s.SQL, Params: s.Params}
	}
	return db.Query(context.Background(), c.SQL, nil, setup...)
}

// A PIVOT whose values come from the data is approved, and gives what
// DuckDB gives for the same text run unchecked.
func TestPivotFromData(t *testing.T) {
	db, g := setup(t)
	for _, sql := range []string{
		"PIVOT orders ON name USING sum(amount)",
		"PIVOT (SELECT * FROM orders) ON name USING sum(amount)",
		"PIVOT (SELECT * FROM orders WHERE amount > 5) AS o ON name USING sum(amount) GROUP BY id ORDER BY id",
		"WITH big AS (SELECT * FROM orders WHERE amount > 5) PIVOT big ON name USING sum(amount)",
		"SELECT * FROM (PIVOT orders ON name USING count(*)) p ORDER BY ALL",
		"PIVOT orders ON name, month(day) USING sum(amount)",
		"PIVOT orders ON name IN ('a'), month(day) USING sum(amount)",
		"PIVOT orders JOIN labels USING (id) ON label USING sum(amount)",
		"PIVOT_WIDER orders ON name",
		"pivot orders -- the table\n on name /* the column */ using max(amount);",
		"PIVOT (PIVOT orders ON name USING sum(amount) GROUP BY id) ON id USING first(a)",
		"UNPIVOT (PIVOT orders ON name USING sum(amount) GROUP BY id) ON a, b INTO NAME k VALUE v",
		"SELECT count(*) FROM orders WHERE EXISTS (PIVOT orders ON name USING sum(amount))",
	} {
		c, err := g.Check(context.Background(), sql)
		if err != nil {
			t.Errorf("rejected: %v\n%s", err, sql)
			continue
		}
		got, err := run(db, c)
		if err != nil {
			t.Errorf("approved but failed: %v\n%s\nran: %s %v", err, sql, c.SQL, c.Setup)
			continue
		}
		want, err := db.Query(context.Background(), sql, nil)
		if err != nil {
			t.Fatalf("DuckDB itself: %v\n%s", err, sql)
		}
		if diff := cmp.Diff(tableText(want), tableText(got)); diff != "" {
			t.Errorf("%s: (-duckdb +checked)\n%s", sql, diff)
		}
	}
	for _, c := range []struct{ sql, want string }{
		{"PIVOT secret_table ON secret USING count(*)", `unknown table "secret_table"`},
		{"PIVOT (SELECT * FROM pg_settings) ON name USING count(*)", `unknown table "pg_settings"`},
		{"PIVOT orders ON name IN some_enum USING sum(amount)", "PIVOT ... IN some_enum"},
		{"PIVOT orders ON name USING max((SELECT count(*) FROM duckdb_tables()))", "duckdb_tables() is not allowed"},
		{"PIVOT orders ON name USING sum(amount); DROP TABLE orders", "only a single SELECT"},
	} {
		_, err := g.Check(context.Background(), c.sql)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.sql, err, c.want)
		}
	}
}

// tableText is a table's columns and its rows in sorted order: a PIVOT
// without ORDER BY comes out in any order.
func tableText(t *data.Table) string {
	var v struct {
		Columns json.RawMessage   `json:"columns"`
		Rows    []json.RawMessage `json:"rows"`
	}
	b, _ := json.Marshal(t)
	json.Unmarshal(b, &v)
	rows := make([]string, len(v.Rows))
	for i, r := range v.Rows {
		rows[i] = string(r)
	}
	sort.Strings(rows)
	return string(v.Columns) + "\n" + strings.Join(rows, "\n")
}
