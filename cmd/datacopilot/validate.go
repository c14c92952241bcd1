package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Formats of validate's diagnostics.
var validateFormats = []string{"text", "json", "github"}

func (a *app) validateCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "validate",
		Short: "Check every file of the workspace and report all problems",
		Long: `Check every file of the workspace: HCL syntax, block and attribute names,
references between blocks (sources, tables, dimensions, metrics, pipes, llms),
pipe params against the $name placeholders of their SQL, goldens' expectations
against their comparison mode, and, against the loaded data, columns,
relationships and every SQL expression.

All problems are reported in one run, each with file:line:col and the source
line. Then (with --format text) each source's tables with their row counts,
how each was loaded (from the file cache, read and cached, read in place) and
how long the source took to load. Exit status: 0 when the workspace is valid
(warnings may be printed), 2 when it has errors.

--format text (the default) prints diagnostics with source snippets on stderr.
--format json prints {"valid", "errors", "warnings", "diagnostics": [{"file",
"line", "column", "end_line", "end_column", "severity", "summary", "detail"}]}
on stdout, for editors. --format github prints GitHub Actions workflow commands
(::error file=…,line=…,col=…::…) on stdout, so that each problem is an
annotation on the pull request's diff.`,
		Example: `  datacopilot validate
  datacopilot validate --format json | jq '.diagnostics[] | .file + ":" + (.line|tostring)'
  datacopilot validate --format github   # in a GitHub Actions step`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !oneOf(format, validateFormats) {
				return usageErr("--format must be one of %s; got %q%s", strings.Join(validateFormats, ", "), format, didYouMean(format, validateFormats))
			}
			start := time.Now()
			progress := newLoadProgress(a.stderr, isTerminal(a.stderr))
			diags, files, sources := runtime.CheckSources(cmd.Context(), runtime.Options{Dir: a.dir, NoCache: a.noCache, Progress: progress.event})
			progress.close()
			switch format {
			case "json":
				if err := writeDiagsJSON(a.stdout, diags); err != nil {
					return err
				}
			case "github":
				writeDiagsGitHub(a.stdout, diags)
			default:
				if len(diags) > 0 {
					config.WriteDiagnostics(a.stderr, files, diags, 100, isTerminal(a.stderr))
				}
			}
			if diags.HasErrors() {
				err := fmt.Errorf("%d error(s) in the workspace %s", len(diags.Errs()), a.dir)
				if format != "text" {
					err = nil // the report on stdout says it; the exit status too
				}
				return &exitError{code: exitUsage, err: err}
			}
			if format == "text" {
				for _, s := range sources {
					writeSourceStats(a.stdout, s)
				}
				fmt.Fprintf(a.stdout, "The workspace %s is valid (checked in %d ms).\n", a.dir, time.Since(start).Milliseconds())
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "diagnostics as text, json or github (workflow annotations)")
	cmd.RegisterFlagCompletionFunc("format", fixedCompletion(validateFormats...))
	return cmd
}

// diagJSON is one diagnostic of validate --format json.
type diagJSON struct {
	File      string `json:"file,omitempty"`
	Line      int    `json:"line,omitempty"`
	Column    int    `json:"column,omitempty"`
	EndLine   int    `json:"end_line,omitempty"`
	EndColumn int    `json:"end_column,omitempty"`
	Severity  string `json:"severity"`
	Summary   string `json:"summary"`
	Detail    string `json:"detail,omitempty"`
}

func toDiagJSON(d *hcl.Diagnostic) diagJSON {
	out := diagJSON{Severity: "error", Summary: d.Summary, Detail: d.Detail}
	if d.Severity == hcl.DiagWarning {
		out.Severity = "warning"
	}
	if r := d.Subject; r != nil {
		out.File = relPath(r.Filename)
		out.Line, out.Column, out.EndLine, out.EndColumn = r.Start.Line, r.Start.Column, r.End.Line, r.End.Column
	}
	return out
}

// relPath makes a diagnostic's file relative to the working directory
// (where editors and GitHub resolve it), when it is below it.
func relPath(p string) string {
	wd, err := os.Getwd()
	if err != nil {
		return p
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	rel, err := filepath.Rel(wd, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return p
	}
	return filepath.ToSlash(rel)
}

func writeDiagsJSON(w io.Writer, diags hcl.Diagnostics) error {
	report := struct {
		Valid       bool       `json:"valid"`
		Errors      int        `json:"errors"`
		Warnings    int        `json:"warnings"`
		Diagnostics []diagJSON `json:"diagnostics"`
	}{Valid: !diags.HasErrors(), Diagnostics: []diagJSON{}}
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			report.Errors++
		} else {
			report.Warnings++
		}
		report.Diagnostics = append(report.Diagnostics, toDiagJSON(d))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(report)
}

// writeDiagsGitHub prints GitHub Actions workflow commands, escaped as
// the runner expects (%, CR and LF in messages; also : and , in
// properties).
func writeDiagsGitHub(w io.Writer, diags hcl.Diagnostics) {
	msg := strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	prop := strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
	for _, d := range diags {
		j := toDiagJSON(d)
		var props []string
		if j.File != "" {
			props = append(props, "file="+prop.Replace(j.File), fmt.Sprintf("line=%d", j.Line), fmt.Sprintf("col=%d", j.Column))
			if j.EndLine > 0 {
				props = append(props, fmt.Sprintf("endLine=%d", j.EndLine))
				if j.EndLine == j.Line {
					props = append(props, fmt.Sprintf("endColumn=%d", j.EndColumn))
				}
			}
		}
		props = append(props, "title="+prop.Replace(j.Summary))
		text := j.Summary
		if j.Detail != "" {
			text = j.Detail
		}
		fmt.Fprintf(w, "::%s %s::%s\n", j.Severity, strings.Join(props, ","), msg.Replace(text))
	}
}

// writeSourceStats prints a source's load: a line for the source, then its
// tables with their rows and, for files, how they were loaded.
func writeSourceStats(w io.Writer, s runtime.SourceStats) {
	hows := map[string]int{}
	for _, t := range s.Tables {
		if t.How != "" {
			hows[t.How]++
		}
	}
	var how []string
	for _, h := range []struct{ how, label string }{
		{engine.FromCache, "from the cache"},
		{engine.LoadedSaved, "read and cached"},
		{engine.InPlace, "read in place"},
		{engine.Loaded, "read into memory"},
		{engine.LoadedBusy, "read directly: the cache was busy"},
	} {
		if n := hows[h.how]; n > 0 {
			how = append(how, fmt.Sprintf("%d %s", n, h.label))
		}
	}
	line := fmt.Sprintf("source %s (%s): %d tables, %s rows", s.Name, s.Type, len(s.Tables), thousands(s.Rows()))
	if s.LoadTime > 0 {
		line += ", loaded in " + seconds(s.LoadTime)
	}
	if len(how) > 0 {
		line += " (" + strings.Join(how, ", ") + ")"
	}
	if s.Type == "plugin" {
		line += "; metrics, pipes and verified queries run on " + s.RanOn
		if s.Translated > 0 {
			line += fmt.Sprintf(" (%d translated from DuckDB SQL)", s.Translated)
		}
	}
	fmt.Fprintln(w, line)
	var b strings.Builder
	for i, t := range s.Tables {
		if i > 0 {
			b.WriteString(" · ")
		}
		fmt.Fprintf(&b, "%s %s", t.Name, thousands(t.Rows))
	}
	if b.Len() > 0 {
		fmt.Fprintln(w, "  "+b.String())
	}
}
