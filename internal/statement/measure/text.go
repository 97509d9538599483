package measure

import (
	"regexp"
	"strconv"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// slot is one value of the statement: a closed formula (a number, a
// multiple of π, a root), a point "(a, b)" (two closed coordinates,
// optionally named), or a side given by an equation "AB = 5".
type slot struct {
	src   string    // the formula as written (a number or a coordinate pair)
	pt    [2]string // a point's coordinates as written
	isPt  bool
	name  string   // the point's name ("A" of "A(1, 1)")
	sides []string // "AB", "AC" of "AB = AC = 7" (src the value)
	tri   string   // "ABC" of "triangle $ABC$"
}

var (
	proseNumRe   = regexp.MustCompile(`(^|[^@#%&\d.])(\d+(?:\.\d+)?)`)
	prosePointRe = regexp.MustCompile(`(?:\b([A-Z]) ?)?\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)`)
	proseNameRe  = regexp.MustCompile(`\b[A-Z]{3,4}\b`)
	mathUnitRe   = regexp.MustCompile(`\\(?:text|mbox|mathrm)\s*\{\s*([a-z ]+?)\s*\}(?:\s*\^\s*\{?\s*([23])\s*\}?)?`)
	namePointRe  = regexp.MustCompile(`^([A-Z])?\s*\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)$`)
	sideEqRe     = regexp.MustCompile(`^((?:[A-Z]{2}\s*=\s*)+)(.+)$`)
	triNameRe    = regexp.MustCompile(`^(?:\\(?:triangle|bigtriangleup)\s*)?\{?([A-Z]{3})\}?$`)
	spacesRe     = regexp.MustCompile(`\s+`)
	spacePunctRe = regexp.MustCompile(` ([.?,;:])`)
	digitCommaRe = regexp.MustCompile(`\d,\d`)
)

// text is the statement as the grammar reads it: the prose in lower case,
// each value a token "#k" (a number), "@k" (a point), "%k" (a side
// equation) or "&k" (a triangle's name) for slots[k]; "pi" for a lone
// $\pi$; units written inside a formula moved to the prose.
func text(problem string) (string, []slot, bool) {
	var b strings.Builder
	var slots []slot
	add := func(tok string, s slot) {
		b.WriteString(" " + tok + strconv.Itoa(len(slots)) + " ")
		slots = append(slots, s)
	}
	for _, p := range statement.SplitDollars(statement.UnicodeFix.Replace(problem)) {
		if !p.Math {
			prose := prosePointRe.ReplaceAllStringFunc(p.Text, func(m string) string {
				sm := prosePointRe.FindStringSubmatch(m)
				t := " @" + strconv.Itoa(len(slots)) + " "
				slots = append(slots, slot{src: m, pt: [2]string{sm[2], sm[3]}, isPt: true, name: sm[1]})
				return t
			})
			prose = proseNameRe.ReplaceAllStringFunc(prose, func(m string) string {
				t := " &" + strconv.Itoa(len(slots)) + " "
				slots = append(slots, slot{tri: m})
				return t
			})
			prose = strings.ToLower(prose)
			if digitCommaRe.MatchString(prose) {
				return "", nil, false
			}
			prose = proseNumRe.ReplaceAllStringFunc(prose, func(m string) string {
				sm := proseNumRe.FindStringSubmatch(m)
				t := sm[1] + " #" + strconv.Itoa(len(slots)) + " "
				slots = append(slots, slot{src: sm[2]})
				return t
			})
			b.WriteString(prose)
			continue
		}
		src := strings.TrimSpace(p.Text)
		trail := ""
		for len(src) > 0 && strings.ContainsRune(".,?;", rune(src[len(src)-1])) {
			trail = src[len(src)-1:] + trail
			src = strings.TrimSpace(src[:len(src)-1])
		}
		src = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(src, `\,`), `\;`))
		unit := ""
		if m := mathUnitRe.FindStringSubmatch(src); m != nil && mathUnitRe.FindAllStringIndex(src, -1)[0][1] == len(src) {
			unit = m[1]
			if m[2] == "2" {
				unit = "square " + unit
			} else if m[2] == "3" {
				unit = "cubic " + unit
			}
			src = strings.TrimSpace(src[:len(src)-len(m[0])])
		}
		switch {
		case src == `\pi`:
			b.WriteString(" pi ")
		case triNameRe.MatchString(src):
			add("&", slot{tri: triNameRe.FindStringSubmatch(src)[1]})
		case sideEqRe.MatchString(src) && !strings.Contains(src, ","):
			m := sideEqRe.FindStringSubmatch(src)
			var sides []string
			for _, s := range strings.Split(m[1], "=") {
				if s = strings.TrimSpace(s); s != "" {
					sides = append(sides, s)
				}
			}
			if !closed(m[2]) {
				return "", nil, false
			}
			add("%", slot{src: strings.TrimSpace(m[2]), sides: sides})
		case strings.Contains(src, "("):
			// one point or several, "A(1, 1), B(6, 1), C(3, 7)"
			items, ok := splitTop(src)
			if !ok {
				return "", nil, false
			}
			for i, it := range items {
				m := namePointRe.FindStringSubmatch(strings.TrimSpace(it))
				if m == nil || !closed(m[2]) || !closed(m[3]) {
					return "", nil, false
				}
				if i > 0 {
					b.WriteString(",")
				}
				add("@", slot{src: it, pt: [2]string{m[2], m[3]}, isPt: true, name: m[1]})
			}
		default:
			if !closed(src) {
				return "", nil, false
			}
			add("#", slot{src: src})
		}
		if unit != "" {
			b.WriteString(" " + unit + " ")
		}
		b.WriteString(trail)
	}
	t := spacesRe.ReplaceAllString(b.String(), " ")
	t = spacePunctRe.ReplaceAllString(t, "$1")
	return strings.TrimSpace(t), slots, true
}

