package agents

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// Routes (DESIGN §4).
const (
	RouteStop      = "stop"
	RoutePipes     = "pipes"
	RouteMetric    = "metric"
	RouteSQL       = "sql"
	RouteDocuments = "documents"
	RouteHybrid    = "hybrid"
)

// Brain is the offline router and planner for one snapshot. Build it once
// per snapshot with New; it is immutable and safe for concurrent use.
type Brain struct {
	snap *knowledge.Snapshot
	v    *vocab
}

// New compiles what the planner needs from a snapshot.
func New(s *knowledge.Snapshot) *Brain {
	return &Brain{snap: s, v: newVocab(s)}
}

// Snapshot is the snapshot the brain plans against.
func (b *Brain) Snapshot() *knowledge.Snapshot { return b.snap }

// Decision is a routed and planned question: everything the executor and
// the synthesizer need.
type Decision struct {
	Route string
	Plan  *plan.Plan
	Slots *Slots
	// Message answers a stop or documents route, which run no query.
	Message string

	Pipe     *knowledge.Pipe
	Metric   *knowledge.Metric
	Verified *config.VerifiedQuery
	// Period is the period the plan covers (nil: all of the data).
	Period *Period
	// Compare holds the two periods of a growth question.
	Compare []Period
	Filters []Filter
	// Groups are the dimensions of the breakdown, with the grain.
	Groups []string
	Grain  string
	// MetricCol is the output column holding the main number.
	MetricCol string
	// KeyCol is the output column naming each row ("" for one row).
	KeyCol string
	// SQLNote says in words what SQL the planner wrote itself computes.
	SQLNote string

	Assumptions []string
	Warnings    []string
	Unknown     []string
	Evidence    Evidence
	Candidates  []Candidate
	// DocChunks are the document chunks the plan takes constraints from;
	// DocNotes say what each contributed.
	DocChunks []string
	DocNotes  []string
	// Doc is the answer read from the documents (documents route).
	Doc *DocAnswer
	// OriginalSQL is generated SQL that failed and was repaired.
	OriginalSQL string
}

// Candidate is a pipe the router considered, for the trace.
type Candidate struct {
	Pipe  string  `json:"pipe"`
	Score float64 `json:"score"`
	Fit   bool    `json:"fit"`
	Why   string  `json:"why,omitempty"`
}

// Evidence is what the confidence score is computed from.
type Evidence struct {
	Base           float64   `json:"base"`
	Margin         float64   `json:"retrieval_margin,omitempty"`
	EntityScores   []float64 `json:"entity_scores,omitempty"`
	Ambiguous      int       `json:"ambiguous_entities,omitempty"`
	Unknown        int       `json:"unknown_words,omitempty"`
	Repairs        int       `json:"repairs,omitempty"`
	Empty          bool      `json:"empty_result,omitempty"`
	OutOfRange     bool      `json:"period_outside_data,omitempty"`
	Caveats        int       `json:"caveats,omitempty"`
	Contradictions int       `json:"contradictory_sources,omitempty"`
	Unsupported    int       `json:"unsupported_sentences,omitempty"`
	Guessed        int       `json:"guessed_periods,omitempty"`
}

// Plan routes a question and builds its plan. It runs no query.
func (b *Brain) Plan(question string) *Decision {
	s := b.read(question)
	d := &Decision{Slots: s, Filters: s.Filters}
	switch {
	case strings.TrimSpace(question) == "":
		return b.stop(d, "The question is empty.")
	case s.Change:
		return b.stop(d, "I only read data: I cannot change, add or delete anything.")
	case s.Chat && len(s.Metrics) == 0 && len(s.Groups) == 0:
		return b.stop(d, "Hello! I answer questions about the data in this workspace.")
	case (s.Define || s.whatIs()) && len(s.Periods) == 0 && len(s.Groups) == 0 && len(s.Filters) == 0 && s.Grain == "" && !s.AllTime:
		da := b.readDocuments(s)
		if da.Chunk == nil && len(s.Metrics) > 0 {
			// no document says more: the workspace's own definition
			d.Route = RouteDocuments
			d.Message = b.documentsMessage(s)
			return d
		}
		b.documentsPlan(d, da)
		return d
	}
	b.period(d)
	cands := b.pipeCandidates(s)
	d.Candidates = make([]Candidate, len(cands))
	for i, c := range cands {
		d.Candidates[i] = Candidate{Pipe: c.pipe.Name, Score: round3(c.score), Fit: c.fit, Why: c.why}
	}
	// "the orders of Acme Corp" lists them: a count metric named
	// without "how many" yields to a pipe that takes the question whole
	if len(s.Metrics) == 1 && !s.Count && len(s.Groups) == 0 && s.Grain == "" && s.Order == "" && !s.Growth && !s.Share && s.Per == nil &&
		strings.HasPrefix(strings.ToUpper(strings.TrimSpace(b.snap.Metrics[s.Metrics[0].Name].Expr)), "COUNT(") {
		for i := range cands {
			c := &cands[i]
			if c.usable && c.coverage >= 0.5 && len(c.pipe.Pipe.Params) > 0 && c.filled() == len(s.Filters) && len(s.Filters) > 0 {
				s.Metrics = nil
				b.fit(s, c)
				if c.fit {
					b.pipePlan(d, c, cands)
					b.explainUnknown(d)
					if !b.documentsExplain(d) {
						b.hybrid(d)
					}
					return d
				}
			}
		}
	}
	// "how many categories": no metric counts them, so count the
	// dimension's distinct values
	if s.Count && len(s.Metrics) == 0 && len(s.Filters) == 0 && len(s.Periods) == 0 && len(s.Groups) == 0 && len(s.Mentions) == 1 {
		if b.countPlan(d, b.snap.Dimensions[s.Mentions[0].Name]) {
			b.explainUnknown(d)
			return d
		}
	}
	var fit *pipeCand
	for i := range cands {
		if cands[i].fit {
			fit = &cands[i]
			break
		}
	}
	switch {
	case fit != nil && (len(s.Metrics) == 0 || fit.hasMetric):
		b.pipePlan(d, fit, cands)
	case len(s.Metrics) == 1 && b.columnGroupPlan(d):
		// a metric broken down by a column no dimension declares
	case len(s.Metrics) > 0:
		if err := b.metricPlan(d); err != nil {
			return b.stop(d, err.Error())
		}
	case len(s.Metrics) == 0 && b.documentsFit(s, cands):
		b.documentsPlan(d, b.readDocuments(s))
		return d
	case len(s.Metrics) == 0 && (b.tableCountPlan(d) || b.columnPlan(d) || b.mentionCountPlan(d)):
		// rows of a table or values of a dimension counted, or a number
		// column aggregated: SQL the planner writes when no metric fits
	case retrieved(cands) != nil:
		b.pipePlan(d, retrieved(cands), cands)
	case (len(s.Groups) > 0 || s.Order != "" || s.Grain != "") && b.defaultMetric(d):
		if err := b.metricPlan(d); err != nil {
			return b.stop(d, err.Error())
		}
	default:
		if v := b.verified(s); v != nil {
			b.verifiedPlan(d, v)
			break
		}
		return b.stop(d, b.noMatchMessage(s))
	}
	b.explainUnknown(d)
	if b.documentsExplain(d) {
		return d
	}
	b.hybrid(d)
	return d
}

