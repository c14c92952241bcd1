package understand_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/runtime/understand"
)

// A class of questions the reader must get right in any workspace. Each
// class runs in the demo and in at least one other domain; a case checks
// the best candidate's restatement, its structure, or both.

type qcase struct {
	ws, q string
	// restate is the best candidate's Restate ("" when not checked).
	restate string
	checks  []check
	// known is a bug of the engine this case shows: the case is skipped
	// with it until the engine is fixed.
	known string
}

// check returns "" when the query passes, else what is wrong.
type check func(q *understand.Query) string

func runClass(t *testing.T, cases []qcase) {
	t.Helper()
	wss := map[string]bool{}
	for _, c := range cases {
		wss[c.ws] = true
	}
	if len(wss) < 2 {
		t.Errorf("a class runs in at least two workspaces, this one in %v", wss)
	}
	for _, c := range cases {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			skipKnown(t, c.known)
			lx := lex(t, c.ws)
			res := lx.Interpret(c.q)
			best := res.Best()
			if c.restate != "" && best.Restate(lx) != c.restate {
				t.Errorf("restated as %q, want %q", best.Restate(lx), c.restate)
			}
			for _, ck := range c.checks {
				if msg := ck(best); msg != "" {
					t.Errorf("%s", msg)
				}
			}
			if t.Failed() {
				t.Logf("best: %s\n%s", describe(best), res.Explain(lx, 4))
			}
		})
	}
}

func describe(q *understand.Query) string {
	b, _ := json.Marshal(q)
	return string(b)
}

// ------------------------------------------------------------- checks

func measure(m understand.Measure) check {
	return func(q *understand.Query) string {
		if q.Measure == nil || *q.Measure != m {
			return fmt.Sprintf("measure %+v, want %+v", q.Measure, m)
		}
		return ""
	}
}

// aggOf checks an aggregate of a column whose name ends with suffix.
func aggOf(agg, suffix string) check {
	return func(q *understand.Query) string {
		if q.Measure == nil || q.Measure.Agg != agg || !strings.HasSuffix(q.Measure.Column, suffix) {
			return fmt.Sprintf("measure %+v, want %s of a column *%s", q.Measure, agg, suffix)
		}
		return ""
	}
}

func metric(name string) check { return measure(understand.Measure{Metric: name}) }

func groups(names ...string) check {
	return func(q *understand.Query) string {
		var got []string
		for _, g := range q.Groups {
			got = append(got, g.Dim+g.Column)
		}
		if !slices.Equal(got, names) {
			return fmt.Sprintf("groups %v, want %v", got, names)
		}
		return ""
	}
}

// cond finds a condition with all the fields of want that are set; with
// Exclude or Part false in want, the condition found must have them false
// too.
func cond(want understand.Cond) check {
	return func(q *understand.Query) string {
		for _, c := range q.Conds {
			if (want.Dim == "" || c.Dim == want.Dim) && (want.Filter == "" || c.Filter == want.Filter) &&
				(want.Column == "" || c.Column == want.Column) && (want.Op == "" || c.Op == want.Op) &&
				(want.Values == nil || slices.Equal(sorted(c.Values), sorted(want.Values))) &&
				(want.Op == "" || c.Num == want.Num) && c.Exclude == want.Exclude && c.Part == want.Part && c.PerOnly == want.PerOnly {
				return ""
			}
		}
		return fmt.Sprintf("no condition %+v in %s", want, condsOf(q))
	}
}

// nconds checks the number of conditions.
func nconds(n int) check {
	return func(q *understand.Query) string {
		if len(q.Conds) != n {
			return fmt.Sprintf("%d conditions, want %d: %s", len(q.Conds), n, condsOf(q))
		}
		return ""
	}
}

func condsOf(q *understand.Query) string {
	b, _ := json.Marshal(q.Conds)
	return string(b)
}

func sorted(xs []string) []string {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}

func having(metric, op string, num float64) check {
	return func(q *understand.Query) string {
		for _, h := range q.Having {
			if h.Metric == metric && h.Op == op && h.Num == num {
				return ""
			}
		}
		b, _ := json.Marshal(q.Having)
		return fmt.Sprintf("no having %s %s %v in %s", metric, op, num, b)
	}
}

// entity checks what a comparison per entity counts or lists: a dimension
// or a column.
func entity(name string) check {
	return func(q *understand.Query) string {
		if q.Entity == nil || q.Entity.Dim+q.Entity.Column != name {
			return fmt.Sprintf("entity %+v, want %s", q.Entity, name)
		}
		return ""
	}
}

func period(from, to string) check {
	return func(q *understand.Query) string {
		if q.Period == nil {
			return fmt.Sprintf("no period, want %s to %s", from, to)
		}
		if f, t := q.Period.From.Format(time.DateOnly), q.Period.To.Format(time.DateOnly); f != from || t != to {
			return fmt.Sprintf("period %s to %s (%s), want %s to %s", f, t, q.Period.Label, from, to)
		}
		return ""
	}
}

func noPeriod(q *understand.Query) string {
	if q.Period != nil {
		return "period " + q.Period.Label + ", want none"
	}
	return ""
}

func ranked(order string, limit int, single bool) check {
	return func(q *understand.Query) string {
		if q.Order != order || q.Limit != limit || q.Single != single {
			return fmt.Sprintf("order %q limit %d single %v, want %q %d %v", q.Order, q.Limit, q.Single, order, limit, single)
		}
		return ""
	}
}

func rankBy(metric string) check {
	return func(q *understand.Query) string {
		if q.RankBy == nil || q.RankBy.Metric != metric {
			return fmt.Sprintf("ranked by %+v, want %s", q.RankBy, metric)
		}
		return ""
	}
}

func flag(name string, get func(*understand.Query) bool) check {
	return func(q *understand.Query) string {
		if !get(q) {
			return name + " not set"
		}
		return ""
	}
}

var (
	share  = flag("share", func(q *understand.Query) bool { return q.Share })
	growth = flag("growth", func(q *understand.Query) bool { return q.Growth })
	list   = flag("list", func(q *understand.Query) bool { return q.List })
)

func timeDim(d string) check {
	return func(q *understand.Query) string {
		if q.TimeDim != d {
			return fmt.Sprintf("time dimension %q, want %q", q.TimeDim, d)
		}
		return ""
	}
}

func intent(i string) check {
	return func(q *understand.Query) string {
		if q.Intent != i {
			return fmt.Sprintf("intent %s, want %s", q.Intent, i)
		}
		return ""
	}
}

func refused(why string) check {
	return func(q *understand.Query) string {
		if q.Intent != understand.IntentStop || q.Stop != why {
			return fmt.Sprintf("intent %s (%s), want a refusal (%s)", q.Intent, q.Stop, why)
		}
		return ""
	}
}

func chunk(prefix string) check {
	return func(q *understand.Query) string {
		if q.Intent != understand.IntentDocuments || !strings.HasPrefix(q.Chunk, prefix) {
			return fmt.Sprintf("intent %s chunk %q, want documents %s", q.Intent, q.Chunk, prefix)
		}
		return ""
	}
}

// explained checks that every word that must be understood is.
func explained(q *understand.Query) string {
	if len(q.Score.Unexplained) > 0 {
		return fmt.Sprintf("unexplained %q", q.Score.Unexplained)
	}
	return ""
}

func unexplained(words ...string) check {
	return func(q *understand.Query) string {
		for _, w := range words {
			if !slices.Contains(q.Score.Unexplained, w) {
				return fmt.Sprintf("unexplained %q, want %q among them", q.Score.Unexplained, w)
			}
		}
		return ""
	}
}

// ------------------------------------------------------------- classes

// TestClassAggregationWord: an aggregation word applies to what it
// modifies: "average quantity" is the average of the quantity column, not
// a sum and not another metric; a word that restates a metric ("average
// length of stay", "total quantity") is that metric.
func TestClassAggregationWord(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "average quantity per order line by country", restate: "Average quantity · by country",
			checks: []check{measure(understand.Measure{Column: "order_details.Quantity", Agg: "avg"}), groups("customer_country"), explained}},
		{ws: "demo", q: "median freight by shipper",
			checks: []check{measure(understand.Measure{Column: "orders.Freight", Agg: "median"}), groups("shipper"), explained}},
		{ws: "demo", q: "total quantity by category", restate: "Units sold · by category",
			checks: []check{metric("units_sold"), groups("category"), explained}},
		{ws: "flights", q: "average passengers per flight by carrier in 2024", restate: "Average passengers · by carrier · 2024 (flight date)",
			checks: []check{measure(understand.Measure{Column: "flights.passengers", Agg: "avg"}), groups("carrier"), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "flights", q: "minimum seats by aircraft model",
			checks: []check{aggOf("min", ".seats"), groups("aircraft_model"), explained}},
		{ws: "flights", q: "maximum ticket revenue by route",
			checks: []check{measure(understand.Measure{Column: "flights.ticket_revenue", Agg: "max"}), groups("route")}},
		{ws: "demo", q: "maximum freight by shipper",
			checks: []check{measure(understand.Measure{Column: "orders.Freight", Agg: "max"}), groups("shipper")}},
		{ws: "clinic", q: "average procedure charge by hospital", restate: "Average charge · by hospital",
			checks: []check{measure(understand.Measure{Column: "procedures.charge", Agg: "avg"}), groups("hospital"), explained}},
		{ws: "clinic", q: "average length of stay by hospital in 2024",
			checks: []check{metric("average_length_of_stay"), groups("hospital"), explained}},
		{ws: "polls", q: "average sample size by pollster grade", restate: "Average sample size · by pollster grade",
			checks: []check{metric("average_sample_size"), groups("grade"), explained}},
	})
}

// TestClassLimitN: a written or numeric N in "which three", "the five",
// "top ten" limits the rows; "which" with a singular noun asks for one.
func TestClassLimitN(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "which three categories had the most revenue in 1997", restate: "Revenue · by category · 1997 · top 3",
			checks: []check{ranked("desc", 3, false)}},
		{ws: "demo", q: "the five best selling products", restate: "Revenue · by product · top 5",
			checks: []check{ranked("desc", 5, false), explained}},
		{ws: "demo", q: "top twenty products by units sold", checks: []check{metric("units_sold"), ranked("desc", 20, false)}},
		{ws: "demo", q: "which category had the most revenue", restate: "Revenue · by category · top 1", checks: []check{ranked("desc", 0, true)}},
		{ws: "flights", q: "which four carriers had the most passengers in 2023", restate: "Passengers · by carrier · 2023 · top 4",
			checks: []check{ranked("desc", 4, false)}},
		{ws: "flights", q: "top 7 routes by ticket revenue", restate: "Ticket revenue · by route · top 7"},
		{ws: "flights", q: "which carrier had the fewest passengers in 2024", restate: "Passengers · by carrier · 2024 · bottom 1",
			checks: []check{ranked("asc", 0, true)}},
		{ws: "clinic", q: "which two departments had the most admissions in 2023", restate: "Admissions · by department · 2023 · top 2"},
		{ws: "clinic", q: "the four hospitals with the highest total charges", restate: "Total charges · by hospital · top 4"},
		{ws: "polls", q: "top twelve pollsters by respondents", restate: "Respondents · by pollster · top 12"},
		// a metric named "<things> <participle>": the participle alone is
		// its verb, so the things can be the breakdown
		{ws: "clinic", q: "which three procedures were performed most often in 2023", restate: "Procedures performed · by procedure · 2023 · top 3", checks: []check{explained}},
		// a number that is not written against the noun, or reads as a
		// year, is not how many of them: "passengers in 2023 from carriers"
		{ws: "flights", q: "passengers in 2023 from carriers in the Skyward Alliance", checks: []check{ranked("", 0, false), period("2023-01-01", "2023-12-31")}},
		{ws: "clinic", q: "total charges in 2024 at hospitals in the North region", checks: []check{ranked("", 0, false), period("2024-01-01", "2024-12-31")}},
		{ws: "demo", q: "revenue of 2 customers", checks: []check{ranked("", 2, false)}},
	})
}

// TestClassRankByMeasure: rows are ranked by the measure the question
// names after "by", not by the default metric.
func TestClassRankByMeasure(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "top 3 categories by units sold", restate: "Units sold · by category · top 3", checks: []check{metric("units_sold")}},
		{ws: "demo", q: "top 5 customers by freight", restate: "Freight · by customer · top 5", checks: []check{metric("freight")}},
		{ws: "demo", q: "best 3 employees by number of orders", checks: []check{metric("orders"), groups("employee"), ranked("desc", 3, false)}},
		// the measure shown and the one ranked by differ
		{ws: "demo", q: "revenue of the top 5 products by units sold", restate: "Revenue · by product · top 5 by units sold",
			checks: []check{metric("revenue"), rankBy("units_sold")}},
		{ws: "flights", q: "top 3 carriers by fuel cost", restate: "Fuel cost · by carrier · top 3", checks: []check{metric("fuel_cost")}},
		{ws: "flights", q: "passengers of the top 3 carriers by load factor", checks: []check{metric("passengers"), rankBy("load_factor"), ranked("desc", 3, false)}},
		{ws: "clinic", q: "top 3 physicians by total charges", checks: []check{metric("total_charges"), groups("physician")}},
		{ws: "polls", q: "top 4 states by electoral votes", checks: []check{metric("electoral_votes"), groups("state"), ranked("desc", 4, false)}},
	})
}

// TestClassShareDropsPart: a share's total is computed without the
// conditions that define the part; with a copula ("what share of X came
// from Y") the conditions before it are the whole's, after it the part's.
func TestClassShareDropsPart(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "what percentage of 1997 revenue came from Beverages", restate: "Share of revenue · Category Beverages · 1997",
			checks: []check{share, cond(understand.Cond{Dim: "category", Values: []string{"Beverages"}, Part: true}), period("1997-01-01", "1997-12-31")}},
		{ws: "demo", q: "what share of Beverages revenue came from Germany",
			checks: []check{share, cond(understand.Cond{Dim: "category", Values: []string{"Beverages"}}), cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}, Part: true})}},
		{ws: "flights", q: "what share of 2023 flights were cancelled", restate: "Share of scheduled flights · Cancelled flights · 2023",
			checks: []check{share, cond(understand.Cond{Filter: "cancelled", Part: true})}},
		{ws: "flights", q: "what share of 2024 flights were operated by Summit Link",
			checks: []check{share, cond(understand.Cond{Dim: "carrier", Values: []string{"Summit Link"}, Part: true}), nconds(1)}},
		{ws: "flights", q: "what share of Bluewater Air passengers flew out of ORD",
			checks: []check{share, cond(understand.Cond{Dim: "carrier", Values: []string{"Bluewater Air"}}), cond(understand.Cond{Dim: "origin_airport", Values: []string{"ORD"}, Part: true})}},
		{ws: "clinic", q: "what share of 2024 admissions came from Medicare patients",
			checks: []check{share, cond(understand.Cond{Dim: "insurance_type", Values: []string{"Medicare"}, Part: true})}},
		{ws: "clinic", q: "what share of Medicare admissions were emergencies",
			checks: []check{share, cond(understand.Cond{Dim: "insurance_type", Values: []string{"Medicare"}}), cond(understand.Cond{Filter: "emergency", Part: true})}},
		{ws: "polls", q: "what share of Ipsos polls were national polls",
			checks: []check{share, cond(understand.Cond{Dim: "pollster", Values: []string{"Ipsos"}}), cond(understand.Cond{Filter: "national", Part: true})}},
	})
}

// TestClassDistinctEntities: counting entities constrained by facts counts
// their distinct keys ("how many customers bought Chai").
func TestClassDistinctEntities(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many customers bought Tofu", restate: "Number of distinct customers · Product Tofu",
			checks: []check{measure(understand.Measure{Dim: "customer"}), explained}},
		{ws: "demo", q: "how many customers bought Chai in 1997",
			checks: []check{measure(understand.Measure{Dim: "customer"}), cond(understand.Cond{Dim: "product", Values: []string{"Chai"}}), timeDim("order_date")}},
		{ws: "demo", q: "how many products did we sell to France in 1997",
			checks: []check{measure(understand.Measure{Dim: "product"}), cond(understand.Cond{Dim: "customer_country", Values: []string{"France"}})}},
		{ws: "flights", q: "How many different aircraft did Atlantic Transair fly in 2024?",
			checks: []check{measure(understand.Measure{Dim: "tail_number"}), cond(understand.Cond{Dim: "carrier", Values: []string{"Atlantic Transair"}}), period("2024-01-01", "2024-12-31")}},
		{ws: "clinic", q: "how many different physicians treated Medicaid patients in 2023",
			checks: []check{measure(understand.Measure{Dim: "physician"}), cond(understand.Cond{Dim: "insurance_type", Values: []string{"Medicaid"}}), timeDim("admit_date")}},
		// "how many X" counts X: a value spelled like X (a cancellation
		// reason "carrier") is not read over it, and a value before the
		// noun ("Medicaid patients") lets the count reach it
		{ws: "flights", q: "how many carriers flew into JFK in 2023",
			checks: []check{measure(understand.Measure{Dim: "carrier"}), cond(understand.Cond{Dim: "destination_airport", Values: []string{"JFK"}})}},
		{ws: "clinic", q: "how many Medicaid patients were admitted to Cardiology in 2023",
			checks: []check{metric("patients_admitted"), cond(understand.Cond{Dim: "insurance_type", Values: []string{"Medicaid"}})}},
		{ws: "clinic", q: "how many Medicare patients were readmitted within 30 days",
			checks: []check{func(q *understand.Query) string {
				if q.Measure == nil || q.Measure.Metric == "admissions" {
					return fmt.Sprintf("measure %+v counts admissions, not patients", q.Measure)
				}
				return ""
			}}},
	})
}

// TestClassNameInPieces: a thing's own name is not read as a value and a
// second thing ("voter population" is a dimension, not the value
// "Voters" of a "population").
func TestClassNameInPieces(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "count of polls by voter population in 2016", restate: "Number of polls · by voter population · 2016", checks: []check{nconds(0)}},
		{ws: "demo", q: "revenue by ship country in 1997", restate: "Revenue · by ship country · 1997", checks: []check{nconds(0)}},
		// a value's exact name is one value, not its words read as two
		// ("Student" is a synonym of "Student Annual", "Annual" a value)
		{ws: "bikes", q: "How many accounts are on the Student Annual plan?", restate: "Number of riders · Plan Student Annual"},
	})
}

// TestClassNegation: negation and exclusion keep every value but the
// ones named.
func TestClassNegation(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "units sold in 1998 not including Seafood", restate: "Units sold · excluding category Seafood · 1998",
			checks: []check{cond(understand.Cond{Dim: "category", Values: []string{"Seafood"}, Exclude: true}), nconds(1)}},
		{ws: "demo", q: "revenue from customers outside Germany",
			checks: []check{cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}, Exclude: true}), nconds(1)}},
		{ws: "demo", q: "revenue except Condiments and Seafood",
			checks: []check{cond(understand.Cond{Dim: "category", Values: []string{"Condiments", "Seafood"}, Exclude: true}), nconds(1)}},
		{ws: "flights", q: "passengers in 2024 except Bluewater Air",
			checks: []check{cond(understand.Cond{Dim: "carrier", Values: []string{"Bluewater Air"}, Exclude: true}), nconds(1)}},
		{ws: "flights", q: "passengers excluding Bluewater Air and Desert Sun Airways",
			checks: []check{cond(understand.Cond{Dim: "carrier", Values: []string{"Bluewater Air", "Desert Sun Airways"}, Exclude: true}), nconds(1)}},
		{ws: "flights", q: "flights other than cancelled ones in 2023", checks: []check{cond(understand.Cond{Filter: "cancelled", Exclude: true})}},
		{ws: "clinic", q: "admissions in 2024 not in Pediatrics",
			checks: []check{cond(understand.Cond{Dim: "department", Values: []string{"Pediatrics"}, Exclude: true})}},
		{ws: "clinic", q: "total charges excluding emergency admissions",
			checks: []check{metric("total_charges"), cond(understand.Cond{Filter: "emergency", Exclude: true})}},
		{ws: "polls", q: "polls excluding national polls", restate: "Number of polls · not national polls",
			checks: []check{cond(understand.Cond{Filter: "national", Exclude: true})}},
		{ws: "clinic", q: "total charges in 2023, not counting emergency admissions",
			checks: []check{metric("total_charges"), cond(understand.Cond{Filter: "emergency", Exclude: true})}},
		{ws: "flights", q: "passengers in 2024 leaving aside Bluewater Air",
			checks: []check{cond(understand.Cond{Dim: "carrier", Values: []string{"Bluewater Air"}, Exclude: true}), nconds(1)}},
		{ws: "saas", q: "billings excluding the EMEA region",
			checks: []check{cond(understand.Cond{Dim: "region", Values: []string{"EMEA"}, Exclude: true})}},
	})
}

// TestClassComparisons: a threshold on a column compares each row; on a
// metric, each entity's (or group's) value. A percentage on a column of
// fractions is a fraction; the unit word after the number is used.
func TestClassComparisons(t *testing.T) {
	runClass(t, []qcase{
		// row level
		{ws: "demo", q: "how many order lines had a quantity of more than 100",
			checks: []check{cond(understand.Cond{Column: "order_details.Quantity", Op: ">", Num: 100}), explained}},
		{ws: "demo", q: "how many products have more than 100 units in stock",
			checks: []check{metric("products"), cond(understand.Cond{Column: "products.UnitsInStock", Op: ">", Num: 100})}},
		{ws: "flights", q: "how many flights had a departure delay over 120 minutes in 2024",
			checks: []check{metric("flights"), cond(understand.Cond{Column: "flights.dep_delay_minutes", Op: ">", Num: 120}), explained}},
		{ws: "clinic", q: "admissions with total charges under $5,000 in 2024",
			checks: []check{metric("admissions"), cond(understand.Cond{Column: "admissions.total_charges", Op: "<", Num: 5000})}},
		{ws: "polls", q: "how many polls had a sample size of at least 1,500",
			checks: []check{metric("polls"), cond(understand.Cond{Column: "polls.sample_size", Op: ">=", Num: 1500})}},
		{ws: "polls", q: "how many polls had a clinton share above 50%",
			checks: []check{metric("polls"), cond(understand.Cond{Column: "polls.clinton_pct", Op: ">", Num: 50})}},
		{ws: "saas", q: "how many invoices were over 1000 EUR",
			checks: []check{cond(understand.Cond{Column: "invoices.amount", Op: ">", Num: 1000})}},
		// per entity
		{ws: "demo", q: "how many customers placed more than 20 orders",
			checks: []check{having("orders", ">", 20), entity("customers.CustomerID")}},
		{ws: "flights", q: "how many routes had over 15,000 passengers in 2023",
			checks: []check{having("passengers", ">", 15000), entity("route"), period("2023-01-01", "2023-12-31")}},
		{ws: "clinic", q: "how many physicians had over 300 admissions",
			checks: []check{having("admissions", ">", 300), entity("physician")}},
		{ws: "polls", q: "how many pollsters ran more than 50 polls",
			checks: []check{having("polls", ">", 50), entity("polls.pollster_id")}},
		// a percentage of a column of fractions
		{ws: "demo", q: "how many order lines had a discount of at least 15%",
			checks: []check{cond(understand.Cond{Column: "order_details.Discount", Op: ">=", Num: 0.15})}},
		{ws: "shop", q: "turnover of lines with a discount of over 10%",
			checks: []check{metric("turnover"), cond(understand.Cond{Column: "sales.discount", Op: ">", Num: 0.1})}},
		// the unit word after the number is the column's
		{ws: "flights", q: "how many flights in 2023 had an arrival delay of more than 45 minutes",
			checks: []check{cond(understand.Cond{Column: "flights.arr_delay_minutes", Op: ">", Num: 45}), explained}},
		{ws: "clinic", q: "how many admissions had a length of stay of at least 10 days",
			checks: []check{cond(understand.Cond{Column: "admissions.length_of_stay", Op: ">=", Num: 10}), explained}},
	})
}

// TestClassRoles: phrasings settle which of two dimensions with the same
// values a question means: where an order was shipped vs where its
// customer is, departures vs arrivals, where patients live vs where they
// were treated.
func TestClassRoles(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "units shipped to Germany in 1997", checks: []check{metric("units_sold"), cond(understand.Cond{Dim: "ship_country", Values: []string{"Germany"}})}},
		{ws: "demo", q: "units sold to customers in Germany in 1997", checks: []check{metric("units_sold"), cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}})}},
		{ws: "demo", q: "revenue from products made in Japan", checks: []check{cond(understand.Cond{Dim: "supplier_country", Values: []string{"Japan"}})}},
		{ws: "demo", q: "number of orders shipped by Speedy Express", restate: "Number of orders · Shipper Speedy Express"},
		{ws: "flights", q: "flights departing from Chicago in 2024", checks: []check{cond(understand.Cond{Dim: "origin_city", Values: []string{"Chicago"}})}},
		{ws: "flights", q: "flights arriving in Chicago in 2024", checks: []check{cond(understand.Cond{Dim: "destination_city", Values: []string{"Chicago"}})}},
		{ws: "flights", q: "passengers flying into Texas in 2023", checks: []check{metric("passengers"), cond(understand.Cond{Dim: "destination_state", Values: []string{"TX"}})}},
		{ws: "flights", q: "passengers on departures from ORD in 2024",
			checks: []check{metric("passengers"), cond(understand.Cond{Dim: "origin_airport", Values: []string{"ORD"}})}},
		{ws: "clinic", q: "admissions of patients from the North in 2024", checks: []check{cond(understand.Cond{Dim: "patient_region", Values: []string{"North"}})}},
		{ws: "clinic", q: "admissions at hospitals in the North in 2024", checks: []check{cond(understand.Cond{Dim: "hospital_region", Values: []string{"North"}})}},
	})
}

// TestClassCloseMetrics: between metrics whose names share words, the one
// whose words cover the question wins.
func TestClassCloseMetrics(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "shipping cost by shipper", restate: "Freight · by shipper", checks: []check{explained}},
		{ws: "demo", q: "gross margin by category in 1997", checks: []check{metric("gross_margin")}},
		{ws: "demo", q: "average order value by country", checks: []check{metric("average_order_value")}},
		{ws: "flights", q: "total cost in 2024", checks: []check{metric("total_operating_cost"), explained}},
		{ws: "flights", q: "fuel cost by carrier in 2024", checks: []check{metric("fuel_cost"), explained}},
		{ws: "flights", q: "ticket revenue by carrier", checks: []check{metric("ticket_revenue")}},
		{ws: "flights", q: "revenue by carrier", checks: []check{metric("total_revenue")}},
		{ws: "clinic", q: "procedure charges in 2023", checks: []check{metric("procedure_charges")}},
		{ws: "clinic", q: "total charges in 2023", checks: []check{metric("total_charges")}},
		{ws: "clinic", q: "median length of stay by department", checks: []check{metric("median_length_of_stay")}},
	})
}

// TestClassDocuments: a question about a policy or a definition prefers
// the document that covers it over a data reading of one of its words.
func TestClassDocuments(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "what is the returns policy for beverages", checks: []check{chunk("returns_policy.md#beverages")}},
		{ws: "demo", q: "how is gross margin defined", checks: []check{chunk("kpi_definitions.md#gross-margin")}},
		{ws: "demo", q: "what does average order value mean", restate: "Definition of Average order value", checks: []check{intent(understand.IntentDefine)}},
		{ws: "flights", q: "what is the tarmac delay policy", checks: []check{chunk("customer_commitments.md#tarmac")}},
		{ws: "flights", q: "how is the load factor calculated", checks: []check{chunk("kpi_definitions.md")}},
		{ws: "clinic", q: "what is the discharge follow-up policy", checks: []check{chunk("discharge_policy.md")}},
		{ws: "polls", q: "what is a house effect", checks: []check{chunk("polling_glossary.md")}},
	})
}

// TestClassPassageSaysIt: a word a passage says as the question says it
// is the passage's: a restrictive word before the same next word ("left
// outside a station"), "one" or "single" of a thing the passage speaks of
// ("in any month"), an irregular verb's other form ("left" of "leaves"),
// and a contraction that is not a word ("we'll"); a restrictive word the
// passage does not say stays unexplained.
func TestClassPassageSaysIt(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "if a rider leaves a bike outside a station, how much is the fee, in dollars?", checks: []check{chunk("pricing_policy.md#out-of-dock-fee"), explained}},
		{ws: "helpdesk", q: "how much service credit can an enterprise customer earn in one month at most, as a percent of the monthly fee?", checks: []check{chunk("sla_policy.md#service-credits"), explained}},
		{ws: "polls", q: "at which confidence level do we give the margin of error of a single poll?", checks: []check{chunk("reporting_policy.md#margin-of-error"), explained}},
		{ws: "flights", q: "what is the minimum connecting time we'll sell at JFK between two international flights?", checks: []check{chunk("network_calendar.md#minimum-connecting-times"), func(q *understand.Query) string {
			if slices.Contains(q.Score.Unexplained, "we'll") {
				return "\"we'll\" unexplained"
			}
			return ""
		}}},
		{ws: "bikes", q: "what fee is charged when a bike is not left outside a station?", checks: []check{unexplained("not")}},
	})
}

