package config

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// Workspace is everything the files of one workspace say, decoded but not
// evaluated: names are checked against each other, nothing is run.
type Workspace struct {
	Dir string

	Sources         []*Source
	Tables          []*Table
	Dimensions      []*Dimension
	Metrics         []*Metric
	Filters         []*Filter
	Rules           []*Rule
	VerifiedQueries []*VerifiedQuery
	Documents       []*Document
	Periods         []*Period
	Pipes           []*Pipe
	LLMs            []*LLM
	Agents          []*Agent
	Goldens         []*Golden
	Learnings       []*Learning
	// Limits is the limits block of knowledge.hcl, nil when there is none.
	Limits       *Limits
	limitsBlocks []*Limits
	// broken holds the blocks (by type, then first label) left out because
	// a syntax error falls in them.
	broken map[string]map[string]bool

	// overlay holds files' contents given rather than read (LoadWith).
	overlay map[string][]byte

	// Files holds the source bytes of every file read, by path, so that
	// diagnostics raised later (by the knowledge builder) can show snippets.
	Files map[string]*hcl.File
}

// Source is a `source "NAME"` block: where tables live.
type Source struct {
	Name   string  `hcl:"name,label"`
	Type   string  `hcl:"type"`
	Path   string  `hcl:"path,optional"`
	Files  []*File `hcl:"file,block"`
	Plugin string  `hcl:"plugin,optional"`
	// Copy runs the compiler's SQL and DuckDB-SQL pipes of a plugin
	// source on copies of its tables in DuckDB, instead of in the source:
	// for plugins whose engine the compiler does not write.
	Copy      bool      `hcl:"copy,optional"`
	Config    *Body     `hcl:"config,block"`
	DefRange  hcl.Range `hcl:",def_range"`
	TypeRng   hcl.Range `hcl:"type,attr_value_range"`
	PluginRng hcl.Range `hcl:"plugin,attr_value_range"`
}

// File is a `file "TABLE"` block inside a duckdb source: a CSV, Parquet or
// JSON (an array of objects, or one object per line) file, or a glob of
// them, loaded as a table when the workspace loads.
type File struct {
	Table  string `hcl:"table,label"`
	Path   string `hcl:"path"`
	Format string `hcl:"format,optional"`
	// InPlace queries a Parquet file where it is instead of loading it
	// (the default for Parquet; false copies it into the cache).
	InPlace  *bool     `hcl:"in_place,optional"`
	DefRange hcl.Range `hcl:",def_range"`
	PathRng  hcl.Range `hcl:"path,attr_value_range"`
}

// Body keeps an undecoded block body (a plugin's own configuration).
type Body struct {
	Remain hcl.Body `hcl:",remain"`
}

// Table is a `table "NAME"` block: what a table means to the business.
type Table struct {
	Name        string    `hcl:"name,label"`
	Source      string    `hcl:"source,optional"`
	Description string    `hcl:"description,optional"`
	UseCases    []string  `hcl:"use_cases,optional"`
	DataQuality []string  `hcl:"data_quality,optional"`
	Owner       string    `hcl:"owner,optional"`
	Refresh     string    `hcl:"refresh,optional"`
	SynonymsVal cty.Value `hcl:"synonyms,optional"`
	SynonymsRng hcl.Range `hcl:"synonyms,attr_value_range"`
	SynonymSet
	Phrasings []string  `hcl:"phrasings,optional"`
	Columns   []*Column `hcl:"column,block"`
	Joins     []*Join   `hcl:"join,block"`
	DefRange  hcl.Range `hcl:",def_range"`
	SourceRng hcl.Range `hcl:"source,attr_value_range"`
}

// Column is a `column "NAME"` block inside a table: notes on one column.
type Column struct {
	Name        string    `hcl:"name,label"`
	Description string    `hcl:"description,optional"`
	SynonymsVal cty.Value `hcl:"synonyms,optional"`
	SynonymsRng hcl.Range `hcl:"synonyms,attr_value_range"`
	SynonymSet
	Unit      string    `hcl:"unit,optional"`
	Sensitive bool      `hcl:"sensitive,optional"`
	DefRange  hcl.Range `hcl:",def_range"`
}

// Join is a `join "TABLE"` block inside a table: a relationship from this
// table's Column to the other table's References column.
type Join struct {
	Table      string    `hcl:"table,label"`
	Column     string    `hcl:"column"`
	References string    `hcl:"references,optional"`
	Kind       string    `hcl:"kind,optional"`
	DefRange   hcl.Range `hcl:",def_range"`
	ColumnRng  hcl.Range `hcl:"column,attr_value_range"`
	RefRng     hcl.Range `hcl:"references,attr_value_range"`
}

