package agents_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/plan"
)

// planCase is a question and how its interpretation must be planned: the
// route, the kind of evidence (pipe, pipe_text, metric, aggregate,
// verified, documents, define, stop) and the plan's shape.
type planCase struct {
	ws, q       string
	route, kind string
	check       func(in *agents.Interpretation) string
	known       string
}

func runPlan(t *testing.T, cases []planCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.ws+"/"+c.q, func(t *testing.T) {
			skipKnown(t, c.known)
			e := engine(t, c.ws)
			in := e.Plan(c.q)
			if in.Plan != nil {
				// every plan is one the executor accepts
				if _, err := plan.Validate(context.Background(), e.Snapshot(), in.Plan); err != nil {
					t.Errorf("invalid plan: %v", err)
				}
			}
			if in.Route != c.route || in.Evidence.Kind != c.kind {
				t.Errorf("route %s (%s), want %s (%s); read as %s", in.Route, in.Evidence.Kind, c.route, c.kind, in.Restatement())
			}
			if in.Evidence.Candidates == 0 {
				t.Error("no candidates counted")
			}
			if c.check != nil {
				if msg := c.check(in); msg != "" {
					t.Error(msg)
				}
			}
			if t.Failed() {
				b, _ := json.Marshal(in.Plan)
				t.Logf("plan: %s\n%s", b, in.Explain(3))
			}
		})
	}
}

// ------------------------------------------------------------ plan checks

func steps(in *agents.Interpretation) []plan.Step {
	if in.Plan == nil {
		return nil
	}
	return in.Plan.Steps
}

func step(in *agents.Interpretation, id string) *plan.Step {
	for i, s := range steps(in) {
		if s.ID == id {
			return &steps(in)[i]
		}
	}
	return nil
}

// all combines plan checks.
func all(checks ...func(*agents.Interpretation) string) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		var msgs []string
		for _, c := range checks {
			if m := c(in); m != "" {
				msgs = append(msgs, m)
			}
		}
		return strings.Join(msgs, "; ")
	}
}

// pipeStep checks a single pipe step and its inputs.
func pipeStep(name string, inputs map[string]any) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		st := steps(in)
		if len(st) == 0 || st[0].Pipe != name {
			return fmt.Sprintf("steps %+v, want the pipe %s first", st, name)
		}
		got := map[string]any{}
		for k, v := range st[0].Inputs {
			got[k] = fmt.Sprint(v)
		}
		want := map[string]any{}
		for k, v := range inputs {
			want[k] = fmt.Sprint(v)
		}
		if !reflect.DeepEqual(got, want) {
			return fmt.Sprintf("inputs %v, want %v", got, want)
		}
		return ""
	}
}

// metricStep checks the step id: its metric, dimensions and filters.
func metricStep(id, metric string, dims []string, filters map[string]any) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		s := step(in, id)
		if s == nil || s.Metric != metric {
			return fmt.Sprintf("no step %s of %s in %+v", id, metric, steps(in))
		}
		if fmt.Sprint(s.Dimensions) != fmt.Sprint(dims) {
			return fmt.Sprintf("step %s: dimensions %v, want %v", id, s.Dimensions, dims)
		}
		got, _ := json.Marshal(s.Filters)
		want, _ := json.Marshal(filters)
		if string(got) != string(want) {
			return fmt.Sprintf("step %s: filters %s, want %s", id, got, want)
		}
		return ""
	}
}

func nsteps(n int) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		if len(steps(in)) != n {
			return fmt.Sprintf("%d steps, want %d", len(steps(in)), n)
		}
		return ""
	}
}

// sqlHas checks the one SQL step for each fragment.
func sqlHas(fragments ...string) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		st := steps(in)
		if len(st) != 1 || st[0].SQL == "" {
			return fmt.Sprintf("steps %+v, want one SQL step", st)
		}
		for _, f := range fragments {
			if !strings.Contains(st[0].SQL, f) {
				return fmt.Sprintf("SQL %s has no %s", st[0].SQL, f)
			}
		}
		return ""
	}
}

