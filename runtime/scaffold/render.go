package scaffold

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/datacopilot/datacopilot/runtime/engine"
	"github.com/datacopilot/datacopilot/runtime/internal/hclgen"
)

// example is the golden question Init writes, with its computed answer.
type example struct {
	Name, Question, Answer, Metric string
	Value                          int64
}

// golden picks the starter golden: how many rows the fact table has.
func golden(m *model) (*example, error) {
	f := m.fact()
	if f == nil {
		return nil, fmt.Errorf("no table was loaded")
	}
	return &example{
		Name:     "how_many_" + f.Name,
		Question: "How many " + human(f.Name) + " are there?",
		Answer:   strconv.FormatInt(f.Rows, 10),
		Metric:   f.Name,
		Value:    f.Rows,
	}, nil
}

// render writes every file of the workspace.
func (m *model) render(source string, g *example) map[string][]byte {
	out := map[string][]byte{
		knowledgeFile: m.knowledge(source),
		agentsFile:    []byte(agentsSkeleton),
		evalFile:      m.evals(g),
		readmeFile:    m.readme(g),
	}
	if p := m.pipe(); p != nil {
		out[pipeFile] = p
	}
	return out
}

func (m *model) knowledge(source string) []byte {
	f := hclgen.New()
	b := f.Body()
	b.Comment("Written by `datacopilot init` from " + plural(len(m.Tables), "data file") + ".\n" +
		"Everything below is a guess from column names and values: read it, fix what is\n" +
		"wrong, add descriptions and synonyms in the words your business uses, then run\n" +
		"`datacopilot validate`.")
	b.Newline()
	src := b.Block("source", source)
	src.String("type", "duckdb")
	for _, t := range m.Tables {
		fb := src.Block("file", t.Name)
		fb.String("path", t.Path)
	}
	b.Newline()
	b.Comment("---------------------------------------------------------------- tables")
	for _, t := range m.Tables {
		b.Newline()
		var cols []string
		for _, c := range t.Cols {
			cols = append(cols, c.Name+" "+strings.ToLower(c.Type))
		}
		b.Comment(fmt.Sprintf("%s: %s from %s.\nColumns: %s.", t.Name, plural(int(t.Rows), "row"), t.Path, strings.Join(cols, ", ")))
		if t.Key != nil {
			b.Comment(fmt.Sprintf("Key (unique, never empty): %s.", t.Key.Name))
		}
		tb := b.Block("table", t.Name)
		tb.String("description", "TODO: what one row of "+t.Name+" is.")
		for _, c := range t.Cols {
			if c == t.Key {
				cb := tb.Block("column", c.Name)
				cb.String("description", "Identifies a row of "+t.Name+".")
			}
		}
		for _, j := range m.joinsFrom(t, nil) {
			tb.Newline()
			tb.Comment(fmt.Sprintf("Guessed: %s; %.0f%% of its distinct values are %s.%s values.", j.Why, j.Share*100, j.To.Name, j.Ref.Name))
			jb := tb.Block("join", j.To.Name)
			jb.String("column", j.Col.Name)
			if j.Ref.Name != j.Col.Name {
				jb.String("references", j.Ref.Name)
			}
		}
		for _, r := range m.Rejected {
			if r.From == t {
				tb.Newline()
				tb.Comment("Not joined: " + r.Col.Name + " (" + r.Why + ").")
			}
		}
	}
	b.Newline()
	b.Comment("------------------------------------------------------------ dimensions")
	for _, d := range m.Dims {
		b.Newline()
		if d.Time {
			b.Comment("Guessed: " + d.tab.Name + "." + d.col.Name + " holds dates.")
		} else {
			b.Comment(fmt.Sprintf("Guessed: %s.%s has %d distinct values.", d.tab.Name, d.col.Name, d.col.Distinct))
		}
		db := b.Block("dimension", d.Name)
		db.String("table", d.Table)
		db.String("expr", d.Expr)
		db.String("label", d.Label)
		db.String("description", d.Description)
		db.Strings("synonyms", d.Synonyms)
		if d.Time {
			db.String("type", "time")
			db.Strings("grains", []string{"year", "quarter", "month", "week", "day"})
		}
	}
	b.Newline()
	b.Comment("--------------------------------------------------------------- metrics")
	for _, x := range m.Metrics {
		b.Newline()
		mb := b.Block("metric", x.Name)
		mb.String("label", x.Label)
		mb.String("description", x.Description)
		mb.Strings("synonyms", x.Synonyms)
		mb.String("table", x.Table)
		mb.String("expr", x.Expr)
		mb.String("time", x.Time)
	}
	b.Newline()
	b.Comment(`Add business rules, named filters, periods and verified queries as you learn them:

filter "NAME" {
  table    = "TABLE"
  expr     = "status = 'cancelled'"
  synonyms = ["cancelled"]
}

rule "NAME" {
  description = "A gotcha the agent must know."
  tables      = ["TABLE"]
}`)
	return f.Bytes()
}

