package evals

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	dc "github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Diff is what a change to the workspace does: the definitions it changes,
// the numbers those changes move, and the golden questions that flip.
type Diff struct {
	Base        string         `json:"base"`
	Head        string         `json:"head"`
	Definitions []Change       `json:"definitions"`
	Metrics     []MetricImpact `json:"metric_values"`
	Pipes       []PipeImpact   `json:"pipe_results"`
	Goldens     []Flip         `json:"golden_flips"`
	Regressions int            `json:"regressions"`
	BaseEval    string         `json:"base_eval"`
	HeadEval    string         `json:"head_eval"`
}

// Change is one added, removed or changed definition.
type Change struct {
	Kind   string        `json:"kind"` // metric, dimension, pipe, rule
	Name   string        `json:"name"`
	Change string        `json:"change"` // added, removed, changed
	Fields []FieldChange `json:"fields,omitempty"`
}

// FieldChange is one attribute of a changed definition.
type FieldChange struct {
	Field string `json:"field"`
	Base  string `json:"base"`
	Head  string `json:"head"`
}

// MetricImpact is a changed metric's value at base and head, overall and
// for the top values of one dimension.
type MetricImpact struct {
	Metric    string  `json:"metric"`
	Label     string  `json:"label"`
	Unit      string  `json:"unit,omitempty"`
	Overall   Delta   `json:"overall"`
	Dimension string  `json:"dimension,omitempty"`
	Rows      []Delta `json:"rows,omitempty"`
	Error     string  `json:"error,omitempty"`
}

// Delta is one number at base and head.
type Delta struct {
	Key  string   `json:"key,omitempty"`
	Base *float64 `json:"base"`
	Head *float64 `json:"head"`
	Abs  *float64 `json:"change"`
	Pct  *float64 `json:"change_pct"`
}

// PipeImpact is a changed pipe's default-params result at base and head.
type PipeImpact struct {
	Pipe     string  `json:"pipe"`
	BaseRows int     `json:"base_rows"`
	HeadRows int     `json:"head_rows"`
	Totals   []Delta `json:"column_totals,omitempty"`
	Error    string  `json:"error,omitempty"`
}

// TopValues is how many values of a dimension a metric impact shows.
const TopValues = 5

// Compare diffs two loaded workspaces. It runs both golden suites.
func CompareWorkspaces(ctx context.Context, base, head *dc.Runtime, baseLabel, headLabel string) *Diff {
	bs, hs := base.Snapshot(), head.Snapshot()
	d := &Diff{Base: baseLabel, Head: headLabel}
	d.Definitions = append(d.Definitions, diffDefs("metric", bs.Config.Metrics, hs.Config.Metrics, func(m *config.Metric) string { return m.Name }, metricFields)...)
	d.Definitions = append(d.Definitions, diffDefs("dimension", bs.Config.Dimensions, hs.Config.Dimensions, func(x *config.Dimension) string { return x.Name }, dimensionFields)...)
	d.Definitions = append(d.Definitions, diffDefs("pipe", bs.Config.Pipes, hs.Config.Pipes, func(p *config.Pipe) string { return p.Name }, pipeFields)...)
	d.Definitions = append(d.Definitions, diffDefs("rule", bs.Config.Rules, hs.Config.Rules, func(r *config.Rule) string { return r.Name }, ruleFields)...)
	changedDims := map[string]bool{}
	for _, c := range d.Definitions {
		if c.Kind == "dimension" && c.Change == "changed" {
			changedDims[c.Name] = true
		}
	}
	for _, c := range d.Definitions {
		if c.Change != "changed" {
			continue
		}
		switch c.Kind {
		case "metric":
			d.Metrics = append(d.Metrics, metricImpact(ctx, base, head, c.Name))
		case "pipe":
			d.Pipes = append(d.Pipes, pipeImpact(ctx, base, head, c.Name))
		}
	}
	br := Execute(ctx, base, Options{})
	hr := Execute(ctx, head, Options{})
	d.BaseEval, d.HeadEval = Headline(br), Headline(hr)
	prev := map[string]string{}
	for _, r := range br.Results {
		prev[r.Name] = r.Status
	}
	for _, r := range hr.Results {
		p, ok := prev[r.Name]
		if !ok || p == r.Status {
			continue
		}
		d.Goldens = append(d.Goldens, Flip{Name: r.Name, Before: p, After: r.Status, Question: r.Question})
		if p == Pass {
			d.Regressions++
		}
	}
	return d
}

