package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/datacopilot/datacopilot/plugins"
)

// ClickHouse error codes the configuration explains.
const (
	codeUnknownDatabase = 81
	codeAuthFailed      = 516
	codeUnknownUser     = 192
	codeWrongPassword   = 193
)

// Source serves the tables of one ClickHouse database.
type Source struct {
	mu       sync.RWMutex
	conn     driver.Conn
	database string
	only     map[string]bool
	timeout  time.Duration
	maxRows  int
	settings clickhouse.Settings
	// native: whole tables are read column by column (the native
	// protocol; HTTP reads them through clickhouse-go's rows).
	native *nativeOptions
}

var _ plugins.Source = (*Source)(nil)

// New returns an unconfigured source.
func New() *Source { return &Source{} }

// Source implements plugins.Source.
func (s *Source) Describe() plugins.Description {
	return plugins.Description{
		Name:     "clickhouse",
		Version:  "1.0.0",
		Pushdown: true,
		Dialect:  "clickhouse",
		Config: []plugins.Attribute{
			{Name: "addr", Type: "string", Description: "host:port of the native protocol, or several separated by commas (default 127.0.0.1:9000; ClickHouse Cloud: HOST:9440 with tls = true)."},
			{Name: "database", Type: "string", Description: "The database whose tables are served (default \"default\"). On a cluster, the database of the Distributed tables."},
			{Name: "user", Type: "string", Description: "User name (default \"default\")."},
			{Name: "password", Type: "string", Sensitive: true, Description: "Password; write env(\"NAME\") to keep it out of the files."},
			{Name: "protocol", Type: "string", Description: "\"native\" (the default) or \"http\" (ClickHouse's HTTP interface, which Tinybird serves)."},
			{Name: "tls", Type: "bool", Description: "Connect with TLS (ClickHouse Cloud, Tinybird)."},
			{Name: "tls_server_name", Type: "string", Description: "The server name TLS verifies (default: the host of addr)."},
			{Name: "tables", Type: "list(string)", Description: "Serve only these tables (default: every table of the database)."},
			{Name: "query_timeout", Type: "string", Description: "max_execution_time of every query (default 30s; the workspace's query timeout also applies)."},
			{Name: "max_result_rows", Type: "number", Description: "max_result_rows of every query: ClickHouse refuses a larger result (default: no limit beyond the workspace's row cap)."},
			{Name: "settings", Type: "map(string)", Description: "More ClickHouse settings for every query (integers on servers older than 21; readonly cannot be lowered)."},
			{Name: "max_connections", Type: "number", Description: "Connections kept open (default 4)."},
		},
		Functions: []string{
			"toYear", "toMonth", "toQuarter", "toDayOfMonth", "toDayOfWeek", "toDate", "toDateTime", "toStartOfYear",
			"toStartOfQuarter", "toStartOfMonth", "toMonday", "toStartOfDay", "toString", "toInt64", "toFloat64",
			"toYYYYMM", "toYYYYMMDD", "formatDateTime", "dateDiff", "addDays", "subtractDays", "addMonths", "addYears", "now", "today",
			"uniq", "uniqExact", "countIf", "sumIf", "avgIf", "any", "argMax", "argMin", "groupArray", "quantile", "median", "medianExact",
			"ifNull", "nullIf", "isNull", "isNotNull", "multiIf", "positionCaseInsensitive", "lowerUTF8", "upperUTF8", "intDiv", "round",
		},
	}
}

