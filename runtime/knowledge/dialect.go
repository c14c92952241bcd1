package knowledge

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Dialect is what the compiler needs to know of a SQL engine to write the
// glue around a workspace's expressions (which are written in their
// source's own dialect): quoting, date truncation per grain, literals,
// parameters, limits, distinct counts, case-insensitive matching, safe
// division, null ordering and joins. A metric step, a dimension's value
// list and a time range are written in the dialect of the source that
// holds their tables and run there.
type Dialect interface {
	// Name is the dialect's name, as plugins declare it ("clickhouse").
	Name() string
	// Quote quotes an identifier.
	Quote(ident string) string
	// Trunc truncates a date or timestamp expression to a grain: the
	// year as an integer; quarter, month, week (from Monday) and day as
	// the period's first day, a DATE.
	Trunc(grain, expr string) string
	// Date is a date literal; AddDays a date expression moved by n days.
	Date(t time.Time) string
	AddDays(expr string, n int) string
	// CastDate casts a date or timestamp expression to a date.
	CastDate(expr string) string
	// DateCmp compares a date or (with timestamp) timestamp expression
	// with a date value.
	DateCmp(expr string, timestamp bool, op, date string) string
	// Param is the placeholder of a bound parameter; plugins and DuckDB
	// all take $name (plugins bind them with their driver).
	Param(name string) string
	// Literal writes a value (string, integer, float, bool) as SQL.
	Literal(v any) string
	Limit(n int) string
	CountDistinct(expr string) string
	// Median is the median of expr, "" where the engine has none.
	Median(expr string) string
	// MatchFold is a case-insensitive LIKE.
	MatchFold(expr, pattern string) string
	// SafeDiv divides as a float, NULL when the divisor is 0.
	SafeDiv(num, den string) string
	// NotTrue is true when cond is false or NULL.
	NotTrue(cond string) string
	// OrderBy is one ORDER BY term with NULLs last, as DuckDB orders.
	OrderBy(expr string, desc bool) string
	// From writes the FROM clause of base LEFT JOINed along joins, and
	// how the expressions of the query ("t"."c" references, as qualify
	// writes them) read in it.
	From(s *Snapshot, base string, joins []*Join) (from string, ref func(string) string)
}

// Dialects are the dialects the compiler writes, by name.
var Dialects = map[string]Dialect{
	"duckdb":     DuckDB,
	"postgres":   Postgres,
	"sqlite":     SQLite,
	"clickhouse": ClickHouse,
}

var (
	DuckDB     Dialect = duckdbDialect{}
	Postgres   Dialect = postgresDialect{}
	SQLite     Dialect = sqliteDialect{}
	ClickHouse Dialect = clickhouseDialect{}
)

// SQLDialect is the dialect the source runs the compiler's SQL in: its
// plugin's when the plugin runs SQL in a dialect the compiler writes (and
// the source does not ask for copies), else DuckDB's.
func (src *Source) SQLDialect() Dialect {
	if src == nil || src.Plugin == nil || !src.Pushdown || src.Copy {
		return DuckDB
	}
	if d := Dialects[src.Dialect]; d != nil {
		return d
	}
	return DuckDB
}

// RunsSQL reports whether the source's plugin runs SQL itself (in its
// own dialect, which the compiler may not write): a plan's SQL step on
// it runs there as written. Not with copy = true.
func (src *Source) RunsSQL() bool {
	return src != nil && src.Plugin != nil && src.Pushdown && !src.Copy
}

// CopiedRows counts the rows copied from the source's plugin into DuckDB
// since it loaded: 0 unless a question needed DuckDB SQL over its tables
// (a DuckDB-SQL pipe, a verified query the plugin refused, copy = true,
// or a plugin that runs no SQL).
func (src *Source) CopiedRows() int64 { return src.copied.Load() }

// RunsOn says where a source runs the compiler's SQL, for validate and an
// answer's provenance: "warehouse (clickhouse)".
func (src *Source) RunsOn() string {
	if src == nil {
		return ""
	}
	return fmt.Sprintf("%s (%s)", src.Name, src.SQLDialect().Name())
}