// closed reports a formula that parses, with no letter: a number, a
// fraction, π, a root.
func closed(src string) bool {
	if strings.TrimSpace(src) == "" {
		return false
	}
	e, err := latex.ParseExpr(src)
	return err == nil && len(pm.FreeVars(e)) == 0
}

// splitTop splits a formula at its commas outside parentheses.
func splitTop(src string) ([]string, bool) {
	var out []string
	depth, start := 0, 0
	for i, r := range src {
		switch r {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
			if depth < 0 {
				return nil, false
			}
		case ',':
			if depth == 0 {
				out = append(out, src[start:i])
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return nil, false
	}
	return append(out, src[start:]), true
}

// Units. A unit may follow a value, or be named in "in square inches",
// "how many cubic feet are in"; the statement is read only when all its
// units are one unit of length (its squares and cubes), or "units".
const unitWord = `(?:units?|centimeters?|centimetres?|cm|meters?|metres?|millimeters?|mm|inch(?:es)?|feet|foot|ft|yards?|yd|decimeters?|dm|kilometers?|km|miles?)`

var (
	unitFull      = `(?:(?:square|sq\.?|cubic) )?` + unitWord
	unitAfterRe   = regexp.MustCompile(`([#%]\d+) (` + unitFull + `)\b(?: long\b)?`)
	unitInRe      = regexp.MustCompile(`(,? in (` + unitFull + `)\b,?)`)
	howManyRe     = regexp.MustCompile(`\bhow many (` + unitFull + `) (?:are in|is|are there in|long is) (the|its)\b`)
	numberOfRe    = regexp.MustCompile(`\b(what is|find) the number of (` + unitFull + `) in (the|its)\b`)
	unitBaseRe    = regexp.MustCompile(`^(?:(?:square|sq\.?|cubic) )?(.*)$`)
	unitCanonical = map[string]string{
		"unit": "unit", "units": "unit",
		"centimeter": "cm", "centimeters": "cm", "centimetre": "cm", "centimetres": "cm", "cm": "cm",
		"meter": "m", "meters": "m", "metre": "m", "metres": "m",
		"millimeter": "mm", "millimeters": "mm", "mm": "mm",
		"inch": "in", "inches": "in",
		"feet": "ft", "foot": "ft", "ft": "ft",
		"yard": "yd", "yards": "yd", "yd": "yd",
		"decimeter": "dm", "decimeters": "dm", "dm": "dm",
		"kilometer": "km", "kilometers": "km", "km": "km",
		"mile": "mi", "miles": "mi",
	}
)

// stripUnits removes the units of t and reports whether they are one.
func stripUnits(t string) (string, bool) {
	bases := map[string]bool{}
	note := func(u string) {
		b := unitBaseRe.FindStringSubmatch(u)[1]
		bases[unitCanonical[b]] = true
	}
	t = howManyRe.ReplaceAllStringFunc(t, func(m string) string {
		sm := howManyRe.FindStringSubmatch(m)
		note(sm[1])
		return "what is " + sm[2]
	})
	t = numberOfRe.ReplaceAllStringFunc(t, func(m string) string {
		sm := numberOfRe.FindStringSubmatch(m)
		note(sm[2])
		return sm[1] + " " + sm[3]
	})
	t = unitAfterRe.ReplaceAllStringFunc(t, func(m string) string {
		sm := unitAfterRe.FindStringSubmatch(m)
		note(sm[2])
		return sm[1]
	})
	t = unitInRe.ReplaceAllStringFunc(t, func(m string) string {
		sm := unitInRe.FindStringSubmatch(m)
		note(sm[2])
		return ""
	})
	delete(bases, "unit")
	t = spacesRe.ReplaceAllString(t, " ")
	t = spacePunctRe.ReplaceAllString(t, "$1")
	return strings.TrimSpace(t), len(bases) <= 1
}
