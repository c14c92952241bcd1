package runtime_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
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