// standard is what DuckDB, PostgreSQL and SQLite share.
type standard struct{}

func (standard) Quote(s string) string                         { return engine.QuoteIdent(s) }
func (standard) Param(name string) string                      { return "$" + name }
func (standard) Limit(n int) string                            { return fmt.Sprintf(" LIMIT %d", n) }
func (standard) CountDistinct(e string) string                 { return "COUNT(DISTINCT " + e + ")" }
func (standard) Median(e string) string                        { return "MEDIAN(" + e + ")" }
func (standard) NotTrue(cond string) string                    { return "NOT coalesce((" + cond + "), false)" }
func (standard) CastDate(e string) string                      { return "CAST(" + e + " AS DATE)" }
func (standard) DateCmp(e string, _ bool, op, d string) string { return e + " " + op + " " + d }
func (standard) Date(t time.Time) string                       { return "DATE '" + t.Format(time.DateOnly) + "'" }
func (standard) MatchFold(e, p string) string                  { return e + " ILIKE " + p }
func (standard) OrderBy(e string, d bool) string               { return e + order(d) + " NULLS LAST" }
func (standard) Literal(v any) string                          { return literal(v) }
func (standard) SafeDiv(n, d string) string {
	return "CAST(" + n + " AS DOUBLE PRECISION) / NULLIF(" + d + ", 0)"
}
func (standard) From(s *Snapshot, base string, joins []*Join) (string, func(string) string) {
	return qi(base) + strings.ReplaceAll(JoinSQL(joins), " JOIN ", " LEFT JOIN "), func(e string) string { return e }
}

func order(desc bool) string {
	if desc {
		return " DESC"
	}
	return ""
}

type duckdbDialect struct{ standard }

func (duckdbDialect) Name() string { return "duckdb" }
func (duckdbDialect) Trunc(grain, e string) string {
	if grain == "year" {
		return "year(" + e + ")"
	}
	return "CAST(date_trunc('" + grain + "', " + e + ") AS DATE)"
}
func (duckdbDialect) AddDays(e string, n int) string {
	return fmt.Sprintf("CAST(%s + INTERVAL %d DAY AS DATE)", e, n)
}
func (duckdbDialect) SafeDiv(n, d string) string {
	return "CAST(" + n + " AS DOUBLE) / NULLIF(" + d + ", 0)"
}

type postgresDialect struct{ standard }

func (postgresDialect) Name() string { return "postgres" }

// From quotes each column reference with the column's own spelling:
// PostgreSQL folds unquoted names to lower case, DuckDB matches them
// regardless of case.
func (postgresDialect) From(s *Snapshot, base string, joins []*Join) (string, func(string) string) {
	from, _ := standard{}.From(s, base, joins)
	tables := map[string]bool{base: true}
	for _, j := range joins {
		tables[j.To] = true
	}
	return from, func(e string) string {
		return refRE.ReplaceAllStringFunc(e, func(m string) string {
			sub := refRE.FindStringSubmatch(m)
			t := strings.ReplaceAll(sub[1], `""`, `"`)
			if !tables[t] || s.Tables[t] == nil {
				return m
			}
			return qi(t) + "." + qi(s.Tables[t].colName(unquote(sub[2])))
		})
	}
}

func unquote(ident string) string {
	if strings.HasPrefix(ident, `"`) {
		return strings.ReplaceAll(ident[1:len(ident)-1], `""`, `"`)
	}
	return ident
}
func (postgresDialect) Median(e string) string {
	return "percentile_cont(0.5) WITHIN GROUP (ORDER BY " + e + ")"
}
func (postgresDialect) Trunc(grain, e string) string {
	if grain == "year" {
		return "CAST(EXTRACT(YEAR FROM " + e + ") AS BIGINT)"
	}
	return "CAST(date_trunc('" + grain + "', " + e + ") AS DATE)"
}
func (postgresDialect) AddDays(e string, n int) string {
	return fmt.Sprintf("CAST(%s + INTERVAL '%d days' AS DATE)", e, n)
}

