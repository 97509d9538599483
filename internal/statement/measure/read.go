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
// grammar knows and a measure.
func cheapCue(problem string) bool {
	l := strings.ToLower(problem)
	if strings.Contains(l, "[asy]") {
		return false
	}
	return containsAny(l, "square", "circle", "cube", "sphere", "triangle", "cylinder", "cone", "rectangle", "parallelogram", "trapezoid", "quadrilateral", "rhombus") &&
		containsAny(l, "area", "volume", "perimeter", "radius", "diameter", "circumference", "hypotenuse", "incircle", "circumradius", "diagonal", "altitude", "edge", "side", "leg", "height")
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
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

// figReader collects what the sentences say of one figure.
type figReader struct {
	slots   []slot
	figName string
	givens  []given
	asked   string
}

// setFig names the figure; a second name must be the same figure (or its
// head noun: "the triangle" after "an equilateral triangle").
func (r *figReader) setFig(n string) bool {
	if figures[n] == nil {
		return r.figName != "" && strings.HasSuffix(r.figName, " "+n)
	}
	if r.figName != "" && figures[r.figName] != figures[n] {
		return false
	}
	r.figName = n
	return true
}

// items reads "a height of 10 and a radius of 3".
func (r *figReader) items(s string) bool {
	for _, it := range itemSplitRe.Split(s, -1) {
		m := itemRe.FindStringSubmatch(it)
		if m == nil {
			return false
		}
		if !r.give(m[1], m[2]) {
			return false
		}
	}
	return true
}

// give records the measure phrase given with the value token.
func (r *figReader) give(phrase, tok string) bool {
	v, ok := value(tok, r.slots)
	if ok {
		r.givens = append(r.givens, given{phrase, v})
	}
	return ok
}

// given reads a sentence that gives measures of the figure.
func (r *figReader) given(s string) bool {
	if m := givenHasRe.FindStringSubmatch(s); m != nil {
		return r.setFig(m[1]) && r.items(m[2])
	}
	for _, g := range []struct {
		re          *regexp.Regexp
		fig, phrase int
	}{{givenIsRe, 2, 1}, {givenPossRe, 1, 2}, {givenInRe, 1, 2}, {givenEachRe, 2, 1}} {
		if m := g.re.FindStringSubmatch(s); m != nil {
			return r.setFig(m[g.fig]) && r.give(m[g.phrase], m[3])
		}
	}
	return false
}

// question reads the question, the last sentence.
func (r *figReader) question(s string) bool {
	if m := askOfRe.FindStringSubmatch(s); m != nil {
		r.asked = m[1]
		if !r.setFig(m[2]) || (m[3] != "" && !r.items(m[3])) {
			return false
		}
		return m[4] == "" || r.give(m[4], m[5])
	}
	if m := askPossRe.FindStringSubmatch(s); m != nil {
		r.asked = m[2]
		return r.setFig(m[1])
	}
	if m := askItsRe.FindStringSubmatch(s); m != nil {
		r.asked = m[1]
		return true
	}
	return false
}

// readFigure reads the statements about one figure of figures.go: its
// measures given, one measure asked.
func readFigure(body []string, slots []slot) (Question, bool) {
	r := &figReader{slots: slots}
	for i, s := range body {
		if i < len(body)-1 && !r.given(s) || i == len(body)-1 && !r.question(s) {
			return Question{}, false
		}
	}
	if r.figName == "" || r.asked == "" || len(r.givens) == 0 {
		return Question{}, false
	}
	return r.solve()
}

// solve fixes the figure's parameters from the measures given and writes
// the measure asked in them.
func (r *figReader) solve() (Question, bool) {
	f := figures[r.figName]
	am, ok := f.measures[r.asked]
	if !ok {
		return Question{}, false
	}
	params := map[string]string{}
	var q Question
	for _, g := range r.givens {
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
