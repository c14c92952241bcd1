package runtime_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// TestRepairSavesLearning: a typo matches the wrong account, which has no
// invoices; the check node tries the next closest account, which has, and
// saves the correction as a pending learning. The next load uses it.
func TestRepairSavesLearning(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	// two accounts a typo can confuse; only "Northstar Lab" has invoices
	appendFile(t, filepath.Join(dir, "data/accounts.csv"), "5,Northstar Labs,EMEA,Research\n6,Northstar Lab,EMEA,Research\n")
	appendFile(t, filepath.Join(dir, "data/invoices.csv"), "11,6,1,2024-03-01,250.00,paid\n")

	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	a, err := rt.Ask(ctx, "billings for northstar labss", runtime.AskOptions{FormatHint: "float"})
	rt.Close()
	if err != nil {
		t.Fatal(err)
	}
	if a.Answer != 250.0 || len(a.Provenance.Repairs) != 1 || !a.Provenance.Repairs[0].Worked {
		t.Fatalf("answer %v, repairs %+v; want 250 after one repair", a.Answer, a.Provenance.Repairs)
	}
	src, err := os.ReadFile(filepath.Join(dir, "learnings.hcl"))
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(string(src)), " ")
	for _, want := range []string{`category = "naming"`, `term = "northstar labss"`, `value = "Northstar Lab"`, `status = "pending"`, `corrected_sql = "SELECT`} {
		if !strings.Contains(flat, want) {
			t.Errorf("learnings.hcl lacks %s:\n%s", want, src)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".datacopilot", "audit.jsonl")); err != nil {
		t.Errorf("no audit log: %v", err)
	}

	// reloaded, the learning is a synonym: no repair, and it is cited
	rt, err = runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	a, err = rt.Ask(ctx, "billings for northstar labss", runtime.AskOptions{FormatHint: "float"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Answer != 250.0 || len(a.Provenance.Repairs) != 0 || len(a.Provenance.LearningsApplied) != 1 {
		t.Errorf("after reload: answer %v, repairs %v, learnings %v; want 250, none, one", a.Answer, a.Provenance.Repairs, a.Provenance.LearningsApplied)
	}
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}

// repairedWorkspace is the saas workspace after the repair of
// TestRepairSavesLearning: learnings.hcl holds one pending naming
// learning, saved by the runtime; its ID is returned.
func repairedWorkspace(t *testing.T) (string, string) {
	t.Helper()
	dir := testfs.Workspace(t, "testdata/saas")
	appendFile(t, filepath.Join(dir, "data/accounts.csv"), "5,Northstar Labs,EMEA,Research\n6,Northstar Lab,EMEA,Research\n")
	appendFile(t, filepath.Join(dir, "data/invoices.csv"), "11,6,1,2024-03-01,250.00,paid\n")
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	a, err := rt.Ask(ctx, repairQuestion, runtime.AskOptions{FormatHint: "float"})
	if err != nil || len(a.Provenance.Repairs) != 1 {
		t.Fatalf("no repair: %v %+v", err, a)
	}
	ls, err := rt.Learnings("pending")
	if err != nil || len(ls) != 1 {
		t.Fatalf("pending learnings %v, %v; want the one the repair saved", ls, err)
	}
	if ls[0].AnswerID != a.ID || ls[0].Confidence != 0.5 || ls[0].Question != repairQuestion {
		t.Errorf("the learning records answer %q, confidence %v, question %q; want %q, 0.5, %q", ls[0].AnswerID, ls[0].Confidence, ls[0].Question, a.ID, repairQuestion)
	}
	return dir, ls[0].ID
}

const repairQuestion = "billings for northstar labss"

// onlyAdded fails unless after is before with lines added: every line of
// before is in after, in order, and the added lines are one block.
func onlyAdded(t *testing.T, before, after string) []string {
	t.Helper()
	b, a := strings.Split(before, "\n"), strings.Split(after, "\n")
	var added []string
	i := 0
	for _, line := range a {
		if i < len(b) && line == b[i] {
			i++
			continue
		}
		added = append(added, line)
	}
	if i != len(b) {
		t.Errorf("knowledge.hcl lost or changed line %d %q:\n%s", i+1, b[i], after)
	}
	return added
}

// TestPromoteLearning: a learning saved by a repair is promoted to each
// target; knowledge.hcl only gains the new text (its comments and layout
// are kept), the workspace validates, the learning is marked promoted, and
// the next ask uses the new knowledge instead of the learning.
func TestPromoteLearning(t *testing.T) {
	for _, tc := range []struct {
		to    string
		want  []string // in the added lines
		check func(t *testing.T, a *agents.Answer)
	}{
		{config.PromoteSynonym, []string{`"Northstar Lab" = ["northstar labss"]`}, func(t *testing.T, a *agents.Answer) {
			if a.Answer != 250.0 || len(a.Provenance.Repairs) != 0 {
				t.Errorf("answer %v, repairs %v; want 250 from the value synonym", a.Answer, a.Provenance.Repairs)
			}
		}},
		{config.PromoteFilter, []string{`filter "northstar_labss" {`, `expr     = "account_name = 'Northstar Lab'"`, `synonyms = ["northstar labss"]`}, func(t *testing.T, a *agents.Answer) {
			if a.Answer != 250.0 || len(a.Provenance.Repairs) != 0 || !strings.Contains(strings.Join(a.Provenance.SQL, " "), "Northstar Lab'") {
				t.Errorf("answer %v, repairs %v, SQL %v; want 250 through the filter", a.Answer, a.Provenance.Repairs, a.Provenance.SQL)
			}
		}},
		{config.PromoteRule, []string{`rule "naming_`, `description = "In questions, \"northstar labss\" means account \"Northstar Lab\"."`}, func(t *testing.T, a *agents.Answer) {
			if !strings.Contains(strings.Join(a.Provenance.KnowledgeApplied, " "), "rule naming_") {
				t.Errorf("knowledge applied %v; want the rule", a.Provenance.KnowledgeApplied)
			}
		}},
		{config.PromoteVerified, []string{`verified_query "naming_`, `question = "billings for northstar labss"`, `sql      = <<-SQL`}, func(t *testing.T, a *agents.Answer) {
			if a.Provenance.VerifiedQuery == nil || a.Answer != 250.0 {
				t.Errorf("verified query used %v, answer %v; want the promoted one, 250", a.Provenance.VerifiedQuery, a.Answer)
			}
		}},
	} {
		t.Run(tc.to, func(t *testing.T) {
			dir, id := repairedWorkspace(t)
			kpath := filepath.Join(dir, "knowledge.hcl")
			before, _ := os.ReadFile(kpath)
			ctx := context.Background()
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			p, err := rt.PromoteLearning(ctx, id, runtime.PromoteOptions{To: tc.to})
			if err != nil {
				t.Fatal(err)
			}
			after, _ := os.ReadFile(kpath)
			added := strings.Join(onlyAdded(t, string(before), string(after)), "\n")
			flat := strings.Join(strings.Fields(added), " ")
			for _, w := range tc.want {
				if !strings.Contains(flat, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("added lines lack %s:\n%s", w, added)
				}
			}
			if diags, _ := runtime.Check(ctx, runtime.Options{Dir: dir, NoCache: true}); diags.HasErrors() {
				t.Fatalf("the workspace no longer validates: %v", diags)
			}
			if p.Learning.Status != config.LearningPromoted || !strings.HasPrefix(p.Learning.PromotedTo, tc.to) || p.Line == 0 {
				t.Errorf("after promotion: %+v, learning %+v", p, p.Learning)
			}
			// the runtime reloaded: the next ask uses the new knowledge, not
			// the learning (promoted, it no longer applies)
			a, err := rt.Ask(ctx, repairQuestion, runtime.AskOptions{FormatHint: "float"})
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, a)
			if len(a.Provenance.LearningsApplied) != 0 {
				t.Errorf("learnings applied %v; a promoted learning no longer applies", a.Provenance.LearningsApplied)
			}
			// promoting it again is refused, and writes nothing
			if _, err := rt.PromoteLearning(ctx, id, runtime.PromoteOptions{To: tc.to}); err == nil || !strings.Contains(err.Error(), "already promoted") {
				t.Errorf("second promotion: %v", err)
			}
			if again, _ := os.ReadFile(kpath); string(again) != string(after) {
				t.Error("a refused promotion changed knowledge.hcl")
			}
		})
	}
}

