package shapes

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// A triangle given by two sides and the angle between them (SAS), asking for
// the third side: "In triangle $ABC$, $AB=5$, $AC=8$ and $\angle A=120^\circ$.
// Find $BC$." The third side is recomputed by the law of cosines.
var (
	sideRe      = regexp.MustCompile(`(?:^|[^A-Za-z\\])([A-Z])([A-Z])\s*=\s*([^,;$]+)`)
	angleRe     = regexp.MustCompile(`\\angle\s*\{?([A-Z]{1,3})\}?\s*=\s*([^,;$]+)`)
	askedSideRe = regexp.MustCompile(`(?i)\b(?:find|compute|calculate|determine)\s+(?:the\s+)?(?:length\s+of\s+)?(?:the\s+)?(?:side\s+)?\$\s*([A-Z])([A-Z])\s*\$`)
)

// checkTriangle is CheckTriangle on this package's checker.
func (c *checker) checkTriangle(st *statement.Statement, problem string, a *statement.Answer) (decide.Result, bool) {
	if _, ok := st.Read.Has(statement.CueWord, "a triangle"); !ok {
		return decide.Result{}, false
	}
	ask := askedSideRe.FindStringSubmatch(problem)
	angles := angleRe.FindAllStringSubmatch(problem, -1)
	if ask == nil || len(angles) != 1 {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	sides := map[string]ast.Expr{}
	labels := map[string]string{} // key -> the side as written
	for _, f := range latex.Fragments(problem) {
		for _, m := range sideRe.FindAllStringSubmatch(f.Src, -1) {
			e, err := latex.ParseExpr(strings.TrimSpace(m[3]))
			if err != nil {
				return decide.Undecided(kind, "the side %s%s = %s cannot be read", m[1], m[2], statement.Clip(m[3], 30)), true
			}
			sides[sideKey(m[1], m[2])] = e
			labels[sideKey(m[1], m[2])] = m[1] + m[2]
		}
	}
	vertex := angles[0][1]
	if len(vertex) == 3 {
		vertex = vertex[1:2]
	} else if len(vertex) != 1 {
		return decide.Result{}, false
	}
	p, q := ask[1], ask[2]
	if p == vertex || q == vertex || p == q {
		return decide.Result{}, false // not the side opposite the given angle
	}
	b, okB := sides[sideKey(vertex, p)]
	d, okD := sides[sideKey(vertex, q)]
	if !okB || !okD {
		return decide.Result{}, false
	}
	if why := st.SpecialUnread("triangle's side", "a triangle", "solve request", "side"); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	if f := statement.TriangleExtra(problem, p+q); f != "" {
		return decide.Undecided(kind, "the statement's formula %s is not part of the triangle the side %s%s is recomputed from: another question or datum the check does not read", statement.Clip(f, 30), p, q), true
	}
	if _, asked := sides[sideKey(p, q)]; asked {
		return decide.Undecided(kind, "the side %s%s asked for is also given", p, q), true
	}
	angle, err := latex.ParseExpr(strings.TrimSpace(angles[0][2]))
	if err != nil {
		return decide.Undecided(kind, "the angle %s cannot be read", statement.Clip(angles[0][2], 30)), true
	}
	if !strings.Contains(angles[0][2], `\circ`) && !strings.Contains(angles[0][2], `\pi`) && !strings.Contains(angles[0][2], "°") {
		return decide.Undecided(kind, "the angle %s has no unit (degrees or a multiple of pi)", statement.Clip(angles[0][2], 30)), true
	}
	for _, e := range []ast.Expr{b, d} {
		v, err := c.Eval(e, nil)
		if err != nil || v.Sign() <= 0 {
			return decide.Undecided(kind, "a given side is not a positive number"), true
		}
	}
	av, err := c.Eval(angle, nil)
	if err != nil || av.Sign() <= 0 || c.Cas.Cmp(av, c.Cas.PiTimes(big.NewRat(1, 1))) >= 0 {
		return decide.Undecided(kind, "the angle %s is not between 0 and 180 degrees", statement.Clip(angles[0][2], 30)), true
	}
	two := &ast.Number{Int: "2"}
	law := &ast.Root{X: &ast.Binary{Op: ast.Sub,
		X: &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Pow, X: b, Y: two}, Y: &ast.Binary{Op: ast.Pow, X: d, Y: two}},
		Y: &ast.Binary{Op: ast.Mul, X: &ast.Binary{Op: ast.Mul, X: two, Y: b}, Y: &ast.Binary{Op: ast.Mul, X: d, Y: &ast.Func{Name: ast.Cos, Args: []ast.Expr{angle}}}},
	}}
	val, err := c.Eval(law, nil)
	if err != nil {
		return decide.Undecided(kind, "the law of cosines cannot be evaluated: %v", err), true
	}
	if len(a.Items) != 1 || a.Items[0].E == nil {
		return decide.Undecided(kind, "the answer is not one length"), true
	}
	what := fmt.Sprintf("%s%s by the law of cosines (%s = %s, %s = %s, angle %s = %s)", p, q,
		labels[sideKey(vertex, p)], ast.Print(b), labels[sideKey(vertex, q)], ast.Print(d), vertex, ast.Print(angle))
	res := c.NumericVerdict(st, kind, what, val.Float(decide.PrecBits), decide.Bf(0), "exact arithmetic where rational, else 256 bits", a.Items[0].E, a.Text.Math)
	if res.Verdict != record.Undecided {
		res.Recomputed = decide.RecomputedText(val)
		res.RecomputedDiffers = res.Verdict == record.Refute
	}
	return res, true
}

// CheckTriangle recomputes the side a statement asks for when the triangle
// is given by two sides and their included angle; ok is false when the
// statement is not of that shape.
func CheckTriangle(c *decide.Checker, st *statement.Statement, problem string, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkTriangle(st, problem, a)
}

// sideKey names a segment independently of the order of its ends.
func sideKey(x, y string) string {
	if x > y {
		x, y = y, x
	}
	return x + y
}
