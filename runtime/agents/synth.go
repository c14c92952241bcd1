package agents

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/exec"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

// synthesize writes the answer from the decision and the result. Every
// number it writes is read from the result table; nothing is invented.
func (e *Engine) synthesize(a *Answer, p *Planned, res *exec.Result) {
	a.Route, a.Plan, a.Result = p.Route, p.Plan, res
	a.Assumptions = append(a.Assumptions, p.Assumptions...)
	a.Warnings = append(a.Warnings, p.Warnings...)
	a.Provenance.KnowledgeApplied, a.Provenance.LearningsApplied = []string{}, append([]string{}, a.Provenance.LearningsApplied...)
	a.Provenance.Caveats, a.Provenance.Documents, a.Provenance.SQL, a.Provenance.TablesAccessed = []string{}, []string{}, []string{}, []string{}
	a.Provenance.Steps = []exec.StepRun{}
	a.KeyMetrics, a.Sources, a.Actions = []KeyMetric{}, []Source{}, []string{}
	if p.Route == RouteStop || p.Route == RouteDocuments {
		a.Summary = p.Message
		a.Explanation = ""
		a.QueryExplanation = "No query was run."
		e.sources(a, p)
		e.finishLists(a)
		return
	}
	if res != nil {
		e.present(res.Table, p, res.Units)
		a.Data = res.Table
		a.Provenance.Steps = res.Steps
		seen := map[string]bool{}
		for _, st := range res.Steps {
			a.Provenance.SQL = append(a.Provenance.SQL, st.SQL)
			for _, t := range st.Tables {
				if !seen[t] {
					seen[t] = true
					a.Provenance.TablesAccessed = append(a.Provenance.TablesAccessed, t)
				}
			}
		}
		sort.Strings(a.Provenance.TablesAccessed)
	}
	for _, c := range p.conds() {
		if c.Match != nil && c.Match.Learning != "" {
			a.Provenance.LearningsApplied = append(a.Provenance.LearningsApplied, c.Match.Learning)
		}
	}
	if p.Metric != nil {
		a.Provenance.MetricUsed = p.Metric.Name
		a.Provenance.Caveats = append(a.Provenance.Caveats, p.Metric.Caveats...)
		a.Assumptions = append(a.Assumptions, p.Metric.Caveats...)
	}
	if p.Verified != nil {
		name := p.Verified.Name
		a.Provenance.VerifiedQuery = &name
	}
	if first, last := e.lx.DataRange(); p.Period == nil && len(p.Compare) == 0 && e.usesTime(p) && !first.IsZero() {
		span := fmt.Sprintf("%s to %s", first.Format("2006-01-02"), last.Format("2006-01-02"))
		if p.Query != nil && p.Query.AllTime {
			a.Assumptions = append(a.Assumptions, "All time: every date in the data ("+span+").")
		} else {
			a.Assumptions = append(a.Assumptions, "No period was given, so all of the data is used ("+span+").")
		}
	}
	e.sources(a, p)
	a.QueryExplanation = e.queryExplanation(p)
	e.summary(a, p, res)
	e.finishLists(a)
}

func (e *Engine) usesTime(p *Planned) bool {
	if p.Metric != nil {
		return p.Metric.Time != ""
	}
	if p.Pipe != nil {
		f, t := e.dateParams(p.Pipe)
		return f != nil && t != nil
	}
	return false
}

