package config

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
)

// What a learning can be promoted to in knowledge.hcl.
const (
	PromoteRule     = "rule"
	PromoteVerified = "verified_query"
	PromoteSynonym  = "synonym"
	PromoteFilter   = "filter"
)

// PromoteTargets lists the promotion targets.
var PromoteTargets = []string{PromoteRule, PromoteVerified, PromoteSynonym, PromoteFilter}

// Promotion is what a reviewed learning becomes in knowledge.hcl: a new
// rule, verified_query or filter block, or one more synonym on a dimension.
type Promotion struct {
	Target string
	// Name is the new block's name (rule, verified_query, filter).
	Name        string
	Description string
	// Tables are a rule's tables.
	Tables []string
	// Question and SQL make a verified query.
	Question, SQL string
	// Table, Expr, Label and Synonyms make a filter.
	Table, Expr, Label string
	Synonyms           []string
	// A synonym: Term is another word for Dimension's Value, or for the
	// dimension itself when Value is "".
	Dimension, Value, Term string
}

// Where says what the promotion made, for a learning's promoted_to:
// "rule late_fees", "synonym dimension.account".
func (p Promotion) Where() string {
	if p.Target == PromoteSynonym {
		if p.Value != "" {
			return fmt.Sprintf("synonym dimension.%s value %q", p.Dimension, p.Value)
		}
		return "synonym dimension." + p.Dimension
	}
	return p.Target + " " + p.Name
}

// Promote returns src, the text of knowledge.hcl, with the promotion
// written in, and the line it starts on. Everything else in the file is
// kept byte for byte (comments, alignment, order): a new block goes after
// the last block of its type (or at the end), and a synonym is added to
// the dimension's own list. The new text is not checked against the rest
// of the workspace here; the caller loads it before writing it.
func Promote(src []byte, filename string, p Promotion) ([]byte, int, error) {
	f, diags := hclwrite.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, 0, fmt.Errorf("%s does not parse, so nothing was promoted: %s", filename, diags.Error())
	}
	switch p.Target {
	case PromoteSynonym:
		return promoteSynonym(f, src, filename, p)
	case PromoteRule, PromoteVerified, PromoteFilter:
	default:
		return nil, 0, fmt.Errorf("cannot promote to %q: the targets are %s", p.Target, strings.Join(PromoteTargets, ", "))
	}
	if strings.TrimSpace(p.Name) == "" {
		return nil, 0, fmt.Errorf("the new %s needs a name", p.Target)
	}
	for _, b := range f.Body().Blocks() {
		if b.Type() == p.Target && len(b.Labels()) > 0 && b.Labels()[0] == p.Name {
			return nil, 0, fmt.Errorf("%s already has a %s named %q; choose another name (--name)", filename, p.Target, p.Name)
		}
	}
	nf := hclwrite.NewEmptyFile()
	b := nf.Body().AppendNewBlock(p.Target, []string{p.Name}).Body()
	str := func(name, v string) {
		if v != "" {
			b.SetAttributeValue(name, cty.StringVal(v))
		}
	}
	list := func(name string, xs []string) {
		if len(xs) > 0 {
			vals := make([]cty.Value, len(xs))
			for i, x := range xs {
				vals[i] = cty.StringVal(x)
			}
			b.SetAttributeValue(name, cty.ListVal(vals))
		}
	}
	switch p.Target {
	case PromoteRule:
		if p.Description == "" {
			return nil, 0, fmt.Errorf("a rule needs a description")
		}
		str("description", p.Description)
		list("tables", p.Tables)
	case PromoteVerified:
		if p.Question == "" || strings.TrimSpace(p.SQL) == "" {
			return nil, 0, fmt.Errorf("a verified query needs a question and SQL")
		}
		str("question", p.Question)
		str("description", p.Description)
		b.SetAttributeRaw("sql", heredoc(p.SQL))
	case PromoteFilter:
		if p.Table == "" || p.Expr == "" {
			return nil, 0, fmt.Errorf("a filter needs a table and a condition (expr)")
		}
		str("table", p.Table)
		str("expr", p.Expr)
		str("label", p.Label)
		list("synonyms", p.Synonyms)
		str("description", p.Description)
	}
	block := bytes.TrimSpace(hclwrite.Format(nf.Bytes()))

	syn, _ := hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
	pos := -1
	if body, ok := syn.Body.(*hclsyntax.Body); ok {
		for _, sb := range body.Blocks {
			if sb.Type == p.Target {
				pos = sb.Range().End.Byte
			}
		}
	}
	var out []byte
	if pos >= 0 {
		out = append(out, src[:pos]...)
		out = append(out, "\n\n"...)
		out = append(out, block...)
		out = append(out, src[pos:]...)
		pos += 2
	} else {
		out = append(out, bytes.TrimRight(src, "\n")...)
		if len(out) > 0 {
			out = append(out, "\n\n"...)
		}
		pos = len(out)
		out = append(out, block...)
		out = append(out, '\n')
	}
	return out, bytes.Count(out[:pos], []byte("\n")) + 1, nil
}

