package shapes

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): inverse functions of rational functions
// (statement.ReadInverseQuestion). F and G (formulas in x built of
// numbers, x, +, −, ·, / and integer powers) are inverses when F(G(x)) = x
// and G(F(x)) = x as rational functions, each composition expanded and
// cross-multiplied exactly (algebra.LFracOf). "Find the inverse": the
// answer f^{-1}(x) = G is confirmed when both identities hold, undecided
// otherwise (a function that is not one-to-one has no inverse to refute
// with). "State if the given functions are inverses": "Yes" when both
// hold; "No" when one fails, shown at a rational point where the
// composition is defined and differs from x; the other word is refuted.
// A root, a function or a letter other than x: no verdict.

// ratInX says e is a rational expression in x: numbers, x, +, −, ·, /
// and integer powers.
func ratInX(e ast.Expr) bool {
	switch n := e.(type) {
	case *ast.Number:
		return true
	case *ast.Ident:
		return n.Name == "x"
	case *ast.Unary:
		return (n.Op == ast.Neg || n.Op == ast.Plus) && ratInX(n.X)
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub, ast.Mul, ast.Div:
			return ratInX(n.X) && ratInX(n.Y)
		case ast.Pow:
			num, isNum := n.Y.(*ast.Number)
			return isNum && num.Frac == "" && num.Repeat == "" && len(num.Int) <= 2 && ratInX(n.X)
		}
	}
	return false
}

// composeIsX says F(G(x)) = x as rational functions; ok is false when the
// composition is not expanded.
func composeIsX(f, g ast.Expr) (is, ok bool) {
	fg := forms.ReplaceNames(f, map[string]ast.Expr{"x": g})
	x := map[string]bool{"x": true}
	a, err1 := algebra.LFracOf(fg, x)
	b, err2 := algebra.LFracOf(&ast.Ident{Name: "x"}, x)
	if err1 != nil || err2 != nil || len(a.D) == 0 {
		return false, false
	}
	d, err := a.Sub(b)
	if err != nil {
		return false, false
	}
	return d.IsZero(), true
}

// inversePoints are rational points where both compositions evaluate.
func (c *checker) inversePoints(es ...ast.Expr) []cas.Env {
	var pts []cas.Env
	for k := int64(0); k < 12 && len(pts) < 3; k++ {
		env := cas.Env{"x": cas.Rat(big.NewRat(5+2*k, 3))}
		good := true
		for _, e := range es {
			if _, err := c.Eval(e, env); err != nil {
				good = false
				break
			}
		}
		if good {
			pts = append(pts, env)
		}
	}
	return pts
}

// checkInverse is CheckInverse on this package's checker.
func (c *checker) checkInverse(problem, answerSrc string) (decide.Result, bool) {
	defs, pair, ok := statement.ReadInverseQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	f := defs[0]
	var g statement.InverseDef
	word := ""
	if pair {
		g = defs[1]
		word = strings.ToLower(strings.Trim(strings.TrimSpace(answerSrc), "$. "))
		if word != "yes" && word != "no" {
			return decide.Result{}, false
		}
	} else {
		e, ok := statement.ReadInverseAnswer(answerSrc, f.Name)
		if !ok {
			return decide.Result{}, false
		}
		g = statement.InverseDef{Name: f.Name + "^{-1}", E: e, Src: answerSrc}
	}
	if !ratInX(f.E) || !ratInX(g.E) {
		return decide.Result{}, false
	}
	fg, ok1 := composeIsX(f.E, g.E)
	gf, ok2 := composeIsX(g.E, f.E)
	if !ok1 || !ok2 {
		return decide.Result{}, false
	}
	kind := statement.KindIdentity
	compFG := forms.ReplaceNames(f.E, map[string]ast.Expr{"x": g.E})
	compGF := forms.ReplaceNames(g.E, map[string]ast.Expr{"x": f.E})
	name := fmt.Sprintf("%s(%s(x))", f.Name, g.Name)
	name2 := fmt.Sprintf("%s(%s(x))", g.Name, f.Name)
	x := &ast.Ident{Name: "x"}
	if fg && gf {
		pts := c.inversePoints(compFG, compGF)
		ev := []decide.Comparison{
			{What: name + " against x", Left: compFG, Right: x, Points: pts, Want: record.WantEqual},
			{What: name2 + " against x", Left: compGF, Right: x, Points: pts, Want: record.WantEqual}}
		what := fmt.Sprintf("%s = x and %s = x as rational functions (expanded and cross-multiplied exactly), for %s and %s", name, name2, statement.Clip(f.Src, 40), statement.Clip(g.Src, 40))
		var r decide.Result
		switch word {
		case "", "yes":
			r = decide.Confirm(kind, "%s: the functions are inverses, as the answer says", what)
		default:
			r = decide.Refute(kind, "%s: the functions are inverses, not \"No\"", what)
		}
		r.Evidence = ev
		return r, true
	}
	if word == "" {
		return decide.Result{}, false
	}
	comp, cname := compFG, name
	if fg {
		comp, cname = compGF, name2
	}
	// A rational point where the failing composition is defined and is not x.
	for _, env := range c.inversePoints(comp) {
		v, err := c.Eval(comp, env)
		r, exact := v.Exact()
		x0, _ := env["x"].Exact()
		if err != nil || !exact || r.Cmp(x0) == 0 {
			continue
		}
		what := fmt.Sprintf("%s at x = %s is %s, not x (%s and %s)", cname, x0.RatString(), r.RatString(), statement.Clip(f.Src, 40), statement.Clip(g.Src, 40))
		var res decide.Result
		if word == "no" {
			res = decide.Confirm(kind, "%s: the functions are not inverses, as the answer says", what)
		} else {
			res = decide.Refute(kind, "%s: the functions are not inverses, not \"Yes\"", what)
		}
		res.Evidence = []decide.Comparison{{What: cname + " at a point where it is not x", Left: comp, Right: algebra.RatExpr(r), Points: []cas.Env{env}, Want: record.WantEqual}}
		return res, true
	}
	return decide.Result{}, false
}

// CheckInverse answers the inverse of a rational function and whether two
// are inverses; ok is false for any other statement or no proof.
func CheckInverse(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkInverse(problem, answerSrc)
}