// TestClassCountBeforeModifiers: a count word before a dimension's words
// and then the noun of the rows ("how many high priority repair tickets")
// counts the rows, the dimension saying which; and "of the X ..., how
// many had ..." counts the rows of a table no other references by its own
// id, every word used.
func TestClassCountBeforeModifiers(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many high priority repair tickets were reported in 2024?", checks: []check{metric("maintenance_tickets"), explained}},
		{ws: "helpdesk", q: "how many P1 priority tickets were opened in 2024?", checks: []check{metric("tickets"), explained}},
		{ws: "polls", q: "of the national polls that ended in September 2016, how many had Trump ahead by more than 2 points?", checks: []check{entity("polls.poll_id"), explained}},
		{ws: "bikes", q: "of the repair tickets reported in 2023, how many took more than 10 days to resolve?", checks: []check{entity("maintenance.ticket_id"), explained}},
	})
}

// clearOf checks that every reading other reports scores at least the
// review margin below the best.
func clearOf(lx *understand.Lexicon, what string, other func(*understand.Query) bool, res *understand.Result) check {
	return func(q *understand.Query) string {
		for _, c := range res.Candidates {
			if c != q && other(c) && q.Score.Total-c.Score.Total < 0.05 {
				return fmt.Sprintf("%s (%s) at %.3f, within the margin of the best %.3f", what, c.Restate(lx), c.Score.Total, q.Score.Total)
			}
		}
		return ""
	}
}

// TestClassPercentChange: "by what percent did it grow", "by how much did
// it change, in percent" is the growth in percent; the difference (which
// the change words read too) is no percentage, and no close second.
func TestClassPercentChange(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"polls", "by how much did the number of respondents grow from Q1 to Q2 2016, in percent?"},
		{"helpdesk", "By what percent did the number of tickets change from Q3 2024 to Q4 2024?"},
		{"library", "by how much did the number of loans grow from 2023 to 2024, in percent?"},
		{"clinic", "by how much did admissions increase from 2023 to 2024, in percent?"},
		{"flights", "by how much did the number of passengers grow from Q1 to Q2 2024, in percent?"},
		{"bikes", "by how much did the number of ride minutes grow from 2023 to 2024, in percent?"},
	} {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			lx := lex(t, c.ws)
			res := lx.Interpret(c.q)
			best := res.Best()
			if !best.Growth || best.Difference != 0 {
				t.Errorf("growth %v, difference %d: want the growth", best.Growth, best.Difference)
			}
			if msg := clearOf(lx, "a difference", func(o *understand.Query) bool { return o.Difference != 0 }, res)(best); msg != "" {
				t.Errorf("%s\n%s", msg, res.Explain(lx, 4))
			}
		})
	}
}

// TestClassBreakdownRowOfAnother: a value said in a later sentence after
// a breakdown ("I only need the number for Cardiology") picks a row of it:
// a breakdown by another dimension, held to that value, is no close
// second ("product category" read as by product, for Confections).
func TestClassBreakdownRowOfAnother(t *testing.T) {
	for _, c := range []struct{ ws, q, group string }{
		{"demo", "Hi, could you break down the units we sold in 1998 by product category for me? I only need the number for Confections, thank you.", "category"},
		{"hotels", "Could you split 2024 room revenue by room type? I only need the number for Suite.", "room_type"},
	} {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			lx := lex(t, c.ws)
			res := lx.Interpret(c.q)
			best := res.Best()
			if msg := groups(c.group)(best); msg != "" {
				t.Error(msg)
			}
			other := func(o *understand.Query) bool {
				return len(o.Groups) == 1 && o.Groups[0].Dim != c.group && o.Intent == understand.IntentData
			}
			if msg := clearOf(lx, "a breakdown by another", other, res)(best); msg != "" {
				t.Errorf("%s\n%s", msg, res.Explain(lx, 4))
			}
		})
	}
}

// countOf checks a count of a dimension's distinct values.
func countOf(dim string) check {
	return func(q *understand.Query) string {
		if q.Measure == nil || q.Measure.Dim != dim {
			return fmt.Sprintf("measure %+v, want the count of %s", q.Measure, dim)
		}
		return ""
	}
}

// TestClassStrandedRole: the words of a role's phrasing before its value,
// said after the thing asked with no value after them ("how many airports
// did Lone Star fly to from DFW": "to") say the role of the thing asked,
// clearly; a count of a dimension held to one of its values ("the start
// stations, from City Hall") is 1, which no question asks.
func TestClassStrandedRole(t *testing.T) {
	for _, c := range []struct {
		ws, q, want string
		check       check
	}{
		{"flights", "how many different airports did Bluewater fly to out of Miami in 2023?", "destination_airport", countOf("destination_airport")},
		{"flights", "which airports did Pacific Crest fly to most in 2024?", "destination_airport", groups("destination_airport")},
		// (said last: it panicked, past the end of the question)
		{"flights", "in 2024, which airports did Pacific Crest fly the most flights to?", "destination_airport", groups("destination_airport")},
		{"bikes", "how many different stations did trips from City Hall go to in 2023?", "end_station", countOf("end_station")},
		{"bikes", "which stations did trips from Central Station go to most in 2023?", "end_station", groups("end_station")},
		{"demo", "how many different cities did we ship to in 1997?", "ship_city", countOf("ship_city")},
	} {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			lx := lex(t, c.ws)
			res := lx.Interpret(c.q)
			best := res.Best()
			if msg := c.check(best); msg != "" {
				t.Error(msg)
			}
			other := func(o *understand.Query) bool {
				d := ""
				if o.Measure != nil {
					d = o.Measure.Dim
				}
				if len(o.Groups) > 0 {
					d = o.Groups[0].Dim
				}
				return d != "" && d != c.want
			}
			if msg := clearOf(lx, "another role", other, res)(best); msg != "" {
				t.Errorf("%s\n%s", msg, res.Explain(lx, 4))
			}
		})
	}
}

// TestClassCountOfAnotherThing: a count of a dimension's values that the
// counted words do not name ("how many new library cards did Cedar Grove
// issue" read as the branches borrowed at) is doubted, whatever its score.
// (The other workspaces refuse such questions: only the library's words
// make a count of another thing win, so the class runs in one.)
func TestClassCountOfAnotherThing(t *testing.T) {
	lx := lex(t, "library")
	for _, q := range []string{"how many new library cards did cedar grove issue in 2023", "how many new library cards did Elm Park issue in 2024"} {
		if msg := doubted(true)(lx.Interpret(q).Best()); msg != "" {
			t.Errorf("%q: %s", q, msg)
		}
	}
}

// upTo checks a range that runs from the data's first date to the day
// given.
func upTo(to string) check {
	return func(q *understand.Query) string {
		if q.Period == nil || q.Period.To.Format(time.DateOnly) != to || q.Period.Unit != "range" {
			if q.Period == nil {
				return "no period, want one up to " + to
			}
			return fmt.Sprintf("period %s to %s (%s), want one from the start up to %s", q.Period.From.Format(time.DateOnly), q.Period.To.Format(time.DateOnly), q.Period.Label, to)
		}
		return ""
	}
}

// TestClassBoundOfTwoWords: a bound of a range said in two words ("up
// to", "prior to"), or "until" with the words of the period's end ("until
// the end of 2023"), bounds the range: not the year alone (which was read,
// sure of itself), nor nothing ("up to 2023" was refused).
func TestClassBoundOfTwoWords(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many trips were there until the end of 2022?", checks: []check{metric("trips"), upTo("2022-12-31"), explained}},
		{ws: "bikes", q: "how many trips were there up to 2022?", checks: []check{metric("trips"), upTo("2022-12-31"), explained}},
		{ws: "clinic", q: "how many admissions were there prior to 2024?", checks: []check{metric("admissions"), upTo("2023-12-31"), explained}},
		{ws: "clinic", q: "admissions up to the end of 2024", checks: []check{metric("admissions"), period("2023-01-01", "2024-12-31"), explained}},
	})
}

// TestClassCountedByTheirDate: "of the people who signed up in 2023, how
// many have never gone for a ride": with no noun of theirs read, the
// things counted are the rows whose date the period is on, when the
// compared measure's rows belong to them (it was refused).
func TestClassCountedByTheirDate(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "Of the people who signed up in 2022, how many have never gone for a ride?", checks: []check{entity("riders.rider_id"), having("trips", "=", 0), period("2022-01-01", "2022-12-31")}},
		{ws: "library", q: "Of the people who joined in 2023, how many have never borrowed anything?", checks: []check{having("loans", "=", 0), period("2023-01-01", "2023-12-31"), func(q *understand.Query) string {
			if q.Entity == nil {
				return "no entity counted"
			}
			return ""
		}}},
	})
}

// TestClassCountOfTheDatedRows: "how many people signed up in Q1 2022":
// the count is of the rows the said date is of (by the metric counting
// them by that date, or the list of persons the word for people names,
// dated by it); it was refused, or the workspace's first metric guessed.
func TestClassCountOfTheDatedRows(t *testing.T) {
	datedCount := func(m, table, date string) check {
		return func(q *understand.Query) string {
			if q.Measure != nil && (q.Measure.Metric == m || q.Measure.Table == table && q.TimeDim == date) {
				return ""
			}
			return fmt.Sprintf("measure %+v by %s, want %s, or the rows of %s by %s", q.Measure, q.TimeDim, m, table, date)
		}
	}
	runClass(t, []qcase{
		{ws: "bikes", q: "How many people signed up in the second quarter of 2023?", checks: []check{datedCount("new_riders", "riders", "signup_date"), period("2023-04-01", "2023-06-30")}},
		{ws: "library", q: "how many folks joined in March 2024?", checks: []check{datedCount("new_members", "members", "joined_on"), period("2024-03-01", "2024-03-31")}},
	})
}

// TestClassNamedPeriods: a named period (period block or document
// section) resolves to its dates, with or without its year; a named period
// with a year that has none is not silently widened.
func TestClassNamedPeriods(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "revenue during the Summer Beverages campaign", checks: []check{metric("revenue"), period("1997-06-01", "1997-06-30")}},
		{ws: "demo", q: "revenue during summer beverages 1997", checks: []check{period("1997-06-01", "1997-06-30")}},
		{ws: "demo", q: "units sold during the winter classics", checks: []check{metric("units_sold"), period("1997-12-01", "1997-12-31")}},
		{ws: "flights", q: "passengers during the summer peak", checks: []check{period("2024-06-15", "2024-08-31")}},
		{ws: "flights", q: "flights during the holiday peak 2023", checks: []check{period("2023-12-15", "2024-01-07")}},
		{ws: "clinic", q: "admissions in FY24", checks: []check{period("2023-07-01", "2024-06-30")}},
		{ws: "clinic", q: "average length of stay during the winter surge", checks: []check{period("2024-01-08", "2024-02-18")}},
		{ws: "polls", q: "polls in the final week", checks: []check{period("2016-11-01", "2016-11-07")}},
		{ws: "demo", q: "revenue during summer beverages 1998",
			checks: []check{func(q *understand.Query) string {
				if q.Intent == understand.IntentData && q.Period != nil && q.Period.To.Year() > 1997 && q.Period.From.Year() == 1997 {
					return "read as the range " + q.Period.Label
				}
				return ""
			}}},
		{ws: "flights", q: "passengers during the summer peak 2023",
			checks: []check{func(q *understand.Query) string {
				if q.Intent == understand.IntentData && q.Period != nil && q.Period.From.Year() != q.Period.To.Year() {
					return "read as the range " + q.Period.Label
				}
				return ""
			}}},
	})
}

// TestClassRefusals: a request to change data, small talk, and a question
// nothing in the workspace explains are refused.
func TestClassRefusals(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "delete all orders", checks: []check{refused("change")}},
		{ws: "demo", q: "please update the price of Chai to 20", checks: []check{refused("change")}},
		{ws: "flights", q: "can you remove the cancelled flights", checks: []check{refused("change")}},
		{ws: "polls", q: "set Ipsos's grade to A", checks: []check{refused("change")}},
		{ws: "demo", q: "hello", checks: []check{refused("chat")}},
		{ws: "flights", q: "thanks!", checks: []check{refused("chat")}},
		{ws: "demo", q: "what is the weather in Paris", checks: []check{refused("unknown"), unexplained("weather", "Paris")}},
		{ws: "clinic", q: "who won the world cup in 2018", checks: []check{refused("unknown")}},
		{ws: "polls", q: "a recipe for lasagna", checks: []check{refused("unknown"), unexplained("recipe", "lasagna")}},
		{ws: "saas", q: "", checks: []check{refused("unknown")}},
		// a measure guessed while a word is left over: the word was the
		// measure asked for, which the workspace does not have
		{ws: "flights", q: "what was the baggage count at ORD in 2024", checks: []check{refused("unknown")}},
		{ws: "polls", q: "what was voter turnout in Florida in 2016", checks: []check{refused("unknown"), unexplained("turnout")}},
	})
}

// TestClassUnexplained: a word nothing in the reading uses is reported,
// whatever else the reading gets right.
func TestClassUnexplained(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "revenue by category in 1997 frobnicated", restate: "Revenue · by category · 1997", checks: []check{unexplained("frobnicated")}},
		{ws: "flights", q: "passengers by carrier in 2024 wibble", checks: []check{unexplained("wibble")}},
		{ws: "saas", q: "average billings by region", checks: []check{unexplained("average")}},
		{ws: "clinic", q: "zorblaxed admissions by hospital", checks: []check{unexplained("zorblaxed")}},
		// a negated period is not read, and says so
		{ws: "demo", q: "revenue not in 1997", checks: []check{unexplained("not")}},
		{ws: "clinic", q: "admissions not in 2024", checks: []check{unexplained("not")}},
		// business verbs that the function-word file lists in a class of its
		// own are read as filler
		{ws: "flights", q: "how many flights did Bluewater Air cancel in 2024",
			checks: []check{func(q *understand.Query) string {
				if cond(understand.Cond{Filter: "cancelled"})(q) != "" && metric("cancelled_flights")(q) != "" && unexplained("cancel")(q) != "" {
					return "\"cancel\" is neither used nor reported"
				}
				return ""
			}}},
		{ws: "demo", q: "how many customers were lost in 1998", checks: []check{unexplained("lost")}},
		{ws: "clinic", q: "how many patients left in 2024", checks: []check{unexplained("left")}},
	})
}

// TestClassListing: words that ask to see rows list them rather than
// count them.
func TestClassListing(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "Show me the patients still in hospital at St. Agnes Hospital",
			checks: []check{list, cond(understand.Cond{Filter: "current_inpatients"}), cond(understand.Cond{Dim: "hospital", Values: []string{"St. Agnes Hospital"}})}},
		{ws: "demo", q: "show the products of the Beverages category", checks: []check{list, groups("product"), cond(understand.Cond{Dim: "category", Values: []string{"Beverages"}})}},
		{ws: "demo", q: "list the customers in Mexico",
			checks: []check{list, groups("customer"), cond(understand.Cond{Dim: "customer_country", Values: []string{"Mexico"}})}},
	})
}

// TestClassAgentBy: a lone "by" after a participle says who did it ("orders
// placed by customers from the UK"); without "each" or "per" it is not a
// breakdown.
func TestClassAgentBy(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "passengers carried by carriers in the Skyward Alliance in 2023", restate: "Passengers · Alliance Skyward Alliance · 2023", checks: []check{groups()}},
		{ws: "clinic", q: "admissions treated by physicians in Cardiology in 2023", checks: []check{groups(), cond(understand.Cond{Dim: "specialty", Values: []string{"Cardiology"}})}},
		{ws: "demo", q: "revenue generated by customers in Germany in 1997", checks: []check{groups()}},
		{ws: "flights", q: "passengers carried by each carrier in 2023", checks: []check{groups("carrier")}},
	})
}

// TestClassPeriodRoles: two periods joined by "and" are one range, unless
// a start or end word gives the second its own role ("went into the field
// in October and finished in November"): then the second is left unread,
// so the answer is flagged rather than answered for a range nobody asked.
func TestClassPeriodRoles(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "passengers in March 2024 and April 2024", checks: []check{period("2024-03-01", "2024-04-30")}},
		{ws: "polls", q: "how many polls began in September 2016 and ended in October 2016",
			checks: []check{period("2016-09-01", "2016-09-30"), func(q *understand.Query) string {
				if len(q.Score.Unexplained) == 0 {
					return "the second period is read; want it reported"
				}
				return ""
			}}},
		// a second period after words dated by another date than the
		// words before the first is a condition on that date
		{ws: "clinic", q: "How many patients discharged in January 2024 had been admitted in 2023?", checks: []check{period("2024-01-01", "2024-01-31"), dated("admit_date", "2023-01-01", "2023-12-31"), explained}},
		{ws: "demo", q: "How many orders placed in 1997 were shipped in 1998?", checks: []check{period("1997-01-01", "1997-12-31"), dated("ship_date", "1998-01-01", "1998-12-31"), explained}},
		// the date a column names ("returned" of returned_on), and a word
		// for an end naming the date whose own words say end
		{ws: "library", q: "How many loans borrowed in March 2024 were returned in April 2024?", checks: []check{period("2024-03-01", "2024-03-31"), dated("returned_on", "2024-04-01", "2024-04-30"), explained}},
		{ws: "polls", q: "how many polls went into the field in September 2016 and finished in October 2016", checks: []check{period("2016-09-01", "2016-09-30"), dated("poll_date", "2016-10-01", "2016-10-31"), explained}},
	})
}

// dated checks a condition on a date other than the period's.
func dated(dim, from, to string) check {
	return func(q *understand.Query) string {
		for _, c := range q.Conds {
			if c.Dim == dim && c.Dated != nil && c.Dated.From.Format("2006-01-02") == from && c.Dated.To.Format("2006-01-02") == to {
				return ""
			}
		}
		return fmt.Sprintf("conditions %+v, want %s from %s to %s", q.Conds, dim, from, to)
	}
}

// TestClassCountedNounNotLeftOut: "how many different X ..." is never
// answered, for sure, by a count of something else with X left unread.
func TestClassCountedNounNotLeftOut(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"flights", "how many different airports did Bluewater Air have departures from in 2023"},
		{"clinic", "how many distinct physicians did Riverton University Hospital have admissions with in 2024"},
	} {
		lx := lex(t, c.ws)
		res := lx.Interpret(c.q)
		best := res.Best()
		if len(best.Score.Unexplained) == 0 {
			continue // every word read
		}
		if len(res.Candidates) > 1 && best.Score.Total-res.Candidates[1].Score.Total > 0.05 {
			t.Errorf("%s %q: %s leaves %q unread and leads by %.3f", c.ws, c.q, best.Restate(lx), best.Score.Unexplained, best.Score.Total-res.Candidates[1].Score.Total)
		}
	}
}

// TestClassSingleRow: "single" says a largest or smallest value is one
// row's; it is used by a maximum of rows and reported anywhere else.
func TestClassSingleRow(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "the highest total charges of a single admission in 2024",
			checks: []check{measure(understand.Measure{Column: "admissions.total_charges", Agg: "max"}), groups(), explained}},
		{ws: "flights", q: "the largest number of passengers on a single flight in 2023",
			checks: []check{func(q *understand.Query) string {
				if q.Measure == nil || q.Measure.Agg != "max" {
					return fmt.Sprintf("measure %+v, want a maximum", q.Measure)
				}
				return ""
			}, groups()}},
		{ws: "demo", q: "top 5 products by revenue in a single order", checks: []check{func(q *understand.Query) string {
			if !slices.Contains(q.Score.Unexplained, "single") {
				return fmt.Sprintf("unexplained %q: a ranking does not use \"single\"", q.Score.Unexplained)
			}
			return ""
		}}},
	})
}

// TestClassAveragedCount: an average of a count over what a breakdown word
// names is a rate per that thing ("on average, how many admissions did
// each physician have" = admissions / physicians), not a breakdown with
// "average" left unread; an average of a measure by a group stays a
// breakdown.
func TestClassAveragedCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "on average, how many admissions did each physician have in 2024", restate: "Admissions per physician · 2024", checks: []check{groups(), explained}},
		{ws: "demo", q: "average number of orders by customer in 1997", restate: "Number of orders per customer · 1997", checks: []check{groups(), explained}},
		{ws: "flights", q: "average number of flights by aircraft in 2023", checks: []check{groups(), explained, func(q *understand.Query) string {
			if q.Per == nil || q.Measure == nil || q.Measure.Metric != "flights" {
				return fmt.Sprintf("measure %+v per %+v, want flights per aircraft", q.Measure, q.Per)
			}
			return ""
		}}},
		{ws: "flights", q: "average departure delay by carrier in 2023", restate: "Average departure delay · by carrier · 2023", checks: []check{groups("carrier")}},
	})
}

// TestClassMisspeltMonths: a month's name misspelt (a letter missing, two
// swapped) is still the month, and the answer says what it took it for.
func TestClassMisspeltMonths(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "how many flights got cancelled in janaury 2024", checks: []check{period("2024-01-01", "2024-01-31")}},
		{ws: "polls", q: "average clinton lead in octobr 2016", checks: []check{period("2016-10-01", "2016-10-31")}},
	})
}

// TestClassMisspeltWords: a word nothing knows that nearly spells one word
// of the workspace's names is read as it, inside a longer name too; a word
// of a phrasing is the workspace's own, never respelt.
func TestClassMisspeltWords(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "whats the avg lenght of stay for medicaid patiens in 2024", restate: "Average length of stay · Insurance type Medicaid · 2024"},
		{ws: "flights", q: "how many flights leaving o'hare got cancelled in janaury 2024", restate: "Scheduled flights · Origin airport ORD · Cancelled flights · January 2024"},
	})
}

// perOf checks a rate: the measure's metric over the entity or time unit
// the average is taken per ("table:orders", "metric:active_riders",
// "grain:day"); "" wants no rate.
func perOf(metric, per string) check {
	return func(q *understand.Query) string {
		got := ""
		if p := q.Per; p != nil {
			switch {
			case p.Table != "":
				got = "table:" + p.Table
			case p.Metric != "":
				got = "metric:" + p.Metric
			case p.Dim != "":
				got = "dimension:" + p.Dim
			case p.Grain != "":
				got = "grain:" + p.Grain
			}
		}
		if q.Measure == nil || q.Measure.Metric != metric || q.Measure.Agg != "" && per != "" || got != per {
			return fmt.Sprintf("measure %+v per %q, want %s per %q", q.Measure, got, metric, per)
		}
		return ""
	}
}

// TestClassAverageRate: an average of a total over a time unit or an
// entity the question names ("per day", "daily", "each order", "each
// active rider") is the total over the number of them, every word used;
// a distinct count does not add up over days, so it stays a breakdown (and
// its unread "average" flags it); an average with "by month" is a
// breakdown.
func TestClassAverageRate(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "average daily passengers in 2024", checks: []check{perOf("passengers", "grain:day"), groups(), explained}},
		{ws: "clinic", q: "on average, how many admissions per day in March 2024", checks: []check{perOf("admissions", "grain:day"), groups(), explained}},
		{ws: "clinic", q: "on average, how many patients were admitted per month in 2023", checks: []check{func(q *understand.Query) string {
			// distinct patients do not add up over months: never that
			// rate, and whatever is read is flagged (a word left, or a guess)
			if q.Measure != nil && q.Measure.Metric == "patients_admitted" && q.Per != nil {
				return "distinct patients divided over the months"
			}
			if q.Guessed == 0 && len(q.Score.Unexplained) == 0 {
				return fmt.Sprintf("read as %s with nothing to flag", describe(q))
			}
			return ""
		}}},
		{ws: "demo", q: "on average, how many units were on each order in 1997", checks: []check{perOf("units_sold", "metric:orders"), groups(), explained}},
		{ws: "bikes", q: "on average how many trips did each active rider take in 2024", checks: []check{perOf("trips", "metric:active_riders"), groups(), explained}},
		{ws: "flights", q: "average departure delay by month in 2023", restate: "Average departure delay · by month · 2023"},
		// the average said first, "each" with the breakdown before the total
		{ws: "demo", q: "on average, how much did each German customer spend in 1998", checks: []check{perOf("revenue", "dimension:customer"), groups()}},
		{ws: "polls", q: "on average, how many people did each pollster interview in 2016", checks: []check{perOf("respondents", "dimension:pollster"), groups()}},
		// per the measure's own rows, the average of what it sums
		{ws: "flights", q: "on average, how many passengers were on each flight in 2024", checks: []check{func(q *understand.Query) string {
			if m := q.Measure; q.Per != nil || m == nil || m.Agg != "avg" || m.Metric != "passengers" && m.Column != "flights.passengers" {
				return fmt.Sprintf("measure %+v per %+v, want the average passengers of a flight", q.Measure, q.Per)
			}
			return ""
		}}},
		{ws: "polls", q: "what was the average number of respondents per poll in Ohio", checks: []check{func(q *understand.Query) string {
			if q.Measure == nil || q.Measure.Agg == "count_distinct" {
				return fmt.Sprintf("measure %+v: the distinct sample sizes are not the respondents", q.Measure)
			}
			return ""
		}}},
	})
}

// TestClassRoleWord: a word the workspace says of one role of a list only
// ("arrivals", "departures") counts the rows in that role, and puts a
// breakdown of the list's names in that role too ("which district had the
// most arrivals" is by the end station's district, though "district"
// alone names the start's).
func TestClassRoleWord(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "which airport had the most departures in 2024", checks: []check{groups("origin_airport"), explained}},
		{ws: "flights", q: "top 3 airports by arrivals in 2023", checks: []check{groups("destination_airport"), explained}},
		{ws: "bikes", q: "which station had the fewest arrivals in 2024", checks: []check{groups("end_station"), explained}},
		{ws: "bikes", q: "departures by district in 2023", checks: []check{groups("start_district"), explained}},
		{ws: "bikes", q: "arrivals by district in 2023", checks: []check{groups("end_district"), explained}},
		// a metric named by a role word ("returns", counted where the items
		// came back) says the role of a value or a breakdown, and a list
		// reached through another table (the members' home branch) is a
		// role as well
		{ws: "library", q: "How many returns did Harbor Point take in December 2024?", checks: []check{cond(understand.Cond{Dim: "return_branch", Values: []string{"Harbor Point"}}), explained}},
		{ws: "library", q: "Which branch had the most returns in 2024?", checks: []check{groups("return_branch"), explained}},
		{ws: "library", q: "Which branch had the most loans in 2024?", checks: []check{groups("borrow_branch"), explained}},
		// a role word beside another measure says the role only
		{ws: "flights", q: "Which 4 airports received the most arriving passengers in Q3 2023?", checks: []check{measure(understand.Measure{Metric: "passengers"}), groups("destination_airport"), explained}},
		{ws: "bikes", q: "which district had the most arriving active riders in 2024", checks: []check{measure(understand.Measure{Metric: "active_riders"}), groups("end_district"), explained}},
	})
}

// TestClassValueWithNumber: a value of several words with a number in it
// ("Cruiser 7", "737 MAX 8") is read whole, the number with it; a number
// alone is never a value, and the event a metric is dated by, said with no
// period ("tickets were reported"), is the metric's own.
func TestClassValueWithNumber(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "repair tickets on Cruiser 7 bikes", checks: []check{cond(understand.Cond{Dim: "bike_model", Values: []string{"Cruiser 7"}}), explained}},
		{ws: "bikes", q: "how many battery tickets were reported on E-Bolt 3 bikes", checks: []check{cond(understand.Cond{Dim: "bike_model", Values: []string{"E-Bolt 3"}}), cond(understand.Cond{Dim: "issue_type", Values: []string{"Battery"}}), explained}},
		{ws: "flights", q: "how many flights did the 737 MAX 8 fly in 2024", checks: []check{cond(understand.Cond{Dim: "aircraft_model", Values: []string{"737 MAX 8"}}), explained}},
		{ws: "flights", q: "flights in 2024 by carrier", checks: []check{nconds(0), groups("carrier")}},
	})
}

