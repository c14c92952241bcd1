package scaffold

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// table is one data file as loaded, with what profiling found.
type table struct {
	Name   string // table name (the file block's label)
	Path   string // the file as the workspace refers to it
	Format string
	Rows   int64
	Cols   []*column
	// Key is the column that identifies a row (unique, never null, named
	// like a key), or nil.
	Key *column
}

// column is one column with its statistics.
type column struct {
	Name     string
	Type     string // DuckDB type
	Kind     data.Kind
	Distinct int64
	Nulls    int64
	// AvgLen is the mean length of a text column's values.
	AvgLen float64
	// DateText: a text column whose every value reads as a date.
	DateText bool
	// Min and Max are a time column's range (YYYY-MM-DD).
	Min, Max string
}

func (c *column) unique(rows int64) bool { return rows > 0 && c.Nulls == 0 && c.Distinct == rows }

// dataFiles expands the --from arguments: files are taken as they are,
// folders give the data files directly inside them.
func dataFiles(from []string) ([]string, error) {
	var out []string
	for _, f := range from {
		st, err := os.Stat(f)
		if err != nil {
			return nil, fmt.Errorf("--from %s: %w", f, err)
		}
		if !st.IsDir() {
			if config.FileFormat(f) == "" {
				return nil, fmt.Errorf("--from %s: not a CSV, Parquet or JSON file (by its extension: .csv, .tsv, .txt, .parquet, .json, .jsonl, .ndjson, optionally .gz or .zst)", f)
			}
			out = append(out, f)
			continue
		}
		entries, err := os.ReadDir(f)
		if err != nil {
			return nil, fmt.Errorf("--from %s: %w", f, err)
		}
		n := len(out)
		for _, e := range entries {
			if !e.IsDir() && config.FileFormat(e.Name()) != "" {
				out = append(out, filepath.Join(f, e.Name()))
			}
		}
		if len(out) == n {
			return nil, fmt.Errorf("--from %s: the folder holds no CSV, Parquet or JSON file", f)
		}
	}
	return out, nil
}

var nonWord = regexp.MustCompile(`[^a-z0-9]+`)

// snake turns a file or column name into a lower-case identifier:
// "Line Items" and "LineItems" both give "line_items".
func snake(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || (i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1]))) {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	out := strings.Trim(nonWord.ReplaceAllString(b.String(), "_"), "_")
	if out == "" || unicode.IsDigit(rune(out[0])) {
		out = "t_" + out
	}
	return out
}

// tableName is the table a data file becomes: its base name without the
// extensions, as an identifier.
func tableName(path string) string {
	base := filepath.Base(path)
	for {
		ext := filepath.Ext(base)
		if ext == "" || config.FileFormat("x"+ext) == "" && ext != ".gz" && ext != ".zst" {
			break
		}
		base = strings.TrimSuffix(base, ext)
	}
	return snake(base)
}

// profile loads the files into db (a scratch DuckDB) and measures each
// column. Paths are written relative to relTo, the workspace folder.
func profile(ctx context.Context, db *engine.DB, files []string, relTo string) ([]*table, error) {
	var tables []*table
	var loads []engine.FileLoad
	seen := map[string]int{}
	for _, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return nil, err
		}
		name := tableName(f)
		if seen[name]++; seen[name] > 1 {
			name = fmt.Sprintf("%s_%d", name, seen[name])
		}
		// Inside the workspace a path is relative (the folder can move
		// with its data); outside it, absolute.
		rel, err := filepath.Rel(relTo, abs)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			rel = abs
		}
		t := &table{Name: name, Path: filepath.ToSlash(rel), Format: config.FileFormat(f)}
		tables = append(tables, t)
		loads = append(loads, engine.FileLoad{Table: name, Path: abs, Format: t.Format})
	}
	if err := db.Load(ctx, loads); err != nil {
		return nil, err
	}
	if err := db.Lock(ctx); err != nil {
		return nil, err
	}
	infos, err := db.Tables(ctx)
	if err != nil {
		return nil, err
	}
	byName := map[string]engine.TableInfo{}
	for _, ti := range infos {
		byName[ti.Name] = ti
	}
	for _, t := range tables {
		ti := byName[t.Name]
		t.Rows = ti.Rows
		for _, ci := range ti.Columns {
			t.Cols = append(t.Cols, &column{Name: ci.Name, Type: ci.Type, Kind: data.KindOf(ci.Type)})
		}
		if err := measure(ctx, db, t); err != nil {
			return nil, fmt.Errorf("profile %s: %w", t.Path, err)
		}
	}
	return tables, nil
}

