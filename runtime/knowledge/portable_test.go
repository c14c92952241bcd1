package knowledge

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// portableWorkspace is a small DuckDB workspace: orders of customers.
func portableWorkspace(t *testing.T) *Snapshot {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"orders.csv": "OrderID,CustomerID,OrderDate,ShippedAt,Amount,Qty,Status\n" +
			"1,1,2024-01-02,2024-01-03 10:00:00,10.5,2,paid\n2,1,2024-02-10,2024-02-12 08:30:00,20,1,paid\n" +
			"3,2,2024-02-11,,5.25,4,open\n4,3,2024-03-01,2024-03-01 23:59:00,7,3,Paid\n5,2,2024-03-15,2024-03-20 00:00:00,0,0,open\n",
		"customers.csv": "CustomerID,CompanyName,Country\n1,Alfa,DE\n2,Berg,UK\n3,Côte,FR\n",
		"knowledge.hcl": `
source "s" {
  type = "duckdb"
  file "orders" { path = "orders.csv" }
  file "customers" { path = "customers.csv" }
}
`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	s, diags := Build(context.Background(), ws, Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// translateFor translates sql as the builder does: the output names from
// DuckDB, the tree from its parser.
func translateFor(t *testing.T, s *Snapshot, dl Dialect, sql string, params map[string]string) (string, error) {
	t.Helper()
	src := s.Sources["s"]
	args := map[string]any{}
	for name := range params {
		args[name] = nil
	}
	shape, err := src.DB.Query(context.Background(), "SELECT * FROM ("+sql+") AS q LIMIT 0", args)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	tree, err := src.DB.Serialize(context.Background(), sql)
	if err != nil {
		t.Fatal(err)
	}
	return translate(s, dl, tree, shape.Names(), params)
}

// TestTranslate writes DuckDB SQL in each dialect: the class of each case
// is in its name.
func TestTranslate(t *testing.T) {
	s := portableWorkspace(t)
	const join = `SELECT c.CompanyName AS customer, SUM(o.Amount) AS total FROM orders o JOIN customers c ON c.CustomerID = o.CustomerID GROUP BY ALL ORDER BY total DESC`
	cases := []struct {
		name, dialect, sql string
		params             map[string]string
		want               string
	}{
		{"column references take the column's spelling, quoted", "postgres",
			`SELECT companyname AS name FROM customers WHERE country = 'DE'`, nil,
			`SELECT "customers"."CompanyName" AS "name" FROM "customers" AS "customers" WHERE ("customers"."Country" = 'DE')`},
		{"GROUP BY ALL is spelled out and ORDER BY keeps NULLS LAST", "postgres", join, nil,
			`SELECT "c"."CompanyName" AS "customer", SUM("o"."Amount") AS "total" FROM "orders" AS "o" INNER JOIN "customers" AS "c" ON ("c"."CustomerID" = "o"."CustomerID") GROUP BY "c"."CompanyName" ORDER BY "total" DESC NULLS LAST`},
		{"joins nest on ClickHouse, one per SELECT", "clickhouse", join, nil,
			`SELECT "c.CompanyName" AS "customer", SUM("o.Amount") AS "total" FROM (SELECT * FROM (SELECT "OrderID" AS "o.OrderID", "CustomerID" AS "o.CustomerID", "OrderDate" AS "o.OrderDate", "ShippedAt" AS "o.ShippedAt", "Amount" AS "o.Amount", "Qty" AS "o.Qty", "Status" AS "o.Status" FROM "orders") GLOBAL ALL INNER JOIN (SELECT "CustomerID" AS "c.CustomerID", "CompanyName" AS "c.CompanyName", "Country" AS "c.Country" FROM "customers") ON "o.CustomerID" = "c.CustomerID") GROUP BY "c.CompanyName" ORDER BY "total" DESC NULLS LAST`},
		{"one table stays a table on ClickHouse", "clickhouse",
			`SELECT Status AS status, count(*) AS n FROM orders GROUP BY 1 ORDER BY 2 DESC LIMIT $n`, map[string]string{"n": "int"},
			`SELECT "Status" AS "status", COUNT(*) AS "n" FROM "orders" GROUP BY "Status" ORDER BY "n" DESC NULLS LAST LIMIT $n`},
		{"a division is a float's, a FILTER a CASE", "sqlite",
			`SELECT 100.0 * count(*) FILTER (WHERE Status = 'paid') / count(*) AS pct FROM orders`, nil,
			`SELECT (CAST((100.0 * COUNT(CASE WHEN ("orders"."Status" = 'paid') THEN 1 END)) AS REAL) / COUNT(*)) AS "pct" FROM "orders" AS "orders"`},
		{"dates: casts, truncation, day differences, parameters", "clickhouse",
			`SELECT CAST(date_trunc('month', OrderDate) AS DATE) AS month, avg(date_diff('day', OrderDate, ShippedAt)) AS days FROM orders WHERE CAST(OrderDate AS DATE) BETWEEN $from AND $to AND ShippedAt >= $from GROUP BY 1`,
			map[string]string{"from": "date", "to": "date"},
			`SELECT toStartOfMonth("OrderDate") AS "month", AVG(dateDiff('day', "OrderDate", "ShippedAt")) AS "days" FROM "orders" WHERE (((toDate("OrderDate") >= $from) AND (toDate("OrderDate") <= $to)) AND ("ShippedAt" >= toDateTime($from))) GROUP BY toStartOfMonth("OrderDate")`},
		{"case-insensitive matching and concatenation", "clickhouse",
			`SELECT CompanyName || ' (' || Country || ')' AS label FROM customers WHERE CompanyName ILIKE '%' || $name || '%'`, map[string]string{"name": "string"},
			`SELECT concat(concat(concat("CompanyName", ' ('), "Country"), ')') AS "label" FROM "customers" WHERE (lowerUTF8("CompanyName") LIKE lowerUTF8(concat(concat('%', $name), '%')))`},
		{"an unnamed output column takes DuckDB's name", "postgres",
			`SELECT Country, count(*) FROM customers GROUP BY Country`, nil,
			`SELECT "customers"."Country" AS "Country", COUNT(*) AS "count_star()" FROM "customers" AS "customers" GROUP BY "customers"."Country"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := translateFor(t, s, Dialects[c.dialect], c.sql, c.params)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("%s:\n got %s\nwant %s", c.dialect, got, c.want)
			}
		})
	}
}

// TestTranslateRefuses names what a query uses that the translator does
// not write with DuckDB's meaning.
func TestTranslateRefuses(t *testing.T) {
	s := portableWorkspace(t)
	cases := []struct{ dialect, sql, want string }{
		{"postgres", `SELECT Status, row_number() OVER () AS n FROM orders`, "a window function"},
		{"postgres", `WITH x AS (SELECT 1 AS a) SELECT a FROM x`, "a WITH clause"},
		{"postgres", `SELECT Status FROM orders UNION SELECT Country FROM customers`, "a UNION"},
		{"postgres", `SELECT * FROM orders`, "SELECT *"},
		{"postgres", `SELECT Status, (SELECT max(Amount) FROM orders) AS m FROM orders`, "a subquery"},
		{"sqlite", `SELECT Status FROM orders WHERE Status LIKE 'p%'`, "LIKE, which ignores case in SQLite"},
		{"postgres", `SELECT date_trunc('month', OrderDate) AS m FROM orders`, "date_trunc without a cast to DATE"},
		{"clickhouse", `SELECT levenshtein(Status, 'paid') AS d FROM orders`, "function levenshtein"},
		{"clickhouse", `SELECT Status FROM orders o JOIN customers c ON o.CustomerID < c.CustomerID`, "a join condition ClickHouse cannot take"},
		{"postgres", `SELECT CAST(Amount AS INTEGER) AS a FROM orders`, "a cast of a number with decimals"},
	}
	for _, c := range cases {
		_, err := translateFor(t, s, Dialects[c.dialect], c.sql, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s (%s): got %v, want %q", c.sql, c.dialect, err, c.want)
		}
	}
}

// TestTranslateKeepsResults runs queries translated into DuckDB's own
// dialect beside the originals: the rewriting (joins, GROUP BY ALL and
// positions, FILTER, divisions, BETWEEN, truncation, day differences,
// ORDER BY's NULLS LAST, parameters) keeps every result, row for row.
func TestTranslateKeepsResults(t *testing.T) {
	s := portableWorkspace(t)
	src := s.Sources["s"]
	params := map[string]string{"from": "date", "to": "date", "n": "int", "name": "string"}
	args := map[string]any{"from": mustDate("2024-01-15"), "to": mustDate("2024-03-10"), "n": int64(2), "name": "e"}
	for _, sql := range []string{
		`SELECT c.CompanyName AS customer, SUM(o.Amount) AS total, count(DISTINCT o.OrderID) AS orders FROM orders o JOIN customers c ON c.CustomerID = o.CustomerID GROUP BY ALL ORDER BY total DESC`,
		`SELECT c.Country, count(o.OrderID) AS n FROM customers c LEFT JOIN orders o ON o.CustomerID = c.CustomerID AND o.Status = 'paid' GROUP BY 1 ORDER BY 2 DESC, 1`,
		`SELECT 100.0 * count(*) FILTER (WHERE Status = 'paid') / count(*) AS pct, sum(Qty) / sum(Amount) AS per, sum(Amount) / sum(Qty) FILTER (WHERE Qty = 0) AS none FROM orders`,
		`SELECT CAST(date_trunc('month', OrderDate) AS DATE) AS month, avg(date_diff('day', OrderDate, ShippedAt)) AS days, year(OrderDate) AS y FROM orders WHERE CAST(OrderDate AS DATE) BETWEEN $from AND $to GROUP BY 1, 3 ORDER BY 1`,
		`SELECT ShippedAt AS at FROM orders WHERE ShippedAt >= $from ORDER BY ShippedAt DESC LIMIT $n`,
		`SELECT CompanyName AS name, CASE WHEN Country IN ('DE', 'FR') THEN 'eu' ELSE 'other' END AS zone, CompanyName ILIKE '%' || $name || '%' AS has FROM customers WHERE NOT (Country = 'UK') OR CompanyName IS NULL ORDER BY name`,
		`SELECT Status, max(Amount) AS top, coalesce(min(ShippedAt), $from) AS first FROM orders GROUP BY Status HAVING count(*) > 1 ORDER BY Status`,
	} {
		out, err := translateFor(t, s, DuckDB, sql, params)
		if err != nil {
			t.Errorf("%s: %v", sql, err)
			continue
		}
		want, err := src.DB.Query(context.Background(), sql, args)
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		got, err := src.DB.Query(context.Background(), out, args)
		if err != nil {
			t.Errorf("%s\ntranslated: %s\n%v", sql, out, err)
			continue
		}
		if d := tableDiff(want, got); d != "" {
			t.Errorf("%s\ntranslated: %s\n%s", sql, out, d)
		}
	}
}

func tableDiff(want, got *data.Table) string {
	if w, g := strings.Join(want.Names(), ","), strings.Join(got.Names(), ","); w != g {
		return fmt.Sprintf("columns %s, want %s", g, w)
	}
	if want.Rows() != got.Rows() || want.Rows() == 0 {
		return fmt.Sprintf("%d rows, want %d", got.Rows(), want.Rows())
	}
	for i, c := range want.Columns {
		for r := range want.Rows() {
			if w, g := fmt.Sprint(c.Value(r)), fmt.Sprint(got.Columns[i].Value(r)); w != g {
				return fmt.Sprintf("row %d, %s: %s, want %s", r+1, c.Name, g, w)
			}
		}
	}
	return ""
}

func mustDate(s string) time.Time {
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return d
}
