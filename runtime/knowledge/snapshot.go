// Package knowledge compiles a decoded workspace (package config) into the
// immutable Snapshot the engine uses: data sources opened and locked, the
// structural dictionary read from them and merged with the table notes,
// dimension and metric expressions qualified and checked against the data,
// pipe SQL checked by the guard, and join paths between tables.
//
// A Snapshot is never changed after Build returns; a reload builds a new
// one and swaps it in.
package knowledge

import (
	"log/slog"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datacopilot/datacopilot/plugins"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/sqlguard"
)

// Snapshot is one compiled, immutable view of a workspace.
type Snapshot struct {
	Dir    string
	Config *config.Workspace

	Sources    map[string]*Source
	Tables     map[string]*Table
	Dimensions map[string]*Dimension
	Metrics    map[string]*Metric
	Filters    map[string]*NamedFilter
	Pipes      map[string]*Pipe
	Rules      []*config.Rule
	Verified   []*config.VerifiedQuery
	// translated holds, by their SQL, the verified queries written in
	// DuckDB SQL that their plugin source runs translated into its
	// dialect (portable.go).
	translated map[string]string
	Documents  []*config.Document
	Periods    []*config.Period
	Goldens    []*config.Golden
	Learnings  []*config.Learning
	// LearningFlags are the learnings the declared knowledge contradicts
	// or already says, by ID (learnflags.go); they are not applied.
	LearningFlags map[string]LearningFlag

	// Index is BM25 over everything the workspace declares; Values links
	// question words to dimension values, ColumnValues to the values of
	// text columns no dimension declares ("table.column" for a dimension).
	Index        *Index
	Values       *ValueIndex
	ColumnValues *ValueIndex
	// Chunks are the documents' passages; DocIndex is BM25 over them.
	Chunks    []*Chunk
	DocIndex  *Index
	chunkByID map[string]*Chunk
	// catalog is the search over everything (search.go), built when first
	// searched.
	catalogOnce sync.Once
	catalog     *catalog

	// Unavailable are the sources that did not load for a reason outside
	// the files (a plugin that would not start or answer in time): the rest
	// of the workspace is served without their tables, and what needs them
	// is left out until a reload finds them working.
	Unavailable []Unavailable

	// Scans count the reads of values and ranges this build made or found
	// kept (scans.go).
	Scans ScanStats
	scans *scanCache

	LoadedAt     time.Time
	LoadDuration time.Duration
}

// Unavailable is a source left out of a snapshot, and why.
type Unavailable struct {
	Source string `json:"source"`
	Reason string `json:"reason"`
	// Tables are its tables, when it could list them.
	Tables []string `json:"tables,omitempty"`
	// Skipped are the dimensions, metrics and pipes left out with it.
	Skipped []string `json:"skipped,omitempty"`
}

// Source is an opened data source with its guard. Snapshots built from
// the same unchanged files share it; the last one to close closes it.
type Source struct {
	Name   string
	Type   string
	DB     *engine.DB
	Guard  *sqlguard.Guard
	Tables []string

	// Plugin is the running plugin of a plugin source; its DB then holds
	// copies of the plugin's tables.
	Plugin *plugins.Client
	// Pushdown: the plugin runs pipe SQL written in its Dialect.
	Pushdown bool
	Dialect  string
	// Copy (copy = true): the compiler's SQL runs on copies of the
	// tables in DuckDB rather than in the plugin.
	Copy   bool
	mirror *mirror
	copied atomic.Int64
	logger *slog.Logger
	limits config.Resolved

	// Loads say how each file block became a table, LoadTime how long
	// the source took to load (a source shared with an earlier snapshot
	// keeps those of its load).
	Loads    []engine.LoadStat
	LoadTime time.Duration

	infos []engine.TableInfo
	// sig identifies the source's data, def its definition alone (sig
	// without its files' sizes and times): a source whose def is the
	// same as the last snapshot's refreshes that snapshot's database in
	// place (refresh.go).
	sig, def string
	// refs counts the snapshots that use DB; shared is DB's record of
	// them, when snapshots share it.
	refs         *atomic.Int32
	shared       *sharedDB
	fingerprints map[string]string // table → engine.LoadStat.Fingerprint
}

// Table is a table's structure (from the engine) and meaning (from the files).
type Table struct {
	Name    string
	Source  string
	Rows    int64
	Columns []*Column
	Joins   []*Join
	// Notes is the table block, nil when the files say nothing of the table.
	Notes *config.Table
}

// Column is one column of a table, with its notes.
type Column struct {
	Name        string
	Type        string
	Kind        data.Kind
	Description string
	Synonyms    []string
	Unit        string
	Sensitive   bool
	// Values are the distinct values of a text column that no dimension
	// is declared on (at most MaxDimensionValues; nil otherwise), so that
	// a question may name them: "employees in the UK".
	Values []string
}

// Join is a relationship From.Column → To.References.
type Join struct {
	From, Column, To, References string
	Kind                         string
	// Learning is the learning the join comes from, if it does.
	Learning string
}