// measure fills in the statistics of a table's columns in one query.
func measure(ctx context.Context, db *engine.DB, t *table) error {
	if len(t.Cols) == 0 {
		return nil
	}
	var sel []string
	for _, c := range t.Cols {
		q := engine.QuoteIdent(c.Name)
		sel = append(sel, "count(DISTINCT "+q+")", "count(*) - count("+q+")")
		switch {
		case c.Kind == data.String:
			sel = append(sel, "avg(length("+q+"))",
				"count("+q+") > 0 AND count("+q+") = count(TRY_CAST("+q+" AS DATE)) AND bool_and(length("+q+") >= 8)",
				"CAST(min(TRY_CAST("+q+" AS DATE)) AS VARCHAR)", "CAST(max(TRY_CAST("+q+" AS DATE)) AS VARCHAR)")
		case c.Kind.IsTime():
			sel = append(sel, "0", "false", "CAST(CAST(min("+q+") AS DATE) AS VARCHAR)", "CAST(CAST(max("+q+") AS DATE) AS VARCHAR)")
		default:
			sel = append(sel, "0", "false", "''", "''")
		}
	}
	res, err := db.Query(ctx, "SELECT "+strings.Join(sel, ", ")+" FROM "+engine.QuoteIdent(t.Name), nil)
	if err != nil {
		return err
	}
	if res.Rows() != 1 {
		return fmt.Errorf("got %d rows", res.Rows())
	}
	for i, c := range t.Cols {
		v := func(j int) any { return res.Columns[6*i+j].Value(0) }
		c.Distinct = asInt(v(0))
		c.Nulls = asInt(v(1))
		c.AvgLen, _ = data.AsFloat(v(2))
		c.DateText, _ = v(3).(bool)
		c.Min, _ = v(4).(string)
		c.Max, _ = v(5).(string)
	}
	return nil
}

func asInt(v any) int64 {
	f, _ := data.AsFloat(v)
	return int64(f)
}

// containment is the share of the distinct non-null values of from.col
// that are values of to.ref, compared as text.
func containment(ctx context.Context, db *engine.DB, from *table, col *column, to *table, ref *column) (float64, error) {
	q := fmt.Sprintf(`SELECT count(*), count(*) FILTER (WHERE v IN (SELECT CAST(%s AS VARCHAR) FROM %s))
		FROM (SELECT DISTINCT CAST(%s AS VARCHAR) AS v FROM %s WHERE %s IS NOT NULL)`,
		engine.QuoteIdent(ref.Name), engine.QuoteIdent(to.Name),
		engine.QuoteIdent(col.Name), engine.QuoteIdent(from.Name), engine.QuoteIdent(col.Name))
	res, err := db.Query(ctx, q, nil)
	if err != nil {
		return 0, err
	}
	n, in := asInt(res.Columns[0].Value(0)), asInt(res.Columns[1].Value(0))
	if n == 0 {
		return 0, nil
	}
	return float64(in) / float64(n), nil
}

// sortedTables orders tables by name, for stable output.
func sortedTables(ts []*table) {
	sort.Slice(ts, func(i, j int) bool { return ts[i].Name < ts[j].Name })
}
