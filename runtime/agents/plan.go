package agents

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
	"github.com/datacopilot/datacopilot/runtime/plan"
	"github.com/datacopilot/datacopilot/runtime/understand"
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

// Planned is an interpretation turned into a plan: everything the
// executor and the synthesizer need. The planner makes it from a Query;
// the executor and the repair loop add evidence; nothing changes the
// interpretation.
type Planned struct {
	Query *understand.Query
	Route string
	Plan  *plan.Plan
	// Message answers a stop or documents route, which run no query.
	Message string

	Pipe     *knowledge.Pipe
	Metric   *knowledge.Metric
	Verified *config.VerifiedQuery
	// Period is the period the plan covers (nil: all of the data).
	Period *understand.Period
	// Compare holds the two periods of a growth question; compared is
	// the name of what is compared (a metric's, or an aggregate's the
	// planner composed).
	Compare  []understand.Period
	compared string
	// outOf is the column holding how many entities a count of those that
	// pass a comparison went over ("" when none)
	outOf string
	// ownWhole marks a share of each group's own whole ("what percentage of
	// loans were renewed, by format"), whose shares do not add up to 100.
	ownWhole bool
	// Groups are the dimensions (or columns) of the breakdown; Grain the
	// time grain.
	Groups []string
	Grain  string
	// MetricCol is the output column holding the main number; KeyCol the
	// one naming each row ("" for one row).
	MetricCol, KeyCol string
	// SQLNote says in words what SQL the planner wrote itself computes.
	SQLNote string
	// Declined says why the better candidates before this one could not
	// be planned (the router's trace shows it).
	Declined []string

	Assumptions []string
	Warnings    []string
	// DocChunks are the document chunks the plan takes constraints from;
	// DocNotes say what each contributed.
	DocChunks []string
	DocNotes  []string
	// Doc is the answer read from the documents (documents route).
	Doc *DocAnswer
	// OriginalSQL is generated SQL that failed and was repaired.
	OriginalSQL string
	Evidence    Evidence
	// offline is the best offline reading, when the model's plan differs.
	offline *Planned
	// Drivers: the plan breaks a change down (drivers.go).
	Drivers *Drivers
}

// Evidence is what confidence is computed from (in one place: confidence).
type Evidence struct {
	// Kind is how the answer was planned: pipe (serving the reading
	// exactly), pipe_text (a pipe whose own words match), metric,
	// aggregate, verified, documents, define or stop.
	Kind         string    `json:"kind"`
	Coverage     float64   `json:"coverage"`
	Unexplained  []string  `json:"unexplained,omitempty"`
	EntityScores []float64 `json:"entity_scores,omitempty"`
	// Alternatives counts the other readings within the margin that give
	// a different result; Margin is the score gap to the best of them.
	Alternatives   int     `json:"alternatives,omitempty"`
	Margin         float64 `json:"margin"`
	GuessedMeasure bool    `json:"guessed_measure,omitempty"`
	GuessedPeriods int     `json:"guessed_periods,omitempty"`
	Repairs        int     `json:"repairs,omitempty"`
	Empty          bool    `json:"empty_result,omitempty"`
	Zero           bool    `json:"zero_result,omitempty"`
	OutOfRange     bool    `json:"period_outside_data,omitempty"`
	Caveats        int     `json:"caveats,omitempty"`
	Contradictions int     `json:"contradictory_sources,omitempty"`
	// Doubts are what the reader knows may make its reading not the one
	// meant, with no other reading to offer.
	Doubts       []string `json:"doubts,omitempty"`
	Unsupported  int      `json:"unsupported_sentences,omitempty"`
	LLMDisagrees bool     `json:"llm_disagrees,omitempty"`
	// Misspelt are the words read as near spellings of a function word
	// ("charged" for "changed"): a guess a person should confirm.
	Misspelt []string `json:"misspelt,omitempty"`
	// Short: the question asks for N of something, and the answer has
	// fewer rows.
	Short bool `json:"short_result,omitempty"`
	// Tie: the row at the rank asked for ties with the next.
	Tie bool `json:"tie_at_rank,omitempty"`
	// Unanswered: the passage read does not hold the kind of answer the
	// question asks for (no date for "when").
	Unanswered bool `json:"unanswered,omitempty"`
	// Candidates is how many interpretations were considered.
	Candidates int `json:"candidates"`
	// Unplanned: a better reading of the question could not be planned,
	// and the answer is of a lesser one.
	Unplanned bool `json:"better_reading_unplanned,omitempty"`
}

// errDecline: the planner cannot serve this interpretation this way.
var errDecline = errors.New("declined")

// planFor turns an interpretation into a plan: the pipe that serves it
// exactly, else compiled metric steps, else an aggregate query; or the
// documents, a definition, a refusal.
func (e *Engine) planFor(q *understand.Query) (*Planned, error) {
	p := &Planned{Query: q, Period: q.Period, Compare: q.Compare, Grain: q.Grain}
	p.Evidence.Coverage = q.Score.Coverage
	p.Evidence.Unexplained = q.Score.Unexplained
	for _, r := range q.Readings {
		// a misspelt grain shows in the answer's own shape (one row per
		// quarter); any other misspelt function word changes the number
		// unseen
		if (r.Kind == understand.Func && r.Name != "grain" || r.Kind == understand.Time) && strings.HasPrefix(r.Via, "typo") {
			p.Evidence.Misspelt = append(p.Evidence.Misspelt, fmt.Sprintf("%q for %q", r.Raw, strings.TrimPrefix(r.Via, "typo of ")))
		}
	}
	for _, g := range q.Groups {
		p.Groups = append(p.Groups, groupName(g))
	}
	switch q.Intent {
	case understand.IntentStop:
		e.stop(p)
		return p, nil
	case understand.IntentDocuments:
		da := e.readChunk(q)
		if da.Chunk != nil && da.Chunk.ID != q.Chunk {
			// (another section gives the answer: "the longest window" of
			// the sections that give one each)
			c := *q
			c.Chunk = da.Chunk.ID
			p.Query = &c
		}
		e.documentsPlan(p, da)
		return p, nil
	case understand.IntentDefine:
		e.definePlan(p)
		return p, nil
	case understand.IntentPipe:
		if err := e.pipeTextPlan(p); err != nil {
			return nil, err
		}
	case understand.IntentVerified:
		e.verifiedPlan(p)
	default:
		if err := e.dataPlan(p); err != nil {
			return nil, err
		}
	}
	e.notes(p)
	e.hybrid(p)
	return p, nil
}

func groupName(g understand.Group) string {
	if g.Dim != "" {
		return g.Dim
	}
	return g.Column
}

// possessive reports a word written with an apostrophe s ("trump's",
// "members'").
func possessive(raw string) bool {
	raw = strings.ReplaceAll(strings.ToLower(raw), "’", "'")
	return strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "s'")
}

// notes carries the reading's assumptions into the answer.
func (e *Engine) notes(p *Planned) {
	q := p.Query
	p.Assumptions = append(p.Assumptions, q.Notes...)
	p.Evidence.Doubts = slices.Clone(q.Doubts)
	for _, w := range q.Score.Weak {
		// "trump's lead" of a lead that is Clinton's: an owner said that
		// only a description mentions, which nothing read says whose
		if possessive(w) {
			p.Evidence.Doubts = append(p.Evidence.Doubts, fmt.Sprintf("%q names an owner the answer does not take: only a description mentions it.", w))
		}
	}
	p.Warnings = append(p.Warnings, p.Evidence.Doubts...)
	p.Evidence.GuessedMeasure = q.Guessed > 0 && q.Measure != nil && slices.ContainsFunc(q.Notes, func(n string) bool { return strings.HasPrefix(n, "No measure was named") })
	for _, per := range append(append([]understand.Period(nil), q.Compare...), periodList(q.Period)...) {
		if per.Guessed {
			p.Evidence.GuessedPeriods++
		}
	}
	for _, c := range q.Conds {
		if c.Match == nil {
			continue
		}
		p.Evidence.EntityScores = append(p.Evidence.EntityScores, round3(c.Match.Score))
		if c.Match.Kind != knowledge.MatchExact {
			p.Assumptions = append(p.Assumptions, fmt.Sprintf("Read %q as %s = %s (%s match).", c.Match.Text, dimLabel(e.snap.Dimensions[c.Dim]), c.Values[len(c.Values)-1], c.Match.Kind))
		}
	}
	if p.Metric != nil && len(p.Metric.Caveats) > 0 {
		p.Evidence.Caveats = len(p.Metric.Caveats)
	}
}

func periodList(p *understand.Period) []understand.Period {
	if p == nil {
		return nil
	}
	return []understand.Period{*p}
}

