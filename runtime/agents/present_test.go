package agents_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/agents"
)

// firstDay is a period written as the date it starts on.
var firstDay = regexp.MustCompile(`\b\d{4}-\d{2}-01\b`)

// periods: a time bucket prints as its period in the data, the typed
// answer and the chart (1997-12, 1997-Q3, 1997) and in words in the
// summary and key metrics (December 1997, Q3 1997), never as its first day.
func periods(label, prose string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		b, _ := json.Marshal(a.Data)
		var d struct {
			Columns []struct{ Name, Type, Grain string }
			Rows    [][]any
		}
		if err := json.Unmarshal(b, &d); err != nil || len(d.Rows) == 0 {
			return fmt.Sprintf("data %s", b)
		}
		found := false
		for _, r := range d.Rows {
			found = found || r[0] == label
		}
		if !found {
			return fmt.Sprintf("no row is %q: %v", label, d.Rows)
		}
		if d.Columns[0].Grain == "" && d.Columns[0].Type == "date" {
			return fmt.Sprintf("the bucket column has no grain: %+v", d.Columns[0])
		}
		if !strings.Contains(a.Summary, prose) {
			return fmt.Sprintf("summary %q does not say %q", a.Summary, prose)
		}
		km, _ := json.Marshal(a.KeyMetrics)
		ch, _ := json.Marshal(a.Chart)
		for what, s := range map[string]string{"summary": a.Summary, "key metrics": string(km), "data": string(b), "chart": string(ch)} {
			if m := firstDay.FindString(s); m != "" {
				return fmt.Sprintf("%s names a period by its first day %s: %s", what, m, s)
			}
		}
		if a.Chart != nil && !strings.Contains(string(ch), `"`+label+`"`) {
			return fmt.Sprintf("chart does not plot %q: %s", label, ch)
		}
		return ""
	}
}

func TestPeriodsPrintAsPeriods(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "demo", q: "revenue by month in 1997", check: periods("1997-12", "highest in December 1997 ($71,398.43)")},
		{ws: "demo", q: "revenue by quarter", check: periods("1997-Q3", "highest in Q1 1998")},
		{ws: "demo", q: "What was our best month ever by revenue?", check: periods("1998-04", "April 1998 had the highest revenue")},
		{ws: "clinic", q: "admissions by month in 2023", check: periods("2023-01", "highest in December 2023 (952)")},
		{ws: "clinic", q: "admissions by quarter", check: periods("2023-Q3", "lowest in Q3 2023")},
		{ws: "flights", q: "passengers by quarter in 2024", check: periods("2024-Q1", "highest in Q3 2024 (576,359)")},
		{ws: "polls", q: "How many polls were there each month?", check: periods("2016-10", "highest in October 2016 (1,349)")},
	})
}

// decimals counts the decimals a JSON number is written with.
func decimals(n json.Number) int {
	_, frac, _ := strings.Cut(strings.ToLower(string(n)), ".")
	if i := strings.IndexByte(frac, 'e'); i >= 0 {
		return 99
	}
	return len(frac)
}

// rounded: every number of the data has at most its column's scale in
// decimals, money has 2, and the typed answer and key metrics as well: no
// 115387.64000000001.
func rounded(a *agents.Answer) string {
	b, _ := json.Marshal(a)
	var d struct {
		Answer any `json:"answer"`
		Data   struct {
			Columns []struct {
				Name, Type string
				Scale      *int
			}
			Rows [][]json.Number
		}
		KeyMetrics []struct {
			Value any
			Unit  string
		} `json:"key_metrics"`
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		// rows mix strings and numbers: read them as any
		var raw struct {
			Data struct {
				Columns []struct {
					Name, Type string
					Scale      *int
				}
				Rows [][]any
			}
		}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.UseNumber()
		dec.Decode(&raw)
		d.Data.Columns = raw.Data.Columns
		d.Data.Rows = nil
		for _, r := range raw.Data.Rows {
			var nr []json.Number
			for _, v := range r {
				n, _ := v.(json.Number)
				nr = append(nr, n)
			}
			d.Data.Rows = append(d.Data.Rows, nr)
		}
	}
	for j, c := range d.Data.Columns {
		if c.Type != "float" && c.Type != "int" {
			continue
		}
		if c.Scale == nil {
			return fmt.Sprintf("number column %s has no scale", c.Name)
		}
		for _, r := range d.Data.Rows {
			if r[j] != "" && decimals(r[j]) > *c.Scale {
				return fmt.Sprintf("column %s (scale %d) has %s", c.Name, *c.Scale, r[j])
			}
		}
	}
	if n, ok := a.Answer.(float64); ok && decimals(json.Number(strconv.FormatFloat(n, 'f', -1, 64))) > 4 {
		return fmt.Sprintf("answer %v is not rounded", n)
	}
	for _, k := range a.KeyMetrics {
		n, ok := k.Value.(float64)
		if ok && (k.Unit == "%" || len(k.Unit) == 3) && decimals(json.Number(strconv.FormatFloat(n, 'f', -1, 64))) > 2 {
			return fmt.Sprintf("key metric %s %v %s is not rounded to cents", k.Label, n, k.Unit)
		}
	}
	return ""
}