// Configure connects and checks the database.
func (s *Source) Configure(ctx context.Context, cfg plugins.Config) error {
	addr := cfg.String("addr")
	if addr == "" {
		addr = "127.0.0.1:9000"
	}
	var addrs []string
	for _, a := range strings.Split(addr, ",") {
		if a = strings.TrimSpace(a); a != "" {
			addrs = append(addrs, a)
		}
	}
	database := cfg.String("database")
	if database == "" {
		database = "default"
	}
	user := cfg.String("user")
	if user == "" {
		user = "default"
	}
	timeout := 30 * time.Second
	if t := cfg.String("query_timeout"); t != "" {
		d, err := time.ParseDuration(t)
		if err != nil || d < time.Second {
			return &plugins.ConfigError{Attribute: "query_timeout", Summary: "Invalid duration", Detail: fmt.Sprintf("%q is not a duration of a second or more, such as \"30s\" or \"2m\".", t)}
		}
		timeout = d
	}
	settings := clickhouse.Settings{}
	if m, ok := cfg["settings"].(map[string]any); ok {
		for k, v := range m {
			str := fmt.Sprint(v)
			if k == "readonly" {
				return &plugins.ConfigError{Attribute: "settings", Summary: "Setting not allowed", Detail: "readonly is always 1: the plugin only reads."}
			}
			if n, err := strconv.Atoi(str); err == nil {
				settings[k] = n
			} else {
				settings[k] = str
			}
		}
	}
	var only map[string]bool
	if list, ok := cfg["tables"].([]any); ok {
		only = map[string]bool{}
		for _, t := range list {
			only[fmt.Sprint(t)] = true
		}
	}
	maxConns := 4
	if n := cfg.Number("max_connections"); n > 0 {
		maxConns = int(n)
	}
	opts := &clickhouse.Options{
		Addr:            addrs,
		Auth:            clickhouse.Auth{Database: database, Username: user, Password: cfg.String("password")},
		DialTimeout:     10 * time.Second,
		MaxOpenConns:    maxConns,
		MaxIdleConns:    maxConns,
		ConnMaxLifetime: time.Hour,
	}
	switch cfg.String("protocol") {
	case "", "native":
	case "http":
		opts.Protocol = clickhouse.HTTP
	default:
		return &plugins.ConfigError{Attribute: "protocol", Summary: "Unknown protocol", Detail: fmt.Sprintf("%q is not \"native\" or \"http\".", cfg.String("protocol"))}
	}
	if cfg.Bool("tls") {
		opts.TLS = &tls.Config{ServerName: cfg.String("tls_server_name")}
	}
	var native *nativeOptions
	if opts.Protocol != clickhouse.HTTP {
		native = &nativeOptions{addrs: addrs, database: database, user: user, password: cfg.String("password"), tls: opts.TLS, dialTimeout: opts.DialTimeout}
	}
	conn, err := clickhouse.Open(opts)
	if err == nil {
		err = conn.Ping(ctx)
	}
	if err != nil {
		if conn != nil {
			conn.Close()
		}
		var ex *clickhouse.Exception
		if errors.As(err, &ex) && ex.Code == codeUnknownDatabase {
			return &plugins.ConfigError{Attribute: "database", Summary: "Unknown database", Detail: fmt.Sprintf("The server has no database %q.", database)}
		}
		if errors.As(err, &ex) && (ex.Code == codeAuthFailed || ex.Code == codeUnknownUser || ex.Code == codeWrongPassword) {
			return &plugins.ConfigError{Attribute: "user", Summary: "Cannot sign in", Detail: ex.Message}
		}
		return &plugins.ConfigError{Attribute: "addr", Summary: "Cannot connect", Detail: fmt.Sprintf("%s: %v.", strings.Join(addrs, ", "), err)}
	}
	var n uint64
	if err := conn.QueryRow(ctx, "SELECT count() FROM system.databases WHERE name = ?", database).Scan(&n); err != nil {
		conn.Close()
		return &plugins.ConfigError{Attribute: "addr", Summary: "Cannot read the server's databases", Detail: err.Error()}
	}
	if n == 0 {
		conn.Close()
		return &plugins.ConfigError{Attribute: "database", Summary: "Unknown database", Detail: fmt.Sprintf("The server has no database %q.", database)}
	}
	s.mu.Lock()
	if s.conn != nil {
		s.conn.Close()
	}
	s.conn, s.database, s.only, s.timeout, s.settings, s.native = conn, database, only, timeout, settings, native
	s.maxRows = int(cfg.Number("max_result_rows"))
	s.mu.Unlock()
	return nil
}

func (s *Source) client() (driver.Conn, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.conn == nil {
		return nil, fmt.Errorf("not configured")
	}
	return s.conn, nil
}

// queryContext carries the settings of every query: readonly = 1 whatever
// the user's profile allows, the execution time limit, the result row
// limit, and SQL's meaning of a LEFT JOIN's missing rows (NULL, not the
// type's default).
func (s *Source) queryContext(ctx context.Context) context.Context {
	return clickhouse.Context(ctx, clickhouse.WithSettings(s.querySettings()))
}

func (s *Source) querySettings() clickhouse.Settings {
	s.mu.RLock()
	defer s.mu.RUnlock()
	set := clickhouse.Settings{}
	for k, v := range s.settings {
		set[k] = v
	}
	set["readonly"] = 1
	set["max_execution_time"] = int(s.timeout / time.Second)
	set["join_use_nulls"] = 1
	if s.maxRows > 0 {
		set["max_result_rows"] = s.maxRows
	}
	return set
}

