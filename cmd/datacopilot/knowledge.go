package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/datacopilot/datacopilot/runtime/config"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

func (a *app) knowledgeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "knowledge",
		Short: "Show or search what the workspace knows: tables, metrics, pipes, documents, learnings…",
	}
	cmd.AddCommand(a.knowledgeShowCmd(), a.knowledgeSearchCmd())
	return cmd
}

var knowledgeKinds = []string{"tables", "dimensions", "metrics", "filters", "rules", "verified_queries", "pipes", "periods", "documents", "learnings"}

var singular = map[string]string{"tables": "table", "dimensions": "dimension", "metrics": "metric", "rules": "rule", "verified_queries": "verified query",
	"filters": "filter", "pipes": "pipe", "periods": "period", "documents": "document", "learnings": "learning"}

func (a *app) knowledgeSearchCmd() *cobra.Command {
	var asJSON bool
	var limit int
	cmd := &cobra.Command{
		Use:   "search QUERY",
		Short: "Search everything the workspace knows, ranked, with where each item is declared",
		Long: `Search metrics, dimensions and their values, filters, tables and columns,
pipes, rules, verified queries, periods, document chunks and learnings (BM25
over their names, synonyms and descriptions), best first. Each result has its
kind and its location: file:line relative to the workspace, or a document
chunk's ID.`,
		Example: `  datacopilot knowledge search "late shipments"
  datacopilot knowledge search germany --limit 5 --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			q := strings.TrimSpace(strings.Join(args, " "))
			if q == "" {
				return usageErr("give words to search for")
			}
			if limit < 1 {
				return usageErr("--limit must be at least 1; got %d", limit)
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			found := rt.Snapshot().SearchAll(q, limit)
			if asJSON {
				if found == nil {
					found = []knowledge.Found{}
				}
				return writeJSONOut(a.stdout, map[string]any{"query": q, "results": found})
			}
			if len(found) == 0 {
				fmt.Fprintf(a.stdout, "Nothing in the workspace matches %q.\n", q)
				return nil
			}
			for _, f := range found {
				fmt.Fprintf(a.stdout, "%-15s %-32s %-26s %s\n", f.Kind, f.Name, f.Location, clip(f.Text, 60))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().IntVar(&limit, "limit", 20, "most results")
	return cmd
}

func (a *app) knowledgeShowCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "show [KIND [NAME]]",
		Short: "Print the data dictionary and the business knowledge",
		Long: `Print the structural dictionary read from the data (tables, columns, types,
row counts) merged with the notes of knowledge.hcl, then dimensions, metrics
with their canonical SQL, business rules and verified queries.

KIND narrows it to one of: tables, dimensions, metrics, filters, rules,
verified_queries, pipes, periods, documents (chunks), learnings (singular
works too); NAME to one item.`,
		Example: `  datacopilot knowledge show
  datacopilot knowledge show metric revenue
  datacopilot knowledge show tables --json`,
		Args:              cobra.MaximumNArgs(2),
		ValidArgsFunction: a.completeKnowledge,
		RunE: func(cmd *cobra.Command, args []string) error {
			kind, name := "", ""
			if len(args) > 0 {
				kind = normalizeKind(args[0])
				if kind == "" {
					msg := fmt.Sprintf("unknown kind %q; kinds are %s", args[0], strings.Join(knowledgeKinds, ", "))
					if s := config.Suggest(args[0], knowledgeKinds); s != "" {
						msg += fmt.Sprintf(" (did you mean %q?)", s)
					}
					return usageErr("%s", msg)
				}
			}
			if len(args) > 1 {
				name = args[1]
			}
			rt, err := a.load(cmd.Context())
			if err != nil {
				return err
			}
			defer rt.Close()
			doc := buildKnowledgeDoc(rt.Snapshot())
			if ls, err := rt.Learnings(""); err == nil {
				doc.Learnings = ls
			}
			if err := doc.filter(kind, name); err != nil {
				return usageErr("%v", err)
			}
			if asJSON {
				enc := json.NewEncoder(a.stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(doc)
			}
			doc.write(a.stdout)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func normalizeKind(k string) string {
	k = strings.ToLower(strings.ReplaceAll(k, "-", "_"))
	for _, x := range knowledgeKinds {
		if k == x || strings.ReplaceAll(singular[x], " ", "_") == k {
			return x
		}
	}
	return ""
}

// knowledgeDoc is the JSON form of `knowledge show`.
type knowledgeDoc struct {
	Tables          []tableDoc         `json:"tables,omitempty"`
	Dimensions      []dimensionDoc     `json:"dimensions,omitempty"`
	Metrics         []metricDoc        `json:"metrics,omitempty"`
	Rules           []ruleDoc          `json:"rules,omitempty"`
	VerifiedQueries []verifiedQueryDoc `json:"verified_queries,omitempty"`
	Filters         []filterDoc        `json:"filters,omitempty"`
	Pipes           []pipeDoc          `json:"pipes,omitempty"`
	Periods         []periodDoc        `json:"periods,omitempty"`
	Documents       []documentDoc      `json:"documents,omitempty"`
	Learnings       []*config.Learning `json:"learnings,omitempty"`
}

type filterDoc struct {
	Name        string   `json:"name"`
	Table       string   `json:"table"`
	Expr        string   `json:"expr"`
	Label       string   `json:"label,omitempty"`
	Synonyms    []string `json:"synonyms,omitempty"`
	Description string   `json:"description,omitempty"`
	Learning    string   `json:"learning,omitempty"`
}

type pipeDoc struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Params      []string `json:"params,omitempty"`
	Examples    []string `json:"examples,omitempty"`
}

type periodDoc struct {
	Name  string `json:"name"`
	Label string `json:"label,omitempty"`
	From  string `json:"from"`
	To    string `json:"to"`
	// Document is the chunk that defines it, for a period found in a document.
	Document string `json:"document,omitempty"`
}

type documentDoc struct {
	ID      string `json:"id"`
	File    string `json:"file"`
	Heading string `json:"heading"`
	Chars   int    `json:"chars"`
}

type tableDoc struct {
	Name        string      `json:"name"`
	Source      string      `json:"source"`
	Rows        int64       `json:"rows"`
	Description string      `json:"description,omitempty"`
	UseCases    []string    `json:"use_cases,omitempty"`
	DataQuality []string    `json:"data_quality,omitempty"`
	Owner       string      `json:"owner,omitempty"`
	Refresh     string      `json:"refresh,omitempty"`
	Columns     []columnDoc `json:"columns"`
	Joins       []string    `json:"joins,omitempty"`
}

type columnDoc struct {
	Name        string   `json:"name"`
	Type        string   `json:"type"`
	Description string   `json:"description,omitempty"`
	Synonyms    []string `json:"synonyms,omitempty"`
	Unit        string   `json:"unit,omitempty"`
	Sensitive   bool     `json:"sensitive,omitempty"`
}

type dimensionDoc struct {
	Name        string   `json:"name"`
	Label       string   `json:"label,omitempty"`
	Table       string   `json:"table"`
	Expr        string   `json:"expr"`
	Type        string   `json:"type"`
	Grains      []string `json:"grains,omitempty"`
	Synonyms    []string `json:"synonyms,omitempty"`
	Description string   `json:"description,omitempty"`
}

type metricDoc struct {
	Name         string   `json:"name"`
	Label        string   `json:"label,omitempty"`
	Description  string   `json:"description,omitempty"`
	Unit         string   `json:"unit,omitempty"`
	Owner        string   `json:"owner,omitempty"`
	Synonyms     []string `json:"synonyms,omitempty"`
	Caveats      []string `json:"caveats,omitempty"`
	Time         string   `json:"time,omitempty"`
	DocumentedIn string   `json:"documented_in,omitempty"`
	SQL          string   `json:"canonical_sql"`
}

type ruleDoc struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Tables      []string `json:"tables,omitempty"`
	Metrics     []string `json:"metrics,omitempty"`
}

type verifiedQueryDoc struct {
	Name     string `json:"name"`
	Question string `json:"question"`
	SQL      string `json:"sql"`
}

func buildKnowledgeDoc(s *knowledge.Snapshot) *knowledgeDoc {
	d := &knowledgeDoc{}
	for _, name := range knowledge.SortedNames(s.Tables) {
		t := s.Tables[name]
		td := tableDoc{Name: t.Name, Source: t.Source, Rows: t.Rows, Description: t.Description()}
		if n := t.Notes; n != nil {
			td.UseCases, td.DataQuality, td.Owner, td.Refresh = n.UseCases, n.DataQuality, n.Owner, n.Refresh
		}
		for _, c := range t.Columns {
			td.Columns = append(td.Columns, columnDoc{Name: c.Name, Type: c.Type, Description: c.Description, Synonyms: c.Synonyms, Unit: c.Unit, Sensitive: c.Sensitive})
		}
		for _, j := range t.Joins {
			td.Joins = append(td.Joins, fmt.Sprintf("%s.%s -> %s.%s (%s)", j.From, j.Column, j.To, j.References, j.Kind))
		}
		d.Tables = append(d.Tables, td)
	}
	for _, name := range knowledge.SortedNames(s.Dimensions) {
		x := s.Dimensions[name]
		typ := x.Type
		if typ == "" {
			typ = config.DimCategory
		}
		d.Dimensions = append(d.Dimensions, dimensionDoc{Name: x.Name, Label: x.Label, Table: x.Table, Expr: x.Expr, Type: typ, Grains: x.Grains, Synonyms: x.Synonyms, Description: x.Description})
	}
	for _, name := range knowledge.SortedNames(s.Metrics) {
		m := s.Metrics[name]
		d.Metrics = append(d.Metrics, metricDoc{Name: m.Name, Label: m.Label, Description: m.Description, Unit: m.Unit, Owner: m.Owner, Synonyms: m.Synonyms, Caveats: m.Caveats, Time: m.Time, DocumentedIn: m.DocumentedIn, SQL: m.Canonical})
	}
	for _, r := range s.Rules {
		d.Rules = append(d.Rules, ruleDoc{Name: r.Name, Description: r.Description, Tables: r.Tables, Metrics: r.Metrics})
	}
	for _, v := range s.Verified {
		d.VerifiedQueries = append(d.VerifiedQueries, verifiedQueryDoc{Name: v.Name, Question: v.Question, SQL: strings.TrimSpace(v.SQL)})
	}
	for _, name := range knowledge.SortedNames(s.Filters) {
		f := s.Filters[name]
		d.Filters = append(d.Filters, filterDoc{Name: name, Table: f.Table, Expr: f.Expr, Label: f.Label, Synonyms: f.Synonyms, Description: f.Description, Learning: f.Learning})
	}
	for _, name := range knowledge.SortedNames(s.Pipes) {
		p := s.Pipes[name]
		pd := pipeDoc{Name: name, Description: p.Description, Examples: p.Examples}
		for _, pa := range p.Pipe.Params {
			pd.Params = append(pd.Params, pa.Name+":"+pa.Type)
		}
		d.Pipes = append(d.Pipes, pd)
	}
	for _, p := range s.Periods {
		d.Periods = append(d.Periods, periodDoc{Name: p.Name, Label: p.Label, From: p.From, To: p.To})
	}
	for _, c := range s.Chunks {
		if c.Period != nil {
			d.Periods = append(d.Periods, periodDoc{Name: c.Period.Name, From: c.Period.From.Format(config.DateLayout), To: c.Period.To.Format(config.DateLayout), Document: c.ID})
		}
		d.Documents = append(d.Documents, documentDoc{ID: c.ID, File: c.File, Heading: c.Heading, Chars: len(c.Text)})
	}
	return d
}

// filter keeps one kind, and within it one name.
func (d *knowledgeDoc) filter(kind, name string) error {
	if kind == "" {
		return nil
	}
	all := *d
	*d = knowledgeDoc{}
	var names []string
	var found bool
	switch kind {
	case "tables":
		d.Tables, names, found = pick(all.Tables, name, func(x tableDoc) string { return x.Name })
	case "dimensions":
		d.Dimensions, names, found = pick(all.Dimensions, name, func(x dimensionDoc) string { return x.Name })
	case "metrics":
		d.Metrics, names, found = pick(all.Metrics, name, func(x metricDoc) string { return x.Name })
	case "rules":
		d.Rules, names, found = pick(all.Rules, name, func(x ruleDoc) string { return x.Name })
	case "verified_queries":
		d.VerifiedQueries, names, found = pick(all.VerifiedQueries, name, func(x verifiedQueryDoc) string { return x.Name })
	case "filters":
		d.Filters, names, found = pick(all.Filters, name, func(x filterDoc) string { return x.Name })
	case "pipes":
		d.Pipes, names, found = pick(all.Pipes, name, func(x pipeDoc) string { return x.Name })
	case "periods":
		d.Periods, names, found = pick(all.Periods, name, func(x periodDoc) string { return x.Name })
	case "documents":
		d.Documents, names, found = pick(all.Documents, name, func(x documentDoc) string { return x.ID })
	case "learnings":
		d.Learnings, names, found = pick(all.Learnings, name, func(x *config.Learning) string { return x.ID })
	}
	if found {
		return nil
	}
	msg := fmt.Sprintf("no %s named %q", singular[kind], name)
	if s := config.Suggest(name, names); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	} else {
		msg += "; there are: " + strings.Join(names, ", ")
	}
	return fmt.Errorf("%s", msg)
}

// pick keeps the items named name (all of them when name is ""), and lists
// every name for suggestions.
func pick[T any](items []T, name string, nameOf func(T) string) (kept []T, names []string, found bool) {
	for _, it := range items {
		n := nameOf(it)
		names = append(names, n)
		if name == "" || n == name {
			kept = append(kept, it)
		}
	}
	return kept, names, name == "" || len(kept) > 0
}

func (d *knowledgeDoc) write(w io.Writer) {
	section := func(title string) { fmt.Fprintf(w, "\n%s\n%s\n", title, strings.Repeat("=", len(title))) }
	if len(d.Tables) > 0 {
		section("Tables")
		for _, t := range d.Tables {
			fmt.Fprintf(w, "\n%s  (source %s, %d rows)\n", t.Name, t.Source, t.Rows)
			if t.Description != "" {
				fmt.Fprintf(w, "  %s\n", t.Description)
			}
			for _, q := range t.DataQuality {
				fmt.Fprintf(w, "  ! %s\n", q)
			}
			for _, c := range t.Columns {
				note := c.Description
				if c.Unit != "" {
					note = strings.TrimSpace(note + " [" + c.Unit + "]")
				}
				if len(c.Synonyms) > 0 {
					note = strings.TrimSpace(note + " (aka " + strings.Join(c.Synonyms, ", ") + ")")
				}
				fmt.Fprintf(w, "  %-20s %-10s %s\n", c.Name, c.Type, note)
			}
			for _, j := range t.Joins {
				fmt.Fprintf(w, "  join %s\n", j)
			}
		}
	}
	if len(d.Dimensions) > 0 {
		section("Dimensions")
		for _, x := range d.Dimensions {
			extra := ""
			if len(x.Grains) > 0 {
				extra = " grains: " + strings.Join(x.Grains, ", ")
			}
			fmt.Fprintf(w, "  %-18s %s.%s  (%s)%s\n", x.Name, x.Table, x.Expr, x.Type, extra)
		}
	}
	if len(d.Metrics) > 0 {
		section("Metrics")
		for _, m := range d.Metrics {
			fmt.Fprintf(w, "\n%s — %s", m.Name, m.Label)
			if m.Unit != "" {
				fmt.Fprintf(w, " (%s)", m.Unit)
			}
			fmt.Fprintln(w)
			if m.Description != "" {
				fmt.Fprintf(w, "  %s\n", m.Description)
			}
			for _, c := range m.Caveats {
				fmt.Fprintf(w, "  ! %s\n", c)
			}
			if m.DocumentedIn != "" {
				fmt.Fprintf(w, "  documented in: %s\n", m.DocumentedIn)
			}
			fmt.Fprintf(w, "  SQL: %s\n", m.SQL)
		}
	}
	if len(d.Rules) > 0 {
		section("Rules")
		for _, r := range d.Rules {
			fmt.Fprintf(w, "  %s: %s\n", r.Name, r.Description)
		}
	}
	if len(d.Filters) > 0 {
		section("Filters")
		for _, f := range d.Filters {
			extra := ""
			if len(f.Synonyms) > 0 {
				extra = " (aka " + strings.Join(f.Synonyms, ", ") + ")"
			}
			if f.Learning != "" {
				extra += " [learning]"
			}
			fmt.Fprintf(w, "  %-18s %s: %s%s\n", f.Name, f.Table, f.Expr, extra)
		}
	}
	if len(d.Pipes) > 0 {
		section("Pipes")
		for _, p := range d.Pipes {
			fmt.Fprintf(w, "  %s(%s): %s\n", p.Name, strings.Join(p.Params, ", "), p.Description)
		}
	}
	if len(d.Periods) > 0 {
		section("Periods")
		for _, p := range d.Periods {
			from := ""
			if p.Document != "" {
				from = "  (from " + p.Document + ")"
			}
			fmt.Fprintf(w, "  %-24s %s to %s%s\n", p.Name, p.From, p.To, from)
		}
	}
	if len(d.Documents) > 0 {
		section("Documents")
		for _, c := range d.Documents {
			fmt.Fprintf(w, "  %-40s %s (%d chars)\n", c.ID, c.Heading, c.Chars)
		}
	}
	if len(d.Learnings) > 0 {
		section("Learnings")
		for _, l := range d.Learnings {
			fmt.Fprintf(w, "  %-28s %-9s %.2f %3d  %s\n", l.ID, l.Status, l.Confidence, l.TimesApplied, clip(l.Description, 70))
		}
	}
	if len(d.VerifiedQueries) > 0 {
		section("Verified queries")
		for _, v := range d.VerifiedQueries {
			fmt.Fprintf(w, "\n%s: %s\n  %s\n", v.Name, v.Question, strings.ReplaceAll(v.SQL, "\n", "\n  "))
		}
	}
}
