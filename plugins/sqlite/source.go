package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/datacopilot/datacopilot/plugins"
)

// Source serves one SQLite file.
type Source struct {
	mu sync.RWMutex
	db *sql.DB
}

// New returns an unconfigured source.
func New() *Source { return &Source{} }

func (s *Source) Describe() plugins.Description {
	return plugins.Description{
		Name:     "sqlite",
		Version:  "1.0.0",
		Pushdown: true,
		Dialect:  "sqlite",
		Config: []plugins.Attribute{
			{Name: "path", Type: "string", Required: true, Description: "The SQLite database file, relative to the workspace."},
		},
		Functions: []string{"julianday", "date", "datetime", "time", "unixepoch", "ifnull", "instr", "printf", "total", "group_concat", "substr"},
	}
}

func (s *Source) Configure(ctx context.Context, cfg plugins.Config) error {
	path := cfg.String("path")
	if fi, err := os.Stat(path); err != nil || fi.IsDir() {
		wd, _ := os.Getwd()
		return &plugins.ConfigError{Attribute: "path", Summary: "Database file not found", Detail: fmt.Sprintf("No SQLite file at %q (from %s).", path, wd)}
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=query_only(1)&_pragma=busy_timeout(5000)")
	if err == nil {
		err = db.PingContext(ctx)
	}
	if err == nil {
		// a file that is not a database fails on its first read
		_, err = db.ExecContext(ctx, "SELECT count(*) FROM sqlite_master")
	}
	if err != nil {
		if db != nil {
			db.Close()
		}
		return &plugins.ConfigError{Attribute: "path", Summary: "Cannot open database", Detail: fmt.Sprintf("%s: %v.", path, err)}
	}
	s.mu.Lock()
	if s.db != nil {
		s.db.Close()
	}
	s.db = db
	s.mu.Unlock()
	return nil
}

func (s *Source) conn() (*sql.DB, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.db == nil {
		return nil, fmt.Errorf("not configured")
	}
	return s.db, nil
}

func (s *Source) Tables(ctx context.Context) ([]plugins.Table, error) {
	db, err := s.conn()
	if err != nil {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name")
	if err != nil {
		return nil, err
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return nil, err
		}
		names = append(names, n)
	}
	rows.Close()
	var out []plugins.Table
	for _, n := range names {
		t := plugins.Table{Name: n, Rows: -1}
		cols, err := db.QueryContext(ctx, "SELECT name, type FROM pragma_table_info(?) ORDER BY cid", n)
		if err != nil {
			return nil, err
		}
		for cols.Next() {
			var c plugins.Column
			if err := cols.Scan(&c.Name, &c.Type); err != nil {
				cols.Close()
				return nil, err
			}
			t.Columns = append(t.Columns, c)
		}
		cols.Close()
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM "+quote(n)).Scan(&t.Rows); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

func (s *Source) Query(ctx context.Context, q plugins.Query) (array.RecordReader, error) {
	db, err := s.conn()
	if err != nil {
		return nil, err
	}
	query, args := "SELECT * FROM "+quote(q.Table), []any(nil)
	if q.SQL != "" {
		query, args, err = plugins.BindPositional(q.SQL, q.Params)
		if err != nil {
			return nil, err
		}
		for i, a := range args {
			switch v := a.(type) {
			case time.Time:
				args[i] = v.Format(time.DateOnly)
			case bool:
				args[i] = map[bool]int{false: 0, true: 1}[v]
			}
		}
	}
	if q.SchemaOnly {
		query = "SELECT * FROM (" + query + "\n) LIMIT 1" // SQLite types come from values
	}
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return plugins.SQLRows(rows, columnType)
}

// columnType maps a declared SQLite type to Arrow, by SQLite's affinity
// rules with dates added; expressions (no declared type) are decided from
// their values.
func columnType(ct *sql.ColumnType) arrow.DataType {
	t := strings.ToUpper(ct.DatabaseTypeName())
	switch {
	case t == "":
		return nil
	case strings.Contains(t, "INT"):
		return arrow.PrimitiveTypes.Int64
	case t == "DATE":
		return arrow.FixedWidthTypes.Date32
	case strings.Contains(t, "DATETIME"), strings.Contains(t, "TIMESTAMP"):
		return arrow.FixedWidthTypes.Timestamp_us
	case strings.Contains(t, "BOOL"):
		return arrow.FixedWidthTypes.Boolean
	case strings.Contains(t, "CHAR"), strings.Contains(t, "CLOB"), strings.Contains(t, "TEXT"):
		return arrow.BinaryTypes.String
	case strings.Contains(t, "REAL"), strings.Contains(t, "FLOA"), strings.Contains(t, "DOUB"), strings.Contains(t, "NUM"), strings.Contains(t, "DEC"):
		return arrow.PrimitiveTypes.Float64
	}
	return nil
}

func (s *Source) Ping(ctx context.Context) error {
	db, err := s.conn()
	if err != nil {
		return err
	}
	return db.PingContext(ctx)
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