// heredoc writes SQL as an indented heredoc (<<-SQL … SQL), as people
// write it in knowledge.hcl, rather than one long quoted line.
func heredoc(sql string) hclwrite.Tokens {
	sql = strings.NewReplacer("${", "$${", "%{", "%%{").Replace(strings.TrimSpace(sql))
	marker := "SQL"
	lines := strings.Split(sql, "\n")
	for _, l := range lines {
		if strings.TrimSpace(l) == marker {
			marker = "END_OF_SQL"
		}
	}
	var body strings.Builder
	for _, l := range lines {
		body.WriteString("    " + strings.TrimRight(l, " \t\r") + "\n")
	}
	return hclwrite.Tokens{
		{Type: hclsyntax.TokenOHeredoc, Bytes: []byte("<<-" + marker + "\n")},
		{Type: hclsyntax.TokenStringLit, Bytes: []byte(body.String())},
		{Type: hclsyntax.TokenCHeredoc, Bytes: []byte("  " + marker)},
	}
}

// promoteSynonym adds p.Term to a dimension: to its value_synonyms under
// p.Value, or to its synonyms when p.Value is "". The attribute is edited
// token by token, so its other entries, their alignment and comments stay.
func promoteSynonym(f *hclwrite.File, src []byte, filename string, p Promotion) ([]byte, int, error) {
	if p.Dimension == "" || strings.TrimSpace(p.Term) == "" {
		return nil, 0, fmt.Errorf("a synonym needs a dimension and a term")
	}
	var dim *hclwrite.Block
	var names []string
	for _, b := range f.Body().Blocks() {
		if b.Type() == "dimension" && len(b.Labels()) == 1 {
			names = append(names, b.Labels()[0])
			if b.Labels()[0] == p.Dimension {
				dim = b
			}
		}
	}
	if dim == nil {
		msg := fmt.Sprintf("%s has no dimension %q", filename, p.Dimension)
		if s := Suggest(p.Dimension, names); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		return nil, 0, fmt.Errorf("%s", msg)
	}
	term := hclwrite.TokensForValue(cty.StringVal(p.Term))
	attr, edit := "synonyms", func(toks hclwrite.Tokens) (hclwrite.Tokens, error) { return appendToList(toks, term) }
	fresh := "[" + string(term.Bytes()) + "]"
	if p.Value != "" {
		attr = "value_synonyms"
		edit = func(toks hclwrite.Tokens) (hclwrite.Tokens, error) { return addValueSynonym(toks, p.Value, term) }
		fresh = "{\n    " + string(hclwrite.TokensForValue(cty.StringVal(p.Value)).Bytes()) + " = " + fresh + "\n  }"
	}
	// the edit is spliced into the original text, so that nothing else in
	// the file changes (hclwrite's own output reformats every block)
	syn, diags := hclsyntax.ParseConfig(src, filename, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, 0, fmt.Errorf("%s does not parse, so nothing was promoted: %s", filename, diags.Error())
	}
	var sb *hclsyntax.Block
	for _, b := range syn.Body.(*hclsyntax.Body).Blocks {
		if b.Type == "dimension" && len(b.Labels) == 1 && b.Labels[0] == p.Dimension {
			sb = b
		}
	}
	var out []byte
	if a := dim.Body().GetAttribute(attr); a != nil && sb.Body.Attributes[attr] != nil {
		toks, err := edit(a.Expr().BuildTokens(nil))
		if err != nil {
			return nil, 0, fmt.Errorf("dimension %q's %s: %w", p.Dimension, attr, err)
		}
		for len(toks) > 0 && toks[len(toks)-1].Type == hclsyntax.TokenNewline {
			toks = toks[:len(toks)-1]
		}
		toks = cloneTokens(toks)
		toks[0].SpacesBefore = 0
		rng := sb.Body.Attributes[attr].Expr.Range()
		out = append(out, src[:rng.Start.Byte]...)
		out = append(out, toks.Bytes()...)
		out = append(out, src[rng.End.Byte:]...)
	} else {
		// a new attribute, last in the block
		end := sb.Body.SrcRange.End.Byte - 1 // the closing brace
		if end < 0 || src[end] != '}' {
			return nil, 0, fmt.Errorf("dimension %q is not written as a block { … } that can be edited", p.Dimension)
		}
		lineStart := bytes.LastIndexByte(src[:end], '\n') + 1
		line := "  " + attr + " = " + fresh + "\n"
		if strings.TrimSpace(string(src[lineStart:end])) != "" { // `dimension "x" { … }` on one line
			return nil, 0, fmt.Errorf("dimension %q is written on one line; add %s by hand", p.Dimension, attr)
		}
		out = append(out, src[:lineStart]...)
		out = append(out, line...)
		out = append(out, src[lineStart:]...)
	}
	return out, sb.Range().Start.Line, nil
}

