package knowledge_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// build loads a workspace made of the given files.
func build(t *testing.T, files map[string]string) (*knowledge.Snapshot, string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		return nil, diags.Error()
	}
	s, diags := knowledge.Build(context.Background(), ws, knowledge.Options{})
	if diags.HasErrors() {
		return nil, diags.Error()
	}
	t.Cleanup(func() { s.Close() })
	return s, ""
}

const shipments = "id,kind,weight,due,shipped\n1,a,10,2024-01-02,2024-01-01\n2,b,20,2024-01-02,2024-01-05\n3,a,5,2024-01-03,\n"

func TestFilterBlocksAndCaseExpressions(t *testing.T) {
	s, errs := build(t, map[string]string{
		"shipments.csv": shipments,
		"knowledge.hcl": `
source "s" {
  type = "duckdb"
  file "shipments" { path = "shipments.csv" }
}
dimension "kind" {
  table = "shipments"
  expr  = "CASE kind WHEN 'a' THEN 'Air' WHEN 'b' THEN 'Boat' END"
}
filter "late" {
  table    = "shipments"
  expr     = "shipped > due"
  synonyms = ["late", { "overdue" = 0.8 }]
}
metric "weight" {
  table    = "shipments"
  expr     = "SUM(weight)"
  synonyms = ["tonnage", { "load" = 0.7 }]
}
`})
	if errs != "" {
		t.Fatal(errs)
	}
	if d := s.Dimensions["kind"]; d == nil || strings.Join(d.Values, ",") != "Air,Boat" {
		t.Errorf("CASE x WHEN ... dimension: %+v", d)
	}
	f := s.Filters["late"]
	if f == nil || f.SQL != `"shipments".shipped > "shipments".due` {
		t.Fatalf("filter: %+v", f)
	}
	if w := f.Weight("overdue"); w != 0.8 {
		t.Errorf("weight of overdue = %v", w)
	}
	if m := s.Metrics["weight"]; strings.Join(m.Synonyms, ",") != "tonnage,load" || m.Weight("load") != 0.7 || m.Weight("tonnage") != 1 {
		t.Errorf("metric synonyms %v weights %v", m.Synonyms, m.Weights)
	}
	q, err := s.CompileMetric(knowledge.MetricQuery{Metric: "weight", Named: []knowledge.NamedRef{{Name: "late", Exclude: true}},
		Where: []knowledge.Condition{{Column: "shipments.weight", Op: ">=", Value: 5}}, Dimensions: []string{"kind"},
		Having: []knowledge.Condition{{Op: ">", Value: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`NOT coalesce(("shipments".shipped > "shipments".due), false)`, `"shipments"."weight" >= $p1`, `HAVING SUM("shipments".weight) > $p2`} {
		if !strings.Contains(q.SQL, want) {
			t.Errorf("compiled SQL lacks %s:\n%s", want, q.SQL)
		}
	}
}

func TestBadFilterAndSynonyms(t *testing.T) {
	for name, c := range map[string]struct{ hcl, want string }{
		"unknown column": {`filter "late" {
  table = "shipments"
  expr  = "shiped > due"
}`, `Invalid filter expression`},
		"named like a dimension": {`dimension "late" {
  table = "shipments"
  expr  = "kind"
}
filter "late" {
  table = "shipments"
  expr  = "shipped > due"
}`, `Filter named like a dimension`},
		"weight above 1": {`metric "weight" {
  table    = "shipments"
  expr     = "SUM(weight)"
  synonyms = [{ "load" = 1.5 }]
}`, `the weight of "load" must be above 0 and at most 1`},
		"phrasing without value": {`dimension "kind" {
  table     = "shipments"
  expr      = "kind"
  phrasings = ["kind of"]
}`, `has no {value}`},
	} {
		_, errs := build(t, map[string]string{"shipments.csv": shipments, "knowledge.hcl": `
source "s" {
  type = "duckdb"
  file "shipments" { path = "shipments.csv" }
}
` + c.hcl})
		if !strings.Contains(errs, c.want) {
			t.Errorf("%s: got %q, want %q", name, errs, c.want)
		}
	}
}

// A word that names two things of one kind, with nothing to tell them
// apart, is a warning naming both places; a weight or a phrasing settles it.
func TestSharedNames(t *testing.T) {
	const base = `
source "s" {
  type = "duckdb"
  file "shipments" { path = "shipments.csv" }
}
dimension "due_day" {
  table = "shipments"
  expr  = "due"
  type  = "time"
}
`
	for name, c := range map[string]struct {
		hcl  string
		want string // "" for no warning
	}{
		"two dimensions": {`
dimension "ship_day" {
  table    = "shipments"
  expr     = "shipped"
  type     = "time"
  synonyms = ["day"]
}
dimension "kind" {
  table    = "shipments"
  expr     = "kind"
  synonyms = ["day"]
}`, `"day" names both dimension "kind" (knowledge.hcl:18) and dimension "ship_day" (knowledge.hcl:12)`},
		"two metrics by label": {`
metric "weight" {
  table = "shipments"
  expr  = "SUM(weight)"
  label = "Load"
}
metric "shipments" {
  table    = "shipments"
  expr     = "COUNT(*)"
  synonyms = ["loads"]
}`, `"load" names both metric "shipments"`},
		"a weight settles it": {`
metric "weight" {
  table    = "shipments"
  expr     = "SUM(weight)"
  synonyms = ["load"]
}
metric "shipments" {
  table    = "shipments"
  expr     = "COUNT(*)"
  synonyms = [{ "load" = 0.8 }]
}`, ""},
		"a phrasing settles it": {`
filter "late" {
  table     = "shipments"
  expr      = "shipped > due"
  synonyms  = ["delayed"]
  phrasings = ["delayed shipments"]
}
filter "unshipped" {
  table    = "shipments"
  expr     = "shipped IS NULL"
  synonyms = ["delayed"]
}`, ""},
		"across kinds the grammar decides": {`
metric "kinds" {
  table = "shipments"
  expr  = "COUNT(DISTINCT kind)"
}
dimension "kind" {
  table = "shipments"
  expr  = "kind"
}`, ""},
	} {
		dir := t.TempDir()
		for f, text := range map[string]string{"shipments.csv": shipments, "knowledge.hcl": base + c.hcl} {
			if err := os.WriteFile(filepath.Join(dir, f), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		ws, diags := config.Load(dir)
		if diags.HasErrors() {
			t.Fatal(diags.Error())
		}
		s, diags := knowledge.Build(context.Background(), ws, knowledge.Options{})
		if diags.HasErrors() {
			t.Fatalf("%s: %s", name, diags.Error())
		}
		s.Close()
		var got []string
		for _, d := range diags {
			if d.Summary == "One word names two things" {
				got = append(got, d.Detail)
			}
		}
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%s: unexpected warning %q", name, got)
		case c.want != "" && (len(got) != 1 || !strings.Contains(got[0], c.want)):
			t.Errorf("%s: got %q, want one warning with %q", name, got, c.want)
		}
	}
}

// An unknown column in an expression is one error, at the column's line and
// column, with "Did you mean …?" over the table's own columns.
func TestUnknownColumnInExpression(t *testing.T) {
	for name, c := range map[string]struct {
		block    string
		line     int
		col      int
		wantText string
	}{
		"metric": {`metric "w" {
  table = "shipments"
  expr  = "SUM(wieght * 2)"
}`, 7, 16, `Metric "w": table "shipments" has no column "wieght". Did you mean "weight"?`},
		"dimension": {`dimension "k" {
  table = "shipments"
  expr  = <<-SQL
    CASE WHEN kind = 'a'
    THEN upper(knd) END
  SQL
}`, 9, 16, `Dimension "k": table "shipments" has no column "knd". Did you mean "kind"?`},
		"filter": {`filter "late" {
  table = "shipments"
  expr  = "shipped > dew"
}`, 7, 22, `Filter "late": table "shipments" has no column "dew". Did you mean "due"?`},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "shipments.csv"), []byte(shipments), 0o644)
			os.WriteFile(filepath.Join(dir, "knowledge.hcl"), []byte(`source "s" {
  type = "duckdb"
  file "shipments" { path = "shipments.csv" }
}
`+c.block+"\n"), 0o644)
			ws, diags := config.Load(dir)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			s, diags := knowledge.Build(context.Background(), ws, knowledge.Options{})
			if s != nil {
				defer s.Close()
			}
			if len(diags) != 1 {
				t.Fatalf("want one diagnostic, got %v", diags)
			}
			d := diags[0]
			if d.Subject == nil || d.Subject.Start.Line != c.line || d.Subject.Start.Column != c.col || !strings.Contains(d.Detail, c.wantText) {
				t.Errorf("got %v at %v, want %q at %d:%d", d.Detail, d.Subject, c.wantText, c.line, c.col)
			}
		})
	}
}
