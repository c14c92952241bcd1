package scaffold

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/data"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Naming conventions of schemas (not business words): the last word of a
// column's name tells a key, a code, or a number that must not be summed.
var (
	keyWords = set("id", "key", "uuid", "guid")
	// codeWords end the names of columns that may point at another table
	// (store_code → stores.store_code) but are values in their own right
	// when they do not.
	codeWords = set("code", "no", "number", "num", "nr")
	// notMeasure: numbers that identify, locate or date something.
	notMeasure = set("id", "key", "uuid", "guid", "code", "zip", "zipcode", "postcode", "postal", "phone", "fax",
		"year", "month", "day", "week", "quarter", "hour", "minute", "no", "num", "number", "nr", "rank", "index",
		"idx", "version", "lat", "latitude", "lon", "lng", "longitude", "seq", "sequence", "ordinal", "position")
	// notAdditive: numbers whose sum means nothing; they get only an average.
	notAdditive = set("price", "rate", "ratio", "pct", "percent", "percentage", "share", "score", "rating",
		"discount", "age", "avg", "average", "mean", "median", "level", "temperature", "temp")
)

func set(words ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		m[w] = true
	}
	return m
}

// Thresholds for what counts as a low-cardinality text column, and how
// much of a key's values must be found in the other table to guess a join.
const (
	maxDimValues   = 100
	maxDimAvgLen   = 40
	nearUnique     = 0.9
	minContainment = 0.95
)

func words(name string) []string { return strings.Split(snake(name), "_") }

func last(ws []string) string { return ws[len(ws)-1] }

func isKey(c *column) bool { return keyWords[last(words(c.Name))] }

// mayJoin: a key, or a code that a join may be guessed for.
func mayJoin(c *column) bool {
	return isKey(c) || codeWords[last(words(c.Name))] && len(words(c.Name)) > 1
}

// singular is a table name's singular, for naming keys ("customers" →
// "customer"): the plural endings of English, on names only.
func singular(s string) string {
	switch {
	case strings.HasSuffix(s, "ies") && len(s) > 4:
		return s[:len(s)-3] + "y"
	case strings.HasSuffix(s, "sses"), strings.HasSuffix(s, "xes"), strings.HasSuffix(s, "ches"), strings.HasSuffix(s, "shes"):
		return s[:len(s)-2]
	case strings.HasSuffix(s, "ss"), strings.HasSuffix(s, "us"):
		return s
	case strings.HasSuffix(s, "s") && len(s) > 3:
		return s[:len(s)-1]
	}
	return s
}

// human turns an identifier into words: "ship_country" → "ship country".
func human(s string) string { return strings.ReplaceAll(snake(s), "_", " ") }

func label(s string) string {
	h := human(s)
	if h == "" {
		return h
	}
	return strings.ToUpper(h[:1]) + h[1:]
}

// ident quotes a column for an expression only when it needs it.
func ident(name string) string {
	for i, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return engine.QuoteIdent(name)
		}
	}
	if name == "" {
		return `""`
	}
	return name
}

// join is a guessed relationship from a key column to a unique column of
// another table, many rows to one.
type join struct {
	From  *table
	Col   *column
	To    *table
	Ref   *column
	Share float64
	Why   string
}

// rejected is a key that looked like a join but was not taken.
type rejected struct {
	From *table
	Col  *column
	Why  string
}

// dimension, metric: the blocks to write.
type dimension struct {
	Name, Table, Expr, Label, Description string
	Time                                  bool
	// Names: the dimension named after its table, by its rows' names.
	Names    bool
	Synonyms []string
	col      *column
	tab      *table
}

type metric struct {
	Name, Label, Description, Table, Expr, Time string
	Synonyms                                    []string
}

// model is everything inferred from the files.
type model struct {
	Tables   []*table
	Joins    []*join
	Rejected []*rejected
	Dims     []*dimension
	Metrics  []*metric
}

