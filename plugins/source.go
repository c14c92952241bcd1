// Package plugins is the SDK for datacopilot data-source plugins.
//
// A plugin is a program that serves one kind of data source (a warehouse, a
// database, a folder of files) to datacopilot. It implements Source and
// calls Serve from main:
//
//	func main() { plugins.Serve(&mySource{}) }
//
// datacopilot starts the program when a workspace declares
//
//	source "warehouse" {
//	  type   = "plugin"
//	  plugin = "mysource" // runs datacopilot-plugin-mysource
//	  config { ... }      // the plugin's own attributes, see Description.Config
//	}
//
// and talks to it over gRPC (hashicorp/go-plugin). Rows travel as Arrow
// record batches. A plugin that can run SQL itself declares Pushdown: pipes
// on its source then run where the data is. Otherwise datacopilot only asks
// it for whole tables and runs the SQL in its embedded DuckDB.
//
// The same package holds the host side (Start, Client), which datacopilot
// uses, and NewInProcess, which runs a Source behind the real protocol
// without building a binary: plugin tests use it (see package plugintest).
package plugins

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
)

// Source is what a plugin implements. Methods may be called concurrently.
type Source interface {
	// Describe says what the plugin is and what it takes. It is called
	// before Configure, so it must not need the configuration.
	Describe() Description
	// Configure receives the source block's config body, decoded with
	// Description.Config. Return ConfigErrors to point at attributes.
	Configure(ctx context.Context, cfg Config) error
	// Tables describes the tables the source serves.
	Tables(ctx context.Context) ([]Table, error)
	// Query runs q and returns its rows. With Pushdown, q.SQL is one
	// read-only SELECT with $name parameters (BindNumbered and
	// BindPositional rewrite them for a driver); otherwise, and also with Pushdown, q.Table asks for a whole
	// table. The reader is released by the caller.
	Query(ctx context.Context, q Query) (array.RecordReader, error)
	// Ping checks that the source can answer.
	Ping(ctx context.Context) error
}

// Description is what Describe returns.
type Description struct {
	Name    string
	Version string
	// Config is the schema of the source block's config body.
	Config []Attribute
	// Pushdown: the plugin runs SQL (Query.SQL) itself.
	Pushdown bool
	// Dialect names the SQL the plugin runs, e.g. "postgres".
	Dialect string
	// Functions the plugin's SQL may call beyond DuckDB's, allowed in pipe
	// SQL on this source.
	Functions []string
}

// Attribute is one attribute of a plugin's config body.
type Attribute struct {
	Name string
	// Type is an HCL type: "string", "number", "bool", "list(string)" or
	// "map(string)". Empty means string.
	Type        string
	Required    bool
	Description string
	// Sensitive values (passwords, tokens) are never logged.
	Sensitive bool
}

// Config is a decoded config body: string, float64, bool, []any and
// map[string]any values by attribute name. Absent optional attributes are
// missing or nil.
type Config map[string]any

// String returns a string attribute ("" when absent).
func (c Config) String(name string) string {
	s, _ := c[name].(string)
	return s
}

// Number returns a number attribute (0 when absent).
func (c Config) Number(name string) float64 {
	f, _ := c[name].(float64)
	return f
}

// Bool returns a bool attribute (false when absent).
func (c Config) Bool(name string) bool {
	b, _ := c[name].(bool)
	return b
}

// ConfigError is a problem with one config attribute. The host shows it at
// the attribute's line in the workspace file.
type ConfigError struct {
	Attribute string
	Summary   string
	Detail    string
}

func (e *ConfigError) Error() string {
	if e.Attribute == "" {
		return e.Summary + ": " + e.Detail
	}
	return fmt.Sprintf("%s (config attribute %q): %s", e.Summary, e.Attribute, e.Detail)
}

// Table describes one table a source serves.
type Table struct {
	Name        string
	Description string
	Columns     []Column
	// Rows is the row count, or -1 when unknown (cheap estimates are fine).
	Rows int64
}

// Column describes one column.
type Column struct {
	Name string
	// Type is the column's type in the source's own terms.
	Type        string
	Description string
}