func columns(metricCol, keyCol string) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		if in.MetricCol != metricCol || in.KeyCol != keyCol {
			return fmt.Sprintf("metric column %q key %q, want %q %q", in.MetricCol, in.KeyCol, metricCol, keyCol)
		}
		return ""
	}
}

func messageHas(s string) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		if !strings.Contains(in.Message, s) {
			return fmt.Sprintf("message %q has no %q", in.Message, s)
		}
		return ""
	}
}

func outputHas(name string) func(*agents.Interpretation) string {
	return func(in *agents.Interpretation) string {
		for _, o := range in.Plan.Output {
			if o.Name == name {
				return ""
			}
		}
		return fmt.Sprintf("no output column %s in %+v", name, in.Plan.Output)
	}
}

var y1997 = []any{"1997-01-01", "1997-12-31"}

// TestPlanRoutes: an interpretation becomes the pipe that serves it
// exactly, else compiled metric steps, else an aggregate query; or a
// verified query, a pipe read from its words, documents, a definition or a
// refusal. Every route has a case.
func TestPlanRoutes(t *testing.T) {
	runPlan(t, []planCase{
		// a pipe that serves the reading exactly: its metric column, its
		// key, the period as its dates, the N as its limit
		{ws: "demo", q: "revenue by category in 1997", route: agents.RoutePipes, kind: "pipe",
			check: all(pipeStep("revenue_by_category", map[string]any{"from": "1997-01-01", "to": "1997-12-31"}), columns("revenue", "category"))},
		{ws: "flights", q: "top 5 routes by passengers in 2024", route: agents.RoutePipes, kind: "pipe",
			check: all(pipeStep("top_routes", map[string]any{"from": "2024-01-01", "to": "2024-12-31", "limit": 5}), columns("passengers", "route"))},
		{ws: "saas", q: "billings by plan in Q1 2024", route: agents.RoutePipes, kind: "pipe",
			check: pipeStep("billings_by_plan", map[string]any{"from": "2024-01-01", "to": "2024-03-31"})},
		// a listing a pipe serves: its first column is what is listed
		{ws: "demo", q: "show the orders of Around the Horn", route: agents.RoutePipes, kind: "pipe",
			check: pipeStep("customer_orders", map[string]any{"customer": "Around the Horn"})},
		// metric steps
		{ws: "demo", q: "units sold by supplier in 1997", route: agents.RouteMetric, kind: "metric",
			check: all(nsteps(1), metricStep("m", "units_sold", []string{"supplier"}, map[string]any{"period": y1997}), columns("units_sold", "supplier"))},
		{ws: "flights", q: "fuel cost by carrier in 2024", route: agents.RouteMetric, kind: "metric",
			check: metricStep("m", "fuel_cost", []string{"carrier"}, map[string]any{"period": []any{"2024-01-01", "2024-12-31"}})},
		{ws: "clinic", q: "readmissions by specialty in March 2024", route: agents.RouteMetric, kind: "metric",
			check: metricStep("m", "readmissions", []string{"specialty"}, map[string]any{"period": []any{"2024-03-01", "2024-03-31"}})},
		{ws: "demo", q: "revenue excluding Beverages in 1997", route: agents.RouteMetric, kind: "metric",
			check: metricStep("m", "revenue", nil, map[string]any{"category": map[string]any{"not": []any{"Beverages"}}, "period": y1997})},
		{ws: "polls", q: "clinton lead in national polls by week", route: agents.RouteMetric, kind: "metric",
			check: metricStep("m", "clinton_lead", []string{"poll_date"}, map[string]any{"national": true})},
		// a ranking by another metric: a second step, sorted by it
		{ws: "demo", q: "revenue of the top 5 products by units sold", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("rank", "units_sold", []string{"product"}, nil), func(in *agents.Interpretation) string {
				if len(in.Plan.Sort) == 0 || in.Plan.Sort[0].Column != "units_sold" || !in.Plan.Sort[0].Desc || in.Plan.Limit != 5 {
					return fmt.Sprintf("sort %+v limit %d, want units_sold desc, 5", in.Plan.Sort, in.Plan.Limit)
				}
				return ""
			})},
		// a rate: the measure over the count of what follows "per"
		{ws: "demo", q: "freight per order by shipper", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("per", "orders", []string{"shipper"}, nil), outputHas("freight_per_order"), columns("freight_per_order", "shipper"))},
		// an aggregate query: what no metric computes
		{ws: "demo", q: "average quantity by country", route: agents.RouteSQL, kind: "aggregate",
			check: all(sqlHas(`AVG("order_details"."Quantity")`, `GROUP BY "customers".Country`), columns("average_quantity", "customer_country"))},
		{ws: "clinic", q: "average procedure charge by hospital", route: agents.RouteSQL, kind: "aggregate",
			check: sqlHas(`AVG("procedures"."charge")`, "hospital_name")},
		{ws: "demo", q: "how many customers bought Chai in 1997", route: agents.RouteSQL, kind: "aggregate",
			check: sqlHas(`COUNT(DISTINCT CASE WHEN "customers".CompanyName IS NOT NULL THEN "customers"."CustomerID" END)`, `"products".ProductName IN ('Chai')`, "DATE '1997-01-01'")},
		// a count the reader composed, compared between two periods: a
		// step per period and the growth between them
		{ws: "clinic", q: "how much did the number of different patients grow from 2023 to 2024", route: agents.RouteSQL, kind: "aggregate",
			check: func(p *agents.Interpretation) string {
				if len(p.Plan.Steps) != 2 || !strings.Contains(p.Plan.Steps[0].SQL, "DATE '2023-01-01'") || !strings.Contains(p.Plan.Steps[1].SQL, "DATE '2024-01-01'") || p.MetricCol != "growth_pct" {
					return "not a step per period with the growth between them"
				}
				return ""
			}},
		// a comparison zero passes counts the entities with no rows too,
		// unless the entities are themselves dated by the period ("1997
		// orders under $100" are orders of 1997)
		{ws: "demo", q: "how many orders under $100 did we get in 1997?", route: agents.RouteSQL, kind: "aggregate",
			check: func(p *agents.Interpretation) string {
				if sql := p.Plan.Steps[0].SQL; strings.Contains(sql, "AS entity") || !strings.Contains(sql, "AS passing") {
					return "not the orders of 1997 that pass: " + sql
				}
				return ""
			}},
		{ws: "bikes", q: "how many riders took fewer than 3 trips in 2024", route: agents.RouteSQL, kind: "aggregate",
			check: sqlHas("AS entity", "COALESCE(")},
		// of entities that are values of the counted rows' own table, the
		// metric's filter moves into the count, over all their rows (a
		// route with no cancellation had no group of cancelled rows)
		{ws: "flights", q: "how many bluewater routes had no cancellations in 2024", route: agents.RouteSQL, kind: "aggregate",
			check: sqlHas("SUM(CASE WHEN (", "THEN 1 ELSE 0 END) = 0", "AS passing")},
		// the total of the rows a ranking keeps: one number, summed over
		// the ranked and limited rows
		{ws: "demo", q: "top 3 products by revenue in 1997 combined", route: agents.RouteSQL, kind: "aggregate",
			check: all(sqlHas(`SELECT SUM("revenue") AS "combined_revenue"`, "AS ranked", "LIMIT 3"), columns("combined_revenue", ""))},
		{ws: "clinic", q: "how many physicians had over 300 admissions", route: agents.RouteSQL, kind: "aggregate",
			check: all(sqlHas(`SELECT COUNT("physician")`, "HAVING COUNT(*) > 300", "AS passing"), columns("number_of_attending_physicians", "physician"))},
		{ws: "clinic", q: "Show me the patients still in hospital at St. Agnes Hospital", route: agents.RouteSQL, kind: "aggregate",
			check: sqlHas("SELECT DISTINCT", "discharge_date IS NULL", "'St. Agnes Hospital'")},
		// a verified query whose question it is
		{ws: "demo", q: "Which active products are at or below their reorder level?", route: agents.RouteSQL, kind: "verified",
			check: sqlHas("UnitsInStock <= ReorderLevel")},
		{ws: "clinic", q: "How many patients are in each hospital right now?", route: agents.RouteSQL, kind: "verified",
			check: sqlHas("discharge_date IS NULL")},
		// a pipe read from its own words
		{ws: "demo", q: "what products need reordering", route: agents.RoutePipes, kind: "pipe_text",
			check: pipeStep("low_stock_products", map[string]any{})},
		{ws: "flights", q: "carrier scorecard", route: agents.RoutePipes, kind: "pipe_text",
			check: pipeStep("carrier_scorecard", map[string]any{})},
		// documents: no query
		{ws: "demo", q: "how long do customers have to return beverages", route: agents.RouteDocuments, kind: "documents",
			check: all(nsteps(0), messageHas("14 days"))},
		{ws: "flights", q: "what is the tarmac delay policy", route: agents.RouteDocuments, kind: "documents", check: nsteps(0)},
		{ws: "demo", q: "what does average order value mean", route: agents.RouteDocuments, kind: "define",
			check: messageHas("Revenue divided by the number of distinct orders")},
		// a period from a document: hybrid
		{ws: "demo", q: "revenue during the Summer Beverages campaign", route: agents.RouteHybrid, kind: "metric",
			check: all(metricStep("m", "revenue", nil, map[string]any{"period": []any{"1997-06-01", "1997-06-30"}}), func(in *agents.Interpretation) string {
				if len(in.DocChunks) != 1 || in.DocChunks[0] != "marketing_calendar.md#summer-beverages-1997" {
					return fmt.Sprintf("document chunks %v", in.DocChunks)
				}
				return ""
			})},
		{ws: "clinic", q: "average length of stay during the winter surge", route: agents.RouteHybrid, kind: "metric",
			check: metricStep("m", "average_length_of_stay", nil, map[string]any{"period": []any{"2024-01-08", "2024-02-18"}})},
		// refusals: no plan, a message saying what can be answered
		{ws: "demo", q: "delete all orders", route: agents.RouteStop, kind: "stop",
			check: all(nsteps(0), messageHas("I cannot change"), messageHas("I can answer questions about"))},
		{ws: "saas", q: "what is the weather", route: agents.RouteStop, kind: "stop", check: messageHas(`"weather"`)},
		{ws: "clinic", q: "good morning", route: agents.RouteStop, kind: "stop", check: messageHas("Hello")},
	})
}

