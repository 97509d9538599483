package intphrase

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Weekday is the day of the week asked some days after (before) a known
// one (issue 42, MATH Number Theory): "What day of the week will it be 40
// days from Tuesday?", "January 1, 2000 was on a Saturday. On what day
// of the week was January 1, 1960?". From is the known day (0 Sunday),
// Days the signed count of days to the day asked; a count between dates
// is taken from the Gregorian calendar (time.Date), and one within a
// year whose number is not given must be the same in a leap year and in
// another.
type Weekday struct {
	From int
	Days int64
}

const dayRe = `(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)`
const monthRe = `(January|February|March|April|May|June|July|August|September|October|November|December)`

// WeekdayNames are the days, Sunday first.
var WeekdayNames = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

var (
	wdFromRe     = regexp.MustCompile(`^What day of the week will it be ([0-9]+) days from ` + dayRe + `\?$`)
	wdLaterRe    = regexp.MustCompile(`^If ` + monthRe + ` ([0-9]+) is a ` + dayRe + `, what day of the week will it be ([0-9]+) days later\?$`)
	wdAgoRe      = regexp.MustCompile(`^[A-Z][a-z]+'s birthday was ([0-9]+) days ago\. Today is ` + dayRe + `\. On what day of the week did (?:his|her) birthday fall\?$`)
	wdMonthRe    = regexp.MustCompile(`^The ` + ord + ` day of a particular month is a ` + dayRe + `\. On what day of the week was the first day of that month\?$`)
	wdFirstRe    = regexp.MustCompile(`^If the first day of a month is (?:a )?` + dayRe + `, what day of the week is the ([a-z-]+) day\?$`)
	wdYearRe     = regexp.MustCompile(`^If the ` + ord + ` day of the year ([0-9]{4}) falls on a ` + dayRe + `, on what day of the week did the ` + ord + ` day of the year ([0-9]{4}) fall\?$`)
	wdDatesRe    = regexp.MustCompile(`^` + monthRe + ` ([0-9]+), ([0-9]{4}) was on a ` + dayRe + `\. On what day of the week was ` + monthRe + ` ([0-9]+), ([0-9]{4})\?$`)
	wdSameYearRe = regexp.MustCompile(`^During a year when Thanksgiving is on ` + dayRe + `, ` + monthRe + ` ([0-9]+), on what day of the week does ` + monthRe + ` ([0-9]+) occur\?$`)
)

var ordinalUnits = []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
	"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}

// ordinalWord is the day of a month written in words ("twenty-third").
func ordinalWord(s string) int64 {
	for i, w := range ordinalUnits {
		if i > 0 && s == w {
			return int64(i)
		}
	}
	switch s {
	case "twentieth":
		return 20
	case "thirtieth":
		return 30
	}
	for _, t := range []struct {
		p string
		v int64
	}{{"twenty-", 20}, {"thirty-", 30}} {
		if rest, ok := strings.CutPrefix(s, t.p); ok {
			for i := 1; i <= 9; i++ {
				if rest == ordinalUnits[i] {
					return t.v + int64(i)
				}
			}
		}
	}
	return 0
}

func dayIndex(s string) int {
	for i, d := range WeekdayNames {
		if d == s {
			return i
		}
	}
	return -1
}

func monthIndex(s string) time.Month {
	for m := time.January; m <= time.December; m++ {
		if m.String() == s {
			return m
		}
	}
	return 0
}

// date is the day of the Gregorian calendar; ok is false where the day is
// not in its month.
func date(y int, m time.Month, d int) (time.Time, bool) {
	t := time.Date(y, m, d, 12, 0, 0, 0, time.UTC)
	return t, t.Year() == y && t.Month() == m && t.Day() == d
}

func daysBetween(a, b time.Time) int64 { return int64(b.Sub(a).Round(time.Hour).Hours()) / 24 }

// ReadWeekday reads the statement; ok is false when it is not one of the
// shapes.
func ReadWeekday(problem string) (Weekday, bool) {
	if len(problem) > 300 || !strings.Contains(problem, "day") {
		return Weekday{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	n := func(t string) int64 {
		v, err := strconv.ParseInt(strings.ReplaceAll(t, ",", ""), 10, 64)
		if err != nil || v > 1_000_000 {
			return -1
		}
		return v
	}
	ok := func(w Weekday, counts ...int64) (Weekday, bool) {
		for _, c := range counts {
			if c < 0 {
				return Weekday{}, false
			}
		}
		return w, w.From >= 0
	}
	if m := wdFromRe.FindStringSubmatch(s); m != nil {
		return ok(Weekday{From: dayIndex(m[2]), Days: n(m[1])}, n(m[1]))
	}
	if m := wdLaterRe.FindStringSubmatch(s); m != nil {
		return ok(Weekday{From: dayIndex(m[3]), Days: n(m[4])}, n(m[4]))
	}
	if m := wdAgoRe.FindStringSubmatch(s); m != nil {
		return ok(Weekday{From: dayIndex(m[2]), Days: -n(m[1])}, n(m[1]))
	}
	if m := wdMonthRe.FindStringSubmatch(s); m != nil {
		d := n(m[1])
		return ok(Weekday{From: dayIndex(m[2]), Days: 1 - d}, d-1, 31-d)
	}
	if m := wdFirstRe.FindStringSubmatch(s); m != nil {
		d := ordinalWord(m[2])
		return ok(Weekday{From: dayIndex(m[1]), Days: d - 1}, d-1, 31-d)
	}
	if m := wdYearRe.FindStringSubmatch(s); m != nil && m[2] == m[5] {
		a, b := n(m[1]), n(m[4])
		return ok(Weekday{From: dayIndex(m[3]), Days: b - a}, a-1, b-1, 365-a, 365-b)
	}
	if m := wdDatesRe.FindStringSubmatch(s); m != nil {
		y1, d1, y2, d2 := n(m[3]), n(m[2]), n(m[7]), n(m[6])
		t1, ok1 := date(int(y1), monthIndex(m[1]), int(d1))
		t2, ok2 := date(int(y2), monthIndex(m[5]), int(d2))
		if !ok1 || !ok2 || y1 < 1600 || y2 < 1600 {
			return Weekday{}, false
		}
		return ok(Weekday{From: dayIndex(m[4]), Days: daysBetween(t1, t2)})
	}
	if m := wdSameYearRe.FindStringSubmatch(s); m != nil {
		var days []int64
		for _, y := range []int{2001, 2004} {
			t1, ok1 := date(y, monthIndex(m[2]), int(n(m[3])))
			t2, ok2 := date(y, monthIndex(m[4]), int(n(m[5])))
			if !ok1 || !ok2 {
				return Weekday{}, false
			}
			days = append(days, daysBetween(t1, t2))
		}
		if days[0] != days[1] {
			return Weekday{}, false
		}
		return ok(Weekday{From: dayIndex(m[1]), Days: days[0]})
	}
	return Weekday{}, false
}
