// Package hclgen writes workspace files with hclwrite: blocks whose
// strings are quoted and escaped by HCL itself, comments placed where a
// reader expects them, multi-line SQL as heredocs. `init` and `import` use
// it, so the files they write are formatted the way `hclwrite.Format` (and
// `terraform fmt`) would leave them.
package hclgen

import (
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"
)

// File is a file being written.
type File struct{ f *hclwrite.File }

// New starts an empty file.
func New() *File { return &File{f: hclwrite.NewEmptyFile()} }

// Bytes is the file, formatted.
func (f *File) Bytes() []byte { return hclwrite.Format(f.f.Bytes()) }

// Body is the file's top-level body.
func (f *File) Body() *Body { return &Body{b: f.f.Body()} }

// Body is a block's body (or the file's).
type Body struct {
	b     *hclwrite.Body
	depth int // nesting, for the indentation of heredocs
}

// Comment writes "# line" for each line of text.
func (b *Body) Comment(text string) {
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		l = strings.TrimRight("# "+l, " ")
		b.b.AppendUnstructuredTokens(hclwrite.Tokens{{Type: hclsyntax.TokenComment, Bytes: []byte(l + "\n")}})
	}
}

// Newline writes an empty line.
func (b *Body) Newline() { b.b.AppendNewline() }

// Block appends a block.
func (b *Body) Block(typ string, labels ...string) *Body {
	return &Body{b: b.b.AppendNewBlock(typ, labels).Body(), depth: b.depth + 1}
}

// String sets a string attribute; an empty string is left out.
func (b *Body) String(name, v string) {
	if v == "" {
		return
	}
	if strings.Contains(strings.TrimRight(v, "\n"), "\n") {
		b.b.SetAttributeRaw(name, Heredoc(v, b.depth))
		return
	}
	b.b.SetAttributeValue(name, cty.StringVal(v))
}

// Strings sets a list-of-strings attribute; an empty list is left out.
func (b *Body) Strings(name string, vs []string) {
	if len(vs) == 0 {
		return
	}
	vals := make([]cty.Value, len(vs))
	for i, v := range vs {
		vals[i] = cty.StringVal(v)
	}
	b.b.SetAttributeValue(name, cty.TupleVal(vals))
}

// Value sets an attribute to any value.
func (b *Body) Value(name string, v cty.Value) { b.b.SetAttributeValue(name, v) }

// Heredoc is a multi-line string as an indented heredoc (<<-SQL … SQL)
// for an attribute at the given nesting depth, with HCL's template
// sequences escaped so the text reads back unchanged.
func Heredoc(s string, depth int) hclwrite.Tokens {
	indent := strings.Repeat("  ", depth)
	s = strings.ReplaceAll(s, "${", "$${")
	s = strings.ReplaceAll(s, "%{", "%%{")
	marker := "SQL"
	for strings.Contains(s, marker) {
		marker += "_"
	}
	var body strings.Builder
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		body.WriteString(indent + "  " + l + "\n")
	}
	return hclwrite.Tokens{
		{Type: hclsyntax.TokenOHeredoc, Bytes: []byte("<<-" + marker + "\n")},
		{Type: hclsyntax.TokenStringLit, Bytes: []byte(body.String())},
		{Type: hclsyntax.TokenCHeredoc, Bytes: []byte(indent + marker)},
	}
}