// A promotion that would not validate, or that the learning cannot make,
// writes nothing: knowledge.hcl and learnings.hcl are as they were.
func TestPromoteRefused(t *testing.T) {
	dir, id := repairedWorkspace(t)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	read := func() string {
		k, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl"))
		l, _ := os.ReadFile(filepath.Join(dir, "learnings.hcl"))
		return string(k) + string(l)
	}
	before := read()
	for _, tc := range []struct {
		o    runtime.PromoteOptions
		want string
	}{
		{runtime.PromoteOptions{To: "verified_query", Name: "bad", SQL: "DELETE FROM invoices"}, "does not validate"},
		{runtime.PromoteOptions{To: "filter", Name: "bad", Expr: "no_such_column = 1"}, ""},
		{runtime.PromoteOptions{To: "filter", Name: "broken", Expr: "amount >"}, "does not validate"},
		{runtime.PromoteOptions{To: "synonyms"}, `did you mean "synonym"`},
		{runtime.PromoteOptions{To: "rule", Name: ""}, ""},
	} {
		_, err := rt.PromoteLearning(ctx, id, tc.o)
		if tc.o.Name == "" && tc.o.To == "rule" {
			// the control: a valid promotion goes through
			if err != nil {
				t.Errorf("%+v: %v", tc.o, err)
			}
			continue
		}
		var re *runtime.ReviewError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v; want a ReviewError saying %q", tc.o, err, tc.want)
		}
		if read() != before {
			t.Fatalf("%+v was refused but changed the files", tc.o)
		}
	}
	if _, err := rt.PromoteLearning(ctx, "naming_nope", runtime.PromoteOptions{To: "rule"}); !errors.Is(err, runtime.ErrUnknownLearning) {
		t.Errorf("unknown ID: %v", err)
	}
}

