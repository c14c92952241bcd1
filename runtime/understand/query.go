package understand

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// Intents of an interpretation.
const (
	IntentData      = "data"      // a measure, breakdown or listing over the data
	IntentPipe      = "pipe"      // a pipe whose own text says what the question asks
	IntentVerified  = "verified"  // a verified query whose question it is
	IntentDocuments = "documents" // answered from a document
	IntentDefine    = "define"    // what a metric means
	IntentStop      = "stop"      // refused: a change, small talk, or nothing understood
)

// Measure is what a question measures: a declared metric (with an
// aggregation applied to its rows, "average quantity"), an aggregate of a
// column, or a count of an entity (a table's rows, or a dimension's
// distinct values).
type Measure struct {
	Metric string `json:"metric,omitempty"`
	// Agg is sum, avg, median, max, min, count or count_distinct; on a
	// metric it applies to the metric's rows.
	Agg    string `json:"agg,omitempty"`
	Column string `json:"column,omitempty"` // "table.column"
	Table  string `json:"table,omitempty"`  // a counted table
	Dim    string `json:"dimension,omitempty"`
	// Grain, on a rate only: "flights per day" divides by the days.
	Grain string `json:"grain,omitempty"`
}

// Key identifies a measure.
func (m *Measure) Key() string { return m.key() }

func (m *Measure) key() string {
	if m == nil {
		return ""
	}
	return m.Metric + "|" + m.Agg + "|" + m.Column + "|" + m.Table + "|" + m.Dim + "|" + m.Grain
}

// Group is a breakdown: a dimension, or a column no dimension declares.
type Group struct {
	Dim    string `json:"dimension,omitempty"`
	Column string `json:"column,omitempty"`
}

// Cond is one condition: values of a dimension (or, with Exclude, all but
// them), a filter block (or its negation), or a column compared with a
// number.
type Cond struct {
	Dim    string   `json:"dimension,omitempty"`
	Values []string `json:"values,omitempty"`
	// Range: the values were said as a range ("P1 through P4"), in their
	// order, which a breakdown by their dimension keeps.
	Range   bool   `json:"range,omitempty"`
	Exclude bool   `json:"exclude,omitempty"`
	Filter  string `json:"filter,omitempty"`
	Column  string `json:"column,omitempty"`
	// Metric is what a having condition compares.
	Metric string  `json:"metric,omitempty"`
	Op     string  `json:"op,omitempty"`
	Num    float64 `json:"value,omitempty"`
	// Text is the question's words for it; Match how the value matched.
	Text  string                 `json:"text,omitempty"`
	Match *knowledge.EntityMatch `json:"-"`
	// Part marks the conditions that define the part of a share, or the
	// numerator of a rate of a measure in itself; PerOnly those of its
	// denominator ("likely voter polls for every registered voter poll").
	Part    bool `json:"part,omitempty"`
	PerOnly bool `json:"per_only,omitempty"`
	// Counted marks a condition on the rows a comparison per entity counts,
	// not on those that make the entities ("of the people we admitted in
	// 2024, how many never came in through the ER": every 2024 admission
	// makes a patient, the ER ones are counted).
	Counted bool `json:"counted,omitempty"`
	// Dated is a period on the time dimension Dim that is not the one the
	// measure is dated by ("orders placed in 1997 that shipped in 1998":
	// 1998 of the ship date).
	Dated *Period `json:"dated,omitempty"`
	// All asks for the counted things that have rows with every one of
	// the values, not any ("members who borrowed both a DVD and an
	// audiobook").
	All bool `json:"all,omitempty"`
	// At is the first token of the words it was read from.
	At int `json:"-"`
}

