package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/datacopilot/datacopilot/plugins"
)

// Source serves one PostgreSQL schema.
type Source struct {
	mu      sync.RWMutex
	db      *sql.DB
	schema  string
	timeout time.Duration
}

// New returns an unconfigured source.
func New() *Source { return &Source{} }

func (s *Source) Describe() plugins.Description {
	return plugins.Description{
		Name:     "postgres",
		Version:  "1.0.0",
		Pushdown: true,
		Dialect:  "postgres",
		Config: []plugins.Attribute{
			{Name: "dsn", Type: "string", Sensitive: true, Description: "Connection URL or key=value string; empty uses the PG* environment variables."},
			{Name: "schema", Type: "string", Description: "The schema whose tables are served (default public)."},
			{Name: "statement_timeout", Type: "string", Description: "PostgreSQL's statement timeout for every query (default 30s)."},
			{Name: "max_connections", Type: "number", Description: "Connections kept open (default 4)."},
		},
		Functions: []string{"to_char", "to_date", "to_timestamp", "to_number", "age", "date_part", "justify_days", "initcap", "split_part", "string_agg", "array_agg", "regexp_replace", "generate_series", "extract"},
	}
}

func (s *Source) Configure(ctx context.Context, cfg plugins.Config) error {
	pc, err := pgx.ParseConfig(cfg.String("dsn"))
	if err != nil {
		return &plugins.ConfigError{Attribute: "dsn", Summary: "Invalid connection string", Detail: err.Error()}
	}
	schema := cfg.String("schema")
	if schema == "" {
		schema = "public"
	}
	timeout := 30 * time.Second
	if t := cfg.String("statement_timeout"); t != "" {
		if timeout, err = time.ParseDuration(t); err != nil || timeout <= 0 {
			return &plugins.ConfigError{Attribute: "statement_timeout", Summary: "Invalid duration", Detail: fmt.Sprintf("%q is not a duration such as \"30s\" or \"2m\".", t)}
		}
	}
	maxConns := 4
	if n := cfg.Number("max_connections"); n > 0 {
		maxConns = int(n)
	}
	db := stdlib.OpenDB(*pc)
	db.SetMaxOpenConns(maxConns)
	db.SetMaxIdleConns(maxConns)
	var found bool
	if err := db.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)", schema).Scan(&found); err != nil {
		db.Close()
		return &plugins.ConfigError{Attribute: "dsn", Summary: "Cannot connect", Detail: err.Error()}
	}
	if !found {
		db.Close()
		return &plugins.ConfigError{Attribute: "schema", Summary: "Unknown schema", Detail: fmt.Sprintf("The database has no schema %q.", schema)}
	}
	s.mu.Lock()
	if s.db != nil {
		s.db.Close()
	}
	s.db, s.schema, s.timeout = db, schema, timeout
	s.mu.Unlock()
	return nil
}

func (s *Source) conn() (*sql.DB, string, time.Duration, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.db == nil {
		return nil, "", 0, fmt.Errorf("not configured")
	}
	return s.db, s.schema, s.timeout, nil
}

func (s *Source) Tables(ctx context.Context) ([]plugins.Table, error) {
	db, schema, _, err := s.conn()
	if err != nil {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, `
		SELECT c.table_name, c.column_name, c.data_type,
		       coalesce(col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position), ''),
		       coalesce(obj_description(format('%I.%I', c.table_schema, c.table_name)::regclass, 'pg_class'), ''),
		       coalesce((SELECT reltuples::bigint FROM pg_class WHERE oid = format('%I.%I', c.table_schema, c.table_name)::regclass), -1)
		FROM information_schema.columns c
		WHERE c.table_schema = $1
		ORDER BY c.table_name, c.ordinal_position`, schema)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []plugins.Table
	for rows.Next() {
		var t, desc string
		var c plugins.Column
		var n int64
		if err := rows.Scan(&t, &c.Name, &c.Type, &c.Description, &desc, &n); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].Name != t {
			if n < 0 {
				n = -1 // never analyzed
			}
			out = append(out, plugins.Table{Name: t, Description: desc, Rows: n})
		}
		last := &out[len(out)-1]
		last.Columns = append(last.Columns, c)
	}
	return out, rows.Err()
}

// pgTypes are the casts of parameters by their declared type: PostgreSQL
// must know a parameter's type ($1 IS NULL alone does not say it).
var pgTypes = map[string]string{"string": "text", "int": "bigint", "float": "double precision", "date": "date", "bool": "boolean"}

func (s *Source) Query(ctx context.Context, q plugins.Query) (array.RecordReader, error) {
	db, schema, timeout, err := s.conn()
	if err != nil {
		return nil, err
	}
	query, args := "SELECT * FROM "+quote(schema)+"."+quote(q.Table), []any(nil)
	if q.SQL != "" {
		query, args, err = plugins.BindNumbered(q.SQL, q.Params, func(n int, p plugins.Param) string {
			if t := pgTypes[p.Type]; t != "" {
				return fmt.Sprintf("$%d::%s", n, t)
			}
			return fmt.Sprintf("$%d", n)
		})
		if err != nil {
			return nil, err
		}
	}
	if q.SchemaOnly {
		query = "SELECT * FROM (" + query + "\n) AS q LIMIT 0"
	}
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("SET LOCAL statement_timeout = %d", timeout.Milliseconds())); err != nil {
		tx.Rollback()
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, "SET LOCAL search_path = "+quote(schema)); err != nil {
		tx.Rollback()
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		tx.Rollback()
		return nil, err
	}
	rr, err := plugins.SQLRows(rows, columnType)
	if err != nil {
		tx.Rollback()
		return nil, err
	}
	return &txReader{RecordReader: rr, tx: tx}, nil
}

// txReader ends the read-only transaction with the stream.
type txReader struct {
	array.RecordReader
	tx   *sql.Tx
	once sync.Once
}

func (r *txReader) Release() {
	r.RecordReader.Release()
	r.once.Do(func() { r.tx.Rollback() })
}

// columnType maps PostgreSQL's type names to Arrow.
func columnType(ct *sql.ColumnType) arrow.DataType {
	switch strings.ToUpper(ct.DatabaseTypeName()) {
	case "INT2", "INT4", "INT8", "OID":
		return arrow.PrimitiveTypes.Int64
	case "FLOAT4", "FLOAT8", "NUMERIC":
		return arrow.PrimitiveTypes.Float64
	case "BOOL":
		return arrow.FixedWidthTypes.Boolean
	case "DATE":
		return arrow.FixedWidthTypes.Date32
	case "TIMESTAMP", "TIMESTAMPTZ":
		return arrow.FixedWidthTypes.Timestamp_us
	}
	return arrow.BinaryTypes.String
}

func (s *Source) Ping(ctx context.Context) error {
	db, _, _, err := s.conn()
	if err != nil {
		return err
	}
	return db.PingContext(ctx)
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
