package semimport

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/datacopilot/datacopilot/runtime/internal/hclgen"
)

type dbtFile struct {
	SemanticModels []*dbtModel  `yaml:"semantic_models"`
	Metrics        []*dbtMetric `yaml:"metrics"`
	SavedQueries   []struct {
		Name string `yaml:"name"`
	} `yaml:"saved_queries"`
}

type dbtModel struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Model       string `yaml:"model"`
	Defaults    struct {
		AggTimeDimension string `yaml:"agg_time_dimension"`
	} `yaml:"defaults"`
	Entities []struct {
		Name string `yaml:"name"`
		Type string `yaml:"type"`
		Expr string `yaml:"expr"`
	} `yaml:"entities"`
	Dimensions []struct {
		Name        string `yaml:"name"`
		Type        string `yaml:"type"`
		Expr        string `yaml:"expr"`
		Label       string `yaml:"label"`
		Description string `yaml:"description"`
		TypeParams  struct {
			TimeGranularity string `yaml:"time_granularity"`
		} `yaml:"type_params"`
	} `yaml:"dimensions"`
	Measures []*dbtMeasure `yaml:"measures"`

	file  string
	table string
	dims  map[string]string // dimension name → column expression
}

type dbtMeasure struct {
	Name             string `yaml:"name"`
	Description      string `yaml:"description"`
	Label            string `yaml:"label"`
	Agg              string `yaml:"agg"`
	Expr             string `yaml:"expr"`
	AggTimeDimension string `yaml:"agg_time_dimension"`
	CreateMetric     bool   `yaml:"create_metric"`
	AggParams        struct {
		Percentile            float64 `yaml:"percentile"`
		UseDiscretePercentile bool    `yaml:"use_discrete_percentile"`
	} `yaml:"agg_params"`
	NonAdditive *struct {
		Name string `yaml:"name"`
	} `yaml:"non_additive_dimension"`
}

// dbtRef is a measure or metric input: a name, or {name, filter, alias,
// offset_window}.
type dbtRef struct {
	Name         string     `yaml:"name"`
	Filter       stringList `yaml:"filter"`
	Alias        string     `yaml:"alias"`
	OffsetWindow string     `yaml:"offset_window"`
	OffsetToGr   string     `yaml:"offset_to_grain"`
}

func (r *dbtRef) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		r.Name = n.Value
		return nil
	}
	type plain dbtRef
	return n.Decode((*plain)(r))
}

// stringList is a YAML string or list of strings.
type stringList []string

func (s *stringList) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*s = []string{n.Value}
		return nil
	}
	var l []string
	if err := n.Decode(&l); err != nil {
		return err
	}
	*s = l
	return nil
}

type dbtMetric struct {
	Name        string     `yaml:"name"`
	Label       string     `yaml:"label"`
	Description string     `yaml:"description"`
	Type        string     `yaml:"type"`
	Filter      stringList `yaml:"filter"`
	TypeParams  struct {
		Measure     *dbtRef   `yaml:"measure"`
		Numerator   *dbtRef   `yaml:"numerator"`
		Denominator *dbtRef   `yaml:"denominator"`
		Expr        string    `yaml:"expr"`
		Metrics     []*dbtRef `yaml:"metrics"`
	} `yaml:"type_params"`
	Config struct {
		Meta map[string]any `yaml:"meta"`
	} `yaml:"config"`

	file string
}