// Join kinds. many_to_one is the default: many rows of this table point at
// one row of the other, so joining never multiplies this table's rows.
const (
	JoinManyToOne = "many_to_one"
	JoinOneToOne  = "one_to_one"
)

// Dimension is a `dimension "NAME"` block: something to group or filter by.
type Dimension struct {
	Name        string    `hcl:"name,label"`
	Table       string    `hcl:"table"`
	Expr        string    `hcl:"expr"`
	Label       string    `hcl:"label,optional"`
	Description string    `hcl:"description,optional"`
	SynonymsVal cty.Value `hcl:"synonyms,optional"`
	SynonymsRng hcl.Range `hcl:"synonyms,attr_value_range"`
	SynonymSet
	Phrasings []string `hcl:"phrasings,optional"`
	Type      string   `hcl:"type,optional"`
	Grains    []string `hcl:"grains,optional"`
	// ValueSynonyms are other words for some of the dimension's values,
	// for entity matching: { "Spain" = ["spanish", "espana"] }.
	ValueSynonyms map[string][]string `hcl:"value_synonyms,optional"`
	DefRange      hcl.Range           `hcl:",def_range"`
	ValueSynRng   hcl.Range           `hcl:"value_synonyms,attr_value_range"`
	TableRng      hcl.Range           `hcl:"table,attr_value_range"`
	ExprRng       hcl.Range           `hcl:"expr,attr_value_range"`
}

// Dimension types and time grains.
const (
	DimCategory = "category"
	DimTime     = "time"
	DimNumber   = "number"
)

// Grains lists the time grains a time dimension may declare, coarse to fine.
var Grains = []string{"year", "quarter", "month", "week", "day"}

// Metric is a `metric "NAME"` block: the canonical definition of a number.
type Metric struct {
	Name        string    `hcl:"name,label"`
	Label       string    `hcl:"label,optional"`
	Description string    `hcl:"description,optional"`
	SynonymsVal cty.Value `hcl:"synonyms,optional"`
	SynonymsRng hcl.Range `hcl:"synonyms,attr_value_range"`
	SynonymSet
	Phrasings    []string  `hcl:"phrasings,optional"`
	Unit         string    `hcl:"unit,optional"`
	Owner        string    `hcl:"owner,optional"`
	Caveats      []string  `hcl:"caveats,optional"`
	Table        string    `hcl:"table"`
	Expr         string    `hcl:"expr"`
	Time         string    `hcl:"time,optional"`
	Filters      []string  `hcl:"filters,optional"`
	DocumentedIn string    `hcl:"documented_in,optional"`
	Higher       string    `hcl:"higher_is,optional"`
	DefRange     hcl.Range `hcl:",def_range"`
	TableRng     hcl.Range `hcl:"table,attr_value_range"`
	ExprRng      hcl.Range `hcl:"expr,attr_value_range"`
	TimeRng      hcl.Range `hcl:"time,attr_value_range"`
	FiltersRng   hcl.Range `hcl:"filters,attr_value_range"`
	DocRng       hcl.Range `hcl:"documented_in,attr_value_range"`
}

// Filter is a `filter "NAME"` block: a named condition on a table (a
// segment), the meaning of an adjective or qualifier of the business
// ("late orders", "discounted lines", "active customers").
type Filter struct {
	Name        string    `hcl:"name,label"`
	Table       string    `hcl:"table"`
	Expr        string    `hcl:"expr"`
	Label       string    `hcl:"label,optional"`
	Description string    `hcl:"description,optional"`
	SynonymsVal cty.Value `hcl:"synonyms,optional"`
	SynonymsRng hcl.Range `hcl:"synonyms,attr_value_range"`
	SynonymSet
	Phrasings []string  `hcl:"phrasings,optional"`
	DefRange  hcl.Range `hcl:",def_range"`
	TableRng  hcl.Range `hcl:"table,attr_value_range"`
	ExprRng   hcl.Range `hcl:"expr,attr_value_range"`
}

// Rule is a `rule "NAME"` block: a business rule or gotcha.
type Rule struct {
	Name        string    `hcl:"name,label"`
	Description string    `hcl:"description"`
	Tables      []string  `hcl:"tables,optional"`
	Metrics     []string  `hcl:"metrics,optional"`
	DefRange    hcl.Range `hcl:",def_range"`
	TablesRng   hcl.Range `hcl:"tables,attr_value_range"`
	MetricsRng  hcl.Range `hcl:"metrics,attr_value_range"`
}