func round3(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

// dataPlan plans a data interpretation: a pipe that serves it exactly,
// else metric steps, else an aggregate query.
func (e *Engine) dataPlan(p *Planned) error {
	q := p.Query
	for _, c := range q.Conds {
		if c.Dated != nil && e.datedWhere(c) == nil {
			return fmt.Errorf("%s is not a column a period can be compared with", c.Dim)
		}
		if c.Dated != nil && q.Drivers {
			return errDecline // (a breakdown of a change keeps one date)
		}
	}
	if q.Measure != nil && q.Measure.Metric != "" {
		p.Metric = e.snap.Metrics[q.Measure.Metric]
	}
	if q.Drivers {
		p.Evidence.Kind = "metric"
		return e.driversPlan(p)
	}
	if q.Contrast != nil {
		// two values' difference: one metric step for each, or nothing
		if p.Metric == nil || q.Measure.Agg != "" || len(q.Groups) > 0 || q.Grain != "" || len(q.Also) > 0 || q.RankBy != nil {
			return errDecline
		}
		p.Evidence.Kind = "metric"
		return e.contrastPlan(p)
	}
	if q.Within != nil {
		// a ranking of the rows of another: two metric steps, or nothing
		if p.Metric == nil || q.Measure.Agg != "" || q.Within.Measure.Metric == "" || len(q.Groups) != 1 || q.Groups[0].Dim == "" || q.Grain != "" || len(q.Also) > 0 {
			return errDecline
		}
		p.Evidence.Kind = "metric"
		return e.withinPlan(p)
	}
	// things that have every value of a condition are counted by an
	// aggregate query alone
	every := slices.ContainsFunc(q.Conds, func(c understand.Cond) bool { return c.All }) || len(q.Each) > 0
	if pc := e.exactPipe(q); pc != nil && !q.Combined && !every {
		e.pipePlan(p, pc)
		p.Evidence.Kind = "pipe"
		return nil
	}
	if q.Measure != nil && q.Measure.Metric != "" && !q.Combined && !every && (q.Measure.Agg == "" || q.Measure.Agg == "avg" && q.Per != nil && q.Per.Metric != "") && len(q.Having) == 0 && q.Entity == nil && !q.List && !hasColumnGroup(q) {
		if err := e.metricPlan(p); err == nil {
			p.Evidence.Kind = "metric"
			return nil
		} else if !errors.Is(err, errDecline) {
			return err
		}
	}
	if err := e.aggregatePlan(p); err != nil {
		return err
	}
	p.Evidence.Kind = "aggregate"
	return nil
}

func hasColumnGroup(q *understand.Query) bool {
	for _, g := range q.Groups {
		if g.Column != "" {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------- pipes

// pipeChoice is a pipe with its inputs filled from an interpretation.
type pipeChoice struct {
	pipe              *knowledge.Pipe
	inputs            map[string]any
	metricCol, keyCol string
	sortAsc           bool // the plan sorts ascending itself
	limit             int  // the plan limits itself
}

// exactPipe finds a pipe that computes exactly what the interpretation
// asks: its metric as a column, its breakdown as the pipe's key, every
// condition a param, the period its date params, the N its limit param.
func (e *Engine) exactPipe(q *understand.Query) *pipeChoice {
	if q.List && q.Measure == nil {
		return e.listingPipe(q)
	}
	if q.Measure == nil || q.Measure.Metric == "" || q.Measure.Agg != "" || len(q.Also) > 0 || q.Per != nil || q.RankBy != nil ||
		len(q.Having) > 0 || q.Entity != nil || len(q.Compare) > 0 || q.Growth || q.List || len(q.Groups) > 1 {
		return nil
	}
	if q.TimeDim != "" && q.TimeDim != e.snap.Metrics[q.Measure.Metric].Time {
		return nil
	}
	// of the pipes that fit, the one whose own words match the question best
	order := []string{}
	for _, h := range e.snap.Index.SearchTerms(knowledge.Terms(e.lx.Question(q)), knowledge.KindPipe) {
		order = append(order, h.ID)
	}
	for _, name := range knowledge.SortedNames(e.snap.Pipes) {
		if !slices.Contains(order, name) {
			order = append(order, name)
		}
	}
	for _, name := range order {
		if c := e.fitPipe(e.snap.Pipes[name], q); c != nil {
			return c
		}
	}
	return nil
}

// listingPipe finds a pipe that lists what a listing asks for: its first
// column names the listed thing (a table's key, a dimension), and every
// condition and the period are its params.
func (e *Engine) listingPipe(q *understand.Query) *pipeChoice {
	if len(q.Groups) != 1 || len(q.Having) > 0 || q.Entity != nil || len(q.Compare) > 0 {
		return nil
	}
	want := e.listedNames(q.Groups[0])
	for _, name := range knowledge.SortedNames(e.snap.Pipes) {
		p := e.snap.Pipes[name]
		if len(p.Columns) == 0 || !slices.Contains(want, strings.Join(stems(p.Columns[0].Name), " ")) {
			continue
		}
		c := &pipeChoice{pipe: p, inputs: map[string]any{}, keyCol: p.Columns[0].Name}
		ok := len(q.Conds) > 0
		for _, cond := range q.Conds {
			pa := paramFor(p, cond.Dim)
			if cond.Dim == "" || cond.Exclude || len(cond.Values) != 1 || pa == nil {
				ok = false
				break
			}
			c.inputs[pa.Name] = cond.Values[0]
		}
		from, to := e.dateParams(p)
		if q.Period != nil {
			if from == nil || to == nil {
				ok = false
			} else {
				c.inputs[from.Name] = q.Period.From.Format("2006-01-02")
				c.inputs[to.Name] = q.Period.To.Format("2006-01-02")
			}
		}
		for _, pa := range p.Pipe.Params {
			if _, has := c.inputs[pa.Name]; !has && pa.Required && !config.HasDefault(pa) {
				ok = false
			}
		}
		if ok {
			return c
		}
	}
	return nil
}

// listedNames are the ways a listing's first column may be named: the
// dimension's names, or the table's key column.
func (e *Engine) listedNames(g understand.Group) []string {
	var out []string
	if g.Dim != "" {
		for _, st := range e.lx.NamesOf(understand.Dimension, g.Dim) {
			out = append(out, strings.Join(st, " "))
		}
		return out
	}
	table := strings.TrimSuffix(g.Column, ".*")
	for _, tn := range knowledge.SortedNames(e.snap.Tables) {
		for _, j := range e.snap.Tables[tn].Joins {
			if j.To == table {
				out = append(out, strings.Join(stems(j.References), " "))
			}
		}
	}
	return out
}

func (e *Engine) fitPipe(p *knowledge.Pipe, q *understand.Query) *pipeChoice {
	c := &pipeChoice{pipe: p, inputs: map[string]any{}}
	c.metricCol = e.column(p, knowledge.KindMetric, q.Measure.Metric)
	if c.metricCol == "" {
		return nil
	}
	for _, col := range p.Columns {
		if !col.Kind.IsNumber() {
			c.keyCol = col.Name
			break
		}
	}
	switch {
	case len(q.Groups) == 0 && q.Grain == "":
		if c.keyCol != "" || !e.allMetrics(p) {
			return nil // a breakdown, not one number
		}
	case len(q.Groups) == 1 && q.Grain == "":
		if q.Groups[0].Dim == "" || e.column(p, knowledge.KindDimension, q.Groups[0].Dim) != c.keyCol || c.keyCol == "" {
			return nil
		}
		// its number in another role than the breakdown's ("departures"
		// beside a question by end station) is not what is asked
		if e.lx.RoleConflict(knowledge.NameWords(c.metricCol), q.Groups[0].Dim) {
			return nil
		}
	case len(q.Groups) == 0:
		if c.keyCol == "" || !strings.Contains(knowledge.Fold(c.keyCol), q.Grain) {
			return nil
		}
	default:
		return nil
	}
	from, to := e.dateParams(p)
	if q.Period != nil {
		if from == nil || to == nil {
			return nil
		}
		c.inputs[from.Name] = q.Period.From.Format("2006-01-02")
		c.inputs[to.Name] = q.Period.To.Format("2006-01-02")
	} else if from != nil && !e.coversData(from, to) {
		return nil // its default dates would cut the data the question asks about
	}
	for _, cond := range q.Conds {
		if cond.Dim == "" || cond.Exclude || len(cond.Values) != 1 || cond.Part {
			return nil
		}
		pa := paramFor(p, cond.Dim)
		if pa == nil {
			return nil
		}
		c.inputs[pa.Name] = cond.Values[0]
	}
	for _, pa := range p.Pipe.Params {
		if _, ok := c.inputs[pa.Name]; !ok && pa.Required && !config.HasDefault(pa) {
			return nil
		}
	}
	n := q.Limit
	if n == 0 && q.Single {
		n = 1
	}
	lim := e.limitParam(p)
	switch {
	case lim != nil && q.Order == "asc":
		return nil // it ranks from the top only
	case lim != nil && n > 0:
		// its limit keeps the top rows by its own order: only a ranking by
		// that column can use it
		if lim.Max != nil && float64(n) > *lim.Max || !strings.EqualFold(pipeOrderColumn(p), c.metricCol) {
			return nil
		}
		c.inputs[lim.Name] = n
	case lim != nil && lim.Max != nil:
		c.inputs[lim.Name] = int(*lim.Max) // all rows, not the default top N
		if !e.allRowsFit(p, lim) {
			return nil
		}
	case lim != nil:
		return nil
	default:
		c.sortAsc = q.Order == "asc"
		c.limit = n
	}
	return c
}

// allMetrics: every column of a pipe is a metric (a pipe of one number).
func (e *Engine) allMetrics(p *knowledge.Pipe) bool {
	for _, col := range p.Columns {
		found := false
		for _, name := range knowledge.SortedNames(e.snap.Metrics) {
			if e.column(p, knowledge.KindMetric, name) == col.Name {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// pipeOrderColumn is the output column a pipe's SQL orders by first: the
// first name after its last ORDER BY that is one of its columns.
func pipeOrderColumn(p *knowledge.Pipe) string {
	sql := strings.ToUpper(p.SQL)
	i := strings.LastIndex(sql, "ORDER BY")
	if i < 0 {
		return ""
	}
	rest := p.SQL[i+len("ORDER BY"):]
	end := strings.IndexAny(rest, ",\n")
	if end >= 0 {
		rest = rest[:end]
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return ""
	}
	name := f[0]
	if _, after, ok := strings.Cut(name, "."); ok {
		name = after
	}
	name = strings.Trim(name, `"`)
	for _, col := range p.Columns {
		if strings.EqualFold(col.Name, name) {
			return col.Name
		}
	}
	return ""
}

// allRowsFit: a pipe's largest limit returns every group it has.
func (e *Engine) allRowsFit(p *knowledge.Pipe, lim *config.Param) bool {
	if d := e.snap.Dimensions[e.keyDimension(p)]; d != nil && d.Values != nil {
		return float64(len(d.Values)) <= *lim.Max
	}
	return true
}

func (e *Engine) keyDimension(p *knowledge.Pipe) string {
	for _, col := range p.Columns {
		if !col.Kind.IsNumber() {
			for _, n := range knowledge.SortedNames(e.snap.Dimensions) {
				if e.column(p, knowledge.KindDimension, n) == col.Name {
					return n
				}
			}
			return ""
		}
	}
	return ""
}

// coversData: a pipe's default dates include all of the data.
func (e *Engine) coversData(from, to *config.Param) bool {
	first, last := e.lx.DataRange()
	if first.IsZero() || to == nil || !config.HasDefault(from) || !config.HasDefault(to) {
		return false
	}
	f, err1 := config.ParamValue(from, from.Default)
	t, err2 := config.ParamValue(to, to.Default)
	if err1 != nil || err2 != nil {
		return false
	}
	fd, ok1 := asTime(f)
	td, ok2 := asTime(t)
	return ok1 && ok2 && !fd.After(first) && !td.Before(last)
}

// pipePlan plans a pipe with its inputs, and the sorting, limit and share
// the pipe does not do itself.
func (e *Engine) pipePlan(p *Planned, c *pipeChoice) {
	q := p.Query
	p.Route, p.Pipe = RoutePipes, c.pipe
	p.MetricCol, p.KeyCol = c.metricCol, c.keyCol
	pl := &plan.Plan{Steps: []plan.Step{{ID: "p", Pipe: c.pipe.Name, Inputs: c.inputs}}}
	// a breakdown reads highest first, as a metric step's does, whatever
	// order the pipe's own SQL keeps; a time series in time order
	if c.metricCol != "" && c.keyCol != "" && (q.Grain == "" || q.Order != "" || q.Single) && p.Evidence.Kind != "pipe_text" {
		pl.Sort = []plan.Sort{{Column: c.keyCol, Nulls: "last"}, {Column: c.metricCol, Desc: !c.sortAsc}}
	}
	if c.limit > 0 {
		pl.Limit = c.limit
	}
	if q.Share && p.Metric != nil && c.metricCol != "" {
		e.addShare(p, pl, "p", c.metricCol)
	}
	p.Plan = pl
}

// pipeTextPlan plans a pipe read from its own words: its params take the
// values and the period the reading found.
func (e *Engine) pipeTextPlan(p *Planned) error {
	q := p.Query
	pp := e.snap.Pipes[q.Pipe]
	c := &pipeChoice{pipe: pp, inputs: map[string]any{}}
	// the number the question asks for: the column whose name it uses most
	asked := map[string]bool{}
	for _, t := range knowledge.Terms(e.lx.Question(q)) {
		asked[t] = true
	}
	best := -1
	for _, col := range pp.Columns {
		if c.keyCol == "" && !col.Kind.IsNumber() {
			c.keyCol = col.Name
		}
		if col.Kind.IsNumber() {
			n := 0
			for _, w := range stems(col.Name) {
				if asked[w] {
					n++
				}
			}
			if n > best {
				c.metricCol, best = col.Name, n
			}
		}
	}
	if from, to := e.dateParams(pp); q.Period != nil && from != nil && to != nil {
		c.inputs[from.Name] = q.Period.From.Format("2006-01-02")
		c.inputs[to.Name] = q.Period.To.Format("2006-01-02")
	}
	for _, cond := range q.Conds {
		if pa := paramFor(pp, cond.Dim); pa != nil {
			c.inputs[pa.Name] = cond.Values[0]
		}
	}
	for _, pa := range pp.Pipe.Params {
		if _, ok := c.inputs[pa.Name]; !ok && pa.Required && !config.HasDefault(pa) {
			return fmt.Errorf("pipe %s needs %s", pp.Name, pa.Name)
		}
	}
	lim := e.limitParam(pp)
	switch {
	case lim != nil && q.Order != "asc" && q.Limit > 0:
		c.inputs[lim.Name] = q.Limit
	case lim != nil && lim.Max != nil:
		c.inputs[lim.Name] = int(*lim.Max)
		c.limit = q.Limit
	default:
		c.limit = q.Limit
	}
	c.sortAsc = q.Order == "asc"
	e.pipePlan(p, c)
	if q.Order != "" && c.metricCol != "" {
		p.Plan.Sort = []plan.Sort{{Column: c.keyCol, Nulls: "last"}, {Column: c.metricCol, Desc: q.Order != "asc"}}
	}
	p.Evidence.Kind = "pipe_text"
	return nil
}

// column finds the pipe column that is a metric or a dimension: same name,
// or a name the metric or dimension is known by.
func (e *Engine) column(p *knowledge.Pipe, kind, name string) string {
	for _, col := range p.Columns {
		if knowledge.Fold(col.Name) == knowledge.Fold(name) {
			return col.Name
		}
	}
	// a name that two columns answer to ("departures" and "arrivals", both
	// trips) says neither: the pipe cannot tell which one is asked for
	found := ""
	for _, col := range p.Columns {
		if e.lx.KnownAs(knowledge.NameWords(col.Name), name) {
			if found != "" {
				return ""
			}
			found = col.Name
		}
	}
	return found
}

// dateParams finds a pipe's date range: the params whose names say start
// and end, else its two date params.
func (e *Engine) dateParams(p *knowledge.Pipe) (from, to *config.Param) {
	v := e.lx.Vocab
	var dates []*config.Param
	for _, pa := range p.Pipe.Params {
		if pa.Type != config.TypeDate {
			continue
		}
		dates = append(dates, pa)
		for _, w := range strings.Fields(knowledge.NameWords(pa.Name)) {
			w = knowledge.Fold(w)
			switch {
			case v.Is("param.from", w):
				from = pa
			case v.Is("param.to", w):
				to = pa
			}
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
func (e *Engine) limitParam(p *knowledge.Pipe) *config.Param {
	for _, pa := range p.Pipe.Params {
		if pa.Type != config.TypeInt {
			continue
		}
		for _, w := range strings.Fields(knowledge.NameWords(pa.Name)) {
			if e.lx.Vocab.Is("param.limit", knowledge.Fold(w)) {
				return pa
			}
		}
	}
	return nil
}

// ---------------------------------------------------------------- metrics

// filters turns the interpretation's conditions into a metric step's
// filters and comparisons; without part, the conditions that define the
// part of a share are left out (the total).
func (e *Engine) filters(q *understand.Query, per *understand.Period, withPart bool) (map[string]any, []plan.Condition) {
	f := map[string]any{}
	var where []plan.Condition
	for _, c := range q.Conds {
		if c.Part && !withPart || c.PerOnly && withPart {
			continue
		}
		switch {
		case c.Filter != "":
			f[c.Filter] = !c.Exclude
		case c.Column != "":
			where = append(where, columnCondition(c))
		case c.Dated != nil:
			where = append(where, e.datedWhere(c)...)
		case c.Exclude:
			vals := make([]any, len(c.Values))
			for i, v := range c.Values {
				vals[i] = v
			}
			f[c.Dim] = map[string]any{"not": vals}
		case len(c.Values) == 1:
			if prev, ok := f[c.Dim]; ok {
				f[c.Dim] = append(toList(prev), c.Values[0])
			} else {
				f[c.Dim] = c.Values[0]
			}
		default:
			vals := make([]any, len(c.Values))
			for i, v := range c.Values {
				vals[i] = v
			}
			f[c.Dim] = vals
		}
	}
	if per != nil {
		f[plan.PeriodFilter] = []any{per.From.Format("2006-01-02"), per.To.Format("2006-01-02")}
	}
	if len(f) == 0 {
		f = nil
	}
	return f, where
}

// datedWhere is a period on a time dimension other than the measure's, as
// conditions on its column ("shipped in 1998": the ship date from
// 1998-01-01, before 1999-01-01); nil when the dimension is no column.
func (e *Engine) datedWhere(c understand.Cond) []plan.Condition {
	d := e.snap.Dimensions[c.Dim]
	if d == nil || c.Dated == nil {
		return nil
	}
	t := e.snap.Tables[d.Table]
	col := strings.Trim(strings.TrimSpace(d.Expr), `"`)
	if t == nil || t.Column(col) == nil {
		return nil
	}
	name := t.Name + "." + t.Column(col).Name
	return []plan.Condition{
		{Column: name, Op: ">=", Value: c.Dated.From.Format("2006-01-02")},
		{Column: name, Op: "<", Value: c.Dated.To.AddDate(0, 0, 1).Format("2006-01-02")},
	}
}

// columnCondition is a condition on a column: a number compared, or a
// value of the column (not it, when excluded).
func columnCondition(c understand.Cond) plan.Condition {
	if len(c.Values) > 0 {
		op := "="
		if c.Exclude {
			op = "!="
		}
		return plan.Condition{Column: c.Column, Op: op, Value: c.Values[0]}
	}
	return plan.Condition{Column: c.Column, Op: c.Op, Value: c.Num}
}

func toList(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	return []any{v}
}

// metricPlan compiles the interpretation into metric steps: one for the
// breakdown, plus a total for shares, a second period for growth, a
// second metric for ratios and rankings by another measure.
func (e *Engine) metricPlan(p *Planned) error {
	q := p.Query
	m := e.snap.Metrics[q.Measure.Metric]
	if q.Per != nil && q.Per.Metric == "" {
		return errDecline
	}
	p.Route, p.Metric = RouteMetric, m
	dims := []string{}
	for _, g := range q.Groups {
		dims = append(dims, g.Dim)
	}
	timeDim := m.Time
	if q.TimeDim != "" {
		timeDim = q.TimeDim
	}
	grain := ""
	if q.Grain != "" {
		if timeDim == "" {
			p.Warnings = append(p.Warnings, fmt.Sprintf("%s has no time dimension, so it cannot be broken down by %s.", labelOf(m.Label, m.Name), q.Grain))
		} else {
			td := e.snap.Dimensions[timeDim]
			grain = q.Grain
			if len(td.Grains) > 0 && !slices.Contains(td.Grains, grain) {
				p.Warnings = append(p.Warnings, fmt.Sprintf("%s has no %s grain; using %s.", dimLabel(td), grain, td.Grains[0]))
				grain = td.Grains[0]
			}
			dims = append(dims, timeDim)
		}
	}
	if (q.Period != nil || len(q.Compare) > 0) && timeDim == "" {
		p.Warnings = append(p.Warnings, fmt.Sprintf("%s is not tied to a date, so the period in the question was not applied.", labelOf(m.Label, m.Name)))
		p.Period, p.Compare = nil, nil
	}
	p.Groups, p.Grain = dims, grain
	if q.Growth && grain != "" && len(p.Compare) == 0 {
		p.Warnings = append(p.Warnings, fmt.Sprintf("Growth from one %s to the next is not computed; the %s series is shown. Ask for two periods (\"Q1 vs Q2\") to get the growth between them.", grain, grain))
	}
	order, limit := q.Order, q.Limit
	if order == "" && len(q.Groups) > 0 && grain == "" && !q.InRangeOrder() {
		order = "desc"
	}
	if limit == 0 && q.Single && len(dims) > 0 {
		limit = 1
	}
	step := plan.Step{ID: "m", Metric: m.Name, Dimensions: dims, Keys: e.entityKeys(dims), Grain: grain, Order: order, Limit: limit}
	if timeDim != m.Time {
		step.TimeDimension = timeDim
	}
	if grain != "" && len(q.Groups) == 0 && q.Order == "" {
		step.Order = "" // a time series reads in time order
	}
	pl := &plan.Plan{}
	keyCols := e.stepColumns(step)
	keyCols = keyCols[:len(keyCols)-1]
	if len(keyCols) > 0 {
		p.KeyCol = keyCols[0]
	}
	join := func(id string) string {
		if len(keyCols) == 0 {
			return ""
		}
		return fmt.Sprintf("m.%s = %s.%s", keyCols[0], id, keyCols[0])
	}
	if len(p.Compare) == 2 {
		a, c := p.Compare[0], p.Compare[1]
		step.ID = "cur"
		step.Filters, step.Where = e.filters(q, &c, true)
		prev := step
		prev.ID, prev.Limit, prev.Order = "prev", 0, ""
		prev.Filters, prev.Where = e.filters(q, &a, true)
		if len(keyCols) > 0 {
			prev.Join = fmt.Sprintf("cur.%s = prev.%s", keyCols[0], keyCols[0])
			step.Limit, step.Order = 0, "" // rank once the growth is known
		}
		pl.Steps = []plan.Step{step, prev}
		for _, k := range keyCols {
			pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: k, From: "cur." + k})
		}
		colA, colB := colName(m.Name, a.Label), colName(m.Name, c.Label)
		pl.Output = append(pl.Output,
			plan.Output{Type: plan.DirectColumn, Name: colA, From: "prev." + m.Name, Unit: m.Unit},
			plan.Output{Type: plan.DirectColumn, Name: colB, From: "cur." + m.Name, Unit: m.Unit},
			plan.Output{Type: plan.FormulaColumn, Name: "change", Formula: fmt.Sprintf("out[%q] - out[%q]", colB, colA), Unit: m.Unit},
			plan.Output{Type: plan.FormulaColumn, Name: "growth_pct", Formula: fmt.Sprintf("round(growth(out[%q], out[%q]), 2)", colB, colA), Unit: "%"},
		)
		p.MetricCol = "growth_pct"
		if d := differenceOutput(q, colA, colB, m.Unit); d != nil {
			pl.Output = append(pl.Output, *d)
			p.MetricCol = d.Name
		}
		if len(keyCols) > 0 {
			pl.Sort = []plan.Sort{{Column: "growth_pct", Desc: q.Order != "asc"}}
			if q.Order == "" {
				pl.Sort = []plan.Sort{{Column: colB, Desc: true}}
			}
			pl.Limit = limit
		}
		p.Plan = pl
		return nil
	}
	step.Filters, step.Where = e.filters(q, p.Period, true)
	pl.Steps = []plan.Step{step}
	p.MetricCol = m.Name
	extra := func(id, metric string) plan.Step {
		x := step
		x.ID, x.Metric, x.Limit, x.Order = id, metric, 0, ""
		x.Join = join(id)
		return x
	}
	for _, a := range q.Also {
		if a.Metric == "" || a.Agg != "" {
			return errDecline
		}
		pl.Steps = append(pl.Steps, extra("m_"+a.Metric, a.Metric))
	}
	if q.Per != nil {
		x := extra("per", q.Per.Metric)
		// a rate of a measure in itself: the denominator's own conditions
		if slices.ContainsFunc(q.Conds, func(c understand.Cond) bool { return c.PerOnly }) {
			x.Filters, x.Where = e.filters(q, p.Period, false)
		}
		pl.Steps = append(pl.Steps, x)
	}
	if q.RankBy != nil {
		if q.RankBy.Metric == "" || q.RankBy.Agg != "" {
			return errDecline
		}
		if q.RankBy.Metric != m.Name {
			pl.Steps = append(pl.Steps, extra("rank", q.RankBy.Metric))
		}
	}
	if len(pl.Steps) > 1 || q.Share {
		for _, k := range keyCols {
			pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: k, From: "m." + k})
		}
		pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: m.Name, From: "m." + m.Name, Unit: m.Unit})
		for _, st := range pl.Steps[1:] {
			if st.ID == "per" {
				continue
			}
			om := e.snap.Metrics[st.Metric]
			pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: st.Metric, From: st.ID + "." + st.Metric, Unit: om.Unit})
		}
		rankCol := ""
		if q.Per != nil && q.Share {
			// a share of one metric in another: the part over the whole, in
			// percent
			pm := e.snap.Metrics[q.Per.Metric]
			name := m.Name + "_share_of_" + pm.Name
			pl.Output = append(pl.Output, plan.Output{Type: plan.FormulaColumn, Name: name, Formula: fmt.Sprintf("round(100.0 * m.%s / per.%s, 2)", m.Name, pm.Name), Unit: "%"})
			p.MetricCol, rankCol = name, name
		} else if q.Per != nil {
			pm := e.snap.Metrics[q.Per.Metric]
			name := m.Name + "_per_" + singular(pm.Name)
			pl.Output = append(pl.Output, plan.Output{Type: plan.FormulaColumn, Name: name, Formula: fmt.Sprintf("round(m.%s / per.%s, 4)", m.Name, pm.Name), Unit: m.Unit})
			p.MetricCol, rankCol = name, name
		}
		if q.RankBy != nil && q.RankBy.Metric != m.Name {
			rankCol = q.RankBy.Metric
		}
		if rankCol != "" && len(keyCols) > 0 {
			pl.Sort = []plan.Sort{{Column: rankCol, Desc: q.Order != "asc"}}
			pl.Limit, pl.Steps[0].Limit, pl.Steps[0].Order = pl.Steps[0].Limit, 0, ""
		}
		if q.Share && q.Per == nil {
			e.addShare(p, pl, "m", m.Name)
			if len(keyCols) == 1 && q.OwnWhole() {
				// "what percentage of loans were renewed, by format": the
				// part of each group's own whole, ranked by that share
				tot := &pl.Steps[len(pl.Steps)-1]
				tot.Dimensions, tot.Keys, tot.Grain, tot.Join = step.Dimensions, step.Keys, step.Grain, join(tot.ID)
				if q.Order != "" || limit > 0 {
					pl.Sort = []plan.Sort{{Column: "share_pct", Desc: q.Order != "asc"}}
					pl.Limit, pl.Steps[0].Limit, pl.Steps[0].Order = pl.Steps[0].Limit, 0, ""
				}
				p.MetricCol, p.ownWhole = "share_pct", true
			}
		}
	}
	p.Plan = pl
	return nil
}

// addShare adds the total of the metric, over the conditions that do not
// define the part, and a share column.
func (e *Engine) addShare(p *Planned, pl *plan.Plan, step, col string) {
	m := p.Metric
	tot := plan.Step{ID: "total", Metric: m.Name}
	tot.Filters, tot.Where = e.filters(p.Query, p.Period, false)
	if p.Query.TimeDim != "" && p.Query.TimeDim != m.Time {
		tot.TimeDimension = p.Query.TimeDim
	}
	pl.Steps = append(pl.Steps, tot)
	if len(pl.Output) == 0 {
		for _, c := range e.stepColumns(pl.Steps[0]) {
			pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: c, From: step + "." + c})
		}
	}
	pl.Output = append(pl.Output, plan.Output{Type: plan.FormulaColumn, Name: "share_pct", Formula: fmt.Sprintf("round(pct(%s.%s, total.%s), 2)", step, col, m.Name), Unit: "%"})
	if len(p.Query.Groups) == 0 && p.Query.Grain == "" {
		// "what share of revenue came from Germany": the share is the answer
		p.MetricCol = "share_pct"
	}
}

// stepColumns lists the columns a step returns, as the planner knows them.
func (e *Engine) stepColumns(st plan.Step) []string {
	if st.Pipe != "" {
		var out []string
		for _, c := range e.snap.Pipes[st.Pipe].Columns {
			out = append(out, c.Name)
		}
		return out
	}
	var out []string
	for _, dim := range st.Dimensions {
		if st.Grain != "" && e.snap.Dimensions[dim].Kind.IsTime() {
			out = append(out, st.Grain)
		} else {
			out = append(out, dim)
		}
	}
	return append(out, st.Metric)
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

// ------------------------------------------------------------ aggregates

var aggSQL = map[string]string{"avg": "AVG", "sum": "SUM", "median": "MEDIAN", "max": "MAX", "min": "MIN"}

// aggregatePlan writes one SQL query for what no metric step computes: an
// aggregate of a column, a count of an entity (through the facts that
// constrain it), a metric compared per entity, a listing. It is compiled
// like a metric, with its values as literals.
func (e *Engine) aggregatePlan(p *Planned) error {
	q := p.Query
	base, err := e.lx.Base(q)
	if err != nil {
		return err
	}
	if len(q.Also) > 0 || q.RankBy != nil && q.RankBy.Key() != q.Measure.Key() {
		return fmt.Errorf("an aggregate query computes one measure")
	}
	if slices.ContainsFunc(q.Conds, func(c understand.Cond) bool { return c.PerOnly }) {
		return fmt.Errorf("an aggregate query has one set of conditions")
	}
	a, how, err := e.aggregateOf(q, base)
	if err != nil {
		return err
	}
	// an entity counted over a metric's rows keeps only the rows it counts
	// ("bikes ridden": the trips, not the cancelled unlocks)
	if mt := e.snap.Metrics[q.Events]; mt != nil && mt.Table == base && len(mt.Filters) > 0 {
		a.Filters = append(a.Filters, mt.Filters...)
		how = strings.TrimSpace(how + fmt.Sprintf(" Over the rows %s counts (%s).", strings.ToLower(labelOf(mt.Label, mt.Name)), strings.Join(mt.Filters, " AND ")))
	}
	var join []string
	if q.Per != nil {
		// "freight per order": the measure over the count of what follows
		var per, noun, all string
		switch {
		case q.Per.Table != "" && q.Per.Table == base:
			per, noun = "COUNT(*)", q.Per.Table
		case q.Per.Table != "":
			if key := e.keyInto(base, q.Per.Table); key != "" {
				per, noun = "COUNT(DISTINCT "+key+")", q.Per.Table
				join = append(join, q.Per.Table)
				break
			}
			// no key of it in the measure's rows (reached only in roles,
			// "trips per station"): all of its rows, in whatever role
			if _, ok := e.snap.Tables[q.Per.Table]; !ok {
				return fmt.Errorf("no table %s", q.Per.Table)
			}
			per, noun = "(SELECT COUNT(*) FROM "+engine.QuoteIdent(q.Per.Table)+")", q.Per.Table
			all = fmt.Sprintf(" (all of them, not only those in %s)", strings.ReplaceAll(base, "_", " "))
		case q.Per.Grain != "":
			// "flights per day": over the days with any, in the period
			d := e.snap.Dimensions[e.aggregateTime(q, a, base)]
			if d == nil {
				return fmt.Errorf("no date to count the %ss of", q.Per.Grain)
			}
			dl := e.snap.Sources[e.snap.Tables[base].Source].SQLDialect()
			trunc := dl.Trunc(q.Per.Grain, d.SQL)
			per, noun = "COUNT(DISTINCT "+trunc+")", q.Per.Grain+"s"
			all = " that have any " + strings.ReplaceAll(base, "_", " ")
			join = append(join, d.Table)
			if d.Table == base {
				// the days with any row, not only with the rows the measure
				// and the question keep: "cancelled flights per day" is over
				// every day flights flew, a day with no cancellation is one
				where := ""
				if p := q.Period; p != nil {
					ts := d.Kind == data.Timestamp
					where = " WHERE " + dl.DateCmp(d.SQL, ts, ">=", dl.Date(p.From)) + " AND " + dl.DateCmp(d.SQL, ts, "<", dl.Date(p.To.AddDate(0, 0, 1)))
				}
				per = "(SELECT COUNT(DISTINCT " + trunc + ") FROM " + engine.QuoteIdent(base) + where + ")"
				join = join[:len(join)-1]
			}
		case q.Per.Column != "":
			// "fuel per mile": over the total of a quantity in the same
			// rows; one in another table would be counted once per row
			// joined to it, so it is not read here
			t, c := e.lx.ColumnOf(q.Per.Column)
			if t == nil || c == nil || t.Name != base {
				return fmt.Errorf("%s is not in the rows of %s", q.Per.Column, base)
			}
			per, noun = "SUM("+engine.QuoteIdent(t.Name)+"."+engine.QuoteIdent(c.Name)+")", c.Name
			if c.Unit != "" {
				noun = c.Unit
			}
		case q.Per.Dim != "":
			d := e.snap.Dimensions[q.Per.Dim]
			per, noun = "COUNT(DISTINCT "+d.SQL+")", d.Name
			join = append(join, d.Table)
		default:
			return fmt.Errorf("a ratio of two metrics is two metric steps")
		}
		a.SQL = e.snap.Sources[e.snap.Tables[base].Source].SQLDialect().SafeDiv(a.SQL, per)
		a.Name += "_per_" + singular(strings.ReplaceAll(knowledge.Fold(noun), " ", "_"))
		how = strings.TrimSpace(how + fmt.Sprintf(" Divided by the number of %s%s.", strings.ReplaceAll(noun, "_", " "), all))
	}
	mq := knowledge.MetricQuery{Order: q.Order, Limit: q.Limit, Join: join}
	var by []string
	groups := q.Groups
	if q.List && q.Measure == nil {
		groups = q.Groups[:1]
	}
	if q.Entity != nil {
		groups = append([]understand.Group{*q.Entity}, groups...)
	}
	for _, g := range groups {
		switch {
		case g.Dim != "":
			mq.Dimensions = append(mq.Dimensions, g.Dim)
			by = append(by, strings.ToLower(dimLabel(e.snap.Dimensions[g.Dim])))
		case strings.HasSuffix(g.Column, ".*"):
			// the rows of a table: its columns, but the sensitive ones
			t := e.snap.Tables[strings.TrimSuffix(g.Column, ".*")]
			for _, c := range t.Columns {
				if !c.Sensitive {
					mq.Columns = append(mq.Columns, t.Name+"."+c.Name)
				}
			}
			by = append(by, t.Name)
		default:
			mq.Columns = append(mq.Columns, g.Column)
			by = append(by, g.Column)
		}
	}
	timeDim := ""
	if q.Period != nil || q.Grain != "" || len(q.Compare) > 0 {
		if timeDim = e.aggregateTime(q, a, base); timeDim == "" {
			return fmt.Errorf("no date to apply the period to")
		}
		mq.TimeDimension = timeDim
	}
	if q.Grain != "" {
		mq.Dimensions = append(mq.Dimensions, timeDim)
		mq.Grain = q.Grain
		by = append(by, q.Grain)
	}
	if !q.List {
		mq.Keys = e.entityKeys(mq.Dimensions)
	}
	if len(mq.Dimensions)+len(mq.Columns) > 0 && q.Grain == "" && mq.Order == "" && !q.InRangeOrder() {
		mq.Order = "desc"
	}
	if q.Grain != "" && len(groups) == 0 && q.Order == "" {
		mq.Order = ""
	}
	if q.Single && mq.Limit == 0 && len(mq.Dimensions)+len(mq.Columns) > 0 {
		mq.Limit = 1
	}
	// the conditions, into mq; a share's total leaves out those of its part
	addConds := func(mq *knowledge.MetricQuery, withPart bool) []string {
		var conds []string
		for _, c := range q.Conds {
			if c.Part && !withPart {
				continue
			}
			switch {
			case c.Filter != "":
				mq.Named = append(mq.Named, knowledge.NamedRef{Name: c.Filter, Exclude: c.Exclude})
				l := strings.ToLower(e.filterLabel(c.Filter))
				if c.Exclude {
					l = "not " + l
				}
				conds = append(conds, l)
			case c.Column != "":
				pc := columnCondition(c)
				mq.Where = append(mq.Where, knowledge.Condition{Column: pc.Column, Op: pc.Op, Value: pc.Value})
				conds = append(conds, fmt.Sprintf("%s %s %v", c.Column, pc.Op, pc.Value))
			case c.Dated != nil:
				for _, pc := range e.datedWhere(c) {
					mq.Where = append(mq.Where, knowledge.Condition{Column: pc.Column, Op: pc.Op, Value: pc.Value})
				}
				conds = append(conds, fmt.Sprintf("%s from %s to %s", strings.ToLower(dimLabel(e.snap.Dimensions[c.Dim])), c.Dated.From.Format("2006-01-02"), c.Dated.To.Format("2006-01-02")))
			default:
				vals := make([]any, len(c.Values))
				for i, v := range c.Values {
					vals[i] = v
				}
				mq.Filters = append(mq.Filters, knowledge.Filter{Dimension: c.Dim, Values: vals, Exclude: c.Exclude, Counted: c.Counted})
				verb := "is"
				if c.Exclude {
					verb = "is not"
				}
				conds = append(conds, fmt.Sprintf("%s %s %s", strings.ToLower(dimLabel(e.snap.Dimensions[c.Dim])), verb, listOr(c.Values)))
			}
		}
		return conds
	}
	conds := addConds(&mq, true)
	if q.Period != nil {
		from, to := q.Period.From, q.Period.To
		mq.From, mq.To = &from, &to
		conds = append(conds, fmt.Sprintf("%s from %s to %s", strings.ToLower(dimLabel(e.snap.Dimensions[timeDim])), from.Format("2006-01-02"), to.Format("2006-01-02")))
	}
	for _, h := range q.Having {
		c := knowledge.Condition{Op: h.Op, Value: h.Num}
		// ("routes that averaged more than 200 passengers per flight":
		// the total of a column the measure averages is the measure's
		// quantity, said once)
		same := false
		if q.Measure != nil && q.Measure.Column != "" {
			m := e.metricOnColumn(q.Measure.Column)
			same = m != nil && m.Name == h.Metric
		}
		if h.Metric != "" && h.Metric != a.Name && !same {
			expr, err := e.havingMeasure(h.Metric, a)
			if err != nil {
				return err
			}
			c.Column = expr
		}
		mq.Having = append(mq.Having, c)
	}
	if q.Measure != nil && q.Measure.Table != "" && q.Measure.Table != base {
		mq.Join = append(mq.Join, q.Measure.Table)
	}
	if q.Measure != nil && q.Measure.Dim != "" {
		mq.Join = append(mq.Join, e.snap.Dimensions[q.Measure.Dim].Table)
	}
	if q.List {
		mq.Order, mq.Limit = "", q.Limit
		if len(q.Having) > 0 {
			mq.Order = "desc"
		}
		mq.List = q.Measure == nil
	}
	if len(q.Compare) == 2 {
		return e.aggregateGrowth(p, a, mq, base, how, conds)
	}
	if q.Share && q.Per == nil {
		// "what percentage of the seats flown were Desert Sun's": the
		// part over the total without the part's conditions
		total := mq
		total.Named, total.Where, total.Filters = nil, nil, nil
		total.Dimensions, total.Columns, total.Order, total.Limit, total.Grain = nil, nil, "", 0, ""
		addConds(&total, false)
		return e.aggregateShare(p, a, mq, total, base, how, conds)
	}
	// "bluewater routes with no cancellations": of entities that are
	// values of the counted rows' own table, a comparison zero passes goes
	// over all their rows, the metric's own filters moved into the count
	// (grouped after them, a route with none had no group)
	if len(q.Having) == 1 && q.Entity != nil && q.Entity.Dim != "" && len(a.Filters) > 0 && zeroPasses(q.Having[0]) {
		if d := e.snap.Dimensions[q.Entity.Dim]; d != nil && d.Table == a.Table {
			if sql, ok := knowledge.Conditional(a.SQL, a.Filters); ok {
				a.SQL, a.Filters = sql, nil
				how = strings.TrimSpace(how + fmt.Sprintf(" Counted over all the rows of each %s, so that one with none counts as 0.", strings.ToLower(dimLabel(d))))
			}
		}
	}
	if i := slices.IndexFunc(q.Conds, func(c understand.Cond) bool { return c.All }); i >= 0 {
		return e.aggregateAll(p, a, mq, q.Conds[i], base, how, conds)
	}
	if len(q.Each) > 0 {
		return e.aggregateEach(p, a, mq, base, how, conds)
	}
	cq, err := e.snap.CompileAggregate(a, mq)
	if err != nil {
		return err
	}
	p.Route = RouteSQL
	p.MetricCol = a.Name
	if mq.List {
		p.MetricCol = ""
	}
	note := fmt.Sprintf("Computed %s as %s on %s", strings.ReplaceAll(a.Name, "_", " "), a.SQL, base)
	switch {
	case q.Entity != nil && !q.List:
		// count the entities that pass the comparison
		name := "number_of_" + strings.ReplaceAll(knowledge.Fold(plural(groupLabelOf(e, *q.Entity), 2)), " ", "_")
		// (those with a name: rows whose dimension is empty are none)
		key := q.Entity.Dim
		if key == "" {
			_, key, _ = strings.Cut(q.Entity.Column, ".")
		} else if d := e.snap.Dimensions[key]; d != nil && d.Type == config.DimTime && mq.Grain != "" {
			key = mq.Grain
		}
		cq = cq.Wrap("SELECT COUNT(" + engine.QuoteIdent(key) + ") AS " + engine.QuoteIdent(name) + " FROM (%s) AS passing")
		// "never placed an order", "fewer than 3 orders": a comparison that
		// zero passes counts the entities with none of the rows too, which
		// no grouping of the rows holds
		// (not of entities dated by the period themselves: "1997 orders
		// under $100" are orders of 1997, not every order without a 1997
		// line; but a count of those with none is of the period's
		// entities: "members who joined in 2024 but never borrowed a book")
		// (nor of entities made by rows the question names: "of the
		// people we admitted in 2024", whose other rows are counted)
		counted := slices.ContainsFunc(q.Conds, func(c understand.Cond) bool { return c.Counted })
		none := q.Having[0].Op == "=" && q.Having[0].Num == 0
		if table, col, ok := e.zeroEntities(q, a, key); ok && (none || !e.datedOn(mq, table, col)) && !counted {
			mq.Having = nil
			all, err := e.snap.CompileAggregate(a, mq)
			if err != nil {
				return err
			}
			h := q.Having[0]
			from, fromCheck := engine.QuoteIdent(table), engine.QuoteIdent(table)
			// "managers who never ...": of a list copied for a role, the
			// rows that play it (those the role's rows point at)
			if f := e.lx.CopyFact(table); f != "" {
				j := e.joinInto(f, table)
				if j == nil {
					return fmt.Errorf("no key of %s in %s", table, f)
				}
				from = fmt.Sprintf("(SELECT * FROM %s WHERE %s IN (SELECT %s FROM %s))", engine.QuoteIdent(table), engine.QuoteIdent(j.References),
					engine.QuoteIdent(j.Column), engine.QuoteIdent(j.From))
				fromCheck = from
			}
			// "Free plan customers who never opened a ticket": the entities
			// are those the conditions on their own table keep
			if ents := entityConditions(e.snap, mq, table); ents != nil {
				ents.Columns = []string{table + "." + col}
				list, err := e.snap.CompileAggregate(knowledge.Aggregate{Name: "n", Table: table, SQL: "COUNT(*)"}, *ents)
				if err != nil {
					return err
				}
				if list.Dialect != all.Dialect || len(list.Args)+len(all.Args) > 0 {
					return fmt.Errorf("the %s and their rows do not compile to one query", table)
				}
				from, fromCheck = "("+list.SQL+")", "("+list.GuardSQL()+")"
			}
			// (with how many there are in all: every one passing says the
			// rows counted may be none at all, conditions that exclude each
			// other)
			outer := func(from string) string {
				return fmt.Sprintf("SELECT COALESCE(SUM(CASE WHEN COALESCE(counted.%s, 0) %s %s THEN 1 ELSE 0 END), 0) AS %s, COUNT(*) AS %s FROM %s AS entity LEFT JOIN (%%s) AS counted ON entity.%s = counted.%s WHERE entity.%s IS NOT NULL",
					engine.QuoteIdent(a.Name), h.Op, formatPlain(h.Num), engine.QuoteIdent(name), engine.QuoteIdent("out_of"), strings.ReplaceAll(from, "%", "%%"), engine.QuoteIdent(col), engine.QuoteIdent(key), engine.QuoteIdent(col))
			}
			p.outOf = "out_of"
			cq = all.Wrap(outer(from))
			if all.Check != "" {
				cq.Check = fmt.Sprintf(outer(fromCheck), all.Check)
			}
		}
		p.MetricCol = name
		note = fmt.Sprintf("Counted the %s whose %s %s", plural(groupLabelOf(e, *q.Entity), 2), strings.ReplaceAll(a.Name, "_", " "), havingText(q))
	case q.List && q.Measure == nil:
		note = fmt.Sprintf("Listed the %s", plural(groupLabelOf(e, groups[0]), 2))
	case q.Combined && mq.Limit > 0 && len(by) > 0:
		// "our five biggest customers, all together": the total of the
		// rows the ranking keeps
		name := "combined_" + a.Name
		cq = cq.Wrap("SELECT SUM(" + engine.QuoteIdent(a.Name) + ") AS " + engine.QuoteIdent(name) + " FROM (%s) AS ranked")
		p.MetricCol = name
		what := strings.ReplaceAll(a.Name, "_", " ")
		note = fmt.Sprintf("Added up %s over the %d %s with the %s %s", what, mq.Limit, plural(listAnd(by), 2), map[string]string{"asc": "least", "desc": "most"}[mq.Order], what)
	}
	if len(conds) > 0 {
		note += ", where " + strings.Join(conds, " and ")
	}
	if len(by) > 0 && !(q.List && q.Measure == nil) && q.Entity == nil && !q.Combined {
		note += ", per " + listAnd(by)
	}
	p.SQLNote = note + "."
	// the step holds the DuckDB form (the guard's) and runs the one in
	// its source's dialect
	p.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: cq.GuardSQL(), Source: e.snap.Tables[base].Source, Native: cq}}}
	if p.KeyCol == "" && !q.Combined { // (a total of ranked rows is one number)
		switch {
		case len(mq.Dimensions) > 0 && (q.Grain == "" || len(mq.Dimensions) > 1):
			p.KeyCol = mq.Dimensions[0]
		case len(mq.Columns) > 0:
			_, p.KeyCol, _ = strings.Cut(mq.Columns[0], ".")
		case q.Grain != "":
			p.KeyCol = q.Grain
		}
	}
	if !q.Combined {
		p.Groups, p.Grain = mq.Dimensions, q.Grain
	}
	if how != "" {
		p.Assumptions = append(p.Assumptions, how)
	}
	return nil
}