// TestTimesAppliedConcurrent: 100 concurrent asks apply one learning; its
// times_applied is written back in batches and counts every one, and
// learnings.hcl parses at every moment while it is rewritten.
func TestTimesAppliedConcurrent(t *testing.T) {
	dir, id := repairedWorkspace(t)
	old := runtime.LearningsFlushInterval
	runtime.LearningsFlushInterval = 5 * time.Millisecond // many batches, written while asks run
	t.Cleanup(func() { runtime.LearningsFlushInterval = old })
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var reads atomic.Int64
	var readers sync.WaitGroup
	readers.Add(1)
	go func() {
		defer readers.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := config.ReadLearnings(dir); err != nil {
				t.Errorf("learnings.hcl does not parse while being written: %v", err)
				return
			}
			reads.Add(1)
		}
	}()
	const n = 100
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, err := rt.Ask(ctx, repairQuestion, runtime.AskOptions{})
			if err != nil || len(a.Provenance.LearningsApplied) != 1 || a.Provenance.LearningsApplied[0] != id {
				t.Errorf("ask: %v, learnings applied %v", err, a.Provenance.LearningsApplied)
			}
		}()
	}
	wg.Wait()
	rt.Close() // writes what is left
	close(stop)
	readers.Wait()
	ls, err := config.ReadLearnings(dir)
	if err != nil || len(ls) != 1 {
		t.Fatalf("%v %v", ls, err)
	}
	if ls[0].TimesApplied != n {
		t.Errorf("times_applied %d after %d asks", ls[0].TimesApplied, n)
	}
	t.Logf("%d reads of learnings.hcl while it was written", reads.Load())
}

// Feedback moves the confidence of the learnings an answer applied: up
// when right, down when wrong, written back like the counts.
func TestLearningConfidence(t *testing.T) {
	dir, id := repairedWorkspace(t)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	rt.AdjustLearnings([]string{id}, runtime.ConfidenceUp)
	rt.AdjustLearnings([]string{id}, runtime.ConfidenceUp)
	rt.AdjustLearnings([]string{id}, runtime.ConfidenceDown)
	if l, _ := rt.Learning(id); l.Confidence != 0.5 {
		t.Errorf("confidence %v before the write; want 0.5 (0.5 + 0.1 + 0.1 - 0.2)", l.Confidence)
	}
	rt.AdjustLearnings([]string{id}, runtime.ConfidenceUp)
	rt.Close()
	ls, _ := config.ReadLearnings(dir)
	if len(ls) != 1 || ls[0].Confidence != 0.6 {
		t.Errorf("written confidence %v; want 0.6", ls[0].Confidence)
	}
}