// documentsExplain switches a data plan to the documents when the plan
// leaves words of the question unexplained and a document chunk covers the
// question, those words included: "how many days can customers return
// unopened laptops?" is a policy question, not a customer count.
func (b *Brain) documentsExplain(d *Decision) bool {
	if len(d.Unknown) == 0 || len(b.snap.Chunks) == 0 {
		return false
	}
	da := b.readDocuments(d.Slots)
	if da.Chunk == nil {
		return false
	}
	text := map[string]bool{}
	for _, t := range knowledge.Terms(da.Chunk.Heading + " " + da.Chunk.Text) {
		text[t] = true
		for _, v := range knowledge.PastTenseStems(t) {
			text[v] = true
		}
	}
	explained := 0
	for _, w := range d.Unknown {
		st := knowledge.Stem(w)
		ok := text[st]
		for _, v := range knowledge.PastTenseStems(st) {
			ok = ok || text[v]
		}
		if ok {
			explained++
		}
	}
	if 2*explained < len(d.Unknown) {
		return false
	}
	keep := d.Slots
	*d = Decision{Slots: keep, Filters: keep.Filters}
	b.documentsPlan(d, da)
	return true
}

func round3(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

// retrieved is the best pipe chosen by retrieval alone: one that covers
// most of the question, can be filled, and failed to fit only on which
// columns it returns, not on a period, filter or ranking it would get wrong.
func retrieved(cands []pipeCand) *pipeCand {
	for i := range cands {
		c := &cands[i]
		if c.usable && !c.hard && c.coverage >= 0.5 {
			return c
		}
	}
	return nil
}

// defaultMetric picks the metric of a question that ranks or breaks down
// without naming one ("the 3 worst selling products"): the metric its
// leftover words retrieve, else the first one declared. The answer says so.
// A question naming what it is about ("employees by country") gets none:
// another measure would not answer it.
func (b *Brain) defaultMetric(d *Decision) bool {
	s := d.Slots
	if len(s.Mentions) > 0 {
		return false
	}
	var words []string
	for _, i := range s.leftovers() {
		words = append(words, s.stems[i])
	}
	name := ""
	if hits := b.snap.Index.SearchTerms(words, knowledge.KindMetric); len(hits) > 0 {
		name = hits[0].ID
	} else if len(b.snap.Config.Metrics) > 0 {
		name = b.snap.Config.Metrics[0].Name
	}
	m := b.snap.Metrics[name]
	if m == nil {
		return false
	}
	s.Metrics = []Term{{Kind: knowledge.KindMetric, Name: name}}
	d.Assumptions = append(d.Assumptions, fmt.Sprintf("No measure was named, so %s is used.", strings.ToLower(labelOf(m.Label, m.Name))))
	d.Evidence.Guessed++
	return true
}

// countPlan counts a dimension's distinct values with one guarded SQL
// step built from the dimension's definition.
func (b *Brain) countPlan(d *Decision, dim *knowledge.Dimension) bool {
	if dim == nil || dim.Kind.IsTime() {
		return false
	}
	t := b.snap.Tables[dim.Table]
	if t == nil {
		return false
	}
	col := "number_of_" + strings.ReplaceAll(knowledge.Fold(plural(dim.Name, 2)), " ", "_")
	sql := fmt.Sprintf("SELECT COUNT(DISTINCT %s) AS %s FROM %s", dim.SQL, engine.QuoteIdent(col), engine.QuoteIdent(t.Name))
	d.Route = RouteSQL
	d.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: sql, Source: t.Source}}}
	d.MetricCol = col
	d.SQLNote = fmt.Sprintf("Counted the distinct values of %s (%s) in %s.", strings.ToLower(dimLabel(dim)), dim.Expr, t.Name)
	d.Evidence.Base = 0.85
	d.Assumptions = append(d.Assumptions, fmt.Sprintf("No metric counts %s, so this counts the distinct values of the dimension %s (%s.%s).", plural(strings.ToLower(dimLabel(dim)), 2), dim.Name, t.Name, dim.Expr))
	return true
}

// tableCountPlan answers "how many rides (per district, in March)?" when
// nothing else does: the question counts, or breaks down, and names a
// table (by its name or a synonym of its table block), so the table's rows
// are counted, with the breakdown, filters and period a metric would take.
func (b *Brain) tableCountPlan(d *Decision) bool {
	s := d.Slots
	if len(s.Mentions) > 0 || s.Average {
		return false
	}
	left := s.leftovers()
	var best longest[*knowledge.Table]
	for _, name := range knowledge.SortedNames(b.snap.Tables) {
		tab := b.snap.Tables[name]
		phrases := []string{knowledge.NameWords(name)}
		if tab.Notes != nil {
			phrases = append(phrases, tab.Notes.Synonyms...)
		}
		for _, ph := range phrases {
			best.offer(tab, matchLeftovers(s, left, ph))
		}
	}
	t, span, ok := best.found()
	if !ok {
		return false
	}
	// "rides by district", "rides per month": a breakdown counts too
	if cols, _ := b.columnGroups(s, t.Name, span); !s.Count && len(s.Groups) == 0 && s.Grain == "" && len(cols) == 0 {
		return false
	}
	name := "number_of_" + strings.ReplaceAll(knowledge.Fold(t.Name), " ", "_")
	how := fmt.Sprintf("No metric counts %s, so this counts the rows of the table %s.", strings.ReplaceAll(t.Name, "_", " "), t.Name)
	return b.aggregatePlan(d, knowledge.Aggregate{Name: name, Table: t.Name, SQL: "COUNT(*)"}, how, span, true)
}

// columnPlan answers "average minutes by district in March" when no
// metric measures the thing asked: the question averages (or totals) a
// number column that it names (by its name or a synonym of its column
// notes), never a join key.
func (b *Brain) columnPlan(d *Decision) bool {
	s := d.Slots
	fn, verb := "", ""
	switch {
	case s.Average:
		fn, verb = "AVG", "average"
	case s.Count || hasWord(s, "total", "sum"):
		fn, verb = "SUM", "total"
	}
	if fn == "" {
		return false
	}
	left := s.leftovers()
	var best longest[tableColumn]
	for _, tc := range b.columnsOf(knowledge.SortedNames(b.snap.Tables), data.Int, data.Float) {
		for _, ph := range tc.phrases() {
			best.offer(tc, matchLeftovers(s, left, ph))
		}
	}
	tc, span, ok := best.found()
	if !ok {
		return false
	}
	t, col := tc.table, tc.column
	// "per ride", "of all rides": the column's own table may be named too
	if at := matchLeftovers(s, left, knowledge.NameWords(t.Name)); len(at) > 0 && !slices.Contains(span, at[0]) {
		span = append(span, at...)
	}
	name := verb + "_" + strings.ReplaceAll(knowledge.Fold(col.Name), " ", "_")
	how := fmt.Sprintf("No metric measures %s, so this is the %s of the column %s.%s.", strings.ReplaceAll(col.Name, "_", " "), verb, t.Name, col.Name)
	return b.aggregatePlan(d, knowledge.Aggregate{Name: name, Table: t.Name, SQL: fn + "(" + engine.QuoteIdent(t.Name) + "." + engine.QuoteIdent(col.Name) + ")"}, how, span, true)
}