// Dimension is a dimension with its expression qualified by its table name.
type Dimension struct {
	*config.Dimension
	SQL  string
	Kind data.Kind
	// Values are the distinct values of a text dimension with at most
	// MaxDimensionValues of them (nil otherwise), for entity matching.
	Values []string
	// Lookup are the values of a text dimension with more than
	// MaxDimensionValues and at most MaxLookupValues of them, of two words
	// or more or with a digit (names and codes: "Lars Lambert" of 2,251
	// employees, "TKT-10234"): a question that says one whole names it;
	// no part or near spelling does, and they are listed nowhere.
	Lookup []string
	// Min and Max are a time dimension's first and last dates in the data.
	Min, Max time.Time
}

// MaxDimensionValues bounds the distinct values kept per dimension.
const MaxDimensionValues = 2000

// MaxLookupValues bounds the values kept only for whole matches
// (Dimension.Lookup).
const MaxLookupValues = 50000

// Canonical returns the dimension's own spelling of s when they differ only
// in case ("north" → "North").
func (d *Dimension) Canonical(s string) (string, bool) {
	for _, v := range d.Values {
		if v == s {
			return v, true
		}
	}
	for _, v := range d.Values {
		if strings.EqualFold(v, s) {
			return v, true
		}
	}
	return s, false
}

// Metric is a metric with its aggregate and filters qualified.
type Metric struct {
	*config.Metric
	SQL     string
	Filters []string
	// Canonical is the metric's SQL with no dimension and no filter but its
	// own: what `knowledge show` prints and what reviewers diff.
	Canonical string
}

// NamedFilter is a filter block with its condition qualified by its table
// name, ready to be put in a WHERE clause wherever its table is joined.
type NamedFilter struct {
	*config.Filter
	SQL string
	// Learning is the learning the filter comes from, if it does.
	Learning string
}

// Pipe is a pipe bound to its source, with its params by name.
type Pipe struct {
	*config.Pipe
	Src    *Source
	Params map[string]*config.Param
	// ParamDims are the dimensions of params declared with dimension = "...".
	ParamDims map[string]*Dimension
	// Columns are what the pipe returns, read from the engine at load.
	Columns []PipeColumn
	// Tables are the workspace tables its SQL reads.
	Tables []string
	// Pushdown: the pipe runs in its source's plugin (it is written in the
	// plugin's dialect, or translated into it); otherwise it runs in
	// DuckDB.
	Pushdown bool
	// SourceSQL is the pipe's DuckDB SQL translated into its plugin's
	// dialect (portable.go), which the plugin runs; its results take the
	// kinds of Columns, as DuckDB types them.
	SourceSQL string
}

// PipeColumn is one column a pipe returns.
type PipeColumn struct {
	Name string
	Kind data.Kind
	Unit string
}

// Column finds a column of t by name, case-insensitively.
func (t *Table) Column(name string) *Column {
	for _, c := range t.Columns {
		if c.Name == name {
			return c
		}
	}
	for _, c := range t.Columns {
		if equalFold(c.Name, name) {
			return c
		}
	}
	return nil
}

// ColumnNames lists the table's columns.
func (t *Table) ColumnNames() []string {
	out := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		out[i] = c.Name
	}
	return out
}

// Description is the table's description, or "" without notes.
func (t *Table) Description() string {
	if t.Notes == nil {
		return ""
	}
	return t.Notes.Description
}

// SortedNames returns the keys of a map in order.
func SortedNames[T any](m map[string]T) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Source returns the source for a name, or the only source when name is "".
func (s *Snapshot) Source(name string) *Source {
	if name == "" && len(s.Sources) == 1 {
		for _, src := range s.Sources {
			return src
		}
	}
	return s.Sources[name]
}

// Close releases the snapshot's data sources. Call it once no request uses
// the snapshot any more.
func (s *Snapshot) Close() error {
	var first error
	for _, src := range s.Sources {
		src.shared.leave(src)
		if src.refs != nil && src.refs.Add(-1) > 0 {
			continue // still used by another snapshot
		}
		if src.Plugin != nil {
			src.Plugin.Close()
		}
		if src.DB != nil {
			if err := src.DB.Close(); err != nil && first == nil {
				first = err
			}
		}
	}
	return first
}

// TranslatedOn counts the pipes and verified queries written in DuckDB
// SQL that src runs translated into its dialect.
func (s *Snapshot) TranslatedOn(src *Source) int {
	n := 0
	for _, p := range s.Pipes {
		if p.Src == src && p.SourceSQL != "" {
			n++
		}
	}
	for _, v := range s.Verified {
		if _, ok := s.translated[strings.TrimSpace(v.SQL)]; ok && s.Source(v.Source) == src {
			n++
		}
	}
	return n
}

// Translated is sql (a verified query written in DuckDB SQL) as translated
// at load into the dialect of the plugin source it runs in.
func (s *Snapshot) Translated(sql string) (string, bool) {
	t, ok := s.translated[strings.TrimSpace(sql)]
	return t, ok
}