// Query is one interpretation of a question: the semantic query the plan
// is made from.
type Query struct {
	Intent string `json:"intent"`
	// Stop says why a question is refused: change, chat, empty, unknown,
	// or period (a named period asked for in a year it does not exist;
	// StopReason says which it does).
	Stop       string `json:"stop,omitempty"`
	StopReason string `json:"stop_reason,omitempty"`
	// Unknown are the words of a refused question that nothing in the
	// workspace or the vocabulary reads.
	Unknown []string `json:"unknown,omitempty"`

	Measure *Measure  `json:"measure,omitempty"`
	Also    []Measure `json:"also,omitempty"`
	// Per divides the measure by another ("freight per order").
	Per *Measure `json:"per,omitempty"`
	// RankBy is the measure rows are ranked by, when not the measure.
	RankBy *Measure `json:"rank_by,omitempty"`
	Groups []Group  `json:"groups,omitempty"`
	Grain  string   `json:"grain,omitempty"`
	Conds  []Cond   `json:"conditions,omitempty"`
	// Having compares the measure of each group (or Entity).
	Having []Cond `json:"having,omitempty"`
	// Entity is what is counted or listed when the question compares a
	// measure per entity ("orders over $1,000").
	Entity  *Group   `json:"entity,omitempty"`
	Period  *Period  `json:"period,omitempty"`
	TimeDim string   `json:"time_dimension,omitempty"`
	Compare []Period `json:"compare,omitempty"`
	AllTime bool     `json:"all_time,omitempty"`

	Order  string `json:"order,omitempty"` // desc or asc
	Limit  int    `json:"limit,omitempty"`
	Single bool   `json:"single,omitempty"` // one row: "which category"
	// Nth is the rank of the one row asked for ("the second biggest
	// customer": 2); Limit is then one more, to see a tie below it.
	Nth    int  `json:"nth,omitempty"`
	Share  bool `json:"share,omitempty"`
	Growth bool `json:"growth,omitempty"`
	// Difference asks a growth's change in the measure's unit rather than
	// in percent ("how many more ... in 2024 than in 2023"): 1 for the
	// later period less the earlier, -1 for the earlier less the later.
	Difference int `json:"difference,omitempty"`
	// Contrast is two values of one dimension said one against the other,
	// with the difference between them asked ("how many points higher was
	// the late return rate on adult cards than on senior cards").
	Contrast *Contrast `json:"contrast,omitempty"`
	// Within keeps the rows of a first ranking ("of our five
	// highest-revenue routes") that the measure then ranks ("which one had
	// the lowest load factor").
	Within *Within `json:"within,omitempty"`
	// Each are periods the counted things must each have rows in ("how
	// many customers ordered in both 1996 and 1998"); Period then spans
	// them. None are periods they must have no rows in ("customers who
	// ordered in 1997 and not once in 1998").
	Each []Period `json:"each,omitempty"`
	None []Period `json:"none,omitempty"`
	// Combined asks the total of the rows a ranking keeps ("what did our
	// five biggest customers spend all together"), not each row.
	Combined bool `json:"combined,omitempty"`
	// Drivers asks what a change between two periods is made of ("why did
	// it drop?"): the change of the measure broken down by the values of
	// dimensions (Groups first); a breakdown, not a cause. See why.go.
	Drivers bool `json:"drivers,omitempty"`
	// Included are the words of conditions said to count their rows in
	// ("including cancelled flights"), which restrict nothing.
	Included []string `json:"included,omitempty"`
	// List asks for the rows of an entity, not a number.
	List bool `json:"list,omitempty"`
	// Define: the question asks what something means ("as the KPI
	// definition says").
	Define bool `json:"define,omitempty"`
	// Fact is the table whose verb the question uses ("bought"): counted
	// entities are found through its rows.
	Fact string `json:"fact,omitempty"`
	// Events is the metric whose rows an entity count goes over ("how
	// many different bikes were ridden": the trips, with the trips
	// metric's own filters).
	Events string `json:"events,omitempty"`

	Pipe     string `json:"pipe,omitempty"`
	Verified string `json:"verified,omitempty"`
	Chunk    string `json:"chunk,omitempty"`

	// Follows: the interpretation continues the previous question of a
	// conversation, whose parts the question did not restate it keeps.
	Follows bool `json:"follows,omitempty"`
	// Notes are assumptions made in reading ("no measure was named").
	Notes []string `json:"notes,omitempty"`
	// Guessed counts the choices made without words to go on.
	Guessed int `json:"guessed,omitempty"`
	// Doubts say why the reading may not be the one meant when no other
	// reading can be offered: its answer is for review.
	Doubts []string `json:"doubts,omitempty"`

	Score Score `json:"score"`
	// Used marks the tokens the interpretation explains; Weak those it
	// explains only in part.
	Used     []bool    `json:"-"`
	Weak     []bool    `json:"-"`
	Readings []Reading `json:"-"`
	question string
	// composed: the measure was read as an aggregate of a column that a
	// declared metric happens to compute, not as the metric's own names
	composed bool
}