// aggregatePlan plans an aggregate as one SQL step compiled like a
// metric: the question's breakdown (dimensions, then groupCols and the
// columns that "by" names), filters and period, ranking and limit. With findTime the period
// goes through the table's one time dimension, else through a.Time. It
// declines when the question says more than that: every word left over
// must be one of span, the words that named the aggregate. how says what
// was aggregated, for the answer.
func (b *Brain) aggregatePlan(d *Decision, a knowledge.Aggregate, how string, span []int, findTime bool, groupCols ...string) bool {
	s := d.Slots
	cols, colSpan := b.columnGroups(s, a.Table, span)
	cols = append(slices.Clip(groupCols), cols...)
	span = append(append([]int(nil), span...), colSpan...)
	if len(d.Compare) > 0 || s.Per != nil || s.Share || s.Growth || len(span) != len(s.leftovers()) {
		return false
	}
	timeDim := a.Time
	if findTime {
		times := 0
		for _, n := range knowledge.SortedNames(b.snap.Dimensions) {
			if dim := b.snap.Dimensions[n]; dim.Table == a.Table && dim.Kind.IsTime() {
				timeDim, times = n, times+1
			}
		}
		if times > 1 {
			timeDim = "" // no telling which dates a period means
		}
	}
	if (d.Period != nil || s.Grain != "") && timeDim == "" {
		return false
	}
	a.Time = timeDim
	t := b.snap.Tables[a.Table]
	name := a.Name
	q := knowledge.MetricQuery{Grain: s.Grain, Order: s.Order, Limit: s.Limit}
	for _, g := range s.Groups {
		q.Dimensions = append(q.Dimensions, g.Name)
	}
	if s.Grain != "" {
		q.Dimensions = append(q.Dimensions, timeDim)
	}
	q.Columns = cols
	if len(s.Groups)+len(cols) > 0 && s.Grain == "" && q.Order == "" {
		q.Order = "desc"
	}
	if s.Single && q.Limit == 0 && len(q.Dimensions)+len(cols) > 0 {
		q.Limit = 1
	}
	for _, f := range d.Filters {
		q.Filters = append(q.Filters, knowledge.Filter{Dimension: f.Dimension, Values: []any{f.Value}})
	}
	if d.Period != nil {
		from, to := d.Period.From, d.Period.To
		q.From, q.To = &from, &to
	}
	cq, err := b.snap.CompileAggregate(a, q)
	if err != nil {
		return false // a dimension the table does not reach
	}
	note := fmt.Sprintf("Computed %s as %s on %s", strings.ReplaceAll(name, "_", " "), a.SQL, t.Name)
	var conds, by []string
	for _, f := range d.Filters {
		conds = append(conds, fmt.Sprintf("%s is %s", strings.ToLower(dimLabel(b.snap.Dimensions[f.Dimension])), f.Value))
	}
	if d.Period != nil {
		conds = append(conds, fmt.Sprintf("%s from %s to %s", strings.ToLower(dimLabel(b.snap.Dimensions[timeDim])), d.Period.From.Format("2006-01-02"), d.Period.To.Format("2006-01-02")))
	}
	for _, g := range s.Groups {
		by = append(by, strings.ToLower(dimLabel(b.snap.Dimensions[g.Name])))
	}
	for _, c := range cols {
		by = append(by, c)
	}
	if s.Grain != "" {
		by = append(by, s.Grain)
	}
	if len(conds) > 0 {
		note += ", where " + strings.Join(conds, " and ")
	}
	if len(by) > 0 {
		note += ", per " + listAnd(by)
	}
	d.SQLNote = note + "."
	for _, i := range span {
		s.used[i] = true
	}
	d.Route = RouteSQL
	d.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: cq.SQL, Source: t.Source}}}
	d.MetricCol = name
	switch {
	case len(s.Groups) > 0:
		d.KeyCol = s.Groups[0].Name
	case len(cols) > 0:
		_, d.KeyCol, _ = strings.Cut(cols[0], ".")
	case s.Grain != "":
		d.KeyCol = s.Grain
	}
	d.Groups, d.Grain = q.Dimensions, s.Grain
	d.Evidence.Base = 0.8
	if how != "" {
		d.Assumptions = append(d.Assumptions, how)
	}
	return true
}

// isKey reports whether column c of t is a join key, either end: summing
// or averaging one means nothing.
func (b *Brain) isKey(t *knowledge.Table, c string) bool {
	for _, tab := range b.snap.Tables {
		for _, j := range tab.Joins {
			if tab == t && strings.EqualFold(j.Column, c) || j.To == t.Name && strings.EqualFold(j.References, c) {
				return true
			}
		}
	}
	return false
}

// mentionCountPlan answers "employees by country" when no metric counts
// employees: the distinct values of the dimension the question names are
// counted per group. A group word the dimension's table cannot reach is
// read again on that table, as a dimension whose name holds the word
// ("supplier country" for "suppliers per country") or as a column.
func (b *Brain) mentionCountPlan(d *Decision) bool {
	s := d.Slots
	if len(s.Metrics) > 0 || len(s.Mentions) != 1 || len(s.Groups) == 0 || s.Average {
		return false
	}
	dim := b.snap.Dimensions[s.Mentions[0].Name]
	if dim == nil || dim.Kind.IsTime() {
		return false
	}
	reaches := func(table string) bool {
		_, err := knowledge.JoinPath(b.snap, dim.Table, []string{table})
		return table == dim.Table || err == nil
	}
	var groups []Term
	var cols []string
	for _, g := range s.Groups {
		if gd := b.snap.Dimensions[g.Name]; gd != nil && reaches(gd.Table) {
			groups = append(groups, g)
			continue
		}
		words := knowledge.Terms(g.Text)
		found := ""
		for _, n := range knowledge.SortedNames(b.snap.Dimensions) {
			if od := b.snap.Dimensions[n]; od.Table == dim.Table && !od.Kind.IsTime() && n != dim.Name && containsAll(knowledge.Terms(knowledge.NameWords(n)+" "+od.Label), words) {
				found = n
				break
			}
		}
		if found != "" {
			groups = append(groups, Term{Kind: knowledge.KindDimension, Name: found, Start: g.Start, End: g.End, Text: g.Text})
			continue
		}
		for _, tc := range b.columnsOf([]string{dim.Table}, data.String) {
			if slices.Equal(knowledge.Terms(knowledge.NameWords(tc.column.Name)), words) {
				found = dim.Table + "." + tc.column.Name
			}
		}
		if found == "" {
			return false
		}
		cols = append(cols, found)
	}
	keep := *s
	s.Groups = groups
	name := "number_of_" + strings.ReplaceAll(knowledge.Fold(plural(dim.Name, 2)), " ", "_")
	how := fmt.Sprintf("No metric counts %s, so this counts the distinct values of the dimension %s (%s.%s).", plural(strings.ToLower(dimLabel(dim)), 2), dim.Name, dim.Table, dim.Expr)
	if !b.aggregatePlan(d, knowledge.Aggregate{Name: name, Table: dim.Table, SQL: "COUNT(DISTINCT " + dim.SQL + ")"}, how, nil, true, cols...) {
		*s = keep
		return false
	}
	return true
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return len(want) > 0
}

