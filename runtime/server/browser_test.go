package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime/config"
)

// chromium finds the browser; under make test and in CI a missing browser
// fails the test rather than skipping it.
func chromium(t *testing.T) string {
	t.Helper()
	return testfs.Program(t, "chromium", "chromium", "chromium-browser", "google-chrome")
}

// TestWebPage asks a question in the chat page in headless Chromium, waits
// for the streamed answer's chart and table to render, and saves a
// screenshot (web.png) to $DATACOPILOT_TESTOUT, or to a temporary folder:
// never into the repository.
func TestWebPage(t *testing.T) {
	bin := chromium(t)
	ts, _, dir := start(t, Options{})
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 1400),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	defer cancel()

	err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/"),
		chromedp.WaitVisible("#question"),
		chromedp.SendKeys("#question", "billings by region in Q1 2024"),
		chromedp.Click("#send"),
		chromedp.WaitVisible("#answer"),
		chromedp.WaitVisible("#chart svg"),
		chromedp.WaitVisible("#result tbody tr"),
	)
	if err != nil {
		t.Fatal(err)
	}
	get := func(a chromedp.Action[string]) string {
		v, err := chromedp.Run(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	summary, steps, sql := get(chromedp.Text("#summary")), get(chromedp.Text("#steps")), get(chromedp.TextContent("#sql"))
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#result tbody tr").length`))
	if err != nil {
		t.Fatal(err)
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(summary, "EMEA had the highest billings") {
		t.Errorf("summary %q", summary)
	}
	for _, want := range []string{"Routed to metric", "Planned 1 step", "Got 3 row", "Answered"} {
		if !strings.Contains(steps, want) {
			t.Errorf("streamed steps lack %q: %q", want, steps)
		}
	}
	if rows != 3 || !strings.Contains(sql, "SELECT") {
		t.Errorf("%d table rows, SQL %q", rows, sql)
	}
	// a column's numbers have the same decimals (its scale): 1,234.50,
	// not 1,234.5 beside 987.25
	decimals, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("#result tbody td.num")).map((td) => td.cellIndex + ":" + ((td.textContent.split(".")[1] || "").length))`))
	if err != nil {
		t.Fatal(err)
	}
	perCol := map[string]string{}
	for _, d := range decimals {
		col, n, _ := strings.Cut(d, ":")
		if perCol[col] == "" {
			perCol[col] = n
		}
		if perCol[col] != n || n != "2" {
			t.Errorf("money cells with different decimals (column:decimals): %v", decimals)
			break
		}
	}
	if len(decimals) == 0 {
		t.Error("no number cells in the table")
	}
	out := screenshotDir(t)
	if err := os.WriteFile(filepath.Join(out, "web.png"), shot, 0o644); err != nil {
		t.Error(err)
	}
	t.Logf("screenshot: %s", filepath.Join(out, "web.png"))

	// thumbs down with a correction saves a learning
	err = chromedp.Do(ctx,
		chromedp.Click("#down"),
		chromedp.WaitVisible("#correction-text"),
		chromedp.SendKeys("#correction-text", "APAC should count the Dune deal"),
		chromedp.Click("#correction button"),
		chromedp.Poll[chromedp.Void](`document.getElementById("thanks").textContent.length > 0`),
	)
	if err != nil {
		t.Fatal(err)
	}
	if thanks := get(chromedp.Text("#thanks")); !strings.Contains(thanks, "saved") {
		t.Errorf("feedback: %q", thanks)
	}

	// a conversation: each question is sent with the last answer's
	// context and follows it up; the thread lists the turns, and "New
	// conversation" starts again
	turns := func() int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#turns li").length`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := turns(); n != 1 {
		t.Errorf("%d turns in the thread after one question", n)
	}
	for i, c := range []struct{ question, read string }{
		{"and in Q2 2024?", "Read as: Billings · by region · Q2 2024"},
		{"only Americas", "Read as: Billings · Region Americas · Q2 2024"},
	} {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("question").value = ""; true`)); err != nil {
			t.Fatal(err)
		}
		err = chromedp.Do(ctx,
			chromedp.SendKeys("#question", c.question),
			chromedp.Click("#send"),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.querySelectorAll("#turns li").length === %d && !document.getElementById("answer").hidden`, i+2)),
		)
		if err != nil {
			t.Fatalf("turn %d %q: %v (summary %q)", i+2, c.question, err, get(chromedp.Text("#summary")))
		}
		if read := get(chromedp.Text("#interpretation")); read != c.read {
			t.Errorf("turn %d %q: %q, want %q", i+2, c.question, read, c.read)
		}
	}
	thread := get(chromedp.Text("#turns"))
	for _, want := range []string{"billings by region in Q1 2024", "and in Q2 2024?", "Read as: Billings · by region · Q2 2024", "only Americas", "EMEA had the highest billings"} {
		if !strings.Contains(thread, want) {
			t.Errorf("the thread lacks %q: %q", want, thread)
		}
	}
	if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(out, "web-conversation.png"), shot, 0o644)
	}
	err = chromedp.Do(ctx,
		chromedp.Click("#new-conversation"),
		chromedp.Poll[chromedp.Void](`document.getElementById("thread").hidden && document.getElementById("answer").hidden`),
	)
	if err != nil {
		t.Fatalf("new conversation: %v", err)
	}
	if n := turns(); n != 0 {
		t.Errorf("%d turns after a new conversation", n)
	}

	// a question with two readings shows how it was read and the other
	// reading as a button that asks it
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("question").value = ""; true`)); err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(ctx,
		chromedp.SendKeys("#question", "amount by region"),
		chromedp.Click("#send"),
		chromedp.WaitVisible("#alternatives button.alt"),
	)
	if err != nil {
		t.Fatal(err)
	}
	if read := get(chromedp.Text("#interpretation")); read != "Read as: Total amount · by region" {
		t.Errorf("interpretation %q", read)
	}
	if conf := get(chromedp.Text("#confidence")); !strings.Contains(conf, "needs human review") {
		t.Errorf("an answer with another reading is not flagged: %q", conf)
	}
	if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(out, "web-alternatives.png"), shot, 0o644)
	}
	alt := get(chromedp.Text("#alternatives button.alt"))
	if alt != "Billings · by region" {
		t.Errorf("alternative %q", alt)
	}
	err = chromedp.Do(ctx,
		chromedp.Click("#alternatives button.alt"),
		chromedp.Poll[chromedp.Void](`document.getElementById("interpretation").textContent === "Read as: Billings · by region"`),
	)
	if err != nil {
		t.Fatalf("clicking the alternative: %v (question %q, summary %q)", err, get(chromedp.Value("#question")), get(chromedp.Text("#summary")))
	}
	if q := get(chromedp.Value("#question")); q != "Billings by region" {
		t.Errorf("the alternative asked %q", q)
	}
	if alts, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("alternatives").hidden`)); err != nil || !alts {
		t.Errorf("the alternative's own answer still shows alternatives (hidden=%v, %v)", alts, err)
	}

	// the review queue: the learning the thumbs-down saved, with its
	// evidence, and a naming learning a repair saved; promote one to a
	// synonym, reject the other, and the queue is empty
	if err := config.AppendLearning(dir, &config.Learning{ID: "naming_web", Description: `In questions, "acme co" means account "Acme Corp".`, Category: "naming",
		Tables: []string{"accounts"}, Dimension: "account", Term: "acme co", Value: "Acme Corp", Confidence: 0.5, TimesApplied: 2, Status: "pending",
		Question: "billings for acme co", OriginalSQL: "SELECT 1 -- before", CorrectedSQL: "SELECT 2 -- after"}); err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(ctx,
		chromedp.Click("#review-refresh"),
		chromedp.WaitVisible(`li[data-id="naming_web"] button.promote`),
		chromedp.WaitVisible(`li[data-id^="feedback_"] button.reject`),
	)
	if err != nil {
		t.Fatal(err)
	}
	queue := get(chromedp.Text("#learnings"))
	for _, want := range []string{"APAC should count the Dune deal", "Question: billings by region in Q1 2024", "Question: billings for acme co", "applied 2 time(s)", "Corrected SQL"} {
		if !strings.Contains(queue, want) {
			t.Errorf("the review queue lacks %q:\n%s", want, queue)
		}
	}
	if sql := get(chromedp.TextContent(`li[data-id="naming_web"] details.corrected-sql pre`)); sql != "SELECT 2 -- after" {
		t.Errorf("corrected SQL %q", sql)
	}
	if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(out, "web-review.png"), shot, 0o644)
	}
	err = chromedp.Do(ctx,
		chromedp.Click(`li[data-id="naming_web"] button.promote`),
		chromedp.Poll[chromedp.Void](`document.getElementById("review-status").textContent.startsWith("Promoted naming_web")`),
		// the queue is drawn anew after a review: type into the new one
		chromedp.Poll[chromedp.Void](`!document.querySelector('li[data-id="naming_web"]') && !!document.querySelector('li[data-id^="feedback_"] input.reason')`),
		chromedp.SendKeys(`li[data-id^="feedback_"] input.reason`, "Dune is not billed yet"),
		chromedp.Click(`li[data-id^="feedback_"] button.reject`),
		chromedp.Poll[chromedp.Void](`document.getElementById("review-status").textContent.startsWith("Rejected")`),
		chromedp.WaitVisible("#review-empty"),
	)
	if err != nil {
		t.Fatalf("review: %v (status %q)", err, get(chromedp.Text("#review-status")))
	}
	if k, _ := os.ReadFile(filepath.Join(dir, "knowledge.hcl")); !strings.Contains(string(k), `"Acme Corp" = ["acme co"]`) {
		t.Errorf("knowledge.hcl after promoting from the page:\n%s", k)
	}
	ls, _ := config.ReadLearnings(dir)
	for _, l := range ls {
		if strings.HasPrefix(l.ID, "feedback_") && (l.Status != "rejected" || l.Reason != "Dune is not billed yet") {
			t.Errorf("rejected from the page: %+v", l)
		}
	}
	// the next question uses the synonym
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("question").value = ""; true`)); err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(ctx,
		chromedp.SendKeys("#question", "billings for acme co"),
		chromedp.Click("#send"),
		chromedp.Poll[chromedp.Void](`document.getElementById("summary").textContent.includes("Acme Corp")`),
	)
	if err != nil {
		t.Errorf("asking with the promoted synonym: %v (summary %q)", err, get(chromedp.Text("#summary")))
	}
}

// screenshotDir is where the browser tests save their screenshots:
// $DATACOPILOT_TESTOUT (for CI to keep them), else a temporary folder.
// Either way outside the repository, which a test must not write to.
func screenshotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("DATACOPILOT_TESTOUT")
	if dir == "" {
		return t.TempDir()
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	if repo, _ := filepath.Abs(filepath.Join("..", "..")); abs == repo || strings.HasPrefix(abs, repo+string(filepath.Separator)) {
		t.Fatalf("DATACOPILOT_TESTOUT=%s is inside the repository; name a folder outside it", dir)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		t.Fatal(err)
	}
	return abs
}

// TestScreenshotsOutsideTheRepository: the browser tests' screenshots go
// to a temporary folder or $DATACOPILOT_TESTOUT, never into the tree.
func TestScreenshotsOutsideTheRepository(t *testing.T) {
	repo, _ := filepath.Abs(filepath.Join("..", ".."))
	elsewhere := filepath.Join(t.TempDir(), "shots")
	for _, env := range []string{"", elsewhere} {
		t.Setenv("DATACOPILOT_TESTOUT", env)
		dir := screenshotDir(t)
		if strings.HasPrefix(dir, repo+string(filepath.Separator)) {
			t.Errorf("DATACOPILOT_TESTOUT=%q: screenshots go to %s, inside the repository", env, dir)
		}
		if env != "" && dir != elsewhere {
			t.Errorf("DATACOPILOT_TESTOUT=%q: screenshots go to %s", env, dir)
		}
	}
}
