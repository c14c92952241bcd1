package agents

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/data"
)

// RenderSVG draws a chart spec of ChartFor (bar, line or arc) as a
// standalone SVG, for terminal users: no browser, no JavaScript.
func RenderSVG(c *Chart) ([]byte, error) {
	if c == nil {
		return nil, fmt.Errorf("no chart: the result is one value or has nothing to plot")
	}
	mark, _ := c.Spec["mark"].(map[string]any)
	enc, _ := c.Spec["encoding"].(map[string]any)
	dat, _ := c.Spec["data"].(map[string]any)
	rows, _ := dat["values"].([]map[string]any)
	if mark == nil || enc == nil || len(rows) == 0 {
		return nil, fmt.Errorf("the chart spec has no mark, encoding or data")
	}
	field := func(ch string) string {
		m, _ := enc[ch].(map[string]any)
		f, _ := m["field"].(string)
		return f
	}
	const w, h, left, top, bottom = 720.0, 420.0, 170.0, 40.0, 40.0
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="sans-serif" font-size="11">`, w, h, w, h)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/><text x="%g" y="22" font-size="15" font-weight="bold">%s</text>`, 10.0, html.EscapeString(c.Title))
	num := func(v any) float64 {
		f, _ := data.AsFloat(v)
		return f
	}
	label := func(v any) string {
		if s, ok := v.(string); ok {
			return s
		}
		return fmt.Sprint(v)
	}
	switch mark["type"] {
	case "bar":
		x, y := field("x"), field("y")
		hi := 0.0
		for _, r := range rows {
			hi = math.Max(hi, num(r[x]))
		}
		if hi <= 0 {
			hi = 1
		}
		n := min(len(rows), 25)
		bh := (h - top - bottom) / float64(n)
		for i, r := range rows[:n] {
			bw := (w - left - 80) * math.Max(num(r[x]), 0) / hi
			yy := top + float64(i)*bh
			fmt.Fprintf(&b, `<text x="%g" y="%g" text-anchor="end">%s</text>`, left-6, yy+bh*0.65, html.EscapeString(truncate(label(r[y]), 26)))
			fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%.1f" height="%.1f" fill="#4c78a8"/>`, left, yy+bh*0.1, bw, bh*0.8)
			fmt.Fprintf(&b, `<text x="%.1f" y="%g">%s</text>`, left+bw+4, yy+bh*0.65, data.Format(data.Float, num(r[x])))
		}
	case "line":
		x, y := field("x"), field("y")
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, r := range rows {
			lo, hi = math.Min(lo, num(r[y])), math.Max(hi, num(r[y]))
		}
		lo = math.Min(lo, 0)
		if hi == lo {
			hi = lo + 1
		}
		px := func(i int) float64 { return 60 + (w-90)*float64(i)/math.Max(float64(len(rows)-1), 1) }
		py := func(v float64) float64 { return h - bottom - (h-top-bottom)*(v-lo)/(hi-lo) }
		var pts []string
		for i, r := range rows {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(i), py(num(r[y]))))
		}
		fmt.Fprintf(&b, `<line x1="60" y1="%g" x2="%g" y2="%g" stroke="#888"/>`, h-bottom, w-30, h-bottom)
		fmt.Fprintf(&b, `<text x="6" y="%g">%s</text><text x="6" y="%.1f">%s</text>`, top+4, data.Format(data.Float, hi), h-bottom, data.Format(data.Float, lo))
		fmt.Fprintf(&b, `<polyline fill="none" stroke="#4c78a8" stroke-width="2" points="%s"/>`, strings.Join(pts, " "))
		step := max(1, len(rows)/8)
		for i := 0; i < len(rows); i += step {
			fmt.Fprintf(&b, `<text x="%.1f" y="%g" text-anchor="middle">%s</text>`, px(i), h-bottom+16, html.EscapeString(truncate(label(rows[i][x]), 12)))
		}
	case "arc":
		theta, color := field("theta"), field("color")
		total := 0.0
		for _, r := range rows {
			total += math.Max(num(r[theta]), 0)
		}
		palette := []string{"#4c78a8", "#f58518", "#e45756", "#72b7b2", "#54a24b", "#eeca3b", "#b279a2", "#ff9da6", "#9d755d", "#bab0ac", "#439894", "#88d27a"}
		cx, cy, rad := 200.0, 230.0, 150.0
		a0 := -math.Pi / 2
		for i, r := range rows {
			frac := math.Max(num(r[theta]), 0) / total
			a1 := a0 + 2*math.Pi*frac
			large := 0
			if frac > 0.5 {
				large = 1
			}
			fmt.Fprintf(&b, `<path d="M%g,%g L%.1f,%.1f A%g,%g 0 %d 1 %.1f,%.1f Z" fill="%s"/>`, cx, cy, cx+rad*math.Cos(a0), cy+rad*math.Sin(a0), rad, rad, large, cx+rad*math.Cos(a1), cy+rad*math.Sin(a1), palette[i%len(palette)])
			fmt.Fprintf(&b, `<rect x="400" y="%d" width="10" height="10" fill="%s"/><text x="416" y="%d">%s (%s)</text>`, 60+i*18, palette[i%len(palette)], 69+i*18, html.EscapeString(label(r[color])), data.Format(data.Float, num(r[theta])))
			a0 = a1
		}
	default:
		return nil, fmt.Errorf("mark %v cannot be drawn as SVG", mark["type"])
	}
	b.WriteString("</svg>\n")
	return []byte(b.String()), nil
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
