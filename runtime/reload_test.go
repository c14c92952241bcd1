package runtime_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// TestWatchReload edits a workspace under a watching runtime: a good edit
// is served, a bad one keeps the last good snapshot and shows in Health,
// and a new pipe file is picked up.
func TestWatchReload(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	reloads := make(chan error, 16)
	go rt.Watch(ctx, func(err error) { reloads <- err })
	select { // an edit before the watches are in place would be missed
	case <-rt.Watching():
	case <-time.After(10 * time.Second):
		t.Fatal("the watcher did not start within 10s")
	}
	wait := func() error {
		t.Helper()
		select {
		case err := <-reloads:
			return err
		case <-time.After(5 * time.Second):
			t.Fatal("no reload within 5s")
		}
		return nil
	}
	ask := func(q string) string {
		a, err := rt.Ask(ctx, q, runtime.AskOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return a.Route
	}
	if r := ask("total takings in 2024"); r == "metric" {
		t.Fatal("'takings' is not a synonym yet")
	}
	path := filepath.Join(dir, "knowledge.hcl")
	src, _ := os.ReadFile(path)
	good := strings.Replace(string(src), `synonyms    = ["billed", "invoiced amount", "collections"]`, `synonyms    = ["billed", "invoiced amount", "collections", "takings"]`, 1)
	os.WriteFile(path, []byte(good), 0o644)
	if err := wait(); err != nil {
		t.Fatalf("good edit: %v", err)
	}
	if r := ask("total takings in 2024"); r != "metric" {
		t.Errorf("after the edit: route %s, want metric", r)
	}
	os.WriteFile(path, []byte(good+"\nmetric \"broken\" {\n"), 0o644)
	if err := wait(); err == nil {
		t.Fatal("a broken edit reloaded")
	}
	if h := rt.Health(); h.LastReloadError == "" || h.ReloadFailures != 1 {
		t.Errorf("health after a bad edit: %+v", h)
	}
	if r := ask("total takings in 2024"); r != "metric" {
		t.Errorf("the last good snapshot stopped serving: route %s", r)
	}
	os.WriteFile(path, []byte(good), 0o644)
	if err := wait(); err != nil {
		t.Fatalf("fixed edit: %v", err)
	}
	pipe := `pipe "invoice_list" {
  description = "Every invoice with its amount and status."
  examples    = ["list the invoices"]
  sql         = "SELECT invoice_id, amount, status FROM invoices ORDER BY invoice_id"
}
`
	os.WriteFile(filepath.Join(dir, "pipes", "list.hcl"), []byte(pipe), 0o644)
	if err := wait(); err != nil {
		t.Fatalf("new pipe file: %v", err)
	}
	if rt.Snapshot().Pipes["invoice_list"] == nil {
		t.Error("the new pipe file was not picked up")
	}
	if h := rt.Health(); h.LastReloadError != "" {
		t.Errorf("health still shows an error: %s", h.LastReloadError)
	}
}

// TestReloadUnderLoad swaps snapshots while questions are being answered:
// none fails, and retired snapshots close only after their requests.
func TestReloadUnderLoad(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	stop := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				a, err := rt.Ask(ctx, "billings by region in Q1 2024", runtime.AskOptions{FormatHint: "str"})
				if err != nil {
					errs <- err
					return
				}
				if a.Answer != "EMEA" {
					errs <- &askError{a.Summary}
					return
				}
			}
		}()
	}
	for i := 0; i < 20; i++ {
		if err := rt.Reload(ctx); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

type askError struct{ summary string }

func (e *askError) Error() string { return "wrong answer during reload: " + e.summary }

// TestReloadSharesUnchangedData: a reload after an HCL edit shares the
// loaded database; after one data file changes, only its table is loaded
// again, swapped in the same database (engine.DB.Refresh); a file whose
// columns change loads the source afresh.
func TestReloadSharesUnchangedData(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx := context.Background()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	db := rt.Snapshot().Sources["billing"].DB
	appendFile(t, filepath.Join(dir, "knowledge.hcl"), "\n# a comment\n")
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if rt.Snapshot().Sources["billing"].DB != db {
		t.Error("an HCL-only edit loaded the data again")
	}
	time.Sleep(10 * time.Millisecond) // a new modification time
	appendFile(t, filepath.Join(dir, "data/invoices.csv"), "12,1,3,2024-01-20,1000.00,paid\n")
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	src := rt.Snapshot().Sources["billing"]
	if src.DB != db {
		t.Fatal("a data edit of one file loaded the whole source again; want its table swapped in place")
	}
	for _, l := range src.Loads {
		if want := map[bool]string{true: engine.LoadedSaved, false: engine.FromCache}[l.Table == "invoices"]; l.How != want {
			t.Errorf("table %s: %s, want %s", l.Table, l.How, want)
		}
	}
	a, err := rt.Ask(ctx, "What did we bill in the first quarter of 2024?", runtime.AskOptions{FormatHint: "float"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Answer != 7197.0 { // 6197 + the new 1000
		t.Errorf("after the data edit: %v, want 7197", a.Answer)
	}
	// a file whose columns change: the source is loaded afresh
	time.Sleep(10 * time.Millisecond)
	raw, err := os.ReadFile(filepath.Join(dir, "data/plans.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	for i := range lines {
		lines[i] += map[bool]string{true: ",note", false: ","}[i == 0]
	}
	if err := os.WriteFile(filepath.Join(dir, "data/plans.csv"), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := rt.Reload(ctx); err != nil {
		t.Fatal(err)
	}
	if rt.Snapshot().Sources["billing"].DB == db {
		t.Error("a file whose columns changed was swapped in place; want the source loaded afresh")
	}
	if a, err := rt.Ask(ctx, "What did we bill in the first quarter of 2024?", runtime.AskOptions{FormatHint: "float"}); err != nil || a.Answer != 7197.0 {
		t.Errorf("after the column change: %v, %v; want 7197", a.Answer, err)
	}
}

// TestWatchOnlyInputs: files the workspace does not read (a log written
// beside it, notes in its folders, the runtime's own .datacopilot/) do not
// reload it; a data file, a document and an HCL file do.
func TestWatchOnlyInputs(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	os.MkdirAll(filepath.Join(dir, "documents"), 0o755)
	os.WriteFile(filepath.Join(dir, "documents", "faq.md"), []byte("# FAQ\n\nBillings are net.\n"), 0o644)
	appendFile(t, filepath.Join(dir, "knowledge.hcl"), "\ndocument \"faq\" {\n  paths = [\"documents/*.md\"]\n}\n")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	reloads := make(chan error, 100)
	go rt.Watch(ctx, func(err error) { reloads <- err })
	select { // noise before the watches are in place would prove nothing
	case <-rt.Watching():
	case <-time.After(10 * time.Second):
		t.Fatal("the watcher did not start within 10s")
	}

	os.MkdirAll(filepath.Join(dir, ".datacopilot"), 0o755)
	for i := range 20 {
		for _, p := range []string{"app.log", "data/import.log", "pipes/README.md", "documents/draft.txt", ".datacopilot/audit.jsonl", "evals/notes.txt"} {
			f, err := os.OpenFile(filepath.Join(dir, p), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(f, "line %d\n", i)
			f.Close()
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(3 * runtime.Debounce)
	if n := len(reloads); n != 0 {
		t.Fatalf("%d reloads from files that are not inputs", n)
	}
	for _, input := range []string{"data/accounts.csv", "documents/faq.md", "knowledge.hcl"} {
		appendFile(t, filepath.Join(dir, input), "\n")
		select {
		case err := <-reloads:
			if err != nil {
				t.Errorf("%s: %v", input, err)
			}
		case <-time.After(20 * time.Second):
			// (a liveness wait: a loaded CI machine reloads slowly)
			t.Fatalf("no reload after %s changed", input)
		}
	}
}

// TestWatchingSaysWhenChangesAreSeen: Watching is open until Watch watches
// the workspace, then closed: a test (or a caller) waits for it instead of
// sleeping, and the first edit after it reloads.
func TestWatchingSaysWhenChangesAreSeen(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	select {
	case <-rt.Watching():
		t.Fatal("Watching is closed before Watch was called")
	default:
	}
	reloads := make(chan error, 4)
	go rt.Watch(ctx, func(err error) { reloads <- err })
	select {
	case <-rt.Watching():
	case <-time.After(10 * time.Second):
		t.Fatal("Watching not closed within 10s of Watch")
	}
	appendFile(t, filepath.Join(dir, "knowledge.hcl"), "\n# an edit\n")
	select {
	case err := <-reloads:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the first edit after Watching did not reload")
	}
}