// VerifiedQuery is a `verified_query "NAME"` block: a question with SQL known
// to be right.
type VerifiedQuery struct {
	Name        string    `hcl:"name,label"`
	Question    string    `hcl:"question"`
	SQL         string    `hcl:"sql"`
	Description string    `hcl:"description,optional"`
	Source      string    `hcl:"source,optional"`
	DefRange    hcl.Range `hcl:",def_range"`
	SQLRng      hcl.Range `hcl:"sql,attr_value_range"`
}

// Document is a `document "NAME"` block: markdown files for retrieval.
type Document struct {
	Name        string    `hcl:"name,label"`
	Paths       []string  `hcl:"paths"`
	Description string    `hcl:"description,optional"`
	DefRange    hcl.Range `hcl:",def_range"`
	PathsRng    hcl.Range `hcl:"paths,attr_value_range"`
}

// Period is a `period "NAME"` block: a named date range ("fiscal 1997").
type Period struct {
	Name        string    `hcl:"name,label"`
	Label       string    `hcl:"label,optional"`
	From        string    `hcl:"from"`
	To          string    `hcl:"to"`
	Synonyms    []string  `hcl:"synonyms,optional"`
	Description string    `hcl:"description,optional"`
	DefRange    hcl.Range `hcl:",def_range"`
	FromRng     hcl.Range `hcl:"from,attr_value_range"`
	ToRng       hcl.Range `hcl:"to,attr_value_range"`
}

// Pipe is a `pipe "NAME"` block: a parameterized SQL query.
type Pipe struct {
	Name        string   `hcl:"name,label"`
	Description string   `hcl:"description"`
	Examples    []string `hcl:"examples,optional"`
	Source      string   `hcl:"source,optional"`
	Tags        []string `hcl:"tags,optional"`
	Params      []*Param `hcl:"param,block"`
	SQL         string   `hcl:"sql"`
	// Dialect is the SQL the pipe is written in: "duckdb" (the default),
	// or a plugin's dialect ("postgres", "sqlite") to run it in the plugin.
	Dialect    string    `hcl:"dialect,optional"`
	Outputs    []*Output `hcl:"output,block"`
	DefRange   hcl.Range `hcl:",def_range"`
	SourceRng  hcl.Range `hcl:"source,attr_value_range"`
	SQLRng     hcl.Range `hcl:"sql,attr_value_range"`
	DialectRng hcl.Range `hcl:"dialect,attr_value_range"`
}

// Param is a `param "NAME"` block inside a pipe.
type Param struct {
	Name        string    `hcl:"name,label"`
	Type        string    `hcl:"type"`
	Description string    `hcl:"description,optional"`
	Default     cty.Value `hcl:"default,optional"`
	Required    bool      `hcl:"required,optional"`
	Min         *float64  `hcl:"min,optional"`
	Max         *float64  `hcl:"max,optional"`
	Enum        []string  `hcl:"enum,optional"`
	Dimension   string    `hcl:"dimension,optional"`
	// Match says how a param bound to a dimension takes its text: "value"
	// (the default) binds the value the text names, or refuses it;
	// "contains" binds the text itself when a value contains it, for SQL
	// that searches (ILIKE '%' || $name || '%').
	Match      string    `hcl:"match,optional"`
	DefRange   hcl.Range `hcl:",def_range"`
	MatchRng   hcl.Range `hcl:"match,attr_value_range"`
	TypeRng    hcl.Range `hcl:"type,attr_value_range"`
	DefaultRng hcl.Range `hcl:"default,attr_value_range"`
	DimRng     hcl.Range `hcl:"dimension,attr_value_range"`
}

// How a param bound to a dimension matches its values.
const (
	MatchValue    = "value"
	MatchContains = "contains"
)

// Param types.
const (
	TypeString = "string"
	TypeInt    = "int"
	TypeFloat  = "float"
	TypeDate   = "date"
	TypeBool   = "bool"
)

// ParamTypes lists the allowed param types.
var ParamTypes = []string{TypeString, TypeInt, TypeFloat, TypeDate, TypeBool}

// Output is an `output "COLUMN"` block inside a pipe: notes on a result column.
type Output struct {
	Name        string    `hcl:"name,label"`
	Description string    `hcl:"description,optional"`
	Unit        string    `hcl:"unit,optional"`
	DefRange    hcl.Range `hcl:",def_range"`
}