func TestNumbersRoundedToScale(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "demo", q: "top 3 categories by revenue in 1997", check: rounded},
		{ws: "demo", q: "revenue by category and country in 1997", check: rounded},
		{ws: "demo", q: "average order value by employee", check: rounded},
		{ws: "demo", q: "revenue in 1997", check: rounded},
		{ws: "clinic", q: "average length of stay by hospital", check: rounded},
		{ws: "clinic", q: "total charges by department in 2023", check: rounded},
		{ws: "flights", q: "total revenue by carrier in 2024", check: rounded},
		{ws: "flights", q: "on-time rate by carrier in 2024", check: rounded},
	})
}

// rules: the answer cites exactly these of the rules named in `among`.
func rules(among []string, want ...string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		var got []string
		for _, s := range a.Sources {
			if s.Type == "rule" && slices.Contains(among, s.ID) {
				got = append(got, s.ID)
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			return fmt.Sprintf("cites rules %v, want %v (of %v); explanation %q", got, want, among, a.Explanation)
		}
		for _, s := range a.Sources {
			if s.Type == "rule" && !slices.Contains(got, s.ID) && slices.Contains(among, s.ID) {
				return "the explanation quotes a rule it does not cite"
			}
		}
		return ""
	}
}

// TestRulesAboutWhatIsUsed: a rule about tables is cited only when the
// answer uses a column its text names (or it names none); a rule about
// metrics, only when one of them is used.
func TestRulesAboutWhatIsUsed(t *testing.T) {
	demo := []string{"order_line_price", "discount_is_a_fraction", "revenue_net_of_discount", "freight_is_per_order"}
	clinic := []string{"unknown_insurance", "hospital_region_vs_home_region", "admit_vs_discharge_date"}
	flights := []string{"manufacturer_not_recorded", "airport_roles", "cancelled_flights_have_no_values"}
	runAsk(t, []askCase{
		// a count of orders reads no price and no discount
		{ws: "demo", q: "how many orders in December 1997?", check: rules(demo)},
		{ws: "demo", q: "revenue by quarter", check: rules(demo, "order_line_price", "discount_is_a_fraction", "revenue_net_of_discount")},
		{ws: "clinic", q: "admissions by month in 2023", check: rules(clinic, "admit_vs_discharge_date")},
		{ws: "clinic", q: "admissions by insurance type", check: rules(clinic, "admit_vs_discharge_date", "unknown_insurance")},
		{ws: "clinic", q: "admissions by hospital region", check: rules(clinic, "admit_vs_discharge_date", "hospital_region_vs_home_region")},
		{ws: "flights", q: "passengers by quarter in 2024", check: rules(flights)},
		{ws: "flights", q: "flights by manufacturer", check: rules(flights, "manufacturer_not_recorded", "cancelled_flights_have_no_values")},
	})
}

// saysOnce: each of the values appears once in the summary, and the rows
// it names are told apart.
func saysOnce(values ...string) func(*agents.Answer) string {
	return func(a *agents.Answer) string {
		for _, v := range values {
			if n := strings.Count(strings.ToLower(a.Summary), strings.ToLower(v)); n != 1 {
				return fmt.Sprintf("%q appears %d times in %q", v, n, a.Summary)
			}
		}
		return ""
	}
}

// TestTwoGroupsSummary: a breakdown by two groups names a row by both
// values, and a value every row shares (a filter) is said once.
func TestTwoGroupsSummary(t *testing.T) {
	runAsk(t, []askCase{
		{ws: "demo", q: "Beverages revenue by category and country in 1997", check: both(saysOnce("Beverages", "USA", "Germany"), summaryHas("USA had the highest revenue in 1997 for Beverages ($21,321.77), followed by Germany"))},
		{ws: "demo", q: "revenue by category and country in 1997", check: summaryHas("Dairy Products / Germany had the highest revenue in 1997 ($27,236.82), followed by Confections / Germany ($21,368.38) and Beverages / USA")},
		{ws: "clinic", q: "Emergency admissions by admission type and hospital in 2023", check: saysOnce("Emergency")},
		{ws: "clinic", q: "admissions by hospital and department in 2023", check: summaryHas("Riverton University Hospital / Internal Medicine had the highest admissions in 2023 (1,172), followed by Riverton University Hospital / Cardiology (553)")},
	})
}
