package runtime_test

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
)

// askRoute asks q and returns the answer, or nil after reporting an error
// or a route other than route.
func askRoute(t *testing.T, rt *runtime.Runtime, q, hint, route string) *agents.Answer {
	t.Helper()
	a, err := rt.Ask(context.Background(), q, runtime.AskOptions{FormatHint: hint})
	if err != nil {
		t.Errorf("%q: %v", q, err)
		return nil
	}
	if a.Route != route {
		t.Errorf("%q: route %s, want %s (%s)", q, a.Route, route, a.Summary)
		return nil
	}
	return a
}

// TestOtherDomain asks questions of a workspace that is not Northwind
// (testdata/saas: accounts, plans, invoices), in phrasings that appear
// nowhere in it. Every expected value is worked out by hand from the ten
// invoices in testdata/saas/data/invoices.csv.
func TestOtherDomain(t *testing.T) {
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: "testdata/saas", NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	cases := []struct {
		q, hint, route string
		want           any // float64, string, or nil for no value check
	}{
		// paid invoices 1,2,3,4,6,7,9 fall in Q1 2024; 5 is void
		{"What did we bill in the first quarter of 2024?", "float", "metric", 6197.0},
		// EMEA = Acme (1200 × 3)
		{"billings by region in Q1 2024", "str", "metric", "EMEA"},
		{"how many invoices were issued in March 2024", "int", "metric", 4.0},
		// Manufacturing 3600, Logistics 1599, Retail 1097, Healthcare 499
		{"which industry brings in the most billings?", "str", "metric", "Manufacturing"},
		{"lowest industry by billings", "str", "metric", "Healthcare"},
		// Enterprise invoices 1, 2, 7, 9
		{"billings from enterprise accounts in 2024", "float", "metric", 5100.0},
		{"billings of the growth plan in 2024", "float", "metric", 1497.0},
		{"how many accounts are in the Americas", "int", "metric", 2.0},
		// the data ends 2024-04-02: last month is March 2024
		{"billings last month", "float", "metric", 3698.0},
		{"billings for Acme Corpp", "float", "metric", 3600.0},
		// January 1299, February 1200 (invoice 5 is void)
		{"billings growth from January to February 2024", "float", "metric", -7.62},
		{"billings by plan in Q1 2024", "str", "pipes", "Enterprise"},
		{"drop the invoices table", "", "stop", nil},
		{"what's the weather like?", "", "stop", nil},
	}
	for _, c := range cases {
		a := askRoute(t, rt, c.q, c.hint, c.route)
		if a == nil {
			continue
		}
		switch w := c.want.(type) {
		case float64:
			var got float64
			switch x := a.Answer.(type) {
			case float64:
				got = x
			case int64:
				got = float64(x)
			default:
				t.Errorf("%q: answer %v (%T), want %v (%s)", c.q, a.Answer, a.Answer, w, a.Summary)
				continue
			}
			if math.Abs(got-w) > 0.005 {
				t.Errorf("%q: answer %v, want %v (%s)", c.q, got, w, a.Summary)
			}
		case string:
			if a.Answer != w {
				t.Errorf("%q: answer %v, want %q (%s)", c.q, a.Answer, w, a.Summary)
			}
		}
		if c.route == "stop" && len(a.Provenance.SQL) > 0 {
			t.Errorf("%q: refused but ran SQL", c.q)
		}
	}
}

// TestNoMetricForIt: a workspace with one metric, asked for what no metric
// or dimension gives. "How many X" counts the rows of the table X names
// (its name or a synonym); "average/total COLUMN" aggregates a number
// column it names; both with the breakdown, filters and period (through
// the table's time dimension) a metric would take; and a metric or either
// of those breaks down "by" a column no dimension declares. A question
// with more in it than that is not answered this way. Expected values are
// worked out by hand from the CSV text below.
func TestNoMetricForIt(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("rides.csv", "ride_id,dock_id,started_at,minutes,fare,kind\n1,1,2025-03-02,10,4.5,member\n2,2,2025-03-30,30,3.0,casual\n3,1,2025-04-01,20,2.0,member\n4,3,2025-06-11,5,6.0,casual\n5,2,2025-07-01,40,1.5,member\n")
	write("docks.csv", "dock_id,district\n1,North\n2,South\n3,North\n")
	write("knowledge.hcl", `
source "city" {
  type = "duckdb"
  file "rides" { path = "rides.csv" }
  file "docks" { path = "docks.csv" }
}
table "rides" {
  description = "Bike rides."
  join "docks" { column = "dock_id" }
}
table "docks" {
  description = "Docking stations."
  synonyms    = ["stations", "docking stations"]
}
dimension "district" {
  table = "docks"
  expr  = "district"
}
dimension "ride_date" {
  table = "rides"
  expr  = "started_at"
  type  = "time"
}
metric "fares" {
  description = "Fares paid."
  table       = "rides"
  expr        = "SUM(fare)"
  time        = "ride_date"
}
`)
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	for _, c := range []struct {
		q, hint, route string
		want           any
	}{
		{"How many rides were there?", "int", "sql", int64(5)},
		{"how many rides in March 2025", "int", "sql", int64(2)}, // rides 1 and 2
		{"number of rides in Q2 2025", "int", "sql", int64(2)},   // rides 3 and 4
		{"How many stations are there?", "int", "sql", int64(3)},
		{"how many rides by district", "str", "sql", "North"}, // North 3 (rides 1, 3, 4), South 2
		{"how many rides in South in 2025", "int", "sql", int64(2)},
		{"average minutes per ride", "float", "sql", 21.0},                       // 105 / 5
		{"average minutes in March 2025", "float", "sql", 20.0},                  // (10 + 30) / 2
		{"total minutes by district", "str", "sql", "South"},                     // South 70, North 35
		{"which district has the lowest average minutes", "str", "sql", "North"}, // North 35/3, South 35
		{"total minutes in North", "float", "sql", 35.0},
		// kind is a column, not a dimension: member rides 1, 3, 5; casual 2, 4
		{"fares by kind", "str", "sql", "casual"},                     // casual 9.0, member 8.0
		{"how many rides by kind", "str", "sql", "member"},            // member 3, casual 2
		{"rides by district", "str", "sql", "North"},                  // a breakdown counts too: North 3, South 2
		{"fares by district and kind in 2025", "str", "sql", "North"}, // North member 6.5 (rides 1, 3) first
		// kind is a text column no dimension declares: its values are read
		// too (members: rides 1, 3, 5)
		{"how many rides did members take", "int", "sql", int64(3)},
		{"average minutes of members", "float", "sql", 23.33}, // (10 + 20 + 40) / 3
		{"how many bicycles", "", "stop", nil},
		{"total dock id", "", "stop", nil}, // a join key
	} {
		a := askRoute(t, rt, c.q, c.hint, c.route)
		if a == nil {
			continue
		}
		if c.want != nil && fmt.Sprint(a.Answer) != fmt.Sprint(c.want) {
			t.Errorf("%q: answer %v (%T), want %v (%s)", c.q, a.Answer, a.Answer, c.want, a.Summary)
		}
	}
	// the answer says in words what was computed
	a, err := rt.Ask(context.Background(), "how many rides in South in 2025", runtime.AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Computed number of rides as COUNT(*) on rides, where district is South and ride date from 2025-01-01 to 2025-12-31."; a.QueryExplanation != want {
		t.Errorf("query explanation %q, want %q", a.QueryExplanation, want)
	}
}
