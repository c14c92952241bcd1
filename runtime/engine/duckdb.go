// Package engine runs SQL: the embedded DuckDB database that loads a
// workspace's files as tables and then serves only read-only queries on a
// locked configuration. Plan steps, pipes and the SQL guard's parser all go
// through it.
package engine

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"strings"
	"sync"
	"time"

	_ "github.com/duckdb/duckdb-go/v2" // registers the "duckdb" driver
	"golang.org/x/sync/errgroup"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// Defaults for queries.
const (
	DefaultTimeout = 30 * time.Second
	DefaultMaxRows = 100_000
)

// Options configure a DuckDB database.
type Options struct {
	// Path is a database file; empty means in-memory.
	Path string
	// Timeout bounds every query (DefaultTimeout when zero).
	Timeout time.Duration
	// MaxRows caps every result (DefaultMaxRows when zero); a capped result
	// is marked Truncated.
	MaxRows int
	Logger  *slog.Logger
}

// DB is an embedded DuckDB database.
type DB struct {
	db     *sql.DB
	opts   Options
	mu     sync.Mutex
	locked bool
	copies copyRegistry
}

// TableInfo is what the engine knows of a table: its columns and row count.
type TableInfo struct {
	Name    string
	Columns []ColumnInfo
	Rows    int64
}

// ColumnInfo is a column's name and DuckDB type.
type ColumnInfo struct {
	Name string
	Type string
}

// Open opens (or creates) a DuckDB database. Extensions are never
// downloaded: only the built-in ones (json, parquet, icu) are available.
func Open(opts Options) (*DB, error) {
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxRows == 0 {
		opts.MaxRows = DefaultMaxRows
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	dsn := opts.Path + "?autoinstall_known_extensions=false&autoload_known_extensions=false"
	db, err := sql.Open("duckdb", dsn)
	if err != nil {
		return nil, fmt.Errorf("open duckdb %q: %w", opts.Path, err)
	}
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("open duckdb %q: %w", opts.Path, err)
	}
	db.SetMaxIdleConns(runtime.NumCPU() + 2)
	return &DB{db: db, opts: opts}, nil
}

// Limits are the engine's query timeout and row cap.
func (d *DB) Limits() (time.Duration, int) { return d.opts.Timeout, d.opts.MaxRows }

// Close releases the database.
func (d *DB) Close() error { return d.db.Close() }

// FileLoad names a file (or glob) to load as a table.
type FileLoad struct {
	Table  string
	Path   string
	Format string // csv or parquet
}

// Load creates one table per file, in parallel. It must run before Lock,
// which turns file access off for good.
func (d *DB) Load(ctx context.Context, files []FileLoad) error {
	d.mu.Lock()
	locked := d.locked
	d.mu.Unlock()
	if locked {
		return errors.New("engine is locked: files can only be loaded before the first query")
	}
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.NumCPU())
	for _, f := range files {
		g.Go(func() error {
			reader := "read_csv(" + QuoteString(f.Path) + ", header = true, sample_size = -1)"
			if f.Format == "parquet" {
				reader = "read_parquet(" + QuoteString(f.Path) + ")"
			}
			q := "CREATE OR REPLACE TABLE " + QuoteIdent(f.Table) + " AS SELECT * FROM " + reader
			if _, err := d.db.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("load %s as table %q: %w", f.Path, f.Table, err)
			}
			return nil
		})
	}
	return g.Wait()
}

// Lock turns off file and network access and freezes the configuration, so
// that nothing a query does can read files, attach databases or undo the
// lock. Every query after Lock also runs in a read-only transaction.
func (d *DB) Lock(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.locked {
		return nil
	}
	for _, q := range []string{
		"SET enable_external_access = false",
		"SET lock_configuration = true",
	} {
		if _, err := d.db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("lock engine (%s): %w", q, err)
		}
	}
	d.locked = true
	return nil
}

