// Package engine runs SQL: the embedded DuckDB database that loads a
// workspace's files as tables (once, through the file cache of cache.go)
// and then serves only read-only queries on a locked configuration. Plan
// steps, pipes and the SQL guard's parser all go through it.
package engine

import (
	"bytes"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	duckdb "github.com/duckdb/duckdb-go/v2" // also registers the "duckdb" driver

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/internal/sqltext"
)

// Defaults for queries, sized for a small machine (2 cores, 8 GB).
const (
	DefaultTimeout     = 30 * time.Second
	DefaultMaxRows     = 100_000
	DefaultMemory      = 2 << 30
	DefaultThreads     = 2
	DefaultTempSize    = 1 << 30
	DefaultResultBytes = 256 << 20
)

// Options configure a DuckDB database.
type Options struct {
	// Path is a database file; empty means in-memory.
	Path string
	// Timeout bounds every query (DefaultTimeout when zero).
	Timeout time.Duration
	// MaxRows caps every result (DefaultMaxRows when zero); a capped result
	// is marked Truncated. The cap is part of the query (a LIMIT around
	// it), so DuckDB stops producing rows past it.
	MaxRows int
	// Memory bounds the engine's memory, in bytes (DefaultMemory when
	// zero). DuckDB's buffer pool (memory_limit) gets three quarters of
	// it: joins, aggregates and sorts past that spill to the temporary
	// directory, then fail with a message naming the limit. The rest is
	// headroom for what DuckDB allocates outside its pool (strings being
	// made, the result, bounded by MaxResultBytes).
	Memory int64
	// Threads is how many threads DuckDB runs (DefaultThreads when zero).
	Threads int
	// TempSize bounds the spill files (max_temp_directory_size;
	// DefaultTempSize when zero), which go to a private temporary
	// directory removed on Close, never the workspace. Negative: no
	// spilling at all.
	TempSize int64
	// MaxResultBytes bounds one result as held in memory
	// (DefaultResultBytes when zero).
	MaxResultBytes int64
	Logger         *slog.Logger
}