// pipe is the example pipe: rows of the fact table counted per a text
// dimension (its own, or one a join reaches), in a date range when the
// table has a date.
func (m *model) pipe() []byte {
	fact := m.fact()
	if fact == nil {
		return nil
	}
	// The text dimension with the fewest values, on the table or one join away.
	var dim *dimension
	var via *join
	consider := func(d *dimension, j *join) {
		if d.Time || d.col.Distinct < 2 {
			return
		}
		if dim == nil || d.col.Distinct < dim.col.Distinct {
			dim, via = d, j
		}
	}
	for _, d := range m.Dims {
		if d.tab == fact {
			consider(d, nil)
		}
	}
	for _, j := range m.joinsFrom(fact, nil) {
		for _, d := range m.Dims {
			if d.tab == j.To {
				consider(d, j)
			}
		}
	}
	f := hclgen.New()
	b := f.Body()
	b.Comment("Pipes are parameterized SQL the agent can run by name. This one is an example\n" +
		"written by `datacopilot init`: change it, or copy it for the questions asked\n" +
		"most often. Params are bound ($name), never pasted into the SQL.")
	b.Newline()
	var timeDim *dimension
	for _, d := range m.Dims {
		if d.Time && d.tab == fact {
			timeDim = d
			break
		}
	}
	if dim == nil {
		p := b.Block("pipe", "latest_"+fact.Name)
		p.String("description", "The first rows of "+fact.Name+".")
		p.Strings("examples", []string{"show " + human(fact.Name)})
		lim := p.Block("param", "limit")
		lim.String("type", "int")
		lim.Value("default", cty.NumberIntVal(20))
		lim.Value("min", cty.NumberIntVal(1))
		lim.Value("max", cty.NumberIntVal(1000))
		p.String("sql", "SELECT *\nFROM "+engine.QuoteIdent(fact.Name)+"\nLIMIT $limit")
		return f.Bytes()
	}
	name := fact.Name + "_by_" + dim.Name
	p := b.Block("pipe", name)
	desc := fmt.Sprintf("Number of %s per %s", human(fact.Name), strings.ToLower(dim.Label))
	alias := "f"
	if via != nil {
		alias = "d"
	}
	sql := "SELECT " + alias + "." + ident(dim.col.Name) + " AS " + ident(dim.Name) + ", COUNT(*) AS " + ident(fact.Name) + "\nFROM " + engine.QuoteIdent(fact.Name) + " f"
	if via != nil {
		// LEFT JOIN, as the metric compiler joins: rows without a match count under an empty value.
		sql += "\nLEFT JOIN " + engine.QuoteIdent(via.To.Name) + " d ON d." + ident(via.Ref.Name) + " = f." + ident(via.Col.Name)
	}
	if timeDim != nil {
		desc += fmt.Sprintf(", for %s in a date range", strings.ToLower(timeDim.Label))
		sql += "\nWHERE CAST(f." + ident(timeDim.col.Name) + " AS DATE) BETWEEN $from AND $to"
	}
	sql += "\nGROUP BY 1\nORDER BY 2 DESC, 1"
	p.String("description", desc+".")
	p.Strings("examples", []string{"number of " + human(fact.Name) + " per " + strings.ToLower(dim.Label)})
	if timeDim != nil {
		from := p.Block("param", "from")
		from.String("type", "date")
		from.String("default", timeDim.col.Min)
		to := p.Block("param", "to")
		to.String("type", "date")
		to.String("default", timeDim.col.Max)
	}
	p.String("sql", sql)
	o := p.Block("output", fact.Name)
	o.String("description", "Rows of "+fact.Name+".")
	return f.Bytes()
}

