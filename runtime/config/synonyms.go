package config

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// decodeSynonyms reads a synonyms attribute: a list whose entries are
// strings, or objects mapping words to a weight in (0, 1].
func decodeSynonyms(v cty.Value, rng hcl.Range, owner string) (SynonymSet, hcl.Diagnostics) {
	var out SynonymSet
	if v == cty.NilVal || v.IsNull() {
		return out, nil
	}
	bad := func(detail string) hcl.Diagnostics {
		r := rng
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Invalid synonyms", Subject: &r,
			Detail: fmt.Sprintf("%s: %s Write synonyms as a list of strings, with a weight where a word is only usually meant: [\"net sales\", { \"sales\" = 0.9 }].", owner, detail)}}
	}
	if !v.IsKnown() || !(v.Type().IsListType() || v.Type().IsTupleType() || v.Type().IsSetType()) {
		return out, bad("synonyms must be a list.")
	}
	add := func(word string, w float64) {
		out.Synonyms = append(out.Synonyms, word)
		if w != 1 {
			if out.Weights == nil {
				out.Weights = map[string]float64{}
			}
			out.Weights[word] = w
		}
	}
	for it := v.ElementIterator(); it.Next(); {
		_, e := it.Element()
		switch {
		case e.IsNull():
			return SynonymSet{}, bad("a synonym is null.")
		case e.Type() == cty.String:
			add(e.AsString(), 1)
		case e.Type().IsObjectType() || e.Type().IsMapType():
			for kv := e.ElementIterator(); kv.Next(); {
				k, w := kv.Element()
				if w.IsNull() || w.Type() != cty.Number {
					return SynonymSet{}, bad(fmt.Sprintf("the weight of %q must be a number.", k.AsString()))
				}
				f, _ := w.AsBigFloat().Float64()
				if f <= 0 || f > 1 {
					return SynonymSet{}, bad(fmt.Sprintf("the weight of %q must be above 0 and at most 1; got %v.", k.AsString(), f))
				}
				add(k.AsString(), f)
			}
		default:
			return SynonymSet{}, bad(fmt.Sprintf("an entry is a %s, not a string or an object of weights.", e.Type().FriendlyName()))
		}
	}
	return out, nil
}

// synonyms decodes the synonyms attributes of every block that has one.
func synonyms(ws *Workspace) hcl.Diagnostics {
	var diags hcl.Diagnostics
	dec := func(v cty.Value, rng hcl.Range, owner string, into *SynonymSet) {
		s, d := decodeSynonyms(v, rng, owner)
		diags = append(diags, d...)
		*into = s
	}
	for _, t := range ws.Tables {
		dec(t.SynonymsVal, t.SynonymsRng, fmt.Sprintf("table %q", t.Name), &t.SynonymSet)
		for _, c := range t.Columns {
			dec(c.SynonymsVal, c.SynonymsRng, fmt.Sprintf("column %q of table %q", c.Name, t.Name), &c.SynonymSet)
		}
	}
	for _, d := range ws.Dimensions {
		dec(d.SynonymsVal, d.SynonymsRng, fmt.Sprintf("dimension %q", d.Name), &d.SynonymSet)
	}
	for _, m := range ws.Metrics {
		dec(m.SynonymsVal, m.SynonymsRng, fmt.Sprintf("metric %q", m.Name), &m.SynonymSet)
	}
	for _, f := range ws.Filters {
		dec(f.SynonymsVal, f.SynonymsRng, fmt.Sprintf("filter %q", f.Name), &f.SynonymSet)
	}
	return diags
}
