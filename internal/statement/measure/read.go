package measure

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Question is a measure asked, read from the whole statement.
type Question struct {
	What     string   // "the volume of the cube"
	Formula  string   // the value asked, a closed formula (LaTeX)
	Positive []string // formulas that must be > 0 for the reading to hold (the lengths given, the triangle inequalities)
	Form     statement.ShapeForm
	Pi       bool     // "Express your answer in terms of $\pi$."
	Steps    []string // the reading, for the note
}

const (
	askRe = `(?:what is|find|compute|determine|calculate)`
	valRe = `(#\d+|pi)`
	// figRe names the figures of figures.go, and "triangle" for a
	// triangle named before ("the area of the triangle").
	figRe  = `(equilateral triangle|isosceles right triangle|right triangle|right circular cylinder|circular cylinder|right cylinder|cylinder|right circular cone|circular cone|right cone|cone|rectangle|square|circle|cube|sphere|triangle)`
	sentRe = `[.?!]`
)

var (
	articleRe   = regexp.MustCompile(`\b(?:a|an)\b`)
	sentenceRe  = regexp.MustCompile(`\s*[^.?!]+[.?!]?`)
	hasFormRe   = regexp.MustCompile(`^express your answer (in terms of pi|in simplest radical form|as a common fraction)(?: (in terms of pi|in simplest radical form))?$`)
	givenHasRe  = regexp.MustCompile(`^the ` + figRe + ` has (.+)$`)
	givenIsRe   = regexp.MustCompile(`^the ([a-z' ]+?) of the ` + figRe + ` (?:is|measures) ` + valRe + `(?: long)?$`)
	givenPossRe = regexp.MustCompile(`^the ` + figRe + `'s ([a-z ]+?) is ` + valRe + `(?: long)?$`)
	givenEachRe = regexp.MustCompile(`^each (edge|side) of the ` + figRe + ` (?:has length|is|measures) ` + valRe + `$`)
	givenInRe   = regexp.MustCompile(`^in the ` + figRe + `, the ([a-z ]+?) (?:has length|is|measures) ` + valRe + `$`)
	askOfRe     = regexp.MustCompile(`^` + askRe + ` the ([a-z' ]+?) of the ` + figRe + `(?: (?:with|having|that has|which has) (.+)| whose ([a-z ]+?) is ` + valRe + `)?$`)
	askItsRe    = regexp.MustCompile(`^` + askRe + ` (?:its|the) ([a-z' ]+?)$`)
	askPossRe   = regexp.MustCompile(`^` + askRe + ` the ` + figRe + `'s ([a-z ]+?)$`)
	itemRe      = regexp.MustCompile(`^(?:the )?([a-z' ]+?)(?: of length| of| is| measuring| equal to)? ` + valRe + `$`)
	legsRe      = regexp.MustCompile(`\blegs (?:measuring |of lengths? |of |with lengths? )?` + valRe + ` and ` + valRe + `\b`)
	adjRe       = regexp.MustCompile(`\bthe (?:particular|given|certain) `)
	itemSplitRe = regexp.MustCompile(`,? and |, `)
	tokRe       = regexp.MustCompile(`^[#@%&](\d+)$`)
)

// Read reads a measure of a plane figure or a solid from the whole
// statement; ok is false unless every word belongs to the grammar.
func Read(problem string) (Question, bool) {
	if !cheapCue(problem) {
		return Question{}, false
	}
	t, slots, ok := text(problem)
	if !ok {
		return Question{}, false
	}
	t, ok = stripUnits(t)
	if !ok {
		return Question{}, false
	}
	t = articleRe.ReplaceAllString(t, "the")
	t = strings.ReplaceAll(t, "the the ", "the ")
	t = adjRe.ReplaceAllString(t, "the ")
	t = legsRe.ReplaceAllString(t, "leg $1 and other leg $2")
	var sents []string
	for _, s := range sentenceRe.FindAllString(t, -1) {
		s = strings.TrimSpace(s)
		s = strings.TrimRight(s, ".?!")
		if s = strings.TrimSpace(s); s != "" {
			sents = append(sents, s)
		}
	}
	var q Question
	var body []string
	for _, s := range sents {
		if m := hasFormRe.FindStringSubmatch(s); m != nil {
			for _, f := range m[1:] {
				switch f {
				case "in terms of pi":
					q.Pi = true
				case "in simplest radical form":
					if q.Form != statement.ShapeFormNone {
						return Question{}, false
					}
					q.Form = statement.ShapeFormRadical
				case "as a common fraction":
					if q.Form != statement.ShapeFormNone {
						return Question{}, false
					}
					q.Form = statement.ShapeFormFraction
				}
			}
			continue
		}
		body = append(body, s)
	}
	if len(body) == 0 || len(body) > 3 {
		return Question{}, false
	}
	if r, ok := readTriangleSides(body, slots); ok {
		r.Form, r.Pi = q.Form, q.Pi
		return r, true
	}
	if r, ok := readVertices(body, slots); ok {
		r.Form, r.Pi = q.Form, q.Pi
		return r, true
	}
	if r, ok := readFigure(body, slots); ok {
		r.Form, r.Pi = q.Form, q.Pi
		return r, true
	}
	return Question{}, false
}