// Tables lists the tables of the database from system.columns, with their
// row counts (count() reads MergeTree metadata, through every shard of a
// Distributed table).
func (s *Source) Tables(ctx context.Context) ([]plugins.Table, error) {
	conn, err := s.client()
	if err != nil {
		return nil, err
	}
	qctx := s.queryContext(ctx)
	rows, err := conn.Query(qctx, "SELECT table, name, type, comment FROM system.columns WHERE database = ?", s.database)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []plugins.Table
	for rows.Next() {
		var t string
		var c plugins.Column
		if err := rows.Scan(&t, &c.Name, &c.Type, &c.Description); err != nil {
			return nil, err
		}
		if s.only != nil && !s.only[t] {
			continue
		}
		if len(out) == 0 || out[len(out)-1].Name != t {
			out = append(out, plugins.Table{Name: t, Rows: -1})
		}
		last := &out[len(out)-1]
		last.Columns = append(last.Columns, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		var n uint64
		if err := conn.QueryRow(qctx, "SELECT count() FROM "+quote(s.database)+"."+quote(out[i].Name)).Scan(&n); err == nil {
			out[i].Rows = int64(n)
		}
	}
	return out, nil
}

// Query runs a whole-table read or SQL with $name parameters, bound by the
// driver as typed literals. A whole table is read column by column (see
// native.go) unless its columns have types only clickhouse-go reads.
func (s *Source) Query(ctx context.Context, q plugins.Query) (array.RecordReader, error) {
	conn, err := s.client()
	if err != nil {
		return nil, err
	}
	query, args := "SELECT * FROM "+quote(s.database)+"."+quote(q.Table), []any(nil)
	s.mu.RLock()
	native := s.native
	s.mu.RUnlock()
	if q.SQL == "" && !q.SchemaOnly && native != nil {
		r, err := queryNative(ctx, *native, query, s.querySettings())
		if !errors.Is(err, errUnsupportedColumn) {
			return r, err
		}
	}
	if q.SQL != "" {
		query, args, err = Bind(q.SQL, q.Params)
		if err != nil {
			return nil, err
		}
	}
	if q.SchemaOnly {
		query = "SELECT * FROM (" + query + "\n) LIMIT 0"
	}
	ctx, cancel := context.WithCancel(s.queryContext(ctx))
	rows, err := conn.Query(ctx, query, args...)
	if err != nil {
		cancel()
		return nil, err
	}
	return newReader(rows, cancel)
}

// Bind rewrites the $name placeholders of sql into the driver's numbered
// ones, each wrapped in a conversion to its declared type, and returns the
// values in order: a date travels as its ISO text (toDate('1997-01-01')),
// a bool as 1 or 0 (ClickHouse before 21 has no Bool). An int parameter
// right after LIMIT is written as its number: servers before 20 take a
// literal there and nothing else.
func Bind(sql string, params []plugins.Param) (string, []any, error) {
	sql = limitRE.ReplaceAllStringFunc(sql, func(m string) string {
		name := limitRE.FindStringSubmatch(m)[1]
		for _, p := range params {
			if !strings.EqualFold(p.Name, name) || p.Type != "int" {
				continue
			}
			switch v := p.Value.(type) {
			case int64:
				return "LIMIT " + strconv.FormatInt(v, 10)
			case int:
				return "LIMIT " + strconv.Itoa(v)
			}
		}
		return m
	})
	ps := make([]plugins.Param, len(params))
	for i, p := range params {
		ps[i] = p
		switch v := p.Value.(type) {
		case time.Time:
			ps[i].Value = v.Format(time.DateOnly)
		case bool:
			ps[i].Value = 0
			if v {
				ps[i].Value = 1
			}
		}
	}
	return plugins.BindNumbered(sql, ps, func(n int, p plugins.Param) string {
		switch p.Type {
		case "date":
			return fmt.Sprintf("toDate($%d)", n)
		case "int":
			return fmt.Sprintf("toInt64($%d)", n)
		case "float":
			return fmt.Sprintf("toFloat64($%d)", n)
		case "bool":
			return fmt.Sprintf("toUInt8($%d)", n)
		}
		return fmt.Sprintf("$%d", n)
	})
}

// Ping checks the connection.
func (s *Source) Ping(ctx context.Context) error {
	conn, err := s.client()
	if err != nil {
		return err
	}
	return conn.Ping(ctx)
}

var limitRE = regexp.MustCompile(`(?i)\bLIMIT\s+\$([A-Za-z_][A-Za-z0-9_]*)\b`)

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
