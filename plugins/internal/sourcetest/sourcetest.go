// Package sourcetest runs a workspace's pipes on a plugin source and
// compares the results with the same workspace on DuckDB. The plugin tests
// load the demo's CSV files into their database (Tables reads them, typed),
// point a copy of the workspace at the plugin (UsePlugin) and call
// ComparePipes.
package sourcetest

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/plugins"
	dcruntime "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/evals"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Root is the repository root (the demo workspace).
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

// Build compiles the plugin at pkg (a package path below the repository
// root, e.g. "./plugins/sqlite") into dir/plugins, where a workspace in dir
// finds it, and returns the program's path.
func Build(tb testing.TB, pkg, dir string) string {
	tb.Helper()
	name := plugins.BinaryPrefix + filepath.Base(pkg)
	out := filepath.Join(dir, "plugins", name)
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = Root()
	if b, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build %s: %v\n%s", pkg, err, b)
	}
	return out
}

// Column types of a CSV column, as a loader creates them.
const (
	Int       = "int"
	Float     = "float"
	Text      = "text"
	Date      = "date"
	Timestamp = "timestamp"
)

// Table is one CSV file read with typed columns: Rows hold nil, int64,
// float64, string or time.Time values.
type Table struct {
	Name    string
	Columns []string
	Types   []string
	Rows    [][]any
}

// Tables reads the files of the workspace's first duckdb source (its file
// blocks name the tables), typing each column as DuckDB's CSV reader would:
// integer, float, timestamp, date or text; empty fields are null.
func Tables(tb testing.TB, dir string) []Table {
	tb.Helper()
	ws, diags := config.Load(dir)
	if diags.HasErrors() {
		tb.Fatal(diags)
	}
	var out []Table
	for _, s := range ws.Sources {
		if s.Type != "duckdb" {
			continue
		}
		for _, f := range s.Files {
			out = append(out, readCSV(tb, f.Table, filepath.Join(dir, f.Path)))
		}
		break
	}
	return out
}

