package understand

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/datacopilot/datacopilot/runtime/english"
)

// Period is a date range read from a question, both ends inclusive.
type Period struct {
	From, To time.Time
	// Label is how the answer names it: "Q3 1997", "June 1997", "1997".
	Label string
	// Rule explains a relative period ("last month") or a guessed year.
	Rule string
	// Start and End are the tokens it was read from: [Start, End).
	Start, End int
	// Unit is year, half, quarter, month, day, range or all (all time).
	Unit string
	// Index is the quarter (1-4), half (1-2) or month (1-12).
	Index int
	// Relative is the kind of a relative period ("last_month").
	Relative string
	// Name is the named period (period block or document section) it is.
	Name string
	// Chunk is the document chunk that defines a named period.
	Chunk string
	// Guessed: a month or quarter given without a year took the latest one.
	Guessed bool
	// Parts are the two ends of a range read from two periods ("from 1996
	// to 1997"): a growth question compares them instead.
	Parts []Period

	// Same: a year said as the span of the other period compared, in that
	// year ("the same months of 2024"); the assembler moves the other
	// period to it.
	Same bool

	// Negated is the token (+1) of a negation the period takes in: "didn't
	// ship until 1998" is 1998 on, not up to 1998's end.
	Negated int

	// Missing: a named period asked for in a year the workspace names none
	// of ("summer peak 2023" when only 2024's is declared). Rule says which
	// years it does name.
	Missing bool

	needsYear bool
}

// NamedPeriod is a period the workspace names: a period block, or a
// document section that holds a campaign's dates.
type NamedPeriod struct {
	Words    []string // folded
	From, To time.Time
	Label    string
	Name     string
	Chunk    string
	// Year is the year its name gives (0 for none); Bare marks the name
	// said without that year, which answers for the latest such period.
	Year int
	Bare bool
}

func date(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }

func endOfMonth(y, m int) time.Time { return date(y, m+1, 1).AddDate(0, 0, -1) }

// SetYear places a quarter, half, month or year in year y.
func (p *Period) SetYear(y int) {
	switch p.Unit {
	case "quarter":
		p.From, p.To = date(y, 3*p.Index-2, 1), endOfMonth(y, 3*p.Index)
		p.Label = fmt.Sprintf("Q%d %d", p.Index, y)
	case "half":
		p.From, p.To = date(y, 6*p.Index-5, 1), endOfMonth(y, 6*p.Index)
		p.Label = fmt.Sprintf("H%d %d", p.Index, y)
	case "month":
		p.From, p.To = date(y, p.Index, 1), endOfMonth(y, p.Index)
		p.Label = fmt.Sprintf("%s %d", time.Month(p.Index), y)
	case "year":
		p.From, p.To = date(y, 1, 1), date(y, 12, 31)
		p.Label = strconv.Itoa(y)
	}
	p.needsYear = false
}

// Previous is the period of the same length just before p.
func (p Period) Previous() Period {
	switch p.Unit {
	case "year":
		q := Period{Unit: "year"}
		q.SetYear(p.From.Year() - 1)
		return q
	case "quarter", "half", "month":
		months := map[string]int{"quarter": 3, "half": 6, "month": 1}[p.Unit]
		from := p.From.AddDate(0, -months, 0)
		q := Period{Unit: p.Unit, Index: (int(from.Month())-1)/months + 1}
		q.SetYear(from.Year())
		return q
	}
	days := int(p.To.Sub(p.From).Hours()/24) + 1
	q := Period{From: p.From.AddDate(0, 0, -days), To: p.From.AddDate(0, 0, -1), Unit: "range"}
	q.Label = q.From.Format("2006-01-02") + " to " + q.To.Format("2006-01-02")
	return q
}

// inYear is the period moved to another year, read from tokens [start,
// end): the same days of the year, a month's end kept at the month's end
// (February 29 falls on the 28th).
func (p Period) inYear(year, start, end int) Period {
	shift := func(t time.Time) time.Time {
		d := time.Date(year, t.Month(), 1, 0, 0, 0, 0, t.Location())
		last := d.AddDate(0, 1, -1).Day()
		if t.Day() == t.AddDate(0, 1, -t.Day()).Day() || t.Day() > last {
			return d.AddDate(0, 1, -1) // a month's last day
		}
		return d.AddDate(0, 0, t.Day()-1)
	}
	from := strconv.Itoa(p.From.Year())
	q := Period{From: shift(p.From), To: shift(p.To), Unit: p.Unit, Index: p.Index, Start: start, End: end,
		Label: strings.ReplaceAll(p.Label, from, strconv.Itoa(year))}
	if p.Unit != "month" && p.Unit != "quarter" && p.Unit != "half" {
		// (a range named by its year alone says it; any other by its dates)
		q.Unit = "range"
		if p.To.Year() != p.From.Year() || !strings.Contains(p.Label, from) {
			q.Label = q.From.Format("2006-01-02") + " to " + q.To.Format("2006-01-02")
		}
	}
	return q
}

