package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const importData = "../../runtime/semimport/testdata"

// importWorkspace imports a semantic model and makes a workspace of it:
// a source over the CSV files of testdata, then the imported blocks.
func importWorkspace(t *testing.T, format, path string, files map[string]string) (dir, report string) {
	t.Helper()
	code, out, errs := runCLI(t, "", "import", format, path)
	if code != 0 {
		t.Fatalf("import %s: exit %d\n%s", format, code, errs)
	}
	dir = t.TempDir()
	var src strings.Builder
	src.WriteString("source \"data\" {\n  type = \"duckdb\"\n")
	for table, file := range files {
		abs, _ := filepath.Abs(file)
		fmt.Fprintf(&src, "  file %q { path = %q }\n", table, abs)
	}
	src.WriteString("}\n\n")
	mustWrite(t, filepath.Join(dir, "knowledge.hcl"), src.String()+out)
	if code, _, errs := runCLI(t, "", "--dir", dir, "validate"); code != 0 || strings.Contains(errs, "Warning") {
		k, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl"))
		t.Fatalf("the imported workspace does not validate cleanly: exit %d\n%s\n%s", code, errs, k)
	}
	return dir, errs
}

type askCase struct {
	question string
	want     any // a number, or rows as "a=b" strings
}

func checkAsks(t *testing.T, dir string, cases []askCase) {
	t.Helper()
	for _, c := range cases {
		if rows, ok := c.want.([]string); ok {
			got := askRows(t, dir, c.question)
			if strings.Join(got, ", ") != strings.Join(rows, ", ") {
				t.Errorf("%q: got %v, want %v", c.question, got, rows)
			}
			continue
		}
		// data holds the value rounded to its column's scale (its decimals)
		code, out, errs := runCLI(t, "", "--dir", dir, "ask", c.question, "--json")
		if code != 0 {
			t.Errorf("%q: exit %d\n%s", c.question, code, errs)
			continue
		}
		var a struct {
			Data struct {
				Columns []struct {
					Scale int `json:"scale"`
				} `json:"columns"`
				Rows [][]float64 `json:"rows"`
			} `json:"data"`
		}
		json.Unmarshal([]byte(out), &a)
		if len(a.Data.Rows) != 1 || len(a.Data.Rows[0]) != 1 || len(a.Data.Columns) != 1 ||
			math.Abs(a.Data.Rows[0][0]-c.want.(float64)) > 0.5*math.Pow(10, -float64(a.Data.Columns[0].Scale))+1e-9 {
			t.Errorf("%q: rows %v, want [[%v]]\n%s", c.question, a.Data.Rows, c.want, out)
		}
	}
}

// Every metric of the dbt project answers its question with the value
// worked out by hand from testdata/dbt/data (8 orders, 4 customers).
func TestImportDBT(t *testing.T) {
	dir, report := importWorkspace(t, "dbt", importData+"/dbt/models", map[string]string{
		"fct_orders":    importData + "/dbt/data/orders.csv",
		"dim_customers": importData + "/dbt/data/customers.csv",
	})
	for _, want := range []string{
		"Imported 1 joins, 11 metrics, 2 tables, 5 dimensions",
		"Not mapped (4)",
		`metric "cumulative_revenue"`, "cumulative metrics",
		`metric "revenue_growth_mom"`, "offset",
		`metric "revenue_per_customer"`, "its inputs are on dim_customers and fct_orders",
		`saved_query "revenue_by_region"`,
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	checkAsks(t, dir, []askCase{
		{"revenue", 950.0},               // 100+50+200+80+120+60+40+300
		{"number of orders", 8.0},        //
		{"returned orders", 2.0},         // orders 2 and 5
		{"discounts", 76.0},              // 10+20+12+4+30
		{"completed revenue", 720.0},     // orders 1, 3, 4, 7, 8 (filter)
		{"return rate", 0.25},            // ratio 2 / 8
		{"average order value", 118.75},  // ratio 950 / 8
		{"completed share", 720.0 / 950}, // ratio with a filtered numerator
		{"net revenue", 874.0},           // derived 950 - 76
		{"median order amount", 90.0},    // (80 + 100) / 2
		{"number of customers", 4.0},     //
		{"revenue by region", []string{"APAC=240", "Americas=360", "EMEA=350"}}, // through the join
	})
}

// Every metric, the filter and the verified query of the Cortex model give
// the values worked out by hand from testdata/cortex/data (6 tickets, 3
// agents).
func TestImportCortex(t *testing.T) {
	dir, report := importWorkspace(t, "cortex", importData+"/cortex/support.yaml", map[string]string{
		"tickets": importData + "/cortex/data/tickets.csv",
		"agents":  importData + "/cortex/data/agents.csv",
	})
	for _, want := range []string{
		"Imported 1 filters, 1 joins, 1 rules, 1 verified queries, 2 tables, 4 dimensions, 5 metrics",
		"Not mapped (3)",
		`relationship "tickets_to_agents_by_team": it joins on 2 columns`,
		`measure "ticket_age_days" of tickets: a fact without default_aggregation`,
		`metric "tickets_per_agent"`,
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	checkAsks(t, dir, []askCase{
		{"average resolution time", 470.0 / 6}, // 30+120+45+60+200+15
		{"total handling time", 470.0},
		{"satisfaction score", 23.0 / 6}, // 5+4+3+5+2+4
		{"number of tickets", 6.0},
		{"number of agents", 3.0},
		{"how many high priority tickets", 3.0},                                      // the filter: tickets 1, 3, 6
		{"How many tickets did each team handle?", []string{"Tier 1=4", "Tier 2=2"}}, // the verified query
	})
}

func TestImportBadInput(t *testing.T) {
	dir := t.TempDir()
	mustWrite(t, filepath.Join(dir, "bad.yml"), "semantic_models: [name: {")
	mustWrite(t, filepath.Join(dir, "empty.yml"), "version: 2\nmodels: []\n")
	mustWrite(t, filepath.Join(dir, "exists.hcl"), "keep me\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"import", "looker", "x.yml"}, "import dbt PATH, or import cortex FILE"},
		{[]string{"import", "dbt"}, "import dbt PATH, or import cortex FILE"},
		{[]string{"import", "dbt", filepath.Join(dir, "missing")}, "no such file"},
		{[]string{"import", "dbt", filepath.Join(dir, "bad.yml")}, "bad.yml: yaml:"},
		{[]string{"import", "dbt", filepath.Join(dir, "empty.yml")}, "no semantic_models or metrics found"},
		{[]string{"import", "cortex", filepath.Join(dir, "empty.yml")}, "not a Cortex Analyst semantic model"},
		{[]string{"import", "cortex", importData + "/cortex/support.yaml", "--out", filepath.Join(dir, "exists.hcl")}, "exists; import never overwrites"},
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "exists.hcl")); string(b) != "keep me\n" {
		t.Errorf("--out overwrote a file: %q", b)
	}
	out := filepath.Join(dir, "new.hcl")
	if code, _, errs := runCLI(t, "", "import", "cortex", importData+"/cortex/support.yaml", "--out", out); code != 0 {
		t.Fatalf("--out: exit %d %s", code, errs)
	}
	if b, _ := os.ReadFile(out); !strings.Contains(string(b), `verified_query "tickets_per_team"`) {
		t.Errorf("--out wrote:\n%s", b)
	}
}