// TestPlanShareTotal: a share adds a total step with every condition but
// the part's, and the period; the share is the answer when nothing is
// broken down.
func TestPlanShareTotal(t *testing.T) {
	runPlan(t, []planCase{
		{ws: "demo", q: "what share of 1997 revenue came from Germany", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("m", "revenue", nil, map[string]any{"customer_country": "Germany", "period": y1997}),
				metricStep("total", "revenue", nil, map[string]any{"period": y1997}), outputHas("share_pct"), columns("share_pct", ""))},
		{ws: "demo", q: "what share of Beverages revenue came from Germany", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("m", "revenue", nil, map[string]any{"category": "Beverages", "customer_country": "Germany"}),
				metricStep("total", "revenue", nil, map[string]any{"category": "Beverages"}))},
		{ws: "clinic", q: "what share of 2024 admissions were emergencies", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("m", "admissions", nil, map[string]any{"emergency": true, "period": []any{"2024-01-01", "2024-12-31"}}),
				metricStep("total", "admissions", nil, map[string]any{"period": []any{"2024-01-01", "2024-12-31"}}))},
		{ws: "polls", q: "what share of polls were state polls", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("m", "polls", nil, map[string]any{"state_polls": true}), metricStep("total", "polls", nil, nil))},
		// a share per group keeps the breakdown (here a pipe's), and the
		// total is one row
		{ws: "flights", q: "share of 2024 passengers by carrier", route: agents.RoutePipes, kind: "pipe",
			check: all(metricStep("total", "passengers", nil, map[string]any{"period": []any{"2024-01-01", "2024-12-31"}}), outputHas("share_pct"))},
	})
}

