// Package plan is the one instruction-plan vocabulary (DESIGN §5) shared by
// every planner, the executor, the CLI, HTTP and MCP: the types, their JSON
// form, and validation against a Snapshot before anything runs.
package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Plan says which steps to run and which columns to compute from them.
type Plan struct {
	Explanation string   `json:"explanation,omitempty"`
	Steps       []Step   `json:"steps"`
	RowsFrom    string   `json:"rows_from,omitempty"`
	Output      []Output `json:"output,omitempty"`
	Sort        []Sort   `json:"sort,omitempty"`
	Limit       int      `json:"limit,omitempty"`
}

// Step is one query: a pipe with inputs, a metric with dimensions and
// filters, or guarded SQL. Exactly one of Pipe, Metric and SQL is set.
type Step struct {
	ID string `json:"id"`

	Pipe   string         `json:"pipe,omitempty"`
	Inputs map[string]any `json:"inputs,omitempty"`

	Metric     string   `json:"metric,omitempty"`
	Dimensions []string `json:"dimensions,omitempty"`
	// Keys are columns ("table.column") the groups are told apart by
	// besides the dimensions, not shown: the guests' key under their names,
	// so that two guests who share a name are two rows.
	Keys []string `json:"keys,omitempty"`
	// Filters: "period": ["FROM", "TO"] (inclusive dates) bounds the
	// metric's time; a dimension name takes one value, a list of values, or
	// {"not": [values]} to exclude them; a filter block's name takes true
	// (apply it), false (its negation) or null (the rows where it is
	// neither: a late order with no ship date).
	Filters map[string]any `json:"filters,omitempty"`
	// TimeDimension is the time dimension the period bounds when it is not
	// the metric's own ("discharges in March" of a metric dated by admission).
	TimeDimension string `json:"time_dimension,omitempty"`
	// Where compares columns with values; Having compares the metric of
	// each group.
	Where  []Condition `json:"where,omitempty"`
	Having []Condition `json:"having,omitempty"`
	Grain  string      `json:"grain,omitempty"`
	Order  string      `json:"order,omitempty"` // "desc" or "asc" by the metric
	Limit  int         `json:"limit,omitempty"`

	// SQL is written in DuckDB's dialect, which the guard parses, or, on
	// a plugin source that runs SQL, in that source's (it runs there).
	SQL    string `json:"sql,omitempty"`
	Source string `json:"source,omitempty"`
	// Native, set by a planner in the same process, is SQL compiled in the
	// source's dialect from the same parts as SQL (its DuckDB form): it
	// runs in place of SQL while SQL is unchanged. Not part of the JSON.
	Native *knowledge.CompiledQuery `json:"-"`

	// Join ties this step's rows to the rows_from step's:
	// "base.col = this.col". Not needed when the step returns one row
	// (it is then broadcast to every row).
	Join string `json:"join,omitempty"`
}

// Condition compares a column ("table.column"; none in having, where the
// step's metric is compared) with a value: {"column": "products.UnitsInStock",
// "op": ">", "value": 50}.
type Condition struct {
	Column string `json:"column,omitempty"`
	Op     string `json:"op"`
	Value  any    `json:"value"`
}

// Kind names what a step runs.
func (s *Step) Kind() string {
	switch {
	case s.Pipe != "":
		return "pipe"
	case s.Metric != "":
		return "metric"
	case s.SQL != "":
		return "sql"
	}
	return ""
}

// Output column types.
const (
	DirectColumn  = "direct"
	FormulaColumn = "formula"
)

// Output is one column of the result: copied from a step (direct) or
// computed by an expr formula.
type Output struct {
	Type    string `json:"type"`
	Name    string `json:"name"`
	From    string `json:"from,omitempty"`    // direct: "step.column"
	Formula string `json:"formula,omitempty"` // formula: expr over step.column and other outputs
	Unit    string `json:"unit,omitempty"`
}

// Sort orders the result by an output column. With Nulls "last" it only
// moves the rows where the column is null after the others (a ranking's
// group with no value), keeping their order otherwise.
type Sort struct {
	Column string `json:"column"`
	Desc   bool   `json:"desc,omitempty"`
	Nulls  string `json:"nulls,omitempty"`
}

// PeriodFilter is the filters key that bounds a metric's time.
const PeriodFilter = "period"

// Parse reads a plan from JSON, rejecting unknown fields so that a typo
// ("row_from") is an error rather than silently ignored.
func Parse(r io.Reader) (*Plan, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	dec.UseNumber()
	var p Plan
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("plan JSON: %w", describeJSONError(err))
	}
	if dec.More() {
		return nil, fmt.Errorf("plan JSON: unexpected data after the plan object")
	}
	return &p, nil
}

// UnmarshalJSON reads a plan strictly (no unknown fields, exact numbers)
// and its limit by the same rule as int params (config.Whole): 5.0 is 5.
func (p *Plan) UnmarshalJSON(b []byte) error {
	type plain Plan
	aux := struct {
		*plain
		Limit wholeInt `json:"limit,omitempty"`
	}{plain: (*plain)(p)}
	if err := strict(b, &aux); err != nil {
		return err
	}
	p.Limit = int(aux.Limit)
	return nil
}

// UnmarshalJSON reads a step like Plan.UnmarshalJSON.
func (s *Step) UnmarshalJSON(b []byte) error {
	type plain Step
	aux := struct {
		*plain
		Limit wholeInt `json:"limit,omitempty"`
	}{plain: (*plain)(s)}
	if err := strict(b, &aux); err != nil {
		return err
	}
	s.Limit = int(aux.Limit)
	return nil
}

func strict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	return dec.Decode(v)
}

// wholeInt is a JSON number read by config.Whole.
type wholeInt int

func (w *wholeInt) UnmarshalJSON(b []byte) error {
	s := string(bytes.TrimSpace(b))
	if s == "null" {
		*w = 0
		return nil
	}
	n, ok := config.Whole(json.Number(s))
	if !ok || s[0] == '"' || n != int64(int(n)) {
		return fmt.Errorf("limit must be a whole number; got %s", s)
	}
	*w = wholeInt(n)
	return nil
}

// ParseBytes is Parse over a byte slice.
func ParseBytes(b []byte) (*Plan, error) { return Parse(bytes.NewReader(b)) }

func describeJSONError(err error) error {
	switch e := err.(type) {
	case *json.SyntaxError:
		return fmt.Errorf("%v (at byte %d)", e, e.Offset)
	case *json.UnmarshalTypeError:
		return fmt.Errorf("field %q must be %s, not %s (at byte %d)", e.Field, e.Type, e.Value, e.Offset)
	}
	return err
}
