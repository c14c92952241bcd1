package understand

import (
	"strings"
	"testing"
)

func TestTokenize(t *testing.T) {
	for q, want := range map[string]string{
		`Orders over $1,000 in Q3 1997`:         "orders over $ 1000 in q3 1997",
		`discount of at least 20%`:              "discount of at least 20 %",
		`revenue from 1997-06-01 to 1997-06-30`: "revenue from 1997 06 01 to 1997 06 30",
		`Sales of "Côte de Blaye", 3.5 units`:   "sales of cote de blaye 3.5 units",
		`customer's top-5 (1st) items`:          "customers top 5 1st items",
		`1.5k orders; 2,50 x`:                   "1.5k orders 2 50 x",
		`2024's tickets, the 90's`:              "2024 tickets the 90",
		`A+ pollsters, C++ and 20+ units`:       "a+ pollsters c++ and 20 units",
	} {
		var got []string
		for _, tk := range Tokenize(q) {
			got = append(got, tk.Text)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("Tokenize(%q) = %q, want %q", q, strings.Join(got, " "), want)
		}
	}
	ts := Tokenize(`Sales of "Côte de Blaye" 1,000`)
	if ts[2].Quote == 0 || ts[4].Quote != ts[2].Quote || ts[1].Quote != 0 || ts[5].Quote != 0 {
		t.Errorf("quotes: %+v", ts)
	}
	if !ts[5].IsNum || ts[5].Num != 1000 {
		t.Errorf("1,000 = %+v", ts[5])
	}
	// a comma, semicolon, colon or dash starts a clause
	var clauses []string
	for _, tk := range Tokenize(`of all rides in 2024, what share - roughly; said: ok`) {
		if tk.Clause {
			clauses = append(clauses, tk.Text)
		}
	}
	if strings.Join(clauses, " ") != "what roughly said ok" {
		t.Errorf("clauses start at %q", clauses)
	}
}

// A plural is a plural whether the stemmer knows it or the vocabulary
// does: "women" as "seniors"; "class", "status" and "king" are not.
func TestTokenPlural(t *testing.T) {
	var got []string
	for _, tk := range Tokenize(`women seniors categories children class status analysis king`) {
		if tk.Plural {
			got = append(got, tk.Text)
		}
	}
	if want := "women seniors categories children"; strings.Join(got, " ") != want {
		t.Errorf("plurals = %q, want %q", strings.Join(got, " "), want)
	}
}