func diffDefs[T any](kind string, base, head []T, name func(T) string, fields func(T) map[string]string) []Change {
	bm := map[string]T{}
	for _, x := range base {
		bm[name(x)] = x
	}
	hm := map[string]T{}
	for _, x := range head {
		hm[name(x)] = x
	}
	var out []Change
	for _, x := range head {
		n := name(x)
		b, ok := bm[n]
		if !ok {
			out = append(out, Change{Kind: kind, Name: n, Change: "added"})
			continue
		}
		bf, hf := fields(b), fields(x)
		var fc []FieldChange
		for _, k := range knowledge.SortedNames(hf) {
			if bf[k] != hf[k] {
				fc = append(fc, FieldChange{Field: k, Base: bf[k], Head: hf[k]})
			}
		}
		for _, k := range knowledge.SortedNames(bf) {
			if _, ok := hf[k]; !ok {
				fc = append(fc, FieldChange{Field: k, Base: bf[k]})
			}
		}
		if len(fc) > 0 {
			out = append(out, Change{Kind: kind, Name: n, Change: "changed", Fields: fc})
		}
	}
	for _, x := range base {
		if _, ok := hm[name(x)]; !ok {
			out = append(out, Change{Kind: kind, Name: name(x), Change: "removed"})
		}
	}
	return out
}

func norm(s string) string { return strings.Join(strings.Fields(s), " ") }

func list(xs []string) string { return strings.Join(xs, ", ") }

func metricFields(m *config.Metric) map[string]string {
	return map[string]string{"label": m.Label, "description": norm(m.Description), "unit": m.Unit, "table": m.Table,
		"expr": norm(m.Expr), "time": m.Time, "filters": list(m.Filters), "synonyms": list(m.Synonyms),
		"caveats": list(m.Caveats), "documented_in": m.DocumentedIn, "owner": m.Owner}
}

func dimensionFields(x *config.Dimension) map[string]string {
	return map[string]string{"table": x.Table, "expr": norm(x.Expr), "label": x.Label, "type": x.Type,
		"synonyms": list(x.Synonyms), "grains": list(x.Grains)}
}

func pipeFields(p *config.Pipe) map[string]string {
	var params []string
	for _, pa := range p.Params {
		s := pa.Name + ":" + pa.Type
		if config.HasDefault(pa) {
			v, _ := config.ParamValue(pa, pa.Default)
			s += fmt.Sprintf("=%v", v)
		}
		if pa.Required {
			s += " (required)"
		}
		params = append(params, s)
	}
	return map[string]string{"description": norm(p.Description), "sql": norm(p.SQL), "params": list(params), "source": p.Source}
}

func ruleFields(r *config.Rule) map[string]string {
	return map[string]string{"description": norm(r.Description), "tables": list(r.Tables), "metrics": list(r.Metrics)}
}

