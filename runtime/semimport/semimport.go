// Package semimport converts semantic models written for other tools into
// workspace HCL (`datacopilot import`): dbt MetricFlow semantic models and
// metrics, and Snowflake Cortex Analyst semantic model YAML. It writes the
// blocks with hclwrite and returns, beside them, a report of every item it
// could not map and why, so nothing is dropped silently.
//
// What maps to what, and the decisions behind it:
//   - A dbt semantic model's model (ref('x')) and a Cortex table's logical
//     name become the table name: the data loaded into the workspace must
//     use those names. Cortex's physical base_table goes into the
//     description.
//   - Joins: a dbt foreign entity joins to the model whose primary or
//     unique entity has the same name; a Cortex relationship becomes a join
//     from its many side. Multi-column and many-to-many relationships have
//     no equivalent (a join is one column, and never multiplies rows).
//   - Metrics are one aggregate over one table. A dbt simple metric is its
//     measure's aggregate (with the metric's filter as metric filters); a
//     ratio is numerator / NULLIF(denominator, 0) and a derived metric its
//     expression over its inputs, each input inlined as an aggregate with
//     its own filter as a FILTER (WHERE …) clause — possible only when every
//     input lives on the same table. Cumulative and conversion metrics,
//     offset windows and inputs from several tables are reported.
//   - dbt filters ({{ Dimension('entity__dim') }} = …) are rewritten to the
//     dimension's column expression; a filter naming a dimension of another
//     model, or a TimeDimension or Entity, is reported.
//   - Cortex measures and facts with a default_aggregation become metrics;
//     a fact without one is a row-level column, reported. Cortex metrics,
//     filters, custom_instructions (a rule) and verified queries (their
//     __logical table names rewritten) map one to one.
package semimport

import (
	"fmt"
	"sort"
	"strings"
)

// Result is the converted workspace text and the report.
type Result struct {
	// HCL is the knowledge.hcl text (without a source block: the data's
	// location is not in the semantic model).
	HCL []byte
	// Mapped counts the blocks written, by kind.
	Mapped map[string]int
	// Unmapped are the items left out (or mapped only in part), and why.
	Unmapped []Issue
}

// Issue is one item the conversion could not map.
type Issue struct {
	// Item names it as the input does: `metric "cumulative_revenue"`.
	Item string
	// File is where it was read.
	File string
	Why  string
}

func (i Issue) String() string {
	if i.File != "" {
		return fmt.Sprintf("%s (%s): %s", i.Item, i.File, i.Why)
	}
	return i.Item + ": " + i.Why
}

// Summary is one line per kind of block written, sorted.
func (r *Result) Summary() string {
	var parts []string
	for k, n := range r.Mapped {
		parts = append(parts, fmt.Sprintf("%d %s", n, k))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// aggSQL is the SQL of an aggregation by name (dbt's agg, Cortex's
// default_aggregation), or "" when it has none.
func aggSQL(agg, expr string, percentile float64, discrete bool) string {
	switch strings.ToLower(agg) {
	case "sum":
		return "SUM(" + expr + ")"
	case "count":
		if strings.TrimSpace(expr) == "1" || expr == "*" {
			return "COUNT(*)"
		}
		return "COUNT(" + expr + ")"
	case "count_distinct":
		return "COUNT(DISTINCT " + expr + ")"
	case "avg", "average", "mean":
		return "AVG(" + expr + ")"
	case "min":
		return "MIN(" + expr + ")"
	case "max":
		return "MAX(" + expr + ")"
	case "median":
		return "MEDIAN(" + expr + ")"
	case "sum_boolean":
		return "SUM(CAST(" + expr + " AS INTEGER))"
	case "percentile":
		if percentile <= 0 || percentile >= 1 {
			return ""
		}
		fn := "QUANTILE_CONT"
		if discrete {
			fn = "QUANTILE_DISC"
		}
		return fmt.Sprintf("%s(%s, %g)", fn, expr, percentile)
	}
	return ""
}

// withFilter puts a condition into an aggregate: SUM(x) FILTER (WHERE c).
func withFilter(agg, cond string) string {
	if cond == "" {
		return agg
	}
	return agg + " FILTER (WHERE " + cond + ")"
}

// grainsFrom lists the grains from year down to the given one.
func grainsFrom(finest string) []string {
	all := []string{"year", "quarter", "month", "week", "day"}
	for i, g := range all {
		if g == strings.ToLower(finest) {
			return all[:i+1]
		}
	}
	return all
}

// ident turns a name into a block label HCL and the workspace accept.
func ident(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	out := b.String()
	if out == "" || out[0] >= '0' && out[0] <= '9' {
		out = "x_" + out
	}
	return out
}

func label(name string) string {
	h := strings.ReplaceAll(name, "_", " ")
	if h == "" {
		return h
	}
	return strings.ToUpper(h[:1]) + h[1:]
}