// columnGroupPlan answers "fare revenue by member" when member is a
// column of a table the metric reaches but no dimension: the metric,
// grouped by that column, as one SQL step.
func (b *Brain) columnGroupPlan(d *Decision) bool {
	s := d.Slots
	if len(s.Metrics) != 1 {
		return false
	}
	m := b.snap.Metrics[s.Metrics[0].Name]
	if cols, _ := b.columnGroups(s, m.Table, nil); len(cols) == 0 {
		return false
	}
	if !b.aggregatePlan(d, knowledge.Aggregate{Name: m.Name, Table: m.Table, SQL: m.SQL, Time: m.Time, Filters: m.Filters}, "", nil, false) {
		return false
	}
	d.Route, d.Metric = RouteSQL, m
	d.Evidence.Base = 0.85
	return true
}

// byWords come before what a question breaks down by.
var byWords = setOf("by", "per", "each", "across")

// columnGroups finds the columns a question breaks down by that no
// dimension declares: words after "by", "per", "each" or "across" naming a
// text or date column (by its name or a synonym) of a table that base
// reaches through the declared joins, none a join key. It returns them as
// "table.column" with the positions of their words; a name two columns
// share is left alone.
func (b *Brain) columnGroups(s *Slots, base string, taken []int) ([]string, []int) {
	left := s.leftovers()
	// the columns of the tables base reaches, found once and only when a
	// word follows "by"
	candidates := sync.OnceValue(func() []tableColumn {
		var reach []string
		for _, name := range knowledge.SortedNames(b.snap.Tables) {
			if _, err := knowledge.JoinPath(b.snap, base, []string{name}); name == base || err == nil {
				reach = append(reach, name)
			}
		}
		return b.columnsOf(reach, data.String, data.Date)
	})
	var refs []string
	var span []int
	for k, i := range left {
		if slices.Contains(taken, i) || slices.Contains(span, i) || i == 0 {
			continue
		}
		// "by district and member": and after a grouping continues it
		after := byWords[s.Words[i-1]]
		if !after && i >= 2 && s.Words[i-1] == "and" {
			after = slices.Contains(span, i-2)
			for _, g := range s.Groups {
				after = after || g.End == i-1
			}
		}
		if !after {
			continue
		}
		var best longest[tableColumn]
		for _, tc := range candidates() {
			for _, ph := range tc.phrases() {
				if m := matchLeftovers(s, left[k:], ph); len(m) > 0 && m[0] == i {
					best.offer(tc, m)
				}
			}
		}
		if tc, at, ok := best.found(); ok {
			refs, span = append(refs, tc.table.Name+"."+tc.column.Name), append(span, at...)
		}
	}
	return refs, span
}

// longest keeps the candidate with the longest match among the leftover
// words; two candidates matching as long leave none (ambiguous).
type longest[T comparable] struct {
	best T
	span []int
	tied bool
}

func (l *longest[T]) offer(c T, at []int) {
	switch {
	case len(at) > len(l.span):
		l.best, l.span, l.tied = c, at, false
	case len(at) > 0 && len(at) == len(l.span) && c != l.best:
		l.tied = true
	}
}

func (l *longest[T]) found() (T, []int, bool) {
	return l.best, l.span, len(l.span) > 0 && !l.tied
}

// tableColumn is a column with its table.
type tableColumn struct {
	table  *knowledge.Table
	column *knowledge.Column
}

// phrases are the ways a question names the column.
func (tc tableColumn) phrases() []string {
	return append([]string{knowledge.NameWords(tc.column.Name)}, tc.column.Synonyms...)
}

// columnsOf lists the columns of the given kinds in tables, join keys left
// out: grouping by or summing a key means nothing.
func (b *Brain) columnsOf(tables []string, kinds ...data.Kind) []tableColumn {
	var out []tableColumn
	for _, name := range tables {
		t := b.snap.Tables[name]
		for _, c := range t.Columns {
			if slices.Contains(kinds, c.Kind) && !b.isKey(t, c.Name) {
				out = append(out, tableColumn{t, c})
			}
		}
	}
	return out
}

// matchLeftovers returns the positions of the leftover words that spell
// phrase, stem by stem and in order, or nil.
func matchLeftovers(s *Slots, left []int, phrase string) []int {
	want := knowledge.Terms(phrase)
	if len(want) == 0 {
		return nil
	}
	for start := range left {
		if start+len(want) > len(left) {
			break
		}
		ok := true
		for k, w := range want {
			i := left[start+k]
			ok = ok && s.stems[i] == w && (k == 0 || i == left[start+k-1]+1)
		}
		if ok {
			return left[start : start+len(want)]
		}
	}
	return nil
}

// period settles the period of the plan, or the two of a comparison.
func (b *Brain) period(d *Decision) {
	s := d.Slots
	for _, p := range s.Periods {
		if p.Rule != "" {
			d.Assumptions = append(d.Assumptions, p.Rule)
			if p.relative == "" {
				d.Evidence.Guessed++
			}
		}
	}
	switch {
	case len(s.Periods) == 1 && s.Growth && len(s.Periods[0].parts) == 2 && s.Grain == "":
		d.Compare = append([]Period(nil), s.Periods[0].parts...)
	case len(s.Periods) >= 2:
		if s.Growth || s.Grain == "" {
			d.Compare = append([]Period(nil), s.Periods[:2]...)
			sort.SliceStable(d.Compare, func(i, j int) bool { return d.Compare[i].From.Before(d.Compare[j].From) })
			return
		}
		p := Period{From: s.Periods[0].From, To: s.Periods[len(s.Periods)-1].To, Label: s.Periods[0].Label + " to " + s.Periods[len(s.Periods)-1].Label}
		d.Period = &p
	case len(s.Periods) == 1:
		p := s.Periods[0]
		if s.Growth && s.Grain == "" {
			prev := previousPeriod(p)
			d.Compare = []Period{prev, p}
			d.Assumptions = append(d.Assumptions, fmt.Sprintf("Growth in %s is measured against the period before it of the same length, %s.", p.Label, prev.Label))
			return
		}
		d.Period = &p
	}
}

