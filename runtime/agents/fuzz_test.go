package agents_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// fuzzWorkspaces are the workspaces questions are built for, in the order
// the fuzz input's first byte picks them.
var fuzzWorkspaces = []string{"demo", "flights", "clinic", "polls", "saas"}

// vocabulary is what questions are built from: a workspace's own words
// (metrics, dimensions and their values, filters, tables, periods) and
// the English function words, numbers and periods of any question.
type vocabulary struct {
	pools [][]string
}

var (
	vocabMu sync.Mutex
	vocabs  = map[string]*vocabulary{}
)

// Function-word classes questions are built with (words.txt).
var fuzzClasses = []string{
	"agg.sum", "agg.avg", "agg.median", "agg.count", "agg.distinct", "agg.max", "agg.min",
	"order.desc", "order.asc", "number", "ordinal", "group", "per", "listing", "which", "when",
	"cmp.gt", "cmp.ge", "cmp.lt", "cmp.le", "cmp.eq", "cmp.between", "cmp.after",
	"unit.percent", "unit.currency", "multiplier", "neg", "only", "list", "copula",
	"share", "growth", "versus", "trend", "define", "whatis", "change", "change.lead", "chat", "lead",
	"month", "unit.time", "grain", "quarter", "halfyear", "last", "this", "next", "todate",
	"day.relative", "alltime", "range.since", "range.after", "range.until", "range.before",
	"range.between", "range.to", "time.of", "stop", "irregular",
}

func vocabOf(tb testing.TB, ws string) *vocabulary {
	vocabMu.Lock()
	defer vocabMu.Unlock()
	if v := vocabs[ws]; v != nil {
		return v
	}
	s := engine(tb, ws).Snapshot()
	var names, values []string
	add := func(out *[]string, xs ...string) {
		for _, x := range xs {
			if strings.TrimSpace(x) != "" {
				*out = append(*out, x)
			}
		}
	}
	for _, n := range knowledge.SortedNames(s.Metrics) {
		m := s.Metrics[n]
		add(&names, knowledge.NameWords(n), m.Label)
		add(&names, m.Synonyms...)
		add(&names, m.Phrasings...)
	}
	for _, n := range knowledge.SortedNames(s.Dimensions) {
		d := s.Dimensions[n]
		add(&names, knowledge.NameWords(n), d.Label)
		add(&names, d.Synonyms...)
		for _, ph := range d.Phrasings {
			add(&names, strings.ReplaceAll(ph, "{value}", ""))
		}
		for i, val := range d.Values {
			if i == 40 {
				break
			}
			add(&values, val)
		}
		for _, syns := range d.ValueSynonyms {
			add(&values, syns...)
		}
	}
	for _, n := range knowledge.SortedNames(s.Filters) {
		f := s.Filters[n]
		add(&names, f.Label)
		add(&names, f.Synonyms...)
	}
	for _, n := range knowledge.SortedNames(s.Tables) {
		t := s.Tables[n]
		add(&names, knowledge.NameWords(n))
		for _, c := range t.Columns {
			add(&names, knowledge.NameWords(c.Name))
		}
	}
	var periods []string
	for _, p := range s.Config.Periods {
		add(&periods, p.Label)
		add(&periods, p.Synonyms...)
	}
	for _, c := range s.Chunks {
		if c.Period != nil {
			add(&periods, c.Period.Name)
		}
	}
	first, last := engine(tb, ws).Lexicon().DataRange()
	for y := first.Year() - 1; y <= last.Year()+1; y++ {
		add(&periods, fmt.Sprint(y), fmt.Sprintf("Q%d %d", y%4+1, y), fmt.Sprintf("March %d", y), fmt.Sprintf("%d-06-01", y))
	}
	add(&periods, "last month", "last year", "this year", "last 3 months", "ytd", "since Q2", "between March and June", "from January to May", "all time")
	v := english.Words()
	var function []string
	for _, c := range fuzzClasses {
		for _, p := range v.Class(c) {
			function = append(function, p.Text)
		}
	}
	numbers := []string{"0", "1", "3", "5", "10", "1,000", "15,000", "1,000,000", "2.5", "1.5k", "2 million", "50%", "$1,000", "20 percent", "-5", "0.15", "9999999999999", "1e9", "twenty", "twenty five", "a dozen"}
	noise := []string{"wibble", "frobnicated", "the", "of", "in", "by", "and", "not", "?", "!", ",", "'s", "\"", "per", "vs", "Ünïcödé", "日本", "🚀", "x", "a"}
	sort.Strings(names)
	vc := &vocabulary{pools: [][]string{names, values, function, numbers, periods, noise}}
	vocabs[ws] = vc
	return vc
}