// appendToList adds item before the closing bracket of a list expression
// written as [ … ].
func appendToList(toks, item hclwrite.Tokens) (hclwrite.Tokens, error) {
	end := len(toks) - 1
	for end >= 0 && toks[end].Type == hclsyntax.TokenNewline {
		end--
	}
	if end < 1 || toks[end].Type != hclsyntax.TokenCBrack || toks[0].Type != hclsyntax.TokenOBrack {
		return nil, fmt.Errorf("it is not written as a list [ … ], so it is not edited; add the word by hand")
	}
	return insertItem(toks, end, item), nil
}

// insertItem inserts item before toks[end] (a closing bracket or brace),
// after a comma when the list or object has items and the one before
// does not end with one. A list written one item per line gets the item
// on a line of its own.
func insertItem(toks hclwrite.Tokens, end int, item hclwrite.Tokens) hclwrite.Tokens {
	prev := end - 1
	for prev >= 0 && toks[prev].Type == hclsyntax.TokenNewline {
		prev--
	}
	multiline := prev < end-1
	var add hclwrite.Tokens
	empty := toks[prev].Type == hclsyntax.TokenOBrack || toks[prev].Type == hclsyntax.TokenOBrace
	if !empty && toks[prev].Type != hclsyntax.TokenComma && !multiline {
		add = append(add, &hclwrite.Token{Type: hclsyntax.TokenComma, Bytes: []byte(",")})
	}
	item = cloneTokens(item)
	if len(item) > 0 && !empty && !multiline {
		item[0].SpacesBefore = 1
	}
	if multiline {
		if toks[prev].Type != hclsyntax.TokenComma && toks[prev].Type != hclsyntax.TokenOBrack && toks[prev].Type != hclsyntax.TokenOBrace && toks[0].Type == hclsyntax.TokenOBrack {
			add = append(add, &hclwrite.Token{Type: hclsyntax.TokenComma, Bytes: []byte(",")})
		}
		// on its own line, indented like the item before it
		if len(item) > 0 {
			item[0].SpacesBefore = lineIndent(toks, prev)
		}
		item = append(item, &hclwrite.Token{Type: hclsyntax.TokenNewline, Bytes: []byte("\n")})
		out := append(hclwrite.Tokens{}, toks[:prev+1]...)
		out = append(out, add...)
		out = append(out, toks[prev+1:end]...)
		out = append(out, item...)
		return append(out, toks[end:]...)
	}
	out := append(hclwrite.Tokens{}, toks[:end]...)
	out = append(out, add...)
	out = append(out, item...)
	return append(out, toks[end:]...)
}