func (e *Engine) finishLists(a *Answer) {
	a.Assumptions = dedupe(a.Assumptions)
	a.Warnings = dedupe(a.Warnings)
	if a.Assumptions == nil {
		a.Assumptions = []string{}
	}
	if a.Warnings == nil {
		a.Warnings = []string{}
	}
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// sources lists the pipe, metric, verified query, rules and documents the
// answer rests on.
func (e *Engine) sources(a *Answer, p *Planned) {
	if p.Pipe != nil {
		a.Sources = append(a.Sources, Source{Type: "pipe", ID: p.Pipe.Name, Description: p.Pipe.Description})
	}
	metrics := []*knowledge.Metric{}
	if p.Metric != nil {
		metrics = append(metrics, p.Metric)
	}
	if p.Plan != nil {
		for _, st := range p.Plan.Steps {
			if m := e.snap.Metrics[st.Metric]; m != nil && (p.Metric == nil || m.Name != p.Metric.Name) {
				metrics = append(metrics, m)
			}
		}
	}
	if p.Route == RouteDocuments {
		if p.Metric != nil {
			metrics = append(metrics, p.Metric)
		}
	}
	seen := map[string]bool{}
	for _, m := range metrics {
		if seen[m.Name] {
			continue
		}
		seen[m.Name] = true
		if p.Route != RouteDocuments && (p.Route != RoutePipes || m == p.Metric) {
			a.Sources = append(a.Sources, Source{Type: "metric", ID: m.Name, Description: m.Description})
		}
		if c := e.definitionChunk(m); c != nil && !slices.Contains(a.Provenance.Documents, c.ID) {
			a.Provenance.Documents = append(a.Provenance.Documents, c.ID)
			a.Sources = append(a.Sources, Source{Type: "document", ID: c.ID, Description: c.Heading + ": " + firstSentence(c.Text)})
		}
	}
	if p.Verified != nil {
		a.Sources = append(a.Sources, Source{Type: "verified_query", ID: p.Verified.Name, Description: p.Verified.Question})
	}
	for _, id := range p.DocChunks {
		if c := e.snap.Chunk(id); c != nil && !slices.Contains(a.Provenance.Documents, id) {
			a.Provenance.Documents = append(a.Provenance.Documents, id)
			a.Sources = append(a.Sources, Source{Type: "document", ID: id, Description: c.Heading + ": " + firstSentence(c.Text)})
		}
	}
	a.Provenance.KnowledgeApplied = append(a.Provenance.KnowledgeApplied, p.DocNotes...)
	if p.Route == RouteStop || p.Route == RouteDocuments {
		return
	}
	tables := map[string]bool{}
	for _, t := range a.Provenance.TablesAccessed {
		tables[t] = true
	}
	used := sqlWords(a.Provenance.SQL)
	for _, r := range e.snap.Rules {
		if applies(r, seen, tables) && e.usesRuleColumns(r, used) {
			a.Provenance.KnowledgeApplied = append(a.Provenance.KnowledgeApplied, "rule "+r.Name)
			a.Sources = append(a.Sources, Source{Type: "rule", ID: r.Name, Description: r.Description})
		}
	}
}

// applies: a rule about a metric applies when that metric is used; a rule
// about tables only, when one of them is read.
func applies(r *config.Rule, metrics, tables map[string]bool) bool {
	for _, m := range r.Metrics {
		if metrics[m] {
			return true
		}
	}
	if len(r.Metrics) > 0 {
		return false
	}
	for _, t := range r.Tables {
		if tables[t] {
			return true
		}
	}
	return false
}

// usesRuleColumns: a rule about tables is about the columns of those
// tables its own text names ("Discount is stored as a fraction" is about
// Discount); it applies when the answer's SQL uses one of them, or when it
// names none (it is about the tables as a whole). A rule about a metric
// is about that metric.
func (e *Engine) usesRuleColumns(r *config.Rule, used map[string]bool) bool {
	if len(r.Metrics) > 0 {
		return true
	}
	named := false
	words := sqlWords([]string{r.Description})
	for _, tn := range r.Tables {
		t := e.snap.Tables[tn]
		if t == nil {
			continue
		}
		for _, c := range t.Columns {
			if w := strings.ToLower(c.Name); words[w] {
				named = true
				if used[w] {
					return true
				}
			}
		}
	}
	return !named
}

// sqlWords are the identifiers of some SQL (or text), lower-cased:
// "od.UnitPrice * (1 - od.Discount)" has od, unitprice and discount.
func sqlWords(texts []string) map[string]bool {
	out := map[string]bool{}
	for _, s := range texts {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool {
			return !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
		}) {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// queryExplanation says in plain English what was queried, with which
// filters and which definition.
func (e *Engine) queryExplanation(p *Planned) string {
	if p.Plan == nil {
		return "No query was run."
	}
	var parts []string
	for _, st := range p.Plan.Steps {
		switch {
		case st.Pipe != "":
			p := e.snap.Pipes[st.Pipe]
			s := fmt.Sprintf("Ran the pipe %s (%s)", p.Name, strings.TrimSuffix(p.Description, "."))
			var given, defaults []string
			for _, pa := range p.Pipe.Params {
				if v, ok := st.Inputs[pa.Name]; ok {
					given = append(given, fmt.Sprintf("%s = %v", pa.Name, v))
				} else if config.HasDefault(pa) {
					v, _ := config.ParamValue(pa, pa.Default)
					if t, ok := v.(time.Time); ok {
						v = t.Format("2006-01-02")
					}
					defaults = append(defaults, fmt.Sprintf("%s = %v", pa.Name, v))
				}
			}
			if len(given) > 0 {
				s += " with " + listAnd(given)
			}
			if len(defaults) > 0 {
				s += "; defaults: " + strings.Join(defaults, ", ")
			}
			parts = append(parts, s+".")
		case st.Metric != "":
			parts = append(parts, e.explainMetricStep(p, st))
		case st.SQL != "":
			switch {
			case p.Verified != nil:
				parts = append(parts, fmt.Sprintf("Ran the verified query %s, written for %q.", p.Verified.Name, p.Verified.Question))
			case p.SQLNote != "":
				parts = append(parts, p.SQLNote)
			default:
				parts = append(parts, "Ran a guarded SQL query.")
			}
		}
	}
	for _, o := range p.Plan.Output {
		if o.Type == plan.FormulaColumn {
			parts = append(parts, fmt.Sprintf("Computed %s = %s.", o.Name, o.Formula))
		}
	}
	for _, s := range p.Plan.Sort {
		dir := "lowest first"
		if s.Desc {
			dir = "highest first"
		}
		parts = append(parts, fmt.Sprintf("Sorted by %s, %s.", s.Column, dir))
	}
	if p.Plan.Limit > 0 {
		parts = append(parts, fmt.Sprintf("Kept the first %d rows.", p.Plan.Limit))
	}
	parts = append(parts, p.DocNotes...)
	return strings.Join(parts, " ")
}

func (e *Engine) explainMetricStep(p *Planned, st plan.Step) string {
	m := e.snap.Metrics[st.Metric]
	s := fmt.Sprintf("Computed %s", labelOf(m.Label, m.Name))
	if m.Description != "" {
		s += " (" + strings.TrimSuffix(m.Description, ".") + ")"
	}
	s += fmt.Sprintf(" as %s on %s", m.Expr, m.Table)
	var conds []string
	keys := make([]string, 0, len(st.Filters))
	for k := range st.Filters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := st.Filters[k]
		if k == plan.PeriodFilter {
			r := toList(v)
			timeDim := m.Time
			if st.TimeDimension != "" {
				timeDim = st.TimeDimension
			}
			conds = append(conds, fmt.Sprintf("%s from %v to %v", strings.ToLower(dimLabel(e.snap.Dimensions[timeDim])), r[0], r[len(r)-1]))
			continue
		}
		if f := e.snap.Filters[k]; f != nil {
			// a filter block: true applies it, false negates it, null keeps
			// the rows where it is unknown
			l := strings.ToLower(e.filterLabel(k))
			switch v {
			case false:
				l = "not " + l
			case nil:
				l += " unknown"
			}
			conds = append(conds, l+" ("+f.Expr+")")
			continue
		}
		verb, vals := "is", v
		if obj, ok := v.(map[string]any); ok {
			verb, vals = "is not", obj["not"]
		}
		list := toList(vals)
		strs := make([]string, len(list))
		for i, x := range list {
			strs[i] = fmt.Sprintf("%v", x)
		}
		label := k
		if dim := e.snap.Dimensions[k]; dim != nil {
			label = strings.ToLower(dimLabel(dim))
		}
		conds = append(conds, fmt.Sprintf("%s %s %s", label, verb, listOr(strs)))
	}
	for _, c := range st.Where {
		conds = append(conds, fmt.Sprintf("%s %s %v", c.Column, c.Op, c.Value))
	}
	for _, c := range st.Having {
		conds = append(conds, fmt.Sprintf("%s %s %v per group", labelOf(m.Label, m.Name), c.Op, c.Value))
	}
	for _, f := range m.Filters {
		conds = append(conds, f)
	}
	if len(conds) > 0 {
		s += ", where " + strings.Join(conds, " and ")
	}
	if len(st.Dimensions) > 0 {
		var by []string
		for _, dn := range st.Dimensions {
			dim := e.snap.Dimensions[dn]
			if dim == nil {
				by = append(by, dn)
				continue
			}
			if dim.Kind.IsTime() && st.Grain != "" {
				by = append(by, st.Grain)
			} else {
				by = append(by, strings.ToLower(dimLabel(dim)))
			}
		}
		s += ", per " + listAnd(by)
	}
	switch st.Order {
	case "desc":
		s += ", highest first"
	case "asc":
		s += ", lowest first"
	}
	if st.Limit > 0 {
		s += fmt.Sprintf(", top %d", st.Limit)
		if st.Order == "asc" {
			s = strings.TrimSuffix(s, fmt.Sprintf(", top %d", st.Limit)) + fmt.Sprintf(", bottom %d", st.Limit)
		}
	}
	return s + "."
}

// ---------------------------------------------------------------- summary

// scope is " in Q3 2024 for Garden": the period and filters in words.
func (e *Engine) scope(p *Planned) string {
	s := ""
	if p.Period != nil {
		l := p.Period.Label
		switch {
		case p.Period.Chunk != "":
			s += fmt.Sprintf(" during %s (%s to %s)", l, p.Period.From.Format("2006-01-02"), p.Period.To.Format("2006-01-02"))
		case strings.HasPrefix(l, "since "), strings.HasPrefix(l, "after "), strings.HasPrefix(l, "before "), strings.HasPrefix(l, "until "), strings.HasPrefix(l, "through "), strings.HasPrefix(l, "the "):
			s += " " + l
		case strings.Contains(l, " to "):
			s += " from " + l
		default:
			s += " in " + l
		}
	}
	if cs := e.condWords(p); len(cs) > 0 {
		s += " for " + listAnd(cs)
	}
	if q := p.Query; q != nil && q.Within != nil && len(q.Groups) == 1 {
		// "among the top 5 routes by total revenue"
		w, dir := q.Within, "top"
		if w.Order == "asc" {
			dir = "bottom"
		}
		s += fmt.Sprintf(" among the %s %d %s by %s", dir, w.Limit, plural(strings.ToLower(e.lx.GroupLabel(q.Groups[0])), w.Limit), strings.ToLower(e.lx.MeasureLabel(&w.Measure)))
	}
	return s
}

func (e *Engine) summary(a *Answer, p *Planned, res *exec.Result) {
	label := "The result"
	unit := ""
	if p.Metric != nil {
		label, unit = labelOf(p.Metric.Label, p.Metric.Name), p.Metric.Unit
	} else if p.MetricCol != "" {
		label = sentenceCase(strings.ReplaceAll(p.MetricCol, "_", " "))
		// a pipe column that is a metric reads as that metric
		for _, name := range knowledge.SortedNames(e.snap.Metrics) {
			if p.Pipe != nil && e.column(p.Pipe, knowledge.KindMetric, name) == p.MetricCol {
				m := e.snap.Metrics[name]
				label, unit = labelOf(m.Label, m.Name), m.Unit
				break
			}
		}
	}
	if res != nil {
		if u := res.Units[p.MetricCol]; u != "" && p.MetricCol != "growth_pct" {
			unit = u
		}
	}
	if p.Metric != nil && p.MetricCol != "" && p.MetricCol != p.Metric.Name && p.MetricCol != "growth_pct" && len(p.Compare) == 0 {
		if p.Pipe == nil || e.column(p.Pipe, knowledge.KindMetric, p.Metric.Name) != p.MetricCol {
			// another column (a count of the rows that pass a condition on
			// the metric): not the metric's label, nor its unit
			label, unit = sentenceCase(strings.ReplaceAll(p.MetricCol, "_", " ")), ""
			if res != nil {
				unit = res.Units[p.MetricCol]
			}
		}
	}
	// "48 orders", not "Number of orders was 48 orders"
	for _, w := range stems(label) {
		if unit != "" && w == knowledge.Stem(knowledge.Fold(unit)) {
			unit = ""
		}
	}
	scope := e.scope(p)
	if p.Evidence.Empty || res == nil || res.Table.Rows() == 0 {
		a.Summary = fmt.Sprintf("No data found for %s%s.", strings.ToLower(label), scope)
		if p.Evidence.OutOfRange {
			first, last := e.lx.DataRange()
			span := fmt.Sprintf("%s to %s", first.Format("2006-01-02"), last.Format("2006-01-02"))
			a.Summary += " The data covers " + span + " only."
			a.Actions = append(a.Actions, "Ask about a period between "+span+".")
		}
		switch {
		case res != nil && res.Table != nil:
			a.Data = res.Table.Take([]int{}) // the columns, no rows
		case a.Data == nil:
			a.Data = &data.Table{}
		}
		return
	}
	t := res.Table
	// a plan without a metric computes no growth (a listing): its rows are
	// summed up as they are
	if p.Drivers != nil {
		e.driversSummary(a, p, t, label, unit)
		return
	}
	if len(p.Compare) == 2 && (p.Metric != nil || p.compared != "") {
		if p.Metric == nil {
			label = sentenceCase(strings.ReplaceAll(p.compared, "_", " "))
		}
		e.compareSummary(a, p, t, label, unit)
		return
	}
	if q := p.Query; q != nil && q.Contrast != nil && p.Metric != nil && t.Rows() == 1 {
		e.contrastSummary(a, p, t, label, unit)
		return
	}
	mc := t.Col(p.MetricCol)
	if mc == nil {
		for _, c := range t.Columns {
			if c.Kind.IsNumber() {
				mc = c
				break
			}
		}
		if mc != nil && p.Metric == nil && p.MetricCol == "" {
			// a verified query's or pipe's number: its column names it
			label = sentenceCase(strings.ReplaceAll(mc.Name, "_", " "))
			if res.Units[mc.Name] != "" {
				unit = res.Units[mc.Name]
			}
		}
	}
	kc := t.Col(p.KeyCol)
	if p.KeyCol == "" || kc == nil {
		for _, c := range t.Columns {
			if !c.Kind.IsNumber() {
				kc = c
				break
			}
		}
	}
	listing := p.Query != nil && p.Query.List && p.Query.Measure == nil
	if listing && kc == nil {
		kc = t.Columns[0]
	}
	measured := p.Query != nil && p.Query.Measure != nil // a reading the pipe computes
	if (listing || p.Route == RoutePipes && p.Metric == nil && !measured && p.Grain == "" && !p.share() && p.order() == "") && kc != nil {
		noun := strings.TrimSuffix(strings.TrimSuffix(t.Columns[0].Name, "_id"), "_name")
		if listing && len(p.Query.Groups) > 0 {
			noun = strings.ToLower(e.lx.GroupLabel(p.Query.Groups[0]))
		}
		a.Summary = fmt.Sprintf("Found %d %s%s: %s.", t.Rows(), plural(strings.ReplaceAll(noun, "_", " "), t.Rows()), scope, firstNames(kc, 5))
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Rows", Value: t.Rows()})
		e.explanation(a, p)
		return
	}
	if t.Rows() == 1 && p.MetricCol == "share_pct" && mc != nil {
		// the share of a part: the part's value over the whole's
		if p.Metric != nil {
			label, unit = labelOf(p.Metric.Label, p.Metric.Name), p.Metric.Unit
		}
		a.Summary = fmt.Sprintf("%s was %s of %s%s.", e.partWords(p), formatNum(num(mc, 0), "%", mc.Kind), lowerFirst(label), e.totalScope(p))
		if k := t.Col(p.KeyCol); p.ownWhole && k != nil {
			// (the top group of a share of each group's own whole)
			a.Summary = fmt.Sprintf("%s: %s was %s of its %s%s.", cell(k, 0), e.partWords(p), formatNum(num(mc, 0), "%", mc.Kind), lowerFirst(label), e.totalScope(p))
		}
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Share", Value: jsonValue(mc, 0), Unit: "%"})
		if p.Metric != nil {
			if part := t.Col(p.Metric.Name); part != nil {
				a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: label + " " + e.partWords(p), Value: jsonValue(part, 0), Unit: unit})
			}
		}
		e.explanation(a, p)
		return
	}
	topOf := p.Evidence.Kind == "verified" && p.order() != "" // its top row: whose it is
	// (a breakdown by a column no dimension declares has no group, but a
	// key: "which channel brought in the most" names its channel)
	keyed := len(p.Groups) > 0 || p.Query != nil && slices.ContainsFunc(p.Query.Groups, func(g understand.Group) bool { return g.Column != "" }) && p.KeyCol != "" && t.Col(p.KeyCol) != nil
	if t.Rows() == 1 && (kc == nil || !keyed && p.Grain == "" && !topOf) && mc != nil {
		v := num(mc, 0)
		a.Summary = fmt.Sprintf("%s%s was %s.", label, scope, formatNum(v, unit, mc.Kind))
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: label, Value: jsonValue(mc, 0), Unit: unit})
		e.extraColumns(a, p, t, 0, mc)
		e.explanation(a, p)
		return
	}
	if mc == nil || kc == nil {
		a.Summary = fmt.Sprintf("Found %d rows%s.", t.Rows(), scope)
		if kc != nil {
			a.Summary = fmt.Sprintf("Found %d rows%s: %s.", t.Rows(), scope, firstNames(kc, 5))
		}
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Rows", Value: t.Rows()})
		e.explanation(a, p)
		return
	}
	if p.Grain != "" && (kc.Kind.IsTime() || kc.Name == p.Grain) && p.order() == "" {
		hi, lo := extremes(mc)
		a.Summary = fmt.Sprintf("%s%s by %s: highest in %s (%s), lowest in %s (%s), over %d %ss.", label, scope, p.Grain,
			cell(kc, hi), formatNum(num(mc, hi), unit, mc.Kind), cell(kc, lo), formatNum(num(mc, lo), unit, mc.Kind), t.Rows(), p.Grain)
		a.KeyMetrics = append(a.KeyMetrics,
			KeyMetric{Label: fmt.Sprintf("Highest %s (%s)", p.Grain, cell(kc, hi)), Value: jsonValue(mc, hi), Unit: unit},
			KeyMetric{Label: fmt.Sprintf("Lowest %s (%s)", p.Grain, cell(kc, lo)), Value: jsonValue(mc, lo), Unit: unit})
		if e.additive(p) {
			a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Total " + strings.ToLower(label), Value: mc.Round(sum(mc)), Unit: unit})
		}
		e.explanation(a, p)
		return
	}
	most := "highest"
	if p.order() == "asc" {
		most = "lowest"
	}
	name := rowNamer(t, kc, len(p.Groups))
	first := fmt.Sprintf("%s had the %s %s%s (%s)", name(0), most, strings.ToLower(label), scope, formatNum(num(mc, 0), unit, mc.Kind))
	if q := p.Query; q != nil && q.Nth > 0 && t.Rows() == 1 {
		from := "top"
		if p.order() == "asc" {
			from = "bottom"
		}
		first = fmt.Sprintf("%s was number %d from the %s by %s%s (%s)", name(0), q.Nth, from, strings.ToLower(label), scope, formatNum(num(mc, 0), unit, mc.Kind))
	}
	var rest []string
	for i := 1; i < t.Rows() && i < 3; i++ {
		rest = append(rest, fmt.Sprintf("%s (%s)", name(i), formatNum(num(mc, i), unit, mc.Kind)))
	}
	switch {
	case !ranked(mc, p.order() == "asc"):
		// not sorted by the number: list, don't rank
		a.Summary = fmt.Sprintf("%s%s for %d rows: %s.", label, scope, t.Rows(), firstPairs(name, t.Rows(), mc, unit, 3))
	case len(rest) == 0:
		a.Summary = first + "."
	default:
		a.Summary = first + ", followed by " + listAnd(rest) + "."
	}
	if t.Rows() > 3 {
		a.Summary += fmt.Sprintf(" %d rows in all.", t.Rows())
	}
	a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: fmt.Sprintf("%s (%s)", label, name(0)), Value: jsonValue(mc, 0), Unit: unit})
	e.extraColumns(a, p, t, 0, mc)
	if e.additive(p) && t.Rows() > 1 {
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Total of the rows shown", Value: mc.Round(sum(mc)), Unit: unit})
	}
	e.explanation(a, p)
}