func (m *model) evals(g *example) []byte {
	f := hclgen.New()
	b := f.Body()
	b.Comment("Golden questions: a question and the answer it must get. `datacopilot eval` runs\n" +
		"them (exit 1 below --min-accuracy), so CI catches a definition that moves a\n" +
		"number. The one below was computed by `datacopilot init` from the data; add the\n" +
		"questions your users ask, with answers you checked by hand.")
	b.Newline()
	gb := b.Block("golden", g.Name)
	gb.String("question", g.Question)
	gb.String("format_hint", "int")
	gb.Value("expect", cty.NumberIntVal(g.Value))
	gb.String("expect_metric", g.Metric)
	gb.String("difficulty", "easy")
	gb.Strings("tags", []string{"starter"})
	b.Newline()
	b.Comment(`Another shape: a list, compared row by row.

golden "NAME" {
  question    = "how many ROWS by DIMENSION"
  format_hint = "list[{dimension:str, rows:int}]"
  expect      = [{ dimension = "A", rows = 10 }, { dimension = "B", rows = 7 }]
  mode        = "exact"
}`)
	return f.Bytes()
}

func (m *model) readme(g *example) []byte {
	var s strings.Builder
	s.WriteString("# A datacopilot workspace\n\n")
	s.WriteString("Written by `datacopilot init` from these files:\n\n")
	for _, t := range m.Tables {
		fmt.Fprintf(&s, "- `%s` → table `%s` (%s, %s)\n", t.Path, t.Name, plural(int(t.Rows), "row"), plural(len(t.Cols), "column"))
	}
	s.WriteString("\n| file | holds |\n|---|---|\n")
	s.WriteString("| `knowledge.hcl` | the source, one `table` per file with guessed `join`s, `dimension`s, `metric`s |\n")
	s.WriteString("| `pipes/starter.hcl` | an example pipe (parameterized SQL) |\n")
	s.WriteString("| `evals/starter.hcl` | golden questions (one, computed from the data) |\n")
	s.WriteString("| `agents.hcl` | LLM settings (none: answers are computed offline) |\n\n")
	if len(m.Joins) > 0 {
		s.WriteString("Joins guessed from key names and values (check each; a wrong join gives wrong numbers):\n\n")
		for _, j := range m.Joins {
			fmt.Fprintf(&s, "- `%s.%s` → `%s.%s` (%.0f%% of the values found)\n", j.From.Name, j.Col.Name, j.To.Name, j.Ref.Name, j.Share*100)
		}
		s.WriteString("\n")
	}
	s.WriteString("Try it:\n\n```sh\n")
	s.WriteString("datacopilot validate\n")
	fmt.Fprintf(&s, "datacopilot ask %q\n", g.Question)
	s.WriteString("datacopilot knowledge show\ndatacopilot pipes list\ndatacopilot eval\n```\n\n")
	s.WriteString("Next: describe each table in a sentence, give dimensions and metrics the words\n" +
		"your business uses (`synonyms`, `phrasings`), declare `filter`s for its adjectives\n" +
		"(\"active\", \"late\"), and add golden questions with answers you checked by hand.\n")
	return []byte(s.String())
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

const agentsSkeleton = `# LLM settings. Without an llm block every answer is computed offline, from
# the workspace files alone. To let Gemini plan and phrase answers:
#
# llm "gemini" {
#   provider    = "gemini"
#   model       = "gemini-2.5-flash"
#   api_key_env = "GEMINI_API_KEY"
# }
#
# agent "planner" {
#   llm              = "gemini"
#   review_threshold = 0.6
# }
`