// TestPlanGrowth: growth compares two periods, given or (for one period)
// the one before it; per group, the two steps are joined by key and the
// rows ranked once the growth is known.
func TestPlanGrowth(t *testing.T) {
	runPlan(t, []planCase{
		{ws: "demo", q: "revenue growth from 1996 to 1997", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("cur", "revenue", nil, map[string]any{"period": y1997}),
				metricStep("prev", "revenue", nil, map[string]any{"period": []any{"1996-01-01", "1996-12-31"}}),
				outputHas("growth_pct"), columns("growth_pct", ""))},
		// one period: against the period before it, said in the assumptions
		{ws: "demo", q: "revenue growth in 1997", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("prev", "revenue", nil, map[string]any{"period": []any{"1996-01-01", "1996-12-31"}}), func(in *agents.Interpretation) string {
				for _, a := range in.Assumptions {
					if strings.Contains(a, "measured against the period before it") {
						return ""
					}
				}
				return fmt.Sprintf("assumptions %q do not say what 1997 is compared with", in.Assumptions)
			})},
		{ws: "clinic", q: "admissions growth in Q2 2024", route: agents.RouteMetric, kind: "metric",
			check: metricStep("prev", "admissions", nil, map[string]any{"period": []any{"2024-01-01", "2024-03-31"}})},
		{ws: "demo", q: "revenue growth by category from 1996 to 1997", route: agents.RouteMetric, kind: "metric",
			check: all(columns("growth_pct", "category"), func(in *agents.Interpretation) string {
				if p := step(in, "prev"); p == nil || p.Join != "cur.category = prev.category" {
					return fmt.Sprintf("prev step %+v is not joined by category", p)
				}
				return ""
			})},
		{ws: "flights", q: "passengers growth by carrier from 2023 to 2024", route: agents.RouteMetric, kind: "metric",
			check: all(columns("growth_pct", "carrier"), metricStep("prev", "passengers", []string{"carrier"}, map[string]any{"period": []any{"2023-01-01", "2023-12-31"}}))},
	})
}