// aggregateGrowth compares an aggregate the reader composed between two
// periods ("how much did the number of different customers grow from 1996
// to 1997"): the aggregate in each period, a step each, and the change and
// the growth between them. A breakdown or a count of entities compared
// between periods is declined (another reading, or a refusal, answers).
func (e *Engine) aggregateGrowth(p *Planned, a knowledge.Aggregate, mq knowledge.MetricQuery, base, how string, conds []string) error {
	q := p.Query
	if len(mq.Dimensions)+len(mq.Columns) > 0 || q.Entity != nil || q.List || q.Per != nil || len(q.Having) > 0 {
		return errDecline
	}
	pl := &plan.Plan{}
	var cols []string
	for i, id := range []string{"prev", "cur"} {
		per := q.Compare[i]
		from, to := per.From, per.To
		mq.From, mq.To = &from, &to
		cq, err := e.snap.CompileAggregate(a, mq)
		if err != nil {
			return err
		}
		pl.Steps = append(pl.Steps, plan.Step{ID: id, SQL: cq.GuardSQL(), Source: e.snap.Tables[base].Source, Native: cq})
		col := colName(a.Name, per.Label)
		cols = append(cols, col)
		pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: col, From: id + "." + a.Name})
	}
	pl.Output = append(pl.Output,
		plan.Output{Type: plan.FormulaColumn, Name: "change", Formula: fmt.Sprintf("out[%q] - out[%q]", cols[1], cols[0])},
		plan.Output{Type: plan.FormulaColumn, Name: "growth_pct", Formula: fmt.Sprintf("round(growth(out[%q], out[%q]), 2)", cols[1], cols[0]), Unit: "%"},
	)
	p.Route, p.Plan, p.MetricCol, p.compared = RouteSQL, pl, "growth_pct", a.Name
	if d := differenceOutput(q, cols[0], cols[1], ""); d != nil {
		pl.Output = append(pl.Output, *d)
		p.MetricCol = d.Name
	}
	note := fmt.Sprintf("Computed %s as %s on %s in %s and in %s, and the growth between them", strings.ReplaceAll(a.Name, "_", " "), a.SQL, base, q.Compare[0].Label, q.Compare[1].Label)
	if len(conds) > 0 {
		note += ", where " + strings.Join(conds, " and ")
	}
	p.SQLNote = note + "."
	if how != "" {
		p.Assumptions = append(p.Assumptions, how)
	}
	return nil
}