// Signature identifies what an interpretation would compute: two
// candidates with the same signature give the same result.
func (q *Query) Signature() string {
	var b strings.Builder
	b.WriteString(q.Intent + "|" + q.Stop + "|" + q.Pipe + "|" + q.Verified + "|" + q.Chunk + "|" + q.Measure.key())
	for _, m := range q.Also {
		b.WriteString("+" + m.key())
	}
	b.WriteString("/" + q.Per.key() + "/" + q.RankBy.key())
	for _, g := range q.Groups {
		b.WriteString("|g:" + g.Dim + g.Column)
	}
	b.WriteString("|" + q.Grain)
	conds := make([]string, 0, len(q.Conds))
	for _, c := range q.Conds {
		conds = append(conds, c.key())
	}
	sort.Strings(conds)
	b.WriteString("|c:" + strings.Join(conds, ","))
	for _, c := range q.Having {
		b.WriteString("|h:" + c.key())
	}
	if q.Entity != nil {
		b.WriteString("|e:" + q.Entity.Dim + q.Entity.Column)
	}
	if q.Period != nil {
		b.WriteString("|p:" + q.Period.From.Format("20060102") + q.Period.To.Format("20060102"))
	}
	b.WriteString("|t:" + q.TimeDim)
	for _, p := range q.Compare {
		b.WriteString("|cmp:" + p.From.Format("20060102") + p.To.Format("20060102"))
	}
	fmt.Fprintf(&b, "|%s|%d|%v|%v|%v|%v|%s", q.Order, q.effectiveLimit(), q.Share, q.Growth, q.List, q.AllTime, q.Fact)
	if q.Events != "" {
		b.WriteString("|ev:" + q.Events)
	}
	if c := q.Contrast; c != nil {
		fmt.Fprintf(&b, "|vs:%s=%s/%s/%d", c.Dim, c.Values[0], c.Values[1], c.Sign)
	}
	if w := q.Within; w != nil {
		fmt.Fprintf(&b, "|in:%s/%s/%d", w.Measure.Key(), w.Order, w.Limit)
	}
	if q.Difference != 0 {
		fmt.Fprintf(&b, "|diff:%d", q.Difference)
	}
	if q.Combined {
		b.WriteString("|combined")
	}
	for _, p := range q.Each {
		b.WriteString("|each:" + p.From.Format("20060102") + p.To.Format("20060102"))
	}
	if q.Nth > 0 {
		fmt.Fprintf(&b, "|nth:%d", q.Nth)
	}
	if q.Drivers {
		b.WriteString("|drivers")
	}
	return b.String()
}

// LessFilters reports a reading that is this one without some of the
// filter blocks it reads from the question's words, and otherwise the
// same: it drops a qualifier the workspace names ("took" of approved
// leave), and is no second reading of the words.
func (q *Query) LessFilters(other *Query) bool {
	if other == nil || len(other.Conds) >= len(q.Conds) || other.Score.Coverage > q.Score.Coverage {
		return false
	}
	keep := func(c Cond) bool {
		return slices.ContainsFunc(other.Conds, func(o Cond) bool { return o.key() == c.key() })
	}
	less := *q
	less.Conds = nil
	for _, c := range q.Conds {
		// (only filters read from words the other reading leaves unread
		// are left out: "on-time" of an on-time rate is its measure)
		if !keep(c) && (c.Filter == "" || c.Exclude || c.Text == "" || c.At >= len(other.Used) || other.Used[c.At]) {
			return false
		}
		if keep(c) {
			less.Conds = append(less.Conds, c)
		}
	}
	return len(less.Conds) == len(other.Conds) && less.Signature() == other.Signature()
}

func (q *Query) effectiveLimit() int {
	if q.Limit == 0 && q.Single {
		return 1
	}
	return q.Limit
}