// extraColumns adds the plan's computed columns (share, ratio) of a row to
// the key metrics.
func (e *Engine) extraColumns(a *Answer, p *Planned, t *data.Table, row int, main *data.Column) {
	if p.Plan == nil {
		return
	}
	for _, o := range p.Plan.Output {
		c := t.Col(o.Name)
		if c == nil || c == main || !c.Kind.IsNumber() || o.Type != plan.FormulaColumn {
			continue
		}
		a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: sentenceCase(strings.ReplaceAll(o.Name, "_", " ")), Value: jsonValue(c, row), Unit: o.Unit})
		if o.Name == "share_pct" && t.Rows() == 1 {
			a.Summary = strings.TrimSuffix(a.Summary, ".") + fmt.Sprintf(", %s of the total.", formatNum(num(c, row), "%", c.Kind))
		}
	}
}

func (e *Engine) compareSummary(a *Answer, p *Planned, t *data.Table, label, unit string) {
	pa, pb := p.Compare[0], p.Compare[1]
	name := p.compared
	if p.Metric != nil {
		name = p.Metric.Name
	}
	ca, cb := t.Col(colName(name, pa.Label)), t.Col(colName(name, pb.Label))
	g := t.Col("growth_pct")
	if ca == nil || cb == nil || g == nil {
		a.Summary = fmt.Sprintf("%s compared between %s and %s.", label, pa.Label, pb.Label)
		return
	}
	fscope := ""
	if cs := e.condWords(p); len(cs) > 0 {
		fscope = " for " + listAnd(cs)
	}
	if t.Rows() == 1 && p.KeyCol == "" {
		va, vb := num(ca, 0), num(cb, 0)
		verb := "grew"
		if vb < va {
			verb = "fell"
		}
		d := t.Col("difference")
		switch {
		case d != nil && !d.IsNull(0):
			// "how many more ... in 2024 than in 2023": the difference
			more := "more"
			if vb < va {
				more = "less"
			}
			a.Summary = fmt.Sprintf("%s%s was %s in %s and %s in %s: %s %s in %s than in %s.", label, fscope, formatNum(va, unit, ca.Kind), pa.Label, formatNum(vb, unit, cb.Kind), pb.Label,
				formatNum(math.Abs(vb-va), unit, cb.Kind), more, pb.Label, pa.Label)
		case g.IsNull(0):
			a.Summary = fmt.Sprintf("%s%s was %s in %s and %s in %s.", label, fscope, formatNum(va, unit, ca.Kind), pa.Label, formatNum(vb, unit, cb.Kind), pb.Label)
		default:
			a.Summary = fmt.Sprintf("%s%s %s %s from %s in %s to %s in %s.", label, fscope, verb, formatNum(math.Abs(num(g, 0)), "%", g.Kind), formatNum(va, unit, ca.Kind), pa.Label, formatNum(vb, unit, cb.Kind), pb.Label)
		}
		a.KeyMetrics = append(a.KeyMetrics,
			KeyMetric{Label: label + " " + pa.Label, Value: jsonValue(ca, 0), Unit: unit},
			KeyMetric{Label: label + " " + pb.Label, Value: jsonValue(cb, 0), Unit: unit},
			KeyMetric{Label: "Growth", Value: jsonValue(g, 0), Unit: "%"})
		if d := t.Col("difference"); d != nil {
			a.KeyMetrics = append(a.KeyMetrics, KeyMetric{Label: "Difference", Value: jsonValue(d, 0), Unit: unit})
		}
		e.explanation(a, p)
		return
	}
	kc := t.Col(p.KeyCol)
	if kc == nil {
		kc = t.Columns[0]
	}
	hi, lo := extremes(g)
	a.Summary = fmt.Sprintf("%s%s from %s to %s: %s changed most (%s), %s least (%s), over %d rows.", label, fscope, pa.Label, pb.Label,
		cell(kc, hi), signed(num(g, hi)), cell(kc, lo), signed(num(g, lo)), t.Rows())
	a.KeyMetrics = append(a.KeyMetrics,
		KeyMetric{Label: "Highest growth (" + cell(kc, hi) + ")", Value: jsonValue(g, hi), Unit: "%"},
		KeyMetric{Label: "Lowest growth (" + cell(kc, lo) + ")", Value: jsonValue(g, lo), Unit: "%"})
	e.explanation(a, p)
}