// SQLite has no date type: dates are ISO text, which date() truncates
// and moves.
type sqliteDialect struct{ standard }

func (sqliteDialect) Name() string { return "sqlite" }
func (sqliteDialect) Trunc(grain, e string) string {
	switch grain {
	case "year":
		return "CAST(strftime('%Y', " + e + ") AS INTEGER)"
	case "quarter":
		return "date(" + e + ", 'start of month', '-' || ((CAST(strftime('%m', " + e + ") AS INTEGER) - 1) % 3) || ' months')"
	case "month":
		return "date(" + e + ", 'start of month')"
	case "week":
		return "date(" + e + ", '-' || ((CAST(strftime('%w', " + e + ") AS INTEGER) + 6) % 7) || ' days')"
	}
	return "date(" + e + ")"
}
func (sqliteDialect) Date(t time.Time) string { return "'" + t.Format(time.DateOnly) + "'" }
func (sqliteDialect) AddDays(e string, n int) string {
	return fmt.Sprintf("date(%s, '%+d days')", e, n)
}
func (sqliteDialect) Median(string) string     { return "" }
func (sqliteDialect) CastDate(e string) string { return "date(" + e + ")" }
func (sqliteDialect) MatchFold(e, p string) string {
	return "lower(" + e + ") LIKE lower(" + p + ")" // LIKE folds ASCII only
}
func (sqliteDialect) NotTrue(cond string) string { return "NOT coalesce((" + cond + "), 0)" }
func (sqliteDialect) SafeDiv(n, d string) string {
	return "CAST(" + n + " AS REAL) / NULLIF(" + d + ", 0)"
}

// ClickHouse, as old as 18.16: no ILIKE, no boolean literals, no
// positional ORDER BY, and one JOIN per SELECT, so joins nest (see From).
type clickhouseDialect struct{}

func (clickhouseDialect) Name() string                  { return "clickhouse" }
func (clickhouseDialect) Quote(s string) string         { return engine.QuoteIdent(s) }
func (clickhouseDialect) Param(name string) string      { return "$" + name }
func (clickhouseDialect) Limit(n int) string            { return fmt.Sprintf(" LIMIT %d", n) }
func (clickhouseDialect) CountDistinct(e string) string { return "COUNT(DISTINCT " + e + ")" }
func (clickhouseDialect) NotTrue(cond string) string    { return "NOT ifNull((" + cond + "), 0)" }
func (clickhouseDialect) CastDate(e string) string      { return "toDate(" + e + ")" }

// Median is exact (ClickHouse's median samples); of an even count it is
// one of the two middle values, where DuckDB averages them.
func (clickhouseDialect) Median(e string) string { return "medianExact(" + e + ")" }

// DateCmp compares a DateTime with a DateTime: a Nullable(DateTime)
// compared with a Date is wrong on old servers (18.16 keeps every row).
func (clickhouseDialect) DateCmp(e string, timestamp bool, op, d string) string {
	if timestamp {
		return e + " " + op + " toDateTime(" + d + ")"
	}
	return e + " " + op + " " + d
}
func (clickhouseDialect) Date(t time.Time) string { return "toDate('" + t.Format(time.DateOnly) + "')" }
func (clickhouseDialect) AddDays(e string, n int) string {
	return fmt.Sprintf("addDays(toDate(%s), %d)", e, n)
}
func (clickhouseDialect) MatchFold(e, p string) string {
	return "lowerUTF8(" + e + ") LIKE lowerUTF8(" + p + ")"
}
func (clickhouseDialect) SafeDiv(n, d string) string {
	return "if((" + d + ") = 0, NULL, toFloat64(" + n + ") / (" + d + "))"
}
func (clickhouseDialect) OrderBy(e string, desc bool) string { return e + order(desc) + " NULLS LAST" }
func (clickhouseDialect) Literal(v any) string {
	switch x := v.(type) {
	case bool:
		if x {
			return "1"
		}
		return "0"
	case time.Time:
		return ClickHouse.Date(x)
	case string:
		// backslashes escape in ClickHouse strings
		return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(x) + "'"
	}
	return literal(v)
}
func (clickhouseDialect) Trunc(grain, e string) string {
	switch grain {
	case "year":
		return "toYear(" + e + ")"
	case "quarter":
		return "toStartOfQuarter(" + e + ")"
	case "month":
		return "toStartOfMonth(" + e + ")"
	case "week":
		return "toMonday(" + e + ")"
	}
	return "toDate(" + e + ")"
}