// metricImpact computes a metric overall and by its top dimension values at
// base and head.
func metricImpact(ctx context.Context, base, head *dc.Runtime, name string) MetricImpact {
	hs := head.Snapshot()
	m := hs.Metrics[name]
	mi := MetricImpact{Metric: name}
	if m == nil {
		mi.Error = "the metric does not load at head"
		return mi
	}
	mi.Label, mi.Unit = m.Label, m.Unit
	total := func(rt *dc.Runtime) (*float64, error) {
		res, err := rt.Execute(ctx, &plan.Plan{Steps: []plan.Step{{ID: "m", Metric: name}}})
		if err != nil {
			return nil, err
		}
		return cell(res.Table, name, 0), nil
	}
	bv, berr := total(base)
	hv, herr := total(head)
	if herr != nil {
		mi.Error = "head: " + herr.Error()
		return mi
	}
	if berr != nil {
		mi.Error = "base: " + berr.Error()
	}
	mi.Overall = delta("", bv, hv)
	dim := topDimension(hs, m)
	if dim == "" {
		return mi
	}
	mi.Dimension = dim
	by := func(rt *dc.Runtime) map[string]*float64 {
		res, err := rt.Execute(ctx, &plan.Plan{Steps: []plan.Step{{ID: "m", Metric: name, Dimensions: []string{dim}, Order: "desc"}}})
		out := map[string]*float64{}
		if err != nil {
			return out
		}
		kc := res.Table.Col(dim)
		for i := 0; i < res.Table.Rows(); i++ {
			out[data.Format(kc.Kind, kc.Value(i))] = cell(res.Table, name, i)
		}
		return out
	}
	bmap, hmap := by(base), by(head)
	keys := make([]string, 0, len(hmap))
	for k := range hmap {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return val(hmap[keys[i]]) > val(hmap[keys[j]]) })
	for i, k := range keys {
		if i == TopValues {
			break
		}
		mi.Rows = append(mi.Rows, delta(k, bmap[k], hmap[k]))
	}
	return mi
}

// topDimension is the first declared text dimension the metric reaches.
func topDimension(s *knowledge.Snapshot, m *knowledge.Metric) string {
	for _, cd := range s.Config.Dimensions {
		d := s.Dimensions[cd.Name]
		if d == nil || d.Kind != data.String {
			continue
		}
		if _, err := s.CompileMetric(knowledge.MetricQuery{Metric: m.Name, Dimensions: []string{d.Name}}); err == nil {
			return d.Name
		}
	}
	return ""
}

func pipeImpact(ctx context.Context, base, head *dc.Runtime, name string) PipeImpact {
	pi := PipeImpact{Pipe: name}
	hr, herr := head.RunPipe(ctx, name, nil)
	br, berr := base.RunPipe(ctx, name, nil)
	switch {
	case herr != nil:
		pi.Error = "head: " + herr.Error()
		return pi
	case berr != nil:
		pi.Error = "base: " + berr.Error()
	}
	pi.HeadRows = hr.Table.Rows()
	if br != nil {
		pi.BaseRows = br.Table.Rows()
	}
	for _, c := range hr.Table.Columns {
		if !c.Kind.IsNumber() {
			continue
		}
		var bt *float64
		if br != nil && br.Table.Col(c.Name) != nil {
			bt = columnTotal(br.Table.Col(c.Name))
		}
		pi.Totals = append(pi.Totals, delta(c.Name, bt, columnTotal(c)))
	}
	return pi
}

func columnTotal(c *data.Column) *float64 {
	s := 0.0
	for i := 0; i < c.Len(); i++ {
		if !c.IsNull(i) {
			f, _ := data.AsFloat(c.Value(i))
			s += f
		}
	}
	return &s
}

func cell(t *data.Table, col string, i int) *float64 {
	c := t.Col(col)
	if c == nil || i >= c.Len() || c.IsNull(i) {
		return nil
	}
	f, ok := data.AsFloat(c.Value(i))
	if !ok {
		return nil
	}
	return &f
}

func val(p *float64) float64 {
	if p == nil {
		return math.Inf(-1)
	}
	return *p
}

func delta(key string, b, h *float64) Delta {
	d := Delta{Key: key, Base: b, Head: h}
	if b != nil && h != nil {
		a := *h - *b
		d.Abs = &a
		if *b != 0 {
			p := a / math.Abs(*b) * 100
			d.Pct = &p
		}
	}
	return d
}

