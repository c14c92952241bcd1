package agents

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Period is a date range read from a question, both ends inclusive.
type Period struct {
	From, To time.Time
	// Label is how the answer names it: "Q3 1997", "June 1997", "1997".
	Label string
	// Rule explains a relative period ("last month") or a guessed year.
	Rule string
	// Start and End are the words it was read from: [Start, End).
	Start, End int
	// Open ends are filled from the data's range ("since 1997").
	openFrom, openTo bool
	// needsYear: a quarter, half or month with no year ("Q1 vs Q2 1998").
	needsYear      bool
	unit           string // year, half, quarter, month, week, day, range
	index          int    // quarter 1-4, half 1-2, month 1-12
	relative, name string // relative unit ("month"), named period
	// Chunk is the document chunk that defines a named period.
	Chunk string
	// parts are the two ends of a range read from two periods ("from 1996
	// to 1997"): a growth question compares them instead.
	parts []Period
}

var monthNames = map[string]int{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
	"may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
	"september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
	"december": 12, "dec": 12,
}

var ordinals = map[string]int{
	"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
}

var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
	"thirty": 30, "fifty": 50, "hundred": 100, "dozen": 12,
}

// number reads a count: digits or a number word.
func number(w string) (int, bool) {
	if n, ok := numberWords[w]; ok {
		return n, true
	}
	if !isDigits(w) || len(w) > 4 {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	return n, err == nil
}

func isDigits(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

func year(w string) (int, bool) {
	if len(w) != 4 || !isDigits(w) {
		return 0, false
	}
	y, _ := strconv.Atoi(w)
	return y, y >= 1900 && y <= 2100
}

func date(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }

func endOfMonth(y, m int) time.Time { return date(y, m+1, 1).AddDate(0, 0, -1) }

func (p *Period) setYear(y int) {
	switch p.unit {
	case "quarter":
		p.From, p.To = date(y, 3*p.index-2, 1), endOfMonth(y, 3*p.index)
		p.Label = fmt.Sprintf("Q%d %d", p.index, y)
	case "half":
		p.From, p.To = date(y, 6*p.index-5, 1), endOfMonth(y, 6*p.index)
		p.Label = fmt.Sprintf("H%d %d", p.index, y)
	case "month":
		p.From, p.To = date(y, p.index, 1), endOfMonth(y, p.index)
		p.Label = fmt.Sprintf("%s %d", time.Month(p.index), y)
	case "year":
		p.From, p.To = date(y, 1, 1), date(y, 12, 31)
		p.Label = strconv.Itoa(y)
	}
	p.needsYear = false
}

// timeReader reads the periods of a question, word by word.
type timeReader struct {
	w      []string
	used   []bool
	anchor time.Time // the latest date in the data
	first  time.Time // the earliest
	named  []namedPeriod
}

type namedPeriod struct {
	words    []string
	from, to time.Time
	label    string
	name     string
	chunk    string // the document chunk that defines it, if one does
}

// atom reads one period expression starting at word i; n is how many words
// it took (0 for none).
func (r *timeReader) atom(i int) (Period, int) {
	w := r.w
	at := func(k int) string {
		if i+k < len(w) {
			return w[i+k]
		}
		return ""
	}
	p := Period{Start: i}
	done := func(n int) (Period, int) { p.End = i + n; return p, n }
	// named periods from the workspace, longest first
	for _, np := range r.named {
		if i+len(np.words) <= len(w) && slices.Equal(w[i:i+len(np.words)], np.words) {
			p.From, p.To, p.Label, p.unit, p.name, p.Chunk = np.from, np.to, np.label, "range", np.name, np.chunk
			return done(len(np.words))
		}
	}
	// YYYY MM DD (from 1997-06-01) and YYYY MM (from 1997-06)
	if y, ok := year(at(0)); ok {
		if m, ok := twoDigit(at(1), 12); ok {
			if d, ok := twoDigit(at(2), 31); ok {
				t := date(y, m, d)
				if t.Month() == time.Month(m) {
					p.From, p.To, p.Label, p.unit = t, t, t.Format("2006-01-02"), "day"
					return done(3)
				}
			}
			p.unit, p.index = "month", m
			p.setYear(y)
			return done(2)
		}
		// YYYY Qn, YYYY month
		if q, ok := quarterWord(at(1)); ok {
			p.unit, p.index = "quarter", q
			p.setYear(y)
			return done(2)
		}
		p.unit = "year"
		p.setYear(y)
		return done(1)
	}
	// Qn [of] [YYYY]; Hn [of] [YYYY]
	if q, ok := quarterWord(at(0)); ok {
		p.unit, p.index = "quarter", q
		return r.withYear(p, i, 1)
	}
	if h, ok := halfWord(at(0)); ok {
		p.unit, p.index = "half", h
		return r.withYear(p, i, 1)
	}
	// first quarter [of] [YYYY]; second half [of] [YYYY]
	if o, ok := ordinals[at(0)]; ok {
		switch at(1) {
		case "quarter":
			p.unit, p.index = "quarter", o
			return r.withYear(p, i, 2)
		case "half":
			if o <= 2 {
				p.unit, p.index = "half", o
				return r.withYear(p, i, 2)
			}
		}
	}
	// month [of] [YYYY]; "may" only with a year, being a verb as often as not
	if m, ok := monthNames[at(0)]; ok {
		p.unit, p.index = "month", m
		p, n := r.withYear(p, i, 1)
		if at(0) == "may" && p.needsYear {
			return Period{}, 0
		}
		return p, n
	}
	// relative periods
	switch at(0) {
	case "ytd":
		return r.relative(p, i, 1, "ytd", 0)
	case "mtd":
		return r.relative(p, i, 1, "mtd", 0)
	case "qtd":
		return r.relative(p, i, 1, "qtd", 0)
	case "today":
		return r.relative(p, i, 1, "today", 0)
	case "yesterday":
		return r.relative(p, i, 1, "yesterday", 0)
	case "year", "month", "quarter":
		if at(1) == "to" && at(2) == "date" {
			return r.relative(p, i, 3, at(0)[:1]+"td", 0)
		}
	case "last", "previous", "past", "prior", "this", "current":
		unit := at(1)
		if n, ok := number(at(1)); ok && at(0) != "this" && at(0) != "current" {
			if u := periodUnit(at(2)); u != "" {
				return r.relative(p, i, 3, "last_n_"+u, n)
			}
		}
		if u := periodUnit(unit); u != "" && !isPlural(unit) {
			kind := "last_"
			if at(0) == "this" || at(0) == "current" {
				kind = "this_"
			}
			return r.relative(p, i, 2, kind+u, 1)
		}
	case "all":
		if at(1) == "time" {
			p.unit = "all"
			return done(2)
		}
	}
	return Period{}, 0
}

// withYear completes a quarter, half or month with the year after it, if
// any ("Q3 1997", "Q3 of 1997"); without one it is left for later.
func (r *timeReader) withYear(p Period, i, n int) (Period, int) {
	k := i + n
	if k < len(r.w) && r.w[k] == "of" {
		k++
	}
	if k < len(r.w) {
		if y, ok := year(r.w[k]); ok {
			p.setYear(y)
			p.End = k + 1
			return p, k + 1 - i
		}
	}
	p.needsYear = true
	p.End = i + n
	return p, n
}

func quarterWord(w string) (int, bool) {
	if len(w) == 2 && w[0] == 'q' && w[1] >= '1' && w[1] <= '4' {
		return int(w[1] - '0'), true
	}
	return 0, false
}

func halfWord(w string) (int, bool) {
	if len(w) == 2 && w[0] == 'h' && (w[1] == '1' || w[1] == '2') {
		return int(w[1] - '0'), true
	}
	return 0, false
}

func twoDigit(w string, hi int) (int, bool) {
	if len(w) != 2 || !isDigits(w) {
		return 0, false
	}
	n, _ := strconv.Atoi(w)
	return n, n >= 1 && n <= hi
}

func periodUnit(w string) string {
	switch w {
	case "day", "days":
		return "day"
	case "week", "weeks":
		return "week"
	case "month", "months":
		return "month"
	case "quarter", "quarters":
		return "quarter"
	case "year", "years":
		return "year"
	}
	return ""
}

func isPlural(w string) bool { return len(w) > 1 && w[len(w)-1] == 's' }

// relative resolves a period against the latest date in the data, not the
// calendar: the demo data is historical, and "last month" of a data set
// means its last month.
func (r *timeReader) relative(p Period, i, n int, kind string, count int) (Period, int) {
	a := r.anchor
	if a.IsZero() {
		return Period{}, 0
	}
	p.End = i + n
	p.unit = "range"
	y, m, _ := a.Date()
	qStart := date(y, 3*((int(m)-1)/3)+1, 1)
	switch kind {
	case "ytd":
		p.From, p.To = date(y, 1, 1), a
		p.Label = fmt.Sprintf("%d to date", y)
	case "mtd":
		p.From, p.To = date(y, int(m), 1), a
		p.Label = fmt.Sprintf("%s %d to date", m, y)
	case "qtd":
		p.From, p.To = qStart, a
		p.Label = fmt.Sprintf("Q%d %d to date", (int(m)-1)/3+1, y)
	case "today":
		p.From, p.To = a, a
		p.Label = a.Format("2006-01-02")
	case "yesterday":
		p.From, p.To = a.AddDate(0, 0, -1), a.AddDate(0, 0, -1)
		p.Label = p.From.Format("2006-01-02")
	case "this_year":
		p.From, p.To, p.Label = date(y, 1, 1), a, fmt.Sprintf("%d (to date)", y)
	case "this_quarter":
		p.From, p.To, p.Label = qStart, a, fmt.Sprintf("Q%d %d (to date)", (int(m)-1)/3+1, y)
	case "this_month":
		p.From, p.To, p.Label = date(y, int(m), 1), a, fmt.Sprintf("%s %d (to date)", m, y)
	case "this_week":
		p.From, p.To = weekStart(a), a
		p.Label = "the week of " + p.From.Format("2006-01-02")
	case "this_day":
		p.From, p.To, p.Label = a, a, a.Format("2006-01-02")
	case "last_year":
		p.unit, p.index = "year", 0
		p.setYear(y - 1)
		p.unit = "range"
	case "last_quarter":
		s := qStart.AddDate(0, -3, 0)
		p.From, p.To = s, qStart.AddDate(0, 0, -1)
		p.Label = fmt.Sprintf("Q%d %d", (int(s.Month())-1)/3+1, s.Year())
	case "last_month":
		s := date(y, int(m)-1, 1)
		p.From, p.To = s, date(y, int(m), 1).AddDate(0, 0, -1)
		p.Label = fmt.Sprintf("%s %d", s.Month(), s.Year())
	case "last_week":
		s := weekStart(a).AddDate(0, 0, -7)
		p.From, p.To = s, s.AddDate(0, 0, 6)
		p.Label = "the week of " + s.Format("2006-01-02")
	case "last_day":
		p.From, p.To = a.AddDate(0, 0, -1), a.AddDate(0, 0, -1)
		p.Label = p.From.Format("2006-01-02")
	default: // last_n_<unit>
		unit := kind[len("last_n_"):]
		var from time.Time
		switch unit {
		case "day":
			from = a.AddDate(0, 0, -count+1)
		case "week":
			from = a.AddDate(0, 0, -7*count+1)
		case "month":
			from = a.AddDate(0, -count, 1)
		case "quarter":
			from = a.AddDate(0, -3*count, 1)
		case "year":
			from = a.AddDate(-count, 0, 1)
		}
		p.From, p.To = from, a
		p.Label = fmt.Sprintf("the last %d %ss (%s to %s)", count, unit, from.Format("2006-01-02"), a.Format("2006-01-02"))
	}
	p.relative = kind
	switch {
	case kind == "last_year" || kind == "last_quarter" || kind == "last_month" || kind == "last_week" || kind == "last_day":
		p.Rule = fmt.Sprintf("%q is read against the latest date in the data (%s), not today's date: the last full %s before it, %s.", strings.Join(r.w[i:i+n], " "), a.Format("2006-01-02"), kind[len("last_"):], p.Label)
	default:
		p.Rule = fmt.Sprintf("%q is read against the latest date in the data (%s), not today's date: %s to %s.", strings.Join(r.w[i:i+n], " "), a.Format("2006-01-02"), p.From.Format("2006-01-02"), p.To.Format("2006-01-02"))
	}
	return p, n
}

func weekStart(t time.Time) time.Time {
	wd := (int(t.Weekday()) + 6) % 7 // Monday = 0
	return t.AddDate(0, 0, -wd)
}

// read finds every period in the question and combines ranges ("between
// March and June 1997", "from 1996 to 1997", "since Q2 1997").
func (r *timeReader) read() []Period {
	var atoms []Period
	for i := 0; i < len(r.w); {
		if r.used[i] {
			i++
			continue
		}
		p, n := r.atom(i)
		if n == 0 {
			i++
			continue
		}
		atoms = append(atoms, p)
		i += n
	}
	// a year given once serves the periods that lack one: "Q1 and Q2 1998",
	// "between March and June 1997"
	for k := range atoms {
		if !atoms[k].needsYear {
			continue
		}
		for d := 1; d < len(atoms); d++ {
			for _, j := range []int{k + d, k - d} {
				if j >= 0 && j < len(atoms) && !atoms[j].needsYear && atoms[j].unit != "range" && atoms[j].unit != "all" && atoms[k].needsYear {
					atoms[k].setYear(atoms[j].From.Year())
				}
			}
		}
		if atoms[k].needsYear && !r.anchor.IsZero() {
			// the latest such period in the data
			y := r.anchor.Year()
			atoms[k].setYear(y)
			if atoms[k].From.After(r.anchor) {
				atoms[k].setYear(y - 1)
			}
			atoms[k].Rule = fmt.Sprintf("No year was given for %q: read as the latest one in the data, %s.", strings.Join(r.w[atoms[k].Start:atoms[k].End], " "), atoms[k].Label)
		}
	}
	var out []Period
	for k := 0; k < len(atoms); k++ {
		a := atoms[k]
		before := ""
		if a.Start > 0 {
			before = r.w[a.Start-1]
		}
		// A to/and/through/until B
		if k+1 < len(atoms) {
			b := atoms[k+1]
			gap := r.w[a.End:b.Start]
			if len(gap) == 1 && (gap[0] == "to" || gap[0] == "through" || gap[0] == "until" || gap[0] == "till" || gap[0] == "thru" ||
				gap[0] == "and" && (before == "between" || before == "from")) || len(gap) == 0 && a.unit == b.unit && a.unit == "year" {
				start := a.Start
				if before == "between" || before == "from" {
					start--
				}
				out = append(out, Period{From: a.From, To: b.To, Start: start, End: b.End, unit: "range",
					Label: fmt.Sprintf("%s to %s", a.Label, b.Label), Rule: joinRules(a.Rule, b.Rule), parts: []Period{a, b}})
				k++
				continue
			}
		}
		switch before {
		case "since", "after":
			if before == "after" {
				a.From = a.To.AddDate(0, 0, 1)
			}
			a.To, a.openTo = r.anchor, true
			a.Label = before + " " + a.Label
			a.Start--
			a.unit = "range"
		case "before", "until", "till", "through", "thru":
			if before == "before" {
				a.To = a.From.AddDate(0, 0, -1)
			}
			a.From, a.openFrom = r.first, true
			a.Label = before + " " + a.Label
			a.Start--
			a.unit = "range"
		}
		out = append(out, a)
	}
	return out
}

func joinRules(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return a + " " + b
}