func (c Cond) key() string {
	vals := append([]string(nil), c.Values...)
	sort.Strings(vals)
	k := fmt.Sprintf("%s=%s!%v#%s%s%s%s%g%v%v%v", c.Dim, strings.Join(vals, ";"), c.Exclude, c.Filter, c.Column, c.Metric, c.Op, c.Num, c.Part, c.PerOnly, c.Counted)
	if c.Dated != nil {
		k += "@" + c.Dated.From.Format("20060102") + c.Dated.To.Format("20060102")
	}
	if c.All {
		k += "&all"
	}
	return k
}

// Restate says the interpretation in a line: "Units sold · by category ·
// 1997 · top 3".
func (q *Query) Restate(lx *Lexicon) string {
	s := lx.Snap
	switch q.Intent {
	case IntentStop:
		return "Refused (" + q.Stop + ")"
	case IntentDocuments:
		return "From the documents: " + q.Chunk
	case IntentDefine:
		return "Definition of " + lx.measureLabel(q.Measure)
	case IntentPipe:
		p := s.Pipes[q.Pipe]
		parts := []string{"Pipe " + q.Pipe}
		if p != nil && p.Description != "" {
			parts[0] += " (" + strings.TrimSuffix(p.Description, ".") + ")"
		}
		return strings.Join(append(parts, q.restateConds(lx)...), " · ")
	case IntentVerified:
		return "Verified query " + q.Verified
	}
	var parts []string
	head := lx.measureLabel(q.Measure)
	switch {
	case q.List && q.Entity != nil:
		head = lx.groupLabel(*q.Entity)
	case q.List && len(q.Groups) > 0:
		head = lx.groupLabel(q.Groups[0])
	}
	if q.Per != nil && q.Measure != nil && q.Measure.Agg == "avg" {
		m := *q.Measure
		m.Agg = ""
		head = lx.measureLabel(&m)
	}
	switch {
	case q.OwnWhole() && len(q.Groups) > 0:
		head = "Share of each " + lower(lx.groupLabel(q.Groups[0])) + "'s " + lower(head)
	case q.OwnWhole():
		head = "Share of each " + q.Grain + "'s " + lower(head)
	case q.Share:
		head = "Share of " + lower(head)
	}
	if q.Growth {
		head = "Growth of " + lower(head)
		if q.Difference != 0 {
			head = "Difference in " + lower(head[len("Growth of "):])
		}
	}
	if c := q.Contrast; c != nil {
		head = "Difference in " + lower(head) + " · " + c.Label(lx)
	}
	if q.Drivers {
		head = driversHead(lx.measureLabel(q.Measure))
	}
	for _, m := range q.Also {
		head += " and " + lower(lx.measureLabel(&m))
	}
	if q.Per != nil && q.Share {
		head += " in " + lower(lx.measureNoun(q.Per)) // a share of one metric in another
	} else if q.Per != nil {
		head += " per " + lower(lx.measureNoun(q.Per))
	}
	parts = append(parts, head)
	if q.Entity != nil && !q.List {
		parts = append(parts, "counting "+lower(lx.groupLabel(*q.Entity)))
	}
	for _, g := range q.Groups {
		if q.List && q.Entity == nil && g == q.Groups[0] {
			continue
		}
		parts = append(parts, "by "+lower(lx.groupLabel(g)))
	}
	if q.Grain != "" {
		parts = append(parts, "by "+q.Grain)
	}
	if q.Events != "" {
		parts = append(parts, "over "+lower(lx.measureLabel(&Measure{Metric: q.Events})))
	}
	parts = append(parts, q.restateConds(lx)...)
	for _, h := range q.Having {
		parts = append(parts, fmt.Sprintf("with %s %s %s", lower(lx.measureLabel(havingMeasure(h))), h.Op, num(h.Num)))
	}
	switch {
	case len(q.Compare) == 2:
		p := q.Compare[0].Label + " vs " + q.Compare[1].Label
		if q.TimeDim != "" {
			p += " (" + lower(lx.dimLabel(q.TimeDim)) + ")"
		}
		parts = append(parts, p)
	case len(q.Each) == 1 && len(q.None) == 1:
		p := "in " + q.Each[0].Label + ", none in " + q.None[0].Label
		if q.TimeDim != "" {
			p += " (" + lower(lx.dimLabel(q.TimeDim)) + ")"
		}
		parts = append(parts, p)
	case len(q.Each) == 2:
		p := "in both " + q.Each[0].Label + " and " + q.Each[1].Label
		if q.TimeDim != "" {
			p += " (" + lower(lx.dimLabel(q.TimeDim)) + ")"
		}
		parts = append(parts, p)
	case q.Period != nil:
		p := q.Period.Label
		if q.TimeDim != "" {
			p += " (" + lower(lx.dimLabel(q.TimeDim)) + ")"
		}
		parts = append(parts, p)
	case q.AllTime:
		parts = append(parts, "all time")
	}
	if q.Order != "" || q.Limit > 0 || q.Single {
		dir := "top"
		if q.Order == "asc" {
			dir = "bottom"
		}
		r := dir
		switch n := q.effectiveLimit(); {
		case q.Nth > 0:
			r = "number " + strconv.Itoa(q.Nth) + " from the " + dir
		case n > 0:
			r += " " + strconv.Itoa(n)
		}
		if q.RankBy != nil {
			r += " by " + lower(lx.measureLabel(q.RankBy))
		}
		if q.Combined {
			r += ", combined"
		}
		if q.Within != nil {
			r += " " + q.Within.Label(lx)
		}
		parts = append(parts, r)
	}
	return strings.Join(parts, " · ")
}