// TestClassNameAroundRanking: a name of up to four words said with a
// ranking and filler inside it ("Trump his highest actual vote share" of
// "Trump's actual vote share") is the metric, ranked.
func TestClassNameAroundRanking(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "which state gave Trump his highest actual vote share", checks: []check{measure(understand.Measure{Metric: "trump_vote_share"}), groups("state"), explained}},
		{ws: "polls", q: "which two battleground states gave Clinton her lowest actual vote share", checks: []check{measure(understand.Measure{Metric: "clinton_vote_share"}), groups("state")}},
		{ws: "bikes", q: "which districts had the out of dock rate highest in 2024", checks: []check{measure(understand.Measure{Metric: "out_of_dock_rate"}), explained}},
	})
}

// TestClassFilterNamesMeasure: a filter whose words name what is counted
// ("state polls", "late orders") says the measure: no guess.
func TestClassFilterNamesMeasure(t *testing.T) {
	notGuessed := func(q *understand.Query) string {
		if q.Guessed > 0 {
			return fmt.Sprintf("guessed %d: %v", q.Guessed, q.Notes)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "polls", q: "which seven pollsters released the most state polls in 2016", checks: []check{measure(understand.Measure{Metric: "polls"}), cond(understand.Cond{Filter: "state_polls"}), groups("pollster"), notGuessed}},
		{ws: "demo", q: "which employee had the most late orders in 1997", checks: []check{cond(understand.Cond{Filter: "late"}), notGuessed}},
	})
}

// TestClassNegatedList: "excluding A and B" is one condition that leaves
// out both, on the dimension both belong to, even where B alone is also a
// value of another dimension; values not said as a list are not merged.
func TestClassNegatedList(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "admissions in 2023 excluding Obstetrics and Pediatrics", checks: []check{cond(understand.Cond{Dim: "department", Values: []string{"Obstetrics", "Pediatrics"}, Exclude: true}), nconds(1)}},
		{ws: "demo", q: "revenue in 1997 excluding Beverages and Condiments", checks: []check{cond(understand.Cond{Dim: "category", Values: []string{"Beverages", "Condiments"}, Exclude: true}), nconds(1)}},
		{ws: "bikes", q: "how many trips went from Harborfront to University in 2024", checks: []check{nconds(2)}},
	})
}

// TestClassInformal: shorthand ("ppl", "folks") is read as the word it
// stands for, a filler phrase ("right now", "at the moment") is filler, and
// "how many" asks for the number a summed metric adds up.
func TestClassInformal(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "how many ppl are in house at St Agnes right now", checks: []check{cond(understand.Cond{Filter: "current_inpatients"}), explained}},
		{ws: "polls", q: "how many folks did YouGov interview in 2016", checks: []check{measure(understand.Measure{Metric: "respondents"}), cond(understand.Cond{Dim: "pollster", Values: []string{"YouGov"}})}},
		{ws: "flights", q: "how many passengers in 2024 as it stands", checks: []check{measure(understand.Measure{Metric: "passengers"}), explained}},
	})
}

// TestClassBoth: "both A and B" of a total is the two together; of a
// count of things, those that have rows with each value (an
// intersection, Cond.All).
func TestClassBoth(t *testing.T) {
	all := func(dim string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dim == dim && c.All && len(c.Values) == 2 {
					return ""
				}
			}
			return fmt.Sprintf("no condition on both values of %s: %s", dim, condsOf(q))
		}
	}
	none := func(q *understand.Query) string {
		for _, c := range q.Conds {
			if c.All {
				return fmt.Sprintf("all of %v", c.Values)
			}
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "demo", q: "revenue from both Germany and France in 1997", checks: []check{explained, none}},
		{ws: "flights", q: "passengers of both Bluewater Air and Lone Star Airlines in 2024", checks: []check{explained, none}},
		{ws: "clinic", q: "how many patients were admitted to both Riverton University Hospital and St. Agnes Hospital in 2024", checks: []check{explained, all("hospital")}},
		{ws: "hr", q: "How many employees took both sick leave and unpaid leave during 2024?", checks: []check{explained, all("leave_type")}},
		{ws: "library", q: "how many members borrowed both a dvd and an audiobook in 2024", checks: []check{all("format")}},
	})
}

// TestClassPhrasingStops: a value's phrasing passes over filler only, not
// a word that means something ("which", "not"): "Outside the West region,
// which hospital ..." keeps its breakdown.
func TestClassPhrasingStops(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "Outside the West region, which hospital admitted the most patients who live in the West in 2024?", checks: []check{groups("hospital"), cond(understand.Cond{Dim: "hospital_region", Values: []string{"West"}, Exclude: true}), cond(understand.Cond{Dim: "patient_region", Values: []string{"West"}})}},
		{ws: "bikes", q: "in the Downtown district which station had the most departures in 2024", checks: []check{groups("start_station")},
			known: "a value with its dimension's noun ('Downtown district') just before 'which <noun>' is read as the breakdown, and 'station' is left unread (flagged, not answered)"},
		{ws: "flights", q: "outside Texas which airport had the most departures in 2024", checks: []check{groups("origin_airport")}},
	})
}

// TestClassRankVerb: "rank X by Y" orders the breakdown by Y, highest
// first; light verbs ("earned", "showed", "gave") say nothing the reader
// must use.
func TestClassRankVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "Rank the carrier types by average fare in 2023", checks: []check{groups("carrier_type"), explained, func(q *understand.Query) string {
			if q.Order != "desc" {
				return "order " + q.Order + ", want desc"
			}
			return ""
		}}},
		{ws: "polls", q: "which voter population showed the biggest Clinton lead in October 2016", checks: []check{groups("voter_population"), explained}},
		{ws: "clinic", q: "which hospital earned the most charges in 2024", checks: []check{groups("hospital"), explained}},
	})
}

// TestClassNegatedNoun: a negation before the noun a value describes
// ("excluding orders shipped by Federal Shipping", "except flights
// departing from ORD") leaves the value out.
func TestClassNegatedNoun(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "total units sold in 1998, excluding orders shipped by Federal Shipping", checks: []check{cond(understand.Cond{Dim: "shipper", Values: []string{"Federal Shipping"}, Exclude: true}), explained}},
		{ws: "flights", q: "passengers in 2024 excluding flights departing from ORD", checks: []check{cond(understand.Cond{Dim: "origin_airport", Values: []string{"ORD"}, Exclude: true}), explained}},
	})
}

// TestClassCountOnDatedRows: counting an entity "on orders placed in
// 1998" dates it by the rows named before the period, whose words are
// then explained; rows a metric filters are not taken for the table's.
func TestClassCountOnDatedRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many distinct products did Speedy Express carry on orders placed in 1998", checks: []check{measure(understand.Measure{Dim: "product"}), explained}},
		{ws: "clinic", q: "how many distinct patients did Dr. Wei Patel treat on admissions in 2024", checks: []check{func(q *understand.Query) string {
			if q.Measure == nil || q.Measure.Metric == "admissions" {
				return fmt.Sprintf("measure %+v, want a count of patients", q.Measure)
			}
			return ""
		}}},
	})
}

// TestClassHavingUnit: the unit after a threshold on a metric per entity
// ("an average length of stay of more than 6 days") is the metric's, read.
func TestClassHavingUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "how many departments had an average length of stay of more than 6 days in 2024", checks: []check{having("average_length_of_stay", ">", 6), explained}},
		{ws: "flights", q: "how many carriers had an average arrival delay of more than 10 minutes in 2024", checks: []check{having("avg_arrival_delay", ">", 10), explained}},
	})
}

// TestClassAtLeastOne: "how many different pollsters had at least one
// Florida poll" counts the distinct pollsters of those polls: the distinct
// word is the count metric's, and "at least one" is there being rows.
func TestClassAtLeastOne(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "how many different pollsters had at least one Ohio poll with Trump ahead", checks: []check{measure(understand.Measure{Metric: "active_pollsters"}), explained, func(q *understand.Query) string {
			if len(q.Having) > 0 {
				return "a having on the count itself"
			}
			return ""
		}}},
		{ws: "bikes", q: "how many different riders took at least one trip in 2023", checks: []check{explained}},
	})
}

// TestRoleConflict: a pipe column named by a cue of one role
// ("departures") does not answer a breakdown in the other.
func TestRoleConflict(t *testing.T) {
	lx := lex(t, "bikes")
	for _, c := range []struct {
		name, dim string
		want      bool
	}{
		{"departures", "end_station", true},
		{"arrivals", "end_station", false},
		{"departures", "start_station", false},
		{"trips", "end_station", false},
		{"arrivals", "bike_model", false},
	} {
		if got := lx.RoleConflict(c.name, c.dim); got != c.want {
			t.Errorf("RoleConflict(%q, %q) = %v, want %v", c.name, c.dim, got, c.want)
		}
	}
}

// TestClassRankNamelessRows: "top 3 riders by trips" ranks rows that have
// no name column by their key.
func TestClassRankNamelessRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "top 3 riders by number of trips in 2024", checks: []check{groups("riders.rider_id"), explained}},
		{ws: "demo", q: "how much revenue did our single biggest order bring in", checks: []check{groups("orders.OrderID"), explained}},
		{ws: "bikes", q: "which rider took the most trips in 2024", checks: []check{groups("riders.rider_id"), explained}},
		// the ranking word of the measure is no ranking of its rows
		{ws: "demo", q: "which 3 sales reps took the fewest orders during March 1998", checks: []check{groups("employee")}},
		{ws: "clinic", q: "top 5 patients by number of admissions in 2024", checks: []check{explained, func(q *understand.Query) string {
			if len(q.Groups) != 1 || q.Limit != 5 {
				return fmt.Sprintf("groups %+v limit %d, want the five patients", q.Groups, q.Limit)
			}
			return ""
		}}},
	})
}

// TestClassVersusValues: "A vs B" of two values is the two side by side,
// by their dimension, not a growth between periods (which "1997 vs 1998"
// is); "compare A and B" likewise; one value against another kind of
// thing is left unread.
func TestClassVersusValues(t *testing.T) {
	notGrowth := func(q *understand.Query) string {
		if q.Growth || len(q.Compare) > 0 {
			return "read as a growth between periods"
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "demo", q: "revenue of Beverages vs Condiments in 1997", checks: []check{notGrowth, groups("category"), cond(understand.Cond{Dim: "category", Values: []string{"Beverages", "Condiments"}}), explained}},
		{ws: "flights", q: "passengers on Bluewater Air versus Lone Star Airlines in 2024", checks: []check{notGrowth, groups("carrier"), explained}},
		{ws: "clinic", q: "compare admissions at Riverton University Hospital and St. Agnes Hospital in 2024", checks: []check{notGrowth, groups("hospital"), explained}},
		{ws: "bikes", q: "avg fare of e-bike trips vs classic in 2024", checks: []check{notGrowth, unexplained("vs")}},
		{ws: "demo", q: "Compare revenue in Q1 1997 vs Q1 1998", checks: []check{explained, func(q *understand.Query) string {
			if !q.Growth {
				return "two periods compared are a growth"
			}
			return ""
		}}},
	})
}

// TestClassShareOfMetric: the share of one metric in another that sums it
// ("what percentage of 2024 revenue came from ancillaries") is the part
// over the whole; a share of a metric defined by values stays one.
func TestClassShareOfMetric(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "What percentage of our 2024 revenue came from ancillaries?", checks: []check{perOf("ancillary_revenue", "metric:total_revenue"), explained}},
		{ws: "flights", q: "what share of 2023 operating cost was fuel cost", checks: []check{perOf("fuel_cost", "metric:total_operating_cost"), explained}},
		{ws: "demo", q: "what percentage of 1997 revenue came from German customers", checks: []check{perOf("revenue", ""), cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}, Part: true})}},
	})
}

// TestClassEventCounts: "how many times" counts the events a verb or a
// date names, not the people or things they happen to ("how many times
// were patients admitted" is the admissions, not the patients); with "on
// average ... each" it is the events per entity; with no event named the
// word for times is left unread.
func TestClassEventCounts(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "how many times were patients admitted in 2024", checks: []check{measure(understand.Measure{Metric: "admissions"}), unexplained()}},
		{ws: "clinic", q: "On average, how many times was each Medicare patient admitted in 2024?", checks: []check{perOf("admissions", "table:patients"), explained}},
		{ws: "demo", q: "how many times did German customers order in 1997", checks: []check{measure(understand.Measure{Metric: "orders"}), explained}},
		{ws: "demo", q: "on average, how many times did each customer order in 1997", checks: []check{perOf("orders", "table:customers"), explained}},
		{ws: "bikes", q: "how many times did riders ride in March 2024", checks: []check{measure(understand.Measure{Metric: "trips"}), explained}},
		{ws: "flights", q: "how many times did Bluewater Air carry passengers in 2024", checks: []check{unexplained("times")}},
	})
}

// TestClassOrdinalRank: "the second biggest", "third-best" ask for the one
// row at that rank (and read one more, to see a tie below it); "first" is
// the top one.
func TestClassOrdinalRank(t *testing.T) {
	nth := func(n, limit int, order string) check {
		return func(q *understand.Query) string {
			if q.Nth != n || q.Limit != limit || q.Order != order {
				return fmt.Sprintf("nth %d limit %d order %q, want %d, %d, %q", q.Nth, q.Limit, q.Order, n, limit, order)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "demo", q: "Who was our second-biggest customer by revenue in 1998?", checks: []check{nth(2, 3, "desc"), groups("customer"), explained}},
		{ws: "flights", q: "Which carrier had the third-best on-time rate in 2024?", checks: []check{nth(3, 4, "desc"), groups("carrier"), explained}},
		{ws: "clinic", q: "which hospital had the second lowest average length of stay in 2024", checks: []check{nth(2, 3, "asc"), groups("hospital"), explained}},
		{ws: "bikes", q: "which station had the first most departures in 2024", checks: []check{nth(0, 0, "desc"), explained}},
		// the ordinal after the ranking verb
		{ws: "clinic", q: "Which hospital ranked second for emergency admissions in Q2 2024?", checks: []check{nth(2, 3, "desc"), groups("hospital"), explained}},
		{ws: "demo", q: "Which product ranked third by revenue in 1997?", checks: []check{nth(3, 4, "desc"), groups("product"), explained}},
		// "longest first" orders the rows; it picks none
		{ws: "clinic", q: "Average length of stay by department for 2024 discharges, longest first", checks: []check{nth(0, 0, "desc"), func(q *understand.Query) string {
			if q.Single {
				return "read as the single longest"
			}
			return ""
		}}},
	})
}

// TestClassNestedPhrasing: a value's phrasing that passes over another
// role's phrasing nearer to the value ("fly to out of Seattle") is not the
// one said; a longer phrasing whose own words hold a shorter one
// ("dropped off at Lakeshore" beside "at Lakeshore") is.
func TestClassNestedPhrasing(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "How many different airports did Pacific Crest fly to out of Seattle in 2024?", checks: []check{cond(understand.Cond{Dim: "origin_city", Values: []string{"Seattle"}})}},
		{ws: "library", q: "How many returns were dropped off at Lakeshore in 2024?", checks: []check{cond(understand.Cond{Dim: "return_branch", Values: []string{"Lakeshore"}}), explained}},
	})
}

// TestClassAtLeastTimes: "at least 20 times" compares the count of the
// events the question names (a filter's rows, a date's table) per entity;
// "at least 20 different orders" compares a count of distinct things, the
// word for distinct restating it.
func TestClassAtLeastTimes(t *testing.T) {
	having := func(metric, op string, num float64) check {
		return func(q *understand.Query) string {
			if len(q.Having) != 1 || q.Having[0].Metric != metric || q.Having[0].Op != op || q.Having[0].Num != num {
				return fmt.Sprintf("having %+v, want %s %s %g", q.Having, metric, op, num)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "flights", q: "How many aircraft arrived late at least 20 times in 2024?", checks: []check{having("flights", ">=", 20), explained}},
		{ws: "clinic", q: "how many patients were admitted at least 3 times in 2024", checks: []check{having("admissions", ">=", 3), explained}},
		{ws: "demo", q: "How many products were ordered on at least 20 different orders in 1997?", checks: []check{having("orders", ">=", 20), explained}},
		// "twice" is two times; "at least once" of a condition that says
		// it happened restates it
		{ws: "clinic", q: "how many patients were admitted at least twice in 2024", checks: []check{having("admissions", ">=", 2), explained}},
		{ws: "library", q: "How many 2024 loans were renewed at least once?", checks: []check{func(q *understand.Query) string {
			if len(q.Having) > 0 || len(q.Conds) != 1 || q.Conds[0].Filter == "" {
				return fmt.Sprintf("having %+v conds %+v, want the filter alone", q.Having, q.Conds)
			}
			return ""
		}, explained}},
	})
}

// TestClassCountedOverEvents: an entity counted with the events a metric
// counts named after it ("how many different bikes were ridden") goes over
// that metric's rows, its own filters too; the events named first are the
// count ("how many of the hospital's admissions").
func TestClassCountedOverEvents(t *testing.T) {
	over := func(metric string) check {
		return func(q *understand.Query) string {
			if q.Events != metric {
				return fmt.Sprintf("counted over %q, want %q", q.Events, metric)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "bikes", q: "How many different bikes were ridden out of Central Station in December 2024?", checks: []check{over("trips"), explained}},
		{ws: "clinic", q: "How many of Riverton University Hospital's 2024 admissions were patients who live in Riverton?", checks: []check{over(""), measure(understand.Measure{Metric: "admissions"}), explained}},
	})
}

// TestClassRestatedAggregation: an aggregation word beside a metric that
// aggregates that way ("the average fare per trip", "the average charge per
// admission") restates the metric, not a second aggregate the reader
// composes over its column (which would drop the metric's own filters).
func TestClassRestatedAggregation(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "What's the average fare per trip on a day pass, not counting e-bikes?", checks: []check{measure(understand.Measure{Metric: "average_fare"}), explained}},
		{ws: "clinic", q: "what was the average charge per admission in 2024", checks: []check{measure(understand.Measure{Metric: "average_charge_per_admission"}), explained}},
	})
}

// TestClassUnknownWordsRefused: two words or more that nothing in the
// workspace knows, left out of a data reading that covers little more than
// half the question, most likely say what is asked: the question is
// refused, naming them, rather than answered without them.
func TestClassUnknownWordsRefused(t *testing.T) {
	refused := func(q *understand.Query) string {
		if q.Intent != understand.IntentStop {
			return "answered; want a refusal naming the unknown words"
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "flights", q: "How many passengers were bumped because of overbooking in 2024?", checks: []check{refused}},
		{ws: "demo", q: "How much did we pay our suppliers for the goods we bought from them in 1997?", checks: []check{refused}},
		// one unknown word is reported, not refused
		{ws: "flights", q: "How many passengers flew in 2024, roughly speaking?", checks: []check{measure(understand.Measure{Metric: "passengers"})}},
	})
}

// TestClassNameSaidApart: a dimension's compound name said in two places
// ("cities ... did we ship to": ship_city) is said whole; a word of the
// question that names a sibling's role ("districts ... trips end in")
// outweighs a synonym of another role.
func TestClassNameSaidApart(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "To how many different cities did we ship the orders placed in 1997?",
			checks: []check{measure(understand.Measure{Dim: "ship_city"}), explained}},
		{ws: "bikes", q: "How many different districts did trips end in during May 2024?",
			checks: []check{measure(understand.Measure{Dim: "end_district"})}},
		{ws: "library", q: "How many different districts were books returned in during 2024?",
			checks: []check{measure(understand.Measure{Dim: "return_district"})}},
	})
}

// TestClassNegatedBound: "didn't ship until 1998" is a date in 1998 or
// later, not up to 1998's end with the negation left unread; the verb of
// a date ("ship" of ship_date) names it.
func TestClassNegatedBound(t *testing.T) {
	datedFrom := func(dim, from string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dim == dim && c.Dated != nil && c.Dated.From.Format("2006-01-02") == from && !c.Exclude {
					return ""
				}
			}
			return fmt.Sprintf("conditions %+v, want %s from %s on", q.Conds, dim, from)
		}
	}
	runClass(t, []qcase{
		{ws: "demo", q: "How many orders placed in 1997 didn't ship until 1998?", checks: []check{period("1997-01-01", "1997-12-31"), datedFrom("ship_date", "1998-01-01"), explained}},
		{ws: "library", q: "How many loans borrowed in 2023 weren't returned until 2024?", checks: []check{period("2023-01-01", "2023-12-31"), datedFrom("returned_on", "2024-01-01"), explained}},
		{ws: "clinic", q: "How many patients admitted in 2023 were not discharged before 2024?", checks: []check{period("2023-01-01", "2023-12-31"), datedFrom("discharge_date", "2024-01-01")}},
	})
}

// TestClassRankedVerified: a verified query's own question asked of its
// top rows ("which manager has the most direct reports" of "how many
// direct reports does each manager have") is that query, ranked.
func TestClassRankedVerified(t *testing.T) {
	ranked := func(name, order string, limit int) check {
		return func(q *understand.Query) string {
			if q.Intent != understand.IntentVerified || q.Verified != name || q.Order != order || q.Limit != limit {
				return fmt.Sprintf("%s %q order %q limit %d, want verified %s %s %d", q.Intent, q.Verified, q.Order, q.Limit, name, order, limit)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "hr", q: "Which manager has the most direct reports?", checks: []check{ranked("span_of_control", "desc", 1), explained}},
		{ws: "hr", q: "Which 3 managers have the fewest direct reports?", checks: []check{ranked("span_of_control", "asc", 3), explained}},
		{ws: "clinic", q: "Which hospital has the most patients right now?", checks: []check{ranked("census_by_hospital", "desc", 1), explained}},
	})
}

// TestClassPhrasingOfOtherRows: a phrasing's verb spelt like a noun of
// other rows ("left in {value}" of a termination date, "parental leave in
// 2024") is not said: the period is the leave's.
func TestClassPhrasingOfOtherRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "How many different employees took parental leave in 2024?", checks: []check{timeDim("leave_start")}},
		{ws: "demo", q: "revenue shipped to France", checks: []check{cond(understand.Cond{Dim: "ship_country", Values: []string{"France"}})}},
	})
}

// TestClassNever: a negation before a count's verb or noun ("never placed
// a single order") compares the count per entity with zero.
func TestClassNever(t *testing.T) {
	zero := func(metric string) check {
		return func(q *understand.Query) string {
			if len(q.Having) != 1 || q.Having[0].Metric != metric || q.Having[0].Op != "=" || q.Having[0].Num != 0 || q.Entity == nil {
				return fmt.Sprintf("having %+v entity %+v, want %s = 0 per entity", q.Having, q.Entity, metric)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "demo", q: "How many customers on record have never placed a single order?", checks: []check{zero("orders"), explained}},
		{ws: "hr", q: "How many employees never took a leave request in 2024?", checks: []check{zero("leave_requests")}},
	})
}

// TestClassCountedValue: "how many <value>" counts the rows that are the
// value: the things of its dimension's table ("how many DVDs": items), or,
// of a list with one row per value (procedure codes), the rows that
// happen with it ("how many hip replacements": procedures performed).
func TestClassCountedValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "How many hip replacements did we do in the first half of 2024?", checks: []check{metric("procedures_performed"), cond(understand.Cond{Dim: "procedure", Values: []string{"Total hip replacement"}}), period("2024-01-01", "2024-06-30")}},
		{ws: "library", q: "How many DVDs are in the collection?", checks: []check{measure(understand.Measure{Table: "items"}), cond(understand.Cond{Dim: "format", Values: []string{"DVD"}})}},
	})
}

// TestClassNumericValue: a number said with a numeric dimension or column
// ("a rating of 5", "2 renewals") is its value, a year never; a count of
// the data's own things ("how many loans had ...") is not a passage's,
// whatever numbers the passage holds.
func TestClassNumericValue(t *testing.T) {
	colIs := func(column string, num float64) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Column == column && c.Op == "=" && c.Num == num {
					return ""
				}
			}
			return fmt.Sprintf("conditions %s, want %s = %g", condsOf(q), column, num)
		}
	}
	runClass(t, []qcase{
		{ws: "hr", q: "How many employees got a rating of 5 in 2024?", checks: []check{colIs("reviews.rating", 5), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "library", q: "How many loans had 2 renewals in 2024?", checks: []check{metric("loans"), colIs("loans.renewals", 2), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "demo", q: "products with more than 50 units in stock", checks: []check{func(q *understand.Query) string {
			if len(q.Conds) != 1 || q.Conds[0].Op != ">" {
				return fmt.Sprintf("conditions %s, want only > 50", condsOf(q))
			}
			return ""
		}}},
	})
}

// TestClassModal: a modal verb asks a rule ("how many times can a loan be
// renewed"): a reading of the data leaves it unexplained.
func TestClassModal(t *testing.T) {
	notSure := func(q *understand.Query) string {
		if q.Intent == understand.IntentData && len(q.Score.Unexplained) == 0 {
			return "a data reading that explains every word"
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "library", q: "How many times can a loan be renewed?", checks: []check{notSure}},
		{ws: "bikes", q: "How long can a member ride without paying extra?", checks: []check{notSure}},
	})
}

// TestClassDatedRows: another metric dated by the measure's own date, said
// right before the period ("for orders placed in the second half of 1997"),
// says which rows the period is of; it is not the measure.
func TestClassDatedRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "Revenue per shipper for orders placed in the second half of 1997", checks: []check{metric("revenue"), groups("shipper"), period("1997-07-01", "1997-12-31"), explained}},
		{ws: "flights", q: "Ticket revenue per carrier for flights scheduled in March 2024", checks: []check{metric("ticket_revenue"), groups("carrier"), period("2024-03-01", "2024-03-31"), explained}},
	})
}

// TestClassNounOfMetricRows: a table's noun said against a metric over that
// table's rows names what the metric counts or rates ("how many people
// quit": quits are a count of employees), and is explained by it.
func TestClassNounOfMetricRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "How many people quit in 2023?", checks: []check{metric("voluntary_leavers"), explained}},
		{ws: "hr", q: "how many people did we hire in 2024", checks: []check{metric("hires"), explained}},
		{ws: "flights", q: "on-time % for flights leaving Denver in 2024", checks: []check{metric("on_time_rate"), explained}},
	})
}

// TestClassPercentAsked: a percent sign or word the reading leaves unused
// says the measure asked for is a percentage, not a count.
func TestClassPercentAsked(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "On-time % for flights arriving in Honolulu in 2023?", checks: []check{metric("on_time_rate")}},
		{ws: "helpdesk", q: "escalated % of P1 tickets in 2024", checks: []check{func(q *understand.Query) string {
			if q.Measure == nil || q.Measure.Metric != "escalation_rate" && !q.Share {
				return fmt.Sprintf("measure %+v, want the escalation rate or the share escalated", q.Measure)
			}
			return ""
		}}},
	})
}

// TestClassAverageAmountPerCountedRows: "on average, how much X per Y" of a
// sum X over a count Y with rows of its own (completed flights, not every
// flight) is the ratio, not the sum alone nor the average of all rows.
func TestClassAverageAmountPerCountedRows(t *testing.T) {
	per := func(metric string) check {
		return func(q *understand.Query) string {
			if q.Per == nil || q.Per.Metric != metric {
				return fmt.Sprintf("per %+v, want %s", q.Per, metric)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "flights", q: "On average, how much operating profit did Lone Star make per completed flight in 2023?", checks: []check{metric("operating_profit"), per("completed_flights")}},
		{ws: "bikes", q: "on average how much revenue did we make per trip in 2024", checks: []check{metric("revenue"), per("trips")}},
	})
}

// TestClassThresholdOnQualifiedNoun: the noun a threshold counts may carry
// values before it ("at least 5 Florida polls", "more than 3 P1 tickets"):
// the count compared is the noun's, the values its conditions.
func TestClassThresholdOnQualifiedNoun(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "how many pollsters released more than 10 Ohio polls", checks: []check{having("polls", ">", 10), cond(understand.Cond{Dim: "state", Values: []string{"Ohio"}})}},
		{ws: "helpdesk", q: "how many customers opened more than 3 P1 tickets in 2024", checks: []check{having("tickets", ">", 3)}},
	})
}

// TestClassDeclaredEntityCount: a count of entities made through another
// table's rows is the declared metric that counts those entities there,
// whose filters say which rows count (cancelled unlocks are no rides).
func TestClassDeclaredEntityCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "How many different riders took an e-bike out in June 2024?", checks: []check{metric("active_riders")}},
		{ws: "polls", q: "how many different pollsters polled Florida in October 2016", checks: []check{metric("active_pollsters")}},
	})
}