// previousPeriod is the period of the same length just before p.
func previousPeriod(p Period) Period {
	switch p.unit {
	case "year":
		y := p.From.Year() - 1
		q := Period{unit: "year"}
		q.setYear(y)
		return q
	case "quarter", "half", "month":
		q := Period{unit: p.unit, index: p.index}
		months := map[string]int{"quarter": 3, "half": 6, "month": 1}[p.unit]
		from := p.From.AddDate(0, -months, 0)
		q.index = (int(from.Month())-1)/months + 1
		q.setYear(from.Year())
		return q
	}
	days := int(p.To.Sub(p.From).Hours()/24) + 1
	q := Period{From: p.From.AddDate(0, 0, -days), To: p.From.AddDate(0, 0, -1)}
	q.Label = q.From.Format("2006-01-02") + " to " + q.To.Format("2006-01-02")
	return q
}

func (b *Brain) stop(d *Decision, why string) *Decision {
	d.Route = RouteStop
	d.Plan = nil
	d.Message = why + " " + b.capabilities()
	return d
}

// capabilities lists a few things the workspace can answer, from its pipes
// and metrics: the tail of every refusal.
func (b *Brain) capabilities() string {
	var ex []string
	for _, name := range knowledge.SortedNames(b.snap.Pipes) {
		p := b.snap.Pipes[name]
		if len(p.Examples) > 0 {
			ex = append(ex, p.Examples[0])
		}
		if len(ex) == 3 {
			break
		}
	}
	var ms []string
	for _, name := range knowledge.SortedNames(b.snap.Metrics) {
		m := b.snap.Metrics[name]
		ms = append(ms, strings.ToLower(labelOf(m.Label, m.Name)))
	}
	msg := ""
	if len(ms) > 0 {
		msg = "I can answer questions about " + listAnd(ms)
		if len(b.snap.Dimensions) > 0 {
			var ds []string
			for _, n := range knowledge.SortedNames(b.snap.Dimensions) {
				ds = append(ds, strings.ToLower(dimLabel(b.snap.Dimensions[n])))
			}
			msg += ", by " + listOr(ds)
		}
		msg += "."
	}
	if len(ex) > 0 {
		msg += " For example: " + strings.Join(quoteAll(ex), ", ") + "."
	}
	return strings.TrimSpace(msg)
}

// documentsFit reports whether a document chunk covers the question better
// than any pipe that could answer it.
func (b *Brain) documentsFit(s *Slots, cands []pipeCand) bool {
	da := b.readDocuments(s)
	if da.Chunk == nil {
		return false
	}
	if c := retrieved(cands); c != nil && c.coverage >= da.Coverage {
		return false
	}
	return true
}

func (b *Brain) documentsMessage(s *Slots) string {
	var parts []string
	for _, t := range s.Metrics {
		m := b.snap.Metrics[t.Name]
		line := fmt.Sprintf("%s: %s", labelOf(m.Label, m.Name), m.Description)
		if m.DocumentedIn != "" {
			line += fmt.Sprintf(" (defined in the document %q)", m.DocumentedIn)
		}
		parts = append(parts, line)
	}
	msg := "No document defines it further."
	if len(parts) > 0 {
		msg = "The workspace's own definition: " + strings.Join(parts, "; ") + "."
	}
	return msg
}

func (b *Brain) noMatchMessage(s *Slots) string {
	if len(s.Filters) > 0 && len(s.Metrics) == 0 {
		return fmt.Sprintf("I found %q in the data but not what to measure about it.", s.Filters[0].Value)
	}
	return "I could not match this question to the workspace's metrics, pipes or tables."
}

// explainUnknown forgives leftover words that the chosen pipe or metric
// explains and reports the rest.
func (b *Brain) explainUnknown(d *Decision) {
	s := d.Slots
	explained := map[string]bool{}
	addText := func(texts ...string) {
		for _, t := range texts {
			for _, w := range knowledge.Terms(t) {
				explained[w] = true
			}
		}
	}
	if d.Pipe != nil {
		addText(d.Pipe.Name, d.Pipe.Description, strings.Join(d.Pipe.Examples, " "), strings.Join(d.Pipe.Tags, " "))
		for _, c := range d.Pipe.Columns {
			addText(c.Name)
		}
	}
	if d.Metric != nil {
		addText(d.Metric.Name, d.Metric.Label, d.Metric.Description, strings.Join(d.Metric.Synonyms, " "))
	}
	if d.Verified != nil {
		addText(d.Verified.Question, d.Verified.Description)
	}
	for _, i := range s.leftovers() {
		ok := explained[s.stems[i]]
		for _, v := range knowledge.PastTenseStems(s.stems[i]) {
			ok = ok || explained[v]
		}
		if !ok {
			d.Unknown = append(d.Unknown, s.Words[i])
		}
	}
	d.Evidence.Unknown = len(d.Unknown)
	if len(d.Unknown) > 0 {
		d.Warnings = append(d.Warnings, fmt.Sprintf("Not understood and not used: %s. If they restrict the question, the answer may be too broad.", strings.Join(quoteAll(d.Unknown), ", ")))
	}
}

// ---------------------------------------------------------------- pipes

type pipeCand struct {
	pipe      *knowledge.Pipe
	score     float64
	coverage  float64 // share of the question's content terms the pipe matches
	fit       bool    // takes every slot of the question
	usable    bool    // its required params can be filled
	hasMetric bool    // returns the question's metric
	why       string
	hard      bool // failed on a period, filter or ranking, not on columns
	inputs    map[string]any
	metricCol string
	keyCol    string
}

// pipeCandidates scores pipes by retrieval and checks which fit the slots.
func (b *Brain) pipeCandidates(s *Slots) []pipeCand {
	// entity values and periods are slots, matched against params; leave
	// them out of retrieval so that a pipe whose examples happen to name
	// the same value does not win on that
	skip := make([]bool, len(s.Words))
	for _, f := range s.Filters {
		for i := f.Start; i < f.End; i++ {
			skip[i] = true
		}
	}
	for _, p := range s.Periods {
		for i := p.Start; i < p.End && i < len(skip); i++ {
			skip[i] = true
		}
	}
	var terms []string
	for i, w := range s.Words {
		if !skip[i] && !knowledge.IsStopWord(w) {
			terms = append(terms, s.stems[i])
		}
	}
	hits := b.snap.Index.SearchTerms(terms, knowledge.KindPipe)
	content := 0
	for _, t := range terms {
		if !isDigits(t) {
			content++
		}
	}
	var out []pipeCand
	for i, h := range hits {
		if i == 6 {
			break
		}
		c := pipeCand{pipe: b.snap.Pipes[h.ID], score: h.Score}
		if content > 0 {
			c.coverage = float64(len(h.Matched)) / float64(content)
		}
		b.fit(s, &c)
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].fit && !out[j].fit })
	return out
}

// filled counts the params filled from the question's entities.
func (c *pipeCand) filled() int {
	n := 0
	for _, pa := range c.pipe.Pipe.Params {
		if _, ok := c.inputs[pa.Name]; ok && pa.Dimension != "" {
			n++
		}
	}
	return n
}