// ---------------------------------------------------------------- markdown

// WriteDiffMarkdown writes the diff as a pull-request comment.
func WriteDiffMarkdown(w io.Writer, d *Diff) {
	fmt.Fprintf(w, "## datacopilot diff: `%s` → `%s`\n\n", d.Base, d.Head)
	if len(d.Definitions) == 0 {
		fmt.Fprintln(w, "No metric, dimension, pipe or rule changed.")
	} else {
		fmt.Fprintln(w, "### Definitions")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| kind | name | change |")
		fmt.Fprintln(w, "|---|---|---|")
		for _, c := range d.Definitions {
			detail := c.Change
			for _, f := range c.Fields {
				detail += fmt.Sprintf("<br>`%s`: %s → %s", f.Field, code(f.Base), code(f.Head))
			}
			fmt.Fprintf(w, "| %s | %s | %s |\n", c.Kind, c.Name, detail)
		}
	}
	for _, m := range d.Metrics {
		fmt.Fprintf(w, "\n### Metric `%s` (%s)\n\n", m.Metric, m.Label)
		if m.Error != "" {
			fmt.Fprintf(w, "Could not compute it: %s\n", m.Error)
			if m.Overall.Head == nil {
				continue
			}
		}
		fmt.Fprintf(w, "Overall: %s\n", deltaText(m.Overall, m.Unit))
		if len(m.Rows) > 0 {
			fmt.Fprintf(w, "\n| %s | base | head | change | change %% |\n|---|---:|---:|---:|---:|\n", m.Dimension)
			for _, r := range m.Rows {
				fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", mdCell(r.Key), num(r.Base), num(r.Head), signedNum(r.Abs), pct(r.Pct))
			}
		}
	}
	for _, p := range d.Pipes {
		fmt.Fprintf(w, "\n### Pipe `%s` (default params)\n\n", p.Pipe)
		if p.Error != "" {
			fmt.Fprintf(w, "%s\n", p.Error)
		}
		fmt.Fprintf(w, "Rows: %d → %d\n", p.BaseRows, p.HeadRows)
		if len(p.Totals) > 0 {
			fmt.Fprintln(w, "\n| column total | base | head | change | change % |\n|---|---:|---:|---:|---:|")
			for _, r := range p.Totals {
				fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", r.Key, num(r.Base), num(r.Head), signedNum(r.Abs), pct(r.Pct))
			}
		}
	}
	fmt.Fprintf(w, "\n### Golden questions\n\nbase: %s<br>head: %s\n\n", d.BaseEval, d.HeadEval)
	if len(d.Goldens) == 0 {
		fmt.Fprintln(w, "No golden question flipped.")
		return
	}
	fmt.Fprintln(w, "| golden | base | head | question |\n|---|---|---|---|")
	for _, f := range d.Goldens {
		fmt.Fprintf(w, "| %s | %s | %s | %s |\n", f.Name, f.Before, f.After, mdCell(f.Question))
	}
	if d.Regressions > 0 {
		fmt.Fprintf(w, "\n**%d golden question(s) regressed.**\n", d.Regressions)
	}
}

func code(s string) string {
	if s == "" {
		return "(none)"
	}
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

func deltaText(d Delta, unit string) string {
	u := ""
	if unit != "" {
		u = " " + unit
	}
	return fmt.Sprintf("%s → %s%s (%s, %s)", num(d.Base), num(d.Head), u, signedNum(d.Abs), pct(d.Pct))
}

func num(p *float64) string {
	if p == nil {
		return "–"
	}
	return data.GroupThousands(fmt.Sprintf("%.2f", *p))
}

func signedNum(p *float64) string {
	if p == nil {
		return "–"
	}
	if *p > 0 {
		return "+" + num(p)
	}
	return num(p)
}

func pct(p *float64) string {
	if p == nil {
		return "–"
	}
	return fmt.Sprintf("%+.2f%%", *p)
}