func (m *model) table(name string) *table {
	for _, t := range m.Tables {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// infer guesses keys, joins, dimensions and metrics from the profiles.
func infer(ctx context.Context, db *engine.DB, tables []*table) (*model, error) {
	m := &model{Tables: tables}
	for _, t := range tables {
		t.Key = primaryKey(t)
	}
	for _, t := range tables {
		for _, c := range t.Cols {
			if c == t.Key || !mayJoin(c) {
				continue
			}
			to, ref, why := joinTarget(tables, t, c)
			if to == nil {
				continue
			}
			share, err := containment(ctx, db, t, c, to, ref)
			if err != nil {
				return nil, err
			}
			if share < minContainment {
				m.Rejected = append(m.Rejected, &rejected{From: t, Col: c, Why: fmt.Sprintf("%s; but only %.0f%% of its values are %s.%s values", why, share*100, to.Name, ref.Name)})
				continue
			}
			m.Joins = append(m.Joins, &join{From: t, Col: c, To: to, Ref: ref, Share: share, Why: why})
		}
	}
	m.dimensions()
	m.metrics()
	return m, nil
}

// primaryKey is the column that identifies a table's rows: unique, never
// null, named like a key; "id" or "<table>_id" first.
func primaryKey(t *table) *column {
	var best *column
	for _, c := range t.Cols {
		if !isKey(c) || !c.unique(t.Rows) {
			continue
		}
		ws := words(c.Name)
		if len(ws) == 1 || strings.Join(ws[:len(ws)-1], "_") == singular(t.Name) {
			return c
		}
		if best == nil {
			best = c
		}
	}
	return best
}

// joinTarget finds the table a key column points at: one where a column of
// the same name is unique, or one named after the key ("customer_id" →
// customers) whose own key is unique.
func joinTarget(tables []*table, from *table, c *column) (*table, *column, string) {
	ws := words(c.Name)
	base := strings.Join(ws[:len(ws)-1], "_")
	var sameName []*table
	for _, t := range tables {
		if t == from {
			continue
		}
		for _, tc := range t.Cols {
			if snake(tc.Name) == snake(c.Name) && tc.unique(t.Rows) {
				sameName = append(sameName, t)
			}
		}
	}
	named := func(t *table) bool { return base != "" && (t.Name == base || singular(t.Name) == base) }
	for _, t := range sameName {
		if len(sameName) == 1 || named(t) {
			return t, colNamed(t, c.Name), fmt.Sprintf("%s.%s has the name of a unique column of %s", from.Name, c.Name, t.Name)
		}
	}
	for _, t := range tables {
		if t != from && named(t) && t.Key != nil && len(words(t.Key.Name)) == 1 {
			return t, t.Key, fmt.Sprintf("%s.%s is named after %s, whose %s is unique", from.Name, c.Name, t.Name, t.Key.Name)
		}
	}
	return nil, nil, ""
}

func colNamed(t *table, name string) *column {
	for _, c := range t.Cols {
		if snake(c.Name) == snake(name) {
			return c
		}
	}
	return nil
}

func (m *model) dimensions() {
	var dims []*dimension
	for _, t := range m.Tables {
		labelTaken := false
		for _, c := range t.Cols {
			switch {
			case c.Kind.IsTime() || c.DateText:
				expr := ident(c.Name)
				if c.DateText {
					expr = "CAST(" + expr + " AS DATE)"
				}
				dims = append(dims, &dimension{Name: snake(c.Name), Table: t.Name, Expr: expr, Label: label(c.Name), Time: true, col: c, tab: t,
					Description: fmt.Sprintf("%s of %s (%s to %s in the data).", label(c.Name), human(t.Name), c.Min, c.Max)})
			case c.Kind == data.String && !isKey(c) && len(m.joinsFrom(t, c)) == 0 && c.Distinct > 0 && c.Distinct <= maxDimValues && c.AvgLen <= maxDimAvgLen:
				nearlyUnique := float64(c.Distinct) > nearUnique*float64(t.Rows-c.Nulls)
				if nearlyUnique && t.Rows > 1 {
					// A unique text column names the rows (a customer's
					// name): the first one becomes the table's own dimension.
					if labelTaken || !c.unique(t.Rows) {
						continue
					}
					labelTaken = true
					dims = append(dims, &dimension{Name: singular(t.Name), Table: t.Name, Expr: ident(c.Name), Label: label(singular(t.Name)), col: c, tab: t, Names: true,
						Synonyms: []string{human(c.Name)}, Description: fmt.Sprintf("The %s of each row of %s (%d values).", human(c.Name), human(t.Name), c.Distinct)})
					continue
				}
				dims = append(dims, &dimension{Name: snake(c.Name), Table: t.Name, Expr: ident(c.Name), Label: label(c.Name), col: c, tab: t,
					Description: fmt.Sprintf("%s of %s (%d values).", label(c.Name), human(t.Name), c.Distinct)})
			}
		}
	}
	// The same column name in several tables: name each after its table
	// (a table's own dimension keeps its name).
	count := map[string]int{}
	for _, d := range dims {
		count[d.Name]++
	}
	for _, t := range m.Tables {
		count[t.Name]++ // a dimension must not take a table's or metric's name
	}
	for _, d := range dims {
		if count[d.Name] > 1 && !d.Names {
			d.Name = singular(d.tab.Name) + "_" + d.Name
			d.Label = label(d.Name)
		}
	}
	// A synonym two dimensions share, or another's name, would make
	// questions ambiguous.
	uses := map[string]int{}
	for _, d := range dims {
		uses[human(d.Name)]++
		for _, s := range d.Synonyms {
			uses[s]++
		}
	}
	for _, d := range dims {
		d.Synonyms = onlyOnce(d.Synonyms, uses)
	}
	m.Dims = dims
}

// timeOf is a table's first time dimension: the time of its metrics.
func (m *model) timeOf(t *table) string {
	for _, d := range m.Dims {
		if d.Time && d.Table == t.Name {
			return d.Name
		}
	}
	return ""
}

func (m *model) metrics() {
	var ms []*metric
	for _, t := range m.Tables {
		h := human(t.Name)
		ms = append(ms, &metric{Name: t.Name, Label: "Number of " + h, Table: t.Name, Expr: "COUNT(*)", Time: m.timeOf(t),
			Description: fmt.Sprintf("Rows of %s (%s).", t.Name, t.Path), Synonyms: []string{"number of " + h, h + " count"}})
		for _, c := range t.Cols {
			ws := words(c.Name)
			if !c.Kind.IsNumber() || notMeasure[last(ws)] || c.Distinct <= 2 || c == t.Key || len(m.joinsFrom(t, c)) > 0 {
				continue
			}
			n := snake(c.Name)
			if !notAdditive[last(ws)] {
				ms = append(ms, &metric{Name: "total_" + n, Label: "Total " + human(c.Name), Table: t.Name, Expr: "SUM(" + ident(c.Name) + ")", Time: m.timeOf(t),
					Description: fmt.Sprintf("Sum of %s.%s.", t.Name, c.Name), Synonyms: []string{human(c.Name)}})
			}
			ms = append(ms, &metric{Name: "average_" + n, Label: "Average " + human(c.Name), Table: t.Name, Expr: "AVG(" + ident(c.Name) + ")", Time: m.timeOf(t),
				Description: fmt.Sprintf("Mean of %s.%s over rows.", t.Name, c.Name)})
		}
	}
	count := map[string]int{}
	for _, x := range ms {
		count[x.Name]++
	}
	uses := map[string]int{}
	for _, x := range ms {
		for _, s := range x.Synonyms {
			uses[s]++
		}
	}
	for _, d := range m.Dims {
		uses[human(d.Name)]++
	}
	for _, x := range ms {
		if count[x.Name] > 1 {
			x.Name = singular(x.Table) + "_" + x.Name
			x.Label = label(singular(x.Table)) + " " + strings.ToLower(x.Label)
		}
		x.Synonyms = onlyOnce(x.Synonyms, uses)
	}
	m.Metrics = ms
}

// onlyOnce keeps the words used once in the whole workspace.
func onlyOnce(words []string, uses map[string]int) []string {
	var keep []string
	for _, w := range words {
		if uses[w] == 1 {
			keep = append(keep, w)
		}
	}
	return keep
}

func (m *model) joinsFrom(t *table, c *column) []*join {
	var out []*join
	for _, j := range m.Joins {
		if j.From == t && (c == nil || j.Col == c) {
			out = append(out, j)
		}
	}
	return out
}

// fact is the table the example pipe counts: the one with the most keys
// to other tables, then the most rows.
func (m *model) fact() *table {
	ts := append([]*table(nil), m.Tables...)
	sort.SliceStable(ts, func(i, j int) bool {
		a, b := len(m.joinsFrom(ts[i], nil)), len(m.joinsFrom(ts[j], nil))
		if a != b {
			return a > b
		}
		return ts[i].Rows > ts[j].Rows
	})
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}
