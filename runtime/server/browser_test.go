package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromium finds the browser; in CI (CI=true) a missing browser fails the
// test rather than skipping it.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no chromium on PATH: .ci/run must install it (apt-get install -y chromium)")
	}
	t.Skip("no chromium on PATH")
	return ""
}

// TestWebPage asks a question in the chat page in headless Chromium, waits
// for the streamed answer's chart and table to render, and saves a
// screenshot to testout/web.png.
func TestWebPage(t *testing.T) {
	bin := chromium(t)
	ts, _, _ := start(t, Options{})
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
	out := filepath.Join("..", "..", "testout")
	os.MkdirAll(out, 0o755)
	if err := os.WriteFile(filepath.Join(out, "web.png"), shot, 0o644); err != nil {
		t.Error(err)
	}

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
}