// explanation relates the numbers to their definition and the rules.
func (e *Engine) explanation(a *Answer, p *Planned) {
	var parts []string
	if p.Metric != nil {
		m := p.Metric
		def := fmt.Sprintf("%s is %s", labelOf(m.Label, m.Name), lowerFirst(strings.TrimSuffix(m.Description, ".")))
		if m.Description == "" {
			def = fmt.Sprintf("%s is %s", labelOf(m.Label, m.Name), m.Expr)
		}
		parts = append(parts, def+".")
	}
	if p.Pipe != nil && p.Metric == nil {
		parts = append(parts, "From the pipe "+p.Pipe.Name+": "+p.Pipe.Description)
	}
	for _, s := range a.Sources {
		if s.Type == "rule" {
			parts = append(parts, s.Description)
		}
	}
	a.Explanation = strings.Join(parts, " ")
}

func (e *Engine) additive(p *Planned) bool {
	if p.Metric == nil || p.MetricCol != p.Metric.Name && !(p.Pipe != nil && p.MetricCol != "") {
		return false
	}
	x := strings.ToUpper(p.Metric.Expr)
	return strings.HasPrefix(x, "SUM(") && !strings.Contains(x, "/") && !strings.Contains(x, "DISTINCT")
}

// ---------------------------------------------------------------- numbers