// LLM is an `llm "NAME"` block in agents.hcl.
type LLM struct {
	Name      string    `hcl:"name,label"`
	Provider  string    `hcl:"provider"`
	Model     string    `hcl:"model"`
	APIKeyEnv string    `hcl:"api_key_env,optional"`
	BaseURL   string    `hcl:"base_url,optional"`
	Timeout   string    `hcl:"timeout,optional"`
	DefRange  hcl.Range `hcl:",def_range"`
}

// Agent is an `agent "ROLE"` block in agents.hcl.
type Agent struct {
	Name            string    `hcl:"name,label"`
	LLM             string    `hcl:"llm,optional"`
	Temperature     *float64  `hcl:"temperature,optional"`
	MaxSteps        *int      `hcl:"max_steps,optional"`
	Retries         *int      `hcl:"retries,optional"`
	Prompt          string    `hcl:"prompt,optional"`
	Tools           []string  `hcl:"tools,optional"`
	ReviewThreshold *float64  `hcl:"review_threshold,optional"`
	DefRange        hcl.Range `hcl:",def_range"`
	LLMRng          hcl.Range `hcl:"llm,attr_value_range"`
}

// AgentRoles are the agents the graph has.
var AgentRoles = []string{"router", "planner", "text_to_sql", "synthesizer", "chart"}

// Golden is a `golden "NAME"` block in evals/*.hcl: a question with its
// known answer.
type Golden struct {
	Name string `hcl:"name,label"`
	// Question is required unless the golden is a conversation (Turns).
	Question     string    `hcl:"question,optional"`
	FormatHint   string    `hcl:"format_hint,optional"`
	Expect       cty.Value `hcl:"expect,optional"`
	Mode         string    `hcl:"mode,optional"`
	Tolerance    *float64  `hcl:"tolerance,optional"`
	ExpectRoute  string    `hcl:"expect_route,optional"`
	ExpectPipe   string    `hcl:"expect_pipe,optional"`
	ExpectMetric string    `hcl:"expect_metric,optional"`
	ExpectSQL    []string  `hcl:"expect_sql_contains,optional"`
	// ExpectCitation lists document chunk ids the answer must cite.
	ExpectCitation []string `hcl:"expect_citation,optional"`
	// ExpectReview: the right outcome is an answer flagged for review (a
	// question with two close readings); it passes only when flagged.
	ExpectReview bool      `hcl:"expect_review,optional"`
	Difficulty   string    `hcl:"difficulty,optional"`
	Tags         []string  `hcl:"tags,optional"`
	DefRange     hcl.Range `hcl:",def_range"`
	ModeRng      hcl.Range `hcl:"mode,attr_value_range"`
	ExpectRng    hcl.Range `hcl:"expect,attr_value_range"`
	PipeRng      hcl.Range `hcl:"expect_pipe,attr_value_range"`
	MetricRng    hcl.Range `hcl:"expect_metric,attr_value_range"`
	// TurnsVal makes the golden a conversation: a list of objects, each a
	// question with its own expectation (turns.go). Turns are decoded from
	// it at load; each turn is a Golden named NAME#N, asked with the
	// previous turn's context.
	TurnsVal cty.Value `hcl:"turns,optional"`
	TurnsRng hcl.Range `hcl:"turns,attr_value_range"`
	Turns    []*Golden
	// Suite is the name of the file it is declared in (evals/NAME.hcl).
	Suite string
}

// SynonymSet holds the other names of a block, decoded from its synonyms
// attribute: a list of strings, where an entry may instead be an object of
// words with a weight in (0, 1] — ["net sales", { "sales" = 0.9 }] — for a
// word that is only usually meant.
type SynonymSet struct {
	Synonyms []string
	// Weights holds the weight of each synonym given one (others weigh 1).
	Weights map[string]float64
}

// Weight is the weight of synonym s (1 unless declared lower).
func (s SynonymSet) Weight(syn string) float64 {
	if w, ok := s.Weights[syn]; ok {
		return w
	}
	return 1
}

// Golden comparison modes, routes and difficulties.
var (
	Modes        = []string{"exact", "approximate", "row_count", "contains", "structure"}
	Routes       = []string{"stop", "pipes", "metric", "sql", "documents", "hybrid"}
	Difficulties = []string{"easy", "medium", "hard"}
)

