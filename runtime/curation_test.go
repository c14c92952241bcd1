package runtime_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/agents"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/evals"
	"github.com/datacopilot/datacopilot/runtime/llm/fakegemini"
)

// learningByID reads one learning from learnings.hcl as written.
func learningByID(t *testing.T, dir, id string) *config.Learning {
	t.Helper()
	ls, err := config.ReadLearnings(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		if l.ID == id {
			return l
		}
	}
	t.Fatalf("learnings.hcl has no learning %s", id)
	return nil
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestGoldensScoreLearnings: an eval run that keeps its history moves the
// confidence of the learnings its goldens applied (up when every golden
// that applied one passed, down when one failed) and adds to their golden
// counts; a golden that applies none leaves them alone; concurrent runs
// lose no count.
func TestGoldensScoreLearnings(t *testing.T) {
	dir, id := repairedWorkspace(t)
	writeFile(t, filepath.Join(dir, "evals", "learned.hcl"), `
golden "learned_right" {
  question    = "`+repairQuestion+`"
  format_hint = "float"
  expect      = 250
}

golden "learned_wrong" {
  question    = "`+repairQuestion+`"
  format_hint = "float"
  expect      = 1
}
`)
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	type counts struct {
		Confidence     float64
		Passed, Failed int
		TimesApplied   int
	}
	got := func() counts {
		l := learningByID(t, dir, id)
		return counts{l.Confidence, l.GoldensPassed, l.GoldensFailed, l.TimesApplied}
	}
	score := func(o evals.Options) *evals.Run {
		t.Helper()
		run := evals.Execute(ctx, rt, o)
		if err := evals.ScoreLearnings(rt, run); err != nil {
			t.Fatal(err)
		}
		return run
	}

	run := score(evals.Options{Names: []string{"learned_right"}})
	if r := run.Results[0]; r.Status != evals.Pass || !cmp.Equal(r.Learnings, []string{id}) {
		t.Fatalf("golden %s: %s, learnings applied %v; want a pass with %s", r.Name, r.Status, r.Learnings, id)
	}
	if diff := cmp.Diff(counts{0.6, 1, 0, 0}, got()); diff != "" {
		t.Errorf("after a passing golden (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]runtime.GoldenScore{{ID: id, Passed: 1, Delta: runtime.ConfidenceUp, Confidence: 0.6}}, run.Learnings); diff != "" {
		t.Errorf("the run's scores (-want +got):\n%s", diff)
	}

	score(evals.Options{Suites: []string{"learned"}}) // one passes, one fails: down
	if diff := cmp.Diff(counts{0.4, 2, 1, 0}, got()); diff != "" {
		t.Errorf("after a passing and a failing golden (-want +got):\n%s", diff)
	}

	run = score(evals.Options{Names: []string{"q1_billings"}}) // applies no learning
	if len(run.Results[0].Learnings) != 0 || len(run.Learnings) != 0 {
		t.Errorf("q1_billings applied %v, scored %v; want none", run.Results[0].Learnings, run.Learnings)
	}
	if diff := cmp.Diff(counts{0.4, 2, 1, 0}, got()); diff != "" {
		t.Errorf("after a golden that applies no learning (-want +got):\n%s", diff)
	}

	// concurrent writers (this runtime and another process's) lose no count
	other, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			by := rt
			if i%2 == 1 {
				by = other
			}
			if _, err := by.ScoreLearnings(map[string]int{id: 1}, map[string]int{id: i % 3 / 2}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	l := learningByID(t, dir, id)
	if l.GoldensPassed != 22 || l.GoldensFailed != 1+6 {
		t.Errorf("after 20 concurrent scores: %d passed, %d failed; want 22, 7", l.GoldensPassed, l.GoldensFailed)
	}
}

// TestLearningContradictsLearning: a new learning that says something else
// for the same term, tables or question flags the one it contradicts
// (which loses confidence) and itself; one that says something else of
// other words flags nothing. Activating the new one clears its flag.
func TestLearningContradictsLearning(t *testing.T) {
	for _, tc := range []struct {
		class string
		old   config.Learning
		new   config.Learning
		want  bool
	}{
		{"same term, another value",
			config.Learning{ID: "naming_a", Category: "naming", Dimension: "account", Term: "blue", Value: "Blue Harbor"},
			config.Learning{ID: "naming_b", Category: "naming", Dimension: "account", Term: "Blue", Value: "Acme Corp"}, true},
		{"same term, a condition",
			config.Learning{ID: "naming_a", Category: "naming", Dimension: "account", Term: "blue", Value: "Blue Harbor"},
			config.Learning{ID: "filter_b", Category: "filter_required", Tables: []string{"invoices"}, Term: "blue", Expr: "amount > 1000"}, true},
		{"same tables, other columns",
			config.Learning{ID: "join_a", Category: "join_pattern", Tables: []string{"accounts", "plans"}, JoinColumn: "account_id", References: "plan_id"},
			config.Learning{ID: "join_b", Category: "join_pattern", Tables: []string{"plans", "accounts"}, JoinColumn: "plan_name", References: "industry"}, true},
		{"same question, another correction",
			config.Learning{ID: "feedback_a", Question: "billings in Q1", Correction: "The answer should be: 6197"},
			config.Learning{ID: "feedback_b", Question: "Billings  in q1", Correction: "The answer should be: 7000"}, true},
		{"same question, another corrected SQL",
			config.Learning{ID: "other_a", Question: "billings in Q1", CorrectedSQL: "SELECT SUM(amount) FROM invoices"},
			config.Learning{ID: "other_b", Question: "billings in Q1", CorrectedSQL: "SELECT SUM(amount) FROM invoices WHERE status = 'paid'"}, true},
		{"same term, same meaning",
			config.Learning{ID: "naming_a", Category: "naming", Dimension: "account", Term: "blue", Value: "Blue Harbor"},
			config.Learning{ID: "filter_b", Category: "naming", Dimension: "account", Term: "blue", Value: "blue harbor"}, false},
		{"other terms",
			config.Learning{ID: "naming_a", Category: "naming", Dimension: "account", Term: "blue", Value: "Blue Harbor"},
			config.Learning{ID: "naming_b", Category: "naming", Dimension: "account", Term: "acme", Value: "Acme Corp"}, false},
		{"same tables joined the same way",
			config.Learning{ID: "join_a", Category: "join_pattern", Tables: []string{"accounts", "plans"}, JoinColumn: "account_id", References: "plan_id"},
			config.Learning{ID: "join_b", Category: "join_pattern", Tables: []string{"plans", "accounts"}, JoinColumn: "plan_id", References: "account_id"}, false},
	} {
		t.Run(tc.class, func(t *testing.T) {
			dir := testfs.Workspace(t, "testdata/saas")
			ctx := context.Background()
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			old, nw := tc.old, tc.new
			old.Description, nw.Description = "old", "new"
			old.Status, nw.Status = config.LearningActive, config.LearningPending
			if err := rt.SaveLearning(&old); err != nil {
				t.Fatal(err)
			}
			if err := rt.SaveLearning(&nw); err != nil {
				t.Fatal(err)
			}
			o, n := learningByID(t, dir, old.ID), learningByID(t, dir, nw.ID)
			if !tc.want {
				if o.Flag != "" || n.Flag != "" || o.Confidence != 0 {
					t.Errorf("flags %q, %q, old confidence %v; want none, as written", o.Flag, n.Flag, o.Confidence)
				}
				return
			}
			if o.Flag != config.FlagContradicted || !strings.HasPrefix(o.FlagReason, "learning "+nw.ID+" says") || o.Confidence != 0.3 {
				t.Errorf("old: flag %q (%s), confidence %v; want contradicted by %s, 0.3", o.Flag, o.FlagReason, o.Confidence, nw.ID)
			}
			if n.Flag != config.FlagContradicted || !strings.HasPrefix(n.FlagReason, "learning "+old.ID+" says") {
				t.Errorf("new: flag %q (%s); want contradicted by %s", n.Flag, n.FlagReason, old.ID)
			}
			q, err := rt.ReviewQueue()
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, l := range q {
				ids = append(ids, l.ID)
			}
			sort.Strings(ids)
			want := []string{old.ID, nw.ID}
			sort.Strings(want)
			if diff := cmp.Diff(want, ids); diff != "" {
				t.Errorf("review queue (-want +got):\n%s", diff)
			}
			// the reviewer keeps the new one: its flag goes, the old one's stays
			if _, err := rt.ActivateLearning(ctx, nw.ID); err != nil {
				t.Fatal(err)
			}
			if n := learningByID(t, dir, nw.ID); n.Flag != "" || n.Status != config.LearningActive {
				t.Errorf("after activate: %s, flag %q; want active, no flag", n.Status, n.Flag)
			}
			if o := learningByID(t, dir, old.ID); o.Flag != config.FlagContradicted {
				t.Errorf("the old learning lost its flag: %+v", o)
			}
		})
	}
}

// TestKnowledgeFlagsLearning: knowledge that says something else for a
// learning's term (or already says it) flags the learning when the
// workspace loads, once; the knowledge wins, so the learning is no longer
// applied. A promotion that makes another learning redundant flags it.
func TestKnowledgeFlagsLearning(t *testing.T) {
	for _, tc := range []struct {
		class, synonyms string
		flag            string
		answer          float64
	}{
		{"a value synonym for another value", `"Northstar Labs" = ["northstar labss"]`, config.FlagContradicted, 0},
		{"the same value synonym", `"Northstar Lab" = ["northstar labss"]`, config.FlagRedundant, 250},
	} {
		t.Run(tc.class, func(t *testing.T) {
			dir, id := repairedWorkspace(t)
			kpath := filepath.Join(dir, "knowledge.hcl")
			src, _ := os.ReadFile(kpath)
			anchor := `synonyms = ["accounts", "customer", "customers", "client"]`
			if !strings.Contains(string(src), anchor) {
				t.Fatal("knowledge.hcl changed; fix the anchor")
			}
			writeFile(t, kpath, strings.Replace(string(src), anchor, anchor+"\n  value_synonyms = { "+tc.synonyms+" }", 1))
			ctx := context.Background()
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
			if err != nil {
				t.Fatal(err)
			}
			l := learningByID(t, dir, id)
			if l.Flag != tc.flag || !strings.Contains(l.FlagReason, "dimension account's value_synonyms") || l.Confidence != 0.3 {
				t.Errorf("flag %q (%s), confidence %v; want %s by the dimension's value_synonyms, 0.3", l.Flag, l.FlagReason, l.Confidence, tc.flag)
			}
			a, err := rt.Ask(ctx, repairQuestion, runtime.AskOptions{FormatHint: "float"})
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Provenance.LearningsApplied) != 0 || (a.Answer != tc.answer && !(tc.answer == 0 && a.Answer == nil)) {
				t.Errorf("answer %v, learnings applied %v; want %v from the knowledge alone", a.Answer, a.Provenance.LearningsApplied, tc.answer)
			}
			rt.Close()
			// a second load does not lower it again
			rt, err = runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
			if err != nil {
				t.Fatal(err)
			}
			rt.Close()
			if l := learningByID(t, dir, id); l.Confidence != 0.3 {
				t.Errorf("confidence %v after a second load; want 0.3", l.Confidence)
			}
		})
	}

	t.Run("a promotion makes another learning redundant", func(t *testing.T) {
		dir, id := repairedWorkspace(t)
		ctx := context.Background()
		rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true})
		if err != nil {
			t.Fatal(err)
		}
		defer rt.Close()
		cond := &config.Learning{ID: "filter_required_cond", Description: "the same account as a condition", Category: "filter_required",
			Tables: []string{"accounts"}, Expr: "account_name = 'Northstar Lab'", Status: config.LearningActive}
		if err := rt.SaveLearning(cond); err != nil {
			t.Fatal(err)
		}
		if _, err := rt.PromoteLearning(ctx, id, runtime.PromoteOptions{To: config.PromoteFilter}); err != nil {
			t.Fatal(err)
		}
		l := learningByID(t, dir, cond.ID)
		if l.Flag != config.FlagRedundant || !strings.Contains(l.FlagReason, "filter northstar_labss already has the condition") || l.Confidence != 0.3 {
			t.Errorf("after the promotion: flag %q (%s), confidence %v; want redundant with filter northstar_labss, 0.3", l.Flag, l.FlagReason, l.Confidence)
		}
		ls, err := rt.ReviewQueue()
		if err != nil || len(ls) != 1 || ls[0].ID != cond.ID {
			t.Errorf("review queue %v, %v; want the redundant learning alone", ls, err)
		}
	})
}