// TestClassHowMuchIsNoCount: "how much" asks an amount; a reading that
// counts rows leaves it unexplained (and so asks for review), while an
// amount, a rate or a change uses it.
func TestClassHowMuchIsNoCount(t *testing.T) {
	unexplainedHowMuch := func(q *understand.Query) string {
		if q.Measure != nil && q.Measure.Metric != "revenue" && !slices.Contains(q.Score.Unexplained, "how much") {
			return fmt.Sprintf("%s reads \"how much\" as a count", condsOf(q))
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "bikes", q: "how much did we make from e-bike rides in 2024", checks: []check{unexplainedHowMuch}},
		{ws: "flights", q: "how much ticket revenue did we earn in 2024", checks: []check{metric("ticket_revenue"), explained}},
		{ws: "clinic", q: "How much did admissions grow from 2023 to 2024?", checks: []check{explained}},
	})
}

// TestClassCountByOwnName: counting a table's rows by a value that names
// one of them ("branches ... Cedar Grove") counts that one: such a reading
// is not the best one, or not alone.
func TestClassCountByOwnName(t *testing.T) {
	lx := lex(t, "library")
	res := lx.Interpret("how many new library cards did cedar grove issue in 2023")
	if b := res.Best(); b.Measure != nil && b.Measure.Table == "branches" {
		t.Errorf("best reading counts branches named Cedar Grove: %s", b.Restate(lx))
	}
	lx = lex(t, "hr")
	res = lx.Interpret("how many departments does Engineering have")
	if b := res.Best(); b.Measure != nil && b.Measure.Table == "departments" && len(b.Score.Unexplained) == 0 {
		t.Errorf("best reading counts the one department named Engineering, unflagged: %s", b.Restate(lx))
	}
}

// TestClassEmptiedByItsFilters: a metric that keeps only rows whose column
// is empty is not dated by that column ("headcount" is staff with no
// termination date; quitting in 2022 is dated by it).
func TestClassEmptiedByItsFilters(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"hr", "How many people resigned in 2021?"},
		{"hr", "how many people retired in 2024"},
	} {
		lx := lex(t, c.ws)
		b := lx.Interpret(c.q).Best()
		if b.Measure != nil && b.Measure.Metric == "headcount" && b.TimeDim == "termination_date" {
			t.Errorf("%s %q: headcount dated by the termination date: %s", c.ws, c.q, b.Restate(lx))
		}
	}
}

// TestClassPhrasingSaysOwnLabel: a phrasing whose words are its own
// dimension's label ("escalated to {value}" of "Escalated to") binds the
// value to that role, not to another dimension with the same value.
func TestClassPhrasingSaysOwnLabel(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many tickets were escalated to Enzo Aquino in 2024", checks: []check{cond(understand.Cond{Dim: "escalation_agent", Values: []string{"Enzo Aquino"}})}},
		{ws: "helpdesk", q: "tickets logged by Jasmine Lewis in 2023", checks: []check{cond(understand.Cond{Dim: "logged_by", Values: []string{"Jasmine Lewis"}})}},
		{ws: "library", q: "how many loans were returned to Central Library in 2024", checks: []check{cond(understand.Cond{Dim: "return_branch"})}},
	})
}

// TestClassUnknownAskedThing: a word nothing knows, said right after the
// words that ask for an amount or a count, is what is asked: the question
// is refused naming it, not answered with something else. Before a noun
// that is read it only qualifies it.
func TestClassUnknownAskedThing(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How much revenue did Enterprise customers bring in during 2023?", checks: []check{intent(understand.IntentStop)}},
		{ws: "flights", q: "how much carbon did Desert Sun emit in 2024", checks: []check{intent(understand.IntentStop)}},
		{ws: "saas", q: "how many large invoices", checks: []check{intent(understand.IntentData)}},
	})
}

// TestClassCountOfDatedRows: "how many tickets came in during 2024" counts
// the table's rows as its declared count does, dated by its date, not by
// whichever date the table has.
func TestClassCountOfDatedRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How many support tickets came in during 2023?", checks: []check{metric("tickets")}},
		{ws: "library", q: "how many loans were there in march 2024", checks: []check{metric("loans")}},
	})
}

// TestClassNounOnThePath: a table's noun said against a dimension the
// measure reaches through that table ("which vendor's products sold the
// fewest units": order lines, through products, to suppliers) names the
// way to it, and is explained by it.
func TestClassNounOnThePath(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "Which vendor's products sold the most units in 1997?", checks: []check{metric("units_sold"), groups("supplier"), explained}},
		{ws: "flights", q: "which alliance's carriers flew the most passengers in 2023", checks: []check{metric("passengers"), groups("alliance"), explained}},
		// the list the dimension's role table is of, in its plural: the
		// plural of a word both roles say is no cue of one of them
		{ws: "library", q: "which district's branches lent out the most loans in 2024", checks: []check{metric("loans"), groups("borrow_district"), explained}},
		{ws: "bikes", q: "which district's stations had the most trips in 2024", checks: []check{metric("trips"), groups("start_district"), explained}},
	})
}

// TestClassPhrasingWhole: a phrasing said whole ("checked out at {value}")
// is not split into a value its words also read ("checked out", a loan
// status) and a shorter phrasing; a noun says whose values are once, and a
// phrasing of function words only ("at {value}") says less than one with
// words of its own, but still keeps a value's whole name together ("at
// Northfield General", not a city and a department).
func TestClassPhrasingWhole(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "How many loans checked out at Elm Park in 2024 were returned to Central Library?", checks: []check{
			nconds(2), cond(understand.Cond{Dim: "borrow_branch", Values: []string{"Elm Park"}}), cond(understand.Cond{Dim: "return_branch", Values: []string{"Central Library"}})}},
		{ws: "clinic", q: "What percent of our 2024 admissions were at Northfield General?", checks: []check{
			cond(understand.Cond{Dim: "hospital", Values: []string{"Northfield General Hospital"}, Part: true})}},
	})
}

// TestClassPassageGivesAskedUnit: a question that asks a number in a unit
// ("how many days", "in minutes") is answered by the passage that states
// a number in that unit, its words that also name data ("DVD") being the
// passage's; a word that picks an end ("shortest") is the passage's when
// it says one too ("minimum connecting time").
func TestClassPassageGivesAskedUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "How many days can a DVD be borrowed for?", checks: []check{intent(understand.IntentDocuments), chunk("lending_policy.md#loan-periods")}},
		{ws: "flights", q: "whats the shortest connection we'll sell at DFW between two domestic flights, in minutes?", checks: []check{intent(understand.IntentDocuments), chunk("network_calendar.md#minimum-connecting-times")}},
		{ws: "utility", q: "How many days' notice do customers get before planned maintenance cuts their supply?", checks: []check{intent(understand.IntentDocuments), chunk("service_standards.md#planned-outages")}},
		// a rate ("$0.10 per minute") is no number in minutes; a unit said
		// after a number ("longer than 12 hours") is not the one asked
		{ws: "bikes", q: "How many minutes are included per ride for members?", checks: []check{chunk("pricing_policy.md#plans")}},
		{ws: "utility", q: "What credit does a residential customer get when an unplanned power cut lasts more than 12 hours, in dollars?", checks: []check{chunk("service_standards.md#restoring-the-electricity-supply"), explained}},
	})
}

// TestClassPassageSaysPhrase: three words of the question in a row that a
// passage says in a row, where no one name of the data's reads them ("late
// payment charge", "first response target"), are the passage's thing, each
// word of them; a data reading that splits them is not preferred.
func TestClassPassageSaysPhrase(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "What is the minimum late payment charge?", checks: []check{chunk("tariff_guide.md#late-payment")}},
		{ws: "helpdesk", q: "What is the first response target for a P1 ticket?", checks: []check{chunk("sla_policy.md#targets")}},
	})
}

// TestClassConditionalWhen: "when" after the words that ask the question
// opens a condition and asks for no date; "when" that asks is kept.
func TestClassConditionalWhen(t *testing.T) {
	for _, c := range []struct {
		ws, q string
		asks  bool
	}{
		{"utility", "What credit does a small business customer get when the gas supply is off too long?", false},
		{"library", "How many days is a magazine lent for when it is borrowed at a branch?", false},
		{"flights", "When are refunds for cancelled flights issued?", true},
		{"library", "when did the Summer Reading 2023 programme start?", true},
	} {
		l := lex(t, c.ws).Read(c.q)
		asks := false
		for _, rs := range l.At {
			for _, r := range rs {
				asks = asks || r.Kind == understand.Func && r.Name == "when"
			}
		}
		if asks != c.asks {
			t.Errorf("%s %q: asks for a date %v, want %v", c.ws, c.q, asks, c.asks)
		}
	}
}

// TestClassPastTenseAmount: the past tense of an amount's name said before
// a comparison is that amount ("stays billed over $50,000": the bill).
func TestClassPastTenseAmount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many bills were charged over $500 in 2024", checks: []check{cond(understand.Cond{Column: "bills.amount_billed", Op: ">", Num: 500})}},
		{ws: "clinic", q: "How many stays admitted in 2024 were billed over $50,000?", checks: []check{cond(understand.Cond{Column: "admissions.total_charges", Op: ">", Num: 50000})},
			known: "the procedure charges metric explains 'billed' weakly by its description and wins by quality over the past tense (flagged, margin 0.004)"},
		{ws: "bikes", q: "how many trips were charged over $10 in 2024", checks: []check{metric("trips"), cond(understand.Cond{Column: "trips.fare_usd", Op: ">", Num: 10})}},
	})
}

// TestClassFillerName: a workspace name made only of filler words ("report
// to" of a column ReportsTo) is said when its words are: a reading that
// leaves it out reports it.
func TestClassFillerName(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "How many 1997 orders were taken by the reps who report to Steven Buchanan?", checks: []check{unexplained("report")}},
		{ws: "shop", q: "turnover of the stores that report to Harbour Road", checks: []check{unexplained("report")}},
	})
}

// TestClassPhrasingOfTheSameRows: a dimension's phrasing ("at {value}" of
// a hospital) binds a value of another text dimension of the same rows
// (the hospital's city) in its role, rather than leaving the value to
// another role's dimension (the patient's home city).
func TestClassPhrasingOfTheSameRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "avg number of stays per patient at brookhaven in 2023", checks: []check{cond(understand.Cond{Dim: "hospital_city", Values: []string{"Brookhaven"}})}},
		{ws: "library", q: "average loan length per member at Riverside in 2024", checks: []check{cond(understand.Cond{Dim: "borrow_district", Values: []string{"Riverside"}})}},
	})
}

// TestClassCurrentState: a word for the state of things today
// ("currently") is read by a measure that keeps only the rows still open
// (employees with no termination date), and reported otherwise; a change
// verb joined by a hyphen to a noun ("drop-offs") is no instruction.
func TestClassCurrentState(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "what is the headcount in Denver currently", checks: []check{metric("headcount"), explained}},
		{ws: "hr", q: "how many leave requests in 2024 are currently approved", checks: []check{unexplained("currently")}},
		{ws: "bikes", q: "which station had the most trips in 2024 currently", checks: []check{unexplained("currently")}},
		{ws: "bikes", q: "how many drop-offs did Pier 52 get in 2024", checks: []check{func(q *understand.Query) string {
			if q.Stop == "change" {
				return "read as a request to change data"
			}
			return ""
		}}},
	})
}

// TestClassNeverAValue: "never" before a verb and a value of the rows that
// point at the entity counted ("customers ... never had an outage visit")
// compares each entity's count of those rows, the value kept, with zero;
// a negation of the entity's own value ("customers not in Germany") stays
// an exclusion.
func TestClassNeverAValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "How many customers have never had an outage visit?", checks: []check{having("service_visits", "=", 0), cond(understand.Cond{Dim: "job_type", Values: []string{"outage repair"}})}},
		{ws: "helpdesk", q: "how many customers never had a P1 ticket", checks: []check{having("tickets", "=", 0), cond(understand.Cond{Dim: "priority", Values: []string{"P1"}})}},
		{ws: "demo", q: "sales in 1998 from customers not in germany", checks: []check{cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}, Exclude: true})}},
	})
}

// TestClassFunctionWordAsVerb: a word of a function class ("closed",
// "started": the end or start of a range) that the workspace uses as a
// metric's verb counts, so a reading that leaves it unread is reported.
func TestClassFunctionWordAsVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "Which technician closed the most jobs in 2024?", checks: []check{metric("completed_visits")}},
		{ws: "helpdesk", q: "how many tickets were closed in 2024", checks: []check{timeDim("resolved_at"), explained}},
		{ws: "hr", q: "how many people started in 2024", checks: []check{metric("hires"), explained}},
	})
}

// TestClassPassageSaysTheExtreme: a passage that gives a bound with its
// number ("with a minimum of $5", "the minimum connecting time ... is 45
// minutes") explains the question's word for it, and a data word said in
// the passage's own phrase with its neighbour ("late payment charge") is
// the passage's; two words of one data name ("smart meters") are not.
func TestClassPassageSaysTheExtreme(t *testing.T) {
	passage := func(ws, q, chunk string, whole bool) {
		t.Helper()
		lx := lex(t, ws)
		for _, c := range lx.Interpret(q).Candidates {
			if c.Intent == understand.IntentDocuments && c.Chunk == chunk {
				if len(c.Score.Unexplained) > 0 || whole && len(c.Score.Weak) > 0 {
					t.Errorf("%s: %q: the passage leaves %q unexplained, %q weak", ws, q, c.Score.Unexplained, c.Score.Weak)
				}
				return
			}
		}
		t.Errorf("%s: %q: no reading from %s", ws, q, chunk)
	}
	passage("utility", "What is the minimum late payment charge?", "tariff_guide.md#late-payment", true)
	passage("flights", "what is the minimum connecting time at Minneapolis for domestic connections", "network_calendar.md#minimum-connecting-times", false)
	if best := lex(t, "utility").Interpret("What percentage of our meters are smart meters?").Best(); best.Intent == understand.IntentDocuments {
		t.Errorf("smart meters, a data name, read from %s", best.Chunk)
	}
}

// TestClassVerbAskedWithAnAuxiliary: a metric's verb asked with an
// auxiliary ("did Laura close", "did Carlo resolve") is read in its base
// form, by the phrasing "{value} closed" and as the metric that counts the
// rows so done; a verb that both says whose the rows are and which rows
// they are ("closed by Laura") does both. A verb after the counted noun
// ends what is counted ("how many employees took parental leave" counts
// employees, not leave).
func TestClassVerbAskedWithAnAuxiliary(t *testing.T) {
	laura := cond(understand.Cond{Dim: "closed_by", Values: []string{"Laura Hussain"}})
	carlo := cond(understand.Cond{Dim: "agent", Values: []string{"Carlo Davis"}})
	runClass(t, []qcase{
		{ws: "utility", q: "How many jobs did Laura Hussain close in 2024?", checks: []check{metric("completed_visits"), laura, explained}},
		{ws: "utility", q: "how many jobs did Laura Hussain finish in 2024", checks: []check{metric("completed_visits"), laura, explained}},
		{ws: "utility", q: "How many jobs were closed by Laura Hussain in 2024?", checks: []check{metric("completed_visits"), laura, explained}},
		{ws: "helpdesk", q: "How many tickets did Carlo Davis resolve in 2024?", checks: []check{metric("resolved_tickets"), carlo, explained}},
		{ws: "helpdesk", q: "how many tickets did Carlo Davis close in 2024", checks: []check{metric("resolved_tickets"), explained}},
		{ws: "hr", q: "how many people did we hire in 2023", checks: []check{metric("hires"), explained}},
		{ws: "hr", q: "How many different employees took parental leave in 2024?", checks: []check{measure(understand.Measure{Table: "employees"}), explained}},
		// the participle that ends a synonym ("kwh used", "distance
		// travelled"), and the things between the auxiliary and the verb
		// whose the measure is
		{ws: "utility", q: "How many kWh of electricity did our customers use in Q1 2025?", checks: []check{metric("electricity_usage"), explained}},
		{ws: "bikes", q: "How far did our riders travel in 2024?", checks: []check{metric("distance"), explained}},
		{ws: "flights", q: "How many passengers did Bluewater Air carry in 2024?", checks: []check{metric("passengers"), explained}},
	})
}

// marginOver checks that every reading measuring metric other scores at
// least the review margin below the best: a weaker name is no close
// second.
func marginOver(other string, res *understand.Result) check {
	return func(q *understand.Query) string {
		for _, c := range res.Candidates {
			if c.Measure != nil && c.Measure.Metric == other && q.Score.Total-c.Score.Total < 0.05 {
				return fmt.Sprintf("%s reading at %.3f, within the margin of the best %.3f", other, c.Score.Total, q.Score.Total)
			}
		}
		return ""
	}
}

// TestClassWeakerName: a word that names one thing by a synonym of full
// weight and another by a weaker one ("bills": the Bills, and "billings"
// of the amount billed at 0.8) reads the first, clearly: the second is no
// close second. A count word picks the count of the two.
func TestClassWeakerName(t *testing.T) {
	for _, c := range []struct{ ws, q, want, other string }{
		{"utility", "How many bills are still unpaid?", "bills", "amount_billed"},
		{"utility", "What percentage of 2024 bills were paid on time?", "", "amount_billed"},
		{"shop", "receipts by store in 2021", "baskets", "turnover"},
		{"shop", "how many receipts were there in 2021", "baskets", "turnover"},
	} {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			lx := lex(t, c.ws)
			res := lx.Interpret(c.q)
			best := res.Best()
			if c.want != "" {
				if msg := metric(c.want)(best); msg != "" {
					t.Error(msg)
				}
			}
			if msg := marginOver(c.other, res)(best); msg != "" {
				t.Errorf("%s\n%s", msg, res.Explain(lx, 4))
			}
		})
	}
}

// TestClassInstructionOnTheRows: an instruction verb that starts a
// request on the workspace's rows ("cancel all unpaid bills") is what the
// request asks, and it is refused; read as the rows it names, the verb is
// left unexplained.
func TestClassInstructionOnTheRows(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"utility", "Cancel all unpaid bills for closed accounts"},
		{"helpdesk", "cancel all open tickets from 2023"},
		{"library", "cancel the overdue loans"},
	} {
		best := lex(t, c.ws).Interpret(c.q).Best()
		if best.Intent != understand.IntentStop || best.Stop != "change" {
			t.Errorf("%s: %q read as %s, not refused", c.ws, c.q, best.Restate(lex(t, c.ws)))
		}
	}
}

// TestClassRatePerEntityInAPeriod: a rate per entity in a period divides
// by the entities among the measure's rows, when the entity's own count is
// dated by another event ("kWh per customer in 2024" is not per customer
// who joined in 2024); a count named by its own words ("per new member")
// stays what it says.
func TestClassRatePerEntityInAPeriod(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "On average, how many kWh did each residential customer use in 2024?", checks: []check{per(understand.Measure{Table: "customers"}), explained}},
		{ws: "shop", q: "average turnover per store in 2021", checks: []check{per(understand.Measure{Table: "stores"})}},
		{ws: "library", q: "fines assessed per new member in 2024", checks: []check{per(understand.Measure{Metric: "new_members"})}},
	})
}

// doubted checks that the reading has doubts (want) or none.
func doubted(want bool) check {
	return func(q *understand.Query) string {
		if (len(q.Doubts) > 0) != want {
			return fmt.Sprintf("doubts %q, want some: %v", q.Doubts, want)
		}
		return ""
	}
}

// per checks the denominator of a rate.
func per(m understand.Measure) check {
	return func(q *understand.Query) string {
		if q.Per == nil || *q.Per != m {
			return fmt.Sprintf("per %+v, want %+v", q.Per, m)
		}
		return ""
	}
}

// TestClassStillAndDateBeforePeriod: "still" says a state that goes on,
// read as "currently" by a measure that keeps the open rows; a date's word
// a few words before the period ("customers opened a P1 ticket in 2024")
// is the date the period applies to.
func TestClassStillAndDateBeforePeriod(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How many tickets are still unresolved right now?", checks: []check{explained}},
		{ws: "utility", q: "How many bills are still unpaid?", checks: []check{metric("bills"), explained}},
		{ws: "helpdesk", q: "How many customers opened a P1 ticket in 2024?", checks: []check{timeDim("opened_at"), explained}},
		{ws: "library", q: "How many members borrowed a DVD in 2024?", checks: []check{timeDim("borrowed_on"), explained}},
	})
}

// TestClassAverageWordSaidOtherwise: a name that starts with an average
// word is said with another ("avg ride time" for "average ride time"),
// unless the words so made name something else already.
func TestClassAverageWordSaidOtherwise(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "avg ride time for trips starting in old town in 2023", checks: []check{metric("average_trip_duration"), explained}},
		{ws: "clinic", q: "mean length of stay in 2024", checks: []check{metric("average_length_of_stay"), explained}},
		{ws: "clinic", q: "What was the average length of stay during the winter surge?", checks: []check{metric("average_length_of_stay"), explained}},
	})
}

// TestClassMostOfADatesEvents: an order word before a date's word ranks by
// the events that date dates ("the second most borrowed genre": loans;
// "the most opened category": tickets), the period still applying.
func TestClassMostOfADatesEvents(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "What was the second most borrowed genre in 2024?", checks: []check{metric("loans"), explained}},
		{ws: "helpdesk", q: "what was the most opened category in 2024", checks: []check{metric("tickets"), explained}},
	})
}

// TestClassAskedInPhrasing: "who" where a dimension's phrasing has its
// value ("{value} closed", "{value} approved") asks for that dimension,
// one of it when the question ranks; the verb that is also a value of the
// measure's rows says which rows too. "which technician" is no phrasing
// "{value} technicians", nor "who was the agent" one of "{value} agents".
func TestClassAskedInPhrasing(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "Who closed the most jobs in 2024?", checks: []check{metric("completed_visits"), groups("closed_by"), ranked("desc", 0, true)}},
		{ws: "hr", q: "Who approved the most leave requests in 2024?", checks: []check{groups("approver"), cond(understand.Cond{Dim: "leave_status", Values: []string{"approved"}}), ranked("desc", 0, true)}},
		{ws: "hr", q: "Who reviewed the most employees in 2024?", checks: []check{groups("reviewer")}},
		{ws: "utility", q: "Which technician was assigned the most jobs in 2024?", checks: []check{groups("technician")}},
		{ws: "helpdesk", q: "who was the agent with the most tickets resolved in 2024?", checks: []check{groups("agent")}},
	})
}

// TestClassTimeTaken: a word that ranks by the time something takes
// ("slowest to resolve", "quickest to restore", "takes longest to fix") is the metric named "time
// to resolve" (or "time to restore"), ranked its way; "on average" said of
// an average metric is the metric's own.
func TestClassTimeTaken(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "Which team was slowest to resolve tickets in 2024, on average?", checks: []check{metric("avg_resolution_hours"), groups("team"), ranked("desc", 0, true), explained}},
		{ws: "utility", q: "Which region was slowest to restore power in 2024?", checks: []check{metric("avg_outage_hours"), ranked("desc", 0, true)}},
		{ws: "bikes", q: "Which bike model was fastest to resolve repairs in 2024?", checks: []check{groups("bike_model"), ranked("asc", 0, true), explained}},
		// ("takes longest to fix": the time taken, not the largest fix)
		{ws: "bikes", q: "which priority takes the longest to fix on average", checks: []check{metric("average_days_to_resolve"), groups("priority"), ranked("desc", 0, true), explained}},
		{ws: "helpdesk", q: "which channel takes the shortest to resolve?", checks: []check{metric("avg_resolution_hours"), groups("channel"), ranked("asc", 0, true), explained}},
	})
}

// TestClassThresholdInMetricUnit: a number with a unit word ("in under 4
// hours", "longer than 10 days") compares a metric in that unit, not a
// count the words beside it name ("resolved" of resolved tickets): each
// row's column when the metric averages one, else the metric per row of a
// table with a key, the metric whose own text says the word before the
// comparison first. With no key to compare each row by, the comparison is
// not read (it is not the total's).
func TestClassThresholdInMetricUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How many tickets opened in 2024 were resolved in under 4 hours?", checks: []check{having("avg_resolution_hours", "<", 4), entity("tickets.ticket_id")}},
		{ws: "clinic", q: "How many stays in 2024 lasted longer than 10 days?", checks: []check{cond(understand.Cond{Column: "admissions.length_of_stay", Op: ">", Num: 10})}},
		{ws: "bikes", q: "How many repairs in 2024 took more than 5 days?", checks: []check{func(q *understand.Query) string {
			if len(q.Having) > 0 && q.Entity == nil && len(q.Groups) == 0 {
				return "a comparison of the total"
			}
			return ""
		}}},
	})
}

// TestClassDifferenceBetweenPeriods: "how many more X in A than in B"
// asks X(A) less X(B), "how many fewer" X(B) less X(A): a change between
// the two periods in the measure's unit, not a growth in percent nor a
// ranking of the two.
func TestClassDifferenceBetweenPeriods(t *testing.T) {
	diff := func(want int) check {
		return func(q *understand.Query) string {
			if !q.Growth || len(q.Compare) != 2 || q.Difference != want {
				return fmt.Sprintf("growth %v, %d periods, difference %d; want a difference %d", q.Growth, len(q.Compare), q.Difference, want)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "hr", q: "how many fewer people did we hire in 2024 than in 2023?", checks: []check{metric("hires"), diff(-1)}},
		{ws: "bikes", q: "How many more repairs were there in 2024 than in 2023?", checks: []check{diff(1)}},
		{ws: "library", q: "how many fewer loans were there in 2023 than in 2024?", checks: []check{metric("loans"), diff(1)}},
		{ws: "demo", q: "how much more revenue did we make in 1997 than in 1996?", checks: []check{diff(1)}},
	})
}

// TestClassRatePerQualifiedEntity: "on average, how many trips did each
// annual member take" is a rate per entity among those of a value, whether
// the value and the noun are read apart ("senior" "member") or the value's
// own name ends with the noun ("annual member" of the Annual plan); a time
// word that begins a value's name ("annual") is the name's, not a grain.
func TestClassRatePerQualifiedEntity(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "on average, how many trips did each annual member who rode in 2024 take?", checks: []check{metric("trips"), perOf("trips", "table:riders"), cond(understand.Cond{Dim: "plan", Values: []string{"Annual"}})}},
		{ws: "library", q: "on average, how many loans did each senior member make in 2024?", checks: []check{metric("loans"), perOf("loans", "table:members")}},
		{ws: "clinic", q: "on average, how many admissions did each medicare patient have in 2024?", checks: []check{metric("admissions"), perOf("admissions", "table:patients")}},
	})
}

// TestClassCurrentCount: a count of a table's rows said to be current
// ("how many women currently work ...") is the count metric of the table
// that keeps the open rows, the one named by the table's noun when
// several do (the headcount, not the active contractors).
func TestClassCurrentCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "How many women currently work out of our Toronto office?", checks: []check{metric("headcount"), explained}},
		{ws: "shop", q: "how many Lisbon stores do we currently have?", checks: []check{metric("open_stores")}},
	})
}

// TestClassTotalPerEntity: "more than 10 days in total" compares each
// entity's sum of the column, not each row's value ("employees out sick
// for more than 10 days in total": the days of their sick leaves added).
func TestClassTotalPerEntity(t *testing.T) {
	sumOver := func(col string) check {
		return func(q *understand.Query) string {
			if q.Entity == nil || len(q.Having) != 1 || q.Having[0].Column != col || q.Measure == nil || q.Measure.Agg != "sum" || q.Measure.Column != col {
				return fmt.Sprintf("entity %+v, having %+v, measure %+v; want each entity's sum of %s compared", q.Entity, q.Having, q.Measure, col)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "hr", q: "how many employees were out sick for more than 10 days in total in 2024?", checks: []check{sumOver("leave_requests.days"), entity("employees.employee_id")}},
		{ws: "bikes", q: "how many riders rode more than 100 km in total in 2024?", checks: []check{sumOver("trips.distance_km")}},
		{ws: "hr", q: "how many sick leave requests in 2024 were longer than 10 days?", checks: []check{cond(understand.Cond{Column: "leave_requests.days", Op: ">", Num: 10})}},
		// an amount said after the number, of rows that each belong to
		// one counted thing, is each thing's total even unsaid
		{ws: "hr", q: "How many employees took more than 20 vacation days in 2023?", checks: []check{sumOver("leave_requests.days"), entity("employees.employee_id"), cond(understand.Cond{Filter: "approved_leave"}), explained}},
		{ws: "bikes", q: "how many riders rode more than 100 km in 2024?", checks: []check{sumOver("trips.distance_km"), explained}},
		// (not a column of what each has one of, nor of the things
		// counted themselves)
		{ws: "polls", q: "How many polls in the final week were of states worth 20 or more electoral votes?", checks: []check{cond(understand.Cond{Column: "results.electoral_votes", Op: ">=", Num: 20}), metric("polls")}},
		{ws: "demo", q: "products with more than 50 units in stock", checks: []check{cond(understand.Cond{Column: "products.UnitsInStock", Op: ">", Num: 50})}},
	})
}

