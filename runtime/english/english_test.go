package english

import (
	"strings"
	"testing"
)

func TestFileParses(t *testing.T) {
	v := Words()
	for _, c := range []string{"stop", "agg.avg", "neg", "number", "month", "cmp.gt", "group", "param.limit"} {
		if len(v.Class(c)) == 0 {
			t.Errorf("class %s is empty", c)
		}
	}
	if !v.Restrictive("neg") || v.Restrictive("stop") {
		t.Errorf("restrictive marks: neg %v, stop %v", v.Restrictive("neg"), v.Restrictive("stop"))
	}
	if val, ok := v.Value("number", "three"); !ok || val != "3" {
		t.Errorf("three = %q %v", val, ok)
	}
	p, n := v.Match("cmp.gt", []string{"more", "than", "50"}, 0)
	if n != 2 || p.Text != "more than" {
		t.Errorf("match more than: %v %d", p, n)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		"a, b":         "before any [class]",
		"[x]\n[x]":     "declared twice",
		"[x\na":        "class header",
		"[x]\n, ... ,": "has no words",
	} {
		if _, err := Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
}

func TestTokens(t *testing.T) {
	got := strings.Join(Tokens("Revenue from Crème Brûlée over $1,000 (20%) — customer's #1"), "|")
	want := "revenue|from|creme|brulee|over|$|1|000|20|%|customers|#|1"
	if got != want {
		t.Errorf("Tokens = %s, want %s", got, want)
	}
}

// TestContentClass: a class marked "~" holds content words: Is, Value and
// Match find them, ClassesOf (the function-word classes) does not.
func TestContentClass(t *testing.T) {
	v, err := Parse("[who~]\npeople, ppl = people\n[stop]\nthe\n")
	if err != nil {
		t.Fatal(err)
	}
	if !v.Is("who", "people") || v.Is("stop", "people") {
		t.Error("Is: people is of class who only")
	}
	if val, ok := v.Value("who", "ppl"); !ok || val != "people" {
		t.Errorf("Value(who, ppl) = %q, %v", val, ok)
	}
	if cls := v.ClassesOf("people"); len(cls) != 0 {
		t.Errorf("ClassesOf(people) = %v, want none: a content word is no function word", cls)
	}
	if _, n := v.Match("who", []string{"people"}, 0); n != 1 {
		t.Error("Match does not find a content class's phrase")
	}
}