// fit checks a pipe against the slots and fills its inputs.
func (b *Brain) fit(s *Slots, c *pipeCand) {
	p := c.pipe
	c.inputs = map[string]any{}
	soft := func(format string, args ...any) {
		if c.why == "" {
			c.why = fmt.Sprintf(format, args...)
		}
		c.fit = false
	}
	fail := func(format string, args ...any) {
		soft(format, args...)
		c.hard = true
	}
	c.fit, c.usable = true, true
	from, to := dateParams(p)
	switch {
	case len(s.Periods) > 1 && (s.Growth || s.Grain == ""), len(s.Periods) == 1 && s.Growth && s.Grain == "":
		fail("compares periods")
	case len(s.Periods) > 0:
		if from == nil || to == nil {
			fail("takes no date range")
		} else {
			pr := s.Periods[0]
			if len(s.Periods) > 1 {
				pr.To = s.Periods[len(s.Periods)-1].To
			}
			if s.Growth {
				fail("growth needs two periods")
			}
			c.inputs[from.Name] = pr.From.Format("2006-01-02")
			c.inputs[to.Name] = pr.To.Format("2006-01-02")
		}
	}
	used := map[string]bool{}
	for _, f := range s.Filters {
		pa := paramFor(p, f.Dimension)
		if pa == nil {
			fail("cannot filter on %s", f.Dimension)
			continue
		}
		c.inputs[pa.Name] = f.Value
		used[pa.Name] = true
	}
	for _, pa := range p.Pipe.Params {
		if _, ok := c.inputs[pa.Name]; !ok && pa.Required && !config.HasDefault(pa) {
			c.usable = false
			soft("needs %s", pa.Name)
		}
	}
	// columns: the key (first non-numeric) and the metric
	key := ""
	for _, col := range p.Columns {
		if !col.Kind.IsNumber() {
			key = col.Name
			break
		}
	}
	c.keyCol = key
	wantKey := len(s.Groups) > 0 || s.Grain != ""
	switch {
	case wantKey && key == "":
		fail("returns one row")
	case wantKey && len(s.Groups) > 0:
		for _, g := range s.Groups {
			if b.column(p, knowledge.KindDimension, g.Name) == "" {
				fail("has no %s column", g.Name)
			}
		}
		if b.column(p, knowledge.KindDimension, s.Groups[0].Name) != key {
			fail("is not one row per %s", s.Groups[0].Name)
		}
		if s.Grain != "" {
			fail("is not by %s", s.Grain)
		}
	case wantKey:
		if !strings.Contains(knowledge.Fold(key), s.Grain) {
			fail("is not by %s", s.Grain)
		}
	case key != "" && len(s.Metrics) > 0 && !(s.Limit > 1 || s.Order != "" && !s.Single):
		fail("returns a breakdown, not one number")
	}
	for k, m := range s.Metrics {
		col := b.column(p, knowledge.KindMetric, m.Name)
		if col == "" {
			soft("does not return %s", m.Name)
			continue
		}
		if k == 0 {
			c.metricCol, c.hasMetric = col, true
		}
	}
	if s.Per != nil {
		fail("does not divide metrics")
	}
	// "employees by country": what is counted or listed is named, and a
	// pipe of another thing per country does not answer it
	if len(s.Metrics) == 0 {
		for _, m := range s.Mentions {
			if b.column(p, knowledge.KindDimension, m.Name) == "" && !pipeSays(p, m.Text) {
				fail("is not about %s", m.Text)
			}
		}
	}
	if len(s.Metrics) == 0 && c.metricCol == "" {
		for _, col := range p.Columns {
			if col.Kind.IsNumber() {
				c.metricCol = col.Name
				break
			}
		}
	}
	// ranking: a limit param takes N only when the pipe's own order is the
	// one asked (its SQL ranks from the top)
	if lim := limitParam(p); lim != nil {
		n := s.Limit
		if n == 0 && s.Single {
			n = 1
		}
		switch {
		case s.Order == "asc":
			fail("ranks from the top only")
		case n > 0:
			if lim.Max != nil && float64(n) > *lim.Max {
				fail("returns at most %v rows", *lim.Max)
			}
			c.inputs[lim.Name] = n
		case s.Order == "" && lim.Max != nil:
			// no ranking asked: all rows, not the default top N
			c.inputs[lim.Name] = int(*lim.Max)
		}
	}
}

// pipeSays reports whether a pipe's name, description, examples or tags
// use every word of text.
func pipeSays(p *knowledge.Pipe, text string) bool {
	have := map[string]bool{}
	for _, w := range knowledge.Terms(strings.Join(append(append([]string{knowledge.NameWords(p.Name), p.Description}, p.Examples...), p.Tags...), " ")) {
		have[w] = true
	}
	for _, w := range knowledge.Terms(text) {
		if !have[w] {
			return false
		}
	}
	return true
}

// column finds the pipe column that is a metric or a dimension: same name,
// or a name the metric or dimension is known by.
func (b *Brain) column(p *knowledge.Pipe, kind, name string) string {
	for _, col := range p.Columns {
		if knowledge.Fold(col.Name) == knowledge.Fold(name) {
			return col.Name
		}
	}
	for _, col := range p.Columns {
		st := stems(col.Name)
		for _, ph := range b.v.phrases {
			if ph.kind == kind && ph.name == name && slices.Equal(ph.stems, st) {
				return col.Name
			}
		}
	}
	return ""
}

// dateParams finds the pipe's date range: the params named like a start and
// an end, else its first two date params.
func dateParams(p *knowledge.Pipe) (from, to *config.Param) {
	var dates []*config.Param
	for _, pa := range p.Pipe.Params {
		if pa.Type != config.TypeDate {
			continue
		}
		dates = append(dates, pa)
		n := knowledge.Fold(pa.Name)
		switch {
		case strings.Contains(n, "from") || strings.Contains(n, "start") || strings.Contains(n, "since") || strings.Contains(n, "begin"):
			from = pa
		case n == "to" || strings.Contains(n, "end") || strings.Contains(n, "until") || strings.HasSuffix(n, "_to"):
			to = pa
		}
	}
	if (from == nil || to == nil) && len(dates) == 2 {
		from, to = dates[0], dates[1]
	}
	return from, to
}

func paramFor(p *knowledge.Pipe, dim string) *config.Param {
	for _, pa := range p.Pipe.Params {
		if pa.Dimension == dim {
			return pa
		}
	}
	return nil
}

// limitParam is the int param that says how many rows to return.
func limitParam(p *knowledge.Pipe) *config.Param {
	for _, pa := range p.Pipe.Params {
		if pa.Type != config.TypeInt {
			continue
		}
		n := knowledge.Fold(pa.Name)
		if n == "limit" || n == "top" || n == "n" || strings.Contains(n, "limit") || strings.Contains(knowledge.Fold(pa.Description), "how many") {
			return pa
		}
	}
	return nil
}