func readCSV(tb testing.TB, name, path string) Table {
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	recs, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	t := Table{Name: name, Columns: recs[0], Types: make([]string, len(recs[0]))}
	for i := range t.Columns {
		t.Types[i] = columnType(recs[1:], i)
	}
	for _, rec := range recs[1:] {
		row := make([]any, len(rec))
		for i, v := range rec {
			row[i] = parse(t.Types[i], v)
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

const tsLayout = "2006-01-02 15:04:05.999"

func columnType(recs [][]string, i int) string {
	kinds := []string{Int, Float, Timestamp, Date}
	for _, k := range kinds {
		ok := true
		for _, r := range recs {
			if r[i] != "" && parse(k, r[i]) == nil {
				ok = false
				break
			}
		}
		if ok {
			return k
		}
	}
	return Text
}

func parse(kind, v string) any {
	if v == "" {
		return nil
	}
	switch kind {
	case Int:
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	case Float:
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	case Timestamp:
		if t, err := time.Parse(tsLayout, v); err == nil && len(v) > 10 {
			return t
		}
	case Date:
		if t, err := time.Parse(time.DateOnly, v); err == nil {
			return t
		}
	case Text:
		return v
	}
	return nil
}

// UsePlugin rewrites the first source block of dir/knowledge.hcl into a
// plugin source with the given config attributes (its file blocks go), and
// adds extra HCL (more pipes, say) to dir/pipes/extra.hcl when not empty.
func UsePlugin(tb testing.TB, dir, plugin string, cfg map[string]string, extra string) {
	tb.Helper()
	path := filepath.Join(dir, "knowledge.hcl")
	src, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	f, diags := hclwrite.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		tb.Fatal(diags)
	}
	for _, blk := range f.Body().Blocks() {
		if blk.Type() != "source" {
			continue
		}
		f.Body().RemoveBlock(blk)
		body := f.Body().AppendNewBlock("source", blk.Labels()).Body()
		body.SetAttributeValue("type", cty.StringVal("plugin"))
		body.SetAttributeValue("plugin", cty.StringVal(plugin))
		c := body.AppendNewBlock("config", nil).Body()
		keys := make([]string, 0, len(cfg))
		for k := range cfg {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			c.SetAttributeValue(k, cty.StringVal(cfg[k]))
		}
		break
	}
	if err := os.WriteFile(path, f.Bytes(), 0o644); err != nil {
		tb.Fatal(err)
	}
	if extra != "" {
		if err := os.WriteFile(filepath.Join(dir, "pipes", "extra.hcl"), []byte(extra), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
}

// Load opens a workspace.
func Load(tb testing.TB, dir string) *dcruntime.Runtime {
	tb.Helper()
	rt, err := dcruntime.Load(context.Background(), dcruntime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { rt.Close() })
	return rt
}

// Case is one pipe run: a pipe and its inputs.
type Case struct {
	Pipe   string
	Inputs map[string]any
}

func (c Case) String() string {
	keys := make([]string, 0, len(c.Inputs))
	for k := range c.Inputs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%v", k, c.Inputs[k]))
	}
	return c.Pipe + "(" + strings.Join(parts, ", ") + ")"
}

// Cases lists runs of every pipe of rt: with its defaults, and with each
// dimension param set to a value of its dimension (required params always
// get one), and with a pipe's two date params narrowed to the middle third
// of the data's time range.
func Cases(rt *dcruntime.Runtime) []Case {
	s := rt.Snapshot()
	var out []Case
	names := make([]string, 0, len(s.Pipes))
	for n := range s.Pipes {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := s.Pipes[n]
		base := map[string]any{}
		var optional []string
		for _, pa := range p.Pipe.Params {
			d := p.ParamDims[pa.Name]
			if pa.Required && d != nil && len(d.Values) > 0 {
				base[pa.Name] = d.Values[len(d.Values)/2]
			} else if d != nil && len(d.Values) > 0 {
				optional = append(optional, pa.Name)
			}
		}
		out = append(out, Case{Pipe: n, Inputs: base})
		for _, name := range optional {
			in := maps.Clone(base)
			vals := p.ParamDims[name].Values
			in[name] = vals[len(vals)/3]
			out = append(out, Case{Pipe: n, Inputs: in})
		}
		var from, to string
		for _, pa := range p.Pipe.Params {
			if pa.Type == config.TypeDate && from == "" {
				from = pa.Name
			} else if pa.Type == config.TypeDate {
				to = pa.Name
			}
		}
		if lo, hi, ok := middle(s); ok && from != "" && to != "" {
			in := maps.Clone(base)
			in[from], in[to] = lo, hi
			out = append(out, Case{Pipe: n, Inputs: in})
		}
	}
	return out
}

// middle is the middle third of the first time dimension's range.
func middle(s *knowledge.Snapshot) (lo, hi string, ok bool) {
	names := knowledge.SortedNames(s.Dimensions)
	for _, n := range names {
		d := s.Dimensions[n]
		if d.Min.IsZero() || d.Max.IsZero() {
			continue
		}
		third := d.Max.Sub(d.Min) / 3
		return d.Min.Add(third).Format(time.DateOnly), d.Min.Add(2 * third).Format(time.DateOnly), true
	}
	return "", "", false
}

// Run runs one case.
func Run(tb testing.TB, rt *dcruntime.Runtime, c Case) *data.Table {
	tb.Helper()
	res, err := rt.RunPipe(context.Background(), c.Pipe, c.Inputs)
	if err != nil {
		tb.Fatalf("%s: %v", c, err)
	}
	return res.Table
}

// Equal reports how two results differ ("" when they match): the same
// columns in the same order, the same rows in the same order, numbers
// within a relative 1e-9 (engines sum floats in different orders), times
// to the day when one side is a date.
func Equal(want, got *data.Table) string {
	if w, g := strings.Join(want.Names(), ","), strings.Join(got.Names(), ","); w != g {
		return fmt.Sprintf("columns: want %s, got %s", w, g)
	}
	if want.Rows() != got.Rows() {
		return fmt.Sprintf("rows: want %d, got %d", want.Rows(), got.Rows())
	}
	for i, wc := range want.Columns {
		gc := got.Columns[i]
		for r := 0; r < want.Rows(); r++ {
			if d := diff(wc.Value(r), gc.Value(r)); d != "" {
				return fmt.Sprintf("row %d, column %s: %s", r+1, wc.Name, d)
			}
		}
	}
	return ""
}

func diff(w, g any) string {
	if w == nil || g == nil {
		if w == nil && g == nil {
			return ""
		}
		return fmt.Sprintf("want %v, got %v", w, g)
	}
	if wf, ok := data.AsFloat(w); ok {
		gf, ok := data.AsFloat(g)
		if !ok {
			return fmt.Sprintf("want %v, got %v (%T)", w, g, g)
		}
		if math.Abs(wf-gf) > 1e-9*math.Max(1, math.Abs(wf)) {
			return fmt.Sprintf("want %v, got %v", w, g)
		}
		return ""
	}
	if wt, ok := w.(time.Time); ok {
		gt, ok := g.(time.Time)
		if !ok || !wt.Equal(gt) {
			return fmt.Sprintf("want %v, got %v", w, g)
		}
		return ""
	}
	if fmt.Sprint(w) != fmt.Sprint(g) {
		return fmt.Sprintf("want %q, got %q", w, g)
	}
	return ""
}

// ComparePipes runs every case on both runtimes and fails on the first
// difference of each case. It returns how many cases ran. On a plugin
// source that runs SQL, every pipe must run in the plugin (written in its
// dialect, or translated from DuckDB SQL) and no row be copied into
// DuckDB.
func ComparePipes(t *testing.T, want, got *dcruntime.Runtime, cases []Case) int {
	t.Helper()
	for _, c := range cases {
		if d := Equal(Run(t, want, c), Run(t, got, c)); d != "" {
			t.Errorf("%s: %s", c, d)
		}
	}
	for name, p := range got.Snapshot().Pipes {
		if p.Src.RunsSQL() && !p.Pushdown {
			t.Errorf("pipe %s does not run in plugin source %s", name, p.Src.Name)
		}
	}
	for name, src := range got.Snapshot().Sources {
		if n := src.CopiedRows(); n != 0 && src.RunsSQL() {
			t.Errorf("%d rows of source %s copied into DuckDB; want none", n, name)
		}
	}
	return len(cases)
}

// ComparePushdown runs, for each pipe of got named in pairs, the cases of
// the pipe of want it stands for, and fails where they differ; every pipe
// named must run in its plugin (pushed down).
func ComparePushdown(t *testing.T, want, got *dcruntime.Runtime, pairs map[string]string) {
	t.Helper()
	cases := Cases(want)
	for name, same := range pairs {
		if p := got.Snapshot().Pipes[name]; p == nil || !p.Pushdown {
			t.Fatalf("pipe %s is not pushed down", name)
		}
		runs := 0
		for _, c := range cases {
			if c.Pipe != same {
				continue
			}
			w := Run(t, want, c)
			c.Pipe = name
			if d := Equal(w, Run(t, got, c)); d != "" {
				t.Errorf("%s: %s", c, d)
			}
			runs++
		}
		if runs == 0 {
			t.Errorf("pipe %s has no runs", same)
		}
	}
}

// Goldens runs the named eval suites of the workspace (offline; all of them
// when none is named) and fails the test for every golden question that
// does not pass. It returns how many passed.
func Goldens(t *testing.T, rt *dcruntime.Runtime, suites ...string) int {
	t.Helper()
	run := evals.Execute(context.Background(), rt, evals.Options{Concurrency: 4, Suites: suites})
	for _, r := range run.Results {
		if r.Status != evals.Pass {
			t.Errorf("golden %s (%s): %s %v %s (route %s, %q)", r.Name, r.Question, r.Status, r.Failures, r.Error, r.Route, r.Summary)
		}
	}
	if len(run.Results) == 0 {
		t.Error("the workspace has no golden questions")
	}
	return run.Passed
}

// AggregateQuestions are demo questions the planner answers with an
// aggregate query (route sql): an average, a median per group, a count
// of the groups that pass a comparison (a query inside another), a
// distinct count, joins across two and three tables, a period.
var AggregateQuestions = []string{
	"What is the average unit price of products?",
	"Median freight by ship country",
	"How many customers have more than 10 orders?",
	"Average discount by category",
	"Maximum unit price by category in 1997",
	"How many distinct cities do customers come from?",
}

// VerifiedQuestions are the questions of the demo's verified queries:
// DuckDB SQL, which a plugin source runs as written when it takes it,
// else translated into its dialect.
var VerifiedQuestions = []string{
	"What was revenue per year?",
	"Who are our ten biggest customers by revenue?",
	"How many orders shipped after their required date?",
	"Which active products are at or below their reorder level?",
}

// NoCopies asks got (the demo on a plugin source named source) the
// questions that metric steps, aggregate queries and verified queries
// answer, and more, runs a plan with a SQL step, and
// fails unless every step ran in the plugin (ran_on "source (dialect)"),
// the results equal want's (the demo on DuckDB; skip names the questions
// whose values may differ by engine), and no row was copied into DuckDB.
func NoCopies(t *testing.T, want, got *dcruntime.Runtime, source, dialect string, skip map[string]bool, more ...string) {
	t.Helper()
	ctx := context.Background()
	ranOn := source + " (" + dialect + ")"
	questions := append([]string{"What was total revenue in 1997?", "Revenue from German customers in 1997", "Revenue by quarter in 1997",
		"Gross margin by category in 1997", "Give me the 3 worst selling products of 1997", "Compare revenue in Q1 1997 vs Q1 1998",
	}, append(append(AggregateQuestions, VerifiedQuestions...), more...)...)
	for _, q := range questions {
		a, err := got.Ask(ctx, q, dcruntime.AskOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for _, st := range a.Provenance.Steps {
			if st.RanOn != ranOn {
				t.Errorf("%s: step %s ran on %q", q, st.ID, st.RanOn)
			}
		}
		if len(a.Provenance.Steps) == 0 || a.Data == nil || a.Data.Rows() == 0 {
			t.Errorf("%s: no step or no rows (%s)", q, a.Summary)
			continue
		}
		w, err := want.Ask(ctx, q, dcruntime.AskOptions{})
		if err != nil {
			t.Fatalf("%s on duckdb: %v", q, err)
		}
		if w.Route != a.Route {
			t.Errorf("%s: route %s on %s, %s on duckdb", q, a.Route, dialect, w.Route)
		}
		if d := Equal(w.Data, a.Data); d != "" && !skip[q] {
			t.Errorf("%s: %s", q, d)
		}
	}
	p, err := plan.ParseBytes([]byte(`{"steps": [{"id": "s", "source": "` + source + `",
		"sql": "SELECT \"ShipCountry\" AS country, COUNT(*) AS n FROM orders WHERE \"Freight\" > 100 GROUP BY \"ShipCountry\" ORDER BY n DESC, country"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := got.Execute(ctx, p)
	if err != nil {
		t.Fatalf("plan SQL step: %v", err)
	}
	wres, err := want.Execute(ctx, p)
	if err != nil {
		t.Fatalf("plan SQL step on duckdb: %v", err)
	}
	if res.Steps[0].RanOn != ranOn {
		t.Errorf("plan SQL step ran on %q", res.Steps[0].RanOn)
	}
	if d := Equal(wres.Table, res.Table); d != "" {
		t.Errorf("plan SQL step: %s", d)
	}
	for name, p := range got.Snapshot().Pipes {
		if !p.Pushdown {
			t.Errorf("pipe %s does not run in %s", name, ranOn)
		}
	}
	if n := got.Snapshot().Sources[source].CopiedRows(); n != 0 {
		t.Errorf("%d rows copied into DuckDB; want none", n)
	}
}