// aggregateShare answers a share with a composed aggregate: the part (mq,
// every condition) over the total (the conditions that do not define the
// part), in percent.
func (e *Engine) aggregateShare(p *Planned, a knowledge.Aggregate, mq, total knowledge.MetricQuery, base, how string, conds []string) error {
	q := p.Query
	if q.Entity != nil || q.List || len(q.Having) > 0 || len(q.Compare) > 0 || len(mq.Dimensions)+len(mq.Columns) > 0 {
		return errDecline
	}
	pl := &plan.Plan{}
	for _, st := range []struct {
		id string
		mq knowledge.MetricQuery
	}{{"part", mq}, {"total", total}} {
		cq, err := e.snap.CompileAggregate(a, st.mq)
		if err != nil {
			return err
		}
		pl.Steps = append(pl.Steps, plan.Step{ID: st.id, SQL: cq.GuardSQL(), Source: e.snap.Tables[base].Source, Native: cq})
	}
	pl.Output = append(pl.Output,
		plan.Output{Type: plan.DirectColumn, Name: a.Name, From: "part." + a.Name},
		plan.Output{Type: plan.FormulaColumn, Name: "share_pct", Formula: fmt.Sprintf("round(pct(part.%s, total.%s), 2)", a.Name, a.Name), Unit: "%"},
	)
	p.Route, p.Plan, p.MetricCol = RouteSQL, pl, "share_pct"
	note := fmt.Sprintf("Computed %s as %s on %s, where %s, and over all of them without the part's own conditions, and the share in percent", strings.ReplaceAll(a.Name, "_", " "), a.SQL, base, strings.Join(conds, " and "))
	p.SQLNote = note + "."
	if how != "" {
		p.Assumptions = append(p.Assumptions, how)
	}
	return nil
}