// TestClassCountOfAUnit: "how many working days long was each leave", "how
// many seats does each plane have" count no distinct values: a count word
// before a numeric column said by its unit or name asks its quantity,
// added up or, on average, averaged over the entity's own rows (the
// aircraft's seats, not a breakdown by plane of each flight's).
func TestClassCountOfAUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "On average how many working days long was each approved parental leave that began in 2024?", checks: []check{aggOf("avg", "leave_requests.days"), groups()}},
		{ws: "flights", q: "On average, how many seats does each plane in our fleet have?", checks: []check{aggOf("avg", "aircraft.seats"), groups()}},
		// (the declared metric that sums the days, read from its name
		// said without its last word, answers alike)
		{ws: "hr", q: "how many days of sick leave were taken in 2024?", checks: []check{func(q *understand.Query) string {
			if q.Measure != nil && q.Measure.Metric == "leave_days" {
				return ""
			}
			return aggOf("sum", "leave_requests.days")(q)
		}}},
	})
}

// TestClassCurrentFilter: "currently" of a count of a table's rows is the
// one filter of that table that keeps the open rows (customers not
// churned, accounts not closed), not a filter of another table that the
// workspace happens to name "currently".
func TestClassCurrentFilter(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many enterprise customers do we currently have?", checks: []check{cond(understand.Cond{Filter: "current_customers"}), explained}},
		{ws: "utility", q: "how many residential customers do we currently have?", checks: []check{cond(understand.Cond{Filter: "active_accounts"}), explained}},
	})
}

// TestClassThresholdInUnitOfTime: a threshold said in a unit of time
// ("more than half an hour", "three hours or more", "longer than two
// weeks", "in under 30 minutes") is compared in the unit of what it
// compares, converted (a column in minutes: 30, 180); the verb that says
// how long ("lasted") is the threshold's. A filter bounding one column the
// same way ("late": arrival delay of 15 minutes or more) is measured on
// that column ("three hours or more behind schedule"), and a filter that
// bounds none on the column in that unit whose words say the filter's
// ("2 weeks late": days late).
func TestClassThresholdInUnitOfTime(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many rides in 2024 lasted more than half an hour", checks: []check{cond(understand.Cond{Column: "trips.duration_min", Op: ">", Num: 30}), explained}},
		{ws: "bikes", q: "how many trips took longer than an hour in 2024", checks: []check{cond(understand.Cond{Column: "trips.duration_min", Op: ">", Num: 60}), explained}},
		{ws: "flights", q: "how many flights in 2024 got in three hours or more behind schedule?", checks: []check{cond(understand.Cond{Column: "flights.arr_delay_minutes", Op: ">=", Num: 180}), nconds(1), explained}},
		{ws: "flights", q: "how many flights were more than 2 hours late in 2024", checks: []check{cond(understand.Cond{Column: "flights.arr_delay_minutes", Op: ">", Num: 120}), nconds(1), explained}},
		{ws: "clinic", q: "how many stays in 2023 lasted longer than two weeks", checks: []check{cond(understand.Cond{Column: "admissions.length_of_stay", Op: ">", Num: 14}), explained}},
		{ws: "helpdesk", q: "how many tickets in 2024 were resolved in under 30 minutes", checks: []check{having("avg_resolution_hours", "<", 0.5), explained}},
		{ws: "helpdesk", q: "how many tickets took more than a day to resolve in 2024", checks: []check{having("avg_resolution_hours", ">", 24)}},
		{ws: "library", q: "how many loans were returned more than 2 weeks late in 2024", checks: []check{cond(understand.Cond{Column: "loans.days_overdue", Op: ">", Num: 14}), cond(understand.Cond{Filter: "late_return"}), explained}},
	})
}

// TestClassWorkingDays: weeks compared with a column of working days are
// 5 days or 7: both readings are kept, as close ones, so the answer is
// flagged with the other as an alternative.
func TestClassWorkingDays(t *testing.T) {
	lx := lex(t, "hr")
	res := lx.Interpret("how many leave requests lasted more than 2 weeks in 2024")
	var nums []float64
	for _, c := range res.Candidates {
		for _, k := range c.Conds {
			if k.Column == "leave_requests.days" && c.Score.Total >= res.Best().Score.Total-0.001 && !slices.Contains(nums, k.Num) {
				nums = append(nums, k.Num)
			}
		}
	}
	slices.Sort(nums)
	if !slices.Equal(nums, []float64{10, 14}) {
		t.Errorf("best readings compare leave days with %v, want 10 (working days) and 14 (calendar days) tied\n%s", nums, res.Explain(lx, 4))
	}
	// a week said of a column in calendar days is 7 days, one reading
	res = lex(t, "clinic").Interpret("how many stays in 2023 lasted longer than two weeks")
	if best := res.Best(); len(best.Conds) == 0 || best.Conds[0].Num != 14 {
		t.Errorf("clinic: %s", condsOf(best))
	}
}

// TestClassNameAroundItsVerb: a count metric named "<noun> <participle>"
// ("items checked out", "people hired") is said around its verb: "how many
// items did each member check out", "members who checked out at least 10
// items", "how many people did each department hire". The noun counted
// before the verb is the metric's, the noun after a threshold's number its
// unit, and a phrasal verb in the past ("checked out") is a verb, which
// ends the noun phrase a count word asks about.
func TestClassNameAroundItsVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "In 2023, how many items did each active borrower check out on average?", checks: []check{perOf("loans", "metric:active_borrowers"), explained}},
		{ws: "library", q: "How many members checked out at least 10 items in 2024?", checks: []check{having("loans", ">=", 10), explained}},
		{ws: "library", q: "how many items did members check out in 2023", checks: []check{metric("loans"), explained}},
		{ws: "library", q: "How many items checked out at Harbor Point in 2023 were declared lost?", checks: []check{cond(understand.Cond{Dim: "borrow_branch", Values: []string{"Harbor Point"}})}},
		{ws: "hr", q: "how many people did each department hire in 2024", checks: []check{metric("hires"), groups("department"), explained}},
		{ws: "hr", q: "how many people did we hire in 2024", checks: []check{metric("hires"), explained}},
	})
}

// TestClassPerIsUsed: "per" says a rate; a reading that leaves it unused
// (the rate's denominator read as the measure's own table, or as a filter)
// reports it: "loans per active borrower" divides the loans by the active
// borrowers, and "tickets per active customer" read as the tickets of
// current customers is not sure.
func TestClassPerIsUsed(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "loans per active borrower in 2023", checks: []check{perOf("loans", "metric:active_borrowers"), explained}},
		{ws: "library", q: "how many loans per active borrower in 2023", checks: []check{perOf("loans", "metric:active_borrowers"), explained}},
		{ws: "helpdesk", q: "tickets per active customer in 2024", checks: []check{unexplained("per")}},
	})
}

// TestClassCombinedTopN: "all together", "add up", "combined" of a ranking
// kept to N rows asks the total of those rows, one number (the word
// "add" of "add up" is no request to change data); of a condition on
// several values it is the total the condition gives.
func TestClassCombinedTopN(t *testing.T) {
	combined := flag("combined", func(q *understand.Query) bool { return q.Combined })
	runClass(t, []qcase{
		{ws: "demo", q: "top 3 products by revenue in 1997 combined", checks: []check{metric("revenue"), groups("product"), ranked("desc", 3, false), combined, explained}},
		{ws: "flights", q: "Add up the passengers of our 5 busiest carriers in 2024", checks: []check{metric("passengers"), groups("carrier"), combined, explained}},
		{ws: "bikes", q: "how many trips did the 3 busiest start stations have in 2024 altogether", checks: []check{groups("start_station"), combined}},
		{ws: "demo", q: "revenue of Beverages and Condiments combined in 1997", checks: []check{metric("revenue"), groups(), explained}},
	})
}

// TestClassFinalUnitOfYear: "the last quarter of 2023", "the final month
// of 1997" are the last unit within the year said, not a relative period
// running to it; without a year "last quarter" stays relative.
func TestClassFinalUnitOfYear(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "in the last quarter of 2023 how many rides went over 2 hours?", checks: []check{period("2023-10-01", "2023-12-31"), cond(understand.Cond{Column: "trips.duration_min", Op: ">", Num: 120}), explained}},
		{ws: "demo", q: "revenue in the final month of 1997", checks: []check{period("1997-12-01", "1997-12-31"), explained}},
		{ws: "hr", q: "hires in the last half of 2023", checks: []check{period("2023-07-01", "2023-12-31"), explained}},
	})
}

// TestClassRightNow: "right now", "as of now" say the current state, as
// "currently" does: the filter of the measure's rows that keeps the open
// ones (the salary in force, customers not churned).
func TestClassRightNow(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "whats the median pay in sales right now?", checks: []check{cond(understand.Cond{Filter: "current_salary"}), explained}},
		{ws: "helpdesk", q: "how many enterprise customers do we have right now?", checks: []check{cond(understand.Cond{Filter: "current_customers"}), explained}},
	})
}

// TestClassCountWordOfMoney: "how many" asks the number a summed metric
// adds up only of things that are counted (people, units), not of money:
// "of our top ten products by revenue, how many were dairy products" does
// not use it by the revenue.
func TestClassCountWordOfMoney(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "Of our top ten products by revenue in 1997, how many were dairy products?", checks: []check{func(q *understand.Query) string {
			if q.Measure != nil && q.Measure.Metric == "revenue" && len(q.Also) == 0 && len(q.Score.Unexplained) == 0 {
				return "the revenue of the top ten, sure of itself"
			}
			return ""
		}}},
		{ws: "flights", q: "how many passengers did we carry in 2024", checks: []check{metric("passengers"), explained}},
		{ws: "utility", q: "how many kwh did our customers use in 2024", checks: []check{explained}},
	})
}

// TestClassPhrasingWordIsAFilter: a phrasing whose word also names a
// filter the reading leaves out ("miles flown by Desert Sun", "flown" the
// completed flights) gains less than one that says nothing else: the
// reading with the filter is a close second.
func TestClassPhrasingWordIsAFilter(t *testing.T) {
	for _, c := range []struct{ ws, q string }{
		{"flights", "total miles flown by desert sun in 2024?"},
	} {
		lx := lex(t, c.ws)
		res := lx.Interpret(c.q)
		best := res.Best()
		found := false
		for _, o := range res.Candidates {
			if o.Signature() != best.Signature() && best.Score.Total-o.Score.Total < 0.05 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no close second to %s\n%s", c.q, best.Restate(lx), res.Explain(lx, 4))
		}
	}
}

// TestClassShortYear: a year of two digits after a month or quarter
// ("april 98", "q1 97") is the year of that century the data has.
func TestClassShortYear(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many more orders did we get in april 98 than in april 97?", checks: []check{metric("orders"), difference(1), explained}},
		{ws: "bikes", q: "trips in march 24", checks: []check{period("2024-03-01", "2024-03-31"), explained}},
	})
}

// TestClassBareRank: a rank said with no order word ("came in third on
// operating profit among our airlines", "ranks second") is a place from
// the top of the breakdown; "among" names what is ranked.
func TestClassBareRank(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "who came in third on operating profit among our airlines in 2023?", checks: []check{metric("operating_profit"), groups("carrier"), nth(3), explained}},
		{ws: "demo", q: "which employee came second on revenue in 1997", checks: []check{metric("revenue"), groups("employee"), nth(2), explained}},
		{ws: "hr", q: "hires in the second half of 2023", checks: []check{period("2023-07-01", "2023-12-31"), nth(0), explained}},
	})
}

func nth(n int) check {
	return func(q *understand.Query) string {
		if q.Nth != n {
			return fmt.Sprintf("rank %d, want %d", q.Nth, n)
		}
		return ""
	}
}

func difference(d int) check {
	return func(q *understand.Query) string {
		if q.Difference != d {
			return fmt.Sprintf("difference %d, want %d", q.Difference, d)
		}
		return ""
	}
}

// TestClassNeverWithVerb: "didn't place a single order" (the contraction
// is an auxiliary, so "place" is the orders' verb), "never called in sick"
// (a verb nothing reads between the negation and a value of the facts):
// the entities with none of those rows. "on our books" is filler.
func TestClassNeverWithVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "How many customers on our books didn't place a single order in 1998?", checks: []check{having("orders", "=", 0), entity("customers.CustomerID"), explained}},
		{ws: "hr", q: "how many employees never called in sick", checks: []check{cond(understand.Cond{Dim: "leave_type", Values: []string{"sick"}}), func(q *understand.Query) string {
			if len(q.Having) != 1 || q.Having[0].Op != "=" || q.Having[0].Num != 0 {
				return "no count of zero: " + describe(q)
			}
			return ""
		}}},
	})
}

// TestClassMostCommon: "the most common issue type", "which fault was
// reported most often", "the 2nd most common fault" rank a dimension's
// values by how many rows of its table have them (the table's count).
func TestClassMostCommon(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "what is the most common issue type in 2024", checks: []check{metric("maintenance_tickets"), groups("issue_type"), ranked("desc", 0, true), explained}},
		{ws: "bikes", q: "whats the 2nd most common fault in 2024", checks: []check{metric("maintenance_tickets"), groups("issue_type"), nth(2), explained}},
		{ws: "bikes", q: "which fault was reported most often in 2024", checks: []check{metric("maintenance_tickets"), groups("issue_type"), explained}},
		{ws: "clinic", q: "what is the most common admission type in 2024", checks: []check{metric("admissions"), groups("admission_type"), explained}},
		{ws: "utility", q: "what is the most common outage cause", checks: []check{metric("outages"), groups("outage_cause"), explained}},
	})
}

// TestSplitFilterAroundThreshold: a filter of two words said around a
// threshold ("left the gate more than two hours late" of "left late") is
// the filter measured, not the one the last word names alone ("late":
// arrivals). Only the flights workspace declares such a pair of filters.
func TestSplitFilterAroundThreshold(t *testing.T) {
	lx := lex(t, "flights")
	best := lx.Interpret("how many flights left the gate more than two hours late in 2023").Best()
	for _, ck := range []check{cond(understand.Cond{Column: "flights.dep_delay_minutes", Op: ">", Num: 120}), nconds(1), explained} {
		if msg := ck(best); msg != "" {
			t.Error(msg)
		}
	}
}

// TestClassHalfYearWords: "the back half of 2024", "the front half of
// 2023" are the halves of the year said.
func TestClassHalfYearWords(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many tickets were escalated in the back half of 2024", checks: []check{period("2024-07-01", "2024-12-31"), explained}},
		{ws: "demo", q: "revenue in the front half of 1997", checks: []check{period("1997-01-01", "1997-06-30"), explained}},
	})
}

// TestClassLabelWithAnotherNoun: a dimension's label whose word names its
// table is said by another noun of the table ("doctor specialty" of
// "Physician specialty" on physicians, which are also "doctors"); a
// metric whose label starts with a number of days is said with its
// synonyms after that span ("30 day readmit rate"), not a limit of 30 and
// a breakdown by day.
func TestClassLabelWithAnotherNoun(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "which doctor specialty had the lowest 30 day readmit rate for 2024 discharges?", checks: []check{metric("readmission_rate"), groups("specialty"), ranked("asc", 0, true)}},
		{ws: "library", q: "loans by cardholder type in 2024", checks: []check{metric("loans"), groups("member_type"), explained}},
	})
}

// TestClassSpanIsNoLimit: a number followed by a unit of time in the
// singular ("the lowest 30 day rate", "a 7 day window") qualifies what
// follows; in the plural ("top 5 months") it is how many rows to show.
func TestClassSpanIsNoLimit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "which hospital had the lowest 30 day readmission rate in 2024", checks: []check{metric("readmission_rate"), groups("hospital"), ranked("asc", 0, true)}},
		{ws: "demo", q: "what were our top 5 months by revenue in 1997", checks: []check{metric("revenue"), ranked("desc", 5, false), explained}},
		{ws: "bikes", q: "top 3 days by trips in 2024", checks: []check{metric("trips"), ranked("desc", 3, false), explained}},
	})
}

// TestClassNumberN: "our number 3 market", "the number one station" rank
// as ordinals do; a second name of the dimension broken down by ("which
// country ... market", "which carrier ... airline") restates it.
func TestClassNumberN(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "which country was our number 3 market in 1997, by sales?", checks: []check{metric("revenue"), groups("customer_country"), nth(3), explained}},
		{ws: "flights", q: "which carrier was our number 2 airline by passengers in 2024", checks: []check{metric("passengers"), groups("carrier"), nth(2), explained}},
		{ws: "bikes", q: "what was our number one station by departures in 2024", checks: []check{groups("start_station"), ranked("desc", 0, true), explained}},
	})
}

// TestClassRowsOfATableNoneReferences: "how many outages lasted longer
// than 12 hours" compares each outage, told apart by its own id (the first
// column, an id that points at no other table), when no other table
// references the outages; a count compared per row is no such reading.
func TestClassRowsOfATableNoneReferences(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many outages lasted longer than 12 hours in 2024", checks: []check{having("avg_outage_hours", ">", 12), entity("outages.outage_id"), explained}},
		{ws: "bikes", q: "how many repairs took more than 5 days to resolve in 2024", checks: []check{having("average_days_to_resolve", ">", 5), entity("maintenance.ticket_id")}},
		{ws: "polls", q: "How many pollsters did at least 5 Florida polls?", checks: []check{having("polls", ">=", 5), entity("pollster")}},
	})
}

// TestClassChangeInUnit: "by how many points did Trump's share go up from
// September to October", "by how many kwh did usage go up": a count word
// before a word of the measure's unit (or "points" of a percentage) asks
// the change in that unit, the later period less the earlier.
func TestClassChangeInUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "By how many points did Trump's average poll share in Pennsylvania go up from September to October 2016?", checks: []check{metric("trump_share"), difference(1), explained}},
		{ws: "utility", q: "by how many kwh did electricity usage go up from 2023 to 2024", checks: []check{metric("electricity_usage"), difference(1), explained}},
	})
}

// TestClassPeriodRows: the rows a period's date is on, said beside the
// period ("procedure charges on 2024 stays": the stays' admission date
// dates the charges), restate the period; the measure's own rows are not
// read this way.
func TestClassPeriodRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "procedure charges on 2024 stays, not counting imaging or diagnostic procedures", checks: []check{metric("procedure_charges"), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "demo", q: "revenue from 1997 orders shipped to France", checks: []check{metric("revenue"), period("1997-01-01", "1997-12-31"), explained}},
	})
}

// TestClassColumnAroundThreshold: a column named "<noun> <participle>"
// said around a threshold ("interviewed at least 1,000 people" of "people
// interviewed", "affected more than 1,000 customers" of "customers
// affected") is the column compared.
func TestClassColumnAroundThreshold(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "How many polls in the final week interviewed at least 1,000 people?", checks: []check{cond(understand.Cond{Column: "polls.sample_size", Op: ">=", Num: 1000}), explained}},
		{ws: "utility", q: "how many outages affected more than 1,000 customers in 2024", checks: []check{cond(understand.Cond{Column: "outages.customers_affected", Op: ">", Num: 1000}), explained}},
	})
}

// TestClassChangeDown: "by how many points did the lead narrow" is the
// earlier less the later; "widen" the later less the earlier.
func TestClassChangeDown(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "By how many points did Clinton's average lead in national polls widen from September to October 2016?", checks: []check{metric("clinton_lead"), difference(1), explained}},
		{ws: "polls", q: "By how many points did Clinton's average lead in national polls narrow from October to November 2016?", checks: []check{metric("clinton_lead"), difference(-1), explained}},
		{ws: "utility", q: "by how many kwh did electricity usage fall from 2023 to 2024", checks: []check{metric("electricity_usage"), difference(-1), explained}},
	})
}

// TestClassValueIsTheNounCounted: "how many different women took sick leave", "how
// many different women took at least one ride": a value that names the
// things counted is the noun counted (the rows of its dimension's table,
// each once), not the facts it qualifies.
func TestClassValueIsTheNounCounted(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many different women took sick leave in 2024", checks: []check{measure(understand.Measure{Table: "employees"}), explained}},
		{ws: "bikes", q: "How many different women took at least one ride with us in 2023?", checks: []check{having("trips", ">=", 1), explained}},
	})
}

// TestTableVerbTimes: "how many customers ordered more than 10 times" of a
// verb declared on a table (the order lines' "ordered") compares each
// customer's count of the events that table's rows make (orders); the
// verb is no noun counted. Only the demo declares verbs on a table.
func TestTableVerbTimes(t *testing.T) {
	best := lex(t, "demo").Interpret("how many customers ordered more than 10 times in 1997").Best()
	for _, ck := range []check{having("orders", ">", 10), explained} {
		if msg := ck(best); msg != "" {
			t.Error(msg)
		}
	}
}

// TestClassTimesOfAFilterCount: "renewed at least twice", "reopened at
// least twice" of a filter that keeps the rows whose count is above zero
// (renewals > 0) compare that count; a comparison of the measure with
// itself and nothing to compare each of is not read (it compared the
// total, sure of itself).
func TestClassTimesOfAFilterCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many loans were renewed at least twice in 2024", checks: []check{cond(understand.Cond{Column: "loans.renewals", Op: ">=", Num: 2}), nconds(1), explained}},
		{ws: "helpdesk", q: "how many tickets were reopened at least twice in 2024", checks: []check{cond(understand.Cond{Column: "tickets.reopened_count", Op: ">=", Num: 2}), explained}},
	})
}

// TestClassOwnColumnInUnit: "how many products cost more than $50", "how
// many trips cost more than $10" compare a column of the rows counted in
// the threshold's unit (the list price, the fare), each row's; "cost" is
// the threshold's verb. A money metric that only mentions cost was read
// instead, sure of itself.
func TestClassOwnColumnInUnit(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many products cost more than $50", checks: []check{cond(understand.Cond{Column: "products.UnitPrice", Op: ">", Num: 50}), explained}},
		{ws: "bikes", q: "how many trips cost more than $10 in 2024", checks: []check{cond(understand.Cond{Column: "trips.fare_usd", Op: ">", Num: 10}), explained}},
		{ws: "demo", q: "how many orders over $1,000 did we get in 1997?", checks: []check{having("average_order_value", ">", 1000)}},
	})
}

// TestClassCountOfMoney: "how many fines over $5 were charged" counts the
// fines, not the amount charged (the count word is no count of money);
// "the total discount we gave" is no sum of a column of fractions (it
// added up 0.15s), so that reading is never sure.
func TestClassCountOfMoney(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many fines over $5 were charged in 2024", checks: []check{measure(understand.Measure{Table: "fines"}), cond(understand.Cond{Column: "fines.amount", Op: ">", Num: 5})}},
		{ws: "demo", q: "what is the total discount we gave in 1997", checks: []check{func(q *understand.Query) string {
			if m := q.Measure; m != nil && m.Agg == "sum" && strings.HasSuffix(m.Column, ".Discount") {
				return "a sum of the discount fractions"
			}
			return ""
		}}},
	})
}

// TestClassNumberOfADimension: "a rating under 3" compares a numeric
// dimension's column, as "a rating of 5" names its value (the rating was
// left unread and the question refused); "at least once" after a
// condition read already says it happened.
func TestClassNumberOfADimension(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many different employees have gotten a rating under 3 at least once?", checks: []check{cond(understand.Cond{Column: "reviews.rating", Op: "<", Num: 3}), explained}},
		{ws: "bikes", q: "how many different riders gave a rating under 3 at least once in 2024", checks: []check{cond(understand.Cond{Column: "trips.rating", Op: "<", Num: 3}), explained}},
	})
}

// TestClassRateOfItself: "how many likely voter polls were there for
// every registered voter poll" divides the count of one value's rows by
// another's: the values before the rate's word are the numerator's, those
// after it the denominator's (it divided the polls of both by themselves:
// 1, sure of itself).
func TestClassRateOfItself(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "nationally in 2016, how many likely voter polls were there for every registered voter poll?", checks: []check{
			cond(understand.Cond{Dim: "voter_population", Values: []string{"Likely voters"}, Part: true}),
			cond(understand.Cond{Dim: "voter_population", Values: []string{"Registered voters"}, PerOnly: true}), explained}},
		{ws: "helpdesk", q: "how many email tickets were there for every phone ticket in 2024?", checks: []check{
			cond(understand.Cond{Dim: "channel", Values: []string{"email"}, Part: true}),
			cond(understand.Cond{Dim: "channel", Values: []string{"phone"}, PerOnly: true}), explained}},
		// the rate's words first, to the end of their clause, the measure's
		// own noun in them
		{ws: "demo", q: "for every order shipped by Speedy Express in 1997, how many were shipped by United Package", checks: []check{
			cond(understand.Cond{Dim: "shipper", Values: []string{"United Package"}, Part: true}),
			cond(understand.Cond{Dim: "shipper", Values: []string{"Speedy Express"}, PerOnly: true}), explained}},
		{ws: "hr", q: "For every man on staff today, how many women do we have?", checks: []check{metric("headcount"), per(understand.Measure{Metric: "headcount"}),
			cond(understand.Cond{Dim: "gender", Values: []string{"Female"}, Part: true}),
			cond(understand.Cond{Dim: "gender", Values: []string{"Male"}, PerOnly: true}), explained}},
	})
}

// TestClassTodayIsNow: "today" of a measure of what is open now (the
// headcount, the customers not churned, the salary in force) is now, not a
// day of its rows' dates (it counted the hires of the last day in the
// data: 0); "what is the average salary today" asks its value, not what
// it means.
func TestClassTodayIsNow(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many employees do we have today", checks: []check{metric("headcount"), noPeriod, explained}},
		{ws: "hr", q: "what is the average salary today", checks: []check{metric("average_salary"), intent(understand.IntentData), noPeriod, explained}},
		{ws: "helpdesk", q: "how many enterprise customers do we have today", checks: []check{noPeriod, explained}},
	})
}

// TestClassWholeInALeadingClause: "of all the rides our students took in
// 2024, what percentage were on electric bikes": a clause before the share
// word's own says the whole, not the part (the students' rides were made
// part of the part: 4.72%, sure of itself).
func TestClassWholeInALeadingClause(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "of all the rides our students took in 2024, what percentage were on electric bikes?", checks: []check{share,
			cond(understand.Cond{Dim: "plan", Values: []string{"Student Annual"}})}},
		{ws: "hr", q: "Looking at every time-off request that started in Q4 2024, what percentage were vacation requests that ended up being denied?", checks: []check{share,
			cond(understand.Cond{Dim: "leave_type", Values: []string{"vacation"}, Part: true}), timeDim("leave_start")}},
		{ws: "demo", q: "what share of 1997 revenue came from Germany", checks: []check{share, cond(understand.Cond{Dim: "customer_country", Values: []string{"Germany"}, Part: true})}},
	})
}

// TestClassVerbOfARelativeClause: "every request that started in Q4",
// "technicians that left in 2024": the verb after "that" is its noun's,
// and dates the noun's own rows when one of their dates is named by it,
// not the date of other rows whose phrasing has the verb ("started in
// {value}" of hires; "left in {value}" of closed accounts).
func TestClassVerbOfARelativeClause(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many time-off requests that started in Q4 2024 were denied?", checks: []check{timeDim("leave_start"), explained}},
		{ws: "utility", q: "how many technicians that left in 2024 were there?", checks: []check{timeDim("technician_left_date"), explained}},
		{ws: "hr", q: "how many people who started in 2024 are still here?", checks: []check{metric("hires")}},
	})
}

// TestClassPlacesPastFifthAndFromTheBottom: "ranked seventh", "came in
// tenth" are places from the top ("seventh" was not understood: the top
// one, flagged); "second to last" is a place from the bottom.
func TestClassPlacesPastFifthAndFromTheBottom(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "which carrier ranked seventh for flights in 2023", checks: []check{ranked("desc", 8, true), nth(7), explained}},
		{ws: "library", q: "which branch came second to last for checkouts in 2024?", checks: []check{ranked("asc", 3, true), nth(2), explained}},
		{ws: "flights", q: "which airline came second to last on passengers in 2024?", checks: []check{ranked("asc", 3, true), nth(2), explained}},
		{ws: "polls", q: "Which polling firm came in tenth for the total number of people it interviewed in 2016?", checks: []check{ranked("desc", 11, true), nth(10), explained}},
	})
}

// TestClassCountNamedAroundAThreshold: "members who borrowed more than 50
// items" of a count metric "items borrowed" compares each member's count
// of it (the question was refused: "borrowed" read as a date, "items" as
// the catalogue).
func TestClassCountNamedAroundAThreshold(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many members borrowed more than 50 items in 2024?", checks: []check{having("loans", ">", 50), explained}},
		{ws: "library", q: "how many members returned more than 40 items in 2024?", checks: []check{having("returns", ">", 40), explained}},
		{ws: "utility", q: "how many technicians completed more than 100 jobs in 2024?", checks: []check{having("completed_visits", ">", 100), explained}},
	})
}

