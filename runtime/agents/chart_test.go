package agents

import (
	"encoding/xml"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/data"
)

func table(key *data.Column, vals ...float64) *data.Table {
	v := data.NewColumn("revenue", data.Float, len(vals))
	for _, x := range vals {
		v.Append(x)
	}
	return &data.Table{Columns: []*data.Column{key, v}}
}

func TestChartFor(t *testing.T) {
	cat := data.NewColumn("category", data.String, 3)
	for _, s := range []string{"a", "b", "c"} {
		cat.Append(s)
	}
	month := data.NewColumn("month", data.Date, 3)
	for m := 1; m <= 3; m++ {
		month.Append(time.Date(1997, time.Month(m), 1, 0, 0, 0, 0, time.UTC))
	}
	share := table(cat, 50, 30, 20)
	share.Columns[1].Name = "share_pct"
	one := data.NewColumn("category", data.String, 1)
	one.Append("a")
	cases := []struct {
		t          *data.Table
		key, value string
		mark       string
	}{
		{table(cat, 3, 2, 1), "category", "revenue", "bar"},
		{table(month, 3, 2, 1), "month", "revenue", "line"},
		{share, "category", "share_pct", "arc"},
		{table(one, 5), "category", "revenue", ""},
	}
	for _, c := range cases {
		ch := ChartFor("Title", c.t, c.key, c.value)
		if c.mark == "" {
			if ch != nil {
				t.Errorf("one value got a chart: %v", ch.Spec)
			}
			continue
		}
		if ch == nil {
			t.Errorf("%s: no chart", c.mark)
			continue
		}
		if got := ch.Spec["mark"].(map[string]any)["type"]; got != c.mark || ch.Spec["$schema"] != VegaLiteSchema {
			t.Errorf("mark %v, want %s", got, c.mark)
		}
		svg, err := RenderSVG(ch)
		if err != nil {
			t.Errorf("%s: %v", c.mark, err)
			continue
		}
		var doc struct {
			XMLName xml.Name
		}
		if err := xml.Unmarshal(svg, &doc); err != nil || doc.XMLName.Local != "svg" {
			t.Errorf("%s: not an SVG: %v", c.mark, err)
		}
	}
}