// lineIndent is the indentation of the line toks[i] is on (the spaces
// before the first token after a newline).
func lineIndent(toks hclwrite.Tokens, i int) int {
	for i > 0 && toks[i-1].Type != hclsyntax.TokenNewline {
		i--
	}
	if i == 0 {
		return 2
	}
	return toks[i].SpacesBefore
}

func cloneTokens(ts hclwrite.Tokens) hclwrite.Tokens {
	out := make(hclwrite.Tokens, len(ts))
	for i, t := range ts {
		c := *t
		out[i] = &c
	}
	return out
}

// addValueSynonym adds term to the list of value in an object expression
// { "Value" = ["word", …], … }, or a new "Value" = [term] entry.
func addValueSynonym(toks hclwrite.Tokens, value string, term hclwrite.Tokens) (hclwrite.Tokens, error) {
	end := len(toks) - 1
	for end >= 0 && toks[end].Type == hclsyntax.TokenNewline {
		end--
	}
	if end < 1 || toks[0].Type != hclsyntax.TokenOBrace || toks[end].Type != hclsyntax.TokenCBrace {
		return nil, fmt.Errorf("it is not written as an object { … }, so it is not edited; add the word by hand")
	}
	depth := 0
	for i := 0; i < end; i++ {
		switch toks[i].Type {
		case hclsyntax.TokenOBrace, hclsyntax.TokenOBrack, hclsyntax.TokenOParen:
			depth++
		case hclsyntax.TokenCBrace, hclsyntax.TokenCBrack, hclsyntax.TokenCParen:
			depth--
		}
		if depth != 1 || !keyIs(toks, i+1, value) {
			continue
		}
		// "Value" = [ … ]: find the list's closing bracket
		j := i + 1
		for j < end && toks[j].Type != hclsyntax.TokenOBrack && toks[j].Type != hclsyntax.TokenNewline {
			j++
		}
		if toks[j].Type != hclsyntax.TokenOBrack {
			return nil, fmt.Errorf("%q is not a list [ … ], so it is not edited; add the word by hand", value)
		}
		d := 0
		for k := j; k < end; k++ {
			switch toks[k].Type {
			case hclsyntax.TokenOBrack:
				d++
			case hclsyntax.TokenCBrack:
				d--
				if d == 0 {
					return insertItem(toks, k, term), nil
				}
			}
		}
		return nil, fmt.Errorf("%q's list is not closed", value)
	}
	entry := hclwrite.TokensForValue(cty.StringVal(value))
	entry = append(entry, &hclwrite.Token{Type: hclsyntax.TokenEqual, Bytes: []byte("="), SpacesBefore: 1})
	list := hclwrite.TokensForValue(cty.ListVal([]cty.Value{cty.StringVal("")}))
	list = append(hclwrite.Tokens{list[0]}, append(cloneTokens(term), list[len(list)-1])...)
	list[0].SpacesBefore = 1
	entry = append(entry, list...)
	return insertItem(toks, end, entry), nil
}

// keyIs reports whether toks[i:] starts with the quoted key value (or the
// bare identifier value) followed by = or :.
func keyIs(toks hclwrite.Tokens, i int, value string) bool {
	if i >= len(toks) {
		return false
	}
	next := i + 1
	switch {
	case toks[i].Type == hclsyntax.TokenIdent && string(toks[i].Bytes) == value:
	case toks[i].Type == hclsyntax.TokenOQuote && i+2 < len(toks) && toks[i+2].Type == hclsyntax.TokenCQuote:
		want := hclwrite.TokensForValue(cty.StringVal(value)) // the key as HCL escapes it
		if toks[i+1].Type != hclsyntax.TokenQuotedLit || len(want) != 3 || !bytes.Equal(toks[i+1].Bytes, want[1].Bytes) {
			return false
		}
		next = i + 3
	default:
		return false
	}
	return next < len(toks) && (toks[next].Type == hclsyntax.TokenEqual || toks[next].Type == hclsyntax.TokenColon)
}