// aggregateAll counts the things a measure counts whose rows have every
// value of a condition ("members who borrowed both a DVD and an
// audiobook"): each thing's rows, of the values, grouped by the thing, and
// those with as many distinct values as were said.
func (e *Engine) aggregateAll(p *Planned, a knowledge.Aggregate, mq knowledge.MetricQuery, c understand.Cond, base, how string, conds []string) error {
	d := e.snap.Dimensions[c.Dim]
	if d == nil {
		return errDecline
	}
	note := fmt.Sprintf("rows with each of %s (%s)", listAnd(c.Values), strings.ToLower(dimLabel(d)))
	return e.countEach(p, a, mq, d.Table, "values_had", "COUNT(DISTINCT "+d.SQL+")", len(c.Values), base, how, note, conds)
}

// aggregateEach counts the things with rows in each of the periods the
// question names ("customers who ordered in both 1996 and 1998"): the
// things whose rows over the span fall in as many of the periods.
func (e *Engine) aggregateEach(p *Planned, a knowledge.Aggregate, mq knowledge.MetricQuery, base, how string, conds []string) error {
	q := p.Query
	key, dim := e.lx.CountedKey(q.Measure)
	d := e.snap.Dimensions[mq.TimeDimension]
	if d == nil || q.Entity != nil {
		return errDecline
	}
	// (rows the date is on have one date each: "orders placed in both
	// 1996 and 1998" are none, and that is not what is asked)
	if !dim && e.lx.TableCounted(key) == d.Table {
		return errDecline
	}
	dl := e.snap.Sources[e.snap.Tables[base].Source].SQLDialect()
	ts := d.Kind == data.Timestamp
	within := func(pe understand.Period) string {
		return dl.DateCmp(d.SQL, ts, ">=", dl.Date(pe.From)) + " AND " + dl.DateCmp(d.SQL, ts, "<", dl.Date(pe.To.AddDate(0, 0, 1)))
	}
	var whens, labels []string
	for i, pe := range q.Each {
		whens = append(whens, fmt.Sprintf("WHEN %s THEN %d", within(pe), i+1))
		labels = append(labels, pe.Label)
	}
	note := fmt.Sprintf("rows in each of %s (%s)", listAnd(labels), strings.ToLower(dimLabel(d)))
	sql := "COUNT(DISTINCT CASE " + strings.Join(whens, " ") + " END)"
	if len(q.None) > 0 {
		// "and not once in 2024": a row in one of those periods takes the
		// thing below the count of periods it must have
		var nones, nl []string
		for _, pe := range q.None {
			nones = append(nones, within(pe))
			nl = append(nl, pe.Label)
		}
		sql = fmt.Sprintf("%s - %d * MAX(CASE WHEN (%s) THEN 1 ELSE 0 END)", sql, len(q.Each)+1, strings.Join(nones, ") OR ("))
		note += fmt.Sprintf(" and none in %s", listOr(nl))
	}
	return e.countEach(p, a, mq, d.Table, "periods_had", sql, len(q.Each), base, how, note, conds)
}