// From nests the joins, one per SELECT, each joined table a subquery
// whose columns are named "table.column". The base table stays a table
// when one join leaves it, so that an aggregate over a Distributed table
// runs on its shards (the joined tables' rows go to every shard: GLOBAL);
// with more, the base's columns are renamed like the others'.
func (clickhouseDialect) From(s *Snapshot, base string, joins []*Join) (string, func(string) string) {
	if len(joins) == 0 {
		return qi(base), func(e string) string { return rewriteRefs(s, e, base, true) }
	}
	children := map[string][]*Join{}
	for _, j := range joins {
		children[j.From] = append(children[j.From], j)
	}
	var flat func(t string) string
	join := func(left string, j *Join, leftCol string) string {
		return "SELECT * FROM (" + left + ") GLOBAL ALL LEFT JOIN (" + flat(j.To) + ") ON " + leftCol + " = " + qi(j.To+"."+j.References)
	}
	flat = func(t string) string {
		q := renamed(s, t)
		for _, j := range children[t] {
			q = join(q, j, qi(t+"."+j.Column))
		}
		return q
	}
	all := map[string]bool{base: true}
	for _, j := range joins {
		all[j.To] = true
	}
	if len(children[base]) == 1 {
		j := children[base][0]
		from := qi(base) + " GLOBAL ALL LEFT JOIN (" + flat(j.To) + ") ON " + qi(s.Tables[base].colName(j.Column)) + " = " + qi(j.To+"."+j.References)
		return from, func(e string) string { return rewriteAll(s, e, base, all) }
	}
	from := "(" + flat(base) + ")"
	delete(all, base)
	return from, func(e string) string { return rewriteAll(s, rewriteRefs(s, e, base, false), "", all) }
}

// renamed selects a table's columns as "table.column".
func renamed(s *Snapshot, t string) string {
	var cols []string
	for _, c := range s.Tables[t].Columns {
		cols = append(cols, qi(c.Name)+" AS "+qi(t+"."+c.Name))
	}
	return "SELECT " + strings.Join(cols, ", ") + " FROM " + qi(t)
}

func (t *Table) colName(name string) string {
	if c := t.Column(name); c != nil {
		return c.Name
	}
	return name
}

func rewriteAll(s *Snapshot, e, base string, tables map[string]bool) string {
	for t := range tables {
		e = rewriteRefs(s, e, t, t == base)
	}
	return e
}

// refRE matches a column reference qualified by a quoted table name, as
// qualify writes it: "t".col or "t"."col".
var refRE = regexp.MustCompile(`"((?:[^"]|"")+)"\.("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_]*)`)

// rewriteRefs rewrites the references to table t's columns into
// "t.column" (or the bare column, with bare), with the column's own
// spelling (DuckDB resolves names regardless of case; ClickHouse does not).
func rewriteRefs(s *Snapshot, e, t string, bare bool) string {
	tab := s.Tables[t]
	return refRE.ReplaceAllStringFunc(e, func(m string) string {
		sub := refRE.FindStringSubmatch(m)
		if strings.ReplaceAll(sub[1], `""`, `"`) != t || tab == nil {
			return m
		}
		col := tab.colName(unquote(sub[2]))
		if bare {
			return qi(col)
		}
		return qi(t + "." + col)
	})
}
