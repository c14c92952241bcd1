package runtime_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// comparable is an answer as JSON without what differs between two runs
// of the same answer: its id, its timings and its signed context.
func comparable(t *testing.T, a *agents.Answer) map[string]any {
	t.Helper()
	raw, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"id", "trace", "context", "thread"} {
		delete(m, k)
	}
	var strip func(v any)
	strip = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			delete(x, "ms")
			for _, e := range x {
				strip(e)
			}
		case []any:
			for _, e := range x {
				strip(e)
			}
		}
	}
	strip(m)
	return m
}

// questions are a workspace's golden questions (the first turn of a
// conversation).
func questions(goldens []*config.Golden) []*config.Golden {
	var out []*config.Golden
	for _, g := range goldens {
		if g.Question != "" && len(g.Turns) == 0 {
			out = append(out, g)
		}
	}
	return out
}

// TestAskedAgainAnswersAlike asks every golden question of the demo and of
// the other domains' workspaces twice: the second answer, from the reading
// and the checks' results Ask keeps and the statements the engine keeps
// prepared, is the first one.
func TestAskedAgainAnswersAlike(t *testing.T) {
	ctx := context.Background()
	for _, dir := range []string{"..", "testdata/flights", "testdata/clinic", "testdata/polls", "testdata/bikeshare", "testdata/library"} {
		t.Run(dir, func(t *testing.T) {
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			gs := questions(rt.Snapshot().Goldens)
			first := make([]map[string]any, len(gs))
			for i, g := range gs {
				a, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
				if err != nil {
					t.Fatal(err)
				}
				first[i] = comparable(t, a)
			}
			for i, g := range gs {
				a, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(first[i], comparable(t, a)); d != "" {
					t.Errorf("%q asked again (-first +again):\n%s", g.Question, d)
				}
			}
		})
	}
}

// TestReloadForgetsKeptAnswers edits the demo's knowledge and data under a
// runtime that has answered its questions (twice, so that what it keeps is
// in use), reloads, and asks again: every answer is the one a runtime
// loaded afresh on the edited workspace gives. Nothing kept for the old
// snapshot (readings, checks' results, prepared statements) is used.
func TestReloadForgetsKeptAnswers(t *testing.T) {
	ctx := context.Background()
	dir := testfs.Demo(t, "..")
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	gs := questions(rt.Snapshot().Goldens)
	// a word the edit makes a synonym of revenue
	extra := &config.Golden{Question: "takings in London in 1997"}
	gs = append(gs, extra)
	for range 2 {
		for _, g := range gs {
			if _, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint}); err != nil {
				t.Fatal(err)
			}
		}
	}
	before, err := rt.Ask(ctx, extra.Question, runtime.AskOptions{})
	if err != nil {
		t.Fatal(err)
	}

	// knowledge: "takings" is revenue
	kpath := filepath.Join(dir, "knowledge.hcl")
	src, err := os.ReadFile(kpath)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), `"revenues", "sales amount"]`, `"revenues", "sales amount", "takings"]`, 1)
	if edited == string(src) {
		t.Fatal("the revenue metric's synonyms are not where the test edits them")
	}
	if err := os.WriteFile(kpath, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	// data: more units on the lines of even products, so that revenue and
	// units change, by product and by everything products sell through;
	// and one more order shipped to London. Counting the orders shipped to
	// London and counting those with order lines (a runner-up reading of
	// "how many orders were shipped to London?") agreed before and agree
	// after; a result kept from before would not.
	editCSV(t, filepath.Join(dir, "data", "northwind", "Order_Details.csv"), func(rows [][]string) [][]string {
		for _, r := range rows[1:] {
			if p, _ := strconv.Atoi(r[1]); p%2 == 0 {
				q, _ := strconv.Atoi(r[3])
				r[3] = strconv.Itoa(q + 7)
			}
		}
		return append(rows, []string{"99999", "11", "14", "5", "0.0"})
	})
	editCSV(t, filepath.Join(dir, "data", "northwind", "Orders.csv"), func(rows [][]string) [][]string {
		for _, r := range rows[1:] {
			if r[10] == "London" {
				order := append([]string(nil), r...)
				order[0] = "99999"
				return append(rows, order)
			}
		}
		t.Fatal("no order shipped to London")
		return nil
	})

	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	// asked first, before a runtime loaded afresh answers it
	if a, err := rt.Ask(ctx, "How many orders were shipped to London?", runtime.AskOptions{}); err != nil || len(a.Alternatives) > 0 {
		t.Errorf("orders shipped to London after the reload: %v, alternatives %v; the two readings agree on the data as it is", err, a.Alternatives)
	}
	fresh, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	for _, g := range gs {
		a, err := rt.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
		if err != nil {
			t.Fatal(err)
		}
		b, err := fresh.Ask(ctx, g.Question, runtime.AskOptions{FormatHint: g.FormatHint})
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(comparable(t, b), comparable(t, a)); d != "" {
			t.Errorf("%q after the reload (-fresh +reloaded):\n%s", g.Question, d)
		}
		if g == extra && a.Route == before.Route && a.Summary == before.Summary {
			t.Errorf("%q answers as before the edit: %s", g.Question, a.Summary)
		}
	}
}

// editCSV rewrites a CSV file's rows (the header first).
func editCSV(t *testing.T, path string, edit func([][]string) [][]string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	w := csv.NewWriter(&sb)
	if err := w.WriteAll(edit(rows)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