func (b *Brain) pipePlan(d *Decision, c *pipeCand, all []pipeCand) {
	s := d.Slots
	d.Route = RoutePipes
	d.Pipe = c.pipe
	d.MetricCol, d.KeyCol = c.metricCol, c.keyCol
	for _, g := range s.Groups {
		d.Groups = append(d.Groups, g.Name)
	}
	d.Grain = s.Grain
	if len(s.Metrics) > 0 {
		d.Metric = b.snap.Metrics[s.Metrics[0].Name]
	}
	d.Evidence.Base = 0.95
	if !c.fit {
		d.Evidence.Base = 0.7
	}
	if len(all) > 1 && c.score > 0 {
		d.Evidence.Margin = round3((c.score - all[1].score) / c.score)
		if all[1].pipe == c.pipe {
			d.Evidence.Margin = round3((c.score - all[0].score) / c.score)
		}
	} else {
		d.Evidence.Margin = 1
	}
	p := &plan.Plan{Steps: []plan.Step{{ID: "p", Pipe: c.pipe.Name, Inputs: c.inputs}}}
	// ranking and limits the pipe does not do itself
	lim := limitParam(c.pipe)
	if c.metricCol != "" && (s.Order != "" || s.Single) {
		if s.Order == "asc" || lim == nil {
			p.Sort = []plan.Sort{{Column: c.metricCol, Desc: s.Order != "asc"}}
		}
	}
	if lim == nil {
		switch {
		case s.Limit > 0:
			p.Limit = s.Limit
		case s.Single:
			p.Limit = 1
		}
	}
	if s.Share && c.metricCol != "" && d.Metric != nil {
		b.addShare(d, p, "p", c.metricCol)
	}
	d.Plan = p
	b.applyPeriod(d)
	b.evidenceFromFilters(d)
}

// applyPeriod records the period a pipe plan covers.
func (b *Brain) applyPeriod(d *Decision) {
	if d.Period == nil && len(d.Slots.Periods) == 1 {
		p := d.Slots.Periods[0]
		d.Period = &p
	}
}

func (b *Brain) evidenceFromFilters(d *Decision) {
	for _, f := range d.Filters {
		d.Evidence.EntityScores = append(d.Evidence.EntityScores, round3(f.Score))
		if f.Kind != knowledge.MatchExact {
			d.Assumptions = append(d.Assumptions, fmt.Sprintf("Read %q as %s = %s (%s match).", f.Text, dimLabel(b.snap.Dimensions[f.Dimension]), f.Value, f.Kind))
		}
		if len(f.Also) > 0 {
			d.Evidence.Ambiguous++
			var others []string
			for _, o := range f.Also {
				others = append(others, dimLabel(b.snap.Dimensions[o]))
			}
			d.Assumptions = append(d.Assumptions, fmt.Sprintf("%q is a %s and also a %s value; read as %s. Name the one you mean to be sure.", f.Value, dimLabel(b.snap.Dimensions[f.Dimension]), strings.Join(others, " and "), dimLabel(b.snap.Dimensions[f.Dimension])))
		}
	}
}

// addShare adds the total of the metric over the same filters and a share
// column to a plan.
func (b *Brain) addShare(d *Decision, p *plan.Plan, step, col string) {
	m := d.Metric
	tot := plan.Step{ID: "total", Metric: m.Name, Filters: b.metricFilters(d, d.Period)}
	p.Steps = append(p.Steps, tot)
	if len(p.Output) == 0 {
		for _, c := range b.stepColumns(d, p.Steps[0]) {
			p.Output = append(p.Output, plan.Output{Type: plan.DirectColumn, Name: c, From: step + "." + c})
		}
	}
	p.Output = append(p.Output, plan.Output{Type: plan.FormulaColumn, Name: "share_pct", Formula: fmt.Sprintf("round(pct(%s.%s, total.%s), 2)", step, col, m.Name), Unit: "%"})
}

// stepColumns lists the columns a step returns, as the planner knows them.
func (b *Brain) stepColumns(d *Decision, st plan.Step) []string {
	if st.Pipe != "" {
		var out []string
		for _, c := range b.snap.Pipes[st.Pipe].Columns {
			out = append(out, c.Name)
		}
		return out
	}
	var out []string
	for _, dim := range st.Dimensions {
		if st.Grain != "" && b.snap.Dimensions[dim].Kind.IsTime() {
			out = append(out, st.Grain)
		} else {
			out = append(out, dim)
		}
	}
	return append(out, st.Metric)
}

// ---------------------------------------------------------------- metrics

func (b *Brain) metricFilters(d *Decision, p *Period) map[string]any {
	f := map[string]any{}
	for _, x := range d.Filters {
		if prev, ok := f[x.Dimension]; ok {
			f[x.Dimension] = append(toList(prev), x.Value)
		} else {
			f[x.Dimension] = x.Value
		}
	}
	if p != nil {
		f[plan.PeriodFilter] = []any{p.From.Format("2006-01-02"), p.To.Format("2006-01-02")}
	}
	if len(f) == 0 {
		return nil
	}
	return f
}

func toList(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	return []any{v}
}

