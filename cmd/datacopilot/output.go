package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/data"
)

// Output formats for results.
var formats = []string{"table", "json", "csv"}

func checkFormat(f string) error {
	for _, x := range formats {
		if f == x {
			return nil
		}
	}
	return usageErr("--format must be one of %s; got %q", strings.Join(formats, ", "), f)
}

// writeResult prints a table in the chosen format.
func writeResult(w io.Writer, t *data.Table, format string, units map[string]string) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(t)
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write(t.Names())
		for i := 0; i < t.Rows(); i++ {
			rec := make([]string, len(t.Columns))
			for j, c := range t.Columns {
				rec[j] = csvValue(c, i)
			}
			cw.Write(rec)
		}
		cw.Flush()
		return cw.Error()
	}
	writeTable(w, t, units, 0)
	return nil
}

func csvValue(c *data.Column, i int) string {
	v := c.Value(i)
	if f, ok := v.(float64); ok {
		return fmt.Sprint(c.Round(f))
	}
	return c.Text(i)
}

// writeTable prints an aligned text table: numbers right-aligned, with the
// unit in the header. maxRows > 0 shows only that many rows.
func writeTable(w io.Writer, t *data.Table, units map[string]string, maxRows int) {
	n := t.Rows()
	shown := n
	if maxRows > 0 && shown > maxRows {
		shown = maxRows
	}
	headers := make([]string, len(t.Columns))
	widths := make([]int, len(t.Columns))
	cells := make([][]string, shown)
	for j, c := range t.Columns {
		headers[j] = c.Name
		if u := units[c.Name]; u != "" {
			headers[j] += " (" + u + ")"
		}
		widths[j] = utf8.RuneCountInString(headers[j])
	}
	for i := 0; i < shown; i++ {
		cells[i] = make([]string, len(t.Columns))
		for j, c := range t.Columns {
			s := c.Text(i)
			if c.IsNull(i) {
				s = "-"
			}
			cells[i][j] = s
			if l := utf8.RuneCountInString(s); l > widths[j] {
				widths[j] = l
			}
		}
	}
	numeric := func(j int) bool { k := t.Columns[j].Kind; return k == data.Int || k == data.Float }
	line := func(vals []string) {
		var b strings.Builder
		for j, v := range vals {
			if j > 0 {
				b.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[j]-utf8.RuneCountInString(v))
			if numeric(j) {
				b.WriteString(pad + v)
			} else if j == len(vals)-1 {
				b.WriteString(v)
			} else {
				b.WriteString(v + pad)
			}
		}
		fmt.Fprintln(w, b.String())
	}
	line(headers)
	rule := make([]string, len(widths))
	for j, wd := range widths {
		rule[j] = strings.Repeat("-", wd)
	}
	line(rule)
	for _, row := range cells {
		line(row)
	}
	switch {
	case shown < n:
		fmt.Fprintf(w, "(%d of %d rows shown)\n", shown, n)
	case t.Truncated:
		fmt.Fprintf(w, "(%d rows; the result was cut at the row cap)\n", n)
	default:
		fmt.Fprintf(w, "(%d row%s)\n", n, plural(n))
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func oneOf(s string, allowed []string) bool {
	for _, a := range allowed {
		if s == a {
			return true
		}
	}
	return false
}

// didYouMean is " (did you mean X?)" when s is close to one of names.
func didYouMean(s string, names []string) string {
	if m := config.Suggest(s, names); m != "" {
		return fmt.Sprintf(" (did you mean %q?)", m)
	}
	return ""
}