// TestPlanDerived: the other derived asks — a comparison of two periods
// ("vs"), a trend, a time grain, and the one period a ranking by time
// picks.
func TestPlanDerived(t *testing.T) {
	runPlan(t, []planCase{
		{ws: "demo", q: "revenue 1997 vs 1998", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("cur", "revenue", nil, map[string]any{"period": []any{"1998-01-01", "1998-12-31"}}),
				metricStep("prev", "revenue", nil, map[string]any{"period": y1997}), columns("growth_pct", ""))},
		{ws: "flights", q: "passengers Q1 2024 versus Q1 2023", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("cur", "passengers", nil, map[string]any{"period": []any{"2024-01-01", "2024-03-31"}}),
				metricStep("prev", "passengers", nil, map[string]any{"period": []any{"2023-01-01", "2023-03-31"}}))},
		{ws: "demo", q: "revenue trend in 1997", route: agents.RoutePipes, kind: "pipe",
			check: all(pipeStep("revenue_by_month", map[string]any{"from": "1997-01-01", "to": "1997-12-31"}), columns("revenue", "month"))},
		{ws: "flights", q: "monthly passengers in 2024", route: agents.RouteMetric, kind: "metric",
			check: all(metricStep("m", "passengers", []string{"flight_date"}, map[string]any{"period": []any{"2024-01-01", "2024-12-31"}}), func(in *agents.Interpretation) string {
				if s := step(in, "m"); s.Grain != "month" || s.Order != "" {
					return fmt.Sprintf("grain %q order %q, want month in time order", s.Grain, s.Order)
				}
				return ""
			})},
		{ws: "demo", q: "in which month of 1997 was revenue highest", route: agents.RoutePipes, kind: "pipe",
			check: func(in *agents.Interpretation) string {
				if in.Plan.Limit != 1 || len(in.Plan.Sort) < 2 || !in.Plan.Sort[1].Desc {
					return fmt.Sprintf("sort %+v limit %d, want the highest month only", in.Plan.Sort, in.Plan.Limit)
				}
				return ""
			}},
		{ws: "clinic", q: "quarterly total charges in 2024", route: agents.RouteMetric, kind: "metric",
			check: func(in *agents.Interpretation) string {
				if s := step(in, "m"); s == nil || s.Grain != "quarter" || s.Metric != "total_charges" {
					return fmt.Sprintf("steps %+v, want total charges by quarter", steps(in))
				}
				return ""
			}},
	})
}