// metricPlan compiles the question into metric steps: one for the breakdown,
// plus a total for shares, a second period for growth, or a second metric
// for ratios.
func (b *Brain) metricPlan(d *Decision) error {
	s := d.Slots
	m := b.snap.Metrics[s.Metrics[0].Name]
	d.Route, d.Metric = RouteMetric, m
	d.Evidence.Base = 0.9
	dims := []string{}
	for _, g := range s.Groups {
		dims = append(dims, g.Name)
	}
	grain := ""
	if s.Grain != "" {
		if m.Time == "" {
			d.Warnings = append(d.Warnings, fmt.Sprintf("%s has no time dimension, so it cannot be broken down by %s.", labelOf(m.Label, m.Name), s.Grain))
		} else {
			td := b.snap.Dimensions[m.Time]
			grain = s.Grain
			if len(td.Grains) > 0 && !slices.Contains(td.Grains, grain) {
				d.Warnings = append(d.Warnings, fmt.Sprintf("%s has no %s grain; using %s.", dimLabel(td), grain, td.Grains[0]))
				grain = td.Grains[0]
			}
			dims = append(dims, m.Time)
		}
	}
	if (d.Period != nil || len(d.Compare) > 0) && m.Time == "" {
		d.Warnings = append(d.Warnings, fmt.Sprintf("%s is not tied to a date, so the period in the question was not applied.", labelOf(m.Label, m.Name)))
		d.Period, d.Compare = nil, nil
	}
	d.Groups, d.Grain = dims, grain
	if s.Growth && grain != "" && len(d.Compare) == 0 {
		d.Warnings = append(d.Warnings, fmt.Sprintf("Growth from one %s to the next is not computed; the %s series is shown. Ask for two periods (\"Q1 vs Q2 1998\") to get the growth between them.", grain, grain))
	}
	order, limit := "", 0
	switch {
	case s.Order != "":
		order = s.Order
	case len(dims) > 0 && grain == "":
		order = "desc"
	}
	switch {
	case s.Limit > 0:
		limit = s.Limit
	case s.Single && (len(s.Groups) > 0 || grain != ""):
		limit = 1
	case s.Order != "" && len(s.Groups) > 0 && !s.Single && hasWord(s, "top", "bottom"):
		limit = 10
	}
	step := plan.Step{ID: "m", Metric: m.Name, Dimensions: dims, Grain: grain, Order: order, Limit: limit}
	if grain != "" && len(s.Groups) == 0 && s.Order == "" {
		step.Order = "" // a time series reads in time order
	}
	p := &plan.Plan{}
	keyCols := b.stepColumns(d, step)
	keyCols = keyCols[:len(keyCols)-1]
	if len(keyCols) > 0 {
		d.KeyCol = keyCols[0]
	}
	join := func(id string) string {
		if len(keyCols) == 0 {
			return ""
		}
		return fmt.Sprintf("m.%s = %s.%s", keyCols[0], id, keyCols[0])
	}
	switch {
	case len(d.Compare) == 2:
		a, c := d.Compare[0], d.Compare[1]
		step.ID = "cur"
		step.Filters = b.metricFilters(d, &c)
		prev := step
		prev.ID, prev.Filters, prev.Limit, prev.Order = "prev", b.metricFilters(d, &a), 0, ""
		if len(keyCols) > 0 {
			prev.Join = fmt.Sprintf("cur.%s = prev.%s", keyCols[0], keyCols[0])
			step.Limit = 0 // rank after the growth is known
			step.Order = ""
		}
		p.Steps = []plan.Step{step, prev}
		for _, k := range keyCols {
			p.Output = append(p.Output, plan.Output{Type: plan.DirectColumn, Name: k, From: "cur." + k})
		}
		unit := m.Unit
		colA, colB := colName(m.Name, a.Label), colName(m.Name, c.Label)
		p.Output = append(p.Output,
			plan.Output{Type: plan.DirectColumn, Name: colA, From: "prev." + m.Name, Unit: unit},
			plan.Output{Type: plan.DirectColumn, Name: colB, From: "cur." + m.Name, Unit: unit},
			plan.Output{Type: plan.FormulaColumn, Name: "change", Formula: fmt.Sprintf("out[%q] - out[%q]", colB, colA), Unit: unit},
			plan.Output{Type: plan.FormulaColumn, Name: "growth_pct", Formula: fmt.Sprintf("round(growth(out[%q], out[%q]), 2)", colB, colA), Unit: "%"},
		)
		d.MetricCol = "growth_pct"
		if len(keyCols) > 0 {
			p.Sort = []plan.Sort{{Column: "growth_pct", Desc: s.Order != "asc"}}
			if s.Order == "" {
				p.Sort = []plan.Sort{{Column: colB, Desc: true}}
			}
			p.Limit = limit
		}
	default:
		step.Filters = b.metricFilters(d, d.Period)
		p.Steps = []plan.Step{step}
		d.MetricCol = m.Name
		for _, t := range s.Metrics[1:] {
			extra := step
			extra.ID, extra.Metric, extra.Limit, extra.Order = "m_"+t.Name, t.Name, 0, ""
			extra.Join = join(extra.ID)
			if extra.Join == "" || limit == 0 {
				p.Steps = append(p.Steps, extra)
			} else {
				// the first step ranks and limits; the others must not
				p.Steps = append(p.Steps, extra)
			}
		}
		if s.Per != nil {
			per := step
			per.ID, per.Metric, per.Limit, per.Order = "per", s.Per.Name, 0, ""
			per.Join = join("per")
			p.Steps = append(p.Steps, per)
		}
		if len(p.Steps) > 1 || s.Share {
			for _, k := range keyCols {
				p.Output = append(p.Output, plan.Output{Type: plan.DirectColumn, Name: k, From: "m." + k})
			}
			p.Output = append(p.Output, plan.Output{Type: plan.DirectColumn, Name: m.Name, From: "m." + m.Name, Unit: m.Unit})
			for _, st := range p.Steps[1:] {
				if st.ID == "per" {
					continue
				}
				om := b.snap.Metrics[st.Metric]
				p.Output = append(p.Output, plan.Output{Type: plan.DirectColumn, Name: st.Metric, From: st.ID + "." + st.Metric, Unit: om.Unit})
			}
			if s.Per != nil {
				pm := b.snap.Metrics[s.Per.Name]
				name := m.Name + "_per_" + singular(pm.Name)
				p.Output = append(p.Output, plan.Output{Type: plan.FormulaColumn, Name: name, Formula: fmt.Sprintf("round(m.%s / per.%s, 2)", m.Name, pm.Name), Unit: m.Unit})
				d.MetricCol = name
				if len(s.Groups) > 0 {
					// rank by the ratio, not by the first metric
					p.Sort = []plan.Sort{{Column: name, Desc: s.Order != "asc"}}
					p.Limit, p.Steps[0].Limit, p.Steps[0].Order = p.Steps[0].Limit, 0, ""
				}
			}
			if s.Share {
				b.addShare(d, p, "m", m.Name)
			}
		}
	}
	d.Plan = p
	b.evidenceFromFilters(d)
	if len(m.Caveats) > 0 {
		d.Evidence.Caveats = len(m.Caveats)
	}
	return nil
}

func colName(metric, label string) string {
	return metric + "_" + strings.ReplaceAll(strings.ToLower(strings.Join(knowledge.Words(label), "_")), " ", "_")
}

func singular(s string) string {
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") {
		return s[:len(s)-1]
	}
	return s
}

func hasWord(s *Slots, ws ...string) bool {
	for _, w := range s.Words {
		for _, x := range ws {
			if w == x {
				return true
			}
		}
	}
	return false
}

// ---------------------------------------------------------------- verified

// verified finds a verified query whose question matches closely.
func (b *Brain) verified(s *Slots) *config.VerifiedQuery {
	terms := knowledge.Terms(s.Question)
	hits := b.snap.Index.SearchTerms(terms, knowledge.KindVerified)
	if len(hits) == 0 || len(terms) == 0 {
		return nil
	}
	if float64(len(hits[0].Matched))/float64(len(terms)) < 0.6 {
		return nil
	}
	for _, v := range b.snap.Verified {
		if v.Name == hits[0].ID {
			return v
		}
	}
	return nil
}

func (b *Brain) verifiedPlan(d *Decision, v *config.VerifiedQuery) {
	d.Route, d.Verified = RouteSQL, v
	d.Evidence.Base = 0.8
	d.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: v.SQL, Source: v.Source}}}
	if len(d.Slots.Periods) > 0 || len(d.Filters) > 0 {
		d.Warnings = append(d.Warnings, fmt.Sprintf("The verified query %q takes no period or filter; the ones in the question were not applied.", v.Name))
		d.Evidence.Unknown++
	}
}

// ---------------------------------------------------------------- helpers

func labelOf(label, name string) string {
	if label != "" {
		return label
	}
	return strings.ReplaceAll(name, "_", " ")
}

func listAnd(xs []string) string { return list(xs, "and") }
func listOr(xs []string) string  { return list(xs, "or") }

func list(xs []string, conj string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	case 2:
		return xs[0] + " " + conj + " " + xs[1]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " " + conj + " " + xs[len(xs)-1]
}

func quoteAll(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("%q", x)
	}
	return out
}