// creditsWorkspace is the billing workspace with a table of credit notes
// that no join relates to the accounts (its key is not named like theirs).
func creditsWorkspace(t *testing.T) string {
	t.Helper()
	dir := testfs.Workspace(t, "testdata/saas")
	k := filepath.Join(dir, "knowledge.hcl")
	src, _ := os.ReadFile(k)
	anchor := `file "invoices" { path = "data/invoices.csv" }`
	if !strings.Contains(string(src), anchor) {
		t.Fatal("knowledge.hcl changed; fix the anchor")
	}
	s := strings.Replace(string(src), anchor, anchor+"\n  file \"credits\"  { path = \"data/credits.csv\" }", 1)
	writeFile(t, k, s+"\ntable \"credits\" { description = \"Credit notes given to accounts.\" }\n")
	writeFile(t, filepath.Join(dir, "data/credits.csv"), "credit_id,acct,credited\n1,1,100\n2,1,50\n3,4,30\n")
	return dir
}

// TestRepairSavesFilterAndJoinLearnings: the model's SQL fails, its repair
// works by adding a condition (or a join) that the knowledge does not
// have; a pending filter (or join) learning is saved with the repair's
// evidence, and the next offline load applies it: the question that needed
// it is answered right without a model, citing it.
func TestRepairSavesFilterAndJoinLearnings(t *testing.T) {
	for _, tc := range []struct {
		class, question, sql, repaired string
		want                           config.Learning // the fields that matter
		offline                        string
		before, after                  string // the offline answer's SQL lacks, then has
		answer                         any
	}{
		{
			class: "a condition the question's words stand for", question: "how many large invoices",
			sql:      `SELECT COUNT(*) AS n FROM invoices WHERE size = 'large'`,
			repaired: `SELECT COUNT(*) AS n FROM invoices i WHERE i.amount >= 1000`,
			want:     config.Learning{Category: "filter_required", Tables: []string{"invoices"}, Term: "large", Expr: "amount >= 1000"},
			offline:  "how many large invoices", after: ">= 1000", answer: 4.0,
		},
		{
			class: "a join no block declares", question: "total credited by region",
			sql:      `SELECT region, SUM(credited) AS credited FROM credits GROUP BY region`,
			repaired: `SELECT a.region, SUM(c.credited) AS credited FROM credits c JOIN accounts a ON a.account_id = c.acct GROUP BY a.region ORDER BY credited DESC`,
			want:     config.Learning{Category: "join_pattern", Tables: []string{"credits", "accounts"}, JoinColumn: "acct", References: "account_id"},
			offline:  "total credited by region", after: `"credits"."acct" = "accounts"."account_id"`, answer: "EMEA",
		},
	} {
		t.Run(tc.class, func(t *testing.T) {
			dir := creditsWorkspace(t)
			ctx := context.Background()
			offline := func() *agents.Answer {
				t.Helper()
				rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, NoCache: true})
				if err != nil {
					t.Fatal(err)
				}
				defer rt.Close()
				a, err := rt.Ask(ctx, tc.offline, runtime.AskOptions{FormatHint: map[bool]string{true: "float", false: "str"}[tc.want.Expr != ""]})
				if err != nil {
					t.Fatal(err)
				}
				return a
			}
			if a := offline(); strings.Contains(strings.Join(a.Provenance.SQL, " "), tc.after) || a.Answer == tc.answer {
				t.Fatalf("before any learning, %q is already answered %v by %v", tc.offline, a.Answer, a.Provenance.SQL)
			}

			fake := fakegemini.New()
			defer fake.Close()
			fake.Push(
				fakegemini.Reply{Text: `{"route": "sql", "plan": {"steps": [{"id": "q", "sql": ` + strconvQuote(tc.sql) + `}]}}`},
				fakegemini.Reply{Text: `{"diagnosis": "the knowledge lacked it", "sql": ` + strconvQuote(tc.repaired) + `}`},
			)
			withModel(t, dir, fake, "", "planner")
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoCache: true, AuditLog: filepath.Join(t.TempDir(), "a.jsonl")})
			if err != nil {
				t.Fatal(err)
			}
			a, err := rt.Ask(ctx, tc.question, runtime.AskOptions{})
			rt.Close()
			if err != nil {
				t.Fatal(err)
			}
			if len(a.Provenance.Repairs) != 1 || !a.Provenance.Repairs[0].Worked {
				t.Fatalf("repairs %+v, warnings %v; want one that worked", a.Provenance.Repairs, a.Warnings)
			}
			ls, err := config.ReadLearnings(dir)
			if err != nil || len(ls) != 1 {
				t.Fatalf("learnings %v, %v; want the one the repair taught", ls, err)
			}
			l := ls[0]
			got := config.Learning{Category: l.Category, Tables: l.Tables, Term: l.Term, Expr: l.Expr, JoinColumn: l.JoinColumn, References: l.References}
			if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreFields(config.Learning{}, "DefRange")); diff != "" {
				t.Errorf("the learning (-want +got):\n%s", diff)
			}
			if l.Status != config.LearningPending || l.Question != tc.question || l.AnswerID != a.ID || l.OriginalSQL != tc.sql || l.CorrectedSQL != tc.repaired || l.OriginalError == "" {
				t.Errorf("the learning lacks its evidence: %+v", l)
			}
			if !slices.Contains(a.Provenance.LearningsApplied, l.ID+" (saved, pending review)") {
				t.Errorf("learnings applied %v; want %s saved", a.Provenance.LearningsApplied, l.ID)
			}

			t.Logf("saved %s: %s", l.ID, l.Description)
			// offline, the next load applies it
			os.Remove(filepath.Join(dir, "agents.hcl"))
			off := offline()
			t.Logf("offline: %v via %v", off.Answer, off.Provenance.SQL)
			if !strings.Contains(strings.Join(off.Provenance.SQL, " "), tc.after) || off.Answer != tc.answer || !slices.Contains(off.Provenance.LearningsApplied, l.ID) {
				t.Errorf("offline: answer %v, SQL %v, learnings %v; want %v through %s", off.Answer, off.Provenance.SQL, off.Provenance.LearningsApplied, tc.answer, l.ID)
			}
		})
	}
}

func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