// TestClassRateAfterAThreshold: "under 60k a year" says what the number
// is; the unit of time after it is no column to compare ("a year" was the
// review year: "review_year < 60000", sure of itself).
func TestClassRateAfterAThreshold(t *testing.T) {
	noYear := func(q *understand.Query) string {
		for _, c := range q.Conds {
			if strings.HasSuffix(c.Column, "year") {
				return "compared " + c.Column
			}
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "hr", q: "how many employees make under 60k a year?", checks: []check{noYear}},
		{ws: "hr", q: "how many folks on the payroll right now make under 60 grand a year (in us dollars)?", checks: []check{noYear}},
		{ws: "clinic", q: "how many patients were admitted more than 3 times a year in 2024?", checks: []check{noYear}},
	})
}

// TestClassDifferentValueCounted: "how many different households got a gas
// bill over $250", "how many different seniors borrowed a dvd": a value
// said right after "how many different" names the things counted, found
// through the rows the other words are of (it counted the bills, or
// refused; a metric counting the value's rows by their own date is not
// it).
func TestClassDifferentValueCounted(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many different households got a gas bill north of $250 at some point in winter 2024/25?", checks: []check{
			func(q *understand.Query) string {
				if q.Measure == nil || q.Measure.Dim != "customer" && q.Measure.Table != "customers" {
					return fmt.Sprintf("measure %+v, want the customers", q.Measure)
				}
				return ""
			}, cond(understand.Cond{Column: "bills.amount_billed", Op: ">", Num: 250}), explained}},
		{ws: "library", q: "how many different seniors borrowed a dvd in 2024?", checks: []check{measure(understand.Measure{Table: "members"}), explained}},
		{ws: "helpdesk", q: "how many different enterprise customers opened a phone ticket in 2024?", checks: []check{measure(understand.Measure{Dim: "customer"}), explained}},
	})
}

// TestClassOneRowCompared: "had a stay with charges over $50,000": a row
// said as one, with an article, just before what the threshold compares
// has the value; the total per patient was compared, sure of itself.
func TestClassOneRowCompared(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "how many different medicaid patients had a stay with charges over $50,000 in 2024?", checks: []check{
			cond(understand.Cond{Column: "admissions.total_charges", Op: ">", Num: 50000}), nhaving(0)}},
		{ws: "bikes", q: "how many riders took a trip with a fare over $10 in 2024?", checks: []check{
			cond(understand.Cond{Column: "trips.fare_usd", Op: ">", Num: 10}), nhaving(0)}},
	})
}

func nhaving(n int) check {
	return func(q *understand.Query) string {
		if len(q.Having) != n {
			return fmt.Sprintf("%d comparisons per entity, want %d", len(q.Having), n)
		}
		return ""
	}
}

// TestClassPeriodBeforeTheOneSaid: "than in the quarter just before it",
// "than in the previous month" compare the period said with the one before
// it (not with the last month of the data), and "how many more" asks the
// difference (it answered the growth in percent, or compared March with
// December).
func TestClassPeriodBeforeTheOneSaid(t *testing.T) {
	cmp := func(from, to string) check {
		return func(q *understand.Query) string {
			if len(q.Compare) != 2 || q.Compare[0].From.Format("2006-01-02") != from || q.Compare[1].From.Format("2006-01-02") != to {
				return fmt.Sprintf("compared %+v, want %s and %s", q.Compare, from, to)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "demo", q: "How many more units did we sell in Q1 1998 than in the quarter just before it?", checks: []check{cmp("1997-10-01", "1998-01-01"), difference(1), explained}},
		{ws: "helpdesk", q: "how many more tickets did we get in Q2 2025 than in the quarter before?", checks: []check{cmp("2025-01-01", "2025-04-01"), difference(1), explained}},
		{ws: "flights", q: "how many fewer flights did we have in march 2024 than in the previous month", checks: []check{cmp("2024-02-01", "2024-03-01"), difference(-1), explained}},
	})
}

// TestClassWithoutASingle: "without a single cancellation", "without a
// single loan" are none of them ("a single" restates the none: it was left
// unread and the count of cancellations answered, sure of itself).
func TestClassWithoutASingle(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "how many bluewater routes had flights in 2024 without a single cancellation", checks: []check{having("cancelled_flights", "=", 0)}},
		{ws: "library", q: "how many members went all of 2024 without a single loan", checks: []check{having("loans", "=", 0), explained}},
		{ws: "bikes", q: "how many riders went all of 2024 without a single trip", checks: []check{having("trips", "=", 0), explained}},
	})
}

// TestClassBreakdownHeldToOneValue: "which airport fed the most passengers
// into kennedy": a breakdown by the dimension a condition holds to one
// value has one row; the other role is ranked (JFK ranked first, by the
// destination airport it was held to).
func TestClassBreakdownHeldToOneValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "which airport sent the most passengers into kennedy in the second quarter of 2024?", checks: []check{groups("origin_airport")}},
		{ws: "bikes", q: "which station sent the most rides to Pier 52 in 2024?", checks: []check{groups("start_station")}},
	})
}

// TestClassNoneAmongTheirOwnRows: "of the people we admitted in 2024, how
// many never came in through the ER": the rows said of the entities before
// the negation make them (the patients admitted in 2024), and the value is
// counted among those rows (it counted every patient with no 2024 ER
// admission, 5,216, sure of itself; 1,425 from the CSV files).
func TestClassNoneAmongTheirOwnRows(t *testing.T) {
	counted := func(dim, value string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dim == dim && slices.Equal(c.Values, []string{value}) && c.Counted && !c.Exclude {
					return ""
				}
			}
			return fmt.Sprintf("no counted condition %s = %s in %s", dim, value, condsOf(q))
		}
	}
	runClass(t, []qcase{
		{ws: "clinic", q: "Of the people we admitted in 2024, how many never once came in through the ER that year?", checks: []check{counted("admission_type", "Emergency"), having("admissions", "=", 0), explained}},
		{ws: "helpdesk", q: "Of the customers who opened tickets in 2024, how many never opened a phone ticket that year?", checks: []check{counted("channel", "phone"), having("tickets", "=", 0), explained}},
	})
}

// TestClassNamedPeriodInItsMonth: a named period said with the period it
// falls in ("while the fine amnesty was running in november 2024", "during
// the hiring freeze in 2020") is the named period (it answered all of
// November, the amnesty left unread, sure of itself).
func TestClassNamedPeriodInItsMonth(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "what were the late fees charged during the fine amnesty in november 2024", checks: []check{period("2024-11-11", "2024-11-23"), explained}},
		{ws: "library", q: "how much did we charge in late fees while the fine amnesty was running in november 2024?", checks: []check{period("2024-11-11", "2024-11-23")}},
		{ws: "hr", q: "how many people left during the hiring freeze in 2020", checks: []check{period("2020-04-01", "2020-09-30"), explained}},
	})
}

// TestClassAggregationAfterAPossessive: "the replacement cost's average":
// an aggregation said just after a column's possessive is of it (the
// column was summed, the average left unread).
func TestClassAggregationAfterAPossessive(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "what is the replacement cost's average for dvds", checks: []check{measure(understand.Measure{Column: "items.replacement_cost", Agg: "avg"}), explained}},
		{ws: "bikes", q: "what was the distance's average for ebike trips in 2024", checks: []check{measure(understand.Measure{Column: "trips.distance_km", Agg: "avg"}), explained}},
	})
}

// TestClassNoneIsNoExclusion: "customers that have no gas meter" is not
// the customers excluding gas meters (those with another meter: 67 of
// the 67 that joined in 2023, sure of itself; 34 have none), nor the
// meters that are not gas; "meters that are not gas meters" still is.
func TestClassNoneIsNoExclusion(t *testing.T) {
	noExclusion := func(dim string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dim == dim && c.Exclude {
					return "excluded " + strings.Join(c.Values, ", ")
				}
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "utility", q: "how many customers that joined in 2023 have no gas meter", checks: []check{noExclusion("meter_fuel")}},
		{ws: "utility", q: "how many of our current customers have no gas meter at all?", checks: []check{noExclusion("meter_fuel")}},
		{ws: "helpdesk", q: "how many customers have no phone tickets in 2024", checks: []check{noExclusion("channel")}},
		{ws: "utility", q: "how many meters are not gas meters", checks: []check{cond(understand.Cond{Dim: "meter_fuel", Values: []string{"gas"}, Exclude: true})}},
	})
}

// TestClassRateScaleIsNoLimit: "for every 100 employees" scales a rate; it
// is no number of rows to show (it listed the top 100 employees by
// leavers, sure of itself). The scale itself is not computed yet: the
// word is reported.
func TestClassRateScaleIsNoLimit(t *testing.T) {
	noLimit := func(q *understand.Query) string {
		if q.Limit != 0 {
			return fmt.Sprintf("limit %d", q.Limit)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "hr", q: "how many people left in 2024 for every 100 employees", checks: []check{noLimit}},
		{ws: "clinic", q: "how many readmissions were there for every 100 admissions in 2024", checks: []check{noLimit}},
	})
}

// TestClassTotalBeforeARanking: "total" before a ranking may ask the total
// of the ranked rows ("the total of our five biggest customers' revenue":
// one number); after it ("top 5 customers by total revenue") it is what
// is ranked by.
func TestClassTotalBeforeARanking(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "what was the total of our five biggest customers' revenue in 1997", checks: []check{flag("combined", func(q *understand.Query) bool { return q.Combined })}},
		{ws: "demo", q: "top 5 customers by total revenue in 1997", checks: []check{ranked("desc", 5, false), func(q *understand.Query) string {
			if q.Combined {
				return "combined"
			}
			return ""
		}, explained}},
		{ws: "flights", q: "top 3 carriers by total passengers in 2024", checks: []check{ranked("desc", 3, false), func(q *understand.Query) string {
			if q.Combined {
				return "combined"
			}
			return ""
		}, explained}},
	})
}

// TestClassPercentagePointsOfAChange: "by how many percentage points did
// CSAT improve going from H2 2024 into H1 2025" is the difference in the
// metric's percent, not its growth in percent ("improve", "worsen" are
// changes; "into" joins the two periods).
func TestClassPercentagePointsOfAChange(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "By how many percentage points did CSAT improve going from the second half of 2024 into the first half of 2025?", checks: []check{difference(1), explained}},
		{ws: "clinic", q: "by how many percentage points did the readmission rate improve from 2023 to 2024", checks: []check{difference(1), explained}},
	})
}

// TestClassDateOfAReason: "how many people got fired or laid off in feb
// 2023": a headcount (rows with no termination date) has no termination
// reason, and the date named like the reason's column is the period's (it
// counted current staff hired in February 2023: 0, sure of itself). Only
// the hr workspace names a reason and its date alike, so this class runs
// in one.
func TestClassDateOfAReason(t *testing.T) {
	for _, c := range []qcase{
		{ws: "hr", q: "how many people got fired or laid off in feb 2023", checks: []check{timeDim("termination_date"), func(q *understand.Query) string {
			if q.Measure != nil && q.Measure.Metric == "headcount" {
				return "the headcount"
			}
			return ""
		}}},
		// (and clearly: another date of the rows is no close second)
		{ws: "hr", q: "How many employees retired in 2022?", checks: []check{timeDim("termination_date")}},
	} {
		lx := lex(t, c.ws)
		res := lx.Interpret(c.q)
		best := res.Best()
		for _, ck := range append(c.checks, clearOf(lx, "another date", func(o *understand.Query) bool {
			return o.Intent == understand.IntentData && o.TimeDim != "" && o.TimeDim != best.TimeDim
		}, res)) {
			if msg := ck(best); msg != "" {
				t.Errorf("%s %q: %s", c.ws, c.q, msg)
			}
		}
	}
}

// TestClassTodayOfThingsThroughOtherRows: "how many employees do we have
// today" is not the employees with orders on the data's last day (4, sure
// of itself): things counted through one day of another table's date are
// not the things there are now, unless the words name those rows ("how
// many customers ordered today").
func TestClassTodayOfThingsThroughOtherRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many employees do we have today", checks: []check{noPeriod}},
		{ws: "clinic", q: "how many doctors do we have today", checks: []check{noPeriod}},
		{ws: "demo", q: "how many customers ordered today", checks: []check{period("1998-05-06", "1998-05-06")}},
		{ws: "helpdesk", q: "how many customers opened a ticket today", checks: []check{period("2025-06-30", "2025-06-30")}},
		// a count of a table's rows by their own date, named by the
		// table's noun alone (the new members of one day: 1, sure)
		{ws: "library", q: "how many members do we have today", checks: []check{noPeriod}},
		{ws: "library", q: "how many new members joined today", checks: []check{period("2024-12-31", "2024-12-31")}},
		{ws: "demo", q: "how many orders did we get today", checks: []check{period("1998-05-06", "1998-05-06")}},
	})
}

// TestClassRateOverQuantity: "per" and a quantity said by its unit ("per
// mile", "per km") divides a total by the total of that quantity over the
// same rows; an average said first is of the totals ("average fare per km"
// is the fares over the km, not the mean fare over the km), and a measure
// that does not add up is not divided so.
func TestClassRateOverQuantity(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "fuel cost per mile in 2024", checks: []check{metric("fuel_cost"), per(understand.Measure{Column: "flights.distance_miles", Agg: "sum"}), explained}},
		{ws: "bikes", q: "total fare per km in 2024", checks: []check{per(understand.Measure{Column: "trips.distance_km", Agg: "sum"}), explained}},
		{ws: "bikes", q: "average fare per km in 2024", checks: []check{metric("revenue"), per(understand.Measure{Column: "trips.distance_km", Agg: "sum"}), explained}},
		{ws: "bikes", q: "revenue per minute ridden in 2024", checks: []check{metric("revenue"), explained}},
	})
}

// TestClassNeverOfAVerb: a negation before the verb of rows that point at
// the counted noun (a date of them, or their table said by its verb) says
// the noun has none of those rows; the values after the verb are
// conditions on the rows.
func TestClassNeverOfAVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many products have never been ordered by brazilian customers", checks: []check{having("orders", "=", 0), cond(understand.Cond{Dim: "customer_country", Values: []string{"Brazil"}}), explained}},
		{ws: "library", q: "how many members have never borrowed a dvd", checks: []check{having("loans", "=", 0), cond(understand.Cond{Dim: "format", Values: []string{"DVD"}}), explained}},
		{ws: "helpdesk", q: "how many customers never opened a ticket in 2024", checks: []check{having("tickets", "=", 0), explained}},
		// a filter said as the verb; "a leave" is a noun, not the verb of
		// the leavers
		{ws: "hr", q: "how many employees never took a leave", checks: []check{cond(understand.Cond{Filter: "approved_leave"}), entity("employees.employee_id"), explained}},
		// the rows named after a verb of having ("got a satisfaction
		// survey"): none of them, not a count of them beside
		{ws: "helpdesk", q: "of the tickets we solved in 2024, how many never got a satisfaction survey sent out at all?", checks: []check{having("surveys_sent", "=", 0), entity("tickets.ticket_id")}},
	})
}

// TestClassOneOfEach: a threshold said of one of each of two things a
// table's rows point at ("more than 50 units of a single product on one
// order") compares each row's value, when the rows have no key of their
// own (an order line is the one of its order and product); "how many
// times" then counts the rows. A trip, with its own key, is one of many of
// a rider on a bike: the words are not read so.
func TestClassOneOfEach(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "During 1997, how many times did a customer order more than 50 units of a single product on one order?", checks: []check{measure(understand.Measure{Table: "order_details"}), cond(understand.Cond{Column: "order_details.Quantity", Op: ">", Num: 50})}},
		{ws: "bikes", q: "how many times did a rider ride more than 20 km on a single bike from one station", checks: []check{unexplained("single")}},
	})
}

// TestClassComparedOnOwnDate: two periods said one against the other,
// each with the same date's words ("jobs finished in 2024 vs jobs
// finished in 2023"), are the two compared on that date, not a condition
// on it that both keep (the 2024 jobs finished in 2023: -100%).
func TestClassComparedOnOwnDate(t *testing.T) {
	noDated := func(q *understand.Query) string {
		for _, c := range q.Conds {
			if c.Dated != nil {
				return "a dated condition on " + c.Dim
			}
		}
		if len(q.Compare) != 2 || q.Compare[0].From.Year() != 2023 || q.Compare[1].From.Year() != 2024 {
			return fmt.Sprintf("compared %v, want 2023 and 2024", q.Compare)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "utility", q: "jobs finished in 2024 vs jobs finished in 2023, % change?", checks: []check{noDated, timeDim("completed_date"), explained}},
		{ws: "clinic", q: "patients discharged in 2024 vs patients discharged in 2023, % change?", checks: []check{noDated, metric("discharges"), explained}},
	})
}

// TestClassClauseAfterNoun: "who" or "that" right after a noun begins a
// clause about it and asks nothing ("for each customer who joined" is no
// question of which customer); "for each person who left" is a rate over
// the count the clause's verb names.
func TestClassClauseAfterNoun(t *testing.T) {
	notSingle := func(q *understand.Query) string {
		if q.Single || q.Limit > 0 {
			return "one row asked for"
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "hr", q: "In 2024, how many people did we hire for each person who left?", checks: []check{metric("hires"), per(understand.Measure{Metric: "leavers"}), explained}},
		{ws: "hr", q: "how many hires did we make in 2023 for every employee who left", checks: []check{per(understand.Measure{Metric: "leavers"}), explained}},
		{ws: "utility", q: "how many jobs were requested in 2024 for each customer who joined", checks: []check{notSingle}},
	})
}

// TestClassFillerWordValue: a filler word that is a whole value, beside
// the noun of its rows, is the value ("performance tickets"; it was
// swallowed into "how many ... tickets"); a short one only as the value
// writes it ("IT", not "a" of the adults' population).
func TestClassFillerWordValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many performance tickets were opened in 2024", checks: []check{cond(understand.Cond{Dim: "category", Values: []string{"performance"}}), explained}},
		{ws: "hr", q: "how many people work in the IT department", checks: []check{cond(understand.Cond{Dim: "department", Values: []string{"IT"}})}},
		{ws: "polls", q: "how many a polls were there", checks: []check{nconds(0)}},
	})
}

// TestClassBothOfOneCount: two comparisons of one count, each of other
// rows ("at least one bug ticket and at least one performance ticket"),
// are a doubt: the reading counts those with either.
func TestClassBothOfOneCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How many Asia-Pacific customers opened at least one bug ticket AND at least one performance ticket in 2024?", checks: []check{doubted(true)}},
		{ws: "bikes", q: "how many riders took at least one ebike ride and at least one classic ride in 2024", checks: []check{doubted(true)}},
	})
}

// TestClassNetOf: a filter said after "after" or "net of" is what an
// amount is net of, not the rows it keeps ("sales after discounts" were
// the discounted lines' sales; "fines after waivers" the waived fines).
func TestClassNetOf(t *testing.T) {
	noFilter := func(q *understand.Query) string {
		for _, c := range q.Conds {
			if c.Filter != "" {
				return "a filter " + c.Filter
			}
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "demo", q: "Hi, could you please tell me how much our sales brought in, after discounts, during the third quarter of 1996? Thanks a lot.", checks: []check{metric("revenue"), noFilter}},
		{ws: "library", q: "how much in fines did we charge in 2024 after waivers", checks: []check{noFilter}},
	})
}

// TestClassRequestOpener: "could you please tell me" opens a request and
// asks nothing ("could" is no modal there); "thanks a lot" is courtesy.
func TestClassRequestOpener(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "could you please tell me how many orders we had in 1997", checks: []check{metric("orders"), explained}},
		{ws: "hr", q: "Hi, can you tell me how many people we hired in 2024? Thanks a lot.", checks: []check{metric("hires"), explained}},
		// a request to split by something, and its courtesies
		{ws: "clinic", q: "Sorry to bother you, would you mind splitting 2023 admissions by department? I'm mainly after Cardiology.", checks: []check{metric("admissions"), groups("department"), explained}},
		{ws: "library", q: "Can I get 2024 loans split by genre? Mostly I need the mystery figure.", checks: []check{metric("loans"), groups("genre"), explained}},
		{ws: "hotels", q: "Would you be so kind as to give me the year-on-year growth of room revenue in 2024?", checks: []check{metric("room_revenue"), explained}},
	})
}

// TestClassExcludedByDescription: a word the measure's own description
// says it leaves out is a doubt ("money from annual memberships" of trip
// revenue, which leaves out membership fees); a value the question keeps
// by its own name is none ("day pass riders").
func TestClassExcludedByDescription(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "How much money did we make from annual memberships in 2024?", checks: []check{doubted(true)}},
		{ws: "bikes", q: "how much did day pass riders pay us in ride fares in q2 2023", checks: []check{doubted(false)}},
		{ws: "demo", q: "revenue excluding freight in 1997", checks: []check{doubted(false)}},
		{ws: "flights", q: "ticket revenue including ancillary fees in 2024", checks: []check{doubted(true)}},
	})
}

// TestClassCountDatedByThePeriod: a count named by "how many <noun>" (a
// headcount's synonym "how many people") with the period on another date
// of the same rows is the count of the rows that date dates ("how many
// people were hired in 2024": the hires, not today's staff hired then).
func TestClassCountDatedByThePeriod(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many people were hired in 2024", checks: []check{metric("hires"), explained}},
		{ws: "library", q: "how many loans were returned in 2024", checks: []check{func(q *understand.Query) string {
			if q.Measure != nil && q.Measure.Metric == "returns" || q.TimeDim == "returned_on" {
				return ""
			}
			return "not dated by the return"
		}}, known: "the loan status 'returned' wins over the return date; flagged"},
	})
}

// TestClassThingsOrTimes: "how many books were borrowed in 2024" counts
// the books or the times they were borrowed (the loans): a doubt; "how
// many different titles were borrowed" says which.
func TestClassThingsOrTimes(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many books were borrowed in 2024", checks: []check{doubted(true)}},
		{ws: "library", q: "How many different titles were borrowed in 2024?", checks: []check{doubted(false)}},
		{ws: "demo", q: "how many customers bought Chai in 1997", checks: []check{doubted(false)}},
	})
}

// TestClassMoneyComparesNoCount: an amount of money compares no count
// metric ("more than $100 in ride fares" compared the number of rides).
func TestClassMoneyComparesNoCount(t *testing.T) {
	noCount := func(metric string) check {
		return func(q *understand.Query) string {
			for _, h := range q.Having {
				if h.Metric == metric {
					return "compares " + metric
				}
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "bikes", q: "How many riders ran up more than $100 in ride fares over the course of 2023?", checks: []check{noCount("trips")}},
		{ws: "library", q: "how many members were charged more than $40 in fines in 2024", checks: []check{having("fines_assessed", ">", 40)}},
	})
}

// TestClassNameWithoutLastWord: a metric's name of three words or more
// said without its last word, the question asking for its unit ("what did
// an average order ... come to, in dollars": the average order value, was
// the number of orders).
func TestClassNameWithoutLastWord(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "What did an average order from a Canadian customer come to in 1997, in dollars?", checks: []check{metric("average_order_value"), cond(understand.Cond{Dim: "customer_country", Values: []string{"Canada"}})}},
		{ws: "flights", q: "what was our total operating in 2024, in dollars", checks: []check{metric("total_operating_cost")}},
	})
}

// TestClassYearAfterTheMost: a year after "the most" and a word between
// ("sold the most in 1997") is the period, never how many rows to show.
func TestClassYearAfterTheMost(t *testing.T) {
	noYearLimit := func(q *understand.Query) string {
		if q.Limit >= 1900 {
			return fmt.Sprintf("limit %d", q.Limit)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "demo", q: "which employee sold the most in 1997", checks: []check{noYearLimit, period("1997-01-01", "1997-12-31")}},
		{ws: "helpdesk", q: "which agent closed the most in 2024", checks: []check{noYearLimit, period("2024-01-01", "2024-12-31")}},
	})
}

// TestClassNumberedPlace: "no. 2" and "#3" say a place, as "number 2"
// does.
func TestClassNumberedPlace(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "whats the no. 2 product by units sold in q1 98", checks: []check{metric("units_sold"), nth(2), explained}},
		{ws: "polls", q: "who was the #3 pollster by number of polls in 2016", checks: []check{nth(3)}},
	})
}

// TestClassRangeIsATotal: two periods of one unit said as a range ("jul-dec
// 2023", "from 2019 to 2021") are one period, totalled: a breakdown by that
// unit is asked for in words ("by month", "monthly"), never read into the
// range itself.
func TestClassRangeIsATotal(t *testing.T) {
	noGrain := func(q *understand.Query) string {
		if q.Grain != "" {
			return fmt.Sprintf("grain %q", q.Grain)
		}
		return ""
	}
	byMonth := func(q *understand.Query) string {
		if q.Grain != "month" {
			return fmt.Sprintf("grain %q, want month", q.Grain)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "flights", q: "opex for atlantic, jul-dec 2023?", checks: []check{noGrain, period("2023-07-01", "2023-12-31"), explained}},
		{ws: "demo", q: "revenue from january to march 1997", checks: []check{noGrain, period("1997-01-01", "1997-03-31")}},
		{ws: "helpdesk", q: "tickets opened from 2023 to 2024", checks: []check{noGrain, period("2023-01-01", "2024-12-31")}},
		{ws: "demo", q: "revenue by month from january to march 1997", checks: []check{byMonth, period("1997-01-01", "1997-03-31")}},
	})
}

// TestClassRangesCompared: two ranges of months compared ("jan-jun 2024 vs
// jan-jun 2023") are two periods, each from its first month to its last;
// a month that is also a word ("jan", "may") starts a range without a year
// of its own; "the same months of 2024" is the other period in 2024.
func TestClassRangesCompared(t *testing.T) {
	compared := func(a, b, c, d string) check {
		return func(q *understand.Query) string {
			got := []string{}
			for _, p := range q.Compare {
				got = append(got, p.From.Format("2006-01-02"), p.To.Format("2006-01-02"))
			}
			if !slices.Equal(got, []string{a, b, c, d}) {
				return fmt.Sprintf("compared %v, want %s..%s vs %s..%s", got, a, b, c, d)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "library", q: "dvd checkouts jan-jun 2024 vs jan-jun 2023 - % change?", checks: []check{explained, compared("2023-01-01", "2023-06-30", "2024-01-01", "2024-06-30")}},
		{ws: "utility", q: "amount billed jan to mar 2025 vs jan to mar 2024, % change", checks: []check{explained, compared("2024-01-01", "2024-03-31", "2025-01-01", "2025-03-31")}},
		{ws: "demo", q: "revenue may-jul 1997 compared with may-jul 1996, growth", checks: []check{explained, compared("1996-05-01", "1996-07-31", "1997-05-01", "1997-07-31")}},
		// "the same months of 2024": the other period's span in that year
		{ws: "utility", q: "amount billed jan-mar 2025 vs the same months of 2024 - % change?", checks: []check{explained, compared("2024-01-01", "2024-03-31", "2025-01-01", "2025-03-31")}},
		{ws: "demo", q: "how much are we up in sales jan-apr 98 vs the same four months of 97, in %?", checks: []check{explained, compared("1997-01-01", "1997-04-30", "1998-01-01", "1998-04-30")}},
		{ws: "helpdesk", q: "tickets opened in q3 2024 vs the corresponding quarter of 2023, % change", checks: []check{explained, compared("2023-07-01", "2023-09-30", "2024-07-01", "2024-09-30")}},
	})
}

// TestClassCountAsVerb: a count of rows read from a word said as a verb
// after "did we", with no word asking how many, is a doubt when the rows
// carry an amount of money ("what did we invoice": the amount invoiced).
func TestClassCountAsVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "what did we invoice lakeside customers for, jul-sep 2024?", checks: []check{doubted(true)}},
		{ws: "demo", q: "what did we order in 1997", checks: []check{doubted(true)}},
		{ws: "utility", q: "how many invoices did we send lakeside customers in 2024", checks: []check{doubted(false)}},
		{ws: "clinic", q: "How much did admissions grow from 2023 to 2024?", checks: []check{doubted(false)}},
	})
}

// TestClassDateSaidOfTheRows: "bookings made in 2023 had a check-in date
// in 2024": the second period is of the date the words between name best
// ("check-in date", not any date whose name ends in "date").
func TestClassDateSaidOfTheRows(t *testing.T) {
	dated := func(dim string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dated != nil && c.Dim == dim {
					return ""
				}
			}
			return fmt.Sprintf("no condition on %s: %s", dim, condsOf(q))
		}
	}
	runClass(t, []qcase{
		{ws: "hotels", q: "How many bookings made in 2023 had a check-in date in 2024?", checks: []check{dated("check_in_date"), period("2023-01-01", "2023-12-31"), explained}},
		{ws: "clinic", q: "how many admissions in 2023 had a discharge date in 2024", checks: []check{dated("discharge_date"), period("2023-01-01", "2023-12-31"), explained}},
	})
}