// countEach counts the things the measure counts that have at least n of
// what sql counts among their rows (joined to table): one query, each
// thing's rows grouped by it, those with n or more.
func (e *Engine) countEach(p *Planned, a knowledge.Aggregate, mq knowledge.MetricQuery, table, name, sql string, n int, base, how, what string, conds []string) error {
	q := p.Query
	key, dim := e.lx.CountedKey(q.Measure)
	if key == "" || len(mq.Dimensions)+len(mq.Columns) > 0 || mq.Grain != "" || q.Per != nil {
		return errDecline
	}
	inner := mq
	inner.Order, inner.Limit = "", 0
	keyCol := key
	if dim {
		inner.Dimensions = []string{key}
	} else {
		inner.Columns = []string{key}
		_, keyCol, _ = strings.Cut(key, ".")
	}
	inner.Join = append(slices.Clone(mq.Join), table)
	inner.Having = []knowledge.Condition{{Op: ">=", Value: float64(n)}}
	each := a
	each.Name, each.SQL = name, sql
	cq, err := e.snap.CompileAggregate(each, inner)
	if err != nil {
		return err
	}
	cq = cq.Wrap("SELECT COUNT(" + engine.QuoteIdent(keyCol) + ") AS " + engine.QuoteIdent(a.Name) + " FROM (%s) AS passing")
	p.Route, p.MetricCol = RouteSQL, a.Name
	note := fmt.Sprintf("Counted the %s that have %s, each once", strings.ReplaceAll(a.Name, "_", " "), what)
	if len(conds) > 0 {
		note += ", where " + strings.Join(conds, " and ")
	}
	p.SQLNote = note + "."
	p.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: cq.GuardSQL(), Source: e.snap.Tables[base].Source, Native: cq}}}
	if how != "" {
		p.Assumptions = append(p.Assumptions, how)
	}
	return nil
}