// cheapCue is the test before any work: the statement names a figure the
// grammar knows.
func cheapCue(problem string) bool {
	l := strings.ToLower(problem)
	if strings.Contains(l, "[asy]") {
		return false
	}
	for _, w := range []string{"square", "circle", "cube", "sphere", "triangle", "cylinder", "cone", "rectangle", "parallelogram", "trapezoid", "quadrilateral", "rhombus"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// value returns the formula of a token "#k".
func value(tok string, slots []slot) (string, bool) {
	if tok == "pi" {
		return `\pi`, true
	}
	m := tokRe.FindStringSubmatch(tok)
	if m == nil || tok[0] != '#' {
		return "", false
	}
	k, _ := strconv.Atoi(m[1])
	return slots[k].src, true
}

// given is one measure given with its value.
type given struct {
	phrase, val string
}

// readFigure reads the statements about one figure of figures.go: its
// measures given, one measure asked.
func readFigure(body []string, slots []slot) (Question, bool) {
	figName := ""
	setFig := func(n string) bool {
		if figures[n] == nil {
			// "the triangle" after "an equilateral triangle"
			return figName != "" && strings.HasSuffix(figName, " "+n)
		}
		if figName != "" && figures[figName] != figures[n] {
			return false
		}
		figName = n
		return true
	}
	var givens []given
	items := func(s string) bool {
		for _, it := range itemSplitRe.Split(s, -1) {
			m := itemRe.FindStringSubmatch(it)
			if m == nil {
				return false
			}
			v, ok := value(m[2], slots)
			if !ok {
				return false
			}
			givens = append(givens, given{m[1], v})
		}
		return true
	}
	asked := ""
	for i, s := range body {
		last := i == len(body)-1
		if !last {
			switch {
			case givenHasRe.MatchString(s):
				m := givenHasRe.FindStringSubmatch(s)
				if !setFig(m[1]) || !items(m[2]) {
					return Question{}, false
				}
			case givenIsRe.MatchString(s):
				m := givenIsRe.FindStringSubmatch(s)
				v, ok := value(m[3], slots)
				if !setFig(m[2]) || !ok {
					return Question{}, false
				}
				givens = append(givens, given{m[1], v})
			case givenPossRe.MatchString(s):
				m := givenPossRe.FindStringSubmatch(s)
				v, ok := value(m[3], slots)
				if !setFig(m[1]) || !ok {
					return Question{}, false
				}
				givens = append(givens, given{m[2], v})
			case givenInRe.MatchString(s):
				m := givenInRe.FindStringSubmatch(s)
				v, ok := value(m[3], slots)
				if !setFig(m[1]) || !ok {
					return Question{}, false
				}
				givens = append(givens, given{m[2], v})
			case givenEachRe.MatchString(s):
				m := givenEachRe.FindStringSubmatch(s)
				v, ok := value(m[3], slots)
				if !setFig(m[2]) || !ok {
					return Question{}, false
				}
				givens = append(givens, given{m[1], v})
			default:
				return Question{}, false
			}
			continue
		}
		switch {
		case askOfRe.MatchString(s):
			m := askOfRe.FindStringSubmatch(s)
			if !setFig(m[2]) {
				return Question{}, false
			}
			asked = m[1]
			if m[3] != "" && !items(m[3]) {
				return Question{}, false
			}
			if m[4] != "" {
				v, ok := value(m[5], slots)
				if !ok {
					return Question{}, false
				}
				givens = append(givens, given{m[4], v})
			}
		case askPossRe.MatchString(s):
			m := askPossRe.FindStringSubmatch(s)
			if !setFig(m[1]) {
				return Question{}, false
			}
			asked = m[2]
		case askItsRe.MatchString(s):
			asked = askItsRe.FindStringSubmatch(s)[1]
		default:
			return Question{}, false
		}
	}
	if figName == "" || asked == "" || len(givens) == 0 {
		return Question{}, false
	}
	f := figures[figName]
	am, ok := f.measures[asked]
	if !ok {
		return Question{}, false
	}
	params := map[string]string{}
	var q Question
	for _, g := range givens {
		gm, ok := f.measures[g.phrase]
		if !ok || gm.param == "" || params[gm.param] != "" {
			return Question{}, false // not a measure of the figure, not one that fixes a parameter, or a parameter given twice
		}
		if len(f.params) > 1 && gm.inverse != "{v}" && gm.key != "diameter" {
			return Question{}, false
		}
		params[gm.param] = subst(gm.inverse, map[string]string{"v": g.val})
		q.Positive = append(q.Positive, g.val)
		q.Steps = append(q.Steps, "the "+f.name+"'s "+gm.key+" is "+g.val)
	}
	if c := params["c"]; c != "" {
		// a right triangle's hypotenuse and one leg: the other leg
		if params["a"] == "" || params["b"] != "" {
			return Question{}, false
		}
		params["b"] = `\sqrt{\left(` + c + `\right)^{2}-\left(` + params["a"] + `\right)^{2}}`
		q.Positive = append(q.Positive, `\left(`+c+`\right)-\left(`+params["a"]+`\right)`)
		delete(params, "c")
	}
	for _, p := range f.params {
		if params[p] == "" && strings.Contains(am.formula, "{"+p+"}") {
			return Question{}, false // the measure asked depends on a length not given
		}
	}
	q.What = "the " + am.key + " of the " + f.name
	q.Formula = subst(am.formula, params)
	return q, true
}
