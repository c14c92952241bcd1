package semimport

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/datacopilot/datacopilot/runtime/internal/hclgen"
)

type cortexModel struct {
	Name               string         `yaml:"name"`
	Description        string         `yaml:"description"`
	Tables             []*cortexTable `yaml:"tables"`
	Relationships      []*cortexRel   `yaml:"relationships"`
	VerifiedQueries    []*cortexVQ    `yaml:"verified_queries"`
	CustomInstructions string         `yaml:"custom_instructions"`
	Metrics            []*cortexField `yaml:"metrics"`
}

type cortexTable struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Synonyms    []string
	BaseTable   struct {
		Database string `yaml:"database"`
		Schema   string `yaml:"schema"`
		Table    string `yaml:"table"`
	} `yaml:"base_table"`
	PrimaryKey struct {
		Columns []string `yaml:"columns"`
	} `yaml:"primary_key"`
	Dimensions     []*cortexField `yaml:"dimensions"`
	TimeDimensions []*cortexField `yaml:"time_dimensions"`
	Measures       []*cortexField `yaml:"measures"`
	Facts          []*cortexField `yaml:"facts"`
	Metrics        []*cortexField `yaml:"metrics"`
	Filters        []*cortexField `yaml:"filters"`
}

type cortexField struct {
	Name               string   `yaml:"name"`
	Description        string   `yaml:"description"`
	Synonyms           []string `yaml:"synonyms"`
	Expr               string   `yaml:"expr"`
	DataType           string   `yaml:"data_type"`
	DefaultAggregation string   `yaml:"default_aggregation"`
}

type cortexRel struct {
	Name                string `yaml:"name"`
	LeftTable           string `yaml:"left_table"`
	RightTable          string `yaml:"right_table"`
	RelationshipColumns []struct {
		LeftColumn  string `yaml:"left_column"`
		RightColumn string `yaml:"right_column"`
	} `yaml:"relationship_columns"`
	JoinType         string `yaml:"join_type"`
	RelationshipType string `yaml:"relationship_type"`
}

type cortexVQ struct {
	Name     string `yaml:"name"`
	Question string `yaml:"question"`
	SQL      string `yaml:"sql"`
}