// periodReader reads the periods of a question.
type periodReader struct {
	w      []string
	v      *english.Vocabulary
	anchor time.Time // the latest date in the data
	first  time.Time // the earliest
	named  []NamedPeriod
}

func yearOf(w string) (int, bool) {
	if len(w) != 4 || !allDigits(w) {
		return 0, false
	}
	y, _ := strconv.Atoi(w)
	return y, y >= 1900 && y <= 2100
}

// shortYear reads a year of two digits after a month or quarter ("april
// 98", "q1 97"): the century that puts it in the data's years, else the
// one nearest the latest date in the data.
func (r *periodReader) shortYear(w string) (int, bool) {
	if len(w) != 2 || !allDigits(w) || r.anchor.IsZero() {
		return 0, false
	}
	yy, _ := strconv.Atoi(w)
	best, bestDist := 0, 1<<30
	for _, c := range []int{1900, 2000} {
		y := c + yy
		d := 0
		switch {
		case !r.first.IsZero() && y < r.first.Year():
			d = r.first.Year() - y
		case y > r.anchor.Year():
			d = y - r.anchor.Year()
		}
		if d < bestDist {
			best, bestDist = y, d
		}
	}
	return best, true
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

func twoDigit(w string, hi int) (int, bool) {
	if len(w) != 2 || !allDigits(w) {
		return 0, false
	}
	n, _ := strconv.Atoi(w)
	return n, n >= 1 && n <= hi
}

func (r *periodReader) at(i int) string {
	if i >= 0 && i < len(r.w) {
		return r.w[i]
	}
	return ""
}

func (r *periodReader) classValue(class string, i int) (int, bool) {
	s, ok := r.v.Value(class, r.at(i))
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// atom reads one period expression starting at word i; n is how many words
// it took (0 for none).
func (r *periodReader) atom(i int) (Period, int) {
	p := Period{Start: i}
	done := func(n int) (Period, int) { p.End = i + n; return p, n }
	// "the same (four) months of (19)97": the other period's span, in a year
	if r.v.Is("period.same", r.at(i)) {
		k := i + 1
		for ; k < i+4; k++ {
			w := r.at(k)
			if _, unit := r.v.Value("unit.time", w); !unit && !r.v.Is("period.same.span", w) && !r.v.Is("number", w) && !(allDigits(w) && len(w) == 1) {
				break
			}
		}
		if k > i+1 {
			if y, next, ok := r.yearAfter(k); ok {
				p.Unit, p.Same = "year", true
				p.SetYear(y)
				return done(next - i)
			}
		}
	}
	// named periods from the workspace, longest first
	if np, n := r.namedAt(i); n > 0 {
		// "summer peak 2023", "summer peak of 2023": the name said
		// without its year, then a year
		if y, k := r.yearAt(i + n); np.Bare && k > 0 {
			return r.inYear(np, y, i, n+k)
		}
		p.From, p.To, p.Label, p.Unit, p.Name, p.Chunk = np.From, np.To, np.Label, "range", np.Name, np.Chunk
		return done(n)
	}
	// "sales in 98", "the summer months of 97": a year of two digits
	// after "in" or "of", inside the data's years, with no noun after it
	// that it would count ("in 24 hours", "in 12 stores")
	if y, ok := r.shortYear(r.at(i)); ok && i > 0 && r.v.Is("time.of", r.at(i-1)) && !r.first.IsZero() && y >= r.first.Year() && y <= r.anchor.Year() {
		next := r.at(i + 1)
		_, unit := r.v.Value("unit.time", next)
		if next == "" || len(r.v.ClassesOf(next)) > 0 && !unit && !r.v.Is("unit.doc", next) && !r.v.Is("unit.duration", next) {
			p.Unit = "year"
			p.SetYear(y)
			return done(1)
		}
	}
	// YYYY MM DD (1997-06-01), YYYY MM (1997-06), YYYY Qn, YYYY
	if y, ok := yearOf(r.at(i)); ok {
		// "the 2023 summer peak"
		if np, n := r.namedAt(i + 1); n > 0 && np.Bare {
			return r.inYear(np, y, i, n+1)
		}
		if m, ok := twoDigit(r.at(i+1), 12); ok {
			if d, ok := twoDigit(r.at(i+2), 31); ok {
				t := date(y, m, d)
				if t.Month() == time.Month(m) {
					p.From, p.To, p.Label, p.Unit = t, t, t.Format("2006-01-02"), "day"
					return done(3)
				}
			}
			p.Unit, p.Index = "month", m
			p.SetYear(y)
			return done(2)
		}
		if q, ok := r.classValue("quarter", i+1); ok {
			p.Unit, p.Index = "quarter", q
			p.SetYear(y)
			return done(2)
		}
		p.Unit = "year"
		p.SetYear(y)
		return done(1)
	}
	if q, ok := r.classValue("quarter", i); ok {
		p.Unit, p.Index = "quarter", q
		return r.withYear(p, i, 1)
	}
	if ph, n := r.v.Match("halfyear", r.w, i); n > 0 {
		// "H2", "the back half of 2024"
		if h, err := strconv.Atoi(ph.Value); err == nil {
			p.Unit, p.Index = "half", h
			return r.withYear(p, i, n)
		}
	}
	// first quarter [of] [YYYY]; second half [of] [YYYY]
	if o, ok := r.classValue("ordinal", i); ok {
		switch u, _ := r.v.Value("unit.time", r.at(i+1)); u {
		case "quarter":
			p.Unit, p.Index = "quarter", o
			return r.withYear(p, i, 2)
		case "half":
			if o <= 2 {
				p.Unit, p.Index = "half", o
				return r.withYear(p, i, 2)
			}
		}
	}
	// the last quarter [of] YYYY; the final month of YYYY: the last one
	// of the year said (without a year it is a relative period, below)
	if _, n := r.v.Match("period.final", r.w, i); n > 0 {
		last := map[string]int{"quarter": 4, "half": 2, "month": 12}
		if u, _ := r.v.Value("unit.time", r.at(i+n)); last[u] > 0 {
			q := p
			q.Unit, q.Index = u, last[u]
			if q, m := r.withYear(q, i, n+1); !q.needsYear {
				return q, m
			}
		}
	}
	// month [of] [YYYY]; a month that is also a common word only with a
	// year, or as the start of a range of months ("jan-jun 2024", "mar to
	// may"), which takes the year of its end
	if m, ok := r.classValue("month", i); ok {
		p.Unit, p.Index = "month", m
		p, n := r.withYear(p, i, 1)
		if r.v.Is("month.ambiguous", r.at(i)) && p.needsYear && !startsMonthRange(r.v, r.w, i) {
			return Period{}, 0
		}
		return p, n
	}
	// relative periods
	if ph, n := r.v.Match("todate", r.w, i); n > 0 {
		return r.relative(p, i, n, ph.Value+"_to_date", 0)
	}
	if d, ok := r.classValue("day.relative", i); ok {
		return r.relative(p, i, 1, "day_"+strconv.Itoa(d), 0)
	}
	if _, n := r.v.Match("alltime", r.w, i); n > 0 {
		p.Unit = "all"
		return done(n)
	}
	for _, kind := range []string{"last", "this", "next"} {
		_, n := r.v.Match(kind, r.w, i)
		if n == 0 {
			continue
		}
		if c, ok := r.classValue("number", i+n); ok || allDigits(r.at(i+n)) {
			if !ok {
				c, _ = strconv.Atoi(r.at(i + n))
			}
			if u, ok := r.v.Value("unit.time", r.at(i+n+1)); ok && kind != "this" && u != "half" {
				return r.relative(p, i, n+2, kind+"_n_"+u, c)
			}
		}
		if u, ok := r.v.Value("unit.time", r.at(i+n)); ok && !strings.HasSuffix(r.at(i+n), "s") && u != "half" {
			return r.relative(p, i, n+1, kind+"_"+u, 1)
		}
	}
	return Period{}, 0
}

// namedAt is the longest named period whose words start at word i.
func (r *periodReader) namedAt(i int) (NamedPeriod, int) {
	for _, np := range r.named {
		if i+len(np.Words) <= len(r.w) && slices.Equal(r.w[i:i+len(np.Words)], np.Words) {
			return np, len(np.Words)
		}
	}
	return NamedPeriod{}, 0
}

// yearAt reads a year at word i, or "of"/"in" and a year: the year and the
// words it took.
func (r *periodReader) yearAt(i int) (int, int) {
	if y, ok := yearOf(r.at(i)); ok {
		return y, 1
	}
	if y, ok := yearOf(r.at(i + 1)); ok && r.v.Is("time.of", r.at(i)) {
		return y, 2
	}
	return 0, 0
}

// inYear reads a named period said without its year, and a year: the
// period of that name in that year, or, when the workspace names none, a
// Missing period that says which years it does name.
func (r *periodReader) inYear(np NamedPeriod, y, i, n int) (Period, int) {
	p := Period{Start: i, End: i + n, Unit: "range"}
	var others []NamedPeriod
	for _, e := range r.named {
		if e.Bare || e.Year == 0 || !slices.Equal(withoutYears(e.Words), np.Words) {
			continue
		}
		if e.Year == y {
			p.From, p.To, p.Label, p.Name, p.Chunk = e.From, e.To, e.Label, e.Name, e.Chunk
			return p, n
		}
		others = append(others, e)
	}
	sort.SliceStable(others, func(a, b int) bool { return others[a].From.Before(others[b].From) })
	var held []string
	for _, e := range others {
		if h := fmt.Sprintf("%s (%s to %s)", e.Label, e.From.Format("2006-01-02"), e.To.Format("2006-01-02")); !slices.Contains(held, h) {
			held = append(held, h)
		}
	}
	p.Missing, p.Name = true, np.Name
	p.Label = strings.Join(r.w[i:i+n], " ")
	p.Rule = fmt.Sprintf("The workspace names no period %q", p.Label)
	if len(held) > 0 {
		p.Rule += "; the ones it names are " + strings.Join(held, ", ")
	}
	p.Rule += "."
	return p, n
}

// yearAfter reads "[of|in] YYYY" or "[of|in] YY" at word k: the year and
// the word after it.
func (r *periodReader) yearAfter(k int) (year, next int, ok bool) {
	if r.v.Is("time.of", r.at(k)) {
		k++
	}
	y, ok := yearOf(r.at(k))
	if !ok {
		y, ok = r.shortYear(r.at(k))
	}
	return y, k + 1, ok
}

// withYear completes a quarter, half or month with the year after it, if
// any ("Q3 1997", "Q3 of 1997"); without one it is left for later.
func (r *periodReader) withYear(p Period, i, n int) (Period, int) {
	if y, next, ok := r.yearAfter(i + n); ok {
		p.SetYear(y)
		p.End = next
		return p, next - i
	}
	p.needsYear = true
	p.End = i + n
	return p, n
}

func weekStart(t time.Time) time.Time {
	wd := (int(t.Weekday()) + 6) % 7 // Monday = 0
	return t.AddDate(0, 0, -wd)
}

// relative resolves a period against the latest date in the data, not the
// calendar: a data set's "last month" is its last full month, the month
// before the one the day after its latest date falls in (data that ends on
// December 31st has December as its last full month).
func (r *periodReader) relative(p Period, i, n int, kind string, count int) (Period, int) {
	a := r.anchor
	if a.IsZero() {
		return Period{}, 0
	}
	p.End = i + n
	p.Unit = "range"
	y, m, _ := a.Date()
	qStart := date(y, 3*((int(m)-1)/3)+1, 1)
	// the last full units end before the day after the data
	after := a.AddDate(0, 0, 1)
	fy, fm, _ := after.Date()
	fqStart := date(fy, 3*((int(fm)-1)/3)+1, 1)
	words := strings.Join(r.w[i:i+n], " ")
	switch kind {
	case "year_to_date", "this_year":
		p.From, p.To, p.Label = date(y, 1, 1), a, fmt.Sprintf("%d to date", y)
	case "month_to_date", "this_month":
		p.From, p.To, p.Label = date(y, int(m), 1), a, fmt.Sprintf("%s %d to date", m, y)
	case "quarter_to_date", "this_quarter":
		p.From, p.To, p.Label = qStart, a, fmt.Sprintf("Q%d %d to date", (int(m)-1)/3+1, y)
	case "this_week":
		p.From, p.To = weekStart(a), a
		p.Label = "the week of " + p.From.Format("2006-01-02")
	case "this_day", "day_0":
		p.From, p.To, p.Label = a, a, a.Format("2006-01-02")
	case "day_1", "last_day":
		p.From, p.To = a.AddDate(0, 0, -1), a.AddDate(0, 0, -1)
		p.Label = p.From.Format("2006-01-02")
	case "last_year":
		p.Unit = "year"
		p.SetYear(fy - 1)
		p.Unit = "range"
	case "last_quarter":
		s := fqStart.AddDate(0, -3, 0)
		p.From, p.To = s, fqStart.AddDate(0, 0, -1)
		p.Label = fmt.Sprintf("Q%d %d", (int(s.Month())-1)/3+1, s.Year())
	case "last_month":
		s := date(fy, int(fm)-1, 1)
		p.From, p.To = s, date(fy, int(fm), 1).AddDate(0, 0, -1)
		p.Label = fmt.Sprintf("%s %d", s.Month(), s.Year())
	case "last_week":
		s := weekStart(after).AddDate(0, 0, -7)
		p.From, p.To = s, s.AddDate(0, 0, 6)
		p.Label = "the week of " + s.Format("2006-01-02")
	default:
		unit := kind[strings.LastIndexByte(kind, '_')+1:]
		if strings.HasPrefix(kind, "next_") {
			// after the data: nothing to answer with, which the answer says
			from := a.AddDate(0, 0, 1)
			p.From, p.To = from, addUnits(from, unit, max(count, 1)).AddDate(0, 0, -1)
			p.Label = fmt.Sprintf("%s (after the data)", words)
			break
		}
		// back from the day after the last date, so that a month's end
		// goes back to a month's start (not September 31st)
		from := addUnits(a.AddDate(0, 0, 1), unit, -count)
		p.From, p.To = from, a
		p.Label = fmt.Sprintf("the last %d %ss (%s to %s)", count, unit, from.Format("2006-01-02"), a.Format("2006-01-02"))
	}
	p.Relative = kind
	switch {
	case strings.HasPrefix(kind, "last_") && !strings.Contains(kind, "_n_"):
		p.Rule = fmt.Sprintf("%q is read against the latest date in the data (%s), not today's date: the last full %s before it, %s.", words, a.Format("2006-01-02"), strings.TrimPrefix(kind, "last_"), p.Label)
	default:
		p.Rule = fmt.Sprintf("%q is read against the latest date in the data (%s), not today's date: %s to %s.", words, a.Format("2006-01-02"), p.From.Format("2006-01-02"), p.To.Format("2006-01-02"))
	}
	return p, n
}

func addUnits(t time.Time, unit string, n int) time.Time {
	switch unit {
	case "day":
		return t.AddDate(0, 0, n)
	case "week":
		return t.AddDate(0, 0, 7*n)
	case "month":
		return t.AddDate(0, n, 0)
	case "quarter":
		return t.AddDate(0, 3*n, 0)
	}
	return t.AddDate(n, 0, 0)
}

// read finds every period in the question and combines ranges ("between
// March and June 1997", "from 1996 to 1997", "since Q2 1997"). skip marks
// tokens that are not time words (a value "Summer" already read).
func (r *periodReader) read(skip func(int) bool) []Period {
	var atoms []Period
	for i := 0; i < len(r.w); {
		if skip != nil && skip(i) {
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
		for d := 1; d < len(atoms) && atoms[k].needsYear; d++ {
			for _, j := range []int{k + d, k - d} {
				if j >= 0 && j < len(atoms) && !atoms[j].needsYear && (atoms[j].Unit == "year" || atoms[j].Unit == "quarter" || atoms[j].Unit == "month" || atoms[j].Unit == "half") && atoms[k].needsYear {
					atoms[k].SetYear(atoms[j].From.Year())
				}
			}
		}
		if atoms[k].needsYear && !r.anchor.IsZero() {
			// the latest such period in the data
			y := r.anchor.Year()
			atoms[k].SetYear(y)
			if atoms[k].From.After(r.anchor) {
				atoms[k].SetYear(y - 1)
			}
			atoms[k].Guessed = true
			atoms[k].Rule = fmt.Sprintf("No year was given for %q: read as the latest one in the data, %s.", strings.Join(r.w[atoms[k].Start:atoms[k].End], " "), atoms[k].Label)
		}
	}
	var out []Period
	for k := 0; k < len(atoms); k++ {
		a := atoms[k]
		if a.Unit == "all" {
			out = append(out, a)
			continue
		}
		// "between A and B", "from A to B", "A to B", "A through B", "1996 1997"
		if k+1 < len(atoms) && atoms[k+1].Unit != "all" {
			b := atoms[k+1]
			gap := r.w[a.End:b.Start]
			_, opener := r.v.Match("range.between", r.w, max(a.Start-1, 0))
			opened := a.Start > 0 && opener == 1
			joined := len(gap) == 1 && (r.v.Is("range.to", gap[0]) || opened && r.v.Is("range.and", gap[0]))
			if joined || len(gap) == 0 && a.Unit == b.Unit && a.Unit == "year" {
				start := a.Start
				if opened {
					start--
				}
				out = append(out, Period{From: a.From, To: b.To, Start: start, End: b.End, Unit: "range",
					Label: fmt.Sprintf("%s to %s", a.Label, b.Label), Rule: joinRules(a.Rule, b.Rule), Parts: []Period{a, b}, Guessed: a.Guessed || b.Guessed})
				k++
				continue
			}
		}
		if a.Start > 0 {
			// the bound said before the period ("since", "up to"), and
			// after "until" the words of its end ("until the end of
			// 2023" is until 2023)
			end := a.Start
			if n := r.phraseEnding(a.Start-1, "range.edge"); n > 0 {
				end = a.Start - n
			}
			before, n, class := r.boundEnding(end - 1)
			if end < a.Start && class == "range.before" {
				// "left before the end of 2024": by the end of the
				// period, the period itself too
				class = "range.until"
				before = strings.Join(r.w[end-n:a.Start], " ")
				n += a.Start - end
				end = a.Start
			}
			if end < a.Start && class != "range.until" {
				end = a.Start
				before, n, class = r.boundEnding(end - 1)
			}
			bs := end - n // where the bound starts
			switch class {
			case "":
			case "range.since":
				a.To, a.Label, a.Start, a.Unit = r.anchor, before+" "+a.Label, bs, "range"
			case "range.after":
				a.From, a.To, a.Label, a.Start, a.Unit = a.To.AddDate(0, 0, 1), r.anchor, before+" "+a.Label, bs, "range"
			case "range.until", "range.before":
				// "didn't ship until 1998", "not shipped before 1998": the
				// negation of a bound on the rows' date is the period on
				if neg := r.negationBefore(bs); neg >= 0 {
					a.To, a.Label, a.Start, a.Unit, a.Negated = r.anchor, a.Label+" or later", bs, "range", neg+1
					break
				}
				if class == "range.until" {
					// "got through 2024": the period itself too, a guess
					if n == 1 && r.v.Is("range.through", before) && end == a.Start {
						d := a
						d.Start, d.Guessed = bs, true
						d.Rule = joinRules(a.Rule, fmt.Sprintf("%q is read as during %s.", before+" "+a.Label, a.Label))
						out = append(out, d)
					}
					a.From, a.Label, a.Start, a.Unit = r.first, before+" "+a.Label, bs, "range"
				} else {
					a.From, a.To, a.Label, a.Start, a.Unit = r.first, a.From.AddDate(0, 0, -1), before+" "+a.Label, bs, "range"
				}
			}
		}
		out = append(out, a)
	}
	return out
}

// phraseEnding is the number of words of a phrase of the class that
// ends at word i (0 when none does).
func (r *periodReader) phraseEnding(i int, class string) int {
	for j := max(0, i-3); j <= i; j++ { // (the longest first)
		if _, m := r.v.Match(class, r.w, j); m == i-j+1 {
			return m
		}
	}
	return 0
}

// boundEnding is the longest bound of a range ("since", "up to", "prior
// to") that ends at word i, its number of words and its class.
func (r *periodReader) boundEnding(i int) (string, int, string) {
	best, class := 0, ""
	if i < 0 {
		return "", 0, ""
	}
	for _, c := range []string{"range.since", "range.after", "range.until", "range.before"} {
		if n := r.phraseEnding(i, c); n > best {
			best, class = n, c
		}
	}
	if best == 0 {
		return "", 0, ""
	}
	return strings.Join(r.w[i-best+1:i+1], " "), best, class
}

// negationBefore is the word of a negation one to three words before the
// bound word at i ("didn't ship until", "were not shipped before"), -1
// when there is none.
func (r *periodReader) negationBefore(i int) int {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if r.v.Is("neg", r.w[j]) {
			return j
		}
		if r.v.Is("list", r.w[j]) {
			break // another clause
		}
	}
	return -1
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