// withinPlan ranks by the measure the rows another ranking keeps ("of our
// five highest-revenue routes, which one had the lowest load factor"): the
// first ranking's step keeps its rows, the measure's step is joined to
// them by key, and the plan sorts and cuts by the measure.
func (e *Engine) withinPlan(p *Planned) error {
	q, m, w := p.Query, p.Metric, p.Query.Within
	rm := e.snap.Metrics[w.Measure.Metric]
	if rm == nil {
		return errDecline
	}
	p.Route = RouteMetric
	dim := q.Groups[0].Dim
	top := plan.Step{ID: "top", Metric: rm.Name, Dimensions: []string{dim}, Order: w.Order, Limit: w.Limit}
	st := plan.Step{ID: "m", Metric: m.Name, Dimensions: []string{dim}}
	for _, x := range []*plan.Step{&top, &st} {
		mt := e.snap.Metrics[x.Metric]
		if q.TimeDim != "" && q.TimeDim != mt.Time {
			x.TimeDimension = q.TimeDim
		}
		x.Filters, x.Where = e.filters(q, p.Period, true)
	}
	if q.Period != nil && (m.Time == "" || rm.Time == "") && q.TimeDim == "" {
		return errDecline // (one of them is not dated)
	}
	keys := e.stepColumns(top)
	key := keys[0]
	st.Join = fmt.Sprintf("top.%s = m.%s", key, key)
	pl := &plan.Plan{Steps: []plan.Step{top, st}}
	pl.Output = append(pl.Output,
		plan.Output{Type: plan.DirectColumn, Name: key, From: "top." + key},
		plan.Output{Type: plan.DirectColumn, Name: m.Name, From: "m." + m.Name, Unit: m.Unit},
		plan.Output{Type: plan.DirectColumn, Name: rm.Name, From: "top." + rm.Name, Unit: rm.Unit},
	)
	pl.Sort = []plan.Sort{{Column: m.Name, Desc: q.Order != "asc"}}
	pl.Limit = q.Limit
	p.Plan, p.MetricCol, p.KeyCol, p.Groups = pl, m.Name, key, []string{dim}
	return nil
}

// contrastPlan plans the difference between two values of a dimension
// ("how many points higher was the late return rate on adult cards than on
// senior cards"): the metric for each value, and the one less the other.
func (e *Engine) contrastPlan(p *Planned) error {
	q, m, c := p.Query, p.Metric, p.Query.Contrast
	p.Route = RouteMetric
	timeDim := m.Time
	if q.TimeDim != "" {
		timeDim = q.TimeDim
	}
	if q.Period != nil && timeDim == "" {
		p.Warnings = append(p.Warnings, fmt.Sprintf("%s is not tied to a date, so the period in the question was not applied.", labelOf(m.Label, m.Name)))
		p.Period = nil
	}
	pl := &plan.Plan{}
	var cols [2]string
	for i, v := range c.Values {
		st := plan.Step{ID: fmt.Sprintf("v%d", i+1), Metric: m.Name}
		if timeDim != m.Time {
			st.TimeDimension = timeDim
		}
		st.Filters, st.Where = e.filters(q, p.Period, true)
		st.Filters[c.Dim] = v
		pl.Steps = append(pl.Steps, st)
		cols[i] = colName(m.Name, v)
		pl.Output = append(pl.Output, plan.Output{Type: plan.DirectColumn, Name: cols[i], From: st.ID + "." + m.Name, Unit: m.Unit})
	}
	a, b := cols[0], cols[1]
	if c.Sign < 0 {
		a, b = b, a
	}
	pl.Output = append(pl.Output, plan.Output{Type: plan.FormulaColumn, Name: "difference", Formula: fmt.Sprintf("out[%q] - out[%q]", a, b), Unit: m.Unit})
	p.Plan, p.MetricCol = pl, "difference"
	return nil
}

// differenceOutput is the column a difference asked between two periods
// answers with ("how many more in 2024 than in 2023"): the later period's
// value less the earlier's, or the other way round; nil for a growth.
func differenceOutput(q *understand.Query, earlier, later, unit string) *plan.Output {
	switch q.Difference {
	case 1:
		return &plan.Output{Type: plan.FormulaColumn, Name: "difference", Formula: fmt.Sprintf("out[%q] - out[%q]", later, earlier), Unit: unit}
	case -1:
		return &plan.Output{Type: plan.FormulaColumn, Name: "difference", Formula: fmt.Sprintf("out[%q] - out[%q]", earlier, later), Unit: unit}
	}
	return nil
}

var plainName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// zeroPasses reports a comparison that zero passes ("= 0", "< 3").
func zeroPasses(h understand.Cond) bool {
	return h.Op == "=" && h.Num == 0 || h.Op == "<" && h.Num > 0 || h.Op == "<=" && h.Num >= 0
}

// zeroEntities reports a comparison per entity that an entity with no rows
// passes ("= 0", "< 3") of a count or sum, and the entity's table and key
// column to count them from.
func (e *Engine) zeroEntities(q *understand.Query, a knowledge.Aggregate, key string) (table, col string, ok bool) {
	if len(q.Having) != 1 || q.Entity == nil {
		return "", "", false
	}
	agg := strings.ToUpper(strings.TrimSpace(a.SQL))
	if !zeroPasses(q.Having[0]) || !strings.HasPrefix(agg, "COUNT(") && !strings.HasPrefix(agg, "SUM(") {
		return "", "", false
	}
	switch {
	case q.Entity.Dim != "":
		d := e.snap.Dimensions[q.Entity.Dim]
		if d == nil || !plainName.MatchString(strings.Trim(strings.TrimSpace(d.Expr), `"`)) {
			return "", "", false
		}
		return d.Table, strings.Trim(strings.TrimSpace(d.Expr), `"`), true
	case q.Entity.Column != "":
		t, c, _ := strings.Cut(q.Entity.Column, ".")
		return t, c, t != "" && c == key
	}
	return "", "", false
}

// datedOn reports a query whose period applies to a date of table, or of
// the table its column col points at (the orders of an order line's
// order ID).
func (e *Engine) datedOn(mq knowledge.MetricQuery, table, col string) bool {
	d := e.snap.Dimensions[mq.TimeDimension]
	if d == nil || mq.From == nil && mq.To == nil {
		return false
	}
	if d.Table == table {
		return true
	}
	if t := e.snap.Tables[table]; t != nil {
		for _, j := range t.Joins {
			if j.From == table && j.To == d.Table && strings.EqualFold(j.Column, col) {
				return true
			}
		}
	}
	return false
}

// entityConditions is a listing of an entity's key column kept by the
// conditions of a query that are on the entity's own table, its period
// among them (nil when none is): the entities a count of those with no
// rows goes over.
func entityConditions(s *knowledge.Snapshot, mq knowledge.MetricQuery, table string) *knowledge.MetricQuery {
	out := knowledge.MetricQuery{List: true}
	// (a dimension of a table the entities point at is theirs too: the
	// plan of "annual members who never rode" is each rider's)
	own := func(t string) bool {
		if t == table {
			return true
		}
		js, err := knowledge.JoinPath(s, table, []string{t})
		return err == nil && len(js) > 0
	}
	for _, f := range mq.Filters {
		if d := s.Dimensions[f.Dimension]; d != nil && own(d.Table) && d.Type != config.DimTime {
			out.Filters = append(out.Filters, f)
		}
	}
	for _, n := range mq.Named {
		if f := s.Filters[n.Name]; f != nil && f.Table == table {
			out.Named = append(out.Named, n)
		}
	}
	for _, w := range mq.Where {
		if t, _, _ := strings.Cut(w.Column, "."); t == table {
			out.Where = append(out.Where, w)
		}
	}
	dated := false
	if d := s.Dimensions[mq.TimeDimension]; d != nil && (mq.From != nil || mq.To != nil) && d.Table == table && d.Type == config.DimTime {
		out.TimeDimension, out.From, out.To, dated = mq.TimeDimension, mq.From, mq.To, true
	}
	if len(out.Filters)+len(out.Named)+len(out.Where) == 0 && !dated {
		return nil
	}
	return &out
}

// havingMeasure is the SQL that compares each group by metric name, in an
// aggregate of a whose groups it compares ("among pollsters with at least
// 30 polls, the smallest average sample size": the polls are counted, the
// sample sizes averaged): the metric over the same rows, less the rows
// its own filters leave out. An error when the two cannot be said in one
// query (another table, or rows the aggregate's filters leave out that
// the metric counts).
func (e *Engine) havingMeasure(name string, a knowledge.Aggregate) (string, error) {
	m := e.snap.Metrics[name]
	if m == nil {
		return "", fmt.Errorf("no metric %s", name)
	}
	if m.Table != a.Table {
		return "", fmt.Errorf("metric %s is on %s, not %s", name, m.Table, a.Table)
	}
	var own []string
	for _, f := range a.Filters {
		if !slices.Contains(m.Filters, f) {
			return "", fmt.Errorf("metric %s counts rows that %s leaves out (%s)", name, a.Name, f)
		}
	}
	for _, f := range m.Filters {
		if !slices.Contains(a.Filters, f) {
			own = append(own, f)
		}
	}
	sql, ok := knowledge.Conditional(m.SQL, own)
	if !ok {
		return "", fmt.Errorf("metric %s: %s cannot be counted over some of its rows only", name, m.SQL)
	}
	return sql, nil
}

func havingText(q *understand.Query) string {
	var parts []string
	for _, h := range q.Having {
		parts = append(parts, h.Op+" "+formatPlain(h.Num))
	}
	return "is " + strings.Join(parts, " and ")
}

func formatPlain(f float64) string { return fmt.Sprintf("%g", f) }

func groupLabelOf(e *Engine, g understand.Group) string {
	return strings.ToLower(e.lx.GroupLabel(g))
}

// aggregateOf is the SQL aggregate of an interpretation's measure over
// its base table, and what to tell the user about it.
// aggregateTime is the date an aggregate's period, grain or rate per day
// applies to: the question's, else the measure's, else the one date the
// base reaches ("" when none, or several).
func (e *Engine) aggregateTime(q *understand.Query, a knowledge.Aggregate, base string) string {
	switch {
	case q.TimeDim != "":
		return q.TimeDim
	case a.Time != "":
		return a.Time
	}
	if dims, err := e.lx.TimeOf(q, base); err == nil && len(dims) == 1 {
		return dims[0]
	}
	return ""
}