// Cortex converts a Snowflake Cortex Analyst semantic model file.
func Cortex(path string) (*Result, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m cortexModel
	if err := yaml.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(m.Tables) == 0 {
		return nil, fmt.Errorf("%s: not a Cortex Analyst semantic model (no tables)", path)
	}
	res := &Result{Mapped: map[string]int{}}
	issue := func(item, why string, args ...any) {
		res.Unmapped = append(res.Unmapped, Issue{Item: item, Why: fmt.Sprintf(why, args...)})
	}
	tables := map[string]*cortexTable{}
	for _, t := range m.Tables {
		tables[t.Name] = t
	}
	f := hclgen.New()
	body := f.Body()
	header := "Imported from the Cortex Analyst semantic model"
	if m.Name != "" {
		header += " " + quote(m.Name)
	}
	body.Comment(header + " by `datacopilot import cortex`.\n" +
		"Add a source block whose tables have the logical names below, then run\n" +
		"`datacopilot validate`.")
	if m.Description != "" {
		body.Comment(m.Description)
	}
	body.Newline()

	// Joins go on the table holding the key: the many side.
	joins := map[string][]*cortexRel{}
	for _, r := range m.Relationships {
		item := "relationship " + quote(r.Name)
		if tables[r.LeftTable] == nil || tables[r.RightTable] == nil {
			issue(item, "it names a table the model does not declare (%q, %q)", r.LeftTable, r.RightTable)
			continue
		}
		if len(r.RelationshipColumns) != 1 {
			issue(item, "it joins on %d columns; a join here is one column to one column", len(r.RelationshipColumns))
			continue
		}
		switch strings.ToLower(r.RelationshipType) {
		case "many_to_one", "one_to_one", "":
			joins[r.LeftTable] = append(joins[r.LeftTable], r)
		case "one_to_many":
			rc := r.RelationshipColumns[0]
			flipped := *r
			flipped.LeftTable, flipped.RightTable = r.RightTable, r.LeftTable
			flipped.RelationshipColumns[0].LeftColumn, flipped.RelationshipColumns[0].RightColumn = rc.RightColumn, rc.LeftColumn
			flipped.RelationshipType = "many_to_one"
			joins[r.RightTable] = append(joins[r.RightTable], &flipped)
		default:
			issue(item, "relationship_type %q: a join here never multiplies rows (many_to_one or one_to_one)", r.RelationshipType)
			continue
		}
		if jt := strings.ToLower(r.JoinType); jt != "" && jt != "left_outer" && jt != "inner" {
			issue(item, "join_type %q is read as a left outer join", r.JoinType)
		}
	}
	dimCount := map[string]int{}
	for _, t := range m.Tables {
		for _, d := range append(append([]*cortexField(nil), t.Dimensions...), t.TimeDimensions...) {
			dimCount[ident(d.Name)]++
		}
	}
	for _, t := range m.Tables {
		name := ident(t.Name)
		tb := body.Block("table", name)
		desc := t.Description
		if bt := strings.Trim(strings.Join([]string{t.BaseTable.Database, t.BaseTable.Schema, t.BaseTable.Table}, "."), "."); bt != "" {
			desc = strings.TrimSpace(desc + " (Snowflake table " + bt + ")")
		}
		tb.String("description", strings.TrimSpace(desc))
		tb.Strings("synonyms", t.Synonyms)
		for _, r := range joins[t.Name] {
			rc := r.RelationshipColumns[0]
			jb := tb.Block("join", ident(r.RightTable))
			jb.String("column", rc.LeftColumn)
			if rc.RightColumn != rc.LeftColumn {
				jb.String("references", rc.RightColumn)
			}
			if strings.ToLower(r.RelationshipType) == "one_to_one" {
				jb.String("kind", "one_to_one")
			}
			res.Mapped["joins"]++
		}
		res.Mapped["tables"]++
		body.Newline()
	}
	timeOf := map[string]string{}
	for _, t := range m.Tables {
		write := func(d *cortexField, time bool) {
			name := ident(d.Name)
			if dimCount[name] > 1 {
				name = ident(t.Name + "_" + d.Name)
			}
			db := body.Block("dimension", name)
			db.String("table", ident(t.Name))
			db.String("expr", orName(d.Expr, d.Name))
			db.String("label", label(d.Name))
			db.String("description", strings.TrimSpace(d.Description))
			db.Strings("synonyms", d.Synonyms)
			if time {
				db.String("type", "time")
				db.Strings("grains", grainsFrom("day"))
				if timeOf[t.Name] == "" {
					timeOf[t.Name] = name
				}
			}
			res.Mapped["dimensions"]++
			body.Newline()
		}
		for _, d := range t.TimeDimensions {
			write(d, true)
		}
		for _, d := range t.Dimensions {
			write(d, false)
		}
	}
	metricNames := map[string]bool{}
	for _, t := range m.Tables {
		for _, ms := range append(append([]*cortexField(nil), t.Measures...), t.Facts...) {
			item := fmt.Sprintf("measure %q of %s", ms.Name, t.Name)
			if ms.DefaultAggregation == "" {
				issue(item, "a fact without default_aggregation is a row-level value, not a metric; declare a metric with its aggregate")
				continue
			}
			agg := aggSQL(ms.DefaultAggregation, orName(ms.Expr, ms.Name), 0, false)
			if agg == "" {
				issue(item, "default_aggregation %q has no SQL equivalent here", ms.DefaultAggregation)
				continue
			}
			writeMetric(body, res, metricNames, ms, ident(t.Name), agg, timeOf[t.Name])
		}
		for _, mt := range t.Metrics {
			writeMetric(body, res, metricNames, mt, ident(t.Name), mt.Expr, timeOf[t.Name])
		}
		for _, fl := range t.Filters {
			fb := body.Block("filter", ident(fl.Name))
			fb.String("table", ident(t.Name))
			fb.String("expr", fl.Expr)
			fb.String("label", label(fl.Name))
			fb.String("description", strings.TrimSpace(fl.Description))
			fb.Strings("synonyms", fl.Synonyms)
			res.Mapped["filters"]++
			body.Newline()
		}
	}
	for _, mt := range m.Metrics {
		issue("metric "+quote(mt.Name), "a model-level metric may span tables; a metric here is an aggregate over one table: declare it on its table")
	}
	if ci := strings.TrimSpace(m.CustomInstructions); ci != "" {
		rb := body.Block("rule", "custom_instructions")
		rb.String("description", ci)
		res.Mapped["rules"]++
		body.Newline()
	}
	for _, vq := range m.VerifiedQueries {
		vb := body.Block("verified_query", ident(vq.Name))
		vb.String("question", vq.Question)
		vb.String("sql", logicalNames(strings.TrimSpace(vq.SQL), tables))
		res.Mapped["verified queries"]++
		body.Newline()
	}
	res.HCL = f.Bytes()
	return res, nil
}

func writeMetric(body *hclgen.Body, res *Result, seen map[string]bool, f *cortexField, table, expr, time string) {
	name := ident(f.Name)
	if seen[name] {
		name = ident(table + "_" + f.Name)
	}
	seen[name] = true
	mb := body.Block("metric", name)
	mb.String("label", label(f.Name))
	mb.String("description", strings.TrimSpace(f.Description))
	mb.Strings("synonyms", f.Synonyms)
	mb.String("table", table)
	mb.String("expr", expr)
	mb.String("time", time)
	res.Mapped["metrics"]++
	body.Newline()
}

func orName(expr, name string) string {
	if strings.TrimSpace(expr) == "" {
		return name
	}
	return expr
}

var logicalRe = regexp.MustCompile(`\b__([A-Za-z_][A-Za-z0-9_]*)\b`)

// logicalNames rewrites Cortex's __table references to the table names.
func logicalNames(sql string, tables map[string]*cortexTable) string {
	return logicalRe.ReplaceAllStringFunc(sql, func(s string) string {
		if _, ok := tables[s[2:]]; ok {
			return ident(s[2:])
		}
		return s
	})
}
