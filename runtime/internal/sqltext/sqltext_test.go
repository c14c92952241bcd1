package sqltext

import "testing"

func TestTrimEnd(t *testing.T) {
	cases := map[string]string{
		"SELECT 1":                               "SELECT 1",
		"SELECT 1;":                              "SELECT 1",
		"SELECT 1 ; -- done\n":                   "SELECT 1",
		"SELECT ';' /* ; */ ;;":                  "SELECT ';'",
		"SELECT $$ ; $$ -- x":                    "SELECT $$ ; $$",
		"SELECT E'\\'' ;":                        "SELECT E'\\''",
		"SELECT 1 /* unterminated ; ":            "SELECT 1",
		"SELECT \"a;\" FROM t /* a /* b */ c */": "SELECT \"a;\" FROM t",
	}
	for in, want := range cases {
		if got := TrimEnd(in); got != want {
			t.Errorf("TrimEnd(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTokens(t *testing.T) {
	var got []string
	for _, tok := range Significant(Tokens("PIVOT t ON $x, $1, ? USING $tag$ ON $tag$ -- ON\n")) {
		got = append(got, tok.Text)
	}
	want := []string{"PIVOT", "t", "ON", "$x", ",", "$1", ",", "?", "USING", "$tag$ ON $tag$"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}
