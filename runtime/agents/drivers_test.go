package agents_test

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// driverCheck is one dimension of a change-drivers answer, with SQL of
// its own over the workspace's CSV files (not the planner's, nor the
// knowledge's compiler) that returns each value and the metric in the
// earlier (a) and the later (b) period.
type driverCheck struct {
	label string // the dimension column's text
	sql   string // SELECT v, a, b
}

// TestChangeDrivers: "why did it drop?" after an answer about a period,
// and the stand-alone forms, are broken down by dimension values whose
// change and share of the change agree with hand-written SQL, in the demo
// and in the clinic workspace.
func TestChangeDrivers(t *testing.T) {
	nw := func(f string) string { return "read_csv('" + filepath.Join("../../data/northwind", f) + "')" }
	cl := func(f string) string { return "read_csv('" + filepath.Join("../testdata/clinic/data", f) + "')" }
	net := "d.UnitPrice * d.Quantity * (1 - d.Discount)"
	nwSQL := func(value, join string) string {
		return fmt.Sprintf(`SELECT %s AS v,
			SUM(CASE WHEN year(o.OrderDate) = 1997 THEN %s END) AS a,
			SUM(CASE WHEN year(o.OrderDate) = 1998 THEN %s END) AS b
			FROM %s d JOIN %s o ON o.OrderID = d.OrderID %s
			WHERE year(o.OrderDate) IN (1997, 1998) GROUP BY 1`, value, net, net, nw("Order_Details.csv"), nw("Orders.csv"), join)
	}
	revenue := []driverCheck{
		{"Shipper", nwSQL("s.CompanyName", "JOIN "+nw("Shippers.csv")+" s ON s.ShipperID = o.ShipVia")},
		{"Category", nwSQL("c.CategoryName", "JOIN "+nw("Products.csv")+" p ON p.ProductID = d.ProductID JOIN "+nw("Categories.csv")+" c ON c.CategoryID = p.CategoryID")},
		{"Employee", nwSQL("e.FirstName || ' ' || e.LastName", "JOIN "+nw("Employees.csv")+" e ON e.EmployeeID = o.EmployeeID")},
	}
	clSQL := func(value, join string) string {
		return fmt.Sprintf(`SELECT %s AS v,
			COUNT(*) FILTER (WHERE year(ad.admit_date) = 2023) AS a,
			COUNT(*) FILTER (WHERE year(ad.admit_date) = 2024) AS b
			FROM %s ad %s WHERE year(ad.admit_date) IN (2023, 2024) GROUP BY 1`, value, cl("admissions.csv"), join)
	}
	admissions := []driverCheck{
		{"Admission type", clSQL("ad.admission_type", "")},
		{"Insurance type", clSQL("pt.insurance_type", "JOIN "+cl("patients.csv")+" pt ON pt.patient_id = ad.patient_id")},
		{"Department", clSQL("ad.department", "")},
	}
	cases := []struct {
		ws     string
		turns  []string // the last one asks why
		interp string
		total  string // SELECT b - a: the whole change
		checks []driverCheck
	}{
		{"demo", []string{"why did revenue drop in 1998"}, "Breakdown of the change in revenue · 1997 vs 1998",
			fmt.Sprintf("SELECT SUM(CASE WHEN year(o.OrderDate) = 1998 THEN %s ELSE 0 END) - SUM(CASE WHEN year(o.OrderDate) = 1997 THEN %s ELSE 0 END) FROM %s d JOIN %s o ON o.OrderID = d.OrderID", net, net, nw("Order_Details.csv"), nw("Orders.csv")),
			revenue[:2]},
		{"demo", []string{"revenue in 1998", "why did it drop?"}, "Breakdown of the change in revenue · 1997 vs 1998", "", revenue},
		{"demo", []string{"revenue growth from 1997 to 1998", "what drove the decrease?"}, "Breakdown of the change in revenue · 1997 vs 1998", "", revenue[1:]},
		{"clinic", []string{"what drove the change in admissions from 2023 to 2024"}, "Breakdown of the change in admissions · 2023 vs 2024",
			fmt.Sprintf("SELECT COUNT(*) FILTER (WHERE year(admit_date) = 2024) - COUNT(*) FILTER (WHERE year(admit_date) = 2023) FROM %s", cl("admissions.csv")),
			admissions[:2]},
		{"clinic", []string{"admissions by department in 2024", "why did they go up?"}, "Breakdown of the change in admissions · by department · 2023 vs 2024", "", admissions},
	}
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, c := range cases {
		name := c.ws + ": " + strings.Join(c.turns, " → ")
		var a *agents.Answer
		var after *agents.Turn
		for _, q := range c.turns {
			a, err = engine(t, c.ws).Ask(context.Background(), q, agents.AskOptions{After: after})
			if err != nil {
				t.Fatal(err)
			}
			after = a.Next()
		}
		if a.Interpretation != c.interp || a.Route != agents.RouteMetric || a.Data == nil {
			t.Errorf("%s: read as %q, route %s, want %q (%s)", name, a.Interpretation, a.Route, c.interp, a.Summary)
			continue
		}
		if a.NeedsReview {
			t.Errorf("%s: flagged for review (%.2f): %s", name, a.Confidence, a.Summary)
		}
		// a breakdown, stated as such, never a cause
		if !strings.Contains(a.Summary, "accounts for") || !strings.Contains(a.Summary, "it does not say what caused it") || strings.Contains(a.Summary, "because") || strings.Contains(a.Summary, "caused by") {
			t.Errorf("%s: summary %q", name, a.Summary)
		}
		col := func(n string) *data.Column {
			c := a.Data.Col(n)
			if c == nil {
				t.Fatalf("%s: no column %s in %v", name, n, a.Data.Names())
			}
			return c
		}
		dim, val, chg, share, total := col("dimension"), col("value"), col("change"), col("share_of_change"), col("total_change")
		tc := num(total, 0)
		if c.total != "" {
			var want float64
			if err := db.QueryRow(c.total).Scan(&want); err != nil {
				t.Fatal(err)
			}
			if math.Abs(want-tc) > 0.01 {
				t.Errorf("%s: total change %v, want %v", name, tc, want)
			}
		}
		// ranked by share of the change, highest first
		for i := 1; i < a.Data.Rows(); i++ {
			if num(share, i) > num(share, i-1)+1e-9 {
				t.Errorf("%s: row %d (share %v) ranks below row %d (%v)", name, i, num(share, i), i-1, num(share, i-1))
				break
			}
		}
		for _, ch := range c.checks {
			got := map[string]int{}
			for i := 0; i < a.Data.Rows(); i++ {
				if dim.Text(i) == ch.label {
					got[val.Text(i)] = i
				}
			}
			if len(got) == 0 {
				t.Errorf("%s: no rows of %s (dimensions: %v)", name, ch.label, distinct(dim))
				continue
			}
			rows, err := db.Query(ch.sql)
			if err != nil {
				t.Fatalf("%s: %v", ch.label, err)
			}
			n := 0
			for rows.Next() {
				var v sql.NullString
				var x, y sql.NullFloat64
				if err := rows.Scan(&v, &x, &y); err != nil {
					t.Fatal(err)
				}
				if !v.Valid {
					continue // rows with no value are left out of the breakdown
				}
				n++
				want := y.Float64 - x.Float64
				i, ok := got[v.String]
				if !ok {
					t.Errorf("%s: %s %q missing (change %v)", name, ch.label, v.String, want)
					continue
				}
				if math.Abs(num(chg, i)-want) > 0.01 {
					t.Errorf("%s: %s %q changed %v, want %v", name, ch.label, v.String, num(chg, i), want)
				}
				if ws := math.Round(want/tc*10000) / 100; math.Abs(num(share, i)-ws) > 0.011 {
					t.Errorf("%s: %s %q share %v%%, want %v%%", name, ch.label, v.String, num(share, i), ws)
				}
			}
			rows.Close()
			if n != len(got) {
				t.Errorf("%s: %d values of %s, want %d", name, len(got), ch.label, n)
			}
		}
	}
}

func num(c *data.Column, i int) float64 {
	if c.IsNull(i) {
		return math.NaN()
	}
	f, _ := data.AsFloat(c.Value(i))
	return f
}

func distinct(c *data.Column) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < c.Len(); i++ {
		if s := c.Text(i); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