// Learning is a `learning "ID"` block in learnings.hcl, written by the runtime.
type Learning struct {
	ID            string   `hcl:"id,label" json:"id"`
	Description   string   `hcl:"description" json:"description"`
	Category      string   `hcl:"category,optional" json:"category,omitempty"`
	Tables        []string `hcl:"tables,optional" json:"tables,omitempty"`
	OriginalError string   `hcl:"original_error,optional" json:"original_error,omitempty"`
	OriginalSQL   string   `hcl:"original_sql,optional" json:"original_sql,omitempty"`
	CorrectedSQL  string   `hcl:"corrected_sql,optional" json:"corrected_sql,omitempty"`
	Confidence    float64  `hcl:"confidence,optional" json:"confidence"`
	TimesApplied  int      `hcl:"times_applied,optional" json:"times_applied"`
	Status        string   `hcl:"status,optional" json:"status"`
	Question      string   `hcl:"question,optional" json:"question,omitempty"`
	CreatedAt     string   `hcl:"created_at,optional" json:"created_at,omitempty"`
	// Dimension, Term and Value record a naming learning: in questions,
	// Term means the dimension value Value. The planner uses them unless
	// the learning is rejected.
	Dimension string `hcl:"dimension,optional" json:"dimension,omitempty"`
	Term      string `hcl:"term,optional" json:"term,omitempty"`
	Value     string `hcl:"value,optional" json:"value,omitempty"`
	// Expr records a filter learning: the condition on Tables[0] that
	// questions saying Term mean (applied like a filter block).
	Expr string `hcl:"expr,optional" json:"expr,omitempty"`
	// JoinColumn and References record a join learning: Tables[0]'s
	// JoinColumn references Tables[1]'s References column (applied like a
	// join block).
	JoinColumn string `hcl:"join_column,optional" json:"join_column,omitempty"`
	References string `hcl:"references,optional" json:"references,omitempty"`
	// AnswerID is the answer the learning came from (feedback, a repair).
	AnswerID string `hcl:"answer_id,optional" json:"answer_id,omitempty"`
	// Correction is what a person said the answer should have been.
	Correction string `hcl:"correction,optional" json:"correction,omitempty"`
	// PromotedTo names the knowledge.hcl block the learning became
	// ("synonym dimension.account", "rule late_fees").
	PromotedTo string `hcl:"promoted_to,optional" json:"promoted_to,omitempty"`
	// ReviewedAt and Reason record a review (activate, reject, promote).
	ReviewedAt string `hcl:"reviewed_at,optional" json:"reviewed_at,omitempty"`
	Reason     string `hcl:"reason,optional" json:"reason,omitempty"`
	// GoldensPassed and GoldensFailed count the golden questions answered
	// with the learning applied, by eval runs that kept their history.
	GoldensPassed int `hcl:"goldens_passed,optional" json:"goldens_passed,omitempty"`
	GoldensFailed int `hcl:"goldens_failed,optional" json:"goldens_failed,omitempty"`
	// Flag marks a learning that another learning or the knowledge
	// contradicts (FlagContradicted) or already says (FlagRedundant);
	// FlagReason says which, and FlaggedAt when. A flagged learning is in
	// the review queue whatever its status.
	Flag       string    `hcl:"flag,optional" json:"flag,omitempty"`
	FlagReason string    `hcl:"flag_reason,optional" json:"flag_reason,omitempty"`
	FlaggedAt  string    `hcl:"flagged_at,optional" json:"flagged_at,omitempty"`
	DefRange   hcl.Range `hcl:",def_range" json:"-"`
}

// Applies reports whether the runtime uses the learning: pending and
// active ones are used (a pending one came from a repair that worked, or
// from a person); a rejected one is not, nor a promoted one, whose
// knowledge now lives in knowledge.hcl.
func (l *Learning) Applies() bool {
	return l.Status != LearningRejected && l.Status != LearningPromoted
}

// InReview reports whether the learning waits for a reviewer: it is
// pending, or flagged and still used.
func (l *Learning) InReview() bool {
	return l.Status == "" || l.Status == LearningPending || l.Flag != "" && l.Applies()
}

// Learning flags: what a contradiction check found (see Learning.Flag).
const (
	FlagContradicted = "contradicted"
	FlagRedundant    = "redundant"
)

// Learning categories and statuses.
var (
	LearningCategories = []string{"type_mismatch", "filter_required", "join_pattern", "aggregation", "naming", "data_quality", "business_logic", "other"}
	LearningStatuses   = []string{LearningPending, LearningActive, LearningRejected, LearningPromoted}
)

// Learning statuses: a learning starts pending (in the review queue); a
// reviewer activates it (kept as a learning), rejects it (no longer used)
// or promotes it into knowledge.hcl.
const (
	LearningPending  = "pending"
	LearningActive   = "active"
	LearningRejected = "rejected"
	LearningPromoted = "promoted"
)