func num(c *data.Column, i int) float64 {
	if c == nil || c.IsNull(i) {
		return math.NaN()
	}
	f, _ := data.AsFloat(c.Value(i))
	return f
}

func cell(c *data.Column, i int) string {
	if c.IsNull(i) {
		return "(none)"
	}
	v := c.Value(i)
	if t, ok := v.(time.Time); ok {
		if s := data.BucketProse(t, c.Grain); s != "" {
			return s // December 1997, Q3 1997
		}
		return t.Format("2006-01-02")
	}
	return c.Text(i)
}

func extremes(c *data.Column) (hi, lo int) {
	for i := 0; i < c.Len(); i++ {
		if c.IsNull(i) {
			continue
		}
		if c.IsNull(hi) || num(c, i) > num(c, hi) {
			hi = i
		}
		if c.IsNull(lo) || num(c, i) < num(c, lo) {
			lo = i
		}
	}
	return hi, lo
}

func ranked(c *data.Column, asc bool) bool {
	for i := 1; i < c.Len(); i++ {
		x, y := num(c, i-1), num(c, i)
		if math.IsNaN(x) || math.IsNaN(y) {
			continue
		}
		if asc && y < x || !asc && y > x {
			return false
		}
	}
	return true
}

func sum(c *data.Column) float64 {
	s := 0.0
	for i := 0; i < c.Len(); i++ {
		if v := num(c, i); !math.IsNaN(v) {
			s += v
		}
	}
	return s
}

