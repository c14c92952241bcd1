package evals

import (
	"bufio"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/internal/jsonl"
)

// Report formats.
var Reports = []string{"json", "junit", "markdown"}

// WriteReport writes a run in one of Reports.
func WriteReport(w io.Writer, run *Run, format string) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(run)
	case "junit":
		return writeJUnit(w, run)
	case "markdown":
		writeMarkdown(w, run)
		return nil
	}
	return fmt.Errorf("unknown report format %q; use %s", format, strings.Join(Reports, ", "))
}

// WriteConsole prints the run as a table with a line per failure.
func WriteConsole(w io.Writer, run *Run) {
	width := len("golden")
	for _, r := range run.Results {
		width = max(width, len(r.Name))
	}
	fmt.Fprintf(w, "%-*s  %-6s  %-6s  %8s  %-18s  %s\n", width, "golden", "status", "review", "ms", "off by (relative)", "route")
	for _, r := range run.Results {
		flag := ""
		if r.NeedsReview {
			flag = "yes"
		}
		if r.ConfidentlyWrong() {
			flag = "NO (!)" // wrong and not flagged
		}
		fmt.Fprintf(w, "%-*s  %-6s  %-6s  %8.1f  %-18s  %s\n", width, r.Name, strings.ToUpper(r.Status), flag, r.Millis, r.Deviation, r.Route)
		for _, f := range r.Failures {
			fmt.Fprintf(w, "%*s  - %s\n", width, "", f)
		}
		if r.Error != "" && len(r.Turns) == 0 {
			fmt.Fprintf(w, "%*s  - %s\n", width, "", firstLine(r.Error))
		}
		// a conversation: a line per turn, its failures under it
		for _, t := range r.Turns {
			fmt.Fprintf(w, "%*s  %-4s %-5s %q → %s\n", width, "", strings.TrimPrefix(t.Name, r.Name), strings.ToUpper(t.Status), t.Question, show(t.Answer))
			if t.Status != Pass {
				for _, f := range t.Failures {
					fmt.Fprintf(w, "%*s         - %s\n", width, "", f)
				}
				if t.Error != "" {
					fmt.Fprintf(w, "%*s         - %s\n", width, "", firstLine(t.Error))
				}
			}
		}
	}
	fmt.Fprintf(w, "\n%s\n", Headline(run))
	if run.Turns > 0 {
		fmt.Fprintf(w, "%s\n", turnsLine(run))
	}
	for _, c := range run.Suites {
		fmt.Fprintf(w, "%s\n", c)
	}
	if len(run.Learnings) > 0 {
		fmt.Fprintf(w, "\nLearnings applied by the goldens (confidence moved):\n")
		for _, l := range run.Learnings {
			fmt.Fprintf(w, "  %s: %d passed, %d failed → confidence %+.2f to %.2f\n", l.ID, l.Passed, l.Failed, l.Delta, l.Confidence)
		}
	}
}

// String is the calibration in one line.
func (c Calibration) String() string {
	return fmt.Sprintf("suite %s: %d/%d right (%.1f%%), %d confidently wrong, unflagged precision %.1f%%, %d right answers flagged (%.1f%%)",
		c.Suite, c.Right, c.Total, 100*c.Accuracy, c.ConfidentlyWrong, 100*c.Precision, c.RightFlagged, 100*c.ReviewRate)
}

// turnsLine is the figure of the conversations' turns.
func turnsLine(run *Run) string {
	return fmt.Sprintf("conversation turns: %d/%d right (%.1f%%)", run.TurnsRight, run.Turns, 100*float64(run.TurnsRight)/float64(run.Turns))
}

// Headline is the one-line result: "48/50 passed (96.0%), 2 failed, 0 errored in 312 ms".
func Headline(run *Run) string {
	total := len(run.Results)
	return fmt.Sprintf("%d/%d passed (%.1f%%), %d failed, %d errored in %.0f ms", run.Passed, total, 100*run.Accuracy, run.Failed, run.Errored, run.Millis)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name      string      `xml:"name,attr"`
	Tests     int         `xml:"tests,attr"`
	Failures  int         `xml:"failures,attr"`
	Errors    int         `xml:"errors,attr"`
	Time      string      `xml:"time,attr"`
	Timestamp string      `xml:"timestamp,attr"`
	Props     []junitProp `xml:"properties>property"`
	Cases     []junitCase `xml:"testcase"`
}

type junitProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitFailure `xml:"failure,omitempty"`
	Error     *junitFailure `xml:"error,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

func secs(ms float64) string { return fmt.Sprintf("%.3f", ms/1000) }

// writeJUnit writes one testcase per golden; a failure's text has the
// question, expected and actual answers, and the SQL that ran.
func writeJUnit(w io.Writer, run *Run) error {
	suite := junitSuite{Name: "datacopilot eval", Tests: len(run.Results), Failures: run.Failed, Errors: run.Errored,
		Time: secs(run.Millis), Timestamp: strings.TrimSuffix(run.Time, "Z"),
		Props: []junitProp{{"workspace", run.Workspace}, {"knowledge_sha256", run.Fingerprint.Hash}, {"agents", strings.Join(run.Agents, ", ")}}}
	for _, c := range run.Suites {
		suite.Props = append(suite.Props, junitProp{"calibration", c.String()})
	}
	if run.Turns > 0 {
		suite.Props = append(suite.Props, junitProp{"turns", turnsLine(run)})
	}
	for _, r := range run.Results {
		c := junitCase{Name: r.Name, Classname: "golden." + orDefault(r.Difficulty, "unrated"), Time: secs(r.Millis)}
		detail := detailText(r)
		switch r.Status {
		case Fail:
			c.Failure = &junitFailure{Message: strings.Join(r.Failures, "; "), Type: "mismatch", Text: detail}
		case Error:
			c.Error = &junitFailure{Message: firstLine(r.Error), Type: "error", Text: r.Error}
		default:
			c.SystemOut = r.Summary
			if r.Deviation != nil {
				c.SystemOut += "\noff by: " + r.Deviation.String()
			}
		}
		suite.Cases = append(suite.Cases, c)
	}
	out := junitSuites{Name: "datacopilot", Tests: suite.Tests, Failures: suite.Failures, Errors: suite.Errors, Time: suite.Time, Suites: []junitSuite{suite}}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func detailText(r Result) string {
	if len(r.Turns) > 0 {
		var b strings.Builder
		for _, t := range r.Turns {
			fmt.Fprintf(&b, "turn %s: %s\n", strings.TrimPrefix(t.Name, r.Name), strings.ToUpper(t.Status))
			if t.Error != "" {
				fmt.Fprintf(&b, "question: %s\nerror: %s\n", t.Question, firstLine(t.Error))
			} else {
				b.WriteString(detailText(t))
			}
			b.WriteString("\n")
		}
		return b.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "question: %s\n", r.Question)
	for _, f := range r.Failures {
		fmt.Fprintf(&b, "  - %s\n", f)
	}
	fmt.Fprintf(&b, "expected: %s\nactual:   %s\n", show(r.Expected), show(r.Answer))
	if r.Deviation != nil {
		fmt.Fprintf(&b, "off by:   %s\n", r.Deviation)
	}
	fmt.Fprintf(&b, "route: %s", r.Route)
	if r.Pipe != "" {
		fmt.Fprintf(&b, ", pipe: %s", r.Pipe)
	}
	if r.Metric != "" {
		fmt.Fprintf(&b, ", metric: %s", r.Metric)
	}
	fmt.Fprintf(&b, "\nsummary: %s\n", r.Summary)
	for _, q := range r.SQL {
		fmt.Fprintf(&b, "sql:\n%s\n", q)
	}
	return b.String()
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func writeMarkdown(w io.Writer, run *Run) {
	icon := map[string]string{Pass: "✅", Fail: "❌", Error: "💥"}
	fmt.Fprintf(w, "### datacopilot eval: %s\n\n", Headline(run))
	fmt.Fprintf(w, "Knowledge `%s` · agents: %s\n\n", run.Fingerprint.Hash, strings.Join(run.Agents, ", "))
	if len(run.Suites) > 0 {
		fmt.Fprintln(w, "| suite | right | confidently wrong | unflagged precision | right answers flagged |")
		fmt.Fprintln(w, "|---|---:|---:|---:|---:|")
		for _, c := range run.Suites {
			fmt.Fprintf(w, "| %s | %d/%d (%.1f%%) | %d | %.1f%% | %d (%.1f%%) |\n", c.Suite, c.Right, c.Total, 100*c.Accuracy, c.ConfidentlyWrong, 100*c.Precision, c.RightFlagged, 100*c.ReviewRate)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "| | golden | route | ms | off by (relative) | detail |")
	fmt.Fprintln(w, "|---|---|---|---:|---:|---|")
	for _, r := range run.Results {
		detail := strings.Join(r.Failures, "; ")
		if r.Error != "" {
			detail = firstLine(r.Error)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %.1f | %s | %s |\n", icon[r.Status], r.Name, r.Route, r.Millis, r.Deviation, mdCell(detail))
		for _, t := range r.Turns {
			detail := strings.Join(t.Failures, "; ")
			if t.Error != "" {
				detail = firstLine(t.Error)
			}
			fmt.Fprintf(w, "| %s | ↳ %s %s | %s | %.1f | | %s |\n", icon[t.Status], strings.TrimPrefix(t.Name, r.Name), mdCell(t.Question), t.Route, t.Millis, mdCell(detail))
		}
	}
	if run.Turns > 0 {
		fmt.Fprintf(w, "\n%s\n", turnsLine(run))
	}
}

func mdCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// ---------------------------------------------------------------- history

// HistoryFile is where runs are appended, under the workspace.
const HistoryFile = ".datacopilot/evals.jsonl"

// AppendHistory appends a run to the history file.
func AppendHistory(path string, run *Run) error { return jsonl.Append(path, run) }

// LastRun reads the latest run in the history file (nil when there is none).
func LastRun(path string) (*Run, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var last []byte
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		if len(strings.TrimSpace(sc.Text())) > 0 {
			last = append(last[:0], sc.Bytes()...)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if last == nil {
		return nil, nil
	}
	var run Run
	if err := json.Unmarshal(last, &run); err != nil {
		return nil, fmt.Errorf("%s: the last line is not a run: %v", path, err)
	}
	return &run, nil
}

// Flip is a golden whose status changed between two runs.
type Flip struct {
	Name     string `json:"name"`
	Before   string `json:"before"`
	After    string `json:"after"`
	Question string `json:"question"`
}

// Compare lists the goldens whose status differs between before and after
// (goldens new in after count as flips from "absent").
func Compare(before, after *Run) []Flip {
	prev := map[string]string{}
	for _, r := range before.Results {
		prev[r.Name] = r.Status
	}
	var out []Flip
	for _, r := range after.Results {
		p, ok := prev[r.Name]
		if !ok {
			p = "absent"
		}
		if p != r.Status {
			out = append(out, Flip{Name: r.Name, Before: p, After: r.Status, Question: r.Question})
		}
	}
	return out
}
