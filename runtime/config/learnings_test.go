package config

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclparse"
)

// helperEnv makes the test binary, run again by TestAppendLearningProcesses,
// append one learning and exit.
const helperEnv = "DATACOPILOT_TEST_APPEND_LEARNING"

func TestHelperAppendLearning(t *testing.T) {
	arg := os.Getenv(helperEnv)
	if arg == "" {
		t.Skip("a helper process for TestAppendLearningProcesses")
	}
	dir, id, _ := strings.Cut(arg, "|")
	l := &Learning{ID: id, Description: "learned by process " + id, Category: "naming", Status: "pending", Term: id, Value: "x"}
	if err := AppendLearning(dir, l); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
}

// TestAppendLearningProcesses: 50 processes save a learning each at the
// same time; every one is in learnings.hcl afterwards, which parses and
// keeps its comment.
func TestAppendLearningProcesses(t *testing.T) {
	dir := t.TempDir()
	const comment = "# Reviewed learnings; keep this comment.\n"
	if err := os.WriteFile(filepath.Join(dir, LearningsFile), []byte(comment), 0o644); err != nil {
		t.Fatal(err)
	}
	const n = 50
	var want []string
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i := range n {
		id := fmt.Sprintf("learning_%02d", i)
		want = append(want, id)
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperAppendLearning$")
			cmd.Env = append(os.Environ(), helperEnv+"="+dir+"|"+id)
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Sprintf("%s: %v\n%s", id, err, out)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	src, err := os.ReadFile(filepath.Join(dir, LearningsFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(src), comment) {
		t.Errorf("the comment was lost:\n%.200s", src)
	}
	f, diags := hclparse.NewParser().ParseHCL(src, LearningsFile)
	if diags.HasErrors() {
		t.Fatalf("learnings.hcl does not parse: %v", diags)
	}
	var lf learningsFile
	if diags := gohcl.DecodeBody(f.Body, nil, &lf); diags.HasErrors() {
		t.Fatalf("learnings.hcl does not decode: %v", diags)
	}
	var got []string
	for _, l := range lf.Learnings {
		got = append(got, l.ID)
	}
	sort.Strings(got)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("learnings stored (-want +got):\n%s", d)
	}
	if fi, err := os.Stat(filepath.Join(dir, LearningsFile)); err == nil && fi.Mode().Perm() != 0o644 {
		t.Errorf("learnings.hcl mode %v, want the file's own 0644", fi.Mode().Perm())
	}
}