// DBT converts the dbt semantic models and metrics in path: a YAML file, or
// a folder searched for YAML files (a dbt project's models/).
func DBT(path string) (*Result, error) {
	files, err := yamlFiles(path)
	if err != nil {
		return nil, err
	}
	c := &dbtConv{res: &Result{Mapped: map[string]int{}}, models: map[string]*dbtModel{}, measures: map[string]*dbtMeasure{}, measureModel: map[string]*dbtModel{}, metrics: map[string]*dbtMetric{}}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var df dbtFile
		if err := yaml.Unmarshal(b, &df); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for _, m := range df.SemanticModels {
			m.file = f
			if m.Name == "" {
				return nil, fmt.Errorf("%s: a semantic model has no name", f)
			}
			c.modelList = append(c.modelList, m)
			c.models[m.Name] = m
		}
		for _, m := range df.Metrics {
			m.file = f
			c.metricList = append(c.metricList, m)
			c.metrics[m.Name] = m
		}
		for _, q := range df.SavedQueries {
			c.issue("saved_query "+quote(q.Name), f, "saved queries have no equivalent; ask their question or write a pipe")
		}
	}
	if len(c.modelList) == 0 && len(c.metricList) == 0 {
		return nil, fmt.Errorf("%s: no semantic_models or metrics found in %s", path, strings.Join(files, ", "))
	}
	return c.convert(), nil
}

// yamlFiles is path itself, or the .yml/.yaml files under it.
func yamlFiles(path string) ([]string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{path}, nil
	}
	var out []string
	err = filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "target" || d.Name() == "dbt_packages" || strings.HasPrefix(d.Name(), ".")) && p != path {
			return filepath.SkipDir
		}
		if ext := strings.ToLower(filepath.Ext(p)); !d.IsDir() && (ext == ".yml" || ext == ".yaml") {
			out = append(out, p)
		}
		return nil
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s holds no .yml or .yaml file", path)
	}
	return out, err
}

type dbtConv struct {
	res          *Result
	modelList    []*dbtModel
	models       map[string]*dbtModel
	measures     map[string]*dbtMeasure
	measureModel map[string]*dbtModel
	metricList   []*dbtMetric
	metrics      map[string]*dbtMetric
	dimNames     map[string]string // "model.dim" → dimension block name
}