func (e *Engine) aggregateOf(q *understand.Query, base string) (knowledge.Aggregate, string, error) {
	m := q.Measure
	s := e.snap
	switch {
	case m == nil && q.List:
		return knowledge.Aggregate{Name: "rows", Table: base, SQL: "COUNT(*)"}, "", nil
	case m == nil:
		return knowledge.Aggregate{}, "", fmt.Errorf("nothing to measure")
	case m.Metric != "" && (m.Agg == "" || m.Agg == "avg" && q.Per != nil):
		// a metric, or an average of it per something (the rate below)
		mt := s.Metrics[m.Metric]
		if mt.Table != base {
			return knowledge.Aggregate{}, "", fmt.Errorf("metric %s is on %s", m.Metric, mt.Table)
		}
		return knowledge.Aggregate{Name: mt.Name, Table: mt.Table, SQL: mt.SQL, Time: mt.Time, Filters: mt.Filters}, "", nil
	case m.Column != "" && m.Agg != "count_distinct":
		fn := aggSQL[m.Agg]
		if fn == "" {
			return knowledge.Aggregate{}, "", fmt.Errorf("no aggregate %q", m.Agg)
		}
		t, c := e.lx.ColumnOf(m.Column)
		col := engine.QuoteIdent(t.Name) + "." + engine.QuoteIdent(c.Name)
		expr := fn + "(" + col + ")"
		if m.Agg == "median" {
			if expr = s.Sources[t.Source].SQLDialect().Median(col); expr == "" {
				return knowledge.Aggregate{}, "", fmt.Errorf("source %s has no median", t.Source)
			}
		}
		verb := map[string]string{"avg": "average", "sum": "total", "median": "median", "max": "maximum", "min": "minimum"}[m.Agg]
		name := verb + "_" + strings.ReplaceAll(knowledge.Fold(c.Name), " ", "_")
		how := fmt.Sprintf("This is the %s of the column %s.%s.", verb, t.Name, c.Name)
		if mt := e.metricOnColumn(m.Column); mt != nil {
			how = fmt.Sprintf("This is the %s of %s.%s per row of %s (the column %s sums).", verb, t.Name, c.Name, t.Name, labelOf(mt.Label, mt.Name))
		}
		// the rows are those the workspace counts as the table's rows
		// ("the average distance of a trip" leaves out the cancelled
		// unlocks, which the trips metric does not count)
		filters := e.rowFilters(m.Column)
		if len(filters) > 0 {
			how += fmt.Sprintf(" Only the rows the workspace counts: %s.", strings.Join(filters, " AND "))
		}
		return knowledge.Aggregate{Name: name, Table: t.Name, SQL: expr, Filters: filters}, how, nil
	case m.Column != "":
		t, c := e.lx.ColumnOf(m.Column)
		name := "number_of_distinct_" + strings.ReplaceAll(knowledge.Fold(plural(c.Name, 2)), " ", "_")
		return knowledge.Aggregate{Name: name, Table: base, SQL: "COUNT(DISTINCT " + engine.QuoteIdent(t.Name) + "." + engine.QuoteIdent(c.Name) + ")"},
			fmt.Sprintf("This counts the distinct values of the column %s.%s.", t.Name, c.Name), nil
	case m.Dim != "":
		d := s.Dimensions[m.Dim]
		name := "number_of_" + strings.ReplaceAll(knowledge.Fold(plural(d.Name, 2)), " ", "_")
		// the things a dimension names are told apart by their key: two
		// guests may share a name
		// (its own key, not the rows' column that points at it: a row
		// pointing at no such thing is none; nor is one the dimension
		// gives no name)
		if t, c, ok := strings.Cut(e.lx.EntityKey(d.Name), "."); ok {
			key := engine.QuoteIdent(t) + "." + engine.QuoteIdent(c)
			how := fmt.Sprintf("No metric counts %s, so this counts the distinct %s with a %s by their key (%s): two of them may share one", plural(strings.ToLower(dimLabel(d)), 2), plural(strings.ToLower(dimLabel(d)), 2), strings.ToLower(dimLabel(d)), key)
			if base != t {
				how += fmt.Sprintf(", among the rows of %s that match", base)
			}
			return knowledge.Aggregate{Name: name, Table: base, SQL: "COUNT(DISTINCT CASE WHEN " + d.SQL + " IS NOT NULL THEN " + key + " END)"}, how + ".", nil
		}
		how := fmt.Sprintf("No metric counts %s, so this counts the distinct values of the dimension %s (%s.%s)", plural(strings.ToLower(dimLabel(d)), 2), d.Name, d.Table, d.Expr)
		if base != d.Table {
			how += fmt.Sprintf(" among the rows of %s that match", base)
		}
		return knowledge.Aggregate{Name: name, Table: base, SQL: "COUNT(DISTINCT " + d.SQL + ")"}, how + ".", nil
	case m.Table != "":
		name := "number_of_" + strings.ReplaceAll(knowledge.Fold(m.Table), " ", "_")
		if base == m.Table {
			return knowledge.Aggregate{Name: name, Table: base, SQL: "COUNT(*)"},
				fmt.Sprintf("No metric counts %s, so this counts the rows of the table %s.", strings.ReplaceAll(m.Table, "_", " "), m.Table), nil
		}
		key := e.keyInto(base, m.Table)
		if key == "" {
			return knowledge.Aggregate{}, "", fmt.Errorf("no key of %s in %s", m.Table, base)
		}
		return knowledge.Aggregate{Name: name, Table: base, SQL: "COUNT(DISTINCT " + key + ")"},
			fmt.Sprintf("No metric counts %s, so this counts the distinct %s (%s) among the rows of %s that match.", strings.ReplaceAll(m.Table, "_", " "), strings.ReplaceAll(m.Table, "_", " "), key, base), nil
	case m.Metric != "":
		return knowledge.Aggregate{}, "", fmt.Errorf("cannot take the %s of the metric %s row by row", m.Agg, m.Metric)
	}
	return knowledge.Aggregate{}, "", fmt.Errorf("nothing to measure")
}

// rowFilters are the filters that define a column's rows: those of the
// metric that counts its table's rows, named after them (nil when it
// leaves none out). A metric that adds up the column says what it adds
// ("fines collected": the paid ones), not which rows there are.
func (e *Engine) rowFilters(col string) []string {
	t, _, _ := strings.Cut(col, ".")
	if name := e.lx.RowCount(t); name != "" {
		return e.snap.Metrics[name].Filters
	}
	return nil
}

// metricOnColumn is a metric that sums the column, if one does.
func (e *Engine) metricOnColumn(col string) *knowledge.Metric {
	t, c, _ := strings.Cut(col, ".")
	for _, name := range knowledge.SortedNames(e.snap.Metrics) {
		m := e.snap.Metrics[name]
		if m.Table == t && strings.EqualFold(strings.ReplaceAll(m.Expr, " ", ""), "SUM("+c+")") {
			return m
		}
	}
	return nil
}

// keyInto is the column of the join path from base into table that holds
// table's key: "orders"."CustomerID" for customers from order lines.
// joinInto is the join of the path from base that reaches table, or nil.
func (e *Engine) joinInto(base, table string) *knowledge.Join {
	js, err := knowledge.JoinPath(e.snap, base, []string{table})
	if err != nil {
		return nil
	}
	for _, j := range js {
		if j.To == table && j.References != "" {
			return j
		}
	}
	return nil
}

func (e *Engine) keyInto(base, table string) string {
	js, err := knowledge.JoinPath(e.snap, base, []string{table})
	if err != nil {
		return ""
	}
	for _, j := range js {
		if j.To == table {
			return engine.QuoteIdent(j.From) + "." + engine.QuoteIdent(j.Column)
		}
	}
	return ""
}

func (e *Engine) filterLabel(name string) string {
	if f := e.snap.Filters[name]; f != nil && f.Label != "" {
		return f.Label
	}
	return knowledge.NameWords(name)
}

// ---------------------------------------------------------------- others

func (e *Engine) verifiedPlan(p *Planned) {
	var v *config.VerifiedQuery
	for _, x := range e.snap.Verified {
		if x.Name == p.Query.Verified {
			v = x
		}
	}
	p.Route, p.Verified = RouteSQL, v
	p.Plan = &plan.Plan{Steps: []plan.Step{{ID: "q", SQL: v.SQL, Source: v.Source}}}
	p.Evidence.Kind = "verified"
}

// stop refuses, saying why and what the workspace can answer.
func (e *Engine) stop(p *Planned) {
	p.Route, p.Plan = RouteStop, nil
	p.Evidence.Kind = "stop"
	why := map[string]string{
		"change": "I only read data: I cannot change, add or delete anything.",
		"chat":   "Hello! I answer questions about the data in this workspace.",
		"empty":  "The question is empty.",
	}[p.Query.Stop]
	if p.Query.StopReason != "" {
		why = p.Query.StopReason
	}
	if why == "" {
		why = e.noMatchMessage(p.Query)
	}
	if p.Query.Stop == "period" {
		p.Message = why
		return
	}
	p.Message = why + " " + e.capabilities()
}

func (e *Engine) noMatchMessage(q *understand.Query) string {
	if len(q.Unknown) > 0 {
		return fmt.Sprintf("I could not match %s to the workspace's metrics, dimensions, tables or documents.", listAnd(quoteAll(q.Unknown)))
	}
	if len(q.Score.Unexplained) > 0 {
		// every word is known, but no reading puts them together
		return fmt.Sprintf("I know %s, but could not read them together as one question about the data.", listAnd(quoteAll(q.Score.Unexplained)))
	}
	return "I could not match this question to the workspace's metrics, pipes or tables."
}

// capabilities lists a few things the workspace can answer, from its pipes
// and metrics: the tail of every refusal.
func (e *Engine) capabilities() string {
	var ex []string
	for _, name := range knowledge.SortedNames(e.snap.Pipes) {
		p := e.snap.Pipes[name]
		if len(p.Examples) > 0 {
			ex = append(ex, p.Examples[0])
		}
		if len(ex) == 3 {
			break
		}
	}
	var ms []string
	for _, name := range knowledge.SortedNames(e.snap.Metrics) {
		m := e.snap.Metrics[name]
		ms = append(ms, strings.ToLower(labelOf(m.Label, m.Name)))
	}
	msg := ""
	if len(ms) > 0 {
		msg = "I can answer questions about " + listAnd(ms)
		if len(e.snap.Dimensions) > 0 {
			var ds []string
			for _, n := range knowledge.SortedNames(e.snap.Dimensions) {
				ds = append(ds, strings.ToLower(dimLabel(e.snap.Dimensions[n])))
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

// definePlan answers what a metric means: from its document when one
// defines it, else from the workspace's own definition.
func (e *Engine) definePlan(p *Planned) {
	p.Route = RouteDocuments
	p.Evidence.Kind = "define"
	m := e.snap.Metrics[p.Query.Measure.Metric]
	line := fmt.Sprintf("%s: %s", labelOf(m.Label, m.Name), m.Description)
	if m.DocumentedIn != "" {
		line += fmt.Sprintf(" (defined in the document %q)", m.DocumentedIn)
	}
	p.Message = "The workspace's own definition: " + line + "."
	p.Metric = m
}

// ---------------------------------------------------------------- helpers

func labelOf(label, name string) string {
	if label != "" {
		return label
	}
	return strings.ReplaceAll(name, "_", " ")
}

func dimLabel(d *knowledge.Dimension) string {
	if d == nil {
		return ""
	}
	if d.Label != "" {
		return d.Label
	}
	return strings.ReplaceAll(d.Name, "_", " ")
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

func asTime(v any) (time.Time, bool) {
	t, ok := v.(time.Time)
	return t, ok
}

// entityKeys are the keys that tell apart the things the dimensions name
// (the guests' key under their names): grouped by too, so that two guests
// who share a name are not added up as one.
func (e *Engine) entityKeys(dims []string) []string {
	var keys []string
	for _, d := range dims {
		if k := e.lx.EntityKey(d); k != "" && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}