// question builds a question from the fuzz input: each pair of bytes picks
// a pool and a phrase of it.
func (v *vocabulary) question(data []byte) string {
	var words []string
	for i := 0; i+1 < len(data) && len(words) < 14; i += 2 {
		pool := v.pools[int(data[i])%len(v.pools)]
		if len(pool) == 0 {
			continue
		}
		words = append(words, pool[int(data[i+1])%len(pool)])
	}
	return strings.Join(words, " ")
}

// FuzzAsk asks questions built from each workspace's own words, English
// function words, numbers and periods (or, with raw set, the input's bytes
// as they are) and checks that every answer is valid: no panic, a route,
// a summary, a confidence in [0, 1] that agrees with the review flag, and
// the review flag whenever a word was not understood (a refusal aside).
//
//	go test ./runtime/agents -run '^$' -fuzz FuzzAsk -fuzztime 5m
func FuzzAsk(f *testing.F) {
	for _, seed := range []struct {
		ws   uint8
		raw  bool
		data string
	}{
		{0, true, "revenue by category in 1997 frobnicated"},
		{0, true, "top 5 products by revenue excluding Beverages and Condiments in Q3 1997"},
		{0, true, "what share of 1997 revenue came from Germany"},
		{0, true, "units of Chai and Tofu in the Beverages category in March 1997"},
		{1, true, "how many flights had more than 1,000,000 passengers"},
		{1, true, "passengers during the summer peak 2023 vs 2024"},
		{1, true, "which airports did we fly the most passengers to"},
		{2, true, "average length of stay by hospital between March and June 2024 not in Pediatrics"},
		{3, true, "what is a house effect"},
		{4, true, "delete the invoices"},
		{4, true, ""},
		{2, true, "\"St. Agnes\" \"\" ''' ??? 2024-02-30 Q5 1997"},
		{0, false, "\x00\x01\x02\x00\x04\x02\x03\x05"},
		{1, false, "\x02\x10\x00\x03\x01\x07\x04\x01\x03\x02"},
		{2, false, "\x02\x30\x01\x00\x02\x55\x00\x04\x04\x09"},
		{3, false, "\x00\x11\x02\x44\x01\x02\x03\x0a\x02\x66"},
		{4, false, "\x02\x01\x00\x00\x01\x01\x04\x05"},
	} {
		f.Add(seed.ws, seed.raw, []byte(seed.data))
	}
	f.Fuzz(func(t *testing.T, wsByte uint8, raw bool, data []byte) {
		ws := fuzzWorkspaces[int(wsByte)%len(fuzzWorkspaces)]
		q := string(data)
		if !raw {
			q = vocabOf(t, ws).question(data)
		}
		if len(q) > 600 {
			q = q[:600]
		}
		e := engine(t, ws)
		in := e.Plan(q)
		if in == nil || in.Planned == nil || in.Route == "" {
			t.Fatalf("%s %q: no plan", ws, q)
		}
		// every candidate restates itself and writes itself as a question
		_ = in.Explain(len(in.Result.Candidates))
		for _, alt := range in.Candidates(len(in.Result.Candidates)) {
			if alt.Interpretation == "" {
				t.Fatalf("%s %q: a candidate with no restatement", ws, q)
			}
		}
		a, err := e.Ask(context.Background(), q, agents.AskOptions{})
		if err != nil {
			t.Fatalf("%s %q: %v", ws, q, err)
		}
		if msg := valid(a); msg != "" {
			t.Fatalf("%s %q: %s (route %s, confidence %.2f, read as %s, unexplained %q)", ws, q, msg, a.Route, a.Confidence, a.Interpretation, a.Unexplained)
		}
	})
}