func firstNames(c *data.Column, n int) string {
	var xs []string
	for i := 0; i < c.Len() && i < n; i++ {
		xs = append(xs, cell(c, i))
	}
	s := strings.Join(xs, ", ")
	if c.Len() > n {
		s += fmt.Sprintf(" and %d more", c.Len()-n)
	}
	return s
}

// rowNamer names a row of a breakdown by several groups with the values
// of each group column that differ between the rows ("Shoes / Lisbon",
// or "Lisbon" when every row is Shoes): no value is said twice. A
// breakdown by one group names a row by its key.
func rowNamer(t *data.Table, kc *data.Column, groups int) func(int) string {
	keys := []*data.Column{kc}
	if groups > 1 {
		keys = nil
		for _, c := range t.Columns {
			if (c == kc || !c.Kind.IsNumber()) && varies(c) {
				keys = append(keys, c)
			}
		}
		if len(keys) == 0 {
			keys = []*data.Column{kc}
		}
	}
	return func(i int) string {
		parts := make([]string, len(keys))
		for j, c := range keys {
			parts[j] = cell(c, i)
		}
		return strings.Join(parts, " / ")
	}
}

func varies(c *data.Column) bool {
	for i := 1; i < c.Len(); i++ {
		if cell(c, i) != cell(c, 0) {
			return true
		}
	}
	return false
}

