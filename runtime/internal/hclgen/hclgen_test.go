package hclgen

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// What is written reads back unchanged: quotes, template sequences,
// backslashes and multi-line SQL (as a heredoc) at any depth.
func TestRoundTrip(t *testing.T) {
	values := []string{
		`plain`,
		`say "hi" \ ${not_a_var} %{if x}`,
		"SELECT $from, '${x}'\nFROM t\n  WHERE a = 'SQL'\n",
		"SQL\nSQL_\nend",
	}
	f := New()
	b := f.Body()
	b.Comment("a comment\nover two lines")
	inner := b.Block("outer", "x").Block("inner")
	for i, v := range values {
		b.String(name(i), v)
		inner.String(name(i), v)
	}
	src := f.Bytes()
	file, diags := hclsyntax.ParseConfig(src, "t.hcl", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatalf("%s\n%s", diags, src)
	}
	top := file.Body.(*hclsyntax.Body)
	in := top.Blocks[0].Body.Blocks[0].Body
	for i, want := range values {
		for _, body := range []*hclsyntax.Body{top, in} {
			v, diags := body.Attributes[name(i)].Expr.Value(nil)
			if diags.HasErrors() {
				t.Fatalf("%s: %s\n%s", name(i), diags, src)
			}
			got := v.AsString()
			if len(want) > 0 && want[len(want)-1] != '\n' && len(got) > 0 && got[len(got)-1] == '\n' {
				got = got[:len(got)-1] // a heredoc ends its last line
			}
			if got != want {
				t.Errorf("%s: read back %q, want %q\n%s", name(i), got, want, src)
			}
		}
	}
}

func name(i int) string { return string(rune('a' + i)) }
