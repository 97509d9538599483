// Package clock reads the angle between the hands of a clock at a time
// (issue 42, MATH Prealgebra): "How many degrees are in the acute angle
// formed by the hands of a clock at 3:30?", "What is the degree measure of
// the smaller angle formed by the hour and minute hands of a $12$-hour
// clock at $2\!:\!48$?", "… when it is 5 o'clock?".
//
// The statement must name one time (H:MM, "H o'clock", "H p.m.") and ask
// for the smaller, acute or smaller obtuse angle formed by the hour and
// minute hands; every other word must be one of the words such questions
// use (what, measure, degrees, formed, hands, standard, 12-hour, analog,
// a.m., …) and no other number may appear. One other word ("larger",
// "later", "moved") and the statement is not read. A closing "Express your
// answer as a decimal to the nearest tenth." asks the value rounded. The
// reader says the time and the angle asked; internal/check/measure
// computes it.
package clock

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// Kind is the angle asked.
type Kind int

const (
	Smaller       Kind = iota + 1 // the smaller of the two angles
	Acute                         // the smaller angle, said acute
	SmallerObtuse                 // the smaller angle, said obtuse
)

// Question is a clock question.
type Question struct {
	H, M  int // the time, 1 ≤ H ≤ 12, 0 ≤ M ≤ 59
	Kind  Kind
	Round *big.Rat // "to the nearest tenth": 1/10; nil: exact
}

var (
	// timeRe: "3:30", "$2\!:\!48$", "$9$:$40$" once the formula signs are
	// set aside; "5 o'clock", "7 p.m.".
	signsRe  = regexp.MustCompile(`\$|\\!|\\,|\\:`)
	timeRe   = regexp.MustCompile(`\b(\d{1,2}) ?: ?(\d{2})(?:pm|am)?\b`)
	oclockRe = regexp.MustCompile(`\b(\d{1,2}) (?:o'clock|p\.m\.|a\.m\.|pm|am)`)
	kindRe   = regexp.MustCompile(`\b(smaller obtuse|smaller|acute) angle\b`)
	tailRe   = regexp.MustCompile(`express your answer as a decimal to the nearest tenth\.?\s*$`)
	wordRe   = regexp.MustCompile(`[a-z]+(?:[-'][a-z]+)*|\d+|[.,?:]`)
	allowed  = map[string]bool{}
)

func init() {
	for _, w := range strings.Fields(`what is the a an of in by at on to when it if how many are number measure degree degrees
		smaller acute obtuse angle angles formed between hands hand hour minute and clock standard analog
		twelve-hour hour-hand minute-hand indicates reads exactly time pm am express your answer as that
		.  , ? :`) {
		allowed[w] = true
	}
}

// Read reads the statement; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	l := strings.ToLower(problem)
	if !strings.Contains(l, "clock") || !strings.Contains(l, "angle") || !strings.Contains(l, "hand") {
		return Question{}, false
	}
	l = signsRe.ReplaceAllString(l, "")
	l = strings.ReplaceAll(l, "12-hour", "twelve-hour")
	var q Question
	if tailRe.MatchString(l) {
		q.Round = big.NewRat(1, 10)
		l = tailRe.ReplaceAllString(l, "")
	} else if strings.HasSuffix(strings.TrimSpace(l), "express your answer as number of degrees.") {
		l = strings.TrimSuffix(strings.TrimSpace(l), "express your answer as number of degrees.")
	}
	var h, m string
	if t := timeRe.FindAllStringSubmatch(l, -1); len(t) == 1 {
		h, m = t[0][1], t[0][2]
		l = timeRe.ReplaceAllString(l, " ")
	} else if len(t) > 1 {
		return Question{}, false
	}
	if t := oclockRe.FindAllStringSubmatch(l, -1); len(t) == 1 && h == "" {
		h, m = t[0][1], "00"
		l = oclockRe.ReplaceAllString(l, " ")
	} else if len(t) > 0 && h != "" {
		// "3:30 p.m.": the period after the time.
		l = strings.NewReplacer("p.m.", " ", "a.m.", " ").Replace(l)
	}
	if h == "" {
		return Question{}, false
	}
	q.H, _ = strconv.Atoi(h)
	q.M, _ = strconv.Atoi(m)
	if q.H < 1 || q.H > 12 || q.M > 59 {
		return Question{}, false
	}
	l = strings.NewReplacer("p.m.", " ", "a.m.", " ").Replace(l)
	ks := kindRe.FindAllStringSubmatch(l, -1)
	if len(ks) != 1 {
		return Question{}, false
	}
	q.Kind = map[string]Kind{"smaller": Smaller, "acute": Acute, "smaller obtuse": SmallerObtuse}[ks[0][1]]
	rest := wordRe.ReplaceAllString(l, "")
	if strings.TrimSpace(rest) != "" {
		return Question{}, false
	}
	for _, w := range wordRe.FindAllString(l, -1) {
		if !allowed[w] {
			return Question{}, false
		}
	}
	return q, true
}
