package agents

import (
	"slices"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// bucketGrains are the grains whose buckets print as periods (1997,
// 1997-Q3, 1997-12); a week or a day stays a date.
var bucketGrains = []string{"year", "quarter", "month"}

// present tells the result's columns how they are shown, in tables, JSON
// and charts alike: a time column that holds whole periods of a grain (the
// plan's grain on its key column, or a grain its name says) prints as
// those periods, and a money or percent column has 2 decimals.
func (e *Engine) present(t *data.Table, p *Planned, units map[string]string) {
	if t == nil {
		return
	}
	for _, c := range t.Columns {
		switch {
		case c.Kind.IsTime():
			c.Grain = ""
			for _, g := range e.grainsOf(c, p) {
				if c.AlignedTo(g) {
					c.Grain = g
					break
				}
			}
		case c.Kind == data.Float:
			if u := units[c.Name]; u == "%" || currency[u] != "" {
				c.SetScale(2)
			}
		}
	}
}

// grainsOf lists the grains a time column may be bucketed by, most likely
// first: the plan's grain for its key (or only time) column, then the
// grains its name says ("order_month").
func (e *Engine) grainsOf(c *data.Column, p *Planned) []string {
	var out []string
	if slices.Contains(bucketGrains, p.Grain) && (p.KeyCol == "" || p.KeyCol == c.Name || p.KeyCol == p.Grain) {
		out = append(out, p.Grain)
	}
	for _, w := range stems(c.Name) {
		for _, g := range bucketGrains {
			if w == g && !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	return out
}