// Tables describes the tables of the main schema with their row counts.
func (d *DB) Tables(ctx context.Context) ([]TableInfo, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT table_name, column_name, data_type FROM duckdb_columns()
		WHERE schema_name = 'main' AND NOT internal ORDER BY table_name, column_index`)
	if err != nil {
		return nil, fmt.Errorf("describe tables: %w", err)
	}
	defer rows.Close()
	var out []TableInfo
	for rows.Next() {
		var t, c, ty string
		if err := rows.Scan(&t, &c, &ty); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].Name != t {
			out = append(out, TableInfo{Name: t})
		}
		last := &out[len(out)-1]
		last.Columns = append(last.Columns, ColumnInfo{Name: c, Type: ty})
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if err := d.db.QueryRowContext(ctx, "SELECT count(*) FROM "+QuoteIdent(out[i].Name)).Scan(&out[i].Rows); err != nil {
			return nil, fmt.Errorf("count rows of %s: %w", out[i].Name, err)
		}
	}
	return out, nil
}

// Query runs one statement the caller has already checked (a pipe's SQL, a
// compiled metric, or SQL the guard approved) in a read-only transaction,
// with the engine's timeout and row cap. Named args bind $name parameters.
func (d *DB) Query(ctx context.Context, query string, args map[string]any) (*data.Table, error) {
	ctx, cancel := context.WithTimeout(ctx, d.opts.Timeout)
	defer cancel()
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN TRANSACTION READ ONLY"); err != nil {
		return nil, fmt.Errorf("begin read-only transaction: %w", err)
	}
	t, err := d.scan(ctx, conn, query, args)
	if _, rerr := conn.ExecContext(context.WithoutCancel(ctx), "ROLLBACK"); rerr != nil && err == nil {
		err = rerr
	}
	if err != nil && ctx.Err() == context.DeadlineExceeded {
		return nil, fmt.Errorf("query timed out after %s", d.opts.Timeout)
	}
	return t, err
}

func (d *DB) scan(ctx context.Context, conn *sql.Conn, query string, args map[string]any) (*data.Table, error) {
	named := make([]any, 0, len(args))
	for k, v := range args {
		named = append(named, sql.Named(k, bindable(v)))
	}
	rows, err := conn.QueryContext(ctx, query, named...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	types, err := rows.ColumnTypes()
	if err != nil {
		return nil, err
	}
	t := &data.Table{Columns: make([]*data.Column, len(types))}
	vals := make([]any, len(types))
	ptrs := make([]any, len(types))
	for i, ct := range types {
		dbType := ct.DatabaseTypeName()
		t.Columns[i] = data.NewColumn(ct.Name(), data.KindOf(dbType), 64)
		t.Columns[i].DBType = dbType
		ptrs[i] = &vals[i]
	}
	n := 0
	for rows.Next() {
		if n == d.opts.MaxRows {
			t.Truncated = true
			break
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		for i, v := range vals {
			t.Columns[i].Append(v)
		}
		n++
	}
	return t, rows.Err()
}

// bindable converts times to text: duckdb-go binds time.Time as TIMESTAMP
// WITH TIME ZONE, which would make date filters depend on the machine's time
// zone. Text is cast by DuckDB to the column's own type instead.
func bindable(v any) any {
	t, ok := v.(time.Time)
	if !ok {
		return v
	}
	if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 && t.Nanosecond() == 0 {
		return t.Format("2006-01-02")
	}
	return t.Format("2006-01-02 15:04:05.999999")
}

// Serialize returns DuckDB's own parse of sql as JSON (json_serialize_sql).
// It parses exactly what the engine would run; it runs nothing.
func (d *DB) Serialize(ctx context.Context, query string) (string, error) {
	if strings.ContainsRune(query, 0) {
		return "", errors.New("SQL contains a NUL byte")
	}
	var out string
	err := d.db.QueryRowContext(ctx, "SELECT json_serialize_sql("+QuoteString(query)+")::VARCHAR").Scan(&out)
	return out, err
}

// Functions lists the names of the engine's functions of the given kinds
// (scalar, aggregate, macro, table, table_macro, pragma).
func (d *DB) Functions(ctx context.Context) (map[string]string, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT DISTINCT function_name, function_type FROM duckdb_functions()")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, kind string
		if err := rows.Scan(&name, &kind); err != nil {
			return nil, err
		}
		out[strings.ToLower(name)] = kind
	}
	return out, rows.Err()
}

// QuoteIdent quotes a SQL identifier.
func QuoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// QuoteString quotes a SQL string literal.
func QuoteString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