// Query is one request for rows.
type Query struct {
	// SQL is one read-only SELECT (only sent to plugins with Pushdown).
	SQL string
	// Table asks for a whole table.
	Table string
	// Params bind SQL's $name placeholders.
	Params []Param
	// MaxRows caps the rows sent (0: no cap); the SDK stops the stream there.
	MaxRows int64
	// SchemaOnly asks for the result's columns and no rows; the SDK sends
	// the reader's schema only, so plugins may answer it like any query.
	SchemaOnly bool
}

// Param is one named parameter.
type Param struct {
	Name string
	// Type is the declared type: string, int, float, bool or date.
	Type string
	// Value is nil, string, int64, float64, bool or time.Time (a date).
	Value any
}

// ConfigErrors returns the ConfigErrors inside err (it may join several).
func ConfigErrors(err error) []*ConfigError {
	var out []*ConfigError
	var walk func(error)
	walk = func(e error) {
		if e == nil {
			return
		}
		if ce, ok := e.(*ConfigError); ok {
			out = append(out, ce)
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
			return
		}
		walk(errors.Unwrap(e))
	}
	walk(err)
	return out
}

// BindNumbered rewrites the $name placeholders of sql for a driver with
// numbered placeholders: each one becomes placeholder(n, p), where n counts
// distinct parameters from 1 in order of first use (a name used twice gets
// the same n), and the returned args hold their values in that order.
// Placeholders inside string literals, quoted identifiers and comments are
// left alone. A placeholder without a parameter is an error.
//
// For PostgreSQL: func(n int, p Param) string { return fmt.Sprintf("$%d::%s", n, pgType(p.Type)) }.
func BindNumbered(sql string, params []Param, placeholder func(n int, p Param) string) (string, []any, error) {
	return bind(sql, params, placeholder)
}

// BindPositional rewrites the $name placeholders of sql to "?", with one
// argument per placeholder, for drivers such as SQLite's and MySQL's.
func BindPositional(sql string, params []Param) (string, []any, error) {
	return bind(sql, params, nil)
}

func bind(sql string, params []Param, placeholder func(n int, p Param) string) (string, []any, error) {
	byName := map[string]Param{}
	for _, p := range params {
		byName[strings.ToLower(p.Name)] = p
	}
	var sb strings.Builder
	var args []any
	num := map[string]int{}
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case c == '\'' || c == '"':
			j := skipQuoted(sql, i, c)
			sb.WriteString(sql[i:j])
			i = j
		case c == '-' && strings.HasPrefix(sql[i:], "--"):
			j := strings.IndexByte(sql[i:], '\n')
			if j < 0 {
				j = len(sql) - i
			}
			sb.WriteString(sql[i : i+j])
			i += j
		case c == '/' && strings.HasPrefix(sql[i:], "/*"):
			j := strings.Index(sql[i+2:], "*/")
			end := len(sql)
			if j >= 0 {
				end = i + 2 + j + 2
			}
			sb.WriteString(sql[i:end])
			i = end
		case c == '$' && i+1 < len(sql) && isIdentStart(sql[i+1]):
			j := i + 1
			for j < len(sql) && isIdentPart(sql[j]) {
				j++
			}
			name := strings.ToLower(sql[i+1 : j])
			p, ok := byName[name]
			if !ok {
				return "", nil, fmt.Errorf("no value for parameter $%s", sql[i+1:j])
			}
			if placeholder == nil {
				args = append(args, p.Value)
				sb.WriteByte('?')
				i = j
				continue
			}
			n, seen := num[name]
			if !seen {
				args = append(args, p.Value)
				n = len(args)
				num[name] = n
			}
			sb.WriteString(placeholder(n, p))
			i = j
		default:
			sb.WriteByte(c)
			i++
		}
	}
	return sb.String(), args, nil
}

// skipQuoted returns the index just past the quoted text starting at i
// (a doubled quote is an escaped one).
func skipQuoted(s string, i int, q byte) int {
	for j := i + 1; j < len(s); j++ {
		if s[j] == q {
			if j+1 < len(s) && s[j+1] == q {
				j++
				continue
			}
			return j + 1
		}
	}
	return len(s)
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentPart(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// dateLayout is how dates travel in Param values.
const dateLayout = time.DateOnly
