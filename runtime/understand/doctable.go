package understand

import (
	"math"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/english"
	"github.com/datacopilot/datacopilot/runtime/knowledge"
)

// A passage's table whose first column is a range of a number ("less than
// 2 years", "2 to 4 years", "10 years or more") answers a question that
// gives the number ("someone with 6 years of service"): the row whose range
// holds it, in the column the question's words name.

// span is a range of numbers, its ends open or closed.
type span struct {
	lo, hi         float64
	loOpen, hiOpen bool
}

func (s span) holds(n float64) bool {
	return (n > s.lo || !s.loOpen && n == s.lo) && (n < s.hi || !s.hiOpen && n == s.hi)
}

// spanOf reads a cell as a range: "2 to 4", "2-4", "less than 2", "10 or
// more", "at least 5", "7" (that number alone).
func spanOf(cell string, v *english.Vocabulary) (span, bool) {
	ts := Tokenize(strings.ReplaceAll(cell, "–", "-"))
	words := make([]string, len(ts))
	var nums []int
	for i, t := range ts {
		words[i] = t.Text
		if t.IsNum {
			nums = append(nums, i)
		}
	}
	inf := math.Inf(1)
	switch len(nums) {
	case 2:
		a, b := ts[nums[0]], ts[nums[1]]
		between := words[nums[0]+1 : nums[1]]
		if len(between) == 0 && strings.Contains(cell, a.Raw+"-"+b.Raw) || len(between) == 1 && (v.Is("range.to", between[0]) || v.Is("range.and", between[0]) || between[0] == "-") {
			return span{lo: a.Num, hi: b.Num}, true
		}
	case 1:
		i, n := nums[0], ts[nums[0]].Num
		// a comparison before the number, or after it ("10 or more")
		for j := max(0, i-3); j < i; j++ {
			for _, c := range []string{"cmp.lt", "cmp.le", "cmp.gt", "cmp.ge"} {
				if _, k := v.Match(c, words, j); k > 0 && j+k == i {
					return bound(c, n), true
				}
			}
		}
		if i+1 < len(words) {
			for j := i + 1; j <= min(i+2, len(words)-1); j++ {
				for _, c := range []string{"cmp.le", "cmp.ge"} {
					if _, k := v.Match(c, words, j); k > 0 {
						return bound(c, n), true
					}
				}
			}
		}
		return span{lo: n, hi: n}, true
	}
	return span{lo: -inf, hi: inf}, false
}

func bound(class string, n float64) span {
	inf := math.Inf(1)
	switch class {
	case "cmp.lt":
		return span{lo: -inf, hi: n, hiOpen: true}
	case "cmp.le":
		return span{lo: -inf, hi: n}
	case "cmp.gt":
		return span{lo: n, hi: inf, loOpen: true}
	}
	return span{lo: n, hi: inf}
}

// tableRows are the rows of the markdown tables in a text, cells trimmed;
// the first row of each table is its header.
func tableRows(text string) [][][]string {
	var tables [][][]string
	var cur [][]string
	for _, line := range append(strings.Split(text, "\n"), "") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			if len(cur) > 1 {
				tables = append(tables, cur)
			}
			cur = nil
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if strings.Trim(strings.Join(cells, ""), "-: ") == "" {
			continue // the header's rule
		}
		cur = append(cur, cells)
	}
	return tables
}

// TableValue looks the question's number up in a passage's range table:
// the row that holds it and the cell of the column whose header shares
// the most terms with the question; others are the cells of the columns
// the question's words tell no more from it ("8 hours" and "72 hours"
// when it names neither target). ok is false when the passage has no such
// table or the question no single number.
func TableValue(c *knowledge.Chunk, question string, terms []string, v *english.Vocabulary) (row, cell string, others []string, ok bool) {
	var asked []float64
	for _, t := range Tokenize(question) {
		if t.IsNum && !(len(t.Text) == 4 && t.Num >= 1900 && t.Num <= 2100) {
			asked = append(asked, t.Num)
		}
	}
	want := map[string]bool{}
	for _, t := range terms {
		want[t] = true
	}
	if len(asked) != 1 {
		return keyedValue(c, want)
	}
	return numberRow(c, asked[0], want, v)
}

// tableHolds reports a range table in the passage with a row for n.
func tableHolds(c *knowledge.Chunk, n float64, v *english.Vocabulary) bool {
	_, _, _, ok := numberRow(c, n, map[string]bool{}, v)
	return ok
}