func (q *Query) restateConds(lx *Lexicon) []string {
	var out []string
	for _, c := range q.Conds {
		if q.Contrasted(c) {
			continue // said by the contrast
		}
		switch {
		case c.Filter != "":
			l := lx.filterLabel(c.Filter)
			if c.Exclude {
				l = "not " + lower(l)
			}
			out = append(out, l)
		case c.Column != "" && len(c.Values) > 0:
			l := c.Column + " " + strings.Join(c.Values, " or ")
			if c.Exclude {
				l = "excluding " + l
			}
			out = append(out, l)
		case c.Column != "":
			out = append(out, fmt.Sprintf("%s %s %s", c.Column, c.Op, num(c.Num)))
		case c.Dated != nil:
			out = append(out, lx.dimLabel(c.Dim)+" "+c.Dated.Label)
		default:
			vals := strings.Join(c.Values, " or ")
			if c.All {
				vals = "both " + strings.Join(c.Values, " and ")
			}
			l := lx.dimLabel(c.Dim) + " " + vals
			if c.Exclude {
				l = "excluding " + lower(lx.dimLabel(c.Dim)) + " " + vals
			}
			switch {
			case c.PerOnly:
				l = "per " + lower(l)
			case c.Part && q.Per != nil && !q.Share:
				l += " (the numerator)"
			case c.Counted:
				l += " (counted)"
			}
			out = append(out, l)
		}
	}
	return out
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func lower(s string) string {
	if len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// Labels of things, for restatements and answers.

func (lx *Lexicon) dimLabel(name string) string {
	if d := lx.Snap.Dimensions[name]; d != nil && d.Label != "" {
		return d.Label
	}
	return sentence(knowledge.NameWords(name))
}

func (lx *Lexicon) filterLabel(name string) string {
	if f := lx.Snap.Filters[name]; f != nil && f.Label != "" {
		return f.Label
	}
	return sentence(knowledge.NameWords(name))
}

func (lx *Lexicon) groupLabel(g Group) string {
	if g.Dim != "" {
		return lx.dimLabel(g.Dim)
	}
	t, c, _ := strings.Cut(g.Column, ".")
	if c == "*" || lx.referenced[strings.ToLower(g.Column)] {
		return sentence(knowledge.NameWords(t))
	}
	label := sentence(knowledge.NameWords(c))
	// a column that shares its words with a declared dimension says
	// whose it is, or two different readings would restate alike
	for name := range lx.Snap.Dimensions {
		if strings.EqualFold(lx.dimLabel(name), label) {
			return sentence(knowledge.NameWords(t)) + " " + lower(label)
		}
	}
	return label
}

func (lx *Lexicon) measureLabel(m *Measure) string {
	if m == nil {
		return "Rows"
	}
	agg := map[string]string{"avg": "Average", "sum": "Total", "median": "Median", "max": "Maximum", "min": "Minimum", "count": "Number of", "count_distinct": "Number of distinct"}[m.Agg]
	var what string
	switch {
	case m.Metric != "":
		mt := lx.Snap.Metrics[m.Metric]
		what = sentence(knowledge.NameWords(m.Metric))
		if mt != nil && mt.Label != "" {
			what = mt.Label
		}
		if m.Agg != "" {
			what += " per row"
		}
	case m.Column != "":
		_, c, _ := strings.Cut(m.Column, ".")
		what = knowledge.NameWords(c)
	case m.Dim != "":
		what = plural(lower(lx.dimLabel(m.Dim)))
		agg = "Number of distinct"
	case m.Table != "":
		what = knowledge.NameWords(m.Table)
		agg = "Number of"
	}
	if agg == "" {
		return sentence(what)
	}
	return agg + " " + lower(what)
}

func (lx *Lexicon) measureNoun(m *Measure) string {
	switch {
	case m.Table != "":
		return singular(knowledge.NameWords(m.Table))
	case m.Dim != "":
		return lx.dimLabel(m.Dim)
	case m.Grain != "":
		return m.Grain
	case m.Metric != "" && m.Agg == "" && lx.countMetric(m.Metric):
		// "per completed flight": one of what the count counts
		return singular(lx.measureLabel(m))
	}
	return lx.measureLabel(m)
}

func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(s string) string { return knowledge.Plural(s) }

func singular(s string) string {
	if strings.HasSuffix(s, "ies") {
		return s[:len(s)-3] + "y"
	}
	if strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") {
		return s[:len(s)-1]
	}
	return s
}

// AsQuestion writes the interpretation as a question that reads back to
// it, in the workspace's own names: "Units sold by category in 1997, top 3".
func (q *Query) AsQuestion(lx *Lexicon) string {
	switch q.Intent {
	case IntentStop:
		return ""
	case IntentDocuments:
		if c := lx.Snap.Chunk(q.Chunk); c != nil {
			return "What does " + c.Title + " say about " + lower(c.Heading) + "?"
		}
		return ""
	case IntentDefine:
		return "How is " + lower(lx.measureLabel(q.Measure)) + " defined?"
	case IntentPipe:
		if p := lx.Snap.Pipes[q.Pipe]; p != nil && len(p.Examples) > 0 {
			return p.Examples[0]
		}
		return ""
	case IntentVerified:
		for _, v := range lx.Snap.Verified {
			if v.Name == q.Verified {
				return v.Question
			}
		}
		return ""
	}
	var b strings.Builder
	switch {
	case q.List && len(q.Groups) > 0:
		b.WriteString(sentence(plural(lower(lx.groupLabel(q.Groups[0])))))
	case q.Share:
		b.WriteString("Share of " + lower(lx.measureLabel(q.Measure)))
	case q.Drivers:
		b.WriteString(driversHead(lx.measureLabel(q.Measure)))
	case q.Contrast != nil:
		b.WriteString("Difference in " + lower(lx.measureLabel(q.Measure)) + ", " + q.Contrast.Label(lx))
	case q.Growth && q.Difference != 0:
		b.WriteString("Difference in " + lower(lx.measureLabel(q.Measure)))
	case q.Growth:
		b.WriteString("Growth of " + lower(lx.measureLabel(q.Measure)))
	default:
		b.WriteString(lx.measureLabel(q.Measure))
	}
	for _, m := range q.Also {
		b.WriteString(" and " + lower(lx.measureLabel(&m)))
	}
	if q.Per != nil {
		b.WriteString(" per " + lower(lx.measureNoun(q.Per)))
	}
	for i, g := range q.Groups {
		if q.List && i == 0 {
			continue
		}
		b.WriteString(" by " + lower(lx.groupLabel(g)))
	}
	if q.Grain != "" {
		b.WriteString(" by " + q.Grain)
	}
	for _, c := range q.Conds {
		if q.Contrasted(c) {
			continue
		}
		switch {
		case c.Filter != "":
			if c.Exclude {
				b.WriteString(" excluding " + lower(lx.filterLabel(c.Filter)))
			} else {
				b.WriteString(" for " + lower(lx.filterLabel(c.Filter)))
			}
		case c.Column != "" && len(c.Values) > 0:
			fmt.Fprintf(&b, " where %s is %s", c.Column, strings.Join(c.Values, " or "))
		case c.Column != "":
			fmt.Fprintf(&b, " where %s %s %s", c.Column, c.Op, num(c.Num))
		case c.Exclude:
			b.WriteString(" excluding " + strings.Join(c.Values, " and "))
		case c.All:
			b.WriteString(" with both " + lower(lx.dimLabel(c.Dim)) + " " + strings.Join(c.Values, " and "))
		default:
			b.WriteString(" for " + lower(lx.dimLabel(c.Dim)) + " " + strings.Join(c.Values, " or "))
		}
	}
	switch {
	case len(q.Compare) == 2:
		b.WriteString(" from " + q.Compare[0].Label + " to " + q.Compare[1].Label)
	case q.Period != nil:
		b.WriteString(" in " + q.Period.Label)
	}
	if n := q.effectiveLimit(); n > 0 {
		dir := "top"
		if q.Order == "asc" {
			dir = "bottom"
		}
		if q.Nth > 0 {
			fmt.Fprintf(&b, ", number %d from the %s", q.Nth, dir)
		} else {
			fmt.Fprintf(&b, ", %s %d", dir, n)
		}
		if q.Combined {
			b.WriteString(" combined")
		}
	}
	return b.String()
}

// Question is the question an interpretation was read from.
func (lx *Lexicon) Question(q *Query) string { return q.question }

// Question is the question the interpretation was read from.
func (q *Query) Question() string { return q.question }

// GroupLabel names a breakdown: a dimension's label, a column's words, a
// table's name for its rows.
func (lx *Lexicon) GroupLabel(g Group) string { return lx.groupLabel(g) }

// MeasureLabel is how an answer names a measure: "Total revenue".
func (lx *Lexicon) MeasureLabel(m *Measure) string { return lx.measureLabel(m) }

// Contrast is two values of one dimension compared: the measure for each
// and their difference, the first said less the second (Sign 1: "how much
// higher was A than B") or the second less the first (-1: "how much lower
// was A than B").
type Contrast struct {
	Dim    string    `json:"dimension"`
	Values [2]string `json:"values"`
	Sign   int       `json:"sign"`
}

// Contrasted reports the condition that holds the two values of the
// contrast.
func (q *Query) Contrasted(c Cond) bool {
	return q.Contrast != nil && c.Dim == q.Contrast.Dim && len(c.Values) == 2 && !c.Exclude
}

// Label says the contrast: "Member type Adult less Senior".
func (c *Contrast) Label(lx *Lexicon) string {
	a, b := c.Values[0], c.Values[1]
	if c.Sign < 0 {
		a, b = b, a
	}
	return fmt.Sprintf("%s %s less %s", lx.dimLabel(c.Dim), a, b)
}

// Within is a first ranking whose rows a question ranks again by its
// measure: the Limit rows with the highest (desc) or lowest Measure.
type Within struct {
	Measure Measure `json:"measure"`
	Order   string  `json:"order"`
	Limit   int     `json:"limit"`
}

// Label says the first ranking: "of the top 5 by total revenue".
func (w *Within) Label(lx *Lexicon) string {
	dir := "top"
	if w.Order == "asc" {
		dir = "bottom"
	}
	return fmt.Sprintf("of the %s %d by %s", dir, w.Limit, lower(lx.measureLabel(&w.Measure)))
}

// InRangeOrder reports a breakdown by a dimension whose values the question
// said as a range ("by priority, P1 through P4"): its rows go in the
// values' order, not by the measure.
func (q *Query) InRangeOrder() bool {
	for _, c := range q.Conds {
		if c.Range && slices.ContainsFunc(q.Groups, func(g Group) bool { return g.Dim == c.Dim }) {
			return true
		}
	}
	return false
}

// OwnWhole reports a share broken down whose part is said by a condition
// of its own ("what percentage of loans were renewed, by format"): each
// group's part of that group's whole, not the groups' parts of one whole.
func (q *Query) OwnWhole() bool {
	return q.Share && q.Per == nil && (len(q.Groups) > 0 || q.Grain != "") && slices.ContainsFunc(q.Conds, func(c Cond) bool { return c.Part })
}