// TestClassMetricNameNotTable: a word that is a metric's own name ("stays",
// "survey responses") counts what the metric counts, not every row of a
// table the word is also a synonym of (all bookings, cancelled ones too);
// and a metric's name is not split into a table and the rest ("room
// revenue" is no breakdown by room type of revenue).
func TestClassMetricNameNotTable(t *testing.T) {
	noGroups := func(q *understand.Query) string {
		if len(q.Groups) > 0 {
			return fmt.Sprintf("groups %+v", q.Groups)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "hotels", q: "How many stays did guests from Spain have at our hotels in Spain in 2024?", checks: []check{metric("stays")}},
		{ws: "helpdesk", q: "how many survey responses did enterprise customers give in 2024", checks: []check{metric("survey_responses")}},
		{ws: "hotels", q: "What was our total room revenue in 2024?", checks: []check{metric("room_revenue"), noGroups}},
		{ws: "flights", q: "What was our total fuel cost in 2024?", checks: []check{metric("fuel_cost"), noGroups}},
		// (nor after a possessive: "Aurelia Born's room" is no room type)
		{ws: "hotels", q: "What was Aurelia Born's room revenue during the Barcelona Tech Congress 2024?", checks: []check{metric("room_revenue"), noGroups}},
	})
}

// TestClassNegatedPerRow: a negated condition on the rows of a count of
// distinct things with many rows each ("orders had no discount on any of
// their lines", "riders had no e-bike trips") is a doubt: read on each
// row it counts those with a row that is not; a condition on what each
// thing has one of ("orders not shipped by Speedy Express") is not.
func TestClassNegatedPerRow(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "In 1997, how many orders had no discount on any of their lines?", checks: []check{doubted(true)}},
		{ws: "bikes", q: "how many active riders had no e-bike trips in 2024", checks: []check{doubted(true)}},
		{ws: "demo", q: "How many orders in 1997 were not shipped by Speedy Express?", checks: []check{doubted(false)}},
	})
}

// TestClassContrast: two values of one dimension said one against the
// other ("than", "beat") with a word that asks the difference ("how much
// higher", "how many more") are a contrast, the first said less the
// second ("lower": the other way round); said side by side ("medicare vs
// private") they stay a breakdown.
func TestClassContrast(t *testing.T) {
	contrast := func(dim, first, second string, sign int) check {
		return func(q *understand.Query) string {
			c := q.Contrast
			if c == nil || c.Dim != dim || c.Values != [2]string{first, second} || c.Sign != sign {
				return fmt.Sprintf("contrast %+v, want %s %s/%s %d", c, dim, first, second, sign)
			}
			if len(q.Groups) > 0 || q.Order != "" || q.Growth {
				return fmt.Sprintf("groups %v, order %q, growth %v", q.Groups, q.Order, q.Growth)
			}
			return ""
		}
	}
	none := func(q *understand.Query) string {
		if q.Contrast != nil {
			return fmt.Sprintf("contrast %+v", q.Contrast)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "flights", q: "how much higher was the average fare of mainline carriers than low-cost carriers in 2024", checks: []check{contrast("carrier_type", "mainline", "low-cost", 1), explained}},
		{ws: "clinic", q: "how much longer was the average length of stay of medicare patients than private patients in 2024", checks: []check{contrast("insurance_type", "Medicare", "Private", 1), explained}},
		{ws: "library", q: "how much lower was the late return rate of senior members than adult members in 2024", checks: []check{contrast("member_type", "Senior", "Adult", -1), explained}},
		{ws: "clinic", q: "average length of stay medicare vs private 2024", checks: []check{none}},
		// a leading scope naming the measure's own rows with its period
		// ("for loans taken out in 2024"); "percentage points" after a
		// count word read already
		{ws: "library", q: "For loans taken out in 2024, how many percentage points higher was the late return rate on adult cards than on senior cards?", checks: []check{contrast("member_type", "Adult", "Senior", 1), period("2024-01-01", "2024-12-31"), func(q *understand.Query) string {
			if !slices.Equal(q.Score.Unexplained, []string{"taken", "cards", "cards"}) {
				return fmt.Sprintf("unexplained %q, want only \"taken\" and \"cards\"", q.Score.Unexplained)
			}
			return ""
		}}},
		// an average said by its unit, the aggregation and words of its
		// name around the values ("how many more days on average did
		// medicare patients stay": the average length of stay); a period
		// said once with two values set against each other is the
		// contrast's, not a change since the period before
		{ws: "clinic", q: "for 2024 discharges, how many more days on average did medicare patients stay than commercially insured ones?", checks: []check{contrast("insurance_type", "Medicare", "Private", 1), metric("average_length_of_stay"), period("2024-01-01", "2024-12-31")}},
		{ws: "helpdesk", q: "For the tickets we resolved in 2024, how many more hours on average did a billing dispute take to resolve than an ordinary billing question?", checks: []check{contrast("category", "billing dispute", "billing", 1), metric("avg_resolution_hours")}},
		{ws: "flights", q: "In 2024, how many dollars more did the average passenger pay for a ticket on our mainline airlines than on our budget airlines?", checks: []check{contrast("carrier_type", "mainline", "low-cost", 1), metric("avg_fare"), func(q *understand.Query) string {
			if len(q.Also) > 0 {
				return fmt.Sprintf("also %+v: the words of the fare's name are no second measure", q.Also)
			}
			return ""
		}}},
		// a percentage asked of a count, with a filter said, is the rate
		// the workspace declares of that filter ("at paying their bills
		// on time": the on-time payment rate)
		{ws: "utility", q: "In 2024, by how many percentage points did customers on the Standard plan beat Fixed Price 24 customers at paying their bills on time?", checks: []check{contrast("tariff_plan", "Standard", "Fixed Price 24", 1), metric("on_time_payment_rate"), nconds(1)}},
		{ws: "helpdesk", q: "by how many percentage points did Pro customers beat Free customers at getting tickets reopened in 2024?", checks: []check{contrast("plan", "Pro", "Free", 1), metric("reopen_rate"), nconds(1)}},
		{ws: "flights", q: "by how many percentage points did mainline carriers beat low-cost carriers at arriving on time in 2024?", checks: []check{contrast("carrier_type", "mainline", "low-cost", 1), metric("on_time_rate"), nconds(1)}},
		// ("on" is no head of the name "joined on")
		{ws: "library", q: "how many percentage points higher was the late return rate on adult members than on senior members in 2024?", checks: []check{contrast("member_type", "Adult", "Senior", 1), explained, timeDim("")}},
	})
}

// TestClassDateWordFarFromPeriod: the question's only date word dates its
// period further on ("put in requests for both a fault repair and an
// outage repair in 2024": the request date), but not past a comparison or
// a count of times the word is the verb of ("titles borrowed more than 30
// times in 2023": the loans of 2023 are counted).
func TestClassDateWordFarFromPeriod(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many customers put in requests for both a fault repair and an outage repair in 2024", checks: []check{timeDim("requested_date"), explained}},
		{ws: "library", q: "how many titles were borrowed more than 30 times in 2023", checks: []check{having("loans", ">", 30), period("2023-01-01", "2023-12-31"), explained}},
	})
}

// TestClassShortYearAlone: a year of two digits after "in" or "of", inside
// the data's years, is that year ("sales in 98", "ticket revenue of 23"),
// never a number before its noun ("in 24 hours"); a part of a year said
// with the year is the part ("the summer months of 97 (jun thru aug)").
func TestClassShortYearAlone(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "quick-stop avg order value in 98?", checks: []check{metric("average_order_value"), period("1998-01-01", "1998-12-31"), explained}},
		{ws: "utility", q: "how much did we bill in 24?", checks: []check{metric("amount_billed"), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "demo", q: "total sales over the summer months of 97 (jun thru aug)?", checks: []check{metric("revenue"), period("1997-06-01", "1997-08-31")}},
		{ws: "flights", q: "total revenue in 2024, from june to august", checks: []check{metric("total_revenue"), period("2024-06-01", "2024-08-31"), explained}},
	})
	l := lexicon(t, "utility").Read("how many outages were restored in 24 hours in 2024?")
	for _, rs := range l.At {
		for _, r := range rs {
			if r.Kind == understand.Time && l.Tokens[r.Start].Text == "24" {
				t.Errorf("\"in 24 hours\" read as the period %s", r.Period.Label)
			}
		}
	}
}

// TestClassBothPeriods: "both" before two periods asks for the things with
// rows in each (Query.Each), the period spanning them.
func TestClassBothPeriods(t *testing.T) {
	each := func(a, b string) check {
		return func(q *understand.Query) string {
			if len(q.Each) != 2 || q.Each[0].Label != a || q.Each[1].Label != b {
				return fmt.Sprintf("each %v, want %s and %s", q.Each, a, b)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "demo", q: "How many customers ordered in both 1996 and 1998?", checks: []check{each("1996", "1998"), explained}},
		{ws: "library", q: "how many members borrowed in both 2023 and 2024?", checks: []check{each("2023", "2024"), explained}},
	})
}

// TestClassDetachedAverage: an average said after the numbers it is of,
// with nothing measured after it ("review scores in 2021: what was the
// average for women?", "sample sizes of the florida polls: what was the
// average?"), is their average, not a count of their rows.
func TestClassDetachedAverage(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "review scores in 2021: what was the average for women?", checks: []check{aggOf("avg", "reviews.rating"), cond(understand.Cond{Dim: "gender", Values: []string{"Female"}})}},
		{ws: "polls", q: "sample sizes of the florida polls in october 2016: what was the average?", checks: []check{aggOf("avg", "polls.sample_size"), explained}},
	})
}

// TestClassPronounOne: "one" after a determiner and before no noun ("the
// one for the Meridian Alliance", "which one had") stands for a thing
// said, and is no word to explain; "in one month" is a number.
func TestClassPronounOne(t *testing.T) {
	for _, c := range []struct {
		ws, q  string
		weight float64
	}{
		{"flights", "Could you please break down our 2024 load factor by alliance? The figure I actually need is the one for the Meridian Alliance.", 0},
		{"polls", "of the three swing states with the most polls in october 2016, which one had the narrowest lead?", 0},
		{"helpdesk", "whats the most service credit an enterprise customer can get from us in one month, as a %", 1},
	} {
		l := lexicon(t, c.ws).Read(c.q)
		for i, tok := range l.Tokens {
			if tok.Text == "one" && l.Weight[i] != c.weight {
				t.Errorf("%s %q: weight of %q is %v, want %v", c.ws, c.q, tok.Raw, l.Weight[i], c.weight)
			}
		}
	}
	oneRead := func(q *understand.Query) string {
		if slices.Contains(q.Score.Unexplained, "one") {
			return fmt.Sprintf("\"one\" unexplained: %q", q.Score.Unexplained)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "flights", q: "Could you please break down our 2024 load factor by alliance? The figure I actually need is the one for the Meridian Alliance.", checks: []check{metric("load_factor"), explained}},
		{ws: "library", q: "which genre had the most loans in 2024, and how many did that one have?", checks: []check{oneRead}},
	})
}

// TestClassRateNumerator: the filter of a rate's own numerator, read
// from the words of the rate's name ("on-time" of "on-time payment rate"),
// restates the rate and is no condition on its rows (was 100%).
func TestClassRateNumerator(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "What was the on-time payment rate for small business customers in 2024?", checks: []check{metric("on_time_payment_rate"), nconds(1), cond(understand.Cond{Dim: "segment", Values: []string{"small business"}})}},
		{ws: "flights", q: "What was the on-time rate of Bluewater Air in 2024?", checks: []check{metric("on_time_rate"), nconds(1)}},
	})
}

// TestClassWithinARanking: "of our five highest-revenue routes, which one
// had the lowest load factor" ranks by load factor the rows the first
// ranking keeps (Within), one row for "which".
func TestClassWithinARanking(t *testing.T) {
	within := func(metric, by, order string, limit int) check {
		return func(q *understand.Query) string {
			w := q.Within
			if w == nil || q.Measure == nil || q.Measure.Metric != metric || w.Measure.Metric != by || w.Limit != limit || q.Order != order || q.Limit != 1 {
				return fmt.Sprintf("within %+v, measure %+v, order %q limit %d; want %s %s of the top %d by %s", w, q.Measure, q.Order, q.Limit, metric, order, limit, by)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "flights", q: "Of our five highest-revenue routes in 2023, which one had the lowest load factor?", checks: []check{within("load_factor", "total_revenue", "asc", 5), explained}},
		{ws: "clinic", q: "of the three departments with the most admissions in 2023, which had the lowest readmission rate", checks: []check{within("readmission_rate", "admissions", "asc", 3), explained}},
		{ws: "library", q: "of the 5 genres with the most loans in 2024, which had the longest average loan length", checks: []check{within("average_loan_days", "loans", "desc", 5), explained}},
	})
}

// TestClassUnitSaid: "in days", "in minutes" after the measure say the unit
// it is in: used, not a word left over.
func TestClassUnitSaid(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "What was the average lead time, in days, of non-refundable bookings in 2024?", checks: []check{metric("avg_lead_time"), explained}},
		{ws: "bikes", q: "what was the average trip duration in 2024, in minutes", checks: []check{metric("average_trip_duration"), explained}},
	})
}

// TestClassNegationInAValue: a negation that is the first word of a value
// said whole ("non-refundable", "non-binary") is the value, not "not"
// before another one.
func TestClassNegationInAValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "What was the average lead time of non-refundable bookings in 2024?", checks: []check{cond(understand.Cond{Dim: "rate_plan", Values: []string{"Non-refundable"}})}},
		{ws: "hr", q: "how many non-binary employees do we have", checks: []check{cond(understand.Cond{Dim: "gender", Values: []string{"Non-binary"}})}},
	})
}

// TestClassDatePhrasingInLightWords: a date's phrasing the workspace
// declares says which date even in light words ("bookings made in
// December 2024": the booking date, not the check-in date the metric is
// dated by).
func TestClassDatePhrasingInLightWords(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "How many bookings were made in December 2024?", checks: []check{timeDim("booking_date")}},
		{ws: "demo", q: "how many orders were shipped in March 1998", checks: []check{timeDim("ship_date")}},
	})
}

// TestClassCountedByKey: things counted per entity are counted by their
// key, not by a label of their rows that may repeat (guests' names); a
// label with one value per row (a procedure's description) counts alike.
func TestClassCountedByKey(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "How many guests stayed with us more than 5 times in 2024?", checks: []check{func(q *understand.Query) string {
			if q.Entity == nil || !strings.HasSuffix(q.Entity.Column, ".guest_id") {
				return fmt.Sprintf("entity %+v, want a guest_id", q.Entity)
			}
			return ""
		}}},
		{ws: "clinic", q: "How many different procedures were performed at least 500 times in 2023?", checks: []check{entity("procedure")}},
	})
}

// TestClassTwinUnderAFilter: a metric said with a filter its own filters
// leave no row for is the metric that computes the same thing under that
// filter ("room nights on the books": not the room nights of stays, none
// of which are on the books).
func TestClassTwinUnderAFilter(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "How many room nights are on the books for 2025?", checks: []check{metric("on_the_books_room_nights"), nconds(0)}},
		{ws: "flights", q: "how many completed flights were cancelled in 2024", checks: []check{metric("cancelled_flights"), nconds(0)}},
	})
}

// TestClassAtTheMoment: "atm" is shorthand for "at the moment": the state
// of things today, not a word left over.
func TestClassAtTheMoment(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "part-timers on the books in denver atm?", checks: []check{explained}},
		{ws: "utility", q: "how many customers do we have atm", checks: []check{explained}},
	})
}

// TestClassOwnerOfRows: a table's noun said of the rows measured, which
// each belong to one of its rows by one way of joins, is whose the rows
// are ("cardiology patients discharged", "riders take", "guests spend":
// order lines of customers through their orders); not a noun beside
// another ("product categories"), one in a list of breakdowns, one that
// may name a value ("ride minutes by members"), one a count asks for
// first ("of the riders who signed up, how many took a trip").
func TestClassOwnerOfRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "median LOS for cardiology patients discharged in 2023", checks: []check{metric("median_length_of_stay"), explained}},
		{ws: "bikes", q: "How many trips did riders take between March and June 2024?", checks: []check{metric("trips"), explained}},
		{ws: "hotels", q: "how much did guests spend at the spa in lisbon in 2024", checks: []check{explained, nconds(2)}},
		{ws: "demo", q: "Revenue by country and category in 1998", checks: []check{metric("revenue"), groups("customer_country", "category")}},
		{ws: "demo", q: "How many product categories are in the catalog?", checks: []check{measure(understand.Measure{Dim: "category"})}},
		{ws: "bikes", q: "Total ride minutes by members in 2024", checks: []check{nconds(1)}},
		{ws: "library", q: "How many loans from 2023 ended with the item declared lost?", checks: []check{metric("lost_items")}},
	})
}

// TestClassFilterOfNoun: the noun of what is counted or listed that a
// filter on its table declares too says both: "current staff" are active
// and not contractors (the workspace's "staff"), "the stays" listed are the
// bookings that stayed.
func TestClassFilterOfNoun(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "How many of our current staff have never once had a leave request rejected?", checks: []check{cond(understand.Cond{Filter: "staff", Text: "staff", At: 5})}},
		{ws: "hotels", q: "list the stays in Lisbon in March 2024", checks: []check{cond(understand.Cond{Filter: "stayed", Text: "stays", At: 2})}},
	})
}

// TestClassBreakdownRowSaidApart: a breakdown with no ranking and a value
// of its dimension said apart after it asks for that row ("break down the
// units by product category: I only need the number for Confections");
// two names said together that are one name of the data's are that one
// ("product category", not "product" and "category"); a word of the
// measure's own name says no role of the breakdown ("return" of "late
// return rate" is no return district).
func TestClassBreakdownRowSaidApart(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "Hi, could you break down the units we sold in 1998 by product category for me? I only need the number for Confections, thank you.", checks: []check{metric("units_sold"), groups("category")}},
		{ws: "library", q: "Could you please break down our 2024 late return rate by district? The figure I actually need is the one for Harbor, as a percentage.", checks: []check{groups("borrow_district")}},
	})
}

// TestClassPassiveCount: things counted through the rows of what happened
// to them, said with a passive verb, may be counted each time it happened:
// the reading counts each once and says so; "different" says it.
func TestClassPassiveCount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many bikes got dropped off at Pier 52 in July 2024", checks: []check{doubted(true)}},
		{ws: "clinic", q: "how many physicians were assigned to emergency admissions in 2024", checks: []check{doubted(true)}},
		{ws: "helpdesk", q: "how many agents got tickets escalated to them in 2024", checks: []check{doubted(false)}},
		{ws: "library", q: "How many different titles were borrowed in 2024?", checks: []check{doubted(false)}},
		{ws: "bikes", q: "How many different bikes were ridden out of Central Station in December 2024?", checks: []check{doubted(false)}},
	})
}

// TestClassRoleSaidByAFilterOrValue: a word read as a filter or a value
// that also says a role ("got escalated to someone in the Austin office":
// the filter, and the escalation agent's office; "loans returned late at
// the Harbor Point branch": the status, and the return branch) cues that
// role: a condition in another role is doubted or pays for it.
func TestClassRoleSaidByAFilterOrValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "How many tickets opened in 2024 got escalated to someone in the Austin office?", checks: []check{doubted(true)}},
		{ws: "library", q: "how many loans were returned late at the Harbor Point branch in 2024", checks: []check{func(q *understand.Query) string {
			for _, p := range q.Score.Priors {
				if strings.Contains(p, "in another role") {
					return ""
				}
			}
			return fmt.Sprintf("priors %q: the home branch is not the role the words name", q.Score.Priors)
		}}},
	})
}

// TestClassPartSaidBefore: the part of a share said once more in a
// sentence before the question is the part, not a condition of the whole
// too (was 100%); "of the flights cancelled, what percentage were
// cancelled because of weather" says the whole in the question's sentence.
func TestClassPartSaidBefore(t *testing.T) {
	one := func(filter string) check {
		return func(q *understand.Query) string {
			n := 0
			for _, c := range q.Conds {
				if c.Filter == filter {
					n++
					if !c.Part {
						return fmt.Sprintf("%s is a condition of the whole: %+v", filter, q.Conds)
					}
				}
			}
			if n != 1 {
				return fmt.Sprintf("%d conditions %s: %+v", n, filter, q.Conds)
			}
			return ""
		}
	}
	runClass(t, []qcase{
		{ws: "bikes", q: "Roughly half our rides are on e-bikes now, I'm told. What percentage of 2024 trips were actually on electric bikes?", checks: []check{one("ebike_trips")}},
		{ws: "clinic", q: "About three quarters of our admissions are emergency admissions, I hear. What percentage of 2024 admissions were emergency admissions?", checks: []check{one("emergency")}},
		{ws: "flights", q: "Of the flights cancelled in 2023, what percentage were cancelled because of weather?", checks: []check{doubted(false)}},
	})
}

// TestClassWhatDidAsksTheAmount: "what" with an auxiliary after it asks
// what was done ("what did german customers spend": the amount), not which
// of the things after it.
func TestClassWhatDidAsksTheAmount(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "what did german customers spend on beverages in 1997?", checks: []check{metric("revenue"), groups()}},
		{ws: "hotels", q: "what did german guests spend on the spa in 2024?", checks: []check{groups()}},
	})
}

// TestClassInclusion: a condition said with a word that counts its rows
// in ("count the discontinued ones too", "including cancelled flights")
// restricts nothing; a measure whose own conditions may leave them out is
// doubted.
func TestClassInclusion(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many products sold more than 600 units in 1997, including discontinued products", checks: []check{nconds(0), explained}},
		{ws: "demo", q: "How many products sold more than 600 units in 1997? Count the discontinued ones too.", checks: []check{nconds(0)}},
		{ws: "flights", q: "How many flights did Bluewater Air operate in 2024, including cancelled flights?", checks: []check{nconds(1), doubted(true)}},
	})
}

// TestClassPeriodInsideAThreshold: a period said between a threshold's
// number and its noun ("more than 3 of their 2024 bills") dates the rows;
// the noun is what each thing has more than 3 of.
func TestClassPeriodInsideAThreshold(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many customers paid more than 3 of their 2024 bills late", checks: []check{nhaving(1), explained}},
		{ws: "library", q: "how many members returned more than 5 of their 2024 loans late", checks: []check{nhaving(1), explained}},
	})
}

// TestClassBetweenTwoDates: a duration said from one date to another is
// the metric computed from both columns ("from being opened to being
// resolved": the resolution time, not the first response time, which has
// one of them), and it explains the words of both.
func TestClassBetweenTwoDates(t *testing.T) {
	between := func(q *understand.Query) string {
		for _, p := range q.Score.Priors {
			if strings.Contains(p, "computed from the two dates said") {
				return ""
			}
		}
		return fmt.Sprintf("priors %q: no metric of the two dates", q.Score.Priors)
	}
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many tickets resolved in 2024 took more than 168 hours from being opened to being resolved?", checks: []check{between, explained}},
		{ws: "hotels", q: "how many stays in 2024 were booked more than 90 days from the booking date to the check-in date?", checks: []check{between}},
	})
}

// TestClassStillOfAState: "still" before a state the data holds ("still
// unpaid", "still pending") says the state as it is today, which the data
// holds, when no period asks the state of another day.
func TestClassStillOfAState(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "How much in fines is still unpaid?", checks: []check{explained}},
		{ws: "hr", q: "How many leave requests are still pending?", checks: []check{explained}},
		{ws: "hr", q: "How many leave requests were still pending at the end of 2023?", checks: []check{unexplained("still")}},
	})
}

// TestClassLogged: "logged" says as little as "recorded": the rows of the
// period, dated as their measure dates them ("brake problems logged in
// 2023" by the reported date).
func TestClassLogged(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "avg no. of days it took to fix brake problems logged in 2023", checks: []check{metric("average_days_to_resolve"), explained}},
		{ws: "hr", q: "which department logged the most sick leave days in 2023", checks: []check{explained}},
	})
}

// TestClassCountedThrough: the noun of a count metric that keeps all its
// table's rows, said after the things counted, is the rows the count goes
// through ("how many different employees had a vacation request turned
// down": employees, not requests); nouns read otherwise stay so.
func TestClassCountedThrough(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many different employees had a vacation request turned down in 2023", checks: []check{measure(understand.Measure{Table: "employees"}), explained}},
		{ws: "clinic", q: "how many different patients had a cardiology admission in 2024", checks: []check{explained}},
	})
}

// TestClassMisspeltFiller: a misspelt word that needs no reading ("wich",
// "pleaes") needs none misspelt either: it was reported as not understood,
// which flagged a right answer. A misspelt name is still read as the name,
// a word one letter off a filler word is content ("seats" of "stats"), and
// so is one a name reads ("Star" of "Lone Star", not "start").
func TestClassMisspeltFiller(t *testing.T) {
	runClass(t, []qcase{
		{ws: "flights", q: "wich carrier flew the most flights in 2023", checks: []check{groups("carrier"), explained}},
		{ws: "clinic", q: "pleaes tell me how many admissions there were in 2024", checks: []check{metric("admissions"), period("2024-01-01", "2024-12-31"), explained}},
		{ws: "helpdesk", q: "how many enterprise customers have more than 500 seats", checks: []check{unexplained("seats")}},
		{ws: "flights", q: "What was the longest departure delay, in minutes, for a Lone Star flight in 2024?", checks: []check{groups()}},
		{ws: "clinic", q: "how many admisions were there in 2024", checks: []check{metric("admissions"), period("2024-01-01", "2024-12-31")}},
	})
}

// TestClassEachRowsAfterAValue: "on average, how many ... on each dairy
// products order line": a value said before a noun of rows does not name
// the rows the rate is per, though its last word names a table
// ("products", "member"); the noun after it does. And "how many units" of
// the average of the column the units metric sums counts units: the
// average per order line lost to units per order. Both were confidently
// wrong.
func TestClassEachRowsAfterAValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "On average, how many units were on each dairy products order line?", checks: []check{measure(understand.Measure{Column: "order_details.Quantity", Agg: "avg"}), cond(understand.Cond{Dim: "category", Values: []string{"Dairy Products"}})}},
		{ws: "demo", q: "On average, how many units were on each order line in 1997?", checks: []check{measure(understand.Measure{Column: "order_details.Quantity", Agg: "avg"}), period("1997-01-01", "1997-12-31")}},
		{ws: "bikes", q: "On average, how much distance was ridden on each annual member trip in 2023?", checks: []check{perOf("distance", "metric:trips"), period("2023-01-01", "2023-12-31")}},
	})
}

// TestClassBreakdownByItsOwnNumbers: "on average, what rating did each
// performance review give": a breakdown of an average by the very numbers
// it averages ("average rating by rating") has one value per row, itself;
// it was the confident reading (no value, 0.92). Asked for in so many
// words, it is still what is read.
func TestClassBreakdownByItsOwnNumbers(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "On average, what rating did each performance review give in 2024?", checks: []check{metric("average_rating"), groups(), period("2024-01-01", "2024-12-31")}},
		{ws: "helpdesk", q: "average satisfaction score by survey score in 2024", checks: []check{metric("average_satisfaction_score"), groups("survey_score")}},
	})
}

// TestClassNameCutShort: a name said whole ("order line", "bill amount")
// read as the thing one of its words names, the others left over, is
// 0.06 below: "average bill amount per industrial account" was the count
// of bills per account, sure of itself; "on average, how many units were
// on each order line of dairy products" the units per order, flagged.
func TestClassNameCutShort(t *testing.T) {
	for _, c := range []struct{ ws, q, cut string }{
		{"utility", "average bill amount per industrial account in 2024", "bills"},
		{"demo", "On average, how many units were on each order line of dairy products?", "units_sold"},
	} {
		notSureOf(t, c.ws, c.q, c.cut, "a reading of the whole name", func(o *understand.Query) bool { return o.Measure != nil && o.Measure.Metric != c.cut })
	}
}

// notSureOf checks that a question read as the metric wrong is not read
// clear of the readings other picks (what names them).
func notSureOf(t *testing.T, ws, q, wrong, what string, other func(*understand.Query) bool) {
	t.Run(ws+"/"+q, func(t *testing.T) {
		lx := lex(t, ws)
		res := lx.Interpret(q)
		best := res.Best()
		if m := best.Measure; m != nil && m.Metric == wrong {
			if msg := clearOf(lx, what, other, res)(best); msg == "" {
				t.Errorf("%s read clear of %s\n%s", wrong, what, res.Explain(lx, 4))
			}
		}
	})
}

