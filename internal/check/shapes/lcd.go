package shapes

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): the least common denominator of polynomials
// with integer coefficients (statement.ReadLCDQuestion), the book's
// convention: the lcm of the integer contents times the lcm of the
// primitive parts, with a positive leading coefficient. In one variable
// the lcm is computed in ℚ[x] (P·Q/gcd(P, Q)); in several variables only
// monomials are read (c·x^a·y^b…: the lcm of the c, the largest power of
// each variable). "Build up each fraction": the answer lists one fraction
// per fraction of the statement, each equal to it as a rational function
// (cross-multiplied and expanded exactly) and each over a denominator
// equal to the least common denominator as a polynomial. Anything else
// (another form of the answer, a denominator that is not a polynomial, a
// common denominator that is not the least or has the other sign): no
// verdict, undecided.

// lcdExpr is the least common denominator of dens as an expression, and
// the variables; ok is false outside the two readings above.
func lcdExpr(dens []ast.Expr) (ast.Expr, []string, bool) {
	var vars []string
	for _, d := range dens {
		vars = append(vars, pm.FreeVars(d)...)
	}
	slices.Sort(vars)
	vars = slices.Compact(vars)
	if len(vars) == 0 {
		return nil, nil, false
	}
	set := map[string]bool{}
	for _, v := range vars {
		set[v] = true
	}
	if len(vars) == 1 {
		l := algebra.Poly{big.NewRat(1, 1)}
		content := big.NewInt(1)
		for _, d := range dens {
			lp, err := algebra.LaurentOf(d, set)
			if err != nil {
				return nil, nil, false
			}
			p, ok := lp.ToPoly(vars[0])
			c := algebra.Content(p)
			if !ok || len(p) == 0 || c == nil || c.Sign() == 0 {
				return nil, nil, false
			}
			content.Mul(content, new(big.Int).Quo(c, new(big.Int).GCD(nil, nil, content, c)))
			q, _ := algebra.Divmod(algebra.PolyMul(l, p), algebra.GcdPoly(l, p))
			l = algebra.Primitive(q)
		}
		for i := range l {
			l[i] = new(big.Rat).Mul(l[i], new(big.Rat).SetInt(content))
		}
		return forms.PolyExpr(l, vars[0]), vars, true
	}
	coef := big.NewInt(1)
	exps := map[string]int64{}
	for _, d := range dens {
		lp, err := algebra.LaurentOf(d, set)
		if err != nil || len(lp) != 1 {
			return nil, nil, false
		}
		for _, t := range lp {
			if !t.C.IsInt() || t.C.Sign() == 0 {
				return nil, nil, false
			}
			c := new(big.Int).Abs(t.C.Num())
			coef.Mul(coef, new(big.Int).Quo(c, new(big.Int).GCD(nil, nil, coef, c)))
			for v, e := range t.Exps {
				if !e.IsInt() || e.Sign() < 0 || e.Num().Cmp(big.NewInt(64)) > 0 {
					return nil, nil, false
				}
				exps[v] = max(exps[v], e.Num().Int64())
			}
		}
	}
	var out ast.Expr = &ast.Number{Int: coef.String()}
	for _, v := range vars {
		if k := exps[v]; k > 0 {
			out = &ast.Binary{Op: ast.Mul, X: out, Y: &ast.Binary{Op: ast.Pow, X: &ast.Ident{Name: v}, Y: &ast.Number{Int: fmt.Sprint(k)}}}
		}
	}
	return out, vars, true
}

// samePoly says a and b expand to the same polynomial (or quotient) in
// vars.
func samePoly(a, b ast.Expr, vars []string) bool {
	set := map[string]bool{}
	for _, v := range vars {
		set[v] = true
	}
	x, err1 := algebra.LFracOf(a, set)
	y, err2 := algebra.LFracOf(b, set)
	if err1 != nil || err2 != nil {
		return false
	}
	d, err := x.Sub(y)
	return err == nil && d.IsZero()
}

// lcdPoints are up to three rational points where none of es has a zero
// denominator or fails to evaluate, for the evidence.
func (c *checker) lcdPoints(vars []string, es []ast.Expr) []cas.Env {
	var pts []cas.Env
	for k := int64(0); k < 12 && len(pts) < 3; k++ {
		env := cas.Env{}
		for i, v := range vars {
			env[v] = cas.Rat(big.NewRat(7+3*k+int64(i), 3+int64(i)))
		}
		good := true
		for _, e := range es {
			if v, err := c.Eval(e, env); err != nil || v.Sign() == 0 {
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

// checkLCD is CheckLCD on this package's checker.
func (c *checker) checkLCD(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadLCDQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	dens := q.Items
	if q.BuildUp {
		dens = nil
		for _, f := range q.Items {
			b, isDiv := f.(*ast.Binary)
			if !isDiv || b.Op != ast.Div {
				return decide.Result{}, false
			}
			dens = append(dens, b.Y)
		}
	}
	lcd, vars, ok := lcdExpr(dens)
	if !ok {
		return decide.Result{}, false
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil {
		return decide.Result{}, false
	}
	for _, v := range pm.FreeVars(ans.Root) {
		if !slices.Contains(vars, v) {
			return decide.Result{}, false
		}
	}
	kind := statement.KindSimplify
	how := fmt.Sprintf("the lcm of the integer contents times the lcm of the primitive parts: %s (the statement %q)", ast.Print(lcd), statement.Clip(q.Src, 60))
	if !q.BuildUp {
		if len(ans.Items) != 1 || ans.Items[0].Name != "" || !samePoly(ans.Items[0].E, lcd, vars) {
			return decide.Result{}, false
		}
		r := decide.Confirm(kind, "the answer %s expands to the least common denominator of %s, %s", statement.Clip(answerSrc, 40), statement.Clip(q.Src, 60), how)
		r.Evidence = []decide.Comparison{{What: "the answer against the least common denominator", Left: ans.Items[0].E, Right: lcd, Points: c.lcdPoints(vars, nil), Want: record.WantEqual}}
		return r, true
	}
	if len(ans.Items) != len(q.Items) {
		return decide.Result{}, false
	}
	var ev []decide.Comparison
	var parts []string
	for i, it := range ans.Items {
		b, isDiv := it.E.(*ast.Binary)
		if it.Name != "" || !isDiv || b.Op != ast.Div || !samePoly(b.Y, lcd, vars) || !samePoly(it.E, q.Items[i], vars) {
			return decide.Result{}, false
		}
		pts := c.lcdPoints(vars, []ast.Expr{q.Items[i], it.E, dens[i]})
		ev = append(ev, decide.Comparison{What: fmt.Sprintf("fraction %d built up against the statement's", i+1), Left: it.E, Right: q.Items[i], Points: pts, Want: record.WantEqual},
			decide.Comparison{What: fmt.Sprintf("the denominator of fraction %d against the least common denominator", i+1), Left: b.Y, Right: lcd, Points: pts, Want: record.WantEqual})
		parts = append(parts, ast.Print(it.E))
	}
	r := decide.Confirm(kind, "each fraction of the answer (%s) equals the statement's fraction in its place (cross-multiplied and expanded exactly) and has the least common denominator, %s", statement.Clip(strings.Join(parts, ", "), 80), how)
	r.Evidence = ev
	return r, true
}

// CheckLCD answers the least common denominator of a list, and the
// fractions built up to it; ok is false for any other statement, or when
// the answer is not proven.
func CheckLCD(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkLCD(st, problem, answerSrc)
}
