package coords

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Point is a point of the plane with exact rational coordinates.
type Point [2]*big.Rat

// line is the line a·x + b·y + c = 0 (a and b not both zero).
type line struct{ a, b, c *big.Rat }

// slot is one formula of the statement (or a point written in the prose),
// as the grammar uses it.
type slot struct {
	src    string
	pt     *Point    // a pair of closed rational coordinates "(a, b)"
	named  string    // "M" of "M(1, -6)" (pt set too), or a one-letter name
	seg    [2]string // "A", "B" of "\overline{AB}"
	eq     *ast.Rel  // an equation
	pair   bool      // a pair of two letters, "(x, y)" or "(a,b)"
	number *big.Rat  // a closed rational number
}

var (
	prosePointRe = regexp.MustCompile(`\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)`)
	namedPointRe = regexp.MustCompile(`^([A-Z])\s*\((.*)\)$`)
	overlineRe   = regexp.MustCompile(`^\\overline\{([A-Z])([A-Z])\}$`)
	spacesRe     = regexp.MustCompile(`\s+`)
	spacePunctRe = regexp.MustCompile(` ([.?,;:])`)
	axisLetterRe = regexp.MustCompile(`\b([xy]) ?- ?(intercept|coordinate|axis)`)
)

// text is the statement as the grammar reads it: the prose in lower case,
// each formula (and each point written in the prose) a token "§k" for
// slots[k].
func text(problem string) (string, []slot, bool) {
	var b strings.Builder
	var slots []slot
	parts := statement.SplitDollars(statement.UnicodeFix.Replace(problem))
	for i, p := range parts {
		if !p.Math {
			b.WriteString(proseSlots(strings.ToLower(p.Text), &slots))
			continue
		}
		src := strings.TrimSpace(p.Text)
		trail := ""
		for len(src) > 0 && strings.ContainsRune(".,?;", rune(src[len(src)-1])) {
			trail = src[len(src)-1:] + trail
			src = strings.TrimSpace(src[:len(src)-1])
		}
		if (src == "x" || src == "y") && i+1 < len(parts) && strings.HasPrefix(strings.TrimSpace(parts[i+1].Text), "-") {
			b.WriteString(" " + src + trail)
			continue
		}
		s, ok := readSlot(src)
		if !ok {
			return "", nil, false
		}
		b.WriteString(" §" + itoa(len(slots)) + " " + trail)
		slots = append(slots, s)
	}
	t := spacesRe.ReplaceAllString(b.String(), " ")
	t = spacePunctRe.ReplaceAllString(t, "$1")
	t = axisLetterRe.ReplaceAllString(t, "$1-$2")
	return strings.TrimSpace(t), slots, true
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// proseSlots replaces each point written in the prose, "(7,-6)", by a
// token.
func proseSlots(prose string, slots *[]slot) string {
	return prosePointRe.ReplaceAllStringFunc(prose, func(m string) string {
		sm := prosePointRe.FindStringSubmatch(m)
		x, ok1 := new(big.Rat).SetString(sm[1])
		y, ok2 := new(big.Rat).SetString(sm[2])
		if !ok1 || !ok2 {
			return m
		}
		*slots = append(*slots, slot{src: m, pt: &Point{x, y}})
		return " §" + itoa(len(*slots)-1) + " "
	})
}

// readSlot reads one formula; ok is false for a formula the grammar has
// no use for (the statement is then not read).
func readSlot(src string) (slot, bool) {
	s := slot{src: src}
	if m := overlineRe.FindStringSubmatch(src); m != nil {
		s.seg = [2]string{m[1], m[2]}
		return s, true
	}
	if m := namedPointRe.FindStringSubmatch(src); m != nil {
		p, ok := ratPair("(" + m[2] + ")")
		if !ok {
			return s, false
		}
		s.named, s.pt = m[1], p
		return s, true
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		return s, false
	}
	switch e := e.(type) {
	case *ast.Ident:
		if len([]rune(e.Name)) == 1 {
			s.named = e.Name
			return s, true
		}
	case *ast.Tuple:
		if p, ok := ratPair(src); ok {
			s.pt = p
			return s, true
		}
		if e.Left == '(' && e.Right == ')' && len(e.Items) == 2 {
			_, ok1 := e.Items[0].(*ast.Ident)
			_, ok2 := e.Items[1].(*ast.Ident)
			s.pair = ok1 && ok2
			return s, s.pair
		}
	case *ast.Rel:
		if len(e.Ops) == 1 && e.Ops[0] == ast.Eq && len(e.Args) == 2 {
			s.eq = e
			return s, true
		}
	}
	if len(pm.FreeVars(e)) == 0 {
		if v, err := algebra.RatValue(e); err == nil {
			s.number = v
			return s, true
		}
	}
	return s, false
}

// ratPair reads "(a, b)" with a and b closed rational formulas.
func ratPair(src string) (*Point, bool) {
	e, err := latex.ParseExpr(src)
	if err != nil {
		return nil, false
	}
	t, ok := e.(*ast.Tuple)
	if !ok || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 || len(pm.FreeVars(e)) != 0 {
		return nil, false
	}
	var p Point
	for i, it := range t.Items {
		v, err := algebra.RatValue(it)
		if err != nil {
			return nil, false
		}
		p[i] = v
	}
	return &p, true
}

// lineOf reads an equation as a line: L − R expanded exactly is
// a·x + b·y + c with a, b not both zero, and no other letter.
func lineOf(eq *ast.Rel) (line, bool) {
	lin, err := algebra.LaurentOf(&ast.Binary{Op: ast.Sub, X: eq.Args[0], Y: eq.Args[1]}, map[string]bool{"x": true, "y": true})
	if err != nil {
		return line{}, false
	}
	l := line{new(big.Rat), new(big.Rat), new(big.Rat)}
	one := big.NewRat(1, 1)
	for _, t := range lin {
		switch {
		case len(t.Exps) == 0:
			l.c.Add(l.c, t.C)
		case len(t.Exps) == 1 && t.Exps["x"] != nil && t.Exps["x"].Cmp(one) == 0:
			l.a.Add(l.a, t.C)
		case len(t.Exps) == 1 && t.Exps["y"] != nil && t.Exps["y"].Cmp(one) == 0:
			l.b.Add(l.b, t.C)
		default:
			return line{}, false
		}
	}
	for _, v := range pm.FreeVars(eq) {
		if v != "x" && v != "y" {
			return line{}, false
		}
	}
	return l, l.a.Sign() != 0 || l.b.Sign() != 0
}