// TestClassPeople: the words for people in general ("people", "ppl",
// "folks") name the workspace's one list of persons, the table with a
// person's attributes (a birth year, a gender, a full name): "how many
// people borrowed a DVD" counts members. They were not understood, and
// the question refused.
func TestClassPeople(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many people borrowed a DVD in 2024", checks: []check{measure(understand.Measure{Table: "members"}), cond(understand.Cond{Dim: "format", Values: []string{"DVD"}}), explained}},
		{ws: "library", q: "how many ppl borrowed an audiobook in 2023", checks: []check{measure(understand.Measure{Table: "members"}), explained}},
		{ws: "bikes", q: "how many people rode an e-bike in 2023", checks: []check{measure(understand.Measure{Table: "riders"}), explained}},
		{ws: "hotels", q: "how many folks stayed with us in Porto in 2024", checks: []check{metric("unique_guests"), explained}},
	})
}

// TestClassBeforeThat: a time-order word pointing back at something the
// question said ("had never borrowed before that", "before it started")
// relates two times; no period reads it, and a reading that drops it
// answers another question: it is reported, not left out as filler (the
// riders of a festival who had "never taken a ride before it started"
// were counted as riders without rides in the festival, at 0.87).
func TestClassBeforeThat(t *testing.T) {
	runClass(t, []qcase{
		{ws: "library", q: "how many members who borrowed a DVD in March 2024 had never borrowed one before that?", checks: []check{unexplained("before")}},
		{ws: "hr", q: "how many employees hired in 2024 had worked here before then", checks: []check{unexplained("before")}},
		{ws: "bikes", q: "How many of the riders who rode during the Harbour Festival had never taken a ride with us before it started?", checks: []check{unexplained("before")}},
	})
}

// TestClassDifferentThingsThroughRows: "how many different sales reps
// took orders from Ernst Handel": the things said after the count word
// are counted, through the rows the verb and noun after them name (their
// verb is not the measure, and a count of the rows' keys on the table
// below them is a count of those rows). It was the number of orders,
// "sales reps" left over (flagged, 9 for 7).
func TestClassDifferentThingsThroughRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "how many different sales reps took orders from Ernst Handel in 1998?", checks: []check{measure(understand.Measure{Dim: "employee"}), cond(understand.Cond{Dim: "customer", Values: []string{"Ernst Handel"}}), explained}},
		{ws: "library", q: "how many different members took out loans at Harbor Point in 2024", checks: []check{measure(understand.Measure{Table: "members"}), explained}},
	})
}

// TestClassCountedHeadOfATable: "how many different doctors admitted
// patients to Westmoor Regional": a count of the doctors' table through
// the admissions is a count of its label dimension, which counts the
// doctors said; it was penalised as counting something else, and the
// count of patients admitted won, sure of itself (591 for 16).
func TestClassCountedHeadOfATable(t *testing.T) {
	for _, c := range []struct{ ws, q, wrong string }{
		{"clinic", "how many different doctors admitted patients to Westmoor Regional in 2024", "patients_admitted"},
		{"demo", "how many different employees sold products to Ernst Handel in 1997", "units_sold"},
	} {
		notSureOf(t, c.ws, c.q, c.wrong, "a count of what was said", func(o *understand.Query) bool { return o.Measure != nil && o.Measure.Dim != "" })
	}
}

// TestClassBeforeTheEndOf: "left before the end of 2024" is by the end of
// 2024, the year itself too: a bound, not the year. It was read as "left
// in 2024", sure of itself (the 2023 hires who left, 14 for 29: those who
// left in 2023 were dropped).
func TestClassBeforeTheEndOf(t *testing.T) {
	until := func(dim, to string) check {
		return func(q *understand.Query) string {
			for _, c := range q.Conds {
				if c.Dim == dim && c.Dated != nil && c.Dated.To.Format("2006-01-02") == to && c.Dated.From.Before(c.Dated.To.AddDate(-1, 0, 0)) {
					return ""
				}
			}
			return fmt.Sprintf("conditions %+v, want %s up to %s", q.Conds, dim, to)
		}
	}
	runClass(t, []qcase{
		{ws: "hr", q: "how many employees were hired in 2023 but left before the end of 2024", checks: []check{until("termination_date", "2024-12-31"), explained}},
		{ws: "library", q: "how many loans from 2023 were returned before the end of 2023", checks: []check{until("returned_on", "2023-12-31"), explained}},
	})
}

// TestClassLinkVerb: a verb that names nothing of the workspace, said of
// the rows and a thing that constrains them, is explained when the text
// that links the two uses it (the staff list is "who took each order";
// tickets.customer_id is "the customer account that raised the ticket");
// one no such text uses stays reported ("handled", "abandon").
func TestClassLinkVerb(t *testing.T) {
	runClass(t, []qcase{
		{ws: "demo", q: "How much revenue came in from the orders Robert King took in the third quarter of 1997?", checks: []check{metric("revenue"), cond(understand.Cond{Dim: "employee", Values: []string{"Robert King"}}), explained}},
		{ws: "helpdesk", q: "How many different customers in EMEA raised at least one P1 ticket during 2024?", checks: []check{explained}},
		{ws: "demo", q: "What percentage of our 1998 revenue came from orders that Janet Leverling handled?", checks: []check{unexplained("handled")}},
		{ws: "helpdesk", q: "how many tickets did customers in EMEA abandon in 2024", checks: []check{unexplained("abandon")}},
	})
}

// TestClassValueOfALongList: a value of a dimension with more values than
// are listed (2,251 employees, 3,227 guest names) is read when the
// question says it whole; it was an unknown word, refused. A possessive
// phrasing ("{value}'s team") is said on the value's last word.
func TestClassValueOfALongList(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "How many people report to Lars Lambert?", checks: []check{metric("headcount"), cond(understand.Cond{Dim: "manager", Values: []string{"Lars Lambert"}}), explained}},
		{ws: "hr", q: "how many people are on Harper Hamilton's team at the moment", checks: []check{metric("headcount"), cond(understand.Cond{Dim: "manager", Values: []string{"Harper Hamilton"}}), explained}},
		{ws: "hotels", q: "how many bookings did Montserrat Navarro make in 2024", checks: []check{metric("bookings"), cond(understand.Cond{Dim: "guest", Values: []string{"Montserrat Navarro"}}), explained}},
	})
}

// TestClassPossessivePhrasing: "{value}'s team" is said with the
// possessive on the value's last word ("Reyes's team"), and the noun after
// a possessive is what the value has, not whose the value is: "Angelica
// Reyes's team" was the agent Angelica Reyes (the "{value} team" of the
// team dimension, and "team" crediting her as an agent), 1 for 11,
// unflagged.
func TestClassPossessivePhrasing(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "how many agents are on Angelica Reyes's team", checks: []check{cond(understand.Cond{Dim: "manager", Values: []string{"Angelica Reyes"}}), explained}},
		{ws: "helpdesk", q: "how many tickets did Angelica Reyes's team resolve in 2024", checks: []check{metric("resolved_tickets"), cond(understand.Cond{Dim: "manager", Values: []string{"Angelica Reyes"}}), explained}},
		{ws: "utility", q: "how many technicians are in Margaret Okonkwo's crew", checks: []check{cond(understand.Cond{Dim: "supervisor", Values: []string{"Margaret Okonkwo"}}), explained}},
	})
}

// TestClassAgentOfAQualifiedNoun: "bought by French customers" says which
// ones did it: the agent's "by" before a noun a value qualifies asks for no
// breakdown. It was revenue by customer (the top one's), unflagged once
// every other word was explained.
func TestClassAgentOfAQualifiedNoun(t *testing.T) {
	noGroup := func(q *understand.Query) string {
		if len(q.Groups) > 0 {
			return fmt.Sprintf("groups %+v, want none", q.Groups)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "demo", q: "Revenue in 1997 from Italian-made products bought by French customers", checks: []check{metric("revenue"), cond(understand.Cond{Dim: "customer_country", Values: []string{"France"}}), noGroup}},
		{ws: "helpdesk", q: "average resolution time in 2024 for P1 tickets raised by German customers", checks: []check{metric("avg_resolution_hours"), cond(understand.Cond{Dim: "country", Values: []string{"Germany"}}), noGroup}},
	})
}

// TestClassCodeLabel: a word a text gives as the name of a number of a
// scale ("from 1 (unsatisfactory) to 5 (outstanding)", "4 (satisfied) or
// 5 (very satisfied)") says which rows: the text that mentions it does not
// explain it. "rated outstanding at least twice" was every employee with
// two reviews (1,467 for 75), and "surveys that came back very satisfied"
// every survey sent, both sure of themselves.
func TestClassCodeLabel(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "how many different people have been rated outstanding at least twice", checks: []check{unexplained("outstanding")}},
		{ws: "helpdesk", q: "how many surveys in 2024 came back very satisfied", checks: []check{unexplained("satisfied")}},
	})
}

// TestClassGrowthInPercent: "by what percentage did X grow" asks a growth
// in percent, not the growth of a share; and "did DVD loans drop" asks
// about a change, after its auxiliary, not to drop a table (refused as a
// request to change data).
func TestClassGrowthInPercent(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "by what percentage did room revenue in Porto grow from 2023 to 2024?", restate: "Growth of room revenue · City Porto · 2023 vs 2024"},
		{ws: "library", q: "by what percent did DVD loans drop from 2023 to 2024?", restate: "Growth of loans · Format DVD · 2023 vs 2024"},
		{ws: "library", q: "how much did DVD loans drop from 2023 to 2024?", restate: "Growth of loans · Format DVD · 2023 vs 2024"},
	})
}

// TestValueNamedWithItsMeasure: a value said with the word of a number of
// its rows ("vacation days": the leave type, and the days column) is what
// a count before it counts, not a qualifier of the noun after it: "the
// number of vacation days people took" was the number of people, sure of
// itself. Only the hr workspace names values so ("sick days", "vacation
// days").
func TestValueNamedWithItsMeasure(t *testing.T) {
	for _, q := range []string{
		"how many vacation days did the customer service folks take in the first half of 2023?",
		"By what percentage did the number of vacation days people took grow from 2022 to 2024?",
	} {
		best := lex(t, "hr").Interpret(q).Best()
		if m := best.Measure; m == nil || m.Table == "employees" || m.Dim != "" {
			t.Errorf("%q: measure %+v, not a count of people", q, best.Measure)
		}
	}
}

// TestClassListInAnotherRole: a breakdown by a list of persons where the
// words name another role of that list ("leave requests they approved":
// the approvers; "tickets escalated to them": the agents escalated to) is
// a reading against the words, doubted when no reading in that role is
// made: it was the requesters' (and the assigned agents'), sure of itself.
func TestClassListInAnotherRole(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "top 4 people by number of leave requests they approved in 2025", checks: []check{doubted(true)}},
		{ws: "helpdesk", q: "which 3 people had the most tickets escalated to them in 2024", checks: []check{doubted(true)}},
		{ws: "hr", q: "top 4 approvers by number of leave requests they approved in 2025", checks: []check{doubted(false)}},
	})
}

// TestClassCountedHeadBeforeAPhrase: "how many stays at our Seville hotel"
// counts stays: the noun the count word names ends at the filler word
// after it, whatever name that word begins ("at our Seville hotel", a
// phrasing of the hotel). "hotel" was taken for the counted noun, and the
// count of hotels won (1 for 593).
func TestClassCountedHeadBeforeAPhrase(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "In 2023, how many stays at our Seville hotel lasted more than 3 nights?", checks: []check{metric("stays")}},
		{ws: "clinic", q: "how many admissions at our Westmoor Regional hospital lasted more than 10 days in 2024?", checks: []check{metric("admissions")}},
	})
}

// TestClassNounInTheRoleItsVerbSays: the noun of a list said of one role
// only ("technicians", a synonym of the assigned technician) is read in
// the twin role a verb of the question says ("completed", "signed off",
// "items returned"): counting or ranking them counts the closers, the
// branches items were returned to. They were the assigned technicians
// and the borrowing branches, sure of themselves.
func TestClassNounInTheRoleItsVerbSays(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many techs completed at least one meter inspection in 2024", checks: []check{entity("closed_by"), explained, doubted(false)}},
		{ws: "utility", q: "which technician signed off the most outage repairs in 2024", checks: []check{groups("closed_by"), explained, doubted(false)}},
		{ws: "utility", q: "which technician closed the most jobs in H1 2025", checks: []check{groups("closed_by"), explained}},
		{ws: "library", q: "how many branches had more than 2000 items returned in 2023", checks: []check{entity("return_branch"), explained}},
		// (the role of the assigned technician when the verb is theirs)
		{ws: "utility", q: "which technician was assigned the most jobs in 2024", checks: []check{groups("technician")}},
		// (a noun of the rows themselves says no role against a verb:
		// "jobs" of "{value}'s jobs")
		{ws: "utility", q: "how many jobs did Laura Hussain sign off in 2024", checks: []check{doubted(false)}},
	})
}

// TestClassFilterOfTheCountedThings: a filter whose name ends with the
// noun counted ("current customers", "existing customers") keeps the
// things a per-entity comparison counts: "how many current customers have
// never had a gas bill" counted every customer (329 for 277), sure.
func TestClassFilterOfTheCountedThings(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many open accounts have never had an electricity bill", checks: []check{entity("customer"), cond(understand.Cond{Filter: "active_accounts"}), explained}},
		{ws: "helpdesk", q: "how many existing customers have never opened a phone ticket", checks: []check{entity("customer"), cond(understand.Cond{Filter: "current_customers"}), explained}},
	})
}

// TestClassNumbersInWords: a number written in words of several parts is
// one number ("thirty thousand dollars" was 30, "two thousand five
// hundred" left "five hundred" unread).
func TestClassNumbersInWords(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "how many bills in 2024 were above forty thousand dollars", checks: []check{cond(understand.Cond{Column: "bills.amount_billed", Op: ">", Num: 40000}), explained}},
		{ws: "utility", q: "how many bills in 2024 came to more than two thousand five hundred dollars", checks: []check{cond(understand.Cond{Column: "bills.amount_billed", Op: ">", Num: 2500}), explained}},
		{ws: "clinic", q: "admissions with total charges over sixty five thousand dollars in 2024", checks: []check{cond(understand.Cond{Column: "admissions.total_charges", Op: ">", Num: 65000}), explained}},
		{ws: "flights", q: "how many flights in 2023 had an arrival delay of more than one hundred and twenty minutes", checks: []check{cond(understand.Cond{Column: "flights.arr_delay_minutes", Op: ">", Num: 120}), explained}},
		{ws: "polls", q: "how many polls had a sample size of at least two thousand", checks: []check{cond(understand.Cond{Column: "polls.sample_size", Op: ">=", Num: 2000})}},
	})
}

// TestClassAmountEachOfCountedThings: "how many riders brought in more
// than $60 of trip revenue each" compares each rider's total (a count of
// other things said before the comparison), not each trip's fare: it was
// the riders with one trip over $60, sure.
func TestClassAmountEachOfCountedThings(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many riders brought in more than $60 of trip revenue each in 2024", checks: []check{having("revenue", ">", 60)}},
		{ws: "hotels", q: "How many guests brought in over €3,000 of room revenue each in 2023?", checks: []check{having("room_revenue", ">", 3000)}},
	})
}

// TestClassRateOverFilteredThings: "on average, what did each Platinum-tier
// member bring in", "each circle member", "each former employee": a rate
// over the things a filter or a value's phrasing names (the guests, the
// employees), not over the value's own dimension (per loyalty tier: the
// tier's total) nor each row.
func TestClassRateOverFilteredThings(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "on average, what did each Platinum-tier member bring in as room revenue in 2023?", checks: []check{metric("room_revenue"), per(understand.Measure{Table: "guests"})}},
		{ws: "hotels", q: "What did each circle member bring in as room revenue in 2023, on average?", checks: []check{metric("room_revenue"), per(understand.Measure{Table: "guests"}), cond(understand.Cond{Filter: "loyalty_members"})}},
		{ws: "hr", q: "on average, how many leave requests did each people manager file in 2024", checks: []check{per(understand.Measure{Table: "employees"}), cond(understand.Cond{Filter: "people_managers"})}},
		// (a noun of the filter's rows after it is the rate's already)
		{ws: "polls", q: "on average how many polls did each battleground state get in September 2016", checks: []check{groups()}},
	})
}

// TestClassPeopleRankedByName: the top people of a list too long to index
// are listed by name, told apart by their key ("top 2 people by sick
// days" was two employee ids).
func TestClassPeopleRankedByName(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hr", q: "top 3 people by leave days taken in 2024", checks: []check{groups("employee")}},
		{ws: "hr", q: "which 2 people had the most leave requests in 2023", checks: []check{groups("employee")}},
		// (rows with no name stay told apart by their key)
		{ws: "clinic", q: "top 2 patients by admissions in 2024", checks: []check{groups("patients.patient_id")}},
	})
}

// TestClassDoersSaidWithAValue: "owned by agents in the Manila office" says
// which agents did it, not a breakdown by agent (it was a share by agent,
// sure, then doubted): the reading without the breakdown is made and wins.
func TestClassDoersSaidWithAValue(t *testing.T) {
	runClass(t, []qcase{
		{ws: "helpdesk", q: "what share of the tickets opened in 2024 were owned by agents in the Austin office",
			checks: []check{groups(), cond(understand.Cond{Dim: "site", Values: []string{"Austin"}, Part: true}), doubted(false)}},
		{ws: "utility", q: "what share of the jobs requested in 2024 were assigned to technicians in the Northern depot", checks: []check{doubted(false)}},
	})
}

// TestClassCommaEndsNegation: a negation said in a clause of its own
// ("leaving out unrated pollsters, how many Florida polls") does not
// reach the words after the comma that ask; a comma between the items of
// a list it excludes still does.
func TestClassCommaEndsNegation(t *testing.T) {
	runClass(t, []qcase{
		{ws: "polls", q: "not counting unrated pollsters, how many Ohio polls ended in September 2016",
			checks: []check{cond(understand.Cond{Filter: "unrated", Exclude: true}), cond(understand.Cond{Dim: "state", Values: []string{"Ohio"}}), explained}},
		{ws: "helpdesk", q: "leaving out escalated tickets, how many chat tickets were opened in March 2024",
			checks: []check{cond(understand.Cond{Filter: "escalated", Exclude: true}), cond(understand.Cond{Dim: "channel", Values: []string{"chat"}}), explained}},
		{ws: "helpdesk", q: "how many tickets were opened in 2024 other than email, chat or phone",
			checks: []check{cond(understand.Cond{Dim: "channel", Values: []string{"chat", "phone"}, Exclude: true}), cond(understand.Cond{Dim: "channel", Values: []string{"email"}, Exclude: true})}},
	})
}

// TestClassShareWholeQualifiers: with no verb between them, what the
// whole of a share is comes from where the part is said: a part said
// before the share word ("knee replacements as a % of the procedure
// charges on ortho stays") leaves all after the measure's noun to the
// whole; a noun qualified up to a comma ("of the passengers departing
// Chicago in 2024, O'Hare and Midway together, flew with ...") says the
// part after it.
func TestClassShareWholeQualifiers(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "hip replacements as a percentage of the procedure charges on orthopedics stays in 2023",
			checks: []check{share, cond(understand.Cond{Dim: "procedure", Values: []string{"Total hip replacement"}, Part: true}), cond(understand.Cond{Dim: "department", Values: []string{"Orthopedics"}})}},
		{ws: "hotels", q: "spa charges as a share of the ancillary revenue at Aurelia Triana in 2024",
			checks: []check{share, cond(understand.Cond{Dim: "charge_category", Values: []string{"spa"}, Part: true}), cond(understand.Cond{Dim: "hotel", Values: []string{"Aurelia Triana"}})}},
		{ws: "flights", q: "What percentage of the passengers arriving in Denver in 2024, all airlines together, flew on Bluewater Air?",
			checks: []check{share, cond(understand.Cond{Dim: "carrier", Values: []string{"Bluewater Air"}, Part: true}), cond(understand.Cond{Dim: "destination_city", Values: []string{"Denver"}})}},
	})
}

// TestClassComparisonOfCountedRows: "at least two trips over $10", "at
// least one gas bill over $500" compare each of the rows counted, not
// their total or average (the riders with two trips and an average fare
// over $10 were counted, sure).
func TestClassComparisonOfCountedRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "bikes", q: "how many riders took at least two trips over $10 in 2024",
			checks: []check{cond(understand.Cond{Column: "trips.fare_usd", Op: ">", Num: 10}), having("trips", ">=", 2), explained}},
		{ws: "utility", q: "how many customers had at least three bills over $400 in 2024",
			checks: []check{cond(understand.Cond{Column: "bills.amount_billed", Op: ">", Num: 400}), having("bills", ">=", 3), explained}},
		{ws: "hotels", q: "how many guests had at least one booking in 2024 with room revenue of more than 2500 euros",
			checks: []check{cond(understand.Cond{Column: "bookings.room_revenue", Op: ">", Num: 2500})}},
		{ws: "bikes", q: "how many riders had at least one e-bike trip in 2023 that lasted more than 45 minutes",
			checks: []check{cond(understand.Cond{Column: "trips.duration_min", Op: ">", Num: 45})}},
		{ws: "library", q: "How many members had at least one loan in 2023 that was more than 20 days overdue?",
			checks: []check{cond(understand.Cond{Column: "loans.days_overdue", Op: ">", Num: 20})}},
		// (a profit no one column holds cannot be compared row by row:
		// the total of each carrier's flights is doubted)
		{ws: "flights", q: "How many carriers had at least one Boston flight in 2023 that made a profit of more than 15000 dollars?",
			checks: []check{doubted(true)}},
		// ("at least one poll" of each poll passes every poll)
		{ws: "polls", q: "how many different pollsters had at least one Iowa poll in 2016 showing Trump ahead by more than 3 points",
			checks: []check{doubted(true)}},
	})
}

// TestClassEachAfterComparisonOfRows: "how many procedures ... were
// billed at more than $40k each": "each" after a comparison of a column
// of the rows counted is each row's value (the procedure's charge), not
// each named procedure's total, nor the admission's charges.
func TestClassEachAfterComparisonOfRows(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "how many procedures on 2024 admissions were charged more than $30,000 each?",
			checks: []check{cond(understand.Cond{Column: "procedures.charge", Op: ">", Num: 30000})}},
		{ws: "hotels", q: "how many bookings in 2024 brought in more than 3000 euros of room revenue each?",
			checks: []check{cond(understand.Cond{Column: "bookings.room_revenue", Op: ">", Num: 3000})}},
	})
}

// TestClassCountSetApart: "I want people, not stays" sets a count apart
// from what is asked; it was read as the guests with no stays (11,727 for
// the top five home countries of the guests who stayed). So do "not the
// whole stay", "not the mean" said on their own: they were left
// unexplained.
func TestClassCountSetApart(t *testing.T) {
	noHaving := func(q *understand.Query) string {
		if len(q.Having) > 0 {
			return fmt.Sprintf("compares %s", q.Having[0].Text)
		}
		return ""
	}
	runClass(t, []qcase{
		{ws: "hotels", q: "Top 3 guest countries by number of different guests who stayed with us in 2023 - people, not stays.",
			checks: []check{metric("unique_guests"), noHaving, explained}},
		{ws: "utility", q: "top 3 regions by number of different customers billed in 2024, customers, not bills",
			checks: []check{noHaving, explained}},
		// ("just the procedure, not the whole stay", "not the mean": what
		// the answer is not, said to be clear, is understood)
		{ws: "clinic", q: "on average what did we charge for a hip replacement in 2023? just the procedure, not the whole stay",
			checks: []check{explained}},
		{ws: "helpdesk", q: "What was the median resolution time of the Billing team's tickets resolved in 2023, in hours? Not the mean.",
			checks: []check{metric("median_resolution_hours"), explained}},
	})
}

// TestClassNegatedNounSetApart: "procedures alone - not the whole stay -
// on Cardiology admissions": a negated noun set apart by dashes is not the
// noun that says whose the value after them is; the value was excluded.
func TestClassNegatedNounSetApart(t *testing.T) {
	runClass(t, []qcase{
		{ws: "clinic", q: "What did we bill for procedures alone - not the whole stay - on Orthopedics admissions in 2023?",
			checks: []check{cond(understand.Cond{Dim: "department", Values: []string{"Orthopedics"}})}},
		{ws: "library", q: "how many late fines did we charge - not the whole loan - on Central Library loans in 2024?",
			checks: []check{cond(understand.Cond{Dim: "borrow_branch", Values: []string{"Central Library"}})}},
	})
}

// TestClassVerbOfLength: "how many stays lasted more than 5 nights": the
// verb that says how long is read with a comparison of a column named
// after the number in a unit of the workspace's own, as with a unit of
// time ("lasted" was left unexplained, for review).
func TestClassVerbOfLength(t *testing.T) {
	runClass(t, []qcase{
		{ws: "hotels", q: "how many stays in 2023 lasted more than 4 nights",
			checks: []check{cond(understand.Cond{Column: "bookings.nights", Op: ">", Num: 4}), explained}},
		{ws: "clinic", q: "how many admissions in 2024 lasted more than 10 days",
			checks: []check{explained}},
	})
}

// TestClassIntensifiers: "every single month" is "every month", and "the
// knee replacement itself" the knee replacement: words that only stress
// what they go with are read as that, none left unexplained.
func TestClassIntensifiers(t *testing.T) {
	readsAsPlain(t, []plainCase{
		{"flights", "which airlines had at least one cancellation in every single month of 2023", "which airlines had at least one cancellation in every month of 2023"},
		{"library", "how many members borrowed at least one item in every single month of 2024", "how many members borrowed at least one item in every month of 2024"},
		{"clinic", "average charge for the hip replacement itself in 2024", "average charge for the hip replacement in 2024"},
		{"helpdesk", "how many tickets did the Billing team itself resolve in 2024", "how many tickets did the Billing team resolve in 2024"},
	})
	// "every single one of their bills" asks for all of them, which no
	// reading says: "one" stays unexplained (it was read as "a single
	// one", every word claimed)
	for _, c := range []struct{ ws, q string }{
		{"utility", "How many Riverside customers paid every single one of their 2023 bills on time?"},
		{"polls", "In how many of the battleground states was Trump ahead in every single one of the October 2016 polls?"},
	} {
		if got := lex(t, c.ws).Interpret(c.q).Best(); len(got.Score.Unexplained) == 0 && len(got.Doubts) == 0 {
			t.Errorf("%s: %q read as %s, sure", c.ws, c.q, got.Signature())
		}
	}
}

// TestClassOneOfThem: "at one of our South region hospitals" is at any of
// them: "one" before "of" counts nothing, and the question reads as it
// does without it.
func TestClassOneOfThem(t *testing.T) {
	readsAsPlain(t, []plainCase{
		{"clinic", "how many stays admitted in 2024 were at one of our South region hospitals", "how many stays admitted in 2024 were at our South region hospitals"},
		{"library", "how many loans in 2024 were made at one of the branches in Harbor district", "how many loans in 2024 were made at the branches in Harbor district"},
	})
}

// plainCase is a question and the same question without the words under
// test.
type plainCase struct{ ws, q, plain string }

// readsAsPlain checks that each question reads as its plain form does,
// every word explained.
func readsAsPlain(t *testing.T, cases []plainCase) {
	t.Helper()
	for _, c := range cases {
		lx := lex(t, c.ws)
		got, want := lx.Interpret(c.q).Best(), lx.Interpret(c.plain).Best()
		if got.Signature() != want.Signature() || len(got.Score.Unexplained) > 0 {
			t.Errorf("%s: %q read as %s (unexplained %q), want as %q: %s", c.ws, c.q, got.Signature(), got.Score.Unexplained, c.plain, want.Signature())
		}
	}
}

// TestClassNegatedNameBeforeACondition: "customers who never paid a bill
// late" read as unpaid (a filter named "never paid") and late, sure: the
// negation that begins a condition's name, before another condition of
// the same rows, may deny both, and is doubted.
func TestClassNegatedNameBeforeACondition(t *testing.T) {
	runClass(t, []qcase{
		{ws: "utility", q: "How many Harbor customers never paid a 2023 bill late?", checks: []check{doubted(true)}},
		{ws: "library", q: "how many members have not paid a fine for a lost item?", checks: []check{doubted(true)}},
		// (a negated name alone is the condition it names)
		{ws: "utility", q: "how many bills were never paid in 2024?", checks: []check{doubted(false)}},
	})
}