// DB is an embedded DuckDB database.
type DB struct {
	db      *sql.DB
	opts    Options
	tempDir string
	mu      sync.Mutex
	locked  bool
	copies  copyRegistry
	// allowed are the files views read in place (Parquet): Lock leaves
	// them, and only them, readable.
	allowed []string
	// views are the tables served from the file cache's slots (nil for
	// a table read from its files), and cacheDir the cache's folder,
	// which Lock leaves readable so that Refresh can attach new slots.
	views    map[string]*cachedView
	cacheDir string
	// parses memoizes Serialize (UseParseCache); version is DuckDB's.
	parses  atomic.Pointer[ParseCache]
	version string
	aliases atomic.Int64 // of attached cache files
	// conns are Query's connections with their prepared statements.
	conns queryConns
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

// Open opens (or creates) a DuckDB database with its resource limits set.
// Extensions are never downloaded: only the built-in ones (json, parquet,
// icu) are available.
func Open(opts Options) (*DB, error) {
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxRows == 0 {
		opts.MaxRows = DefaultMaxRows
	}
	if opts.Memory == 0 {
		opts.Memory = DefaultMemory
	}
	if opts.Threads == 0 {
		opts.Threads = DefaultThreads
	}
	if opts.TempSize == 0 {
		opts.TempSize = DefaultTempSize
	}
	if opts.MaxResultBytes == 0 {
		opts.MaxResultBytes = DefaultResultBytes
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
	d := &DB{db: db, opts: opts}
	if err := d.limit(); err != nil {
		d.Close()
		return nil, fmt.Errorf("open duckdb %q: %w", opts.Path, err)
	}
	return d, nil
}

// limit applies the memory, thread and spill limits. They are global
// settings, so they hold for every connection, and Lock freezes them.
func (d *DB) limit() error {
	settings := []string{
		"SET memory_limit = '" + strconv.FormatInt(d.opts.Memory/4*3, 10) + "B'",
		"SET threads = " + strconv.Itoa(d.opts.Threads),
	}
	if d.opts.TempSize < 0 {
		settings = append(settings, "SET temp_directory = ''")
	} else {
		dir, err := os.MkdirTemp("", "datacopilot-duckdb-")
		if err != nil {
			return fmt.Errorf("make a directory for spill files: %w", err)
		}
		d.tempDir = dir
		settings = append(settings,
			"SET temp_directory = "+QuoteString(dir),
			"SET max_temp_directory_size = '"+strconv.FormatInt(d.opts.TempSize, 10)+"B'")
	}
	for _, q := range settings {
		if _, err := d.db.Exec(q); err != nil {
			return fmt.Errorf("%s: %w", q, err)
		}
	}
	return nil
}

// Options are the options the engine runs with, defaults filled in.
func (d *DB) Options() Options { return d.opts }

// Limits are the engine's query timeout and row cap.
func (d *DB) Limits() (time.Duration, int) { return d.opts.Timeout, d.opts.MaxRows }

// Close releases the database and removes its spill files.
func (d *DB) Close() error {
	d.conns.close()
	err := d.db.Close()
	if d.tempDir != "" {
		os.RemoveAll(d.tempDir)
	}
	return err
}

// FileLoad names a file (or glob) to load as a table.
type FileLoad struct {
	Table  string
	Path   string
	Format string // csv, parquet or json
	// InPlace queries a Parquet file where it is (a view) instead of
	// loading it: nothing to load first, slower queries.
	InPlace bool
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
	var settings []string
	if len(d.allowed) > 0 {
		lits := make([]string, len(d.allowed))
		for i, p := range d.allowed {
			lits[i] = QuoteString(p)
		}
		settings = append(settings, "SET allowed_paths = ["+strings.Join(lits, ", ")+"]")
	}
	if d.cacheDir != "" {
		// the guard admits no function that reads files, and no ATTACH
		dir := d.cacheDir
		if abs, err := filepath.Abs(dir); err == nil {
			dir = abs
		}
		settings = append(settings, "SET allowed_directories = ["+QuoteString(dir+string(filepath.Separator))+"]")
	}
	settings = append(settings, "SET enable_external_access = false", "SET lock_configuration = true")
	for _, q := range settings {
		if _, err := d.db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("lock engine (%s): %w", q, err)
		}
	}
	d.locked = true
	return nil
}

// Tables describes the tables of the main schema with their row counts.
func (d *DB) Tables(ctx context.Context) ([]TableInfo, error) {
	return d.TablesKnown(ctx, nil)
}

// TablesKnown is Tables, counting only the rows of the tables rows does not
// have (LoadStat.Rows are known without a count).
func (d *DB) TablesKnown(ctx context.Context, known map[string]int64) ([]TableInfo, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT table_name, column_name, data_type FROM duckdb_columns()
		WHERE database_name = current_database() AND schema_name = 'main' AND NOT internal ORDER BY table_name, column_index`)
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
		if n, ok := known[out[i].Name]; ok {
			out[i].Rows = n
			continue
		}
		if err := d.db.QueryRowContext(ctx, "SELECT count(*) FROM "+QuoteIdent(out[i].Name)).Scan(&out[i].Rows); err != nil {
			return nil, fmt.Errorf("count rows of %s: %w", out[i].Name, err)
		}
	}
	return out, nil
}

// Setup is a statement to run before a query, in its transaction, with
// the $name parameters it uses (the guard's ENUM types for PIVOT values).
type Setup struct {
	SQL    string
	Params []string
}

// Errors a query can stop with; the messages say which limit and where it
// is set.
var (
	ErrMemory  = errors.New("the query needed more memory than the limit")
	ErrTimeout = errors.New("the query took longer than the limit")
	ErrCancel  = errors.New("the query was cancelled")
	ErrTooBig  = errors.New("the result is larger than the limit")
)

// Query runs one statement the caller has already checked (a pipe's SQL, a
// compiled metric, or SQL the guard approved) in a read-only transaction,
// with the engine's timeout, row cap and memory limit, after any setup
// statements. Named args bind $name parameters. Cancelling ctx (the
// client went away) interrupts DuckDB. The statement is prepared once per
// connection and kept (stmts.go).
func (d *DB) Query(ctx context.Context, query string, args map[string]any, setup ...Setup) (*data.Table, error) {
	if strings.Contains(query, "$"+budgetParam) {
		return nil, fmt.Errorf("the parameter $%s is the engine's own", budgetParam)
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, d.opts.Timeout)
	defer cancel()
	budget := d.opts.MaxResultBytes
	qc, err := d.conns.get(ctx, d.db)
	if err != nil {
		return nil, d.explain(parent, ctx, err)
	}
	var t *data.Table
	keep := true
	err = qc.conn.Raw(func(dc any) error {
		c := dc.(*duckdb.Conn)
		bound := make(map[string]any, len(args)+1)
		for k, v := range args {
			bound[k] = v
		}
		bound[budgetParam] = budget
		nargs, err := driverArgs(c, bound)
		if err != nil {
			return err
		}
		text := capped(query, d.opts.MaxRows+1)
		for attempt := 0; ; attempt++ {
			var fresh bool
			t, fresh, err = d.inTransaction(ctx, qc, c, text, nargs, args, setup)
			if _, rerr := qc.rollback.ExecContext(context.WithoutCancel(ctx), nil); rerr != nil {
				keep = false // a connection that cannot end its transaction is not reused
				if err == nil {
					err = rerr
				}
				return err
			}
			if err == nil || fresh || attempt > 0 || ctx.Err() != nil || !stale(err) {
				return err
			}
			// a statement prepared before its tables changed: once afresh
			qc.forget(text)
		}
	})
	if keep {
		d.conns.put(qc)
	} else {
		qc.close()
	}
	if err != nil {
		return nil, d.explain(parent, ctx, err)
	}
	return t, nil
}

// inTransaction begins the read-only transaction on c, runs the setup
// statements and the query, and leaves the transaction open. A query with
// setup statements is prepared for this run only: the types they create
// are gone after it.
func (d *DB) inTransaction(ctx context.Context, qc *queryConn, c *duckdb.Conn, text string, nargs []driver.NamedValue, args map[string]any, setup []Setup) (*data.Table, bool, error) {
	if _, err := qc.begin.ExecContext(ctx, nil); err != nil {
		return nil, true, fmt.Errorf("begin read-only transaction: %w", err)
	}
	for _, s := range setup {
		used := make(map[string]any, len(s.Params))
		for _, p := range s.Params {
			used[p] = args[p]
		}
		sargs, err := driverArgs(c, used)
		if err != nil {
			return nil, true, err
		}
		if _, err := c.ExecContext(ctx, s.SQL, sargs); err != nil {
			return nil, true, err
		}
	}
	var stmt *duckdb.Stmt
	fresh := true
	var err error
	if len(setup) > 0 {
		if stmt, err = prepare(ctx, c, text); err != nil {
			return nil, true, err
		}
		defer stmt.Close()
	} else if stmt, fresh, err = qc.statement(ctx, c, text); err != nil {
		return nil, true, err
	}
	t, err := d.scan(ctx, stmt, nargs)
	return t, fresh, err
}

// capped puts the row cap and the result's byte budget inside the query,
// so that DuckDB stops making rows past them instead of holding them all
// for the caller to drop. The budget (budget.go) is counted after the
// LIMIT, which keeps ORDER BY ... LIMIT a top-N, and the newlines keep a
// trailing line comment from swallowing the parenthesis.
func capped(query string, n int) string {
	const alias = "__datacopilot_result"
	return "SELECT * FROM (SELECT * FROM (\n" + sqltext.TrimEnd(query) + "\n) LIMIT " + strconv.Itoa(n) + ") AS " + alias +
		" QUALIFY CASE WHEN sum(strlen(CAST(" + alias + " AS VARCHAR))) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) > $" + budgetParam +
		" THEN error('" + budgetExceeded + "') ELSE true END"
}

// explain turns DuckDB's out-of-memory errors, timeouts and cancellations
// into errors that name the limit.
func (d *DB) explain(parent, ctx context.Context, err error) error {
	switch {
	case parent.Err() == context.Canceled:
		return fmt.Errorf("%w: the client went away", ErrCancel)
	case parent.Err() == context.DeadlineExceeded:
		return fmt.Errorf("%w: the request's own deadline passed", ErrTimeout)
	case ctx.Err() == context.DeadlineExceeded:
		return fmt.Errorf("%w: it was stopped after %s (limits.timeout in knowledge.hcl)", ErrTimeout, d.opts.Timeout)
	case strings.Contains(err.Error(), budgetExceeded):
		return fmt.Errorf("%w of %s (limits.result_size in knowledge.hcl); select fewer or narrower columns, or aggregate", ErrTooBig, FormatSize(d.opts.MaxResultBytes))
	case strings.Contains(err.Error(), "Out of Memory"):
		spill := "no spill space"
		if d.opts.TempSize > 0 {
			spill = FormatSize(d.opts.TempSize) + " of spill space (limits.temp_size)"
		}
		return fmt.Errorf("%w of %s (limits.memory in knowledge.hcl) and %s; narrow it with filters, aggregate before joining, or raise the limit: %s", ErrMemory, FormatSize(d.opts.Memory), spill, firstLine(err.Error()))
	}
	return err
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// FormatSize writes a byte count the way limits are written, with
// DuckDB's units: 2GiB is 2×1024³ bytes, 2GB 2×1000³.
func FormatSize(n int64) string {
	for _, u := range []struct {
		unit string
		size int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"TB", 1e12}, {"GB", 1e9}, {"MB", 1e6}, {"KiB", 1 << 10}, {"KB", 1e3}} {
		if n >= u.size && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.unit
		}
	}
	if n >= 1<<20 {
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + "MiB"
	}
	return strconv.FormatInt(n, 10) + "B"
}

func (d *DB) scan(ctx context.Context, stmt *duckdb.Stmt, nargs []driver.NamedValue) (*data.Table, error) {
	dr, err := stmt.QueryContext(ctx, nargs)
	if err != nil {
		return nil, err
	}
	rows := dr.(interface {
		driver.Rows
		driver.RowsColumnTypeDatabaseTypeName
	})
	defer rows.Close()
	names := rows.Columns()
	t := &data.Table{Columns: make([]*data.Column, len(names))}
	for i, name := range names {
		dbType := rows.ColumnTypeDatabaseTypeName(i)
		t.Columns[i] = data.NewColumn(name, data.KindOf(dbType), 64)
		t.Columns[i].DBType = dbType
	}
	vals := make([]driver.Value, len(names))
	n := 0
	var size int64
	for {
		err := rows.Next(vals)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if n == d.opts.MaxRows {
			t.Truncated = true
			break
		}
		for i, v := range vals {
			if b, ok := v.([]byte); ok {
				v = bytes.Clone(b) // as database/sql's Scan does
			}
			size += valueSize(v)
			t.Columns[i].Append(v)
		}
		if size > d.opts.MaxResultBytes {
			return nil, fmt.Errorf("%w of %s (limits.result_size in knowledge.hcl) after %d rows; select fewer or narrower columns, or aggregate", ErrTooBig, FormatSize(d.opts.MaxResultBytes), n+1)
		}
		n++
	}
	return t, nil
}

// valueSize estimates the memory a scanned value takes.
func valueSize(v any) int64 {
	switch x := v.(type) {
	case string:
		return int64(len(x)) + 16
	case []byte:
		return int64(len(x)) + 24
	case []any:
		n := int64(24)
		for _, e := range x {
			n += valueSize(e)
		}
		return n
	case map[string]any:
		n := int64(48)
		for k, e := range x {
			n += int64(len(k)) + 16 + valueSize(e)
		}
		return n
	}
	return 16
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
	pc := d.parses.Load()
	var key string
	if pc != nil {
		key = d.parseKey(query)
		if tree, ok := pc.get(key); ok {
			return tree, nil
		}
	}
	var out string
	err := d.db.QueryRowContext(ctx, "SELECT json_serialize_sql("+QuoteString(query)+")::VARCHAR").Scan(&out)
	if err == nil && pc != nil {
		pc.put(key, out)
	}
	return out, err
}

// Deserialize prints DuckDB's JSON parse of a statement back as SQL
// (json_deserialize_sql). It runs nothing.
func (d *DB) Deserialize(ctx context.Context, tree string) (string, error) {
	var out string
	err := d.db.QueryRowContext(ctx, "SELECT json_deserialize_sql("+QuoteString(tree)+"::JSON)").Scan(&out)
	return out, err
}

// Functions lists the engine's functions by lower-case name with their
// kind (scalar, aggregate, window, macro, table, table_macro, pragma). A
// macro whose body runs a query (pg_get_viewdef reads duckdb_views()) is
// "macro_query", whatever its other overloads are.
func (d *DB) Functions(ctx context.Context) (map[string]string, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT DISTINCT function_name, function_type,
		function_type = 'macro' AND regexp_matches(coalesce(macro_definition, ''), '\b(select|from)\b', 'i')
		FROM duckdb_functions() ORDER BY 1, 2`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, kind string
		var query bool
		if err := rows.Scan(&name, &kind, &query); err != nil {
			return nil, err
		}
		name = strings.ToLower(name)
		switch prev := out[name]; {
		case prev == "macro_query":
		case query:
			out[name] = "macro_query"
		case prev == "" || !inFrom(kind):
			// in an expression, a name that is both (repeat, unnest) is
			// the scalar function; FROM has its own allowlist
			out[name] = kind
		}
	}
	return out, rows.Err()
}

// inFrom reports function kinds that are called in FROM.
func inFrom(kind string) bool { return kind == "table" || kind == "table_macro" || kind == "pragma" }

// QuoteIdent quotes a SQL identifier.
func QuoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// QuoteString quotes a SQL string literal.
func QuoteString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// Raw is the engine's database handle without the limits, the read-only
// transaction or the row cap: for benchmarks that compare the engine alone
// with what the runtime does around it. Nothing else may use it.
func (d *DB) Raw() *sql.DB { return d.db }