func (c *dbtConv) issue(item, file, why string, args ...any) {
	c.res.Unmapped = append(c.res.Unmapped, Issue{Item: item, File: file, Why: fmt.Sprintf(why, args...)})
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

var refRe = regexp.MustCompile(`^\s*ref\(\s*['"]([^'"]+)['"]\s*(?:,\s*['"][^'"]*['"]\s*)?\)\s*$`)

func (c *dbtConv) convert() *Result {
	f := hclgen.New()
	b := f.Body()
	b.Comment("Imported from dbt semantic models by `datacopilot import dbt`.\n" +
		"Add a source block whose tables have the names below (one file block per\n" +
		"model), then run `datacopilot validate`.")
	c.dimNames = map[string]string{}
	dimCount := map[string]int{}
	for _, m := range c.modelList {
		m.table = m.Name
		if g := refRe.FindStringSubmatch(m.Model); g != nil {
			m.table = ident(g[1])
		} else if m.Model != "" {
			c.issue("semantic_model "+quote(m.Name), m.file, "model %q is not a ref('…'); the table is named after the semantic model", m.Model)
		}
		m.dims = map[string]string{}
		for _, d := range m.Dimensions {
			e := d.Expr
			if e == "" {
				e = d.Name
			}
			m.dims[d.Name] = e
			dimCount[d.Name]++
		}
		for _, ms := range m.Measures {
			if _, dup := c.measures[ms.Name]; dup {
				c.issue("measure "+quote(ms.Name), m.file, "declared twice; the first one is used")
				continue
			}
			c.measures[ms.Name] = ms
			c.measureModel[ms.Name] = m
		}
	}
	// tables and joins
	b.Newline()
	for _, m := range c.modelList {
		tb := b.Block("table", m.table)
		tb.String("description", m.Description)
		for _, e := range m.Entities {
			if e.Type != "foreign" {
				continue
			}
			to, ref := c.entityOwner(e.Name, m)
			if to == nil {
				c.issue(fmt.Sprintf("entity %q of %s", e.Name, m.Name), m.file, "foreign entity with no semantic model whose primary or unique entity has that name; no join")
				continue
			}
			col := e.Expr
			if col == "" {
				col = e.Name
			}
			if !plainColumn(col) || !plainColumn(ref) {
				c.issue(fmt.Sprintf("entity %q of %s", e.Name, m.Name), m.file, "a join is between two columns; %q → %q is an expression", col, ref)
				continue
			}
			jb := tb.Block("join", to.table)
			jb.String("column", col)
			if ref != col {
				jb.String("references", ref)
			}
			c.res.Mapped["joins"]++
		}
		c.res.Mapped["tables"]++
		b.Newline()
	}
	// dimensions
	for _, m := range c.modelList {
		for _, d := range m.Dimensions {
			name := ident(d.Name)
			if dimCount[d.Name] > 1 {
				name = ident(m.Name + "_" + d.Name)
			}
			c.dimNames[m.Name+"."+d.Name] = name
			db := b.Block("dimension", name)
			db.String("table", m.table)
			db.String("expr", m.dims[d.Name])
			l := d.Label
			if l == "" {
				l = label(d.Name)
			}
			db.String("label", l)
			db.String("description", d.Description)
			switch strings.ToLower(d.Type) {
			case "time":
				db.String("type", "time")
				db.Strings("grains", grainsFrom(d.TypeParams.TimeGranularity))
			case "categorical", "":
			default:
				c.issue(fmt.Sprintf("dimension %q of %s", d.Name, m.Name), m.file, "unknown dimension type %q; imported as categorical", d.Type)
			}
			c.res.Mapped["dimensions"]++
			b.Newline()
		}
	}
	// metrics: the declared ones, then measures with create_metric.
	declared := map[string]bool{}
	for _, mt := range c.metricList {
		declared[mt.Name] = true
	}
	for _, mt := range c.metricList {
		c.metric(b, mt)
	}
	for _, m := range c.modelList {
		for _, ms := range m.Measures {
			if ms.CreateMetric && !declared[ms.Name] {
				c.metric(b, &dbtMetric{Name: ms.Name, Label: ms.Label, Description: ms.Description, Type: "simple", file: m.file,
					TypeParams: struct {
						Measure     *dbtRef   `yaml:"measure"`
						Numerator   *dbtRef   `yaml:"numerator"`
						Denominator *dbtRef   `yaml:"denominator"`
						Expr        string    `yaml:"expr"`
						Metrics     []*dbtRef `yaml:"metrics"`
					}{Measure: &dbtRef{Name: ms.Name}}})
			}
		}
	}
	c.res.HCL = f.Bytes()
	return c.res
}

// entityOwner is the model whose primary (or unique, natural) entity is
// named e, with the column it is on.
func (c *dbtConv) entityOwner(e string, from *dbtModel) (*dbtModel, string) {
	for _, m := range c.modelList {
		if m == from {
			continue
		}
		for _, x := range m.Entities {
			if x.Name == e && (x.Type == "primary" || x.Type == "unique" || x.Type == "natural") {
				if x.Expr != "" {
					return m, x.Expr
				}
				return m, x.Name
			}
		}
	}
	return nil, ""
}

var plainCol = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

func plainColumn(s string) bool { return plainCol.MatchString(s) }

// compiled is a metric as one aggregate over one table.
type compiled struct {
	model *dbtModel
	expr  string
	time  string
}

// metric writes a metric block, or reports why it cannot.
func (c *dbtConv) metric(b *hclgen.Body, mt *dbtMetric) {
	item := "metric " + quote(mt.Name)
	cm, why := c.compile(mt, map[string]bool{}, true)
	if cm == nil {
		c.issue(item, mt.file, "%s", why)
		return
	}
	// The metric's own filter applies to all of it: metric filters.
	var filters []string
	for _, fl := range mt.Filter {
		cond, err := c.translateFilter(fl, cm.model)
		if err != nil {
			c.issue(item, mt.file, "filter %q: %v", fl, err)
			return
		}
		filters = append(filters, cond)
	}
	mb := b.Block("metric", ident(mt.Name))
	l := mt.Label
	if l == "" {
		l = label(mt.Name)
	}
	mb.String("label", l)
	mb.String("description", strings.TrimSpace(mt.Description))
	mb.String("table", cm.model.table)
	mb.String("expr", cm.expr)
	mb.String("time", cm.time)
	mb.Strings("filters", filters)
	if ms := c.simpleMeasure(mt); ms != nil && ms.NonAdditive != nil {
		mb.Strings("caveats", []string{fmt.Sprintf("Semi-additive in dbt: not summed across %s (non_additive_dimension); here it is a plain aggregate.", ms.NonAdditive.Name)})
		c.issue(item, mt.file, "its measure is non-additive over %q; imported as a plain aggregate with a caveat", ms.NonAdditive.Name)
	}
	c.res.Mapped["metrics"]++
	b.Newline()
}

func (c *dbtConv) simpleMeasure(mt *dbtMetric) *dbtMeasure {
	if mt.TypeParams.Measure == nil {
		return nil
	}
	return c.measures[mt.TypeParams.Measure.Name]
}

// compile turns a metric into one aggregate expression over one table.
// top is false for an input of a ratio or derived metric, whose filter is
// then inlined as a FILTER clause.
func (c *dbtConv) compile(mt *dbtMetric, seen map[string]bool, top bool) (*compiled, string) {
	if seen[mt.Name] {
		return nil, "its definition refers to itself"
	}
	seen[mt.Name] = true
	defer delete(seen, mt.Name)
	switch strings.ToLower(mt.Type) {
	case "simple", "":
		ref := mt.TypeParams.Measure
		if ref == nil {
			return nil, "a simple metric with no type_params.measure"
		}
		ms := c.measures[ref.Name]
		if ms == nil {
			return nil, fmt.Sprintf("measure %q is not declared in any semantic model", ref.Name)
		}
		m := c.measureModel[ref.Name]
		expr := ms.Expr
		if expr == "" {
			expr = ms.Name
		}
		agg := aggSQL(ms.Agg, expr, ms.AggParams.Percentile, ms.AggParams.UseDiscretePercentile)
		if agg == "" {
			return nil, fmt.Sprintf("measure %q has an aggregation %q that has no SQL equivalent here", ms.Name, ms.Agg)
		}
		conds := append([]string(nil), ref.Filter...)
		if !top {
			conds = append(conds, mt.Filter...)
		}
		var sqlConds []string
		for _, fl := range conds {
			cond, err := c.translateFilter(fl, m)
			if err != nil {
				return nil, fmt.Sprintf("filter %q: %v", fl, err)
			}
			sqlConds = append(sqlConds, "("+cond+")")
		}
		return &compiled{model: m, expr: withFilter(agg, strings.Join(sqlConds, " AND ")), time: c.timeOf(m, ms)}, ""
	case "ratio":
		if mt.TypeParams.Numerator == nil || mt.TypeParams.Denominator == nil {
			return nil, "a ratio metric needs a numerator and a denominator"
		}
		num, why := c.input(mt.TypeParams.Numerator, seen)
		if num == nil {
			return nil, "numerator: " + why
		}
		den, why := c.input(mt.TypeParams.Denominator, seen)
		if den == nil {
			return nil, "denominator: " + why
		}
		if num.model != den.model {
			return nil, fmt.Sprintf("its numerator is on %s and its denominator on %s; a metric is one aggregate over one table", num.model.table, den.model.table)
		}
		if len(mt.Filter) > 0 && !top {
			return nil, "a filtered ratio used inside another metric"
		}
		expr := "CAST(" + num.expr + " AS DOUBLE) / NULLIF(" + den.expr + ", 0)"
		return &compiled{model: num.model, expr: expr, time: num.time}, ""
	case "derived":
		if mt.TypeParams.Expr == "" || len(mt.TypeParams.Metrics) == 0 {
			return nil, "a derived metric needs type_params.expr and metrics"
		}
		if len(mt.Filter) > 0 && !top {
			return nil, "a filtered derived metric used inside another metric"
		}
		expr := mt.TypeParams.Expr
		var model *dbtModel
		var tm string
		// Replace longer names first, so "revenue" does not eat "revenue_net".
		refs := append([]*dbtRef(nil), mt.TypeParams.Metrics...)
		sort.Slice(refs, func(i, j int) bool { return len(refs[i].key()) > len(refs[j].key()) })
		for _, r := range refs {
			if r.OffsetWindow != "" || r.OffsetToGr != "" {
				return nil, fmt.Sprintf("input %q has an offset (a period-over-period comparison), which a metric cannot express; ask for growth instead (\"… growth\")", r.Name)
			}
			in, why := c.input(r, seen)
			if in == nil {
				return nil, fmt.Sprintf("input %q: %s", r.Name, why)
			}
			if model != nil && in.model != model {
				return nil, fmt.Sprintf("its inputs are on %s and %s; a metric is one aggregate over one table", model.table, in.model.table)
			}
			model, tm = in.model, in.time
			re := regexp.MustCompile(`\b` + regexp.QuoteMeta(r.key()) + `\b`)
			if !re.MatchString(expr) {
				return nil, fmt.Sprintf("input %q is not used in the expression %q", r.key(), mt.TypeParams.Expr)
			}
			expr = re.ReplaceAllLiteralString(expr, "("+in.expr+")")
		}
		return &compiled{model: model, expr: expr, time: tm}, ""
	case "cumulative":
		return nil, "cumulative metrics (a running total over a window) have no equivalent; the plain aggregate of its measure is a simple metric"
	case "conversion":
		return nil, "conversion metrics (funnels between two events) have no equivalent"
	}
	return nil, fmt.Sprintf("unknown metric type %q", mt.Type)
}

func (r *dbtRef) key() string {
	if r.Alias != "" {
		return r.Alias
	}
	return r.Name
}

// input compiles a metric used by a ratio or derived metric, with the
// filter given where it is used.
func (c *dbtConv) input(r *dbtRef, seen map[string]bool) (*compiled, string) {
	mt := c.metrics[r.Name]
	if mt == nil {
		if _, ok := c.measures[r.Name]; ok {
			mt = &dbtMetric{Name: r.Name, Type: "simple"}
			mt.TypeParams.Measure = &dbtRef{Name: r.Name}
		} else {
			return nil, fmt.Sprintf("no metric named %q", r.Name)
		}
	}
	if len(r.Filter) > 0 {
		cp := *mt
		cp.Filter = append(append(stringList(nil), mt.Filter...), r.Filter...)
		mt = &cp
	}
	return c.compile(mt, seen, false)
}

func (c *dbtConv) timeOf(m *dbtModel, ms *dbtMeasure) string {
	t := ms.AggTimeDimension
	if t == "" {
		t = m.Defaults.AggTimeDimension
	}
	if t == "" {
		return ""
	}
	if n, ok := c.dimNames[m.Name+"."+t]; ok {
		return n
	}
	return ""
}

var jinjaRe = regexp.MustCompile(`\{\{\s*(\w+)\(\s*['"]([^'"]+)['"]\s*(?:,\s*['"]([^'"]*)['"]\s*)?\)\s*\}\}`)

// translateFilter rewrites a MetricFlow filter into SQL over model's table.
func (c *dbtConv) translateFilter(fl string, m *dbtModel) (string, error) {
	var err error
	out := jinjaRe.ReplaceAllStringFunc(fl, func(s string) string {
		g := jinjaRe.FindStringSubmatch(s)
		fn, arg := g[1], g[2]
		if fn != "Dimension" {
			if err == nil {
				err = fmt.Errorf("%s(…) has no equivalent in a metric filter (only Dimension(…) on the metric's own table)", fn)
			}
			return s
		}
		name := arg
		if i := strings.LastIndex(arg, "__"); i >= 0 {
			name = arg[i+2:]
		}
		e, ok := m.dims[name]
		if !ok {
			if err == nil {
				err = fmt.Errorf("dimension %q is not on %s, the metric's table", arg, m.Name)
			}
			return s
		}
		return e
	})
	if err != nil {
		return "", err
	}
	if strings.Contains(out, "{{") || strings.Contains(out, "{%") {
		return "", fmt.Errorf("Jinja that is not a Dimension(…) reference")
	}
	return strings.TrimSpace(out), nil
}
