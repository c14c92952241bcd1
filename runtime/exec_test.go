package runtime_test

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// The expected values below are computed from the CSV files with plain Go,
// independently of DuckDB, the pipes' SQL and the metric compiler.

type line struct {
	order    int
	product  int
	price    float64
	qty      float64
	discount float64
}

type northwindCSV struct {
	lines      []line
	orderDate  map[int]string // YYYY-MM-DD
	orderCust  map[int]string
	productCat map[int]int
	catName    map[int]string
	custCtry   map[string]string
}

var (
	nwOnce sync.Once
	nw     northwindCSV
	nwErr  error
)

func readCSV(name string) [][]string {
	f, err := os.Open(filepath.Join("..", "data", "northwind", name))
	if err != nil {
		nwErr = errors.Join(nwErr, err)
		return nil
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil || len(recs) == 0 {
		nwErr = errors.Join(nwErr, fmt.Errorf("%s: %v", name, err))
		return nil
	}
	return recs[1:]
}

func atoi(s string) int     { n, _ := strconv.Atoi(s); return n }
func atof(s string) float64 { f, _ := strconv.ParseFloat(s, 64); return f }

// northwind reads the demo's CSVs once for the package; a test that
// needs them fails with the reason when they could not be read (not only
// the first one to ask).
func northwind(t testing.TB) *northwindCSV {
	t.Helper()
	nwOnce.Do(func() {
		nw = northwindCSV{orderDate: map[int]string{}, orderCust: map[int]string{}, productCat: map[int]int{}, catName: map[int]string{}, custCtry: map[string]string{}}
		for _, r := range readCSV("Order_Details.csv") {
			nw.lines = append(nw.lines, line{atoi(r[0]), atoi(r[1]), atof(r[2]), atof(r[3]), atof(r[4])})
		}
		for _, r := range readCSV("Orders.csv") {
			nw.orderDate[atoi(r[0])] = r[3][:10]
			nw.orderCust[atoi(r[0])] = r[1]
		}
		for _, r := range readCSV("Products.csv") {
			nw.productCat[atoi(r[0])] = atoi(r[3])
		}
		for _, r := range readCSV("Categories.csv") {
			nw.catName[atoi(r[0])] = r[1]
		}
		for _, r := range readCSV("Customers.csv") {
			nw.custCtry[r[0]] = r[8]
		}
	})
	if nwErr != nil {
		t.Fatalf("the demo's CSVs, shared by this package's tests, could not be read: %v", nwErr)
	}
	return &nw
}

// revenueBy sums line revenue by a key over lines whose order date is in
// [from, to].
func (n *northwindCSV) revenueBy(from, to string, key func(line) string) map[string]float64 {
	out := map[string]float64{}
	for _, l := range n.lines {
		if d := n.orderDate[l.order]; d >= from && d <= to {
			out[key(l)] += l.price * l.qty * (1 - l.discount)
		}
	}
	return out
}

var (
	rtOnce  sync.Once
	demo    *runtime.Runtime
	demoErr error
)

// demoRuntime is the demo workspace, loaded once and shared by the
// package's tests (read-only); TestMain closes it. When the load failed,
// every test that needs it fails with the load's error.
func demoRuntime(t testing.TB) *runtime.Runtime {
	t.Helper()
	rtOnce.Do(func() {
		demo, demoErr = runtime.Load(context.Background(), runtime.Options{Dir: "..", NoWrite: true})
	})
	if demoErr != nil {
		t.Fatalf("the demo workspace shared by this package's tests did not load: %v", demoErr)
	}
	return demo
}

func TestMain(m *testing.M) {
	code := m.Run()
	if demo != nil {
		demo.Close()
	}
	os.Exit(code)
}

func near(a, b float64) bool { return math.Abs(a-b) <= 0.005+1e-9*math.Abs(b) }

func TestReferenceFigures(t *testing.T) {
	rt := demoRuntime(t)
	p := &plan.Plan{Steps: []plan.Step{
		{ID: "rev", Metric: "revenue"},
		{ID: "o97", Metric: "orders", Filters: map[string]any{"period": []any{"1997-01-01", "1997-12-31"}}},
	}, Output: []plan.Output{
		{Type: "direct", Name: "revenue", From: "rev.revenue"},
		{Type: "direct", Name: "orders_1997", From: "o97.orders"},
	}}
	res, err := rt.Execute(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Table.Col("revenue").Floats[0]; math.Round(got*100)/100 != 1265793.04 {
		t.Errorf("total revenue = %.2f, want 1265793.04", got)
	}
	if got := res.Table.Col("orders_1997").Ints[0]; got != 408 {
		t.Errorf("orders in 1997 = %d, want 408", got)
	}
}

func TestPipeMatchesCSV(t *testing.T) {
	rt := demoRuntime(t)
	n := northwind(t)
	want := n.revenueBy("1997-07-01", "1997-09-30", func(l line) string { return n.catName[n.productCat[l.product]] })
	res, err := rt.RunPipe(context.Background(), "revenue_by_category", map[string]any{"from": "1997-07-01", "to": "1997-09-30"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	cat, rev := res.Table.Col("category"), res.Table.Col("revenue")
	for i := 0; i < res.Table.Rows(); i++ {
		got[cat.Strs[i]] = rev.Floats[i]
	}
	if len(got) != len(want) {
		t.Fatalf("got %d categories, want %d", len(got), len(want))
	}
	for k, w := range want {
		if !near(got[k], w) {
			t.Errorf("%s: got %.4f, want %.4f", k, got[k], w)
		}
	}
	if res.Units["revenue"] != "USD" {
		t.Errorf("unit of revenue = %q", res.Units["revenue"])
	}
}

func TestMetricByDimensionMatchesCSV(t *testing.T) {
	rt := demoRuntime(t)
	n := northwind(t)
	want := n.revenueBy("1998-01-01", "1998-12-31", func(l line) string { return n.custCtry[n.orderCust[l.order]] })
	p := &plan.Plan{Steps: []plan.Step{{ID: "m", Metric: "revenue", Dimensions: []string{"customer_country"},
		Filters: map[string]any{"period": []any{"1998-01-01", "1998-12-31"}}, Order: "desc", Limit: 3}}}
	res, err := rt.Execute(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	type kv struct {
		k string
		v float64
	}
	var top []kv
	for k, v := range want {
		top = append(top, kv{k, v})
	}
	sort.Slice(top, func(i, j int) bool { return top[i].v > top[j].v })
	if res.Table.Rows() != 3 {
		t.Fatalf("rows = %d, want 3", res.Table.Rows())
	}
	for i := 0; i < 3; i++ {
		gk, gv := res.Table.Col("customer_country").Strs[i], res.Table.Col("revenue").Floats[i]
		if gk != top[i].k || !near(gv, top[i].v) {
			t.Errorf("row %d: got %s %.2f, want %s %.2f", i, gk, gv, top[i].k, top[i].v)
		}
	}
}

// A plan in the shape of DESIGN §5: a pipe's rows, a metric broadcast to
// each, and a share-of-total formula.
func TestPlanShareOfTotal(t *testing.T) {
	rt := demoRuntime(t)
	n := northwind(t)
	byCat := n.revenueBy("1997-06-01", "1997-06-30", func(l line) string { return n.catName[n.productCat[l.product]] })
	total := 0.0
	for _, v := range byCat {
		total += v
	}
	p, err := plan.ParseBytes([]byte(`{
	  "steps": [
	    {"id": "cat", "pipe": "revenue_by_category", "inputs": {"from": "1997-06-01", "to": "1997-06-30"}},
	    {"id": "tot", "metric": "revenue", "filters": {"period": ["1997-06-01", "1997-06-30"]}}
	  ],
	  "rows_from": "cat",
	  "output": [
	    {"type": "direct", "name": "Category", "from": "cat.category"},
	    {"type": "direct", "name": "Revenue", "from": "cat.revenue", "unit": "USD"},
	    {"type": "formula", "name": "Share %", "formula": "round(cat.revenue / tot.revenue * 100, 2)"},
	    {"type": "formula", "name": "Label", "formula": "Category + ': ' + string(out[\"Share %\"]) + '%'"}
	  ],
	  "sort": [{"column": "Share %", "desc": true}],
	  "limit": 3
	}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := rt.Execute(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Table.Rows(); got != 3 {
		t.Fatalf("rows = %d, want 3", got)
	}
	shares := res.Table.Col("Share %")
	for i := 0; i < 3; i++ {
		cat := res.Table.Col("Category").Strs[i]
		want := math.Round(byCat[cat]/total*10000) / 100
		if shares.Floats[i] != want {
			t.Errorf("%s share = %v, want %v", cat, shares.Floats[i], want)
		}
		if i > 0 && shares.Floats[i] > shares.Floats[i-1] {
			t.Errorf("not sorted by share: %v", shares.Floats[:3])
		}
		if lbl := res.Table.Col("Label").Strs[i]; !strings.HasPrefix(lbl, cat+": ") {
			t.Errorf("label = %q", lbl)
		}
	}
	if res.Units["Revenue"] != "USD" {
		t.Errorf("units = %v", res.Units)
	}
}

func TestPlanJoinByKey(t *testing.T) {
	rt := demoRuntime(t)
	n := northwind(t)
	r97 := n.revenueBy("1997-01-01", "1997-12-31", func(l line) string { return n.catName[n.productCat[l.product]] })
	r96 := n.revenueBy("1996-01-01", "1996-12-31", func(l line) string { return n.catName[n.productCat[l.product]] })
	p := &plan.Plan{
		Steps: []plan.Step{
			{ID: "y97", Metric: "revenue", Dimensions: []string{"category"}, Filters: map[string]any{"period": []any{"1997-01-01", "1997-12-31"}}},
			{ID: "y96", Metric: "revenue", Dimensions: []string{"category"}, Filters: map[string]any{"period": []any{"1996-01-01", "1996-12-31"}}, Join: "y97.category = y96.category"},
		},
		Output: []plan.Output{
			{Type: "direct", Name: "category", From: "y97.category"},
			{Type: "formula", Name: "growth", Formula: "growth(y97.revenue, y96.revenue)"},
		},
		Sort: []plan.Sort{{Column: "category"}},
	}
	res, err := rt.Execute(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if res.Table.Rows() != 8 {
		t.Fatalf("rows = %d", res.Table.Rows())
	}
	for i := 0; i < 8; i++ {
		c := res.Table.Col("category").Strs[i]
		want := (r97[c] - r96[c]) / r96[c] * 100
		if got := res.Table.Col("growth").Floats[i]; math.Abs(got-want) > 1e-6 {
			t.Errorf("%s growth = %v, want %v", c, got, want)
		}
	}
}

func TestPlanValidation(t *testing.T) {
	rt := demoRuntime(t)
	cases := []struct {
		name, plan string
		want       []string
	}{
		{"no steps", `{"steps": []}`, []string{"steps: a plan needs at least one step"}},
		{"unknown pipe", `{"steps": [{"id": "a", "pipe": "top_product"}]}`, []string{`steps[0].pipe: unknown pipe "top_product"; did you mean "top_products"?`}},
		{"bad input", `{"steps": [{"id": "a", "pipe": "top_products", "inputs": {"limit": "ten", "from": "1997-02-30", "limt": 3}}]}`,
			[]string{`steps[0].inputs.limit: param "limit" must be an int`, `steps[0].inputs.from: param "from" must be a date`, `steps[0].inputs.limt: pipe "top_products" has no param "limt"; did you mean "limit"?`}},
		{"two kinds", `{"steps": [{"id": "a", "pipe": "top_products", "metric": "revenue"}]}`, []string{"steps[0]: a step runs exactly one of pipe, metric or sql (found 2)"}},
		{"dup ids", `{"steps": [{"id": "a", "metric": "revenue"}, {"id": "a", "metric": "orders"}]}`, []string{`steps[1].id: duplicate step id "a"`}},
		{"metric dims", `{"steps": [{"id": "a", "metric": "revenu", "dimensions": ["categry"]}]}`, []string{`steps[0].metric: unknown metric "revenu"; did you mean "revenue"?`}},
		{"bad dim", `{"steps": [{"id": "a", "metric": "revenue", "dimensions": ["categry"]}]}`, []string{`steps[0].dimensions[0]: unknown dimension "categry"; did you mean "category"?`}},
		{"bad period", `{"steps": [{"id": "a", "metric": "revenue", "filters": {"period": ["1998-01-01", "1997-01-01"]}}]}`, []string{"steps[0].filters.period: period ends (1997-01-01) before it starts (1998-01-01)"}},
		{"no time", `{"steps": [{"id": "a", "metric": "products", "filters": {"period": ["1997-01-01", "1997-12-31"]}}]}`, []string{`metric "products" has no time dimension`}},
		{"unsafe sql", `{"steps": [{"id": "a", "sql": "DELETE FROM orders"}]}`, []string{"steps[0].sql: SQL rejected: only a single SELECT statement"}},
		{"needs join", `{"steps": [{"id": "a", "metric": "revenue"}, {"id": "b", "metric": "revenue", "dimensions": ["category"]}]}`, []string{`steps[1].join: step "b" returns one row per category, so it must be joined`}},
		{"formula syntax", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "formula", "name": "x", "formula": "a.revenue * (2"}]}`, []string{"output[0].formula: line 1, column"}},
		{"formula step", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "formula", "name": "x", "formula": "b.revenue * 2"}]}`, []string{`output[0].formula: unknown step "b"`}},
		{"formula func", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "formula", "name": "x", "formula": "system(a.revenue)"}]}`, []string{"output[0].formula: unknown function system()"}},
		{"cycle", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "formula", "name": "x", "formula": "y + 1"}, {"type": "formula", "name": "y", "formula": "x + 1"}]}`, []string{"formula columns depend on each other in a cycle: x -> y -> x"}},
		{"direct from", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "direct", "name": "x", "from": "revenue"}]}`, []string{`output[0].from: a direct column names its source as "step.column"`}},
		{"sort", `{"steps": [{"id": "a", "metric": "revenue"}], "output": [{"type": "direct", "name": "x", "from": "a.revenue"}], "sort": [{"column": "y"}]}`, []string{`sort[0].column: unknown output column "y"`}},
		{"rows_from", `{"steps": [{"id": "a", "metric": "revenue"}], "rows_from": "b"}`, []string{`rows_from: unknown step "b"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := plan.ParseBytes([]byte(c.plan))
			if err != nil {
				t.Fatal(err)
			}
			_, err = rt.Validate(context.Background(), p)
			if err == nil {
				t.Fatal("plan passed validation")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not contain %q", err, w)
				}
			}
		})
	}
}

func TestParseRejectsUnknownFields(t *testing.T) {
	_, err := plan.ParseBytes([]byte(`{"steps": [{"id": "a", "metric": "revenue"}], "row_from": "a"}`))
	if err == nil || !strings.Contains(err.Error(), `unknown field "row_from"`) {
		t.Errorf("got %v", err)
	}
}