// numberRow is the row of a range table that holds n.
func numberRow(c *knowledge.Chunk, n float64, want map[string]bool, v *english.Vocabulary) (row, cell string, others []string, ok bool) {
	for _, tb := range tableRows(c.Text) {
		header, body := tb[0], tb[1:]
		if len(header) < 2 {
			continue
		}
		col, tied := valueColumn(header, want)
		var hits []int
		ranged := 0
		for i, r := range body {
			if len(r) <= col {
				continue
			}
			s, isSpan := spanOf(r[0], v)
			if !isSpan {
				continue
			}
			ranged++
			if s.holds(n) {
				hits = append(hits, i)
			}
		}
		if ranged < len(body) || len(hits) != 1 {
			continue
		}
		r := body[hits[0]]
		return header[0] + " " + r[0] + ": " + r[col], r[col], cellsOf(header, r, tied), true
	}
	return "", "", nil, false
}

// valueColumn is the column (after the first) whose header says most of
// the question, and the others whose headers say as much.
func valueColumn(header []string, want map[string]bool) (int, []int) {
	col, top := -1, 0
	var tied []int
	for j := 1; j < len(header); j++ {
		k := 0
		for _, t := range knowledge.Terms(header[j]) {
			if want[t] || derived(t, want) || derivedOf(t, want) {
				k++ // ("resolution target" of "to resolve")
			}
		}
		switch {
		case k > top || k == top && col < 0:
			col, top, tied = j, k, nil
		case k == top:
			tied = append(tied, j)
		}
	}
	return col, tied
}

// cellsOf are a row's cells in some columns, each with its header.
func cellsOf(header, row []string, cols []int) []string {
	var out []string
	for _, j := range cols {
		if j < len(row) {
			out = append(out, row[j]+" ("+header[j]+")")
		}
	}
	return out
}

// keyedValue looks a row up by its first cell's words ("an 'exceeds
// expectations' rating" of a table of ratings): the one row whose key
// shares the most terms with the question, none of them the table's
// header words.
func keyedValue(c *knowledge.Chunk, want map[string]bool) (row, cell string, others []string, ok bool) {
	for _, tb := range tableRows(c.Text) {
		header, body := tb[0], tb[1:]
		if len(header) < 2 {
			continue
		}
		col, tied := valueColumn(header, want)
		inHeader := map[string]bool{}
		for _, h := range header {
			for _, t := range knowledge.Terms(h) {
				inHeader[t] = true
			}
		}
		best, top, tie := -1, 0, false
		for i, r := range body {
			if len(r) <= col {
				continue
			}
			k := 0
			for _, t := range knowledge.Terms(r[0]) {
				if want[t] && !inHeader[t] {
					k++
				}
			}
			switch {
			case k > top:
				best, top, tie = i, k, false
			case k == top && k > 0:
				tie = true
			}
		}
		if best < 0 || tie {
			continue
		}
		r := body[best]
		return header[0] + " " + r[0] + ": " + r[col], r[col], cellsOf(header, r, tied), true
	}
	return "", "", nil, false
}

// derivedOf reports a term one of the words is derived from ("resolve"
// of "resolution").
func derivedOf(word string, stems map[string]bool) bool {
	for s := range stems {
		if knowledge.Derived(s, word) {
			return true
		}
	}
	return false
}

// tableNamed is how many of the question's terms the header of a passage's
// table column holds, when the question also names one of its rows ("the
// customer charge on Business Flex" of a table of plans with a "customer
// charge" column): 0 when it names no row.
func tableNamed(c *knowledge.Chunk, want map[string]bool) int {
	best := 0
	for _, tb := range tableRows(c.Text) {
		header, body := tb[0], tb[1:]
		if len(header) < 2 {
			continue
		}
		// (columns tied on the words still name the thing: the value is
		// then for review)
		col, _ := valueColumn(header, want)
		if col < 0 {
			continue
		}
		// (by a word of its own, not one the header holds too: "years"
		// of "less than 2 years" under "years of service")
		inHeader := map[string]bool{}
		for _, h := range header {
			for _, t := range knowledge.Terms(h) {
				inHeader[t] = true
			}
		}
		named := false
		for _, r := range body {
			for _, t := range knowledge.Terms(r[0]) {
				named = named || want[t] && !inHeader[t]
			}
		}
		if !named {
			continue
		}
		k := 0
		for _, t := range knowledge.Terms(header[col]) {
			if want[t] {
				k++
			}
		}
		best = max(best, k)
	}
	return best
}
