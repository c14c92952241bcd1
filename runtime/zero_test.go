package runtime_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
)

// TestZeroPassesCounted: a comparison per entity that an entity with none
// of the rows passes ("never placed a single order", "fewer than 5 orders
// in 1997") counts those entities too, which no grouping of the rows
// holds. The expected counts are computed here from the CSV files.
func TestZeroPassesCounted(t *testing.T) {
	rows := func(t *testing.T, path string) []map[string]string {
		t.Helper()
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		recs, err := csv.NewReader(f).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		var out []map[string]string
		for _, r := range recs[1:] {
			m := map[string]string{}
			for i, h := range recs[0] {
				m[strings.TrimPrefix(h, "\ufeff")] = r[i]
			}
			out = append(out, m)
		}
		return out
	}
	// entities with fewer than n rows of events (whose date starts with
	// year, "" for any)
	fewer := func(entities, events []map[string]string, key, date, year string, n int) int {
		count := map[string]int{}
		for _, e := range events {
			if strings.HasPrefix(e[date], year) {
				count[e[key]]++
			}
		}
		k := 0
		for _, e := range entities {
			if count[e[key]] < n {
				k++
			}
		}
		return k
	}
	demo := func(name string) []map[string]string { return rows(t, filepath.Join("..", "data", "northwind", name)) }
	lib := func(name string) []map[string]string {
		return rows(t, filepath.Join("testdata", "library", "data", name))
	}
	// only the entities with field = value
	where := func(es []map[string]string, field, value string) []map[string]string {
		var out []map[string]string
		for _, e := range es {
			if e[field] == value {
				out = append(out, e)
			}
		}
		return out
	}
	desk := func(name string) []map[string]string {
		return rows(t, filepath.Join("testdata", "helpdesk", "data", name))
	}
	for _, c := range []struct {
		dir, q string
		want   int
	}{
		// a condition on the entities themselves keeps them, not only their rows
		{"..", "How many customers in Germany have never placed an order?", fewer(where(demo("Customers.csv"), "Country", "Germany"), demo("Orders.csv"), "CustomerID", "OrderDate", "", 1)},
		{"testdata/helpdesk", "How many Enterprise customers never opened a ticket?", fewer(where(desk("customers.csv"), "plan", "Enterprise"), desk("tickets.csv"), "customer_id", "opened_at", "", 1)},
		{"..", "How many customers on record have never placed a single order?", fewer(demo("Customers.csv"), demo("Orders.csv"), "CustomerID", "OrderDate", "", 1)},
		{"..", "How many customers placed fewer than 5 orders in 1997?", fewer(demo("Customers.csv"), demo("Orders.csv"), "CustomerID", "OrderDate", "1997", 5)},
		{"testdata/library", "How many members had fewer than 2 loans in 2024?", fewer(lib("members.csv"), lib("loans.csv"), "member_id", "borrowed_on", "2024", 2)},
	} {
		t.Run(c.q, func(t *testing.T) {
			rt, err := runtime.Load(context.Background(), runtime.Options{Dir: c.dir, NoWrite: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			a, err := rt.Ask(context.Background(), c.q, runtime.AskOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprint(a.Answer); got != fmt.Sprint(c.want) {
				t.Errorf("answer %s (%s), want %d", got, a.Summary, c.want)
			}
		})
	}
}
