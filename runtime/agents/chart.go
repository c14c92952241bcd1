package agents

import (
	"strings"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// VegaLiteSchema is the Vega-Lite version the charts target.
const VegaLiteSchema = "https://vega.github.io/schema/vega-lite/v6.json"

// MaxChartRows bounds the rows put into a chart spec.
const MaxChartRows = 500

// ChartFor picks a Vega-Lite spec from the shape of a result: a time
// series is a line, shares of a whole an arc, categories a bar, one value
// no chart (nil). It never runs code; the spec is data.
func ChartFor(title string, t *data.Table, keyCol, valueCol string) *Chart {
	if t == nil || t.Rows() < 2 || len(t.Columns) < 2 {
		return nil
	}
	key, val := t.Col(keyCol), t.Col(valueCol)
	if key == nil || key.Kind.IsNumber() && !isYearLike(key) {
		key = nil
		for _, c := range t.Columns {
			if !c.Kind.IsNumber() || isYearLike(c) {
				key = c
				break
			}
		}
	}
	if val == nil || !val.Kind.IsNumber() {
		val = nil
		for _, c := range t.Columns {
			if c.Kind.IsNumber() && c != key {
				val = c
				break
			}
		}
	}
	if key == nil || val == nil {
		return nil
	}
	rows := make([]map[string]any, 0, min(t.Rows(), MaxChartRows))
	for i := 0; i < t.Rows() && i < MaxChartRows; i++ {
		rows = append(rows, map[string]any{key.Name: jsonValue(key, i), val.Name: jsonValue(val, i)})
	}
	spec := map[string]any{
		"$schema": VegaLiteSchema,
		"title":   title,
		"data":    map[string]any{"values": rows},
		"width":   "container",
	}
	quant := map[string]any{"field": val.Name, "type": "quantitative", "title": humanize(val.Name)}
	switch {
	case key.Kind.IsTime() || isYearLike(key):
		typ := "temporal"
		if isYearLike(key) || key.Grain != "" {
			// years and periods (1997-Q3, 1997-12) are steps in order,
			// not instants
			typ = "ordinal"
		}
		spec["mark"] = map[string]any{"type": "line", "point": true}
		spec["encoding"] = map[string]any{"x": map[string]any{"field": key.Name, "type": typ, "title": humanize(key.Name)}, "y": quant}
	case strings.Contains(val.Name, "share") && t.Rows() <= 12:
		spec["mark"] = map[string]any{"type": "arc", "innerRadius": 40}
		spec["encoding"] = map[string]any{"theta": quant, "color": map[string]any{"field": key.Name, "type": "nominal", "title": humanize(key.Name)}}
	default:
		spec["mark"] = map[string]any{"type": "bar"}
		spec["encoding"] = map[string]any{
			"y": map[string]any{"field": key.Name, "type": "nominal", "sort": "-x", "title": humanize(key.Name)},
			"x": quant,
		}
	}
	return &Chart{Title: title, Spec: spec}
}

func isYearLike(c *data.Column) bool {
	return (c.Name == "year" || strings.HasSuffix(c.Name, "_year")) && c.Kind == data.Int
}

func humanize(s string) string { return sentenceCase(strings.ReplaceAll(s, "_", " ")) }

// chartTitle is the question as a title: capitalized, without its "?".
func chartTitle(q string) string {
	q = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(q), "?!."))
	return sentenceCase(q)
}
