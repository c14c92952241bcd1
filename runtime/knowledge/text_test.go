package knowledge

import (
	"github.com/datacopilot/datacopilot/runtime/config"
	"reflect"
	"testing"
)

func TestWordsAndStem(t *testing.T) {
	if got, want := Words("Côte de Blaye's Meat/Poultry, Q3-1997!"), []string{"cote", "de", "blayes", "meat", "poultry", "q3", "1997"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Words = %q, want %q", got, want)
	}
	// a plus written on a word is part of it ("A+" is no "A"); on a number
	// it is not
	if got, want := Words("A+ grade, C++ and 20+"), []string{"a+", "grade", "c++", "and", "20"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Words = %q, want %q", got, want)
	}
	for in, want := range map[string]string{
		"categories": "category", "sales": "sale", "selling": "sell", "shipping": "ship", "billings": "bill",
		"boxes": "box", "status": "status", "united": "united", "units": "unit", "1997": "1997", "bus": "bus",
	} {
		if got := Stem(in); got != want {
			t.Errorf("Stem(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPastTenseStems(t *testing.T) {
	ix := NewIndex([]Doc{{Kind: KindPipe, ID: "restock", Fields: []Field{{"Products to reorder", 1}}}})
	if hits := ix.Search("what needs to be reordered?"); len(hits) != 1 || hits[0].ID != "restock" {
		t.Errorf("reordered did not meet reorder: %v", hits)
	}
	if got := PastTenseStems("shipped"); got[0] != "ship" {
		t.Errorf("PastTenseStems(shipped) = %v", got)
	}
}

func TestValueIndex(t *testing.T) {
	dims := map[string]*Dimension{
		"product":          {Values: []string{"Côte de Blaye", "Chai", "Chang", "Gnocchi di nonna Alice"}},
		"category":         {Values: []string{"Dairy Products", "Beverages", "Meat/Poultry"}},
		"customer_country": {Values: []string{"Germany", "France", "Spain"}},
		"supplier_country": {Values: []string{"Germany", "Japan"}},
		"charge_category":  {Values: []string{"spa", "bar"}},
	}
	for name, d := range dims {
		d.Dimension = &config.Dimension{Name: name}
	}
	dims["supplier_country"].ValueSynonyms = map[string][]string{"Japan": {"japanese"}}
	vi := NewValueIndex(dims, nil)
	find := func(q string) map[string]string {
		out := map[string]string{}
		best := map[string]float64{}
		for _, m := range vi.Match(Words(q), nil) {
			k := m.Dimension + "=" + m.Value
			if m.Score > best[k] {
				out[k], best[k] = m.Kind, m.Score
			}
		}
		return out
	}
	cases := []struct {
		q, want, kind string
	}{
		{"sales of cote de blaye", "product=Côte de Blaye", MatchExact},
		{"BEVERAGES revenue", "category=Beverages", MatchExact},
		{"beverage revenue", "category=Beverages", MatchExact}, // plural meets singular
		{"dairy in 1997", "category=Dairy Products", MatchPartial},
		{"german customers", "customer_country=Germany", MatchFuzzy},
		{"german customers", "supplier_country=Germany", MatchFuzzy},
		{"japanese suppliers", "supplier_country=Japan", MatchSynonym},
		{"gnocci di nona alice", "product=Gnocchi di nonna Alice", MatchFuzzy},
	}
	for _, c := range cases {
		got := find(c.q)
		if got[c.want] != c.kind {
			t.Errorf("%q: %v, want %s (%s)", c.q, got, c.want, c.kind)
		}
	}
	if got := find("revenue by year and month"); len(got) != 0 {
		t.Errorf("a question without values matched %v", got)
	}
	// a near spelling is of words of the value: "spa in" is no "Spain"
	if got := find("spend at the spa in lisbon"); got["customer_country=Spain"] != "" || got["charge_category=spa"] != MatchExact {
		t.Errorf("spa in lisbon: %v", got)
	}
	if got := vi.Closest("product", "chia", 2); len(got) == 0 || got[0] != "Chai" {
		t.Errorf("Closest(chia) = %v, want Chai first", got)
	}
}

func TestNameWords(t *testing.T) {
	for in, want := range map[string]string{
		"DueDate": "Due Date", "due_date": "due date", "HTTPStatus": "HTTP Status",
		"unitPrice": "unit Price", "minutes": "minutes", "Order_ID": "Order ID", "A": "A",
	} {
		if got := NameWords(in); got != want {
			t.Errorf("NameWords(%q) = %q, want %q", in, got, want)
		}
	}
}