func firstPairs(name func(int) string, rows int, v *data.Column, unit string, n int) string {
	var xs []string
	for i := 0; i < rows && i < n; i++ {
		xs = append(xs, fmt.Sprintf("%s %s", name(i), formatNum(num(v, i), unit, v.Kind)))
	}
	s := strings.Join(xs, ", ")
	if rows > n {
		s += ", …"
	}
	return s
}

var currency = map[string]string{"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}

// formatNum writes a number with its unit: $1,234.56, 12.5%, 830 orders.
func formatNum(v float64, unit string, kind data.Kind) string {
	if math.IsNaN(v) {
		return "no value"
	}
	if math.IsInf(v, 0) {
		return "undefined (division by zero)"
	}
	decimals := 2
	if kind == data.Int || unit != "%" && currency[unit] == "" && unit != "" && v == math.Trunc(v) {
		decimals = 0
	}
	s := data.GroupThousands(strconv.FormatFloat(math.Abs(v), 'f', decimals, 64))
	sign := ""
	if v < 0 {
		sign = "-"
	}
	switch {
	case unit == "%":
		return sign + s + "%"
	case currency[unit] != "":
		return sign + currency[unit] + s
	case unit != "":
		return sign + s + " " + unit
	}
	return sign + s
}

func signed(v float64) string {
	if v > 0 {
		return "+" + formatNum(v, "%", data.Float)
	}
	return formatNum(v, "%", data.Float)
}

func firstSentence(s string) string {
	ss := knowledge.Sentences(s)
	if len(ss) == 0 {
		return ""
	}
	return ss[0]
}

func plural(s string, n int) string {
	if n == 1 {
		return s
	}
	return knowledge.Plural(s)
}

func sentenceCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func lowerFirst(s string) string {
	if len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// conds are the interpretation's conditions (none for a model's plan).
func (p *Planned) conds() []understand.Cond {
	if p.Query == nil {
		return nil
	}
	return p.Query.Conds
}

func (p *Planned) order() string {
	if p.Query == nil {
		return ""
	}
	return p.Query.Order
}

func (p *Planned) share() bool { return p.Query != nil && p.Query.Share }

// condWords says the conditions in words: "Shoes", "not Shoes",
// "late deliveries", "quantity > 50".
func (e *Engine) condWords(p *Planned) []string {
	var out []string
	for _, c := range p.conds() {
		if c.Part && p.share() || p.Query != nil && p.Query.Contrasted(c) {
			continue
		}
		switch {
		case c.Filter != "":
			l := strings.ToLower(e.filterLabel(c.Filter))
			if c.Exclude {
				l = "not " + l
			}
			out = append(out, l)
		case c.Column != "" && len(c.Values) > 0:
			if c.Exclude {
				out = append(out, "all but "+listAnd(c.Values))
			} else {
				out = append(out, listOr(c.Values))
			}
		case c.Column != "":
			_, col, _ := strings.Cut(c.Column, ".")
			out = append(out, fmt.Sprintf("%s %s %s", knowledge.NameWords(col), c.Op, formatPlain(c.Num)))
		case c.Dated != nil:
			out = append(out, strings.ToLower(dimLabel(e.snap.Dimensions[c.Dim]))+" in "+c.Dated.Label)
		case c.Exclude:
			out = append(out, "all but "+listAnd(c.Values))
		case c.PerOnly:
			// a rate of a measure in itself: the denominator's values
			out = append(out, "per "+listOr(c.Values))
		default:
			out = append(out, listOr(c.Values))
		}
	}
	return out
}

// partWords says what a share is the share of: "Germany", "late orders".
func (e *Engine) partWords(p *Planned) string {
	var parts []string
	for _, c := range p.conds() {
		if !c.Part {
			continue
		}
		switch {
		case c.Filter != "":
			l := strings.ToLower(e.filterLabel(c.Filter))
			if c.Exclude {
				l = "not " + l
			}
			parts = append(parts, l)
		case c.Exclude:
			parts = append(parts, "all but "+listAnd(c.Values))
		default:
			parts = append(parts, listOr(c.Values))
		}
	}
	if len(parts) == 0 {
		return "The part"
	}
	return sentenceCase(listAnd(parts))
}

// totalScope is the scope of the whole a share is taken of: its period and
// the conditions that do not define the part.
func (e *Engine) totalScope(p *Planned) string {
	s := ""
	if p.Period != nil {
		s += " in " + p.Period.Label
	}
	var others []string
	for _, c := range p.conds() {
		if !c.Part && c.Dim != "" && !c.Exclude && c.Dated == nil {
			others = append(others, listOr(c.Values))
		}
	}
	if len(others) > 0 {
		s += " for " + listAnd(others)
	}
	return s
}

// contrastSummary says the difference between two values' measure: "Late
// return rate was 4.29% lower for Senior (9.18%) than for Adult (13.48%)
// in 2024."
func (e *Engine) contrastSummary(a *Answer, p *Planned, t *data.Table, label, unit string) {
	c, m := p.Query.Contrast, p.Metric
	label, unit = labelOf(m.Label, m.Name), m.Unit
	ca, cb, cd := t.Col(colName(m.Name, c.Values[0])), t.Col(colName(m.Name, c.Values[1])), t.Col("difference")
	if ca == nil || cb == nil || cd == nil {
		a.Summary = fmt.Sprintf("Found %d rows%s.", t.Rows(), e.scope(p))
		return
	}
	va, vb := num(ca, 0), num(cb, 0)
	way := "higher"
	if va < vb {
		way = "lower"
	}
	diff := formatNum(math.Abs(va-vb), unit, cd.Kind)
	if e.lx.PercentUnit(unit) {
		diff = formatNum(math.Abs(va-vb), "", cd.Kind) + " points" // of a percentage
	}
	a.Summary = fmt.Sprintf("%s was %s %s for %s (%s) than for %s (%s)%s.", label, diff, way,
		c.Values[0], formatNum(va, unit, ca.Kind), c.Values[1], formatNum(vb, unit, cb.Kind), e.scope(p))
	if va == vb {
		a.Summary = fmt.Sprintf("%s was the same for %s and %s (%s)%s.", label, c.Values[0], c.Values[1], formatNum(va, unit, ca.Kind), e.scope(p))
	}
	a.KeyMetrics = append(a.KeyMetrics,
		KeyMetric{Label: "Difference", Value: jsonValue(cd, 0), Unit: unit},
		KeyMetric{Label: label + " " + c.Values[0], Value: jsonValue(ca, 0), Unit: unit},
		KeyMetric{Label: label + " " + c.Values[1], Value: jsonValue(cb, 0), Unit: unit})
	e.explanation(a, p)
}
